"""Hand-written entailment training records over invented tool results.
label 0 = supported, 1 = unsupported. Run: .venv/bin/python records.py"""
import json, os, collections

S, U = 0, 1
R = []

def rec(title, question, data, claims):
    R.append((title, question, data, claims))

rec("get_hotel_booking", "Is breakfast included in my stay at Harbour View Inn?",
    {"booking_id": "HB-48213", "hotel": "Harbour View Inn", "check_in": "2026-05-14", "check_out": "2026-05-17", "nights": 3,
     "room": {"type": "Double Deluxe", "beds": 1, "smoking": False}, "guests": 2, "total": {"amt": 462.0, "currency": "EUR"},
     "breakfast_included": True, "cancellable_until": "2026-05-12T18:00:00", "status": "confirmed"},
    [("Yes, breakfast is included in your booking.", S, "direct"),
     ("You check in on May 14 and check out on May 17, 2026.", S, "restated"),
     ("You can still cancel the booking up until 6 pm on 12 May.", S, "restated"),
     ("Your stay works out to €154 per night.", S, "derived"),
     ("No, breakfast isn't included in your booking.", U, "inverted"),
     ("You've got a room with two beds for your stay.", U, "wrong_value"),
     ("The total for your three nights is €426.", U, "wrong_value"),
     ("Your booking also includes free parking at the hotel.", U, "invented")])

rec("track_parcel", "Where's my parcel and when will it get here?",
    {"tracking": "JD014589622GB", "carrier": "ParcelNet", "status": "in_transit", "eta": "2026-03-09",
     "last_scan": {"location": "Leeds Hub", "ts": "2026-03-06T22:14:00"}, "attempts": 0, "signature_required": True, "weight_kg": 2.4},
    [("Your parcel was last scanned at the Leeds Hub at 10:14 pm on March 6.", S, "restated"),
     ("It's expected to arrive on 9 March 2026.", S, "restated"),
     ("Someone will need to sign for the parcel when it's delivered.", S, "restated"),
     ("No delivery attempts have been made yet.", S, "restated"),
     ("Your parcel was last scanned at the Leeds Hub at 10:14 am on March 6.", U, "wrong_value"),
     ("It's expected to arrive on 6 March 2026.", U, "wrong_field"),
     ("The parcel can be left on your doorstep without a signature.", U, "inverted"),
     ("The parcel is running a little late because of a backlog at the Leeds Hub.", U, "invented")])

rec("get_gym_membership", "Can I bring a friend to the gym this week?",
    {"member": "Priya Nair", "plan": "Off-Peak", "monthly_fee": 24.99, "currency": "GBP", "started": "2025-09-01", "renews": "2026-06-01",
     "auto_renew": False, "access": {"hours": "10:00-16:00", "classes_included": True, "guest_passes_left": 2}, "frozen": False},
    [("Yes, you still have two guest passes left.", S, "direct"),
     ("Your Off-Peak plan lets you in between 10 am and 4 pm.", S, "restated"),
     ("Classes are included in your membership.", S, "restated"),
     ("Your membership won't renew automatically on 1 June 2026.", S, "restated"),
     ("Yes, you still have three guest passes left.", U, "wrong_value"),
     ("Your Off-Peak plan lets you in between 10 am and 6 pm.", U, "wrong_value"),
     ("Your membership is set to renew automatically on June 1.", U, "inverted"),
     ("Each guest pass lets your friend use the gym for up to two hours.", U, "invented")])

rec("get_utility_bill", "How much is my electricity bill for January and when do I need to pay it?",
    {"account": "EL-229104", "period": {"from": "2026-01-01", "to": "2026-01-31"}, "usage_kwh": 412, "rate_per_kwh": 0.28,
     "standing_charge": 9.3, "amt_due": 124.66, "due": "2026-02-20", "paid": False, "direct_debit": False, "prev_bill_amt": 138.2},
    [("Your January bill is 124.66 and it's due on February 20.", S, "restated"),
     ("You used 412 kWh of electricity in January.", S, "restated"),
     ("This bill is 13.54 less than your previous one.", S, "derived"),
     ("The bill hasn't been paid yet.", S, "restated"),
     ("Your January bill is 138.20 and it's due on February 20.", U, "wrong_field"),
     ("You're being charged 0.38 per kWh.", U, "wrong_value"),
     ("The bill will be collected automatically by direct debit.", U, "inverted"),
     ("A late fee of 10 will be added if you pay after February 20.", U, "invented")])

rec("get_course_enrolment", "Am I enrolled in Data Structures this spring?",
    {"student_id": "S7730215", "course": {"code": "CS204", "title": "Data Structures", "credits": 15}, "term": "Spring 2026",
     "status": "waitlisted", "waitlist_pos": 4, "section": {"days": ["Tue", "Thu"], "start": "14:00", "dur_min": 90, "room": "B-112"},
     "enrolled_at": None},
    [("No, you're not enrolled yet; you're on the waitlist for CS204.", S, "direct"),
     ("You're fourth on the waiting list.", S, "restated"),
     ("The section meets on Tuesdays and Thursdays from 2 pm to 3:30 pm.", S, "derived"),
     ("The course is worth 15 credits.", S, "restated"),
     ("Yes, you're enrolled in CS204 for Spring 2026.", U, "inverted"),
     ("You're third on the waiting list.", U, "wrong_value"),
     ("The section meets on Tuesdays and Thursdays from 2 pm to 4 pm.", U, "wrong_value"),
     ("You'll be enrolled automatically if a place opens up before term starts.", U, "invented")])

rec("get_service_appointment", "What time is my car booked in and will I get a courtesy car?",
    {"ref": "SVC-55170", "vehicle": {"make": "Skoda", "model": "Octavia", "reg": "KP19 XRT", "mileage": 48210}, "date": "2026-04-22",
     "time": "08:30", "services": ["annual service", "brake fluid change"], "est_cost": 289.0, "courtesy_car": False, "dur_min": 180,
     "garage": "Northgate Motors"},
    [("Your Octavia is booked in at Northgate Motors at 8:30 am on April 22.", S, "restated"),
     ("No, a courtesy car isn't included with this booking.", S, "direct"),
     ("The work is expected to take about three hours.", S, "restated"),
     ("The service should be finished at around 11:30 am.", S, "derived"),
     ("Your Octavia is booked in at Northgate Motors at 8:30 pm on April 22.", U, "wrong_value"),
     ("Yes, a courtesy car will be ready for you when you drop the car off.", U, "inverted"),
     ("The estimated cost of the work is 298.", U, "wrong_value"),
     ("The garage will also do a free tyre check while it has the car.", U, "invented")])

rec("check_stock", "Is the oak dining table in stock at the Wembley store?",
    {"sku": "TBL-OAK-180", "name": "Oak dining table 180cm", "stores": [{"store": "Croydon", "qty": 3}, {"store": "Wembley", "qty": 0},
     {"store": "Reading", "qty": 7}], "online_qty": 12, "restock_eta": None, "price": 549.0},
    [("No, the Wembley store doesn't have any of the oak tables in stock.", S, "direct"),
     ("The Reading store has seven of them.", S, "restated"),
     ("Across the three stores there are 10 tables in stock.", S, "derived"),
     ("No restock date has been given.", S, "restated"),
     ("The Wembley store has three of the oak tables in stock.", U, "wrong_field"),
     ("Across the three stores there are 12 tables in stock.", U, "wrong_value"),
     ("The table is currently out of stock online.", U, "inverted"),
     ("Wembley is expecting a fresh delivery of the table next week.", U, "invented")])

rec("get_ticket", "Has anyone picked up my refund ticket yet?",
    {"ticket_id": 4471, "subject": "Refund not received", "status": "open", "priority": "high", "created": "2026-02-02T09:12:00",
     "updated": "2026-02-04T15:40:00", "assignee": None, "messages": 3,
     "sla": {"first_response_due": "2026-02-02T13:12:00", "breached": False}},
    [("Not yet, the ticket hasn't been assigned to anyone.", S, "direct"),
     ("Your ticket is still open and marked as high priority.", S, "restated"),
     ("The ticket was opened at 9:12 am on February 2.", S, "restated"),
     ("There are three messages on the ticket so far.", S, "restated"),
     ("Yes, your ticket has been assigned to an agent.", U, "inverted"),
     ("The ticket was opened at 3:40 pm on February 4.", U, "wrong_field"),
     ("Your ticket is marked as medium priority.", U, "wrong_value"),
     ("Your refund will be processed within five working days.", U, "invented")])

rec("get_payroll_summary", "How much will I take home in March?",
    {"employee": "M. Okafor", "period": "2026-03", "gross": 4250.0, "deductions": {"tax": 812.5, "pension": 212.5, "student_loan": 96.0},
     "net": 3129.0, "pay_date": "2026-03-27", "overtime_hrs": 6, "currency": "GBP"},
    [("Your take-home pay for March is £3,129.", S, "restated"),
     ("You'll be paid on 27 March.", S, "restated"),
     ("Your deductions come to £1,121 in total.", S, "derived"),
     ("£212.50 goes into your pension this month.", S, "restated"),
     ("Your take-home pay for March is £4,250.", U, "wrong_field"),
     ("Your deductions come to £1,211 in total.", U, "wrong_value"),
     ("You'll be paid on 28 March.", U, "wrong_value"),
     ("Your six hours of overtime will be paid in next month's payslip.", U, "invented")])

rec("get_exam_results", "What grade did I get in Chemistry?",
    {"candidate": "20931", "exam": "Chemistry A-level", "components": [{"paper": "P1", "score": 78, "max": 100},
     {"paper": "P2", "score": 64, "max": 100}, {"paper": "Practical", "pass": True}], "grade": "B", "published": "2026-08-13",
     "remark_deadline": "2026-09-24"},
    [("You got a B in Chemistry.", S, "restated"),
     ("You scored 142 out of 200 across the two written papers.", S, "derived"),
     ("You passed the practical.", S, "restated"),
     ("If you want a re-mark, you need to ask for it by 24 September.", S, "restated"),
     ("You got an A in Chemistry.", U, "wrong_value"),
     ("You scored 78 out of 100 on Paper 2.", U, "wrong_field"),
     ("You didn't pass the practical.", U, "inverted"),
     ("You were just two marks short of an A.", U, "invented")])

rec("find_pharmacies", "Which pharmacies near me are open right now?",
    {"location": "Kentish Town", "results": [
        {"name": "Well Pharmacy", "dist_km": 0.4, "open_now": True, "closes": "19:00", "rating": 4.2},
        {"name": "Boots", "dist_km": 0.9, "open_now": True, "closes": "21:30", "rating": 3.8},
        {"name": "Lynwood Chemist", "dist_km": 1.3, "open_now": False, "closes": None, "rating": 4.7},
        {"name": "Care Pharmacy", "dist_km": 2.1, "open_now": True, "closes": "18:00", "rating": 4.0}]},
    [("Three of the four pharmacies nearby are open now.", S, "derived"),
     ("Boots is open until 9:30 pm.", S, "restated"),
     ("Lynwood Chemist is closed at the moment.", S, "restated"),
     ("Well Pharmacy is the closest, about 400 metres away.", S, "derived"),
     ("Well Pharmacy is open until 9:30 pm.", U, "wrong_field"),
     ("Lynwood Chemist is open right now.", U, "inverted"),
     ("Care Pharmacy is about 1.2 km away.", U, "wrong_value"),
     ("Boots also offers free prescription delivery in the area.", U, "invented")])

rec("list_available_rooms", "Is there a meeting room for 10 people free on the afternoon of 14 May?",
    {"date": "2026-05-14", "building": "HQ", "rooms": [
        {"room": "Atlas", "cap": 8, "free": ["09:00-11:00", "14:00-16:30"], "av": True},
        {"room": "Beacon", "cap": 4, "free": ["13:00-15:00"], "av": False},
        {"room": "Cedar", "cap": 12, "free": ["10:00-12:00"], "av": True}]},
    [("No: Cedar is the only room big enough for 10, and it's only free from 10 am to noon.", S, "direct"),
     ("Atlas is free from 2 pm to 4:30 pm.", S, "restated"),
     ("Beacon seats four people.", S, "restated"),
     ("Cedar, which holds 12 people, is the largest of the three rooms.", S, "derived"),
     ("Yes, Cedar is free from 2 pm to 4:30 pm.", U, "wrong_field"),
     ("Beacon has AV equipment.", U, "inverted"),
     ("Atlas seats 10 people.", U, "wrong_value"),
     ("Cedar can be booked with lunch catering for your meeting.", U, "invented")])

rec("get_flight_status", "Is my flight to Faro on time?",
    {"flight": "BA 2741", "dep": {"airport": "LGW", "sched": "2026-06-02T07:45:00", "est": "2026-06-02T08:20:00", "gate": None},
     "arr": {"airport": "FAO", "sched": "2026-06-02T10:35:00", "tz": "Europe/Lisbon"}, "status": "delayed", "delay_min": 35},
    [("No, your flight is delayed by 35 minutes.", S, "direct"),
     ("It's now expected to leave LGW at 8:20 am.", S, "restated"),
     ("No gate has been assigned yet.", S, "restated"),
     ("It was originally scheduled to depart at 7:45 am.", S, "restated"),
     ("Your flight is delayed by 45 minutes.", U, "wrong_value"),
     ("Yes, your flight is running on time.", U, "inverted"),
     ("It's now expected to leave LGW at 10:35 am.", U, "wrong_field"),
     ("The delay is due to air traffic control restrictions.", U, "invented")])

rec("get_restaurant_reservation", "Did my deposit for the Osteria Lupa booking go through?",
    {"res_id": "R-90812", "venue": "Osteria Lupa", "date": "2026-07-11", "time": "19:30", "party": 6, "table": "terrace",
     "deposit": {"amt": 60, "paid": True}, "notes": "high chair requested", "confirmed": True},
    [("Yes, your deposit of 60 has been paid.", S, "direct"),
     ("Your table for six is booked for 7:30 pm on July 11.", S, "restated"),
     ("You'll be seated on the terrace.", S, "restated"),
     ("A high chair has been requested for your party.", S, "restated"),
     ("No, your deposit is still outstanding.", U, "inverted"),
     ("Your table for six is booked for 7:00 pm on July 11.", U, "wrong_value"),
     ("Your table is booked for eight people.", U, "wrong_value"),
     ("The deposit will be taken off your final bill on the night.", U, "invented")])

rec("get_insurance_claim", "What's happening with my water damage claim?",
    {"claim_no": "CLM-2026-00871", "type": "water damage", "filed": "2026-01-19", "status": "approved",
     "payout": {"amt": 1850.0, "excess": 250.0, "paid_on": None}, "adjuster": "T. Brennan", "docs_missing": []},
    [("Your water damage claim has been approved.", S, "restated"),
     ("The payout amount is 1,850, and there's a 250 excess on the claim.", S, "restated"),
     ("There's no record of the payout having been paid yet.", S, "restated"),
     ("No documents are missing from your claim.", S, "restated"),
     ("Your claim is still under review.", U, "inverted"),
     ("The payout amount is 2,100.", U, "wrong_value"),
     ("The payout was made on January 19.", U, "wrong_field"),
     ("You should receive the money within 10 working days.", U, "invented")])

rec("get_order", "What did I order and how much was it?",
    {"order_id": "100-4482913", "placed": "2026-02-28T21:05:00", "items": [{"name": "USB-C cable 2m", "qty": 2, "unit_price": 8.99},
     {"name": "Wireless mouse", "qty": 1, "unit_price": 24.5}], "shipping": 0.0, "total": 42.48, "status": "dispatched", "gift_wrap": False},
    [("You ordered two 2m USB-C cables and a wireless mouse.", S, "restated"),
     ("Your order came to 42.48 in total, and shipping was free.", S, "restated"),
     ("The two cables together cost 17.98.", S, "derived"),
     ("Your order has been dispatched.", S, "restated"),
     ("You ordered one USB-C cable and two wireless mice.", U, "wrong_field"),
     ("Your order came to 33.49 in total.", U, "wrong_value"),
     ("Your order hasn't been dispatched yet.", U, "inverted"),
     ("Your order should arrive by Tuesday.", U, "invented")])

rec("get_library_loans", "When are my library books due back?",
    {"member": "L-30027", "loans": [{"title": "The Overstory", "due": "2026-04-03", "renewals_left": 1},
     {"title": "Educated", "due": "2026-03-27", "renewals_left": 0}, {"title": "Piranesi", "due": "2026-04-10", "renewals_left": 2}],
     "fines_owed": 0.0, "holds_ready": 1},
    [("Educated is due back first, on March 27.", S, "derived"),
     ("You have three books on loan at the moment.", S, "derived"),
     ("You don't owe any fines.", S, "restated"),
     ("Piranesi can be renewed two more times.", S, "restated"),
     ("The Overstory is due back on April 10.", U, "wrong_field"),
     ("You have four books on loan at the moment.", U, "wrong_value"),
     ("You don't have any holds waiting to be collected.", U, "inverted"),
     ("Educated will be renewed automatically if you don't return it in time.", U, "invented")])

rec("get_weather_forecast", "Will it rain in Lyon on 15 May?",
    {"city": "Lyon", "tz": "Europe/Paris", "days": [{"date": "2026-05-14", "hi_c": 22, "lo_c": 11, "rain_pct": 10},
     {"date": "2026-05-15", "hi_c": 18, "lo_c": 10, "rain_pct": 70}, {"date": "2026-05-16", "hi_c": 20, "lo_c": 9, "rain_pct": 30}],
     "alerts": []},
    [("There's a 70% chance of rain in Lyon on May 15.", S, "restated"),
     ("May 14 looks like the warmest day, with a high of 22°C.", S, "derived"),
     ("The coldest it gets over the three days is 9°C, on May 16.", S, "derived"),
     ("There are no weather alerts for Lyon.", S, "restated"),
     ("There's a 30% chance of rain in Lyon on May 15.", U, "wrong_field"),
     ("The high on May 15 will be 19°C.", U, "wrong_value"),
     ("May 16 looks like the warmest of the three days.", U, "wrong_value"),
     ("Thunderstorms are expected on the afternoon of May 15.", U, "invented")])

rec("get_bank_transfer", "Has my transfer to J. Alvarez gone through?",
    {"transfer_id": "TX-77120", "from_acct": "****4412", "to": {"name": "J. Alvarez", "iban_last4": "0931"}, "amt": 750.0,
     "currency": "EUR", "fee": 0.0, "initiated": "2026-03-02T11:48:00", "status": "pending", "expected_settle": "2026-03-04",
     "instant": False},
    [("Not yet, the transfer is still pending.", S, "direct"),
     ("It's expected to settle on 4 March 2026.", S, "restated"),
     ("There's no fee on this transfer.", S, "restated"),
     ("You sent €750 to J. Alvarez.", S, "restated"),
     ("Yes, the transfer has completed.", U, "inverted"),
     ("It's expected to settle on 2 March 2026.", U, "wrong_field"),
     ("You sent €570 to J. Alvarez.", U, "wrong_value"),
     ("The transfer is being held for a routine security check.", U, "invented")])

rec("get_vet_appointment", "When is Biscuit's vaccination appointment?",
    {"pet": {"name": "Biscuit", "species": "dog", "age_yrs": 7}, "vet": "Dr. Huang", "start": "2026-05-20T16:15:00", "dur_min": 20,
     "reason": "booster vaccination", "fasting_required": False, "reminder_sms": True},
    [("Biscuit's booster is at 4:15 pm on 20 May with Dr. Huang.", S, "restated"),
     ("The appointment should be over by about 4:35 pm.", S, "derived"),
     ("Biscuit doesn't need to fast before the visit.", S, "restated"),
     ("You'll get a text reminder before the appointment.", S, "restated"),
     ("Biscuit's booster is at 4:15 pm on 20 March with Dr. Huang.", U, "wrong_value"),
     ("Biscuit shouldn't eat anything before the appointment.", U, "inverted"),
     ("The appointment is booked for 40 minutes.", U, "wrong_value"),
     ("The booster costs 45 and includes a general health check.", U, "invented")])

rec("get_subscription", "Is my StreamMax subscription going to cancel?",
    {"service": "StreamMax", "plan": "Standard", "price_month": 11.99, "next_billing": "2026-04-05", "trial": False, "screens": 2,
     "hd": True, "cancel_at_period_end": True},
    [("Yes, your subscription is set to cancel at the end of the current billing period.", S, "direct"),
     ("Your plan lets you watch on two screens at once.", S, "restated"),
     ("HD streaming is included in your plan.", S, "restated"),
     ("You're on the Standard plan at 11.99 a month.", S, "restated"),
     ("No, your subscription will renew automatically.", U, "inverted"),
     ("Your plan lets you watch on four screens at once.", U, "wrong_value"),
     ("You're on the Standard plan at 9.99 a month.", U, "wrong_value"),
     ("You'll get a partial refund for the unused days of this month.", U, "invented")])

rec("get_job_application", "Did I get an interview for the analyst job?",
    {"application_id": "APP-3381", "role": "Junior Data Analyst", "company": "Fernwood Logistics", "submitted": "2026-02-10",
     "stage": "interview", "interview": {"at": "2026-02-24T10:00:00", "format": "video", "panel_size": 3}, "offer": None},
    [("Yes, your application has reached the interview stage.", S, "direct"),
     ("Your interview is a video call at 10 am on February 24.", S, "restated"),
     ("You'll be interviewed by a panel of three people.", S, "restated"),
     ("No offer has been made yet.", S, "restated"),
     ("Your interview is in person at 10 am on February 24.", U, "wrong_value"),
     ("Your interview is a video call at 10 am on February 10.", U, "wrong_field"),
     ("You've already been made an offer for the role.", U, "inverted"),
     ("The interview will last about 45 minutes.", U, "invented")])

rec("get_parking_permit", "How many visitor vouchers do I have left?",
    {"permit": "RZ-C-20419", "zone": "C", "vehicle_reg": "LM21 ODP", "valid_from": "2026-01-01", "valid_to": "2026-12-31",
     "type": "resident", "visitor_vouchers": {"issued": 20, "used": 14}, "active": True},
    [("You have six visitor vouchers left.", S, "derived"),
     ("You've used 14 of your 20 vouchers.", S, "restated"),
     ("Your resident permit for zone C is active.", S, "restated"),
     ("The permit is valid until 31 December 2026.", S, "restated"),
     ("You have 14 visitor vouchers left.", U, "wrong_field"),
     ("You have eight visitor vouchers left.", U, "wrong_value"),
     ("Your resident permit has expired.", U, "inverted"),
     ("You can buy extra visitor vouchers for 2.50 each.", U, "invented")])

rec("get_prescription_status", "Is my prescription ready to pick up?",
    {"rx": "RX-661204", "medication": "Amoxicillin 500mg", "qty": 21, "status": "ready_for_collection",
     "pharmacy": "Well Pharmacy, Fortess Rd", "ready_since": "2026-03-11T14:20:00", "hold_until": "2026-03-18", "charge": 9.9,
     "exempt": False},
    [("Yes, your prescription is ready to collect at Well Pharmacy on Fortess Rd.", S, "direct"),
     ("It's been ready since 2:20 pm on March 11.", S, "restated"),
     ("The pharmacy will hold it for you until 18 March.", S, "restated"),
     ("You'll pay 9.90 for it, as you're not exempt from charges.", S, "restated"),
     ("No, your prescription isn't ready yet.", U, "inverted"),
     ("The pharmacy will hold it for you until 11 March.", U, "wrong_field"),
     ("You'll pay 9.19 for it.", U, "wrong_value"),
     ("The pharmacy can deliver it to your home free of charge.", U, "invented")])

rec("search_rental_cars", "What's the cheapest automatic car I can rent at Madrid airport?",
    {"pickup": "MAD airport", "from": "2026-08-03T09:00:00", "to": "2026-08-07T09:00:00", "cars": [
        {"model": "Fiat 500", "class": "mini", "seats": 4, "auto": False, "price_total": 148.0},
        {"model": "Seat Leon", "class": "compact", "seats": 5, "auto": True, "price_total": 212.0},
        {"model": "Toyota RAV4", "class": "suv", "seats": 5, "auto": True, "price_total": 336.0}], "currency": "EUR"},
    [("The cheapest automatic is the Seat Leon, at €212 in total.", S, "derived"),
     ("The Fiat 500 is the cheapest car overall, but it's a manual.", S, "derived"),
     ("The Toyota RAV4 costs €336 for the whole rental.", S, "restated"),
     ("Both the Seat Leon and the RAV4 have five seats.", S, "restated"),
     ("The cheapest automatic is the Fiat 500, at €148 in total.", U, "inverted"),
     ("The Seat Leon costs €221 for the whole rental.", U, "wrong_value"),
     ("The Toyota RAV4 has seven seats.", U, "wrong_value"),
     ("All three cars come with unlimited mileage.", U, "invented")])

rec("get_class_schedule", "Can I still get into a class on Saturday morning?",
    {"gym": "FitHub Camden", "date": "2026-05-16", "classes": [
        {"name": "Spin", "start": "07:00", "dur_min": 45, "spots_left": 0},
        {"name": "Yoga", "start": "09:30", "dur_min": 60, "spots_left": 5},
        {"name": "HIIT", "start": "12:15", "dur_min": 30, "spots_left": 2},
        {"name": "Pilates", "start": "18:00", "dur_min": 50, "spots_left": 8}]},
    [("Yes, the 9:30 am Yoga class still has five spots left.", S, "direct"),
     ("The 7 am Spin class is fully booked.", S, "restated"),
     ("HIIT is the shortest class, at 30 minutes.", S, "derived"),
     ("Pilates runs from 6 pm to 6:50 pm.", S, "derived"),
     ("The 7 am Spin class still has two spots left.", U, "wrong_field"),
     ("The 9:30 am Yoga class is fully booked.", U, "inverted"),
     ("Pilates starts at 8 pm.", U, "wrong_value"),
     ("You can join the waiting list for the Spin class.", U, "invented")])

rec("get_phone_usage", "How much data have I got left this month?",
    {"line": "07700 900412", "plan": "20GB", "period_end": "2026-03-14", "data": {"used_gb": 16.8, "cap_gb": 20},
     "mins": {"used": 312, "cap": None}, "roaming_enabled": False, "overage_charges": 0.0},
    [("You've got 3.2 GB of data left.", S, "derived"),
     ("You've used 84% of your data allowance.", S, "derived"),
     ("Your current billing period ends on 14 March.", S, "restated"),
     ("Roaming is turned off on your line.", S, "restated"),
     ("You've got 4.2 GB of data left.", U, "wrong_value"),
     ("Roaming is switched on for your line.", U, "inverted"),
     ("Your current billing period ends on 4 March.", U, "wrong_value"),
     ("You'll be charged 2 for every GB you use over your allowance.", U, "invented")])

rec("get_room_availability", "Do you have a family room for 9 October?",
    {"hotel": "Kestrel Lodge", "check_in": "2026-10-09", "nights": 2, "rooms": [
        {"type": "Single", "rate": 89, "left": 1, "refundable": True},
        {"type": "Double", "rate": 119, "left": 3, "refundable": False},
        {"type": "Family", "rate": 165, "left": 0, "refundable": True},
        {"type": "Suite", "rate": 240, "left": 2, "refundable": True}], "currency": "GBP", "rate_basis": "per_night"},
    [("No, there are no family rooms left for those dates.", S, "direct"),
     ("A double room would cost £238 for the two nights.", S, "derived"),
     ("There's only one single room left.", S, "restated"),
     ("The suite rate is refundable.", S, "restated"),
     ("Yes, there's one family room left for those dates.", U, "wrong_field"),
     ("A double room would cost £228 for the two nights.", U, "wrong_value"),
     ("The double room rate is refundable.", U, "inverted"),
     ("Breakfast is included if you book the suite.", U, "invented")])

rec("get_grocery_delivery", "When is my grocery delivery coming?",
    {"order": "GR-55820", "slot": {"date": "2026-04-18", "window": "18:00-19:00"}, "substitutions_allowed": True, "items_count": 27,
     "unavailable": ["oat milk 1L"], "driver": None, "total": 86.4, "min_order_met": True},
    [("Your groceries are due between 6 pm and 7 pm on 18 April.", S, "restated"),
     ("The 1-litre oat milk is unavailable.", S, "restated"),
     ("Substitutions are allowed on your order.", S, "restated"),
     ("No driver has been assigned to your delivery yet.", S, "restated"),
     ("Your groceries are due between 7 pm and 8 pm on 18 April.", U, "wrong_value"),
     ("Your order has 28 items in it.", U, "wrong_value"),
     ("Substitutions are turned off for your order.", U, "inverted"),
     ("The oat milk has been replaced with soya milk.", U, "invented")])

rec("get_gp_slots", "Are there any face-to-face appointments on 9 June?",
    {"clinic": "Riverside GP", "date": "2026-06-09", "slots": [
        {"time": "08:40", "gp": "Dr. Osei", "type": "phone"},
        {"time": "11:10", "gp": "Dr. Patel", "type": "in_person"},
        {"time": "15:50", "gp": "Dr. Osei", "type": "in_person"}]},
    [("Yes, there are two in-person appointments on 9 June.", S, "derived"),
     ("Dr. Patel has a face-to-face slot at 11:10 am.", S, "restated"),
     ("The 8:40 am slot with Dr. Osei is a phone appointment.", S, "restated"),
     ("The latest slot of the day is at 3:50 pm.", S, "derived"),
     ("The 8:40 am slot with Dr. Osei is face-to-face.", U, "wrong_field"),
     ("Dr. Patel has a face-to-face slot at 11:50 am.", U, "wrong_value"),
     ("Yes, there are three in-person appointments on 9 June.", U, "wrong_value"),
     ("Each appointment lasts 10 minutes.", U, "invented")])

rec("get_invoice", "Has Brightline paid invoice 0412?",
    {"invoice": "INV-2026-0412", "client": "Brightline Studio", "issued": "2026-04-01", "due": "2026-05-01",
     "lines": [{"desc": "Design work", "hrs": 12, "rate": 65}, {"desc": "Stock images", "amt": 48}], "vat_pct": 20,
     "subtotal": 828, "vat": 165.6, "total": 993.6, "status": "overdue"},
    [("No, invoice INV-2026-0412 is overdue.", S, "direct"),
     ("The invoice was due on 1 May 2026.", S, "restated"),
     ("The invoice total including VAT is 993.60.", S, "restated"),
     ("The design work came to 780 for 12 hours.", S, "derived"),
     ("Yes, Brightline has paid the invoice.", U, "inverted"),
     ("The invoice total including VAT is 828.", U, "wrong_field"),
     ("VAT is charged at 15% on the invoice.", U, "wrong_value"),
     ("A payment reminder was sent to Brightline on 8 May.", U, "invented")])

rec("get_train_booking", "What seat am I in on my train to London?",
    {"pnr": "Q7KM2P", "from": "Manchester Piccadilly", "to": "London Euston", "dep": "2026-09-12T06:52:00", "arr": "2026-09-12T09:01:00",
     "coach": "C", "seat": "42A", "class": "standard", "changes": 0, "flexible": False, "amt": 54.3},
    [("You're in seat 42A in coach C.", S, "restated"),
     ("The train leaves Manchester Piccadilly at 6:52 am on 12 September.", S, "restated"),
     ("It's a direct train, with no changes.", S, "restated"),
     ("The journey takes 2 hours 9 minutes.", S, "derived"),
     ("You're in seat 42A in coach D.", U, "wrong_value"),
     ("The journey takes 2 hours 19 minutes.", U, "wrong_value"),
     ("Your ticket is flexible, so you can take a later train.", U, "inverted"),
     ("Your seat is at a table with a power socket.", U, "invented")])

rec("get_warehouse_stock", "Which items at DC-North are below their reorder level?",
    {"warehouse": "DC-North", "as_of": "2026-05-14T06:00:00", "items": [
        {"sku": "A-1001", "desc": "Nitrile gloves M", "qty": 340, "reorder_at": 500},
        {"sku": "A-1002", "desc": "Nitrile gloves L", "qty": 820, "reorder_at": 500},
        {"sku": "B-2210", "desc": "Face masks FFP2", "qty": 1200, "reorder_at": 1000},
        {"sku": "C-0090", "desc": "Hand sanitiser 500ml", "qty": 95, "reorder_at": 150}]},
    [("Two items are below their reorder level: medium nitrile gloves and hand sanitiser.", S, "derived"),
     ("There are 340 units of medium nitrile gloves in stock.", S, "restated"),
     ("The FFP2 masks are 200 units above their reorder level.", S, "derived"),
     ("These stock figures are as of 6 am on 14 May.", S, "restated"),
     ("Three items are below their reorder level.", U, "wrong_value"),
     ("There are 820 units of medium nitrile gloves in stock.", U, "wrong_field"),
     ("Hand sanitiser is above its reorder level.", U, "inverted"),
     ("A reorder for the hand sanitiser has already been placed.", U, "invented")])

rec("get_repair_status", "Is my phone repair finished?",
    {"repair_id": "RP-11853", "device": "iPhone 13", "issue": "cracked screen", "status": "awaiting_parts", "received": "2026-03-03",
     "quote": {"amt": 179.0, "approved": True}, "warranty": False, "est_ready": None},
    [("No, the repair is still waiting on parts.", S, "direct"),
     ("You've approved the repair quote of 179.", S, "restated"),
     ("The repair isn't covered by warranty.", S, "restated"),
     ("No estimated ready date has been given yet.", S, "restated"),
     ("Yes, your phone is repaired and ready to collect.", U, "inverted"),
     ("You've approved the repair quote of 197.", U, "wrong_value"),
     ("The shop received your phone on 3 April.", U, "wrong_value"),
     ("The parts should arrive by the end of the week.", U, "invented")])

rec("get_attendance", "What's Ella's attendance this term?",
    {"student": "Ella M.", "term": "Autumn 2025", "sessions": {"possible": 140, "attended": 126, "authorised_abs": 10,
     "unauthorised_abs": 4}, "attendance_pct": 90.0, "late_marks": 3, "persistent_absence": False},
    [("Ella's attendance this term is 90%.", S, "restated"),
     ("She attended 126 of the 140 possible sessions.", S, "restated"),
     ("She missed 14 sessions in total.", S, "derived"),
     ("She isn't classed as persistently absent.", S, "restated"),
     ("Ella's attendance this term is 96%.", U, "wrong_value"),
     ("She had 10 unauthorised absences this term.", U, "wrong_field"),
     ("She has been flagged as persistently absent.", U, "inverted"),
     ("The school will be in touch with you about her three late marks.", U, "invented")])

rec("get_event_tickets", "Are there still box seats for the jazz concert?",
    {"event": "Lisbon Jazz Nights", "venue": "Coliseu dos Recreios", "date": "2026-07-03", "doors": "19:00", "start": "20:30",
     "tickets": [{"tier": "Stalls", "price": 45, "avail": True}, {"tier": "Balcony", "price": 32, "avail": True},
     {"tier": "Box", "price": 90, "avail": False}], "currency": "EUR", "max_per_order": 6},
    [("No, box seats aren't available any more.", S, "direct"),
     ("Doors open at 7 pm and the concert starts at 8:30 pm.", S, "restated"),
     ("Balcony tickets are the cheapest, at €32.", S, "derived"),
     ("You can buy up to six tickets in one order.", S, "restated"),
     ("Yes, box seats are still available.", U, "inverted"),
     ("Doors open at 8:30 pm.", U, "wrong_field"),
     ("Stalls tickets cost €54.", U, "wrong_value"),
     ("Each ticket includes a welcome drink at the bar.", U, "invented")])

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "records.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for n, (title, q, data, claims) in enumerate(R, 1):
        passage = json.dumps(data)
        for claim, label, typ in claims:
            f.write(json.dumps({"group": f"records-{n}", "question": q, "passage": passage, "kind": "tool", "title": title,
                                "claim": claim, "label": label, "type": typ}, ensure_ascii=False) + "\n")

# validate
groups = collections.defaultdict(lambda: [0, 0]); types = collections.Counter(); n = 0
VALID = {"restated", "derived", "direct", "wrong_field", "wrong_value", "inverted", "invented"}
with open(out, encoding="utf-8") as f:
    for line in f:
        r = json.loads(line); json.loads(r["passage"]); n += 1
        assert r["label"] in (0, 1) and r["type"] in VALID
        assert (r["label"] == 0) == (r["type"] in {"restated", "derived", "direct"})
        groups[r["group"]][r["label"]] += 1; types[r["type"]] += 1
for g, (s, u) in groups.items():
    assert s == 4 and u == 4, g
inv = collections.Counter(r[0] for r in [(g,) for g in groups])
for n_, (_, _, _, claims) in enumerate(R, 1):
    assert any(t == "invented" for _, _, t in claims), n_
claims_all = [c for _, _, _, cl in R for c, _, _ in cl]
assert len(claims_all) == len(set(claims_all)), "duplicate claims"
print(f"lines={n} groups={len(groups)} supported={sum(s for s,_ in groups.values())} unsupported={sum(u for _,u in groups.values())}")
print(dict(types))
