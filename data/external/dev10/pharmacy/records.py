"""Tool results and questions for the `pharmacy` dev set (invented online pharmacy
"Larkspur Pharmacy", its branches, couriers and patients; all written by hand by Claude as data
helper). Each item: q (user message) and src, a list of 1-2 tool calls. A tool call is
dict(fn=<function name>, data=<object, dumped with json.dumps>, compact=<bool: compact
separators>) or dict(fn=..., table=<plain text the tool returned verbatim>).
"""

T = lambda fn, data, compact=False: dict(fn=fn, data=data, compact=compact)  # noqa: E731
TAB = lambda fn, table: dict(fn=fn, table=table)  # noqa: E731

ITEMS = [
    # 0
    dict(q="Has my repeat prescription been approved yet?",
         src=[T("get_repeat_prescription", {
             "prescription_id": "RX-448120", "patient": "Maya Okafor", "status": "awaiting_approval",
             "gp_practice": "Ashdown Medical Practice", "requested_at": "2026-03-02T09:14:00+00:00",
             "items": [{"name": "Levothyroxine 50mcg tablets", "qty": 56, "days_supply": 56},
                       {"name": "Omeprazole 20mg capsules", "qty": 28, "days_supply": 28}],
             "repeats_remaining": 3, "repeats_authorised": 6, "approval_sla_working_days": 2})]),
    # 1
    dict(q="When do I need to reorder my tablets?",
         src=[T("get_refill_due", {
             "patient_ref": "P-20931", "as_of": "2026-02-24",
             "items": [{"name": "Amlodipine 5mg tablets", "last_dispensed": "2026-02-03", "qty": 28,
                        "days_supply": 28, "refill_due": "2026-03-03", "repeats_remaining": 2},
                       {"name": "Atorvastatin 20mg tablets", "last_dispensed": "2026-01-20", "qty": 84,
                        "days_supply": 84, "refill_due": "2026-04-14", "repeats_remaining": 0}]},
             compact=True)]),
    # 2
    dict(q="I get 2 items on prescription every month. Is a prepayment certificate worth it for me?",
         src=[T("get_prescription_charges", {
             "country": "England", "charge_per_item": {"amount": 9.90, "currency": "GBP"},
             "ppc": {"three_month": {"amount": 32.05, "currency": "GBP"},
                     "twelve_month": {"amount": 114.50, "currency": "GBP"},
                     "twelve_month_instalments": {"count": 10, "amount": 11.45, "currency": "GBP"}},
             "patient_exemption": None})]),
    # 3
    dict(q="How much have I spent with you so far this year?",
         src=[TAB("get_order_history",
                  "order_id   date        items  total    status\n"
                  "LP-70211   2026-01-08  3      £18.47   delivered\n"
                  "LP-70598   2026-01-29  1      £9.90    delivered\n"
                  "LP-71044   2026-02-16  2      £24.30   refunded\n"
                  "LP-71390   2026-03-01  4      £31.15   out_for_delivery")]),
    # 4
    dict(q="It's Saturday - can I pick up loratadine at your Quayside branch today, and until what time?",
         src=[T("get_branch_stock", {
             "product": "Loratadine 10mg tablets (30)", "sku": "LOR-10-30",
             "branches": [{"branch": "Hollins Road", "in_stock": True, "qty": 14},
                          {"branch": "Marsh Lane", "in_stock": False, "qty": 0, "restock_eta": "2026-03-11"},
                          {"branch": "Quayside", "in_stock": True, "qty": 3}]}),
              T("get_branch_hours", {
                  "branch": "Quayside", "address": "3 Wharf Street, Salford M50 3AZ",
                  "hours": {"mon_fri": "08:30-18:30", "sat": "09:00-17:00", "sun": None},
                  "phone": "0161 496 0732"})]),
    # 5
    dict(q="What delivery slots can I get for my order, and do I need to be in to sign for it?",
         src=[T("get_delivery_slots", {
             "order_id": "LP-71502", "postcode": "M14 6RT", "courier": "Swiftmile",
             "slots": [{"date": "2026-03-10", "window": "08:00-12:00", "fee": 0},
                       {"date": "2026-03-10", "window": "17:00-21:00", "fee": 2.99},
                       {"date": "2026-03-11", "window": "12:00-16:00", "fee": 0}],
             "signature_required": True, "currency": "GBP"}, compact=True)]),
    # 6
    dict(q="Can you remind me when my flu jab is booked?",
         src=[T("get_vaccination_appointment", {
             "booking_ref": "VX-3318", "service": "Flu vaccination", "branch": "Marsh Lane",
             "start": "2026-10-14T16:40:00+01:00", "duration_min": 15, "status": "confirmed",
             "price": {"amount": 16.99, "currency": "GBP"}, "eligible_free_nhs": False,
             "cancel_before_hours": 24})]),
    # 7
    dict(q="Where's my refund for order LP-71044?",
         src=[T("get_refund_status", {
             "refund_id": "RF-90417", "order_id": "LP-71044",
             "amount": {"amount": 24.30, "currency": "GBP"}, "method": "original_card",
             "status": "processed", "processed_at": "2026-02-19T11:02:00Z", "card_last4": "4412",
             "reason_code": "item_out_of_stock"})]),
    # 8
    dict(q="Is my prescription ready to collect?",
         src=[T("get_prescription_status", {
             "prescription_id": "RX-451907", "status": "part_dispensed",
             "items": [{"name": "Metformin 500mg tablets", "qty": 112, "status": "dispensed"},
                       {"name": "Ramipril 2.5mg capsules", "qty": 28, "status": "owing",
                        "supplied_qty": 14, "owing_qty": 14, "owing_expected": "2026-03-06"}],
             "collection_branch": "Hollins Road", "ready_from": "2026-03-04T15:00:00+00:00",
             "hold_days": 14})]),
    # 9
    dict(q="Do I have to pay for my prescriptions?",
         src=[T("get_exemption_status", {
             "patient_ref": "P-33871",
             "exemption": {"type": "medical_exemption_certificate", "number": "60 488 122 90",
                           "valid_from": "2025-06-01", "valid_until": "2030-05-31", "verified": True},
             "charges_apply": False})]),
    # 10
    dict(q="Where is order LP-71390 and what's in it?",
         src=[T("get_order", {
             "order_id": "LP-71390", "status": "out_for_delivery", "placed_at": "2026-03-01T18:22:00Z",
             "lines": [{"name": "Hayfever relief nasal spray", "qty": 1, "price": 8.49},
                       {"name": "Vitamin C 1000mg effervescent x20", "qty": 2, "price": 3.75},
                       {"name": "Plasters assorted x40", "qty": 1, "price": 2.99},
                       {"name": "Antiseptic cream 30g", "qty": 1, "price": 8.18}],
             "subtotal": 27.16, "delivery_fee": 3.99, "total": 31.15, "currency": "GBP"}),
              T("get_courier_tracking", {
                  "courier": "ParcelHeron", "tracking_no": "PH8820417GB",
                  "events": [{"ts": "2026-03-01T21:12:00Z", "code": "collected"},
                             {"ts": "2026-03-02T06:48:00Z", "code": "out_for_delivery"}],
                  "eta_window": {"from": "2026-03-02T13:00:00Z", "to": "2026-03-02T15:00:00Z"}},
                  compact=True)]),
    # 11
    dict(q="How much have I still got to pay on my prescription prepayment certificate?",
         src=[T("get_ppc_certificate", {
             "certificate": "PPC-12M", "holder": "Daniel Reyes", "start": "2025-09-01",
             "expiry": "2026-08-31", "price": {"amount": 114.50, "currency": "GBP"},
             "payment_plan": {"type": "direct_debit", "instalments": 10, "instalment_amount": 11.45,
                              "instalments_paid": 6, "next_collection": "2026-03-01"},
             "items_claimed_since_start": 19, "auto_renew": False})]),
    # 12
    dict(q="What's my basket going to cost in total?",
         src=[T("get_basket", {
             "basket_id": "B-55102",
             "lines": [{"name": "Cetirizine 10mg tablets x30", "unit_price": 2.49, "qty": 2},
                       {"name": "Paracetamol 500mg caplets x16", "unit_price": 0.89, "qty": 1},
                       {"name": "Saline nasal spray 20ml", "unit_price": 4.75, "qty": 1}],
             "promo": {"code": "SPRING10", "pct_off": 10, "applies_to": "subtotal"},
             "free_delivery_threshold": 25.00, "delivery_fee": 3.49, "currency": "GBP"})]),
    # 13
    dict(q="When can I get a hepatitis A jab?",
         src=[TAB("get_vaccine_slots",
                  "branch        date        times                 vaccine\n"
                  "Hollins Road  2026-04-02  10:20, 11:40, 15:00   Hepatitis A\n"
                  "Quayside      2026-04-03  09:10, 16:30          Hepatitis A\n"
                  "Marsh Lane    2026-04-02  13:50                 Typhoid")]),
    # 14
    dict(q="Can I pause my auto-refill while I'm away next month?",
         src=[T("get_auto_refill", {
             "plan": "auto_refill", "status": "active",
             "items": [{"name": "Sumatriptan 50mg tablets", "qty": 6, "interval_days": 30},
                       {"name": "Naproxen 250mg tablets", "qty": 28, "interval_days": 30}],
             "next_dispatch": "2026-03-18", "paused": False, "pause_allowed": True,
             "max_pause_cycles": 2, "payment": {"method": "card", "last4": "9021"}})]),
    # 15
    dict(q="Can I still cancel my order LP-72011?",
         src=[T("get_order", {
             "order_id": "LP-72011", "status": "awaiting_pharmacist_check", "cancellable": True,
             "cancel_deadline": "2026-03-05T12:00:00+00:00",
             "payment": {"status": "authorised", "amount": {"amount": 17.38, "currency": "GBP"}},
             "on_cancel": "release_authorisation"})]),
    # 16
    dict(q="What time does the Hollins Road branch close on Saturday, and is it open on Sunday?",
         src=[T("get_branch_hours", {
             "branch": "Hollins Road", "address": "212 Hollins Road, Oldham OL8 4JP",
             "hours": [{"day": "Mon-Fri", "open": "08:00", "close": "19:00"},
                       {"day": "Sat", "open": "09:00", "close": "17:30"},
                       {"day": "Sun", "open": None, "close": None}],
             "pharmacist_lunch": "13:00-13:30", "bank_holidays": "closed"})]),
    # 17
    dict(q="How long will my lansoprazole last?",
         src=[T("get_dispensed_item", {
             "prescription_id": "RX-452230", "item": "Lansoprazole 30mg capsules", "qty": 56,
             "directions": "one capsule twice a day", "dispensed": "2026-03-02",
             "repeats_remaining": 1}, compact=True)]),
    # 18
    dict(q="Why hasn't my inhaler repeat come through?",
         src=[T("get_gp_request_status", {
             "request_id": "GPR-7741", "status": "rejected", "rejected_reason": "medication_review_due",
             "practice": "Fernbank Surgery", "responded_at": "2026-02-27T16:20:00+00:00",
             "practice_phone": "01632 960 448"}),
              T("get_repeat_prescription", {
                  "prescription_id": "RX-450016",
                  "items": [{"name": "Salbutamol 100mcg inhaler", "qty": 1}],
                  "repeats_remaining": 0, "last_medication_review": "2025-02-20"})]),
    # 19
    dict(q="My parcel keeps getting missed. What happens now?",
         src=[TAB("get_delivery_attempts",
                  "attempt  time (UTC)          result\n"
                  "1        2026-03-03 10:42    no_answer - card left\n"
                  "2        2026-03-04 11:15    no_answer - returned to depot\n"
                  "depot: ParcelHeron Eccles | holds parcels: 5 days | collection ID: PH-EC-55183 | ID needed: yes")]),
    # 20
    dict(q="Which ibuprofen pack is the best value per tablet?",
         src=[T("get_price_check", {
             "product": "Ibuprofen 200mg tablets", "currency": "GBP",
             "packs": [{"size": 16, "price": 1.29, "pharmacy_only": False},
                       {"size": 32, "price": 2.19, "pharmacy_only": True},
                       {"size": 96, "price": 5.49, "pharmacy_only": True, "max_per_order": 1}]},
             compact=True)]),
    # 21
    dict(q="Is my travel clinic appointment booked?",
         src=[T("get_vaccination_appointment", {
             "booking_ref": "VX-4120", "service": "Travel health consultation", "branch": "Quayside",
             "start": "2026-04-07T09:30:00+01:00", "status": "awaiting_payment",
             "deposit": {"amount": 10.00, "currency": "GBP"}, "deposit_due": "2026-03-31T23:59:00+01:00",
             "auto_cancel_if_unpaid": True})]),
    # 22
    dict(q="How many prescription items did I pay for over the last year, and how much did it come to?",
         src=[T("get_dispensing_history", {
             "patient_ref": "P-10288", "period": {"from": "2025-03-01", "to": "2026-02-28"},
             "dispensings": [{"date": "2025-03-14", "items": 2}, {"date": "2025-05-09", "items": 2},
                             {"date": "2025-07-02", "items": 3}, {"date": "2025-09-11", "items": 2},
                             {"date": "2025-11-20", "items": 2}, {"date": "2026-01-30", "items": 3}],
             "charge_per_item": 9.90, "currency": "GBP", "exempt": False})]),
    # 23
    dict(q="Can I move my delivery to later in the day?",
         src=[T("get_delivery_change_options", {
             "order_id": "LP-72230", "current_slot": {"date": "2026-03-12", "window": "12:00-16:00"},
             "changeable_until": "2026-03-11T20:00:00+00:00",
             "alternative_slots": [{"date": "2026-03-12", "window": "18:00-22:00"},
                                   {"date": "2026-03-13", "window": "08:00-12:00"}],
             "change_fee": {"amount": 1.50, "currency": "GBP"}})]),
    # 24
    dict(q="How does the return and refund work for my order LP-70877?",
         src=[T("get_return", {
             "order_id": "LP-70877", "return_status": "awaiting_return",
             "items": [{"name": "Digital thermometer", "amount": 12.99, "reason": "faulty"},
                       {"name": "Upper-arm blood pressure monitor", "amount": 34.50, "reason": "changed_mind"}],
             "return_by": "2026-03-20", "label_emailed": True, "return_postage_paid_by": "larkspur",
             "refund_method": "original_payment", "refund_after": "item_received_and_checked",
             "currency": "GBP"})]),
    # 25
    dict(q="Which branch has salbutamol inhalers in stock?",
         src=[TAB("get_branch_stock",
                  "branch        item                         stock   next delivery\n"
                  "Hollins Road  Salbutamol 100mcg inhaler    0       2026-03-06\n"
                  "Marsh Lane    Salbutamol 100mcg inhaler    7       -\n"
                  "Quayside      Salbutamol 100mcg inhaler    2       2026-03-05")]),
    # 26
    dict(q="Why is my order £35.95? I thought it would be less.",
         src=[T("get_order_charges", {
             "order_id": "LP-72301", "prescription_items": 3,
             "charge_per_item": {"amount": 9.90, "currency": "GBP"}, "ppc_applied": False,
             "exemption": None, "otc_lines": [{"name": "Vitamin D 25mcg x90", "price": 6.25}],
             "total_due": {"amount": 35.95, "currency": "GBP"}})]),
    # 27
    dict(q="Will I get a reminder before my next refill is due?",
         src=[T("get_reminder_settings", {
             "reminders": {"refill": {"enabled": True, "channel": "sms", "days_before_due": 5},
                           "collection": {"enabled": False, "channel": None},
                           "vaccination": {"enabled": True, "channel": "email"}},
             "mobile": "+44 7700 900418", "email_verified": False}, compact=True)]),
    # 28
    dict(q="How do I get my order out of the locker, and how long have I got?",
         src=[T("get_locker_collection", {
             "locker_id": "LKR-QSD-04", "location": "Quayside branch entrance",
             "pin_sent_via": "sms", "hold_hours": 72, "loaded_at": "2026-03-06T17:25:00+00:00",
             "after_expiry": "returned_to_branch"}),
              T("get_order", {"order_id": "LP-72555", "status": "ready_for_collection",
                              "collection_method": "locker", "parcels": 1, "items": 2})]),
    # 29
    dict(q="How many more repeats do I have before I need a new prescription?",
         src=[T("get_repeat_schedule", {
             "prescription_id": "RX-447700",
             "items": [{"name": "Sertraline 100mg tablets", "qty": 28, "days_supply": 28},
                       {"name": "Propranolol 10mg tablets", "qty": 56, "days_supply": 28}],
             "repeats_authorised": 12, "repeats_used": 9, "next_issue": "2026-03-15",
             "interval_days": 28, "expires": "2026-06-30"})]),
    # 30
    dict(q="What have I actually paid across my last three orders once refunds are taken off?",
         src=[T("get_order_history", {
             "customer": "C-88102", "currency": "GBP",
             "orders": [{"id": "LP-69001", "date": "2025-12-03", "total": 42.10, "refunded": 0},
                        {"id": "LP-69540", "date": "2026-01-15", "total": 15.80, "refunded": 15.80},
                        {"id": "LP-70302", "date": "2026-02-08", "total": 27.35, "refunded": 6.50}]},
             compact=True)]),
    # 31
    dict(q="Do I get a free flu jab this year, and can I just walk in?",
         src=[T("get_vaccination_eligibility", {
             "service": "NHS flu vaccination", "patient_age": 67, "eligible_free": True,
             "criteria_met": ["age_65_plus"], "season_window": {"from": "2026-10-01", "to": "2027-03-31"},
             "walk_in": False, "booking_required": True})]),
    # 32
    dict(q="If I order now (it's 12:30) for delivery to M20, what's the fastest option?",
         src=[TAB("get_delivery_options",
                  "option            cost    order by   arrives\n"
                  "Standard          free    -          2-3 working days\n"
                  "Tracked 24        £3.49   15:00      next working day\n"
                  "Same-day courier  £6.99   11:00      today 17:00-21:00 (M postcodes only)")]),
    # 33
    dict(q="I only got part of my tablets. When do I get the rest?",
         src=[T("get_owing_slip", {
             "owing_id": "OW-2231", "item": "Estradiol 1mg tablets", "prescribed_qty": 84,
             "supplied_qty": 28, "owing_qty": 56, "supplier_status": "backorder",
             "expected": "2026-03-19", "branch": "Marsh Lane", "notify": "sms",
             "created": "2026-03-05T10:30:00+00:00"})]),
    # 34
    dict(q="How much is my private prescription, and what does that work out per tablet?",
         src=[T("get_private_prescription_quote", {
             "quote_id": "Q-5530", "item": "Melatonin 2mg modified-release tablets", "qty": 30,
             "price": {"amount": 21.60, "currency": "GBP"},
             "dispensing_fee": {"amount": 4.00, "currency": "GBP"}, "valid_until": "2026-03-20",
             "status": "quote_issued"})]),
    # 35
    dict(q="Have you become my nominated pharmacy yet?",
         src=[T("get_patient_profile", {
             "name": "Ellen Mbatha", "nhs_number_verified": True, "nominated_pharmacy": None,
             "delivery_address": {"line1": "41 Brindle Close", "town": "Stockport", "postcode": "SK4 2LW"}}),
              T("get_nomination_request", {
                  "change_request": {"to": "Larkspur Pharmacy (online)", "ods_code": "FLX27",
                                     "status": "pending_spine_update", "submitted": "2026-03-03T10:05:00Z"}},
                  compact=True)]),
    # 36
    dict(q="Have any of my stock alerts come back in?",
         src=[T("get_stock_alerts", {
             "alerts": [{"item": "Fexofenadine 120mg tablets x30", "status": "back_in_stock",
                         "notified_at": "2026-03-04T08:00:00Z"},
                        {"item": "Chlorphenamine 4mg tablets x28", "status": "waiting",
                         "since": "2026-02-20"}]}, compact=True)]),
    # 37
    dict(q="How much are my reward points worth, and can I use them on my prescription charge?",
         src=[T("get_rewards", {
             "member": "LP-M-40219", "points": 1840, "value_per_100_points": {"amount": 0.50, "currency": "GBP"},
             "min_redeem_points": 500, "expiring": {"points": 300, "on": "2026-03-31"},
             "excluded_from_redemption": ["prescription_charges", "ppc"]})]),
    # 38
    dict(q="Has my repeat been approved, and when will it be delivered?",
         src=[T("get_repeat_request", {
             "request_id": "REQ-66120", "submitted": "2026-03-02T20:41:00+00:00", "status": "approved",
             "approved_at": "2026-03-04T09:12:00+00:00",
             "items": [{"name": "Citalopram 20mg tablets", "qty": 28},
                       {"name": "Mirtazapine 15mg tablets", "qty": 28}]}),
              T("get_dispatch", {
                  "order_id": "LP-72610", "dispatch_date": "2026-03-05", "courier": "Swiftmile",
                  "slot": {"date": "2026-03-06", "window": "08:00-12:00"}, "signature_required": False},
                  compact=True)]),
    # 39
    dict(q="Can you summarise what I've spent over the last four months?",
         src=[TAB("get_monthly_spend",
                  "month     rx_items  rx_charges  otc_spend\n"
                  "2025-10   2         £19.80      £7.45\n"
                  "2025-11   3         £29.70      £0.00\n"
                  "2025-12   2         £19.80      £12.30\n"
                  "2026-01   3         £29.70      £4.99")]),
]
