"""Debwell's workspace database, read-only: customer accounts of the hosted APT repository
service, their repositories (mirrors of upstream Debian and Ubuntu archives, and private
package repositories), the sync and publish jobs of each repository (errors included),
monthly storage and bandwidth usage, invoices, support tickets and the plans.
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

# PLANS: plan: (EUR/month, storage GB included, bandwidth GB included per month, repositories
#        allowed, days old package versions are kept, shortest time between mirror syncs
#        in hours, EUR per extra 100 GB of bandwidth, support)
(CUSTOMERS, ACCOUNT_MANAGERS, SUPPORT_ENGINEERS, PLANS,
 SYNC_ERRORS, PUBLISH_ERRORS, PRIVATE_PACKAGES,
 TICKET_SUBJECTS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip


PlanName = Literal["Solo", "Team", "Pro", "Enterprise"]

# repository kind: (what it is, upstream, suites, components, architecture choices,
#                   package count range, GB per 1000 packages)
REPO_KINDS = {
    "debian-mirror": (
        "mirror",
        "https://deb.debian.org/debian",
        ["bookworm", "trixie"],
        "main contrib non-free-firmware",
        ["amd64", "amd64 arm64", "amd64 i386"],
        (58_000, 64_000),
        1.9,
    ),
    "security-mirror": (
        "mirror",
        "https://security.debian.org/debian-security",
        ["bookworm-security"],
        "main",
        ["amd64", "amd64 arm64"],
        (900, 1_400),
        2.6,
    ),
    "backports-mirror": (
        "mirror",
        "https://deb.debian.org/debian",
        ["bookworm-backports"],
        "main",
        ["amd64", "amd64 arm64"],
        (4_000, 6_500),
        2.2,
    ),
    "ubuntu-mirror": (
        "mirror",
        "http://archive.ubuntu.com/ubuntu",
        ["jammy", "noble"],
        "main universe",
        ["amd64", "amd64 arm64"],
        (60_000, 70_000),
        1.7,
    ),
    "internal": (
        "private",
        None,
        ["bookworm", "stable"],
        "main",
        ["amd64", "amd64 arm64", "arm64", "all amd64 arm64"],
        (15, 240),
        9.0,
    ),
    "staging": (
        "private",
        None,
        ["bookworm-staging", "testing"],
        "main",
        ["amd64", "amd64 arm64"],
        (5, 90),
        9.0,
    ),
    "releases": (
        "private",
        None,
        ["stable"],
        "main",
        ["amd64 arm64 armhf", "amd64", "amd64 arm64"],
        (8, 120),
        12.0,
    ),
}

FULL_MIRRORS = {"debian-mirror", "ubuntu-mirror"}  # too big for the Solo plan's storage
KEY_EXPIRED = "signing key has expired: InRelease could not be signed"


MONTHS = toolkit.month_span("2025-12", 7)

AS_OF = dt.date(2026, 6, 9)  # the day the data describes ("today" for the data)
INVOICE_TERMS = ("DW-{issued.year}-{seq:04d}", 30, AS_OF, 25, (16, 1, 3, 1, 1, 3), (2, 28))


def _slug(name: str) -> str:
    return name.split()[0].lower()


def _key_id(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(16))


TICKETS = (TICKET_SUBJECTS, toolkit.PRIORITIES, toolkit.TICKET_STATUSES, SUPPORT_ENGINEERS)


@apikit.schema(SCHEMA_LINES, "customer_id amount_eur tickets last_update_at engineer", plans=PLANS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    ticket_id, invoice_seq, job_id = 7200, 0, 310000
    for cid, (cname, country) in enumerate(CUSTOMERS, start=1):
        slug = _slug(cname)
        since, plan, status = toolkit.account(rng, AS_OF, (150, 1600), PLANS, [3, 5, 4, 1], 0.92)
        workspace = f"{slug}-{rng.randint(1000, 9999)}"
        cols = (cid, cname, country, plan, workspace, f"accounts@{slug}.example")
        cols += (rng.choice(ACCOUNT_MANAGERS), since.isoformat(), status)
        toolkit.insert(db, "customers", cols)
        # repositories and their jobs of the last 14 days
        min_sync = PLANS[plan][5]
        total_gb = 0.0
        kinds = [k for k in REPO_KINDS if plan != "Solo" or k not in FULL_MIRRORS]
        for kind in rng.sample(kinds, rng.randint(2, min(4, PLANS[plan][3]))):
            what, upstream, suites, components, archs, (lo, hi), gb_per_k = REPO_KINDS[kind]
            suite = rng.choice(suites)
            arch = rng.choice(archs)
            rname = f"{slug}-{kind}"
            packages = rng.randint(lo, hi)
            size = round(packages / 1000 * gb_per_k * (1 + 0.6 * arch.count(" ")), 1)
            total_gb += size
            key_expires = AS_OF + dt.timedelta(
                days=rng.choice([-12, -3, 9, 20, 45, 130, 260, 400, 700])
            )
            broken = rng.random() < 0.3
            jobs: list[tuple] = []
            if status == "active":
                times: list[dt.datetime] = []
                if what == "mirror":
                    t = dt.datetime.combine(
                        AS_OF - dt.timedelta(days=13), dt.time(rng.randint(0, 5), 0)
                    )
                    end = dt.datetime.combine(AS_OF, dt.time(9, 0))
                    step = dt.timedelta(hours=max(min_sync, rng.choice([12, 24])))
                    while t <= end:
                        times.append(t + dt.timedelta(minutes=rng.randint(0, 20)))
                        t += step
                else:
                    for _ in range(rng.randint(3, 9)):
                        times.append(
                            dt.datetime.combine(
                                AS_OF - dt.timedelta(days=rng.randint(0, 13)),
                                dt.time(rng.randint(7, 21), rng.randint(0, 59)),
                            )
                        )
                    times.sort()
                pkg = rng.choice(PRIVATE_PACKAGES)
                for started in times:
                    job_id += 1
                    fail = rng.random() < (0.35 if broken else 0.03)
                    if what == "mirror":
                        jtype = "sync"
                        dur = rng.randint(60, 1500)
                        added, removed = rng.randint(0, 160), rng.randint(0, 90)
                        err = rng.choice(SYNC_ERRORS).format(suite=suite) if fail else None
                    else:
                        jtype = "publish"
                        dur = rng.randint(8, 140)
                        added, removed = rng.randint(1, 4), rng.randint(0, 1)
                        ver = f"{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}-1"
                        if fail:
                            err = rng.choice(PUBLISH_ERRORS).format(ver=ver, pkg=f"{slug}-{pkg}")
                            if "does not carry" in err and "arm64" in arch:
                                err = PUBLISH_ERRORS[0].format(ver=ver)
                        else:
                            err = None
                    if started.date() > key_expires:  # nothing can be signed any more
                        fail, err = True, KEY_EXPIRED
                    if fail:
                        added = removed = 0
                        dur = rng.randint(3, max(4, dur // 4))
                    jobs.append(
                        (
                            job_id,
                            rname,
                            jtype,
                            started.isoformat(timespec="minutes"),
                            dur,
                            "failed" if fail else "succeeded",
                            added,
                            removed,
                            err,
                        )
                    )
            if jobs:
                last = jobs[-1]
                last_sync = last[3]
                sync_status = "ok" if last[5] == "succeeded" else "failing"
            else:
                last_sync = dt.datetime.combine(
                    AS_OF - dt.timedelta(days=rng.randint(20, 80)), dt.time(rng.randint(0, 23), 0)
                ).isoformat(timespec="minutes")
                sync_status = "paused"
            cols = (rname, cid, what, upstream, suite, components, arch, packages, size, last_sync)
            cols += (sync_status, _key_id(rng), key_expires.isoformat())
            cols += (f"https://apt.debwell.example/{workspace}/{kind}",)
            toolkit.insert(db, "repositories", cols)
            db.executemany("INSERT INTO jobs VALUES (?,?,?,?,?,?,?,?,?)", jobs)
        # monthly usage and invoices
        price, _st, bw_included, _repos, _ret, _sync, extra_price, _support = PLANS[plan]
        level = rng.uniform(0.25, 1.3)
        # June is invoiced on 1 July
        bill = apikit.biller(db, rng, INVOICE_TERMS, (price, 100, extra_price), "2026-06")
        for month in apikit.months_from(MONTHS, since):
            bw = round(bw_included * level * rng.uniform(0.7, 1.35), 1)
            if month == "2026-06":
                bw = round(bw * 9 / 30, 1)
            storage = round(total_gb * rng.uniform(0.85, 1.0), 1)
            requests = int(bw * rng.uniform(900, 2600))
            extra = round(max(0.0, bw - bw_included), 1)
            invoice_seq = bill(
                (invoice_seq, cid, month), (storage, bw, requests, bw_included, extra)
            )
        # support tickets
        ticket_id = toolkit.tickets(
            db, rng, (ticket_id, cid), AS_OF, TICKETS, (75, 170, dt.time(16, 30)), [2, 1, 5]
        )


DB, _query, build_database, customer_names, _customer, _by_customer = apikit.served(
    __name__, "debrepo.db", _fill, seed=7340219, version="1", as_of=AS_OF.isoformat()
)


# ---- listers: the names people use ------------------------------------------------------


@toolkit.column(_query, "repositories.name")
def repository_names() -> list[str]:
    """Every repository's name, e.g. nightjar-internal."""


_repository, _by_repository = apikit.keyed(
    _query, repository_names, "repositories.name", toolkit.slug, "there is no repository {name!r}"
)
_SYNC_HISTORY = "job_id repository job_type=type started_at duration_seconds=duration_s result packages_added=added packages_removed=removed error"


# ---- tools ------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
def account_overview(customer_id: int) -> dict:
    """A customer's Debwell account: company, country, plan, workspace id, billing email,
    account manager, customer since, whether the account is active or suspended, and the
    names of its repositories.

    Args:
        customer_id: the customer number, e.g. 9.

    Examples:
        Which plan is Glasshouse Analytics on?
        Who's our account manager? We are Ondine Audio.
        What is the workspace id of customer 21?
        Is the Veldt Mining Systems account suspended?
        Which repositories do we have with you? This is Mbeki Logistics.
    """
    c = _customer(customer_id)
    spec = "customer_number=id company=name country plan workspace_id=workspace billing_email account_manager customer_since account_status=status"
    repos = toolkit.held(_query, "repositories.name", ("customer_id", customer_id))
    return {**toolkit.named(c, spec), "repositories": repos}


_REPOSITORY = "repository=name customer_number=customer_id company type=kind upstream distribution=suite components architectures packages size_gb last_sync_at sync_status signing_key_id signing_key_expires_on=key_expires_on url"


@tool(values={"repository": repository_names})
def repository_details(repository: str) -> dict:
    """One hosted repository: the customer it belongs to, whether it is a mirror or a private
    repository, the upstream archive it mirrors, its distribution (suite), components and
    architectures, how many packages it holds and its size, when it last synced or published
    and whether that is ok, failing or paused, the signing key and when the key expires, and
    the address to put in sources.list.

    Args:
        repository: the repository's name, e.g. "ondine-internal".

    Examples:
        When did ondine-debian-mirror last sync?
        Which architectures does glasshouse-releases have?
        When does the signing key of mbeki-internal expire?
        How many packages are in veldt-ubuntu-mirror?
        What URL do I use for sorrel-staging?
    """
    return toolkit.named(_repository(repository), _REPOSITORY)


@_by_repository("jobs", "started_at DESC, job_id DESC", _SYNC_HISTORY)
def sync_history(
    repository: str,
    result: Literal["succeeded", "failed"] | None = None,
) -> list[dict]:
    """The sync and publish jobs of one repository over the last two weeks, newest first:
    job id, sync (a mirror fetching from upstream) or publish (uploaded packages going
    live), when it started, how long it took in seconds, whether it succeeded or failed, the
    packages added and removed, and the error it failed with.

    Args:
        repository: the repository's name, e.g. "ondine-internal".
        result: only jobs that succeeded, or only jobs that failed.

    Examples:
        Why did the last sync of sorrel-debian-mirror fail?
        Show me the failed publishes of glasshouse-releases.
        How many packages did the syncs of mbeki-security-mirror add this week?
        What error did veldt-staging fail with?
    """


_MONTHLY_USAGE = "month storage_gb bandwidth_gb requests bandwidth_included_gb extra_bandwidth_gb"


@_by_customer.monthly("usage", _MONTHLY_USAGE, "no usage for customer {}")
@apikit.described(9, apikit.MONTH)
def monthly_usage(customer_id: int, month: str | None = None) -> list[dict]:
    """A customer's usage per month (December 2025 to June 2026 so far): storage used in GB,
    download bandwidth in GB, number of requests to the repositories, the bandwidth included
    in the plan and the extra bandwidth billed beyond it.

    Examples:
        How much bandwidth did Sorrel Digital Signage use in April?
        Did customer 22 go over its included bandwidth last month?
        How much storage are we using? We're Glasshouse Analytics.
        How many requests hit our repos in February? This is Ondine Audio.
    """


@apikit.invoices(_by_customer, "amount_eur", 9)
def invoices(customer_id: int) -> list[dict]:
    """A customer's monthly invoices: invoice number, month billed, issue date, due date,
    amount in euros (plan price plus extra bandwidth), whether it is paid, open or overdue,
    and the date it was paid.

    Examples:
        How much was Veldt Mining Systems billed for March?
        Have we got anything unpaid? Customer 24.
        When is the May invoice of Ondine Audio due?
        Which invoices of Sorrel Digital Signage are overdue?
    """


@apikit.tickets(_by_customer, "support_engineer=engineer", 9)
def support_tickets(
    customer_id: int, status: Literal["open", "waiting on customer", "closed"] | None = None
) -> list[dict]:
    """A customer's support tickets: ticket number, subject, priority, status (open, waiting
    on customer, closed), when it was opened and last updated, and the support engineer
    handling it.

    Examples:
        Any update on our ticket? We're Mbeki Logistics.
        Who is working on the open ticket of customer 23?
        Is Glasshouse Analytics waiting on us for anything?
    """


@tool
def plan_details(plan: PlanName) -> dict:
    """What a Debwell plan includes: monthly price, storage, download bandwidth per month,
    how many repositories, how long old package versions are kept, how often mirrors can
    sync, the price of 100 GB of extra bandwidth, and the support level.

    Args:
        plan: the plan: Solo, Team, Pro or Enterprise.

    Examples:
        How much is the Pro plan?
        How many repositories can I have on Team?
        How often can a mirror sync on Solo?
        What does extra bandwidth cost on Enterprise?
        How much storage comes with the Pro plan?
    """
    p = toolkit.plan(_query, plan, PLANS)
    return toolkit.named(
        p,
        "plan=name monthly_price_eur=monthly_eur storage_gb bandwidth_gb_per_month=bandwidth_gb repositories_allowed=repositories_max old_versions_kept_days=retention_days shortest_sync_interval_hours=min_sync_hours extra_100_gb_bandwidth_eur=extra_100_gb_eur support",
    )
