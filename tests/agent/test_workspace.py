"""The demo workspace and its tools: deterministic data, read-only access, parameterised
queries, workspace scoping, activity aliases."""

from __future__ import annotations

import sqlalchemy as sa

from tests.demo_deployment import data_module

ws = data_module()


def test_data_is_deterministic_and_big_enough():
    rows_a, acts_a = ws.generate()
    rows_b, acts_b = ws.generate()
    assert rows_a == rows_b and acts_a == acts_b
    demo = [r for r in rows_a if r.workspace == "demo"]
    assert len(demo) >= 50
    assert {r.plan for r in demo} == {"Starter", "Team", "Business", "Enterprise"}
    assert all(0 <= r.health <= 100 for r in demo)
    assert "acme-9" in {r.id for r in demo}
    assert any(r.workspace == "other" for r in rows_a)
    kinds = {a["type"] for a in acts_a}
    assert kinds == {"login", "support_ticket", "feature_used", "nps_response", "invoice_paid"}
    assert min(a["occurred_on"] for a in acts_a) >= ws.REFERENCE_DATE - __import__(
        "datetime"
    ).timedelta(days=ws.HISTORY_DAYS)


def test_tools_open_the_database_read_only(workspace):
    engine = ws.workspace_engine(workspace)
    with engine.connect() as conn:
        before = conn.execute(sa.select(sa.func.count()).select_from(ws.accounts)).scalar()
    try:
        with engine.begin() as conn:
            conn.execute(ws.accounts.delete())
        raised = False
    except sa.exc.OperationalError as exc:
        raised = "readonly" in str(exc).lower()
    assert raised
    with engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(ws.accounts)).scalar() == before


def test_any_sqlalchemy_url_by_setting(tmp_path, monkeypatch, data_dir):
    from bot.settings import reset_settings
    from bot.wiring import default_registry

    url = f"sqlite:///{tmp_path / 'elsewhere' / 'ws.db'}"
    monkeypatch.setenv("GUARDBOT_WORKSPACE_DATABASE_URL", url)
    reset_settings()
    result = default_registry().call("get_account_details", {"account_id": "acme-9"})
    assert result.ok, result.error
    assert (tmp_path / "elsewhere" / "ws.db").exists()


def test_list_accounts_filters_sorts_and_limits(registry):
    result = registry.call(
        "list_accounts", {"sort_by": "health", "descending": True, "limit": 5}
    ).result
    healths = [a["health"] for a in result["accounts"]]
    assert len(healths) == 5 and healths == sorted(healths, reverse=True)
    assert result["total_matching"] >= 50
    team = registry.call("list_accounts", {"plan": "Team", "limit": 100}).result
    assert team["accounts"] and all(a["plan"] == "Team" for a in team["accounts"])
    by_activity = registry.call(
        "list_accounts", {"sort_by": "activity", "descending": True, "limit": 3}
    ).result
    acts = [a["activity_30d"] for a in by_activity["accounts"]]
    assert acts == sorted(acts, reverse=True) and acts[0] > 0


def test_filters_are_parameters_not_sql(registry):
    evil = registry.call("list_accounts", {"name_contains": "' OR 1=1 --", "limit": 100}).result
    assert evil["total_matching"] == 0
    pct = registry.call("list_accounts", {"name_contains": "%", "limit": 100}).result
    assert pct["total_matching"] == 0


def test_account_details_and_other_workspaces(registry):
    acme = registry.call("get_account_details", {"account_id": "acme-9"}).result
    assert acme["name"] == "Acme Retail" and acme["plan"] in {
        "Starter",
        "Team",
        "Business",
        "Enterprise",
    }
    kinds = {"login", "support_ticket", "feature_used", "nps_response", "invoice_paid"}
    assert set(acme["events_last_90_days"]) <= kinds
    assert acme["events_last_90_days"]["login"] >= acme["events_last_30_days"]["login"] > 0
    seats_price = {"Starter": 19, "Team": 49, "Business": 99}[acme["plan"]] * acme["seats"]
    assert acme["paid_usd_last_30_days"] == seats_price  # one monthly invoice
    by_name = registry.call("get_account_details", {"account_id": "Acme Retail"}).result
    assert by_name["account_id"] == "acme-9"
    other = registry.call("get_account_details", {"account_id": "halcyon-1"})
    assert other.error_kind == "raised" and "no account" in other.error
    everyone = registry.call("list_accounts", {"limit": 100}).result["accounts"]
    assert not any(a["account_id"].startswith("halcyon") for a in everyone)


def test_activity_aliases_resolve(registry):
    issues = registry.call("get_activity", {"name": "issues", "account_id": "acme-9"}).result
    tickets = registry.call(
        "get_activity", {"name": "support_ticket", "account_id": "acme-9"}
    ).result
    assert issues["activity"] == "support_ticket" and issues["events"] == tickets["events"] > 0
    assert registry.call("get_activity", {"name": "Issue"}).result["activity"] == "support_ticket"
    recent = registry.call("get_activity", {"name": "logins", "since": "30 days"}).result
    total = registry.call("get_activity", {"name": "login"}).result
    assert 0 < recent["events"] < total["events"]
    bad = registry.call("get_activity", {"name": "teleports"})
    assert "support_ticket" in bad.error
    types = registry.call("list_activity_types", {}).result
    assert "issues" in next(t for t in types if t["name"] == "support_ticket")["aliases"]


def test_a_tool_reads_what_the_turn_lends_it():
    """A tool that searches the documents reads the retriever the turn itself searches
    (``registry.bind``), so the tool and the turn see the same data."""
    from tests.agent.conftest import PRICING, FixedRetriever
    from tools.registry import ToolRegistry, bind, bound, tool

    @tool
    def search_documents(query: str) -> list:
        """Search the documents.

        Args:
            query: what to look for.
        """
        return [{"title": c.title, "text": c.text} for c in bound("retriever").search(query)]

    registry = ToolRegistry([search_documents])
    retriever = FixedRetriever([PRICING])
    with bind(retriever=retriever):
        result = registry.call("search_documents", {"query": "team price"})
    assert result.ok, result.error
    assert result.result[0]["title"] == "Plans and pricing"
    assert retriever.queries == ["team price"]
