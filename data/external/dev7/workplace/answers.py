"""Two hand-written assistant answers per item in records.py (Claude, data helper).

Which answers are hallucinated, the kind of the planted mistake and the target length were
fixed before writing by plan.py (random.Random(2741)); build.py checks labels and kinds
against the plan. ``bad`` lists the one planted unsupported sentence verbatim (empty =
correct); ``note`` says what is wrong (or why an answer is borderline). See LABELLING.md.
"""


def A(text, bad=(), kind="-", note="", borderline=False):
    return {"text": text, "bad": list(bad), "kind": kind, "note": note, "borderline": borderline}


ANSWERS = []

ANSWERS += [
    # 0 payslip  plan (1 a medium) (0 long)
    [A("Your March gross pay was £3,250.00, and £883.26 was deducted before it reached you, leaving net pay of £2,366.74. "
       "The deductions are income tax (£412.40), National Insurance (£221.36), your pension contribution (£162.50) and a "
       "Plan 2 student loan repayment (£87.00). Student loan repayments stop automatically once your balance is cleared, "
       "so that line will drop off in time.",
       bad=["Student loan repayments stop automatically once your balance is cleared, so that line will drop off in time."],
       kind="a_addition", note="(a) plausible general fact about student loans, not in the payslip record"),
     A("Sure! Here's how your March payslip breaks down.\n\n"
       "**Gross pay:** £3,250.00\n\n"
       "**Deductions (£883.26 in total):**\n"
       "- Income tax: £412.40\n"
       "- National Insurance: £221.36\n"
       "- Pension (your contribution): £162.50\n"
       "- Student loan (Plan 2): £87.00\n\n"
       "**Net pay:** £2,366.74, paid by BACS on 27 March.\n\n"
       "So roughly 27% of your gross pay goes on deductions, which is why your take-home is noticeably lower than your "
       "salary. Tax and NI are the biggest items, and the pension and student loan make up the rest. Your tax code is "
       "1257L. Let me know if you'd like me to look into any of these lines in more detail.",
       note="faithful; 883.26 / 3250 = 27.2%")],
    # 1 leave balance  plan (1 c medium) (0 medium)
    [A("You have 14.5 days of annual leave left. That's your 25-day entitlement plus 3 days carried over from last year, "
       "minus the 9.5 days you've already taken and 4 days you have booked. One thing to watch: your carried-over days "
       "expire on 30 April, so it's worth using them before then.",
       bad=["One thing to watch: your carried-over days expire on 30 April, so it's worth using them before then."],
       kind="c_evident_conflict", note="(c) wrong date: carry-over expires 2026-03-31"),
     A("As of 2 March you've got 14.5 days of annual leave remaining for 2026. That works out as 25 days' entitlement + 3 "
       "carried over, less 9.5 taken and 4 already booked. Just note that the 3 carried-over days expire on 31 March, so "
       "you'll want to use them this month if you haven't planned to.",
       note="faithful; 'use them this month' follows from as_of 2 March and expiry 31 March")],
    # 2 expense claims  plan (1 c long) (0 medium)
    [A("Here's where your three claims stand:\n\n"
       "- **EXP-4471 – Train to Leeds client visit (£48.20):** approved by Priya Nand, but it hasn't been paid out yet.\n"
       "- **EXP-4480 – Team lunch, project close (£126.75):** still awaiting approval from Priya Nand.\n"
       "- **EXP-4492 – USB-C hub (£19.99):** rejected because the receipt was missing.\n\n"
       "Altogether you have £194.94 still open across the approved and pending claims. Let me know if you'd like more detail on "
       "any of them!",
       bad=["Altogether you have £194.94 still open across the approved and pending claims."],
       kind="c_evident_conflict", note="(c) wrong total: total_open is £174.95 (48.20 + 126.75)"),
     A("You have three recent claims. The £48.20 train fare to Leeds (EXP-4471) is approved but not paid yet, and the "
       "£126.75 team lunch (EXP-4480) is still waiting for Priya Nand to approve it. The £19.99 USB-C hub claim (EXP-4492) "
       "was rejected because the receipt was missing. That leaves £174.95 still open.",
       note="faithful")],
    # 3 pension  plan (0 medium) (1 a medium)
    [A("Each month £175.00 goes into your Ferncliff Group Pension Plan from you (5% of your £42,000 salary), and your "
       "employer adds £245.00 (7%). That's £420 a month in total, or £5,040 over a year. Your contribution is made "
       "through salary sacrifice. Your Balanced Growth fund was worth £18,342.17 on 28 February.",
       note="faithful; 175 + 245 = 420, x 12 = 5,040"),
     A("You pay in £175.00 a month (5% of your salary) and your employer adds £245.00 (7%), so £420 goes into your "
       "pension each month altogether. Because it's done through salary sacrifice, your contribution comes out before "
       "tax and National Insurance, which lowers your take-home pay by less than £175. Your fund was valued at "
       "£18,342.17 at the end of February.",
       bad=["Because it's done through salary sacrifice, your contribution comes out before tax and National Insurance, which lowers your take-home pay by less than £175."],
       kind="a_addition", note="(a) general explanation of salary sacrifice tax/NI effect, not in the record")],
    # 4 rota + overtime  plan (1 b medium) (1 d long)
    [A("Next week you're on early shifts (6 am–2 pm) on Monday 6 and Tuesday 7 April, then lates (2 pm–10 pm) on Thursday "
       "9 and Friday 10 April. Saturday 11 April is a voluntary overtime shift from 8 am to 12 pm, and Saturday hours "
       "are paid at time and a half without needing manager approval.",
       bad=["Saturday 11 April is a voluntary overtime shift from 8 am to 12 pm, and Saturday hours are paid at time and a half without needing manager approval."],
       kind="b_subtle_conflict", note="(b) condition inverted: the policy says overtime requires manager approval"),
     A("Here's your rota for the week starting Monday 6 April at Glenmoor:\n\n"
       "- Mon 6 April: 6 am – 2 pm\n"
       "- Tue 7 April: 6 am – 2 pm\n"
       "- Thu 9 April: 2 pm – 10 pm\n"
       "- Fri 10 April: 2 pm – 10 pm\n"
       "- Sat 11 April: 8 am – 12 pm (voluntary overtime)\n\n"
       "Your four main shifts are 8 hours each with a 30-minute break, so 30 hours worked, which matches your 30 "
       "contracted hours. That means the Saturday shift is above your contract and counts as overtime, paid at 1.5x. "
       "It does need your manager's approval, and you can request it through the Rota app under My Shifts > Overtime > "
       "Request approval. Overtime is paid in the following month.",
       bad=["It does need your manager's approval, and you can request it through the Rota app under My Shifts > Overtime > Request approval."],
       kind="d_invented_contact_step", note="(d) invented app menu path; only the approval requirement is in the policy")],
    # 5 benefits  plan (1 b long) (1 d short)
    [A("You can sign up for dental cover during the benefits enrolment window, which opens at 9 am on 1 April and closes at "
       "5 pm on 21 April. There are two options:\n\n"
       "- **Dental – Standard:** £12.50 a month, covering just you.\n"
       "- **Dental – Family:** £27.80 a month, which also covers your dependants.\n\n"
       "Whichever you choose, the cover starts on 1 May. Outside the window, you can still join at any time during the "
       "year by contacting the benefits team. You're already enrolled in the gym discount (£18.00 a month), so if you "
       "add Standard dental you'd be paying £30.50 a month in total for benefits.",
       bad=["Outside the window, you can still join at any time during the year by contacting the benefits team."],
       kind="b_subtle_conflict", note="(b) inverts mid_year_changes = life_event_only"),
     A("Enrolment opens on 1 April at 9 am and closes on 21 April at 5 pm. Standard dental costs £12.50 a month (Family "
       "is £27.80). You can enrol via Benefits Hub > My Choices > Dental.",
       bad=["You can enrol via Benefits Hub > My Choices > Dental."],
       kind="d_invented_contact_step", note="(d) invented portal path")],
    # 6 training  plan (0 medium) (1 a medium)
    [A("Not quite yet. You're on the waiting list for First Aid at Work (3 days) with Redlynch Safety Training, currently in "
       "position 3. The course runs on 12, 13 and 14 May at the Harwell Road Training Suite, Room 2, from 9:30 am to "
       "4:30 pm (finishing at 4 pm on the last day). Your manager has already approved it.",
       note="faithful"),
     A("You're not confirmed yet: you're third on the waiting list for the First Aid at Work course on 12–14 May. Your "
       "manager has approved it, and the £295.00 will be charged to your cost centre. Waitlisted places usually free up "
       "in the last couple of weeks before a course, so there's a good chance you'll get in.",
       bad=["Waitlisted places usually free up in the last couple of weeks before a course, so there's a good chance you'll get in."],
       kind="a_addition", note="(a) invented likelihood claim about waitlists")],
    # 7 IT ticket  plan (0 short) (0 medium)
    [A("Yes – Dev Kapoor in Network Services updated INC-20418 on 4 March: the certificate on your device has expired, and "
       "a reissue has been requested. He'll push it to you once it's approved.",
       note="faithful"),
     A("Your VPN ticket (INC-20418) is in progress with Network Services and assigned to Dev Kapoor. His last update, at "
       "11:20 am on 4 March, says the cause is an expired certificate on your device; he's requested a new one and will "
       "push it out once it's approved. There's no workaround listed in the meantime. The ticket is due to be resolved "
       "by 5 pm on 5 March under its SLA.",
       note="faithful; +00:00 times restated as am/pm. Borderline: 'due to be resolved by' reads sla_due as a resolution target, which the record does not name explicitly", borderline=True)],
    # 8 desk booking  plan (1 c medium) (0 short)
    [A("Yes, it's confirmed! You've got desk 4.17 on the 4th floor of Canal House on Tuesday 10 March. It has dual "
       "monitors and a USB-C dock, but it isn't a standing desk. Make sure you check in by 10:30 am, otherwise the desk "
       "will be released automatically.",
       bad=["Make sure you check in by 10:30 am, otherwise the desk will be released automatically."],
       kind="c_evident_conflict", note="(c) wrong time: check_in_by is 10:00"),
     A("Yes – desk 4.17 (Canal House, floor 4) is confirmed for Tuesday 10 March. Remember to check in by 10 am or it'll "
       "be released.",
       note="faithful")],
    # 9 parking table  plan (0 medium) (1 d short)
    [A("Yes, there's space on both days. On Thursday 19 March there are 5 free spaces (2 of them EV bays), and on Friday "
       "20 March there are 11 free (3 EV). Friday looks much easier. Bookings open 7 days ahead, so you may want to "
       "book soon. The 4 accessible bays aren't included in these numbers.",
       note="faithful. Borderline: 'Friday looks much easier' and 'you may want to book soon' are advice drawn from the table, not stated in it", borderline=True),
     A("Yes: Thursday has 5 free spaces and Friday has 11. You can book a space by replying PARK to the facilities text "
       "line, 07700 915 334.",
       bad=["You can book a space by replying PARK to the facilities text line, 07700 915 334."],
       kind="d_invented_contact_step", note="(d) invented booking channel and phone number")],
]

ANSWERS += [
    # 10 two payslips  plan (0 long) (0 long)
    [A("Your net pay went up by £174.33, from £2,236.18 in February to £2,410.51 in March. Here's why:\n\n"
       "- **Overtime:** March included £262.40 of overtime, which took your gross pay from £2,890.00 to £3,152.40. "
       "February had no overtime.\n"
       "- **Higher tax and NI:** because your gross was higher, income tax rose from £333.80 to £386.28 (+£52.48) and "
       "National Insurance from £175.52 to £196.51 (+£20.99).\n"
       "- **Union subscription:** a new £14.60 union subs deduction appears in March.\n"
       "- **Pension:** unchanged at £144.50 both months.\n\n"
       "So the overtime added £262.40, and the extra tax, NI and union subs took back £88.07 of it. Let me know if you "
       "want me to check anything else on either payslip.",
       note="faithful; 262.40 - (52.48 + 20.99 + 14.60) = 174.33"),
     A("The main difference is overtime. In March you were paid £262.40 of overtime on top of your usual pay, so your "
       "gross went up to £3,152.40 compared with £2,890.00 in February. That pushed your income tax and National "
       "Insurance up a bit (tax £386.28 vs £333.80, NI £196.51 vs £175.52). There's also a union subscription of £14.60 "
       "in March that wasn't on February's payslip. Your pension deduction stayed the same at £144.50.\n\n"
       "Overall, your take-home rose from £2,236.18 to £2,410.51, so about £174 more this month. In other words, you kept roughly two-thirds of the overtime once the extra deductions came off. Happy to go through either payslip line by line if that helps.",
       note="faithful")],
    # 11 overtime  plan (1 a long) (1 b short)
    [A("This month you've logged 13.5 hours of overtime across three shifts:\n\n"
       "- 7 March: 4 hours at 1.5x – approved\n"
       "- 15 March: 6 hours at 2x – approved\n"
       "- 21 March: 3.5 hours at 1.5x – pending\n\n"
       "At your base rate of £16.40 an hour, the 10 approved hours come to £295.20 (£98.40 for the 7th plus £196.80 for "
       "the 15th). The 21 March shift would be worth another £86.10 once approved, but it falls after the 20 March "
       "payroll cut-off. Anything that misses the cut-off is automatically rolled into the next month's pay run. "
       "Let me know if you'd like me to chase the approval.",
       bad=["Anything that misses the cut-off is automatically rolled into the next month's pay run."],
       kind="a_addition", note="(a) plausible payroll rule not in the record"),
     A("You've done 13.5 hours so far. The 10 approved hours pay £295.20, and the pending 3.5 hours will add £86.10 to "
       "this month's pay once approved.",
       bad=["The 10 approved hours pay £295.20, and the pending 3.5 hours will add £86.10 to this month's pay once approved."],
       kind="b_subtle_conflict", note="(b) the 21 March entry is after the 20 March payroll cut-off, so 'this month's pay' is unsupported; figure itself is right (3.5 x 16.40 x 1.5)")],
    # 12 closures table  plan (0 long) (0 medium)
    [A("Here are the closure days coming up:\n\n"
       "**Easter**\n"
       "- Friday 3 April – Good Friday (bank holiday)\n"
       "- Monday 6 April – Easter Monday (bank holiday)\n"
       "- Tuesday 7 April – company closure day\n\n"
       "**May**\n"
       "- Monday 4 May – Early May bank holiday\n"
       "- Monday 25 May – Spring bank holiday\n\n"
       "The bank holidays don't come out of your leave, but the company closure day on 7 April does count as half a day "
       "of annual leave. So over Easter the office is shut from Friday 3 April through Tuesday 7 April. If you work part "
       "time, bank holidays are pro-rated, so check your leave record for the details.",
       note="faithful; 'shut from Friday 3 through Tuesday 7 April' merges the three closure rows with the weekend between them"),
     A("Over Easter, the office is closed on Good Friday (3 April), Easter Monday (6 April) and Tuesday 7 April, which is "
       "a company closure day. Note that 7 April counts as half a day against your annual leave. In May, it's closed "
       "for the two bank holidays on Monday 4 May and Monday 25 May.",
       note="faithful")],
    # 13 mileage  plan (0 long) (1 b medium)
    [A("You can claim £95.40 for those 212 miles. Here's how that works:\n\n"
       "- The business mileage rate for a car is 45p per mile for the first 10,000 miles in the tax year, then 25p after that.\n"
       "- You've claimed 3,810 miles so far in 2025-26, so with these 212 you'll be at 4,022 – still well within the 45p band.\n"
       "- 212 × £0.45 = £95.40.\n\n"
       "If you took a colleague along, you can add 5p per mile for the passenger (another £10.60 for the full 212 miles). "
       "You don't need receipts, but commuting miles aren't covered, so only include the site visits themselves. "
       "Claims need to go in within 90 days.",
       note="faithful; 212 x 0.05 = 10.60"),
     A("For 212 miles you can claim £95.40 (212 × 45p). You've claimed 3,810 miles so far, so you're nowhere near the "
       "limit where the rate drops, since the 45p rate covers your first 10,000 miles each calendar year. You don't "
       "need receipts, and you have 90 days to submit the claim.",
       bad=["You've claimed 3,810 miles so far, so you're nowhere near the limit where the rate drops, since the 45p rate covers your first 10,000 miles each calendar year."],
       kind="b_subtle_conflict", note="(b) wrong scope: the 10,000-mile band is per tax year, not calendar year")],
    # 14 leave request  plan (0 short) (0 medium)
    [A("Yes! Your leave from Monday 13 to Friday 17 April (5 days) was approved by Helen Marchetti on 4 March.",
       note="faithful; 2026-04-13 is a Monday"),
     A("Good news – your annual leave request LR-882 has been approved. It covers 13 to 17 April, which is 5 days, and "
       "Helen Marchetti approved it on 4 March at 3:41 pm. One thing to note: the record shows that cover hasn't been "
       "arranged yet, so you may want to sort that out with your team before you go.",
       note="faithful; cover_arranged false")],
    # 15 sickness  plan (0 short) (0 medium)
    [A("You've had 6 sick days over 3 separate absences in the last 12 months. The review trigger is 4 absences or 8 days, "
       "so you haven't reached it.",
       note="faithful; 'this year' answered with the rolling 12 months the record gives"),
     A("Over the rolling 12 months to 9 March, you've had 3 periods of sickness totalling 6 days: 2 days in June 2025, "
       "3 days in November 2025 and 1 day in February 2026. A review is triggered at 4 episodes or 8 days, so you're "
       "one absence or two days away from it. At the moment you haven't triggered a review.",
       note="faithful; 'one absence or two days away' = 4-3 and 8-6")],
    # 16 laptop  plan (1 d long) (0 medium)
    [A("Your laptop request (REQ-77031) is currently awaiting approval. It's a replacement for an end-of-life machine, "
       "and the item requested is the standard 14\" laptop, a Lenova ThinkBook 14 G6, costing £849.00.\n\n"
       "It's waiting on Sunil Rao, who is the budget holder, to approve it. There's no estimated delivery date yet. If it's been a while, you can nudge the approval by raising a chase on "
       "the service desk portal under My Requests > Escalate.\n\n"
       "Once the new laptop arrives, you'll need to return your old device.",
       bad=["If it's been a while, you can nudge the approval by raising a chase on the service desk portal under My Requests > Escalate."],
       kind="d_invented_contact_step", note="(d) invented escalation step and portal path"),
     A("REQ-77031 is awaiting approval from Sunil Rao, the budget holder. It's for a Lenova ThinkBook 14 G6 (£849.00) "
       "to replace your end-of-life laptop. There's no delivery date yet. Also, heads up that you'll need to return "
       "your old device.",
       note="faithful")],
    # 17 pay + bank change  plan (1 b short) (0 short)
    [A("Unfortunately not. Your change came in on 18 March, after the 16 March cut-off, so your 26 March pay will "
       "still go to your old account. The new account ending 4406 will be used from the 28 April payday, as long as it passes verification before then.",
       bad=["The new account ending 4406 will be used from the 28 April payday, as long as it passes verification before then."],
       kind="b_subtle_conflict", note="(b) condition added: the change is already verified, so it is not conditional on passing verification"),
     A("No – the cut-off for changes was 16 March, and yours came in on 18 March. This month's pay (26 March) will go "
       "to your old account; the new one ending 4406 takes effect from the 28 April payday.",
       note="faithful")],
    # 18 P60 table  plan (0 medium) (0 long)
    [A("Here are your P60 figures from Dunmore Veterinary Group for the tax year ending 5 April 2025:\n"
       "- Pay: £38,640.00\n- Tax deducted: £5,218.00\n- Employee NI: £2,511.60\n- Final tax code: 1257L\n"
       "- Student loan: £0.00\n\n"
       "You can download the PDF from Payroll > Documents > P60.",
       note="faithful; portal path is in the tool output"),
     A("Sure – here's your P60 summary for the 2024-25 tax year (to 5 April 2025) with Dunmore Veterinary Group.\n\n"
       "Your pay in this employment was £38,640.00. From that, £5,218.00 of income tax and £2,511.60 of employee National "
       "Insurance were deducted, so £7,729.60 in total, leaving £30,910.40 after tax and NI. That works out to roughly "
       "13.5% of your pay going on tax and about 6.5% on NI. Your final tax code for the year was 1257L, and there were "
       "no student loan deductions.\n\n"
       "If you need the official document (for a mortgage application, for example), you can download the PDF from "
       "Payroll > Documents > P60.",
       note="faithful; 5218/38640 = 13.5%, 2511.6/38640 = 6.5%; 'for a mortgage application, for example' is an illustrative aside",
       borderline=True)],
    # 19 benefits  plan (0 short) (0 long)
    [A("You have private medical insurance, life assurance, cycle to work and the employee assistance programme. Only "
       "private medical insurance is marked as taxable, with a benefit value of £1,140 a year.",
       note="faithful; cycle to work has no taxable flag and the answer does not claim one"),
     A("Here's what you currently have:\n\n"
       "- **Private medical insurance** (employee only) – this one is taxable, with an annual benefit value of £1,140.\n"
       "- **Life assurance** at 4x your salary, so cover of £204,000 based on your £51,000 salary. It isn't taxable.\n"
       "- **Cycle to work** – active, with £75 a month taken through salary sacrifice until 30 September 2026.\n"
       "- **Employee assistance programme** – not taxable; you can reach it on 0800 046 3321.\n\n"
       "So the only benefit flagged as taxable is the private medical insurance. The record doesn't say whether the cycle "
       "to work scheme is taxable.",
       note="faithful; 4 x 51,000 = 204,000")],
]

ANSWERS += [
    # 20 shift swap  plan (0 medium) (1 c short)
    [A("Yes, Kerry Blythe has accepted the swap, so she'd take your 7 am–3 pm shift on Saturday 14 March and you'd work "
       "her 7 am–3 pm shift on Saturday 21 March. It isn't final yet, though: the swap is still waiting for your "
       "manager's approval. I'd hold off on making plans for the 14th until that comes through.",
       note="faithful; 'hold off on making plans' is advice following from the pending status"),
     A("Yes, Kerry accepted. The swap (her 21 March shift for your 14 March one) is now confirmed by your manager too.",
       bad=["The swap (her 21 March shift for your 14 March one) is now confirmed by your manager too."],
       kind="c_evident_conflict", note="(c) status conflict: manager_approval is pending")],
    # 21 training record  plan (0 medium) (0 medium)
    [A("Two things need your attention. **Anti-Bribery and Corruption** is overdue: it was due on 28 February and you "
       "haven't completed it yet. **Information Security Essentials** expires on 28 March, just over two weeks away, so "
       "it's flagged as due soon. Your Fire Safety Awareness (valid to 2 September) and Manual Handling (valid to "
       "November 2027) are fine.",
       note="faithful; 11 to 28 March = 17 days"),
     A("Yes – one is already overdue and one is coming up:\n"
       "- Anti-Bribery and Corruption: overdue since 28 February (not yet completed)\n"
       "- Information Security Essentials: expires 28 March 2026\n\n"
       "Fire Safety Awareness and Manual Handling are both still valid, until 2 September 2026 and 15 November 2027.",
       note="faithful")],
    # 22 parking permit  plan (0 short) (0 medium)
    [A("Your Zone B permit at Penhallow Campus is valid until 30 September 2026. It costs £22 a month, taken straight "
       "from your pay.",
       note="faithful"),
     A("Your permit (PK-2026-0451) for Zone B at Penhallow Campus runs from 1 October 2025 to 30 September 2026, for your "
       "car registered CF21 XKD. You pay £22.00 a month for it through payroll deduction, which comes to £264 over the "
       "full year of the permit. It doesn't include EV charging.",
       note="faithful; 12 x 22 = 264")],
    # 23 Lisbon claim  plan (0 long) (1 c short)
    [A("Here's the breakdown of your Lisbon supplier audit claim (EXP-5107):\n\n"
       "- **Hotel (16 Feb, 2 nights):** €268.00, i.e. €134 a night\n"
       "- **Taxi (16 Feb):** €31.50\n"
       "- **Meals (17 Feb):** €44.90\n\n"
       "That's €344.40 in total. It's converted to pounds at the ECB rate of 0.85 from 16 February, so you'll be "
       "reimbursed £292.74. The claim has been submitted and is now with the approvers.\n\n"
       "In pounds, the hotel alone comes to £227.80, which is the bulk of the claim. Let me know if you spot anything that doesn't look right, or if you need to add any other expenses from the trip.",
       note="faithful; 'with the approvers' paraphrases status 'submitted'", borderline=True),
     A("You spent €344.40 in total (hotel €268, taxi €31.50, meals €44.90). At the 0.85 exchange rate that's £298.74, "
       "which is what you'll get back.",
       bad=["At the 0.85 exchange rate that's £298.74, which is what you'll get back."],
       kind="c_evident_conflict", note="(c) wrong converted total: record says £292.74 (344.40 x 0.85)")],
    # 24 buy leave  plan (0 long) (0 long)
    [A("Yes, you're eligible to buy extra holiday this year. Here's how it works:\n\n"
       "- **When:** the purchase window is open from 1 to 31 March 2026, so you'll need to apply before the end of the month.\n"
       "- **How much:** between 1 and 5 days.\n"
       "- **Cost:** £130.00 per day, based on your £33,800 salary divided by 260.\n"
       "- **Payment:** the cost is spread over 12 equal monthly deductions from your pay.\n\n"
       "For example, buying the full 5 days would cost £650, which works out to about £54.17 a month. A single day "
       "would be around £10.83 a month. You haven't bought any days yet this year.",
       note="faithful; 650/12 = 54.17, 130/12 = 10.83"),
     A("You can! You're eligible for the holiday trading scheme, and you can buy anywhere from 1 to 5 extra days. Each "
       "day costs £130.00, which is your annual salary of £33,800 divided by 260 working days.\n\n"
       "So the total would be:\n"
       "1 day – £130\n2 days – £260\n3 days – £390\n4 days – £520\n5 days – £650\n\n"
       "The cost isn't taken in one go; it's split into 12 equal monthly deductions. The window to apply runs until "
       "31 March, so you've got until the end of the month to decide. If you went for all 5 days, that's about £54.17 a month.",
       note="faithful; 'working days' glosses the 260 divisor. Borderline: the record says 'annual_salary / 260' without naming working days",
       borderline=True)],
    # 25 pay rise + pension  plan (1 d long) (1 c long)
    [A("Congratulations on the pay rise! Your salary goes from £36,500 to £39,420 from 1 April 2026. Since your pension "
       "contributions are a percentage of your full salary, they'll go up automatically:\n\n"
       "- **You (4%):** from £1,460 to £1,576.80 a year, or about £121.67 → £131.40 a month (+£9.73).\n"
       "- **Your employer (6%):** from £2,190 to £2,365.20 a year, or £182.50 → £197.10 a month (+£14.60).\n\n"
       "Your contributions aren't made by salary sacrifice; the scheme uses relief at source for tax relief. If you'd "
       "like to increase your own percentage on top of this, email pensions@marlowvale.co.uk with your employee ID.",
       bad=["If you'd like to increase your own percentage on top of this, email pensions@marlowvale.co.uk with your employee ID."],
       kind="d_invented_contact_step", note="(d) invented email address and step"),
     A("Your new salary of £39,420 takes effect on 1 April 2026 (up from £36,500). The Marlow Vale Pension Scheme takes "
       "4% of your full salary from you and adds 6% from your employer, so here's how things change:\n\n"
       "- Your contribution rises from £1,460 to £1,576.80 a year, which is £131.40 a month.\n"
       "- Your employer's contribution rises from £2,190 to £2,365.20 a year, or £187.10 a month.\n\n"
       "In total, £328.50 a month will go into your pension. Tax relief is handled through relief at source rather than "
       "salary sacrifice. Together, the two contributions go up by £24.33 a month.",
       bad=["- Your employer's contribution rises from £2,190 to £2,365.20 a year, or £187.10 a month."],
       kind="c_evident_conflict", note="(c) wrong monthly figure: 2,365.20 / 12 = £197.10 (the total 131.40 + 197.10 = 328.50 is right)")],
    # 26 timesheet  plan (1 a medium) (0 short)
    [A("Not quite. You've logged 36.5 hours this week against your contracted 37.5, so you're 1 hour short. Tuesday was "
       "your longest day at 8 hours and Friday your shortest at 6.25. Any shortfall will be taken from your flexi "
       "balance automatically when you submit. Your timesheet hasn't been submitted yet; it's due by 12 pm on Monday "
       "16 March.",
       bad=["Any shortfall will be taken from your flexi balance automatically when you submit."],
       kind="a_addition", note="(a) invented flexi rule"),
     A("Almost: you're at 36.5 of your 37.5 hours, an hour short. Your timesheet also still needs submitting by noon "
       "on 16 March.",
       note="faithful")],
    # 27 tickets  plan (0 long) (1 b long)
    [A("Here's a rundown of your tickets:\n\n"
       "1. **INC-30211 – Printer on 2nd floor jams** (P4): on hold since you raised it on 20 February, because they're "
       "waiting for a part.\n"
       "2. **INC-30540 – Outlook crashes when opening shared calendar** (P3): in progress with Lena Fischer, opened 6 March.\n"
       "3. **REQ-30577 – Access to Finance SharePoint site** (P4): resolved on 9 March.\n\n"
       "So you have two still open. The SharePoint request will close automatically 5 days after it was resolved, so "
       "around 14 March, if there's nothing more to do on it. Let me know if you want me to add a note to any of them.",
       note="faithful. Borderline: 'on hold since 20 February' assumes the hold began when the ticket was opened; the record gives only the opening date",
       borderline=True),
     A("Sure! You've got three tickets on your account right now:\n\n"
       "- **Printer on the 2nd floor jamming (INC-30211):** on hold while a replacement part is awaited. It's a P4.\n"
       "- **Outlook crashing on the shared calendar (INC-30540):** being worked on by Lena Fischer, P3.\n"
       "- **Finance SharePoint access (REQ-30577):** resolved on 9 March.\n\n"
       "The SharePoint request closes automatically 5 days after it was opened, so it should close on 12 March. If "
       "your access isn't working, reply on that ticket before it closes. The other two are still open, and the printer one is the oldest, raised on 20 February.",
       bad=["The SharePoint request closes automatically 5 days after it was opened, so it should close on 12 March."],
       kind="b_subtle_conflict", note="(b) wrong anchor: auto-close counts from resolution (9 March -> 14 March), not from opening")],
    # 28 desk bookings table  plan (0 short) (1 d short)
    [A("Next week you've got desks booked on Monday 23 March (desk 2.08) and Wednesday 25 March (desk 2.11), both at Ashby "
       "House. Your Thursday booking was cancelled, and there's nothing booked for Friday.",
       note="faithful"),
     A("You're booked in on Monday (desk 2.08) and Wednesday (desk 2.11) at Ashby House. Thursday's booking was "
       "cancelled; you can rebook it at deskbook.ashbyhouse.co.uk.",
       bad=["Thursday's booking was cancelled; you can rebook it at deskbook.ashbyhouse.co.uk."],
       kind="d_invented_contact_step", note="(d) invented booking link")],
    # 29 maternity  plan (0 medium) (1 b long)
    [A("Congratulations! You meet the qualifying service, so you'd get enhanced maternity pay from Tollgate Academies "
       "Trust: 90% of your average weekly earnings for the first 6 weeks, then 50% of your pay plus SMP for weeks 7 to "
       "18, as long as you return to work for at least 13 weeks. Weeks 19 to 39 are paid at SMP, and weeks 40 to 52 are "
       "unpaid.",
       note="faithful"),
     A("Congratulations! Good news – you've met the qualifying service, so you're entitled to the enhanced maternity "
       "scheme. Here's what you'd receive:\n\n"
       "- **Weeks 1–6:** 90% of your average weekly earnings\n"
       "- **Weeks 7–18:** 50% of your pay plus Statutory Maternity Pay\n"
       "- **Weeks 19–39:** SMP only\n"
       "- **Weeks 40–52:** unpaid\n\n"
       "You'll need to let the Trust know by the 15th week before your due date, so with a September due date that "
       "will fall somewhere between mid-May and mid-June. You can also use up to 10 keeping-in-touch days during your leave.",
       bad=["- **Weeks 7–18:** 50% of your pay plus Statutory Maternity Pay"],
       kind="b_subtle_conflict", note="(b) condition dropped: half pay in weeks 7-18 depends on returning to work for 13 weeks")],
]

ANSWERS += [
    # 30 flexi  plan (0 medium) (1 a long)
    [A("You currently have 6.75 hours of flexi credit (6 hours 45 minutes). A flexi day counts as a standard 7.5-hour "
       "day, so taking Friday would put you 45 minutes into debit. That's within the limit, since you're allowed to go "
       "down to -7.5 hours, and you haven't used your one flexi day for this period yet. So on these numbers, yes, you "
       "can take it.",
       note="faithful application: 6.75 - 7.5 = -0.75 >= -7.5; 1 flexi day allowed, 0 taken. Borderline: the record does not say explicitly that a flexi day may be taken on a balance below 7.5 h",
       borderline=True),
     A("As of 12 March you've built up 6.75 hours of flexi time, which is 6 hours and 45 minutes.\n\n"
       "Taking Friday as a flexi day would use a standard day of 7.5 hours, leaving you at -0.75 hours. That's fine: "
       "your balance can go as low as -7.5 hours, and you're allowed one flexi day per settlement period, which you "
       "haven't used yet.\n\n"
       "A couple of things to keep in mind:\n"
       "- Flexi days need to be booked at least 48 hours in advance, so you'd need to request Friday today.\n"
       "- The current settlement period ends on 31 March, and you can carry forward up to 10 hours into the next one.\n"
       "- On days you do work, core hours are 10 am to 4 pm.",
       bad=["- Flexi days need to be booked at least 48 hours in advance, so you'd need to request Friday today."],
       kind="a_addition", note="(a) invented notice period; the record has no booking rule")],
    # 31 bonus  plan (1 a short) (1 a short)
    [A("Yes, your annual bonus of £1,500.00 is on your March payslip, paid on 31 March. It's taxed at your normal rate "
       "along with your salary.",
       bad=["It's taxed at your normal rate along with your salary."],
       kind="a_addition", note="(a) plausible tax statement not in the payslip lines"),
     A("Yes! Your March payslip includes a £1,500 annual bonus alongside your £2,625 basic pay and £300 car allowance, "
       "all paid on 31 March. This is the bonus for the 2025 performance year.",
       bad=["This is the bonus for the 2025 performance year."],
       kind="a_addition", note="(a) invented reason/period for the bonus")],
    # 32 leave + rota  plan (1 b long) (0 long)
    [A("Here's how your leave lines up with the rota for the week of 20 April on Ward 7:\n\n"
       "- **Mon 20 – Wed 22 April:** approved leave (LR-1207), and you have no shifts on those days.\n"
       "- **Thu 23 April:** day shift, 7:30 am – 8 pm.\n"
       "- **Fri 24 April:** day shift, 7:30 am – 8 pm. You've also asked for leave this day (LR-1215), but that request "
       "is still waiting to be approved.\n"
       "- **Sun 26 April:** night shift, 7:30 pm – 8 am on Monday morning.\n\n"
       "So the rota only has you working on days where you haven't asked for leave. Let me know if you'd like me to "
       "check on the 24 April request.",
       bad=["So the rota only has you working on days where you haven't asked for leave."],
       kind="b_subtle_conflict", note="(b) wrong scope: true for the approved leave, but 24 April is a requested leave day with a shift on the rota (and the answer itself says so)"),
     A("Good question – there's one clash to sort out. Your approved leave (LR-1207) covers Monday 20 to Wednesday 22 "
       "April, and the rota doesn't have you on any shifts those days, so that part's fine.\n\n"
       "However, you're down for a 7:30 am–8 pm shift on Friday 24 April, which is the day you've requested off in "
       "LR-1215. That request hasn't been approved yet, so as things stand the rota still expects you in. It might be "
       "worth speaking to whoever manages the Ward 7 rota so the shift can be covered if your leave is approved.\n\n"
       "Your other shifts that week are Thursday 23 April (7:30 am–8 pm) and a night shift starting at 7:30 pm on "
       "Sunday 26 April.",
       note="faithful; advice to speak to the rota manager names no invented contact")],
    # 33 cycle to work  plan (0 long) (0 medium)
    [A("Your cycle to work package from Spokesmith Cycles is worth £1,200, and it's paid back through salary sacrifice "
       "over a 12-month hire period. That means £100 will come out of your salary each month.\n\n"
       "The first deduction is on 30 April 2026, so with 12 monthly deductions the last one would be in March 2027.\n\n"
       "Your certificate has been issued, but it expires on 15 April, so make sure you use it with Spokesmith before "
       "then. At the end of the hire period you'll have three options: extend the hire, pay a fee to take ownership of "
       "the bike, or return it.",
       note="faithful; April 2026 + 11 months = March 2027"),
     A("It'll be £100 a month, taken as a salary sacrifice for 12 months – that covers the full £1,200 package. The "
       "first deduction is on 30 April. Just remember your certificate expires on 15 April, so redeem it with "
       "Spokesmith Cycles before then.",
       note="faithful")],
    # 34 room  plan (1 b short) (0 medium)
    [A("You've got Thistle on the first floor of Quarry Court, from 1:30 pm to 4 pm on Thursday 19 March. Thistle holds "
       "10 people, which matches your attendee count.",
       bad=["Thistle holds 10 people, which matches your attendee count."],
       kind="b_subtle_conflict", note="(b) field mix-up: capacity is 12; 10 is the number of attendees"),
     A("Your workshop is in **Thistle**, on floor 1 of Quarry Court, on Thursday 19 March from 1:30 pm to 4 pm. The room "
       "fits 12 and you've got 10 attendees, so there's a little space to spare. It has a projector and video "
       "conferencing. No catering is booked, in case you were expecting any.",
       note="faithful; catering null read as none booked")],
    # 35 account locked  plan (1 d short) (1 b short)
    [A("Yes, your account was locked at 8:47 am after 5 failed login attempts. It unlocks automatically at 9:17 am, or "
       "you can call the IT service desk on extension 4357 to unlock it sooner.",
       bad=["It unlocks automatically at 9:17 am, or you can call the IT service desk on extension 4357 to unlock it sooner."],
       kind="d_invented_contact_step", note="(d) invented phone extension and unlock channel"),
     A("Yes – it locked at 8:47 am after too many failed attempts and will unlock itself at 9:17 am. Your password "
       "expires on 2 May, so you'll need to reset it before you can log back in.",
       bad=["Your password expires on 2 May, so you'll need to reset it before you can log back in."],
       kind="b_subtle_conflict", note="(b) condition added: the password expiry is in May, nothing requires a reset before logging in")],
    # 36 season ticket loan  plan (1 d short) (0 medium)
    [A("You've repaid 5 of the 10 £360 instalments, so £1,800 of your £3,600 loan is left. The next deduction is on 27 "
       "March. To pay off the rest early, email loans@payroll-staffhub.co.uk with your loan ID STL-0287.",
       bad=["To pay off the rest early, email loans@payroll-staffhub.co.uk with your loan ID STL-0287."],
       kind="d_invented_contact_step", note="(d) invented early-repayment step and contact"),
     A("Your £3,600 season ticket loan (taken out on 1 October 2025) is being repaid in 10 interest-free instalments of "
       "£360 from your pay. You've paid 5 so far, so £1,800 is still outstanding. The next £360 comes out on 27 March, "
       "and if the remaining instalments carry on monthly, the loan will be cleared with the July 2026 payment.",
       note="faithful; monthly cadence is inferred (hedged with 'if'); Mar-Jul = 5 instalments", borderline=True)],
    # 37 course catalogue  plan (1 d short) (1 b medium)
    [A("Yes: Excel Essentials (8 April, online, 6 seats) and Excel Advanced: Power Query (29 April, in person, 4 seats, "
       "£180). The Pivot Tables course is full, but you can join its waiting list from the course page.",
       bad=["The Pivot Tables course is full, but you can join its waiting list from the course page."],
       kind="d_invented_contact_step", note="(d) invented waiting-list step; the table only shows 0 seats"),
     A("There are three Excel courses in April:\n"
       "- Excel Essentials – 8 April, 9:30 am–12:30 pm, online\n"
       "- Excel Intermediate: Pivot Tables – 15 April, 1–4:30 pm, online (fully booked)\n"
       "- Excel Advanced: Power Query – 29 April, 9 am–4 pm, in person at Brindle House, Room 3\n\n"
       "Excel Essentials and Excel Advanced: Power Query both still have seats, and neither costs your team anything.",
       bad=["Excel Essentials and Excel Advanced: Power Query both still have seats, and neither costs your team anything."],
       kind="b_subtle_conflict", note="(b) wrong scope: Power Query costs the team £180")],
    # 38 entitlement rules  plan (0 medium) (0 medium)
    [A("Yes, it does. Everyone starts on 25 days, plus 1 extra day after 3 years' service, 2 after 5 years and 3 after 10 "
       "years. You started on 14 June 2021, so you're currently on 26 days. You'll reach 5 years on 14 June 2026, which "
       "takes you to 27 days, but the increase only applies from the start of the following leave year. Bank holidays "
       "are on top of this.",
       note="faithful under the reading that 'extra_days' is the total extra at each step. Borderline: an additive reading (25+1+2 = 28 after 5 years) is also possible; the current 26 fits both",
       borderline=True),
     A("It does. Your allowance starts at 25 days and goes up with service:\n"
       "- after 3 years: +1 day (26)\n- after 5 years: +2 days (27)\n- after 10 years: +3 days (28)\n\n"
       "You're on 26 days now. Your 5-year anniversary is 14 June 2026 and your 10-year one is 14 June 2031, and each "
       "increase kicks in from the start of the next leave year after the anniversary. Bank holidays come in addition "
       "to these days, and the figures assume full time, which you are.",
       note="faithful; fte 1.0 = full time. Borderline: 'extra_days' read as cumulative totals, not additive steps (25+1+2+3 = 31 reading also possible)",
       borderline=True)],
    # 39 recognition points  plan (1 a short) (1 a medium)
    [A("You have 2,350 points, worth £23.50, with another 400 pending. Pending points usually clear within 30 days. "
       "Your points expire on 31 December 2026.",
       bad=["Pending points usually clear within 30 days."],
       kind="a_addition", note="(a) invented timeline for pending points"),
     A("You've got 2,350 recognition points, plus 400 more still pending. Each 100 points is worth £1, so your current "
       "balance is £23.50. Once you have at least 500 points you can redeem them for a gift card, a charity donation, "
       "or an extra half day of leave, which costs 2,000 points, so you could already afford one. Gift cards can be "
       "used at over 100 high-street retailers. Your points expire on 31 December 2026.",
       bad=["Gift cards can be used at over 100 high-street retailers."],
       kind="a_addition", note="(a) invented gift card detail")],
]
