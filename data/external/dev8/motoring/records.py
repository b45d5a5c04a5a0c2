"""Tool results and user questions for the `motoring` set (invented, hand-written by Claude as
data helper). A motoring assistant that can query invented services: Brackenford Motor Finance
(car finance), Halvergate Garage and Teasel MOT Centre (servicing, MOT), Corvane Motors
(manufacturer recalls), Roadwise Rescue (breakdown cover), Pinecrest Insurance (car
insurance), Voltara Charge (EV charging), Elmsby Borough Council (parking permits, penalty
charge notices) and a vehicle-tax lookup. Each record: q (user message), src (1-2 tool
results). A tool result is either ``data`` (dumped with json.dumps; ``compact`` picks
API-style separators) or ``table`` (plain text the tool returned verbatim). All names,
numbers, registrations and places are invented for this set."""


def S(fn, data=None, table=None, compact=False):
    d = {"fn": fn, "compact": compact}
    if table is not None:
        d["table"] = table.strip("\n")
    else:
        d["data"] = data
    return d


GBP = lambda v: {"amount": v, "currency": "GBP"}  # noqa: E731

RECORDS = [
    # R00 PCP agreement: remaining to pay incl. balloon
    dict(q="How much have I got left to pay on my car finance in total, including the balloon payment?",
         src=[S("get_finance_agreement", {
             "agreement_id": "BMF-PCP-4410927", "lender": "Brackenford Motor Finance", "product": "pcp",
             "vehicle": {"make": "Corvane", "model": "Astrel 1.5 Hybrid", "reg": "LK23 VWT"},
             "start_date": "2024-03-15", "term_months": 48, "monthly_payment": GBP(289.40),
             "monthly_payments_total": 47, "payments_made": 26, "payments_remaining": 21,
             "next_payment_date": "2026-06-15",
             "optional_final_payment": {"amount": 9850.00, "currency": "GBP", "due": "2028-03-15"},
             "arrears": GBP(0), "status": "active", "as_of": "2026-05-20"}, compact=True)]),
    # R01 MOT history (table)
    dict(q="When does my MOT run out, and how many miles did I do between my last two passes?",
         src=[S("get_mot_history", table="""
MOT history for YD19 KPN (Corvane Vireo 1.0T, petrol)
Test date   | Result | Odometer  | Expires     | Notes
2025-07-02  | PASS   | 48,210 mi | 2026-07-21  | 2 advisories
2024-07-22  | PASS   | 41,905 mi | 2025-07-21  | 3 advisories
2024-07-18  | FAIL   | 41,902 mi | -           | 1 major defect (nearside brake light)
""")]),
    # R02 recall + repairer (two tools)
    dict(q="I got a letter saying there might be a recall on my car. Is that right, and what do I need to do?",
         src=[S("get_recall_notices", {
             "vin": "SCV2HB31XN0418822", "reg": "FN22 TXD", "model": "Corvane Vireo 1.0T (2022)",
             "recalls": [{"recall_ref": "R/2026/0183", "issued": "2026-04-02",
                          "issue": "Rear centre seat belt buckle may not latch correctly",
                          "remedy": "Replace rear centre buckle assembly", "status": "outstanding",
                          "cost_to_owner": GBP(0), "est_repair_hours": 1.5, "parts_available": True}]}),
              S("find_authorised_repairer", {
                  "postcode": "NR13 6QP", "results": [{
                      "name": "Halvergate Corvane", "distance_miles": 4.2, "phone": "01632 960418",
                      "next_recall_slot": "2026-05-27T09:00:00+01:00", "courtesy_car": False,
                      "waiting_area": True}]}, compact=True)]),
    # R03 breakdown membership
    dict(q="Does my breakdown cover include home start, and how many call-outs have I got left this year?",
         src=[S("get_breakdown_membership", {
             "member_no": "RW-5530-2291", "name": "Priya Castellan", "provider": "Roadwise Rescue",
             "level": "national_plus_home",
             "cover": {"roadside": True, "home_start": True, "national_recovery": True,
                       "onward_travel": False, "european": False},
             "membership_year": {"start": "2025-10-01", "end": "2026-09-30"},
             "callouts": {"allowed": 6, "used": 2}, "auto_renew": True, "annual_price": GBP(142.00)})]),
    # R04 EV charging session
    dict(q="Why was I charged £26.63 at the Millbrook charger yesterday?",
         src=[S("get_charging_session", {
             "session_id": "VC-S-20260518-77410", "network": "Voltara Charge",
             "site": "Voltara Hub - Millbrook Retail Park", "connector": "CCS", "max_power_kw": 150,
             "start": "2026-05-18T17:42:10+01:00", "end": "2026-05-18T18:21:55+01:00",
             "energy_kwh": 38.6,
             "tariff": {"per_kwh": 0.69, "idle_fee_per_min": 0.10, "idle_grace_min": 10},
             "idle_minutes": 0, "total": GBP(26.63),
             "payment": {"status": "captured", "card_last4": "4417"}}, compact=True)]),
    # R05 PCN
    dict(q="I got a parking ticket on Castle Row. How much is it and how long do I have to pay the cheaper amount?",
         src=[S("get_penalty_charge_notice", {
             "pcn": "EB40719326", "issuer": "Elmsby Borough Council", "vrm": "HX20 NLO",
             "contravention": {"code": "01", "description": "Parked in a restricted street during prescribed hours"},
             "location": "Castle Row", "issued_at": "2026-05-12T10:47:00+01:00",
             "amount": GBP(70.00), "discount_amount": GBP(35.00), "discount_until": "2026-05-25",
             "status": "unpaid", "challenge_allowed": True, "challenge_by": "2026-06-08",
             "pay_url": "https://pay.elmsby.gov.example/pcn"})]),
    # R06 insurance policy
    dict(q="What's my total excess if I claim, and is my no-claims bonus protected?",
         src=[S("get_insurance_policy", {
             "policy_no": "PCI-M-7720351", "insurer": "Pinecrest Insurance", "cover": "comprehensive",
             "vehicle_reg": "KV71 ERB", "start": "2025-11-03", "end": "2026-11-02",
             "excess": {"compulsory": 250, "voluntary": 150, "windscreen_repair": 0,
                        "windscreen_replacement": 95, "currency": "GBP"},
             "no_claims": {"years": 6, "protected": True},
             "courtesy_car": True, "premium": {"annual": 612.48, "payment": "monthly_dd", "monthly": 51.04}})]),
    # R07 vehicle tax
    dict(q="Is my car taxed, and when's the next payment coming out?",
         src=[S("get_vehicle_tax_status", {
             "vrm": "MT21 OHZ", "make": "CORVANE", "tax_status": "taxed", "taxed_until": "2026-07-31",
             "payment_method": "direct_debit", "instalments": "monthly", "instalment_amount": 17.06,
             "next_collection": "2026-06-01", "auto_renew": True, "mot_status": "valid"}, compact=True)]),
    # R08 service history + telematics (two tools)
    dict(q="When's my next service due? I'm doing a lot of miles at the moment.",
         src=[S("get_service_history", {
             "vrm": "PN22 GUA", "garage": "Halvergate Garage",
             "schedule": {"interval_months": 12, "interval_miles": 12500, "rule": "whichever_first"},
             "last_service": {"date": "2025-09-10", "type": "full", "odometer_miles": 31480, "cost": GBP(289.00)},
             "next_due": {"date": "2026-09-10", "odometer_miles": 43980}}),
              S("get_vehicle_telematics", {
                  "vrm": "PN22 GUA", "odometer_miles": 41115, "reading_at": "2026-05-21T08:05:00+01:00",
                  "avg_monthly_miles_90d": 1240, "fuel_level_pct": 38}, compact=True)]),
    # R09 site tariffs
    dict(q="How much does it cost to charge at the Riverside Car Park Voltara chargers?",
         src=[S("get_site_tariffs", {
             "site_id": "VC-RIV-012", "site": "Riverside Car Park", "network": "Voltara Charge",
             "tariffs": [{"charger": "ac_22kw", "per_kwh": 0.45}, {"charger": "rapid_50kw", "per_kwh": 0.65},
                         {"charger": "ultra_150kw", "per_kwh": 0.79}],
             "overstay": {"applies_to": ["rapid_50kw", "ultra_150kw"], "grace_min": 15, "per_min": 0.50},
             "member_discount": {"plan": "Voltara Plus", "pct": 15, "plan_price_monthly": 7.99},
             "parking": {"free_minutes": 120}})]),
    # R10 breakdown call-out status
    dict(q="How long until the breakdown van gets to me?",
         src=[S("get_breakdown_job", {
             "job_ref": "RR-JOB-88213", "status": "patrol_en_route",
             "reported_at": "2026-05-22T07:58:00+01:00", "as_of": "2026-05-22T08:11:00+01:00",
             "location": "A614 lay-by near Cresswell Moor", "fault_reported": "battery_flat",
             "patrol": {"first_name": "Dale", "van": "RR 512"},
             "eta": "2026-05-22T08:50:00+01:00", "eta_latest": "2026-05-22T09:05:00+01:00",
             "priority": "standard"}, compact=True)]),
    # R11 resident permit
    dict(q="My residents' parking permit runs out soon. Can I renew it yet, and what will it cost?",
         src=[S("get_parking_permit", {
             "permit_no": "E3-R-004518", "issuer": "Elmsby Borough Council", "type": "resident",
             "zone": "E3", "vrm": "HX20 NLO", "valid_from": "2025-06-01", "valid_to": "2026-05-31",
             "status": "active", "renewal": {"window_opens": "2026-05-01", "price": GBP(96.00),
                                             "eligible": True, "proof_required": False},
             "visitor_vouchers_remaining": 14, "as_of": "2026-05-22"})]),
    # R12 insurance claim
    dict(q="What's happening with my insurance claim?",
         src=[S("get_claim_status", {
             "claim_no": "CLM-2026-0419832", "policy_no": "PCI-M-7720351", "incident_date": "2026-04-28",
             "type": "third_party_collision", "status": "awaiting_engineer_report",
             "liability": "non_fault_pending", "excess": {"amount": 400, "currency": "GBP",
                                                       "refundable_if_recovered": True},
             "repairer": "Teasel Bodyworks", "courtesy_car": {"provided": True, "until": "repairs_complete"},
             "handler": "Owen Marsh", "no_claims_affected": "pending_liability"}, compact=True)]),
    # R13 payment schedule (table)
    dict(q="How much more do I need to pay to finish my car finance?",
         src=[S("get_payment_schedule", table="""
Agreement BMF-HP-3318054 (hire purchase) - payment schedule
No. | Due date   | Amount    | Status
19  | 2026-04-01 | £214.75   | paid
20  | 2026-05-01 | £214.75   | paid
21  | 2026-06-01 | £214.75   | scheduled
22  | 2026-07-01 | £214.75   | scheduled
23  | 2026-08-01 | £214.75   | scheduled
24  | 2026-09-01 | £3,180.00 | scheduled (final payment)
""")]),
    # R14 chargers nearby
    dict(q="I need a rapid charger near me that's free right now. What's closest?",
         src=[S("find_chargers_nearby", {
             "origin": {"lat": 52.6291, "lon": 1.2934}, "filter": {"min_power_kw": 50},
             "results": [
                 {"site": "Voltara Hub - Millbrook Retail Park", "distance_miles": 1.8, "power_kw": 150,
                  "available": 0, "total": 6, "per_kwh": 0.69},
                 {"site": "Riverside Car Park", "distance_miles": 2.4, "power_kw": 50,
                  "available": 2, "total": 4, "per_kwh": 0.65},
                 {"site": "Thorpe Lane Services", "distance_miles": 5.1, "power_kw": 150,
                  "available": 3, "total": 8, "per_kwh": 0.74}],
             "as_of": "2026-05-23T13:20:00+01:00"}, compact=True)]),
    # R15 MOT slots
    dict(q="Can I get an MOT this Saturday morning at Teasel?",
         src=[S("get_mot_slots", {
             "centre": "Teasel MOT Centre", "as_of": "2026-06-03", "price": GBP(45.00),
             "duration_min": 60, "wait_on_site": True,
             "slots": ["2026-06-06T08:30:00+01:00", "2026-06-06T11:00:00+01:00",
                       "2026-06-06T14:30:00+01:00", "2026-06-08T09:00:00+01:00"],
             "free_retest_within_days": 10})]),
    # R16 renewal quote
    dict(q="How much has my car insurance renewal gone up, and has anything else changed?",
         src=[S("get_renewal_quote", {
             "policy_no": "PCI-M-7720351", "renewal_date": "2026-11-03",
             "current": {"annual_premium": 612.48, "windscreen_replacement_excess": 95, "no_claims_years": 6},
             "renewal": {"annual_premium": 688.20, "windscreen_replacement_excess": 115, "no_claims_years": 7},
             "compulsory_excess": 250, "voluntary_excess": 150, "auto_renew": True,
             "currency": "GBP"}, compact=True)]),
    # R17 PCN appeal
    dict(q="Any news on my parking ticket appeal?",
         src=[S("get_pcn_appeal", {
             "pcn": "EB40611874", "appeal_ref": "APL-26-03372", "submitted": "2026-05-02",
             "grounds": "signage_unclear", "status": "under_review", "decision_due_by": "2026-05-30",
             "discount_held": True, "discount_amount": GBP(35.00), "full_amount": GBP(70.00),
             "if_rejected": "discount_offered_again_for_14_days"})]),
    # R18 April charging sessions
    dict(q="How much did I spend on public charging in April, and what did that work out at per kWh?",
         src=[S("list_charging_sessions", {
             "account": "VC-ACC-209133", "period": "2026-04",
             "sessions": [
                 {"date": "2026-04-03", "site": "Millbrook Retail Park", "kwh": 31.2, "energy_cost": 21.53, "idle_fee": 0, "total": 21.53},
                 {"date": "2026-04-09", "site": "Riverside Car Park", "kwh": 22.0, "energy_cost": 14.30, "idle_fee": 1.50, "total": 15.80},
                 {"date": "2026-04-17", "site": "Millbrook Retail Park", "kwh": 40.5, "energy_cost": 27.95, "idle_fee": 0, "total": 27.95},
                 {"date": "2026-04-26", "site": "Station Road (AC)", "kwh": 18.4, "energy_cost": 8.28, "idle_fee": 0, "total": 8.28}],
             "currency": "GBP"})]),
    # R19 settlement quote
    dict(q="If I want to pay my car off early, how much do I need and by when?",
         src=[S("get_settlement_quote", {
             "agreement_id": "BMF-HP-2290415", "product": "hire_purchase",
             "settlement_amount": GBP(7412.36), "valid_until": "2026-06-19",
             "interest_rebate": GBP(318.90), "early_settlement_fee": GBP(0),
             "pay_by": ["bank_transfer", "debit_card"],
             "bank_details": {"sort_code": "40-11-62", "account_no": "71820394", "reference": "BMF2290415"},
             "generated": "2026-05-29"}, compact=True)]),
    # R20 recalls for three household cars
    dict(q="Can you check all three of our cars for recalls?",
         src=[S("check_recalls_batch", {
             "checked_at": "2026-06-01T18:30:00+01:00",
             "vehicles": [
                 {"reg": "FN22 TXD", "model": "Corvane Vireo 1.0T", "recalls": [
                     {"recall_ref": "R/2026/0183", "issue": "Rear centre seat belt buckle may not latch correctly",
                      "status": "completed", "completed_on": "2026-05-27"}]},
                 {"reg": "LK23 VWT", "model": "Corvane Astrel 1.5 Hybrid", "recalls": [
                     {"recall_ref": "R/2026/0207", "issue": "Hybrid inverter software may cause loss of drive power",
                      "remedy": "software_update", "status": "outstanding", "est_repair_hours": 0.75,
                      "do_not_drive": False, "cost_to_owner": 0}]},
                 {"reg": "WR18 BHM", "model": "Tessaro Lune 1.2", "recalls": []}]}, compact=True)]),
    # R21 breakdown membership + call-out history (two tools)
    dict(q="My car won't start on my driveway this morning. Am I covered for that, and how many call-outs have I used?",
         src=[S("get_breakdown_membership", {
             "member_no": "RW-7781-0046", "name": "Tomasz Rudd", "provider": "Roadwise Rescue",
             "level": "roadside_only",
             "cover": {"roadside": True, "home_start": False, "national_recovery": False,
                       "local_tow_limit_miles": 10},
             "membership_year": {"start": "2026-01-15", "end": "2027-01-14"},
             "callouts": {"allowed": 5, "used": 3},
             "upgrade_options": [{"level": "roadside_plus_home", "extra_cost": GBP(28.00)},
                                 {"level": "national_plus_home", "extra_cost": GBP(58.00)}]}),
              S("list_callouts", {
                  "member_no": "RW-7781-0046",
                  "callouts": [
                      {"date": "2026-02-03", "fault": "flat_tyre", "outcome": "fixed_at_scene"},
                      {"date": "2026-03-21", "fault": "battery", "outcome": "fixed_at_scene"},
                      {"date": "2026-05-09", "fault": "clutch", "outcome": "towed", "tow_miles": 7,
                       "towed_to": "Halvergate Garage"}]}, compact=True)]),
    # R22 service booking
    dict(q="Can you remind me of the details for my service booking?",
         src=[S("get_service_booking", {
             "booking_ref": "HG-BK-60218", "garage": "Halvergate Garage", "vrm": "PN22 GUA",
             "service_type": "full_service", "drop_off": "2026-06-12T08:15:00+01:00",
             "estimated_ready": "2026-06-12T16:00:00+01:00",
             "quote": {"labour": 165.00, "parts": 96.50, "total": 261.50, "vat_included": True, "currency": "GBP"},
             "extras": [{"item": "air_con_regas", "price": 59.00, "status": "awaiting_approval"}],
             "courtesy_car": {"requested": True, "confirmed": False}, "collection_delivery": None})]),
    # R23 vehicle tax payment options (table)
    dict(q="What's the cheapest way to pay my car tax, and how much extra does paying monthly cost?",
         src=[S("get_tax_payment_options", table="""
Vehicle tax options for MT21 OHZ (standard rate)
Option                              | Total per year | Per payment
12 months, single payment           | £195.00        | £195.00
6 months, single payment            | £214.50        | £107.25
Direct Debit, annual                | £195.00        | £195.00
Direct Debit, 6-monthly             | £204.74        | £102.37
Direct Debit, monthly (12 payments) | £204.72        | £17.06
""")]),
    # R24 named drivers
    dict(q="Is my son Jonah insured to drive my car? And can he drive his friend's car on my policy?",
         src=[S("get_policy_drivers", {
             "policy_no": "PCI-M-6604218", "insurer": "Pinecrest Insurance", "vehicle_reg": "DG19 WKE",
             "policyholder": {"name": "Helena Voss", "driving_other_cars": True},
             "named_drivers": [{"name": "Jonah Voss", "relationship": "child", "age": 19,
                                "licence_held_years": 1, "added_on": "2026-02-10",
                                "driving_other_cars": False}],
             "young_driver_excess": {"amount": 350, "applies_under_age": 25, "currency": "GBP"}}, compact=True)]),
    # R25 pay-by-phone parking session
    dict(q="How long have I got left on my parking, and can I extend it?",
         src=[S("get_parking_session", {
             "session_id": "PE-889120437", "provider": "ParkElmsby", "location_code": 4471,
             "location": "Market Street car park", "vrm": "HX20 NLO",
             "start": "2026-05-30T13:05:00+01:00", "expires": "2026-05-30T15:05:00+01:00",
             "paid": GBP(3.60), "tariff_per_hour": 1.80, "max_stay_hours": 3,
             "extend_allowed": True, "sms_reminder": True, "as_of": "2026-05-30T14:40:00+01:00"})]),
    # R26 home EV tariff + last session
    dict(q="How much did last night's charge at home cost me?",
         src=[S("get_home_charging", {
             "supplier": "Lumen Grid", "tariff": "EV Night Saver",
             "rates": {"off_peak_per_kwh": 0.075, "off_peak_window": "23:30-05:30",
                       "peak_per_kwh": 0.286, "standing_charge_per_day": 0.532},
             "last_session": {"start": "2026-06-02T23:30:00+01:00", "end": "2026-06-03T04:10:00+01:00",
                              "energy_kwh": 32.4, "off_peak_kwh": 32.4, "peak_kwh": 0.0}}, compact=True)]),
    # R27 PCP mileage
    dict(q="Am I on track with my PCP mileage? I don't want to get hit with an excess mileage charge.",
         src=[S("get_pcp_mileage", {
             "agreement_id": "BMF-PCP-4410927", "annual_allowance": 10000, "contract_allowance": 40000,
             "start_odometer": 12, "latest_odometer": 27640, "reading_date": "2026-05-20",
             "months_elapsed": 26, "months_remaining": 22,
             "excess_charge": {"per_mile": 0.08, "currency": "GBP", "applies_if": "vehicle_returned"}})]),
    # R28 MOT advisories
    dict(q="What were the advisories on my last MOT?",
         src=[S("get_mot_test", {
             "vrm": "RE17 MVA", "test_date": "2026-03-11", "result": "pass", "odometer_miles": 62114,
             "expiry": "2027-03-10", "centre": "Teasel MOT Centre",
             "defects": {"dangerous": [], "major": [], "minor": []},
             "advisories": ["Nearside front tyre worn close to legal limit (2.0 mm)",
                            "Offside rear brake disc slightly pitted"]}, compact=True)]),
    # R29 tyre quote
    dict(q="How much for two new front tyres, and when can they fit them?",
         src=[S("get_tyre_quote", {
             "centre": "Teasel MOT Centre", "vrm": "RE17 MVA", "tyre": "Halden Eco 205/55 R16 91V",
             "qty": 2, "unit_price": 78.50, "fitting_included": True, "disposal_per_tyre": 2.50,
             "optional": [{"item": "four_wheel_alignment", "price": 39.00}],
             "vat_included": True, "currency": "GBP",
             "next_fitting_slot": "2026-06-09T10:30:00+01:00"})]),
    # R30 cover levels (table)
    dict(q="What's the cheapest Roadwise cover that includes home start?",
         src=[S("list_cover_levels", table="""
Roadwise Rescue cover levels (annual, one vehicle)
Level              | Roadside | Home start | Recovery           | Onward travel | Price
Roadside           | yes      | no         | local (10 miles)   | no            | £84.00
Roadside + Home    | yes      | yes        | local (10 miles)   | no            | £112.00
National           | yes      | no         | national           | no            | £118.00
National Plus Home | yes      | yes        | national           | no            | £142.00
Complete           | yes      | yes        | national           | yes           | £189.00
""")]),
    # R31 policy add-ons
    dict(q="What extras come with my car insurance? Is key cover included?",
         src=[S("get_policy_addons", {
             "policy_no": "PCI-M-7720351",
             "addons": [
                 {"name": "motor_legal_protection", "included": True, "limit": 100000},
                 {"name": "personal_accident", "included": True, "limit": 5000},
                 {"name": "courtesy_car", "included": True, "vehicle_class": "small_hatchback",
                  "condition": "approved_repairer_only"},
                 {"name": "key_cover", "included": False, "available": True, "price": 19.99},
                 {"name": "breakdown", "included": False, "available": False}],
             "currency": "GBP"}, compact=True)]),
    # R32 route charging plan
    dict(q="I'm driving to Port Callan on Saturday. Can I do it with just one charging stop?",
         src=[S("plan_route_charging", {
             "from": "Elmsby", "to": "Port Callan", "distance_miles": 212, "start_soc_pct": 90,
             "stops": [{"site": "Voltara Hub - Wexcombe Services", "at_mile": 131, "power_kw": 150,
                        "arrive_soc_pct": 22, "depart_soc_pct": 75, "charge_min": 24,
                        "est_cost": GBP(23.90)}],
             "arrival_soc_pct": 18, "drive_time_min": 230, "total_time_min": 254})]),
    # R33 PCN + payments (two tools)
    dict(q="I paid my bus lane fine, so why does it say I still owe money?",
         src=[S("get_penalty_charge_notice", {
             "pcn": "EB40877213", "issuer": "Elmsby Borough Council", "vrm": "DG19 WKE",
             "contravention": {"code": "34J", "description": "Being in a bus lane"},
             "issued_at": "2026-04-20T08:12:00+01:00", "amount": GBP(70.00),
             "discount_amount": GBP(35.00), "discount_until": "2026-05-04",
             "status": "balance_due", "balance": GBP(35.00), "balance_due_by": "2026-06-03"}, compact=True),
              S("list_pcn_payments", {
                  "pcn": "EB40877213",
                  "payments": [{"date": "2026-05-06", "amount": 35.00, "method": "card", "ref": "PAY-55821"}]})]),
    # R34 tax + MOT (two tools)
    dict(q="I tried to tax my car online and it wouldn't let me. Why?",
         src=[S("get_vehicle_tax_status", {
             "vrm": "SN18 FRC", "tax_status": "untaxed", "taxed_until": "2026-05-31",
             "can_tax_now": False, "blocking_reason": "no_valid_mot", "as_of": "2026-06-04"}, compact=True),
              S("get_mot_status", {
                  "vrm": "SN18 FRC", "mot_valid": False, "expired_on": "2026-05-28",
                  "last_test": {"date": "2026-05-27", "result": "fail", "centre": "Teasel MOT Centre",
                                "defects": [{"severity": "major", "text": "Offside headlamp aim too low"},
                                            {"severity": "major", "text": "Nearside front tyre tread below legal limit"}]}})]),
    # R35 PCP settlement + part-exchange valuation (two tools)
    dict(q="If I part-exchange my car now, will I have any equity left after paying off the finance?",
         src=[S("get_finance_agreement", {
             "agreement_id": "BMF-PCP-5120733", "product": "pcp", "vehicle_reg": "KV71 ERB",
             "settlement": {"amount": 11240.00, "currency": "GBP", "valid_until": "2026-06-26"},
             "optional_final_payment": GBP(8900.00), "status": "active"}, compact=True),
              S("get_part_exchange_valuation", {
                  "vrm": "KV71 ERB", "dealer": "Halvergate Corvane", "valuation": GBP(13600.00),
                  "mileage": 28300, "condition_grade": "good", "valid_until": "2026-06-10",
                  "subject_to_inspection": True})]),
    # R36 charging subscription
    dict(q="Is Voltara Plus actually saving me money?",
         src=[S("get_subscription", {
             "plan": "Voltara Plus", "price_monthly": 7.99, "started": "2026-01-14",
             "next_renewal": "2026-06-14", "payments_made": 5, "discount_pct": 15,
             "discount_applies_to": ["energy"], "savings_to_date": 31.46,
             "cancel": {"allowed": True, "effective": "end_of_billing_period"}, "currency": "GBP"}, compact=True)]),
    # R37 visitor vouchers
    dict(q="How many visitor parking vouchers have I got left, and do they roll over?",
         src=[S("get_visitor_vouchers", {
             "permit_no": "E3-R-004518", "zone": "E3", "allocation_per_year": 50, "remaining": 14,
             "allocation_year_end": "2026-05-31", "carry_over": False,
             "top_up": {"pack_size": 10, "price": GBP(12.00), "max_extra_per_year": 20},
             "voucher_validity": "one_calendar_day"})]),
    # R38 recall booking
    dict(q="When's my recall appointment, and do I need to bring anything?",
         src=[S("get_recall_booking", {
             "booking_ref": "HC-RC-11942", "recall_ref": "R/2026/0207", "vrm": "LK23 VWT",
             "repairer": "Halvergate Corvane", "start": "2026-06-16T13:30:00+01:00",
             "est_duration_min": 45, "status": "confirmed", "bring": ["both_keys"],
             "courtesy_car": False, "waiting_area": True}, compact=True)]),
    # R39 fuel log (table)
    dict(q="How much have I spent on fuel over the last two months, and what mpg am I getting?",
         src=[S("get_fuel_log", table="""
Fuel log - BT20 YJC (petrol, filled to full each time)
Date       | Litres | Price/L | Cost   | Odometer
2026-04-04 | 41.20  | 143.9p  | £59.29 | 40,118
2026-04-19 | 38.65  | 145.9p  | £56.39 | 40,562
2026-05-06 | 40.10  | 146.9p  | £58.91 | 41,027
2026-05-22 | 37.80  | 144.9p  | £54.77 | 41,455
""")]),
]
