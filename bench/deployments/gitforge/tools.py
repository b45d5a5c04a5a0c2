"""GitForge customer tools: organisations, repositories, CI pipeline runs and invoices.

Read-only. The data is fictional: the module builds a small SQLite database on first use
(seeded with random.Random(1234), so every build is the same) into data_dir()/gitforge.db.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

seeddb = load_module(str(Path(__file__).resolve().parents[1] / "seeddb.py"))
toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

DB_NAME = "gitforge.db"
DB_VERSION = "gitforge-1"
SEED = 1234
TODAY = dt.date(2025, 6, 30)  # the day the data describes (fixed, so answers never drift)

PLAN_PRICE = {"Team": 9.0, "Business": 21.0, "Enterprise": 39.0}  # USD per seat per month

ORG_NAMES, MANAGERS, COUNTRIES, REPO_NAMES, FEATURES = toolkit.fixed(__file__)


LANGUAGES = ["Python", "TypeScript", "Go", "Java", "Kotlin", "Rust", "C++", "Ruby", "HCL"]
STAGES = ["lint", "build", "unit tests", "integration tests", "deploy"]
TRIGGERS = ["push", "pull request", "schedule", "manual"]


def _slug(name: str) -> str:
    return (
        "".join(c if c.isalnum() else "-" for c in name.lower().replace("&", "and"))
        .replace("--", "-")
        .strip("-")
    )


def _build(path: Path) -> None:
    rng = random.Random(SEED)
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
        CREATE TABLE account_managers (id INTEGER PRIMARY KEY, name TEXT, email TEXT);
        CREATE TABLE organisations (
            id INTEGER PRIMARY KEY, name TEXT, slug TEXT UNIQUE, plan TEXT, seats INTEGER,
            seats_in_use INTEGER, country TEXT, billing_email TEXT, customer_since TEXT,
            sso_enabled INTEGER, account_manager_id INTEGER REFERENCES account_managers(id));
        CREATE TABLE repositories (
            id INTEGER PRIMARY KEY, org_id INTEGER REFERENCES organisations(id), name TEXT,
            visibility TEXT, default_branch TEXT, language TEXT, size_mb REAL,
            lfs_enabled INTEGER, created TEXT, last_push TEXT);
        CREATE TABLE pipeline_runs (
            id INTEGER PRIMARY KEY, repo_id INTEGER REFERENCES repositories(id), branch TEXT,
            commit_sha TEXT, triggered_by TEXT, status TEXT, started_at TEXT,
            duration_seconds INTEGER, failed_stage TEXT);
        CREATE TABLE invoices (
            number INTEGER PRIMARY KEY, org_id INTEGER REFERENCES organisations(id),
            period TEXT, issue_date TEXT, due_date TEXT, seats_billed INTEGER,
            amount_usd REAL, status TEXT, paid_date TEXT);
        """
    )
    db.execute("INSERT INTO meta VALUES ('version', ?)", (DB_VERSION,))
    db.executemany(
        "INSERT INTO account_managers VALUES (?, ?, ?)",
        [(i + 1, n, e) for i, (n, e) in enumerate(MANAGERS)],
    )
    repo_id = 1
    run_id = 5001
    org_rows, repo_rows, run_rows = [], [], []
    orgs = []
    for org_id, name in enumerate(ORG_NAMES, start=1):
        plan = rng.choices(["Free", "Team", "Business", "Enterprise"], [2, 4, 3, 2])[0]
        seats = {
            "Free": 5,
            "Team": rng.randint(5, 40),
            "Business": rng.randint(20, 150),
            "Enterprise": rng.randint(100, 600),
        }[plan]
        in_use = max(1, seats - rng.randint(0, max(1, seats // 5)))
        since = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 2200))
        slug = _slug(name)
        org_rows.append(
            (
                org_id,
                name,
                slug,
                plan,
                seats,
                in_use,
                rng.choice(COUNTRIES),
                f"billing@{slug}.example",
                since.isoformat(),
                int(plan == "Enterprise"),
                rng.randint(1, len(MANAGERS)),
            )
        )
        orgs.append((org_id, plan, seats, since))
        for rname in rng.sample(REPO_NAMES, rng.randint(2, 6)):
            created = since + dt.timedelta(days=rng.randint(0, 300))
            last_push = TODAY - dt.timedelta(days=rng.choice([0, 1, 2, 3, 5, 8, 13, 30, 75, 160]))
            repo_rows.append(
                (
                    repo_id,
                    org_id,
                    rname,
                    rng.choices(["private", "internal", "public"], [6, 2, 1])[0],
                    rng.choices(["main", "master", "develop"], [7, 2, 1])[0],
                    rng.choice(LANGUAGES),
                    round(rng.uniform(0.4, 2400.0), 1),
                    int(rng.random() < 0.25),
                    created.isoformat(),
                    last_push.isoformat(),
                )
            )
            default_branch = repo_rows[-1][4]
            start = dt.datetime.combine(last_push, dt.time(9, 0)) - dt.timedelta(days=45)
            n_runs = rng.randint(3, 12)
            for _k in range(n_runs):
                start += dt.timedelta(
                    hours=rng.randint(3, 45 * 24 // n_runs), minutes=rng.randint(0, 59)
                )
                status = rng.choices(["passed", "failed", "cancelled"], [72, 20, 8])[0]
                dur = rng.randint(40, 1900)
                if status == "cancelled":
                    dur = rng.randint(5, dur)
                run_rows.append(
                    (
                        run_id,
                        repo_id,
                        default_branch if rng.random() < 0.55 else rng.choice(FEATURES),
                        "".join(rng.choice("0123456789abcdef") for _ in range(7)),
                        rng.choices(TRIGGERS, [5, 4, 1, 1])[0],
                        status,
                        start.isoformat(timespec="minutes"),
                        dur,
                        rng.choice(STAGES) if status == "failed" else None,
                    )
                )
                run_id += 1
            repo_id += 1
    db.executemany("INSERT INTO organisations VALUES (?,?,?,?,?,?,?,?,?,?,?)", org_rows)
    db.executemany("INSERT INTO repositories VALUES (?,?,?,?,?,?,?,?,?,?)", repo_rows)
    db.executemany("INSERT INTO pipeline_runs VALUES (?,?,?,?,?,?,?,?,?)", run_rows)

    invoice_rows = []
    months = [dt.date(2025, m, 1) for m in range(1, 7)]
    for month in months:  # numbered in order of issue
        for org_id, plan, seats, since in orgs:
            if plan == "Free" or since > month:
                continue
            billed = max(1, seats + rng.choice([0, 0, 0, 0, -2, -1, 1, 3]))
            amount = round(billed * PLAN_PRICE[plan], 2)
            due = month + dt.timedelta(days=30)
            if due > TODAY:
                status, paid = "open", None
            elif rng.random() < 0.1:
                status, paid = "overdue", None
            else:
                status = "paid"
                paid = (month + dt.timedelta(days=rng.randint(2, 29))).isoformat()
            invoice_rows.append(
                [
                    org_id,
                    month.strftime("%Y-%m"),
                    month.isoformat(),
                    due.isoformat(),
                    billed,
                    amount,
                    status,
                    paid,
                ]
            )
    db.executemany(
        "INSERT INTO invoices VALUES (?,?,?,?,?,?,?,?,?)",
        [(24001 + i, *row) for i, row in enumerate(invoice_rows)],
    )
    db.commit()
    db.close()


DB = seeddb.SeededDB(DB_NAME, build=_build, version=DB_VERSION, version_key="version")
_query = DB.query


def _minutes(seconds: int) -> str:
    return f"{seconds // 60} min {seconds % 60} s"


# ---- listed values: names people use ------------------------------------------------------


organisation_names = toolkit.id_names(
    __name__,
    "organisation_names",
    _query,
    "organisations",
    "(organisation id, the organisation's name).",
)


def repository_names() -> list[str]:
    """Every repository as organisation-slug/repository-name."""
    rows = _query(
        "SELECT o.slug || '/' || r.name AS full_name FROM repositories r "
        "JOIN organisations o ON o.id = r.org_id ORDER BY r.id"
    )
    return [r["full_name"] for r in rows]


def _org(org_id: int) -> sqlite3.Row:
    rows = _query("SELECT * FROM organisations WHERE id = ?", (org_id,))
    if not rows:
        raise ToolError(
            f"there is no organisation {org_id} (organisation ids run from 1 to {len(ORG_NAMES)})"
        )
    return rows[0]


# ---- tools --------------------------------------------------------------------------------


@tool(values={"org_id": organisation_names})
def get_organisation(org_id: int) -> dict:
    """One customer organisation: its plan, seats bought and in use, country, billing email,
    customer since, single sign-on, how many repositories it has and the account manager who
    looks after it (name and email).

    Args:
        org_id: the organisation's number, e.g. 12.

    Examples:
        What plan is org 15 on?
        How many seats does Nordwind Logistics have and how many are used?
        Who is the account manager for Kestrel Robotics?
        What's the billing email on file for organisation 7?
    """
    o = _org(org_id)
    mgr = _query(
        "SELECT name, email FROM account_managers WHERE id = ?", (o["account_manager_id"],)
    )[0]
    n_repos = _query("SELECT COUNT(*) AS n FROM repositories WHERE org_id = ?", (org_id,))[0]["n"]
    return {
        **toolkit.named(
            o, "org_id=id name slug plan seats seats_in_use country billing_email customer_since"
        ),
        "single_sign_on": bool(o["sso_enabled"]),
        "repositories": n_repos,
        "account_manager": mgr["name"],
        "account_manager_email": mgr["email"],
    }


@tool(values={"org_id": organisation_names})
def list_repositories(org_id: int) -> list[dict]:
    """The repositories of one organisation: name, visibility (private, internal, public),
    default branch, main language, size, whether Git LFS is on, when it was created and last
    pushed to.

    Args:
        org_id: the organisation's number, e.g. 12.

    Examples:
        Which repositories does org 6 have?
        What's the default branch of Oakridge Health's api repo?
        Is LFS turned on for any of Lumen Labs' repositories?
        How big is the firmware repository of Kestrel Robotics?
    """
    o = _org(org_id)
    rows = _query("SELECT * FROM repositories WHERE org_id = ? ORDER BY name", (org_id,))
    return [
        {
            "repository": f"{o['slug']}/{r['name']}",
            **toolkit.named(r, "visibility default_branch language size_mb"),
            "lfs_enabled": bool(r["lfs_enabled"]),
            "created": r["created"],
            "last_push": r["last_push"],
        }
        for r in rows
    ]


def _run_dict(r: sqlite3.Row) -> dict:
    return {
        **toolkit.named(
            r,
            "run_id=id repository=full_name branch commit=commit_sha triggered_by status started_at duration_seconds",
        ),
        "duration": _minutes(r["duration_seconds"]),
        "failed_stage": r["failed_stage"],
    }


_RUN_SQL = (
    "SELECT p.*, o.slug || '/' || r.name AS full_name FROM pipeline_runs p "
    "JOIN repositories r ON r.id = p.repo_id JOIN organisations o ON o.id = r.org_id "
)


@tool(values={"repository": repository_names})
def list_pipeline_runs(
    repository: str,
    status: Literal["passed", "failed", "cancelled"] | None = None,
    limit: int = 10,
) -> list[dict]:
    """The latest CI pipeline runs of one repository, newest first: run number, branch,
    commit, what triggered it, status (passed, failed, cancelled), start time, duration and,
    for a failed run, the stage that failed.

    Args:
        repository: the repository as organisation/name, e.g. "kestrel-robotics/firmware".
        status: only runs with this status, e.g. "failed"; leave out for all.
        limit: how many runs at most, newest first (default 10).

    Examples:
        Show me the last pipeline runs of kestrel-robotics/firmware.
        Why did the latest build of bluefin-payments/payments-service fail?
        How long did the last CI run on lumen-labs/website take?
        List the failed pipelines of ferrum-automotive/infra.
    """
    full = repository.strip().strip("/")
    if full not in set(repository_names()):
        raise ToolError(
            f"there is no repository {repository!r}; give it as organisation/name, e.g. kestrel-robotics/firmware"
        )
    if limit < 1:
        raise ToolError("limit must be at least 1")
    sql = _RUN_SQL + "WHERE o.slug || '/' || r.name = ?"
    args: tuple = (full,)
    if status:
        sql += " AND p.status = ?"
        args += (status,)
    sql += " ORDER BY p.started_at DESC LIMIT ?"
    return [_run_dict(r) for r in _query(sql, (*args, min(limit, 50)))]


@tool
def get_pipeline_run(run_id: int) -> dict:
    """One CI pipeline run by its run number: repository, branch, commit, trigger, status,
    start time, duration and the stage that failed (if it failed).

    Args:
        run_id: the pipeline run number, e.g. 5123.

    Examples:
        What happened with pipeline run 5123?
        How long did build #5200 take?
        Which stage failed in run 5342?
    """
    rows = _query(_RUN_SQL + "WHERE p.id = ?", (run_id,))
    if not rows:
        raise ToolError(f"there is no pipeline run {run_id}")
    return _run_dict(rows[0])


def _invoice_dict(r: sqlite3.Row) -> dict:
    return toolkit.named(
        r,
        "invoice_number=number organisation=org_name org_id billing_period=period issue_date due_date seats_billed amount_usd status paid_date",
    )


_INVOICE_SQL = (
    "SELECT i.*, o.name AS org_name FROM invoices i JOIN organisations o ON o.id = i.org_id "
)


@tool(values={"org_id": organisation_names})
def list_invoices(
    org_id: int, status: Literal["paid", "open", "overdue"] | None = None
) -> list[dict]:
    """The invoices of one organisation, newest first: invoice number, billing month, issue
    and due dates, seats billed, amount in US dollars, status (paid, open, overdue) and the
    date it was paid. Organisations on the Free plan have no invoices.

    Args:
        org_id: the organisation's number, e.g. 12.
        status: only invoices with this status, e.g. "overdue"; leave out for all.

    Examples:
        Show me the invoices of org 8.
        Does Pinecone Software have any overdue invoices?
        How much was Mosaic Retail billed in March?
        When is the next invoice of organisation 26 due?
    """
    _org(org_id)
    sql = _INVOICE_SQL + "WHERE i.org_id = ?"
    args: tuple = (org_id,)
    if status:
        sql += " AND i.status = ?"
        args += (status,)
    return [_invoice_dict(r) for r in _query(sql + " ORDER BY i.issue_date DESC", args)]


@tool
def get_invoice(invoice_number: int) -> dict:
    """One invoice by its number: the organisation, billing month, issue and due dates, seats
    billed, amount in US dollars, status (paid, open, overdue) and when it was paid.

    Args:
        invoice_number: the invoice number, e.g. 24123.

    Examples:
        How much is invoice 24123?
        When is invoice 24150 due?
        Has invoice 24077 been paid?
    """
    rows = _query(_INVOICE_SQL + "WHERE i.number = ?", (invoice_number,))
    if not rows:
        raise ToolError(f"there is no invoice {invoice_number}")
    return _invoice_dict(rows[0])
