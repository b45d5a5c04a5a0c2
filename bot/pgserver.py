"""A throwaway PostgreSQL server on a free 127.0.0.1 port (Debian's postgresql package;
``make system-deps`` installs it): for the scale-out tests and the two-worker benchmark.

    with PgServer() as pg:
        url = pg.new_database()       # postgresql+psycopg://guardbot@127.0.0.1:PORT/t_...
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
import uuid

from bot.processes import free_port


class PgUnavailable(RuntimeError):
    """The PostgreSQL binaries are not here, or cannot be run as an unprivileged user."""


def pg_bin(name: str) -> str | None:
    for path in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return path
    return shutil.which(name)


def _as_postgres_user(cmd: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return cmd
    runuser = shutil.which("runuser")
    if runuser is None:
        raise PgUnavailable(
            "running as root without runuser: cannot start PostgreSQL as an unprivileged user"
        )
    return [runuser, "-u", "postgres", "--", *cmd]


class PgServer:
    """``initdb`` + ``pg_ctl start`` in a temp folder; ``stop()`` removes it all."""

    def __init__(self, *, timeout: float = 30.0):
        initdb, self.pg_ctl = pg_bin("initdb"), pg_bin("pg_ctl")
        if not initdb or not self.pg_ctl:
            raise PgUnavailable("PostgreSQL binaries not found (apt-get install postgresql)")
        self.base = tempfile.mkdtemp(prefix="guardbot-pg-")
        os.chmod(self.base, 0o777)
        self.data = os.path.join(self.base, "data")
        port = free_port()
        if os.geteuid() == 0:
            shutil.chown(self.base, "postgres")
        subprocess.run(
            _as_postgres_user(
                [initdb, "-D", self.data, "-A", "trust", "-U", "guardbot", "--no-sync"]
            ),
            check=True,
            capture_output=True,
        )
        options = f"-p {port} -h 127.0.0.1 -k {self.base} -F -c max_connections=300"
        log = os.path.join(self.base, "server.log")
        subprocess.run(
            _as_postgres_user(
                [self.pg_ctl, "-D", self.data, "-l", log, "-w", "-o", options, "start"]
            ),
            check=True,
            capture_output=True,
        )
        self.url = f"postgresql+psycopg://guardbot@127.0.0.1:{port}/postgres"
        self._wait(timeout)

    def _wait(self, timeout: float) -> None:
        import sqlalchemy as sa

        deadline = time.time() + timeout
        while True:
            try:
                engine = sa.create_engine(self.url)
                with engine.connect() as conn:
                    conn.execute(sa.text("select 1"))
                engine.dispose()
                return
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.3)

    def new_database(self) -> str:
        """A new, empty database on this server; its URL."""
        import sqlalchemy as sa

        name = "t_" + uuid.uuid4().hex[:10]
        admin = sa.create_engine(self.url, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.execute(sa.text(f"CREATE DATABASE {name}"))
        admin.dispose()
        return self.url.rsplit("/", 1)[0] + "/" + name

    def stop(self) -> None:
        subprocess.run(
            _as_postgres_user([str(self.pg_ctl), "-D", self.data, "-m", "immediate", "stop"]),
            capture_output=True,
        )
        shutil.rmtree(self.base, ignore_errors=True)

    def __enter__(self) -> PgServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
