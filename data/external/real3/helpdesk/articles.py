"""Help-centre articles of a FICTIONAL company, written for this evaluation set only.

Kestrel Bikes is an invented regional bike-sharing service in the invented Tamsin Valley
(towns: Aldbury, Crane Hill, Tamsin town centre, Westmoor). Every name, price, phone
number and address below is made up; nothing is copied from any real company or from
guardbot's own help centre.

ARTICLES is a list of (article title, [(section title, section text), ...]).
"""

COMPANY = "Kestrel Bikes"

ARTICLES = [
    ("Membership plans", [
        ("Plans and prices",
         "Kestrel Bikes offers four ways to ride. Pay As You Ride costs £1.00 to unlock plus "
         "£0.15 per minute. A Day Pass costs £9 and gives unlimited rides of up to 45 minutes "
         "each for 24 hours from your first unlock. The Monthly plan costs £14.50 a month and "
         "includes unlimited rides of up to 45 minutes each. The Annual plan costs £120 a year "
         "and includes unlimited rides of up to 60 minutes each."),
        ("Going over your included time",
         "If a ride lasts longer than the time included in your plan, every extra minute is "
         "charged. Monthly and Annual members pay £0.10 per extra minute. Day Pass holders pay "
         "£0.15 per extra minute. The included time resets every time you end a ride and "
         "start a new one."),
        ("Student discount",
         "Students enrolled at a college or university in Tamsin Valley get 40% off the Monthly "
         "plan, which brings it to £8.70 a month. To apply, verify your status in the app with "
         "a college or university email address or a photo of a valid student ID. The discount "
         "is not available on the Annual plan or on Day Passes. You need to verify your "
         "status again every 12 months."),
        ("Switching plans",
         "You can upgrade from Monthly to Annual at any time in Account > Plan. The unused days "
         "of your current Monthly period are credited against the Annual price. A switch from "
         "Annual to Monthly only takes effect when your annual term ends; until then you keep "
         "your Annual benefits."),
    ]),
    ("Cancelling a plan and refunds", [
        ("Cancelling a Monthly plan",
         "You can cancel a Monthly plan at any time in the app under Account > Plan > Cancel "
         "plan. Your plan stays active until the end of the billing period you have already "
         "paid for, and it will not renew after that. We do not give partial refunds for "
         "unused days of a Monthly plan."),
        ("Cancelling an Annual plan",
         "If you cancel an Annual plan within 14 days of buying it and you have taken fewer than "
         "3 rides, you get a full refund. After 14 days, Annual plans are not refundable, with "
         "one exception: if you move to an address outside Tamsin Valley, we refund the full "
         "months left on your plan. To use this exception, send proof of your new address to "
         "our support team."),
        ("Day Pass refunds",
         "A Day Pass cannot be refunded once its first ride has started. If you have not used "
         "your Day Pass, you can ask for a refund within 48 hours of buying it through Help > "
         "Refund a pass."),
        ("How refunds are paid",
         "Refunds are paid into your Kestrel Wallet by default, and you can use the balance "
         "for any ride or plan. If you would rather have the money back on your card, contact "
         "support within 30 days of the refund. Refunds to a card take 5 to 10 business days "
         "to appear."),
    ]),
    ("Starting and ending a ride", [
        ("Unlocking a bike",
         "To unlock a bike, scan the QR code on the handlebar or type the 6-digit bike number "
         "into the app. The bell rings twice and the rear wheel lock opens. If the lock does "
         "not open within 30 seconds, your ride is cancelled automatically and you are not "
         "charged."),
        ("Ending a ride",
         "Park the bike in a Kestrel dock or inside a marked parking zone (the blue painted "
         "bays on the pavement). Push the rear wheel lock lever down until it clicks. The app "
         "confirms that your ride has ended within 60 seconds."),
        ("If your ride does not end",
         "If the app still shows your ride as in progress 2 minutes after you locked the bike, "
         "take a photo of the locked bike that shows the bike number and send it through "
         "Help > Ride won't end. We stop charging from the time the photo was taken."),
        ("Parking outside a zone",
         "Bikes left outside a dock or marked parking zone are charged a £20 out-of-zone fee. "
         "The first time this happens in any 12-month period, we waive the fee and send you a "
         "warning instead."),
    ]),
    ("E-bikes", [
        ("E-bike prices",
         "E-bikes cost an extra £0.10 per minute on top of every plan, including the Annual "
         "plan. If you Pay As You Ride, an e-bike ride costs £1.00 to unlock plus £0.25 per "
         "minute."),
        ("Battery and speed",
         "The app shows each e-bike's battery level before you unlock it. E-bikes with less than "
         "15% battery cannot be unlocked. The motor assists you up to 15.5 mph (25 km/h); above "
         "that speed you ride under your own power."),
        ("Who can ride an e-bike",
         "You must be 18 or over to ride an e-bike. Riders aged 16 and 17 can use standard bikes "
         "only."),
        ("If the battery runs out",
         "If the battery runs out during your ride, the bike still works like a normal bike. "
         "You can ask for the e-bike surcharge for that ride to be refunded through Help > "
         "Report an issue within 7 days of the ride."),
    ]),
    ("Your account", [
        ("Who can sign up",
         "You need to be at least 16 to ride with Kestrel Bikes. Riders aged 16 or 17 must be "
         "added by a parent or guardian as a member of a Family account. Every account needs a "
         "valid debit or credit card; prepaid cards are not accepted."),
        ("Family accounts",
         "A Family account lets one account holder add up to 4 riders. Each rider needs their "
         "own plan, and all charges go to the account holder's card. Family members under 18 "
         "cannot unlock e-bikes."),
        ("Changing your email or phone number",
         "You can change your email address or phone number in Account > Personal details. We "
         "send a verification code to the new email address or number, and the code is valid "
         "for 10 minutes."),
        ("Deleting your account",
         "To delete your account, go to Account > Privacy > Delete account. You must pay any "
         "outstanding balance first. We delete your personal data within 30 days, except ride "
         "and payment records, which we keep for 6 years for tax purposes."),
    ]),
    ("Payments and billing", [
        ("Accepted payment methods",
         "We accept Visa, Mastercard and American Express debit and credit cards, as well as "
         "Apple Pay and Google Pay. We do not accept PayPal or cash."),
        ("Temporary card holds",
         "If you Pay As You Ride, we place a temporary hold of £5 on your card when you start "
         "your first ride of the day. The hold is released when the ride ends, but some banks "
         "take up to 5 business days to remove it from your statement."),
        ("Failed payments",
         "If a payment fails, your account is paused and you cannot start new rides. We retry "
         "the payment automatically every 24 hours, up to 3 times. If the third retry fails, "
         "any Monthly or Annual plan on the account is cancelled."),
        ("Receipts and VAT invoices",
         "We email a receipt after every ride and every plan payment. VAT invoices can be "
         "downloaded from Account > Receipts for up to 24 months after the payment."),
    ]),
    ("Damage, accidents and safety", [
        ("Reporting a faulty bike",
         "If a bike has a flat tyre, loose saddle, faulty brakes or any other problem, tap "
         "Report on the bike's page in the app before you ride, or within 10 minutes of ending "
         "your ride. If our mechanics confirm the fault, we add a £1 ride credit to your "
         "Kestrel Wallet."),
        ("If you have an accident",
         "If anyone is injured, call 999 first. Then report the accident in the app under "
         "Help > Accident within 24 hours. Every ride includes third-party liability cover of up "
         "to £2 million, which covers injury or damage you cause to other people or their "
         "property. It does not cover your own injuries or your own belongings."),
        ("Damage charges",
         "You are not charged for normal wear and tear. If a bike is damaged on purpose or "
         "through negligence, for example by leaving it unlocked, we may charge up to £250 "
         "towards the repair."),
        ("Helmets",
         "Kestrel Bikes does not provide helmets. Wearing a helmet is not a legal requirement, "
         "but we strongly recommend it."),
    ]),
    ("Lost and stolen bikes", [
        ("If your bike is stolen during a ride",
         "If a bike is stolen while you are using it, report it in the app under Help > Bike "
         "stolen within 2 hours and report the theft to the police. Send us the police crime "
         "reference number within 7 days. If you do both, you are not charged for the bike."),
        ("Lost bike fee",
         "If a bike you hired is not returned and you have not reported it stolen within 24 "
         "hours of the start of your ride, we charge a lost bike fee of £500 (or £1,200 for an "
         "e-bike)."),
        ("Lost property",
         "Items found in bike baskets or at docks are kept at our Riverside Depot, 14 Mill Lane, "
         "Tamsin, for 30 days. To ask about a lost item, call us or use live chat. Unclaimed "
         "items are donated to charity after 30 days."),
    ]),
    ("Where you can ride", [
        ("Service area",
         "Kestrel Bikes operates in four zones: Aldbury, Crane Hill, Tamsin town centre and "
         "Westmoor. The exact boundaries are shown as a shaded area on the map in the app."),
        ("Opening hours",
         "Bikes can be unlocked 24 hours a day, 7 days a week, in Aldbury, Crane Hill and Tamsin "
         "town centre. In Westmoor, bikes cannot be unlocked between midnight and 5am."),
        ("Riding outside the service area",
         "You can ride outside the service area, but you must end your ride inside it. The bike "
         "beeps when you leave the shaded area, and e-bike motor assistance switches off until "
         "you return."),
        ("Reserving a bike",
         "You can reserve a bike in the app for up to 10 minutes free of charge, once per ride. "
         "Annual members can reserve for up to 20 minutes. If you do not unlock the bike in "
         "time, the reservation expires and the bike is released."),
    ]),
    ("Contact us", [
        ("Live chat",
         "Live chat is available in the app from 7am to 10pm every day, including weekends and "
         "bank holidays."),
        ("Phone",
         "You can call us on 0300 555 0142 from 8am to 6pm Monday to Friday and from 9am to 1pm "
         "on Saturdays. The phone line is closed on Sundays and bank holidays."),
        ("Email",
         "You can email help@kestrelbikes.co.uk at any time. We reply within 2 working days."),
        ("Urgent problems",
         "If a Kestrel bike is blocking a road or footpath, or a bike looks dangerous, call our "
         "24-hour line on 0300 555 0199."),
    ]),
    ("Gift cards, promo codes and referrals", [
        ("Gift cards",
         "Kestrel gift cards come in £10, £25 and £50 values and are valid for 24 months from the "
         "date of purchase. Gift card balance can be used for Pay As You Ride rides and Day "
         "Passes, but not for Monthly or Annual plans. Gift cards cannot be exchanged for cash."),
        ("Promo codes",
         "Add a promo code in the app under Wallet > Add code. You can only have one active promo "
         "code on your account at a time, and codes cannot be applied to rides you have already "
         "taken."),
        ("Refer a friend",
         "When a friend signs up with your referral link, you both get £5 of ride credit after "
         "their first paid ride. You can earn credit for up to 10 referrals per calendar year. "
         "Referral credit expires 90 days after it is added."),
    ]),
    ("Adaptive bikes", [
        ("Adaptive fleet",
         "We have tricycles, hand-cycles and tandems for riders who cannot use a standard bike. "
         "They are kept at our Crane Hill hub only and cannot be returned to other docks."),
        ("Booking an adaptive bike",
         "Adaptive bikes must be booked by phone at least 48 hours in advance. Each booking can "
         "last up to 4 hours."),
        ("Adaptive bike prices",
         "Adaptive bikes are charged at the same price as a standard bike on your plan. A carer "
         "who is booked together with the rider can ride a standard bike from the Crane Hill hub "
         "for free during the booking."),
    ]),
    ("Riding rules, penalties and disputes", [
        ("Riding rules",
         "Do not ride on pavements. Only one person may ride each bike, except tandems. Do not "
         "carry more than 10 kg in the front basket, and do not use a bike to tow anything."),
        ("Penalties for breaking the rules",
         "The first time you break a riding rule, we send you a written warning. A second breach "
         "within 12 months leads to a £25 fine. A third breach within 12 months leads to your "
         "account being suspended for 30 days."),
        ("Disputing a charge",
         "If you think a charge is wrong, dispute it in the app under Help > Dispute a charge "
         "within 60 days of the charge. We review every dispute and tell you our decision within "
         "10 business days."),
    ]),
    ("Weather and winter service", [
        ("Severe weather",
         "We suspend the service when the Met Office issues an amber or red warning for wind, "
         "snow or ice covering Tamsin Valley. If the service is suspended for more than 3 days "
         "in a row, Monthly and Annual members get a free extension to their plan equal to the "
         "number of days the service was suspended."),
        ("Winter hours in Westmoor",
         "From 1 December to 28 February, bikes in Westmoor cannot be unlocked between 10pm and "
         "6am. The rest of the year, the normal Westmoor hours apply."),
        ("Rides during a suspension",
         "If the service is suspended while you are on a ride, you can finish your ride and end "
         "it as usual. You are not charged for any time over your included minutes on that "
         "ride."),
    ]),
]


def sections():
    """Yield (article title, section title, section text)."""
    for art, secs in ARTICLES:
        for sec, text in secs:
            yield art, sec, text


def section(art, sec):
    for a, s, t in sections():
        if a == art and s == sec:
            return t
    raise KeyError((art, sec))
