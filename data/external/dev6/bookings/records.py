"""Tool results and user questions for the `bookings` set (invented, hand-written by Claude
as data helper). Each record: q (user message), src (1-2 tool results). A tool result is
either ``data`` (dumped with json.dumps; ``compact`` picks API-style separators) or
``table`` (plain text the tool returned verbatim). Domains: gym and leisure-centre
membership, a parcel carrier, event ticketing, restaurant/hotel reservations. All names,
numbers and places are invented for this set; nothing is copied from another set."""


def S(fn, data=None, table=None, compact=False):
    d = {"fn": fn, "compact": compact}
    if table is not None:
        d["table"] = table.strip("\n")
    else:
        d["data"] = data
    return d


GBP = lambda v: {"amount": v, "currency": "GBP"}  # noqa: E731

RECORDS = [
    # R00 gym: membership overview
    dict(q="Can you give me a quick rundown of my membership? I think I froze it. When does the freeze end and what am I paying next?",
         src=[S("get_membership", {
             "member_id": "LX-40918", "name": "Priya Nand", "centre": "Riverside Leisure Centre",
             "plan": {"name": "Flex Plus", "monthly_fee": GBP(42.50), "billing_day": 1,
                      "contract_end": "2026-08-31", "min_term_months": 12},
             "status": "frozen",
             "freeze": {"start": "2026-03-16", "end": "2026-04-12", "fee_per_month": GBP(5.00)},
             "guest_passes": {"allowance_per_quarter": 4, "used": 3},
             "includes": ["gym", "pool", "classes"], "excludes": ["sauna"],
             "next_payment": {"date": "2026-04-01", "amount": GBP(5.00)},
             "as_of": "2026-03-20"})]),
    # R01 parcel: tracking, out for delivery
    dict(q="Where's my parcel and when will it turn up? I'm out until about 2.",
         src=[S("track_parcel", {
             "tracking_no": "PW48213377", "service": "Next Day", "status": "out_for_delivery",
             "delivery_window": {"start": "2026-04-14T13:00:00+01:00", "end": "2026-04-14T15:00:00+01:00"},
             "events": [
                 {"ts": "2026-04-13T18:42:00+01:00", "loc": "Leeds Depot", "desc": "Collected from sender"},
                 {"ts": "2026-04-13T23:15:00+01:00", "loc": "Birmingham Hub", "desc": "Arrived at hub"},
                 {"ts": "2026-04-14T03:05:00+01:00", "loc": "Birmingham Hub", "desc": "Departed hub"},
                 {"ts": "2026-04-14T07:20:00+01:00", "loc": "Bristol Delivery Centre", "desc": "Out for delivery"}],
             "driver": {"name": "Tomasz", "stops_before_you": 6},
             "safe_place": None, "signature_required": True}, compact=True)]),
    # R02 ticketing: door time
    dict(q="What time should I get to Harbour Hall for The Lanterns?",
         src=[S("get_event_tickets", {
             "order_id": "TKX-558120",
             "event": {"name": "The Lanterns - Spring Tour", "venue": "Harbour Hall", "date": "2026-05-08",
                       "doors": "18:30", "show_start": "20:00", "curfew": "23:00", "tz": "Europe/London"},
             "tickets": [{"type": "Standing", "qty": 2, "section": "Floor"}],
             "delivery": "mobile", "status": "confirmed"})]),
    # R03 hotel: reservation with VAT
    dict(q="How much is my stay at Alder Quay costing per night once tax is in?",
         src=[S("get_reservation", {
             "confirmation": "HZ-20931", "hotel": "The Alder Quay Hotel", "check_in": "2026-06-12",
             "check_out": "2026-06-15", "room": "Superior Double", "guests": 2,
             "rate_per_night": GBP(148.00), "nights": 3, "subtotal": GBP(444.00), "vat_rate": 0.20,
             "vat": GBP(88.80), "total": GBP(532.80), "breakfast_included": False,
             "check_in_from": "15:00", "check_out_by": "11:00"})]),
    # R04 gym: class timetable (table)
    dict(q="Are there any evening classes after work this week with space left? I finish at 5:30.",
         src=[S("get_class_timetable", table="""
CLASS TIMETABLE  Riverside Leisure Centre  week of 2026-03-23
day  time         class         studio    instructor  spaces  peak
Mon  06:45-07:30  HIIT Express  Studio 1  Dana        4       no
Mon  18:00-18:55  Spin 55       Cycle     Marco       0       yes
Tue  12:15-12:45  Core Blast    Studio 2  Dana        9       no
Wed  19:30-20:30  Yoga Flow     Studio 2  Helen       2       yes
Thu  18:00-18:55  Spin 55       Cycle     Marco       7       yes
Sat  09:00-10:00  Body Pump     Studio 1  Raj         12      no
""")]),
    # R05 parcel: locker search
    dict(q="Which is the closest locker I can send my medium parcel to?",
         src=[S("find_lockers", {
             "query": {"postcode": "BS3 4QT", "parcel_size": "M"},
             "lockers": [
                 {"id": "LK-2207", "name": "Bedminster Co-op", "distance_km": 0.6, "available": False,
                  "sizes_free": {"S": 3, "M": 0, "L": 0}, "open": "24/7"},
                 {"id": "LK-1954", "name": "Southville Library", "distance_km": 1.1, "available": True,
                  "sizes_free": {"S": 1, "M": 2, "L": 1}, "open": "09:00-19:00"},
                 {"id": "LK-3310", "name": "Ashton Gate Petrol", "distance_km": 1.8, "available": True,
                  "sizes_free": {"S": 0, "M": 5, "L": 2}, "open": "24/7"}]}, compact=True)]),
    # R06 ticketing: refund for cancelled event
    dict(q="Northline Sunday got cancelled. How much am I getting back and where is it going?",
         src=[S("get_refund_status", {
             "order_id": "TKX-441907", "event": "Northline Festival - Sunday", "event_date": "2026-06-21",
             "reason": "event_cancelled",
             "refund": {"status": "processing", "requested": "2026-05-29T10:14:00+01:00",
                        "breakdown": {"ticket_face": 130.00, "booking_fee": 13.00, "delivery_fee": 2.50},
                        "tickets": 2, "refundable_items": ["ticket_face", "booking_fee"],
                        "total_refund": 143.00, "currency": "GBP",
                        "method": "original_card", "card_last4": "4471"}})]),
    # R07 restaurant: group booking with deposit and tasting menu
    dict(q="For our dinner at Olive & Ember, what's the deposit and what will the tasting menu come to for the group?",
         src=[S("get_restaurant_booking", {
             "ref": "OLV-7731", "restaurant": "Olive & Ember", "date": "2026-04-25", "time": "19:45",
             "covers": 6, "area": "terrace",
             "deposit": {"per_cover": 15.00, "currency": "EUR", "paid": True},
             "tasting_menu": {"selected": True, "price_per_cover": 68.00},
             "service_charge_pct": 12.5,
             "cancellation": {"free_until_hours_before": 48, "fee_per_cover_after": 15.00},
             "notes": "1 vegetarian, 1 nut allergy"})]),
    # R08 gym: freeze request result
    dict(q="I've asked to freeze my membership for May and June while I'm travelling. Did it go through?",
         src=[S("request_freeze", {
             "request_id": "FRZ-09127", "member_id": "LX-51330", "status": "approved",
             "freeze_start": "2026-05-01", "freeze_end": "2026-06-30", "months": 2,
             "fee": {"per_month": 6.00, "currency": "GBP"},
             "regular_fee": {"per_month": 38.00, "currency": "GBP"},
             "contract_end_before": "2026-10-31", "contract_end_after": "2026-12-31",
             "max_freezes_per_year": 2, "freezes_used_this_year": 1,
             "bookings_cancelled": [{"class": "Pilates", "date": "2026-05-04"},
                                    {"class": "Spin 45", "date": "2026-05-07"}]})]),
    # R09 parcel: customs charges
    dict(q="Why is my parcel from the States stuck, and how much do I have to pay?",
         src=[S("get_customs_charges", {
             "tracking_no": "PW90311852", "origin": "US",
             "declared_value": {"amount": 210.00, "currency": "USD"}, "value_gbp": 166.00,
             "charges": {"import_vat": 33.20, "duty": 0.00, "handling_fee": 8.00},
             "total_due": 41.20, "currency": "GBP", "status": "awaiting_payment",
             "held_at": "Coventry Customs Hub", "pay_by": "2026-04-20",
             "return_to_sender_if_unpaid": True}, compact=True)]),
    # R10 ticketing: transfer
    dict(q="I sent my two comedy tickets to James. Has he got them?",
         src=[S("transfer_tickets", {
             "transfer_id": "TR-66021", "order_id": "TKX-730045", "event": "Canal City Comedy Night",
             "event_start": "2026-03-27T19:30:00+00:00",
             "tickets": [{"seat": "Stalls K14"}, {"seat": "Stalls K15"}],
             "recipient_email": "j.morrow@example.com", "status": "pending_acceptance",
             "expires_at": "2026-03-20T12:00:00+00:00", "transferable": True, "fee": 0})]),
    # R11 hotel: reservation + folio
    dict(q="What's my balance at Hotel Mirante, and what is the city tax bit on it?",
         src=[S("get_reservation", {
             "confirmation": "BRK-3318", "hotel": "Hotel Mirante Lisboa", "check_in": "2026-05-14",
             "check_out": "2026-05-18", "nights": 4, "guests": 2, "rate_plan": "Flexible B&B",
             "nightly_rates": [{"date": "2026-05-14", "amount": 132.00}, {"date": "2026-05-15", "amount": 158.00},
                               {"date": "2026-05-16", "amount": 158.00}, {"date": "2026-05-17", "amount": 120.00}],
             "currency": "EUR"}),
              S("get_folio", {
                  "folio_id": "F-88213", "room_charges": 568.00, "vat_pct": 6, "vat": 34.08,
                  "city_tax": {"per_person_per_night": 4.00, "nights_charged": 4, "persons": 2, "amount": 32.00},
                  "minibar": 11.50, "total": 645.58, "paid": 200.00, "balance_due": 445.58,
                  "currency": "EUR"}, compact=True)]),
    # R12 gym: bookings this week
    dict(q="What have I got booked at the centre this week? And how much is badminton each if there are four of us?",
         src=[S("list_bookings", {
             "member_id": "LX-40918", "as_of": "2026-04-06T08:00:00+01:00",
             "bookings": [
                 {"id": "BK-7012", "activity": "Aqua Fit", "start": "2026-04-07T10:00:00+01:00",
                  "end": "2026-04-07T10:45:00+01:00", "location": "Main Pool", "status": "confirmed"},
                 {"id": "BK-7020", "activity": "Badminton (court 3)", "start": "2026-04-08T19:00:00+01:00",
                  "end": "2026-04-08T20:00:00+01:00", "location": "Sports Hall", "status": "confirmed",
                  "court_fee": GBP(11.20)},
                 {"id": "BK-7033", "activity": "Yoga Flow", "start": "2026-04-09T19:30:00+01:00",
                  "end": "2026-04-09T20:30:00+01:00", "location": "Studio 2", "status": "waitlisted",
                  "waitlist_position": 2},
                 {"id": "BK-7041", "activity": "Spin 55", "start": "2026-04-11T09:00:00+01:00",
                  "end": "2026-04-11T09:55:00+01:00", "location": "Cycle Studio", "status": "cancelled_by_centre"}],
             "late_cancel_fee": {"amount": 4.00, "currency": "GBP", "window_hours": 12}})]),
    # R13 parcel: redelivery options
    dict(q="I missed my delivery yesterday. What are my options?",
         src=[S("get_redelivery_options", {
             "tracking_no": "PW55120984",
             "failed_attempt": {"ts": "2026-03-31T11:48:00+01:00", "reason": "no_answer", "card_left": True},
             "options": [
                 {"type": "redeliver", "dates": ["2026-04-01", "2026-04-02"],
                  "windows": ["08:00-12:00", "12:00-16:00", "16:00-20:00"], "fee": 0},
                 {"type": "collect_depot", "location": "Bristol Delivery Centre",
                  "available_from": "2026-04-01T10:00:00+01:00", "hours": "Mon-Sat 08:00-20:00"},
                 {"type": "neighbour", "allowed": False},
                 {"type": "locker", "id": "LK-1954", "fee": 1.50, "currency": "GBP"}],
             "hold_until": "2026-04-07"}, compact=True)]),
    # R14 ticketing: venue rules
    dict(q="I'm going to Harbour Hall with my 15-year-old. Anything we should know? Bags, umbrellas, that kind of thing.",
         src=[S("get_venue_rules", {
             "venue": "Harbour Hall",
             "bag_policy": {"max_size_cm": [30, 20, 10], "clear_bag_required": False, "cloakroom": True,
                            "cloakroom_fee": GBP(3.00)},
             "re_entry": False,
             "age_policy": {"min_age": 14, "under_16_with_adult": True},
             "prohibited": ["professional cameras", "umbrellas", "glass bottles", "e-cigarettes"],
             "accessible_viewing_platform": True, "cashless": True})]),
    # R15 restaurant: cancellation terms with "now"
    dict(q="If I cancel our Saturday lunch at Saltmarsh now, do I get my deposit back?",
         src=[S("get_cancellation_terms", {
             "ref": "SAL-22094", "restaurant": "Saltmarsh Kitchen",
             "booking": {"date": "2026-05-16", "time": "13:00", "covers": 4},
             "deposit_paid": GBP(80.00),
             "policy": {"full_refund_if_cancelled_more_than_hours_before": 72, "partial_refund_pct": 50,
                        "partial_refund_window_hours_before": [24, 72], "no_refund_within_hours": 24},
             "now": "2026-05-14T09:30:00+01:00"})]),
    # R16 gym: account statement (table)
    dict(q="Why does my account say I owe money? I thought I was up to date.",
         src=[S("get_account_statement", table="""
ACCOUNT STATEMENT  member LX-62207  Riverside Leisure Centre
date        description               amount   status
2026-01-01  Monthly fee - Flex        £36.00   paid
2026-02-01  Monthly fee - Flex        £36.00   paid
2026-02-14  Guest pass x2             £12.00   paid
2026-03-01  Monthly fee - Flex        £36.00   failed
2026-03-04  Failed payment charge     £5.00    unpaid
2026-03-09  Locker hire (March)       £8.50    unpaid
balance due: £49.50
""")]),
    # R17 parcel: international tracking + delivery estimate
    dict(q="Where is my parcel from New York, and will I need to pay anything?",
         src=[S("track_parcel", {
             "tracking_no": "PW7034419US", "status": "in_transit",
             "events": [
                 {"ts": "2026-03-02T16:10:00-05:00", "loc": "Newark, NJ", "desc": "Accepted at origin facility"},
                 {"ts": "2026-03-03T21:40:00-05:00", "loc": "JFK International Gateway", "desc": "Departed export hub"},
                 {"ts": "2026-03-04T09:55:00+00:00", "loc": "London Heathrow", "desc": "Arrived in destination country"},
                 {"ts": "2026-03-04T14:20:00+00:00", "loc": "London Heathrow", "desc": "Customs cleared"}],
             "customs_fees_due": False}),
              S("get_delivery_estimate", {
                  "tracking_no": "PW7034419US",
                  "estimated_delivery": {"date": "2026-03-06", "window": "12:00-17:00", "tz": "Europe/London"},
                  "signature_required": False, "leave_safe": True, "safe_place": "porch"}, compact=True)]),
    # R18 ticketing: seats in an order
    dict(q="Can you remind me what seats I got for the Mahler concert and whether we're all sitting together? One of my friends might not be able to come.",
         src=[S("get_order", {
             "order_id": "TKX-902266",
             "event": {"name": "Orchestra of the Vale: Mahler 5", "venue": "Corran Concert Hall",
                       "start": "2026-04-18T19:30:00+01:00", "doors": "2026-04-18T18:45:00+01:00",
                       "running_time_min": 75, "interval": False},
             "seats": [
                 {"section": "Balcony", "row": "C", "seat": 21, "price": 42.00, "restricted_view": False},
                 {"section": "Balcony", "row": "C", "seat": 22, "price": 42.00, "restricted_view": False},
                 {"section": "Balcony", "row": "C", "seat": 24, "price": 34.00, "restricted_view": True}],
             "fees": {"booking_fee_per_ticket": 3.50, "order_fee": 2.00}, "total": 130.50, "currency": "GBP",
             "latecomers": "admitted_at_suitable_break", "refundable": False,
             "exchangeable": True, "exchange_fee": 5.00})]),
    # R19 hotel: availability
    dict(q="Is anything free at Glenmoor for the 3 of us on the first weekend of July (Friday to Sunday), and what would it cost?",
         src=[S("check_room_availability", {
             "hotel": "Glenmoor Lodge", "check_in": "2026-07-03", "check_out": "2026-07-05", "guests": 3,
             "rooms": [
                 {"type": "Family Room", "sleeps": 4, "available": True, "rate_per_night": 189.00,
                  "breakfast_included": True, "refundable": True},
                 {"type": "Twin Room + Extra Bed", "sleeps": 3, "available": True, "rate_per_night": 164.00,
                  "breakfast_included": False, "breakfast_pp": 14.50, "refundable": False},
                 {"type": "Lodge Suite", "sleeps": 3, "available": False, "rate_per_night": 245.00}],
             "currency": "GBP", "taxes_included": True}, compact=True)]),
    # R20 gym: guest passes
    dict(q="How many guest passes have I got left, and can I bring two friends on Saturday?",
         src=[S("get_guest_passes", {
             "member_id": "LX-40918", "quarter": "2026-Q2", "allowance": 4,
             "used": [{"date": "2026-04-04", "guest": "S. Okafor"}, {"date": "2026-04-19", "guest": "S. Okafor"}],
             "remaining": 2, "extra_pass_price": GBP(7.50),
             "guest_rules": {"min_age": 16, "max_per_visit": 1, "facilities": ["gym", "pool"]}})]),
    # R21 parcel: delivery slot in UTC, recipient in Madrid
    dict(q="What time is my parcel coming tomorrow? I'm in Madrid.",
         src=[S("get_delivery_slot", {
             "tracking_no": "PW22019843", "recipient_tz": "Europe/Madrid",
             "slot_utc": {"start": "2026-04-22T07:00:00Z", "end": "2026-04-22T09:00:00Z"},
             "eta_utc": "2026-04-22T07:40:00Z", "stop_number": 4, "total_stops": 31,
             "vehicle": "van", "contactless": True}, compact=True)]),
    # R22 ticketing: accessible booking at a football match
    dict(q="Can you check what's sorted for Saturday's match? I'm a wheelchair user and I'm bringing my carer.",
         src=[S("get_accessibility_booking", {
             "order_id": "TKX-118473", "event": "Westbrook Rovers v Hallam City", "venue": "Westbrook Park",
             "kickoff": "2026-04-11T15:00:00+01:00",
             "tickets": [{"type": "Wheelchair user", "block": "W2", "space": 7, "price": 22.00},
                         {"type": "Companion", "block": "W2", "seat": "7C", "price": 0.00}],
             "currency": "GBP",
             "accessible_parking": {"booked": True, "car_park": "North Car Park", "bay": "A12",
                                    "opens": "2026-04-11T12:30:00+01:00"},
             "accessible_entrance": "Gate 4", "lift_access": True, "audio_description": False})]),
    # R23 restaurant: table availability (table)
    dict(q="Can we get a table for 5 at Trattoria Ponte on Saturday 30 May, around 7?",
         src=[S("check_table_availability", table="""
AVAILABILITY  Trattoria Ponte  2026-05-30 (Sat)  party size 5
time   area     available  min_spend_pp
18:00  indoor   yes        -
18:30  indoor   no         -
19:00  garden   yes        £35
20:15  indoor   yes        -
21:30  garden   no         -
""")]),
    # R24 gym: waitlist
    dict(q="Am I going to get into Reformer Pilates on Thursday?",
         src=[S("get_waitlist_status", {
             "class": "Reformer Pilates", "session_start": "2026-03-12T18:30:00+00:00", "duration_min": 50,
             "capacity": 10, "booked": 10, "waitlist": [{"member": "you", "position": 3}],
             "auto_book": True, "auto_book_cutoff_min": 120, "notify": "push",
             "price": {"peak": 12.00, "off_peak": 9.00, "applies": "peak", "currency": "GBP"}})]),
    # R25 parcel: return
    dict(q="I need to send the jacket back to Fernhill Outdoor. How do I do it, and does it cost me anything?",
         src=[S("create_return", {
             "return_id": "RT-30417", "retailer": "Fernhill Outdoor", "carrier": "Parcelwing",
             "label_url": None, "qr_code": "available_in_app",
             "drop_off": {"options": ["locker", "parcel_shop"], "deadline": "2026-04-30"},
             "paid_by": "retailer", "weight_limit_kg": 10, "declared_weight_kg": 2.4,
             "refund_trigger": "on_scan_at_drop_off"}, compact=True)]),
    # R26 ticketing: festival set times (table)
    dict(q="I want to see Velvet Harbour, Dune Parade and Kilnfire on Saturday. Any clashes?",
         src=[S("get_set_times", table="""
SET TIMES  Northline Festival - Saturday 2026-06-20  (times BST)
stage  act               start  end
Main   The Quiet Arches  15:30  16:15
Main   Velvet Harbour    17:00  18:00
Main   Sola Reyes        21:15  23:00
Tent   Moth & Meridian   16:00  16:45
Tent   Dune Parade       18:30  19:30
Tent   Kilnfire          23:15  00:30
""")]),
    # R27 hotel: reservation + change quote
    dict(q="Can I add a night to my Novella Harbour stay, checking out on the 14th instead? What's the extra cost?",
         src=[S("get_reservation", {
             "confirmation": "NV-55802", "hotel": "Novella Harbour Hotel", "check_in": "2026-09-10",
             "check_out": "2026-09-13", "room": "Deluxe King", "rate_per_night": 210.00, "currency": "USD",
             "tax_pct": 14.75, "guests": 2, "non_refundable": False, "free_changes_until": "2026-09-03"}),
              S("quote_change", {
                  "confirmation": "NV-55802",
                  "requested": {"check_in": "2026-09-10", "check_out": "2026-09-14"}, "available": True,
                  "extra_nights": [{"date": "2026-09-13", "rate": 235.00}],
                  "new_room_total": 865.00, "new_tax": 127.59, "new_total": 992.59,
                  "change_fee": 0.00, "currency": "USD"}, compact=True)]),
    # R28 gym: pool timetable (table)
    dict(q="When can I do lengths on Sunday?",
         src=[S("get_pool_timetable", table="""
POOL TIMETABLE  Riverside Leisure Centre  Sunday 2026-03-22
time         session           lanes  booking
07:00-09:00  Lane swim         6      required
09:00-10:00  Aqua Fit          0      required
10:00-12:00  Family swim       0      not required
12:00-13:30  Lane swim         3      required
13:30-16:00  Swimming lessons  0      n/a
16:00-18:00  Lane swim         4      required
""")]),
    # R29 parcel: failed delivery attempts
    dict(q="Why hasn't my parcel arrived yet?",
         src=[S("track_parcel", {
             "tracking_no": "PW61190274", "status": "delivery_failed",
             "attempts": [{"ts": "2026-05-05T10:12:00+01:00", "result": "failed", "reason": "address_not_found"},
                          {"ts": "2026-05-06T14:37:00+01:00", "result": "failed", "reason": "address_not_found"}],
             "max_attempts": 3, "next_attempt": None, "action_required": "update_address",
             "address_on_file": {"line1": "Flat 4, 27 Marlow Road", "postcode": "GL1 2EX"},
             "return_after": "2026-05-11"}, compact=True)]),
    # R30 ticketing: resale listing
    dict(q="Have my Lanterns tickets sold on resale yet? What would I get for them?",
         src=[S("get_resale_listing", {
             "listing_id": "RS-20877", "event": "The Lanterns - Spring Tour", "event_date": "2026-05-08",
             "tickets": 2, "list_price_each": 48.00, "face_value_each": 52.50, "price_cap_each": 52.50,
             "status": "listed", "sold": 0, "seller_fee_pct": 10, "payout_if_sold": 86.40,
             "currency": "GBP", "payout_method": "bank_transfer", "delist_allowed": True,
             "listing_closes": "2026-05-08T17:00:00+01:00"})]),
    # R31 restaurant: deposit after cancellation
    dict(q="I cancelled my Olive & Ember booking. Has my deposit come back?",
         src=[S("get_deposit", {
             "ref": "OLV-8120", "restaurant": "Olive & Ember", "booking_date": "2026-04-03", "covers": 4,
             "deposit": {"amount": 60.00, "currency": "EUR", "status": "refunded",
                         "refunded_at": "2026-03-31T16:05:00+02:00", "to": "card_ending_9032"},
             "cancelled_at": "2026-03-30T21:48:00+02:00", "cancellation_fee": 0})]),
    # R32 gym: contract and cancellation
    dict(q="I want to cancel my gym membership. Am I still in contract, and what would it cost to leave now?",
         src=[S("get_contract", {
             "member_id": "LX-27715", "plan": "Annual Saver", "start": "2025-06-01", "min_term_end": "2026-05-31",
             "monthly_fee": 29.00, "currency": "GBP", "notice_period_days": 30,
             "early_exit_fee": {"allowed": True, "amount": 60.00}, "auto_renew": True,
             "renews_as": "monthly_rolling", "today": "2026-03-25"})]),
    # R33 parcel: multi-piece shipment
    dict(q="My order came in 3 boxes. Did they all arrive?",
         src=[S("track_shipment", {
             "shipment": "PW-MP-77310",
             "pieces": [
                 {"piece": 1, "tracking_no": "PW77310001", "status": "delivered", "ts": "2026-04-16T11:02:00+01:00", "signed_by": "R. HALE"},
                 {"piece": 2, "tracking_no": "PW77310002", "status": "in_transit", "ts": "2026-04-16T06:40:00+01:00", "loc": "Swindon Hub"},
                 {"piece": 3, "tracking_no": "PW77310003", "status": "delivered", "ts": "2026-04-16T11:02:00+01:00", "signed_by": "R. HALE"}],
             "expected_remaining": "2026-04-17"})]),
    # R34 ticketing: postponed event
    dict(q="Is the Marisol Vega gig still on next week?",
         src=[S("get_event_status", {
             "event": "Marisol Vega Live", "venue": "Corran Concert Hall", "original_date": "2026-04-02",
             "status": "postponed", "new_date": "2026-10-15", "tickets_valid_for_new_date": True,
             "refund_available": True, "refund_deadline": "2026-04-30"}, compact=True)]),
    # R35 hotel: invoice with tourist tax and parking
    dict(q="Can you break down my Zur Linde bill? Why is the tourist tax €15?",
         src=[S("get_invoice", {
             "invoice": "INV-4471", "hotel": "Hotel Zur Linde",
             "stay": {"arrive": "2026-03-26", "depart": "2026-03-29", "nights": 3, "adults": 2, "children": 1},
             "room_total": 396.00, "vat_pct": 7, "vat": 27.72,
             "tourist_tax": {"per_adult_per_night": 2.50, "children_exempt": True, "amount": 15.00},
             "parking": {"per_night": 12.00, "nights": 3, "amount": 36.00},
             "total": 474.72, "currency": "EUR", "paid": True}, compact=True)]),
    # R36 gym: personal training package
    dict(q="How many PT sessions have I got left and when do they run out?",
         src=[S("get_pt_package", {
             "package": "PT 10-pack", "trainer": "Raj", "purchased": "2026-01-10",
             "sessions_total": 10, "sessions_used": 7, "expires": "2026-04-10",
             "next_session": {"start": "2026-03-19T07:15:00+00:00", "duration_min": 45, "status": "confirmed"},
             "transferable": False, "price_paid": GBP(400.00)})]),
    # R37 parcel: locker pickup (tracking + locker details)
    dict(q="My parcel went to a locker. Where is it and how long do I have to get it?",
         src=[S("track_parcel", {
             "tracking_no": "PW39902217", "status": "ready_for_collection",
             "delivered_to_locker": "2026-04-09T16:25:00+01:00", "locker_id": "LK-3310",
             "collect_by": "2026-04-12T16:25:00+01:00", "pickup_code_sent_to": "sms"}, compact=True),
              S("get_locker_details", {
                  "id": "LK-3310", "name": "Ashton Gate Petrol", "address": "Winterstoke Rd, Bristol BS3 2NS",
                  "open": "24/7", "accessible_height": False, "compartment_size": "M",
                  "extension_available": True, "extension_hours": 48})]),
    # R38 ticketing: order + add-ons
    dict(q="What's included in my jazz weekend order, and what have I spent altogether?",
         src=[S("get_order", {
             "order_id": "TKX-640518", "event": "Riverbank Jazz Weekend - Day Pass", "date": "2026-07-18",
             "gates_open": "11:00", "last_entry": "19:00",
             "tickets": [{"type": "Adult", "qty": 2, "price": 55.00}, {"type": "Child (5-15)", "qty": 1, "price": 20.00}],
             "currency": "GBP"}),
              S("get_addons", {
                  "order_id": "TKX-640518",
                  "addons": [
                      {"item": "Car parking", "price": 15.00, "purchased": True},
                      {"item": "Camping chair hire", "qty": 2, "price_each": 6.00, "purchased": True},
                      {"item": "Shuttle bus return", "price_each": 8.00, "purchased": False, "available": True},
                      {"item": "VIP viewing deck", "price_each": 35.00, "purchased": False, "available": False}],
                  "currency": "GBP"}, compact=True)]),
    # R39 hotel stay + dining reservations (table)
    dict(q="What's the plan for our anniversary weekend at Harrowgate Mill?",
         src=[S("get_stay", {
             "confirmation": "GM-11840", "hotel": "Harrowgate Mill Hotel", "check_in": "2026-06-26",
             "check_out": "2026-06-28", "room": "Garden Suite", "guests": 2,
             "package": "Dinner, Bed & Breakfast", "package_price": GBP(498.00), "dinner_allowance_pp": 35.00,
             "check_in_from": "15:00",
             "late_checkout": {"requested": True, "confirmed": True, "until": "13:00", "fee": 20.00}}),
              S("get_dining_reservations", table="""
DINING RESERVATIONS  Harrowgate Mill - The Millrace Restaurant
date        time   covers  table  status
2026-06-26  19:30  2       T14    confirmed
2026-06-27  20:00  2       T09    confirmed
""")]),
]
