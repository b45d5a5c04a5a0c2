"""A real PostgreSQL server on 127.0.0.1 for the scale-out tests (Debian's postgresql package;
``make test`` installs it; ``bot.pgserver`` starts it). Skipped with a reason where the
binaries are not there."""

from __future__ import annotations

import pytest

from bot.pgserver import PgServer, PgUnavailable


@pytest.fixture(scope="session")
def pg_server():
    try:
        server = PgServer()
    except PgUnavailable as exc:
        pytest.skip(str(exc))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres_url(pg_server):
    return pg_server.url


@pytest.fixture
def fresh_pg_db(pg_server):
    """A new, empty database on the test server."""
    return pg_server.new_database()
