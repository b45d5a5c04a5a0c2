"""Tools chosen and filled from the tools themselves (``bot.agent.plan``, ``bot.agent.route``):
on the demo's tools and on a registry that shares no word with them, without an embedding
model (the lexical stand-in) so that these run anywhere."""

from __future__ import annotations

from typing import Literal

import pytest

from bot.agent.plan import Planner
from bot.agent.route import decide
from tools.catalog import ToolCatalog
from tools.registry import ToolRegistry, load_module, tool

DEMO_PLANS = [
    ("What is the health score of acme-9?", "get_account_details", {"account_id": "acme-9"}),
    (
        "How many logins did wonka-13 have in the past 30 days?",
        "get_activity",
        {"name": "login", "account_id": "wonka-13", "since": "30 days"},
    ),
    (
        "how many support tickets has globex-2 opened since 2026-06-01",
        "get_activity",
        {"name": "support_ticket", "account_id": "globex-2", "since": "2026-06-01"},
    ),
    ("Which accounts does Maya Patel own?", "list_accounts", {"owner": "Maya Patel"}),
    (
        "Which Team accounts have the lowest health?",
        "list_accounts",
        {"plan": "Team", "sort_by": "health", "descending": False},
    ),
    (
        "Which accounts have a health score below 20?",
        "list_accounts",
        {"max_health": 19},
    ),
]


@pytest.fixture
def planner(registry, catalog):
    return Planner(registry, catalog, embed=None)


@pytest.mark.parametrize(("question", "tool", "arguments"), DEMO_PLANS)
def test_the_demo_tools_are_filled_from_the_question(planner, question, tool, arguments):
    best = next(p for p in planner.plans(question) if p.callable)
    assert best.tool == tool and best.arguments.items() >= arguments.items(), best.to_dict()


def test_a_question_naming_a_record_goes_to_its_tool_and_a_how_to_does_not(planner):
    named = decide(planner.plans("Who owns hooli-5?"), kb_score=0.6, question="Who owns hooli-5?")
    assert named.is_data and named.tool == "get_account_details" and named.named
    assert "'hooli-5'" in named.reason
    how = "How do I send an NPS survey to my customers?"
    assert not decide(planner.plans(how), kb_score=0.7, question=how).is_data
    again = decide(planner.plans("Who owns hooli-5?"), kb_score=0.6, question="Who owns hooli-5?")
    assert type(named).from_dict(named.to_dict()) == again


def test_documents_that_answer_far_better_win_over_a_weak_tool_match(planner):
    question = "How many seats does the Team plan include?"
    route = decide(planner.plans(question), kb_score=0.75, question=question)
    assert route.route == "kb", route.reason


@pytest.fixture
def nursery():
    from tests.deployments.test_foreign import HERE

    registry = ToolRegistry()
    registry.register_module("greenhouse_tools.py", base=HERE)
    catalog = ToolCatalog(registry, today="2031-04-15")
    return Planner(registry, catalog, embed=None)


@pytest.mark.parametrize(
    ("question", "tool", "arguments"),
    [
        ("how humid is greenhouse 7", "greenhouse_reading",
         {"greenhouse_id": 7, "sensor": "humidity"}),
        ("Temperature in the Palm House?", "greenhouse_reading",
         {"greenhouse_id": 7, "sensor": "temperature"}),
        ("what did order #5512 cost me", "plant_order", {"order_number": 5512}),
    ],
)  # fmt: skip
def test_a_foreign_registrys_tools_are_filled_from_their_schemas(
    nursery, question, tool, arguments
):
    best = next(p for p in nursery.plans(question) if p.callable)
    assert (best.tool, best.arguments) == (tool, arguments)
    assert decide(nursery.plans(question), kb_score=0.3, question=question).is_data


def test_a_tool_whose_required_argument_the_question_lacks_is_not_called(nursery):
    plans = nursery.plans("How humid is it?")  # which greenhouse?
    reading = next(p for p in plans if p.tool == "greenhouse_reading")
    assert reading.missing == ["greenhouse_id"]
    assert not decide(plans, kb_score=0.0, question="How humid is it?").is_data


def test_a_follow_up_takes_the_previous_calls_arguments(nursery):
    first = next(p for p in nursery.plans("How humid is greenhouse 8?") if p.callable)
    plans = nursery.plans("and the temperature?", carried=first)
    best = next(p for p in plans if p.callable)
    assert (best.tool, best.arguments) == (
        "greenhouse_reading",
        {"greenhouse_id": 8, "sensor": "temperature"},
    )
    route = decide(plans, kb_score=0.2, question="and the temperature?", carried=True)
    assert route.is_data and route.named


def test_module_loading_by_file_is_once_per_path():
    from tests.deployments.test_foreign import HERE

    assert load_module("greenhouse_tools.py", base=HERE) is load_module(
        str(HERE / "greenhouse_tools.py")
    )


def test_a_follow_up_takes_a_value_from_the_previous_record(nursery):
    """ "and which plants are in it?" after an order: the previous record fills what the
    question leaves out, by the parameter's name."""
    from bot.agent.plan import Plan

    previous = Plan(  # a call made with other arguments, whose record holds the number
        tool="latest_order_of",
        arguments={"buyer": "Ines Okafor"},
        similarity=0.0,
        score=0.0,
        result={"buyer": "Ines Okafor", "order_number": 5512, "total_eur": 238.0},
    )
    plans = nursery.plans("can I cancel it?", carried=previous)
    cancel = next(p for p in plans if p.tool == "cancel_plant_order")
    assert cancel.callable and cancel.arguments == {"order_number": 5512}


def test_a_number_ending_a_sentence_and_a_short_form_of_the_parameter_fill_an_id(nursery):
    for question in ("what did ord 5512 cost me", "I want to know what I paid. It was order 5512."):
        order = next(p for p in nursery.plans(question) if p.tool == "plant_order")
        assert order.arguments == {"order_number": 5512}, question
    # a word that merely begins like the parameter's is not its short form when short
    order = next(p for p in nursery.plans("or 5512 maybe") if p.tool == "plant_order")
    assert order.arguments == {}


def test_a_follow_up_pointing_back_at_the_records_leans_to_the_previous_tool(nursery):
    first = next(p for p in nursery.plans("How humid is greenhouse 8?") if p.callable)
    back = nursery.plans("which of those is the worst?", carried=first)
    plain = nursery.plans("and what is planted there?", carried=first)
    score = {p.tool: p.score for p in back}["greenhouse_reading"]
    assert back[0].tool == "greenhouse_reading"
    assert score > {p.tool: p.score for p in plain}["greenhouse_reading"]
    # the model's rewrite of the message may drop "those": the user's own words still count
    rewritten = nursery.plans("which greenhouse 8 reading is the worst?", carried=first)
    said = nursery.plans(
        "which greenhouse 8 reading is the worst?",
        carried=first,
        said="which of those is the worst?",
    )
    score = {p.tool: p.score for p in said}["greenhouse_reading"]
    assert score > {p.tool: p.score for p in rewritten}["greenhouse_reading"]


def test_a_month_parameter_is_filled_from_a_month_the_question_names():
    from tools.registry import tool

    @tool
    def water_usage(meter: int, month: str | None = None) -> list:
        """Litres a meter used per month.

        Args:
            meter: the meter number, e.g. 4.
            month: one month like 2031-02; leave out for every month.
        """
        return []

    registry = ToolRegistry()
    registry.register(water_usage)
    planner = Planner(registry, ToolCatalog(registry, today="2031-04-15"), embed=None)

    def month(question: str) -> object:
        return planner.plans(question)[0].arguments.get("month")

    assert month("How much did meter 4 use in March 2030?") == "2030-03"
    assert month("meter 4 for 2031-01 please") == "2031-01"
    assert month("How much did meter 4 use in March?") == "2031-03"  # the latest March
    assert month("and in December? meter 4") == "2030-12"  # not a month still to come
    assert month("meter 4, last month") == "2031-03"
    assert month("you may know meter 4") is None  # "may" the verb is not May
    assert month("What did meter 4 use?") is None


def test_a_yes_no_question_about_a_records_state_does_not_filter_by_it():
    def billing_history(client_number: int, state: Literal["paid", "unpaid"] | None = None):
        """A client's bills, newest first.

        Args:
            client_number: the client's number.
            state: only paid or only unpaid bills.
        """
        return []

    planner = Planner(
        ToolRegistry([billing_history]), ToolCatalog(ToolRegistry([billing_history])), embed=None
    )

    def arguments(question: str) -> dict:
        return next(p for p in planner.plans(question) if p.callable).arguments

    asked = arguments("how much was client 12 billed in January, and is it paid?")
    assert asked == {"client_number": 12}
    assert arguments("has it been paid? client 12, the January bill") == {"client_number": 12}
    assert arguments("show me client 12's unpaid bills") == {"client_number": 12, "state": "unpaid"}
    assert arguments("which paid bills does client 12 have?")["state"] == "paid"
    # the yes/no question names its subject, then the state it asks about
    assert arguments("Has client 12 paid for the January visit yet?") == {"client_number": 12}
    assert arguments("hi, is client 12 fully paid up?") == {"client_number": 12}
    long = "has the letting agent for client 12 paid for the gas check yet?"
    assert arguments(long) == {"client_number": 12}
    # these ask for the records in that state
    assert arguments("has client 12 got anything unpaid?")["state"] == "unpaid"
    assert arguments("are there any unpaid bills for client 12?")["state"] == "unpaid"


@pytest.mark.parametrize(
    ("question", "query"),
    [
        ("How much does Bohemian Rhapsody cost to download?", "Bohemian Rhapsody"),
        ("Show me tracks by The Night Owls please", "Night Owls"),
        ('do you have anything called "rain on glass"?', "rain on glass"),
        ("Bohemian Rhapsody price?", "Bohemian Rhapsody"),
        ("songs about rain for a sad day", "songs about rain for a sad day"),
        # "I" and its contractions are capitalised anywhere: not a name
        ("who sang it? I'd like the album too", "who sang it? I'd like the album too"),
        ("I'm after Bohemian Rhapsody", "Bohemian Rhapsody"),
    ],
)
def test_a_free_text_search_gets_the_phrase_the_question_names(question, query):
    def search_tracks(query: str) -> list:
        """Search the shop's tracks by title or artist.

        Args:
            query: words of a track title or an artist's name.
        """
        return []

    planner = Planner(ToolRegistry([search_tracks]), ToolCatalog(ToolRegistry([])), embed=None)
    (plan,) = planner.plans(question)
    assert plan.arguments == {"query": query}


def _bike_registry() -> ToolRegistry:
    from tools.registry import tool

    bikes = [
        ("H-101", "H-101 Cube Kathmandu Hybrid (M)"),
        ("H-102", "H-102 Cube Kathmandu Hybrid (L)"),
        ("H-107", "H-107 Dawes Galaxy Twin (one size)"),
    ]

    @tool(values={"bike_code": lambda: bikes})
    def get_hire_bike(bike_code: str) -> dict:
        """A hire bike: model, prices per half and full day, deposit.

        Args:
            bike_code: the bike's code, e.g. H-101.
        """
        return {}

    @tool(values={"job_id": lambda: [(2427, "job 2427 for Arjun Pillai"), (2430, "job 2430")]})
    def get_repair_job(job_id: int) -> dict:
        """A repair job: the work, parts, labour, status.

        Args:
            job_id: the job's number, e.g. 2427.
        """
        return {}

    return ToolRegistry([get_hire_bike, get_repair_job])


def test_a_listed_record_is_named_by_its_own_word_or_its_number_alone():
    """ "the Dawes tandem" names H-107 (no other bike is a Dawes); "Cube" names two bikes, so
    none; "on 2427" names the job though no "job" stands beside it; "2 bikes" names none."""
    registry = _bike_registry()
    registry.prepare()
    catalog = ToolCatalog(registry)

    def named(text: str) -> list[object]:
        return [(m.param, m.value) for m in catalog.mentions(text)]

    assert named("how much is the Dawes tandem for a full day?") == [("bike_code", "H-107")]
    assert named("is the Cube any good for hills?") == []
    assert named("before you strip the Islabike down on 2427, what will it cost?") == [
        ("job_id", 2427)
    ]
    assert named("we need 2 bikes, or 24") == []


def test_a_persons_rare_name_is_named_in_lower_case_and_a_common_one_is_not():
    """A word of a person's name that is no English word names its person typed in lower
    case, and with a possessive's "s" whose apostrophe was left off; a word that is also an
    English word ("Rose") names its person only capitalised."""

    @tool(
        values={
            "name": lambda: ["Agnieszka Wróbel", "Mårten Lindqvist", "Rose Barker", "Emre Yılmaz"]
        }
    )
    def get_engineer(name: str) -> dict:
        """One engineer's record: mobile, van and days on call.

        Args:
            name: the engineer's name.
        """
        return {"name": name}

    registry = ToolRegistry()
    registry.register(get_engineer)
    registry.prepare()
    catalog = ToolCatalog(registry)

    def named(text: str) -> list[object]:
        return [m.value for m in catalog.mentions(text)]

    assert named("whats agnieszkas mobile number?") == ["Agnieszka Wróbel"]
    assert named("is marten's van the white one?") == ["Mårten Lindqvist"]
    assert named("whats wrobel's mobile?") == ["Agnieszka Wróbel"]
    assert named("a rose in the garden") == []
    assert named("is Rose on call today?") == ["Rose Barker"]
    assert named("who is emre? my son wants lessons") == ["Emre Yılmaz"]  # four letters


def test_a_lower_plan_that_names_its_record_is_routed_when_the_best_does_not_qualify():
    """A search the whole sentence fills ranks first but is not close enough; the lookup
    below it names its record ("Dawes"): that one is called, not the documents."""
    from bot.agent.plan import ENTITY, TEXT, Plan

    search = Plan("search_hire_bikes", {"query": "Dawes"}, 0.49, 0.49, {"query": "x"}, TEXT)
    lookup = Plan("get_hire_bike", {"bike_code": "H-107"}, 0.28, 0.40, {"bike_code": "y"}, ENTITY)
    route = decide([search, lookup], kb_score=0.0, question="the Dawes tandem for a day?")
    assert route.is_data and route.tool == "get_hire_bike"
    assert route.arguments == {"bike_code": "H-107"}


def test_a_deployment_without_documents_tries_its_closest_tool():
    """With documents, a loose match stays with them; with none (tools only), the closest
    callable tool is tried: its result, or its "found nothing", is the honest answer."""
    from bot.agent.plan import TEXT, Plan

    search = Plan("search_hire_bikes", {"query": "q"}, 0.34, 0.34, {"query": "x"}, TEXT)
    question = "is there anything at all she could ride with stiff hips?"
    assert not decide([search], kb_score=0.0, question=question).is_data
    route = decide([search], kb_score=0.0, question=question, documents=False)
    assert route.is_data and route.tool == "search_hire_bikes"
    far = Plan("search_hire_bikes", {"query": "q"}, 0.1, 0.1, {"query": "x"}, TEXT)
    assert not decide([far], kb_score=0.0, question=question, documents=False).is_data


def test_a_follow_up_names_one_record_of_the_previous_list():
    """ "what have I got booked?", then "the Cornwall one": the booking whose values share a
    word with the follow-up is looked up (Cornwall, Cornish), not the list's first."""
    from bot.agent.plan import Plan
    from tools.registry import tool

    @tool
    def customer_bookings(customer_id: int) -> list:
        """A customer's bookings: booking id, tour, departure date.

        Args:
            customer_id: the customer's number, e.g. 328.
        """
        return []

    @tool
    def get_booking(booking_id: int) -> dict:
        """One booking: balance to pay, deposit, pickup point and time.

        Args:
            booking_id: the booking's number, e.g. 7039.
        """
        return {}

    registry = ToolRegistry([customer_bookings, get_booking])
    planner = Planner(registry, ToolCatalog(registry), embed=None)
    listed = [
        {"booking_id": 7028, "tour": "Mull, Iona and Staffa Wildlife Cruise"},
        {"booking_id": 7039, "tour": "Cornish Gardens and Coves"},
    ]
    carried = Plan("customer_bookings", {"customer_id": 328}, 0.5, 0.5, result=listed)

    def booking(question: str) -> object:
        plans = planner.plans(question, carried=carried)
        return next(p for p in plans if p.tool == "get_booking").arguments.get("booking_id")

    assert booking("how much is left to pay on the Cornwall one?") == 7039
    assert booking("and when does the Mull trip leave?") == 7028


def test_a_name_typed_without_its_accents_names_its_record():
    """ "Lucia Ferrer" and "Theo" (no accents, as many keyboards type them) name "Lucía Ferrer
    Soto" and "Théo Marchand"; typed with the accents they do too."""

    def teachers() -> list[tuple[str, str]]:
        return [("T1", "Lucía Ferrer Soto"), ("T2", "Théo Marchand"), ("T3", "Ann Lee")]

    @tool(values={"teacher_id": teachers})
    def get_teacher(teacher_id: str) -> dict:
        """One teacher: classes and email.

        Args:
            teacher_id: the teacher's code, e.g. T1.
        """
        return {}

    registry = ToolRegistry([get_teacher])
    registry.prepare()
    catalog = ToolCatalog(registry)

    def named(text: str) -> list[object]:
        return [m.value for m in catalog.mentions(text)]

    assert named("what's Lucia Ferrer Soto's email?") == ["T1"]
    assert named("is Theo teaching on Monday?") == ["T2"]
    assert named("is Théo teaching on Monday?") == ["T2"]
    assert named("is Lucía in today?") == ["T1"]


def test_one_of_a_couple_names_the_couples_record():
    """ "june pickersgill" (lower case, one of the two) names "Harold and June Pickersgill";
    a surname the two share is not a first name of anyone else's."""

    def customers() -> list[tuple[int, str]]:
        return [(402, "Harold and June Pickersgill"), (403, "June Okafor"), (404, "Ann Lee")]

    @tool(values={"customer_id": customers})
    def get_customer(customer_id: int) -> dict:
        """One customer: address and phone.

        Args:
            customer_id: the customer number, e.g. 402.
        """
        return {}

    registry = ToolRegistry([get_customer])
    registry.prepare()
    catalog = ToolCatalog(registry)

    def named(text: str) -> list[object]:
        return [m.value for m in catalog.mentions(text)]

    assert named("june pickersgill here. do we owe you anything?") == [402]
    assert named("Harold Pickersgill rang") == [402]
    assert named("June Okafor rang") == [403]
    assert named("june rang") == []


def test_whether_a_named_record_has_something_goes_to_its_tool():
    """ "Is there a water outage in Tollbridge right now?" names an area the outage tool
    lists: its tool answers, though "is there" opens it like a question about the service;
    with no record named, the documents keep such a question."""
    from bot.agent.plan import CATEGORY, TEXT, Plan

    named = Plan("outage_status", {"area": "Tollbridge"}, 0.69, 0.69, {"area": "x"}, CATEGORY)
    question = "Is there a water outage in Tollbridge right now?"
    route = decide([named], kb_score=0.71, question=question)
    assert route.is_data and route.tool == "outage_status"
    loose = Plan("outage_status", {"area": "water"}, 0.69, 0.69, {"area": "x"}, TEXT)
    assert not decide([loose], kb_score=0.71, question=question).is_data
    how = "How do I report an outage in Tollbridge?"
    assert not decide([named], kb_score=0.71, question=how).is_data


@pytest.mark.embeddings
def test_a_kind_of_record_the_question_asks_for_goes_to_the_list_that_has_it(embedder):
    """ "Has Hattie Greenwood got anything cancelled?" names a customer, whose own record
    reads closest; "cancelled" is a kind of hire the hires tool lists, and asks for those."""

    @tool(values={"customer_id": lambda: [(7, "Hattie Greenwood")]})
    def get_customer(customer_id: int) -> dict:
        """A customer's record: name, phone, email, address, member since.

        Args:
            customer_id: the customer's number.
        """
        return {}

    @tool(values={"customer_id": lambda: [(7, "Hattie Greenwood")]})
    def customer_hires(
        customer_id: int, status: Literal["booked", "returned", "cancelled"] | None = None
    ) -> list:
        """A customer's bike hires with their dates and status.

        Args:
            customer_id: the customer's number.
            status: only hires in this state.
        """
        return []

    registry = ToolRegistry([get_customer, customer_hires])
    planner = Planner(registry, ToolCatalog(registry), embed=embedder.encode)

    def top(question: str) -> tuple[str, dict]:
        plan = next(p for p in planner.plans(question) if p.callable)
        return plan.tool, plan.arguments

    asked = top("Has Hattie Greenwood got anything cancelled on her account?")
    assert asked == ("customer_hires", {"customer_id": 7, "status": "cancelled"})
    assert top("has Hattie Greenwood cancelled anything?")[1].get("status") == "cancelled"
    assert top("what's Hattie Greenwood's phone number?")[0] == "get_customer"


def test_a_tool_named_by_the_plural_of_a_word_the_question_uses_is_named():
    # "quote" and "quotes" are one word: the question names customer_quotes as much as
    # "invoice" names customer_invoices
    from bot.agent.plan import NAME_WEIGHT

    @tool
    def customer_quotes(customer_id: int) -> list:
        """A customer's estimates.

        Args:
            customer_id: the customer's number, e.g. 3.
        """
        return []

    @tool
    def customer_invoices(customer_id: int) -> list:
        """A customer's bills.

        Args:
            customer_id: the customer's number, e.g. 3.
        """
        return []

    registry = ToolRegistry([customer_quotes, customer_invoices])
    planner = Planner(registry, ToolCatalog(registry), embed=None)
    for question, named in (
        ("what did you quote customer 3?", "customer_quotes"),
        ("what's on the invoice for customer 3?", "customer_invoices"),
    ):
        plans = {p.tool: p for p in planner.plans(question)}
        other = next(t for t in plans if t != named)
        gap = plans[named].score - plans[named].similarity
        assert gap - (plans[other].score - plans[other].similarity) == pytest.approx(NAME_WEIGHT)
