"""Two hand-written chatbot answers per item of records.py (Claude as data helper).

Which answer is hallucinated, the kind of planted mistake and the target length were fixed
before writing by plan.py (random.Random(10331)). Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note, borderline. ANSWERS[q][k] is answer k of
item q.
"""


def A(text, bad=None, note="", borderline=False):
    return dict(text=text, bad=[bad] if bad else [], note=note, borderline=borderline)


ANSWERS = [
    # 0 (a medium) (0 medium)
    [A("Not yet, I'm afraid. Your repeat request (RX-448120) is still waiting for approval from Ashdown Medical Practice. It was sent on Monday 2 March at 9:14 am, and the practice normally has 2 working days to approve it. Once it's approved, we'll send you a text to let you know it's being dispensed. The request covers your Levothyroxine 50mcg tablets (56 tablets, a 56-day supply) and Omeprazole 20mg capsules (28 capsules, a 28-day supply). You currently have 3 of your 6 authorised repeats remaining. If you need anything else in the meantime, just let me know.",
       "Once it's approved, we'll send you a text to let you know it's being dispensed.",
       "(a) invented notification promise; the record has no notification field"),
     A("It hasn't been approved yet — your request is still with Ashdown Medical Practice, waiting for the GP to sign it off. We sent it on 2 March at 9:14 am, and the approval time is 2 working days.\n\nIt includes:\n- Levothyroxine 50mcg tablets x 56 (56 days' supply)\n- Omeprazole 20mg capsules x 28 (28 days' supply)\n\nYou've used 3 of your 6 authorised repeats, so 3 remain.",
       note="faithful; 6 authorised - 3 remaining = 3 used; 'approval time is 2 working days' restates approval_sla_working_days")],
    # 1 (0 short) (0 long)
    [A("Your amlodipine is due for a refill on 3 March, and your atorvastatin isn't due until 14 April.",
       note="faithful"),
     A("Here's where your two medicines stand (as of Tuesday 24 February):\n\n- **Amlodipine 5mg** — your last 28-day supply was dispensed on 3 February, so the refill is due on **Tuesday 3 March**, one week from now. You have 2 repeats left on this prescription.\n- **Atorvastatin 20mg** — you were given 84 tablets (an 84-day supply) on 20 January, so the refill isn't due until **Tuesday 14 April**. Note that there are no repeats remaining on this one, so you'll need a new prescription before you can reorder it.\n\nWould you like me to set up the amlodipine request now?",
       note="faithful; 24 Feb -> 3 Mar = 7 days; 'need a new prescription' is read from repeats_remaining = 0",
       borderline=True)],
    # 2 (a medium) (0 long)
    [A("It almost certainly is. At £9.90 per item, two items a month comes to £237.60 over a year, while a 12-month prepayment certificate costs £114.50 — so you'd save £123.10. You can also spread the cost over 10 monthly instalments of £11.45. You can backdate the certificate by up to one month if you've already paid for items recently.",
       "You can backdate the certificate by up to one month if you've already paid for items recently.",
       "(a) backdating rule is plausible for PPCs but absent from the tool result"),
     A("Yes — with two items a month, a prepayment certificate (PPC) works out much cheaper than paying per item. Here's the comparison:\n\n**Paying per item:** £9.90 x 2 = £19.80 a month, or £237.60 over 12 months.\n\n**3-month PPC:** £32.05. Over three months you'd otherwise pay £59.40, so that saves £27.35.\n\n**12-month PPC:** £114.50, or 10 instalments of £11.45. Compared with £237.60, that saves you £123.10 over the year — roughly £10.26 a month.\n\nSince your record doesn't show an exemption, the 12-month certificate is the best value for you. Let me know if you'd like help setting it up.",
       note="faithful; arithmetic checked (19.80, 237.60, 59.40, 27.35, 123.10, 123.10/12 = 10.26)")],
    # 3 (0 long) (0 short)
    [A("Here's a summary of your orders in 2026 so far:\n\n- **8 January** (LP-70211): £18.47, delivered\n- **29 January** (LP-70598): £9.90, delivered\n- **16 February** (LP-71044): £24.30, refunded\n- **1 March** (LP-71390): £31.15, currently out for delivery\n\nAltogether those four orders add up to £83.82. But since order LP-71044 was refunded, what you've actually spent is **£59.52** (£18.47 + £9.90 + £31.15). That covers 8 items across the three orders you've kept.\n\nIf you'd like a breakdown of what was in any of these orders, just ask!",
       note="faithful; 18.47+9.90+24.30+31.15 = 83.82; minus 24.30 = 59.52; items 3+1+4 = 8"),
     A("So far this year you've spent £59.52 across three orders — I've left out the £24.30 order from 16 February because it was refunded.",
       note="faithful; 18.47+9.90+31.15 = 59.52")],
    # 4 (0 long) (0 medium)
    [A("Yes, you can! Our Quayside branch has Loratadine 10mg tablets (packs of 30) in stock right now, though there are only 3 packs left, so it may be worth heading over sooner rather than later.\n\nOn Saturdays Quayside is open from 9 am to 5 pm, so you have until 5 pm today. The address is 3 Wharf Street, Salford M50 3AZ, and you can reach the branch on 0161 496 0732 if you'd like to check before you go.\n\nIf Quayside sells out, Hollins Road currently has 14 packs. Marsh Lane is out of stock until 11 March.",
       note="faithful; 'worth heading over sooner' is soft advice from qty 3, no claim"),
     A("Yes — Quayside has loratadine 10mg (30 tablets) in stock, with 3 packs available. It's open until 5 pm today (Saturday hours are 9 am-5 pm). If they run out, Hollins Road has 14 packs.",
       note="faithful")],
    # 5 (0 short) (1 c short)
    [A("You can choose from three Swiftmile slots: Tuesday 10 March 8 am-12 pm (free), Tuesday 10 March 5-9 pm (£2.99), or Wednesday 11 March 12-4 pm (free). A signature is required, so someone will need to be in.",
       note="faithful; signature_required -> someone must be in"),
     A("Your order can be delivered by Swiftmile on 10 March between 8 am and 12 pm, on 10 March between 5 and 9 pm for £3.99, or on 11 March between 12 and 4 pm. The daytime slots are free. Yes, a signature is needed on delivery.",
       "Your order can be delivered by Swiftmile on 10 March between 8 am and 12 pm, on 10 March between 5 and 9 pm for £3.99, or on 11 March between 12 and 4 pm.",
       "(c) evening slot fee is 2.99, not £3.99")],
    # 6 (0 medium) (0 short)
    [A("Of course! Your flu vaccination is booked for **Wednesday 14 October 2026 at 4:40 pm** at our Marsh Lane branch, and the appointment takes about 15 minutes. It's confirmed, and the cost is £16.99, as you're not eligible for a free NHS flu jab. If you need to cancel, please do so at least 24 hours beforehand.",
       note="faithful; eligible_free_nhs false -> paid"),
     A("Your flu jab is confirmed for 4:40 pm on 14 October at Marsh Lane (booking VX-3318). It's a 15-minute appointment and costs £16.99.",
       note="faithful")],
    # 7 (1 d short) (0 short)
    [A("Your refund of £24.30 for order LP-71044 was processed on 19 February to your card ending 4412. If it's still not showing, call our refunds team on 0161 496 0199 and quote RF-90417.",
       "If it's still not showing, call our refunds team on 0161 496 0199 and quote RF-90417.",
       "(d) invented refunds phone line"),
     A("Good news — your £24.30 refund was processed on 19 February and went back to your card ending 4412. It was issued because an item in the order was out of stock.",
       note="faithful; reason_code item_out_of_stock")],
    # 8 (1 c medium) (1 c long)
    [A("Partly. Your Metformin 500mg tablets (112) have been dispensed, and you can collect them from our Hollins Road branch from 3 pm on 4 March. The Ramipril 2.5mg capsules are partly owing: we've supplied 14 of the 28, and the other 14 are expected on 8 March. We'll hold your prescription for 14 days.",
       "The Ramipril 2.5mg capsules are partly owing: we've supplied 14 of the 28, and the other 14 are expected on 8 March.",
       "(c) owing_expected is 2026-03-06, not 8 March"),
     A("Your prescription has been part-dispensed, so some of it is ready and some is still to come:\n\n1. **Metformin 500mg tablets (112)** — dispensed and ready.\n2. **Ramipril 2.5mg capsules** — we've supplied 14 capsules, and the remaining 14 are owed to you. They're expected on Friday 6 March.\n\nYou can pick up what's ready from our **Hollins Road** branch from 3 pm on Wednesday 4 March. We'll keep it for you for 14 days from then, so you have until 14 March to collect it.\n\nThe owed capsules will follow once they arrive. Is there anything else I can help with?",
       "We'll keep it for you for 14 days from then, so you have until 14 March to collect it.",
       "(c) 14 days from 4 March is 18 March, not 14 March (date arithmetic wrong)")],
    # 9 (1 a short) (0 short)
    [A("No — you have a verified medical exemption certificate, valid until 31 May 2030, so prescription charges don't apply to you. It'll renew automatically before it expires, so there's nothing you need to do.",
       "It'll renew automatically before it expires, so there's nothing you need to do.",
       "(a) invented auto-renewal"),
     A("You don't need to pay. Your medical exemption certificate has been verified and is valid from 1 June 2025 to 31 May 2030.",
       note="faithful")],
    # 10 (0 long) (0 medium)
    [A("Your order LP-71390 is out for delivery right now with ParcelHeron (tracking number PH8820417GB). It left our pharmacy on the evening of 1 March and went out for delivery at 6:48 am on 2 March, with an expected delivery window of 1-3 pm (UTC) today.\n\nHere's what's in it:\n- Hayfever relief nasal spray x1 — £8.49\n- Vitamin C 1000mg effervescent x20 x2 — £3.75 each (£7.50)\n- Plasters assorted x40 x1 — £2.99\n- Antiseptic cream 30g x1 — £8.18\n\nThat's £27.16 for the items plus £3.99 delivery, making £31.15 in total. Let me know if anything's missing when it arrives!",
       note="faithful; 'left our pharmacy' paraphrases courier 'collected' at 21:12 UTC on 1 March; 'today' assumes the question is asked on 2 March",
       borderline=True),
     A("It's out for delivery with ParcelHeron, due between 1 pm and 3 pm (UTC) on 2 March. Inside are four products: a hayfever nasal spray, two packs of Vitamin C effervescent tablets, a pack of 40 assorted plasters and a 30g antiseptic cream. The total came to £31.15, including £3.99 delivery.",
       note="faithful")],
    # 11 (0 medium) (0 short)
    [A("Your 12-month certificate costs £114.50, paid by direct debit in 10 instalments of £11.45. You've paid 6 so far (£68.70), so there are **4 instalments left — £45.80 in total**. The next collection was due on 1 March. The certificate runs until 31 August 2026 and won't renew automatically.",
       note="faithful; 6 x 11.45 = 68.70; 4 x 11.45 = 45.80; auto_renew false"),
     A("You've got 4 of your 10 instalments of £11.45 left, which is £45.80 still to pay.",
       note="faithful")],
    # 12 (0 short) (0 medium)
    [A("Your basket comes to £13.05: £10.62 of items, minus £1.06 with SPRING10 (10% off), plus £3.49 delivery.",
       note="faithful; 2x2.49+0.89+4.75 = 10.62; 10% = 1.062; 9.56 + 3.49 = 13.05"),
     A("Here's the breakdown:\n\n- Cetirizine 10mg x30 (2 packs at £2.49): £4.98\n- Paracetamol 500mg caplets x16: £0.89\n- Saline nasal spray 20ml: £4.75\n\nThat's a subtotal of £10.62. Your SPRING10 code takes 10% off, bringing it to £9.56. Because you're under the £25 free-delivery threshold, there's a £3.49 delivery charge, so your total will be **£13.05**.",
       note="faithful; rounding 9.558 -> 9.56")],
    # 13 (0 short) (1 a medium)
    [A("Hepatitis A appointments are available at Hollins Road on Thursday 2 April (10:20 am, 11:40 am or 3 pm) and at Quayside on Friday 3 April (9:10 am or 4:30 pm).",
       note="faithful; Marsh Lane row is typhoid only"),
     A("There are a few hepatitis A slots coming up:\n\n- **Hollins Road**, 2 April: 10:20 am, 11:40 am or 3 pm\n- **Quayside**, 3 April: 9:10 am or 4:30 pm\n\nA single hepatitis A dose is £49. Marsh Lane only has a typhoid slot that week, so it's not an option for this one. The earliest option is 10:20 am on Thursday 2 April at Hollins Road, and if you'd prefer a later time, 4:30 pm on Friday 3 April at Quayside is the last slot listed. Would you like me to book one of these for you?",
       "A single hepatitis A dose is £49.",
       "(a) price not in the tool result")],
    # 14 (0 medium) (1 a medium)
    [A("Yes, you can. Your auto-refill (Sumatriptan 50mg x6 and Naproxen 250mg x28, every 30 days) is currently active, and pausing is allowed for up to 2 cycles — so roughly two months. Your next dispatch is on 18 March, so if you'll be away then, pause before that date and that delivery won't go out.",
       note="faithful; 2 x 30 days ~ two months; 'pause before 18 March' is a direct reading"),
     A("Good news — pausing is allowed on your auto-refill plan. You can pause it for a maximum of 2 cycles, and since your items come every 30 days, that covers about two months away. Your next dispatch is scheduled for Wednesday 18 March. Pausing won't affect the number of repeats left on your prescription. Your plan currently covers Sumatriptan 50mg tablets (6 per cycle) and Naproxen 250mg tablets (28 per cycle), paid with your card ending 9021. Would you like me to pause it for you?",
       "Pausing won't affect the number of repeats left on your prescription.",
       "(a) claim about repeats not in the record")],
    # 15 (1 d long) (1 b short)
    [A("Yes, you can still cancel it. Your order LP-72011 is waiting for a pharmacist check, and it can be cancelled until **12 pm (UTC) on Thursday 5 March**.\n\nTo cancel it, open **My Orders** in your Larkspur account, select LP-72011 and tap **Cancel order**, then confirm.\n\nYou haven't actually been charged yet — the £17.38 is only authorised on your card, and if you cancel, that authorisation will simply be released. That gives you until midday (UTC) on 5 March, so there's still time if you've changed your mind. Let me know if you'd like any help with it.",
       "To cancel it, open **My Orders** in your Larkspur account, select LP-72011 and tap **Cancel order**, then confirm.",
       "(d) invented cancellation steps/menu path"),
     A("Yes — it's still cancellable until 12 pm on 5 March, and we'll refund the £17.38 to your card.",
       "and we'll refund the £17.38 to your card.",
       "(b) payment is only authorised; on cancel the authorisation is released, not refunded")],
    # 16 (0 medium) (1 a short)
    [A("Hollins Road closes at **5:30 pm on Saturdays** (it opens at 9 am). It's **closed on Sundays**, and also on bank holidays. On weekdays it's open 8 am-7 pm, and the pharmacist takes lunch from 1 pm to 1:30 pm.",
       note="faithful; Sun open/close null -> closed"),
     A("It closes at 5:30 pm on Saturdays and is closed all day Sunday. Last prescriptions are taken 30 minutes before closing.",
       "Last prescriptions are taken 30 minutes before closing.",
       "(a) invented cut-off rule")],
    # 17 (0 short) (0 long)
    [A("At one capsule twice a day, your 56 capsules will last 28 days — about four weeks from 2 March.",
       note="faithful; 56/2 = 28"),
     A("Your lansoprazole was dispensed on 2 March: 56 capsules, with the directions \"one capsule twice a day\". That's 2 capsules a day, so the supply lasts **28 days**. If you started on 2 March, you'd take your last capsule on 29 March.\n\nYou have 1 repeat remaining on this prescription (RX-452230), so you can request another supply when you're getting low — it's a good idea to put the request in a few days before you run out. Just let me know if you'd like me to start it for you.",
       note="faithful; 2 March + 27 days = 29 March is the 28th day; 'good idea to request a few days before' is soft advice with no factual claim")],
    # 18 (1 d medium) (0 long)
    [A("Your GP practice, Fernbank Surgery, turned down the request on 27 February because you're due a medication review — your last one was on 20 February 2025, over a year ago. There are no repeats left on your salbutamol prescription either. You can book the review online at fernbanksurgery.co.uk/reviews, or ring the surgery on 01632 960 448.",
       "You can book the review online at fernbanksurgery.co.uk/reviews, or ring the surgery on 01632 960 448.",
       "(d) invented booking link (the phone number is in the record)"),
     A("I'm sorry for the hold-up. I've checked, and Fernbank Surgery rejected your repeat request on Friday 27 February at 4:20 pm. The reason given is that a **medication review is due** — your last review was on 20 February 2025, so it's now been just over a year.\n\nOn top of that, your salbutamol 100mcg inhaler prescription (RX-450016) has **no repeats remaining**, so it can't be reissued as things stand.\n\nThe best next step is to contact Fernbank Surgery on 01632 960 448 about the review. Once the practice issues a new prescription, we can dispense it for you. Anything else I can help with?",
       note="faithful; 'once the practice issues a new prescription, we can dispense it' is the plain reading of a pharmacy service",
       borderline=True)],
    # 19 (1 b short) (0 long)
    [A("After two missed attempts, ParcelHeron took your parcel back to its Eccles depot, which holds parcels for 5 working days. Take ID and collection ID PH-EC-55183.",
       "After two missed attempts, ParcelHeron took your parcel back to its Eccles depot, which holds parcels for 5 working days.",
       "(b) '5 days' turned into '5 working days'"),
     A("Sorry about the missed deliveries! Here's what's happened:\n\n1. **3 March, 10:42 am (UTC)** — no answer, so the driver left a card.\n2. **4 March, 11:15 am (UTC)** — no answer again, and the parcel was taken back to the depot.\n\nIt's now at the **ParcelHeron Eccles depot**, which holds parcels for 5 days, so if that counts from 4 March you'd have until about 9 March to collect it. When you go, bring:\n- your collection ID: **PH-EC-55183**\n- some ID (it's required)\n\nIf you can't make it to Eccles, let me know and I'll see what other options there are.",
       note="faithful; the 5-day hold counted from the return on 4 March is an assumption, hedged ('if that counts from'); ID is required per the table",
       borderline=True)],
    # 20 (1 c short) (1 d short)
    [A("The 96-tablet pack is the best value at £5.49, which works out at about 5.2p per tablet, compared with 6.8p for the 32-pack and 8.1p for the 16-pack.",
       "The 96-tablet pack is the best value at £5.49, which works out at about 5.2p per tablet, compared with 6.8p for the 32-pack and 8.1p for the 16-pack.",
       "(c) 5.49/96 = 5.7p, not 5.2p (the other two per-tablet prices are right)"),
     A("The 96-pack is cheapest per tablet (about 5.7p each, vs 6.8p and 8.1p). It's pharmacy-only and limited to one per order, so you'll need to answer a short questionnaire at checkout.",
       "so you'll need to answer a short questionnaire at checkout.",
       "(d) invented checkout step; pharmacy_only and max_per_order are in the record")],
    # 21 (0 medium) (0 short)
    [A("Almost! Your travel health consultation at Quayside is held for **Tuesday 7 April at 9:30 am**, but it's currently waiting for payment. You'll need to pay the £10 deposit by 11:59 pm on 31 March — if it isn't paid by then, the appointment will be cancelled automatically. Would you like a link to pay the deposit now?",
       note="faithful; awaiting_payment + auto_cancel_if_unpaid; the offer asserts no fact"),
     A("Not quite yet — it's reserved for 7 April at 9:30 am at Quayside, but the £10 deposit is still due by 31 March or it'll be cancelled.",
       note="faithful")],
    # 22 (0 short) (0 medium)
    [A("Between March 2025 and February 2026 you paid for 14 prescription items at £9.90 each, so £138.60 in total.",
       note="faithful; 2+2+3+2+2+3 = 14; 14 x 9.90 = 138.60"),
     A("Over the year from 1 March 2025 to 28 February 2026, you had 6 prescriptions dispensed with 14 items in total (between 2 and 3 items each time). At £9.90 per item, that came to **£138.60**, or about £11.55 a month on average. As you weren't exempt, each item was charged.",
       note="faithful; 138.60/12 = 11.55")],
    # 23 (1 c short) (1 b medium)
    [A("Yes — you can move it from 12-4 pm to 6-10 pm on the same day (12 March) for a £2.50 change fee, as long as you do it by 8 pm (UTC) on 11 March.",
       "Yes — you can move it from 12-4 pm to 6-10 pm on the same day (12 March) for a £2.50 change fee, as long as you do it by 8 pm (UTC) on 11 March.",
       "(c) change fee is £1.50, not £2.50"),
     A("Yes, there's a later slot available. Your delivery is currently booked for Thursday 12 March between 12 pm and 4 pm, and you could switch to 6-10 pm that same evening. There's also a morning slot on Friday 13 March (8 am-12 pm). The £1.50 change fee only applies if you move to a different day. Changes need to be made by 8 pm (UTC) on Wednesday 11 March, so you've got until the evening before your delivery. Would you like me to move it to the 6-10 pm slot for you?",
       "The £1.50 change fee only applies if you move to a different day.",
       "(b) condition added: the record gives one change fee with no condition")],
    # 24 (1 b long) (0 medium)
    [A("Here's how your return for order LP-70877 works:\n\n**What's being returned:**\n- Digital thermometer (faulty) — £12.99\n- Upper-arm blood pressure monitor (changed your mind) — £34.50\n\nThat's £47.49 in total.\n\n**Next steps:**\n1. Use the returns label we've emailed you — postage is paid by us, so it won't cost you anything.\n2. Send both items back by **Friday 20 March**.\n3. Your refund will go back to your original payment method as soon as you drop the parcel off.\n\nIf you can't find the label in your inbox, let me know and I'll help you sort it out.",
       "3. Your refund will go back to your original payment method as soon as you drop the parcel off.",
       "(b) refund_after is item_received_and_checked, not at drop-off (before/after)"),
     A("We're waiting for the items to come back. Please return the thermometer (£12.99) and the blood pressure monitor (£34.50) by 20 March using the label we emailed you; return postage is on us. Once we've received and checked them, £47.49 will be refunded to your original payment method.",
       note="faithful; 12.99 + 34.50 = 47.49")],
    # 25 (0 medium) (0 short)
    [A("Marsh Lane has the best stock of Salbutamol 100mcg inhalers at the moment, with 7 available. Quayside has 2 in stock and is expecting another delivery on 5 March. Hollins Road is currently out of stock, with its next delivery due on 6 March.",
       note="faithful"),
     A("Marsh Lane (7 in stock) and Quayside (2 in stock) both have salbutamol inhalers. Hollins Road has none until 6 March.",
       note="faithful")],
    # 26 (0 medium) (1 c short)
    [A("I can see why it's more than you expected. Your order includes **3 prescription items at £9.90 each**, which comes to £29.70, plus a **Vitamin D 25mcg x90 for £6.25** — £35.95 altogether. No prepayment certificate or exemption was applied to this order, so each prescription item was charged. If you have a PPC or exemption, let me know and I can help you get it added.",
       note="faithful; 3 x 9.90 + 6.25 = 35.95; the last sentence is a conditional offer"),
     A("That's £29.70 for your two prescription items, plus £6.25 for the Vitamin D 25mcg tablets. No prepayment certificate was applied.",
       "That's £29.70 for your two prescription items, plus £6.25 for the Vitamin D 25mcg tablets.",
       "(c) three prescription items, not two")],
    # 27 (1 a short) (0 medium)
    [A("Yes — refill reminders are switched on, and we'll text you at +44 7700 900418 5 days before your refill is due. You'll also get an email on the day it's due.",
       "You'll also get an email on the day it's due.",
       "(a) invented second reminder; refill channel is sms only"),
     A("Yes, you will. Your refill reminders are turned on, and they're sent by text to +44 7700 900418, 5 days before each refill is due.\n\nJust so you know, collection reminders are currently switched off, and your email address hasn't been verified yet (your vaccination reminders go by email). Happy to help you change any of these settings.",
       note="faithful")],
    # 28 (1 d medium) (0 short)
    [A("Your order LP-72555 (1 parcel, 2 items) is ready in locker LKR-QSD-04 at the entrance of our Quayside branch. We've sent your PIN by text — just enter it at the locker to open it. If you can't find the text, send PIN to 60777 and it'll be resent. The locker holds your parcel for 72 hours from when it was loaded (5:25 pm UTC on 6 March), so you have until **5:25 pm on Monday 9 March**. After that it goes back to the branch. Let me know if you have any trouble opening it.",
       "If you can't find the text, send PIN to 60777 and it'll be resent.",
       "(d) invented PIN-resend short code"),
     A("Use the PIN we texted you at locker LKR-QSD-04 by the Quayside entrance. You've got until 5:25 pm (UTC) on 9 March; after that it goes back to the branch.",
       note="faithful; 72 hours from 6 March 17:25 = 9 March 17:25")],
    # 29 (1 b medium) (1 d long)
    [A("You've used 9 of your 12 authorised repeats, so you have **3 repeats left**. Your next one is due on Sunday 15 March, and they're issued every 28 days. Those 3 repeats will see you through until your prescription expires on 30 June. Each issue includes 28 Sertraline 100mg tablets and 56 Propranolol 10mg tablets.",
       "Those 3 repeats will see you through until your prescription expires on 30 June.",
       "(b) 3 issues from 15 March at 28-day intervals (15 Mar, 12 Apr, 10 May) cover only to about 6 June, not to 30 June"),
     A("You've got **3 repeats remaining** — 12 were authorised and 9 have been used.\n\nBased on the 28-day interval, they'd be issued roughly:\n1. Sunday 15 March (your next issue)\n2. Sunday 12 April\n3. Sunday 10 May\n\nEach one includes 28 Sertraline 100mg tablets and 56 Propranolol 10mg tablets, a 28-day supply of each. The prescription itself expires on 30 June, so all three fall within it.\n\nWhen you're getting close to the last one, you can tap **Request new prescription** in the Larkspur app and we'll send the request to your GP for you. Let me know if you'd like a reminder set up!",
       "When you're getting close to the last one, you can tap **Request new prescription** in the Larkspur app and we'll send the request to your GP for you.",
       "(d) invented app step")],
    # 30 (1 d short) (1 c short)
    [A("Across those three orders you paid £85.25 and got £22.30 back, so £62.95 in total. LP-69540 was refunded in full, and the £6.50 refund on LP-70302 was for a damaged item.",
       "LP-69540 was refunded in full, and the £6.50 refund on LP-70302 was for a damaged item.",
       "(d) invented reason for the partial refund (the full refund of LP-69540 is correct)"),
     A("Your three orders came to £85.25. After £21.30 in refunds (£15.80 on LP-69540 and £6.50 on LP-70302), you've paid £63.95 overall.",
       "After £21.30 in refunds (£15.80 on LP-69540 and £6.50 on LP-70302), you've paid £63.95 overall.",
       "(c) 15.80 + 6.50 = 22.30, net 62.95; the answer gives 21.30 and 63.95")],
    # 31 (1 b short) (0 medium)
    [A("Yes, you qualify for a free NHS flu jab because you're 65 or over. Booking is recommended, though, and jabs run from 1 October 2026 to 31 March 2027.",
       "Booking is recommended, though, and jabs run from 1 October 2026 to 31 March 2027.",
       "(b) booking_required true and walk_in false: 'recommended' weakens a requirement"),
     A("Good news — you're eligible for a free NHS flu vaccination, since you meet the age 65+ criterion. You can't just walk in, though: you'll need to book an appointment. This season's vaccinations run from 1 October 2026 until 31 March 2027, so you can book any date in that window. Would you like me to find you a slot?",
       note="faithful")],
    # 32 (1 b short) (0 long)
    [A("Since M20 is an M postcode, the same-day courier (£6.99) can still get it to you today between 5 and 9 pm.",
       "Since M20 is an M postcode, the same-day courier (£6.99) can still get it to you today between 5 and 9 pm.",
       "(b) condition dropped: same-day needs ordering by 11:00 and it is 12:30"),
     A("As it's 12:30, you've just missed the 11 am cut-off for same-day courier delivery, even though M20 is an M postcode.\n\nThat leaves:\n\n- **Tracked 24 — £3.49.** Order by 3 pm (you've got two and a half hours) and it arrives the next working day. This is your fastest option now.\n- **Standard — free.** Arrives in 2-3 working days.\n\nSo if you need it quickly, Tracked 24 is the one to pick. If you can wait a couple of days, standard delivery will save you the £3.49. And for future orders, if you place them before 11 am, the same-day courier (£6.99) can deliver the same evening between 5 pm and 9 pm.",
       note="faithful; 12:30 -> 15:00 = 2.5 hours")],
    # 33 (0 long) (1 d medium)
    [A("Sorry you didn't get everything in one go. Here's where things stand with your Estradiol 1mg tablets:\n\n- Your prescription was for **84 tablets**.\n- We supplied **28** on 5 March, so **56 are still owed** to you.\n- The item is on back order with our supplier, and the rest is expected on **Thursday 19 March**.\n\nThe remaining tablets will be at our **Marsh Lane** branch, and we'll send you a text to let you know. There's no need to request them again — this owing slip (OW-2231) covers the balance.\n\nIs there anything else I can help with?",
       note="faithful; 'supplied 28 on 5 March' reads created timestamp as the supply date; 'no need to request them again' reads an owing slip as covering the balance",
       borderline=True),
     A("You received 28 of the 84 Estradiol 1mg tablets on your prescription, so 56 are still owed. They're on back order with our supplier and expected on 19 March, when they'll be ready at our Marsh Lane branch, and we'll text you. If you're likely to run out before then, call Marsh Lane on 0161 496 0815 and the pharmacist can talk you through your options.",
       "If you're likely to run out before then, call Marsh Lane on 0161 496 0815 and the pharmacist can talk you through your options.",
       "(d) invented branch phone number and service")],
    # 34 (1 d medium) (1 b medium)
    [A("Your private prescription quote (Q-5530) for 30 Melatonin 2mg modified-release tablets comes to **£25.60** — that's £21.60 for the tablets plus a £4.00 dispensing fee. Per tablet, that works out at about **85p** (or 72p if you leave out the dispensing fee). The quote is valid until Friday 20 March. To go ahead, just reply YES to the quote email we sent you and we'll start dispensing. After 20 March the quote expires, so you'd need a new one. Let me know if you'd like me to walk you through anything else.",
       "To go ahead, just reply YES to the quote email we sent you and we'll start dispensing.",
       "(d) invented acceptance step"),
     A("Here's your quote for the 30 Melatonin 2mg modified-release tablets:\n\n- Price: £21.60, including the dispensing fee\n- Per tablet: 72p\n- Valid until: 20 March\n\nSo it works out at 72p a tablet. Just let me know when you'd like to accept it and I'll take you through the next step.",
       "- Price: £21.60, including the dispensing fee",
       "(b) the £4.00 dispensing fee is on top of the £21.60 (total £25.60); the answer folds it in (the 72p per tablet that follows is the same error's consequence)")],
    # 35 (0 long) (1 a medium)
    [A("Not quite yet. Your NHS profile still shows **no nominated pharmacy**, but your request to nominate us has been submitted and is in progress.\n\nHere are the details:\n- **Nominating:** Larkspur Pharmacy (online), ODS code FLX27\n- **Submitted:** 3 March at 10:05 am (UTC)\n- **Status:** waiting for the NHS Spine to be updated\n\nOnce that update goes through, your prescriptions can come to us. Your NHS number is already verified, so there's nothing else you need to do right now. I'm happy to check again for you later if you like.",
       note="faithful; 'nothing else you need to do' read from verified NHS number + pending status; 'prescriptions can come to us' is the meaning of a nomination",
       borderline=True),
     A("Not yet, Ellen. Your nomination request for Larkspur Pharmacy (online), ODS code FLX27, was submitted on 3 March at 10:05 am (UTC) and is waiting for the NHS Spine to update, so your profile still shows no nominated pharmacy. This usually takes 24-48 hours to go through. I can check again for you later if you like.",
       "This usually takes 24-48 hours to go through.",
       "(a) invented typical processing time")],
    # 36 (0 short) (1 a short)
    [A("Yes — Fexofenadine 120mg (x30) is back in stock; we let you know on 4 March. Chlorphenamine 4mg is still out, and you've been waiting since 20 February.",
       note="faithful"),
     A("Fexofenadine 120mg is back in stock, and we'll hold a pack for you for 48 hours. Chlorphenamine 4mg is still on your waiting list.",
       "Fexofenadine 120mg is back in stock, and we'll hold a pack for you for 48 hours.",
       "(a) invented hold period")],
    # 37 (0 medium) (1 b medium)
    [A("You have **1,840 points**, and every 100 points is worth £0.50, so your balance is worth **£9.20**. You can redeem once you have at least 500 points, so you're well over that.\n\nUnfortunately you can't use them on prescription charges — those are excluded, along with prepayment certificates. Also, 300 of your points expire on **31 March**, so it's worth using them before then.",
       note="faithful; 1840/100 x 0.50 = 9.20"),
     A("Your 1,840 points are worth £9.20 (50p per 100 points), and you can redeem them as you're above the 500-point minimum. They can't be used on prescription charges, but you can put them towards a prepayment certificate instead, which could save you more on your prescriptions. Keep in mind that 300 of your points will expire on 31 March — that's £1.50 of your balance, so it's worth using at least those before then. Let me know if you'd like to redeem them on your next order.",
       "They can't be used on prescription charges, but you can put them towards a prepayment certificate instead, which could save you more on your prescriptions.",
       "(b) wrong scope: 'ppc' is also excluded from redemption")],
    # 38 (1 c medium) (0 short)
    [A("Yes, your repeat has been approved! You sent the request on the evening of 2 March, and it was approved at 9:12 am on 4 March. It includes Citalopram 20mg tablets (28) and Mirtazapine 15mg tablets (28). Your order LP-72610 is being dispatched on 5 March and will be delivered by Swiftmile on Saturday 7 March between 8 am and 12 pm. No signature is needed, so you don't have to be in to sign for it. Let me know if you need to change the delivery address or anything else.",
       "Your order LP-72610 is being dispatched on 5 March and will be delivered by Swiftmile on Saturday 7 March between 8 am and 12 pm.",
       "(c) slot date is 2026-03-06 (Friday), not Saturday 7 March"),
     A("Yes — it was approved on 4 March. Swiftmile will deliver it on Friday 6 March between 8 am and 12 pm, and no signature is needed.",
       note="faithful")],
    # 39 (1 c long) (0 long)
    [A("Here's a summary of your spending from October 2025 to January 2026:\n\n**Prescriptions:** 10 items in total, costing £99.00 in prescription charges (£19.80 in October and December, £29.70 in November and January).\n\n**Over-the-counter:** £24.74 altogether — £7.45 in October, nothing in November, £12.30 in December and £4.99 in January.\n\n**Total:** £124.74, or an average of about £31 a month.\n\nDecember was your biggest month for over-the-counter purchases, while January was your highest month overall once prescription charges are included. Let me know if you'd like a breakdown of what you bought in any of these months.",
       "**Total:** £124.74, or an average of about £31 a month.",
       "(c) 99.00 + 24.74 = 123.74, not 124.74 (the rounded average 'about £31' fits either)"),
     A("Sure! Over the four months from October 2025 to January 2026:\n\n- **Prescription items:** 10 (2, 3, 2 and 3 a month)\n- **Prescription charges:** £99.00\n- **Over-the-counter spend:** £24.74\n- **Total:** £123.74\n\nThat's an average of about £30.94 a month. Your highest month overall was January at £34.69 (£29.70 in charges plus £4.99 over the counter), and your lowest was October at £27.25. November was the only month with no over-the-counter purchases.\n\nIf you're paying for around 2-3 items every month, it might be worth looking at a prepayment certificate — I can check the current prices for you if you'd like.",
       note="faithful; sums checked; Dec = 32.10, Nov = 29.70; the PPC mention is an offer, no price or claim",
       borderline=True)],
]
