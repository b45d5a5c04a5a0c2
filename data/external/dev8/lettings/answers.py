"""Two assistant answers per record in records.py, hand-written by Claude (data helper).

Labels, error kinds and target lengths were fixed first by plan.py (random.Random(2744));
build.py checks every label against the plan. Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note (for label 1 it starts with the planned
kind letter: (a) plausible addition, (b) subtle conflict, (c) evident conflict,
(d) invented contact/link/step/reason), borderline. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # R00 get_tenancy  plan: c long | 0 short
    [A("Your fixed term runs from 1 September 2025 to 31 August 2026. Rent is £1,350 a month, due on the 1st, and you're paid up to 31 March 2026. That leaves five payments (April, May, June, July and August), so £6,750 in total until the fixed term ends.\n\nA few other things from your tenancy record:\n- It's an assured shorthold tenancy for Flat 3, 27 Alder Road, Bristol BS6 4QL, in the names of Priya Nandakumar (lead tenant) and Tom Whitcombe.\n- If you stay on after 31 August, it becomes a periodic tenancy.\n- There's a break clause you can use from 1 March 2026 with three months' notice.\n\nLet me know if you'd like me to work out the figures for leaving under the break clause instead.",
       bad=["There's a break clause you can use from 1 March 2026 with three months' notice."],
       note="(c) break clause notice_months is 2, not three; 5 x £1,350 = £6,750 is right"),
     A("Your fixed term ends on 31 August 2026. Rent is paid up to 31 March, so there are five monthly payments of £1,350 left (April to August), which comes to £6,750.",
       note="faithful: paid_until 2026-03-31, 5 x 1350 = 6750")],
    # R01 get_deposit  plan: a medium | 0 short
    [A("Yes, your deposit of £1,730.77 is protected. It's held with TDS Custodial under certificate number TDS-7731-0954. It was received on 4 June 2025 and protected on 18 June 2025, 14 days later, and the prescribed information has been sent to you. At the end of your tenancy it will be returned within 10 days of you and the landlord agreeing the amount.",
       bad=["At the end of your tenancy it will be returned within 10 days of you and the landlord agreeing the amount."],
       note="(a) return timeline not in the record (return is null); 4 -> 18 June = 14 days is right"),
     A("Yes, it's protected. Your £1,730.77 deposit is with the TDS Custodial scheme (certificate TDS-7731-0954), and it was protected on 18 June 2025.",
       note="faithful")],
    # R02 get_repair_request + get_contractor_visit  plan: c short | 0 long
    [A("An engineer from Penwith Gas & Heating, Dylan Rowe, is booked for Thursday 12 March between 8 am and 12 pm. Someone will need to be home to let him in.",
       bad=["An engineer from Penwith Gas & Heating, Dylan Rowe, is booked for Thursday 12 March between 8 am and 12 pm."],
       note="(c) visit date is 2026-03-11 (Wednesday), not Thursday 12 March; access tenant_present supports the second sentence"),
     A("Sorry you're still without hot water. Here's where your repair stands:\n\n- **Reference:** RR-11842 (boiler not firing, no hot water) at 14 Kestle Way, Truro.\n- **Priority:** urgent (P2), with a 72-hour target from when you reported it at 7:48 am on Monday 9 March, so by 7:48 am on Thursday 12 March.\n- **Visit:** Dylan Rowe from Penwith Gas & Heating is booked for Wednesday 11 March, between 8 am and midday, and the visit is confirmed.\n- **Access:** the booking is marked as tenant present, so someone will need to be at home to let him in.\n\nLet me know if you have any other questions about the repair.",
       note="faithful: 9 Mar 2026 = Mon, 11 Mar = Wed, +72 h = Thu 12 Mar 7:48; borderline: the record does not say the 72-hour target counts from reported_at",
       borderline=True)],
    # R03 get_rent_account + get_payment_plan  plan: 0 long | 0 long
    [A("You're currently £1,387.50 behind on rent, which is one and a half months at your monthly rent of £925. The arrears go back to 1 January 2026, and your last payment was £462.50 on 27 February.\n\nOn the payment plan (PP-0419): it was proposed on 10 March and is still awaiting approval from your landlord, Mrs H. Caldwell. As proposed, it would work like this:\n- 6 monthly instalments of £231.25, starting 1 April 2026\n- These are on top of your normal rent, so you'd pay £1,156.25 a month in total\n- The six instalments add up to £1,387.50, so the last one on 1 September 2026 would clear the arrears in full\n\nLet me know if you'd like me to check on the plan again later.",
       note="faithful: 6 x 231.25 = 1387.50; 925 + 231.25 = 1156.25; 6th monthly instalment from 1 Apr = 1 Sep"),
     A("Here's a summary of your rent account and the plan.\n\n**Arrears:** £1,387.50, with your account in arrears since 1 January 2026. With rent at £925 a month, that's the equivalent of 1.5 months. Your most recent payment was £462.50 on Friday 27 February.\n\n**Payment plan PP-0419:** not approved yet. It's waiting for approval from the landlord (Mrs H. Caldwell). The proposal is £231.25 a month for 6 months from 1 April, paid in addition to your rent. If it's approved and you keep to it, the arrears would be fully cleared by the sixth instalment on 1 September.\n\nBear in mind the instalments would be on top of your usual £925 rent, so £1,156.25 a month in total.",
       note="faithful: 27 Feb 2026 = Fri; same arithmetic as answer 0")],
    # R04 get_inspection  plan: 0 short | a long
    [A("Your routine inspection is on Thursday 16 April at 10:30 am with Hannah Pryce, and it should take about 45 minutes. You don't need to be there, as the agent holds keys.",
       note="faithful: 16 Apr 2026 = Thu; tenant_presence_required false, keys_held_by_agent true"),
     A("Your mid-term routine inspection at 22 Marsh Lane is booked for Thursday 16 April at 10:30 am. Hannah Pryce will carry it out, and it should take around 45 minutes.\n\nA few things to know:\n- You don't have to be at home, because the agency holds a set of keys and can let themselves in.\n- Photos will be taken during the visit.\n- Notice was sent to you on 30 March, a little over two weeks ahead.\n- The inspector will mainly check for damp, damage and any maintenance issues, and you'll get a copy of the report afterwards.\n\nLet me know if you have any questions before then.",
       bad=["The inspector will mainly check for damp, damage and any maintenance issues, and you'll get a copy of the report afterwards."],
       note="(a) what is checked and a copy of the report are not in the record; 30 Mar -> 16 Apr = 17 days is right")],
    # R05 get_notice  plan: 0 long | 0 long
    [A("Your notice was served on 4 March 2026 and has been accepted. Your notice period is one month and has to end in line with your rent day (the 15th), so your tenancy ends on Tuesday 14 April 2026, which is also the date you asked for.\n\nThe check-out is booked for that same day at 2 pm with InvenTrue Inventories.\n\nAs for payments, your final rent of £1,095 is due, covering 15 March to 14 April. I can't see any other charges on the notice record.",
       note="faithful: 14 Apr 2026 = Tue; 14:00 -> 2 pm"),
     A("Thanks, your notice has been accepted. Here are the key details:\n\n- **Notice served:** Wednesday 4 March 2026\n- **Notice period:** 1 month, ending in line with your rent day (rent is due on the 15th)\n- **Tenancy end date:** 14 April 2026, the earliest possible date and the one you requested\n- **Check-out:** booked for 14 April at 2 pm, carried out by InvenTrue Inventories\n- **Final rent:** £1,095 for the period 15 March to 14 April, currently due\n\nThat final rent payment is the only outstanding amount showing on this record. Let me know if you need help with anything else before you move out.",
       note="faithful: 4 Mar 2026 = Wed")],
    # R06 get_bills_responsibility (table)  plan: a medium | 0 long
    [A("Mostly no. Council tax, electricity, gas, water and broadband are all paid by the landlord and included in your rent. There's a fair-use cap on electricity of £45 a month per room, and anything over that is recharged to you at the end of each quarter. The only thing you'd need to sort out yourself is a TV licence, and only if you watch live TV in your own room.",
       bad=["There's a fair-use cap on electricity of £45 a month per room, and anything over that is recharged to you at the end of each quarter."],
       note="(a) quarterly recharge above the cap is not in the table (only the cap is)"),
     A("Good news: almost everything is covered by your rent at 9 Wren Court. According to the bills record for your tenancy:\n\n- **Council tax** (Band B, Leicester City Council): paid by the landlord, included\n- **Electricity and gas** (Octavia Energy): paid by the landlord, included. Electricity has a fair-use cap of £45 a month per room\n- **Water** (Severn Trent): paid by the landlord, included\n- **Broadband** (Fibrenest, 500 Mbps): paid by the landlord, included\n\nThe one exception is the **TV licence**, which is your responsibility and isn't included. You only need one if you watch live TV in your own room.\n\nThe record doesn't say what happens if you go over the electricity cap.",
       note="faithful; 'Leicester City Cncl' expanded to Leicester City Council")],
    # R07 get_service_charge  plan: 0 short | 0 medium
    [A("Your service charge for 2026/27 is £4,007.60. You've paid the first half (£2,003.80, due 1 April), and the second £2,003.80 isn't due until 1 October 2026.",
       note="faithful"),
     A("For the year 1 April 2026 to 31 March 2027, your share of the building's £186,400 budget is 2.15%, which comes to £4,007.60, and that includes your contribution to the reserve fund. It's billed half-yearly:\n- 1 April 2026: £2,003.80, paid\n- 1 October 2026: £2,003.80, not due yet\n\nSo you're up to date, with £2,003.80 left to pay this year.",
       note="faithful: 2.15% of 186,400 = 4,007.60")],
    # R08 get_parking_permit  plan: c medium | c short
    [A("Your permit for bay B14 at Linden Mews is valid until 30 June 2026, and it won't renew automatically, so you'll need to arrange a new one before then. It covers your Skoda Fabia (LK21 XHV) and costs £35 a month. You also have 8 visitor permits left if you need them.",
       bad=["You also have 8 visitor permits left if you need them."],
       note="(c) visitor_permits_remaining is 6, not 8"),
     A("Your permit for bay B14 runs out on 31 July 2026. It isn't set to auto-renew, so you'll need to renew it yourself.",
       bad=["Your permit for bay B14 runs out on 31 July 2026."],
       note="(c) valid_to is 2026-06-30, not 31 July")],
    # R09 get_rent_statement (table)  plan: 0 short | 0 medium
    [A("Not quite. March's rent was £1,180 but the card payment on 6 March was £900, so you have £280 outstanding. January and February were paid in full.",
       note="faithful: 1180 - 900 = 280"),
     A("Almost. Your January and February rent (£1,180 each) were both paid in full by standing order, on 2 January and 3 February. For March, £1,180 was charged on 1 March and you paid £900 by card on 6 March, which leaves a balance of £280 still owing. Once that's paid, you'll be fully up to date.",
       note="faithful; SO read as standing order")],
    # R10 get_council_tax  plan: c short | a short
    [A("You're responsible for the council tax, which is Band C with Leeds City Council. With your 25% single person discount it comes to £1,579.86 for 2026/27, paid in 12 instalments from 1 April.",
       bad=["With your 25% single person discount it comes to £1,579.86 for 2026/27, paid in 12 instalments from 1 April."],
       note="(c) instalments is 10, not 12"),
     A("As the tenant, you're liable for council tax to Leeds City Council. It's Band C: £2,106.48 a year, reduced to £1,579.86 after your 25% single person discount. You'll need to tell the council within 21 days if anyone else moves in.",
       bad=["You'll need to tell the council within 21 days if anyone else moves in."],
       note="(a) 21-day notification rule not in the record")],
    # R11 get_deposit_deductions  plan: 0 medium | a long
    [A("The landlord has proposed three deductions from your £1,500 deposit: £145 for a professional clean of the kitchen and oven, £228 towards replacing the stained bedroom carpet (40% of the cost, pro-rata), and £61.37 for the unpaid final water bill. That's £434.37 in total, so you'd get £1,065.63 back. These are only proposed so far. You have until 20 April 2026 to respond, and a dispute is available if you disagree.",
       note="faithful: 145 + 228 + 61.37 = 434.37; 1500 - 434.37 = 1065.63"),
     A("Here's the breakdown of the proposed deductions from your £1,500 deposit (held with mydeposits):\n\n1. Professional clean of the kitchen and oven: £145.00 (checkout report, page 4)\n2. Replacement of the stained bedroom carpet: £228.00. This is pro-rata, so you're only being charged 40% of the cost (checkout report, page 9)\n3. Unpaid final water bill: £61.37 (invoice SW-88213)\n\nThat comes to £434.37, leaving £1,065.63 to be returned to you.\n\nThese deductions are only proposed at this stage, and you need to respond by 20 April 2026. If you disagree with any of them, you can raise a dispute, and the undisputed amount will be paid to you while it's being decided.",
       bad=["If you disagree with any of them, you can raise a dispute, and the undisputed amount will be paid to you while it's being decided."],
       note="(a) early release of the undisputed amount is not in the record (only dispute_available true)")],
    # R12 get_repair_request  plan: a short | a short
    [A("Your repair (RR-12977) has been quoted at £95 and is waiting for the landlord's approval, so no contractor or visit is booked yet. Landlords usually respond to quotes within a few working days.",
       bad=["Landlords usually respond to quotes within a few working days."],
       note="(a) generic timeline not in the record"),
     A("Not much movement yet, I'm afraid. The dripping kitchen tap is logged as a routine repair with a 20-day target, and a £95 quote is waiting for landlord approval before a contractor can be booked. Once it's approved, we'll text you to arrange a visit.",
       bad=["Once it's approved, we'll text you to arrange a visit."],
       note="(a) text-message follow-up not in the record")],
    # R13 get_renewal_offer  plan: b long | b long
    [A("Here are the renewal terms your landlord has offered for 12 Foxglove Terrace:\n\n- **Rent:** £1,340 a month, up from £1,275. That's £65 more a month (about 5.1%), or £780 over the year\n- **Term:** 12 months, from 1 June 2026 to 31 May 2027\n- **Break clause:** included, usable after month 6 with two months' notice\n- **Pets clause:** unchanged\n\nThe offer has been sent to you and you have until Friday 24 April 2026 to respond. There's no renewal fee as long as you accept before that deadline.\n\nLet me know if you'd like me to go through any of these in more detail.",
       bad=["There's no renewal fee as long as you accept before that deadline."],
       note="(b) renewal fee is £0 unconditionally; the answer adds a condition tied to respond_by. 65 x 12 = 780; 24 Apr 2026 = Fri"),
     A("Your landlord has sent a renewal offer, and there's no fee to renew. The main terms are:\n\n1. Your rent would go from £1,275 to £1,340 a month. That's £65 more per month, roughly a 5.1% increase.\n2. The new fixed term would be 12 months, starting 1 June 2026 and ending 31 May 2027.\n3. The break clause is included, so you could end the tenancy with two months' notice at any point in the first six months.\n4. The pets clause stays the same.\n\nYou'll need to respond by 24 April 2026. If you'd like, I can help you work out what the increase means over the full year.",
       bad=["The break clause is included, so you could end the tenancy with two months' notice at any point in the first six months."],
       note="(b) after_month 6: the break can be used after month 6, not within the first six months")],
    # R14 get_move_in_utilities  plan: 0 short | 0 long
    [A("On your move-in day, 20 March, the electricity meter read 18,342 kWh and the gas meter 6,021.4 m³. There's no water meter reading on record.",
       note="faithful: water reading null"),
     A("Here are the readings taken on 20 March 2026, the day you moved into 3 Orchard Row:\n\n- **Electricity** (meter E21K04418): 18,342 kWh, read at 11:05 am\n- **Gas** (meter G4A77190): 6,021.4 m³, read at 11:07 am\n- **Water:** no reading or meter serial number is recorded\n\nElectricity and gas are both supplied by Brightwell Energy, and water by Yorkshire Water. As you're responsible for electricity, gas, water, council tax and broadband, keep these opening readings handy when you set up your own accounts.",
       note="faithful; borderline: the closing advice (keep the readings for your own accounts) adds no fact but assumes the tenant sets up accounts", borderline=True)],
    # R15 get_rent_account  plan: d short | 0 medium
    [A("You owe £640 for March, which was due on 5 March. You can pay by bank transfer to Greyhaven PM Client Account, sort code 20-44-91, account 53018866, using the reference TN24608. You can also pay by debit card through the Greyhaven tenant portal.",
       bad=["You can also pay by debit card through the Greyhaven tenant portal."],
       note="(d) invented payment channel; accepted_methods are bank_transfer and standing_order only"),
     A("No problem, here's how to sort it. Your March rent of £640 (due 5 March) is outstanding, and you can pay it by bank transfer:\n- Account name: Greyhaven PM Client Account\n- Sort code: 20-44-91\n- Account number: 53018866\n- Reference: TN24608\n\nIf you have any questions, Greyhaven's team is on 0113 496 0725, Monday to Friday, 9 am to 5 pm.",
       note="faithful: contact from the record, hours 09:00-17:00 -> 9 am to 5 pm")],
    # R16 get_open_repairs  plan: 0 medium | 0 long
    [A("You have three open repairs:\n- Front door lock sticking (urgent): visit booked for Thursday 2 April, 8 am to 12 pm\n- Bathroom extractor fan (routine): visit booked for Tuesday 7 April, 1 pm to 5 pm\n- Mould on the bedroom ceiling (routine): waiting for an inspection, with no visit booked yet",
       note="faithful: 2 Apr 2026 = Thu, 7 Apr = Tue"),
     A("There are three repairs still open at Flat 5, 18 Linnet Street:\n\n1. **RR-30152, front door lock sticking.** This one is marked urgent, and a contractor visit is booked for Thursday 2 April between 8 am and midday.\n2. **RR-30114, bathroom extractor fan not working.** Routine priority, with a visit booked for Tuesday 7 April between 1 pm and 5 pm.\n3. **RR-30166, mould on the bedroom ceiling.** Also routine. It's currently awaiting an inspection, and no visit date has been set yet.\n\nSo two of the three have visits booked, five days apart. Let me know if you'd like an update on any of them.",
       note="faithful: 2 -> 7 April = 5 days; 'contractor visit' paraphrases visit")],
    # R17 get_rent_increase_notice  plan: 0 long | b medium
    [A("Your rent is going up from £1,100 to £1,166 a month, an increase of £66 a month, or 6%. Over a full year that's £792 more.\n\nThe new rent takes effect from 1 April 2026. The notice was served on 16 February, so there are 44 days between the notice and the new rent starting.\n\nIf you think the increase is unfair, you can challenge it: the record shows challenges go to the First-tier Tribunal (Property Chamber), and the deadline is 31 March 2026, the day before the new rent starts.\n\nLet me know if you'd like help with anything else.",
       note="faithful: 66/1100 = 6%; 66 x 12 = 792; 16 Feb -> 1 Apr = 44 days"),
     A("Your landlord has proposed an increase from £1,100 to £1,166 a month. That's £66 more per month, which works out at 6%. The notice was served on 16 February and the new rent takes effect from 1 April 2026, but only if you don't challenge it by 31 March. Challenges go to the First-tier Tribunal (Property Chamber).",
       bad=["The notice was served on 16 February and the new rent takes effect from 1 April 2026, but only if you don't challenge it by 31 March."],
       note="(b) condition added: the record gives effective_from unconditionally; it does not say a challenge stops the new rent")],
    # R18 get_tenant_application  plan: 0 medium | 0 medium
    [A("Your application (APP-9083) is still at the referencing stage. Leon has passed referencing, and Amira has passed subject to a guarantor. The guarantor, Samir Haddad, is still being referenced, so that's the one check still outstanding. Your holding deposit of £288.46 was paid on 12 March, and the deadline to agree the tenancy is 26 March, ahead of your proposed move-in on Saturday 4 April.",
       note="faithful: 4 Apr 2026 = Sat; passed_with_guarantor -> passed subject to a guarantor"),
     A("Here's the status of each check:\n- Leon Brady: passed\n- Amira Haddad: passed with a guarantor\n- Samir Haddad (guarantor): in progress\n\nThe £288.46 holding deposit has been received (paid 12 March). The deadline for agreeing the tenancy is 26 March, which is 14 days after you paid it, and you're aiming to move in on 4 April.",
       note="faithful: 12 -> 26 March = 14 days")],
    # R19 get_service_charge_budget (table) + get_service_charge_account  plan: a long | a long
    [A("Your £1,940 is your 1/24 share of Block B's £46,560 budget for 2026/27. It breaks down like this:\n- Buildings insurance: £620\n- Cleaning of communal areas: £300\n- Lift maintenance: £210\n- Grounds and gardening: £140\n- Reserve fund: £400\n- Management fee: £270\n\nInsurance is the biggest single item, at about 32% of your charge. The reserve fund contribution builds up money for major works, such as roof or lift replacement, so the block doesn't need to raise one-off charges later. You pay by monthly direct debit of £161.67, the next one is on 1 April, and your account is currently clear.",
       bad=["The reserve fund contribution builds up money for major works, such as roof or lift replacement, so the block doesn't need to raise one-off charges later."],
       note="(a) purpose of the reserve fund not in the results; 620/1940 = 32%, 1940/12 = 161.67"),
     A("Here's what makes up your £1,940 for 2026/27. Flat 9 pays a 1/24 share of each cost for Block B at Westmere Court:\n\n1. Buildings insurance: £620 (block total £14,880)\n2. Reserve fund: £400 (£9,600)\n3. Cleaning communal areas: £300 (£7,200)\n4. Management fee: £270 (£6,480)\n5. Lift maintenance: £210 (£5,040)\n6. Grounds and gardening: £140 (£3,360)\n\nThe block total is £46,560. Your balance is currently £0, and you're paying by monthly direct debit of £161.67, next taken on 1 April 2026. The total is up on last year mainly because of the rise in insurance premiums.",
       bad=["The total is up on last year mainly because of the rise in insurance premiums."],
       note="(a) no prior-year figure or reason in the results")],
    # R20 get_repair_request  plan: d short | d long
    [A("Your leak is logged as an emergency, and Rapid Flow Plumbing are on their way, expected at around 11:30 pm. In the meantime, turn off the stopcock and the electrics in the affected area. If you need to chase them, call Rapid Flow Plumbing directly on 01793 550 218.",
       bad=["If you need to chase them, call Rapid Flow Plumbing directly on 01793 550 218."],
       note="(d) invented contractor phone number; the only number given is the out-of-hours line 0333 014 6620"),
     A("I'm sorry, that sounds stressful. Here's where things stand with report RR-40388:\n\n- It's been logged as an **emergency** (P1), with a 24-hour target. You reported it at 10:10 pm tonight.\n- **Rapid Flow Plumbing** is on the way, with an estimated arrival of 11:30 pm, about an hour and 20 minutes after you reported it.\n\nWhile you wait, please:\n1. Turn off the water at the stopcock.\n2. Switch off the electrics in the affected area.\n3. Take photos of the damage and upload them to your repair report so the landlord's insurer can assess it.\n\nIf anything gets worse before they arrive, the out-of-hours line is 0333 014 6620.",
       bad=["Take photos of the damage and upload them to your repair report so the landlord's insurer can assess it."],
       note="(d) invented step and reason; advice_given has only the stopcock and electrics. 22:10 -> 23:30 = 1 h 20 min")],
    # R21 get_deposit_return  plan: b long | 0 medium
    [A("Your deposit return has been approved. Here's the breakdown:\n\n- Deposit held (DPS Insured): £2,100\n- Agreed deductions: £180\n- Amount to be returned: £1,920\n\nThis is split 50/50 between Chloe Barnard and Nathan Greer, so each of you will receive £960: Chloe's share to the account ending 4471 and Nathan's to the one ending 0938.\n\nThe return was approved on 12 March and hasn't been paid yet. The payment will be made on 22 March, so look out for it in your account that day.\n\nLet me know if there's anything else I can help with.",
       bad=["The payment will be made on 22 March, so look out for it in your account that day."],
       note="(b) payment_due_by is a deadline ('by 22 March'), not the payment date"),
     A("Your deposit return was approved on 12 March and is due to be paid by 22 March 2026, though it hasn't been paid yet. From the £2,100 deposit, £180 of agreed deductions come off, leaving £1,920. That's split equally between the two tenants, so Chloe Barnard and Nathan Greer each get £960, paid to the accounts ending 4471 and 0938 respectively.",
       note="faithful: 2100 - 180 = 1920; 50% = 960")],
    # R22 get_tenancy_summary + calc_notice_end_date  plan: 0 long | d short
    [A("As your tenancy is now periodic (the fixed term ended on 31 October 2025), you need to give one month's notice, and it has to end on the last day of a rental period. Your rent is £895 a month, due on the 1st.\n\nIf you give notice today, 18 March 2026, the earliest your tenancy can end is Thursday 30 April 2026. A month from today would be 18 April, but that falls mid-period, so the notice runs to the end of the April period instead.\n\nThat means you'd still pay April's rent of £895 in full on 1 April, as it won't be pro-rated. Let me know if you'd like help with the next steps.",
       note="faithful: 30 Apr 2026 = Thu; pro_rata false; 'today' = notice_given_on 2026-03-18"),
     A("If you give notice today, the earliest your tenancy can end is 30 April 2026, and you'll pay April's rent in full. You can give notice by emailing notices@tidewayhomes.co.uk.",
       bad=["You can give notice by emailing notices@tidewayhomes.co.uk."],
       note="(d) invented email address; the results give no way to serve notice")],
    # R23 get_visitor_permits  plan: 0 short | 0 short
    [A("You have 8 visitor permits left for this year, having used 22 of your 30. Each permit can be used for a maximum of 3 consecutive days.",
       note="faithful; borderline: max_consecutive_days read as a limit per permit use, which the record does not spell out", borderline=True),
     A("8 left. You've used 22 of this year's 30, and the allowance runs until 31 December 2026. Extra permits beyond that cost £2.50 each.",
       note="faithful: cost_per_extra 2.5")],
    # R24 get_rent_schedule  plan: c medium | 0 short
    [A("Here are your next four rent payments, all taken by standing order:\n- 28 April: £1,045\n- 28 May: £1,045\n- 28 June: £1,098\n- 28 July: £1,098\n\nThe increase comes from your rent review, which applies from 28 June, and adds £63 a month.",
       bad=["The increase comes from your rent review, which applies from 28 June, and adds £63 a month."],
       note="(c) wrong difference: 1098 - 1045 = £53, not £63"),
     A("Your next payments are £1,045 on 28 April and 28 May, then £1,098 on 28 June and 28 July after your rent review. They're all paid by standing order.",
       note="faithful")],
    # R25 get_compliance_certificates (table)  plan: 0 short | a short
    [A("Yes. The gas safety certificate was issued on 3 November 2025 with a pass, and it's valid until 2 November 2026.",
       note="faithful"),
     A("Yes, it's current: it was issued on 3 November 2025, passed, and expires on 2 November 2026. The landlord must give you a copy within 28 days of each check.",
       bad=["The landlord must give you a copy within 28 days of each check."],
       note="(a) legal rule not in the table")],
    # R26 get_available_rooms (table)  plan: 0 medium | 0 medium
    [A("There are three rooms available at 71 Clifton Road, all with bills included:\n- Room 1: 11.2 m², £595 a month, from 1 April\n- Room 3: 14.8 m², £675 a month, ensuite, from 1 May\n- Room 5: 9.6 m², £560 a month, available now\n\nPer square metre, Room 3 is the best value at about £45.61/m², compared with £53.13 for Room 1 and £58.33 for Room 5.",
       note="faithful: 675/14.8 = 45.61, 595/11.2 = 53.13, 560/9.6 = 58.33"),
     A("Room 5 is the cheapest outright at £560 a month and is available now, but it's also the smallest at 9.6 m², which works out at about £58 per m². Room 3 is the cheapest per square metre: £675 for 14.8 m², roughly £46 per m², and it's the only one with an ensuite. It's free from 1 May. Room 1 sits in between at £595 for 11.2 m² (about £53 per m²), available from 1 April. Bills are included in all three.",
       note="faithful: same arithmetic, rounded")],
    # R27 get_inspection_report  plan: c short | a long
    [A("Your inspection on 24 February was rated good overall. You need to clean the mouldy sealant around the bath by 24 April. You'll also need to keep the lawn under control, and the broken extractor hood light is for the landlord to fix.",
       bad=["You need to clean the mouldy sealant around the bath by 24 April."],
       note="(c) due date is 24 March, not 24 April"),
     A("Good news: Owen Lacey rated your property **good** overall at the inspection on Tuesday 24 February. There are three points from the report:\n\n1. **Bathroom:** the sealant around the bath is mouldy. This is down to you to clean, by 24 March 2026.\n2. **Garden:** the lawn is overgrown, and you're asked to keep it maintained. No deadline is set for this one.\n3. **Kitchen:** the extractor hood light isn't working. This is a repair for the landlord, so you don't need to do anything.\n\nIf the sealant isn't cleaned by the deadline, the landlord may arrange a cleaner and charge the cost to you. Your next inspection is due in August 2026.",
       bad=["If the sealant isn't cleaned by the deadline, the landlord may arrange a cleaner and charge the cost to you."],
       note="(a) consequence not in the record; 24 Feb 2026 = Tue")],
    # R28 get_move_in_details  plan: 0 medium | 0 short
    [A("Your move-in is on Friday 10 April at 3 pm. You'll collect your keys from Oakridge Residential at 5 Market Hill, Cambridge (open until 5:30 pm): two front door keys, two flat door keys and a bike store fob. The inventory check with Ruth Morland is at the same time, 3 pm. Your first rent payment has been received, but your deposit isn't showing as registered yet.",
       note="faithful: 10 Apr 2026 = Fri; deposit_registered false"),
     A("Move-in is Friday 10 April at 3 pm, with the inventory check by Ruth Morland at the same time. Collect your keys from Oakridge Residential, 5 Market Hill, before 5:30 pm.",
       note="faithful")],
    # R29 get_payment_plan + get_rent_account  plan: 0 short | 0 long
    [A("You've made all four £150 payments so far, so £600 of the original £1,200 is left. At £150 a month, that's four more instalments.",
       note="faithful: 1200 - 4 x 150 = 600 = arrears_balance"),
     A("You're keeping up well with the plan. Here's where it stands:\n\n- **Original arrears:** £1,200, when the plan started on 15 December 2025\n- **Paid so far:** 4 instalments of £150 (December, January, February and March), so £600, with none missed\n- **Remaining:** £600, which matches your rent account's arrears balance\n\nAt £150 a month, that's four more payments. If they keep falling around the 15th, as they have so far, the last one would be in July 2026 and the arrears would be cleared.\n\nYour current month's rent of £780 is also paid, so you're on track.",
       note="faithful: 600/150 = 4 -> Apr, May, Jun, Jul")],
    # R30 get_permission_request  plan: d long | c short
    [A("Yes, your request (PR-5561) for one Cocker Spaniel was approved on 13 March, 10 days after you submitted it, but your landlord, Mr D. Vance, has set some conditions:\n\n- Your rent goes up by £25 a month from 1 April 2026 (pet rent).\n- You'll need to have the carpets professionally cleaned at the end of your tenancy.\n- The dog mustn't be left alone for more than 6 hours.\n\nBefore the dog moves in, you'll need to sign a pet addendum to your tenancy agreement, which we'll email to you for e-signature. Let me know if you'd like any of the conditions explained in more detail.",
       bad=["Before the dog moves in, you'll need to sign a pet addendum to your tenancy agreement, which we'll email to you for e-signature."],
       note="(d) invented step (pet addendum by e-signature); 3 -> 13 March = 10 days"),
     A("Yes, your landlord approved it on 13 March, with conditions. You'll pay £25 a month extra rent from 1 May, have the carpets professionally cleaned when you leave, and not leave the dog alone for more than 6 hours.",
       bad=["You'll pay £25 a month extra rent from 1 May, have the carpets professionally cleaned when you leave, and not leave the dog alone for more than 6 hours."],
       note="(c) pet rent starts 1 April 2026, not 1 May")],
    # R31 get_contractor_visit  plan: d long | 0 long
    [A("Yes, you can reschedule. Your electrician visit with Sparkline Electrical Ltd (job RR-22619, for the tripping RCD) is currently booked for Thursday 19 March between 12 pm and 4 pm. Rescheduling is allowed as long as you give at least 24 hours' notice, so you'd need to change it before midday on Wednesday 18 March.\n\nThe alternative slots available are:\n- Friday 20 March, 8 am to 12 pm\n- Monday 23 March, 12 pm to 4 pm\n\nTo move it, reply to your booking confirmation text with the new date you want. Please don't just miss the visit, as there's a £60 charge for missed visits.",
       bad=["To move it, reply to your booking confirmation text with the new date you want."],
       note="(d) invented way to reschedule; 19 Mar 2026 = Thu, 20 = Fri, 23 = Mon; 24 h before 12:00 Thu = 12:00 Wed"),
     A("No problem, the visit can be moved. Here are the details:\n\n**Current booking:** Thursday 19 March, 12 pm to 4 pm, with Sparkline Electrical Ltd, to look at the tripping RCD in your consumer unit (job RR-22619).\n\n**Other available slots:**\n1. Friday 20 March, 8 am to 12 pm\n2. Monday 23 March, 12 pm to 4 pm\n\nYou need to give at least 24 hours' notice to reschedule, which means by 12 pm on Wednesday 18 March. If the visit is missed, there's a £60 charge, so it's worth changing it in good time.\n\nWhich of the two slots would suit you better?",
       note="faithful")],
    # R32 get_leaseholder_account  plan: c medium | a medium
    [A("The £960 is made up of two unpaid amounts:\n- £710 left on your service charge for the first half of 2026 (£1,310 charged, £600 paid)\n- £250 ground rent for 2026, which hasn't been paid yet\n\nYour service charge for the second half of 2025 (£1,240) is fully paid. The oldest unpaid item was due on 1 January 2026, and a reminder was sent on 14 March.",
       bad=["The oldest unpaid item was due on 1 January 2026, and a reminder was sent on 14 March."],
       note="(c) reminder_sent is 14 February, not 14 March; 1310 - 600 + 250 = 960"),
     A("It's the balance of two charges. Your service charge for the first half of 2026 was £1,310 and you've paid £600 of it, leaving £710. Your 2026 ground rent of £250 is also unpaid. Together that's £960. Interest will be added to overdue amounts if they're not cleared within 30 days of the reminder.",
       bad=["Interest will be added to overdue amounts if they're not cleared within 30 days of the reminder."],
       note="(a) interest rule not in the record")],
    # R33 get_parking_waitlist (table)  plan: 0 short | a short
    [A("You're 6th of 14 on the waiting list for an allocated bay, which costs £65 a month. You're not on the EV charging list.",
       note="faithful"),
     A("You're number 6 on the allocated bay list, out of 14 people waiting. Allocated bays are £65 a month. Positions usually move every couple of months as bays free up.",
       bad=["Positions usually move every couple of months as bays free up."],
       note="(a) generic timeline not in the table")],
    # R34 get_checkout_appointment  plan: d medium | c short
    [A("Your check-out at 16 Larch Avenue is on Thursday 30 April at 10 am with Keyline Inventory Services. Before then:\n- Have the property professionally cleaned and keep the receipt as evidence\n- Take your final meter readings, as you need to provide them\n- Bring all 4 keys to hand over at the check-out\n\nWe don't have your forwarding address yet. You can send it through the form at tenants.keyline-inventory.co.uk/forwarding.",
       bad=["You can send it through the form at tenants.keyline-inventory.co.uk/forwarding."],
       note="(d) invented link; 30 Apr 2026 = Thu"),
     A("Your check-out is on 30 April at 11 am. Bring all 4 keys, provide your final meter readings, and have the property professionally cleaned (keep the receipt).",
       bad=["Your check-out is on 30 April at 11 am."],
       note="(c) time is 10:00, not 11 am")],
    # R35 get_utility_bill + get_household  plan: 0 long | 0 medium
    [A("Your share is £134.84. Here's how that works out.\n\nThe Brightwell Energy electricity bill for 1 December 2025 to 28 February 2026 (90 days) comes to £539.36:\n- Usage: 1,862 kWh at 26.4p per kWh = £491.57\n- Standing charge: 90 days at 53.1p a day = £47.79\n\nBills at 6 Quarry Lane are split equally between the four of you (Isla, Ben, Ravi and Jess), so £539.36 ÷ 4 = £134.84 each.\n\nThe bill is due on 25 March 2026, and Ben Okafor is listed as the bills lead for the house.",
       note="faithful: 1862 x 0.264 = 491.57; 90 x 0.531 = 47.79; 539.36/4 = 134.84"),
     A("The last electricity bill (1 December to 28 February) came to £539.36, and it's split equally between the four tenants, so your share is £134.84. It's due on 25 March 2026. The bill covers 1,862 kWh, which works out at about 29p per kWh once the standing charge is included.",
       note="faithful: 539.36/1862 = 0.290")],
    # R36 get_access_request  plan: 0 short | b short
    [A("No. The gas safety check on Wednesday 8 April (9 am to 1 pm) can go ahead using the agent's keys if you're out. You haven't confirmed the appointment yet, though.",
       note="faithful: 8 Apr 2026 = Wed; tenant_confirmed false"),
     A("You don't need to be there. Northgate Heating will use the agent's keys for the check on 8 April between 9 am and 1 pm, whether or not you're home.",
       bad=["Northgate Heating will use the agent's keys for the check on 8 April between 9 am and 1 pm, whether or not you're home."],
       note="(b) condition dropped: keys may be used only if the tenant is absent (can_use_agent_keys_if_absent)")],
    # R37 get_tenancy_documents  plan: 0 short | 0 short
    [A("No, the inventory isn't showing as signed yet. Your tenancy agreement was signed on 28 July 2025, though.",
       note="faithful"),
     A("Not yet. The inventory is the only item still outstanding: your tenancy agreement was signed on 28 July 2025, you were given the How to Rent guide the same day, and the deposit prescribed information followed on 9 August.",
       note="faithful")],
    # R38 get_arrears_status  plan: 0 long | a medium
    [A("I'm sorry you're dealing with this. Your arrears are currently £2,310, which is three months' rent at £770 a month.\n\nYour account is at the formal notice stage: a Section 8 notice was served on 2 March 2026, on grounds 8, 10 and 11. The earliest date the landlord can apply to court is 16 March 2026, 14 days after the notice was served.\n\nNo payment plan has been offered so far. A referral for support has been made to the Hartwell Debt Advice Trust.\n\nIf you'd like, I can go through anything else that's showing on your account.",
       note="faithful: 2310/770 = 3; 2 -> 16 March = 14 days"),
     A("Your arrears stand at £2,310, equal to three months' rent. A Section 8 notice (grounds 8, 10 and 11) was served on 2 March, and the landlord can apply to court from 16 March. If you clear the arrears in full before a court hearing, ground 8 can no longer be used. No payment plan has been offered yet, but you've been referred to the Hartwell Debt Advice Trust for support.",
       bad=["If you clear the arrears in full before a court hearing, ground 8 can no longer be used."],
       note="(a) legal consequence not in the record")],
    # R39 get_block_info  plan: 0 short | 0 medium
    [A("The gym at Aspen House is closed for refurbishment and is due to reopen on Monday 18 May 2026.",
       note="faithful: 18 May 2026 = Mon"),
     A("The Aspen House gym is currently closed while it's being refurbished, and it's scheduled to reopen on 18 May 2026. If you have any questions in the meantime, the concierge is available from 7 am to 10 pm on 020 7946 0381.",
       note="faithful: concierge hours 07:00-22:00")],
]
