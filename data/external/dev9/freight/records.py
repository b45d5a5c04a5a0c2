"""Tool results (sources) and user questions for the `freight` set, written by hand for this set
(Claude, data helper). All organisations, people, depots and values are invented.
Each item: q (user message), tools (list of sources). A source is built by T(title, obj,
compact) -> exact json.dumps output, or X(title, text) for a plain-text table."""
import json


def T(title, obj, compact=False):
    text = json.dumps(obj, separators=(",", ":")) if compact else json.dumps(obj)
    return {"kind": "tool", "text": text, "title": title}


def X(title, text):
    return {"kind": "tool", "text": text, "title": title}


ITEMS = []

# 0
ITEMS.append(dict(
    q="Where's consignment CVN-40218833 now and when should it arrive? We need to have someone on site to take it in.",
    tools=[T("get_consignment_tracking", {
        "consignment": "CVN-40218833", "account": "BRM-2207", "service": "pallet_next_day",
        "status": "out_for_delivery", "pieces": {"pallets": 3, "total_weight_kg": 1840},
        "events": [
            {"ts": "2026-03-09T17:42:00+00:00", "code": "collected", "depot": "Stoke DC"},
            {"ts": "2026-03-09T23:15:00+00:00", "code": "arrived_hub", "depot": "Lutterworth Hub"},
            {"ts": "2026-03-10T04:50:00+00:00", "code": "departed_hub", "depot": "Lutterworth Hub"},
            {"ts": "2026-03-10T07:05:00+00:00", "code": "out_for_delivery", "depot": "Croydon Depot"}],
        "delivery_slot": {"date": "2026-03-10", "from": "10:00", "to": "14:00", "tz": "Europe/London"},
        "tail_lift_required": True, "signature_required": True})]))

# 1
ITEMS.append(dict(
    q="How much credit do we have left on our account before we hit the limit?",
    tools=[T("get_account_summary", {
        "account_id": "HLW-5518", "name": "Hollowell Garden Supplies Ltd",
        "credit_limit": {"amount": 25000, "currency": "GBP"},
        "balance_outstanding": {"amount": 18342.6, "currency": "GBP"},
        "unbilled_shipments": {"amount": 2410.0, "currency": "GBP"},
        "payment_terms_days": 30, "on_stop": False,
        "last_payment": {"date": "2026-02-27", "amount": {"amount": 6120.0, "currency": "GBP"}}})]))

# 2
ITEMS.append(dict(
    q="Can I still book a next-day pallet collection from LS11 5QT for 14 April if I book it at 11:30 that morning?",
    tools=[T("get_collection_options", {
        "postcode": "LS11 5QT", "date": "2026-04-14", "tz": "Europe/London",
        "services": [
            {"code": "parcel_standard", "cutoff_local": "15:30", "collection_window": "13:00-17:30", "price": {"amount": 12.5, "currency": "GBP"}},
            {"code": "pallet_economy", "cutoff_local": "12:00", "collection_window": "14:00-18:00", "price": {"amount": 38.0, "currency": "GBP"}},
            {"code": "pallet_next_day", "cutoff_local": "11:00", "collection_window": "13:00-18:00", "price": {"amount": 55.0, "currency": "GBP"}}],
        "max_pallet_weight_kg": 1000}, compact=True)]))

# 3
ITEMS.append(dict(
    q="Why is quote Q-88213 charging us for 640 kg when our two pallets only weigh 310 kg each?",
    tools=[T("get_quote", {
        "quote_id": "Q-88213", "origin": "Bristol BS3", "destination": "Aberdeen AB11", "zone": "Z4",
        "pieces": [{"type": "pallet", "qty": 2, "length_cm": 120, "width_cm": 100, "height_cm": 160, "actual_weight_kg": 310}],
        "volumetric_divisor": 6000, "chargeable_weight_kg": 640,
        "base_charge": {"amount": 192.0, "currency": "GBP"}, "fuel_surcharge_pct": 14.5,
        "fuel_surcharge": {"amount": 27.84, "currency": "GBP"},
        "highlands_surcharge": {"amount": 35.0, "currency": "GBP"},
        "total_ex_vat": {"amount": 254.84, "currency": "GBP"},
        "valid_until": "2026-05-02T23:59:00+01:00"})]))

# 4
ITEMS.append(dict(
    q="What do we owe in customs for CVN-51100347, and why is there any duty at all? I thought tiles were duty-free.",
    tools=[T("get_customs_declaration", {
        "declaration_id": "GB-IMP-7731042", "consignment": "CVN-51100347", "status": "awaiting_payment",
        "goods": [
            {"description": "Ceramic floor tiles", "hs_code": "6907210000", "customs_value": {"amount": 8400.0, "currency": "EUR"}, "duty_rate_pct": 0.0},
            {"description": "Tile adhesive", "hs_code": "3214109000", "customs_value": {"amount": 1650.0, "currency": "EUR"}, "duty_rate_pct": 5.0}],
        "exchange_rate_eur_gbp": 0.864,
        "duty_due": {"amount": 71.28, "currency": "GBP"}, "import_vat_due": {"amount": 1750.9, "currency": "GBP"},
        "payer": "receiver", "deferment_account": None,
        "payment_deadline": "2026-03-20T17:00:00+00:00"})]))

# 5
ITEMS.append(dict(
    q="What's happening with our damage claim CLM-20931? Will we get the full £1,280 back?",
    tools=[T("get_claim", {
        "claim_id": "CLM-20931", "consignment": "CVN-38820415", "status": "awaiting_evidence",
        "reason": "damaged_in_transit", "claimed": {"amount": 1280.0, "currency": "GBP"},
        "liability_cap": {"per_kg": {"amount": 15.0, "currency": "GBP"}, "damaged_weight_kg": 62},
        "opened": "2026-02-18",
        "evidence_required": ["photos_of_packaging", "commercial_invoice"],
        "evidence_received": ["photos_of_packaging"], "evidence_deadline": "2026-03-04",
        "handler": {"name": "Priya Kaur", "email": "claims@corvane-logistics.example"}})]))

# 6
ITEMS.append(dict(
    q="How much would 4 full pallets to Zone B cost on the new rates from April, including fuel?",
    tools=[T("get_rate_card", {
        "account": "FNX-3090", "effective_from": "2026-04-01", "fuel_surcharge_pct": 16.0,
        "zones": [
            {"zone": "A", "desc": "Mainland England & Wales", "pallet_full": {"amount": 62.0, "currency": "GBP"}, "pallet_half": {"amount": 44.0, "currency": "GBP"}, "pallet_quarter": {"amount": 33.0, "currency": "GBP"}},
            {"zone": "B", "desc": "Southern Scotland", "pallet_full": {"amount": 79.0, "currency": "GBP"}, "pallet_half": {"amount": 57.0, "currency": "GBP"}, "pallet_quarter": {"amount": 42.0, "currency": "GBP"}},
            {"zone": "C", "desc": "Scottish Highlands & Islands", "pallet_full": {"amount": 118.0, "currency": "GBP"}, "pallet_half": {"amount": 86.0, "currency": "GBP"}, "pallet_quarter": {"amount": 64.0, "currency": "GBP"}}],
        "tail_lift": {"amount": 12.0, "currency": "GBP"}, "timed_delivery": {"amount": 18.0, "currency": "GBP"}},
        compact=True)]))

# 7
ITEMS.append(dict(
    q="Our customer in Lyon says they didn't get everything on CVN-40577120. What does the proof of delivery show?",
    tools=[T("get_proof_of_delivery", {
        "consignment": "CVN-40577120", "delivered_at": "2026-03-12T11:38:00+01:00", "location": "Lyon, FR",
        "signed_by": "M. DUBOIS", "pieces_expected": 6, "pieces_delivered": 5,
        "exceptions": [{"code": "short_delivery", "piece": "6/6", "note": "carton not on vehicle"}],
        "photo_available": True, "gps_match": True,
        "pod_url": "https://track.corvane-logistics.example/pod/CVN-40577120"})]))

# 8
ITEMS.append(dict(
    q="Which of your Yorkshire depots can I drop a pallet at on a Saturday morning, and until what time?",
    tools=[X("get_depot_hours",
             "depot            mon_fri       sat           sun      trade_counter_cutoff\n"
             "Leeds (LDS)      06:00-22:00   07:00-13:00   closed   17:30\n"
             "Wakefield (WKF)  05:30-23:00   06:00-14:00   closed   18:00\n"
             "Hull (HUL)       07:00-19:00   closed        closed   16:00")]))

# 9
ITEMS.append(dict(
    q="Which of our invoices are overdue, and how much do we need to pay today to be up to date?",
    tools=[T("list_invoices", {
        "account": "TRV-1142", "as_of": "2026-03-16",
        "invoices": [
            {"no": "INV-77120", "issued": "2026-01-12", "due": "2026-02-11", "total": {"amount": 3120.4, "currency": "GBP"}, "status": "paid"},
            {"no": "INV-77431", "issued": "2026-01-31", "due": "2026-03-02", "total": {"amount": 4478.0, "currency": "GBP"}, "status": "overdue"},
            {"no": "INV-77802", "issued": "2026-02-14", "due": "2026-03-16", "total": {"amount": 2265.75, "currency": "GBP"}, "status": "due_today"},
            {"no": "INV-78110", "issued": "2026-02-28", "due": "2026-03-30", "total": {"amount": 5012.3, "currency": "GBP"}, "status": "open"}]},
        compact=True)]))

# 10
ITEMS.append(dict(
    q="What's the total weight of CVN-55302817 in tonnes, and is any pallet over the weight limit?",
    tools=[T("get_consignment", {
        "consignment": "CVN-55302817", "service": "pallet_economy", "status": "booked",
        "pallets": [{"id": "P1", "weight_kg": 840, "size": "full"}, {"id": "P2", "weight_kg": 1020, "size": "full"},
                    {"id": "P3", "weight_kg": 655, "size": "full"}],
        "max_pallet_weight_kg": 1000}, compact=True)]))

# 11
ITEMS.append(dict(
    q="We missed the delivery for CVN-61840022 yesterday. What slots can we rebook, and is there a charge?",
    tools=[T("get_delivery_slots", {
        "consignment": "CVN-61840022", "status": "delivery_failed", "failure_reason": "premises_closed",
        "current_slot": None,
        "available": [{"date": "2026-03-18", "window": "08:00-12:00"}, {"date": "2026-03-18", "window": "12:00-17:00"},
                      {"date": "2026-03-19", "window": "08:00-12:00"}],
        "rebook_fee": {"amount": 0, "currency": "GBP"},
        "rebook_deadline": "2026-03-17T16:00:00+00:00"})]))

# 12
ITEMS.append(dict(
    q="Why is CVN-62019934 being held, and will we be charged for storage?",
    tools=[T("get_customs_status", {
        "consignment": "CVN-62019934", "status": "held", "hold_reason": "missing_eori",
        "held_since": "2026-03-11T09:20:00+01:00", "location": "Rotterdam Port Depot",
        "storage_free_days": 3, "storage_fee_per_day": {"amount": 45.0, "currency": "EUR"}}, compact=True)]))

# 13
ITEMS.append(dict(
    q="How much has the road fuel surcharge gone up since December?",
    tools=[X("get_fuel_surcharge_history",
             "month    road_pct  air_pct\n"
             "2025-12  14.0      22.5\n"
             "2026-01  14.5      23.0\n"
             "2026-02  15.25     23.0\n"
             "2026-03  16.0      24.5")]))

# 14
ITEMS.append(dict(
    q="My parcel CVN-47730561 is stuck at a depot. When can I go and collect it, and what do I need to bring?",
    tools=[T("get_consignment_tracking", {
        "consignment": "CVN-47730561", "status": "held_at_depot", "depot_code": "NTH",
        "hold_reason": "address_not_found", "last_event": "2026-03-17T08:12:00+00:00",
        "hold_until": "2026-03-24"}),
           T("get_depot_info", {
        "code": "NTH", "name": "Northampton Depot", "address": "Unit 4, Brackmills Way, Northampton NN4 7PB",
        "hours": {"mon_fri": "07:30-18:00", "sat": "08:00-12:00", "sun": None},
        "collection_id_required": True, "phone": "01604 496 210"})]))

# 15
ITEMS.append(dict(
    q="Can you break down invoice INV-80214 for me? The total looks higher than I expected.",
    tools=[T("get_invoice", {
        "invoice": "INV-80214", "account": "GRN-7781", "issued": "2026-03-05", "due": "2026-04-04",
        "lines": [
            {"desc": "Full pallet delivery, Zone A", "qty": 6, "unit_price": 62.0, "amount": 372.0},
            {"desc": "Fuel surcharge 16%", "qty": 1, "unit_price": 59.52, "amount": 59.52},
            {"desc": "Tail lift", "qty": 2, "unit_price": 12.0, "amount": 24.0},
            {"desc": "Waiting time (45 min)", "qty": 1, "unit_price": 22.5, "amount": 22.5}],
        "subtotal": 478.02, "vat_pct": 20, "vat": 95.6, "total": 573.62, "currency": "GBP"}, compact=True)]))

# 16
ITEMS.append(dict(
    q="Any update on our request to raise our credit limit?",
    tools=[T("get_credit_review", {
        "account": "PLX-0457", "current_limit": {"amount": 15000, "currency": "GBP"},
        "requested_limit": {"amount": 30000, "currency": "GBP"}, "status": "awaiting_approval",
        "submitted": "2026-03-02", "decision_due_by": "2026-03-13",
        "documents": {"latest_accounts": True, "bank_reference": False}, "approver": "Credit Control"})]))

# 17
ITEMS.append(dict(
    q="We sent CVN-70113258 on economy on Monday. When will it arrive, and how much quicker would next-day have been?",
    tools=[T("get_consignment", {
        "consignment": "CVN-70113258", "service": "pallet_economy", "status": "in_transit",
        "collected": "2026-03-16T15:10:00+00:00", "destination_zone": "B"}),
           T("get_transit_times", {
        "zone": "B", "working_days": "Mon-Fri",
        "services": [{"code": "pallet_next_day", "transit_working_days": 1},
                     {"code": "pallet_economy", "transit_working_days": 3}]}, compact=True)]))

# 18
ITEMS.append(dict(
    q="Can you confirm the details of collection COL-551208, and can I still cancel it for free?",
    tools=[T("get_collection_booking", {
        "booking_ref": "COL-551208", "status": "confirmed", "date": "2026-03-25",
        "window": {"from": "12:00", "to": "17:00", "tz": "Europe/London"},
        "address": "Meridian Park, Unit 9, Leicester LE19 1WX",
        "items": [{"type": "pallet", "qty": 4, "total_weight_kg": 2900}],
        "vehicle": "18t_tail_lift", "site_notes": "Goods-in closes 16:30",
        "free_cancellation_until": "2026-03-24T17:00:00+00:00",
        "late_cancellation_fee": {"amount": 60.0, "currency": "GBP"}})]))

# 19
ITEMS.append(dict(
    q="Why was I charged a remote area surcharge on CVN-84420931? It's only going to Inverness.",
    tools=[T("get_consignment_charges", {
        "consignment": "CVN-84420931", "destination_postcode": "IV2 3XT", "currency": "GBP",
        "charges": [{"code": "base", "amount": 118.0}, {"code": "fuel", "pct": 16.0, "amount": 18.88},
                    {"code": "remote_area", "amount": 29.0}]}, compact=True),
           T("get_postcode_zone", {"postcode": "IV2 3XT", "zone": "C", "remote_area": True,
                                   "remote_area_band": "highlands"})]))

# 20
ITEMS.append(dict(
    q="When does our air shipment 176-44820193 land in New York? Can you give me the time in UK time?",
    tools=[T("get_air_shipment", {
        "awb": "176-44820193", "origin": "LHR", "destination": "JFK", "flight": "CV118",
        "status": "in_flight", "departed": "2026-03-20T10:30:00+00:00",
        "eta": "2026-03-20T13:45:00-04:00", "pieces": 4, "chargeable_weight_kg": 212.5})]))

# 21
ITEMS.append(dict(
    q="How did yesterday's deliveries go?",
    tools=[T("list_consignments", {
        "account": "SLT-6604", "date": "2026-03-18", "tz": "Europe/London",
        "consignments": [
            {"id": "CVN-90114402", "dest": "Derby DE24", "status": "delivered", "pod_time": "09:42", "signed_by": "K. Walsh"},
            {"id": "CVN-90114419", "dest": "Nottingham NG2", "status": "delivered", "pod_time": "13:05", "signed_by": "R. Osei"},
            {"id": "CVN-90114425", "dest": "Leicester LE4", "status": "delivery_failed", "reason": "no_access", "pod_time": None, "signed_by": None},
            {"id": "CVN-90114431", "dest": "Coventry CV3", "status": "delivered", "pod_time": "16:20", "signed_by": "J. Mistry"},
            {"id": "CVN-90114448", "dest": "Lincoln LN6", "status": "in_transit", "pod_time": None, "signed_by": None}]},
        compact=True)]))

# 22
ITEMS.append(dict(
    q="How much to send three parcels to Zone B — they weigh 4 kg, 12 kg and 22 kg?",
    tools=[X("get_parcel_rates",
             "zone  0-5kg   5-15kg  15-30kg\n"
             "A     £6.20   £8.90   £12.40\n"
             "B     £7.80   £10.50  £15.10\n"
             "C     £11.40  £15.90  £22.80\n"
             "(prices per parcel, ex VAT, fuel surcharge not included)")]))

# 23
ITEMS.append(dict(
    q="Can I send a pallet of lithium batteries on next-day? It's 180 cm high and 1,100 kg, and the customer needs a tail lift.",
    tools=[T("get_service_restrictions", {
        "service": "pallet_next_day", "adr_accepted": False, "lithium_batteries": "section_II_only",
        "max_height_cm": 220, "max_weight_kg": 1200, "tail_lift_max_kg": 1000}, compact=True)]))

# 24
ITEMS.append(dict(
    q="How much is still owed on INV-79903?",
    tools=[T("get_invoice_payments", {
        "invoice": "INV-79903", "total": {"amount": 2840.0, "currency": "EUR"},
        "payments": [{"date": "2026-02-20", "amount": 1500.0}, {"date": "2026-03-06", "amount": 900.0}],
        "balance": {"amount": 440.0, "currency": "EUR"}, "status": "part_paid", "due": "2026-03-10"})]))

# 25
ITEMS.append(dict(
    q="Why hasn't CVN-66120487 turned up today? It was meant to arrive on the 19th.",
    tools=[T("get_consignment_tracking", {
        "consignment": "CVN-66120487", "status": "delayed", "delay_reason": "vehicle_breakdown",
        "original_eta": "2026-03-19", "revised_eta": "2026-03-20",
        "revised_slot": {"from": "07:00", "to": "12:00", "tz": "Europe/London"},
        "current_location": {"depot": "Warrington Hub", "since": "2026-03-18T22:30:00+00:00"}})]))

# 26
ITEMS.append(dict(
    q="Will volumetric weight push up the charge on CVN-58840716?",
    tools=[T("get_consignment_dimensions", {
        "consignment": "CVN-58840716", "service": "road_pallet",
        "chargeable_basis": "greater_of_actual_or_volumetric", "volumetric_divisor": 5000,
        "pieces": [{"id": "P1", "l_cm": 120, "w_cm": 80, "h_cm": 150, "kg": 410},
                   {"id": "P2", "l_cm": 120, "w_cm": 100, "h_cm": 110, "kg": 530}]}, compact=True)]))

# 27
ITEMS.append(dict(
    q="Has our claim CLM-21455 been paid yet, and how?",
    tools=[T("get_claim", {
        "claim_id": "CLM-21455", "status": "approved", "claimed": {"amount": 800.0, "currency": "GBP"},
        "approved_amount": {"amount": 640.0, "currency": "GBP"}, "settlement": "credit_note",
        "credit_note": "CN-30077", "settled_on": "2026-03-12"}),
           T("get_account_summary", {
        "account_id": "WDF-2290", "balance_outstanding": {"amount": 3915.5, "currency": "GBP"},
        "credits_available": [{"ref": "CN-30077", "amount": 640.0, "currency": "GBP"}], "on_stop": False},
        compact=True)]))

# 28
ITEMS.append(dict(
    q="How many more delivery attempts will you make on CVN-73309218 before it gets sent back?",
    tools=[T("get_delivery_attempts", {
        "consignment": "CVN-73309218",
        "attempts": [{"ts": "2026-03-16T10:14:00+00:00", "result": "no_answer"},
                     {"ts": "2026-03-17T14:02:00+00:00", "result": "no_answer"}],
        "max_attempts": 3, "after_max": "return_to_sender", "next_attempt": "2026-03-18", "card_left": True})]))

# 29
ITEMS.append(dict(
    q="What was our average cost per pallet last month?",
    tools=[T("get_monthly_volume", {
        "account": "ELM-3321", "period": "2026-02", "consignments": 148, "pallets": 392,
        "total_weight_t": 214.6, "spend": {"amount": 24310.8, "currency": "GBP"}}, compact=True)]))

# 30
ITEMS.append(dict(
    q="What customs payments do we have outstanding at the moment, and what's the total?",
    tools=[X("list_pending_declarations",
             "decl_id         consignment   status            duty_gbp  vat_gbp  deadline\n"
             "GB-IMP-7740118  CVN-51230090  awaiting_payment  112.40    846.00   2026-03-23\n"
             "GB-IMP-7740295  CVN-51230144  awaiting_payment  0.00      392.80   2026-03-25\n"
             "GB-IMP-7740310  CVN-51230162  query_raised      -         -        -")]))

# 31
ITEMS.append(dict(
    q="Why can't we book any collections this morning? The portal keeps rejecting them.",
    tools=[T("get_account_status", {
        "account": "KNT-4410", "on_stop": True, "stop_reason": "credit_limit_exceeded",
        "credit_limit": 10000, "balance": 11245.9, "currency": "GBP"}),
           T("get_account_rules", {
        "on_stop_blocks": ["collections", "new_quotes"], "tracking_available_on_stop": True,
        "release": "automatic_when_balance_below_limit"}, compact=True)]))

# 32
ITEMS.append(dict(
    q="Has our export to Oslo cleared customs, and who pays the Norwegian import duties?",
    tools=[T("get_export_declaration", {
        "declaration": "EX-GB-220419", "consignment": "CVN-77201553", "destination": "Oslo, NO",
        "incoterm": "DAP", "status": "cleared", "exit_office": "Immingham",
        "cleared_at": "2026-03-14T06:25:00+00:00",
        "lines": [{"desc": "Stainless steel fittings", "hs": "7307221000", "qty": 1200,
                   "value": {"amount": 9600, "currency": "GBP"}, "net_kg": 840}],
        "import_duties_paid_by": "receiver", "eta_destination": "2026-03-17"})]))

# 33
ITEMS.append(dict(
    q="How are we doing against our on-time delivery target this quarter?",
    tools=[T("get_sla_performance", {
        "account": "ORW-1187", "period": "2026-Q1", "to_date": "2026-03-18", "deliveries": 412,
        "on_time": 389, "late": 23, "target_pct": 95.0, "avg_delay_hours_when_late": 5.4}, compact=True)]))

# 34
ITEMS.append(dict(
    q="Can I get a pallet to EH6 7BD in Edinburgh before 9 am on 27 March, and what would that cost on top?",
    tools=[T("get_timed_delivery_options", {
        "postcode": "EH6 7BD", "date": "2026-03-27",
        "options": [{"code": "pre_0900", "surcharge": {"amount": 24.0, "currency": "GBP"}},
                    {"code": "pre_1200", "surcharge": {"amount": 14.0, "currency": "GBP"}},
                    {"code": "am", "window": "08:00-12:00", "surcharge": {"amount": 8.0, "currency": "GBP"}}],
        "saturday_available": False})]))

# 35
ITEMS.append(dict(
    q="How much is our pallet storage costing us each week, and how much space have we got left?",
    tools=[X("get_storage_usage",
             "location  pallets_stored  capacity  rate_per_pallet_week\n"
             "Bay A     46              60        £3.20\n"
             "Bay B     58              60        £3.20\n"
             "Cold 1    12              20        £7.50")]))

# 36
ITEMS.append(dict(
    q="What's the difference between the economy and next-day quotes for our two pallets? Is next-day worth it?",
    tools=[T("get_quote", {
        "quote_id": "Q-90412", "service": "pallet_economy", "pallets": 2,
        "total_ex_vat": {"amount": 148.6, "currency": "GBP"}, "transit_working_days": 3,
        "valid_until": "2026-03-31"}),
           T("get_quote", {
        "quote_id": "Q-90413", "service": "pallet_next_day", "pallets": 2,
        "total_ex_vat": {"amount": 201.8, "currency": "GBP"}, "transit_working_days": 1,
        "valid_until": "2026-03-31"})]))

# 37
ITEMS.append(dict(
    q="When will the driver get to us with CVN-68830145?",
    tools=[T("get_live_eta", {
        "consignment": "CVN-68830145", "status": "out_for_delivery", "stops_before_you": 3,
        "eta_window": {"from": "2026-03-19T14:10:00+00:00", "to": "2026-03-19T15:10:00+00:00"},
        "driver_first_name": "Tomasz", "updated_at": "2026-03-19T12:48:00+00:00"}, compact=True)]))

# 38
ITEMS.append(dict(
    q="How many pallets do we owe on our exchange account, and what will it cost us?",
    tools=[T("get_pallet_exchange_account", {
        "account": "BRK-0912", "pallet_type": "euro_1200x800", "opening_balance": 40, "issued": 65,
        "returned": 52, "closing_balance": 53, "charge_applies_above": 30,
        "charge_per_unreturned": {"amount": 9.5, "currency": "EUR"}, "reconciliation_date": "2026-03-31"})]))

# 39
ITEMS.append(dict(
    q="We're shipping glass display cabinets on CVN-80917734. Are they covered for the full value?",
    tools=[T("get_consignment_cover", {
        "consignment": "CVN-80917734", "cover": "enhanced",
        "declared_value": {"amount": 18000, "currency": "GBP"}, "premium_pct": 0.45,
        "premium": {"amount": 81.0, "currency": "GBP"}, "excess": {"amount": 250, "currency": "GBP"},
        "excluded": ["glass", "perishables"]})]))
