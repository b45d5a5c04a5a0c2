"""Two assistant answers per record in records.py, hand-written by Claude (data helper).

Labels, error kinds and target lengths were fixed first by plan.py (random.Random(2812));
build.py checks every label against the plan. Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note (for label 1 it starts with the planned
kind letter), borderline. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # R00 get_timetable  plan: 0 long | 1 c short
    [A("Here's your timetable for those two days:\n\n**Monday 9 March**\n- 9:00–10:50 am: Intermediate Microeconomics (ECON2041) lecture, Hamilton LT2\n- 2:00–3:00 pm: Regression Methods (STAT2010) tutorial, Kerr 3.14\n\n**Thursday 12 March**\n- 10:00–11:00 am: Intermediate Microeconomics seminar in Kerr 2.07 — this one is **cancelled**, so you don't need to go.\n- 4:00–5:50 pm: Economic History (ECON2105) lecture. Note the room change: it's now in Boyd Building 0.12 instead of Hamilton LT2.\n\nSo on Thursday you only have the one class, late in the afternoon. Let me know if you'd like the rest of the week too!",
       note="faithful; times converted, cancelled seminar and room change reported"),
     A("Monday: Intermediate Microeconomics at 9 am (Hamilton LT2), then a Regression Methods tutorial at 2 pm (Kerr 3.14). On Thursday, your 10 am microeconomics seminar in Kerr 2.07 is going ahead as usual. Economic History at 4 pm has moved to Boyd Building 0.12.",
       bad=["On Thursday, your 10 am microeconomics seminar in Kerr 2.07 is going ahead as usual."],
       note="(c) status inverted: the Thursday seminar has status cancelled")],
    # R01 get_exam_schedule  plan: 0 long | 0 medium
    [A("Your spring exam timetable has been published. Here's what you have:\n\n- **Intermediate Microeconomics (ECON2041):** Tuesday 12 May at 9:30 am, Sports Hall A, seat D-114. It's normally 2 hours; with your 25% extra time that becomes 2 hours 30 minutes.\n- **Regression Methods (STAT2010):** Tuesday 19 May at 2 pm. This one is online, 90 minutes long, with a 24-hour window.\n- **Economic History (ECON2105):** Wednesday 27 May at 9:30 am, Sports Hall B, seat A-027. It's 3 hours, or 3 hours 45 minutes with extra time.\n\nSo you get a week between the first two exams and 8 days between the second and third, 15 days from first to last. Your adjustment shows up as 25% extra time; a separate room isn't part of it.",
       note="faithful; weekdays, gaps (7, 8, 15 days) and 25% extra time (150, 225 min) computed correctly"),
     A("You have three exams: Intermediate Microeconomics on 12 May (9:30 am, Sports Hall A, seat D-114), Regression Methods online on 19 May (2 pm), and Economic History on 27 May (9:30 am, Sports Hall B, seat A-027). That's 7 days between the first and second, and 8 days between the second and third. And yes, your extra time is on record: 25% on top of each exam's standard length.",
       note="faithful; 'on top of each exam's standard length' paraphrases extra_time_pct", borderline=True)],
    # R02 get_grades  plan: 0 medium | 1 b short
    [A("Yes, you passed everything last year. All five modules are marked as a pass, you earned the full 120 credits and your progression status is \"passed\"; these results are final, not provisional. The portal doesn't show an overall average, but weighting each mark by its credits gives 67: the four 20-credit modules (68, 74, 59 and 71) plus your 40-credit STAT1001 at 65 work out to 8,040 ÷ 120 = 67.",
       note="faithful; credit-weighted average computed correctly (8040/120 = 67)"),
     A("Your credit-weighted average for 2024-25 was 68. You passed all five modules, earned the full 120 credits and have progressed to the next year.",
       bad=["Your credit-weighted average for 2024-25 was 68."],
       note="(b) wrong derived figure: credit-weighted average is 8040/120 = 67 (the plain mean is 67.4)")],
    # R03 get_tuition_account  plan: 0 short | 0 medium
    [A("You have £6,600 left to pay for 2025-26. That's your third and final instalment, due on 15 April 2026. There's no hold on your account.",
       note="faithful"),
     A("This year's tuition is £24,800, and your Global Merit Award covers £5,000 of it, leaving £19,800 split into three instalments of £6,600. You've paid the first two (on 11 September and 20 January), so £6,600 is still to pay: the final instalment, due on Wednesday 15 April 2026. There's no hold on your account at the moment.",
       note="faithful; 24,800 - 5,000 = 19,800 = 3 x 6,600")],
    # R04 get_room_booking  plan: 1 d long | 1 c short
    [A("Your booking is confirmed. Here are the details:\n\n- **Room:** Group Study Room G14, ground floor of the Main Library (fits 6)\n- **When:** Tuesday 10 March, 1 pm to 3 pm\n- **Booking ref:** LB-58213\n- **Equipment:** whiteboard, 65-inch screen and HDMI\n\nThe one thing you need to do is check in: someone has to scan the QR code at the door within the 15-minute check-in window, and since auto-release is switched on, the room can be released if nobody does. Missing check-in also counts as a no-show on your account, and three no-shows in a term suspend your booking rights. You have 4 attendees registered, and if plans change you can cancel until 11 am tomorrow.",
       bad=["Missing check-in also counts as a no-show on your account, and three no-shows in a term suspend your booking rights."],
       note="(d) invented no-show policy; the result only gives check-in window and auto_release"),
     A("Your booking for Group Study Room G14 tomorrow from 1 to 3 pm is still awaiting confirmation. When you arrive, scan the QR code at the door within the 15-minute check-in window.",
       bad=["Your booking for Group Study Room G14 tomorrow from 1 to 3 pm is still awaiting confirmation."],
       note="(c) status inverted: status is confirmed")],
    # R05 search_study_rooms (table)  plan: 1 d medium | 0 medium
    [A("The only room that fits is **KERR-0.03** in the Kerr Building: it holds 8, has a screen, and is free from 2 pm to 4 pm tomorrow, exactly your slot. Unfortunately it isn't step-free. The other rooms with screens don't work: MAIN-G14 only seats 6 and BOYD-2.11 is only free until 1 pm. Once you book it, you'll get a confirmation email with the door access code.",
       bad=["Once you book it, you'll get a confirmation email with the door access code."],
       note="(d) invented next step: the search result says nothing about emails or door codes"),
     A("Only one room covers your group size, screen and time: KERR-0.03 in the Kerr Building (seats 8, has a screen, free 2–4 pm). It's listed as not step-free, though. None of the step-free rooms fits everything: BOYD-2.11 seats 10 but is only free until 1 pm, and MAIN-G14 has a screen but seats 6 and only frees up at 3 pm.",
       note="faithful filtering of the table")],
    # R06 get_fee_statement  plan: 1 c medium | 1 b short
    [A("Your balance includes more than the last tuition instalment. Since September you've been charged £9,250 tuition plus a £180 lab & field-trip fee, and a £12.50 library fine was added on 14 February. You've paid £6,200 in two card payments of £3,100, so £9,442.50 − £6,200 = £3,242.50. Of that, £3,050 is tuition and £192.50 is the other two charges. There's currently a hold on your registration until the balance is cleared. Your next payment is due on 10 April.",
       bad=["There's currently a hold on your registration until the balance is cleared."],
       note="(c) boolean inverted: registration_hold is false"),
     A("The extra comes from two non-tuition charges: the £180 lab and field-trip fee from September and a £15.50 library fine added in February. The rest is your remaining tuition.",
       bad=["The extra comes from two non-tuition charges: the £180 lab and field-trip fee from September and a £15.50 library fine added in February."],
       note="(b) wrong value: the library fine is £12.50")],
    # R07 get_registrations + get_waitlist_status  plan: 1 a long | 1 b short
    [A("Not all of them yet. You're enrolled in three modules and waiting on two.\n\n**Enrolled (50 credits):**\n- Behavioural Economics (ECON3012), 20 credits\n- Econometrics II (ECON3040), 20 credits\n- Dissertation Preparation (ECON3099), 10 credits\n\n**Waitlisted:**\n- Political Economy of Europe (POLS3021): you're 3rd in line, and the module is full (45/45). Auto-enrol is on, so you'll be added automatically if a place opens up.\n- Environmental Economics (ECON3150): you're 11th in line and it's also full (60/60). Auto-enrol is off for this one, so you wouldn't be added automatically.\n\nYour credit limit is 80, so you have room for 30 more credits. Registration closes on 18 September, so you have until then to make changes.",
       bad=["Registration closes on 18 September, so you have until then to make changes."],
       note="(a) wrong field: 18 September is when the waitlists expire; registration closes 19 June 2026 at 5 pm"),
     A("You're enrolled in three modules, worth 60 credits in total. You're also waitlisted for two: Political Economy of Europe (3rd in line, auto-enrol on) and Environmental Economics (11th in line).",
       bad=["You're enrolled in three modules, worth 60 credits in total."],
       note="(b) wrong sum: enrolled credits are 20 + 20 + 10 = 50")],
    # R08 get_transcript_request  plan: 0 medium | 0 medium
    [A("Not yet. Your request TR-10442 for 2 official transcripts is still being processed, and it's expected to be dispatched on Friday 13 March. It'll go by tracked post to Germany, but there's no tracking reference on the request yet. Your £20 fee has been paid.",
       note="faithful"),
     A("It hasn't gone out yet: the request you submitted on 3 March is still at the processing stage. The estimated dispatch date is 13 March, about 10 days after you applied. On file: 2 copies of your official transcript, sent by tracked post to Germany, with the £20 fee paid. There's no carrier reference yet.",
       note="faithful; 3 -> 13 March = 10 days")],
    # R09 get_assignment_deadlines  plan: 0 medium | 1 b long
    [A("As of this morning (9 March), here's where you stand:\n- **Problem Set 4 (STAT2010, 10%)**: due Friday 13 March at noon, so just over 4 days away, and not submitted yet.\n- **Essay 2: Market Power (ECON2041, 30%)**: your extension was granted, so it's now due Friday 27 March at 4 pm instead of 20 March, 18 days from now.\n- **Source Analysis (ECON2105)**: already done; you submitted it on 6 March, on time.",
       note="faithful; day counts from as_of"),
     A("You have two pieces still to hand in, and one already done.\n\n1. **Problem Set 4 (Regression Methods, STAT2010)** is due on Friday 13 March at 12 pm. As of this morning that gives you just over four days. It counts for 10% of the module.\n2. **Essay 2: Market Power (ECON2041)** was originally due on 20 March, but your extension has been granted, which gives you two extra weeks. The new deadline is Friday 27 March at 4 pm, 18 days from now. This one is worth 30%, so it's the bigger of the two.\n3. **Source Analysis (ECON2105)** is already submitted: you handed it in on 6 March at 2:41 pm, before the 4 pm deadline, so it isn't late.\n\nWould you like help planning your time between the problem set and the essay?",
       bad=["**Essay 2: Market Power (ECON2041)** was originally due on 20 March, but your extension has been granted, which gives you two extra weeks."],
       note="(b) wrong derived figure: 20 -> 27 March is one extra week")],
    # R10 get_subscription  plan: 1 b short | 0 long
    [A("Your switch to Standard takes effect on 4 April 2026; until then you stay on Premium. From that date you'll pay €12.49 a month instead of €17.99. That's €4.50 a month less than you pay now.",
       bad=["That's €4.50 a month less than you pay now."],
       note="(b) wrong difference: 17.99 - 12.49 = 5.50"),
     A("Your change to Standard is scheduled and takes effect on 4 April 2026. Until then you stay on Premium for the rest of your current billing period, which runs to 3 April, so you keep 4 simultaneous streams and 4K (2160p) until then.\n\nFrom 4 April:\n- You'll pay €12.49 a month instead of €17.99, a saving of €5.50.\n- You'll be able to watch on 2 screens at once, in up to 1080p.\n- The first Standard charge of €12.49 will go to your Visa ending 4417 on 4 April.\n\nAuto-renew is on, so it will carry on monthly after that. Let me know if you have any other questions about your plan!",
       note="faithful; saving 5.50 computed correctly")],
    # R11 list_devices  plan: 0 short | 0 long
    [A("Four devices are signed in: the Living room TV, your Pixel 8 (the one you're using now), an iPad named \"Camille\" and Chrome on Windows. The iPad was last used on 7 March from Grenoble; the others are all in Lyon.",
       note="faithful"),
     A("There are four devices signed in to your Lumora account (the limit is 10):\n\n1. **Pixel 8** (phone): the device you're using right now, last active on 9 March at 7:55 am UTC, in Lyon.\n2. **Living room TV**: last active on 8 March at 9:14 pm UTC, in Lyon.\n3. **iPad (Camille)**: last active on 7 March at 7:02 pm UTC, from Grenoble.\n4. **Chrome on Windows**: last used on 22 January, in Lyon.\n\nThe iPad is the only device being used from a different city, so if someone else is still on your account, that's the one to look at. Remote sign-out is available on your account, so you can sign out any device you don't recognise.",
       note="faithful; 'the one to look at' is an inference from location only, asserts no fact beyond the data",
       borderline=True)],
    # R12 get_billing_history (table)  plan: 0 short | 1 a short
    [A("Since December you've paid €48.37: €10.99 in December, a €3.40 plan-change proration on 15 January, and €16.99 each in February and March for the Family plan. The €10.99 charge on 1 January was refunded.",
       note="faithful; 10.99 + 3.40 + 16.99 + 16.99 = 48.37"),
     A("You've had five charges since December, all to your Visa ending 4417. The €3.40 plan-change proration on 15 January was refunded, and the others went through, including €16.99 for the Family plan in both February and March.",
       bad=["The €3.40 plan-change proration on 15 January was refunded, and the others went through, including €16.99 for the Family plan in both February and March."],
       note="(a) wrong row: the refunded charge is the €10.99 of 1 January; the €3.40 proration was paid")],
    # R13 get_downloads  plan: 0 long | 0 long
    [A("Three of your five downloads will still be playable on Thursday:\n- **Harbour Lights S2E1** and **S2E2**: available until 2 April\n- **Small Hours** (documentary): available until 28 March\n\nTwo will have expired by then:\n- **The Salt Road** expires on Wednesday 11 March at 7:55 am (UTC), the day before your flight.\n- **Nightjar** is a rental and expires tomorrow, 10 March, at 6 pm (UTC). You haven't watched it yet, so you might want to see it before then.\n\nYou've used 5 of your 25 download slots, so you have room to add more titles before you fly.",
       note="faithful; expiry dates compared with Thursday 12 March"),
     A("Here's how the downloads on your Pixel 8 look for Thursday 12 March:\n\n✅ Still working: Harbour Lights S2E1 (420 MB) and S2E2 (410 MB), both until 2 April, and the documentary Small Hours, until 28 March.\n\n❌ Expired by then: The Salt Road (expires 11 March) and your Nightjar rental (expires 10 March at 6 pm UTC).\n\nSo you'll have two episodes and one documentary for the flight. The two expiring films take up 4,530 MB of the 6,840 MB you're using, and 20 of your 25 download slots are free if you'd like to add something else.",
       note="faithful; 2150 + 2380 = 4530, 25 - 5 = 20")],
    # R14 get_billing_status  plan: 1 c short | 0 medium
    [A("Your €10.99 payment on 5 March was declined because your Mastercard ending 0082 expired in February. Your account is still in good standing for now. The payment will be retried on 10 March, and you have access until the end of 12 March.",
       bad=["Your account is still in good standing for now."],
       note="(c) status inverted: status is past_due"),
     A("The €10.99 payment for your Individual plan was declined on 5 March because the card on file, a Mastercard ending 0082, expired in February 2026. Your account is now past due. The payment will be tried again on 10 March at 6 am (UTC), and you keep access until the end of 12 March. You could update your card details before the retry.",
       note="faithful; decline_code expired_card gives the reason; last sentence is an option, no fact")],
    # R15 get_family_plan  plan: 1 a long | 0 long
    [A("Your Tidewave family plan, owned by Marta Okafor, has 5 of its 6 seats in use:\n- Marta (owner, adult)\n- Dayo (adult)\n- Ife (teen, explicit-content filter on)\n- Tobi (child, explicit-content filter on)\n- Nkem (adult): joined on 10 June 2024, address not verified yet\n\nSo there's one seat free, and you could add your sister. Two things to keep in mind, though. There's already an invite pending (sent to c***@mail.com on 6 March, expiring 13 March), and if that's accepted the plan will be full at 6 of 6. The plan also requires all members to live at the same address, so your sister would need to live with you.",
       bad=["- Nkem (adult): joined on 10 June 2024, address not verified yet"],
       note="(a) wrong record: 10 June 2024 is Ife's join date; Nkem joined 30 September 2025"),
     A("There are five people on the family plan right now:\n\n1. Marta Okafor: owner, since 2 May 2024\n2. Dayo: adult, since 2 May 2024\n3. Ife: teen, since 10 June 2024, explicit filter on\n4. Tobi: child, since 19 January 2025, explicit filter on\n5. Nkem: adult, since 30 September 2025 (address not verified yet)\n\nThe plan has 6 seats, so one is still open. However, an invite sent on 6 March to c***@mail.com is still pending until 13 March; if that person joins, the last seat is taken. Members also have to share the same address. So you can add your sister if she lives with you and the seat is still free.",
       note="faithful")],
    # R16 get_profile_controls  plan: 1 a short | 1 c short
    [A("Tobi's limit today is 150 minutes and he's used 72, so he has 78 minutes left. Autoplay of the next episode is off on his profile.",
       bad=["Tobi's limit today is 150 minutes and he's used 72, so he has 78 minutes left."],
       note="(a) wrong field: 9 March 2026 is a Monday, so the weekday limit of 90 applies (18 minutes left)"),
     A("Tobi has used 72 of his 90 weekday minutes, so he has 18 minutes left today. Autoplay of the next episode is switched on for his profile.",
       bad=["Autoplay of the next episode is switched on for his profile."],
       note="(c) boolean inverted: autoplay_next is false")],
    # R17 list_plans  plan: 0 long | 0 long
    [A("The cheapest plan that fits is **Standard** at €12.49 a month. Here's how the three compare:\n\n- **Basic with ads** (€6.99): out, because it has ads and doesn't allow downloads at all.\n- **Standard** (€12.49): no ads, and downloads on up to 2 devices, which covers your phone and your partner's. It also gives you 2 simultaneous streams in up to 1080p.\n- **Premium** (€17.99): also ad-free, with downloads on 6 devices, 4 streams, 4K (2160p) and spatial audio, but it costs €5.50 more per month.\n\nThere's no annual option, so whichever you choose is billed monthly.",
       note="faithful"),
     A("Standard is your best bet. At €12.49 a month it's the cheapest plan with no ads, and it lets you download on 2 devices, exactly enough for your phone and your partner's. Basic with ads is cheaper at €6.99, but it has ads and no downloads, so it doesn't meet either requirement. Premium (€17.99) would also work and adds 4K, 4 streams, 6 download devices and spatial audio, but you'd pay €5.50 a month more, or €66 a year, for features you didn't ask about. Note that Standard allows 2 streams at a time, so you could both watch at once, in up to 1080p.",
       note="faithful; 5.50 x 12 = 66")],
    # R18 get_subscription + list_invoices  plan: 1 a long | 0 long
    [A("Yes, your cancellation went through on 2 March. Your Individual Annual plan is still active for now, but auto-renew is off, so it won't renew when the current period ends on 20 April 2026. After that, your account moves to the free tier.\n\nAs for getting money back: unfortunately this plan isn't eligible for a refund, so you won't get anything back for the weeks between now and 20 April. You paid €99 for this year's plan on 20 April 2025. The upside is that the plan stays active until the period ends.\n\nLet me know if you'd like to look at anything else on your account.",
       bad=["You paid €99 for this year's plan on 20 April 2025."],
       note="(a) wrong record: €99 is the 2024 invoice; the 20 April 2025 invoice is €109"),
     A("Your cancellation went through: it was recorded on 2 March at 6:40 pm (UTC), and auto-renew is now off. Your plan stays active until 20 April 2026, which is 49 days after you cancelled, and then your account switches to the free tier.\n\nUnfortunately you won't get a refund: the subscription is marked as not eligible. Your last payment was €109 on 20 April 2025 (invoice TW-88120), which covers the current year. For reference, the year before cost €99, so the price went up by €10.\n\nIf you change your mind before 20 April, I can check what options there are.",
       note="faithful; 2 March -> 20 April = 49 days; 109 - 99 = 10; the last line is an offer")],
    # R19 get_playback_session  plan: 0 medium | 0 short
    [A("It's being held back by data saver. Your Living room TV is playing Harbour Lights S2E3 at just 720p, and the session shows data saver as what's limiting the quality, even though your connection is estimated at 24.6 Mbps. With data saver off, you could get up to 1080p, the maximum on your plan. Your TV itself can do 4K (2160p), but your plan caps it at 1080p.",
       note="faithful; 'with data saver off, up to 1080p' combines quality_limited_by with plan_max_resolution",
       borderline=True),
     A("Data saver is on, and that's what's limiting the picture: the episode is streaming at only 720p, while your plan allows up to 1080p.",
       note="faithful")],
    # R20 get_thermostat  plan: 0 short | 1 d medium
    [A("Yes, the heating is on: the hallway thermostat is in heat mode and actively heating. It's 19.4°C now, with a target of 21°C. At 10:30 pm the schedule drops the target to 17.5°C.",
       note="faithful"),
     A("Yes, it's heating right now. The hallway thermostat is set to 21°C and the room is at 19.4°C, so there are 1.6 degrees to go. At the current rate, it should reach the target in about 25 minutes. Your schedule is active, and the next change is at 10:30 pm, when the target drops to 17.5°C. Eco mode and away mode are both off.",
       bad=["At the current rate, it should reach the target in about 25 minutes."],
       note="(d) invented prediction: the result gives no heating rate or time to target")],
    # R21 get_thermostat_schedule  plan: 1 d long | 1 b short
    [A("Here's how your hallway thermostat schedule differs:\n\n**Weekdays**\n- 6:30 am: 20.5°C\n- 8:15 am: 17°C\n- 5 pm: 21°C\n- 10:30 pm: 17.5°C\n\n**Weekends**\n- 8 am: 21°C\n- 11 pm: 17.5°C\n\nSo on weekdays the heating comes on earlier, dips to 17°C during the day and warms up again in the evening, while at weekends it starts later and stays at 21°C all day until 11 pm. The thermostat starts heating ahead of each change so the room is already at temperature by the set time. Holiday mode is off, and frost protection is set at 7°C.",
       bad=["The thermostat starts heating ahead of each change so the room is already at temperature by the set time."],
       note="(d) invented feature (pre-heating); the schedule gives only start times and temperatures"),
     A("On weekdays it's 20.5°C from 6:30 am, 17°C from 8:15 am, 21°C from 5 pm and 17.5°C from 10:30 pm. At weekends it's simpler: 21°C from 9 am until 11 pm, then 17.5°C.",
       bad=["At weekends it's simpler: 21°C from 9 am until 11 pm, then 17.5°C."],
       note="(b) wrong time: the weekend schedule starts at 08:00")],
    # R22 get_locks  plan: 1 c medium | 1 d medium
    [A("The front door is locked: it auto-locked at 8:42 am and the door is closed. The garage side door is also locked and closed; the last activity there was Jonas using the keypad at 7:58 am. One thing to watch: the garage lock's battery is low at 12%, compared with 64% on the front door.",
       bad=["The garage side door is also locked and closed; the last activity there was Jonas using the keypad at 7:58 am."],
       note="(c) status inverted: the garage side door has locked false (Jonas unlocked it)"),
     A("The front door is locked and closed; it auto-locked at 8:42 am. The garage side door is **not** locked: Jonas unlocked it with the keypad at 7:58 am, and it has no auto-lock set, so it's still unlocked. The door itself is closed. Its battery is also low at 12%, which usually leaves only a week or two before the lock stops responding.",
       bad=["Its battery is also low at 12%, which usually leaves only a week or two before the lock stops responding."],
       note="(d) invented battery-life estimate; the result only gives 12% and low_battery")],
    # R23 get_energy_usage  plan: 1 c long | 0 short
    [A("Your EV charger was by far the biggest user: 41.5 kWh over 3 charging sessions, about 43% of the 96.4 kWh your home used from 1 to 8 March. The rest breaks down like this:\n- Heat pump dryer: 14.2 kWh (6 runs)\n- Dishwasher: 9.8 kWh (7 runs)\n- Fridge-freezer: 8.1 kWh\n- Oven: 6.3 kWh\n- Everything else: 16.5 kWh\n\nAt €0.32 per kWh, the total comes to about €30.85, of which the EV charger accounts for €13.28. Usage was 12% higher than in the previous period. There are no standby alerts, so nothing is drawing unusual power while idle.",
       bad=["There are no standby alerts, so nothing is drawing unusual power while idle."],
       note="(c) flag inverted: standby_alert is flagged for the media unit (38 W)"),
     A("The EV charger used the most: 41.5 kWh over 3 sessions. Your home used 96.4 kWh in total between 1 and 8 March, which at €0.32 per kWh comes to about €30.85.",
       note="faithful; 96.4 x 0.32 = 30.848")],
    # R24 get_access_codes + get_lock_activity  plan: 0 short | 0 medium
    [A("Yes, Ana's code opened the front door on Friday 6 March at 9:07 am. Her code is active on Tuesdays and Fridays between 9 am and 1 pm.",
       note="faithful"),
     A("Yes. On Friday 6 March the front door was unlocked with Ana's cleaner code at 9:07 am. The dog walker's code was used at 12:02 pm, and the door was locked from the keypad at 12:31 pm (the log doesn't say with whose code). Ana's code is a recurring one that works on Tuesdays and Fridays from 9 am to 1 pm.",
       note="faithful; honest about the null code")],
    # R25 get_appliance_status  plan: 1 b medium | 0 short
    [A("Your Cotton 40°C wash has 47 minutes to go and should be finished at about 7:32 pm. It started at 6:05 pm, so the whole cycle takes about 1 hour 37 minutes. The door is locked for now, and auto-dosing is on with the detergent tank at 18%.",
       bad=["It started at 6:05 pm, so the whole cycle takes about 1 hour 37 minutes."],
       note="(b) wrong derived duration: 18:05 -> 19:32 is 1 hour 27 minutes"),
     A("It'll be done at about 7:32 pm: the Cotton 40°C programme has 47 minutes left.",
       note="faithful")],
    # R26 get_alarm_status  plan: 0 medium | 0 long
    [A("Mostly, yes. The alarm has been armed in away mode since 8:40 this morning. Two things to know:\n- The kitchen window is open, but it's bypassed, so it's excluded from the alarm.\n- The garage motion sensor is offline; it was last seen at 11:10 pm yesterday.\n\nThere was one motion event in the living room at 1:12 pm, but it didn't trigger the alarm because of pet immunity.",
       note="faithful; 'bypassed' = excluded, a standard reading", borderline=True),
     A("The alarm is armed in away mode and has been since 8:40 am, but there are a couple of things worth knowing:\n\n1. **Kitchen window: open.** It's set to bypassed, so it isn't part of the armed system right now.\n2. **Garage motion sensor: offline.** It was last seen at 11:10 pm last night; it isn't bypassed, but it isn't reporting either.\n3. **Front door and living room:** the front door contact is closed and the living room motion sensor is idle.\n\nToday there's been one event: motion in the living room at 1:12 pm, which did not set off the alarm thanks to pet immunity. Also, a siren test is due on Sunday 15 March.",
       note="faithful; 'isn't part of the armed system' reads bypassed as excluded, a standard but unstated meaning", borderline=True)],
    # R27 get_plug_energy (table)  plan: 0 short | 1 b medium
    [A("This week the space heater has used 18.6 kWh, which at €0.29 per kWh comes to about €5.39. It's on right now, drawing 1,520 W.",
       note="faithful; 18.6 x 0.29 = 5.394"),
     A("The space heater has used 18.6 kWh since Monday, which at your tariff of €0.29 per kWh is about €5.39. That's roughly 70% of everything your smart plugs have used this week (29.43 kWh in total). It's still on right now, drawing 1,520 W, and has used 3.8 kWh today alone.",
       bad=["That's roughly 70% of everything your smart plugs have used this week (29.43 kWh in total)."],
       note="(b) wrong derived share: 18.6 / 29.43 = 63%")],
    # R28 get_detectors  plan: 1 d medium | 1 a short
    [A("Two of them do. The hallway smoke alarm has a low battery, and its last test was back on 30 September 2025. The Bedroom 2 alarm expires in April 2026, so it will need replacing next month. Most smoke alarms of this type take a 9V battery, which you can swap without taking the unit off the ceiling. The kitchen smoke and CO alarm is fine: good battery, tested on 11 February, and 0 ppm of CO.",
       bad=["Most smoke alarms of this type take a 9V battery, which you can swap without taking the unit off the ceiling."],
       note="(d) invented battery type and replacement step"),
     A("Yes, two things. The hallway alarm's battery is low. The kitchen alarm expires in April 2026, so it will need replacing soon.",
       bad=["The kitchen alarm expires in April 2026, so it will need replacing soon."],
       note="(a) wrong record: Bedroom 2 expires 2026-04; the kitchen alarm expires 2031-05")],
    # R29 get_vacuum_status  plan: 1 d short | 1 c long
    [A("No. This morning's run stopped at 10:52 am because the brush got stuck, and the bedroom was skipped. The vacuum will go back and do the bedroom automatically once the brush is cleared.",
       bad=["The vacuum will go back and do the bedroom automatically once the brush is cleared."],
       note="(d) invented behaviour / next step"),
     A("Not completely. The run started at 10 am and ended at 10:52 am, covering 58 m², but it was marked incomplete because the brush got stuck, and the bedroom was skipped.\n\nA few other things from the status:\n- It's back on the dock with a full battery (100%).\n- The dust bin is full, so it will need emptying before the next run.\n- The filter is down to 14% of its life.\n- The schedule is on: it runs on Mondays and Thursdays at 10 am, so the next run is Thursday.\n\nYou may want to check the brush before then.",
       bad=["- The dust bin is full, so it will need emptying before the next run."],
       note="(c) boolean inverted: bin_full is false")],
    # R30 get_booking  plan: 1 b long | 0 short
    [A("Here's the breakdown for your Compact SUV (Peugeot 2008 or similar, automatic), picking up at Lisbon Airport on Friday 3 April at 10:30 am and returning to Porto Campanhã on Friday 10 April at 9 am:\n\n- **Base rate:** 7 days × €41 = €287\n- **One-way fee** (Lisbon to Porto): €65\n- **Child seat:** €8 a day, so €56 for the week\n- **Additional driver:** €12 for the whole rental\n\nThat brings the total to €412, all payable at pickup (nothing has been charged yet). Mileage is unlimited. There's also a €900 deposit held on your card, and you can cancel free of charge until 10:30 am on 1 April.",
       bad=["- **Child seat:** €8 a day, so €56 for the week"],
       note="(b) wrong derived figure: the child seat is capped at max_charge €48 (287 + 65 + 48 + 12 = 412)"),
     A("Your total is €412, payable at pickup: €287 for 7 days at €41, a €65 one-way fee, €48 for the child seat (its maximum charge) and €12 for the additional driver. There's also a €900 deposit held on your card.",
       note="faithful; sum checks to 412")],
    # R31 get_booking + get_station_hours  plan: 0 short | 1 a medium
    [A("Yes, the Faro Airport desk is open until midnight, so your 11:15 pm pickup works. The return is a problem, though: 18 April is a Saturday, and Faro Downtown closes at 1 pm on Saturdays and doesn't take after-hours returns.",
       note="faithful; weekday of 2026-04-18 derived"),
     A("Good news on the pickup: the Faro Airport desk is open every day from 7 am until midnight, so your 11:15 pm pickup on Tuesday 14 April is within its hours. For the return, Faro Downtown is open from 8:30 am to 7 pm, so dropping the car off at 6 pm on Saturday 18 April is fine. Just note that the downtown branch doesn't accept after-hours returns.",
       bad=["For the return, Faro Downtown is open from 8:30 am to 7 pm, so dropping the car off at 6 pm on Saturday 18 April is fine."],
       note="(a) wrong field: weekday hours applied to a Saturday (sat 09:00-13:00)")],
    # R32 get_deposit_status  plan: 0 medium | 0 long
    [A("€120 of your €900 deposit was kept to cover charges after the rental, and the other €780 was released on 4 March. The €120 is made up of:\n- €52 for refuelling (18 litres plus a service fee)\n- €23.40 in Via Verde tolls, plus a €4.60 toll admin fee\n- €40 for interior cleaning because of sand\n\nThere's no damage report. If you disagree with any of these, you can dispute them until 1 April.",
       note="faithful; 52 + 23.40 + 4.60 + 40 = 120"),
     A("Your deposit was €900, held on your card. After the rental closed on 2 March, €780 of it was released on 4 March and €120 was kept. That €120 covers four charges:\n\n1. **Fuel:** €52, for 18 litres of refuelling plus a service fee\n2. **Tolls:** €23.40 for Via Verde tolls\n3. **Toll admin fee:** €4.60\n4. **Cleaning:** €40 for interior cleaning, because of sand in the car\n\nThe good news is that there's no damage report on the rental, so nothing was taken for damage. If any of these charges look wrong to you, you can dispute them until 1 April 2026. Would you like help with that?",
       note="faithful")],
    # R33 list_booking_extras (table)  plan: 1 b short | 0 long
    [A("You've added a child booster seat and an additional driver, which together add €82.50 to your bill. Full cover would cost €99.50 for your 5 days.",
       bad=["You've added a child booster seat and an additional driver, which together add €82.50 to your bill."],
       note="(b) wrong sum: 37.50 + 50.00 = 87.50"),
     A("You've added two extras:\n- **Child booster seat:** €7.50 a day × 5 days = €37.50 (also its maximum charge)\n- **Additional driver:** €10 a day × 5 days = €50 (again, the maximum)\n\nTogether they add **€87.50** to your bill.\n\n**Full cover (zero excess)** is €19.90 a day with no cap, so for your 5 days it would be €99.50. Adding it would bring your extras to €187 in total.\n\nYou haven't selected GPS navigation (€9 a day, max €45) or snow chains (€25 for the rental). Let me know if you'd like to change anything.",
       note="faithful; 87.50 + 99.50 = 187")],
    # R34 get_pickup_details  plan: 0 long | 0 long
    [A("To collect the car at Terminal 1 (arrivals hall, desk 14), you'll need:\n1. Your driving licence\n2. Your passport or ID card\n3. A credit card in the main driver's name\n\nThere's no shuttle; you pick the keys up at the desk. Your car is a grey Peugeot 2008 (plate BX-42-TQ), automatic, running on petrol. It will be full at pickup and the fuel policy is full-to-full, so you bring it back full.\n\nAs for extra costs: since you're 23, the young driver fee for drivers under 25 applies. It's €15 a day, which comes to €105 over your 7-day rental. That's the only extra charge listed in the pickup details.",
       note="faithful; 7 x 15 = 105"),
     A("Here's what you'll need at desk 14 in the Terminal 1 arrivals hall: your driving licence, a passport or ID card, and a credit card in the main driver's name. The keys are handed over at the desk.\n\nYes, there is one extra charge to expect. Drivers under 25 pay a young driver fee of €15 per day, and your age is listed as 23, so for 7 days that's €105. You're above the minimum age of 21, so you can rent the car.\n\nYour assigned car is a grey automatic Peugeot 2008, plate BX-42-TQ, running on petrol. The tank will be full, and you should return it full.",
       note="faithful")],
    # R35 get_cancellation_quote  plan: 0 medium | 0 short
    [A("Yes. If you cancel now you'll get the full €318 back, with no cancellation fee, refunded to the card you paid with. Free cancellation runs until 9 am (UTC) tomorrow, 10 March, which is 19 hours from now. After that, a €95 fee applies, so you'd only get €223 back.",
       note="faithful; 318 - 95 = 223; 14:00 -> 09:00 next day = 19 h"),
     A("Yes, cancelling now costs nothing: you'd get the full €318 back on your original card. Just do it before 9 am UTC on 10 March, after which a €95 fee applies.",
       note="faithful")],
    # R36 get_booking + get_protection_options  plan: 1 d short | 0 long
    [A("Your excess on Basic protection is €1,400. Switching to Zero at €21 a day would cost €84 for your 4 days, bring the excess to €0 and cut your deposit to €250. Zero cover also includes roadside assistance.",
       bad=["Zero cover also includes roadside assistance."],
       note="(d) invented coverage; Zero covers collision, theft, windscreen, tyres, underbody"),
     A("You're on **Basic** protection at the moment, so your excess is €1,400, and your deposit is also €1,400.\n\nTo get rid of the excess entirely you'd need **Zero**, which costs €21 a day. Your rental runs from Saturday 2 May to Wednesday 6 May (4 days), so that's €84. With Zero:\n- Excess drops to €0\n- Deposit drops to €250\n- Cover extends to windscreen, tyres and underbody, on top of collision and theft\n\nIf you'd rather keep it cheaper, **Smart** is €11 a day (€44 for 4 days), which brings the excess and deposit down to €500 and adds windscreen cover. You can change your protection up until pickup.",
       note="faithful")],
    # R37 get_rental_agreement  plan: 0 medium | 1 a long
    [A("The difference is $54.50, and it comes from two charges added when you returned the car. Your quote covered the base rate ($214.50) and taxes and fees ($61.92). On top of that:\n- **Extra miles: $7.70.** You drove 772 miles (19,012 − 18,240) against a 750-mile allowance, so 22 extra miles at $0.35 each.\n- **Fuel: $46.80.** The car went out full and came back with 5/8 of a tank.\n\nThat brings the total to $330.92.",
       note="faithful; all arithmetic checks"),
     A("Your quote of $276.42 was the base rate ($214.50) plus taxes and fees ($61.92). The final bill of $330.92 is $54.50 higher because of two extra charges:\n\n1. **Mileage:** you picked the car up with 18,240 miles on it and returned it at 19,012, so you drove 772 miles. Your allowance was 750 miles, and the 22 extra miles cost $46.80.\n2. **Fuel:** the tank was full (8/8) at pickup but only 5/8 when you returned it, so a refuelling charge was added.\n\nThe good news is that the return wasn't counted as late, so there's no late-return charge on the bill. Let me know if you'd like any of the figures explained in more detail.",
       bad=["Your allowance was 750 miles, and the 22 extra miles cost $46.80."],
       note="(a) wrong field: $46.80 is the fuel charge; extra miles are $7.70")],
    # R38 search_rental_offers (table)  plan: 1 b long | 0 medium
    [A("The only automatic with free cancellation is **offer 2, the Toyota Yaris Hybrid from Solvia** (compact class), at €312.50 for the 7 days from 20 to 27 June. That works out to about €42.50 a day. It comes with a €1,000 deposit and a full-to-full fuel policy.\n\nFor comparison, the other two automatics are cheaper but can't be cancelled for free:\n- Offer 4, Citroën C3 (AzurDrive): €265, with a €1,200 deposit and a prepaid tank\n- Offer 3, Peugeot 308 (AzurDrive): €289.90, with a €1,500 deposit\n\nThe cheapest car overall is the Renault Clio at €238, with free cancellation, but it's a manual. If flexibility matters most, the Yaris is your pick; if you're sure of your dates, the C3 saves you €47.50.",
       bad=["That works out to about €42.50 a day."],
       note="(b) wrong derived figure: 312.50 / 7 = 44.64 a day"),
     A("Offer 2, the Toyota Yaris Hybrid from Solvia, is the only automatic with free cancellation, so it's also the cheapest one: €312.50 for 7 days, or about €44.64 a day. The deposit is €1,000 and the fuel policy is full to full. The Citroën C3 (€265) and Peugeot 308 (€289.90) are cheaper automatics, but neither can be cancelled for free.",
       note="faithful")],
    # R39 get_booking + get_extension_quote  plan: 0 long | 1 c long
    [A("Yes, the car is available for two more days, but the extension isn't booked yet. What you have is a quote only:\n\n- **New return:** Tuesday 17 March at 12 pm at Munich Airport, instead of Sunday 15 March\n- **Cost:** 2 extra days at €61 a day = €122 (€7 a day more than your current €54 rate)\n- **Deposit:** no change, it stays at €600\n\nTo lock it in, you'll need to confirm by 12 pm on Saturday 14 March. Until then, your booking still shows the original return on 15 March.",
       note="faithful; status quote_only read correctly"),
     A("Good news: the extension has gone through, and you can now keep the car until Tuesday 17 March at noon, returning it to Munich Airport as before.\n\nHere's what the two extra days look like:\n- 2 days at €61 a day, so €122 on top of your booking\n- That's €7 a day more than your original €54 daily rate\n- Your €600 deposit stays the same\n\nYour original return was Sunday 15 March at 12 pm. Let me know if there's anything else you need for the trip!",
       bad=["Good news: the extension has gone through, and you can now keep the car until Tuesday 17 March at noon, returning it to Munich Airport as before."],
       note="(c) status inverted: the extension is available but status is quote_only (must be confirmed by 14 March)")],
]
