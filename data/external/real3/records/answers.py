"""Two chatbot answers per record in records.py, with labels.

Which answers are correct (0) and which hallucinated (1) was fixed BEFORE writing them by
the seeded plan below; build.py checks that every answer's label (1 iff ``bad`` is
non-empty) matches the plan.  ``bad`` lists exact substrings of the answer that are
unsupported by the tool result; ``note`` says why; ``borderline`` marks answers another
careful reader could label differently.  See LABELLING.md.
"""
import random

_rng = random.Random(2613)
PLAN = [[int(_rng.random() < 0.45) for _ in range(2)] for _ in range(45)]


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # R00 get_order_status  plan [1, 1]
    [A("Your order #A1042 has shipped! It went out on March 1 with UPS and is expected to arrive on March 4. "
       "Your tracking number is 1Z999AA10123456784, which you can use on the UPS website to follow the parcel.",
       bad=["Your tracking number is 1Z999AA10123456784, which you can use on the UPS website to follow the parcel."],
       note="invented extra field: the record has no tracking number"),
     A("Good news: order #A1042 is on its way. It was shipped with UPS on March 1, 2026, and the estimated delivery "
       "date is March 4. The parcel contains:\n- 1 x Noise-cancelling headphones (129.00)\n- 2 x USB-C cable 2m (9.50 each)\n"
       "That comes to 138.00 for the items. It's being delivered to your address in Leeds.",
       bad=["That comes to 138.00 for the items."],
       note="wrong derived sum: 129.00 + 2 x 9.50 = 148.00")],
    # R01 get_store_details  plan [1, 1]
    [A("On Saturdays Riverside Hardware opens at 7:30 am and closes at 4 pm. It's well reviewed, with a 4.3-star "
       "rating from 212 reviews.",
       bad=["On Saturdays Riverside Hardware opens at 7:30 am and closes at 4 pm."],
       note="wrong field: 07:30 is the weekday opening; Saturday opens 08:00"),
     A("Riverside Hardware opens at 8 am on Saturday and closes at 4 pm. It has a 4.3 rating across 212 reviews, "
       "which puts it among the best-rated hardware stores in the area. It also has parking, and note that it's "
       "closed on Sundays.",
       bad=["It has a 4.3 rating across 212 reviews, which puts it among the best-rated hardware stores in the area."],
       note="ungrounded comparison with other stores")],
    # R02 get_flight_status  plan [1, 1]
    [A("No, BA 2491 is delayed. It was scheduled to leave Gatwick at 09:15 but is now expected to depart at 10:05, "
       "about 50 minutes late. The delay is due to the late arrival of the incoming aircraft. It's departing from "
       "gate 55 in terminal S.",
       bad=["The delay is due to the late arrival of the incoming aircraft."],
       note="invented reason; delay_reason is null"),
     A("Flight BA2491 from LGW to Funchal is running 40 minutes late, with a new estimated departure of 10:05 "
       "instead of 9:15. Gate 55, terminal S.",
       bad=["Flight BA2491 from LGW to Funchal is running 40 minutes late, with a new estimated departure of 10:05 instead of 9:15."],
       note="delay_min is 50 (09:15 -> 10:05), not 40")],
    # R03 get_account_usage  plan [1, 0]
    [A("You've used 412.6 GB of your 500 GB storage quota, which is about 82.5%. That leaves you roughly 97 GB free.",
       bad=["That leaves you roughly 97 GB free."],
       note="wrong difference: 500 - 412.6 = 87.4 GB"),
     A("You're using 412.6 GB out of 500 GB on the Team plan, so about 83% of your storage. You have around 87 GB left.")],
    # R04 get_invoice  plan [0, 1]
    [A("Here's the breakdown of invoice INV-20931 (issued February 1, 2026):\n- Pro plan (monthly): €49.00\n"
       "- Extra seats (3): €36.00\n- Priority support add-on: €15.00\n\nSubtotal €100.00, plus 21% tax (€21.00), "
       "for a total of €121.00. It's due on March 3 and hasn't been paid yet."),
     A("Invoice INV-20931 comes to €121.00 in total. That's €100 for the services (the Pro plan at €49, three extra "
       "seats at €12 each, and the priority support add-on at €15) plus €21 of tax at 21%. The invoice is due on "
       "March 3, and a late fee of 5% will be added if it isn't paid within 14 days.",
       bad=["The invoice is due on March 3, and a late fee of 5% will be added if it isn't paid within 14 days."],
       note="invented late-fee policy")],
    # R05 get_weather  plan [1, 1]
    [A("Tomorrow in Porto expect light rain, with a 70% chance of precipitation. Temperatures will range from 9°C to 16°C.",
       bad=["Temperatures will range from 9°C to 16°C."],
       note="low of 9 is the following day's; tomorrow's low is 10"),
     A("Tomorrow (March 8) looks wet in Porto: light rain with a 70% chance of precipitation, a high of 16°C and a "
       "low of 10°C. Winds will pick up to around 30 km/h in the afternoon, so take a sturdy umbrella. It should "
       "clear up the day after, with sunshine and a high of 18°C.",
       bad=["Winds will pick up to around 30 km/h in the afternoon, so take a sturdy umbrella."],
       note="invented wind forecast (only current wind 18 kph is given)")],
    # R06 check_inventory  plan [1, 0]
    [A("The Trail Runner 900 in size 42 is out of stock online, but you can still get it in store: Manchester "
       "Arndale has 3 pairs and Bristol Cabot Circus has 2. A restock is expected around March 20.",
       bad=["The Trail Runner 900 in size 42 is out of stock online, but you can still get it in store: Manchester Arndale has 3 pairs and Bristol Cabot Circus has 2."],
       note="Bristol has qty 1, not 2"),
     A("Not online right now: the online warehouse has 0 in size 42. There are 4 pairs in stores, though, 3 at "
       "Manchester Arndale and 1 at Bristol Cabot Circus. A restock is expected on March 20, 2026.")],
    # R07 lookup_employee  plan [0, 0]
    [A("Payroll questions go to Priya Nandakumar, the Payroll Specialist in Finance. You can email Priya at "
       "p.nandakumar@northco.io or call extension 4417."),
     A("The best contact is Priya Nandakumar (Payroll Specialist, Finance): p.nandakumar@northco.io, ext. 4417. "
       "Tom Eriksen, the Finance Manager, is also listed (t.eriksen@northco.io, ext. 4402).")],
    # R08 list_plans  plan [0, 0]
    [A("We have three plans. Per year they cost:\n- Starter: $90 (1 user, 50 GB)\n- Team: $290 (up to 10 users, 500 GB)\n"
       "- Business: $790 (up to 50 users, 2,000 GB)\nPaying yearly works out to two months free compared with paying "
       "monthly ($9, $29 and $79 a month respectively)."),
     A("We have three plans: Starter at $90/year, Team at $290/year and Business at $790/year.")],
    # R09 list_events  plan [0, 0]
    [A("Here's what's on at Central Library next week:\n- Monday, March 16, 6:00-7:30 pm: Intro to 3D printing "
       "(Makerspace, free, only 4 seats left)\n- Wednesday, March 18, 10:30-11:15 am: Children's story hour (Kids "
       "Corner, free)\n- Thursday, March 19, 7:00-8:30 pm: Local history talk: the canal (Hall B, 5.00 entry, 27 seats left)"),
     A("There are three events: an Intro to 3D printing session on March 16 at 6 pm, a children's story hour on the "
       "morning of March 18, and a local history talk about the canal on March 19 at 7 pm. The first two are free; "
       "the history talk costs 5.00.")],
    # R10 get_rate_limit  plan [1, 0]
    [A("Your calls are failing because you've hit the rate limit: your key allows 1,000 requests per hour and you "
       "have none left. The limit resets at 16:00 UTC, in about 21 minutes. Upgrading to a higher tier would raise "
       "your limit to 5,000 requests per hour.",
       bad=["Upgrading to a higher tier would raise your limit to 5,000 requests per hour."],
       note="invented upgrade tier and limit"),
     A("You've been rate limited: you've used all 1,000 requests in the current one-hour window. You can start "
       "calling again in 21 minutes (the window resets at 16:00 UTC on March 5).")],
    # R11 list_orders  plan [0, 0]
    [A("Two of your four recent orders have shipped: B-5501 (already delivered) and B-5517 (shipped and on its way). "
       "B-5530 is still processing and B-5534 was cancelled."),
     A("Just B-5517 is currently in transit. B-5501 has already been delivered, B-5530 is still being processed, "
       "and B-5534 was cancelled.")],
    # R12 find_clinics  plan [0, 0]
    [A("Two of the three are open on Saturday:\n- Elm Park Medical Centre (1.2 km away): 9 am to 12 noon\n"
       "- Canal Walk-in Clinic (3.4 km away): 8 am to 8 pm\nNorthgate Family Practice is closed on Saturdays.",
       note="saturday: null read as closed", borderline=True),
     A("Elm Park Medical Centre (open 9:00-12:00) and Canal Walk-in Clinic (open 8:00-20:00) both open on Saturday. "
       "Northgate Family Practice doesn't list any Saturday hours.")],
    # R13 get_train_status  plan [1, 0]
    [A("Yes, the 17:42 from London Kings Cross to Cambridge is running on time and leaves from platform 9. It calls "
       "at Finsbury Park, Stevenage, Hitchin, Letchworth Garden City and Royston before arriving in Cambridge.",
       bad=["It calls at Finsbury Park, Stevenage, Hitchin, Letchworth Garden City and Royston before arriving in Cambridge."],
       note="Hitchin is not in calling_at"),
     A("Yes, it's on time, departing at 17:42 from platform 9. It's an 8-coach train.")],
    # R14 get_refund_status  plan [1, 1]
    [A("Yes, your refund of £64.99 for the Vortex 600 blender has been paid back to your original payment method. "
       "It was approved on February 26.",
       bad=["Yes, your refund of £64.99 for the Vortex 600 blender has been paid back to your original payment method."],
       note="status approved, paid_out null: not paid yet"),
     A("Your refund for the Vortex 600 blender (£64.99) was approved on February 26, two days after you requested "
       "it. It hasn't been paid out yet. Once it is, it goes back to your original payment method and should take "
       "3-5 days to settle, so you can expect it by March 3 at the latest.",
       bad=["so you can expect it by March 3 at the latest"],
       note="date counts 3-5 days from approval although payout has not happened; no date derivable")],
    # R15 get_booking  plan [0, 1]
    [A("Here are your booking details (ref HX9Q2L):\n- Hotel Alameda, Seville\n- Check-in Friday, April 10; "
       "check-out Monday, April 13 (3 nights)\n- Double room with courtyard view for 2 guests\n- Breakfast not included\n"
       "- Total: €348\nYou can cancel free of charge until 11:59 pm on April 7 (UTC+2)."),
     A("Your booking HX9Q2L is at Hotel Alameda in Seville for 3 nights, April 10 to April 13, in a double room with "
       "courtyard view for two. The total is €348, which works out to €116 per night, breakfast included. Free "
       "cancellation is available until April 7.",
       bad=["The total is €348, which works out to €116 per night, breakfast included."],
       note="inverted boolean: breakfast_included is false")],
    # R16 get_loyalty_balance  plan [0, 1]
    [A("You have 340 points, so yes: the free coffee costs 300, and you'd have 40 points left after redeeming it. "
       "Heads up, 60 of your points expire on March 31, 2026."),
     A("You've got 340 points on your Silver membership, which is enough for a free coffee (300 points). You're also "
       "just 160 points away from Gold, and reaching Gold gets you a free coffee every month.",
       bad=["You're also just 160 points away from Gold, and reaching Gold gets you a free coffee every month."],
       note="invented Gold-tier perk")],
    # R17 track_package  plan [0, 0]
    [A("Here's the journey so far:\n1. March 3, 19:02: received at the DPD hub in Hinckley\n2. March 4, 05:47: "
       "arrived at the Oxford depot\n3. March 4, 07:31: out for delivery\nIt's with the driver now, and the "
       "delivery window is 11:20 to 12:20."),
     A("Your DPD parcel is out for delivery today, with an expected window of 11:20-12:20. It reached the Oxford "
       "depot early this morning after passing through the Hinckley hub last night.",
       note="relative days (today, this morning, last night) assume the current date is March 4, implied by "
            "out_for_delivery but not stated", borderline=True)],
    # R18 get_subscription  plan [1, 0]
    [A("Your Premium Annual subscription renews on May 14, 2026, and you'll be charged $119.99 to your Visa ending "
       "in 4821. That's 20% less than last year's price.",
       bad=["That's 20% less than last year's price."],
       note="invented comparison with a previous price"),
     A("It renews automatically on May 14, 2026 for $119.99, charged to the Visa card ending 4821.")],
    # R19 get_delivery_slots  plan [1, 0]
    [A("On Friday, March 13, you can choose from three slots:\n- 10:00-12:00 (3.00 fee)\n- 14:00-16:00 (2.00 fee)\n"
       "- 18:00-20:00 (5.50 fee)\nThe 8:00-10:00 slot isn't available. The evening slot is the cheapest option.",
       bad=["The evening slot is the cheapest option."],
       note="wrong min: 14:00-16:00 at 2.00 is cheapest; evening is the most expensive"),
     A("Three slots are still open on Friday: 10 am-12 pm, 2-4 pm and 6-8 pm. The 2-4 pm slot has the lowest "
       "delivery fee at 2.00.")],
    # R20 compare_products  plan [1, 1]
    [A("The Slate X13 is the lightest at 1.09 kg, and the Aero 14 has the longest battery life at 14 hours.",
       bad=["the Aero 14 has the longest battery life at 14 hours"],
       note="record mix-up: 14 h belongs to Vantage 15 Pro; Aero 14 has 11 h"),
     A("Of the three, the Slate X13 is the lightest at 1.09 kg, about 320 g lighter than the Aero 14 (1.32 kg). "
       "For battery life, the Vantage 15 Pro comes out on top at 14 hours, against 11 hours for the Aero 14 and 9 "
       "for the Slate X13. The trade-off is weight and price: the Vantage is the heaviest at 1.78 kg and costs "
       "£1,349. If you want a balance, the Aero 14 has 16 GB of RAM and runs 11 hours for £999.",
       bad=["Of the three, the Slate X13 is the lightest at 1.09 kg, about 320 g lighter than the Aero 14 (1.32 kg)."],
       note="wrong difference: 1.32 - 1.09 = 0.23 kg = 230 g")],
    # R21 get_mobile_usage  plan [0, 1]
    [A("You've used 21.4 GB of your 30 GB allowance, so you have 8.6 GB left, plus 2 GB of rollover data: 10.6 GB "
       "in total. Your allowance resets after March 17.",
       note="adding rollover_gb to the remainder is an inference about how rollover works", borderline=True),
     A("You have 8.6 GB of your 30 GB left this month. Your cycle ends on March 18, when your allowance resets.",
       bad=["Your cycle ends on March 18, when your allowance resets."],
       note="cycle end is 2026-03-17")],
    # R22 get_ticket  plan [1, 1]
    [A("Your ticket SUP-4471 is marked high priority and is currently with our engineering team, who are "
       "investigating the login issue. Marco D. last updated it on March 3.",
       bad=["Your ticket SUP-4471 is marked high priority and is currently with our engineering team, who are investigating the login issue."],
       note="status is pending_customer (waiting on the customer); engineering team invented"),
     A("Ticket SUP-4471 (\"Cannot log in after password reset\") is waiting on a reply from you. On March 3 the "
       "support agent asked you to clear your cookies and confirm your browser version. Once you reply, the fix "
       "will be deployed within 24 hours.",
       bad=["Once you reply, the fix will be deployed within 24 hours."],
       note="invented promise and timeline")],
    # R23 get_appointment  plan [0, 0]
    [A("Your next appointment is a follow-up with Dr Aisha Okafor on Wednesday, March 11 at 2:20 pm, at Elm Park "
       "Medical Centre (Room 3). It's a 15-minute in-person appointment; please arrive 10 minutes early, at 2:10 pm."),
     A("It's with Dr Aisha Okafor on March 11 at 14:20.")],
    # R24 search_restaurants  plan [0, 0]
    [A("Two fit: Trattoria Lupo (4.7 stars, 0.8 km away) and Casa Nonna (4.6 stars, 2.3 km). Osteria Verde has the "
       "highest rating at 4.8, but it's closed right now."),
     A("Trattoria Lupo and Casa Nonna are both open and rated above 4.5. Lupo is the closer of the two and slightly "
       "higher rated.")],
    # R25 get_exchange_rate  plan [0, 1]
    [A("At the mid-market rate of 1.1824 (as of March 5), £250 is about €295.60. There's also a 1.5% fee; if it's "
       "taken from the converted amount, you'd receive about €291.17."),
     A("You'd get about €295.60 for £250 at a rate of 1.1824. There are no extra fees on this exchange.",
       bad=["There are no extra fees on this exchange."],
       note="contradicts fee_pct 1.5")],
    # R26 get_bill_breakdown  plan [1, 1]
    [A("Your bill is higher mainly because you used more electricity: 612 kWh this period compared with 438 kWh "
       "last time, an increase of 174 kWh (about 40%). Your total is £174.69, up from £130.52, so £44.17 more. "
       "The increase is most likely due to heating during the colder January weather.",
       bad=["The increase is most likely due to heating during the colder January weather."],
       note="invented cause (the opening 'mainly because you used more electricity' is read as supported by the usage figures)"),
     A("This bill covers January 15 to February 14 (31 days). You used 612 kWh, up from 438 kWh on your previous "
       "bill, at 24.5p per kWh, which comes to £149.94. On top of that there's a standing charge of £16.43 and £8.32 "
       "VAT, making £174.69. Your unit rate also went up from 21p last period, which adds to the increase.",
       bad=["Your unit rate also went up from 21p last period, which adds to the increase."],
       note="invented previous unit rate")],
    # R27 get_warranty_status  plan [0, 0]
    [A("Unfortunately not: the 2-year manufacturer warranty on your CleanSpin 8kg expired on June 2, 2025. You can "
       "buy a 3-year extended warranty for 79.00 if you'd like cover."),
     A("No. You bought it on June 2, 2023, and the manufacturer's warranty ran for two years, ending June 2, 2025. "
       "There is an extended warranty on offer: 3 years for 79.")],
    # R28 get_return_policy  plan [1, 1]
    [A("Yes, sale items can be returned within 14 days, and you'll get your money back to your original payment "
       "method. A receipt is required, and return shipping costs 3.95.",
       bad=["Yes, sale items can be returned within 14 days, and you'll get your money back to your original payment method."],
       note="refund_type for sale items is store_credit"),
     A("Sale items can be returned, but you have 14 days instead of the usual 30, and you'll receive store credit "
       "rather than a refund. A few categories can't be returned at all: underwear, earrings, gift cards and "
       "swimwear. Return shipping isn't free (it's 3.95), and you'll need your receipt.",
       bad=["A few categories can't be returned at all: underwear, earrings, gift cards and swimwear."],
       note="swimwear is not in final_sale_categories")],
    # R29 get_course_schedule  plan [0, 1]
    [A("The course runs for six weeks on Tuesday evenings, 6:30-8:00 pm, in room L2.04 with Carmen Ruiz:\n"
       "- April 7, 14, 21 and 28\n- May 5 and 12"),
     A("SPA101 Spanish for Beginners has six sessions, every Tuesday from April 7 to May 12, each from 18:30 to "
       "20:00, so 7.5 hours of teaching in total. They're taught by Carmen Ruiz in room L2.04.",
       bad=["SPA101 Spanish for Beginners has six sessions, every Tuesday from April 7 to May 12, each from 18:30 to 20:00, so 7.5 hours of teaching in total."],
       note="wrong derived total: 6 x 1.5 h = 9 h")],
    # R30 get_parking_availability  plan [0, 0]
    [A("North Stand Car Park is full right now, but you have two options:\n- Riverside Multi-storey: 57 spaces free, "
       "2.20 per hour\n- Station Road: 12 spaces free, 1.80 per hour (the cheaper of the two)"),
     A("Riverside Multi-storey has the most space, with 57 free spaces. Station Road has 12, and North Stand has none.")],
    # R31 list_invoices  plan [1, 1]
    [A("Three invoices are still outstanding: 1203 (£1,200, overdue), 1219 (£1,450) and 1234 (£980). In total you "
       "owe £3,530.",
       bad=["In total you owe £3,530."],
       note="wrong sum: 1200 + 1450 + 980 = 3630"),
     A("Three invoices haven't been paid: 1203 (£1,200), 1219 (£1,450) and 1234 (£980), £3,630 altogether. Invoice "
       "1203 from January is already overdue and has had a late-payment charge added.",
       bad=["Invoice 1203 from January is already overdue and has had a late-payment charge added."],
       note="invented late-payment charge (overdue itself is supported)")],
    # R32 get_service_status  plan [1, 0]
    [A("Yes, there's a partial outage affecting Payouts: some payouts to EU bank accounts are delayed. The issue "
       "started at 07:20 UTC on March 6, and a fix is being rolled out. Webhooks are also degraded. The API and "
       "Dashboard are working normally. Payouts should be back to normal within the hour.",
       bad=["Payouts should be back to normal within the hour."],
       note="invented recovery estimate"),
     A("Mostly everything is up. The API and Dashboard are operational, but Webhooks are seeing degraded performance "
       "and Payouts have a partial outage: payouts to some EU bank accounts are delayed. The team has identified the "
       "cause and is rolling out a fix.")],
    # R33 get_security_settings  plan [1, 1]
    [A("Yes, two-factor authentication is on, using an authenticator app. Your last login was on March 4, 2026 at "
       "21:17 UTC from Firefox on Windows in Germany. You have 5 backup codes left.",
       bad=["You have 5 backup codes left."],
       note="backup_codes_left is 3"),
     A("Two-factor authentication is on, with codes sent by text message to your phone. Your last login was March 4 "
       "at 21:17 UTC, from Firefox on Windows (IP in Germany).",
       bad=["Two-factor authentication is on, with codes sent by text message to your phone."],
       note="method is authenticator_app, not SMS")],
    # R34 get_class_schedule  plan [0, 1]
    [A("There are three spin classes on Tuesday, March 10:\n- Spin 45 at 6:45 am with Dev (2 spaces left)\n"
       "- Spin 45 at 12:15 pm with Rosa (full)\n- Spin Endurance at 7 pm with Dev (6 spaces left)"),
     A("On Tuesday there's Spin 45 at 6:45 am with Dev, Spin 45 at 12:15 pm with Rosa and Spin Endurance at 7 pm "
       "with Hanna. The lunchtime class is fully booked, but the other two still have spaces.",
       bad=["On Tuesday there's Spin 45 at 6:45 am with Dev, Spin 45 at 12:15 pm with Rosa and Spin Endurance at 7 pm with Hanna."],
       note="record mix-up: Spin Endurance is with Dev; Hanna teaches Yoga Flow")],
    # R35 get_rental_quote  plan [0, 1]
    [A("For the weekend (pickup Friday, March 20 at 9:00, drop-off Sunday, March 22 at 18:00), the total comes to €156:\n"
       "- 3 days at €38/day: €114\n- Additional driver: €24\n- Child seat: €18\nThere's also a €300 deposit, and "
       "mileage is unlimited."),
     A("The rental would cost €156 in total for a compact car (VW Golf or similar), including unlimited mileage. "
       "That's charged as 3 days at €38, plus €24 for an additional driver and €18 for a child seat. You'll also "
       "pay a €300 deposit, which is refunded when you return the car with a full tank.",
       bad=["You'll also pay a €300 deposit, which is refunded when you return the car with a full tank."],
       note="invented deposit/fuel condition")],
    # R36 get_library_loans  plan [0, 0]
    [A("Here are your due dates:\n- The Overstory: March 9 (2 renewals left)\n- Salt, Fat, Acid, Heat: was due "
       "March 2 and is now overdue, with a 0.60 fine; it can't be renewed again\n- A Field Guide to Lichens: "
       "March 23 (1 renewal left)"),
     A("One of your books is overdue: Salt, Fat, Acid, Heat was due on March 2. The Overstory is due on March 9 and "
       "A Field Guide to Lichens on March 23.")],
    # R37 get_shipping_quote  plan [1, 1]
    [A("For your 2.4 kg parcel to Ireland there are three options: Economy at €6.90 (5-7 days, no tracking), "
       "Standard Tracked at €9.80 (2-3 days, tracked) and Express at €18.50 (1-2 days, tracked and signed for).",
       bad=["For your 2.4 kg parcel to Ireland there are three options: Economy at €6.90 (5-7 days, no tracking), Standard Tracked at €9.80 (2-3 days, tracked) and Express at €18.50 (1-2 days, tracked and signed for)."],
       note="Standard Tracked is 3-4 days, not 2-3"),
     A("You've got three choices:\n- Economy: €6.90, 5-7 days, no tracking\n- Standard Tracked: €9.80, 3-4 days, "
       "tracked\n- Express: €18.50, 1-2 days, tracked with signature\nExpress also includes insurance up to €100, "
       "so it's the safest choice for valuable items.",
       bad=["Express also includes insurance up to €100, so it's the safest choice for valuable items."],
       note="invented insurance field")],
    # R38 get_transactions  plan [0, 0]
    [A("Yesterday (March 5) you spent 32.94 across three card payments:\n- Pret A Manger: 6.85\n- TfL Travel: 8.10\n"
       "- Waterstones: 17.99\nYou also received a 29.99 refund from Zara, so your net spending for the day was 2.95."),
     A("You made three purchases yesterday totalling 32.94: Pret A Manger (6.85), TfL Travel (8.10) and Waterstones "
       "(17.99). The Zara entry is a refund of 29.99, not a purchase.")],
    # R39 get_oncall_schedule  plan [1, 0]
    [A("This week Kenji Sato is primary on call from Monday, March 9 until Thursday, March 12 at 09:00 UTC, when Ana "
       "Lima takes over until Monday, March 16 at 09:00 UTC. Ana Lima is the secondary for the whole week. Incidents "
       "can be escalated in #payments-incidents.",
       bad=["Ana Lima is the secondary for the whole week."],
       note="record mix-up: Ruth Adeyemi is secondary"),
     A("For the week of March 9 (times in UTC):\n- Primary: Kenji Sato, Mar 9 09:00 to Mar 12 09:00; then Ana Lima, "
       "Mar 12 09:00 to Mar 16 09:00\n- Secondary: Ruth Adeyemi, all week\nEscalations go to #payments-incidents.")],
    # R40 get_prescription_status  plan [0, 1]
    [A("Not yet: your prescription for Amoxicillin 500mg (21 capsules) at Boots, Market Street is waiting for stock "
       "to arrive. The pharmacy is expecting a supplier delivery, but there's no estimated ready date yet."),
     A("Your Amoxicillin prescription isn't ready yet; Boots on Market Street is waiting on stock. A supplier "
       "delivery is expected, and it should be ready to collect by March 6.",
       bad=["A supplier delivery is expected, and it should be ready to collect by March 6."],
       note="ready_by_est is null; date invented")],
    # R41 get_air_quality  plan [0, 0]
    [A("Yes, it looks fine. The air quality index in Madrid is 42, which is rated 'good', and the main pollutant is "
       "ozone. PM2.5 is 8.1 and PM10 is 17 (as of 7:00, UTC+1).",
       note="'looks fine' for a run is a judgement drawn from category 'good'", borderline=True),
     A("Air quality in Madrid is good this morning: AQI 42, with ozone as the dominant pollutant.")],
    # R42 get_pipeline_status  plan [0, 1]
    [A("No, pipeline #58214 on feature/export-csv (commit 9f3c1ab) failed. Lint and the image build passed, but "
       "unit-tests failed with 2 failing tests, and deploy-staging was skipped."),
     A("Your latest build failed. The unit-tests job failed with 2 failing tests after about 3.7 minutes; lint and "
       "build-image passed. The failures are in the new CSV export tests, so check those first.",
       bad=["The failures are in the new CSV export tests, so check those first."],
       note="which tests failed is not in the data (only the branch name mentions CSV export)")],
    # R43 get_bus_arrivals  plan [0, 0]
    [A("The next bus is the 14 to Putney Heath, due in 3 minutes. After that, the 19 to Battersea Bridge and the 38 "
       "to Victoria are both due in 7 minutes."),
     A("Route 14 towards Putney Heath, in 3 minutes.")],
    # R44 validate_promo_code  plan [0, 0]
    [A("Yes, SPRING20 works on your basket. It takes 20% off, so your subtotal drops from 72.50 to 58.00 (a saving of "
       "14.50). The code doesn't apply to sale items and expires on April 1, 2026."),
     A("It does: SPRING20 gives you 20% off, saving you 14.50. Your basket is over the 50.00 minimum spend, so it "
       "qualifies.")],
]
