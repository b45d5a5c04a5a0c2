"""Hostile or broken input gets a clear 4xx on both JSON APIs (``POST /v1/chat/completions``
and ``POST /api/chat``) and leaves no row behind; a message of nothing visible is no
question; a failure never claims a message was saved when it was not."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.turn import MAX_MESSAGE_CHARS
from tests.api.test_errors import assert_openai_error
from ui.chat import check_message, clean_message
from ui.jobs import OUR_FAULT, OUR_FAULT_UNSAVED, TurnJobs

pytestmark = [pytest.mark.embeddings]

JSON = {"content-type": "application/json"}
QUESTION = "How much does the Team plan cost?"


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def v1_body(content: str = QUESTION, **extra: Any) -> dict[str, Any]:
    return {"model": "guardbot", "messages": [{"role": "user", "content": content}], **extra}


# (name, raw body, content type, status, code, param) for /v1
V1_RAW = [
    (
        "a usage flag that is no boolean",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"stream":true,'
        b'"stream_options":{"include_usage":"yes"}}',
        "application/json",
        400,
        "invalid_value",
        "stream_options.include_usage",
    ),
    (
        "a predicted output that is a number",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"prediction":{"type":"content","content":5}}',
        "application/json",
        400,
        "invalid_type",
        "prediction.content",
    ),
    (
        "an empty list of tools",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"tools":[]}',
        "application/json",
        400,
        "empty_array",
        "tools",
    ),
    (
        "a seed past 64 bits",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"seed":18446744073709551616}',
        "application/json",
        400,
        "invalid_value",
        "seed",
    ),
    (
        "negative max_tokens",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"max_tokens":-5}',
        "application/json",
        400,
        "invalid_value",
        "max_tokens",
    ),
    (
        "max_tokens past int32",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"max_tokens":99999999999999999999999}',
        "application/json",
        400,
        "invalid_value",
        "max_tokens",
    ),
    (
        "temperature past 2",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"temperature":9}',
        "application/json",
        400,
        "invalid_value",
        "temperature",
    ),
    (
        "logit_bias past 100",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"logit_bias":{"1234":150}}',
        "application/json",
        400,
        "invalid_value",
        "logit_bias",
    ),
    (
        "six stop sequences",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"stop":["a","b","c","d","e","f"]}',
        "application/json",
        400,
        "invalid_value",
        "stop",
    ),
    (
        "a stop sequence that is a number",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"stop":["end",7]}',
        "application/json",
        400,
        "invalid_value",
        "stop",
    ),
    (
        "stream_options on a request that does not stream",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"stream_options":{"include_usage":true}}',
        "application/json",
        400,
        "invalid_value",
        "stream_options",
    ),
    (
        "a message's name that is a number",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi","name":123}]}',
        "application/json",
        400,
        "invalid_type",
        "messages[0].name",
    ),
    (
        "lone surrogate in the question",
        b'{"model":"guardbot","messages":[{"role":"user","content":"\\ud800"}]}',
        "application/json",
        400,
        "invalid_unicode",
        "messages[0].content",
    ),
    (
        "lone low surrogate in user",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"user":"x\\udc00y"}',
        "application/json",
        400,
        "invalid_unicode",
        "user",
    ),
    *[
        # a parameter OpenAI takes one of a few values (or a shape) for, given another
        (
            f"bad {param}",
            b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],' + extra + b"}",
            "application/json",
            400,
            code,
            where,
        )
        for param, extra, code, where in [
            (
                "reasoning_effort",
                b'"reasoning_effort":"extreme"',
                "invalid_value",
                "reasoning_effort",
            ),
            ("service_tier", b'"service_tier":"gold"', "invalid_value", "service_tier"),
            ("verbosity", b'"verbosity":"chatty"', "invalid_value", "verbosity"),
            ("prediction", b'"prediction":{"type":"draft"}', "invalid_value", "prediction.type"),
            (
                "web_search_options",
                b'"web_search_options":"on"',
                "invalid_type",
                "web_search_options",
            ),
            ("metadata value", b'"metadata":{"order":7}', "invalid_type", "metadata"),
        ]
    ],
    (
        # a user names someone: 1-128 printable characters (or a signed token)
        "empty user",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"user":""}',
        "application/json",
        400,
        "invalid_value",
        "user",
    ),
    (
        "user of spaces",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"user":"   "}',
        "application/json",
        400,
        "invalid_value",
        "user",
    ),
    (
        # a control character at the end is still a control character, not a trailing space
        "user ending in a newline",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],'
        b'"user":"ines@example.org\\n"}',
        "application/json",
        400,
        "invalid_value",
        "user",
    ),
    (
        "lone surrogate in a key",
        b'{"model":"guardbot","messages":[{"role":"user","content":"hi"}],"metadata":{"\\ud83d":1}}',
        "application/json",
        400,
        "invalid_unicode",
        "metadata.<key>",
    ),
    (
        "nested 50,000 deep",
        b'{"model":"guardbot","messages":[],"metadata":' + nested(50_000) + b"}",
        "application/json",
        400,
        "too_deeply_nested",
        None,
    ),
    (
        "nested 100 deep",
        b'{"model":"guardbot","metadata":' + nested(100) + b"}",
        "application/json",
        400,
        "too_deeply_nested",
        None,
    ),
    (
        "invalid JSON",
        b'{"model": "guardbot", "messages": [',
        "application/json",
        400,
        "invalid_json",
        None,
    ),
    (
        "NaN",
        b'{"model":"guardbot","temperature":NaN}',
        "application/json",
        400,
        "invalid_json",
        None,
    ),
    ("not UTF-8", b'{"model":"\xff\xfe"}', "application/json", 400, "invalid_json", None),
    (
        "text/plain",
        json.dumps(v1_body()).encode(),
        "text/plain",
        415,
        "unsupported_media_type",
        None,
    ),
    (
        "a form",
        b"model=guardbot&messages=hi",
        "application/x-www-form-urlencoded",
        415,
        "unsupported_media_type",
        None,
    ),
    ("no content type", json.dumps(v1_body()).encode(), None, 415, "unsupported_media_type", None),
    ("an array", b"[1, 2]", "application/json", 400, "invalid_type", None),
    (
        "UTF-16 JSON",
        json.dumps(v1_body()).encode("utf-16"),
        "application/json",
        400,
        "invalid_json",
        None,
    ),
    ("a string", b'"hello"', "application/json", 400, "invalid_type", None),
    (
        "a 1 MB message",
        json.dumps(v1_body("x" * 1_000_001)).encode(),
        "application/json",
        413,
        "request_too_large",
        None,
    ),
]

# messages with nothing a reader would see
INVISIBLE = [
    "\u0000",
    "\u0000\u0000 \n\t",
    "\u0001\u0007\u001b\u007f\u0085\u009f",
    "\u200b\u200c\u200d\u2060\ufeff",
    " \u3164\u2800 ",
    "\u001b[2J\u0007\u007f\u0085\r\n",  # a terminal's clear-screen: an escape sequence
    "\ufe0f\ufe0e\U000e0100\u034f",  # variation selectors and the grapheme joiner
    "\u0301\u0308\u20dd \u0489",  # accents and enclosing marks with no letter to sit on
    "\ufffe\uffff\ufdd0",  # noncharacters
    "\u009b2J\u009bH",  # the clear-screen sequence in its one-byte C1 form (CSI)
    "\u001bPq#0;2;0;0;0#1!7~-\u001b\\",  # a sixel picture: a device control string
    "\u001b_Gf=32,s=1;AAAA\u001b\\",  # a terminal's image protocol: an application string
    "\u009fsecret words\u009c \u0098more words\u009c",  # the one-byte forms, with words inside
    "\u001bc\u001b(B\u001b7",  # reset, a character set, save the cursor
    "\u001bOP\u001bOQ\u008fR",  # the F1, F2 and F3 keys: a single shift and its character
]


@pytest.mark.parametrize(
    ("name", "raw", "ctype", "status", "code", "param"), V1_RAW, ids=[c[0] for c in V1_RAW]
)
def test_v1_refuses_bad_bodies_with_a_4xx_and_writes_nothing(
    api, name, raw, ctype, status, code, param
):
    before = api.counts()
    headers = {"content-type": ctype} if ctype else {}
    with api.http() as http:
        response = http.post("/v1/chat/completions", content=raw, headers=headers)
    assert_openai_error(response, status, code, param)
    assert api.counts() == before


@pytest.mark.parametrize("text", INVISIBLE, ids=range(len(INVISIBLE)))
def test_v1_refuses_a_question_of_nothing_visible(api, text):
    before = api.counts()
    with api.http() as http:
        response = http.post("/v1/chat/completions", json=v1_body(text))
    error = assert_openai_error(response, 400, "invalid_value", "messages")
    assert "empty" in error["message"]
    assert api.counts() == before


def test_v1_strips_control_characters_from_a_real_question(api):
    with api.http() as http:
        response = http.post(
            "/v1/chat/completions",
            json=v1_body("How much\u0000 does the\u0007 Team plan cost?\u009f"),
        )
    assert response.status_code == 200, response.text
    turn = api.log.get("turns", response.json()["guardbot"]["turn_id"])
    assert turn["user_message"] == QUESTION


# (name, raw body, content type, status, words in the error) for /api/chat
CHAT_RAW = [
    ("a number past a float", b'{"message":"hi","x":1e999}', "application/json", 400, "JSON"),
    ("lone surrogate", b'{"message":"\\ud800"}', "application/json", 400, "surrogate"),
    (
        "surrogate pair half in a key",
        b'{"message":"hi","\\udfff":1}',
        "application/json",
        400,
        "surrogate",
    ),
    (
        "nested 50,000 deep",
        b'{"message":"hi","x":' + nested(50_000) + b"}",
        "application/json",
        400,
        "64 deep",
    ),
    ("invalid JSON", b'{"message": ', "application/json", 400, "not valid JSON"),
    ("text/plain", b'{"message":"hi"}', "text/plain", 415, "Content-Type: application/json"),
    ("no content type", b'{"message":"hi"}', None, 415, "Content-Type: application/json"),
    ("an array", b'["hi"]', "application/json", 400, '{"message": "..."}'),
    ("a string", b'"hi"', "application/json", 400, '{"message": "..."}'),
    ("message a number", b'{"message": 7}', "application/json", 400, '{"message": "..."}'),
    ("no message", b"{}", "application/json", 400, '{"message": "..."}'),
    (
        "a 1 MB message",
        json.dumps({"message": "x" * 1_000_001}).encode(),
        "application/json",
        413,
        "limit",
    ),
    (
        "a long message",
        json.dumps({"message": "x" * (MAX_MESSAGE_CHARS + 1)}).encode(),
        "application/json",
        400,
        "limit",
    ),
]


@pytest.mark.parametrize(
    ("name", "raw", "ctype", "status", "words"), CHAT_RAW, ids=[c[0] for c in CHAT_RAW]
)
def test_api_chat_refuses_bad_bodies_with_a_4xx_and_writes_nothing(
    api, name, raw, ctype, status, words
):
    before = api.counts()
    headers = {"content-type": ctype} if ctype else {}
    with api.http() as http:
        response = http.post("/api/chat", content=raw, headers=headers)
    assert response.status_code == status, response.text
    assert words in response.json()["error"]
    assert api.counts() == before


@pytest.mark.parametrize("text", INVISIBLE, ids=range(len(INVISIBLE)))
def test_api_chat_refuses_a_message_of_nothing_visible(api, text):
    before = api.counts()
    with api.http() as http:
        response = http.post("/api/chat", json={"message": text})
    assert response.status_code == 400
    assert response.json() == {"error": "Please type a question first."}
    assert api.counts() == before


def test_the_chat_page_check_refuses_the_same_and_cleans_what_it_accepts():
    for text in INVISIBLE:
        assert check_message(text) == "Please type a question first."
    assert "broken character" in (check_message("price?\ud800") or "")
    assert check_message("What is\u0000 the price?") is None
    assert check_message("Cafe\u0301 opening hours?") is None  # an accent on a letter stays
    assert clean_message("  What is\u0000 the\u0085 price?\r\n") == "What is the price?"
    assert clean_message("tabs\tand\nlines stay") == "tabs\tand\nlines stay"


class _Failing:
    """A runner that fails before it records anything (our bug)."""

    def run(self, session_id: str, message: str, history: Any = None) -> Any:
        raise RuntimeError("boom")


class _DeadLog:
    """A payload log that can be read but not written (the disk is full)."""

    def count(self, table: str, **where: Any) -> int:
        return 0

    def start_turn(self, *args: Any, **kwargs: Any) -> str:
        raise OSError("disk full")


def _fail_with(log: Any) -> str | None:
    jobs = TurnJobs(runner_factory=_Failing, log=log, workers=1)
    try:
        job = jobs.submit("ses_saved", "What does it cost?", history=[])
        with job.cond:
            assert job.cond.wait_for(lambda: job.done, timeout=30)
        return job.error
    finally:
        jobs.shutdown()


def test_a_failed_turn_says_the_message_is_saved_only_when_it_is(payload_log):
    payload_log.ensure_session("ses_saved", channel="ui")
    assert _fail_with(payload_log) == OUR_FAULT
    (turn,) = payload_log.rows("turns", where={"session_id": "ses_saved"})
    assert turn["user_message"] == "What does it cost?" and turn["outcome"] == "error"
    unsaved = _fail_with(_DeadLog())
    assert unsaved == OUR_FAULT_UNSAVED and "could not be saved" in unsaved
