"""Postwick Mail's account database, read-only: customer accounts of the hosted SMTP relay,
their sending domains (SPF, DKIM, DMARC, custom relay hostname and its TLS certificate),
monthly sending volumes, a log of recently relayed messages, invoices and support cases,
and the relay plans.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import string
from pathlib import Path
from typing import Literal

from tools.registry import load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# PLANS: plan: (USD/month, messages included per month, USD per extra 1,000 messages,
#        sending domains allowed, dedicated IP addresses, max message size MB,
#        days the message log is kept, support)
(ACCOUNTS, ACCOUNT_MANAGERS, SUPPORT_AGENTS, PLANS,
 RECIPIENT_DOMAINS, BOUNCE_REPLIES, DEFER_REPLIES,
 REJECT_REPLIES, CASE_SUBJECTS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip


PlanName = Literal["Spark", "Courier", "Express", "Freight"]

SUBDOMAIN_ROLES = ["mail", "news", "notify", "billing", "alerts", "hello"]
KEY_TYPES = ["RSA 2048", "RSA 4096", "EC P-256"]
ISSUERS = ["Let's Encrypt R11", "Sectigo RSA Domain Validation", "DigiCert TLS RSA SHA256 2020"]


MONTHS = toolkit.month_span("2025-11", 6)

AS_OF = dt.date(2026, 4, 30)  # the day the data describes ("today" for the data)


def _slug(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w.isalpha()]
    return "".join(words[:2]).lower()


def _message_id(rng: random.Random) -> str:
    return "PW-" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(8))


@apikit.schema(SCHEMA_LINES, "account_id amount_usd cases last_update_at agent", plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    case_id = 7300
    invoice_seq = 0
    ip_seq = 10
    for acc_id, (acc_name, country) in enumerate(ACCOUNTS, start=1):
        slug = _slug(acc_name)
        since, plan, status = toolkit.account(rng, AS_OF, (150, 1800), PLANS, [3, 5, 4, 1], 0.94)
        ips = []
        for _ in range(PLANS[plan][4]):
            ip_seq += 1
            ips.append(f"198.51.100.{ip_seq}")
        cols = (acc_id, acc_name, country, plan, f"relay-{slug}", f"accounts@{slug}.example")
        cols += (rng.choice(ACCOUNT_MANAGERS), since.isoformat(), status, ", ".join(ips) or None)
        toolkit.insert(db, "accounts", cols)
        # sending domains
        n_domains = min(PLANS[plan][3], rng.choices([1, 2, 3, 4], weights=[4, 4, 2, 1])[0])
        roles = [""] + rng.sample(SUBDOMAIN_ROLES, n_domains - 1)
        for role in roles:
            domain = f"{role + '.' if role else ''}{slug}.example"
            added = since + dt.timedelta(days=rng.randint(0, max(1, (AS_OF - since).days - 20)))
            verification = rng.choices(["verified", "pending", "failed"], weights=[14, 2, 1])[0]
            spf = rng.choices(["pass", "missing", "fail"], weights=[10, 2, 1])[0]
            dkim = rng.choices(["pass", "missing", "fail"], weights=[10, 2, 1])[0]
            if verification != "verified":
                spf, dkim = rng.choice(["missing", "fail"]), "missing"
            selector = f"pw{rng.randint(1, 3)}" if dkim != "missing" else None
            dmarc = rng.choices(["none", "quarantine", "reject", "missing"], weights=[4, 4, 3, 2])[
                0
            ]
            relay_host = issuer = key_type = expires = None
            if (
                role == ""
                and verification == "verified"
                and plan in ("Express", "Freight", "Courier")
                and rng.random() < 0.7
            ):
                relay_host = f"smtp.{domain}"
                issuer = rng.choice(ISSUERS)
                key_type = rng.choice(KEY_TYPES)
                expires = (AS_OF + dt.timedelta(days=rng.randint(-20, 300))).isoformat()
            cols = (domain, acc_id, verification, spf, selector, dkim, dmarc, added.isoformat())
            toolkit.insert(db, "domains", (*cols, relay_host, issuer, key_type, expires))
        # monthly usage and invoices
        _, included, over_price, *_rest = PLANS[plan]
        base_price = PLANS[plan][0]
        level = rng.uniform(0.25, 1.15)
        for month in MONTHS:
            if month < since.isoformat()[:7]:
                continue
            sent = int(included * level * rng.uniform(0.7, 1.3))
            if month == "2026-04":
                sent = int(sent * rng.uniform(0.85, 1.0))
            bounced = int(sent * rng.uniform(0.004, 0.05))
            complaints = int(sent * rng.uniform(0.0, 0.0015))
            overage = max(0, sent - included)
            db.execute(
                "INSERT INTO usage VALUES (?,?,?,?,?,?,?,?)",
                (acc_id, month, sent, sent - bounced, bounced, complaints, included, overage),
            )
            if month == "2026-04":
                continue  # April is invoiced on 1 May
            invoice_seq += 1
            issued, due = toolkit.billed(month, 14)
            amount = round(base_price + overage / 1000 * over_price, 2)
            cutoffs = (AS_OF - dt.timedelta(days=20), AS_OF)
            status, paid_on = apikit.settled(rng, issued, due, cutoffs, (19, 1, 4, 1, 1, 3))
            cols = (f"PM-{issued.year}{invoice_seq:05d}", acc_id, month, issued.isoformat())
            toolkit.insert(db, "invoices", (*cols, due.isoformat(), amount, status, paid_on))
        # support cases
        for _ in range(rng.choices([0, 1, 2, 3], weights=[3, 4, 3, 1])[0]):
            case_id += 1
            opened = toolkit.opened(rng, AS_OF, 75)
            cstatus = rng.choices(toolkit.TICKET_STATUSES, weights=[2, 1, 5])[0]
            last = opened + dt.timedelta(hours=rng.randint(1, 120))
            if last.date() > AS_OF:
                last = dt.datetime.combine(AS_OF, dt.time(18, 30))
            cols = (case_id, acc_id, rng.choice(CASE_SUBJECTS))
            cols += (rng.choices(toolkit.PRIORITIES, weights=[2, 5, 3, 1])[0], cstatus)
            cols += (opened.isoformat(timespec="minutes"), last.isoformat(timespec="minutes"))
            toolkit.insert(db, "cases", (*cols, rng.choice(SUPPORT_AGENTS)))

    # the message log: the last three days of relayed messages
    domains = list(
        db.execute(
            "SELECT d.domain, d.account_id FROM domains d JOIN accounts a ON a.id = d.account_id "
            "WHERE d.verification = 'verified' AND a.status = 'active' ORDER BY d.domain"
        )
    )
    senders = ["newsletter", "orders", "no-reply", "info", "support", "receipts", "alerts"]
    used: set[str] = set()
    for _ in range(360):
        domain, acc_id = rng.choice(domains)
        mid = apikit.fresh(used, lambda: _message_id(rng))
        submitted = dt.datetime.combine(
            AS_OF - dt.timedelta(days=rng.randint(0, 2)),
            dt.time(rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
        )
        status = rng.choices(
            ["delivered", "deferred", "bounced", "rejected"], weights=[80, 7, 9, 4]
        )[0]
        local = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(4, 9)))
        recipient = f"{local}@{rng.choice(RECIPIENT_DOMAINS)}"
        if status == "delivered":
            attempts = rng.choices([1, 2, 3], weights=[12, 2, 1])[0]
            reply = f"250 2.0.0 OK queued as {rng.randint(10**9, 10**10 - 1):x}"
            finished = submitted + dt.timedelta(seconds=rng.randint(1, 40) + (attempts - 1) * 600)
        elif status == "deferred":
            attempts = rng.randint(1, 6)
            reply = rng.choice(DEFER_REPLIES)
            finished = None
        elif status == "bounced":
            attempts = 1
            reply = rng.choice(BOUNCE_REPLIES)
            finished = submitted + dt.timedelta(seconds=rng.randint(1, 30))
        else:
            attempts = 0
            reply = rng.choice(REJECT_REPLIES)
            finished = submitted
        cols = (mid, acc_id, f"{rng.choice(senders)}@{domain}", recipient, submitted.isoformat())
        cols += (status, attempts, reply, finished.isoformat() if finished else None)
        toolkit.insert(db, "messages", cols)


_ACCOUNTS = toolkit.owned_by("account", "number", "the customer's company name")
DB, _query, build_database, account_names, _account, _by_account = apikit.served(
    __name__, "mailrelay.db", _fill, _ACCOUNTS, seed=20260430, version="1"
)


# ---- listers: the names people use ------------------------------------------------------
_MONTHLY_SENDING_USAGE = "month messages_sent=sent delivered bounced spam_complaints=complaints included_in_plan=included over_allowance=overage_messages"
_MONTHLY_SENDING_USAGE_MISSING = "no usage for account {} in {} (data: 2025-11 to 2026-04)"


@toolkit.column(_query, "domains.domain")
def sending_domains() -> list[str]:
    """Every sending domain, e.g. juniperpeak.example or notify.juniperpeak.example."""


@toolkit.column(_query, "messages.message_id")
def message_ids() -> list[str]:
    """The ids of the messages in the log, e.g. PW-C2G9WXD4."""


# ---- tools ------------------------------------------------------------------------------


@tool(values={"account_id": account_names})
def account_overview(account_id: int) -> dict:
    """A customer account of the mail relay: company, country, relay plan, SMTP login name,
    billing email, account manager, customer since, whether the account is active or
    suspended, its dedicated sending IP addresses and its sending domains.

    Args:
        account_id: the account number, e.g. 14.

    Examples:
        Which plan is Miravel Skincare on?
        What's the SMTP username for account 9?
        Who is our account manager? We are Nordvik Ferries.
        Is the account of Velocette Bike Works active or suspended?
        What dedicated IP do we send from? This is Stonebridge Credit Union.
    """
    acc = _account(account_id)
    doms = _query("SELECT domain FROM domains WHERE account_id = ? ORDER BY domain", (account_id,))
    return {
        **toolkit.named(
            acc,
            "account_number=id company=name country plan smtp_username billing_email account_manager customer_since account_status=status",
        ),
        "dedicated_ip_addresses": acc["dedicated_ip"].split(", ") if acc["dedicated_ip"] else [],
        "sending_domains": [d["domain"] for d in doms],
    }


@tool(values={"domain": sending_domains})
def sending_domain_status(domain: str) -> dict:
    """One sending domain: the account it belongs to, whether it is verified, its SPF,
    DKIM and DMARC checks (DKIM selector, DMARC policy), when it was added, and, where the
    customer relays through their own hostname, that hostname's TLS certificate (issuer,
    key type, expiry date and days left).

    Args:
        domain: the sending domain, e.g. "mail.velocettebike.example" (an address like
            orders@miravelskincare.example also works).

    Examples:
        Is DKIM passing for mail.velocettebike.example?
        Why is tinkerlane.example still not verified?
        When does the certificate on our relay hostname for caldervalley.example expire?
        What DMARC policy does pembertonlegal.example have?
        Which DKIM selector should notify.maplehurstgarden.example use?
    """
    d = toolkit.domain(domain)
    missing = f"there is no sending domain {d!r}"
    r = toolkit.record(_query, "domains.domain", d, "accounts.company", missing)
    out = toolkit.named(
        r,
        "domain account_number=account_id company verification spf dkim dkim_selector dmarc_policy added_on relay_hostname",
    )
    if r["relay_hostname"]:
        expires = dt.date.fromisoformat(r["cert_expires_on"])
        out.update(
            {
                **toolkit.named(
                    r,
                    "certificate_issuer=cert_issuer certificate_key_type=cert_key_type certificate_expires_on=cert_expires_on",
                ),
                "certificate_days_left": (expires - AS_OF).days,
                "certificate_expired": expires < AS_OF,
            }
        )
    return out


@_by_account.monthly("usage", _MONTHLY_SENDING_USAGE, _MONTHLY_SENDING_USAGE_MISSING, every=False)
def monthly_sending_usage(account_id: int, month: str | None = None) -> list[dict]:
    """How many emails an account sent through the relay per month (November 2025 to April
    2026): messages sent, delivered, bounced, spam complaints, the plan's included messages
    and the messages over the allowance (charged as overage).

    Args:
        account_id: the account number, e.g. 14.
        month: one month like 2026-03; leave out for every month.

    Examples:
        How many emails did Redcap Games Studio send in March?
        Did account 12 go over its allowance in February 2026?
        How many of our messages bounced last month? We are Halcyon Yoga Studios.
        Show the monthly sending volume of Velocette Bike Works.
    """


_TRACE = "message_id company from=from_address to=recipient submitted_at status delivery_attempts=attempts last_smtp_reply=last_reply finished_at"


@tool(values={"message_id": message_ids})
def trace_message(message_id: str) -> dict:
    """What happened to one relayed email (the log keeps the last three days): sender,
    recipient, when it was submitted, delivered, deferred, bounced or rejected, the number
    of delivery attempts and the receiving server's last SMTP reply.

    Args:
        message_id: the relay's message id, e.g. "PW-C2G9WXD4".

    Examples:
        What happened to message PW-C2G9WXD4?
        Was PW-J2G50TCN delivered?
        Why did message PW-G25QN72E bounce?
        The customer says they never got PW-0BNFHKBD, can you check?
    """
    mid = toolkit.prefixed(message_id, "PW-")
    missing = f"there is no message {mid} in the log (it keeps the last three days)"
    r = toolkit.record(_query, "messages.message_id", mid, "accounts.company", missing)
    return toolkit.named(r, _TRACE)


@apikit.invoices(_by_account, "amount_usd", 14)
def account_invoices(account_id: int) -> list[dict]:
    """An account's monthly invoices: invoice number, month billed, issue date, due date,
    amount in US dollars (plan price plus overage), whether it is paid, open or overdue,
    and the date it was paid.

    Examples:
        How much was Glasshouse Theatre Company billed for January?
        Do we owe you anything? Account 21.
        When is the March invoice of Wrenfield Parish Council due?
        Which of Kingfisher Dental Care's invoices are overdue?
    """


_CASE_STATUS = "only cases with this status: open, waiting on customer or closed."


@apikit.tickets(_by_account, "agent", 14, _CASE_STATUS, number="case_number", table="cases")
def support_cases(
    account_id: int, status: Literal["open", "waiting on customer", "closed"] | None = None
) -> list[dict]:
    """An account's support cases: case number, subject, priority, status (open, waiting
    on customer, closed), when it was opened and last updated, and the support agent on it.

    Examples:
        What's happening with our support case? We're Larkspur Event Tickets.
        Who is working on the open case of account 6?
        Are any of Fennimore Home Care's cases waiting for a reply from us?
    """


@tool
def relay_plan(plan: PlanName) -> dict:
    """What a relay plan includes: monthly price, emails included per month, the price of
    each extra 1,000 emails, how many sending domains, dedicated IP addresses, the largest
    message size, how long the message log is kept, and the support level.

    Args:
        plan: the plan: Spark, Courier, Express or Freight.

    Examples:
        How many emails a month does the Freight plan include?
        What does the Spark plan cost?
        Do I get a dedicated IP on Express?
        How big can an attachment be on the Courier plan?
        What do extra emails cost on Freight?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return toolkit.named(
        r,
        "plan=name monthly_price_usd=monthly_usd emails_included_per_month=messages_included extra_1000_emails_usd=overage_usd_per_1000 sending_domains_allowed=sending_domains_max dedicated_ip_addresses=dedicated_ips max_message_size_mb=max_message_mb message_log_kept_days=log_retention_days support",
    )
