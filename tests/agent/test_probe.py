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
