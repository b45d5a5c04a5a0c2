"""Two hand-written assistant answers per item of records.py, with labels.

Which answers are hallucinated, the kind of mistake and the target length were fixed BEFORE
writing by the seeded plan in plan.py (random.Random(10217)); build.py checks every label
(1 iff ``bad`` is non-empty) against it. ``bad`` holds the one planted unsupported sentence,
verbatim; ``note`` says what is wrong (or, for a correct answer, what was checked);
``borderline`` marks calls another careful reader could make the other way. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = {}

# 0 get_bill  plan: 0 short, 0 medium
ANSWERS[0] = [
    A("It's down to two extras on this bill: £4.99 for delivering your replacement SIM and £6.40 for calls to 09 "
      "numbers. Together that's £11.39, which takes you from £49.95 last time to £61.34.",
      note="faithful; 4.99 + 6.40 = 11.39 = 61.34 - 49.95"),
    A("I've had a look at your bill for 14 February to 13 March. Your regular charges haven't changed: Unlimited 5G "
      "SIM-only at £22.00, device instalment 9 of 24 at £31.25, and your 15% loyalty discount of -£3.30. Those add up "
      "to £49.95, the same as your previous bill.\n\nThis month there are two extra items: a one-off £4.99 for "
      "replacement SIM delivery and £6.40 for calls to 09 numbers. That's £11.39 more, bringing the total to £61.34, "
      "which will be collected by direct debit on 29 March.",
      note="faithful; 22 + 31.25 - 3.30 = 49.95 = previous_total; 'collected on 29 March' restates due date + direct_debit",
      borderline=True),
]
ANSWERS[0][1]["note"] += "; borderline: 'regular charges haven't changed' is inferred from the totals matching, not from last bill's lines"

# 1 get_data_usage_daily  plan: 0 long, 1 d medium
ANSWERS[1] = [
    A("As of 9:40 pm on 12 March, you've used 18.6 GB of your 30 GB allowance, so you have 11.4 GB left until the end "
      "of the month on 31 March.\n\nHere's your usage over the last five days:\n- 8 March: 1.9 GB\n- 9 March: 2.4 GB\n"
      "- 10 March: 0.8 GB\n- 11 March: 3.1 GB\n- 12 March: 1.2 GB\n\nThat's 9.4 GB in five days, or roughly 1.9 GB a "
      "day. If you keep going at that rate, your remaining 11.4 GB would last about six days, so it could run out "
      "before the month ends. There's no rollover data on your account to fall back on. Let me know if you'd like "
      "help keeping an eye on it!",
      note="faithful; 30 - 18.6 = 11.4; 1.9+2.4+0.8+3.1+1.2 = 9.4, /5 = 1.88; 11.4/1.88 = 6.1 days"),
    A("You've got 11.4 GB left out of your 30 GB for March (18.6 GB used so far). Over the last five days you've used "
      "9.4 GB in total: your busiest day was 11 March at 3.1 GB and the lightest was 10 March at 0.8 GB. If you think "
      "you'll run short, you can add extra data any time in the My Lumora app under Add-ons > Data boosters.",
      bad=["If you think you'll run short, you can add extra data any time in the My Lumora app under Add-ons > Data boosters."],
      note="invented app menu path / step for buying extra data"),
]

# 2 get_roaming_profile + list_roaming_passes  plan: 0 long, 1 d short
ANSWERS[2] = [
    A("Spain is in our Europe Zone 1 and roaming is switched on for your number, so your phone will work there. You "
      "have two ways to pay:\n\n1. **Daily charge:** £2.50 for each day you use your phone, triggered the first time "
      "you make a call, send a text or use data that day. If you use it every day of a 10-day trip, that's "
      "10 × £2.50 = £25.\n2. **Europe 7-day Pass (EU7):** £12 for 7 days with 15 GB of data. It covers 7 of your 10 "
      "days, so with the daily charge for the other 3 days (£7.50) you'd pay £19.50 in total.\n\nThere's a 15 GB "
      "data cap while you're abroad. The Worldwide 7-day Pass also covers Europe, but at £35 it isn't worth it for "
      "this trip.",
      note="faithful; 10 x 2.50 = 25; 12 + 3 x 2.50 = 19.50", borderline=True),
    A("Spain is in Europe Zone 1, so it's £2.50 for each day you use your phone, which comes to £25 if you use it on "
      "all 10 days. To save money, text EU7 to 4040 before you go to buy the £12 Europe 7-day Pass.",
      bad=["To save money, text EU7 to 4040 before you go to buy the £12 Europe 7-day Pass."],
      note="invented purchase step / short code"),
]
ANSWERS[2][0]["note"] += "; borderline: that the daily charge applies on the days after the pass runs out is inferred, not stated"

# 3 get_contract  plan: 0 medium, 0 short
ANSWERS[3] = [
    A("Your Fibre 500 contract started on 2 September 2024 with a 24-month minimum term, so it ends on 1 September "
      "2026. As you're still within that minimum term, leaving now would mean an early termination fee based on your "
      "remaining monthly charges — today's quote is £217.60. You'd also need to give 30 days' notice. Let me know if "
      "you'd like me to go through your options.",
      note="faithful restatement of contract, ETF quote and notice period"),
    A("Your contract ends on 1 September 2026. If you left today, the early termination fee would be £217.60, and "
      "there's a 30-day notice period.",
      note="faithful"),
]

# 4 get_device_plan  plan: 0 long, 0 long
ANSWERS[4] = [
    A("Here's where your Pixel 9 128GB plan stands:\n\n- You've paid 9 of your 24 monthly instalments of £31.25, "
      "plus £30 upfront.\n- There are 15 instalments left, so £468.75 is still outstanding.\n- Your next payment is "
      "due on 20 March 2026 and the final one on 20 May 2027.\n\nAnd yes, you can pay it off early: early "
      "settlement is allowed on your plan. Because the plan is interest-free (0% APR), settling early means paying "
      "the £468.75 balance; there's no interest to save, but it would clear the phone straight away. Just let me know "
      "if you'd like to go ahead.",
      note="faithful; 15 x 31.25 = 468.75; 'no interest to save' follows from 0% APR", borderline=True),
    A("You still owe £468.75 on your Pixel 9, which is 15 payments of £31.25. Altogether the phone costs £780 "
      "(£30 upfront plus 24 × £31.25), and you've paid £311.25 of that so far.\n\nYou're able to pay it off early, "
      "as early settlement is allowed on your plan. Since it's a 0% interest plan, the amount to clear it is simply "
      "the remaining balance. If you'd rather keep paying monthly, your payments continue from 20 March 2026 until "
      "the last one on 20 May 2027. Is there anything else you'd like to know about your device plan?",
      note="faithful; 30 + 24 x 31.25 = 780; 30 + 9 x 31.25 = 311.25"),
]
ANSWERS[4][0]["note"] += "; borderline: 'settling early means paying the £468.75 balance' / 'clear it straight away' assume the settlement amount equals balance_remaining"

# 5 get_speed_tests  plan: 1 c long, 1 d short
ANSWERS[5] = [
    A("I can see why you're frustrated. Your Fibre 150 package has a guaranteed minimum download speed of 100 Mbps, "
      "and both evening tests on your line fall short of that:\n- 9 March at 8:14 pm: 88.4 Mbps (Wi-Fi)\n- 10 March "
      "at 8:31 pm: 91.2 Mbps (Wi-Fi)\n\nBy contrast, the morning test on 12 March at 8:05 am, over an Ethernet "
      "cable, reached 142.7 Mbps, close to the estimated peak of 150 Mbps. So the two below-guarantee results were "
      "both in the evening over Wi-Fi, while the wired test was fine. There's no speed guarantee claim open on your "
      "line at the moment. Would you like to know more about any of these results?",
      bad=["By contrast, the morning test on 12 March at 8:05 am, over an Ethernet cable, reached 142.7 Mbps, close to the estimated peak of 150 Mbps."],
      note="wrong date: the Ethernet test was on 11 March (2026-03-11T08:05)"),
    A("Not quite: your two evening tests (88.4 and 91.2 Mbps) were both below your 100 Mbps guaranteed minimum. You "
      "can raise a speed guarantee claim in the Lumora app under Help > Speed guarantee.",
      bad=["You can raise a speed guarantee claim in the Lumora app under Help > Speed guarantee."],
      note="invented claim step / menu path (record only says no claim is open)"),
]

# 6 get_engineer_appointment  plan: 0 medium, 0 long
ANSWERS[6] = [
    A("Your fibre installation is confirmed for Wednesday 18 March, and the engineer, Tomasz, is due between 1 pm and "
      "6 pm. An adult needs to be at home for the visit. Your access note (\"Flat 4, buzzer not working\") is on the "
      "booking too.",
      note="faithful; 2026-03-18 is a Wednesday; 13:00-18:00 -> 1-6 pm"),
    A("Your engineer appointment for the fibre installation (ENG-551207) is all set:\n\n- **Date:** Wednesday 18 March 2026\n- **Time slot:** 1 pm to 6 pm\n"
      "- **Engineer:** Tomasz\n- **Status:** confirmed\n\nPlease make sure an adult is at home for the appointment, as "
      "that's required for the install. We also have your access note on file: \"Flat 4, buzzer not working\".\n\nYour "
      "router has already been dispatched with DPD, and you can follow it with tracking number 15503387211094. "
      "Is there anything else I can help with before the installation?",
      note="faithful restatement of all fields"),
]

# 7 get_port_in_request  plan: 0 short, 0 medium
ANSWERS[7] = [
    A("Your switch is booked for Monday 16 March, but we're still waiting for Televa to confirm it. Expect up to 2 "
      "hours without service on the day; until then you can keep using your temporary number, 07700 900102.",
      note="faithful; 2026-03-16 is a Monday"),
    A("We've received your PAC from Televa and requested the switch for 16 March 2026. Right now the transfer is "
      "waiting for Televa to confirm it. On the day itself, your service may be interrupted for up to 2 hours. In "
      "the meantime your temporary Lumora number is 07700 900102, and your PAC stays valid until 10 April.",
      note="faithful; awaiting_donor_confirmation -> waiting for Televa to confirm"),
]

# 8 get_sim_order  plan: 1 b short, 1 b short
ANSWERS[8] = [
    A("Yes, your replacement SIM was dispatched on 11 March by Royal Mail Tracked 48 and is expected by 13 March. "
      "Your old SIM will stop working as soon as the new one is delivered.",
      bad=["Your old SIM will stop working as soon as the new one is delivered."],
      note="trigger changed: old SIM deactivates on activation of the new one, not on delivery"),
    A("Your replacement SIM went out on 11 March at 4:22 pm and should arrive by Friday 13 March. It comes "
      "pre-activated, so you can just pop it in, and your old SIM will stop working at that point.",
      bad=["It comes pre-activated, so you can just pop it in, and your old SIM will stop working at that point."],
      note="inverted boolean: activation_required is true"),
]

# 9 get_fault_ticket  plan: 0 short, 0 long
ANSWERS[9] = [
    A("Your fault ticket FT-330184 is waiting on you at the moment: the next step is to restart your router and then "
      "run a line test. Our remote line test on 9 March passed, and the target for fixing it is 15 March at 5 pm.",
      note="faithful; sla_target -> target for fixing"),
    A("Sorry the connection keeps dropping, that's really frustrating. Here's where your fault ticket (FT-330184) "
      "stands:\n\n- It was opened on 8 March at 9:12 am for intermittent dropouts.\n- On 9 March we ran a remote "
      "test on your line, and it passed.\n- Since 11 March at 3:40 pm, the ticket has been waiting for you.\n\nWhat "
      "we need from you now is to restart your router and then run a line test. The target for resolving the fault "
      "is 15 March 2026 at 5 pm. Please note that this fault isn't eligible for compensation. Let me know if you "
      "need help with any of that.",
      note="faithful restatement of history, next action, SLA and compensation flag"),
]

# 10 list_sim_only_tariffs (table)  plan: 1 a short, 1 a short
ANSWERS[10] = [
    A("For about 25GB with 5G, Everyday 40 is the best fit: 40GB with unlimited minutes and texts for £12 a month on "
      "a 12-month term, saving you £10 a month. Any data you don't use also rolls over to the next month.",
      bad=["Any data you don't use also rolls over to the next month."],
      note="baseless addition: the tariff table says nothing about rollover"),
    A("Two cheaper 5G plans would cover your 25GB: Everyday 40 (40GB, £12/month, 12 months) and Max 120 (120GB, "
      "£16/month, 24 months). Essentials 10 is cheaper still, but it has no 5G and only 10GB. Moving down to a "
      "cheaper plan like these doesn't carry any switching fee.",
      bad=["Moving down to a cheaper plan like these doesn't carry any switching fee."],
      note="baseless addition: no switching fee information in the table"),
]

# 11 get_bill_history  plan: 0 medium, 1 c long
ANSWERS[11] = [
    A("Over the last six months (October 2025 to March 2026) your bills came to £258.15 in total, which works out at "
      "an average of about £43.03 a month. Most months were £41.50; the exceptions were December at £47.90 and "
      "February at £44.25.",
      note="faithful; 4 x 41.50 + 47.90 + 44.25 = 258.15; /6 = 43.025"),
    A("Sure, I've pulled up your bill history. Here are your last six bills:\n- October 2025: £41.50\n- November 2025: £41.50\n- December 2025: £47.90\n"
      "- January 2026: £41.50\n- February 2026: £44.25\n- March 2026: £41.50\n\nThat's £262.15 altogether, an "
      "average of about £43.69 a month. Your usual bill is £41.50; December was the highest at £47.90, £6.40 above "
      "that, and February was £2.75 higher than usual. Your bills are paid automatically each month. Let me know if you'd like me "
      "to look into what made December or February higher.",
      bad=["That's £262.15 altogether, an average of about £43.69 a month."],
      note="wrong total and average: 258.15 and 43.03"),
]

# 12 get_allowances  plan: 0 short, 0 medium
ANSWERS[12] = [
    A("You've used 64 of your 100 international minutes, so 36 are left. On data, you've used about 12.1 GB of your "
      "40 GB, leaving roughly 27.9 GB until your cycle ends on 4 April.",
      note="faithful; 12390/1024 = 12.1; (40960-12390)/1024 = 27.9"),
    A("Here's your Everyday 40 allowance for the cycle running from 5 March to 4 April:\n- International minutes: 64 "
      "of 100 used, so 36 left\n- Data: 12,390 MB of 40,960 MB used (about 12.1 GB of 40 GB), leaving around 27.9 GB\n"
      "- Minutes and texts: unlimited, with 412 minutes and 57 texts used so far\n\nAnything else you'd like to check?",
      note="faithful; MB -> GB conversion by 1024"),
]

# 13 get_roaming_usage  plan: 1 a short, 0 long
ANSWERS[13] = [
    A("You were charged the £6 daily roaming rate on three of your four days: 21 February (data), 22 February (a "
      "call) and 24 February (data), so 3 × £6 = £18. That daily rate lets you use your normal UK allowance of calls, "
      "texts and data.",
      bad=["That daily rate lets you use your normal UK allowance of calls, texts and data."],
      note="baseless addition: what the daily rate includes is not in the record"),
    A("I understand the confusion, so here's the breakdown. The US is in our Rest of World Zone 2, where the daily "
      "roaming charge is £6. You were charged on three days of your trip, each time because you used your phone "
      "that day:\n\n- 21 February: £6 (data)\n- 22 February: £6 (a call)\n- 24 February: £6 (data)\n\nThere was no "
      "charge for 23 February, so you paid for three days rather than four: 3 × £6 = £18. You didn't have a roaming "
      "pass active, so the standard daily rate applied. Let me know if anything else on your bill doesn't look right.",
      note="faithful; triggers restated; 'no pass so daily rate applied' follows from pass_active false"),
]

# 14 get_account_lines  plan: 1 b short, 0 long
ANSWERS[14] = [
    A("Dana uses the most data, with 64.2 GB of 120 GB. Ellis has used all 10 GB and is capped, but because your "
      "lines share data, Dana's spare allowance will cover Ellis's line.",
      bad=["Ellis has used all 10 GB and is capped, but because your lines share data, Dana's spare allowance will cover Ellis's line."],
      note="inverted boolean: shared_data is false"),
    A("Here's February's data use across your three lines:\n\n- **Dana (07700 900151, Max 120):** 64.2 GB of 120 GB, "
      "the most of anyone, with 55.8 GB to spare.\n- **Sam (07700 900152, Everyday 40):** 38.9 GB of 40 GB, so only "
      "1.1 GB left.\n- **Ellis (07700 900153, Essentials 10):** all 10 GB used, and the line is capped.\n\nSo Ellis "
      "has already run out and Sam came very close. Data isn't shared between the lines on your account, so Dana's "
      "spare data can't be passed to the others. If you'd like, I can go through the options for Sam's and Ellis's "
      "lines.",
      note="faithful; 120-64.2 = 55.8; 40-38.9 = 1.1; shared_data false"),
]

# 15 get_payment_status  plan: 0 long, 1 d short
ANSWERS[15] = [
    A("Sorry to hear about the failed payment. Here's what's happened:\n\n- Your bill of £36.50 was due on 27 "
      "February. We tried to collect it by direct debit on 27 February and again on 6 March, but both attempts "
      "failed because there weren't enough funds in the account.\n- A £5 late payment fee has been added, so with the "
      "bill that's £41.50.\n- Outgoing calls on your account are scheduled to be barred from 20 March.\n\nTo sort it "
      "out before then, you can pay online at https://my.lumora.example/pay. Let me know if you need anything else.",
      note="faithful; 36.50 + 5 = 41.50", borderline=True),
    A("Your £36.50 direct debit failed twice, on 27 February and 6 March, and a £5 late fee has been added. Please "
      "pay online at https://my.lumora.example/pay, or call us on 0333 014 2290 to pay by card, before outgoing calls "
      "are barred on 20 March.",
      bad=["Please pay online at https://my.lumora.example/pay, or call us on 0333 014 2290 to pay by card, before outgoing calls are barred on 20 March."],
      note="invented phone number / payment channel"),
]
ANSWERS[15][0]["note"] += ("; borderline: £41.50 assumes the fee is not already inside amount_due, and 'to sort it out "
                           "before then' assumes paying stops the scheduled barring")

# 16 check_upgrade_eligibility + get_device_plan  plan: 0 long, 0 medium
ANSWERS[16] = [
    A("I've checked your upgrade eligibility and your current device plan. Not just yet, I'm afraid. Your number becomes eligible for a standard upgrade on 2 May 2026; until then it "
      "isn't, because there's still a balance outstanding on your current device plan.\n\nHere's where that plan "
      "stands:\n- Galaxy S24 256GB: 2 instalments of £27.50 left, £55.00 in total\n- Next payment: 2 April 2026\n\n"
      "If you'd rather not wait, there is an early upgrade option available, which comes with a fee of £95. Let me "
      "know which you'd prefer and I can help with the next steps.",
      note="faithful; 2 x 27.50 = 55"),
    A("You're not eligible for a regular upgrade until 2 May 2026, as you still have £55 left to pay on your Galaxy "
      "S24 (two instalments of £27.50, the next one on 2 April). There is an early upgrade option, though: you can "
      "upgrade before then for a £95 fee.",
      note="faithful"),
]

# 17 get_broadband_order  plan: 0 medium, 1 a medium
ANSWERS[17] = [
    A("Your Fibre 900 broadband is scheduled to go live on Tuesday 24 March. No engineer visit is needed, so you "
      "won't have to stay in for an installation. Your Lumora Hub 6 router hasn't been sent yet; it's due to be "
      "dispatched on 20 March. Your first month is free, there's no setup fee, and after that it's £45 a month.",
      note="faithful; 2026-03-24 is a Tuesday; engineer_visit_required false"),
    A("Good news: your Fibre 900 connection is scheduled to go live on 24 March, and no engineer visit is required, "
      "so there's no need to stay in for one. Your Lumora Hub 6 router is due to be sent out on 20 March. Your old "
      "provider's service will be cancelled automatically when the new line goes live. Your first month is free, "
      "and after that it's £45 a month.",
      bad=["Your old provider's service will be cancelled automatically when the new line goes live."],
      note="baseless addition about the previous provider"),
]

# 18 get_active_addons  plan: 1 b medium, 0 medium
ANSWERS[18] = [
    A("You currently have three add-ons on your line:\n- International 100: £5.00, renews on 1 April\n- 5GB Data "
      "Booster: £6.00, renews on 31 March\n- Spotify Premium: £11.99, on a trial until 28 March, renews on 1 April\n\n"
      "From April, your recurring add-ons come to £16.99 a month (£5.00 + £11.99).",
      bad=["5GB Data Booster: £6.00, renews on 31 March"],
      note="the booster is not recurring and expires (does not renew) on 31 March"),
    A("You've got three add-ons on your line:\n1. International 100: £5.00, recurring, next renewal on 1 April\n"
      "2. 5GB Data Booster: £6.00, a one-off that expires on 31 March and won't renew\n3. Spotify Premium: £11.99, "
      "recurring, on a trial until 28 March and renewing on 1 April\n\nSo from 1 April, the recurring ones add up to "
      "£16.99 a month.",
      note="faithful; 5 + 11.99 = 16.99"),
]

# 19 get_account_adjustments  plan: 0 long, 0 long
ANSWERS[19] = [
    A("I've checked both for you.\n\n**Your duplicate payment:** we've set up a refund of £44.00 for the payment you "
      "made twice. It was raised on 7 March, it's currently pending, and it's going back to the card you paid with. "
      "You should have it by 17 March.\n\n**The outage:** yes, you did get a credit. £8.40 of outage compensation "
      "was added on 3 March and applied to your March bill, so you'll see it there rather than as a separate "
      "payment.\n\nAltogether that's £52.40 coming back to you: £44.00 as a refund and £8.40 as a bill credit. Is "
      "there anything else I can help with?",
      note="faithful; 44 + 8.40 = 52.40"),
    A("Good news on both counts.\n\n- **Refund for the double payment:** £44.00, currently pending. It's being "
      "returned to your original card and is expected by 17 March 2026 (it was set up on 7 March).\n- **Outage "
      "credit:** £8.40 of compensation was credited on 3 March and has been applied to your March 2026 bill.\n\nSo "
      "your March bill is £8.40 lower than it would otherwise have been, and the £44 should reach your card within "
      "ten days of the refund being raised. If it hasn't arrived by 17 March, just let me know and I'll look into "
      "it.",
      note="faithful; 7 -> 17 March = 10 days"),
]

# 20 get_bill + get_usage_charges  plan: 1 d long, 0 medium
ANSWERS[20] = [
    A("I can see why that's a surprise. Your plan itself is £15, and the other £28.74 is made up of three usage "
      "charges from your 18 January to 17 February bill:\n\n1. **Premium texts:** 6 texts to an 88xxx short code at "
      "£1.50 each = £9.00\n2. **International calls:** 37 minutes to +48 numbers at 45p a minute = £16.65\n3. **Extra "
      "data:** 1,024 MB (1 GB) beyond your allowance = £3.09\n\nThose add up to £28.74, which with the £15 plan gives "
      "the £43.74 total. If you didn't mean to sign up to a premium text service, you can block premium-rate texts "
      "yourself in My Lumora under Settings > Spend controls. Let me know if you'd like more detail on any of these.",
      bad=["If you didn't mean to sign up to a premium text service, you can block premium-rate texts yourself in My Lumora under Settings > Spend controls."],
      note="invented step / menu path for barring premium texts"),
    A("The £28.74 in extras comes from three things on top of your £15 plan:\n- £9.00 for 6 premium texts to 88xxx "
      "(£1.50 each)\n- £16.65 for 37 minutes of international calls to +48 numbers (£0.45 a minute)\n- £3.09 for "
      "going 1 GB (1,024 MB) over your data\n\nSo £15 + £28.74 = £43.74.",
      note="faithful; 6 x 1.5 = 9; 37 x 0.45 = 16.65; sum 28.74"),
]

# 21 get_international_rates (table)  plan: 0 long, 1 c medium
ANSWERS[21] = [
    A("Here are the rates for calling mobiles:\n\n- **Nigeria:** 95p a minute. Nigeria isn't included in the "
      "International 100 add-on, so calls there are charged at this rate even if you have it.\n- **India:** 35p a "
      "minute. India is included in International 100, so if you have that add-on, calls to India are covered by "
      "it.\n\nTo give you an idea, a 10-minute call would cost £9.50 to a Nigerian mobile and £3.50 to an Indian "
      "mobile at the standard rates. Landlines are a little cheaper: 85p a minute for Nigeria and 30p for India, and "
      "texts cost 25p and 20p respectively. Would you like to know more about the International 100 add-on?",
      note="faithful; 10 x 0.95 = 9.50, 10 x 0.35 = 3.50", borderline=True),
    A("Calling a mobile in Nigeria costs £0.95 a minute, and Nigeria isn't included in the International 100 add-on. "
      "For India, mobile calls are £0.30 a minute, and they are included in International 100 if you have it. Texts "
      "are 25p to Nigeria and 20p to India.",
      bad=["For India, mobile calls are £0.30 a minute, and they are included in International 100 if you have it."],
      note="wrong column: £0.30 is India landline; mobile is £0.35"),
]
ANSWERS[21][0]["note"] += "; borderline: 'covered by it' reads 'included' as covered by the add-on's minutes, which the table does not spell out"

# 22 check_coverage  plan: 0 short, 1 d short
ANSWERS[22] = [
    A("5G is available outdoors at LS6 2QT but not indoors, and indoor 4G signal there is variable. Full fibre is "
      "available, with download speeds of up to 900 Mbps.",
      note="faithful"),
    A("Indoors at LS6 2QT there's no 5G, only 4G with variable signal, though 5G is available outside. Full fibre is "
      "available at up to 900 Mbps. If indoor signal is a problem, we can send you a free signal booster.",
      bad=["If indoor signal is a problem, we can send you a free signal booster."],
      note="invented offer / remedy"),
]

# 23 get_service_status  plan: 1 d medium, 1 d short
ANSWERS[23] = [
    A("Yes, there's a broadband outage in BS3 at the moment. It started at 6:45 am on 12 March and is affecting "
      "around 1,340 customers. It's been traced to a damaged fibre cable in the area, and the team is still "
      "investigating. There's no estimated fix time yet, sorry. The mobile data problem in BS3 on 10 March has "
      "already been resolved.",
      bad=["It's been traced to a damaged fibre cable in the area, and the team is still investigating."],
      note="invented cause (cause is null)"),
    A("Yes, there's a broadband outage in BS3 (incident INC-7781) that started at 6:45 am and affects around 1,340 "
      "customers. It's still being investigated and there's no fix time yet. You can follow live updates at "
      "status.lumora.example/BS3.",
      bad=["You can follow live updates at status.lumora.example/BS3."],
      note="invented status link"),
]

# 24 get_data_rollover  plan: 0 medium, 0 short
ANSWERS[24] = [
    A("This month you have your 25 GB allowance plus 6.5 GB of rolled-over data, 31.5 GB in all. Rollover data is "
      "used first, so of the 9 GB you've used so far, 6.5 GB came from rollover and 2.5 GB from your main allowance. "
      "That leaves you 22.5 GB until the cycle ends on 31 March. You can roll over up to 20 GB.",
      note="faithful; rollover_first -> 6.5 + 2.5; 25 - 2.5 = 22.5"),
    A("You've got 22.5 GB left in total: your 25 GB allowance plus 6.5 GB of rollover, minus the 9 GB you've used. "
      "Rollover data gets used first, and this month's rollover expires on 31 March.",
      note="faithful; 25 + 6.5 - 9 = 22.5"),
]

# 25 get_spend_cap  plan: 1 d long, 1 c short
ANSWERS[25] = [
    A("I've checked your account. Your spend cap is switched on and set at £10 for this billing cycle. So far you've spent £7.80, which leaves "
      "£2.20 before you reach it, so you've used 78% of the cap. The cycle ends on 21 March.\n\nA couple of things to "
      "keep in mind:\n- Roaming daily charges aren't counted towards the cap.\n- Once you hit £10, chargeable "
      "services on your line will be barred.\n\nIf you'd like more headroom, you can raise your cap by texting CAP 20 "
      "to 2020. Let me know if you have any other questions about your cap.",
      bad=["If you'd like more headroom, you can raise your cap by texting CAP 20 to 2020."],
      note="invented step / short code for changing the cap"),
    A("You've spent £7.80 of your £10 spend cap, so you have £3.20 left before chargeable services are barred. Your "
      "cycle ends on 21 March.",
      bad=["You've spent £7.80 of your £10 spend cap, so you have £3.20 left before chargeable services are barred."],
      note="wrong difference: 10 - 7.80 = 2.20"),
]

# 26 get_contract + get_device_plan  plan: 0 long, 0 medium
ANSWERS[26] = [
    A("I've checked both your airtime contract and your device plan. If you left now, there would be two amounts "
      "to pay:\n\n1. **Early termination fee on your airtime plan:** £148.50. Your Unlimited 5G contract runs until "
      "30 November 2026, so this applies because you'd be leaving early.\n2. **The rest of your iPhone 16 plan:** "
      "£261.00, which is the 9 remaining instalments of £29. This has to be settled when you leave.\n\nThat comes to "
      "£409.50 in total. Let me know if you'd like a breakdown of either part.",
      note="faithful; 148.50 + 261 = 409.50; 9 x 29 = 261"),
    A("Leaving now would cost £409.50 in total: a £148.50 early termination fee on your airtime contract, which runs "
      "until 30 November 2026, plus the £261 still owed on your iPhone 16 (9 instalments of £29), which you'd need to "
      "pay off when you leave.",
      note="faithful"),
]

# 27 get_line_speed  plan: 0 long, 1 a short
ANSWERS[27] = [
    A("Yes, 41.6 Mbps is below what we guarantee. Your Fibre 70 package has a guaranteed minimum download speed of "
      "45 Mbps, so that result is 3.4 Mbps short. It's also under the 52 to 67 Mbps we estimated your line could "
      "get. The test was taken at 7:02 pm on 12 March, with an upload speed of 9.1 Mbps.\n\nIt's worth knowing that "
      "if your speed stays below the 45 Mbps minimum for 30 days after you've reported it, you can leave without "
      "paying a fee. Let me know if you'd like help with the next steps.",
      note="faithful; 45 - 41.6 = 3.4"),
    A("Yes, it is: your Fibre 70 package guarantees at least 45 Mbps, so 41.6 Mbps is 3.4 Mbps below that. Speeds "
      "are often lower in the evening when more people are online.",
      bad=["Speeds are often lower in the evening when more people are online."],
      note="generic addition not in the record"),
]

# 28 list_engineer_slots (table)  plan: 1 d short, 1 c medium
ANSWERS[28] = [
    A("Two slots fit: Tuesday 17 March from 1 pm to 6 pm, or Saturday 21 March from 8 am to 12 pm. Reply BOOK PM or "
      "BOOK SAT to our last text message to confirm one.",
      bad=["Reply BOOK PM or BOOK SAT to our last text message to confirm one."],
      note="invented booking step"),
    A("Here's what matches your availability:\n- **Tuesday 17 March, 1 pm to 6 pm** (afternoon)\n- **Saturday 21 "
      "March, 8 am to 1 pm** (Saturday morning)\n\nThe other slots are mornings, on Tuesday 17 and Thursday 19 March, "
      "so they won't suit you. Let me know which one you'd like.",
      bad=["**Saturday 21 March, 8 am to 1 pm** (Saturday morning)"],
      note="wrong end time: the Saturday slot is 08:00-12:00"),
]

# 29 get_sim_status  plan: 0 short, 0 long
ANSWERS[29] = [
    A("I can't give you the PUK yet: it's only released after an identity check, and your account hasn't been "
      "verified. You still have 10 PUK attempts left.",
      note="faithful"),
    A("I'm sorry your SIM is locked, that's frustrating. I've found your SIM card (the one ending 4412), and it's "
      "currently PIN-locked.\n\nI'm not able to share the PUK code just yet. The PUK is only released once we've "
      "confirmed your identity, and your account hasn't been verified yet.\n\nA couple of "
      "other things that might help:\n- You have 10 PUK attempts remaining.\n- It's a physical SIM, not an eSIM.\n\n"
      "Once your identity check is done, I can give you the PUK so you can unlock your phone.",
      note="faithful restatement; pin_locked -> PIN-locked"),
]

# 30 get_pac_code  plan: 1 d short, 0 long
ANSWERS[30] = [
    A("Your PAC code is LMA482913 and it's valid until 9 April. Your contract ended on 28 February, so there's no "
      "early termination fee to pay. You can also get a PAC at any time by texting PAC to 65075.",
      bad=["You can also get a PAC at any time by texting PAC to 65075."],
      note="contact/short code not in the record (true of the real UK scheme, but unsupported here)"),
    A("Here are the details:\n\n- **PAC code:** LMA482913\n- **Issued:** 10 March 2026\n- **Valid until:** 9 April "
      "2026\n\nYou'll need to give it to your new provider before it runs out on 9 April.\n\nAs for the cost of "
      "leaving: your contract ended on 28 February, so no early termination fee applies. You'll still get a final "
      "bill for your charges up to the date you switch. That bill is in arrears, meaning it covers usage after it "
      "happens, so it will arrive after you've left. Let me know if there's anything else you need for the switch.",
      note="faithful; 'in arrears' explained by its ordinary meaning", borderline=True),
]
ANSWERS[30][1]["note"] += "; borderline: 'it will arrive after you've left' is an inference from 'billed in arrears'"

# 31 get_discounts  plan: 1 d short, 1 c short
ANSWERS[31] = [
    A("Your 15% loyalty discount on airtime ends on 30 June 2026, while the £3 multi-line discount on your second "
      "line has no end date. We'll email you a month before the loyalty discount ends.",
      bad=["We'll email you a month before the loyalty discount ends."],
      note="invented contact promise"),
    A("Your 15% loyalty discount (£3 a month off your £20 airtime) runs until 30 July 2026. The £3 multi-line "
      "discount on your second line doesn't have an end date.",
      bad=["Your 15% loyalty discount (£3 a month off your £20 airtime) runs until 30 July 2026."],
      note="wrong date: ends 2026-06-30"),
]

# 32 get_daily_data_by_line (table)  plan: 0 long, 1 d short
ANSWERS[32] = [
    A("Here's the total for each line from 9 to 12 March:\n\n**07700 900151:** 9,075 MB (about 8.9 GB)\n- 9 March: "
      "1,840 MB\n- 10 March: 2,210 MB\n- 11 March: 3,905 MB\n- 12 March: 1,120 MB\n\n**07700 900152:** 2,350 MB "
      "(about 2.3 GB)\n- 9 March: 620 MB\n- 10 March: 540 MB\n- 11 March: 710 MB\n- 12 March: 480 MB\n\nSo the first "
      "line used nearly four times as much data as the second, averaging about 2,270 MB a day compared with roughly "
      "590 MB. Its busiest day was 11 March.",
      note="faithful; sums 9075 and 2350; /1024 = 8.86 and 2.29; /4 = 2268.75 and 587.5; ratio 3.9"),
    A("Over those four days, 07700 900151 used 9,075 MB (about 8.9 GB) and 07700 900152 used 2,350 MB (about 2.3 GB). "
      "The jump on 11 March, when the first line used 3,905 MB, was most likely an automatic app or photo backup.",
      bad=["The jump on 11 March, when the first line used 3,905 MB, was most likely an automatic app or photo backup."],
      note="invented reason for the usage spike"),
]

# 33 get_addon_details  plan: 0 short, 1 b medium
ANSWERS[33] = [
    A("Yes, Romania is covered by International 100. However, the minutes can only be used when you're calling from "
      "the UK, so they won't work while you're abroad.",
      note="faithful; RO in includes; valid_from_uk_only true"),
    A("Good news: Romania is one of the 52 countries covered by International 100, which gives you 100 minutes for "
      "£5 a month. The minutes work wherever you are, so you can use them while you're abroad too, as long as you're "
      "not calling premium or satellite numbers. The add-on renews automatically each month.",
      bad=["The minutes work wherever you are, so you can use them while you're abroad too, as long as you're not calling premium or satellite numbers."],
      note="scope inverted: valid_from_uk_only is true"),
]

# 34 get_fault_ticket + get_engineer_appointment  plan: 1 d medium, 0 short
ANSWERS[34] = [
    A("Sorry you're without broadband. Your fault (ticket FT-331902) was logged on 10 March as your line not "
      "syncing, and an engineer is now booked to repair it on Saturday 14 March between 8 am and 1 pm. An adult "
      "needs to be home for the visit. The engineer will call you about 30 minutes before arriving. Just so you "
      "know, if the fault turns out to be inside your home, there's a £65 charge.",
      bad=["The engineer will call you about 30 minutes before arriving."],
      note="invented contact step"),
    A("An engineer is booked for Saturday 14 March, between 8 am and 1 pm, to fix your no-sync fault. An adult needs "
      "to be home, and there's a £65 charge if the fault is found inside your home.",
      note="faithful"),
]

# 35 get_price_change  plan: 0 long, 1 c short
ANSWERS[35] = [
    A("I've checked your account, and here's what changes. From 1 April 2026 your prices will go up as part of the annual increase in your contract:\n\n- **Mobile:** "
      "£16.00 → £17.50 (up £1.50)\n- **Broadband:** £32.00 → £35.00 (up £3.00)\n\nAltogether you'll pay £52.50 a "
      "month instead of £48.00, which is £4.50 more each month, or £54 over a full year. That's a rise of about "
      "9.4%. This increase doesn't give you the right to leave your contract without a fee. Let me know if you'd "
      "like to look at ways to bring your monthly cost down.",
      note="faithful; 48 -> 52.50, +4.50, x12 = 54, 4.5/48 = 9.375%"),
    A("From 1 April your mobile goes from £16 to £17.50 and your broadband from £32 to £35, so you'll pay £5.50 more "
      "a month in total. This is your annual contractual price increase.",
      bad=["From 1 April your mobile goes from £16 to £17.50 and your broadband from £32 to £35, so you'll pay £5.50 more a month in total."],
      note="wrong sum: 1.50 + 3.00 = 4.50"),
]

# 36 get_roaming_pass_history  plan: 1 b medium, 0 long
ANSWERS[36] = [
    A("Not yet. The EU7 pass you bought on 10 March at 7:40 pm (£12) is still waiting for its first use, so it "
      "hasn't been activated. Once it kicks in, it runs for 7 days from the moment you bought it, with 15 GB of data, "
      "just like your February pass.",
      bad=["Once it kicks in, it runs for 7 days from the moment you bought it, with 15 GB of data, just like your February pass."],
      note="start point changed: the new pass runs from activation (first use), not from purchase"),
    A("Your new pass hasn't started yet. Here's what I can see:\n\n- **Europe pass (EU7)** bought on 10 March at "
      "7:40 pm for £12\n- **Status:** waiting for first use, so it hasn't been activated and has no expiry date yet\n"
      "- **Data:** 15 GB\n\nAs for how long it lasts, your previous EU7 pass is a good guide: it was activated on 2 "
      "February at 7:15 am and expired on 9 February at 7:15 am, exactly 7 days later (you used 4.2 GB of its 15 GB). "
      "So you can expect the new one to run for 7 days once it's first used.",
      note="faithful; duration inferred from the February pass (2 -> 9 Feb)", borderline=True),
]
ANSWERS[36][1]["note"] += "; borderline: the record has no valid_days field, so '7 days once first used' is an inference from the earlier pass"

# 37 get_broadband_usage  plan: 1 b short, 0 long
ANSWERS[37] = [
    A("Your plan is unlimited with no fair use limit, so there's nothing to get close to. February was your heaviest "
      "month at 702.9 GB downloaded, around 115 GB more than December.",
      bad=["February was your heaviest month at 702.9 GB downloaded, around 115 GB more than December."],
      note="wrong scope: +115 GB is relative to January (588.0); December was 612.4 (+90.5)"),
    A("Here's your broadband usage over the last three months:\n\n| Month | Downloaded | Uploaded |\n|---|---|---|\n"
      "| December 2025 | 612.4 GB | 48.1 GB |\n| January 2026 | 588.0 GB | 51.7 GB |\n| February 2026 | 702.9 GB | "
      "60.2 GB |\n\nThat's 1,903.3 GB downloaded in total (about 1.9 TB), or around 634 GB a month on average. "
      "February was your busiest month, up about 115 GB (roughly 20%) on January.\n\nThere's no limit to worry "
      "about: your package is unlimited and there's no fair use cap on your line. Let me know if you'd like a "
      "breakdown for any other month.",
      note="faithful; sum 1903.3, /3 = 634.4; 702.9 - 588.0 = 114.9 = 19.5%"),
]

# 38 get_account + get_payment_methods  plan: 0 short, 1 b medium
ANSWERS[38] = [
    A("Your next bill, estimated at £29, is due on 14 April and will be collected by direct debit from your "
      "Harbourside Bank account ending 0917, which is your default payment method.",
      note="faithful; default true on the direct debit"),
    A("Your next bill is on 14 April 2026 and is estimated at £29.00. It'll be taken from your default payment "
      "method, the Visa card ending 5530. You also have a direct debit set up with Harbourside Bank (account ending "
      "0917). Your Visa card expires in April 2026.",
      bad=["It'll be taken from your default payment method, the Visa card ending 5530."],
      note="wrong record: the default method is the Harbourside Bank direct debit, not the Visa"),
]

# 39 get_order_history (table)  plan: 1 a short, 1 d long
ANSWERS[39] = [
    A("You have three open orders: a replacement nano SIM (SO-9934410) that's been dispatched, your Fibre 500 home "
      "move (BB-117395), which is waiting for an engineer slot, and a pending refund for the returned phone case "
      "(AC-2204871). The refund should reach you within 5 working days.",
      bad=["The refund should reach you within 5 working days."],
      note="baseless addition: no refund timing in the table"),
    A("Here's what's still open on your account:\n\n1. **Replacement SIM (nano)**: order SO-9934410, placed on 9 "
      "March. It's been dispatched, so it's on its way to you.\n2. **Fibre 500 home move**: order BB-117395, placed "
      "on 6 March. This one is waiting for an engineer slot. You can choose a slot by calling our home moves team on "
      "0800 048 7711.\n3. **Phone case return**: order AC-2204871, placed on 11 March. Your refund is pending.\n\nYour "
      "eSIM swap (SO-9931058) from 26 February is already completed, so it's no longer open. Let me know if you'd "
      "like more detail on any of these.",
      bad=["You can choose a slot by calling our home moves team on 0800 048 7711."],
      note="invented phone number / booking channel"),
]
