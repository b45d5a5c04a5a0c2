"""Tool results for the `cloud` dev set (hand-written by Claude, data helper).

Each item: q (the administrator's question) and tools (1-2 function calls the assistant
made). A tool is dict(fn=<function name>, data=<dict>, compact=<bool>) dumped with
json.dumps (compact -> separators=(",", ":")), or dict(fn=..., table=<plain text>).
All organisations, people, accounts and records are invented.
"""

ITEMS = []

# 0
ITEMS.append(dict(
    q="Can you walk me through our February invoice and tell me what we actually owe?",
    tools=[dict(fn="get_invoice", data={
        "invoice_id": "INV-2026-0213", "provider": "Corvane Cloud", "account": "halden-analytics",
        "period": {"start": "2026-02-01", "end": "2026-02-28"}, "issued_at": "2026-03-01",
        "due_date": "2026-03-15", "status": "open", "currency": "GBP",
        "line_items": [
            {"sku": "compute.vcpu_hour", "description": "Compute (vCPU-hours)", "quantity": 1840, "unit_price": 0.042, "amount": 77.28},
            {"sku": "storage.block_gb_month", "description": "Block storage (GB-month)", "quantity": 750, "unit_price": 0.08, "amount": 60.0},
            {"sku": "network.egress_gb", "description": "Internet egress (GB)", "quantity": 320, "unit_price": 0.09, "amount": 28.8},
            {"sku": "plan.team_seat", "description": "Team plan seats", "quantity": 5, "unit_price": 12.0, "amount": 60.0}],
        "subtotal": 226.08,
        "credits": [{"type": "sla_credit", "reference": "INC-7731", "amount": -15.0},
                    {"type": "promo", "code": "SPRING10", "amount": -10.0}],
        "tax": {"name": "VAT", "rate": 0.2, "amount": 40.22},
        "total_due": 241.3})]))

# 1
ITEMS.append(dict(
    q="Are we on track to go over our included compute hours this month on atlas-prod?",
    tools=[dict(fn="get_project_usage", compact=True, data={
        "project": "atlas-prod", "period": {"start": "2026-03-01", "end": "2026-03-31"},
        "as_of": "2026-03-18T00:00:00Z",
        "compute_hours": {"used": 6120, "included": 10000, "overage_rate_per_hour": {"amount": 0.035, "currency": "USD"}},
        "storage_gb": {"used": 1870, "quota": 2000},
        "bandwidth_gb": {"used": 940, "included": 2000},
        "hard_limit": False})]))

# 2
ITEMS.append(dict(
    q="Which of our API keys are about to expire?",
    tools=[dict(fn="list_api_keys", compact=True, data={
        "as_of": "2026-03-18T10:00:00Z",
        "keys": [
            {"id": "key_7fQ2", "name": "ci-deploy", "scopes": ["deploy:write", "logs:read"], "created": "2025-09-02", "expires": "2026-04-02", "last_used": "2026-03-17T22:41:05Z", "status": "active"},
            {"id": "key_Lm90", "name": "billing-export", "scopes": ["billing:read"], "created": "2025-03-20", "expires": "2026-03-20", "last_used": "2026-02-28T06:00:00Z", "status": "active"},
            {"id": "key_b3Xe", "name": "old-terraform", "scopes": ["admin"], "created": "2024-11-11", "expires": None, "last_used": "2025-06-30T10:12:44Z", "status": "revoked"}]})]))

# 3
ITEMS.append(dict(
    q="How many free seats do we have left on our plan?",
    tools=[dict(fn="get_subscription", data={
        "org": "Brindlewood Studio", "plan": {"tier": "business", "billing_cycle": "annual",
                                              "price_per_seat": {"amount": 18.0, "currency": "EUR"}},
        "seats": {"purchased": 25, "assigned": 22, "pending_invites": 2},
        "renews_on": "2026-09-01", "auto_renew": True})]))

# 4
ITEMS.append(dict(
    q="What happened with the database outage on Tuesday, and are we owed anything for it?",
    tools=[dict(fn="get_incident", data={
        "id": "INC-4410", "title": "Elevated error rates on managed PostgreSQL in eu-west-2",
        "severity": "major", "status": "resolved",
        "started_at": "2026-03-10T13:42:00Z", "identified_at": "2026-03-10T14:05:00Z",
        "resolved_at": "2026-03-10T16:18:00Z",
        "affected_services": ["managed-postgres"], "affected_regions": ["eu-west-2"],
        "customer_impact": "Connection timeouts for ~18% of requests",
        "postmortem_url": None, "sla_credit_eligible": True})]))

# 5
ITEMS.append(dict(
    q="When was our last good backup of orders-db, and how long do we keep backups?",
    tools=[dict(fn="list_backups", compact=True, data={
        "database": "orders-db",
        "backups": [
            {"id": "bk_0317", "taken_at": "2026-03-17T02:00:00Z", "size_gb": 41.2, "type": "automated", "status": "completed"},
            {"id": "bk_0316", "taken_at": "2026-03-16T02:00:00Z", "size_gb": 40.9, "type": "automated", "status": "completed"},
            {"id": "bk_0315m", "taken_at": "2026-03-15T18:30:00Z", "size_gb": 40.7, "type": "manual", "status": "completed"},
            {"id": "bk_0315", "taken_at": "2026-03-15T02:00:00Z", "size_gb": 40.6, "type": "automated", "status": "failed"}]}),
           dict(fn="get_backup_policy", data={
        "database": "orders-db", "schedule": "daily 02:00 UTC",
        "retention_days": {"automated": 7, "manual": 30},
        "point_in_time_recovery": False,
        "cross_region_copy": {"enabled": True, "region": "eu-central-1"}})]))

# 6
ITEMS.append(dict(
    q="What's happening with our webhook ticket?",
    tools=[dict(fn="get_support_ticket", data={
        "ticket": "SUP-88213", "subject": "Webhook deliveries delayed", "priority": "P2",
        "status": "awaiting_customer", "opened_at": "2026-03-16T08:15:00Z",
        "first_response_at": "2026-03-16T09:02:00Z", "assignee": "Priya Raman",
        "last_update": "2026-03-17T15:40:00Z",
        "sla": {"first_response_target_hours": 4, "met": True}})]))

# 7
ITEMS.append(dict(
    q="Do we get an SLA credit for the compute downtime we had in February?",
    tools=[dict(fn="get_sla_report", data={
        "account": "fenmoor-retail", "month": "2026-02", "service": "compute",
        "sla_target_pct": 99.95, "measured_uptime_pct": 99.71, "downtime_minutes": 117,
        "credit_tiers": [{"below_pct": 99.95, "credit_pct": 10},
                         {"below_pct": 99.0, "credit_pct": 25},
                         {"below_pct": 95.0, "credit_pct": 50}],
        "monthly_service_charge": {"amount": 840.0, "currency": "USD"},
        "credit": {"amount": 84.0, "currency": "USD", "status": "pending_review"},
        "claim_deadline": "2026-03-31"})]))

# 8
ITEMS.append(dict(
    q="Which of our projects are closest to their storage quota, and roughly when will they fill up?",
    tools=[dict(fn="get_storage_by_project", table=(
        "project        | region     | storage_gb | quota_gb | snapshots_gb | growth_30d_gb\n"
        "web-frontend   | us-east-1  | 212        | 500      | 38           | 6\n"
        "data-lake      | us-east-1  | 4,380      | 5,000    | 910          | 240\n"
        "ml-training    | us-west-2  | 1,150      | 1,500    | 0            | 310\n"
        "archive        | eu-west-1  | 2,790      | 3,000    | 120          | 15"))]))

# 9
ITEMS.append(dict(
    q="Why did we get charged extra for bandwidth in February?",
    tools=[dict(fn="get_bandwidth_usage", compact=True, data={
        "site": "shop.tallowbrook.com", "period": "2026-02", "egress_gb": 1640.5, "included_gb": 1000,
        "overage": {"gb": 640.5, "rate": {"amount": 0.08, "currency": "USD"}, "charge": {"amount": 51.24, "currency": "USD"}},
        "top_regions": [{"region": "EU", "pct": 0.58}, {"region": "NA", "pct": 0.31}, {"region": "APAC", "pct": 0.11}],
        "cdn_enabled": False})]))

# 10
ITEMS.append(dict(
    q="When does the mobile-app-prod key expire, and is there anything I need to do?",
    tools=[dict(fn="get_api_key", data={
        "id": "key_Qz81", "name": "mobile-app-prod", "owner": "dana.okafor@lindqvist-games.example",
        "created_at": "2025-04-14T11:20:00+00:00", "expires_at": "2026-04-14T11:20:00+00:00",
        "rotation_required": True, "scopes": ["events:write", "users:read"],
        "ip_allowlist": ["203.0.113.0/24"], "requests_30d": 1284400, "status": "active"})]))

# 11
ITEMS.append(dict(
    q="How much have we spent over the last four months, and is anything unpaid?",
    tools=[dict(fn="list_invoices", table=(
        "invoice    | period  | amount_usd | status | paid_on\n"
        "INV-50871  | 2025-11 | 1,204.60   | paid   | 2025-12-09\n"
        "INV-51930  | 2025-12 | 1,318.25   | paid   | 2026-01-12\n"
        "INV-53014  | 2026-01 | 1,297.40   | paid   | 2026-02-10\n"
        "INV-54102  | 2026-02 | 1,466.90   | open   | -"))]))

# 12
ITEMS.append(dict(
    q="Who's holding a licence but not actually using it? I'd like to cut costs.",
    tools=[dict(fn="list_licence_holders", data={
        "org": "Ostara Legal", "plan": "Pro", "seats": {"total": 12, "assigned": 11},
        "filter": {"inactive_for_days_gte": 60}, "as_of": "2026-03-18",
        "results": [
            {"name": "Kwame Aidoo", "role": "member", "last_active": "2025-12-02", "invited_at": "2024-05-13",
             "licence_cost": {"amount": 29.0, "currency": "GBP", "per": "month"}},
            {"name": "Owen Pryce", "role": "admin", "last_active": "2026-01-05", "invited_at": "2025-02-01",
             "licence_cost": {"amount": 29.0, "currency": "GBP", "per": "month"}},
            {"name": "Freya Lund", "role": "member", "last_active": None, "invited_at": "2025-10-20",
             "licence_cost": {"amount": 29.0, "currency": "GBP", "per": "month"}}]})]))

# 13
ITEMS.append(dict(
    q="How reliable has object storage in ap-southeast-2 been lately?",
    tools=[dict(fn="get_status_history", table=(
        "service: Object Storage | region: ap-southeast-2 | window: last 90 days | uptime: 99.985%\n"
        "date        | start_utc | end_utc | impact\n"
        "2026-01-14  | 03:10     | 03:32   | degraded\n"
        "2026-02-21  | 22:45     | 23:05   | partial_outage\n"
        "2026-03-06  | 11:00     | 11:12   | degraded"))]))

# 14
ITEMS.append(dict(
    q="Are we going to blow our Q1 budget for payments-api?",
    tools=[dict(fn="get_budget", compact=True, data={
        "budget": "Q1 cloud spend", "scope": "project:payments-api",
        "amount": {"amount": 6000, "currency": "EUR"},
        "period": {"start": "2026-01-01", "end": "2026-03-31"},
        "spent": {"amount": 4870.5, "currency": "EUR"}, "forecast": {"amount": 6420.0, "currency": "EUR"},
        "alerts": [{"threshold_pct": 50, "triggered_at": "2026-02-03T07:00:00Z"},
                   {"threshold_pct": 75, "triggered_at": "2026-03-02T07:00:00Z"},
                   {"threshold_pct": 90, "triggered_at": None}],
        "notify": ["finops@vellacourt.example"]})]))

# 15
ITEMS.append(dict(
    q="Are any of our open support tickets past their response target?",
    tools=[dict(fn="list_open_tickets", data={
        "account": "quillon-media", "as_of": "2026-03-18T12:00:00Z",
        "tickets": [
            {"id": "T-3301", "subject": "Cannot attach volume to vm-eu-17", "priority": "urgent", "status": "in_progress",
             "opened_at": "2026-03-18T10:20:00Z", "first_response_at": "2026-03-18T10:41:00Z"},
            {"id": "T-3297", "subject": "Invoice VAT number incorrect", "priority": "normal", "status": "open",
             "opened_at": "2026-03-17T09:00:00Z", "first_response_at": None},
            {"id": "T-3288", "subject": "Question about reserved instances", "priority": "low", "status": "awaiting_customer",
             "opened_at": "2026-03-13T16:30:00Z", "first_response_at": "2026-03-14T09:15:00Z"}]}),
           dict(fn="get_support_plan", compact=True, data={
        "plan": "Standard", "first_response_targets_hours": {"urgent": 1, "high": 4, "normal": 24, "low": 48},
        "coverage": "24x7"})]))

# 16
ITEMS.append(dict(
    q="When does our upgrade to Scale kick in, and what will we be paying?",
    tools=[dict(fn="get_subscription", data={
        "subscription_id": "sub_9K2m", "customer": "Harrowgate Foods",
        "plan": {"name": "Growth", "interval": "monthly", "price": {"amount": 249.0, "currency": "USD"}},
        "current_period_end": "2026-03-28T00:00:00Z", "cancel_at_period_end": False,
        "scheduled_change": {"to_plan": "Scale", "price": {"amount": 599.0, "currency": "USD"},
                             "effective": "2026-03-28T00:00:00Z", "proration": "none"},
        "add_ons": [{"name": "Extra backups", "price": {"amount": 20.0, "currency": "USD"}}]})]))

# 17
ITEMS.append(dict(
    q="How much credit do we have left, and how long will it last us?",
    tools=[dict(fn="get_credit_balance", data={
        "account": "meridale-labs",
        "credits": [
            {"id": "cr_01", "source": "startup_program", "granted": {"amount": 5000, "currency": "USD"},
             "remaining": {"amount": 1840.75, "currency": "USD"}, "expires_on": "2026-06-30"},
            {"id": "cr_02", "source": "sla_credit", "granted": {"amount": 120, "currency": "USD"},
             "remaining": {"amount": 120, "currency": "USD"}, "expires_on": "2026-12-31"}]}),
           dict(fn="get_invoice_summary", compact=True, data={
        "account": "meridale-labs", "month": "2026-02", "charges": {"amount": 1312.4, "currency": "USD"},
        "credits_applied": {"amount": 1312.4, "currency": "USD"}, "amount_due": {"amount": 0, "currency": "USD"}})]))

# 18
ITEMS.append(dict(
    q="How's the database restore going? When will it be done?",
    tools=[dict(fn="get_restore_job", data={
        "job_id": "rst_55ac", "source_backup": "bk_2026-03-16_0300",
        "target": {"instance": "crm-db-restore", "engine": "mysql-8.0", "region": "us-central"},
        "requested_by": "l.ferreira@pinemarsh.example", "status": "running", "progress_pct": 64,
        "started_at": "2026-03-18T08:05:00Z", "estimated_completion": "2026-03-18T09:20:00Z",
        "overwrite_source": False})]))

# 19
ITEMS.append(dict(
    q="Has our GPU quota increase been approved yet?",
    tools=[dict(fn="get_quota_request", compact=True, data={
        "request_id": "QR-20877", "resource": "gpu.a100", "region": "us-west-2",
        "current_limit": 4, "requested_limit": 16, "status": "awaiting_approval",
        "submitted_at": "2026-03-16T14:30:00Z", "reviewer_team": "capacity-planning",
        "justification": "Model training for Q2 launch", "sla_business_days": 3})]))

# 20
ITEMS.append(dict(
    q="Is our SSL certificate for app.keswick-rowe.example going to renew okay?",
    tools=[dict(fn="get_certificate", data={
        "domain": "app.keswick-rowe.example", "issuer": "Corvane Managed TLS",
        "not_before": "2025-12-20T00:00:00Z", "not_after": "2026-03-20T23:59:59Z", "auto_renew": True,
        "renewal": {"status": "pending_validation", "method": "dns", "last_attempt": "2026-03-17T04:00:00Z",
                    "error": "CNAME record _acme-challenge not found"}})]))

# 21
ITEMS.append(dict(
    q="What are we running in tidewell-api right now, and what's it costing us per hour?",
    tools=[dict(fn="list_instances", compact=True, data={
        "project": "tidewell-api", "region": "eu-north-1",
        "instances": [
            {"name": "api-1", "type": "c6.large", "vcpu": 2, "ram_gb": 4, "state": "running", "hourly": {"amount": 0.085, "currency": "EUR"}, "launched": "2026-01-09T10:00:00Z"},
            {"name": "api-2", "type": "c6.large", "vcpu": 2, "ram_gb": 4, "state": "running", "hourly": {"amount": 0.085, "currency": "EUR"}, "launched": "2026-01-09T10:02:00Z"},
            {"name": "worker-1", "type": "m6.xlarge", "vcpu": 4, "ram_gb": 16, "state": "stopped", "hourly": {"amount": 0.192, "currency": "EUR"}, "launched": "2025-11-30T15:45:00Z"},
            {"name": "batch-gpu", "type": "g5.2xlarge", "vcpu": 8, "ram_gb": 32, "state": "running", "hourly": {"amount": 1.21, "currency": "EUR"}, "launched": "2026-03-17T19:30:00Z"}]})]))

# 22
ITEMS.append(dict(
    q="Why did our payment fail?",
    tools=[dict(fn="get_payment_status", data={
        "account": "lumen-fieldwork", "invoice": "INV-77120", "amount": {"amount": 389.0, "currency": "AUD"},
        "attempts": [{"at": "2026-03-15T01:00:00Z", "result": "declined", "reason": "card_expired"},
                     {"at": "2026-03-17T01:00:00Z", "result": "declined", "reason": "card_expired"}],
        "next_retry_at": "2026-03-20T01:00:00Z",
        "payment_method": {"brand": "visa", "last4": "4417", "exp": "02/2026"},
        "service_suspension_at": "2026-03-29T00:00:00Z"})]))

# 23
ITEMS.append(dict(
    q="We're on Developer support. What would moving to Business get us, and what would it cost? Our cloud bill is about $3,400 a month.",
    tools=[dict(fn="get_support_plans", table=(
        "plan      | price_month_usd                  | first_response_p1 | first_response_p2 | first_response_p3 | channels\n"
        "Basic     | 0                                | 24h (business)    | 48h (business)    | 72h (business)    | email\n"
        "Developer | 29                               | 8h (business)     | 24h (business)    | 48h (business)    | email, chat\n"
        "Business  | greater of 100 or 10% of spend   | 1h (24x7)         | 4h (24x7)         | 12h (business)    | email, chat, phone"))]))

# 24
ITEMS.append(dict(
    q="Who changed things in nettlefield-prod since yesterday evening?",
    tools=[dict(fn="get_audit_log", data={
        "resource": "project/nettlefield-prod", "since": "2026-03-17T18:00:00Z",
        "events": [
            {"time": "2026-03-17T21:14:03Z", "actor": "m.osei@nettlefield.example", "action": "firewall.rule.delete", "target": "allow-ssh-office", "ip": "198.51.100.24"},
            {"time": "2026-03-17T21:16:40Z", "actor": "m.osei@nettlefield.example", "action": "firewall.rule.create", "target": "allow-ssh-vpn", "ip": "198.51.100.24"},
            {"time": "2026-03-18T06:02:11Z", "actor": "svc-terraform", "action": "instance.resize", "target": "db-primary", "details": {"from": "m6.large", "to": "m6.xlarge"}},
            {"time": "2026-03-18T07:45:59Z", "actor": "j.keane@nettlefield.example", "action": "iam.role.grant", "target": "billing-viewer", "details": {"member": "a.brandt@nettlefield.example"}}],
        "next_page": None})]))

# 25
ITEMS.append(dict(
    q="Why did our bill jump so much from January to February?",
    tools=[dict(fn="get_invoice", compact=True, data={
        "invoice_id": "INV-7001-01", "customer": "Sorrel & Finch", "period": "2026-01", "currency": "EUR",
        "lines": [{"item": "Kubernetes nodes", "amount": 1820.0}, {"item": "Managed Redis", "amount": 240.0},
                  {"item": "Object storage", "amount": 96.5}, {"item": "Egress", "amount": 133.2}],
        "credits": 0.0, "total": 2289.7}),
           dict(fn="get_invoice", compact=True, data={
        "invoice_id": "INV-7001-02", "customer": "Sorrel & Finch", "period": "2026-02", "currency": "EUR",
        "lines": [{"item": "Kubernetes nodes", "amount": 2415.0}, {"item": "Managed Redis", "amount": 240.0},
                  {"item": "Object storage", "amount": 101.8}, {"item": "Egress", "amount": 402.6},
                  {"item": "Load balancer", "amount": 36.0}],
        "credits": -50.0, "total": 3145.4})]))

# 26
ITEMS.append(dict(
    q="What did our compute usage look like over the past week on harbourline-etl?",
    tools=[dict(fn="get_daily_usage", compact=True, data={
        "project": "harbourline-etl", "metric": "compute_hours", "unit": "vCPU-hours",
        "days": [{"date": "2026-03-11", "value": 182}, {"date": "2026-03-12", "value": 176},
                 {"date": "2026-03-13", "value": 240}, {"date": "2026-03-14", "value": 64},
                 {"date": "2026-03-15", "value": 58}, {"date": "2026-03-16", "value": 190},
                 {"date": "2026-03-17", "value": 205}],
        "rate_per_unit": {"amount": 0.04, "currency": "USD"}})]))

# 27
ITEMS.append(dict(
    q="How far back can we restore vol-media-01 from snapshots?",
    tools=[dict(fn="get_snapshot_policy", data={
        "volume": "vol-media-01", "size_gb": 500,
        "snapshot_schedule": {"frequency": "every 6 hours", "times_utc": ["00:00", "06:00", "12:00", "18:00"]},
        "retention": {"keep_last": 28, "keep_weekly": 8, "keep_monthly": 12},
        "snapshot_storage_gb": 1240, "price_per_gb_month": {"amount": 0.05, "currency": "USD"},
        "immutable": False})]))

# 28
ITEMS.append(dict(
    q="Were we affected by the load balancer incident earlier this month, and do we get a credit?",
    tools=[dict(fn="get_incident", data={
        "id": "INC-9152", "title": "Load balancer health-check failures in sa-east-1", "status": "resolved",
        "started_at": "2026-03-04T18:20:00-03:00", "resolved_at": "2026-03-04T19:05:00-03:00",
        "root_cause": "Expired internal certificate on health-check service",
        "affected": ["load-balancer"], "customer_accounts_affected": 37}),
           dict(fn="get_account_sla", compact=True, data={
        "account": "pampas-logistics", "service": "load-balancer", "monthly_uptime_target_pct": 99.9,
        "month_to_date_uptime_pct": 99.89,
        "credit_policy": "10% of monthly load-balancer charge if uptime < 99.9% at month end",
        "lb_monthly_charge": {"amount": 310.0, "currency": "USD"}})]))

# 29
ITEMS.append(dict(
    q="Who has admin rights in our workspace, and do they all have MFA turned on?",
    tools=[dict(fn="list_users", data={
        "workspace": "Greyfriars Analytics",
        "users": [
            {"email": "n.ash@greyfriars.example", "role": "owner", "mfa": True, "status": "active"},
            {"email": "p.lowe@greyfriars.example", "role": "admin", "mfa": False, "status": "active"},
            {"email": "s.idowu@greyfriars.example", "role": "admin", "mfa": True, "status": "active"},
            {"email": "c.mercer@greyfriars.example", "role": "developer", "mfa": False, "status": "suspended"},
            {"email": "e.voss@greyfriars.example", "role": "viewer", "mfa": True, "status": "active"}],
        "mfa_enforced": False})]))

# 30
ITEMS.append(dict(
    q="Is our data export ready to download yet?",
    tools=[dict(fn="get_export_job", data={
        "export_id": "exp_31d9", "type": "full_account_export", "requested_by": "r.tan@ambermoor.example",
        "status": "completed", "format": "json.gz", "size_bytes": 7834000000,
        "completed_at": "2026-03-17T16:48:00+01:00",
        "download": {"url_expires_at": "2026-03-24T16:48:00+01:00", "downloads_remaining": 3}})]))

# 31
ITEMS.append(dict(
    q="We have 18 users on Team. What would Enterprise cost us, and what would we gain?",
    tools=[dict(fn="get_plan_comparison", table=(
        "tier       | price_user_month_gbp | storage_per_user_gb | api_calls_month | sso | audit_log_days\n"
        "Starter    | 6                    | 30                  | 10,000          | no  | 0\n"
        "Team       | 14                   | 200                 | 100,000         | no  | 30\n"
        "Enterprise | 32                   | 1,000               | unlimited       | yes | 365"))]))

# 32
ITEMS.append(dict(
    q="Can you give me an overview of our storage buckets and what each one costs per month?",
    tools=[dict(fn="list_buckets", compact=True, data={
        "project": "fernlea-media",
        "buckets": [
            {"name": "fl-raw-uploads", "region": "eu-west-3", "class": "standard", "size_gb": 2310.4, "objects": 1840221, "public": False, "versioning": True, "lifecycle": {"transition_to_archive_after_days": 90}},
            {"name": "fl-thumbnails", "region": "eu-west-3", "class": "standard", "size_gb": 148.2, "objects": 9120554, "public": True, "versioning": False, "lifecycle": None},
            {"name": "fl-backups-2025", "region": "eu-west-1", "class": "archive", "size_gb": 5120.0, "objects": 412, "public": False, "versioning": False, "lifecycle": {"delete_after_days": 730}}],
        "price_per_gb_month": {"currency": "USD", "standard": 0.023, "archive": 0.004}})]))

# 33
ITEMS.append(dict(
    q="Any news on our ticket about the 502 errors?",
    tools=[dict(fn="get_support_ticket", data={
        "ticket": "CS-40215", "subject": "Intermittent 502s from API gateway", "priority": "high",
        "status": "escalated",
        "escalation": {"level": 2, "team": "Network Engineering", "escalated_at": "2026-03-18T03:30:00Z",
                       "reason": "reproduced_in_staging"},
        "opened_at": "2026-03-17T19:05:00Z",
        "response_target": {"first_response_minutes": 60, "update_interval_hours": 6},
        "first_response_at": "2026-03-17T19:38:00Z", "last_update_at": "2026-03-18T09:10:00Z",
        "next_update_due": "2026-03-18T15:10:00Z", "customer_contact": "Hana Sato"})]))

# 34
ITEMS.append(dict(
    q="Are we going to use up our annual spend commitment?",
    tools=[dict(fn="get_commitment", data={
        "commitment_id": "cmt_2025_ann", "type": "annual_spend",
        "term": {"start": "2025-07-01", "end": "2026-06-30"},
        "committed": {"amount": 120000, "currency": "USD"}, "consumed": {"amount": 83450.0, "currency": "USD"},
        "as_of": "2026-03-01", "discount_pct": 18,
        "shortfall_billing": "remaining commitment billed at term end"})]))

# 35
ITEMS.append(dict(
    q="Are we getting close to our API rate limits?",
    tools=[dict(fn="get_rate_limits", compact=True, data={
        "api_key": "key_Hw3k", "plan": "pro",
        "limits": {"requests_per_minute": 600, "requests_per_day": 500000, "burst": 100},
        "usage": {"current_minute": 412, "today": 318760, "reset_daily_at": "00:00Z"},
        "throttled_last_24h": 27})]))

# 36
ITEMS.append(dict(
    q="Will the maintenance this weekend affect our databases?",
    tools=[dict(fn="get_maintenance_window", data={
        "id": "MW-2026-031", "services": ["managed-mysql"], "region": "ca-central-1",
        "scheduled_start": "2026-03-22T06:00:00Z", "scheduled_end": "2026-03-22T08:00:00Z",
        "expected_downtime_minutes": 5,
        "impact": "brief failover for single-zone instances; multi-zone instances unaffected",
        "your_instances": [{"name": "ledger-db", "ha": "single_zone"}, {"name": "reports-db", "ha": "multi_zone"}],
        "can_reschedule": True, "reschedule_deadline": "2026-03-20T23:59:00Z"})]))

# 37
ITEMS.append(dict(
    q="What's the situation with our overdue invoice?",
    tools=[dict(fn="get_invoice", data={
        "invoice": "INV-88340", "customer": "Calloway Print Co",
        "amount_due": {"amount": 1275.0, "currency": "CAD"}, "due_date": "2026-02-28",
        "status": "overdue", "days_overdue": 18,
        "dunning": {"stage": "second_reminder", "next_action": "account_restriction",
                    "next_action_at": "2026-03-25T00:00:00Z"},
        "late_fee": {"rate_pct_per_month": 1.5, "accrued": {"amount": 11.48, "currency": "CAD"}}})]))

# 38
ITEMS.append(dict(
    q="How much overage have we racked up so far this month?",
    tools=[dict(fn="get_usage_summary", data={
        "account": "blackthorn-games", "month": "2026-03", "as_of": "2026-03-18",
        "compute_hours": 1450, "storage_gb": 820, "egress_gb": 3100}),
           dict(fn="get_price_sheet", compact=True, data={
        "plan": "Indie", "currency": "GBP",
        "included": {"compute_hours": 1000, "storage_gb": 500, "egress_gb": 2000},
        "overage": {"compute_hours": 0.05, "storage_gb": 0.1, "egress_gb": 0.07},
        "base_fee": 79.0})]))

# 39
ITEMS.append(dict(
    q="Do we have any API keys that need rotating soon?",
    tools=[dict(fn="get_key_rotation_status", compact=True, data={
        "org": "Saltmarsh Health",
        "policy": {"max_key_age_days": 90, "warn_before_days": 14, "enforce": "block_on_expiry"},
        "keys_due": [{"name": "etl-ingest", "age_days": 83, "expires_in_days": 7},
                     {"name": "partner-feed", "age_days": 79, "expires_in_days": 11}]})]))
