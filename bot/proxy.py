"""nginx in front of several ``guardbot serve`` workers: the configuration (the one
``docs/scaling.md`` shows) and a throwaway nginx on a free 127.0.0.1 port for the chaos test
and the benchmark (its own prefix, config, logs and temp dirs; unprivileged; no service).

    proxy = Nginx(workdir, upstreams=["127.0.0.1:7861", "127.0.0.1:7862"])
    proxy.url            # http://127.0.0.1:PORT
    proxy.stop()

Routing: a request sticks to the worker its chat cookie or ``X-Guardbot-Conversation``
hashes to (Gradio's event stream for a page lives in one worker), and goes to another when
that one does not accept the connection. A request whose worker dies after it was sent is
not sent again (a POST is not idempotent): the client gets ``503`` with ``Retry-After: 1``,
an OpenAI-shaped error on ``/v1``, ``{"error": ...}`` on ``/api/chat``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

from bot.processes import end, free_port

NGINX_CANDIDATES = ("/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx")

LOST_V1 = (
    '{"error": {"message": "The worker answering this request stopped; nothing was shown. '
    'Retry the request.", "type": "server_error", "param": null, "code": "worker_lost"}}'
)
LOST_CHAT = (
    '{"error": "The server answering this message stopped; nothing was shown. '
    'Please send it again."}'
)

# {upstreams}: one "server HOST:PORT max_fails=1 fail_timeout=5s;" line per worker
CONFIG = """\
worker_processes 1;
daemon off;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 1024; }}

http {{
    access_log {dir}/access.log;
    client_body_temp_path {dir}/tmp/body;
    proxy_temp_path {dir}/tmp/proxy;
    fastcgi_temp_path {dir}/tmp/fastcgi;
    uwsgi_temp_path {dir}/tmp/uwsgi;
    scgi_temp_path {dir}/tmp/scgi;

    # a browser (chat cookie) or a /v1 conversation sticks to one worker; anything else
    # is spread by its request id
    map "$cookie_guardbot_chat|$http_x_guardbot_conversation" $guardbot_affinity {{
        "|" $request_id;
        default "$cookie_guardbot_chat|$http_x_guardbot_conversation";
    }}

    upstream guardbot {{
        hash $guardbot_affinity consistent;
{upstreams}
        keepalive 64;
    }}

    server {{
        listen 127.0.0.1:{port};
        client_max_body_size 2m;

        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_buffering off;            # server-sent events (streams, Gradio) as they come
        proxy_read_timeout 660s;        # above GUARDBOT_API_TIMEOUT_S
        proxy_connect_timeout 2s;
        proxy_next_upstream error timeout;   # only before the request was sent (POST)

        location /v1/ {{
            proxy_pass http://guardbot;
            error_page 502 504 =503 @v1_lost;
        }}
        location / {{
            proxy_pass http://guardbot;
            error_page 502 504 =503 @chat_lost;
        }}
        location @v1_lost {{
            default_type application/json;
            add_header Retry-After 1 always;
            return 503 '{lost_v1}';
        }}
        location @chat_lost {{
            default_type application/json;
            add_header Retry-After 1 always;
            return 503 '{lost_chat}';
        }}
    }}
}}
"""


class ProxyUnavailable(RuntimeError):
    """nginx is not installed (``make system-deps`` installs it from Debian)."""


def nginx_binary() -> str | None:
    for path in NGINX_CANDIDATES:
        if os.access(path, os.X_OK):
            return path
    return shutil.which("nginx")


def render(*, directory: Path, port: int, upstreams: list[str]) -> str:
    servers = "\n".join(f"        server {u} max_fails=1 fail_timeout=5s;" for u in upstreams)
    return CONFIG.format(
        dir=directory,
        port=port,
        upstreams=servers,
        lost_v1=LOST_V1,
        lost_chat=LOST_CHAT,
    )


def _unprivileged(cmd: list[str], directory: Path) -> list[str]:
    """As root, nginx runs as ``nobody`` (its folder handed to it); otherwise as we are."""
    if os.geteuid() != 0 or shutil.which("runuser") is None:
        return cmd
    for path in [directory, *directory.rglob("*")]:
        shutil.chown(path, "nobody")
    return [str(shutil.which("runuser")), "-u", "nobody", "--", *cmd]


class Nginx:
    """A throwaway nginx on a free 127.0.0.1 port in front of ``upstreams``."""

    def __init__(self, directory: Path, *, upstreams: list[str], timeout: float = 30.0):
        binary = nginx_binary()
        if binary is None:
            raise ProxyUnavailable("nginx is not installed (apt-get install nginx-light)")
        self.dir = directory
        (directory / "tmp").mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.conf = directory / "nginx.conf"
        self.conf.write_text(render(directory=directory, port=self.port, upstreams=upstreams))
        cmd = [
            binary,
            "-p",
            str(directory),
            "-e",
            str(directory / "error.log"),
            "-c",
            str(self.conf),
        ]
        self._out = open(directory / "nginx.out", "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            _unprivileged(cmd, directory), stdout=self._out, stderr=subprocess.STDOUT
        )
        self._wait(timeout)

    def _wait(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"nginx exited with {self.proc.returncode}: {self.log_tail()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"nginx did not listen on {self.url} within {timeout:.0f} s")

    def log_tail(self) -> str:
        text = ""
        for name in ("nginx.out", "error.log"):
            path = self.dir / name
            if path.exists():
                text += path.read_text(errors="replace")[-1500:]
        return text

    def stop(self) -> None:
        end(self.proc, timeout=10)
        if not self._out.closed:
            self._out.close()
