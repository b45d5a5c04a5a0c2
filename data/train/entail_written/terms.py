"""Hand-written entailment training data: condition-heavy rules of invented
organisations (employee handbook, tenancy, furniture shop terms, college exam
rules, public library, sports club, event tickets, software licence, coworking
space, childcare nursery, car-share club). All passages are documents.
label 0 = supported by the passage (or the question), 1 = unsupported.
Run: /work/main/.venv/bin/python data/train/entail_written/terms.py -> terms.jsonl
"""
import json
import os
import re
from collections import Counter

NAME = "terms"
N_GROUPS = 36  # number of groups expected when complete

S, U = 0, 1
SUP_TYPES = {"paraphrase", "direct", "framed", "merge", "applied", "derived", "generalise"}
UNS_TYPES = {"unstated_true", "conflict", "value", "invented", "wrong_field", "inverted"}

# (title, passage body, question, [(claim, label, type), ...])
G = []


def grp(title, body, question, claims):
    G.append((title, body, question, claims))


# ===================================================== employee handbook (Halverton Logistics)
grp("Annual leave",
    "Full-time employees receive 25 days of paid annual leave per holiday year (1 April to 31 March), plus public holidays. Part-time staff receive a pro-rata amount based on contracted hours. Leave requests must be submitted through the StaffHub portal at least 10 working days before the first day of leave and approved by your line manager. Requests for more than 10 consecutive working days also need approval from your department head. Up to 5 unused days may be carried over into the next holiday year and must be taken by 30 June; any other unused days are lost. Employees in their probationary period may book no more than 3 days of leave.",
    "I'm full-time and past probation. I'll have 8 days left at the end of March - what happens to them? Also, I want to take 12 working days off in a row in August.",
    [("Of your 8 remaining days, you can carry 5 into the new holiday year, but the other 3 will be lost.", S, "applied"),
     ("Because your August break runs to 12 working days, you'll need sign-off from your department head as well as your line manager.", S, "applied"),
     ("Any days you carry over have to be used by the end of June.", S, "derived"),
     ("Staff who work part time get leave in proportion to the hours in their contract.", S, "paraphrase"),
     ("Any unused days beyond the carry-over limit are paid out instead of being lost.", U, "conflict"),
     ("Leave requests must be submitted through the StaffHub portal at least 5 working days before the first day of leave.", U, "value"),
     ("Requests for more than 10 consecutive working days need approval from your department head instead of your line manager.", U, "conflict"),
     ("When several colleagues ask for the same dates, leave is normally approved on a first-come, first-served basis.", U, "unstated_true")])

grp("Sick leave",
    "If you are unable to work because of illness, phone your line manager before 9:30 on the first day of absence; a text or email is not enough unless your manager cannot be reached. For absences of up to 7 calendar days you complete a self-certification form on StaffHub when you return. From the 8th calendar day you must provide a fit note from a doctor. Employees with at least 6 months' service receive full pay for the first 20 days of sickness in any rolling 12 months and half pay for the next 20 days. Employees with less service receive statutory sick pay only.",
    "I joined 4 months ago and I've been off sick for 9 days now. What do I need to do, and will I get full pay?",
    [("As you've been off for 9 days, you'll need a fit note from your doctor rather than just the self-certification form.", S, "applied"),
     ("With only 4 months' service, you'll get statutory sick pay rather than full company sick pay.", S, "applied"),
     ("Eligible staff can get up to 40 days of company sick pay in a rolling year: 20 at full pay and 20 at half pay.", S, "derived"),
     ("Shorter absences of a week or less are covered by filling in a self-certification form on StaffHub once you're back.", S, "paraphrase"),
     ("For absences of up to 7 calendar days you complete a self-certification form on StaffHub before you return.", U, "conflict"),
     ("A text or email to your line manager before 9:30 is enough on the first day of absence.", U, "conflict"),
     ("Employees with at least 3 months' service receive full pay for the first 20 days of sickness.", U, "value"),
     ("HR will arrange an occupational health referral for you after your third day off sick.", U, "invented")])

grp("Business expenses",
    "Business travel must be booked through the company travel desk, except for journeys under 50 miles, which you may arrange yourself. Mileage in a private car is reimbursed at 45p per mile for the first 10,000 business miles in a tax year and 25p per mile after that. Meals are reimbursed up to £15 for lunch and £30 for dinner only when you are away from your usual workplace for more than 6 hours. Alcohol is never reimbursed. Claims must be submitted on StaffHub with itemised receipts within 60 days of the expense; late claims need finance director approval.",
    "I drove 120 miles to a client site and back in my own car and was away 8 hours. I had a £12 lunch. What can I claim?",
    [("At 45p a mile, your 120-mile round trip comes to £54 in mileage, assuming you're still under 10,000 business miles this tax year.", S, "applied"),
     ("Since you were away from your usual workplace for 8 hours, your £12 lunch is within the £15 limit and can be claimed.", S, "applied"),
     ("Drinks containing alcohol won't be paid back under any circumstances.", S, "paraphrase"),
     ("Per the policy, file the claim on StaffHub with itemised receipts within 60 days of the expense.", S, "framed"),
     ("Meals are reimbursed up to £15 for lunch and £30 for dinner on any journey over 50 miles.", U, "conflict"),
     ("Mileage in a private car is reimbursed at 45p per mile for the first 5,000 business miles and 25p per mile after that.", U, "value"),
     ("Late claims are rejected automatically, so anything submitted after 60 days won't be paid.", U, "conflict"),
     ("Parking charges and road tolls paid during the trip can also be claimed with receipts.", U, "unstated_true")])

grp("Remote working",
    "Employees who have completed probation may work from home up to 2 days per week, agreed in advance with their line manager. Warehouse and driving roles are not eligible. Remote days cannot be Mondays unless your manager makes an exception in writing. You must be reachable on Teams between 10:00 and 16:00 on remote days. Working from abroad is not allowed for more than 10 working days per calendar year and requires HR approval at least 4 weeks beforehand. The company provides a laptop but does not pay home broadband or energy costs.",
    "I'm an office-based accountant and I've passed probation. Can I work from home on Mondays and Tuesdays?",
    [("You can work from home up to two days a week, but Mondays would need a written exception from your manager.", S, "applied"),
     ("On remote days you need to be available on Teams from 10 am to 4 pm.", S, "derived"),
     ("People in warehouse or driving jobs can't work remotely.", S, "paraphrase"),
     ("Working abroad is capped at 10 working days a calendar year and needs HR approval at least 4 weeks in advance.", S, "merge"),
     ("Remote days can be Mondays if your manager agrees verbally.", U, "conflict"),
     ("You must be reachable on Teams between 9:00 and 17:00 on remote days.", U, "value"),
     ("Working from abroad for up to 10 working days does not require HR approval.", U, "conflict"),
     ("The company will also reimburse the cost of an office chair for your home workspace.", U, "invented")])

grp("Parental leave",
    "Birth mothers and primary adopters with at least 26 weeks' continuous service by the 15th week before the due date receive 16 weeks at full pay, followed by 10 weeks at half pay; the rest of the 52-week leave is unpaid beyond statutory pay. Partners receive 2 weeks at full pay, to be taken within 8 weeks of the birth or placement. Notify HR in writing by the 15th week before the expected week of childbirth. Employees must return for at least 6 months after enhanced pay ends, or repay the half-pay portion.",
    "My partner is due in June and I'm the non-birth parent. How much paid leave do I get, and when can I take it?",
    [("As the partner, you get two weeks at full pay, which must be taken within 8 weeks of the birth.", S, "applied"),
     ("Eligible birth mothers get 26 weeks of enhanced pay in total: 16 weeks at full pay and 10 at half pay.", S, "derived"),
     ("HR has to be told in writing no later than the 15th week before the baby is expected.", S, "paraphrase"),
     ("Someone who doesn't come back for at least 6 months after enhanced pay ends has to pay back the half-pay portion.", S, "paraphrase"),
     ("Employees must return for at least 6 months after enhanced pay ends, or repay the full-pay portion.", U, "conflict"),
     ("Partners receive 2 weeks at full pay, to be taken within 12 weeks of the birth or placement.", U, "value"),
     ("Partners receive 16 weeks at full pay, followed by 10 weeks at half pay.", U, "conflict"),
     ("Shared parental leave would let you and your partner split some of the leave between you.", U, "unstated_true")])

# ===================================================== residential tenancy (Wrenfield Lettings)
grp("Rent and deposit",
    "Rent is due on the 1st of each month by standing order. If rent is more than 7 days late, a late fee of £20 is charged, plus £5 for each further week it remains unpaid. The deposit equals five weeks' rent and is protected in the Tenancy Deposit Scheme within 30 days of receipt. At the end of the tenancy, the deposit is returned within 10 days of the keys being handed back, minus any agreed deductions. Deductions cannot be made for fair wear and tear, such as faded paint or lightly worn carpets.",
    "My rent is £260 a week. How much is the deposit, and what happens if I pay on the 5th instead of the 1st?",
    [("With rent of £260 a week, your deposit will be £1,300.", S, "applied"),
     ("Paying on the 5th would make you only 4 days late, so the £20 late fee wouldn't be charged.", S, "applied"),
     ("You'll get your deposit back, less any agreed deductions, within 10 days of returning the keys.", S, "paraphrase"),
     ("Normal ageing of the property, like paint fading or carpets showing light use, can't be taken out of the deposit.", S, "paraphrase"),
     ("If rent is more than 7 days late, a late fee of £25 is charged.", U, "value"),
     ("The deposit is protected in the Tenancy Deposit Scheme within 30 days of the tenancy ending.", U, "conflict"),
     ("Deductions can be made for lightly worn carpets, but not for faded paint.", U, "conflict"),
     ("You can also pay your rent by card through the Wrenfield tenant app.", U, "invented")])

grp("Pets and alterations",
    "Tenants may keep one cat or one small caged animal without permission. Dogs and any second pet need the landlord's written consent, which will not be unreasonably refused; an extra £25 per month rent applies to dogs. Tenants may hang pictures using small nails or adhesive hooks but must not paint, drill into tiles or change locks without written permission. Any alterations made with permission must be reversed before the tenancy ends unless the landlord agrees in writing to keep them.",
    "I already have a cat and I'd like to get a small dog as well. Do I need to ask, and will it cost more?",
    [("Yes, you'll need the landlord's written consent for the dog, both because it's a dog and because it would be a second pet.", S, "applied"),
     ("If the dog is approved, your rent will go up by £25 a month.", S, "applied"),
     ("Putting up pictures with little nails or sticky hooks is allowed.", S, "paraphrase"),
     ("According to the tenancy rules, the landlord can't refuse consent for a pet unreasonably.", S, "framed"),
     ("Tenants may keep one cat or one small dog without permission.", U, "conflict"),
     ("Alterations made with permission can stay after the tenancy ends unless the landlord asks in writing for them to be reversed.", U, "conflict"),
     ("An extra £35 per month rent applies to dogs.", U, "value"),
     ("As a pet owner, you may be asked to have the carpets professionally cleaned when you move out.", U, "unstated_true")])

grp("Repairs and access",
    "Report repairs through the Wrenfield tenant portal. Emergencies - no heating or hot water between October and April, a major leak, or a failed front-door lock - must be phoned through to the 24-hour line and will be attended within 24 hours. Other urgent repairs are attended within 5 working days and routine repairs within 28 days. Except in an emergency, the landlord or contractors must give at least 24 hours' written notice before entering and may visit only between 8:00 and 20:00. Tenants are responsible for replacing light bulbs and smoke-alarm batteries.",
    "My boiler stopped working in January, so I have no heating. How fast will it be fixed, and can the contractor just turn up?",
    [("No heating in January counts as an emergency, so phone the 24-hour line and someone should attend within a day.", S, "applied"),
     ("In an emergency like yours, the contractor doesn't have to give 24 hours' written notice before coming in.", S, "applied"),
     ("Routine repairs are dealt with within four weeks.", S, "derived"),
     ("Changing bulbs and smoke-alarm batteries is up to you as the tenant.", S, "paraphrase"),
     ("No heating or hot water counts as an emergency at any time of year.", U, "conflict"),
     ("Except in an emergency, contractors may visit only between 9:00 and 18:00.", U, "value"),
     ("Other urgent repairs are attended within 28 days and routine repairs within 5 working days.", U, "conflict"),
     ("If a repair isn't attended in time, you can claim a rent reduction of £10 for each day of delay.", U, "invented")])

# ===================================================== furniture shop terms (Oakhollow Home)
grp("Returns",
    "You may return most items within 30 days of delivery for a full refund if they are unused and in their original packaging. Made-to-order sofas, items cut or upholstered to your measurements, and mattresses with the hygiene seal removed cannot be returned unless faulty. We collect returns for a fee of £39 per order; alternatively, you can bring items to any Oakhollow store for free. Refunds are made to the original payment method within 14 days of us receiving the item. Clearance items can be returned within 14 days only.",
    "I bought a standard dining table 3 weeks ago. It's unused and still boxed, but I've changed my mind. Can I return it, and what does it cost?",
    [("Yes - your table is within the 30-day window and still unused in its box, so you can send it back for a full refund.", S, "applied"),
     ("Taking it back to an Oakhollow store yourself costs nothing, while having it collected would cost £39.", S, "applied"),
     ("Your money goes back to the card or method you paid with, within two weeks of the item reaching us.", S, "derived"),
     ("Sofas made to order can only be sent back if there's a fault.", S, "paraphrase"),
     ("Mattresses can be returned within 30 days even with the hygiene seal removed.", U, "conflict"),
     ("We collect returns for a fee of £29 per order.", U, "value"),
     ("Clearance items can be returned within 30 days, like any other item.", U, "conflict"),
     ("You'll need to show your order confirmation or receipt when you return an item in store.", U, "unstated_true")])

grp("Warranty",
    "All Oakhollow furniture comes with a 2-year warranty against manufacturing defects from the date of delivery. Solid wood frames and sofa frames are covered for 10 years. The warranty does not cover damage from misuse, pets, direct sunlight or normal wear, or items used in a commercial setting such as a café or office. To claim, email photos of the fault and your order number within 14 days of noticing it. We will repair the item, replace it, or, if neither is possible, refund the purchase price.",
    "The frame of the sofa I bought 4 years ago has cracked. Is that still covered?",
    [("Yes - sofa frames have a 10-year warranty, so at 4 years a cracked frame is still covered, provided it's a manufacturing defect.", S, "applied"),
     ("Send pictures of the problem along with your order number within a fortnight of spotting it.", S, "derived"),
     ("Furniture used in business premises, like cafés or offices, falls outside the warranty.", S, "paraphrase"),
     ("Oakhollow will repair or replace a faulty item, and will only refund you if neither of those is possible.", S, "paraphrase"),
     ("The warranty covers damage from pets and direct sunlight, but not normal wear.", U, "conflict"),
     ("Solid wood frames and sofa frames are covered for 5 years.", U, "value"),
     ("To claim, email photos of the fault and your order number within 14 days of delivery.", U, "conflict"),
     ("A technician will visit your home within 5 working days to inspect the fault.", U, "invented")])

grp("Delivery and assembly",
    "Standard delivery is free on orders over £500 and £49 otherwise. Deliveries are made Monday to Saturday, and you will receive a 3-hour time slot by text the evening before. Our two-person team will carry items to any room, but cannot take items up more than 3 flights of stairs without a lift. Assembly is available for £59 per order when booked at checkout; it cannot be added after the order is placed. If nobody is home for a delivery, a redelivery fee of £35 applies.",
    "My order is £420 and my flat is up two flights of stairs with no lift. What will delivery cost, and can I add assembly now that I've already ordered?",
    [("Since your order is under £500, standard delivery will cost £49.", S, "applied"),
     ("Two flights of stairs is within the three-flight limit, so the team can carry everything up to your flat.", S, "applied"),
     ("Unfortunately, assembly has to be booked at checkout, so it can't be added to the order you've already placed.", S, "applied"),
     ("Booking both delivery and assembly on an order under £500 adds £108 to the cost of the items.", S, "derived"),
     ("Assembly is available for £59 per order and can be added up to 48 hours before delivery.", U, "conflict"),
     ("You will receive a 2-hour time slot by text the evening before.", U, "value"),
     ("The delivery team will take away all the packaging for recycling.", U, "unstated_true"),
     ("If nobody is home, the driver can leave the items in a safe place you've named instead of charging for redelivery.", U, "invented")])

# ===================================================== college exam and coursework rules (Marlow Vale College)
grp("Coursework deadlines and extensions",
    "Coursework must be uploaded to the VLE by 12:00 noon on the deadline date. Work submitted up to 5 working days late is marked but capped at the pass mark of 40%; after that it receives zero. Students may request an extension of up to 7 calendar days from their module tutor before the deadline. Longer extensions, or requests made after the deadline, go to the Extenuating Circumstances Panel and need supporting evidence such as a medical note. Extensions cannot be granted for group projects or in-class tests.",
    "My essay is due Friday at noon and I've had flu all week. Can I ask my tutor for a 10-day extension?",
    [("A 10-day extension is longer than your tutor can grant, so you'd need to apply to the Extenuating Circumstances Panel with evidence such as a medical note.", S, "applied"),
     ("If your request goes in before Friday noon, your tutor could approve up to 7 days themselves.", S, "applied"),
     ("Late work handed in within five working days is still marked, but it can't score above 40%.", S, "paraphrase"),
     ("Coursework has to be on the VLE by midday on the day it's due.", S, "direct"),
     ("Extensions can be granted for group projects, but not for in-class tests.", U, "conflict"),
     ("Work submitted up to 5 working days late is marked but capped at 50%.", U, "value"),
     ("Requests made after the deadline can still be approved by your module tutor.", U, "conflict"),
     ("You can also get an automatic 48-hour extension once per term without giving a reason.", U, "invented")])

grp("Exam conduct",
    "Candidates must arrive at least 20 minutes before the start and bring their college ID card. Anyone arriving more than 30 minutes after the start will not be admitted and will be recorded as absent. Mobile phones and smartwatches must be switched off and placed in the bag area; having one on your person is treated as misconduct even if it is not used. Only clear pencil cases and water in a clear bottle are allowed on desks. Candidates may not leave during the first 45 minutes or the last 15 minutes.",
    "My exam starts at 9:00 and my train might only get me there at 9:20. Will I still be let in?",
    [("Arriving at 9:20 is within 30 minutes of the start, so you'd still be allowed in.", S, "applied"),
     ("To meet the arrival rule for a 9:00 exam, you'd need to be there by 8:40.", S, "derived"),
     ("Keeping your phone in your pocket counts as misconduct, even if you never touch it.", S, "paraphrase"),
     ("You can't walk out in the opening 45 minutes or the final 15.", S, "paraphrase"),
     ("Having a phone on your person is only treated as misconduct if it is used.", U, "conflict"),
     ("Anyone arriving more than 20 minutes after the start will not be admitted.", U, "value"),
     ("Water in any bottle is allowed on desks, but pencil cases must be clear.", U, "conflict"),
     ("Calculators must be a model approved by the exam board.", U, "unstated_true")])

grp("Resits",
    "Students who fail a module with a mark between 30% and 39% may resit the assessment once, free of charge, in the August resit period. Marks below 30% require the module to be retaken in full the following year, at a fee of £450. A passed resit is capped at 40%. Students who missed the original assessment with approved extenuating circumstances sit it as a first attempt, and their mark is not capped. Resit registration closes on 15 July.",
    "I got 34% in Statistics. What are my options, and what's the most I can get?",
    [("With 34%, you can resit Statistics once in August at no cost.", S, "applied"),
     ("If you pass the resit, your mark for the module will be recorded as 40%.", S, "applied"),
     ("Students with approved extenuating circumstances who missed the assessment take it as a first try, with no cap on the mark.", S, "paraphrase"),
     ("Keep in mind that you have to sign up for the August resit by 15 July.", S, "framed"),
     ("Marks below 30% may be resat once in August, free of charge.", U, "conflict"),
     ("Retaking a module in full the following year costs £350.", U, "value"),
     ("A passed resit is capped at 40%, including for students with approved extenuating circumstances.", U, "conflict"),
     ("Your resit will usually be in the same format as the original assessment.", U, "unstated_true")])

grp("Academic integrity",
    "All coursework is checked with similarity software. A first minor offence, such as poor referencing, is dealt with by the module tutor and results in a warning and a required referencing workshop. A first major offence, such as copying another student's work or submitting AI-generated text as your own, goes to the Academic Integrity Panel and normally results in a mark of zero for the assessment. A second major offence may lead to withdrawal from the course. Students may appeal a panel decision within 10 working days.",
    "My tutor says a few of the references in my history essay were done badly. It's the first time this has happened. What will happen?",
    [("As a first minor offence like poor referencing, it'll be handled by your tutor: you'll get a warning and have to attend a referencing workshop.", S, "applied"),
     ("Handing in text produced by AI as if you wrote it yourself counts as a major offence.", S, "paraphrase"),
     ("A repeat major offence could see a student removed from their course.", S, "paraphrase"),
     ("If the panel rules against you, you have 10 working days to appeal.", S, "framed"),
     ("A first minor offence goes to the Academic Integrity Panel and normally results in a mark of zero.", U, "conflict"),
     ("Students may appeal a panel decision within 15 working days.", U, "value"),
     ("Your tutor will let you resubmit the essay with corrected references for the full mark.", U, "invented"),
     ("A second minor offence may lead to withdrawal from the course.", U, "conflict")])

# ===================================================== public library (Kestrel Bay Libraries)
grp("Membership and borrowing",
    "Anyone who lives, works or studies in Kestrel Bay can join for free with proof of address or a staff or student ID. Adult members may borrow up to 12 items at a time; children under 14 may borrow up to 8. Books are loaned for 3 weeks and DVDs for 1 week. Loans can be renewed twice online or in person, unless another member has reserved the item. Visitors from outside the area can join as associate members for £15 a year.",
    "I live in the next town but I work in Kestrel Bay. Can I join for free, and how long can I keep a DVD?",
    [("Since you work in Kestrel Bay, you can join for free using your staff ID.", S, "applied"),
     ("You'd be able to keep a DVD for one week, and renew it twice if nobody has reserved it.", S, "applied"),
     ("Each book loan lasts 21 days.", S, "derived"),
     ("Youngsters below the age of 14 can have up to 8 items out at once.", S, "paraphrase"),
     ("Loans can be renewed twice online, but not in person.", U, "conflict"),
     ("Visitors from outside the area can join as associate members for £20 a year.", U, "value"),
     ("Loans can be renewed even if another member has reserved the item.", U, "conflict"),
     ("Members can also borrow e-books and audiobooks through the library's app.", U, "unstated_true")])

grp("Fines and lost items",
    "Overdue adult books are charged 25p per day, up to a maximum of £5 per item. DVDs are charged £1 per day with the same £5 cap. Children's items have no overdue fines. Members owing more than £10 cannot borrow until the balance is reduced below that amount. Lost or damaged items are charged at the replacement cost plus a £3 processing fee; if a lost item is found and returned within 3 months, the replacement cost is refunded but the processing fee is not.",
    "I returned an adult novel 10 days late and a DVD 8 days late. How much do I owe?",
    [("The novel comes to £2.50 (10 days at 25p) and the DVD hits the £5 cap, so you owe £7.50 in total.", S, "derived"),
     ("As £7.50 is under £10, the fines won't stop you borrowing.", S, "applied"),
     ("There are no late charges on items from the children's collection.", S, "paraphrase"),
     ("If you find a lost item and bring it back within three months, you get the replacement cost back, though not the £3 fee.", S, "merge"),
     ("If a lost item is found within 3 months, both the replacement cost and the processing fee are refunded.", U, "conflict"),
     ("Overdue adult books are charged 20p per day, up to a maximum of £5 per item.", U, "value"),
     ("DVDs are charged £1 per day, with no maximum.", U, "conflict"),
     ("You can pay your fines by contactless card at the self-service kiosks.", U, "unstated_true")])

grp("Meeting rooms",
    "Members can book the Harbour Room (up to 20 people) and the Study Pod (up to 4 people) at Central Library. Study Pod bookings are free for up to 2 hours per day; the Harbour Room costs £12 an hour for community groups and £30 an hour for commercial use. Bookings can be made up to 4 weeks ahead and must be cancelled at least 48 hours in advance to avoid paying in full. Food is not permitted in either room, but covered drinks are allowed.",
    "Our community book club has 15 people and wants the Harbour Room for 3 hours on a Saturday. What would that cost?",
    [("As a community group, your book club would pay £36 for three hours in the Harbour Room.", S, "applied"),
     ("With 15 people, your group is within the Harbour Room's limit of 20.", S, "applied"),
     ("Drinks with a lid are fine in the rooms, but eating isn't.", S, "paraphrase"),
     ("You can reserve a room as far as 28 days in advance.", S, "derived"),
     ("Study Pod bookings are free for up to 2 hours per booking.", U, "conflict"),
     ("The Harbour Room costs £15 an hour for community groups.", U, "value"),
     ("Bookings cancelled less than 48 hours in advance are charged half the fee.", U, "conflict"),
     ("The Harbour Room comes with a projector and screen at no extra charge.", U, "invented")])

# ===================================================== sports club (Ferncliff Rowing & Fitness Club)
grp("Membership categories",
    "Full membership costs £48 a month and includes the gym, pool and all classes. Off-peak membership costs £32 a month and allows entry only on weekdays before 16:00 and at weekends. Juniors aged 12 to 17 pay £20 a month and must be accompanied by a parent in the gym until they complete a supervised induction. Students in full-time education with a valid card get 20% off Full membership. There is a £25 joining fee for all categories, waived for members who join through a corporate partner.",
    "I'm a full-time university student and I want Full membership. What's my monthly price, and do I pay a joining fee?",
    [("With your student discount, Full membership would cost you £38.40 a month.", S, "applied"),
     ("Unless you're joining through a corporate partner, you'll also pay the £25 joining fee.", S, "applied"),
     ("Off-peak members can come in on weekdays up to 4 pm, and at weekends.", S, "derived"),
     ("Members aged 12 to 17 need a parent with them in the gym until they've done a supervised induction.", S, "paraphrase"),
     ("Off-peak membership allows entry only on weekdays after 16:00 and at weekends.", U, "conflict"),
     ("Full membership costs £45 a month and includes the gym, pool and all classes.", U, "value"),
     ("Students in full-time education with a valid card get 20% off any membership category.", U, "conflict"),
     ("You can freeze your membership for up to 3 months if you're injured.", U, "invented")])

grp("Cancelling or freezing",
    "Memberships have a 12-month minimum term. After that, you can cancel with one full calendar month's notice given in writing at reception or by email. Members can freeze their membership once per year for 1 to 3 months for a fee of £5 a month; a freeze for medical reasons is free with a doctor's note. Members who move more than 25 miles away can cancel during the minimum term with proof of their new address.",
    "I've been a member for 7 months and I'm moving 40 miles away for work. Can I cancel?",
    [("Yes - because you're moving more than 25 miles away, you can cancel before the 12 months are up by showing proof of your new address.", S, "applied"),
     ("You can pause your membership for between one and three months, once a year, at £5 per month.", S, "paraphrase"),
     ("A three-month freeze that isn't for medical reasons would cost £15.", S, "derived"),
     ("If the pause is for health reasons and you provide a doctor's note, it costs nothing.", S, "paraphrase"),
     ("A freeze for medical reasons costs £5 a month, even with a doctor's note.", U, "conflict"),
     ("Memberships have a 6-month minimum term.", U, "value"),
     ("Any payment already taken for the current month is non-refundable when you cancel.", U, "unstated_true"),
     ("The club will transfer your membership to a partner gym near your new home.", U, "invented")])

grp("Guests and court booking",
    "Members can bring up to 2 guests per visit, and each guest can visit no more than 4 times a year. Guest passes cost £8 on weekdays and £10 at weekends, and guests must be 16 or over. Squash courts can be booked up to 7 days ahead by Full members and 3 days ahead by Off-peak members. Bookings not checked in at reception within 10 minutes of the start time are released to other members. Three no-shows in a month result in a 14-day booking ban.",
    "I'm an Off-peak member. Can I book a squash court on Monday for next Saturday, and bring my two friends along?",
    [("As an Off-peak member you can only book 3 days ahead, so Monday is too early to book a court for Saturday.", S, "applied"),
     ("Your two friends can come if they're 16 or over, and their passes would be £10 each on a Saturday.", S, "applied"),
     ("The same guest can come along at most four times in a year.", S, "paraphrase"),
     ("A booking ban after three no-shows lasts two weeks.", S, "derived"),
     ("Squash courts can be booked up to 7 days ahead by Off-peak members and 3 days ahead by Full members.", U, "conflict"),
     ("Bookings not checked in at reception within 15 minutes of the start time are released.", U, "value"),
     ("Guests must be 16 or over, unless they are accompanied by a parent who is a member.", U, "conflict"),
     ("Squash rackets and balls can be hired from reception.", U, "unstated_true")])

# ===================================================== concert tickets (Larkspur Live)
grp("Transfers and resale",
    "Tickets are issued to the named buyer in the Larkspur Live app. You may transfer up to 4 tickets per event to friends through the app until 48 hours before doors open; transfers are free. Reselling above face value is prohibited, and tickets found on unauthorised resale sites will be cancelled without refund. If you can't attend, you may list tickets on our official Fan Exchange at face value plus a £2.50 fee per ticket, paid by the buyer. Your money is returned only if the tickets sell.",
    "I can't go to the show on Saturday. Doors open at 7 pm. Can I transfer my ticket to my sister on Friday evening?",
    [("Friday evening is less than 48 hours before doors open, so it would be too late to transfer the ticket in the app.", S, "applied"),
     ("Instead, you could list it on the official Fan Exchange, though you'd only get your money back if it sells.", S, "applied"),
     ("Passing tickets to a friend in the app doesn't cost anything.", S, "paraphrase"),
     ("For Saturday's show, the last moment to transfer would be 7 pm on Thursday.", S, "derived"),
     ("Listing on the Fan Exchange costs the seller a £2.50 fee per ticket.", U, "conflict"),
     ("You may transfer up to 6 tickets per event to friends through the app.", U, "value"),
     ("Tickets found on unauthorised resale sites will be cancelled and refunded at face value.", U, "conflict"),
     ("Your sister can also collect a paper copy of the ticket at the box office with her ID.", U, "invented")])

grp("Entry requirements",
    "Under-14s must be accompanied by an adult aged 18 or over, with no more than 2 under-14s per adult. Standing tickets are not sold for under-14s. Photo ID is required for anyone who looks under 25 and wants to buy alcohol. Bags larger than A4 are not allowed and there is no cloakroom; small bags are searched at the entrance. Re-entry is not permitted once you have left the venue, except for wheelchair users and their companions, who may use the accessible exit.",
    "I'm 30 and want to bring my 12-year-old and 10-year-old nephews to the standing area. Is that OK?",
    [("You can bring both nephews, as two under-14s per adult is allowed, but they can't have standing tickets.", S, "applied"),
     ("Only bring a small bag, because anything bigger than A4 won't be let in and there's nowhere to leave it.", S, "paraphrase"),
     ("Once you leave the venue you can't come back in, unless you're a wheelchair user or their companion.", S, "paraphrase"),
     ("If you look younger than 25, expect to show photo ID when buying alcohol.", S, "paraphrase"),
     ("Standing tickets are available for under-14s who are accompanied by an adult.", U, "conflict"),
     ("Under-14s must be accompanied by an adult aged 21 or over.", U, "value"),
     ("Wheelchair users may re-enter through the accessible exit, but their companions may not.", U, "conflict"),
     ("Earplugs are recommended for children, as concerts can be very loud.", U, "unstated_true")])

grp("Postponements and cancellations",
    "If an event is cancelled, refunds of the ticket price are issued automatically to the original card within 14 days; booking fees are refunded too. If an event is postponed, your tickets remain valid for the new date. You can request a refund for a postponed event within 30 days of the new date being announced. If the headline act changes, refunds are offered, but not for changes to support acts. Refunds are not available for a change of mind or if you miss the event.",
    "The gig I bought tickets for has been postponed to October. I can't make that date. Can I get my money back?",
    [("Yes, you can ask for a refund, as long as you do it within 30 days of the October date being announced.", S, "applied"),
     ("Your current tickets will still work for the rescheduled show if you decide to go.", S, "applied"),
     ("When an event is called off entirely, you get both the ticket price and the booking fees back on your original card within 14 days.", S, "merge"),
     ("A change in the support act isn't grounds for a refund.", S, "paraphrase"),
     ("Refunds for postponed events are issued automatically to the original card within 14 days.", U, "conflict"),
     ("You can request a refund for a postponed event within 60 days of the new date being announced.", U, "value"),
     ("If an event is cancelled, the ticket price is refunded but booking fees are not.", U, "conflict"),
     ("If you keep your tickets for the new date, you'll receive a free drinks voucher.", U, "invented")])

# ===================================================== software licence (Quillstone Software)
grp("Licence and installation",
    "A Quillstone Studio personal licence lets one named user install the software on up to 3 devices they own, but use it on only one device at a time. Business licences are assigned per seat; a seat can be reassigned to another employee no more than once every 30 days. Personal licences may not be used for work carried out for an employer, though freelancers may use them for their own paid projects. Academic licences are free for enrolled students and teachers and must be renewed every 12 months.",
    "I'm a freelance designer. Can I use my personal licence on both my laptop and my desktop for client work?",
    [("Yes - as a freelancer, you're allowed to use a personal licence for your own paid client projects.", S, "applied"),
     ("You can install it on both your laptop and desktop, but you can only run it on one of them at a time.", S, "applied"),
     ("Enrolled students and teachers get academic licences at no charge, renewed once a year.", S, "paraphrase"),
     ("A business seat can move to a different employee at most once in any 30-day period.", S, "paraphrase"),
     ("Personal licences may be used for work carried out for an employer if the employer approves.", U, "conflict"),
     ("A personal licence lets one named user install the software on up to 5 devices they own.", U, "value"),
     ("Academic licences are free for enrolled students, but not for teachers.", U, "conflict"),
     ("Your licence includes free updates for the current major version.", U, "unstated_true")])

grp("Trials and refunds",
    "Quillstone Studio offers a 14-day free trial with all features; no payment details are needed. Annual subscriptions can be refunded in full within 30 days of purchase. Monthly subscriptions are not refundable, but you can cancel at any time and keep access until the end of the billing month. Refunds are not available for renewals once 7 days have passed since the renewal date. Licences purchased through app stores must be refunded through that store.",
    "My annual subscription renewed 10 days ago and I forgot to cancel. Can I get a refund?",
    [("Unfortunately, since more than 7 days have passed since your renewal, it can no longer be refunded.", S, "applied"),
     ("You can try every feature free for two weeks without entering any card details.", S, "derived"),
     ("If you cancel a monthly plan, you keep using it until the billing month ends.", S, "paraphrase"),
     ("As the terms put it, anything bought through an app store has to be refunded via that store.", S, "framed"),
     ("Monthly subscriptions can be refunded in full within 30 days of purchase.", U, "conflict"),
     ("Quillstone Studio offers a 30-day free trial with all features.", U, "value"),
     ("The free trial needs payment details, but you won't be charged until the 14 days are up.", U, "conflict"),
     ("Support at help@quillstone.io can make a one-off exception for forgotten renewals.", U, "invented")])

grp("Account suspension and data",
    "We may suspend an account that shares licence keys publicly or uses the software to distribute malware. Before suspending for any other breach, we will email a warning and allow 14 days to fix the problem. After a subscription ends, projects stored in Quillstone Cloud remain available read-only for 90 days, then are permanently deleted. Projects saved locally on your device are not affected. You can export cloud projects at any time during the read-only period in .qsp or PDF format.",
    "My subscription ended last week. Will I lose the projects I had in the cloud?",
    [("Not straight away - your cloud projects stay viewable in read-only mode for 90 days after the subscription ended.", S, "applied"),
     ("You can still save your cloud projects as .qsp or PDF files while they're read-only.", S, "applied"),
     ("Anything you've saved on your own device stays untouched.", S, "paraphrase"),
     ("Per the terms, publicly sharing licence keys can get an account suspended without a warning period.", S, "framed"),
     ("Projects saved locally on your device are deleted along with cloud projects after 90 days.", U, "conflict"),
     ("Projects stored in Quillstone Cloud remain available read-only for 60 days.", U, "value"),
     ("Before suspending an account for sharing licence keys publicly, we will email a warning and allow 14 days.", U, "conflict"),
     ("You can renew your subscription at any time to get full editing access back.", U, "unstated_true")])

# ===================================================== coworking space (Tidewell Works)
grp("Memberships and access",
    "Hot-desk members can use any free desk from 8:00 to 19:00 on weekdays. Fixed-desk members have their own desk and 24/7 access with their key fob. Both can bring one guest per day for free for up to 3 hours; longer guest visits need a £15 day pass bought at reception. Meeting rooms are included up to 4 hours a month for fixed-desk members and 2 hours for hot-desk members, and extra time costs £18 an hour. Unused hours do not roll over.",
    "I'm a hot-desk member. I only used 1 hour of meeting room time last month, and this month I need 5 hours. What will I pay?",
    [("With your 2 included hours, the extra 3 hours this month would cost you £54.", S, "applied"),
     ("The hour you didn't use last month doesn't carry over, so you only have 2 included hours this month.", S, "applied"),
     ("As a hot-desker you can come in on weekdays from 8 am until 7 pm.", S, "derived"),
     ("A guest can stay for free for three hours at most; anything longer needs a £15 day pass.", S, "paraphrase"),
     ("Hot-desk members have 24/7 access with their key fob.", U, "conflict"),
     ("Extra meeting room time costs £15 an hour.", U, "value"),
     ("Meeting rooms are included up to 4 hours a month for hot-desk members and 2 hours for fixed-desk members.", U, "conflict"),
     ("Hot-desk members can reserve a particular desk in advance through the Tidewell app.", U, "invented")])

grp("House rules",
    "Phone and video calls should be taken in the phone booths or meeting rooms, not at desks in the Quiet Zone. Booths can be used for up to 45 minutes at a time when others are waiting. Hot desks must be cleared by 19:00; items left overnight are moved to lost property and kept for 30 days. Dogs are welcome on Fridays only, must be registered at reception and kept on a lead in shared areas. Members are responsible for any damage caused by their guests.",
    "Can I bring my dog in on Wednesday, and can I take calls at my desk in the Quiet Zone?",
    [("Unfortunately not on Wednesday - dogs are only allowed in on Fridays.", S, "applied"),
     ("Calls aren't allowed at Quiet Zone desks, so you'd need to use a phone booth or a meeting room.", S, "applied"),
     ("Anything still on a hot desk after 7 pm goes to lost property, where it's held for 30 days.", S, "derived"),
     ("If a guest breaks something, the member who brought them is responsible for it.", S, "paraphrase"),
     ("Dogs are welcome on Fridays without registering at reception, as long as they're kept on a lead.", U, "conflict"),
     ("Booths can be used for up to 30 minutes at a time when others are waiting.", U, "value"),
     ("Please keep notifications muted and use headphones when listening to anything in shared areas.", U, "unstated_true"),
     ("Items left overnight are kept in lost property for 30 days and then donated to charity.", U, "invented")])

grp("Lockers and printing",
    "Lockers are available to all members for £12 a month, or £8 for fixed-desk members. Lockers must be emptied within 3 days of membership ending, or contents are removed and kept for 30 days. Each member gets 100 free black-and-white pages a month; colour printing is never free and costs 20p a page. Extra black-and-white pages cost 5p each. Printing credits reset on the 1st of each month and cannot be shared between members.",
    "I'm a fixed-desk member and I've printed 140 black-and-white pages this month. What do I owe for printing, and how much is a locker for me?",
    [("The 40 pages beyond your free 100 come to £2.00.", S, "applied"),
     ("As a fixed-desk member, a locker would cost you £8 a month.", S, "applied"),
     ("Colour pages are always charged, at 20p each.", S, "paraphrase"),
     ("You can't pass your unused print allowance on to another member.", S, "paraphrase"),
     ("Each member gets 100 free pages a month, in black-and-white or colour.", U, "conflict"),
     ("Lockers are available to all members for £15 a month, or £8 for fixed-desk members.", U, "value"),
     ("Unused printing credits roll over to the next month.", U, "conflict"),
     ("You can print from your phone by emailing documents to print@tidewellworks.com.", U, "invented")])

# ===================================================== childcare nursery (Little Acorns Nursery)
grp("Sessions and collection",
    "The nursery is open 7:30 to 18:30, Monday to Friday, 50 weeks a year. Morning sessions run 7:30 to 13:00 and afternoon sessions 13:00 to 18:30. Children may only be collected by a parent or an adult named on the collection list; anyone else needs a password given by the parent in advance. Late collection is charged at £10 for each 15 minutes or part of 15 minutes after the session ends. After three late collections in a term, the nursery may review the child's place.",
    "My son is in the afternoon session. If I arrive at 18:50 to collect him, what will I be charged?",
    [("Arriving at 18:50 is 20 minutes after the session ends, so you'd be charged £20 for two 15-minute periods.", S, "applied"),
     ("If someone not on the collection list picks him up, they'll need a password you've given the nursery beforehand.", S, "applied"),
     ("The afternoon session starts at 1 pm and finishes at 6:30 pm.", S, "derived"),
     ("Being late to collect three times in one term could lead the nursery to reconsider your child's place.", S, "paraphrase"),
     ("Late collection is charged at £10 for each full 15 minutes after the session ends.", U, "conflict"),
     ("The nursery is open 7:30 to 18:30, Monday to Friday, 48 weeks a year.", U, "value"),
     ("After three late collections in a term, the nursery will withdraw the child's place.", U, "conflict"),
     ("Staff will try to phone you if you haven't arrived by the end of the session.", U, "unstated_true")])

grp("Illness",
    "Children with a temperature of 38°C or above must stay at home and may return once they have been fever-free for 24 hours without medicine. After vomiting or diarrhoea, children must stay away for 48 hours from the last episode. Children with conjunctivitis or a cold can attend if they are well enough to join in. Staff can give prescribed medicine only with a signed consent form; non-prescribed medicine such as paracetamol is given only to bring down a fever while parents are on their way.",
    "My daughter was sick at 8 pm on Tuesday and hasn't been sick since. When can she come back?",
    [("If she isn't sick again, her 48 hours are up at 8 pm on Thursday.", S, "applied"),
     ("After a fever, a child can come back once they've gone a full day without a high temperature and without medicine.", S, "derived"),
     ("A child with a cold or conjunctivitis can still come in if they're well enough to take part.", S, "paraphrase"),
     ("Staff need a signed consent form before giving any prescribed medicine.", S, "paraphrase"),
     ("Children must stay away for 24 hours after the last episode of vomiting or diarrhoea.", U, "conflict"),
     ("Children with a temperature of 37.5°C or above must stay at home.", U, "value"),
     ("Staff can give non-prescribed medicine such as paracetamol whenever parents have signed a consent form.", U, "conflict"),
     ("Children with chickenpox must stay at home until all the spots have crusted over.", U, "unstated_true")])

grp("Fees and notice",
    "Fees are invoiced monthly in advance and due by the 5th. Funded hours for eligible 3- and 4-year-olds are deducted from the invoice, but meals and nappies are charged at £6 a day for funded sessions. A sibling discount of 10% applies to the older child's fees. Fees are payable during the child's own holidays and sickness, but not during the 2 weeks the nursery closes at Christmas. To leave, parents must give one month's notice in writing, or pay one month's fees in lieu.",
    "I have two children at the nursery, aged 2 and 4. Which one gets the sibling discount? And do I still pay if we go on holiday in August?",
    [("The 10% sibling discount would go on your 4-year-old's fees, as the older child.", S, "applied"),
     ("Yes - you'll still need to pay fees while you're away on holiday in August.", S, "applied"),
     ("Invoices are issued each month ahead of time and must be paid by the 5th.", S, "paraphrase"),
     ("If you leave without giving a month's written notice, you pay a month's fees instead.", S, "paraphrase"),
     ("A sibling discount of 10% applies to the younger child's fees.", U, "conflict"),
     ("Meals and nappies are charged at £8 a day for funded sessions.", U, "value"),
     ("Fees are not payable while the child is off sick for more than a week.", U, "conflict"),
     ("Some 2-year-olds are also eligible for funded hours if the family receives certain benefits.", U, "unstated_true")])

# ===================================================== car-share club (Cobble Car Club)
grp("Joining",
    "Drivers must be 21 or over and have held a full driving licence for at least 2 years. Drivers aged 21 to 24 pay a young-driver supplement of £1 per hour booked. Licences from outside the UK are accepted if they are in English and the driver has been resident for less than 12 months; after that a UK licence is required. We check your licence with the DVLA when you join and every 6 months. Drivers with more than 6 penalty points cannot join.",
    "I'm 23, I've had my licence for 3 years and I have 3 penalty points. Can I join, and will I pay extra?",
    [("Yes, you meet the age and licence requirements, and 3 points is within the limit.", S, "applied"),
     ("At 23, you'll pay the young-driver supplement of £1 for every hour you book.", S, "applied"),
     ("For you, a 5-hour booking would include £5 in young-driver supplement.", S, "derived"),
     ("Your licence is checked with the DVLA when you sign up and twice a year after that.", S, "derived"),
     ("Drivers aged 21 to 24 pay a young-driver supplement of £1 per booking.", U, "conflict"),
     ("Drivers must have held a full driving licence for at least 3 years.", U, "value"),
     ("Licences from outside the UK are accepted for as long as the driver is resident, if they are in English.", U, "conflict"),
     ("Once approved, you'll be sent a membership card that unlocks the cars.", U, "unstated_true")])

grp("Bookings and returns",
    "Cars can be booked from 30 minutes to 7 days. If you return late without extending, you are charged £25 plus the hourly rate for the extra time; extensions can be made in the app up to the end of the booking if the car is free. Returning early does not reduce the price. Fuel is included; if the tank is below a quarter full at the end of your trip, you must refuel with the fuel card in the glovebox. Failing to do so costs £15.",
    "My booking ends at 17:00 but I'll need the car until 18:00. What should I do?",
    [("Extend the booking in the app before 17:00, as long as the car is free, to avoid the £25 late-return charge.", S, "applied"),
     ("Bringing the car back ahead of time won't make your booking any cheaper.", S, "paraphrase"),
     ("Fuel comes with the booking, but if you finish with under a quarter of a tank, you have to top up using the glovebox fuel card.", S, "merge"),
     ("The longest you can book a car for is a week.", S, "derived"),
     ("Extensions can be made in the app up to 30 minutes before the end of the booking.", U, "conflict"),
     ("Failing to refuel when the tank is below a quarter full costs £25.", U, "value"),
     ("Returning early reduces the price by the hourly rate for the unused time.", U, "conflict"),
     ("The late-return charge is waived if you were held up by traffic and tell us in the app.", U, "invented")])

grp("Damage and fines",
    "Before each trip, check the car and report any new damage in the app; if you don't, you may be held responsible for it. Members pay an excess of up to £500 for damage during their booking, reduced to £100 with the optional Excess Cover at £4 per booking. Parking tickets and speeding fines are passed on to the driver with a £20 admin fee. Smoking or carrying pets outside a carrier in the car leads to a £75 cleaning charge.",
    "I brought my dog in a carrier and scraped the bumper on a bollard. I didn't buy Excess Cover. What will I pay?",
    [("Since your dog was in a carrier, the £75 cleaning charge shouldn't apply.", S, "applied"),
     ("Without Excess Cover, you could pay as much as £500 towards the bumper damage.", S, "applied"),
     ("Excess Cover, at £4 a booking, cuts the most you'd pay for damage by £400.", S, "derived"),
     ("Any parking or speeding fine gets forwarded to you, along with a £20 admin fee.", S, "paraphrase"),
     ("Members pay an excess of exactly £500 for any damage during their booking.", U, "conflict"),
     ("Excess Cover reduces the excess to £100 and costs £6 per booking.", U, "value"),
     ("Carrying pets in the car leads to a £75 cleaning charge, even in a carrier.", U, "conflict"),
     ("It's a good idea to take photos of the car before and after each trip as evidence.", U, "unstated_true")])


def words(s):
    return len(re.findall(r"\S+", s))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, NAME + ".jsonl")
    rows = []
    seen = set()
    for i, (title, body, question, claims) in enumerate(G, 1):
        gname = f"{NAME}-{i}"
        n = words(body)
        assert 50 <= n <= 130, (gname, n)
        assert len(claims) == 8, gname
        assert sum(1 for c in claims if c[1] == S) == 4, gname
        assert sum(1 for c in claims if c[1] == U) == 4, gname
        types = [c[2] for c in claims]
        assert any(t in {"conflict", "inverted", "wrong_field"} for t in types), gname
        assert any(t in {"unstated_true", "invented"} for t in types), gname
        for claim, label, typ in claims:
            assert label in (S, U), (gname, claim)
            assert (typ in SUP_TYPES) if label == S else (typ in UNS_TYPES), (gname, claim, typ)
            assert 6 <= words(claim) <= 40, (gname, claim, words(claim))
            assert claim not in seen, ("duplicate", claim)
            seen.add(claim)
            rows.append({"group": gname, "question": question,
                         "passage": f"{title}: {body}", "kind": "document",
                         "title": title, "claim": claim, "label": label, "type": typ})
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # validate written file
    with open(out, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    groups = Counter(r["group"] for r in back)
    assert len(groups) == N_GROUPS, (len(groups), N_GROUPS)
    assert all(v == 8 for v in groups.values())
    for g in groups:
        labs = Counter(r["label"] for r in back if r["group"] == g)
        assert labs[0] == 4 and labs[1] == 4, g
    for r in back:
        assert r["kind"] == "document"
        if r["kind"] == "tool" and not r["passage"].lstrip().startswith("|"):
            json.loads(r["passage"])
    assert len({r["claim"] for r in back}) == len(back)
    print(f"wrote {len(back)} rows, {len(groups)} groups -> {out}")
    for (lab, typ), c in sorted(Counter((r["label"], r["type"]) for r in back).items()):
        print(f"  label={lab} {typ:14s} {c}")


if __name__ == "__main__":
    main()
