"""Follow-ups resolved against the conversation, by English alone (no deployment's words)."""

from __future__ import annotations

import pytest

from bot.agent.resolve import resolve, user_messages


@pytest.mark.parametrize(
    ("earlier", "message", "resolved"),
    [
        (["How do refunds work for annual plans?"], "and for a monthly plan?",
         "How do refunds work for a monthly plan?"),
        (["Who looks after customer 12?"], "and customer 14?", "Who looks after customer 14?"),
        (["Who looks after customer 12?"], "14?", "Who looks after customer 14?"),
        (["How many seats come with the Team plan?"], "what about the Business plan?",
         "How many seats come with the Business plan?"),
        (["Is SSO available on the Starter plan?"], "and on the Team plan?",
         "Is SSO available on the Team plan?"),
        (["What plan is org 12 on?"], "and org 14?", "What plan is org 14 on?"),
        (["What plan is org 12 on?"], "oh good, and org 14?", "What plan is org 14 on?"),
        (["What plan is org 12 on?"], "ok thanks. and org 14?", "What plan is org 14 on?"),
    ],
)  # fmt: skip
def test_a_fragment_takes_the_rest_of_the_previous_question(earlier, message, resolved):
    result = resolve(message, earlier)
    assert result.followup and result.text == resolved and result.previous == earlier[-1]


def test_a_question_that_points_back_keeps_its_words_and_gets_the_subject():
    result = resolve("what's their email?", ["Who looks after customer 12?"])
    assert result.followup and result.text == "what's their email (customer 12)?"
    named = resolve("when is it due?", ["How much was invoice 24010?"])
    assert named.text == "when is it due (invoice 24010)?"
    one = resolve("when was the overdue one due?", ["Do we have unpaid invoices? We're org 7."])
    assert one.followup and one.text == "when was the overdue one due (org 7)?"


def test_a_place_a_period_or_a_count_is_not_the_subject_pointed_back_to():
    # "at 10.8.0.53" and "every 90 days" name no record: the whole question is the subject
    earlier = "We run our resolver at 10.8.0.53. How do I point the server at it?"
    result = resolve("how many of those lines can the file hold?", [earlier])
    assert result.text == f"how many of those lines can the file hold ({earlier.rstrip('?')})?"
    result = resolve("can they get a warning before it happens?", ["Expire it every 90 days?"])
    assert result.text == "can they get a warning before it happens (Expire it every 90 days)?"
    named = resolve("when is it due?", ["Is invoice 24010 paid? We're at 3 seats."])
    assert named.text == "when is it due (invoice 24010)?"


def test_a_thing_named_by_its_kind_and_one_points_back():
    result = resolve("when was the backup server one last used?", ["Which keys are on org 7?"])
    assert result.followup and result.text == "when was the backup server one last used (org 7)?"


def test_a_question_of_its_own_is_left_alone():
    for message in ("How do I reset my password?", "What does the Starter plan cost per user?"):
        result = resolve(message, ["Who looks after customer 12?"])
        assert not result.followup and result.text == message
    assert resolve("and customer 14?", []).text == "and customer 14?"  # nothing to follow


def test_a_chain_of_follow_ups_is_resolved_in_order():
    earlier = ["Who looks after customer 12?", "and customer 14?"]
    assert resolve("and 15?", earlier).text == "Who looks after customer 15?"
    history = [
        {"role": "user", "content": "a"},
        {"role": "assistant", "content": "b"},
        {"role": "user", "content": "c"},
    ]
    assert user_messages(history) == ["a", "c"]


def test_a_reply_opening_with_a_word_of_thanks_still_continues():
    result = resolve("cool, and for a monthly plan?", ["How do refunds work for annual plans?"])
    assert result.followup and result.text == "How do refunds work for a monthly plan?"
    nice = resolve("nice. and for a monthly plan?", ["How do refunds work for annual plans?"])
    assert nice.followup and nice.text == "How do refunds work for a monthly plan?"


def test_a_long_message_that_leans_on_the_previous_one_gets_a_reading_with_it():
    """Not plainly a follow-up: the turn takes the reading with the previous question as
    context only when the documents answer that reading better (bot.turn)."""
    earlier = ["how do I upload a big tar file to my vault with sftp?"]
    message = (
        "ok it got halfway and then the wifi dropped. can I carry on from where it stopped "
        "rather than starting the 40GB again?"
    )
    result = resolve(message, earlier)
    assert not result.followup and result.text == message
    other = result.alternative
    assert other is not None and other.followup and other.how == "context"
    assert other.text.startswith("it got halfway") and other.text.endswith(
        "(how do I upload a big tar file to my vault with sftp)?"
    )
    also = "can ssh-keygen also print fingerprints in the old md5 style with colons for our portal?"
    assert resolve(also, ["How do I see a key's fingerprint?"]).alternative is not None
    own = resolve("What does the Starter plan cost per user?", ["Who looks after customer 12?"])
    assert own.alternative is None


def test_a_short_question_of_its_own_after_and_is_asked_about_the_same_subject():
    # "and where do you park there?" is not the pass rate asked again: the new question
    # first, the subject beside it
    result = resolve("and where do you park there?", ["What's the pass rate at Crannock?"])
    assert (
        result.followup
        and result.text == "where do you park there (What's the pass rate at Crannock)?"
    )
    own = resolve("ok and who's our account manager?", ["We're org 7, which plan are we on?"])
    assert own.followup and own.text == "who's our account manager (org 7)?"
    # a fragment still takes the rest of the previous question
    assert resolve("and where?", ["When does the pool open?"]).text.startswith("When does")
