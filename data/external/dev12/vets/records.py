"""Tool results and questions for the `vets` dev set (invented veterinary practice group
"Hartwell Vets", its practices, vets, nurses, pets, owners, insurers, kennels, referral centre
and laboratory; all written by hand by Claude as data helper). Each item: q (user message) and
src, a list of 1-2 tool calls. A tool call is dict(fn=<function name>, data=<object, dumped
with json.dumps>, compact=<bool: compact separators>) or dict(fn=..., table=<plain text the
tool returned verbatim>).
"""

T = lambda fn, data, compact=False: dict(fn=fn, data=data, compact=compact)  # noqa: E731
TAB = lambda fn, table: dict(fn=fn, table=table)  # noqa: E731

ITEMS = [
    # 0
    dict(q="What does Bramble's health plan actually include?",
         src=[T("get_health_plan", {
             "plan_id": "HP-20418", "pet": {"name": "Bramble", "species": "dog", "sex": "female",
                                            "breed": "Cocker Spaniel"},
             "plan": "Complete Care (Dog, 10-25kg)", "status": "active",
             "monthly_fee": {"amount": 17.95, "currency": "GBP"}, "start_date": "2025-06-01",
             "min_term_months": 12,
             "includes": [{"item": "annual_booster_vaccination", "qty_per_year": 1},
                          {"item": "health_check", "qty_per_year": 2},
                          {"item": "flea_treatment", "frequency": "monthly"},
                          {"item": "worming_treatment", "frequency": "quarterly"},
                          {"item": "nail_clip", "qty_per_year": "unlimited"}],
             "discounts": {"treatment_pct": 10, "food_pct": 5,
                           "excluded": ["lab_fees", "referrals", "out_of_hours"]}})]),
    # 1
    dict(q="Is Pepper due any vaccinations soon?",
         src=[T("get_vaccination_record", {
             "pet": {"id": "PT-55108", "name": "Pepper", "species": "cat", "sex": "female"},
             "as_of": "2026-03-09",
             "vaccinations": [{"vaccine": "Feline enteritis + cat flu (RCP)", "last_given": "2025-03-21",
                               "next_due": "2026-03-21", "status": "due_soon"},
                              {"vaccine": "Feline leukaemia (FeLV)", "last_given": "2025-01-14",
                               "next_due": "2026-01-14", "status": "overdue",
                               "restart_course_if_overdue_days": 90}]}, compact=True)]),
    # 2
    dict(q="How is Otis doing with his weight loss?",
         src=[TAB("get_weight_history",
                  "pet: Otis (Labrador Retriever, male neutered) | target weight: 32.0 kg\n"
                  "date        weight_kg  recorded_by   bcs\n"
                  "2025-09-04  36.8       nurse_clinic  7/9\n"
                  "2025-10-09  36.1       nurse_clinic  7/9\n"
                  "2025-11-13  35.2       nurse_clinic  6/9\n"
                  "2025-12-18  35.4       nurse_clinic  6/9\n"
                  "2026-01-29  34.3       nurse_clinic  6/9\n"
                  "2026-03-05  33.6       nurse_clinic  6/9\n"
                  "next weight clinic: 2026-04-09 10:15 (Millbrook) | clinic fee: £0.00 (health plan)")]),
    # 3
    dict(q="Can I order more of Willow's arthritis medicine without bringing her in?",
         src=[T("get_repeat_prescription", {
             "prescription_id": "VRX-30915", "pet": {"name": "Willow", "species": "dog", "sex": "female"},
             "item": "Meloxicam 1.5mg/ml oral suspension 100ml", "prescribed_by": "Dr Anna Kovac",
             "repeats_authorised": 4, "repeats_issued": 3, "last_exam": "2025-09-16",
             "exam_valid_months": 6, "requires_exam_after": "2026-03-16", "request_notice_hours": 48,
             "price": {"amount": 24.80, "currency": "GBP"}, "as_of": "2026-03-10"})]),
    # 4
    dict(q="Can you explain my invoice from Luna's visit?",
         src=[T("get_invoice", {
             "invoice_no": "INV-7719204", "date": "2026-03-12", "practice": "Castlegate", "pet": "Luna",
             "lines": [{"desc": "Consultation", "amount": 48.00, "plan_discount_pct": 10},
                       {"desc": "Ear cytology (in-house)", "amount": 32.50, "plan_discount_pct": 10},
                       {"desc": "Otomax ear drops 17.5ml", "amount": 21.40, "plan_discount_pct": 10},
                       {"desc": "External lab: culture & sensitivity", "amount": 68.00, "plan_discount_pct": 0}],
             "subtotal": 169.90, "discount_total": 10.19, "vat_included": True, "total": 159.71,
             "paid": 159.71, "payment_method": "card", "currency": "GBP"})]),
    # 5
    dict(q="How much is Max's knee operation going to cost, and what do I need to pay upfront?",
         src=[T("get_estimate", {
             "estimate_id": "EST-4410", "pet": "Max",
             "procedure": "Cruciate ligament repair (TPLO), left hind",
             "range": {"low": 2850.00, "high": 3400.00}, "currency": "GBP",
             "includes": ["pre-op bloods", "anaesthetic", "surgery", "implants", "1 night hospitalisation",
                          "post-op radiographs"],
             "excludes": ["physiotherapy", "additional nights"], "valid_until": "2026-04-30"}),
              T("get_deposit", {
                  "booking_ref": "OP-22871", "procedure_date": "2026-04-08",
                  "deposit": {"pct_of_low_estimate": 20, "amount": 570.00, "currency": "GBP"},
                  "due_by": "2026-04-01", "status": "unpaid", "refundable_if_cancelled_days_before": 7,
                  "insurance_direct_claim": False}, compact=True)]),
    # 6
    dict(q="How much will the insurance pay towards Daisy's claim?",
         src=[T("get_insurance_claim", {
             "claim_ref": "TPI-CL-883104", "insurer": "Thistle Pet Insurance", "pet": "Daisy",
             "condition": "Gastroenteritis", "treatment_dates": {"from": "2026-02-02", "to": "2026-02-06"},
             "invoiced": {"amount": 1246.80, "currency": "GBP"},
             "policy": {"excess": 120.00, "co_payment_pct": 20, "co_payment_applies": True,
                        "condition_limit_remaining": 4000.00},
             "status": "assessed",
             "settlement": {"payee": "practice", "amount": 901.44, "expected_by": "2026-03-20"}})]),
    # 7
    dict(q="What appointments have I got coming up?",
         src=[T("get_appointments", {
             "client": "C-40127", "as_of": "2026-03-16",
             "appointments": [
                 {"ref": "AP-99120", "pet": "Biscuit", "type": "Booster vaccination", "practice": "Millbrook",
                  "start": "2026-03-19T09:40:00", "with": "Nurse Priya Lal", "status": "booked"},
                 {"ref": "AP-99187", "pet": "Juniper", "type": "Dental check", "practice": "Millbrook",
                  "start": "2026-03-24T16:10:00", "with": "Dr Tom Reyes", "status": "cancelled"},
                 {"ref": "AP-99235", "pet": "Biscuit", "type": "Nail clip", "practice": "Ferry Road",
                  "start": "2026-04-02T11:00:00", "with": "Nurse Owen Hart", "status": "booked"}]})]),
    # 8
    dict(q="When is Ziggy's next flea and worm treatment due?",
         src=[T("get_parasite_schedule", {
             "pet": {"name": "Ziggy", "species": "cat", "sex": "male"}, "as_of": "2026-03-18",
             "treatments": [{"type": "flea", "product": "Selamectin spot-on (cat 2.6-7.5kg)",
                             "interval_days": 30, "last_given": "2026-02-26", "next_due": "2026-03-28"},
                            {"type": "worm", "product": "Emodepside/praziquantel spot-on (cat)",
                             "interval_days": 90, "last_given": "2026-01-05", "next_due": "2026-04-05"}],
             "supply": {"method": "posted", "plan_included": True, "next_dispatch": "2026-03-23",
                        "doses_left_at_home": {"flea": 0, "worm": 1}}})]),
    # 9
    dict(q="Are Mabel's blood test results back yet?",
         src=[T("get_lab_results", {
             "pet": "Mabel", "sample_id": "LAB-660912", "collected": "2026-03-17T10:05:00+00:00",
             "lab": "Orchard Vet Labs",
             "tests": [{"code": "HAEM", "name": "Haematology", "status": "complete",
                        "resulted_at": "2026-03-18T14:22:00+00:00"},
                       {"code": "BIOCH", "name": "Biochemistry panel", "status": "complete",
                        "resulted_at": "2026-03-18T14:22:00+00:00"},
                       {"code": "TT4", "name": "Total T4 (thyroid)", "status": "in_progress",
                        "expected_by": "2026-03-20"}],
             "vet_reviewed": False, "results_released_to_owner": False,
             "reviewing_vet": "Dr Hannah Osei", "contact_policy": "vet_calls_owner_after_review"})]),
    # 10
    dict(q="Who do I call if my dog gets ill at the weekend, and how much will it cost?",
         src=[T("get_out_of_hours", {
             "provider": "Vetline Emergency Care", "covers_practices": ["Millbrook", "Castlegate", "Ferry Road"],
             "location": {"name": "Vetline Eastfield", "address": "Unit 4, Harrow Park, Eastfield EF3 9QL"},
             "phone": "01632 960 771",
             "hours": {"weekdays": "18:30-08:00", "weekends": "Sat 13:00 - Mon 08:00", "bank_holidays": "24h"},
             "fees": {"consult_weeknight": 165.00, "consult_weekend": 195.00, "consult_bank_holiday": 225.00,
                      "currency": "GBP"},
             "health_plan_discount": False, "payment_due": "at_time_of_treatment",
             "call_before_attending": True})]),
    # 11
    dict(q="Are Poppy's microchip details up to date? We moved house in January.",
         src=[T("get_microchip_record", {
             "pet": {"name": "Poppy", "species": "dog"}, "chip_number": "826098100457712",
             "implanted": "2022-05-11", "database": "ChipSafe UK", "registered_keeper": "Sarah Whitlow",
             "address_on_record": {"line1": "17 Rowan Terrace", "town": "Eastfield", "postcode": "EF2 4HD"},
             "phone_on_record": "07700 900316", "last_updated": "2022-05-11",
             "practice_record_address": {"line1": "5 Kestrel Way", "town": "Millbrook", "postcode": "MB6 1TS"},
             "addresses_match": False, "update_via": "database_keeper_account",
             "update_fee": {"amount": 0, "currency": "GBP"}})]),
    # 12
    dict(q="Can you confirm Rolo's kennel booking and what it's going to cost?",
         src=[T("get_boarding_booking", {
             "booking_ref": "BRD-5512", "kennels": "Hartwell Boarding, Castlegate",
             "pet": {"name": "Rolo", "species": "dog", "size": "medium"},
             "check_in": {"date": "2026-04-03", "from": "08:00", "to": "10:00"},
             "check_out": {"date": "2026-04-11", "from": "16:00", "to": "18:00"},
             "nights": 8, "nightly_rate": {"amount": 28.50, "currency": "GBP"},
             "extras": [{"item": "medication_administration", "per_day": 2.00, "days": 8}],
             "deposit_paid": 50.00,
             "requirements": {"vaccinations_in_date": True, "kennel_cough_min_days_before": 14},
             "status": "confirmed"})]),
    # 13
    dict(q="Has Sable's referral to the skin specialist gone through?",
         src=[T("get_referral", {
             "referral_id": "REF-2093", "pet": "Sable", "from_vet": "Dr Anna Kovac",
             "to": {"centre": "Kelsall Veterinary Referrals", "department": "Dermatology",
                    "clinician": "Dr Ruth Menon"},
             "letter_sent": "2026-03-11T15:40:00+00:00", "history_attached": True, "status": "accepted",
             "insurer_notified": False}),
              T("get_referral_appointment", {
                  "centre": "Kelsall Veterinary Referrals", "date": "2026-04-14", "time": "14:30",
                  "arrive_mins_before": 15, "address": "Unit 9, Kelsall Business Park, Kelsall KL4 7PR",
                  "consult_fee": {"amount": 285.00, "currency": "GBP"}, "deposit_required": False})]),
    # 14
    dict(q="What did the vet say about Tilly's teeth?",
         src=[T("get_dental_record", {
             "pet": "Tilly", "species": "cat", "sex": "female", "exam_date": "2026-03-04", "examined_by": "Dr Tom Reyes",
             "dental_grade": 3, "grade_scale": "0-4",
             "findings": ["moderate tartar", "gingivitis", "suspected resorptive lesion 307"],
             "recommendation": "scale_polish_under_ga_with_dental_xrays", "possible_extractions": True,
             "estimate": {"low": 420.00, "high": 780.00, "currency": "GBP"},
             "procedure_booked": False, "recommend_within_weeks": 8})]),
    # 15
    dict(q="How much is left to pay on my payment plan for Bear's surgery?",
         src=[T("get_payment_plan", {
             "plan_ref": "PP-0816", "pet": "Bear", "for": "Invoice INV-7702881 (splenectomy)",
             "invoice_total": 2460.00, "upfront_paid": 600.00, "financed": 1860.00,
             "instalments": {"count": 6, "amount": 310.00, "frequency": "monthly", "day_of_month": 15},
             "paid_instalments": 2, "last_paid": "2026-02-15", "next_due": "2026-03-15",
             "interest_pct": 0, "late_fee": 15.00, "status": "active", "currency": "GBP"}, compact=True)]),
    # 16
    dict(q="Will I get reminders for Coco's vaccinations and flea treatment?",
         src=[T("get_reminder_settings", {
             "pet": "Coco",
             "reminders": {"vaccination": {"enabled": True, "channels": ["email", "sms"], "days_before": 14},
                           "parasite_treatment": {"enabled": False, "channels": []},
                           "health_plan_renewal": {"enabled": True, "channels": ["email"], "days_before": 30},
                           "appointment": {"enabled": True, "channels": ["sms"], "hours_before": 24}},
             "email": "j.ferris@example.net", "email_bounced": True, "mobile": "+44 7700 900582"})]),
    # 17
    dict(q="Which of your practices is open on a Saturday afternoon? I can't get there before 2.",
         src=[TAB("get_practice_hours",
                  "practice     mon-fri        sat            sun            phone\n"
                  "Millbrook    08:00-19:00    08:30-16:00    closed         01632 960210\n"
                  "Castlegate   08:30-18:30    09:00-12:30    closed         01632 960345\n"
                  "Ferry Road   08:00-20:00    09:00-17:00    10:00-13:00    01632 960489\n"
                  "out of hours: Vetline Emergency Care 01632 960771")]),
    # 18
    dict(q="Am I behind on Nova's health plan payments?",
         src=[T("get_plan_payments", {
             "plan_id": "HP-31175", "pet": "Nova", "monthly_fee": 14.25, "currency": "GBP",
             "collection_day": 1, "as_of": "2026-03-12",
             "payments": [{"due": "2025-12-01", "status": "collected", "amount": 14.25},
                          {"due": "2026-01-01", "status": "collected", "amount": 14.25},
                          {"due": "2026-02-01", "status": "failed", "amount": 14.25, "reason": "insufficient_funds"},
                          {"due": "2026-03-01", "status": "failed", "amount": 14.25, "reason": "insufficient_funds"},
                          {"due": "2026-04-01", "status": "scheduled", "amount": 14.25}],
             "arrears": 28.50, "suspend_after_failed": 2, "benefits_suspended": True,
             "retry": {"date": "2026-03-20", "amount": 28.50}})]),
    # 19
    dict(q="What's my excess on Archie's insurance, and how much cover is left for his skin condition?",
         src=[T("get_insurance_policy", {
             "insurer": "Brightfield Pet Cover", "policy_no": "BPC-7730215", "as_of": "2026-03-20",
             "pet": {"name": "Archie", "species": "dog", "date_of_birth": "2017-05-30"},
             "cover_type": "maximum_benefit", "vet_fee_limit_per_condition": 6000.00,
             "excess": {"fixed": 99.00, "per": "condition_per_policy_year", "co_payment_pct": 15,
                        "co_payment_from_age_years": 9},
             "conditions": [{"condition": "Atopic dermatitis", "first_claim": "2024-08-19",
                             "paid_to_date": 3862.40},
                            {"condition": "Ear infection (otitis externa)", "first_claim": "2025-11-03",
                             "paid_to_date": 212.50}],
             "renewal_date": "2026-05-30", "currency": "GBP"})]),
    # 20
    dict(q="When is Pip's second puppy jab, and when can he start going out for walks?",
         src=[T("get_pet", {
             "pet_id": "PT-61882", "name": "Pip", "species": "dog", "breed": "Border Terrier", "sex": "male",
             "date_of_birth": "2026-01-06", "microchipped": True, "health_plan": None}),
              T("get_vaccination_course", {
                  "pet_id": "PT-61882", "course": "Puppy primary (DHP + Lepto 4)",
                  "doses": [{"dose": 1, "given": "2026-02-27", "by": "Nurse Priya Lal"},
                            {"dose": 2, "due": "2026-03-27", "booked": "2026-03-27T10:20:00"}],
                  "interval_weeks": 4, "walks_allowed_days_after_final": 7, "kennel_cough": "not_given"},
                  compact=True)]),
    # 21
    dict(q="Is Bella's heart medication ready to collect?",
         src=[T("get_prescription_order", {
             "order_ref": "RPO-44719", "pet": "Bella",
             "items": [{"name": "Pimobendan 5mg chewable tablets", "qty": 100},
                       {"name": "Furosemide 40mg tablets", "qty": 56}],
             "status": "ready_for_collection", "practice": "Castlegate",
             "ready_since": "2026-03-19T11:30:00+00:00", "hold_days": 10,
             "amount_due": {"amount": 138.60, "currency": "GBP"}, "prepaid": False}, compact=True)]),
    # 22
    dict(q="How much have I spent at the vets this year?",
         src=[TAB("get_invoice_history",
                  "invoice       date        pet      description                   amount    status\n"
                  "INV-7701455   2026-01-09  Hugo     Consultation + antibiotics    £71.30    paid\n"
                  "INV-7704102   2026-01-27  Hugo     Recheck consultation          £0.00     paid\n"
                  "INV-7709338   2026-02-14  Clover   Annual booster                £62.00    paid\n"
                  "INV-7712960   2026-02-14  Clover   Booster (duplicate)           £62.00    void\n"
                  "INV-7718027   2026-03-06  Hugo     Dental scale & polish         £389.45   part_paid (£200.00 paid)")]),
    # 23
    dict(q="Can you break down the estimate for Juniper's dental?",
         src=[T("get_estimate", {
             "estimate_id": "EST-4532", "pet": "Juniper", "procedure": "Dental scale, polish and extractions",
             "lines": [{"desc": "General anaesthetic & monitoring", "low": 185.00, "high": 245.00, "plan_discount": True},
                       {"desc": "Dental radiographs", "low": 95.00, "high": 95.00, "plan_discount": True},
                       {"desc": "Scale & polish", "low": 120.00, "high": 120.00, "plan_discount": True},
                       {"desc": "Extractions", "low": 0.00, "high": 260.00, "plan_discount": True},
                       {"desc": "Pain relief to go home", "low": 18.50, "high": 18.50, "plan_discount": True},
                       {"desc": "Histopathology (external)", "low": 0.00, "high": 92.00, "plan_discount": False}],
             "plan_discount_pct": 10, "vat_included": True, "valid_until": "2026-05-15", "currency": "GBP"})]),
    # 24
    dict(q="Which of my pets need boosters in the next month?",
         src=[T("get_boosters_due", {
             "client": "C-51903", "as_of": "2026-03-23", "window_days": 30,
             "pets": [{"name": "Hazel", "species": "dog",
                       "boosters": [{"vaccine": "DHP", "due": "2026-06-02"},
                                    {"vaccine": "Leptospirosis (L4)", "due": "2026-04-09"}]},
                      {"name": "Moss", "species": "cat",
                       "boosters": [{"vaccine": "RCP", "due": "2026-03-30"},
                                    {"vaccine": "FeLV", "due": "2026-08-14"}]},
                      {"name": "Fig", "species": "rabbit",
                       "boosters": [{"vaccine": "Myxomatosis/RHD combined", "due": "2026-03-18"}]}],
             "booster_price": {"dog": 58.00, "cat": 54.00, "rabbit": 49.50, "currency": "GBP"}})]),
    # 25
    dict(q="What did Rufus's urine test show?",
         src=[T("get_lab_results", {
             "pet": "Rufus", "test": "Urinalysis + culture", "sample_id": "LAB-661430",
             "lab": "Orchard Vet Labs",
             "results": [{"analyte": "Urine specific gravity", "value": 1.018, "ref_range": "1.015-1.045",
                          "flag": "normal"},
                         {"analyte": "Protein (dipstick)", "value": "2+", "ref_range": "neg-trace", "flag": "high"},
                         {"analyte": "Culture", "value": "no growth at 48h", "flag": "normal"}],
             "vet_comment": "Proteinuria noted. Recommend UPC ratio on fresh sample.",
             "next_step": {"test": "UPC ratio", "sample": "fresh morning urine",
                           "fee": {"amount": 42.00, "currency": "GBP"}},
             "reviewed_by": "Dr Hannah Osei", "reviewed_at": "2026-03-24T12:10:00+00:00"})]),
    # 26
    dict(q="Have I paid the deposit for Tansy's spay, and what happens if I need to cancel?",
         src=[T("get_surgery_booking", {
             "booking_ref": "OP-23044", "pet": "Tansy", "procedure": "Spay (ovariohysterectomy)",
             "procedure_date": "2026-04-16", "drop_off": "08:00-08:30", "practice": "Millbrook",
             "deposit": {"amount": 100.00, "currency": "GBP", "status": "paid",
                         "paid_at": "2026-03-25T17:48:00+00:00", "method": "card"},
             "estimate_total": 365.00, "deducted_from_final_invoice": True,
             "cancellation": {"full_refund_if_notice_hours": 72, "otherwise": "deposit_retained"}})]),
    # 27
    dict(q="Was my health plan discount applied to Miso's last bill?",
         src=[T("get_health_plan", {
             "pet": "Miso", "plan": "Essential Care (Cat)", "status": "active",
             "discounts": {"treatment_pct": 10, "medication_pct": 10,
                           "excluded": ["lab_fees", "out_of_hours", "cremation"]}}),
              T("get_invoice", {
                  "invoice_no": "INV-7720514", "date": "2026-03-21", "pet": "Miso",
                  "lines": [{"desc": "Consultation", "amount": 48.00, "discount": 4.80},
                            {"desc": "Blood test (external lab)", "amount": 96.50, "discount": 0},
                            {"desc": "Maropitant injection", "amount": 22.60, "discount": 2.26},
                            {"desc": "Gastrointestinal diet 1.5kg", "amount": 18.99, "discount": 0}],
                  "total": 179.03, "currency": "GBP"}, compact=True)]),
    # 28
    dict(q="Have you got kennel space for my two dogs over Easter? We'd drop them off on 2 April and pick up on the 6th.",
         src=[TAB("get_kennel_availability",
                  "Hartwell Boarding (Castlegate) - availability\n"
                  "night       double_kennel  single_kennel  double_per_night  single_per_night\n"
                  "2026-04-02  1              3              £46.00            £28.50\n"
                  "2026-04-03  0              2              £46.00            £28.50\n"
                  "2026-04-04  0              2              £46.00            £28.50\n"
                  "2026-04-05  1              1              £46.00            £28.50\n"
                  "check-in 08:00-10:00 | check-out 16:00-18:00 | dogs sharing a kennel must be from the same household")]),
    # 29
    dict(q="Has Clementine lost any weight since she started her diet?",
         src=[T("get_weight_records", {
             "pet": "Clementine", "species": "cat", "diet_start": "2025-11-20",
             "diet": "Weight-reduction dry food, 45g/day", "target_kg": 5.0,
             "records": [{"date": "2025-11-20", "kg": 6.4}, {"date": "2025-12-22", "kg": 6.2},
                         {"date": "2026-01-26", "kg": 5.95}, {"date": "2026-02-23", "kg": 5.8},
                         {"date": "2026-03-23", "kg": 5.7}],
             "next_weigh_in": "2026-04-20"})]),
    # 30
    dict(q="Has Kiwi's microchip been transferred into my name yet?",
         src=[T("get_microchip_transfer", {
             "chip_number": "941000024883167", "pet": "Kiwi", "database": "ChipSafe UK",
             "new_keeper": "Daniel Achebe",
             "transfer": {"status": "awaiting_previous_keeper", "requested": "2026-03-18",
                          "previous_keeper_response_due": "2026-04-01",
                          "auto_complete_if_no_response": True}}, compact=True)]),
    # 31
    dict(q="What time do I drop Chester off for his castration, and when can I pick him up?",
         src=[T("get_surgery_booking", {
             "booking_ref": "OP-23102", "pet": "Chester", "procedure": "Castration", "practice": "Ferry Road",
             "date": "2026-04-21", "drop_off": {"from": "08:00", "to": "08:45"},
             "collection": {"from": "16:00", "to": "18:00", "confirmed_by_call": True},
             "fasting": {"no_food_after": "2026-04-20T20:00:00", "water_allowed": True},
             "pre_op_bloods": "included", "consent_form": "signed"})]),
    # 32
    dict(q="Why didn't the insurance pay the whole of Bruno's claim?",
         src=[T("get_insurance_claim", {
             "claim_ref": "BPC-CL-441290", "insurer": "Brightfield Pet Cover", "pet": "Bruno",
             "status": "settled_partial", "claimed": 1480.00,
             "lines": [{"desc": "Lameness investigation - consult & radiographs", "amount": 612.00,
                        "outcome": "accepted"},
                       {"desc": "Arthroscopy", "amount": 798.00, "outcome": "accepted"},
                       {"desc": "Joint supplement (12 weeks)", "amount": 70.00, "outcome": "declined",
                        "reason_code": "EXCL-NUTR", "reason": "food_and_supplements_excluded"}],
             "excess_deducted": 150.00, "co_payment_deducted": 0, "paid": 1260.00,
             "paid_to": "policyholder", "paid_on": "2026-03-13", "currency": "GBP"})]),
    # 33
    dict(q="How much notice do you need for Oscar's repeat prescription, and can I get a written one for an online pharmacy?",
         src=[T("get_repeat_prescription", {
             "pet": "Oscar", "drug": "Phenobarbital 30mg tablets", "repeat_allowed": True,
             "notice_working_days": 2, "controlled_drug": True, "max_supply_days": 28,
             "written_prescription": {"available": True, "fee": {"amount": 21.00, "currency": "GBP"},
                                      "covers_repeats": False, "collect_in_person": True},
             "requires_exam_every_months": 3, "last_exam": "2026-02-10"}, compact=True)]),
    # 34
    dict(q="Can I spread the cost of Hector's operation?",
         src=[T("get_payment_plan_options", {
             "pet": "Hector", "eligible": True, "estimate": 1850.00, "currency": "GBP",
             "options": [{"term_months": 3, "deposit_pct": 25, "interest_pct": 0, "admin_fee": 0},
                         {"term_months": 6, "deposit_pct": 25, "interest_pct": 0, "admin_fee": 25.00},
                         {"term_months": 12, "deposit_pct": 20, "interest_pct": 9.9,
                          "provider": "Finley Pet Finance", "credit_check": True}],
             "min_amount": 500.00, "apply_by": "2026-04-10"})]),
    # 35
    dict(q="I got a bill from the out-of-hours vet for Lottie on Sunday night. Is that right?",
         src=[T("get_ooh_visit", {
             "provider": "Vetline Emergency Care",
             "visit": {"date": "2026-03-22", "arrived": "23:15", "pet": "Lottie"},
             "lines": [{"desc": "Emergency consultation (weekend)", "amount": 195.00},
                       {"desc": "Anti-emetic injection", "amount": 34.80},
                       {"desc": "Hospitalisation overnight", "amount": 142.00}],
             "total": 371.80, "paid": 200.00, "balance": 171.80, "balance_due": "2026-04-05",
             "notes_sent_to": "Castlegate", "health_plan_discount_applied": False, "currency": "GBP"})]),
    # 36
    dict(q="Would it be cheaper to put Rocket on one of your health plans?",
         src=[T("get_pet_profile", {
             "name": "Rocket", "species": "dog", "weight_kg": 18.4, "health_plan": None,
             "last_12_months": {"booster": 58.00, "health_checks": 1, "flea_worm_spend": 143.40,
                                "treatment_spend": 410.00},
             "currency": "GBP"}),
              T("get_plan_options", {
                  "species": "dog",
                  "plans": [{"name": "Essential Care", "weight_band": "10-25kg", "monthly": 13.50,
                             "includes": ["annual_booster", "1_health_check", "worming_quarterly"],
                             "treatment_discount_pct": 5},
                            {"name": "Complete Care", "weight_band": "10-25kg", "monthly": 17.95,
                             "includes": ["annual_booster", "2_health_checks", "flea_monthly",
                                          "worming_quarterly", "nail_clips"],
                             "treatment_discount_pct": 10}],
                  "health_check_price": 45.00, "min_term_months": 12, "currency": "GBP"})]),
    # 37
    dict(q="Is Maple up to date with her flea and worm treatments?",
         src=[TAB("get_parasite_history",
                  "date        product                          type        given_by  next_due\n"
                  "2025-09-30  Fluralaner chewable 10-20kg      flea_tick   owner     2025-12-23\n"
                  "2025-10-14  Milbemycin/praziquantel tablet   worm        nurse     2026-01-12\n"
                  "2025-12-20  Fluralaner chewable 10-20kg      flea_tick   owner     2026-03-14\n"
                  "2026-01-19  Milbemycin/praziquantel tablet   worm        owner     2026-04-19\n"
                  "as of 2026-03-26 | doses at home: flea_tick 0, worm 1")]),
    # 38
    dict(q="Will my insurance cover Nala's MRI at the referral centre?",
         src=[T("get_referral_estimate", {
             "referral_id": "REF-2141", "centre": "Kelsall Veterinary Referrals", "department": "Neurology",
             "pet": "Nala",
             "estimate": {"items": [{"desc": "Neurology consultation", "amount": 295.00},
                                    {"desc": "MRI brain under GA", "amount": 2150.00},
                                    {"desc": "CSF tap & analysis", "amount": 340.00}],
                          "total": 2785.00, "currency": "GBP"},
             "appointment": "2026-04-22T09:00:00+01:00",
             "payment_terms": "insurer_direct_if_preauthorised"}),
              T("get_insurance_preauth", {
                  "insurer": "Thistle Pet Insurance", "policy_no": "TPI-2290417", "preauth_ref": "PA-77120",
                  "status": "approved", "condition": "Seizures - investigation", "approved_amount": 2500.00,
                  "excess": 120.00, "co_payment_pct": 0, "condition_limit_remaining": 5600.00,
                  "valid_until": "2026-05-31", "currency": "GBP"}, compact=True)]),
    # 39
    dict(q="Can you go through my account statement with me?",
         src=[TAB("get_account_statement",
                  "Hartwell Vets - account C-38820 - statement to 2026-03-27\n"
                  "date        ref           description                          debit     credit\n"
                  "2026-02-03  INV-7706611   Consultation + meds (Tess)           £86.40\n"
                  "2026-02-03  PAY-551902    Card payment                                   £86.40\n"
                  "2026-02-25  INV-7710283   X-rays + sedation (Tess)             £412.75\n"
                  "2026-03-02  PAY-552740    Insurance settlement (Thistle)                 £292.75\n"
                  "2026-03-10  INV-7714870   Health plan: Complete Care (Tess)    £17.95\n"
                  "2026-03-10  PAY-553118    Direct debit                                   £17.95\n"
                  "2026-03-19  CRN-000412    Credit note: sedation overcharge               £24.00\n"
                  "balance due: £96.00 | due by: 2026-04-10 | payment plan: none")]),
]
