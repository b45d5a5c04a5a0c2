"""Tidewater Data's account database, read-only: customer organisations, their managed
PostgreSQL clusters, the clusters' backups, invoices and support tickets.
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

(ORGANISATIONS, ENGINEERS, REGIONS, REGION_CODE,
 TICKET_SUBJECTS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip

ACCOUNT_MANAGERS = ["Priya Raman", "Tomás Ortega", "Hannah Becker", "Kwame Mensah", "Lucy Carver"]

HOME_REGION = {
    "United States": ["us-east (Virginia)", "us-west (Oregon)"],
    "Canada": ["us-east (Virginia)"],
    "Singapore": ["ap-southeast (Singapore)"],
    "Australia": ["ap-southeast (Singapore)"],
    "New Zealand": ["ap-southeast (Singapore)"],
    "India": ["ap-southeast (Singapore)"],
    "Germany": ["eu-central (Frankfurt)"],
    "Switzerland": ["eu-central (Frankfurt)"],
    "Poland": ["eu-central (Frankfurt)"],
    "Sweden": ["eu-central (Frankfurt)"],
    "Norway": ["eu-central (Frankfurt)"],
}

# plan: (vCPUs, memory GB, storage choices GB, connection limit, backup retention days, USD/month)
PLANS = {
    "hobby": (1, 2, [10, 20], 25, 7, 19.0),
    "standard": (2, 8, [50, 100, 200], 100, 14, 149.0),
    "business": (4, 16, [250, 500, 1000], 300, 30, 499.0),
    "enterprise": (8, 64, [1000, 2000, 4000], 1000, 35, 1890.0),
}
STORAGE_USD_PER_GB_OVER = 0.25  # per GB above the plan's smallest storage size

CLUSTER_ROLES = ["prod", "staging", "analytics", "reporting", "dev", "replica-test"]


TICKET_STATUSES = ["open", "waiting on customer", "resolved"]

Plan = Literal["hobby", "standard", "business", "enterprise"]
Region = Literal[
    "eu-west (Dublin)",
    "eu-central (Frankfurt)",
    "us-east (Virginia)",
    "us-west (Oregon)",
    "ap-southeast (Singapore)",
]


AS_OF = dt.date(2026, 3, 31)  # the day the data describes ("today" for the data)


def _slug(name: str) -> str:
    first = name.replace("&", " ").split()[0].lower()
    return "".join(c for c in first if c.isalnum())


SCHEMA = (
    """
        CREATE TABLE organisations (
            id INTEGER PRIMARY KEY, name TEXT UNIQUE, country TEXT, billing_email TEXT,
            account_manager TEXT, customer_since TEXT);
        CREATE TABLE clusters (
            id INTEGER PRIMARY KEY, name TEXT UNIQUE, organisation_id INTEGER, plan TEXT,
            region TEXT, postgres_version TEXT, vcpus INTEGER, memory_gb INTEGER,
            storage_gb INTEGER, storage_used_gb REAL, connection_limit INTEGER,
            high_availability INTEGER, backup_retention_days INTEGER, status TEXT,
            hostname TEXT, port INTEGER, created_on TEXT, monthly_price_usd REAL);
        CREATE TABLE backups (
            id INTEGER PRIMARY KEY, cluster_id INTEGER, kind TEXT, started_at TEXT,
            finished_at TEXT, size_gb REAL, status TEXT);
"""
    + toolkit.billing_sql("organisation_id", "amount_usd")
    + "\n".join(SCHEMA_LINES)
)


@toolkit.schema(SCHEMA)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    cluster_id = backup_id = invoice_seq = 0
    ticket_id = 4100
    used_names: set[str] = set()
    for org_id, (org_name, country) in enumerate(ORGANISATIONS, start=1):
        slug = _slug(org_name)
        since = AS_OF - dt.timedelta(days=rng.randint(120, 1500))
        cols = (org_id, org_name, country, f"billing@{slug}.example", rng.choice(ACCOUNT_MANAGERS))
        toolkit.insert(db, "organisations", (*cols, since.isoformat()))
        regions = HOME_REGION.get(country, ["eu-west (Dublin)", "eu-central (Frankfurt)"])
        n_clusters = rng.choices([1, 2, 3, 4], weights=[4, 5, 3, 1])[0]
        roles = ["prod"] + rng.sample(CLUSTER_ROLES[1:], n_clusters - 1)
        org_clusters: list[tuple[int, str, float, str]] = []
        for role in roles:
            cluster_id += 1
            name = f"{slug}-{role}"
            while name in used_names:
                name += "-2"
            used_names.add(name)
            if role == "prod":
                plan = rng.choices(list(PLANS), weights=[1, 4, 4, 2])[0]
            else:
                plan = rng.choices(list(PLANS), weights=[4, 4, 1, 0])[0]
            vcpus, mem, storages, conn, retention, price = PLANS[plan]
            storage = rng.choice(storages)
            used = round(storage * rng.uniform(0.12, 0.97), 1)
            region = rng.choice(regions)
            version = rng.choices(["13", "14", "15", "16"], weights=[1, 2, 4, 3])[0]
            ha = plan in ("business", "enterprise") and role == "prod"
            status = rng.choices(["running", "paused", "maintenance"], weights=[17, 2, 1])[0]
            if role == "prod":
                status = "running" if rng.random() < 0.93 else "maintenance"
            created = since + dt.timedelta(days=rng.randint(0, max(1, (AS_OF - since).days - 30)))
            extra_storage = max(0, storage - storages[0]) * STORAGE_USD_PER_GB_OVER
            monthly = round(price * (2 if ha else 1) + extra_storage, 2)
            cols = (cluster_id, name, org_id, plan, region, version, vcpus, mem, storage, used)
            cols += (conn, int(ha), retention, status)
            cols += (f"{name}.{REGION_CODE[region]}.db.tidewater.example", 5432)
            toolkit.insert(db, "clusters", (*cols, created.isoformat(), monthly))
            org_clusters.append((cluster_id, name, monthly, status))
            # daily automatic backups for the retention period (none while paused), plus
            # a few manual ones
            if status != "paused":
                hour = rng.randint(0, 5)
                for back in range(retention):
                    day = AS_OF - dt.timedelta(days=back)
                    if day < created:
                        break
                    start = dt.datetime.combine(day, dt.time(hour, rng.randint(0, 59)))
                    size = round(used * rng.uniform(0.28, 0.36), 2)
                    minutes = max(2, int(size * rng.uniform(0.6, 1.4)))
                    failed = rng.random() < 0.03
                    backup_id += 1
                    db.execute(
                        "INSERT INTO backups VALUES (?,?,?,?,?,?,?)",
                        (
                            backup_id,
                            cluster_id,
                            "automatic daily",
                            start.isoformat(timespec="minutes"),
                            None
                            if failed
                            else (start + dt.timedelta(minutes=minutes)).isoformat(
                                timespec="minutes"
                            ),
                            None if failed else size,
                            "failed" if failed else "completed",
                        ),
                    )
            for _ in range(rng.choice([0, 0, 1, 2])):
                day = AS_OF - dt.timedelta(days=rng.randint(0, 20))
                if day < created:
                    continue
                start = dt.datetime.combine(day, dt.time(rng.randint(8, 18), rng.randint(0, 59)))
                size = round(used * rng.uniform(0.28, 0.36), 2)
                minutes = max(2, int(size * rng.uniform(0.6, 1.4)))
                backup_id += 1
                cols = (backup_id, cluster_id, "manual", start.isoformat(timespec="minutes"))
                cols += ((start + dt.timedelta(minutes=minutes)).isoformat(timespec="minutes"),)
                toolkit.insert(db, "backups", (*cols, size, "completed"))
        # monthly invoices for the last six months (October 2025 to March 2026)
        total = round(sum(c[2] for c in org_clusters), 2)
        for months_back in range(6, 0, -1):
            year, month = 2026, 4 - months_back
            if month <= 0:
                year, month = 2025, month + 12
            period = f"{year}-{month:02d}"
            nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
            issued = nxt if nxt <= AS_OF else dt.date(year, month, 28)
            if issued > AS_OF:
                continue
            due = issued + dt.timedelta(days=30)
            invoice_seq += 1
            amount = round(total * rng.uniform(0.97, 1.08), 2)
            if due < AS_OF:
                status = "paid" if rng.random() < 0.93 else "overdue"
            else:
                status = "paid" if rng.random() < 0.4 else "open"
            paid_on = toolkit.paid_on(rng, issued, (1, 25)) if status == "paid" else None
            if paid_on and paid_on > AS_OF.isoformat():
                paid_on = AS_OF.isoformat()
            cols = (f"TW-{year}-{invoice_seq:04d}", org_id, period, issued.isoformat())
            toolkit.insert(db, "invoices", (*cols, due.isoformat(), amount, status, paid_on))
        # support tickets
        for _ in range(rng.choices([0, 1, 2, 3, 4], weights=[2, 4, 3, 2, 1])[0]):
            ticket_id += 1
            cl = rng.choice(org_clusters)
            opened = dt.datetime.combine(
                AS_OF - dt.timedelta(days=rng.randint(0, 90)),
                dt.time(rng.randint(7, 20), rng.randint(0, 59)),
            )
            status = rng.choices(TICKET_STATUSES, weights=[2, 1, 5])[0]
            last = opened + dt.timedelta(hours=rng.randint(1, 96))
            if last.date() > AS_OF:
                last = dt.datetime.combine(AS_OF, dt.time(21, 0))
            cols = (ticket_id, org_id, cl[0], rng.choice(TICKET_SUBJECTS))
            cols += (rng.choices(toolkit.PRIORITIES, weights=[2, 5, 3, 1])[0], status)
            cols += (opened.isoformat(timespec="minutes"), last.isoformat(timespec="minutes"))
            toolkit.insert(db, "tickets", (*cols, rng.choice(ENGINEERS)))


DB, _query, build_database = toolkit.database(
    __name__, "dbhost.db", _fill, seed=20260331, version="1"
)


# ---- listers: the names people use ------------------------------------------------------


organisation_names, _organisation = toolkit.owners(
    __name__, _query, toolkit.owned_by("organisation", "id", "the organisation's name")
)
_by_organisation = toolkit.Listings(_query, organisation_names, _organisation)


@toolkit.column(_query, "clusters.name")
def cluster_names() -> list[str]:
    """Every cluster's name, e.g. brightleaf-prod."""


_cluster = toolkit.by_name(
    _query,
    "clusters.name",
    "organisations",
    lambda name: name.strip().lower(),
    "there is no cluster named {raw!r}",
    label="organisation",
)


def _cluster_dict(r: sqlite3.Row) -> dict:
    return {
        **toolkit.named(
            r,
            "cluster=name organisation plan region postgres_version status vcpus memory_gb storage_gb storage_used_gb connection_limit",
        ),
        "high_availability": bool(r["high_availability"]),
        **toolkit.named(r, "backup_retention_days hostname port created_on monthly_price_usd"),
    }


# ---- tools ------------------------------------------------------------------------------


@tool(values={"organisation_id": organisation_names})
def get_organisation(organisation_id: int) -> dict:
    """One customer organisation: its country, billing email, account manager, how long it
    has been a customer, and the names of its database clusters.

    Args:
        organisation_id: the organisation's number, e.g. 7.

    Examples:
        Who is the account manager for Harbourline Insurance?
        What billing email do you have on file for organisation 12?
        Since when has Moonrise Hotels been a customer?
        Which clusters does Zephyr Mobility have?
    """
    org = _organisation(organisation_id)
    clusters = toolkit.held(_query, "clusters.name", ("organisation_id", organisation_id), "id")
    spec = (
        "organisation_id=id organisation=name country billing_email account_manager customer_since"
    )
    return {**toolkit.named(org, spec), "clusters": clusters}


@tool(values={"organisation_id": organisation_names})
def list_clusters(
    organisation_id: int,
    plan: Plan | None = None,
    region: Region | None = None,
) -> list[dict]:
    """The PostgreSQL database clusters an organisation runs with us: plan, region,
    PostgreSQL version, storage size and use, connection limit and status of each.

    Args:
        organisation_id: the organisation's number, e.g. 7.
        plan: only clusters on this plan: hobby, standard, business or enterprise.
        region: only clusters in this region, e.g. "eu-west (Dublin)".

    Examples:
        What databases does Cobalt Ridge Logistics have with you?
        List all clusters of organisation 3 and their postgres versions.
        Which of Orchard Street Bank's clusters are on the business plan?
        Do we have any clusters in Frankfurt? We are Emberline Energy.
    """
    _organisation(organisation_id)
    sql = (
        "SELECT c.*, o.name AS organisation FROM clusters c JOIN organisations o "
        "ON o.id = c.organisation_id WHERE c.organisation_id = ?"
    )
    sql, params = apikit.filtered(sql, [organisation_id], {"c.plan": plan, "c.region": region})
    rows = _query(sql + " ORDER BY c.id", tuple(params))
    return [_cluster_dict(r) for r in rows]


@tool(values={"cluster_name": cluster_names})
def get_cluster(cluster_name: str) -> dict:
    """One database cluster: the organisation it belongs to, plan, region, PostgreSQL
    version, vCPUs and memory, storage size and how much is used, connection limit, high
    availability, backup retention, hostname and port, status and monthly price.

    Args:
        cluster_name: the cluster's name, e.g. "brightleaf-prod".

    Examples:
        What postgres version is quillstone-prod running?
        How many connections can cobalt-analytics take?
        How much storage is left on harbourline-prod?
        What's the hostname to connect to zephyr-dev?
        Is pelican-prod highly available?
    """
    return _cluster_dict(_cluster(cluster_name))


@tool(values={"cluster_name": cluster_names})
def list_backups(
    cluster_name: str,
    status: Literal["completed", "failed"] | None = None,
    kind: Literal["automatic daily", "manual"] | None = None,
    limit: int = 10,
) -> dict:
    """A cluster's backups, newest first: when each started and finished, its size and
    whether it completed or failed; with the number of backups kept and the oldest one
    (the earliest point a restore can go back to).

    Args:
        cluster_name: the cluster's name, e.g. "brightleaf-prod".
        status: only completed or only failed backups.
        kind: only "automatic daily" or only "manual" backups.
        limit: how many backups to list (newest first), 1 to 50; default 10.

    Examples:
        When was the last backup of quillstone-prod taken?
        Did any backups of tallgrass-prod fail?
        How big was last night's backup of harbourline-prod?
        How far back can we restore wexford-prod?
    """
    cluster = _cluster(cluster_name)
    limit = max(1, min(int(limit), 50))
    filters = {"status": status, "kind": kind}
    where, params = apikit.filtered("cluster_id = ?", [cluster["id"]], filters)
    rows = _query(
        f"SELECT * FROM backups WHERE {where} ORDER BY started_at DESC LIMIT ?",
        (*params, limit),
    )
    summary = _query(
        "SELECT COUNT(*) AS n, MIN(started_at) AS oldest, "
        "SUM(status = 'failed') AS failed FROM backups WHERE cluster_id = ?",
        (cluster["id"],),
    )[0]
    return {
        **toolkit.named(cluster, "cluster=name cluster_status=status backup_retention_days"),
        "backups_kept": summary["n"],
        "failed_backups_kept": summary["failed"] or 0,
        "oldest_backup_started_at": summary["oldest"],
        "backups": [
            toolkit.named(
                r,
                "backup_id=id kind started_at finished_at size_gb status",
            )
            for r in rows
        ],
    }


@_by_organisation.invoices("amount_usd", month="billing_month")
def list_invoices(
    organisation_id: int,
    status: Literal["paid", "open", "overdue"] | None = None,
) -> list[dict]:
    """An organisation's monthly invoices: invoice number, billing month, issue date, due
    date, amount in US dollars, whether it is paid, open or overdue, and when it was paid.

    Args:
        organisation_id: the organisation's number, e.g. 7.
        status: only paid, open or overdue invoices.

    Examples:
        How much was Foxglove Learning's invoice for February?
        Do we have any unpaid invoices? We're organisation 18.
        When is the March invoice of Quarry Hill Brewing due?
        Which invoices of Palisade Legal are overdue?
    """


@tool(values={"organisation_id": organisation_names})
def list_support_tickets(
    organisation_id: int,
    status: Literal["open", "waiting on customer", "resolved"] | None = None,
) -> list[dict]:
    """An organisation's support tickets: ticket number, subject, the cluster it is about,
    priority, status (open, waiting on customer, resolved), when it was opened and last
    updated, and the support engineer handling it.

    Args:
        organisation_id: the organisation's number, e.g. 7.
        status: only tickets with this status: open, waiting on customer or resolved.

    Examples:
        What's the status of our support tickets? We are Umbra Security Labs.
        Who is handling the open ticket of organisation 9?
        Are any of Rookwood Clinical Trials' tickets waiting on us?
    """
    _organisation(organisation_id)
    sql = (
        "SELECT t.*, c.name AS cluster FROM tickets t LEFT JOIN clusters c "
        "ON c.id = t.cluster_id WHERE t.organisation_id = ?"
    )
    params: list = [organisation_id]
    if status:
        sql += " AND t.status = ?"
        params.append(status)
    rows = _query(sql + " ORDER BY t.opened_at DESC", tuple(params))
    return [
        toolkit.named(
            r,
            "ticket_number=id subject cluster priority status opened_at last_update_at engineer",
        )
        for r in rows
    ]
