"""Tool rendering and parsing for the local backend (no model needed)."""

from __future__ import annotations

import json

import pytest

from bot.llm.toolparse import (
    build_prompt_messages,
    parse_tool_calls,
    render_tools_prompt,
    tool_mode,
)

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_account",
            "description": "Look up one customer account",
            "parameters": {
                "type": "object",
                "properties": {"account_id": {"type": "string"}},
                "required": ["account_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {"name": "list_plans", "description": "All plans", "parameters": {}},
    },
]
NAMES = ["get_account", "list_plans"]


def args(call) -> dict:
    return json.loads(call.arguments)


def test_tagged_list_call():
    content, calls = parse_tool_calls(
        '<tool_call>[{"name": "get_account", "arguments": {"account_id": "acme-9"}}]</tool_call>',
        NAMES,
    )
    assert content is None
    assert [(c.name, args(c)) for c in calls] == [("get_account", {"account_id": "acme-9"})]
    assert calls[0].id.startswith("call_")


def test_tagged_single_object_two_blocks_and_text_around():
    text = 'Let me check.\n<tool_call>{"name": "list_plans", "arguments": {}}</tool_call>\n<tool_call>{"name": "get_account", "parameters": {"account_id": "a1"}}</tool_call>'
    content, calls = parse_tool_calls(text, NAMES)
    assert content == "Let me check."
    assert [c.name for c in calls] == ["list_plans", "get_account"]
    assert args(calls[1]) == {"account_id": "a1"}


def test_missing_closing_tag_and_trailing_junk():
    content, calls = parse_tool_calls(
        '<tool_call>[{"name": "get_account", "arguments": {"account_id": "x"}}] and then', NAMES
    )
    assert [c.name for c in calls] == ["get_account"] and content is None


def test_arguments_as_json_string():
    _content, [call] = parse_tool_calls(
        '<tool_call>{"name": "get_account", "arguments": "{\\"account_id\\": \\"b2\\"}"}</tool_call>',
        NAMES,
    )
    assert args(call) == {"account_id": "b2"}


def test_fenced_and_bare_json_naming_a_known_tool():
    _c, calls = parse_tool_calls('```json\n{"name": "list_plans", "arguments": {}}\n```', NAMES)
    assert [c.name for c in calls] == ["list_plans"]
    _c, calls = parse_tool_calls('{"name": "get_account", "arguments": {"account_id": "z"}}', NAMES)
    assert [c.name for c in calls] == ["get_account"]


def test_empty_list_means_no_call():
    content, calls = parse_tool_calls("<tool_call>[]</tool_call>", NAMES)
    assert (content, calls) == (None, [])


@pytest.mark.parametrize(
    "text",
    [
        "Starter costs $19 per user per month.",
        '<tool_call>[{"name": "delete_everything", "arguments": {}}]</tool_call>',  # unknown tool
        "<tool_call>not json at all</tool_call>",
        '<tool_call>[{"name": "get_account", "arguments": 1}]</tool_call>',  # arguments not an object
        '<tool_call>[{"arguments": {}}]</tool_call>',  # no name
        "<tool_call>",
        '{"answer": 42}',
        "```json\n[1, 2]\n```",
        "<thought>I should call get_account</thought>",
    ],
)
def test_text_that_is_not_a_valid_call_stays_content(text):
    content, calls = parse_tool_calls(text, NAMES)
    assert calls == []
    assert content == text.strip()


def test_none_and_empty_text():
    assert parse_tool_calls(None, NAMES) == (None, [])
    assert parse_tool_calls("", NAMES) == ("", [])


def test_any_name_accepted_when_names_are_not_given():
    _c, calls = parse_tool_calls(
        '<tool_call>{"name": "whatever", "arguments": {}}</tool_call>', None
    )
    assert [c.name for c in calls] == ["whatever"]


def test_render_lists_every_tool_from_the_prompt_file():
    text = render_tools_prompt(TOOLS)
    assert "<tools>" in text and "{tools}" not in text
    listed = [
        json.loads(line)
        for line in text.split("<tools>")[1].split("</tools>")[0].strip().splitlines()
    ]
    assert [t["name"] for t in listed] == NAMES
    assert listed[0]["parameters"]["required"] == ["account_id"]
    assert "You must call the function get_account" in render_tools_prompt(
        TOOLS, required="get_account"
    )


def test_tool_mode():
    assert tool_mode(None, "auto") == ("none", None)
    assert tool_mode(TOOLS, "none") == ("none", None)
    assert tool_mode(TOOLS, None) == ("auto", None)
    assert tool_mode(TOOLS, "required") == ("required", None)
    assert tool_mode(TOOLS[:1], "required") == ("required", "get_account")
    assert tool_mode(TOOLS, {"type": "function", "function": {"name": "list_plans"}}) == (
        "required",
        "list_plans",
    )


def test_prompt_messages_render_history_and_prefill():
    history = [
        {"role": "system", "content": "You are Quillstack's assistant."},
        {"role": "user", "content": [{"type": "text", "text": "Health of acme-9?"}]},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "get_account", "arguments": '{"account_id": "acme-9"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": '{"health": 71}'},
    ]
    messages, prefill = build_prompt_messages(
        history, TOOLS, mode="required", forced_name="get_account"
    )
    assert messages[0]["role"] == "system"
    assert (
        messages[0]["content"].startswith("You are Quillstack's assistant.")
        and "<tools>" in messages[0]["content"]
    )
    assert messages[1] == {"role": "user", "content": "Health of acme-9?"}
    assert (
        messages[2]["content"]
        == '<tool_call>[{"name": "get_account", "arguments": {"account_id": "acme-9"}}]</tool_call>'
    )
    assert messages[3] == {
        "role": "tool",
        "content": '<tool_response>{"health": 71}</tool_response>',
    }
    assert all(isinstance(m["content"], str) for m in messages)
    assert prefill == '<tool_call>[{"name": "get_account", "arguments": {"account_id": "'
    _content, [call] = parse_tool_calls(prefill + 'acme-9"}}]</tool_call>', NAMES)
    assert args(call) == {"account_id": "acme-9"}


def test_prompt_messages_without_tools_are_unchanged_and_get_no_system_block():
    messages, prefill = build_prompt_messages(
        [{"role": "user", "content": "hi"}], None, mode="none"
    )
    assert (messages, prefill) == ([{"role": "user", "content": "hi"}], "")
    messages, prefill = build_prompt_messages(
        [{"role": "user", "content": "hi"}], TOOLS, mode="auto"
    )
    assert messages[0]["role"] == "system" and "<tools>" in messages[0]["content"] and prefill == ""
