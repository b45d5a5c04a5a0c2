"""Start and stop a local Chroma server (``chroma run``) on 127.0.0.1: for tests, the
benchmark, and trying the server store without installing anything else."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ChromaServer:
    """``chroma run --path PATH`` on a free 127.0.0.1 port; ``url`` once it answers."""

    def __init__(self, path: Path, *, port: int | None = None, timeout: float = 90.0):
        path.mkdir(parents=True, exist_ok=True)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        chroma = Path(sys.executable).with_name("chroma")
        env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
        self.log_path = path.parent / f"chroma-{self.port}.log"
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
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
            stdout=self._log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self._wait(timeout)

    def _wait(self, timeout: float) -> None:
        import httpx

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self._log.close()
                raise RuntimeError(
                    f"chroma server exited with {self.proc.returncode}; see {self.log_path}"
                )
            try:
                if httpx.get(f"{self.url}/api/v2/heartbeat", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"chroma server did not answer on {self.url} within {timeout:.0f} s")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if not self._log.closed:
            self._log.close()

    def __enter__(self) -> ChromaServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
