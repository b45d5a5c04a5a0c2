"""Tool results and questions for the `utilities` dev set (hand-written, Claude, data helper).

Each record: the user's question and the 1-2 function calls the assistant made, with what
each returned. ``data`` is dumped with json.dumps (``compact`` = separators (",", ":"));
``table`` is plain text the tool returned verbatim. All organisations, accounts and values
are invented; amounts are chosen so that the sums in the correct answers are exact.
"""


def J(fn, data, compact=False):
    return {"fn": fn, "data": data, "compact": compact}


def T(fn, table):
    return {"fn": fn, "table": table}


RECORDS = [
    # U00 energy bill breakdown
    dict(question="My February energy bill looks high. Can you break it down for me?",
         tools=[J("get_bill", {
             "account": "EN-448210", "bill_id": "B-2026-02",
             "period": {"from": "2026-01-15", "to": "2026-02-14", "days": 31},
             "electricity": {"kwh": 312.4, "unit_rate_p": 24.86, "standing_charge_p_per_day": 53.35,
                             "usage_gbp": 77.66, "standing_gbp": 16.54, "total_gbp": 94.2},
             "gas": {"kwh": 1105.0, "unit_rate_p": 6.24, "standing_charge_p_per_day": 31.65,
                     "usage_gbp": 68.95, "standing_gbp": 9.81, "total_gbp": 78.76},
             "subtotal_gbp": 172.96, "vat_rate": 0.05, "vat_gbp": 8.65, "total_gbp": 181.61,
             "payment": {"method": "direct_debit", "collect_on": "2026-03-03"},
             "estimated": False})]),
    # U01 smart meter day summary
    dict(question="How much electricity did I use on Monday, and when was I using the most?",
         tools=[J("get_smart_usage", {
             "mpan": "1900012345678", "date": "2026-03-09", "granularity": "half_hour_summary",
             "total_kwh": 14.62, "peak_window": {"start": "17:00", "end": "19:00", "kwh": 4.1},
             "highest_half_hour": {"start": "18:00", "end": "18:30", "kwh": 1.34},
             "overnight": {"start": "00:00", "end": "07:00", "kwh": 2.05},
             "tariff": "Flex Standard", "unit_rate_p": 27.1, "cost_gbp": 3.96,
             "cost_excl_standing": True}, compact=True)]),
    # U02 direct debit
    dict(question="When is my next direct debit and how much will it be?",
         tools=[J("get_direct_debit", {
             "status": "active", "amount_gbp": 118.0, "collection_day": 1,
             "next_collection": "2026-04-01", "bank_account_last4": "3390",
             "last_review": "2025-10-20", "next_review": "2026-04-20",
             "recommended_amount_gbp": 126.0,
             "account_balance": {"amount_gbp": 84.32, "status": "in_debit"}})]),
    # U03 tariff table
    dict(question="Which of your tariffs has the lowest standing charge?",
         tools=[T("list_tariffs",
                  "tariff          | unit_rate_p              | standing_p_day | exit_fee_gbp | fixed_until\n"
                  "Flex Standard   | 27.10                    | 53.35          | 0.00         | -\n"
                  "Fix 12 Mar26    | 24.50                    | 55.90          | 75.00        | 2027-03-31\n"
                  "EV Night        | 7.50 (00:30-04:30) / 28.40 other times | 54.10 | 0.00   | -")]),
    # U04 meter readings
    dict(question="What were my last few meter readings, and were any of them estimated?",
         tools=[J("get_meter_readings", {
             "meter_serial": "E17UP04421", "fuel": "electricity", "unit": "kWh",
             "readings": [
                 {"date": "2026-03-01", "value": 48213, "type": "actual", "source": "customer"},
                 {"date": "2026-02-01", "value": 47868, "type": "estimated", "source": None},
                 {"date": "2026-01-01", "value": 47490, "type": "actual", "source": "smart_meter"}]})]),
    # U05 payment plan + balance
    dict(question="How much do I still owe on my payment plan, and when's the next payment?",
         tools=[J("get_payment_plan", {
             "plan_id": "PP-7719", "status": "active", "debt_total_gbp": 360.0,
             "instalment_gbp": 30.0, "frequency": "monthly", "instalments_paid": 4,
             "instalments_total": 12, "next_due": "2026-03-20", "missed": 0}),
                J("get_account_balance", {"as_of": "2026-03-10", "balance_gbp": 240.0,
                                          "in_arrears": False}, compact=True)]),
    # U06 mobile data usage
    dict(question="How much data have I got left this month?",
         tools=[J("get_mobile_usage", {
             "line": "07700 900412", "plan": "Unlimited Calls + 30GB",
             "period": {"start": "2026-03-04", "end": "2026-04-03"},
             "as_of": "2026-03-18T09:00:00Z",
             "data": {"used_mb": 18432, "allowance_mb": 30720},
             "roaming": {"used_mb": 0, "eu_allowance_mb": 10240}, "auto_top_up": False})]),
    # U07 broadband outage
    dict(question="Is there an outage in my area? My broadband has been down since early this morning. Postcode BS3 4QT.",
         tools=[J("check_outage", {
             "postcode": "BS3 4QT", "outage": True, "ref": "INC-55120", "service": "broadband",
             "started": "2026-03-17T06:40:00Z", "estimated_fix": "2026-03-17T14:00:00Z",
             "affected_customers": 212, "cause": "fibre cable damage"}, compact=True)]),
    # U08 engineer appointment
    dict(question="When is my fibre installation, and do I need to be home?",
         tools=[J("get_appointment", {
             "appointment_id": "ENG-30418", "type": "fibre_installation", "date": "2026-03-24",
             "slot": {"start": "08:00", "end": "13:00"}, "status": "confirmed",
             "adult_present_required": True, "engineer_calls_ahead": True,
             "duration_estimate_hours": 2, "router_dispatched": True, "router_tracking": None})]),
    # U09 broadband contract
    dict(question="When does my broadband contract end, and what happens after that?",
         tools=[J("get_contract", {
             "plan": "Fibre 500", "monthly_gbp": 38.0, "contract_start": "2024-06-12",
             "term_months": 24, "contract_end": "2026-06-11", "early_termination_fee_gbp": 76.0,
             "out_of_contract_monthly_gbp": 46.0, "as_of": "2026-03-10",
             "eligible_to_upgrade": True, "upgrade_window_opens": "2026-04-12"})]),
    # U10 roaming table
    dict(question="Why was I charged for roaming on my February bill?",
         tools=[T("get_roaming_usage",
                  "date       | country     | zone   | data_mb | calls_min | charge_gbp\n"
                  "2026-02-14 | France      | Zone 1 | 820     | 12        | 0.00\n"
                  "2026-02-15 | France      | Zone 1 | 1140    | 5         | 0.00\n"
                  "2026-02-16 | Switzerland | Zone 2 | 310     | 8         | 6.00\n"
                  "2026-02-17 | Switzerland | Zone 2 | 95      | 0         | 6.00\n"
                  "Zone 1: included in plan. Zone 2: Roam Pass £6.00 per day, charged only on days the phone is used.")]),
    # U11 plan change preview
    dict(question="If I upgrade to the 100GB plan, how much more will I pay and when does it start?",
         tools=[J("preview_plan_change", {
             "current_plan": {"name": "Unlimited Calls + 30GB", "monthly_gbp": 22.0},
             "new_plan": {"name": "Unlimited Calls + 100GB", "monthly_gbp": 27.0},
             "effective": "next_bill", "next_bill_date": "2026-04-04",
             "contract_extends": False, "prorated_charge_gbp": 0.0,
             "confirmation_required": True})]),
    # U12 leak report + crew schedule
    dict(question="What's happening with the leak I reported outside my house?",
         tools=[J("get_leak_report", {
             "ref": "LK-20931", "reported": "2026-03-12T07:55:00Z",
             "location": "pavement outside 22 Elm Road", "priority": "P2",
             "status": "crew_scheduled", "target_repair_by": "2026-03-15",
             "supply_interruption_expected": False}),
                J("get_crew_schedule", {"ref": "LK-20931", "crew_date": "2026-03-14",
                                        "window": "10:00-14:00", "traffic_management": True},
                  compact=True)]),
    # U13 metered water bill
    dict(question="How much water did I use on my last bill, and what did it cost?",
         tools=[J("get_water_bill", {
             "account": "WT-88123", "metered": True,
             "billing_period": {"from": "2025-09-01", "to": "2026-02-28"},
             "reading_start_m3": 412, "reading_end_m3": 470,
             "water_rate_gbp_per_m3": 2.1, "sewerage_rate_gbp_per_m3": 2.45,
             "water_gbp": 121.8, "sewerage_gbp": 142.1, "standing_charges_gbp": 42.0,
             "total_gbp": 305.9, "due": "2026-03-27"})]),
]
