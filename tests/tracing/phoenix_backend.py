"""A real Arize Phoenix server for the tests: its own environment (``make phoenix-venv``),
started on 127.0.0.1 (``phoenix_server.py``), read back through its REST API. Every wait
here polls for the thing awaited, with a bound; none sleeps for a fixed time."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import httpx
import pytest

from tests.ui.fakes import free_port

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".venv-phoenix"
LAUNCHER = Path(__file__).with_name("phoenix_server.py")
START_S = 240.0  # Phoenix starts in ~12 s on an idle 2-core machine; CI is loaded
T = TypeVar("T")


def wait_for(probe: Callable[[], T | None], *, timeout_s: float, what: str) -> T:
    """Poll ``probe`` until it returns something truthy (returned), at most ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = probe()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout_s:.0f} s for {what}")
        time.sleep(0.2)


def installed() -> bool:
    """The Makefile's stamp (``.installed-<version>``) is there."""
    return any(VENV.glob(".installed-*"))


def phoenix_python() -> Path:
    """The Phoenix environment's Python, built by ``make phoenix-venv`` if it is not there;
    the test is skipped, saying why, only when it could not be built."""
    failed = VENV.with_name(VENV.name + ".failed")
    if not installed() and not failed.exists():
        subprocess.run(["make", "-s", "phoenix-venv"], cwd=ROOT, timeout=1800, check=False)
    if not installed():
        why = failed.read_text(encoding="utf-8").strip()[-600:] if failed.exists() else "no log"
        pytest.skip(f"the Phoenix environment could not be built (make phoenix-venv): {why}")
    return VENV / "bin" / "python"


class Phoenix:
    def __init__(self, workdir: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.workdir = workdir
        self.output = workdir / "phoenix.log"
        self.process: subprocess.Popen | None = None

    def start(self) -> Phoenix:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "PHOENIX_"))}
        env.update(
            PHOENIX_HOST="127.0.0.1",
            PHOENIX_PORT=str(self.port),
            PHOENIX_WORKING_DIR=str(self.workdir),
        )
        with open(self.output, "wb") as out:
            self.process = subprocess.Popen(
                [str(phoenix_python()), str(LAUNCHER)],
                env=env,
                cwd=self.workdir,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        wait_for(self._up, timeout_s=START_S, what=f"Phoenix on {self.url}")
        return self

    def _up(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            tail = self.output.read_text(errors="replace")[-2000:]
            raise AssertionError(f"Phoenix exited ({self.process.returncode}):\n{tail}")
        try:
            return httpx.get(f"{self.url}/healthz", timeout=5).status_code == 200
        except httpx.HTTPError:
            return False

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=30)

    # ------------------------------------------------------------ reading back (REST API)
    def spans(self, project: str, trace_id: str) -> list[dict[str, Any]]:
        response = httpx.get(
            f"{self.url}/v1/projects/{project}/spans",
            params={"trace_id": trace_id, "limit": 1000},
            timeout=30,
        )
        return response.json()["data"] if response.status_code == 200 else []

    def wait_for_spans(self, project: str, trace_id: str, count: int) -> list[dict[str, Any]]:
        """The trace's spans once ``count`` of them are in (a bounded poll)."""
        return wait_for(
            lambda: (spans := self.spans(project, trace_id)) and len(spans) >= count and spans,
            timeout_s=120,
            what=f"{count} spans of trace {trace_id} in Phoenix",
        )

    def annotations(self, project: str, span_id: str) -> list[dict[str, Any]]:
        response = httpx.get(
            f"{self.url}/v1/projects/{project}/span_annotations",
            params={"span_ids": span_id},
            timeout=30,
        )
        return response.json()["data"] if response.status_code == 200 else []
