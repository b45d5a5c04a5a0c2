"""The pieces the older benchmark deployments' ``tools.py`` share beyond ``toolkit.py`` (no
block of six or more lines written again between deployments): the seeded schema with its
invoices and tickets, a value drawn until it is new, the months of an account, a month's
usage row with its invoice, an invoice's status and payment day, a tool module's database
served with its owners' lister, lookup and listing tools, the rows keyed by a name,
reading a row or a filtered query through a connection, and a tool docstring's ``Args:``
written from its parameters (with the signature and listing of the invoices and tickets tools).

Like ``toolkit.py`` (which it builds on), every helper that draws from ``rng`` draws exactly
what the code it replaced drew, in the same order, so a frozen deployment's rows do not
change. A tool module loads this file by its path, as it loads ``toolkit.py``:

    apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))
"""

from __future__ import annotations

import inspect
import random
import sqlite3
import typing
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tools.registry import ToolError, load_module

toolkit = load_module(str(Path(__file__).resolve().parent / "toolkit.py"))


def schema(lines: Sequence[str], billing: str, **given: Any) -> Callable:
    """``toolkit.schema`` of the ``CREATE TABLE`` statements ``lines`` (one a line) and the
    invoices and support tickets of ``toolkit.billing_sql``: ``billing`` is the owner's id
    column, the amount's, then the tickets (``table updated_column staff_column``) if any."""
    owner, amount, *tickets = billing.split()
    sql = "\n".join(lines) + toolkit.billing_sql(owner, amount, " ".join(tickets))
    return toolkit.schema(sql, **given)


def fresh(used: set[Any], draw: Callable[[], Any]) -> Any:
    """A value ``draw`` gives that is not in ``used`` yet (drawn again until it is not),
    added to ``used``."""
    value = draw()
    while value in used:
        value = draw()
    used.add(value)
    return value


def months_from(months: Sequence[str], since: Any) -> list[str]:
    """The ``months`` (``2026-03``) from the one of the day ``since`` on."""
    return [month for month in months if month >= since.isoformat()[:7]]


def biller(
    db: sqlite3.Connection,
    rng: random.Random,
    terms: Any,
    charge: tuple[float, float, float],
    unbilled: str,
    table: str = "usage",
) -> Callable[[tuple[int, Any, str], Sequence[Any]], int]:
    """``bill(key, used)``: an owner's usage row of one month (``table``: the owner, the month,
    then ``used``, whose last column is the usage over the plan) and, unless the month is
    ``unbilled`` (invoiced only when it is over), its invoice (``toolkit.invoice`` with
    ``terms``) of the plan's price plus the usage over it: ``charge`` is the price, the unit
    the extra usage is priced by and the price of a unit. ``key`` is the last invoice's
    running number, the owner and the month; it returns the last running number."""
    price, per, extra_price = charge

    def bill(key: tuple[int, Any, str], used: Sequence[Any]) -> int:
        seq, owner, month = key
        toolkit.insert(db, table, (owner, month, *used))
        if month == unbilled:
            return seq
        amount = round(price + used[-1] / per * extra_price, 2)
        toolkit.invoice(db, rng, terms, (seq + 1, owner, month), (amount,))
        return seq + 1

    return bill


def served(
    module: str,
    file_name: str,
    fill: Callable[[sqlite3.Connection, random.Random], None],
    owners: Any = toolkit.CUSTOMERS,
    **database: Any,
) -> tuple[Any, ...]:
    """A tool module's database and its owners (by default its customers): ``toolkit.database``
    (the ``SeededDB``, its query and the ``build_database`` hook), then ``toolkit.owners`` of
    the ``owners`` spec (the lister and the lookup by id) and ``toolkit.Listings`` of them."""
    db, query, build = toolkit.database(module, file_name, fill, **database)
    lister, lookup = toolkit.owners(module, query, owners)
    return db, query, build, lister, lookup, toolkit.Listings(query, lister, lookup)


def keyed(
    query: Any, lister: Callable[[], Any], source: str, clean: Callable[[str], str], missing: str
) -> tuple[Callable[[str], sqlite3.Row], Any]:
    """A customer's rows looked up by a column (``source`` is ``table.column``): the row
    whose column holds the name as ``clean`` writes it, with its customer's company
    (``toolkit.by_name``, ``missing`` when there is none), and ``toolkit.Listings`` of the
    tables keyed by that column (``lister`` lists its values)."""
    lookup = toolkit.by_name(query, source, "customers", clean, missing)
    return lookup, toolkit.Listings(query, lister, lookup, source.split(".")[1])


def settled(
    rng: random.Random,
    issued: Any,
    due: Any,
    cutoffs: tuple[Any, Any],
    weights: tuple[int, int, int, int, int, int],
) -> tuple[str, str | None]:
    """An invoice's status and the day it was paid (``toolkit.paid_on``, 1 to 13 days after
    ``issued``): due before the first of ``cutoffs``, paid or overdue by weights[0:2]; before
    the second, by weights[2:4]; else paid or open by weights[4:6]."""
    if due < cutoffs[0]:
        status = rng.choices(["paid", "overdue"], weights=list(weights[0:2]))[0]
    elif due < cutoffs[1]:
        status = rng.choices(["paid", "overdue"], weights=list(weights[2:4]))[0]
    else:
        status = rng.choices(["paid", "open"], weights=list(weights[4:6]))[0]
    return status, toolkit.paid_on(rng, issued, (1, 13)) if status == "paid" else None


def fetched(db: sqlite3.Connection, source: str, key: Any, missing: str) -> sqlite3.Row:
    """The row whose column (``source`` is ``table.column``) holds ``key``, read through the
    connection ``db``; or ToolError(missing)."""
    table, column = source.split(".")
    row = db.execute(f"SELECT * FROM {table} WHERE {column} = ?", (key,)).fetchone()
    if row is None:
        raise ToolError(missing)
    return row


def filtered(sql: str, params: list[Any], filters: dict[str, Any]) -> tuple[str, list[Any]]:
    """``sql`` and its ``params`` with ``AND column = ?`` of each of ``filters`` (column:
    value) that is given a value; one left empty narrows nothing."""
    for column, value in filters.items():
        if value:
            sql += f" AND {column} = ?"
            params = [*params, value]
    return sql, params


def described(example: Any, *more: str) -> Callable[[Callable], Callable]:
    """The decorator that writes a tool's ``Args:`` section into its docstring, before its
    ``Examples:``, for the decorators above it (``@tool``, ``toolkit.Listings``) to read: its
    first parameter (``<noun>_id``) is "the <noun> number, e.g. <example>.", each of the
    others the one of ``more`` in turn."""

    def wrap(fn: Callable) -> Callable:
        key, *others = inspect.signature(fn).parameters
        lines = [f"{key}: the {key.removesuffix('_id')} number, e.g. {example}."]
        return _args(fn, lines + [f"{n}: {text}" for n, text in zip(others, more, strict=True)])

    return wrap


def chosen(fn: Callable) -> Callable:
    """The decorator that writes the ``Args:`` section (as ``described``) of a tool whose one
    parameter is a ``Literal`` of names (a plan's): "<name>: the <name>: A, B, C or D."."""
    (name,) = inspect.signature(fn).parameters
    *names, last = typing.get_args(typing.get_type_hints(fn)[name])
    return _args(fn, [f"{name}: the {name}: {', '.join(names)} or {last}."])


def _args(fn: Callable, lines: list[str]) -> Callable:
    """``fn`` with the ``Args:`` section of ``lines`` before its docstring's ``Examples:``."""
    args = "".join(f"\n        {line}" for line in lines)
    examples = "\n\n    Examples:"
    fn.__doc__ = fn.__doc__.replace(examples, f"\n\n    Args:{args}{examples}")
    return fn


MONTH = 'one month like "2026-03"; leave out for every month.'
"""What the ``month`` parameter of a monthly listing is (``described``)."""


def invoices(by: Any, charged: str, example: Any) -> Callable[[Callable], Callable]:
    """``by.invoices(charged)`` (``toolkit.Listings``) of a tool written as its signature with
    its key alone (``(<noun>_id: int) -> list[dict]``) and a docstring without its ``Args:``:
    it gets the parameter ``status`` (``INVOICED``, read in the tool's module, which imports
    ``Literal``), then its ``Args:`` (``described``)."""

    def wrap(fn: Callable) -> Callable:
        signature = inspect.signature(fn)
        (key,) = signature.parameters
        status = inspect.Parameter("status", _PLAIN, default=None, annotation=INVOICED)
        fn.__signature__ = signature.replace(parameters=[*signature.parameters.values(), status])
        hints = fn.__annotations__
        fn.__annotations__ = {key: hints[key], "status": INVOICED, "return": hints["return"]}
        return by.invoices(charged)(described(example, INVOICES)(fn))

    return wrap


INVOICED = "Literal['paid', 'open', 'overdue'] | None"
"""The annotation of an invoices tool's ``status`` (as ``from __future__ import annotations``
writes it)."""
_PLAIN = inspect.Parameter.POSITIONAL_OR_KEYWORD
INVOICES = "only paid, open or overdue invoices."
TICKETS = "only tickets with this status: open, waiting on customer or closed."


def tickets(
    by: Any, staff: str, example: Any, status: str = TICKETS, **given: str
) -> Callable[[Callable], Callable]:
    """``by.tickets(staff, **given)`` (``toolkit.Listings``) of a tool written as its signature
    (``(<noun>_id, status=None)``) and a docstring without its ``Args:`` (``described``, the
    ``status`` parameter described as ``status``)."""
    return lambda fn: by.tickets(staff, **given)(described(example, status)(fn))
