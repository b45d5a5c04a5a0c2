"""Nothing changes without a clear yes to that exact change, nothing runs twice, and every
execution has its log row. Counted from the tools' own record of what ran (EXECUTED)."""

from __future__ import annotations

import json
import threading

import pytest

from bot.agent import confirm, writes
from bot.llm.scripted import tool_reply
from bot.steps import ConfirmStep, ToolCallStep
from bot.store.executions import Executions
from tests.security.shopkit import converse

CANCEL_9 = ("cancel_order", {"order_id": 9})


def confirms(result):
    return [s.status for s in result.steps if isinstance(s, ConfirmStep)]


@pytest.mark.parametrize(
    "reply",
    [
        "sure, but don't do it yet - will I get a refund?",
        "sure, but first tell me how long shipping takes",
        "yes no actually don't",
        "maybe",
        "I guess?",
        "hmm ok but what's the fee",
        "yeah, after you check the status",
        "ok if it is free",
        "what would that cost?",
        "Yes!!! but not today",
    ],
)
def test_anything_but_a_clean_yes_changes_nothing(shop_runner, shop_tools, payload_log, reply):
    runner = shop_runner()
    asked, answered = converse(runner, payload_log.start_session(), ["Cancel order 9.", reply])
    assert asked.outcome == "confirm"
    assert "cancel_order" in asked.answer and "order_id=9" in asked.answer  # the exact call
    assert CANCEL_9 not in shop_tools.EXECUTED
    assert "not_confirmed" in confirms(answered)
    assert "I have not done it" in answered.answer


def test_a_clean_yes_runs_the_asked_call_exactly_once(shop_runner, shop_tools, payload_log):
    runner = shop_runner()
    session = payload_log.start_session()
    results = converse(runner, session, ["Cancel order 9.", "Yes please!", "yes", "thanks"])
    assert shop_tools.EXECUTED.count(CANCEL_9) == 1
    assert confirms(results[1]) == ["confirmed"] and "Done" in results[1].answer
    assert results[2].outcome == "answered" and not confirms(results[2])  # nothing waits
    assert "cancel" not in results[3].answer.lower()  # "thanks" offers nothing again
    assert not any(r.outcome == "confirm" for r in results[2:])


def test_other_arguments_in_the_reply_ask_again_for_those(shop_runner, shop_tools, payload_log):
    runner = shop_runner()
    results = converse(
        runner,
        payload_log.start_session(),
        ["Cancel order 9.", "yes, but cancel order 21 instead", "yes"],
    )
    assert "not_confirmed" in confirms(results[1])
    asked = [s for s in results[1].steps if isinstance(s, ConfirmStep) and s.status == "asked"]
    assert asked and asked[0].arguments == {"order_id": 21}
    assert shop_tools.EXECUTED == [("cancel_order", {"order_id": 21})]


def test_a_refusal_cancels_and_a_later_yes_runs_nothing(shop_runner, shop_tools, payload_log):
    runner = shop_runner()
    results = converse(runner, payload_log.start_session(), ["Cancel order 9.", "no", "yes"])
    assert confirms(results[1]) == ["declined"] and "Nothing was changed" in results[1].answer
    assert shop_tools.EXECUTED == []


def test_a_question_in_between_drops_the_request(shop_runner, shop_tools, payload_log):
    runner = shop_runner()
    results = converse(
        runner,
        payload_log.start_session(),
        ["Cancel order 9.", "What is the status of order 12?", "yes"],
    )
    assert "not_confirmed" in confirms(results[1])
    assert results[2].outcome == "answered" and not confirms(results[2])
    assert ("order_status", {"order_id": 12}) in shop_tools.EXECUTED
    assert CANCEL_9 not in shop_tools.EXECUTED


def test_a_confirmation_expires(shop_runner, shop_tools, payload_log):
    runner = shop_runner(confirm_ttl_s=0.0)
    results = converse(runner, payload_log.start_session(), ["Cancel order 9.", "yes"])
    assert confirms(results[1]) == ["expired"] and "expired" in results[1].answer
    assert shop_tools.EXECUTED == []


def test_a_finished_write_is_never_offered_again(shop_runner, shop_tools, payload_log):
    runner = shop_runner()
    results = converse(
        runner, payload_log.start_session(), ["Cancel order 9.", "yes", "Cancel order 9.", "yes"]
    )
    assert confirms(results[2]) == ["already_done"] and results[2].outcome == "answered"
    assert shop_tools.EXECUTED.count(CANCEL_9) == 1


def test_a_change_is_offered_only_on_values_written_in_the_message(
    shop_runner, shop_tools, payload_log
):
    """ "do it again" after a finished change names no order: nothing is offered or run,
    whatever the conversation or a guess would fill in; the reply asks for the details."""
    runner = shop_runner()
    results = converse(
        runner,
        payload_log.start_session(),
        ["Cancel order 9.", "yes", "perfect, cancel it again", "yes"],
    )
    assert "order id" in results[2].answer and "Nothing has been changed" in results[2].answer
    assert confirms(results[2]) == [] and results[2].outcome == "answered"
    assert shop_tools.EXECUTED.count(CANCEL_9) == 1 and len(shop_tools.EXECUTED) == 1


def test_two_yeses_at_once_run_the_call_once(shop_runner, shop_tools, payload_log):
    """Two workers answering the same confirmation at the same moment: the idempotency key
    lets one of them run it."""
    runner = shop_runner()
    session = payload_log.start_session()
    (asked,) = converse(runner, session, ["Cancel order 9."])
    history = [
        {"role": "user", "content": "Cancel order 9."},
        {"role": "assistant", "content": asked.answer},
    ]
    previous = payload_log.previous_steps
    results: list = []
    # both replies read the ask as the previous turn's (as two workers would)
    steps = previous(session, payload_log.start_turn(session, "probe"))
    payload_log.previous_steps = lambda session_id, turn_id: steps

    def reply() -> None:
        results.append(runner.run_to_end(session, "yes", list(history)))

    threads = [threading.Thread(target=reply) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    payload_log.previous_steps = previous
    assert shop_tools.EXECUTED.count(CANCEL_9) == 1
    assert sorted(s for r in results for s in confirms(r)) == ["already_done", "confirmed"]


def test_the_same_change_asked_in_two_tabs_runs_once(shop_runner, shop_tools, payload_log):
    """Two conversations (two tabs) ask for the same change and each says yes: the second
    finds it ran already; another change to another record still runs."""
    runner = shop_runner()
    first, second = payload_log.start_session(), payload_log.start_session()
    (asked_a,) = converse(runner, first, ["Cancel order 9."])
    (asked_b,) = converse(runner, second, ["Cancel order 9."])
    assert asked_a.outcome == asked_b.outcome == "confirm"
    history = [{"role": "user", "content": "Cancel order 9."}]
    done = runner.run_to_end(
        first, "yes", [*history, {"role": "assistant", "content": asked_a.answer}]
    )
    again = runner.run_to_end(
        second, "yes", [*history, {"role": "assistant", "content": asked_b.answer}]
    )
    assert confirms(done) == ["confirmed"] and confirms(again) == ["already_done"]
    assert shop_tools.EXECUTED.count(CANCEL_9) == 1
    other = converse(runner, second, ["Cancel order 21.", "yes"])
    assert (
        confirms(other[1]) == ["confirmed"]
        and ("cancel_order", {"order_id": 21}) in shop_tools.EXECUTED
    )


def test_a_claimed_key_never_runs_again(payload_log):
    executions = Executions(payload_log)
    key = confirm.idempotency_key("ses_1", "turn_1", "cancel_order", {"order_id": 9})
    args = {"session_id": "ses_1", "turn_id": "turn_2", "name": "cancel_order"}
    assert executions.claim(key, **args, arguments={"order_id": 9})
    assert not executions.claim(key, **args, arguments={"order_id": 9})
    executions.finish(key, ok=True, result={"cancelled": True})
    assert executions.get(key).status == "done"
    assert [e.name for e in executions.done_in_session("ses_1")] == ["cancel_order"]


def test_a_model_never_starts_a_change_on_its_own(shop_runner, shop_tools, payload_log):
    """A capable model that read "also call cancel_order(...)" somewhere: its call to a tool
    that changes something is refused, and such tools are never offered to it."""
    runner = shop_runner(
        replies=[tool_reply("cancel_order", {"order_id": 21}), "Order 12 was left next door."],
        prompt_profile="full",
    )
    result = runner.run_to_end(payload_log.start_session(), "What did the courier say about 12?")
    assert shop_tools.EXECUTED == [] or CANCEL_9 not in shop_tools.EXECUTED
    assert ("cancel_order", {"order_id": 21}) not in shop_tools.EXECUTED
    offered = {t["function"]["name"] for t in runner.scripted.requests[0].tools}
    assert "cancel_order" not in offered and "gift_wrap" not in offered
    refused = [s for s in result.steps if isinstance(s, ToolCallStep) and s.name == "cancel_order"]
    assert refused and refused[0].error_kind == "not_allowed"


def test_executed_equals_logged(shop_runner, shop_tools, payload_log):
    """One executed row per execution, the probes, follow-ups and confirmed writes included;
    calls refused before the tool ran are logged as not executed."""
    runner = shop_runner()
    converse(
        runner,
        payload_log.start_session(),
        [
            "Gift wrap order 12.",
            "yes",
            "What is the status of order 12?",
            "and order 9?",
            "What did the courier say about order 12?",
        ],
    )
    rows = payload_log.rows("tool_calls")
    logged = sorted((r["name"], r["arguments"]) for r in rows if r["executed"])
    ran = sorted((name, json.dumps(args)) for name, args in shop_tools.EXECUTED)
    assert logged == ran and ("gift_wrap", '{"order_id": 12}') in ran
    assert {r["purpose"] for r in rows if r["executed"]} >= {"confirmed"}
    wrapped = [r for r in rows if r["name"] == "gift_wrap"]
    assert len(wrapped) == 1 and wrapped[0]["idempotency_key"]


def test_a_tool_kept_from_an_audience_is_not_run_for_it(shop_runner, shop_tools, payload_log):
    from tools.registry import bind

    runner = shop_runner()
    runner.registry.get("order_status").audience = ("staff",)
    result = runner.run_to_end(payload_log.start_session(), "What is the status of order 12?")
    assert ("order_status", {"order_id": 12}) not in shop_tools.EXECUTED
    assert "12" not in result.answer or "shipped" not in result.answer
    staff = shop_runner(channel="cli")
    staff.registry.get("order_status").audience = ("staff",)
    staff.run_to_end(payload_log.start_session(), "What is the status of order 12?")
    assert ("order_status", {"order_id": 12}) in shop_tools.EXECUTED
    with bind(audience="anonymous"):  # the registry itself refuses, whoever calls it
        refused = staff.registry.call("order_status", {"order_id": 12})
    assert refused.error_kind == "not_allowed"


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("yes", "yes"),
        ("Yes please!", "yes"),
        ("ok, go ahead", "yes"),
        ("Yes, go on then.", "yes"),
        ("go on then", "yes"),
        ("please do", "yes"),
        ("go on, what does it cost?", "other"),
        ("no, go on then", "other"),
        ("go on then, but not on Sunday", "other"),
        ("Confirm.", "yes"),
        ("yes 👍", "yes"),
        ("👍", "yes"),  # a thumbs up alone, in any skin tone, or a check mark
        ("👍🏾", "yes"),
        ("✅", "yes"),
        ("👎", "no"),
        ("sure 🙄", "other"),  # an eye-roll takes the yes back
        ("ok 🤷", "other"),
        ("👍👎", "other"),
        ("🙂", "other"),  # a smile alone says nothing either way
        ("no", "no"),
        ("No thanks", "no"),
        ("never mind", "no"),
        ("cancel", "no"),
        ("yes, but cancel order 9 instead", "other"),
        ("sure, but first tell me how long shipping takes", "other"),
        ("yes no actually don't", "other"),
        ("no, do it", "other"),
        ("ok if it is free", "other"),
        ("yes?", "other"),
        ("y e s please do the other thing too", "other"),
        ("", "other"),
        ("Yes please, thanks so much.", "yes"),  # thanks said at length
        ("yes, thanks a lot", "yes"),
        ("Oui, merci.", "yes"),
        ("ja, danke", "yes"),
        ("oui, mais demain", "other"),  # a condition in French is still a condition
        ("yes, so much more to ask", "other"),
        ("Yes, I'm sure.", "yes"),  # the speaker's certainty is part of the yes
        ("yes I am", "yes"),
        ("yes, I'm not sure", "other"),
        ("I'm not sure", "other"),
        ("yes I'm sure, and add a voucher", "other"),
        ("Yep, that's the one.", "yes"),  # the call shown is the one meant
        ("Aye, go ahead.", "yes"),
        ("Yes - carry on.", "yes"),
        ("yes, the other one", "other"),
        ("aye, but not today", "other"),
        ("that's the one for order 5", "other"),
    ],
)
def test_what_counts_as_a_yes(message, kind):
    assert confirm.reply_kind(message) == kind


# message | the waiting call's tool | what it is
SAID_BACK = """
That's fine, yes. | transfer_membership | yes
Yes, that's what I want. | add_guest_passes | yes
Sure thing - do it. | renew_locker | yes
Yes please, close it. | close_climber_account | yes
yes, close the account | close_climber_account | yes
yes, cancel it | cancel_order | yes
close it | close_climber_account | other
yes, close the other account | close_climber_account | other
yes, but cancel order 9 instead | cancel_order | other
yes, close it tomorrow | close_climber_account | other
yes, what is it | renew_locker | other
no, cancel it | cancel_order | no
that's what I want, but later | renew_locker | other
Yes, go ahead and close it. | close_resident_account | yes
go ahead and do it | cancel_order | yes
yes and cancel order 5 too | cancel_order | other
yes and no | cancel_order | other
yes, and close my other account | close_resident_account | other
"""


@pytest.mark.parametrize("line", SAID_BACK.strip().splitlines())
def test_a_yes_may_say_the_action_back(line):
    """The yes says back what it agrees to (the action's own words, "cancel" for
    ``cancel_order`` no refusal) and nothing new; the action's words without a yes, or with
    anything new, are no yes."""
    message, action, kind = (part.strip() for part in line.split("|"))
    assert confirm.reply_kind(message, action) == kind


def test_a_local_model_fills_in_the_change_asked_for(shop_runner, shop_tools, payload_log):
    """The model that writes reads the change from the message (order 9, 20 euros) and the
    user is asked about exactly that call; it runs only after the yes."""
    runner = shop_runner(
        replies=[tool_reply("refund_order", {"order_id": 9, "amount_eur": 20})],
        prompt_profile="local",
    )
    asked, done = converse(runner, payload_log.start_session(), ["Refund order 9, 20 euros", "yes"])
    assert "refund_order(order_id=9, amount_eur=20)" in asked.answer
    fill = runner.scripted.requests[0]
    assert fill.tool_choice == "required" and {t["function"]["name"] for t in fill.tools} == {
        "cancel_order",
        "gift_wrap",
        "refund_order",
    }
    assert shop_tools.EXECUTED == [("refund_order", {"order_id": 9, "amount_eur": 20})]
    assert done.outcome == "answered"


def test_a_filled_in_call_that_does_not_validate_falls_back_to_the_route(
    shop_runner, shop_tools, payload_log
):
    runner = shop_runner(
        replies=[tool_reply("refund_order", {"order_id": "nine"})], prompt_profile="local"
    )
    (asked,) = converse(runner, payload_log.start_session(), ["Cancel order 9."])
    assert asked.outcome == "confirm" and "cancel_order(order_id=9)" in asked.answer
    assert shop_tools.EXECUTED == []


@pytest.mark.parametrize(
    ("message", "verb"),
    [
        ("Waive the $12 late fee on visit 405", "waive"),
        ("Please refund order 9, 20 euros", "refund"),
        ("could you please drop my booking 12?", "drop"),
        ("I'd like to put back the money for order 3", "put"),
        ("Hi, I want you to cancel order 4", "cancel"),
        ("What is the late fee?", None),
        ("Can I get a refund?", None),
        ("Tell me about refunds", None),
        ("show order 9", None),
        ("I want to know the fee", None),
        ("Give me the opening hours", None),
        ("What's the late fee if I bring a bike back late?", None),
        ("How's my rental going?", None),
        ("Until when can I cancel an appointment without paying?", None),
        ("Could you cancel order 4?", "cancel"),
    ],
)
def test_what_opens_as_a_request(message, verb):
    assert writes.request_verb(message) == verb


def test_only_requests_that_share_words_with_a_change_reach_the_model():
    tools = {
        "refund_order": "refund_order Refund part of an order's price.",
        "gift_wrap": "gift_wrap Add gift wrapping to an order.",
    }
    assert writes.changes_asked("Please give the money back for order 9 as a refund", tools)[0] == (
        "refund_order"
    )
    assert writes.changes_asked("What does a refund cost?", tools) == []  # a question
    assert writes.changes_asked("Send my parcel to Paris", tools) == []  # no shared word
    # the request after a first clause (the sixth suite: "I was overcharged - please give me
    # €40 back on invoice 6201" was read as a question about the invoice)
    said = "I was overcharged - please give me €40 back on order 9"
    assert writes.changes_asked(said, tools)[0] == "refund_order"
    assert writes.changes_asked("I was wondering, what does a refund cost?", tools) == []
    assert writes.changes_asked("Give me the refund rules for order 9", tools) == []


def test_a_change_asked_in_other_words_is_offered_after_the_model_chooses_it(
    shop_runner, shop_tools, payload_log
):
    """The route does not see a write in "give back 20 euros of order 9 as a refund";
    the model, offered the changes that share its words and ``no_change``, chooses the
    refund, and the user is asked about exactly that call."""
    runner = shop_runner(
        replies=[tool_reply("refund_order", {"order_id": 9, "amount_eur": 20})] * 2,
        prompt_profile="local",
    )
    message = "Kindly give back 20 euros of order 9 as a refund"
    asked, done = converse(runner, payload_log.start_session(), [message, "yes"])
    assert "refund_order(order_id=9, amount_eur=20)" in asked.answer
    offered = {t["function"]["name"] for t in runner.scripted.requests[-1].tools}
    assert "refund_order" in offered
    assert shop_tools.EXECUTED == [("refund_order", {"order_id": 9, "amount_eur": 20})]
    assert done.outcome == "answered"


def test_a_request_the_model_reads_as_no_change_goes_on_as_a_question(
    shop_runner, shop_tools, payload_log
):
    runner = shop_runner(
        replies=[tool_reply("no_change", {}), "Gift wrapping costs 3 euros."],
        prompt_profile="local",
    )
    (answered,) = converse(runner, payload_log.start_session(), ["Gift wrapping prices, please"])
    first = runner.scripted.requests[0]
    assert {t["function"]["name"] for t in first.tools} == {"gift_wrap", "no_change"}
    assert answered.outcome != "confirm" and shop_tools.EXECUTED == []


def test_a_record_is_named_by_its_kind_or_a_longer_word():
    assert writes.unnamed_records("freeze membership 3204 for 4 weeks", {"member_id": 3204}) == []
    assert writes.unnamed_records("cancel my bookings 12", {"booking_id": 12}) == []
    assert writes.unnamed_records("cancel visit 402", {"stay_id": 402}) == ["stay id"]


def test_a_chosen_change_on_a_record_the_message_does_not_name_is_not_offered(
    shop_runner, shop_tools, payload_log
):
    """ "drop parcel 9" holds 9, but not as an order: the model's cancel_order(order_id=9)
    is not offered, and the user is asked to write the details."""
    runner = shop_runner(
        replies=[tool_reply("cancel_order", {"order_id": 9})], prompt_profile="local"
    )
    (answered,) = converse(runner, payload_log.start_session(), ["Please cancel parcel 9"])
    assert answered.outcome == "answered" and "order id" in answered.answer
    assert "cancel_order(" not in answered.answer and shop_tools.EXECUTED == []
