"""Several guardbot workers on one PostgreSQL and one Chroma server behind nginx, on this
machine: the chaos test and the two-worker benchmark start one, load it, kill a worker.

    cluster = Cluster(database_url=pg, chroma_url=chroma, workers=2, lease_s=3)
    cluster.url                   # the proxy: any worker may answer
    cluster.kill(0)               # SIGKILL, as a crashed machine
    cluster.stop()

Each worker is a process of its own (``python -m bot.cluster --port P``): the web app with
the scripted backend (as ``guardbot loadtest`` uses), its own data directory (nothing is
shared through files), the shared database, Chroma server and cookie-signing secret. In
production each worker is ``guardbot serve`` with the same settings (docs/scaling.md).
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.loadtest import load_app
from bot.processes import end, free_port, wait_answering
from bot.proxy import Nginx

WORKER = [sys.executable, "-m", "bot.cluster"]  # a worker's command, less its options


class Worker:
    def __init__(
        self,
        index: int,
        directory: Path,
        env: dict[str, str],
        model_latency_s: float,
        command: list[str] = WORKER,
    ):
        self.index = index
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        data = directory / f"worker-{index}"
        data.mkdir(parents=True, exist_ok=True)
        self.log_path = directory / f"worker-{index}.log"
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in close()
        cmd = [*command, "--port", str(self.port)]
        cmd += ["--model-latency", str(model_latency_s)]
        self.proc = subprocess.Popen(
            cmd,
            env={**env, "GUARDBOT_DATA_DIR": str(data)},
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def wait_ready(self, deadline: float) -> None:
        try:
            wait_answering(f"{self.url}/healthz", self.proc, deadline=deadline, what=self.name)
        except RuntimeError as exc:
            raise RuntimeError(f"{exc}: {self.log_tail()}") from None

    @property
    def name(self) -> str:
        return f"worker {self.index}"

    def log_tail(self) -> str:
        return self.log_path.read_text(errors="replace")[-2000:]

    def close(self) -> None:
        end(self.proc)
        self._log.close()


class Cluster:
    """``workers`` guardbot processes behind a throwaway nginx; ``stop()`` ends them all."""

    def __init__(
        self,
        *,
        database_url: str,
        chroma_url: str,
        workers: int = 2,
        lease_s: float = 3.0,
        model_latency_s: float = 0.0,
        max_inflight: int | None = None,
        start_timeout: float = 240.0,
        directory: Path | None = None,
        worker_command: list[str] = WORKER,
    ):
        """``worker_command``: another program taking a worker's options (a profiler's)."""
        self._owned = directory is None  # our temp folder: removed by stop()
        self.dir = directory or Path(tempfile.mkdtemp(prefix="guardbot-cluster-"))
        env = {
            **os.environ,
            "GUARDBOT_BACKEND": "scripted",
            "GUARDBOT_DATABASE_URL": database_url,
            "GUARDBOT_CHROMA_URL": chroma_url,
            "GUARDBOT_SESSION_SECRET": secrets.token_hex(32),  # one secret for every worker
            "GUARDBOT_TURN_LEASE_S": str(lease_s),
            "GUARDBOT_TRUSTED_PROXIES": "127.0.0.1",
        }
        if max_inflight is not None:
            env["GUARDBOT_API_MAX_INFLIGHT"] = str(max_inflight)
        self.workers = [
            Worker(i, self.dir, env, model_latency_s, worker_command) for i in range(workers)
        ]
        self.proxy: Nginx | None = None
        try:
            deadline = time.monotonic() + start_timeout
            for worker in self.workers:
                worker.wait_ready(deadline)
            # root's temp folders are closed to nginx's unprivileged user: a folder of its own
            proxy_dir = Path(tempfile.mkdtemp(prefix="guardbot-nginx-"))
            self.proxy = Nginx(proxy_dir, upstreams=[f"127.0.0.1:{w.port}" for w in self.workers])
        except BaseException:
            self.stop()
            raise

    @property
    def url(self) -> str:
        assert self.proxy is not None
        return self.proxy.url

    def kill(self, index: int) -> None:
        """SIGKILL one worker (no clean-up of any kind, as a crash) and reap it."""
        worker = self.workers[index]
        os.kill(worker.pid, signal.SIGKILL)
        worker.proc.wait()

    def stop(self) -> None:
        if self.proxy is not None:
            self.proxy.stop()
            shutil.rmtree(self.proxy.dir, ignore_errors=True)
        for worker in self.workers:
            worker.close()
        if self._owned:
            shutil.rmtree(self.dir, ignore_errors=True)


def owner_pid(lease_owner: str | None) -> int | None:
    """The process id in a turn's ``lease_owner`` (``bot.store.leases.worker_id``)."""
    parts = (lease_owner or "").split(":")
    return int(parts[-2]) if len(parts) >= 3 and parts[-2].isdigit() else None


def main(argv: list[str] | None = None) -> Any:
    """One worker: the load app on 127.0.0.1:PORT until killed."""
    parser = argparse.ArgumentParser(prog="python -m bot.cluster")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--model-latency", type=float, default=0.0)
    args = parser.parse_args(argv)
    import uvicorn

    app = load_app(model_latency_s=args.model_latency)
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=args.port,
        log_level="warning",
        proxy_headers=True,
        forwarded_allow_ips="127.0.0.1",
    )


if __name__ == "__main__":
    main()
