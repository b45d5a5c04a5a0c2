"""A real PostgreSQL server on 127.0.0.1 for the scale-out tests (Debian's postgresql package;
``make test`` installs it). Skipped with a reason where the binaries are not there."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time

import pytest


def _pg_bin(name: str) -> str | None:
    for path in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return path
    return shutil.which(name)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _as_postgres_user(cmd: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return cmd
    runuser = shutil.which("runuser")
    if runuser is None:
        pytest.skip(
            "running as root without runuser: cannot start PostgreSQL as an unprivileged user"
        )
    return [runuser, "-u", "postgres", "--", *cmd]


@pytest.fixture(scope="session")
def postgres_url():
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if not initdb or not pg_ctl:
        pytest.skip("PostgreSQL binaries not found (apt-get install postgresql)")
    base = tempfile.mkdtemp(prefix="guardbot-pg-")
    os.chmod(base, 0o777)
    data = os.path.join(base, "data")
    port = _free_port()
    if os.geteuid() == 0:
        shutil.chown(base, "postgres")
    subprocess.run(
        _as_postgres_user([initdb, "-D", data, "-A", "trust", "-U", "guardbot", "--no-sync"]),
        check=True,
        capture_output=True,
    )
    log = os.path.join(base, "server.log")
    subprocess.run(
        _as_postgres_user(
            [
                pg_ctl,
                "-D",
                data,
                "-l",
                log,
                "-w",
                "-o",
                f"-p {port} -h 127.0.0.1 -k {base} -F",
                "start",
            ]
        ),
        check=True,
        capture_output=True,
    )
    url = f"postgresql+psycopg://guardbot@127.0.0.1:{port}/postgres"
    deadline = time.time() + 30
    import sqlalchemy as sa

    while True:
        try:
            with sa.create_engine(url).connect() as conn:
                conn.execute(sa.text("select 1"))
            break
        except Exception:
            if time.time() > deadline:
                raise
            time.sleep(0.3)
    yield url
    subprocess.run(
        _as_postgres_user([pg_ctl, "-D", data, "-m", "immediate", "stop"]), capture_output=True
    )
    shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def fresh_pg_db(postgres_url):
    """A new, empty database on the test server."""
    import uuid

    import sqlalchemy as sa

    name = "t_" + uuid.uuid4().hex[:10]
    admin = sa.create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f"CREATE DATABASE {name}"))
    admin.dispose()
    yield postgres_url.rsplit("/", 1)[0] + "/" + name
