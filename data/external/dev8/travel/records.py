"""Function-call results for the `travel` dev set (hand-written, Claude as data helper).

Each item: q (traveller message) and tools (1-2 function calls the assistant made). A tool is
fn (function name) plus either data (dumped with json.dumps; compact=True uses the compact
separators) or table (plain text returned verbatim). All operators, places, people and
references are invented for this set.
"""

ITEMS = [
    # 0
    dict(q="Can you confirm the details of my booking PRX-48213 and what I actually paid?",
         tools=[dict(fn="get_rail_booking", data={
             "booking_ref": "PRX-48213", "operator": "Penmorrow Rail", "status": "confirmed",
             "passengers": [{"name": "Elin Marsh", "type": "adult", "railcard": "16-25"}],
             "legs": [
                 {"train": "PR 1142", "from": "Harwick", "to": "Castlemere", "depart": "2026-05-14T07:48:00+01:00",
                  "arrive": "2026-05-14T09:22:00+01:00", "coach": "D", "seat": "31", "class": "standard"},
                 {"train": "PR 1187", "from": "Castlemere", "to": "Harwick", "depart": "2026-05-16T17:35:00+01:00",
                  "arrive": "2026-05-16T19:11:00+01:00", "coach": None, "seat": None, "class": "standard"}],
             "ticket_type": "off_peak_return", "fare": {"amount": 63.60, "currency": "GBP"},
             "railcard_discount": {"pct": 33, "amount": 21.00, "currency": "GBP"},
             "paid": {"amount": 42.60, "currency": "GBP"}, "delivery": "e_ticket"})]),
    # 1
    dict(q="What's happening with my delay repay claim DR-77310?",
         tools=[dict(fn="get_delay_repay_claim", compact=True, data={
             "claim_id": "DR-77310", "status": "awaiting_approval", "submitted": "2026-03-02T21:14:05Z",
             "journey": {"date": "2026-02-28", "from": "Dunford", "to": "Kelsall Junction", "train": "PR 2206"},
             "delay_min": 38, "band": "30-59", "band_pct": 50, "ticket": {"type": "anytime_single", "price": 24.80},
             "estimated_payout": 12.40, "payout_method": "bank_transfer", "decision_due_by": "2026-03-30"})]),
    # 2
    dict(q="which seat have I got on the 14:10 tomorrow? is it a window?",
         tools=[dict(fn="get_seat_reservation", data={
             "reservation_id": "SR-90412", "train": "PR 1420", "depart": "2026-04-03T14:10:00+01:00",
             "from": "Castlemere", "to": "Port Ellin", "coach": "C", "seat": "42", "position": "window",
             "facing": "forward", "table": False, "power_socket": True, "quiet_coach": False})]),
    # 3
    dict(q="Is my ferry to Carrow Bay on Friday still going, and what have I booked?",
         tools=[dict(fn="get_ferry_booking", data={
             "booking_ref": "SKL-20591", "operator": "Skerry Line Ferries", "route": "Strandhaven - Carrow Bay",
             "sailing": "2026-06-12T08:15:00+01:00", "check_in_closes": "2026-06-12T07:30:00+01:00",
             "passengers": {"adults": 2, "children": 1},
             "vehicle": {"type": "car", "reg": "KT21 VXN", "length_m": 4.6, "height_m": 1.7},
             "cabin": None, "total": {"amount": 186.50, "currency": "GBP"}}),
             dict(fn="get_sailing_status", compact=True, data={
                 "route": "Strandhaven - Carrow Bay", "sailing": "2026-06-12T08:15:00+01:00",
                 "status": "scheduled", "disruption_warning": False, "vessel": "MV Kittiwake"})]),
    # 4
    dict(q="How much luggage can I take on my coach to Ashby Vale, and what if I bring an extra bag?",
         tools=[dict(fn="get_coach_ticket", data={
             "ticket_ref": "AMB-5530-KQ", "operator": "Amberway Coaches", "from": "Harwick Coach Station",
             "to": "Ashby Vale", "depart": "2026-04-22T06:40:00+01:00", "arrive": "2026-04-22T11:05:00+01:00",
             "passengers": 1, "fare": {"amount": 18.50, "currency": "GBP"},
             "luggage": {"hold": {"pieces": 1, "max_kg": 20}, "hand": {"pieces": 1, "max_kg": 7},
                         "extra_hold_bag": {"price": 6.00, "currency": "GBP", "bookable": True, "max_kg": 20}},
             "oversize_items": "not_permitted"})]),
    # 5
    dict(q="When do I need to be out of the car park for booking HLP-3318, and what happens if my flight's late?",
         tools=[dict(fn="get_parking_booking", data={
             "booking_ref": "HLP-3318", "car_park": "Halden Airport Long Stay B",
             "entry": "2026-04-11T05:30:00+01:00", "exit": "2026-04-18T22:00:00+01:00",
             "vehicle_reg": "LM19 PZR", "price": {"amount": 71.40, "currency": "GBP"},
             "grace_period_min": 30, "overstay": {"per_hour": 9.00, "daily_max": 36.00, "currency": "GBP"},
             "entry_method": "anpr", "amendable": True})]),
    # 6
    dict(q="I need to get from Harwick to Port Ellin on Saturday morning, arriving before noon. What are my options?",
         tools=[dict(fn="plan_journey", table=(
             "option | depart | arrive | changes | via               | duration | cheapest_fare\n"
             "1      | 08:05  | 11:12  | 1       | Castlemere (plt 4) | 3h07     | £27.40\n"
             "2      | 08:52  | 11:41  | 0       | -                  | 2h49     | £34.10\n"
             "3      | 09:30  | 12:38  | 1       | Castlemere (plt 2) | 3h08     | £27.40\n"
             "date: 2026-05-09  from: Harwick  to: Port Ellin"))]),
    # 7
    dict(q="If I cancel my season ticket today, how much would I get back?",
         tools=[dict(fn="get_season_ticket_refund_quote", compact=True, data={
             "ticket_id": "SEA-118204", "type": "annual", "route": "Kelsall Junction - Castlemere",
             "valid_from": "2025-09-01", "valid_to": "2026-08-31", "price_paid": 2340.00, "currency": "GBP",
             "quote_date": "2026-03-16", "days_used": 197, "value_used": 1561.20, "admin_fee": 10.00,
             "refund_amount": 768.80, "photocard_must_be_returned": True})]),
    # 8
    dict(q="Does my railcard work on the 07:15 to Dunford on Monday, and what would the fare be?",
         tools=[dict(fn="get_railcard", data={
             "railcard_id": "RC-2214-7780", "type": "two_together", "holders": ["Tom Okafor", "Ruth Okafor"],
             "valid_until": "2026-11-30", "discount_pct": 33,
             "restrictions": {"valid_weekdays_before_0930": False, "min_fare": None}}),
             dict(fn="quote_fare", compact=True, data={
                 "from": "Castlemere", "to": "Dunford", "depart": "2026-03-23T07:15:00Z",
                 "ticket_type": "anytime_return", "adult_fare": 48.00, "currency": "GBP",
                 "passengers": 2, "peak": True})]),
    # 9
    dict(q="Is the 17:42 from Castlemere running on time?",
         tools=[dict(fn="get_train_status", compact=True, data={
             "train": "PR 1742", "origin": "Castlemere", "destination": "Ashby Vale",
             "scheduled": "2026-03-19T17:42:00Z", "expected": "2026-03-19T17:58:00Z", "delay_min": 16,
             "platform": "7", "platform_changed": True, "previous_platform": "3", "reason": None,
             "status": "delayed"})]),
    # 10
    dict(q="I asked for a refund on my unused ticket last week, where is it?",
         tools=[dict(fn="get_refund_request", data={
             "refund_id": "RF-44021", "ticket_ref": "PRX-39977", "reason_code": "unused",
             "requested": "2026-03-09T10:02:00+00:00", "status": "processing",
             "ticket_price": {"amount": 56.20, "currency": "GBP"},
             "admin_fee": {"amount": 5.00, "currency": "GBP"},
             "refund_amount": {"amount": 51.20, "currency": "GBP"},
             "refund_to": "original_card", "card_last4": "4417", "expected_by": "2026-03-23"})]),
    # 11
    dict(q="What cabins are left on the overnight sailing to Carrow Bay on the 3rd?",
         tools=[dict(fn="get_cabin_availability", data={
             "sailing": "2026-07-03T22:30:00+01:00", "route": "Strandhaven - Carrow Bay",
             "cabins": [
                 {"code": "I2", "desc": "2-berth inside", "available": 4, "price": {"amount": 89.00, "currency": "GBP"}},
                 {"code": "O2", "desc": "2-berth outside (window)", "available": 0, "price": {"amount": 112.00, "currency": "GBP"}},
                 {"code": "I4", "desc": "4-berth inside", "available": 2, "price": {"amount": 124.00, "currency": "GBP"}}]})]),
    # 12
    dict(q="How do I get from Kelsall Junction to Strandhaven ferry terminal tomorrow morning? I have a 13:00 sailing.",
         tools=[dict(fn="plan_journey", data={
             "from": "Kelsall Junction", "to": "Strandhaven Ferry Terminal", "date": "2026-06-04",
             "journeys": [{
                 "depart": "2026-06-04T09:14:00+01:00", "arrive": "2026-06-04T11:52:00+01:00", "changes": 2,
                 "legs": [
                     {"mode": "train", "service": "PR 914", "from": "Kelsall Junction", "platform": "1",
                      "to": "Castlemere", "depart": "09:14", "arrive": "09:58"},
                     {"mode": "train", "service": "PR 1021", "from": "Castlemere", "platform": "5",
                      "to": "Strandhaven", "depart": "10:16", "arrive": "11:31"},
                     {"mode": "bus", "service": "Shuttle 9", "from": "Strandhaven station", "platform": None,
                      "to": "Strandhaven Ferry Terminal", "depart": "11:40", "arrive": "11:52"}]}]})]),
    # 13
    dict(q="How much compensation do you pay for delays?",
         tools=[dict(fn="get_delay_repay_policy", table=(
             "Penmorrow Rail - Delay Repay bands (single tickets; returns: half the return fare counts as each leg)\n"
             "delay          | compensation\n"
             "15-29 min      | 25% of single fare\n"
             "30-59 min      | 50% of single fare\n"
             "60-119 min     | 100% of single fare\n"
             "120 min or more| 100% of return fare\n"
             "claim within: 28 days of travel"))]),
    # 14
    dict(q="My train yesterday was late, the 08:20 from Dunford. Can I claim?",
         tools=[dict(fn="get_train_status", compact=True, data={
             "train": "PR 820", "origin": "Dunford", "destination": "Castlemere", "date": "2026-04-07",
             "scheduled_arrival": "09:31", "actual_arrival": "09:53", "delay_min": 22, "status": "arrived_late"}),
             dict(fn="check_delay_repay_eligibility", compact=True, data={
                 "train": "PR 820", "date": "2026-04-07", "eligible": True, "band": "15-29",
                 "band_pct": 25, "claim_deadline": "2026-05-05"})]),
    # 15
    dict(q="What coaches are there from Harwick to Ellisford on Sunday?",
         tools=[dict(fn="get_coach_timetable", data={
             "operator": "Amberway Coaches", "from": "Harwick Coach Station", "to": "Ellisford",
             "date": "2026-04-26",
             "services": [
                 {"service": "AW 310", "depart": "07:15", "arrive": "10:40", "fare_from": 14.00, "seats_left": 23},
                 {"service": "AW 314", "depart": "12:30", "arrive": "15:55", "fare_from": 11.50, "seats_left": 4},
                 {"service": "AW 318", "depart": "18:05", "arrive": "21:35", "fare_from": 9.00, "seats_left": 0}],
             "currency": "GBP"})]),
    # 16
    dict(q="How much would it cost to park at the airport from the 2nd to the 9th of August?",
         tools=[dict(fn="get_parking_quote", data={
             "airport": "Halden", "entry": "2026-08-02T04:00:00+01:00", "exit": "2026-08-09T23:30:00+01:00",
             "options": [
                 {"car_park": "Short Stay", "price": 168.00, "walk_min": 2, "shuttle": False},
                 {"car_park": "Long Stay B", "price": 79.90, "walk_min": None, "shuttle": True, "shuttle_every_min": 15},
                 {"car_park": "Meet & Greet", "price": 132.50, "walk_min": 0, "shuttle": False}],
             "currency": "GBP", "prices_include_vat": True})]),
    # 17
    dict(q="How many days have I got left on my flexi season?",
         tools=[dict(fn="get_flexi_season", compact=True, data={
             "ticket_id": "FLX-30877", "route": "Ashby Vale - Castlemere", "days_total": 8, "days_used": 5,
             "activated": "2026-03-02", "expires": "2026-03-29", "price_paid": {"amount": 212.00, "currency": "GBP"},
             "last_used": "2026-03-17"})]),
    # 18
    dict(q="Can you check my ferry booking SKL-31046 — I want to make sure the van is on it.",
         tools=[dict(fn="get_ferry_booking", data={
             "booking_ref": "SKL-31046", "route": "Carrow Bay - Strandhaven",
             "sailing": "2026-05-21T16:45:00+01:00", "check_in_closes": "2026-05-21T15:45:00+01:00",
             "lead_passenger": "Dafydd Price", "passengers": {"adults": 1, "children": 0},
             "vehicle": {"type": "van", "reg": "WX68 LBD", "length_m": 5.9, "height_m": 2.6, "roof_load": False},
             "cabin": None, "total": {"amount": 142.00, "currency": "GBP"}, "amendable_until": "2026-05-20T16:45:00+01:00"})]),
    # 19
    dict(q="Are there any table seats left on the 10:05 to Harwick on Thursday?",
         tools=[dict(fn="get_seat_availability", compact=True, data={
             "train": "PR 1005", "depart": "2026-04-09T10:05:00+01:00", "from": "Port Ellin", "to": "Harwick",
             "coaches": [{"coach": "A", "class": "first", "table_free": 2, "airline_free": 6},
                         {"coach": "B", "class": "standard", "table_free": 0, "airline_free": 11},
                         {"coach": "C", "class": "standard", "table_free": 3, "airline_free": 9, "quiet": True}],
             "reservation_fee": 0})]),
    # 20
    dict(q="I just got a text that my coach tonight has been cancelled?? what do I do",
         tools=[dict(fn="get_coach_booking", data={
             "ticket_ref": "AMB-7719-TR", "service": "AW 522", "from": "Castlemere Bus Station", "to": "Harwick Coach Station",
             "depart": "2026-03-20T19:30:00+00:00", "passengers": 2, "fare": {"amount": 23.00, "currency": "GBP"}}),
             dict(fn="get_service_disruption", compact=True, data={
                 "service": "AW 522", "date": "2026-03-20", "status": "cancelled", "reason": "driver_shortage",
                 "rebooking": {"free_transfer_to": ["AW 526"], "AW 526_depart": "2026-03-20T21:10:00+00:00"},
                 "refund_available": True, "refund_pct": 100})]),
    # 21
    dict(q="What's the difference in price between the ticket types from Castlemere to Port Ellin?",
         tools=[dict(fn="get_fares", table=(
             "route: Castlemere - Port Ellin (standard class, adult)\n"
             "ticket               | price  | valid on\n"
             "Advance single       | £14.90 | booked train only\n"
             "Off-peak single      | £26.30 | off-peak trains, day of travel\n"
             "Anytime single       | £41.80 | any train, day of travel\n"
             "Off-peak return      | £29.10 | out: day of travel; return: within 1 month"))]),
    # 22
    dict(q="When does my railcard run out? I want to renew it.",
         tools=[dict(fn="get_railcard", data={
             "railcard_id": "RC-5581-0923", "type": "senior", "holder": "Margaret Lowe",
             "valid_from": "2025-04-12", "valid_until": "2026-04-11", "discount_pct": 33,
             "auto_renew": False, "renewal_price": {"amount": 35.00, "currency": "GBP"},
             "renewal_window_opens": "2026-03-12", "format": "digital"})]),
    # 23
    dict(q="I'm going to be back two days later than planned. What happens with my parking?",
         tools=[dict(fn="get_parking_booking", compact=True, data={
             "booking_ref": "HLP-5120", "car_park": "Halden Airport Long Stay A",
             "entry": "2026-05-03T06:00:00+01:00", "exit": "2026-05-10T20:00:00+01:00",
             "price": {"amount": 64.00, "currency": "GBP"}, "amendable": True, "amend_fee": 0,
             "extension_quote": {"new_exit": "2026-05-12T20:00:00+01:00", "extra": 18.00, "currency": "GBP"},
             "overstay": {"per_day": 30.00, "currency": "GBP"}})]),
    # 24
    dict(q="How do I pick up my tickets at the station?",
         tools=[dict(fn="get_ticket_collection", data={
             "booking_ref": "PRX-52740", "delivery": "collect_at_station", "collection_ref": "7KQ2M9XW",
             "card_required": True, "card_last4": "0386", "collect_at": "any Penmorrow Rail ticket machine",
             "tickets": 3, "collected": False})]),
    # 25
    dict(q="Is the ferry tomorrow going to be affected by the weather?",
         tools=[dict(fn="get_sailing_status", data={
             "route": "Carrow Bay - Strandhaven", "sailing": "2026-02-11T06:50:00+00:00",
             "status": "at_risk", "disruption_warning": True, "warning_text": "Strong winds forecast. Sailing may be cancelled at short notice.",
             "next_update": "2026-02-10T18:00:00+00:00", "alternative_sailing": "2026-02-11T14:20:00+00:00",
             "free_amendment": True})]),
    # 26
    dict(q="Has my delay repay been paid yet?",
         tools=[dict(fn="get_delay_repay_claim", data={
             "claim_id": "DR-80155", "status": "paid", "submitted": "2026-02-12T08:30:00Z",
             "decision": "approved", "delay_min": 64, "band": "60-119", "ticket": {"type": "off_peak_single", "price": 19.60},
             "payout": {"amount": 19.60, "currency": "GBP", "method": "rail_voucher", "paid_on": "2026-02-19"}})]),
    # 27
    dict(q="I'm changing jobs and won't need my monthly season after the 20th. Is it worth cancelling?",
         tools=[dict(fn="get_season_ticket", compact=True, data={
             "ticket_id": "SEA-220419", "type": "monthly", "route": "Harwick - Castlemere",
             "valid_from": "2026-04-06", "valid_to": "2026-05-05", "price_paid": 318.00, "currency": "GBP"}),
             dict(fn="quote_season_refund", compact=True, data={
                 "ticket_id": "SEA-220419", "surrender_date": "2026-04-20", "eligible": False,
                 "reason": "outside_refund_window", "refund_amount": 0.00, "admin_fee": 10.00})]),
    # 28
    dict(q="Can I change my coach ticket AMB-6204-PL to the next day?",
         tools=[dict(fn="get_coach_ticket_change_options", data={
             "ticket_ref": "AMB-6204-PL", "current": {"service": "AW 140", "depart": "2026-05-02T08:20:00+01:00"},
             "changeable": True, "change_deadline": "2026-05-02T07:20:00+01:00",
             "change_fee": {"amount": 3.50, "currency": "GBP"},
             "options": [{"service": "AW 140", "depart": "2026-05-03T08:20:00+01:00", "fare_difference": 0.00},
                         {"service": "AW 146", "depart": "2026-05-03T14:50:00+01:00", "fare_difference": 2.80}]})]),
    # 29
    dict(q="Do I need to book a space for my bike on the 11:22 to Ashby Vale?",
         tools=[dict(fn="get_train_facilities", compact=True, data={
             "train": "PR 1122", "depart": "2026-06-18T11:22:00+01:00", "from": "Harwick", "to": "Ashby Vale",
             "bike_spaces": {"total": 4, "reserved": 3, "reservation_required": True, "fee": 0},
             "catering": "trolley", "wifi": True, "accessible_toilet": True})]),
    # 30
    dict(q="What's leaving Castlemere for Dunford in the next half hour?",
         tools=[dict(fn="get_departures", table=(
             "Castlemere departures 16:40\n"
             "time  | to               | plt | expected | calling at\n"
             "16:48 | Dunford          | 6   | on time  | Orrin Bridge, Dunford\n"
             "16:55 | Kelsall Junction | 2   | 17:03    | Kelsall Junction\n"
             "17:06 | Dunford          | 6   | cancelled| -\n"
             "17:21 | Dunford          | 8   | on time  | Orrin Bridge, Wexcombe, Dunford"))]),
    # 31
    dict(q="Can you go through everything on my ferry booking SKL-44870? We're a family of four with a cabin.",
         tools=[dict(fn="get_ferry_booking", data={
             "booking_ref": "SKL-44870", "route": "Strandhaven - Carrow Bay",
             "outbound": {"sailing": "2026-08-01T22:30:00+01:00", "arrive": "2026-08-02T06:45:00+01:00",
                          "cabin": {"code": "I4", "desc": "4-berth inside", "price": 124.00}},
             "return": {"sailing": "2026-08-15T13:00:00+01:00", "arrive": "2026-08-15T17:20:00+01:00", "cabin": None},
             "passengers": [{"name": "Sunita Rao", "type": "adult"}, {"name": "Vikram Rao", "type": "adult"},
                            {"name": "Anya Rao", "type": "child", "age": 11}, {"name": "Dev Rao", "type": "child", "age": 4}],
             "vehicle": {"type": "car", "reg": "YR70 HBK"},
             "pricing": {"fares": 318.00, "vehicle": 146.00, "cabins": 124.00, "total": 588.00, "currency": "GBP"},
             "balance_due": {"amount": 388.00, "due_by": "2026-07-02"}})]),
    # 32
    dict(q="Can I get a refund on my advance ticket? I can't travel any more.",
         tools=[dict(fn="check_refund_eligibility", data={
             "ticket_ref": "PRX-60318", "ticket_type": "advance_single", "travel_date": "2026-04-14",
             "refundable": False, "changeable": True, "change_fee": {"amount": 5.00, "currency": "GBP"},
             "change_before": "2026-04-14T06:55:00+01:00", "price": {"amount": 22.40, "currency": "GBP"},
             "fare_difference_applies": True})]),
    # 33
    dict(q="What's my parking booking for next week? I can't remember which car park.",
         tools=[dict(fn="get_parking_booking", data={
             "booking_ref": "HLP-7741", "car_park": "Halden Airport Meet & Greet", "terminal": "North",
             "entry": "2026-03-27T11:15:00+00:00", "exit": "2026-03-31T18:45:00+01:00",
             "vehicle_reg": "BD22 ONF", "price": {"amount": 96.00, "currency": "GBP"},
             "handover_point": "North Terminal drop-off, level 0", "call_ahead_min": 30})]),
    # 34
    dict(q="Can you tell me my route to Ellisford on Saturday and where I'm sitting?",
         tools=[dict(fn="plan_journey", compact=True, data={
             "from": "Dunford", "to": "Ellisford", "date": "2026-05-23",
             "legs": [{"train": "PR 603", "from": "Dunford", "to": "Castlemere", "depart": "06:03", "arrive": "06:51", "platform": "2"},
                      {"train": "PR 712", "from": "Castlemere", "to": "Ellisford", "depart": "07:12", "arrive": "08:46", "platform": "9"}]}),
             dict(fn="get_seat_reservation", compact=True, data={
                 "booking_ref": "PRX-71025",
                 "reservations": [{"train": "PR 603", "coach": None, "seat": None, "note": "unreserved_service"},
                                  {"train": "PR 712", "coach": "F", "seat": "18", "position": "aisle", "table": True}]})]),
    # 35
    dict(q="Where are we with the group booking for the school trip?",
         tools=[dict(fn="get_group_booking", data={
             "group_ref": "GRP-1093", "organiser": "Hollins Park School", "status": "awaiting_approval",
             "travel_date": "2026-06-09", "route": "Harwick - Port Ellin", "adults": 4, "children": 26,
             "quoted_total": {"amount": 412.00, "currency": "GBP"}, "deposit_paid": {"amount": 100.00, "currency": "GBP"},
             "approval_expected_by": "2026-04-24"})]),
    # 36
    dict(q="Can I bring my folding bike and a surfboard on the coach?",
         tools=[dict(fn="get_luggage_policy", compact=True, data={
             "operator": "Amberway Coaches",
             "items": {"folding_bike": {"allowed": True, "must_be_folded": True, "bag_required": True, "counts_as": "hold_bag"},
                       "full_size_bike": {"allowed": False},
                       "surfboard": {"allowed": False},
                       "pushchair": {"allowed": True, "counts_as": "free"}}})]),
    # 37
    dict(q="What ferries are there from Carrow Bay to Strandhaven on Wednesday afternoon?",
         tools=[dict(fn="get_sailings", table=(
             "Carrow Bay -> Strandhaven  Wed 2026-05-27\n"
             "depart | arrive | vessel        | foot pax fare | car+driver | status\n"
             "12:10  | 16:25  | MV Kittiwake  | £38           | £129       | available\n"
             "15:40  | 19:55  | MV Guillemot  | £38           | £129       | vehicle deck full\n"
             "19:30  | 23:50  | MV Kittiwake  | £32           | £112       | available"))]),
    # 38
    dict(q="I booked assistance for my dad at Castlemere. Can you confirm what's arranged?",
         tools=[dict(fn="get_assistance_booking", data={
             "assist_ref": "PA-20817", "passenger": "Gerald Finch", "train": "PR 1503",
             "depart": "2026-04-15T15:03:00+01:00", "from": "Castlemere", "to": "Harwick",
             "assistance": ["wheelchair", "ramp_boarding"], "meet_point": "Castlemere ticket office",
             "meet_time": "2026-04-15T14:43:00+01:00", "arrival_assistance": True, "status": "confirmed",
             "companion_travelling": False})]),
    # 39
    dict(q="How much does my 16-25 railcard save me on a £38 ticket?",
         tools=[dict(fn="get_railcard", compact=True, data={
             "railcard_id": "RC-7730-1148", "type": "16_25", "discount_pct": 33, "valid_until": "2027-01-08",
             "restrictions": {"min_fare_before_1000": 12.00}})]),
]
