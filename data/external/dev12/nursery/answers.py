"""Two hand-written chatbot answers per item of records.py (Claude as data helper).

Which answer is hallucinated, the kind of planted mistake and the target length were fixed
before writing by plan.py (random.Random(12031)). Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note, borderline. ANSWERS[q][k] is answer k of
item q.
"""


def A(text, bad=None, note="", borderline=False):
    return dict(text=text, bad=[bad] if bad else [], note=note, borderline=borderline)


ANSWERS = [
    # 0 (0 medium) (0 long)
    [A("Isla gets the 30-hours working-parent funding, which is 1,140 hours a year. Because it's stretched over 51 weeks, that works out at 22.35 funded hours each week. Of her 40 booked hours, the other 17.65 are charged at £7.20 an hour, so you pay £127.08 a week for those. Just a reminder that her eligibility code needs reconfirming by 31 May.",
       note="faithful; 40 - 22.35 = 17.65; 17.65 x 7.20 = 127.08"),
     A("Here's how Isla's hours break down each week:\n\n- **Booked:** 40 hours\n- **Funded:** 22.35 hours — her 1,140-hour annual entitlement (the same as 30 hours a week over 38 term-time weeks), stretched across 51 weeks\n- **Paid by you:** 17.65 hours at £7.20 an hour = **£127.08 a week**\n\nSo a little over half of her time at nursery (about 56%) is covered by the funding.\n\nOne thing to keep an eye on: your eligibility code (50012345678) has to be reconfirmed by Sunday 31 May 2026. Let me know if you'd like me to work out a monthly figure.",
       note="faithful; 30 x 38 = 1140; 22.35/40 = 55.9%; 31 May 2026 is a Sunday")],
    # 1 (0 long) (0 medium)
    [A("Your March invoice (INV-2026-03-4471) comes to **£750.00**, which is £96.00 more than last month's £654.00. The difference is down to two one-off charges:\n\n- **Extra session** on Friday 13 March (full day): £76.00\n- **Late collection** on Tuesday 10 March (20 minutes): £20.00\n\nThose two add up to exactly £96.00. The rest of the invoice is made up of:\n\n- Core sessions (Monday-Wednesday full days): £912.00\n- Funded hours deduction (15 hours universal): -£342.00\n- Meals and consumables: £84.00\n\nThe invoice is due by 1 April. Let me know if you'd like a copy sent over.",
       note="faithful; 912 - 342 + 76 + 20 + 84 = 750; 750 - 654 = 96 = 76 + 20"),
     A("March is £750.00 against £654.00 last month, so it's £96.00 higher. That's because of two extras: a full-day extra session on 13 March (£76.00) and a £20.00 charge for collecting Noah 20 minutes late on 10 March. Your core sessions, funded hours deduction and meals make up the rest, and payment is due by 1 April.",
       note="faithful; 76 + 20 = 96")],
    # 2 (0 medium) (0 medium)
    [A("Yes, you do. Bramblewood gives a 10% sibling discount on the child with the lower fees, which for you is Rosa. Her session fees are £820.00 a month, so the discount is £82.00 a month, bringing them down to £738.00. It doesn't apply to meals or funded hours, so Rosa's £88.00 meals charge stays the same, and Theo's fees aren't discounted.",
       note="faithful; 10% of 820 = 82; 820 - 82 = 738"),
     A("You do — 10% off the lower-fee child's session fees. That's Rosa (£820.00 a month vs Theo's £1,040.00), so you save £82.00 a month. Meals aren't included in the discount. Together with both children's £88.00 meals, your monthly total would go from £2,036.00 to £1,954.00.",
       note="faithful; 1040 + 88 + 820 + 88 = 2036; minus 82 = 1954")],
    # 3 (1 a medium) (1 c medium)
    [A("You've been charged £45.00 for late pick-ups this term. Alfie was collected 12 minutes late on 14 January (£15.00) and 27 minutes late on 26 February (£30.00). On 3 February he was only 4 minutes late, which is inside the 5-minute grace period, so there was no charge. If there's another late collection this term, the rate doubles to £30 per 15 minutes. Charges are added to your next invoice.",
       "If there's another late collection this term, the rate doubles to £30 per 15 minutes.",
       "(a) invented escalation rule; the policy line gives only £15 per started 15 min after grace"),
     A("Alfie was late being picked up three times this term: 12 minutes on 14 January, 4 minutes on 3 February and 27 minutes on 26 February. The 3 February one was within the 5-minute grace period, so it wasn't charged. Altogether you've been charged £60.00, which goes onto your next invoice.",
       "Altogether you've been charged £60.00, which goes onto your next invoice.",
       "(c) 15 + 0 + 30 = £45.00, not £60.00")],
    # 4 (1 d short) (0 medium)
    [A("Yes — you signed consent for paracetamol suspension on 9 February, valid until 9 May. Staff will ring you before giving a dose, up to 2 a day. To renew it after that, text CONSENT to 60533.",
       "To renew it after that, text CONSENT to 60533.",
       "(d) invented renewal short code"),
     A("Yes, they can. You signed consent for paracetamol oral suspension (120mg/5ml) on 9 February, and it's valid until 9 May 2026. Staff will always phone you before giving a dose, and they can give a maximum of 2 doses in a day.\n\nSeparately, Maya's salbutamol inhaler is still waiting for your signature — the pharmacy label has been checked, so it just needs you to sign the consent before staff can use it.",
       note="faithful; Calpol read as the user's name for the paracetamol 120mg/5ml suspension; 'before staff can use it' reads awaiting_signature as not yet usable",
       borderline=True)],
    # 5 (0 short) (1 c medium)
    [A("After your £400.00 tax-free childcare payment on 4 March, there's £568.50 left to pay on the £968.50 invoice, due by Monday 16 March.",
       note="faithful; 968.50 - 400 = 568.50; 16 March 2026 is a Monday"),
     A("Thanks for checking. Your March invoice (INV-2026-03-5032) for Elsie was £968.50. We received your tax-free childcare payment of £400.00 on 4 March (reference TFC-88213), so the invoice is now part paid. That leaves a balance of £586.50, which is due by Monday 16 March.",
       "That leaves a balance of £586.50, which is due by Monday 16 March.",
       "(c) 968.50 - 400.00 = 568.50 (balance_due 568.50), not 586.50")],
    # 6 (1 a long) (1 c long)
    [A("Here's Ava's day in Acorns, from her diary:\n\n**Sleep:** two naps — 10:05 to 11:20 am and 2:10 to 3 pm, so just over two hours in total.\n\n**Food:** she ate all of her porridge with banana at breakfast, about half of her chicken casserole with rice at lunch, and most of her cheese scone and cucumber at tea. She also had a 150ml bottle at 1:30 pm.\n\n**Nappies:** changed at 9:40 am (wet), 12:15 pm (wet and dirty) and 4:30 pm (wet).\n\n**Activities:** sensory play with jelly, a Dear Zoo story and a walk to the duck pond — where she pointed at the ducks and said \"quack\"! Priya said she was a little unsettled at drop-off but calmed down quickly with a cuddle.",
       "Priya said she was a little unsettled at drop-off but calmed down quickly with a cuddle.",
       "(a) invented drop-off remark; the diary has no such note"),
     A("Here's Ava's diary for Thursday 12 March (Acorns, key worker Priya Nandha):\n\n- **Naps:** 10:05-11:20 am and 2:10-3 pm. That's 2 hours 25 minutes of sleep altogether.\n- **Breakfast:** porridge with banana — all of it\n- **Lunch:** chicken casserole with rice — about half\n- **Tea:** cheese scone and cucumber — most of it\n- **Bottle:** 150ml at 1:30 pm\n- **Nappies:** three changes (wet at 9:40 am, wet and dirty at 12:15 pm, wet at 4:30 pm)\n\nShe did some sensory play with jelly, listened to Dear Zoo and went on a walk to the duck pond, where she pointed at the ducks and said \"quack\"!",
       "That's 2 hours 25 minutes of sleep altogether.",
       "(c) 1 h 15 m + 50 m = 2 h 05 m, not 2 h 25 m")],
    # 7 (1 a medium) (1 d long)
    [A("Fennel Park is closed on three days around Easter: Good Friday (3 April), Easter Monday (6 April) and Tuesday 7 April, which is an INSET (staff training) day. You won't be charged for the two bank holidays, but fees are charged for the training day. If you need childcare on the training day, Orchard Street is open as usual and can take extra bookings.",
       "If you need childcare on the training day, Orchard Street is open as usual and can take extra bookings.",
       "(a) invented alternative setting availability; the record covers Fennel Park only"),
     A("Here are Fennel Park's closures over the Easter period:\n\n1. **Friday 3 April** — Good Friday (bank holiday)\n2. **Monday 6 April** — Easter Monday (bank holiday)\n3. **Tuesday 7 April** — INSET day (staff training)\n\nSo the nursery reopens on Wednesday 8 April. On fees: bank holidays are not charged, so you won't pay for 3 or 6 April. The INSET day on 7 April is charged as normal, even though the nursery is closed. If you'd like to query the training-day charge, email accounts@bramblewoodnurseries.co.uk with your child's name and invoice number and the team will look into it. Is there anything else you'd like to know about the Easter break?",
       "If you'd like to query the training-day charge, email accounts@bramblewoodnurseries.co.uk with your child's name and invoice number and the team will look into it.",
       "(d) invented accounts email and query step")],
    # 8 (0 short) (1 b long)
    [A("Leo's key worker is Hannah Pryce. She's in on Mondays, Tuesdays and Thursdays, 7:45 am to 4:15 pm; on Wednesdays and Fridays his buddy, Tomasz Wilk, is there.",
       note="faithful"),
     A("Leo's key worker in Saplings is **Hannah Pryce**, a Level 3 Nursery Practitioner. She works:\n\n- Mondays\n- Tuesdays\n- Thursdays\n\nHer hours are 7:45 am to 4:15 pm on those days. On Wednesdays and Fridays, when Hannah isn't in, Leo's buddy key person is **Tomasz Wilk**. His two-year progress check was done on Thursday 22 January and is still waiting to be shared with you. If you'd like to arrange a chat with Hannah about it, you could catch her at drop-off on one of her days.",
       "His two-year progress check was done on Thursday 22 January and is still waiting to be shared with you.",
       "(b) status is shared_with_parent; the answer inverts it")],
    # 9 (1 d medium) (0 long)
    [A("Finn had a small accident in the garden on Wednesday 11 March at 10:42 am: he slipped from the second step of the climbing frame and bumped his left knee on the safety surface, leaving a small graze. Jess Ormerod cleaned it with water and held a cold compress on it for 10 minutes. He didn't hurt his head. You can sign the report in the Bramblewood Parent app under Reports > Accidents.",
       "You can sign the report in the Bramblewood Parent app under Reports > Accidents.",
       "(d) invented app path for signing; the record only says parent_signature pending"),
     A("I'm sorry to hear Finn had a bump. Here's what the report (ACC-20260311-07) says:\n\n- **When:** Wednesday 11 March at 10:42 am\n- **Where:** in the garden, on the climbing frame\n- **What happened:** he slipped from the second step and bumped his left knee on the safety surface\n- **Injury:** a small graze on his left knee — no head injury\n- **First aid:** given by Jess Ormerod, who cleaned it with water and applied a cold compress for 10 minutes\n\nThe nursery phoned you about it at 11:05 am, 23 minutes after it happened. The report still needs your signature, and it isn't a RIDDOR-reportable incident.",
       note="faithful; 10:42 -> 11:05 = 23 min; riddor_reportable false")],
    # 10 (1 a short) (0 long)
    [A("Poppy is 4th on the waiting list for Acorns at Riverside Mill, for Mondays to Wednesdays from 1 September. Offers are usually sent out about six weeks before the start date.",
       "Offers are usually sent out about six weeks before the start date.",
       "(a) invented offer timing"),
     A("Poppy is currently **4th** on the waiting list for the Acorns room at Riverside Mill. She's been registered since 18 November 2025, for Monday, Tuesday and Wednesday from 1 September.\n\nOn places, here's what the room shows:\n\n- **From 1 September:** 2 places, but only on Mondays and Wednesdays — there's no Tuesday place coming free then.\n- **From 5 October:** 1 place, available Monday to Friday.\n\nOffers are made in waiting-list order, so the three children ahead of Poppy would be offered first. I can't see which days they've asked for, so I can't say whether a place will reach her. If Mondays and Wednesdays would work for you in September, it might be worth asking the setting whether you could change Poppy's requested days.",
       note="faithful; the September places list Mon and Wed only; no prediction made; the last sentence is a polite option, though it hints the days could be changed",
       borderline=True)],
    # 11 (0 long) (1 b long)
    [A("Zara has three settling-in sessions at Orchard Street before she starts in Acorns on Monday 13 April:\n\n1. **Monday 30 March, 9:30-10:30 am** (1 hour): you stay with her for this one. Free.\n2. **Wednesday 1 April, 9:30-11:30 am** (2 hours): she stays on her own. Free.\n3. **Wednesday 8 April, 9 am-1 pm** (4 hours, including lunch): on her own again. This one costs £24.00.\n\nSo you only stay for the first session, and the whole settling-in period costs £24.00. Please bring spare clothes, her comforter, and formula if she has it. I hope she settles in happily!",
       note="faithful; 9:30 + 60 min = 10:30; 9:30 + 120 min = 11:30; 9:00 + 240 min = 13:00; weekdays checked"),
     A("Here's Zara's settling-in plan for Acorns at Orchard Street:\n\n- **Session 1:** Monday 30 March, 9:30 am for an hour — free\n- **Session 2:** Wednesday 1 April, 9:30 am for two hours — free\n- **Session 3:** Wednesday 8 April, 9 am for four hours, including lunch — £24.00\n\nYou'll stay with her for the first two sessions, and the third one, with lunch, she'll do on her own. Her first proper day is Monday 13 April. On the day, bring spare clothes, her comforter and any formula she uses. If you have any questions before then, just ask.",
       "You'll stay with her for the first two sessions, and the third one, with lunch, she'll do on her own.",
       "(b) parent_stays is true only for session 1; session 2 is without the parent")],
    # 12 (0 short) (0 short)
    [A("Jacob moves up to Saplings on Monday 27 April, after two visits on 14 April (45 minutes) and 21 April (an hour and a half). His daily rate goes down from £68.00 to £62.00 from the move.",
       note="faithful"),
     A("Monday 27 April — six days after his second birthday on 21 April. His day rate drops by £6.00 to £62.00 once he's moved.",
       note="faithful; dob 2024-04-21 -> 2 on 2026-04-21; 68 - 62 = 6")],
    # 13 (0 medium) (0 short)
    [A("Yes, one thing: Ezra's consent for the Hollowbrook Farm trip hasn't been given yet, and it's needed by Wednesday 8 April. The trip is on Wednesday 15 April, leaving by coach at 9:30 am and back at 2:30 pm. It costs £6.50, and the nursery is providing a packed lunch, so you don't need to send one. They're also looking for 2 parent helpers if you're free.",
       note="faithful; packed_lunch_provided_by_nursery true -> no need to send one"),
     A("Just the consent form — it's not been given yet and is due by 8 April. The farm trip itself is on 15 April and costs £6.50.",
       note="faithful")],
    # 14 (0 short) (1 c long)
    [A("Six weeks' notice from today runs to Monday 27 April. Fees stay in full until then: 6 x £274.50 = £1,647.00, less your £300 deposit, so £1,347.00. Notice needs to be in writing.",
       note="faithful; 16 March + 42 days = 27 April (Monday); 6 x 274.50 = 1647; - 300 = 1347"),
     A("Here's how it would work if you give notice today, Monday 16 March:\n\n**Notice period:** 6 weeks, which takes you to **Monday 27 April**. It needs to be given in writing.\n\n**Fees during notice:** charged in full at £274.50 a week, so 6 weeks comes to £1,647.00.\n\n**Deposit:** the £300.00 deposit you paid in September 2024 is taken off your final invoice, so after the deposit you'd owe £1,447.00.\n\nYour account is otherwise clear, with nothing outstanding right now. If you'd like, I can help you draft the notice.",
       "the £300.00 deposit you paid in September 2024 is taken off your final invoice, so after the deposit you'd owe £1,447.00.",
       "(c) 1647 - 300 = 1347, not 1447")],
    # 15 (1 d long) (0 short)
    [A("Yes, Sam's £250.00 deposit is refundable. You paid it on 20 August 2025 and we're still holding it. To get it back, two things need to be in place:\n\n1. You've given the full notice period.\n2. Your account is fully settled, with nothing left to pay.\n\nOnce both are met, it'll be refunded by bank transfer within 30 days. To claim it, fill in the deposit refund form at bramblewood.co.uk/deposit-refund with your bank details once you've handed in notice. If you're not sure whether your notice has been logged, I'm happy to check.",
       "To claim it, fill in the deposit refund form at bramblewood.co.uk/deposit-refund with your bank details once you've handed in notice.",
       "(d) invented refund form and link"),
     A("Yes — the £250.00 deposit is refundable as long as you give full notice and your account is settled. It's paid back by bank transfer within 30 days.",
       note="faithful")],
    # 16 (0 long) (1 d short)
    [A("There's no full-day place left for Friday 27 March in Saplings at Orchard Street, but you can still book part of the day:\n\n- **Morning, 8 am-1 pm:** 2 places left, £40.00\n- **Afternoon, 1-6 pm:** 1 place left, £38.00\n\nMeals are extra: lunch is £3.50 and tea is £2.50. So a morning session with lunch would be £43.50, and an afternoon with tea would be £40.50. For reference, a full day would normally be £72.00.\n\nIf you book and then need to cancel, please do it at least 48 hours beforehand. Would you like me to book the morning or the afternoon for Mia?",
       note="faithful; 40 + 3.50 = 43.50; 38 + 2.50 = 40.50; cancellation needs 48 hours read from extra_session_cancellation_hours"),
     A("A full day on the 27th is fully booked, but mornings (£40.00) and afternoons (£38.00) still have places. To book, just reply to this week's newsletter email with the session you want.",
       "To book, just reply to this week's newsletter email with the session you want.",
       "(d) invented booking step")],
    # 17 (1 b long) (0 medium)
    [A("Here's what we have for Oscar:\n\n**Peanut — severe.** His action plan is an adrenaline auto-injector, and there are 2 auto-injectors kept at nursery. Both of the auto-injectors kept at nursery are in date until 30 June 2026.\n\n**Egg — mild** (hives). He can have baked egg.\n\nHis dietary card was last updated on 8 January, and his care plan is due for review on 8 July.\n\nThis week (from Monday 16 March), two dishes are flagged for him:\n- **Tuesday:** quiche and salad (contains egg, milk and gluten) — he'll have cheese and tomato pasta instead\n- **Thursday:** satay-style chicken (contains peanut) — he'll have chicken and vegetable stir-fry instead",
       "Both of the auto-injectors kept at nursery are in date until 30 June 2026.",
       "(b) expiry dates are 30 June and 12 April; one expires on 12 April"),
     A("Oscar has a severe peanut allergy (action plan: adrenaline auto-injector, 2 on site) and a mild egg allergy that gives him hives, though baked egg is fine. One of the auto-injectors expires on 12 April, so you may want to bring a replacement before then. This week he'll have cheese and tomato pasta instead of Tuesday's quiche, and chicken and vegetable stir-fry instead of Thursday's satay chicken.",
       note="faithful; 'you may want to bring a replacement' is a polite option, not a claim",
       borderline=True)],
    # 18 (0 medium) (1 a short)
    [A("Freya's meals and consumables come to £8.50 for each full day: breakfast £1.75, lunch £3.50, tea £2.25 and £1.00 for consumables. She's in on Mondays and Thursdays, which is worked out as 8.6 days a month (2 days x 4.3 weeks), so it's £73.10 a month. If you'd rather provide her own nappies, wipes and cream, you can opt out of the consumables charge, which would save £8.60 a month and bring it to £64.50.",
       note="faithful; 1.75 + 3.50 + 2.25 + 1.00 = 8.50; x 8.6 = 73.10; 1.00 x 8.6 = 8.60; 73.10 - 8.60 = 64.50"),
     A("It's £73.10 a month: £8.50 a day for meals and consumables across 8.6 days. You won't be charged for any days Freya is off sick.",
       "You won't be charged for any days Freya is off sick.",
       "(a) invented sickness refund rule")],
    # 19 (1 c long) (1 b long)
    [A("Arlo will be eligible for the universal 15 hours from Tuesday 1 September 2026, which is 570 hours a year. There's no working-parent code on file, so that's his full entitlement.\n\nYou can take the hours term-time only (15 a week over 38 weeks) or stretch them over 50 weeks, which gives 11.4 funded hours a week.\n\nHe's booked for 30 hours a week (Monday to Wednesday, 10 hours a day) at £6.80 an hour. With the stretched option, 18.6 of those hours would be chargeable each week, so you'd pay £136.48 a week across the 50 weeks.\n\nEither way the yearly total works out the same, as the same 570 hours are funded.",
       "With the stretched option, 18.6 of those hours would be chargeable each week, so you'd pay £136.48 a week across the 50 weeks.",
       "(c) 18.6 x 6.80 = 126.48, not 136.48"),
     A("From 1 September 2026 Arlo will get the universal 15 hours, which is 570 funded hours a year. As there's no working-parent code, that's the only entitlement showing.\n\nHere are your two options:\n\n- **Term-time:** 15 funded hours a week for 38 weeks. Taken term-time only, the 15 hours a week would apply in each of the 50 weeks you're billed for.\n- **Stretched:** 11.4 funded hours a week over 50 weeks.\n\nStretched, Arlo's 30 booked hours a week would leave 18.6 chargeable hours at £6.80, which is £126.48 a week. Over 50 weeks that's £6,324.00 a year.",
       "Taken term-time only, the 15 hours a week would apply in each of the 50 weeks you're billed for.",
       "(b) wrong scope: term-time hours cover 38 weeks, not all 50 billed weeks")],
    # 20 (1 a long) (0 long)
    [A("Here's your account since January:\n\n- **January** (INV-26-01-2210): £642.40 — paid in full\n- **February** (INV-26-02-2671): £598.00 — paid in full\n- **March** (INV-26-03-3105): £671.20 — £300.00 paid so far\n\nIn total you've paid **£1,540.40** out of £1,911.60 invoiced. That leaves **£371.20** still owing on the March invoice, which is due on 1 April, as invoices are due on the 1st of the following month. A £10 late payment fee will be added if it isn't paid by then. Your payment method on file is bank transfer.",
       "A £10 late payment fee will be added if it isn't paid by then.",
       "(a) invented late payment fee"),
     A("Since January you've paid £1,540.40 in fees:\n\n- January: £642.40 (paid in full)\n- February: £598.00 (paid in full)\n- March: £300.00 of £671.20\n\nYes, there's something owing: **£371.20** on your March invoice (INV-26-03-3105), which is part paid. Invoices are due on the 1st of the following month, so that balance is due by Wednesday 1 April.\n\nYour invoices have averaged £637.20 a month over the three months. Let me know if you'd like the bank transfer details.",
       note="faithful; 642.40 + 598 + 300 = 1540.40; 671.20 - 300 = 371.20; 1911.60 / 3 = 637.20")],
    # 21 (1 c short) (0 medium)
    [A("Ben napped 7 times this week, 8 hours in total — about 1 hour 45 minutes a day on average.",
       "Ben napped 7 times this week, 8 hours in total — about 1 hour 45 minutes a day on average.",
       "(c) 480 min / 5 days = 96 min = 1 h 36 m, not 1 h 45 m (count and total are right)"),
     A("Ben's had 7 naps across the five days from Monday 9 to Friday 13 March, adding up to 8 hours of sleep — an average of 1 hour 36 minutes a day. His longest day was Wednesday, with 2 hours 5 minutes over two naps, and his shortest was Tuesday, with a single 1 hour 15 minute nap.",
       note="faithful; 110 + 75 + 125 + 90 + 80 = 480 min; 480/5 = 96 min")],
    # 22 (0 medium) (0 long)
    [A("Your quarterly top-up cap is £500.00 and you've used £312.50 so far, so you can get another £187.50 this quarter. As the government adds £2 for every £8 you pay in, you'd need to pay in £750.00 to get the full amount. This quarter ends on 31 March, and remember to reconfirm your account by 2 April.",
       note="faithful; 500 - 312.50 = 187.50; 187.50 / 2 x 8 = 750"),
     A("You've got **£187.50** of government top-up left this quarter (1 January to 31 March). Here's the working:\n\n- Quarterly cap: £500.00\n- Already used: £312.50\n- Remaining: £187.50\n\nThe top-up is £2 for every £8 you pay in, so to use all of it you'd pay in **£750.00** of your own money, and with the £187.50 top-up that would put £937.50 into your account for childcare.\n\nThe quarter ends on Tuesday 31 March, so that's your window. Also, your account needs reconfirming by Thursday 2 April to stay active. When you pay us, use our provider reference BRAMBLE-ORS-0041.",
       note="faithful; 750 + 187.50 = 937.50; 'to stay active' is a mild reading of reconfirm_by; provider_ref restated as the reference to use",
       borderline=True)],
    # 23 (0 medium) (0 long)
    [A("Evie is booked for three sessions each week at Fennel Park: Mondays 8 am-6 pm (10 hours), Tuesday mornings 8 am-1 pm (5 hours) and Thursdays 9 am-3 pm (6 hours). That's 21 hours a week, all year round rather than term-time only. There's also a pending change to add Friday afternoons (1-6 pm) from 13 April, which is still awaiting approval.",
       note="faithful; 10 + 5 + 6 = 21"),
     A("Here's Evie's current pattern at Fennel Park (in place since 5 January):\n\n- **Monday:** full day, 8 am to 6 pm — 10 hours\n- **Tuesday:** morning, 8 am to 1 pm — 5 hours\n- **Thursday:** school day, 9 am to 3 pm — 6 hours\n\nThat adds up to **21 hours a week**. The booking isn't term-time only, so it runs through the holidays too.\n\nThere's also a change waiting for approval: a Friday afternoon session (1 pm to 6 pm) starting Monday 13 April. If that's approved, Evie's hours would go up by 5 to **26 hours a week** from then.",
       note="faithful; 21 + 5 = 26; 'runs through the holidays' reads term_time_only false")],
    # 24 (1 c medium) (0 medium)
    [A("Yes, Ruby had her amoxicillin at nursery today. Sade Adeyemi gave her a 5ml dose at 1:10 pm, and Kieran Bell witnessed it. She has 3 doses a day, with one of them given at nursery, and the course finishes on Friday 20 March. We do need your signature on today's record.",
       "Sade Adeyemi gave her a 5ml dose at 1:10 pm, and Kieran Bell witnessed it.",
       "(c) time is 12:10, not 1:10 pm"),
     A("Yes — Ruby was given 5ml of her amoxicillin (125mg/5ml) at 12:10 pm today by Sade Adeyemi, with Kieran Bell as witness. She's on 3 doses a day and nursery gives 1 of them, so the other 2 are at home. The course ends on Friday 20 March. The record still needs your signature, so please sign it when you collect her.",
       note="faithful; 3 - 1 = 2 outside nursery; 'when you collect her' is a polite framing of parent_signature_required")],
    # 25 (0 short) (0 medium)
    [A("You've used 4 of Harry's 10 fee-free days, and 26-28 May (3 days) is booked, so you'll have 3 left.",
       note="faithful; 10 - 4 - 3 = 3"),
     A("Harry gets 10 fee-free holiday days this year (1 September 2025 to 31 August 2026). You've used 4 so far, and you've booked another 3 from Tuesday 26 to Thursday 28 May, which leaves 3 more days after that. If you want to use them before the end of August, remember to give 4 weeks' notice.",
       note="faithful")],
    # 26 (1 d medium) (1 d short)
    [A("Sorry about that. The direct debit of £612.00 for your March invoice (INV-26-03-3920) was due on 2 March but failed, with the code 'refer to payer'. It's been set up to be retried on Monday 9 March. If it still hasn't been paid after 16 March, a £25.00 late payment fee will be added. If you'd rather pay by card now, call our accounts team on 0161 496 0277.",
       "If you'd rather pay by card now, call our accounts team on 0161 496 0277.",
       "(d) invented phone number and card payment route"),
     A("It bounced because your bank didn't have enough funds on 2 March. We'll try again on 9 March, and a £25.00 fee applies after 16 March.",
       "It bounced because your bank didn't have enough funds on 2 March.",
       "(d) invented reason; the record gives only the code refer_to_payer")],
    # 27 (0 medium) (0 short)
    [A("No — Lily's photos can't go on social media, so they won't appear on the Facebook page. Here's what you've consented to:\n\n- Photos in her learning journal: yes\n- Local walks: yes\n- Sun cream: yes\n- Emergency medical treatment: yes\n- Face paint: no\n\nThese were last updated by Gurpreet Sandhu on 3 September 2025.",
       note="faithful; Facebook read as social media"),
     A("No, photos on social media are switched off for Lily. Learning-journal photos, walks, sun cream and emergency treatment are all allowed; face paint isn't.",
       note="faithful")],
    # 28 (1 a long) (0 medium)
    [A("Congratulations! Here's Noor's offer:\n\n- **Setting:** Fennel Park, Acorns room\n- **Start date:** Tuesday 5 May\n- **Days:** Tuesday, Wednesday and Thursday, full days\n- **Daily rate:** £66.00, so £198.00 a week\n\nTo accept, you'll need to respond by **Friday 27 March** and pay the **£264.00 deposit** (the same as four days' fees).\n\nYour registration form is already done. Still outstanding:\n1. Showing us Noor's birth certificate\n2. Her immunisation record\n3. The deposit\n\nOnce the deposit is paid, we'll send you a settling-in plan within a week.",
       "Once the deposit is paid, we'll send you a settling-in plan within a week.",
       "(a) invented follow-up promise"),
     A("To accept Noor's place at Fennel Park, reply by Friday 27 March and pay the £264.00 deposit. You'll also need to show us her birth certificate and give us her immunisation record — the registration form is already complete. She'd start on Tuesday 5 May, full days Tuesday to Thursday at £66.00 a day.",
       note="faithful; 'reply by' reads accept_by; deposit listed as outstanding")],
    # 29 (0 medium) (0 medium)
    [A("Jude gets the universal 15 hours, term-time only. March has 4 term weeks, so that's 15 x 4 = 60 funded hours, worth £414.00 at £6.90 an hour. He attended 32 hours a week, 128 hours in the month, so the remaining 68 hours are chargeable: 68 x £6.90 = £469.20.",
       note="faithful; 32 x 4 = 128; 128 - 60 = 68; 68 x 6.90 = 469.20; 60 x 6.90 = 414"),
     A("It's based on 4 term-time weeks in March. At 15 funded hours a week, Jude had 60 funded hours, and with him attending 32 hours a week (128 in total), you're charged for the other 68 hours. At £6.90 an hour that comes to £469.20, while the funded hours covered £414.00. Without the funding, March would have been £883.20.",
       note="faithful; 128 x 6.90 = 883.20 = 414 + 469.20; 'without the funding' assumes the same £6.90 rate would apply to all 128 hours",
       borderline=True)],
    # 30 (1 d long) (0 long)
    [A("I'm sorry Max isn't well. Unfortunately he can't come in tomorrow. The nursery's rule for sickness and diarrhoea is that children stay off for 48 hours after their last episode.\n\nHis last episode was at 5 am today (Wednesday 18 March), so the earliest he can come back is **5 am on Friday 20 March**, as long as he isn't sick again before then.\n\nWhen he's back, you'll need to fill in a return-to-nursery health form at drop-off.\n\nJust so you know, fees are still charged for days he's off. I hope he feels better soon!",
       "When he's back, you'll need to fill in a return-to-nursery health form at drop-off.",
       "(d) invented return form step"),
     A("I'm sorry to hear he's poorly. Unfortunately not tomorrow. For vomiting or diarrhoea, children need to stay away for 48 hours after the last episode, and Max's last one was at 5 am this morning (Wednesday 18 March).\n\nThat means:\n- **Thursday 19 March:** he'll need to stay home\n- **Friday 20 March:** he can come back, as the 48 hours are up at 5 am\n\nIf he's sick again before then, the 48 hours would start again from that episode. Fees are still charged while he's off. I hope he's feeling better soon.",
       note="faithful; 05:00 18 March + 48 h = 05:00 20 March; 'would start again' reads 'after last episode'",
       borderline=True)],
    # 31 (1 a long) (0 long)
    [A("Sienna's had three new entries in her learning journal this week:\n\n1. **Monday 16 March — Physical development:** she climbed the steps to the slide on her own.\n2. **Tuesday 17 March — Communication and language:** she used two-word phrases like \"more milk\" and \"bye teddy\".\n3. **Thursday 19 March — Personal, social and emotional:** she shared the play dough with a friend when asked.\n\nThe first two were written by Amy Rowe, her key worker, and the third by D. Kaur. Amy has also set a next step for her to practise using a spoon at mealtimes. Lovely progress!",
       "Amy has also set a next step for her to practise using a spoon at mealtimes.",
       "(a) invented next step"),
     A("Three observations have been added for Sienna this week:\n\n- **Monday 16 March (Physical development):** Climbed the steps to the slide on her own — recorded by Amy Rowe\n- **Tuesday 17 March (Communication and language):** Used two-word phrases such as \"more milk\" and \"bye teddy\" — Amy Rowe\n- **Thursday 19 March (Personal, social and emotional):** Shared the play dough with a friend when asked — D. Kaur\n\nTwo of the three came from Amy, her key worker in Saplings, and there's one entry in each of the three areas. Let me know if you'd like to see anything from earlier in the term.",
       note="faithful; counts checked")],
    # 32 (1 a long) (1 b long)
    [A("Here are Orchard Street's remaining closures for 2026:\n\n- **Monday 4 May** — bank holiday, not charged\n- **Monday 25 May** — bank holiday, not charged\n- **Friday 19 June** — training day, charged\n- **Monday 31 August** — bank holiday, not charged\n- **Thursday 24 December to Friday 1 January 2027** — Christmas closure, not charged\n\nSo the only closure you'll pay for is the training day in June. On the working days just before Christmas (21-23 December), the nursery closes early at 4 pm. Let me know if you'd like these added to your calendar.",
       "On the working days just before Christmas (21-23 December), the nursery closes early at 4 pm.",
       "(a) invented early-closing times"),
     A("Orchard Street has these closures coming up:\n\n1. Monday 4 May — bank holiday\n2. Monday 25 May — bank holiday\n3. Friday 19 June — staff training day\n4. Monday 31 August — bank holiday\n5. 24 December to 1 January — Christmas closure\n\nThe Christmas closure covers 7 weekdays (24, 25, 28, 29, 30 and 31 December and 1 January), so that's 11 weekdays closed in all. You won't pay for the bank holidays or the Christmas closure. Like the bank holidays, the training day on Friday 19 June isn't charged either. If you need any more detail, just ask.",
       "Like the bank holidays, the training day on Friday 19 June isn't charged either.",
       "(b) table says training day 'charged'; the answer inverts it")],
    # 33 (0 medium) (1 b long)
    [A("From Wednesday 1 April, Oaks prices at Fennel Park go up like this:\n\n- Full day: £64.00 to £67.20 (5%)\n- Half day: £36.00 to £37.80 (5%)\n- Extra hour: £7.50 to £7.80 (4%)\n\nWith your 3 full days a week, that's an extra £9.60 a week, from £192.00 to £201.60.",
       note="faithful; 3 x 3.20 = 9.60; 3 x 64 = 192; 3 x 67.20 = 201.60"),
     A("The new fees for the Oaks room at Fennel Park start on Wednesday 1 April. We sent notice on 27 February, 33 days before the change.\n\nHere's what's changing for sessions:\n- **Full day:** £64.00 now, £67.20 from April (up £3.20)\n- **Half day:** £36.00 now, £37.80 from April (up £1.80)\n\nThe increase is 5% across the board, extra hours included.\n\nSince your child comes for 3 full days a week, your weekly session fees will go from £192.00 to £201.60, an extra £9.60 a week. Let me know if you'd like me to work out what that means for a typical month.",
       "The increase is 5% across the board, extra hours included.",
       "(b) wrong scope: extra_hour rises 4%, sessions 5%")],
    # 34 (1 b medium) (0 short)
    [A("Yes, Arya's grandma, Margaret Patel, is on her list of authorised collectors. She doesn't have a password set up, so if the staff don't know her, she'll need to bring photo ID. Riverside Mill closes at 6 pm. If she's late, there's a charge of £10.00 for every 10 minutes after 6 pm.",
       "If she's late, there's a charge of £10.00 for every 10 minutes after 6 pm.",
       "(b) condition dropped: the 5-minute grace period"),
     A("Yes — Margaret is an authorised collector, but with no password set she'll need photo ID if staff don't know her. It's £10.00 per 10 minutes after 6 pm, once a 5-minute grace period is up.",
       note="faithful")],
    # 35 (0 short) (1 b short)
    [A("Tilly's last day is Friday 24 July, and her funding runs until 31 August, before she starts school on 3 September.",
       note="faithful"),
     A("Her last day is Friday 24 July. Her funding runs until she starts school on 3 September.",
       "Her funding runs until she starts school on 3 September.",
       "(b) funding_ends is 31 August; the answer reuses school_start")],
    # 36 (1 b medium) (1 c long)
    [A("You've paid 2 of the 6 instalments (£140.00 on 1 February and 1 March), so £560.00 of the £840.00 is left. The last 4 instalments are due on 1 April, 1 May, 1 June and 1 July, so it'll be cleared on 1 July. The plan stays in place as long as you keep up the £140.00 instalments.",
       "The plan stays in place as long as you keep up the £140.00 instalments.",
       "(b) condition changed: the plan's condition is current fees paid on time"),
     A("Here's where your payment plan (PP-0193) stands:\n\n- **Arrears:** £840.00, split into 6 monthly instalments of £140.00\n- **Paid so far:** 2 instalments (1 February and 1 March), £280.00\n- **Left to pay:** £560.00\n\nYou've not missed any payments. The remaining 4 instalments come out on the 1st of each month, so the last instalment will come out on 1 August and the plan will be cleared then.\n\nJust remember that the plan depends on your current fees being paid on time as well. Let me know if you'd like a reminder before each instalment.",
       "The remaining 4 instalments come out on the 1st of each month, so the last instalment will come out on 1 August and the plan will be cleared then.",
       "(c) 4 instalments from 1 April end on 1 July, not 1 August")],
    # 37 (0 short) (0 medium)
    [A("Rory ate all his lunch on Tuesday and Wednesday, but didn't have any tea on Tuesday or any breakfast on Thursday.",
       note="faithful"),
     A("Here's how Rory ate from Monday 16 to Thursday 19 March:\n\n- Breakfast: all of it on Monday and Wednesday, some on Tuesday, none on Thursday\n- Lunch: most on Monday, all on Tuesday and Wednesday, half on Thursday\n- Tea: all on Monday and Thursday, none on Tuesday, most on Wednesday\n\nSo he ate everything at 6 of the 12 meals, and skipped 2 completely.",
       note="faithful; 'all' count: B 2 + L 2 + T 2 = 6; 'none' count: 2")],
    # 38 (1 d medium) (1 c short)
    [A("Little Notes music is run by Jingle Tots Ltd for the Oaks room, on Mondays from 10:15 to 10:45 am. It's £48.00 for 8 weeks, which is £6.00 a session, starting Monday 20 April, and it'll be added to your next invoice. To sign Amelia up, tick 'Little Notes' on the activities form in the Bramblewood app before Friday 10 April.",
       "To sign Amelia up, tick 'Little Notes' on the activities form in the Bramblewood app before Friday 10 April.",
       "(d) invented sign-up step (the deadline itself is right)"),
     A("It's £48.00 for 8 weeks — £6.50 a session — starting Monday 20 April. Sign-up is open until 10 April, and it's billed on your next invoice.",
       "It's £48.00 for 8 weeks — £6.50 a session — starting Monday 20 April.",
       "(c) 48 / 8 = £6.00 a session, not £6.50")],
    # 39 (0 long) (0 long)
    [A("Here's what's coming up at Orchard Street:\n\n- **Thursday 26 March, 4-5 pm:** parents' stay-and-play (you're invited)\n- **Thursday 2 April, 3:30 pm:** Easter bonnet parade (parents welcome)\n- **Friday 3 April:** closed for Good Friday\n- **Monday 6 April:** closed for Easter Monday\n\nAnd a few things for you to do for Hugo:\n1. **Pay invoice INV-26-03-6011** — £455.80, due Wednesday 1 April\n2. **Sign the trip consent** (TRIP-0415) by Wednesday 8 April\n3. **Update your emergency contacts** — there's no deadline on this one, but it's on your list\n\nLet me know if you'd like help with any of them.",
       note="faithful; weekdays checked"),
     A("The next few weeks at Orchard Street look like this. On Thursday 26 March there's a parents' stay-and-play from 4 to 5 pm, and on Thursday 2 April, at 3:30 pm, there's the Easter bonnet parade, which parents are invited to as well. The nursery is then closed on Friday 3 April (Good Friday) and Monday 6 April (Easter Monday).\n\nYou've got three things to do for Hugo. The most urgent is the £455.80 invoice, due on 1 April. After that, the trip consent for TRIP-0415 needs signing by 8 April. Finally, your emergency contacts need updating, with no set deadline.",
       note="faithful; 'most urgent' ordered by due date")],
]
