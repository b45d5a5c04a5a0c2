"""The demo workspace: Quillstack customers' accounts, owners, health and activity signals.

Generated deterministically (seeded) relative to a fixed date, written once with
SQLAlchemy into SQLite by default (any SQLAlchemy URL via ``GUARDBOT_WORKSPACE_DATABASE_URL``),
and opened read-only by the tools. Two workspaces live in the same database: ``demo``
(the default) and ``other`` (whose data must never reach a ``demo`` answer).
"""

from __future__ import annotations

import datetime as dt
import random
import threading
from dataclasses import dataclass

import sqlalchemy as sa

from bot.settings import get_settings
from tools.sql import readonly_engine, writable_engine

REFERENCE_DATE = dt.date(2026, 6, 30)  # "today" inside the demo data
HISTORY_DAYS = 180
SEED = 20260630

metadata = sa.MetaData()

accounts = sa.Table(
    "accounts",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("workspace", sa.String(32), nullable=False, index=True),
    sa.Column("name", sa.String(128), nullable=False),
    sa.Column("plan", sa.String(16), nullable=False),
    sa.Column("owner", sa.String(64), nullable=False),
    sa.Column("health", sa.Integer, nullable=False),
    sa.Column("seats", sa.Integer, nullable=False),
    sa.Column("created_on", sa.Date, nullable=False),
    sa.Column("region", sa.String(16), nullable=False),
)

activity_types = sa.Table(
    "activity_types",
    metadata,
    sa.Column("name", sa.String(32), primary_key=True),
    sa.Column("description", sa.Text, nullable=False),
    sa.Column("aliases", sa.Text, nullable=False),  # comma-separated
    sa.Column("value_meaning", sa.Text, nullable=False),
)

activities = sa.Table(
    "activities",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("workspace", sa.String(32), nullable=False, index=True),
    sa.Column(
        "account_id", sa.String(64), sa.ForeignKey("accounts.id"), nullable=False, index=True
    ),
    sa.Column("type", sa.String(32), nullable=False, index=True),
    sa.Column("occurred_on", sa.Date, nullable=False, index=True),
    sa.Column("value", sa.Float, nullable=False),
    sa.Column("detail", sa.Text, nullable=False),
)

ACTIVITY_TYPES = [
    (
        "login",
        "A user of the account signed in; value = sign-ins that day.",
        "logins,sign-in,sign-ins,signin,signins",
        "sign-ins that day",
    ),
    (
        "support_ticket",
        "A support ticket (an issue) the account opened; detail = subject and status.",
        "issue,issues,ticket,tickets,support tickets,support ticket,problems,bugs",
        "1 per ticket",
    ),
    (
        "feature_used",
        "A Quillstack feature used by the account; detail = feature name; value = uses that day.",
        "feature usage,features,feature use,usage",
        "uses that day",
    ),
    (
        "nps_response",
        "A Net Promoter Score survey answer; value = score 0-10.",
        "nps,nps responses,survey,surveys,net promoter score",
        "score 0-10",
    ),
    (
        "invoice_paid",
        "An invoice the account paid; value = amount in US dollars.",
        "invoice,invoices,payment,payments,billing",
        "amount in USD",
    ),
]

PLANS = {
    "Starter": 19,
    "Team": 49,
    "Business": 99,
    "Enterprise": 0,
}  # $ per user per month; 0 = custom
OWNERS = ["Maya Patel", "Jonas Berg", "Lena Fischer", "Omar Haddad", "Grace Kim", "Tomás Rivera"]
REGIONS = ["EMEA", "NA", "APAC", "LATAM"]
FEATURES = [
    "health dashboards",
    "playbooks",
    "journeys",
    "renewal forecasts",
    "NPS surveys",
    "Slack alerts",
    "segments",
]
TICKET_SUBJECTS = [
    "Cannot export report",
    "Password reset code not received",
    "Slack integration disconnected",
    "Dashboard loads slowly",
    "Billing question",
    "HubSpot sync missing contacts",
    "Need help with playbooks",
    "User cannot sign in",
]
TICKET_STATUSES = ["open", "pending", "solved", "solved"]

DEMO_NAMES = [
    "Northwind",
    "Globex",
    "Initech",
    "Umbrella",
    "Hooli",
    "Vandelay",
    "Stark",
    "Wayne",
    "Acme",
    "Soylent",
    "Cyberdyne",
    "Tyrell",
    "Wonka",
    "Gringotts",
    "Oscorp",
    "Pawnee",
    "Dunder",
    "Monarch",
    "Prestige",
    "Sterling",
    "Bluth",
    "Krusty",
    "Duff",
    "Massive",
    "Nakatomi",
    "Virtucon",
    "Zorg",
    "Axiom",
    "Buynlarge",
    "Cogswell",
    "Spacely",
    "Gekko",
    "Wernham",
    "Primatech",
    "Rekall",
    "Stratton",
    "Veridian",
    "Weyland",
    "Yoyodyne",
    "Zenith",
    "Abstergo",
    "Aperture",
    "Blackmesa",
    "Clampett",
    "Dharma",
    "Ewing",
    "Fringe",
    "Genco",
    "Hanso",
    "Ingen",
    "Jupiter",
    "Kellerman",
    "Lacuna",
    "Mooby",
    "Nordhaus",
    "Olivia",
    "Pendant",
    "Quartz",
    "Roxxon",
    "Sirius",
]
DEMO_SUFFIXES = [
    "Logistics",
    "Health",
    "Labs",
    "Retail",
    "Systems",
    "Foods",
    "Media",
    "Capital",
    "Energy",
    "Studios",
]
OTHER_NAMES = [
    "Halcyon",
    "Ironwood",
    "Juniper",
    "Kestrel",
    "Lumen",
    "Meridian",
    "Nimbus",
    "Obsidian",
]

_lock = threading.Lock()
_ensured: set[str] = set()


@dataclass(frozen=True)
class AccountRow:
    id: str
    workspace: str
    name: str
    plan: str
    owner: str
    health: int
    seats: int
    created_on: dt.date
    region: str


def _make_accounts(rng: random.Random, workspace: str, names: list[str]) -> list[AccountRow]:
    out = []
    for i, base in enumerate(names, start=1):
        plan = rng.choices(list(PLANS), weights=[30, 35, 25, 10])[0]
        seats = {"Starter": rng.randint(1, 5), "Team": rng.randint(5, 40)}.get(
            plan, rng.randint(20, 400)
        )
        out.append(
            AccountRow(
                id=f"{base.lower()}-{i}",
                workspace=workspace,
                name=f"{base} {DEMO_SUFFIXES[(i * 7) % len(DEMO_SUFFIXES)]}",
                plan=plan,
                owner=rng.choice(OWNERS if workspace == "demo" else ["Ravi Menon", "Ines Duarte"]),
                health=rng.randint(5, 99),
                seats=seats,
                created_on=REFERENCE_DATE - dt.timedelta(days=rng.randint(200, 1500)),
                region=rng.choice(REGIONS),
            )
        )
    return out


def _make_activities(rng: random.Random, account: AccountRow) -> list[dict]:
    rows: list[dict] = []
    engagement = account.health / 100
    for back in range(HISTORY_DAYS):
        day = REFERENCE_DATE - dt.timedelta(days=back)
        if rng.random() < 0.15 + 0.5 * engagement:
            rows.append(_act(account, "login", day, rng.randint(1, max(1, account.seats // 2)), ""))
        if rng.random() < 0.08 + 0.2 * engagement:
            feature = rng.choice(FEATURES)
            rows.append(_act(account, "feature_used", day, rng.randint(1, 12), feature))
        if rng.random() < 0.06 * (1.2 - engagement):
            subject, status = rng.choice(TICKET_SUBJECTS), rng.choice(TICKET_STATUSES)
            rows.append(_act(account, "support_ticket", day, 1, f"{subject} ({status})"))
        if day.day == 1 and account.plan != "Enterprise":
            amount = PLANS[account.plan] * account.seats
            rows.append(
                _act(
                    account,
                    "invoice_paid",
                    day,
                    float(amount),
                    f"monthly invoice, {account.seats} seats",
                )
            )
        if day.day == 15 and rng.random() < 0.4:
            score = max(0, min(10, round(rng.gauss(3 + 7 * engagement, 1.5))))
            rows.append(_act(account, "nps_response", day, float(score), "quarterly survey"))
    return rows


def _act(account: AccountRow, kind: str, day: dt.date, value: float, detail: str) -> dict:
    return dict(
        workspace=account.workspace,
        account_id=account.id,
        type=kind,
        occurred_on=day,
        value=float(value),
        detail=detail,
    )


def generate() -> tuple[list[AccountRow], list[dict]]:
    """All accounts (both workspaces) and their activities; the same on every run."""
    rng = random.Random(SEED)
    rows = _make_accounts(rng, "demo", DEMO_NAMES) + _make_accounts(rng, "other", OTHER_NAMES)
    acts: list[dict] = []
    for account in rows:
        acts.extend(_make_activities(rng, account))
    return rows, acts


def _default_url() -> str:

    return get_settings().workspace_db_url()


def ensure_demo_workspace(url: str | None = None) -> str:
    """Create and fill the demo workspace database if it is empty. Returns its URL."""
    url = url or _default_url()
    if url in _ensured:
        return url
    with _lock:
        engine = writable_engine(url)
        metadata.create_all(engine)
        with engine.connect() as conn:
            filled = conn.execute(sa.select(sa.func.count()).select_from(accounts)).scalar()
        if not filled:
            rows, acts = generate()
            with engine.begin() as conn:
                conn.execute(
                    activity_types.insert(),
                    [
                        dict(
                            zip(("name", "description", "aliases", "value_meaning"), t, strict=True)
                        )
                        for t in ACTIVITY_TYPES
                    ],
                )
                conn.execute(accounts.insert(), [r.__dict__ for r in rows])
                conn.execute(activities.insert(), acts)
        engine.dispose()
        _ensured.add(url)
    return url


def workspace_engine(url: str | None = None) -> sa.Engine:
    """The read-only engine for the configured workspace database (created on first use)."""
    url = ensure_demo_workspace(url)
    return readonly_engine(url)
