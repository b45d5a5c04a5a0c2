"""Fixtures of the knowledge-base tests: a small document folder and a real Chroma server."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.kb.demo import HELPCENTRE

# A few short help-centre articles: enough to test retrieval, small enough to embed quickly.
ARTICLES = (
    "billing/refunds.md",
    "security/password-reset.html",
    "getting-started/support-hours.txt",
)


@pytest.fixture
def docs(tmp_path) -> Path:
    """A folder with three real help-centre articles (Markdown, HTML, text)."""
    root = tmp_path / "docs"
    for rel in ARTICLES:
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(HELPCENTRE / rel, target)
    return root


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ChromaServer:
    """``chroma run`` on 127.0.0.1 with its own data folder."""

    def __init__(self, path: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        chroma = Path(sys.executable).with_name("chroma")
        env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
        self.log = open(path.parent / f"chroma-{self.port}.log", "wb")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [
                str(chroma),
                "run",
                "--path",
                str(path),
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
            ],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self._wait()

    def _wait(self, timeout: float = 90.0) -> None:
        import httpx

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"chroma server exited with {self.proc.returncode}")
            try:
                if httpx.get(f"{self.url}/api/v2/heartbeat", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"chroma server did not answer on {self.url} within {timeout} s")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory):
    """A real Chroma server for the whole test session."""
    server = ChromaServer(tmp_path_factory.mktemp("chroma-server") / "data")
    yield server
    server.stop()
