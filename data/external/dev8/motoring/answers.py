"""Two assistant answers per record in records.py, hand-written by Claude (data helper).

Labels, error kinds and target lengths were fixed first by plan.py (random.Random(2745));
build.py checks every label against the plan. Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note (for label 1 it starts with the planned
kind letter: (a) plausible addition, (b) subtle conflict, (c) evident conflict,
(d) invented contact/link/step/reason), borderline. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # R00 get_finance_agreement  plan: 0 long | 0 medium
    [A("Here's where your Brackenford PCP agreement for the Corvane Astrel (LK23 VWT) stands:\n\n- **Monthly payments:** you've made 26 of your 47 payments, so 21 are left. At £289.40 each, that's £6,077.40.\n- **Optional final (balloon) payment:** £9,850.00, due on 15 March 2028.\n\nSo if you keep the car and pay the balloon, you've got **£15,927.40** left to pay in total. Your next monthly payment is due on Monday 15 June, and your account isn't in arrears.\n\nJust bear in mind the balloon is optional, so if you don't pay it, the amount left is the £6,077.40 of monthly payments. Want me to work out anything else, like how much you've paid so far?",
       note="faithful: 21 x 289.40 = 6,077.40; + 9,850 = 15,927.40; 15 Jun 2026 = Mon; arrears 0; 'optional' from optional_final_payment"),
     A("You've got 21 monthly payments of £289.40 still to go, which comes to £6,077.40. On top of that there's the optional final payment of £9,850, due 15 March 2028. Altogether that's £15,927.40 if you choose to pay the balloon and keep the car. Your next payment goes out on 15 June.",
       note="faithful: same arithmetic")],
    # R01 get_mot_history (table)  plan: 0 medium | 0 medium
    [A("Your MOT for YD19 KPN expires on Tuesday 21 July 2026, so it's worth getting it booked in soon.\n\nBetween your last two passes, the odometer went from 41,905 miles (22 July 2024) to 48,210 miles (2 July 2025), so you covered 6,305 miles in just under a year.",
       note="faithful: 21 Jul 2026 = Tue; 48,210 - 41,905 = 6,305; 22 Jul 2024 to 2 Jul 2025 is just under a year; 'worth booking' is generic advice"),
     A("According to the MOT history, the current certificate runs until 21 July 2026. Your last two passes were on 2 July 2025 at 48,210 miles and 22 July 2024 at 41,905 miles, which means about 6,300 miles between them. The failed test on 18 July 2024 (a major defect on the nearside brake light) was only four days before the 2024 pass, so I haven't counted it.",
       note="faithful: 6,305 rounded with 'about'; 18 -> 22 Jul = 4 days; fail reason from table")],
    # R02 get_recall_notices + find_authorised_repairer  plan: 0 medium | 1 d long
    [A("Yes, the letter is right. Your Corvane Vireo (FN22 TXD) has an outstanding recall, R/2026/0183, because the rear centre seat belt buckle may not latch correctly. The fix is a replacement buckle assembly, it's free of charge, takes around 1.5 hours, and the parts are in stock.\n\nThe nearest authorised repairer is Halvergate Corvane (4.2 miles away, 01632 960418). Their next recall slot is Wednesday 27 May at 9 am.",
       note="faithful: 27 May 2026 = Wed; cost 0; parts_available true"),
     A("Good news that you checked: there is an open recall on your 2022 Corvane Vireo (FN22 TXD). It was issued on 2 April 2026 and covers the rear centre seat belt buckle, which may not latch correctly.\n\nHere's what to do:\n1. Book the repair with an authorised repairer. The closest is Halvergate Corvane, 4.2 miles away, on 01632 960418. Their next available recall slot is Wednesday 27 May at 9:00 am.\n2. Bring your recall letter and the V5C logbook with you so the garage can confirm the car's ownership.\n3. Allow about an hour and a half: they'll replace the rear centre buckle assembly, and there's a waiting area you can use.\n\nThe work costs you nothing, and the parts are available now. Halvergate don't offer a courtesy car for this, so plan around being without the car for that time if you don't wait.",
       bad=["Bring your recall letter and the V5C logbook with you so the garage can confirm the car's ownership."],
       note="(d) invented step: bring letter and V5C to confirm ownership; the rest is faithful (waiting_area true, courtesy_car false, 1.5 h)")],
    # R03 get_breakdown_membership  plan: 0 short | 1 c short
    [A("Yes, home start is included in your Roadwise Rescue National Plus Home cover. You've used 2 of your 6 call-outs, so you have 4 left for the membership year ending 30 September 2026.",
       note="faithful: 6 - 2 = 4; year end 2026-09-30"),
     A("Yes, you're covered for home start as well as roadside help and national recovery. You've used 2 of your 6 call-outs, so 4 remain, and your membership year runs until 30 October.",
       bad=["You've used 2 of your 6 call-outs, so 4 remain, and your membership year runs until 30 October."],
       note="(c) membership year ends 30 September 2026, not 30 October")],
    # R04 get_charging_session  plan: 0 short | 1 d long
    [A("That £26.63 is just for the energy: you took 38.6 kWh at 69p per kWh, which comes to £26.63. There were no idle fees, since you had 0 idle minutes.",
       note="faithful: 38.6 x 0.69 = 26.634 -> 26.63"),
     A("I've found the session. You charged at the Voltara Hub at Millbrook Retail Park yesterday evening, from 5:42 pm to 6:21 pm, on a CCS connector, and took on 38.6 kWh.\n\nHere's how the charge adds up:\n- Energy: 38.6 kWh x £0.69 per kWh = £26.63\n- Idle fees: none (you unplugged with 0 idle minutes, and the 10p-a-minute fee only starts after a 10-minute grace period)\n\nSo the whole £26.63 is for the electricity, and the payment was taken from your card ending 4417. If you still think something's wrong, you can raise a dispute in the Voltara app under Account > Payments > Report a problem, and include the session ID VC-S-20260518-77410.",
       bad=["If you still think something's wrong, you can raise a dispute in the Voltara app under Account > Payments > Report a problem, and include the session ID VC-S-20260518-77410."],
       note="(d) invented dispute menu path; times 17:42 -> 5:42 pm, 18:21:55 -> 6:21 pm (truncated, acceptable); arithmetic faithful")],
    # R05 get_penalty_charge_notice  plan: 1 a short | 0 medium
    [A("The penalty charge for Castle Row is £70, but it drops to £35 if you pay by 25 May 2026. If it's still unpaid after 28 days, the charge goes up to £105.",
       bad=["If it's still unpaid after 28 days, the charge goes up to £105."],
       note="(a) plausible but absent escalation (charge certificate increase)"),
     A("Your penalty charge notice (EB40719326) from Elmsby Borough Council is for £70. It was issued on 12 May at 10:47 am for parking in a restricted street during prescribed hours.\n\nYou can pay the reduced amount of £35 as long as you pay by Monday 25 May, online at https://pay.elmsby.gov.example/pcn. If you think the ticket was wrong, you can challenge it until 8 June.",
       note="faithful: 25 May 2026 = Mon; challenge_by 2026-06-08; url from record")],
    # R06 get_insurance_policy  plan: 0 medium | 0 medium
    [A("For most claims your total excess would be £400: that's the £250 compulsory excess plus the £150 voluntary excess you chose. Windscreen claims are different: a repair has no excess, and a replacement has a £95 excess.\n\nAnd yes, your no-claims bonus is protected. You currently have 6 years of no-claims discount on the policy.",
       note="faithful: 250 + 150 = 400; windscreen fields; ncd protected true; 'for most claims' = non-windscreen claims"),
     A("According to your Pinecrest comprehensive policy (PCI-M-7720351):\n\n- Compulsory excess: £250\n- Voluntary excess: £150\n- **Total: £400**\n\nFor windscreen damage it's different: £0 for a repair or £95 for a replacement. And yes, your 6 years' no-claims bonus is protected on this policy.",
       note="faithful")],
    # R07 get_vehicle_tax_status  plan: 0 short | 1 b short
    [A("Yes, MT21 OHZ is taxed until 31 July 2026. You pay monthly by Direct Debit, and the next instalment of £17.06 comes out on 1 June.",
       note="faithful"),
     A("Yes, your car is taxed. Your next payment of £17.06 is due on 1 June, but the Direct Debit will stop once your tax runs out on 31 July, so you'll need to renew it yourself.",
       bad=["Your next payment of £17.06 is due on 1 June, but the Direct Debit will stop once your tax runs out on 31 July, so you'll need to renew it yourself."],
       note="(b) auto_renew is true: inverted; amount and dates reused correctly")],
    # R08 get_service_history + get_vehicle_telematics  plan: 0 long | 0 long
    [A("Your next service at Halvergate Garage is due on 10 September 2026 or at 43,980 miles, whichever comes first.\n\nYour car's last reading was 41,115 miles on 21 May, so you've got 2,865 miles to go before the mileage limit. Over the last 90 days you've averaged about 1,240 miles a month, and at that rate you'd reach 43,980 miles in a little over two months, around the end of July. That's well before the September date, so if you keep that pace up, the mileage will come up first.\n\nIt'd be sensible to book it in for July. Would you like me to look for available slots?",
       note="faithful: 43,980 - 41,115 = 2,865; 2,865 / 1,240 = 2.3 months from 21 May -> about end of July; schedule rule whichever_first"),
     A("Your service schedule is every 12 months or 12,500 miles, whichever comes first. The last full service was on 10 September 2025 at 31,480 miles, so the next one is due by Thursday 10 September 2026 or at 43,980 miles.\n\nYour latest odometer reading (21 May) is 41,115 miles, which leaves 2,865 miles. Since you're averaging around 1,240 miles a month, you're likely to hit the mileage limit first, probably towards the end of July if you keep driving at the same rate. So I'd plan for the service in July rather than September.",
       note="faithful: 10 Sep 2026 = Thu; 31,480 + 12,500 = 43,980; projection stated as conditional on the record's average")],
    # R09 get_site_tariffs  plan: 0 short | 1 a long
    [A("At Riverside Car Park, Voltara charges 45p per kWh on the 22 kW AC chargers, 65p on the 50 kW rapids and 79p on the 150 kW ultra-rapids. Voltara Plus members get 15% off.",
       note="faithful"),
     A("Here are the prices at Riverside Car Park:\n\n- 22 kW AC chargers: 45p per kWh\n- 50 kW rapid chargers: 65p per kWh\n- 150 kW ultra-rapid chargers: 79p per kWh\n\nA few other things worth knowing:\n- On the rapid and ultra-rapid chargers, there's an overstay fee of 50p a minute if you stay plugged in more than 15 minutes after charging.\n- Parking is free for the first 2 hours.\n- All the chargers accept contactless, so you don't need the app to pay.\n- If you charge there a lot, Voltara Plus costs £7.99 a month and takes 15% off, so the rapid rate would drop to about 55p per kWh.\n\nLet me know if you'd like me to compare that with other sites nearby.",
       bad=["All the chargers accept contactless, so you don't need the app to pay."],
       note="(a) contactless payment not in the record; 0.65 x 0.85 = 0.5525 -> about 55p faithful; 'after charging' glosses the overstay grace")],
    # R10 get_breakdown_job  plan: 0 medium | 1 c medium
    [A("Your patrol, Dale, is on the way in van RR 512. The estimated arrival time is 8:50 am, which is about 39 minutes from the last update at 8:11 am, and at the latest he should be with you by 9:05 am. If you can, stay somewhere safe near the A614 lay-by while you wait.",
       note="faithful: 08:11 -> 08:50 = 39 min; eta_latest 09:05; safety advice generic", borderline=False),
     A("Dale is on his way to you at the A614 lay-by near Cresswell Moor in van RR 512. He's expected to arrive at around 8:50 am, so roughly 49 minutes from the last update. The latest arrival time they're giving is 9:05 am.",
       bad=["He's expected to arrive at around 8:50 am, so roughly 49 minutes from the last update."],
       note="(c) 8:11 -> 8:50 is 39 minutes, not 49")],
    # R11 get_parking_permit  plan: 1 a long | 1 c short
    [A("Yes, you can renew now. Your E3 residents' permit for HX20 NLO is valid until 31 May 2026, and the renewal window opened on 1 May, so you're in it already.\n\nHere's what you need to know:\n- **Cost:** £96.00 for the renewal.\n- **Eligibility:** the council's record shows you're eligible to renew.\n- **Proof:** you won't need to send any proof documents this time.\n- **Format:** renewed permits are digital and linked to your registration, so there's no paper permit to display.\n\nI'd renew in the next few days, since the current permit ends in 9 days. You also still have 14 visitor vouchers left on your account.",
       bad=["- **Format:** renewed permits are digital and linked to your registration, so there's no paper permit to display."],
       note="(a) digital permit not in record; 22 -> 31 May = 9 days"),
     A("Yes, the renewal window opened on 1 May, so you can renew your E3 permit now. It'll cost £69, and your current permit runs until 31 May.",
       bad=["It'll cost £69, and your current permit runs until 31 May."],
       note="(c) renewal price is £96.00, not £69")],
    # R12 get_claim_status  plan: 1 a short | 0 long
    [A("Your claim (CLM-2026-0419832) is currently waiting for the engineer's report on your car. You should hear back within 5 working days of the inspection. Owen Marsh is handling it.",
       bad=["You should hear back within 5 working days of the inspection."],
       note="(a) invented timeline"),
     A("Here's the latest on claim CLM-2026-0419832 for the collision on 28 April:\n\n- **Status:** awaiting the engineer's report.\n- **Liability:** not decided yet. It's being treated as non-fault, but that's still pending.\n- **Repairs:** your car is going to Teasel Bodyworks, and you've got a courtesy car until the repairs are finished.\n- **Excess:** £400 applies for now, but you'll get it back if the costs are recovered from the other party.\n- **No-claims:** whether your no-claims bonus is affected depends on the liability decision.\n\nYour claim handler is Owen Marsh. Is there anything specific you'd like me to check?",
       note="faithful: non_fault_pending, refundable_if_recovered, pending_liability; 'from the other party' for third-party collision")],
    # R13 get_payment_schedule (table)  plan: 0 medium | 1 a short
    [A("You have four payments left on agreement BMF-HP-3318054:\n\n- 1 June, 1 July and 1 August: £214.75 each (£644.25 together)\n- 1 September: the final payment of £3,180.00\n\nThat's **£3,824.25** in total to finish the agreement, with the last payment on 1 September 2026.",
       note="faithful: 3 x 214.75 = 644.25; + 3,180 = 3,824.25"),
     A("You've got £3,824.25 left to pay: three monthly payments of £214.75 and a final payment of £3,180 on 1 September. There's no extra fee to take ownership once that last payment clears.",
       bad=["There's no extra fee to take ownership once that last payment clears."],
       note="(a) option-to-purchase fee not mentioned in the schedule")],
    # R14 find_chargers_nearby  plan: 1 a short | 0 medium
    [A("The closest rapid charger with a free space is Riverside Car Park, 2.4 miles away: 2 of its 4 50 kW chargers are available, at 65p per kWh. It's open 24 hours.",
       bad=["It's open 24 hours."],
       note="(a) opening hours not in the record"),
     A("Millbrook Retail Park is nearest at 1.8 miles, but all 6 of its chargers are in use right now. Your best bet is **Riverside Car Park**, 2.4 miles away, where 2 of the 4 chargers are free. They're 50 kW and cost 65p per kWh.\n\nIf you'd rather have faster charging, Thorpe Lane Services has 150 kW chargers with 3 of 8 free, but it's 5.1 miles away and a bit pricier at 74p per kWh.",
       note="faithful")],
    # R15 get_mot_slots  plan: 0 medium | 0 medium
    [A("Yes, Teasel MOT Centre has two Saturday morning slots this week, on 6 June: 8:30 am and 11 am. There's also one at 2:30 pm if the afternoon suits you better. The MOT costs £45, takes about an hour, and you can wait while it's done. Shall I book one of them?",
       note="faithful: as_of Wed 3 Jun -> Saturday 6 Jun"),
     A("You're in luck: on Saturday 6 June Teasel has slots at 8:30 am and 11:00 am. The test is £45 and lasts 60 minutes, and you can wait on site. If your car fails, you get a free retest as long as it's within 10 days.",
       note="faithful: free_retest_within_days 10")],
    # R16 get_renewal_quote  plan: 1 b medium | 1 a short
    [A("Your renewal premium is £688.20, up from £612.48 this year, so it's gone up by £75.72 (about 12%). A couple of other changes:\n\n- Your no-claims discount goes up from 6 to 7 years.\n- Your windscreen replacement excess is going down from £115 to £95.\n\nYour compulsory (£250) and voluntary (£150) excesses stay the same, and the policy is set to renew automatically on 3 November.",
       bad=["- Your windscreen replacement excess is going down from £115 to £95."],
       note="(b) direction swapped: it goes up from £95 to £115; 75.72 / 612.48 = 12.4%"),
     A("Your premium is going up from £612.48 to £688.20, an increase of £75.72. That includes your protected no-claims discount, which rises to 7 years.",
       bad=["That includes your protected no-claims discount, which rises to 7 years."],
       note="(a) 'protected' is not in the renewal quote")],
    # R17 get_pcn_appeal  plan: 1 d medium | 1 d medium
    [A("Your appeal (APL-26-03372) against PCN EB40611874 is still under review. You sent it on 2 May on the grounds that the signage was unclear, and the council should decide by 30 May. While it's being looked at, the £35 discounted amount is held for you. You can check progress by calling Elmsby parking services on 01632 960772.",
       bad=["You can check progress by calling Elmsby parking services on 01632 960772."],
       note="(d) invented phone number"),
     A("No decision yet: your appeal is still under review, with a decision due by Saturday 30 May. It's taking a few weeks because the council has to send someone out to check the signs on the street. The good news is the £35 discount is being held, and if they reject the appeal you'll be offered the discount again for 14 days, instead of having to pay the full £70.",
       bad=["It's taking a few weeks because the council has to send someone out to check the signs on the street."],
       note="(d) invented reason for the review time")],
    # R18 list_charging_sessions  plan: 1 b medium | 1 c medium
    [A("In April you had four public charging sessions and spent £73.56 in total for 112.1 kWh, which works out at roughly 66p per kWh overall. That includes a £1.50 idle fee from the Millbrook Retail Park session on 17 April; without it, your energy alone cost £72.06. Your cheapest session was the AC charger on Station Road, at 45p per kWh.",
       bad=["That includes a £1.50 idle fee from the Millbrook Retail Park session on 17 April; without it, your energy alone cost £72.06."],
       note="(b) idle fee belongs to the Riverside session on 9 April (wrong row); 73.56 / 112.1 = 0.656"),
     A("You spent **£75.36** on public charging in April, across four sessions and 112.1 kWh. That works out at about 67p per kWh on average.\n\nOne of those charges included a £1.50 idle fee at Riverside Car Park on 9 April, so it's worth unplugging promptly when you're done.",
       bad=["You spent **£75.36** on public charging in April, across four sessions and 112.1 kWh."],
       note="(c) total is £73.56 (21.53 + 15.80 + 27.95 + 8.28); the per-kWh figure follows the wrong total")],
    # R19 get_settlement_quote  plan: 0 medium | 1 c medium
    [A("To settle your hire purchase agreement early, you'd need to pay £7,412.36, and this quote is valid until Friday 19 June. That figure already takes off £318.90 of interest, and there's no early settlement fee.\n\nYou can pay by debit card or bank transfer (sort code 40-11-62, account 71820394, reference BMF2290415).",
       note="faithful: 19 Jun 2026 = Fri"),
     A("Your settlement figure is £7,412.36, which includes a £318.90 interest rebate and no early settlement fee. You'll need to pay it by 29 June, either by bank transfer or debit card. For a transfer, use sort code 40-11-62, account 71820394 and reference BMF2290415.",
       bad=["You'll need to pay it by 29 June, either by bank transfer or debit card."],
       note="(c) quote valid until 19 June (29 May is the generated date)")],
    # R20 check_recalls_batch  plan: 1 d long | 0 medium
    [A("I've checked all three, and only one car needs attention:\n\n- **FN22 TXD (Corvane Vireo):** the seat belt buckle recall (R/2026/0183) was completed on 27 May, so nothing more to do.\n- **LK23 VWT (Corvane Astrel Hybrid):** there's an outstanding recall, R/2026/0207. The hybrid inverter software may cause a loss of drive power, and the fix is a software update that takes about 45 minutes and costs you nothing. You don't need to stop driving it in the meantime.\n- **WR18 BHM (Tessaro Lune):** no recalls.\n\nYou can book the Astrel's update online at corvane.example/recalls by entering the registration. Would you like me to find the nearest authorised repairer too?",
       bad=["You can book the Astrel's update online at corvane.example/recalls by entering the registration."],
       note="(d) invented booking link; 0.75 h = 45 min; do_not_drive false faithful"),
     A("Only your Corvane Astrel (LK23 VWT) has an open recall. It's R/2026/0207, for hybrid inverter software that may cause a loss of drive power. The remedy is a free software update of around 45 minutes, and the car isn't flagged as unsafe to drive. The Vireo's seat belt recall was already done on 27 May, and the Tessaro Lune has no recalls.",
       note="faithful: 'isn't flagged as unsafe to drive' = do_not_drive false")],
    # R21 get_breakdown_membership + list_callouts  plan: 1 c long | 1 d long
    [A("Sorry to hear the car won't start. Unfortunately, your Roadwise Rescue membership is roadside-only, and it doesn't include home start, so a breakdown on your driveway isn't covered at the moment.\n\nOn call-outs: you've used 3 of your 5 this membership year (a flat tyre on 3 February, a battery problem on 21 March and the clutch on 9 May), so you have 2 left, and the year runs until 14 January 2027.\n\nIf you'd like home start, there are two upgrades:\n- Roadside + Home: an extra £38.00\n- National Plus Home: an extra £58.00, which also adds national recovery\n\nWould you like me to help with upgrading?",
       bad=["- Roadside + Home: an extra £38.00"],
       note="(c) Roadside + Home upgrade costs £28.00 extra, not £38.00"),
     A("I'm afraid your current cover won't help with this one. You're on Roadwise Rescue's roadside-only level, which doesn't include home start, and a car that won't start on your driveway counts as a home call-out.\n\nYou've used 3 call-outs so far this year:\n1. 3 February: flat tyre, fixed at the scene\n2. 21 March: battery, fixed at the scene\n3. 9 May: clutch, towed 7 miles to Halvergate Garage\n\nThat leaves 2 of your 5 for the year ending 14 January 2027.\n\nYou can add home start for an extra £28, or move to National Plus Home for an extra £58. If you upgrade in the Roadwise app, the new cover starts straight away, so you could request a home call-out this morning.",
       bad=["If you upgrade in the Roadwise app, the new cover starts straight away, so you could request a home call-out this morning."],
       note="(d) invented upgrade step and immediate start; 'counts as a home call-out' restates the user's situation against home_start false")],
    # R22 get_service_booking  plan: 0 long | 0 short
    [A("Here are the details for booking HG-BK-60218 at Halvergate Garage:\n\n- **Car:** PN22 GUA, full service\n- **Drop-off:** Friday 12 June at 8:15 am\n- **Estimated ready:** the same day at around 4 pm\n- **Quote:** £261.50 including VAT (£165.00 labour and £96.50 parts)\n\nThere's also an air-con regas for £59.00 that's awaiting your approval. If you approve it, the total would come to £320.50.\n\nYou asked for a courtesy car, but it hasn't been confirmed yet, so it may be worth checking with the garage before the day. Collection and delivery aren't set up for this booking. Do you want me to approve the air-con regas for you?",
       note="faithful: 12 Jun 2026 = Fri; 261.50 + 59 = 320.50; collection_delivery null read as not set up (mild)", borderline=True),
     A("Your full service at Halvergate Garage is on Friday 12 June: drop off at 8:15 am, and it should be ready by about 4 pm. The quote is £261.50 including VAT.",
       note="faithful")],
    # R23 get_tax_payment_options (table)  plan: 0 medium | 1 a medium
    [A("The cheapest way is to pay for 12 months in one go, either as a single payment or by annual Direct Debit: both come to £195.00.\n\nPaying monthly by Direct Debit is 12 payments of £17.06, which is £204.72 a year, so it costs you £9.72 more. Buying 6 months at a time is the most expensive option at £214.50 a year.",
       note="faithful: 204.72 - 195 = 9.72; 2 x 107.25 = 214.50 is the table's annual total"),
     A("Paying for 12 months at once is cheapest at £195.00, whether you pay it as a single payment or by annual Direct Debit. Monthly Direct Debit is £17.06 a month, £204.72 over the year, so you'd pay £9.72 extra for spreading it out. The monthly option also lets you cancel at any point and get a refund for any full months left.",
       bad=["The monthly option also lets you cancel at any point and get a refund for any full months left."],
       note="(a) refund rule not in the table")],
    # R24 get_policy_drivers  plan: 1 a medium | 0 short
    [A("Yes, Jonah is a named driver on your Pinecrest policy for DG19 WKE, and he has been since 10 February 2026. He's covered for social, domestic and commuting use. As he's 19, a £350 young driver excess applies if he makes a claim.\n\nHe can't drive his friend's car on your policy, though: driving other cars isn't included for him, only for you.",
       bad=["He's covered for social, domestic and commuting use."],
       note="(a) class of use not in the record; 'if he makes a claim' glosses the young-driver excess"),
     A("Yes, Jonah is a named driver on your policy (added 10 February), with a £350 young driver excess because he's under 25. But no, he isn't covered to drive other cars; only you are.",
       note="faithful")],
    # R25 get_parking_session  plan: 1 a medium | 0 short
    [A("Your parking at Market Street car park runs out at 3:05 pm, so you've got 25 minutes left. You can extend it: the maximum stay is 3 hours, and you've paid for 2, so you can add up to one more hour at £1.80. You'll also get a text reminder 10 minutes before your time runs out.",
       bad=["You'll also get a text reminder 10 minutes before your time runs out."],
       note="(a) sms_reminder true, but '10 minutes before' is invented"),
     A("You've got 25 minutes left (it expires at 3:05 pm). Yes, you can extend, but only by up to an hour, since the maximum stay is 3 hours. An extra hour costs £1.80.",
       note="faithful: 14:40 -> 15:05 = 25 min; 13:05 -> 15:05 = 2 h paid (3.60 / 1.80); 3 - 2 = 1 h")],
    # R26 get_home_charging  plan: 1 b short | 0 short
    [A("Last night's charge cost £2.43. That's 32.4 kWh at your 7.5p off-peak rate, which includes the daily standing charge, and all of it was in the off-peak window.",
       bad=["That's 32.4 kWh at your 7.5p off-peak rate, which includes the daily standing charge, and all of it was in the off-peak window."],
       note="(b) £2.43 is energy only; the 53.2p standing charge is separate (wrong scope)"),
     A("It cost about £2.43. You charged from 11:30 pm to 4:10 am and used 32.4 kWh, all at the 7.5p off-peak rate (your standing charge of 53.2p a day is on top, whether you charge or not).",
       note="faithful: 32.4 x 0.075 = 2.43; standing charge per day", borderline=True)],
    # R27 get_pcp_mileage  plan: 0 medium | 1 b medium
    [A("You're running ahead of your allowance. Since the start of the agreement you've done 27,628 miles (27,640 on the clock minus the 12 it started with). After 26 months, your 10,000-a-year allowance works out at about 21,670 miles, so you're roughly 5,960 miles over the pace.\n\nYou have 12,372 miles left of your 40,000 total for the remaining 22 months, which is about 560 miles a month. Anything over 40,000 would cost 8p a mile if you hand the car back.",
       note="faithful: 27,640 - 12 = 27,628; 10,000 x 26/12 = 21,667; 27,628 - 21,667 = 5,961; 12,372 / 22 = 562"),
     A("You've covered 27,628 miles so far, out of a total allowance of 40,000 over the agreement. That leaves 12,372 miles for the last 22 months, or roughly 560 miles a month, which is a lot less than you've been averaging. The excess charge is 8p per mile over the limit, and it applies whether you hand the car back or keep it by paying the final payment.",
       bad=["The excess charge is 8p per mile over the limit, and it applies whether you hand the car back or keep it by paying the final payment."],
       note="(b) condition dropped/inverted: applies_if vehicle_returned; 27,628 / 26 = 1,063 a month average supports 'a lot less'")],
    # R28 get_mot_test  plan: 0 short | 0 medium
    [A("Your last MOT on 11 March 2026 was a pass with two advisories: the nearside front tyre is worn close to the legal limit (2.0 mm), and the offside rear brake disc is slightly pitted.",
       note="faithful"),
     A("RE17 MVA passed its MOT at Teasel MOT Centre on 11 March 2026 at 62,114 miles, with no defects. There were two advisories:\n\n1. Nearside front tyre worn close to the legal limit (2.0 mm)\n2. Offside rear brake disc slightly pitted\n\nThe certificate runs until Wednesday 10 March 2027. It'd be worth keeping an eye on that front tyre in the meantime.",
       note="faithful: 10 Mar 2027 = Wed; generic advice")],
    # R29 get_tyre_quote  plan: 0 medium | 0 short
    [A("Teasel MOT Centre has quoted £78.50 per tyre for two Halden Eco 205/55 R16 91V tyres, with fitting included. Add £2.50 per tyre for disposal and the total is £162.00, including VAT.\n\nIf you'd like a four-wheel alignment as well, that's another £39.00, bringing it to £201.00. The next fitting slot is Tuesday 9 June at 10:30 am.",
       note="faithful: 2 x 78.50 + 2 x 2.50 = 162; + 39 = 201; 9 Jun 2026 = Tue"),
     A("Two tyres will cost £162 all in (£78.50 each plus £2.50 disposal per tyre, fitting and VAT included). The earliest they can fit them is 9 June at 10:30 am.",
       note="faithful")],
    # R30 list_cover_levels (table)  plan: 0 short | 1 b short
    [A("The cheapest Roadwise level with home start is **Roadside + Home** at £112.00 a year. Bear in mind its recovery is local only (up to 10 miles); for national recovery as well, National Plus Home is £142.00.",
       note="faithful"),
     A("The cheapest option with home start is Roadside + Home at £112 a year, which also includes national recovery. The next one up with home start is National Plus Home at £142.",
       bad=["The cheapest option with home start is Roadside + Home at £112 a year, which also includes national recovery."],
       note="(b) Roadside + Home recovery is local (10 miles), not national")],
    # R31 get_policy_addons  plan: 1 d medium | 1 a long
    [A("Your policy includes motor legal protection (up to £100,000), personal accident cover (up to £5,000) and a courtesy car (a small hatchback, if your car is repaired by an approved repairer). Key cover isn't included, but you can add it for £19.99. To do that, log in to your Pinecrest account and go to My Policy > Add-ons > Key cover.",
       bad=["To do that, log in to your Pinecrest account and go to My Policy > Add-ons > Key cover."],
       note="(d) invented menu path"),
     A("Here's what's on your policy (PCI-M-7720351):\n\n**Included:**\n- Motor legal protection, up to £100,000. This also covers disputes with a garage over faulty repairs.\n- Personal accident cover, up to £5,000.\n- A courtesy car (small hatchback), as long as the repairs are done by an approved repairer.\n\n**Not included:**\n- Key cover isn't included, but it is available to add for £19.99.\n- Breakdown cover isn't included and isn't available as an add-on with this policy, so you'd need to arrange it separately.\n\nWould you like me to look at adding key cover?",
       bad=["This also covers disputes with a garage over faulty repairs."],
       note="(a) scope of legal protection not in the record; 'arrange it separately' is generic")],
    # R32 plan_route_charging  plan: 0 long | 0 short
    [A("Yes, one stop is enough. Here's the plan for the 212-mile trip from Elmsby to Port Callan, starting with 90% charge:\n\n1. Drive 131 miles to the Voltara Hub at Wexcombe Services, arriving with about 22%.\n2. Charge on the 150 kW charger for around 24 minutes, up to 75%. That should cost about £23.90.\n3. Drive the remaining 81 miles and arrive in Port Callan with roughly 18% left.\n\nDriving time is 3 hours 50 minutes, and with the charging stop the whole trip is about 4 hours 14 minutes. Have a good trip on Saturday!",
       note="faithful: 212 - 131 = 81; 230 min = 3 h 50; 254 min = 4 h 14"),
     A("Yes. One 24-minute stop at Wexcombe Services (22% to 75%, about £23.90) gets you there with around 18% battery, and the journey takes about 4 hours 14 minutes in total.",
       note="faithful")],
    # R33 get_penalty_charge_notice + list_pcn_payments  plan: 0 medium | 1 d long
    [A("Your payment of £35.00 went through on 6 May, but the discounted rate only applied until 4 May. After that, the full penalty of £70.00 applied, so there's still £35.00 left to pay.\n\nThe council has this PCN (EB40877213) marked as balance due, and the remaining £35.00 needs to be paid by Wednesday 3 June.",
       note="faithful: 70 - 35 = 35; 3 Jun 2026 = Wed; the cause is what the fields imply"),
     A("I can see what's happened. The bus lane PCN (EB40877213) was issued on 20 April for £70, with a reduced amount of £35 if paid by 4 May. Your card payment of £35 (ref PAY-55821) was made on 6 May, two days after the discount ended, so it was counted towards the full £70.\n\nThat leaves a balance of £35 due by 3 June.\n\nIf you think the late payment should be accepted at the discounted rate, you can email the parking team at parking@elmsby.gov.example with your PCN number and payment reference and ask them to review it.\n\nOtherwise, paying the remaining £35 by 3 June will clear the balance.",
       bad=["If you think the late payment should be accepted at the discounted rate, you can email the parking team at parking@elmsby.gov.example with your PCN number and payment reference and ask them to review it."],
       note="(d) invented email contact and review step; 'clear the balance' = paying the balance (status balance_due)", borderline=False)],
    # R34 get_vehicle_tax_status + get_mot_status  plan: 1 b medium | 0 long
    [A("It's because SN18 FRC doesn't have a valid MOT at the moment, and you can't tax a car without one. Your MOT expired on 28 May, and the car failed its MOT at Teasel on 27 May because of a minor headlamp aim issue and a worn tyre. Your tax also ran out on 31 May, so the car is currently untaxed. Once the faults are fixed and it passes, you should be able to tax it.",
       bad=["Your MOT expired on 28 May, and the car failed its MOT at Teasel on 27 May because of a minor headlamp aim issue and a worn tyre."],
       note="(b) both defects are major, not minor (severity word changed)"),
     A("The tax system won't let you tax SN18 FRC because it doesn't have a valid MOT.\n\nHere's what the records show:\n- **Tax:** the car was taxed until 31 May 2026, so it's now untaxed.\n- **MOT:** the certificate expired on 28 May. The car was tested at Teasel MOT Centre on 27 May and failed on two major defects:\n  1. Offside headlamp aim too low\n  2. Nearside front tyre tread below the legal limit\n\nSo you'll need to get those two problems fixed and the car through its MOT first. Once it has a valid MOT, the block on taxing should clear. Would you like me to look for an MOT slot at Teasel?",
       note="faithful: blocking_reason no_valid_mot; 'block should clear' follows from the stated reason")],
    # R35 get_finance_agreement + get_part_exchange_valuation  plan: 0 long | 1 a long
    [A("Yes, it looks like you'd have some equity. Here are the numbers for KV71 ERB:\n\n- **Part-exchange valuation** from Halvergate Corvane: £13,600.00\n- **Settlement figure** to clear your Brackenford PCP: £11,240.00\n- **Equity:** £13,600 - £11,240 = **£2,360**\n\nA couple of things to watch:\n- The valuation is only valid until 10 June, while the settlement figure lasts until 26 June, so you'd need to go ahead by 10 June for both numbers to hold.\n- The valuation is subject to inspection, so the final figure could change once the dealer has looked at the car (it was graded in good condition at 28,300 miles).\n\nShall I check anything else before you speak to the dealer?",
       note="faithful: 13,600 - 11,240 = 2,360; the earlier of the two valid_until dates"),
     A("Good news: based on these figures you'd come out ahead. Halvergate Corvane has valued your car at £13,600, and your settlement figure with Brackenford is £11,240, so you'd have about £2,360 of equity to put towards your next car.\n\nA few points:\n- The valuation is subject to inspection, and is only guaranteed until 10 June.\n- Your settlement figure is valid until 26 June.\n- The valuation already takes your car's full service history into account.\n- The dealer graded the car as being in good condition, at 28,300 miles.\n\nSo if you want to lock in both figures, aim to complete the part-exchange by 10 June. Would you like help comparing this with handing the car back instead?",
       bad=["- The valuation already takes your car's full service history into account."],
       note="(a) service history not in the valuation record")],
    # R36 get_subscription  plan: 1 a medium | 1 c medium
    [A("Not yet, based on the figures so far. You've paid for 5 months of Voltara Plus at £7.99, which is £39.95, and the 15% discount has saved you £31.46. So overall you're about £8.49 worse off. The discount also applies to overstay fees, so those savings are included in that figure. You can cancel whenever you like, and it would stop at the end of the current billing period.",
       bad=["The discount also applies to overstay fees, so those savings are included in that figure."],
       note="(a) discount_applies_to is energy only; phrased as an added fact"),
     A("Not quite. Since you started on 14 January, you've made 5 payments of £7.99, which comes to £47.94, and your 15% discount has saved you £31.46 on energy. That means you've paid £16.48 more than you've saved so far. If you'd like to cancel, you can, and it takes effect at the end of your billing period (your next renewal is 14 June).",
       bad=["Since you started on 14 January, you've made 5 payments of £7.99, which comes to £47.94, and your 15% discount has saved you £31.46 on energy."],
       note="(c) 5 x 7.99 = £39.95, not £47.94 (6 payments); the £16.48 difference follows the wrong sum")],
    # R37 get_visitor_vouchers  plan: 0 medium | 0 short
    [A("You have 14 visitor vouchers left out of your 50 for this year, and the allocation year ends on 31 May 2026. They don't roll over, so any you haven't used by then will be lost.\n\nIf you need more, you can buy extra vouchers in packs of 10 for £12.00, up to 20 extra a year. Each voucher covers one calendar day.",
       note="faithful: carry_over false -> unused are lost"),
     A("You've got 14 left out of 50, and no, they don't carry over: the allocation year ends on 31 May. Extra packs of 10 cost £12.",
       note="faithful")],
    # R38 get_recall_booking  plan: 1 c short | 0 long
    [A("Your recall appointment at Halvergate Corvane is confirmed for Tuesday 16 June at 1 pm, and should take about 45 minutes. Bring both keys for the car.",
       bad=["Your recall appointment at Halvergate Corvane is confirmed for Tuesday 16 June at 1 pm, and should take about 45 minutes."],
       note="(c) appointment is at 1:30 pm (13:30)"),
     A("Your recall appointment is all set. Here are the details:\n\n- **Where:** Halvergate Corvane\n- **When:** Tuesday 16 June at 1:30 pm\n- **Car:** LK23 VWT\n- **Recall:** R/2026/0207\n- **Booking reference:** HC-RC-11942\n- **How long:** around 45 minutes\n\nThe only thing you need to bring is both keys for the car. There's no courtesy car with this booking, but there's a waiting area, so you could wait while it's done. The status shows as confirmed, so the slot is held for you. Let me know if you'd like a reminder the day before.",
       note="faithful: 16 Jun 2026 = Tue; 13:30 -> 1:30 pm; offer of a reminder is an offer, not a fact")],
    # R39 get_fuel_log (table)  plan: 0 short | 0 long
    [A("Over the four fill-ups since 4 April you've spent £229.36 on fuel. Based on the miles and litres between fill-ups, you're averaging about 52 mpg.",
       note="faithful: 59.29 + 56.39 + 58.91 + 54.77 = 229.36; 1,337 mi / (116.55 L / 4.546) = 52.2 mpg"),
     A("Here's the summary from your fuel log for BT20 YJC:\n\n**Spending:** four fill-ups between 4 April and 22 May, totalling **£229.36**.\n\n**Fuel economy:** since you fill to full each time, I can work it out from the second fill-up onwards:\n- Miles driven: 41,455 - 40,118 = 1,337 miles\n- Fuel used: 38.65 + 40.10 + 37.80 = 116.55 litres, which is about 25.6 UK gallons\n- 1,337 / 25.6 = roughly **52 mpg**\n\nThat also means fuel is costing you about 12.7p a mile (£170.07 for those 1,337 miles). Prices ranged from 143.9p to 146.9p a litre over the period.",
       note="faithful: full-to-full method; 116.55 / 4.54609 = 25.64 gal; 1337 / 25.64 = 52.15; 56.39 + 58.91 + 54.77 = 170.07; 170.07 / 1337 = 12.7p")],
]
