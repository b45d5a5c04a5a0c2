"""The demo workspace's tools: Quillstack customers' accounts, owners, health and activity.
Read-only, parameterised SQLAlchemy queries, scoped to the current workspace
(``settings.workspace``). Listed in ``deployment.toml``; the engine never names them."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any, Literal

import sqlalchemy as sa

from bot.settings import Settings, get_settings
from tools.registry import ToolError, forbidden_terms, load_module, on_prepare, tool

ws = load_module("workspace_data.py", base=Path(__file__).parent)


@on_prepare
def build_workspace() -> None:
    """The demo workspace database, written once (seeded) before the first question."""
    ws.ensure_demo_workspace()


def _settings() -> Settings:
    return get_settings()


def _engine() -> sa.Engine:
    return ws.workspace_engine(_settings().workspace_db_url())


def _workspace() -> str:
    return _settings().workspace


def _account_dict(row: Any) -> dict[str, Any]:
    return {
        "account_id": row.id,
        "name": row.name,
        "plan": row.plan,
        "owner": row.owner,
        "health": row.health,
        "seats": row.seats,
        "region": row.region,
    }


def parse_since(since: str | None) -> dt.date | None:
    """An ISO date, or a relative window like "30d", "last 30 days", "2 weeks" (from the
    workspace's today)."""
    if since is None or not since.strip():
        return None
    text = since.strip().lower()
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        pass
    match = re.search(r"(\d+)\s*(d|day|days|w|week|weeks|m|month|months)\b", text)
    if not match:
        raise ToolError(
            f"cannot read since={since!r}: use a date like 2026-06-01 or a window like '30 days'"
        )
    n, unit = int(match.group(1)), match.group(2)[0]
    days = n * {"d": 1, "w": 7, "m": 30}[unit]
    return ws.REFERENCE_DATE - dt.timedelta(days=days)


def resolve_activity(name: str) -> str:
    """The canonical activity type for a name or alias ("issues" -> "support_ticket")."""
    wanted = " ".join(name.strip().lower().replace("_", " ").split())
    for canonical, _, aliases, _ in ws.ACTIVITY_TYPES:
        names = {canonical.replace("_", " "), *(a.strip() for a in aliases.split(","))}
        if wanted in names or wanted.rstrip("s") in names:
            return canonical
    known = ", ".join(t[0] for t in ws.ACTIVITY_TYPES)
    raise ToolError(f"unknown activity {name!r}; the activity types are: {known}")


def account_names() -> list[tuple[str, str]]:
    """(account id, account name) of this workspace's accounts."""
    a = ws.accounts
    with _engine().connect() as conn:
        rows = conn.execute(sa.select(a.c.id, a.c.name).where(a.c.workspace == _workspace()))
        return [(r.id, r.name) for r in rows]


def owner_names() -> list[str]:
    a = ws.accounts
    with _engine().connect() as conn:
        query = sa.select(a.c.owner).where(a.c.workspace == _workspace()).distinct()
        return sorted(r.owner for r in conn.execute(query))


def activity_names() -> list[tuple[str, str]]:
    """(activity type, a word that means it): "issues" -> support_ticket."""
    out = []
    for name, _, aliases, _ in ws.ACTIVITY_TYPES:
        out.append((name, name.replace("_", " ")))
        out += [(name, alias.strip()) for alias in aliases.split(",")]
    return out


@forbidden_terms
def other_workspaces() -> list[str]:
    """Ids, names and owners of the other workspaces' accounts: never in an answer."""
    a = ws.accounts
    with _engine().connect() as conn:
        rows = conn.execute(sa.select(a.c.id, a.c.name, a.c.owner, a.c.workspace)).all()
    own = {t.lower() for r in rows if r.workspace == _workspace() for t in (r.id, r.name, r.owner)}
    other = {t.lower() for r in rows if r.workspace != _workspace() for t in (r.id, r.name, r.owner)}
    return sorted(other - own)


def _find_account(conn: sa.Connection, account_id: str) -> Any:
    a = ws.accounts
    key = account_id.strip()
    query = sa.select(a).where(a.c.workspace == _workspace())
    row = conn.execute(query.where(sa.func.lower(a.c.id) == key.lower())).first()
    if row is None:
        row = conn.execute(query.where(sa.func.lower(a.c.name) == key.lower())).first()
    if row is None:
        raise ToolError(
            f"no account {account_id!r} in this workspace; list_accounts shows the account ids"
        )
    return row


@tool(values={"owner": owner_names})
def list_accounts(
    plan: Literal["Starter", "Team", "Business", "Enterprise"] | None = None,
    owner: str | None = None,
    name_contains: str | None = None,
    min_health: int | None = None,
    max_health: int | None = None,
    sort_by: Literal["health", "activity", "name"] = "name",
    descending: bool = False,
    limit: int = 10,
) -> dict:
    """List customer accounts, filtered and sorted.

    Args:
        owner: owner name (or part of it).
        name_contains: text in the account name.
        min_health: lowest health score (0-100).
        max_health: highest health score (0-100).
        sort_by: activity = events in the last 30 days.
        descending: highest first.
        limit: 1-100.

    Examples:
        Which accounts have the lowest health?
        List the Team accounts owned by Maya Patel.
        Which customers are at risk of churning?
        Show our most active accounts.
    """
    a, act = ws.accounts, ws.activities
    since = ws.REFERENCE_DATE - dt.timedelta(days=30)
    recent = (
        sa.select(act.c.account_id, sa.func.count().label("n"))
        .where(act.c.workspace == _workspace(), act.c.occurred_on > since)
        .group_by(act.c.account_id)
        .subquery()
    )
    activity = sa.func.coalesce(recent.c.n, 0).label("activity_30d")
    query = (
        sa.select(a, activity)
        .outerjoin(recent, recent.c.account_id == a.c.id)
        .where(a.c.workspace == _workspace())
    )
    if plan:
        query = query.where(a.c.plan == plan)
    if owner:
        query = query.where(sa.func.lower(a.c.owner).contains(owner.lower(), autoescape=True))
    if name_contains:
        query = query.where(
            sa.func.lower(a.c.name).contains(name_contains.lower(), autoescape=True)
        )
    if min_health is not None:
        query = query.where(a.c.health >= min_health)
    if max_health is not None:
        query = query.where(a.c.health <= max_health)
    key = {"health": a.c.health, "activity": activity, "name": a.c.name}[sort_by]
    query = query.order_by(key.desc() if descending else key.asc(), a.c.id)
    with _engine().connect() as conn:
        rows = conn.execute(query).all()
    limit = max(1, min(100, limit))
    items = [dict(_account_dict(r), activity_30d=r.activity_30d) for r in rows[:limit]]
    return {"total_matching": len(rows), "returned": len(items), "accounts": items}


@tool(values={"account_id": account_names})
def get_account_details(account_id: str) -> dict:
    """One account: plan, owner, health score, seats, activity in the last 30 and 90 days.

    Args:
        account_id: account id like "acme-9", or the exact name.

    Examples:
        What is the health score of acme-9?
        Who owns the Northwind account?
        How many seats does globex-2 have?
        Which plan is initech-3 on?
    """
    act = ws.activities
    with _engine().connect() as conn:
        row = _find_account(conn, account_id)
        summary: dict[str, Any] = {}
        for days in (30, 90):
            since = ws.REFERENCE_DATE - dt.timedelta(days=days)
            query = (
                sa.select(act.c.type, sa.func.count(), sa.func.sum(act.c.value))
                .where(act.c.account_id == row.id, act.c.occurred_on > since)
                .group_by(act.c.type)
            )
            counts = {t: (n, v) for t, n, v in conn.execute(query)}
            summary[f"events_last_{days}_days"] = {t: n for t, (n, _) in counts.items()}
            if "invoice_paid" in counts:
                summary[f"paid_usd_last_{days}_days"] = round(counts["invoice_paid"][1] or 0, 2)
        last_login = conn.execute(
            sa.select(sa.func.max(act.c.occurred_on)).where(
                act.c.account_id == row.id, act.c.type == "login"
            )
        ).scalar()
    details = _account_dict(row)
    details.update(created_on=row.created_on.isoformat(), last_login=last_login, **summary)
    return details


@tool
def list_activity_types() -> list:
    """The activity types this workspace tracks and their aliases ("issues" = support_ticket).

    Examples:
        Which activity types does this workspace track?
    """
    return [
        {
            "name": name,
            "description": desc,
            "aliases": [a.strip() for a in aliases.split(",")],
            "value": meaning,
        }
        for name, desc, aliases, meaning in ws.ACTIVITY_TYPES
    ]


@tool(values={"name": activity_names, "account_id": account_names})
def get_activity(
    name: str, account_id: str | None = None, since: str | None = None, limit: int = 5
) -> dict:
    """Events of one activity type for one account or all accounts, newest first, with totals.

    Args:
        name: activity type or alias: login, issues, feature_used, nps_response, invoice_paid.
        account_id: only this account; omit for all.
        since: a date "2026-06-01" or a window "30 days".
        limit: events to list (1-50).

    Examples:
        How many logins did acme-9 have in the last 30 days?
        How many support tickets has globex-2 opened since 2026-06-01?
        How much has acme-9 paid in invoices since 2026-05-01?
        What was the latest NPS response from initech-3?
    """
    canonical = resolve_activity(name)
    start = parse_since(since)
    act = ws.activities
    query = sa.select(act).where(act.c.workspace == _workspace(), act.c.type == canonical)
    with _engine().connect() as conn:
        if account_id:
            query = query.where(act.c.account_id == _find_account(conn, account_id).id)
        if start is not None:
            query = query.where(act.c.occurred_on > start)
        rows = conn.execute(query.order_by(act.c.occurred_on.desc(), act.c.id.desc())).all()
    limit = max(1, min(50, limit))
    per_account: dict[str, int] = {}
    for r in rows:
        per_account[r.account_id] = per_account.get(r.account_id, 0) + 1
    top = sorted(per_account.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    return {
        "activity": canonical,
        "account_id": account_id,
        "since": start,
        "events": len(rows),
        "total_value": round(sum(r.value for r in rows), 2),
        "top_accounts": [{"account_id": k, "events": v} for k, v in top],
        "latest": [
            {
                "account_id": r.account_id,
                "date": r.occurred_on,
                "value": r.value,
                "detail": r.detail,
            }
            for r in rows[:limit]
        ],
    }
