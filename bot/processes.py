"""Helper processes on this machine (a Chroma server, PostgreSQL, nginx, guardbot workers):
a free port, waiting until one answers over HTTP, and ending one."""

from __future__ import annotations

import socket
import subprocess
import time


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_answering(url: str, proc: subprocess.Popen, *, deadline: float, what: str) -> None:
    """Until ``GET url`` answers 200 (by ``time.monotonic()`` ``deadline``); RuntimeError
    when ``proc`` exits first or time runs out."""
    import httpx

    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{what} did not answer on {url} in time")


def end(proc: subprocess.Popen, *, timeout: float = 20.0) -> None:
    """SIGTERM, then SIGKILL after ``timeout`` seconds; reaped either way."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
