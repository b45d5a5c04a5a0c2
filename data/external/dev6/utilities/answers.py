"""Two assistant answers per record in records.py (hand-written, Claude, data helper).

Which answers are hallucinated, the kind of planted error and the target length were fixed
before writing by plan.py (random.Random(61)). Each answer: text, bad (exact substrings of
text that are unsupported; empty = correct), note (label 1: planned kind letter + what is
wrong; label 0: what was checked), borderline. See LABELLING.md.
"""


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ANSWERS = [
    # U00 get_bill  plan: d long, c long
    [A("Here's how your February bill (15 January to 14 February, 31 days) adds up:\n"
       "- **Electricity:** 312.4 kWh at 24.86p/kWh = £77.66, plus a standing charge of 53.35p a day (£16.54), so £94.20.\n"
       "- **Gas:** 1,105 kWh at 6.24p/kWh = £68.95, plus 31.65p a day standing charge (£9.81), so £78.76.\n"
       "- **VAT** at 5% on the £172.96 subtotal: £8.65.\n\n"
       "That brings the total to **£181.61**. The bill is based on actual readings, not estimates. "
       "Gas is the bigger share of your usage in the winter months, which is why bills like this one tend to peak in January and February. "
       "It will be collected by direct debit on Tuesday 3 March.",
       bad=["Gas is the bigger share of your usage in the winter months, which is why bills like this one tend to peak in January and February."],
       note="(d) invented reason: the bill gives no comparison with other months or seasonal explanation (and gas costs less than electricity here)"),
     A("Sure! This bill covers 31 days, from Thursday 15 January to Saturday 14 February, and it's based on actual readings rather than estimates.\n\n"
       "Electricity came to £94.20: you used 312.4 kWh at 24.86p per kWh (£77.66), and the standing charge of 53.35p a day added £16.54. "
       "Gas came to £78.76: 1,105 kWh at 6.24p per kWh (£68.95) plus £9.81 of standing charges. "
       "Together that's £172.96, and 5% VAT adds £8.65, giving a total of £171.61. "
       "It will be taken by direct debit on 3 March.\n\n"
       "If it helps, I can compare it with your previous bill.",
       bad=["Together that's £172.96, and 5% VAT adds £8.65, giving a total of £171.61."],
       note="(c) wrong derived total: £172.96 + £8.65 = £181.61 (the record's total_gbp)")],
    # U01 get_smart_usage  plan: 0 medium, b long
    [A("On Monday 9 March you used 14.62 kWh of electricity, which cost about £3.96 at your Flex Standard rate of 27.1p per kWh (not counting the standing charge). "
       "Your busiest time was the early evening: between 5 and 7 pm you used 4.1 kWh, roughly 28% of the day's total, and the single highest half-hour was 6-6:30 pm at 1.34 kWh."),
     A("Here's your usage for Monday 9 March:\n"
       "- **Total:** 14.62 kWh.\n"
       "- **Busiest period:** 5 pm to 7 pm, when you used 4.1 kWh, about 28% of the whole day.\n"
       "- **Highest half-hour:** 6:00-6:30 pm, at 1.34 kWh.\n"
       "- **Overnight (midnight to 7 am):** 2.05 kWh.\n\n"
       "On your Flex Standard tariff at 27.1p per kWh, the day cost £3.96, and that figure already includes your daily standing charge. "
       "If you'd like, I can pull up the same half-hourly summary for another day so you can compare, or look at the whole week.",
       bad=["On your Flex Standard tariff at 27.1p per kWh, the day cost £3.96, and that figure already includes your daily standing charge."],
       note="(b) inverted flag: cost_excl_standing is true, so £3.96 excludes the standing charge",
       )],
    # U02 get_direct_debit  plan: 0 medium, d medium
    [A("Your next direct debit is **£118**, to be collected on Wednesday 1 April from the bank account ending 3390. "
       "Worth knowing: your account is currently £84.32 in debit, and the recommended payment amount is £126, which is £8 a month more than you pay now. "
       "Your direct debit is due for its next review on 20 April."),
     A("Your direct debit of £118 will next be collected on Wednesday 1 April, from your account ending 3390. "
       "Your balance is currently £84.32 in debit, and we recommend £126 a month, £8 more than now (£96 a year). "
       "You can increase it yourself straight away in the app under Account > Payments > Edit direct debit.",
       bad=["You can increase it yourself straight away in the app under Account > Payments > Edit direct debit."],
       note="(d) invented step and menu path: the record says nothing about how to change the amount")],
    # U03 list_tariffs  plan: 0 short, 0 short
    [A("Flex Standard has the lowest standing charge, at 53.35p a day. That works out at about £194.73 a year. EV Night is next at 54.10p, and Fix 12 Mar26 is highest at 55.90p."),
     A("That's **Flex Standard**, at 53.35p per day, 0.75p less than EV Night (54.10p) and 2.55p less than Fix 12 Mar26 (55.90p). It also has no exit fee.")],
    # U04 get_meter_readings  plan: c medium, d short
    [A("Here are your last three electricity readings:\n"
       "- 1 March: 48,213 kWh (actual, submitted by you)\n"
       "- 1 February: 47,868 kWh (estimated)\n"
       "- 1 January: 47,490 kWh (actual, from your smart meter)\n\n"
       "So yes, one of them, the February reading, was an estimate. Between 1 January and 1 March you used 813 kWh in total.",
       bad=["Between 1 January and 1 March you used 813 kWh in total."],
       note="(c) wrong difference: 48,213 - 47,490 = 723 kWh"),
     A("One of your last three readings was estimated: the 1 February reading of 47,868 kWh. "
       "The 1 January (47,490) and 1 March (48,213) readings were actual. "
       "Submitting a reading before the 1st of each month will stop future estimates.",
       bad=["Submitting a reading before the 1st of each month will stop future estimates."],
       note="(d) invented next step/promise about avoiding estimates")],
    # U05 get_payment_plan + get_account_balance  plan: 0 medium, a medium
    [A("You've paid 4 of your 12 instalments of £30, so there are 8 left, which is **£240**, and that matches your account balance as of 10 March. "
       "Your next £30 payment is due on Friday 20 March. "
       "You haven't missed any payments and your account isn't in arrears, so you're on track."),
     A("You still owe £240 on your payment plan: 8 of the 12 monthly instalments of £30 remain, out of the original £360. "
       "The next one is due on Friday 20 March. "
       "You haven't missed any so far, and your account isn't in arrears. "
       "If you pay off the remaining balance early, there's no extra charge for doing so.",
       bad=["If you pay off the remaining balance early, there's no extra charge for doing so."],
       note="(a) plausible policy absent from the records (early settlement)")],
    # U06 get_mobile_usage  plan: 0 short, 0 medium
    [A("You've got **12 GB** left. You've used 18 GB of your 30 GB allowance (60%), and your current period ends on Friday 3 April."),
     A("As of 18 March, you've used 18 GB of your 30 GB monthly allowance, which leaves you 12 GB, so you're 60% of the way through your data. "
       "Your current period runs until Friday 3 April. "
       "Just so you know, auto top-up is switched off, so you won't be charged for extra data automatically. "
       "You haven't used any roaming data this period.",
       note="checked: 18432 MB = 18 GB, 30720 MB = 30 GB; 'won't be charged automatically' restates auto_top_up false",
       borderline=True)],
    # U07 check_outage  plan: 0 short, 0 short
    [A("Yes, there's a broadband outage affecting 212 customers around BS3 4QT, caused by fibre cable damage. It started at 6:40 am UTC and the estimated fix time is 2 pm UTC. The reference is INC-55120."),
     A("Sorry about that: there is a known outage in BS3 4QT (ref INC-55120) due to damaged fibre cable. It began at 6:40 am (UTC) and should be fixed by about 2 pm, roughly 7 hours 20 minutes after it started.",
      note="checked: 06:40Z to 14:00Z = 7 h 20 min; 'should be fixed by about 2 pm' restates estimated_fix")],
    # U08 get_appointment  plan: 0 medium, 0 medium
    [A("Your fibre installation is confirmed for **Tuesday 24 March**, with an arrival slot between 8 am and 1 pm. "
       "Yes, you'll need to be home: an adult must be present. The job should take about 2 hours, and the engineer will call ahead before arriving. "
       "Your router has already been sent out, though there's no tracking number for it yet."),
     A("It's booked for Tuesday 24 March, 8 am-1 pm (appointment ENG-30418, confirmed). "
       "Someone over 18 needs to be there for the visit, which usually takes around 2 hours, and the engineer will phone ahead. "
       "Your router has been dispatched, but I don't have a tracking number for it.",
       note="'someone over 18' paraphrases adult_present_required; 'usually takes around 2 hours' paraphrases duration_estimate_hours",
       borderline=True)],
    # U09 get_contract  plan: a long, 0 short
    [A("Your Fibre 500 contract is a 24-month term that started on 12 June 2024, so it ends on **Thursday 11 June 2026**, about three months from now.\n\n"
       "After that date, if you don't change anything, your price goes up from £38 to £46 a month. That's £8 more each month, or £96 over a year. "
       "If you wanted to leave before the end date, there's an early termination fee of £76 (two months of your current price).\n\n"
       "The good news is that you're eligible to upgrade, and your upgrade window opens on Sunday 12 April. "
       "Re-contracting at that point also resets your price guarantee for the new term, so you won't see mid-contract rises.",
       bad=["Re-contracting at that point also resets your price guarantee for the new term, so you won't see mid-contract rises."],
       note="(a) invented price-guarantee benefit, absent from the record"),
     A("Your contract ends on Thursday 11 June 2026. After that, your Fibre 500 price would rise from £38 to £46 a month unless you upgrade; you're eligible, and the upgrade window opens on 12 April.")],
    # U10 get_roaming_usage  plan: 0 long, b short
    [A("The charge comes from the two days you used your phone in Switzerland. Here's what the roaming record shows:\n"
       "- **France, 14-15 February (Zone 1):** 1,960 MB of data and 17 minutes of calls, all included in your plan, so no charge.\n"
       "- **Switzerland, 16-17 February (Zone 2):** 405 MB of data and 8 minutes of calls. Zone 2 uses a Roam Pass at £6 per day, charged only on days you use your phone, so Monday 16 and Tuesday 17 February cost £6 each.\n\n"
       "That's **£12** in roaming charges in total. If you're heading to a Zone 2 country again, it's worth knowing that each day you use your phone there will add £6."),
     A("You were charged a £6 Roam Pass for each day of your trip, which is where the £12 comes from.",
       bad=["You were charged a £6 Roam Pass for each day of your trip, which is where the £12 comes from."],
       note="(b) wrong scope: the pass applies only to the two Zone 2 (Switzerland) days; the France days were free (4 days would be £24)")],
    # U11 preview_plan_change  plan: 0 medium, a long
    [A("Moving from Unlimited Calls + 30GB (£22 a month) to Unlimited Calls + 100GB (£27 a month) would cost you **£5 more per month**, or £60 a year. "
       "The change would start from your next bill on Saturday 4 April, with no prorated charge, and it won't extend your contract. "
       "Would you like me to confirm the change?"),
     A("Here's what the upgrade would look like:\n"
       "- **New plan:** Unlimited Calls + 100GB at £27 a month, up from £22, so £5 more each month (£60 over a year).\n"
       "- **Start date:** your next bill, on Saturday 4 April.\n"
       "- **Extra charge now:** none, as there's no prorated charge for the rest of this month.\n"
       "- **Contract:** your contract end date stays the same, since the change doesn't extend it.\n\n"
       "You'd also be able to move back down to the 30GB plan at any time without a fee if you find you don't need the extra data. "
       "The change does need your confirmation before it goes through, so just say the word and I'll set it up.",
       bad=["You'd also be able to move back down to the 30GB plan at any time without a fee if you find you don't need the extra data."],
       note="(a) plausible downgrade policy absent from the record")],
    # U12 get_leak_report + get_crew_schedule  plan: 0 medium, d medium
    [A("Thanks for reporting it. Your leak (ref LK-20931) on the pavement outside 22 Elm Road has a repair crew booked for **Saturday 14 March, between 10 am and 2 pm**. "
       "There will be traffic management in place while they work. "
       "The target is to have it repaired by Sunday 15 March, and we don't expect your water supply to be interrupted."),
     A("Good news, a crew has been scheduled for your leak (LK-20931) outside 22 Elm Road. They're due on Saturday 14 March between 10 am and 2 pm, with traffic management set up, and the target repair date is 15 March. "
       "Your supply isn't expected to be interrupted. "
       "You'll get a text message when the crew is on its way.",
       bad=["You'll get a text message when the crew is on its way."],
       note="(d) invented notification step/promise")],
    # U13 get_water_bill  plan: 0 medium, c long
    [A("Your last metered bill covered 1 September to 28 February. Your meter went from 412 to 470 m³, so you used **58 m³** (58,000 litres). "
       "At £2.10 per m³ for water (£121.80) and £2.45 per m³ for sewerage (£142.10), plus £42 of standing charges, the total is **£305.90**, due on Friday 27 March."),
     A("Here's a summary of your last water bill (1 September 2025 to 28 February 2026, 181 days):\n\n"
       "**Usage:** your meter read 412 m³ at the start and 470 m³ at the end, so you used 58 m³, which is 58,000 litres, or about 320 litres a day.\n\n"
       "**Cost:**\n"
       "- Water: 58 m³ x £2.10 = £121.80\n"
       "- Sewerage: 58 m³ x £2.45 = £142.10\n"
       "- Standing charges: £42.00\n\n"
       "That comes to £305.90, due by Friday 27 March. Per cubic metre used, your water and sewerage together cost £4.65, so that's about £25.48 a month on average over the six months.",
       bad=["Per cubic metre used, your water and sewerage together cost £4.65, so that's about £25.48 a month on average over the six months."],
       note="(c) wrong derived figure: (121.80 + 142.10) / 6 = £43.98 a month (or £50.98 with standing charges); £25.48 is wrong")],
    # U14 compare_metered_unmetered  plan: 0 long, 0 long
    [A("Based on the estimate, yes, a meter looks likely to save you money. At the moment you pay **£612 a year** unmetered, and for a two-person household the estimated metered bill is **£438 a year**. "
       "That's a saving of about £174 a year, or £14.50 a month (roughly 28% less).\n\n"
       "Bear in mind the estimate assumes each of you uses 140 litres a day, so 280 litres for the household, or about 102 m³ a year. If you use more than that, the saving would be smaller.\n\n"
       "There's no charge for fitting the meter, and you'd have a 24-month window to switch back to unmetered charges if it doesn't work out for you. "
       "Would you like me to request a meter?",
       note="checked: 612 - 438 = 174; 174/12 = 14.50; 174/612 = 28.4%; 280 x 365 = 102,200 litres; 'if you use more, the saving would be smaller' follows from the assumption",
       borderline=True),
     A("Here's how the numbers compare for your household of two:\n"
       "- **Now (unmetered):** £612 a year, about £51 a month.\n"
       "- **Estimated with a meter:** £438 a year, or £36.50 a month.\n"
       "- **Estimated saving:** £174 a year (£14.50 a month).\n\n"
       "The metered estimate is based on 140 litres per person per day. Installing the meter is free (£0), and if you change your mind you can switch back within 24 months. "
       "So on these figures, switching looks worthwhile, as long as your actual use is close to the assumed amount. Let me know if you'd like to go ahead.",
       note="checked: 612/12 = 51; 438/12 = 36.50; 174/12 = 14.50")],
    # U15 get_council_tax_account  plan: 0 long, 0 long
    [A("For 2026/27, your Band C council tax is £1,842 for the year. You get a 25% single person discount, which takes off £460.50, so you'll pay **£1,381.50** in total.\n\n"
       "You're paying by direct debit in 10 monthly instalments of **£138.15**, collected on the 1st of each month. "
       "The first payment is on Wednesday 1 April 2026 and the last on Friday 1 January 2027, so there's nothing to pay in February or March 2027.\n\n"
       "Spread over the whole year, that works out at about £115 a month. Let me know if you'd like to see the full payment schedule.",
       note="checked: 1842 - 460.50 = 1381.50; /10 = 138.15; April-January = 10 instalments; 1381.50/12 = 115.13; weekdays computed"),
     A("Your council tax for 2026/27 (Band C) breaks down like this:\n"
       "- Annual charge: £1,842.00\n"
       "- Single person discount (25%): -£460.50\n"
       "- **Amount to pay: £1,381.50**\n\n"
       "It's being paid by direct debit in 10 instalments of £138.15, taken on the 1st of the month from 1 April 2026 through to 1 January 2027. "
       "Spread across those 10 payments, your single person discount is worth £46.05 per instalment. "
       "There are no payments due in February or March 2027. Is there anything else you'd like me to check on your council tax account?",
       note="checked: 460.50/10 = 46.05; 10 monthly instalments from April end in January, so none in Feb/Mar")],
    # U16 list_permits  plan: d long, 0 short
    [A("Your resident permit (RP-1182) for zone K, for vehicle LK19 XTE, is valid until **Tuesday 31 March 2026**, which is 11 days away. "
       "It's not set to renew automatically, so you'll need to renew it yourself before then if you want to keep it.\n\n"
       "The current permit cost £96 for the year (1 April 2025 to 31 March 2026), which is £8 a month. "
       "To renew, you'll need to upload a copy of your V5C logbook and a recent proof of address at the time of applying.\n\n"
       "Separately, you still have 14 visitor scratch cards for zone K, and those are valid until 31 December 2026.",
       bad=["To renew, you'll need to upload a copy of your V5C logbook and a recent proof of address at the time of applying."],
       note="(d) invented renewal step and documents, absent from the record"),
     A("Your resident permit RP-1182 (zone K, LK19 XTE) runs out on Tuesday 31 March, 11 days from now. Auto-renew is off, so it won't renew on its own.")],
    # U17 list_pcns  plan: 0 short, 0 short
    [A("Yes, one. PCN KT40213, issued on Thursday 26 February for parking in a residents' bay without a permit, is still open. It's £70, or £35 if paid by 12 March. Your other PCN, KT39877, is already paid."),
     A("You have one open penalty charge: KT40213, for parking in a residents' bay without a permit. The reduced £35 rate applies if you pay by 12 March; after that it's the full £70.")],
    # U18 run_speed_test + get_line_profile  plan: 0 long, a medium
    [A("Your speed test on 16 March at 8:15 pm (UTC) measured **212.4 Mbps** download and 48.9 Mbps upload, with 14 ms latency. "
       "That's about 42% of the 500 Mbps advertised for Fibre 500, and below your minimum guaranteed speed of 250 Mbps.\n\n"
       "However, the line itself looks healthy: it's syncing at 489 Mbps download and 73.5 Mbps upload, and there are no open faults on it. "
       "The test was run over Wi-Fi, so the slowdown may be between the router and your device rather than on the line.\n\n"
       "Could you try a test with a device plugged into the router by cable? If that also comes in under 250 Mbps, let me know and I can look into it further.",
       note="checked: 212.4/500 = 42.5%; 'may be' hedged inference from wifi test vs 489 Mbps line sync",
       borderline=True),
     A("Your last speed test, over Wi-Fi, showed 212.4 Mbps download, which is below the 250 Mbps minimum guaranteed on your Fibre 500 plan. "
       "The line itself is syncing at 489 Mbps, close to the 500 Mbps advertised, and there are no open faults. "
       "Your test ran at 8:15 pm, and speeds are usually lowest in the evening peak, when more people in your area are online.",
       bad=["Your test ran at 8:15 pm, and speeds are usually lowest in the evening peak, when more people in your area are online."],
       note="(a) plausible general claim (evening congestion) absent from the records")],
    # U19 get_fault_ticket  plan: 0 long, 0 short
    [A("Yes, your fault has been fixed. Ticket FT-77310 was opened on Monday 2 March at 9:12 am and closed as resolved on Thursday 5 March at 4:45 pm (both UTC), so you were affected for about 3 days and 7.5 hours. "
       "One engineer visit was needed, and the fix was replacing a faulty port at the street cabinet.\n\n"
       "You're also eligible for compensation: **£28.56**, which is 3 days at £9.52 a day. "
       "It will be credited to your next bill, so you don't need to do anything to claim it.",
       note="checked: 09:12 on 2 March to 16:45 on 5 March = 3 d 7 h 33 min; 3 x 9.52 = 28.56; 'don't need to do anything' follows from credited_to next_bill",
       borderline=True),
     A("Yes, it was fixed on 5 March by replacing a faulty port at the street cabinet. You'll get £28.56 in compensation (3 days at £9.52), credited to your next bill.")],
    # U20 get_line_settings  plan: b short, d medium
    [A("Yes, roaming is switched on for 07700 900871. There's a £50 cap on your total spending, so your bill can't go above that while you're away.",
       bad=["There's a £50 cap on your total spending, so your bill can't go above that while you're away."],
       note="(b) wrong scope: the £50 cap is data_roaming_cap_gbp; spend_cap_gbp is null (no overall cap)"),
     A("Roaming is switched on for your line, 07700 900871. "
       "There's a £50 cap on data roaming, but no overall spend cap is set on the account. "
       "International calls aren't barred, though premium-rate numbers are. "
       "If you reach the data cap while you're away, you can text UNCAP to 2020 to lift it for the rest of your trip.",
       bad=["If you reach the data cap while you're away, you can text UNCAP to 2020 to lift it for the rest of your trip."],
       note="(d) invented short code and step")],
    # U21 get_usage_alert  plan: d short, 0 long
    [A("Your meter picked up continuous flow on 8 March, and you've averaged 612 litres a day, about double last year's 298. Call our leak team on 0345 600 4120 to book a free leak check.",
       bad=["Call our leak team on 0345 600 4120 to book a free leak check."],
       note="(d) invented phone number and free leak check"),
     A("The alert was triggered because your meter detected **continuous flow** on 8 March, meaning water was running without stopping. A few figures that back that up:\n"
       "- Over the last 30 days you've averaged 612 litres a day, compared with 298 litres a day at the same time last year, so around 314 litres a day more, roughly double.\n"
       "- Even overnight, water is flowing at 18 litres an hour, which would add up to 432 litres over a full day.\n\n"
       "If it does turn out to be a leak, a leak allowance is available on your account. To qualify, you'll need to get it repaired within 30 days of the alert, so by Tuesday 7 April, and send in your plumber's invoice.",
       note="checked: 612 - 298 = 314; 612/298 = 2.05; 18 x 24 = 432; 8 March + 30 days = 7 April (Tuesday)")],
    # U22 get_council_tax_balance  plan: b short, d medium
    [A("Yes, you missed the 1 February instalment of £152, so you're £152 in arrears. If you don't pay it by 19 March, you will lose the right to pay by instalments.",
       bad=["If you don't pay it by 19 March, you will lose the right to pay by instalments."],
       note="(b) may -> will: the record only says the right to instalments is at risk"),
     A("You are a little behind: the instalment of £152 due on 1 February hasn't been paid, so your arrears are £152. "
       "Your January and March instalments were both paid. A reminder was issued on 16 February, and to keep paying by instalments you'll need to clear the £152 by Thursday 19 March. "
       "You can pay it online at mycouncil.gov.uk/paycounciltax using your account number CT-6608341.",
       bad=["You can pay it online at mycouncil.gov.uk/paycounciltax using your account number CT-6608341."],
       note="(d) invented payment link")],
    # U23 get_tariff + get_charger_sessions  plan: c long, 0 long
    [A("You charged the car three times last week (from Monday 2 March), 56 kWh in total:\n"
       "- **Monday 2 March, 12:30-4:30 am:** 28 kWh, all off-peak at 7.5p = £2.10\n"
       "- **Wednesday 4 March, 6:10-7:40 pm:** 10.5 kWh at the peak rate of 28.4p = £2.98\n"
       "- **Friday 6 March, 12:30-3 am:** 17.5 kWh off-peak = £1.31\n\n"
       "So 45.5 kWh, or about 81% of your charging, was off-peak, costing about £3.41. The one evening session cost almost as much on its own. "
       "Altogether, charging cost you about £7.39 last week, not counting the standing charge.",
       bad=["Altogether, charging cost you about £7.39 last week, not counting the standing charge."],
       note="(c) wrong total: 2.10 + 2.98 + 1.31 = £6.39"),
     A("Last week you charged 56 kWh across three sessions, and it cost about **£6.39** at your EV Night rates (excluding the standing charge).\n\n"
       "Two of the sessions, Monday 2 March from 12:30 to 4:30 am and Friday 6 March from 12:30 to 3 am, fell inside your off-peak window of 12:30-4:30 am. "
       "Together they came to 45.5 kWh at 7.5p, about £3.41, which is around 81% of your charging.\n\n"
       "The other session was on Wednesday 4 March from 6:10 to 7:40 pm, at the peak rate of 28.4p. It was only 10.5 kWh, but cost £2.98, nearly as much as the two off-peak sessions put together. "
       "Moving that kind of top-up into the night window would have cost about 79p instead.",
       note="checked: 45.5 x 7.5p = £3.41; 10.5 x 28.4p = £2.98; total £6.39; 45.5/56 = 81%; 10.5 x 7.5p = 78.75p")],
    # U24 get_mobile_bill  plan: c short, 0 medium
    [A("On top of your £22 plan, this bill includes £12 for two Roam Passes and £4.40 for calls to 0845 numbers. A £2 loyalty discount then brings it to £35.40.",
       bad=["On top of your £22 plan, this bill includes £12 for two Roam Passes and £4.40 for calls to 0845 numbers."],
       note="(c) wrong amount: the 0845 calls were £3.40"),
     A("Your plan itself is still £22, but this month's bill has a couple of extras on top:\n"
       "- Roam Pass x2: £12.00\n"
       "- Calls to 0845 numbers: £3.40\n\n"
       "That's £15.40 of extras, and a £2 loyalty discount brings the total down to **£35.40**. It's due on Wednesday 18 March.",
       note="checked: 12 + 3.40 = 15.40; 22 + 15.40 - 2 = 35.40")],
    # U25 get_smart_meter_status  plan: 0 short, c short
    [A("Yes, your SMETS2 smart meter is online and sending half-hourly readings. The last one came in at 11:30 pm (UTC) on Wednesday 18 March. Your in-home display isn't paired, though."),
     A("Yes, your SMETS2 meter is online and sends readings every half hour. The most recent one arrived at 11:30 am on 18 March.",
       bad=["The most recent one arrived at 11:30 am on 18 March."],
       note="(c) wrong time: 23:30 is 11:30 pm")],
    # U26 get_daily_usage  plan: 0 short, 0 long
    [A("Saturday 14 March was your highest gas day last week: 58.9 kWh, costing £3.68 (not including standing charges)."),
     A("Your biggest gas day last week was **Saturday 14 March**, at 58.9 kWh (£3.68). Sunday 15 March was close behind at 55.1 kWh (£3.44), so the weekend was clearly your heaviest time for heating.\n\n"
       "Across the whole week (Monday 9 to Sunday 15 March) you used 339.6 kWh of gas, costing £21.20, which averages out at about 48.5 kWh a day. "
       "Your lowest day was Thursday 12 March, at 39.5 kWh. "
       "Electricity followed a similar pattern, peaking on Saturday at 15.1 kWh. All of these costs exclude standing charges.",
       note="checked: sum of gas kWh 339.6, cost 21.20; 339.6/7 = 48.5; 'for heating' is a mild inference about gas use, and 'similar pattern' for electricity is loose (both peak Saturday, lowest days differ)",
       borderline=True)],
    # U27 get_pac_code  plan: d short, 0 short
    [A("Your PAC is ABC123456, valid until Friday 10 April. As your contract runs until 31 May, there's a £44 early termination fee. If you lose it, text PAC to 65075 to get it resent.",
       bad=["If you lose it, text PAC to 65075 to get it resent."],
       note="(d) invented short code"),
     A("Your PAC code is **ABC123456** and it's valid until Friday 10 April. Your contract runs until 31 May, so leaving before then means an early termination fee of £44.")],
    # U28 get_prepay_status  plan: 0 medium, d long
    [A("You have £3.42 of credit, and you usually spend about £4.10 a day, so it's likely to last less than a day, roughly 20 hours at your normal rate. "
       "If it runs out, £15 of emergency credit is available and you haven't used it yet. "
       "Your friendly credit hours are 4 pm to 10 am on weekdays, and all day at weekends and on bank holidays. Auto top-up is off, so you'll need to top up yourself.",
       note="checked: 3.42/4.10 x 24 = 20 h; friendly-credit hours restated; 'need to top up yourself' follows from auto_top_up false"),
     A("Here's where your prepay meter stands:\n"
       "- **Credit left:** £3.42. With average spending of £4.10 a day, that's less than one day's worth.\n"
       "- **Emergency credit:** £15 is available and not in use, so you can fall back on it if your credit runs out.\n"
       "- **Friendly credit hours:** 4 pm to 10 am on weekdays, and all day at weekends and on bank holidays.\n"
       "- **Auto top-up:** switched off.\n\n"
       "Your last top-up was £20 on 15 March. Bear in mind £3.50 a week (50p a day) goes towards debt recovery. "
       "You can top up at any PayPoint or Payzone shop using your key, or instantly in our app.",
       bad=["You can top up at any PayPoint or Payzone shop using your key, or instantly in our app."],
       note="(d) invented top-up channels and step")],
    # U29 check_availability + get_contract_summary  plan: 0 long, a long
    [A("Yes, you can take it with you. Fibre 500 is available at Flat 3, 9 Harbour Row, and the line there can go up to 900 Mbps.\n\n"
       "A few things to know:\n"
       "- An installation is needed at the new address, and the earliest date is **Monday 20 April**. As you're moving on Friday 17 April, you'd be without broadband at home for about three days.\n"
       "- There's no fee for moving your service (£0).\n"
       "- Your contract won't restart because of the move, so it still ends on 30 November 2026.\n\n"
       "Would you like me to book the installation for 20 April?",
       note="'without broadband for about three days' assumes the old service stops on the move date (17 to 20 April = 3 days)",
       borderline=True),
     A("Good news: Fibre 500 is available at your new address (Flat 3, 9 Harbour Row, TR1 2DN), so you can bring your broadband with you. "
       "Moving is free, and your contract end date of 30 November 2026 stays the same because the move doesn't reset it.\n\n"
       "The one catch is timing. An installation is required at the new flat, and the earliest date is Monday 20 April, three days after your move on Friday 17 April. "
       "Your current router will work at the new address, so just bring it with you and plug it in once the engineer has finished. "
       "The new line also supports up to 900 Mbps if you ever want to go faster.",
       bad=["Your current router will work at the new address, so just bring it with you and plug it in once the engineer has finished."],
       note="(a) plausible but absent claim about the router")],
    # U30 get_water_bill (unmetered)  plan: 0 long, 0 long
    [A("Because you're not on a meter, your bill is based on your property's **rateable value**, which is £248. Each service has a rate that's multiplied by that value:\n"
       "- **Water:** £248 x 1.1204 = £277.86 a year\n"
       "- **Sewerage:** £248 x 1.3417 = £332.74 a year\n\n"
       "That makes **£610.60** for 2026/27. You pay it in 10 instalments of £61.06, starting on Wednesday 15 April. "
       "Spread over the full year, that's about £50.88 a month, or roughly £11.74 a week, even though you only make 10 payments. "
       "The amount doesn't depend on how much water you actually use.",
       note="checked: 248 x 1.1204 = 277.86; 248 x 1.3417 = 332.74; sum 610.60; /10 = 61.06; /12 = 50.88; /52 = 11.74; last sentence restates unmetered rateable-value basis",
       borderline=True),
     A("Your water charges aren't based on usage, since you don't have a meter. Instead they're calculated from the rateable value of your home, £248.\n\n"
       "For 2026/27 the rates are £1.1204 per £1 of rateable value for water and £1.3417 for sewerage. "
       "So you pay £277.86 for water and £332.74 for sewerage, £610.60 in total for the year, with sewerage making up about 54% of it.\n\n"
       "This is being collected in 10 instalments of £61.06 each, the first on 15 April 2026. "
       "If you have any other questions about the bill, just ask.",
       note="checked: 332.74/610.60 = 54.5%")],
    # U31 get_mobile_contract  plan: c long, d short
    [A("Yes, you're eligible to upgrade now.\n\n"
       "On your Pixel 9a you've made 15 of the 24 monthly payments of £18.50, so there are 9 left. "
       "The remaining 9 payments come to £166.50, and together with your £12 airtime you're paying £31.50 a month at the moment.\n\n"
       "So far you've paid £277.50 towards the handset. Your airtime plan's minimum term ended on Saturday 31 January, so it's now rolling month to month. "
       "If you'd like, I can go through the upgrade options with you and see what a new handset would cost each month.",
       bad=["The remaining 9 payments come to £166.50, and together with your £12 airtime you're paying £31.50 a month at the moment."],
       note="(c) wrong sum: 18.50 + 12.00 = £30.50 a month"),
     A("Yes, you're eligible to upgrade. You still owe £166.50 on your Pixel 9a, which is 9 payments of £18.50. To upgrade, you'll need to settle that balance first.",
       bad=["To upgrade, you'll need to settle that balance first."],
       note="(d) invented step/condition for upgrading")],
    # U32 get_visitor_permit_options  plan: b medium, a short
    [A("For a week-long visit, the **week permit at £15** is the cheapest option. Buying seven full-day permits at £3.20 each would cost £22.40, so the week permit saves you £7.40. "
       "You've used 14 of your 120 visitor permits this year, and your allowance resets on 1 April. "
       "You can activate the permit once they've arrived and parked.",
       bad=["You can activate the permit once they've arrived and parked."],
       note="(b) before/after inverted: activation is required before parking"),
     A("The week permit at £15 is cheapest, £7.40 less than seven full-day permits. It's also valid for any car they bring, so it doesn't matter if they swap vehicles.",
       bad=["It's also valid for any car they bring, so it doesn't matter if they swap vehicles."],
       note="(a) plausible permit condition absent from the record")],
    # U33 get_payment_history  plan: 0 medium, d long
    [A("Mostly, yes. Your direct debits of £118 were collected on 1 December, 1 January and 1 March. "
       "The one on 1 February failed because of insufficient funds, but you paid the £118 by card on Monday 9 February, so that month was still covered."),
     A("Almost all of them went through. Here's the recent history:\n"
       "- **1 December:** direct debit of £118, collected\n"
       "- **1 January:** direct debit of £118, collected\n"
       "- **1 February:** direct debit of £118, **failed** (insufficient funds)\n"
       "- **9 February:** card payment of £118, paid\n"
       "- **1 March:** direct debit of £118, collected\n\n"
       "So the February direct debit bounced, but the card payment eight days later covered it, and you've paid £472 in total over the four months. "
       "If money is tight around the 1st, you can ask us to move your collection date by calling 0330 303 5063.",
       bad=["If money is tight around the 1st, you can ask us to move your collection date by calling 0330 303 5063."],
       note="(d) invented phone number and option to move the collection date")],
    # U34 get_roaming_allowance + get_location_status  plan: c long, 0 long
    [A("You've used **7.3 GB** of your 25 GB roaming allowance for Spain, which is about 29%. "
       "That leaves you 18.7 GB to use before your allowance resets on Saturday 4 April.\n\n"
       "Spain is in Zone 1 for you. Your phone connected to the Movistar network at 11:02 am local time on Thursday 19 March, and data roaming is switched on. "
       "If you go over the 25 GB fair-use limit before it resets, extra data is charged at 0.45p per MB. "
       "Let me know if you'd like me to check your usage again later in your trip.",
       bad=["That leaves you 18.7 GB to use before your allowance resets on Saturday 4 April."],
       note="(c) wrong difference: 25 - 7.3 = 17.7 GB"),
     A("So far in Spain you've used 7.3 GB of your 25 GB fair-use allowance, about 29%, so you have 17.7 GB left. The allowance resets on Saturday 4 April.\n\n"
       "You've been connected to Movistar since 11:02 am (local time) on Thursday 19 March, with data roaming on. "
       "Spain is in your Zone 1. "
       "If you do go over 25 GB, any extra data costs 0.45p per MB, which is £4.50 for every 1,000 MB. "
       "I can keep an eye on it for you if you'd like, and tell you how much is left.",
       note="checked: 7.3/25 = 29.2%; 25 - 7.3 = 17.7; 1,000 x 0.45p = £4.50; 'I can keep an eye on it' is an offer",
       borderline=True)],
    # U35 get_meter_install  plan: c long, d medium
    [A("Your meter was fitted on Wednesday 18 February, starting from a reading of 0. "
       "The latest reading, on Wednesday 18 March, is **8.4 m³**, which is 8,400 litres over the 28 days.\n\n"
       "That works out at about 420 litres a day.\n\n"
       "Your metered billing started on the day of installation, 18 February, and your old unmetered charges stopped on 17 February. "
       "If metered charging doesn't suit you, you can switch back until 17 February 2028 (install request MI-6650). "
       "Just let me know if you'd like me to check the reading again next month.",
       bad=["That works out at about 420 litres a day."],
       note="(c) wrong derived rate: 8,400 / 28 = 300 litres a day"),
     A("Since your meter was fitted on 18 February, you've used 8.4 m³ of water (8,400 litres), based on the latest reading on 18 March. "
       "That's about 300 litres a day. Your metered billing began on 18 February, and you can switch back to unmetered charges until 17 February 2028. "
       "You'll need to send us a meter reading every three months so your bills stay accurate.",
       bad=["You'll need to send us a meter reading every three months so your bills stay accurate."],
       note="(d) invented step")],
    # U36 get_discount_application + get_revised_bill  plan: 0 long, 0 medium
    [A("Yes, your single person discount (ref SPD-22871) has been **approved**. It's a 25% discount, backdated to Saturday 14 February, before you applied.\n\n"
       "Here's what it means for your 2025/26 bill:\n"
       "- Balance before the discount: £304.00\n"
       "- Discount credit: -£91.50\n"
       "- **New balance: £212.50**\n\n"
       "That's split into two instalments of £106.25, due on Sunday 15 March and Tuesday 31 March. "
       "Your application was submitted on Monday 2 March, and your council tax account reference is CT-7730215. Let me know if you'd like me to check anything else on your account.",
       note="checked: 304 - 91.50 = 212.50; 2 x 106.25 = 212.50; 'backdated' paraphrases effective_from before submitted"),
     A("Yes, it's been approved. The 25% single person discount applies from 14 February and has taken £91.50 off your balance, bringing it down from £304 to £212.50. "
       "You now pay two instalments of £106.25, on 15 March and 31 March.")],
    # U37 get_half_hourly_usage  plan: 0 short, b medium
    [A("Between 7 and 8:30 this morning you used 2.64 kWh in total. The busiest half-hour was 7:30-8 am, at 1.12 kWh."),
     A("From 7:00 to 8:30 am you used **2.64 kWh** across three half-hours: 0.88 kWh from 7:00 to 7:30, 1.12 kWh from 7:30 to 8:00, and 0.64 kWh from 8:00 to 8:30. "
       "Your peak came in the half-hour just before 7:30, which is typically when kettles, showers and toasters are all on at once.",
       bad=["Your peak came in the half-hour just before 7:30, which is typically when kettles, showers and toasters are all on at once."],
       note="(b) before/after: the 1.12 kWh peak is 7:30-8:00, after 7:30 (also adds an unsupported generalisation)")],
    # U38 list_available_slots  plan: c short, b short
    [A("The earliest afternoon slot I can see is Saturday 28 March, from 1 to 6 pm. Would you like me to move your visit to that?",
       bad=["The earliest afternoon slot I can see is Saturday 28 March, from 1 to 6 pm."],
       note="(c) wrong date: the first PM slot is Thursday 26 March; 28 March has only a morning slot"),
     A("The next afternoon slot is Thursday 26 March, 1-6 pm. There's another on Monday 30 March, from 8 am to 1 pm, if that suits you better.",
       bad=["There's another on Monday 30 March, from 8 am to 1 pm, if that suits you better."],
       note="(b) wrong field: the 30 March slot is 13:00-18:00 (PM); 8 am-1 pm is the morning slot window")],
    # U39 get_account_lines  plan: 0 medium, 0 long
    [A("**Ria** is closest to running out. She's used 9.6 GB of her 10 GB allowance (96%), so she has just 0.4 GB, about 400 MB, left, with 7 days to go until the period ends on Tuesday 31 March. "
       "Sam has used 75% (7.5 GB left) and Theo only 24% (3.8 GB left). Data isn't shared between lines, so they can't use each other's allowance.",
       note="'can't use each other's allowance' restates shared_pool false; 0.4 GB ~ 400 MB"),
     A("Here's where everyone stands as of Tuesday 24 March:\n"
       "- **Ria** (07700 900302): 9.6 GB of 10 GB used, 96%. Only 0.4 GB left.\n"
       "- **Sam** (07700 900301): 22.5 GB of 30 GB used, 75%. 7.5 GB left.\n"
       "- **Theo** (07700 900303): 1.2 GB of 5 GB used, 24%. 3.8 GB left.\n\n"
       "So Ria is the one closest to running out, and she still has a week to go, as the period ends on 31 March. "
       "Your account doesn't have a shared data pool, so Sam's and Theo's spare data can't be passed to her. "
       "I can show you the options for adding data to Ria's line if that would help.")],
]
