"""Larchmere Hosting's workspace database, read-only: customer workspaces of the managed
Linux server host, their servers (operating system, region, size, status, last patched),
the user accounts on each server (groups, password age and expiry, locked or not, last
login), failed logins and lock-outs, invoices, support tickets and the plans.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sqlite3
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# WORKSPACES: (company, short name used in hostnames, country)
# PLANS: plan: (EUR/month, servers included, user accounts allowed per server, days backups are
#        kept, EUR per extra server per month, days login history is kept, patching,
#        support)
(WORKSPACES, ACCOUNT_MANAGERS, SUPPORT_AGENTS, FIRST_NAMES,
 SURNAMES, PLANS, OS_VERSIONS, REGIONS, TICKET_SUBJECTS,
 SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip


PlanName = Literal["Solo", "Team", "Business", "Fleet"]

ROLES = ["web", "app", "db", "build", "files", "vpn", "staging"]
SIZES = [(1, 2, 40), (2, 4, 80), (4, 8, 160), (8, 16, 320), (16, 64, 640)]  # vCPU, RAM GB, disk GB
STAFF_GROUPS = ["developers", "www-data", "docker", "adm"]
UNKNOWN_LOGINS = ["admin", "test", "oracle", "ubuntu", "postgres", "user", "guest", "ftpuser"]
SERVICES = ["sshd", "sshd", "sshd", "su", "login (console)"]


MONTHS = toolkit.month_span("2025-12", 6)
TICKETS = (TICKET_SUBJECTS, toolkit.PRIORITIES, toolkit.TICKET_STATUSES, SUPPORT_AGENTS)

AS_OF = dt.date(2026, 5, 27)  # the day the data describes ("today" for the data)
INVOICE_TERMS = ("LH-{issued.year}-{seq:04d}", 14, AS_OF, 20, (15, 1, 3, 1, 1, 3), (1, 16))


SCHEMA = "\n".join(SCHEMA_LINES)


@toolkit.schema(SCHEMA, plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    used_names: list[str] = []
    used_logins: list[str] = []
    ip_seq = 10
    failure_id = 500000
    ticket_id = 7300
    invoice_seq = 0
    for wid, (wname, slug, country) in enumerate(WORKSPACES, start=1):
        since, plan, status = toolkit.account(rng, AS_OF, (200, 1600), PLANS, [3, 5, 3, 1], 0.93)
        max_days = rng.choice([90, 90, 180, 365, None])
        cols = (wid, wname, country, plan, f"accounts@{slug}.example")
        cols += (rng.choice(ACCOUNT_MANAGERS), since.isoformat(), status, max_days)
        toolkit.insert(db, "workspaces", cols)
        # the people of this workspace (unique names and logins across all workspaces)
        staff: list[tuple[str, str]] = []
        n_staff = rng.randint(3, 7)
        while len(staff) < n_staff:
            full = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
            login = (full.split()[0][0] + full.split()[1]).lower()
            if full in used_names or login in used_logins:
                continue
            used_names.append(full)
            used_logins.append(login)
            staff.append((login, full))
        admins = rng.sample(range(len(staff)), min(len(staff), rng.randint(1, 2)))
        contractor = rng.randrange(len(staff)) if rng.random() < 0.4 else None
        # servers
        n_servers = rng.randint(1, 5)
        roles = rng.sample(ROLES, n_servers)
        for role in roles:
            hostname = f"{slug}-{role}-01"
            vcpus, ram, disk = rng.choice(SIZES)
            ip_seq += 1
            created = since + dt.timedelta(days=rng.randint(0, max(1, (AS_OF - since).days - 30)))
            sstatus = (
                "stopped"
                if status == "suspended"
                else rng.choices(["running", "maintenance", "stopped"], weights=[20, 1, 1])[0]
            )
            patched = AS_OF - dt.timedelta(days=rng.randint(1, 75))
            patched = min(max(patched, created + dt.timedelta(days=1)), AS_OF)
            cols = (hostname, wid, role, rng.choice(OS_VERSIONS), rng.choice(REGIONS), vcpus, ram)
            cols += (disk, f"192.0.2.{ip_seq}", sstatus, created.isoformat(), patched.isoformat())
            toolkit.insert(db, "servers", cols)
            # user accounts on this server
            uid = 1000
            most = min(len(staff), PLANS[plan][2] - 1)  # the plan's accounts per server
            members = sorted(rng.sample(range(len(staff)), rng.randint(1, most)))
            logins_here: list[str] = []
            for i in members:
                login, full = staff[i]
                groups = [login]
                if i in admins:
                    groups.append("sudo")
                groups += sorted(rng.sample(STAFF_GROUPS, rng.randint(0, 2)))
                changed = AS_OF - dt.timedelta(days=rng.randint(3, (max_days or 400) + 30))
                expires = (changed + dt.timedelta(days=max_days)).isoformat() if max_days else None
                acc_exp = (
                    (AS_OF + dt.timedelta(days=rng.randint(-20, 120))).isoformat()
                    if i == contractor
                    else None
                )
                locked = 1 if rng.random() < 0.08 else 0
                if rng.random() < 0.1:
                    last, last_from = None, None
                else:
                    last_at = dt.datetime.combine(
                        AS_OF - dt.timedelta(days=rng.randint(0, 60)),
                        dt.time(rng.randint(6, 22), rng.randint(0, 59)),
                    )
                    last = last_at.isoformat(timespec="minutes")
                    last_from = f"198.51.100.{rng.randint(2, 250)}"
                uid += 1
                cols = (hostname, login, full, uid, ",".join(groups))
                cols += (rng.choice(["/bin/bash", "/bin/bash", "/bin/zsh"]), changed.isoformat())
                toolkit.insert(db, "accounts", (*cols, expires, acc_exp, locked, last, last_from))
                logins_here.append(login)
            service = (
                [("deploy", "Deployment bot")] if role in ("web", "app", "build", "staging") else []
            ) + ([("backup", "Nightly backups")] if role in ("db", "files") else [])
            for login, full in service:
                uid += 1
                changed = AS_OF - dt.timedelta(days=rng.randint(30, 900))
                groups = ["deploy", "www-data"] if login == "deploy" else ["backup"]
                last_at = dt.datetime.combine(
                    AS_OF - dt.timedelta(days=rng.randint(0, 2)),
                    dt.time(rng.randint(0, 23), rng.randint(0, 59)),
                )
                cols = (hostname, login, full, uid, ",".join(groups))
                cols += ("/bin/bash" if login == "deploy" else "/usr/sbin/nologin",)
                cols += (changed.isoformat(), None, None, 0, last_at.isoformat(timespec="minutes"))
                toolkit.insert(db, "accounts", (*cols, "192.0.2.250"))
            # failed logins of the last 14 days, and a lock-out now and then
            events: list[tuple] = []
            for _ in range(rng.randint(0, 8)):
                at = dt.datetime.combine(
                    AS_OF - dt.timedelta(days=rng.randint(0, 13)),
                    dt.time(rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
                )
                if rng.random() < 0.6:
                    who, outcome = rng.choice(UNKNOWN_LOGINS), "unknown user"
                    src = f"203.0.113.{rng.randint(2, 250)}"
                    service_name = "sshd"
                else:
                    who, outcome = rng.choice(logins_here), "wrong password"
                    src = f"198.51.100.{rng.randint(2, 250)}"
                    service_name = rng.choice(SERVICES)
                    if service_name != "sshd":
                        src = "local"
                events.append((at, who, src, service_name, outcome, None))
            if rng.random() < 0.3:
                who = rng.choice(logins_here)
                start = dt.datetime.combine(
                    AS_OF - dt.timedelta(days=rng.randint(0, 13)),
                    dt.time(rng.randint(7, 20), rng.randint(0, 59), rng.randint(0, 59)),
                )
                src = f"198.51.100.{rng.randint(2, 250)}"
                for k in range(3):
                    at = start + dt.timedelta(seconds=20 * k + rng.randint(0, 15))
                    events.append((at, who, src, "sshd", "wrong password", None))
                at = start + dt.timedelta(seconds=75)
                until = at + dt.timedelta(minutes=10)
                events.append(
                    (
                        at,
                        who,
                        src,
                        "sshd",
                        "locked out (too many failures)",
                        until.isoformat(timespec="seconds"),
                    )
                )
            for at, who, src, service_name, outcome, until in sorted(events):
                if sstatus == "stopped":
                    continue  # nobody can try to log in to a stopped server
                failure_id += 1
                cols = (failure_id, hostname, at.isoformat(timespec="seconds"), who, src)
                toolkit.insert(db, "login_failures", (*cols, service_name, outcome, until))
        # monthly invoices (May is invoiced on 1 June)
        price, included, _acc, _bk, extra_price, *_rest = PLANS[plan]
        for month in MONTHS[:-1]:
            if month < since.isoformat()[:7]:
                continue
            invoice_seq += 1
            servers = max(1, n_servers - rng.choice([0, 0, 0, 1]))
            amount = round(price + max(0, servers - included) * extra_price, 2)
            toolkit.invoice(db, rng, INVOICE_TERMS, (invoice_seq, wid, month), (servers, amount))
        # support tickets
        ticket_id = toolkit.tickets(
            db, rng, (ticket_id, wid), AS_OF, TICKETS, (50, 120, dt.time(16, 30)), [2, 1, 4]
        )


DB, _query, build_database = toolkit.database(
    __name__, "shellhost.db", _fill, seed=20260527, version="1", as_of=AS_OF.isoformat()
)


def dump() -> str:
    """Every row of every table as JSON text (to check that two builds are identical)."""
    tables = [
        r["name"]
        for r in _query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    ]
    out = {t: [list(r) for r in _query(f"SELECT * FROM {t} ORDER BY rowid")] for t in tables}
    return json.dumps(out, sort_keys=True)


# ---- listers: the names people use ------------------------------------------------------


workspace_names, _workspace = toolkit.owners(
    __name__, _query, toolkit.owned_by("workspace", "number", "the customer's company name")
)
_by_workspace = toolkit.Listings(_query, workspace_names, _workspace)


@toolkit.column(_query, "servers.hostname")
def server_names() -> list[str]:
    """Every server's hostname, e.g. rookwood-db-01."""


def user_logins() -> list[tuple[str, str]]:
    """(login name, the person's full name) of every user account, e.g. ("tnovak", "Tessa Novak")."""
    rows = _query("SELECT DISTINCT login, full_name FROM accounts ORDER BY login")
    return [(r["login"], r["full_name"]) for r in rows]


_server = toolkit.by_name(
    _query,
    "servers.hostname",
    "workspaces",
    lambda name: name.strip().lower().split(".")[0],
    "there is no server {name!r}",
)


# ---- tools ------------------------------------------------------------------------------


@tool(values={"workspace_id": workspace_names})
def workspace_overview(workspace_id: int) -> dict:
    """A customer's Larchmere workspace: company, country, plan, billing email, account
    manager, customer since, whether the workspace is active or suspended, how many days a
    password stays valid on its servers, and the hostnames of its servers.

    Args:
        workspace_id: the workspace number, e.g. 9.

    Examples:
        Which plan is Lindqvist Audio on?
        Who is our account manager? We're Ferreira Imports.
        What servers do we have with you? This is Quayside Printers.
        Is workspace 21 suspended?
        What's the billing email on the Ebbtide Kayaks account?
    """
    w = _workspace(workspace_id)
    servers = toolkit.held(_query, "servers.hostname", ("workspace_id", workspace_id))
    spec = "workspace_number=id company=name country plan billing_email account_manager customer_since workspace_status=status password_valid_days=password_max_days"
    return {**toolkit.named(w, spec), "servers": servers}


@tool(values={"hostname": server_names})
def server_details(hostname: str) -> dict:
    """One server: the customer it belongs to, what it is for, its operating system
    version, region, vCPUs, RAM and disk, public IPv4 address, whether it is running,
    stopped or in maintenance, when it was set up, when it was last patched, and the login
    names of the user accounts on it.

    Args:
        hostname: the server's hostname, e.g. "rookwood-db-01".

    Examples:
        When was saltash-web-01 last patched?
        Which Debian version is kowhai-app-01 on?
        How much RAM does hartwell-files-01 have?
        Is castellan-db-01 running?
        Which users have accounts on moravec-build-01?
    """
    s = _server(hostname)
    logins = _query("SELECT login FROM accounts WHERE hostname = ? ORDER BY uid", (s["hostname"],))
    return {
        **toolkit.named(
            s,
            "hostname workspace_number=workspace_id company role operating_system=os region vcpus ram_gb disk_gb public_ipv4=ipv4 status created_on last_patched",
        ),
        "user_accounts": [r["login"] for r in logins],
    }


@tool(values={"login": user_logins, "hostname": server_names})
def user_account(login: str, hostname: str | None = None) -> list[dict]:
    """A user account on the customer's servers, one entry per server it exists on: full
    name, user id, groups, login shell, when the password was last changed and when it
    expires, when the account itself expires, whether the password is locked, and the last
    login (time and address).

    Args:
        login: the login name, e.g. "tnovak".
        hostname: only the account on this server, e.g. "rookwood-db-01" (leave out for all).

    Examples:
        Is tnovak locked on juniperrow-web-01?
        When does Freya Larkin's password expire?
        Which groups is jdalton in?
        When did hiqbal last log in?
        Does the deploy user on pavlova-build-01 have sudo?
    """
    name = login.strip().lower()
    sql = (
        "SELECT a.*, s.workspace_id, w.name AS company FROM accounts a "
        "JOIN servers s ON s.hostname = a.hostname JOIN workspaces w ON w.id = s.workspace_id "
        "WHERE a.login = ?"
    )
    params: list = [name]
    if hostname:
        sql += " AND a.hostname = ?"
        params.append(hostname.strip().lower().split(".")[0])
    rows = _query(sql + " ORDER BY a.hostname", tuple(params))
    if not rows:
        where = f" on {hostname}" if hostname else ""
        raise ToolError(f"there is no user account {name!r}{where}")
    return [
        {
            **toolkit.named(r, "login full_name server=hostname company uid"),
            "groups": r["groups"].split(","),
            **toolkit.named(
                r, "shell password_last_changed=password_changed password_expires account_expires"
            ),
            "password_locked": bool(r["locked"]),
            "last_login": r["last_login"],
            "last_login_from": r["last_login_from"],
        }
        for r in rows
    ]


_LOGIN_FAILURES = "server=hostname at login_tried=login from_address service outcome locked_until"


@tool(values={"hostname": server_names, "login": user_logins})
def login_failures(hostname: str, login: str | None = None) -> list[dict]:
    """Failed logins on one server over the last 14 days, newest first: when, which login
    name was tried, from which address, through which service (ssh, su, the console), what
    happened (wrong password, unknown user, locked out after too many failures) and, for a
    lock-out, until when the login is blocked.

    Args:
        hostname: the server's hostname, e.g. "rookwood-db-01".
        login: only the failures of this login name, e.g. "tnovak".

    Examples:
        Why can't I log in to brisa-web-01, was I locked out?
        Who has been failing to log in on ndlovu-vpn-01?
        Any lockouts on okonkwo-db-01 this week?
        Show me the failed logins for mnovak on westmoor-app-01.
    """
    s = _server(hostname)
    sql = "SELECT * FROM login_failures WHERE hostname = ?"
    params: list = [s["hostname"]]
    if login:
        sql += " AND login = ?"
        params.append(login.strip().lower())
    rows = _query(sql + " ORDER BY at DESC", tuple(params))
    return [toolkit.named(r, _LOGIN_FAILURES) for r in rows]


@apikit.invoices(_by_workspace, "servers_billed=servers amount_eur", 9)
def workspace_invoices(workspace_id: int) -> list[dict]:
    """A workspace's monthly invoices: invoice number, month billed, issue date, due date,
    servers billed, amount in euros (plan price plus extra servers), whether it is paid,
    open or overdue, and the date it was paid.

    Examples:
        How much was Marisol Travel charged for February?
        Do we owe you anything? Workspace 14.
        When is the April invoice of Olsen & Vik Design due?
        Which of Fairlight Media's invoices are overdue?
    """


@apikit.tickets(_by_workspace, "assigned_to=assignee", 9)
def support_tickets(
    workspace_id: int, status: Literal["open", "waiting on customer", "closed"] | None = None
) -> list[dict]:
    """A workspace's support tickets: ticket number, subject, priority, status (open,
    waiting on customer, closed), when it was opened and last updated, and the support
    engineer it is assigned to.

    Examples:
        Any update on our support ticket? We're Calloway Tutoring.
        Who is working on the open ticket of workspace 5?
        Are you waiting on Greenhollow School for anything?
    """


@tool
def plan_details(plan: PlanName) -> dict:
    """What a Larchmere plan includes: monthly price, servers included, user accounts
    allowed per server, how long backups are kept, the price of each extra server, how long
    the login history is kept, how often servers are patched, and the support level.

    Args:
        plan: the plan: Solo, Team, Business or Fleet.

    Examples:
        How much is the Business plan a month?
        How many users can I create per server on Solo?
        How long do you keep backups on Team?
        What does an extra server cost on Fleet?
    """
    r = toolkit.plan(_query, plan, PLANS)
    return toolkit.named(
        r,
        "plan=name monthly_price_eur=monthly_eur servers_included user_accounts_per_server=accounts_per_server backups_kept_days=backup_days extra_server_eur_per_month=extra_server_eur login_history_kept_days=login_history_days patching support",
    )
