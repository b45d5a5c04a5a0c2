"""The agent loop with the scripted model: each failure shape of the issue, its repair, and
the bounds. The scripted replies are what small models really produce."""

from __future__ import annotations

import json

import pytest

from bot.agent.loop import AgentConfig, AgentLoop
from bot.agent.plan import Planner
from bot.agent.prompts import PromptSet, build_messages
from bot.agent.route import decide
from bot.llm.scripted import ScriptedModel, tool_reply
from bot.wiring import default_registry
from tests.demo_deployment import DEMO
from tools.catalog import ToolCatalog

QUESTION = "What is the health score of acme-9?"


@pytest.fixture
def prompts():
    """The shared prompts with the demo deployment's few-shot examples (its own tools)."""
    return PromptSet.load(overrides=DEMO / "prompts")


def run_loop(
    replies, catalog, prompts, *, question=QUESTION, registry=None, config=None, executor=None
):
    """One loop run as a capable backend's turn makes it: every tool offered, and the
    route (from the tools themselves) saying whether an answer needs a call."""
    model = ScriptedModel(replies)
    registry = registry or default_registry()
    catalog = ToolCatalog(registry, today=catalog.today)
    planner = Planner(registry, catalog, embed=None)

    def guess(tool, param):
        spec = registry.get(tool)
        found = planner.arguments(spec, question, catalog.mentions(question)) if spec else {}
        return found[param].value if param in found else None

    route = decide(planner.plans(question), kb_score=0.0, question=question)
    loop = AgentLoop(
        model=model,
        registry=registry,
        prompts=prompts,
        catalog=catalog,
        guess=guess,
        config=config or AgentConfig(),
        tool_executor=executor,
    )
    messages = build_messages(prompts, system_prompt="system", history=[], message=question)
    call = (route.tool, route.arguments) if route.is_data and route.named else None
    gen = loop.run(messages, question, [], needs_tool=route.is_data, fallback=call)
    steps = []
    while True:
        try:
            steps.append(next(gen))
        except StopIteration as stop:
            result = stop.value
            break
    return result, steps, model


def kinds(steps, kind):
    return [s.to_dict() for s in steps if s.kind == kind]


def test_a_real_call_then_an_answer_needs_no_forcing(catalog, prompts):
    result, steps, model = run_loop(
        [
            tool_reply("get_account_details", {"account_id": "acme-9"}),
            "Acme Retail (acme-9) has a health score of 25.",
        ],
        catalog,
        prompts,
    )
    assert result.status == "answered" and not result.forced and result.counters == {}
    assert result.answer == "Acme Retail (acme-9) has a health score of 25."
    assert [s["name"] for s in kinds(steps, "tool_call")] == ["get_account_details"]
    tool_msg = model.requests[1].messages[-1]
    assert tool_msg["role"] == "tool" and json.loads(tool_msg["content"])["health"] == 25
    assert model.requests[0].tools and model.requests[0].tool_choice == "auto"
    model.assert_complete()


def test_thought_token_as_answer_is_executed_directly(catalog, prompts):
    thought = '<thought>I should call get_account_details with {"account_id": "acme-9"}</thought>'
    result, steps, model = run_loop([thought, "acme-9 has a health score of 25."], catalog, prompts)
    assert result.counters == {"thought": 1} and result.forced
    assert kinds(steps, "forced_call")[0]["how"] == "executed_from_text"
    call = kinds(steps, "tool_call")[0]
    assert call["forced"] is True and call["arguments"] == {"account_id": "acme-9"}
    assert result.answer == "acme-9 has a health score of 25."
    assert len(model.requests) == 2  # no re-ask needed


def test_fewshot_example_copied_as_answer_is_caught_and_reasked(catalog, prompts):
    copy = prompts.examples[0].answer  # "Example Corp (example-123) has a health score of 42..."
    result, steps, model = run_loop(
        [
            copy,
            tool_reply("list_accounts", {"sort_by": "health", "descending": True}),
            "See the list.",
        ],
        catalog,
        prompts,
        question="Which accounts are the healthiest?",
    )
    assert result.counters == {"fewshot_copy": 1}
    assert kinds(steps, "thought_caught")[0]["items"] == [
        "Example Corp",
        "Sam Example",
        "example-123",
    ]
    assert model.requests[1].tool_choice == "required"
    assert "did not call a tool" in model.requests[1].messages[-1]["content"]
    assert kinds(steps, "forced_call")[0]["how"] == "reask"
    assert result.answer == "See the list."


def test_fewshot_copy_for_a_named_account_calls_it_directly(catalog, prompts):
    copy = prompts.examples[0].answer
    result, steps, model = run_loop([copy, "acme-9 has a health score of 25."], catalog, prompts)
    assert result.counters == {"fewshot_copy": 1}
    assert kinds(steps, "forced_call")[0]["how"] == "derived_from_question"
    assert len(model.requests) == 2


@pytest.mark.parametrize(
    "narration",
    [
        "I will call get_account_details to find the health score of acme-9.",
        "Calling the function now. ```python\nresult = get_account_details(account_id='acme-9')\nprint(result['health'])\n```",
        'To answer, I need to use get_account_details("acme-9") and read the health field.',
    ],
)
def test_call_narrated_in_prose_is_executed(narration, catalog, prompts):
    result, steps, _ = run_loop([narration, "acme-9 has a health score of 25."], catalog, prompts)
    assert result.counters == {"narrated": 1}
    assert kinds(steps, "tool_call")[0]["arguments"] == {"account_id": "acme-9"}
    assert kinds(steps, "tool_call")[0]["forced"] is True
    assert result.status == "answered"


def test_tool_call_written_as_json_text_is_executed(catalog, prompts):
    text = 'Sure! {"name": "get_activity", "arguments": {"name": "issues", "account_id": "acme-9"}}'
    result, steps, _ = run_loop(
        [text, "acme-9 opened 1 support ticket."],
        catalog,
        prompts,
        question="How many issues has acme-9 opened?",
    )
    assert result.counters == {"json_text": 1}
    call = kinds(steps, "tool_call")[0]
    assert call["name"] == "get_activity" and call["result"]["activity"] == "support_ticket"


def test_invented_accounts_without_a_call_are_forced(catalog, prompts):
    question = "Which accounts have the lowest health?"
    invented = "The accounts with the lowest health are acct-101, acct-205 and acct-330."
    result, steps, model = run_loop(
        [invented, tool_reply("list_accounts", {"sort_by": "health", "limit": 3}), "lowest"],
        catalog,
        prompts,
        question=question,
    )
    assert result.counters == {"no_call": 1}
    assert model.requests[1].tool_choice == "required"
    assert kinds(steps, "tool_call")[0]["name"] == "list_accounts"


def test_data_answer_with_no_call_for_a_named_account_calls_it(catalog, prompts):
    result, steps, model = run_loop(
        ["Acme is doing great, health 97!", "acme-9 has a health score of 25."], catalog, prompts
    )
    assert result.counters == {"no_call": 1}
    forced = kinds(steps, "forced_call")[0]
    assert forced["how"] == "derived_from_question" and forced["arguments"] == {
        "account_id": "acme-9"
    }
    assert len(model.requests) == 2


def test_fabricated_numbers_after_a_real_call_are_caught(catalog, prompts):
    result, steps, model = run_loop(
        [
            tool_reply("get_account_details", {"account_id": "acme-9"}),
            "acme-9 has a health score of 88 and 412 seats.",
            "acme-9 has a health score of 25.",
        ],
        catalog,
        prompts,
    )
    assert result.counters == {"fabricated": 1}
    caught = kinds(steps, "thought_caught")[0]
    assert set(caught["items"]) == {"88", "412"}
    assert "88" in model.requests[2].messages[-1]["content"]
    assert result.answer == "acme-9 has a health score of 25."


def test_arguments_copied_from_the_fewshot_are_replaced_from_the_question(catalog, prompts):
    result, steps, model = run_loop(
        [
            tool_reply("get_account_details", {"account_id": "123"}),
            "acme-9 has a health score of 25.",
        ],
        catalog,
        prompts,
    )
    assert result.counters == {"copied_args": 1}
    forced = kinds(steps, "forced_call")[0]
    assert forced["how"] == "arguments_from_question" and forced["replaced"] == {
        "account_id": "123"
    }
    assert kinds(steps, "tool_call")[0]["arguments"] == {"account_id": "acme-9"}


def test_copied_arguments_that_cannot_be_replaced_are_reasked(catalog, prompts):
    question = "How many tickets were opened in total?"
    total = default_registry().call("get_activity", {"name": "support_ticket"}).result["events"]
    result, steps, model = run_loop(
        [
            tool_reply("get_activity", {"name": "support_ticket", "account_id": "example-456"}),
            tool_reply("get_activity", {"name": "support_ticket"}),
            f"There were {total} support tickets.",
        ],
        catalog,
        prompts,
        question=question,
    )
    assert result.counters["copied_args"] == 1
    assert model.requests[1].tool_choice == "required"
    assert "came from the examples" in model.requests[1].messages[-1]["content"]
    assert result.answer == f"There were {total} support tickets."


def test_unrepairable_replies_end_in_an_honest_failure(catalog, prompts):
    question = "Which accounts are at risk?"
    result, steps, model = run_loop(
        ["Probably Globex.", "Globex and Initech.", "Definitely Globex."],
        catalog,
        prompts,
        question=question,
    )
    assert result.status == "refused"
    assert result.answer == prompts.message("could_not_look_up")
    assert result.counters == {"no_call": 3}
    assert len(model.requests) == 3  # first try + two forced re-asks (max_force_attempts=2)
    assert [r.tool_choice for r in model.requests] == ["auto", "required", "required"]


def test_the_step_bound_holds(catalog, prompts):
    replies = [tool_reply("list_accounts", {"limit": n}) for n in range(1, 10)]
    result, steps, model = run_loop(replies, catalog, prompts, config=AgentConfig(max_steps=3))
    assert len(model.requests) == 3
    assert result.status == "refused" and result.counters["step_limit"] == 1
    assert result.answer == prompts.message("step_limit")


def test_a_model_looping_on_the_same_call_gets_a_tool_message(catalog, prompts):
    same = tool_reply("get_account_details", {"account_id": "acme-9"})
    result, steps, model = run_loop(
        [same, same, "acme-9 has a health score of 25."], catalog, prompts
    )
    assert result.counters == {"repeated_call": 1}
    assert "already made this exact call" in model.requests[2].messages[-1]["content"]
    assert len(result.tool_results) == 1


@pytest.mark.parametrize(
    ("reply", "kind", "text"),
    [
        (tool_reply("delete_everything", {}), "tool_unknown_tool", "unknown tool"),
        (
            tool_reply("get_account_details", {"account": "acme-9"}),
            "tool_invalid_arguments",
            "required property",
        ),
        (tool_reply("get_account_details", "{not json"), "bad_arguments_json", "not a JSON object"),
        (tool_reply("get_activity", {"name": "teleports"}), "tool_raised", "unknown activity"),
    ],
)
def test_bad_calls_go_back_to_the_model_as_tool_messages(reply, kind, text, catalog, prompts):
    result, steps, model = run_loop(
        [
            reply,
            tool_reply("get_account_details", {"account_id": "acme-9"}),
            "acme-9 has a health score of 25.",
        ],
        catalog,
        prompts,
    )
    assert result.counters.get(kind) == 1
    tool_msg = model.requests[1].messages[-1]
    assert tool_msg["role"] == "tool" and text in tool_msg["content"]
    assert kinds(steps, "tool_call")[0]["error"]
    assert result.status == "answered"


def test_tool_timeouts_and_large_results(catalog, prompts):
    from tests.agent import user_tools

    registry = default_registry()
    registry.register(user_tools.slow_lookup)
    result, steps, model = run_loop(
        [
            tool_reply("slow_lookup", {"seconds": 2}),
            tool_reply("list_accounts", {"limit": 100}),
            "Here they are.",
        ],
        catalog,
        prompts,
        question="List all accounts",
        registry=registry,
        config=AgentConfig(result_max_chars=300),
    )
    assert result.counters["tool_timeout"] == 1
    assert "longer than 0.2 s" in model.requests[1].messages[-1]["content"]
    big = model.requests[2].messages[-1]["content"]
    assert len(big) <= 300 and "truncated" in big
    assert result.counters["truncated_result"] == 1


def test_a_tool_executor_replaces_live_calls(catalog, prompts):
    from tools.registry import ToolResult

    seen = []

    def executor(name, arguments):
        seen.append((name, arguments))
        return ToolResult(name, arguments, result={"account_id": "acme-9", "health": 61})

    result, steps, _ = run_loop(
        [
            tool_reply("get_account_details", {"account_id": "acme-9"}),
            "acme-9 has a health score of 61.",
        ],
        catalog,
        prompts,
        executor=executor,
    )
    assert seen == [("get_account_details", {"account_id": "acme-9"})]
    assert result.status == "answered" and result.counters == {}


def test_a_thought_with_nested_arguments_and_mutated_example_ids(catalog, prompts):
    """What SmolLM2 really wrote: the thought names a tool, nests its arguments and carries an
    example-like id; the id is replaced from the question."""
    thought = (
        '<thought>I should call get_account_details with {"name": "get_account_details", '
        '"arguments": {"account_id": "example-9"}}, "health_score": 42}</thought>\n<tool_response>{"event_id": "Example'
    )
    result, steps, model = run_loop([thought, "acme-9 has a health score of 25."], catalog, prompts)
    assert result.counters == {"thought": 1}
    assert kinds(steps, "tool_call")[0]["arguments"] == {"account_id": "acme-9"}
    assert result.answer == "acme-9 has a health score of 25."


def test_real_smollm2_replies_cut_off_by_max_tokens(catalog, prompts):
    """Both replies are what SmolLM2-135M wrote with max_tokens=48 (logged in a bench run)."""
    thought = (
        '<thought>I should call get_activity with {"name": "support_ticket", "arguments": '
        '{"name": "support_ticket", "account_id": "example-9", "since": "201'
    )
    forced = (
        '<tool_call>[{"name": "get_account_details", "arguments": {"account_id": "example-9", '
        '"since": "2018-01-01", "type": "string", "default": "example-9"'
    )
    # the thought names get_activity with example values that cannot be repaired from the
    # question, so the obvious call for the one account named is made instead
    result, steps, model = run_loop([thought, "acme-9 has a health score of 25."], catalog, prompts)
    assert kinds(steps, "forced_call")[0]["how"] == "derived_from_question"
    assert kinds(steps, "tool_call")[0]["name"] == "get_account_details"
    # the truncated forced call is parsed loosely and its copied id replaced
    result, steps, model = run_loop([forced, "acme-9 has a health score of 25."], catalog, prompts)
    assert result.counters == {"json_text": 1}
    assert kinds(steps, "forced_call")[0]["how"] == "executed_from_text"
    assert kinds(steps, "tool_call")[0]["arguments"] == {"account_id": "acme-9"}


def test_a_result_view_is_what_the_model_reads_and_the_source_stays_whole(catalog, prompts):
    """A local model reads the fields of the result the question is about (the actor's
    ``result_view``); the source the critic and the quotes read is the whole result."""
    seen = []

    def view(question, source):
        seen.append((question, json.loads(source.text)))
        return '{"health": 25}'

    config = AgentConfig(result_view=view)
    result, _, model = run_loop(
        [
            tool_reply("get_account_details", {"account_id": "acme-9"}),
            "Acme Retail has a health score of 25.",
        ],
        catalog,
        prompts,
        config=config,
    )
    assert seen and seen[0][0] == QUESTION and seen[0][1]["account_id"] == "acme-9"
    tool_messages = [m for m in model.requests[-1].messages if m["role"] == "tool"]
    assert tool_messages[-1]["content"] == '{"health": 25}'
    whole = json.loads(result.sources[-1].text)
    assert whole["account_id"] == "acme-9" and len(whole) > 1
