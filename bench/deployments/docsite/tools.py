"""Tools of Polyglot Harbor, a (fictional) company that sells hosted Intlayer CMS plans.

They read the company's own customer database: organisations and their subscriptions
(plan, seats, billing cycle, renewal), the plan catalogue, CMS access keys with their expiry,
invoices, monthly AI-translation usage and support tickets. Everything is read-only.

The database is a SQLite file built on first use from a fixed random seed, so every
process that builds it builds the same data. It is written to a temporary file and moved
into place with ``os.replace``, so two processes starting at once never see half a file.
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

SEED = 20260527
DB_NAME = "docsite.db"
SCHEMA_VERSION = "1"
AS_OF = dt.date(2026, 5, 20)  # the day the data describes ("today" for statuses)

PlanName = Literal["Starter", "Team", "Business", "Enterprise"]

# name, monthly price per seat, yearly price per seat, AI credits per seat a month,
# included seats minimum, maximum seats, live sync, support
_PLANS = [
    (
        "Starter",
        12.0,
        120.0,
        2_000,
        1,
        5,
        0,
        "community forum and email, answer within 3 business days",
        "none",
    ),
    ("Team", 24.0, 240.0, 5_000, 3, 25, 0, "email, answer within 1 business day", "99.5%"),
    (
        "Business",
        39.0,
        390.0,
        10_000,
        5,
        100,
        0,
        "email and chat, answer within 8 business hours",
        "99.9%",
    ),
    (
        "Enterprise",
        59.0,
        590.0,
        25_000,
        20,
        1000,
        1,
        "24/7 phone, chat and email, urgent tickets answered within 1 hour, named account manager",
        "99.95%",
    ),
]

_FIRST = [
    "Alder",
    "Birch",
    "Cobalt",
    "Dune",
    "Ember",
    "Fjord",
    "Granite",
    "Harbor",
    "Indigo",
    "Juniper",
    "Kestrel",
    "Lumen",
    "Meridian",
    "Nimbus",
    "Orchid",
    "Pinecone",
    "Quartz",
    "Riverstone",
    "Saffron",
    "Tundra",
    "Umber",
    "Vellum",
    "Willow",
    "Xenon",
    "Yarrow",
    "Zephyr",
    "Atlas",
    "Beacon",
    "Cinder",
    "Delta",
    "Evergreen",
    "Foxglove",
    "Glacier",
    "Hollow",
    "Ironwood",
    "Jasper",
    "Kinfolk",
    "Lantern",
    "Maple",
    "Northwind",
]
_SECOND = [
    "Media",
    "Labs",
    "Travel",
    "Foods",
    "Health",
    "Studio",
    "Retail",
    "Software",
    "Learning",
    "Logistics",
    "Games",
    "Finance",
    "Outdoors",
    "Publishing",
    "Energy",
]
_SUFFIX = ["GmbH", "Ltd", "Inc.", "SAS", "B.V.", "AB", "S.L.", "Oy", "LLC", "S.r.l."]
_COUNTRY_BY_SUFFIX = {
    "GmbH": ["Germany", "Austria"],
    "Ltd": ["United Kingdom", "Ireland"],
    "Inc.": ["United States", "Canada"],
    "SAS": ["France"],
    "B.V.": ["Netherlands"],
    "AB": ["Sweden"],
    "S.L.": ["Spain"],
    "Oy": ["Finland"],
    "LLC": ["United States"],
    "S.r.l.": ["Italy"],
}
_MANAGERS = ["Ines Duarte", "Tomasz Wójcik", "Priya Raman", "Jonas Eklund", "Claire Fontaine"]
_AGENTS = ["Maya Brooks", "Oskar Lind", "Lucía Romero", "Ben Okafor", "Hana Sato", "Theo Martin"]
_LOCALES = ["en", "fr", "es", "de", "it", "pt", "nl", "sv", "fi", "pl", "ja", "ko", "zh", "ar"]
_KEY_LABELS = [
    "Production site",
    "Staging",
    "CI pipeline",
    "Marketing site",
    "Mobile app",
    "Docs portal",
    "Local development",
    "Admin dashboard",
]
_TICKET_SUBJECTS = [
    "Live Sync not picking up CMS changes",
    "intlayer login does not open the browser",
    "Visual editor shows a blank iframe",
    "dictionary push fails with 401",
    "AI fill translated our brand name",
    "Need more AI translation credits this month",
    "Question about invoice amount",
    "Add seats to our subscription",
    "Build fails on CI: missing dictionaries",
    "Switch from monthly to yearly billing",
    "Rotate a leaked client secret",
    "Pulled dictionaries land in the wrong folder",
    "Error: Cannot find module '@intlayer/types'",
    "MCP server setup in VS Code",
    "Request for a custom CMS domain",
    "Remove a former employee's seat",
]


def _add_months(day: dt.date, months: int) -> dt.date:
    month = day.month - 1 + months
    year = day.year + month // 12
    month = month % 12 + 1
    return dt.date(year, month, min(day.day, 28))


def _build(con: sqlite3.Connection) -> None:
    rng = random.Random(SEED)
    con.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
        CREATE TABLE plans (
            name TEXT PRIMARY KEY, monthly_price_per_seat_usd REAL, yearly_price_per_seat_usd REAL,
            ai_credits_per_seat_month INTEGER, minimum_seats INTEGER, maximum_seats INTEGER,
            live_sync INTEGER, support TEXT, uptime_sla TEXT);
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY, name TEXT UNIQUE, country TEXT, plan TEXT REFERENCES plans(name),
            billing_cycle TEXT, seats_purchased INTEGER, seats_in_use INTEGER, status TEXT,
            customer_since TEXT, renewal_date TEXT, account_manager TEXT, billing_email TEXT,
            locales TEXT);
        CREATE TABLE access_keys (
            id INTEGER PRIMARY KEY, account_id INTEGER REFERENCES accounts(id), label TEXT,
            client_id TEXT, environment TEXT, created_on TEXT, expires_on TEXT, status TEXT,
            last_used_on TEXT);
        CREATE TABLE invoices (
            number INTEGER PRIMARY KEY, account_id INTEGER REFERENCES accounts(id),
            issued_on TEXT, due_on TEXT, period TEXT, amount_usd REAL, status TEXT, paid_on TEXT);
        CREATE TABLE invoice_lines (
            invoice_number INTEGER REFERENCES invoices(number), description TEXT,
            quantity INTEGER, unit_price_usd REAL, amount_usd REAL);
        CREATE TABLE usage (
            account_id INTEGER REFERENCES accounts(id), month TEXT, ai_credits_used INTEGER,
            ai_credits_included INTEGER, dictionaries_pushed INTEGER, cms_api_requests INTEGER,
            PRIMARY KEY (account_id, month));
        CREATE TABLE tickets (
            number INTEGER PRIMARY KEY, account_id INTEGER REFERENCES accounts(id), subject TEXT,
            priority TEXT, status TEXT, opened_on TEXT, last_update_on TEXT, assigned_to TEXT);
        """
    )
    con.execute("INSERT INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
    con.execute("INSERT INTO meta VALUES ('as_of', ?)", (AS_OF.isoformat(),))
    con.executemany("INSERT INTO plans VALUES (?,?,?,?,?,?,?,?,?)", _PLANS)
    plans = {p[0]: p for p in _PLANS}

    stems: set[str] = set()
    accounts = []
    n_accounts = 48
    while len(accounts) < n_accounts:
        suffix = rng.choice(_SUFFIX)
        stem = f"{rng.choice(_FIRST)} {rng.choice(_SECOND)}"
        if stem in stems:  # no two organisations share a name but for the legal form
            continue
        stems.add(stem)
        accounts.append((f"{stem} {suffix}", suffix))

    key_id = 300
    ticket_no = 5001
    invoice_rows = []
    for idx, (name, suffix) in enumerate(accounts, start=1):
        plan = rng.choices(["Starter", "Team", "Business", "Enterprise"], [3, 5, 4, 2])[0]
        _, monthly, yearly, credits, min_seats, max_seats, *_ = plans[plan]
        seats = rng.randint(
            min_seats,
            min(max_seats, {"Starter": 5, "Team": 20, "Business": 60, "Enterprise": 180}[plan]),
        )
        in_use = max(1, seats - rng.choice([0, 0, 0, 1, 1, 2, 3]))
        cycle = rng.choice(["monthly", "yearly"])
        since = AS_OF - dt.timedelta(days=rng.randint(60, 1200))
        status = rng.choices(["active", "past_due", "trialing", "cancelled"], [30, 3, 2, 3])[0]
        if status == "past_due":
            cycle = "monthly"
        if status == "trialing":
            since = AS_OF - dt.timedelta(days=rng.randint(2, 13))
        # next renewal: the first anniversary (month or year) after AS_OF
        step = 12 if cycle == "yearly" else 1
        renewal = since
        periods = []
        while renewal <= AS_OF:
            periods.append(renewal)
            renewal = _add_months(renewal, step)
        if status == "trialing":  # a 14-day trial: it converts to a paid plan on this day
            renewal = since + dt.timedelta(days=14)
        country = rng.choice(_COUNTRY_BY_SUFFIX[suffix])
        manager = rng.choice(_MANAGERS)
        slug = name.split()[0].lower() + name.split()[1].lower()
        email = f"billing@{slug}.example"
        locales = ",".join(["en", *rng.sample(_LOCALES[1:], rng.randint(1, 6))])
        con.execute(
            "INSERT INTO accounts VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                idx,
                name,
                country,
                plan,
                cycle,
                seats,
                in_use,
                status,
                since.isoformat(),
                None if status == "cancelled" else renewal.isoformat(),
                manager,
                email,
                locales,
            ),
        )

        # access keys (CMS client credentials)
        for label in rng.sample(_KEY_LABELS, rng.randint(1, 4)):
            key_id += 1
            created = since + dt.timedelta(days=rng.randint(0, max(1, (AS_OF - since).days)))
            expires = created + dt.timedelta(days=rng.choice([90, 180, 365]))
            if status == "cancelled" or rng.random() < 0.08:
                kstatus = "revoked"
            elif expires < AS_OF:
                kstatus = "expired"
            else:
                kstatus = "active"
            last_used = None
            if kstatus != "revoked" or rng.random() < 0.5:
                used = min(AS_OF, expires) - dt.timedelta(days=rng.randint(0, 20))
                last_used = max(used, created).isoformat()
            env = {
                "Staging": "staging",
                "CI pipeline": "ci",
                "Local development": "development",
            }.get(label, "production")
            client_id = "ph_" + "".join(rng.choice("abcdef0123456789") for _ in range(12))
            con.execute(
                "INSERT INTO access_keys VALUES (?,?,?,?,?,?,?,?,?)",
                (
                    key_id,
                    idx,
                    label,
                    client_id,
                    env,
                    created.isoformat(),
                    expires.isoformat(),
                    kstatus,
                    last_used,
                ),
            )

        # invoices: one per billing period (the last 14 periods at most)
        price = yearly if cycle == "yearly" else monthly
        if status == "cancelled" and len(periods) > 1:
            periods = periods[: -rng.randint(1, min(5, len(periods) - 1))]
        if status != "trialing":
            for n, start in enumerate(periods[-14:]):
                last = n == len(periods[-14:]) - 1
                end = _add_months(start, step) - dt.timedelta(days=1)
                lines = [
                    (
                        f"{plan} plan, {cycle}, {start.isoformat()} to {end.isoformat()}",
                        seats,
                        price,
                        round(seats * price, 2),
                    )
                ]
                if cycle == "monthly" and rng.random() < 0.15:
                    extra = rng.choice([5, 10, 20, 50])
                    lines.append(
                        (
                            "Extra AI translation credits (per 1,000)",
                            extra,
                            1.5,
                            round(extra * 1.5, 2),
                        )
                    )
                amount = round(sum(line[3] for line in lines), 2)
                issued = start
                due = issued + dt.timedelta(days=14)
                if due >= AS_OF:
                    istatus, paid = "open", None
                elif status == "past_due" and (
                    last or _add_months(start, step) + dt.timedelta(days=14) >= AS_OF
                ):
                    istatus, paid = "overdue", None  # the latest bill whose due date has passed
                else:
                    istatus, paid = (
                        "paid",
                        (issued + dt.timedelta(days=rng.randint(0, 12))).isoformat(),
                    )
                if status == "cancelled" and last:
                    istatus = "void"
                    paid = None
                invoice_rows.append(
                    (
                        None,
                        idx,
                        issued.isoformat(),
                        due.isoformat(),
                        f"{start.isoformat()} to {end.isoformat()}",
                        amount,
                        istatus,
                        paid,
                        lines,
                    )
                )

        # monthly usage, December 2025 to May 2026
        for m in range(6):
            month = _add_months(dt.date(2025, 12, 1), m)
            if month < since.replace(day=1) and status != "trialing":
                continue
            if status == "trialing" and month < AS_OF.replace(day=1):
                continue
            included = credits * seats
            used = int(included * rng.uniform(0.05, 1.3))
            if month.month == AS_OF.month:
                used = int(used * 0.6)
            con.execute(
                "INSERT INTO usage VALUES (?,?,?,?,?,?)",
                (
                    idx,
                    month.strftime("%Y-%m"),
                    used,
                    included,
                    rng.randint(0, 40 * seats),
                    rng.randint(500, 4000) * seats,
                ),
            )

        # support tickets
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
            opened = AS_OF - dt.timedelta(days=rng.randint(0, 200))
            tstatus = rng.choices(["open", "pending", "resolved", "closed"], [2, 2, 3, 4])[0]
            if (AS_OF - opened).days > 60 and tstatus in ("open", "pending"):
                tstatus = "closed"
            update = min(AS_OF, opened + dt.timedelta(days=rng.randint(0, 10)))
            priority = rng.choices(["low", "normal", "high", "urgent"], [3, 6, 3, 1])[0]
            con.execute(
                "INSERT INTO tickets VALUES (?,?,?,?,?,?,?,?)",
                (
                    ticket_no,
                    idx,
                    rng.choice(_TICKET_SUBJECTS),
                    priority,
                    tstatus,
                    opened.isoformat(),
                    update.isoformat(),
                    rng.choice(_AGENTS),
                ),
            )
            ticket_no += 1

    invoice_rows.sort(key=lambda r: (r[2], r[1]))  # numbered in the order they were issued
    for number, row in enumerate(invoice_rows, start=10001):
        _, acc, issued, due, period, amount, istatus, paid, lines = row
        con.execute(
            "INSERT INTO invoices VALUES (?,?,?,?,?,?,?,?)",
            (number, acc, issued, due, period, amount, istatus, paid),
        )
        con.executemany(
            "INSERT INTO invoice_lines VALUES (?,?,?,?,?)", [(number, *line) for line in lines]
        )


DB = seeddb.SeededDB(DB_NAME, fill=_build, version=SCHEMA_VERSION)
_db = DB.connection


# ---------------------------------------------------------------- value listers


def account_names() -> list[tuple[int, str]]:
    """(account number, organisation name): lets a question that names a customer
    organisation be matched to its account number."""
    with _db() as db:
        return [(r[0], r[1]) for r in db.execute("SELECT id, name FROM accounts ORDER BY id")]


def _listed(table: str, account_id: int, status: str | None, order: str, spec: str) -> list:
    """The rows of ``table`` of an account (ToolError when there is none), only those of
    ``status`` when one is given, in ``order``, each as ``spec`` names its columns."""
    with _db() as db:
        _account(db, account_id)
        owner = ("account_id", account_id)

        def query(sql: str, params: tuple) -> list[sqlite3.Row]:
            return db.execute(sql, params).fetchall()

        return toolkit.listing(spec, query, table, owner, order, status=status)


def _account(db: sqlite3.Connection, account_id: int) -> sqlite3.Row:
    row = db.execute("SELECT * FROM accounts WHERE id = ?", (account_id,)).fetchone()
    if row is None:
        raise ToolError(f"there is no customer account {account_id}")
    return row


# ---------------------------------------------------------------- tools


@tool(values={"account_id": account_names})
def get_account(account_id: int) -> dict:
    """A customer organisation's account and subscription: plan, billing cycle (monthly or
    yearly), seats purchased and in use, subscription status, customer since, next renewal
    date, account manager, billing email and the locales they translate into.

    Args:
        account_id: the customer's account number, e.g. 12.

    Examples:
        What plan is account 12 on and how many seats do they have?
        When does Hollow Travel LLC renew?
        Who is the account manager for account 7?
        How many seats is Beacon Studio Ltd actually using?
    """
    with _db() as db:
        row = _account(db, account_id)
    return {
        **toolkit.named(
            row,
            "account_id=id organisation=name country plan billing_cycle seats_purchased seats_in_use subscription_status=status customer_since next_renewal_date=renewal_date account_manager billing_email",
        ),
        "locales": row["locales"].split(","),
    }


@tool
def get_plan(plan: PlanName) -> dict:
    """What one hosted plan includes and costs: monthly and yearly price per seat, AI
    translation credits per seat each month, minimum and maximum seats, whether Live Sync is
    included, the support level and the uptime SLA.

    Args:
        plan: the plan's name: Starter, Team, Business or Enterprise.

    Examples:
        How much is the Team plan per seat?
        Does the Business plan include Live Sync?
        How many AI credits do I get per seat on Enterprise?
        What's the yearly price of the Starter plan?
    """
    with _db() as db:
        row = db.execute("SELECT * FROM plans WHERE name = ?", (plan,)).fetchone()
    if row is None:
        raise ToolError(
            f"there is no plan called {plan!r}; the plans are Starter, Team, Business and Enterprise"
        )
    return {
        **toolkit.named(
            row,
            "plan=name monthly_price_per_seat_usd yearly_price_per_seat_usd ai_credits_per_seat_per_month=ai_credits_per_seat_month minimum_seats maximum_seats",
        ),
        "live_sync_included": bool(row["live_sync"]),
        "support": row["support"],
        "uptime_sla": row["uptime_sla"],
    }


@tool(values={"account_id": account_names})
def list_access_keys(
    account_id: int, status: Literal["active", "expired", "revoked"] | None = None
) -> list[dict]:
    """A customer's CMS access keys (the client ID / client secret pairs used by the CLI,
    CI and Live Sync): label, environment, client ID, created and expiry dates, status and
    when each was last used. Secrets are never shown.

    Args:
        account_id: the customer's account number, e.g. 12.
        status: only keys with this status: active, expired or revoked (optional).

    Examples:
        When does the CI key of account 9 expire?
        Which access keys of Jasper Labs Ltd have expired?
        List the active API keys for account 21.
        Is our staging client ID still valid? We're account 4.
    """
    spec = "key_id=id label environment client_id created_on expires_on status last_used_on"
    return _listed("access_keys", account_id, status, "id", spec)


@tool(values={"account_id": account_names})
def list_invoices(
    account_id: int,
    status: Literal["paid", "open", "overdue", "void"] | None = None,
    limit: int = 12,
) -> list[dict]:
    """A customer's invoices, newest first: invoice number, issue and due dates, the billing
    period, total in US dollars, status (paid, open, overdue, void) and when it was paid.

    Args:
        account_id: the customer's account number, e.g. 12.
        status: only invoices with this status: paid, open, overdue or void (optional).
        limit: at most this many invoices, newest first (default 12).

    Examples:
        Does account 15 have any overdue invoices?
        Show me the last invoices of Lantern Foods S.L.
        How much was the latest invoice for account 3?
        Has account 30 paid its last bill?
    """
    sql = "SELECT * FROM invoices WHERE account_id = ?"
    args: list = [account_id]
    if status:
        sql += " AND status = ?"
        args.append(status)
    sql += " ORDER BY issued_on DESC, number DESC LIMIT ?"
    args.append(max(1, min(limit, 100)))
    with _db() as db:
        _account(db, account_id)
        rows = db.execute(sql, args).fetchall()
    return [
        toolkit.named(
            r,
            "invoice_number=number issued_on due_on billing_period=period total_usd=amount_usd status paid_on",
        )
        for r in rows
    ]


@tool
def get_invoice(invoice_number: int) -> dict:
    """One invoice with its lines: which customer it is for, dates, billing period, each line
    (description, quantity, unit price, amount), the total in US dollars and its status.

    Args:
        invoice_number: the invoice number, e.g. 10240.

    Examples:
        What's on invoice 10240?
        Why is invoice 10296 higher than usual?
        Is invoice 10112 paid?
    """
    inv = toolkit.one(
        DB.query,
        "SELECT i.*, a.name FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE i.number = ?",
        (invoice_number,),
        f"there is no invoice {invoice_number}",
    )
    lines = DB.query(
        "SELECT description, quantity, unit_price_usd, amount_usd FROM invoice_lines WHERE invoice_number = ?",
        (invoice_number,),
    )
    return {
        **toolkit.named(
            inv,
            "invoice_number=number account_id organisation=name issued_on due_on billing_period=period",
        ),
        "lines": [
            toolkit.named(line, "description quantity unit_price_usd amount_usd") for line in lines
        ],
        **toolkit.named(inv, "total_usd=amount_usd status paid_on"),
    }


@tool(values={"account_id": account_names})
def get_usage(account_id: int, month: str | None = None) -> list[dict]:
    """A customer's monthly usage: AI translation credits used (by `intlayer fill` and the
    CMS) against the credits their plan includes, credits over the allowance, dictionaries
    pushed to the CMS and CMS API requests. One month, or the last six months.

    Args:
        account_id: the customer's account number, e.g. 12.
        month: a month like 2026-04 (optional; without it, every month from 2025-12 on).

    Examples:
        How many AI credits has account 8 used this month?
        Did Hollow Learning GmbH go over its translation allowance in April?
        How many dictionaries did account 19 push in 2026-03?
    """
    sql = "SELECT * FROM usage WHERE account_id = ?"
    args: list = [account_id]
    if month:
        month = month.strip()[:7]
        sql += " AND month = ?"
        args.append(month)
    with _db() as db:
        _account(db, account_id)
        rows = db.execute(sql + " ORDER BY month", args).fetchall()
    if month and not rows:
        raise ToolError(
            f"account {account_id} has no usage recorded for {month} (months 2025-12 to 2026-05 are kept)"
        )
    return [
        {
            **toolkit.named(r, "month ai_credits_used ai_credits_included"),
            "ai_credits_over_allowance": max(0, r["ai_credits_used"] - r["ai_credits_included"]),
            "dictionaries_pushed": r["dictionaries_pushed"],
            "cms_api_requests": r["cms_api_requests"],
        }
        for r in rows
    ]


@tool(values={"account_id": account_names})
def list_support_tickets(
    account_id: int, status: Literal["open", "pending", "resolved", "closed"] | None = None
) -> list[dict]:
    """A customer's support tickets, newest first: ticket number, subject, priority, status
    (open, pending, resolved, closed), when it was opened and last updated, and the support
    agent handling it.

    Args:
        account_id: the customer's account number, e.g. 12.
        status: only tickets with this status: open, pending, resolved or closed (optional).

    Examples:
        Does account 11 have any open tickets?
        Who is handling the support ticket of Delta Games SAS?
        What's the status of our last ticket? We're account 26.
    """
    spec = "ticket_number=number subject priority status opened_on last_update_on assigned_to"
    return _listed("tickets", account_id, status, "opened_on DESC, number DESC", spec)
