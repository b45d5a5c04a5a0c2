"""Two assistant answers per item in records.py, with labels (hand-written, Claude as data helper).

Which answers are hallucinated, the error kind and the target length were fixed BEFORE writing
by the seeded plan in plan.py (random.Random(2712)); build.py checks each answer's label
(1 iff ``bad`` is non-empty) and ``kind`` against the plan. ``bad`` holds the one planted
unsupported sentence (an exact substring of the answer); ``note`` says what is wrong (or, for
borderline items, why another reader might disagree). See LABELLING.md.
Kinds: a = wrong field or wrong record, b = wrong value or wrong derived figure,
c = yes/no or status stated the other way, d = invented reason, next step or detail.
"""


def A(text, bad=(), kind="-", note="", borderline=False):
    return {"text": text, "bad": list(bad), "kind": kind, "note": note, "borderline": borderline}


a_ = "a_wrong_field_or_record"
b_ = "b_wrong_value_or_derived"
c_ = "c_status_inverted"
d_ = "d_invented_reason_step_detail"

ANSWERS = [
    # 0 get_card_status   plan: 0 short | 1 c medium
    [A("That'll be why: your Visa debit card ending 4821 is currently frozen. The freeze was put on by you on "
       "2 March at 9:14 pm (UTC), and it's still in place."),
     A("Your Visa debit card ending 4821 is frozen at the moment, which would explain the decline. The freeze was "
       "applied by you on 2 March at 9:14 pm (UTC). Its other settings are: contactless payments on, online payments "
       "on and ATM withdrawals on. The card is valid until September 2028, and no replacement has been ordered.",
       bad=["Its other settings are: contactless payments on, online payments on and ATM withdrawals on."],
       kind=c_, note="online_payments_enabled is false; stated as on")],
    # 1 get_accounts   plan: 0 medium | 1 b long
    [A("Here's where things stand as of 10 March:\n"
       "- Everyday Current: £1,243.67 (£1,743.67 available including your £500 overdraft)\n"
       "- Rainy Day Saver: £4,210.00\n"
       "- Holiday Pot: £386.15 (locked until 1 June)\n\n"
       "Altogether that's £5,839.82 across your three accounts. Let me know if you'd like more detail on any of them."),
     A("Here's a summary of your accounts as of 10 March 2026:\n\n"
       "1. **Everyday Current**: balance £1,243.67. You also have a £500 arranged overdraft, so your available "
       "balance is £1,743.67.\n"
       "2. **Rainy Day Saver** (easy access savings): £4,210.00, earning 3.25% AER.\n"
       "3. **Holiday Pot**: £386.15, locked until 1 June 2026.\n\n"
       "Adding up the three balances, you have £5,839.82 in total. If you count the overdraft and leave the "
       "Holiday Pot aside, you could get at up to £6,953.67 right now. Let me know if you'd like a breakdown of "
       "recent transactions on any of these accounts.",
       bad=["If you count the overdraft and leave the Holiday Pot aside, you could get at up to £6,953.67 right now."],
       kind=b_, note="wrong sum: available 1,743.67 + savings 4,210.00 = 5,953.67, not 6,953.67")],
    # 2 list_transactions   plan: 0 long | 0 short
    [A("Between 4 and 10 March you spent £103.39 from your current account across five payments:\n\n"
       "- **Tesco Express**: £14.35 on 10 March (still pending)\n"
       "- **TfL Travel**: £8.90 on 9 March\n"
       "- **Netflix**: £10.99 on 8 March\n"
       "- **Dishoom Covent Garden**: £62.40 on 7 March\n"
       "- **Pret A Manger**: £6.75 on 5 March\n\n"
       "Eating out was the biggest category at £69.15, about two thirds of the total. That figure leaves out your "
       "£2,350.00 salary from ACME LTD, which came in on 6 March. As the Tesco payment is still pending, £89.04 of "
       "the spending has already cleared.",
       note="faithful; sums checked (103.39, 69.15, 89.04)"),
     A("This past week (4 to 10 March) you spent £103.39 across five card payments, the biggest being £62.40 at "
       "Dishoom Covent Garden on 7 March. One of them, £14.35 at Tesco Express, is still pending.")],
    # 3 list_direct_debits   plan: 1 c long | 0 medium
    [A("Yes, your PureGym direct debit (reference PG-0093344) is still set up as active on your current account, "
       "with the last payment of £24.99 taken on 3 January.\n\n"
       "Here's everything else you have set up, all monthly:\n"
       "- **Thames Water** (TW-558120): £38.50, last paid 15 February\n"
       "- **Lambeth Council Tax** (LBC 60231187): £142.00, last paid 1 March\n"
       "- **Aviva Insurance** (AV/77310): £19.72, last paid 22 February\n\n"
       "Each of these is showing as active. Based on the last amounts, those three come to £200.22 a month. If "
       "you'd like to review or cancel any of them, just tell me which one.",
       bad=["Yes, your PureGym direct debit (reference PG-0093344) is still set up as active on your current account, "
            "with the last payment of £24.99 taken on 3 January."],
       kind=c_, note="PureGym status is cancelled (since 28 January); stated as active"),
     A("No, your PureGym direct debit was cancelled on 28 January, so it's no longer going out; the last payment "
       "was £24.99 on 3 January. You still have three active monthly direct debits: Thames Water (£38.50), Lambeth "
       "Council Tax (£142.00) and Aviva Insurance (£19.72), which add up to £200.22 based on their last amounts.")],
    # 4 get_energy_bill   plan: 1 b long | 1 d medium
    [A("Your latest electricity bill (15 January to 14 February) came to £124.91, compared with £97.30 last time, "
       "an increase of £27.61. The bill also shows higher usage: 412 kWh this time against 318 kWh on the "
       "previous bill, which is 104 kWh more.\n\n"
       "Here's how the £124.91 breaks down:\n"
       "- Energy: 412 kWh at 24.86p = £102.42\n"
       "- Standing charge: 31 days at 53.35p = £16.54\n"
       "- VAT: £5.95\n\n"
       "One thing worth knowing: this bill was based on an **estimated** reading rather than an actual one, so if "
       "it looks high, you may want to compare your meter with it.",
       bad=["The bill also shows higher usage: 412 kWh this time against 318 kWh on the previous bill, which is 104 kWh more."],
       kind=b_, note="wrong difference: 412 - 318 = 94 kWh"),
     A("Your bill for 15 January to 14 February is £124.91, up £27.61 from the previous £97.30. You used 412 kWh "
       "in this period compared with 318 kWh before. That jump is most likely down to the colder January weather, "
       "when heating and lighting use goes up. It's also worth noting that this bill used an estimated reading, not "
       "an actual meter reading.",
       bad=["That jump is most likely down to the colder January weather, when heating and lighting use goes up."],
       kind=d_, note="invented cause; the result gives no reason for the higher usage")],
    # 5 get_booking   plan: 1 c long | 0 medium
    [A("Here's your baggage allowance for flight CV 154 from London Heathrow to Dublin on Friday 3 April "
       "(departing 7:40 am):\n\n"
       "- **Cabin bag:** included, up to 7 kg.\n"
       "- **Checked bag:** one checked bag of up to 23 kg is included in your Saver fare.\n\n"
       "The booking also shows a checked bag can be bought for €32.00. You've already paid for seat selection and "
       "you're in seat 14C. Just bear in mind that your ticket is non-refundable, although changes are allowed for "
       "a fee of €65.00. Let me know if you'd like help adding a bag, and have a good trip!",
       bad=["- **Checked bag:** one checked bag of up to 23 kg is included in your Saver fare."],
       kind=c_, note="checked_bag.included is false; stated as included"),
     A("On your Saver fare to Dublin (CV 154 on 3 April) you have a cabin bag of up to 7 kg included. A checked bag "
       "isn't included, but you can add one for €32.00, with a weight limit of 23 kg. Is there anything else you'd "
       "like to check on booking QX7PLM?")],
    # 6 get_mobile_usage   plan: 1 b long | 0 short
    [A("You've got **11 GB** of data left this month (11,264 MB).\n\n"
       "Here's the breakdown for your SIM Only 30GB plan:\n"
       "- Plan allowance: 30 GB, plus 2 GB rolled over from last month, so 32 GB in total\n"
       "- Used so far: 21 GB\n"
       "- Remaining: 11 GB\n\n"
       "Your current cycle runs from 21 February to 20 March, so there are 9 days to go from today (11 March). "
       "Spread evenly, that's about 1.5 GB a day. You've used 412 minutes and 57 texts, both unlimited on your "
       "plan, and you haven't had any out-of-bundle charges.",
       bad=["Spread evenly, that's about 1.5 GB a day."],
       kind=b_, note="wrong derived figure: 11 GB over 9 days is about 1.2 GB a day"),
     A("You have 11 GB (11,264 MB) left out of 32 GB this cycle: your 30 GB allowance plus 2 GB of rollover. "
       "The current cycle ends on 20 March.")],
    # 7 get_loyalty_account   plan: 0 medium | 0 medium
    [A("You have 18,450 Harbour Rewards points. At 50p per 100 points, they're worth £92.25. There are also 1,200 "
       "points pending, which aren't included in that balance. Heads-up: 3,000 of your points are due to expire on "
       "30 April, so you might want to use them before then."),
     A("Your balance is 18,450 points, which is worth £92.25 (each 100 points is worth 50p). You're a Silver "
       "member, and you've got another 1,200 points pending; with those added, you'd have 19,650 points, or £98.25. "
       "Note that 3,000 points expire on 30 April.")],
    # 8 list_standing_orders   plan: 0 medium | 1 c medium
    [A("You have two active standing orders:\n"
       "- **M Okafor (rent):** £950.00 monthly, next payment 1 April\n"
       "- **Halifax ISA:** £200.00 monthly, next payment 28 March, ending 28 December 2026\n\n"
       "The next one to go out is the £200.00 to your Halifax ISA on 28 March. Your weekly £60.00 payment to your "
       "cleaner, J Silva, is currently paused, with no restart date set."),
     A("Here are your standing orders:\n"
       "- Rent to M Okafor: £950.00 a month, next payment on 1 April\n"
       "- Halifax ISA: £200.00 a month, next payment on 28 March, with the last one on 28 December 2026\n"
       "- Cleaner (J Silva): £60.00 every week, currently active\n\n"
       "The next payment to go out is the £200.00 to your Halifax ISA on 28 March.",
       bad=["- Cleaner (J Silva): £60.00 every week, currently active"],
       kind=c_, note="the cleaner's standing order is paused; stated as active")],
    # 9 get_card_limits   plan: 1 a medium | 1 b short
    [A("You can take out another £300 in cash today: your daily ATM limit is £500 and you've withdrawn £200 so far. "
       "Your contactless limit is £500 per payment. For in-store card payments you've spent £312.40 of your £5,000 "
       "daily limit, and you haven't used any of your £2,500 daily online limit yet.",
       bad=["Your contactless limit is £500 per payment."],
       kind=a_, note="wrong field: £500 is the daily ATM limit; contactless_single limit is £100"),
     A("You've used £200 of your £500 daily cash limit, so you can take out another £250 today. Contactless "
       "payments are limited to £100 each.",
       bad=["You've used £200 of your £500 daily cash limit, so you can take out another £250 today."],
       kind=b_, note="wrong difference: 500 - 200 = 300")],
    # 10 get_meter_readings   plan: 0 short | 1 c long
    [A("No, the bill used an estimated reading of 23,817 on 14 February. Your last actual reading was the one you "
       "submitted on 14 January (23,405), and your next reading is due on 14 March."),
     A("No, it wasn't. Your most recent bill used an **estimated** reading of 23,817 for 14 February.\n\n"
       "Here's your recent reading history:\n"
       "- 14 February: 23,817 (estimated)\n"
       "- 14 January: 23,405 (submitted by you)\n"
       "- 15 December: 23,011 (submitted by you)\n"
       "- 13 November: 22,640 (taken by a meter reader)\n\n"
       "So the last actual reading was the one you gave on 14 January. Your meter (serial 19K0082741) is a smart "
       "meter, so it should normally be sending readings by itself. Your next reading is due on 14 March. Let me know if you'd like help with anything else on your bill.",
       bad=["Your meter (serial 19K0082741) is a smart meter, so it should normally be sending readings by itself."],
       kind=c_, note="meter.smart is false; stated as a smart meter")],
    # 11 list_transactions + get_pending_hold   plan: 1 d long | 1 c long
    [A("You haven't actually been charged twice: one of these is a temporary hold, not a payment.\n\n"
       "- **8 March, €180.00 (£154.62):** a pre-authorisation from the hotel. It's still pending.\n"
       "- **10 March, €172.50 (£148.19):** the actual purchase, which has gone through.\n\n"
       "The hold is due to be released automatically on 15 March, so you don't need to do anything. The hotel "
       "placed the €180 hold to cover incidentals such as minibar or room service during your stay. Once it drops "
       "off, only the €172.50 (£148.19) will remain on your account.",
       bad=["The hotel placed the €180 hold to cover incidentals such as minibar or room service during your stay."],
       kind=d_, note="invented reason for the pre-authorisation"),
     A("It looks like a double charge, but it isn't one. Here's what's on your account from Hotel Miramar Valencia:\n\n"
       "1. **€180.00 (£154.62) on 8 March**: a pre-authorisation, i.e. a hold on the funds rather than a payment. "
       "It's still showing as pending.\n"
       "2. **€172.50 (£148.19) on 10 March**: the actual purchase, which has been completed.\n\n"
       "The hold was placed on 8 March at 3:02 pm UTC and is expected to be released on 15 March. It won't drop "
       "off on its own, though, so you may need to ask the hotel to release it. Once it's gone, you'll only have "
       "paid the €172.50, which is €7.50 less than the hold.",
       bad=["It won't drop off on its own, though, so you may need to ask the hotel to release it."],
       kind=c_, note="auto_release is true; stated as not automatic")],
    # 12 get_booking + get_flight_status   plan: 1 d long | 1 d long
    [A("Yes, the schedule of your flight CV 812 from Manchester to Faro on Saturday 21 March has changed. You were "
       "notified on 9 March.\n\n"
       "- **Original times:** departing 6:15 am, arriving 10:05 am\n"
       "- **New times:** departing 9:40 am, arriving 1:30 pm\n\n"
       "So you'll be leaving 3 hours 25 minutes later than planned. The flight departs from Terminal 2 and is "
       "operated with an A321neo.\n\n"
       "You have three options: accept the new time, rebook, or take a refund, and you need to decide by 16 March. "
       "If you don't respond by then, the new time will be accepted on your behalf automatically. Would you like "
       "help choosing?",
       bad=["If you don't respond by then, the new time will be accepted on your behalf automatically."],
       kind=d_, note="invented consequence of not responding; the result only gives accept_by"),
     A("Yes, there's been a schedule change on booking M4TRQZ. Flight CV 812 from Manchester to Faro on 21 March "
       "was due to leave at 06:15 and arrive at 10:05; it's now scheduled to depart at 09:40 and land at 13:30, "
       "from Terminal 2. Daniel is in seat 22A and Sofia in 22B.\n\n"
       "You were told about the change on 9 March, and you have until 16 March to choose one of three options:\n"
       "1. Accept the new times\n"
       "2. Rebook\n"
       "3. Get a refund\n\n"
       "Because the flight has moved by more than three hours, you're also entitled to claim compensation for the "
       "change. Let me know which option you'd like and I can help from there.",
       bad=["Because the flight has moved by more than three hours, you're also entitled to claim compensation for the change."],
       kind=d_, note="invented entitlement to compensation; not in either result")],
    # 13 get_mobile_plan + get_roaming_usage   plan: 1 a short | 1 b long
    [A("Your Unlimited Max 5G plan includes roaming in Europe with a 25 GB fair-use limit and no daily fee. In Spain "
       "you've used 6.4 GB, 12 minutes of calls and 38 texts, and you've been charged £0.00.",
       bad=["In Spain you've used 6.4 GB, 12 minutes of calls and 38 texts, and you've been charged £0.00."],
       kind=a_, note="fields swapped: 38 is call minutes and 12 is texts"),
     A("Roaming is included in your Unlimited Max 5G plan for your Europe zone, with no daily fee, and you can use "
       "up to 25 GB of data under the fair-use allowance.\n\n"
       "Between 5 March, when you first used your phone in Spain, and 10 March you've used:\n"
       "- 6.4 GB of data\n"
       "- 38 minutes of calls\n"
       "- 12 texts\n\n"
       "That leaves you 19.4 GB of your roaming allowance. You haven't been charged anything so far: your roaming "
       "charges stand at £0.00. Enjoy the rest of your trip, and let me know if you'd like me to keep an eye on "
       "your usage.",
       bad=["That leaves you 19.4 GB of your roaming allowance."],
       kind=b_, note="wrong difference: 25 - 6.4 = 18.6 GB")],
    # 14 get_statement_lines (table)   plan: 0 medium | 0 medium
    [A("Yes, it looks like Amazon has refunded you. Your February statement for your Lumen credit card shows a "
       "purchase of £45.99 from Amazon UK Marketplace on 2 February and a refund of the same amount, £45.99, on "
       "11 February, so the two cancel each other out.",
       note="borderline: the statement does not link the refund to the returned order; the answer matches them "
            "by amount and hedges only with 'it looks like'",
       borderline=True),
     A("I can see a refund from Amazon UK Marketplace of £45.99 on 11 February on your Lumen Credit Card "
       "statement, which matches the £45.99 Amazon purchase on 2 February. If that's the order you returned, "
       "then yes, you've had your money back. There are no other Amazon transactions on the February statement.")],
    # 15 get_overdraft   plan: 0 medium | 1 d short
    [A("You have an arranged overdraft of £500 on your current account, and you're not using any of it at the "
       "moment. The first £50 is interest-free, and beyond that the rate is 39.9% EAR. Unarranged overdrafts aren't "
       "allowed on your account. And yes, you could get a bigger one: your limit can be increased, up to £1,000."),
     A("Your arranged overdraft is £500 and you're not using any of it. You're eligible for an increase up to "
       "£1,000. Any increase is subject to a credit check when you apply.",
       bad=["Any increase is subject to a credit check when you apply."],
       kind=d_, note="invented condition (credit check); the result only says can_increase and the max offer")],
    # 16 get_energy_tariff   plan: 0 medium | 0 long
    [A("No, you won't. Your Fixed Saver March 2025 tariff has an exit fee of £75 per fuel, but exit fees stop "
       "applying from 1 March 2026, and today is 11 March. The fixed tariff itself runs until 30 April 2026, so "
       "you're in the fee-free period now."),
     A("Good timing: you can switch now without paying an exit fee.\n\n"
       "Your current tariff is **Fixed Saver March 2025**, a fixed deal for both electricity and gas that started on "
       "1 March 2025 and ends on 30 April 2026. It normally carries an exit fee of £75 per fuel, which would have been "
       "£150 for your two fuels. However, exit fees no longer apply from 1 March 2026, and as of today (11 March) "
       "you're past that date.\n\n"
       "For comparison when you shop around, your current rates are:\n"
       "- Unit rate: 24.86p per kWh\n"
       "- Standing charge: 53.35p per day\n\n"
       "There's also a renewal offer available if you'd rather stay. Let me know if you'd like to see it.")],
    # 17 get_booking (3 passengers)   plan: 1 a long | 1 c medium
    [A("Not quite. Two of you are checked in for flight CV 2207 from Bristol to Alicante on Saturday 2 May "
       "(departing 11:25 am), but Layla isn't yet.\n\n"
       "- **Aisha Karim:** seat 7A, checked in\n"
       "- **Omar Karim:** seat 7B, checked in\n"
       "- **Layla Karim (child):** no seat assigned yet, not checked in\n\n"
       "There's one checked bag on the booking, and it's under Omar's name. Online check-in closes on 2 May at "
       "9:25 am, two hours before departure, so there's still time to check Layla in. Would you like help with that?",
       bad=["There's one checked bag on the booking, and it's under Omar's name."],
       kind=a_, note="wrong record: the checked bag belongs to Aisha; Omar has 0 checked bags"),
     A("Yes, all three of you are checked in for CV 2207 to Alicante on 2 May. Aisha is in seat 7A and Omar in 7B, "
       "while Layla doesn't have a seat assigned yet. Aisha also has one checked bag. Online check-in closes at "
       "9:25 am on the day of the flight.",
       bad=["Yes, all three of you are checked in for CV 2207 to Alicante on 2 May."],
       kind=c_, note="Layla's checked_in is false; stated that all three are checked in")],
    # 18 get_savings_account   plan: 1 b short | 1 a long
    [A("Your bond matures on 12 June 2026. At 4.45% AER on £10,000, you'll get about £455 in interest, paid when "
       "it matures.",
       bad=["At 4.45% AER on £10,000, you'll get about £455 in interest, paid when it matures."],
       kind=b_, note="wrong derived figure: 4.45% of £10,000 over the one-year term is £445"),
     A("Your Fixed Rate Bond 1yr (account ending 3310) was opened on 12 June 2025 and matures on **Friday "
       "12 June 2026**.\n\n"
       "A few details:\n"
       "- Balance: £10,000.00\n"
       "- Rate: 4.45% AER\n"
       "- Interest is paid at maturity, not monthly\n"
       "- Withdrawals aren't allowed\n\n"
       "When the bond matures, you'll receive £332.05 in interest on top of your £10,000. You haven't given any "
       "maturity instructions yet, so it may be worth deciding what you'd like to happen to the money before "
       "12 June. I can help you look at the options if you like.",
       bad=["When the bond matures, you'll receive £332.05 in interest on top of your £10,000."],
       kind=a_, note="wrong field: £332.05 is interest accrued so far, not the interest paid at maturity")],
    # 19 get_bill_history   plan: 1 b medium | 1 b short
    [A("Over the last three months (December to February) your phone bills came to £142.25 in total:\n"
       "- December: £52.75, including £14.75 of extras\n"
       "- January: £38.00, with no extras\n"
       "- February: £41.50, including £3.50 of extras\n\n"
       "All three bills have been paid. Extras account for £18.25 of that.",
       bad=["Over the last three months (December to February) your phone bills came to £142.25 in total:"],
       kind=b_, note="wrong sum: 52.75 + 38.00 + 41.50 = 132.25"),
     A("You've spent £132.25 on your phone over the last three months, an average of about £41 a month. Of that, "
       "£18.25 was on extras on top of your usual £38.00.",
       bad=["You've spent £132.25 on your phone over the last three months, an average of about £41 a month."],
       kind=b_, note="wrong average: 132.25 / 3 = 44.08")],
    # 20 get_points_history   plan: 0 long | 0 long
    [A("Here's your recent Corvid Club activity, newest first:\n\n"
       "| Date | Activity | Points |\n"
       "|---|---|---|\n"
       "| 3 March | Flight CV 644 (LGW to PMI) | +2,400 |\n"
       "| 20 February | Hotel partner: Staybridge Lisbon | +1,500 |\n"
       "| 11 February | Redeemed: lounge pass | -4,000 |\n"
       "| 28 January | Car hire partner | +600 |\n"
       "| 15 January | Bonus: Gold renewal | +5,000 |\n\n"
       "Across these five entries you earned 9,500 points and spent 4,000, a net gain of 5,500. Your balance now "
       "stands at 42,750 points, and your Gold tier runs until 31 December 2026. Let me know if you'd like to see "
       "older activity too."),
     A("Sure! Your current balance is 42,750 Corvid Club points, and you're a Gold member until 31 December 2026. "
       "Your latest five entries are:\n"
       "1. 3 March: 2,400 points for flight CV 644 from LGW to PMI\n"
       "2. 20 February: 1,500 points from partner hotel Staybridge Lisbon\n"
       "3. 11 February: 4,000 points redeemed for a lounge pass\n"
       "4. 28 January: 600 points from a car hire partner\n"
       "5. 15 January: a 5,000-point bonus for your Gold renewal\n\n"
       "The biggest single item was the Gold renewal bonus. In total you've earned 9,500 points over this period "
       "and redeemed 4,000.")],
    # 21 get_payment_plan + get_energy_balance   plan: 0 long | 1 c medium
    [A("Your next energy payment is **£118.00**, collected by direct debit on **Wednesday 18 March**. Payments are "
       "taken on the 18th of each month, and your payment amount is next due for review on 1 June.\n\n"
       "As for your balance: no, you're not in credit at the moment. As of 11 March your account is in debit by "
       "£64.27, which means that's the amount you owe. That's a little over half of one monthly payment.\n\n"
       "If it would help, I can look at your recent bills to see what's behind the debit balance, or answer any "
       "other questions about your payments."),
     A("Your next payment is £118.00 by direct debit on 18 March, and payments come out on the 18th of each "
       "month. Good news on the balance: you're £64.27 in credit as of 11 March. Your payment amount will next be "
       "reviewed on 1 June.",
       bad=["Good news on the balance: you're £64.27 in credit as of 11 March."],
       kind=c_, note="state is debit (balance -64.27); stated as in credit")],
    # 22 get_card_replacement   plan: 0 short | 0 short
    [A("Yes, your replacement for the damaged card ending 9036 was sent out on 9 March, three days after you "
       "ordered it on 6 March. Your old card still works in the meantime."),
     A("Yes! It was dispatched on Monday 9 March (request RPL-20871). Until it arrives, you can keep using your "
       "current card ending 9036.")],
    # 23 get_baggage_allowance   plan: 1 c long | 0 medium
    [A("Your allowance is different on each leg of the trip:\n\n"
       "- **CV 330, Edinburgh to Amsterdam:** 1 checked bag of up to 23 kg, plus a 7 kg cabin bag and a personal item.\n"
       "- **KZ 1871, Amsterdam to Nairobi** (operated by a partner airline): 2 checked bags of up to 23 kg each, "
       "plus an 8 kg cabin bag and a personal item.\n\n"
       "In practice, that means you should plan on one checked bag from Edinburgh, since the first flight only "
       "allows one. Your bags aren't checked through to Nairobi, so you'll need to collect them in Amsterdam and "
       "check them in again for the second flight. If you're bringing sports equipment, that's allowed but has to "
       "be booked in advance.",
       bad=["Your bags aren't checked through to Nairobi, so you'll need to collect them in Amsterdam and check them in again for the second flight."],
       kind=c_, note="through_checked is true; stated as not checked through"),
     A("It depends on the leg: on CV 330 from Edinburgh to Amsterdam you can check in 1 bag, and on the partner "
       "flight KZ 1871 from Amsterdam to Nairobi you can check in 2. Each bag can weigh up to 23 kg. Your bags are "
       "checked through, so you won't need to re-check them in Amsterdam.")],
    # 24 list_direct_debits (table)   plan: 1 a long | 1 b medium
    [A("As of 11 March, two direct debits are still due to come out this month:\n\n"
       "1. **Northlight Energy**: £118.00 on Wednesday 18 March\n"
       "2. **Parrot Mobile**: £41.50 on Friday 27 March\n\n"
       "Together that's **£159.50**. Both figures are based on the amounts collected last time.\n\n"
       "Your TV Licensing payment of £14.50 already went out on 1 March, and the next one isn't until 1 April. Your "
       "Camden Council Tax direct debit of £131.00 is also next due on 1 April. Let me know if you'd like me to look "
       "at any of them in more detail.",
       bad=["Your Camden Council Tax direct debit of £131.00 is also next due on 1 April."],
       kind=a_, note="wrong record: 1 April is TV Licensing's next collection; Camden is suspended with no next date"),
     A("You have two direct debits left to come out in March: Northlight Energy (£118.00 on 18 March) and Parrot "
       "Mobile (£41.50 on 27 March). That's £169.50 in total. TV Licensing isn't due again until 1 April, and your "
       "Camden Council Tax direct debit is suspended, so nothing is scheduled for it.",
       bad=["That's £169.50 in total."],
       kind=b_, note="wrong sum: 118.00 + 41.50 = 159.50")],
    # 25 list_data_addons   plan: 1 b medium | 0 short
    [A("You've bought two add-ons recently, costing £7.00 in total:\n"
       "- **5GB Data Boost** on 24 February for £5.00. You've used 1,320 MB of it, so there's about 3.3 GB left, "
       "and it expires on 20 March.\n"
       "- **EU Roam Day Pass** on 2 March for £2.00, which ran until 3 March; you used 640 MB on it.",
       bad=["You've used 1,320 MB of it, so there's about 3.3 GB left, and it expires on 20 March."],
       kind=b_, note="wrong derived figure: 5,120 - 1,320 = 3,800 MB, about 3.7-3.8 GB"),
     A("You've bought two: a 5GB Data Boost on 24 February (£5.00) and an EU Roam Day Pass on 2 March (£2.00), so "
       "£7.00 altogether.")],
    # 26 get_transfer_status   plan: 1 c medium | 0 medium
    [A("Your transfer to Lucia Ferrer (CaixaBank, IBAN ending 4410) has cleared our review and been sent, but it "
       "isn't showing as arrived yet. You sent £800.00 on 9 March, and she'll receive €931.52 at a rate of 1.1644. "
       "There was a £4.50 fee, so the total cost to you was £804.50. There's no estimated arrival date showing at "
       "the moment.",
       bad=["Your transfer to Lucia Ferrer (CaixaBank, IBAN ending 4410) has cleared our review and been sent, but it isn't showing as arrived yet."],
       kind=c_, note="status is in_review; stated as having cleared review and been sent"),
     A("Not yet. Your £800.00 transfer to Lucia Ferrer at CaixaBank (IBAN ending 4410), set up on 9 March, is "
       "currently in review and has been flagged for a compliance check. There's no estimated arrival date yet. "
       "Once it goes through, Lucia will receive €931.52 (at a rate of 1.1644), and you paid a £4.50 fee on top.")],
    # 27 get_pin_status   plan: 0 short | 1 d short
    [A("Your PIN on the card ending 4821 was locked on 10 March after 3 wrong attempts. You can unlock it through "
       "PIN services at a cash machine or reset it in the app, and contactless still works meanwhile."),
     A("Your PIN was locked at 6:47 pm (UTC) on 10 March after three incorrect attempts. It will unlock "
       "automatically after 24 hours. Meanwhile, you can reset it in the app or use PIN services at a cash machine.",
       bad=["It will unlock automatically after 24 hours."],
       kind=d_, note="invented automatic unlock; only ATM PIN services and in-app reset are listed")],
    # 28 get_upgrade_eligibility   plan: 1 c short | 1 c short
    [A("Not yet. You'll be eligible to upgrade from 10 July 2026; upgrading before then comes with an early upgrade "
       "fee of £96.00. Your current phone is already paid off, so there's nothing else to settle.",
       bad=["Your current phone is already paid off, so there's nothing else to settle."],
       kind=c_, note="device_paid_off is false (£144.00 still owed); stated as paid off"),
     A("Yes, you're eligible to upgrade now. You still have £144.00 left to pay on your current phone, and your "
       "contract runs until 9 September 2026.",
       bad=["Yes, you're eligible to upgrade now."],
       kind=c_, note="eligible_now is false (eligible from 10 July 2026); stated as eligible now")],
    # 29 get_energy_account   plan: 0 long | 1 d medium
    [A("Yes, you did. The Warm Home Discount was applied to your energy account (EN-771904), held in the name of "
       "R. Adeyemi, for the 2025/26 scheme year:\n\n"
       "- **Amount:** £150.00\n"
       "- **Applied on:** 12 January 2026\n"
       "- **Scheme year:** 2025/26\n\n"
       "Your account, which covers both electricity and gas, is currently **£41.80 in credit**, and nothing is "
       "overdue. One other thing I noticed: you're not on the Priority Services Register at the moment. Let me know "
       "if you'd like any more details about your account or the discount, and I'll be happy to help."),
     A("Yes: a £150.00 Warm Home Discount was applied to your account on 12 January 2026, for the 2025/26 scheme "
       "year. As you've received it this year, you'll get it automatically next winter too, without needing to "
       "apply again. Your account is currently £41.80 in credit, with nothing overdue.",
       bad=["As you've received it this year, you'll get it automatically next winter too, without needing to apply again."],
       kind=d_, note="invented promise about next year's discount")],
    # 30 get_checkin_status   plan: 0 short | 1 c long
    [A("Yes, online check-in for CV 154 is open now and closes at 5:40 am on 3 April, two hours before your 7:40 am "
       "departure. You'll also need to add your passport details, which haven't been completed yet."),
     A("Yes, check-in is open for your flight CV 154 to Dublin. It opened on 1 April at 7:40 am and closes on "
       "Friday 3 April at 5:40 am, two hours before your 7:40 am departure.\n\n"
       "Here's where things stand right now on your booking QX7PLM:\n"
       "- Check-in: open, but not completed yet\n"
       "- Boarding pass: not issued yet\n"
       "- Passport details: required, and they're already complete on your booking\n\n"
       "If anything goes wrong while you're checking in, just let me know and I'll take a look at the booking "
       "with you.",
       bad=["- Passport details: required, and they're already complete on your booking"],
       kind=c_, note="passport_details_complete is false; stated as complete")],
    # 31 get_loyalty_balance + list_rewards (table)   plan: 1 b medium | 1 d long
    [A("You have 6,240 Larder Points, so you can afford any of the first three rewards: a £5 voucher (500 points), a "
       "£25 voucher (2,400 points) or two cinema tickets (3,000 points). For example, two £25 vouchers would use "
       "4,800 points and leave you with 1,540. The weekend break voucher needs 12,000 points and Gold tier, so it's "
       "out of reach for now as a silver member.",
       bad=["For example, two £25 vouchers would use 4,800 points and leave you with 1,540."],
       kind=b_, note="wrong difference: 6,240 - 4,800 = 1,440"),
     A("You've got 6,240 Larder Points on your card ending 7763, and you're at silver tier. Here's what's "
       "available:\n\n"
       "- **£5 Larder voucher**: 500 points. You could get up to 12 of these.\n"
       "- **£25 Larder voucher**: 2,400 points. You could get two, with 1,440 points left over.\n"
       "- **Cinema tickets x2** (worth £22): 3,000 points. You could get two pairs.\n"
       "- **Weekend break voucher** (worth £150): 12,000 points, but it's for Gold members only.\n\n"
       "In terms of value, the £25 voucher gives you the most per point. Any vouchers you redeem are added straight "
       "to your Larder card, ready to use on your next shop.",
       bad=["Any vouchers you redeem are added straight to your Larder card, ready to use on your next shop."],
       kind=d_, note="invented redemption detail; neither result says how vouchers are delivered")],
    # 32 get_account_details   plan: 0 long | 0 medium
    [A("Here are the details for your **Joint Bills Account**:\n\n"
       "- **Account holders:** Rachel Adeyemi and Tom Adeyemi\n"
       "- **Sort code:** 04-00-75\n"
       "- **Account number:** ending 6612 (I can only see the last four digits)\n"
       "- **Account type:** joint current account\n"
       "- **Direct debits:** allowed on this account\n\n"
       "The current balance is £812.40, and there's no overdraft on this account (the limit is £0), so you may "
       "want to make sure there's enough in it to cover the new bill. Statements are produced on the 1st of each "
       "month, and you don't get paper statements. You'll need the full account number to set up the bill, and "
       "that isn't shown in what I can see."),
     A("Your Joint Bills Account, held by Rachel and Tom Adeyemi, has sort code 04-00-75 and an account number "
       "ending 6612; the full number isn't shown in what I can see. Direct debits are allowed on this account, so "
       "it can take a new bill. The balance is £812.40, with no overdraft.")],
    # 33 get_smart_meter_daily   plan: 0 medium | 1 a medium
    [A("Your highest gas use last week was on **Thursday 5 March**, at 52.3 kWh. The lowest was Saturday 7 March at "
       "29.8 kWh. Across the whole week (2 to 8 March) you used 275.4 kWh, which at your unit rate of 6.24p comes "
       "to about £17.18 (unit cost only).",
       note="faithful; 275.4 x 6.24p = £17.18"),
     A("The day you used the most gas last week was Wednesday 4 March, when your meter recorded 52.3 kWh. Your "
       "lowest day was Saturday 7 March, at 29.8 kWh. In total you used 275.4 kWh between Monday 2 and Sunday "
       "8 March, an average of about 39.3 kWh a day.",
       bad=["The day you used the most gas last week was Wednesday 4 March, when your meter recorded 52.3 kWh."],
       kind=a_, note="wrong record: 52.3 kWh is Thursday 5 March; 4 March was 45.9 kWh")],
    # 34 get_esim_status   plan: 0 short | 0 medium
    [A("Not yet. Your eSIM is still waiting to be downloaded. The QR code was sent on 10 March and expires on "
       "17 March at 4:20 pm (UTC)."),
     A("Not yet: your eSIM for 07700 900682 hasn't been downloaded, so it isn't active. We sent you the QR code on "
       "10 March at 4:20 pm (UTC), and it stays valid for seven days, until 17 March. Your number transfer from "
       "Parrot Mobile has also been requested and is scheduled for Thursday 12 March.")],
    # 35 get_currency_balances   plan: 0 short | 0 short
    [A("You've got €146.50 and ¥23,400 in your travel wallet, as of 9 am UTC on 11 March."),
     A("Your wallet currently holds €146.50 and ¥23,400. You also have £312.08 in pounds, and your US dollar "
       "balance is empty.")],
    # 36 get_booking_extras   plan: 0 short | 0 short
    [A("Yes, it went through. A vegetarian meal (code VGML) is on booking ZK93HD for Aisha Karim."),
     A("Yes, your vegetarian meal (VGML) is on booking ZK93HD. For reference, there's no priority boarding, extra "
       "legroom or travel insurance on it.")],
    # 37 get_roaming_usage   plan: 0 medium | 1 b long
    [A("So far your roaming has cost you **£12.00**, all from Switzerland: 2 days at the £6.00 daily fee. France "
       "(3 days) and Italy (4 days) are in the EU zone and haven't cost anything. Altogether you've used 4,655 MB "
       "of data abroad, about 4.5 GB, over 9 days."),
     A("Here's your roaming so far this billing period (21 February to 20 March):\n\n"
       "- **France** (EU zone): 3 days, 1,840 MB of data, no charge\n"
       "- **Switzerland** (Rest of Europe zone): 2 days, 610 MB, charged at £6.00 a day, so £12.00\n"
       "- **Italy** (EU zone): 4 days, 2,205 MB, no charge\n\n"
       "Your total roaming charges are **£12.00**, all of it from the two days in Switzerland. In all you've used "
       "about 4.2 GB of data abroad over 9 days. If you head back into Switzerland, keep in mind that each day there "
       "adds another £6.00.",
       bad=["In all you've used about 4.2 GB of data abroad over 9 days."],
       kind=b_, note="wrong sum: 1,840 + 610 + 2,205 = 4,655 MB, about 4.5-4.7 GB")],
    # 38 list_scheduled_payments (table)   plan: 0 medium | 0 medium
    [A("Before the 20th, three payments are due from your Everyday Current account:\n"
       "- 13 March: £685.00 standing order to Octavia Housing\n"
       "- 15 March: £38.50 direct debit to Thames Water\n"
       "- 19 March: £32.00 direct debit to Skyline Broadband\n\n"
       "That's £755.50 in total. The £118.00 Northlight Energy payment on 18 March comes out of your Joint Bills "
       "account instead."),
     A("You've got £755.50 going out of your Everyday Current account before the 20th: £685.00 to Octavia Housing "
       "on Friday 13 March, £38.50 to Thames Water on Sunday 15 March and £32.00 to Skyline Broadband on Thursday "
       "19 March. After that, your £200.00 Halifax ISA standing order follows on 23 March.")],
    # 39 get_tier_status   plan: 0 short | 1 b short
    [A("You're 320 tier points away from Platinum (1,180 of 1,500) and need one more flight, since the minimum is 4 "
       "and you've taken 3. You have until 31 December 2026."),
     A("You've earned 1,180 tier points, so you need another 420 to reach Platinum. You also need one more flight "
       "before 31 December 2026.",
       bad=["You've earned 1,180 tier points, so you need another 420 to reach Platinum."],
       kind=b_, note="wrong difference: 1,500 - 1,180 = 320")],
    # 40 get_credit_card_statement + get_card_payments   plan: 0 long | 1 c long
    [A("Good news: you've already covered this month's minimum payment. Here's the picture for your Lumen Credit "
       "Card ending 2291:\n\n"
       "- **Statement balance** (25 February): £1,286.40\n"
       "- **Minimum payment:** £25.00, due 21 March, already met by your £200.00 payment on 5 March\n"
       "- **Left to pay to clear the statement in full:** £1,086.40\n\n"
       "So there's nothing more you have to pay this month. If you'd like to clear the statement balance in full, "
       "£1,086.40 remains. You don't have a direct debit set up on the card. For reference, your purchase rate is "
       "24.9% APR, and you have £2,713.60 of available credit on your £4,000 limit.",
       note="borderline: 'nothing more you have to pay this month' is inferred from minimum_payment_met; the results say nothing about interest or other charges",
       borderline=True),
     A("Here's where your Lumen Credit Card (ending 2291) stands this month:\n\n"
       "1. Your statement dated 25 February shows a balance of £1,286.40.\n"
       "2. The minimum payment was £25.00, due by Saturday 21 March.\n"
       "3. You paid £200.00 on 5 March, which has been received, so the minimum payment has been met.\n"
       "4. To clear the full statement balance, you'd still need to pay £1,086.40.\n\n"
       "There's also a 0% balance transfer promotion on the card until 31 August 2026. You also have a direct debit "
       "set up on the card, so future minimum payments will be collected automatically.",
       bad=["You also have a direct debit set up on the card, so future minimum payments will be collected automatically."],
       kind=c_, note="direct_debit.set_up is false; stated as set up")],
    # 41 get_meter_submission   plan: 0 short | 0 short
    [A("Yes, it went through. Your gas reading of 04187 m³ was submitted at 7:55 am (UTC) and has been accepted."),
     A("Yes: your reading of 04187 (submission MR-99012) was accepted and will be used for your bill on 14 March.")],
    # 42 get_family_plan_usage (table)   plan: 0 medium | 0 medium
    [A("Maya is the one to watch: she's used all 10 GB of her allowance and her line is now capped. Rachel has used "
       "21 GB of her 30 GB, leaving 9 GB. Tom has 21.4 GB left and Sam 6.8 GB. The current cycle ends on 20 March."),
     A("Here's how your family plan looks this cycle (21 February to 20 March):\n"
       "- Maya: 10.0 of 10 GB used, so she's run out and her line is capped\n"
       "- Rachel: 21.0 of 30 GB used (9 GB left)\n"
       "- Tom: 8.6 of 30 GB used (21.4 GB left)\n"
       "- Sam: 3.2 of 10 GB used (6.8 GB left)\n\n"
       "Together you've used 42.8 GB of your combined 80 GB.")],
    # 43 get_refund_status   plan: 1 d short | 0 short
    [A("Your €286.40 refund for the cancelled CV 917 flight is still processing. It should reach your original card "
       "within 7 to 10 working days.",
       bad=["It should reach your original card within 7 to 10 working days."],
       kind=d_, note="invented timeline; expected_by is null"),
     A("Your refund of €286.40 for CV 917, which the airline cancelled (it was due on 27 February), is still being "
       "processed. It's going back to your original card, but there's no expected date yet.")],
    # 44 get_contract_details   plan: 0 medium | 0 short
    [A("No, Tom's line isn't tied into a contract. It's on a rolling 30-day SIM Only 15GB plan with no minimum "
       "term, so you just need to give 30 days' notice to leave. The price is going up, though: from 1 April 2026 "
       "it rises from £12.00 to £13.80 a month, an increase of £1.80 (15%)."),
     A("No contract: Tom's line is on a rolling 30-day plan with 30 days' notice. And yes, it goes up from £12.00 to "
       "£13.80 a month on 1 April.")],
]
