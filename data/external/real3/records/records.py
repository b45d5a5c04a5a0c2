"""Structured tool results for the held-out 'records' hallucination set.

Each record is one function call a support chatbot made: the function name, the user
question that triggered it, and what the tool returned.  ``data`` is dumped with
json.dumps (``compact`` picks the separators an API would use); ``table`` is plain text a
tool returned verbatim.  Written by hand (Claude, data helper); nothing here is sampled
from any other data set.
"""

RECORDS = [
    # R00
    dict(fn="get_order_status",
         question="Where is my order #A1042 and when will it arrive?",
         data={"order_id": "A1042", "status": "shipped", "placed_at": "2026-02-27T14:12:09Z",
               "shipped_at": "2026-03-01T08:40:00Z", "carrier": "UPS", "eta": "2026-03-04",
               "items": [{"sku": "HD-220", "name": "Noise-cancelling headphones", "qty": 1, "unit_price": 129.0},
                         {"sku": "CB-USB-C", "name": "USB-C cable 2m", "qty": 2, "unit_price": 9.5}],
               "ship_to": {"city": "Leeds", "country": "GB"}}),
    # R01
    dict(fn="get_store_details",
         question="What time does the Riverside store open on Saturday, and is it any good?",
         data={"store_id": 318, "name": "Riverside Hardware", "address": "14 Quay Street",
               "hours": {"mon_fri": "07:30-18:00", "sat": "08:00-16:00", "sun": "closed"},
               "rating": 4.3, "review_count": 212, "phone": None, "parking": True}),
    # R02
    dict(fn="get_flight_status",
         question="Is flight BA 2491 on time?",
         data={"flight": "BA2491", "origin": "LGW", "destination": "FNC", "status": "delayed",
               "scheduled_departure": "2026-03-12T09:15:00+00:00",
               "estimated_departure": "2026-03-12T10:05:00+00:00", "delay_min": 50,
               "gate": "55", "terminal": "S", "delay_reason": None},
         compact=True),
    # R03
    dict(fn="get_account_usage",
         question="How much of my storage have I used?",
         data={"account": "acme-design", "plan": "Team", "storage": {"used_gb": 412.6, "quota_gb": 500, "pct_used": 0.825},
               "seats": {"used": 9, "max": 10}, "period_end": "2026-03-31"}),
    # R04
    dict(fn="get_invoice",
         question="Can you break down invoice INV-20931 for me?",
         data={"invoice": "INV-20931", "issued": "2026-02-01", "due": "2026-03-03", "currency": "EUR",
               "lines": [{"desc": "Pro plan (monthly)", "qty": 1, "amount": 49.0},
                         {"desc": "Extra seats", "qty": 3, "amount": 36.0},
                         {"desc": "Priority support add-on", "qty": 1, "amount": 15.0}],
               "subtotal": 100.0, "tax_rate": 0.21, "tax": 21.0, "total": 121.0, "paid": False}),
    # R05
    dict(fn="get_weather",
         question="What's the weather going to be like in Porto tomorrow?",
         data={"location": "Porto, PT", "tz": "Europe/Lisbon",
               "current": {"temp_c": 14, "condition": "cloudy", "wind_kph": 18},
               "local_date": "2026-03-07",
               "forecast": [{"date": "2026-03-08", "high_c": 16, "low_c": 10, "condition": "light rain", "precip_pct": 70},
                            {"date": "2026-03-09", "high_c": 18, "low_c": 9, "condition": "sunny", "precip_pct": 5}]},
         ),
    # R06
    dict(fn="check_inventory",
         question="Do you have the trail runner in size 42 in stock?",
         data={"sku": "TR-900-42", "product": "Trail Runner 900", "size": 42,
               "stock": [{"location": "Online warehouse", "qty": 0},
                         {"location": "Manchester Arndale", "qty": 3},
                         {"location": "Bristol Cabot Circus", "qty": 1}],
               "restock_eta": "2026-03-20"}),
    # R07
    dict(fn="lookup_employee",
         question="Who handles payroll questions and how do I reach them?",
         table=("name            | title                  | dept    | email                    | ext\n"
                "Priya Nandakumar| Payroll Specialist     | Finance | p.nandakumar@northco.io  | 4417\n"
                "Tom Eriksen     | Finance Manager        | Finance | t.eriksen@northco.io     | 4402\n"
                "Lena Vogel      | HR Business Partner    | People  | l.vogel@northco.io       | 4380")),
    # R08
    dict(fn="list_plans",
         question="What plans do you have and how much are they per year?",
         data={"currency": "USD", "plans": [
             {"id": "starter", "name": "Starter", "price_month": 9, "price_year": 90, "users": 1, "storage_gb": 50},
             {"id": "team", "name": "Team", "price_month": 29, "price_year": 290, "users": 10, "storage_gb": 500},
             {"id": "business", "name": "Business", "price_month": 79, "price_year": 790, "users": 50, "storage_gb": 2000}]}),
    # R09
    dict(fn="list_events",
         question="What events are on at the library next week?",
         data={"venue": "Central Library", "events": [
             {"title": "Intro to 3D printing", "start": "2026-03-16T18:00:00", "end": "2026-03-16T19:30:00", "room": "Makerspace", "free": True, "seats_left": 4},
             {"title": "Children's story hour", "start": "2026-03-18T10:30:00", "end": "2026-03-18T11:15:00", "room": "Kids Corner", "free": True, "seats_left": None},
             {"title": "Local history talk: the canal", "start": "2026-03-19T19:00:00", "end": "2026-03-19T20:30:00", "room": "Hall B", "free": False, "price": 5.0, "seats_left": 27}]}),
    # R10
    dict(fn="get_rate_limit",
         question="Why are my API calls failing, and when can I call again?",
         data={"error": "rate_limited", "limit": 1000, "remaining": 0, "window": "1h",
               "reset_at": "2026-03-05T16:00:00Z", "retry_after_s": 1260},
         compact=True),
    # R11
    dict(fn="list_orders",
         question="Which of my recent orders have shipped?",
         data={"customer": "C-88213", "orders": [
             {"id": "B-5501", "placed": "2026-02-20", "status": "delivered", "total": 58.4},
             {"id": "B-5517", "placed": "2026-02-25", "status": "shipped", "total": 23.99},
             {"id": "B-5530", "placed": "2026-03-01", "status": "processing", "total": 112.0},
             {"id": "B-5534", "placed": "2026-03-02", "status": "cancelled", "total": 15.0}]}),
    # R12
    dict(fn="find_clinics",
         question="Which of these clinics near me are open on Saturday?",
         data={"results": [
             {"name": "Elm Park Medical Centre", "distance_km": 1.2, "rating": 4.1,
              "hours": {"weekdays": "08:00-18:30", "saturday": "09:00-12:00", "sunday": None}},
             {"name": "Northgate Family Practice", "distance_km": 2.7, "rating": 4.6,
              "hours": {"weekdays": "07:30-17:00", "saturday": None, "sunday": None}},
             {"name": "Canal Walk-in Clinic", "distance_km": 3.4, "rating": 3.8,
              "hours": {"weekdays": "08:00-20:00", "saturday": "08:00-20:00", "sunday": "10:00-16:00"}}]}),
    # R13
    dict(fn="get_train_status",
         question="Is the 17:42 to Cambridge running?",
         data={"service": "1C42", "from": "London Kings Cross", "to": "Cambridge",
               "sched_dep": "17:42", "exp_dep": "17:42", "platform": "9", "status": "on_time",
               "calling_at": ["Finsbury Park", "Stevenage", "Letchworth Garden City", "Royston", "Cambridge"],
               "coaches": 8},
         compact=True),
    # R14
    dict(fn="get_refund_status",
         question="Has my refund for the blender gone through?",
         data={"refund_id": "RF-7730", "order_id": "D-20144", "item": "Vortex 600 blender",
               "amount": 64.99, "currency": "GBP", "status": "approved", "requested": "2026-02-24",
               "approved": "2026-02-26", "paid_out": None, "method": "original_payment",
               "expected_settlement_days": "3-5"}),
    # R15
    dict(fn="get_booking",
         question="Can you confirm the details of my hotel booking?",
         data={"booking_ref": "HX9Q2L", "hotel": "Hotel Alameda", "city": "Seville",
               "check_in": "2026-04-10", "check_out": "2026-04-13", "nights": 3,
               "room": {"type": "Double, courtyard view", "guests": 2},
               "breakfast_included": False, "total": 348.0, "currency": "EUR",
               "cancellation": {"free_until": "2026-04-07T23:59:00+02:00"}}),
    # R16
    dict(fn="get_loyalty_balance",
         question="How many points do I have and can I get a free coffee yet?",
         data={"member": "M-310998", "tier": "Silver", "points": 340, "points_expiring": 60,
               "expiry_date": "2026-03-31", "rewards": [
                   {"reward": "Free coffee", "cost": 300}, {"reward": "Free breakfast", "cost": 650}],
               "next_tier": {"name": "Gold", "points_needed": 160}}),
    # R17
    dict(fn="track_package",
         question="What's happened with my parcel so far?",
         data={"tracking": "JD014600007731", "carrier": "DPD", "status": "out_for_delivery",
               "events": [
                   {"ts": "2026-03-03T19:02:00Z", "loc": "Hinckley hub", "desc": "Parcel received at hub"},
                   {"ts": "2026-03-04T05:47:00Z", "loc": "Oxford depot", "desc": "Arrived at local depot"},
                   {"ts": "2026-03-04T07:31:00Z", "loc": "Oxford depot", "desc": "Out for delivery"}],
               "delivery_window": {"from": "11:20", "to": "12:20"}},
         compact=True),
    # R18
    dict(fn="get_subscription",
         question="When does my subscription renew and how much will I be charged?",
         data={"subscription_id": "sub_8Kq2", "plan": "Premium Annual", "status": "active",
               "renews_on": "2026-05-14", "renewal_amount": 119.99, "currency": "USD",
               "payment_method": {"brand": "visa", "last4": "4821", "exp": "08/27"},
               "auto_renew": True}),
    # R19
    dict(fn="get_delivery_slots",
         question="What delivery slots are available on Friday?",
         data={"date": "2026-03-13", "slots": [
             {"window": "08:00-10:00", "available": False, "fee": 4.5},
             {"window": "10:00-12:00", "available": True, "fee": 3.0},
             {"window": "14:00-16:00", "available": True, "fee": 2.0},
             {"window": "18:00-20:00", "available": True, "fee": 5.5}]}),
    # R20
    dict(fn="compare_products",
         question="Which of these three laptops is the lightest, and which has the most battery life?",
         table=("model          | weight_kg | battery_h | ram_gb | price_gbp\n"
                "Aero 14        | 1.32      | 11        | 16     | 999\n"
                "Vantage 15 Pro | 1.78      | 14        | 32     | 1349\n"
                "Slate X13      | 1.09      | 9         | 8      | 849")),
    # R21
    dict(fn="get_mobile_usage",
         question="How much data have I got left this month?",
         data={"msisdn": "+44 7700 900412", "plan": "Unlimited calls + 30GB",
               "data": {"used_gb": 21.4, "cap_gb": 30, "rollover_gb": 2.0},
               "cycle": {"start": "2026-02-18", "end": "2026-03-17"},
               "roaming_enabled": False}),
    # R22
    dict(fn="get_ticket",
         question="What's the status of my support ticket about the broken login?",
         data={"ticket": "SUP-4471", "subject": "Cannot log in after password reset", "status": "pending_customer",
               "priority": "high", "opened": "2026-03-02T10:14:00Z", "assignee": "Marco D.",
               "last_update": {"at": "2026-03-03T15:40:00Z", "by": "agent",
                               "summary": "Asked customer to clear cookies and confirm browser version"}}),
    # R23
    dict(fn="get_appointment",
         question="When is my next appointment and who is it with?",
         data={"patient": "P-55102", "appointment": {"date": "2026-03-11", "time": "14:20", "duration_min": 15,
               "clinician": "Dr Aisha Okafor", "type": "Follow-up", "location": "Elm Park Medical Centre, Room 3"},
               "arrive_early_min": 10, "telehealth": False}),
    # R24
    dict(fn="search_restaurants",
         question="Which of these restaurants is open now and rated above 4.5?",
         data={"query": "italian", "results": [
             {"name": "Trattoria Lupo", "rating": 4.7, "price": "££", "distance_km": 0.8, "open_now": True},
             {"name": "Pizzeria Bella", "rating": 4.2, "price": "£", "distance_km": 0.4, "open_now": True},
             {"name": "Osteria Verde", "rating": 4.8, "price": "£££", "distance_km": 1.9, "open_now": False},
             {"name": "Casa Nonna", "rating": 4.6, "price": "££", "distance_km": 2.3, "open_now": True},
             {"name": "Il Forno", "rating": 3.9, "price": "£", "distance_km": 1.1, "open_now": False}]}),
    # R25
    dict(fn="get_exchange_rate",
         question="How many euros would I get for 250 pounds?",
         data={"base": "GBP", "quote": "EUR", "rate": 1.1824, "as_of": "2026-03-05T12:00:00Z",
               "fee_pct": 1.5, "source": "mid-market"},
         compact=True),
    # R26
    dict(fn="get_bill_breakdown",
         question="Why is my electricity bill so high this month?",
         data={"account": "EL-20981", "period": {"from": "2026-01-15", "to": "2026-02-14"},
               "usage_kwh": 612, "prev_usage_kwh": 438, "unit_rate_p": 24.5, "standing_charge_p_day": 53.0,
               "days": 31, "energy_cost": 149.94, "standing_cost": 16.43, "vat": 8.32, "total": 174.69,
               "prev_total": 130.52}),
    # R27
    dict(fn="get_warranty_status",
         question="Is my washing machine still under warranty?",
         data={"serial": "WM8-2231-774", "model": "CleanSpin 8kg", "purchased": "2023-06-02",
               "warranty": {"type": "manufacturer", "years": 2, "expires": "2025-06-02", "active": False},
               "extended": {"offered": True, "price": 79.0, "years": 3}}),
    # R28
    dict(fn="get_return_policy",
         question="Can I return sale items, and how long do I have?",
         data={"standard_window_days": 30, "sale_items": {"returnable": True, "window_days": 14, "refund_type": "store_credit"},
               "final_sale_categories": ["underwear", "earrings", "gift cards"],
               "return_shipping": {"free": False, "fee": 3.95}, "receipt_required": True}),
    # R29
    dict(fn="get_course_schedule",
         question="When are the sessions for the Spanish beginners course?",
         table=("course: SPA101 Spanish for Beginners | tutor: Carmen Ruiz | room: L2.04\n"
                "session | date       | start | end\n"
                "1       | 2026-04-07 | 18:30 | 20:00\n"
                "2       | 2026-04-14 | 18:30 | 20:00\n"
                "3       | 2026-04-21 | 18:30 | 20:00\n"
                "4       | 2026-04-28 | 18:30 | 20:00\n"
                "5       | 2026-05-05 | 18:30 | 20:00\n"
                "6       | 2026-05-12 | 18:30 | 20:00")),
    # R30
    dict(fn="get_parking_availability",
         question="Where can I park near the stadium right now?",
         data={"updated": "2026-03-07T13:05:00Z", "car_parks": [
             {"name": "North Stand Car Park", "spaces_free": 0, "capacity": 420, "tariff_per_hr": 3.0},
             {"name": "Riverside Multi-storey", "spaces_free": 57, "capacity": 600, "tariff_per_hr": 2.2},
             {"name": "Station Road", "spaces_free": 12, "capacity": 150, "tariff_per_hr": 1.8}]}),
    # R31
    dict(fn="list_invoices",
         question="Which of my invoices are still unpaid and how much do I owe in total?",
         data={"client": "Brightline Ltd", "currency": "GBP", "invoices": [
             {"no": "1187", "date": "2025-12-01", "amount": 1200.0, "status": "paid"},
             {"no": "1203", "date": "2026-01-01", "amount": 1200.0, "status": "overdue"},
             {"no": "1219", "date": "2026-02-01", "amount": 1450.0, "status": "unpaid"},
             {"no": "1234", "date": "2026-03-01", "amount": 980.0, "status": "unpaid"}]}),
    # R32
    dict(fn="get_service_status",
         question="Is anything down at the moment?",
         data={"page": "status.paystream.io", "overall": "partial_outage", "components": [
             {"name": "API", "status": "operational"},
             {"name": "Dashboard", "status": "operational"},
             {"name": "Webhooks", "status": "degraded_performance"},
             {"name": "Payouts", "status": "partial_outage"}],
               "incident": {"title": "Delayed payouts to some EU bank accounts", "started": "2026-03-06T07:20:00Z",
                            "latest_update": "Identified - a fix is being rolled out"}}),
    # R33
    dict(fn="get_security_settings",
         question="Is two-factor authentication on for my account, and when did I last log in?",
         data={"user": "j.mahler", "mfa": {"enabled": True, "method": "authenticator_app", "backup_codes_left": 3},
               "last_login": {"at": "2026-03-04T21:17:00Z", "ip_country": "DE", "device": "Firefox on Windows"},
               "password_changed": "2025-11-19"}),
    # R34
    dict(fn="get_class_schedule",
         question="What spin classes are there on Tuesday?",
         data={"gym": "Fitzone Holloway", "date": "2026-03-10", "classes": [
             {"name": "Spin 45", "start": "06:45", "instructor": "Dev", "spaces": 2},
             {"name": "Yoga Flow", "start": "07:30", "instructor": "Hanna", "spaces": 10},
             {"name": "Spin 45", "start": "12:15", "instructor": "Rosa", "spaces": 0},
             {"name": "Spin Endurance", "start": "19:00", "instructor": "Dev", "spaces": 6}]}),
    # R35
    dict(fn="get_rental_quote",
         question="How much would the car rental cost for the weekend?",
         data={"quote_id": "Q-88321", "vehicle_class": "Compact (VW Golf or similar)", "pickup": "2026-03-20T09:00",
               "dropoff": "2026-03-22T18:00", "days": 3, "daily_rate": 38.0, "base": 114.0,
               "extras": [{"item": "Additional driver", "price": 24.0}, {"item": "Child seat", "price": 18.0}],
               "deposit": 300.0, "total": 156.0, "currency": "EUR", "mileage": "unlimited"}),
    # R36
    dict(fn="get_library_loans",
         question="When are my library books due back?",
         data={"patron": "0019923", "loans": [
             {"title": "The Overstory", "due": "2026-03-09", "renewals_left": 2, "overdue": False},
             {"title": "Salt, Fat, Acid, Heat", "due": "2026-03-02", "renewals_left": 0, "overdue": True, "fine": 0.6},
             {"title": "A Field Guide to Lichens", "due": "2026-03-23", "renewals_left": 1, "overdue": False}]}),
    # R37
    dict(fn="get_shipping_quote",
         question="What are my shipping options to Ireland for this parcel?",
         table=("service            | days | price_eur | tracked | signature\n"
                "Economy            | 5-7  | 6.90      | no      | no\n"
                "Standard Tracked   | 3-4  | 9.80      | yes     | no\n"
                "Express            | 1-2  | 18.50     | yes     | yes\n"
                "(parcel: 2.4 kg, 40x30x15 cm, destination IE)")),
    # R38
    dict(fn="get_transactions",
         question="What did I spend on my card yesterday?",
         data={"account": "****3390", "date": "2026-03-05", "transactions": [
             {"merchant": "Pret A Manger", "amount": -6.85, "category": "food", "time": "08:12"},
             {"merchant": "TfL Travel", "amount": -8.1, "category": "transport", "time": "09:03"},
             {"merchant": "Waterstones", "amount": -17.99, "category": "shopping", "time": "13:40"},
             {"merchant": "Refund: Zara", "amount": 29.99, "category": "refund", "time": "15:22"}]}),
    # R39
    dict(fn="get_oncall_schedule",
         question="Who is on call for the payments team this week?",
         data={"team": "payments", "tz": "UTC", "week_of": "2026-03-09", "shifts": [
             {"who": "Kenji Sato", "role": "primary", "from": "2026-03-09T09:00", "to": "2026-03-12T09:00"},
             {"who": "Ana Lima", "role": "primary", "from": "2026-03-12T09:00", "to": "2026-03-16T09:00"},
             {"who": "Ruth Adeyemi", "role": "secondary", "from": "2026-03-09T09:00", "to": "2026-03-16T09:00"}],
               "escalation": "#payments-incidents"}),
    # R40
    dict(fn="get_prescription_status",
         question="Is my prescription ready to collect?",
         data={"rx": "RX-600912", "medication": "Amoxicillin 500mg capsules", "qty": 21,
               "status": "awaiting_stock", "pharmacy": "Boots, Market Street",
               "requested": "2026-03-04", "ready_by_est": None, "notes": "Supplier delivery expected"}),
    # R41
    dict(fn="get_air_quality",
         question="Is the air quality OK for a run this morning?",
         data={"city": "Madrid", "aqi": 42, "category": "good", "dominant": "o3",
               "pm25": 8.1, "pm10": 17.0, "no2": 21.4, "updated": "2026-03-06T07:00:00+01:00"},
         compact=True),
    # R42
    dict(fn="get_pipeline_status",
         question="Did my latest build pass?",
         data={"pipeline": 58214, "branch": "feature/export-csv", "commit": "9f3c1ab", "status": "failed",
               "duration_s": 412, "jobs": [
                   {"name": "lint", "status": "passed", "duration_s": 38},
                   {"name": "unit-tests", "status": "failed", "duration_s": 221, "failed_tests": 2},
                   {"name": "build-image", "status": "passed", "duration_s": 153},
                   {"name": "deploy-staging", "status": "skipped"}]}),
    # R43
    dict(fn="get_bus_arrivals",
         question="When's the next bus from stop K on Shaftesbury Avenue?",
         data={"stop": "K", "stop_name": "Shaftesbury Avenue / Cambridge Circus", "arrivals": [
             {"route": "14", "destination": "Putney Heath", "due_min": 3},
             {"route": "19", "destination": "Battersea Bridge", "due_min": 7},
             {"route": "38", "destination": "Victoria", "due_min": 7},
             {"route": "14", "destination": "Putney Heath", "due_min": 15}]},
         compact=True),
    # R44
    dict(fn="validate_promo_code",
         question="Does the code SPRING20 work on my basket?",
         data={"code": "SPRING20", "valid": True, "discount_type": "percent", "value": 20,
               "min_spend": 50.0, "basket_subtotal": 72.5, "discount_amount": 14.5,
               "new_subtotal": 58.0, "expires": "2026-04-01T00:00:00Z", "excludes": ["sale items"]}),
]
