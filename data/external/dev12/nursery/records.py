"""Tool results and questions for the `nursery` dev set (invented nursery / childcare group
"Bramblewood Nurseries", its settings Orchard Street, Fennel Park and Riverside Mill, rooms,
staff, children and parents; all written by hand by Claude as data helper). Each item: q (user
message) and src, a list of 1-2 tool calls. A tool call is dict(fn=<function name>,
data=<object, dumped with json.dumps>, compact=<bool: compact separators>) or
dict(fn=..., table=<plain text the tool returned verbatim>).
"""

T = lambda fn, data, compact=False: dict(fn=fn, data=data, compact=compact)  # noqa: E731
TAB = lambda fn, table: dict(fn=fn, table=table)  # noqa: E731

ITEMS = [
    # 0
    dict(q="Isla is booked for 40 hours a week. How many of those are covered by her funded hours, and what do I pay for the rest?",
         src=[T("get_funding_summary", {
             "child": {"name": "Isla Fenwick", "dob": "2022-11-14", "room": "Oaks"},
             "funding": {"type": "working_parent_30h", "annual_hours": 1140, "stretched": True,
                         "weeks": 51, "hours_per_week": 22.35,
                         "eligibility_code": "50012345678", "code_reconfirm_by": "2026-05-31"},
             "booked_hours_per_week": 40,
             "hourly_rate": {"amount": 7.20, "currency": "GBP"}})]),
    # 1
    dict(q="Why is my March invoice higher than last month's?",
         src=[T("get_invoice", {
             "invoice_id": "INV-2026-03-4471", "period": "2026-03", "child": "Noah Achterberg",
             "setting": "Fennel Park",
             "lines": [{"code": "CORE", "description": "Core sessions (Mon-Wed full days)", "amount": 912.00},
                       {"code": "FUND", "description": "Funded hours deduction (15h universal)", "amount": -342.00},
                       {"code": "EXTRA", "description": "Extra session 2026-03-13 (full day)", "amount": 76.00},
                       {"code": "LATE", "description": "Late collection 2026-03-10 (20 min)", "amount": 20.00},
                       {"code": "MEALS", "description": "Meals and consumables", "amount": 84.00}],
             "total": 750.00, "previous_invoice_total": 654.00, "currency": "GBP",
             "due_date": "2026-04-01", "status": "issued"})]),
    # 2
    dict(q="I've got two children at Bramblewood now. Do I get a sibling discount, and how much?",
         src=[T("get_family_account", {
             "account": "FAM-20418", "parent": "Wanjiru Kimani",
             "children": [{"name": "Theo Kimani", "room": "Acorns", "monthly_session_fees": 1040.00,
                           "monthly_meals": 88.00},
                          {"name": "Rosa Kimani", "room": "Saplings", "monthly_session_fees": 820.00,
                           "monthly_meals": 88.00}],
             "sibling_discount": {"pct": 10, "applies_to": "lower_fee_child",
                                  "excludes": ["funded_hours", "meals"]},
             "currency": "GBP"}, compact=True)]),
    # 3
    dict(q="How much have I been charged for late pick-ups this term?",
         src=[TAB("get_late_collections",
                  "date        child           booked_until  collected  mins_late  charge\n"
                  "2026-01-14  Alfie Brennan   18:00         18:12      12         £15.00\n"
                  "2026-02-03  Alfie Brennan   18:00         18:04      4          £0.00\n"
                  "2026-02-26  Alfie Brennan   18:00         18:27      27         £30.00\n"
                  "policy: grace period 5 min | £15.00 per started 15 min after grace | billed on next invoice")]),
    # 4
    dict(q="Can staff give Maya Calpol at nursery if she gets a temperature?",
         src=[T("get_medication_consent", {
             "child": "Maya Osei",
             "medications": [{"name": "Paracetamol oral suspension 120mg/5ml", "type": "non_prescribed",
                              "consent_status": "signed", "signed_by": "Abena Osei",
                              "signed_at": "2026-02-09T08:12:00+00:00", "valid_until": "2026-05-09",
                              "max_doses_per_day": 2, "call_parent_before_dose": True},
                             {"name": "Salbutamol 100mcg inhaler", "type": "prescribed",
                              "consent_status": "awaiting_signature", "pharmacy_label_checked": True}]})]),
    # 5
    dict(q="I paid £400 through tax-free childcare. What's left to pay on March's invoice?",
         src=[T("get_invoice_balance", {
             "invoice_id": "INV-2026-03-5032", "child": "Elsie Marchetti", "total": 968.50,
             "currency": "GBP",
             "payments": [{"ref": "TFC-88213", "method": "tax_free_childcare", "amount": 400.00,
                           "received_on": "2026-03-04"}],
             "balance_due": 568.50, "due_date": "2026-03-16", "status": "part_paid"}, compact=True)]),
    # 6
    dict(q="How was Ava's day today?",
         src=[T("get_daily_diary", {
             "child": "Ava Lindqvist", "date": "2026-03-12", "room": "Acorns", "key_worker": "Priya Nandha",
             "sleeps": [{"start": "10:05", "end": "11:20"}, {"start": "14:10", "end": "15:00"}],
             "meals": [{"meal": "breakfast", "item": "porridge with banana", "eaten": "all"},
                       {"meal": "lunch", "item": "chicken casserole with rice", "eaten": "half"},
                       {"meal": "tea", "item": "cheese scone and cucumber", "eaten": "most"}],
             "bottles": [{"time": "13:30", "ml": 150}],
             "nappies": [{"time": "09:40", "type": "wet"}, {"time": "12:15", "type": "wet_and_soiled"},
                         {"time": "16:30", "type": "wet"}],
             "activities": ["sensory play with jelly", "story time: Dear Zoo", "walk to the duck pond"],
             "note": "Ava pointed at the ducks on our walk and said 'quack'!"})]),
    # 7
    dict(q="When is Fennel Park closed over Easter, and do I still pay for those days?",
         src=[T("get_closure_days", {
             "setting": "Fennel Park", "period": {"from": "2026-03-30", "to": "2026-04-17"},
             "closures": [{"date": "2026-04-03", "reason": "bank_holiday", "name": "Good Friday"},
                          {"date": "2026-04-06", "reason": "bank_holiday", "name": "Easter Monday"},
                          {"date": "2026-04-07", "reason": "staff_training", "name": "INSET day"}],
             "fees_charged_on_closure": {"bank_holiday": False, "staff_training": True}})]),
    # 8
    dict(q="Who is Leo's key worker, and which days is she in?",
         src=[T("get_key_worker", {
             "child": "Leo Barrington", "room": "Saplings", "setting": "Orchard Street",
             "key_worker": {"name": "Hannah Pryce", "role": "Nursery Practitioner (Level 3)",
                            "working_days": ["Mon", "Tue", "Thu"], "hours": "07:45-16:15"},
             "buddy": {"name": "Tomasz Wilk", "working_days": ["Wed", "Fri"]},
             "last_review": {"type": "two_year_progress_check", "date": "2026-01-22",
                             "status": "shared_with_parent"}}, compact=True)]),
    # 9
    dict(q="I got a notification about an accident report for Finn. What happened?",
         src=[T("get_incident_report", {
             "report_id": "ACC-20260311-07", "child": "Finn Daley", "type": "accident",
             "occurred_at": "2026-03-11T10:42:00+00:00", "location": "garden, climbing frame",
             "description": "Slipped from the second step of the climbing frame and bumped his left knee on the safety surface.",
             "injury": "small graze, left knee",
             "first_aid": {"given": True, "by": "Jess Ormerod", "treatment": "cleaned with water, cold compress for 10 min"},
             "head_injury": False,
             "parent_informed": {"method": "phone", "at": "2026-03-11T11:05:00+00:00"},
             "parent_signature": "pending", "riddor_reportable": False})]),
    # 10
    dict(q="Where is Poppy on the waiting list at Riverside Mill, and is there any chance of a place in September?",
         src=[T("get_waiting_list_entry", {
             "child": "Poppy Haworth", "setting": "Riverside Mill", "room_requested": "Acorns",
             "requested_start": "2026-09-01", "days_requested": ["Mon", "Tue", "Wed"],
             "position": 4, "registered_on": "2025-11-18",
             "registration_fee": {"amount": 50.00, "currency": "GBP", "refundable": False},
             "status": "waiting", "offers_made_in_list_order": True}),
              T("get_room_capacity", {
                  "setting": "Riverside Mill", "room": "Acorns", "capacity": 12,
                  "places_free_from": [{"date": "2026-09-01", "days": ["Mon", "Wed"], "places": 2},
                                       {"date": "2026-10-05", "days": ["Mon", "Tue", "Wed", "Thu", "Fri"], "places": 1}]},
                  compact=True)]),
    # 11
    dict(q="What are Zara's settling-in sessions, and do I stay with her?",
         src=[T("get_settling_in_plan", {
             "child": "Zara Mahmood", "setting": "Orchard Street", "room": "Acorns", "start_date": "2026-04-13",
             "sessions": [{"n": 1, "date": "2026-03-30", "start": "09:30", "duration_min": 60,
                           "parent_stays": True, "charge": 0},
                          {"n": 2, "date": "2026-04-01", "start": "09:30", "duration_min": 120,
                           "parent_stays": False, "charge": 0},
                          {"n": 3, "date": "2026-04-08", "start": "09:00", "duration_min": 240,
                           "parent_stays": False, "includes_lunch": True, "charge": 24.00}],
             "currency": "GBP", "bring": ["spare clothes", "comforter", "formula if used"]})]),
    # 12
    dict(q="When does Jacob move up to Saplings?",
         src=[T("get_room_transition", {
             "child": "Jacob Ellery", "dob": "2024-04-21", "current_room": "Acorns", "next_room": "Saplings",
             "planned_move_date": "2026-04-27",
             "transition_visits": [{"date": "2026-04-14", "duration_min": 45},
                                   {"date": "2026-04-21", "duration_min": 90}],
             "daily_rate": {"current": 68.00, "from_move": 62.00, "currency": "GBP"}}, compact=True)]),
    # 13
    dict(q="Do I need to do anything for the farm trip?",
         src=[T("get_trip", {
             "trip_id": "TRIP-0415", "title": "Visit to Hollowbrook Farm", "date": "2026-04-15",
             "depart": "09:30", "return": "14:30", "rooms": ["Oaks"], "child": "Ezra Quinn",
             "cost": {"amount": 6.50, "currency": "GBP"}, "transport": "coach", "adult_child_ratio": "1:4",
             "consent": {"status": "not_given", "deadline": "2026-04-08"},
             "packed_lunch_provided_by_nursery": True, "parent_helpers_needed": 2})]),
    # 14
    dict(q="If I hand in Ella's notice today (Monday 16 March), when does it run to and what will I still owe?",
         src=[T("get_contract", {
             "child": "Ella Szabo", "setting": "Riverside Mill",
             "notice_period": {"weeks": 6, "in_writing": True},
             "fees_during_notice": "full", "weekly_fee": {"amount": 274.50, "currency": "GBP"},
             "deposit": {"amount": 300.00, "currency": "GBP", "held_since": "2024-09-02",
                         "refund_rule": "offset_against_final_invoice"},
             "account_balance": 0.00}, compact=True)]),
    # 15
    dict(q="Will I get Sam's deposit back when he leaves?",
         src=[T("get_deposit", {
             "deposit_id": "DEP-3391", "child": "Sam Okonjo",
             "amount": {"amount": 250.00, "currency": "GBP"}, "paid_on": "2025-08-20", "status": "held",
             "refundable": True, "refund_conditions": ["full_notice_given", "account_settled"],
             "refund_method": "bank_transfer", "refund_within_days": 30})]),
    # 16
    dict(q="Can I book Mia in for an extra day next Friday, the 27th? How much would it be?",
         src=[T("get_session_availability", {
             "setting": "Orchard Street", "room": "Saplings", "date": "2026-03-27",
             "session_types": [{"type": "full_day", "times": "08:00-18:00", "places": 0},
                               {"type": "morning", "times": "08:00-13:00", "places": 2},
                               {"type": "afternoon", "times": "13:00-18:00", "places": 1}]}),
              T("get_price_list", {
                  "room": "Saplings", "prices": {"full_day": 72.00, "morning": 40.00, "afternoon": 38.00},
                  "meals": {"lunch": 3.50, "tea": 2.50}, "extra_session_cancellation_hours": 48,
                  "currency": "GBP"}, compact=True)]),
    # 17
    dict(q="What have you got on record for Oscar's allergies, and is there anything on this week's menu he can't have?",
         src=[T("get_allergy_profile", {
             "child": "Oscar Petrov",
             "allergies": [{"allergen": "peanut", "severity": "severe", "action_plan": "adrenaline_auto_injector",
                            "auto_injectors_on_site": 2, "expiry_dates": ["2026-06-30", "2026-04-12"]},
                           {"allergen": "egg", "severity": "mild", "reaction": "hives",
                            "notes": "baked egg tolerated"}],
             "dietary_card_updated": "2026-01-08", "care_plan_review_due": "2026-07-08"}),
              T("get_menu_flags", {
                  "week_commencing": "2026-03-16", "child": "Oscar Petrov",
                  "flagged_dishes": [{"day": "Tue", "dish": "Quiche and salad", "contains": ["egg", "milk", "gluten"],
                                      "substitute": "Cheese and tomato pasta"},
                                     {"day": "Thu", "dish": "Satay-style chicken", "contains": ["peanut"],
                                      "substitute": "Chicken and vegetable stir-fry"}]}, compact=True)]),
    # 18
    dict(q="What am I paying for Freya's meals each month?",
         src=[T("get_meal_charges", {
             "child": "Freya Colquhoun", "pattern": "Mon and Thu, full days",
             "charges_per_day": {"breakfast": 1.75, "lunch": 3.50, "tea": 2.25, "consumables": 1.00},
             "monthly_days_basis": "2 days x 4.3 weeks", "monthly_days": 8.6, "monthly_total": 73.10,
             "currency": "GBP", "consumables_opt_out_allowed": True,
             "opt_out_requires": "own_nappies_wipes_and_cream"})]),
    # 19
    dict(q="Arlo turns 3 in May. What funded hours will he get from September, and how much a week would we pay if we stretch them?",
         src=[T("get_funding_eligibility", {
             "child": "Arlo Whitcombe", "dob": "2023-05-19",
             "entitlements": [{"type": "universal_15h", "eligible_from": "2026-09-01", "annual_hours": 570,
                               "term_time_weeks": 38, "hours_per_week_term_time": 15}],
             "working_parent_code": None,
             "stretch_options": [{"weeks": 38, "hours_per_week": 15.0}, {"weeks": 50, "hours_per_week": 11.4}]}),
              T("get_booking_pattern", {
                  "child": "Arlo Whitcombe", "days": ["Mon", "Tue", "Wed"], "hours_per_day": 10,
                  "hours_per_week": 30, "hourly_rate": {"amount": 6.80, "currency": "GBP"},
                  "weeks_charged_per_year": 50}, compact=True)]),
    # 20
    dict(q="How much have I paid in fees since January, and is anything still owing?",
         src=[TAB("get_invoices",
                  "invoice          month    total     paid      status\n"
                  "INV-26-01-2210   2026-01  £642.40   £642.40   paid\n"
                  "INV-26-02-2671   2026-02  £598.00   £598.00   paid\n"
                  "INV-26-03-3105   2026-03  £671.20   £300.00   part_paid\n"
                  "account: FAM-11870 | payment method: bank transfer | due: 1st of following month")]),
    # 21
    dict(q="How much has Ben been napping this week?",
         src=[TAB("get_sleep_log",
                  "child: Ben Adewale | room: Acorns\n"
                  "date        naps  total_sleep\n"
                  "2026-03-09  2     1h 50m\n"
                  "2026-03-10  1     1h 15m\n"
                  "2026-03-11  2     2h 05m\n"
                  "2026-03-12  1     1h 30m\n"
                  "2026-03-13  1     1h 20m")]),
    # 22
    dict(q="How much more government top-up can I get on tax-free childcare this quarter?",
         src=[T("get_tfc_status", {
             "parent": "Lauren Beck", "tfc_account_ref": "TFC-BECK-29", "status": "active",
             "provider_ref": "BRAMBLE-ORS-0041", "reconfirm_by": "2026-04-02",
             "quarter": {"from": "2026-01-01", "to": "2026-03-31"},
             "quarterly_top_up_cap": {"amount": 500.00, "currency": "GBP"},
             "top_up_used_this_quarter": {"amount": 312.50, "currency": "GBP"},
             "top_up_per_8_paid_in": 2.00}, compact=True)]),
    # 23
    dict(q="What sessions is Evie booked for, and how many hours a week does that come to?",
         src=[T("get_bookings", {
             "child": "Evie Harker", "setting": "Fennel Park", "effective_from": "2026-01-05",
             "pattern": [{"day": "Mon", "session": "full_day", "start": "08:00", "end": "18:00"},
                         {"day": "Tue", "session": "morning", "start": "08:00", "end": "13:00"},
                         {"day": "Thu", "session": "school_day", "start": "09:00", "end": "15:00"}],
             "term_time_only": False,
             "pending_change": {"day": "Fri", "session": "afternoon", "start": "13:00", "end": "18:00",
                                "from": "2026-04-13", "status": "awaiting_approval"}})]),
    # 24
    dict(q="Was Ruby given her antibiotics at nursery today?",
         src=[T("get_medication_log", {
             "child": "Ruby Thorne", "date": "2026-03-17",
             "administrations": [{"medicine": "Amoxicillin 125mg/5ml oral suspension", "dose": "5ml",
                                  "time": "12:10", "given_by": "Sade Adeyemi", "witnessed_by": "Kieran Bell"}],
             "course": {"doses_per_day": 3, "doses_at_nursery_per_day": 1, "course_end": "2026-03-20"},
             "parent_signature_required": True, "parent_signature": None}, compact=True)]),
    # 25
    dict(q="How many of Harry's fee-free holiday days have I got left this year?",
         src=[T("get_holiday_allowance", {
             "child": "Harry Nkemelu", "year": {"from": "2025-09-01", "to": "2026-08-31"},
             "fee_free_days_allowance": 10, "days_used": 4,
             "booked": [{"from": "2026-05-26", "to": "2026-05-28", "days": 3}],
             "notice_required_weeks": 4})]),
    # 26
    dict(q="My direct debit for the March invoice bounced. What happens now?",
         src=[T("get_payment_status", {
             "invoice_id": "INV-26-03-3920", "amount": {"amount": 612.00, "currency": "GBP"},
             "method": "direct_debit", "collection_date": "2026-03-02", "status": "failed",
             "failure_code": "refer_to_payer",
             "retry": {"scheduled": True, "date": "2026-03-09"},
             "late_payment_fee": {"amount": 25.00, "currency": "GBP", "applies_after": "2026-03-16"}})]),
    # 27
    dict(q="What consents have I given for Lily? Does that include photos on the nursery's Facebook page?",
         src=[T("get_consents", {
             "child": "Lily Sandhu",
             "consents": {"photos_learning_journal": True, "photos_social_media": False, "local_walks": True,
                          "sun_cream": True, "face_paint": False, "emergency_medical_treatment": True},
             "updated_at": "2025-09-03T17:40:00+01:00", "updated_by": "Gurpreet Sandhu"}, compact=True)]),
    # 28
    dict(q="We've been offered a place for Noor. What do we need to do to accept it?",
         src=[T("get_place_offer", {
             "offer_id": "OFF-7712", "child": "Noor Rahimi", "setting": "Fennel Park", "room": "Acorns",
             "start_date": "2026-05-05", "days": ["Tue", "Wed", "Thu"], "session": "full_day",
             "daily_rate": {"amount": 66.00, "currency": "GBP"}, "status": "offered",
             "accept_by": "2026-03-27",
             "deposit_required": {"amount": 264.00, "currency": "GBP"}}),
              T("get_registration_checklist", {
                  "child": "Noor Rahimi",
                  "items": [{"item": "registration_form", "status": "complete"},
                            {"item": "birth_certificate_seen", "status": "outstanding"},
                            {"item": "immunisation_record", "status": "outstanding"},
                            {"item": "deposit_paid", "status": "outstanding"}]}, compact=True)]),
    # 29
    dict(q="How have the funded hours on my March invoice been worked out?",
         src=[T("get_invoice_funding", {
             "invoice_id": "INV-26-03-5120", "child": "Jude Okafor", "month": "2026-03",
             "funding": "universal_15h", "pattern": "term_time", "term_weeks_in_month": 4,
             "funded_hours_per_week": 15, "funded_hours": 60, "hours_attended_per_week": 32,
             "hours_attended": 128, "chargeable_hours": 68,
             "hourly_rate": {"amount": 6.90, "currency": "GBP"},
             "funded_value": 414.00, "chargeable_amount": 469.20})]),
    # 30
    dict(q="Max was sick this morning. Can he come back to nursery tomorrow?",
         src=[T("get_absence_record", {
             "child": "Max Darling", "date": "2026-03-18",
             "absence": {"reason": "vomiting", "reported_at": "2026-03-18T07:20:00+00:00",
                         "last_episode": "2026-03-18T05:00:00+00:00"},
             "exclusion_rule": {"condition": "diarrhoea_or_vomiting", "exclusion_hours_after_last_episode": 48},
             "fees_charged_during_absence": True})]),
    # 31
    dict(q="What's been added to Sienna's learning journal this week?",
         src=[TAB("get_journal_entries",
                  "child: Sienna Holt | room: Saplings | key worker: Amy Rowe\n"
                  "date        area                            observation                                            by\n"
                  "2026-03-16  Physical development            Climbed the steps to the slide on her own               A. Rowe\n"
                  "2026-03-17  Communication and language      Used two-word phrases (\"more milk\", \"bye teddy\")       A. Rowe\n"
                  "2026-03-19  Personal, social and emotional  Shared the play dough with a friend when asked          D. Kaur")]),
    # 32
    dict(q="Which days is the nursery closed for the rest of the year, and do I pay for them?",
         src=[TAB("get_closure_calendar",
                  "setting: Orchard Street | year: 2026\n"
                  "date(s)                   type              fees\n"
                  "2026-05-04                bank holiday      not charged\n"
                  "2026-05-25                bank holiday      not charged\n"
                  "2026-06-19                training day      charged\n"
                  "2026-08-31                bank holiday      not charged\n"
                  "2026-12-24 to 2027-01-01  Christmas closure not charged")]),
    # 33
    dict(q="How much are our fees going up in April?",
         src=[T("get_fee_change", {
             "setting": "Fennel Park", "room": "Oaks", "effective_from": "2026-04-01",
             "notice_sent": "2026-02-27",
             "current": {"full_day": 64.00, "half_day": 36.00, "extra_hour": 7.50},
             "new": {"full_day": 67.20, "half_day": 37.80, "extra_hour": 7.80},
             "increase_pct": {"sessions": 5.0, "extra_hour": 4.0},
             "child_pattern": {"full_days_per_week": 3, "half_days_per_week": 0},
             "currency": "GBP"})]),
    # 34
    dict(q="Can Arya's grandma pick her up on Friday, and what happens if she's late?",
         src=[T("get_collection_policy", {
             "setting": "Riverside Mill", "child": "Arya Patel", "closing_time": "18:00",
             "late_fee": {"amount": 10.00, "per_minutes": 10, "grace_minutes": 5, "currency": "GBP"},
             "authorised_collectors": [{"name": "Dev Patel", "relation": "father", "password_set": True},
                                       {"name": "Margaret Patel", "relation": "grandmother", "password_set": False}],
             "photo_id_required_if_unknown_to_staff": True}, compact=True)]),
    # 35
    dict(q="When is Tilly's last day before she starts school, and when does her funding stop?",
         src=[T("get_leaver_info", {
             "child": "Tilly Marsh", "leaving_date": "2026-07-24", "reason": "starting_school",
             "school_start": "2026-09-03", "funding_ends": "2026-08-31", "final_invoice_month": "2026-07",
             "notice_received": "2026-02-10"})]),
    # 36
    dict(q="How much is left on my payment plan, and when will it be cleared?",
         src=[T("get_payment_plan", {
             "plan_id": "PP-0193", "account": "FAM-30552",
             "arrears": {"amount": 840.00, "currency": "GBP"},
             "instalments": {"count": 6, "amount": 140.00, "frequency": "monthly", "day_of_month": 1,
                             "first": "2026-02-01"},
             "paid": [{"date": "2026-02-01", "amount": 140.00}, {"date": "2026-03-01", "amount": 140.00}],
             "missed": 0, "conditions": ["current_fees_paid_on_time"]})]),
    # 37
    dict(q="How has Rory been eating this week?",
         src=[TAB("get_meal_log",
                  "child: Rory Barnaby | week commencing 2026-03-16\n"
                  "date        breakfast  lunch  tea\n"
                  "2026-03-16  all        most   all\n"
                  "2026-03-17  some       all    none\n"
                  "2026-03-18  all        all    most\n"
                  "2026-03-19  none       half   all")]),
    # 38
    dict(q="How much is the music class for Amelia, and how do I sign her up?",
         src=[T("get_activity", {
             "activity": "Little Notes music", "provider": "Jingle Tots Ltd", "room": "Oaks",
             "day": "Mon", "time": "10:15-10:45", "weeks": 8, "first_session": "2026-04-20",
             "term_price": {"amount": 48.00, "currency": "GBP"}, "sign_up_status": "open",
             "sign_up_deadline": "2026-04-10", "billed_on": "next_invoice"})]),
    # 39
    dict(q="What's coming up at nursery in the next few weeks, and is there anything I need to do?",
         src=[T("get_events", {
             "setting": "Orchard Street", "from": "2026-03-23", "to": "2026-04-17",
             "events": [{"date": "2026-03-26", "title": "Parents' stay-and-play", "time": "16:00-17:00",
                         "parents_invited": True},
                        {"date": "2026-04-02", "title": "Easter bonnet parade", "time": "15:30",
                         "parents_invited": True},
                        {"date": "2026-04-03", "title": "Closed: Good Friday"},
                        {"date": "2026-04-06", "title": "Closed: Easter Monday"}]}),
              T("get_parent_actions", {
                  "child": "Hugo Ferreira",
                  "actions": [{"action": "sign_trip_consent", "ref": "TRIP-0415", "due": "2026-04-08"},
                              {"action": "pay_invoice", "ref": "INV-26-03-6011", "amount": 455.80,
                               "currency": "GBP", "due": "2026-04-01"},
                              {"action": "update_emergency_contacts", "due": None}]}, compact=True)]),
]
