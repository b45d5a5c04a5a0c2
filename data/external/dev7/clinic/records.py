"""Tool results and user questions for the `clinic` set (invented, hand-written by Claude as
data helper). A patient-portal assistant of the invented health group *Harwood Lane Health*
(GP surgeries, dental practices, vet clinics, pharmacies). Each record: q (user message),
src (1-2 tool results). A tool result is either ``data`` (dumped with json.dumps;
``compact`` picks API-style separators) or ``table`` (plain text the tool returned
verbatim). All names, numbers and places are invented for this set."""


def S(fn, data=None, table=None, compact=False):
    d = {"fn": fn, "compact": compact}
    if table is not None:
        d["table"] = table.strip("\n")
    else:
        d["data"] = data
    return d


GBP = lambda v: {"amount": v, "currency": "GBP"}  # noqa: E731

RECORDS = [
    # R00 GP: upcoming appointments
    dict(q="When's my next GP appointment and who is it with? Do I have anything else booked?",
         src=[S("get_upcoming_appointments", {
             "patient_id": "HL-220871", "as_of": "2026-04-14T09:12:00+01:00",
             "appointments": [
                 {"appt_id": "GP-55120", "type": "gp_routine",
                  "clinician": {"name": "Dr Amara Fenwick", "role": "GP"},
                  "site": "Harwood Lane Surgery, Bexley Road", "start": "2026-04-21T15:40:00+01:00",
                  "duration_min": 10, "mode": "in_person", "status": "confirmed",
                  "cancellable_until": "2026-04-20T15:40:00+01:00"},
                 {"appt_id": "NR-10933", "type": "nurse_bloods",
                  "clinician": {"name": "Nurse Toby Okafor", "role": "Practice nurse"},
                  "site": "Harwood Lane Surgery, Bexley Road", "start": "2026-04-16T08:20:00+01:00",
                  "duration_min": 15, "mode": "in_person", "status": "confirmed",
                  "fasting_required": True, "cancellable_until": "2026-04-15T08:20:00+01:00"}]})]),
    # R01 repeat prescription + pharmacy
    dict(q="Is my repeat prescription ready yet? When can I go and get it?",
         src=[S("get_prescription_request", {
             "request_id": "RX-884102", "status": "ready_for_collection",
             "requested_at": "2026-04-09T19:02:11+01:00", "approved_by": "Dr Ravi Lindqvist",
             "items": [{"name": "Ramipril 5mg capsules", "qty": 28, "status": "ready"},
                       {"name": "Atorvastatin 20mg tablets", "qty": 28, "status": "ready"},
                       {"name": "Salbutamol 100mcg inhaler", "qty": 1, "status": "owing",
                        "owing_note": "supplier delay, expected 2026-04-17"}],
             "pharmacy_id": "PH-031", "collect_by": "2026-04-27",
             "charges": {"per_item": GBP(9.90), "exempt": False}}),
              S("get_pharmacy", {
                  "pharmacy_id": "PH-031", "name": "Wellmeadow Pharmacy", "address": "3 Kiln Parade",
                  "hours": {"mon_fri": "08:30-18:30", "sat": "09:00-13:00", "sun": None},
                  "phone": "020 7946 0318", "as_of": "2026-04-14"}, compact=True)]),
    # R02 child vaccinations (text table)
    dict(q="Is Isla up to date with her jabs?",
         src=[S("get_vaccination_schedule", table="""
Patient: Isla Marrow (DOB 2025-01-08)
Vaccine                      Due         Status     Given
6-in-1 (dose 1)              2025-03-05  given      2025-03-05
6-in-1 (dose 2)              2025-04-02  given      2025-04-09
6-in-1 (dose 3)              2025-04-30  given      2025-05-07
MenB (booster)               2026-01-08  given      2026-01-14
Hib/MenC                     2026-01-08  given      2026-01-14
PCV (booster)                2026-01-08  given      2026-01-14
MMR (dose 1)                 2026-01-08  overdue    -
Pre-school booster (4-in-1)  2028-04-08  scheduled  -
""")]),
    # R03 dental treatment plan
    dict(q="How much is my dental treatment going to cost, and can I pay monthly?",
         src=[S("get_treatment_plan", {
             "plan_id": "DT-7741", "practice": "Harwood Lane Dental, Mill Street",
             "dentist": "Dr Helena Vasquez", "status": "awaiting_approval",
             "items": [{"code": "CRN-PFM", "desc": "Crown, porcelain fused to metal (UR6)", "fee": GBP(540.00)},
                       {"code": "RCT-M", "desc": "Root canal treatment, molar (UR6)", "fee": GBP(385.00)},
                       {"code": "SP", "desc": "Scale and polish", "fee": GBP(65.00)}],
             "total": GBP(990.00), "deposit_required": GBP(198.00),
             "finance": {"available": True, "min_total": 500, "instalments": 6, "frequency": "monthly", "interest_pct": 0},
             "valid_until": "2026-05-31"})]),
    # R04 test results
    dict(q="Are my blood test results back?",
         src=[S("get_test_results", {
             "patient_id": "HL-220871",
             "requests": [
                 {"test": "Full blood count", "requested": "2026-04-02", "sample_taken": "2026-04-07T08:35:00+01:00",
                  "status": "resulted", "reviewed_by_gp": True, "gp_comment": "Normal - no action", "action": "none"},
                 {"test": "HbA1c", "requested": "2026-04-02", "sample_taken": "2026-04-07T08:35:00+01:00",
                  "status": "resulted", "reviewed_by_gp": False, "gp_comment": None, "action": None},
                 {"test": "Vitamin D", "requested": "2026-04-02", "sample_taken": "2026-04-07T08:35:00+01:00",
                  "status": "pending_lab", "reviewed_by_gp": False, "gp_comment": None, "action": None}]},
             compact=True)]),
    # R05 referral waiting list
    dict(q="Where am I on the dermatology waiting list? Any idea when I'll be seen?",
         src=[S("get_referral", {
             "referral_id": "REF-30417", "specialty": "Dermatology", "provider": "St Aldric's Hospital",
             "priority": "routine", "status": "accepted", "referred_on": "2026-02-23", "accepted_on": "2026-03-05",
             "waiting_list": {"position": 214, "position_last_month": 261,
                              "estimated_wait_weeks": {"min": 14, "max": 20}},
             "appointment": None,
             "contact": {"booking_line": "0300 555 0192", "hours": "Mon-Fri 09:00-16:30"}})]),
    # R06 practice opening hours
    dict(q="What are the surgery's opening times? I can only come in after work, around 6.30.",
         src=[S("get_practice_hours", {
             "practice": "Harwood Lane Surgery", "address": "41 Bexley Road",
             "regular": {"mon": "08:00-18:30", "tue": "08:00-18:30", "wed": "08:00-20:00",
                         "thu": "08:00-18:30", "fri": "08:00-18:00", "sat": "09:00-12:00", "sun": None},
             "phone_lines": "08:00-18:00",
             "exceptions": [{"date": "2026-05-04", "reason": "bank_holiday", "hours": None},
                            {"date": "2026-05-06", "reason": "staff_training", "hours": "13:00-20:00"}],
             "out_of_hours": {"service": "NHS 111", "phone": "111"}})]),
    # R07 pet insurance claim
    dict(q="How much will the insurance pay towards Biscuit's vet bill?",
         src=[S("get_pet_claim", {
             "claim_id": "PC-50218",
             "policy": {"pet": {"name": "Biscuit", "species": "dog", "breed": "Cocker Spaniel"},
                        "excess": {"fixed": GBP(99), "co_pay_pct": 20, "co_pay_applies_from_age": 9},
                        "pet_age_years": 10},
             "invoice_total": GBP(684.00), "status": "approved", "payout": GBP(468.00),
             "paid_to": "vet_practice", "paid_on": None}, compact=True)]),
    # R08 vet availability
    dict(q="Can I get my dog's booster done this Saturday? How much is it?",
         src=[S("get_vet_availability", {
             "clinic": "Harwood Lane Vets, Orchard Way", "as_of": "2026-04-15",
             "service": "annual_vaccination_dog", "duration_min": 20, "price": GBP(62.50),
             "slots": [{"start": "2026-04-18T09:40:00+01:00", "vet": "Dr Colm Brennan"},
                       {"start": "2026-04-18T11:20:00+01:00", "vet": "Dr Colm Brennan"},
                       {"start": "2026-04-20T17:50:00+01:00", "vet": "Dr Priya Sethi"},
                       {"start": "2026-04-22T13:00:00+01:00", "vet": "Dr Priya Sethi"}],
             "booking_hold_min": 10, "health_plan_discount_pct": 15})]),
    # R09 dental payment schedule
    dict(q="How much do I still owe on my dental plan? I think a payment bounced.",
         src=[S("get_payment_schedule", {
             "account": "HLD-19022", "plan_id": "DT-6120", "total": GBP(1260.00),
             "deposit_paid": {"amount": 252.00, "currency": "GBP", "date": "2026-01-12"},
             "instalments": [
                 {"n": 1, "due": "2026-02-12", "amount": 168.00, "status": "paid"},
                 {"n": 2, "due": "2026-03-12", "amount": 168.00, "status": "paid"},
                 {"n": 3, "due": "2026-04-12", "amount": 168.00, "status": "failed", "retry_on": "2026-04-19"},
                 {"n": 4, "due": "2026-05-12", "amount": 168.00, "status": "scheduled"},
                 {"n": 5, "due": "2026-06-12", "amount": 168.00, "status": "scheduled"},
                 {"n": 6, "due": "2026-07-12", "amount": 168.00, "status": "scheduled"}],
             "late_fee": GBP(0), "method": "direct_debit"}, compact=True)]),
    # R10 vet: cat vaccinations
    dict(q="When are Mochi's next vaccinations due?",
         src=[S("get_pet_vaccinations", {
             "pet": {"name": "Mochi", "species": "cat", "dob": "2023-06-02"},
             "vaccines": [
                 {"name": "Feline enteritis + cat flu (core)", "last_given": "2025-05-20", "interval_months": 12, "next_due": "2026-05-20"},
                 {"name": "FeLV", "last_given": "2024-05-14", "interval_months": 24, "next_due": "2026-05-14"},
                 {"name": "Rabies", "last_given": None, "required_for_travel": True, "next_due": None}],
             "grace_period_days": 28, "reminder_sent": "2026-04-14",
             "registered_clinic": "Harwood Lane Vets, Orchard Way"})]),
    # R11 GP: online consultation status
    dict(q="I sent an online consultation about my back on Monday night. Has anyone looked at it yet?",
         src=[S("get_econsult", {
             "ref": "EC-77310", "submitted": "2026-04-13T22:47:00+01:00", "topic": "Ongoing lower back pain",
             "status": "triaged", "triage_outcome": "routine_appointment",
             "respond_by": "2026-04-15T18:00:00+01:00", "assigned_to": None,
             "next_step": {"type": "book_online", "link": "portal://appointments/book?ref=EC-77310",
                           "slot_type": "gp_telephone_15"}}, compact=True)]),
    # R12 hospital outpatient appointment
    dict(q="What do I need to know for my cardiology appointment?",
         src=[S("get_hospital_appointment", {
             "referral_id": "REF-29980", "specialty": "Cardiology", "clinic": "Outpatient Clinic 4B",
             "hospital": "Brookfield General Hospital", "start": "2026-05-11T10:15:00+01:00",
             "arrive_by_min_before": 20, "expected_duration_min": 90,
             "tests_on_day": ["ECG", "echocardiogram"],
             "instructions": ["Bring a list of your current medicines", "Wear a two-piece outfit"],
             "transport": {"eligible": False},
             "parking": {"site": "Car park C", "tariff": [{"up_to_hours": 2, "amount": 3.50},
                                                         {"up_to_hours": 4, "amount": 6.00}],
                         "currency": "GBP", "blue_badge_free": True},
             "rebook_line": "0300 555 0847"})]),
    # R13 repeat medications + medication review
    dict(q="Can I reorder my omeprazole and levothyroxine?",
         src=[S("get_repeat_medications", {
             "patient_id": "HL-310554",
             "items": [{"drug": "Levothyroxine 75mcg tablets", "dose": "1 daily", "issues_remaining": 2,
                        "last_issued": "2026-03-30", "supply_days": 28},
                       {"drug": "Omeprazole 20mg capsules", "dose": "1 daily", "issues_remaining": 0,
                        "last_issued": "2026-03-02", "supply_days": 56}],
             "reorder_window_days": 7}),
              S("get_medication_review", {
                  "due": "2026-04-30", "status": "due_soon",
                  "booking": {"type": "pharmacist_phone", "length_min": 20},
                  "blocking_items": ["Omeprazole 20mg capsules"]}, compact=True)]),
    # R14 NHS dental charges (text table)
    dict(q="I need a filling and a crown. How much will that be on the NHS?",
         src=[S("get_dental_charges", table="""
Harwood Lane Dental - Mill Street | NHS charges (England) from 2026-04-01
Band     Covers                                          Charge
Band 1   Examination, diagnosis, X-rays, scale/polish    £27.40
Band 2   Band 1 + fillings, root canals, extractions     £75.30
Band 3   Band 2 + crowns, dentures, bridges              £326.70
Urgent   Urgent assessment and care                      £27.40
One charge per course of treatment. Exempt patients pay £0.
""")]),
    # R15 fit note
    dict(q="Has my fit note been done? How long is it for?",
         src=[S("get_fit_note_request", {
             "request_id": "FN-4410", "status": "issued", "issued_on": "2026-04-10",
             "valid_from": "2026-04-06", "valid_to": "2026-04-26", "may_be_fit": True,
             "adjustments": ["phased_return", "amended_duties"], "delivery": "portal_download",
             "clinician": "Dr Ravi Lindqvist"})]),
    # R16 pet insurance policy
    dict(q="How much of Pickle's vet fee cover have I got left this year, and what's my excess?",
         src=[S("get_pet_policy", {
             "policy_no": "PPI-883120", "insurer": "Fernleigh Pet Cover",
             "pet": {"name": "Pickle", "species": "cat", "age_years": 4}, "cover_type": "lifetime",
             "vet_fee_limit_per_year": GBP(4000), "excess": {"fixed": GBP(120), "co_pay_pct": 0},
             "dental_cover": "accident_only",
             "claims_this_year": [{"date": "2026-02-03", "paid": GBP(310.00)},
                                  {"date": "2026-03-19", "paid": GBP(1245.50)}],
             "renewal_date": "2026-09-01", "monthly_premium": GBP(18.75)}, compact=True)]),
    # R17 GP availability
    dict(q="I need to see a doctor in person this week, ideally after work. What's available?",
         src=[S("get_gp_availability", {
             "practice": "Harwood Lane Surgery", "as_of": "2026-04-20T08:05:00+01:00",
             "slots": [{"start": "2026-04-20T16:30:00+01:00", "type": "telephone", "clinician": "Dr Amara Fenwick"},
                       {"start": "2026-04-21T09:10:00+01:00", "type": "face_to_face", "clinician": "Dr Joel Marchetti"},
                       {"start": "2026-04-23T18:40:00+01:00", "type": "face_to_face", "clinician": "Dr Amara Fenwick"},
                       {"start": "2026-04-24T11:00:00+01:00", "type": "video", "clinician": "Dr Joel Marchetti"}],
             "same_day_release": "08:00", "max_advance_days": 14})]),
    # R18 prescription prepayment certificate quote
    dict(q="Would a prepayment certificate actually save me money?",
         src=[S("get_ppc_quote", {
             "options": [{"type": "3_month", "price": GBP(32.05)},
                         {"type": "12_month", "price": GBP(114.50),
                          "instalments": {"count": 10, "amount": GBP(11.45)}}],
             "per_item_charge": GBP(9.90), "items_per_month_on_record": 3}, compact=True)]),
    # R19 vet estimate + pet policy
    dict(q="Bramble needs a dental under anaesthetic. What's the estimate, and will my insurance cover it?",
         src=[S("get_vet_estimate", {
             "estimate_id": "VE-2207", "pet": "Bramble",
             "procedure": "Dental scale, polish and 2 extractions under GA",
             "lines": [{"item": "Pre-anaesthetic bloods", "amount": 68.00},
                       {"item": "General anaesthetic and monitoring", "amount": 215.00},
                       {"item": "Scale and polish", "amount": 140.00},
                       {"item": "Extractions (x2)", "amount": 190.00},
                       {"item": "Pain relief to go home", "amount": 24.50}],
             "currency": "GBP", "vat_included": True, "range_pct": 10, "deposit_pct": 50}),
              S("get_pet_policy", {
                  "policy_no": "PPI-671455", "pet": {"name": "Bramble", "species": "dog"},
                  "dental_cover": "accident_only", "excess": {"fixed": GBP(95), "co_pay_pct": 0},
                  "status": "active"}, compact=True)]),
    # R20 adult vaccine eligibility
    dict(q="Which vaccines am I due this spring?",
         src=[S("get_vaccine_eligibility", {
             "patient": {"age": 71}, "as_of": "2026-04-22",
             "programmes": [
                 {"name": "Shingles (Shingrix)", "eligible": True, "doses_required": 2, "doses_given": 1,
                  "last_dose": "2026-01-19", "next_dose_window": {"from": "2026-03-19", "to": "2026-07-19"}},
                 {"name": "Pneumococcal (PPV23)", "eligible": True, "doses_required": 1, "doses_given": 1,
                  "last_dose": "2021-10-04"},
                 {"name": "COVID-19 spring booster", "eligible": True,
                  "campaign": {"start": "2026-04-13", "end": "2026-06-30"}, "doses_given_this_campaign": 0},
                 {"name": "RSV", "eligible": False, "reason": "age_under_75"}]})]),
    # R21 vet repeat prescription
    dict(q="How do I get more of Juniper's carprofen, and what will it cost?",
         src=[S("get_pet_prescription", {
             "pet": "Juniper", "species": "dog", "drug": "Carprofen 50mg tablets",
             "dose": "1 tablet twice daily with food", "qty": 60, "repeats_left": 2,
             "authorised_until": "2026-06-30", "price_per_tablet": GBP(0.42), "dispense_fee": GBP(6.50),
             "written_script_fee": GBP(18.00),
             "collection": {"clinic": "Harwood Lane Vets, Orchard Way", "ready_in_hours": 48},
             "order_channel": "portal_repeat_request"})]),
    # R22 cholesterol result
    dict(q="My cholesterol result came back. Is it bad?",
         src=[S("get_test_result", {
             "test": "Lipid profile", "sample_taken": "2026-04-14", "result_date": "2026-04-16",
             "status": "resulted", "reviewed_by_gp": True,
             "gp_comment": "Please book a routine phone call with a GP to discuss",
             "action": "book_routine_phone", "urgent": False}, compact=True)]),
    # R23 dental recall + slots
    dict(q="Am I due a dental check-up? When can I get in?",
         src=[S("get_dental_recall", {
             "patient": "Farah Quint", "as_of": "2026-04-23", "last_exam": "2025-10-21",
             "recall_interval_months": 6, "next_exam_due": "2026-04-21",
             "hygienist": {"last_visit": "2025-10-21", "interval_months": 12, "next_due": "2026-10-21"},
             "booked": None}),
              S("get_dental_slots", {
                  "practice": "Harwood Lane Dental, Mill Street",
                  "slots": [{"start": "2026-04-28T08:30:00+01:00", "type": "exam", "clinician": "Dr Helena Vasquez", "fee": GBP(27.40)},
                            {"start": "2026-04-30T17:15:00+01:00", "type": "exam", "clinician": "Dr Kofi Adeyemi", "fee": GBP(27.40)},
                            {"start": "2026-05-05T12:45:00+01:00", "type": "hygiene", "clinician": "Hygienist Mei Tanaka", "fee": GBP(58.00)}]},
                  compact=True)]),
    # R24 physio referral
    dict(q="How long until I see the physio?",
         src=[S("get_physio_referral", {
             "ref": "PHY-6021", "status": "waiting", "triage_category": "standard",
             "accepted_on": "2026-03-30", "target_wait_weeks": 8, "offered_appointments": [],
             "options": {"virtual_first": True,
                         "group_class": {"name": "Back to Fitness", "starts": "2026-05-07",
                                         "weekly_sessions": 6, "day": "Thursday", "time": "18:00"}}})]),
    # R25 prescription exemptions (text table)
    dict(q="Do I still get free prescriptions?",
         src=[S("get_exemptions", table="""
Exemption                    Certificate no.  Valid from   Valid to     Status
Medical exemption (MedEx)    ME-4471902       2024-06-01   2026-05-31   active
Maternity exemption (MatEx)  MA-2210458       2025-02-10   2026-03-09   expired
Renewal reminder: 30 days before expiry, by post
""")]),
    # R26 vet booking cancellation
    dict(q="Can I cancel Otto's appointment on Saturday without being charged?",
         src=[S("get_vet_booking", {
             "booking_id": "VB-30918", "pet": "Otto", "species": "rabbit",
             "service": "nail_clip_health_check", "start": "2026-04-25T10:30:00+01:00",
             "clinician": "Nurse Ellen Hartigan", "price": GBP(24.00),
             "cancellation": {"free_until_hours_before": 24, "late_fee": GBP(15.00)},
             "status": "booked"}, compact=True)]),
    # R27 patient details / change of address
    dict(q="Did my change of address go through?",
         src=[S("get_patient_details", {
             "name": "Lorenzo Pike", "nhs_number_masked": "*** *** 4417",
             "registered_practice": "Harwood Lane Surgery", "usual_gp": "Dr Joel Marchetti",
             "address": {"line1": "Flat 6, 22 Tanner Street", "postcode": "SE9 4QR", "verified": False},
             "mobile": "07700 900418", "sms_consent": True, "email": None,
             "pending_change": {"type": "address", "submitted": "2026-04-17", "status": "awaiting_approval"}})]),
    # R28 dental payment options
    dict(q="What are my options for paying for the implant treatment? Which is cheapest?",
         src=[S("get_payment_options", {
             "plan_id": "DT-8102", "total": GBP(2150.00),
             "options": [{"code": "pay_in_full", "discount_pct": 5, "due": "before_first_appointment"},
                         {"code": "instalments_12", "deposit": GBP(350.00), "monthly": GBP(150.00), "interest_pct": 0},
                         {"code": "instalments_24", "deposit": GBP(350.00), "monthly": GBP(82.50), "interest_pct": 9.9,
                          "total_payable": GBP(2330.00)}],
             "credit_check_required_for": ["instalments_12", "instalments_24"]})]),
    # R29 bank-holiday pharmacies (text table)
    dict(q="I need to pick up a prescription on the bank holiday Monday, but not before 5pm. Is anywhere open?",
         src=[S("find_open_pharmacies", table="""
Pharmacies open Mon 25 May 2026 (bank holiday) within 3 miles of SE9 4QR
Name                     Distance  Hours        Phone
Wellmeadow Pharmacy      0.4 mi    10:00-14:00  020 7946 0318
Castlegate Chemist       1.2 mi    09:00-17:00  020 7946 0772
Oakridge Late Pharmacy   2.7 mi    08:00-22:00  020 7946 0935
""")]),
    # R30 proxy access
    dict(q="Has my access to Dad's account been approved? Can I book appointments for him now?",
         src=[S("get_proxy_access", {
             "proxy": "Dana Whitlow", "for_patient": "Arthur Whitlow", "relationship": "parent",
             "status": "approved", "approved_on": "2026-04-08",
             "access": {"appointments": True, "repeat_prescriptions": True, "records": False},
             "expires": None}, compact=True)]),
    # R31 vet health plan + price list
    dict(q="What does Saffron's health plan cover, and how much would a normal consultation cost me?",
         src=[S("get_pet_health_plan", {
             "pet": "Saffron", "species": "cat", "plan": "Feline Essentials", "monthly": GBP(14.95),
             "started": "2025-06-01",
             "includes": {"vaccinations": "annual_core", "flea_worm": "monthly",
                          "nurse_checks_per_year": 2, "nurse_checks_used": 1},
             "discounts": {"consultations_pct": 10, "dental_pct": 10, "food_pct": 5},
             "next_collection": "2026-05-01"}),
              S("get_vet_price_list", {
                  "clinic": "Harwood Lane Vets, Orchard Way",
                  "items": [{"code": "CONS", "desc": "Standard consultation", "price": GBP(52.00)},
                            {"code": "CONS-OOH", "desc": "Out-of-hours consultation", "price": GBP(138.00)}]},
                  compact=True)]),
    # R32 prescription home delivery
    dict(q="My prescription is being delivered today. Can they leave it on the doorstep if I'm out?",
         src=[S("get_rx_delivery", {
             "order": "DLV-55710", "pharmacy": "Wellmeadow Pharmacy", "status": "out_for_delivery",
             "window": {"start": "2026-04-24T14:00:00+01:00", "end": "2026-04-24T18:00:00+01:00"},
             "signature_required": True, "controlled_drug": False, "fridge_item": True,
             "safe_place_allowed": False, "failed_attempt_policy": "return_to_pharmacy"}, compact=True)]),
    # R33 home blood pressure readings (text table)
    dict(q="Did the surgery get my blood pressure readings? What was my average?",
         src=[S("get_bp_readings", table="""
Home BP readings submitted 2026-04-13 to 2026-04-19 (patient HL-402266)
Date        AM       PM
2026-04-13  138/86   134/82
2026-04-14  142/88   136/84
2026-04-15  136/84   132/80
2026-04-16  140/86   138/86
2026-04-17  134/82   130/78
Average (all readings): 136/84
Status: received, awaiting GP review
""")]),
    # R34 dental practice hours + urgent dental line
    dict(q="I've cracked a tooth and it's Saturday afternoon. Can I be seen today?",
         src=[S("get_dental_practice", {
             "practice": "Harwood Lane Dental, Mill Street", "as_of": "2026-05-02T14:20:00+01:00",
             "hours": {"mon_thu": "08:30-17:30", "fri": "08:30-16:00", "sat": "09:00-13:00", "sun": None},
             "emergency_slots": {"released_at": "08:30", "days": ["mon", "tue", "wed", "thu", "fri"]},
             "urgent_fee": GBP(27.40)}),
              S("get_urgent_dental_service", {
                  "service": "Riverside Urgent Dental Line", "phone": "0300 555 0466",
                  "hours": {"sat": "09:00-21:00", "sun": "10:00-18:00", "bank_holidays": "10:00-18:00"},
                  "triage": "phone_first", "walk_in": False})]),
    # R35 pet insurance claim needing more info
    dict(q="What's happening with Tango's ear infection claim?",
         src=[S("get_pet_claim_status", {
             "claim_id": "PC-51007", "pet": "Tango", "condition": "Ear infection (otitis externa)",
             "status": "more_info_needed", "requested_docs": ["clinical_history_12_months"],
             "requested_from": "vet_practice", "submitted": "2026-04-06", "info_deadline": "2026-05-06",
             "excess": GBP(85)})]),
    # R36 GP appointment cancellation
    dict(q="I can't make my appointment next week. Can I cancel it?",
         src=[S("get_appointment", {
             "appt_id": "GP-56311", "start": "2026-05-06T11:50:00+01:00", "clinician": "Dr Joel Marchetti",
             "type": "gp_face_to_face", "status": "confirmed",
             "cancel": {"allowed": True, "methods": ["portal", "phone"], "phone": "020 7946 0500"},
             "dna_count_12m": 2, "dna_policy": "review_letter_after_3_in_12m"}, compact=True)]),
    # R37 travel vaccine quote (text table)
    dict(q="What will my jabs for Kenya cost?",
         src=[S("get_travel_vaccine_quote", table="""
Travel clinic quote TQ-1184 | Destination: Kenya | Depart 2026-06-20 | Travellers: 1
Vaccine        Doses  Price/dose  NHS-free  Timing
Hepatitis A    1      -           yes       at least 2 weeks before travel
Typhoid        1      -           yes       at least 2 weeks before travel
Yellow fever   1      £78.00      no        at least 10 days before travel
Rabies         3      £69.50      no        days 0, 7 and 21-28
Consultation fee: £25.00 (waived if 2 or more paid vaccines are booked)
""")]),
    # R38 admin letter request
    dict(q="When will my travel insurance letter be ready?",
         src=[S("get_admin_request", {
             "request": "Letter for travel insurance (fitness to travel)", "status": "in_progress",
             "received": "2026-04-20", "turnaround_working_days": 10,
             "fee": GBP(35.00), "paid": False, "pay_via": "portal"})]),
    # R39 vet inpatient status + invoice
    dict(q="How is Bramble doing after her dental, and when can I pick her up?",
         src=[S("get_inpatient_status", {
             "pet": "Bramble", "admitted": "2026-04-27T08:15:00+01:00", "procedure_done": True,
             "status": "recovering", "discharge": {"planned": "2026-04-27T16:30:00+01:00", "with": "Nurse Ellen Hartigan"},
             "meds_to_go_home": [{"drug": "Meloxicam oral suspension", "dose": "once daily with food", "days": 5}],
             "food_after": "soft food for 7 days"}),
              S("get_invoice", {
                  "invoice": "VI-90214", "total": GBP(652.00), "deposit_paid": GBP(318.75),
                  "balance_due": GBP(333.25), "insurance_claim": "not_started"}, compact=True)]),
]
