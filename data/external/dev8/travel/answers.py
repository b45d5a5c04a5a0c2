"""Two hand-written assistant answers per item of records.py (Claude as data helper).

Which answers are hallucinated, the error kind and the target length were fixed before
writing by plan.py (random.Random(2746)). Each answer: text, bad (the one planted unsupported
sentence, verbatim; empty = correct), note (error kind in brackets for label 1), borderline.
"""


def A(text, bad=(), note="", borderline=False):
    return dict(text=text, bad=list(bad), note=note, borderline=borderline)


ANSWERS = [
    # 0  (0 long) (1 a long)
    [A("Here's what's on booking PRX-48213 — it's confirmed for Elin Marsh on an Off-Peak Return with Penmorrow Rail:\n\n"
       "- **Outbound, Thursday 14 May:** train PR 1142 from Harwick at 7:48 am, arriving Castlemere at 9:22 am. You have a reserved seat: coach D, seat 31 (standard class).\n"
       "- **Return, Saturday 16 May:** train PR 1187 from Castlemere at 5:35 pm, arriving Harwick at 7:11 pm. There's no seat reservation on this leg.\n\n"
       "The full fare was £63.60, and your 16-25 Railcard took 33% (£21.00) off, so you actually paid **£42.60**. The tickets are e-tickets, so there's nothing to collect. Anything else you'd like me to check?",
       note="faithful; 14 May 2026 is a Thursday, 16 May a Saturday; 63.60 - 21.00 = 42.60"),
     A("Your booking PRX-48213 is confirmed. It's an Off-Peak Return for one adult, Elin Marsh, with a 16-25 Railcard applied.\n\n"
       "1. Going out on 14 May, you're on the 7:48 am (PR 1142) from Harwick, getting into Castlemere at 9:22 am, in coach D, seat 31.\n"
       "2. Coming back on 16 May, you're on the 5:35 pm (PR 1187) from Castlemere, arriving in Harwick at 7:11 pm — no seat is reserved for this one.\n\n"
       "On price: the fare was £63.60 and the railcard discount was £21.00, so you paid £42.60 in total. "
       "Remember to have your railcard with you on both trains, as you may be asked to show it along with your ticket. "
       "Your tickets are e-tickets, so you can just show them on your phone.",
       bad=["Remember to have your railcard with you on both trains, as you may be asked to show it along with your ticket."],
       note="(a) plausible rail-travel fact (carry the railcard, may be asked to show it) not in the booking record",
       borderline=True)],
    # 1  (1 d medium) (0 short)
    [A("Your claim DR-77310 is currently awaiting approval. It's for the PR 2206 from Dunford to Kelsall Junction on 28 February, which was 38 minutes late — that puts it in the 30-59 minute band, worth 50% of your £24.80 Anytime Single, so the estimated payout is £12.40 by bank transfer. "
       "A decision is due by 30 March. If you haven't heard by then, you can chase it by replying to your claim confirmation email with your claim number.",
       bad=["If you haven't heard by then, you can chase it by replying to your claim confirmation email with your claim number."],
       note="(d) invented follow-up step (reply to a confirmation email) not in the claim record"),
     A("Claim DR-77310 is awaiting approval. If it's approved, you should get an estimated £12.40 (50% of your £24.80 fare, for a 38-minute delay) by bank transfer, with a decision due by 30 March.",
       note="faithful")],
    # 2  (1 c short) (0 short)
    [A("You're in coach C, seat 42 on the 2:10 pm from Castlemere to Port Ellin — and yes, it's a window seat, facing forward. It's at a table, and there's a power socket too.",
       bad=["It's at a table, and there's a power socket too."],
       note="(c) table is false in the record; the power socket part is right"),
     A("Yes, it's a window seat! You're in coach C, seat 42, facing forward. It isn't a table seat, but it does have a power socket, and it's not in the quiet coach.",
       note="faithful restatement of booleans")],
    # 3  (1 a medium) (0 short)
    [A("Good news — Friday's 8:15 am sailing from Strandhaven to Carrow Bay on MV Kittiwake is showing as scheduled, with no disruption warning at the moment.\n\n"
       "Your booking SKL-20591 covers 2 adults and 1 child plus your car (KT21 VXN), with no cabin, for a total of £186.50. Check-in closes at 7:30 am, so aim to arrive before then. "
       "The crossing to Carrow Bay takes about four and a half hours, so there's plenty of time to use the on-board café.",
       bad=["The crossing to Carrow Bay takes about four and a half hours, so there's plenty of time to use the on-board café."],
       note="(a) crossing time and café not in either tool result (no arrival time given)"),
     A("Yes, it's still going: the 8:15 am sailing on Friday 12 June is scheduled with no disruption warning. You've booked 2 adults, 1 child and a car (KT21 VXN), no cabin, £186.50 in total. Check-in closes at 7:30 am.",
       note="faithful; 12 June 2026 is a Friday")],
    # 4  (1 a long) (1 a short)
    [A("On your Amberway coach from Harwick Coach Station to Ashby Vale (6:40 am on 22 April), your ticket includes:\n\n"
       "- **1 hold bag** of up to 20 kg, which goes under the coach\n"
       "- **1 piece of hand luggage** of up to 7 kg, which you keep with you\n\n"
       "If you want to bring another bag, you can add an extra hold bag for £6.00, again up to 20 kg. "
       "It's best to add this before you travel, because drivers can't take payment for extra bags at the coach. "
       "Just note that oversize items aren't permitted on this ticket, so anything larger than a normal suitcase would need to go another way.\n\n"
       "Would you like me to add the extra bag to booking AMB-5530-KQ?",
       bad=["It's best to add this before you travel, because drivers can't take payment for extra bags at the coach."],
       note="(a) plausible policy (no payment to driver) not in the record; record only says the extra bag is bookable"),
     A("You can take one hold bag (up to 20 kg) and one hand bag (up to 7 kg). An extra hold bag costs £6.00 and can be booked in advance. Each bag should also have a luggage label with your name on it.",
       bad=["Each bag should also have a luggage label with your name on it."],
       note="(a) plausible labelling rule absent from the record")],
    # 5  (1 a medium) (1 c medium)
    [A("Your booking HLP-3318 at Halden Airport Long Stay B runs until 10:00 pm on Saturday 18 April, and there's a 30-minute grace period, so you'd need to exit by 10:30 pm to avoid extra charges.\n\n"
       "If your flight is late, overstay is charged at £9.00 per hour, capped at £36.00 per day. Your booking can be amended, so if you know you'll be delayed, it's worth changing the exit time. "
       "Amending in advance is usually cheaper than paying the overstay rate at the barrier.",
       bad=["Amending in advance is usually cheaper than paying the overstay rate at the barrier."],
       note="(a) evaluative claim; the record gives no amendment price"),
     A("You're booked to leave Long Stay B by 10:00 pm on 18 April, and you get a 30-minute grace period on top of that. If your flight is delayed and you go over, it's £9.00 for each extra hour, up to a maximum of £45.00 a day. The booking is amendable, so you can change your exit time if you know in advance you'll be late.",
       bad=["If your flight is delayed and you go over, it's £9.00 for each extra hour, up to a maximum of £45.00 a day."],
       note="(c) daily cap is £36.00, not £45.00")],
    # 6  (1 b long) (0 medium)
    [A("On Saturday 9 May there are two trains from Harwick that get you to Port Ellin before noon:\n\n"
       "1. **8:05 am**, arriving 11:12 am — one change at Castlemere (platform 4), taking 3 hours 7 minutes. Cheapest fare £27.40.\n"
       "2. **8:52 am**, arriving 11:41 am — direct, no changes, 2 hours 49 minutes. Cheapest fare £34.10.\n\n"
       "The 9:30 am also runs, but it doesn't get in until 12:38 pm, so it's too late for you.\n\n"
       "The direct 8:52 am is both the quicker and the cheaper option if you're happy to leave a bit later. If you'd rather save money, the 8:05 am is £6.70 less. Want me to check seats on either?",
       bad=["The direct 8:52 am is both the quicker and the cheaper option if you're happy to leave a bit later."],
       note="(b) the 8:52 is quicker but the dearer option (£34.10 vs £27.40); the next sentence even says so"),
     A("Two options arrive before noon on Saturday 9 May:\n\n"
       "- **8:05 am**, arrives 11:12 am, one change at Castlemere (platform 4), from £27.40\n"
       "- **8:52 am**, direct, arrives 11:41 am, from £34.10\n\n"
       "The 9:30 am gets in at 12:38 pm, so it's too late. The 8:52 is 18 minutes quicker with no change; the 8:05 saves you £6.70.",
       note="faithful; 3h07 - 2h49 = 18 min; 34.10 - 27.40 = 6.70")],
    # 7  (0 medium) (0 medium)
    [A("Based on today's quote (16 March), cancelling your annual season ticket SEA-118204 would get you back **£768.80**. "
       "That's the £2,340.00 you paid, minus £1,561.20 for the 197 days you've had it and a £10.00 admin fee. You'll need to return your photocard as part of the refund.",
       note="faithful; 2340 - 1561.20 - 10 = 768.80"),
     A("If you cancelled today (16 March) you'd get a refund of **£768.80**. Here's how the quote works out for your annual Kelsall Junction - Castlemere season:\n\n"
       "- Price paid: £2,340.00 (valid 1 September 2025 to 31 August 2026)\n"
       "- Value of the 197 days used so far: -£1,561.20\n"
       "- Admin fee: -£10.00\n\n"
       "That leaves £768.80, roughly a third of what you paid. "
       "One thing to remember: the photocard must be returned for the refund to go through. Let me know if you want to go ahead and I can explain the next steps.",
       note="faithful; offer of help is not a factual claim", borderline=False)],
    # 8  (1 d long) (0 long)
    [A("Unfortunately your Two Together Railcard won't give a discount on that train. Your railcard isn't valid on weekdays before 9:30 am, and the 7:15 am on Monday 23 March from Castlemere to Dunford is a peak service.\n\n"
       "So the fare would be the full Anytime Return:\n"
       "- £48.00 per adult\n"
       "- £96.00 for the two of you\n\n"
       "If you can travel after 9:30 am, the 33% discount would apply. To get the discount on a later train, select the Two Together Railcard at checkout and both of you will need to be on the same booking. "
       "Your railcard is valid until 30 November, so there's no issue there. Shall I look up later departures for you?",
       bad=["To get the discount on a later train, select the Two Together Railcard at checkout and both of you will need to be on the same booking."],
       note="(d) invented booking steps/condition (select at checkout, same booking) absent from both tool results"),
     A("I'm afraid the railcard won't work on that one. Your Two Together Railcard (for Tom and Ruth Okafor) isn't valid on weekdays before 9:30 am, and the 7:15 am to Dunford on Monday is a peak train.\n\n"
       "That means you'd pay the full Anytime Return fare: £48.00 each, so £96.00 for both of you.\n\n"
       "For comparison, if the discount did apply it would be 33% off, which would bring the total down to about £64.32 — a saving of £31.68. "
       "So if your plans are flexible, a train after 9:30 am could be worth considering, though I'd need to check the fare for that time. "
       "Your railcard is valid until 30 November 2026.",
       note="faithful; 96 x 0.67 = 64.32; 96 - 64.32 = 31.68; honest that later fare is unknown")],
    # 9  (1 c short) (1 c short)
    [A("The 5:42 pm from Castlemere to Ashby Vale is running about 16 minutes late — it's now expected at 5:58 pm. It's also moved to platform 3.",
       bad=["It's also moved to platform 3."],
       note="(c) it moved FROM platform 3 TO platform 7"),
     A("It's delayed, I'm afraid: the 5:42 pm is expected at 6:08 pm, and it's now leaving from platform 7 instead of 3. No reason has been given for the delay.",
       bad=["It's delayed, I'm afraid: the 5:42 pm is expected at 6:08 pm, and it's now leaving from platform 7 instead of 3."],
       note="(c) expected 17:58 = 5:58 pm, not 6:08 pm")],
    # 10  (1 d medium) (0 medium)
    [A("Your refund RF-44021 for ticket PRX-39977 is still processing. You'll get £51.20 back — that's the £56.20 ticket price minus a £5.00 admin fee — to your card ending 4417, and it's expected by 23 March. "
       "If it hasn't arrived by then, give our refunds team a call on 0345 600 2210 and quote your refund number.",
       bad=["If it hasn't arrived by then, give our refunds team a call on 0345 600 2210 and quote your refund number."],
       note="(d) invented phone number and contact step"),
     A("I can see your refund request from 9 March (RF-44021). It's currently being processed, and it's expected back on your card ending 4417 by 23 March.\n\n"
       "The amount will be £51.20: your ticket cost £56.20 and there's a £5.00 admin fee. It's going back to your original card rather than as a voucher, and the expected date is 14 days after you made the request, so it may not be there quite yet. Is there anything else I can help with?",
       note="faithful")],
    # 11  (0 short) (0 short)
    [A("For the 10:30 pm sailing on 3 July, you can still book a 2-berth inside cabin (4 left, £89) or a 4-berth inside cabin (2 left, £124). The 2-berth outside cabins with a window are sold out.",
       note="faithful"),
     A("Two types are still available: 2-berth inside at £89.00 (4 left) and 4-berth inside at £124.00 (2 left). Sorry — there are no outside cabins left.",
       note="faithful; 'no outside cabins left' covers the only outside type listed")],
    # 12  (0 long) (0 short)
    [A("Here's the route for tomorrow (4 June), which gets you to the ferry terminal at 11:52 am — over an hour before your 1:00 pm sailing:\n\n"
       "1. **Train PR 914** from Kelsall Junction, platform 1, at 9:14 am, arriving Castlemere at 9:58 am.\n"
       "2. **Train PR 1021** from Castlemere, platform 5, at 10:16 am, arriving Strandhaven at 11:31 am.\n"
       "3. **Shuttle 9 bus** from Strandhaven station at 11:40 am, arriving at the ferry terminal at 11:52 am.\n\n"
       "That's two changes, with 18 minutes to change at Castlemere and 9 minutes to catch the shuttle at Strandhaven. The whole journey takes 2 hours 38 minutes. "
       "Do check your ferry's check-in time, as I don't have that here. Have a good trip!",
       note="faithful; 10:16-9:58 = 18; 11:40-11:31 = 9; 9:14->11:52 = 2h38; honest about missing check-in time"),
     A("Take the 9:14 am from Kelsall Junction (platform 1) to Castlemere, then the 10:16 am from platform 5 to Strandhaven, and the Shuttle 9 bus at 11:40 am. You'll reach the terminal at 11:52 am.",
       note="faithful")],
    # 13  (0 short) (0 medium)
    [A("It depends on the length of the delay: 25% of the single fare for 15-29 minutes, 50% for 30-59 minutes, 100% for 60-119 minutes, and the full return fare for 2 hours or more. Claims must be made within 28 days.",
       note="faithful; 120 min = 2 hours"),
     A("Penmorrow Rail pays Delay Repay in bands based on how late you arrived:\n\n"
       "- 15-29 minutes: 25% of the single fare\n"
       "- 30-59 minutes: 50% of the single fare\n"
       "- 60-119 minutes: 100% of the single fare\n"
       "- 120 minutes or more: 100% of the return fare\n\n"
       "If you're on a return ticket, half the return fare counts as the fare for each leg. You need to claim within 28 days of travelling.\n\n"
       "For example, if your £20.00 single arrived 40 minutes late, you'd get £10.00 back.",
       note="faithful; worked example 50% of 20.00 = 10.00")],
    # 14  (0 short) (1 d medium)
    [A("Yes, you can. The 8:20 am from Dunford on 7 April arrived in Castlemere 22 minutes late (9:53 am instead of 9:31 am), which is in the 15-29 minute band, so you're eligible for 25% of your fare. You have until 5 May to claim.",
       note="faithful"),
     A("Good news — you're eligible. Train PR 820 on 7 April got into Castlemere at 9:53 am instead of 9:31 am, a 22-minute delay, which falls in the 15-29 minute band and pays 25% compensation. "
       "The deadline to claim is 5 May. When you submit the claim, upload a photo of your ticket and the booking confirmation so it can be matched to the delayed train.",
       bad=["When you submit the claim, upload a photo of your ticket and the booking confirmation so it can be matched to the delayed train."],
       note="(d) invented claim step (upload ticket photo and confirmation) absent from both tool results")],
    # 15  (0 medium) (1 b medium)
    [A("There are three Amberway coaches from Harwick Coach Station to Ellisford on Sunday 26 April:\n\n"
       "- **7:15 am** (AW 310), arriving 10:40 am, from £14.00, 23 seats left\n"
       "- **12:30 pm** (AW 314), arriving 3:55 pm, from £11.50, only 4 seats left\n"
       "- **6:05 pm** (AW 318), arriving 9:35 pm, from £9.00, but it's fully booked\n\n"
       "So the midday coach is the cheapest one you can still book, but with only 4 seats left it may go quickly. If you'd rather arrive early, the 7:15 am gets you in at 10:40 am. Would you like me to book one?",
       note="faithful; AW 318 has 0 seats so AW 314 is the cheapest bookable"),
     A("On Sunday 26 April, Amberway runs three coaches from Harwick to Ellisford: 7:15 am (arriving 10:40 am, from £14.00), 12:30 pm (arriving 3:55 pm, from £11.50) and 6:05 pm (arriving 9:35 pm, from £9.00). "
       "The 6:05 pm is the cheapest at £9.00 and still has a few seats left, so it's worth booking soon. The 7:15 am has plenty of space, with 23 seats available.",
       bad=["The 6:05 pm is the cheapest at £9.00 and still has a few seats left, so it's worth booking soon."],
       note="(b) seats_left 0 on the 6:05 pm; 'a few seats left' belongs to the 12:30 pm (wrong scope)")],
    # 16  (1 b medium) (0 short)
    [A("For Sunday 2 August (4:00 am) to Sunday 9 August (11:30 pm) at Halden, you've got three options:\n\n"
       "- **Long Stay B:** £79.90, with a shuttle bus every 15 minutes\n"
       "- **Meet & Greet:** £132.50, no walk at all\n"
       "- **Short Stay:** £168.00, 2 minutes' walk to the terminal\n\n"
       "All prices include VAT. Long Stay B is also only a 2-minute walk from the terminal, so you may not even need the shuttle.",
       bad=["Long Stay B is also only a 2-minute walk from the terminal, so you may not even need the shuttle."],
       note="(b) wrong scope: the 2-minute walk belongs to Short Stay; Long Stay B has walk_min null and a shuttle"),
     A("The cheapest is Long Stay B at £79.90 (including VAT), with a shuttle every 15 minutes. Meet & Greet is £132.50 and Short Stay is £168.00.",
       note="faithful")],
    # 17  (0 short) (0 medium)
    [A("You've used 5 of your 8 travel days, so you have 3 left. They need to be used by 29 March, when the ticket expires.",
       note="faithful; 8 - 5 = 3"),
     A("You have **3 days left** on flexi season FLX-30877 (Ashby Vale - Castlemere): 8 days in total, 5 used so far, most recently on 17 March. "
       "The ticket expires on 29 March, so that's 12 days from your last trip to use the remaining three. "
       "For reference, you paid £212.00, which works out at £26.50 per travel day, so each of the three remaining days is worth £26.50 — £79.50 in total if you use them all before it expires. Let me know if you'd like help planning those trips.",
       note="faithful; 29 - 17 = 12 days; 212 / 8 = 26.50")],
    # 18  (1 c long) (0 medium)
    [A("Yes, the van is on booking SKL-31046. Here are the details:\n\n"
       "- **Sailing:** Carrow Bay to Strandhaven, Thursday 21 May at 4:45 pm\n"
       "- **Check-in closes:** 3:45 pm\n"
       "- **Passenger:** Dafydd Price (1 adult)\n"
       "- **Vehicle:** van, registration WX68 LBD, 5.9 m long and 2.6 m high, no roof load\n"
       "- **Total paid:** £142.00\n\n"
       "If anything needs changing — for example if you'll be carrying a roof box — you can amend the booking until 4:45 pm on Friday 22 May. "
       "It's important the vehicle dimensions are right, so do check them against your van.",
       bad=["If anything needs changing — for example if you'll be carrying a roof box — you can amend the booking until 4:45 pm on Friday 22 May."],
       note="(c) amendable until 20 May 4:45 pm (Wednesday), not 22 May (after the sailing)"),
     A("Yes, your van is on there: reg WX68 LBD, 5.9 m long and 2.6 m high, with no roof load. It's booked on the 4:45 pm sailing from Carrow Bay to Strandhaven on 21 May for one adult, Dafydd Price, £142.00 in total. Check-in closes at 3:45 pm, and you can make changes until 4:45 pm on 20 May.",
       note="faithful")],
    # 19  (1 b short) (1 c long)
    [A("Yes — there are 3 table seats free in coach C (standard class, quiet coach) and 2 in first class, coach A. Reservations cost nothing, but they're only available in standard class.",
       bad=["Reservations cost nothing, but they're only available in standard class."],
       note="(b) added condition: reservation_fee 0 applies to all coaches; nothing restricts it to standard, and coach A shows free first-class seats"),
     A("Yes, there are some table seats left on the 10:05 am from Port Ellin to Harwick on Thursday 9 April. Here's how it looks by coach:\n\n"
       "- **Coach A (First Class):** 2 table seats and 6 airline-style seats free\n"
       "- **Coach B (Standard):** no table seats left, 11 airline seats free\n"
       "- **Coach C (Standard, quiet coach):** 3 table seats and 9 airline seats free\n\n"
       "So in standard class, coach C is your only option for a table, and it's the quiet coach, so it's a good pick if you want to work. "
       "In total there are 7 table seats free across the train. Reserving a seat is free. Would you like me to book one for you?",
       bad=["In total there are 7 table seats free across the train."],
       note="(c) wrong sum: 2 + 0 + 3 = 5 table seats, not 7")],
    # 20  (0 long) (1 b medium)
    [A("I'm sorry — yes, the 7:30 pm Amberway coach AW 522 from Castlemere Bus Station to Harwick Coach Station tonight has been cancelled because of a driver shortage.\n\n"
       "You have two options for your booking AMB-7719-TR (2 passengers, £23.00):\n\n"
       "1. **Transfer for free** to the next coach, AW 526, which leaves at 9:10 pm tonight — 1 hour 40 minutes later.\n"
       "2. **Get a full refund** of £23.00 (100%) if you'd rather not travel.\n\n"
       "Let me know which you'd prefer and I'll help you sort it — and sorry again for the disruption to your evening.",
       note="faithful; 19:30 -> 21:10 = 1h40; 100% of 23.00"),
     A("Sorry about this — your 7:30 pm coach tonight (AW 522) has been cancelled due to a driver shortage. "
       "You can move both of you onto AW 526 at 9:10 pm for free, or you can ask for a refund. "
       "If you choose the refund, you'll get back 100% of the fare minus a small admin fee.",
       bad=["If you choose the refund, you'll get back 100% of the fare minus a small admin fee."],
       note="(b) refund_pct 100 with no fee; an admin fee is added that reduces it")],
    # 21  (0 long) (0 short)
    [A("Here are the standard-class adult fares from Castlemere to Port Ellin, cheapest first:\n\n"
       "- **Advance single — £14.90:** only valid on the train you book.\n"
       "- **Off-peak single — £26.30:** any off-peak train on the day of travel.\n"
       "- **Off-peak return — £29.10:** outward on the day of travel, and you can come back any time within a month.\n"
       "- **Anytime single — £41.80:** any train on the day of travel.\n\n"
       "Some useful differences: the Advance is £11.40 cheaper than the Off-peak single but ties you to one train. "
       "And if you're coming back, the Off-peak return is only £2.80 more than the Off-peak single, which makes it much better value than two singles. "
       "The Anytime single costs £26.90 more than the Advance for full flexibility.",
       note="faithful; 26.30-14.90=11.40; 29.10-26.30=2.80; 41.80-14.90=26.90; 'return within 1 month' -> 'any time within a month' is a fair paraphrase"),
     A("Advance single £14.90, Off-peak single £26.30, Off-peak return £29.10 and Anytime single £41.80 — so the most flexible single costs £26.90 more than the cheapest.",
       note="faithful; 41.80 - 14.90 = 26.90")],
    # 22  (0 medium) (1 d medium)
    [A("Your Senior Railcard runs out on 11 April 2026. It isn't set to renew automatically, but the renewal window opens on 12 March, so you can renew any time from then. "
       "Renewal costs £35.00, and it's a digital railcard.",
       note="faithful"),
     A("Hi Margaret — your Senior Railcard is valid until 11 April 2026, and auto-renew is switched off, so you'll need to renew it yourself. "
       "The renewal window opens on 12 March, and from then you can renew for £35.00. "
       "Since it's a digital railcard, just open the Railcard app, tap 'Renew' and your new card will download to your phone straight away.",
       bad=["Since it's a digital railcard, just open the Railcard app, tap 'Renew' and your new card will download to your phone straight away."],
       note="(d) invented app and renewal steps")],
    # 23  (1 d medium) (1 a long)
    [A("Your booking HLP-5120 at Long Stay A currently ends at 8:00 pm on Sunday 10 May. You can extend it to 8:00 pm on Tuesday 12 May for an extra £18.00, with no amendment fee. "
       "If you don't extend and just come back late, overstay is £30.00 a day — about £60 for two days. "
       "To extend, you'll need to make the change at least 24 hours before your original exit time.",
       bad=["To extend, you'll need to make the change at least 24 hours before your original exit time."],
       note="(d) invented deadline/step for the amendment"),
     A("No problem — your parking can be extended. Here's how it works for booking HLP-5120 at Halden Airport Long Stay A:\n\n"
       "- **Current booking:** in at 6:00 am on 3 May, out by 8:00 pm on 10 May, £64.00.\n"
       "- **Extension:** moving your exit to 8:00 pm on 12 May costs an extra £18.00, and there's no amendment fee, bringing your total to £82.00.\n"
       "- **If you don't extend:** overstaying is charged at £30.00 per day, so two days would be £60.00.\n\n"
       "Extending saves you £42.00 compared with overstaying. Your number plate will be read automatically on exit, so you don't need to do anything else at the barrier. "
       "Would you like me to make the change?",
       bad=["Your number plate will be read automatically on exit, so you don't need to do anything else at the barrier."],
       note="(a) plausible ANPR claim; this record has no entry method field")],
    # 24  (0 medium) (0 short)
    [A("You can pick them up from any Penmorrow Rail ticket machine. You'll need two things:\n\n"
       "1. Your collection reference: **7KQ2M9XW**\n"
       "2. The bank card ending **0386** — the card is required, so make sure you bring that one\n\n"
       "There are 3 tickets on booking PRX-52740, and none have been collected yet, so all three should come out of the machine. "
       "Anything else I can help with?",
       note="faithful"),
     A("Go to any Penmorrow Rail ticket machine, enter collection reference 7KQ2M9XW and insert your card ending 0386. All 3 tickets will print.",
       note="faithful enough: collection ref + card required; 'enter'/'insert' are ordinary paraphrase of using the machine with a reference and card",
       borderline=True)],
    # 25  (1 a long) (0 short)
    [A("It might be, I'm afraid. Tomorrow's 6:50 am sailing from Carrow Bay to Strandhaven (Wednesday 11 February) is currently marked **at risk**, with a disruption warning for strong winds — it may be cancelled at short notice.\n\n"
       "A few things that might help:\n"
       "- There'll be an update at 6:00 pm this evening, so it's worth checking back then.\n"
       "- There's a later sailing at 2:20 pm tomorrow you could switch to.\n"
       "- Amendments are free for this sailing.\n"
       "- If it is cancelled, you'll automatically be offered a full refund.\n\n"
       "Let me know if you'd like me to look at the 2:20 pm for you.",
       bad=["- If it is cancelled, you'll automatically be offered a full refund."],
       note="(a) plausible cancellation-refund promise; the record mentions only free amendment"),
     A("Possibly — the 6:50 am sailing is marked at risk because of strong winds and may be cancelled at short notice. You can switch to the 2:20 pm sailing free of charge, and the next update is at 6:00 pm today.",
       note="faithful; next_update is 10 Feb 18:00, the day before the sailing")],
    # 26  (0 medium) (1 c short)
    [A("Yes, it has! Your claim DR-80155 was approved and paid on 19 February. Because your train was 64 minutes late, you got 100% of your £19.60 Off-Peak Single back — £19.60, paid as a rail voucher rather than cash.",
       note="faithful; band 60-119 -> full single fare"),
     A("Yes — claim DR-80155 was approved and £19.60 was paid to you as a rail voucher on 12 February.",
       bad=["Yes — claim DR-80155 was approved and £19.60 was paid to you as a rail voucher on 12 February."],
       note="(c) 12 Feb is the submission date; paid on 19 Feb")],
    # 27  (0 medium) (0 medium)
    [A("Unfortunately cancelling wouldn't get you anything back. I checked a refund for 20 April on your monthly season SEA-220419 (Harwick - Castlemere), and it isn't eligible because it falls outside the refund window — the refund would be £0.00. "
       "Your ticket is valid until 5 May anyway, so you may as well keep it for the rest of the month.",
       note="faithful; 'may as well keep it' follows from £0 refund", borderline=False),
     A("I'm afraid it's not worth it. Your monthly season (£318.00, valid 6 April to 5 May) isn't eligible for a refund if you surrender it on 20 April — it's outside the refund window, so you'd get £0.00 back. "
       "That means the 15 days from 21 April to 5 May just won't be used, but there's no cost to keeping the ticket.\n\n"
       "So my suggestion would be to hold on to it and keep using it until you finish — if your new commute happens to overlap with Harwick - Castlemere at all, it's still valid right up to 5 May. Good luck with the new job!",
       note="faithful; 21 Apr..5 May inclusive = 15 days")],
    # 28  (1 c medium) (1 b short)
    [A("Yes, ticket AMB-6204-PL can be changed. There's a £3.50 change fee, and you'll need to make the change before 7:20 am on Saturday 2 May — an hour before your current 8:20 am coach. "
       "For Sunday 3 May you have two choices:\n\n"
       "- **8:20 am (AW 140):** no fare difference, so you'd just pay the £3.50 fee.\n"
       "- **2:50 pm (AW 146):** £2.80 fare difference plus the fee, so £5.80 in total.",
       bad=["- **2:50 pm (AW 146):** £2.80 fare difference plus the fee, so £5.80 in total."],
       note="(c) wrong sum: 2.80 + 3.50 = 6.30, not 5.80"),
     A("Yes — you can move to the 8:20 am or 2:50 pm on 3 May. There's a £3.50 change fee, which is waived if you pick the 8:20 am since it has no fare difference.",
       bad=["There's a £3.50 change fee, which is waived if you pick the 8:20 am since it has no fare difference."],
       note="(b) fare_difference 0 turned into a waived change fee; the fee applies regardless")],
    # 29  (1 c medium) (0 medium)
    [A("Yes, you do — bike reservations are required on the 11:22 am from Harwick to Ashby Vale on Thursday 18 June. The good news is they're free. "
       "There are 4 bike spaces on that train and 2 have already been reserved, so I'd book yours soon.",
       bad=["There are 4 bike spaces on that train and 2 have already been reserved, so I'd book yours soon."],
       note="(c) 3 of 4 spaces are reserved, not 2"),
     A("Yes, a reservation is required for bikes on the 11:22 am (PR 1122) to Ashby Vale, and it's free of charge. "
       "Only 1 of the 4 bike spaces is still free, though — the other 3 are already reserved — so it's worth booking it as soon as you can. "
       "The train also has Wi-Fi, a trolley service and an accessible toilet.",
       note="faithful; 4 - 3 = 1; 'worth booking soon' is advice from the numbers")],
    # 30  (0 short) (1 b short)
    [A("Just one: the 4:48 pm to Dunford from platform 6, running on time. The 5:06 pm is cancelled, and the next one after that is the 5:21 pm from platform 8.",
       note="faithful; 17:21 mentioned as the next after the window"),
     A("The 4:48 pm from platform 6 is on time and calls at Orrin Bridge and Dunford. The 5:06 pm has been cancelled, but it still runs non-stop to Dunford later, at 5:21 pm from platform 8.",
       bad=["The 5:06 pm has been cancelled, but it still runs non-stop to Dunford later, at 5:21 pm from platform 8."],
       note="(b) the 5:21 pm is a separate train calling at Orrin Bridge and Wexcombe, not a non-stop replacement of the 5:06")],
    # 31  (0 long) (0 long)
    [A("Here's everything on booking SKL-44870 (Strandhaven - Carrow Bay):\n\n"
       "**Passengers:** Sunita and Vikram Rao (adults), Anya (11) and Dev (4).\n"
       "**Vehicle:** car, registration YR70 HBK.\n\n"
       "**Outbound:** Saturday 1 August at 10:30 pm, arriving 6:45 am on Sunday 2 August. You have a 4-berth inside cabin (£124.00).\n"
       "**Return:** Saturday 15 August at 1:00 pm, arriving 5:20 pm, with no cabin.\n\n"
       "**Cost:** fares £318.00 + vehicle £146.00 + cabin £124.00 = £588.00. So far £200.00 has been paid, and the remaining balance of £388.00 is due by 2 July.\n\nLet me know if you need anything else for the trip!",
       note="faithful; 588 - 388 = 200 paid"),
     A("Of course! Your booking SKL-44870 is for four people — Sunita and Vikram (adults), plus Anya, 11, and Dev, 4 — travelling with your car, YR70 HBK.\n\n"
       "- **Going out:** the overnight sailing from Strandhaven on 1 August at 10:30 pm, arriving in Carrow Bay at 6:45 am the next morning. Your 4-berth inside cabin is on this sailing.\n"
       "- **Coming back:** 15 August at 1:00 pm, arriving at 5:20 pm. There's no cabin on the return — it's a daytime crossing of 4 hours 20 minutes.\n\n"
       "The total is £588.00 (£318.00 fares, £146.00 for the car and £124.00 for the cabin). You still owe £388.00, which needs to be paid by 2 July. Let me know if you'd like a reminder nearer the time!",
       note="faithful; 13:00 -> 17:20 = 4h20; offer of a reminder is an offer of help")],
    # 32  (1 d long) (0 medium)
    [A("I'm sorry your plans have changed. Unfortunately your Advance Single (PRX-60318) for 14 April isn't refundable, so I can't get the £22.40 back for you.\n\n"
       "What you can do is change it to a different train:\n"
       "- The change fee is £5.00.\n"
       "- You'll also pay any difference in fare if the new ticket costs more.\n"
       "- The change has to be made before 6:55 am on 14 April.\n\n"
       "If you can't travel at all, you could also ask about a refund on compassionate grounds by writing to the customer relations team with any supporting documents. "
       "Would you like me to look at other trains you could change to?",
       bad=["If you can't travel at all, you could also ask about a refund on compassionate grounds by writing to the customer relations team with any supporting documents."],
       note="(d) invented exception route and contact step"),
     A("I'm afraid Advance tickets like yours aren't refundable, so you won't get the £22.40 back. You can change it to another train instead, though, for a £5.00 fee plus any fare difference — as long as you do it before 6:55 am on Tuesday 14 April.",
       note="faithful; 'Advance tickets like yours' generalises only as far as this ticket", borderline=False)],
    # 33  (1 b medium) (1 a short)
    [A("You're booked into **Meet & Greet** at Halden Airport's North Terminal (booking HLP-7741) for your car BD22 ONF.\n\n"
       "- Drop-off: Friday 27 March at 11:15 am, at the North Terminal drop-off, level 0\n"
       "- Pick-up: Tuesday 31 March at 6:45 pm\n"
       "- Price: £96.00\n\n"
       "Please call ahead at least 30 minutes before you arrive so they're ready for you.",
       bad=["Please call ahead at least 30 minutes before you arrive so they're ready for you."],
       note="(b) call_ahead_min 30 turned into 'at least 30 minutes' (any earlier time); subtle min/exact shift",
       borderline=True),
     A("It's Meet & Greet at the North Terminal, from 11:15 am on 27 March to 6:45 pm on 31 March, £96.00. A driver will meet you at the drop-off and park the car in a secure compound.",
       bad=["A driver will meet you at the drop-off and park the car in a secure compound."],
       note="(a) plausible service detail (driver, secure compound) not in the record")],
    # 34  (0 long) (1 b medium)
    [A("Here's your journey from Dunford to Ellisford on Saturday 23 May:\n\n"
       "1. **6:03 am** from Dunford, platform 2 (PR 603), arriving Castlemere at 6:51 am. There's no seat reservation on this one — it's an unreserved service, so just sit anywhere.\n"
       "2. **7:12 am** from Castlemere, platform 9 (PR 712), arriving Ellisford at 8:46 am. You're in **coach F, seat 18**, an aisle seat at a table.\n\n"
       "You'll have 21 minutes to change at Castlemere, and the whole trip takes 2 hours 43 minutes. Have a great journey, and let me know if you'd like me to check anything else!",
       note="faithful; 7:12-6:51 = 21 min; 6:03 -> 8:46 = 2h43; 'sit anywhere' follows from unreserved service",
       borderline=True),
     A("On Saturday 23 May you'll take the 6:03 am from Dunford (platform 2) to Castlemere, arriving 6:51 am, then the 7:12 am from platform 9 to Ellisford, arriving 8:46 am. "
       "Your reserved seat is coach F, seat 18, an aisle seat with a table, on the first train. You'll have 21 minutes to change at Castlemere.",
       bad=["Your reserved seat is coach F, seat 18, an aisle seat with a table, on the first train."],
       note="(b) wrong scope: the seat is on the second train (PR 712); the first (PR 603) is unreserved")],
    # 35  (0 medium) (0 short)
    [A("Hollins Park School's group booking GRP-1093 (Harwick to Port Ellin on Tuesday 9 June, 4 adults and 26 children) is currently awaiting approval, and approval is expected by 24 April. "
       "The quoted total of £412.00 works out at about £13.73 per person for the 30 travellers. You've paid a £100.00 deposit, which leaves £312.00 still to pay.",
       note="faithful; 412 / 30 = 13.73; 412 - 100 = 312"),
     A("It's still awaiting approval — you should hear by 24 April. The quote is £412.00 for 30 people, and £100.00 has been paid as a deposit.",
       note="faithful; 4 + 26 = 30")],
    # 36  (1 a medium) (0 short)
    [A("Your folding bike is fine, as long as it's folded and in a bag — it will count as your hold bag. "
       "Unfortunately surfboards aren't allowed on Amberway coaches. Full-size bikes aren't allowed either, so do make sure it's the folding one you bring. "
       "Folded bikes go in the luggage hold, so the driver will load it for you at the start of the journey.",
       bad=["Folded bikes go in the luggage hold, so the driver will load it for you at the start of the journey."],
       note="(a) driver loading is a plausible but unstated service detail; 'counts as hold bag' does not say who loads it"),
     A("The folding bike is allowed if it's folded and bagged (it counts as your hold bag), but surfboards aren't permitted, sorry.",
       note="faithful")],
    # 37  (0 medium) (1 a medium)
    [A("On Wednesday 27 May there are two afternoon sailings from Carrow Bay to Strandhaven:\n\n"
       "- **12:10 pm** on MV Kittiwake, arriving 4:25 pm — available (£38 foot passenger, £129 car and driver)\n"
       "- **3:40 pm** on MV Guillemot, arriving 7:55 pm — same fares, but the vehicle deck is full, so it's only an option if you aren't taking a car\n\n"
       "There's also a 7:30 pm sailing that evening, which is a bit cheaper at £32 / £112.",
       note="faithful reading of 'vehicle deck full'; a reader could ask whether foot passengers are still accepted (status only mentions the vehicle deck)",
       borderline=True),
     A("There are two on Wednesday afternoon: the 12:10 pm (arriving 4:25 pm) and the 3:40 pm (arriving 7:55 pm), both £38 for foot passengers or £129 for a car and driver. "
       "The 3:40 pm has no car space left, as its vehicle deck is full. "
       "Both crossings take 4 hours 15 minutes, and MV Kittiwake on the earlier sailing has a larger lounge and restaurant on board.",
       bad=["Both crossings take 4 hours 15 minutes, and MV Kittiwake on the earlier sailing has a larger lounge and restaurant on board."],
       note="(a) invented vessel facilities (durations are right: 4h15 each)")],
    # 38  (0 long) (1 d short)
    [A("Yes — your dad's assistance is confirmed. Here's what's arranged for Gerald Finch (booking PA-20817):\n\n"
       "- **Train:** PR 1503, the 3:03 pm from Castlemere to Harwick on Wednesday 15 April.\n"
       "- **Meeting point:** Castlemere ticket office at 2:43 pm, 20 minutes before departure.\n"
       "- **Help booked:** a wheelchair and ramp boarding onto the train.\n"
       "- **At Harwick:** assistance has been booked for his arrival as well.\n\n"
       "The booking shows he's travelling without a companion, so the staff will help him on and off. Let me know if you'd like anything changed.",
       note="faithful; 'help him on and off' follows from ramp boarding + arrival assistance; borderline because the record doesn't spell out alighting help",
       borderline=True),
     A("It's confirmed: wheelchair and ramp boarding for the 3:03 pm, meeting at the Castlemere ticket office at 2:43 pm, with help on arrival too. If anything changes, text the assistance team on 07700 914 382.",
       bad=["If anything changes, text the assistance team on 07700 914 382."],
       note="(d) invented contact number")],
    # 39  (0 short) (0 short)
    [A("Your 16-25 Railcard gives 33% off, so on a £38 ticket you'd save £12.54 and pay £25.46.",
       note="faithful; 38 x 0.33 = 12.54"),
     A("You'd save about £12.54 (33%), bringing the ticket down to roughly £25.46. Before 10 am there's a £12.00 minimum fare, but that doesn't affect this ticket since it's well above that.",
       note="faithful; 25.46 > 12.00 so the minimum fare doesn't bite")],
]
