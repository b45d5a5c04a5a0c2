"""Function-call results for the `lettings` dev set (hand-written by Claude, data helper).

Each record: the user's question and 1-2 tool results the assistant received. A tool result
is T(fn, data, compact) -- build.py dumps `data` with json.dumps (compact separators when
compact=True) -- or T(fn, table=...) for a plain-text table returned verbatim. All letting
agents, landlords, tenants, contractors and addresses are invented.
"""


def T(fn, data=None, compact=False, table=None):
    if table is not None:
        return {"fn": fn, "table": table}
    return {"fn": fn, "data": data, "compact": compact}


RECORDS = [
    # R00
    dict(question="When does our fixed term end, and how much rent is left to pay until then?",
         src=[T("get_tenancy", {
             "tenancy_id": "TN-40817", "agent": "Marlow & Finch Lettings",
             "property": {"address": "Flat 3, 27 Alder Road, Bristol", "postcode": "BS6 4QL", "type": "flat", "bedrooms": 2},
             "tenants": [{"name": "Priya Nandakumar", "lead": True}, {"name": "Tom Whitcombe", "lead": False}],
             "start_date": "2025-09-01", "end_date": "2026-08-31", "type": "assured_shorthold",
             "periodic_after_end": True,
             "rent": {"amount": 1350.0, "currency": "GBP", "frequency": "monthly", "due_day": 1},
             "paid_until": "2026-03-31",
             "break_clause": {"earliest_date": "2026-03-01", "notice_months": 2}})]),
    # R01
    dict(question="Is my deposit protected, and which scheme is it with?",
         src=[T("get_deposit", {
             "tenancy_id": "TN-52290",
             "deposit": {"amount": {"amount": 1730.77, "currency": "GBP"}, "scheme": "TDS Custodial",
                         "certificate_no": "TDS-7731-0954", "protected_on": "2025-06-18", "received_on": "2025-06-04"},
             "prescribed_info_sent": True, "status": "protected", "return": None})]),
    # R02
    dict(question="My boiler's still broken - when is someone coming?",
         src=[T("get_repair_request", {
             "ref": "RR-11842", "property": "14 Kestle Way, Truro TR1 3HD", "category": "heating",
             "summary": "Boiler not firing, no hot water", "priority": "P2", "priority_label": "urgent",
             "target_hours": 72, "reported_at": "2026-03-09T07:48:00+00:00",
             "status": "contractor_assigned", "assigned_to": "Penwith Gas & Heating"}),
              T("get_contractor_visit", {
                  "job": "RR-11842", "contractor": "Penwith Gas & Heating", "engineer": "Dylan Rowe",
                  "visit": {"date": "2026-03-11", "window": {"start": "08:00", "end": "12:00"}},
                  "access": "tenant_present", "confirmed": True}, compact=True)]),
    # R03
    dict(question="How much am I behind, and what's happening with the payment plan I asked for?",
         src=[T("get_rent_account", {
             "tenancy_id": "TN-33051", "tenant": "Marcus Oyelaran",
             "rent_monthly": {"amount": 925, "currency": "GBP"},
             "balance": {"amount": -1387.5, "currency": "GBP"}, "arrears_since": "2026-01-01",
             "months_in_arrears": 1.5, "last_payment": {"date": "2026-02-27", "amount": 462.5},
             "status": "in_arrears"}),
              T("get_payment_plan", {
                  "plan_id": "PP-0419", "status": "awaiting_approval",
                  "instalment": {"amount": 231.25, "currency": "GBP"}, "frequency": "monthly",
                  "first_due": "2026-04-01", "instalments": 6, "in_addition_to_rent": True,
                  "approver": "Landlord (Mrs H. Caldwell)", "proposed_on": "2026-03-10"})]),
    # R04
    dict(question="When is the inspection and do I need to be there?",
         src=[T("get_inspection", {
             "inspection_id": "INS-2207", "property": "22 Marsh Lane, Norwich NR3 2BT",
             "type": "routine_mid_term",
             "scheduled": {"date": "2026-04-16", "time": "10:30", "duration_min": 45},
             "inspector": "Hannah Pryce", "notice_sent_at": "2026-03-30T16:05:00+01:00",
             "tenant_presence_required": False, "keys_held_by_agent": True, "photos": True,
             "status": "scheduled"}, compact=True)]),
    # R05
    dict(question="I gave notice last week - what's my move-out date and is there anything else I need to pay?",
         src=[T("get_notice", {
             "tenancy_id": "TN-61178", "notice_type": "tenant_notice_to_quit", "served_on": "2026-03-04",
             "notice_period": {"months": 1, "ends_on_rent_day": True}, "rent_due_day": 15,
             "earliest_end_date": "2026-04-14", "requested_end_date": "2026-04-14", "accepted": True,
             "checkout": {"booked": True, "date": "2026-04-14", "time": "14:00", "clerk": "InvenTrue Inventories"},
             "final_rent": {"period_from": "2026-03-15", "period_to": "2026-04-14",
                            "amount": {"amount": 1095.0, "currency": "GBP"}, "status": "due"}})]),
    # R06
    dict(question="Do I have to pay any bills on top of my rent?",
         src=[T("get_bills_responsibility", table=(
             "Property: 9 Wren Court, Leicester LE2 7PA | Tenancy TN-27764 | Let type: room-only HMO\n"
             "Bill         | Responsible | Included in rent | Supplier            | Notes\n"
             "Council tax  | landlord    | yes              | Leicester City Cncl | Band B\n"
             "Electricity  | landlord    | yes              | Octavia Energy      | fair-use cap £45/month per room\n"
             "Gas          | landlord    | yes              | Octavia Energy      | -\n"
             "Water        | landlord    | yes              | Severn Trent        | -\n"
             "Broadband    | landlord    | yes              | Fibrenest           | 500 Mbps\n"
             "TV licence   | tenant      | no               | -                   | required if watching live TV in own room"))]),
    # R07
    dict(question="What's my service charge this year and have I paid it?",
         src=[T("get_service_charge", {
             "leaseholder": "Ewan McTaggart", "unit": "Flat 12, Harbour View, 40 Quayside, Leith EH6 6NP",
             "managing_agent": "Calder Block Management",
             "year": {"start": "2026-04-01", "end": "2027-03-31"},
             "budget_total": {"amount": 186400, "currency": "GBP"}, "share_pct": 2.15,
             "annual_charge": {"amount": 4007.6, "currency": "GBP"}, "billing": "half_yearly",
             "instalments": [{"due": "2026-04-01", "amount": 2003.8, "status": "paid"},
                             {"due": "2026-10-01", "amount": 2003.8, "status": "not_due"}],
             "reserve_fund_contribution_included": True}, compact=True)]),
    # R08
    dict(question="When does my parking permit run out and does it renew automatically?",
         src=[T("get_parking_permit", {
             "permit_id": "PK-3391", "development": "Linden Mews", "tenant": "Sofia Almeida",
             "vehicle": {"reg": "LK21 XHV", "make": "Skoda", "model": "Fabia"}, "bay": "B14",
             "type": "allocated", "valid_from": "2026-01-01", "valid_to": "2026-06-30",
             "fee": {"amount": 35.0, "currency": "GBP", "per": "month"}, "auto_renew": False,
             "visitor_permits_remaining": 6})]),
    # R09
    dict(question="Am I up to date with my rent?",
         src=[T("get_rent_statement", table=(
             "Rent statement - TN-48820 - 5 Sable Close, Exeter EX4 8JN\n"
             "Date        Description      Debit      Credit     Balance\n"
             "2026-01-01  Rent Jan         £1,180.00             £1,180.00\n"
             "2026-01-02  Payment (SO)                £1,180.00  £0.00\n"
             "2026-02-01  Rent Feb         £1,180.00             £1,180.00\n"
             "2026-02-03  Payment (SO)                £1,180.00  £0.00\n"
             "2026-03-01  Rent Mar         £1,180.00             £1,180.00\n"
             "2026-03-06  Payment (card)              £900.00    £280.00"))]),
    # R10
    dict(question="Who pays the council tax at my flat and how much is it?",
         src=[T("get_council_tax", {
             "property": "Flat B, 61 Cromer Street, Leeds LS6 1PQ", "band": "C",
             "annual_charge": {"amount": 2106.48, "currency": "GBP"}, "year": "2026/27", "liable": "tenant",
             "single_person_discount": {"applied": True, "pct": 25}, "amount_after_discount": 1579.86,
             "instalments": 10, "first_instalment": "2026-04-01", "billing_authority": "Leeds City Council"},
             compact=True)]),
    # R11
    dict(question="What are they taking off my deposit and how much will I get back?",
         src=[T("get_deposit_deductions", {
             "tenancy_id": "TN-19935", "deposit_held": {"amount": 1500, "currency": "GBP"}, "scheme": "mydeposits",
             "proposed_deductions": [
                 {"item": "Professional clean - kitchen and oven", "amount": 145.0, "evidence": "checkout_report_p4"},
                 {"item": "Replace stained bedroom carpet (pro-rata, 40% of cost)", "amount": 228.0, "evidence": "checkout_report_p9"},
                 {"item": "Unpaid final water bill", "amount": 61.37, "evidence": "invoice_SW-88213"}],
             "total_deductions": 434.37, "to_return": 1065.63, "status": "proposed",
             "tenant_response_due": "2026-04-20", "dispute_available": True})]),
    # R12
    dict(question="Any update on my dripping tap?",
         src=[T("get_repair_request", {
             "ref": "RR-12977", "property": "Flat 7, Cobden House, Salford M5 4WT", "category": "plumbing",
             "summary": "Kitchen tap dripping", "priority": "P4", "priority_label": "routine", "target_days": 20,
             "reported_at": "2026-03-02T19:22:11+00:00", "status": "awaiting_landlord_approval",
             "quote": {"amount": 95.0, "currency": "GBP"}, "contractor": None, "visit": None}, compact=True)]),
    # R13
    dict(question="What are the terms of the renewal they've offered me?",
         src=[T("get_renewal_offer", {
             "tenancy_id": "TN-70342", "property": "12 Foxglove Terrace, Cheltenham GL52 6RS",
             "current_rent": {"amount": 1275, "currency": "GBP"}, "proposed_rent": {"amount": 1340, "currency": "GBP"},
             "increase_pct": 5.1, "new_term_months": 12, "new_start": "2026-06-01", "new_end": "2027-05-31",
             "respond_by": "2026-04-24", "renewal_fee": {"amount": 0, "currency": "GBP"},
             "break_clause": {"included": True, "after_month": 6, "notice_months": 2},
             "pets_clause": "unchanged", "status": "offer_sent"})]),
    # R14
    dict(question="What were the meter readings when I moved in?",
         src=[T("get_move_in_utilities", {
             "tenancy_id": "TN-80451", "move_in": "2026-03-20", "property": "3 Orchard Row, York YO31 8HN",
             "meters": [
                 {"utility": "electricity", "serial": "E21K04418", "reading": 18342, "unit": "kWh", "read_at": "2026-03-20T11:05:00+00:00"},
                 {"utility": "gas", "serial": "G4A77190", "reading": 6021.4, "unit": "m3", "read_at": "2026-03-20T11:07:00+00:00"},
                 {"utility": "water", "serial": None, "reading": None, "unit": "m3", "read_at": None}],
             "suppliers": {"electricity": "Brightwell Energy", "gas": "Brightwell Energy", "water": "Yorkshire Water"},
             "tenant_responsible": ["electricity", "gas", "water", "council_tax", "broadband"]})]),
    # R15
    dict(question="I missed this month's rent - how do I pay it?",
         src=[T("get_rent_account", {
             "tenancy_id": "TN-24608", "agent": "Greyhaven Property Management",
             "balance_due": {"amount": 640, "currency": "GBP"},
             "missed": [{"period": "2026-03", "due": "2026-03-05", "amount": 640}], "rent_monthly": 640,
             "accepted_methods": ["bank_transfer", "standing_order"],
             "bank": {"name": "Greyhaven PM Client Account", "sort_code": "20-44-91", "account_no": "53018866", "reference": "TN24608"},
             "contact": {"phone": "0113 496 0725", "hours": "Mon-Fri 09:00-17:00"}}, compact=True)]),
    # R16
    dict(question="What repairs are still open at my flat?",
         src=[T("get_open_repairs", {
             "property": "Flat 5, 18 Linnet Street, Glasgow G11 5AB",
             "open_repairs": [
                 {"ref": "RR-30114", "summary": "Bathroom extractor fan not working", "priority": "routine",
                  "status": "visit_booked", "visit": {"date": "2026-04-07", "slot": "13:00-17:00"}},
                 {"ref": "RR-30152", "summary": "Front door lock sticking", "priority": "urgent",
                  "status": "visit_booked", "visit": {"date": "2026-04-02", "slot": "08:00-12:00"}},
                 {"ref": "RR-30166", "summary": "Mould on bedroom ceiling", "priority": "routine",
                  "status": "awaiting_inspection", "visit": None}],
             "count": 3})]),
    # R17
    dict(question="My landlord sent a rent increase notice. How much is it going up and when?",
         src=[T("get_rent_increase_notice", {
             "tenancy_id": "TN-55820", "notice_type": "rent_increase", "served_on": "2026-02-16",
             "current_rent": {"amount": 1100, "currency": "GBP", "per": "month"},
             "new_rent": {"amount": 1166, "currency": "GBP", "per": "month"}, "effective_from": "2026-04-01",
             "periodic": True, "tenant_can_challenge": True, "challenge_deadline": "2026-03-31",
             "challenge_body": "First-tier Tribunal (Property Chamber)"})]),
    # R18
    dict(question="Where are we up to with our application for 2 Heron Quay?",
         src=[T("get_tenant_application", {
             "application_id": "APP-9083", "property": "2 Heron Quay, Ipswich IP3 0BH",
             "applicants": [{"name": "Leon Brady", "referencing": "passed"},
                            {"name": "Amira Haddad", "referencing": "passed_with_guarantor"}],
             "guarantor": {"name": "Samir Haddad", "referencing": "in_progress"},
             "holding_deposit": {"amount": 288.46, "currency": "GBP", "paid": True, "paid_on": "2026-03-12"},
             "deadline_for_agreement": "2026-03-26", "proposed_move_in": "2026-04-04", "status": "referencing"},
             compact=True)]),
    # R19
    dict(question="Why is my service charge £1,940 this year? What does it cover?",
         src=[T("get_service_charge_budget", table=(
             "Westmere Court service charge budget 2026/27 (Block B) - managing agent: Hollins & Reed Estates\n"
             "Heading                 | Block total | Flat 9 share (1/24)\n"
             "Buildings insurance     | £14,880     | £620.00\n"
             "Cleaning communal areas | £7,200      | £300.00\n"
             "Lift maintenance        | £5,040      | £210.00\n"
             "Grounds & gardening     | £3,360      | £140.00\n"
             "Reserve fund            | £9,600      | £400.00\n"
             "Management fee          | £6,480      | £270.00\n"
             "TOTAL                   | £46,560     | £1,940.00")),
              T("get_service_charge_account", {
                  "unit": "Westmere Court B/9", "leaseholder": "Grace Ilori",
                  "balance": {"amount": 0, "currency": "GBP"}, "payment_method": "monthly_direct_debit",
                  "dd_amount": 161.67, "next_dd": "2026-04-01"}, compact=True)]),
    # R20
    dict(question="Water is coming through my kitchen ceiling! What's happening with my report?",
         src=[T("get_repair_request", {
             "ref": "RR-40388", "property": "27 Bramble Close, Swindon SN2 7LW", "category": "water_leak",
             "summary": "Water coming through kitchen ceiling from bathroom above", "priority": "P1",
             "priority_label": "emergency", "target_hours": 24, "reported_at": "2026-03-14T22:10:00+00:00",
             "status": "contractor_en_route",
             "contractor": {"name": "Rapid Flow Plumbing", "eta": "2026-03-14T23:30:00+00:00"},
             "advice_given": ["turn_off_stopcock", "isolate_electrics_in_affected_area"],
             "out_of_hours_line": "0333 014 6620"})]),
    # R21
    dict(question="When will I get my deposit back and how much?",
         src=[T("get_deposit_return", {
             "tenancy_id": "TN-36417", "ended_on": "2026-02-28", "deposit": {"amount": 2100, "currency": "GBP"},
             "scheme": "DPS Insured", "agreed_deductions": {"amount": 180, "currency": "GBP"},
             "split": [{"tenant": "Chloe Barnard", "share_pct": 50, "account_ending": "4471"},
                       {"tenant": "Nathan Greer", "share_pct": 50, "account_ending": "0938"}],
             "status": "approved_awaiting_payment", "approved_on": "2026-03-12", "payment_due_by": "2026-03-22",
             "paid": False})]),
    # R22
    dict(question="If I give notice today, when is the earliest I can leave?",
         src=[T("get_tenancy_summary", {
             "tenancy_id": "TN-15209", "property": "Flat 1, 8 Castle Mews, Cardiff CF10 2HQ", "agent": "Tideway Homes",
             "status": "periodic", "fixed_term_ended": "2025-10-31",
             "rent": {"amount": 895, "currency": "GBP", "period": "monthly", "due_day": 1},
             "tenant_notice_required": {"months": 1, "must_end_on": "last_day_of_period"}}, compact=True),
              T("calc_notice_end_date", {
                  "notice_given_on": "2026-03-18", "earliest_end_date": "2026-04-30",
                  "final_rent_periods": ["2026-04"], "pro_rata": False})]),
    # R23
    dict(question="How many visitor parking permits do I have left?",
         src=[T("get_visitor_permits", {
             "account": "Linton Court residents", "flat": "14",
             "visitor_permits": {"allowance_per_year": 30, "used": 22, "remaining": 8, "max_consecutive_days": 3},
             "year_end": "2026-12-31", "cost_per_extra": {"amount": 2.5, "currency": "GBP"}}, compact=True)]),
    # R24
    dict(question="What are my next few rent payments?",
         src=[T("get_rent_schedule", {
             "tenancy_id": "TN-67702",
             "schedule": [{"due": "2026-04-28", "amount": 1045.0}, {"due": "2026-05-28", "amount": 1045.0},
                          {"due": "2026-06-28", "amount": 1098.0}, {"due": "2026-07-28", "amount": 1098.0}],
             "currency": "GBP", "method": "standing_order", "rent_review_applied_from": "2026-06-28"},
             compact=True)]),
    # R25
    dict(question="Is the gas safety certificate for my house up to date?",
         src=[T("get_compliance_certificates", table=(
             "Property: 44 Rowan Drive, Derby DE22 3FX\n"
             "Certificate         Issued      Expires     Result\n"
             "Gas safety (CP12)   2025-11-03  2026-11-02  pass\n"
             "EICR (electrical)   2023-05-19  2028-05-18  satisfactory\n"
             "EPC                 2021-08-10  2031-08-09  rating C (71)"))]),
    # R26
    dict(question="Which rooms are free at Clifton Road and which is cheapest per square metre?",
         src=[T("get_available_rooms", table=(
             "Available rooms - 71 Clifton Road, Sheffield S10 (all bills included)\n"
             "Room | Size (m2) | Rent pcm | Ensuite | Available from\n"
             "1    | 11.2      | £595     | no      | 2026-04-01\n"
             "3    | 14.8      | £675     | yes     | 2026-05-01\n"
             "5    | 9.6       | £560     | no      | now"))]),
    # R27
    dict(question="How did my inspection go and do I need to do anything?",
         src=[T("get_inspection_report", {
             "inspection_id": "INS-1980", "date": "2026-02-24", "inspector": "Owen Lacey", "overall": "good",
             "items": [{"area": "bathroom", "issue": "Sealant around bath mouldy", "action": "tenant_to_clean", "due": "2026-03-24"},
                       {"area": "garden", "issue": "Lawn overgrown", "action": "tenant_to_maintain", "due": None},
                       {"area": "kitchen", "issue": "Extractor hood light not working", "action": "landlord_repair", "due": None}],
             "next_inspection": "2026-08"})]),
    # R28
    dict(question="What do I need to know for move-in day?",
         src=[T("get_move_in_details", {
             "tenancy_id": "TN-90126", "move_in": {"date": "2026-04-10", "time": "15:00"},
             "key_collection": {"location": "Oakridge Residential, 5 Market Hill, Cambridge CB2 3NJ", "open_until": "17:30"},
             "keys": [{"type": "front_door", "qty": 2}, {"type": "flat_door", "qty": 2}, {"type": "bike_store_fob", "qty": 1}],
             "first_rent_paid": True, "deposit_registered": False,
             "inventory_appointment": {"date": "2026-04-10", "time": "15:00", "clerk": "Ruth Morland"}}, compact=True)]),
    # R29
    dict(question="How much is left on my payment plan?",
         src=[T("get_payment_plan", {
             "plan_id": "PP-0287", "status": "active", "arrears_at_start": {"amount": 1200, "currency": "GBP"},
             "instalment": 150, "frequency": "monthly", "start": "2025-12-15",
             "payments_made": [{"date": "2025-12-15", "amount": 150}, {"date": "2026-01-15", "amount": 150},
                               {"date": "2026-02-16", "amount": 150}, {"date": "2026-03-15", "amount": 150}],
             "missed": 0}, compact=True),
              T("get_rent_account", {
                  "tenancy_id": "TN-11873", "rent_monthly": {"amount": 780, "currency": "GBP"},
                  "current_month_paid": True, "arrears_balance": {"amount": 600, "currency": "GBP"}})]),
    # R30
    dict(question="Has my request to get a dog been approved?",
         src=[T("get_permission_request", {
             "request_id": "PR-5561", "type": "pet",
             "details": {"animal": "dog", "breed": "Cocker Spaniel", "count": 1}, "submitted": "2026-03-03",
             "status": "approved_with_conditions", "decided_on": "2026-03-13",
             "conditions": ["additional_rent_25_gbp_pcm", "professional_carpet_clean_at_end", "no_dog_left_alone_over_6h"],
             "pet_rent": {"amount": 25, "currency": "GBP", "from": "2026-04-01"},
             "decided_by": "Landlord (Mr D. Vance)"})]),
    # R31
    dict(question="I can't make Thursday's electrician visit. Can I move it?",
         src=[T("get_contractor_visit", {
             "job": "RR-22619", "trade": "electrician", "contractor": "Sparkline Electrical Ltd",
             "issue": "Tripping RCD in consumer unit",
             "visit": {"date": "2026-03-19", "window": {"start": "12:00", "end": "16:00"}}, "confirmed": True,
             "reschedule": {"allowed": True, "min_notice_hours": 24,
                            "options": [{"date": "2026-03-20", "window": "08:00-12:00"},
                                        {"date": "2026-03-23", "window": "12:00-16:00"}]},
             "missed_visit_charge": {"amount": 60, "currency": "GBP"}})]),
    # R32
    dict(question="Why does my account say I owe £960?",
         src=[T("get_leaseholder_account", {
             "leaseholder": "Rhys Ellison", "unit": "Apartment 22, The Maltings, Newark NG24 1AA",
             "charges": [{"type": "service_charge", "period": "2025-H2", "amount": 1240.0, "paid": 1240.0},
                         {"type": "service_charge", "period": "2026-H1", "amount": 1310.0, "paid": 600.0},
                         {"type": "ground_rent", "period": "2026", "amount": 250.0, "paid": 0.0}],
             "balance_due": {"amount": 960.0, "currency": "GBP"}, "oldest_unpaid_due": "2026-01-01",
             "reminder_sent": "2026-02-14"}, compact=True)]),
    # R33
    dict(question="Where am I on the parking waiting list?",
         src=[T("get_parking_waitlist", table=(
             "Parking - Kingfisher Wharf (residents)\n"
             "Bay type     | Monthly fee | Waiting list | Your position\n"
             "Allocated    | £65         | 14           | 6\n"
             "Unallocated  | £40         | 3            | -\n"
             "EV charging  | £85         | 9            | not on list"))]),
    # R34
    dict(question="What do I need to do for my check-out?",
         src=[T("get_checkout_appointment", {
             "tenancy_id": "TN-58814", "property": "16 Larch Avenue, Reading RG4 7TE",
             "checkout": {"date": "2026-04-30", "time": "10:00", "clerk": "Keyline Inventory Services"},
             "keys_to_return": {"count": 4, "where": "at_checkout"}, "final_meter_readings": "tenant_to_provide",
             "forwarding_address_received": False, "professional_clean_required": True, "evidence": "receipt"})]),
    # R35
    dict(question="How much do I owe for the last electricity bill?",
         src=[T("get_utility_bill", {
             "bill_id": "EB-77310", "supplier": "Brightwell Energy", "type": "electricity",
             "period": {"from": "2025-12-01", "to": "2026-02-28"}, "usage_kwh": 1862, "unit_rate_p": 26.4,
             "standing_charge_p_per_day": 53.1, "days": 90, "total": {"amount": 539.36, "currency": "GBP"},
             "due": "2026-03-25"}),
              T("get_household", {
                  "property": "6 Quarry Lane, Bath BA2 4LS", "bills_split": "equal",
                  "tenants": ["Isla Montague", "Ben Okafor", "Ravi Sethi", "Jess Lowther"],
                  "bills_lead": "Ben Okafor"}, compact=True)]),
    # R36
    dict(question="Do I have to be home for the gas safety check?",
         src=[T("get_access_request", {
             "ref": "AR-6630", "purpose": "annual_gas_safety_check", "engineer": "Northgate Heating",
             "proposed": {"date": "2026-04-08", "window": {"start": "09:00", "end": "13:00"}},
             "tenant_confirmed": False, "can_use_agent_keys_if_absent": True, "notice_sent": "2026-03-30"},
             compact=True)]),
    # R37
    dict(question="Have I signed the inventory yet?",
         src=[T("get_tenancy_documents", {
             "tenancy_id": "TN-41502",
             "documents": [{"name": "Tenancy agreement", "signed": True, "date": "2025-07-28"},
                           {"name": "How to Rent guide", "provided": True, "date": "2025-07-28"},
                           {"name": "Deposit prescribed information", "provided": True, "date": "2025-08-09"},
                           {"name": "Inventory", "signed": False, "date": None}]}, compact=True)]),
    # R38
    dict(question="What stage are my rent arrears at now?",
         src=[T("get_arrears_status", {
             "tenancy_id": "TN-29977", "arrears": {"amount": 2310, "currency": "GBP"}, "rent_monthly": 770,
             "months_equivalent": 3.0, "stage": "formal_notice_served",
             "notice": {"type": "section_8", "grounds": ["8", "10", "11"], "served_on": "2026-03-02",
                        "earliest_court_application": "2026-03-16"},
             "payment_plan_offered": False,
             "support_referral": {"made": True, "to": "Hartwell Debt Advice Trust"}})]),
    # R39
    dict(question="When is the gym in my building reopening?",
         src=[T("get_block_info", {
             "block": "Aspen House", "concierge": {"hours": "07:00-22:00", "phone": "020 7946 0381"},
             "bins": {"general": "Tue", "recycling": "Fri", "location": "basement_level_-1"},
             "parcel_room": True, "gym": {"available": False, "reason": "refurbishment", "reopens": "2026-05-18"}},
             compact=True)]),
]
