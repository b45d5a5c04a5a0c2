"""Fernhollow Nurseries (fictional): the wholesale side of a plant nursery, its trade accounts,
orders, invoices, catalogue and staff, and the seven read-only lookups over them.

This module is the one implementation behind two deployments: ``tools.py`` (beside it) marks
these functions ``@tool`` for guardbot's Python tools, and ``../fernhollowmcp/server.py``
serves the very same functions over stdio MCP. It imports nothing of guardbot.

The database is SQLite, built in memory when the module is imported, from
``random.Random(SEED)`` and fixed lists, so every import gives the same rows. The records
are "as of" Wednesday 2026-05-20 (no clock is read). Money is in pounds before VAT unless a
field says ``inc_vat``; dates are ISO.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import threading
from typing import Any, Literal

SEED = 20260520
AS_OF = dt.date(2026, 5, 20)
VAT = 0.20

Category = Literal["perennials", "shrubs", "trees", "grasses", "herbs", "climbers", "ferns"]
OrderStatus = Literal["pending", "picking", "dispatched", "delivered", "cancelled"]

STAFF = [  # id, name, role, region, phone, start date, notes
    (1, "Rosalind Achterberg", "account manager", "North and the Borders", "01632 960411", "2017-03-06"),
    (2, "Tobias Wrenfield", "account manager", "South and the Midlands", "01632 960412", "2019-09-02"),
    (3, "Priya Castellane", "account manager", "East and the coast", "01632 960413", "2021-01-11"),
    (4, "Gwilym Marchbanks", "head grower", "the nursery", "01632 960420", "2012-04-16"),
    (5, "Odette Fairclough", "dispatch coordinator", "the nursery", "01632 960430", "2020-06-01"),
    (6, "Lucan Pemberton", "credit controller", "the office", "01632 960440", "2023-02-20"),
]  # fmt: skip

ACCOUNTS = [  # business, contact, town, kind
    ("Hollybush Garden Centre", "Marjorie Tennant", "Hexham", "garden centre"),
    ("Brackenridge Landscapes", "Callum Brackenridge", "Peebles", "landscaper"),
    ("The Potting Shed Kinross", "Isla Drummond", "Kinross", "garden centre"),
    ("Saltmarsh Garden Design", "Felicity Orme", "Aldeburgh", "garden designer"),
    ("Wychwood Estates", "Jasper Cullinane", "Charlbury", "estate"),
    ("Greenway Municipal Parks", "Deborah Achebe", "Stevenage", "council"),
    ("Bluebell Lane Nursery", "Hamza Rahimi", "Tring", "retail nursery"),
    ("Orchard & Oak Landscaping", "Niamh Costigan", "Ledbury", "landscaper"),
    ("Cragside Alpine Supplies", "Eilidh Farquharson", "Rothbury", "garden centre"),
    ("Harbour View Hotel", "Stellan Voss", "Whitby", "hotel grounds"),
    ("Meadowsweet Weddings", "Poppy Hargreave", "Malton", "events"),
    ("Thornbury Rooftop Gardens", "Ade Okonjo", "Leeds", "landscaper"),
    ("Little Dunmow Allotment Society", "Gerald Pinchbeck", "Great Dunmow", "society"),
    ("Cobblestone Courtyards", "Ruth Maddison", "York", "garden designer"),
    ("Fenland Growers Co-op", "Wilf Sutterby", "Wisbech", "retail nursery"),
    ("St Aldhelm's Primary School", "Beatrix Lowe", "Sherborne", "school"),
    ("Kestrel Ridge Golf Club", "Duncan McVitie", "Alnwick", "golf club"),
    ("Marram Coastal Gardens", "Tamsin Pengelly", "Southwold", "garden designer"),
    ("Ivybridge Interiors & Plants", "Oscar Delacourt", "Harrogate", "interior plantscaper"),
    ("Heathfield Homes Ltd", "Sunita Varma", "Milton Keynes", "housebuilder"),
    ("Peony & Pine Florists", "Clara Whitlock", "Ripon", "florist"),
    ("Ashgrove Care Home", "Malcolm Ferrier", "Berwick", "care home"),
]  # fmt: skip

PLANTS = [  # common name, botanical name, category, pot, price, height, hardiness, notes
    ("Lavender Hidcote", "Lavandula angustifolia 'Hidcote'", "shrubs", "2L", 3.95, "60cm", "H5", "compact, deep violet flowers June-August"),
    ("Catmint Walker's Low", "Nepeta x faassenii 'Walker's Low'", "perennials", "2L", 3.60, "60cm", "H7", "long flowering, loved by bees"),
    ("Hardy Geranium Rozanne", "Geranium 'Rozanne'", "perennials", "2L", 4.75, "50cm", "H7", "blue flowers June to the first frosts"),
    ("Japanese Forest Grass", "Hakonechloa macra", "grasses", "3L", 6.40, "35cm", "H7", "arching, best in part shade"),
    ("Mexican Feather Grass", "Stipa tenuissima", "grasses", "2L", 3.80, "60cm", "H4", "self-seeds in gravel"),
    ("Silver Birch", "Betula pendula", "trees", "12L", 24.50, "1.8-2.1m", "H7", "feathered, supplied staked"),
    ("Rowan", "Sorbus aucuparia", "trees", "12L", 22.00, "1.8-2.1m", "H7", "native, orange berries in autumn"),
    ("Field Maple", "Acer campestre", "trees", "bare root", 2.10, "60-90cm", "H7", "hedging whip, November to March only"),
    ("Common Beech", "Fagus sylvatica", "trees", "bare root", 1.85, "60-90cm", "H7", "hedging whip, November to March only"),
    ("Boston Ivy", "Parthenocissus tricuspidata", "climbers", "3L", 8.90, "1m cane", "H6", "self-clinging, red autumn colour"),
    ("Star Jasmine", "Trachelospermum jasminoides", "climbers", "3L", 9.75, "90cm cane", "H4", "evergreen, scented, needs shelter"),
    ("Clematis Nelly Moser", "Clematis 'Nelly Moser'", "climbers", "2L", 7.20, "1m cane", "H6", "pink-striped flowers May-June"),
    ("Rosemary Miss Jessopp", "Salvia rosmarinus 'Miss Jessopp's Upright'", "herbs", "1L", 2.95, "1.2m", "H4", "upright, good for low hedges"),
    ("Common Thyme", "Thymus vulgaris", "herbs", "9cm", 1.45, "20cm", "H5", "sold in trays of 18"),
    ("Chives", "Allium schoenoprasum", "herbs", "9cm", 1.30, "30cm", "H7", "sold in trays of 18"),
    ("Hart's-tongue Fern", "Asplenium scolopendrium", "ferns", "2L", 5.10, "45cm", "H6", "evergreen, for damp shade"),
    ("Soft Shield Fern", "Polystichum setiferum", "ferns", "3L", 7.30, "60cm", "H6", "evergreen, lacy fronds"),
    ("Box-leaved Holly", "Ilex crenata", "shrubs", "3L", 8.40, "30cm", "H6", "used as a box alternative for low hedges"),
    ("Mexican Orange Blossom", "Choisya ternata", "shrubs", "3L", 9.60, "50cm", "H4", "evergreen, scented white flowers"),
    ("Hydrangea Annabelle", "Hydrangea arborescens 'Annabelle'", "shrubs", "5L", 12.80, "80cm", "H5", "white flower heads July-September"),
    ("Coneflower Magnus", "Echinacea purpurea 'Magnus'", "perennials", "2L", 4.40, "90cm", "H5", "purple-pink, July-September"),
    ("Black-eyed Susan", "Rudbeckia fulgida 'Goldsturm'", "perennials", "2L", 3.90, "70cm", "H7", "gold daisies August-October"),
    ("Lady's Mantle", "Alchemilla mollis", "perennials", "1L", 2.70, "40cm", "H7", "lime-green froth, edging"),
    ("Switch Grass Heavy Metal", "Panicum virgatum 'Heavy Metal'", "grasses", "3L", 7.10, "1.2m", "H6", "blue-grey upright grass"),
    ("Crab Apple Red Sentinel", "Malus x robusta 'Red Sentinel'", "trees", "12L", 29.50, "1.8-2.1m", "H6", "red fruit lasting into winter"),
]  # fmt: skip

CANCEL_REASONS = [
    "customer's site not ready, re-ordered later",
    "duplicate of another order",
    "project postponed by the client",
    "bare-root season ended before delivery",
]
DELIVERY_NOTES = [
    "deliver to goods-in at the back, not the shop entrance",
    "ring the site contact 30 minutes before arrival",
    "site gate code 4417; no access before 8am",
    "tail-lift needed, no forklift on site",
    "leave on the pallet bay if nobody answers",
    "",
    "",
    "",
]
SLOTS = ["morning (7am-12pm)", "afternoon (12pm-5pm)"]


def _email(name: str, domain: str) -> str:
    first, last = name.split()[0], name.split()[-1]
    return f"{first}.{last}@{domain}".lower().replace("'", "")


def _domain(business: str) -> str:
    words = [w for w in business.lower().replace("&", "").replace("'", "").split() if w]
    return "".join(words[:2]) + ".example"


def _build() -> sqlite3.Connection:
    rng = random.Random(SEED)
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.executescript(
        """
        CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, role TEXT, region TEXT,
            email TEXT, phone TEXT, started TEXT);
        CREATE TABLE accounts (id INTEGER PRIMARY KEY, business TEXT, contact_name TEXT,
            email TEXT, phone TEXT, town TEXT, kind TEXT, account_since TEXT,
            account_manager_id INTEGER, payment_terms_days INTEGER, credit_limit REAL,
            trade_discount_pct INTEGER);
        CREATE TABLE plants (sku TEXT PRIMARY KEY, common_name TEXT, botanical_name TEXT,
            category TEXT, pot_size TEXT, price REAL, height TEXT, hardiness TEXT, notes TEXT,
            stock INTEGER, next_batch_ready TEXT);
        CREATE TABLE orders (id INTEGER PRIMARY KEY, account_id INTEGER, order_date TEXT,
            status TEXT, delivery_date TEXT, delivery_slot TEXT, delivery_notes TEXT,
            cancellation_reason TEXT, customer_ref TEXT);
        CREATE TABLE order_lines (order_id INTEGER, sku TEXT, quantity INTEGER,
            unit_price REAL);
        CREATE TABLE invoices (number INTEGER PRIMARY KEY, order_id INTEGER, issued TEXT,
            due TEXT, subtotal REAL, vat REAL, total REAL, status TEXT, paid_on TEXT);
        """
    )
    for sid, name, role, region, phone, started in STAFF:
        db.execute(
            "INSERT INTO staff VALUES (?,?,?,?,?,?,?)",
            (sid, name, role, region, _email(name, "fernhollow.example"), phone, started),
        )
    for i, (business, contact, town, kind) in enumerate(ACCOUNTS):
        since = dt.date(2014, 1, 1) + dt.timedelta(days=rng.randrange(0, 4000))
        phone = f"0{rng.randrange(1200, 1999)} {rng.randrange(100000, 999999)}"
        db.execute(
            "INSERT INTO accounts VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                201 + i, business, contact, _email(contact, _domain(business)), phone,
                town, kind, since.isoformat(), 1 + i % 3, rng.choice([30, 30, 30, 60]),
                float(rng.choice([2000, 5000, 5000, 10000, 15000])),
                rng.choice([5, 10, 10, 15]),
            ),
        )  # fmt: skip
    for i, (common, botanical, cat, pot, price, height, hardy, notes) in enumerate(PLANTS):
        stock = rng.choice([0, rng.randrange(20, 900), rng.randrange(20, 900)])
        ready = AS_OF + dt.timedelta(days=rng.randrange(10, 120))
        db.execute(
            "INSERT INTO plants VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (f"FH-{1101 + i * 7}", common, botanical, cat, pot, price, height, hardy, notes,
             stock, ready.isoformat()),
        )  # fmt: skip
    skus = [r[0] for r in db.execute("SELECT sku FROM plants ORDER BY sku")]
    prices = dict(db.execute("SELECT sku, price FROM plants"))
    invoice_number = 8801
    for n in range(99):
        order_id = 5001 + n
        account_id = 201 + rng.randrange(len(ACCOUNTS))
        ordered = dt.date(2025, 11, 3) + dt.timedelta(days=n * 2 + rng.randrange(0, 2))
        delivery = ordered + dt.timedelta(days=rng.randrange(3, 15))
        if delivery < AS_OF - dt.timedelta(days=2):
            status = "cancelled" if rng.random() < 0.08 else "delivered"
        elif delivery < AS_OF:
            status = "delivered"
        elif delivery <= AS_OF + dt.timedelta(days=2):
            status = rng.choice(["picking", "dispatched"])
        else:
            status = "pending"
        reason = rng.choice(CANCEL_REASONS) if status == "cancelled" else None
        note = rng.choice(DELIVERY_NOTES)
        ref = f"PO-{rng.randrange(1000, 9999)}" if rng.random() < 0.6 else None
        db.execute(
            "INSERT INTO orders VALUES (?,?,?,?,?,?,?,?,?)",
            (order_id, account_id, ordered.isoformat(), status, delivery.isoformat(),
             rng.choice(SLOTS), note or None, reason, ref),
        )  # fmt: skip
        discount = db.execute(
            "SELECT trade_discount_pct FROM accounts WHERE id = ?", (account_id,)
        ).fetchone()[0]
        subtotal = 0.0
        for sku in rng.sample(skus, rng.randrange(1, 5)):
            qty = rng.choice([10, 12, 18, 24, 36, 50, 60, 100, 150])
            unit = round(prices[sku] * (100 - discount) / 100, 2)
            subtotal += qty * unit
            db.execute("INSERT INTO order_lines VALUES (?,?,?,?)", (order_id, sku, qty, unit))
        if status in ("delivered", "dispatched"):
            terms = db.execute(
                "SELECT payment_terms_days FROM accounts WHERE id = ?", (account_id,)
            ).fetchone()[0]
            due = delivery + dt.timedelta(days=terms)
            subtotal = round(subtotal, 2)
            vat = round(subtotal * VAT, 2)
            paid_on = None
            if due < AS_OF - dt.timedelta(days=20) and rng.random() < 0.85:
                paid_on = (delivery + dt.timedelta(days=rng.randrange(5, terms + 10))).isoformat()
            elif due < AS_OF and rng.random() < 0.4:
                paid_on = (delivery + dt.timedelta(days=rng.randrange(3, terms))).isoformat()
            if paid_on is not None:
                inv_status = "paid"
            else:
                inv_status = "overdue" if due < AS_OF else "unpaid"
            db.execute(
                "INSERT INTO invoices VALUES (?,?,?,?,?,?,?,?,?)",
                (invoice_number, order_id, delivery.isoformat(), due.isoformat(), subtotal,
                 vat, round(subtotal + vat, 2), inv_status, paid_on),
            )  # fmt: skip
            invoice_number += 1
    db.commit()
    db.execute("PRAGMA query_only = ON")
    return db


DB = _build()
_LOCK = threading.Lock()


class NotFound(Exception):
    """An expected failure (no such id): the message says what is wrong."""


def _rows(sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    with _LOCK:
        cur = DB.execute(sql, params)
        names = [c[0] for c in cur.description]
        return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]


def _one(sql: str, params: tuple[Any, ...], missing: str) -> dict[str, Any]:
    rows = _rows(sql, params)
    if not rows:
        raise NotFound(missing)
    return rows[0]


def _manager(staff_id: int) -> dict[str, Any]:
    row = _one("SELECT name, email, phone FROM staff WHERE id = ?", (staff_id,), "no manager")
    return {"name": row["name"], "email": row["email"], "phone": row["phone"]}


# ---- listed values: (value, the name people use for it) -----------------------------------


def account_names() -> list[tuple[int, str]]:
    """(account number, business name) of every trade account."""
    return [(r["id"], r["business"]) for r in _rows("SELECT id, business FROM accounts")]


def order_numbers() -> list[tuple[int, str]]:
    """(order number, "order N for BUSINESS") of every order."""
    sql = "SELECT o.id, a.business FROM orders o JOIN accounts a ON a.id = o.account_id"
    return [(r["id"], f"order {r['id']} for {r['business']}") for r in _rows(sql)]


def invoice_numbers() -> list[tuple[int, str]]:
    """(invoice number, "invoice N") of every invoice."""
    return [(r["number"], f"invoice {r['number']}") for r in _rows("SELECT number FROM invoices")]


def plant_skus() -> list[tuple[str, str]]:
    """(SKU, "common name (pot size)") of every plant in the catalogue."""
    sql = "SELECT sku, common_name, pot_size FROM plants ORDER BY sku"
    return [(r["sku"], f"{r['common_name']} ({r['pot_size']})") for r in _rows(sql)]


def staff_names() -> list[tuple[int, str]]:
    """(staff number, name) of everyone at the nursery."""
    return [(r["id"], r["name"]) for r in _rows("SELECT id, name FROM staff")]


# ---- the lookups ---------------------------------------------------------------------------


def get_account(account_id: int) -> dict[str, Any]:
    """A trade account: contact, email and phone, payment terms, credit limit, trade
    discount, the account manager who looks after it, its open orders and what it owes.

    Args:
        account_id: the trade account number, e.g. 204.

    Examples:
        Who is the account manager for Hollybush Garden Centre?
        How much does Brackenridge Landscapes owe us at the moment?
        What payment terms is account 207 on?
        What's the email address for Wychwood Estates?
    """
    a = _one("SELECT * FROM accounts WHERE id = ?", (account_id,),
             f"there is no trade account {account_id}")  # fmt: skip
    open_orders = _rows(
        "SELECT id AS order_id, status, delivery_date FROM orders WHERE account_id = ? AND"
        " status IN ('pending', 'picking', 'dispatched') ORDER BY delivery_date",
        (account_id,),
    )
    unpaid = _rows(
        "SELECT i.number AS invoice_number, i.total AS total_inc_vat_gbp, i.due AS due_date,"
        " i.status FROM invoices i JOIN orders o ON o.id = i.order_id"
        " WHERE o.account_id = ? AND i.status != 'paid' ORDER BY i.due",
        (account_id,),
    )
    return {
        "account_id": account_id,
        "business": a["business"],
        "kind_of_business": a["kind"],
        "contact_name": a["contact_name"],
        "email": a["email"],
        "phone": a["phone"],
        "town": a["town"],
        "account_since": a["account_since"],
        "payment_terms_days": a["payment_terms_days"],
        "credit_limit_gbp": a["credit_limit"],
        "trade_discount_percent": a["trade_discount_pct"],
        "account_manager": _manager(a["account_manager_id"]),
        "open_orders": open_orders,
        "unpaid_invoices": unpaid,
        "balance_due_inc_vat_gbp": round(sum(u["total_inc_vat_gbp"] for u in unpaid), 2),
    }


def account_orders(account_id: int, status: OrderStatus | None = None) -> list[dict[str, Any]]:
    """Every order of a trade account, newest first: order number, date ordered, status,
    delivery date, their purchase-order reference, total before VAT and invoice number.

    Args:
        account_id: the trade account number, e.g. 204.
        status: only orders in this state: pending, picking, dispatched, delivered or
            cancelled (leave out for all).

    Examples:
        What orders has Saltmarsh Garden Design placed with us?
        Show me the cancelled orders for account 210.
        What was Kestrel Ridge Golf Club's last order?
    """
    _one("SELECT id FROM accounts WHERE id = ?", (account_id,),
         f"there is no trade account {account_id}")  # fmt: skip
    sql = (
        "SELECT o.id AS order_id, o.order_date, o.status, o.delivery_date,"
        " o.customer_ref AS their_po_reference,"
        " ROUND(SUM(l.quantity * l.unit_price), 2) AS total_ex_vat_gbp,"
        " i.number AS invoice_number FROM orders o"
        " JOIN order_lines l ON l.order_id = o.id LEFT JOIN invoices i ON i.order_id = o.id"
        " WHERE o.account_id = ?" + (" AND o.status = ?" if status else "") +
        " GROUP BY o.id ORDER BY o.order_date DESC"
    )  # fmt: skip
    return _rows(sql, (account_id, status) if status else (account_id,))


def get_order(order_id: int) -> dict[str, Any]:
    """One wholesale order: the account and its account manager, status, delivery date and
    slot, delivery notes, the plants ordered with quantities and prices, totals, the
    cancellation reason and the invoice number.

    Args:
        order_id: the order number, e.g. 5042.

    Examples:
        What's on order 5042?
        When is order 5090 being delivered?
        Why was order 5081 cancelled?
        Who is the account manager on order 5063?
    """
    o = _one("SELECT * FROM orders WHERE id = ?", (order_id,), f"there is no order {order_id}")
    a = _one("SELECT * FROM accounts WHERE id = ?", (o["account_id"],), "no account")
    lines = _rows(
        "SELECT l.sku, p.common_name AS plant, p.pot_size, l.quantity,"
        " l.unit_price AS unit_price_gbp, ROUND(l.quantity * l.unit_price, 2) AS line_total_gbp"
        " FROM order_lines l JOIN plants p ON p.sku = l.sku WHERE l.order_id = ? ORDER BY l.rowid",
        (order_id,),
    )
    subtotal = round(sum(line["line_total_gbp"] for line in lines), 2)
    invoice = _rows("SELECT number FROM invoices WHERE order_id = ?", (order_id,))
    return {
        "order_id": order_id,
        "account": {"account_id": a["id"], "business": a["business"]},
        "account_manager": _manager(a["account_manager_id"]),
        "order_date": o["order_date"],
        "their_po_reference": o["customer_ref"],
        "status": o["status"],
        "delivery_date": o["delivery_date"],
        "delivery_slot": o["delivery_slot"],
        "delivery_notes": o["delivery_notes"],
        "cancellation_reason": o["cancellation_reason"],
        "lines": lines,
        "total_ex_vat_gbp": subtotal,
        "vat_gbp": round(subtotal * VAT, 2),
        "total_inc_vat_gbp": round(subtotal * (1 + VAT), 2),
        "invoice_number": invoice[0]["number"] if invoice else None,
    }


def get_invoice(invoice_number: int) -> dict[str, Any]:
    """One invoice: the order and account it is for, issued and due dates, amounts before
    and after VAT, whether it is paid, unpaid or overdue, and when it was paid.

    Args:
        invoice_number: the invoice number, e.g. 8830.

    Examples:
        Has invoice 8830 been paid?
        When is invoice 8851 due?
        How much is invoice 8812 including VAT?
    """
    i = _one("SELECT * FROM invoices WHERE number = ?", (invoice_number,),
             f"there is no invoice {invoice_number}")  # fmt: skip
    o = _one(
        "SELECT o.id, a.business FROM orders o JOIN accounts a ON a.id = o.account_id"
        " WHERE o.id = ?", (i["order_id"],), "no order"
    )  # fmt: skip
    return {
        "invoice_number": invoice_number,
        "order_id": o["id"],
        "business": o["business"],
        "issued": i["issued"],
        "due_date": i["due"],
        "subtotal_ex_vat_gbp": i["subtotal"],
        "vat_gbp": i["vat"],
        "total_inc_vat_gbp": i["total"],
        "status": i["status"],
        "paid_on": i["paid_on"],
    }


def _plant(p: dict[str, Any]) -> dict[str, Any]:
    """A catalogue row as a search result gives it."""
    names = ("sku", "common_name", "botanical_name", "category", "pot_size")
    return {**{k: p[k] for k in names}, "trade_price_gbp": p["price"], "in_stock": p["stock"]}


def search_plants(query: str, category: Category | None = None) -> list[dict[str, Any]]:
    """Find plants in the wholesale catalogue by words of their common or botanical name,
    their notes or their category: SKU, names, pot size, trade price before discount and
    VAT, and how many are in stock.

    Args:
        query: a few words to look for, e.g. "lavender", "hedging", "evergreen climber".
        category: only plants of this kind: perennials, shrubs, trees, grasses, herbs,
            climbers or ferns (leave out for all).

    Examples:
        Do you have any lavender?
        What ferns do you grow?
        Have you got anything for a hedge?
        What evergreen climbers do you sell?
    """
    words = [w for w in query.lower().replace(",", " ").split() if len(w) > 2] or [query.lower()]
    out = []
    for p in _rows("SELECT * FROM plants ORDER BY sku"):
        if category and p["category"] != category:
            continue
        text = " ".join(str(p[k]) for k in ("common_name", "botanical_name", "category", "notes"))
        if any(w.rstrip("s") in text.lower() for w in words):
            out.append(_plant(p))
    return out


def get_plant(sku: str) -> dict[str, Any]:
    """One plant of the catalogue: names, category, pot size, trade price before discount
    and VAT, height supplied, hardiness rating, notes, stock on hand and when the next batch
    is ready.

    Args:
        sku: the catalogue code, e.g. "FH-1101".

    Examples:
        How many Silver Birch have you got in stock?
        When will the next batch of Star Jasmine be ready?
        How hardy is Mexican Feather Grass?
        What's the trade price of FH-1115?
    """
    p = _one("SELECT * FROM plants WHERE sku = ?", (sku.strip().upper(),),
             f"there is no plant {sku} in the catalogue")  # fmt: skip
    return {
        **_plant(p),
        "height_supplied": p["height"],
        "hardiness_rating": p["hardiness"],
        "notes": p["notes"],
        "next_batch_ready": p["next_batch_ready"],
    }


def get_staff_member(staff_id: int) -> dict[str, Any]:
    """Someone at the nursery: role, region, email, phone, when they started and the trade
    accounts they look after.

    Args:
        staff_id: the staff number, e.g. 2.

    Examples:
        What's Tobias Wrenfield's phone number?
        Which accounts does Priya Castellane look after?
        Who is our credit controller?
    """
    s = _one(
        "SELECT * FROM staff WHERE id = ?", (staff_id,), f"there is no staff member {staff_id}"
    )
    accounts = _rows(
        "SELECT id AS account_id, business FROM accounts WHERE account_manager_id = ? ORDER BY id",
        (staff_id,),
    )
    return {
        "staff_id": staff_id,
        "name": s["name"],
        "role": s["role"],
        "region": s["region"],
        "email": s["email"],
        "phone": s["phone"],
        "started": s["started"],
        "accounts_looked_after": accounts,
    }


TOOLS = [get_account, account_orders, get_order, get_invoice, search_plants, get_plant,
         get_staff_member]  # fmt: skip
