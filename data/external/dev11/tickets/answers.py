"""Two hand-written chatbot answers per item of records.py (Claude as data helper).

Which answer is hallucinated, the kind of planted mistake and the target length were fixed
before writing by plan.py (random.Random(11023)). Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note, borderline. ANSWERS[q][k] is answer k of
item q.
"""


def A(text, bad=None, note="", borderline=False):
    return dict(text=text, bad=[bad] if bad else [], note=note, borderline=borderline)


ANSWERS = [
    # 0 (0 short) (1 c short)
    [A("You've got seats 14 and 15 in row M of Block 112 at Millrace Arena. Both are Level 1 Seated tickets, and they're e-tickets.",
       note="faithful; delivery e_ticket"),
     A("Your two tickets for The Lantern Parade on Saturday 16 May are in Block 112, row M, seats 14 and 16. Both are Level 1 Seated at £48.50 each.",
       "Your two tickets for The Lantern Parade on Saturday 16 May are in Block 112, row M, seats 14 and 16.",
       "(c) seats are 14 and 15, not 14 and 16")],
    # 1 (0 medium) (1 c short)
    [A("On your Kestrel & the Vane order (QW-5591047) you paid £17.20 in fees altogether:\n\n- Booking fees: £12.75 (£4.25 on each of your 3 standing tickets)\n- Standard post: £2.95\n- Order processing: £1.50\n\nThe tickets themselves came to £127.50 (3 x £42.50), so with the fees your total was £144.70 — about 13.5% on top of the face value.",
       note="faithful; 3 x 4.25 = 12.75; 12.75 + 2.95 + 1.50 = 17.20; 127.50 + 17.20 = 144.70; 17.20 / 127.50 = 13.49%"),
     A("On top of the £127.50 face value, you paid £15.70 in fees: £12.75 in booking fees (£4.25 per ticket), £2.95 for standard post and £1.50 for order processing.",
       "On top of the £127.50 face value, you paid £15.70 in fees: £12.75 in booking fees (£4.25 per ticket), £2.95 for standard post and £1.50 for order processing.",
       "(c) the fees add up to £17.20, not £15.70 (processing fee left out of the sum)")],
    # 2 (0 medium) (0 medium)
    [A("I'm sorry — Velvet Harrow at Brickfield Ballroom on 28 March has been cancelled. You don't need to do anything: the refund is automatic and goes back to your original payment method by Monday 23 March.\n\nThe show was called off on 9 March, and the refund is for order QW-5560872.\n\nYou'll get back £71.20, which is the face value of your two tickets (2 x £32.00) plus their booking fees (2 x £3.60). The £2.50 delivery fee and the £4.80 ticket protection aren't covered, so £7.30 of the £78.50 you paid won't be refunded.",
       note="faithful; 64.00 + 7.20 = 71.20; 2.50 + 4.80 = 7.30; 71.20 + 7.30 = 78.50"),
     A("Sorry to be the bearer of bad news — yes, the Velvet Harrow show on Saturday 28 March was cancelled on 9 March. Here's what comes back to you:\n\n- Face value: £64.00 (2 tickets at £32.00)\n- Booking fees: £7.20\n- Delivery fee (£2.50): not refunded\n- Ticket protection (£4.80): not refunded\n\nThat's £71.20 in total, refunded automatically to the card or account you paid with, by 23 March at the latest.",
       note="faithful; 'by 23 March at the latest' restates issue_by; 'card or account you paid with' paraphrases original_payment")],
    # 3 (0 medium) (1 d medium)
    [A("It's still going ahead, but it's been postponed. Mira Okonjo's Salt & Signal at the Copperline Theatre has moved from 11 April to **Saturday 19 September 2026 at 7:30 pm**, the same start time as before.\n\nYour two tickets (Stalls G 21 and G 22) are valid for the new date, so you don't need to do anything if you can make it. If you can't, you can ask for a refund from the orders page in your account until Thursday 30 April. Your order, QW-5572290, is still active in the meantime.",
       note="faithful; 11 April and 19 September both 19:30; channel account_orders_page; 'don't need to do anything' follows from tickets_valid_for_new_date"),
     A("The show has been postponed rather than cancelled: it's now on Saturday 19 September at 7:30 pm, instead of 11 April. Your seats, Stalls G 21 and G 22, carry over to the new date automatically. If September doesn't work for you, you can get a refund of the £76.00 you paid for the tickets. To request it, reply to your postponement e-mail with the word REFUND and your order number QW-5572290 before 30 April.",
       "To request it, reply to your postponement e-mail with the word REFUND and your order number QW-5572290 before 30 April.",
       "(d) invented refund step; the channel is the orders page in the account")],
    # 4 (1 c short) (0 short)
    [A("Doors at Harbour Hall open at 6:30 pm on Saturday 18 April, and Tallis Moon are on first at 7:30 pm. Saoirse Bell is due on stage at 9:45 pm.",
       "Saoirse Bell is due on stage at 9:45 pm.",
       "(c) 20:45 is 8:45 pm, not 9:45 pm"),
     A("Doors open at 6:30 pm and Saoirse Bell comes on at 8:45 pm, after support from Tallis Moon at 7:30 pm. Curfew is 11 pm.",
       note="faithful")],
    # 5 (0 long) (0 medium)
    [A("Here's where your Northbound Static listing (RL-30418) stands:\n\n- **Block C, Row 4, Seat 9** — sold on 12 March for £55.00\n- **Block C, Row 4, Seat 10** — still listed at £55.00\n\nWe take a 10% seller commission, so each £55.00 sale pays you **£49.50** (£55.00 minus £5.50). So far that means £49.50 is owed to you. If the second ticket sells at the same price, you'll get another £49.50, making **£99.00** in total.\n\nPayouts are only released after the event, so the money will go to your bank account ending 7731 by bank transfer, with the expected payout date being Thursday 11 June — five days after the show on 6 June.",
       note="faithful; 55 x 10% = 5.50; 2 x 49.50 = 99.00; 6 June -> 11 June = 5 days"),
     A("You'll get £49.50 for the seat that has already sold (£55.00 less our 10% commission of £5.50). Seat 10 is still listed at £55.00, so if it sells you'll get another £49.50 — £99.00 for the pair. The money is paid out after the event, by bank transfer to your account ending 7731, and is expected on 11 June.",
       note="faithful")],
    # 6 (0 medium) (0 medium)
    [A("You're on three waiting lists at the moment:\n\n- **Ostara Choir – Spring Vespers** (2 May): number 14 for 2 tickets\n- **Priya Castellane: Overdue** (21 May): you're number 3, and an offer has already been sent to you for 1 ticket\n- **The Glass Orchard matinee** (13 June): number 41 for 4 tickets\n\nThe Priya Castellane offer expires at 12 noon (UTC) on Tuesday 17 March, so do take a look at it before then if you'd like the ticket. On the other two lists, there are 13 people ahead of you for the Ostara Choir and 40 ahead of you for The Glass Orchard.",
       note="faithful; offer_sent read as 'an offer has been sent to you'"),
     A("Good news first: a ticket has been offered to you from the Priya Castellane waiting list (for 21 May), and the offer runs until 12:00 UTC on 17 March. On your other two lists you're still waiting — 14th in line for two Ostara Choir tickets on 2 May, and 41st for four tickets to The Glass Orchard matinee on 13 June.",
       note="faithful; 'a ticket has been offered to you' paraphrases offer_sent for qty 1")],
    # 7 (0 long) (0 long)
    [A("Premium Stalls (tier A) has sold out for the Dunmore Quartet's Late Sonatas at the Copperline Theatre on Saturday 2 May (7:30 pm), but the other three price tiers still have seats. Here's what two tickets would cost, including the booking fee on each:\n\n- **Stalls (B):** £42.00 + £4.20 fee = £46.20 each, so **£92.40** for two (18 left)\n- **Dress Circle (C):** £34.00 + £3.40 fee = £37.40 each, so **£74.80** for two (only 6 left)\n- **Upper Circle (D), restricted view:** £22.00 + £2.50 fee = £24.50 each, so **£49.00** for two (31 left)\n\nYou can buy up to 6 tickets in one order, so two is no problem. Would you like me to hold any of these?",
       note="faithful; pence converted; sums checked; 'hold' is an offer, no claim",
       borderline=True),
     A("Sure! Three tiers are still on sale for Late Sonatas on 2 May:\n\n1. Stalls — £42.00 a ticket plus a £4.20 booking fee. Two would be £92.40.\n2. Dress Circle — £34.00 plus £3.40 booking fee, so £74.80 for two. There are just 6 of these left.\n3. Upper Circle — £22.00 plus £2.50 booking fee, £49.00 for two. Bear in mind these seats have a restricted view.\n\nPremium Stalls at £65.00 are sold out. If you want the best seats still going, the Stalls are £17.60 more than the Dress Circle for the pair, while the Upper Circle is the cheapest option by some way.",
       note="faithful; 92.40 - 74.80 = 17.60; 'cheapest by some way' is a comparison of given prices")],
    # 8 (0 medium) (1 c long)
    [A("You've paid £169.00 of the £279.00 so far (your £59.00 deposit plus two instalments of £55.00), so **£110.00** is left. That's two more instalments of £55.00, taken from your card ending 0258 on Wednesday 15 April and Friday 15 May. Your Weekend Camping tickets will be released once the plan is fully paid.",
       note="faithful; 59 + 110 = 169; 279 - 169 = 110"),
     A("Here's where your payment plan for the Wrenfield Weekender 2026 (Weekend Camping) stands:\n\n- **Deposit:** £59.00, paid on 15 January\n- **Instalment 1:** £55.00, paid (due 15 February)\n- **Instalment 2:** £55.00, paid (due 15 March)\n- **Instalment 3:** £55.00, scheduled for 15 April\n- **Instalment 4:** £55.00, scheduled for 15 May\n\nYou've paid £169.00 so far. That leaves £120.00 still to pay across your last two instalments. Both will be collected automatically from your card ending 0258.\n\nJust so you know, your tickets are only released once the full £279.00 has been paid, so you'll get them after the final instalment in May.",
       "That leaves £120.00 still to pay across your last two instalments.",
       "(c) 279 - 169 = 110, not 120")],
    # 9 (1 b long) (1 a medium)
    [A("Your code HARBOUR26 is valid for the Saoirse Bell Autumn Tour presale. Here's how it works:\n\n- **When:** the presale opens at 10 am (UTC) on Wednesday 18 March and closes at 10 am (UTC) on Friday 20 March, which is exactly when general sale begins.\n- **How many:** you can buy up to 4 tickets in each order you place with the code.\n- **Which tickets:** it only works for Standing and Balcony Seated tickets.\n\nThe code isn't linked to your account yet, but that doesn't stop it being valid. If you miss the presale window, you can still try for tickets in the general sale from 10 am on 20 March.",
       "- **How many:** you can buy up to 4 tickets in each order you place with the code.",
       "(b) the limit is 4 per code and the code is single use; 'in each order' changes the scope"),
     A("You can use HARBOUR26 from 10 am UTC on Wednesday 18 March until 10 am UTC on Friday 20 March, when general sale opens. It's a single-use code for up to 4 tickets, in either Standing or Balcony Seated. Presale prices are the same as general sale, so there's no extra charge for using the code.",
       "Presale prices are the same as general sale, so there's no extra charge for using the code.",
       "(a) prices are not in the tool result")],
    # 10 (1 d short) (1 d short)
    [A("Not yet — the transfer to sam.oduya@examplemail.com is still waiting for Sam to accept it. He has until 9:02 am (UTC) on 20 March. If he can't find the e-mail, he can call our transfer team on 0113 496 0218.",
       "If he can't find the e-mail, he can call our transfer team on 0113 496 0218.",
       "(d) invented phone line"),
     A("Sam hasn't accepted it yet. He has until 20 March, otherwise the ticket comes back to you, and you can then resend it at quaywelltickets.com/my-transfers.",
       "and you can then resend it at quaywelltickets.com/my-transfers",
       "(d) invented link and resend step")],
    # 11 (0 short) (0 medium)
    [A("Yes, your wheelchair booking (AX-2207) is confirmed for 2:30 pm on Saturday 9 May: space W2 in Stalls Row P. Your carer's seat, Stalls P 12, is free.",
       note="faithful; companion price 0"),
     A("All confirmed! For The Glass Orchard at the Copperline Theatre on 9 May (2:30 pm), you have:\n\n- Wheelchair space W2 in Stalls Row P\n- A companion seat for your carer in Stalls P 12, at no charge\n\nStep-free access is through the side door on Carrick Lane, and there's a hearing loop too. Your access card has been verified, so there's nothing more you need to send us.",
       note="faithful; 'nothing more you need to send' inferred from access_card_verified true and status confirmed",
       borderline=True)],
    # 12 (0 short) (1 b medium)
    [A("Your voucher GV-7XQ4-22LM has £31.50 left of the original £50.00, and it's valid until 30 November 2027. You can use it on tickets and parking add-ons, but not on fees.",
       note="faithful; 50 - 18.50 = 31.50"),
     A("You've got £31.50 left on your gift voucher — you used £18.50 of the £50.00 on 22 January. It's valid until Tuesday 30 November 2027, and you don't have to spend it all at once. You can put it towards tickets and their booking fees, as well as parking add-ons.",
       "You can put it towards tickets and their booking fees, as well as parking add-ons.",
       "(b) can_pay_fees is false: booking fees are excluded")],
    # 13 (1 d medium) (0 long)
    [A("Bags at Millrace Arena can be up to 35 x 25 x 15 cm, and they don't need to be clear, so a small backpack within that size is fine. Umbrellas aren't allowed, though, so leave it at home. There's a cloakroom for £3.00, but it doesn't take large items. You can check the exact dimensions at millracearena.co.uk/bags or ask at the Box Office on Arena Way.",
       "You can check the exact dimensions at millracearena.co.uk/bags or ask at the Box Office on Arena Way.",
       "(d) invented link and box-office address"),
     A("Here's what Millrace Arena allows:\n\n**Your backpack:** bags can be up to 35 x 25 x 15 cm, and they don't need to be clear bags. If your backpack is within that size, you can bring it in. If it's bigger, bear in mind the cloakroom (£3.00) doesn't accept large items.\n\n**Your umbrella:** umbrellas are on the prohibited list, so you won't be able to take it in.\n\nOther things not allowed are professional cameras, glass bottles and power banks over 20,000 mAh. There's also no re-entry once you're inside, so bring everything you need. Doors open 90 minutes before the show, and if you look under 25 you may be asked for ID (passport, driving licence or PASS card).",
       note="faithful; challenge_age 25 -> 'if you look under 25 you may be asked for ID'; 'bring everything you need' from reentry false",
       borderline=True)],
    # 14 (0 short) (0 short)
    [A("Your parking is at Car Park P2 on Coleford Road, open from 4:30 pm on 16 May until 12:30 am. You still need to add your vehicle registration to the booking, as it's required and hasn't been given yet.",
       note="faithful; vehicle_reg null + required"),
     A("You've got a £12.00 parking pass (PK-441907) for Car Park P2, Coleford Road, valid on Saturday 16 May from 4:30 pm. One thing to sort out: we need your car's registration, and there isn't one on the booking yet.",
       note="faithful")],
    # 15 (1 a medium) (0 short)
    [A("Northbound Static are due on stage at 9:15 pm Amsterdam time on Thursday 14 May. The venue is an hour ahead of you that day (UTC+2 vs UTC+1), so that's 8:15 pm UK time. Doors open at 7:30 pm local (6:30 pm UK) and the support act starts at 8:15 pm local (7:15 pm UK). The curfew is 11:30 pm local, which is 10:30 pm UK time. Paleis Vondelkade is about a 10-minute tram ride from Amsterdam Centraal.",
       "Paleis Vondelkade is about a 10-minute tram ride from Amsterdam Centraal.",
       "(a) travel information absent from the tool results"),
     A("They're on at 9:15 pm in Amsterdam, which is 8:15 pm UK time. Doors are 7:30 pm local (6:30 pm UK), and the curfew is 11:30 pm local (10:30 pm UK).",
       note="faithful; +02:00 -> +01:00 is one hour back, both offsets given")],
    # 16 (1 b long) (1 b short)
    [A("Yes, your tickets can be exchanged. Your current performance is Saturday 25 April at 7:30 pm, and exchanges have to be made at least 7 days before it, so you've got until 18 April.\n\nThere are two other performances you can move to:\n\n- **Saturday 2 May, 2:30 pm (matinee)** — £35.00 a ticket, the same as you paid, in the same tier or better.\n- **Thursday 7 May, 7:30 pm** — £39.50 a ticket, in the same tier.\n\nThere's an exchange fee of £4.00 per booking, so the matinee would cost you just £4.00. For 7 May you'd also pay the £4.50 difference on each ticket. If you ever swap to a cheaper performance, the difference isn't refunded.",
       "There's an exchange fee of £4.00 per booking, so the matinee would cost you just £4.00.",
       "(b) the fee is £4.00 per ticket (£8.00 for two), not per booking"),
     A("Yes — you can move your two tickets to the 2 May matinee or the 7 May evening show, as long as you do it at least 7 working days before your current performance on 25 April. It's £4.00 a ticket to exchange, plus the difference if the new seats cost more.",
       "as long as you do it at least 7 working days before your current performance on 25 April",
       "(b) deadline is 7 days, not 7 working days")],
    # 17 (1 b medium) (0 long)
    [A("You have £23.40 in loyalty credit, and since that's over the £5.00 minimum, you can use it on your next order. It can go towards the face value of your tickets and the booking fees. Just note that £8.00 of it expires on Tuesday 31 March, so it's worth using before then.",
       "It can go towards the face value of your tickets and the booking fees.",
       "(b) redeemable_on is ticket_face_value only; fees added"),
     A("Your Gold membership has **£23.40** of loyalty credit, and yes, you can use it on your next order, as long as you redeem at least £5.00. A few things worth knowing:\n\n- Credit can only go towards the face value of tickets, not booking or other fees.\n- £8.00 of your balance expires on **Tuesday 31 March**. If you don't use it by then, your balance will drop to £15.40.\n- You earn credit at 3% of what you spend, so a £50.00 ticket would earn you £1.50.\n\nYou've spent £612.00 with us so far this year, and your Gold tier is next reviewed on 1 July.",
       note="faithful; 23.40 - 8.00 = 15.40; 'a £50 ticket would earn £1.50' assumes the 3% applies to ticket spend",
       borderline=True)],
    # 18 (0 medium) (1 b short)
    [A("I'm sorry you're unwell. Your ticket protection (TP-338120) covers illness or injury, so you can claim up to £86.40 back. You'll need to provide evidence, and the claim has to be made within 14 days after the event — as the gig is on Saturday 4 April, that means by 18 April. You haven't started a claim yet.",
       note="faithful; 4 April + 14 days = 18 April; claim_status null = no claim yet"),
     A("Yes — illness is covered by your ticket protection, so you can claim back £86.40 within 14 days of the event, with no evidence needed. You haven't started a claim yet.",
       "Yes — illness is covered by your ticket protection, so you can claim back £86.40 within 14 days of the event, with no evidence needed.",
       "(b) evidence_required is true; inverted")],
    # 19 (1 a long) (1 c short)
    [A("Here are your orders so far this year:\n\n- **15 January** — Wrenfield Weekender 2026, 1 ticket, £279.00 (on a payment plan)\n- **22 January** — Priya Castellane: Overdue, 2 tickets, £61.30\n- **11 February** — Velvet Harrow, 2 tickets, £78.50 (cancelled and refunded)\n- **27 February** — Mira Okonjo: Salt & Signal, 2 tickets, £86.70 (postponed)\n- **6 March** — The Lantern Parade, 2 tickets, £113.20\n\nLeaving out the Velvet Harrow order, since that was refunded, you've spent **£540.20 on 7 tickets** — about £77.17 a ticket. The Velvet Harrow refund went back to your original card.",
       "The Velvet Harrow refund went back to your original card.",
       "(a) refund method is not in the order history; 279.00 + 61.30 + 86.70 + 113.20 = 540.20 and 1+2+2+2 = 7 are correct"),
     A("You've spent £546.40 on 7 tickets this year, not counting the refunded Velvet Harrow order.",
       "You've spent £546.40 on 7 tickets this year, not counting the refunded Velvet Harrow order.",
       "(c) the four kept orders add up to £540.20, not £546.40")],
    # 20 (0 short) (0 short)
    [A("Yes — your 3 paper tickets were posted on Tuesday 10 March with Pellwick Post (tracking number PW204417783GB). They're on their way and are estimated to arrive between 12 and 14 March.",
       note="faithful"),
     A("They were dispatched on 10 March and are in transit now. Estimated delivery is 12–14 March, and no signature is needed.",
       note="faithful")],
    # 21 (0 medium) (0 medium)
    [A("I'm afraid not. Tallis Moon at Harbour Hall on 23 May is rated 14+, so at 13 your daughter wouldn't be let in. On top of that, the venue doesn't allow under-14s in the standing area, and all three of your tickets are standing tickets. The venue does carry out ID checks, too.",
       note="faithful; age rating 14+ and standing_under_14_allowed false both exclude a 13-year-old"),
     A("Unfortunately, no. The show is 14+, and Harbour Hall doesn't allow under-14s in standing, which is what all your tickets are. If she were 14 or 15 it would be fine: under-16s just need to be with an adult aged 18 or over, and each adult can bring up to two. You might want to look at your options for the under-18 ticket on the order.",
       note="faithful; the counterfactual combines the age rating, the standing rule and the accompaniment rule",
       borderline=True)],
    # 22 (0 medium) (0 medium)
    [A("Yes, we paid you £55.50 on 5 March, into your bank account ending 7731. Your two tickets sold for £64.00 in total, and from that we took our 12.5% seller commission (£8.00) and a £0.50 transfer fee. That works out at £27.75 per ticket, against a sale price of £32.00 each, so the commission and fee came to £8.50 altogether — just over 13% of the sale.",
       note="faithful; 64 - 8 - 0.50 = 55.50; 55.50 / 2 = 27.75; 64 / 2 = 32; 8.50 / 64 = 13.3%"),
     A("We did — payout PO-81127 was paid on 5 March at 2:10 pm (UTC). Here's how the amount was worked out:\n\n- Sale price for 2 tickets: £64.00\n- Commission (12.5%): –£8.00\n- Transfer fee: –£0.50\n- You received: £55.50\n\nSo it's lower than the sale price because of the commission and the fee, which together came to £8.50.",
       note="faithful; 8.00 + 0.50 = 8.50")],
    # 23 (0 long) (0 short)
    [A("The weekend ticket is the cheaper option by quite a bit. Buying the three day tickets separately would cost £89 (Friday) + £99 (Saturday) + £89 (Sunday) = **£277**, whereas the Weekend ticket (no camping) is **£219** — a saving of £58.\n\nThere's an 8% booking fee on top of the price, so in practice you'd pay £299.16 for three day tickets against £236.52 for the weekend ticket, a difference of £62.64.\n\nIf you'd like to camp, the Weekend Camping ticket is £259 (£279.72 with the booking fee). That's still £18 less than the three day tickets before fees, and the campsite opens at 2 pm on Thursday 9 July, the day before the festival starts. None of the day tickets include camping.",
       note="faithful; 277 x 1.08 = 299.16; 219 x 1.08 = 236.52; diff 62.64; 259 x 1.08 = 279.72; 277 - 259 = 18"),
     A("The weekend ticket is cheaper: £219 against £277 for all three day tickets, so you'd save £58 (before the 8% booking fee).",
       note="faithful")],
    # 24 (1 c short) (0 long)
    [A("Your £80.00 instalment due on 1 March didn't go through — the card ending 6620 on your plan has expired. We'll try again on Sunday 8 March, and there's no late fee.",
       "Your £80.00 instalment due on 1 March didn't go through — the card ending 6620 on your plan has expired.",
       "(c) the failed instalment is £60.00"),
     A("Don't worry, here's what's happening with your plan for Ostara Choir – Spring Vespers:\n\n- Your second instalment of £60.00, due on 1 March, failed. The card on the plan (ending 6620) has expired, which is likely the reason.\n- We'll try to take the payment again on **Sunday 8 March**. There's no late fee.\n- Your third and final instalment of £60.00 is due on 1 April.\n\nPlease bear in mind that the plan is cancelled after 2 missed payments, so it's worth updating your card before the retry. You've paid £60.00 of the £180.00 so far, with £120.00 still to go.",
       note="faithful; 'likely the reason' links card_expired to the failure as a hedge; 'worth updating your card' is advice from card_expired; 180 - 60 = 120",
       borderline=True)],
    # 25 (1 a short) (1 a long)
    [A("You're number 27 in the queue for 2 tickets, and 11 offers have gone out so far. You'll be notified by text as soon as a pair becomes available.",
       "You'll be notified by text as soon as a pair becomes available.",
       "(a) notification channel absent"),
     A("You're currently **27th** on the waiting list for 2 tickets to Priya Castellane's extra date at Brickfield Ballroom on Saturday 20 June (8 pm). You joined on 2 March, and 11 offers have been released so far.\n\nIf tickets are offered to you:\n\n- You'll have 24 hours to accept the offer.\n- The price would be £29.50 plus a £3.25 booking fee per ticket, so £65.50 for the pair.\n- You won't be charged automatically — you only pay if you accept.\n\nMost waiting-list offers are released in the final two weeks before the show, so there's still time. I can't promise you'll get tickets, but you're still in the queue.",
       "Most waiting-list offers are released in the final two weeks before the show, so there's still time.",
       "(a) invented pattern / prediction; 2 x (29.50 + 3.25) = 65.50 is correct")],
    # 26 (1 d long) (1 a medium)
    [A("I'm sorry the Sunday was cancelled. Because Saturday 7 March went ahead, only Sunday 8 March is being refunded, and for a cancelled day you get a full refund including fees, back to your original payment method. Here's where it stands:\n\n- **RF-66120:** £90.00 for your two Sunday day passes — issued on 11 March\n- **RF-66121:** £9.00 for the Sunday booking fees — still pending\n\nOnce the pending one goes through, you'll have had £99.00 back in total. If the £9.00 hasn't arrived within 10 days, e-mail refunds@quaywelltickets.com with your order number QW-5548830 and we'll chase it up.",
       "If the £9.00 hasn't arrived within 10 days, e-mail refunds@quaywelltickets.com with your order number QW-5548830 and we'll chase it up.",
       "(d) invented e-mail address and escalation step"),
     A("You've been refunded £90.00 for your two Sunday day passes (issued on 11 March), and a further £9.00 for the Sunday booking fees is pending, so £99.00 altogether. Saturday went ahead, so that day isn't refunded. You'll also receive a 10% discount code for next year's weekend as an apology.",
       "You'll also receive a 10% discount code for next year's weekend as an apology.",
       "(a) invented goodwill code")],
    # 27 (0 medium) (1 d long)
    [A("For 12 Dress Circle tickets at the 2:30 pm performance on Saturday 13 June, your quote (GQ-1193) works out like this:\n\n- 12 x £36.00 = £432.00\n- 15% group discount: –£64.80\n- Booking fees (12 x £2.00, not discounted): £24.00\n- **Total: £391.20**\n\nThat's £32.60 per person. A 25% deposit (£97.80) is needed, and the quote expires on 27 March.",
       note="faithful; 432 x 0.15 = 64.80; 432 - 64.80 + 24 = 391.20; /12 = 32.60; x 0.25 = 97.80"),
     A("Great news — a group of 12 qualifies for our group rate, since the minimum is 10. Here's your quote GQ-1193 for the Dress Circle at the 13 June matinee (2:30 pm):\n\nTickets: 12 x £36.00 = £432.00\nGroup discount (15% off the face value): –£64.80\nBooking fees: 12 x £2.00 = £24.00\nTotal: £391.20 (about £32.60 each)\n\nTo secure the seats you'd pay a 25% deposit of £97.80, leaving £293.40 to pay later. The quote is valid until Friday 27 March. To confirm, quote GQ-1193 when you call our groups team on 0141 496 0377.",
       "To confirm, quote GQ-1193 when you call our groups team on 0141 496 0377.",
       "(d) invented groups phone line; 391.20 - 97.80 = 293.40 is correct")],
    # 28 (0 short) (1 d short)
    [A("Your tickets aren't in the app yet because they're only released there from 7 pm on Wednesday 22 April, 48 hours before the show. Screenshots won't be accepted at the door, so you'll need to show them in the app.",
       note="faithful; 22 Apr 19:00 -> 24 Apr 19:00 = 48 h"),
     A("They'll appear in the app from 7 pm on 22 April, two days before the gig. If they don't show up then, log out and back in, then tap 'Refresh wallet'.",
       "If they don't show up then, log out and back in, then tap 'Refresh wallet'.",
       "(d) invented troubleshooting step")],
    # 29 (1 d medium) (1 a medium)
    [A("Yes, you can upgrade to the Dress Circle — there are 2 pairs available. It's £12.90 more per ticket plus a £1.50 upgrade fee each, so £28.80 for both seats. The Stalls can't be upgraded to at the moment, as no pairs are available. To do it, just tap 'Manage booking' on your order page and choose 'Upgrade seats'.",
       "To do it, just tap 'Manage booking' on your order page and choose 'Upgrade seats'.",
       "(d) invented step; 2 x (12.90 + 1.50) = 28.80 is correct"),
     A("You can move your two Upper Circle seats (C 7 and C 8) up to the Dress Circle for £14.40 a ticket — that's the £12.90 price difference plus a £1.50 upgrade fee — so £28.80 in total. Your new seats would be in row B of the Dress Circle. Stalls upgrades aren't possible right now, as there are no pairs left.",
       "Your new seats would be in row B of the Dress Circle.",
       "(a) seat row absent from the upgrade options")],
    # 30 (1 b long) (0 short)
    [A("Here's your basket with SPRING10 applied:\n\n- **Tallis Moon** (23 May), 2 tickets: £55.00 + £6.00 booking fees = £61.00. The code doesn't apply to this show.\n- **The Glass Orchard** (13 June), 2 tickets: £72.00 less 10% (£7.20) = £64.80, plus £4.00 booking fees = £68.80.\n\nDelivery is by e-ticket, which is free.\n\nThat brings your total to **£129.80**, a saving of £7.20 on the £137.00 you'd pay without the code. The discount only comes off the ticket price, not the booking fees. The code is valid until 31 March and only works on e-ticket orders, which yours is.",
       "The code is valid until 31 March and only works on e-ticket orders, which yours is.",
       "(b) condition added: nothing ties the promo to e-ticket delivery; sums are correct (61.00 + 68.80 = 129.80)"),
     A("With SPRING10 your basket comes to £129.80. The code takes 10% off The Glass Orchard tickets only (£7.20), not Tallis Moon or the booking fees.",
       note="faithful")],
    # 31 (0 medium) (1 a short)
    [A("Your £75.00 gift voucher is scheduled to go to Aoife Brannigan at aoife.b@examplemail.ie at 8 am (UTC) on Saturday 21 March, with your message \"Happy birthday! Pick a show x\". It's valid for 24 months. You paid £76.50 altogether, which includes a £1.50 purchase fee.",
       note="faithful; 75.00 + 1.50 = 76.50"),
     A("Aoife will receive it by e-mail at 8 am UTC on 21 March. You'll get a confirmation e-mail once it's been delivered to her.",
       "You'll get a confirmation e-mail once it's been delivered to her.",
       "(a) invented confirmation to the buyer")],
    # 32 (1 b medium) (0 medium)
    [A("Yes, you can catch both. Tallis Moon play from 7:30 to 8:30 pm, and The Lantern Parade start at 8:30 pm and finish at 10 pm. Tallis Moon and The Lantern Parade are both on the Main Stage, so you won't need to move between sets. Saoirse Bell's set in the Orchard Tent (9:15–10:15 pm) clashes with The Lantern Parade, though.",
       "Tallis Moon and The Lantern Parade are both on the Main Stage, so you won't need to move between sets.",
       "(b) wrong scope: Tallis Moon is in the Orchard Tent"),
     A("You can, just about. On Saturday 11 July, Tallis Moon are in the Orchard Tent from 7:30 to 8:30 pm, and The Lantern Parade are on the Main Stage from 8:30 to 10 pm. As one set ends exactly when the other starts, you'll need to head across to the Main Stage straight after Tallis Moon, and you may miss the first few minutes of The Lantern Parade. All times are BST.",
       note="faithful; 'may miss the first few minutes' is a hedged inference from back-to-back sets on different stages",
       borderline=True)],
    # 33 (1 c medium) (1 c short)
    [A("You have until Thursday 30 April to ask for a refund — that's 52 days from today (16 March). You'd get back £82.90: the £76.00 face value plus £6.90 in booking fees. The £3.80 ticket protection isn't refundable. Once you've asked, the refund can take up to 14 days to process.",
       "You have until Thursday 30 April to ask for a refund — that's 52 days from today (16 March).",
       "(c) 16 March -> 30 April is 45 days, not 52"),
     A("You've got until 30 April, and you'd get back the full £86.70 you paid. It can take up to 14 days to process.",
       "You've got until 30 April, and you'd get back the full £86.70 you paid.",
       "(c) refundable total is £82.90 (76.00 + 6.90); the £3.80 protection is non-refundable")],
    # 34 (0 short) (0 short)
    [A("Not as things stand — the tickets for this show are named and photo ID is required, so the ticket in Ruth's name can't be used by someone else. You can change the name to your brother's for £2.50, up until 19 May.",
       note="faithful; 'can't be used by someone else' follows from named tickets + photo ID"),
     A("Yes, as long as you change the name on ticket TK-87002232 to his first. Name changes cost £2.50 and can be made until Tuesday 19 May, and he'll need photo ID on the night.",
       note="faithful")],
    # 35 (0 short) (1 c long)
    [A("Yes, it went through. Your seats are now Stalls F 4 and F 5 for Thursday 7 May at 7:30 pm, and you were charged £17.00: the £9.00 price difference plus £8.00 in exchange fees.",
       note="faithful; 2 x 4.50 + 2 x 4.00 = 17.00"),
     A("Yes, your exchange (EX-2290) is complete and your new tickets have been issued.\n\n**What changed:**\n- Before: Saturday 25 April, 7:30 pm — Stalls K 10 and K 11, at £35.00 each\n- Now: Thursday 7 May, 7:30 pm — Stalls F 4 and F 5, at £39.50 each\n\n**What you were charged:**\nThe new tickets cost £4.50 more each, so the price difference for the pair was £9.00. On top of that there's a £4.00 exchange fee per ticket, which is £8.00 for both. In total you paid £19.00 for the exchange.\n\nLet me know if you need anything else for the night.",
       "In total you paid £19.00 for the exchange.",
       "(c) 9.00 + 8.00 = 17.00 (charged 17.00), not £19.00")],
    # 36 (1 b long) (1 a medium)
    [A("The Velvet Harrow show at Sala Tejo Norte in Lisbon has been rescheduled from Friday 17 April to **Friday 9 October 2026**. Doors open at 8 pm and the show starts at 9 pm (Lisbon time, UTC+1).\n\nYou have two options:\n\n1. **Keep your tickets.** All 3 of your tickets are valid for the new date, so you don't need to do anything.\n2. **Get a refund.** The refund window is open until 11:59 pm (UTC+1) on 15 May. If you'd rather not go, you'd get back the €117.00 face value, as the booking fees aren't refundable.\n\nFor reference, you paid €126.45 in total: 3 tickets at €39.00 plus a €3.15 booking fee on each.",
       "If you'd rather not go, you'd get back the €117.00 face value, as the booking fees aren't refundable.",
       "(b) the refund covers face_value_and_booking_fees: €126.45, not €117.00"),
     A("It's been moved to Friday 9 October, with doors at 8 pm and the show at 9 pm (UTC+1), and your 3 tickets are still valid. The support act is unchanged. If you can't make the new date, you can get the full €126.45 back, including booking fees, as long as you ask by 15 May.",
       "The support act is unchanged.",
       "(a) support act absent from the data")],
    # 37 (0 medium) (0 long)
    [A("Your Riverside Lounge package for 4 guests (£149.00 each, £596.00 in total, VAT included) comes with all of the following:\n\n- a Level 1 padded seat in Block 104\n- a two-course dinner\n- half a bottle of house wine per guest\n- a dedicated entrance at Gate H\n- a commemorative lanyard\n\nThe lounge opens at 5 pm on Saturday 16 May, and there's no dress code. Any dietary requests need to be in by Saturday 2 May, so if anyone in your group needs a special meal, let us know before then.",
       note="faithful; 4 x 149 = 596; 'no dress code' reads dress_code null as none",
       borderline=True),
     A("Here's everything included in your Riverside Lounge hospitality for The Lantern Parade at Millrace Arena on Saturday 16 May:\n\n1. A padded Level 1 seat in Block 104 for each guest\n2. A two-course dinner\n3. Half a bottle of house wine per person\n4. Your own entrance through Gate H\n5. A commemorative lanyard\n\nThe lounge opens at 5 pm, so arriving then gives you the most time to enjoy dinner before the show. You've paid £596.00 for the four of you (£149.00 a head, VAT included). If anyone in your group has dietary requirements, please let us know by Saturday 2 May. The booking doesn't list a dress code.",
       note="faithful; 'arriving then gives you the most time' is soft advice from lounge_opens")],
    # 38 (0 medium) (0 short)
    [A("Only the reissued tickets will work now:\n\n- TK-90441922 — Block 212, Row R, Seat 5\n- TK-90441923 — Block 212, Row R, Seat 6\n\nBoth were reissued on 14 March at 10:22 am (UTC) and are active. Your old tickets for the same seats (TK-90441180 and TK-90441181) have been voided, so they won't scan.",
       note="faithful; 'R 5' read as Row R, Seat 5 (the table doesn't name the parts); 'won't scan' paraphrases void",
       borderline=True),
     A("The new ones: TK-90441922 and TK-90441923 are active for the same two seats in Block 212. The old TK-90441180 and TK-90441181 are void.",
       note="faithful")],
    # 39 (1 d short) (0 medium)
    [A("No — resale prices are capped at 110% of face value, so the most you can ask for your £44.00 ticket is £48.40. To list it, go to My Tickets, tap 'Sell' and enter your price.",
       "To list it, go to My Tickets, tap 'Sell' and enter your price.",
       "(d) invented listing steps; 44 x 1.10 = 48.40 is correct"),
     A("Unfortunately not. Resale for the Saoirse Bell Autumn Tour is capped at 110% of face value, and your ticket's face value is £44.00, so the highest you can list it for is £48.40. There's no listing fee, but we take a 10% commission on the sale, so at £48.40 you'd receive £43.56. Listings close at noon on Friday 2 October, and the payout is made 5 days after the event.",
       note="faithful; 48.40 x 0.90 = 43.56")],
]
