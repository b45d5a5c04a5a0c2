"""The model's own read-only call (``Actor.read_call``, ``TurnRunner._model_routed``): the
model chooses the tool among the read-only schemas, a listed parameter is offered as an enum
of its labels and the label it writes is read back as the record's id; a call that fails or
does not validate leaves the planner's route."""

from __future__ import annotations

import json
from typing import Literal

import pytest

from bot import turn as turn_module
from bot.agent import readcall
from bot.llm.base import LLMError
from bot.llm.scripted import tool_reply
from bot.steps import RouteStep, ToolCallStep
from bot.wiring import build_runner
from tests.agent.conftest import FixedRetriever, PassCritic, tools_runner
from tools.registry import ToolRegistry, tool

PETS = {
    501: {"pet_id": 501, "name": "Wellington", "species": "dog", "vet": "Séamus Ó Dálaigh"},
    502: {"pet_id": 502, "name": "Ferdinand", "species": "rabbit", "vet": "Zoë Hale"},
}
APPOINTMENTS = {501: [{"date": "2027-03-02", "reason": "booster"}], 502: []}


def pet_names() -> list[tuple[int, str]]:
    return [(p["pet_id"], f"{p['name']} ({p['species']})") for p in PETS.values()]


@tool(values={"pet_id": pet_names})
def get_pet(pet_id: int) -> dict:
    """A pet's record: species and the vet it is registered with.

    Args:
        pet_id: the pet's number (listed by name), e.g. 501.
    """
    return PETS[pet_id]


@tool(values={"pet_id": pet_names})
def pet_appointments(pet_id: int, status: str = "booked") -> list:
    """A pet's appointments: date and reason.

    Args:
        pet_id: the pet's number (listed by name), e.g. 501.
        status: booked or past.
    """
    return APPOINTMENTS[pet_id]


@tool
def get_booking(reference: str) -> dict:
    """A booking by its reference: the pet and the day.

    Args:
        reference: the booking's reference, e.g. "PF-1001".
    """
    if reference != "PF-1001":
        raise ValueError(f"no booking {reference}")
    return {"reference": "PF-1001", "pet_id": 501, "day": "2027-03-02"}


@tool(writes=True)
def cancel_appointment(pet_id: int) -> dict:
    """Cancel a pet's next appointment.

    Args:
        pet_id: the pet's number.
    """
    return {"cancelled": pet_id}


TOOLS = (get_pet, pet_appointments, cancel_appointment)
QUESTION = "which vet is our wellington registered with?"


def test_a_listed_parameter_is_offered_as_its_labels_and_read_back_as_its_value():
    registry = ToolRegistry(list(TOOLS))
    schema = next(t for t in registry.schemas() if t["function"]["name"] == "get_pet")
    labelled = readcall.with_labels(registry, schema)
    prop = labelled["function"]["parameters"]["properties"]["pet_id"]
    assert prop["enum"] == ["Wellington (dog)", "Ferdinand (rabbit)"]
    assert "enum" not in schema["function"]["parameters"]["properties"]["pet_id"]  # a copy
    assert readcall.resolved(registry, "get_pet", {"pet_id": "Wellington (dog)"}) == (
        {"pet_id": 501},
        {"pet_id"},
    )
    # one word of exactly one label, any case and accents; a value already listed stays
    assert readcall.resolved(registry, "get_pet", {"pet_id": "FERDINAND"})[0] == {"pet_id": 502}
    assert readcall.resolved(registry, "get_pet", {"pet_id": 501})[0] == {"pet_id": 501}
    # a name no label holds is left for the registry to refuse
    assert readcall.resolved(registry, "get_pet", {"pet_id": "Rex"}) == ({"pet_id": "Rex"}, set())
    assert readcall.fold("Séamus Ó DÁLAIGH") == "seamus o dalaigh"


def _model(read_reply):
    """The model: ``read_reply`` for the read-only call (a reply or an exception), a short
    answer for everything else; every request kept."""
    seen = []

    def model(request):
        seen.append(request)
        if request.tool_choice == "required" and "calling its tools" in str(
            request.messages[0].get("content")
        ):
            if isinstance(read_reply, Exception):
                raise read_reply
            return read_reply
        return "Wellington is registered with Séamus Ó Dálaigh."

    return model, seen


def _calls(result):
    return [(s.name, s.arguments) for s in result.steps if isinstance(s, ToolCallStep)]


def _route(result):
    return next(s for s in result.steps if isinstance(s, RouteStep))


@pytest.mark.embeddings
def test_the_models_call_is_the_route_with_the_label_read_as_the_id(
    settings, payload_log, embedder
):
    model, seen = _model(tool_reply("get_pet", {"pet_id": "Wellington (dog)"}))
    bot = tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=True)
    result = bot.run_to_end(payload_log.start_session(), QUESTION, [])
    route = _route(result)
    assert route.tool == "get_pet" and route.arguments == {"pet_id": 501}
    assert ("get_pet", {"pet_id": 501}) in _calls(result)
    # the model saw only the read-only tools, the listed parameter as its labels
    (asked,) = [r for r in seen if r.tool_choice == "required"]
    offered = {t["function"]["name"]: t for t in asked.tools}
    assert set(offered) == {"get_pet", "pet_appointments"}
    assert offered["get_pet"]["function"]["parameters"]["properties"]["pet_id"]["enum"] == [
        "Wellington (dog)",
        "Ferdinand (rabbit)",
    ]
    logged = payload_log.rows("llm_calls", where={"purpose": "read_call"})
    assert len(logged) == 1 and "Wellington (dog)" in logged[0]["response_json"]


@pytest.mark.embeddings
def test_an_optional_argument_left_empty_is_not_given(settings, payload_log, embedder):
    reply = tool_reply("pet_appointments", {"pet_id": "Ferdinand (rabbit)", "status": ""})
    model, _ = _model(reply)
    bot = tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=True)
    result = bot.run_to_end(payload_log.start_session(), "any appointments for ferdinand?", [])
    assert _route(result).arguments == {"pet_id": 502}


@pytest.mark.embeddings
@pytest.mark.parametrize(
    "reply",
    [
        LLMError("the model timed out"),
        tool_reply("get_pet", {"pet_id": "Rex"}),  # names no record: does not validate
        tool_reply("get_pet", {}),  # a required argument missing
        # a real label the question does not name: a guess (the grammar allows only labels)
        tool_reply("get_pet", {"pet_id": "Ferdinand (rabbit)"}),
        "I think it is Séamus.",  # no call at all
    ],
    ids=["fails", "unknown-label", "missing", "guessed", "no-call"],
)
def test_a_call_that_fails_or_does_not_validate_leaves_the_planners_route(
    settings, payload_log, embedder, reply
):
    model, _ = _model(reply)
    bot = tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=True)
    result = bot.run_to_end(payload_log.start_session(), QUESTION, [])
    route = _route(result)
    assert route.tool in {"get_pet", "pet_appointments"}
    assert "the model calls" not in route.reason
    assert all(args.get("pet_id") not in ("Rex", 502) for _, args in _calls(result))


@pytest.mark.embeddings
def test_off_no_read_call_is_made(settings, payload_log, embedder):
    model, seen = _model(tool_reply("get_pet", {"pet_id": "Ferdinand (rabbit)"}))
    bot = tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=False)
    result = bot.run_to_end(payload_log.start_session(), QUESTION, [])
    assert payload_log.rows("llm_calls", where={"purpose": "read_call"}) == []
    assert "the model calls" not in _route(result).reason
    assert not any("calling its tools" in str(r.messages[0].get("content")) for r in seen)


@pytest.mark.embeddings
def test_a_change_is_never_the_models_read_call(settings, payload_log, embedder):
    """A message asking for a change goes to the confirmation, not to the read-only call."""
    model, seen = _model(tool_reply("get_pet", {"pet_id": "Wellington (dog)"}))
    bot = tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=True)
    result = bot.run_to_end(
        payload_log.start_session(), "please cancel the next appointment for pet 501", []
    )
    assert ("cancel_appointment", {"pet_id": 501}) not in _calls(result)
    assert payload_log.rows("llm_calls", where={"purpose": "read_call"}) == []
    assert json.dumps(result.answer)  # answered or asked, never crashed


@pytest.mark.parametrize(
    ("question", "label", "expected"),
    [
        ("which vet is our wellington with?", "Wellington (dog)", True),
        ("is duc around on thursday?", "Phạm Văn Đức", True),
        ("how much was gwilyms november invoice", "Gwilym Rees", True),
        ("my car sk18wvn, is it ready?", "SK18 WVN", True),
        ("the smoke alarm in caravan 14 is chirping", "Caravan 14", True),
        # a word every such label holds names none of them
        ("the smoke alarm in the caravan is chirping", "Caravan 14", False),
        ("booking KM-27142, which warden looks after it?", "Ruth Ashworth", False),
    ],
)
def test_a_label_is_said_by_a_word_only_it_holds_or_its_letters_run_together(
    question, label, expected
):
    labels = ["Wellington (dog)", "Phạm Văn Đức", "SK18 WVN", "Caravan 14", "Caravan 15"]
    others = [*labels, "Ruth Ashworth", "Gwilym Rees"]
    assert readcall.said(question, label, others) is expected


@pytest.mark.embeddings
@pytest.mark.local_model
def test_the_real_model_calls_the_record_the_question_names(
    settings, payload_log, embedder, writer_model
):
    """The packaged 1.5B chooses the pet's record among the read-only tools and writes the
    pet's label, read back as its id; the call is logged with its purpose."""
    retriever = FixedRetriever([])
    retriever.embedder = embedder
    bot = build_runner(
        settings.model_copy(update={"prompt_profile": "local", "route_model": True}),
        model=writer_model,
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry(list(TOOLS)),
        log=payload_log,
        channel="ui",
    )
    result = bot.run_to_end(payload_log.start_session(), QUESTION, [])
    route = _route(result)
    assert route.tool == "get_pet" and route.arguments == {"pet_id": 501}
    assert "the model calls get_pet" in route.reason
    assert len(payload_log.rows("llm_calls", where={"purpose": "read_call"})) == 1


@pytest.mark.embeddings
def test_a_call_its_tool_refuses_leaves_the_planners_route(settings, payload_log, embedder):
    """The model's reference is one the tool does not know: the planner's call stands, and
    the refused call is logged like every call made."""
    model, _ = _model(tool_reply("get_booking", {"reference": "PF1001"}))
    tools = (*TOOLS, get_booking)
    bot = tools_runner(settings, payload_log, embedder, model, tools, route_model=True)
    result = bot.run_to_end(payload_log.start_session(), "when is booking PF-1001?", [])
    route = _route(result)
    assert route.tool == "get_booking" and route.arguments == {"reference": "PF-1001"}
    assert "the model calls" not in route.reason
    logged = [json.loads(r["arguments"]) for r in payload_log.rows("tool_calls")]
    assert {"reference": "PF1001"} in logged


@pytest.mark.embeddings
def test_the_read_calls_prompt_is_read_at_start_before_the_answers(settings, payload_log, embedder):
    """Warm-up evaluates the read-only call's fixed prompt (the labelled schemas), then the
    answer's, so that the first turn reads neither whole; off, only the answer's."""
    model, seen = _model("ok")
    tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=True).warm_up()
    first, second = seen
    assert "calling its tools" in first.messages[0]["content"] and first.max_tokens == 1
    offered = {t["function"]["name"] for t in first.tools}
    assert offered == {"get_pet", "pet_appointments"}
    assert "calling its tools" not in second.messages[0]["content"]
    seen.clear()
    tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=False).warm_up()
    assert len(seen) == 1 and "calling its tools" not in seen[0].messages[0]["content"]


@pytest.mark.embeddings
def test_the_answers_warm_up_is_the_fixed_start_of_a_real_answers_prompt(
    settings, payload_log, embedder
):
    """The answer's warm-up is built as an answer's request is, so everything before the
    question (the system prompt and the short-answer examples) is the same and stays
    evaluated; a warm-up that kept an example's call and result shared only the system
    prompt."""
    model, seen = _model("ok")
    bot = tools_runner(settings, payload_log, embedder, model, TOOLS, route_model=False)
    bot.warm_up()
    (warm,) = seen
    seen.clear()
    bot.run_to_end(payload_log.start_session(), "when is booking PF-1001?", [])
    answers = [r for r in seen if r.messages[0] == warm.messages[0]]
    assert answers, [r.messages[0]["content"][:60] for r in seen]
    fixed = warm.messages[:-1]  # all but the warm-up's "hello"
    assert len(fixed) > 2 and answers[0].messages[: len(fixed)] == fixed


def test_the_calendar_writes_out_the_days_a_question_may_name():
    """ "this saturday", "next tuesday", "last week" and "this month" are copied, not counted."""
    days = readcall.calendar("2027-12-01")
    assert "Today: Wednesday 2027-12-01." in days
    assert "Saturday 2027-12-04" in days.split("This week:")[1].split("\n")[0]
    assert "Tuesday 2027-12-07" in days.split("Next week:")[1].split("\n")[0]
    assert "Monday 2027-11-22" in days.split("Last week:")[1].split("\n")[0]
    assert "This month: 2027-12-01 to 2027-12-31." in days
    assert "Last month: 2027-11-01 to 2027-11-30." in days
    # a year's turn, and a date nobody can read: the machine's day, never an error
    assert "Last month: 2027-12-01 to 2027-12-31." in readcall.calendar("2028-01-03")
    assert readcall.calendar("not a date").startswith("Today: ")


@tool(values={"pet_id": pet_names})
def pet_bills(pet_id: int, status: Literal["paid", "unpaid"] | None = None) -> list:
    """A pet's bills: amount and status.

    Args:
        pet_id: the pet's number (listed by name), e.g. 501.
        status: paid or unpaid.
    """
    return [{"amount_gbp": 40, "status": "paid"}, {"amount_gbp": 12, "status": "unpaid"}]


@pytest.mark.embeddings
@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("what bills has wellington got?", {"pet_id": 501}),  # "unpaid" guessed: left out
        ("any unpaid bills for wellington?", {"pet_id": 501, "status": "unpaid"}),
    ],
)
def test_a_kind_the_question_does_not_say_is_left_out_not_the_call(
    settings, payload_log, embedder, question, kept
):
    model, _ = _model(tool_reply("pet_bills", {"pet_id": "Wellington (dog)", "status": "unpaid"}))
    tools = (get_pet, pet_bills)
    bot = tools_runner(settings, payload_log, embedder, model, tools, route_model=True)
    result = bot.run_to_end(payload_log.start_session(), question, [])
    route = _route(result)
    assert route.tool == "pet_bills" and route.arguments == kept
    assert "the model calls" in route.reason


@tool
def find_pets(query: str) -> list:
    """Search the pets by any words of their record.

    Args:
        query: words to look for.
    """
    words = query.lower().split()
    return [p for p in PETS.values() if any(w in json.dumps(p).lower() for w in words)]


@pytest.mark.embeddings
def test_a_follow_up_the_model_wrote_out_whole_gets_the_models_own_call(
    settings, payload_log, embedder, monkeypatch
):
    """ "and who looks after him?" after a search for rabbits: the planner stays with the
    previous call's search (the conversation's tool), which would look for "who looks
    after him"; the model's rewrite names Ferdinand, so the model's call goes to his
    record."""

    def model(request):
        last = str(request.messages[-1].get("content"))
        if request.tool_choice == "required" and "calling its tools" in str(
            request.messages[0].get("content")
        ):
            if "ferdinand" in last.lower():
                return tool_reply("get_pet", {"pet_id": "Ferdinand (rabbit)"})
            return tool_reply("find_pets", {"query": "rabbit"})
        if "Rewritten:" in last:
            return "Who looks after Ferdinand?"
        return "Ferdinand is our rabbit."

    bot = tools_runner(
        settings, payload_log, embedder, model, (*TOOLS, find_pets), route_model=True
    )
    session = payload_log.start_session()
    first = bot.run_to_end(session, "search the pets for rabbit", [])
    assert _route(first).tool == "find_pets"
    # the planner stays with the conversation's search, as it does when the message itself
    # ("and who looks after him?") names no record
    real = turn_module.routing.decide

    def staying(plans, **kwargs):
        route = real(plans, **kwargs)
        search = next((p for p in plans if p.tool == "find_pets" and p.callable), None)
        if kwargs.get("carried") and search is not None:
            return route.taking(search, "stays with the previous search")
        return route

    monkeypatch.setattr(turn_module.routing, "decide", staying)
    history = [
        {"role": "user", "content": "search the pets for rabbit"},
        {"role": "assistant", "content": first.answer},
    ]
    second = bot.run_to_end(session, "and who looks after him?", history)
    route = _route(second)
    assert (route.tool, route.arguments) == ("get_pet", {"pet_id": 502}), route.reason
    assert ("get_pet", {"pet_id": 502}) in _calls(second)


def test_a_reference_the_question_does_not_hold_is_invented():
    """A value with a digit for an unlisted parameter must be in the question (its letters
    and digits run together): "km27126" holds "KM-27126"; a follow-up rewritten as "is the
    rest of the booking paid?" holds no booking, so "KM-27130" is another booking's. Listed
    values (``guessed``) and dates (counted) are not read so."""
    registry = ToolRegistry([get_booking, get_pet])
    props = {"reference": {"type": "string"}}

    def made_up(tool, written, question):
        return readcall.invented(registry, tool, written, question, props)

    assert made_up("get_booking", {"reference": "KM-27126"}, "booking km27126 please") == []
    assert made_up("get_booking", {"reference": "PF-1001"}, "is PF 1001 paid?") == []
    assert made_up(
        "get_booking", {"reference": "KM-27130"}, "is the rest of the booking paid?"
    ) == ["reference"]
    assert made_up("get_pet", {"pet_id": 502}, "which vet is ferdinand with?") == []
    dated = {"day": {"type": "string", "description": "a date, YYYY-MM-DD"}}
    assert (
        readcall.invented(registry, "get_booking", {"day": "2027-12-04"}, "this saturday", dated)
        == []
    )


VETS = {
    "Séamus Ó Dálaigh": {"name": "Séamus Ó Dálaigh", "phone": "01632 960 101"},
    "Zoë Hale": {"name": "Zoë Hale", "phone": "01632 960 202"},
}


@tool(values={"name": lambda: [(n, n) for n in VETS]})
def get_vet(name: str) -> dict:
    """One of the practice's vets: their direct phone line.

    Args:
        name: the vet's name.
    """
    return VETS[name]


@pytest.mark.embeddings
@pytest.mark.parametrize(("guess", "grounded"), [("Séamus Ó Dálaigh", True), ("Zoë Hale", False)])
def test_a_guessed_record_is_called_second_when_the_planners_call_finds_it(
    settings, payload_log, embedder, guess, grounded
):
    """ "what's the direct line of wellington's vet?" names the pet, not the vet: the
    model's call of some vet is a guess. The planner's call (Wellington's record) vouches
    for it when it names that vet: both calls are made, the vet's second; a vet it does not
    name is never called."""
    model, _ = _model(tool_reply("get_vet", {"name": guess}))
    bot = tools_runner(settings, payload_log, embedder, model, (*TOOLS, get_vet), route_model=True)
    question = "what's the direct line of our wellington's vet?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    route = _route(result)
    calls = _calls(result)
    if grounded:
        assert (route.tool, route.arguments) == ("get_vet", {"name": guess}), route.reason
        assert "names the get_vet record the model called" in route.reason
        second = ("get_vet", {"name": guess})
        assert second in calls and calls.index(("get_pet", {"pet_id": 501})) < calls.index(second)
    else:
        assert ("get_vet", {"name": guess}) not in calls
        assert "the model called" not in route.reason


@pytest.mark.embeddings
def test_a_result_naming_two_records_of_the_kind_vouches_for_neither(
    settings, payload_log, embedder
):
    """A day's rota naming both vets does not vouch for the model's pick of one: only a
    result that names that record alone of its kind does."""
    model, _ = _model("unused")
    bot = tools_runner(settings, payload_log, embedder, model, (*TOOLS, get_vet), route_model=True)

    def named(result):
        found = readcall.fold(json.dumps(result, ensure_ascii=False))
        return bot._named_in("get_vet", "name", found)

    assert named({"pet": "Ferdinand", "vet": "Zoë Hale"}) == ["Zoë Hale"]
    assert named({"morning": "Séamus Ó Dálaigh", "evening": "ZOE HALE"}) == [
        "Séamus Ó Dálaigh",
        "Zoë Hale",
    ]
    assert named({"note": "zoë halewood called"}) == []  # whole words only


@pytest.mark.embeddings
@pytest.mark.parametrize("documents", [False, True])
def test_with_no_documents_a_question_the_planner_cannot_route_is_the_models(
    settings, payload_log, embedder, monkeypatch, documents
):
    """A tools-only deployment has nothing but its tools to answer from: when the planner
    finds no callable tool (the documents would answer, and there are none), the model's
    own call routes the question. With documents the documents' route stands."""
    model, _ = _model(tool_reply("get_booking", {"reference": "PF-1001"}))
    bot = tools_runner(
        settings, payload_log, embedder, model, (*TOOLS, get_booking), route_model=True
    )
    bot.retriever.documents = documents
    _planner_finds_nothing(monkeypatch)
    question = "PF1001 - what day was that for again?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    route = _route(result)
    if documents:
        assert route.tool is None and ("get_booking", {"reference": "PF-1001"}) not in _calls(
            result
        )
    else:
        assert (route.tool, route.arguments) == ("get_booking", {"reference": "PF-1001"})
        assert ("get_booking", {"reference": "PF-1001"}) in _calls(result)


VISITS = {"PF-1001": {"reference": "PF-1001", "day": "2027-03-02"}, "PF-1002": {"day": "x"}}


@tool(values={"reference": lambda: [(r, r) for r in VISITS]})
def get_visit(reference: str) -> dict:
    """A visit by its reference: the day.

    Args:
        reference: the visit's reference, e.g. "PF-1001".
    """
    return VISITS[reference]


@pytest.mark.embeddings
@pytest.mark.parametrize("documents", [False, True])
def test_with_no_documents_the_listed_record_the_question_names_is_looked_up(
    settings, payload_log, embedder, monkeypatch, documents
):
    """The planner found no callable tool and the model's call failed: on a deployment with
    no documents the one listed record the question names ("PF1001" for "PF-1001") is
    looked up; with documents the documents' route stands."""
    model, _ = _model(LLMError("the model timed out"))
    bot = tools_runner(
        settings, payload_log, embedder, model, (*TOOLS, get_visit), route_model=True
    )
    bot.retriever.documents = documents
    _planner_finds_nothing(monkeypatch)
    result = bot.run_to_end(payload_log.start_session(), "PF1001 - what day was that?", [])
    route = _route(result)
    if documents:
        assert route.tool is None
    else:
        assert (route.tool, route.arguments) == ("get_visit", {"reference": "PF-1001"})
        assert ("get_visit", {"reference": "PF-1001"}) in _calls(result)


def _planner_finds_nothing(monkeypatch):
    """The planner's route: no callable tool, the documents would answer."""

    def nothing(plans, **kwargs):
        return turn_module.routing.Route(route=turn_module.routing.KB, reason="no tool fits")

    monkeypatch.setattr(turn_module.routing, "decide", nothing)
