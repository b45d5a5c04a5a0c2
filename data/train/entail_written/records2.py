"""Hand-written entailment training data (records2): claims checked against invented tool results
(json.dumps of a dict, or a small plain-text table). label 0 = supported, 1 = unsupported.
Run: .venv/bin/python data/train/entail_written/records2.py"""
import json, os, collections

NAME = "records2"
N_GROUPS = 36
S, U = 0, 1
SUP = {"paraphrase", "direct", "framed", "merge", "applied", "derived", "generalise"}
UNS = {"unstated_true", "conflict", "value", "invented", "wrong_field", "inverted"}
R = []


def rec(title, question, data, claims):
    R.append((title, question, data, claims))

# ---------------------------------------------------------------- restaurants
rec("get_reservation", "What time is our table at Casa Verbena on Friday, and did they note that it's a birthday?",
    {"reservation_id": "RSV-20931", "restaurant": {"name": "Casa Verbena", "branch": "Canal Street"},
     "date": "2026-04-17", "time": "19:45", "party_size": 6, "table": {"area": "terrace", "high_chair": True},
     "occasion": "birthday", "special_requests": ["nut allergy (1 guest)"],
     "deposit": {"amount": 60.0, "currency": "GBP", "refundable_until": "2026-04-15T12:00:00"},
     "late_hold_min": 15, "status": "confirmed"},
    [("Your table for six is booked for 7:45 pm on Friday 17 April.", S, "derived"),
     ("Yes, the booking is marked as a birthday celebration.", S, "framed"),
     ("The £60 deposit works out to £10 for each person in your group.", S, "derived"),
     ("They've recorded that one of your guests has a nut allergy, and a high chair is requested.", S, "merge"),
     ("Your table for six is booked for 7:15 pm on Friday 17 April.", U, "value"),
     ("The deposit stays refundable until midday on 17 April.", U, "wrong_field"),
     ("The restaurant will hold your table for 45 minutes if you're running late.", U, "value"),
     ("The restaurant will bring out a complimentary cake for the birthday.", U, "invented")])

rec("find_tables", "Can we get a table for 4 at Nori Bar on Saturday evening, ideally not at the counter?",
    {"restaurant": "Nori Bar", "date": "2026-05-09", "party_size": 4,
     "slots": [{"time": "18:00", "seating": "counter", "available": True},
               {"time": "18:30", "seating": "table", "available": False},
               {"time": "20:15", "seating": "table", "available": True},
               {"time": "21:30", "seating": "table", "available": True}],
     "max_duration_min": 105, "deposit_required": False, "tasting_menu_only": True},
    [("Yes - a proper table (not the counter) is free for your group at 8:15 pm.", S, "framed"),
     ("The 6:30 pm table slot has already been taken.", S, "paraphrase"),
     ("You won't have to put down a deposit to secure the booking.", S, "paraphrase"),
     ("You'd have the table for up to an hour and three quarters.", S, "derived"),
     ("The 6:30 pm table slot is still open for a group of four.", U, "inverted"),
     ("There's a table free at 8:15 pm, and you'd have it for up to two hours.", U, "value"),
     ("You can order from the à la carte menu as well as the tasting menu.", U, "inverted"),
     ("Nori Bar also keeps a few tables back for walk-ins on Saturday nights.", U, "unstated_true")])

rec("get_bill", "How much was the service charge on our Trattoria Ombra bill last night, and what's the split three ways?",
    {"bill_id": "TO-5512", "table": 12, "closed_at": "2026-03-21T22:48:00",
     "items": [{"name": "Burrata", "qty": 2, "unit_price": 9.5},
               {"name": "Tagliatelle al ragu", "qty": 3, "unit_price": 16.0},
               {"name": "Sea bass", "qty": 1, "unit_price": 24.0},
               {"name": "House red (bottle)", "qty": 2, "unit_price": 28.0}],
     "subtotal": {"amount": 147.0, "currency": "EUR"}, "service_charge": {"rate_pct": 10, "amount": 14.7},
     "total": {"amount": 161.7, "currency": "EUR"}, "paid": True, "payment_method": "card", "split_ways": None},
    [("Service came to €14.70, which is a 10% charge on the €147 subtotal.", S, "merge"),
     ("Divided between three of you, the €161.70 total is €53.90 each.", S, "derived"),
     ("The two bottles of house red accounted for €56 of the bill.", S, "derived"),
     ("The bill has already been settled, and it was paid by card.", S, "paraphrase"),
     ("The bill came to €147 in total, including service.", U, "wrong_field"),
     ("The service charge was 12.5%, adding €14.70 to the bill.", U, "value"),
     ("The bill hasn't been paid yet, so you can still split it at the till.", U, "inverted"),
     ("The service charge is optional, so you can ask the restaurant to remove it.", U, "unstated_true")])

# ---------------------------------------------------------------- pharmacy
rec("get_prescription", "When can I order a refill of my sertraline?",
    {"rx_id": "RX-778104", "patient": "D. Okafor",
     "medication": {"name": "Sertraline", "strength": "50 mg", "form": "tablet"}, "directions": "1 tablet daily",
     "qty_per_fill": 28, "refills": {"authorised": 5, "used": 3, "remaining": 2}, "last_filled": "2026-02-10",
     "next_refill_eligible": "2026-03-05", "prescriber": "Dr A. Menon", "expires": "2026-08-10",
     "controlled": False, "status": "active"},
    [("You'll be able to order your next sertraline refill from 5 March.", S, "direct"),
     ("There are two refills remaining on this prescription.", S, "direct"),
     ("At one tablet a day, each fill of 28 tablets covers four weeks.", S, "derived"),
     ("The prescription stays valid until 10 August 2026, when it expires.", S, "paraphrase"),
     ("There are three refills remaining on this prescription.", U, "wrong_field"),
     ("You'll be able to order your next sertraline refill from 10 February.", U, "wrong_field"),
     ("Sertraline is flagged as a controlled medication on this prescription.", U, "inverted"),
     ("Greenway Pharmacy will text you as soon as the refill is ready to collect.", U, "invented")])

rec("get_refill_order", "Is my inhaler refill ready at the Elm Road pharmacy?",
    {"order_id": "RF-30218", "pharmacy": {"name": "Greenleaf Pharmacy", "branch": "Elm Road"},
     "items": [{"drug": "Salbutamol inhaler 100 mcg", "qty": 2, "status": "ready"},
               {"drug": "Beclometasone inhaler 100 mcg", "qty": 1, "status": "awaiting_stock"}],
     "ready_for_pickup": "partial", "pickup_by": "2026-06-12",
     "charge": {"amount": 9.9, "currency": "GBP", "per": "item"}, "exempt": False, "delivery_available": False},
    [("Your two salbutamol inhalers are ready, but the beclometasone one is still waiting on stock.", S, "merge"),
     ("Only part of the order can be collected at the moment.", S, "paraphrase"),
     ("Please make sure you pick them up from Elm Road by 12 June.", S, "direct"),
     ("You're not registered as exempt from prescription charges, so there's a £9.90 charge per item.", S, "paraphrase"),
     ("Both inhalers in your order are ready to collect from Elm Road.", U, "conflict"),
     ("Greenleaf can deliver the order to your home if you can't get to the branch.", U, "inverted"),
     ("Please make sure you pick them up from Elm Road by 12 July.", U, "value"),
     ("The beclometasone inhaler should be back in stock within two working days.", U, "invented")])

rec("get_refill_history",
    "Did I ever pick up my last levothyroxine refill?",
    "date        medication            qty  paid_gbp  collected\n"
    "2026-01-08  Levothyroxine 75 mcg   56      9.90  yes\n"
    "2026-03-04  Levothyroxine 75 mcg   56      9.90  yes\n"
    "2026-04-29  Levothyroxine 75 mcg   56      9.90  no",
    [("No - the refill dated 29 April is still showing as not collected.", S, "framed"),
     ("You've had three levothyroxine refills so far in 2026, each of 56 tablets.", S, "merge"),
     ("Altogether the three refills have cost you £29.70.", S, "derived"),
     ("The January and March refills were both picked up.", S, "paraphrase"),
     ("Yes, the 29 April refill shows as collected.", U, "inverted"),
     ("Each of those levothyroxine refills was for 28 tablets.", U, "value"),
     ("The March refill is the one that was never collected.", U, "wrong_field"),
     ("Uncollected prescriptions are normally returned to stock after 14 days.", U, "unstated_true")])

# ---------------------------------------------------------------- library
rec("get_loans", "Can I renew the cookbook I borrowed from Westbrook Library?",
    {"patron_id": "P-004517", "branch": "Westbrook",
     "loans": [{"title": "The Slow Kitchen", "type": "book", "due": "2026-05-02", "renewals_used": 2,
                "max_renewals": 2, "renewable": False, "reason": "max_renewals_reached"},
               {"title": "Hidden Valleys of Wales", "type": "book", "due": "2026-05-09", "renewals_used": 0,
                "max_renewals": 2, "renewable": True, "reason": None},
               {"title": "Autumn Sonatas", "type": "cd", "due": "2026-04-28", "renewals_used": 0,
                "max_renewals": 1, "renewable": False, "reason": "on_hold_for_another_patron"}],
     "fines": {"amount": 0.0, "currency": "GBP"}},
    [("Unfortunately not - you've already used both renewals on The Slow Kitchen.", S, "framed"),
     ("The cookbook has to be back at the library by 2 May.", S, "paraphrase"),
     ("You don't owe anything in fines at the moment.", S, "paraphrase"),
     ("Hidden Valleys of Wales could still be renewed twice more if you need it.", S, "derived"),
     ("You can't renew The Slow Kitchen because another patron has placed a hold on it.", U, "wrong_field"),
     ("The cookbook has to be back at the library by 9 May.", U, "wrong_field"),
     ("Yes, The Slow Kitchen is still eligible for one more renewal.", U, "inverted"),
     ("You could return it and borrow it again straight away to reset the renewal count.", U, "invented")])

rec("get_holds", "How long until I get my hold on The Glass Orchard?",
    {"patron_id": "P-118902",
     "holds": [{"title": "The Glass Orchard", "author": "Mira Castell", "format": "ebook", "queue_position": 3,
                "copies": 2, "est_wait_days": 21, "status": "waiting"},
               {"title": "Tides of Kerrow", "author": "J. Penhallow", "format": "print", "queue_position": None,
                "status": "ready", "pickup_branch": "Northgate", "hold_expires": "2026-03-18"}],
     "hold_limit": 10, "holds_used": 2},
    [("You're third in the queue, and the estimated wait is about three weeks.", S, "derived"),
     ("The library owns two copies of The Glass Orchard ebook.", S, "direct"),
     ("Meanwhile, Tides of Kerrow is waiting for you at Northgate until 18 March.", S, "merge"),
     ("You could place eight more holds before reaching your limit.", S, "derived"),
     ("You're second in the queue for The Glass Orchard.", U, "value"),
     ("The Glass Orchard is ready for you to collect from Northgate.", U, "wrong_field"),
     ("Your hold on The Glass Orchard is for a print copy of the book.", U, "wrong_field"),
     ("You'll get an email as soon as The Glass Orchard becomes available to borrow.", U, "invented")])

rec("search_catalogue", "Is Night Trains of Europe on the shelf anywhere? I'd like the regular book, not large print.",
    "title                   format       branch     status     due_back\n"
    "Night Trains of Europe  book         Central    available  -\n"
    "Night Trains of Europe  book         Riverside  on_loan    2026-06-03\n"
    "Night Trains of Europe  audiobook    Central    on_loan    2026-05-27\n"
    "Night Trains of Europe  large_print  Hillcrest  available  -",
    [("Yes - there's a standard copy sitting on the shelf at Central right now.", S, "framed"),
     ("Riverside's copy is out on loan and isn't due back until 3 June.", S, "paraphrase"),
     ("Two of the four copies listed can be borrowed straight away.", S, "derived"),
     ("If you change your mind, the large-print edition is available at Hillcrest.", S, "direct"),
     ("The Riverside copy of the book is available to borrow now.", U, "conflict"),
     ("Riverside's copy is out on loan and is due back on 27 May.", U, "wrong_field"),
     ("The audiobook at Central is due back on 7 May.", U, "value"),
     ("You can reserve the Central copy online and collect it within 48 hours.", U, "invented")])

# ---------------------------------------------------------------- gym
rec("get_membership", "Can I freeze my FlexForm membership while I'm travelling for the whole of August?",
    {"member_id": "FF-60231", "name": "Tom Reilly",
     "plan": {"name": "Anytime Plus", "price": {"amount": 42.0, "currency": "GBP", "interval": "month"}},
     "start_date": "2025-11-03", "min_term_end": "2026-05-03", "status": "active",
     "freeze": {"allowed": True, "max_days_per_year": 60, "days_used": 14,
                "fee": {"amount": 5.0, "currency": "GBP", "interval": "month"}},
     "home_club": "Leith", "multi_club": True},
    [("Yes, your plan allows freezes, and you have 46 freeze days left this year.", S, "derived"),
     ("A freeze covering all 31 days of August would fit within the allowance you have left.", S, "applied"),
     ("Putting your membership on freeze costs £5 a month.", S, "direct"),
     ("Your Anytime Plus plan isn't limited to Leith - you can use other clubs as well.", S, "paraphrase"),
     ("Yes, your plan allows freezes, and you have 60 freeze days left this year.", U, "wrong_field"),
     ("Putting your membership on freeze costs £5 a week.", U, "value"),
     ("Your membership only gives you access to the Leith club.", U, "inverted"),
     ("You'll need to give at least seven days' notice before a freeze can start.", U, "unstated_true")])

rec("get_class_bookings", "Am I booked onto spin on Thursday, and what's the cancellation cutoff?",
    {"member_id": "PB-2290",
     "bookings": [{"class": "Spin 45", "instructor": "Aisha", "start": "2026-02-12T07:00:00", "studio": "Studio 2",
                   "status": "booked", "bike": 14},
                  {"class": "Yoga Flow", "instructor": "Marco", "start": "2026-02-14T09:30:00", "studio": "Studio 1",
                   "status": "waitlisted", "waitlist_pos": 2}],
     "late_cancel_window_h": 12, "late_cancel_fee": {"amount": 4.0, "currency": "EUR"}, "credits_left": 5},
    [("Yes, you're on Spin 45 at 7 am this Thursday, and you've got bike 14.", S, "framed"),
     ("To avoid the late fee, cancel before 7 pm on Wednesday 11 February.", S, "derived"),
     ("Pulling out inside the 12-hour window would cost you €4.", S, "paraphrase"),
     ("You're also second on the waiting list for Saturday morning's Yoga Flow.", S, "paraphrase"),
     ("Yes, you're on Spin 45 at 7 am this Thursday with Marco.", U, "wrong_field"),
     ("You can cancel free of charge up to 2 hours before the class starts.", U, "value"),
     ("Your place on Saturday's Yoga Flow class is confirmed as well.", U, "conflict"),
     ("If you do cancel late, the €4 fee is taken from your class credits rather than charged to your card.", U, "invented")])

rec("get_class_timetable", "I'm a beginner - which Pilates sessions still have room this week?",
    "day  time   class         studio  spaces_left  level\n"
    "Mon  18:30  HIIT Circuit  Blue    0            all\n"
    "Mon  19:30  Pilates Core  Green   4            beginner\n"
    "Wed  06:45  Rowing Blast  Blue    9            intermediate\n"
    "Wed  18:00  Pilates Core  Green   1            beginner\n"
    "Sat  10:00  Boxfit        Blue    12           all",
    [("Both Pilates Core sessions have space: Monday at 7:30 pm and Wednesday at 6 pm.", S, "merge"),
     ("Wednesday evening's Pilates is down to its very last place.", S, "paraphrase"),
     ("Pilates Core is aimed at beginners, so it's pitched at your level.", S, "applied"),
     ("Monday's HIIT Circuit has no spaces left at all.", S, "paraphrase"),
     ("Wednesday's 6 pm Pilates Core still has four spaces left.", U, "wrong_field"),
     ("Monday's Pilates Core session in the Green studio starts at 7 pm.", U, "value"),
     ("The Monday HIIT Circuit still has a few spaces for beginners.", U, "conflict"),
     ("Pilates Core has to be booked at least 24 hours in advance.", U, "unstated_true")])
# ---------------------------------------------------------------- car service
rec("get_service_appointment", "When's my Skoda booked in at Kessler Motors, and will I get a courtesy car?",
    {"appointment_id": "SV-88412", "garage": {"name": "Kessler Motors", "site": "Bramley"},
     "vehicle": {"reg": "LK21 XRT", "make": "Skoda", "model": "Octavia", "mileage": 48210},
     "date": "2026-06-03", "drop_off": "08:15", "est_ready": "16:30",
     "services": ["annual_service", "brake_fluid_change"],
     "courtesy_car": {"requested": True, "confirmed": False},
     "quote": {"amount": 289.0, "currency": "GBP", "inc_vat": True}, "wait_on_site": False, "status": "booked"},
    [("Your Octavia is booked in for 3 June, with drop-off at 8:15 in the morning.", S, "derived"),
     ("The garage expects the car to be ready around half past four that afternoon.", S, "derived"),
     ("A courtesy car has been requested, but the garage hasn't confirmed one yet.", S, "merge"),
     ("The £289 quote for the service and brake fluid change already includes VAT.", S, "paraphrase"),
     ("Good news - your courtesy car has been confirmed for 3 June.", U, "inverted"),
     ("The quote for the work comes to £289 plus VAT.", U, "conflict"),
     ("Your Octavia is booked in for 3 June, with drop-off at 4:30 pm.", U, "wrong_field"),
     ("The service package also includes a free valet and a complimentary MOT check.", U, "invented")])

rec("get_inspection_report", "What did the garage find when they inspected my Focus, and what needs doing urgently?",
    {"job_id": "JB-5530", "vehicle": {"reg": "YC19 HBN", "make": "Ford", "model": "Focus"},
     "inspected_at": "2026-01-22T11:05:00", "technician": "R. Doyle",
     "items": [{"item": "front_brake_pads", "condition": "red", "remaining_mm": 2, "action": "replace_now",
                "cost": {"amount": 145.0, "currency": "GBP"}},
               {"item": "rear_tyres", "condition": "amber", "tread_mm": 3.1, "action": "monitor",
                "cost": {"amount": 190.0, "currency": "GBP"}},
               {"item": "wiper_blades", "condition": "amber", "action": "replace_soon",
                "cost": {"amount": 28.0, "currency": "GBP"}},
               {"item": "battery", "condition": "green", "action": None, "cost": None}],
     "approved": False},
    [("The front brake pads are the urgent item: they're down to 2 mm and need replacing now.", S, "merge"),
     ("Your battery came through the check fine, with nothing to do.", S, "paraphrase"),
     ("Doing the brake pads and the wiper blades together would cost £173.", S, "derived"),
     ("You haven't approved any of the recommended work yet.", S, "paraphrase"),
     ("The rear tyres are rated red and need replacing straight away.", U, "wrong_field"),
     ("Replacing the front brake pads is quoted at £145, and the wiper blades are fine.", U, "conflict"),
     ("Replacing the front brake pads is quoted at £190.", U, "wrong_field"),
     ("Most garages suggest replacing tyres once the tread drops below 3 mm.", U, "unstated_true")])

rec("list_service_slots", "I need an MOT next week and I'd like a courtesy car - what can you offer?",
    {"garage": "Marlow Road Autocentre", "week_of": "2026-03-09",
     "slots": [{"date": "2026-03-10", "time": "08:00", "bay": "Bay 1", "service_type": "MOT", "courtesy_car": False,
                "price": {"amount": 54.85, "currency": "GBP"}},
               {"date": "2026-03-10", "time": "13:30", "bay": "Bay 3", "service_type": "MOT", "courtesy_car": True,
                "price": {"amount": 54.85, "currency": "GBP"}},
               {"date": "2026-03-11", "time": "09:00", "bay": "Bay 2", "service_type": "full_service",
                "courtesy_car": True, "price": {"amount": 219.0, "currency": "GBP"}},
               {"date": "2026-03-12", "time": "08:00", "bay": "Bay 1", "service_type": "MOT", "courtesy_car": True,
                "price": {"amount": 54.85, "currency": "GBP"}}]},
    [("Two MOT slots come with a courtesy car: 1:30 pm on 10 March and 8 am on 12 March.", S, "merge"),
     ("The early slot on 10 March wouldn't get you a loan car.", S, "paraphrase"),
     ("Whichever MOT slot you choose, you'd pay the same £54.85.", S, "derived"),
     ("A full service on 11 March would cost £164.15 more than an MOT.", S, "derived"),
     ("The 8 am MOT on 10 March also comes with a courtesy car.", U, "inverted"),
     ("An MOT at this garage would cost you £219.", U, "wrong_field"),
     ("The 12 March MOT slot in Bay 1 starts at 8:30 am.", U, "value"),
     ("To take a courtesy car you'll need your driving licence and a £200 refundable deposit.", U, "invented")])

# ---------------------------------------------------------------- event tickets
rec("get_ticket_order", "Which seats did I get for the Halvard Quartet concert, and can I exchange them?",
    {"order_ref": "EVT-61027",
     "event": {"name": "Halvard Quartet - Spring Tour", "venue": "Assembly Rooms", "date": "2026-04-25",
               "doors": "18:30", "start": "19:30"},
     "tickets": [{"section": "Circle", "row": "C", "seat": 14, "price": 38.5},
                 {"section": "Circle", "row": "C", "seat": 15, "price": 38.5}],
     "booking_fee": {"amount": 4.0, "currency": "GBP"}, "total": {"amount": 81.0, "currency": "GBP"},
     "delivery": "mobile", "exchangeable": True, "exchange_deadline": "2026-04-18T23:59:00",
     "refundable": False, "accessible_seating": False},
    [("You've got two seats side by side in the Circle: row C, seats 14 and 15.", S, "paraphrase"),
     ("Yes, the tickets can be exchanged, as long as you do it by the end of 18 April.", S, "framed"),
     ("Leaving out the £4 booking fee, the two tickets cost £77 between them.", S, "derived"),
     ("Doors open an hour before the quartet starts at 7:30 pm.", S, "derived"),
     ("The tickets can be refunded as well as exchanged.", U, "inverted"),
     ("You've got two seats in the Circle, row C, seats 14 and 16.", U, "value"),
     ("The tickets can be exchanged, as long as you do it by the end of 25 April.", U, "wrong_field"),
     ("Exchanging the tickets will cost an admin fee of £2 per ticket.", U, "invented")])

rec("get_event_availability", "Are there any standing tickets left for the Copperline gig in Leeds, and is there an age limit?",
    {"event_id": "CL-LDS-0912", "artist": "Copperline", "venue": "Brudenell Hall", "city": "Leeds",
     "date": "2026-09-12", "doors": "19:00", "curfew": "23:00", "min_age": 14, "under_16_with_adult": True,
     "tiers": [{"name": "Standing", "price": {"amount": 32.5, "currency": "GBP"}, "status": "sold_out"},
               {"name": "Seated balcony", "price": {"amount": 39.0, "currency": "GBP"}, "status": "limited",
                "remaining": 18},
               {"name": "VIP soundcheck", "price": {"amount": 85.0, "currency": "GBP"}, "status": "available"}],
     "resale_enabled": True, "max_per_customer": 4},
    [("Sorry - standing is sold out, though 18 seats are still left on the balcony.", S, "framed"),
     ("Nobody under 14 can attend, and 14- and 15-year-olds have to come with an adult.", S, "derived"),
     ("A balcony seat is £6.50 dearer than a standing ticket was.", S, "derived"),
     ("The show has to be finished by 11 pm.", S, "paraphrase"),
     ("Standing tickets are still available for the Leeds show at £32.50.", U, "conflict"),
     ("Under-16s can attend on their own as long as they're 14 or over.", U, "inverted"),
     ("Each customer can buy up to six tickets for the Leeds show.", U, "value"),
     ("Resale tickets are capped at face value plus a 10% fee.", U, "invented")])

rec("list_my_tickets", "Can I transfer any of my upcoming tickets to my sister?",
    "event                      date        venue             tickets  status     transferable\n"
    "Mariposa Flamenco          2026-02-07  Teatro Lumen      2        used       no\n"
    "Northern Lights Orchestra  2026-03-14  Halden Hall       4        active     yes\n"
    "Comedy Cellar Late Show    2026-03-28  The Vault         1        active     no\n"
    "Robotics Expo Day Pass     2026-04-04  Expo Centre East  3        cancelled  no",
    [("Only your Northern Lights Orchestra tickets for 14 March can be passed on to someone else.", S, "paraphrase"),
     ("Your Comedy Cellar ticket on 28 March is active, but it can't be transferred.", S, "merge"),
     ("Across your two active events you hold five tickets in total.", S, "derived"),
     ("The Robotics Expo day passes were cancelled, so there's nothing to transfer there.", S, "applied"),
     ("Yes, your Comedy Cellar Late Show ticket can be transferred to your sister.", U, "inverted"),
     ("The Northern Lights Orchestra concert is at Teatro Lumen on 14 March.", U, "wrong_field"),
     ("You hold six tickets for the Northern Lights Orchestra concert.", U, "value"),
     ("Transfers are free and can be done in the app up to 24 hours before the event.", U, "invented")])

# ---------------------------------------------------------------- courses and grades
rec("get_enrolment", "Am I registered for Organic Chemistry II next term, and when's the drop deadline?",
    {"student_id": "U2281907", "term": "Autumn 2026",
     "course": {"code": "CHEM 232", "title": "Organic Chemistry II", "credits": 4, "lab": True},
     "section": "002", "status": "enrolled",
     "schedule": [{"type": "lecture", "days": ["Mon", "Wed"], "start": "10:00", "end": "10:50"},
                  {"type": "lab", "days": ["Thu"], "start": "13:00", "end": "16:00"}],
     "drop_deadline": "2026-09-18", "withdraw_deadline": "2026-11-06", "prerequisites_met": True,
     "tuition_charge": {"amount": 1840.0, "currency": "USD"}},
    [("Yes, you're enrolled in section 002 of CHEM 232 for Autumn 2026.", S, "framed"),
     ("The drop deadline is 18 September, and the last day to withdraw is 6 November.", S, "merge"),
     ("The lab takes up three hours on Thursday afternoons.", S, "derived"),
     ("You've already met the prerequisites for the course.", S, "paraphrase"),
     ("The drop deadline for Organic Chemistry II is 6 November.", U, "wrong_field"),
     ("Organic Chemistry II carries 3 credits and includes a lab.", U, "value"),
     ("Lectures are on Tuesdays and Thursdays from 10 to 10:50 am.", U, "value"),
     ("If you drop before 18 September, the $1,840 tuition charge is refunded in full.", U, "unstated_true")])

rec("get_course_grades", "What's my current grade in STAT 101, and did I pass the midterm?",
    {"student_id": "S-44120", "course": "STAT 101", "term": "Spring 2026",
     "components": [{"name": "Problem sets", "weight_pct": 20, "score_pct": 88},
                    {"name": "Midterm", "weight_pct": 30, "score_pct": 54, "pass_mark_pct": 50},
                    {"name": "Project", "weight_pct": 20, "score_pct": None, "due": "2026-05-01"},
                    {"name": "Final exam", "weight_pct": 30, "score_pct": None, "date": "2026-05-20"}],
     "current_avg_pct": 67.6, "letter_so_far": "C+", "passed_so_far": True},
    [("Yes, you passed the midterm - 54% clears the 50% pass mark.", S, "framed"),
     ("Half of your grade, the project plus the final exam, is still to be marked.", S, "derived"),
     ("On the work graded so far you're averaging 67.6%, which is a C+.", S, "merge"),
     ("You scored 88% on the problem sets, which count for a fifth of the grade.", S, "derived"),
     ("No, you scored 54% on the midterm, which is below the pass mark.", U, "conflict"),
     ("The midterm counts for 20% of your final grade in STAT 101.", U, "wrong_field"),
     ("The STAT 101 final exam is scheduled for 20 March.", U, "value"),
     ("You're allowed to resit the midterm if you want to raise your mark.", U, "invented")])

rec("get_transcript", "How many credits have I actually completed so far?",
    "code      title                    credits  grade  status\n"
    "HIST 110  Early Modern Europe      3        A-     complete\n"
    "ECON 101  Principles of Economics  4        B      complete\n"
    "MATH 140  Calculus I               4        W      withdrawn\n"
    "PHIL 205  Ethics and Technology    3        IP     in_progress",
    [("You've completed 7 credits so far, from HIST 110 and ECON 101.", S, "derived"),
     ("Calculus I shows a W because you withdrew from the course.", S, "paraphrase"),
     ("Ethics and Technology is still under way, so its 3 credits don't count as completed yet.", S, "applied"),
     ("Your best grade so far is the A- you earned in Early Modern Europe.", S, "derived"),
     ("You've completed 11 credits so far across your courses.", U, "value"),
     ("According to your transcript, you finished Calculus I with a B.", U, "wrong_field"),
     ("Principles of Economics is still listed as in progress on your transcript.", U, "conflict"),
     ("A withdrawal from Calculus I won't have any effect on your GPA.", U, "unstated_true")])

# ---------------------------------------------------------------- software subscriptions
rec("get_subscription", "What plan are we on with Quillpad, and when will we next be charged?",
    {"account": "acme-design", "product": "Quillpad",
     "plan": {"tier": "Team", "billing": "annual", "seats": {"purchased": 12, "assigned": 9},
              "price_per_seat": {"amount": 96.0, "currency": "USD", "interval": "year"}},
     "status": "active", "current_period": {"start": "2025-10-01", "end": "2026-09-30"},
     "next_charge": {"date": "2026-10-01", "amount": 1152.0, "currency": "USD"},
     "auto_renew": True, "trial": False, "payment_method": {"type": "invoice", "net_days": 30}},
    [("You're on the Team plan, billed once a year, and it's set to renew automatically.", S, "merge"),
     ("The next charge, for $1,152, is due on 1 October 2026.", S, "direct"),
     ("Each seat works out to $8 a month.", S, "derived"),
     ("Nine of your 12 seats are assigned, so three are free to hand out.", S, "derived"),
     ("The next charge, for $1,152, is due on 30 September 2026.", U, "wrong_field"),
     ("You're on the Team plan, billed monthly, and it's set to renew automatically.", U, "conflict"),
     ("Your Quillpad subscription is still in its free trial period.", U, "inverted"),
     ("Any unused seats will be credited back to your account at renewal.", U, "invented")])

rec("compare_plans", "If we upgrade from Starter to Pro on Tallyboard, what do we gain and how much more is it?",
    {"product": "Tallyboard", "currency": "EUR", "current_plan": "starter",
     "plans": [{"id": "starter", "price_month": 12.0, "users": 3, "storage_gb": 20, "sso": False,
                "api_access": False, "support": "email"},
               {"id": "pro", "price_month": 29.0, "users": 10, "storage_gb": 200, "sso": False,
                "api_access": True, "support": "priority_email"},
               {"id": "business", "price_month": 59.0, "users": None, "storage_gb": 1000, "sso": True,
                "api_access": True, "support": "phone"}],
     "upgrade_proration": True, "annual_discount_pct": 15},
    [("Pro would cost you €17 a month more than Starter.", S, "derived"),
     ("You'd go from 3 users to 10, and from 20 GB of storage to 200 GB.", S, "merge"),
     ("With Pro you'd be able to use the API, which your current plan doesn't offer.", S, "paraphrase"),
     ("Switching to yearly billing would knock 15% off the price.", S, "paraphrase"),
     ("Pro also adds single sign-on (SSO) for your team.", U, "wrong_field"),
     ("The Pro plan gives you 250 GB of storage.", U, "value"),
     ("Upgrades aren't prorated, so you'd pay the full Pro price straight away.", U, "inverted"),
     ("Pro comes with a 14-day free trial before you're charged anything.", U, "unstated_true")])

rec("list_invoices", "Are any of our Brightpath invoices overdue, and how much have we paid this year?",
    "invoice   period   plan    seats  amount_usd  status\n"
    "INV-3301  2026-01  Growth  15     675.00      paid\n"
    "INV-3419  2026-02  Growth  15     675.00      paid\n"
    "INV-3537  2026-03  Growth  18     810.00      overdue\n"
    "INV-3655  2026-04  Growth  18     810.00      open",
    [("Yes - the March invoice, INV-3537, for $810 is overdue.", S, "framed"),
     ("You've paid $1,350 this year, covering January and February.", S, "derived"),
     ("Every month works out to $45 per seat.", S, "derived"),
     ("April's invoice is still open and hasn't been settled yet.", S, "paraphrase"),
     ("The April invoice for $810 is the one that's overdue.", U, "wrong_field"),
     ("The March invoice was for 20 seats on the Growth plan.", U, "value"),
     ("You've paid $2,160 towards your Brightpath invoices so far this year.", U, "value"),
     ("A late-payment fee will be added to the overdue invoice after 30 days.", U, "invented")])
# ---------------------------------------------------------------- warehouse stock
rec("get_stock_level", "How many of the 20-litre paint drums (PT-2040) have we got available at Dartford?",
    {"sku": "PT-2040", "description": "Trade emulsion, white, 20 L", "warehouse": "Dartford DC",
     "on_hand": 340, "allocated": 125, "available": 215, "reorder_point": 250, "below_reorder": True,
     "inbound": [{"po": "PO-77120", "qty": 400, "eta": "2026-02-16", "status": "in_transit"}],
     "bin_locations": ["A-14-03", "A-14-04"], "last_count": "2026-02-02",
     "unit_cost": {"amount": 38.6, "currency": "GBP"}},
    [("Of the 340 drums on hand, 125 are already allocated, leaving 215 free to use.", S, "merge"),
     ("Stock has dropped under the reorder point of 250 units.", S, "paraphrase"),
     ("Another 400 drums are on their way and should land on 16 February.", S, "paraphrase"),
     ("At £38.60 a drum, the available stock is worth £8,299 at cost.", S, "derived"),
     ("Dartford has 340 drums of PT-2040 available right now.", U, "wrong_field"),
     ("Stock of PT-2040 is still above its reorder point at Dartford.", U, "inverted"),
     ("Purchase order PO-77120 has already been received into stock at Dartford.", U, "conflict"),
     ("The supplier delayed PO-77120, which is why it's now due on 16 February.", U, "invented")])

rec("get_transfer_order", "Has the transfer of nitrile gloves from Leeds to Bristol been dispatched yet?",
    {"transfer_id": "TR-09931", "from": "Leeds DC", "to": "Bristol DC", "created": "2026-07-06T09:12:00",
     "lines": [{"sku": "GL-NIT-L", "desc": "Nitrile gloves, large, box of 100", "qty_requested": 600,
                "qty_picked": 600},
               {"sku": "GL-NIT-M", "desc": "Nitrile gloves, medium, box of 100", "qty_requested": 400,
                "qty_picked": 250}],
     "status": "picking", "dispatched_at": None, "expected_arrival": "2026-07-09", "carrier": None,
     "priority": "standard"},
    [("Not yet - the transfer is still at the picking stage in Leeds.", S, "framed"),
     ("All 600 boxes of large gloves are picked, but only 250 of the 400 medium boxes so far.", S, "merge"),
     ("That still leaves 150 boxes of medium gloves to be picked.", S, "derived"),
     ("Bristol is expecting the stock to arrive on 9 July.", S, "paraphrase"),
     ("Yes, the transfer left Leeds DC and is now on its way to Bristol.", U, "conflict"),
     ("All 400 boxes of the medium gloves have now been picked.", U, "wrong_field"),
     ("The transfer to Bristol has been marked as high priority.", U, "value"),
     ("A carrier has been booked to collect the transfer from Leeds on 8 July.", U, "invented")])

rec("get_cycle_count", "Did the cycle count in zone C turn up any discrepancies?",
    {"count_id": "CC-2026-0412", "zone": "C", "counted_on": "2026-04-12", "counter": "M. Haddad",
     "lines": [{"sku": "FS-1180", "desc": "Hex bolts M8 (box 200)", "system_qty": 84, "counted_qty": 84,
                "variance": 0},
               {"sku": "FS-2210", "desc": "Wall plugs 6 mm (box 500)", "system_qty": 57, "counted_qty": 51,
                "variance": -6},
               {"sku": "FS-3075", "desc": "Wood screws 4x40 (box 200)", "system_qty": 112, "counted_qty": 115,
                "variance": 3}],
     "recount_required": True, "approved": False},
    [("Yes - two of the three lines in zone C didn't match the system.", S, "framed"),
     ("The wall plugs came up six boxes short of what the system expected.", S, "paraphrase"),
     ("Taken together, the count was three boxes lower than the system figures.", S, "derived"),
     ("A recount is required, and the count hasn't been signed off yet.", S, "merge"),
     ("The wood screws came up six boxes short of the system figure.", U, "wrong_field"),
     ("The count has been approved, so no recount of zone C is needed.", U, "inverted"),
     ("The wood screws were three boxes over, with 116 boxes counted.", U, "value"),
     ("The shortfall on the wall plugs was traced to a picking error.", U, "invented")])

# ---------------------------------------------------------------- HR leave
rec("get_leave_balance", "How much annual leave do I have left this year, and can I carry any over?",
    {"employee_id": "E-30417", "name": "Sofia Brandt", "year": 2026,
     "annual": {"entitlement_days": 25, "bank_holiday_days": 8, "taken": 9, "booked": 5, "remaining": 11,
                "carry_over_max": 5, "carry_over_deadline": "2027-03-31"},
     "sick": {"days_taken": 2, "self_cert_left": 5}, "toil_hours": 6.5, "manager": "K. Osei"},
    [("Once your booked days are counted, you've got 11 days of annual leave left.", S, "paraphrase"),
     ("You can carry up to five days over, but they have to be used by 31 March 2027.", S, "merge"),
     ("Between days taken and days booked, you've used 14 of your 25 days.", S, "derived"),
     ("You've also built up six and a half hours of time off in lieu.", S, "derived"),
     ("You have 16 days of annual leave left for 2026.", U, "value"),
     ("You can carry up to eight days of leave into next year.", U, "wrong_field"),
     ("So far this year you've taken 5 days of annual leave.", U, "wrong_field"),
     ("Any carried-over days you don't use by the deadline will be paid out to you.", U, "invented")])

rec("get_leave_request", "Has my leave for 13-17 July been approved?",
    {"request_id": "LR-5820", "employee_id": "E-11862", "type": "annual", "start": "2026-07-13",
     "end": "2026-07-17", "working_days": 5, "half_day_start": False, "status": "pending",
     "submitted": "2026-05-28", "approver": "L. Marsh", "approver_out_until": "2026-06-08",
     "conflicts": [{"employee": "R. Patel", "dates": "2026-07-15/2026-07-16"}], "balance_after": 7.5},
    [("Not yet - your request is still waiting for a decision.", S, "framed"),
     ("Your approver, L. Marsh, is out of the office until 8 June.", S, "paraphrase"),
     ("It covers five working days, Monday 13 to Friday 17 July.", S, "derived"),
     ("If it goes through, you'll be left with seven and a half days of leave.", S, "derived"),
     ("Yes, L. Marsh approved your leave request on 28 May.", U, "wrong_field"),
     ("There are no clashes with anyone else's leave on those dates.", U, "conflict"),
     ("Your leave starts with a half day on Monday 13 July.", U, "inverted"),
     ("If nobody responds within five working days, the request is approved automatically.", U, "invented")])

rec("get_team_absences", "Who on my team is off during the week of 9 March?",
    {"team": "Finance Ops", "week_start": "2026-03-09", "team_size": 7, "min_staffing": 4,
     "absences": [{"employee": "J. Kerr", "type": "annual", "from": "2026-03-09", "to": "2026-03-11",
                   "half_day": None},
                  {"employee": "A. Ruiz", "type": "sick", "from": "2026-03-10", "to": "2026-03-10",
                   "half_day": None},
                  {"employee": "P. Lindqvist", "type": "training", "from": "2026-03-13", "to": "2026-03-13",
                   "half_day": "pm"}],
     "below_min_days": []},
    [("Three people are away at some point that week: J. Kerr, A. Ruiz and P. Lindqvist.", S, "derived"),
     ("J. Kerr is on holiday from Monday 9 to Wednesday 11 March.", S, "generalise"),
     ("P. Lindqvist is at training on the afternoon of Friday 13 March.", S, "derived"),
     ("On no day that week does the team fall below its minimum staffing level.", S, "paraphrase"),
     ("A. Ruiz is taking a day of annual leave on 10 March.", U, "wrong_field"),
     ("P. Lindqvist will be out for training all day on 13 March.", U, "conflict"),
     ("Finance Ops needs at least five people working each day.", U, "value"),
     ("A. Ruiz has already sent in a fit note covering the sick day.", U, "invented")])

# ---------------------------------------------------------------- vet
rec("get_vet_appointment", "What time is Juno's dental appointment, and does she need to fast?",
    {"appt_id": "VA-44017", "pet": {"name": "Juno", "species": "dog", "breed": "Border Collie", "weight_kg": 18.2},
     "clinic": "Fernhill Veterinary Practice", "vet": "Dr. Hana Ito", "procedure": "dental_scale_polish",
     "date": "2026-10-06", "admit": "08:30", "est_discharge": "15:00", "general_anaesthetic": True,
     "fasting": {"required": True, "no_food_after": "20:00", "water_ok": True},
     "estimate": {"min": 320.0, "max": 410.0, "currency": "GBP"}, "deposit_paid": False},
    [("Juno should be dropped off at Fernhill at half past eight on 6 October.", S, "derived"),
     ("Yes, she has to fast - no food after 8 pm the night before, though water is fine.", S, "framed"),
     ("The estimate runs from £320 to £410, so there's a £90 spread.", S, "derived"),
     ("She'll be put under for the scale and polish, so you can't stay with her.", U, "invented"),
     ("She'll be given a general anaesthetic for the scale and polish.", S, "paraphrase"),
     ("No food after 8 pm, and she shouldn't have any water either.", U, "inverted"),
     ("You should be able to collect her around 3:30 pm.", U, "value"),
     ("The deposit for Juno's procedure has already been paid.", U, "inverted")])

rec("get_vaccination_record", "Is Pepper up to date with her vaccinations?",
    {"pet": {"name": "Pepper", "species": "cat", "dob": "2022-05-14", "microchipped": True},
     "vaccines": [{"name": "Feline enteritis/flu (RCP)", "last_given": "2025-06-02", "next_due": "2026-06-02",
                   "status": "current"},
                  {"name": "FeLV", "last_given": "2024-04-19", "next_due": "2025-04-19", "status": "overdue"},
                  {"name": "Rabies", "last_given": None, "next_due": None, "status": "not_given"}],
     "reminders_opt_in": False},
    [("Not entirely - her FeLV booster has been overdue since 19 April 2025.", S, "framed"),
     ("Her RCP vaccine is current and isn't due again until 2 June 2026.", S, "merge"),
     ("According to the record, she has never been vaccinated against rabies.", S, "paraphrase"),
     ("Pepper turns four in May 2026, and she's microchipped.", S, "derived"),
     ("Her FeLV booster is current, so she's fully covered.", U, "conflict"),
     ("Her RCP booster is next due on 19 April 2025.", U, "wrong_field"),
     ("You're signed up to receive vaccination reminders from the practice.", U, "inverted"),
     ("Indoor cats usually don't need the FeLV vaccine, so it may not matter.", U, "unstated_true")])

rec("get_vet_invoice", "What was I charged for Milo's visit, and was anything discounted?",
    {"invoice_no": "FV-10277", "pet": "Milo", "date": "2026-08-14",
     "lines": [{"item": "Consultation", "qty": 1, "price": 48.0},
               {"item": "Meloxicam oral suspension 10 ml", "qty": 1, "price": 16.5},
               {"item": "Ear cleaner 100 ml", "qty": 2, "price": 9.75}],
     "subtotal": 84.0, "discount": {"type": "health_club", "pct": 10, "amount": 8.4}, "total": 75.6,
     "currency": "GBP", "paid": True, "paid_at": "2026-08-14T17:42:00",
     "follow_up": {"recommended": True, "in_days": 10}},
    [("Yes - your health club membership took 10%, or £8.40, off the bill.", S, "framed"),
     ("After the discount you ended up paying £75.60.", S, "paraphrase"),
     ("The two bottles of ear cleaner came to £19.50 between them.", S, "derived"),
     ("The vet suggests a follow-up in 10 days, which would be around 24 August.", S, "derived"),
     ("You paid £84 for Milo's visit after the discount.", U, "wrong_field"),
     ("The health club discount was 10%, which came to £7.56.", U, "value"),
     ("The invoice for Milo's visit is still waiting to be paid.", U, "inverted"),
     ("The follow-up check in 10 days won't cost you anything.", U, "invented")])

# ---------------------------------------------------------------- theatre seat maps
rec("get_seat_map", "Are there two seats together in the front stalls for Saturday's matinee of The Lantern Keeper?",
    {"performance": {"show": "The Lantern Keeper", "date": "2026-11-21", "time": "14:30",
                     "venue": "Regent Playhouse"},
     "section": "Stalls",
     "rows": [{"row": "A", "available": [], "price": 65.0},
              {"row": "B", "available": [7, 8, 15], "price": 65.0},
              {"row": "C", "available": [3], "price": 65.0},
              {"row": "D", "available": [11, 12, 13, 14], "price": 55.0, "restricted_view": [13, 14]}],
     "currency": "GBP", "max_seats_per_booking": 8},
    [("Yes - seats 7 and 8 in row B are free next to each other, at £65 each.", S, "framed"),
     ("Every seat in row A has already been sold.", S, "paraphrase"),
     ("D11 and D12 are £10 a seat cheaper than row B and have an unrestricted view.", S, "derived"),
     ("A pair in row B would come to £130 altogether.", S, "derived"),
     ("Seats 13 and 14 in row D give you a clear view of the stage.", U, "conflict"),
     ("Row C has seats 3 and 4 available together.", U, "value"),
     ("Seats in row D cost £65 each for the matinee.", U, "wrong_field"),
     ("Booking through the box office gets you a free programme for the matinee.", U, "invented")])

rec("get_seat_hold", "Are my seats for Bright Water still held, and how long do I have to pay?",
    {"hold_id": "HLD-7731", "show": "Bright Water", "performance": "2026-12-05T19:30:00",
     "seats": [{"section": "Dress Circle", "row": "F", "seat": 21},
               {"section": "Dress Circle", "row": "F", "seat": 22}],
     "status": "held", "held_until": "2026-11-02T16:45:00", "price_each": {"amount": 42.0, "currency": "GBP"},
     "fees": {"transaction": 2.5}, "concession_applied": False, "extendable": False},
    [("Yes, F21 and F22 in the Dress Circle are still on hold for you.", S, "framed"),
     ("You'll need to pay before the hold runs out at 4:45 pm on 2 November.", S, "derived"),
     ("Including the £2.50 transaction fee, the pair would cost £86.50.", S, "derived"),
     ("The performance itself is at half past seven in the evening on 5 December.", S, "derived"),
     ("The hold on your seats can be extended if you need more time.", U, "inverted"),
     ("A concession discount has been applied to both of your seats.", U, "inverted"),
     ("You'll need to pay before the hold runs out at 7:30 pm on 5 December.", U, "wrong_field"),
     ("If the hold lapses, the seats go straight back on general sale.", U, "unstated_true")])

rec("get_accessible_seating", "Which parts of the Orion Theatre are step-free for the 12 June show, and how much are the seats?",
    {"venue": "Orion Theatre", "performance": "2026-06-12T19:45:00",
     "zones": [{"zone": "Stalls", "seats_left": 46, "price_range": {"min": 35.0, "max": 72.0}, "step_free": True,
                "wheelchair_spaces_left": 2},
               {"zone": "Royal Circle", "seats_left": 12, "price_range": {"min": 48.0, "max": 60.0},
                "step_free": True, "wheelchair_spaces_left": 0},
               {"zone": "Grand Circle", "seats_left": 0, "price_range": {"min": 22.0, "max": 39.0},
                "step_free": False, "wheelchair_spaces_left": 0}],
     "currency": "GBP", "companion_ticket_free": True, "hearing_loop": True},
    [("The Stalls and the Royal Circle both have step-free access; the Grand Circle doesn't.", S, "merge"),
     ("Only two wheelchair spaces are left, and both are in the Stalls.", S, "derived"),
     ("If you bring someone to assist you, their ticket won't cost anything.", S, "paraphrase"),
     ("The venue has an assistive listening system fitted.", S, "generalise"),
     ("The Royal Circle still has two wheelchair spaces left for the show.", U, "wrong_field"),
     ("Seats in the Royal Circle range from £48 to £72.", U, "value"),
     ("The Grand Circle is step-free and still has a few seats left.", U, "conflict"),
     ("Step-free access is through the side entrance on Orion Lane.", U, "invented")])

# ---------------------------------------------------------------- write + validate
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), NAME + ".jsonl")
with open(out, "w", encoding="utf-8") as f:
    for n, (title, q, data, claims) in enumerate(R, 1):
        passage = data if isinstance(data, str) else json.dumps(data)
        for claim, label, typ in claims:
            f.write(json.dumps({"group": f"{NAME}-{n}", "question": q, "passage": passage, "kind": "tool",
                                "title": title, "claim": claim, "label": label, "type": typ},
                               ensure_ascii=False) + "\n")

rows = [json.loads(l) for l in open(out, encoding="utf-8")]
by_group = collections.defaultdict(list)
for r in rows:
    assert set(r) == {"group", "question", "passage", "kind", "title", "claim", "label", "type"}
    assert r["label"] in (0, 1)
    assert r["type"] in (SUP if r["label"] == 0 else UNS), (r["claim"], r["type"])
    if r["passage"].lstrip().startswith("{"):
        json.loads(r["passage"])
    else:  # plain-text table with a header row
        assert len(r["passage"].strip().splitlines()) >= 3, r["group"]
    by_group[r["group"]].append(r)
assert len(by_group) == N_GROUPS, len(by_group)
n_tables = 0
for g, rs in by_group.items():
    assert len(rs) == 8, g
    types0 = [r["type"] for r in rs if r["label"] == 0]
    types1 = [r["type"] for r in rs if r["label"] == 1]
    assert len(types0) == 4 and len(types1) == 4, g
    assert sum(t in {"paraphrase", "applied", "derived", "framed"} for t in types0) >= 2, g
    assert sum(t in {"conflict", "value", "wrong_field", "inverted"} for t in types1) >= 2, g
    assert any(t in {"conflict", "inverted", "wrong_field"} for t in types1), g
    assert any(t in {"unstated_true", "invented"} for t in types1), g
    n_tables += not rs[0]["passage"].lstrip().startswith("{")
    for r in rs:
        assert 8 <= len(r["claim"].split()) <= 40, r["claim"]
claims = [r["claim"] for r in rows]
assert len(claims) == len(set(claims)), [c for c, k in collections.Counter(claims).items() if k > 1]
print(f"lines={len(rows)} groups={len(by_group)} tables={n_tables} "
      f"supported={sum(r['label'] == 0 for r in rows)} unsupported={sum(r['label'] == 1 for r in rows)}")
for (lab, typ), k in sorted(collections.Counter((r["label"], r["type"]) for r in rows).items()):
    print(lab, typ, k)
