"""Tool results for the `commerce` dev set (hand-written by Claude, data helper).

All shops, marketplaces, sellers, people, orders and values are invented for this set.
Each item: question (user message) and tools (1-2 function calls). A tool is either
dict(fn, data, compact) -> text = json.dumps(data) (compact separators if compact), or
dict(fn, table) -> text = the plain-text table verbatim.
"""

ITEMS = [
    # 0
    dict(question="Has my whole order LH-58213 shipped yet? I ordered three things.",
         tools=[dict(fn="get_order", compact=False, data={
             "order_id": "LH-58213", "shop": "Larkfield Home", "status": "partially_dispatched",
             "placed_at": "2026-03-03T19:42:10+00:00",
             "items": [
                 {"sku": "LH-TWL-04", "name": "Waffle bath towel, sage", "qty": 2, "unit_price": {"amount": 18.0, "currency": "GBP"}, "fulfilment": "dispatched", "parcel": "P1"},
                 {"sku": "LH-MUG-11", "name": "Stoneware mug set (4)", "qty": 1, "unit_price": {"amount": 26.5, "currency": "GBP"}, "fulfilment": "dispatched", "parcel": "P1"},
                 {"sku": "LH-LMP-02", "name": "Rattan floor lamp", "qty": 1, "unit_price": {"amount": 89.0, "currency": "GBP"}, "fulfilment": "backordered", "parcel": None, "expected_dispatch": "2026-03-20"}],
             "parcels": [{"parcel": "P1", "carrier": "Evri", "tracking": "H00LK7720194", "dispatched_at": "2026-03-05T11:03:00+00:00", "eta": "2026-03-07"}],
             "delivery_charge": {"amount": 0.0, "currency": "GBP"}})]),
    # 1
    dict(question="Can I still return the boots from order HO-1172? They arrived on 2 March and they rub my heel.",
         tools=[dict(fn="check_return_eligibility", compact=True, data={
             "order_id": "HO-1172", "retailer": "Halden Outdoor", "item": {"sku": "HO-BT-633", "name": "Corrie waterproof hiking boots", "size": "UK 7", "price": 134.99},
             "delivered_on": "2026-03-02", "return_window_days": 30, "return_by": "2026-04-01",
             "eligible": True, "conditions": ["unworn outdoors", "original box", "tags attached"],
             "return_methods": [{"method": "drop_off", "carrier": "InPost locker", "fee": 0.0}, {"method": "courier_collection", "carrier": "DPD", "fee": 4.95}],
             "refund_to": "original_payment"})]),
    # 2
    dict(question="Where's my refund for the blender I sent back? Order BM-300418.",
         tools=[dict(fn="get_return", compact=False, data={
             "return_id": "RT-88410", "order_id": "BM-300418", "marketplace": "Brindle Market", "seller": "KitchenCove",
             "item": "Vortex 1200W blender", "status": "received_inspected", "received_at": "2026-03-09T14:20:00+01:00",
             "inspection": {"result": "passed", "notes": None}}),
                dict(fn="get_refund", compact=False, data={
             "refund_id": "RF-51177", "return_id": "RT-88410", "status": "issued", "issued_at": "2026-03-10T09:15:00+01:00",
             "amount": {"amount": 64.99, "currency": "EUR"}, "method": "store_credit",
             "original_payment": {"type": "card", "brand": "Visa", "last4": "2291"},
             "store_credit_balance_after": {"amount": 71.49, "currency": "EUR"}})]),
    # 3
    dict(question="My Orrin coffee grinder stopped working. Is it still under warranty and what can I do?",
         tools=[dict(fn="get_warranty", compact=False, data={
             "serial": "OG-45-2203918", "product": "Orrin Burr Grinder 45", "purchased_on": "2024-05-14",
             "warranty": {"type": "manufacturer", "months": 24, "expires_on": "2026-05-14", "active": True},
             "extended_cover": None,
             "claim_options": [{"code": "mail_in_repair", "cost": 0, "turnaround_business_days": 10},
                               {"code": "replacement", "cost": 0, "condition": "if repair not possible"}],
             "requires_proof_of_purchase": True, "open_claims": []})]),
    # 4
    dict(question="When is my next coffee delivery and how much will it cost? Can I still skip it?",
         tools=[dict(fn="get_subscription", compact=True, data={
             "subscription_id": "SS-77120", "shop": "Pepperpot Pantry", "type": "subscribe_and_save",
             "product": "Ridgeback espresso beans 1kg", "list_price": {"amount": 24.0, "currency": "GBP"},
             "discount_pct": 15, "frequency_weeks": 4, "status": "active",
             "next_delivery": "2026-03-18", "edit_cutoff": "2026-03-15T23:59:00+00:00",
             "skip_allowed": True, "skips_used_this_year": 1, "max_skips_per_year": 3})]),
    # 5
    dict(question="How much is left on my gift card ending 6620?",
         tools=[dict(fn="get_gift_card", compact=False, data={
             "card_last4": "6620", "issuer": "Larkfield Home", "initial_value": {"amount": 75.0, "currency": "GBP"},
             "transactions": [{"date": "2025-12-28", "type": "redeem", "amount": -32.5, "order_id": "LH-51902"},
                              {"date": "2026-02-11", "type": "redeem", "amount": -18.0, "order_id": "LH-56630"}],
             "balance": {"amount": 24.5, "currency": "GBP"}, "expires_on": "2027-12-24", "status": "active"})]),
    # 6
    dict(question="What click-and-collect slots are there at the Northgate store on Saturday?",
         tools=[dict(fn="list_collection_slots", table=(
             "store: Larkfield Home Northgate | date: 2026-03-14 (Sat)\n"
             "slot         | status    | fee\n"
             "09:00-11:00  | full      | 0.00\n"
             "11:00-13:00  | available | 0.00\n"
             "13:00-15:00  | available | 0.00\n"
             "15:00-17:00  | full      | 0.00\n"
             "17:00-19:00  | available | 1.50\n"
             "note: orders must be placed by 20:00 the day before the slot"))]),
    # 7
    dict(question="I asked you to price-match the Aero air fryer last week. What's happening with it?",
         tools=[dict(fn="get_price_match_request", compact=False, data={
             "request_id": "PM-20931", "status": "awaiting_approval", "submitted_at": "2026-03-04T16:05:00+00:00",
             "our_price": {"amount": 149.99, "currency": "GBP"}, "competitor": "Voltmart",
             "competitor_price": {"amount": 129.0, "currency": "GBP"}, "competitor_url_checked": True,
             "decision_due_by": "2026-03-11", "customer_order_id": "OE-77314"}),
                dict(fn="get_product", compact=True, data={
             "sku": "OE-AF-55", "name": "Aero 5.5L air fryer", "retailer": "Orrin Electronics", "price": 149.99,
             "currency": "GBP", "in_stock": True, "price_match_eligible": True})]),
    # 8
    dict(question="How much did Brindle pay me out in February, after fees?",
         tools=[dict(fn="list_seller_payouts", compact=False, data={
             "seller": "Fernhill Ceramics", "marketplace": "Brindle Market", "currency": "EUR",
             "payouts": [
                 {"payout_id": "PO-0207", "date": "2026-02-07", "gross_sales": 812.4, "fees": 97.49, "net": 714.91, "status": "paid"},
                 {"payout_id": "PO-0221", "date": "2026-02-21", "gross_sales": 655.0, "fees": 78.6, "net": 576.4, "status": "paid"},
                 {"payout_id": "PO-0307", "date": "2026-03-07", "gross_sales": 430.2, "fees": 51.62, "net": 378.58, "status": "scheduled"}]})]),
    # 9
    dict(question="Can I use the voucher SPRING20 on a garden hose and a barbecue?",
         tools=[dict(fn="get_voucher", compact=True, data={
             "code": "SPRING20", "retailer": "Halden Outdoor", "type": "percent", "value": 20,
             "min_spend": {"amount": 60, "currency": "GBP"}, "max_discount": {"amount": 40, "currency": "GBP"},
             "excluded_categories": ["barbecues", "gift_cards"], "valid_from": "2026-03-01", "valid_until": "2026-03-31T23:59:00+00:00",
             "single_use": True, "used": False})]),
    # 10
    dict(question="When will the rest of my order OE-80122 arrive?",
         tools=[dict(fn="get_order", compact=False, data={
             "order_id": "OE-80122", "retailer": "Orrin Electronics", "status": "in_transit",
             "items": [
                 {"name": "Arden 27\" 4K monitor", "qty": 1, "price": 279.0, "parcel_ref": "OE-80122-2"},
                 {"name": "Aluminium laptop stand", "qty": 1, "price": 34.99, "parcel_ref": "OE-80122-1"},
                 {"name": "Low-profile wireless keyboard", "qty": 1, "price": 59.0, "parcel_ref": "OE-80122-1"}],
             "parcels": [
                 {"ref": "OE-80122-1", "carrier": "Royal Mail", "status": "delivered", "delivered_at": "2026-03-06T12:47:00+00:00", "signature_required": False},
                 {"ref": "OE-80122-2", "carrier": "DPD", "status": "in_transit", "eta": {"date": "2026-03-12", "window": "10:15-11:15"}, "signature_required": True, "safe_place_allowed": False}],
             "currency": "GBP"})]),
    # 11
    dict(question="What's going on with my headphone repair, and how much will I have to pay?",
         tools=[dict(fn="get_repair_ticket", compact=True, data={
             "ticket": "RP-40716", "retailer": "Orrin Electronics", "product": "Orrin Quiet 700 headphones",
             "fault_reported": "left earcup no sound", "received_at": "2026-02-24T10:02:00+00:00",
             "status": "awaiting_parts", "parts_eta": "2026-03-16", "estimated_completion": "2026-03-20",
             "covered_by_warranty": False, "quote": {"amount": 45.0, "currency": "GBP", "accepted": True, "accepted_at": "2026-02-26T18:31:00+00:00"},
             "paid": False, "payment_due": "on_completion", "return_shipping": {"amount": 0.0, "currency": "GBP"}})]),
    # 12
    dict(question="I returned two cushion covers and a duvet. How much am I getting back?",
         tools=[dict(fn="get_return", compact=False, data={
             "return_id": "RT-LH-3318", "order_id": "LH-57440", "status": "partially_accepted",
             "lines": [
                 {"item": "Linen cushion cover 45cm", "qty": 2, "unit_price": 22.0, "outcome": "accepted"},
                 {"item": "Hollowfibre duvet 10.5 tog, double", "qty": 1, "unit_price": 49.0, "outcome": "rejected", "reason": "hygiene_seal_broken", "action": "returned_to_customer"}],
             "return_label_fee": 3.95, "currency": "GBP"}),
                dict(fn="get_refund", compact=True, data={
             "refund_id": "RF-LH-9021", "return_id": "RT-LH-3318", "status": "processing",
             "amount": {"amount": 40.05, "currency": "GBP"}, "method": "original_card",
             "card": {"brand": "Mastercard", "last4": "8834"}, "initiated_at": "2026-03-08", "expected_by": "2026-03-13"})]),
    # 13
    dict(question="When does my Brindle Plus renew and how much will it cost? Has it actually saved me anything?",
         tools=[dict(fn="get_membership", compact=False, data={
             "member": "Jonas Keller", "programme": "Brindle Plus", "plan": "annual",
             "fee": {"amount": 59.0, "currency": "EUR"}, "started_on": "2025-04-02", "renews_on": "2026-04-02", "auto_renew": True,
             "benefits": {"free_standard_delivery": True, "express_delivery_discount_pct": 50, "early_sale_access": True},
             "savings_to_date": {"delivery": {"amount": 71.6, "currency": "EUR"}, "member_prices": {"amount": 18.25, "currency": "EUR"}},
             "orders_this_term": 23})]),
    # 14
    dict(question="If I order now, what's the cheapest way to get it by Thursday? My basket is £42.",
         tools=[dict(fn="get_delivery_options", table=(
             "Larkfield Home delivery options | postcode LS6 | order date: Tue 10 Mar 2026, 14:20\n"
             "option         | price  | delivers by       | notes\n"
             "Standard       | £3.99  | Mon 16 Mar        | free on orders £50+\n"
             "Express        | £5.99  | Thu 12 Mar        | order by 20:00\n"
             "Next day       | £7.99  | Wed 11 Mar        | order by 18:00\n"
             "Click & collect| £0.00  | from Thu 12 Mar   | Northgate store"))]),
    # 15
    dict(question="Is my click and collect order ready? And can my husband pick it up for me?",
         tools=[dict(fn="get_collection_booking", compact=True, data={
             "order_id": "LH-59001", "store": "Larkfield Home Northgate", "status": "ready_for_collection",
             "slot": {"date": "2026-03-14", "start": "11:00", "end": "13:00"}, "hold_until": "2026-03-21",
             "collection_code": "7Q4K", "id_required": True, "collector": {"name": "Priya Natarajan"},
             "nominee": None, "nominee_allowed": True, "items_count": 3})]),
    # 16
    dict(question="Why is my next payout only €412.30? I've sold way more than that this month.",
         tools=[dict(fn="get_seller_balance", compact=False, data={
             "seller": "Tidewater Prints", "marketplace": "Brindle Market", "currency": "EUR",
             "available": 412.3, "pending": 288.75,
             "pending_rule": "funds release 3 days after confirmed delivery",
             "reserve": {"amount": 95.0, "reason": "new_seller_reserve", "release_on": "2026-04-30"},
             "next_payout": {"date": "2026-03-21", "amount": 412.3, "destination": "bank_account", "iban_last4": "0417"},
             "month_to_date_sales": 796.05})]),
    # 17
    dict(question="How do I send back the jacket? I've already asked for a return.",
         tools=[dict(fn="get_return_label", compact=False, data={
             "return_id": "RT-HO-5532", "order_id": "HO-1190", "item": "Skerray insulated jacket",
             "carrier": "InPost", "label_type": "qr_code", "qr_url": "https://returns.haldenoutdoor.co.uk/q/HX93K2",
             "qr_valid_until": "2026-03-19", "drop_off": "any_inpost_locker_or_point", "print_needed": False,
             "fee": {"amount": 0, "currency": "GBP"}, "packaging": "any secure bag or box"})]),
    # 18
    dict(question="Why did you turn down my price match for the Kettle?",
         tools=[dict(fn="get_price_match_request", compact=True, data={
             "request_id": "PM-21187", "product": "Brenna glass kettle 1.7L", "our_price": 54.99,
             "competitor": "HomeDirect", "competitor_price": 44.0, "currency": "GBP",
             "status": "rejected", "reason_code": "competitor_out_of_stock",
             "checked_at": "2026-03-06T09:40:00+00:00", "resubmit_allowed": True})]),
    # 19
    dict(question="What will I pay in total if I use WELCOME10?",
         tools=[dict(fn="get_cart", compact=True, data={
             "cart_id": "C-7712-HH", "shop": "Pepperpot Pantry", "currency": "GBP",
             "lines": [{"item": "Smoked sea salt flakes 250g", "qty": 2, "unit_price": 6.5},
                       {"item": "Cold-pressed rapeseed oil 500ml", "qty": 3, "unit_price": 7.25},
                       {"item": "Heritage tomato seed kit", "qty": 1, "unit_price": 14.0}],
             "subtotal": 48.75, "delivery": 4.5}),
                dict(fn="apply_voucher", compact=True, data={
             "code": "WELCOME10", "valid": True, "discount": {"type": "fixed", "amount": 10.0},
             "min_subtotal": 40.0, "first_order_only": True, "new_subtotal": 38.75,
             "delivery": 4.5, "total": 43.25})]),
    # 20
    dict(question="I ordered the wrong charger. Can I still cancel it?",
         tools=[dict(fn="check_cancellation", compact=False, data={
             "order_id": "OE-81550", "retailer": "Orrin Electronics",
             "lines": [
                 {"line": 1, "item": "Slimline phone case, navy", "price": 14.99, "status": "dispatched", "cancellable": False},
                 {"line": 2, "item": "65W USB-C GaN charger", "price": 39.99, "status": "awaiting_dispatch", "cancellable": True,
                  "cancel_deadline": "2026-03-11T15:00:00+00:00"}],
             "refund_on_cancel": {"method": "original_payment", "card_last4": "5530"},
             "currency": "GBP"})]),
    # 21
    dict(question="How much gift card money do I have altogether?",
         tools=[dict(fn="list_gift_cards", compact=True, data={
             "customer": "Amira Costa", "retailer": "Halden Outdoor", "currency": "GBP",
             "cards": [{"last4": "1182", "balance": 40.0, "expires_on": "2027-01-31", "status": "active"},
                       {"last4": "5074", "balance": 12.75, "expires_on": "2026-04-15", "status": "active"},
                       {"last4": "9930", "balance": 25.0, "expires_on": "2026-02-28", "status": "expired"}]})]),
    # 22
    dict(question="Which extended warranty should I get for my new washing machine, and what does each cost per year?",
         tools=[dict(fn="get_warranty_plans", table=(
             "Orrin Care plans for: Tessel 9kg washing machine (bought 2026-03-02, price £449)\n"
             "plan        | length  | price  | repairs           | excess\n"
             "Care 2      | 2 years | £59    | unlimited         | £0\n"
             "Care 3      | 3 years | £79    | unlimited         | £0\n"
             "Care 5      | 5 years | £119   | up to 3 per year  | £25 per claim\n"
             "must be added within 30 days of purchase; starts after the 1-year manufacturer warranty"))]),
    # 23
    dict(question="Did I get my refund for the lamp I cancelled?",
         tools=[dict(fn="get_refund", compact=True, data={
             "refund_id": "RF-BM-66120", "order_id": "BM-301955", "marketplace": "Brindle Market", "seller": "Lumen & Loom",
             "reason": "cancelled_by_buyer", "status": "completed", "amount": {"amount": 112.0, "currency": "EUR"},
             "method": "paypal", "completed_at": "2026-03-05T17:22:00+01:00"})]),
    # 24
    dict(question="How do I get the bigger subscribe & save discount?",
         tools=[dict(fn="get_subscribe_save_summary", compact=False, data={
             "customer": "Owen Pryce", "shop": "Pepperpot Pantry", "next_delivery": "2026-03-24",
             "active_items": [
                 {"item": "Oat milk 6x1L", "price": 10.8, "every_weeks": 2},
                 {"item": "Ridgeback espresso beans 1kg", "price": 24.0, "every_weeks": 4},
                 {"item": "Jumbo rolled oats 2kg", "price": 6.2, "every_weeks": 4},
                 {"item": "Compostable bin bags 50", "price": 8.5, "every_weeks": 8}],
             "items_on_next_delivery": 4,
             "tiers": [{"min_items": 1, "discount_pct": 5}, {"min_items": 5, "discount_pct": 15}],
             "tier_rule": "counts items arriving in the same delivery",
             "current_discount_pct": 5})]),
    # 25
    dict(question="Which of my February orders haven't arrived yet, and how much did I spend in February?",
         tools=[dict(fn="list_orders", compact=False, data={
             "customer": "Dara Whelan", "retailer": "Larkfield Home", "from": "2026-02-01", "to": "2026-02-28", "currency": "GBP",
             "orders": [
                 {"order_id": "LH-55102", "placed": "2026-02-03", "total": 64.0, "status": "delivered", "delivered": "2026-02-06"},
                 {"order_id": "LH-55870", "placed": "2026-02-14", "total": 129.5, "status": "delivered", "delivered": "2026-02-18"},
                 {"order_id": "LH-56411", "placed": "2026-02-22", "total": 38.25, "status": "cancelled", "delivered": None},
                 {"order_id": "LH-56702", "placed": "2026-02-26", "total": 212.0, "status": "in_transit", "delivered": None, "eta": "2026-03-13"}]})]),
    # 26
    dict(question="How much store credit have I got?",
         tools=[dict(fn="get_store_credit", compact=True, data={
             "customer_id": "HO-C-20418", "retailer": "Halden Outdoor", "currency": "GBP", "balance": 37.6,
             "lots": [{"amount": 25.0, "source": "refund", "expires_on": None},
                      {"amount": 12.6, "source": "goodwill", "expires_on": "2026-06-30"}]})]),
    # 27
    dict(question="Which of my orders do I need to ship today, and am I in trouble for late ones?",
         tools=[dict(fn="list_seller_orders", compact=False, data={
             "seller": "Tidewater Prints", "filter": "awaiting_dispatch", "as_of": "2026-03-10T08:00:00+01:00",
             "orders": [
                 {"order_id": "BM-302214", "buyer_city": "Ghent", "items": 1, "dispatch_by": "2026-03-10T23:59:00+01:00"},
                 {"order_id": "BM-302230", "buyer_city": "Utrecht", "items": 3, "dispatch_by": "2026-03-10T23:59:00+01:00"},
                 {"order_id": "BM-302251", "buyer_city": "Lyon", "items": 2, "dispatch_by": "2026-03-12T23:59:00+01:00"}]}),
                dict(fn="get_seller_metrics", compact=True, data={
             "seller": "Tidewater Prints", "period_days": 30, "orders": 58, "late_dispatches": 2,
             "late_dispatch_rate_pct": 3.4, "threshold_pct": 4.0, "account_health": "good"})]),
    # 28
    dict(question="What's happening with my exchange for the bigger size?",
         tools=[dict(fn="get_exchange", compact=False, data={
             "exchange_id": "EX-HO-0914", "order_id": "HO-1204", "item": "Aird fleece pullover",
             "from_size": "M", "to_size": "L", "replacement_in_stock": True, "replacement_reserved": True,
             "status": "awaiting_return", "return_deadline": "2026-03-24",
             "replacement_ships": "when_return_scanned", "price_difference": {"amount": 0.0, "currency": "GBP"}})]),
    # 29
    dict(question="When is my sofa coming, and will they take the old one away?",
         tools=[dict(fn="get_delivery_booking", compact=True, data={
             "order_id": "LH-57921", "item": "Marlow 3-seater sofa, oat boucle", "service": "two_person",
             "date": "2026-03-17", "window": {"start": "07:00", "end": "12:00"}, "call_ahead_minutes": 30,
             "room_of_choice": True, "unpack_and_remove_packaging": True, "old_furniture_removal": False,
             "reschedule_deadline": "2026-03-15T18:00:00+00:00"})]),
    # 30
    dict(question="If I sell one of my prints for €40 plus €5 shipping, how much do I actually keep?",
         tools=[dict(fn="get_fee_schedule", table=(
             "Brindle Market seller fees (EU) - effective 2026-01-01\n"
             "category          | commission | fixed fee per order\n"
             "Art & prints      | 10%        | EUR 0.35\n"
             "Home & living     | 12%        | EUR 0.35\n"
             "Jewellery         | 15%        | EUR 0.35\n"
             "Electronics       | 8%         | EUR 0.50\n"
             "Commission is charged on item price + shipping. Payment processing included."))]),
    # 31
    dict(question="What did the repair centre say about my vacuum, and what happens if I say no?",
         tools=[dict(fn="get_repair_quote", compact=False, data={
             "ticket": "RP-41102", "product": "Orrin Stratus cordless vacuum", "warranty_status": "expired",
             "diagnosis": "battery pack worn (holds 18% of rated capacity)",
             "quote": {"parts": 38.0, "labour": 25.0, "total": 63.0, "currency": "GBP", "vat_included": True},
             "accept_by": "2026-03-18",
             "if_declined": {"action": "return_unrepaired", "inspection_fee": 15.0},
             "alternative": {"type": "trade_in_discount", "product": "Orrin Stratus 2", "price": 219.0, "discount_pct": 20}})]),
    # 32
    dict(question="What vouchers do I have at the moment?",
         tools=[dict(fn="list_vouchers", compact=True, data={
             "customer": "Lena Marsh", "retailer": "Larkfield Home",
             "vouchers": [{"code": "BDAY15", "type": "percent", "value": 15, "min_spend": 30, "expires": "2026-03-31", "status": "available"},
                          {"code": "FREESHIP", "type": "free_delivery", "value": None, "min_spend": 0, "expires": "2026-04-10", "status": "available"},
                          {"code": "LH5OFF", "type": "fixed", "value": 5, "min_spend": 40, "expires": "2026-05-01", "status": "used"}],
             "currency": "GBP", "stackable": False})]),
    # 33
    dict(question="Can I pick up the Tarn 2 tent today somewhere near Keswick?",
         tools=[dict(fn="get_product", compact=False, data={
             "sku": "HO-TN-2T", "name": "Tarn 2 backpacking tent", "retailer": "Halden Outdoor",
             "price": {"amount": 289.0, "currency": "GBP"}, "click_and_collect": True, "collect_fee": 0.0}),
                dict(fn="get_store_stock", compact=True, data={
             "sku": "HO-TN-2T", "near": "Keswick", "checked_at": "2026-03-10T10:05:00+00:00",
             "stores": [{"store": "Halden Outdoor Keswick", "distance_km": 0.4, "stock": 0, "ready_in_hours": None},
                        {"store": "Halden Outdoor Ambleside", "distance_km": 27.1, "stock": 2, "ready_in_hours": 2, "closes": "17:30"},
                        {"store": "Halden Outdoor Kendal", "distance_km": 45.8, "stock": 6, "ready_in_hours": 1, "closes": "18:00"}]})]),
    # 34
    dict(question="Why hasn't my Pantry Box come this month?",
         tools=[dict(fn="get_subscription_billing", compact=False, data={
             "subscription_id": "PB-30215", "shop": "Pepperpot Pantry", "product": "Pantry Box (monthly)",
             "price": {"amount": 32.0, "currency": "GBP"}, "status": "past_due",
             "payment_method": {"brand": "Visa", "last4": "1043", "expiry": "2026-02"},
             "attempts": [{"at": "2026-03-01T06:00:00+00:00", "result": "failed", "code": "card_expired"},
                          {"at": "2026-03-04T06:00:00+00:00", "result": "failed", "code": "card_expired"}],
             "next_retry": "2026-03-08T06:00:00+00:00", "pause_after_failed_attempts": 3,
             "box_ships": "after_successful_payment"})]),
    # 35
    dict(question="When will my Pulse preorder arrive, and when do I pay the rest?",
         tools=[dict(fn="get_preorder", compact=True, data={
             "order_id": "OE-PRE-1207", "product": "Orrin Pulse handheld console 512GB", "release_date": "2026-04-24",
             "ships": "to_arrive_on_release_day", "price": {"amount": 329.0, "currency": "GBP"},
             "deposit_paid": {"amount": 30.0, "currency": "GBP", "paid_at": "2026-02-02T20:14:00+00:00"},
             "balance_charged": "at_dispatch", "price_guarantee": True, "cancellable_until": "dispatch"})]),
    # 36
    dict(question="How much VAT did I pay on order OE-79903?",
         tools=[dict(fn="get_receipt", compact=False, data={
             "order_id": "OE-79903", "retailer": "Orrin Electronics", "date": "2026-02-16",
             "lines": [{"item": "Gas-spring monitor arm", "qty": 1, "price_inc_vat": 89.99},
                       {"item": "HDMI 2.1 cable 2m", "qty": 2, "price_inc_vat": 12.5}],
             "delivery_inc_vat": 0.0, "total_inc_vat": 114.99, "vat_rate_pct": 20, "vat_total": 19.17,
             "currency": "GBP", "vat_number": "GB 412 7783 09"})]),
    # 37
    dict(question="I bought a personalised cutting board and a desk lamp three weeks ago. Can I return either of them?",
         tools=[dict(fn="get_return_policy", table=(
             "Larkfield Home return windows (from delivery)\n"
             "category              | window   | conditions\n"
             "Homeware & kitchen    | 30 days  | unused, original packaging\n"
             "Lighting              | 30 days  | unused, bulbs removed\n"
             "Furniture             | 14 days  | collection fee £25\n"
             "Bedding (opened)      | none     | hygiene\n"
             "Personalised items    | none     | unless faulty"))]),
    # 38
    dict(question="A buyer opened a claim on one of my prints. What do I have to do, and by when?",
         tools=[dict(fn="get_buyer_claim", compact=False, data={
             "claim_id": "CL-7781", "order_id": "BM-302102", "seller": "Tidewater Prints", "item": "Harbour at dusk, A3 giclee print",
             "reason": "item_not_as_described", "buyer_message": "Colours are much darker than in the photos.",
             "amount": {"amount": 58.0, "currency": "EUR"}, "opened_at": "2026-03-08T19:10:00+01:00",
             "respond_by": "2026-03-11T12:00:00+01:00",
             "options": ["accept_refund", "offer_partial_refund", "request_return"],
             "auto_refund_if_no_response": True, "return_shipping_paid_by": "seller"})]),
    # 39
    dict(question="How much do I still owe on my sofa bed and when are the payments?",
         tools=[dict(fn="get_instalment_plan", compact=True, data={
             "plan_id": "SPL-55210", "provider": "Splitly", "merchant": "Larkfield Home", "order_id": "LH-56980",
             "total": {"amount": 276.0, "currency": "GBP"}, "interest": 0,
             "instalments": [{"n": 1, "due": "2026-02-20", "amount": 92.0, "status": "paid"},
                             {"n": 2, "due": "2026-03-20", "amount": 92.0, "status": "scheduled"},
                             {"n": 3, "due": "2026-04-20", "amount": 92.0, "status": "scheduled"}],
             "autopay": {"enabled": True, "card_last4": "7719"}, "late_fee": {"amount": 6.0, "currency": "GBP"}})]),
]
