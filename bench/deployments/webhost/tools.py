"""Harbor Hosting's customer database, read-only: customers, their websites (domains), TLS
certificates, hosting plans, invoices and support tickets.

The database is fictional. It is built on first use, from a fixed random seed, into
``data_dir() / "webhost.db"``; building it again gives the same data. Two processes that
start at once each build a private temporary file and move it into place atomically
(``os.replace``), so neither ever reads a half-written database.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

seeddb = load_module(str(Path(__file__).resolve().parents[1] / "seeddb.py"))
toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))

SEED = 4242
DB_NAME = "webhost.db"

# PLANS: name, monthly price (EUR), websites, storage (GB), monthly traffic (GB), mailboxes,
# SSH access, backups kept (days), PHP workers
(PLANS,) = toolkit.fixed(__file__)

_FIRST = [
    "Mara",
    "Jonas",
    "Ingrid",
    "Tomasz",
    "Aiko",
    "Luca",
    "Fatima",
    "Henrik",
    "Sofia",
    "Pieter",
    "Nadia",
    "Oskar",
    "Elena",
    "Rahul",
    "Chloe",
    "Mateo",
    "Greta",
    "Yusuf",
    "Lena",
    "Dmitri",
    "Amara",
    "Felix",
    "Ines",
    "Kofi",
    "Hanna",
    "Marco",
    "Zofia",
    "Emil",
    "Leila",
    "Arjun",
]
_LAST = [
    "Okafor",
    "Lindqvist",
    "Brennan",
    "Kowalski",
    "Tanaka",
    "Moretti",
    "Haddad",
    "Nygaard",
    "Castillo",
    "de Vries",
    "Petrov",
    "Andersen",
    "Rossi",
    "Mehta",
    "Dubois",
    "Alvarez",
    "Schmid",
    "Yilmaz",
    "Fischer",
    "Volkov",
    "Mensah",
    "Berger",
    "Costa",
    "Asante",
    "Keller",
    "Ricci",
    "Nowak",
    "Holm",
    "Farouk",
    "Iyer",
    "Whitlock",
    "Sandoval",
    "Aalto",
    "Quinn",
    "Marchetti",
    "Novak",
    "Eriksen",
    "Duarte",
    "Kaplan",
    "Lemaire",
]
_TRADES = [
    ("Bakery", "bakery"),
    ("Photography", "photo"),
    ("Bikes", "bikes"),
    ("Dental Care", "dental"),
    ("Law Office", "law"),
    ("Yoga Studio", "yoga"),
    ("Plumbing", "plumbing"),
    ("Coffee Roasters", "coffee"),
    ("Bookshop", "books"),
    ("Architects", "architects"),
    ("Guest House", "guesthouse"),
    ("Florist", "flowers"),
    ("Ceramics", "ceramics"),
    ("Consulting", "consulting"),
    ("Tattoo", "tattoo"),
    ("Vineyard", "wines"),
    ("Music School", "music"),
    ("Veterinary Clinic", "vet"),
    ("Design", "design"),
    ("Outdoor Gear", "outdoor"),
]
_COUNTRIES = [
    ("Germany", ".de"),
    ("Netherlands", ".nl"),
    ("Sweden", ".se"),
    ("Italy", ".it"),
    ("Ireland", ".ie"),
    ("France", ".fr"),
    ("Spain", ".es"),
    ("United Kingdom", ".co.uk"),
    ("Poland", ".pl"),
    ("Denmark", ".dk"),
]
_EXTRA_TLDS = [".com", ".net", ".eu", ".shop", ".org"]
_SERVERS = ["web-01", "web-02", "web-03", "web-04", "web-05", "web-06"]
_PHP = ["7.4", "8.1", "8.2", "8.3"]
_STAFF = [
    "Priya (support)",
    "Tobias (support)",
    "Anneke (support)",
    "Sam (billing)",
    "Ruben (sysadmin)",
]
_TICKET_SUBJECTS = [
    ("My site shows a 500 Internal Server Error after I edited .htaccess", "normal"),
    ("Please help me redirect www to the bare domain", "low"),
    ("Certificate warning in the browser on my domain", "high"),
    ("The site is very slow since yesterday", "high"),
    ("How do I password-protect my /admin folder?", "low"),
    ("Emails from my contact form are not arriving", "normal"),
    ("Can I get access logs for last week?", "low"),
    ("Invoice paid twice, please refund one", "normal"),
    ("Want to upgrade my plan, what happens to my sites?", "low"),
    ("Site down: 403 Forbidden on every page", "urgent"),
    ("Need a custom 404 page", "low"),
    ("Move my domain to another customer account", "normal"),
    ("PHP version upgrade to 8.3", "normal"),
    ("Block requests from a spammy IP range", "normal"),
    ("Enable gzip compression for my CSS and JS", "low"),
]
_TICKET_STATUS = ["open", "waiting for customer", "closed", "closed", "closed"]
_AS_OF = dt.date(2026, 3, 31)  # the day the fictional data was "exported"


def _build(path: Path) -> None:
    rnd = random.Random(SEED)
    rows_customers, rows_sites, rows_certs, rows_invoices, rows_tickets = [], [], [], [], []
    used_domains: set[str] = set()
    used_names: set[str] = set()
    n_customers = 48
    invoice_no = 1001
    ticket_no = 5001
    lasts = rnd.sample(_LAST, len(_LAST))
    for cid in range(1, n_customers + 1):
        first = rnd.choice(_FIRST)
        last = lasts[(cid - 1) % len(lasts)]
        trade, slug = rnd.choice(_TRADES)
        name = f"{last} {trade}"
        while name in used_names:
            trade, slug = rnd.choice(_TRADES)
            name = f"{last} {trade}"
        used_names.add(name)
        country, cctld = rnd.choice(_COUNTRIES)
        plan_id = rnd.choices([1, 2, 3, 4], weights=[40, 35, 18, 7])[0]
        signed_up = dt.date(2019, 1, 1) + dt.timedelta(days=rnd.randrange(0, 2500))
        status = "suspended" if rnd.random() < 0.08 else "active"
        base = last.lower().replace(" ", "") + "-" + slug
        email = f"{first.lower()}@{base}{cctld}"
        billing = rnd.choice(["monthly", "monthly", "yearly"])
        rows_customers.append(
            (
                cid,
                name,
                f"{first} {last}",
                email,
                country,
                plan_id,
                signed_up.isoformat(),
                status,
                billing,
            )
        )
        # websites: 1 on Starter, more on bigger plans
        max_sites = PLANS[plan_id - 1][2]
        n_sites = 1 if max_sites == 1 else rnd.randint(1, min(4, max_sites))
        server = rnd.choice(_SERVERS)
        for k in range(n_sites):
            tld = cctld if k == 0 else rnd.choice(_EXTRA_TLDS)
            domain = (
                base + tld
                if k == 0
                else f"{base}{'-shop' if k == 1 else '-blog' if k == 2 else '-events'}{tld}"
            )
            if domain in used_domains:
                continue
            used_domains.add(domain)
            created = signed_up + dt.timedelta(days=rnd.randrange(0, 400))
            php = rnd.choice(_PHP)
            disk_used = round(rnd.uniform(0.2, PLANS[plan_id - 1][3] * 0.7 / n_sites), 1)
            site_status = (
                "suspended" if status == "suspended" else rnd.choice(["live"] * 9 + ["maintenance"])
            )
            renews = _AS_OF + dt.timedelta(days=rnd.randrange(1, 366))  # domains renew yearly
            rows_sites.append(
                (
                    domain,
                    cid,
                    server,
                    php,
                    f"/var/www/{domain}/public_html",
                    disk_used,
                    created.isoformat(),
                    site_status,
                    renews.isoformat(),
                )
            )
            # certificate (a few sites have none: served over plain HTTP)
            roll = rnd.random()
            if roll < 0.05:
                continue
            if roll < 0.78:
                issuer, auto = "Let's Encrypt", 1
                start = _AS_OF - dt.timedelta(days=rnd.randrange(1, 89))
                expires = start + dt.timedelta(days=90)
                kind = "domain validated (DV)"
                if rnd.random() < 0.1:  # a renewal that failed
                    start = _AS_OF - dt.timedelta(days=rnd.randrange(95, 130))
                    expires = start + dt.timedelta(days=90)
            else:
                issuer = rnd.choice(["Sectigo", "DigiCert", "GlobalSign"])
                auto = 0
                start = _AS_OF - dt.timedelta(days=rnd.randrange(10, 390))
                expires = start + dt.timedelta(days=397)
                kind = rnd.choice(
                    ["domain validated (DV)", "organisation validated (OV)", "wildcard"]
                )
            names = f"{domain}, www.{domain}" if kind != "wildcard" else f"{domain}, *.{domain}"
            rows_certs.append(
                (domain, issuer, kind, names, start.isoformat(), expires.isoformat(), auto)
            )
        # invoices: the last few billing periods
        price = PLANS[plan_id - 1][1]
        n_inv = rnd.randint(2, 5)
        for i in range(n_inv):
            if billing == "yearly":
                issued = _AS_OF - dt.timedelta(days=365 * (n_inv - 1 - i) + rnd.randrange(0, 60))
                amount = round(price * 12 * 0.9, 2)
                what = f"{PLANS[plan_id - 1][0]} plan, 12 months (10% yearly discount)"
            else:
                issued = _AS_OF - dt.timedelta(days=30 * (n_inv - 1 - i) + rnd.randrange(0, 25))
                amount = price
                what = f"{PLANS[plan_id - 1][0]} plan, 1 month"
            if rnd.random() < 0.2:
                extra = rnd.choice(
                    [
                        (9.90, "domain renewal"),
                        (29.00, "site migration"),
                        (15.00, "extra backup storage"),
                    ]
                )
                amount = round(amount + extra[0], 2)
                what += f" + {extra[1]}"
            due = issued + dt.timedelta(days=14)
            if due < _AS_OF - dt.timedelta(days=20):
                inv_status = "paid" if rnd.random() < 0.93 else "overdue"
            elif due < _AS_OF:
                inv_status = rnd.choice(["paid", "paid", "overdue"])
            else:
                inv_status = "open"
            if status == "suspended" and i == n_inv - 1:
                inv_status = "overdue" if due < _AS_OF else "open"
            paid_on = (
                (issued + dt.timedelta(days=rnd.randrange(0, 14))).isoformat()
                if inv_status == "paid"
                else None
            )
            vat = round(amount * 0.19, 2)
            rows_invoices.append(
                (
                    invoice_no,
                    cid,
                    issued.isoformat(),
                    due.isoformat(),
                    what,
                    amount,
                    vat,
                    round(amount + vat, 2),
                    inv_status,
                    paid_on,
                )
            )
            invoice_no += 1
        # tickets
        for _ in range(rnd.choice([0, 0, 1, 1, 2, 3])):
            subject, priority = rnd.choice(_TICKET_SUBJECTS)
            opened = _AS_OF - dt.timedelta(days=rnd.randrange(0, 200))
            t_status = rnd.choice(_TICKET_STATUS)
            if opened < _AS_OF - dt.timedelta(days=60):
                t_status = "closed"
            site = rnd.choice([r[0] for r in rows_sites if r[1] == cid])
            billing_issue = "Invoice" in subject or "upgrade my plan" in subject
            staff = "Sam (billing)" if billing_issue else rnd.choice(_STAFF[:3] + _STAFF[4:])
            rows_tickets.append(
                (ticket_no, cid, site, opened.isoformat(), subject, priority, t_status, staff)
            )
            ticket_no += 1
    rnd.shuffle(rows_tickets)  # ticket numbers stay; only insertion order changes

    with contextlib.closing(sqlite3.connect(path)) as con:
        with con:
            con.executescript(
                """
                CREATE TABLE plans (id INTEGER PRIMARY KEY, name TEXT UNIQUE, monthly_price_eur REAL,
                    websites INTEGER, storage_gb INTEGER, traffic_gb_per_month INTEGER,
                    mailboxes INTEGER, ssh_access INTEGER, backups_kept_days INTEGER,
                    php_workers INTEGER);
                CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, contact_person TEXT,
                    email TEXT, country TEXT, plan_id INTEGER REFERENCES plans(id),
                    customer_since TEXT, account_status TEXT, billing_cycle TEXT);
                CREATE TABLE sites (domain TEXT PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
                    server TEXT, php_version TEXT, document_root TEXT, disk_used_gb REAL,
                    created_on TEXT, status TEXT, domain_renews_on TEXT);
                CREATE TABLE certificates (domain TEXT PRIMARY KEY REFERENCES sites(domain),
                    issuer TEXT, kind TEXT, covers TEXT, valid_from TEXT, expires_on TEXT,
                    auto_renew INTEGER);
                CREATE TABLE invoices (number INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
                    issued_on TEXT, due_on TEXT, description TEXT, amount_eur REAL, vat_eur REAL,
                    total_eur REAL, status TEXT, paid_on TEXT);
                CREATE TABLE tickets (number INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
                    domain TEXT, opened_on TEXT, subject TEXT, priority TEXT, status TEXT,
                    assigned_to TEXT);
                """
            )
            con.executemany(
                "INSERT INTO plans VALUES (?,?,?,?,?,?,?,?,?,?)",
                [(i + 1, *p) for i, p in enumerate(PLANS)],
            )
            con.executemany("INSERT INTO customers VALUES (?,?,?,?,?,?,?,?,?)", rows_customers)
            con.executemany("INSERT INTO sites VALUES (?,?,?,?,?,?,?,?,?)", rows_sites)
            con.executemany("INSERT INTO certificates VALUES (?,?,?,?,?,?,?)", rows_certs)
            con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?,?,?,?,?,?)", rows_invoices)
            con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?,?,?)", rows_tickets)


DB = seeddb.SeededDB(DB_NAME, build=_build)
_query = DB.query


def _norm_domain(domain: str) -> str:
    d = toolkit.host(domain)
    if d.startswith("www."):
        d = d[4:]
    return d


def _customer_id(customer_id: int) -> sqlite3.Row:
    rows = _query(
        "SELECT c.*, p.name AS plan FROM customers c JOIN plans p ON p.id = c.plan_id WHERE c.id = ?",
        (customer_id,),
    )
    if not rows:
        raise ToolError(f"there is no customer {customer_id}")
    return rows[0]


# ---- values listers ----------------------------------------------------------------------


def customer_names() -> list[tuple[int, str]]:
    """(customer number, the business name and the contact person people use for it)."""
    return [
        (r["id"], f"{r['name']} ({r['contact_person']})")
        for r in _query("SELECT id, name, contact_person FROM customers ORDER BY id")
    ]


def domain_names() -> list[str]:
    """Every website domain Harbor Hosting hosts."""
    return [r["domain"] for r in _query("SELECT domain FROM sites ORDER BY domain")]


# ---- tools -------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
def get_customer(customer_id: int) -> dict:
    """One hosting customer: business name, contact person, email, country, hosting plan,
    billing cycle, account status, since when they are a customer, and their websites.

    Args:
        customer_id: the customer number, e.g. 17.

    Examples:
        What plan is customer 31 on?
        Who is the contact person for Okafor Photography?
        Is customer 8's account suspended?
        Which websites does customer 22 have with us?
    """
    c = _customer_id(customer_id)
    sites = [
        r["domain"]
        for r in _query(
            "SELECT domain FROM sites WHERE customer_id = ? ORDER BY created_on", (customer_id,)
        )
    ]
    return {
        **toolkit.named(
            c,
            "customer_id=id business_name=name contact_person email country plan billing_cycle account_status customer_since",
        ),
        "websites": sites,
    }


@tool(values={"domain": domain_names})
def get_website(domain: str) -> dict:
    """One hosted website (domain): who owns it, which web server it runs on, its PHP
    version, document root, disk space used, status, and when the domain registration
    renews.

    Args:
        domain: the website's domain name, e.g. okafor-photo.se (without www or https://).

    Examples:
        Which server is lindqvist-dental.it hosted on?
        What PHP version does my site moretti-music.es run?
        How much disk space is kowalski-yoga.ie using?
        When does the domain brennan-guesthouse.nl need renewing?
    """
    d = _norm_domain(domain)
    rows = _query(
        "SELECT s.*, c.name AS owner, p.name AS plan FROM sites s JOIN customers c ON c.id = s.customer_id "
        "JOIN plans p ON p.id = c.plan_id WHERE s.domain = ?",
        (d,),
    )
    if not rows:
        raise ToolError(f"Harbor Hosting hosts no website called {domain!r}")
    r = rows[0]
    return toolkit.named(
        r,
        "domain customer_id owner plan server php_version document_root disk_used_gb site_status=status hosted_since=created_on domain_renews_on",
    )


@tool(values={"domain": domain_names})
def get_certificate(domain: str) -> dict:
    """The TLS (SSL/HTTPS) certificate of a hosted website: who issued it, what kind it
    is, which names it covers, when it became valid, when it expires and whether it
    renews automatically.

    Args:
        domain: the website's domain name, e.g. okafor-photo.se (without www or https://).

    Examples:
        When does the SSL certificate for lindqvist-dental.it expire?
        Is the certificate on moretti-music.es renewed automatically?
        Who issued the HTTPS certificate of my site kowalski-yoga.ie?
    """
    d = _norm_domain(domain)
    if not _query("SELECT 1 FROM sites WHERE domain = ?", (d,)):
        raise ToolError(f"Harbor Hosting hosts no website called {domain!r}")
    rows = _query("SELECT * FROM certificates WHERE domain = ?", (d,))
    if not rows:
        return {
            "domain": d,
            "certificate": None,
            "note": "this website has no TLS certificate installed (it is served over plain HTTP only)",
        }
    r = rows[0]
    return {
        **toolkit.named(
            r, "domain issuer certificate_type=kind covers_names=covers valid_from expires_on"
        ),
        "auto_renew": bool(r["auto_renew"]),
    }


@tool
def get_plan(plan: Literal["Starter", "Business", "Pro", "Agency"]) -> dict:
    """What a Harbor Hosting plan includes and costs: monthly price in euros, number of
    websites, storage, monthly traffic, mailboxes, SSH access, how many days of backups
    are kept and PHP workers.

    Args:
        plan: the plan's name: Starter, Business, Pro or Agency.

    Examples:
        How much does the Business plan cost per month?
        How many websites can I host on the Pro plan?
        Does the Starter plan include SSH access?
        How long are backups kept on Agency?
    """
    rows = _query("SELECT * FROM plans WHERE name = ?", (plan,))
    if not rows:
        raise ToolError(
            f"there is no plan called {plan!r}; the plans are Starter, Business, Pro and Agency"
        )
    r = rows[0]
    return {
        **toolkit.named(
            r,
            "plan=name monthly_price_eur websites_included=websites storage_gb traffic_gb_per_month mailboxes",
        ),
        "ssh_access": bool(r["ssh_access"]),
        "backups_kept_days": r["backups_kept_days"],
        "php_workers": r["php_workers"],
    }


def _invoice_dict(r: sqlite3.Row) -> dict:
    return toolkit.named(
        r,
        "invoice_number=number customer_id customer issued_on due_date=due_on description amount_eur vat_eur total_eur status paid_on",
    )


@tool
def get_invoice(invoice_number: int) -> dict:
    """One invoice: the customer, what it was for, amount before VAT, VAT, total in euros,
    issue date, due date, and whether it is paid, open or overdue.

    Args:
        invoice_number: the invoice number, e.g. 1042.

    Examples:
        How much was invoice 1042?
        Has invoice 1100 been paid?
        When is invoice 1187 due?
    """
    rows = _query(
        "SELECT i.*, c.name AS customer FROM invoices i JOIN customers c ON c.id = i.customer_id "
        "WHERE i.number = ?",
        (invoice_number,),
    )
    if not rows:
        raise ToolError(f"there is no invoice {invoice_number}")
    return _invoice_dict(rows[0])


@tool(values={"customer_id": customer_names})
def list_invoices(
    customer_id: int, status: Literal["paid", "open", "overdue"] | None = None
) -> list[dict]:
    """A customer's invoices, newest first, optionally only the paid, open or overdue ones.

    Args:
        customer_id: the customer number, e.g. 17.
        status: only invoices with this status: paid, open or overdue (leave out for all).

    Examples:
        Does customer 12 have any overdue invoices?
        Show me all invoices of Lindqvist Dental Care.
        What is the latest invoice for customer 40?
    """
    _customer_id(customer_id)
    sql = (
        "SELECT i.*, c.name AS customer FROM invoices i JOIN customers c ON c.id = i.customer_id "
        "WHERE i.customer_id = ?"
    )
    sql, params = toolkit.narrowed(sql, (customer_id,), "i.status", status)
    sql += " ORDER BY i.issued_on DESC, i.number DESC"
    return [_invoice_dict(r) for r in _query(sql, params)]


@tool(values={"customer_id": customer_names})
def list_tickets(
    customer_id: int,
    status: Literal["open", "waiting for customer", "closed"] | None = None,
) -> list[dict]:
    """A customer's support tickets, newest first: ticket number, the website it concerns,
    subject, priority, status, who it is assigned to and when it was opened.

    Args:
        customer_id: the customer number, e.g. 17.
        status: only tickets with this status: open, waiting for customer or closed
            (leave out for all).

    Examples:
        Does customer 9 have any open support tickets?
        Who is handling the ticket of Okafor Photography?
        What did customer 33 open a ticket about?
    """
    _customer_id(customer_id)
    sql = "SELECT * FROM tickets WHERE customer_id = ?"
    sql, params = toolkit.narrowed(sql, (customer_id,), "status", status)
    sql += " ORDER BY opened_on DESC, number DESC"
    return [
        toolkit.named(
            r,
            "ticket_number=number domain subject priority status assigned_to opened_on",
        )
        for r in _query(sql, params)
    ]
