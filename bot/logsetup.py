"""structlog as JSON lines: ids, timings and outcomes, never payloads; secrets redacted."""

from __future__ import annotations

import logging
import os
import sys

import structlog

from bot.store.redact import Redactor, redactor_from_settings


def _redact_processor(_logger, _name, event_dict):  # noqa: ANN001
    try:
        redactor = redactor_from_settings()
    except Exception:  # settings unreadable: still never print a key-looking string
        redactor = Redactor()
    return redactor.data(event_dict)


def configure_logging(level: str | None = None, stream=None) -> None:  # noqa: ANN001
    level = level or os.environ.get("GUARDBOT_LOG_LEVEL", "WARNING")
    logging.basicConfig(level=level, stream=stream or sys.stderr, format="%(message)s")
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso"),
            _redact_processor,
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.PrintLoggerFactory(file=stream or sys.stderr),
        cache_logger_on_first_use=False,
    )
