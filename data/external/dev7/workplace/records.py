"""Tool results for the `workplace` dev set (employee self-service HR assistant).

Each item: the employee's question and the one or two function calls the assistant made.
A result is either ``data`` (dumped with json.dumps; ``compact`` picks separators (",", ":"))
or ``table`` (plain text returned verbatim). All organisations and people are invented;
written by hand by the data helper (Claude).
"""


def T(fn, data=None, compact=False, table=None):
    return {"fn": fn, "data": data, "compact": compact, "table": table}


ITEMS = [
    # 0 Brackwater Logistics payslip
    dict(q="Can you explain my March payslip? Why is my take-home so much lower than my salary?",
         src=[T("get_payslip", {"employee_id": "BW-20417", "employer": "Brackwater Logistics Ltd", "period": "2026-03",
                "pay_date": "2026-03-27", "currency": "GBP", "gross_pay": 3250.00,
                "deductions": {"income_tax": 412.40, "national_insurance": 221.36, "pension_employee": 162.50,
                               "student_loan_plan2": 87.00},
                "total_deductions": 883.26, "net_pay": 2366.74, "tax_code": "1257L", "payment_method": "bacs"})]),
    # 1 leave balance
    dict(q="How much annual leave do I have left this year?",
         src=[T("get_leave_balance", {"employee": {"id": "E-5531", "name": "Tomasz Wierzba"}, "leave_year": {"start": "2026-01-01", "end": "2026-12-31"},
                "as_of": "2026-03-02", "unit": "days", "entitlement": 25, "carried_over": 3,
                "carry_over_expires": "2026-03-31", "taken": 9.5, "booked_future": 4, "remaining": 14.5,
                "purchased": 0}, compact=True)]),
    # 2 expense claims list
    dict(q="What's happening with my expense claims?",
         src=[T("list_expense_claims", {"employee_id": "FH-0982", "claims": [
                {"ref": "EXP-4471", "submitted": "2026-02-11", "description": "Train to Leeds client visit", "amount": {"amount": 48.20, "currency": "GBP"}, "status": "approved", "paid_on": None, "approver": "Priya Nand"},
                {"ref": "EXP-4480", "submitted": "2026-02-19", "description": "Team lunch - project close", "amount": {"amount": 126.75, "currency": "GBP"}, "status": "awaiting_approval", "paid_on": None, "approver": "Priya Nand"},
                {"ref": "EXP-4492", "submitted": "2026-02-24", "description": "USB-C hub", "amount": {"amount": 19.99, "currency": "GBP"}, "status": "rejected", "paid_on": None, "rejection_reason": "receipt_missing"}],
                "total_open": {"amount": 174.95, "currency": "GBP"}})]),
    # 3 pension summary
    dict(q="How much goes into my pension each month, and how much is my employer adding?",
         src=[T("get_pension_summary", {"scheme": "Ferncliff Group Pension Plan", "provider": "Aldgate Life", "member_id": "AL-7710254",
                "annual_salary": 42000, "contribution_basis": "full_salary", "employee_pct": 5, "employer_pct": 7,
                "salary_sacrifice": True, "monthly": {"employee": 175.00, "employer": 245.00},
                "fund": {"name": "Balanced Growth", "value": 18342.17, "valued_at": "2026-02-28"}, "currency": "GBP"})]),
    # 4 rota + overtime policy (two results)
    dict(q="What shifts am I on next week, and will Saturday count as overtime?",
         src=[T("get_shift_rota", {"employee": "Aoife Brennan", "site": "Glenmoor Distribution Centre", "week_start": "2026-04-06",
                "shifts": [{"date": "2026-04-06", "start": "06:00", "end": "14:00", "break_min": 30},
                           {"date": "2026-04-07", "start": "06:00", "end": "14:00", "break_min": 30},
                           {"date": "2026-04-09", "start": "14:00", "end": "22:00", "break_min": 30},
                           {"date": "2026-04-10", "start": "14:00", "end": "22:00", "break_min": 30},
                           {"date": "2026-04-11", "start": "08:00", "end": "12:00", "break_min": 0, "type": "overtime_voluntary"}],
                "contracted_hours": 30}, compact=True),
              T("get_overtime_policy", {"site": "Glenmoor Distribution Centre", "threshold": "hours_above_contract",
                "rates": {"weekday": 1.5, "saturday": 1.5, "sunday": 2.0, "bank_holiday": 2.0},
                "requires_manager_approval": True, "paid_in": "following_month"}, compact=True)]),
    # 5 benefits enrolment window
    dict(q="When can I sign up for dental cover and how much would it cost me?",
         src=[T("get_benefits_enrolment", {"employee_id": "HN-3390", "window": {"opens": "2026-04-01T09:00:00+01:00", "closes": "2026-04-21T17:00:00+01:00", "status": "upcoming"},
                "options": [{"code": "DENTAL_STD", "name": "Dental - Standard", "enrolled": False, "employee_cost_monthly": {"amount": 12.50, "currency": "GBP"}, "covers_dependants": False},
                            {"code": "DENTAL_FAM", "name": "Dental - Family", "enrolled": False, "employee_cost_monthly": {"amount": 27.80, "currency": "GBP"}, "covers_dependants": True},
                            {"code": "GYM", "name": "Gym discount", "enrolled": True, "employee_cost_monthly": {"amount": 18.00, "currency": "GBP"}}],
                "changes_effective": "2026-05-01", "mid_year_changes": "life_event_only"})]),
    # 6 training booking waitlist
    dict(q="Am I booked on the first aid course?",
         src=[T("get_training_booking", {"booking_id": "TB-66120", "course": {"code": "FAW-3D", "title": "First Aid at Work (3 days)", "provider": "Redlynch Safety Training"},
                "sessions": [{"date": "2026-05-12", "start": "09:30", "end": "16:30"}, {"date": "2026-05-13", "start": "09:30", "end": "16:30"}, {"date": "2026-05-14", "start": "09:30", "end": "16:00"}],
                "venue": "Harwell Road Training Suite, Room 2", "status": "waitlisted", "waitlist_position": 3,
                "cost_centre_charge": {"amount": 295.00, "currency": "GBP"}, "manager_approved": True}, compact=True)]),
    # 7 IT ticket
    dict(q="Any update on my ticket about the VPN not connecting?",
         src=[T("get_service_desk_ticket", {"ticket": "INC-20418", "summary": "VPN client fails to connect from home (error 809)",
                "status": "in_progress", "priority": "P3", "assigned_group": "Network Services", "assignee": "Dev Kapoor",
                "opened_at": "2026-03-03T08:52:00+00:00", "sla_due": "2026-03-05T17:00:00+00:00",
                "last_update": {"at": "2026-03-04T11:20:00+00:00", "by": "Dev Kapoor", "note": "Certificate on device has expired; reissue requested, will push once approved."},
                "workaround": None})]),
    # 8 desk booking
    dict(q="Did my desk booking for Tuesday go through?",
         src=[T("get_desk_booking", {"booking_ref": "DSK-38815", "building": "Canal House", "floor": 4, "desk": "4.17",
                "date": "2026-03-10", "status": "confirmed", "check_in_by": "10:00", "auto_release_if_no_checkin": True,
                "features": {"dual_monitor": True, "standing": False, "docking_station": "USB-C"}}, compact=True)]),
    # 9 parking availability table
    dict(q="Is there parking at the Westgate office on Thursday and Friday?",
         src=[T("get_parking_availability", table=(
                "Car park: Westgate Office (staff)   Week of 16 Mar 2026\n"
                "Day        Date        Total  Booked  Free  EV bays free\n"
                "Mon        16/03/2026   42     39      3     1\n"
                "Tue        17/03/2026   42     42      0     0\n"
                "Wed        18/03/2026   42     40      2     0\n"
                "Thu        19/03/2026   42     37      5     2\n"
                "Fri        20/03/2026   42     31     11     3\n"
                "Bookings open 7 days ahead. Accessible bays (4) are not included."))]),
    # 10 two payslips comparison
    dict(q="Why was my net pay in March different from February?",
         src=[T("get_payslip", {"period": "2026-02", "employer": "Saltmarsh Housing Association", "gross_pay": 2890.00, "overtime": 0.00,
                "deductions": {"income_tax": 333.80, "national_insurance": 175.52, "pension_employee": 144.50}, "net_pay": 2236.18, "pay_date": "2026-02-27"}, compact=True),
              T("get_payslip", {"period": "2026-03", "employer": "Saltmarsh Housing Association", "gross_pay": 3152.40, "overtime": 262.40,
                "deductions": {"income_tax": 386.28, "national_insurance": 196.51, "pension_employee": 144.50, "union_subs": 14.60}, "net_pay": 2410.51, "pay_date": "2026-03-27"}, compact=True)]),
    # 11 overtime summary
    dict(q="How much overtime have I done this month and what will it pay?",
         src=[T("get_overtime_summary", {"employee": "Marcus Oyelaran", "month": "2026-03", "base_hourly_rate": 16.40, "currency": "GBP",
                "entries": [{"date": "2026-03-07", "hours": 4.0, "multiplier": 1.5, "status": "approved"},
                            {"date": "2026-03-15", "hours": 6.0, "multiplier": 2.0, "status": "approved"},
                            {"date": "2026-03-21", "hours": 3.5, "multiplier": 1.5, "status": "pending"}],
                "approved_hours": 10.0, "approved_pay": 295.20, "pending_hours": 3.5, "payroll_cutoff": "2026-03-20"})]),
    # 12 holiday calendar table
    dict(q="Which days is the office closed over Easter and in May?",
         src=[T("get_office_closures", table=(
                "Larkspur Insurance - Office closures 2026 (England sites)\n"
                "Date         Day   Reason                     Counts against leave\n"
                "03 Apr 2026  Fri   Good Friday (bank hol.)    No\n"
                "06 Apr 2026  Mon   Easter Monday (bank hol.)  No\n"
                "07 Apr 2026  Tue   Company closure day        Yes (0.5 day)\n"
                "04 May 2026  Mon   Early May bank holiday     No\n"
                "25 May 2026  Mon   Spring bank holiday        No\n"
                "Part-time staff: bank holidays are pro-rated, see your leave record."))]),
    # 13 mileage policy + claim (two results)
    dict(q="I drove 212 miles for site visits in February. How much can I claim back?",
         src=[T("get_expense_policy", {"policy": "business_mileage", "vehicle": "car", "rates_per_mile": [{"up_to_miles_per_tax_year": 10000, "rate": 0.45}, {"above": 10000, "rate": 0.25}],
                "passenger_supplement_per_mile": 0.05, "currency": "GBP", "commuting_excluded": True, "receipts_required": False, "claim_within_days": 90}),
              T("get_mileage_ytd", {"employee_id": "KW-1128", "tax_year": "2025-26", "miles_claimed_ytd": 3810})]),
    # 14 leave request
    dict(q="Has my holiday request for April been approved?",
         src=[T("get_leave_request", {"request_id": "LR-882", "type": "annual_leave", "from": "2026-04-13", "to": "2026-04-17", "days": 5,
                "status": "approved", "approved_by": "Helen Marchetti", "approved_at": "2026-03-04T15:41:07+00:00", "half_days": None,
                "cover_arranged": False}, compact=True)]),
    # 15 sickness absence
    dict(q="How many sick days have I had this year? Am I close to a review?",
         src=[T("get_absence_summary", {"employee_id": "OC-4410", "period": "rolling_12_months", "as_of": "2026-03-09",
                "episodes": [{"start": "2025-06-02", "end": "2025-06-03", "days": 2, "reason_code": "gastro"},
                             {"start": "2025-11-17", "end": "2025-11-19", "days": 3, "reason_code": "respiratory"},
                             {"start": "2026-02-09", "end": "2026-02-09", "days": 1, "reason_code": "migraine"}],
                "total_days": 6, "total_episodes": 3,
                "review_trigger": {"episodes": 4, "or_days": 8}, "triggered": False})]),
    # 16 laptop request ticket
    dict(q="What's the status of my new laptop request?",
         src=[T("get_service_request", {"ref": "REQ-77031", "item": "Laptop - Standard (14\")", "model": "Lenova ThinkBook 14 G6", "reason": "replacement_end_of_life",
                "status": "awaiting_approval", "approver": {"name": "Sunil Rao", "role": "budget_holder"}, "requested_at": "2026-03-02T10:05:00+00:00",
                "cost": {"amount": 849.00, "currency": "GBP"}, "estimated_delivery": None, "old_device_return_required": True})]),
    # 17 pay schedule + bank detail change (two results)
    dict(q="I changed my bank account yesterday. Will this month's pay go to the new account?",
         src=[T("get_pay_schedule", {"payroll": "monthly", "next_pay_date": "2026-03-26", "changes_cutoff": "2026-03-16T23:59:00+00:00"}, compact=True),
              T("get_bank_detail_change", {"change_id": "BDC-2291", "submitted_at": "2026-03-18T19:02:33+00:00", "status": "verified", "new_account_last4": "4406", "effective_from_pay_date": "2026-04-28"}, compact=True)]),
    # 18 P60 table
    dict(q="Can you pull up my P60 figures for last tax year?",
         src=[T("get_p60_summary", table=(
                "P60 - Tax year to 5 April 2025 - Employer: Dunmore Veterinary Group\n"
                "Pay in this employment            £38,640.00\n"
                "Tax deducted in this employment    £5,218.00\n"
                "Employee NI contributions          £2,511.60\n"
                "Final tax code                     1257L\n"
                "Student loan deductions            £0.00\n"
                "Document available: Payroll > Documents > P60 (PDF)"))]),
    # 19 benefits summary
    dict(q="What benefits am I currently getting, and are any of them taxed?",
         src=[T("get_my_benefits", {"employee_id": "QS-2207", "benefits": [
                {"name": "Private medical insurance", "level": "employee_only", "taxable": True, "annual_benefit_value": {"amount": 1140.00, "currency": "GBP"}},
                {"name": "Life assurance", "cover": "4x_salary", "taxable": False},
                {"name": "Cycle to work", "status": "active", "monthly_sacrifice": {"amount": 75.00, "currency": "GBP"}, "ends": "2026-09-30"},
                {"name": "Employee assistance programme", "taxable": False, "phone": "0800 046 3321"}],
                "salary": 51000})]),
    # 20 shift swap
    dict(q="Did Kerry accept my shift swap?",
         src=[T("get_shift_swap", {"swap_id": "SW-1904", "requester": "Daniel Osei", "counterpart": "Kerry Blythe",
                "give": {"date": "2026-03-14", "start": "07:00", "end": "15:00"}, "take": {"date": "2026-03-21", "start": "07:00", "end": "15:00"},
                "counterpart_accepted": True, "manager_approval": "pending", "status": "pending_manager"}, compact=True)]),
    # 21 training record
    dict(q="Are any of my mandatory trainings due soon?",
         src=[T("get_training_record", {"employee_id": "WH-8862", "as_of": "2026-03-11", "mandatory": [
                {"course": "Information Security Essentials", "completed": "2025-03-28", "expires": "2026-03-28", "status": "due_soon"},
                {"course": "Fire Safety Awareness", "completed": "2025-09-02", "expires": "2026-09-02", "status": "valid"},
                {"course": "Anti-Bribery and Corruption", "completed": None, "expires": None, "status": "overdue", "due": "2026-02-28"},
                {"course": "Manual Handling", "completed": "2024-11-15", "expires": "2027-11-15", "status": "valid"}]})]),
    # 22 parking permit
    dict(q="When does my parking permit run out and what am I paying for it?",
         src=[T("get_parking_permit", {"permit_no": "PK-2026-0451", "holder": "Rhiannon Pugh", "car_park": "Penhallow Campus - Zone B",
                "vehicle_reg": "CF21 XKD", "valid_from": "2025-10-01", "valid_to": "2026-09-30", "charge": {"amount": 22.00, "currency": "GBP", "frequency": "monthly", "method": "payroll_deduction"},
                "ev_charging": False}, compact=True)]),
    # 23 foreign expense claim
    dict(q="Can you break down my Lisbon trip claim? I paid in euros.",
         src=[T("get_expense_claim", {"ref": "EXP-5107", "trip": "Lisbon supplier audit", "status": "submitted",
                "lines": [{"date": "2026-02-16", "category": "hotel", "amount": {"amount": 268.00, "currency": "EUR"}, "nights": 2},
                          {"date": "2026-02-16", "category": "taxi", "amount": {"amount": 31.50, "currency": "EUR"}},
                          {"date": "2026-02-17", "category": "meals", "amount": {"amount": 44.90, "currency": "EUR"}}],
                "fx": {"rate_eur_gbp": 0.85, "source": "ECB", "date": "2026-02-16"}, "reimbursement_currency": "GBP", "total_gbp": 292.74})]),
    # 24 buy extra leave
    dict(q="Can I buy extra holiday days this year? What would it cost?",
         src=[T("get_leave_purchase_options", {"scheme": "holiday_trading", "window": {"opens": "2026-03-01", "closes": "2026-03-31"},
                "max_days": 5, "min_days": 1, "cost_basis": "annual_salary / 260", "annual_salary": 33800, "cost_per_day": 130.00,
                "deduction_spread": "12_equal_monthly", "currency": "GBP", "eligible": True, "already_purchased": 0})]),
    # 25 pension + salary change (two results)
    dict(q="I've just had a pay rise. How will my pension contributions change?",
         src=[T("get_salary_history", {"employee_id": "MV-6614", "changes": [{"effective": "2025-04-01", "annual_salary": 36500}, {"effective": "2026-04-01", "annual_salary": 39420, "reason": "annual_review"}]}, compact=True),
              T("get_pension_summary", {"scheme": "Marlow Vale Pension Scheme", "employee_pct": 4, "employer_pct": 6, "basis": "full_salary", "salary_sacrifice": False,
                "tax_relief": "relief_at_source", "currency": "GBP"}, compact=True)]),
    # 26 timesheet
    dict(q="Have I done my hours this week?",
         src=[T("get_timesheet", {"week_start": "2026-03-09", "contracted_hours": 37.5, "days": [
                {"date": "2026-03-09", "hours": 7.75}, {"date": "2026-03-10", "hours": 8.0}, {"date": "2026-03-11", "hours": 7.0},
                {"date": "2026-03-12", "hours": 7.5}, {"date": "2026-03-13", "hours": 6.25}], "total": 36.5, "submitted": False, "submit_by": "2026-03-16T12:00:00+00:00"})]),
    # 27 list of IT tickets
    dict(q="Can you give me a rundown of my open IT tickets?",
         src=[T("list_my_tickets", {"user": "c.adeyemi", "tickets": [
                {"id": "INC-30211", "summary": "Printer on 2nd floor jams", "status": "on_hold", "priority": "P4", "opened": "2026-02-20", "hold_reason": "awaiting_part"},
                {"id": "INC-30540", "summary": "Outlook crashes when opening shared calendar", "status": "in_progress", "priority": "P3", "opened": "2026-03-06", "assignee": "Lena Fischer"},
                {"id": "REQ-30577", "summary": "Access to Finance SharePoint site", "status": "resolved", "priority": "P4", "opened": "2026-03-07", "resolved": "2026-03-09", "auto_close_after_days": 5}]})]),
    # 28 desk bookings table
    dict(q="Which days have I booked a desk next week?",
         src=[T("list_desk_bookings", table=(
                "Desk bookings - Jordan Ellery - w/c 23 Mar 2026\n"
                "Mon 23/03  Desk 2.08  Ashby House  confirmed\n"
                "Wed 25/03  Desk 2.11  Ashby House  confirmed\n"
                "Thu 26/03  Desk 2.08  Ashby House  cancelled\n"
                "Fri 27/03  -          -            no booking"))]),
    # 29 family leave
    dict(q="I'm due in September. What maternity pay would I get?",
         src=[T("get_family_leave_entitlement", {"leave_type": "maternity", "employer": "Tollgate Academies Trust", "qualifying_service_met": True,
                "pay": [{"weeks": "1-6", "rate": "90% of average weekly earnings"}, {"weeks": "7-18", "rate": "50% of pay plus SMP", "condition": "return_to_work_for_13_weeks"},
                        {"weeks": "19-39", "rate": "SMP"}, {"weeks": "40-52", "rate": "unpaid"}],
                "notify_by": "15th week before due date", "keeping_in_touch_days": 10})]),
    # 30 flexi balance
    dict(q="How much flexi time have I built up, and can I take a flexi day on Friday?",
         src=[T("get_flexi_balance", {"employee_id": "NB-3017", "as_of": "2026-03-12", "balance_hours": 6.75, "max_carry_forward_hours": 10, "max_debit_hours": -7.5,
                "settlement_period_end": "2026-03-31", "core_hours": {"start": "10:00", "end": "16:00"}, "flexi_days_allowed_per_period": 1, "flexi_days_taken_this_period": 0,
                "standard_day_hours": 7.5})]),
    # 31 bonus payslip line
    dict(q="Was my bonus paid?",
         src=[T("get_payslip_lines", {"period": "2026-03", "lines": [{"code": "BASIC", "amount": 2625.00}, {"code": "BONUS_ANNUAL", "amount": 1500.00}, {"code": "CAR_ALLOW", "amount": 300.00}], "pay_date": "2026-03-31", "currency": "GBP"}, compact=True)]),
    # 32 rota + leave (two results)
    dict(q="I've got leave booked next week. Does the rota still have me down for any shifts?",
         src=[T("get_leave_requests", {"employee": "Priyanka Sahota", "requests": [{"id": "LR-1207", "from": "2026-04-20", "to": "2026-04-22", "days": 3, "status": "approved"}, {"id": "LR-1215", "from": "2026-04-24", "to": "2026-04-24", "days": 1, "status": "requested"}]}),
              T("get_shift_rota", {"employee": "Priyanka Sahota", "ward": "Ward 7 (Oakfield Community Hospital)", "week_start": "2026-04-20",
                "shifts": [{"date": "2026-04-23", "start": "07:30", "end": "20:00", "role": "staff_nurse"}, {"date": "2026-04-24", "start": "07:30", "end": "20:00", "role": "staff_nurse"},
                           {"date": "2026-04-26", "start": "19:30", "end": "08:00", "role": "staff_nurse"}]})]),
    # 33 cycle to work
    dict(q="How much will the cycle to work scheme take from my salary?",
         src=[T("get_cycle_scheme_application", {"application_id": "C2W-55810", "retailer": "Spokesmith Cycles", "package_value": {"amount": 1200.00, "currency": "GBP"},
                "hire_period_months": 12, "monthly_salary_sacrifice": 100.00, "first_deduction": "2026-04-30", "status": "certificate_issued",
                "certificate_expires": "2026-04-15", "end_of_hire_options": ["extend_hire", "ownership_transfer_fee", "return"]}, compact=True)]),
    # 34 meeting room booking
    dict(q="What room did I get for Thursday's workshop?",
         src=[T("get_room_booking", {"booking_id": "RM-9034", "room": {"name": "Thistle", "building": "Quarry Court", "floor": 1, "capacity": 12, "av": ["projector", "video_conference"]},
                "start": "2026-03-19T13:30:00+00:00", "end": "2026-03-19T16:00:00+00:00", "attendees": 10, "catering": None, "status": "confirmed"})]),
    # 35 account locked
    dict(q="I can't log in to the portal. Is my account locked?",
         src=[T("get_account_status", {"username": "f.lindqvist", "locked": True, "reason": "too_many_failed_attempts", "failed_attempts": 5,
                "locked_at": "2026-03-16T08:47:12+00:00", "auto_unlock_at": "2026-03-16T09:17:12+00:00", "password_expires": "2026-05-02", "mfa_enrolled": True}, compact=True)]),
    # 36 season ticket loan
    dict(q="How's my season ticket loan being paid back?",
         src=[T("get_season_ticket_loan", {"loan_id": "STL-0287", "amount": 3600.00, "currency": "GBP", "issued": "2025-10-01", "instalments": 10, "instalment_amount": 360.00,
                "paid_instalments": 5, "outstanding": 1800.00, "interest": 0, "next_deduction": "2026-03-27"}, compact=True)]),
    # 37 course catalogue table
    dict(q="Are there any Excel courses coming up I could book?",
         src=[T("search_course_catalogue", table=(
                "Course                           Date        Time         Format     Seats left  Cost to team\n"
                "Excel Essentials                 2026-04-08  09:30-12:30  Online     6           £0\n"
                "Excel Intermediate: Pivot Tables 2026-04-15  13:00-16:30  Online     0           £0\n"
                "Excel Advanced: Power Query      2026-04-29  09:00-16:00  In person  4           £180\n"
                "(In person courses: Brindle House, Room 3)"))]),
    # 38 holiday entitlement by service
    dict(q="Does my holiday allowance go up with length of service?",
         src=[T("get_leave_entitlement_rules", {"employee": {"start_date": "2021-06-14", "fte": 1.0}, "base_days": 25,
                "service_increments": [{"after_years": 3, "extra_days": 1}, {"after_years": 5, "extra_days": 2}, {"after_years": 10, "extra_days": 3}],
                "current_entitlement_days": 26, "bank_holidays": "in_addition", "increment_applies_from": "start_of_next_leave_year"})]),
    # 39 recognition points
    dict(q="How many recognition points do I have and what can I get with them?",
         src=[T("get_recognition_balance", {"employee_id": "LP-0915", "points": 2350, "pending_points": 400, "points_expire": "2026-12-31",
                "redeem": {"min_points": 500, "value_per_100_points": {"amount": 1.00, "currency": "GBP"}, "options": ["gift_card", "charity_donation", "extra_half_day_leave"]},
                "extra_half_day_cost_points": 2000})]),
]
