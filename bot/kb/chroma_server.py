"""Start and stop a local Chroma server (``chroma run``) on 127.0.0.1: for tests, the
benchmark, and trying the server store without installing anything else."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from bot.processes import end, free_port, wait_answering


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
        url = f"{self.url}/api/v2/heartbeat"
        try:
            wait_answering(
                url, self.proc, deadline=time.monotonic() + timeout, what="chroma server"
            )
        except RuntimeError as exc:
            self.stop()
            raise RuntimeError(f"{exc}; see {self.log_path}") from None

    def stop(self) -> None:
        end(self.proc)
        if not self._log.closed:
            self._log.close()

    def __enter__(self) -> ChromaServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
