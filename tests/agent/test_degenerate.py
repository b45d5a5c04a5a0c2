"""Degenerate text: what a small model writes when it loops, caught and trimmed."""

from __future__ import annotations

from bot.degenerate import is_looping, loop_start, trim


def test_repeated_sentences_are_dropped_and_named():
    out = trim("Acme has health 25. Acme has health 25. The plan is Team. Acme has health 25.")
    assert out.text == "Acme has health 25. The plan is Team."
    assert out.reasons == ["repeated sentence", "repeated sentence"] and not out.degenerate


def test_a_looping_phrase_is_cut_back_to_its_first_clause():
    text = (
        "Acme Corp has a health score of 25, and the health score is 25, and the health "
        "score is 25, and the health score is 25"
    )
    out = trim(text)
    assert out.text == "Acme Corp has a health score of 25."
    assert out.reasons == ["looping phrase"]


def test_markdown_list_repeats_are_caught():
    text = (
        "To reset your password:\n\n* Use a trusted method:\n\n* Use a trusted method:\n\n"
        "* Use a trusted method:\n"
    )
    out = trim(text)
    assert out.text.count("Use a trusted method") == 1
    assert is_looping(text)


def test_a_run_on_sentence_is_removed():
    run_on = " ".join(f"clause{i} and" for i in range(40))  # 80 words, no full stop
    out = trim(f"Team costs $49. {run_on}")
    assert out.text == "Team costs $49." and "run-on sentence" in out.reasons


def test_nothing_left_is_degenerate():
    assert trim("Daily Daily Daily Daily").degenerate
    assert trim("").degenerate


def test_clean_text_is_left_alone():
    text = "The Team plan costs $49 per user per month. Annual billing saves 20%."
    out = trim(text)
    assert out.text == text and not out.changed and not is_looping(text)


def test_numbers_in_a_table_are_not_a_loop():
    assert loop_start("| 1 | 1 | 1 | 1 |") is None


def test_looping_is_seen_as_generation_goes():
    assert not is_looping("The code is valid for 15 minutes.")
    assert is_looping("The code is valid for 15 minutes. The code is valid for 15 minutes.")


def test_a_draft_that_only_asks_the_question_back_is_not_an_answer():
    from bot.critic.pipeline import Draft
    from bot.critic.review import Candidate
    from bot.degenerate import echoes
    from bot.guard.degenerate import DegenerateGuard

    question = "Is haul-out job HO-330 ready?"
    assert echoes("Is haul-out job HO-330 ready? [1]", question)
    assert echoes("is haul-out job HO-330 ready?", question)
    assert not echoes("Yes, haul-out job HO-330 is ready.", question)
    assert not echoes("Do you mean job HO-331 or HO-330 in the east yard?", question)

    def draft(answer: str) -> Draft:
        return Draft(question=question, candidate=Candidate(answer=answer, sources=[], steps=[]))

    echoed = DegenerateGuard().check(draft("Is haul-out job HO-330 ready? [1]"))
    assert echoed is not None and echoed.failed
    assert "repeats the user's words" in echoed.verdict.general_thoughts
    kept = draft("Is haul-out job HO-330 ready? Yes: it was finished on 3 May [1].")
    assert DegenerateGuard().check(kept) is None


def test_a_draft_that_says_an_earlier_message_back_is_not_an_answer():
    """Asked "and who's my teacher again?", a draft that says the user's first message back
    ("Tom Ashdown here, how's my attendance ...? I've missed a couple.") answers nothing; an
    answer that uses some of their words does."""
    from bot.critic.pipeline import Draft
    from bot.critic.review import Candidate
    from bot.guard.degenerate import DegenerateGuard

    first = (
        "Tom Ashdown here, how's my attendance on the Japanese been so far? I've missed a couple"
    )
    history = [{"role": "user", "content": first}, {"role": "assistant", "content": "It is 81%."}]

    def draft(answer: str) -> Draft:
        return Draft(
            question="and who's my teacher again, I always forget his surname",
            candidate=Candidate(answer=answer, sources=[], steps=[]),
            history=history,
        )

    said_back = draft(
        "Tom Ashdown here, how's my attendance on the Japanese been so far? I've missed a couple."
    )
    found = DegenerateGuard().check(said_back)
    assert found is not None and found.failed
    assert DegenerateGuard().check(draft("Your Japanese teacher is Kenji Okada.")) is None
    assert (
        DegenerateGuard().check(draft("Tom, your teacher on the Japanese is Kenji Okada.")) is None
    )
