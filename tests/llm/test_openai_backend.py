"""The openai backend over real HTTP against a scripted server on 127.0.0.1."""

from __future__ import annotations

import json
import time

import pytest

from bot.llm.base import (
    ChatRequest,
    LLMAuthError,
    LLMMalformedResponse,
    LLMRateLimited,
    LLMServerError,
    LLMTimeout,
    LLMUnavailable,
    ModelRequestsBlocked,
)
from bot.llm.openai_backend import LLMBadRequest, OpenAIModel, parse_retry_after
from bot.settings import ConfigError
from tests.llm.fake_openai import Reply, completion

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_account",
            "description": "Look up one customer account",
            "parameters": {"type": "object", "properties": {"account_id": {"type": "string"}}},
        },
    }
]


def make(server, **kw) -> OpenAIModel:
    options = dict(
        model="fake-model",
        base_url=server.base_url,
        api_key="sk-test-key-0123456789abcdef",
        backoff_base=0.05,
    )
    options.update(kw)
    return OpenAIModel(**options)


def ask(text: str = "hello", **kw) -> ChatRequest:
    return ChatRequest(messages=[{"role": "user", "content": text}], **kw)


def test_plain_text_round_trip_keeps_body_exactly(fake_openai):
    body = completion("Paris is the capital.")
    body["system_fingerprint"] = "fp_unknown_field"
    fake_openai.queue(Reply(body=body))
    response = make(fake_openai).complete(ask(temperature=0.0, max_tokens=20, seed=7))
    assert response.content == "Paris is the capital."
    assert response.finish_reason == "stop"
    assert response.usage == {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14}
    assert response.raw == body  # exactly as received, unknown fields included
    sent = fake_openai.received[0]
    assert sent.path == "/v1/chat/completions"
    assert sent.body == {
        "model": "fake-model",
        "messages": [{"role": "user", "content": "hello"}],
        "temperature": 0.0,
        "max_tokens": 20,
        "seed": 7,
    }
    assert sent.headers["authorization"] == "Bearer sk-test-key-0123456789abcdef"


def test_tool_calls_are_sent_and_parsed(fake_openai):
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "get_account", "arguments": '{"account_id": "acme-9"}'},
    }
    fake_openai.queue(Reply(body=completion(None, tool_calls=[call])))
    response = make(fake_openai).complete(
        ask(tools=TOOLS, tool_choice="required", extra={"user": "u1"})
    )
    assert response.content is None
    assert response.finish_reason == "tool_calls"
    [parsed] = response.tool_calls
    assert (parsed.id, parsed.name, parsed.parsed_arguments()) == (
        "call_1",
        "get_account",
        {"account_id": "acme-9"},
    )
    sent = fake_openai.received[0].body
    assert sent["tools"] == TOOLS and sent["tool_choice"] == "required" and sent["user"] == "u1"


def test_429_waits_for_retry_after_then_succeeds(fake_openai):
    fake_openai.queue(
        Reply(status=429, body={"error": {"message": "slow down"}}, headers={"Retry-After": "1"})
    )
    response = make(fake_openai).complete(ask())
    assert response.content == "ok"
    first, second = fake_openai.received
    assert second.at - first.at >= 0.9


def test_429_retry_after_is_capped(fake_openai):
    fake_openai.queue(Reply(status=429, body={"error": {}}, headers={"Retry-After": "120"}))
    started = time.perf_counter()
    make(fake_openai, retry_after_cap=0.2).complete(ask())
    assert time.perf_counter() - started < 5
    assert len(fake_openai.received) == 2


def test_429_every_time_gives_rate_limited_after_the_configured_attempts(fake_openai):
    fake_openai.queue(
        *[Reply(status=429, body={"error": {}}, headers={"Retry-After": "0"}) for _ in range(5)]
    )
    with pytest.raises(LLMRateLimited) as info:
        make(fake_openai, max_retries=2).complete(ask())
    assert len(fake_openai.received) == 3
    assert "after 3 attempts" in str(info.value)
    assert info.value.user_message


def test_500_is_retried_with_backoff(fake_openai):
    fake_openai.queue(
        Reply(status=500, body={"error": "boom"}), Reply(status=503, body="upstream down")
    )
    assert make(fake_openai, max_retries=2).complete(ask()).content == "ok"
    assert len(fake_openai.received) == 3


def test_500_every_time_gives_server_error(fake_openai):
    fake_openai.queue(*[Reply(status=500, body={"error": "boom"}) for _ in range(3)])
    with pytest.raises(LLMServerError, match="HTTP 500"):
        make(fake_openai, max_retries=1).complete(ask())
    assert len(fake_openai.received) == 2


def test_timeout(fake_openai):
    fake_openai.queue(Reply(delay=1.5))
    started = time.perf_counter()
    with pytest.raises(LLMTimeout):
        make(fake_openai, timeout=0.3, max_retries=0).complete(ask())
    assert time.perf_counter() - started < 1.4


@pytest.mark.parametrize(
    "body",
    [
        "<html>Bad gateway</html>",
        '{"choices": []}',
        '{"id": "x"}',
        "[1, 2]",
        '{"choices": [{"message": "hi"}]}',
    ],
)
def test_malformed_body(fake_openai, body):
    fake_openai.queue(Reply(body=body))
    with pytest.raises(LLMMalformedResponse):
        make(fake_openai).complete(ask())
    assert len(fake_openai.received) == 1


def test_wrong_key_is_an_auth_error_and_not_retried(fake_openai):
    fake_openai.queue(Reply(status=401, body={"error": {"message": "Incorrect API key provided"}}))
    with pytest.raises(LLMAuthError) as info:
        make(fake_openai, max_retries=3).complete(ask())
    assert len(fake_openai.received) == 1
    assert "API key" in info.value.user_message


def test_unknown_model_is_a_bad_request(fake_openai):
    fake_openai.queue(Reply(status=404, body={"error": {"message": "model not found"}}))
    with pytest.raises(LLMBadRequest, match="404"):
        make(fake_openai).complete(ask())


def test_unreachable_endpoint():
    import socket

    with socket.socket() as sock:  # a port that nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    model = OpenAIModel(
        model="m", base_url=f"http://127.0.0.1:{port}/v1", max_retries=1, backoff_base=0.01
    )
    with pytest.raises(LLMUnavailable) as info:
        model.complete(ask())
    assert "cannot reach" in str(info.value)


def test_missing_key_for_a_remote_endpoint_says_which_variable_to_set():
    with pytest.raises(ConfigError, match="GUARDBOT_OPENAI_API_KEY"):
        OpenAIModel(model="gpt-4o-mini", base_url="https://api.example.com/v1")
    with pytest.raises(ConfigError, match="GUARDBOT_OPENAI_API_KEY"):
        OpenAIModel(model="gpt-4o-mini")  # the default base URL is OpenAI's


def test_loopback_needs_no_key(fake_openai):
    model = make(fake_openai, api_key=None)
    assert model.complete(ask()).content == "ok"


def test_remote_requests_are_blocked_in_tests():
    model = OpenAIModel(model="gpt-4o-mini", base_url="https://api.example.com/v1", api_key="sk-x")
    with pytest.raises(ModelRequestsBlocked):
        model.complete(ask())


def test_from_settings_reads_the_guardbot_variables(fake_openai, monkeypatch, data_dir):
    from bot.settings import get_settings, reset_settings

    monkeypatch.setenv("GUARDBOT_OPENAI_BASE_URL", fake_openai.base_url)
    monkeypatch.setenv("GUARDBOT_OPENAI_API_KEY", "sk-from-env-0123456789abcdef")
    monkeypatch.setenv("GUARDBOT_MODEL", "my-model")
    monkeypatch.setenv("GUARDBOT_OPENAI_MAX_RETRIES", "0")
    reset_settings()
    model = OpenAIModel.from_settings(get_settings())
    assert (model.model_name, model.max_retries) == ("my-model", 0)
    model.complete(ask())
    assert fake_openai.received[0].headers["authorization"] == "Bearer sk-from-env-0123456789abcdef"
    assert fake_openai.received[0].body["model"] == "my-model"


def test_parse_retry_after_forms():
    from email.utils import formatdate

    assert parse_retry_after({"retry-after": "3"}) == 3.0
    assert parse_retry_after({"retry-after-ms": "250"}) == 0.25
    assert parse_retry_after({}) is None
    assert parse_retry_after({"retry-after": "soon"}) is None
    in_ten = parse_retry_after({"retry-after": formatdate(time.time() + 10, usegmt=True)})
    assert in_ten is not None and 8 <= in_ten <= 11


def test_request_json_is_serialisable_as_sent(fake_openai):
    request = ask(tools=TOOLS, model="fake-model")
    make(fake_openai).complete(request)
    assert json.loads(json.dumps(request.to_payload())) == fake_openai.received[0].body


def test_azure_deployment_endpoint(fake_openai):
    endpoint = fake_openai.base_url.removesuffix("/v1")
    model = OpenAIModel(
        model="my-deployment",
        base_url=endpoint,
        api_key="azure-key-123456",
        api_version="2024-06-01",
    )
    assert model.complete(ask()).content == "ok"
    sent = fake_openai.received[0]
    assert sent.path == "/openai/deployments/my-deployment/chat/completions?api-version=2024-06-01"
    assert sent.headers["api-key"] == "azure-key-123456"
