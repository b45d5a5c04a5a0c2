"""Tool results for the `club` dev set: what a community sports club's members assistant got back
from its function calls. Key -> dict(fn=<function name>, data=<dict> [, compact=True]) or
dict(fn=..., table=<plain text>). build.py dumps `data` with json.dumps (compact separators when
`compact`) to get the exact tool output. Everything (clubs, people, prices) is invented for this
set by the data helper (Claude); nothing is sampled from any other data set."""

CALLS = {}


def add(key, fn, data=None, compact=False, table=None):
    assert key not in CALLS, key
    CALLS[key] = dict(fn=fn, table=table) if table is not None else dict(fn=fn, data=data, compact=compact)


# 0
add("sub_priya", "get_member_subscription", {
    "member_id": "LC-20417", "name": "Priya Nandakumar", "club": "Larchfield Community Sports Club",
    "category": "adult_full", "status": "active",
    "list_price": {"amount": 35.0, "currency": "GBP", "per": "month"},
    "discounts": [{"code": "FAMILY", "pct": 15, "linked_members": ["LC-20418", "LC-20431"]}],
    "billing": {"cycle": "monthly", "amount": {"amount": 29.75, "currency": "GBP"},
                "method": "direct_debit", "next_payment": "2026-04-01"},
    "renewal_date": "2026-09-01"})
# 1
add("table_weald2", "get_league_table", {
    "competition": "Weald Sunday League Division 2", "season": "2025-26", "as_of": "2026-03-09",
    "points": {"win": 3, "draw": 1, "loss": 0},
    "rows": [
        {"pos": 1, "team": "Oakhurst Town", "p": 16, "w": 11, "d": 3, "l": 2, "gf": 38, "ga": 17, "gd": 21, "pts": 36},
        {"pos": 2, "team": "Larchfield Reserves", "p": 15, "w": 10, "d": 4, "l": 1, "gf": 34, "ga": 14, "gd": 20, "pts": 34},
        {"pos": 3, "team": "Brantwood Athletic", "p": 16, "w": 9, "d": 4, "l": 3, "gf": 31, "ga": 19, "gd": 12, "pts": 31},
        {"pos": 4, "team": "Stonegate United", "p": 16, "w": 8, "d": 2, "l": 6, "gf": 27, "ga": 25, "gd": 2, "pts": 26},
        {"pos": 5, "team": "Kelsey Park", "p": 15, "w": 6, "d": 3, "l": 6, "gf": 22, "ga": 24, "gd": -2, "pts": 21}],
    "total_matches_per_team": 22}, compact=True)
# 2
add("train_u12g", "get_training_sessions", {
    "group": "U12 Girls Football", "week_of": "2026-03-09",
    "sessions": [
        {"id": "TS-8812", "date": "2026-03-10", "start": "17:30", "end": "18:45", "venue": "3G pitch B",
         "coach": "Hannah Okafor", "capacity": 20, "booked": 17, "status": "open"},
        {"id": "TS-8813", "date": "2026-03-12", "start": "17:30", "end": "18:45", "venue": "3G pitch B",
         "coach": "Hannah Okafor", "capacity": 20, "booked": 20, "status": "full", "waitlist": 3},
        {"id": "TS-8814", "date": "2026-03-14", "start": "09:30", "end": "11:00", "venue": "Grass pitch 2",
         "coach": "Luis Ferreira", "capacity": 24, "booked": 11, "status": "open"}]})
# 3
add("court_prices", "get_court_prices", {
    "facility": "Tennis courts 1-6", "currency": "GBP", "slot_minutes": 60,
    "peak": {"weekday": ["17:00", "21:00"], "weekend": ["09:00", "13:00"]},
    "prices": {"member": {"peak": 14.0, "off_peak": 9.0}, "non_member": {"peak": 20.0, "off_peak": 13.0}},
    "floodlights_included": True}, compact=True)
# 4
add("kit_order", "get_kit_order", {
    "order_ref": "KO-5521", "placed": "2026-02-18T19:42:11+00:00", "status": "partially_dispatched",
    "lines": [
        {"item": "Junior home shirt", "size": "YM", "qty": 2, "unit_price": 24.0,
         "personalisation": {"text": "MAYA 7", "price_each": 5.0}, "line_status": "dispatched"},
        {"item": "Junior shorts", "size": "YM", "qty": 2, "unit_price": 12.5, "personalisation": None,
         "line_status": "dispatched"},
        {"item": "Training top", "size": "YL", "qty": 1, "unit_price": 22.0, "personalisation": None,
         "line_status": "backordered", "expected": "2026-03-20"}],
    "delivery": {"method": "collect_from_clubhouse", "fee": 0.0},
    "paid": {"amount": 105.0, "currency": "GBP"}})
# 5
add("rota_sat", "get_volunteer_rota", {
    "date": "2026-03-14", "event": "Home match day (1st XI v Penrose Vale)",
    "shifts": [
        {"role": "tea_hut", "start": "12:30", "end": "15:00", "volunteers": ["Gareth Pryce", "Ines Duval"]},
        {"role": "car_park_marshal", "start": "13:00", "end": "14:30", "volunteers": ["Sam Whitlow"]},
        {"role": "bar", "start": "16:30", "end": "19:00", "volunteers": ["Ines Duval", None]}],
    "requested_by": "Ines Duval", "rota_coordinator": {"name": "Martha Kell", "email": "rota@larchfieldsc.org.uk"}},
    compact=True)
# 6
add("fees_tom", "get_match_fees", {
    "player": "Tom Achterberg", "team": "Men's 2nd XI", "season": "2025-26",
    "fee_per_match": {"amount": 6.0, "currency": "GBP"}, "matches_played": 9,
    "paid": {"amount": 42.0, "currency": "GBP"}, "outstanding": {"amount": 12.0, "currency": "GBP"},
    "due_by": "2026-03-31", "selection_hold_if_unpaid_after_due": True})
# 7
add("certs_dev", "get_coach_certificates", {
    "coach": "Devon Marsh", "as_of": "2026-03-09",
    "certificates": [
        {"name": "England Hockey Level 2 Coach", "issued": "2023-06-10", "expires": None, "status": "valid"},
        {"name": "Emergency First Aid (Sport)", "issued": "2023-04-12", "expires": "2026-04-12", "status": "expiring_soon"},
        {"name": "Safeguarding Children in Sport", "issued": "2022-12-01", "expires": "2025-12-01", "status": "expired"},
        {"name": "DBS check (enhanced)", "issued": "2024-09-30", "expires": "2027-09-30", "status": "valid"}],
    "can_coach_juniors": False, "blocking_items": ["Safeguarding Children in Sport"]})
# 8
add("fixtures_h1", "get_fixtures", {
    "team": "Larchfield Ladies 1st XI (hockey)", "from": "2026-03-09",
    "fixtures": [
        {"date": "2026-03-14", "push_back": "14:00", "opponent": "Harcourt Hockey Club", "venue": "home",
         "ground": "Larchfield Astro", "meet": "13:00"},
        {"date": "2026-03-21", "push_back": "12:30", "opponent": "Dunmere Ladies 2s", "venue": "away",
         "ground": "Dunmere Leisure Centre, Mill Lane", "meet": "11:15", "travel": "car_share"},
        {"date": "2026-03-28", "push_back": "15:00", "opponent": "St Aldhelm's", "venue": "away",
         "ground": "St Aldhelm's School", "meet": "13:30", "travel": "minibus"}]}, compact=True)
# 9
add("results_net", "get_results", table=(
    "Larchfield Netball A - last 5 results\n"
    "Date        Opponent            H/A  Score  Result\n"
    "2026-03-07  Wyvern Flyers       H    41-33  W\n"
    "2026-02-28  Cobham Belles       A    29-35  L\n"
    "2026-02-21  Ridgeway Netball    H    38-38  D\n"
    "2026-02-14  Tollgate Tigers     A    44-30  W\n"
    "2026-02-07  Saxon Street NC     H    36-31  W"))
# 10
add("cats_junior", "get_membership_categories", {
    "club": "Larchfield Community Sports Club", "season": "2026-27", "currency": "GBP",
    "categories": [
        {"code": "junior_u11", "ages": [5, 10], "annual": 60.0, "monthly": 5.5},
        {"code": "junior_11_17", "ages": [11, 17], "annual": 95.0, "monthly": 8.5},
        {"code": "student", "ages": [18, 25], "annual": 140.0, "monthly": 12.5, "requires": "student_id"}],
    "sibling_discount": {"pct": 20, "applies_to": "second_and_later_junior", "order": "cheapest_discounted_first",
                         "billing": "annual_only"}})
# 11
add("course_ump", "get_course", {
    "course_id": "CRS-UMP1-0426", "title": "Level 1 Hockey Umpiring", "provider": "Larchfield CSC Coaching Dept",
    "dates": ["2026-04-11", "2026-04-18"], "times": "09:00-16:00", "venue": "Clubhouse function room",
    "min_age": 16, "capacity": 14, "places_left": 4,
    "price": {"member": {"amount": 45.0, "currency": "GBP"}, "non_member": {"amount": 70.0, "currency": "GBP"}},
    "deposit": {"amount": 15.0, "currency": "GBP"}, "balance_due_days_before_start": 14,
    "certificate": {"name": "Level 1 Umpire", "valid_years": 3}}, compact=True)
add("member_jake", "get_member", {
    "member_id": "LC-31190", "name": "Jake Corrigan", "dob": "2008-11-02", "age": 17,
    "category": "junior_11_17", "status": "active", "sections": ["hockey"]}, compact=True)
# 12
add("pitch_booking", "get_booking", {
    "booking_ref": "PB-22970", "facility": "3G pitch A (half)", "purpose": "private_party",
    "start": "2026-03-22T14:00:00+00:00", "end": "2026-03-22T16:00:00+00:00",
    "status": "awaiting_approval", "submitted": "2026-03-05T10:17:44+00:00",
    "price": {"amount": 96.0, "currency": "GBP"}, "deposit_paid": {"amount": 30.0, "currency": "GBP"},
    "approver": "Facilities manager", "notes_from_club": None})
# 13
add("fines_leo", "get_fines", {
    "player": "Leo Marchetti", "team": "Men's 1st XI (football)",
    "fines": [
        {"id": "F-771", "reason": "yellow_card_dissent", "match": "2026-02-28 v Penrose Vale", "issued": "2026-03-02",
         "amount": {"amount": 15.0, "currency": "GBP"}, "status": "unpaid", "appealable": True, "appeal_deadline": "2026-03-09"},
        {"id": "F-764", "reason": "late_kit_return", "match": None, "issued": "2026-02-16",
         "amount": {"amount": 5.0, "currency": "GBP"}, "status": "paid", "appealable": False, "appeal_deadline": None}],
    "total_unpaid": {"amount": 15.0, "currency": "GBP"}})
# 14
add("hall_booking", "get_booking", {
    "booking_ref": "HB-40418", "facility": "Sports hall court 3 (badminton)",
    "start": "2026-03-10T19:00:00+00:00", "end": "2026-03-10T20:00:00+00:00", "status": "confirmed",
    "price": {"amount": 11.0, "currency": "GBP"}, "paid": True,
    "cancellation": {"free_until": "2026-03-09T19:00:00+00:00", "refund_method": "account_credit",
                     "late_cancellation_refund_pct": 0},
    "manage_url": "https://book.larchfieldsc.org.uk/b/HB-40418"})
# 15
add("camps", "list_holiday_camps", table=(
    "Summer multi-sport camps 2026 (Larchfield CSC)\n"
    "Week  Dates            Ages   Price/week  Places left\n"
    "1     27-31 Jul        5-8    £110        0\n"
    "2     27-31 Jul        9-12   £125        6\n"
    "3     3-7 Aug          9-12   £125        14\n"
    "4     10-14 Aug        5-8    £110        9\n"
    "5     17-21 Aug        9-12   £125        0\n"
    "Member discount: 10% per week. Daily drop-in not available."))
# 16
add("sub_oyelaran", "get_member_subscription", {
    "member_id": "LC-18802", "name": "Funmi Oyelaran", "category": "family", "status": "active",
    "billing": {"cycle": "monthly", "amount": {"amount": 54.0, "currency": "GBP"}, "method": "card",
                "card_last4": "4471", "day_of_month": 3}}, compact=True)
add("pay_oyelaran", "get_payment_history", {
    "member_id": "LC-18802", "month": "2026-03",
    "transactions": [
        {"id": "TX-99120", "date": "2026-03-03T06:01:12+00:00", "amount": 54.0, "currency": "GBP",
         "description": "Family membership - March", "status": "failed", "failure_reason": "insufficient_funds"},
        {"id": "TX-99388", "date": "2026-03-06T06:00:47+00:00", "amount": 54.0, "currency": "GBP",
         "description": "Family membership - March (retry)", "status": "succeeded", "failure_reason": None}],
    "balance_due": 0.0}, compact=True)
# 17
add("avail_sat", "get_squad_availability", {
    "team": "Men's 3rd XI (cricket)", "match": {"date": "2026-05-02", "opponent": "Holloway Green CC", "venue": "away"},
    "squad": [
        {"name": "A. Brennan", "available": True}, {"name": "R. Chaudhry", "available": True},
        {"name": "D. Fenwick", "available": False, "reason": "injured"}, {"name": "M. Hollis", "available": True},
        {"name": "K. Iqbal", "available": None}, {"name": "S. Jarvis", "available": True},
        {"name": "T. Lowe", "available": True}, {"name": "P. Mensah", "available": False, "reason": "holiday"},
        {"name": "J. Nolan", "available": True}, {"name": "O. Price", "available": True},
        {"name": "E. Quinn", "available": None}, {"name": "B. Rahman", "available": True},
        {"name": "C. Stead", "available": True}],
    "players_needed": 11})
# 18
add("hours_gym", "get_facility_hours", {
    "facility": "Clubhouse gym", "tz": "Europe/London",
    "hours": {"mon_fri": {"open": "06:30", "close": "21:30"}, "sat": {"open": "08:00", "close": "18:00"},
              "sun": {"open": "09:00", "close": "14:00"}},
    "exceptions": [{"date": "2026-04-05", "closed": True, "reason": "Easter Sunday"}],
    "induction_required": True}, compact=True)
# 19
add("family_opts", "get_subscription_options", {
    "category": "family", "covers": "2 adults + up to 3 juniors in one household", "currency": "GBP",
    "options": [{"cycle": "monthly", "price": 54.0, "min_term_months": 12},
                {"cycle": "annual", "price": 594.0, "payment": "upfront"}],
    "switching": {"allowed_at": "renewal"}})
# 20
add("result_m4410", "get_match_result", {
    "match_id": "M-4410", "date": "2026-03-07", "competition": "Weald Saturday League Premier",
    "home": "Larchfield 1st XI", "away": "Calder Rangers", "ft": {"home": 3, "away": 2}, "ht": {"home": 1, "away": 2},
    "goals": [{"team": "away", "player": "J. Hesketh", "min": 12}, {"team": "home", "player": "K. Adeyemi", "min": 38},
              {"team": "away", "player": "J. Hesketh", "min": 44},
              {"team": "home", "player": "C. Ogunbiyi", "min": 61, "pen": True},
              {"team": "home", "player": "K. Adeyemi", "min": 84}],
    "cards": [{"player": "K. Adeyemi", "type": "yellow", "min": 52}], "motm": "C. Ogunbiyi", "attendance": 212},
    compact=True)
# 21
add("vol_log", "get_volunteer_log", {
    "member": "Gwen Tallis", "season": "2025-26",
    "shifts": [{"date": "2026-01-10", "role": "tea_hut", "hours": 3.0}, {"date": "2026-01-24", "role": "bar", "hours": 2.5},
               {"date": "2026-02-07", "role": "pitch_setup", "hours": 4.0}, {"date": "2026-02-21", "role": "tea_hut", "hours": 2.5},
               {"date": "2026-03-07", "role": "car_park_marshal", "hours": 2.5}],
    "total_hours": 14.5})
add("vol_scheme", "get_volunteer_credit_scheme", {
    "rate_per_hour": {"amount": 5.0, "currency": "GBP"}, "cap_per_season": {"amount": 60.0, "currency": "GBP"},
    "applied_to": "next_subscription_renewal", "transferable": False})
# 22
add("attend_arlo", "get_training_attendance", {
    "player": "Arlo Benning", "group": "U14 Boys Hockey", "term": "Spring 2026",
    "sessions_held": 18, "attended": 14, "excused": 2, "unexcused": 2, "attendance_pct": 77.8,
    "selection_min_pct": 75, "last_attended": "2026-03-05"}, compact=True)
# 23
add("room_rates", "get_room_hire_rates", table=(
    "Clubhouse function room hire\n"
    "Slot                     Mon-Thu   Fri-Sun\n"
    "Daytime (to 17:00)       £25/hr    £35/hr\n"
    "Evening (17:00-23:30)    £40/hr    £55/hr\n"
    "Minimum booking: 3 hours. Members: 20% off room hire. Bar staffed by the club (no charge)."))
# 24
add("shop_away", "get_kit_shop_item", {
    "sku": "LCSC-AWAY-ADULT", "name": "Adult away shirt 2025-27",
    "price": {"amount": 38.0, "currency": "GBP"}, "member_price": {"amount": 32.3, "currency": "GBP"},
    "stock": {"S": 4, "M": 0, "L": 6, "XL": 2}, "restock": {"M": "2026-03-27"},
    "personalisation_available": True, "personalisation_price": {"amount": 7.5, "currency": "GBP"}})
# 25
add("reg_isla", "get_player_registration", {
    "player": "Isla Fairweather", "competition": "Mid-Weald Girls League U13", "status": "pending_documents",
    "submitted": "2026-03-02", "missing": ["photo", "proof_of_age"], "registration_deadline": "2026-03-20",
    "eligible_to_play": False, "fee": {"amount": 12.0, "currency": "GBP", "paid": True}}, compact=True)
# 26
add("sess_improvers", "get_session", {
    "session": "Adult Improvers Tennis", "day": "tuesday", "start": "19:00", "end": "20:30", "coach_id": "C-014",
    "courts": 3, "max_per_court": 4, "booked": 9, "members_only": True,
    "price_per_session": {"amount": 8.0, "currency": "GBP"}, "next_date": "2026-03-10"})
add("coach_c014", "get_coach_profile", {
    "coach_id": "C-014", "name": "Tom Beckford", "qualification": "LTA Level 3 Coach", "years_at_club": 6,
    "specialisms": ["serve technique", "doubles tactics"]})
# 27
add("scorers_1st", "get_top_scorers", table=(
    "Larchfield Men's 1st XI (football) - league goals 2025-26\n"
    "Player          Apps  Goals\n"
    "L. Marchetti    17    13\n"
    "C. Ogunbiyi     15    9\n"
    "R. Tennant      18    6\n"
    "D. Okoro        9     4\n"
    "Others          -     7"))
# 28
add("bal_rhys", "get_account_balance", {
    "member_id": "LC-20911", "name": "Rhys Amadi", "currency": "GBP",
    "items": [{"date": "2026-01-05", "desc": "Annual subscription 2026 (adult social)", "amount": 120.0},
              {"date": "2026-02-14", "desc": "Match fees x4", "amount": 24.0},
              {"date": "2026-02-20", "desc": "Payment - thank you", "amount": -100.0},
              {"date": "2026-03-01", "desc": "Volunteer credit", "amount": -15.0}],
    "balance": 29.0, "status": "in_arrears", "arrears_since": "2026-02-05"}, compact=True)
# 29
add("event_awards", "get_event", {
    "event": "End of Season Awards Night", "start": "2026-05-16T19:00:00+01:00", "venue": "Larchfield Clubhouse",
    "tickets": {"adult": {"amount": 32.0, "currency": "GBP"}, "junior_u16": {"amount": 15.0, "currency": "GBP"}},
    "includes": ["two-course dinner", "awards", "disco"], "capacity": 150, "sold": 118,
    "dress_code": "smart_casual", "dietary_requests_by": "2026-05-01", "on_sale": True})
# 30
add("freeze_req", "get_membership_freeze", {
    "request_id": "FRZ-1203", "member_id": "LC-27765", "status": "approved", "decided": "2026-03-06",
    "from": "2026-04-01", "to": "2026-06-30", "reason": "injury",
    "fee_during_freeze": {"amount": 5.0, "currency": "GBP", "per": "month"},
    "normal_fee": {"amount": 32.0, "currency": "GBP", "per": "month"},
    "max_freeze_months_per_year": 3, "auto_resume": True}, compact=True)
# 31
add("pitch_avail", "get_pitch_availability", {
    "pitch": "Grass pitch 1 (full size, 11-a-side)", "date": "2026-03-15",
    "slots": [{"start": "09:00", "end": "10:30", "available": False},
              {"start": "10:30", "end": "12:00", "available": True},
              {"start": "12:00", "end": "13:30", "available": True},
              {"start": "13:30", "end": "15:00", "available": False}]}, compact=True)
add("pitch_prices", "get_pitch_prices", {
    "pitch_type": "grass_full", "slot_minutes": 90, "currency": "GBP",
    "weekend": {"member_team": 65.0, "non_member_team": 85.0}, "weekday": {"member_team": 50.0, "non_member_team": 70.0},
    "changing_rooms_included": True, "referee_included": False}, compact=True)
# 32
add("loan_eq", "get_equipment_loan", {
    "loan_id": "EQ-5530", "member": "Oscar Lindqvist (junior)", "status": "on_loan",
    "items": ["junior batting pads", "helmet (youth M)", "bat (size 5)"],
    "borrowed": "2025-10-04", "due": "2026-03-31",
    "deposit": {"amount": 20.0, "currency": "GBP", "refundable": True},
    "late_fee_per_week": {"amount": 2.0, "currency": "GBP"}, "return_to": "Equipment store, pavilion"})
# 33
add("doubles_table", "get_league_standings", table=(
    "Weald Thursday Doubles League - Division 3 (as of 2026-03-06)\n"
    "Pos  Team              P  W  L  Rubbers  Pts\n"
    "1    Fernbrook LTC A   8  7  1  25-7     25\n"
    "2    Larchfield B      8  6  2  22-10    22\n"
    "3    Ashby Park        7  4  3  16-12    16\n"
    "4    Quarry Lane       8  2  6  12-20    12\n"
    "5    Hethersett        7  0  7  1-27     1\n"
    "4 rubbers per match; 1 point per rubber won. 12 matches per team (each pair meets 3 times)."))
# 34
add("ref_ola", "get_referee_assignments", {
    "referee": "Ola Brandt", "week_of": "2026-03-09",
    "assignments": [{"date": "2026-03-15", "kick_off": "10:00", "match": "U13 Boys: Larchfield Lions v Oakhurst Owls",
                     "pitch": "Grass pitch 3", "fee": {"amount": 20.0, "currency": "GBP"}, "status": "confirmed"}]})
# 35
add("switch_quote", "get_subscription_change_quote", {
    "member_id": "LC-20077",
    "current": {"category": "adult_full", "monthly": {"amount": 35.0, "currency": "GBP"}},
    "proposed": {"category": "adult_off_peak", "monthly": {"amount": 24.0, "currency": "GBP"},
                 "access": "Mon-Fri before 17:00; Sat-Sun after 13:00"},
    "effective_from": "2026-04-01", "notice_required_days": 14, "proration": None})
# 36
add("fee_rates", "get_match_fee_rates", {
    "season": "2025-26", "currency": "GBP",
    "rates": {"adult": 6.0, "student": 4.0, "junior": 2.5}, "cup_surcharge": 1.0}, compact=True)
add("matches_nia", "get_player_matches", {
    "player": "Nia Okonjo", "fee_category": "student",
    "matches": [{"date": "2026-02-22", "competition": "league", "fee_paid": False},
                {"date": "2026-03-01", "competition": "cup", "fee_paid": False},
                {"date": "2026-03-08", "competition": "league", "fee_paid": False}]}, compact=True)
# 37
add("pitch_status", "get_pitch_status", {
    "site": "Larchfield main ground", "updated": "2026-03-14T07:45:00+00:00",
    "pitches": [{"pitch": "Grass 1", "status": "closed", "reason": "waterlogged", "next_inspection": "2026-03-14T11:00:00+00:00"},
                {"pitch": "Grass 2", "status": "open"}, {"pitch": "3G A", "status": "open"}, {"pitch": "3G B", "status": "open"}],
    "fixtures_note": "Grass 1 matches before 12:00 may be moved to 3G A if it is free; otherwise postponed"})
# 38
add("course_fa", "get_course_booking", {
    "booking": "CB-1187", "course": "Emergency First Aid (Sport)", "date": "2026-04-04", "times": "09:30-16:30",
    "venue": "Clubhouse function room", "status": "booked",
    "cost": {"amount": 60.0, "currency": "GBP"}, "club_subsidy_pct": 50, "you_pay": {"amount": 30.0, "currency": "GBP"},
    "paid": True, "certificate_valid_years": 3, "bring": ["photo ID", "packed lunch"]})
# 39
add("court_hist", "get_booking_history", {
    "member": "Sunita Rao", "facility_type": "tennis_court", "period": {"from": "2026-01-01", "to": "2026-03-09"},
    "bookings": [{"date": "2026-01-17", "slot": "10:00", "price": 14.0}, {"date": "2026-02-03", "slot": "18:00", "price": 14.0},
                 {"date": "2026-02-22", "slot": "15:00", "price": 9.0}, {"date": "2026-03-03", "slot": "12:00", "price": 9.0},
                 {"date": "2026-03-08", "slot": "11:00", "price": 14.0}],
    "currency": "GBP", "cancelled": 1}, compact=True)
