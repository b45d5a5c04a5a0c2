"""Tool results and user questions for the held-out `accounts` set.

Each item is one user question and the one or two function calls the assistant made for it.
A result is T(fn, data) for a JSON object (the source text is json.dumps(data), compact
separators when compact=True) or T(fn, table=...) for a plain-text table returned verbatim.
All invented by hand (Claude, data helper) for this set; no real customer data, and nothing
sampled from another data set. Organisations ("Corvid Air", "Northlight Energy", "Parrot
Mobile", "Harbour Rewards", "Larder Points", "Lumen Credit Card") are fictional.
"""


def T(fn, data=None, table=None, compact=False):
    return {"fn": fn, "data": data, "table": table, "compact": compact}


GBP = "GBP"
EUR = "EUR"


def m(amount, cur=GBP):
    return {"amount": amount, "currency": cur}


ITEMS = [
    # 0
    dict(question="My card got declined at the supermarket this morning. What's going on with it?",
         results=[T("get_card_status", {
             "card_id": "crd_7Q2M", "type": "debit", "scheme": "visa", "last4": "4821", "status": "frozen",
             "frozen_by": "customer", "frozen_at": "2026-03-02T21:14:05Z", "expiry": "2028-09",
             "contactless_enabled": True, "online_payments_enabled": False, "atm_withdrawals_enabled": True,
             "replacement_ordered": False})]),
    # 1
    dict(question="How much money do I have across all my accounts?",
         results=[T("get_accounts", {
             "customer_id": "C-30917", "as_of": "2026-03-10T08:00:00Z", "accounts": [
                 {"id": "acc_01", "name": "Everyday Current", "type": "current", "balance": m(1243.67),
                  "available": m(1743.67), "overdraft_limit": m(500)},
                 {"id": "acc_02", "name": "Rainy Day Saver", "type": "easy_access_savings", "balance": m(4210.00),
                  "available": m(4210.00), "interest_rate_aer": 0.0325},
                 {"id": "acc_03", "name": "Holiday Pot", "type": "savings_pot", "balance": m(386.15),
                  "available": m(386.15), "locked_until": "2026-06-01"}]})]),
    # 2
    dict(question="What have I spent on my current account this past week?",
         results=[T("list_transactions", {
             "account": "acc_01", "from": "2026-03-04", "to": "2026-03-10", "currency": "GBP", "transactions": [
                 {"id": "tx_9001", "date": "2026-03-10", "merchant": "Tesco Express", "amount": -14.35, "status": "pending", "category": "groceries"},
                 {"id": "tx_8994", "date": "2026-03-09", "merchant": "TfL Travel", "amount": -8.90, "status": "booked", "category": "transport"},
                 {"id": "tx_8990", "date": "2026-03-08", "merchant": "Netflix", "amount": -10.99, "status": "booked", "category": "subscriptions"},
                 {"id": "tx_8982", "date": "2026-03-07", "merchant": "Dishoom Covent Garden", "amount": -62.40, "status": "booked", "category": "eating_out"},
                 {"id": "tx_8975", "date": "2026-03-06", "merchant": "Salary ACME LTD", "amount": 2350.00, "status": "booked", "category": "income"},
                 {"id": "tx_8969", "date": "2026-03-05", "merchant": "Pret A Manger", "amount": -6.75, "status": "booked", "category": "eating_out"}]},
             compact=True)]),
    # 3
    dict(question="Is my gym direct debit still going out? And what else have I got set up?",
         results=[T("list_direct_debits", {"account": "acc_01", "direct_debits": [
             {"id": "dd_11", "payee": "Thames Water", "reference": "TW-558120", "status": "active", "last_amount": m(38.50), "last_paid": "2026-02-15", "frequency": "monthly"},
             {"id": "dd_12", "payee": "PureGym", "reference": "PG-0093344", "status": "cancelled", "cancelled_on": "2026-01-28", "last_amount": m(24.99), "last_paid": "2026-01-03", "frequency": "monthly"},
             {"id": "dd_13", "payee": "Lambeth Council Tax", "reference": "LBC 60231187", "status": "active", "last_amount": m(142.00), "last_paid": "2026-03-01", "frequency": "monthly"},
             {"id": "dd_14", "payee": "Aviva Insurance", "reference": "AV/77310", "status": "active", "last_amount": m(19.72), "last_paid": "2026-02-22", "frequency": "monthly"}]})]),
    # 4
    dict(question="Why is my electricity bill so much higher this month?",
         results=[T("get_energy_bill", {
             "account": "EN-448201", "bill_id": "B-2026-02", "period": {"start": "2026-01-15", "end": "2026-02-14"},
             "issued": "2026-02-18", "fuel": "electricity", "usage_kwh": 412, "unit_rate_p": 24.86,
             "standing_charge_p_day": 53.35, "days": 31,
             "charges": {"energy": m(102.42), "standing": m(16.54), "vat": m(5.95), "total": m(124.91)},
             "previous_total": m(97.30), "previous_usage_kwh": 318, "reading_type": "estimated"})]),
    # 5
    dict(question="What baggage do I get on my Dublin flight?",
         results=[T("get_booking", {
             "booking_ref": "QX7PLM", "airline": "Corvid Air", "passenger": "Ms Hannah Corrie",
             "flights": [{"flight": "CV 154", "from": "LHR", "to": "DUB", "dep": "2026-04-03T07:40", "arr": "2026-04-03T09:05",
                          "seat": "14C", "cabin": "economy", "fare": "Saver"}],
             "baggage": {"cabin_bag": {"included": True, "max_kg": 7},
                         "checked_bag": {"included": False, "purchasable": True, "price": m(32.00, EUR), "max_kg": 23}},
             "seat_selection_paid": True, "refundable": False, "changes_allowed": True, "change_fee": m(65.00, EUR)})]),
    # 6
    dict(question="How much data have I got left this month?",
         results=[T("get_mobile_usage", {
             "msisdn": "07700 900417", "plan": "SIM Only 30GB", "cycle": {"start": "2026-02-21", "end": "2026-03-20"},
             "as_of": "2026-03-11",
             "data": {"plan_allowance_mb": 30720, "rollover_mb": 2048, "total_available_mb": 32768, "used_mb": 21504, "remaining_mb": 11264},
             "minutes": {"allowance": "unlimited", "used": 412}, "texts": {"allowance": "unlimited", "used": 57},
             "out_of_bundle_charges": m(0.00)}, compact=True)]),
    # 7
    dict(question="How many points have I got and what are they worth?",
         results=[T("get_loyalty_account", {
             "programme": "Harbour Rewards", "member": "HR-2231907", "tier": "Silver",
             "points": {"balance": 18450, "pending": 1200},
             "expiring": [{"points": 3000, "on": "2026-04-30"}],
             "points_value": {"per_100_points": m(0.50)}, "last_activity": "2026-03-06"})]),
    # 8
    dict(question="What standing orders have I got going out, and when's the next payment?",
         results=[T("list_standing_orders", {"account": "acc_01", "standing_orders": [
             {"id": "so_3", "payee": "M Okafor (rent)", "amount": m(950.00), "frequency": "monthly", "next_date": "2026-04-01", "status": "active", "end_date": None},
             {"id": "so_4", "payee": "Cleaner - J Silva", "amount": m(60.00), "frequency": "weekly", "next_date": None, "status": "paused", "paused_until": None},
             {"id": "so_5", "payee": "Halifax ISA", "amount": m(200.00), "frequency": "monthly", "next_date": "2026-03-28", "status": "active", "end_date": "2026-12-28"}]})]),
    # 9
    dict(question="How much more cash can I take out today, and what's my contactless limit?",
         results=[T("get_card_limits", {
             "card": "debit ****4821", "currency": "GBP",
             "limits": {"atm_daily": {"limit": 500, "used_today": 200}, "pos_daily": {"limit": 5000, "used_today": 312.4},
                        "contactless_single": {"limit": 100}, "online_daily": {"limit": 2500, "used_today": 0}},
             "as_of": "2026-03-10T12:30:00Z"}, compact=True)]),
    # 10
    dict(question="Was my last electricity bill based on a real meter reading?",
         results=[T("get_meter_readings", {
             "account": "EN-448201", "meter": {"serial": "19K0082741", "type": "electricity", "smart": False},
             "readings": [{"date": "2026-02-14", "value": 23817, "source": "estimated"},
                          {"date": "2026-01-14", "value": 23405, "source": "customer"},
                          {"date": "2025-12-15", "value": 23011, "source": "customer"},
                          {"date": "2025-11-13", "value": 22640, "source": "meter_reader"}],
             "next_reading_due": "2026-03-14"})]),
    # 11
    dict(question="Why have I been charged twice by the hotel in Valencia?",
         results=[T("list_transactions", {
             "account": "acc_01", "query": {"merchant": "Hotel Miramar"}, "transactions": [
                 {"id": "tx_9120", "date": "2026-03-08", "merchant": "Hotel Miramar Valencia", "amount": m(-180.00, EUR),
                  "amount_gbp": -154.62, "status": "pending", "type": "pre_authorisation"},
                 {"id": "tx_9131", "date": "2026-03-10", "merchant": "Hotel Miramar Valencia", "amount": m(-172.50, EUR),
                  "amount_gbp": -148.19, "status": "booked", "type": "purchase"}]}),
                  T("get_pending_hold", {"tx_id": "tx_9120", "hold_placed": "2026-03-08T15:02:00Z",
                                         "expected_release": "2026-03-15", "auto_release": True}, compact=True)]),
    # 12
    dict(question="Has anything changed with our Faro flight?",
         results=[T("get_booking", {
             "booking_ref": "M4TRQZ", "passengers": [{"name": "Daniel Reyes", "seat": "22A"}, {"name": "Sofia Reyes", "seat": "22B"}],
             "flights": [{"flight": "CV 812", "from": "MAN", "to": "FAO", "date": "2026-03-21", "sched_dep": "06:15",
                          "sched_arr": "10:05", "status": "schedule_change"}],
             "schedule_change": {"notified": "2026-03-09", "accept_by": "2026-03-16", "options": ["accept", "rebook", "refund"]}}),
                  T("get_flight_status", {"flight": "CV 812", "date": "2026-03-21", "new_dep": "09:40", "new_arr": "13:30",
                                          "terminal": "T2", "aircraft": "A321neo"})]),
    # 13
    dict(question="I'm in Spain at the moment. How much roaming data can I use, and have I been charged anything?",
         results=[T("get_mobile_plan", {
             "msisdn": "07700 900417", "plan": "Unlimited Max 5G", "monthly": m(38.00),
             "roaming": {"zone": "Europe", "included": True, "fair_use_gb": 25, "daily_fee": None},
             "contract_end": "2027-01-04"}),
                  T("get_roaming_usage", {"trip": {"country": "ES", "first_use": "2026-03-05", "last_use": "2026-03-10"},
                                          "data_used_gb": 6.4, "calls_min": 38, "texts": 12, "charges": m(0.00)})]),
    # 14
    dict(question="Did Amazon refund me for the order I sent back last month?",
         results=[T("get_statement_lines", table=(
             "card: Lumen Credit Card ****2291   statement: February 2026\n"
             "date        description                    amount_gbp  type\n"
             "2026-02-02  AMAZON UK MARKETPLACE            -45.99    purchase\n"
             "2026-02-05  SHELL ALDERLEY EDGE              -61.20    purchase\n"
             "2026-02-11  AMAZON UK MARKETPLACE            +45.99    refund\n"
             "2026-02-14  THE IVY MANCHESTER              -128.40    purchase\n"
             "2026-02-19  PAYMENT RECEIVED - THANK YOU    +300.00    payment\n"
             "2026-02-26  SPOTIFY P2A9                     -11.99    purchase"))]),
    # 15
    dict(question="What's my overdraft at the moment, and could I get a bigger one?",
         results=[T("get_overdraft", {
             "account": "acc_01", "arranged_limit": m(500), "used": m(0), "ear": 0.399,
             "interest_free_buffer": m(50), "unarranged_allowed": False, "can_increase": True,
             "max_limit_offer": m(1000)})]),
    # 16
    dict(question="If I switch energy supplier now, will I have to pay an exit fee?",
         results=[T("get_energy_tariff", {
             "account": "EN-448201", "as_of": "2026-03-11", "tariff": "Fixed Saver March 2025", "type": "fixed",
             "start": "2025-03-01", "end": "2026-04-30", "unit_rate_p": 24.86, "standing_charge_p_day": 53.35,
             "exit_fee_per_fuel": m(75.00), "exit_fee_free_from": "2026-03-01", "fuels": ["electricity", "gas"],
             "renewal_offer_available": True})]),
    # 17
    dict(question="Are we all checked in for Alicante, and what seats have we got?",
         results=[T("get_booking", {
             "booking_ref": "ZK93HD", "as_of": "2026-04-29T10:00", "flight": "CV 2207", "route": "BRS-ALC",
             "date": "2026-05-02", "dep": "11:25", "passengers": [
                 {"name": "Aisha Karim", "seat": "7A", "checked_in": True, "bags": {"checked": 1}},
                 {"name": "Omar Karim", "seat": "7B", "checked_in": True, "bags": {"checked": 0}},
                 {"name": "Layla Karim", "type": "child", "seat": None, "checked_in": False, "bags": {"checked": 0}}],
             "online_checkin": {"opens": "2026-04-28T11:25", "closes": "2026-05-02T09:25"}})]),
    # 18
    dict(question="When does my fixed rate bond mature, and how much interest will I get?",
         results=[T("get_savings_account", {
             "product": "Fixed Rate Bond 1yr", "number": "****3310", "balance": m(10000.00), "rate_aer": 0.0445,
             "opened": "2025-06-12", "matures": "2026-06-12", "interest_paid": "at_maturity",
             "interest_accrued": m(332.05), "withdrawals_allowed": False, "maturity_instruction": None})]),
    # 19
    dict(question="How much have I spent on my phone over the last three months?",
         results=[T("get_bill_history", {"account": "MB-77120", "bills": [
             {"period": "2026-02", "total": m(41.50), "extras": m(3.50), "status": "paid"},
             {"period": "2026-01", "total": m(38.00), "extras": m(0), "status": "paid"},
             {"period": "2025-12", "total": m(52.75), "extras": m(14.75), "status": "paid"}]}, compact=True)]),
    # 20
    dict(question="Can you show me my recent points activity?",
         results=[T("get_points_history", {
             "programme": "Corvid Club", "member": "CC-558102", "balance": 42750, "tier": "Gold",
             "activity": [{"date": "2026-03-03", "desc": "Flight CV 644 LGW-PMI", "points": 2400},
                          {"date": "2026-02-20", "desc": "Hotel partner: Staybridge Lisbon", "points": 1500},
                          {"date": "2026-02-11", "desc": "Redeemed: lounge pass", "points": -4000},
                          {"date": "2026-01-28", "desc": "Car hire partner", "points": 600},
                          {"date": "2026-01-15", "desc": "Bonus: Gold renewal", "points": 5000}],
             "tier_expiry": "2026-12-31"})]),
    # 21
    dict(question="How much is my next energy payment, and am I in credit?",
         results=[T("get_payment_plan", {"account": "EN-448201", "payment_method": "direct_debit", "monthly_amount": m(118.00),
                                         "collection_day": 18, "next_collection": "2026-03-18", "next_review": "2026-06-01"}),
                  T("get_energy_balance", {"account": "EN-448201", "balance": m(-64.27), "state": "debit", "as_of": "2026-03-11"},
                    compact=True)]),
    # 22
    dict(question="Has my replacement card been sent out yet?",
         results=[T("get_card_replacement", {
             "request_id": "RPL-20871", "card_last4": "9036", "reason": "damaged", "ordered": "2026-03-06",
             "status": "dispatched", "dispatched_on": "2026-03-09", "old_card_works": True})]),
    # 23
    dict(question="How many bags can I check in for my trip to Nairobi?",
         results=[T("get_baggage_allowance", {
             "booking_ref": "HF2K8W", "segments": [
                 {"flight": "CV 330", "route": "EDI-AMS", "cabin": "economy", "cabin_bag_kg": 7, "personal_item": True, "checked_bags": 1, "checked_kg": 23},
                 {"flight": "KZ 1871", "route": "AMS-NBO", "operated_by": "partner", "cabin": "economy", "cabin_bag_kg": 8, "personal_item": True, "checked_bags": 2, "checked_kg": 23}],
             "through_checked": True, "sports_equipment": {"allowed": True, "prebook_required": True}})]),
    # 24
    dict(question="Which direct debits are still due to come out this month, and how much is that in total?",
         results=[T("list_direct_debits", table=(
             "as_of: 2026-03-11\n"
             "payee               reference      last_amount  last_collected  next_collection  status\n"
             "Northlight Energy   8502217741     GBP 118.00   2026-02-18      2026-03-18       active\n"
             "Parrot Mobile       PM-7710229     GBP 41.50    2026-02-27      2026-03-27       active\n"
             "TV Licensing        1187553092     GBP 14.50    2026-03-01      2026-04-01       active\n"
             "Camden Council Tax  40219986       GBP 131.00   2026-02-01      -                suspended"))]),
    # 25
    dict(question="What add-ons have I bought recently, and what did they cost me?",
         results=[T("list_data_addons", {"msisdn": "07700 900417", "addons": [
             {"name": "5GB Data Boost", "bought": "2026-02-24", "price": m(5.00), "expires": "2026-03-20", "used_mb": 1320, "size_mb": 5120},
             {"name": "EU Roam Day Pass", "bought": "2026-03-02", "price": m(2.00), "expires": "2026-03-03", "used_mb": 640, "size_mb": None}]})]),
    # 26
    dict(question="Has my transfer to Lucia arrived yet?",
         results=[T("get_transfer_status", {
             "transfer_id": "TR-6650921", "created": "2026-03-09T10:12:00Z", "from_account": "acc_01",
             "beneficiary": {"name": "Lucia Ferrer", "iban_last4": "4410", "bank": "CaixaBank"},
             "send": m(800.00), "receive": m(931.52, EUR), "rate": 1.1644, "fee": m(4.50),
             "status": "in_review", "compliance_check": True, "estimated_arrival": None})]),
    # 27
    dict(question="The cash machine says my PIN is blocked. What do I do?",
         results=[T("get_pin_status", {
             "card_last4": "4821", "pin_locked": True, "failed_attempts": 3, "max_attempts": 3,
             "locked_at": "2026-03-10T18:47:00Z", "contactless_still_works": True,
             "unlock_methods": ["atm_pin_services", "in_app_pin_reset"]}, compact=True)]),
    # 28
    dict(question="Can I upgrade my phone yet?",
         results=[T("get_upgrade_eligibility", {
             "msisdn": "07700 900417", "contract_start": "2024-09-10", "contract_end": "2026-09-09",
             "eligible_now": False, "eligible_from": "2026-07-10", "early_upgrade_fee": m(96.00),
             "device_paid_off": False, "device_balance": m(144.00)})]),
    # 29
    dict(question="Did I get the Warm Home Discount on my energy account this winter?",
         results=[T("get_energy_account", {
             "account": "EN-771904", "holder": "R. Adeyemi", "fuels": ["electricity", "gas"],
             "balance": m(41.80), "state": "credit", "overdue": m(0.00),
             "warm_home_discount": {"applied": True, "amount": m(150.00), "applied_on": "2026-01-12", "scheme_year": "2025/26"},
             "priority_services_register": False, "smart_meter": True})]),
    # 30
    dict(question="Can I check in for my Dublin flight now?",
         results=[T("get_checkin_status", {
             "booking_ref": "QX7PLM", "flight": "CV 154", "dep": "2026-04-03T07:40",
             "checkin": {"open": True, "opened_at": "2026-04-01T07:40", "closes_at": "2026-04-03T05:40", "completed": False},
             "boarding_pass": None, "passport_details_required": True, "passport_details_complete": False})]),
    # 31
    dict(question="What can I get with my Larder points?",
         results=[T("get_loyalty_balance", {"programme": "Larder Points", "card": "**** 7763", "points": 6240, "tier": "silver"},
                    compact=True),
                  T("list_rewards", table=(
                      "reward                   points  value       min_tier\n"
                      "£5 Larder voucher        500     GBP 5.00    any\n"
                      "£25 Larder voucher       2400    GBP 25.00   any\n"
                      "Cinema tickets x2        3000    GBP 22.00   any\n"
                      "Weekend break voucher    12000   GBP 150.00  gold"))]),
    # 32
    dict(question="Can you give me the details of our joint account? I need to set up a new bill on it.",
         results=[T("get_account_details", {
             "account_id": "acc_04", "name": "Joint Bills Account", "type": "joint_current",
             "holders": ["Rachel Adeyemi", "Tom Adeyemi"], "sort_code": "04-00-75", "account_number_masked": "****6612",
             "opened": "2021-08-19", "balance": m(812.40), "overdraft_limit": m(0), "direct_debits_allowed": True,
             "paper_statements": False, "statement_day": 1})]),
    # 33
    dict(question="Which day last week did I use the most gas?",
         results=[T("get_smart_meter_daily", {
             "account": "EN-771904", "fuel": "gas", "unit": "kWh", "days": [
                 {"date": "2026-03-02", "kwh": 41.2}, {"date": "2026-03-03", "kwh": 38.7}, {"date": "2026-03-04", "kwh": 45.9},
                 {"date": "2026-03-05", "kwh": 52.3}, {"date": "2026-03-06", "kwh": 36.1}, {"date": "2026-03-07", "kwh": 29.8},
                 {"date": "2026-03-08", "kwh": 31.4}], "unit_rate_p": 6.24}, compact=True)]),
    # 34
    dict(question="Is my new eSIM active yet?",
         results=[T("get_esim_status", {
             "msisdn": "07700 900682", "sim_type": "esim", "status": "pending_download",
             "qr_sent": "2026-03-10T16:20:00Z", "qr_expires": "2026-03-17T16:20:00Z",
             "port_in": {"requested": True, "donor": "Parrot Mobile", "scheduled": "2026-03-12"}})]),
    # 35
    dict(question="How many euros and yen have I got left in my travel wallet?",
         results=[T("get_currency_balances", {
             "wallet": "multi-currency", "as_of": "2026-03-11T09:00:00Z",
             "balances": [{"currency": "GBP", "amount": 312.08}, {"currency": "EUR", "amount": 146.50},
                          {"currency": "USD", "amount": 0.00}, {"currency": "JPY", "amount": 23400}]})]),
    # 36
    dict(question="Did my vegetarian meal request go through for the Alicante flight?",
         results=[T("get_booking_extras", {
             "booking_ref": "ZK93HD", "passenger": "Aisha Karim", "meal": "vegetarian (VGML)",
             "special_assistance": None, "priority_boarding": False, "extra_legroom": False, "travel_insurance": None})]),
    # 37
    dict(question="What roaming charges have I run up on my trip so far?",
         results=[T("get_roaming_usage", {
             "msisdn": "07700 900417", "period": {"start": "2026-02-21", "end": "2026-03-20"}, "countries": [
                 {"country": "France", "zone": "EU", "days": 3, "data_mb": 1840, "charge": m(0)},
                 {"country": "Switzerland", "zone": "Rest of Europe", "days": 2, "data_mb": 610, "daily_fee": m(6.00), "charge": m(12.00)},
                 {"country": "Italy", "zone": "EU", "days": 4, "data_mb": 2205, "charge": m(0)}]})]),
    # 38
    dict(question="What's coming out of my current account before the 20th?",
         results=[T("list_scheduled_payments", table=(
             "date        payee              amount       type            from_account\n"
             "2026-03-13  Octavia Housing    GBP 685.00   standing_order  Everyday Current\n"
             "2026-03-15  Thames Water       GBP 38.50    direct_debit    Everyday Current\n"
             "2026-03-18  Northlight Energy  GBP 118.00   direct_debit    Joint Bills\n"
             "2026-03-19  Skyline Broadband  GBP 32.00    direct_debit    Everyday Current\n"
             "2026-03-23  Halifax ISA        GBP 200.00   standing_order  Everyday Current"))]),
    # 39
    dict(question="How close am I to Platinum status?",
         results=[T("get_tier_status", {
             "programme": "Corvid Club", "member": "CC-558102", "tier": "Gold",
             "tier_points": {"earned": 1180, "needed_for_next": 1500, "next_tier": "Platinum"},
             "qualification_end": "2026-12-31", "flights": {"min_required": 4, "taken": 3}})]),
    # 40
    dict(question="What do I still need to pay on my credit card this month?",
         results=[T("get_credit_card_statement", {
             "card": "Lumen Credit Card ****2291", "statement_date": "2026-02-25", "balance": m(1286.40),
             "minimum_payment": m(25.00), "due_date": "2026-03-21", "credit_limit": m(4000), "available_credit": m(2713.60),
             "purchase_apr": 0.249, "promo": {"type": "0% balance transfer", "ends": "2026-08-31"}}),
                  T("get_card_payments", {"card": "****2291", "payments_since_statement": [
                      {"date": "2026-03-05", "amount": m(200.00), "status": "received"}],
                      "minimum_payment_met": True, "remaining_to_clear_statement": m(1086.40),
                      "direct_debit": {"set_up": False}})]),
    # 41
    dict(question="Did my gas meter reading go through this morning?",
         results=[T("get_meter_submission", {
             "submission_id": "MR-99012", "account": "EN-771904", "fuel": "gas", "value": "04187", "unit": "m3",
             "submitted": "2026-03-11T07:55:00Z", "status": "accepted", "used_for_bill": "2026-03-14"})]),
    # 42
    dict(question="Who on our family plan is running low on data?",
         results=[T("get_family_plan_usage", table=(
             "cycle: 2026-02-21 to 2026-03-20\n"
             "line          name    plan_data_gb  used_gb  status\n"
             "07700 900417  Rachel  30            21.0     active\n"
             "07700 900682  Tom     30            8.6      active\n"
             "07700 900935  Maya    10            10.0     capped\n"
             "07700 900771  Sam     10            3.2      active"))]),
    # 43
    dict(question="Where's my refund for the flight that got cancelled?",
         results=[T("get_refund_status", {
             "booking_ref": "PL55VC", "reason": "flight_cancelled_by_airline", "flight": "CV 917", "original_date": "2026-02-27",
             "refund": {"amount": m(286.40, EUR), "method": "original_card", "requested": "2026-02-28",
                        "status": "processing", "expected_by": None}})]),
    # 44
    dict(question="Am I tied into a contract on Tom's line, and is the price going up?",
         results=[T("get_contract_details", {
             "msisdn": "07700 900682", "plan": "SIM Only 15GB", "monthly": m(12.00), "contract_type": "rolling_30_day",
             "minimum_term_end": None, "notice_days": 30,
             "annual_price_rise": {"date": "2026-04-01", "new_monthly": m(13.80)}})]),
]
