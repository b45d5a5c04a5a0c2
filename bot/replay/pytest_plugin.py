"""A pytest plugin that collects guardbot regression cases (``*.json`` with
``"format": "guardbot-case/1"``) and fails a case whose replay changes the outcome, misses an
expected fact or contains a forbidden string.

    pytest -p bot.replay.pytest_plugin cases/
    pytest -p bot.replay.pytest_plugin cases/ --cases-prompts my_prompts/ --cases-backend local

Replays are logged to a payload log of the run's own (``--cases-log`` to choose one).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest

from bot.replay.cases import FORMAT, CaseResult, run_case
from bot.store.log import PayloadLog

_OPTIONS = ("backend", "model", "prompts", "critic")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("guardbot-cases", "guardbot regression cases")
    group.addoption(
        "--cases-backend",
        default=None,
        help="replay cases with this backend (default: the logged responses)",
    )
    group.addoption("--cases-model", default=None, help="replay cases with this model name")
    group.addoption("--cases-prompts", default=None, help="replay cases with this prompts folder")
    group.addoption(
        "--cases-critic", default=None, help="replay cases with this critic (name or 'logged')"
    )
    group.addoption(
        "--cases-live-tools",
        action="store_true",
        help="call the tools again instead of the logged results",
    )
    group.addoption(
        "--cases-log", default=None, help="payload log (SQLAlchemy URL) for the case replays"
    )


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    if file_path.suffix == ".json" and _is_case(file_path):
        return CaseFile.from_parent(parent, path=file_path)
    return None


def _is_case(path: Path) -> bool:
    try:
        head = path.read_text(encoding="utf-8", errors="replace")[:4096]
    except OSError:
        return False
    return FORMAT in head


def _case_log(config: pytest.Config) -> Any:

    log = getattr(config, "_guardbot_case_log", None)
    if log is None:
        url = (
            config.getoption("--cases-log")
            or f"sqlite:///{Path(tempfile.mkdtemp(prefix='guardbot-cases-')) / 'cases.db'}"
        )
        log = PayloadLog(url)
        config._guardbot_case_log = log  # type: ignore[attr-defined]
    return log


def _overrides(config: pytest.Config) -> dict[str, Any]:
    values = {name: config.getoption(f"--cases-{name}") for name in _OPTIONS}
    return dict(
        backend=values["backend"],
        model=values["model"],
        prompts_dir=values["prompts"],
        critic=values["critic"],
        live_tools=bool(config.getoption("--cases-live-tools")),
    )


class CaseFile(pytest.File):
    def collect(self):  # noqa: ANN201
        yield CaseItem.from_parent(self, name=self.path.stem)


class CaseFailed(Exception):
    def __init__(self, result: CaseResult):
        super().__init__("; ".join(result.failures))
        self.result = result


class CaseItem(pytest.Item):
    def runtest(self) -> None:
        result = run_case(self.path, log=_case_log(self.config), **_overrides(self.config))
        if not result.passed:
            raise CaseFailed(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if not isinstance(excinfo.value, CaseFailed):
            return super().repr_failure(excinfo)
        result = excinfo.value.result
        lines = [f"case {result.name!r} ({result.path}) failed:"]
        lines += [f"  - {f}" for f in result.failures]
        if result.replay is not None:
            lines.append("  what differs from the recorded turn:")
            lines += [
                f"    {step} | {field}: {orig} -> {new}"
                for step, field, orig, new in result.replay.diff()
            ]
        return "\n".join(lines)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"guardbot case {self.name}"
