"""``guardbot serve`` as a real process: it listens on 127.0.0.1, serves the chat, and keeps
the staff pages behind the login; by default it prepares everything (the deployment's data, help
centre, model, search index, checker) before it serves, saying each stage."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest

from tests.ui.fakes import free_port


@contextmanager
def serving(tmp_path, *args: str, wait_s: float = 300) -> Iterator[tuple[str, list[str]]]:
    """Run ``guardbot serve ARGS`` until /healthz answers; yields (base url, output lines
    once it has stopped: filled in at the end of the block)."""
    port = free_port()
    env = dict(os.environ, GUARDBOT_DATA_DIR=str(tmp_path), GUARDBOT_BACKEND="scripted")
    command = [sys.executable, "-m", "bot.cli", "serve", "--host", "127.0.0.1", "--port"]
    proc = subprocess.Popen(
        [*command, str(port), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: list[str] = []
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.time() + wait_s
        while True:
            try:
                if httpx.get(base + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None, proc.stdout.read()
            assert time.time() < deadline, "guardbot serve did not come up"
            time.sleep(0.3)
        yield base, lines
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=20)
        lines.extend(out.splitlines())


def test_serve_command_starts_the_app(tmp_path):
    with serving(tmp_path, "--no-warm") as (base, lines):
        assert httpx.get(base + "/").status_code == 200
        assert httpx.get(base + "/staff/config").status_code == 401
    out = "\n".join(lines)
    assert "no staff accounts yet" in out and "--password" in out and f"{base}/" in out


@pytest.mark.slow
@pytest.mark.embeddings
def test_serve_prepares_everything_before_it_serves_and_says_so(tmp_path):
    with serving(tmp_path, wait_s=600) as (base, lines):
        assert httpx.get(base + "/").status_code == 200
    stages = [line for line in lines if line.startswith("- ")]
    assert [s.split("...")[0] for s in stages] == [
        "- Preparing the documents and the tools' data",
        "- Building the assistant",
        "- Loading the language model",
        "- Loading the search index and the embedding model",
        "- Loading the answer checker",
        "- Reading what the tools list",
    ]
    assert "  helpcentre: 40/40 documents ingested" in lines
    ready = next(i for i, line in enumerate(lines) if line.startswith("ready in "))
    serving_at = next(i for i, line in enumerate(lines) if line.startswith("guardbot on http"))
    assert ready < serving_at  # everything was prepared before the app served
    assert (tmp_path / "workspace.db").exists()
