"""Where traces go (the standard OTEL_* variables), what turns tracing on, the trace link on
the developer page, and a request's ``traceparent`` carried through the web app's worker
pool to the turn."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from bot import context
from bot.settings import Settings
from bot.steps import FinalStep
from bot.tracing import observers_from_env, trace_url
from bot.tracing.config import config_from_env, parse_headers
from ui.jobs import TurnJobs
from ui.staff_render import turn_html

PARENT = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"


def test_no_endpoint_no_tracer_and_nothing_built(settings):
    built: list[str] = []
    assert config_from_env(settings, {}) is None
    assert observers_from_env(settings, log=lambda: built.append("log"), environ={}) == []
    assert built == []  # not even the payload log is asked for
    off = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:6006", "OTEL_SDK_DISABLED": "true"}
    assert config_from_env(settings, off) is None
    other = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://x:1", "OTEL_TRACES_EXPORTER": "console"}
    assert config_from_env(settings, other) is None


def test_the_standard_variables_say_where_and_how(settings):
    config = config_from_env(
        settings.model_copy(update={"trace_content": False}),
        {
            "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:6006/",
            "OTEL_EXPORTER_OTLP_HEADERS": "Authorization=Basic%20cGs6c2s=,x-team=support",
            "OTEL_SERVICE_NAME": "helpdesk-bot",
            "OTEL_TRACES_SAMPLER": "parentbased_traceidratio",
            "OTEL_TRACES_SAMPLER_ARG": "0.25",
            "OTEL_EXPORTER_OTLP_TIMEOUT": "2500",
        },
    )
    assert config is not None
    assert config.endpoint == "http://127.0.0.1:6006/v1/traces"
    assert dict(config.headers) == {"authorization": "Basic cGs6c2s=", "x-team": "support"}
    assert (config.service_name, config.sampler, config.sampler_arg) == (
        "helpdesk-bot",
        "parentbased_traceidratio",
        0.25,
    )
    assert config.timeout_s == 2.5 and config.content is False
    signal = config_from_env(
        settings,
        {
            "OTEL_EXPORTER_OTLP_ENDPOINT": "http://ignored:1",
            "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "https://cloud.example/api/public/otel/v1/traces",
            "OTEL_TRACES_SAMPLER": "no-such-sampler",
        },
    )
    assert signal is not None and signal.endpoint.startswith("https://cloud.example/api/public")
    assert signal.sampler == "parentbased_always_on"
    assert parse_headers("broken, =x,k=v") == (("k", "v"),)


def test_the_developer_page_links_a_traced_turn_when_a_tracing_ui_is_set():
    meta = {"trace": {"trace_id": "ab" * 16, "span_id": "cd" * 8}}
    plain = Settings(data_dir="/tmp/unused")
    assert trace_url(plain, meta) is None  # no tracing UI configured
    ui = Settings(
        data_dir="/tmp/unused", trace_ui_url="http://127.0.0.1:6006/redirects/traces/{trace_id}"
    )
    assert trace_url(ui, {}) is None  # a turn that was not traced
    link = trace_url(ui, meta)
    assert link == "http://127.0.0.1:6006/redirects/traces/" + "ab" * 16
    detail = {
        "turn": {"id": "turn_1", "meta": meta},
        "trace_url": link,
        "steps": [],
        "llm_calls": [],
        "tool_calls": [],
        "verdicts": [],
    }
    assert f'<a href="{link}"' in turn_html(detail)
    assert "Open the trace" not in turn_html({**detail, "trace_url": None})


class ParentRecorder:
    """A runner that records the trace context its turn runs in."""

    def __init__(self) -> None:
        self.seen: list[dict[str, str] | None] = []
        self.done = threading.Event()

    def run(self, session_id: str, message: str, history=None) -> Iterator:  # noqa: ANN001
        self.seen.append(context.trace_parent())
        self.done.set()
        yield FinalStep(answer="ok", outcome="answered", turn_id="turn_x")


@pytest.mark.parametrize("headers", [{"traceparent": PARENT, "tracestate": "k=v"}, {}])
def test_a_requests_traceparent_reaches_the_turn_in_the_worker_pool(payload_log, headers):
    runner = ParentRecorder()
    jobs = TurnJobs(runner_factory=lambda: runner, log=payload_log, workers=1)
    try:
        with context.trace_scope(context.trace_headers(headers)):
            job = jobs.submit("ses_1", "hello", history=[])
        assert runner.done.wait(60)
        with job.cond:
            assert job.cond.wait_for(lambda: job.done, timeout=60)
    finally:
        jobs.shutdown()
    assert runner.seen == [headers or None]
    assert context.trace_parent() is None  # the request's scope ended with it
