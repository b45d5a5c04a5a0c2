"""Questions, tool results (keys into records.py) and two assistant answers per item (hand-written).

Which answer is hallucinated, the kind of mistake and the target length were fixed before writing
by the seeded plan in plan.py (random.Random(6358), exactly 36 of 80 answers hallucinated, chosen
with rng.sample; kind by rng.choice; length by rng.choices). Each answer: text, bad (exact
substrings of text that are unsupported; empty = correct), note (starts with the planned kind
letter for hallucinated answers), borderline.
"""


def A(text, bad=(), note="faithful", borderline=False):
    return dict(text=text, bad=list(bad), note=note, borderline=borderline)


ITEMS = []


def item(q, src, a0, a1):
    ITEMS.append(dict(q=q, src=list(src), a=[a0, a1]))


# 0
item("How much am I paying each month for my membership?", ["sub_priya"],
     A("You're paying £29.75 a month by direct debit — that's the £35 adult full rate less your 15% family discount. Your next payment goes out on 1 April. If you'd like to move your payment date, you can change it under My Membership > Payments in the club app.",
       ["If you'd like to move your payment date, you can change it under My Membership > Payments in the club app."],
       "(d) invented app menu path / self-service step"),
     A("Here's a quick breakdown of your membership:\n\n- **Category:** Adult full (active)\n- **Monthly payment:** £29.75 by direct debit — the standard £35.00 rate with your 15% family discount, which saves you £5.25 a month\n- **Next payment:** Wednesday 1 April\n- **Renewal date:** 1 September 2026\n\nOver a full year that comes to £357, compared with £420 at the standard rate, so the family discount is worth £63 a year to you. The discount stays in place as long as at least one other linked family member keeps an active membership.\n\nLet me know if you'd like me to check anything else!",
       ["The discount stays in place as long as at least one other linked family member keeps an active membership."],
       "(a) invented eligibility condition for the family discount"))
# 1
item("Where are Larchfield Reserves in the table, and how far off the top are we?", ["table_weald2"],
     A("Larchfield Reserves are **2nd** in Weald Sunday League Division 2, with 34 points from 15 games (10 wins, 4 draws and 1 defeat).\n\nOakhurst Town are top on 36 points, so you're 2 points behind — but they've played 16 games to your 15, so you have a game in hand. Win that and you'd move on to 37 points, one clear of them.\n\nGoal difference is tight too: Oakhurst are on +21 and you're on +20. Behind you, Brantwood Athletic are 3rd on 31 points, three back, having also played 16.\n\nWith 22 league matches each this season, you've got 7 left to play."),
     A("You're currently second — just behind the leaders. Here's the top three:\n\n1. Oakhurst Town – 36 pts (16 played, GD +21)\n2. Larchfield Reserves – 34 pts (15 played, GD +20)\n3. Brantwood Athletic – 31 pts (16 played, GD +12)\n\nSo you're two points off the top with a game in hand. Out of 22 games, Oakhurst have 6 left and you have 7, which means up to 21 points are still available to you against a maximum of 18 for them. It's also worth noting you've lost only once all season, the fewest defeats of anyone in the top five. Good luck for the run-in!"))
# 2
item("Are there still spaces at the U12 girls training this week? My daughter can do any day.", ["train_u12g"],
     A("Yes — two of this week's three sessions still have room:\n\n- **Tuesday 10 March, 5:30–6:45 pm** (3G pitch B, with Hannah Okafor): 3 places left out of 20\n- **Saturday 14 March, 9:30–11 am** (Grass pitch 2, with Luis Ferreira): 13 places left out of 24\n\nThursday's session is full and already has 3 on the waiting list, so Tuesday or Saturday would be the ones to go for."),
     A("There's space on Tuesday 10 March (5:30 to 6:45 pm on 3G pitch B) — 17 of the 20 places are booked, so 3 remain. Saturday 14 March from 9:30 to 11 am has plenty of room, with only 11 of 24 places taken. Thursday is full and has a waitlist of 3. She'll need to bring shin pads and a water bottle to every session.",
       ["She'll need to bring shin pads and a water bottle to every session."],
       "(a) plausible kit requirement not in the record"))
# 3
item("How much is it for a member to book a tennis court for an hour at 6pm this Saturday?", ["court_prices"],
     A("Weekend peak pricing runs until 9 pm, so a 6 pm slot on Saturday would be £14 for the hour as a member. Floodlights are included.",
       ["Weekend peak pricing runs until 9 pm, so a 6 pm slot on Saturday would be £14 for the hour as a member."],
       "(b) applies the weekday peak window (17:00-21:00) to the weekend (09:00-13:00); 6 pm Saturday is off-peak, £9"),
     A("As a member it's £9. On weekends, peak time is only 9 am to 1 pm, so 6 pm on Saturday counts as off-peak — and floodlights are included in the price."))
# 4
item("Can you tell me what's happening with my kit order KO-5521? I thought it would all be here by now.", ["kit_order"],
     A("I've checked order KO-5521, placed on 18 February — it's been partly dispatched.\n\nAlready sent:\n- 2 x Junior home shirt (size YM) with \"MAYA 7\" printed\n- 2 x Junior shorts (size YM)\n\nStill to come:\n- 1 x Training top (size YL) is on backorder and is expected on 28 March.\n\nYou chose to collect from the clubhouse, so there was no delivery fee. You paid £105 in total: £48 for the shirts, £10 for the personalisation, £25 for the shorts and £22 for the training top.\n\nSorry the top is taking longer than you hoped — let me know if there's anything else I can check.",
       ["1 x Training top (size YL) is on backorder and is expected on 28 March."],
       "(c) wrong expected date (record: 2026-03-20)"),
     A("Most of it is on its way — order KO-5521 is partially dispatched. The two junior home shirts (with the \"MAYA 7\" personalisation) and the two pairs of junior shorts, all size YM, have been dispatched for collection from the clubhouse.\n\nThe one item still outstanding is the size YL training top, which is on backorder. It's expected on 20 March, which would be 30 days after you placed the order on 18 February.\n\nFor reference, the £105 you paid breaks down as 2 shirts at £24 plus £5 personalisation each (£58), 2 shorts at £12.50 (£25) and the training top at £22, with no delivery charge."))
# 5
item("Am I on the volunteer rota this Saturday? It's Ines.", ["rota_sat"],
     A("Yes, Ines — you've got two shifts on Saturday 14 March: the tea hut from 12:30 to 3 pm with Gareth Pryce, and the bar from 4:30 to 7 pm. If you need to swap, just post in the volunteers' WhatsApp group and someone will cover.",
       ["If you need to swap, just post in the volunteers' WhatsApp group and someone will cover."],
       "(d) invented swap channel (the record names only the rota coordinator's email)"),
     A("Yes, you're down for the tea hut (12:30–3 pm, with Gareth Pryce) and the bar (4:30–7 pm) at Saturday's home match. The second bar slot is still unfilled."))
# 6
item("How much do I still owe in match fees this season?", ["fees_tom"],
     A("You owe £12. You've played 9 matches at £6 each (£54) and paid £42 so far. It's due by 31 March — if it's still unpaid after that, you'll be put on a selection hold."),
     A("You've got £12 outstanding — 9 matches at £6 comes to £54, and you've paid £42. The deadline is 31 March, but an unpaid balance won't stop you being picked.",
       ["The deadline is 31 March, but an unpaid balance won't stop you being picked."],
       "(b) inverts selection_hold_if_unpaid_after_due: true"))
# 7
item("Which of my coaching certificates need renewing? I'm running the U10 session next month.", ["certs_dev"],
     A("Two need attention:\n\n- **Safeguarding Children in Sport** expired on 1 December 2025. This is the one that matters for the U10s — your record shows you can't currently coach juniors because of it, so it needs renewing before the session.\n- **Emergency First Aid (Sport)** expires on 12 April 2026, just over a month away.\n\nYour England Hockey Level 2 Coach award doesn't expire, and your enhanced DBS check is valid until 30 September 2027."),
     A("Your Safeguarding Children in Sport certificate expired on 1 December 2025, and it's currently stopping you from coaching juniors, so that's the priority before the U10 session. Your Emergency First Aid (Sport) certificate also runs out on 12 April. You can book both refresher courses through the club's Coaching Hub under Courses > Renewals. Your Level 2 coaching award and DBS check are both fine.",
       ["You can book both refresher courses through the club's Coaching Hub under Courses > Renewals."],
       "(d) invented booking route"))
# 8
item("When's our next away game and what time do we need to meet?", ["fixtures_h1"],
     A("Your next away game is on **Saturday 21 March** against Dunmere Ladies 2s at Dunmere Leisure Centre, Mill Lane. Push back is at 12:30 pm, and the meet time is 11:15 am.\n\nTravel for that one is by car share. Lift arrangements are posted on the team page in the club app by the Thursday before, so check there to see who you're travelling with.\n\nYou're then away again the following Saturday, 28 March, at St Aldhelm's School (3 pm push back, meet at 1:30 pm), with a minibus going. Before all that, there's this Saturday's home game against Harcourt Hockey Club on the Larchfield Astro — meet at 1 pm for a 2 pm push back.",
       ["Lift arrangements are posted on the team page in the club app by the Thursday before, so check there to see who you're travelling with."],
       "(d) invented step/channel for car-share arrangements"),
     A("Your next away match is on Saturday 21 March against Dunmere Ladies 2s at Dunmere Leisure Centre (Mill Lane). Meet at 11:45 am for the 12:30 pm push back — travel is by car share.",
       ["Meet at 11:45 am for the 12:30 pm push back — travel is by car share."],
       "(c) wrong meet time (record: 11:15)"))
# 9
item("How have we done in our last five games?", ["results_net"],
     A("Pretty well — 3 wins, 1 draw and 1 loss. Most recently you beat Wyvern Flyers 41–33 at home, and the only defeat was 29–35 away at Cobham Belles on 28 February."),
     A("Here are your last five:\n\n- 7 Mar: W 41–33 v Wyvern Flyers (home)\n- 28 Feb: L 29–35 at Cobham Belles\n- 21 Feb: D 38–38 v Ridgeway Netball (home)\n- 14 Feb: W 44–30 at Tollgate Tigers\n- 7 Feb: W 36–31 v Saxon Street NC (home)\n\nThat's 3 wins, 1 draw and 1 loss. You scored 188 goals and conceded 167 (+21), an average of about 37.6 per game, and you're unbeaten in the three home games. If you want the umpires' notes or player-of-the-match picks, the captain uploads them to the match centre after each game.",
       ["If you want the umpires' notes or player-of-the-match picks, the captain uploads them to the match centre after each game."],
       "(d) invented match centre / notes"))
# 10
item("How much would annual junior membership be for my two kids, aged 9 and 14?", ["cats_junior"],
     A("For the 2026-27 season it would be £143 a year in total: £95 for your 14-year-old, plus £60 less the 20% sibling discount (£48) for your 9-year-old."),
     A("Here's how it works out for 2026-27:\n\n- Your 14-year-old is in the 11–17 junior category: £95 a year.\n- Your 9-year-old is in the under-11 category: £60 a year, but as the second junior they get the 20% sibling discount, which brings it down to £48.\n\nThat's £143 a year altogether. Just note the sibling discount only applies to annual billing — on monthly payments it would be £14 a month (£8.50 + £5.50) with no discount."))
# 11
item("Can I get on the Level 1 umpiring course in April, and how much would it cost me?", ["course_ump", "member_jake"],
     A("Good news, Jake — you can. The course has a minimum age of 16, so at 17 you're fine, and as an active member you'd pay the member price of £45 rather than the £70 non-member price.\n\nCourse details:\n- **Dates:** Saturday 11 and Saturday 18 April, 9 am to 4 pm both days\n- **Venue:** Clubhouse function room\n- **Places left:** 4 of 14\n\nThere's a £15 deposit, with the remaining £30 due 14 days after the course starts. The course leads to a Level 1 Umpire certificate, which is valid for three years.\n\nWould you like help with anything else?",
       ["There's a £15 deposit, with the remaining £30 due 14 days after the course starts."],
       "(b) before/after swapped: balance is due 14 days BEFORE the start"),
     A("Yes, there's room — 4 of the 14 places are still free, and at 17 you're over the minimum age of 16. As an active member, the course costs you £45 (non-members pay £70). There's a £15 deposit, and the £30 balance is due 14 days before the start, so by 28 March. It runs on 11 and 18 April, 9 am–4 pm, in the clubhouse function room."))
# 12
item("Has my pitch booking for the birthday party been confirmed yet?", ["pitch_booking"],
     A("Not yet — booking PB-22970 is still awaiting approval from the facilities manager. You've paid the £30 deposit, which leaves £66 of the £96 total."),
     A("Not quite yet. Your request (PB-22970) for half of 3G pitch A on Sunday 22 March, from 2 to 4 pm, is still awaiting approval — it was submitted on 5 March and is with the Facilities manager to approve.\n\nHere's where the money stands:\n- **Total price:** £96 (£48 an hour for the two hours)\n- **Deposit paid:** £30\n- **Still to pay:** £66\n\nThere are no notes from the club on the booking so far. If you'd like, I can check on it again in a day or two — and I hope the party goes brilliantly!"))
# 13
item("Why have I been fined and how much do I owe?", ["fines_leo"],
     A("You've had two fines this season, but only one is outstanding:\n\n- **£15 – yellow card for dissent** in the game against Penrose Vale on 28 February (issued 2 March). This one is unpaid.\n- **£5 – late kit return**, issued 16 February. Already paid.\n\nSo you currently owe £15. You have until 9 March to appeal either of them.",
       ["You have until 9 March to appeal either of them."],
       "(b) wrong scope: only the dissent fine is appealable; the kit fine is not"),
     A("You owe £15 for a yellow card for dissent against Penrose Vale on 28 February. Your earlier £10 fine for a late kit return has already been paid.",
       ["Your earlier £10 fine for a late kit return has already been paid."],
       "(c) wrong amount (record: £5)"))
# 14
item("How do I cancel my badminton court tomorrow, and will I get my money back?", ["hall_booking"],
     A("You can cancel through your booking page: https://book.larchfieldsc.org.uk/b/HB-40418. If you cancel before 7 pm on 9 March, the £11 comes back as account credit; after that there's no refund. If the link doesn't work, call reception on 01632 960418.",
       ["If the link doesn't work, call reception on 01632 960418."],
       "(d) invented phone number"),
     A("You can manage the booking online here: https://book.larchfieldsc.org.uk/b/HB-40418\n\nWhether you get your money back depends on timing:\n\n- **Before 7 pm on Monday 9 March** (24 hours before your 7 pm slot on Tuesday), cancellation is free and the £11 you paid comes back as credit on your club account rather than to your card.\n- **After that**, late cancellations aren't refunded at all.\n\nTo cancel, open the link, choose \"Cancel booking\" and confirm — you'll get a cancellation email straight away.\n\nLet me know if you'd like me to look for another slot instead.",
       ["To cancel, open the link, choose \"Cancel booking\" and confirm — you'll get a cancellation email straight away."],
       "(d) invented steps and confirmation email"))
# 15
item("Which summer camp weeks still have places for my 10-year-old, and how much would they be? We're members.", ["camps"],
     A("Your 10-year-old fits the 9–12 age group, and two of those weeks still have places:\n\n- **Week 2: 27–31 July** – 6 places left\n- **Week 3: 3–7 August** – 14 places left\n\nWeek 5 (17–21 August) is also for 9–12s but is already full.\n\nThe 9–12 camps are £125 a week, and with the 10% member discount that's £112.50 per week — or £225 if you book both available weeks. Camps are booked by the whole week, as daily drop-in isn't available.\n\nWeek 2 has the fewest spaces left, so if that's the one you want, it may be worth booking soon.",
       note="faithful; the closing advice rests on the places-left column, though a reader could call it an evaluative addition",
       borderline=True),
     A("For a 10-year-old (ages 9–12), there are places in Week 2 (27–31 July, 6 left) and Week 3 (3–7 August, 14 left). They're £125 a week, or £110 with your 10% member discount.",
       ["They're £125 a week, or £110 with your 10% member discount."],
       "(c) wrong discounted price (10% off £125 = £112.50; £110 is the 5-8 price)"))
# 16
item("I think I've been charged twice for my membership this month — can you check?", ["sub_oyelaran", "pay_oyelaran"],
     A("I've checked, and you've only been charged once. The first attempt on 3 March for £54 failed because of insufficient funds, and it was retried on 6 March, when the £54 payment went through. Your balance is now £0, so there's nothing more to pay for March."),
     A("Good news — you've only paid once for March. Here's what happened:\n\n1. **3 March** – the usual £54 family membership payment was attempted on your card ending 4471, but it failed because of insufficient funds.\n2. **6 March** – the payment was retried, and this time the £54 went through successfully.\n\nSo although there were two attempts, only the second one succeeded, and your balance due is now £0. Your regular payment date is the 3rd of each month, so April's payment is due on 3 April.\n\nIs there anything else I can help you with?"))
# 17
item("How many players have we got for the Holloway Green game?", ["avail_sat"],
     A("As it stands you have **9 confirmed** for the away game at Holloway Green CC on Saturday 2 May — two short of the 11 you need.\n\n- **Available (9):** A. Brennan, R. Chaudhry, M. Hollis, S. Jarvis, T. Lowe, J. Nolan, O. Price, B. Rahman, C. Stead\n- **Not available (2):** D. Fenwick (injured) and P. Mensah (on holiday)\n- **No reply yet (2):** K. Iqbal and E. Quinn\n\nIf both Iqbal and Quinn say yes, you'd have exactly 11, so they're the two to chase. Let me know if you'd like me to check anything else for the game."),
     A("Nine players are available so far, so you're two short of 11. Two haven't answered yet (K. Iqbal and E. Quinn), and two can't play."))
# 18
item("What time does the gym open on Sunday?", ["hours_gym"],
     A("The clubhouse gym is open from 9 am to 2 pm on Sundays. You'll need to have done an induction before using it. You can book one by emailing gym@larchfieldsc.org.uk.",
       ["You can book one by emailing gym@larchfieldsc.org.uk."],
       "(d) invented email address"),
     A("On Sundays the gym opens at 9 am and closes at 2 pm. The one exception coming up is Easter Sunday, 5 April, when it's closed all day."))
# 19
item("Is it cheaper to pay annually or monthly for family membership?", ["family_opts"],
     A("Paying annually is cheaper. Here's the comparison for family membership (2 adults plus up to 3 juniors in one household):\n\n- **Monthly:** £54 a month with a 12-month minimum term, so £648 over a year\n- **Annual:** £594, paid upfront\n\nThat's a saving of £54 a year by paying annually — effectively one month free, or about 8% off. The trade-off is that you pay it all at once rather than spreading the cost, though either way you're committing to a full year. If you're currently paying monthly, you can switch to annual at your renewal."),
     A("Annually — it's £594 upfront, versus £648 a year on the monthly plan (12 x £54), so you'd save £54."))
# 20
item("What was the score in the 1st XI game on Saturday, and who scored for us?", ["result_m4410"],
     A("Larchfield won 3–2 at home against Calder Rangers, coming back from 2–1 down at half-time. K. Adeyemi scored twice and C. Ogunbiyi got a penalty. The win lifts you up to second in the Premier division.",
       ["The win lifts you up to second in the Premier division."],
       "(a) invented league position"),
     A("It was a great comeback — Larchfield beat Calder Rangers 3–2 on Saturday 7 March after trailing 2–1 at half-time.\n\nOur goals:\n- K. Adeyemi (38')\n- C. Ogunbiyi (71', penalty)\n- K. Adeyemi (84')\n\nOgunbiyi was named man of the match, and 212 people were there to see it. J. Hesketh scored both of Calder's goals, putting them ahead after 12 minutes and again just before the break, but Adeyemi's second, six minutes from time, sealed it. Adeyemi was also booked in the 52nd minute. Let me know if you'd like the details of any other game.",
       ["C. Ogunbiyi (71', penalty)"],
       "(c) wrong minute (record: 61)"))
# 21
item("How much subscription credit have I earned from volunteering this season?", ["vol_log", "vol_scheme"],
     A("You've logged 14.5 hours this season, which at £5 an hour would be £72.50 — but credit is capped at £60 a season, so you've earned the full £60. It'll be applied to your next subscription renewal."),
     A("Thanks for all your help this season, Gwen! Here's your tally:\n\n- 10 Jan – tea hut, 3 hours\n- 24 Jan – bar, 2.5 hours\n- 7 Feb – pitch setup, 4 hours\n- 21 Feb – tea hut, 2.5 hours\n- 7 Mar – car park marshal, 2.5 hours\n\nThat's 14.5 hours in total. The scheme pays £5 of credit per hour, which would come to £72.50, but there's a cap of £50 per season, so that's the most you can receive. The credit goes towards your next subscription renewal and can't be transferred to anyone else.",
       ["The scheme pays £5 of credit per hour, which would come to £72.50, but there's a cap of £50 per season, so that's the most you can receive."],
       "(c) wrong cap (record: £60)"))
# 22
item("What's my son Arlo's attendance at training like this term?", ["attend_arlo"],
     A("Arlo has made 14 of the 18 U14 hockey sessions this spring term — 77.8% — which is just above the 75% needed for selection. Coaches also take attendance into account when choosing the end-of-season awards.",
       ["Coaches also take attendance into account when choosing the end-of-season awards."],
       "(a) plausible but unsupported use of attendance"),
     A("Arlo has attended 14 of the 18 sessions held this spring term, which is 77.8%. Of the 4 he missed, 2 were excused and 2 weren't. That puts him just above the 75% minimum for selection, with about 2.8 percentage points to spare. The last session he attended was on Thursday 5 March."))
# 23
item("How much would it be to hire the function room for 4 hours on a Saturday evening? I'm a member.", ["room_rates"],
     A("On a Saturday evening it's £55 an hour, so £220 for 4 hours, and with the 20% member discount you'd pay £176. The bar is staffed by the club at no extra charge."),
     A("£176 — that's 4 hours at the Friday–Sunday evening rate of £55 (£220), less your 20% members' discount."))
# 24
item("Do you have the adult away shirt in medium and large? How much is it for members?", ["shop_away"],
     A("Large is in stock (6 left), but medium is currently sold out — it's due back in stock on 27 March. The member price is £32.30, down from £38, and you can add personalisation for £7.50."),
     A("Here's what's available for the Adult away shirt 2025-27:\n\n- **Large:** in stock, 6 left\n- **Medium:** out of stock, restock expected 27 March\n\nAs a member you'd pay £32.30 instead of the standard £38, a saving of £5.70. With personalisation (£7.50) it would come to £39.80."))
# 25
item("Is my daughter registered to play in the league yet?", ["reg_isla"],
     A("Not yet — Isla's registration for the Mid-Weald Girls League U13 is pending documents. It still needs a photo and proof of age, and the deadline is 20 March. For now she isn't eligible to play."),
     A("Not quite — Isla's registration for the Mid-Weald Girls League U13 was submitted on 2 March, but it's currently pending documents, and at the moment she isn't eligible to play.\n\nTwo things are still missing:\n1. A photo\n2. Proof of age\n\nThe registration deadline is Friday 20 March, so both need to be in by then. The good news is that the £12 registration fee has already been paid, so the documents are the only thing the record shows as outstanding.\n\nLet me know if you'd like a hand with anything else!"))
# 26
item("Who runs the Tuesday adult improvers tennis, and is there space for me and a friend who isn't a member?", ["sess_improvers", "coach_c014"],
     A("The Adult Improvers Tennis session on Tuesdays (7–8:30 pm) is run by Tom Beckford, an LTA Level 3 Coach who's been at the club for six years and specialises in serve technique and doubles tactics.\n\nThere is space: the session uses 3 courts with up to 4 players on each, so 12 places, and 9 are booked — leaving 3.\n\nUnfortunately the session is members only, so your friend wouldn't be able to join unless they become a member. For you it's £8 per session, and the next one is on Tuesday 10 March.",
       note="faithful; 'unless they become a member' is read as a direct consequence of members_only, though a reader could call it an addition",
       borderline=True),
     A("It's run by Tom Beckford (LTA Level 3), and there are 3 places left out of 12. Non-members are welcome too, at £8 a session, so your friend can come along with you.",
       ["Non-members are welcome too, at £8 a session, so your friend can come along with you."],
       "(b) inverts members_only: true"))
# 27
item("Who's our top scorer this season, and what's his goals-per-game?", ["scorers_1st"],
     A("L. Marchetti is top with 13 league goals in 17 appearances, which works out at about 0.81 goals per game. C. Ogunbiyi is next with 9.",
       ["L. Marchetti is top with 13 league goals in 17 appearances, which works out at about 0.81 goals per game."],
       "(c) wrong derived rate (13/17 = 0.76)"),
     A("L. Marchetti leads the way with 13 league goals from 17 appearances — about 0.76 goals per game, or roughly one every 1.3 matches.\n\nFor comparison:\n- C. Ogunbiyi: 9 in 15 (0.6 per game)\n- R. Tennant: 6 in 18 (0.33 per game)\n- D. Okoro: 4 in 9 (0.44 per game)\n\nThe team has 39 league goals in total, so Marchetti has scored exactly a third of them. Between them, he and Ogunbiyi account for 22 of the 39 — well over half. Let me know if you'd like the figures for anyone else in the squad."))
# 28
item("What's my current balance with the club?", ["bal_rhys"],
     A("You currently owe £29, and your account has been showing as in arrears since 5 February."),
     A("Your balance is £29, and the account is marked as in arrears (since 5 February). Here's how it adds up:\n\n- 5 Jan: Annual subscription 2026 (adult social) – £120.00\n- 14 Feb: Match fees for 4 games – £24.00\n- 20 Feb: Payment received – minus £100.00\n- 1 Mar: Volunteer credit – minus £15.00\n\nSo £144 in charges, less £115 in payments and credits, leaves £29 to pay. The match fees work out at £6 a game, and your £15 volunteer credit has already been taken off. Let me know if any of those items look wrong."))
# 29
item("Are there still tickets for the awards night, and how much are they?", ["event_awards"],
     A("Yes — 32 of the 150 tickets are still available. They're £32 for adults and £15 for under-16s. You can pick them up from the clubhouse bar or pay by bank transfer to the club.",
       ["You can pick them up from the clubhouse bar or pay by bank transfer to the club."],
       "(d) invented purchase channels"),
     A("Yes, tickets are still on sale — 118 of 150 have gone, so there are 32 left. Prices are £32 for adults and £15 for juniors under 16, which covers a two-course dinner, the awards and a disco. It's on Saturday 16 May at 7 pm at Larchfield Clubhouse, the dress code is smart casual, and any dietary requests need to be in by 1 May."))
# 30
item("Has my membership freeze been approved, and what will I pay while it's frozen?", ["freeze_req"],
     A("Yes, your freeze was approved on 6 March. It runs from 1 April to 30 June, and during that time you'll pay £5 a month instead of your usual £32 — £15 in total rather than £96. Your membership won't restart on its own afterwards, so you'll need to reactivate it from 1 July.",
       ["Your membership won't restart on its own afterwards, so you'll need to reactivate it from 1 July."],
       "(b) inverts auto_resume: true"),
     A("Good news — your freeze request (FRZ-1203) was approved on 6 March.\n\nHere are the details:\n- **Freeze period:** 1 April to 30 June 2026 (three months)\n- **Reason:** injury\n- **Fee while frozen:** £5 a month instead of your usual £32\n\nOver the three months you'll pay £15 instead of £96, a saving of £81. Your membership will resume automatically when the freeze ends, so you don't need to do anything. Just bear in mind that three months is the maximum you can freeze in a year, so this uses your full allowance."))
# 31
item("Can I book a full-size grass pitch next Sunday morning for a friendly? It's for a non-member team — what would it cost?", ["pitch_avail", "pitch_prices"],
     A("Yes — Grass pitch 1 has two free slots on Sunday 15 March:\n\n- 10:30 am – 12:00 pm\n- 12:00 – 1:30 pm\n\nThe 9 am and 1:30 pm slots are already taken. Each slot is 90 minutes, and the weekend price for a non-member team is £85 per slot, so if you wanted both back to back (3 hours) it would be £170. Changing rooms are included, but a referee isn't, so you'd need to arrange your own. Goalposts and corner flags are put out by the groundstaff before your slot.\n\nLet me know which slot you'd like!",
       ["Goalposts and corner flags are put out by the groundstaff before your slot."],
       "(a) plausible service detail not in the records"),
     A("Yes, there's availability on Sunday 15 March — the 10:30 am to 12 pm slot on Grass pitch 1 is free (as is 12 to 1:30 pm). For a non-member team it's £85 for a 90-minute weekend slot, which works out at about £56.67 an hour. Changing rooms are included; a referee isn't."))
# 32
item("When do I need to return the junior cricket kit my son borrowed?", ["loan_eq"],
     A("Oscar's kit — the junior batting pads, youth M helmet and size 5 bat — is due back by Tuesday 31 March. Return it to the equipment store in the pavilion. The store is open on Thursday evenings from 6 to 8 pm for returns. Your £20 deposit is refundable, and late returns are charged £2 a week.",
       ["The store is open on Thursday evenings from 6 to 8 pm for returns."],
       "(d) invented opening hours for returns"),
     A("The loan (EQ-5530) is due back by Tuesday 31 March. It covers the junior batting pads, the youth M helmet and the size 5 bat, which Oscar has had since 4 October, and they go back to the equipment store in the pavilion. Try not to miss the date, as late returns cost £2 per week. The £20 deposit is refundable."))
# 33
item("How far behind the leaders are we in the Thursday doubles league, and how many matches have we got left?", ["doubles_table"],
     A("Larchfield B are second in Division 3 on 22 points, 3 behind Fernbrook LTC A. Both teams have played 8 of their 12 matches, so you each have 4 left — up to 16 more points available. You've won 22 of your 32 rubbers so far, against Fernbrook's 27.",
       ["You've won 22 of your 32 rubbers so far, against Fernbrook's 27."],
       "(c) wrong figure for Fernbrook (record: 25 rubbers won)"),
     A("You're 3 points off the top. Fernbrook LTC A lead on 25 points and Larchfield B are second on 22, both after 8 matches. With 12 matches per team, you've got 4 left, and each is worth up to 4 points (one per rubber), so there are 16 points still to play for. Ashby Park are 6 behind you in third but have a game in hand."))
# 34
item("Which game am I refereeing this weekend?", ["ref_ola"],
     A("You're refereeing the U13 Boys game between Larchfield Lions and Oakhurst Owls on Sunday 15 March, kicking off at 10 am on Grass pitch 3. It's confirmed, and the fee is £20. The fee is paid in cash by the home team manager after the match.",
       ["The fee is paid in cash by the home team manager after the match."],
       "(a) invented payment arrangement"),
     A("Just one: U13 Boys, Larchfield Lions v Oakhurst Owls, on Sunday 15 March at 10 am on Grass pitch 3. It's confirmed, with a £20 fee."))
# 35
item("How much would I save if I switched from full to off-peak membership?", ["switch_quote"],
     A("You'd save £11 a month — off-peak is £24 compared with your current £35, which adds up to £132 over a year."),
     A("Switching would save you £11 a month: off-peak membership is £24 a month, compared with £35 for your current full membership. That's about 31% less, or £132 over a year.\n\nThe main trade-off is access. Off-peak covers:\n- Monday to Friday before 5 pm\n- Saturday and Sunday after 1 pm\n\nSo you'd lose weekday evenings and weekend mornings. The change would take effect from 1 April, and 14 days' notice is required, so you'd need to request it by 18 March to start then. If you'd like to go ahead, just let me know."))
# 36
item("I'm a student — how much do I owe in match fees for my last three games?", ["fee_rates", "matches_nia"],
     A("You owe £14 — three games at the student rate of £4 each, plus the £2 cup surcharge for the cup match on 1 March. None of the three have been paid yet.",
       ["You owe £14 — three games at the student rate of £4 each, plus the £2 cup surcharge for the cup match on 1 March."],
       "(c) wrong surcharge and total (record: £1 surcharge, £13 total)"),
     A("Sure, Nia! None of your last three matches have been paid yet, so here's what's outstanding:\n\n- 22 February (league): £4\n- 1 March (cup): £4 + £1 cup surcharge = £5\n- 8 March (league): £4\n\nThat's £13 in total at the student rate. The adult rate is £6 a game, so being on the student rate saves you £6 across these three. You can pay it by bank transfer using your name as the reference. If any of those games look wrong, let me know and I'll check again.",
       ["You can pay it by bank transfer using your name as the reference."],
       "(d) invented payment method"))
# 37
item("Is the U10s game on grass pitch 1 still going ahead this morning?", ["pitch_status"],
     A("Grass 1 is closed this morning because it's waterlogged, with the next inspection at 11 am. Morning matches on it may be moved to 3G A if that's free — otherwise they'll be postponed."),
     A("Unfortunately Grass pitch 1 is closed — it was waterlogged at this morning's check (7:45 am), and it'll be inspected again at 11 am. As your U10s game is before midday, it will be moved to 3G A, which is open. Grass 2 and both 3G pitches are all open at the moment.",
       ["As your U10s game is before midday, it will be moved to 3G A, which is open."],
       "(b) may -> will; drops the 'if it is free, otherwise postponed' condition"))
# 38
item("What do I need to know for my first aid course?", ["course_fa"],
     A("You're booked on Emergency First Aid (Sport) on Saturday 4 April, 9:30 am to 4:30 pm, in the clubhouse function room. The course costs £60, but the club covers 50%, so your share is £30 — and that's already paid. Bring photo ID and a packed lunch. The certificate is valid for three years."),
     A("You're all set for Emergency First Aid (Sport) on 4 April. A few key details:\n\n- **Time and place:** 9:30 am–4:30 pm in the clubhouse function room\n- **Cost:** £30 (half of the £60 fee, thanks to the club's 50% subsidy) — already paid\n- **Bring:** photo ID and a packed lunch\n- **Certificate:** valid for 3 years\n\nWear comfortable clothes, as there's a practical CPR assessment during the day.",
       ["Wear comfortable clothes, as there's a practical CPR assessment during the day."],
       "(a) plausible course detail not in the record"))
# 39
item("How many times have I booked a tennis court this year, and how much have I spent?", ["court_hist"],
     A("You've made 5 court bookings since 1 January, spending £60 in total — an average of £12 a booking. One other booking was cancelled. Its fee was refunded as credit on your club account.",
       ["Its fee was refunded as credit on your club account."],
       "(a) invented refund outcome for the cancelled booking"),
     A("Since 1 January you've booked a court 5 times (one other booking was cancelled):\n\n- 17 Jan, 10 am – £14\n- 3 Feb, 6 pm – £14\n- 22 Feb, 3 pm – £9\n- 3 Mar, 12 pm – £9\n- 8 Mar, 11 am – £14\n\nThat's £65 altogether, or £13 per booking on average.",
       ["That's £65 altogether, or £13 per booking on average."],
       "(c) wrong total and average (record: £60, £12)"))
