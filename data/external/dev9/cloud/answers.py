"""Two hand-written assistant answers per item of records.py (Claude, data helper).

Which answers are hallucinated, the kind of mistake and the target length were fixed before
writing by plan.py (random.Random(9113)). Each answer: text, bad (exact substrings of text
that are unsupported; empty = correct), note, borderline.
"""


def A(text, bad=(), note="", borderline=False):
    return dict(text=text, bad=list(bad), note=note, borderline=borderline)


ANSWERS = []

# 0 invoice
ANSWERS.append([
    A("Here's the breakdown of invoice INV-2026-0213 for February:\n\n"
      "- Compute: 1,840 vCPU-hours at £0.042 = £77.28\n"
      "- Block storage: 750 GB-month at £0.08 = £60.00\n"
      "- Internet egress: 320 GB at £0.09 = £28.80\n"
      "- Team plan seats: 5 at £12 = £60.00\n\n"
      "That's a subtotal of £226.08. Two credits bring it down by £25 — a £15 SLA credit for INC-7731 and £10 from the SPRING10 promo — leaving £201.08. VAT at 20% adds £40.22, so the total you owe is **£241.30**, due by 15 March. The invoice is still open, so it hasn't been paid yet. Let me know if you'd like more detail on any line.",
      note="faithful; credits and taxable amount (226.08 - 25 = 201.08) computed"),
    A("You owe £241.30 on invoice INV-2026-0213, due 15 March. The biggest line is compute at £77.28 for 1,480 vCPU-hours, followed by block storage and your five Team seats at £60 each. After £25 in credits (an SLA credit and the SPRING10 promo), 20% VAT of £40.22 is added on top.",
      bad=["The biggest line is compute at £77.28 for 1,480 vCPU-hours, followed by block storage and your five Team seats at £60 each."],
      note="(c) compute quantity is 1,840 vCPU-hours, not 1,480"),
])

# 1 compute hours
ANSWERS.append([
    A("Based on your usage so far, yes — you're likely to go over. As of 18 March, atlas-prod has used 6,120 of its 10,000 included compute hours (61.2%), leaving 3,880.\n\n"
      "That usage came over the first 17 days of March, an average of about 360 hours a day. If that pace holds for the remaining 14 days, you'd use roughly another 5,040 hours and finish the month around 11,160 — about 1,160 hours over the allowance. At $0.035 per extra hour, that would add around $40.60 to the bill.\n\n"
      "Two other things worth noting: storage is at 1,870 of 2,000 GB (93.5%), so it's much closer to its quota, while bandwidth is comfortable at 940 of 2,000 GB.",
      note="faithful projection: 6120/17 = 360/day, x14 = 5040, 11160 - 10000 = 1160 x 0.035 = 40.60"),
    A("So far this month atlas-prod has used 6,120 of its 10,000 included compute hours, leaving 3,880. Once you reach the 10,000-hour limit, new compute usage will be blocked until the next billing period.",
      bad=["Once you reach the 10,000-hour limit, new compute usage will be blocked until the next billing period."],
      note="(b) hard_limit is false and an overage rate is given: usage is billed, not blocked"),
])

# 2 api keys
ANSWERS.append([
    A("Two keys have expiry dates coming up:\n- **billing-export** expires on 20 March, two days from now.\n- **ci-deploy** expires on 2 April.\n\nThe old-terraform key has no expiry date and is still active.",
      bad=["The old-terraform key has no expiry date and is still active."],
      note="(b) old-terraform has status revoked, not active"),
    A("The billing-export key is the most urgent — it expires on 20 March, in two days. ci-deploy expires on 2 April, though it hasn't been used since 28 February.",
      bad=["ci-deploy expires on 2 April, though it hasn't been used since 28 February."],
      note="(b) 28 February is billing-export's last use; ci-deploy was last used on 17 March"),
])

# 3 seats
ANSWERS.append([
    A("You've purchased 25 seats and 22 are assigned, so 3 are free right now. Two invites are still pending, though — if both are accepted, you'll be down to 1 spare seat.",
      note="faithful; pending invites taking seats on acceptance is the natural reading"),
    A("Your Business plan has 25 seats, with 22 currently assigned, which leaves 3 unassigned. Keep in mind there are 2 pending invites that would use up two of those if they're accepted.",
      note="faithful"),
])

# 4 incident
ANSWERS.append([
    A("On Tuesday, 10 March, there was a major incident (INC-4410) affecting managed PostgreSQL in eu-west-2. Here's the timeline in UTC:\n"
      "- 1:42 pm – errors began\n- 2:05 pm – the cause was identified\n- 4:18 pm – resolved\n\n"
      "So the disruption lasted 2 hours 36 minutes, and during that time about 18% of requests hit connection timeouts. The good news is that this incident is eligible for an SLA credit. Credits for incidents like this are normally applied to your next invoice automatically. A postmortem hasn't been published yet, so there's no detailed write-up to share at the moment.",
      bad=["Credits for incidents like this are normally applied to your next invoice automatically."],
      note="(a) how/when credits are applied is not in the record"),
    A("INC-4410 was a major incident with managed PostgreSQL in eu-west-2 on 10 March. It ran from 1:42 pm to 4:18 pm UTC — about three and a half hours — and around 18% of requests timed out. It is eligible for an SLA credit.",
      bad=["It ran from 1:42 pm to 4:18 pm UTC — about three and a half hours — and around 18% of requests timed out."],
      note="(c) 13:42 to 16:18 is 2 h 36 min, not about three and a half hours"),
])

# 5 backups
ANSWERS.append([
    A("Your last good backup of orders-db is bk_0317, an automated backup taken on 17 March at 2 am UTC (41.2 GB). Automated backups are kept for 7 days and manual ones for 30 days, and copies are also sent to eu-central-1. One thing to flag: the automated backup on 15 March failed, although a manual backup was taken successfully that evening at 6:30 pm UTC.",
      note="faithful"),
    A("The most recent successful backup is **bk_0317**, taken automatically on 17 March at 2:00 am UTC (41.2 GB). The one before it, on 16 March, also completed.\n\n"
      "Retention for orders-db works like this:\n"
      "- Automated daily backups (run at 2 am UTC): kept for 7 days, so the 17 March backup will be kept until 24 March.\n"
      "- Manual backups: kept for 30 days, so the manual one from 15 March (bk_0315m) will be around until 14 April.\n\n"
      "Backups are also copied to eu-central-1. Note that point-in-time recovery isn't enabled, so you can restore to one of these backups but not to an arbitrary moment in between. Also, the 15 March automated backup failed.",
      note="faithful; retention end dates computed (17+7, 15 Mar+30); 'not to an arbitrary moment' is what point_in_time_recovery=false means",
      borderline=True),
])

# 6 ticket
ANSWERS.append([
    A("SUP-88213 is currently waiting on a reply from your side — Priya Raman last updated it on 17 March at 3:40 pm UTC. It's a P2 ticket, and the first response came 47 minutes after it was opened, well within the 4-hour target.",
      note="faithful; 08:15 -> 09:02 = 47 min"),
    A("Your ticket SUP-88213 (\"Webhook deliveries delayed\") is awaiting customer, which means Priya Raman, who's assigned to it, is waiting for a response from you. It was last updated on 17 March.",
      note="faithful"),
])

# 7 sla credit
ANSWERS.append([
    A("Yes — February's compute uptime qualifies for a credit. Your SLA target is 99.95%, and measured uptime for the month was 99.71%, with 117 minutes of downtime.\n\n"
      "The credit tiers work like this:\n- Below 99.95%: 10% credit\n- Below 99.0%: 25% credit\n- Below 95.0%: 50% credit\n\n"
      "At 99.71% you fall into the first tier, so the credit is 10% of your $840 monthly compute charge, which is $84. That credit is currently pending review. The claim deadline is 31 March, so if anything still needs to be submitted, it has to be done by then.",
      note="faithful"),
    A("Yes. Compute uptime in February was 99.71% against a 99.95% target (117 minutes of downtime), which puts you in the 10% credit tier. On your $840 monthly charge that's an $84 credit, and it has already been approved. Just make sure it's claimed by 31 March.",
      bad=["On your $840 monthly charge that's an $84 credit, and it has already been approved."],
      note="(b) credit status is pending_review, not approved"),
])

# 8 storage by project (table)
ANSWERS.append([
    A("Here's how close each project is, based on current usage and the last 30 days' growth:\n\n"
      "- **archive** (eu-west-1): 2,790 of 3,000 GB (93%). Only 210 GB left, but it grows slowly (15 GB in 30 days), so at that rate it has over a year.\n"
      "- **data-lake** (us-east-1): 4,380 of 5,000 GB (87.6%). 620 GB left at 240 GB a month — roughly 2.5 months.\n"
      "- **ml-training** (us-west-2): 1,150 of 1,500 GB (76.7%). 350 GB left, but it's growing fastest at 310 GB a month, so it could fill up in just over a month.\n"
      "- web-frontend is fine at 42%.\n\n"
      "ml-training is the one to act on first. To raise a quota, open Storage → Quotas in the console, select the project and click Request increase.",
      bad=["To raise a quota, open Storage → Quotas in the console, select the project and click Request increase."],
      note="(d) invented console path for quota increases"),
    A("By percentage used, archive is closest (93%), then data-lake (87.6%), ml-training (76.7%) and web-frontend (42.4%). But growth matters more for timing:\n\n"
      "1. ml-training has 350 GB of headroom and added 310 GB over the last 30 days, so at that pace it fills up in roughly 34 days.\n"
      "2. data-lake has 620 GB left and grows about 240 GB a month, so around 77 days.\n"
      "3. archive has only 210 GB left but grows just 15 GB a month, which gives it about 14 months.\n\n"
      "So even though archive is the fullest, ml-training is the one likely to hit its quota first. These are straight-line estimates from the last 30 days, so a burst of new data would bring them forward.",
      note="faithful linear projections (350/310*30, 620/240*30, 210/15)"),
])

# 9 bandwidth
ANSWERS.append([
    A("In February, shop.tallowbrook.com used 1,640.5 GB of egress, and your plan includes 1,000 GB. The extra 640.5 GB was billed at $0.08 per GB, which is where the $51.24 charge comes from. Most of the traffic went to the EU (58%), followed by North America (31%). Turning on the CDN, which is currently disabled, would typically cut your billed egress by around half.",
      bad=["Turning on the CDN, which is currently disabled, would typically cut your billed egress by around half."],
      note="(a) CDN savings claim not in the record"),
    A("The extra charge is for going over your included bandwidth. The site served 1,640.5 GB of egress in February against 1,000 GB included, so 640.5 GB was overage, and at $0.08/GB that comes to $51.24. For context, 58% of the traffic went to the EU, 31% to North America and 11% to APAC, and the CDN isn't enabled on this site.",
      note="faithful; NA read as North America"),
])

# 10 api key detail
ANSWERS.append([
    A("The mobile-app-prod key expires on 14 April 2026 at 11:20 am UTC, and it's flagged as requiring rotation. To rotate it, run `cloudctl keys rotate key_Qz81`, which issues a new secret and keeps the old one valid for 24 hours.",
      bad=["To rotate it, run `cloudctl keys rotate key_Qz81`, which issues a new secret and keeps the old one valid for 24 hours."],
      note="(d) invented CLI command and overlap period"),
    A("It expires on 14 April at 11:20 am UTC, and the key is marked as needing rotation. It's still active and handled about 1.28 million requests in the last 30 days, so it's worth sorting out the replacement well before then.",
      note="faithful; 1,284,400 ~ 1.28 million"),
])

# 11 invoices table
ANSWERS.append([
    A("Across the four invoices from November to February, the total comes to $5,287.15, or about $1,322 a month on average. Of that, $3,820.25 has already been paid. The February invoice (INV-54102, $1,466.90) is still open, and it's also the highest of the four, about $170 more than January's.",
      note="faithful sums: 1204.60+1318.25+1297.40+1466.90 = 5287.15; 1466.90-1297.40 = 169.50"),
    A("Your last four invoices add up to $5,287.15. Everything has been paid apart from January's invoice, INV-53014 for $1,297.40.",
      bad=["Everything has been paid apart from January's invoice, INV-53014 for $1,297.40."],
      note="(b) wrong row: INV-53014 (January) was paid on 10 Feb; the open one is February's INV-54102"),
])

# 12 licence holders
ANSWERS.append([
    A("Three people on Pro licences haven't been active for 60 days or more:\n"
      "- Kwame Aidoo: last active 2 December, about 106 days ago\n"
      "- Owen Pryce (admin): last active 5 January\n"
      "- Freya Lund: invited on 20 October 2025, with no recorded activity since\n\n"
      "Each licence costs £29 a month, so freeing all three would save £87 a month, or £1,044 a year. Since Owen is an admin, you may want to check with him before removing his seat.",
      note="faithful; 2 Dec -> 18 Mar = 106 days; 3 x 29 = 87, x12 = 1044"),
    A("I found three members who've been inactive for at least 60 days: Kwame Aidoo (last active 2 December), Owen Pryce (5 January) and Freya Lund, who was invited on 20 October but has no recorded activity. Removing their licences would save £87 a month. Owen is a regular member, so you can take his seat back without affecting anyone's admin access.",
      bad=["Owen is a regular member, so you can take his seat back without affecting anyone's admin access."],
      note="(b) Owen Pryce's role is admin"),
])

# 13 status history table
ANSWERS.append([
    A("Over the last 90 days, object storage in ap-southeast-2 had 99.985% uptime. There were three events: two short periods of degraded performance and one partial outage on 21 February, from 10:45 to 11:05 pm UTC.",
      note="faithful"),
    A("Here's the last 90 days for Object Storage in ap-southeast-2 (overall uptime 99.985%):\n\n"
      "- 14 January, 3:10–3:32 am UTC: degraded (22 minutes)\n"
      "- 21 February, 10:45–11:05 pm UTC: partial outage (20 minutes)\n"
      "- 6 March, 11:00–11:12 am UTC: degraded (12 minutes)\n\n"
      "That's 54 minutes of disruption across three events, and only one of them was an outage rather than a slowdown.",
      note="faithful; durations and total computed; 'slowdown' for degraded is a paraphrase"),
])

# 14 budget
ANSWERS.append([
    A("The forecast says yes, slightly. You've spent €4,870.50 of the €6,000 Q1 budget (about 81%), leaving €1,129.50, and the forecast for the quarter is €6,420, which would be €420 over. The 50% and 75% alerts have already fired (on 3 February and 2 March); the 90% alert hasn't triggered yet and would go off at €5,400.",
      note="faithful; 90% of 6000 = 5400"),
    A("Based on the current forecast, you'd finish Q1 about €420 over budget: €6,420 forecast against a €6,000 budget. Spending so far is €4,870.50, so there's €1,129.50 left for the rest of the quarter, which ends on 31 March. Alerts go to finops@vellacourt.example, and the next one is set at 90%.",
      note="faithful"),
])

# 15 tickets vs targets (two tools)
ANSWERS.append([
    A("I checked your three open tickets against the Standard plan's first-response targets:\n\n"
      "- **T-3297 – Invoice VAT number incorrect** (normal): opened 17 March at 9 am UTC and still has no first response. The target for normal tickets is 24 hours, so as of noon UTC on 18 March it's been 27 hours, 3 hours past the target.\n"
      "- **T-3301 – Cannot attach volume to vm-eu-17** (urgent): answered 21 minutes after it was opened, inside the 1-hour target.\n"
      "- **T-3288 – Question about reserved instances** (low): first response came after about 16¾ hours, well within 48 hours. It's now waiting on a reply from you.\n\n"
      "So T-3297 is the only one that's overdue.",
      note="faithful time arithmetic"),
    A("Yes: T-3297 (the VAT number issue) was opened on 17 March at 9 am UTC and still has no first response after 27 hours, beyond the 24-hour target for normal priority. You can escalate it by replying to the ticket with \"ESCALATE\" in the subject line.",
      bad=["You can escalate it by replying to the ticket with \"ESCALATE\" in the subject line."],
      note="(d) invented escalation step"),
])

# 16 scheduled upgrade
ANSWERS.append([
    A("Your upgrade to Scale is scheduled for 28 March, when the current Growth billing period ends. From then, the plan price goes from $249 to $599 a month, an increase of $350, and there's no proration, so nothing changes on your bill before that date. Your Extra backups add-on ($20) is listed separately on the subscription.",
      note="faithful; 'nothing changes before that date' from proration none + effective date"),
    A("Here's what's scheduled on subscription sub_9K2m:\n\n"
      "- **Current plan:** Growth at $249 a month, with the current period ending on 28 March.\n"
      "- **Upgrade:** Scale at $599 a month, effective 28 March.\n"
      "- **Add-on:** Extra backups at $20.\n\n"
      "So the plan itself will cost $350 more per month once Scale kicks in. Because the change is prorated, you'll only pay for the part of the first month you actually spend on Scale. The subscription isn't set to cancel at the end of the period, so it will simply roll over onto the new plan. Let me know if you'd like me to check anything else on the account.",
      bad=["Because the change is prorated, you'll only pay for the part of the first month you actually spend on Scale."],
      note="(b) proration is 'none'"),
])

# 17 credits (two tools)
ANSWERS.append([
    A("You have $1,960.75 in credits left: $1,840.75 from the startup program (expires 30 June) and a $120 SLA credit (expires 31 December). February's charges of $1,312.40 were fully covered by credits, so nothing was due. At that rate, your remaining credit would last roughly two and a half months.",
      bad=["At that rate, your remaining credit would last roughly two and a half months."],
      note="(c) 1960.75 / 1312.40 = about 1.5 months, not 2.5"),
    A("You have **$1,960.75** in credit remaining across two grants:\n\n"
      "- Startup program: $1,840.75 left of the original $5,000, expiring 30 June 2026.\n"
      "- SLA credit: the full $120, expiring 31 December 2026.\n\n"
      "In February your charges were $1,312.40 and credits covered all of it, so nothing was due. If usage stays around that level, the remaining balance covers roughly a month and a half of charges, so you'd start paying partway through the second month. Even the startup credit on its own would be used up well before its 30 June expiry at that rate, so there's no risk of it lapsing unused.",
      note="faithful projection from February's charges"),
])

# 18 restore job
ANSWERS.append([
    A("The restore (job rst_55ac) is running and 64% complete. It started on 18 March at 8:05 am UTC and is estimated to finish around 9:20 am UTC. It's restoring the 16 March backup into the instance crm-db-restore and won't overwrite the original database.",
      note="faithful"),
    A("Your restore is under way. Here are the details:\n\n"
      "- Job: rst_55ac, currently running and 64% complete\n"
      "- Started: 18 March at 8:05 am UTC\n"
      "- Estimated completion: 9:20 am UTC, about an hour and a quarter in total\n"
      "- Source: backup bk_2026-03-16_0300, from 16 March\n"
      "- Target: the MySQL 8.0 instance crm-db-restore in us-central\n\n"
      "Because the job isn't overwriting the source, your existing database stays untouched while this runs. Once it finishes, switch your application over by updating its connection string under Databases → crm-db-restore → Connection details.",
      bad=["Once it finishes, switch your application over by updating its connection string under Databases → crm-db-restore → Connection details."],
      note="(d) invented next step and console path"),
])

# 19 quota request
ANSWERS.append([
    A("Not yet. Request QR-20877 is still awaiting approval from the capacity-planning team. You asked to raise the A100 GPU limit in us-west-2 from 4 to 16, four times the current limit. It was submitted on 16 March at 2:30 pm UTC, and reviews have a 3-business-day target, so you should hear back by 19 March. Large increases like this are sometimes approved in stages rather than all at once.",
      bad=["Large increases like this are sometimes approved in stages rather than all at once."],
      note="(a) staged approvals not in the record"),
    A("It hasn't been approved yet. QR-20877 (A100 GPUs in us-west-2, from 4 up to 16) is awaiting approval with the capacity-planning team, who work to a 3-business-day target. It was submitted on Monday 16 March, so a decision is due by Thursday 19 March. If it's urgent, you can reach the team directly in the #capacity-requests Slack channel.",
      bad=["If it's urgent, you can reach the team directly in the #capacity-requests Slack channel."],
      note="(d) invented contact channel"),
])

# 20 certificate
ANSWERS.append([
    A("Not as things stand. The certificate expires on 20 March at 11:59 pm UTC and auto-renew is on, but the renewal is stuck in pending validation: the last DNS check, on 17 March, failed because the _acme-challenge CNAME record wasn't found. That record needs to be in place for the renewal to go through.",
      note="faithful; 'record needs to be in place' read from the validation error", borderline=True),
    A("There's a problem: the renewal is pending DNS validation because the _acme-challenge CNAME record wasn't found on the last attempt (17 March). The current certificate expires on 20 March. Renewal attempts are retried automatically every 6 hours.",
      bad=["Renewal attempts are retried automatically every 6 hours."],
      note="(a) retry schedule not in the record"),
])

# 21 instances
ANSWERS.append([
    A("Three of the four instances in tidewell-api (eu-north-1) are running:\n"
      "- api-1 and api-2 (c6.large, 2 vCPU / 4 GB): €0.085 an hour each\n"
      "- batch-gpu (g5.2xlarge, 8 vCPU / 32 GB): €1.21 an hour, launched on 17 March at 7:30 pm UTC\n\n"
      "Together that's €1.38 per hour, and batch-gpu accounts for about 88% of it. worker-1 is stopped, so I've left it out.",
      note="faithful; 0.085+0.085+1.21 = 1.38; 1.21/1.38 = 88%"),
    A("Right now you have api-1, api-2 and batch-gpu running, which adds up to €1.38 an hour (€0.085 + €0.085 + €1.21). Left running around the clock, that's about €33 a day. The fourth instance, worker-1 (m6.xlarge), is stopped, so its €0.192 hourly rate isn't included in that total.",
      note="faithful; 1.38 x 24 = 33.12"),
])

# 22 failed payment
ANSWERS.append([
    A("Both attempts to charge A$389 for INV-77120 were declined because the Visa card ending 4417 expired in February 2026. The next retry is on 20 March, and you won't be charged a late fee as long as that retry succeeds.",
      bad=["The next retry is on 20 March, and you won't be charged a late fee as long as that retry succeeds."],
      note="(a) late-fee rule not in the record"),
    A("The payment for INV-77120 (A$389) was declined twice, on 15 and 17 March, because the card on file, a Visa ending 4417, expired at the end of February. Another attempt is scheduled for 20 March, and service will be suspended on 29 March if it's still unpaid. Your data is kept for 30 days after a suspension.",
      bad=["Your data is kept for 30 days after a suspension."],
      note="(a) data retention after suspension not in the record"),
])

# 23 support plans table
ANSWERS.append([
    A("Business would cost about $340 a month: it's the greater of $100 or 10% of spend, and 10% of $3,400 is $340. You'd add phone support, and first responses would be 1 hour for P1, 4 hours for P2 and 12 hours for P3, all 24x7.",
      bad=["You'd add phone support, and first responses would be 1 hour for P1, 4 hours for P2 and 12 hours for P3, all 24x7."],
      note="(b) P3's 12h target is business hours, not 24x7 (scope widened)"),
    A("Here's how Business compares with your current Developer plan:\n\n"
      "**Cost:** Business is priced at the greater of $100 or 10% of your monthly spend. With a bill of about $3,400, 10% is $340, so you'd pay around $340 a month instead of $29, roughly $311 more.\n\n"
      "**First response times:**\n"
      "- P1: 1 hour, 24x7 (vs 8 business hours now)\n"
      "- P2: 4 hours, 24x7 (vs 24 business hours)\n"
      "- P3: 12 business hours (vs 48 business hours)\n\n"
      "**Channels:** you'd get phone support on top of email and chat.\n\n"
      "The biggest change is round-the-clock cover for P1 and P2 issues. Since the price is tied to 10% of spend, it will move with your bill.",
      note="faithful"),
])

# 24 audit log
ANSWERS.append([
    A("Since 6 pm UTC yesterday, three actors made changes: m.osei replaced the allow-ssh-office firewall rule with allow-ssh-vpn (around 9:15 pm), svc-terraform resized db-primary to m6.xlarge at 6:02 am, and j.keane gave a.brandt the billing-viewer role at 7:46 am. The resize came from a scheduled nightly Terraform run.",
      bad=["The resize came from a scheduled nightly Terraform run."],
      note="(d) invented reason: the log only names the svc-terraform actor"),
    A("Here's everything logged in nettlefield-prod since 6 pm UTC on 17 March:\n\n"
      "1. **9:14 pm (17 March)**: m.osei@nettlefield.example deleted the firewall rule allow-ssh-office.\n"
      "2. **9:16 pm**: m.osei then created a new rule, allow-ssh-vpn, from the same IP (198.51.100.24).\n"
      "3. **6:02 am (18 March)**: svc-terraform resized db-primary from m6.large to m6.xlarge.\n"
      "4. **7:45 am**: j.keane@nettlefield.example granted the billing-viewer role to a.brandt@nettlefield.example.\n\n"
      "All times are UTC. That's three actors in total: two people and the svc-terraform account. There are no further pages of results, so this is the complete list for that period. Want me to dig into any of these?",
      note="faithful"),
])

# 25 two invoices
ANSWERS.append([
    A("Your February invoice (INV-7001-02) came to €3,145.40, up €855.70 from January's €2,289.70, or about 37% more. Here's where the increase came from:\n\n"
      "- **Kubernetes nodes:** €1,820 → €2,415, up €595. This is the biggest driver.\n"
      "- **Egress:** €133.20 → €402.60, up €269.40, roughly three times January's figure.\n"
      "- **Load balancer:** a new €36 line that wasn't on January's bill.\n"
      "- **Object storage:** up slightly, from €96.50 to €101.80.\n"
      "- Managed Redis was unchanged at €240.\n\n"
      "A €50 credit in February took a little off the total. Load balancers are billed for every hour they exist, so that €36 will keep appearing each month until it's deleted.",
      bad=["Load balancers are billed for every hour they exist, so that €36 will keep appearing each month until it's deleted."],
      note="(a) billing model of the load balancer not in the invoices"),
    A("February's bill was €3,145.40 compared with €2,289.70 in January, an increase of €855.70. Most of it comes from two lines:\n\n"
      "1. **Kubernetes nodes** went from €1,820 to €2,415, an increase of €495.\n"
      "2. **Egress** tripled, from €133.20 to €402.60.\n\n"
      "There's also a new €36 load balancer charge, and object storage crept up by €5.30. Managed Redis stayed the same at €240. February did include a €50 credit, so without it the increase would have been just over €900. If the node count is expected to stay at February's level, it's worth budgeting for a similar bill next month.",
      bad=["**Kubernetes nodes** went from €1,820 to €2,415, an increase of €495."],
      note="(c) 2415 - 1820 = 595, not 495"),
])

# 26 daily usage
ANSWERS.append([
    A("Here's harbourline-etl's compute usage for 11–17 March, in vCPU-hours:\n\n"
      "- Wed 11 Mar: 182\n- Thu 12 Mar: 176\n- Fri 13 Mar: 240 (the peak)\n- Sat 14 Mar: 64\n- Sun 15 Mar: 58\n- Mon 16 Mar: 190\n- Tue 17 Mar: 205\n\n"
      "That's 1,115 vCPU-hours in total, or about 159 a day on average. Weekdays ran between 176 and 240, while the weekend dropped to around 60 a day. At $0.04 per vCPU-hour, the week cost about $44.60.",
      note="faithful; weekdays of March 2026 correct; sum 1115, 1115 x 0.04 = 44.60"),
    A("Over the seven days from 11 to 17 March, harbourline-etl used 1,115 vCPU-hours, an average of about 159 a day, which comes to $44.60 at $0.04 each. The busiest day was Friday 13 March with 240, and usage dropped sharply over the weekend (64 on Saturday, 58 on Sunday) before climbing back to 190 and 205 on Monday and Tuesday.",
      note="faithful"),
])

# 27 snapshots
ANSWERS.append([
    A("Up to about a year. Snapshots are taken every 6 hours and the last 28 are kept, which gives you a week of 6-hourly restore points; beyond that there are 8 weekly and 12 monthly snapshots, so restore points get sparser the further back you go.",
      note="faithful; 28 x 6 h = 7 days; 12 monthly ~ a year"),
    A("Here's how far back you can go with vol-media-01:\n\n"
      "- **Last 7 days:** a snapshot every 6 hours (midnight, 6 am, noon and 6 pm UTC). The policy keeps the last 28, which at four a day is one week.\n"
      "- **Last 8 weeks:** one weekly snapshot for each of the past 8 weeks.\n"
      "- **Last 12 months:** one monthly snapshot for each of the past 12 months.\n\n"
      "So your oldest restore point is roughly a year back, but the further back you go, the coarser it gets. The snapshots are also immutable, so nobody can delete them before their retention runs out. Snapshot storage currently takes up 1,240 GB, which costs about $62 a month at $0.05 per GB.",
      bad=["The snapshots are also immutable, so nobody can delete them before their retention runs out."],
      note="(b) immutable is false"),
])

# 28 incident + account sla (two tools)
ANSWERS.append([
    A("INC-9152 hit load balancers in sa-east-1 on 4 March from 6:20 to 7:05 pm (UTC−3), 45 minutes in all, and was caused by an expired internal certificate on the health-check service. Your load balancer uptime this month is 99.89%, just under the 99.9% target. If it's still below 99.9% at month end, you'd get 10% of your $310 charge back, which is $31. The credit is paid as a refund to your card within 14 days.",
      bad=["The credit is paid as a refund to your card within 14 days."],
      note="(a) payout method and timing not in the records"),
    A("Here's what I can tell from the records.\n\n"
      "INC-9152 caused load balancer health-check failures in sa-east-1 on 4 March, from 6:20 pm to 7:05 pm local time (UTC−3), so 45 minutes. The root cause was an expired internal certificate on the health-check service. The fix was to renew the certificate and add expiry monitoring, so it shouldn't happen again.\n\n"
      "The incident record says 37 customer accounts were affected but doesn't list them, so I can't confirm from it alone whether yours was one. What I can see is that pampas-logistics' load balancer uptime for the month so far is 99.89%, just under the 99.9% target. Under your SLA, if it's still below 99.9% at month end, you'll get 10% of your $310 monthly load-balancer charge as a credit, which is $31.",
      bad=["The fix was to renew the certificate and add expiry monitoring, so it shouldn't happen again."],
      note="(a) remediation and recurrence claim not in the record"),
])

# 29 users / mfa
ANSWERS.append([
    A("Two users have the admin role: p.lowe and s.idowu. s.idowu has MFA turned on, but p.lowe doesn't. The workspace owner, n.ash, also has MFA enabled.",
      note="faithful"),
    A("Besides the owner, n.ash (who has MFA on), there are two admins:\n- s.idowu: MFA enabled\n- p.lowe: MFA **not** enabled\n\n"
      "So not everyone with admin rights is covered, and p.lowe is the gap. MFA isn't enforced at the workspace level either. For completeness, c.mercer (developer) also has no MFA, but that account is suspended.",
      note="faithful"),
])

# 30 export job
ANSWERS.append([
    A("Yes, it's ready. Export exp_31d9 (a full account export) finished on 17 March at 4:48 pm (UTC+1). It's a json.gz file of about 7.8 GB. The download link is valid until 24 March at 4:48 pm (UTC+1), and it can be downloaded 3 more times before then.",
      note="faithful; 7,834,000,000 bytes ~ 7.8 GB"),
    A("Good news: your export is complete and ready to download.\n\n"
      "- **Export:** exp_31d9, a full account export requested by r.tan@ambermoor.example\n"
      "- **Finished:** 17 March at 4:48 pm (UTC+1), which is 3:48 pm UTC\n"
      "- **File:** json.gz, about 7.83 GB\n"
      "- **Link valid until:** 24 March at 4:48 pm (UTC+1), a week after it finished\n"
      "- **Downloads left:** 3\n\n"
      "The download link was emailed to r.tan@ambermoor.example when the export completed, so it should already be in their inbox. Let me know if you need anything else for the export.",
      bad=["The download link was emailed to r.tan@ambermoor.example when the export completed, so it should already be in their inbox."],
      note="(d) invented delivery step (email) not in the record"),
])

# 31 plan comparison table
ANSWERS.append([
    A("For 18 users, Team costs £252 a month (18 × £14) and Enterprise would be £576 (18 × £32), so an extra £324 a month, or £3,888 a year. In return you'd get 1,000 GB of storage per user instead of 200, unlimited API calls instead of 100,000 a month, SSO, and audit logs kept for 365 days rather than 30.",
      note="faithful"),
    A("Here's the comparison for 18 users:\n\n"
      "**Cost**\n- Team: £14 per user, so £252 a month\n- Enterprise: £32 per user, so £576 a month\n- Difference: £324 more a month (about £3,888 a year)\n\n"
      "**What you'd gain**\n- Storage: 1,000 GB per user instead of 200 GB, so 18 TB in total rather than 3.6 TB\n- API calls: unlimited, up from 100,000 a month\n- SSO, which Team doesn't include\n- Audit log history of 365 days instead of 30\n\n"
      "Enterprise customers also get a dedicated account manager for onboarding and renewals. If SSO or longer audit retention is a compliance requirement for you, those are the main reasons to upgrade.",
      bad=["Enterprise customers also get a dedicated account manager for onboarding and renewals."],
      note="(a) account manager not in the plan table"),
])

# 32 buckets
ANSWERS.append([
    A("Here's an overview of the three buckets in fernlea-media, with monthly storage costs:\n\n"
      "1. **fl-raw-uploads** (eu-west-3, standard): 2,310.4 GB across about 1.84 million objects. Versioning is on, and objects move to archive after 90 days. Cost: about $53.14 a month.\n"
      "2. **fl-thumbnails** (eu-west-3, standard): 148.2 GB in about 9.1 million objects. It's **public**, with no versioning or lifecycle rule. Cost: about $3.41 a month.\n"
      "3. **fl-backups-2025** (eu-west-1, archive): 5,120 GB in 412 objects, deleted after 730 days (two years). Cost: $20.48 a month.\n\n"
      "In total that's about 7.58 TB and roughly $77.03 a month. The backups bucket holds the most data but is the cheapest per GB, at $0.004 versus $0.023 for standard.",
      note="faithful; 2310.4x0.023 = 53.14, 148.2x0.023 = 3.41, 5120x0.004 = 20.48"),
    A("You have three buckets, costing about $77 a month in total: fl-raw-uploads (2,310.4 GB on standard, about $53.14), fl-backups-2025 (5,120 GB on archive, $20.48) and fl-thumbnails (148.2 GB on standard, about $3.41). fl-thumbnails is the only public one; the other two are private. Raw uploads also have versioning turned on and move to archive after 90 days.",
      note="faithful"),
])

# 33 escalated ticket
ANSWERS.append([
    A("Yes, there's been movement on CS-40215 (Intermittent 502s from API gateway):\n\n"
      "- It was **escalated** to level 2, the Network Engineering team, at 3:30 am UTC on 18 March, after the issue was reproduced in staging.\n"
      "- The most recent update came at 9:10 am UTC, and the next one is due by 3:10 pm UTC. Updates are due every 6 hours on this high-priority ticket.\n"
      "- For reference, the ticket was opened at 7:05 pm UTC on 17 March and got its first response 33 minutes later, inside the 60-minute target.\n\n"
      "Hana Sato is listed as your contact on it. Happy to check again once the next update is due.",
      note="faithful; 19:05 -> 19:38 = 33 min"),
    A("CS-40215 has been escalated to Network Engineering (level 2) after the issue was reproduced in staging. The last update was at 9:10 am UTC on 18 March, and the next one is due by 3:10 pm UTC.",
      note="faithful"),
])

# 34 commitment
ANSWERS.append([
    A("You're on track to meet it, based on your pace so far. As of 1 March you've consumed $83,450 of your $120,000 annual commitment, which is about 69.5%. That leaves $46,550 to use by 30 June.\n\n"
      "The term started on 1 July 2025, so 8 months have passed, and you've averaged about $10,431 a month. At that rate, the remaining four months would add around $41,700, taking you to roughly $125,200, a little over the commitment.\n\n"
      "If you did fall short, the remaining commitment would be billed at the end of the term, so it's worth keeping an eye on. You're also getting an 18% discount under this commitment.",
      bad=["That leaves $46,550 to use by 30 June."],
      note="(c) 120,000 - 83,450 = 36,550, not 46,550"),
    A("Yes, at your current pace. You've used $83,450 of the $120,000 commitment as of 1 March, leaving $36,550 for March to June. That works out to about $9,140 a month, and you've been averaging around $10,430 a month since July. Any shortfall would be billed at the end of the term on 30 June.",
      note="faithful; 36,550/4 = 9,137.50; 83,450/8 = 10,431"),
])

# 35 rate limits
ANSWERS.append([
    A("You're at 318,760 of 500,000 requests today (about 64%) and 412 of 600 in the current minute. 27 requests were throttled in the last 24 hours. The daily count resets at midnight UTC.",
      note="faithful"),
    A("You're not at the limits, but you're using a good share of them. Today's count is 318,760 of your 500,000 daily requests (about 64%), leaving 181,240 until the reset at midnight UTC. In the current minute you've made 412 of 600 requests. That said, 27 requests were throttled in the last 24 hours, so you are occasionally hitting a limit. Throttled requests get a 429 response with a Retry-After header telling your client when to try again.",
      bad=["Throttled requests get a 429 response with a Retry-After header telling your client when to try again."],
      note="(a) response code and header not in the record"),
])

# 36 maintenance
ANSWERS.append([
    A("One of them will be. The maintenance (MW-2026-031) runs on Sunday 22 March from 6 to 8 am UTC for managed MySQL in ca-central-1. ledger-db is a single-zone instance, so it will go through a brief failover, with about 5 minutes of expected downtime; reports-db is multi-zone and won't be affected. Open connections to ledger-db will be dropped during the failover, so make sure your app reconnects automatically. If the timing doesn't suit you, you can reschedule until 20 March at 11:59 pm UTC.",
      bad=["Open connections to ledger-db will be dropped during the failover, so make sure your app reconnects automatically."],
      note="(a) dropped connections not stated"),
    A("Only ledger-db. The window is Sunday 22 March, 6–8 am UTC, and the impact is a brief failover for single-zone instances, which is what ledger-db is; expected downtime is around 5 minutes. reports-db runs multi-zone, so it's unaffected. If 6 am UTC is a bad time, the maintenance can be rescheduled, but only until 20 March at 11:59 pm UTC.",
      note="faithful"),
])

# 37 overdue invoice
ANSWERS.append([
    A("Invoice INV-88340 for C$1,275 was due on 28 February and is now 18 days overdue. It's at the second-reminder stage, and the next step is an account restriction on 25 March. A late fee of 1.5% a month has added C$11.48 so far. If you need more time, email collections@corvane.example to set up a payment plan.",
      bad=["If you need more time, email collections@corvane.example to set up a payment plan."],
      note="(d) invented contact and payment-plan option"),
    A("INV-88340 is 18 days overdue: C$1,275 was due on 28 February. With the C$11.48 late fee accrued so far (1.5% per month), you currently owe C$1,286.48. You've reached the second reminder, and the next action is an account restriction scheduled for 25 March, so settling it before then would avoid that. The late fee adds roughly C$19 for every further month it stays unpaid.",
      note="faithful; 1275 + 11.48 = 1286.48; 1.5% of 1275 = 19.13 a month"),
])

# 38 usage + price sheet (two tools)
ANSWERS.append([
    A("As of 18 March, you're over your Indie plan's allowance on all three meters. Here's the overage so far:\n\n"
      "- **Compute:** 1,450 hours vs 1,000 included, so 450 extra × £0.05 = £22.50\n"
      "- **Storage:** 820 GB vs 500 GB included, so 320 extra × £0.10 = £32.00\n"
      "- **Egress:** 3,100 GB vs 2,000 GB included, so 1,100 extra × £0.07 = £77.00\n\n"
      "That's **£131.50** in overage so far. Add the £79 base fee and the month stands at £210.50 at this point. Egress is the biggest contributor, at more than half of the overage.",
      note="faithful"),
    A("Here's where you stand on the Indie plan as of 18 March:\n\n"
      "| Meter | Used | Included | Over | Rate | Overage |\n|---|---|---|---|---|---|\n"
      "| Compute | 1,450 h | 1,000 h | 450 h | £0.05/h | £22.50 |\n"
      "| Storage | 820 GB | 500 GB | 320 GB | £0.10/GB | £32.00 |\n"
      "| Egress | 3,100 GB | 2,000 GB | 1,100 GB | £0.07/GB | £77.00 |\n\n"
      "So far that's £131.50 in overage charges. Note that the £79 base fee only applies while you stay within your included allowances, so this month you'll pay the overage instead of the base fee. Egress is the largest piece, and it's already 55% over its allowance.",
      bad=["Note that the £79 base fee only applies while you stay within your included allowances, so this month you'll pay the overage instead of the base fee."],
      note="(b) condition added: the base fee is unconditional in the price sheet"),
])

# 39 key rotation
ANSWERS.append([
    A("Yes, two: etl-ingest expires in 7 days and partner-feed in 11. Both are inside your 14-day warning window, and since your policy blocks keys on expiry, they'll stop working if they aren't rotated in time.",
      note="faithful; block_on_expiry"),
    A("Two keys are due: etl-ingest (83 days old, expires in 7 days) and partner-feed (79 days old, expires in 11). Keys are limited to 90 days under your policy. You can rotate both at once from the API Keys page using the Bulk rotate option.",
      bad=["You can rotate both at once from the API Keys page using the Bulk rotate option."],
      note="(d) invented page and bulk-rotate feature"),
])
