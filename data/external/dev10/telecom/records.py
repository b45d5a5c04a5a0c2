"""Tool results for the `telecom` dev set: one customer question and the 1-2 function calls
an account assistant of the invented provider *Lumora Mobile & Fibre* made for it.

``data`` is dumped with json.dumps (``compact`` picks the separators an API would use);
``table`` is plain text a tool returned verbatim. Written by hand (Claude, data helper);
every organisation, person, number and record here is invented for this set.
"""
import json


def tool(fn, data=None, compact=False, table=None):
    if table is not None:
        return {"kind": "tool", "title": fn, "text": table}
    seps = (",", ":") if compact else None
    return {"kind": "tool", "title": fn, "text": json.dumps(data, separators=seps)}


def GBP(x):
    return {"amount": x, "currency": "GBP"}


ITEMS = [
    # 0
    dict(q="Why is my bill about £11 more than usual this month?",
         tools=[tool("get_bill", {"account_id": "LM-4471902", "bill_id": "B-2026-03-4471902",
                 "period": {"from": "2026-02-14", "to": "2026-03-13"}, "issued": "2026-03-15",
                 "due": "2026-03-29", "currency": "GBP",
                 "lines": [{"code": "PLAN", "desc": "Unlimited 5G SIM-only", "amount": 22.0},
                           {"code": "DEVICE", "desc": "Device instalment 9 of 24", "amount": 31.25},
                           {"code": "DISC", "desc": "Loyalty discount 15%", "amount": -3.3},
                           {"code": "ONEOFF", "desc": "Replacement SIM delivery", "amount": 4.99},
                           {"code": "OOB", "desc": "Calls to 09 numbers", "amount": 6.4}],
                 "total": 61.34, "previous_total": 49.95, "payment_method": "direct_debit",
                 "status": "issued"})]),
    # 1
    dict(q="How much data have I got left this month, and how much have I been using over the last few days?",
         tools=[tool("get_data_usage_daily", {"msisdn": "07700 900412", "period_start": "2026-03-01",
                 "period_end": "2026-03-31", "allowance_gb": 30, "used_gb": 18.6,
                 "daily": [{"date": "2026-03-08", "gb": 1.9}, {"date": "2026-03-09", "gb": 2.4},
                           {"date": "2026-03-10", "gb": 0.8}, {"date": "2026-03-11", "gb": 3.1},
                           {"date": "2026-03-12", "gb": 1.2}],
                 "as_of": "2026-03-12T21:40:00+00:00", "rollover_gb": 0}, compact=True)]),
    # 2
    dict(q="I'm going to Spain for 10 days next month. What will it cost to use my phone there?",
         tools=[tool("get_roaming_profile", {"msisdn": "07700 900518", "roaming_enabled": True,
                 "zone_lookup": {"country": "ES", "zone": "Europe Zone 1"},
                 "default_daily_charge": GBP(2.5),
                 "daily_charge_applies_when": "first use of calls, texts or data in a day",
                 "data_cap_abroad_gb": 15}),
                tool("list_roaming_passes", {"passes": [
                    {"code": "EU7", "name": "Europe 7-day Pass", "zones": ["Europe Zone 1"],
                     "price": GBP(12.0), "valid_days": 7, "data_gb": 15},
                    {"code": "WW7", "name": "Worldwide 7-day Pass",
                     "zones": ["Europe Zone 1", "Rest of World Zone 2"], "price": GBP(35.0),
                     "valid_days": 7, "data_gb": 5}]})]),
    # 3
    dict(q="When does my broadband contract end, and what would it cost me to leave now?",
         tools=[tool("get_contract", {"account_id": "LM-3308815", "plan": "Fibre 500",
                 "contract_start": "2024-09-02", "contract_end": "2026-09-01",
                 "minimum_term_months": 24, "monthly_price": GBP(38.0), "in_minimum_term": True,
                 "etf": {"method": "remaining_monthly_charges", "quote_today": GBP(217.6)},
                 "notice_period_days": 30, "as_of": "2026-03-12"})]),
    # 4
    dict(q="How much do I still owe on my phone, and can I pay it off early?",
         tools=[tool("get_device_plan", {"device": "Pixel 9 128GB", "plan_id": "DP-88123",
                 "start": "2025-06-20", "term_months": 24, "monthly": 31.25, "upfront_paid": 30.0,
                 "instalments_paid": 9, "instalments_remaining": 15, "balance_remaining": 468.75,
                 "next_payment_date": "2026-03-20", "final_payment_date": "2027-05-20",
                 "interest_rate_apr": 0.0, "early_settlement_allowed": True, "currency": "GBP"})]),
    # 5
    dict(q="My broadband is really slow in the evenings. Am I actually getting the speed I was promised?",
         tools=[tool("get_speed_tests", {"line_id": "FTTP-220931", "package": "Fibre 150",
                 "guaranteed_min_download_mbps": 100, "estimated_peak_download_mbps": 150,
                 "tests": [{"at": "2026-03-09T20:14:00+00:00", "download_mbps": 88.4, "upload_mbps": 27.9, "connection": "wifi"},
                           {"at": "2026-03-10T20:31:00+00:00", "download_mbps": 91.2, "upload_mbps": 28.3, "connection": "wifi"},
                           {"at": "2026-03-11T08:05:00+00:00", "download_mbps": 142.7, "upload_mbps": 29.6, "connection": "ethernet"}],
                 "below_guarantee_count": 2, "guarantee_claim_open": False}, compact=True)]),
    # 6
    dict(q="What time is the engineer coming for my fibre install?",
         tools=[tool("get_engineer_appointment", {"appointment_id": "ENG-551207", "type": "fibre_install",
                 "date": "2026-03-18", "slot": {"start": "13:00", "end": "18:00"}, "status": "confirmed",
                 "engineer": {"first_name": "Tomasz"}, "access_notes": "Flat 4, buzzer not working",
                 "requires_adult_present": True, "router_dispatched": True,
                 "router_tracking": "DPD 15503387211094"})]),
    # 7
    dict(q="I'm moving my number over from Televa. When will it actually switch?",
         tools=[tool("get_port_in_request", {"port_id": "PI-207719", "number": "07700 900733",
                 "donor_network": "Televa", "pac_code_received": True, "pac_valid_until": "2026-04-10",
                 "requested_port_date": "2026-03-16", "status": "awaiting_donor_confirmation",
                 "temporary_number": "07700 900102",
                 "service_interruption_expected": "up to 2 hours on port day"}, compact=True)]),
    # 8
    dict(q="Has my new SIM been sent yet? And will my old one stop working straight away?",
         tools=[tool("get_sim_order", {"order_id": "SO-9920314", "type": "replacement_sim",
                 "sim_format": "triple_cut", "status": "dispatched",
                 "dispatched_at": "2026-03-11T16:22:00+00:00",
                 "delivery": {"method": "royal_mail_tracked_48", "expected_by": "2026-03-13"},
                 "activation_required": True, "old_sim_deactivates": "on_activation"})]),
    # 9
    dict(q="Any update on my broadband fault? It keeps dropping out several times a day.",
         tools=[tool("get_fault_ticket", {"ticket": "FT-330184", "service": "broadband",
                 "opened": "2026-03-08T09:12:00+00:00", "category": "intermittent_dropouts",
                 "status": "awaiting_customer", "last_update": "2026-03-11T15:40:00+00:00",
                 "next_action": "customer to run line test with router restarted",
                 "sla_target": "2026-03-15T17:00:00+00:00", "compensation_eligible": False,
                 "history": [{"at": "2026-03-08T09:12:00+00:00", "event": "opened"},
                             {"at": "2026-03-09T11:00:00+00:00", "event": "remote_line_test_passed"},
                             {"at": "2026-03-11T15:40:00+00:00", "event": "awaiting_customer"}]}, compact=True)]),
    # 10
    dict(q="I'm on Unlimited at £22 a month but only use about 25GB. What cheaper SIM-only plans do you have that still have 5G?",
         tools=[tool("list_sim_only_tariffs", table=(
             "plan          | data      | minutes   | texts     | 5G  | price/month | term\n"
             "Essentials 10 | 10GB      | unlimited | unlimited | no  | £8.00       | 12 months\n"
             "Everyday 40   | 40GB      | unlimited | unlimited | yes | £12.00      | 12 months\n"
             "Max 120       | 120GB     | unlimited | unlimited | yes | £16.00      | 24 months\n"
             "Unlimited     | unlimited | unlimited | unlimited | yes | £22.00      | 24 months"))]),
    # 11
    dict(q="What's my average bill been over the last six months?",
         tools=[tool("get_bill_history", {"account_id": "LM-5120488", "currency": "GBP",
                 "bills": [{"month": "2025-10", "total": 41.5}, {"month": "2025-11", "total": 41.5},
                           {"month": "2025-12", "total": 47.9}, {"month": "2026-01", "total": 41.5},
                           {"month": "2026-02", "total": 44.25}, {"month": "2026-03", "total": 41.5}],
                 "autopay": True}, compact=True)]),
    # 12
    dict(q="How many international minutes have I got left, and how's my data looking?",
         tools=[tool("get_allowances", {"msisdn": "07700 900264", "plan": "Everyday 40",
                 "cycle": {"start": "2026-03-05", "end": "2026-04-04"},
                 "data": {"allowance_mb": 40960, "used_mb": 12390},
                 "minutes": {"allowance": None, "used": 412, "unlimited": True},
                 "texts": {"allowance": None, "used": 57, "unlimited": True},
                 "intl_minutes": {"allowance": 100, "used": 64}})]),
    # 13
    dict(q="Why was I charged £18 for roaming in the US? I was only there 4 days.",
         tools=[tool("get_roaming_usage", {"msisdn": "07700 900871",
                 "trip": {"country": "US", "zone": "Rest of World Zone 2"},
                 "days_charged": [{"date": "2026-02-21", "charge": 6.0, "trigger": "data"},
                                  {"date": "2026-02-22", "charge": 6.0, "trigger": "call"},
                                  {"date": "2026-02-24", "charge": 6.0, "trigger": "data"}],
                 "daily_rate": GBP(6.0), "total": GBP(18.0), "pass_active": False}, compact=True)]),
    # 14
    dict(q="Which of our family lines is using the most data? Is anyone about to run out?",
         tools=[tool("get_account_lines", {"account": "LM-6021577", "billing_cycle": "2026-02",
                 "lines": [{"msisdn": "07700 900151", "user": "Dana", "plan": "Max 120", "data_used_gb": 64.2, "allowance_gb": 120},
                           {"msisdn": "07700 900152", "user": "Sam", "plan": "Everyday 40", "data_used_gb": 38.9, "allowance_gb": 40},
                           {"msisdn": "07700 900153", "user": "Ellis", "plan": "Essentials 10", "data_used_gb": 10.0, "allowance_gb": 10, "capped": True}],
                 "shared_data": False})]),
    # 15
    dict(q="I got a text saying my payment failed. What do I need to do?",
         tools=[tool("get_payment_status", {"account": "LM-7783021", "bill_id": "B-2026-02-7783021",
                 "amount_due": GBP(36.5), "due_date": "2026-02-27",
                 "payment_attempts": [{"at": "2026-02-27T06:00:00Z", "method": "direct_debit", "result": "failed", "reason": "insufficient_funds"},
                                      {"at": "2026-03-06T06:00:00Z", "method": "direct_debit", "result": "failed", "reason": "insufficient_funds"}],
                 "late_payment_fee": {"amount": 5.0, "currency": "GBP", "applied": True},
                 "service_restriction": {"scheduled": "2026-03-20", "type": "outgoing_calls_barred"},
                 "pay_online_url": "https://my.lumora.example/pay"})]),
    # 16
    dict(q="Can I upgrade my phone yet?",
         tools=[tool("check_upgrade_eligibility", {"msisdn": "07700 900390", "eligible": False,
                 "eligible_from": "2026-05-02", "reason": "device_plan_outstanding",
                 "early_upgrade_option": {"available": True, "fee": GBP(95.0)}}, compact=True),
                tool("get_device_plan", {"device": "Galaxy S24 256GB", "monthly": GBP(27.5),
                 "instalments_remaining": 2, "balance_remaining": GBP(55.0), "next_payment": "2026-04-02"},
                 compact=True)]),
    # 17
    dict(q="When will my new broadband be live, and do I need to be at home for it?",
         tools=[tool("get_broadband_order", {"order": "BB-114062", "package": "Fibre 900", "status": "scheduled",
                 "go_live_date": "2026-03-24",
                 "router": {"model": "Lumora Hub 6", "dispatched": False, "dispatch_due": "2026-03-20"},
                 "engineer_visit_required": False, "monthly_price": GBP(45.0), "first_month_free": True,
                 "setup_fee": GBP(0)})]),
    # 18
    dict(q="What add-ons am I paying for at the moment?",
         tools=[tool("get_active_addons", {"msisdn": "07700 900625", "addons": [
                 {"code": "INTL100", "name": "International 100", "price": GBP(5.0), "recurring": True, "renews": "2026-04-01"},
                 {"code": "DATA5", "name": "5GB Data Booster", "price": GBP(6.0), "recurring": False, "expires": "2026-03-31"},
                 {"code": "SPOT", "name": "Spotify Premium", "price": GBP(11.99), "recurring": True, "renews": "2026-04-01", "trial_until": "2026-03-28"}]})]),
    # 19
    dict(q="I paid my bill twice last month - when do I get the money back? And did I ever get a credit for the outage?",
         tools=[tool("get_account_adjustments", {"account": "LM-2290417", "currency": "GBP", "adjustments": [
                 {"id": "ADJ-5512", "date": "2026-03-03", "type": "credit", "reason": "outage_compensation", "amount": -8.4, "applied_to_bill": "2026-03"},
                 {"id": "ADJ-5519", "date": "2026-03-07", "type": "refund", "reason": "duplicate_payment", "amount": -44.0,
                  "status": "pending", "method": "original_card", "expected_by": "2026-03-17"}]})]),
    # 20
    dict(q="My bill is £43.74 but my plan is only £15. What are all these extras?",
         tools=[tool("get_bill", {"bill": "B-2026-02-9014452", "period": "2026-01-18/2026-02-17",
                 "plan_charge": 15.0, "extras": 28.74, "total": 43.74, "currency": "GBP"}, compact=True),
                tool("get_usage_charges", {"currency": "GBP", "items": [
                    {"type": "premium_sms", "to": "88xxx", "count": 6, "unit": 1.5, "total": 9.0},
                    {"type": "call_international", "to": "+48", "minutes": 37, "rate_per_min": 0.45, "total": 16.65},
                    {"type": "data_overage", "mb": 1024, "total": 3.09}]}, compact=True)]),
    # 21
    dict(q="How much does it cost to call a mobile in Nigeria, and one in India?",
         tools=[tool("get_international_rates", table=(
             "destination | landline/min | mobile/min | sms   | in International 100\n"
             "Poland      | £0.45        | £0.45      | £0.20 | included\n"
             "India       | £0.30        | £0.35      | £0.20 | included\n"
             "Nigeria     | £0.85        | £0.95      | £0.25 | not included\n"
             "USA         | £0.25        | £0.25      | £0.20 | included"))]),
    # 22
    dict(q="Can I get 5G at home at LS6 2QT? And is full fibre available there?",
         tools=[tool("check_coverage", {"postcode": "LS6 2QT",
                 "mobile": {"4g_outdoor": "good", "4g_indoor": "variable", "5g_outdoor": "available", "5g_indoor": "not_available"},
                 "broadband": {"fttp_available": True, "max_download_mbps": 900, "ready_date": None},
                 "planned_works": []})]),
    # 23
    dict(q="Is there an outage in BS3? My internet has been down since this morning.",
         tools=[tool("get_service_status", {"area": "BS3", "incidents": [
                 {"id": "INC-7781", "service": "broadband", "status": "investigating",
                  "started": "2026-03-12T06:45:00+00:00", "affected_customers": 1340, "eta": None, "cause": None},
                 {"id": "INC-7770", "service": "mobile_data", "status": "resolved",
                  "started": "2026-03-10T14:00:00+00:00", "resolved": "2026-03-10T17:30:00+00:00"}]}, compact=True)]),
    # 24
    dict(q="How does my rollover data work? How much have I got left in total?",
         tools=[tool("get_data_rollover", {"msisdn": "07700 900944",
                 "rollover": {"enabled": True, "max_rollover_gb": 20, "carried_in_gb": 6.5, "carried_in_expires": "2026-03-31"},
                 "current_cycle": {"allowance_gb": 25, "used_gb": 9.0, "end": "2026-03-31"},
                 "usage_order": "rollover_first"})]),
    # 25
    dict(q="I set up a spend cap a while ago. How close am I to hitting it?",
         tools=[tool("get_spend_cap", {"msisdn": "07700 900317", "spend_cap": {"enabled": True,
                 "limit": GBP(10.0), "spent_this_cycle": GBP(7.8), "cycle_end": "2026-03-21",
                 "excludes": ["roaming_daily_charge"], "at_limit_action": "bar_chargeable_services"}})]),
    # 26
    dict(q="If I leave Lumora now, what do I have to pay in total?",
         tools=[tool("get_contract", {"plan": "Unlimited 5G + device", "airtime_monthly": 18.0,
                 "contract_end": "2026-11-30", "etf_airtime": GBP(148.5)}),
                tool("get_device_plan", {"device": "iPhone 16 128GB", "monthly": 29.0,
                 "balance_remaining": GBP(261.0), "instalments_remaining": 9, "settle_on_leaving": True})]),
    # 27
    dict(q="A speed test just now gave me 41.6 Mbps. Is that below what you guarantee?",
         tools=[tool("get_line_speed", {"line": "FTTC-771902", "package": "Fibre 70",
                 "speed_test": {"at": "2026-03-12T19:02:00+00:00", "download_mbps": 41.6, "upload_mbps": 9.1},
                 "guaranteed_min_download_mbps": 45, "line_estimate_mbps": {"low": 52, "high": 67},
                 "eligible_to_exit_without_fee": "if below minimum for 30 days after reported"}, compact=True)]),
    # 28
    dict(q="What engineer slots have you got next week? I can only do afternoons or a Saturday.",
         tools=[tool("list_engineer_slots", table=(
             "date       | slot        | type\n"
             "2026-03-17 | 08:00-13:00 | AM\n"
             "2026-03-17 | 13:00-18:00 | PM\n"
             "2026-03-19 | 08:00-13:00 | AM\n"
             "2026-03-21 | 08:00-12:00 | SAT_AM"))]),
    # 29
    dict(q="My phone says SIM locked, enter PUK. Can you just give me my PUK code?",
         tools=[tool("get_sim_status", {"msisdn": "07700 900558", "sim": {"iccid_last4": "4412",
                 "state": "pin_locked", "puk_attempts_remaining": 10, "esim": False},
                 "puk_available_via": "identity_check", "account_holder_verified": False})]),
    # 30
    dict(q="I asked for my PAC code. What is it, and will I have to pay anything to leave?",
         tools=[tool("get_pac_code", {"msisdn": "07700 900684", "pac": "LMA482913", "issued": "2026-03-10",
                 "valid_until": "2026-04-09", "contract_end": "2026-02-28", "etf_applies": False,
                 "final_bill_note": "charges up to switch date, billed in arrears"}, compact=True)]),
    # 31
    dict(q="When do my discounts run out?",
         tools=[tool("get_discounts", {"account": "LM-8840210", "airtime_monthly": GBP(20.0), "discounts": [
                 {"name": "Loyalty 15%", "applies_to": "airtime", "value_pct": 15, "ends": "2026-06-30"},
                 {"name": "Multi-line £3", "applies_to": "line_2", "value": GBP(3.0), "ends": None}]})]),
    # 32
    dict(q="How much data did each of our two lines use over the last four days?",
         tools=[tool("get_daily_data_by_line", table=(
             "date       | 07700 900151 (MB) | 07700 900152 (MB)\n"
             "2026-03-09 | 1,840             | 620\n"
             "2026-03-10 | 2,210             | 540\n"
             "2026-03-11 | 3,905             | 710\n"
             "2026-03-12 | 1,120             | 480"))]),
    # 33
    dict(q="Does the International 100 add-on cover calls to Romania, and can I use it while I'm abroad?",
         tools=[tool("get_addon_details", {"code": "INTL100", "name": "International 100", "price": GBP(5.0),
                 "minutes": 100, "countries_count": 52, "includes": ["PL", "IN", "US", "CA", "RO"],
                 "excludes_types": ["premium", "satellite"], "valid_from_uk_only": True,
                 "billing": "monthly_recurring"})]),
    # 34
    dict(q="Any news on my broadband fault? Nothing is working at all.",
         tools=[tool("get_fault_ticket", {"ticket": "FT-331902", "service": "broadband", "status": "engineer_booked",
                 "fault": "no_sync", "opened": "2026-03-10T18:20:00+00:00"}, compact=True),
                tool("get_engineer_appointment", {"appointment_id": "ENG-552890", "date": "2026-03-14",
                 "slot": {"start": "08:00", "end": "13:00"}, "visit_type": "repair",
                 "charge_if_fault_in_home": GBP(65.0), "requires_adult_present": True}, compact=True)]),
    # 35
    dict(q="How much are my bills going up by in April?",
         tools=[tool("get_price_change", {"account": "LM-1197305", "effective": "2026-04-01", "lines": [
                 {"service": "mobile", "current": GBP(16.0), "new": GBP(17.5)},
                 {"service": "broadband", "current": GBP(32.0), "new": GBP(35.0)}],
                 "right_to_exit_without_fee": False, "reason_code": "annual_contractual_increase"})]),
    # 36
    dict(q="I bought a Europe pass yesterday. Has it started yet, and how long does it last?",
         tools=[tool("get_roaming_pass_history", {"msisdn": "07700 900799", "currency": "GBP", "passes": [
                 {"code": "EU7", "purchased": "2026-02-02T07:15:00+01:00", "activated": "2026-02-02T07:15:00+01:00",
                  "expires": "2026-02-09T07:15:00+01:00", "price": 12.0, "data_gb": 15, "data_used_gb": 4.2},
                 {"code": "EU7", "purchased": "2026-03-10T19:40:00+01:00", "activated": None, "expires": None,
                  "price": 12.0, "data_gb": 15, "status": "awaiting_first_use"}]}, compact=True)]),
    # 37
    dict(q="How much have we been downloading on our broadband? Are we close to any limit?",
         tools=[tool("get_broadband_usage", {"line": "FTTP-440318", "months": [
                 {"month": "2025-12", "download_gb": 612.4, "upload_gb": 48.1},
                 {"month": "2026-01", "download_gb": 588.0, "upload_gb": 51.7},
                 {"month": "2026-02", "download_gb": 702.9, "upload_gb": 60.2}],
                 "fair_use_limit_gb": None, "unlimited": True})]),
    # 38
    dict(q="Which card or account will my next bill come out of, and when?",
         tools=[tool("get_account", {"account": "LM-6650213", "holder": "Priya Okafor", "billing_day": 14,
                 "paperless": True, "next_bill": {"date": "2026-04-14", "estimated": GBP(29.0)}}),
                tool("get_payment_methods", {"methods": [
                    {"type": "direct_debit", "bank": "Harbourside Bank", "account_last4": "0917", "default": True},
                    {"type": "card", "brand": "visa", "last4": "5530", "expires": "2026-04", "default": False}]})]),
    # 39
    dict(q="What orders do I have open with you at the moment?",
         tools=[tool("get_order_history", table=(
             "order      | placed     | item                    | status\n"
             "SO-9931058 | 2026-02-26 | eSIM swap               | completed\n"
             "SO-9934410 | 2026-03-09 | Replacement SIM (nano)  | dispatched\n"
             "BB-117395  | 2026-03-06 | Fibre 500 home move     | awaiting_engineer_slot\n"
             "AC-2204871 | 2026-03-11 | Phone case (returns)    | refund_pending"))]),
]
