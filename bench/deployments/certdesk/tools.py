"""Tarnwick Trust Services' customer database, read-only: customer accounts, the TLS
certificates Tarnwick has issued for them (public and from hosted private CAs), certificate
orders and their domain validation, the OCSP responders, invoices and support tickets, and
the certificate plans.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import string
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

NOW = dt.datetime(2026, 5, 20, 16, 40)  # the moment of the snapshot on that day (UTC)

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# CUSTOMERS: (company, its domain, country)
# PLANS: plan: (USD/month, validation level, certificates included, USD per extra certificate,
#        most SANs on one certificate, longest validity in days, wildcards allowed,
#        hosted private CA (with its own CRL and OCSP service), support)
(CUSTOMERS, ACCOUNT_MANAGERS, SUPPORT_ENGINEERS, PLANS,
 TICKET_SUBJECTS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip


PlanName = Literal["Essential", "Business", "Wildcard", "Private CA"]

PUBLIC_RSA_CA = "Tarnwick TLS RSA CA 2024"
PUBLIC_ECC_CA = "Tarnwick TLS ECC CA 2024"

# responder: (region, CA it answers for, status)
RESPONDERS = [
    ("ocsp-eu1.tarnwick.example", "Frankfurt", PUBLIC_RSA_CA, "operational"),
    ("ocsp-eu2.tarnwick.example", "Dublin", PUBLIC_ECC_CA, "operational"),
    ("ocsp-us1.tarnwick.example", "Virginia", PUBLIC_RSA_CA, "degraded"),
    ("ocsp-us2.tarnwick.example", "Oregon", PUBLIC_ECC_CA, "operational"),
    ("ocsp-ap1.tarnwick.example", "Singapore", PUBLIC_RSA_CA, "operational"),
    ("ocsp-priv.tarnwick.example", "Frankfurt", "hosted private CAs", "maintenance"),
]

HOST_ROLES = ["www", "shop", "api", "portal", "mail", "vpn", "login", "status", "pay", "docs"]
PRIVATE_ROLES = ["intranet", "git", "wiki", "ldap", "grafana", "build"]
PUBLIC_KEY_TYPES = ["RSA 2048", "RSA 2048", "RSA 3072", "RSA 4096", "ECDSA P-256", "ECDSA P-384"]
PRIVATE_KEY_TYPES = ["RSA 2048", "ECDSA P-256", "ECDSA P-384", "Ed25519"]
REVOCATION_REASONS = ["keyCompromise", "cessationOfOperation", "affiliationChanged"]
VALIDATION_METHODS = ["dns-txt", "http-file", "email"]

FAILURE_REASONS = {
    "dns-txt": [
        "TXT record not found at {rec} (NXDOMAIN)",
        "TXT record found at {rec} but its value does not match the token",
        "CAA record on {base} does not allow tarnwick.example to issue",
    ],
    "http-file": [
        "HTTP 404 Not Found from http://{cn}/.well-known/tarnwick/{token}.txt",
        "HTTP request to http://{cn}/.well-known/tarnwick/ redirected to another host",
        "connection to {cn} port 80 timed out",
    ],
    "email": [
        "validation email to admin@{base} not answered within 14 days",
        "validation email to hostmaster@{base} bounced: mailbox does not exist",
    ],
}

PLAN_TICKET_SUBJECTS = {
    "Essential": ["Request to move from Essential to Business plan"],
    "Business": ["Request to move from Business to Wildcard plan"],
    "Wildcard": [
        "Wildcard certificate does not cover a second-level subdomain",
        "Request to move from Wildcard to Private CA plan",
    ],
    "Private CA": [
        "Private CA: CRL next update passed, clients failing",
        "Private CA: internal clients do not trust the new issuing CA",
        "Wildcard certificate does not cover a second-level subdomain",
    ],
}

TOKEN_ALPHABET = string.ascii_lowercase + "234567"


MONTHS = toolkit.month_span("2025-12", 5)

AS_OF = dt.date(2026, 5, 20)  # the day the data describes ("today" for the data)


def _token(rng: random.Random, n: int = 24) -> str:
    return "".join(rng.choice(TOKEN_ALPHABET) for _ in range(n))


def _serial(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(16))


def _short(company: str) -> str:
    return company.replace("&", " ").split()[0]


SCHEMA = "\n".join(SCHEMA_LINES)


@toolkit.schema(SCHEMA, plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    order_tmp = 0  # orders get their real numbers at the end, in the order they were placed
    used_serials: list[str] = []
    public_responders = {
        PUBLIC_RSA_CA: [r[0] for r in RESPONDERS if r[2] == PUBLIC_RSA_CA],
        PUBLIC_ECC_CA: [r[0] for r in RESPONDERS if r[2] == PUBLIC_ECC_CA],
    }
    ticket_id = 5100
    invoice_seq = 0
    for cid, (company, base, country) in enumerate(CUSTOMERS, start=1):
        since = AS_OF - dt.timedelta(days=rng.randint(200, 2200))
        plan = rng.choices(list(PLANS), weights=[4, 5, 3, 2])[0]
        status = "suspended" if rng.random() < 0.08 else "active"
        private_ca = f"{_short(company)} Internal Issuing CA" if plan == "Private CA" else None
        contact_first = rng.choice(["alex", "sam", "jo", "robin", "kai", "noor", "mika", "tess"])
        cols = (cid, company, base, country, plan, f"accounts@{base}")
        cols += (f"{contact_first}.{rng.choice(['it', 'ops', 'infra', 'sec'])}@{base}",)
        cols += (rng.choice(ACCOUNT_MANAGERS), since.isoformat(), status, private_ca)
        toolkit.insert(db, "customers", cols)

        # certificates, one line of hostnames per customer (renewals keep the name)
        roles = rng.sample(HOST_ROLES, rng.randint(3, 6))
        hosts = [f"{r}.{base}" for r in roles]
        if plan in ("Wildcard", "Private CA") and rng.random() < 0.7:
            hosts.append(f"*.{base}")
        private_hosts = []
        if private_ca:
            private_hosts = [f"{r}.corp.{base}" for r in rng.sample(PRIVATE_ROLES, 3)]

        for host in hosts + private_hosts:
            private = host in private_hosts
            if private:
                ca = private_ca
                key = rng.choice(PRIVATE_KEY_TYPES)
                validity = rng.choice([365, 730, 825])
                responder = "ocsp-priv.tarnwick.example"
            else:
                key = rng.choice(PUBLIC_KEY_TYPES)
                ca = PUBLIC_ECC_CA if key.startswith("ECDSA") else PUBLIC_RSA_CA
                validity = rng.choice([90, 180, 365, 397])
                responder = rng.choice(public_responders[ca])
            if key == "Ed25519":
                sig = "ED25519"
            elif key.startswith("RSA"):
                sig = "sha256WithRSAEncryption"
            else:
                sig = "ecdsa-with-SHA256" if private else "ecdsa-with-SHA384"
            if host.startswith("*."):
                sans = [host, base]
            elif host.startswith("www."):
                sans = [host, base]
            elif host.startswith("mail."):
                sans = [host, f"smtp.{base}", f"imap.{base}"]
            else:
                sans = [host]
            # the current certificate
            expires = AS_OF + dt.timedelta(days=rng.randint(-40, validity - 5))
            issued = expires - dt.timedelta(days=validity)
            if issued < since:
                issued = since + dt.timedelta(days=rng.randint(1, 20))
                expires = issued + dt.timedelta(days=validity)
            history = []
            if rng.random() < 0.4:  # an earlier certificate for the same name
                prev_exp = issued + dt.timedelta(days=rng.randint(0, 10))
                prev_iss = prev_exp - dt.timedelta(days=validity)
                if prev_iss > since:
                    history.append((prev_iss, prev_exp, "previous"))
            history.append((issued, expires, "current"))
            for iss, exp, which in history:
                serial = _serial(rng)
                while serial in used_serials:
                    serial = _serial(rng)
                used_serials.append(serial)
                revoked_on = reason = None
                if exp < AS_OF:
                    cstatus = "expired"
                else:
                    cstatus = "valid"
                if which == "previous" and exp >= AS_OF:
                    cstatus, reason = "revoked", "superseded"
                    revoked_on = (issued + dt.timedelta(days=rng.randint(0, 3))).isoformat()
                elif which == "current" and cstatus == "valid" and rng.random() < 0.07:
                    cstatus = "revoked"
                    reason = rng.choice(REVOCATION_REASONS)
                    day = iss + dt.timedelta(days=rng.randint(1, max(2, (AS_OF - iss).days)))
                    revoked_on = min(day, AS_OF).isoformat()
                order_tmp += 1
                onum = f"tmp-{order_tmp:05d}"
                method = rng.choice(VALIDATION_METHODS) if not private else "none (private CA)"
                rec, value = _validation(rng, method, host, base)
                submitted = dt.datetime.combine(iss, dt.time(0, 0)) - dt.timedelta(
                    minutes=rng.randint(60, 2880)
                )
                checked = dt.datetime.combine(iss, dt.time(rng.randint(0, 23), rng.randint(0, 59)))
                cols = (onum, cid, host, ", ".join(sans), key, method, rec, value, "issued", None)
                cols += (submitted.isoformat(timespec="minutes"),)
                cols += (checked.isoformat(timespec="minutes"), serial)
                toolkit.insert(db, "orders", cols)
                cols = (serial, cid, host, ", ".join(sans), key, ca, sig, iss.isoformat())
                cols += (exp.isoformat(), cstatus, revoked_on, reason, onum, responder)
                toolkit.insert(db, "certificates", cols)

        # orders still open or failed (no certificate yet)
        for _ in range(rng.choices([0, 1, 2], weights=[5, 4, 1])[0]):
            order_tmp += 1
            onum = f"tmp-{order_tmp:05d}"
            role = rng.choice(["new", "beta", "events", "careers", "app", "cdn", "partners"])
            host = f"{role}.{base}"
            method = rng.choice(VALIDATION_METHODS)
            rec, value = _validation(rng, method, host, base)
            ostatus = rng.choices(
                ["awaiting validation", "validation failed", "cancelled"], weights=[5, 4, 1]
            )[0]
            reason = None
            if ostatus == "validation failed":
                reason = rng.choice(FAILURE_REASONS[method]).format(
                    rec=rec, base=base, cn=host, token=value
                )
            submitted = dt.datetime.combine(
                AS_OF - dt.timedelta(days=rng.randint(1, 20)),
                dt.time(rng.randint(7, 19), rng.randint(0, 59)),
            )
            checked = min(submitted + dt.timedelta(hours=rng.randint(1, 30)), NOW)
            cols = (onum, cid, host, host, rng.choice(PUBLIC_KEY_TYPES), method, rec, value)
            cols += (ostatus, reason, submitted.isoformat(timespec="minutes"))
            toolkit.insert(db, "orders", (*cols, checked.isoformat(timespec="minutes"), None))

        # invoices
        n_active = db.execute(
            "SELECT COUNT(*) FROM certificates WHERE customer_id = ? AND status = 'valid'", (cid,)
        ).fetchone()[0]
        price, included, extra_usd = PLANS[plan][0], PLANS[plan][2], PLANS[plan][3]
        for month in MONTHS:
            year, mon = (int(x) for x in month.split("-"))
            first = dt.date(year, mon, 1)
            if first < since.replace(day=1):
                continue
            nxt = dt.date(year + (mon == 12), mon % 12 + 1, 1)
            issued_on = nxt
            due = issued_on + dt.timedelta(days=21)
            extra = max(0, n_active + rng.randint(-2, 3) - included)
            amount = round(price + extra * extra_usd, 2)
            if due < AS_OF - dt.timedelta(days=10):
                istatus = "paid" if rng.random() < 0.9 else "overdue"
            elif due < AS_OF:
                istatus = rng.choices(["paid", "overdue"], weights=[7, 3])[0]
            else:
                istatus = rng.choices(["paid", "open"], weights=[2, 5])[0]
            paid_on = None
            if istatus == "paid":
                paid_on = min(issued_on + dt.timedelta(days=rng.randint(1, 25)), AS_OF).isoformat()
            invoice_seq += 1
            cols = (f"TW-{year}-{invoice_seq:05d}", cid, month, issued_on.isoformat())
            cols += (due.isoformat(), amount, extra, istatus, paid_on)
            toolkit.insert(db, "invoices", cols)

        # support tickets
        for _ in range(rng.choices([0, 1, 2, 3], weights=[3, 5, 3, 1])[0]):
            ticket_id += rng.randint(1, 9)
            opened = toolkit.opened(rng, AS_OF, 90)
            opened = min(opened, NOW - dt.timedelta(hours=2))
            tstatus = rng.choices(toolkit.TICKET_STATUSES, weights=[4, 2, 5])[0]
            last = min(opened + dt.timedelta(hours=rng.randint(1, 24 * 12)), NOW)
            cols = (ticket_id, cid, rng.choice(TICKET_SUBJECTS + PLAN_TICKET_SUBJECTS[plan]))
            cols += (rng.choices(toolkit.PRIORITIES, weights=[2, 5, 3, 1])[0], tstatus)
            cols += (opened.isoformat(timespec="minutes"), last.isoformat(timespec="minutes"))
            toolkit.insert(db, "tickets", (*cols, rng.choice(SUPPORT_ENGINEERS)))

    # order numbers follow the order in which the orders were placed
    seq = 418200
    placed = db.execute("SELECT number FROM orders ORDER BY submitted_at, number").fetchall()
    for (tmp,) in placed:
        seq += rng.randint(1, 9)
        db.execute("UPDATE orders SET number = ? WHERE number = ?", (f"TT-{seq}", tmp))
        db.execute(
            "UPDATE certificates SET order_number = ? WHERE order_number = ?", (f"TT-{seq}", tmp)
        )

    # OCSP responders: a snapshot of the last 24 hours and the last seven days
    for host, region, serves, rstatus in RESPONDERS:
        requests = (
            rng.randint(400_000, 9_000_000)
            if serves != "hosted private CAs"
            else rng.randint(20_000, 90_000)
        )
        revoked = int(requests * rng.uniform(0.001, 0.01))
        unknown = int(requests * rng.uniform(0.0001, 0.002))
        good = requests - revoked - unknown
        p95 = rng.randint(18, 60) if rstatus == "operational" else rng.randint(240, 900)
        err = (
            round(rng.uniform(0.01, 0.09), 2)
            if rstatus == "operational"
            else round(rng.uniform(0.8, 3.5), 2)
        )
        last_crl = dt.datetime.combine(
            AS_OF, dt.time(rng.randint(0, 5), rng.choice([0, 15, 30, 45]))
        )
        validity_h = rng.choice([24, 48, 72, 96]) if serves != "hosted private CAs" else 168
        next_crl = last_crl + dt.timedelta(hours=validity_h)
        note = None
        if rstatus == "degraded":
            note = "Elevated latency since 2026-05-19 14:10 UTC; traffic partly moved to ocsp-ap1."
        elif rstatus == "maintenance":
            note = "Planned maintenance 2026-05-20 02:00-06:00 UTC; responses served from cache."
        cols = (host, region, serves, rstatus, requests, good, revoked, unknown, p95, err)
        cols += (last_crl.isoformat(timespec="minutes"), next_crl.isoformat(timespec="minutes"))
        toolkit.insert(db, "responders", (*cols, validity_h, note))
        for back in range(7, 0, -1):
            day = AS_OF - dt.timedelta(days=back)
            db.execute(
                "INSERT INTO responder_daily VALUES (?,?,?,?,?)",
                (
                    host,
                    day.isoformat(),
                    int(requests * rng.uniform(0.8, 1.15)),
                    rng.randint(18, 70)
                    if back > 1 or rstatus != "degraded"
                    else rng.randint(300, 700),
                    round(rng.uniform(0.01, 0.12), 2),
                ),
            )


def _validation(
    rng: random.Random, method: str, host: str, base: str
) -> tuple[str | None, str | None]:
    """(where the proof goes, the value it must hold) for a validation method."""
    bare = host[2:] if host.startswith("*.") else host
    if method == "dns-txt":
        return f"_tarnwick-validation.{bare}", "tw-" + _token(rng)
    if method == "http-file":
        token = _token(rng, 20)
        return f"http://{bare}/.well-known/tarnwick/{token}.txt", token
    if method == "email":
        return f"{rng.choice(['admin', 'hostmaster', 'webmaster'])}@{base}", None
    return None, None


_CUSTOMERS = toolkit.owned_by("customer", "number", "the company's name")
DB, _query, build_database, customer_names, _customer, _by_customer = apikit.served(
    __name__, "certdesk.db", _fill, _CUSTOMERS, seed=20260520, version="1", as_of=AS_OF.isoformat()
)


# ---- listers: the names people use ------------------------------------------------------


def certificate_names() -> list[str]:
    """Every host name a certificate was issued for, e.g. shop.quillon.example."""
    return [
        r["common_name"]
        for r in _query("SELECT DISTINCT common_name FROM certificates ORDER BY common_name")
    ]


order_numbers = toolkit.names(
    __name__,
    "order_numbers",
    _query,
    "orders.number",
    "Every certificate order number, e.g. TT-418233.",
)
responder_names = toolkit.names(
    __name__,
    "responder_names",
    _query,
    "responders.hostname",
    "The OCSP responders' host names, e.g. ocsp-eu1.tarnwick.example.",
)


# ---- tools ------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
def customer_account(customer_id: int) -> dict:
    """A customer's account with Tarnwick: company, country, certificate plan, billing email,
    technical contact, account manager, customer since, whether the account is active or
    suspended, the name of their hosted private CA (Private CA plan only) and how many of
    their certificates are valid, expired or revoked.

    Args:
        customer_id: the customer number, e.g. 7.

    Examples:
        Which plan is Gristmill Bakeries on?
        Who is the account manager for customer 12?
        What's the name of our private CA? We are Cobalt Ridge Energy.
        Is the account of Driftwood Surf Co active?
        How many valid certificates does Wexley Motors have with you?
    """
    c = _customer(customer_id)
    counts = {
        r["status"]: r["n"]
        for r in _query(
            "SELECT status, COUNT(*) AS n FROM certificates WHERE customer_id = ? GROUP BY status",
            (customer_id,),
        )
    }
    return {
        **toolkit.named(
            c,
            "customer_number=id company=name domain country plan billing_email technical_contact account_manager customer_since account_status=status private_ca=private_ca_name",
        ),
        "valid_certificates": counts.get("valid", 0),
        "expired_certificates": counts.get("expired", 0),
        "revoked_certificates": counts.get("revoked", 0),
    }


@tool(values={"hostname": certificate_names})
def certificate_lookup(hostname: str) -> list[dict]:
    """The certificates Tarnwick issued for a host name, newest first: serial number, the
    customer, common name and subject alternative names (SANs), key type, issuing CA,
    signature algorithm, issue and expiry dates, days left, status (valid, expired or
    revoked), when and why it was revoked, the order it came from and the OCSP responder
    that answers for it.

    Args:
        hostname: the certificate's host name, e.g. "portal.haldenlog.example" (a URL or
            "*.example" wildcard name also works); a name that is only a SAN also matches.

    Examples:
        When does the certificate for www.gristmill.example expire?
        Is the cert on login.polarispayroll.example revoked?
        What key type is the certificate for api.ottoline.example?
        Which CA issued the certificate of status.tessellate.example?
        Which names are on the certificate for mail.driftwoodsurf.example?
    """
    h = toolkit.domain(hostname, port=False)
    rows = _query(
        "SELECT c.*, u.name AS company FROM certificates c JOIN customers u "
        "ON u.id = c.customer_id WHERE c.common_name = ? ORDER BY c.issued_on DESC",
        (h,),
    )
    if not rows:
        rows = _query(
            "SELECT c.*, u.name AS company FROM certificates c JOIN customers u "
            "ON u.id = c.customer_id WHERE ', ' || c.sans || ',' LIKE ? "
            "ORDER BY c.issued_on DESC",
            (f"%, {h},%",),
        )
    if not rows:
        raise ToolError(f"no certificate was issued for {h!r}")
    out = []
    for r in rows:
        expires = dt.date.fromisoformat(r["expires_on"])
        out.append(
            {
                **toolkit.named(r, "serial_number=serial company common_name"),
                "subject_alt_names": r["sans"].split(", "),
                **toolkit.named(r, "key_type issuing_ca signature_algorithm issued_on expires_on"),
                "days_left": (expires - AS_OF).days,
                **toolkit.named(
                    r, "status revoked_on revocation_reason order_number ocsp_responder"
                ),
            }
        )
    return out


@tool(values={"order_number": order_numbers})
def certificate_order(order_number: str) -> dict:
    """One certificate order: the customer, host name and SANs ordered, key type, how the
    domain is being validated (DNS TXT record, HTTP file or email) with the record name or
    URL and the value it must hold, the order's status (issued, awaiting validation,
    validation failed, cancelled), why validation failed, when it was submitted and last
    checked, and the serial number of the certificate once issued.

    Args:
        order_number: the order number, e.g. "TT-418305" (the digits alone also work).

    Examples:
        What's the status of order TT-418305?
        Why did domain validation fail for order TT-419020?
        What TXT record do I need to add for order TT-418777?
        Has order 419111 been issued yet?
    """
    num = order_number.strip().upper().replace(" ", "")
    if not num.startswith("TT-"):
        num = "TT-" + num.lstrip("T-")
    missing = f"there is no order {num}"
    r = toolkit.record(_query, "orders.number", num, "customers.company", missing)
    return {
        **toolkit.named(r, "order_number=number company common_name"),
        "subject_alt_names": r["sans"].split(", "),
        **toolkit.named(
            r,
            "key_type validation_method validation_record validation_value order_status=status failure_reason submitted_at last_checked_at certificate_serial",
        ),
    }


_RESPONDER_DAY = "day requests p95_response_ms=p95_latency_ms error_rate_percent=error_rate_pct"


@tool(values={"responder": responder_names})
def ocsp_responder_status(responder: str) -> dict:
    """One of Tarnwick's OCSP responders: its region, the CA it answers for, whether it is
    operational, degraded or in maintenance, requests in the last 24 hours (good, revoked
    and unknown answers), 95th-percentile response time, error rate, when the last CRL was
    published and when the next update is due, how long its responses stay valid, any
    incident note, and requests and response times for each of the last seven days.

    Args:
        responder: the responder's host name, e.g. "ocsp-us2.tarnwick.example" (or just
            "ocsp-us2", or its region, e.g. "Oregon").

    Examples:
        Is ocsp-us2.tarnwick.example having problems?
        How fast is the Singapore OCSP responder answering?
        When is the next CRL update on ocsp-eu1?
        How many OCSP requests did ocsp-eu1 get yesterday?
    """
    h = toolkit.domain(responder, port=False)
    if not h.endswith(".tarnwick.example"):
        h = h.split(".")[0] + ".tarnwick.example"
    rows = _query("SELECT * FROM responders WHERE hostname = ?", (h,))
    if not rows:  # a region: "the Singapore responder"
        rows = _query(
            "SELECT * FROM responders WHERE lower(region) = ? ORDER BY hostname",
            (responder.strip().lower(),),
        )
    if not rows:
        raise ToolError(f"there is no OCSP responder {responder!r}")
    h = rows[0]["hostname"]
    r = rows[0]
    days = _query("SELECT * FROM responder_daily WHERE hostname = ? ORDER BY day", (h,))
    return {
        **toolkit.named(
            r,
            "responder=hostname region answers_for=serves status requests_last_24h=requests_24h good_answers_24h=good_24h revoked_answers_24h=revoked_24h unknown_answers_24h=unknown_24h p95_response_ms=p95_latency_ms error_rate_percent=error_rate_pct last_crl_published_at_utc=last_crl_at next_crl_update_at_utc=next_crl_update_at response_valid_hours=response_validity_hours incident_note=note",
        ),
        "last_7_days": [toolkit.named(d, _RESPONDER_DAY) for d in days],
    }


@apikit.invoices(_by_customer, "amount_usd extra_certificates_charged=extra_certificates", 7)
def customer_invoices(customer_id: int) -> list[dict]:
    """A customer's monthly invoices: invoice number, month billed, issue date, due date,
    amount in US dollars (plan price plus extra certificates), how many extra certificates
    were charged, whether it is paid, open or overdue, and the date it was paid.

    Examples:
        How much was Saffron Lane Restaurants billed for March?
        Do we have anything overdue? Customer 3.
        When is the April invoice of Meadowgate Care Homes due?
        Why was Ironvale Mining Supply charged for extra certificates in February?
    """


@apikit.tickets(_by_customer, "engineer", 7)
def support_tickets(
    customer_id: int, status: Literal["open", "waiting on customer", "closed"] | None = None
) -> list[dict]:
    """A customer's support tickets: ticket number, subject, priority, status (open,
    waiting on customer, closed), when it was opened and last updated, and the support
    engineer assigned to it.

    Examples:
        Who is looking at our ticket? We're Brightmoor Borough Council.
        Any open tickets for customer 26?
        Is Sundial Pharmacy's ticket waiting on us?
        When was our last ticket updated? Corvid Security Labs.
    """


@tool
def plan_details(plan: PlanName) -> dict:
    """What a Tarnwick certificate plan includes: monthly price, validation level (DV or
    OV), certificates included, the price of each extra certificate, the most SANs on one
    certificate, the longest validity, whether wildcard certificates are allowed, whether
    a hosted private CA (with its own CRL and OCSP service) comes with it, and the support
    level.

    Args:
        plan: the plan: Essential, Business, Wildcard or Private CA.

    Examples:
        What does the Business plan cost per month?
        Can I get wildcard certificates on Essential?
        How many SANs can one certificate have on the Wildcard plan?
        What does an extra certificate cost on Private CA?
        Which plan includes a private CA?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return {
        **toolkit.named(
            r,
            "plan=name monthly_price_usd=monthly_usd validation_level certificates_included extra_certificate_usd max_sans_per_certificate=max_sans max_validity_days",
        ),
        "wildcard_certificates": bool(r["wildcards"]),
        "hosted_private_ca": bool(r["private_ca"]),
        "support": r["support"],
    }
