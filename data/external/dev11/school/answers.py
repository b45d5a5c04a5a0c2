"""Two hand-written chatbot answers per item of records.py (Claude as data helper).

Which answer is hallucinated, the kind of planted mistake and the target length were fixed
before writing by plan.py (random.Random(11017)). Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note, borderline. ANSWERS[q][k] is answer k of
item q.
"""


def A(text, bad=None, note="", borderline=False):
    return dict(text=text, bad=[bad] if bad else [], note=note, borderline=borderline)


ANSWERS = [
    # 0 (1 a short) (1 b long)
    [A("Isla's attendance is 93.6% for this year so far (3 September to 13 February), which is below the trust's target of 96%. She has missed 13 sessions, 4 of them unauthorised. Her form tutor will be in touch to arrange an attendance review meeting.",
       "Her form tutor will be in touch to arrange an attendance review meeting.",
       "(a) invented follow-up meeting; the record only names the attendance officer"),
     A("Here's Isla's attendance from Wednesday 3 September 2025 to Friday 13 February 2026:\n\n- **Attendance:** 93.6% (present for 191 of 204 possible sessions)\n- **Authorised absences:** 9 sessions\n- **Unauthorised absences:** 4 sessions\n- **Late marks:** 7 in total, all of them before the registers closed\n\nSo yes, she's currently below the trust's 96% target, about 2.4 percentage points short. To be at 96% she would have needed to be present for roughly 196 of the 204 sessions, so she's around 5 sessions below that. She is above the 90% level at which a pupil counts as persistently absent, though.\n\nIf you'd like to talk it through, the attendance officer is Mr D. Halloran, and you can e-mail him at attendance@brackenwoodacademy.org.uk.",
       "**Late marks:** 7 in total, all of them before the registers closed",
       "(b) wrong scope: 6 lates were before registers closed and 1 after; the total of 7 is right")],
    # 1 (0 long) (0 medium)
    [A("Oscar has been late **5 times** so far this half term (which runs from 23 February to 27 March):\n\n- Tuesday 24 February, morning: 6 minutes (bus delay)\n- Monday 2 March, morning: 12 minutes (overslept)\n- Thursday 5 March, morning: 34 minutes (no reason given)\n- Tuesday 10 March, afternoon: 4 minutes (no reason given)\n- Thursday 12 March, morning: 9 minutes (bus delay)\n\nFour of these were before the registers closed, so he was still counted as present. The one on 5 March was after the registers closed, so that session counts as an unauthorised absence. Altogether he missed 65 minutes, about 13 minutes each time on average. He has had one late detention this half term, which he served on Friday 6 March.",
       note="faithful; 6+12+34+4+9 = 65; 65/5 = 13; L/U meanings from the table's key"),
     A("Five times so far. Two were down to bus delays (24 February and 12 March), once he overslept (2 March), and two had no reason given (5 and 10 March). The most serious was 5 March, when he arrived 34 minutes late, after the registers had closed, so that morning is recorded as an unauthorised absence. The other four were before registers closed, so he was marked present. He's already had one late detention this half term, served on 6 March.",
       note="faithful")],
    # 2 (1 a short) (0 long)
    [A("Maisie has £2.35 left, which isn't quite enough for the £2.65 meal deal, and her account can't go overdrawn. Online top-ups usually show on the till within an hour, so if you top up tonight she'll be fine tomorrow.",
       "Online top-ups usually show on the till within an hour, so if you top up tonight she'll be fine tomorrow.",
       "(a) invented top-up processing time"),
     A("Maisie's account has **£2.35** in it (as of 4:10 pm on 4 March).\n\nThat's 30p short of a £2.65 meal deal, and her account isn't allowed to go overdrawn, so she won't be able to buy a meal deal tomorrow unless you top up first, though she could still buy something that costs £2.35 or less.\n\nA few other things from her account:\n- Her last top-up was £20.00 by card on Friday 27 February.\n- Low-balance alerts go by e-mail when the balance drops below £5.00.\n- She can spend up to £4.50 a day.\n\nTo cover a meal deal every day for a full school week (5 x £2.65 = £13.25), you'd need to add at least £10.90.",
       note="faithful; 265-235 = 30p; 5 x 2.65 = 13.25; 13.25 - 2.35 = 10.90; a 5-day school week is assumed",
       borderline=True)],
    # 3 (0 medium) (0 long)
    [A("You've paid £95 of the £185 so far (the £50 deposit and the £45 instalment in February), so **£90 is left to pay**. That's two more instalments of £45: the next one is due on Friday 20 March, and the last one on Friday 24 April. You can pay both through the portal.",
       note="faithful; 50+45 = 95; 185-95 = 90"),
     A("Here's where Ethan's Malham fieldwork payments stand. The trip costs £185.00 in total, and you've paid:\n\n1. £50.00 deposit, paid on 12 January (due 16 January)\n2. £45.00, paid on 20 February\n\nThat's £95.00 paid, leaving **£90.00** to go, in two instalments:\n\n3. £45.00 due **Friday 20 March** (this is the next one)\n4. £45.00 due **Friday 24 April**\n\nThe final payment is due about seven weeks before the trip itself, which runs from Monday 15 to Wednesday 17 June. Payments are made through the portal. Just so you know, the deposit isn't refundable.",
       note="faithful; 24 April -> 15 June = 52 days, about seven weeks")],
    # 4 (0 long) (0 short)
    [A("Part of your order (UNI-33817) is on its way, and one item is still to come.\n\n**Dispatched on Friday 27 February with Northway Parcels** (tracking NWP-558201-BW):\n- Blazer with crest, size 34\": £38.50\n- 2 x House tie (Kestrel): £12.50\n\n**Still waiting:**\n- PE quarter-zip top, size M: £24.00. This is on backorder and is expected to be dispatched on Monday 16 March.\n\nYour order came to £78.95 in total: £75.00 of uniform plus £3.95 home delivery. I can't see a delivery date for the first parcel here, so the tracking number is the best way to follow it.",
       note="faithful; 38.50 + 2 x 6.25 + 24.00 = 75.00; + 3.95 = 78.95"),
     A("The blazer and the two ties were sent with Northway Parcels on 27 February (tracking NWP-558201-BW). The PE quarter-zip top is on backorder and should be dispatched on 16 March.",
       note="faithful; 'should be dispatched' restates expected_dispatch")],
    # 5 (0 medium) (0 medium)
    [A("The summer term officially starts on Monday 13 April, but that's an INSET day, so pupils go back on **Tuesday 14 April**. There's one more INSET day next term, on Friday 26 June, when the school is closed to pupils. Also worth noting: school is closed for the bank holiday on Monday 4 May, and half term is 25-29 May. The term ends on Tuesday 21 July.",
       note="faithful; weekdays checked"),
     A("Pupils are back on Tuesday 14 April. Next term has two INSET days:\n- Monday 13 April (the first day of term, so the children stay at home)\n- Friday 26 June\n\nSo, counting the bank holiday on Monday 4 May, there are three weekdays in the summer term, outside half term (25 to 29 May), when the school is closed to pupils.",
       note="faithful; closures in term: 13 Apr, 4 May, 26 Jun = 3")],
    # 6 (0 short) (1 b long)
    [A("No, I'm afraid it was declined on 2 March by Mrs A. Okonjo, the Attendance Lead. If Noah is away from 23 to 26 March anyway, it will be recorded as unauthorised and a penalty notice is possible.",
       note="faithful"),
     A("I'm sorry, the request for Noah (ABR-2026-0419) has been **declined**. Mrs A. Okonjo, the Attendance Lead, made the decision on Monday 2 March at 2:25 pm, with the note: \"Leave in term time is only granted in exceptional circumstances.\"\n\nThe request covered Monday 23 to Thursday 26 March, which is 8 sessions (four school days). If Noah is taken out of school on those days regardless, the absence will be recorded as unauthorised, and a penalty notice will be issued.\n\nYou can appeal the decision. Appeals go to the headteacher at headteacher@brackenwoodacademy.org.uk and need to be in by Monday 9 March, which gives you a week from the date of the decision.",
       "If Noah is taken out of school on those days regardless, the absence will be recorded as unauthorised, and a penalty notice will be issued.",
       "(b) penalty_notice_possible: 'possible' turned into 'will be issued'")],
    # 7 (1 a medium) (0 short)
    [A("Yes, there are three changes for Leo on Thursday 5 March:\n\n- Period 2 (9:55-10:55 am): Chemistry moves from S4 to S11.\n- Period 4 (12:15-1:15 pm): History is being covered by Ms R. Vane instead of Mr P. Gorski, still in H2.\n- Period 5 (2-3 pm): PE is in Gym 2 instead of the Sports Hall, because the hall is being used for mock exams.\n\nS11 is on the first floor of the science block, next to the prep room.",
       "S11 is on the first floor of the science block, next to the prep room.",
       "(a) invented room location"),
     A("Yes: Chemistry (period 2) is in S11 instead of S4, History (period 4) is covered by Ms R. Vane, and PE (period 5) moves to Gym 2.",
       note="faithful; 'tomorrow' = 5 March per generated_at 4 March")],
    # 8 (0 medium) (0 long)
    [A("For a Year 8 pupil, three Tuesday clubs have places this block:\n- Chess Club: free, 6 places left (3:15-4:15 pm, L3)\n- Spanish Conversation: free, 11 places left (3:15-4 pm, M5)\n- Street Dance: £12.00 for the block, 4 places left (3:20-4:20 pm, Drama 1)\n\nRobotics is full, but its waiting list is open.",
       note="faithful; Climbing (Years 9-13) correctly left out"),
     A("Here are the Tuesday clubs for the Spring 2 block (24 February to 24 March) that are open to Year 8 and still have places:\n\n1. **Chess Club**: free; 6 of 24 places left; 3:15-4:15 pm in L3\n2. **Spanish Conversation**: free; 11 of 20 places left; 3:15-4:00 pm in M5\n3. **Street Dance**: £12.00 for the block; 4 of 25 places left; 3:20-4:20 pm in Drama 1\n\nThese three overlap in time, so she'd only be able to do one of them on a Tuesday.\n\n**Robotics** (£18.00, Years 8-10) is full at the moment, but there's a waiting list you can join. **Climbing** still has 2 places, but it's for Years 9-13 only, so she isn't eligible yet.",
       note="faithful; overlap read from the times")],
    # 9 (1 b long) (1 d medium)
    [A("Amara is entered for seven GCSEs in the Summer 2026 series:\n\n- Mathematics (higher tier)\n- English Language\n- English Literature\n- Combined Science (higher tier)\n- Computer Science\n- Religious Studies\n- Polish\n\nThe school is paying for the first six. **Polish is the one you pay for**: the fee is £58.40 and it's currently unpaid. Her Polish entry is already confirmed, so the only thing left is the payment, which is due by Friday 13 March.\n\nIf it's paid after 13 March, a late entry surcharge of £32.00 applies, which would bring it to £90.40. If you have any questions about the entries, the exams officer is Mrs J. Tallis (exams@brackenwoodacademy.org.uk).",
       "Her Polish entry is already confirmed, so the only thing left is the payment, which is due by Friday 13 March.",
       "(b) entry_confirmed is false and is confirmed only on payment"),
     A("She's entered for Maths and Combined Science (both higher tier), English Language, English Literature, Computer Science, Religious Studies and Polish. The school covers all of them except Polish, which costs £58.40 and hasn't been paid yet; her Polish entry will only be confirmed once it's paid. Please pay by 13 March to avoid the £32.00 late surcharge. You can pay it in the portal under Payments > Exam Fees, using reference 4107-POL.",
       "You can pay it in the portal under Payments > Exam Fees, using reference 4107-POL.",
       "(d) invented payment path and reference code")],
    # 10 (0 long) (0 medium)
    [A("Here are your appointments for Hannah at the Year 11 Parents' Evening on **Thursday 12 March** in the Main Hall (in person, 5 minutes each):\n\n- 4:40 pm: Mathematics, Mr S. Adebayo (table M3)\n- 4:50 pm: English, Ms L. Carrow (table E1)\n- 5:05 pm: Chemistry, Dr F. Nwosu (table S2)\n- 5:15 pm: French, Mrs K. Byrne (table L4)\n\nYour last appointment finishes at 5:20 pm, so you'll be there for about 40 minutes in total, with short gaps between each one. You don't have an appointment with Mr T. Inglis (History), because he was fully booked.",
       note="faithful; 17:15 + 5 = 17:20; 16:40 -> 17:20 = 40 min; gaps of 5, 10 and 5 minutes"),
     A("You have four appointments on Thursday 12 March in the Main Hall: Maths with Mr S. Adebayo at 4:40 pm, English with Ms L. Carrow at 4:50 pm, Chemistry with Dr F. Nwosu at 5:05 pm and French with Mrs K. Byrne at 5:15 pm. Each one is 5 minutes. History (Mr T. Inglis) isn't booked, because his slots were full.",
       note="faithful")],
    # 11 (0 medium) (1 a long)
    [A("Ruby's bus (route BW3, run by Tarnside Coaches) picks her up at **7:52 am** at the Hollow Lane / Post Office stop. In the afternoon it leaves school at 3:25 pm and gets back to her stop at 3:58 pm. Her pass is paid up for the autumn and spring terms (£180 each). The summer term payment of £180 is still to pay, due by Friday 10 April.",
       note="faithful"),
     A("Here are the details for Ruby's bus pass (BP-26-01884):\n\n**Times** (route BW3 with Tarnside Coaches)\n- Morning pick-up: 7:52 am at Hollow Lane / Post Office\n- Afternoon: leaves school at 3:25 pm, back at her stop at 3:58 pm (a 33-minute journey)\n\n**Payments** (a paid seat at £540 for the year, paid termly)\n- Autumn: £180, paid\n- Spring: £180, paid\n- Summer: £180, due by Friday 10 April\n\nSo she's paid up to the end of this term, with £180 left to pay for the summer. If the summer payment is late, her pass will be suspended until it's been paid. The pass is valid until 21 July.",
       "If the summer payment is late, her pass will be suspended until it's been paid.",
       "(a) invented suspension rule")],
    # 12 (0 long) (0 short)
    [A("Good news, I think it's been found. A navy PE hoodie labelled \"J ADEYEMI\" (size Age 13-14, ref LP-1187) was handed in on Thursday 26 February after being found in the Sports Hall changing rooms. It's being held at Student Services.\n\nYou (or your child) can collect it from Student Services Monday to Friday, 8:15-8:40 am or 3:15-3:45 pm. Unclaimed items are kept for 31 days, so it should be there until around 29 March.\n\nThere's also an unlabelled navy hoodie (size S, ref LP-1163) found in the canteen on 10 February, due to be disposed of on 13 March, which is worth a look if you're missing a second one.",
       note="faithful; 26 Feb + 31 days = 29 March, counting from the found date as LP-1163's disposal date implies (10 Feb + 31 = 13 March)",
       borderline=True),
     A("Yes, a navy PE hoodie labelled J ADEYEMI (ref LP-1187) was found in the Sports Hall changing rooms on 26 February. It's at Student Services, open for collection 8:15-8:40 am and 3:15-3:45 pm on weekdays.",
       note="faithful; Mon-Fri = weekdays")],
    # 13 (0 medium) (0 short)
    [A("Theo's Spring Progress Report (issued 13 February) shows him at or above target in four of his seven subjects. He's ahead of target in Geography (7 vs 6) and Art (8 vs 7), and on target in English Language and Combined Science (both 6). He's below target in three: Mathematics (5 vs a target of 7), Spanish (4 vs 5) and Computer Science (6 vs 7). Maths is the biggest gap, at two grades, and it's also the only subject where his effort is rated \"requires improvement\".",
       note="faithful; effort 3 only in Maths"),
     A("He's at or above target in 4 of his 7 subjects; he's furthest behind in Maths (grade 5 against a target of 7).",
       note="faithful")],
    # 14 (1 c medium) (0 medium)
    [A("Kai has a Science detention on Thursday 5 March, issued by Mr O. Fenwick on 3 March for not handing in his homework. It starts at 3:15 pm in room S7 and lasts 45 minutes, so he'll finish at 4:15 pm. You may want to plan his journey home around that.",
       "It starts at 3:15 pm in room S7 and lasts 45 minutes, so he'll finish at 4:15 pm.",
       "(c) 3:15 pm + 45 min = 4:00 pm, not 4:15 pm"),
     A("Yes, Mr O. Fenwick gave Kai a detention on Tuesday 3 March because his Science homework wasn't submitted. It's on **Thursday 5 March from 3:15 to 4 pm** (45 minutes) in room S7. The earlier detention on his record, for being late to a Maths lesson, was a 20-minute one at 1:05 pm on 12 February, and he's already served it.",
       note="faithful; 15:15 + 45 = 16:00")],
    # 15 (1 c short) (0 long)
    [A("Yes, two forms are still outstanding: the Eden Moor residential form, due 10 March, and the paracetamol consent form, due 30 March. The Eden Moor one also needs a medical update.",
       "Yes, two forms are still outstanding: the Eden Moor residential form, due 10 March, and the paracetamol consent form, due 30 March.",
       "(c) paracetamol form deadline is 20 March, not 30 March"),
     A("Yes, there are two forms still waiting for you:\n\n1. **Year 8 residential: Eden Moor Outdoor Centre** (CF-771), due by **Tuesday 10 March**, so in 6 days. It needs your signature and an update to Sophie's medical information.\n2. **Paracetamol administration consent** (CF-779), due by **Friday 20 March**. This one just needs your signature.\n\nThe other two are already done: you signed the photography and media consent on 8 September 2025 and the local area walks form for Geography on 14 January.\n\nThe Eden Moor form is the more urgent one.",
       note="faithful; as_of 4 March -> 10 March = 6 days")],
    # 16 (1 b medium) (0 short)
    [A("Yes, it has! Your application (FSM-26-0312) was approved on 26 February, and free school meals started for Lewis and Evie on Monday 2 March. Each of them gets a daily meal allowance of £2.65, which is added to their account at 12:05 am every day. Any allowance they don't use is carried over to the next day. Both children have also been registered for pupil premium, and eligibility will next be checked on 1 September.",
       "Any allowance they don't use is carried over to the next day.",
       "(b) unused_allowance_carries_over is false (inverted)"),
     A("Yes, it was approved on 26 February, and Lewis and Evie have each had £2.65 a day for lunch since 2 March. Unused allowance doesn't carry over to the next day.",
       note="faithful; 'for lunch' paraphrases daily_meal_allowance", borderline=True)],
    # 17 (1 d long) (1 c short)
    [A("Grace's violin invoice for the Summer 2026 term (MUS-2603-0448) comes to **£175.80**, and it's due by **Friday 17 April**.\n\nHere's how that's made up:\n- 10 lessons of 30 minutes with Mrs H. Dunmore at £18.20 each: £182.00\n- Sibling discount (10%): -£18.20\n- Violin hire: £12.00\n\nThe invoice has been issued. You can pay it online through the portal under Music > Invoices, or by card over the phone on 01632 960 217. If you ever want to stop lessons, you'd need to give notice by half term of the previous term. Any billing questions can go to music.billing@brackenwoodacademy.org.uk.",
       "You can pay it online through the portal under Music > Invoices, or by card over the phone on 01632 960 217.",
       "(d) invented payment path and phone number"),
     A("It's 10 lessons at £18.20, less a 10% sibling discount, plus £12 instrument hire: £177.80 in total, due by Friday 17 April. The lessons are 30 minutes each, with Mrs H. Dunmore.",
       "It's 10 lessons at £18.20, less a 10% sibling discount, plus £12 instrument hire: £177.80 in total, due by Friday 17 April.",
       "(c) 182.00 - 18.20 + 12.00 = 175.80, not 177.80")],
    # 18 (0 long) (1 a medium)
    [A("Yes, Freya was marked absent on Wednesday 4 March, for both the morning and afternoon sessions, and both are coded **I** (illness), which counts as an authorised absence. So her sickness has been recorded correctly.\n\nHere's her full week (2-6 March):\n- Monday: present all day\n- Tuesday: late in the morning, but before the registers closed, so marked present; present in the afternoon\n- Wednesday: absent all day, illness (authorised)\n- Thursday: morning absence for a medical or dental appointment (authorised); present in the afternoon\n- Friday: present all day\n\nAltogether she was present for 7 of the 10 sessions that week, and all 3 absences were authorised. There are no unauthorised absences.",
       note="faithful; codes from the table's key; 7 present of 10"),
     A("Yes, she was. Both Wednesday sessions (morning and afternoon) are marked I, which means illness, and that's an authorised absence. Because it was authorised, it won't count against her attendance percentage. The rest of the week she was in, apart from a medical or dental appointment on Thursday morning (also authorised), and she was late on Tuesday morning but arrived before the registers closed.",
       "Because it was authorised, it won't count against her attendance percentage.",
       "(a) invented consequence; the table says nothing about attendance percentages")],
    # 19 (1 d medium) (1 c short)
    [A("Your £20 top-up from 7:42 pm on Tuesday 3 March hasn't reached Jacob's account yet because it's still pending: it's waiting for your card to authorise it. That's why the balance is still showing £3.10. Once it's authorised, the balance should go up to £23.10. If it stays pending for 48 hours, it'll be cancelled and you won't be charged. If that happens, ring your bank and quote reference TU-88121 to release the payment.",
       "If that happens, ring your bank and quote reference TU-88121 to release the payment.",
       "(d) invented step (TU-88121 is the top-up id, but nothing says to ring the bank)"),
     A("Your £20 top-up from last night is still pending card authorisation, which is why it hasn't shown yet. Once it goes through, Jacob's balance will be £25.10.",
       "Once it goes through, Jacob's balance will be £25.10.",
       "(c) 3.10 + 20.00 = 23.10, not 25.10")],
    # 20 (0 long) (0 medium)
    [A("Across both children, you currently owe **£154.50**. Here's the breakdown:\n\n**Poppy (Year 10)**\n- Music lessons (Spring 2026): £87.50, overdue (it was due on 30 January)\n- Malham fieldwork, instalment 3: £45.00, due Friday 20 March\n\n**Alfie (Year 7)**\n- Science Museum trip: £22.00, due Wednesday 11 March\n\nI haven't included Alfie's Street Dance club (£12.00), which you paid on 23 February, or Poppy's GCSE revision guide pack (£14.99), which was cancelled. The music lessons are the most pressing, as they're already overdue: £87.50 is overdue right now, with the other £67.00 due later this month.",
       note="faithful; 87.50+45+22 = 154.50; 45+22 = 67"),
     A("You owe £154.50 in total right now: £87.50 for Poppy's spring music lessons (due 30 January and now overdue), £45.00 for her third Malham instalment (due 20 March) and £22.00 for Alfie's Science Museum trip (due 11 March). That leaves out the £12.00 Street Dance fee, which is already paid, and the cancelled £14.99 revision guide pack.",
       note="faithful")],
    # 21 (1 d medium) (0 short)
    [A("Yes, it's all been processed. The shop received your return on 27 February. The 28\" skirt you exchanged the 26\" one for was sent out with Northway Parcels on Monday 2 March, and the £19.75 refund for the size L jumper was issued to your original card on 3 March. If the refund hasn't shown up, you can contact the uniform shop on 01632 960 591 or at uniformshop@brackenwoodacademy.org.uk.",
       "If the refund hasn't shown up, you can contact the uniform shop on 01632 960 591 or at uniformshop@brackenwoodacademy.org.uk.",
       "(d) invented phone number and e-mail"),
     A("Yes. The 28\" skirt was dispatched on 2 March as your exchange, and £19.75 for the jumper was refunded to your original card on 3 March.",
       note="faithful")],
    # 22 (1 d medium) (0 short)
    [A("The spring term ends on **Friday 27 March**, and it's an early finish: pupils leave at 1:15 pm, and the buses depart at 1:20 pm. The summer term starts with an INSET day on Monday 13 April, so the children go back on **Tuesday 14 April**. If you need childcare over the break, you can book the school's Easter holiday club at brackenwoodacademy.org.uk/holidayclub.",
       "If you need childcare over the break, you can book the school's Easter holiday club at brackenwoodacademy.org.uk/holidayclub.",
       "(d) invented holiday club and link"),
     A("They finish at 1:15 pm on Friday 27 March and go back on Tuesday 14 April, as Monday 13 April is an INSET day.",
       note="faithful")],
    # 23 (0 short) (0 long)
    [A("Not yet. Robotics is full (16 of 16 places taken), and Zara is third on the waiting list. You won't be charged the £18.00 fee unless she's offered a place and accepts it.",
       note="faithful"),
     A("Not yet, I'm afraid. The Tuesday Robotics club is full at the moment, with all 16 places taken, so Zara has been put on the waiting list. She's **number 3** on it.\n\nA few things that might help:\n- You haven't been charged anything. The £18.00 fee for the block is only taken if she's offered a place and you accept it.\n- If a place is offered, the offer expires after 48 hours, so it's worth keeping an eye on your messages so you don't miss it.\n- The next block starts on Tuesday 14 April.\n\nI'll be happy to check her position again later if you'd like.",
       note="faithful; 'keep an eye on your messages' is soft advice, though how offers are sent is not stated",
       borderline=True)],
    # 24 (1 d medium) (1 b long)
    [A("The £129.60 is made up of three things: the £49.60 entry fee for GCSE Statistics, a £32.00 late entry surcharge for that same entry, and £48.00 for a review of marking of his November 2025 English Language Paper 2. The late surcharge was added because the entry was made after the 21 February entry deadline. You've already paid the £48.00, so the balance is £81.60, due by 18 March.",
       "The late surcharge was added because the entry was made after the 21 February entry deadline.",
       "(d) invented reason and deadline date"),
     A("Here's what's on Daniel's exams invoice (EXM-INV-20417):\n\n1. **GCSE Statistics entry fee**: £49.60\n2. **Late entry surcharge for GCSE Statistics**: £32.00\n3. **Review of marking, GCSE English Language Paper 2 (November 2025)**: £48.00\n\nThat makes £129.60. You've already paid £48.00, so **£81.60** is still outstanding, due by **Wednesday 18 March**. You can pay by card through the portal or at the school office.\n\nThe review of marking left his grade unchanged. The review fee is refundable, so the £48.00 you paid will come back to you.\n\nIf you'd like any of these lines explained further, just ask.",
       "The review fee is refundable, so the £48.00 you paid will come back to you.",
       "(b) condition dropped: refundable only if the grade changes, and it was unchanged")],
    # 25 (1 c medium) (1 c short)
    [A("Here's what's still free at the Year 8 Parents' Evening on Thursday 19 March (online video calls, 5 minutes each):\n\n- English, Ms A. Quinlan: 4:35 pm, 4:40 pm or 5:55 pm\n- Maths, Mr R. Haddad: 4 pm or 6:20 pm\n- Science, Mrs P. Oyelaran: fully booked, I'm afraid\n\nBooking closes at midday on Wednesday 18 March.",
       "Maths, Mr R. Haddad: 4 pm or 6:20 pm",
       "(c) Haddad's later slot is 18:10, not 6:20 pm"),
     A("English (Ms Quinlan) has 4:35, 4:40 and 5:55 pm, Maths (Mr Haddad) has 4 pm and 6:10 pm, and Science is fully booked. Booking closes at noon on 19 March.",
       "Booking closes at noon on 19 March.",
       "(c) booking closes 2026-03-18 12:00, not 19 March")],
    # 26 (1 b short) (0 long)
    [A("Harvey boards the BW7 at Kestrel Road. Next week his pick-up stays at 7:54 am, as only the Holme Bridge stop is affected by the resurfacing.",
       "Next week his pick-up stays at 7:54 am, as only the Holme Bridge stop is affected by the resurfacing.",
       "(b) wrong scope: AM times at stops 4-5 (Kestrel Road included) are 6 minutes later that week"),
     A("Harvey gets the BW7 (Moorline Travel) from Kestrel Road, which is stop 4 on the route. Normally the bus is there at 7:54 am.\n\nNext week is different, though: from Monday 9 to Friday 13 March, Holme Bridge is closed for resurfacing, and the morning times at stops 4 and 5 are 6 minutes later. That means:\n\n- Kestrel Road pick-up: **8:00 am** (instead of 7:54 am)\n- Arrival at school: 8:28 am (instead of 8:22 am)\n\nHis own stop isn't moving; it's stop 3 that's been moved to Holme Bridge Garage. The afternoon bus still leaves school at 3:20 pm, and his pass is active until 21 July.",
       note="faithful; 7:54 + 6 = 8:00, 8:22 + 6 = 8:28; 'next week' taken as 9-13 March (no as_of date); the change note covers AM times only",
       borderline=True)],
    # 27 (1 b short) (1 b medium)
    [A("Mason has 11 behaviour points this term, and an after-school detention is triggered once he goes over 15, so he has 5 points to spare. His most recent were 2 points on 2 March for not having his equipment in Maths.",
       "Mason has 11 behaviour points this term, and an after-school detention is triggered once he goes over 15, so he has 5 points to spare.",
       "(b) threshold is at 15 points, not over 15 (4 more points triggers it)"),
     A("Mason has 11 behaviour points so far this term, and an after-school detention is given at 15, so 4 more points would mean a detention. His latest were 2 points on 2 March (no equipment in Maths) and 3 points on 26 February (low-level disruption in French). On the positive side, he has 46 achievement points, just 4 short of a bronze award at 50. His points reset at the end of each school year.",
       "His points reset at the end of each school year.",
       "(b) wrong scope: points_reset is each_term")],
    # 28 (0 medium) (0 short)
    [A("Mostly, yes. Comparing her autumn assessment (5 December) with the spring mocks (27 February):\n- English Language: 5 to 6 (up)\n- Mathematics: 4 to 5 (up)\n- English Literature: 5 to 5 (no change)\n- Biology: 6 to 6 (no change)\n- History: 5 to 4 (down)\n\nHer average across the five subjects has gone from 5.0 to 5.2. History is the one subject that's slipped.",
       note="faithful; 25/5 = 5.0, 26/5 = 5.2"),
     A("Yes, overall: she's gone up a grade in English Language and Maths, stayed the same in English Literature and Biology, and dropped a grade in History.",
       note="faithful")],
    # 29 (1 a long) (1 c short)
    [A("Arjun has three more drum lessons with Mr B. Carver this term, all on Thursdays in Music Practice Room 2. The times rotate each week:\n\n- **Thursday 5 March**: period 2, 9:55-10:25 am\n- **Thursday 12 March**: period 3, 11:15-11:45 am\n- **Thursday 26 March**: period 5, 2:00-2:30 pm\n\nThe lesson on Thursday 19 March (period 4) has been cancelled because Mr Carver is away, and a credit has been issued for it.\n\nSo far he's had 6 of the 10 lessons planned for this term. The credit will be taken off next term's invoice automatically.",
       "The credit will be taken off next term's invoice automatically.",
       "(a) invented handling of the credit"),
     A("He has lessons on Thursday 5 March at 9:55 am, 12 March at 11:15 am and 26 March at 2 pm, all in Music Practice Room 2. The lesson on Thursday 18 March is cancelled because Mr Carver is away, and you've been given a credit for it.",
       "The lesson on Thursday 18 March is cancelled because Mr Carver is away, and you've been given a credit for it.",
       "(c) the cancelled lesson is on 19 March, not 18 March")],
    # 30 (1 c long) (1 d short)
    [A("You'll be getting **£324.00** back for Bethany's place on the Year 9 Ski Trip to the Aosta Valley.\n\nHere's how that's worked out from the £620.00 you'd paid:\n- The £150.00 deposit isn't refundable.\n- The £38.00 insurance premium isn't refundable either.\n- That leaves £432.00, and a 25% cancellation charge (£108.00) is taken from that.\n\nSo, out of the £620.00 you paid, you'll lose £286.00 in total. The refund is being processed now and will go back to the payment method you originally used. It's expected by Friday 13 March.",
       "So, out of the £620.00 you paid, you'll lose £286.00 in total.",
       "(c) 150 + 38 + 108 = 296, not 286"),
     A("You'll get £324.00 back to your original payment method, expected by 13 March. If it hasn't arrived by then, e-mail trips@brackenwoodacademy.org.uk.",
       "If it hasn't arrived by then, e-mail trips@brackenwoodacademy.org.uk.",
       "(d) invented e-mail address")],
    # 31 (1 c short) (1 a medium)
    [A("Yes, it has dropped from 95.8% in the autumn term to 90.2% so far this term, a fall of 4.6 percentage points. She's also had 3 unauthorised absences this term, compared with none in the autumn.",
       "Yes, it has dropped from 95.8% in the autumn term to 90.2% so far this term, a fall of 4.6 percentage points.",
       "(c) 95.8 - 90.2 = 5.6 points, not 4.6"),
     A("Yes, it has. Daisy's attendance was 95.8% in the autumn term (136 of 142 sessions), but so far this spring term it's 90.2% (74 of 82), as of 4 March. This term she's missed 8 sessions: 5 authorised and 3 unauthorised, whereas in the autumn all 6 of her absences were authorised. Her figure for the year to date is 93.8%, below the school's 96% target. At this level, she'll now be referred to the attendance team for monitoring.",
       "At this level, she'll now be referred to the attendance team for monitoring.",
       "(a) invented referral")],
    # 32 (1 d medium) (0 medium)
    [A("Ella has a Week B Monday on 9 March. After registration in C12 at 8:35 am, her lessons are Maths (8:50 am, M4), English (9:55 am, E6), Science (11:15 am, S2), PE (12:15 pm, Sports Hall) and French (2 pm, L5). Yes, she needs her PE kit. She should hand it in at the PE office before registration so it can be stored until period 4.",
       "She should hand it in at the PE office before registration so it can be stored until period 4.",
       "(d) invented step"),
     A("Yes, she'll need her PE kit: she has PE in period 4 with Mr C. Okafor. Her full day (Monday 9 March, Week B) is:\n1. Maths, 8:50-9:50 am, M4 (Mr R. Haddad)\n2. English, 9:55-10:55 am, E6 (Ms A. Quinlan)\n3. Science, 11:15 am-12:15 pm, S2 (Mrs P. Oyelaran)\n4. PE, 12:15-1:15 pm, Sports Hall\n5. French, 2-3 pm, L5 (Mme C. Bastide)\n\nRegistration is at 8:35 am in C12.",
       note="faithful; kit_required true")],
    # 33 (0 short) (0 short)
    [A("Reuben spent £14.90 in the canteen last week (23-27 February), which averages out at £2.98 a day.",
       note="faithful; 265+310+330+80+265+240 = 1490; 14.90/5 = 2.98; includes the 80p toast at 10:58, said as 'in the canteen'"),
     A("£14.10 on lunch over the five days, plus 80p on toast at 10:58 am on Thursday, so £14.90 altogether.",
       note="faithful; 265+310+330+265+240 = 1410; 'lunch' read from the 13:18-13:31 purchase times",
       borderline=True)],
    # 34 (1 d medium) (0 short)
    [A("Yes, it went through. Your report was received at 7:48 am today, and Finn's absence is recorded as illness (code I) from Wednesday 4 March, with his expected return on Friday 6 March. As he's been vomiting, he should stay off until 48 hours after the last episode of sickness or diarrhoea. You'll need to update the school each day he's off. If he's still unwell on Friday, please call the attendance line on 01632 960 305 before 8:30 am.",
       "If he's still unwell on Friday, please call the attendance line on 01632 960 305 before 8:30 am.",
       "(d) invented phone number and cut-off time"),
     A("Yes, it was received at 7:48 am and Finn is marked as absent through illness. You'll need to update the school every day he's off; he's expected back on Friday 6 March.",
       note="faithful")],
    # 35 (0 long) (0 medium)
    [A("Unfortunately the 30S trousers (charcoal slim-fit, £16.50) are out of stock at the moment, with more expected on Wednesday 18 March.\n\nIf you add them to your basket, here's how it would look:\n- Girls' pleated skirt (28\"): £21.00\n- House tie (Kestrel): £6.25\n- Trousers 30S: £16.50\n- **Subtotal: £43.75**\n\nThat's under the £50.00 free delivery threshold, so home delivery would add £3.95, making **£47.70**. Alternatively, click and collect from Reception is free, so you'd pay just £43.75.\n\nIf you need them sooner, 30R is in stock (4 left) at £17.50, which would make the total £48.70 with delivery.",
       note="faithful; 27.25+16.50 = 43.75; +3.95 = 47.70; 27.25+17.50+3.95 = 48.70"),
     A("30S is out of stock right now; it's due back on 18 March. If you add a pair at £16.50, your basket would come to £43.75, plus £3.95 for home delivery (you'd be under the £50 free-delivery threshold), so £47.70 in total. Choosing click and collect instead would save the £3.95, as it's free.",
       note="faithful")],
    # 36 (1 b medium) (0 long)
    [A("Priya has five exams that week: English Literature Paper 1 on Monday 11 May (9 am to 10:45 am), Mathematics Paper 1 on Wednesday 13 May (1:30 pm to 3 pm), Biology Paper 1 and Geography Paper 1 on Thursday 14 May (9 am to 10:15 am, and 1:30 pm to 3:30 pm), and History Paper 1 on Friday 15 May (9 am to 11 am). Both of Thursday's exams are in the Sports Hall. She needs to arrive 15 minutes before each start, with a clear pencil case.",
       "Both of Thursday's exams are in the Sports Hall.",
       "(b) wrong scope: Thursday's exams are in the Main Hall"),
     A("Here's Priya's exam week (candidate number 3862):\n\n- **Monday 11 May**: English Literature Paper 1, 9:00-10:45 am, Sports Hall\n- **Wednesday 13 May**: Mathematics Paper 1 (Higher), 1:30-3:00 pm, Sports Hall\n- **Thursday 14 May**: Biology Paper 1 (Higher), 9:00-10:15 am, Main Hall\n- **Thursday 14 May**: Geography Paper 1, 1:30-3:30 pm, Main Hall\n- **Friday 15 May**: History Paper 1, 9:00-11:00 am, Sports Hall\n\nThursday is her busiest day, with two exams and 3 hours 15 minutes of exam time in total. She needs to arrive 15 minutes before each start, so by 8:45 am for the morning exams and 1:15 pm for the afternoon ones, and she'll need a clear pencil case. There's nothing on Tuesday 12 May.",
       note="faithful; end times = start + duration; 75+120 = 195 min; 'nothing on Tuesday' read from the list")],
    # 37 (0 long) (1 a short)
    [A("There are three things still to do for the Eden Moor residential:\n\n1. **Sign the consent form**: your signature is still needed.\n2. **Update Sophie's medical information** on the same form.\n\nBoth of those need to be done by **Tuesday 10 March**.\n\n3. **Pay the balance**: you've paid £150.00 of the £210.00, so £60.00 is left, due by **Friday 27 March**.\n\nHer emergency contacts and dietary requirements are already done. The trip leaves at 8:30 am on Wednesday 22 April and returns at 3:30 pm on Friday 24 April; the trip lead is Mr J. Ferris, and the kit list is at brackenwoodacademy.org.uk/trips/eden-moor-kit.",
       note="faithful; 210 - 150 = 60"),
     A("You still need to sign the consent form and update her medical details by 10 March, and pay the remaining £60 by 27 March. She'll also need a packed lunch for the journey on the first day.",
       "She'll also need a packed lunch for the journey on the first day.",
       "(a) invented requirement")],
    # 38 (0 medium) (0 medium)
    [A("Kayden has 75p of today's free school meals allowance left: he had £2.65 today and spent £1.90 of it on a pasta bake at 12:41 pm. I can't see the price of a cookie here, so I can't say for certain whether 75p covers it. If it costs more, he also has £1.20 in his own cash balance, so he has £1.95 available altogether.",
       note="faithful; 265-190 = 75; 75+120 = 195; that allowance and cash can be combined at the till is a mild inference",
       borderline=True),
     A("He's got 75p left from today's £2.65 allowance, after the £1.90 pasta bake he bought at 12:41 pm. Whether that's enough depends on the price of the cookie, which I can't see on his account. He also has £1.20 of his own money on the account. By the way, he's entitled to free breakfast club too.",
       note="faithful; breakfast_club_free true")],
    # 39 (1 a short) (0 medium)
    [A("The replacement is being printed and should be ready to collect from Student Services on Friday 6 March; the £7.50 fee is paid. If the old pass turns up, you can hand it in for a refund of the fee.",
       "If the old pass turns up, you can hand it in for a refund of the fee.",
       "(a) invented refund rule"),
     A("The replacement for Tilly's lost pass (request BPR-0377) is being printed now and is expected to be ready on Friday 6 March. She can pick it up from Student Services. The £7.50 replacement fee has been paid. In the meantime she's been given a temporary pass, which is valid until Monday 9 March, so she's covered for the bus until the new one is ready. Her old pass (BP-26-01532) has been cancelled, so it won't work even if it turns up.",
       note="faithful; 'won't work' read from old_pass_cancelled")],
]
