"""The tool registry: schema from signature and docstring, validation, timeouts, errors as data."""

from __future__ import annotations

import datetime as dt
import json
from typing import Literal

import pytest

from bot.wiring import default_registry
from tools.registry import ToolRegistry, ToolResult, tool


@tool
def lookup(
    account_id: str, kind: Literal["a", "b"] = "a", limit: int = 5, since: str | None = None
) -> dict:
    """Look an account up.

    Args:
        account_id: the account id.
        kind: which kind.
        limit: how many rows
            (wrapped description line).
    """
    return {"account_id": account_id, "kind": kind, "limit": limit, "since": since}


def test_schema_comes_from_signature_and_docstring():
    schema = ToolRegistry([lookup]).schemas()[0]["function"]
    assert schema["name"] == "lookup"
    assert schema["description"] == "Look an account up."
    params = schema["parameters"]
    assert params["required"] == ["account_id"]
    assert params["additionalProperties"] is False
    assert params["properties"]["account_id"] == {
        "type": "string",
        "description": "the account id.",
    }
    assert params["properties"]["kind"]["enum"] == ["a", "b"]
    assert params["properties"]["limit"]["default"] == 5
    assert (
        params["properties"]["limit"]["description"] == "how many rows (wrapped description line)."
    )
    assert params["properties"]["since"] == {"type": "string"}
    assert "since" not in params["required"]


def test_untyped_parameter_is_refused():
    def bad(x):  # noqa: ANN001
        return x

    with pytest.raises(TypeError, match="type hint"):
        tool(bad)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({}, "'account_id' is a required property"),
        ({"account_id": 7}, "account_id: 7 is not of type 'string'"),
        ({"account_id": "x", "kind": "c"}, "kind: 'c' is not one of"),
        ({"account_id": "x", "extra": 1}, "Additional properties are not allowed"),
        ({"account_id": "x", "limit": "many"}, "limit: 'many' is not of type 'integer'"),
    ],
)
def test_arguments_are_validated_before_the_call(arguments, message):
    calls = []

    @tool
    def spy(account_id: str, kind: Literal["a", "b"] = "a", limit: int = 5) -> dict:
        """Spy."""
        calls.append(account_id)
        return {}

    result = ToolRegistry([spy]).call("spy", arguments)
    assert result.error_kind == "invalid_arguments"
    assert message in result.error
    assert calls == []


def test_numeric_strings_are_coerced_for_integer_parameters():
    result = ToolRegistry([lookup]).call("lookup", {"account_id": "acme-9", "limit": "3"})
    assert result.ok, result.error
    assert result.result["limit"] == 3


def test_null_for_an_optional_argument_means_not_given():
    result = ToolRegistry([lookup]).call("lookup", {"account_id": "acme-9", "since": None})
    assert result.ok, result.error
    assert result.result["since"] is None
    required = ToolRegistry([lookup]).call("lookup", {"account_id": None})
    assert required.error_kind == "invalid_arguments"


def test_unknown_tool_is_an_error_result_naming_the_tools():
    result = ToolRegistry([lookup]).call("drop_tables", {})
    assert result.error_kind == "unknown_tool"
    assert "lookup" in result.error


def test_a_tool_that_raises_becomes_an_error_result():
    @tool
    def boom() -> dict:
        """Fails."""
        raise ZeroDivisionError("division by zero")

    result = ToolRegistry([boom]).call("boom", {})
    assert result.error_kind == "raised"
    assert "ZeroDivisionError" in result.error
    assert json.loads(result.content()) == {"error": result.error}


def test_a_slow_tool_times_out():
    from tests.agent import user_tools

    registry = ToolRegistry([user_tools.slow_lookup])
    result = registry.call("slow_lookup", {"seconds": 3})
    assert result.error_kind == "timeout"
    assert result.latency_ms < 2000
    fast = registry.call("slow_lookup", {"seconds": 0.0})
    assert fast.ok and fast.result == {"slept": 0.0}


def test_results_must_be_json():
    @tool
    def dated() -> dict:
        """Dates become ISO strings."""
        return {"on": dt.date(2026, 6, 30)}

    @tool
    def opaque() -> dict:
        """Returns an object."""
        return {"x": object()}

    registry = ToolRegistry([dated, opaque])
    assert registry.call("dated", {}).result == {"on": "2026-06-30"}
    bad = registry.call("opaque", {})
    assert bad.error_kind == "not_serialisable"


def test_large_results_are_truncated_with_a_note():
    result = ToolResult("big", {}, result={"rows": ["x" * 100] * 100})
    text = result.content(500)
    assert len(text) <= 500
    assert "truncated" in text and "characters" in text
    assert result.meta["truncated"] is True


def test_user_tool_modules_come_from_settings(monkeypatch, data_dir):
    from bot.settings import get_settings, reset_settings

    monkeypatch.setenv("GUARDBOT_TOOL_MODULES", '["tests.agent.user_tools"]')
    reset_settings()
    registry = default_registry(settings=get_settings())
    assert {"renewal_date", "slow_lookup", "get_account_details"} <= set(registry.names())
    assert "not_a_tool" not in registry.names()
    assert (
        registry.call("renewal_date", {"account_id": "acme-9"}).result["renews_on"] == "2026-09-01"
    )
    assert (
        registry.call("renewal_date", {"account_id": "globex-2"}).error
        == "no renewal on file for globex-2"
    )


def test_a_missing_user_module_says_how_to_fix_it(monkeypatch, data_dir):
    from bot.settings import reset_settings
    from bot.wiring import default_registry

    with pytest.raises(ValueError, match="cannot import tool module 'no_such_module_here'"):
        ToolRegistry().register_module("no_such_module_here")
    monkeypatch.setenv("GUARDBOT_TOOL_MODULES", '["no_such_module_here"]')
    reset_settings()
    with pytest.raises(ValueError, match="GUARDBOT_TOOL_MODULES"):
        default_registry()


def test_a_long_list_is_cut_to_the_records_that_fit_and_stays_json():
    import json

    rows = [
        {"job": n, "error": "signing key has expired: InRelease could not be signed"}
        for n in range(60)
    ]
    listed = ToolResult("history", {}, result=rows)
    text = listed.content(1000)
    data, end = json.JSONDecoder().raw_decode(text)
    assert len(text) <= 1000 and data == rows[: len(data)] and len(data) >= 5
    assert f"the first {len(data)} of 60 records" in text[end:] and listed.meta["truncated"]
    nested = ToolResult("repo", {}, result={"repo": "coralline", "jobs": rows, "tags": ["a", "b"]})
    data, end = json.JSONDecoder().raw_decode(nested.content(1000))
    assert data["repo"] == "coralline" and data["tags"] == ["a", "b"] and 0 < len(data["jobs"]) < 60
