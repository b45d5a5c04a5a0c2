"""Larchmont Weather Data's customer database, read-only: the customer accounts of the
weather-data API, their API keys (scopes, expiry, last use), their monthly API calls
(throttled and failed calls included), their bulk-export jobs (status, file size, error),
invoices and support tickets, and the API plans.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import string
from pathlib import Path
from typing import Literal

from tools.registry import load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# PLANS: plan: (USD/month, API calls included per month, calls per minute allowed,
#        USD per extra 10,000 calls or None (calls refused over the quota),
#        years of history, bulk exports, weather alert webhooks, API keys allowed, support)
(ACCOUNTS, SUPPORT_ENGINEERS, PLANS, KEY_LABELS, DATASETS,
 REGIONS, EXPORT_ERRORS, TICKET_SUBJECTS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip

ACCOUNT_MANAGERS = ["Imogen Carver", "Diego Santamaria", "Priya Raman", "Lukas Brenner"]

PlanName = Literal["Drizzle", "Breeze", "Gale", "Tempest"]

SCOPES = ["observations:read", "forecasts:read", "history:read", "exports:read", "alerts:write"]
FORMATS = ["jsonl.zst", "csv.zst", "parquet"]


MONTHS = toolkit.month_span("2025-12", 6)

AS_OF = dt.date(2026, 6, 12)  # the day the data describes ("today" for the data)


def _code(rng: random.Random, n: int) -> str:
    alphabet = string.ascii_uppercase + string.digits
    return "".join(rng.choice(alphabet) for _ in range(n))


@apikit.schema(SCHEMA_LINES, "account_id amount_usd tickets last_update_at engineer", plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    plan_names = list(PLANS)
    accounts = []
    for i, (name, country) in enumerate(ACCOUNTS, start=1):
        plan = rng.choices(plan_names, weights=[4, 10, 7, 3])[0]
        slug = "".join(c for c in name.lower() if c.isalnum())[:14]
        since = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 2550))
        status = "suspended" if rng.random() < 0.08 else "active"
        cols = (i, name, country, plan, f"accounts@{slug}.example", rng.choice(ACCOUNT_MANAGERS))
        toolkit.insert(db, "accounts", (*cols, since.isoformat(), status))
        accounts.append((i, plan, status))

    used_keys: set[str] = set()
    for acc_id, plan, _status in accounts:
        for _ in range(rng.randint(1, min(4, PLANS[plan][7]))):
            key_id = "key_" + _code(rng, 8)
            while key_id in used_keys:
                key_id = "key_" + _code(rng, 8)
            used_keys.add(key_id)
            created = AS_OF - dt.timedelta(days=rng.randint(20, 700))
            expires = created + dt.timedelta(days=rng.choice([90, 180, 365, 730]))
            scopes = ["observations:read"] + [
                s
                for s in SCOPES[1:]
                if rng.random() < 0.45 and not (s == "exports:read" and plan == "Drizzle")
            ]
            status = "revoked" if rng.random() < 0.12 else "active"
            end = min(AS_OF, expires)
            last_used = (
                None
                if rng.random() < 0.06
                else dt.datetime.combine(
                    end - dt.timedelta(days=rng.randint(0, 25)),
                    dt.time(rng.randint(0, 23), rng.randint(0, 59)),
                )
            )
            if last_used is not None and last_used.date() < created:
                last_used = dt.datetime.combine(created, dt.time(9, 30))
            cols = (key_id, acc_id, rng.choice(KEY_LABELS))
            cols += (rng.choices(["live", "test"], weights=[4, 1])[0], " ".join(scopes))
            cols += (created.isoformat(), expires.isoformat())
            cols += (last_used.isoformat(timespec="minutes") if last_used else None, status)
            toolkit.insert(db, "api_keys", cols)

    inv_no = 26000
    for acc_id, plan, status in accounts:
        price, included, _, overage_price = PLANS[plan][:4]
        base = included * rng.uniform(0.25, 1.15)
        for month in MONTHS:
            calls = int(base * rng.uniform(0.7, 1.25))
            if plan == "Drizzle":
                calls = min(calls, included)
            throttled = int(calls * rng.uniform(0.0, 0.03))
            client_errors = int(calls * rng.uniform(0.002, 0.02))
            server_errors = int(calls * rng.uniform(0.0, 0.002))
            successful = calls - throttled - client_errors - server_errors
            over = max(0, calls - included)
            db.execute(
                "INSERT INTO usage VALUES (?,?,?,?,?,?,?,?,?)",
                (acc_id, month, calls, successful, client_errors, throttled, server_errors,
                 included, over),
            )  # fmt: skip
            if plan == "Drizzle":
                continue
            y, m = (int(x) for x in month.split("-"))
            issued = dt.date(y + (m == 12), m % 12 + 1, 1)
            due = issued + dt.timedelta(days=14)
            amount = round(price + (over / 10_000) * (overage_price or 0), 2)
            if due >= AS_OF:
                inv_status, paid = "open", None
            elif status == "suspended" and month >= "2026-03":
                inv_status, paid = "overdue", None
            elif rng.random() < 0.05:
                inv_status, paid = "overdue", None
            else:
                inv_status, paid = "paid", toolkit.paid_on(rng, issued, (0, 13))
            inv_no += rng.randint(1, 9)
            db.execute(
                "INSERT INTO invoices VALUES (?,?,?,?,?,?,?,?)",
                (f"LWD-{inv_no}", acc_id, month, issued.isoformat(), due.isoformat(), amount,
                 inv_status, paid),
            )  # fmt: skip

    used_jobs: set[str] = set()
    for acc_id, plan, _status in accounts:
        if plan == "Drizzle":
            continue
        for _ in range(rng.randint(1, 4)):
            job = f"EXP-{rng.randint(100000, 999999)}"
            while job in used_jobs:
                job = f"EXP-{rng.randint(100000, 999999)}"
            used_jobs.add(job)
            requested = dt.datetime.combine(
                AS_OF - dt.timedelta(days=rng.randint(0, 45)),
                dt.time(rng.randint(0, 23), rng.randint(0, 59)),
            )
            years_back = rng.randint(1, PLANS[plan][4])
            date_to = dt.date(2026, rng.randint(1, 5), 1) - dt.timedelta(days=1)
            date_from = dt.date(date_to.year - years_back, date_to.month, 1)
            status = rng.choices(
                ["completed", "failed", "running", "queued"], weights=[70, 14, 8, 8]
            )[0]
            if requested.date() >= AS_OF and status == "completed":
                status = "running"
            rows = size = finished = until = error = None
            if status == "completed":
                rows = rng.randint(200_000, 900_000_000)
                size = int(rows * rng.uniform(18, 42))
                finished_dt = requested + dt.timedelta(minutes=rng.randint(6, 600))
                finished = finished_dt.isoformat(timespec="minutes")
                until = (finished_dt.date() + dt.timedelta(days=14)).isoformat()
            elif status == "failed":
                finished = (requested + dt.timedelta(minutes=rng.randint(1, 90))).isoformat(
                    timespec="minutes"
                )
                error = rng.choice(EXPORT_ERRORS)
            cols = (job, acc_id, rng.choice(DATASETS), rng.choice(REGIONS), date_from.isoformat())
            cols += (date_to.isoformat(), rng.choice(FORMATS))
            cols += (requested.isoformat(timespec="minutes"), status, rows, size, finished, until)
            toolkit.insert(db, "exports", (*cols, error))

    ticket = 7100
    for acc_id, _plan, _status in accounts:
        for _ in range(rng.choices([0, 1, 2, 3], weights=[3, 5, 3, 1])[0]):
            ticket += rng.randint(1, 6)
            opened = toolkit.opened(rng, AS_OF, 120)
            status = rng.choices(["open", "waiting on customer", "solved"], weights=[3, 2, 6])[0]
            last = opened + dt.timedelta(hours=rng.randint(1, 24 * 20))
            last = max(opened, min(last, dt.datetime.combine(AS_OF, dt.time(8, 15))))
            cols = (ticket, acc_id, rng.choice(TICKET_SUBJECTS))
            cols += (rng.choices(["low", "normal", "high", "urgent"], weights=[2, 5, 3, 1])[0],)
            cols += (status, opened.isoformat(timespec="minutes"))
            cols += (last.isoformat(timespec="minutes"), rng.choice(SUPPORT_ENGINEERS))
            toolkit.insert(db, "tickets", cols)


DB, _query, build_database = toolkit.database(
    __name__, "wxfeed.db", _fill, seed=20260612, version="2"
)


# ---- listers: the names people use ------------------------------------------------------


_ACCOUNT_OWNER = toolkit.owned_by("account", "number", "the customer's organisation name")
account_names, _account = toolkit.owners(__name__, _query, _ACCOUNT_OWNER)
_by_account = toolkit.Listings(_query, account_names, _account)


@toolkit.column(_query, "api_keys.key_id")
def key_ids() -> list[str]:
    """Every API key id, e.g. key_7Q2M4ZKD."""


@toolkit.column(_query, "exports.job_id")
def export_job_ids() -> list[str]:
    """Every bulk-export job id, e.g. EXP-418230."""


def _size(n: int | None) -> str | None:
    if n is None:
        return None
    for unit, div in (("GB", 10**9), ("MB", 10**6), ("kB", 10**3)):
        if n >= div:
            return f"{n / div:.1f} {unit}"
    return f"{n} bytes"


# ---- tools ------------------------------------------------------------------------------


@tool(values={"account_id": account_names})
def account_overview(account_id: int) -> dict:
    """A customer account of the weather API: organisation, country, API plan, billing
    email, account manager, customer since, whether the account is active or suspended,
    and its API keys (id, label, active/revoked/expired).

    Args:
        account_id: the account number, e.g. 7.

    Examples:
        Which plan is Oakbarrel Vineyards on?
        Who is the account manager for account 19?
        Is the account of Castellan Construction suspended?
        What billing email do you have for Glenmoor Golf Club?
        How many API keys does Vireo Smart Thermostats have?
    """
    acc = _account(account_id)
    keys = _query(
        "SELECT key_id, label, status, expires_on FROM api_keys WHERE account_id = ? "
        "ORDER BY created_on",
        (account_id,),
    )
    return {
        **toolkit.named(
            acc,
            "account_number=id organisation=name country plan billing_email account_manager customer_since account_status=status",
        ),
        "api_keys": [
            {
                "key_id": k["key_id"],
                "label": k["label"],
                "status": "expired"
                if k["status"] == "active" and k["expires_on"] < AS_OF.isoformat()
                else k["status"],
            }
            for k in keys
        ],
    }


@tool(values={"key_id": key_ids})
def api_key_details(key_id: str) -> dict:
    """One API key: the account it belongs to, its label, live or test, its scopes (what
    it may call), when it was created, when it expires (or expired) and how many days are
    left, when it was last used, and whether it is active, revoked or expired.

    Args:
        key_id: the key's id as shown in the dashboard, e.g. "key_7Q2M4ZKD" (not the
            secret itself).

    Examples:
        When does key_7Q2M4ZKD expire?
        Does key_P0L9XW3E have the exports:read scope?
        Why is key_H5TR8NBA being rejected? Is it revoked?
        When was key_2CJ6VYQ1 last used?
    """
    kid = key_id.strip()
    if kid.lower().startswith("key_"):
        kid = "key_" + kid[4:].upper()
    else:
        kid = "key_" + kid.upper()
    missing = f"there is no API key {kid}"
    r = toolkit.record(_query, "api_keys.key_id", kid, "accounts.organisation", missing)
    expires = dt.date.fromisoformat(r["expires_on"])
    status = r["status"]
    if status == "active" and expires < AS_OF:
        status = "expired"
    return {
        **toolkit.named(r, "key_id account_number=account_id organisation label environment"),
        "scopes": r["scopes"].split(),
        "created_on": r["created_on"],
        "expires_on": r["expires_on"],
        "days_until_expiry": (expires - AS_OF).days,
        "last_used_at": r["last_used_at"],
        "status": status,
    }


@tool
def plan_details(plan: PlanName) -> dict:
    """What an API plan includes: monthly price, API calls included per month, calls
    allowed per minute (the rate limit), the price of each extra 10,000 calls, how many
    years of history can be queried, how often bulk exports can run, weather-alert
    webhooks, how many API keys, and the support level.

    Args:
        plan: the plan: Drizzle, Breeze, Gale or Tempest.

    Examples:
        What's the rate limit on the Gale plan?
        How much is Tempest per month?
        Can I do bulk exports on Drizzle?
        How far back does the history go on Breeze?
        What do extra calls cost on Gale?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return {
        **toolkit.named(
            r,
            "plan=name monthly_price_usd=monthly_usd api_calls_included_per_month=calls_included rate_limit_calls_per_minute=calls_per_minute extra_10000_calls_usd=overage_usd_per_10k",
        ),
        "over_quota": "billed per extra 10,000 calls"
        if r["overage_usd_per_10k"] is not None
        else "calls are refused once the monthly quota is used",
        "history_years": r["history_years"],
        "history_available": f"{r['history_years']} years back"
        if r["history_years"] > 1
        else "1 year back",
        **toolkit.named(r, "bulk_exports alert_webhooks api_keys_allowed=api_keys_max support"),
    }


_MONTHLY_API_USAGE = "month api_calls=calls successful client_errors_4xx=client_errors throttled_429 server_errors_5xx=server_errors included_in_plan=included over_quota"
_MONTHLY_API_USAGE_MISSING = "no usage for account {} in {} (data: 2025-12 to 2026-05)"


@_by_account.monthly("usage", _MONTHLY_API_USAGE, _MONTHLY_API_USAGE_MISSING, every=False)
def monthly_api_usage(account_id: int, month: str | None = None) -> list[dict]:
    """How many API calls an account made per month (December 2025 to May 2026): calls,
    successful, client errors (4xx), calls throttled with 429 Too Many Requests, server
    errors (5xx), the plan's included calls and the calls over the quota.

    Args:
        account_id: the account number, e.g. 7.
        month: one month like 2026-04; leave out for every month.

    Examples:
        How many API calls did Brisa Wind Services make in April?
        Were we throttled a lot in March 2026? We are Pennant Sailing School.
        Did account 11 go over its quota last month?
        Show the monthly call volume of Heron Bay Water Utility.
    """


@tool(values={"job_id": export_job_ids})
def export_job_status(job_id: str) -> dict:
    """One bulk-export job: the account, dataset, region, date range, file format, when it
    was requested, its status (queued, running, completed, failed), rows and file size,
    when it finished, until when the file can be downloaded, and the error of a failed job.

    Args:
        job_id: the export job id, e.g. "EXP-418230".

    Examples:
        Is export EXP-418230 finished yet?
        Why did EXP-772019 fail?
        How big is the file of export EXP-305566?
        Until when can I download EXP-640112?
    """
    jid = job_id.strip().upper()
    if not jid.startswith("EXP-"):
        jid = "EXP-" + jid.lstrip("EXP").lstrip("-")
    missing = f"there is no export job {jid}"
    r = toolkit.record(_query, "exports.job_id", jid, "accounts.organisation", missing)
    return {
        **toolkit.named(
            r,
            "job_id account_number=account_id organisation dataset region date_from date_to file_format=format requested_at status rows_exported",
        ),
        "file_size": _size(r["size_bytes"]),
        **toolkit.named(
            r, "file_size_bytes=size_bytes finished_at download_available_until=download_until"
        ),
        "download_link_expired": None
        if r["download_until"] is None
        else r["download_until"] < AS_OF.isoformat(),
        "error": r["error"],
    }


@apikit.invoices(_by_account, "amount_usd", 7)
def account_invoices(account_id: int) -> list[dict]:
    """An account's monthly invoices: invoice number, month billed, issue date, due date,
    amount in US dollars (plan price plus calls over the quota), whether it is paid, open
    or overdue, and the date it was paid.

    Examples:
        How much was Sundial Solar Analytics billed for February?
        Do we owe anything? Account 23.
        When is the May invoice of Kestrel Drone Surveys due?
        Which of Tern Island Ferries' invoices are overdue?
    """


_TICKET_STATUS = "only tickets with this status: open, waiting on customer or solved."


@apikit.tickets(_by_account, "engineer", 7, _TICKET_STATUS)
def support_tickets(
    account_id: int, status: Literal["open", "waiting on customer", "solved"] | None = None
) -> list[dict]:
    """An account's support tickets: ticket number, subject, priority, status (open,
    waiting on customer, solved), when it was opened and last updated, and the support
    engineer handling it.

    Examples:
        Any news on our support ticket? We're Lumen Street Lighting Co.
        Who is handling the open ticket of account 4?
        Is anything of Moorfield Rugby Club's waiting on us to reply?
    """
