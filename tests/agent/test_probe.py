"""The fit of a tool's result to a question: its field names, the closest in meaning."""

from __future__ import annotations

import pytest

from bot.agent.probe import field_names, fit

pytestmark = pytest.mark.embeddings


def test_field_names_read_nested_records_and_the_first_record_of_a_list():
    data = {"plan": "Pro", "invoices": [{"amount_usd": 3, "due_date": "x"}, {"other": 1}],
            "owner": {"name": "Ada"}, "tags": ["a", "b"]}  # fmt: skip
    assert field_names(data) == [
        "plan", "invoices: amount usd", "invoices: due date", "owner: name", "tags",
    ]  # fmt: skip
    assert field_names([{"ticket_id": 1, "assignee": "Yuki"}]) == ["ticket id", "assignee"]
    assert field_names("plain text") == [] and field_names([1, 2]) == []


def test_the_result_holding_the_asked_field_fits_better(embedder):
    embed = embedder.encode
    schedule = {
        "job": "nightly-backup",
        "next_run_at": "2026-05-14T03:45",
        "time_limit_minutes": 120,
    }
    history = [{"job": "nightly-backup", "started_at": "2026-05-12T22:13", "exit_code": 0}]
    question = "When is nightly-backup going to run next?"
    assert fit(question, schedule, embed=embed) > fit(question, history, embed=embed)
    limit = "what time limit have we got set on that job?"
    assert fit(limit, schedule, embed=embed) > fit(limit, history, embed=embed)
    assert fit(question, {}, embed=embed) == 0.0 and fit(question, schedule, embed=None) == 0.0


def test_a_result_holding_the_kind_of_value_asked_for_counts_more(embedder):
    from bot.agent.probe import KIND_BONUS, kind_held

    question = "We're Tern Island Ferries. Who is looking after our open ticket?"
    tickets = [{"ticket": "LWD-4", "status": "open", "assigned_to": "Owen Gallagher"}]
    invoices = [{"invoice": "LWD-26245", "status": "open", "due_date": "2026-06-15"}]
    assert kind_held(question, tickets) and not kind_held(question, invoices)
    assert kind_held("how much is it and when was it due?", invoices)  # the second clause
    plain = fit(question, tickets, embed=embedder.encode) - KIND_BONUS
    assert plain == pytest.approx(max_name_similarity(question, tickets, embedder.encode))


def max_name_similarity(question, data, embed):
    import numpy as np

    from bot.agent.quote import focus

    vectors = np.asarray(embed([focus(question) or question, *field_names(data)]))
    vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    return float(np.max(vectors[1:] @ vectors[0]))
