"""Tickwell's workspace database, read-only: customer workspaces of the hosted job
scheduler, their scheduled jobs (calendar schedule, time zone, time limit, last run),
the recent runs of each job (exit code, error), monthly compute usage, invoices, support
tickets and the plans.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# PLANS: plan: (USD/month, scheduled jobs allowed, shortest interval in minutes, longest run in
#        minutes, CPU minutes included per month, USD per extra 100 CPU minutes,
#        runs at the same time, days the run logs are kept, support)
CUSTOMERS, SUPPORT_AGENTS, PLANS, ERRORS, TICKET_SUBJECTS, SCHEMA_LINES = toolkit.fixed(__file__)

ACCOUNT_MANAGERS = ["Priya Raman", "Tomasz Nowak", "Eleanor Voss", "Kwame Mensah", "Ines Duarte"]

PlanName = Literal["Starter", "Team", "Business", "Enterprise"]

# job kind: (command, schedule choices, typical seconds)
JOB_KINDS = {
    "nightly-backup": (
        "/opt/jobs/backup.sh --target s3",
        ["*-*-* 02:00:00", "*-*-* 01:30:00", "*-*-* 03:15:00"],
        900,
    ),
    "invoice-run": (
        "python3 /srv/app/manage.py send_invoices",
        ["*-*-01 06:00:00", "Mon *-*-* 07:00:00"],
        240,
    ),
    "report-export": (
        "python3 /srv/reports/export.py --format csv",
        ["Mon..Fri *-*-* 06:30:00", "*-*-* 05:45:00"],
        420,
    ),
    "log-cleanup": (
        "find /var/log/app -name '*.gz' -mtime +14 -delete",
        ["weekly", "Sun *-*-* 04:00:00"],
        60,
    ),
    "cache-warm": ("/opt/jobs/warm_cache.sh", ["*:0/15", "hourly", "*:0/30"], 45),
    "stock-sync": ("node /srv/sync/stock.js", ["*:0/10", "*-*-* *:05:00"], 120),
    "db-vacuum": (
        "/opt/jobs/vacuum.sh --analyze",
        ["Sun *-*-* 03:00:00", "Sat *-*-* 23:30:00"],
        1500,
    ),
    "newsletter-send": (
        "python3 /srv/mail/newsletter.py",
        ["Thu *-*-* 09:00:00", "Tue *-*-* 10:30:00"],
        600,
    ),
}


MONTHS = toolkit.month_span("2025-11", 7)

AS_OF = dt.date(2026, 5, 12)  # the day the data describes ("today" for the data)
INVOICE_TERMS = ("TW-{issued.year}-{seq:04d}", 21, AS_OF, 20, (18, 1, 3, 1, 1, 3), (1, 20))


def _slug(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w.isalpha()]
    return "-".join(words[:1]).lower()


TICKETS = (TICKET_SUBJECTS, toolkit.PRIORITIES, toolkit.TICKET_STATUSES, SUPPORT_AGENTS)


@apikit.schema(SCHEMA_LINES, "customer_id amount_usd tickets last_update_at agent", plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    ticket_id = 4100
    invoice_seq = 0
    run_id = 900000
    for cid, (cname, country, tz) in enumerate(CUSTOMERS, start=1):
        slug = _slug(cname)
        since, plan, status = toolkit.account(rng, AS_OF, (120, 1500), PLANS, [4, 5, 3, 1], 0.93)
        cols = (cid, cname, country, tz, plan, f"{slug}-{rng.randint(100, 999)}")
        cols += (f"finance@{slug}.example", rng.choice(ACCOUNT_MANAGERS), since.isoformat())
        toolkit.insert(db, "customers", (*cols, status))
        # scheduled jobs and their recent runs (the last 7 days)
        limit_max = PLANS[plan][3]
        for kind in rng.sample(list(JOB_KINDS), rng.randint(2, 4)):
            command, schedules, typical = JOB_KINDS[kind]
            jname = f"{slug}-{kind}"
            schedule = rng.choice(schedules)
            job_tz = tz if rng.random() < 0.75 else "UTC"
            limit = min(limit_max, rng.choice([10, 15, 30, 60, 120]))
            enabled = 1 if rng.random() < 0.9 and status == "active" else 0
            created = since + dt.timedelta(days=rng.randint(0, max(1, (AS_OF - since).days - 10)))
            nxt = (
                dt.datetime.combine(
                    AS_OF + dt.timedelta(days=rng.randint(0, 3)),
                    dt.time(rng.randint(0, 23), rng.choice([0, 15, 30, 45])),
                )
                if enabled
                else None
            )
            cols = (jname, cid, command, schedule, job_tz, limit, enabled, created.isoformat())
            toolkit.insert(db, "jobs", (*cols, nxt.isoformat(timespec="minutes") if nxt else None))
            if not enabled:
                continue
            flaky = rng.random() < 0.35
            for day in range(6, -1, -1):
                started = dt.datetime.combine(
                    AS_OF - dt.timedelta(days=day),
                    dt.time(rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
                )
                run_id += 1
                failed = rng.random() < (0.3 if flaky else 0.04)
                duration = int(typical * rng.uniform(0.5, 1.6))
                if failed:
                    code, err = rng.choice(ERRORS)
                    if code == 124:
                        duration = limit * 60
                    else:
                        duration = rng.randint(1, max(2, duration // 3))
                    rstatus = "timed out" if code == 124 else "failed"
                else:
                    code, err, rstatus = 0, None, "succeeded"
                cols = (run_id, jname, started.isoformat(), duration, rstatus, code, err)
                toolkit.insert(db, "runs", (*cols, int(duration * rng.uniform(0.2, 0.9))))
        # monthly usage and invoices
        price, _jobs, _iv, _rt, included, extra_price, *_rest = PLANS[plan]
        level = rng.uniform(0.3, 1.2)
        # May is invoiced on 1 June
        bill = apikit.biller(db, rng, INVOICE_TERMS, (price, 100, extra_price), "2026-05")
        for month in apikit.months_from(MONTHS, since):
            cpu = int(included * level * rng.uniform(0.7, 1.3))
            if month == "2026-05":
                cpu = int(cpu * 12 / 31)
            runs = int(cpu * rng.uniform(0.8, 2.5))
            failed_runs = int(runs * rng.uniform(0.005, 0.06))
            extra = max(0, cpu - included)
            invoice_seq = bill((invoice_seq, cid, month), (runs, failed_runs, cpu, included, extra))
        # support tickets
        ticket_id = toolkit.tickets(
            db, rng, (ticket_id, cid), AS_OF, TICKETS, (60, 150, dt.time(17, 45)), [2, 1, 5]
        )


DB, _query, build_database, customer_names, _customer, _by_customer = apikit.served(
    __name__, "schedsys.db", _fill, seed=20260512, version="1"
)


# ---- listers: the names people use ------------------------------------------------------


@toolkit.column(_query, "jobs.name")
def job_names() -> list[str]:
    """Every scheduled job's name, e.g. kestrel-stock-sync."""


_job, _by_job_name = apikit.keyed(
    _query, job_names, "jobs.name", toolkit.slug, "there is no scheduled job {name!r}"
)
_JOB_RUN_HISTORY = (
    "run_id job=job_name started_at duration_seconds=duration_s status exit_code error cpu_seconds"
)


# ---- tools ------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
@apikit.described(7)
def workspace_overview(customer_id: int) -> dict:
    """A customer's Tickwell workspace: company, country, home time zone, plan, workspace
    id, billing email, account manager, customer since, whether the workspace is active or
    suspended, and the names of its scheduled jobs.

    Examples:
        Which plan is Okafor Agritech on?
        Who is our account manager? We're Silverleaf Hotels.
        What's the workspace id of customer 12?
        Is the Zephyr Drone Surveys workspace suspended?
        Which jobs do we have set up? This is Bluebell Nurseries.
    """
    c = _customer(customer_id)
    jobs = _query("SELECT name FROM jobs WHERE customer_id = ? ORDER BY name", (customer_id,))
    return {
        **toolkit.named(
            c,
            "customer_number=id company=name country home_time_zone=timezone plan workspace_id=workspace billing_email account_manager customer_since workspace_status=status",
        ),
        "scheduled_jobs": [j["name"] for j in jobs],
    }


@tool(values={"job_name": job_names})
def scheduled_job(job_name: str) -> dict:
    """One scheduled job: the customer it belongs to, the command it runs, its calendar
    schedule and time zone, its time limit in minutes, whether it is enabled, when it was
    created, when it runs next, and how its last run went (start, status, exit code, error).

    Args:
        job_name: the job's name, e.g. "kestrel-stock-sync".

    Examples:
        When does kestrel-stock-sync run next?
        What schedule is ardent-invoice-run on?
        What's the time limit on cascade-db-vacuum?
        Is tallis-newsletter-send switched on?
        Which timezone does halvorsen-report-export use?
    """
    j = _job(job_name)
    last = _query(
        "SELECT * FROM runs WHERE job_name = ? ORDER BY started_at DESC LIMIT 1", (j["name"],)
    )
    last_run = "last_run_started_at=started_at last_run_status=status last_run_exit_code=exit_code last_run_error=error"
    return {
        **toolkit.named(
            j,
            "job=name customer_number=customer_id company command schedule time_zone=timezone time_limit_minutes",
        ),
        "enabled": bool(j["enabled"]),
        "created_on": j["created_on"],
        "next_run_at": j["next_run_at"],
        **(toolkit.named(last[0], last_run) if last else {}),
    }


@_by_job_name("runs", "started_at DESC", _JOB_RUN_HISTORY)
def job_run_history(
    job_name: str,
    status: Literal["succeeded", "failed", "timed out"] | None = None,
) -> list[dict]:
    """The runs of one scheduled job over the last seven days, newest first: run id, when it
    started, how long it took in seconds, whether it succeeded, failed or timed out, its exit
    code, the error it ended with, and the CPU seconds it used.

    Args:
        job_name: the job's name, e.g. "kestrel-stock-sync".
        status: only runs that succeeded, failed or timed out.

    Examples:
        Why did marigold-nightly-backup fail this week?
        Show me the failed runs of thornbury-cache-warm.
        How long did the last runs of pinecrest-db-vacuum take?
        What exit code did riverbend-report-export end with?
    """


_MONTHLY_USAGE = "month job_runs=runs failed_runs cpu_minutes_used=cpu_minutes cpu_minutes_included=included extra_cpu_minutes"


@_by_customer.monthly("usage", _MONTHLY_USAGE, "no usage for customer {}")
@apikit.described(7, apikit.MONTH)
def monthly_usage(customer_id: int, month: str | None = None) -> list[dict]:
    """A customer's usage per month (November 2025 to May 2026 so far): job runs, failed
    runs, CPU minutes used, CPU minutes included in the plan and the extra CPU minutes
    billed beyond it.

    Examples:
        How many CPU minutes did Greywater Brewing Co use in February?
        Did customer 4 go over the included minutes last month?
        How many of our job runs failed in January? We are Ottoline Publishing.
    """


@apikit.invoices(_by_customer, "amount_usd", 7)
def customer_invoices(customer_id: int) -> list[dict]:
    """A customer's monthly invoices: invoice number, month billed, issue date, due date,
    amount in US dollars (plan price plus extra CPU minutes), whether it is paid, open or
    overdue, and the date it was paid.

    Examples:
        How much was Kestrel Cycle Hire charged for March?
        Do we have anything unpaid? Customer 19.
        When is the April invoice of Moss & Finch Bookbinders due?
        Which of Mirador Property Group's invoices are overdue?
    """


@apikit.tickets(_by_customer, "agent", 7)
def support_tickets(
    customer_id: int, status: Literal["open", "waiting on customer", "closed"] | None = None
) -> list[dict]:
    """A customer's support tickets: ticket number, subject, priority, status (open, waiting
    on customer, closed), when it was opened and last updated, and the support agent on it.

    Examples:
        Any news on our support ticket? We're Cedarpoint Insurance.
        Who is handling the open ticket of customer 3?
        Is Sable Fashion House waiting on us for any ticket?
    """


@tool
@apikit.chosen
def plan_details(plan: PlanName) -> dict:
    """What a Tickwell plan includes: monthly price, how many scheduled jobs, the shortest
    interval between runs, the longest a run may take, CPU minutes included per month, the
    price of 100 extra CPU minutes, how many runs at the same time, how long run logs are
    kept, and the support level.

    Examples:
        How much is the Business plan?
        Can I run a job every minute on Team?
        How long are logs kept on Starter?
        What do extra CPU minutes cost on Enterprise?
        How many jobs can run at once on the Business plan?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return toolkit.named(
        r,
        "plan=name monthly_price_usd=monthly_usd scheduled_jobs_allowed=jobs_max shortest_interval_minutes=min_interval_minutes longest_run_minutes=max_runtime_minutes cpu_minutes_included_per_month=cpu_minutes_included extra_100_cpu_minutes_usd runs_at_the_same_time=concurrent_runs run_logs_kept_days=log_retention_days support",
    )
