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
    # U14 water meter comparison
    dict(question="Would we save money by switching to a water meter? There are two of us in the house.",
         tools=[J("compare_metered_unmetered", {
             "account": "WT-30562", "current_basis": "unmetered",
             "unmetered_charge_gbp_per_year": 612.0, "occupants": 2,
             "estimated_metered_gbp_per_year": 438.0,
             "assumed_use_litres_per_person_per_day": 140,
             "meter_install_fee_gbp": 0.0, "switch_back_window_months": 24})]),
    # U15 council tax account
    dict(question="What will my council tax be this year, and how am I paying it?",
         tools=[J("get_council_tax_account", {
             "account": "CT-5521907", "band": "C", "year": "2026/27",
             "annual_charge_gbp": 1842.0,
             "discounts": [{"type": "single_person", "rate": 0.25, "amount_gbp": 460.5}],
             "net_charge_gbp": 1381.5, "instalments": 10, "instalment_gbp": 138.15,
             "first_due": "2026-04-01", "last_due": "2027-01-01", "day_of_month": 1,
             "payment_method": "direct_debit"})]),
    # U16 parking permits
    dict(question="When does my resident parking permit run out?",
         tools=[J("list_permits", {
             "as_of": "2026-03-20",
             "permits": [
                 {"permit": "RP-1182", "type": "resident", "zone": "K", "vrm": "LK19 XTE",
                  "valid_from": "2025-04-01", "valid_to": "2026-03-31", "auto_renew": False,
                  "price_gbp": 96.0},
                 {"permit": "VP-3390", "type": "visitor_scratch_cards", "zone": "K",
                  "remaining": 14, "valid_to": "2026-12-31"}]})]),
    # U17 penalty charge notices table
    dict(question="Do I have any parking fines I still need to pay?",
         tools=[T("list_pcns",
                  "pcn     | issued     | contravention                          | status | amount_gbp                        | discount_until\n"
                  "KT40213 | 2026-02-26 | Parked in residents' bay without permit | open   | 70.00 (35.00 if paid by discount date) | 2026-03-12\n"
                  "KT39877 | 2026-01-09 | Parked on restricted yellow line        | paid   | 35.00                             | -")]),
    # U18 speed test + line profile
    dict(question="My internet seems slow. Am I actually getting the speed I'm paying for?",
         tools=[J("run_speed_test", {"run_at": "2026-03-16T20:15:00Z", "download_mbps": 212.4,
                                     "upload_mbps": 48.9, "latency_ms": 14, "connection": "wifi"},
                  compact=True),
                J("get_line_profile", {
                    "plan": "Fibre 500", "advertised_download_mbps": 500,
                    "minimum_guaranteed_download_mbps": 250, "line_sync_download_mbps": 489.0,
                    "line_sync_upload_mbps": 73.5, "faults_open": 0})]),
    # U19 fault ticket
    dict(question="Was my broadband fault fixed, and am I getting any compensation for it?",
         tools=[J("get_fault_ticket", {
             "ticket": "FT-77310", "opened": "2026-03-02T09:12:00Z", "closed": "2026-03-05T16:45:00Z",
             "status": "resolved", "resolution": "replaced faulty port at street cabinet",
             "engineer_visits": 1,
             "compensation": {"eligible": True, "rate_gbp_per_day": 9.52, "days_counted": 3,
                              "amount_gbp": 28.56, "credited_to": "next_bill"}})]),
    # U20 line settings (roaming)
    dict(question="I'm travelling abroad next week. Is roaming switched on, and is there any cap on what I can spend?",
         tools=[J("get_line_settings", {
             "line": "07700 900871", "roaming_enabled": True, "data_roaming_cap_gbp": 50.0,
             "spend_cap_gbp": None, "international_calls_barred": False,
             "premium_rate_barred": True, "voicemail": "on"}, compact=True)]),
    # U21 water usage alert
    dict(question="Why did I get a high water usage alert? If it's a leak, can I get any money back?",
         tools=[J("get_usage_alert", {
             "account": "WT-40017", "alert": "continuous_flow", "detected": "2026-03-08",
             "avg_daily_litres_last_30d": 612, "avg_daily_litres_same_period_last_year": 298,
             "night_flow_litres_per_hour": 18, "leak_allowance_available": True,
             "leak_allowance_conditions": "repair within 30 days of alert; provide plumber's invoice"})]),
    # U22 council tax instalments / arrears
    dict(question="Am I behind on my council tax?",
         tools=[J("get_council_tax_balance", {
             "account": "CT-6608341", "year": "2025/26", "as_of": "2026-03-05",
             "instalments": [
                 {"due": "2026-01-01", "amount_gbp": 152.0, "paid": True},
                 {"due": "2026-02-01", "amount_gbp": 152.0, "paid": False},
                 {"due": "2026-03-01", "amount_gbp": 152.0, "paid": True}],
             "reminder_issued": "2026-02-16", "arrears_gbp": 152.0,
             "right_to_instalments_at_risk": True, "pay_by_to_keep_instalments": "2026-03-19"})]),
    # U23 EV tariff + charger sessions
    dict(question="How much did charging my car cost last week, and how much of it was off-peak?",
         tools=[J("get_tariff", {"tariff": "EV Night",
                                 "off_peak": {"start": "00:30", "end": "04:30", "unit_rate_p": 7.5},
                                 "peak_unit_rate_p": 28.4, "standing_charge_p_per_day": 54.1}),
                J("get_charger_sessions", {
                    "week_start": "2026-03-02", "tz": "Europe/London",
                    "sessions": [
                        {"start": "2026-03-02T00:30:00", "end": "2026-03-02T04:30:00", "kwh": 28.0},
                        {"start": "2026-03-04T18:10:00", "end": "2026-03-04T19:40:00", "kwh": 10.5},
                        {"start": "2026-03-06T00:30:00", "end": "2026-03-06T03:00:00", "kwh": 17.5}],
                    "total_kwh": 56.0}, compact=True)]),
    # U24 mobile bill
    dict(question="Why is my phone bill £35.40 this month? I thought I paid £22.",
         tools=[J("get_mobile_bill", {
             "bill_date": "2026-03-04", "plan_charge_gbp": 22.0,
             "extras": [{"desc": "Roam Pass x2", "gbp": 12.0},
                        {"desc": "Calls to 0845 numbers", "gbp": 3.4}],
             "discounts": [{"desc": "Loyalty discount", "gbp": -2.0}],
             "total_gbp": 35.4, "due": "2026-03-18"}, compact=True)]),
    # U25 smart meter status
    dict(question="Is my smart meter actually sending readings?",
         tools=[J("get_smart_meter_status", {
             "meter_type": "SMETS2", "comms": "online",
             "last_reading_received": "2026-03-18T23:30:00Z", "mode": "credit",
             "in_home_display_paired": False, "reading_frequency": "half_hourly",
             "consent": {"half_hourly_data": True, "share_with_third_parties": False}})]),
    # U26 daily usage table
    dict(question="Which day last week did I use the most gas?",
         tools=[T("get_daily_usage",
                  "date       | gas_kwh | gas_cost_gbp | elec_kwh | elec_cost_gbp\n"
                  "2026-03-09 | 48.2    | 3.01         | 9.8      | 2.66\n"
                  "2026-03-10 | 51.6    | 3.22         | 11.2     | 3.04\n"
                  "2026-03-11 | 44.0    | 2.75         | 8.9      | 2.41\n"
                  "2026-03-12 | 39.5    | 2.46         | 10.4     | 2.82\n"
                  "2026-03-13 | 42.3    | 2.64         | 12.7     | 3.44\n"
                  "2026-03-14 | 58.9    | 3.68         | 15.1     | 4.09\n"
                  "2026-03-15 | 55.1    | 3.44         | 14.3     | 3.88\n"
                  "costs exclude standing charges")]),
    # U27 PAC code
    dict(question="I want to take my number to another network. What's my PAC code, and will I have to pay anything?",
         tools=[J("get_pac_code", {
             "line": "07700 900213", "pac": "ABC123456", "issued": "2026-03-11",
             "expires": "2026-04-10", "contract_end": "2026-05-31",
             "early_termination_fee_gbp": 44.0, "final_bill_estimate_gbp": None})]),
    # U28 prepayment meter
    dict(question="I'm running low on my prepay meter. How long will my credit last, and what happens if it runs out?",
         tools=[J("get_prepay_status", {
             "meter_mode": "prepayment", "credit_gbp": 3.42,
             "emergency_credit": {"available": True, "amount_gbp": 15.0, "in_use": False},
             "friendly_credit_hours": {"weekdays": "16:00-10:00", "weekends": "all day",
                                       "bank_holidays": "all day"},
             "avg_daily_spend_gbp": 4.1, "debt_recovery_gbp_per_week": 3.5,
             "auto_top_up": False, "last_top_up": {"date": "2026-03-15", "amount_gbp": 20.0}})]),
    # U29 home move: availability + contract summary
    dict(question="I'm moving house on 17 April. Can I take my broadband with me?",
         tools=[J("check_availability", {
             "address": "Flat 3, 9 Harbour Row, TR1 2DN", "fibre_500_available": True,
             "max_download_mbps": 900, "install_required": True, "earliest_install": "2026-04-20"},
             compact=True),
                J("get_contract_summary", {"plan": "Fibre 500", "contract_end": "2026-11-30",
                                           "home_move_fee_gbp": 0.0,
                                           "contract_resets_on_move": False})]),
    # U30 unmetered water bill
    dict(question="How is my water bill worked out? I'm not on a meter.",
         tools=[J("get_water_bill", {
             "account": "WT-51190", "year": "2026/27", "metered": False,
             "basis": "rateable_value", "rateable_value_gbp": 248.0,
             "charges": [
                 {"service": "water", "rate_per_rv_gbp": 1.1204, "annual_gbp": 277.86},
                 {"service": "sewerage", "rate_per_rv_gbp": 1.3417, "annual_gbp": 332.74}],
             "annual_total_gbp": 610.6,
             "instalments": {"count": 10, "amount_gbp": 61.06, "first": "2026-04-15"}})]),
    # U31 mobile contract / handset
    dict(question="Can I upgrade my phone now, and what do I still owe on it?",
         tools=[J("get_mobile_contract", {
             "as_of": "2026-03-21", "handset": "Pixel 9a",
             "device_plan": {"monthly_gbp": 18.5, "months_total": 24, "months_paid": 15,
                             "remaining_gbp": 166.5},
             "airtime": {"monthly_gbp": 12.0, "min_term_end": "2026-01-31",
                         "status": "rolling_monthly"},
             "upgrade_eligible": True})]),
    # U32 visitor permit options
    dict(question="My parents are visiting for a week and parking outside. What's the cheapest visitor permit?",
         tools=[J("get_visitor_permit_options", {
             "zone": "K",
             "types": [{"type": "half_day", "hours": 4, "price_gbp": 1.8},
                       {"type": "full_day", "hours": 24, "price_gbp": 3.2},
                       {"type": "week", "days": 7, "price_gbp": 15.0}],
             "annual_limit": 120, "used_this_year": 14, "year_resets": "2026-04-01",
             "activation_required_before_parking": True}, compact=True)]),
    # U33 payment history table
    dict(question="Have all my energy payments gone through recently?",
         tools=[T("get_payment_history",
                  "date       | type         | amount_gbp | status\n"
                  "2026-03-01 | direct_debit | 118.00     | collected\n"
                  "2026-02-09 | card_payment | 118.00     | paid\n"
                  "2026-02-01 | direct_debit | 118.00     | failed (insufficient funds)\n"
                  "2026-01-01 | direct_debit | 118.00     | collected\n"
                  "2025-12-01 | direct_debit | 118.00     | collected")]),
    # U34 roaming allowance + location
    dict(question="I'm in Spain at the moment. How much of my roaming data have I used?",
         tools=[J("get_roaming_allowance", {
             "destination": "Spain", "zone": "Zone 1", "fair_use_gb": 25, "used_gb": 7.3,
             "resets": "2026-04-04", "overage_p_per_mb": 0.45}),
                J("get_location_status", {"country": "ES", "network": "Movistar",
                                          "registered_at": "2026-03-19T11:02:00+01:00",
                                          "data_roaming": "on"}, compact=True)]),
    # U35 water meter install
    dict(question="My water meter was fitted last month. How much water have we used since then?",
         tools=[J("get_meter_install", {
             "request": "MI-6650", "status": "installed", "installed_on": "2026-02-18",
             "first_reading_m3": 0.0, "latest_reading": {"date": "2026-03-18", "m3": 8.4},
             "metered_billing_starts": "2026-02-18", "unmetered_charges_until": "2026-02-17",
             "switch_back_deadline": "2028-02-17"})]),
    # U36 discount application + revised bill
    dict(question="Has my single person discount been approved, and what do I pay now?",
         tools=[J("get_discount_application", {
             "ref": "SPD-22871", "type": "single_person", "submitted": "2026-03-02",
             "status": "approved", "effective_from": "2026-02-14", "rate": 0.25}, compact=True),
                J("get_revised_bill", {
                    "account": "CT-7730215", "year": "2025/26", "balance_before_gbp": 304.0,
                    "discount_credit_gbp": 91.5, "balance_after_gbp": 212.5,
                    "remaining_instalments": [{"due": "2026-03-15", "amount_gbp": 106.25},
                                              {"due": "2026-03-31", "amount_gbp": 106.25}]})]),
    # U37 half-hourly usage
    dict(question="How much electricity did we use between 7 and 8:30 this morning?",
         tools=[J("get_half_hourly_usage", {
             "date": "2026-03-21", "tz": "Europe/London", "unit": "kWh",
             "intervals": [{"start": "06:30", "end": "07:00", "kwh": 0.21},
                           {"start": "07:00", "end": "07:30", "kwh": 0.88},
                           {"start": "07:30", "end": "08:00", "kwh": 1.12},
                           {"start": "08:00", "end": "08:30", "kwh": 0.64},
                           {"start": "08:30", "end": "09:00", "kwh": 0.19}]}, compact=True)]),
    # U38 engineer slots table
    dict(question="I need to move my engineer visit. What's the next afternoon slot you have?",
         tools=[T("list_available_slots",
                  "date       | slot        | period\n"
                  "2026-03-26 | 08:00-13:00 | AM\n"
                  "2026-03-26 | 13:00-18:00 | PM\n"
                  "2026-03-28 | 08:00-13:00 | AM\n"
                  "2026-03-30 | 13:00-18:00 | PM")]),
    # U39 account lines
    dict(question="Who on our account is closest to running out of data this month?",
         tools=[J("get_account_lines", {
             "account": "MB-220417", "as_of": "2026-03-24", "period_end": "2026-03-31",
             "shared_pool": False,
             "lines": [
                 {"number": "07700 900301", "name": "Sam", "plan": "30GB", "used_gb": 22.5, "allowance_gb": 30},
                 {"number": "07700 900302", "name": "Ria", "plan": "10GB", "used_gb": 9.6, "allowance_gb": 10},
                 {"number": "07700 900303", "name": "Theo", "plan": "5GB", "used_gb": 1.2, "allowance_gb": 5}]})]),
]
