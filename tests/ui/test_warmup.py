"""The warm-up: every stage runs through the runner's public parts, a failure is said and
releases the questions waiting for it, and the chat page says the assistant is warming up
while questions asked meanwhile wait and are then answered. Tests hold the warm-up at a
gate, so they wait on that event, not on the machine's speed."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from tests.ui.conftest import FakeRequest
from tests.ui.fakes import GATE_TIMEOUT_S, FakeRunner
from ui.auth import CHAT_COOKIE, CookieSigner
from ui.chat import ChatPage
from ui.jobs import TurnJobs
from ui.warmup import WarmUp


class PartsRunner:
    """A runner whose parts record when they are touched (and can be held at a gate)."""

    def __init__(self, inner: Any = None, gate: threading.Event | None = None):
        self.inner = inner
        self.gate = gate
        self.touched: list[str] = []

    @property
    def model(self) -> Any:
        self.touched.append("model")
        if self.gate is not None and not self.gate.wait(GATE_TIMEOUT_S):
            raise AssertionError("the test never opened the gate")
        return object()

    @property
    def retriever(self) -> Any:
        runner = self

        class Retriever:
            def search(self, query: str, **_: Any) -> list:
                runner.touched.append("search")
                return []

        return Retriever()

    @property
    def critic(self) -> Any:
        runner = self

        class Critic:
            def check(self, question: str, sources: list, answer: str) -> None:
                runner.touched.append("check")

        return Critic()

    @property
    def planner(self) -> Any:
        runner = self

        class Planner:
            def plans(self, question: str) -> list:
                runner.touched.append("planner")
                return []

        return Planner()

    def run(self, *args: Any, **kwargs: Any) -> Any:
        return self.inner.run(*args, **kwargs)


@pytest.fixture
def quick_settings(settings, tmp_path):
    """The data dir's settings with a deployment of the demo's tools and no documents (the
    help-centre ingest is slow)."""
    from tests.demo_deployment import DEMO

    folder = tmp_path / "quick"
    folder.mkdir()
    (folder / "deployment.toml").write_text(
        f'[tools]\npython = ["{DEMO / "workspace_tools.py"}"]\n', encoding="utf-8"
    )
    return settings.model_copy(
        update={"kb_name": "warmup-test", "critic": "grounding", "deployment": folder}
    )


def test_every_stage_runs_in_order_and_is_said(quick_settings):
    runner = PartsRunner()
    said: list[str] = []
    warmup = WarmUp()
    assert warmup.wait(0) and warmup.notice() == ""  # never started: nothing to wait for
    assert warmup.run(settings=quick_settings, runner_factory=lambda: runner, say=said.append)
    assert runner.touched == ["model", "search", "check", "planner"]
    assert warmup.ready and warmup.error is None and warmup.notice() == ""
    stages = [line for line in said if line.startswith("- ")]
    assert stages[0] == "- Preparing the documents and the tools' data..."
    assert stages[2].startswith("- Loading the language model")
    assert said[-1].startswith("ready in ") and len(warmup.seconds) == 6
    assert (quick_settings.resolved_data_dir() / "workspace.db").exists()  # the tools' data


def test_a_model_critic_is_built_but_not_run(quick_settings):
    runner = PartsRunner()
    settings = quick_settings.model_copy(update={"critic": "combined:grounding,llm"})
    assert WarmUp().run(settings=settings, runner_factory=lambda: runner)
    assert "check" not in runner.touched  # that would spend a model call


def test_a_failure_is_said_and_releases_the_questions_waiting(quick_settings):
    def broken() -> Any:
        raise FileNotFoundError("no model file at /nowhere/model.gguf")

    said: list[str] = []
    warmup = WarmUp()
    assert not warmup.run(settings=quick_settings, runner_factory=broken, say=said.append)
    assert warmup.ready and warmup.wait(0)
    assert "no model file at /nowhere/model.gguf" in warmup.error
    assert any(line.startswith("  failed: FileNotFoundError") for line in said)


def test_the_page_says_it_is_warming_up_and_answers_questions_asked_meanwhile(
    quick_settings, payload_log
):
    gate = threading.Event()
    fake = FakeRunner(payload_log)
    runner = PartsRunner(inner=fake, gate=gate)
    warmup = WarmUp()
    jobs = TurnJobs(runner_factory=lambda: runner, log=payload_log, ready=warmup.wait)
    page = ChatPage(log=payload_log, jobs=jobs, signer=CookieSigner(b"k" * 32), warmup=warmup)
    thread = threading.Thread(
        target=warmup.run, kwargs={"settings": quick_settings, "runner_factory": lambda: runner}
    )
    thread.start()
    try:
        request = FakeRequest({CHAT_COOKIE: page.signer.new_chat_session()})
        while "model" not in runner.touched:  # the warm-up reached the model and holds there
            assert thread.is_alive() and not warmup.ready
            thread.join(0.01)
        notice = list(page.load(request))[-1][4]
        assert notice.startswith("The assistant is still warming up (loading the language model")
        stream = page.send("How much is the Team plan?", request)
        chat, status, *_ = next(stream)
        assert status.startswith("Waiting for the assistant to finish warming up")
        assert "How much is the Team plan?" in "\n".join(m["content"] for m in chat)
        assert fake.calls == []  # nothing runs before the assistant is ready
        gate.set()
        chat, status, _, _, notice, _holder = list(stream)[-1]
        assert status == "Answered." and notice == ""
        assert [t["outcome"] for t in payload_log.rows("turns")] == ["answered"]
    finally:
        gate.set()
        thread.join(GATE_TIMEOUT_S)
        jobs.shutdown()
