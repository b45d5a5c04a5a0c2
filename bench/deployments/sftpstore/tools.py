"""Kestrel Vault's customer database, read-only: the offsite backup accounts customers reach
over SFTP (plan, region, SFTP host, port and login), the SSH public keys authorised on each
account, a log of recent backup uploads, the storage each account used per month, invoices,
support tickets and the storage plans.
"""

from __future__ import annotations

import base64
import datetime as dt
import random
import sqlite3
import string
from pathlib import Path
from typing import Literal

from tools.registry import load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# PLANS: plan: (EUR/month, storage included GB, EUR per extra GB per month, SFTP logins (keys)
#        allowed, days of daily snapshots kept, parallel SFTP sessions, support)
# REGIONS: region: (SFTP host, where)
(CUSTOMERS, ENGINEERS, PLANS, REGIONS, COUNTRY_REGION,
 KEY_TYPES, RUN_FAILURES, PARTIAL_NOTES, TICKET_SUBJECTS,
 SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip

ACCOUNT_MANAGERS = ["Imogen Farley", "Dariusz Kowalczyk", "Nkechi Obi", "Lars Engström"]

PlanName = Literal["Satchel", "Trunk", "Strongroom", "Bunker"]


KEY_LABELS = ["backup server", "nas", "laptop", "db01", "file server", "ci runner", "office pc"]
CLIENT_HOSTS = ["nas01", "db01", "files", "backup", "srv-app", "pacs", "vm-host"]


TICKET_STATUSES = ["open", "awaiting customer", "resolved"]


MONTHS = toolkit.month_span("2025-12", 6)

AS_OF = dt.date(2026, 5, 29)  # "today" for the data


def _slug(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w.isalpha()]
    return "".join(words[:2]).lower()


def _run_id(rng: random.Random) -> str:
    return "KV-" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(7))


def _fingerprint(rng: random.Random) -> str:
    raw = bytes(rng.randrange(256) for _ in range(32))
    return "SHA256:" + base64.b64encode(raw).decode().rstrip("=")


@apikit.schema(SCHEMA_LINES, "account_id amount_eur tickets updated_at engineer", plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    accounts = []
    for i, (name, country) in enumerate(CUSTOMERS, start=1):
        plan = rng.choices(list(PLANS), weights=[30, 35, 25, 10])[0]
        region = COUNTRY_REGION[country]
        host = REGIONS[region][0]
        port = rng.choice([22, 22, 22, 2222])
        slug = _slug(name)
        login = f"{slug[:12]}{rng.randint(10, 99)}"
        since = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 2550))
        status = rng.choices(["active", "suspended", "trial"], weights=[24, 2, 2])[0]
        if status == "trial":
            since = AS_OF - dt.timedelta(days=rng.randint(3, 25))
        cols = (i, name, country, plan, region, host, port, login, f"accounts@{slug}.example")
        cols += (rng.choice(ACCOUNT_MANAGERS), since.isoformat(), status)
        toolkit.insert(db, "accounts", cols)
        accounts.append((i, name, plan, since, status))

    # authorised SSH keys
    key_id = 0
    account_keys: dict[int, list[str]] = {}
    for acc_id, _name, plan, since, _status in accounts:
        n = rng.randint(1, min(4, PLANS[plan][3] + 1))
        labels = rng.sample(KEY_LABELS, n)
        account_keys[acc_id] = []
        for label in labels:
            key_id += 1
            added = since + dt.timedelta(days=rng.randint(0, max(1, (AS_OF - since).days - 2)))
            revoked = rng.random() < 0.2 and n > 1
            last_used = (
                added + dt.timedelta(days=rng.randint(0, max(0, (AS_OF - added).days)))
                if rng.random() < 0.9
                else None
            )
            if not revoked and last_used is not None and rng.random() < 0.7:
                last_used = AS_OF - dt.timedelta(days=rng.randint(0, 3))
            cols = (key_id, acc_id, label, rng.choice(KEY_TYPES), _fingerprint(rng))
            cols += (added.isoformat(), last_used.isoformat() if last_used else None)
            toolkit.insert(db, "ssh_keys", (*cols, "revoked" if revoked else "active"))
            if not revoked:
                account_keys[acc_id].append(label)
        if not account_keys[acc_id]:
            account_keys[acc_id] = [labels[0]]

    # monthly storage
    for acc_id, _name, plan, since, _status in accounts:
        included = PLANS[plan][1]
        stored = included * rng.uniform(0.35, 1.05)
        for month in MONTHS:
            if since.isoformat()[:7] > month:
                continue
            stored = max(5.0, stored * rng.uniform(0.96, 1.09))
            up = stored * rng.uniform(0.08, 0.4)
            down = stored * rng.choice([0.0, 0.0, 0.01, 0.03, 0.2])
            extra = max(0.0, stored - included)
            cols = (acc_id, month, round(stored, 1), round(up, 1), round(down, 1), included)
            toolkit.insert(db, "usage", (*cols, round(extra, 1)))

    # invoices (December 2025 to April 2026, issued on the 1st of the next month)
    inv = 4100
    for acc_id, _name, plan, _since, status in accounts:
        if status == "trial":
            continue
        rows = db.execute(
            "SELECT month, extra_gb FROM usage WHERE account_id = ? AND month < '2026-05' "
            "ORDER BY month",
            (acc_id,),
        ).fetchall()
        for month, extra in rows:
            inv += 1
            y, m = int(month[:4]), int(month[5:])
            issued = dt.date(y + (m == 12), m % 12 + 1, 1)
            due = issued + dt.timedelta(days=14)
            amount = round(PLANS[plan][0] + extra * PLANS[plan][2], 2)
            if month == "2026-04":
                st = rng.choices(["paid", "open"], weights=[60, 40])[0]
            else:
                st = rng.choices(["paid", "overdue"], weights=[92, 8])[0]
            if status == "suspended" and month >= "2026-03":
                st = "overdue"
            paid = toolkit.paid_on(rng, issued, (1, 20)) if st == "paid" else None
            cols = (f"KV-{y + (m == 12)}-{inv}", acc_id, month, issued.isoformat())
            toolkit.insert(db, "invoices", (*cols, due.isoformat(), amount, st, paid))

    # support tickets
    tid = 7300
    for acc_id, *_ in accounts:
        for _ in range(rng.choice([0, 1, 1, 2, 3])):
            tid += 1
            opened = toolkit.opened(rng, AS_OF, 150)
            age = (AS_OF - opened.date()).days
            st = rng.choices(TICKET_STATUSES, weights=[3, 2, 6] if age > 14 else [5, 3, 1])[0]
            updated = opened + dt.timedelta(hours=rng.randint(1, max(2, age * 24)))
            cols = (tid, acc_id, rng.choice(TICKET_SUBJECTS))
            cols += (rng.choices(toolkit.PRIORITIES, weights=[2, 5, 3, 1])[0], st)
            cols += (opened.isoformat(timespec="minutes"), updated.isoformat(timespec="minutes"))
            toolkit.insert(db, "tickets", (*cols, rng.choice(ENGINEERS)))

    # backup runs: the last 14 days
    used: set[str] = set()
    active = [a for a in accounts if a[4] != "suspended"]
    for _ in range(320):
        acc_id, name, plan, _since, _status = rng.choice(active)
        rid = apikit.fresh(used, lambda: _run_id(rng))
        started = dt.datetime.combine(
            AS_OF - dt.timedelta(days=rng.randint(0, 13)),
            dt.time(rng.choice([0, 1, 2, 3, 22, 23]), rng.randint(0, 59), rng.randint(0, 59)),
        )
        outcomes = ["completed", "partial", "failed", "running"]
        status = rng.choices(outcomes, weights=[78, 9, 10, 3])[0]
        host = f"{rng.choice(CLIENT_HOSTS)}.{_slug(name)}.example"
        files = rng.randint(40, 250_000)
        gb = round(rng.uniform(0.2, PLANS[plan][1] * 0.05), 2)
        if status == "completed":
            finished = started + dt.timedelta(minutes=rng.randint(3, 300))
            message = "upload completed"
        elif status == "partial":
            finished = started + dt.timedelta(minutes=rng.randint(3, 300))
            message = rng.choice(PARTIAL_NOTES)
        elif status == "failed":
            finished = started + dt.timedelta(minutes=rng.randint(0, 45))
            message = rng.choice(RUN_FAILURES)
            files = rng.randint(0, files // 10)
            gb = round(gb * rng.uniform(0, 0.2), 2)
        else:
            started = dt.datetime.combine(AS_OF, dt.time(rng.randint(0, 3), rng.randint(0, 59)))
            finished = None
            message = "upload in progress"
        cols = (rid, acc_id, host, rng.choice(account_keys[acc_id]), started.isoformat())
        cols += (finished.isoformat() if finished else None, status, files, gb, message)
        toolkit.insert(db, "runs", cols)


DB, _query, build_database = toolkit.database(
    __name__, "sftpstore.db", _fill, seed=20260529, version="1"
)


# ---- listers: the names people use ------------------------------------------------------


customer_names, _account = toolkit.owners(
    __name__,
    _query,
    toolkit.owned_by("account", "number", "the customer's organisation name", "customer_names"),
)
_by_account = toolkit.Listings(_query, customer_names, _account)
_STORAGE_USAGE = "month stored_gb uploaded_gb downloaded_gb included_in_plan_gb=included_gb over_plan_gb=extra_gb"
_STORAGE_USAGE_MISSING = "no storage figures for account {} in {} (2025-12 to 2026-05)"
_AUTHORISED_KEYS = "label key_type fingerprint added_on last_used_on status"


@toolkit.column(_query, "runs.run_id")
def run_ids() -> list[str]:
    """The ids of the backup runs in the log, e.g. KV-8Q2LX0C."""


# ---- tools ------------------------------------------------------------------------------


@tool(values={"account_id": customer_names})
def vault_account(account_id: int) -> dict:
    """A customer's backup vault account: organisation, country, storage plan, data region,
    the SFTP host name, port and login name to connect with, billing email, account
    manager, customer since, and whether the account is active, on trial or suspended.

    Args:
        account_id: the account number, e.g. 7.

    Examples:
        What SFTP server do we upload to? We're Juno Robotics.
        Which port does account 12 connect on?
        What's our SFTP username, this is Sundial Wine Importers
        Which plan is Halvard Engineering on?
        Who is the account manager for Mosswood Game Studio?
    """
    acc = _account(account_id)
    return {
        **toolkit.named(acc, "account_number=id organisation=name country plan"),
        "data_region": f"{acc['region']} ({REGIONS[acc['region']][1]})",
        **toolkit.named(
            acc,
            "sftp_host sftp_port sftp_login billing_email account_manager customer_since account_status=status",
        ),
    }


@_by_account("ssh_keys", "added_on", _AUTHORISED_KEYS)
def authorised_keys(
    account_id: int, status: Literal["active", "revoked"] | None = None
) -> list[dict]:
    """The SSH public keys authorised to log in to an account's vault over SFTP: the key's
    label, key type, SHA256 fingerprint, the day it was added, the day it was last used to
    log in, and whether it is active or revoked.

    Args:
        account_id: the account number, e.g. 7.
        status: only active or only revoked keys.

    Examples:
        Which SSH keys can log in to Juno Robotics' vault?
        What's the fingerprint of the key for our NAS? We are Lumen Photo Archive.
        When was the backup server key of account 3 last used?
        Have any keys been revoked on Whitcombe Surveyors' account?
    """


@tool(values={"run_id": run_ids})
def backup_run(run_id: str) -> dict:
    """One backup upload to the vault (the log keeps the last 14 days): the customer, the
    machine that uploaded, the SSH key it logged in with, when it started and finished,
    whether it completed, partly completed, failed or is still running, the number of files
    and gigabytes uploaded, and the error or note.

    Args:
        run_id: the backup run id from the notification email, e.g. "KV-8Q2LX0C".

    Examples:
        Did backup run KV-8Q2LX0C finish?
        Why did KV-T41ZZ9P fail last night?
        How many files were uploaded in run KV-0MC3J7A?
        Our monitoring flagged KV-5RWQ1DE as partial, what happened?
    """
    rid = toolkit.prefixed(run_id, "KV-")
    missing = f"there is no backup run {rid} in the log (it keeps the last 14 days)"
    r = toolkit.record(_query, "runs.run_id", rid, "accounts.organisation", missing)
    return toolkit.named(
        r,
        "run_id organisation client_machine=client_host ssh_key_label=key_label started_at finished_at status files_uploaded=files uploaded_gb message",
    )


@_by_account.monthly("usage", _STORAGE_USAGE, _STORAGE_USAGE_MISSING, every=False)
def storage_usage(account_id: int, month: str | None = None) -> list[dict]:
    """How much an account stores in its vault per month (December 2025 to May 2026):
    gigabytes stored at the end of the month, uploaded and downloaded that month, the
    storage the plan includes and the gigabytes over it (billed as extra storage).

    Args:
        account_id: the account number, e.g. 7.
        month: one month like 2026-03; leave out for every month.

    Examples:
        How much space is Oakhurst Community School using?
        Did account 9 go over its storage in February 2026?
        How many GB did we download in April? We are Vesper Audio Labs.
        Show the monthly storage of Thornbury Cycle Hire.
    """


@apikit.invoices(_by_account, "amount_eur", 7)
def billing_history(account_id: int) -> list[dict]:
    """An account's monthly invoices: invoice number, month billed, issue date, due date,
    amount in euros (plan price plus extra storage), whether it is paid, open or overdue,
    and the day it was paid.

    Examples:
        How much was Inkwell Publishing House charged for February?
        Is there anything unpaid on account 20?
        When is the April invoice of Zephyr Kite School due?
        Which of Marrowby Print Works' invoices are overdue?
    """


_TICKET_STATUS = "only open, awaiting customer or resolved tickets."


@apikit.tickets(_by_account, "engineer", 7, _TICKET_STATUS, updated="last_update_at=updated_at")
def support_tickets(
    account_id: int, status: Literal["open", "awaiting customer", "resolved"] | None = None
) -> list[dict]:
    """An account's support tickets: ticket number, subject, priority, status (open,
    awaiting customer, resolved), when it was opened and last updated, and the engineer
    handling it.

    Examples:
        Any news on our support ticket? This is Gildenstern Jewellers.
        Who is handling the open ticket of account 14?
        Are you waiting on us for anything? We are Redfern Credit Cooperative.
    """


@tool
def storage_plan(plan: PlanName) -> dict:
    """What a Kestrel Vault storage plan includes: monthly price in euros, storage included,
    the price of each extra gigabyte, how many SFTP logins (SSH keys) are allowed, how many
    days of daily snapshots are kept, how many parallel SFTP sessions, and the support level.

    Args:
        plan: the plan: Satchel, Trunk, Strongroom or Bunker.

    Examples:
        How much storage does the Strongroom plan have?
        What does Satchel cost per month?
        How long are snapshots kept on Bunker?
        How many SFTP logins can we have on Trunk?
        How many uploads can run at once on the Satchel plan?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return toolkit.named(
        r,
        "plan=name monthly_price_eur=monthly_eur storage_included_gb=storage_gb extra_gb_per_month_eur=extra_gb_eur sftp_logins_allowed=sftp_logins_max daily_snapshots_kept_days=snapshot_days parallel_sftp_sessions=parallel_sessions support",
    )
