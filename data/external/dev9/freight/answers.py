"""Two hand-written assistant answers per item of records.ITEMS (Claude, data helper).
Which answer is hallucinated, and the kind of mistake, was fixed beforehand by plan.py
(random.Random(4471)). Each answer: text, bad (exact substrings of text that are unsupported;
empty = correct), note, borderline."""

ANSWERS = []

# 0
ANSWERS.append([
    dict(text="Good news — CVN-40218833 is out for delivery. It left Croydon Depot at 7:05 am today (10 March), after travelling overnight via Lutterworth Hub.\n\nHere's the journey so far:\n- **9 March, 5:42 pm** — collected at Stoke DC\n- **9 March, 11:15 pm** — arrived at Lutterworth Hub\n- **10 March, 4:50 am** — departed Lutterworth Hub\n- **10 March, 7:05 am** — out for delivery from Croydon Depot\n\nIt's due at 10 am, the start of your 10 am–2 pm delivery slot. The consignment is 3 pallets totalling 1,840 kg, and a tail lift has been booked. A signature is required, so please make sure someone is available to sign for it.",
         bad=["It's due at 10 am, the start of your 10 am–2 pm delivery slot."],
         note="the slot is 10:00-14:00; the answer turns the window into an exact arrival time", borderline=False),
    dict(text="CVN-40218833 is currently **out for delivery** — it was loaded at Croydon Depot at 7:05 am this morning (10 March).\n\nYour delivery slot is **10 am to 2 pm today** (UK time), so you'll want someone on site for that whole window. A few things to have ready:\n- A signature is required on delivery.\n- The delivery is booked with a tail lift, so the driver can lower the pallets to ground level.\n- There are 3 pallets weighing 1,840 kg in total (about 1.84 tonnes).\n\nFor reference, it was collected from Stoke DC at 5:42 pm yesterday and passed through Lutterworth Hub overnight. Let me know if you need anything else!",
         bad=[], note="faithful; 'lower the pallets to ground level' is what a tail lift is, treated as general knowledge",
         borderline=True),
])

# 1
ANSWERS.append([
    dict(text="Your account has a credit limit of £25,000.00 and an outstanding balance of £18,342.60, which leaves £6,657.40 of headroom right now. Bear in mind there's also £2,410.00 of shipments that haven't been invoiced yet — once those are billed, your remaining credit would drop to £4,247.40. The account isn't on stop.",
         bad=[], note="faithful subtraction; unbilled amount handled as a conditional", borderline=False),
    dict(text="You have £6,657.40 left (£25,000 limit minus £18,342.60 outstanding). Once the £2,410 of unbilled shipments is invoiced, that falls to £4,247.40.",
         bad=[], note="faithful arithmetic", borderline=False),
])

# 2
ANSWERS.append([
    dict(text="Unfortunately not — the cut-off for a next-day pallet collection from LS11 5QT on 14 April is 11 am, so booking at 11:30 would be too late. You could still book a pallet economy collection instead: its cut-off is midday, the collection window is 2 pm to 6 pm, and it costs £38.00. If you really need next-day service, call the Leeds depot directly and they may be able to add a late collection.",
         bad=["If you really need next-day service, call the Leeds depot directly and they may be able to add a late collection."],
         note="invented workaround/contact route: nothing says a depot can accept late bookings", borderline=False),
    dict(text="No, sorry — next-day pallet bookings for that postcode close at 11 am. At 11:30 you could still book pallet economy (cut-off 12 noon, £38).",
         bad=[], note="faithful", borderline=False),
])

# 3
ANSWERS.append([
    dict(text="That's because the quote uses volumetric weight, and your pallets are bulky for their weight.\n\nEach pallet measures 120 × 100 × 160 cm. Using the volumetric divisor of 6,000, that works out to 120 × 100 × 160 ÷ 6,000 = 320 kg per pallet. Since 320 kg is more than the actual 310 kg, you're charged on the higher figure: 2 × 320 kg = 640 kg, rather than the 620 kg the pallets actually weigh.\n\nThe quote then breaks down as:\n- Base charge: £192.00\n- Fuel surcharge (14.5%): £27.84\n- Highlands surcharge: £35.00\n- **Total: £254.84 excluding VAT**\n\nThe quote is valid until 11:59 pm on 2 May. Reducing the pallet height would lower the volumetric weight, if that's an option for you.",
         bad=[], note="faithful; the height remark follows directly from the formula", borderline=False),
    dict(text="The quote is based on chargeable weight, which is the higher of the actual and volumetric weight. Each 120 × 100 × 160 cm pallet has a volumetric weight of 320 kg (volume ÷ 6,000), slightly above its actual 310 kg, so the two pallets are charged as 640 kg. The total comes to £254.84 excluding VAT.",
         bad=[], note="faithful; 'higher of actual and volumetric' is what the numbers show", borderline=False),
])

# 4
ANSWERS.append([
    dict(text="You're right that the tiles themselves are duty-free — the ceramic floor tiles have a 0% duty rate. The duty comes from the tile adhesive, which is charged at 5%: €1,650 × 0.864 = £1,425.60, and 5% of that is £71.28.\n\nIn total you owe £1,822.18 (£71.28 duty plus £1,750.90 import VAT). The declaration is awaiting payment, and it needs to be paid by 5 pm on 20 March.",
         bad=[], note="faithful computation of duty and total", borderline=False),
    dict(text="Here's the breakdown for declaration GB-IMP-7731042 (consignment CVN-51100347):\n\n- **Ceramic floor tiles** — customs value €8,400, duty rate 0%, so no duty.\n- **Tile adhesive** — customs value €1,650, duty rate 5%. At the exchange rate of 0.864, that's £1,425.60, giving **£71.28 duty**.\n\nOn top of the duty there's **£1,750.90 import VAT**, so the total due is **£1,822.18**.\n\nThe status is awaiting payment, and the receiver is the payer. There's no deferment account on the declaration, so the amount will need to be paid directly, with a deadline of 5 pm on 20 March. So the tiles are indeed duty-free — it's just the adhesive that attracts duty.",
         bad=[], note="faithful; 'paid directly' is a reading of deferment_account null", borderline=True),
])

# 5
ANSWERS.append([
    dict(text="Claim CLM-20931 is currently awaiting evidence. We've received the photos of the packaging, but we still need the commercial invoice, and the evidence deadline was 4 March. You can upload it from the Claims tab in your customer portal. On the amount: liability is capped at £15 per kg, and 62 kg was damaged, so the most the claim can pay out is £930 rather than the full £1,280.",
         bad=["You can upload it from the Claims tab in your customer portal."],
         note="invented step/portal location", borderline=False),
    dict(text="Your claim is on hold waiting for evidence: the packaging photos are in, but the commercial invoice is still missing (the deadline was 4 March). Unfortunately you won't get the full £1,280 — liability is capped at £15 per kg on 62 kg of damaged goods, so the maximum is £930. Your handler is Priya Kaur, and you can reach her directly on 0161 496 0583 or at claims@corvane-logistics.example.",
         bad=["Your handler is Priya Kaur, and you can reach her directly on 0161 496 0583 or at claims@corvane-logistics.example."],
         note="invented phone number in an otherwise supported sentence", borderline=False),
])

# 6
ANSWERS.append([
    dict(text="From 1 April, a full pallet to Zone B (Southern Scotland) is £79.00, so 4 pallets come to £316.00. Adding the 16% fuel surcharge (£50.56) brings the total to £366.56. The fuel surcharge is reviewed monthly, so the final figure could change slightly after April.",
         bad=["The fuel surcharge is reviewed monthly, so the final figure could change slightly after April."],
         note="invented review schedule for the fuel surcharge", borderline=False),
    dict(text="On the new rate card (effective 1 April 2026), here's how 4 full pallets to Zone B — Southern Scotland — work out:\n\n1. Base: 4 × £79.00 = £316.00\n2. Fuel surcharge at 16%: £50.56\n3. **Total: £366.56**\n\nThat's £91.64 per pallet including fuel. If the delivery needs a tail lift (£12.00) or a timed delivery (£18.00), those are charged on top. And if some of the loads are lighter, a half pallet to Zone B is £57.00 and a quarter pallet £42.00 before fuel. Happy to price up a different mix if that helps!",
         bad=[], note="faithful arithmetic; per-pallet figure 366.56/4", borderline=False),
])

# 7
ANSWERS.append([
    dict(text="I've checked the proof of delivery for CVN-40577120, and it does show a short delivery.\n\n- **Delivered:** 12 March at 11:38 am (local time, Lyon)\n- **Signed for by:** M. Dubois\n- **Pieces:** 5 of the 6 expected\n- **Exception:** piece 6 of 6 was recorded as a short delivery, with the note \"carton not on vehicle\"\n\nSo your customer is right — one carton didn't arrive. The missing carton is most likely still at the origin depot and would normally go out on the next available vehicle. The delivery photo is available and the GPS location matched the delivery address, which confirms the other five pieces were delivered. You can view the full POD here: https://track.corvane-logistics.example/pod/CVN-40577120",
         bad=["The missing carton is most likely still at the origin depot and would normally go out on the next available vehicle."],
         note="speculative location and handling of the missing carton", borderline=False),
    dict(text="The POD confirms what your customer is saying. CVN-40577120 was delivered in Lyon on 12 March at 11:38 am local time and signed for by M. Dubois, but only 5 of the 6 pieces were delivered. The driver recorded a short-delivery exception for piece 6/6 with the note \"carton not on vehicle\" — so the sixth carton wasn't loaded onto that vehicle.\n\nA photo of the delivery is available and the GPS matched, so there's no doubt about the five pieces that did arrive. You can see the full record at https://track.corvane-logistics.example/pod/CVN-40577120.\n\nTo get the missing carton traced, report the shortage by email to shortages@corvane-logistics.example, quoting the consignment number.",
         bad=["To get the missing carton traced, report the shortage by email to shortages@corvane-logistics.example, quoting the consignment number."],
         note="invented email address and reporting step", borderline=False),
])

# 8
ANSWERS.append([
    dict(text="On Saturdays you can drop off at two of the Yorkshire depots:\n\n- **Leeds (LDS):** open 7 am to 1 pm\n- **Wakefield (WKF):** open 6 am to 2 pm\n\nHull (HUL) is closed on Saturdays. If you want the most time, Wakefield opens earliest and stays open an hour later than Leeds.",
         bad=[], note="faithful", borderline=False),
    dict(text="For a Saturday morning drop-off, Leeds is open from 7 am until 1 pm and Wakefield from 6 am until 2 pm. Hull won't work, as it's closed all weekend. Both Leeds and Wakefield are closed on Sundays too, so Saturday is your only weekend option.",
         bad=[], note="faithful", borderline=False),
])

# 9
ANSWERS.append([
    dict(text="INV-77431 (£4,478.00) is overdue, and INV-77802 (£2,265.75) became overdue today. Paying both — £6,743.75 — will bring you up to date.",
         bad=["INV-77431 (£4,478.00) is overdue, and INV-77802 (£2,265.75) became overdue today."],
         note="INV-77802 is due today (due_today), not overdue; the status is subtly shifted. The first clause is correct, the sentence as a whole is not",
         borderline=False),
    dict(text="Here's where your account stands as of 16 March:\n\n- **INV-77431** — £4,478.00, due 2 March — **overdue** (14 days late)\n- **INV-77802** — £2,265.75, due today (16 March)\n- **INV-78110** — £5,102.30, due 30 March — open, not yet due\n- INV-77120 — £3,120.40 — already paid\n\nOnly one invoice is actually overdue: INV-77431. To be fully up to date today, you'd pay INV-77431 plus INV-77802, which is due today: £4,478.00 + £2,265.75 = **£6,743.75**. INV-78110 doesn't need paying until 30 March, so once the other two are paid it will be the only open invoice.\n\nLet me know if you'd like copies of any of these invoices.",
         bad=["- **INV-78110** — £5,102.30, due 30 March — open, not yet due"],
         note="INV-78110 total is £5,012.30, not £5,102.30 (transposed digits)", borderline=False),
])

# 10
ANSWERS.append([
    dict(text="CVN-55302817 weighs 2,515 kg in total, which is about 2.5 tonnes. Pallet P2 is over the limit: it weighs 1,020 kg against a maximum of 1,000 kg per pallet. P1 (840 kg) and P3 (655 kg) are fine.",
         bad=[], note="faithful sum 840+1020+655=2515 and comparison", borderline=False),
    dict(text="The three pallets total 2,515 kg (2.515 tonnes). P2, at 1,020 kg, is 20 kg over the 1,000 kg limit, so it will attract an overweight pallet charge.",
         bad=["P2, at 1,020 kg, is 20 kg over the 1,000 kg limit, so it will attract an overweight pallet charge."],
         note="invented overweight charge; the record only gives the limit", borderline=False),
])

# 11
ANSWERS.append([
    dict(text="Rebooking is free. You can choose 18 March (8 am–12 pm or 12–5 pm) or 19 March (8 am–12 pm); just reply to the missed-delivery text with your preferred slot before 4 pm on 17 March.",
         bad=["You can choose 18 March (8 am–12 pm or 12–5 pm) or 19 March (8 am–12 pm); just reply to the missed-delivery text with your preferred slot before 4 pm on 17 March."],
         note="invented rebooking step (reply to a text) merged with the correct slots and deadline", borderline=False),
    dict(text="Sorry you missed it! There's no charge to rebook. Available slots are 18 March, 8 am–noon or noon–5 pm, and 19 March, 8 am–noon. Book by 4 pm on 17 March at corvane-logistics.example/rebook.",
         bad=["Book by 4 pm on 17 March at corvane-logistics.example/rebook."],
         note="invented link (the deadline itself is supported)", borderline=False),
])

# 12
ANSWERS.append([
    dict(text="It's being held at Rotterdam Port Depot because the EORI number is missing. Storage is charged at €45 per day from the day it was held, 11 March.",
         bad=["Storage is charged at €45 per day from the day it was held, 11 March."],
         note="drops the 3 free storage days", borderline=False),
    dict(text="CVN-62019934 has been held at Rotterdam Port Depot since 9:20 am on 11 March because the EORI number is missing. The first 5 days of storage are free; after that it's €45 a day.",
         bad=["The first 5 days of storage are free; after that it's €45 a day."],
         note="storage_free_days is 3, not 5", borderline=False),
])

# 13
ANSWERS.append([
    dict(text="The road fuel surcharge has gone from 14.0% in December to 16.0% in March — an increase of 2 percentage points, rising a little each month.",
         bad=[], note="faithful; the monthly values 14, 14.5, 15.25, 16 do rise every month", borderline=False),
    dict(text="It's up 2 percentage points: 14% in December 2025, then 14.5% in January, 15.25% in February and 16% now in March.",
         bad=[], note="faithful", borderline=False),
])

# 14
ANSWERS.append([
    dict(text="Your parcel is being held at our Northampton Depot (Unit 4, Brackmills Way, Northampton NN4 7PB) because the delivery address couldn't be found. You can collect it Monday to Friday from 7:30 am to 6 pm, or Saturday from 8 am to noon — it's closed on Sundays. Please bring ID, as it's required for collection. It will be held until 24 March.",
         bad=[], note="faithful; sun null read as closed", borderline=False),
    dict(text="CVN-47730561 is at the Northampton Depot — we couldn't find the delivery address, so it's being held there until 24 March.\n\nOpening hours for collection:\n- Monday–Friday: 7:30 am – 6 pm\n- Saturday: 8 am – 12 pm\n\nYou'll need to bring ID. The depot is at Unit 4, Brackmills Way, Northampton NN4 7PB, and you can call them on 01604 496 210.",
         bad=[], note="faithful", borderline=False),
])

# 15
ANSWERS.append([
    dict(text="Of course — here's what makes up INV-80214:\n\n- **6 full pallet deliveries (Zone A)** at £62.00 each: £372.00\n- **Fuel surcharge at 16%:** £59.52\n- **Tail lift**, used twice at £12.00 each: £24.00\n- **Waiting time** (45 minutes): £22.50\n\nThat gives a subtotal of £478.02. VAT at 20% adds £95.60, for a total of **£583.62**.\n\nThe extras beyond the pallet rate — fuel, tail lift and waiting time — add £106.02 to the £372 base, which is probably why it looks higher than expected. Payment is due by 4 April. Let me know if you'd like me to go through any of the charges in more detail.",
         bad=["VAT at 20% adds £95.60, for a total of **£583.62**."],
         note="invoice total is £573.62, not £583.62", borderline=False),
    dict(text="The £573.62 total is 6 Zone A pallets (£372), 16% fuel (£59.52), two tail lifts (£24) and 45 minutes' waiting time (£22.50), plus 20% VAT. The waiting time was charged because the driver waited beyond the free 15 minutes.",
         bad=["The waiting time was charged because the driver waited beyond the free 15 minutes."],
         note="invented reason/free allowance for the waiting-time line", borderline=False),
])

# 16
ANSWERS.append([
    dict(text="Thanks for checking in. Your request to increase the credit limit on account PLX-0457 from £15,000 to £30,000 — double the current limit — is still awaiting approval from Credit Control. It was submitted on 2 March, and a decision was due by 13 March.\n\nOne thing that may be holding it up: we have your latest accounts, but the bank reference hasn't been received yet. Sending that over should help Credit Control complete the review.\n\nI'm sorry I can't give you a firmer answer yet — let me know if you'd like help with anything else in the meantime.",
         bad=[], note="faithful; 'may be holding it up' is hedged and the missing bank reference is in the record; decision date passed is stated neutrally",
         borderline=True),
    dict(text="It's still awaiting approval from Credit Control. We're waiting on your bank reference (your latest accounts are in), and the decision was due by 13 March.",
         bad=[], note="faithful", borderline=False),
])

# 17
ANSWERS.append([
    dict(text="CVN-70113258 was collected on Monday 16 March at 3:10 pm on the economy pallet service. For Zone B, economy takes 3 working days, so it should arrive on **Thursday 19 March**.\n\nNext-day for the same zone takes 1 working day, so it would have arrived on Tuesday 17 March — two working days sooner. Working days are Monday to Friday, so there's no weekend in the way here. It's currently in transit.\n\nSo in short: economy should deliver on Thursday, while next-day would have delivered on Tuesday. If timing is tight on a future shipment to Zone B, next-day is the faster option. Let me know if you'd like me to keep an eye on the tracking for this one.",
         bad=[], note="faithful working-day arithmetic", borderline=False),
    dict(text="Economy to Zone B is 3 working days, so with collection on Monday 16 March you can expect it on Thursday 19 March. Next-day takes 1 working day, which would have got it there on Tuesday the 17th — 2 days quicker.",
         bad=[], note="faithful", borderline=False),
])

# 18
ANSWERS.append([
    dict(text="Sure — I've pulled up the booking. Here are the details for collection COL-551208:\n\n- **Status:** confirmed\n- **Date:** Wednesday 25 March, between 12 pm and 5 pm\n- **Address:** Meridian Park, Unit 9, Leicester LE19 1WX\n- **Goods:** 4 pallets, 2,900 kg in total\n- **Vehicle:** 18-tonne truck with a tail lift\n- **Site note:** goods-in closes at 4:30 pm\n\nYou can cancel free of charge at any time before the collection window opens. After that, a late cancellation fee of £60.00 applies.\n\nLet me know if you'd like me to check anything else on this booking.",
         bad=["You can cancel free of charge at any time before the collection window opens."],
         note="free cancellation ends 5 pm on 24 March, not at the start of the window on 25 March", borderline=False),
    dict(text="Collection COL-551208 is confirmed for 25 March, with a collection window of 12 pm to 5 pm, from Meridian Park, Unit 9, Leicester LE19 1WX. It's for 4 pallets weighing 2,900 kg altogether (about 725 kg each on average), and an 18-tonne vehicle with a tail lift is booked. Note that the site's goods-in closes at 4:30 pm, so the driver will need to arrive before then.\n\nYes, you can still cancel for free, as long as you do it before 5 pm on 24 March; after that there's a £60 late cancellation fee. To cancel, just reply to your booking confirmation email with the reference COL-551208.",
         bad=["To cancel, just reply to your booking confirmation email with the reference COL-551208."],
         note="invented cancellation step", borderline=False),
])

# 19
ANSWERS.append([
    dict(text="The surcharge is because the delivery postcode, IV2 3XT, is classed as a remote area — it's in Zone C, in the Highlands band. That's why a £29.00 remote area charge was added on top of the £118.00 base and £18.88 fuel surcharge. The remote area charge applies to all Highlands postcodes, including Inverness city centre.",
         bad=["The remote area charge applies to all Highlands postcodes, including Inverness city centre."],
         note="invented scope of the surcharge (all Highlands postcodes, city centre)", borderline=False),
    dict(text="I understand it's a surprise, since Inverness is a city. The reason is that the destination postcode, IV2 3XT, is flagged as a remote area in our postcode data — it sits in Zone C and falls in the \"Highlands\" remote area band.\n\nSo the charges on CVN-84420931 are:\n- Base charge: £118.00\n- Fuel surcharge (16%): £18.88\n- Remote area surcharge: £29.00\n\nThat's £165.88 in total, of which the remote area surcharge makes up about 17.5%. If you think the postcode has been classified incorrectly, let me know and I can help you look into it.",
         bad=[], note="faithful; 118+18.88+29=165.88; 29/165.88=17.5%", borderline=False),
])

# 20
ANSWERS.append([
    dict(text="Flight CV118 is due into JFK at 1:45 pm New York time on 20 March, which is 5:45 pm UK time.",
         bad=[], note="faithful time-zone conversion (-04:00 -> UTC, UK on GMT on 20 March 2026)", borderline=False),
    dict(text="Your shipment is in the air now on flight CV118 from Heathrow to JFK. It took off at 10:30 am UK time on 20 March and is scheduled to land at 1:45 pm local time in New York — that's 5:45 pm in the UK, so a flight time of about 7 hours 15 minutes. It's 4 pieces with a chargeable weight of 212.5 kg.",
         bad=[], note="faithful conversion and duration", borderline=False),
])

# 21
ANSWERS.append([
    dict(text="Here's a summary of your 5 consignments for 18 March:\n\n**Delivered (3):**\n- CVN-90114402 to Derby — 9:42 am, signed by K. Walsh\n- CVN-90114419 to Nottingham — 1:05 pm, signed by R. Osei\n- CVN-90114431 to Coventry — 4:20 pm, signed by J. Mistry\n\n**Not delivered (2):**\n- CVN-90114425 to Leicester — delivery failed because the driver couldn't get access\n- CVN-90114448 to Lincoln — still in transit\n\nSo 3 out of 5 (60%) were delivered yesterday. The Leicester one is probably the one to follow up on, since the failure was down to access at the site.",
         bad=[], note="faithful; suggestion to follow up is advice, not a fact", borderline=False),
    dict(text="Mostly well — 3 of your 5 consignments yesterday were delivered and signed for:\n\n1. Derby (CVN-90114402) at 9:42 am, signed by K. Walsh\n2. Nottingham (CVN-90114419) at 1:05 pm, signed by R. Osei\n3. Coventry (CVN-90114431) at 4:20 pm, signed by J. Mistry\n\nThat's a 60% delivery rate for the day. The other two didn't make it: the Leicester delivery (CVN-90114425) failed because there was no access, and the Lincoln consignment (CVN-90114448) is still in transit.\n\nIf you'd like, I can check the rebooking options for the Leicester delivery or the latest tracking on the Lincoln one.",
         bad=[], note="faithful", borderline=False),
])

# 22
ANSWERS.append([
    dict(text="For Zone B, each parcel falls into a different weight band:\n- 4 kg (0–5 kg band): £7.80\n- 12 kg (5–15 kg band): £10.50\n- 22 kg (15–30 kg band): £15.10\n\nThat's **£33.40** in total, excluding VAT and before the fuel surcharge is added.",
         bad=[], note="faithful sum", borderline=False),
    dict(text="That comes to £33.40 ex VAT (£7.80 + £10.50 + £15.10), plus fuel surcharge. You can book all three at corvane-logistics.example/ship.",
         bad=["You can book all three at corvane-logistics.example/ship."],
         note="invented booking link", borderline=False),
])

# 23
ANSWERS.append([
    dict(text="Possibly, but with two caveats. Next-day only accepts lithium batteries that fall under Section II, so you'd need to check how your batteries are classified. Size and weight are fine — 180 cm is under the 220 cm height limit and 1,100 kg is under the 1,200 kg maximum. However, the tail lift can only handle up to 1,000 kg, so a tail-lift delivery isn't possible at that weight. Section I batteries can go on the economy service instead.",
         bad=["Section I batteries can go on the economy service instead."],
         note="invented alternative service for Section I batteries; no record for economy", borderline=False),
    dict(text="Only if they're Section II batteries. Height (180 cm vs 220 cm max) and weight (1,100 kg vs 1,200 kg max) are fine, but the tail lift is limited to 1,000 kg, so it can't be used for this pallet.",
         bad=[], note="faithful", borderline=False),
])

# 24
ANSWERS.append([
    dict(text="€440.00 is still owed on INV-79903 — you've paid €2,400 of the €2,840 total.",
         bad=[], note="faithful; 1500+900=2400", borderline=False),
    dict(text="INV-79903 was for €2,840.00. You've made two payments so far — €1,500 on 20 February and €900 on 6 March — which leaves a balance of **€440.00**. The invoice is part-paid, and it was due on 10 March, so the remaining amount is now past its due date.",
         bad=[], note="faithful; 'past its due date' assumes today is after 10 March (question gives no date)", borderline=True),
])

# 25
ANSWERS.append([
    dict(text="Sorry about that — it's been delayed by a vehicle breakdown. It's now due tomorrow, 20 March, between 7 am and noon.",
         bad=[], note="faithful; 'tomorrow' follows from the question (due on the 19th, hasn't arrived today)", borderline=False),
    dict(text="I'm sorry for the delay. CVN-66120487 was held up by a vehicle breakdown, and it's been at Warrington Hub since 10:30 pm on 18 March. The delivery has been rescheduled for 21 March, in a morning slot from 7 am to 12 pm.",
         bad=["The delivery has been rescheduled for 21 March, in a morning slot from 7 am to 12 pm."],
         note="revised_eta is 20 March, not 21 March", borderline=False),
])

# 26
ANSWERS.append([
    dict(text="Not by much. With a divisor of 5,000, P1 (120 × 80 × 150 cm) has a volumetric weight of 288 kg and P2 (120 × 100 × 110 cm) 264 kg. Chargeable weight is the greater of the two for each pallet, so you'll be charged on 288 kg for P1 and 530 kg for P2.",
         bad=["Chargeable weight is the greater of the two for each pallet, so you'll be charged on 288 kg for P1 and 530 kg for P2."],
         note="rule restated correctly but misapplied: P1's actual 410 kg exceeds its volumetric 288 kg", borderline=False),
    dict(text="No — in this case volumetric weight won't make any difference.\n\nThe charge is based on whichever is greater, actual or volumetric weight, with a volumetric divisor of 5,000:\n\n- **P1:** 120 × 80 × 150 cm = 1,440,000 cm³ ÷ 5,000 = 288 kg volumetric, vs 410 kg actual\n- **P2:** 120 × 100 × 110 cm = 1,320,000 cm³ ÷ 5,000 = 264 kg volumetric, vs 530 kg actual\n\nBoth pallets are heavier than their volumetric weight, so you'll be charged on the actual weights: 410 + 530 = **940 kg** in total. P1's actual weight is 122 kg above its volumetric weight and P2's is 266 kg above, so there's a clear margin on both.\n\nLet me know if the dimensions change and I'll re-run the numbers.",
         bad=[], note="faithful", borderline=False),
])

# 27
ANSWERS.append([
    dict(text="Yes, claim CLM-21455 has been settled. Here's what happened:\n\n- You claimed £800.00, and the claim was **approved for £640.00** — that's 80% of the amount claimed.\n- It was settled on **12 March** by credit note rather than a bank payment. The credit note reference is **CN-30077**.\n\nThe £640 credit is showing as available on your account (CN-30077 is listed under your available credits). Your current outstanding balance is £3,915.50, so once the credit note is applied against it, you'd owe £3,275.50.\n\nLet me know if you'd like any more detail on the claim.",
         bad=[], note="faithful; 'rather than a bank payment' is a paraphrase of settlement=credit_note", borderline=False),
    dict(text="Yes — it was approved and settled on 12 March. You'll receive £680.00 of the £800.00 you claimed, paid as a credit note (CN-30077) rather than cash, and it's already showing as available credit on your account.",
         bad=["You'll receive £680.00 of the £800.00 you claimed, paid as a credit note (CN-30077) rather than cash, and it's already showing as available credit on your account."],
         note="approved amount is £640.00, not £680.00", borderline=False),
])

# 28
ANSWERS.append([
    dict(text="There's one attempt left. You've had 2 of the 3 attempts, so after the next one on 18 March it will be returned to sender.",
         bad=["You've had 2 of the 3 attempts, so after the next one on 18 March it will be returned to sender."],
         note="drops the condition: it is returned only if the third attempt also fails", borderline=False),
    dict(text="Just one more. Two delivery attempts have been made so far — at 10:14 am on 16 March and 2:02 pm on 17 March — and both times there was no answer. A calling card was left.\n\nThe maximum is 3 attempts, and the next one is scheduled for 18 March. If that one also fails, the consignment will be returned to the sender. So, to answer your question directly: there's only one attempt remaining.\n\nIf you know the recipient won't be in tomorrow, it's worth letting them know about the attempt so someone can be there to receive it.",
         bad=[], note="faithful; 'tomorrow' read from next_attempt following the 17 March attempt", borderline=True),
])

# 29
ANSWERS.append([
    dict(text="In February you spent £24,310.80 on 392 pallets, which works out at about £62.02 per pallet.",
         bad=[], note="faithful division", borderline=False),
    dict(text="About £62.02 per pallet (£24,310.80 across 392 pallets in February). That's a little below the typical rate for accounts of your size.",
         bad=["That's a little below the typical rate for accounts of your size."],
         note="invented benchmark comparison", borderline=False),
])

# 30
ANSWERS.append([
    dict(text="You have two declarations awaiting payment:\n\n- **GB-IMP-7740118** (CVN-51230090): £112.40 duty + £846.00 VAT = £958.40, due by 23 March\n- **GB-IMP-7740295** (CVN-51230144): no duty, £392.80 VAT, due by 25 March\n\nThat's **£1,351.20** in total. You can pay both in one go from the Duties & Taxes page of the customer portal. A third declaration, GB-IMP-7740310, has a query raised, so there's nothing to pay on it yet.",
         bad=["You can pay both in one go from the Duties & Taxes page of the customer portal."],
         note="invented payment route/page", borderline=False),
    dict(text="Two declarations are awaiting payment, totalling £1,315.20: £958.40 on CVN-51230090 (due 23 March) and £392.80 on CVN-51230144 (due 25 March). GB-IMP-7740310 has a query raised.",
         bad=["Two declarations are awaiting payment, totalling £1,315.20: £958.40 on CVN-51230090 (due 23 March) and £392.80 on CVN-51230144 (due 25 March)."],
         note="wrong total: 958.40 + 392.80 = £1,351.20, not £1,315.20", borderline=False),
])

# 31
ANSWERS.append([
    dict(text="I'm sorry for the hassle this morning. The reason is that account KNT-4410 is currently **on stop** because it has gone over its credit limit.\n\n- Credit limit: £10,000.00\n- Current balance: £11,245.90\n\nThat's £1,245.90 over the limit. While an account is on stop, new collection bookings and new quotes are blocked, which is why the portal is rejecting them. You can still track existing consignments in the meantime.\n\nThe stop is lifted automatically once the balance falls below the limit, so a payment of more than £1,245.90 would release it and let you book collections again. If you let me know when a payment has gone through, I can check the account status for you.",
         bad=[], note="faithful arithmetic and rule application ('more than' because release is when balance is below the limit)", borderline=False),
    dict(text="Your account is on stop because the balance (£11,245.90) is over the £10,000 credit limit, and that blocks new collections. Once you pay more than £1,245.90, the stop lifts automatically, usually within an hour or two.",
         bad=["Once you pay more than £1,245.90, the stop lifts automatically, usually within an hour or two."],
         note="adds an invented release time to an otherwise supported sentence", borderline=False),
])

# 32
ANSWERS.append([
    dict(text="Yes — the export has cleared. Declaration EX-GB-220419 for CVN-77201553 was cleared at Immingham at 6:25 am on 14 March, and the consignment is expected in Oslo on 17 March.\n\nOn duties: the shipment is on **DAP** (Delivered at Place) terms, and the declaration shows that the **receiver** pays the import duties in Norway, so there's nothing for you to pay at the Norwegian end. Norway doesn't charge import duty on stainless steel fittings from the UK, so in practice your customer should only face import VAT.\n\nFor reference, the consignment is 1,200 stainless steel fittings valued at £9,600 (£8.00 each), with a net weight of 840 kg.",
         bad=["Norway doesn't charge import duty on stainless steel fittings from the UK, so in practice your customer should only face import VAT."],
         note="plausible but unsupported tariff claim", borderline=False),
    dict(text="Good news: the export declaration (EX-GB-220419) shows a status of cleared. It went through the exit office at Immingham at 6:25 am UK time on 14 March, and the estimated arrival in Oslo is 17 March.\n\nHere's a quick summary of what was declared:\n- 1,200 stainless steel fittings (HS code 7307221000)\n- Value: £9,600, or £8.00 per fitting\n- Net weight: 840 kg (0.84 tonnes)\n\nThe shipment is on DAP terms, which means you, as the sender, pay the Norwegian import duties once the goods arrive. Let me know if you need a copy of the export declaration.",
         bad=["The shipment is on DAP terms, which means you, as the sender, pay the Norwegian import duties once the goods arrive."],
         note="import_duties_paid_by is receiver; the answer reverses who pays", borderline=False),
])

# 33
ANSWERS.append([
    dict(text="So far this quarter (up to 18 March), 389 of your 412 deliveries were on time, which is about 94.4%. That's just under your 95% target — about 0.6 percentage points short. The 23 late deliveries were delayed by 5.4 hours on average.",
         bad=[], note="faithful percentage", borderline=False),
    dict(text="You're at 94.4% on time (389 of 412), just below the 95% target, so service credits will be applied to your next invoice.",
         bad=["You're at 94.4% on time (389 of 412), just below the 95% target, so service credits will be applied to your next invoice."],
         note="invented consequence (service credits) joined to correct figures", borderline=False),
])

# 34
ANSWERS.append([
    dict(text="Yes, a pre-9 am delivery is available to EH6 7BD on 27 March, and it adds a £24.00 surcharge. If a little later works, pre-noon is £14.00 and a morning window (8 am–12 pm) is £8.00. To book it, add the code PRE9 in the special instructions field when you create the consignment.",
         bad=["To book it, add the code PRE9 in the special instructions field when you create the consignment."],
         note="invented booking step/code", borderline=False),
    dict(text="Yes, you can. A pre-9 am delivery to EH6 7BD on 27 March costs an extra £24.00. There are cheaper options if the time is flexible:\n- Before 12 pm: +£14.00\n- Morning, 8 am to 12 pm: +£8.00\n\nSo pre-9 costs £16 more than the morning window. Saturday delivery isn't available there.",
         bad=[], note="faithful; 24-8=16", borderline=False),
])

# 35
ANSWERS.append([
    dict(text="Here's the weekly picture across your three storage locations:\n\n| Location | Pallets | Capacity | Rate | Weekly cost | Space left |\n|---|---|---|---|---|---|\n| Bay A | 46 | 60 | £3.20 | £147.20 | 14 |\n| Bay B | 58 | 60 | £3.20 | £185.60 | 2 |\n| Cold 1 | 12 | 20 | £7.50 | £90.00 | 8 |\n\nIn total you're paying **£422.80 a week** for 116 pallets, and you have **24 pallet spaces** left (16 ambient and 8 cold). Bay B is almost full with only 2 spaces, so any new ambient stock would be best going into Bay A. Let me know if you'd like a monthly estimate as well.",
         bad=[], note="faithful sums; advice about Bay A follows from the free space", borderline=False),
    dict(text="Your storage costs £422.80 per week: £147.20 for Bay A (46 pallets), £185.60 for Bay B (58 pallets) and £90.00 for the 12 pallets in Cold 1. You have 24 spaces free in total — 14 in Bay A, 2 in Bay B and 8 in Cold 1.",
         bad=[], note="faithful", borderline=False),
])

# 36
ANSWERS.append([
    dict(text="Here's how the two quotes compare for your 2 pallets:\n\n- **Economy (Q-90412):** £148.60 ex VAT, 3 working days — £74.30 per pallet\n- **Next-day (Q-90413):** £201.80 ex VAT, 1 working day — £100.90 per pallet\n\nNext-day costs **£53.20 more**, which is about 36% on top of the economy price, and it gets there 2 working days sooner — roughly £26.60 for each day saved.\n\nWhether it's worth it really depends on how urgent the delivery is. If your customer can wait the extra two days, economy is the better value; if a quicker delivery matters, £53.20 is the premium. Both quotes are valid until 31 March, so you have some time to decide.",
         bad=[], note="faithful arithmetic; recommendation is conditional", borderline=False),
    dict(text="The next-day quote is £201.80 and the economy quote is £148.60 (both excluding VAT), so the difference is £53.20. In return, next-day takes 1 working day instead of 3.\n\nPer pallet, that's £100.90 for next-day versus £74.30 for economy.\n\nI can't tell you whether it's worth it without knowing your deadline, but a simple way to look at it: you'd pay £53.20 to have the pallets arrive two working days earlier. If there's no rush, economy will do the job for less. Both quotes are valid until 31 March.",
         bad=[], note="faithful", borderline=False),
])

# 37
ANSWERS.append([
    dict(text="Tomasz is on his way — there are 3 stops before yours, and he's expected between 2:10 pm and 3:10 pm today.",
         bad=[], note="faithful (UTC offset +00:00 = UK time in March)", borderline=False),
    dict(text="CVN-68830145 is out for delivery with your driver, Tomasz. He has 3 stops to make before he reaches you, and the estimated arrival window is **2:10 pm to 3:10 pm** on 19 March. That estimate was last updated at 12:48 pm, so it may shift a little as he completes his earlier drops.",
         bad=[], note="faithful; 'may shift' is a hedge about an estimate", borderline=True),
])

# 38
ANSWERS.append([
    dict(text="Here's where your Euro pallet (1200 × 800) exchange account stands:\n\n- Opening balance: 40\n- Issued to you: 65\n- Returned: 52\n- **Closing balance: 53 pallets owed**\n\nCharges only apply to pallets above 30, so 23 of those 53 are chargeable at €9.50 each. If nothing changes before the reconciliation on 31 March, that would be **€218.50**.\n\nEvery pallet you return before then reduces the charge by €9.50, and getting the balance down to 30 or below would avoid it completely. The easiest way is to drop them at any depot trade counter and ask for an exchange receipt, which updates your balance the same day.",
         bad=["The easiest way is to drop them at any depot trade counter and ask for an exchange receipt, which updates your balance the same day."],
         note="invented return procedure", borderline=False),
    dict(text="You owe 53 Euro pallets. At €9.50 per unreturned pallet, that's €503.50 if they're not back by 31 March.",
         bad=["At €9.50 per unreturned pallet, that's €503.50 if they're not back by 31 March."],
         note="ignores charge_applies_above 30: only 23 pallets are chargeable (€218.50); wrong scope of the charge", borderline=False),
])

# 39
ANSWERS.append([
    dict(text="CVN-80917734 has enhanced cover with a declared value of £18,000, at a premium of £81.00 (0.45%). Glass is excluded only from standard cover, so on enhanced cover the cabinets are protected up to the full £18,000, subject to a £250 excess.",
         bad=["Glass is excluded only from standard cover, so on enhanced cover the cabinets are protected up to the full £18,000, subject to a £250 excess."],
         note="the exclusion list is on this enhanced cover; the answer limits it to standard cover and inverts the conclusion", borderline=False),
    dict(text="Unfortunately, probably not. CVN-80917734 is on **enhanced cover** with a declared value of £18,000, and the premium is £81.00 (0.45% of the declared value). However, the cover lists two exclusions: **glass** and perishables.\n\nSo if the cabinets are made of glass, or damage affects the glass parts, that wouldn't be covered under this policy. Any claim that is covered would also be subject to a £250 excess.\n\nIf the glass is important to protect, it would be worth checking with your account manager whether any additional cover is available before the consignment ships — I don't have any information about options beyond what's on this record.",
         bad=[], note="faithful; the 'glass parts' reading of the exclusion is a reasonable interpretation",
         borderline=True),
])
