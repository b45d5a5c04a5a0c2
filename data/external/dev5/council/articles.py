"""Help-centre articles of a FICTIONAL local council, written for this evaluation set only.

Harrowfield District Council is an invented English district council (towns: Harrowfield,
Brookmill, Ashby Green, Long Weston). Every name, price, date, phone number, web address and
street below is made up; nothing is copied from any real council or from guardbot's own help
centre.

ARTICLES is a list of (article title, [(section title, section text), ...]).
"""

COUNCIL = "Harrowfield District Council"

ARTICLES = [
    ("Bin and recycling collections", [
        ("Your bins and collection days",
         "Each household has a grey bin for general waste, a blue bin for mixed recycling "
         "(paper, card, cans, plastic bottles and tubs) and a green food caddy. Food waste is "
         "collected every week. Grey and blue bins are collected on alternate weeks, on the "
         "same weekday as your food caddy. Find your collection day by entering your postcode "
         "at harrowfield.gov.uk/bins. Put your bins at the kerbside by 6:30am on collection day "
         "and take them back in by the end of the day."),
        ("Missed collections",
         "If your bin was not emptied, report it online at harrowfield.gov.uk/bins within 2 "
         "working days of your collection day. We will return to empty it within 3 working days "
         "of your report. We cannot return if the bin was not out by 6:30am, if the lid was not "
         "closed, or if the bin contained the wrong items; in those cases the crew leaves a tag "
         "on the bin explaining why."),
        ("Garden waste subscription",
         "Garden waste (brown bin) collection is a subscription service that runs from 1 April "
         "to 31 March. It costs £52 a year for the first brown bin and £30 for each additional "
         "bin. Residents who receive Council Tax Support pay a reduced price of £26 for the "
         "first bin. Brown bins are collected every two weeks, except for a break from mid-"
         "December to mid-January when no garden waste is collected. Subscriptions are not "
         "refunded if you cancel part-way through the year."),
        ("Christmas and bank holidays",
         "Collections go ahead as normal on most bank holidays. Over Christmas and New Year, "
         "every collection from 25 December to 1 January moves one day later, and some "
         "collections may take place on a Saturday. If you have a garden waste subscription, "
         "you can put a real Christmas tree out next to your brown bin in the first two weeks "
         "of January; cut it into pieces no longer than 1 metre."),
        ("Replacement and new bins",
         "A replacement for a lost, stolen or damaged grey or blue bin costs £28, including "
         "delivery. Food caddies and kitchen caddies are free. Owners of new-build properties "
         "must buy a full set of bins, either from the developer or from us for £65. Bins are "
         "delivered within 10 working days of payment."),
    ]),
    ("Bulky waste collections", [
        ("What we collect and what it costs",
         "We collect large household items such as furniture, mattresses, white goods and "
         "bikes. A collection of up to 3 items costs £36, and each additional item costs £10, "
         "up to a maximum of 8 items per collection. Residents who receive Council Tax Support "
         "get 50% off. Fridges and freezers count as 2 items each. We do not collect building "
         "rubble, plasterboard, soil, tyres, car parts, paint or bagged household rubbish."),
        ("Booking a collection",
         "Book online at harrowfield.gov.uk/bulky and pay by card when you book. Collections "
         "take place on Tuesdays and Fridays, and the earliest available date is shown when "
         "you book. List every item when booking; the crew will only take the items listed."),
        ("On the day of collection",
         "Put the items outside, at the front boundary of your property, by 7am on the "
         "collection day. You do not need to be at home. The crew cannot enter homes, go "
         "upstairs or collect from behind a locked gate. Items larger than 2 metres must be "
         "dismantled before collection."),
        ("Changing or cancelling a booking",
         "You can change or cancel a booking free of charge up to 2 working days before the "
         "collection day, and you will get a full refund. Cancellations made after that are not "
         "refunded. If the items are not out when the crew arrives, the collection counts as "
         "completed and no refund is given."),
    ]),
    ("Parking permits", [
        ("Resident permits",
         "If you live in a controlled parking zone (CPZ), you can apply for a resident permit "
         "for a vehicle registered at your address. The first permit costs £80 a year and a "
         "second permit costs £140 a year. Each household can have a maximum of 2 resident "
         "permits. A first permit for a fully electric vehicle costs £40 a year. Permits are "
         "digital: there is no paper permit to display, and wardens check your number plate."),
        ("Visitor permits",
         "Residents of a CPZ can buy visitor permits in books of 10 all-day sessions, at £20 "
         "per book. Each household can buy up to 6 books a year. Residents aged 65 or over and "
         "Blue Badge holders pay half price. Each session must be activated online or by phone "
         "before your visitor parks."),
        ("Applying for a permit",
         "Apply online at harrowfield.gov.uk/parking. You need proof of address dated within "
         "the last 3 months, such as a council tax bill or a utility bill, and the vehicle's "
         "V5C logbook showing your address. For a company car, upload a letter from your "
         "employer instead of the V5C. Permits normally start within 5 working days of a "
         "complete application."),
        ("Changing vehicle or moving home",
         "If you change your vehicle, update the registration online at no charge. If you move "
         "to another address in the same zone, update your address and upload new proof of "
         "address. If you move out of the zone, your permit ends and you can ask for a refund "
         "for each full month left, minus a £10 admin fee."),
        ("Penalty charge notices",
         "A penalty charge notice (PCN) is £70 for higher-level contraventions and £50 for "
         "lower-level ones. The charge is reduced by 50% if you pay within 14 days of the date "
         "the PCN was issued. You can challenge a PCN online within 28 days. If you challenge "
         "within the 14-day period and the challenge is rejected, we offer the reduced rate "
         "again for a further 14 days."),
    ]),
    ("Council tax discounts and support", [
        ("Single person discount",
         "If you are the only adult (aged 18 or over) living in your home, you can get a 25% "
         "discount on your council tax. Apply online and tell us the date you started living "
         "alone. We review single person discounts every year, and you must tell us within 21 "
         "days if another adult moves in."),
        ("Students and people who are not counted",
         "A home where everyone is a full-time student is exempt from council tax. Send us a "
         "council tax certificate from your university or college. If one adult in a household "
         "is a full-time student and the other adult is not, the non-student can claim the 25% "
         "single person discount. Apprentices and 18- or 19-year-olds who are still at school "
         "are also not counted as adults."),
        ("Empty homes",
         "There is no discount for empty homes. A home that has been empty and unfurnished for "
         "1 year or more pays a 100% premium, which means double the normal charge. After 5 "
         "years the premium rises to 200%. Owners who have moved into hospital or a care home "
         "may qualify for an exemption instead."),
        ("Council Tax Support",
         "Council Tax Support is a means-tested reduction for people on a low income. Working-"
         "age residents can get up to 80% off their bill, and pensioners can get up to 100% "
         "off. Apply online with proof of your income and savings. You cannot get Council Tax "
         "Support if you have savings of more than £16,000."),
    ]),
    ("Paying council tax", [
        ("Ways to pay",
         "The easiest way to pay is by Direct Debit, on the 1st, 8th, 15th or 22nd of the "
         "month. You can also pay online by card at harrowfield.gov.uk/paytax, by phone on our "
         "24-hour automated line 0300 555 0182, or in cash at any PayPoint using the barcode on "
         "your bill. You need your 9-digit council tax account number, which starts with 8."),
        ("Instalments",
         "Bills are split into 10 monthly instalments, from April to January, by default. You "
         "can ask to pay over 12 months instead (April to March) by contacting us before 30 "
         "April. If you move in part-way through the year, the balance is spread over the "
         "remaining months."),
        ("Missed payments",
         "If you miss an instalment, we send a reminder and you must pay within 7 days. If you "
         "miss a second instalment in the same year, you lose the right to pay by instalments "
         "and the full balance for the year becomes due. If it is still not paid, we apply to "
         "the magistrates' court for a liability order, which adds £95 in costs."),
        ("Moving home",
         "Tell us within 21 days when you move into, out of or within Harrowfield, using the "
         "online moving form. You will get a new bill for your new address, and any "
         "overpayment on your old account is refunded or moved to your new account."),
    ]),
    ("Planning applications", [
        ("Do I need planning permission?",
         "Many small projects are permitted development and do not need planning permission, "
         "such as single-storey rear extensions up to 3 metres deep on a semi-detached or "
         "terraced house (4 metres on a detached house) and most loft conversions. Flats and "
         "maisonettes do not have permitted development rights. Listed buildings and homes in "
         "a conservation area have extra restrictions. For certainty, you can apply for a "
         "lawful development certificate, which costs half the normal planning fee."),
        ("Submitting an application",
         "Submit your application through the national Planning Portal, not directly to the "
         "council. You need a site location plan, drawings of the existing and proposed "
         "building, and the fee. We check that the application is valid within 10 working "
         "days; if anything is missing, we tell you, and the application cannot progress until "
         "you provide it."),
        ("Planning fees",
         "The fee for a householder application (an extension or alteration to a single house) "
         "is £258. An application for one new dwelling costs £578. There is no fee for a "
         "resubmission of the same proposal by the same applicant within 12 months of a "
         "refusal. Fees are not refunded if the application is refused or withdrawn."),
        ("Commenting on an application",
         "Anyone can comment on a planning application online during the 21-day consultation "
         "period, which starts on the date the neighbour letter is sent or the site notice is "
         "put up, whichever is later. Comments must include your name and address; anonymous "
         "comments are not considered. We can only take planning matters into account, not "
         "issues such as the effect on property values or private disputes."),
        ("Decisions and appeals",
         "We aim to decide householder applications within 8 weeks and major applications "
         "within 13 weeks of the date the application is valid. If your householder "
         "application is refused, you can appeal to the Planning Inspectorate within 12 weeks "
         "of the decision date. Appeals for other types of application must be made within "
         "6 months."),
    ]),
    ("Libraries", [
        ("Joining the library",
         "Library membership is free for anyone who lives, works or studies in Harrowfield. "
         "Join online or at any of our 6 libraries with photo ID and proof of address. "
         "Children under 16 need a parent or carer to sign the form. Your card works at every "
         "Harrowfield library and in the eBook app."),
        ("Borrowing and renewing",
         "Adults can borrow up to 15 items at a time for 3 weeks. You can renew items up to 3 "
         "times online, by phone or in person, unless another member has reserved them. "
         "Reservations cost £1 for adults and are free for children."),
        ("Overdue and lost items",
         "There are no overdue charges on children's books. Adult items are charged 25p per "
         "day overdue, up to a maximum of £6 per item. Lost or damaged items are charged at "
         "the replacement cost. You cannot borrow items while you owe £10 or more."),
    ]),
    ("School admissions", [
        ("Starting primary school",
         "Children born between 1 September 2021 and 31 August 2022 start primary school "
         "(Reception) in September 2026. The deadline to apply is 15 January 2026. National "
         "offer day is 16 April 2026, and you must accept or decline your offer by 30 April "
         "2026. You can list up to 4 preferences, in order."),
        ("Starting secondary school",
         "Children in Year 6 apply for a Year 7 place starting in September 2026. The deadline "
         "is 31 October 2025 and national offer day is 2 March 2026. You can name up to 6 "
         "schools. Apply through the council's online admissions portal, even if the schools "
         "are academies."),
        ("Late applications",
         "Applications received after the deadline are late and are considered only after all "
         "on-time applications, unless there is a good reason, such as moving into the area, "
         "and you send evidence. Late applicants are less likely to be offered a preferred "
         "school. Late applications received after 10 February (primary) or 31 December "
         "(secondary) are not processed until after offer day."),
        ("Waiting lists and appeals",
         "If you are not offered your first preference, your child is automatically placed on "
         "the waiting list for every school you ranked higher than the school offered. Waiting "
         "lists are kept until 31 December of the year of entry. You have the right to appeal; "
         "appeals must be lodged within 20 school days of offer day."),
    ]),
    ("Noise complaints", [
        ("What we can investigate",
         "We investigate noise that may be a statutory nuisance, such as loud music, barking "
         "dogs, alarms and DIY at unreasonable hours. We cannot deal with normal everyday noise "
         "such as footsteps, children playing or traffic on public roads. If the noise comes "
         "from a housing association home, report it to the landlord first."),
        ("Reporting noise",
         "Report noise online at harrowfield.gov.uk/noise. For noise that is happening now, "
         "call the out-of-hours noise line on 01632 960 410, which runs on Friday and Saturday "
         "nights from 8pm to 3am. At other times, report online and an officer will contact "
         "you within 5 working days. We do not investigate anonymous complaints."),
        ("What happens after you report",
         "We usually write to the person causing the noise first and ask you to keep a diary "
         "sheet for 14 days. If the diary shows a problem, an officer may visit or install "
         "recording equipment. If we find a statutory nuisance, we serve an abatement notice; "
         "breaking it can lead to a fine of up to £5,000 for a home."),
    ]),
    ("Opening hours and contacts", [
        ("Civic Centre opening hours",
         "Harrowfield Civic Centre, Market Street, HF1 2AB, is open Monday to Thursday 9am to "
         "5pm and Friday 9am to 4:30pm. It is closed at weekends and on bank holidays. Council "
         "tax and housing advice at the Civic Centre is by appointment only; book online."),
        ("Phone and email",
         "Call our contact centre on 01632 960 200, Monday to Friday 8:30am to 5pm. Lines are "
         "busiest on Mondays and on the first working day of each month. Email general "
         "enquiries to contact@harrowfield.gov.uk; we reply within 10 working days. For council "
         "tax, use the council tax online form instead of email."),
        ("Brookmill Recycling Centre",
         "Brookmill Household Recycling Centre, Brookmill Lane, is open every day from 8am to "
         "6pm from April to September and from 8am to 4pm from October to March. It is closed "
         "on 25 and 26 December and 1 January. Residents must book a visit slot online, and "
         "vans and trailers need a permit. Last entry is 15 minutes before closing."),
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
