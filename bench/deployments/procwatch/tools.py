"""Halvard Monitoring's customer database, read-only: customer accounts of the managed
server-monitoring service, their monitored Linux hosts (agent version, status, last seen,
latest readings), the alerts those hosts raised over the last 30 days, each customer's
alert rules and on-call escalation chain, monthly invoices and the plans.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# PLANS: plan: (USD per host per month, most hosts, check interval in seconds, days metrics are
#        kept, alert rules allowed, SMS alerts included per month, escalation levels,
#        support)
CUSTOMERS, FIRST_NAMES, LAST_NAMES, PLANS, SCHEMA_LINES = toolkit.fixed(__file__)

ACCOUNT_MANAGERS = ["Maren Holt", "Deepak Varma", "Sofia Lindgren", "Gareth Pryce", "Amara Obi"]
ROLES = ["web", "db", "worker", "cache", "app", "batch", "mq", "proxy"]
OS_CHOICES = ["Debian 12", "Debian 11", "Ubuntu 22.04 LTS", "Ubuntu 24.04 LTS", "Rocky Linux 9"]
AGENT_VERSIONS = ["4.2.1", "4.3.0", "4.3.2", "5.0.1"]
# processes that run away on a host of each role
RUNAWAY = {
    "web": ["php-fpm8.2", "node", "nginx"],
    "db": ["postgres", "mysqld", "pg_dump"],
    "worker": ["python3", "celery", "ffmpeg"],
    "cache": ["redis-server", "memcached"],
    "app": ["java", "gunicorn", "ruby"],
    "batch": ["rsync", "gzip", "python3"],
    "mq": ["beam.smp", "java"],
    "proxy": ["haproxy", "envoy"],
}

PlanName = Literal["Lite", "Standard", "Pro", "Premier"]
SMS_EXTRA_USD = 0.08  # each SMS alert beyond the plan's monthly allowance

# metric: (unit, warning thresholds, critical thresholds, minutes it must last)
METRICS = {
    "CPU usage": ("%", [80, 85], [95, 98], [5, 10, 15]),
    "memory usage": ("%", [85, 90], [95, 97], [5, 10]),
    "load average (5 min) per core": ("per core", [1.5, 2.0], [3.0, 4.0], [10, 15]),
    "swap usage": ("%", [30, 50], [75, 80], [10, 15]),
    "runaway process CPU": ("%", [90], [100, 150], [15, 20, 30]),
    "agent silent": ("minutes", [5], [15], [0]),
}
CHANNELS = ["email", "SMS", "pager app", "Slack webhook"]


MONTHS = toolkit.month_span("2025-11", 6)

AS_OF = dt.datetime(2026, 5, 18, 9, 30)  # the moment the data describes ("now" for the data)
INVOICE_NUMBER = "HM-INV-{issued.year}-{seq:04d}"
INVOICE_TERMS = (INVOICE_NUMBER, 30, AS_OF.date(), 25, (20, 1, 3, 1, 1, 2), (2, 28))


def _slug(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w.isalpha()]
    return words[0].lower()


def _ts(value: dt.datetime) -> str:
    return value.isoformat(timespec="minutes")


SCHEMA = "\n".join(SCHEMA_LINES)


@toolkit.schema(SCHEMA, plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    alert_seq = 40000
    rule_seq = 0
    invoice_seq = 0
    used_people: set[str] = set()
    for cid, (cname, country) in enumerate(CUSTOMERS, start=1):
        slug = _slug(cname)
        since, plan, status = toolkit.account(
            rng, AS_OF.date(), (200, 1600), PLANS, [3, 5, 4, 1], 0.96
        )
        cols = (cid, cname, country, plan, f"HM-{rng.randint(10000, 99999)}")
        cols += (f"accounts@{slug}.example", rng.choice(ACCOUNT_MANAGERS), since.isoformat())
        toolkit.insert(db, "customers", (*cols, status))

        # the on-call escalation chain
        levels = min(PLANS[plan][6], rng.randint(2, 4))
        for level in range(1, levels + 1):
            while True:
                person = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
                if person not in used_people:
                    used_people.add(person)
                    break
            first, last = person.lower().split()
            role = ["on-call engineer", "team lead", "head of infrastructure", "CTO"][level - 1]
            channel = rng.choice(["pager app", "SMS"]) if level == 1 else rng.choice(CHANNELS)
            if plan == "Lite":
                channel = "email"
            hours = rng.choice(["24/7", "24/7", "Mon-Fri 08:00-18:00", "Mon-Fri 07:00-19:00"])
            cols = (cid, level, person, role, f"{first}.{last}@{slug}.example", channel, hours)
            cols += (None if level == levels else rng.choice([10, 15, 20, 30]),)
            toolkit.insert(db, "contacts", cols)

        # alert rules
        rules = []
        for metric in rng.sample(list(METRICS), rng.randint(3, 6)):
            unit, warn, crit, mins = METRICS[metric]
            for severity in ("warning", "critical"):
                if severity == "warning" and rng.random() < 0.35:
                    continue
                rule_seq += 1
                threshold = rng.choice(warn if severity == "warning" else crit)
                notify = (
                    "email"
                    if severity == "warning" or plan == "Lite"
                    else rng.choice(["SMS", "pager app", "Slack webhook", "SMS"])
                )
                enabled = 1 if rng.random() < 0.9 else 0
                row = (
                    rule_seq,
                    cid,
                    metric,
                    severity,
                    float(threshold),
                    unit,
                    rng.choice(mins),
                    notify,
                    enabled,
                )
                db.execute("INSERT INTO rules VALUES (?,?,?,?,?,?,?,?,?)", row)
                if enabled:
                    rules.append(row)

        # monitored hosts
        n_hosts = rng.randint(2, 7)
        roles = rng.sample(ROLES, min(len(ROLES), n_hosts))
        counts: dict[str, int] = {}
        hosts = []
        for role in roles:
            counts[role] = counts.get(role, 0) + 1
            hostname = f"{slug}-{role}-{counts[role]:02d}"
            cores = rng.choice([2, 4, 4, 8, 8, 16, 32])
            mem = min(256, cores * rng.choice([2, 4, 4, 8]))
            swap = rng.choice([0, 2, 4, 8])
            if status == "suspended":
                hstatus = "paused"
            else:
                hstatus = rng.choices(["reporting", "silent", "paused"], weights=[16, 2, 1])[0]
            if hstatus == "reporting":
                last_seen = AS_OF - dt.timedelta(seconds=rng.randint(5, 55))
            elif hstatus == "silent":
                last_seen = AS_OF - dt.timedelta(minutes=rng.randint(20, 60 * 40))
            else:
                last_seen = AS_OF - dt.timedelta(
                    days=rng.randint(2, 40), minutes=rng.randint(0, 900)
                )
            up_since = last_seen - dt.timedelta(
                days=rng.randint(1, 240), minutes=rng.randint(0, 1400)
            )
            busy = rng.uniform(0.05, 1.6)
            load_15 = round(cores * busy * rng.uniform(0.7, 1.0), 2)
            load_5 = round(load_15 * rng.uniform(0.8, 1.25), 2)
            load_1 = round(load_5 * rng.uniform(0.7, 1.4), 2)
            cpu = round(min(99.8, busy * 62 * rng.uniform(0.8, 1.1)), 1)
            mem_used = round(rng.uniform(22, 96), 1)
            swap_used = round(
                0.0 if swap == 0 else max(0.0, (mem_used - 70) * rng.uniform(0.5, 2.2)), 1
            )
            proc = rng.choice(RUNAWAY[role])
            pid = rng.randint(900, 48000)
            proc_cpu = round(min(cpu * cores, rng.uniform(3, 99) * (1 + (busy > 1.1) * 2)), 1)
            mon_since = max(since, (AS_OF - dt.timedelta(days=rng.randint(30, 1500))).date())
            cols = (hostname, cid, role, rng.choice(OS_CHOICES))
            cols += (rng.choices(AGENT_VERSIONS, weights=[1, 2, 4, 3])[0], hstatus)
            cols += (last_seen.isoformat(timespec="seconds"), cores, mem, swap, _ts(up_since))
            cols += (load_1, load_5, load_15, cpu, mem_used, swap_used, proc, pid, proc_cpu)
            toolkit.insert(db, "hosts", (*cols, mon_since.isoformat()))
            hosts.append((hostname, role, hstatus, last_seen, cores))

        # alerts of the last 30 days
        contacts = [
            r[0]
            for r in db.execute(
                "SELECT name FROM contacts WHERE customer_id = ? ORDER BY level", (cid,)
            )
        ]
        for hostname, role, hstatus, last_seen, _cores in hosts:
            if not rules:
                break
            for _ in range(rng.choices([0, 1, 2, 3, 4], weights=[3, 4, 3, 2, 1])[0]):
                rule = rng.choice(rules)
                rid, _c, metric, severity, threshold, unit, for_min, _n, _e = rule
                fired = AS_OF - dt.timedelta(minutes=rng.randint(30, 30 * 24 * 60))
                if fired > last_seen:
                    fired = last_seen - dt.timedelta(minutes=rng.randint(5, 600))
                if metric == "agent silent":
                    value = float(round(threshold + rng.randint(1, 90)))
                elif unit == "per core":
                    value = round(threshold * rng.uniform(1.02, 1.6), 2)
                elif metric == "runaway process CPU":  # a busy multi-threaded process
                    value = round(threshold * rng.uniform(1.02, 2.5), 1)
                else:  # a percentage: somewhere between the threshold and 100
                    value = round(threshold + (100 - threshold) * rng.uniform(0.1, 0.95), 1)
                process = pid = None
                if metric == "runaway process CPU":
                    process = rng.choice(RUNAWAY[role])
                    pid = rng.randint(900, 48000)
                still = fired > AS_OF - dt.timedelta(hours=20) and rng.random() < 0.5
                if metric == "agent silent" and hstatus == "silent" and rng.random() < 0.7:
                    fired = last_seen + dt.timedelta(minutes=int(threshold))
                    still = True
                resolved = (
                    None
                    if still
                    else fired + dt.timedelta(minutes=rng.randint(for_min + 2, for_min + 300))
                )
                if resolved is not None and resolved > AS_OF:
                    resolved = None
                ack = (
                    rng.choice(contacts)
                    if (resolved is not None or rng.random() < 0.4) and rng.random() < 0.7
                    else None
                )
                alert_seq += rng.randint(1, 9)
                cols = (f"ALR-{alert_seq}", hostname, rid, metric, severity, threshold, value)
                cols += (unit, process, pid, _ts(fired), _ts(resolved) if resolved else None, ack)
                toolkit.insert(db, "alerts", cols)

        # monthly invoices (billed on the 1st for the month before)
        price, _max, _iv, _ret, _rules, sms_included, *_rest = PLANS[plan]
        for month in MONTHS:
            if month < since.isoformat()[:7]:
                continue
            invoice_seq += 1
            billed = max(1, len(hosts) + rng.choice([-1, 0, 0, 0, 1]))
            sms = 0 if plan == "Lite" else int(sms_included * rng.uniform(0.2, 1.5))
            amount = round(billed * price + max(0, sms - sms_included) * SMS_EXTRA_USD, 2)
            toolkit.invoice(
                db, rng, INVOICE_TERMS, (invoice_seq, cid, month), (billed, sms, amount)
            )


DB, _query, build_database = toolkit.database(
    __name__, "procwatch.db", _fill, seed=20260518, version="1", as_of=_ts(AS_OF)
)


# ---- listers: the names people use ------------------------------------------------------


customer_names, _customer = toolkit.owners(__name__, _query, toolkit.CUSTOMERS)
_by_customer = toolkit.Listings(_query, customer_names, _customer)


@toolkit.column(_query, "hosts.hostname")
def hostnames() -> list[str]:
    """Every monitored host's name, e.g. brackenridge-db-01."""


def _host_name(hostname: str) -> str:
    """A host's name as the rows write it: of a fully qualified name, the first label."""
    return toolkit.slug(hostname).split(".", 1)[0]


_host = toolkit.by_name(
    _query, "hosts.hostname", "customers", _host_name, "there is no monitored host {name!r}"
)


# ---- tools ------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
@apikit.described(9)
def account_overview(customer_id: int) -> dict:
    """A customer's Halvard Monitoring account: company, country, plan, account code,
    billing email, account manager, customer since, whether the account is active or
    suspended, and the monitored hosts with their status.

    Examples:
        Which plan is Nordlys Solar on?
        Who is our account manager? We're Emberton Hotels.
        What's the account code of customer 14?
        How many servers do we have monitored? This is Aurora Biobank.
        Is the Corvid Security Services account suspended?
    """
    c = _customer(customer_id)
    owner = ("customer_id", customer_id)
    hosts = toolkit.listing("hostname status", _query, "hosts", owner, "hostname")
    return {
        **toolkit.named(
            c,
            "customer_number=id company=name country plan account_code billing_email account_manager customer_since account_status=status",
        ),
        "monitored_hosts": hosts,
    }


@tool(values={"hostname": hostnames})
def host_status(hostname: str) -> dict:
    """One monitored server as the agent last reported it: the customer it belongs to,
    operating system, agent version, whether it is reporting, silent or paused, when the
    agent was last seen, CPU cores, memory and swap, when it last booted, and its latest
    readings (load averages over 1, 5 and 15 minutes, CPU and memory use, swap use, and the
    process using the most CPU).

    Args:
        hostname: the server's name as shown in the dashboard, e.g. "solway-worker-01".

    Examples:
        Is kittiwake-db-01 still reporting?
        What agent version is running on hollins-web-01?
        When did we last hear from oakhurst-mq-01?
        What's the load on mistral-app-01 right now?
        Which process is eating the CPU on falkner-batch-01?
    """
    h = _host(hostname)
    return {
        **toolkit.named(
            h,
            "hostname customer_number=customer_id company role operating_system=os agent_version status last_seen_at=last_seen cpu_cores memory_gib swap_gib up_since monitored_since",
        ),
        "latest_readings": toolkit.named(
            h,
            "load_average_1_min=load_1 load_average_5_min=load_5 load_average_15_min=load_15 cpu_used_percent=cpu_percent memory_used_percent swap_used_percent top_process top_process_pid top_process_cpu_percent=top_process_cpu",
        ),
    }


@tool(values={"hostname": hostnames})
def host_alerts(
    hostname: str,
    state: Literal["firing", "resolved"] | None = None,
) -> list[dict]:
    """The alerts one server raised over the last 30 days, newest first: alert id, what was
    measured, severity, the rule's threshold and the value that tripped it, the process and
    PID for a runaway-process alert, when it fired, when it resolved (none while it is still
    firing) and who acknowledged it.

    Args:
        hostname: the server's name, e.g. "solway-worker-01".
        state: only alerts still firing, or only resolved ones.

    Examples:
        Why did we get paged about ashgrove-db-01 last night?
        Is anything still firing on orchard-web-01?
        Which process ran away on aurora-worker-01?
        How high did the memory get on emberton-app-01 when it alerted?
    """
    h = _host(hostname)
    sql = "SELECT * FROM alerts WHERE hostname = ?"
    params: list = [h["hostname"]]
    if state == "firing":
        sql += " AND resolved_at IS NULL"
    elif state == "resolved":
        sql += " AND resolved_at IS NOT NULL"
    rows = _query(sql + " ORDER BY fired_at DESC", tuple(params))
    return [
        {
            **toolkit.named(
                r,
                "alert_id=id hostname metric severity threshold value unit process pid fired_at resolved_at",
            ),
            "state": "firing" if r["resolved_at"] is None else "resolved",
            "acknowledged_by": r["acknowledged_by"],
        }
        for r in rows
    ]


@tool(values={"customer_id": customer_names})
def alert_rules(customer_id: int) -> list[dict]:
    """A customer's alert rules: what is measured, the severity, the threshold and its unit,
    how many minutes it must last before the alert fires, how the alert is sent (email, SMS,
    pager app, Slack webhook) and whether the rule is switched on.

    Args:
        customer_id: the customer number, e.g. 9.

    Examples:
        At what CPU level do we get alerted? We're Hollins Craft Supplies.
        How long does memory have to stay high before customer 21 is paged?
        Are our swap alerts sent by SMS? Kessler Auto Parts here.
        Which alert rules has Wrenfield Veterinary Group switched off?
    """
    _customer(customer_id)
    rows = _query(
        "SELECT * FROM rules WHERE customer_id = ? ORDER BY metric, severity DESC", (customer_id,)
    )
    return [
        {
            **toolkit.named(
                r,
                "rule_id=id metric severity threshold unit lasting_minutes=for_minutes notify_by=notify",
            ),
            "enabled": bool(r["enabled"]),
        }
        for r in rows
    ]


_CONTACTS = (
    "level name role email reached_by=channel hours escalates_after_minutes=escalate_after_minutes"
)


@tool(values={"customer_id": customer_names})
def escalation_contacts(customer_id: int) -> list[dict]:
    """A customer's on-call escalation chain, first level first: who is alerted at each
    level, their role and email, how they are reached, the hours they cover, and after how
    many unacknowledged minutes the alert goes on to the next level.

    Args:
        customer_id: the customer number, e.g. 9.

    Examples:
        Who gets the first page for Tidewell Marine Insurance?
        Who is our second escalation level? We are Vantaa Print Works.
        After how long does an unacknowledged alert escalate for customer 3?
        Is anyone on call at night for Baxter & Yoon Accounting?
    """
    _customer(customer_id)
    return toolkit.listing(_CONTACTS, _query, "contacts", ("customer_id", customer_id), "level")


@apikit.invoices(_by_customer, "hosts_billed sms_alerts_sent=sms_sent amount_usd", 9)
def customer_invoices(customer_id: int) -> list[dict]:
    """A customer's monthly invoices: invoice number, month billed, issue date, due date,
    hosts billed, SMS alerts sent, amount in US dollars (hosts times the plan's price per
    host plus SMS beyond the allowance), whether it is paid, open or overdue, and the date
    it was paid.

    Examples:
        How much was Wrenfield Veterinary Group billed for February?
        Do we owe you anything? Customer 17.
        When is the April invoice of Falkner Gaming Studio due?
        Which invoices of Orchard Lane Grocers are overdue?
    """


@tool
def plan_details(plan: PlanName) -> dict:
    """What a Halvard Monitoring plan includes: price per monitored host per month, the most
    hosts, how often the agent checks in, how long metrics are kept, how many alert rules,
    SMS alerts included per month and the price of each extra one, how many escalation
    levels, and the support level.

    Args:
        plan: the plan: Lite, Standard, Pro or Premier.

    Examples:
        How much is the Pro plan per server?
        How long is metric history kept on Standard?
        Do I get SMS alerts on Lite?
        How many escalation levels does Premier allow?
        How often does the agent report on the Standard plan?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return {
        **toolkit.named(
            r,
            "plan=name usd_per_host_per_month=usd_per_host most_hosts=hosts_max check_interval_seconds=check_interval_s metrics_kept_days=retention_days alert_rules_allowed=alert_rules_max sms_alerts_included_per_month=sms_included",
        ),
        "usd_per_extra_sms": SMS_EXTRA_USD if r["sms_included"] else None,
        "escalation_levels": r["escalation_levels"],
        "support": r["support"],
    }
