"""Read-only SQLAlchemy engines for tool modules: SQLite opened with ``mode=ro``; other
databases get read-only transactions (PostgreSQL ``SET TRANSACTION READ ONLY``).

    engine = readonly_engine("sqlite:////path/to/store.db")
    with engine.connect() as conn:
        conn.execute(sa.select(customers).where(customers.c.id == customer_id))   # parameterised
"""

from __future__ import annotations

import functools
from pathlib import Path

import sqlalchemy as sa


@functools.lru_cache(maxsize=8)
def readonly_engine(url: str) -> sa.Engine:
    """An engine that cannot write (one per URL)."""
    if url.startswith("sqlite:///") and ":memory:" not in url:
        path = url.split("///", 1)[1]
        return sa.create_engine(
            f"sqlite:///file:{path}?mode=ro&uri=true",
            connect_args={"check_same_thread": False},
        )
    engine = sa.create_engine(url, pool_pre_ping=True)
    if engine.dialect.name == "postgresql":

        @sa.event.listens_for(engine, "begin")
        def _read_only(conn):  # noqa: ANN001
            conn.exec_driver_sql("SET TRANSACTION READ ONLY")

    return engine


def writable_engine(url: str) -> sa.Engine:
    """An engine that may write (to build a tool's database), its SQLite folder created."""
    if url.startswith("sqlite:///"):
        path = url.split("///", 1)[1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
    return sa.create_engine(url)
