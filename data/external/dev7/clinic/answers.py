"""Two assistant answers per record in records.py, hand-written by Claude (data helper).

Labels, error kinds and target lengths were fixed first by plan.py (random.Random(2743));
build.py checks every label against the plan. Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note (for label 1 it starts with the planned
kind letter: (a) plausible addition, (b) subtle conflict, (c) evident conflict,
(d) invented contact/link/step/reason), borderline. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # R00 get_upcoming_appointments  plan: 0 medium | 0 long
    [A("Your next GP appointment is on Tuesday 21 April at 3:40 pm with Dr Amara Fenwick at Harwood Lane Surgery on Bexley Road. It's a 10-minute, in-person appointment and it's confirmed.\n\nYou also have something booked before that: a blood test with Nurse Toby Okafor on Thursday 16 April at 8:20 am (15 minutes). The record says you'll need to fast for that one.",
       note="faithful: 21 Apr 2026 = Tue, 16 Apr = Thu, 15:40 -> 3:40 pm, fasting_required true"),
     A("Here's what you have coming up at Harwood Lane Surgery, Bexley Road:\n\n1. **Blood test** with Nurse Toby Okafor (practice nurse): Thursday 16 April at 8:20 am, 15 minutes, in person. Fasting is required, so don't eat beforehand. You can cancel until 8:20 am on Wednesday 15 April.\n2. **GP appointment** with Dr Amara Fenwick: Tuesday 21 April at 3:40 pm, 10 minutes, in person. You can cancel until 3:40 pm on Monday 20 April.\n\nBoth appointments are confirmed. So your GP appointment is a week from today, and the blood test is five days before it. Would you like me to add either of these to your calendar?",
       note="faithful: as_of 14 Apr -> 21 Apr is a week away; cancel deadlines 24 h before (15 Apr Wed, 20 Apr Mon); 16 -> 21 Apr = 5 days; 'don't eat beforehand' glosses fasting_required")],
    # R01 get_prescription_request + get_pharmacy  plan: 0 medium | 0 long
    [A("Mostly, yes! Your ramipril 5mg capsules and atorvastatin 20mg tablets (28 of each) are ready to collect at Wellmeadow Pharmacy, 3 Kiln Parade. The salbutamol inhaler is still owing because of a supplier delay and is expected on 17 April.\n\nThe pharmacy is open 8:30 am to 6:30 pm on weekdays and 9 am to 1 pm on Saturdays, and it's closed on Sundays. Please pick it up by 27 April.",
       note="faithful restatement of both tool results"),
     A("Good news: your repeat prescription (approved by Dr Ravi Lindqvist) is marked ready for collection at Wellmeadow Pharmacy, 3 Kiln Parade. Here's the breakdown:\n\n- Ramipril 5mg capsules x 28: ready\n- Atorvastatin 20mg tablets x 28: ready\n- Salbutamol 100mcg inhaler x 1: owing due to a supplier delay, expected Friday 17 April\n\nOpening hours are Monday to Friday 8:30 am-6:30 pm and Saturday 9 am-1 pm (closed Sunday). You have until 27 April to collect. You're not marked as exempt from charges, so it's £9.90 per item, which is £29.70 for all three. If you have questions, the pharmacy's number is 020 7946 0318.",
       note="faithful: 17 Apr 2026 = Fri; 3 x £9.90 = £29.70; phone from get_pharmacy")],
    # R02 get_vaccination_schedule (table)  plan: 0 short | 0 medium
    [A("Not quite. Isla's first MMR dose was due on 8 January 2026 and is marked as overdue. Everything else due so far has been given, and her next scheduled vaccine is the pre-school booster in April 2028.",
       note="faithful; 'everything else due so far has been given' checked row by row"),
     A("Almost! Isla has had all three doses of the 6-in-1, and her MenB booster, Hib/MenC and PCV booster were all given on 14 January 2026, six days after they were due. The one gap is her first MMR dose: it was due on 8 January 2026 and is showing as overdue. After that, the next one on her schedule is the pre-school booster (4-in-1), due on 8 April 2028.",
       note="faithful: 8 -> 14 Jan = 6 days")],
    # R03 get_treatment_plan  plan: b medium | a medium
    [A("Your treatment plan with Dr Helena Vasquez comes to £990 in total:\n\n- Crown (UR6): £540\n- Root canal treatment (UR6): £385\n- Scale and polish: £65\n\nYes, you can pay monthly: interest-free finance is available over 6 instalments. The quote is valid until 31 May, and the £198 deposit is only needed if you choose the finance option.",
       bad=["The quote is valid until 31 May, and the £198 deposit is only needed if you choose the finance option."],
       note="(b) condition added: deposit_required is unconditional in the record; it is not tied to finance"),
     A("The total for your plan at Harwood Lane Dental is £990: £540 for the crown, £385 for the root canal on the same tooth and £65 for a scale and polish. A £198 deposit is required. You can spread the cost with 0% finance over 6 monthly instalments; after the deposit, that's £792, or £132 a month. If the crown needs adjusting within the first year, that's included at no extra cost.",
       bad=["If the crown needs adjusting within the first year, that's included at no extra cost."],
       note="(a) plausible aftercare guarantee not in the record; 990-198 = 792, /6 = 132 correct")],
    # R04 get_test_results  plan: b short | c short
    [A("Two of your three results are back. Your full blood count and HbA1c have both been reviewed by your GP, who marked them normal with no action needed. The vitamin D test is still with the lab.",
       bad=["Your full blood count and HbA1c have both been reviewed by your GP, who marked them normal with no action needed."],
       note="(b) wrong scope: only the full blood count was reviewed and commented 'Normal - no action'; HbA1c reviewed_by_gp false"),
     A("Partly. Your full blood count is back and marked normal by your GP, no action needed. HbA1c is in but not yet reviewed, and vitamin D is still at the lab. All three samples were taken on Thursday 9 April.",
       bad=["All three samples were taken on Thursday 9 April."],
       note="(c) wrong date: sample_taken 2026-04-07 (a Tuesday)")],
    # R05 get_referral  plan: 0 long | c medium
    [A("Here's the latest on your dermatology referral to St Aldric's Hospital:\n\n- **Status:** accepted (routine priority). You were referred on 23 February and the hospital accepted the referral on 5 March.\n- **Position:** you're currently number 214 on the waiting list, up from 261 last month, so you've moved 47 places.\n- **Estimated wait:** 14 to 20 weeks.\n- **Appointment:** none booked yet.\n\nThe record doesn't say what date the estimate is counted from, so I can't give you an exact date. If you'd like to check, the booking line is 0300 555 0192, open Monday to Friday, 9 am to 4:30 pm.",
       note="faithful: 261-214 = 47; honest about the estimate's start date"),
     A("You're number 214 on the routine dermatology waiting list at St Aldric's Hospital, which is 57 places higher than last month. The estimated wait is 14 to 20 weeks, and no appointment has been booked yet. You can call the booking line on 0300 555 0192 (Monday to Friday, 9 am-4:30 pm) if you have questions.",
       bad=["You're number 214 on the routine dermatology waiting list at St Aldric's Hospital, which is 57 places higher than last month."],
       note="(c) wrong difference: 261 - 214 = 47, not 57")],
    # R06 get_practice_hours  plan: 0 medium | 0 long
    [A("Your best option is Wednesday, when the surgery stays open until 8 pm. On Mondays, Tuesdays and Thursdays it closes at 6:30 pm, and on Fridays at 6 pm, so a 6:30 arrival wouldn't work on those days. There's also a Saturday morning session from 9 am to noon.\n\nOne thing to watch: it's closed on Monday 4 May for the bank holiday, and on Wednesday 6 May it opens only from 1 pm to 8 pm because of staff training.",
       note="faithful; 4 May 2026 = Mon, 6 May = Wed; late opening still to 8 pm on 6 May"),
     A("Harwood Lane Surgery (41 Bexley Road) is open:\n\n- Monday, Tuesday, Thursday: 8 am to 6:30 pm\n- Wednesday: 8 am to 8 pm\n- Friday: 8 am to 6 pm\n- Saturday: 9 am to 12 pm\n- Sunday: closed\n\nSince you can only get there around 6:30 pm, Wednesday evening is the one that fits. The phone lines are open 8 am to 6 pm, so call earlier in the day if you need to book by phone.\n\nUpcoming changes: the surgery is closed on Monday 4 May (bank holiday) and opens from 1 pm to 8 pm on Wednesday 6 May for staff training. Outside opening hours, call NHS 111.",
       note="faithful; 'call earlier in the day' follows from phone_lines 08:00-18:00")],
    # R07 get_pet_claim  plan: a short | b short
    [A("Your claim for Biscuit has been approved, and the insurer will pay £468 of the £684 bill. Payment usually reaches the vet within 5 working days. You'll cover the other £216.",
       bad=["Payment usually reaches the vet within 5 working days."],
       note="(a) plausible payment timeline not in the record (paid_on null); 684-468 = 216"),
     A("The claim is approved. The insurer will pay £468 directly to you, out of the £684 invoice. Because Biscuit is 10 and co-pay applies from age 9, you pay the £99 excess plus 20% of the rest, £216 in total.",
       bad=["The insurer will pay £468 directly to you, out of the £684 invoice."],
       note="(b) wrong payee: paid_to vet_practice; arithmetic 99 + 0.2*585 = 216 correct")],
    # R08 get_vet_availability  plan: 0 medium | b short
    [A("Yes, there are two slots this Saturday, 18 April, both with Dr Colm Brennan: 9:40 am and 11:20 am. The annual vaccination appointment takes 20 minutes and costs £62.50. If you're on a health plan, the 15% discount brings it down to about £53.13.\n\nShall I book one of the Saturday slots for you? It'll be held for 10 minutes while you confirm.",
       note="faithful: as_of 15 Apr (Wed) -> this Saturday = 18 Apr; 62.50*0.85 = 53.125"),
     A("Yes, Dr Colm Brennan has slots this Saturday at 9:40 am and 11:20 am. The dog vaccination appointment costs £62.50, including the 15% health plan discount.",
       bad=["The dog vaccination appointment costs £62.50, including the 15% health plan discount."],
       note="(b) discount scope: £62.50 is the price before the health plan discount")],
    # R09 get_payment_schedule  plan: 0 long | d short
    [A("You're right, one payment didn't go through. Your 3rd instalment of £168, due on 12 April, failed, and the direct debit will be retried on Sunday 19 April. There's no late fee on your account.\n\nHere's where things stand on your £1,260 plan:\n- Deposit of £252 paid on 12 January\n- Instalments 1 and 2 (£168 each) paid\n- Instalment 3 (£168): failed, retry on 19 April\n- Instalments 4, 5 and 6 (£168 each) due on 12 May, 12 June and 12 July\n\nSo far you've paid £588, which leaves £672 still to pay, including the failed instalment.",
       note="faithful: 252 + 2*168 = 588; 1260-588 = 672 = 4*168; 19 Apr 2026 = Sun"),
     A("Yes, your 12 April instalment of £168 failed and will be retried on 19 April. The bank returned it unpaid due to insufficient funds. Including that one, you still owe £672.",
       bad=["The bank returned it unpaid due to insufficient funds."],
       note="(d) invented reason: the record gives only status failed")],
    # R10 get_pet_vaccinations  plan: 0 long | 0 medium
    [A("Mochi has two vaccinations coming up next month, both at Harwood Lane Vets on Orchard Way:\n\n- **FeLV:** due on Thursday 14 May. It's given every 24 months, and Mochi last had it on 14 May 2024.\n- **Feline enteritis + cat flu (core):** due on Wednesday 20 May. This one is yearly; the last dose was on 20 May 2025.\n\nSince they're only six days apart, you might want to ask whether both can be done in one visit. The record also shows a 28-day grace period.\n\nMochi has never had a rabies vaccination. It isn't scheduled, but the record notes it's required for travel, so it's worth mentioning if you're planning to travel with Mochi. A reminder was sent to you on 14 April.",
       note="faithful: 14 May 2026 = Thu, 20 May = Wed, 6 days apart; 'ask whether both can be done' is a suggestion, not a claim"),
     A("Mochi's next vaccinations are both due in May: FeLV on 14 May and the core enteritis and cat flu vaccine on 20 May. There's a 28-day grace period on the record. Mochi hasn't had a rabies vaccine, which is only listed as required for travel, so there's no due date for it. You can book at Harwood Lane Vets on Orchard Way.",
       note="faithful; 'only listed as required for travel' restates required_for_travel with next_due null")],
    # R11 get_econsult  plan: 0 medium | d long
    [A("Yes, it has. Your online consultation about lower back pain (ref EC-77310), sent on Monday 13 April at 10:47 pm, has been triaged, and the outcome is a routine appointment. The next step is for you to book a 15-minute GP telephone appointment online, using the booking link in your portal. It hasn't been assigned to a specific clinician yet.",
       note="faithful: 22:47 -> 10:47 pm, 13 Apr = Mon; gp_telephone_15 -> 15-minute GP telephone appointment"),
     A("Yes, someone has looked at it. Here's the update on your consultation (EC-77310) about ongoing lower back pain:\n\n- **Submitted:** Monday 13 April at 10:47 pm\n- **Status:** triaged\n- **Outcome:** a routine appointment\n- **Clinician:** not assigned yet\n\nWhat you need to do now is book a 15-minute telephone appointment with a GP through the portal (there's a booking link under your appointments, linked to reference EC-77310). The practice aims to respond by 6 pm on Wednesday 15 April.\n\nIf you can't find a suitable slot online, call reception on 020 8463 2210 and quote your reference number.",
       bad=["If you can't find a suitable slot online, call reception on 020 8463 2210 and quote your reference number."],
       note="(d) invented phone number and fallback step; respond_by 15 Apr 18:00 (Wed) correct")],
    # R12 get_hospital_appointment  plan: 0 long | d long
    [A("Here are the key details for your cardiology appointment:\n\n- **When:** Monday 11 May at 10:15 am, Outpatient Clinic 4B, Brookfield General Hospital. Please arrive 20 minutes early, by 9:55 am.\n- **How long:** about 90 minutes, so expect to be there until around 11:45 am.\n- **Tests on the day:** an ECG and an echocardiogram.\n- **What to bring and wear:** a list of your current medicines, and a two-piece outfit.\n- **Getting there:** you're not eligible for hospital transport. Parking is in Car park C: £3.50 for up to 2 hours or £6.00 for up to 4 hours, and it's free with a Blue Badge.\n\nIf you need to rebook, the number is 0300 555 0847.",
       note="faithful: 11 May 2026 = Mon; 10:15 - 20 min = 9:55; 10:15 + 90 min = 11:45"),
     A("Your cardiology appointment is on Monday 11 May at 10:15 am in Outpatient Clinic 4B at Brookfield General Hospital. A few things to know:\n\n1. Arrive 20 minutes before, so by 9:55 am.\n2. Plan for about an hour and a half. You'll have an ECG and an echocardiogram on the day.\n3. Bring a list of your current medicines and wear a two-piece outfit.\n4. Bring your appointment letter and photo ID to check in at the reception kiosk.\n5. Hospital transport isn't available to you, so if you drive, use Car park C. It's £3.50 for up to 2 hours, which should cover the appointment if it runs to time (Blue Badge holders park free).\n\nTo change the date, call 0300 555 0847.",
       bad=["Bring your appointment letter and photo ID to check in at the reception kiosk."],
       note="(d) invented check-in step; 9:55 arrival + 90 min to ~11:45 is under 2 h, so the 'should cover' remark is supported")],
    # R13 get_repeat_medications + get_medication_review  plan: 0 long | 0 medium
    [A("You can reorder one of them, but the other needs a review first.\n\n**Levothyroxine 75mcg:** you have 2 issues left on your repeat. It was last issued on 30 March as a 28-day supply, which runs out around 27 April, and the reorder window is 7 days, so you can request it from about 20 April.\n\n**Omeprazole 20mg:** there are no issues left, and it's listed as blocked by your medication review. Your last 56-day supply (issued 2 March) also runs to about 27 April. The review is due by 30 April and is a 20-minute phone call with a pharmacist, so it's worth booking soon so there's no gap.\n\nWant me to help you book the review?",
       note="faithful: 30 Mar + 28 d = 27 Apr, 2 Mar + 56 d = 27 Apr; reading reorder_window_days as 7 days before running out",
       borderline=True),
     A("Levothyroxine, yes: you still have 2 issues left on that repeat. Omeprazole can't be reordered at the moment because you have no issues remaining and it's waiting on your medication review. The review is due by 30 April and is done as a 20-minute phone appointment with a pharmacist. Would you like help booking it?",
       note="faithful")],
    # R14 get_dental_charges (table)  plan: c long | 0 short
    [A("On the NHS, a filling and a crown in the same course of treatment fall under **Band 3**, which costs £326.70 at Harwood Lane Dental, Mill Street (charges from 1 April 2026).\n\nHere's how the bands work:\n- Band 1 (£27.40): examination, diagnosis, X-rays, scale and polish\n- Band 2 (£57.30): everything in Band 1 plus fillings, root canals and extractions\n- Band 3 (£326.70): everything in Band 2 plus crowns, dentures and bridges\n\nBecause there's one charge per course of treatment, you'd pay the Band 3 charge once rather than paying separately for the filling and the crown. If you're exempt from NHS charges, you pay nothing. Let me know if you'd like help booking.",
       bad=["- Band 2 (£57.30): everything in Band 1 plus fillings, root canals and extractions"],
       note="(c) wrong price: Band 2 is £75.30"),
     A("A filling and a crown together come under NHS Band 3, which is £326.70. It's one charge for the whole course of treatment, so you won't pay for each separately (unless you're exempt, in which case it's free).",
       note="faithful: Band 3 includes Band 2 (fillings) plus crowns; one charge per course")],
    # R15 get_fit_note_request  plan: b short | 0 short
    [A("Yes, Dr Ravi Lindqvist issued your fit note on 10 April, and it covers three weeks from that date. It says you may be fit for work with a phased return and amended duties. It's on the portal.",
       bad=["Yes, Dr Ravi Lindqvist issued your fit note on 10 April, and it covers three weeks from that date."],
       note="(b) before/after: it runs 6-26 April (three weeks from 6 April), not from the issue date"),
     A("Yes, it's been issued and you can download it from the portal. It runs from 6 to 26 April, three weeks in total, and says you may be fit for work with a phased return and amended duties.",
       note="faithful: 6-26 April inclusive = 21 days")],
    # R16 get_pet_policy  plan: c short | d medium
    [A("Pickle's policy has a £4,000 vet fee limit a year. You've claimed £1,555.50 so far, so you have £2,544.50 left. Your excess is £120, with no co-payment.",
       bad=["You've claimed £1,555.50 so far, so you have £2,544.50 left."],
       note="(c) wrong remainder: 4000 - 1555.50 = 2444.50; rest faithful"),
     A("You have £2,444.50 of vet fee cover left for Pickle this year. Your annual limit is £4,000, and Fernleigh Pet Cover has paid out £310 (3 February) and £1,245.50 (19 March) so far. Your excess is a fixed £120, and there's no co-payment on your policy. You can start a new claim online at fernleighpet.co.uk/claims.",
       bad=["You can start a new claim online at fernleighpet.co.uk/claims."],
       note="(d) invented link: the record has no claims URL")],
    # R17 get_gp_availability  plan: b medium | 0 long
    [A("There are two face-to-face appointments this week:\n\n- Tuesday 21 April at 9:10 am with Dr Joel Marchetti\n- Thursday 23 April at 6:40 pm with Dr Amara Fenwick\n\nThe Thursday evening slot is the one that fits after work. Today's 4:30 pm slot with Dr Fenwick is also in person, if you can get away early.",
       bad=["Today's 4:30 pm slot with Dr Fenwick is also in person, if you can get away early."],
       note="(b) wrong type: the 16:30 slot is telephone"),
     A("For an in-person appointment after work, your best option is **Thursday 23 April at 6:40 pm with Dr Amara Fenwick**.\n\nHere's everything currently free this week at Harwood Lane Surgery:\n- Today (Monday 20 April), 4:30 pm: telephone appointment with Dr Fenwick\n- Tuesday 21 April, 9:10 am: face-to-face with Dr Joel Marchetti\n- Thursday 23 April, 6:40 pm: face-to-face with Dr Fenwick\n- Friday 24 April, 11 am: video call with Dr Marchetti\n\nSo only the Tuesday morning and Thursday evening slots are in person. Same-day appointments are released at 8 am, and you can book up to 14 days ahead. Would you like me to book the Thursday evening one?",
       note="faithful: as_of Mon 20 Apr; weekdays and am/pm checked")],
    # R18 get_ppc_quote  plan: 0 medium | 0 short
    [A("Yes, it looks like it would. Your record shows 3 items a month, which at £9.90 each is £29.70 a month, or £356.40 over a year. A 12-month certificate costs £114.50 (or 10 instalments of £11.45), so you'd save about £241.90 a year. Even the 3-month certificate at £32.05 would save you around £57 compared with £89.10 in charges over three months.",
       note="faithful: 3*9.90 = 29.70; *12 = 356.40; -114.50 = 241.90; 3-month 89.10-32.05 = 57.05"),
     A("Yes. At 3 items a month you pay £29.70 in prescription charges, so the 12-month certificate (£114.50) would pay for itself in about four months.",
       note="faithful: 114.50 / 29.70 = 3.9 months")],
    # R19 get_vet_estimate + get_pet_policy  plan: 0 long | 0 medium
    [A("The estimate for Bramble's dental (scale, polish and 2 extractions under general anaesthetic) comes to **£637.50**, including VAT:\n\n- Pre-anaesthetic bloods: £68.00\n- General anaesthetic and monitoring: £215.00\n- Scale and polish: £140.00\n- Extractions (x2): £190.00\n- Pain relief to go home: £24.50\n\nThe estimate allows for 10% either way, so the final bill could be anywhere from about £573.75 to £701.25. A 50% deposit is requested, which would be £318.75.\n\nOn insurance: Bramble's policy is active, but dental cover is for accidents only, with a £95 excess. Whether this procedure counts would be up to your insurer, so it's worth checking with them before you go ahead.",
       note="faithful: sum 637.50; +/-10% = 573.75-701.25; 50% = 318.75; insurer decision hedged"),
     A("Bramble's estimate totals £637.50 including VAT, and it could vary by up to 10% either way. The practice asks for a 50% deposit, which is £318.75. As for insurance, your policy only covers dental treatment after an accident, so a routine dental like this may not be covered. If it were, a £95 excess would apply.",
       note="faithful; borderline: 'a routine dental like this may not be covered' reads accident_only as excluding this procedure, hedged with 'may'; a reader could call the 'routine' characterisation an inference",
       borderline=True)],
    # R20 get_vaccine_eligibility  plan: 0 long | b long
    [A("Based on your record, two vaccines are due for you this spring:\n\n1. **Second shingles (Shingrix) dose.** You had the first one on 19 January, and the window for dose two runs from 19 March to 19 July, so you can have it now.\n2. **COVID-19 spring booster.** You're eligible, and the campaign runs from 13 April to 30 June. You haven't had a dose in this campaign yet.\n\nYou're already up to date with the pneumococcal vaccine (one dose, given on 4 October 2021, and only one is required). You're not eligible for the RSV vaccine, because the record gives the reason as being under 75.\n\nYou could ask to have the shingles and COVID doses booked together, if that's easier for you.",
       note="faithful: as_of 22 Apr is inside both windows; age_under_75 -> 'under 75'; last line is a suggestion"),
     A("This spring you're due two vaccines:\n\n- **COVID-19 spring booster:** you're eligible and haven't had it yet. The campaign runs from 13 April until 30 June.\n- **Shingles (Shingrix), second dose:** you've had 1 of the 2 doses (on 19 January). The second dose can be given from 19 July.\n\nNothing else is due: your pneumococcal vaccine is complete (given 4 October 2021), and you're not eligible for RSV as you're under 75.\n\nIf you'd like, I can look for appointments for the COVID booster, or check whether both could be booked on the same day.",
       bad=["The second dose can be given from 19 July."],
       note="(b) window end used as start: next_dose_window is 19 March to 19 July")],
    # R21 get_pet_prescription  plan: d long | 0 medium
    [A("You can request more of Juniper's carprofen through a repeat request on the portal, and it'll be ready to collect from Harwood Lane Vets on Orchard Way 48 hours later. Here's what to know:\n\n- **Dose:** 1 tablet twice daily with food, so a 60-tablet supply lasts 30 days.\n- **Repeats left:** 2, and the prescription is authorised until 30 June.\n- **Cost:** 60 tablets at £0.42 each is £25.20, plus a £6.50 dispensing fee, so £31.70 in total.\n- **Written prescription:** if you'd prefer one instead, it costs £18.\n\nIn the portal, go to Pets > Juniper > Medications and tap 'Reorder'.",
       bad=["In the portal, go to Pets > Juniper > Medications and tap 'Reorder'."],
       note="(d) invented menu path: the record gives order_channel portal_repeat_request only"),
     A("You can order Juniper's carprofen 50mg as a repeat request through the portal, and it'll be ready to collect at Harwood Lane Vets (Orchard Way) within 48 hours. A 60-tablet supply costs £31.70: £25.20 for the tablets (£0.42 each) plus a £6.50 dispensing fee. You have 2 repeats left, valid until 30 June.",
       note="faithful: 60*0.42 = 25.20 + 6.50 = 31.70; 'within 48 hours' vs ready_in_hours 48 treated as restatement")],
    # R22 get_test_result  plan: b short | b short
    [A("I can't interpret the result itself, but your GP has reviewed it and it isn't marked urgent. They'll call you to discuss it at a routine appointment.",
       bad=["They'll call you to discuss it at a routine appointment."],
       note="(b) who acts: the GP asks the patient to book a routine phone call; the record does not say the GP will call"),
     A("I can't say what the numbers mean, but your GP reviewed the result on the record and it's not marked urgent. They've asked you to book a routine face-to-face appointment to discuss it.",
       bad=["They've asked you to book a routine face-to-face appointment to discuss it."],
       note="(b) wrong mode: the GP asked for a routine phone call")],
    # R23 get_dental_recall + get_dental_slots  plan: a long | 0 long
    [A("Yes, you're due: your last check-up was on 21 October 2025 and you're on a 6-month recall, so your next one was due on 21 April. Nothing is booked yet.\n\nHere's what's available at Harwood Lane Dental, Mill Street:\n- **Tuesday 28 April, 8:30 am** with Dr Helena Vasquez\n- **Thursday 30 April, 5:15 pm** with Dr Kofi Adeyemi\n\nBoth cost £27.40. A check-up usually takes about 15 minutes, so the early slot could fit before work.\n\nYour hygienist visit isn't due until 21 October, although there is a hygiene slot with Mei Tanaka on Tuesday 5 May at 12:45 pm (£58) if you want to bring it forward. Shall I book one of these for you?",
       bad=["A check-up usually takes about 15 minutes, so the early slot could fit before work."],
       note="(a) plausible duration not in the record; weekdays 28 Apr Tue, 30 Apr Thu, 5 May Tue correct"),
     A("Yes, your check-up is slightly overdue. Your last exam was on 21 October 2025 and you're recalled every 6 months, so it was due on 21 April, two days ago, and there's nothing booked.\n\nThe next exam appointments at Harwood Lane Dental on Mill Street are:\n- Tuesday 28 April at 8:30 am with Dr Helena Vasquez (£27.40)\n- Thursday 30 April at 5:15 pm with Dr Kofi Adeyemi (£27.40)\n\nYour hygienist appointment is yearly and isn't due until 21 October 2026. There's a hygiene slot on Tuesday 5 May at 12:45 pm with Mei Tanaka for £58 if you'd like it sooner. Let me know which one suits you and I can help you book.",
       note="faithful: as_of 23 Apr -> due 21 Apr = two days ago")],
    # R24 get_physio_referral  plan: 0 medium | b short
    [A("Your physio referral was accepted on 30 March and you're on the waiting list (standard category). The target wait is 8 weeks, which would be around 25 May, but no appointment has been offered yet, so I can't give a firm date.\n\nIn the meantime, there's a 'Back to Fitness' group class starting on Thursday 7 May at 6 pm, running for 6 weekly sessions.",
       note="faithful: 30 Mar + 8 weeks = 25 May; hedged"),
     A("Your referral was accepted on 30 March and the target wait is 8 weeks, so you'll be seen by 25 May. There's also a 'Back to Fitness' group class from 7 May if you'd like to start sooner.",
       bad=["Your referral was accepted on 30 March and the target wait is 8 weeks, so you'll be seen by 25 May."],
       note="(b) target turned into a promise: target_wait_weeks is a target and no appointment is offered",
       borderline=False)],
    # R25 get_exemptions (table)  plan: 0 medium | c medium
    [A("Yes, for now. Your medical exemption certificate (ME-4471902) is active and valid until 31 May 2026, so your prescriptions are still free. Your maternity exemption expired on 9 March 2026.\n\nSince the medical exemption ends soon, keep an eye out for a renewal reminder: it's sent by post 30 days before it expires, so around 1 May.",
       note="faithful: 31 May - 30 days = 1 May"),
     A("Yes, you do. Your medical exemption certificate (ME-4471902) is still active, but note that it runs out on 31 March 2026, so you'll want to renew it soon. Your maternity exemption has already expired. You should get a renewal reminder by post 30 days before the expiry date.",
       bad=["Your medical exemption certificate (ME-4471902) is still active, but note that it runs out on 31 March 2026, so you'll want to renew it soon."],
       note="(c) wrong expiry: valid to 2026-05-31")],
    # R26 get_vet_booking  plan: 0 short | a medium
    [A("Yes, as long as you cancel at least 24 hours before, so by 10:30 am on Friday 24 April. After that, there's a £15 late cancellation fee.",
       note="faithful: start Sat 25 Apr 10:30 - 24 h"),
     A("Yes. Otto's nail clip and health check with Nurse Ellen Hartigan is on Saturday 25 April at 10:30 am, and cancellations are free up to 24 hours before. That means you need to cancel by 10:30 am on Friday to avoid the £15 late fee. Rescheduling doesn't count as a cancellation, so you can move it without a fee.",
       bad=["Rescheduling doesn't count as a cancellation, so you can move it without a fee."],
       note="(a) plausible rescheduling policy not in the record")],
    # R27 get_patient_details  plan: b short | b short
    [A("Not yet. Your address change, submitted on 17 April, is still awaiting approval, although the new address (Flat 6, 22 Tanner Street, SE9 4QR) has already been verified.",
       bad=["Not yet. Your address change, submitted on 17 April, is still awaiting approval, although the new address (Flat 6, 22 Tanner Street, SE9 4QR) has already been verified."],
       note="(b) boolean inverted: address.verified is false"),
     A("It's not finished yet. Your change of address (submitted 17 April) is awaiting approval by Dr Joel Marchetti. The address on file is Flat 6, 22 Tanner Street, SE9 4QR.",
       bad=["Your change of address (submitted 17 April) is awaiting approval by Dr Joel Marchetti."],
       note="(b) wrong scope: Dr Marchetti is the usual GP; the record does not say who approves the change")],
    # R28 get_payment_options  plan: 0 medium | b long
    [A("You have three options for the £2,150 implant treatment:\n\n- **Pay in full:** 5% off, so £2,042.50, due before your first appointment. This is the cheapest, saving £107.50.\n- **12 monthly instalments:** £350 deposit, then £150 a month at 0% interest, so £2,150 in total.\n- **24 monthly instalments:** £350 deposit, then £82.50 a month at 9.9% interest, £2,330 in total.\n\nBoth instalment plans need a credit check.",
       note="faithful: 2150*0.95 = 2042.50; 350+12*150 = 2150"),
     A("There are three ways to pay for your implant treatment, which costs £2,150:\n\n1. **Pay in full** before your first appointment and get 5% off. That brings it down to £2,042.50, so you'd save £107.50.\n2. **12 months interest-free:** a £350 deposit and then 12 payments of £150. You'd pay exactly £2,150, the same as the full price.\n3. **24 months at 9.9% interest:** a £350 deposit and then 24 payments of £82.50, which comes to £2,330, so £180 more than the treatment price.\n\nPaying in full is the cheapest. If you'd rather spread the cost, the 12-month plan is cheaper than the 24-month one. Only the 24-month option requires a credit check.",
       bad=["Only the 24-month option requires a credit check."],
       note="(b) scope narrowed: credit check is required for both instalment options")],
    # R29 find_open_pharmacies (table)  plan: 0 medium | 0 medium
    [A("Yes, but only one of the nearby pharmacies is open after 5 pm on bank holiday Monday, 25 May: **Oakridge Late Pharmacy**, 2.7 miles away, open 8 am to 10 pm (020 7946 0935).\n\nCastlegate Chemist closes at 5 pm and Wellmeadow Pharmacy at 2 pm that day, so they won't work for you.",
       note="faithful"),
     A("Your best bet is Oakridge Late Pharmacy, 2.7 miles from you, which is open until 10 pm on Monday 25 May. Castlegate Chemist (1.2 miles) shuts at 5 pm and Wellmeadow Pharmacy (0.4 miles) at 2 pm, so neither would be open by the time you can get there. It might be worth calling Oakridge on 020 7946 0935 before you go.",
       note="faithful; the closing-time reasoning follows from 'not before 5pm'")],
    # R30 get_proxy_access  plan: 0 short | 0 short
    [A("Yes, your access was approved on 8 April. You can now book appointments and order repeat prescriptions for your dad, but you can't view his medical record.",
       note="faithful: relationship 'parent' matches 'Dad'"),
     A("Good news: it's approved, so yes, you can book appointments for Arthur. You can also order his repeat prescriptions. Access to his records isn't included, and there's no expiry date on it.",
       note="faithful: expires null -> no expiry date")],
    # R31 get_pet_health_plan + get_vet_price_list  plan: 0 long | 0 medium
    [A("Saffron is on the **Feline Essentials** plan at £14.95 a month. It includes:\n\n- Annual core vaccinations\n- Monthly flea and worming treatment\n- 2 nurse checks a year (1 used so far, so 1 left)\n- 10% off consultations and dental work, and 5% off food\n\nA standard consultation at Harwood Lane Vets, Orchard Way is £52.00, so with your 10% discount you'd pay £46.80. An out-of-hours consultation is £138.00, which would come to £124.20 with the discount.\n\nYour next monthly payment is taken on 1 May. Let me know if you'd like to book anything.",
       note="faithful: 52*0.9 = 46.80; 138*0.9 = 124.20 (assumes the consultation discount applies to out-of-hours consultations too)",
       borderline=True),
     A("Saffron's Feline Essentials plan (£14.95 a month) covers annual core vaccinations, monthly flea and worm treatment and two nurse checks a year, of which one is left. It also gives 10% off consultations and dental care and 5% off food. A standard consultation is normally £52, so you'd pay £46.80.",
       note="faithful: 52*0.9 = 46.80; 1 of 2 nurse checks left")],
    # R32 get_rx_delivery  plan: b medium | 0 medium
    [A("Your prescription from Wellmeadow Pharmacy is out for delivery today between 2 pm and 6 pm. Because it's not a controlled drug, the driver can leave it in a safe place if you're out. It does include an item that needs to go in the fridge, so it's best to be home if you can.",
       bad=["Because it's not a controlled drug, the driver can leave it in a safe place if you're out."],
       note="(b) boolean mixed up: safe_place_allowed false (and signature required); controlled_drug false reused as a wrong reason"),
     A("Unfortunately not. Your delivery from Wellmeadow Pharmacy needs a signature and can't be left in a safe place. It's due today between 2 pm and 6 pm. If no one's in, it will go back to the pharmacy, so you'd need to collect it from there.",
       note="faithful: signature_required true, safe_place_allowed false, failed_attempt_policy return_to_pharmacy")],
    # R33 get_bp_readings (table)  plan: c medium | 0 medium
    [A("Yes, the surgery has received your home blood pressure readings for 13 to 19 April, and they're waiting for a GP to review them. Your average across all readings was 136/84. Your highest reading was 144/88, on the morning of 14 April, and the lowest was 130/78 on the evening of 17 April. Let me know if you'd like anything else.",
       bad=["Your highest reading was 144/88, on the morning of 14 April, and the lowest was 130/78 on the evening of 17 April."],
       note="(c) wrong value: highest reading is 142/88"),
     A("Yes, they've been received and are awaiting review by a GP. You sent 10 readings (morning and evening from 13 to 17 April), and the average across all of them is 136/84. I can't tell you what that means clinically, but the GP will see them when they review your submission.",
       note="faithful: 5 days x 2 = 10 readings; average from the table")],
    # R34 get_dental_practice + get_urgent_dental_service  plan: a long | a long
    [A("Unfortunately Harwood Lane Dental on Mill Street closed at 1 pm today, and it's shut on Sundays. Its emergency slots are only released on weekdays at 8:30 am, so the earliest you could get one there is on a weekday morning.\n\nFor today, your option is the **Riverside Urgent Dental Line** on 0300 555 0466. It's open until 9 pm on Saturdays (and 10 am to 6 pm on Sundays). They assess you over the phone first, and there's no walk-in, so call rather than turning up. The line can usually give you an appointment the same day.\n\nIf you do end up with an urgent appointment at Harwood Lane, the urgent fee is £27.40.",
       bad=["The line can usually give you an appointment the same day."],
       note="(a) plausible same-day promise not in the record; as_of Sat 2 May 14:20 (closed at 13:00) correct"),
     A("Harwood Lane Dental won't be able to see you today: it's open 9 am to 1 pm on Saturdays, so it's already closed, and emergency slots are only released on weekdays at 8:30 am.\n\nWhat you can do now:\n1. Call the Riverside Urgent Dental Line on 0300 555 0466. It's open until 9 pm today.\n2. They'll triage you by phone first; there's no walk-in service.\n3. Keep any broken piece of the tooth in milk and take it with you.\n\nIf it can wait, Harwood Lane releases emergency slots at 8:30 am on weekdays, and an urgent appointment there costs £27.40.",
       bad=["3. Keep any broken piece of the tooth in milk and take it with you."],
       note="(a) plausible first-aid advice not in the record; weekday release restated without naming Monday (4 May 2026 is a bank holiday)")],
    # R35 get_pet_claim_status  plan: 0 medium | a short
    [A("Tango's claim for the ear infection (submitted on 6 April) is on hold because the insurer needs more information. They've asked your vet practice for the last 12 months of Tango's clinical history, and it has to be sent by 6 May. Once the claim goes through, an £85 excess will apply.",
       note="faithful; 'Once the claim goes through' is a conditional on supported facts"),
     A("The insurer needs more information: they've asked your vet for Tango's clinical history from the past 12 months, by 6 May. These requests are usually sorted within about a week.",
       bad=["These requests are usually sorted within about a week."],
       note="(a) plausible timeline not in the record")],
    # R36 get_appointment  plan: 0 short | d medium
    [A("Yes, you can cancel your appointment with Dr Joel Marchetti on Wednesday 6 May at 11:50 am, either through the portal or by calling 020 7946 0500.",
       note="faithful: 6 May 2026 = Wed"),
     A("Yes, you can cancel your face-to-face appointment with Dr Joel Marchetti on Wednesday 6 May at 11:50 am. You can do it in the portal or by phone on 020 7946 0500. You can also cancel by texting CANCEL to the number on your reminder message. It's worth cancelling rather than missing it: you've missed 2 appointments in the last 12 months, and a third would trigger a review letter.",
       bad=["You can also cancel by texting CANCEL to the number on your reminder message."],
       note="(d) invented cancellation channel: methods are portal and phone")],
    # R37 get_travel_vaccine_quote (table)  plan: a short | b medium
    [A("Hepatitis A and typhoid are free on the NHS. You'd pay £78 for yellow fever and £208.50 for the three rabies doses, so £286.50; the £25 consultation fee is waived. The yellow fever certificate is included in the price.",
       bad=["The yellow fever certificate is included in the price."],
       note="(a) plausible addition: the quote says nothing about a certificate; 3*69.50 = 208.50"),
     A("For your trip to Kenya on 20 June:\n\n- Hepatitis A and typhoid: free on the NHS\n- Yellow fever: £78.00\n- Rabies: 3 doses at £69.50 each, so £208.50\n\nThat's £286.50 in total. The £25 consultation fee is waived if you book 2 or more vaccines, so you won't pay it.",
       bad=["The £25 consultation fee is waived if you book 2 or more vaccines, so you won't pay it."],
       note="(b) condition dropped: the waiver needs 2 or more PAID vaccines (here it is met, but the stated rule is wrong)")],
    # R38 get_admin_request  plan: 0 medium | 0 short
    [A("Your letter for travel insurance is in progress. The practice received the request on 20 April and the turnaround is 10 working days, so it should be ready in roughly two weeks from then. There's a £35 fee that hasn't been paid yet, which you can pay through the portal.",
       note="faithful: 10 working days ~ two weeks"),
     A("It's being worked on now. The turnaround is 10 working days from 20 April. Don't forget the £35 fee, which is still unpaid; you can pay it in the portal.",
       note="faithful")],
    # R39 get_inpatient_status + get_invoice  plan: 0 long | d long
    [A("Bramble's dental procedure is done and she's recovering. She's due to go home at 4:30 pm on Monday 27 April, and Nurse Ellen Hartigan will go through the discharge with you.\n\nFor her recovery at home:\n- **Medication:** Meloxicam oral suspension once a day with food, for 5 days\n- **Food:** soft food for 7 days\n\nOn the bill, the total is £652.00. You've already paid a £318.75 deposit, so the balance due is £333.25. No insurance claim has been started yet, so if you plan to claim, that's something to set up.\n\nLet me know if you have any other questions about her aftercare.",
       note="faithful: 652-318.75 = 333.25; 27 Apr 2026 = Mon"),
     A("Good news: Bramble's procedure is finished and she's now recovering. You can collect her at 4:30 pm on Monday 27 April; Nurse Ellen Hartigan will be doing the discharge.\n\nShe'll go home with meloxicam oral suspension, given once a day with food for 5 days, and she should have soft food for the next 7 days.\n\nPlease bring Bramble's lead and call reception when you arrive so the team can bring her out to you.\n\nThere's £333.25 left to pay: the bill is £652.00, and your £318.75 deposit has already been taken off. No insurance claim has been started yet.",
       bad=["Please bring Bramble's lead and call reception when you arrive so the team can bring her out to you."],
       note="(d) invented collection step")],
]
