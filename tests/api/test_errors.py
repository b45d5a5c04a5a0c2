"""Bad requests over plain HTTP: a 4xx with an OpenAI-shaped ``error`` object that says what
is wrong and where, and not one row written (no session, turn, step or model call)."""

from __future__ import annotations

import json

import pytest

from bot.turn import MAX_MESSAGE_CHARS
from ui.openai_api.wire import MAX_BODY_BYTES, MAX_CONVERSATION_CHARS

pytestmark = [pytest.mark.embeddings]

Q = [{"role": "user", "content": "How much does the Team plan cost?"}]

CASES = [
    # (name, body, status, code, param)
    ("not an object", [1, 2], 400, "invalid_type", None),
    ("no model", {"messages": Q}, 400, "missing_required_parameter", "model"),
    ("model a number", {"model": 7, "messages": Q}, 400, "invalid_type", "model"),
    ("no messages", {"model": "guardbot"}, 400, "missing_required_parameter", "messages"),
    ("messages a string", {"model": "guardbot", "messages": "hi"}, 400, "invalid_type", "messages"),
    ("empty messages", {"model": "guardbot", "messages": []}, 400, "invalid_value", "messages"),
    (
        "message a string",
        {"model": "guardbot", "messages": ["hi"]},
        400,
        "invalid_type",
        "messages[0]",
    ),
    (
        "unknown role",
        {"model": "guardbot", "messages": [{"role": "robot", "content": "hi"}]},
        400,
        "invalid_value",
        "messages[0].role",
    ),
    (
        "content a number",
        {"model": "guardbot", "messages": [{"role": "user", "content": 42}]},
        400,
        "invalid_type",
        "messages[0].content",
    ),
    (
        "an image part",
        {
            "model": "guardbot",
            "messages": [
                {"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}
            ],
        },
        400,
        "unsupported_parameter",
        "messages[0].content",
    ),
    (
        "last is the assistant's",
        {"model": "guardbot", "messages": [*Q, {"role": "assistant", "content": "ok"}]},
        400,
        "invalid_value",
        "messages[1].role",
    ),
    (
        "blank question",
        {"model": "guardbot", "messages": [{"role": "user", "content": "   "}]},
        400,
        "invalid_value",
        "messages",
    ),
    (
        "question too long",
        {
            "model": "guardbot",
            "messages": [{"role": "user", "content": "x" * (MAX_MESSAGE_CHARS + 1)}],
        },
        400,
        "context_length_exceeded",
        "messages",
    ),
    (
        "conversation too long",
        {
            "model": "guardbot",
            "messages": [
                {"role": "user", "content": "y" * 3000},
                {"role": "assistant", "content": "z" * 3000},
            ]
            * (MAX_CONVERSATION_CHARS // 6000)
            + Q,
        },
        400,
        "context_length_exceeded",
        "messages",
    ),
    (
        "temperature a string",
        {"model": "guardbot", "messages": Q, "temperature": "hot"},
        400,
        "invalid_type",
        "temperature",
    ),
    (
        "max_tokens a boolean",
        {"model": "guardbot", "messages": Q, "max_tokens": True},
        400,
        "invalid_type",
        "max_tokens",
    ),
    (
        "stream a string",
        {"model": "guardbot", "messages": Q, "stream": "yes"},
        400,
        "invalid_type",
        "stream",
    ),
    (
        "client tools",
        {
            "model": "guardbot",
            "messages": Q,
            "tools": [{"type": "function", "function": {"name": "f"}}],
        },
        400,
        "unsupported_parameter",
        "tools",
    ),
    (
        "a tool result message",
        {
            "model": "guardbot",
            "messages": [*Q, {"role": "tool", "tool_call_id": "c1", "content": "{}"}],
        },
        400,
        "unsupported_parameter",
        "messages[1]",
    ),
    ("n of 2", {"model": "guardbot", "messages": Q, "n": 2}, 400, "unsupported_parameter", "n"),
    (
        "json mode",
        {"model": "guardbot", "messages": Q, "response_format": {"type": "json_object"}},
        400,
        "unsupported_parameter",
        "response_format",
    ),
    ("unknown model", {"model": "gpt-4o", "messages": Q}, 404, "model_not_found", "model"),
    (
        "unknown knowledge base",
        {"model": "guardbot-nothing", "messages": Q},
        404,
        "model_not_found",
        "model",
    ),
]


def assert_openai_error(response, status: int, code: str | None, param: str | None = None) -> dict:  # noqa: ANN001
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    error = response.json()["error"]
    assert set(error) == {"message", "type", "param", "code"}
    assert error["code"] == code and error["param"] == param
    assert isinstance(error["message"], str) and len(error["message"]) > 10
    return error


@pytest.mark.parametrize("stream", [False, True], ids=["json", "stream"])
@pytest.mark.parametrize(
    ("name", "body", "status", "code", "param"), CASES, ids=[c[0] for c in CASES]
)
def test_bad_requests_get_an_error_object_and_write_nothing(
    api, name, body, status, code, param, stream
):
    if stream and isinstance(body, dict):
        body = {**body, "stream": body.get("stream", True)}
    before = api.counts()
    with api.http() as http:
        response = http.post("/v1/chat/completions", json=body)
    error = assert_openai_error(response, status, code, param)
    assert error["type"] == "invalid_request_error"
    assert api.counts() == before


def test_malformed_json_and_oversized_bodies(api):
    before = api.counts()
    with api.http() as http:
        broken = http.post(
            "/v1/chat/completions",
            content=b'{"model": "guardbot", "messages": [',
            headers={"content-type": "application/json"},
        )
        assert_openai_error(broken, 400, "invalid_json")
        huge = json.dumps(
            {"model": "guardbot", "messages": Q, "metadata": {"x": "a" * MAX_BODY_BYTES}}
        )
        assert_openai_error(
            http.post(
                "/v1/chat/completions", content=huge, headers={"content-type": "application/json"}
            ),
            413,
            "request_too_large",
        )
    assert api.counts() == before


def test_unknown_paths_and_methods_under_v1_are_openai_shaped(api):
    with api.http() as http:
        for method, path in (
            ("GET", "/v1/chat/completions"),
            ("POST", "/v1/embeddings"),
            ("GET", "/v1/nothing/here"),
        ):
            error = assert_openai_error(http.request(method, path), 404, "unknown_url")
            assert method in error["message"]
        assert_openai_error(http.get("/v1/models/gpt-4o"), 404, "model_not_found", "model")


def test_unsupported_parameters_are_refused_not_dropped(api):
    """The sampling knobs are accepted (the guard sets its own); tools are refused loudly."""
    with api.http() as http:
        ok = http.post(
            "/v1/chat/completions",
            json={
                "model": "guardbot",
                "messages": Q,
                "temperature": 0.7,
                "max_tokens": 50,
                "seed": 1,
                "stop": ["\n"],
                "tool_choice": "auto",
            },
        )
        assert ok.status_code == 200 and ok.json()["choices"][0]["finish_reason"] == "stop"
        refused = http.post(
            "/v1/chat/completions",
            json={"model": "guardbot", "messages": Q, "tools": [{"type": "function"}]},
        )
        assert "server-side tools" in refused.json()["error"]["message"]
