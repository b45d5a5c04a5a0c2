"""Tool results and questions for the `tickets` dev set (invented event-ticketing platform
"Quaywell Tickets", its venues, events, artists, couriers and customers; all written by hand by
Claude as data helper). Each item: q (user message) and src, a list of 1-2 tool calls. A tool
call is dict(fn=<function name>, data=<object, dumped with json.dumps>, compact=<bool: compact
separators>) or dict(fn=..., table=<plain text the tool returned verbatim>).
"""

T = lambda fn, data, compact=False: dict(fn=fn, data=data, compact=compact)  # noqa: E731
TAB = lambda fn, table: dict(fn=fn, table=table)  # noqa: E731

ITEMS = [
    # 0
    dict(q="Which seats did I get for The Lantern Parade?",
         src=[T("get_order", {
             "order_id": "QW-5580213",
             "customer": {"name": "Hannah Lowery", "email": "h.lowery@examplemail.co.uk"},
             "event": {"id": "EV-20417", "name": "The Lantern Parade \u2014 Tidewater Tour",
                       "venue": "Millrace Arena, Sheffield", "starts_at": "2026-05-16T19:00:00+01:00"},
             "tickets": [
                 {"ticket_id": "TK-88120431", "block": "112", "row": "M", "seat": 14,
                  "tier": "Level 1 Seated", "face_value": {"amount": 4850, "currency": "GBP"}},
                 {"ticket_id": "TK-88120432", "block": "112", "row": "M", "seat": 15,
                  "tier": "Level 1 Seated", "face_value": {"amount": 4850, "currency": "GBP"}}],
             "status": "confirmed", "delivery": "e_ticket"})]),
    # 1
    dict(q="How much did I pay in fees on my Kestrel & the Vane order?",
         src=[T("get_order_breakdown", {
             "order_id": "QW-5591047", "event": "Kestrel & the Vane", "venue": "The Gantry, Leeds",
             "date": "2026-04-24",
             "tickets": [{"tier": "Standing", "qty": 3, "face_value": 42.50, "booking_fee": 4.25}],
             "delivery": {"method": "standard_post", "fee": 2.95}, "order_processing_fee": 1.50,
             "total": 144.70, "currency": "GBP"}, compact=True)]),
    # 2
    dict(q="I've just seen the Velvet Harrow gig was cancelled. What do I get back?",
         src=[T("get_event_status", {
             "event_id": "EV-19982", "name": "Velvet Harrow", "venue": "Brickfield Ballroom, Nottingham",
             "original_date": "2026-03-28", "status": "cancelled",
             "cancelled_at": "2026-03-09T16:30:00+00:00",
             "refund": {"automatic": True,
                        "covers": {"face_value": True, "booking_fee": True, "delivery_fee": False,
                                   "ticket_protection": False},
                        "issue_by": "2026-03-23", "method": "original_payment"},
             "order": {"order_id": "QW-5560872", "tickets": 2,
                       "face_value_each": {"amount": 32.00, "currency": "GBP"},
                       "booking_fee_each": {"amount": 3.60, "currency": "GBP"},
                       "delivery_fee": {"amount": 2.50, "currency": "GBP"},
                       "ticket_protection": {"amount": 4.80, "currency": "GBP"}}})]),
    # 3
    dict(q="Is the Mira Okonjo show still happening? I've got two tickets.",
         src=[T("get_event", {
             "event_id": "EV-20655", "name": "Mira Okonjo \u2014 Salt & Signal",
             "venue": "Copperline Theatre, Glasgow", "status": "postponed",
             "original_start": "2026-04-11T19:30:00+01:00", "new_start": "2026-09-19T19:30:00+01:00",
             "tickets_valid_for_new_date": True,
             "refund_option": {"available": True, "request_by": "2026-04-30",
                               "channel": "account_orders_page"}}),
              T("get_order", {
                  "order_id": "QW-5572290", "event_id": "EV-20655",
                  "tickets": [{"seat": "Stalls G 21", "price": 38.00},
                              {"seat": "Stalls G 22", "price": 38.00}],
                  "currency": "GBP", "status": "active"}, compact=True)]),
    # 4
    dict(q="What time does Saoirse Bell come on stage, and when do doors open?",
         src=[TAB("get_event_schedule",
                  "event: Saoirse Bell + support | Harbour Hall, Bristol | 2026-04-18 | times local (+01:00)\n"
                  "item            time\n"
                  "doors           18:30\n"
                  "Tallis Moon     19:30\n"
                  "Saoirse Bell    20:45\n"
                  "curfew          23:00")]),
    # 5
    dict(q="How much will I actually get from my resale listing for Northbound Static?",
         src=[T("get_resale_listing", {
             "listing_id": "RL-30418", "event": "Northbound Static", "event_date": "2026-06-06",
             "tickets": [
                 {"ticket_id": "TK-90221107", "seat": "Block C, Row 4, Seat 9", "list_price": 55.00,
                  "status": "sold", "sold_at": "2026-03-12T20:41:00+00:00"},
                 {"ticket_id": "TK-90221108", "seat": "Block C, Row 4, Seat 10", "list_price": 55.00,
                  "status": "listed", "sold_at": None}],
             "seller_commission_pct": 10.0, "currency": "GBP",
             "payout": {"method": "bank_transfer", "account_last4": "7731", "release": "after_event",
                        "expected_date": "2026-06-11"}}, compact=True)]),
    # 6
    dict(q="Where am I on my waiting lists?",
         src=[TAB("get_waiting_lists",
                  "event                           date        qty  position  status\n"
                  "Ostara Choir - Spring Vespers   2026-05-02  2    14        waiting\n"
                  "Priya Castellane: Overdue       2026-05-21  1    3         offer_sent (expires 2026-03-17 12:00 UTC)\n"
                  "The Glass Orchard (matinee)     2026-06-13  4    41        waiting")]),
    # 7
    dict(q="I want 2 tickets for the Dunmore Quartet. What's still available and what would two cost?",
         src=[T("get_price_tiers", {
             "event_id": "EV-21190", "event": "Dunmore Quartet \u2014 Late Sonatas",
             "venue": "Copperline Theatre, Glasgow", "starts_at": "2026-05-02T19:30:00+01:00",
             "tiers": [
                 {"code": "A", "name": "Premium Stalls", "price": {"amount": 6500, "currency": "GBP"},
                  "booking_fee": {"amount": 650, "currency": "GBP"}, "available": False, "remaining": 0},
                 {"code": "B", "name": "Stalls", "price": {"amount": 4200, "currency": "GBP"},
                  "booking_fee": {"amount": 420, "currency": "GBP"}, "available": True, "remaining": 18},
                 {"code": "C", "name": "Dress Circle", "price": {"amount": 3400, "currency": "GBP"},
                  "booking_fee": {"amount": 340, "currency": "GBP"}, "available": True, "remaining": 6},
                 {"code": "D", "name": "Upper Circle (restricted view)",
                  "price": {"amount": 2200, "currency": "GBP"},
                  "booking_fee": {"amount": 250, "currency": "GBP"}, "available": True, "remaining": 31}],
             "max_per_order": 6})]),
    # 8
    dict(q="How much is left to pay on my festival payment plan?",
         src=[T("get_payment_plan", {
             "plan_id": "PP-7710", "order_id": "QW-5533018",
             "event": "Wrenfield Weekender 2026 \u2014 Weekend Camping",
             "total": {"amount": 279.00, "currency": "GBP"},
             "deposit": {"amount": 59.00, "paid_at": "2026-01-15"},
             "instalments": [
                 {"n": 1, "due": "2026-02-15", "amount": 55.00, "status": "paid"},
                 {"n": 2, "due": "2026-03-15", "amount": 55.00, "status": "paid"},
                 {"n": 3, "due": "2026-04-15", "amount": 55.00, "status": "scheduled"},
                 {"n": 4, "due": "2026-05-15", "amount": 55.00, "status": "scheduled"}],
             "tickets_released_when": "fully_paid", "card_last4": "0258"})]),
    # 9
    dict(q="I've got the presale code HARBOUR26. When can I use it and how many tickets can I get?",
         src=[T("get_presale_code", {
             "code": "HARBOUR26", "event": "Saoirse Bell \u2014 Autumn Tour",
             "presale": {"starts": "2026-03-18T10:00:00+00:00", "ends": "2026-03-20T10:00:00+00:00"},
             "general_sale": "2026-03-20T10:00:00+00:00",
             "eligible_tiers": ["Standing", "Balcony Seated"], "max_tickets_per_code": 4,
             "single_use": True, "code_status": "valid", "account_linked": False})]),
    # 10
    dict(q="I sent one of my Kestrel & the Vane tickets to my friend Sam. Has he got it?",
         src=[T("get_transfer", {
             "transfer_id": "TR-44091", "order_id": "QW-5587761", "ticket_ids": ["TK-90311520"],
             "event": "Kestrel & the Vane", "event_date": "2026-04-24",
             "recipient_email": "sam.oduya@examplemail.com", "status": "pending_acceptance",
             "sent_at": "2026-03-13T09:02:00+00:00", "expires_at": "2026-03-20T09:02:00+00:00",
             "on_expiry": "returned_to_sender", "cancellable": True})]),
    # 11
    dict(q="Can you confirm my wheelchair booking for The Glass Orchard, and is my carer's ticket free?",
         src=[T("get_access_booking", {
             "booking_ref": "AX-2207", "order_id": "QW-5579012", "event": "The Glass Orchard",
             "venue": "Copperline Theatre, Glasgow", "starts_at": "2026-05-09T14:30:00+01:00",
             "access": {"wheelchair_space": {"location": "Stalls Row P, space W2"},
                        "companion_ticket": {"seat": "Stalls P 12",
                                             "price": {"amount": 0, "currency": "GBP"}},
                        "step_free_entrance": "Side door, Carrick Lane", "hearing_loop": True,
                        "access_card_verified": True},
             "status": "confirmed"})]),
    # 12
    dict(q="How much is left on my gift voucher, and what can I spend it on?",
         src=[T("get_gift_voucher", {
             "voucher": "GV-7XQ4-22LM", "original_value": {"amount": 50.00, "currency": "GBP"},
             "redemptions": [{"order_id": "QW-5540117", "date": "2026-01-22", "amount": 18.50}],
             "balance": {"amount": 31.50, "currency": "GBP"}, "expires": "2027-11-30",
             "can_pay_fees": False, "can_pay_parking_addons": True, "partial_use": True})]),
    # 13
    dict(q="What's the bag policy at Millrace Arena? I was going to bring a backpack and an umbrella.",
         src=[T("get_venue_policies", {
             "venue": "Millrace Arena, Sheffield",
             "bag_policy": {"max_size_cm": [35, 25, 15], "clear_bag_required": False,
                            "cloakroom": {"available": True,
                                          "price": {"amount": 3.00, "currency": "GBP"},
                                          "large_items_accepted": False}},
             "prohibited": ["professional cameras", "umbrellas", "glass bottles",
                            "power banks over 20000 mAh"],
             "reentry": False,
             "id_policy": {"challenge_age": 25, "accepted": ["passport", "driving_licence", "PASS card"]},
             "doors_before_show_min": 90})]),
    # 14
    dict(q="Where do I park for The Lantern Parade, and is there anything I need to do first?",
         src=[T("get_order_addons", {
             "order_id": "QW-5580213",
             "addons": [{"type": "parking", "product": "Car Park P2 \u2014 Coleford Road",
                         "valid_date": "2026-05-16", "opens": "16:30", "closes": "00:30",
                         "price": {"amount": 12.00, "currency": "GBP"},
                         "vehicle_reg_required": True, "vehicle_reg": None, "pass": "PK-441907"}]},
             compact=True)]),
    # 15
    dict(q="What time are Northbound Static on in Amsterdam, in UK time?",
         src=[T("get_event", {
             "event_id": "EV-22813", "name": "Northbound Static \u2014 Live in Amsterdam",
             "venue": "Paleis Vondelkade, Amsterdam",
             "doors": "2026-05-14T19:30:00+02:00", "support": "2026-05-14T20:15:00+02:00",
             "headline": "2026-05-14T21:15:00+02:00", "curfew": "2026-05-14T23:30:00+02:00",
             "price": {"amount": 46.00, "currency": "EUR"}}),
              T("get_account_settings", {
                  "customer_id": "C-118204", "home_timezone": "Europe/London",
                  "utc_offset_on_event_date": "+01:00", "currency": "GBP"}, compact=True)]),
    # 16
    dict(q="Can I swap my Glass Orchard tickets to a different performance?",
         src=[T("get_exchange_options", {
             "order_id": "QW-5565530", "event": "The Glass Orchard",
             "current_performance": "2026-04-25T19:30:00+01:00", "tickets": 2,
             "current_price_each": 35.00,
             "exchange": {"allowed": True, "fee_per_ticket": {"amount": 4.00, "currency": "GBP"},
                          "deadline_days_before": 7,
                          "price_difference": "customer_pays_if_higher_no_refund_if_lower"},
             "available_performances": [
                 {"start": "2026-05-02T14:30:00+01:00", "tier_available": "same_or_better",
                  "price_each": 35.00},
                 {"start": "2026-05-07T19:30:00+01:00", "tier_available": "same", "price_each": 39.50}],
             "currency": "GBP"})]),
    # 17
    dict(q="How much loyalty credit have I got, and can I use it on my next order?",
         src=[T("get_loyalty_account", {
             "member_id": "QL-60231", "tier": "Gold",
             "credit": {"balance": {"amount": 23.40, "currency": "GBP"},
                        "expiring": [{"amount": 8.00, "expires": "2026-03-31"}]},
             "earn_rate_pct": 3.0, "redeemable_on": ["ticket_face_value"],
             "min_redeem": {"amount": 5.00, "currency": "GBP"}, "tier_review_date": "2026-07-01",
             "spend_this_year": {"amount": 612.00, "currency": "GBP"}})]),
    # 18
    dict(q="I'm ill and can't go to the gig on Saturday. Can I get my money back?",
         src=[T("get_ticket_protection", {
             "policy_id": "TP-338120", "order_id": "QW-5569904", "event_date": "2026-04-04",
             "cover": {"amount": 86.40, "currency": "GBP"},
             "covered_reasons": ["illness_or_injury", "bereavement", "public_transport_failure"],
             "evidence_required": True,
             "claim_window": {"opens": "event_cancellation_or_absence", "closes_days_after_event": 14},
             "excludes": ["change_of_mind", "work_commitments"], "claim_status": None})]),
    # 19
    dict(q="How much have I spent on tickets with you this year, and how many tickets is that?",
         src=[TAB("get_order_history",
                  "order_id     placed      event                          tickets  total    status\n"
                  "QW-5533018   2026-01-15  Wrenfield Weekender 2026       1        \u00a3279.00  payment_plan\n"
                  "QW-5540117   2026-01-22  Priya Castellane: Overdue      2        \u00a361.30   confirmed\n"
                  "QW-5560872   2026-02-11  Velvet Harrow                  2        \u00a378.50   cancelled_refunded\n"
                  "QW-5572290   2026-02-27  Mira Okonjo - Salt & Signal    2        \u00a386.70   postponed\n"
                  "QW-5580213   2026-03-06  The Lantern Parade             2        \u00a3113.20  confirmed")]),
    # 20
    dict(q="Have my paper tickets for Kestrel & the Vane been posted yet?",
         src=[T("get_shipment", {
             "order_id": "QW-5591047", "method": "standard_post", "carrier": "Pellwick Post",
             "tracking": "PW204417783GB", "dispatched": "2026-03-10",
             "estimated_delivery": {"from": "2026-03-12", "to": "2026-03-14"},
             "contents": "3 paper tickets", "status": "in_transit", "signature_required": False},
             compact=True)]),
    # 21
    dict(q="I'm bringing my 13-year-old daughter to Tallis Moon. Is that OK with the tickets I've got?",
         src=[T("get_order", {
             "order_id": "QW-5592218", "event": "Tallis Moon", "venue": "Harbour Hall, Bristol",
             "starts_at": "2026-05-23T19:00:00+01:00",
             "tickets": [{"type": "Standing", "holder": "adult"}, {"type": "Standing", "holder": "adult"},
                         {"type": "Standing", "holder": "under_18"}]}),
              T("get_venue_age_policy", {
                  "venue": "Harbour Hall, Bristol", "event_age_rating": "14+",
                  "under_16_must_be_accompanied_by": "adult_18_plus", "max_under_16_per_adult": 2,
                  "standing_under_14_allowed": False, "id_checks": True})]),
    # 22
    dict(q="Did you pay me for the Priya Castellane tickets I resold? The amount seems low.",
         src=[T("get_seller_payouts", {
             "seller_id": "S-40912",
             "payouts": [{"payout_id": "PO-81127", "listing_id": "RL-29870",
                          "event": "Priya Castellane: Overdue", "tickets_sold": 2,
                          "sale_total": {"amount": 64.00, "currency": "GBP"},
                          "commission": {"pct": 12.5, "amount": 8.00},
                          "transfer_fee": {"amount": 0.50}, "net": {"amount": 55.50, "currency": "GBP"},
                          "status": "paid", "paid_at": "2026-03-05T14:10:00+00:00",
                          "bank_last4": "7731"}]}, compact=True)]),
    # 23
    dict(q="Is it cheaper to buy three day tickets or a weekend ticket for Fernhollow?",
         src=[T("get_ticket_types", {
             "event": "Fernhollow Festival 2026", "dates": {"start": "2026-07-10", "end": "2026-07-12"},
             "types": [
                 {"name": "Day Ticket \u2014 Friday", "price": 89.00, "includes_camping": False},
                 {"name": "Day Ticket \u2014 Saturday", "price": 99.00, "includes_camping": False},
                 {"name": "Day Ticket \u2014 Sunday", "price": 89.00, "includes_camping": False},
                 {"name": "Weekend (no camping)", "price": 219.00, "includes_camping": False},
                 {"name": "Weekend Camping", "price": 259.00, "includes_camping": True,
                  "camping_opens": "2026-07-09T14:00:00+01:00"}],
             "booking_fee_pct": 8.0, "currency": "GBP"})]),
    # 24
    dict(q="I got an email saying a payment on my payment plan failed. What happens now?",
         src=[T("get_payment_plan", {
             "plan_id": "PP-8024", "order_id": "QW-5551880", "event": "Ostara Choir \u2014 Spring Vespers",
             "total": 180.00, "currency": "GBP",
             "instalments": [
                 {"n": 1, "due": "2026-02-01", "amount": 60.00, "status": "paid"},
                 {"n": 2, "due": "2026-03-01", "amount": 60.00, "status": "failed",
                  "retry_at": "2026-03-08", "late_fee": 0},
                 {"n": 3, "due": "2026-04-01", "amount": 60.00, "status": "scheduled"}],
             "missed_payments_before_cancellation": 2, "card_last4": "6620", "card_expired": True},
             compact=True)]),
    # 25
    dict(q="Any chance I'll get tickets off the waiting list for Priya Castellane's extra date?",
         src=[T("get_waitlist_entry", {
             "entry_id": "WL-55190", "event": "Priya Castellane: Overdue \u2014 Extra Date",
             "venue": "Brickfield Ballroom, Nottingham", "starts_at": "2026-06-20T20:00:00+01:00",
             "qty_requested": 2, "position": 27, "joined_at": "2026-03-02T08:15:00+00:00",
             "offers_released_so_far": 11, "offer_hold_hours": 24,
             "price_if_offered": {"face_value": 29.50, "booking_fee": 3.25, "currency": "GBP"},
             "auto_charge": False})]),
    # 26
    dict(q="The Sunday of the jazz weekend got cancelled. What have you refunded me?",
         src=[T("get_event_status", {
             "event": "Coldharbour Jazz Weekend",
             "days": [{"date": "2026-03-07", "status": "went_ahead"},
                      {"date": "2026-03-08", "status": "cancelled", "reason": "venue_power_failure"}],
             "refund_policy": {"cancelled_day": "full_refund_incl_fees", "method": "original_payment"}}),
              TAB("get_refunds",
                  "refund_id  order_id    item                        amount   status   issued\n"
                  "RF-66120   QW-5548830  Day pass 2026-03-08 x2      \u00a390.00   issued   2026-03-11\n"
                  "RF-66121   QW-5548830  Booking fees (Sunday) x2    \u00a39.00    pending  -")]),
    # 27
    dict(q="I'm organising a trip for 12 people to The Glass Orchard. How much would the group booking be?",
         src=[T("get_group_quote", {
             "quote_id": "GQ-1193", "event": "The Glass Orchard",
             "performance": "2026-06-13T14:30:00+01:00", "tier": "Dress Circle", "qty": 12,
             "price_each": {"amount": 36.00, "currency": "GBP"},
             "group_discount": {"min_qty": 10, "pct": 15.0, "applies_to": "face_value"},
             "booking_fee_per_ticket": {"amount": 2.00, "currency": "GBP"},
             "deposit_pct_of_total": 25.0, "quote_expires": "2026-03-27"})]),
    # 28
    dict(q="Why can't I see my Kestrel & the Vane tickets in the app?",
         src=[T("get_ticket_delivery", {
             "order_id": "QW-5587761", "delivery": "mobile_ticket",
             "available_in_app_from": "2026-04-22T19:00:00+01:00",
             "event_start": "2026-04-24T19:00:00+01:00", "tickets": 2,
             "screenshots_accepted": False, "app_required": True})]),
    # 29
    dict(q="Can I upgrade my Dunmore Quartet seats, and how much would it cost?",
         src=[T("get_order", {
             "order_id": "QW-5599012", "event": "Dunmore Quartet \u2014 Late Sonatas",
             "tickets": [{"seat": "Upper Circle C 7", "tier": "D", "paid": 24.50},
                         {"seat": "Upper Circle C 8", "tier": "D", "paid": 24.50}],
             "currency": "GBP"}, compact=True),
              T("get_upgrade_options", {
                  "order_id": "QW-5599012",
                  "upgrades": [{"to_tier": "C", "name": "Dress Circle", "price_difference_each": 12.90,
                                "available_pairs": 2},
                               {"to_tier": "B", "name": "Stalls", "price_difference_each": 21.70,
                                "available_pairs": 0}],
                  "upgrade_fee_each": 1.50, "currency": "GBP"})]),
    # 30
    dict(q="What will my basket come to with the SPRING10 code?",
         src=[T("get_basket", {
             "basket_id": "BK-77310",
             "items": [{"event": "Tallis Moon", "date": "2026-05-23", "qty": 2, "face_value": 27.50,
                        "booking_fee": 3.00},
                       {"event": "The Glass Orchard", "date": "2026-06-13", "qty": 2,
                        "face_value": 36.00, "booking_fee": 2.00}],
             "promo": {"code": "SPRING10", "pct_off": 10.0, "applies_to": ["The Glass Orchard"],
                       "applies_to_fees": False, "valid_until": "2026-03-31"},
             "delivery": {"method": "e_ticket", "fee": 0.00}, "currency": "GBP"})]),
    # 31
    dict(q="I bought a gift voucher for my friend's birthday. When will she get it?",
         src=[T("get_voucher_order", {
             "voucher_order": "VO-30215", "value": {"amount": 75.00, "currency": "GBP"},
             "recipient": {"name": "Aoife Brannigan", "email": "aoife.b@examplemail.ie"},
             "send_on": "2026-03-21T08:00:00+00:00", "message": "Happy birthday! Pick a show x",
             "status": "scheduled", "valid_months": 24,
             "purchase_fee": {"amount": 1.50, "currency": "GBP"},
             "paid": {"amount": 76.50, "currency": "GBP"}})]),
    # 32
    dict(q="Can I see both Tallis Moon and The Lantern Parade on the Saturday at Fernhollow?",
         src=[TAB("get_stage_times",
                  "Fernhollow Festival 2026 - Saturday 11 July (times BST, +01:00)\n"
                  "stage         act                 start  end\n"
                  "Main Stage    Northbound Static   18:45  19:45\n"
                  "Main Stage    The Lantern Parade  20:30  22:00\n"
                  "Orchard Tent  Tallis Moon         19:30  20:30\n"
                  "Orchard Tent  Saoirse Bell        21:15  22:15")]),
    # 33
    dict(q="How long have I got to ask for a refund on the postponed Mira Okonjo show, and how much would I get back?",
         src=[T("get_refund_eligibility", {
             "order_id": "QW-5572290", "event": "Mira Okonjo \u2014 Salt & Signal",
             "reason": "postponement", "as_of": "2026-03-16", "refund_request_deadline": "2026-04-30",
             "refundable": {"face_value": 76.00, "booking_fees": 6.90, "delivery_fee": 0.00},
             "non_refundable": {"ticket_protection": 3.80}, "currency": "GBP",
             "processing_days": "up to 14"})]),
    # 34
    dict(q="The second Priya Castellane ticket is in my wife's name but she can't go. Can my brother use it?",
         src=[T("get_ticket_holders", {
             "order_id": "QW-5540117", "event": "Priya Castellane: Overdue", "named_tickets": True,
             "holders": [{"ticket_id": "TK-87002231", "name": "Joel Armitage"},
                         {"ticket_id": "TK-87002232", "name": "Ruth Armitage"}],
             "photo_id_required": True,
             "name_change": {"allowed": True, "fee": {"amount": 2.50, "currency": "GBP"},
                             "until": "2026-05-19"}})]),
    # 35
    dict(q="Did my Glass Orchard ticket exchange go through, and what was I charged?",
         src=[T("get_exchange", {
             "exchange_id": "EX-2290", "order_id": "QW-5565530",
             "from": {"performance": "2026-04-25T19:30:00+01:00", "seats": ["Stalls K 10", "Stalls K 11"],
                      "price_each": 35.00},
             "to": {"performance": "2026-05-07T19:30:00+01:00", "seats": ["Stalls F 4", "Stalls F 5"],
                    "price_each": 39.50},
             "fee_per_ticket": 4.00, "charged": {"amount": 17.00, "currency": "GBP"},
             "status": "completed", "new_tickets_issued": True}, compact=True)]),
    # 36
    dict(q="What's happening with the Velvet Harrow show in Lisbon? Can I still go, or get my money back?",
         src=[T("get_event", {
             "event_id": "EV-23340", "name": "Velvet Harrow \u2014 Live in Lisbon",
             "venue": "Sala Tejo Norte, Lisbon", "status": "rescheduled",
             "original_start": "2026-04-17T21:00:00+01:00", "new_start": "2026-10-09T21:00:00+01:00",
             "doors": "2026-10-09T20:00:00+01:00", "tickets_valid": True,
             "refund_window": {"open": True, "closes": "2026-05-15T23:59:00+01:00",
                               "covers": "face_value_and_booking_fees"},
             "price": {"amount": 39.00, "currency": "EUR"}}),
              T("get_order", {
                  "order_id": "QW-5601144", "tickets": 3,
                  "booking_fee_each": {"amount": 3.15, "currency": "EUR"},
                  "paid": {"amount": 126.45, "currency": "EUR"}, "card_currency": "GBP"}, compact=True)]),
    # 37
    dict(q="What do we get with the hospitality package for The Lantern Parade, and when should we arrive?",
         src=[T("get_hospitality_booking", {
             "package": "Riverside Lounge", "event": "The Lantern Parade \u2014 Tidewater Tour",
             "venue": "Millrace Arena, Sheffield", "date": "2026-05-16", "guests": 4,
             "price_per_guest": {"amount": 149.00, "currency": "GBP"}, "vat_included": True,
             "includes": ["Level 1 padded seat (Block 104)", "two-course dinner",
                          "half bottle of house wine per guest", "dedicated entrance (Gate H)",
                          "commemorative lanyard"],
             "lounge_opens": "17:00", "dress_code": None, "dietary_requests_by": "2026-05-02",
             "paid": {"amount": 596.00, "currency": "GBP"}})]),
    # 38
    dict(q="I deleted my e-tickets by accident and you reissued them. Which ones work now?",
         src=[TAB("get_ticket_barcodes",
                  "ticket_id     seat             barcode_status  reissued_at\n"
                  "TK-90441180   Block 212 R 5    void            -\n"
                  "TK-90441181   Block 212 R 6    void            -\n"
                  "TK-90441922   Block 212 R 5    active          2026-03-14 10:22 UTC\n"
                  "TK-90441923   Block 212 R 6    active          2026-03-14 10:22 UTC")]),
    # 39
    dict(q="Can I resell my Saoirse Bell ticket for \u00a360?",
         src=[T("get_resale_rules", {
             "event": "Saoirse Bell \u2014 Autumn Tour", "resale_allowed": True,
             "max_price_pct_of_face": 110, "face_value": {"amount": 44.00, "currency": "GBP"},
             "seller_commission_pct": 10.0, "listing_fee": {"amount": 0, "currency": "GBP"},
             "listing_closes": "2026-10-02T12:00:00+01:00", "payout": "5_days_after_event"})]),
]
