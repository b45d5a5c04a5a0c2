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

# Short documents in the three formats: ingest mechanics without long embedding times.
SMALL_DOCS = {
    "billing/refunds.md": "# Refunds\n\nAnnual plans are refunded pro rata within 30 days.\n\n"
    "Monthly plans are not refunded.\n\nRefunds arrive within 5 to 10 business days.\n",
    "security/password-reset.html": "<html><head><title>Resetting your password | Help</title>"
    "<script>track()</script></head><body><nav>Home Billing</nav><article>"
    "<h1>Resetting your password</h1>"
    "<p>Quillstack emails a <b>6-digit code</b>, valid for 15 minutes.</p>"
    "<p>Codes are never sent by SMS.</p>" + "<!-- padding -->" * 40 + "</article>"
    "<footer>(c) 2026</footer></body></html>",
    "getting-started/support-hours.txt": "Support hours\n\nMonday to Friday, 08:00 to 20:00 CET.\n",
}

# Real help-centre articles, for retrieval quality.
ARTICLES = ("billing/refunds.md", "security/password-reset.html", "integrations/overview.html")


@pytest.fixture
def docs(tmp_path) -> Path:
    """A folder with three short documents (Markdown, HTML, text)."""
    root = tmp_path / "docs"
    for rel, text in SMALL_DOCS.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return root


def copy_articles(root: Path) -> Path:
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
