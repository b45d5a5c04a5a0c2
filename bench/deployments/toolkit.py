"""The pieces the benchmark deployments' tool modules share (issue 48: no block of six or more
lines written again between them): writing the seeded rows (invoice dates and settlement,
support-ticket times, an INSERT of one row, the ``meta`` rows) and reading them (a row by its
key or a ToolError, the rows of one customer filtered by an optional status, a row's columns
under the names a tool returns).

The databases are built from a fixed random seed, so every helper that draws from ``rng``
draws exactly what the code it replaced drew, in the same order: a frozen deployment's rows
do not change. A tool module loads this file by its path, as it loads ``seeddb.py``:

    toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
"""

from __future__ import annotations

import datetime as dt
import functools
import inspect
import random
import sqlite3
import threading
from collections.abc import Callable, Sequence
from typing import Any

from tools.registry import ToolError, tool

Query = Callable[..., list[sqlite3.Row]]


# ---- writing the seeded rows ----------------------------------------------------------------

PRIORITIES = ["low", "normal", "high", "urgent"]
"""A support ticket's priorities, lowest first."""
TICKET_STATUSES = ["open", "waiting on customer", "closed"]
"""A support ticket's statuses (most deployments')."""
INVOICE_STATUSES = ["paid", "open", "overdue"]
"""An invoice's statuses."""


def month_span(first: str, count: int) -> list[str]:
    """``count`` months from ``first`` on: ``month_span("2025-11", 3)`` is
    ``["2025-11", "2025-12", "2026-01"]``."""
    year, mon = (int(x) for x in first.split("-"))
    out = []
    for _ in range(count):
        out.append(f"{year}-{mon:02d}")
        year, mon = year + (mon == 12), mon % 12 + 1
    return out


def insert(db: sqlite3.Connection, table: str, row: Sequence[Any]) -> None:
    """``INSERT INTO table VALUES (?,?,...)`` of one row."""
    db.execute(f"INSERT INTO {table} VALUES ({','.join('?' * len(row))})", tuple(row))


def seal(db: sqlite3.Connection, **meta: Any) -> None:
    """The ``meta`` rows (key, value), in the order given; then commit and close."""
    for key, value in meta.items():
        db.execute(f"INSERT INTO meta VALUES ('{key}', ?)", (value,))
    db.commit()
    db.close()


def billed(month: str, due_days: int) -> tuple[dt.date, dt.date]:
    """A month's invoice ("2026-03"): issued on the 1st of the next month, due ``due_days``
    later."""
    year, mon = (int(x) for x in month.split("-"))
    issued = dt.date(year + (mon == 12), mon % 12 + 1, 1)
    return issued, issued + dt.timedelta(days=due_days)


def settle(
    rng: random.Random,
    issued: dt.date,
    due: dt.date,
    today: dt.date,
    *,
    grace: int,
    weights: tuple[int, int, int, int, int, int],
    paid_days: tuple[int, int],
) -> tuple[str, str | None]:
    """An invoice's status and the day it was paid: due more than ``grace`` days ago, paid or
    overdue by weights[0:2]; due before today, by weights[2:4]; else paid or open by
    weights[4:6]. Paid some days (``paid_days``) after issue, not after today."""
    if due < today - dt.timedelta(days=grace):
        status = rng.choices(["paid", "overdue"], weights=list(weights[0:2]))[0]
    elif due < today:
        status = rng.choices(["paid", "overdue"], weights=list(weights[2:4]))[0]
    else:
        status = rng.choices(["paid", "open"], weights=list(weights[4:6]))[0]
    paid_on = (
        min(issued + dt.timedelta(days=rng.randint(*paid_days)), today).isoformat()
        if status == "paid"
        else None
    )
    return status, paid_on


def paid_on(rng: random.Random, issued: dt.date, days: tuple[int, int]) -> str:
    """The day an invoice issued on ``issued`` was paid: some ``days`` later."""
    return (issued + dt.timedelta(days=rng.randint(*days))).isoformat()


def account(
    rng: random.Random,
    today: dt.date,
    days: tuple[int, int],
    plans: Sequence[str],
    weights: Sequence[int],
    active: float,
) -> tuple[dt.date, str, str]:
    """A customer account's first day (some ``days`` before ``today``), its plan (``plans``
    by ``weights``) and status (active with the chance ``active``, else suspended), drawn in
    that order."""
    since = today - dt.timedelta(days=rng.randint(*days))
    plan = rng.choices(list(plans), weights=weights)[0]
    status = "active" if rng.random() < active else "suspended"
    return since, plan, status


def opened(rng: random.Random, today: dt.date, days: int) -> dt.datetime:
    """A moment in working hours (07:00-19:59) up to ``days`` days before ``today``."""
    return dt.datetime.combine(
        today - dt.timedelta(days=rng.randint(0, days)),
        dt.time(rng.randint(7, 19), rng.randint(0, 59)),
    )


def ticket_times(
    rng: random.Random, today: dt.date, *, days: int, hours: int, end: dt.time
) -> tuple[dt.datetime, dt.datetime]:
    """A ticket's opening (``opened``) and last update, up to ``hours`` later but not after
    ``today`` (then ``today`` at ``end``)."""
    start = opened(rng, today, days)
    last = start + dt.timedelta(hours=rng.randint(1, hours))
    if last.date() > today:
        last = dt.datetime.combine(today, end)
    return start, last


META_SQL = "\n        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);"
"""The ``meta`` table (key, value) every seeded database has, that ``seal`` writes."""

Fill = Callable[[sqlite3.Connection, random.Random], None]


def schema(sql: str, **given: dict[str, Sequence[Any]]) -> Callable[[Fill], Fill]:
    """The decorator of a ``database``'s ``fill`` that first creates the ``meta`` table and
    the tables of ``sql`` (its ``CREATE TABLE`` statements, kept as written) and writes the
    rows ``given`` as they are (table name: {key: the row's other columns}), in order."""

    def wrap(fill: Fill) -> Fill:
        @functools.wraps(fill)
        def filled(db: sqlite3.Connection, rng: random.Random) -> None:
            db.executescript(META_SQL + sql)
            for table, rows in given.items():
                for key, row in rows.items():
                    insert(db, table, (key, *row))
            fill(db, rng)

        return filled

    return wrap


def in_memory(fill: Fill, seed: int) -> sqlite3.Connection:
    """A read-only in-memory database (rows as ``sqlite3.Row``, usable from any thread) that
    ``fill`` writes, drawing from ``random.Random(seed)``."""
    db = sqlite3.connect(":memory:", check_same_thread=False)
    fill(db, random.Random(seed))
    db.row_factory = sqlite3.Row
    db.execute("PRAGMA query_only = ON")
    return db


def locked_rows(db: sqlite3.Connection) -> Callable[..., list[sqlite3.Row]]:
    """``rows(sql, params=())``: one query at a time on the shared connection ``db``."""
    lock = threading.Lock()

    def rows(sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        with lock:
            return db.execute(sql, params).fetchall()

    return rows


def seeded(
    sql: str, seed: int, today: dt.date, steps: Sequence[Fill]
) -> tuple[sqlite3.Connection, Callable[..., list[sqlite3.Row]]]:
    """A plain module's database (``in_memory``) and its ``locked_rows``: the tables of ``sql``
    and the ``meta`` rows ``seed`` and ``today`` (``schema``), then each of ``steps`` in turn
    writes its rows, drawing from one ``random.Random(seed)``; then commit."""

    @schema(sql, meta={"seed": (str(seed),), "today": (today.isoformat(),)})
    def fill(db: sqlite3.Connection, rng: random.Random) -> None:
        for step in steps:
            step(db, rng)
        db.commit()

    db = in_memory(fill, seed)
    return db, locked_rows(db)


def ranked(rows: Sequence[Any], words: Sequence[str], text: Callable[[Any], str]) -> list[Any]:
    """The ``rows`` whose ``text`` holds any of ``words`` (every row where there are none),
    the most words held first, then in the order given."""
    scored = []
    for at, row in enumerate(rows):
        written = text(row)
        hits = sum(w in written for w in words)
        if hits or not words:
            scored.append((-hits, at, row))
    return [row for _, _, row in sorted(scored, key=lambda s: s[:2])]


def fixed(module_file: str) -> list[Any]:
    """Every fixed list of the ``fixed_lists.json`` beside ``module_file`` (a module's
    ``__file__``), in the file's order, as ``fixedlists.load`` gives them."""
    from pathlib import Path

    from tools.registry import load_module

    fixedlists = load_module(str(Path(__file__).resolve().parent / "fixedlists.py"))
    return fixedlists.load(module_file)


def minutes(moment: dt.datetime) -> str:
    """``2026-05-12T09:30``."""
    return moment.isoformat(timespec="minutes")


# ---- reading them -----------------------------------------------------------------------------


def one(query: Query, sql: str, params: tuple[Any, ...], missing: str) -> sqlite3.Row:
    """The first row of a query, or ToolError(missing)."""
    rows = query(sql, params)
    if not rows:
        raise ToolError(missing)
    return rows[0]


def owned(
    query: Query,
    table: str,
    owner: tuple[str, Any],
    order: str,
    **filters: Any,
) -> list[sqlite3.Row]:
    """The rows of ``table`` whose ``owner`` column holds the value, narrowed by each filter
    given (column = value; None: not narrowed), ordered by ``order``."""
    sql = f"SELECT * FROM {table} WHERE {owner[0]} = ?"
    params: list = [owner[1]]
    for column, value in filters.items():
        if value:
            sql += f" AND {column} = ?"
            params.append(value)
    return query(sql + f" ORDER BY {order}", tuple(params))


def narrowed(
    sql: str, params: tuple[Any, ...], column: str, value: Any
) -> tuple[str, tuple[Any, ...]]:
    """``sql`` and its ``params`` with ``AND column = ?`` of ``value`` (as they are where the
    value is None)."""
    if value is None:
        return sql, params
    return f"{sql} AND {column} = ?", (*params, value)


def held(query: Query, source: str, owner: tuple[str, Any], order: str = "") -> list[Any]:
    """The values of a column (``source`` is ``table.column``) in the rows whose ``owner``
    column holds the value, ordered by ``order`` (the column itself when none is given)."""
    table, column = source.split(".")
    sql = f"SELECT {column} FROM {table} WHERE {owner[0]} = ? ORDER BY {order or column}"
    return [r[column] for r in query(sql, (owner[1],))]


def read_date(text: str | None, what: str, example: str) -> dt.date | None:
    """A date parameter as a date: its first ten characters read as ISO; None when it is
    empty; ToolError("WHAT 'TEXT' is not a date like EXAMPLE") when it is no date."""
    if text is None or not str(text).strip():
        return None
    try:
        return dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        raise ToolError(f"{what} {text!r} is not a date like {example}") from None


def weekday(day: str) -> str:
    """The day of the week of a date written ``2026-05-12``: ``Tuesday``."""
    return dt.date.fromisoformat(day).strftime("%A")


def named(row: sqlite3.Row, spec: str) -> dict[str, Any]:
    """A row's columns under the names a tool returns, in order: ``spec`` is a space-separated
    list of ``name`` (the column of that name) or ``name=column``."""
    out = {}
    for item in spec.split():
        name, _, column = item.partition("=")
        out[name] = row[column or name]
    return out


def dated(row: sqlite3.Row, first: str, day: str, rest: str) -> dict[str, Any]:
    """A row's columns as ``named`` with ``first``, then the ``weekday`` of its column
    ``day`` (as ``weekday``), then its columns as ``named`` with ``rest``."""
    return named(row, first) | {"weekday": weekday(row[day])} | named(row, rest)


def balance(
    query: Query, owner: tuple[str, Any], status: str | None, spec: str
) -> tuple[float, list[dict[str, Any]]]:
    """What an owner (the ``invoices`` column that holds the value) owes, the sum of its
    invoices not paid, rounded to pence; and its invoices (narrowed to ``status`` where one
    is given) by issue date and number, each as ``named`` with ``spec``."""
    rows = owned(query, "invoices", owner, "issued_on, number", status=status)
    owed = query(
        f"SELECT COALESCE(SUM(amount), 0) FROM invoices WHERE {owner[0]} = ? AND status != 'paid'",
        (owner[1],),
    )[0][0]
    return round(float(owed), 2), [named(r, spec) for r in rows]


def tickets(
    db: sqlite3.Connection,
    rng: random.Random,
    key: tuple[int, Any],
    today: dt.date,
    lists: tuple[Sequence[str], Sequence[str], Sequence[str], Sequence[str]],
    span: tuple[int, int, dt.time],
    status_weights: list[int],
) -> int:
    """An owner's support tickets (none to three): ``key`` is the last ticket number and the
    owner; ``lists`` the subjects, priorities, statuses and agents; ``span`` the days back a
    ticket may open, the hours to its last update and the time of day it is cut to. Returns
    the last ticket number."""
    ticket_id, owner = key
    subjects, priorities, statuses, agents = lists
    for _ in range(rng.choices([0, 1, 2, 3], weights=[3, 4, 3, 1])[0]):
        ticket_id += 1
        start, last = ticket_times(rng, today, days=span[0], hours=span[1], end=span[2])
        row = (ticket_id, owner, rng.choice(subjects))
        row += (rng.choices(priorities, weights=[2, 5, 3, 1])[0],)
        row += (rng.choices(statuses, weights=status_weights)[0], minutes(start), minutes(last))
        insert(db, "tickets", (*row, rng.choice(agents)))
    return ticket_id


# ---- a tool module's database and its lookups ---------------------------------------------


def _local(fn: Callable[..., Any], module: str, name: str, doc: str) -> Callable[..., Any]:
    """``fn`` as if the tool module had defined it under ``name``."""
    fn.__module__ = module
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn


def database(
    module: str,
    file_name: str,
    fill: Callable[[sqlite3.Connection, random.Random], None],
    *,
    seed: int,
    version: str,
    **meta: str,
) -> tuple[Any, Query, Callable[[], Any]]:
    """A tool module's ``seeddb.SeededDB``, its ``query`` and its ``@on_prepare`` hook
    ``build_database``.

    The database is a SQLite file built on first use from a fixed random seed, so every build
    gives the same rows: ``fill`` writes the tables through a fresh connection, drawing from
    ``random.Random(seed)``; then the ``meta`` rows ``schema_version`` (``version``), ``seed``
    and any ``meta`` given are written, in that order. It is written to a temporary file and
    moved into place with os.replace, so two processes that start at once cannot see a
    half-built file.
    """
    from pathlib import Path

    from tools.registry import load_module, on_prepare

    def build(path: Path) -> None:
        rng = random.Random(seed)
        db = sqlite3.connect(path)
        fill(db, rng)
        seal(db, schema_version=version, seed=str(seed), **meta)

    seeddb = load_module(str(Path(__file__).resolve().parent / "seeddb.py"))
    db = seeddb.SeededDB(file_name, build=build, version=version)

    def hook():
        return db.ensure()

    hook.__annotations__ = {"return": "Path"}
    doc = "Build the database if it is missing (idempotent; safe when two processes race)."
    return db, db.query, on_prepare(_local(hook, module, "build_database", doc))


def id_names(module: str, name: str, query: Query, table: str, doc: str) -> Callable[[], Any]:
    """The lister ``name``: (id, name) of every row of ``table``, by id."""

    def lister() -> list[tuple[int, str]]:
        return [(r["id"], r["name"]) for r in query(f"SELECT id, name FROM {table} ORDER BY id")]

    lister.__annotations__ = {"return": "list[tuple[int, str]]"}
    return _local(lister, module, name, doc)


def getter(query: Query, table: str, missing: str) -> Callable[[Any], sqlite3.Row]:
    """The row of ``table`` whose id is the value, or ToolError(``missing`` formatted with
    it)."""

    def get(key: Any) -> sqlite3.Row:
        sql = f"SELECT * FROM {table} WHERE id = ?"
        return one(query, sql, (key,), missing.format(key))

    return get


Owners = tuple[str, str, str, str]
"""Who a deployment's rows belong to: the lister's name, the table, the lister's docstring
and the message when an id names no row (formatted with the id)."""

CUSTOMERS: Owners = (
    "customer_names",
    "customers",
    "(customer number, the customer's company name).",
    "there is no customer {}",
)


def owners(module: str, query: Query, spec: Owners) -> tuple[Callable[[], Any], Callable]:
    """The (id, name) lister of the owners' table (``id_names``) and its row by id
    (``getter``)."""
    name, table, doc, missing = spec
    return id_names(module, name, query, table, doc), getter(query, table, missing)


def names(module: str, name: str, query: Query, source: str, doc: str) -> Callable[[], Any]:
    """The lister ``name``: every value of a column (``source`` is ``table.column``), sorted."""
    table, column = source.split(".")

    def lister() -> list[str]:
        return [r[column] for r in query(f"SELECT {column} FROM {table} ORDER BY {column}")]

    lister.__annotations__ = {"return": "list[str]"}
    return _local(lister, module, name, doc)


def by_name(
    query: Query,
    source: str,
    owner_table: str,
    clean: Callable[[str], str],
    missing: str,
    label: str = "company",
) -> Callable[[str], sqlite3.Row]:
    """The row of ``table`` whose ``column`` (``source`` is ``table.column``) holds the name
    as ``clean`` writes it, with its owner's name (the ``owner_table`` row its
    ``<owner>_id`` points at) as ``label``; or ToolError(``missing`` formatted with
    ``name``, the cleaned name, and ``raw``, the name as given)."""

    def get(raw: str) -> sqlite3.Row:
        name = clean(raw)
        owner = f"{owner_table}.{label}"
        return record(query, source, name, owner, missing.format(name=name, raw=raw))

    return get


def record(query: Query, source: str, key: Any, owner: str, missing: str) -> sqlite3.Row:
    """The row of ``table`` whose ``column`` (``source`` is ``table.column``) holds ``key``,
    with its owner's name (the row of the owner's table its ``<owner>_id`` points at; ``owner``
    is ``owner_table.label``) as ``label``; or ToolError(missing)."""
    table, column = source.split(".")
    owner_table, label = owner.split(".")
    owner_id = owner_table.removesuffix("s") + "_id"
    sql = (
        f"SELECT t.*, o.name AS {label} FROM {table} t "
        f"JOIN {owner_table} o ON o.id = t.{owner_id} WHERE t.{column} = ?"
    )
    return one(query, sql, (key,), missing)


def plan(query: Query, name: str, plans: Sequence[str], noun: str = "plan") -> sqlite3.Row:
    """The row of the table ``<noun>s`` (plans) called ``name``, or ToolError naming the
    ``plans`` there are."""
    missing = f"there is no {noun} {name!r} ({', '.join(plans)})"
    return one(query, f"SELECT * FROM {noun}s WHERE name = ?", (name,), missing)


def host(text: str, port: bool = True) -> str:
    """A host name or address as a person writes it, lower case, without ``https://`` or
    ``http://`` in front or a path behind (nor a ``:port``, where ``port`` is false)."""
    h = text.strip().lower()
    for prefix in ("https://", "http://"):
        if h.startswith(prefix):
            h = h[len(prefix) :]
    h = h.split("/")[0]
    return h if port else h.split(":")[0]


def domain(text: str, port: bool = True) -> str:
    """``host``, without the ``user@`` of an email address pasted in or a dot at the end."""
    return host(text, port).split("@", 1)[-1].rstrip(".")


def prefixed(text: str, prefix: str) -> str:
    """An id as a person writes it, upper case, with ``prefix`` in front where it was left
    off (``"c2g9wxd4"`` -> ``"PW-C2G9WXD4"``)."""
    key = text.strip().upper()
    return key if key.startswith(prefix) else prefix + key


def slug(name: str) -> str:
    """A name as the rows write it: lower case, spaces as hyphens."""
    return name.strip().lower().replace(" ", "-")


def listing(
    spec: str, query: Query, table: str, owner: tuple[str, Any], order: str, **filters: Any
):
    """``owned`` rows, each under the names a tool returns (``named`` with ``spec``)."""
    return [named(r, spec) for r in owned(query, table, owner, order, **filters)]


def months(
    query: Query, table: str, owner: tuple[str, Any], month: str | None
) -> list[sqlite3.Row]:
    """The rows of ``table`` whose ``owner`` column holds the value, by month; only the
    month given (cut to ``2026-03``) when there is one."""
    sql = f"SELECT * FROM {table} WHERE {owner[0]} = ?"
    params: list = [owner[1]]
    if month:
        sql += " AND month = ?"
        params.append(month.strip()[:7])
    return query(sql + " ORDER BY month", tuple(params))


Terms = tuple[str, int, dt.date, int, tuple[int, int, int, int, int, int], tuple[int, int]]
"""How a deployment bills: the invoice number's format (fields ``issued``, the issue date,
and ``seq``, the running number), the days to pay, today, and ``settle``'s grace, weights
and paid days."""


def invoice(
    db: sqlite3.Connection,
    rng: random.Random,
    terms: Terms,
    key: tuple[int, Any, str],
    charged: tuple[Any, ...],
) -> None:
    """A month's invoice row: ``key`` is the running number, the owner and the month
    (``billed``); ``charged`` the columns between the due date and the status (``settle``)."""
    number, due_days, today, grace, weights, paid_days = terms
    seq, owner, month = key
    issued, due = billed(month, due_days)
    status, paid_on = settle(
        rng, issued, due, today, grace=grace, weights=weights, paid_days=paid_days
    )
    row = (number.format(issued=issued, seq=seq), owner, month, issued.isoformat())
    insert(db, "invoices", (*row, due.isoformat(), *charged, status, paid_on))


def owned_by(noun: str, number: str, name: str, lister: str = "") -> Owners:
    """The ``Owners`` of the table ``<noun>s``: the lister ``<noun>_names`` (or ``lister``),
    ``(<noun> <number>, <name>).`` its docstring, ``there is no <noun> {}``."""
    doc = f"({noun} {number}, {name})."
    return (lister or f"{noun}_names", f"{noun}s", doc, f"there is no {noun} {{}}")


def column(query: Query, source: str) -> Callable[[Callable[[], Any]], Callable[[], Any]]:
    """A lister written as its signature and docstring alone: every value of a column
    (``source`` is ``table.column``), sorted."""
    table, name = source.split(".")

    def wrap(fn: Callable[[], Any]) -> Callable[[], Any]:
        @functools.wraps(fn)
        def lister() -> list[str]:
            return [r[name] for r in query(f"SELECT {name} FROM {table} ORDER BY {name}")]

        return lister

    return wrap


def billing_sql(owner: str, amount: str, tickets: str = "") -> str:
    """The ``CREATE TABLE`` of the invoices (``owner`` the owner's id column, ``amount`` the
    amount's) and, with ``tickets`` (``table updated_column staff_column``), of the support
    tickets, written as the deployments' schemas write them (sqlite keeps the text)."""
    sql = (
        "        CREATE TABLE invoices (\n"
        f"            number TEXT PRIMARY KEY, {owner} INTEGER, period TEXT, issued_on TEXT,\n"
        f"            due_date TEXT, {amount} REAL, status TEXT, paid_on TEXT);\n"
    )
    if tickets:
        table, updated, staff = tickets.split()
        sql += (
            f"        CREATE TABLE {table} (\n"
            f"            id INTEGER PRIMARY KEY, {owner} INTEGER, subject TEXT, priority TEXT,\n"
            f"            status TEXT, opened_at TEXT, {updated} TEXT, {staff} TEXT);\n"
        )
    return sql


class Listings:
    """The decorator of a deployment's listing tools that are written as their signature and
    docstring alone: ``(key, flt=None) -> list[dict]``, the rows of a table that belong to
    ``key`` (the table's column of that name), narrowed by ``flt`` when given, each under the
    names the tool returns (``listing``).

    ``lister`` lists the key's values (the tool's ``values``); ``lookup`` gives the key's row
    or raises ToolError (called first, so an unknown key is an error); the table's column
    holds the key as given, or its row's ``column`` when there is one."""

    def __init__(
        self,
        query: Query,
        lister: Callable[[], Any],
        lookup: Callable[[Any], sqlite3.Row],
        column: str = "",
    ):
        self.query, self.lister, self.lookup, self.column = query, lister, lookup, column

    def _tool(self, rows: Callable[[tuple[str, Any], str, Any], Any]) -> Callable:
        """The decorator: the tool's answer is ``rows(owner, flt's name, flt's value)``."""

        def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
            signature = inspect.signature(fn)
            key, flt = signature.parameters

            @functools.wraps(fn)
            def listed(*args: Any, **kwargs: Any) -> list[dict[str, Any]]:
                bound = signature.bind(*args, **kwargs)
                bound.apply_defaults()
                value = bound.arguments[key]
                row = self.lookup(value)
                owner = (key, row[self.column] if self.column else value)
                return rows(owner, flt, bound.arguments[flt])

            return tool(values={key: self.lister})(listed)

        return wrap

    def __call__(self, table: str, order: str, spec: str) -> Callable[[Callable], Callable]:
        """The tool of ``table``'s rows in ``order``, each as ``spec`` names its columns."""

        def rows(owner: tuple[str, Any], flt: str, given: Any) -> list[dict[str, Any]]:
            return listing(spec, self.query, table, owner, order, **{flt: given})

        return self._tool(rows)

    def monthly(self, table: str, spec: str, missing: str, *, every: bool = True) -> Callable:
        """The tool of ``table``'s rows by month (``months``; its ``flt`` is the month),
        each as ``spec`` names its columns. None found: ToolError(``missing`` formatted with
        the key, then `` in <month>`` when a month is given); with ``every=False`` only when a
        month is given, ``missing`` formatted with the key and the month."""

        def rows(owner: tuple[str, Any], _: str, month: str | None) -> list[dict[str, Any]]:
            found = months(self.query, table, owner, month)
            if not found and every:
                raise ToolError(missing.format(owner[1]) + (f" in {month}" if month else ""))
            if not found and month:
                raise ToolError(missing.format(owner[1], month))
            return [named(r, spec) for r in found]

        return self._tool(rows)

    def invoices(self, charged: str, *, month: str = "month_billed") -> Callable:
        """The monthly invoices (``invoice``'s rows), by month: number, month (named
        ``month``), issue and due dates, the ``charged`` columns, status and the day paid."""
        spec = f"invoice_number=number {month}=period issued_on due_date {charged} status paid_on"
        return self("invoices", "period", spec)

    def tickets(
        self,
        staff: str,
        *,
        number: str = "ticket_number",
        table: str = "tickets",
        subject: str = "subject",
        updated: str = "last_update_at",
    ) -> Callable:
        """The support tickets (``tickets``' rows), the newest first: number (named
        ``number``), subject, priority, status, opened and updated, who handles it
        (``staff``)."""
        spec = f"{number}=id {subject} priority status opened_at {updated} {staff}"
        return self(table, "opened_at DESC", spec)


def marked(
    functions: Sequence[Callable[..., Any]],
    values: dict[str, dict[str, Any]],
    caught: type[Exception] | tuple[type[Exception], ...] = (),
    module: str | None = None,
) -> dict[str, Callable[..., Any]]:
    """The functions of a plain module (``*_data.py``) as guardbot's tools, by name: each
    ``@tool`` with the listers its name has in ``values``, a ``caught`` error raised as
    ToolError (``served.raising``; written as a function of ``module`` when given)."""
    from pathlib import Path

    from tools.registry import load_module

    served = load_module(str(Path(__file__).resolve().parent / "served.py"))
    return {
        fn.__name__: tool(values=values.get(fn.__name__, {}))(
            served.raising(fn, caught, ToolError, module)
        )
        for fn in functions
    }
