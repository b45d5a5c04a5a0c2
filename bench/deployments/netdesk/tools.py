"""Lanternfield Cloud's workspace database, read-only: customer accounts of the VPS and
managed-networking company, their servers (region, public and private addresses, OS,
status), the firewall rules on each server, the DNS records of the customers' zones,
monthly traffic, invoices and the plans.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# PLANS: plan: (EUR/month, servers allowed, private networks, floating IPs, GB traffic included
#        per month, EUR per extra GB, firewall rules per server, support)
CUSTOMERS, PLANS, SCHEMA_LINES = toolkit.fixed(__file__)

ACCOUNT_MANAGERS = ["Hana Okoro", "Dmitri Lebedev", "Rosalind Achterberg", "Samir Haddad"]

PlanName = Literal["Spark", "Studio", "Scale", "Fleet"]

REGIONS = ["ams-1", "fra-2", "lon-1", "nyc-3", "syd-1"]
OSES = ["Debian 12", "Debian 11", "Ubuntu 24.04 LTS", "Ubuntu 22.04 LTS", "Rocky Linux 9"]
ROLES = ["web", "db", "app", "mail", "vpn", "cache", "backup", "ci"]
SIZES = ["s1-1gb", "s2-4gb", "s4-8gb", "s8-16gb", "s16-32gb"]

# role: firewall rules it usually has (port, protocol, description)
ROLE_PORTS = {
    "web": [("80", "tcp", "HTTP"), ("443", "tcp", "HTTPS")],
    "db": [("5432", "tcp", "PostgreSQL"), ("3306", "tcp", "MySQL")],
    "app": [("8080", "tcp", "app server"), ("9000", "tcp", "metrics")],
    "mail": [("25", "tcp", "SMTP"), ("587", "tcp", "submission"), ("993", "tcp", "IMAPS")],
    "vpn": [("51820", "udp", "WireGuard"), ("1194", "udp", "OpenVPN")],
    "cache": [("6379", "tcp", "Redis"), ("11211", "tcp", "memcached")],
    "backup": [("873", "tcp", "rsync")],
    "ci": [("8443", "tcp", "CI web"), ("9418", "tcp", "git daemon")],
}
OFFICE_RANGES = ["198.51.100.0/26", "198.51.100.64/27", "203.0.113.128/25", "192.0.2.32/28"]


MONTHS = toolkit.month_span("2025-12", 7)

AS_OF = dt.date(2026, 6, 3)  # the day the data describes ("today" for the data)
INVOICE_NUMBER = "LF-{issued.year}{issued.month:02d}-{seq:04d}"
INVOICE_TERMS = (INVOICE_NUMBER, 14, AS_OF, 20, (15, 1, 3, 1, 1, 3), (1, 13))


def _slug(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w.isalpha()]
    return words[0].lower()


@apikit.schema(SCHEMA_LINES, "customer_id amount_eur", plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    used_v4: set[str] = set()
    used_floating: set[str] = set()

    def public_v4() -> str:
        return apikit.fresh(
            used_v4, lambda: f"{rng.choice(['203.0.113', '198.51.100'])}.{rng.randint(2, 254)}"
        )

    def floating() -> str:
        return apikit.fresh(used_floating, lambda: f"192.0.2.{rng.randint(100, 250)}")

    invoice_seq = 0
    record_id = 0
    rule_id = 0
    for cid, (company, country) in enumerate(CUSTOMERS, start=1):
        slug = _slug(company)
        plan = rng.choices(list(PLANS), weights=[3, 5, 3, 1])[0]
        since = AS_OF - dt.timedelta(days=rng.randint(200, 2200))
        status = rng.choices(["active", "suspended"], weights=[12, 1])[0]
        cols = (cid, company, country, plan, rng.choice(ACCOUNT_MANAGERS))
        cols += (f"billing@{slug}.example", since.isoformat(), status)
        toolkit.insert(db, "customers", cols)
        # servers
        n_servers = min(PLANS[plan][1], rng.randint(1, 5))
        roles = rng.sample(ROLES, n_servers)
        region = rng.choice(REGIONS)
        net = f"10.{cid}.0.0/24"
        resolvers = rng.choice(
            [
                "10.0.0.53, 10.0.1.53",
                "10.0.0.53",
                "10.0.0.53, 10.0.1.53, 2001:db8:53::53",
            ]
        )
        for n, role in enumerate(roles, start=1):
            hostname = f"{slug}-{role}-1"
            created = since + dt.timedelta(days=rng.randint(0, (AS_OF - since).days))
            srv_status = "running" if status == "active" else "stopped"
            if status == "active" and rng.random() < 0.1:
                srv_status = rng.choice(["stopped", "rebuilding"])
            fip = floating() if role in ("web", "vpn", "mail") and rng.random() < 0.6 else None
            cols = (hostname, cid, region if rng.random() < 0.8 else rng.choice(REGIONS))
            cols += (rng.choice(SIZES), rng.choice(OSES), public_v4(), f"2001:db8:{cid:x}::{n:x}")
            cols += (f"{slug}-private", f"10.{cid}.0.{10 + n}", fip, resolvers, srv_status)
            toolkit.insert(db, "servers", (*cols, created.isoformat()))
            # firewall rules
            rule_id += 1
            cols = (rule_id, hostname, "inbound", "22", "tcp", rng.choice(OFFICE_RANGES), "allow")
            toolkit.insert(db, "firewall_rules", (*cols, "SSH from the office"))
            for port, proto, note in ROLE_PORTS[role]:
                if role in ("web", "mail"):
                    source = "0.0.0.0/0"
                elif role == "vpn":
                    source = rng.choice(["0.0.0.0/0", rng.choice(OFFICE_RANGES)])
                else:
                    source = net
                rule_id += 1
                db.execute(
                    "INSERT INTO firewall_rules VALUES (?,?,?,?,?,?,?,?)",
                    (rule_id, hostname, "inbound", port, proto, source, "allow", note),
                )
            if rng.random() < 0.4:
                rule_id += 1
                cols = (rule_id, hostname, "inbound", "53", "udp", "0.0.0.0/0", "deny")
                toolkit.insert(db, "firewall_rules", (*cols, "no public DNS"))
            rule_id += 1
            cols = (rule_id, hostname, "inbound", "any", "any", "0.0.0.0/0", "deny")
            toolkit.insert(db, "firewall_rules", (*cols, "default: drop everything else"))
        # DNS zone
        zone = f"{slug}.example"
        web = db.execute(
            "SELECT public_ipv4, public_ipv6, floating_ip FROM servers "
            "WHERE customer_id = ? ORDER BY hostname LIMIT 1",
            (cid,),
        ).fetchone()
        apex_ip = web[2] or web[0]
        records = [
            ("@", "A", apex_ip, rng.choice([300, 3600])),
            ("@", "AAAA", web[1], rng.choice([300, 3600])),
            ("www", "CNAME", f"{zone}.", rng.choice([300, 3600, 86400])),
            ("@", "MX", f"10 mail.{zone}.", 3600),
            ("mail", "A", public_v4(), 3600),
            ("@", "TXT", f'"v=spf1 mx ip4:{apex_ip} -all"', 3600),
        ]
        if rng.random() < 0.6:
            records.append(("api", "A", public_v4(), rng.choice([60, 300])))
        if rng.random() < 0.5:
            records.append(
                (
                    "status",
                    "CNAME",
                    f"status-page.{rng.choice(['lanternfield', 'hosted'])}.example.",
                    600,
                )
            )
        if rng.random() < 0.4:
            records.append(
                (
                    "_dmarc",
                    "TXT",
                    f'"v=DMARC1; p={rng.choice(["none", "quarantine", "reject"])}; rua=mailto:dmarc@{zone}"',
                    3600,
                )
            )
        for name, rtype, value, ttl in records:
            record_id += 1
            db.execute(
                "INSERT INTO dns_records VALUES (?,?,?,?,?,?,?)",
                (record_id, zone, cid, name, rtype, value, ttl),
            )
        # traffic and invoices
        price, _, _, _, included, extra_price, _, _ = PLANS[plan]
        base_out = included * rng.uniform(0.2, 1.1)
        # June is invoiced on 1 July
        bill = apikit.biller(db, rng, INVOICE_TERMS, (price, 1, extra_price), "2026-06", "traffic")
        for month in MONTHS:
            gb_out = base_out * rng.uniform(0.7, 1.35)
            if month == "2026-06":
                gb_out = gb_out * 3 / 30
            gb_out = round(gb_out, 1)
            gb_in = round(gb_out * rng.uniform(0.1, 0.6), 1)
            over = round(max(0.0, gb_out - included), 1)
            invoice_seq = bill((invoice_seq, cid, month), (gb_in, gb_out, included, over))


DB, _query, build_database, customer_names, _customer, _by_customer = apikit.served(
    __name__, "netdesk.db", _fill, seed=20260603, version="1", as_of=AS_OF.isoformat()
)


# ---- listers: the names people use ------------------------------------------------------


_MONTHLY_TRAFFIC = "month gb_in gb_out included_gb over_quota_gb"


@toolkit.column(_query, "servers.hostname")
def server_names() -> list[str]:
    """Every server's hostname, e.g. tessaro-web-1."""


def zone_names() -> list[tuple[str, str]]:
    """(DNS zone, the company it belongs to)."""
    return [
        (r["zone"], f"{r['zone']} ({r['name']})")
        for r in _query(
            "SELECT DISTINCT d.zone, c.name FROM dns_records d "
            "JOIN customers c ON c.id = d.customer_id ORDER BY d.zone"
        )
    ]


_server = toolkit.by_name(
    _query,
    "servers.hostname",
    "customers",
    lambda name: name.strip().lower().rstrip("."),
    "there is no server {name!r}",
)
_by_hostname = toolkit.Listings(_query, server_names, _server, "hostname")
_FIREWALL_RULES = "rule=rule_id server=hostname direction port protocol source action note"


# ---- tools ------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
def account_overview(customer_id: int) -> dict:
    """A customer's Lanternfield account: company, country, plan, account manager, billing
    email, customer since, whether the account is active or suspended, and the hostnames of
    its servers.

    Args:
        customer_id: the customer number, e.g. 9.

    Examples:
        Which plan is Tidewell Energy Co-op on?
        Who is our account manager? We're Nimbus Yoga Collective.
        What billing email do you have for customer 4?
        Is the Copperfield Auto Parts account suspended?
        Which servers do we have with you? This is Sorrel Street Bakery.
    """
    c = _customer(customer_id)
    spec = "customer_number=id company=name country plan account_manager billing_email customer_since account_status=status"
    servers = toolkit.held(_query, "servers.hostname", ("customer_id", customer_id))
    return {**toolkit.named(c, spec), "servers": servers}


@tool(values={"hostname": server_names})
def server_details(hostname: str) -> dict:
    """One server: the customer it belongs to, its region and size, operating system,
    public IPv4 and IPv6 addresses, private network and private IP, floating IP, the DNS
    resolvers it is given, whether it is running, stopped or being rebuilt, and when it was
    created.

    Args:
        hostname: the server's hostname, e.g. "tessaro-web-1".

    Examples:
        What is the public IP of windlass-vpn-1?
        Which region is larkspur-db-1 in?
        Is ashgrove-app-1 running?
        What's the private address of glenrock-cache-1?
        Which OS is pemberton-mail-1 on?
    """
    s = _server(hostname)
    return toolkit.named(
        s,
        "hostname customer_number=customer_id company region size operating_system=os public_ipv4 public_ipv6 private_network private_ip floating_ip dns_resolvers=resolvers status created_on",
    )


@_by_hostname("firewall_rules", "rule_id", _FIREWALL_RULES)
def firewall_rules(
    hostname: str,
    action: Literal["allow", "deny"] | None = None,
) -> list[dict]:
    """The firewall rules of one server, in the order they are applied: rule number,
    direction, port, protocol (tcp, udp or any), the source address range it applies to,
    whether it allows or denies, and a note.

    Args:
        hostname: the server's hostname, e.g. "tessaro-web-1".
        action: only the rules that allow, or only those that deny.

    Examples:
        Which ports are open on orchard-web-1?
        Is SSH allowed from anywhere on meridian-db-1?
        Who can reach port 6379 on palisade-cache-1?
        Show me the deny rules of juniper-mail-1.
    """


@tool(values={"zone": zone_names})
def dns_records(
    zone: str,
    record_type: Literal["A", "AAAA", "CNAME", "MX", "TXT"] | None = None,
) -> list[dict]:
    """The DNS records of a customer's zone hosted on Lanternfield's name servers: record
    name (@ is the zone itself), type, value and TTL in seconds.

    Args:
        zone: the zone (domain), e.g. "tessaro.example".
        record_type: only records of this type: A, AAAA, CNAME, MX or TXT.

    Examples:
        What does www point to in kettleby.example?
        What's the TTL on the A record of ondine.example?
        Which MX record does saltmarsh.example have?
        Show me the TXT records of calloway.example.
    """
    name = zone.strip().lower().rstrip(".")
    rows = toolkit.owned(_query, "dns_records", ("zone", name), "record_id", type=record_type)
    if not rows:
        if not _query("SELECT 1 FROM dns_records WHERE zone = ? LIMIT 1", (name,)):
            raise ToolError(f"there is no zone {name!r} on Lanternfield's name servers")
        return []
    return [
        toolkit.named(
            r,
            "zone name type value ttl_seconds=ttl",
        )
        for r in rows
    ]


@_by_customer.monthly("traffic", _MONTHLY_TRAFFIC, "no traffic for customer {}")
@apikit.described(9, apikit.MONTH)
def monthly_traffic(customer_id: int, month: str | None = None) -> list[dict]:
    """A customer's network traffic per month (December 2025 to June 2026 so far), all
    servers together: GB received, GB sent, GB included in the plan and GB over the quota
    (billed extra).

    Examples:
        How much traffic did Marrow Lane Studios use in February?
        Did customer 7 go over the bandwidth quota last month?
        How many GB did we send out in January? We are Ravensworth Archives.
    """


@apikit.invoices(_by_customer, "amount_eur", 9)
def customer_invoices(customer_id: int) -> list[dict]:
    """A customer's monthly invoices: invoice number, month billed, issue date, due date,
    amount in euros (the plan's price plus traffic over the quota), whether it is paid, open or
    overdue, and the date it was paid.

    Examples:
        How much was Tessaro Bikes charged for March?
        Do we owe you anything? Customer 15.
        When is the May invoice of Hollis & Vane Architects due?
        Which of Willowmere Guesthouse's invoices are overdue?
    """


@tool
@apikit.chosen
def plan_details(plan: PlanName) -> dict:
    """What a Lanternfield plan includes: monthly price, how many servers, private networks
    and floating IPs, the traffic included per month and the price of each GB beyond it,
    how many firewall rules per server, and the support level.

    Examples:
        How much is the Scale plan?
        How many floating IPs do I get on Studio?
        How much bandwidth is included in Spark?
        What does extra traffic cost on Fleet?
        Is phone support included in the Scale plan?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return toolkit.named(
        r,
        "plan=name monthly_price_eur=monthly_eur servers_allowed=servers_max private_networks floating_ips traffic_included_gb_per_month=traffic_gb extra_gb_eur firewall_rules_per_server=firewall_rules_max support",
    )
