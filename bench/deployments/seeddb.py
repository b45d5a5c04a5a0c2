"""A tool module's SQLite database: built once, from a fixed random seed or literal rows, into
the data folder (``tools.registry.data_dir()``), and read from there.

    from tools.registry import load_module, on_prepare

    seeddb = load_module(str(Path(__file__).resolve().parents[1] / "seeddb.py"))
    DB = seeddb.SeededDB("dbhost.db", build=_build, version=SCHEMA_VERSION)

    @on_prepare
    def build_database() -> Path:
        return DB.ensure()

A tool module is imported by its file's path (``tools.registry.load_module``), with no
package around it, so it loads this file the same way, by its path beside the deployments.

``build`` writes the whole database to the path it is given (a fresh file); ``fill`` instead
writes it through a connection, committed and closed here. The build goes to a temporary
file in the same folder, moved into place with ``os.replace``: two processes that start at
once each build the same data and neither reads a half-written file. A database is ready
when its file exists and, with a ``version``, when its ``meta`` table holds that version
under ``version_key`` (an older build is then built again).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tools.registry import data_dir


class SeededDB:
    def __init__(
        self,
        file_name: str,
        *,
        build: Callable[[Path], None] | None = None,
        fill: Callable[[sqlite3.Connection], None] | None = None,
        version: str | None = None,
        version_key: str = "schema_version",
        read_only: bool = True,
    ) -> None:
        if (build is None) == (fill is None):
            raise TypeError("SeededDB takes one of build= and fill=")
        self.file_name = file_name
        self.build = build
        self.fill = fill
        self.version = version
        self.version_key = version_key
        self.read_only = read_only
        self._lock = threading.Lock()

    def path(self) -> Path:
        """Where the database is (built or not)."""
        return data_dir() / self.file_name

    def ready(self, path: Path) -> bool:
        if not path.is_file():
            return False
        if self.version is None:
            return True
        try:
            con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                sql = "SELECT value FROM meta WHERE key = ?"
                row = con.execute(sql, (self.version_key,)).fetchone()
            finally:
                con.close()
        except sqlite3.Error:
            return False
        return row is not None and row[0] == self.version

    def ensure(self) -> Path:
        """The database's path, built first if it is missing (or of another version)."""
        path = self.path()
        if self.ready(path):
            return path
        with self._lock:
            if self.ready(path):
                return path
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".db", dir=path.parent)
            os.close(fd)
            try:
                os.unlink(tmp)
                self._write(Path(tmp))
                os.chmod(tmp, 0o644)
                os.replace(tmp, path)
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)
        return path

    def _write(self, path: Path) -> None:
        if self.build is not None:
            self.build(path)
            return
        assert self.fill is not None
        con = sqlite3.connect(path)
        try:
            self.fill(con)
            con.commit()
        finally:
            con.close()

    def connect(self) -> sqlite3.Connection:
        """A connection (read-only unless ``read_only=False``) whose rows are ``sqlite3.Row``;
        the caller closes it."""
        path = self.ensure()
        if self.read_only:
            con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        else:
            con = sqlite3.connect(path)
        con.row_factory = sqlite3.Row
        return con

    @contextlib.contextmanager
    def connection(self) -> Iterator[sqlite3.Connection]:
        """``connect()``, closed when the block ends."""
        con = self.connect()
        try:
            yield con
        finally:
            con.close()

    def query(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[sqlite3.Row]:
        """Every row of one query."""
        with self.connection() as con:
            return con.execute(sql, params).fetchall()
