"""Two assistant answers per record in records.py, hand-written by Claude (data helper).

Labels, error kinds and target lengths were fixed first by plan.py (random.Random(62));
build.py checks every label against the plan. Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note (for label 1 it starts with the planned
kind letter), borderline. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # R00 get_membership  plan: d long | c long
    [A("Here's where your Flex Plus membership at Riverside Leisure Centre stands:\n\n- **Status:** frozen. The freeze started on Monday 16 March and ends on Sunday 12 April, so four weeks in total.\n- **Next payment:** £5.00 on Wednesday 1 April, which is the freeze fee rather than your usual £42.50.\n- **Contract:** runs until 31 August 2026 (12-month minimum term).\n- **Guest passes:** you've used 3 of your 4 this quarter, so 1 is left.\n- **What's included:** gym, pool and classes; the sauna isn't part of your plan.\n\nOnce the freeze ends, your contract end date will be pushed back by four weeks to make up for the time you didn't use. Let me know if you'd like to change the freeze dates.",
       bad=["Once the freeze ends, your contract end date will be pushed back by four weeks to make up for the time you didn't use."],
       note="(d) invented policy: the result gives contract_end 2026-08-31 and says nothing about extending it for the freeze; rest faithful (16 Mar-12 Apr = 28 days, weekdays correct, 1 of 4 passes left)"),
     A("Yes, your membership is currently frozen. Here's the summary:\n\nYour freeze runs from 16 March to Sunday 12 April, so it finishes a little over three weeks from today. While it's frozen you pay £5 a month instead of the usual £42.50 Flex Plus fee, and your next payment is that £5 on 1 April. Your plan is billed on the 1st of each month and your contract ends on 31 August 2026.\n\nYour membership covers the gym, pool, classes and sauna. You have 1 guest pass left this quarter (3 of 4 used).\n\nIf you'd like, I can look into ending the freeze early.",
       bad=["Your membership covers the gym, pool, classes and sauna."],
       note="(c) included/excluded inverted: sauna is in `excludes`; as_of 20 March to 12 April = 23 days ('a little over three weeks') is right")],
    # R01 track_parcel  plan: 0 medium | a medium
    [A("Good news: it's already out for delivery. It went out from the Bristol Delivery Centre at 7:20 am today (Tuesday 14 April), and the delivery window is 1-3 pm. Your driver, Tomasz, has 6 stops before yours. A signature is required and there's no safe place set, so if you're back around 2 pm you'd only catch the second half of the window; it could arrive before you get home.",
       note="faithful; 13:00-15:00 +01:00 -> 1-3 pm, weekday right, signature/safe place restated, the 2 pm remark applies the user's own situation"),
     A("Your parcel is out for delivery today, Tuesday 14 April, with a window of 1-3 pm. It was collected in Leeds at 6:42 pm on Monday and left the Birmingham Hub at 11:15 pm that night, then went out from Bristol at 7:20 this morning. Tomasz has 6 stops before you. Since a signature is needed and there's no safe place on file, someone will need to be in, so being back at 2 is cutting it a bit fine.",
       bad=["It was collected in Leeds at 6:42 pm on Monday and left the Birmingham Hub at 11:15 pm that night, then went out from Bristol at 7:20 this morning."],
       note="(a) wrong event: 23:15 is when it arrived at the Birmingham Hub; it departed at 03:05 on 14 April")],
    # R02 get_event_tickets  plan: 0 short | d short
    [A("Doors open at 6:30 pm on Friday 8 May and the show starts at 8 pm (curfew 11 pm). Your 2 standing floor tickets are on your phone, so arrive any time from 6:30.",
       note="faithful; 18:30/20:00/23:00 converted, 8 May 2026 is a Friday, mobile delivery = on your phone"),
     A("Doors at Harbour Hall open at 6:30 pm on Friday 8 May, and The Lanterns are on at 8 pm. The support act starts at 7:15 pm, so aim to arrive by 7 if you want to catch them.",
       bad=["The support act starts at 7:15 pm, so aim to arrive by 7 if you want to catch them."],
       note="(d) invented detail: no support act or its time in the result")],
    # R03 get_reservation  plan: 0 medium | 0 short
    [A("With tax included, it works out at £177.60 per night. Your Superior Double is £148.00 a night before tax, and 20% VAT adds £29.60 to each night. Over your 3 nights (Friday 12 June to Monday 15 June) that's £444.00 plus £88.80 VAT, so £532.80 in total. Just so you know, breakfast isn't included in this rate.",
       note="faithful; 148 x 1.2 = 177.60, 532.80 / 3 = 177.60, weekdays right, breakfast_included false"),
     A("It's £177.60 a night including VAT: £148 plus 20% (£29.60). For your three nights that comes to £532.80.",
       note="faithful; per-night VAT split computed correctly")],
    # R04 get_class_timetable (table)  plan: a medium | 0 medium
    [A("Yes, there are a few options after 5:30 this week:\n\n- **Monday 23 March, 6-6:55 pm:** Spin 55 with Marco, 7 spaces left\n- **Wednesday 25 March, 7:30-8:30 pm:** Yoga Flow with Helen in Studio 2, 2 spaces\n- **Thursday 26 March, 6-6:55 pm:** Spin 55 with Marco again, 7 spaces\n\nAll of these are peak-time classes. Want me to book one for you?",
       bad=["**Monday 23 March, 6-6:55 pm:** Spin 55 with Marco, 7 spaces left"],
       note="(a) wrong row: Monday's Spin 55 has 0 spaces; 7 is Thursday's"),
     A("Two evening classes still have room this week:\n\n- **Wednesday 25 March, 7:30-8:30 pm:** Yoga Flow with Helen in Studio 2, only 2 spaces left\n- **Thursday 26 March, 6-6:55 pm:** Spin 55 with Marco in the Cycle studio, 7 spaces\n\nMonday's 6 pm Spin 55 is already full. All three evening sessions are peak-time classes. Want me to book one of them for you?",
       note="faithful; dates from 'week of 2026-03-23', Monday spin 0 spaces = full, peak = yes for all three")],
    # R05 find_lockers  plan: a short | 0 short
    [A("The closest one with room for a medium parcel is Southville Library, 1.1 km away, with 2 medium compartments free. It's open 24/7, so you can drop it off whenever suits you.",
       bad=["It's open 24/7, so you can drop it off whenever suits you."],
       note="(a) wrong record: Southville Library is open 09:00-19:00; 24/7 belongs to the other lockers"),
     A("Bedminster Co-op (0.6 km) is nearest but has no medium space free. Your best bet is Southville Library, 1.1 km away, with 2 medium lockers, open 9 am-7 pm. Ashton Gate Petrol (1.8 km) has 5 and is open 24/7.",
       note="faithful; available false / M: 0 restated, hours converted")],
    # R06 get_refund_status  plan: 0 medium | d long
    [A("You're getting £143.00 back for the cancelled Northline Sunday. That's £130 for the two tickets (£65 each) plus £13 in booking fees. The £2.50 delivery fee isn't part of the refund. It's going back to your original card, the one ending 4471, and it's currently being processed; the refund was requested on Friday 29 May.",
       note="faithful; 130/2 = 65 each, delivery fee not in refundable_items, 29 May 2026 is a Friday"),
     A("Sorry to hear Northline Sunday was cancelled. Here's what's happening with your refund:\n\n- **Amount:** £143.00 in total, made up of the £130 face value of your 2 tickets and £13 of booking fees.\n- **Not refunded:** the £2.50 delivery fee.\n- **Where it's going:** back to the card you paid with, ending 4471.\n- **Status:** processing, since the request went in at 10:14 am on 29 May.\n\nRefunds for cancelled events usually show up on your card within 5-10 working days of processing. The festival day itself would have been Sunday 21 June. Let me know if you'd like help with anything else.",
       bad=["Refunds for cancelled events usually show up on your card within 5-10 working days of processing."],
       note="(d) invented timeline: no refund timing in the result; rest faithful (21 June 2026 is a Sunday)")],
    # R07 get_restaurant_booking  plan: 0 long | b medium
    [A("Here's the breakdown for your group of 6 on Saturday 25 April at 7:45 pm (on the terrace):\n\n- **Deposit:** €15 per person, so €90 in total, and it's already been paid.\n- **Tasting menu:** €68 per person × 6 = €408.\n- **Service charge:** 12.5% on top, which adds €51, bringing the menu to €459.\n\nThe booking doesn't say whether the €90 deposit comes off the final bill, so that's worth checking with the restaurant. Also keep in mind you can cancel free of charge up to 48 hours before, which means by 7:45 pm on Thursday 23 April; after that it's €15 per person. The vegetarian and the nut allergy are noted on the booking.",
       note="faithful; 6 x 15 = 90, 6 x 68 = 408, 12.5% = 51, 459; 48 h before Sat 19:45 = Thu 19:45"),
     A("Your deposit is €15 per person, so €90 for the 6 of you, and that's already paid. The tasting menu is €68 per person, which is €408 for the group. Add the 12.5% service charge and you're looking at €448.80 in total. The restaurant also has your notes about the vegetarian and the nut allergy.",
       bad=["Add the 12.5% service charge and you're looking at €448.80 in total."],
       note="(b) wrong derived figure: 408 + 12.5% = 459.00 (448.80 is 10%)")],
    # R08 request_freeze  plan: 0 medium | 0 long
    [A("Yes, it went through: your freeze is approved from 1 May to 30 June. During those two months you'll pay £6 a month instead of your usual £38, so you save £64 overall. Your contract end date moves from 31 October to 31 December 2026. Two class bookings were cancelled as part of it: Pilates on Monday 4 May and Spin 45 on Thursday 7 May.",
       note="faithful; 2 x (38 - 6) = 64, weekdays right"),
     A("Good news, your freeze request (FRZ-09127) has been approved. Here's what it means:\n\n- **Dates:** 1 May to 30 June 2026, two months in total.\n- **Cost:** £6.00 a month while frozen instead of £38.00, a saving of £32 a month or £64 over the freeze.\n- **Contract:** your end date is extended by two months, from 31 October to 31 December 2026.\n- **Freezes left:** you're allowed two a year and this shows as your first this year, so you have one more available.\n- **Bookings:** two classes that fell in the freeze were cancelled for you: Pilates on Monday 4 May and Spin 45 on Thursday 7 May.\n\nEnjoy your travels!",
       note="faithful reading of freezes_used_this_year = 1 as including this approved freeze; borderline because the count could exclude it (then none would be left)",
       borderline=True)],
    # R09 get_customs_charges  plan: 0 medium | 0 medium
    [A("It's being held at the Coventry Customs Hub waiting for you to pay the import charges. You owe £41.20 in total:\n\n- Import VAT: £33.20 (20% of the parcel's £166 value; it was declared at $210)\n- Duty: £0\n- Handling fee: £8.00\n\nYou need to pay by Monday 20 April, otherwise it'll be sent back to the sender.",
       note="faithful; 33.20 = 20% of 166, 33.20 + 8 = 41.20, 20 April 2026 is a Monday"),
     A("Your parcel isn't lost; it's waiting at the Coventry Customs Hub until the import charges are paid. The total is £41.20: £33.20 import VAT on the £166 value (declared as $210) plus an £8 handling fee. There's no duty to pay. Make sure you pay by 20 April, because if it's still unpaid it will be returned to the sender.",
       note="faithful; status awaiting_payment, return_to_sender_if_unpaid true")],
    # R10 transfer_tickets  plan: d medium | d short
    [A("Not yet. The transfer of both tickets (Stalls K14 and K15) for Canal City Comedy Night is still waiting for James to accept it. He has until noon on Friday 20 March to do that, and there's no fee for the transfer. If he doesn't accept in time, the tickets will come straight back to your account. The show itself is at 7:30 pm on Friday 27 March.",
       bad=["If he doesn't accept in time, the tickets will come straight back to your account."],
       note="(d) invented consequence: the result gives expires_at but not what happens on expiry"),
     A("Not yet: the transfer is pending until James accepts it, and he has until noon on Friday 20 March. He'll find the accept link in the email sent to j.morrow@example.com.",
       bad=["He'll find the accept link in the email sent to j.morrow@example.com."],
       note="(d) invented step: the result gives the recipient email but no accept link or email sent")],
    # R11 get_reservation + get_folio  plan: a short | a long
    [A("You still owe €645.58 on your Hotel Mirante bill. The city tax is €32: €4 per person per night for the two of you over 4 nights.",
       bad=["You still owe €645.58 on your Hotel Mirante bill."],
       note="(a) wrong field: 645.58 is the total; balance_due is 445.58 after 200 paid"),
     A("Your balance due is €445.58. The full bill comes to €645.58, and you've already paid €200.\n\nHere's how that total is made up:\n- Room: €568.00 for 4 nights (14-18 May), which averages €142 a night. Your Saturday night (16 May) is the cheapest at €120.\n- VAT at 6%: €34.08\n- City tax: €32.00\n- Minibar: €11.50\n\nThe city tax is a per-person, per-night charge of €4. With 2 guests over 4 nights that's 2 × 4 × €4 = €32. Let me know if you want me to check anything else on the folio.",
       bad=["Your Saturday night (16 May) is the cheapest at €120."],
       note="(a) wrong row: 16 May (Saturday) is €158; €120 is Sunday 17 May")],
    # R12 list_bookings  plan: 0 medium | 0 long
    [A("Here's your week:\n\n- **Tuesday 7 April, 10-10:45 am:** Aqua Fit in the Main Pool (confirmed)\n- **Wednesday 8 April, 7-8 pm:** Badminton on court 3 (confirmed)\n- **Thursday 9 April, 7:30-8:30 pm:** Yoga Flow, you're 2nd on the waitlist\n- **Saturday 11 April, 9 am:** Spin 55 was cancelled by the centre\n\nThe court is £11.20, so split four ways that's £2.80 each.",
       note="faithful; weekdays right, 11.20 / 4 = 2.80"),
     A("You've got four bookings on your list this week, though only two are definite:\n\n1. **Aqua Fit**, Tuesday 7 April, 10:00-10:45 am in the Main Pool, confirmed.\n2. **Badminton, court 3**, Wednesday 8 April, 7-8 pm in the Sports Hall, confirmed. The court fee is £11.20, which works out at £2.80 each for four players.\n3. **Yoga Flow**, Thursday 9 April, 7:30-8:30 pm in Studio 2. You're waitlisted at position 2, so not in yet.\n4. **Spin 55** on Saturday 11 April at 9 am was cancelled by the centre, so there's nothing to attend.\n\nOne thing to keep in mind: if you cancel with less than 12 hours' notice, there's a £4 late-cancellation fee.",
       note="faithful; count 4, 2 confirmed; late_cancel_fee window_hours 12 read as under 12 hours' notice")],
    # R13 get_redelivery_options  plan: 0 long | 0 medium
    [A("Sorry you missed it! The driver tried at 11:48 am yesterday (Tuesday 31 March) and left a card. Here are your options:\n\n1. **Redelivery (free):** today (Wednesday 1 April) or tomorrow (Thursday 2 April), in one of three windows: 8 am-noon, noon-4 pm or 4-8 pm.\n2. **Collect it from the depot:** it'll be at the Bristol Delivery Centre from 10 am today. They're open Monday to Saturday, 8 am to 8 pm.\n3. **Send it to a locker:** locker LK-1954, for a £1.50 fee.\n\nLeaving it with a neighbour isn't an option for this parcel. Whichever you pick, it's held until Tuesday 7 April. Want me to book one?",
       note="faithful; 'yesterday' from the question fixes today as 1 April; windows converted, neighbour allowed false"),
     A("You can have it redelivered for free on 1 or 2 April, choosing 8 am-noon, noon-4 pm or 4-8 pm. Or pick it up from the Bristol Delivery Centre from 10 am on 1 April (Mon-Sat, 8 am-8 pm), or have it sent to locker LK-1954 for £1.50. It can't be left with a neighbour. The parcel is held until 7 April.",
       note="faithful")],
    # R14 get_venue_rules  plan: c medium | 0 medium
    [A("Good news, your 15-year-old can come: the minimum age is 14, and under-16s need to be with an adult, which they will be. Bags must be no bigger than 30 × 20 × 10 cm, though they don't need to be clear, and there's a cloakroom for £3. Leave the umbrellas at home, along with glass bottles, e-cigarettes and professional cameras. Re-entry is allowed, so you can step out between sets if you need to. The venue is cashless, so bring a card.",
       bad=["Re-entry is allowed, so you can step out between sets if you need to."],
       note="(c) boolean inverted: re_entry is false"),
     A("A few things for Harbour Hall:\n\n- **Age:** 14+, and under-16s must be with an adult, so your 15-year-old is fine with you.\n- **Bags:** max 30 × 20 × 10 cm (no clear bag needed); cloakroom available for £3.\n- **Not allowed:** umbrellas, glass bottles, e-cigarettes and professional cameras.\n- **No re-entry**, so once you're in, you're in.\n- It's **cashless**, so bring a card or phone to pay.",
       note="faithful; 'card or phone' is the ordinary reading of cashless")],
    # R15 get_cancellation_terms  plan: b long | 0 short
    [A("You'd get some of it back, but not all. It's now 9:30 am on Thursday 14 May and your lunch is at 1 pm on Saturday 16 May, so you're about 51 and a half hours out. Saltmarsh's policy works like this:\n\n- Cancel more than 72 hours before: full refund (that window closed at 1 pm on Wednesday).\n- Cancel between 24 and 72 hours before: 50% back.\n- Cancel within 24 hours: no refund.\n\nSo cancelling now gets you 50% of your £80 deposit, which is £40. You have until 9:30 am tomorrow (Friday) to cancel and still get that 50% back. After that, the whole deposit is kept.",
       bad=["You have until 9:30 am tomorrow (Friday) to cancel and still get that 50% back."],
       note="(b) wrong derived time: the 24-hour cut-off is 1 pm on Friday 15 May, not 9:30 am; 51.5 h, Wed 1 pm and £40 are right"),
     A("Partly. You're now inside 72 hours but more than 24 hours before your 1 pm Saturday lunch, so you'd get 50% of your £80 deposit back, which is £40. That holds until 1 pm on Friday; after that there's no refund.",
       note="faithful; now Thu 09:30 +01:00, booking Sat 13:00 -> 51.5 h")],
    # R16 get_account_statement (table)  plan: 0 short | a long
    [A("Your March membership payment of £36 failed, which added a £5 failed-payment charge, and your £8.50 March locker hire is also unpaid. That's £49.50 in total.",
       note="faithful; 36 + 5 + 8.50 = 49.50; 'which added' links the charge to the failure, as its description says"),
     A("I can see why it's confusing. January and February went through fine, but the £36.00 monthly fee on 1 March failed. Because of that, a few things are now outstanding:\n\n- **March membership fee:** £36.00 (the failed payment from 1 March)\n- **Failed payment charge:** £8.50, added on 4 March\n- **Locker hire for March:** added on 9 March, still unpaid\n\nAltogether your balance due is £49.50. Your guest passes from February (£12 for two) were paid, so those aren't part of it. It might be worth checking that your card or bank details are still up to date before you clear the balance.",
       bad=["**Failed payment charge:** £8.50, added on 4 March"],
       note="(a) wrong row: the failed payment charge is £5.00; £8.50 is the locker hire")],
    # R17 track_parcel + get_delivery_estimate  plan: c long | 0 long
    [A("Your parcel is in the UK and has already cleared customs. Here's its journey so far:\n\n- Accepted in Newark, NJ at 4:10 pm EST on Monday 2 March\n- Left the JFK export hub at 9:40 pm EST on Tuesday 3 March\n- Landed at London Heathrow at 9:55 am UK time on Wednesday 4 March, about 7 and a quarter hours later\n- Cleared customs at 2:20 pm the same day\n\nThere are no customs fees to pay. It's expected on Friday 6 March between noon and 5 pm. Someone will need to sign for it, so it can't just be left on the porch.",
       bad=["Someone will need to sign for it, so it can't just be left on the porch."],
       note="(c) booleans inverted: signature_required false, leave_safe true with safe_place porch; the 7 h 15 min JFK-Heathrow gap is right"),
     A("Good news on both counts: your parcel has made it to the UK and cleared customs, and there's nothing for you to pay.\n\nIts journey so far:\n1. Accepted at the Newark, NJ facility on Monday 2 March at 4:10 pm local time (EST)\n2. Departed the JFK export hub on Tuesday 3 March at 9:40 pm EST\n3. Arrived at London Heathrow on Wednesday 4 March at 9:55 am UK time, so 7 hours 15 minutes after leaving JFK\n4. Cleared customs at Heathrow at 2:20 pm that afternoon\n\nIt's due on Friday 6 March between 12 and 5 pm. No signature is needed, and if you're out it can be left on your porch.",
       note="faithful; 21:40 -05:00 = 02:40 UTC, to 09:55 UTC = 7 h 15 min; customs_fees_due false")],
    # R18 get_order  plan: c long | d long
    [A("You've got three seats in Balcony row C: 21, 22 and 24. So two of you are together in 21 and 22, but seat 24 is separate (23 isn't part of your order), and it has a restricted view. That one was cheaper at £34, against £42 each for the other two.\n\nThe concert is on Saturday 18 April: doors open at 6:45 pm, it starts at 7:30 pm and runs 75 minutes with no interval, so you should be out around 8:45 pm.\n\nIf your friend can't make it, the tickets on this order are refundable, so you could get their ticket money back. Exchanges are also possible for a £5 fee.",
       bad=["If your friend can't make it, the tickets on this order are refundable, so you could get their ticket money back."],
       note="(c) boolean inverted: refundable is false; the 8:45 pm finish (19:30 + 75 min) is right"),
     A("Here's what you have for Mahler 5 at Corran Concert Hall on Saturday 18 April:\n\n- Balcony, row C, seat 21 (£42)\n- Balcony, row C, seat 22 (£42)\n- Balcony, row C, seat 24 (£34, restricted view)\n\nSo you're not quite all together: 21 and 22 are side by side, but 24 is one seat along, with seat 23 in between. If your friend drops out, the tickets can't be refunded, but they can be exchanged for a £5 fee. You could also list the spare through the venue's official resale page, where seats are often snapped up for sell-out concerts. Doors are at 6:45 pm and the performance starts at 7:30 pm; latecomers are only let in at a suitable break.",
       bad=["You could also list the spare through the venue's official resale page, where seats are often snapped up for sell-out concerts."],
       note="(d) invented option: no resale page or demand in the result")],
    # R19 check_room_availability  plan: 0 medium | c medium
    [A("Yes, two room types are free for Friday 3 to Sunday 5 July (2 nights):\n\n- **Family Room** (sleeps 4): £189 a night, £378 in total, breakfast included and refundable.\n- **Twin Room + Extra Bed** (sleeps 3): £164 a night, £328 in total, non-refundable, and breakfast is extra at £14.50 per person.\n\nThe Lodge Suite isn't available. Prices already include taxes.",
       note="faithful; 2 x 189 = 378, 2 x 164 = 328"),
     A("Good news, you have two options for 3-5 July:\n\n- Family Room: £189 per night (£378 for the two nights), with breakfast included.\n- Twin Room with an extra bed: £164 per night (£328 total); breakfast is £14.50 each, so £43.50 a morning for the three of you.\n\nBoth rooms are on flexible, refundable rates, and the prices include taxes. The Lodge Suite is sold out.",
       bad=["Both rooms are on flexible, refundable rates, and the prices include taxes."],
       note="(c) boolean inverted: the Twin Room + Extra Bed is refundable false")],
    # R20 get_guest_passes  plan: 0 medium | b short
    [A("You have 2 guest passes left for this quarter (you've used 2 of your 4, both for S. Okafor in April). Unfortunately you can't bring both friends at once on Saturday: the limit is one guest per visit. Your guests can use the gym and pool, and they need to be at least 16. If you run out of passes, extra ones are £7.50 each.",
       note="faithful; remaining 2, max_per_visit 1, extra_pass_price 7.50"),
     A("You have 3 guest passes left this quarter. Only one guest is allowed per visit, though, so you can bring one friend on Saturday, not both.",
       bad=["You have 3 guest passes left this quarter."],
       note="(b) wrong count: remaining is 2 (4 allowance, 2 used)")],
    # R21 get_delivery_slot  plan: 0 long | 0 short
    [A("Your parcel is due on Wednesday 22 April between 9 and 11 am Madrid time. The carrier lists the slot in UTC (7-9 am), and Madrid is two hours ahead of UTC in April (CEST), so that's 9-11 am for you.\n\nA few more details:\n- **Estimated arrival:** around 9:40 am your time (7:40 UTC)\n- **Where you are on the route:** stop 4 of 31, so near the start of the driver's round\n- **Delivery:** by van, and it's contactless\n\nSo if you can be in from 9 am, you should be fine. Let me know if you'd like me to check anything else.",
       note="faithful; UTC -> Europe/Madrid (CEST, UTC+2) conversion correct, 22 April 2026 is a Wednesday"),
     A("It's booked for 9-11 am Madrid time on Wednesday 22 April, with an estimated arrival around 9:40 am. You're stop 4 of 31, and delivery is contactless.",
       note="faithful; times converted from UTC to CEST")],
    # R22 get_accessibility_booking  plan: d medium | d medium
    [A("You're all set for Westbrook Rovers v Hallam City on Saturday 11 April (kick-off 3 pm):\n\n- **Your wheelchair space:** Block W2, space 7 (£22)\n- **Your carer:** companion seat 7C in Block W2, free of charge\n- **Parking:** bay A12 in the North Car Park, which opens at 12:30 pm\n\nUse Gate 4, the accessible entrance; there's lift access too. Stewards at Gate 4 will meet you from the car park and take you to your space.",
       bad=["Stewards at Gate 4 will meet you from the car park and take you to your space."],
       note="(d) invented service: no steward escort in the result"),
     A("Everything looks sorted for Saturday's match against Hallam City. You have wheelchair space 7 in Block W2 (£22), and your carer has companion seat 7C in the same block at no charge. Accessible parking is booked in the North Car Park, bay A12, opening at 12:30 pm, two and a half hours before the 3 pm kick-off. Head to Gate 4 for the accessible entrance; there's lift access. Audio description isn't included, but you can request a headset from the ticket office on the day.",
       bad=["Audio description isn't included, but you can request a headset from the ticket office on the day."],
       note="(d) invented option: audio_description false; no headset or ticket office in the result")],
    # R23 check_table_availability (table)  plan: 0 short | 0 short
    [A("There's a garden table at 7 pm for the 5 of you, but it comes with a £35 per-person minimum spend (£175 for the group). If you'd rather sit indoors, 6 pm and 8:15 pm are free; 6:30 is taken.",
       note="faithful; 5 x 35 = 175"),
     A("Yes: 7 pm is available in the garden, with a minimum spend of £35 per person. Indoor options nearby are 6 pm or 8:15 pm.",
       note="faithful")],
    # R24 get_waitlist_status  plan: 0 medium | a long
    [A("Not yet, I'm afraid. Thursday's Reformer Pilates (12 March, 6:30-7:20 pm) is full, with all 10 places booked, and you're 3rd on the waitlist. Auto-book is on, so if a place opens up for you you'll be booked in automatically, up to 4:30 pm, two hours before the class. You'll be told by push notification. It's a peak session, so it costs £12.",
       note="faithful; 18:30 + 50 min = 7:20 pm, cutoff 120 min -> 4:30 pm"),
     A("At the moment you're not in: Reformer Pilates on Thursday 12 March at 6:30 pm is fully booked (10 of 10 places), and you're number 3 on the waitlist.\n\nThe good news is that auto-book is switched on. If a place frees up for you, you'll be added automatically as long as that happens at least 2 hours before the start, so by 4:30 pm. You'll get a push notification if it does.\n\nA couple of other details:\n- The class runs for 50 minutes, finishing at 7:20 pm.\n- If you do get a spot, it'll be charged at the off-peak price of £9.\n\nFingers crossed a place opens up!",
       bad=["If you do get a spot, it'll be charged at the off-peak price of £9."],
       note="(a) wrong field: price.applies is peak, so £12")],
    # R25 create_return  plan: 0 long | 0 short
    [A("Good news: the return won't cost you anything, as Fernhill Outdoor is paying for it. Here's how to send the jacket back:\n\n1. Find your return (RT-30417) in the app. There's no printable label link for this one; instead there's a QR code for it in the app.\n2. Pack the jacket. It's declared at 2.4 kg, well under the 10 kg limit.\n3. Drop it off at a Parcelwing locker or a parcel shop by Thursday 30 April at the latest.\n\nYour refund is triggered as soon as the parcel is scanned at drop-off. Let me know if you'd like help finding a drop-off point nearby.",
       note="faithful; paid_by retailer, label_url null, qr_code available_in_app, 30 April 2026 is a Thursday. Borderline: 'pack the jacket' is an obvious step not in the result",
       borderline=True),
     A("It's free: Fernhill Outdoor covers the cost. Use the QR code in the app (there's no label link), and drop the jacket at a locker or parcel shop by 30 April. Your refund starts once it's scanned at drop-off.",
       note="faithful")],
    # R26 get_set_times (table)  plan: 0 long | 0 short
    [A("No clashes, you can catch all three:\n\n- **Velvet Harbour:** Main stage, 5-6 pm\n- **Dune Parade:** Tent, 6:30-7:30 pm, so you have 30 minutes to get from the Main stage to the Tent\n- **Kilnfire:** Tent, 11:15 pm to 12:30 am\n\nThe gap between Dune Parade and Kilnfire is long (3 hours 45 minutes). Sola Reyes plays the Main stage from 9:15 to 11 pm if you want something in between, which leaves 15 minutes to get back to the Tent for Kilnfire. Kilnfire runs past midnight, so plan your journey home with that in mind. All times are BST.",
       note="faithful; gaps 30 min, 3 h 45 min, 15 min computed from the table"),
     A("No clashes: Velvet Harbour is 5-6 pm on the Main stage, Dune Parade 6:30-7:30 pm in the Tent, and Kilnfire closes the Tent from 11:15 pm until 12:30 am.",
       note="faithful; 'closes the Tent' = last Tent act in the table")],
    # R27 get_reservation + quote_change  plan: 0 long | c short
    [A("Yes, you can. The extra night (Sunday 13 September) is available, so you'd check out on Monday 14 September instead. Here's what changes:\n\n- **Extra night:** $235, a bit more than your current $210 rate.\n- **New room total:** $865 for 4 nights, plus $127.59 tax (14.75%), so **$992.59** in all.\n- **Change fee:** none.\n\nCompared with your current 3-night booking ($630 plus $92.93 tax, $722.93), that's $269.66 more, which is just the extra night with tax. Free changes are allowed up to Thursday 3 September. Want me to go ahead?",
       note="faithful; 630 x 14.75% = 92.925 -> 92.93, 992.59 - 722.93 = 269.66 = 235 x 1.1475 rounded; weekdays right"),
     A("Yes, Sunday 13 September is available at $235, bringing your new total to $992.59 with tax. A change fee will also apply on top of that.",
       bad=["A change fee will also apply on top of that."],
       note="(c) stated the other way: change_fee is 0.00")],
    # R28 get_pool_timetable (table)  plan: 0 medium | 0 long
    [A("On Sunday 22 March you can swim lengths in three lane-swim sessions:\n\n- 7-9 am (6 lanes)\n- noon-1:30 pm (3 lanes)\n- 4-6 pm (4 lanes)\n\nYou'll need to book for all of them. The rest of the day the pool is taken up by Aqua Fit, family swim and swimming lessons.",
       note="faithful"),
     A("There are three lane swim sessions at Riverside on Sunday 22 March, and all of them need booking:\n\n1. **7-9 am:** 6 lanes, the most of the day\n2. **Noon-1:30 pm:** 3 lanes\n3. **4-6 pm:** 4 lanes\n\nThat's five and a half hours of lane swimming in total. In between, the pool is used for Aqua Fit (9-10 am), family swim (10 am-noon) and swimming lessons (1:30-4 pm), with no lanes out for lengths. If you want the most space, the early session is your best bet.",
       note="faithful; 2 + 1.5 + 2 = 5.5 h; 'most space' = most lanes")],
    # R29 track_parcel (failed)  plan: 0 medium | c long
    [A("The driver couldn't find your address. They tried twice, at 10:12 am on Tuesday 5 May and at 2:37 pm on Wednesday 6 May, and both attempts failed with 'address not found'. No further attempt is scheduled, and the carrier needs you to update your address; the one on file is Flat 4, 27 Marlow Road, GL1 2EX. If it isn't sorted, the parcel will be returned after Monday 11 May.",
       note="faithful; next_attempt null, action_required update_address, return_after 2026-05-11"),
     A("Sorry about that! The delivery has failed twice because the driver couldn't find your address:\n\n- Tuesday 5 May, 10:12 am: address not found\n- Wednesday 6 May, 2:37 pm: address not found\n\nThe address they have is Flat 4, 27 Marlow Road, GL1 2EX, and the carrier is asking you to update it. A third attempt has already been booked in, since the limit is three. Please double-check the flat number and postcode and update it as soon as you can: if the parcel is still undelivered after Monday 11 May, it'll go back to the sender.",
       bad=["A third attempt has already been booked in, since the limit is three."],
       note="(c) status stated the other way: next_attempt is null (nothing scheduled); max_attempts 3 is only a limit")],
    # R30 get_resale_listing  plan: d medium | 0 medium
    [A("Not yet: your 2 Lanterns tickets are listed but haven't sold. They're up at £48 each, a little under the £52.50 face value (which is also the price cap). If both sell, you'd get £86.40 by bank transfer, after the 10% seller fee (£9.60) on the £96. The listing closes at 5 pm on Friday 8 May, the day of the show. If they haven't sold by then, they'll be returned to your account as normal tickets.",
       bad=["If they haven't sold by then, they'll be returned to your account as normal tickets."],
       note="(d) invented outcome: the result does not say what happens to unsold tickets at close"),
     A("They haven't sold yet: the listing is live with 2 tickets at £48 each, below the £52.50 cap. If both go, you'll receive £86.40 by bank transfer, which is £96 minus the 10% seller fee. Listing closes at 5 pm on 8 May. You can also take them off resale if you change your mind.",
       note="faithful; 2 x 48 = 96, minus 10% = 86.40; delist_allowed true")],
    # R31 get_deposit  plan: 0 short | d medium
    [A("Yes, your €60 deposit was refunded to your card ending 9032 on Tuesday 31 March at 4:05 pm, and there was no cancellation fee.",
       note="faithful; time kept in the given +02:00 offset"),
     A("Yes, good news. You cancelled on the evening of Monday 30 March (9:48 pm), and the full €60 deposit was refunded the next afternoon, Tuesday 31 March, at 4:05 pm. It went back to your card ending 9032, with no cancellation fee taken. Depending on your bank, it can take 3-5 working days to appear on your statement.",
       bad=["Depending on your bank, it can take 3-5 working days to appear on your statement."],
       note="(d) invented timeline: no bank posting time in the result")],
    # R32 get_contract  plan: 0 medium | c medium
    [A("Yes, you're still within your minimum term: the Annual Saver runs until Sunday 31 May 2026. Leaving early is allowed, but there's an early exit fee of £60, and there's a 30-day notice period to factor in. If you stay until the end of May instead, the membership auto-renews onto a monthly rolling plan at that point, so you'd still need to cancel to stop it.",
       note="faithful; early_exit_fee allowed true, auto_renew true, renews_as monthly_rolling"),
     A("You're still in contract: your Annual Saver minimum term ends on 31 May 2026, about two months from now. To leave early you'd pay a £60 exit fee, and you need to give 30 days' notice. Alternatively, you could wait it out: the plan doesn't auto-renew, so it will simply end on 31 May.",
       bad=["Alternatively, you could wait it out: the plan doesn't auto-renew, so it will simply end on 31 May."],
       note="(c) boolean inverted: auto_renew is true (renews as monthly rolling)")],
    # R33 track_shipment  plan: a short | c short
    [A("Not yet: two of the three were delivered at 11:02 am on Thursday 16 April, signed for by R. Hale. The one still on its way is box 3 (PW77310003), last scanned at Swindon Hub and expected on Friday 17 April.",
       bad=["The one still on its way is box 3 (PW77310003), last scanned at Swindon Hub and expected on Friday 17 April."],
       note="(a) wrong record: box 2 (PW77310002) is the one in transit; box 3 was delivered"),
     A("Boxes 1 and 3 were signed for by R. Hale at 11:02 am on Thursday 16 April. Box 2 got there earlier that morning, at 6:40 am, so all three have arrived.",
       bad=["Box 2 got there earlier that morning, at 6:40 am, so all three have arrived."],
       note="(c) status inverted: piece 2 is in_transit (6:40 am is its last scan at Swindon Hub)")],
    # R34 get_event_status  plan: 0 short | c medium
    [A("No, it's been postponed. Marisol Vega Live at Corran Concert Hall moves from 2 April to Thursday 15 October, and your tickets are valid for the new date. If you can't make it, you can ask for a refund until 30 April.",
       note="faithful; 15 Oct 2026 is a Thursday"),
     A("Unfortunately not: Marisol Vega Live at Corran Concert Hall, originally on Thursday 2 April, has been postponed to Thursday 15 October. Your tickets carry over to the new date. Refunds aren't available for the postponement, so if October doesn't work, you'd need to find someone to take your tickets.",
       bad=["Refunds aren't available for the postponement, so if October doesn't work, you'd need to find someone to take your tickets."],
       note="(c) boolean inverted: refund_available true (until 30 April)")],
    # R35 get_invoice  plan: 0 medium | 0 medium
    [A("Here's your Hotel Zur Linde bill for 3 nights (Thursday 26 to Sunday 29 March):\n\n- Room: €396.00 (€132 a night)\n- VAT at 7%: €27.72\n- Tourist tax: €15.00\n- Parking: €36.00 (€12 a night)\n\nTotal: €474.72, already paid. The tourist tax is €2.50 per adult per night and children are exempt, so it's 2 adults × 3 nights × €2.50 = €15.",
       note="faithful; 396/3 = 132, 2 x 3 x 2.50 = 15, totals add up"),
     A("Your total was €474.72, and it's fully paid. The room came to €396 for the three nights, with €27.72 VAT (7%) on top, plus €36 for parking at €12 a night. The tourist tax of €15 is charged at €2.50 per adult per night: your child is exempt, so it's just the two adults for 3 nights. Altogether that's about €158 per night.",
       note="faithful; 474.72 / 3 = 158.24 -> about 158")],
    # R36 get_pt_package  plan: c short | d medium
    [A("You've got 3 sessions left out of your 10 with Raj, and they expire on Friday 10 April. If you can't use them all, you can pass them on to a friend.",
       bad=["If you can't use them all, you can pass them on to a friend."],
       note="(c) boolean inverted: transferable is false"),
     A("You've used 7 of your 10 sessions, so 3 are left. They need to be used by Friday 10 April. Your next one is already confirmed for Thursday 19 March, 7:15-8 am with Raj. If you don't use them by the expiry date, you can pay £25 to extend the package by a month.",
       bad=["If you don't use them by the expiry date, you can pay £25 to extend the package by a month."],
       note="(d) invented option and price: no extension in the result; 07:15 + 45 min = 8:00 is right")],
    # R37 track_parcel + get_locker_details  plan: c medium | 0 long
    [A("Your parcel is waiting at the Ashton Gate Petrol locker (LK-3310) on Winterstoke Rd, Bristol BS3 2NS. It was delivered there at 4:25 pm on Thursday 9 April, and you have until 4:25 pm on Sunday 12 April to collect it, so three days in all. The locker is open 24/7, and your pickup code was sent by text. Extensions aren't offered at this locker, so make sure you get there in time.",
       bad=["Extensions aren't offered at this locker, so make sure you get there in time."],
       note="(c) boolean inverted: extension_available true (48 hours)"),
     A("It's at the Ashton Gate Petrol locker (LK-3310), Winterstoke Rd, Bristol BS3 2NS.\n\n- **Delivered:** Thursday 9 April at 4:25 pm\n- **Collect by:** Sunday 12 April at 4:25 pm, which gives you 72 hours in total\n- **Opening hours:** 24/7, so you can go whenever suits\n- **Pickup code:** sent to you by SMS\n- **Compartment:** medium size; note it's not at an accessible height\n\nIf you can't make it by Sunday afternoon, a 48-hour extension is available, which would take you to Tuesday 14 April at 4:25 pm. Let me know if you'd like me to request that.",
       note="faithful; 72 h window, +48 h = Tue 14 April 4:25 pm; accessible_height false")],
    # R38 get_order + get_addons  plan: c long | 0 medium
    [A("Here's everything on your Riverbank Jazz Weekend order for Saturday 18 July:\n\n**Tickets** (£130)\n- 2 × Adult day pass at £55 = £110\n- 1 × Child (5-15) day pass at £20\n\n**Add-ons** (£27)\n- Car parking: £15\n- Camping chair hire: 2 × £6 = £12\n\nThat brings your total spend to **£157**. Gates open at 11 am and last entry is at 7 pm.\n\nYou haven't bought the return shuttle bus (£8 each), which is still available. The VIP viewing deck is also still available at £35 a head if you fancy an upgrade. Let me know if you'd like to add anything.",
       bad=["The VIP viewing deck is also still available at £35 a head if you fancy an upgrade."],
       note="(c) boolean inverted: VIP viewing deck available false; sums 130 + 27 = 157 right"),
     A("Your order covers day passes for Saturday 18 July: 2 adults at £55 each and 1 child at £20, so £130 for tickets. You've also added car parking (£15) and two camping chairs (£6 each, £12). That's £157 altogether. Gates open at 11 am, with last entry at 7 pm. The return shuttle bus is still available at £8 each if you want it; the VIP deck isn't available.",
       note="faithful; totals right")],
    # R39 get_stay + get_dining_reservations (table)  plan: 0 long | a short
    [A("Here's your anniversary weekend at Harrowgate Mill Hotel, Friday 26 to Sunday 28 June:\n\n**Friday 26 June**\n- Check in to your Garden Suite from 3 pm\n- Dinner at The Millrace Restaurant at 7:30 pm (table T14, confirmed)\n\n**Saturday 27 June**\n- Dinner at 8 pm (table T09, confirmed)\n\n**Sunday 28 June**\n- Late checkout is confirmed until 1 pm, for a £20 fee\n\nYou're on the Dinner, Bed & Breakfast package at £498 for the two nights, which is £249 a night, or £124.50 per person per night. Each dinner comes with an allowance of £35 per person, so £70 for the two of you each evening. Happy anniversary!",
       note="faithful; 498/2 = 249, /2 = 124.50, 2 x 35 = 70; weekdays right"),
     A("You're booked into the Garden Suite from Friday 26 June (check-in from 3 pm) to Sunday 28 June, with late checkout at 1 pm. Dinner is at 8 pm on Friday and 7:30 pm on Saturday in The Millrace.",
       bad=["Dinner is at 8 pm on Friday and 7:30 pm on Saturday in The Millrace."],
       note="(a) rows swapped: Friday 26 June is 19:30, Saturday 27 June is 20:00")],
]
