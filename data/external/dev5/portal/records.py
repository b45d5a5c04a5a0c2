"""Tool results and user questions for the `portal` set (invented, hand-written by Claude
as data helper). Each record: q (user message), src (1-2 tool results). A tool result is
either ``data`` (dumped with json.dumps; ``compact`` picks API-style separators) or
``table`` (plain text the tool returned verbatim). Domains: university student portal,
streaming subscription, smart home, car rental. Nothing is copied from another set."""


def S(fn, data=None, table=None, compact=False):
    d = {"fn": fn, "compact": compact}
    if table is not None:
        d["table"] = table.strip("\n")
    else:
        d["data"] = data
    return d


GBP = lambda v: {"amount": v, "currency": "GBP"}  # noqa: E731
EUR = lambda v: {"amount": v, "currency": "EUR"}  # noqa: E731
USD = lambda v: {"amount": v, "currency": "USD"}  # noqa: E731

RECORDS = [
    # R00 student portal: weekly timetable
    dict(q="What have I got on Monday and Thursday next week?",
         src=[S("get_timetable", {
             "student_id": "2291847", "week_of": "2026-03-09", "tz": "Europe/London",
             "entries": [
                 {"day": "Mon", "date": "2026-03-09", "start": "09:00", "end": "10:50", "module": "ECON2041",
                  "title": "Intermediate Microeconomics", "type": "lecture", "room": "Hamilton LT2", "status": "scheduled"},
                 {"day": "Mon", "date": "2026-03-09", "start": "14:00", "end": "15:00", "module": "STAT2010",
                  "title": "Regression Methods", "type": "tutorial", "room": "Kerr 3.14", "status": "scheduled"},
                 {"day": "Wed", "date": "2026-03-11", "start": "11:00", "end": "12:50", "module": "STAT2010",
                  "title": "Regression Methods", "type": "lecture", "room": "Hamilton LT1", "status": "scheduled"},
                 {"day": "Thu", "date": "2026-03-12", "start": "10:00", "end": "11:00", "module": "ECON2041",
                  "title": "Intermediate Microeconomics", "type": "seminar", "room": "Kerr 2.07", "status": "cancelled"},
                 {"day": "Thu", "date": "2026-03-12", "start": "16:00", "end": "17:50", "module": "ECON2105",
                  "title": "Economic History", "type": "lecture", "room": "Boyd Building 0.12", "status": "room_changed",
                  "prev_room": "Hamilton LT2"}]})]),
    # R01 student portal: exam schedule
    dict(q="When are my exams this spring, and how much of a gap do I get between them? I have extra time, does that show up?",
         src=[S("get_exam_schedule", {
             "student_id": "2291847", "session": "2025-26 Spring", "published": True,
             "exams": [
                 {"module": "ECON2041", "title": "Intermediate Microeconomics", "date": "2026-05-12", "start": "09:30",
                  "duration_min": 120, "venue": "Sports Hall A", "seat": "D-114", "format": "in_person"},
                 {"module": "STAT2010", "title": "Regression Methods", "date": "2026-05-19", "start": "14:00",
                  "duration_min": 90, "venue": None, "seat": None, "format": "online", "open_window_h": 24},
                 {"module": "ECON2105", "title": "Economic History", "date": "2026-05-27", "start": "09:30",
                  "duration_min": 180, "venue": "Sports Hall B", "seat": "A-027", "format": "in_person"}],
             "adjustments": {"extra_time_pct": 25, "separate_room": False}})]),
    # R02 student portal: last year's grades
    dict(q="What was my average mark last year? And did I pass everything?",
         src=[S("get_grades", {
             "student_id": "2291847", "year": "2024-25",
             "modules": [
                 {"code": "ECON1001", "credits": 20, "mark": 68, "grade": "2:1", "outcome": "pass"},
                 {"code": "ECON1002", "credits": 20, "mark": 74, "grade": "1st", "outcome": "pass"},
                 {"code": "MATH1050", "credits": 20, "mark": 59, "grade": "2:2", "outcome": "pass"},
                 {"code": "HIST1010", "credits": 20, "mark": 71, "grade": "1st", "outcome": "pass"},
                 {"code": "STAT1001", "credits": 40, "mark": 65, "grade": "2:1", "outcome": "pass"}],
             "credits_earned": 120, "weighted_avg": None, "progression": "passed", "provisional": False},
             compact=True)]),
    # R03 student portal: tuition account
    dict(q="How much do I still owe for tuition this year and when is it due?",
         src=[S("get_tuition_account", {
             "student_id": "2291847", "academic_year": "2025-26", "tuition_fee": GBP(24800.0),
             "scholarship": {"name": "Global Merit Award", "amount": GBP(5000.0)},
             "instalments": [
                 {"n": 1, "due": "2025-09-15", "amount": GBP(6600.0), "paid": True, "paid_on": "2025-09-11"},
                 {"n": 2, "due": "2026-01-15", "amount": GBP(6600.0), "paid": True, "paid_on": "2026-01-20"},
                 {"n": 3, "due": "2026-04-15", "amount": GBP(6600.0), "paid": False, "paid_on": None}],
             "balance": GBP(6600.0), "hold": False})]),
    # R04 student portal: room booking
    dict(q="Can you check my study room booking for tomorrow? Is there anything I need to do?",
         src=[S("get_room_booking", {
             "booking_ref": "LB-58213",
             "room": {"id": "MAIN-G14", "name": "Group Study Room G14", "building": "Main Library",
                      "floor": "Ground", "capacity": 6},
             "date": "2026-03-10", "start": "13:00", "end": "15:00", "status": "confirmed",
             "booked_by": "2291847", "attendees_registered": 4,
             "equipment": ["whiteboard", "65-inch screen", "HDMI"],
             "check_in": {"required": True, "window_min": 15, "method": "scan QR at door"},
             "auto_release": True, "cancellable_until": "2026-03-10T11:00:00"})]),
    # R05 student portal: room search (text table)
    dict(q="I need a room with a screen for 7 people tomorrow from 2 to 4 pm, step-free access would be good. What's free?",
         src=[S("search_study_rooms", table="""
date: 2026-03-10   filter: 13:00-18:00
room        building        cap  free_from  free_until  screen  step_free
MAIN-G14    Main Library      6  15:00      18:00       yes     yes
MAIN-1.08   Main Library      4  12:00      17:00       no      yes
KERR-0.03   Kerr Building     8  14:00      16:00       yes     no
BOYD-2.11   Boyd Building    10  09:00      13:00       yes     yes
""")]),
    # R06 student portal: fee statement
    dict(q="Why is my balance £3,242.50? I thought I only had the last tuition instalment left.",
         src=[S("get_fee_statement", {
             "student_id": "2307715", "statement_date": "2026-03-02", "currency": "GBP",
             "lines": [
                 {"date": "2025-09-01", "desc": "Tuition fee 2025-26", "amount": 9250.00},
                 {"date": "2025-09-01", "desc": "Lab & field-trip fee", "amount": 180.00},
                 {"date": "2025-10-03", "desc": "Payment - card", "amount": -3100.00},
                 {"date": "2026-01-09", "desc": "Payment - card", "amount": -3100.00},
                 {"date": "2026-02-14", "desc": "Library fine", "amount": 12.50}],
             "balance_due": 3242.50, "next_due": "2026-04-10",
             "payment_plan": {"active": True, "instalments_left": 1},
             "late_fee_applied": False,
             "sanctions": {"transcript_hold": False, "registration_hold": False}})]),
    # R07 student portal: module registration + waitlists (two results)
    dict(q="Am I in all my modules for next year? What's happening with the ones I'm waiting on?",
         src=[S("get_registrations", {
             "student_id": "2291847", "term": "2026-27 Sem 1", "credit_limit": 80,
             "modules": [
                 {"code": "ECON3012", "title": "Behavioural Economics", "credits": 20, "status": "enrolled"},
                 {"code": "ECON3040", "title": "Econometrics II", "credits": 20, "status": "enrolled"},
                 {"code": "ECON3099", "title": "Dissertation Preparation", "credits": 10, "status": "enrolled"},
                 {"code": "POLS3021", "title": "Political Economy of Europe", "credits": 20, "status": "waitlisted"},
                 {"code": "ECON3150", "title": "Environmental Economics", "credits": 20, "status": "waitlisted"}],
             "registration_closes": "2026-06-19T17:00:00+01:00"}),
              S("get_waitlist_status", {
                  "student_id": "2291847",
                  "waitlists": [
                      {"code": "POLS3021", "position": 3, "capacity": 45, "enrolled": 45, "auto_enrol": True,
                       "expires": "2026-09-18"},
                      {"code": "ECON3150", "position": 11, "capacity": 60, "enrolled": 60, "auto_enrol": False,
                       "expires": "2026-09-18"}]}, compact=True)]),
    # R08 student portal: transcript request
    dict(q="Has my transcript been sent yet?",
         src=[S("get_transcript_request", {
             "request_id": "TR-10442", "type": "official_transcript", "copies": 2,
             "delivery": {"method": "post", "country": "DE", "tracked": True},
             "fee": GBP(20.0), "fee_paid": True, "status": "processing",
             "submitted": "2026-03-03T10:22:00Z", "est_dispatch": "2026-03-13", "carrier_ref": None})]),
    # R09 student portal: assignment deadlines
    dict(q="What coursework have I got due and how long do I have for each?",
         src=[S("get_assignment_deadlines", {
             "as_of": "2026-03-09T08:00:00Z",
             "assignments": [
                 {"module": "STAT2010", "title": "Problem Set 4", "due": "2026-03-13T12:00:00Z",
                  "submitted": False, "extension": None, "weight_pct": 10},
                 {"module": "ECON2041", "title": "Essay 2: Market Power", "due": "2026-03-20T16:00:00Z",
                  "submitted": False, "extension": {"granted": True, "new_due": "2026-03-27T16:00:00Z"},
                  "weight_pct": 30},
                 {"module": "ECON2105", "title": "Source Analysis", "due": "2026-03-06T16:00:00Z",
                  "submitted": True, "submitted_at": "2026-03-06T14:41:00Z", "late": False, "weight_pct": 20}]})]),
    # R10 streaming: subscription with a pending plan change
    dict(q="I switched to Standard last week. When does that kick in and what will I pay?",
         src=[S("get_subscription", {
             "account_id": "acc_7Q2M", "service": "Lumora",
             "plan": {"code": "premium_4k", "name": "Premium", "price": EUR(17.99), "billing_cycle": "monthly",
                      "max_streams": 4, "max_resolution": "2160p"},
             "status": "active", "auto_renew": True, "started": "2023-11-04",
             "current_period": {"start": "2026-03-04", "end": "2026-04-03"},
             "pending_change": {"to_plan": "standard_hd", "to_name": "Standard", "price": EUR(12.49),
                                "max_streams": 2, "max_resolution": "1080p", "effective": "2026-04-04"},
             "next_charge": {"date": "2026-04-04", "amount": EUR(12.49)},
             "payment_method": {"type": "card", "brand": "visa", "last4": "4417", "exp": "2027-08"}})]),
    # R11 streaming: signed-in devices
    dict(q="Which devices are signed in to my Lumora account? I think my ex might still be using it.",
         src=[S("list_devices", {
             "account_id": "acc_7Q2M", "device_limit": 10, "remote_sign_out": True,
             "devices": [
                 {"id": "d1", "name": "Living room TV", "type": "smart_tv", "last_active": "2026-03-08T21:14:00Z",
                  "location": "Lyon, FR", "current": False},
                 {"id": "d2", "name": "Pixel 8", "type": "phone", "last_active": "2026-03-09T07:55:00Z",
                  "location": "Lyon, FR", "current": True},
                 {"id": "d3", "name": "iPad (Camille)", "type": "tablet", "last_active": "2026-03-07T19:02:00Z",
                  "location": "Grenoble, FR", "current": False},
                 {"id": "d4", "name": "Chrome on Windows", "type": "browser", "last_active": "2026-01-22T11:40:00Z",
                  "location": "Lyon, FR", "current": False}]}, compact=True)]),
    # R12 streaming: music billing history (text table)
    dict(q="What have I been charged for the music app since December?",
         src=[S("get_billing_history", table="""
account: tw_30581  service: Tidewave Music
date        description                 amount   status    method
2026-03-01  Family plan - monthly       €16.99   paid      Visa •• 4417
2026-02-01  Family plan - monthly       €16.99   paid      Visa •• 4417
2026-01-15  Plan change proration       €3.40    paid      Visa •• 4417
2026-01-01  Individual plan - monthly   €10.99   refunded  Visa •• 4417
2025-12-01  Individual plan - monthly   €10.99   paid      Visa •• 4417
""")]),
    # R13 streaming: downloads on a phone
    dict(q="I'm flying on Thursday. Which of my downloads will still work on the plane?",
         src=[S("get_downloads", {
             "as_of": "2026-03-09T08:10:00Z", "device": "Pixel 8",
             "limits": {"titles_max": 25, "titles_used": 5}, "storage_used_mb": 6840,
             "items": [
                 {"title": "The Salt Road", "type": "film", "quality": "high", "size_mb": 2150,
                  "expires_at": "2026-03-11T07:55:00Z", "license": "subscription"},
                 {"title": "Harbour Lights S2E1", "type": "episode", "quality": "standard", "size_mb": 420,
                  "expires_at": "2026-04-02T00:00:00Z", "license": "subscription"},
                 {"title": "Harbour Lights S2E2", "type": "episode", "quality": "standard", "size_mb": 410,
                  "expires_at": "2026-04-02T00:00:00Z", "license": "subscription"},
                 {"title": "Nightjar", "type": "film", "quality": "high", "size_mb": 2380,
                  "expires_at": "2026-03-10T18:00:00Z", "license": "rental", "watched": False},
                 {"title": "Small Hours", "type": "documentary", "quality": "standard", "size_mb": 1480,
                  "expires_at": "2026-03-28T00:00:00Z", "license": "subscription"}]})]),
    # R14 streaming: failed payment
    dict(q="The music app says there's a problem with my payment. What's going on?",
         src=[S("get_billing_status", {
             "account_id": "tw_44190", "service": "Tidewave Music", "plan": "Individual", "status": "past_due",
             "last_attempt": {"at": "2026-03-05T06:00:00Z", "amount": EUR(10.99), "result": "declined",
                              "decline_code": "expired_card"},
             "next_retry": "2026-03-10T06:00:00Z", "access_until": "2026-03-12T23:59:59Z",
             "card": {"brand": "mastercard", "last4": "0082", "exp": "2026-02"}})]),
    # R15 streaming: family plan members
    dict(q="Who's on our family plan, and can I add my sister?",
         src=[S("get_family_plan", {
             "plan": "Family", "service": "Tidewave Music", "owner": "Marta Okafor",
             "seats": {"max": 6, "used": 5}, "same_address_required": True,
             "members": [
                 {"name": "Marta", "role": "owner", "age_group": "adult", "explicit_filter": False, "joined": "2024-05-02"},
                 {"name": "Dayo", "role": "member", "age_group": "adult", "explicit_filter": False, "joined": "2024-05-02"},
                 {"name": "Ife", "role": "member", "age_group": "teen", "explicit_filter": True, "joined": "2024-06-10"},
                 {"name": "Tobi", "role": "member", "age_group": "child", "explicit_filter": True, "joined": "2025-01-19"},
                 {"name": "Nkem", "role": "member", "age_group": "adult", "explicit_filter": False, "joined": "2025-09-30",
                  "address_verified": False}],
             "invites_pending": [{"email": "c***@mail.com", "sent": "2026-03-06", "expires": "2026-03-13"}]})]),
    # R16 streaming: kids profile controls
    dict(q="How much more can Tobi watch today, and is autoplay off on his profile?",
         src=[S("get_profile_controls", {
             "profile": "Tobi", "type": "kids", "maturity_max": "PG",
             "pin_required_for": ["profile_switch", "purchases"],
             "screen_time": {"weekday_min": 90, "weekend_min": 150, "used_today_min": 72, "today": "2026-03-09"},
             "autoplay_next": False, "search_enabled": True}, compact=True)]),
    # R17 streaming: plan catalogue
    dict(q="What's the cheapest Lumora plan without ads that lets both me and my partner download shows to our phones?",
         src=[S("list_plans", {
             "service": "Lumora", "country": "FR", "currency": "EUR", "billing_cycle": "monthly",
             "plans": [
                 {"code": "basic_ads", "name": "Basic with ads", "price": 6.99, "ads": True, "max_streams": 2,
                  "max_resolution": "1080p", "download_devices": 0, "spatial_audio": False},
                 {"code": "standard_hd", "name": "Standard", "price": 12.49, "ads": False, "max_streams": 2,
                  "max_resolution": "1080p", "download_devices": 2, "spatial_audio": False},
                 {"code": "premium_4k", "name": "Premium", "price": 17.99, "ads": False, "max_streams": 4,
                  "max_resolution": "2160p", "download_devices": 6, "spatial_audio": True}],
             "annual_option": False})]),
    # R18 streaming: cancelled annual plan (two results)
    dict(q="I cancelled my annual music plan. Did that go through, and will I get anything back?",
         src=[S("get_subscription", {
             "account_id": "tw_30581", "service": "Tidewave Music", "plan": "Individual Annual", "price": EUR(109.0),
             "status": "active", "auto_renew": False, "cancelled_at": "2026-03-02T18:40:00Z",
             "period_end": "2026-04-20", "refund_eligible": False, "after_period_end": "free_tier"}),
              S("list_invoices", {
                  "account_id": "tw_30581",
                  "invoices": [
                      {"id": "TW-88120", "date": "2025-04-20", "desc": "Individual Annual", "amount": EUR(109.0), "status": "paid"},
                      {"id": "TW-61007", "date": "2024-04-20", "desc": "Individual Annual", "amount": EUR(99.0), "status": "paid"}]},
                  compact=True)]),
    # R19 streaming: playback quality on a TV
    dict(q="Why does the show look so blurry on my TV?",
         src=[S("get_playback_session", {
             "device": "Living room TV", "device_max_resolution": "2160p", "plan_max_resolution": "1080p",
             "session": {"title": "Harbour Lights S2E3", "resolution": "720p", "bitrate_kbps": 3100,
                         "bandwidth_est_mbps": 24.6, "data_saver": True, "quality_limited_by": "data_saver"}})]),
    # R20 smart home: thermostat status
    dict(q="Is the heating on right now, and what's it set to?",
         src=[S("get_thermostat", {
             "device_id": "th-hall", "name": "Hallway thermostat", "online": True, "mode": "heat",
             "current_temp_c": 19.4, "target_temp_c": 21.0, "humidity_pct": 46, "hvac_state": "heating",
             "eco_mode": False, "away": False, "schedule_active": True,
             "next_change": {"at": "2026-03-09T22:30:00+01:00", "target_temp_c": 17.5}}, compact=True)]),
    # R21 smart home: thermostat schedule
    dict(q="What's the heating schedule on weekdays compared with weekends?",
         src=[S("get_thermostat_schedule", {
             "device_id": "th-hall", "tz": "Europe/Berlin",
             "schedules": {
                 "weekdays": [{"from": "06:30", "temp_c": 20.5}, {"from": "08:15", "temp_c": 17.0},
                              {"from": "17:00", "temp_c": 21.0}, {"from": "22:30", "temp_c": 17.5}],
                 "weekend": [{"from": "08:00", "temp_c": 21.0}, {"from": "23:00", "temp_c": 17.5}]},
             "frost_protection_c": 7.0, "holiday_mode": {"enabled": False}})]),
    # R22 smart home: door locks
    dict(q="I'm at work. Are the doors locked?",
         src=[S("get_locks", {
             "locks": [
                 {"id": "lk-front", "name": "Front door", "locked": True, "door": "closed", "battery_pct": 64,
                  "last_event": {"type": "locked", "by": "auto_lock", "at": "2026-03-09T08:42:11+01:00"},
                  "auto_lock_min": 5},
                 {"id": "lk-garage", "name": "Garage side door", "locked": False, "door": "closed", "battery_pct": 12,
                  "low_battery": True,
                  "last_event": {"type": "unlocked", "by": "keypad", "user": "Jonas", "at": "2026-03-09T07:58:40+01:00"},
                  "auto_lock_min": None}],
             "jammed": []})]),
    # R23 smart home: appliance energy use
    dict(q="What used the most electricity last week, and what did it all cost?",
         src=[S("get_energy_usage", {
             "home": "Flat 4B", "period": {"from": "2026-03-01", "to": "2026-03-08"},
             "tariff": {"price_per_kwh": EUR(0.32)}, "total_kwh": 96.4,
             "devices": [
                 {"name": "Heat pump dryer", "kwh": 14.2, "runs": 6},
                 {"name": "Dishwasher", "kwh": 9.8, "runs": 7},
                 {"name": "Fridge-freezer", "kwh": 8.1},
                 {"name": "EV charger", "kwh": 41.5, "sessions": 3},
                 {"name": "Oven", "kwh": 6.3}],
             "other_kwh": 16.5, "vs_prev_period_pct": 12,
             "standby_alert": {"device": "Media unit", "watts": 38, "flag": True}})]),
    # R24 smart home: lock access codes + activity (two results)
    dict(q="Did the cleaner come on Friday? And when is her code allowed to open the door?",
         src=[S("get_access_codes", {
             "lock": "Front door",
             "codes": [
                 {"label": "Cleaner (Ana)", "type": "recurring", "days": ["tue", "fri"], "window": "09:00-13:00", "active": True},
                 {"label": "Airbnb guest", "type": "temporary", "valid_from": "2026-03-13T15:00:00+01:00",
                  "valid_to": "2026-03-16T11:00:00+01:00", "active": False},
                 {"label": "Dog walker", "type": "recurring", "days": ["mon", "wed", "fri"], "window": "12:00-12:45", "active": True}]},
             compact=True),
              S("get_lock_activity", {
                  "lock": "Front door", "from": "2026-03-06T00:00:00+01:00", "to": "2026-03-06T23:59:59+01:00",
                  "events": [
                      {"at": "2026-03-06T09:07:00+01:00", "type": "unlocked", "by": "keypad", "code": "Cleaner (Ana)"},
                      {"at": "2026-03-06T12:02:00+01:00", "type": "unlocked", "by": "keypad", "code": "Dog walker"},
                      {"at": "2026-03-06T12:31:00+01:00", "type": "locked", "by": "keypad", "code": None}]})]),
    # R25 smart home: washing machine
    dict(q="When will the washing be done?",
         src=[S("get_appliance_status", {
             "device": "Washing machine", "model": "WM-8 Series", "now": "2026-03-09T18:45:00+01:00",
             "state": "running", "program": "Cotton 40°C", "spin_rpm": 1400,
             "started_at": "2026-03-09T18:05:00+01:00", "remaining_min": 47, "eta": "2026-03-09T19:32:00+01:00",
             "door_locked": True, "detergent_auto_dose": {"enabled": True, "level_pct": 18}})]),
    # R26 smart home: alarm system
    dict(q="We're away for the day. Is everything OK with the alarm?",
         src=[S("get_alarm_status", {
             "system": "Home alarm", "armed": "away", "armed_at": "2026-03-09T08:40:02+01:00",
             "sensors": [
                 {"name": "Front door contact", "state": "closed", "bypassed": False},
                 {"name": "Living room motion", "state": "idle", "bypassed": False},
                 {"name": "Kitchen window", "state": "open", "bypassed": True},
                 {"name": "Garage motion", "state": "offline", "bypassed": False, "last_seen": "2026-03-08T23:10:00+01:00"}],
             "events_today": [{"at": "2026-03-09T13:12:00+01:00", "type": "motion", "sensor": "Living room motion",
                               "alarm_triggered": False, "reason": "pet_immunity"}],
             "siren_test_due": "2026-03-15"})]),
    # R27 smart home: smart plugs (text table)
    dict(q="How much has the space heater cost me this week?",
         src=[S("get_plug_energy", table="""
week: 2026-03-09 (Mon) to now   tariff: 0.29 EUR/kWh
plug           today_kwh  week_kwh  now_w  state
Kettle         0.31       2.05      0      off
Space heater   3.80       18.60     1520   on
Desk setup     0.92       5.70      64     on
Aquarium       0.44       3.08      18     on
""")]),
    # R28 smart home: smoke / CO detectors
    dict(q="Do any of my smoke alarms need attention?",
         src=[S("get_detectors", {
             "as_of": "2026-03-09",
             "detectors": [
                 {"room": "Kitchen", "type": "smoke_co", "status": "ok", "battery": "good", "last_test": "2026-02-11", "expires": "2031-05"},
                 {"room": "Hallway", "type": "smoke", "status": "ok", "battery": "low", "last_test": "2025-09-30", "expires": "2027-01"},
                 {"room": "Bedroom 2", "type": "smoke", "status": "ok", "battery": "good", "last_test": "2026-02-11", "expires": "2026-04"}],
             "co_ppm_kitchen": 0, "alerts": []}, compact=True)]),
    # R29 smart home: robot vacuum
    dict(q="Did the robot vacuum finish cleaning this morning?",
         src=[S("get_vacuum_status", {
             "device": "Robot vacuum", "state": "docked", "battery_pct": 100,
             "last_run": {"started": "2026-03-09T10:00:00+01:00", "ended": "2026-03-09T10:52:00+01:00", "area_m2": 58,
                          "result": "incomplete", "error": "brush_stuck", "rooms_skipped": ["Bedroom"]},
             "schedule": {"days": ["mon", "thu"], "time": "10:00", "enabled": True},
             "bin_full": False, "filter_life_pct": 14})]),
    # R30 car rental: booking with extras
    dict(q="Can you give me a breakdown of what my rental will cost?",
         src=[S("get_booking", {
             "booking_ref": "SV-4471093", "supplier": "Solvia Rent", "status": "confirmed", "customer": "L. Moreau",
             "vehicle": {"category": "Compact SUV", "example": "Peugeot 2008 or similar", "transmission": "automatic", "seats": 5},
             "pickup": {"station": "Lisbon Airport (LIS) - Terminal 1", "at": "2026-04-03T10:30:00+01:00"},
             "return": {"station": "Porto Campanhã Station", "at": "2026-04-10T09:00:00+01:00"},
             "base_rate": {"per_day": EUR(41.0), "days": 7}, "one_way_fee": EUR(65.0),
             "extras": [
                 {"code": "CHILD_SEAT", "name": "Child seat (9-18 kg)", "qty": 1, "price": EUR(8.0), "per": "day", "max_charge": EUR(48.0)},
                 {"code": "ADD_DRIVER", "name": "Additional driver", "qty": 1, "price": EUR(12.0), "per": "rental"}],
             "mileage": "unlimited", "deposit": {"amount": EUR(900.0), "type": "card_hold"},
             "total": EUR(412.0), "paid_now": EUR(0.0), "pay_at_pickup": EUR(412.0),
             "free_cancellation_until": "2026-04-01T10:30:00+01:00"})]),
    # R31 car rental: booking + station hours (two results)
    dict(q="My flight lands late on the 14th. Will the desk be open for pickup, and is my return time OK?",
         src=[S("get_booking", {
             "booking_ref": "SV-5520187", "status": "confirmed",
             "pickup": {"station_id": "FAO-APT", "at": "2026-04-14T23:15:00+01:00"},
             "return": {"station_id": "FAO-DT", "at": "2026-04-18T18:00:00+01:00"}, "flight_no": "FR8342"},
             compact=True),
              S("get_station_hours", {
                  "stations": [
                      {"id": "FAO-APT", "name": "Faro Airport desk", "hours": {"daily": "07:00-24:00"},
                       "after_hours_pickup": False, "after_hours_return": True},
                      {"id": "FAO-DT", "name": "Faro Downtown (Rua do Alportel)",
                       "hours": {"mon_fri": "08:30-19:00", "sat": "09:00-13:00", "sun": "closed"},
                       "after_hours_pickup": False, "after_hours_return": False}]})]),
    # R32 car rental: deposit after return
    dict(q="Why didn't I get my full deposit back?",
         src=[S("get_deposit_status", {
             "booking_ref": "SV-3308812", "rental_closed": "2026-03-02T16:20:00+00:00",
             "deposit": {"amount": EUR(900.0), "type": "card_hold", "status": "partially_released",
                         "released": EUR(780.0), "captured": EUR(120.0), "released_at": "2026-03-04T09:00:00+00:00"},
             "charges": [
                 {"type": "fuel", "desc": "Refuel 18 L + service fee", "amount": EUR(52.0)},
                 {"type": "toll", "desc": "Via Verde tolls", "amount": EUR(23.4)},
                 {"type": "admin", "desc": "Toll admin fee", "amount": EUR(4.6)},
                 {"type": "cleaning", "desc": "Interior cleaning (sand)", "amount": EUR(40.0)}],
             "damage_report": None, "dispute_possible_until": "2026-04-01"})]),
    # R33 car rental: extras (text table)
    dict(q="Which extras have I added and how much are they adding to my bill? And what would full cover cost?",
         src=[S("list_booking_extras", table="""
booking SV-6120054   rental days: 5   currency: EUR
extra                    price   per      max     selected
GPS navigation            9.00   day      45.00   no
Child booster seat        7.50   day      37.50   yes
Additional driver        10.00   day      50.00   yes
Full cover (zero exc.)   19.90   day      -       no
Snow chains              25.00   rental   -       no
""")]),
    # R34 car rental: vehicle assignment and pickup requirements
    dict(q="What do I need to bring to pick up the car, and will I pay anything extra at the desk?",
         src=[S("get_pickup_details", {
             "booking_ref": "SV-4471093", "rental_days": 7,
             "vehicle": {"make": "Peugeot", "model": "2008", "plate": "BX-42-TQ", "color": "grey", "fuel": "petrol",
                         "fuel_policy": "full_to_full", "fuel_level_at_pickup": "full", "transmission": "automatic"},
             "pickup_instructions": {"desk": "Terminal 1, arrivals hall, desk 14", "shuttle": None, "key_pickup": "desk",
                                     "docs_required": ["driving_licence", "passport_or_id", "credit_card_main_driver"]},
             "min_age": 21, "driver_age": 23,
             "young_driver_fee": {"applies_under": 25, "amount": EUR(15.0), "per": "day"}})]),
    # R35 car rental: cancellation quote
    dict(q="If I cancel my rental now, do I get everything back?",
         src=[S("get_cancellation_quote", {
             "booking_ref": "SV-7781230", "now": "2026-03-09T14:00:00+00:00", "pickup_at": "2026-03-12T09:00:00+00:00",
             "free_cancellation_until": "2026-03-10T09:00:00+00:00", "prepaid": EUR(318.0),
             "cancellation_fee_now": EUR(0.0), "fee_after_deadline": EUR(95.0), "refund_now": EUR(318.0),
             "refund_method": "original_card"}, compact=True)]),
    # R36 car rental: booking + protection options (two results)
    dict(q="What's my excess right now, and how much would it cost to get rid of it?",
         src=[S("get_booking", {
             "booking_ref": "SV-9034416", "vehicle": "Fiat 500 or similar",
             "pickup": "2026-05-02T09:00:00+02:00", "return": "2026-05-06T09:00:00+02:00",
             "protection": "basic", "excess": EUR(1400.0), "deposit": EUR(1400.0)}, compact=True),
              S("get_protection_options", {
                  "booking_ref": "SV-9034416", "changeable_until": "pickup",
                  "options": [
                      {"code": "basic", "name": "Basic", "price_per_day": EUR(0.0), "excess": EUR(1400.0),
                       "deposit": EUR(1400.0), "covers": ["collision", "theft"]},
                      {"code": "smart", "name": "Smart", "price_per_day": EUR(11.0), "excess": EUR(500.0),
                       "deposit": EUR(500.0), "covers": ["collision", "theft", "windscreen"]},
                      {"code": "zero", "name": "Zero", "price_per_day": EUR(21.0), "excess": EUR(0.0),
                       "deposit": EUR(250.0), "covers": ["collision", "theft", "windscreen", "tyres", "underbody"]}]})]),
    # R37 car rental: final US rental agreement
    dict(q="Why is my final bill higher than the quote? I was quoted $276.42.",
         src=[S("get_rental_agreement", {
             "agreement": "RA-7719-US",
             "pickup": {"location": "Denver Intl (DEN)", "at": "2026-03-05T14:10:00-07:00", "odometer_mi": 18240, "fuel": "8/8"},
             "return": {"location": "Denver Intl (DEN)", "at": "2026-03-08T12:55:00-06:00", "odometer_mi": 19012, "fuel": "5/8"},
             "mileage_allowance_mi": 750, "extra_mile_rate": USD(0.35), "late_return": False,
             "charges": {"base": USD(214.5), "taxes_fees": USD(61.92), "extra_miles": USD(7.7), "fuel": USD(46.8)},
             "total": USD(330.92)})]),
    # R38 car rental: offer comparison (text table)
    dict(q="Which is the cheapest automatic I can cancel for free, and how much is that per day?",
         src=[S("search_rental_offers", table="""
search: Nice Côte d'Azur (NCE), 2026-06-20 10:00 -> 2026-06-27 10:00 (7 days)
offer  supplier    car                  class    trans   total_eur  deposit_eur  free_cancel  fuel
1      Solvia      Renault Clio         economy  manual  238.00     800          yes          full_to_full
2      Solvia      Toyota Yaris Hybrid  compact  auto    312.50     1000         yes          full_to_full
3      AzurDrive   Peugeot 308          compact  auto    289.90     1500         no           full_to_full
4      AzurDrive   Citroën C3           economy  auto    265.00     1200         no           prepaid_tank
""")]),
    # R39 car rental: booking + extension quote (two results)
    dict(q="Can I keep the car two more days? Is that sorted now?",
         src=[S("get_booking", {
             "booking_ref": "SV-2290475", "status": "confirmed",
             "return": {"station": "Munich Airport (MUC)", "at": "2026-03-15T12:00:00+01:00"},
             "daily_rate": EUR(54.0), "deposit": EUR(600.0)}),
              S("get_extension_quote", {
                  "booking_ref": "SV-2290475", "requested_return": "2026-03-17T12:00:00+01:00", "available": True,
                  "extra_days": 2, "rate_per_day": EUR(61.0), "extra_cost": EUR(122.0), "deposit_change": EUR(0.0),
                  "status": "quote_only", "confirm_by": "2026-03-14T12:00:00+01:00"}, compact=True)]),
]
