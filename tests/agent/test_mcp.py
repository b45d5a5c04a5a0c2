"""MCP servers as a tool source, against real servers: the tide-table server of
``mcp_servers/`` over stdio (started by ``register_server``) and over streamable HTTP (a
subprocess on a free port). Each server starts once per module."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.deployment import McpServer
from tools import mcp_client
from tools.mcp_client import McpError, connect, register_server
from tools.registry import ToolRegistry, ToolSpec

SERVERS = Path(__file__).resolve().parent / "mcp_servers"
KEY_VAR = "GUARDBOT_TEST_TIDE_KEY"
TOKEN_VAR = "GUARDBOT_TEST_TIDE_TOKEN"
SECRET = f"tide-key-{uuid.uuid4().hex}"
TOKEN = f"tide-token-{uuid.uuid4().hex}"
KIEL = {"port": "kiel", "date": "2026-06-01"}
START_WAIT_S = 60.0  # a bound for a loaded machine; the wait ends as soon as the port answers


@pytest.fixture(scope="module")
def secrets() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(KEY_VAR, SECRET)
        mp.setenv(TOKEN_VAR, TOKEN)
        yield
    mcp_client.close_all()  # the connections of this module's servers


def stdio_server(**changes) -> McpServer:
    fields = {
        "name": "tides",
        "command": sys.executable,
        "args": ["stdio_server.py"],
        "env": {"TIDE_API_KEY": f"${{{KEY_VAR}}}"},
        "cwd": SERVERS,
        "timeout": 30.0,
        "writes": ["tide_stop"],
    }
    return McpServer(**{**fields, **changes})


@pytest.fixture(scope="module")
def stdio(secrets) -> tuple[ToolRegistry, list[str]]:
    registry = ToolRegistry(default_timeout=60.0)  # room for a restart on a loaded machine
    return registry, register_server(registry, stdio_server())


@contextlib.contextmanager
def http_process(port: int) -> Iterator[subprocess.Popen]:
    """The HTTP tide server on ``port``, listening (waited for by polling the port)."""
    log = tempfile.TemporaryFile()
    command = [sys.executable, str(SERVERS / "http_server.py"), str(port), "--token", TOKEN]
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait_for_port(port, process, log)
        yield process
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
        log.close()


@pytest.fixture(scope="module")
def http_url(secrets) -> Iterator[str]:
    port = _free_port()
    with http_process(port):
        try:
            yield f"http://127.0.0.1:{port}/mcp"
        finally:
            mcp_client.close_all()  # ends the HTTP sessions while the server still answers


def http_server(url: str, **changes) -> McpServer:
    fields = {
        "name": "tides-http",
        "url": url,
        "headers": {"Authorization": f"Bearer ${{{TOKEN_VAR}}}"},
        "timeout": 30.0,
    }
    return McpServer(**{**fields, **changes})


@pytest.fixture(scope="module")
def http(http_url) -> tuple[ToolRegistry, list[str]]:
    registry = ToolRegistry(default_timeout=60.0)
    return registry, register_server(registry, http_server(http_url))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_port(port: int, process: subprocess.Popen, log) -> None:
    deadline = time.monotonic() + START_WAIT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log.seek(0)
            pytest.fail(f"the HTTP MCP server exited: {log.read().decode(errors='replace')}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    pytest.fail(f"the HTTP MCP server did not listen on port {port} within {START_WAIT_S} s")


# --- stdio -----------------------------------------------------------------------------------


def test_stdio_tools_are_registered_with_their_schemas(stdio):
    registry, names = stdio
    assert {"get_tide", "tide_table", "tide_ports", "mooring_book", "tide_wait"} <= set(names)
    spec = registry.get("get_tide")
    assert spec is not None and spec.source == "mcp:tides"
    assert spec.parameters["type"] == "object"
    assert spec.parameters["required"] == ["port", "date"]
    assert spec.description.startswith("High and low water at a port on a date")
    assert spec.examples == []
    assert spec.timeout == 30.0
    # an Examples: section in an MCP tool's description teaches it, as in a docstring
    table = registry.get("tide_table")
    assert table is not None and table.examples == [
        "When is high water at Portree tomorrow?",
        "Tide times for Oban on 2026-06-01",
    ]


def test_a_tool_reads_only_when_its_server_or_the_deployment_says_so(stdio):
    registry, _ = stdio
    assert registry.get("mooring_book").writes  # readOnlyHint: false
    assert registry.get("tide_stop").writes  # named in the server's writes
    assert registry.get("tide_wait").writes  # not marked at all: it may change anything
    assert registry.get("mooring_cancel").writes  # destructiveHint wins over readOnlyHint
    assert not registry.get("tide_table").writes  # readOnlyHint: true
    assert not registry.get("get_tide").writes


def test_the_deployment_lists_an_unmarked_tool_as_read_only(secrets):
    registry = ToolRegistry()
    register_server(registry, stdio_server(read_only=["tide_wait"]))
    assert not registry.get("tide_wait").writes
    assert registry.get("mooring_book").writes


def test_results_structured_json_text_and_plain_text(stdio):
    registry, _ = stdio
    table = registry.call("tide_table", KIEL)
    assert table.ok, table.error
    assert table.result == {
        "port": "kiel",
        "date": "2026-06-01",
        "high_water": ["06:12", "18:40"],
        "low_water": ["00:05", "12:27"],
    }
    ports = registry.call("tide_ports", {})
    assert ports.result == {"ports": ["brest", "kiel"]}  # a JSON text, parsed
    tide = registry.call("get_tide", KIEL)
    assert tide.result == {"text": "kiel: high water 06:12 and 18:40"}


def test_a_tool_error_is_the_results_error(stdio):
    registry, _ = stdio
    result = registry.call("get_tide", {"port": "atlantis", "date": "2026-06-01"})
    assert result.error_kind == "raised"
    assert "no tide table for atlantis on 2026-06-01" in result.error
    assert not result.error.startswith("Error executing tool")  # the server's words alone
    assert registry.call("get_tide", KIEL).ok  # the session goes on


def test_bad_arguments_are_rejected_before_the_call(stdio):
    registry, _ = stdio
    missing = registry.call("get_tide", {"port": "kiel"})
    assert missing.error_kind == "invalid_arguments"
    assert "date" in missing.error
    wrong = registry.call("get_tide", {"port": ["kiel"], "date": "2026-06-01"})
    assert wrong.error_kind == "invalid_arguments"


def test_the_registry_timeout_applies(stdio):
    registry, _ = stdio
    result = registry.call("tide_wait", {"seconds": 60}, timeout=0.5)
    assert result.error_kind == "timeout"
    assert registry.call("tide_ports", {}).ok  # a slow call does not block the others


def test_a_secret_reaches_the_server_but_no_description(stdio):
    registry, _ = stdio
    status = registry.call("tide_key_status", {})
    assert status.result["key_set"] is True
    assert status.result["key_length"] == len(SECRET)
    server = stdio_server()
    assert SECRET not in json.dumps(server.to_dict())
    assert server.to_dict()["env"] == ["TIDE_API_KEY"]


def test_a_dead_server_is_started_again_once(stdio):
    registry, _ = stdio
    first = registry.call("tide_key_status", {}).result["pid"]
    os.kill(first, signal.SIGKILL)
    ports = registry.call("tide_ports", {})  # read-only: reconnected and repeated
    assert ports.ok, ports.error
    second = registry.call("tide_key_status", {}).result["pid"]
    assert second != first


def test_a_write_is_not_repeated_after_the_connection_is_lost(stdio):
    registry, _ = stdio
    pid = registry.call("tide_key_status", {}).result["pid"]
    os.kill(pid, signal.SIGKILL)
    lost = registry.call("mooring_book", {"port": "kiel", "boat": "Seeschwalbe"})
    assert lost.error_kind == "raised"
    assert "may or may not have been done" in lost.error
    again = registry.call("mooring_book", {"port": "kiel", "boat": "Seeschwalbe"})
    assert again.result == {"booked": True, "port": "kiel", "boat": "Seeschwalbe"}


# --- servers that cannot start -------------------------------------------------------------


def test_a_missing_command_is_a_clear_error(secrets):
    server = stdio_server(name="no-tides", command="/nonexistent/tide-server", args=[])
    with pytest.raises(McpError) as caught:
        connect(server)
    message = str(caught.value)
    assert "MCP server 'no-tides'" in message
    assert "/nonexistent/tide-server" in message
    assert "could not be started" in message
    assert SECRET not in message


def test_a_server_that_exits_shows_its_error_output_without_the_secret(secrets):
    script = (
        "import os, sys; sys.stderr.write('bad key ' + os.environ['TIDE_API_KEY']); sys.exit(3)"
    )
    server = stdio_server(name="broken-tides", args=["-c", script])
    with pytest.raises(McpError) as caught:
        connect(server)
    message = str(caught.value)
    assert "MCP server 'broken-tides'" in message
    assert "bad key ***" in message
    assert SECRET not in message


def test_an_unset_variable_is_named_before_anything_starts():
    server = stdio_server(env={"TIDE_API_KEY": "${GUARDBOT_TEST_NEVER_SET}"})
    with pytest.raises(McpError, match="GUARDBOT_TEST_NEVER_SET is not set"):
        connect(server)


# --- streamable HTTP -----------------------------------------------------------------------


def test_http_tools_are_registered_and_called(http):
    registry, names = http
    assert "get_tide" in names and registry.get("get_tide").source == "mcp:tides-http"
    assert registry.call("get_tide", KIEL).result == {"text": "kiel: high water 06:12 and 18:40"}
    assert registry.call("tide_table", KIEL).result["low_water"] == ["00:05", "12:27"]
    error = registry.call("tide_table", {"port": "atlantis", "date": "2026-06-01"})
    assert "no tide table for atlantis" in error.error


def test_http_connection_lists_and_times_out(http_url):
    connection = connect(http_server(http_url, name="tides-direct"))
    try:
        assert "tide_wait" in {t.name for t in connection.list_tools()}
        with pytest.raises(McpError, match="no answer in time while calling tide_wait"):
            connection.call("tide_wait", {"seconds": 60}, timeout=0.5)
        assert connection.call("tide_ports", {}).is_error is False
    finally:
        connection.close()
    with pytest.raises(McpError, match="closed"):
        connection.call("tide_ports", {})


def test_a_wrong_token_is_refused_without_showing_it(http_url, monkeypatch):
    monkeypatch.setenv(TOKEN_VAR, "not-the-token-" + SECRET)
    with pytest.raises(McpError) as caught:
        connect(http_server(http_url, name="tides-wrong-token"))
    message = str(caught.value)
    assert "MCP server 'tides-wrong-token'" in message
    assert "HTTP 401" in message
    assert SECRET not in message and "not-the-token" not in message


def test_a_name_taken_by_another_tool_is_refused(http_url):
    def get_tide(port: str) -> str:
        return port

    registry = ToolRegistry(
        [ToolSpec(name="get_tide", description="ours", parameters={"type": "object"}, fn=get_tide)]
    )
    with pytest.raises(McpError, match="get_tide have the name of a tool"):
        register_server(registry, http_server(http_url, name="tides-clash"))
    assert registry.get("get_tide").description == "ours"
    assert "tide_table" not in registry


def test_writes_naming_a_missing_tool_is_refused(http_url):
    server = http_server(http_url, name="tides-typo", writes=["mooring_bok"])
    with pytest.raises(McpError, match="writes names tool.*mooring_bok"):
        register_server(ToolRegistry(), server)


def test_an_http_server_that_restarted_is_reached_again(secrets):
    port = _free_port()
    url = f"http://127.0.0.1:{port}/mcp"
    with http_process(port):
        connection = connect(http_server(url, name="tides-restarting"))
        try:
            assert connection.call("tide_ports", {}).is_error is False
        except BaseException:
            connection.close()
            raise
    try:
        with http_process(port):  # a new process: the old session id is unknown to it
            result = connection.call("tide_table", KIEL)
            assert result.structured_content["port"] == "kiel"
    finally:
        connection.close()
