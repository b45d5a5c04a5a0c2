"""The support critic: values compared as values, structured sources as records, boilerplate and
question words not held against an answer, readable reasons, per-deployment calibration."""

from __future__ import annotations

import json

import numpy as np
import pytest

from bot.critic.calibrate import best_threshold, calibrate, is_labelled_file, load_labelled
from bot.critic.registry import CriticUnavailable, get_critic
from bot.critic.structured import json_units, merge, missing_values, readable, source_units, values
from bot.critic.support import (
    SupportCritic,
    answer_claims,
    answer_score,
    unsupported_words,
)
from bot.critic.support_features import Evidence, is_frame, strip_boilerplate
from bot.fit.support_train import fit, threshold_for
from bot.steps import Source
from tests.critic.helpers import SOURCES

BAKERY = Source(
    kind="tool",
    text=json.dumps(
        {
            "name": "Harbour Bakery",
            "rating": 4.5,
            "reviews": 212,
            "opening_hours": {"mon_fri": "07:00-18:00", "sat": "08:00-14:00"},
        }
    ),
)


@pytest.fixture(scope="module")
def critic():
    return SupportCritic()


def test_times_ratings_and_scaled_figures_are_compared_as_values():
    support = values("rating: 4.5; opens: 08:00; closes: 17:30; revenue usd: 1200000")
    assert missing_values(values("A 4.5-star place, open 8 am to 5:30 p.m."), support) == []
    assert missing_values(values("It made $1.2 million."), support) == []
    assert missing_values(values("It opens at 9 am."), support) == ["09:00"]
    assert missing_values(values("Rated 4.7 stars."), support) == ["4.7"]


def test_a_figure_computed_from_two_given_ones_is_supported():
    support = values("seats: 48; seats used: 45")
    assert missing_values(values("3 seats are free."), support) == []
    assert missing_values(values("5 seats are free."), support) == ["5 seat"]


def test_figures_computed_or_converted_from_given_ones_are_supported():
    support = values(
        "deposit: 25% of the treatment price; crown: £650; gel: £30 per syringe. "
        "(question) How much are two syringes?"
    )
    assert missing_values(values("The deposit would be £162.50."), support) == []
    assert missing_values(values("Two syringes would cost £60."), support) == []
    assert missing_values(values("Two syringes would cost £70."), support) == ["70 gbp"]
    assert missing_values(values("The deposit would be £160."), support) == ["160 gbp"]
    months = values("Gift cards are valid for 24 months. Used: 4.2 GB of 5 GB.")
    assert missing_values(values("They last two years."), months) == []
    assert missing_values(values("They last three years."), months) == ["3 year"]
    assert missing_values(values("That is 0.8 GB less than 5 GB."), months) == []
    assert missing_values(values("That is 0.5 GB less than 5 GB."), months) == ["0.5 gb"]
    # a unit change needs the units: 12 is not "1 year" unless the source counts months
    assert missing_values(values("It takes 12 days."), values("It takes 1 year.")) == ["12 day"]


def test_dates_without_a_year_iso_datetimes_and_times_after_a_duration():
    source = values("created: 2026-11-02T09:15:00; class starts: 14:00; lasts: 90 minutes")
    claim = values("It was created on November 2 at 9:15 am and the class ends at 3:30 pm.")
    assert missing_values(claim, source) == []
    assert missing_values(values("It was created on November 3."), source) == ["the date 11-03"]
    assert missing_values(values("The class ends at 4 pm."), source) == ["16:00"]
    assert values("may 3 people").dates == set()  # the verb, not the month


def test_json_becomes_one_line_per_record_with_readable_keys():
    lines = json_units(json.loads(BAKERY.text))
    assert lines[0] == "name: Harbour Bakery; rating: 4.5; reviews: 212"
    assert lines[1] == "Harbour Bakery opening hours mon fri: 07:00-18:00; sat: 08:00-14:00"


def test_record_lines_read_as_prose_for_the_entailment_model():
    line = "eta: 2026-03-09; last scan ts: 2026-03-06T22:14:00; hours: 07:00-18:00; at: 12:00"
    assert readable(line) == (
        "eta: 9 March 2026; last scan ts: 6 March 2026, 10:14 pm; hours: 7 am to 6 pm; at: noon"
    )
    assert readable("version 1.2:30, 9:30 am, 2026-13-01") == "version 1.2:30, 9:30 am, 2026-13-01"


def test_a_markdown_table_becomes_header_cell_rows():
    text = "Plans:\n\n| plan | price |\n|---|---|\n| Team | 15 USD |\n| Pro | 30 USD |\n"
    units = source_units("document", text)
    assert "plan: Team; price: 15 USD" in units and "plan: Pro; price: 30 USD" in units


def test_boilerplate_is_stripped_and_framing_is_not_judged():
    claim = "Based on the given passages, the code is valid for 15 minutes."
    assert strip_boilerplate(claim) == "The code is valid for 15 minutes."
    assert strip_boilerplate("The documentation says that codes expire.") == "Codes expire."
    assert is_frame("Here is what the documentation says:")
    assert not is_frame("The code is valid for 15 minutes.")


def test_question_words_count_as_support():
    evidence = Evidence(["The code is valid for 15 minutes."], "How long does the reset code last?")
    with_question = evidence.claim("The reset code lasts 15 minutes.")
    alone = Evidence(["The code is valid for 15 minutes."], "").claim(
        "The reset code lasts 15 minutes."
    )
    assert with_question.features["cov"] > alone.features["cov"]
    assert "reset" not in with_question.unmatched


def test_supported_paraphrase_with_boilerplate_passes(critic):
    answer = (
        "Based on the provided documents, you can reset your password by clicking "
        "'Forgot password' on the sign-in page. A 6-digit code is sent to your email address, "
        "and it stays valid for 15 minutes."
    )
    verdict = critic.check("How do I reset my password?", SOURCES, answer)
    assert verdict.severity_level != "HIGH", verdict.to_dict()


def test_a_changed_figure_is_high_and_the_reason_names_claim_and_nearest_source(critic):
    answer = "The reset code is valid for 45 minutes."
    verdict = critic.check("How long is the code valid?", SOURCES, answer)
    assert verdict.severity_level == "HIGH"
    reason = verdict.problematic_sentences[0].reason
    assert '"The reset code is valid for 45 minutes."' in reason
    assert "45" in reason and "The code is valid for 15 minutes." in reason
    assert "Nearest source" in reason


def test_fabricated_content_is_flagged(critic):
    answer = (
        "You can also reset your password by calling our support hotline, which verifies "
        "your identity with a voice fingerprint and unlocks the account immediately."
    )
    verdict = critic.check("How do I reset my password?", SOURCES, answer)
    assert verdict.severity_level == "HIGH"
    assert "hotline" in verdict.problematic_sentences[0].reason


def test_figures_restated_from_a_tool_result_pass_and_wrong_ones_do_not(critic):
    good = "Harbour Bakery has a 4.5-star rating from 212 reviews and opens at 7 am on weekdays."
    bad = "Harbour Bakery has a 4.5-star rating from 212 reviews and opens at 6 am on weekdays."
    assert critic.check("When does it open?", [BAKERY], good).severity_level != "HIGH"
    verdict = critic.check("When does it open?", [BAKERY], bad)
    assert verdict.severity_level == "HIGH" and "06:00" in verdict.problematic_sentences[0].reason


BOOKING = Source(
    kind="tool",
    text=json.dumps(
        {
            "hotel": "Harbour View Inn",
            "breakfast_included": True,
            "room": {"type": "Double", "smoking": False},
            "rates": [
                {"name": "Saver", "refundable": False},
                {"name": "Flex", "refundable": True},
            ],
        }
    ),
)


@pytest.mark.parametrize(
    ("claim", "contradicted"),
    [
        ("Breakfast is included in your stay.", []),
        ("Yes, breakfast is included - no need to pay for it there.", []),  # a dash ends a clause
        ("No, breakfast isn't included.", ["breakfast included: yes"]),
        ("Yes, breakfast comes with the booking, and the room is non-smoking.", []),
        ("Smoking is allowed in your room.", ["smoking: no"]),
        ("The Flex rate is refundable, the Saver rate is not.", []),
        ("The Saver rate is refundable.", ["refundable: no"]),
        ("The room can be refunded on some rate.", []),  # names no field: nothing to compare
    ],
)
def test_a_yes_no_field_stated_the_other_way_round_is_a_conflict(claim, contradicted):
    units = source_units("tool", BOOKING.text)
    assert Evidence(units, "").claim(claim).conflicts == contradicted


def test_flag_polarity_reads_the_clause_that_names_the_field():
    from bot.critic.flags import claim_polarity

    stems = ("courtesy", "car")
    assert claim_polarity("Yes, a courtesy car is ready when you drop the car off.", stems)
    assert not claim_polarity("You won't get a courtesy car, but the wash is free.", stems)
    assert claim_polarity("The wash isn't free, but a courtesy car is ready.", stems)
    assert claim_polarity("Roaming is switched off.", ("roaming",)) is False
    assert claim_polarity("Auto-renew is now off.", ("auto", "renew")) is False
    assert claim_polarity("Drop the car off now; auto-renew is on.", ("auto", "renew")) is True
    assert claim_polarity("Your parcel is on its way.", stems) is None


def test_a_quoted_records_yes_no_field_keeps_its_value():
    """A record quoted field by field ("open: no") says the field's value, not a bare "no"
    after an "open": the critic must not flag the record's own words as turned round."""
    from bot.critic.flags import claim_polarity

    quote = "From the day: date: 2029-03-30; open: no; closed because: Good Friday [1]"
    assert claim_polarity(quote, ("open",)) is False
    assert claim_polarity("lift: yes; step free: no", ("lift",)) is True
    assert claim_polarity("lift: yes; step free: no", ("step", "free")) is False
    assert claim_polarity("It is open, no booking needed.", ("open",)) is True
    units = ["date: 2029-03-30; open: no; closed because: Good Friday"]
    assert Evidence(units, "").claim(quote).conflicts == []


def test_an_inverted_flag_is_high_and_the_reason_quotes_the_record(critic):
    verdict = critic.check("Is breakfast included?", [BOOKING], "No, breakfast isn't included.")
    assert verdict.severity_level == "HIGH"
    assert "breakfast included: yes" in verdict.problematic_sentences[0].reason
    good = critic.check("Is breakfast included?", [BOOKING], "Yes, breakfast is included.")
    assert good.severity_level != "HIGH"


def test_no_sources_and_pleasantries(critic):
    assert critic.check("q", [], "The plan costs 12 dollars.").severity_level == "HIGH"
    assert (
        critic.check("q", SOURCES, "Thanks for asking! Let me know if you need more help.").score
        == 0.0
    )


def test_registry_default_is_support_and_old_names_still_work(data_dir):
    from bot.settings import get_settings

    assert get_settings().critic == "support"
    assert get_critic().name == "support"
    assert [m.name for m in get_critic("combined:support,grounding").members] == [
        "support",
        "grounding",
    ]


def test_a_deployment_threshold_from_calibration_is_used(data_dir, monkeypatch, tmp_path):
    import bot.critic.combined as combined

    path = tmp_path / "cal.json"
    path.write_text(json.dumps({"thresholds": {"support": {"threshold": 0.42}}}))
    monkeypatch.setattr(combined, "CALIBRATION_PATH", path)
    assert get_critic("support").threshold == 0.42


def test_missing_model_file_says_how_to_rebuild(data_dir, monkeypatch, tmp_path):
    import bot.critic.support_features as support_features

    monkeypatch.setattr(support_features, "MODEL_PATH", tmp_path / "none.json")
    with pytest.raises(CriticUnavailable, match="train-support"):
        get_critic("support")


def test_calibrate_on_a_labelled_file_with_a_false_alarm_budget(tmp_path, critic):
    path = tmp_path / "labelled.jsonl"
    rows = [
        {"question": "How long is the code valid?", "context": SOURCES[0].text, "answer": "The code is valid for 15 minutes.", "label": 0},
        {"question": "How long is the code valid?", "sources": [SOURCES[0].to_dict()], "answer": "It is valid for 45 minutes.", "label": 1},
        {"question": "Do you text codes?", "sources": [SOURCES[0].text], "answer": "Quillstack never sends reset codes by SMS.", "label": 0},
    ]  # fmt: skip
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert is_labelled_file(path)
    items = load_labelled(path)
    assert [y for *_, y in items] == [0, 1, 0] and items[1][1][0].kind == "document"
    data = calibrate([critic], items=items, max_fpr=0.0, timeout=None)
    row = data["thresholds"]["support"]
    assert row["fpr"] == 0.0 and row["tpr"] == 1.0 and row["n_neg"] == 2


def test_labelled_file_errors_name_the_line(tmp_path):
    from bot.critic.backtest import BacktestInputError

    path = tmp_path / "bad.jsonl"
    path.write_text(
        '{"question": "q", "context": "c", "answer": "a", "label": 0}\n{"answer": "a"}\n'
    )
    with pytest.raises(BacktestInputError, match="bad.jsonl:2"):
        load_labelled(path)


def test_threshold_budget_picks_the_lowest_threshold_within_it():
    best = best_threshold([0.9, 0.8, 0.3, 0.2, 0.85], [1, 1, 0, 0, 0], max_fpr=0.0)
    assert best["threshold"] == 0.9 and best["fpr"] == 0.0
    scores = np.array([0.1, 0.2, 0.9, 0.3, 0.95, 0.8])
    labels = np.array([0, 0, 0, 0, 1, 1])
    origins = ["a-x", "a-x", "a-x", "b-y", "b-y", "a-x"]
    assert threshold_for(scores, labels, origins, target_fpr=0.2) == pytest.approx(0.3 + 1e-6)


def test_each_family_weighs_the_same_in_the_support_model():
    from bot.fit.support_train import family_weights

    w = family_weights(["halueval-qa"] * 6 + ["written-records-supported", "written-stdlib-value"])
    assert w[:6].sum() == pytest.approx(w[6:].sum())
    assert w.sum() == pytest.approx(8)


def test_the_support_model_trains_on_the_written_claims_with_their_error_types():
    from bot.fit.support_data import written_pairs

    pairs = list(written_pairs())
    assert len(pairs) >= 800 and {p.label for p in pairs} == {0, 1}
    records = [p for p in pairs if p.origin.startswith("written-records-")]
    assert records and all(not u.startswith("{") for p in records for u in p.units)
    assert {p.origin for p in pairs if p.label == 0} == {
        f"written-{name}-supported"
        for name in ("manuals", "policies", "records", "records2", "reference", "stdlib", "terms")
    }  # fmt: skip


def test_fit_is_deterministic():
    X = np.array([[0.1, 1.0], [0.9, 0.0], [0.2, 0.8], [0.8, 0.1], [0.3, 0.9], [0.7, 0.2]])
    y = np.array([0, 1, 0, 1, 0, 1])
    a, b = fit(X, y), fit(X, y)
    assert a.to_dict() == b.to_dict() and a.predict_proba(X[1:2])[0] > 0.5


def test_copies_and_lexically_clear_sentences_skip_the_entailment_model(monkeypatch):
    calls: list[list[tuple[str, str]]] = []
    everywhere = SupportCritic(skip_below=0.0)
    real = everywhere.entail.unsupported

    def spy(pairs):  # noqa: ANN001, ANN202
        calls.append(pairs)
        return real(pairs)

    monkeypatch.setattr(everywhere.entail, "unsupported", spy)
    copied = "Quillstack never sends reset codes by SMS."
    everywhere.check("How do I reset my password?", SOURCES, copied)
    assert calls == []  # a verbatim copy
    claim = "A hotline unlocks accounts by voice."
    everywhere.check("How do I reset my password?", SOURCES, claim)
    assert len(calls) == 1 and calls[0][0][1] == claim
    shipped = SupportCritic()
    clear = "Reset codes are never sent by SMS."  # a paraphrase, not a copy
    lexical = SupportCritic(entail=False).score_claims("q", [SOURCES[0].text], [clear])[0][1]
    monkeypatch.setattr(shipped.entail, "unsupported", spy)
    words = unsupported_words([clear], SOURCES, [], "How do I reset my password?")
    floor = 2 * shipped.cuts(words)[0] - 1
    assert lexical < floor  # the lexical model already doubts it little enough
    shipped.check("How do I reset my password?", SOURCES, clear)
    assert len(calls) == 1
    # a sentence with many words of its own lowers the floor: the cross-encoder runs on it
    novel = unsupported_words([claim], SOURCES, [], "How do I reset my password?")
    shipped.check("How do I reset my password?", SOURCES, claim)
    assert novel > words and len(calls) == 2
    # skipping never changes a HIGH flag: the mean cannot reach the HIGH cut below the floor,
    # and the HIGH cut is where the answer score reaches the threshold
    m = shipped.answer_model
    assert m is not None
    assert m.score((floor + 1) / 2, words) == pytest.approx(shipped.threshold)


def test_an_answer_with_many_words_of_its_own_needs_less_doubt_per_sentence():
    critic = SupportCritic()
    assert critic.answer_model is not None
    high_clean, _ = critic.cuts(0.0)
    high_novel, _ = critic.cuts(0.6)
    assert high_novel < high_clean
    # the answer's score grows with either signal
    m = critic.answer_model
    assert answer_score(m, 0.8, 0.5) > answer_score(m, 0.8, 0.1)
    assert answer_score(m, 0.9, 0.1) > answer_score(m, 0.5, 0.1)


def test_answers_from_tool_results_are_judged_with_their_own_offset():
    """The answer model learnt (on dev answers from records) that a right answer from terse
    records scores higher than one from prose: with the same signals it is scored lower, and
    its sentences need more doubt to be HIGH."""
    from bot.critic.support import tool_share

    critic = SupportCritic()
    m = critic.answer_model
    assert m is not None and m.w_tool < 0
    assert answer_score(m, 0.7, 0.5, 1.0) < answer_score(m, 0.7, 0.5, 0.0)
    assert critic.cuts(0.5, 1.0)[0] > critic.cuts(0.5, 0.0)[0]
    tool, doc = Source(kind="tool", text="{}"), Source(kind="document", text="x")
    assert (tool_share([tool, doc]), tool_share([tool]), tool_share([])) == (0.5, 1.0, 0.0)


def test_dev_answers_from_tool_results_are_built_from_the_written_record_claims():
    from bot.fit.support_calibrate import tool_answers

    items = tool_answers()
    assert len(items) == 144 and {i[0] for i in items} == {"tools"}
    assert sum(i[4] for i in items) == 72
    assert all(s.kind == "tool" for i in items for s in i[2])
    right = [i for i in items if i[4] == 0]
    assert all(i[3].count(". ") >= 2 for i in right[:10])


def test_the_sentence_score_is_the_mean_of_the_lexical_and_entailment_models(monkeypatch):
    critic = SupportCritic(skip_below=0.0)
    claim = "A hotline unlocks accounts by voice."
    lexical_only = SupportCritic(entail=False).score_claims("q", [SOURCES[0].text], [claim])[0][1]
    monkeypatch.setattr(critic.entail, "unsupported", lambda pairs: np.full(len(pairs), 0.2))
    score = critic.score_claims("q", [SOURCES[0].text], [claim])[0][1]
    assert score == pytest.approx((lexical_only + 0.2) / 2)


def test_money_products_quotients_and_discounts_are_supported_but_not_small_counts():
    support = values(
        "deposit: 60 GBP; party size: 6; drum price: £38.60; drums: 215; price: £48; student discount: 20%"
    )
    assert missing_values(values("That is £10 for each person."), support) == []
    assert missing_values(values("The stock is worth £8,299."), support) == []
    assert missing_values(values("With the discount it is £38.40 a month."), support) == []
    assert missing_values(values("That is £11 for each person."), support) == ["11 gbp"]
    # small counts multiply into almost any small number: only money is multiplied freely
    assert missing_values(values("It has 36 settings."), support) == ["36"]
    monthly = values("plan: Team; price per month: 16.50 GBP")
    assert missing_values(values("That is £198 over a year."), monthly) == []
    assert missing_values(values("That is £200 over a year."), monthly) == ["200 gbp"]


def test_spoken_times_durations_between_times_and_dates_moved_by_the_claims_days():
    support = values(
        "ready at: 16:30; lab: 14:00-17:00; visit: 2026-08-14; follow up days: 10; "
        "holiday: 2026-03-09 to 2026-03-11"
    )
    assert (
        missing_values(values("It will be ready at half past four that afternoon."), support) == []
    )
    assert missing_values(values("It will be ready at half past four."), support) == []
    assert missing_values(values("It will be ready at half past five."), support) == ["05:30"]
    assert missing_values(values("The lab takes three hours."), support) == []
    assert missing_values(values("The lab takes four hours."), support) == ["4 hour"]
    assert missing_values(values("A follow-up in 10 days would be around 25 August."), support) == [
        "the date 08-25"
    ]
    assert (
        missing_values(values("They are away from Monday 9 to Wednesday 11 March."), support) == []
    )
    assert missing_values(values("They are away from Tuesday 10 March."), support) == [
        "the date 03-10"
    ]
    assert missing_values(values("That was in 2026."), support) == []
    # "seven and a half days" is one figure, 7.5 days (not a 7 with a half left over)
    assert values("You have seven and a half days left.").quantities == {(7.5, "day")}
    assert missing_values(values("You have seven and a half days left."), support) == ["7.5 day"]


def test_m_after_a_bare_number_is_metres_not_millions():
    assert missing_values(values("It stands at roughly 5,895 m."), values("height: 5,895 m")) == []
    assert missing_values(values("It made $5m."), values("revenue usd: 5000000")) == []


def test_a_ranges_half_of_the_day_and_the_end_of_a_day_are_read_as_written():
    support = values("start: 14:00; end: 15:00; hours daily: 07:00-24:00")
    assert missing_values(values("2:00-3:00 pm: the tutorial."), support) == []
    assert missing_values(values("3:00-4:00 pm: the tutorial."), support) == ["16:00"]
    assert missing_values(values("The desk is open until midnight."), support) == []
    assert missing_values(values("The desk is open until 11 pm."), support) == ["23:00"]


def test_hours_between_two_given_date_times_and_percent_fields_are_supported():
    support = values("now: 2026-03-09T14:00:00+00:00; until: 2026-03-10T09:00:00+00:00")
    assert missing_values(values("That is 19 hours from now."), support) == []
    assert missing_values(values("That is 20 hours from now."), support) == ["20 hour"]
    exam = values("duration min: 180; extra time pct: 25")
    assert (
        missing_values(values("It's 3 hours, or 3 hours 45 minutes with extra time."), exam) == []
    )
    assert missing_values(values("It's 3 hours, or 3 hours 50 minutes."), exam) == ["230 minute"]


def test_a_resolution_name_and_an_answers_own_points_are_not_figures():
    support = values("device max resolution: 2160p; plan max resolution: 1080p; sensors count: 4")
    assert (
        missing_values(values("Your TV can do 4K (2160p), but your plan caps it."), support) == []
    )
    assert missing_values(values("Two things to know:"), support) == []
    assert missing_values(values("You've added two extras:"), support) == []
    assert missing_values(values("Two sensors are open."), support) == ["2"]
    assert missing_values(values("It has 10K users."), values("users: 9000")) == ["10000 user"]


def test_answers_from_tool_results_go_to_the_tool_results_cross_encoder(monkeypatch):
    from bot.critic.entail import TOOL_META, get_entail_model

    critic = SupportCritic(skip_below=0.0)
    assert (
        critic.entail_tool is get_entail_model("tool") and critic.entail_tool is not critic.entail
    )
    assert "--written" in json.loads(TOOL_META.read_text())["command"]
    asked: list[str] = []
    for name, model in (("prose", critic.entail), ("tool", critic.entail_tool)):
        real = model.unsupported
        monkeypatch.setattr(
            model, "unsupported", lambda pairs, n=name, r=real: (asked.append(n), r(pairs))[1]
        )
    record = Source(kind="tool", text='{"order": "A-17", "status": "shipped", "carrier": "DPD"}')
    critic.check("Where is my order?", [record], "Your order went out by royal courier.")
    critic.check("How do I reset my password?", SOURCES, "A hotline unlocks accounts by voice.")
    assert asked == ["tool", "prose"]


def test_a_figure_an_earlier_sentence_worked_out_may_be_restated():
    from bot.critic.support import answer_claims

    evidence = Evidence(
        ["Adult books cost £0.25 a day when late.", "You cannot borrow while you owe £10."],
        "My 3 books are ten days late.",
    )
    claims = [
        "Ten days late is £2.50 a book.",  # 0.25 x 10
        "For three books that is £7.50.",  # 2.50 (worked out above) x 3
        "£7.50 is below the £10 limit.",
        "You will owe £9.50 next week.",
    ]
    assert [c.missing for c in answer_claims(evidence, claims)] == [[], [], [], ["9.5 gbp"]]
    alone = [evidence.claim(c).missing for c in claims[1:3]]
    assert alone == [["7.5 gbp"], ["7.5 gbp"]]
    # a figure from a sentence that did not hold is not given for the later ones
    wrong = ["You owe £8.10 so far.", "£8.10 is below the limit."]
    assert [c.missing for c in answer_claims(evidence, wrong)] == [["8.1 gbp"], ["8.1 gbp"]]


def test_figures_answers_work_out_from_records_are_read_as_worked_out():
    exam = values("duration min: 180; extra time pct: 25")
    assert missing_values(values("With extra time it is 3 hours 45 minutes."), exam) == []
    assert missing_values(values("With extra time it is 3 hours 50 minutes."), exam) == [
        "230 minute"
    ]
    data = values("data used mb: 18432; allowance mb: 30720")
    assert missing_values(values("You've used 18 GB of your 30 GB."), data) == []
    assert missing_values(values("You've used 19 GB of your 30 GB."), data) == ["19 gb"]
    # a share of two figures the claim itself states
    usage = values("used gb: 22.5; allowance gb: 30")
    assert missing_values(values("22.5 GB of 30 GB used, 70%."), usage) == ["70 percent"]
    # rounded as written: money to the pound when it has no pence; a bare figure exactly
    tax = values("net charge gbp: 1381.5; instalments: 10")
    assert missing_values(values("About £115 a month, or £26.57 a week."), tax) == []
    assert missing_values(values("About £117 a month."), tax) == ["117 gbp"]
    assert missing_values(values("It is 35 degrees."), values("low: 11.6; high: 23.5")) == ["35"]


def test_totals_over_runs_of_records_are_given():
    from bot.critic.structured import run_totals

    units = source_units(
        "tool",
        '{"intervals": [{"start": "07:00", "kwh": 0.88}, {"start": "07:30", "kwh": 1.12},'
        ' {"start": "08:00", "kwh": 0.64}, {"start": "08:30", "kwh": 0.19}]}',
    )
    assert {2.64, 1.76, 2.0} <= run_totals(units)
    evidence = Evidence(units, "")
    assert evidence.claim("Between 7 and 8:30 am you used 2.64 kWh.").missing == []
    assert evidence.claim("Between 7 and 8:30 am you used 2.46 kWh.").missing == ["2.46"]


def test_fields_above_a_table_totals_of_listed_items_counted_things_and_given_shares():
    from bot.critic.support import answer_claims

    # "key: value | key: value" above a table's header is a record, not the header
    history = source_units(
        "document",
        "service: Object Storage | region: ap-southeast-2 | uptime: 99.985%\n"
        "date        | start_utc | impact\n"
        "2026-01-14  | 03:10     | degraded\n"
        "2026-02-21  | 22:45     | partial_outage\n"
        "2026-03-06  | 11:00     | degraded",
    )
    assert history[:2] == [
        "service: Object Storage; region: ap-southeast-2; uptime: 99.985%",
        "date: 2026-01-14; start_utc: 03:10; impact: degraded",
    ]
    evidence = Evidence(history, "")
    assert evidence.claim("There were three events, two of them degraded.").missing == []
    assert evidence.claim("There were four events.").missing == ["4"]
    # things counted: "two users" of five records, two of them admins
    users = source_units(
        "tool",
        json.dumps(
            {"users": [{"email": f"u{i}@x.example", "role": r} for i, r in enumerate("oaadv")]}
        ),
    )
    assert Evidence(users, "").claim("Two users have the admin role.").missing == []
    assert Evidence(users, "").claim("Three users have the admin role.").missing == ["3 user"]
    # rows of one list, some with a field the others lack, are added up as one list; amounts
    # of a measure add up like money
    scorers = [{"player": "L", "apps": 17, "goals": 13}, {"player": "C", "apps": 15, "goals": 9}]
    pallets = [{"id": f"P{i}", "weight_kg": kg} for i, kg in enumerate((840, 1020, 655))]
    lists = {"scorers": [*scorers, {"player": "O", "apps": "-", "goals": 7}]}
    lists["pallets"] = [*pallets, {"id": "P4", "size": "half"}]
    evidence = Evidence(source_units("tool", json.dumps(lists)), "")
    assert evidence.claim("The team has 29 goals in total.").missing == []
    assert evidence.claim("The team has 28 goals in total.").missing == ["28"]
    assert evidence.claim("They weigh 2,515 kg in total.").missing == []
    assert evidence.claim("They weigh 2,525 kg in total.").missing == ["2525 kg"]
    # a total of the items the answer listed, one line each
    meters = Evidence(source_units("tool", '{"compute": 22.5, "storage": 32, "egress": 77}'), "")
    listed = ["Compute: £22.50.", "Storage: £32.00.", "Egress: £77.00."]
    assert [c.missing for c in answer_claims(meters, [*listed, "In all, £131.50."])][-1] == []
    assert [c.missing for c in answer_claims(meters, [*listed, "In all, £133.50."])][-1] == [
        "133.5 gbp"
    ]
    # a total of three or more of the claim's own figures; a rate over a duration it states;
    # a percentage relating the figures of the sentence before
    bays = values("bay a: 147.20; bay b: 185.60; cold: 90.00; slot minutes: 90; fee: 85")
    said = "It costs £422.80 a week: £147.20 for A, £185.60 for B and £90.00 for Cold 1."
    assert missing_values(values(said), bays) == []
    assert missing_values(values(said.replace("422.80", "432.80")), bays) == ["432.8 gbp"]
    assert missing_values(values("£85 for a 90-minute slot, about £56.67 an hour."), bays) == []
    assert missing_values(values("£85 for a 90-minute slot, about £58.67 an hour."), bays) == [
        "58.67 gbp"
    ]
    plans = Evidence(source_units("tool", '{"off_peak": 24, "full": 35}'), "")
    first = "Off-peak is £24 a month against your £35."
    assert [c.missing for c in answer_claims(plans, [first, "That's about 37% less."])][-1] == [
        "37 percent"
    ]
    # amounts in one unit: the claim's own figure and a given one; a list's mean, rounded
    data = values("allowance gb: 40; used mb: 12390")
    left = "You've used about 12.1 GB of your 40 GB, leaving roughly 27.9 GB."
    assert missing_values(values(left), data) == []
    assert missing_values(values(left.replace("27.9", "28.9")), data) == ["28.9 gb"]
    months = [
        {"month": m, "download_gb": g} for m, g in (("12", 612.4), ("01", 588), ("02", 702.9))
    ]
    usage = Evidence(source_units("tool", json.dumps({"months": months})), "")
    assert usage.claim("That's around 634 GB a month on average.").missing == []
    assert usage.claim("That's around 654 GB a month on average.").missing == ["654 gb"]
    # a basket's lines as quantity times price; a total of all orders but one
    shop = {
        "lines": [
            {"name": "a", "unit_price": 2.49, "qty": 2},
            {"name": "b", "unit_price": 0.89, "qty": 1},
            {"name": "c", "unit_price": 4.75, "qty": 1},
        ],
        "orders": [{"id": i, "total": t} for i, t in enumerate((18.47, 9.90, 24.30, 31.15))],
    }
    basket = Evidence(source_units("tool", json.dumps(shop)), "")
    assert basket.claim("That's £10.62 of items.").missing == []
    assert basket.claim("That's £11.62 of items.").missing == ["11.62 gbp"]
    assert basket.claim("Leaving out the refunded order, you spent £59.52.").missing == []
    assert basket.claim("Leaving out the refunded order, you spent £58.52.").missing == [
        "58.52 gbp"
    ]
    # a percentage one of the claim's figures is of a given one
    speed = values("download mbps: 210; plan: Fibre 500")
    assert missing_values(values("That's about 52% of the 500 Mbps advertised."), speed) == [
        "52 percent"
    ]


def test_times_said_loosely_ranges_with_and_and_offsets_between_date_times():
    show = values("doors: 18:30; curfew: 23:00")
    assert missing_values(values("Arrive any time from 6:30."), show) == []
    assert missing_values(values("Arrive any time from 7:30."), show) == ["07:30"]
    assert missing_values(values("Arrive at 06:30."), show) == ["06:30"]
    window = values("window start: 12:00; end: 17:00")
    assert missing_values(values("It's due between 12 and 5 pm."), window) == []
    flight = values("departed: 2026-03-03T22:40:00-04:00; arrived: 2026-03-04T09:55:00Z")
    assert missing_values(values("It took 7 hours 15 minutes."), flight) == []
    assert missing_values(values("It took 4 hours 15 minutes."), flight) == ["255 minute"]
    stay = values(
        "check in: 2026-07-03; check out: 2026-07-05; pickup: 2026-04-25; notice hours: 48"
    )
    assert missing_values(values("That is 2 nights."), stay) == []
    assert missing_values(values("That is 3 nights."), stay) == ["3 day"]
    assert (
        missing_values(
            values("The status was 'address not found'."), values("status: address_not_found")
        )
        == []
    )


def test_a_negation_that_opens_the_sentence_or_a_clause_of_its_own_is_read():
    units = source_units(
        "tool", '{"signature_required": false, "emergency_credit": {"available": true}}'
    )
    evidence = Evidence(units, "")
    assert evidence.claim("No signature is needed for this parcel.").conflicts == []
    assert evidence.claim("A signature is needed for this parcel.").conflicts == [
        "signature required: no"
    ]
    said = "£15 of emergency credit is available and you haven't used it yet."
    assert evidence.claim(said).conflicts == []
    assert evidence.claim("Emergency credit isn't available.").conflicts != []


def test_the_cross_encoder_also_scores_doubtful_sentences_it_cannot_make_high(monkeypatch):
    """Its scores rank answers, not only flag them: it runs from SKIP_BELOW up, below the
    lexical score at which it could make a sentence HIGH."""
    from bot.critic.support import SKIP_BELOW

    critic = SupportCritic()
    calls: list[int] = []
    real = critic.entail.unsupported
    monkeypatch.setattr(critic.entail, "unsupported", lambda p: (calls.append(len(p)), real(p))[1])
    claim = "A hotline unlocks accounts by voice."
    assert 2 * critic.cuts(0.0)[0] - 1 > 0.5 > SKIP_BELOW  # 0.5 could not be HIGH
    for lexical, runs in ((0.5, 1), (SKIP_BELOW - 0.05, 0)):
        calls.clear()
        monkeypatch.setattr(critic.model, "predict_proba", lambda X, v=lexical: np.full(len(X), v))
        score = critic.score_claims("q", [SOURCES[0].text], [claim])[0][1]
        assert len(calls) == runs
        assert (score != lexical) == bool(runs)


def test_zoned_times_loose_hours_weekdays_of_a_week_and_shares_within_a_record():
    slot = source_units(
        "tool",
        '{"recipient_tz": "Europe/Madrid", "slot_utc": {"start": "2026-04-22T07:00:00Z",'
        ' "end": "2026-04-22T09:00:00Z"}}',
    )
    evidence = Evidence(slot, "What time is my parcel coming?")
    assert evidence.claim("It's due between 9 and 11 am Madrid time.").missing == []
    assert evidence.claim("It's due between 10 and 11 am Madrid time.").missing == ["10:00"]
    assert Evidence(source_units("tool", '{"slot_utc": "2026-04-22T07:00:00Z"}'), "").claim(
        "It's due at 9 am your time."
    ).missing == ["09:00"]  # no zone named: UTC only
    # the user's own hour, said bare in the question
    window = source_units("tool", '{"window": {"start": "13:00", "end": "15:00"}}')
    assert Evidence(window, "I'm out until about 2.").claim("Back around 2 pm?").missing == []
    assert Evidence(window, "I'm out for 2 days.").claim("Back around 2 pm?").missing == ["14:00"]
    # a timetable for a week: its rows' weekdays are dates of that week
    week = source_units(
        "document", "CLASS TIMETABLE week of 2026-03-23\nWed 19:30-20:30 Yoga Flow\n"
    )
    evidence = Evidence(week, "")
    assert evidence.claim("Wednesday 26 March, 7:30 pm: Yoga Flow.").missing != []
    assert evidence.claim("Thursday 26 March, 7:30 pm: Yoga Flow.").missing != []
    # percentages of one figure of a record by another in the same unit, and what is left
    lines = Evidence(source_units("tool", '{"name": "Theo", "used_gb": 1.2, "allowance_gb": 5}'))
    assert lines.claim("Theo has used only 26%.").missing == ["26 percent"]
    # a difference worked out in the record's unit, said in another; a claim's own restatement
    data = values("data used mb: 18432; allowance mb: 30720")
    assert missing_values(values("You've got 13 GB left."), data) == ["13 gb"]
    ria = values("used gb: 9.6; allowance gb: 10")
    assert missing_values(values("She has 0.4 GB, about 400 MB, left."), ria) == []
    assert missing_values(values("She has 0.4 GB, about 500 MB, left."), ria) == ["500 mb"]
    rates = values("water rate gbp: 1.1204")
    assert missing_values(values("The rate is £1.1204 per £1 of rateable value."), rates) == []
    assert missing_values(values("The rate is £1.1204, plus £1 a year."), rates) == ["1 gbp"]


def test_a_flag_said_to_cost_extra_is_read_as_not_included():
    units = source_units("tool", '{"breakfast_included": false, "extra_bed": true}')
    evidence = Evidence(units, "")
    assert evidence.claim("Breakfast is extra at £14.50 per person.").conflicts == []
    assert evidence.claim("Breakfast is included.").conflicts == ["breakfast included: no"]
    assert evidence.claim("The room has an extra bed.").conflicts == []


def test_pence_day_lists_ordinals_year_spans_and_dates_moved_by_months_or_years():
    rates = values("rate: 0.45; passenger supplement per mile: 0.05")
    assert missing_values(values("It is 45p a mile, plus 5p for a passenger."), rates) == []
    assert missing_values(values("It is 38p a mile."), rates) == ["0.38 gbp"]
    course = values("sessions: 2026-05-12; 2026-05-13; 2026-05-14")
    assert missing_values(values("It runs on 12, 13 and 14 May."), course) == []
    assert missing_values(values("It runs on 12, 13 and 15 May."), course) == ["the date 05-15"]
    assert missing_values(values("Hold off until the 14th."), course) == []
    assert missing_values(values("Hold off until the 16th."), course) != []
    p60 = values("P60 tax year to 5 April 2025; tax year: 2024/25")
    assert missing_values(values("Your 2024-25 P60."), p60) == []
    assert missing_values(values("Your 2023-24 P60."), p60) != []
    assert (2001.0, None) not in values("period: 2026-01").quantities  # a month, not a span
    start = values("start date: 2021-06-14; after years: 5")
    assert missing_values(values("You reach 5 years on 14 June 2027."), start) == [
        "the date 2027-06-14"
    ]
    slot = values("slot date: 2026-03-14; note: orders by 20:00 the day before the slot")
    assert missing_values(values("Order by 8 pm on Thursday 12 March."), slot) != []


def test_hedged_spans_record_counts_and_sums_with_a_figure_the_claim_states():
    training = Evidence(source_units("tool", '{"as_of": "2026-03-11", "expires": "2026-03-28"}'))
    assert training.claim("It expires in just over two weeks.").missing == []
    assert training.claim("It expires in just over three weeks.").missing == ["3 week"]
    assert training.claim("It expires in 2 weeks.").missing == ["2 week"]  # 17 days, unhedged
    refills = Evidence(
        source_units(
            "document",
            "date        medication        qty  collected\n2026-01-08  Levo 75 mcg   56  yes\n"
            "2026-03-04  Levo 75 mcg   56  yes\n2026-04-29  Levo 75 mcg   56  no",
        )
    )
    assert (
        refills.units_text[0]
        == "date: 2026-01-08; medication: Levo 75 mcg; qty: 56; collected: yes"
    )
    assert refills.claim("You've had three refills, two of them collected.").missing == []
    assert refills.claim("You've had seven refills.").missing == ["7"]
    assert refills.claim("The 29 April refill was collected.").conflicts == ["collected: no"]
    miles = Evidence(source_units("tool", '{"miles_claimed_ytd": 3810}'), "I drove 212 miles.")
    assert miles.claim("With these 212 you'll be at 4,022 miles.").missing == []
    assert miles.claim("With these 212 you'll be at 4,122 miles.").missing == ["4122"]
    # a bare figure over 12 is a sum or difference of figures of one record, not of any two
    two = Evidence(source_units("tool", '[{"a": 15, "b": 3}, {"c": 40, "d": 7}]'))
    assert two.claim("That leaves 12.").missing == []
    assert two.claim("That makes 55.").missing == ["55"]


def test_flags_read_steps_still_to_come_rules_and_other_fields_of_the_same_name():
    units = source_units(
        "tool",
        '{"submitted": false, "single_use": true, "used": false, "triggered": false,'
        ' "nominee": null, "nominee_allowed": true, "signature_required": true,'
        ' "safe_place_allowed": false}',
    )
    evidence = Evidence(units, "")
    assert evidence.claim("Your timesheet still needs submitting by noon.").conflicts == []
    assert evidence.claim("Your timesheet has been submitted.").conflicts == ["submitted: no"]
    assert evidence.claim("It can only be used once (you haven't used it yet).").conflicts == []
    assert evidence.claim("You have already used it.").conflicts == ["used: no"]
    assert evidence.claim("A review is triggered at 4 episodes.").conflicts == []
    assert evidence.claim("A review has been triggered.").conflicts == ["triggered: no"]
    assert evidence.claim("No nominee has been added yet.").conflicts == []
    assert evidence.claim("Nominees aren't allowed on this order.").conflicts == [
        "nominee allowed: yes"
    ]
    said = "It needs a signature and can't be left in a safe place."
    assert evidence.claim(said).conflicts == []
    assert evidence.claim("It can be left in a safe place.").conflicts != []


def test_a_status_field_settles_the_steps_a_claim_may_state():
    units = source_units(
        "tool",
        '{"pieces": [{"box": 1, "status": "delivered"}, {"box": 2, "status": "in_transit"}],'
        ' "invoice": {"ref": "INV-7", "status": "awaiting_approval"}}',
    )
    evidence = Evidence(units, "")
    assert evidence.claim("Box 2 has arrived.").conflicts == ["arrived: no"]
    assert evidence.claim("Box 1 was delivered.").conflicts == []
    assert evidence.claim("Box 2 hasn't been delivered yet.").conflicts == []
    assert evidence.claim("Once box 2 is delivered you'll get a text.").conflicts == []
    assert evidence.claim("Box 2 is out for delivery today.").conflicts == []  # a noun
    assert evidence.claim("Invoice INV-7 has been approved.").conflicts == ["approved: no"]
    assert evidence.claim("Invoice INV-7 is still waiting to be approved.").conflicts == []
    # of two invoices, the one the claim names by its other words decides
    invoices = Evidence(
        source_units(
            "tool",
            '[{"invoice_number": "BVP-027", "for": "lameness work-up", "status": "paid"},'
            ' {"invoice_number": "BVP-011", "for": "colic visit", "status": "outstanding"}]',
        ),
        "",
    )
    said = "Yes, Etienne Laforge has paid for Cerise's colic visit."
    assert invoices.claim(said).conflicts == ["paid: no"]
    assert invoices.claim("He paid for the lameness work-up.").conflicts == []
    assert invoices.claim("The colic visit hasn't been paid yet.").conflicts == []


def test_a_field_that_says_whether_a_thing_is_allowed_is_a_flag():
    hut = Evidence(
        source_units(
            "tool",
            '{"pitch": "Heron Hut", "sleeps": 2, "dogs": "not allowed", "campfires": "permitted"}',
        ),
        "",
    )
    assert hut.claim("Yes, you can bring your dog to Heron Hut.").conflicts == ["dogs: no"]
    assert hut.claim("Dogs aren't allowed in Heron Hut.").conflicts == []
    assert hut.claim("Campfires are not permitted at Heron Hut.").conflicts == ["campfires: yes"]
    assert hut.claim("Heron Hut sleeps 2.").conflicts == []


def test_four_digit_times_in_field_names_and_nouns_that_do_not_name_a_flag():
    railcard = Evidence(source_units("tool", '{"valid_weekdays_before_0930": false}'))
    assert railcard.claim("It isn't valid on weekdays before 9:30 am.").missing == []
    assert railcard.claim("It isn't valid on weekdays before 10:30 am.").missing == ["10:30"]
    assert not values("Output shrank from 1929 to 1932.").times
    ticket = Evidence(source_units("tool", '{"ref": "7KQ2M9XW", "collected": false}'))
    assert ticket.claim("Your collection reference is 7KQ2M9XW.").conflicts == []
    assert ticket.claim("You collected the tickets yesterday.").conflicts == ["collected: no"]


def test_names_with_no_conditions_closed_services_rates_and_rounded_differences():
    policy = Evidence(
        source_units(
            "tool",
            '{"ncd_years": 6, "protected": true, "mot_valid": false, "gym_available": false,'
            ' "deposit_paid": false, "rent_due_day": 1, "today": "2026-03-18"}',
        )
    )
    assert policy.claim("Your 6 years' no-claims bonus is protected.").conflicts == []
    assert policy.claim("Your no-claims bonus isn't protected.").conflicts == ["protected: yes"]
    assert policy.claim("Once it has a valid MOT, the tax block clears.").conflicts == []
    assert policy.claim("It has a valid MOT.").conflicts == ["mot valid: no"]
    assert policy.claim("The gym is closed for refurbishment.").conflicts == []
    assert policy.claim("The gym is open as usual.").conflicts == ["gym available: no"]
    assert policy.claim("The deposit is due to be paid by 22 March.").conflicts == []
    assert policy.claim("Rent is due on the 1st.").missing == []
    assert policy.claim("Rent is due on the 3rd.").missing != []
    assert policy.claim("It costs £25 a month from 18 April.").missing != []
    assert values("A four-wheel alignment.").quantities == set()
    mot = Evidence(source_units("tool", '[{"miles": 48210}, {"miles": 41905}]'))
    said = "Your passes were at 48,210 and 41,905 miles, about {} miles apart."
    assert mot.claim(said.format("6,300")).missing == []
    assert mot.claim(said.format("6,500")).missing == ["6500"]


def test_rates_in_pence_due_days_and_dates_moved_from_a_date_the_claim_worked_out():
    tariffs = values("tariff: EV Night; unit rate p: 54.10")
    assert missing_values(values("EV Night is 54.10p a unit."), tariffs) == []
    assert missing_values(values("EV Night is 58.10p a unit."), tariffs) == ["0.581 gbp"]
    rent = values("rent gbp: 895; rent due day: 1; tenancy start: 2025-04-01")
    assert missing_values(values("You pay April's rent on 1 April."), rent) == []
    assert missing_values(values("You pay April's rent on 3 April."), rent) != []
    supply = values("issued: 2026-03-30; supply days: 28; reorder window days: 7")
    said = "Issued on 30 March as a 28-day supply, it runs out around 27 April, so you can request it from about {} April (7 days before)."
    # a date moved by a number of days is not worked out (measured: that leniency did not pay)
    assert "the date 04-18" in missing_values(values(said.format(18)), supply)


def test_rates_per_period_counts_times_sums_and_the_round_amount_a_rate_is_counted_in():
    water = values("flow_litres_per_hour: 18; tariff: Flex Standard; standing_p_day: 53.35")
    assert (
        missing_values(values("18 litres an hour adds up to 432 litres over a full day."), water)
        == []
    )
    assert missing_values(
        values("18 litres an hour adds up to 452 litres over a full day."), water
    ) == ["452 litre"]
    standing = "The standing charge is 53.35p a day, about £{} a year."
    assert missing_values(values(standing.format("194.73")), water) == []
    assert missing_values(values(standing.format("204.73")), water) == ["204.73 gbp"]
    # the period's own length is no rate, and a duration is not a figure over a period
    hours = values("opening: 07:00-21:00; days: 6")
    assert missing_values(values("The laundry is open 24 hours a day."), hours) == ["24 hour"]
    assert missing_values(values("We deliver seven days a week."), hours) == ["7 day"]
    card = values("monthly rate pct: 1.5; apr pct: 19.6")  # rates compound
    assert missing_values(values("It's 1.5% a month, so 18% a year."), card) == ["18 percent"]
    tyres = values(
        "tyre price gbp: 78.50; disposal per tyre gbp: 2.50. (question) What would two tyres cost?"
    )
    said = "Two tyres cost £{} all in (£78.50 each plus £2.50 disposal per tyre)."
    assert missing_values(values(said.format(162)), tyres) == []
    assert missing_values(values(said.format(165)), tyres) == ["165 gbp"]
    data = values("extra data p per mb: 0.45; allowance gb: 25")
    assert (
        missing_values(values("Extra data is 0.45p per MB, £4.50 for every 1,000 MB."), data) == []
    )
    assert (
        missing_values(values("Extra data is 0.45p per MB, £4.50 for every 1,200 MB."), data) != []
    )


def test_written_arithmetic_working_days_masses_volumes_and_rates_per_day_keys():
    # arithmetic the claim writes out: the result is worked out, a wrong one is not
    dims = values("pallet cm: 120 x 80 x 150; divisor: 5000; actual kg: 410")
    said = "P1: 120 × 80 × 150 cm = 1,440,000 cm³ ÷ 5,000 = {} kg volumetric."
    assert "298 kg" in missing_values(values(said.format(298)), dims)
    hourly = values("api-1 eur per hour: 0.085; api-2 eur per hour: 0.085; gpu eur per hour: 1.21")
    assert missing_values(values("That's €1.48 an hour (€0.085 + €0.085 + €1.21)."), hourly) != []
    # a ratio of two of the claim's own figures
    goals = values("player: Ogunbiyi; goals: 9; appearances: 15")
    assert missing_values(values("Ogunbiyi: 9 in 15 (0.6 per game)"), goals) == []
    assert missing_values(values("Ogunbiyi: 9 in 15 (0.7 per game)"), goals) == ["0.7"]
    # working days skip the weekend
    transit = values("collected: 2026-03-16T15:10:00+00:00; transit working days: 3")
    assert (
        missing_values(
            values("Economy takes 3 working days, so it arrives on Saturday 21 March."), transit
        )
        != []
    )
    # masses and volumes in their other unit; months counted to the last day
    assert (
        missing_values(
            values("The pallets weigh 1,840 kg (about 1.84 tonnes)."), values("total kg: 1840")
        )
        == []
    )
    assert missing_values(values("You used 58 m³ (58,000 litres)."), values("used m3: 58")) == []
    freeze = values("freeze start: 2026-04-01; freeze end: 2026-06-30")
    assert missing_values(values("The freeze lasts three months."), freeze) == []
    assert missing_values(values("The freeze lasts four months."), freeze) == ["4 month"]
    # "requests per day: 500000" is a rate, not 500,000 days
    limits = values("limits requests per day: 500000; late fee rate pct per month: 1.5")
    assert missing_values(values("You're at 318,760 of 500,000 requests today."), limits) == [
        "318760"
    ]  # the 500,000 requests are the daily limit
    assert missing_values(values("The late fee is 1.5% per month."), limits) == []


def test_chained_sums_rates_per_hundred_own_counts_bytes_and_sentences_about_several_records():
    from bot.critic.support import answer_claims

    # a percentage the claim states takes money off a figure the answer gave before; then a
    # fee the claim states is added to that
    basket = Evidence(source_units("tool", '{"subtotal": 10.62, "pct_off": 10, "fee": 3.49}'), "")
    said = ["That's £10.62 of items.", "SPRING10 takes 10% off, bringing it to £9.56."]
    assert [c.missing for c in answer_claims(basket, said)][-1] == []
    wrong = [said[0], "SPRING10 takes 10% off, bringing it to £9.66."]
    assert [c.missing for c in answer_claims(basket, wrong)][-1] == ["9.66 gbp"]
    total = "There's a £3.49 delivery charge, so your total is £13.05."
    assert [c.missing for c in answer_claims(basket, [*said, total])][-1] == []
    assert [c.missing for c in answer_claims(basket, [*said, total.replace("13.05", "13.15")])][
        -1
    ] == ["13.15 gbp"]
    # a rate counted per a round amount the claim names; a share the claim states does not
    # hold a figure of its own ("75%" of 30 GB is not 22.5 GB used when 18 GB was)
    points = values("points: 1840; value per 100 points amount: 0.5; currency: GBP")
    rate = "You have 1,840 points, and every 100 points is worth £0.50, so that's £9.20."
    assert missing_values(values(rate), points) == []
    assert missing_values(values(rate.replace("9.20", "9.40")), points) == ["9.4 gbp"]
    # figures the claim takes away from others it states
    data = values("allowance gb: 25; rollover gb: 6.5; used gb: 9")
    left = "You have 22.5 GB left: your 25 GB plus 6.5 GB of rollover, minus the 9 GB used."
    assert missing_values(values(left), data) == []
    assert missing_values(values(left.replace("22.5", "23.5")), data) == ["23.5 gb"]
    assert missing_values(values(left.replace("minus", "and")), data) == ["22.5 gb"]
    # "the two prices", "two other things", "12 noon": not figures to check
    prices = values("our price: 149.99; their price: 129.00; status: open")
    for claim in ("The gap between the two prices is £20.99.", "Two other things: it's open."):
        assert missing_values(values(claim), prices) == []
    assert missing_values(values("There are two other offers."), prices) == ["2"]
    cutoff = values("service: economy; cutoff: 12:00; price: 38")
    assert missing_values(values("Economy (cut-off 12 noon, £38)."), cutoff) == []
    assert missing_values(values("Economy (cut-off 1 pm, £38)."), cutoff) == ["13:00"]
    # a size in bytes read in GB
    export = values("format: json.gz; size bytes: 7834000000")
    assert missing_values(values("It's a json.gz file of about 7.8 GB."), export) == []
    assert missing_values(values("It's a json.gz file of about 8.8 GB."), export) == ["8.8 gb"]
    # a yes/no field of the record a hyphenated name names ("fl-raw-uploads": raw uploads)
    buckets = source_units(
        "tool",
        json.dumps(
            {
                "buckets": [
                    {"name": "fl-raw-uploads", "class": "standard", "versioning": True},
                    {"name": "fl-backups", "class": "archive", "versioning": False},
                ]
            }
        ),
    )
    evidence = Evidence(buckets, "")
    assert evidence.claim("Raw uploads have versioning on, then archive.").conflicts == []
    assert evidence.claim("Backups have versioning on, then archive.").conflicts == [
        "versioning: no"
    ]
    # each part of a sentence names its own record; months of a period's dates name no row
    alerts = {
        "alerts": [
            {"threshold_pct": p, "triggered_at": t}
            for p, t in ((50, "2026-02-03T07:00:00Z"), (75, "2026-03-02T07:00:00Z"), (90, "none"))
        ]
    }
    evidence = Evidence(source_units("tool", json.dumps(alerts)), "")
    fired = "The 50% and 75% alerts fired on 3 February and 2 March; the 90% alert has not."
    assert evidence.claim(fired).conflicts == []
    dispensed = {
        "period": {"from": "2025-03-01", "to": "2026-02-28"},
        "dispensings": [
            {"date": d, "items": n}
            for d, n in (("2025-03-14", 2), ("2025-07-02", 3), ("2025-09-11", 2), ("2026-01-30", 3))
        ],
    }
    evidence = Evidence(source_units("tool", json.dumps(dispensed)), "")
    year = "From 1 March 2025 to 28 February 2026 you had between 2 and 3 items each time."
    assert evidence.claim(year).conflicts == []


def test_paces_working_weeks_and_steps_asked_for_rather_than_stated():
    from bot.critic.support import answer_claims

    # a duration worked out at a pace the answer gave
    usage = Evidence(source_units("tool", '{"used_gb": 9.4, "days": 5, "left_gb": 11.4}'), "")
    pace = "That's 9.4 GB in five days, or roughly 1.9 GB a day."
    last = "At that rate, your remaining 11.4 GB would last about six days."
    assert [c.missing for c in answer_claims(usage, [pace, last.replace("six", "nine")])][-1] == [
        "9 day"
    ]
    # without a pace, a duration is not worked out that way
    assert [c.missing for c in answer_claims(usage, [pace, "It lasts about six days."])][-1] == [
        "6 day"
    ]
    bucket = values("headroom gb: 350; added gb: 310; window days: 30")
    fills = "It has 350 GB free and added 310 GB over 30 days, so at that pace it fills in roughly 34 days."
    assert missing_values(values(fills.replace("34", "44")), bucket) == ["44 day"]
    # working days in weeks
    turnaround = values("received: 2026-04-20; turnaround working days: 10")
    ready = "The turnaround is 10 working days, so roughly two weeks."
    assert missing_values(values(ready), turnaround) == []
    assert missing_values(values(ready.replace("two", "three")), turnaround) == ["3 week"]
    # a step asked for or possible ("pause it", "pausing is allowed") states no "paused: yes"
    plan = Evidence(["plan: auto_refill; status: active; paused: no; pause allowed: yes"], "")
    for claim in ("Pausing is allowed on your plan.", "You can pause it for two cycles."):
        assert plan.claim(claim).conflicts == []
    assert plan.claim("Your plan is paused at the moment.").conflicts == ["paused: no"]


def test_web_addresses_without_a_scheme_are_checked_like_links():
    sources = values("permits: see https://www.harrowfield.gov.uk/permits; fee: 40")
    assert missing_values(values("Apply at harrowfield.gov.uk/permits."), sources) == []
    for claim, address in (
        ("Pay it at harrowfield.gov.uk/pcn.", "harrowfield.gov.uk/pcn"),
        ("Rebook at deskbook.ashby.co.uk today.", "deskbook.ashby.co.uk"),
        ("Track it at status.lumora.example/BS3.", "status.lumora.example/bs3"),
    ):
        assert missing_values(values(claim), sources) == [f'"{address}"']
    # abbreviations and figures are not addresses
    assert missing_values(values("Bring ID, e.g. a passport; i.e. photo ID."), sources) == []


def test_halves_of_durations_moments_from_date_and_time_fields_and_steps_awaited():
    # "three and a half hours" is a figure to check, rounded to the half when hedged
    outage = values("started: 2026-03-04T13:42:00Z; resolved: 2026-03-04T16:18:00Z")
    assert missing_values(values("It lasted about two and a half hours."), outage) == []
    assert missing_values(values("It lasted about three and a half hours."), outage) == ["3.5 hour"]
    # a "now" with an offset and a booking's date and time fields: 51.5 hours as they read
    lunch = Evidence(
        [
            "ref: SAL-1; now: 2026-05-14T09:30:00+01:00",
            "booking date: 2026-05-16; time: 13:00; covers: 4",
        ],
        "",
    )
    assert lunch.claim("You're about 51 and a half hours out.").missing == []
    assert lunch.claim("You're about 55 and a half hours out.").missing == ["55.5 hour"]
    # "still awaiting confirmation" of a confirmed booking
    booking = Evidence(["room: G14; date: 2026-03-05; status: confirmed"], "")
    assert booking.claim("Your booking for G14 is still awaiting confirmation.").conflicts == [
        "confirmed: yes"
    ]
    assert booking.claim("Your booking for G14 is confirmed.").conflicts == []
    waiting = Evidence(["room: G14; date: 2026-03-05; status: cancelled"], "")
    assert waiting.claim("Your booking for G14 is confirmed.").conflicts == ["confirmed: no"]


def test_menu_paths_and_code_are_checked_against_the_sources():
    help_text = values(
        "To change it, go to Account > Payments > Edit direct debit; run `kc rotate`."
    )
    for claim in (
        "You can change it under Account > Payments > Edit direct debit.",
        "Open Payments > Edit to change it.",
        "Run `kc rotate()` to rotate it.",
    ):
        assert missing_values(values(claim), help_text) == []
    assert missing_values(values("Go to Settings > Spend controls."), help_text) == [
        'the path "settings > spend"'
    ]
    assert missing_values(values("Open Storage → Quotas in the console."), help_text) == [
        'the path "storage > quotas"'
    ]
    assert missing_values(values("Run `kc keys rotate` now."), help_text) == ['"kc keys rotate"']
    # comparisons and figures are not paths
    assert missing_values(values("A balance > £0 is owed."), values("balance: 0")) == []


def test_minor_units_lists_after_a_colon_discounts_and_durations_added_up():
    from bot.critic.support import answer_claims

    # amounts in minor units, with a currency or a key that says so
    tiers = {"tiers": [{"name": "Stalls", "price": {"amount": 4200, "currency": "GBP"}}]}
    stalls = Evidence(source_units("tool", json.dumps(tiers)), "")
    assert stalls.claim("Stalls are £42.00 a ticket.").missing == []
    assert stalls.claim("Stalls are £44.00 a ticket.").missing == ["44 gbp"]
    lunch = values("daily meal allowance pence per child: 265")
    assert missing_values(values("Each child has £2.65 a day."), lunch) == []
    assert missing_values(values("Each child has £2.75 a day."), lunch) == ["2.75 gbp"]
    # a total before the items it lists; an item that takes money off; a percentage field
    order = Evidence(
        source_units("tool", '{"booking": 12.75, "post": 2.95, "processing": 1.5}'), ""
    )
    listed = ["Booking fees: £12.75", "Post: £2.95", "Processing: £1.50"]
    for total, missing in (("£17.20", []), ("£18.20", ["18.2 gbp"])):
        claims = [f"You paid {total} in fees altogether:", *listed]
        assert answer_claims(order, claims)[0].missing == missing
    quote = Evidence(
        source_units(
            "tool",
            json.dumps(
                {"qty": 12, "price_each": 36.0, "discount_pct": 15.0, "fee_each": 2.0,
                 "deposit_pct_of_total": 25.0}
            ),
        ),
        "",
    )  # fmt: skip
    lines = ["12 x £36.00 = £432.00", "15% group discount: –£64.80", "Fees (12 x £2.00): £24.00"]
    judged = answer_claims(quote, [*lines, "Total: £391.20", "A 25% deposit (£97.80) is due."])
    assert [c.missing for c in judged[-2:]] == [[], []]
    judged = answer_claims(quote, [*lines, "Total: £520.80"])
    assert judged[-1].missing == ["520.8 gbp"]
    # durations the claim says it adds up; records a nested list's lines separate
    late = [{"date": f"2026-03-0{d}", "mins_late": m} for d, m in ((2, 6), (3, 12), (4, 34))]
    marks = Evidence(source_units("tool", json.dumps({"late": late})), "")
    assert marks.claim("Altogether he missed 52 minutes.").missing == []
    assert marks.claim("Altogether he missed 62 minutes.").missing == ["62 minute"]
    assert marks.claim("He missed 52 minutes on Monday.").missing == ["52 minute"]
    spends = [
        {"time": t, "amount_pence": p, "items": [i]}
        for t, p, i in (
            ("13:22", 265, "Meal deal"),
            ("13:18", 310, "Pasta"),
            ("10:58", 80, "Toast"),
        )
    ]
    canteen = Evidence(source_units("tool", json.dumps({"transactions": spends})), "")
    assert canteen.claim("He spent £6.55 in the canteen.").missing == []
    assert canteen.claim("He spent £7.55 in the canteen.").missing == ["7.55 gbp"]
    # a duration that ends at a time the claim gives
    slots = values("first start: 16:40; last start: 17:15; slot length min: 5")
    there = "Your last slot finishes at 5:20 pm, so you'll be there for about 40 minutes."
    assert missing_values(values(there), slots) == []
    assert missing_values(values(there.replace("40", "50")), slots) == ["50 minute"]


def test_days_with_nothing_on_them_and_keywords_to_send():
    exams = values("exams date: 2026-05-14; session: PM; text CHANGE to 60777 to move it")
    assert missing_values(values("There's nothing on Tuesday 12 May."), exams) == []
    assert missing_values(values("You have no exams on 12 May."), exams) == []
    assert missing_values(values("Your exam is on 12 May."), exams) == ["the date 05-12"]
    assert missing_values(values("To move it, text CHANGE to 60777."), exams) == []
    assert missing_values(values("To accept, reply YES to the text."), exams) == ['"yes"']


def test_shares_and_gaps_of_named_fields_year_spans_other_systems_and_last_of_a_run():
    pay = Evidence(
        [
            "employee id: BW-20417; currency: GBP; gross pay: 3250.0; total deductions: 883.26; "
            "net pay: 2366.74",
            "balance hours: 6.75; standard day hours: 7.5; flexi days allowed per period: 1",
        ],
        "",
    )
    assert pay.claim("Roughly 31% of your gross pay goes on deductions.").missing == ["31 percent"]
    # a share of fields the claim does not name is not one of them
    assert pay.claim("About 27% of it is gone.").missing == ["27 percent"]
    assert pay.claim(
        "Taking a standard day would put your balance 55 minutes into debit."
    ).missing == ["55 minute"]
    p60 = values("Tax year to 5 April 2025; pay: £38,640.00")
    assert missing_values(values("Your pay in the 2023-24 tax year was £38,640."), p60) == [
        "2023",
        "2024",
    ]
    assert missing_values(values("Your pay in 2024 was £38,640."), p60) == ["2024"]
    store = values("store: Ambleside; distance km: 27.1; stock: 2")
    assert missing_values(values("Ambleside, about 19 miles away, has 2 in stock."), store) == [
        "19"
    ]
    fuel = values("fill ups litres: 38.65; 40.10; 37.80")
    fills = "Fuel used: 38.65 + 40.10 + 37.80 = 116.55 litres, about {} UK gallons."
    assert "28.6" in missing_values(values(fills.format("28.6")), fuel)
    # the last of a run the answer gave: one fewer days or months after its first
    course = merge([values("dispensed: 2026-03-02; qty: 56"), values("it lasts 28 days")])
    assert missing_values(values("You'd take your last capsule on 28 March."), course) == [
        "the date 03-28"
    ]
    plan = values(
        "instalment amount: 231.25; frequency: monthly; first due: 2026-04-01; instalments: 6"
    )
    assert missing_values(values("The last one of the six instalments is on 1 October."), plan) == [
        "the date 10-01"
    ]
    # a date in an identifier, a hyphenated count of business days
    backup = values("source backup: bk_2026-03-16_0300; status: running")
    assert missing_values(values("It's restoring the 16 March backup."), backup) == []
    quota = values("submitted: 2026-03-16T14:30:00Z; review target business days: 3")
    review = "Reviews have a 3-business-day target, so you should hear back by {} March."
    assert missing_values(values(review.format(20)), quota) == ["the date 03-20"]


def test_steps_asked_for_states_from_a_date_and_things_waited_on_are_not_conflicts():
    units = [
        "consent status: outstanding; parent signature: no; medical update: no",
        "eligible: no; eligible from: 2026-05-02",
        "documents latest accounts: yes; bank reference: no",
    ]
    evidence = Evidence(units, "")
    for claim in (
        "**Update Sophie's medical information** on the same form.",
        "Your number becomes eligible for an upgrade on 2 May 2026.",
        "We're waiting on your bank reference.",
    ):
        assert evidence.claim(claim).conflicts == [], claim
    assert evidence.claim("Her medical update is done.").conflicts == ["medical update: no"]
    assert evidence.claim("Your number is eligible for an upgrade now.").conflicts == [
        "eligible: no"
    ]
    assert evidence.claim("We have your bank reference.").conflicts == ["bank reference: no"]


def test_durations_of_listed_events_added_up_and_places_ahead_in_a_queue():
    units = [
        "date: 2026-01-14; start utc: 03:10; end utc: 03:32; impact: degraded",
        "date: 2026-02-21; start utc: 22:45; end utc: 23:05; impact: partial outage",
        "date: 2026-03-06; start utc: 11:00; end utc: 11:12; impact: degraded",
    ]
    listed = [
        "14 January, 3:10-3:32 am UTC: degraded (22 minutes)",
        "21 February, 10:45-11:05 pm UTC: partial outage (20 minutes)",
        "6 March, 11:00-11:12 am UTC: degraded (12 minutes)",
    ]
    for total, missing in ((54, []), (64, ["64 minute"])):
        claims = [*listed, f"That's {total} minutes of disruption across three events."]
        judged = answer_claims(Evidence(units, ""), claims)
        assert [c.missing for c in judged] == [[], [], [], missing]
    queue = values("event: Ostara Choir; qty: 2; position: 14; status: waiting")
    assert missing_values(values("There are 11 people ahead of you."), queue) == ["11"]


def test_offset_date_times_also_read_in_utc_and_days_of_the_month_moved_by_working_days():
    eta = Evidence(["flight: CV118; eta: 2026-03-20T13:45:00-04:00; pieces: 4"], "")
    said = "It is due into JFK at 1:45 pm New York time on 20 March, which is {} UK time."
    assert eta.claim(said.format("5:45 pm")).missing == []
    assert eta.claim(said.format("6:45 pm")).missing == ["18:45"]
    transit = Evidence(
        [
            "consignment: CVN-70113258; collected: 2026-03-16T15:10:00+00:00",
            "services code: pallet next day; transit working days: 1",
        ],
        "",
    )
    moved = "Next-day takes 1 working day, which would have got it there on Tuesday the {}."
    assert transit.claim(moved.format("18th")).missing == ["the date 18"]


def test_averages_of_a_record_lines_figures_and_of_an_amount_over_the_days_named():
    grades = Evidence(
        [
            "windows Autumn assessment grades English Language: 5; English Literature: 5; "
            "Mathematics: 4; Biology: 6; History: 5",
            "windows Spring mocks grades English Language: 6; English Literature: 5; "
            "Mathematics: 5; Biology: 6; History: 4",
        ],
        "",
    )
    assert grades.claim("Her average has gone from 5.0 to 5.4.").missing == ["5.4"]
    # not an average unless the claim says so
    assert grades.claim("Her grade went up to 5.2.").missing == ["5.2"]
    spent = values("week: 2026-02-23 to 2026-02-27; currency: GBP; total pence: 1490")
    said = "He spent £14.90 last week (23-27 February), which averages out at £{} a day."
    assert missing_values(values(said.format("3.10")), spent) == ["3.1 gbp"]


def test_a_claim_made_only_of_the_question_words_is_not_supported(critic):
    # a record that does not speak of parking: "yes, there is parking" says the question back
    question = "is there parking at Harbour Bakery? I'd drive over on Saturday"
    echoed = critic.check(
        question, [BAKERY], "Yes, there is parking at Harbour Bakery on Saturday."
    )
    # "Harbour Bakery" is the record's own name, but "parking" is in no source: a plain yes
    # to what no record holds is held (``_restricted_yes``), not passed as an echo
    assert echoed.hallucinated and "plain yes" in echoed.problematic_sentences[0].reason
    said_back = critic.check(question, [BAKERY], "Yes, there is parking for drivers.")
    assert said_back.hallucinated
    assert "question's words" in said_back.problematic_sentences[0].reason
    answered = critic.check(question, [BAKERY], "On Saturday it opens 08:00-14:00.")
    assert not answered.hallucinated


STUDIO = Source(
    kind="document",
    id="rules",
    text=(
        "Reception is open Tuesday to Saturday, 09:30-17:00 (closed Sunday and Monday). "
        "The yard is for loading only, 20 minutes; park in the pay-and-display on Mill Lane. "
        "Members may bring a guest to open studio once a month."
    ),
)


@pytest.mark.parametrize(
    ("question", "answer", "held"),
    [
        # a plain yes where the sentence that answers limits or denies
        ("Is reception open on Mondays?", "Yes, reception is open on Mondays.", True),
        ("Can I park in the yard while I'm at my class?", "Yes, you can park in the yard.", True),
        # the same yes without its "Yes", and a yes/no clause after a condition
        ("Is reception open on Mondays?", "Reception is open on Mondays.", True),
        (
            "If I come on a Monday, is reception open?",
            "Yes, reception is open then.",
            True,
        ),
        # the same question answered from that sentence, and a yes the sentence gives
        (
            "Is reception open on Mondays?",
            "No, reception is closed on Sunday and Monday.",
            False,
        ),
        (
            "Can members bring a guest to open studio?",
            "Yes, members may bring a guest once a month.",
            False,
        ),
        # not a yes/no question
        ("When is reception open?", "Reception is open Tuesday to Saturday.", False),
    ],
)
def test_a_plain_yes_against_a_sentence_that_limits_it_is_held(critic, question, answer, held):
    verdict = critic.check(question, [STUDIO], answer)
    reasons = [p.reason for p in verdict.problematic_sentences if p.severity == "HIGH"]
    assert any("plain yes" in r for r in reasons) is held, reasons


MOVE = Source(
    kind="tool",
    id="get_move",
    text='{"move_id": 5033, "crew_lead": {"name": "Kieran Oduya"}, '
    '"crew": [{"name": "Tomasz Zieliński"}], "date": "2027-03-18"}',
)
CREW = Source(
    kind="tool",
    id="get_crew_member",
    text='{"name": "Zoë Hartley-Finch", "role": "surveyor", "days_worked": "Mon, Tue, Wed, Thu"}',
)


@pytest.mark.parametrize(
    ("question", "source", "answer", "held"),
    [
        # the yes says what no record holds: a name, a day
        (
            "is Leon Ashworth on the crew for move 5033? he packed our china last time",
            MOVE,
            "Yes, Leon Ashworth is on the crew for move 5033.",
            True,
        ),
        (
            "Does Zoe Hartley-Finch work fridays? I was hoping for a Friday survey",
            CREW,
            "Yes, Zoe Hartley-Finch works on Mondays, Tuesdays, Wednesdays and Thursdays.",
            True,
        ),
        # the record holds what the yes says (a name typed without its accent too)
        (
            "is Tomasz Zielinski on the crew for move 5033?",
            MOVE,
            "Yes, Tomasz Zieliński is on the crew for move 5033.",
            False,
        ),
        ("Does Zoe Hartley-Finch work thursdays?", CREW, "Yes, she works on Thursdays.", False),
    ],
)
def test_a_plain_yes_to_what_no_record_holds_is_held(critic, question, source, answer, held):
    verdict = critic.check(question, [source], answer)
    reasons = [p.reason for p in verdict.problematic_sentences if p.severity == "HIGH"]
    assert any("plain yes" in r for r in reasons) is held, reasons
