"""``guardbot serve`` as a real process: it listens on 127.0.0.1, serves the chat, and keeps
the staff pages behind the login."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import httpx

from tests.ui.fakes import free_port


def test_serve_command_starts_the_app(tmp_path):
    port = free_port()
    env = dict(os.environ, GUARDBOT_DATA_DIR=str(tmp_path), GUARDBOT_BACKEND="scripted")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bot.cli",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--no-warm",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.time() + 90
        while True:
            try:
                if httpx.get(base + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None, proc.stdout.read()
            assert time.time() < deadline, "guardbot serve did not come up"
            time.sleep(0.3)
        assert httpx.get(base + "/").status_code == 200
        assert httpx.get(base + "/staff/config").status_code == 401
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=20)
    assert "no staff accounts yet" in out and f"http://127.0.0.1:{port}/" in out
