"""A deployment guardbot was not written for (``tests/deployments/greenhouse``: a plant
nursery whose tools share no word with the demo): its tools are chosen and called from
their own schemas, follow-ups are resolved, a tool that changes something waits for a
"yes", an identity parameter comes from the signed-in user, and a capable backend is
offered every tool and forced to call one when it answers data without a call."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.llm.scripted import ScriptedModel, tool_reply
from bot.steps import ConfirmStep, ResolveStep, RouteStep, ToolCallStep
from tests.agent.conftest import PassCritic

HERE = Path(__file__).parent / "greenhouse"
pytestmark = pytest.mark.embeddings


@pytest.fixture
def nursery(monkeypatch, data_dir, embedder):
    """Settings pointing at the nursery deployment, its guide ingested."""
    from bot.deployment import load_deployment
    from bot.kb.deployment import ensure_kb
    from bot.settings import get_settings, reset_settings

    monkeypatch.setenv("GUARDBOT_DEPLOYMENT", str(HERE))
    reset_settings()
    settings = get_settings()
    ensure_kb(load_deployment(HERE).knowledge_bases[0], settings=settings)
    tools = load_tools()
    tools.CANCELLED.clear()
    return settings


def load_tools():
    from tools.registry import load_module

    return load_module("greenhouse_tools.py", base=HERE)


def runner_for(settings, payload_log, replies=(), *, profile="small", **kwargs):
    from bot.wiring import build_runner

    model = ScriptedModel(list(replies))
    runner = build_runner(
        settings.model_copy(update={"prompt_profile": profile}),
        model=model,
        critic=PassCritic(),
        log=payload_log,
        **kwargs,
    )
    runner.scripted = model
    return runner


def step(result, kind):
    return [s for s in result.steps if isinstance(s, kind)]


def test_the_deployment_is_read_from_its_file(nursery):
    from bot.wiring import default_registry, deployment_of

    deployment = deployment_of(nursery)
    assert deployment.assistant.page_title() == "Verdant Nursery help"
    assert nursery.kb_name == "guide" and nursery.today == "2031-04-15"
    names = default_registry(nursery).names()
    assert names == ["cancel_plant_order", "greenhouse_reading", "my_loyalty_points", "plant_order"]


@pytest.mark.parametrize(
    ("question", "tool", "arguments", "expected"),
    [
        (
            "How humid is it in greenhouse 8 at the moment?",
            "greenhouse_reading",
            {"greenhouse_id": 8, "sensor": "humidity"},
            "92",
        ),
        (
            "what's the temperature like in the cactus dome today??",
            "greenhouse_reading",
            {"greenhouse_id": 9, "sensor": "temperature"},
            "33.0",
        ),
        ("How much did order 5513 come to?", "plant_order", {"order_number": 5513}, "19.2"),
    ],
)
def test_a_small_model_calls_the_deployments_own_tool(
    nursery, payload_log, question, tool, arguments, expected
):
    runner = runner_for(nursery, payload_log)
    result = runner.run_to_end(payload_log.start_session(), question)
    route = step(result, RouteStep)[0]
    assert route.route == "data" and route.tool == tool, route.reason
    calls = step(result, ToolCallStep)
    assert [(c.name, c.arguments, c.error) for c in calls] == [(tool, arguments, None)]
    assert expected in result.answer and result.outcome == "quoted"
    assert runner.scripted.requests == []  # the answer is the result's fields, written in code


def test_a_question_the_guide_answers_is_not_sent_to_a_tool(nursery, payload_log):
    question = "Which days do plant orders ship?"
    quoting = runner_for(nursery, payload_log, ["Orders leave on Tuesdays and Fridays."])
    result = quoting.run_to_end(payload_log.start_session(), question)
    assert step(result, RouteStep)[0].route == "kb" and not step(result, ToolCallStep)
    assert quoting.scripted.requests == []  # a small model's words are not delivered: quoted
    # with a small model's drafts let through, the deployment's persona and guide reach it
    drafts = nursery.model_copy(update={"guards": ["degenerate", "screen", "output_rules"]})
    runner = runner_for(drafts, payload_log, ["Orders leave on Tuesdays and Fridays."])
    result = runner.run_to_end(payload_log.start_session(), question)
    assert step(result, RouteStep)[0].route == "kb" and not step(result, ToolCallStep)
    system = runner.scripted.requests[0].messages[0]["content"]
    assert "Verdant Nursery" in system and "Tuesdays and Fridays" in system
    sources = {s.title for s in result.sources}
    assert "Delivery of plants" in sources  # the front matter's title, not "---"


def test_a_follow_up_takes_its_subject_from_the_conversation(nursery, payload_log):
    runner = runner_for(nursery, payload_log)
    session = payload_log.start_session()
    first = runner.run_to_end(session, "How humid is greenhouse 7?")
    history = [
        {"role": "user", "content": "How humid is greenhouse 7?"},
        {"role": "assistant", "content": first.answer},
    ]
    second = runner.run_to_end(session, "and greenhouse 9?", history)
    resolved = step(second, ResolveStep)[0]
    assert resolved.followup and resolved.question == "How humid is greenhouse 9?"
    call = step(second, ToolCallStep)[0]
    assert call.arguments == {"greenhouse_id": 9, "sensor": "humidity"} and "22" in second.answer
    logged = payload_log.rows("steps", where={"turn_id": second.turn_id}, order_by="idx")
    assert logged[0]["kind"] == "resolve"


def test_a_tool_that_changes_something_waits_for_yes(nursery, payload_log):
    tools = load_tools()
    runner = runner_for(nursery, payload_log)
    session = payload_log.start_session()
    asked = runner.run_to_end(session, "Please cancel order 5512")
    assert asked.outcome == "confirm" and "yes" in asked.answer
    assert step(asked, ConfirmStep)[0].arguments == {"order_number": 5512}
    assert tools.CANCELLED == [] and not step(asked, ToolCallStep)
    history = [
        {"role": "user", "content": "Please cancel order 5512"},
        {"role": "assistant", "content": asked.answer},
    ]
    done = runner.run_to_end(session, "yes please", history)
    assert tools.CANCELLED == [5512] and done.outcome == "answered"
    assert [s.status for s in step(done, ConfirmStep)] == ["confirmed"]
    again = runner.run_to_end(session, "Please cancel order 5513", [])
    declined = runner.run_to_end(session, "no", [{"role": "user", "content": "x"}])
    assert again.outcome == "confirm" and "Nothing was changed" in declined.answer
    assert tools.CANCELLED == [5512]


def test_an_identity_parameter_comes_from_the_signed_in_user(nursery, payload_log):
    from bot.wiring import default_registry

    spec = default_registry(nursery).get("my_loyalty_points")
    assert "member_email" not in json.dumps(spec.schema())  # never offered to the model
    signed_in = runner_for(nursery, payload_log, user_of=lambda session: "ines@example.org")
    result = signed_in.run_to_end(payload_log.start_session(), "How many loyalty points do I have?")
    assert step(result, ToolCallStep)[0].result["points"] == 420 and "420" in result.answer
    anonymous = runner_for(nursery, payload_log)
    result = anonymous.run_to_end(payload_log.start_session(), "How many loyalty points do I have?")
    assert step(result, ToolCallStep)[0].error_kind == "no_identity"
    assert "sign in" in result.answer


def test_a_capable_backend_is_offered_every_reading_tool_and_forced_to_call(nursery, payload_log):
    runner = runner_for(
        nursery,
        payload_log,
        [
            "Greenhouse 8 is at 75 percent humidity.",  # data with no call behind it
            "Greenhouse 8 (Fern Gallery) is at 92 percent humidity.",
        ],
        profile="full",
    )
    result = runner.run_to_end(payload_log.start_session(), "How humid is greenhouse 8?")
    offered = {t["function"]["name"] for t in runner.scripted.requests[0].tools}
    assert offered == {  # never a tool that changes something: only the user's words ask for one
        "greenhouse_reading",
        "my_loyalty_points",
        "plant_order",
    }
    assert runner.scripted.requests[0].tool_choice == "required"  # the route says: a tool
    assert result.counters.get("no_call") == 1
    calls = step(result, ToolCallStep)
    assert [(c.name, c.arguments, c.forced) for c in calls] == [
        ("greenhouse_reading", {"greenhouse_id": 8, "sensor": "humidity"}, True)
    ]
    assert "92" in result.answer and "75" not in result.answer


def test_a_capable_backend_never_calls_a_changing_tool_unasked(nursery, payload_log):
    tools = load_tools()
    runner = runner_for(
        nursery,
        payload_log,
        [tool_reply("cancel_plant_order", {"order_number": 5513})],
        profile="full",
    )
    question = "What is going on with that tomato order of mine?"  # asks for no change
    result = runner.run_to_end(payload_log.start_session(), question)
    assert result.outcome != "confirm" and tools.CANCELLED == [] and not step(result, ConfirmStep)
    refused = step(result, ToolCallStep)[0]  # the model's own call to it is refused, not offered
    assert refused.name == "cancel_plant_order" and refused.error_kind == "not_allowed"


def test_a_change_asked_in_other_words_is_offered_only_on_values_the_user_wrote(
    nursery, payload_log
):
    """ "Drop that tomato order of mine" asks for a change; the model's cancel of order 5513
    is not offered, since the user never wrote 5513."""
    tools = load_tools()
    runner = runner_for(
        nursery,
        payload_log,
        [tool_reply("cancel_plant_order", {"order_number": 5513})],
        profile="full",
    )
    result = runner.run_to_end(payload_log.start_session(), "Drop that tomato order of mine")
    assert result.outcome == "answered" and tools.CANCELLED == [] and not step(result, ConfirmStep)
    assert "order number" in result.answer and "Nothing has been changed" in result.answer


def test_tool_modules_from_the_setting_are_chosen_beside_the_deployments(
    nursery, payload_log, monkeypatch
):
    from bot.settings import get_settings, reset_settings

    monkeypatch.setenv("GUARDBOT_TOOL_MODULES", '["tests.deployments.extra_tools"]')
    reset_settings()
    runner = runner_for(get_settings(), payload_log)
    result = runner.run_to_end(payload_log.start_session(), "When is pallet 31 due to arrive?")
    assert [c.name for c in step(result, ToolCallStep)] == ["pallet_arrival"]
    assert "2031-04-19" in result.answer


def test_a_v1_requests_user_is_the_identity_a_tool_takes(nursery, payload_log):
    """The session's user (what ``/v1`` opens a session with from the request's ``user``)
    fills the identity parameter when no sign-in says otherwise."""
    runner = runner_for(nursery, payload_log)
    session = payload_log.start_session(channel="api", user_label="ines@example.org")
    result = runner.run_to_end(session, "How many loyalty points do I have?")
    assert step(result, ToolCallStep)[0].result["points"] == 420


def _rival(nursery, monkeypatch):
    from bot.settings import get_settings, reset_settings

    monkeypatch.setenv("GUARDBOT_TOOL_MODULES", '["tests.deployments.rival_tools"]')
    reset_settings()
    return get_settings()


def test_between_close_tools_the_one_returning_what_is_asked_answers(
    nursery, payload_log, monkeypatch
):
    """Two read-only tools take the order number and are about equally close to the
    question; each is called, and the one whose fields hold what is asked (the courier)
    answers. The tool that changes something is never called to find out."""
    from bot.steps import ProbeStep

    runner = runner_for(_rival(nursery, monkeypatch), payload_log)
    question = "Bram here, about my tomato seedlings order 5513 - which courier?"
    result = runner.run_to_end(payload_log.start_session(), question)
    probe = step(result, ProbeStep)[0]
    tried = {c["tool"]: c for c in probe.candidates}
    assert set(tried) == {"order_delivery", "plant_order"}  # never cancel_plant_order
    assert tried["order_delivery"]["fit"] > tried["plant_order"]["fit"]
    assert probe.chosen == "order_delivery" == step(result, RouteStep)[0].tool
    assert "Piccolo Couriers" in result.answer and tools_cancelled() == []
    # the answering call is the one recorded as the turn's tool call
    assert [c.name for c in step(result, ToolCallStep)] == ["order_delivery"]


def test_the_fit_of_a_result_overrules_a_slightly_better_description_match(
    nursery, payload_log, monkeypatch
):
    """The route's tool by description is ``plant_order``; its rival's result carries the
    asked field, so the rival is taken. With ``probe_margin`` 0 nothing is probed."""
    from bot.agent import route as routing
    from bot.agent.plan import Plan
    from bot.steps import ProbeStep
    from bot.turn import _Turn

    settings = _rival(nursery, monkeypatch)
    runner = runner_for(settings, payload_log)
    plans = [
        Plan("plant_order", {"order_number": 5512}, 0.6, 0.80, {"order_number": "n"}, 0.9),
        Plan("order_delivery", {"order_number": 5512}, 0.55, 0.75, {"order_number": "n"}, 0.9),
        Plan("cancel_plant_order", {"order_number": 5512}, 0.5, 0.79, writes=True),
    ]
    route = routing.Route(routing.DATA, "names order 5512", tool="plant_order",
                          arguments={"order_number": 5512}, strength=0.9)  # fmt: skip
    emitted = []
    turn = _Turn(session_id=payload_log.start_session(), message="", history=[],
                 emit=emitted.append)  # fmt: skip
    for question, tool in [
        ("Order 5512 - which courier is bringing it?", "order_delivery"),
        ("Order 5512 - who bought it and what was the total?", "plant_order"),
    ]:
        chosen = runner._probed(turn, question, plans, route)
        assert chosen.tool == tool and chosen.arguments == {"order_number": 5512}
        assert emitted.pop().chosen == tool
    off = runner_for(settings.model_copy(update={"probe_margin": 0.0}), payload_log)
    assert off._probed(turn, "Order 5512 - which courier?", plans, route) is route
    assert not [s for s in emitted if isinstance(s, ProbeStep)] and tools_cancelled() == []


def tools_cancelled():
    return load_tools().CANCELLED


def test_a_message_leaning_on_the_previous_question_is_read_with_it_when_that_answers_it(
    nursery, payload_log
):
    """ "is that something I would pay for ...?" names nothing the guide holds; read with the
    previous question about big trees it finds the crane lorry's price. A question of its
    own in the same conversation keeps its own reading."""
    runner = runner_for(nursery, payload_log)
    session = payload_log.start_session()
    first = "How do you deliver a large tree?"
    runner.run_to_end(session, first)
    history = [{"role": "user", "content": first}, {"role": "assistant", "content": "..."}]
    message = "Right, is that something I would pay for on top of the order itself, as well as the plants?"
    result = runner.run_to_end(session, message, history)
    resolved = step(result, ResolveStep)[0]
    assert (
        resolved.how == "context" and resolved.followup and first.rstrip("?") in resolved.question
    )
    assert "45 euros" in result.answer
    own = runner.run_to_end(session, "How often are orchids watered?", history)
    kept = step(own, ResolveStep)[0]
    assert not kept.followup and kept.question == "How often are orchids watered?"


def test_a_follow_up_staying_with_the_previous_calls_tool_is_not_probed(
    nursery, payload_log, monkeypatch
):
    from bot.steps import ProbeStep

    runner = runner_for(_rival(nursery, monkeypatch), payload_log)
    session = payload_log.start_session()
    first = "How much did order 5513 come to?"
    before = runner.run_to_end(session, first)
    assert step(before, RouteStep)[0].tool == "plant_order"
    history = [{"role": "user", "content": first}, {"role": "assistant", "content": before.answer}]
    after = runner.run_to_end(session, "and which plants were in it?", history)
    assert step(after, RouteStep)[0].tool == "plant_order" and not step(after, ProbeStep)
    assert "tomato" in after.answer


def test_a_probed_turn_replays_from_its_logged_results(nursery, payload_log, monkeypatch):
    """Every call of the turn is logged, the probe's included (one row per execution), and
    a replay gets each one's logged result: the same calls, none made live, the same tool
    answers."""
    from bot.replay import replay_turn

    runner = runner_for(_rival(nursery, monkeypatch), payload_log)
    question = "Bram here, about my tomato seedlings order 5513 - which courier?"
    original = runner.run_to_end(payload_log.start_session(), question)
    logged = payload_log.rows("tool_calls", where={"turn_id": original.turn_id})
    assert [(c["name"], c["purpose"], c["executed"]) for c in logged] == [
        ("order_delivery", "probe", True),
        ("plant_order", "probe", True),
        ("order_delivery", "actor", True),
    ]
    result = replay_turn(original.turn_id, log=payload_log)
    assert result.error is None and result.replayed.turn["final_answer"] == original.answer
    assert "probe" in [s["kind"] for s in result.replayed.steps]
    replayed = result.replayed.tool_calls
    assert [c["name"] for c in replayed] == [c["name"] for c in logged]
    assert not any(c["executed"] for c in replayed)  # logged results, nothing ran live
