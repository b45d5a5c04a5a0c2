"""A follow-up that leans on the chat is rewritten by the model to stand alone, from the
earlier questions and answers (``Actor.standalone``, ``TurnRunner._rewritten``): "whoever
was at stroke" becomes the name the previous answer gave. A rewrite is kept only when it
adds no word the chat lacks and keeps the message's own (``resolve.rewritten``); the rules'
reading stands otherwise. And the model's tool choice yields to a result that alone holds
the fields the question names."""

from __future__ import annotations

import re

import pytest

from bot.agent.resolve import leans, resolve, rewritten
from bot.steps import ProbeStep, ResolveStep, ToolCallStep
from tests.agent.conftest import tools_runner
from tools.registry import tool

CHAT = (
    "Who's in the crew for outing 12? The crew for outing 12: Ann Lee at bow, Raj Patel at stroke."
)


@pytest.mark.parametrize(
    ("reply", "message", "expected"),
    [
        # the pointer replaced by the name the answer gave
        (
            "Who is the emergency contact for Raj Patel?",
            "who's the emergency contact for whoever was at stroke?",
            "Who is the emergency contact for Raj Patel?",
        ),
        (
            "Rewritten: What is Raj Patel's phone?",
            "and what's his phone?",
            "What is Raj Patel's phone?",
        ),
        # a name the chat never gave is the model's own: refused
        (
            "Who is the emergency contact for Bob Smith?",
            "who's the emergency contact for whoever was at stroke?",
            None,
        ),
        # one plain word of its own may name what is asked; a number of its own may not
        (
            "Has Raj Patel got an outstanding balance?",
            "what about Raj Patel, has he got anything outstanding?",
            "Has Raj Patel got an outstanding balance?",
        ),
        ("Has Raj Patel got 40 outstanding?", "and has he got anything outstanding?", None),
        # two words of its own: the model's question, not the customer's
        ("What is Raj Patel's subs payment date?", "and what about his subs?", None),
        # the previous question again, dropping what was asked now: refused
        ("Who's in the crew for outing 12?", "and has he passed his swim test yet?", None),
        # a short word of the message is what it asks ("and on the bus?"): dropping it is
        # asking the previous question again
        ("Who's in the crew for outing 12?", "and on the bus?", None),
        # unchanged, or nothing: the rules' reading stands
        ("When is the next outing?", "when is the next outing?", None),
        ("", "and his phone?", None),
        ("x " * 50, "and his phone?", None),
    ],
)
def test_a_rewrite_is_kept_only_with_the_chats_words_and_the_messages_own(reply, message, expected):
    assert rewritten(reply, message, CHAT) == expected


@pytest.mark.parametrize(
    ("message", "previous", "expected"),
    [
        (
            "what about Élodie Marchetti?",
            "has Kwame Asante-Boateng paid his subs for March?",
            "has Élodie Marchetti paid his subs for March?",
        ),
        ("and Tom?", "what is the phone number of Ann?", "what is the phone number of Tom?"),
        # a one-word name does not replace a two-word one, nor a month a person
        ("and customer 14?", "Who looks after customer 12?", "Who looks after customer 14?"),
    ],
)
def test_what_about_a_name_asks_the_previous_question_about_that_name(message, previous, expected):
    resolution = resolve(message, [previous])
    assert resolution.followup and resolution.text == expected


CONTACTS = {"Raj Patel": "Mina Patel, 07700 900123", "Ann Lee": "Bo Lee, 07700 900456"}
ASKED: list[str] = []


@tool(values={"name": lambda: [(n, n) for n in CONTACTS]})
def member_contact(name: str) -> dict:
    """A crew member's emergency contact: who to ring and their number.

    Args:
        name: the member's full name, e.g. "Ann Lee".
    """
    ASKED.append(name)
    return {"name": name, "emergency_contact": CONTACTS[name]}


def _runner(settings, payload_log, embedder, rewrite, **update):
    def model(request):
        system = str(request.messages[0].get("content") or "")
        if "can be understood without the chat" in system:
            return rewrite
        asked = str(request.messages[-1].get("content") or "")
        found = re.search(r"Mina Patel, 07700 900123", asked)
        return "Raj's emergency contact is Mina Patel, 07700 900123." if found else "Sorry."

    return tools_runner(settings, payload_log, embedder, model, [member_contact], **update)


HISTORY = [
    {"role": "user", "content": "Who's in the crew for outing 12?"},
    {
        "role": "assistant",
        "content": "The crew for outing 12: Ann Lee at bow, Raj Patel at stroke.",
    },
]
MESSAGE = "who's the emergency contact for whoever was at stroke?"


def _resolved(result):
    return next(s for s in result.steps if isinstance(s, ResolveStep))


@pytest.mark.embeddings
def test_the_models_rewrite_names_the_record_and_the_call_is_made_for_it(
    settings, payload_log, embedder
):
    ASKED.clear()
    bot = _runner(settings, payload_log, embedder, "Who is the emergency contact for Raj Patel?")
    result = bot.run_to_end(payload_log.start_session(), MESSAGE, HISTORY)
    step = _resolved(result)
    assert step.how == "model" and step.question == "Who is the emergency contact for Raj Patel?"
    calls = [s.arguments for s in result.steps if isinstance(s, ToolCallStep)]
    assert {"name": "Raj Patel"} in calls and ASKED and set(ASKED) == {"Raj Patel"}
    logged = payload_log.rows("llm_calls", where={"purpose": "standalone"})
    assert len(logged) == 1 and "Raj Patel at stroke" in logged[0]["request_json"]


@pytest.mark.embeddings
def test_a_rewrite_with_a_name_of_its_own_is_set_aside(settings, payload_log, embedder):
    ASKED.clear()
    bot = _runner(settings, payload_log, embedder, "Who is the emergency contact for Ann Smith?")
    result = bot.run_to_end(payload_log.start_session(), MESSAGE, HISTORY)
    assert _resolved(result).how != "model"
    assert "Ann Smith" not in " ".join(ASKED)
    assert len(payload_log.rows("llm_calls", where={"purpose": "standalone"})) == 1


@pytest.mark.embeddings
def test_off_the_model_is_not_asked(settings, payload_log, embedder):
    bot = _runner(
        settings,
        payload_log,
        embedder,
        "Who is the emergency contact for Raj Patel?",
        followup_model=False,
    )
    result = bot.run_to_end(payload_log.start_session(), MESSAGE, HISTORY)
    assert _resolved(result).how != "model"
    assert payload_log.rows("llm_calls", where={"purpose": "standalone"}) == []


@pytest.mark.embeddings
def test_a_first_message_is_never_rewritten(settings, payload_log, embedder):
    bot = _runner(settings, payload_log, embedder, "Who is the emergency contact for Raj Patel?")
    bot.run_to_end(payload_log.start_session(), "who's the emergency contact for Ann Lee?", [])
    assert payload_log.rows("llm_calls", where={"purpose": "standalone"}) == []


# the model's tool choice against the fields the question names
FEES: list[int] = []


@tool(values={"member_id": lambda: [(7, "Bjorn Haugland")]})
def member_fees(member_id: int) -> list:
    """A member's monthly subscription invoices: number, month, amount, paid or not.

    Args:
        member_id: the member's number, e.g. 7.
    """
    FEES.append(member_id)
    return [{"invoice_number": "KRC-0005", "month": "2026-01", "paid_on": "2026-02-02"}]


@tool(values={"member_id": lambda: [(7, "Bjorn Haugland")]})
def get_member(member_id: int) -> dict:
    """One member's record: category, squad, grade, and the person to call.

    Args:
        member_id: the member's number, e.g. 7.
    """
    return {
        "member_id": member_id,
        "squad": "senior",
        "emergency_contact": {"name": "Kari Haugland", "phone": "07449 563 837"},
    }


@pytest.mark.embeddings
@pytest.mark.parametrize(
    ("question", "taken"),
    [
        ("Who is the emergency contact for Bjorn Haugland?", "get_member"),
        # no field named: the model's pick stands
        ("anything I should know about Bjorn Haugland?", "member_fees"),
    ],
)
def test_the_models_pick_yields_to_the_one_result_holding_the_named_fields(
    settings, payload_log, embedder, question, taken
):
    def model(request):
        system = str(request.messages[0].get("content") or "")
        if "which one returns" in system:
            return re.search(r"(\d+)\. member_fees:", system).group(1)
        return "I could not find that."

    bot = tools_runner(
        settings,
        payload_log,
        embedder,
        model,
        [member_fees, get_member],
        probe_margin=1.0,
        probe_model=True,
    )
    result = bot.run_to_end(payload_log.start_session(), question, [])
    probe = next(s for s in result.steps if isinstance(s, ProbeStep))
    assert probe.chosen == taken
    assert any(c.get("model") for c in probe.candidates)  # the model was asked


def test_a_closing_then_leans_on_the_chat_and_a_then_inside_does_not():
    """ "what time do you close then" asks about the day just spoken of: the model is asked
    to rewrite it. A "then" inside a question ("then do I pay?") or none does not lean."""
    earlier = ["are you open late on thursday"]
    for message in ("what time do you close then", "how much is it then?"):
        assert leans(message, resolve(message, earlier)), message
    for message in ("what time do you close on friday", "if i book now then do i pay today"):
        assert not leans(message, resolve(message, earlier)), message
