"""Help-centre articles of a FICTIONAL insurer, written for this evaluation set only.

Harbourline Insurance is an invented UK insurer selling travel insurance (single trip and
annual multi-trip, cover levels Essentials / Plus / Premier) and home contents insurance
(Contents Standard / Contents Plus). Every name, amount, phone number, email address, menu
path and opening hour below is made up; nothing is copied from any real company or from
guardbot's own help centre.

ARTICLES is a list of (article title, [(section title, section text), ...]).
"""

COMPANY = "Harbourline Insurance"

ARTICLES = [
    ("Travel insurance: cover levels", [
        ("Essentials, Plus and Premier compared",
         "Harbourline travel insurance comes in three cover levels. Essentials covers emergency "
         "medical expenses up to £2 million, cancellation up to £1,500 per person and baggage up "
         "to £1,000 per person. Plus covers emergency medical expenses up to £10 million, "
         "cancellation up to £3,000 per person and baggage up to £2,000 per person. Premier "
         "covers emergency medical expenses up to £15 million, cancellation up to £7,500 per "
         "person and baggage up to £3,000 per person. All three levels include our 24-hour "
         "Emergency Assistance service."),
        ("Travel excess",
         "The excess is the amount you pay towards a claim. It is £150 on Essentials, £75 on Plus "
         "and £0 on Premier. The excess applies per person and per section of the policy you "
         "claim under: for example, if two people on an Essentials policy claim for lost "
         "baggage, two excesses of £150 apply. You can reduce the Essentials or Plus excess to "
         "£0 by adding Excess Waiver when you buy, for £12 per policy."),
        ("Single trip and annual multi-trip",
         "A single trip policy covers one trip of up to 94 days. An annual multi-trip policy "
         "covers any number of trips in a 12-month period, but each trip can last up to 31 days "
         "on Essentials and Plus, and up to 45 days on Premier. Trips within the UK are covered "
         "by an annual policy only if you have booked at least 2 nights of paid accommodation."),
        ("Who can buy travel insurance",
         "You must be a UK resident and registered with a UK GP to buy a policy. Single trip "
         "policies are available to travellers aged up to 85, and annual multi-trip policies to "
         "travellers aged up to 75, on the policy start date. Children under 18 are covered free "
         "on a family policy when they travel with at least one insured adult. You must buy "
         "your policy before you leave the UK; we cannot cover a trip that has already "
         "started."),
    ]),
    ("Travel: cancelling or cutting short your trip", [
        ("What cancellation cover includes",
         "Cancellation cover pays back the non-refundable costs of your trip if you have to "
         "cancel for a reason the policy covers. Covered reasons include: you, a travelling "
         "companion or a close relative becoming seriously ill, being injured or dying; being "
         "called for jury service or as a witness in court; your home being seriously damaged "
         "by fire, flood or burglary in the 7 days before you are due to leave; and being made "
         "redundant, if you had worked for your employer for at least 2 years. Cancellation "
         "cover starts on the day you buy the policy."),
        ("Cancellation reasons we don't cover",
         "We do not pay if you cancel because you change your mind, can no longer afford the "
         "trip or no longer want to travel. We also do not cover cancellation caused by a "
         "medical condition you knew about when you bought the policy and did not declare, by "
         "a strike or industrial action that was announced before you booked, or by not having "
         "a valid passport or visa."),
        ("Cutting your trip short",
         "If you have to come home early for a covered reason, we pay for the unused part of "
         "your trip that you cannot get back, counted in full days, plus reasonable extra "
         "travel costs to get home. You must call Emergency Assistance before you travel home "
         "early. If you don't call first, we may only pay what we would have paid if you had "
         "called."),
        ("Claiming for a cancelled trip",
         "Tell us as soon as you know you need to cancel, and make your claim within 31 days of "
         "cancelling. You'll need your booking confirmation, the cancellation invoice from your "
         "travel provider showing what is non-refundable, and evidence of the reason, such as "
         "a medical certificate from the doctor treating the person who is ill. First ask your "
         "travel provider, airline or card issuer for any refund you're entitled to; we only "
         "pay the part you can't recover elsewhere."),
    ]),
    ("Travel: medical emergencies abroad", [
        ("Emergency Assistance line",
         "If you need to go to hospital abroad, call Harbourline Emergency Assistance on "
         "+44 20 3966 4410, 24 hours a day, 7 days a week. You must call us before you are "
         "admitted as an inpatient, or within 48 hours of admission if it is an emergency. We "
         "can arrange payment directly with the hospital, find an English-speaking doctor and "
         "organise your journey home. For outpatient treatment costing under £500 you don't "
         "need to call us: pay, keep the receipts and claim when you get home."),
        ("Pre-existing medical conditions",
         "You must tell us about any medical condition you have been treated for, prescribed "
         "medication for or referred to a specialist for in the 2 years before you buy your "
         "policy. You can declare conditions during your online quote or by calling customer "
         "services. We may charge an extra premium or, in some cases, not cover a condition; "
         "if so, we will tell you before you buy. Conditions you do not declare are not "
         "covered."),
        ("Getting you home",
         "If our medical team agrees it is medically necessary, we will bring you home to the "
         "UK by the most suitable means, which may include an air ambulance. Our medical team "
         "decides whether and how to bring you home, together with your treating doctor. If "
         "you arrange your own travel home without our agreement, we will not pay for it."),
    ]),
    ("Travel: baggage, belongings and delays", [
        ("Lost, stolen or damaged baggage",
         "Baggage cover pays to repair or replace your belongings if they are lost, stolen or "
         "damaged during your trip, up to the baggage limit for your cover level. We deduct an "
         "amount for wear and tear based on the item's age. If something is stolen, you must "
         "report it to the local police within 24 hours and get a written police report. If "
         "an airline loses or damages your baggage, you must get a Property Irregularity "
         "Report (PIR) from the airline before you leave the airport."),
        ("Single item and valuables limits",
         "There is a limit for any single item, pair or set: £250 on Essentials, £400 on Plus "
         "and £500 on Premier. Valuables (jewellery, watches, cameras and binoculars) have a "
         "combined limit of £300 on Essentials, £500 on Plus and £750 on Premier. Phones, "
         "tablets, laptops and smartwatches are not covered under baggage; they are only "
         "covered if you add Gadget cover."),
        ("Delayed baggage",
         "If your checked baggage is delayed by more than 12 hours on your outward journey, we "
         "pay up to £100 on Essentials, £200 on Plus or £300 on Premier for essential items you "
         "have to buy, such as toiletries and clothes. Keep the receipts and get written "
         "confirmation of the delay from the airline. We don't pay for baggage delays on your "
         "return journey to the UK. If your bags turn out to be lost, anything we paid for the "
         "delay is deducted from your baggage claim."),
        ("Travel delay and missed departure",
         "If your outward or return departure is delayed by more than 12 hours because of bad "
         "weather, a strike or mechanical breakdown, we pay £25 for each full 12 hours of "
         "delay, up to £250 on Essentials, £400 on Plus or £500 on Premier. If the delay on "
         "your outward journey is more than 24 hours, you can choose to abandon the trip and "
         "claim under cancellation instead. Missed departure cover (Plus and Premier only) pays "
         "for extra accommodation and travel to catch up with your trip if public transport "
         "fails or your car breaks down on the way to your departure point, up to £500 on Plus "
         "and £1,000 on Premier."),
    ]),
    ("Travel: add-ons", [
        ("Winter sports cover",
         "Add Winter Sports cover to ski or snowboard on marked pistes, or off-piste with a "
         "qualified guide. It covers your own ski equipment up to £500, hired ski equipment up "
         "to £300, and ski pack costs (lift pass, ski school and hire) up to £400 if you can't "
         "ski because of injury or illness. If a lack of snow closes all the lifts in your "
         "resort, we pay £30 a day, up to £300. Winter Sports cover costs £25 on a single trip "
         "policy and £45 on an annual policy; on an annual policy it covers up to 24 days of "
         "winter sports in the policy year."),
        ("Cruise cover",
         "Add Cruise cover if any part of your trip is on a cruise ship. It pays £100 for each "
         "scheduled port you miss because of bad weather or the ship breaking down, up to "
         "£1,000, and £100 for each full day a ship's doctor confines you to your cabin, up to "
         "£1,500. It also pays the cost of rejoining the cruise at the next port if you miss a "
         "departure. Without Cruise cover, medical cover still applies on board, but there is "
         "no cover for missed ports or cabin confinement."),
        ("Gadget cover",
         "Gadget cover protects phones, tablets, laptops, e-readers, cameras, smartwatches and "
         "headphones against loss, theft, accidental damage and liquid damage during your "
         "trip, up to £1,500 in total and £800 per gadget. The excess is £50 for each gadget "
         "claimed for. Gadgets left unattended in a public place are not covered, nor are "
         "gadgets left in an unattended vehicle unless they were locked in the boot and out "
         "of sight. You must be able to show proof of ownership, such as a receipt or the box "
         "with the serial number."),
        ("Business travel cover",
         "Business cover protects business equipment up to £2,000 (with a single item limit of "
         "£1,000) and pays up to £1,500 for a colleague to travel out and replace you if you "
         "fall ill and can't work. Manual work, such as construction, installation or labour, "
         "is not covered, even with Business cover."),
    ]),
    ("Travel: what isn't covered", [
        ("Alcohol and drugs",
         "We will not pay any claim where you were under the influence of alcohol to the point "
         "that your judgement was seriously impaired, or under the influence of drugs not "
         "prescribed by a doctor. This applies to every section of the policy, including "
         "medical expenses. We do not turn down claims simply because you had a drink."),
        ("Sports and activities",
         "All cover levels automatically include more than 100 low-risk activities, including "
         "swimming, snorkelling, hiking below 2,500 metres and cycling. Scuba diving to 30 "
         "metres is covered only if you hold a PADI or equivalent qualification or dive with a "
         "qualified instructor. Skydiving, motor racing, climbing or mountaineering with "
         "ropes, and any professional sport are not covered at any level. Riding a motorcycle "
         "or moped is covered only if you wear a helmet and hold a UK licence for that "
         "vehicle."),
        ("Travelling against government advice",
         "If the Foreign, Commonwealth & Development Office (FCDO) advises against all travel "
         "or all but essential travel to your destination, your policy does not cover you "
         "there. If the FCDO changes its advice after you bought your policy or booked your "
         "trip (whichever was later) and you decide not to go, you can claim under "
         "cancellation cover."),
        ("Belongings left unattended",
         "We do not cover belongings left unattended in a public place. Items stolen from an "
         "unattended vehicle are covered only if they were locked in the boot or a covered "
         "luggage area, out of sight, and there is evidence of forced entry. Valuables and "
         "money are never covered when left in a vehicle."),
    ]),
    ("Home contents insurance: your cover", [
        ("Contents Standard and Contents Plus",
         "Harbourline home contents insurance comes in two levels. Contents Standard covers up "
         "to £40,000 of contents and Contents Plus up to £75,000. Both cover loss or damage "
         "caused by fire, flood, storm, theft, escape of water, subsidence and vandalism. "
         "Contents Plus also includes accidental damage, and covers contents in the garden up "
         "to £1,000 (Contents Standard: £500). Both levels cover items temporarily taken out of "
         "your home, for example to a student's term-time address, up to 15% of your contents "
         "sum insured."),
        ("High-value items",
         "Any single item worth more than £2,000 on Contents Standard, or more than £3,000 on "
         "Contents Plus, must be listed on your policy to be covered for its full value; "
         "otherwise the most we pay for it is that single-item limit. Jewellery, watches and "
         "precious metals have a combined limit of £5,000 on Contents Standard and £10,000 on "
         "Contents Plus unless listed. You can list items in your online account under "
         "Policy > Valuables. For items worth more than £5,000 we may ask for a valuation that "
         "is less than 3 years old."),
        ("Home contents excess",
         "The standard excess on home contents claims is £100 per claim. For escape of water "
         "claims the excess is £350 on both levels. When you buy, you can choose a voluntary "
         "excess of £250 or £500 to lower your premium; a voluntary excess is added to the "
         "standard excess."),
        ("Accidental damage",
         "Accidental damage means sudden, unexpected damage caused by a single event, such as "
         "spilling paint on a carpet or dropping a TV. It is included on Contents Plus and can "
         "be added to Contents Standard for an extra premium. It does not cover damage caused "
         "by pets, damage that happens gradually, or damage while an item is being cleaned, "
         "repaired or restored."),
        ("Personal Possessions add-on",
         "Personal Possessions is an optional add-on that covers belongings you take out of "
         "the home, such as jewellery, bags and phones, anywhere in the UK and for up to 60 "
         "days a year abroad. You choose a limit of £1,500, £3,000 or £5,000 when you add it, "
         "and the single-item limit is £1,000 unless you list the item. Bicycles are not "
         "included; they need the separate Bicycle add-on."),
    ]),
    ("Home contents insurance: what isn't covered", [
        ("Wear and tear and gradual damage",
         "We don't cover damage that happens gradually, such as wear and tear, damp, rot or "
         "mould, or damage caused by insects or vermin. We also don't cover mechanical or "
         "electrical breakdown of an item unless it was caused by an insured event, such as a "
         "power surge from a lightning strike."),
        ("When your home is unoccupied",
         "If your home is unoccupied for more than 60 days in a row, cover for theft, escape of "
         "water, vandalism and accidental damage stops until someone lives there again. Tell "
         "us before the 60 days are up if you expect to be away for longer; we may be able to "
         "keep cover in place with conditions, such as turning off the water supply."),
        ("Theft",
         "Theft from your home is covered when someone gets in by force or by deception. Theft "
         "by someone you have lawfully allowed to live in your home, such as a lodger or "
         "tenant, is not covered. Theft from a shed or garage is covered up to £2,500 only if "
         "it was locked and there are signs of forced entry."),
    ]),
    ("Making a claim", [
        ("How to make a claim",
         "The quickest way to claim is online in your Harbourline account: go to Claims > Start "
         "a claim, choose the policy and follow the steps. You can also call our claims team on "
         "0333 014 2270. Have your policy number ready. You'll get a claim reference number "
         "straight away; please use it in all messages about your claim."),
        ("Claim deadlines",
         "Travel claims must be made within 31 days of your return home, or for cancellation "
         "within 31 days of cancelling. Home contents claims should be reported as soon as "
         "possible and within 30 days of discovering the loss or damage. For theft or "
         "vandalism at home, you must also report it to the police within 48 hours of "
         "discovering it and give us the crime reference number. We may decline a late claim "
         "if the delay affects our ability to assess it."),
        ("Documents we need",
         "For most claims we ask for proof of ownership or value (receipts, bank or card "
         "statements, photos or the original box), photos of any damage and any repair "
         "quotes. For theft and loss we also need the police crime reference number or, for "
         "travel claims, the written police report. For medical claims we need itemised "
         "medical bills and the doctor's report. You can upload documents in your online "
         "account under Claims > My claims > Add documents. We may ask for more information "
         "depending on the claim."),
        ("After you claim",
         "We aim to acknowledge your claim within 2 working days. For straightforward claims, "
         "we aim to make a decision within 10 working days of receiving all the documents we "
         "need. For larger or complex home claims, we may send a loss adjuster to visit you. "
         "We'll keep you updated by email and in your online account."),
        ("How we settle claims",
         "For home contents claims we may repair an item, replace it through one of our "
         "suppliers, or pay you cash. If we could replace an item through our suppliers but you "
         "choose cash, we pay what the replacement would have cost us, which may be less than "
         "the shop price. Payments are made by bank transfer, usually within 5 working days of "
         "us agreeing the claim. We deduct your excess from the amount we pay."),
    ]),
    ("Cancelling your policy", [
        ("Cooling-off period",
         "You can cancel any Harbourline policy within 14 days of buying it or receiving your "
         "policy documents, whichever is later, and get a full refund, as long as you haven't "
         "made a claim and, for travel policies, haven't started a trip. To cancel, go to My "
         "account > Policy > Cancel policy or call customer services."),
        ("Cancelling after the cooling-off period",
         "After the cooling-off period, you can cancel a home contents policy at any time. We "
         "refund the premium for the remaining days of cover minus a £25 cancellation fee, as "
         "long as no claim has been made in the current policy year. Single trip and annual "
         "multi-trip travel policies can also be cancelled after the cooling-off period, but "
         "there is no refund."),
        ("Automatic renewal",
         "Annual travel and home contents policies renew automatically. We send your renewal "
         "invitation at least 21 days before the renewal date. If you don't want to renew, "
         "turn off auto-renewal in My account > Policy > Renewal settings, or call customer "
         "services before the renewal date. If your policy renews and you didn't want it to, "
         "you have 14 days from the renewal date to cancel for a full refund, as long as you "
         "haven't made a claim since it renewed."),
    ]),
    ("Payments and changes", [
        ("Paying monthly",
         "Home contents policies can be paid in 12 monthly instalments by direct debit at no "
         "extra cost. Travel policies must be paid in full when you buy them."),
        ("Missed payments",
         "If a monthly payment fails, we'll try to take it again 7 days later. If the second "
         "attempt also fails, we'll write to you, and if the payment isn't made within 14 days "
         "of that letter, we will cancel your policy."),
        ("Moving home",
         "Tell us at least 7 days before you move. Your contents are covered at both addresses "
         "for up to 14 days from your moving date. Damage to contents while they are being "
         "moved is covered only if a professional removal firm packs and moves them. Your "
         "premium may go up or down depending on your new address."),
        ("Changing your travel policy",
         "You can add a traveller, upgrade your cover level or add an add-on at any time before "
         "you travel, in My account > Policy > Make a change. There is no admin fee for "
         "changes, but you pay any difference in premium. You can't downgrade your cover level "
         "after the cooling-off period."),
    ]),
    ("Contact us", [
        ("Customer services",
         "Our customer services team handles quotes, policy changes, payments and "
         "cancellations. Call 0333 014 2200, Monday to Friday 8am to 8pm and Saturday 9am to "
         "5pm; we're closed on Sundays and bank holidays. You can also use live chat in your "
         "online account during the same hours."),
        ("Claims line",
         "To make or discuss a claim, call 0333 014 2270, Monday to Friday 8am to 6pm and "
         "Saturday 9am to 1pm. Home emergencies such as a burst pipe or a break-in can be "
         "reported on the same number 24 hours a day."),
        ("Emergency Assistance abroad",
         "If you are abroad and need medical help, call +44 20 3966 4410. This line is open 24 "
         "hours a day, 365 days a year. For non-urgent questions about your travel policy, "
         "please contact customer services instead."),
        ("Complaints",
         "If you're unhappy with our service, call customer services or email "
         "complaints@harbourline.co.uk. We'll acknowledge your complaint within 3 working days "
         "and send a final response within 8 weeks. If you're not happy with our final "
         "response, you can refer your complaint to the Financial Ombudsman Service within 6 "
         "months."),
    ]),
    ("Home add-ons", [
        ("Home Emergency cover",
         "Home Emergency cover (£4 a month) pays for a contractor to deal with sudden "
         "emergencies such as a burst pipe, a boiler breakdown, a blocked drain or lost keys, "
         "up to £1,000 per callout including parts and labour, with no excess. Call the Home "
         "Emergency line on 0333 014 2290, open 24 hours a day. It doesn't cover boilers more "
         "than 15 years old, or any emergency you knew about before you took out the cover."),
        ("Legal Expenses cover",
         "Legal Expenses cover (£3 a month) pays legal costs up to £50,000 for disputes about "
         "employment, consumer contracts, personal injury and your home. Your case must have a "
         "reasonable chance of success, which means at least 51%. For free legal advice, call "
         "the legal advice line on 0333 014 2295, 24 hours a day."),
        ("Bicycle cover",
         "The Bicycle add-on covers bicycles away from your home against theft and accidental "
         "damage, up to £1,500 per bike. When left unattended, a bike must be locked to an "
         "immovable object with a lock; theft of a bike that wasn't locked is not covered. The "
         "excess is £50 per claim."),
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


if __name__ == "__main__":
    n = list(sections())
    print(len(ARTICLES), "articles", len(n), "sections")
