"""An MCP server named in a deployment file: its tools are registered beside the others and
called through a turn, and the call and its result are logged like any other."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from bot.llm.scripted import ScriptedModel, tool_reply
from bot.steps import ToolCallStep
from tests.agent.conftest import FixedRetriever, PassCritic

SERVER = Path(__file__).resolve().parent.parent / "agent" / "mcp_servers" / "stdio_server.py"


@pytest.fixture
def harbour(tmp_path, data_dir, monkeypatch):
    folder = tmp_path / "harbour"
    folder.mkdir()
    (folder / "deployment.toml").write_text(
        f"""
[assistant]
company = "Harbour Office"
[[tools.mcp]]
name = "tides"
command = "{sys.executable}"
args = ["{SERVER}"]
env = {{ TIDE_KEY = "${{GUARDBOT_TEST_TIDE_KEY}}" }}
""",
        encoding="utf-8",
    )
    monkeypatch.setenv("GUARDBOT_TEST_TIDE_KEY", "k-123")
    monkeypatch.setenv("GUARDBOT_DEPLOYMENT", str(folder))
    from bot.settings import get_settings, reset_settings

    reset_settings()
    yield get_settings()
    from tools.mcp_client import close_all

    close_all()


def test_an_mcp_tool_is_called_through_a_turn(harbour, payload_log):
    from bot.wiring import build_runner

    model = ScriptedModel(
        [
            tool_reply("tide_table", {"port": "kiel", "date": "2026-06-01"}),
            "In Kiel on 2026-06-01 high water is at 06:12 and 18:40.",
        ]
    )
    runner = build_runner(
        harbour.model_copy(update={"prompt_profile": "full"}),
        model=model,
        critic=PassCritic(),
        retriever=FixedRetriever([]),
        log=payload_log,
    )
    offered = {t["function"]["name"] for t in runner.registry.schemas()}
    assert {"tide_table", "get_tide", "mooring_book"} <= offered
    assert runner.registry.get("mooring_book").writes  # the server says it changes something
    result = runner.run_to_end(
        payload_log.start_session(), "When is high water in Kiel on 2026-06-01?"
    )
    call = next(s for s in result.steps if isinstance(s, ToolCallStep))
    assert call.name == "tide_table" and call.error is None
    assert call.result["high_water"] == ["06:12", "18:40"]
    assert "06:12" in result.answer
    logged = payload_log.rows("tool_calls", where={"turn_id": result.turn_id})
    assert [t["name"] for t in logged] == ["tide_table"]
    assert json.loads(logged[0]["result"])["port"] == "kiel"
    assert "k-123" not in json.dumps(payload_log.rows("steps", where={"turn_id": result.turn_id}))


def test_mcp_tools_are_taught_examples_and_values_in_the_deployment(tmp_path, data_dir):
    """``[tools.options.NAME]`` gives an MCP tool examples and the values a parameter takes:
    a list, or another tool's call; a wrong name says what there is."""
    from bot.deployment import load_deployment
    from bot.settings import get_settings
    from tools.mcp_client import close_all
    from tools.sources import build_registry

    folder = tmp_path / "taught"
    folder.mkdir()
    toml = f"""
[[tools.mcp]]
name = "tides"
command = "{sys.executable}"
args = ["{SERVER}"]
[tools.options.tide_table]
examples = ["Is it high water in Kiel around six?"]
values = {{ port = {{ tool = "tide_ports" }} }}
[tools.options.get_tide]
values = {{ port = [{{ value = "kiel", label = "Kiel Harbour" }}, "brest"] }}
"""
    (folder / "deployment.toml").write_text(toml, encoding="utf-8")
    try:
        registry = build_registry(get_settings(), load_deployment(folder))
        table = registry.get("tide_table")
        assert "Is it high water in Kiel around six?" in table.examples
        assert "Tide times for Oban on 2026-06-01" in table.examples  # its own stay
        assert [v for v, _ in registry.values("tide_table", "port")] == ["brest", "kiel"]
        assert registry.values("get_tide", "port") == [("kiel", "Kiel Harbour"), ("brest", "brest")]
        (folder / "deployment.toml").write_text(
            toml.replace('tool = "tide_ports"', 'tool = "tide_list"'), encoding="utf-8"
        )
        with pytest.raises(ValueError, match="no tool 'tide_list'.*tide_ports"):
            build_registry(get_settings(), load_deployment(folder))
    finally:
        close_all()


def _tides(tmp_path, name: str, options: str = "") -> tuple[Path, str]:
    """A deployment folder whose only tools are the tide server's, with ``options``."""
    folder = tmp_path / name
    folder.mkdir()
    toml = (
        f'[[tools.mcp]]\nname = "tides"\ncommand = "{sys.executable}"\nargs = ["{SERVER}"]\n'
        + options
    )
    (folder / "deployment.toml").write_text(toml, encoding="utf-8")
    return folder, toml


def _registry(folder: Path):
    from bot.deployment import load_deployment
    from bot.settings import get_settings
    from tools.sources import build_registry

    return build_registry(get_settings(), load_deployment(folder))


def test_an_mcp_tool_takes_the_signed_in_user_from_the_deployment(tmp_path, data_dir):
    """``[tools.options.NAME] identity = "param"``: the parameter leaves the model's view, is
    filled with the signed-in user and is never taken from the arguments; without a user the
    call is refused before it reaches the server."""
    from tools.mcp_client import close_all
    from tools.registry import bind

    folder, toml = _tides(tmp_path, "identity", '[tools.options.mooring_book]\nidentity = "boat"\n')
    try:
        spec = _registry(folder).get("mooring_book")
        assert spec.identity == "boat"
        assert "boat" not in spec.parameters["properties"]
        assert "boat" not in spec.parameters.get("required", [])
        registry = _registry(folder)
        refused = registry.call("mooring_book", {"port": "kiel"})
        assert refused.error_kind == "no_identity"
        with bind(user="Sea Otter"):
            booked = registry.call("mooring_book", {"port": "kiel", "boat": "Pirate Ship"})
        assert booked.ok and booked.result["boat"] == "Sea Otter"
        (folder / "deployment.toml").write_text(
            toml.replace('identity = "boat"', 'identity = "skipper"'), encoding="utf-8"
        )
        with pytest.raises(ValueError, match="no parameter 'skipper'.*port, boat"):
            _registry(folder)
    finally:
        close_all()


def test_an_mcp_tools_description_is_read_like_a_docstring(tmp_path, data_dir):
    """The summary before ``Args:``/``Examples:`` is the tool's description, and an ``Args:``
    line describes a parameter the server's schema left bare (as for a Python tool)."""
    from tools.mcp_client import close_all

    folder, _ = _tides(tmp_path, "described")
    try:
        spec = _registry(folder).get("get_tide")
        assert spec.description == "High and low water at a port on a date (text)."
        properties = spec.parameters["properties"]
        assert properties["port"]["description"] == "the port, e.g. kiel."
        assert properties["date"]["description"] == "a date like 2026-06-01."
    finally:
        close_all()


def test_an_optional_mcp_parameter_reads_as_its_type_and_its_values():
    """``status: Literal["a", "b"] | None = None`` reaches guardbot from an MCP SDK as
    ``anyOf: [{enum}, {type: null}]``; it is read as the enum a Python tool would give."""
    from tools.mcp_client import _optional

    schema = {
        "anyOf": [{"enum": ["confirmed", "refunded"], "type": "string"}, {"type": "null"}],
        "default": None,
        "description": "only bookings with this status",
    }
    assert _optional(schema) == {
        "enum": ["confirmed", "refunded"],
        "type": "string",
        "description": "only bookings with this status",
    }
    both = {"anyOf": [{"type": "string"}, {"type": "integer"}]}
    assert _optional(both) == both  # a real choice of types stays as it is


def test_listed_values_can_read_a_nested_field_of_the_listers_records():
    """``values = { param = { tool = "L", value = "guide.id", label = "guide.name" } }``."""
    from tools.registry import ToolRegistry, tool
    from tools.sources import _values_from_call

    @tool
    def list_tours() -> list:
        """Every tour with its guide."""
        return [
            {"code": "T1", "guide": {"id": 7, "name": "Ada Guide"}},
            {"code": "T2", "guide": {"id": 8, "name": "Bo Guide"}},
        ]

    registry = ToolRegistry([list_tours])
    listed = _values_from_call(
        registry, {"tool": "list_tours", "value": "guide.id", "label": "guide.name"}
    )
    assert listed() == [{"value": 7, "label": "Ada Guide"}, {"value": 8, "label": "Bo Guide"}]
