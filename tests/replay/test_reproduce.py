"""Replay reproduces by default: a logged turn replayed with no option changed sends
byte-identical requests to the ones logged, on the backend it was logged with (the logged
prompt profile, documents, deployment and settings, not today's), and the logged answers are
fed back to the turn, so the later calls of a multi-call turn are the logged ones too.
Anything changed is named in the result's header; an export that would fail its check is
refused with the reason."""

from __future__ import annotations

import json
import shutil

import pytest

from bot.critic.literal import TermsCritic
from bot.llm import base as llm_base
from bot.replay import ReplayError, export_case, replay_turn
from bot.replay.record import chunk_from_dict, load_turn
from bot.settings import PROJECT_ROOT, get_settings, reset_settings
from bot.wiring import build_runner
from tests.llm.fake_openai import FakeOpenAI, Reply, completion
from tests.replay.fixtures import BAD_ANSWER, GOOD_ANSWER, RESET_CHUNK, RESET_QUESTION


class EmbeddingRetriever:
    """The logged chunks, with the embedder a real knowledge base has (a small model is
    shown the sentences it ranks best)."""

    def __init__(self, chunks, embedder):  # noqa: ANN001
        self.chunks = [chunk_from_dict(c) for c in chunks]
        self.embedder = embedder

    def search(self, query, *, k=None, where=None):  # noqa: ANN001, ANN201
        return list(self.chunks)


def _run(runner, log, question: str):  # noqa: ANN001, ANN202
    session = log.start_session(channel="cli")
    return runner.run_to_end(session, question, [])


def _requests(log, turn_id: str) -> list[str]:  # noqa: ANN001
    return [c["request_json"] for c in load_turn(log, turn_id).llm_calls]


@pytest.mark.local_model
@pytest.mark.embeddings
@pytest.mark.slow
def test_a_logged_local_model_turn_replays_byte_identical_with_the_defaults(
    payload_log, local_model, embedder, monkeypatch
):
    monkeypatch.setenv("GUARDBOT_MAX_TOKENS", "24")
    monkeypatch.setenv("GUARDBOT_MODEL", "smollm2-135m")  # the 135M model's small prompts
    # the small model drafts on the documents route only without quote_documents
    monkeypatch.setenv("GUARDBOT_GUARDS", '["degenerate", "screen", "critic", "output_rules"]')
    reset_settings()
    runner = build_runner(
        get_settings(), backend="local", critic=TermsCritic(), log=payload_log,
        retriever=EmbeddingRetriever([RESET_CHUNK], embedder),
    )  # fmt: skip
    original = _run(runner, payload_log, "How long is the password reset code valid?")
    logged = load_turn(payload_log, original.turn_id)
    assert logged.llm_calls and {c["backend"] for c in logged.llm_calls} == {"local"}
    route = next(s for s in logged.steps if s["kind"] == "route")
    assert route["facts"], "the small model was shown the best sentences, not whole documents"

    result = replay_turn(original.turn_id, log=payload_log)  # the form's defaults

    assert result.error is None, result.error
    assert result.changes == [] and result.header.startswith("Replayed as logged")
    assert _requests(payload_log, result.turn_id) == _requests(payload_log, original.turn_id)
    assert result.identical_requests
    assert {c["backend"] for c in result.replayed.llm_calls} == {"local"}  # really sent again
    assert result.replayed.answer == original.answer


@pytest.fixture
def fake_openai(monkeypatch):
    server = FakeOpenAI().start()
    monkeypatch.setenv("GUARDBOT_OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("GUARDBOT_OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("GUARDBOT_MODEL", "fake-model")
    monkeypatch.setattr(llm_base, "ALLOW_MODEL_REQUESTS", True)  # a server on 127.0.0.1
    reset_settings()
    yield server
    server.stop()
    reset_settings()


def test_a_logged_openai_turn_of_two_calls_replays_byte_identical_with_the_defaults(
    payload_log, fake_openai
):
    # the first draft makes a claim the sources do not hold; the second round answers
    fake_openai.queue(Reply(body=completion(BAD_ANSWER)), Reply(body=completion(GOOD_ANSWER)))
    runner = build_runner(
        get_settings(), backend="openai", critic=TermsCritic(), log=payload_log,
        retriever=EmbeddingRetriever([RESET_CHUNK], None),
    )  # fmt: skip
    original = _run(runner, payload_log, RESET_QUESTION)
    assert original.outcome == "regenerated"
    logged = _requests(payload_log, original.turn_id)
    assert len(logged) == 2 and len(fake_openai.received) == 2

    # today the model would answer differently; the replay still sends the logged requests
    fake_openai.queue(Reply(body=completion("Something else.")), Reply(body=completion("More.")))
    result = replay_turn(original.turn_id, log=payload_log)

    assert result.error is None, result.error
    assert result.changes == []
    assert _requests(payload_log, result.turn_id) == logged
    assert [r.body for r in fake_openai.received[2:]] == [json.loads(r) for r in logged]
    assert result.replayed.outcome == "regenerated" and result.replayed.answer == original.answer
    # what the model says now is shown beside what it said then
    assert ("model call 1 (actor)", "content", BAD_ANSWER, "Something else.") in result.diff()
    assert any("fed back" in n for n in result.notes)

    fresh = replay_turn(original.turn_id, log=payload_log, feed_back=False, critic="terms")
    assert "the model's own answers drive the turn" in fresh.header


def test_changes_are_named_in_the_header(payload_log, tmp_path):
    from tests.replay.fixtures import record_turn

    original = record_turn(payload_log, RESET_QUESTION, [GOOD_ANSWER], chunks=[RESET_CHUNK])
    same = replay_turn(original.turn_id, log=payload_log)
    assert same.header.startswith("Replayed as logged") and same.identical_requests
    prompts = tmp_path / "prompts"
    shutil.copytree(PROJECT_ROOT / "prompts", prompts)
    changed = replay_turn(
        original.turn_id, log=payload_log, prompts_dir=prompts, critic="grounding"
    )
    assert f"prompts from {prompts}" in changed.header
    assert "critic grounding instead of the logged terms" in changed.header


def test_an_export_that_would_fail_its_check_is_refused_with_the_reason(payload_log, tmp_path):
    from tests.replay.fixtures import record_turn

    original = record_turn(payload_log, RESET_QUESTION, [GOOD_ANSWER], chunks=[RESET_CHUNK])
    with pytest.raises(ReplayError, match="would fail its check: the answer contains '15 minutes'"):
        export_case(
            original.turn_id, tmp_path / "case.json", log=payload_log, absent=["15 minutes"]
        )
    assert not (tmp_path / "case.json").exists()
    path = export_case(original.turn_id, tmp_path / "case.json", log=payload_log, facts=["6-digit"])
    assert json.loads(path.read_text())["expect"]["facts"] == ["6-digit"]
