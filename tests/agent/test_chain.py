"""A question that needs two calls makes both: the first record points to the record that
holds what is asked (``TurnRunner._chained``), on a registry of two lookups."""

from __future__ import annotations

from typing import Literal

import pytest

from bot.llm.scripted import ScriptedModel
from bot.steps import ProbeStep, ToolCallStep
from bot.wiring import build_runner
from tests.agent.conftest import FixedRetriever, PassCritic
from tools.registry import ToolRegistry, tool

pytestmark = pytest.mark.embeddings

CUSTOMERS = {12: {"customer_id": 12, "name": "Harry Whitfield", "support_rep_id": 5}}
EMPLOYEES = {
    5: {"employee_id": 5, "name": "Ines Carvalho", "phone": "+44 936 165 6212"},
    7: {"employee_id": 7, "name": "Tom Reyes", "phone": "+44 111 222 3333"},
}


@tool
def get_customer(customer_id: int) -> dict:
    """A customer's record: name, and the id of the support rep who looks after them.

    Args:
        customer_id: the customer's number, e.g. 12.
    """
    return CUSTOMERS[customer_id]


@tool
def get_employee(employee_id: int) -> dict:
    """An employee (a support rep) by id: name and phone number.

    Args:
        employee_id: the employee's number, e.g. 5.
    """
    return EMPLOYEES[employee_id]


def runner(settings, payload_log, embedder, tools=(get_customer, get_employee)):
    retriever = FixedRetriever([])
    retriever.embedder = embedder
    return build_runner(
        settings.model_copy(update={"prompt_profile": "small"}),
        model=ScriptedModel([], default="I could not find that."),
        critic=PassCritic(),
        retriever=retriever,
        registry=ToolRegistry(list(tools)),
        log=payload_log,
        channel="ui",
    )


def calls(result):
    return [(s.name, s.arguments) for s in result.steps if isinstance(s, ToolCallStep)]


def test_the_record_a_result_points_to_is_looked_up_when_it_holds_the_answer(
    settings, payload_log, embedder
):
    bot = runner(settings, payload_log, embedder)
    question = "What is the phone number of the rep who looks after customer 12?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_employee", {"employee_id": 5}) in calls(result)
    assert "+44 936 165 6212" in result.answer and "+44 111" not in result.answer
    chain = [s for s in result.steps if isinstance(s, ProbeStep)][-1]
    assert chain.chosen == "get_employee"


def test_a_first_result_that_answers_is_kept(settings, payload_log, embedder):
    bot = runner(settings, payload_log, embedder)
    result = bot.run_to_end(payload_log.start_session(), "What is customer 12's name?", [])
    assert "Harry Whitfield" in result.answer
    assert all(name == "get_customer" for name, _ in calls(result))


# a booking nests its performance (``performance.performance_id``) and the person who took
# it, and names its show only by title: three ways a first record points to a second
BOOKINGS = {
    5086: {
        "booking_id": 5086,
        "patron": {"name": "Thea Fair", "contact": {"phone": "07700 942227"}},
        "performance": {"performance_id": 705, "show": "Blithe Spirit", "date": "2026-06-04"},
        "handled_by": {"staff_id": 2, "name": "Declan Feather"},
    }
}
PERFORMANCES = {
    705: {"performance_id": 705, "seats_left": 177, "house_manager": {"name": "Margo Oyel"}}
}
SHOWS = {"GYP-2603": {"code": "GYP-2603", "title": "Blithe Spirit", "director": "Caspar Whit"}}
STAFF = {2: {"staff_id": 2, "name": "Declan Feather", "contact": {"phone": "01632 960377"}}}


@tool
def get_booking(booking_id: int) -> dict:
    """One booking: the patron, the performance, the seats and who took it.

    Args:
        booking_id: the booking number, e.g. 5086.
    """
    return BOOKINGS[booking_id]


@tool
def get_performance(performance_id: int) -> dict:
    """One performance: seats left and the house manager on duty.

    Args:
        performance_id: the performance number, e.g. 705.
    """
    return PERFORMANCES[performance_id]


def show_titles():
    return [(code, show["title"]) for code, show in SHOWS.items()]


@tool(values={"code": show_titles})
def get_show(code: str) -> dict:
    """One show: its title and its director.

    Args:
        code: the show's code, e.g. GYP-2603.
    """
    return SHOWS[code]


@tool
def get_staff(staff_id: int) -> dict:
    """A member of staff: name and phone.

    Args:
        staff_id: the staff number, e.g. 2.
    """
    return STAFF[staff_id]


@pytest.mark.parametrize(
    ("question", "second", "arguments", "wanted", "not_wanted"),
    [
        (
            "Booking 5086 - who's the house manager that night?",
            "get_performance",
            {"performance_id": 705},
            "Margo Oyel",
            None,
        ),
        (
            "Who is directing the play on booking 5086?",
            "get_show",
            {"code": "GYP-2603"},
            "Caspar Whit",
            None,
        ),
        (
            "What's the phone number of the person who handled booking 5086?",
            "get_staff",
            {"staff_id": 2},
            "01632 960377",
            "07700 942227",
        ),
    ],
    ids=["nested-id", "by-title", "the-person-who-handled-it"],
)
def test_a_nested_or_named_pointer_leads_to_the_second_record(
    settings, payload_log, embedder, question, second, arguments, wanted, not_wanted
):
    bot = runner(
        settings, payload_log, embedder, (get_booking, get_performance, get_show, get_staff)
    )
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert (second, arguments) in calls(result)
    assert [s for s in result.steps if isinstance(s, ProbeStep)][-1].chosen == second
    assert wanted in result.answer
    if not_wanted:
        assert not_wanted not in result.answer


TRIPS = {
    7071: {
        "booking_id": 7071,
        "customer": {"customer_id": 321, "name": "Ros Hux"},
        "guide": {"staff_id": 4, "name": "Hamish Dun"},
        "driver": {"staff_id": 5, "name": "Colin Ash"},
        "pickup": "07:45 at the Temple Gate coach bay",
    }
}
CREW = {
    4: {"staff_id": 4, "name": "Hamish Dun", "email": "hamish@example.test"},
    5: {"staff_id": 5, "name": "Colin Ash", "email": "colin@example.test"},
}


@tool
def get_trip_booking(booking_id: int) -> dict:
    """One coach-trip booking: its customer, its guide and its driver.

    Args:
        booking_id: the booking number, e.g. 7071.
    """
    return TRIPS[booking_id]


@tool
def get_crew_member(staff_id: int) -> dict:
    """A member of staff: name and email address.

    Args:
        staff_id: the staff number, e.g. 4.
    """
    return CREW[staff_id]


@tool
def customer_trips(customer_id: int) -> list:
    """A customer's coach-trip bookings.

    Args:
        customer_id: the customer number, e.g. 321.
    """
    return [
        {"booking_id": b}
        for b, trip in TRIPS.items()
        if trip["customer"]["customer_id"] == customer_id
    ]


def test_of_several_ids_the_one_the_question_names_is_followed(settings, payload_log, embedder):
    """A booking holds two staff ids (guide, driver): "the driver" picks the driver's, and the
    booking's own number is never taken for another record's (customer_id=7071)."""
    bot = runner(
        settings, payload_log, embedder, (get_trip_booking, get_crew_member, customer_trips)
    )
    question = "What's the email address of the driver on booking 7071?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    made = calls(result)
    assert ("get_crew_member", {"staff_id": 5}) in made
    assert ("customer_trips", {"customer_id": 7071}) not in made
    assert "colin@example.test" in result.answer and "hamish@" not in result.answer


def test_both_records_of_two_calls_are_read(settings, payload_log, embedder):
    """The route moves on to the record the booking points to (the driver), and the booking
    itself, which holds the rest of what is asked (the pickup), stays a source: the answer
    gives both, and the booking's own call is made in the answer round too."""
    bot = runner(
        settings, payload_log, embedder, (get_trip_booking, get_crew_member, customer_trips)
    )
    question = "On booking 7071, what's the driver's email, and where is the pickup?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    made = calls(result)
    assert made[-2:] == [
        ("get_trip_booking", {"booking_id": 7071}),
        ("get_crew_member", {"staff_id": 5}),
    ]
    assert "colin@example.test" in result.answer
    assert "Temple Gate coach bay" in result.answer
    assert "hamish@" not in result.answer


def test_a_follow_up_that_names_no_record_is_read_with_the_previous_question(
    settings, payload_log, embedder
):
    """On a deployment with tools alone, a long message that points back ("who's the driver
    on that trip of mine ...") names no record; read with the previous question it names
    booking 7071, so the booking and its driver are looked up."""
    bot = runner(
        settings, payload_log, embedder, (get_trip_booking, get_crew_member, customer_trips)
    )
    session = payload_log.start_session()
    first = "Where is the pickup for coach trip booking 7071?"
    done = bot.run_to_end(session, first, [])
    history = [
        {"role": "user", "content": first},
        {"role": "assistant", "content": done.answer},
    ]
    message = "who's the driver on that trip of mine, and what is their email address please?"
    result = bot.run_to_end(session, message, history)
    assert ("get_crew_member", {"staff_id": 5}) in calls(result)
    assert "colin@example.test" in result.answer


@tool
def customer_bookings(customer_id: int) -> dict:
    """A customer's coach-trip bookings, as an MCP server sends a list: {"result": [...]}.

    Args:
        customer_id: the customer number, e.g. 321.
    """
    return {"result": customer_trips(customer_id)}


@pytest.mark.parametrize("listing", [customer_trips, customer_bookings], ids=["list", "mcp"])
def test_a_list_of_one_record_leads_to_its_full_record(settings, payload_log, embedder, listing):
    """A customer's trips, one of them (a list, or an MCP server's {"result": [...]}): its
    booking number leads to the booking, which holds the pickup the question asks for."""
    bot = runner(settings, payload_log, embedder, (get_trip_booking, get_crew_member, listing))
    question = "Where is the pickup for customer 321's coach trip?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_trip_booking", {"booking_id": 7071}) in calls(result)
    assert "Temple Gate coach bay" in result.answer


MACHINE_BOOKINGS = {
    8875: {
        "booking_id": 8875,
        "member_name": "Amara Okonkwo",
        "technician_name": "Ciarán Mulholland",
    }
}


def member_names():
    return [(5012, "Amara Okonkwo"), (5004, "Declan Moorcroft")]


def staff_names():
    return [("Ciarán Mulholland", "Ciarán Mulholland"), ("Joyce Ferrand", "Joyce Ferrand")]


@tool
def get_machine_booking(booking_id: int) -> dict:
    """A makerspace booking: the member who booked and the technician looking after it.

    Args:
        booking_id: the booking's number, e.g. 8875.
    """
    return MACHINE_BOOKINGS[booking_id]


@tool(values={"member_id": member_names})
def get_member(member_id: int) -> dict:
    """A member's record: name, email, phone, and the technician who inducted them.

    Args:
        member_id: the member's card number, e.g. 5012.
    """
    return {
        "member_id": member_id,
        "name": "Amara Okonkwo",
        "email": "amara@post.example",
        "inducted_by": "Ciarán Mulholland",
    }


@tool(values={"name": staff_names})
def get_technician(name: str) -> dict:
    """A staff member by name: help desk hours, email, phone.

    Args:
        name: the staff member's name, e.g. Joyce Ferrand.
    """
    return {"name": name, "email": "ciaran.mulholland@library.example", "hours": "Tue 10-4"}


def test_the_record_the_question_speaks_of_goes_before_another_that_fits(
    settings, payload_log, embedder
):
    """Both records the booking points to hold an email; the question asks for the
    technician's, so the technician is looked up, not the member who booked."""
    bot = runner(
        settings, payload_log, embedder, tools=(get_machine_booking, get_member, get_technician)
    )
    question = "Which technician is looking after booking 8875 and what's their email?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_technician", {"name": "Ciarán Mulholland"}) in calls(result)
    chain = [s for s in result.steps if isinstance(s, ProbeStep)][-1]
    assert chain.chosen == "get_technician"


# the second call returns a list (the owner's invoices) and takes a filter the question
# fills ("overdue" for ``status``) beside the id the first record holds
PETS = {29: {"pet_id": 29, "name": "Sultan", "owner": {"client_id": 322, "name": "M. Iqbal"}}}
INVOICES = [
    {"invoice_number": "BVP-018", "amount_gbp": 97.25, "status": "overdue"},
    {"invoice_number": "BVP-007", "amount_gbp": 40.0, "status": "paid"},
]


@tool(values={"pet_id": lambda: [(29, "Sultan")]})
def get_pet(pet_id: int) -> dict:
    """One pet's record: species, breed, and its owner (the client).

    Args:
        pet_id: the pet's number, e.g. 29.
    """
    return PETS[pet_id]


@tool
def client_invoices(client_id: int, status: Literal["paid", "overdue"] | None = None) -> list:
    """A client's invoices: number, amount, whether paid or overdue.

    Args:
        client_id: the client's number, e.g. 322.
        status: only invoices in this state.
    """
    assert client_id == 322
    return [i for i in INVOICES if status is None or i["status"] == status]


def test_a_list_the_pointed_record_has_is_fetched_with_the_filter_the_question_names(
    settings, payload_log, embedder
):
    bot = runner(settings, payload_log, embedder, tools=(get_pet, client_invoices))
    question = "is there anything overdue on the account of Sultan's owner?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("client_invoices", {"status": "overdue", "client_id": 322}) in calls(result)
    assert "BVP-018" in result.answer and "BVP-007" not in result.answer


@tool
def get_client(client_id: int) -> dict:
    """One client (a pet's owner): name, phone, email, address.

    Args:
        client_id: the client's number, e.g. 322.
    """
    return {"client_id": client_id, "name": "M. Iqbal", "phone": "07714 230042"}


@pytest.mark.parametrize(
    ("question", "second"),
    [
        # it speaks of the owner and asks more of them than who they are
        ("nurse here - I need to ring Sultan's owner, what number have we got?", True),
        # who the owner is, the pet's own record says
        ("who owns Sultan?", False),
    ],
)
def test_a_question_about_the_pointed_record_beyond_its_name_looks_it_up(
    settings, payload_log, embedder, question, second
):
    bot = runner(settings, payload_log, embedder, tools=(get_pet, get_client))
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert (("get_client", {"client_id": 322}) in calls(result)) is second
    assert ("07714 230042" in result.answer) is second


def test_asking_more_of_the_pointed_record_does_not_take_a_list_of_its_records(
    settings, payload_log, embedder
):
    # the owner's invoices also speak of the owner and have a "number"; the question names
    # nothing of them, so it is the owner's own record that is read
    bot = runner(settings, payload_log, embedder, tools=(get_pet, client_invoices, get_client))
    question = "nurse here - I need to ring Sultan's owner, what number have we got?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    probe = next(s for s in result.steps if s.kind == "probe" and s.chosen != "get_pet")
    assert probe.chosen == "get_client", probe.candidates
    assert "07714 230042" in result.answer


@tool(values={"property_id": lambda: [(1010, "22 Beck Side")]})
def get_property(property_id: int) -> dict:
    """One property we look after: its address, its owner (a customer) and its boiler.

    Args:
        property_id: the property's number, e.g. 1010.
    """
    return {"property_id": property_id, "address": "22 Beck Side", "owner_customer_id": 306}


@tool
def customer_invoices(customer_id: int) -> dict:
    """A customer's balance and invoices, each with what it was for and the day it was paid.

    Args:
        customer_id: the customer's account number, e.g. 306.
    """
    assert customer_id == 306
    return {
        "customer_id": 306,
        "balance_gbp": 75.0,
        "invoices": [
            {"invoice_number": "INV-438", "for": "gas safety check", "paid_on": None},
            {"invoice_number": "INV-401", "for": "boiler service", "paid_on": "2026-10-01"},
        ],
    }


def test_a_field_of_the_records_a_second_result_lists_makes_it_worth_taking(
    settings, payload_log, embedder
):
    # "paid" names the invoices' "paid on", a field of the records the customer's result
    # lists, not of the result's own top
    bot = runner(settings, payload_log, embedder, tools=(get_property, customer_invoices))
    question = "has the letting agent for 22 Beck Side paid for the gas safety check yet?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("customer_invoices", {"customer_id": 306}) in calls(result)
    probe = [s for s in result.steps if isinstance(s, ProbeStep)][-1]
    assert probe.chosen == "customer_invoices", probe.candidates


@tool
def get_part_order(order_id: int) -> dict:
    """A part we have ordered: the part, supplier, expected delivery and the property.

    Args:
        order_id: the order's number, e.g. 88.
    """
    return {
        "order_id": order_id,
        "part": "gas valve",
        "expected_on": "2026-11-27",
        "property": {"property_id": 1031},
    }


@tool
def property_record(property_id: int) -> dict:
    """One property we look after: address and its gas meter's serial number.

    Args:
        property_id: the property's number, e.g. 1031.
    """
    return {"property_id": property_id, "address": "3 Mill Lane", "gas_meter_serial": "G4-1187"}


def test_a_word_the_first_record_holds_as_a_value_is_no_reason_for_a_second_call(
    settings, payload_log, embedder
):
    # "gas" names the part found ("gas valve"), not the property's "gas meter" field
    bot = runner(settings, payload_log, embedder, tools=(get_part_order, property_record))
    question = "order 88, the gas valve: when is it due in?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    probe = [s for s in result.steps if isinstance(s, ProbeStep)][-1]
    assert probe.chosen == "get_part_order", probe.candidates
    assert "2026-11-27" in result.answer


# a customer's moves (a list of three): the question picks one by its month, and asks what only
# the crew lead's own record holds
MOVES = [
    {
        "move_id": 5015,
        "date": "2027-02-09",
        "service": "full pack and move",
        "crew_lead": {"staff_id": 3},
    },
    {"move_id": 5027, "date": "2027-03-15", "service": "move only", "crew_lead": {"staff_id": 4}},
    {
        "move_id": 5040,
        "date": "2027-04-14",
        "service": "full pack and move",
        "crew_lead": {"staff_id": 5},
    },
]
MOVERS = {
    3: {"staff_id": 3, "name": "Marta Wojcik", "mobile": "07700 900301"},
    4: {"staff_id": 4, "name": "Donal Keane", "mobile": "07700 900402"},
    5: {"staff_id": 5, "name": "Gareth Pryce", "mobile": "07700 900503"},
}


@tool
def customer_moves(customer_id: int) -> list:
    """A customer's house moves: date, service and crew lead.

    Args:
        customer_id: the customer number, e.g. 418.
    """
    return MOVES if customer_id == 418 else []


@tool
def get_mover(staff_id: int) -> dict:
    """A member of the removals crew: name and mobile.

    Args:
        staff_id: the staff number, e.g. 3.
    """
    return MOVERS[staff_id]


def test_the_one_record_of_a_list_the_question_picks_leads_to_the_second_call(
    settings, payload_log, embedder
):
    bot = runner(settings, payload_log, embedder, tools=(customer_moves, get_mover))
    question = "who's leading customer 418's full pack and move in April, and what's their mobile?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_mover", {"staff_id": 5}) in calls(result), calls(result)
    assert "07700 900503" in result.answer


def test_a_list_whose_record_the_question_does_not_pick_makes_no_second_call(
    settings, payload_log, embedder
):
    # two full pack and moves, no month: no one record, so no crew lead is guessed
    bot = runner(settings, payload_log, embedder, tools=(customer_moves, get_mover))
    question = "who's leading customer 418's full pack and move, and what's their mobile?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert not any(name == "get_mover" for name, _ in calls(result)), calls(result)


def test_a_list_is_followed_only_for_a_field_the_second_record_adds(
    settings, payload_log, embedder
):
    # "who" is answered by the move itself; the April move's crew lead is not fetched again
    bot = runner(settings, payload_log, embedder, tools=(customer_moves, get_mover))
    question = "what service is customer 418's move in April?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert not any(name == "get_mover" for name, _ in calls(result)), calls(result)
    assert "full pack and move" in result.answer


UNITS = {
    "B07": {"unit": "B07", "rented_by": {"customer_id": 410}, "contents": ["washing machine"]},
    "A02": {"unit": "A02", "rented_by": {"customer_id": 411}, "contents": ["piano"]},
}


def unit_codes():
    return [(code, code) for code in UNITS]


def customer_names():
    return [(410, "José Manuel Ortega"), (411, "Blue Heron Gallery")]


@tool(values={"unit": unit_codes})
def get_storage_unit(unit: str) -> dict:
    """One storage unit: who rents it and what is stored in it.

    Args:
        unit: the unit's code, e.g. A02.
    """
    return UNITS[unit]


@tool(values={"customer_id": customer_names})
def get_customer_record(customer_id: int) -> dict:
    """A customer's record: name, phone, address, their moves and their storage units.

    Args:
        customer_id: the customer number, e.g. 410.
    """
    return {
        "customer_id": customer_id,
        "name": dict(customer_names())[customer_id],
        "phone": "01632 960410",
        "storage_units": [{"unit": "B07", "size": "100 sq ft"}],
    }


def test_a_record_named_by_its_kind_and_key_is_the_one_looked_up(settings, payload_log, embedder):
    # the unit is named as "storage unit B07"; the customer by name only: the unit's record,
    # which holds what is in it, not the customer's list of units
    bot = runner(settings, payload_log, embedder, tools=(get_customer_record, get_storage_unit))
    question = "Is my bicycle in storage unit B07? it's José Manuel Ortega"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_storage_unit", {"unit": "B07"}) in calls(result), calls(result)
    assert "washing machine" in result.answer


@tool
def get_patron(patron_id: int) -> dict:
    """A patron's record: name, phone and address.

    Args:
        patron_id: the patron number, e.g. 410.
    """
    return {"patron_id": patron_id, "name": "Ann Lee", "phone": "01632 960111"}


@tool
def patron_invoices(patron_id: int) -> dict:
    """A patron's invoices: number, amount, issued on, paid on.

    Args:
        patron_id: the patron number, e.g. 410.
    """
    return {"invoices": [{"invoice_number": 77, "amount_gbp": 120.0, "issued_on": "2027-01-03"}]}


def test_a_key_two_close_tools_take_leaves_the_choice_to_the_probe(settings, payload_log, embedder):
    # "patron 410" is the key of both tools: it names the patron, not which of the patron's
    # records is asked about; the probe chooses the invoices, which hold when one was issued
    close = settings.model_copy(update={"probe_margin": 1.0})  # both tools are probed
    bot = runner(close, payload_log, embedder, tools=(get_patron, patron_invoices))
    question = "When did patron 410 last get an invoice from us?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    probes = [s for s in result.steps if isinstance(s, ProbeStep)]
    assert probes and probes[0].chosen == "patron_invoices", probes
    assert "2027-01-03" in result.answer


def test_the_next_record_of_a_list_and_a_request_after_the_question_lead_to_the_second_call(
    settings, payload_log, embedder
):
    # "next": the first move from today on; "i need their mobile", after the question mark,
    # is still what is asked
    dated = settings.model_copy(update={"today": "2027-03-01"})
    bot = runner(dated, payload_log, embedder, tools=(customer_moves, get_mover))
    question = "who's leading customer 418's next move? i need their mobile, we're running late"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_mover", {"staff_id": 4}) in calls(result), calls(result)
    assert "07700 900402" in result.answer


ANIMALS = {
    41: {
        "pet_id": 41,
        "name": "Wellesley",
        "species": "dog",
        "neutered": True,
        "vet": {"name": "Orla Fennimore"},
        "owner": {"client_id": 77, "name": "Ada Brightwater"},
    }
}
VISITS = {
    41: [
        {"date": "2027-01-04", "reason": "heart check", "vet": {"name": "Orla Fennimore"}},
        {"date": "2027-02-11", "reason": "dental", "vet": {"name": "Piet Maas"}},
    ]
}
VETS = {
    "Orla Fennimore": {"name": "Orla Fennimore", "role": "vet", "extension": "214"},
    "Piet Maas": {"name": "Piet Maas", "role": "vet", "extension": "219"},
}
OWED = {77: {"client_id": 77, "balance_owed_gbp": 312.5, "invoices": [{"amount": 312.5}]}}


@tool(values={"pet_id": lambda: [(41, "Wellesley")]})
def pet_visits(pet_id: int) -> list:
    """A pet's appointments with the practice: date, reason and the vet who sees it.

    Examples:
        when is Wellesley's next appointment and which vet is it with?

    Args:
        pet_id: the pet.
    """
    return VISITS[pet_id]


@tool(values={"pet_id": lambda: [(41, "Wellesley")]})
def get_animal(pet_id: int) -> dict:
    """A pet's record: species, whether neutered, the vet it is registered with, and its
    owner.

    Args:
        pet_id: the pet.
    """
    return ANIMALS[pet_id]


@tool(values={"name": lambda: [(n, n) for n in VETS]})
def get_vet(name: str) -> dict:
    """A member of the practice's staff by name: role and phone extension.

    Args:
        name: the staff member's full name.
    """
    return VETS[name]


@tool
def owner_balance(client_id: int) -> dict:
    """What an owner (a client) owes the practice, with their invoices.

    Args:
        client_id: the client number, e.g. 77.
    """
    return OWED[client_id]


PRACTICE = (pet_visits, get_animal, get_vet, owner_balance)


@pytest.mark.parametrize(
    "question, second, arguments, wanted",
    [
        (
            "which vet is Wellesley registered with, and what's their extension?",
            "get_vet",
            {"name": "Orla Fennimore"},
            "214",
        ),
        (
            "how much does Wellesley's owner owe us at the moment?",
            "owner_balance",
            {"client_id": 77},
            "312.5",
        ),
    ],
)
def test_the_record_the_question_names_leads_to_the_second_when_the_routes_does_not(
    settings, payload_log, embedder, question, second, arguments, wanted
):
    bot = runner(settings, payload_log, embedder, PRACTICE)
    result = bot.run_to_end(payload_log.start_session(), question, [])
    made = calls(result)
    assert ("get_animal", {"pet_id": 41}) in made
    assert (second, arguments) in made
    chain = [s for s in result.steps if isinstance(s, ProbeStep)][-1]
    assert chain.chosen == second
    assert wanted in result.answer


def test_the_named_record_is_no_first_call_for_a_record_the_question_does_not_speak_of(
    settings, payload_log, embedder
):
    # the pet's record points to its vet and its owner; the question asks neither
    bot = runner(settings, payload_log, embedder, PRACTICE)
    question = "when is Wellesley's next appointment, is it the dental one?"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    names = [name for name, _ in calls(result)]
    assert "get_vet" not in names and "owner_balance" not in names
    assert "2027-02-11" in result.answer or "11 February" in result.answer


VISITS_BY_JOB = {
    4181: {
        "job_id": 4181,
        "visit_date": "2026-11-26",
        "time_slot": "12pm-4pm (afternoon)",
        "engineer": {"name": "Declan Harrow"},
    }
}
ENGINEERS = {
    "Declan Harrow": {"name": "Declan Harrow", "mobile": "07700 900123", "van": "KX71 ABC"}
}


@tool
def get_visit_job(job_id: int) -> dict:
    """One job: its visit date, time slot and the engineer doing it.

    Args:
        job_id: the job number, e.g. 4181.
    """
    return VISITS_BY_JOB[job_id]


@tool(values={"name": lambda: [(n, n) for n in ENGINEERS]})
def get_gas_engineer(name: str) -> dict:
    """An engineer by name: work mobile and van registration.

    Args:
        name: the engineer's full name.
    """
    return ENGINEERS[name]


def test_asking_of_the_pointed_record_what_the_first_holds_stays_with_the_first(
    settings, payload_log, embedder
):
    bot = runner(settings, payload_log, embedder, (get_visit_job, get_gas_engineer))
    question = "what time's the engineer coming for job 4181? need to know for the school run"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    chain = [s for s in result.steps if isinstance(s, ProbeStep)]
    assert not chain or chain[-1].chosen == "get_visit_job"
    assert "12pm-4pm" in result.answer
    # what only the engineer's record holds still leads there
    asked = "who's the engineer for job 4181, and what's their mobile?"
    result = bot.run_to_end(payload_log.start_session(), asked, [])
    assert ("get_gas_engineer", {"name": "Declan Harrow"}) in calls(result)
    assert "07700 900123" in result.answer


STAYS = {
    "KM-1": {
        "reference": "KM-1",
        "unit": {"name": "Lapwing Lodge", "kind": "lodge", "warden": {"name": "Kofi Mensah"}},
        "arrive": "2027-10-20",
    }
}
LODGES = {"Lapwing Lodge": {"name": "Lapwing Lodge", "bedrooms": 3, "warden": "Kofi Mensah"}}
WARDENS = {"Kofi Mensah": {"name": "Kofi Mensah", "radio_channel": "Warden 2", "days": "Mon-Fri"}}


@tool
def get_stay(reference: str) -> dict:
    """One booking by its reference: the unit booked (with its warden) and the dates.

    Args:
        reference: the booking reference, e.g. KM-1.
    """
    return STAYS[reference]


@tool(values={"name": lambda: [(n, n) for n in LODGES]})
def get_lodge(name: str) -> dict:
    """A lodge or caravan by name: bedrooms and its warden.

    Args:
        name: the unit's name.
    """
    return LODGES[name]


@tool(values={"name": lambda: [(n, n) for n in WARDENS]})
def get_warden(name: str) -> dict:
    """A member of the site staff by name: radio channel and working days.

    Args:
        name: the staff member's name.
    """
    return WARDENS[name]


def test_of_two_pointers_the_one_that_names_more_of_the_question_is_followed(
    settings, payload_log, embedder
):
    bot = runner(settings, payload_log, embedder, (get_stay, get_lodge, get_warden))
    question = "booking KM-1, which warden looks after that unit? i need to radio them"
    result = bot.run_to_end(payload_log.start_session(), question, [])
    assert ("get_warden", {"name": "Kofi Mensah"}) in calls(result)
    assert [s for s in result.steps if isinstance(s, ProbeStep)][-1].chosen == "get_warden"
    assert "Warden 2" in result.answer


def test_of_several_listed_names_a_record_holds_the_one_the_question_names_is_followed():
    """A patient's record names her dentist and her hygienist, both listed clinicians: "who
    is her dentist and what days does she work" follows the dentist; a question naming
    neither follows none, one naming both follows none."""
    from bot.turn import _labelled

    listed = [("Priya Raghunathan", "Priya Raghunathan"), ("Kwame Boateng", "Kwame Boateng")]
    record = {
        "name": "Marek Novak",
        "dentist_name": "Priya Raghunathan",
        "hygienist_name": "Kwame Boateng",
    }
    assert _labelled(record, listed, {"dentist", "day", "work"}, "name") == (
        "dentist_name",
        "Priya Raghunathan",
    )
    assert _labelled(record, listed, {"phone"}, "name") is None
    assert _labelled(record, listed, {"dentist", "hygienist"}, "name") is None
    # the parameter's own word ("name") names no one field
    assert _labelled(record, listed, {"name", "hygienist"}, "name") == (
        "hygienist_name",
        "Kwame Boateng",
    )
    assert _labelled({"dentist_name": "Priya Raghunathan"}, listed) == (
        "dentist_name",
        "Priya Raghunathan",
    )
