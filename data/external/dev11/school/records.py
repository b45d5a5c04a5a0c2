"""Tool results and questions for the `school` dev set (invented secondary school "Brackenwood
Academy" of the invented "Fellgate Learning Trust", its staff, pupils, clubs, bus operators and
suppliers; all written by hand by Claude as data helper). Each item: q (parent's message) and
src, a list of 1-2 tool calls. A tool call is dict(fn=<function name>, data=<object, dumped
with json.dumps>, compact=<bool: compact separators>) or dict(fn=..., table=<plain text the
tool returned verbatim>).
"""

T = lambda fn, data, compact=False: dict(fn=fn, data=data, compact=compact)  # noqa: E731
TAB = lambda fn, table: dict(fn=fn, table=table)  # noqa: E731

ITEMS = [
    # 0
    dict(q="What's Isla's attendance like this year? Is she below the school's target?",
         src=[T("get_attendance_summary", {
             "pupil": {"name": "Isla Kerrigan", "upn": "K823410026001", "year_group": 9, "form": "9KH"},
             "period": {"from": "2025-09-03", "to": "2026-02-13"},
             "sessions": {"possible": 204, "present": 191, "authorised_absence": 9,
                          "unauthorised_absence": 4},
             "late": {"before_registers_closed": 6, "after_registers_closed": 1},
             "attendance_pct": 93.6,
             "thresholds": {"trust_target_pct": 96.0, "persistent_absence_below_pct": 90.0},
             "attendance_officer": {"name": "Mr D. Halloran",
                                    "email": "attendance@brackenwoodacademy.org.uk"}})]),
    # 1
    dict(q="How many times has Oscar been late this half term?",
         src=[TAB("get_late_marks",
                  "pupil: Oscar Whitfield (8RM)   half term: 2026-02-23 to 2026-03-27\n"
                  "date        session  code  mins_late  reason\n"
                  "2026-02-24  AM       L     6          bus_delay\n"
                  "2026-03-02  AM       L     12         overslept\n"
                  "2026-03-05  AM       U     34         not_given\n"
                  "2026-03-10  PM       L     4          not_given\n"
                  "2026-03-12  AM       L     9          bus_delay\n"
                  "code key: L = late before registers closed (counted as present), "
                  "U = late after registers closed (counted as unauthorised absence)\n"
                  "late detentions issued this half term: 1 (served 2026-03-06)")]),
    # 2
    dict(q="How much is left on Maisie's dinner money account? Will she be able to get lunch tomorrow?",
         src=[T("get_catering_account", {
             "pupil_id": "BW-40712", "pupil_name": "Maisie Lund",
             "account": {"balance": {"amount_pence": 235, "currency": "GBP"},
                         "low_balance_alert_pence": 500, "alert_channel": "email",
                         "daily_spend_limit_pence": 450, "overdraft_allowed": False},
             "last_topup": {"date": "2026-02-27", "amount_pence": 2000, "method": "card"},
             "meal_deal_price_pence": 265, "as_of": "2026-03-04T16:10:00+00:00"})]),
    # 3
    dict(q="How much is left to pay for Ethan's Malham trip, and when's the next payment due?",
         src=[T("get_trip_payment", {
             "trip": {"code": "GEO10-MAL", "name": "Year 10 Geography fieldwork, Malham",
                      "depart": "2026-06-15", "return": "2026-06-17"},
             "pupil": "Ethan Brook",
             "total_cost": {"amount": 185.00, "currency": "GBP"},
             "schedule": [
                 {"instalment": 1, "label": "deposit", "due": "2026-01-16", "amount": 50.00,
                  "status": "paid", "paid_on": "2026-01-12"},
                 {"instalment": 2, "due": "2026-02-20", "amount": 45.00, "status": "paid",
                  "paid_on": "2026-02-20"},
                 {"instalment": 3, "due": "2026-03-20", "amount": 45.00, "status": "due"},
                 {"instalment": 4, "due": "2026-04-24", "amount": 45.00, "status": "due"}],
             "deposit_refundable": False, "payment_channel": "portal"})]),
    # 4
    dict(q="Where's my uniform order? It's been over a week.",
         src=[T("get_uniform_order", {
             "order_id": "UNI-33817", "placed": "2026-02-21", "status": "part_dispatched",
             "items": [
                 {"sku": "BW-BLZ-34", "name": "Blazer with crest", "size": "34\"", "qty": 1,
                  "unit_price": 38.50, "status": "dispatched"},
                 {"sku": "BW-TIE-KES", "name": "House tie (Kestrel)", "qty": 2,
                  "unit_price": 6.25, "status": "dispatched"},
                 {"sku": "BW-PEQ-M", "name": "PE quarter-zip top", "size": "M", "qty": 1,
                  "unit_price": 24.00, "status": "backordered", "expected_dispatch": "2026-03-16"}],
             "delivery": {"method": "home", "fee": 3.95, "carrier": "Northway Parcels",
                          "tracking": "NWP-558201-BW", "dispatched_on": "2026-02-27"},
             "order_total": 78.95, "currency": "GBP"})]),
    # 5
    dict(q="When do the kids go back after Easter, and are there any INSET days next term?",
         src=[TAB("get_term_dates",
                  "Brackenwood Academy term dates 2025-26\n"
                  "term          starts      ends        half_term\n"
                  "Autumn 2025   2025-09-01  2025-12-19  2025-10-27 to 2025-10-31\n"
                  "Spring 2026   2026-01-05  2026-03-27  2026-02-16 to 2026-02-20\n"
                  "Summer 2026   2026-04-13  2026-07-21  2026-05-25 to 2026-05-29\n"
                  "INSET days (school closed to pupils): 2025-09-01, 2025-09-02, 2026-01-05, "
                  "2026-04-13, 2026-06-26\n"
                  "Bank holiday closures in term: 2026-05-04")]),
    # 6
    dict(q="Has our holiday request for Noah been approved?",
         src=[T("get_absence_request", {
             "request_id": "ABR-2026-0419", "pupil": "Noah Pellow", "form": "7SD",
             "dates": {"from": "2026-03-23", "to": "2026-03-26"}, "sessions_requested": 8,
             "reason_category": "family_holiday", "status": "declined",
             "decided_by": "Mrs A. Okonjo (Attendance Lead)",
             "decided_at": "2026-03-02T14:25:00+00:00",
             "decision_note": "Leave in term time is only granted in exceptional circumstances.",
             "if_taken": {"recorded_as": "unauthorised", "penalty_notice_possible": True},
             "appeal": {"allowed": True, "deadline": "2026-03-09",
                        "to": "headteacher@brackenwoodacademy.org.uk"}})]),
    # 7
    dict(q="Are there any changes to Leo's timetable tomorrow?",
         src=[T("get_timetable_changes", {
             "pupil": "Leo Farrant", "form": "11AT", "date": "2026-03-05",
             "changes": [
                 {"period": 2, "time": "09:55-10:55", "subject": "Chemistry", "type": "room_change",
                  "from_room": "S4", "to_room": "S11"},
                 {"period": 4, "time": "12:15-13:15", "subject": "History", "type": "cover",
                  "usual_teacher": "Mr P. Gorski", "cover_teacher": "Ms R. Vane", "room": "H2"},
                 {"period": 5, "time": "14:00-15:00", "subject": "PE", "type": "location_change",
                  "from_room": "Sports Hall", "to_room": "Gym 2",
                  "note": "Sports Hall in use for mock exams"}],
             "generated_at": "2026-03-04T17:30:00+00:00"}, compact=True)]),
    # 8
    dict(q="My daughter is in Year 8. Which Tuesday clubs still have places, and how much do they cost?",
         src=[TAB("get_clubs",
                  "day: Tuesday   block: Spring 2 (2026-02-24 to 2026-03-24)\n"
                  "club                  years  time         room      fee_per_block  places  left\n"
                  "Chess Club            7-13   15:15-16:15  L3        £0.00          24      6\n"
                  "Robotics              8-10   15:15-16:45  T2        £18.00         16      0\n"
                  "Climbing              9-13   15:30-17:00  off-site  £42.00         12      2\n"
                  "Spanish Conversation  7-9    15:15-16:00  M5        £0.00          20      11\n"
                  "Street Dance          7-11   15:20-16:20  Drama 1   £12.00         25      4\n"
                  "waiting list open: Robotics")]),
    # 9
    dict(q="Which GCSEs is Amara entered for, and is there anything I have to pay?",
         src=[T("get_exam_entries", {
             "candidate": {"name": "Amara Osei", "candidate_number": "4107", "centre_number": "31588"},
             "series": "Summer 2026", "qualification": "GCSE",
             "entries": [
                 {"code": "NEB-8300H", "subject": "Mathematics", "tier": "higher", "fee_payer": "school"},
                 {"code": "NEB-8700", "subject": "English Language", "tier": None, "fee_payer": "school"},
                 {"code": "NEB-8702", "subject": "English Literature", "tier": None, "fee_payer": "school"},
                 {"code": "NEB-8464H", "subject": "Combined Science", "tier": "higher",
                  "fee_payer": "school"},
                 {"code": "OAC-J277", "subject": "Computer Science", "tier": None, "fee_payer": "school"},
                 {"code": "OAC-J625", "subject": "Religious Studies", "tier": None, "fee_payer": "school"},
                 {"code": "NEB-8688", "subject": "Polish", "tier": None, "fee_payer": "parent",
                  "fee": {"amount": 58.40, "currency": "GBP"}, "payment_status": "unpaid",
                  "entry_confirmed": False, "confirmed_on_payment": True}],
             "parent_fees_due_by": "2026-03-13",
             "late_entry_surcharge": {"amount": 32.00, "currency": "GBP", "applies_after": "2026-03-13"},
             "exams_officer": {"name": "Mrs J. Tallis", "email": "exams@brackenwoodacademy.org.uk"}})]),
    # 10
    dict(q="What are my parents' evening appointments for Hannah?",
         src=[T("get_parents_evening_bookings", {
             "event": {"name": "Year 11 Parents' Evening", "date": "2026-03-12", "mode": "in_person",
                       "venue": "Main Hall", "slot_length_min": 5},
             "pupil": "Hannah Reyes",
             "bookings": [
                 {"teacher": "Mr S. Adebayo", "subject": "Mathematics", "start": "16:40", "table": "M3"},
                 {"teacher": "Ms L. Carrow", "subject": "English", "start": "16:50", "table": "E1"},
                 {"teacher": "Dr F. Nwosu", "subject": "Chemistry", "start": "17:05", "table": "S2"},
                 {"teacher": "Mrs K. Byrne", "subject": "French", "start": "17:15", "table": "L4"}],
             "not_booked": [{"teacher": "Mr T. Inglis", "subject": "History", "reason": "fully_booked"}]})]),
    # 11
    dict(q="What time does Ruby's bus pick her up, and is her bus pass paid up?",
         src=[T("get_bus_pass", {
             "pass_number": "BP-26-01884", "pupil": "Ruby Castell",
             "route": {"code": "BW3", "operator": "Tarnside Coaches", "stop": "Hollow Lane / Post Office",
                       "am_pickup": "07:52", "pm_departs_school": "15:25", "pm_arrives_stop": "15:58"},
             "valid_from": "2025-09-01", "valid_until": "2026-07-21",
             "fare": {"type": "paid_seat", "annual": 540.00, "currency": "GBP", "payment_plan": "termly",
                      "terms": [{"term": "autumn", "amount": 180.00, "status": "paid"},
                                {"term": "spring", "amount": 180.00, "status": "paid"},
                                {"term": "summer", "amount": 180.00, "status": "due", "due": "2026-04-10"}]},
             "free_transport_eligible": False})]),
    # 12
    dict(q="Has anyone handed in a navy PE hoodie with J. Adeyemi written in it?",
         src=[T("search_lost_property", {
             "query": {"item": "hoodie", "colour": "navy", "name_label": "J. Adeyemi"},
             "matches": [
                 {"ref": "LP-1187", "item": "PE hoodie", "colour": "navy", "size": "Age 13-14",
                  "name_label": "J ADEYEMI", "found": "2026-02-26",
                  "location_found": "Sports Hall changing rooms", "held_at": "Student Services",
                  "status": "held"},
                 {"ref": "LP-1163", "item": "hoodie", "colour": "navy", "size": "S", "name_label": None,
                  "found": "2026-02-10", "location_found": "Canteen", "held_at": "Student Services",
                  "status": "held", "disposal_date": "2026-03-13"}],
             "collection": {"where": "Student Services", "days": "Mon-Fri",
                            "times": ["08:15-08:40", "15:15-15:45"]},
             "unclaimed_kept_days": 31}, compact=True)]),
    # 13
    dict(q="How is Theo doing against his targets?",
         src=[T("get_progress_report", {
             "pupil": "Theo Marchetti", "year": 10, "report": "Spring Progress Report",
             "issued": "2026-02-13", "scale": "GCSE 9-1",
             "subjects": [
                 {"subject": "English Language", "current": 6, "target": 6, "effort": 2},
                 {"subject": "Mathematics", "current": 5, "target": 7, "effort": 3},
                 {"subject": "Combined Science", "current": 6, "target": 6, "effort": 1},
                 {"subject": "Geography", "current": 7, "target": 6, "effort": 1},
                 {"subject": "Spanish", "current": 4, "target": 5, "effort": 2},
                 {"subject": "Computer Science", "current": 6, "target": 7, "effort": 2},
                 {"subject": "Art", "current": 8, "target": 7, "effort": 1}],
             "effort_key": {"1": "excellent", "2": "good", "3": "requires improvement",
                            "4": "cause for concern"},
             "tutor": "Mrs E. Sandoval"})]),
    # 14
    dict(q="Kai says he's got a detention this week. What's it for and when is it?",
         src=[T("get_behaviour_events", {
             "pupil": "Kai Lindqvist", "form": "9PW",
             "events": [
                 {"id": "BEH-5521", "date": "2026-03-03", "type": "detention",
                  "category": "homework_not_submitted", "subject": "Science",
                  "issued_by": "Mr O. Fenwick",
                  "detention": {"date": "2026-03-05", "start": "15:15", "duration_min": 45,
                                "room": "S7", "status": "scheduled"}},
                 {"id": "BEH-5390", "date": "2026-02-11", "type": "detention",
                  "category": "late_to_lesson", "subject": "Mathematics", "issued_by": "Ms N. Ilori",
                  "detention": {"date": "2026-02-12", "start": "13:05", "duration_min": 20,
                                "room": "Reflection Room", "status": "served"}}],
             "parent_notified": True})]),
    # 15
    dict(q="Are there any consent forms I still need to sign for Sophie?",
         src=[T("get_consent_forms", {
             "pupil": "Sophie Garland", "as_of": "2026-03-04",
             "forms": [
                 {"form_id": "CF-771", "title": "Year 8 residential: Eden Moor Outdoor Centre",
                  "deadline": "2026-03-10", "status": "outstanding",
                  "requires": ["parent_signature", "medical_update"]},
                 {"form_id": "CF-764", "title": "Photography and media consent 2025-26",
                  "status": "signed", "signed_on": "2025-09-08"},
                 {"form_id": "CF-779", "title": "Paracetamol administration consent",
                  "deadline": "2026-03-20", "status": "outstanding", "requires": ["parent_signature"]},
                 {"form_id": "CF-752", "title": "Local area walks (Geography)", "status": "signed",
                  "signed_on": "2026-01-14"}]}, compact=True)]),
    # 16
    dict(q="Has my free school meals application gone through?",
         src=[T("get_fsm_application", {
             "application_ref": "FSM-26-0312", "applicant": "Ms Tanya Birch",
             "children": [{"name": "Lewis Birch", "year": 8}, {"name": "Evie Birch", "year": 7}],
             "status": "approved", "decision_date": "2026-02-26", "effective_from": "2026-03-02",
             "daily_meal_allowance_pence_per_child": 265, "allowance_loaded": "daily_at_00:05",
             "unused_allowance_carries_over": False, "pupil_premium_registered": True,
             "next_eligibility_check": "2026-09-01",
             "checked_by": "Fellgate Learning Trust eligibility team"})]),
    # 17
    dict(q="How much is Grace's violin invoice for next term, and when do I need to pay it?",
         src=[T("get_music_invoice", {
             "invoice_no": "MUS-2603-0448", "pupil": "Grace Whelan", "service": "instrumental_lessons",
             "instrument": "violin", "teacher": "Mrs H. Dunmore", "term": "Summer 2026",
             "lessons": 10, "lesson_length_min": 30, "price_per_lesson": 18.20, "subtotal": 182.00,
             "discounts": [{"type": "sibling", "pct": 10, "amount": -18.20}],
             "instrument_hire": 12.00, "total_due": 175.80, "currency": "GBP",
             "due_date": "2026-04-17", "status": "issued",
             "notice_to_stop_lessons": "by_half_term_of_previous_term",
             "billing_contact": "music.billing@brackenwoodacademy.org.uk"})]),
    # 18
    dict(q="Was Freya marked absent on Wednesday? She was off sick.",
         src=[TAB("get_register_week",
                  "pupil: Freya Holt   form: 10JP   week: 2026-03-02 to 2026-03-06\n"
                  "date        day  AM  PM\n"
                  "2026-03-02  Mon  /   \\\n"
                  "2026-03-03  Tue  L   \\\n"
                  "2026-03-04  Wed  I   I\n"
                  "2026-03-05  Thu  M   \\\n"
                  "2026-03-06  Fri  /   \\\n"
                  "key: / = present (AM), \\ = present (PM), L = late before registers closed (present), "
                  "I = illness (authorised absence), M = medical or dental appointment (authorised absence), "
                  "O = unauthorised absence")]),
    # 19
    dict(q="I topped up £20 yesterday evening but it still says £3.10. What's going on?",
         src=[T("get_topup_history", {
             "account": "BW-40988",
             "topups": [
                 {"id": "TU-88121", "created_at": "2026-03-03T19:42:00+00:00", "amount_pence": 2000,
                  "method": "card", "status": "pending", "status_detail": "awaiting_card_authorisation"},
                 {"id": "TU-87410", "created_at": "2026-02-16T08:05:00+00:00", "amount_pence": 1500,
                  "method": "card", "status": "completed", "credited_at": "2026-02-16T08:06:00+00:00"}],
             "pending_timeout_hours": 48, "on_timeout": "cancelled_not_charged"}, compact=True),
              T("get_catering_account", {
                  "pupil_name": "Jacob Moreno", "account": "BW-40988", "balance_pence": 310,
                  "currency": "GBP", "as_of": "2026-03-04T12:30:00+00:00"})]),
    # 20
    dict(q="What do I owe the school in total right now?",
         src=[T("get_family_payments", {
             "family_ref": "FAM-2291", "as_of": "2026-03-04", "currency": "GBP",
             "children": [
                 {"name": "Alfie Dunn", "year": 7, "items": [
                     {"item": "Science Museum trip (Year 7)", "amount": 22.00, "due": "2026-03-11",
                      "status": "unpaid"},
                     {"item": "Street Dance club (Spring 2)", "amount": 12.00, "status": "paid",
                      "paid_on": "2026-02-23"}]},
                 {"name": "Poppy Dunn", "year": 10, "items": [
                     {"item": "Malham fieldwork - instalment 3", "amount": 45.00, "due": "2026-03-20",
                      "status": "unpaid"},
                     {"item": "Music lessons (Spring 2026)", "amount": 87.50, "due": "2026-01-30",
                      "status": "overdue"},
                     {"item": "GCSE revision guide pack", "amount": 14.99, "status": "cancelled"}]}]})]),
    # 21
    dict(q="Has my uniform return been sorted out?",
         src=[T("get_uniform_return", {
             "return_ref": "RET-0917", "order_id": "UNI-32954", "received_at_shop": "2026-02-27",
             "items": [
                 {"name": "Girls' pleated skirt", "size": "26\"", "action": "exchange",
                  "exchange_to_size": "28\"", "exchange_status": "dispatched",
                  "dispatched_on": "2026-03-02", "carrier": "Northway Parcels"},
                 {"name": "Black V-neck jumper", "size": "L", "action": "refund", "amount": 19.75,
                  "refund_status": "approved", "refund_method": "original_card",
                  "refund_issued_on": "2026-03-03"}],
             "currency": "GBP"})]),
    # 22
    dict(q="When does school finish for Easter, and when do they go back?",
         src=[T("get_term_dates", {
             "term": "Spring 2026", "starts": "2026-01-05", "ends": "2026-03-27",
             "half_term": {"from": "2026-02-16", "to": "2026-02-20"}}, compact=True),
              T("get_calendar_events", {
                  "from": "2026-03-23", "to": "2026-04-17",
                  "events": [
                      {"date": "2026-03-27", "title": "Last day of term - early finish",
                       "pupils_leave": "13:15", "buses_depart": "13:20"},
                      {"date": "2026-04-13", "title": "INSET day", "pupils_in": False},
                      {"date": "2026-04-14", "title": "Summer term starts for pupils", "pupils_in": True}]})]),
    # 23
    dict(q="Did Zara get a place in Robotics club?",
         src=[T("get_club_enrolment", {
             "pupil": "Zara Ellison", "club": "Robotics", "day": "Tuesday", "status": "waitlisted",
             "waitlist_position": 3, "capacity": 16, "enrolled": 16,
             "fee_per_block": {"amount": 18.00, "currency": "GBP"}, "fee_charged": False,
             "charge_on": "place_offered_and_accepted", "offer_expires_after_hours": 48,
             "next_block_starts": "2026-04-14"}, compact=True)]),
    # 24
    dict(q="Why have I got an exams invoice for Daniel for £129.60?",
         src=[T("get_exam_invoice", {
             "invoice": "EXM-INV-20417", "candidate": "Daniel Price", "candidate_number": "2290",
             "lines": [
                 {"desc": "GCSE Statistics entry fee (NEB-8382H)", "type": "entry_fee", "amount": 49.60},
                 {"desc": "Late entry surcharge: GCSE Statistics", "type": "late_entry_fee", "amount": 32.00},
                 {"desc": "Review of marking: GCSE English Language Paper 2 (November 2025)",
                  "type": "review_of_marking", "amount": 48.00, "outcome": "grade_unchanged",
                  "refundable_if_grade_changes": True}],
             "total": 129.60, "paid": 48.00, "balance": 81.60, "currency": "GBP",
             "due": "2026-03-18", "payment_methods": ["portal_card", "school_office_card"]})]),
    # 25
    dict(q="Which slots are still free at the Year 8 parents' evening? I'd like to see English, Maths and Science.",
         src=[TAB("get_parents_evening_slots",
                  "event: Year 8 Parents' Evening   date: 2026-03-19   format: online video, 5-minute slots\n"
                  "teacher           subject    free_slots\n"
                  "Ms A. Quinlan     English    16:35, 16:40, 17:55\n"
                  "Mr R. Haddad      Maths      16:00, 18:10\n"
                  "Mrs P. Oyelaran   Science    none (fully booked)\n"
                  "Mr G. Lowther     Geography  16:20, 16:25, 16:30, 17:00\n"
                  "Mme C. Bastide    French     17:45, 18:15\n"
                  "booking closes: 2026-03-18 12:00")]),
    # 26
    dict(q="What time does Harvey need to be at his bus stop in the mornings next week?",
         src=[T("get_bus_pass", {
             "pupil": "Harvey Lomax", "pass_no": "BP-26-02210", "route": "BW7",
             "boarding_stop": "Kestrel Road (stop 4)", "status": "active", "valid_until": "2026-07-21",
             "photo_on_file": True}),
              T("get_route_timetable", {
                  "route": "BW7", "operator": "Moorline Travel",
                  "stops": [{"seq": 1, "name": "Ashby Green", "am": "07:35"},
                            {"seq": 2, "name": "Ferncliffe Church", "am": "07:41"},
                            {"seq": 3, "name": "Holme Bridge", "am": "07:48"},
                            {"seq": 4, "name": "Kestrel Road", "am": "07:54"},
                            {"seq": 5, "name": "Brackenwood Academy", "am": "08:22"}],
                  "pm_departs_school": "15:20",
                  "service_changes": [{"from": "2026-03-09", "to": "2026-03-13",
                                       "note": "Holme Bridge closed for resurfacing: stop 3 moved to "
                                               "Holme Bridge Garage; AM times at stops 4-5 are 6 minutes later"}]},
                  compact=True)]),
    # 27
    dict(q="How close is Mason to getting a detention?",
         src=[T("get_behaviour_summary", {
             "pupil": "Mason Hurst", "period": "spring_term_to_date", "as_of": "2026-03-04",
             "achievement_points": 46, "behaviour_points": 11,
             "thresholds": {"after_school_detention_at_behaviour_points": 15,
                            "report_card_at_behaviour_points": 20,
                            "bronze_award_at_achievement_points": 50},
             "recent_behaviour": [
                 {"date": "2026-03-02", "points": 2, "category": "no_equipment", "subject": "Maths"},
                 {"date": "2026-02-26", "points": 3, "category": "low_level_disruption", "subject": "French"}],
             "points_reset": "each_term"})]),
    # 28
    dict(q="Has Lily improved since the autumn?",
         src=[T("get_assessment_grades", {
             "pupil": "Lily Ashworth", "year": 11,
             "windows": [
                 {"name": "Autumn assessment", "date": "2025-12-05",
                  "grades": {"English Language": 5, "English Literature": 5, "Mathematics": 4,
                             "Biology": 6, "History": 5}},
                 {"name": "Spring mocks", "date": "2026-02-27",
                  "grades": {"English Language": 6, "English Literature": 5, "Mathematics": 5,
                             "Biology": 6, "History": 4}}]}, compact=True)]),
    # 29
    dict(q="When are Arjun's drum lessons for the rest of term?",
         src=[T("get_music_rota", {
             "pupil": "Arjun Mehta", "instrument": "drum kit", "teacher": "Mr B. Carver",
             "room": "Music Practice Room 2", "term": "Spring 2026",
             "lessons_this_term": 10, "lessons_delivered": 6, "missed_by_pupil": 1,
             "rota": [
                 {"date": "2026-03-05", "period": 2, "time": "09:55-10:25", "status": "scheduled"},
                 {"date": "2026-03-12", "period": 3, "time": "11:15-11:45", "status": "scheduled"},
                 {"date": "2026-03-19", "period": 4, "time": "12:15-12:45", "status": "cancelled",
                  "reason": "teacher_absence", "credit_issued": True},
                 {"date": "2026-03-26", "period": 5, "time": "14:00-14:30", "status": "scheduled"}]})]),
    # 30
    dict(q="We withdrew Bethany from the ski trip. How much are we getting back?",
         src=[T("get_trip_withdrawal", {
             "trip": "Year 9 Ski Trip, Aosta Valley", "trip_code": "SKI9-26", "pupil": "Bethany Cole",
             "status": "withdrawn", "withdrawn_on": "2026-02-18", "paid_to_date": 620.00,
             "non_refundable": {"deposit": 150.00, "insurance_premium": 38.00},
             "cancellation_charge_pct_of_remainder": 25, "refund_due": 324.00,
             "refund_method": "original_payment_method", "refund_status": "processing",
             "expected_by": "2026-03-13", "currency": "GBP"})]),
    # 31
    dict(q="Has Daisy's attendance dropped this term?",
         src=[TAB("get_attendance_by_term",
                  "pupil: Daisy Okoro   year: 11   form: 11MW\n"
                  "term           possible  present  auth_abs  unauth_abs  attendance\n"
                  "Autumn 2025    142       136      6         0           95.8%\n"
                  "Spring 2026*   82        74       5         3           90.2%\n"
                  "year to date   224       210      11        3           93.8%\n"
                  "* to date (2026-03-04)   school target: 96%")]),
    # 32
    dict(q="What's Ella got on Monday, and does she need her PE kit?",
         src=[T("get_timetable_day", {
             "pupil": "Ella Brennan", "form": "8CL", "date": "2026-03-09", "day": "Monday", "week": "B",
             "registration": {"time": "08:35-08:50", "room": "C12"},
             "periods": [
                 {"p": 1, "time": "08:50-09:50", "subject": "Mathematics", "teacher": "Mr R. Haddad", "room": "M4"},
                 {"p": 2, "time": "09:55-10:55", "subject": "English", "teacher": "Ms A. Quinlan", "room": "E6"},
                 {"p": 3, "time": "11:15-12:15", "subject": "Science", "teacher": "Mrs P. Oyelaran", "room": "S2"},
                 {"p": 4, "time": "12:15-13:15", "subject": "PE", "teacher": "Mr C. Okafor",
                  "room": "Sports Hall", "kit_required": True},
                 {"p": 5, "time": "14:00-15:00", "subject": "French", "teacher": "Mme C. Bastide", "room": "L5"}],
             "break": "10:55-11:15", "lunch": "13:15-14:00"})]),
    # 33
    dict(q="How much did Reuben spend on lunches last week?",
         src=[T("get_catering_transactions", {
             "pupil": "Reuben Clarke", "week_commencing": "2026-02-23", "currency": "GBP",
             "transactions": [
                 {"date": "2026-02-23", "time": "13:22", "items": ["Meal deal"], "amount_pence": 265},
                 {"date": "2026-02-24", "time": "13:18", "items": ["Pasta pot", "Water"], "amount_pence": 310},
                 {"date": "2026-02-25", "time": "13:31", "items": ["Meal deal", "Cookie"], "amount_pence": 330},
                 {"date": "2026-02-26", "time": "10:58", "items": ["Toast"], "amount_pence": 80},
                 {"date": "2026-02-26", "time": "13:20", "items": ["Meal deal"], "amount_pence": 265},
                 {"date": "2026-02-27", "time": "13:27", "items": ["Jacket potato"], "amount_pence": 240}],
             "balance_end_of_week_pence": 415}, compact=True)]),
    # 34
    dict(q="I reported Finn off sick this morning. Did it go through?",
         src=[T("get_absence_report", {
             "report_id": "ABS-R-66310", "pupil": "Finn Gallagher", "reported_by": "parent",
             "channel": "portal", "reported_at": "2026-03-04T07:48:00+00:00", "reason": "illness",
             "parent_note": "vomiting overnight", "absence_from": "2026-03-04",
             "expected_return": "2026-03-06", "status": "received", "recorded_code": "I",
             "return_guidance": "48 hours after the last episode of sickness or diarrhoea",
             "daily_update_required": True})]),
    # 35
    dict(q="I want to add a pair of 30S trousers to my basket. Are they in stock, and what would the total be with delivery?",
         src=[T("get_uniform_product", {
             "family": "BW-TRS", "name": "Boys' slim-fit trousers (charcoal)", "currency": "GBP",
             "sizes": [{"size": "28S", "price": 16.50, "stock": 9},
                       {"size": "30S", "price": 16.50, "stock": 0, "restock_expected": "2026-03-18"},
                       {"size": "30R", "price": 17.50, "stock": 4},
                       {"size": "32R", "price": 17.50, "stock": 12}],
             "click_and_collect": {"available": True, "fee": 0.00, "ready_within_school_days": 2,
                                   "collect_from": "Reception"},
             "home_delivery_fee": 3.95, "free_delivery_over": 50.00}),
              T("get_uniform_basket", {
                  "basket_id": "BSK-6612", "currency": "GBP",
                  "lines": [{"sku": "BW-SKT-28", "name": "Girls' pleated skirt (28\")", "qty": 1, "price": 21.00},
                            {"sku": "BW-TIE-KES", "name": "House tie (Kestrel)", "qty": 1, "price": 6.25}],
                  "subtotal": 27.25}, compact=True)]),
    # 36
    dict(q="What exams does Priya have in the week of 11 May, and what time does each one finish?",
         src=[T("get_exam_timetable", {
             "candidate": "Priya Nair", "candidate_number": "3862", "series": "Summer 2026",
             "exams": [
                 {"date": "2026-05-11", "session": "AM", "start": "09:00", "duration_min": 105,
                  "paper": "English Literature Paper 1", "room": "Sports Hall"},
                 {"date": "2026-05-13", "session": "PM", "start": "13:30", "duration_min": 90,
                  "paper": "Mathematics Paper 1 (Higher)", "room": "Sports Hall"},
                 {"date": "2026-05-14", "session": "AM", "start": "09:00", "duration_min": 75,
                  "paper": "Biology Paper 1 (Higher)", "room": "Main Hall"},
                 {"date": "2026-05-14", "session": "PM", "start": "13:30", "duration_min": 120,
                  "paper": "Geography Paper 1", "room": "Main Hall"},
                 {"date": "2026-05-15", "session": "AM", "start": "09:00", "duration_min": 120,
                  "paper": "History Paper 1", "room": "Sports Hall"}],
             "arrive_minutes_before_start": 15, "clear_pencil_case_required": True})]),
    # 37
    dict(q="What's left to do before Sophie can go on the Eden Moor trip?",
         src=[T("get_trip_details", {
             "trip_code": "Y8-EDM", "name": "Year 8 residential: Eden Moor Outdoor Centre",
             "depart": "2026-04-22T08:30:00+01:00", "return": "2026-04-24T15:30:00+01:00",
             "cost": {"amount": 210.00, "currency": "GBP"}, "trip_lead": "Mr J. Ferris",
             "kit_list": "brackenwoodacademy.org.uk/trips/eden-moor-kit"}),
              T("get_trip_readiness", {
                  "pupil": "Sophie Garland", "trip_code": "Y8-EDM",
                  "consent": {"status": "outstanding", "deadline": "2026-03-10",
                              "sections": {"parent_signature": False, "medical_update": False,
                                           "emergency_contacts_confirmed": True,
                                           "dietary_requirements": True}},
                  "payment": {"paid": 150.00, "balance": 60.00, "due": "2026-03-27"}}, compact=True)]),
    # 38
    dict(q="Kayden's on free school meals. Can he still get a cookie at lunch today with his allowance?",
         src=[T("get_fsm_status", {
             "pupil": "Kayden Moss", "fsm_eligible": True, "since": "2025-11-17",
             "daily_allowance_pence": 265, "breakfast_club_free": True}),
              T("get_catering_account", {
                  "pupil": "Kayden Moss", "as_of": "2026-03-04T13:05:00+00:00",
                  "fsm_allowance_today_pence": 265, "fsm_allowance_used_today_pence": 190,
                  "cash_balance_pence": 120,
                  "todays_purchases": [{"time": "12:41", "item": "Pasta bake", "pence": 190, "paid_from": "fsm"}]},
                  compact=True)]),
    # 39
    dict(q="Tilly lost her bus pass. Where are we up to with the replacement?",
         src=[T("get_bus_pass_replacement", {
             "request_ref": "BPR-0377", "pupil": "Tilly Gough", "original_pass": "BP-26-01532",
             "reason": "lost", "replacement_fee": {"amount": 7.50, "currency": "GBP", "status": "paid"},
             "status": "printing", "collect_from": "Student Services", "ready_expected": "2026-03-06",
             "temporary_pass": {"issued": True, "valid_until": "2026-03-09"},
             "old_pass_cancelled": True})]),
]
