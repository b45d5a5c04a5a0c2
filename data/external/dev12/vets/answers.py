"""Two hand-written chatbot answers per item of records.py (Claude as data helper).

Which answer is hallucinated, the kind of planted mistake and the target length were fixed
before writing by plan.py (random.Random(12047)). Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note, borderline. ANSWERS[q][k] is answer k of
item q.
"""


def A(text, bad=None, note="", borderline=False):
    return dict(text=text, bad=[bad] if bad else [], note=note, borderline=borderline)


ANSWERS = [
    # 0 (1 b short) (1 a short)
    [A("Bramble's Complete Care plan costs £17.95 a month. It includes her yearly booster, two health checks a year, monthly flea treatment, quarterly worming and unlimited nail clips. You also get 10% off all treatment, lab fees included, and 5% off food.",
       "You also get 10% off all treatment, lab fees included, and 5% off food.",
       "(b) wrong scope: lab_fees are in the discount's excluded list"),
     A("For £17.95 a month, Bramble gets one booster a year, two health checks, monthly flea treatment, quarterly worming and unlimited nail clips, plus 10% off treatment and 5% off food. Each health check includes a free dental check too.",
       "Each health check includes a free dental check too.",
       "(a) invented plan benefit; the includes list has no dental check")],
    # 1 (0 medium) (0 short)
    [A("Yes, Pepper has one vaccination coming up and one that's overdue:\n\n- Her RCP booster (cat flu and enteritis) is due on **Saturday 21 March**, 12 days from now.\n- Her feline leukaemia (FeLV) booster was due on **14 January**, so it's now 54 days overdue.\n\nIf the FeLV booster goes more than 90 days overdue (past 14 April), her course will need to be restarted. Would you like me to book her in?",
       note="faithful; as_of 9 March: to 21 March = 12 days; 14 Jan -> 9 Mar = 54 days; 14 Jan + 90 days = 14 April; 21 March 2026 is a Saturday"),
     A("Yes — Pepper's FeLV booster is overdue (it was due on 14 January), and her RCP booster is due on 21 March.",
       note="faithful")],
    # 2 (0 long) (1 b long)
    [A("Otis is doing well. He's gone from 36.8 kg at his weight clinic on 4 September to 33.6 kg on 5 March, a loss of 3.2 kg, or about 8.7% of his starting weight, in six months.\n\nHere's how each weigh-in went:\n- 9 October: 36.1 kg (down 0.7 kg)\n- 13 November: 35.2 kg (down 0.9 kg)\n- 18 December: 35.4 kg (up 0.2 kg)\n- 29 January: 34.3 kg (down 1.1 kg)\n- 5 March: 33.6 kg (down 0.7 kg)\n\nHis body condition score has also come down from 7/9 to 6/9. He has 1.6 kg left to lose to reach his 32 kg target; at his average so far of about half a kilo a month, that would take roughly another three months.\n\nHis next weight clinic is at 10:15 am on Thursday 9 April at Millbrook, and it's free under his health plan.",
       note="faithful; 36.8-33.6 = 3.2; 3.2/36.8 = 8.7%; 33.6-32.0 = 1.6; 3.2 kg over 182 days ~ 0.53 kg/month, 1.6/0.53 ~ 3 months; 9 April 2026 is a Thursday",
       borderline=True),
     A("Otis is making steady progress. At his latest weigh-in on 5 March he was 33.6 kg, down from 36.8 kg when he started in September, so he's lost 3.2 kg altogether. That leaves 1.6 kg to go to reach his target of 32 kg.\n\nThe only setback was at his November weigh-in, when he put on 0.2 kg. He was back on track by the end of January, with his biggest drop so far (1.1 kg), and his body condition score has improved from 7/9 to 6/9 too.\n\nHis next weight clinic is on Thursday 9 April at 10:15 am at Millbrook. There's no charge for it, as it's covered by his health plan. Keep it up!",
       "The only setback was at his November weigh-in, when he put on 0.2 kg.",
       "(b) wrong scope: the 13 November weigh-in was a 0.9 kg loss; the 0.2 kg gain was at the 18 December weigh-in")],
    # 3 (0 medium) (0 medium)
    [A("Yes, as long as you order in the next few days. Willow has one repeat left on her meloxicam oral suspension (3 of the 4 authorised repeats have been issued). Her last check-up was on 16 September 2025, which covers repeats for 6 months, so after 16 March she'll need to be seen again before we can issue more. We need 48 hours' notice for a repeat, and the 100ml bottle costs £24.80. If you'd like, I can start the request for you now.",
       note="faithful; 4-3 = 1 repeat left; as_of 10 March, exam window ends 16 March; whether the cut-off applies to the request or the issue date is not stated, hence 'in the next few days'",
       borderline=True),
     A("You can, but only just. Dr Anna Kovac authorised 4 repeats of Willow's Meloxicam 1.5mg/ml oral suspension and 3 have been issued, so this would be the last one. Repeats can be issued without a check-up for 6 months after her last exam on 16 September, which takes you to 16 March, 6 days from today. Please give us at least 48 hours to get it ready. It's £24.80 for the 100ml bottle.",
       note="faithful; 10 March -> 16 March = 6 days")],
    # 4 (0 medium) (0 medium)
    [A("Here's what Luna's invoice from 12 March at Castlegate covers:\n\n- Consultation: £48.00\n- Ear cytology (done in-house): £32.50\n- Otomax ear drops 17.5ml: £21.40\n- Culture and sensitivity test at an external lab: £68.00\n\nThat's £169.90 before discount. Your health plan's 10% discount applied to the first three items (£10.19 off) but not to the external lab test, which brings the total to £159.71. That was paid in full by card, so there's nothing left to pay.",
       note="faithful; 48+32.50+21.40 = 101.90, 10% = 10.19; 169.90-10.19 = 159.71"),
     A("Sure. After your 10% plan discount, the lines on invoice INV-7719204 work out like this: the consultation was £43.20 (from £48.00), the in-house ear cytology £29.25 (from £32.50) and the Otomax ear drops £19.26 (from £21.40). The external lab culture and sensitivity test stayed at £68.00, as it doesn't get the plan discount. Altogether you saved £10.19, and the total of £159.71 (VAT included) was paid by card.",
       note="faithful; 43.20+29.25+19.26+68.00 = 159.71")],
    # 5 (1 b short) (0 medium)
    [A("Max's cruciate repair (TPLO) is estimated at £2,850 to £3,400, and you'll need to pay a £570 deposit by 1 April. The deposit is refundable if you cancel at any point before the operation.",
       "The deposit is refundable if you cancel at any point before the operation.",
       "(b) condition dropped: refundable only if cancelled at least 7 days before"),
     A("Max's cruciate ligament repair (TPLO) on the left hind leg is estimated at between £2,850 and £3,400. That covers pre-op bloods, the anaesthetic, surgery, implants, one night in hospital and post-op X-rays; physiotherapy and any extra nights aren't included.\n\nUpfront, you'll need a £570 deposit (20% of the lower estimate) by Wednesday 1 April, a week before the operation on Wednesday 8 April. It hasn't been paid yet. After the deposit, the balance would be £2,280 to £2,830. The deposit is refundable if you cancel at least 7 days before.",
       note="faithful; 20% x 2850 = 570; 2850-570 = 2280, 3400-570 = 2830; 1 and 8 April 2026 are Wednesdays")],
    # 6 (1 b medium) (1 c medium)
    [A("Thistle Pet Insurance has assessed Daisy's gastroenteritis claim and will pay £901.44 of the £1,246.80 invoice. That's after taking off your £120 excess and then a 20% co-payment on the rest (£225.36). Thistle will pay the £901.44 straight to you by 20 March, so you can then settle the full bill with us. Your share comes to £345.36, and the policy shows £4,000 remaining on the limit for this condition.",
       "Thistle will pay the £901.44 straight to you by 20 March, so you can then settle the full bill with us.",
       "(b) wrong payee: settlement payee is the practice, not the owner"),
     A("Thistle has assessed the claim and will pay £901.44 towards Daisy's treatment from 2 to 6 February, with the money going directly to the practice by 20 March. The invoice was £1,246.80; they've deducted your £120 excess and then a 20% co-payment on the remaining £1,126.80. That leaves you with £325.36 to pay yourself.",
       "That leaves you with £325.36 to pay yourself.",
       "(c) 1246.80 - 901.44 = 345.36, not 325.36")],
    # 7 (0 medium) (0 medium)
    [A("You've got two appointments booked, both for Biscuit:\n\n- **Thursday 19 March at 9:40 am**: booster vaccination with Nurse Priya Lal at Millbrook\n- **Thursday 2 April at 11 am**: nail clip with Nurse Owen Hart at Ferry Road\n\nJuniper's dental check with Dr Tom Reyes on Tuesday 24 March has been cancelled, so that one's no longer going ahead. Would you like me to rebook it?",
       note="faithful; weekdays checked (19 Mar Thu, 24 Mar Tue, 2 Apr Thu)"),
     A("Biscuit's booster is first, this Thursday (19 March) at 9:40 am with Nurse Priya Lal at Millbrook, three days from now. Biscuit then has a nail clip at our Ferry Road practice on 2 April at 11:00 with Nurse Owen Hart. There was also a dental check for Juniper on 24 March at 4:10 pm, but it shows as cancelled.",
       note="faithful; as_of Monday 16 March -> Thursday 19 March = 3 days")],
    # 8 (0 short) (1 d long)
    [A("Ziggy's next flea treatment is due on Saturday 28 March, and his next wormer on Sunday 5 April.",
       note="faithful; weekdays checked"),
     A("Here's Ziggy's schedule:\n\n- **Flea treatment** (selamectin spot-on): last given on 26 February and repeated every 30 days, so the next one is due on **Saturday 28 March**.\n- **Worming** (emodepside/praziquantel spot-on): last given on 5 January and repeated every 90 days, so the next one is due on **Sunday 5 April**.\n\nYou don't have any flea doses left at home, but you do have one wormer. His treatments are included in his plan and posted to you, and the next dispatch is due on 23 March. If the parcel hasn't arrived by 26 March, text RESEND to 60142 and we'll send a replacement.",
       "If the parcel hasn't arrived by 26 March, text RESEND to 60142 and we'll send a replacement.",
       "(d) invented resend short code and step")],
    # 9 (1 c long) (1 d short)
    [A("Partly. Mabel's blood sample was taken on 17 March and sent to Orchard Vet Labs, and two of the three tests are back:\n\n- Haematology: complete (18 March)\n- Biochemistry panel: complete (18 March)\n- Total T4 (thyroid): still in progress\n\nThe thyroid result is expected by Thursday 19 March. Dr Hannah Osei hasn't reviewed the results yet, so they haven't been released to you. Once she has looked at them, she'll give you a call to go through everything. I'm sorry I can't share more just yet.",
       "The thyroid result is expected by Thursday 19 March.",
       "(c) expected_by is 2026-03-20 (Friday), not Thursday 19 March"),
     A("Not all of them. The haematology and biochemistry results came back on 18 March, but the thyroid test is still in progress because the lab runs it in a separate weekly batch. Dr Hannah Osei will call you once she's reviewed them.",
       "but the thyroid test is still in progress because the lab runs it in a separate weekly batch",
       "(d) invented reason for the pending thyroid result")],
    # 10 (1 b medium) (1 d medium)
    [A("At weekends, out-of-hours care for all three of our practices is provided by Vetline Emergency Care at Vetline Eastfield, Unit 4, Harrow Park, Eastfield EF3 9QL. Weekend cover runs from 1 pm on Saturday until 8 am on Monday, and the number is 01632 960 771. You can go straight there, although calling ahead first is recommended. A weekend consultation costs £195, payable at the time of treatment, and your health plan discount doesn't apply.",
       "You can go straight there, although calling ahead first is recommended.",
       "(b) call_before_attending is true: a requirement weakened to a recommendation"),
     A("If your dog falls ill at the weekend, call Vetline Emergency Care on 01632 960 771. They cover Millbrook, Castlegate and Ferry Road from 1 pm on Saturday until 8 am on Monday. Please ring before you set off rather than just turning up. The clinic is at Unit 4, Harrow Park, Eastfield EF3 9QL. A weekend consultation is £195 (£30 more than on a weeknight), paid at the time of treatment, and health plan discounts don't apply there. You can also check current waiting times at vetline.co.uk/eastfield.",
       "You can also check current waiting times at vetline.co.uk/eastfield.",
       "(d) invented link")],
    # 11 (1 d short) (0 long)
    [A("No, ChipSafe UK still has Poppy registered at 17 Rowan Terrace, Eastfield, and the record hasn't been updated since May 2022. You can change it free of charge through your keeper account on the ChipSafe UK database. If you'd rather phone, ChipSafe's helpline is 0330 912 4480.",
       "If you'd rather phone, ChipSafe's helpline is 0330 912 4480.",
       "(d) invented phone number"),
     A("Not quite. Poppy's microchip (826098100457712) is registered with ChipSafe UK, but the details there haven't been updated since it was implanted on 11 May 2022. They still show:\n\n- Keeper: Sarah Whitlow\n- Address: 17 Rowan Terrace, Eastfield EF2 4HD\n- Phone: 07700 900316\n\nThe address we hold at the practice is 5 Kestrel Way, Millbrook MB6 1TS, so the two don't match. As you've moved, the chip record needs updating; you can do that yourself through your keeper account with ChipSafe UK, and there's no fee. It's worth checking the phone number while you're there too.",
       note="faithful; 'needs updating' from addresses_match false + the user's move")],
    # 12 (1 a medium) (1 a medium)
    [A("Rolo's booking (BRD-5512) at Hartwell Boarding, Castlegate is confirmed for 8 nights, from Friday 3 April (drop-off 8-10 am) to Saturday 11 April (collection 4-6 pm). At £28.50 a night that's £228, plus £16 for medication (£2 a day), so £244 in total; with your £50 deposit paid, £194 is left. The price includes two walks a day. The kennels need Rolo's kennel cough vaccine to have been given at least 14 days before check-in, so by 20 March.",
       "The price includes two walks a day.",
       "(a) invented inclusion; the booking lists no walks"),
     A("Yes, Rolo is booked in and confirmed. Check-in is Friday 3 April between 8 and 10 am, and collection is Saturday 11 April between 4 and 6 pm: 8 nights at £28.50, which comes to £228.00. Medication will be given each day for an extra £2 a day (£16), so the stay costs £244.00 altogether. You've already paid a £50 deposit, leaving £194.00. The balance is due when you collect Rolo on 11 April. Rolo's vaccinations are in date, and note that the kennels require a kennel cough vaccine at least 14 days before check-in.",
       "The balance is due when you collect Rolo on 11 April.",
       "(a) invented payment timing; the booking gives no due date for the balance")],
    # 13 (1 d medium) (0 medium)
    [A("Yes, it has. Dr Anna Kovac sent the referral letter to Kelsall Veterinary Referrals on 11 March with Sable's history attached, and Dr Ruth Menon's dermatology team has accepted it. The appointment at Kelsall is on Tuesday 14 April at 2:30 pm; please arrive 15 minutes early, at 2:15 pm. Before the appointment, please fill in Kelsall's online pre-consultation form at kelsallreferrals.co.uk/forms. The consultation fee is £285, and no deposit is needed.",
       "Before the appointment, please fill in Kelsall's online pre-consultation form at kelsallreferrals.co.uk/forms.",
       "(d) invented step and link"),
     A("Good news: Kelsall Veterinary Referrals has accepted Sable's referral to Dr Ruth Menon in their dermatology department. Dr Anna Kovac sent the letter on 11 March along with Sable's history. The appointment is on Tuesday 14 April at 2:30 pm at Unit 9, Kelsall Business Park, Kelsall KL4 7PR, and they'd like you there 15 minutes beforehand. The consultation costs £285 and there's no deposit. One thing to note: your insurer hasn't been told about the referral yet.",
       note="faithful; insurer_notified false")],
    # 14 (0 long) (1 a short)
    [A("Dr Tom Reyes examined Tilly's teeth on 4 March and gave her a dental grade of 3 (on a scale of 0 to 4). He found:\n\n- moderate tartar\n- gingivitis\n- a suspected resorptive lesion on tooth 307\n\nHe recommends a scale and polish under general anaesthetic, with dental X-rays, and some teeth may need to be extracted. The estimate is £420 to £780. It hasn't been booked yet; he'd like it done within 8 weeks of the exam, so by about Wednesday 29 April. Would you like me to look for a date?",
       note="faithful; 4 March + 56 days = 29 April (Wednesday); 'ga' = general anaesthetic"),
     A("Tilly has grade 3 dental disease, with tartar, gingivitis and a suspected resorptive lesion. Dr Reyes recommends a scale and polish under anaesthetic with X-rays, estimated at £420 to £780. The estimate includes pain relief for her to take home.",
       "The estimate includes pain relief for her to take home.",
       "(a) invented estimate content")],
    # 15 (0 medium) (1 d long)
    [A("You've got £1,240 left to pay. Bear's £2,460 invoice was split into £600 upfront and £1,860 over 6 monthly instalments of £310, interest-free. Two instalments have been paid (the last on 15 February), so 4 remain: 15 March, 15 April, 15 May and 15 June. So far you've paid £1,220 in total. Just note that there's a £15 late fee if a payment is late.",
       note="faithful; 4 x 310 = 1240; 600 + 2 x 310 = 1220; monthly on the 15th from next_due 15 March"),
     A("Here's where Bear's payment plan (PP-0816) stands:\n\n- Invoice total for the splenectomy: £2,460.00\n- Paid upfront: £600.00\n- Spread over 6 monthly instalments: £1,860.00 (£310.00 each, 0% interest)\n- Instalments paid: 2, most recently on 15 February\n\nSo you've paid £1,220 so far and have £1,240 left, which is four more payments of £310 on the 15th of March, April, May and June. If you'd like to clear it early, log in to My Hartwell, open Payment plans and choose Settle in full. Please keep in mind there's a £15 late fee if a payment is missed.",
       "If you'd like to clear it early, log in to My Hartwell, open Payment plans and choose Settle in full.",
       "(d) invented account step for early settlement")],
    # 16 (0 medium) (1 a medium)
    [A("Vaccination reminders for Coco are switched on: they're sent by email and text 14 days before a vaccination is due. Flea and worming reminders are switched off at the moment, so you won't get those unless you turn them on. One thing to check: our emails to j.ferris@example.net have bounced, so it's worth updating your email address. The texts go to +44 7700 900582.",
       note="faithful; parasite_treatment read as flea and worming reminders"),
     A("You'll get vaccination reminders, but not flea ones at the moment. Coco's vaccination reminders are on and go out 14 days before each one is due, by both email and text. Parasite treatment reminders (for flea and worming) are turned off. They can only be switched on for pets on a health plan, so let me know if you'd like to look at joining one. It's also worth knowing that our emails to j.ferris@example.net have been bouncing, so you may only be receiving the texts at the moment.",
       "They can only be switched on for pets on a health plan, so let me know if you'd like to look at joining one.",
       "(a) invented eligibility condition for parasite reminders")],
    # 17 (1 c medium) (0 medium)
    [A("If you can't get there before 2 pm on a Saturday, you've got two options. Millbrook is open until 4 pm, so you'd have a couple of hours there. Ferry Road is open until 6 pm on Saturdays, which gives you the most time. Castlegate won't work, as it closes at 12:30 on Saturdays.",
       "Ferry Road is open until 6 pm on Saturdays, which gives you the most time.",
       "(c) Ferry Road closes at 17:00 on Saturdays"),
     A("Two of our practices are open on Saturday afternoons:\n\n- **Ferry Road**, 9 am to 5 pm (01632 960489), so you'd have three hours after 2 pm\n- **Millbrook**, 8:30 am to 4 pm (01632 960210), giving you two hours\n\nCastlegate closes at 12:30 pm on Saturdays, so that one's out. Ferry Road is also open on Sundays from 10 am to 1 pm, if that's easier.",
       note="faithful")],
    # 18 (1 a long) (1 c medium)
    [A("Yes, I'm afraid so. Nova's health plan is £14.25 a month, collected on the 1st. The December and January payments went through, but the collections on 1 February and 1 March both failed because there weren't enough funds in the account. That means you're £28.50 in arrears.\n\nBecause two payments have failed, Nova's plan benefits are currently suspended. We'll try to collect the £28.50 again on Friday 20 March, so it's worth making sure the money is in your account before then. Once the arrears are cleared, any benefits Nova missed while suspended will be backdated. Your next regular payment of £14.25 is due on 1 April.",
       "Once the arrears are cleared, any benefits Nova missed while suspended will be backdated.",
       "(a) invented backdating of benefits"),
     A("Yes, two payments are outstanding. Nova's £14.25 collections on 1 February and 1 March both failed (insufficient funds), so you're £28.50 behind, and Nova's plan benefits are currently suspended. We'll retry the £28.50 on 20 March, and the normal £14.25 is due on 1 April, so £47.75 in total will come out over the next three weeks.",
       "We'll retry the £28.50 on 20 March, and the normal £14.25 is due on 1 April, so £47.75 in total will come out over the next three weeks.",
       "(c) 28.50 + 14.25 = 42.75, not 47.75")],
    # 19 (1 b medium) (1 a short)
    [A("Archie's Brightfield policy has a £99 fixed excess, which is taken once per policy year regardless of how many conditions you claim for. On his atopic dermatitis, Brightfield has paid £3,862.40 so far against the £6,000 limit per condition, so £2,137.60 of cover is left for it. Archie is 8 now, so the 15% co-payment doesn't apply yet; it starts from age 9, and he turns 9 on 30 May, the same day the policy renews.",
       "Archie's Brightfield policy has a £99 fixed excess, which is taken once per policy year regardless of how many conditions you claim for.",
       "(b) scope changed: the excess is per condition per policy year"),
     A("Your excess is £99 per condition each policy year. Archie has £2,137.60 of cover left for his atopic dermatitis (£6,000 limit, £3,862.40 paid so far). Claims need to be submitted within 90 days of treatment.",
       "Claims need to be submitted within 90 days of treatment.",
       "(a) invented claim deadline")],
    # 20 (0 medium) (0 medium)
    [A("Pip's second puppy vaccination is booked for Friday 27 March at 10:20 am, four weeks after his first one on 27 February. He can start going out for walks 7 days after that final dose, so from Friday 3 April. He hasn't had a kennel cough vaccine, so let us know if you'd like to add that.",
       note="faithful; 27 Feb + 4 weeks = 27 March; + 7 days = 3 April (both Fridays); dose 2 read as the final dose of the two-dose course",
       borderline=True),
     A("Pip's second jab (DHP + Lepto 4) is on 27 March at 10:20 am, when he'll be just over 11 weeks old. Once that's done, he can go out for walks a week later, from 3 April. His first dose was given by Nurse Priya Lal on 27 February, and he's already microchipped. Kennel cough isn't part of this course and hasn't been given.",
       note="faithful; 6 Jan -> 27 March = 80 days = 11 weeks 3 days")],
    # 21 (0 short) (1 c short)
    [A("Yes, Bella's pimobendan and furosemide have been ready at Castlegate since 19 March. There's £138.60 to pay when you collect them.",
       note="faithful; prepaid false"),
     A("Yes, it's ready at Castlegate and will be kept for 10 days from 19 March, so please collect it by 31 March. The £138.60 hasn't been paid yet.",
       "Yes, it's ready at Castlegate and will be kept for 10 days from 19 March, so please collect it by 31 March.",
       "(c) 19 March + 10 days = 29 March, not 31 March")],
    # 22 (0 short) (1 c medium)
    [A("So far this year you've been invoiced £522.75 (not counting the voided duplicate booster), and you've paid £333.30 of that. The remaining £189.45 is still owing on Hugo's dental.",
       note="faithful; 71.30+0+62+389.45 = 522.75; paid 71.30+62+200 = 333.30; 389.45-200 = 189.45"),
     A("This year you've had five invoices, but one of them (the duplicate booster for Clover on 14 February) was voided, so it doesn't count. The other four come to £522.75: £71.30 and £0.00 for Hugo's consultation and recheck in January, £62.00 for Clover's annual booster, and £389.45 for Hugo's dental on 6 March. You've paid £200 towards the dental so far. That leaves £179.45 still to pay on it.",
       "That leaves £179.45 still to pay on it.",
       "(c) 389.45 - 200 = 189.45, not 179.45")],
    # 23 (0 long) (0 long)
    [A("Here's the estimate for Juniper's dental (EST-4532), with a low and a high figure for each part:\n\n- General anaesthetic & monitoring: £185.00 to £245.00\n- Dental X-rays: £95.00\n- Scale & polish: £120.00\n- Extractions: £0 to £260.00\n- Pain relief to go home: £18.50\n- Histopathology at an external lab: £0 to £92.00\n\nBefore discount that's £418.50 to £830.50. Your 10% plan discount applies to everything except the histopathology, so you'd actually pay between £376.65 and £756.65. Prices include VAT, and the estimate is valid until 15 May.",
       note="faithful; low 418.50 - 41.85 = 376.65; high 830.50, discountable 738.50 - 73.85 = 664.65 + 92 = 756.65"),
     A("After your 10% health plan discount, Juniper's dental is estimated at **£376.65 to £756.65** (VAT included).\n\nThe fixed parts are the dental X-rays (£95), the scale and polish (£120) and pain relief to take home (£18.50). The range comes from three things:\n1. Extractions: nothing if none are needed, up to £260\n2. Anaesthetic and monitoring: £185 to £245\n3. Histopathology at an external lab: up to £92, and this part isn't discounted\n\nYour discount saves £41.85 at the low end and £73.85 at the high end. The estimate is valid until 15 May.",
       note="faithful; difference 830.50 - 418.50 = 412 = 260 + 60 + 92")],
    # 24 (0 medium) (0 long)
    [A("All three of your pets have a booster due in the next month:\n\n- **Fig** (rabbit): myxomatosis/RHD booster, which was due on 18 March, so it's now 5 days overdue\n- **Moss** (cat): RCP booster due on Monday 30 March\n- **Hazel** (dog): leptospirosis booster due on Thursday 9 April\n\nMoss's FeLV (August) and Hazel's DHP (June) aren't due until later.",
       note="faithful; as_of 23 March, window to 22 April; weekdays checked"),
     A("Here's what's coming up in the next 30 days, most urgent first:\n\n1. **Fig** the rabbit: the combined myxomatosis/RHD booster was due on 18 March, so it's already 5 days overdue.\n2. **Moss** the cat: RCP booster due on 30 March, a week from today.\n3. **Hazel** the dog: leptospirosis (L4) booster due on 9 April, in 17 days.\n\nBooster prices are £49.50 for Fig, £54.00 for Moss and £58.00 for Hazel, so £161.50 if you book all three. Moss's FeLV isn't due until 14 August and Hazel's DHP until 2 June, so those fall outside the next month. Would you like me to find appointments?",
       note="faithful; 23 Mar -> 30 Mar = 7, -> 9 Apr = 17; 49.50+54+58 = 161.50")],
    # 25 (1 d long) (1 d short)
    [A("Rufus's urinalysis and culture were reviewed by Dr Hannah Osei on 24 March. Here's what they showed:\n\n- Urine specific gravity: 1.018, within the reference range (1.015 to 1.045)\n- Protein (dipstick): 2+, flagged as high (the reference range is negative to trace)\n- Culture: no growth at 48 hours\n\nDr Osei noted protein in the urine and recommends a follow-up test, a UPC ratio, on a fresh sample. For that we'll need a fresh morning urine sample, and the test costs £42. Collect a sterile sample pot from reception and drop the sample off before 11 am so it catches the lab courier the same day.",
       "Collect a sterile sample pot from reception and drop the sample off before 11 am so it catches the lab courier the same day.",
       "(d) invented step and cut-off"),
     A("Most of it was normal: specific gravity 1.018 and no growth on the culture. Protein was high at 2+, so Dr Osei recommends a UPC ratio test on a fresh morning urine sample (£42). To arrange it, email results@hartwellvets.co.uk.",
       "To arrange it, email results@hartwellvets.co.uk.",
       "(d) invented e-mail address")],
    # 26 (0 short) (0 long)
    [A("Yes, your £100 deposit for Tansy's spay was paid by card on 25 March. If you cancel with at least 72 hours' notice you'll get it back in full; otherwise the deposit is kept.",
       note="faithful"),
     A("Yes, you've paid it: £100 by card on 25 March.\n\nHere are the booking details:\n- Procedure: spay, at Millbrook\n- Date: Thursday 16 April, drop-off between 8 and 8:30 am\n- Estimate: £365, with your £100 deposit taken off the final bill, so about £265 left to pay\n\nIf you need to cancel, you'll get the deposit back in full as long as you give at least 72 hours' notice. Counting back from the 8 am drop-off, that means letting us know by 8 am on Monday 13 April. If you cancel with less notice than that, the deposit is kept.",
       note="faithful; 365-100 = 265; 72 hours before 16 April 08:00 = 13 April 08:00; the anchor (drop-off rather than operation time) is an assumption, stated as such",
       borderline=True)],
    # 27 (1 c medium) (1 c medium)
    [A("Yes, it was. Miso's Essential Care plan gives 10% off treatment and medication, and on the 21 March invoice that came off the consultation (£4.80) and the maropitant injection (£2.26). The external lab blood test wasn't discounted, because lab fees are excluded from the plan, and the gastrointestinal diet had no discount either, since food isn't one of your plan's discount categories. Altogether you saved £7.60, bringing the bill to £179.03.",
       "Altogether you saved £7.60, bringing the bill to £179.03.",
       "(c) 4.80 + 2.26 = 7.06, not 7.60"),
     A("Yes. The 10% plan discount was applied to three of the four lines on Miso's invoice from 21 March. It took £7.06 off in total: £4.80 off the £48.00 consultation and £2.26 off the £22.60 maropitant injection. The £96.50 external lab blood test isn't eligible, as lab fees are excluded from your plan, and the diet food wasn't discounted. So the bill came to £179.03 rather than £186.09.",
       "The 10% plan discount was applied to three of the four lines on Miso's invoice from 21 March.",
       "(c) wrong count: two of the four lines were discounted")],
    # 28 (0 long) (1 d medium)
    [A("There is space, but not in the same kennel for the whole stay. For the nights of 2 to 5 April (collecting on the 6th):\n\n- 2 April: 1 double and 3 single kennels free\n- 3 April: no doubles, 2 singles free\n- 4 April: no doubles, 2 singles free\n- 5 April: 1 double free, but only 1 single\n\nSo the only way to fit both dogs in every night would be for them to share the double on 2 and 5 April and have two single kennels on 3 and 4 April. That would cost £92 for the two double nights (£46 each) plus £114 for the single nights (4 x £28.50), so £206 in total. Sharing is fine as long as they're from the same household. Would you like me to check whether the kennels are happy to move them partway through?",
       note="faithful; on 2 April two singles (£57) would also work but cost more; 92 + 114 = 206"),
     A("Yes, though they'd have to move kennels partway through. They could share a double kennel on the nights of 2 and 5 April (£46 a night), but no doubles are free on 3 or 4 April, so they'd need two single kennels those nights (£28.50 each). That comes to £206 for the four nights. Drop-off is 8-10 am on 2 April and pick-up 4-6 pm on the 6th. To reserve these kennels, call Hartwell Boarding directly on 01632 960358.",
       "To reserve these kennels, call Hartwell Boarding directly on 01632 960358.",
       "(d) invented phone number")],
    # 29 (1 c long) (0 medium)
    [A("Yes, she has! Clementine weighed 6.4 kg when she started her diet on 20 November, and at her last weigh-in on 23 March she was 5.7 kg. Here's how it went:\n\n- 22 December: 6.2 kg (down 200 g)\n- 26 January: 5.95 kg (down 250 g)\n- 23 February: 5.8 kg (down 150 g)\n- 23 March: 5.7 kg (down 100 g)\n\nThat's 0.7 kg in four months, about 8% of her starting weight. She has another 0.7 kg to go to reach her 5 kg target, so she's halfway there. She's on 45g a day of the weight-reduction dry food, and her next weigh-in is on Monday 20 April.",
       "That's 0.7 kg in four months, about 8% of her starting weight.",
       "(c) 0.7/6.4 = 10.9%, not about 8%"),
     A("Yes, she's down from 6.4 kg on 20 November to 5.7 kg on 23 March, a loss of 700 g (about 11% of her starting weight). She's lost weight at every weigh-in, averaging a little under 200 g a month, although the losses have got smaller recently (150 g, then 100 g). She's 700 g away from her 5 kg target. Her next weigh-in is on 20 April.",
       note="faithful; 700/6400 = 10.9%; 700 g over 4 months = 175 g a month")],
    # 30 (0 short) (0 short)
    [A("Not yet. ChipSafe UK is still waiting for the previous keeper to respond to your transfer request from 18 March. If they don't respond by 1 April, the transfer will go through automatically.",
       note="faithful"),
     A("It's not done yet, Daniel. The previous keeper has until Wednesday 1 April to respond to ChipSafe UK, 14 days after you asked on 18 March, and if they don't, Kiwi's chip will move into your name automatically.",
       note="faithful; 18 March + 14 days = 1 April (Wednesday)")],
    # 31 (0 medium) (0 short)
    [A("Please drop Chester off at our Ferry Road practice between 8 and 8:45 am on Tuesday 21 April. Collection is between 4 and 6 pm that afternoon, and we'll call you to confirm the time. The night before, don't give him any food after 8 pm on Monday 20 April, but he can still have water. His pre-op blood tests are included, and the consent form has already been signed.",
       note="faithful; collection read as the same day (no separate date given)"),
     A("Drop-off is 8 to 8:45 am on Tuesday 21 April at Ferry Road, and pick-up is 4 to 6 pm (we'll call to confirm). No food after 8 pm the night before; water is fine.",
       note="faithful")],
    # 32 (1 b long) (0 long)
    [A("Brightfield paid £1,260 of the £1,480 you claimed for Bruno, so £220 wasn't covered. There are two reasons for the difference:\n\n1. The joint supplement (£70) was declined. The insurer's reason is that supplements are only covered when a vet prescribes them.\n2. Your £150 excess was taken off the £1,410 they accepted for the lameness investigation (£612) and the arthroscopy (£798).\n\nNo co-payment was deducted. The £1,260 was paid to you on 13 March.",
       "The insurer's reason is that supplements are only covered when a vet prescribes them.",
       "(b) condition added: the reason is a plain exclusion of food and supplements"),
     A("Bruno's claim was only partly paid because one item was turned down and your excess was deducted. Here's the breakdown:\n\n- Lameness investigation (consult and X-rays): £612.00, accepted\n- Arthroscopy: £798.00, accepted\n- Joint supplement (12 weeks): £70.00, declined, as food and supplements are excluded\n\nBrightfield accepted £1,410.00, took off the £150.00 excess, and paid you £1,260.00 on 13 March. No co-payment was taken. So of the £1,480.00 claimed, £220.00 wasn't covered: the £70 supplement plus the £150 excess.",
       note="faithful; 612+798 = 1410; 1410-150 = 1260; 1480-1260 = 220")],
    # 33 (0 short) (0 short)
    [A("We need 2 working days' notice for Oscar's phenobarbital. Yes, you can have a written prescription for an online pharmacy for £21. It has to be collected in person and doesn't cover repeats.",
       note="faithful"),
     A("Please give us 2 working days. A written prescription is available (£21), but you'll need to pick it up in person, and it won't include repeats, so you'd need a new one for each supply of up to 28 days.",
       note="faithful; 'each supply of up to 28 days' combines covers_repeats false with max_supply_days 28",
       borderline=True)],
    # 34 (1 b long) (0 short)
    [A("Yes, Hector is eligible for a payment plan on the £1,850 estimate, and there are three options:\n\n- **3 months:** 25% deposit (£462.50), then 3 monthly payments of £462.50, with no interest and no admin fee.\n- **6 months:** the same £462.50 deposit, then 6 payments of £231.25, interest-free, plus a £25 admin fee.\n- **12 months:** a 20% deposit (£370), with the remaining £1,480 financed through Finley Pet Finance at 9.9% interest.\n\nAll three options need a credit check before they can be approved. You'll need to apply by Friday 10 April. Let me know which one suits you and I can start the application.",
       "All three options need a credit check before they can be approved.",
       "(b) wrong scope: only the 12-month Finley option has credit_check"),
     A("Yes. With a 25% deposit of £462.50, you could pay the rest in 3 interest-free payments of £462.50, or 6 of £231.25 plus a £25 admin fee. There's also a 12-month option through Finley Pet Finance at 9.9% interest. Apply by 10 April.",
       note="faithful; 1850 x 25% = 462.50; 1387.50/3 = 462.50; /6 = 231.25")],
    # 35 (0 short) (0 medium)
    [A("Yes, it adds up: the weekend emergency consultation (£195), an anti-emetic injection (£34.80) and overnight hospitalisation (£142) come to £371.80. You've paid £200, so £171.80 is due by 5 April.",
       note="faithful; 195+34.80+142 = 371.80"),
     A("I've checked the bill from Vetline Emergency Care, and the figures add up. Lottie was seen at 11:15 pm on Sunday 22 March, and the charges are:\n\n- Emergency consultation (weekend rate): £195.00\n- Anti-emetic injection: £34.80\n- Overnight hospitalisation: £142.00\n\nThat totals £371.80. You've paid £200.00, leaving £171.80 to pay by Sunday 5 April. Your health plan discount wasn't applied, and Lottie's notes have been sent to our Castlegate practice.",
       note="faithful; 22 March and 5 April 2026 are Sundays")],
    # 36 (1 a long) (0 long)
    [A("Based on what you spent on Rocket over the last 12 months, Complete Care would probably save you money.\n\nLast year you paid £58 for Rocket's booster, £45 for a health check, £143.40 on flea and worm treatment and £410 on other treatment. Complete Care for a 10-25kg dog is £17.95 a month (£215.40 a year) and includes the booster, two health checks, monthly flea treatment, quarterly worming and nail clips, plus 10% off treatment. On last year's figures that would have covered £246.40 of routine care and saved £41 on treatment, so you'd have been about £72 better off.\n\nEssential Care is £13.50 a month (£162 a year) but doesn't include flea treatment and only gives 5% off treatment. Plan members also get priority booking for appointments. Plans run for a minimum of 12 months.",
       "Plan members also get priority booking for appointments.",
       "(a) invented plan benefit"),
     A("It looks like it would, at least with Complete Care. Over the past year Rocket's routine care cost £246.40 (£58 booster, one £45 health check and £143.40 of flea and worm treatment), plus £410 of other treatment.\n\n- **Complete Care:** £17.95 a month, or £215.40 a year. It covers the booster, two health checks, monthly flea treatment and quarterly worming, plus 10% off treatment (£41 on last year's £410). That's roughly £72 less than you paid last year.\n- **Essential Care:** £13.50 a month, or £162 a year. It covers the booster, one health check and quarterly worming, with 5% off treatment (£20.50). That's £123.50 of value before worming, so it would only come out cheaper if Rocket's worming alone cost more than £38.50 of last year's £143.40.\n\nBoth plans have a 12-month minimum term.",
       note="faithful; 58+45+143.40 = 246.40; 246.40+41-215.40 = 72; 58+45+20.50 = 123.50; 162-123.50 = 38.50; assumes last year's flea/worm spend would be replaced by the plan's treatments",
       borderline=True)],
    # 37 (0 long) (0 medium)
    [A("Not quite: Maple's worming is up to date, but her flea and tick treatment is overdue.\n\n- **Flea and tick** (fluralaner chew): her last dose was on 20 December and the next one was due on 14 March, so it's now 12 days overdue. There are no flea and tick doses left at home.\n- **Worming** (milbemycin/praziquantel tablet): last given on 19 January, next due on Sunday 19 April, and you've got 1 dose at home for it.\n\nLooking back, her December flea dose was given 3 days ahead of its 23 December due date, and her January wormer was given a week late (due 12 January, given on the 19th). Would you like me to arrange another flea and tick dose for her?",
       note="faithful; as of 26 March: 14 -> 26 March = 12 days; 20 vs 23 Dec = 3 days early; 12 vs 19 Jan = 7 days late"),
     A("Her worming is fine: the next tablet is due on 19 April and you have one at home. Her flea and tick chew is overdue, though. It was due on 14 March (12 days ago), and there are none left at home, so she'll need a new dose.",
       note="faithful")],
    # 38 (1 b long) (1 a medium)
    [A("Mostly, yes. Thistle Pet Insurance has approved pre-authorisation (ref PA-77120) for Nala's seizure investigation, up to £2,500. Kelsall Veterinary Referrals' estimate for the neurology work is £2,785:\n\n- Neurology consultation: £295\n- MRI of the brain under anaesthetic: £2,150\n- CSF tap and analysis: £340\n\nBecause it's pre-authorised, Kelsall will bill Thistle directly for the full £2,785. Your policy has a £120 excess and no co-payment, and there's £5,600 left on the limit for this condition. The pre-authorisation is valid until 31 May, and Nala's appointment is on Wednesday 22 April at 9 am, so it falls well within that.",
       "Because it's pre-authorised, Kelsall will bill Thistle directly for the full £2,785.",
       "(b) wrong scope: only £2,500 is pre-authorised; direct billing cannot cover the full estimate"),
     A("Thistle has pre-authorised up to £2,500 for Nala's seizure investigation, against Kelsall's estimate of £2,785, so £285 of the estimate is above what's been approved. Your £120 excess applies, with no co-payment. Since it's pre-authorised, Kelsall can claim from Thistle directly. The pre-authorisation also covers an overnight stay if Nala needs one. It's valid until 31 May, and the appointment is on 22 April.",
       "The pre-authorisation also covers an overnight stay if Nala needs one.",
       "(a) invented coverage")],
    # 39 (0 long) (0 long)
    [A("Here's your statement up to 27 March, in date order:\n\n- 3 February: £86.40 invoice for Tess's consultation and medication, paid by card the same day\n- 25 February: £412.75 invoice for Tess's X-rays and sedation\n- 2 March: £292.75 insurance settlement from Thistle towards that invoice\n- 10 March: £17.95 Complete Care health plan fee, paid by direct debit\n- 19 March: £24.00 credit note for an overcharge on the sedation\n\nSo everything is settled apart from the X-ray invoice: £412.75 less the £292.75 insurance payment and the £24.00 credit leaves £96.00. That's your balance due, and it needs to be paid by Friday 10 April. There's no payment plan on the account.",
       note="faithful; 412.75-292.75-24 = 96.00 = balance due; linking the insurance settlement to the X-ray invoice is an inference from the statement",
       borderline=True),
     A("Sure. Between 3 February and 27 March you were invoiced £517.10 in total:\n\n- £86.40 for Tess's consultation and meds (3 February)\n- £412.75 for Tess's X-rays and sedation (25 February)\n- £17.95 for Tess's Complete Care health plan (10 March)\n\nAgainst that, £421.10 has come off the account:\n\n- £86.40 card payment (3 February)\n- £292.75 insurance settlement from Thistle (2 March)\n- £17.95 direct debit (10 March)\n- £24.00 credit note for a sedation overcharge (19 March)\n\nThat leaves £96.00 to pay by 10 April. Let me know if you'd like to pay it now.",
       note="faithful; debits 517.10, credits 421.10, difference 96.00")],
]
