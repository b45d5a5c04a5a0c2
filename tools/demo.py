"""The demo workspace tools. Read-only, parameterised SQLAlchemy queries, scoped to the
current workspace (``settings.workspace``)."""

from __future__ import annotations

import contextlib
import datetime as dt
import re
from typing import Any, Literal

import sqlalchemy as sa

from bot.kb.retriever import get_retriever
from bot.settings import Settings, get_settings
from tools import planner
from tools import workspace as ws
from tools.registry import ToolError, ToolRegistry, bind, bound, tool
from tools.vocab import Vocabulary


def use_retriever(retriever: Any) -> contextlib.AbstractContextManager[None]:
    """``search_knowledge_base`` reads ``retriever`` in this context (``registry.bind``)."""
    return bind(retriever=retriever)


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


@tool
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


@tool
def get_account_details(account_id: str) -> dict:
    """One account: plan, owner, health score, seats, activity in the last 30 and 90 days.

    Args:
        account_id: account id like "acme-9", or the exact name.
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
    """The activity types and their aliases ("issues" = support_ticket)."""
    return [
        {
            "name": name,
            "description": desc,
            "aliases": [a.strip() for a in aliases.split(",")],
            "value": meaning,
        }
        for name, desc, aliases, meaning in ws.ACTIVITY_TYPES
    ]


@tool
def get_activity(
    name: str, account_id: str | None = None, since: str | None = None, limit: int = 5
) -> dict:
    """Events of one activity type for one account or all accounts, newest first, with totals.

    Args:
        name: activity type or alias: login, issues, feature_used, nps_response, invoice_paid.
        account_id: only this account; omit for all.
        since: a date "2026-06-01" or a window "30 days".
        limit: events to list (1-50).
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


@tool
def search_knowledge_base(query: str, k: int = 3) -> list:
    """Search the Quillstack help centre (plans, prices, integrations, how-tos).

    Args:
        query: what to look for.
        k: passages to return (1-8).
    """
    retriever = bound("retriever")
    if retriever is None:  # not called from a turn: the settings' knowledge base
        retriever = get_retriever(settings=_settings())
    chunks = retriever.search(query, k=max(1, min(8, k)))
    return [{"title": c.title, "source": c.source, "text": c.text, "id": c.id} for c in chunks]


TOOLS = [
    list_accounts,
    get_account_details,
    list_activity_types,
    get_activity,
    search_knowledge_base,
]


def default_registry(*, settings: Settings | None = None) -> ToolRegistry:
    """The demo workspace tools plus every module named in ``settings.tool_modules``."""
    settings = settings or get_settings()
    registry = ToolRegistry(TOOLS, default_timeout=settings.tool_timeout, planner=planner.plan_call)
    for module_path in settings.tool_modules:
        registry.register_module(module_path)
    return registry


def load_vocabulary(
    settings: Settings | None = None, *, workspace: str | None = None, url: str | None = None
) -> Vocabulary:
    """The vocabulary of ``workspace`` (default: the settings') from the (read-only)
    workspace database: its accounts, owners and activity types."""
    settings = settings or get_settings()
    workspace = workspace or settings.workspace
    engine = ws.workspace_engine(url or settings.workspace_db_url())
    vocab = Vocabulary(workspace=workspace, today=ws.REFERENCE_DATE.isoformat())
    with engine.connect() as conn:
        rows = conn.execute(
            sa.select(
                ws.accounts.c.id, ws.accounts.c.name, ws.accounts.c.owner, ws.accounts.c.workspace
            )
        ).all()
    first_words: dict[str, list[str]] = {}
    for account_id, name, owner, owner_ws in rows:
        if owner_ws != workspace:
            vocab.other_terms.update({account_id.lower(), name.lower(), owner.lower()})
            continue
        vocab.account_ids.add(account_id.lower())
        vocab.account_names[name.lower()] = account_id
        vocab.owners.add(owner)
        first_words.setdefault(name.split()[0].lower(), []).append(account_id)
    vocab.name_words = {
        w: ids[0] for w, ids in first_words.items() if len(ids) == 1 and len(w) >= 4
    }
    own = {
        t.lower()
        for t in (*vocab.account_ids, *vocab.account_names, *(o.lower() for o in vocab.owners))
    }
    vocab.other_terms -= own
    vocab.activity_types = list_activity_types()
    for item in vocab.activity_types:
        vocab.activity_words[item["name"]] = item["name"]
        vocab.activity_words[item["name"].replace("_", " ")] = item["name"]
        for alias in item["aliases"]:
            vocab.activity_words[alias.lower()] = item["name"]
    return vocab
