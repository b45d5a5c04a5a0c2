"""Cobblerock Storage's customer database, read-only: customer accounts, the servers their
block-storage volumes are attached to, each volume (tier, size, device name, and what the
Cobblerock disk agent last reported from inside the server: filesystem, mount point, space
and inodes used), volume snapshots, backup jobs to Cobblerock backup space, invoices,
support tickets and the storage tiers.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import uuid
from pathlib import Path
from typing import Literal

from tools.registry import ToolError, load_module, tool

toolkit = load_module(str(Path(__file__).resolve().parents[1] / "toolkit.py"))
apikit = load_module(str(Path(__file__).resolve().parents[1] / "apikit.py"))

# TIERS: tier: (media, USD per GB-month, smallest GB, largest GB, baseline IOPS, burst IOPS,
#        throughput MB/s, snapshot USD per GB-month)
(CUSTOMERS, ENGINEERS, TIERS, BACKUP_ERRORS, PARTIAL_ERRORS,
 TICKET_SUBJECTS, SCHEMA_LINES) = toolkit.fixed(__file__)  # fmt: skip

ACCOUNT_MANAGERS = ["Imogen Ashworth", "Dmitri Volkov", "Nkechi Obi", "Pablo Serrano", "Freya Lund"]

TierName = Literal["Shale", "Granite", "Basalt", "Obsidian"]
BACKUP_SPACE_USD_PER_GB = 0.025  # Cobblerock backup space, per GB-month

REGIONS = ["lon-1", "ams-1", "fra-1", "nyc-2"]
SERVER_ROLES = ["web", "db", "app", "files", "build", "media"]
# role -> (volume name, mount point) choices
VOLUME_USES = {
    "web": [("www-data", "/var/www"), ("web-logs", "/var/log/nginx"), ("uploads", "/srv/uploads")],
    "db": [
        ("pg-data", "/var/lib/postgresql"),
        ("mysql-data", "/var/lib/mysql"),
        ("db-wal", "/srv/wal"),
        ("db-dumps", "/backup/dumps"),
    ],
    "app": [("app-data", "/srv/app/data"), ("app-cache", "/var/cache/app"), ("home", "/home")],
    "files": [("shared", "/srv/shared"), ("archive", "/srv/archive"), ("scans", "/srv/scans")],
    "build": [
        ("ci-cache", "/var/cache/ci"),
        ("artifacts", "/srv/artifacts"),
        ("docker", "/var/lib/docker"),
    ],
    "media": [
        ("media", "/mnt/media"),
        ("transcode", "/srv/transcode"),
        ("raw-footage", "/mnt/raw"),
    ],
}
FILESYSTEMS = ["ext4", "xfs", "btrfs"]

SNAPSHOT_STATUSES = ["completed", "failed", "in progress"]
# schedule -> (its latest start before AS_OF, the time between runs)
BACKUP_SCHEDULES = {
    "daily at 02:30 UTC": (dt.datetime(2026, 5, 20, 2, 30), dt.timedelta(days=1)),
    "daily at 23:00 UTC": (dt.datetime(2026, 5, 19, 23, 0), dt.timedelta(days=1)),
    "every 6 hours (00:00, 06:00, 12:00, 18:00 UTC)": (
        dt.datetime(2026, 5, 20, 6, 0),
        dt.timedelta(hours=6),
    ),
    "weekly, Sundays at 03:00 UTC": (dt.datetime(2026, 5, 17, 3, 0), dt.timedelta(days=7)),
}

DEVICES = ["/dev/vdb", "/dev/vdc", "/dev/vdd", "/dev/vde"]


MONTHS = toolkit.month_span("2025-12", 5)

AS_OF = dt.datetime(2026, 5, 20, 9, 0, 0)  # the moment the data describes ("now")


def _slug(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w.isalpha()]
    return words[0].lower()


def _hexid(rng: random.Random, prefix: str) -> str:
    return f"{prefix}-{rng.getrandbits(32):08x}"


def _stamp(moment: dt.datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M UTC")


SCHEMA = (
    """
        CREATE TABLE tiers (
            name TEXT PRIMARY KEY, media TEXT, usd_per_gb_month REAL, min_gb INTEGER,
            max_gb INTEGER, baseline_iops INTEGER, burst_iops INTEGER,
            throughput_mb_s INTEGER, snapshot_usd_per_gb_month REAL);
        CREATE TABLE customers (
            id INTEGER PRIMARY KEY, name TEXT UNIQUE, country TEXT, billing_email TEXT,
            account_manager TEXT, customer_since TEXT, status TEXT,
            backup_space_gb INTEGER);
        CREATE TABLE servers (
            hostname TEXT PRIMARY KEY, customer_id INTEGER, region TEXT, os TEXT);
        CREATE TABLE volumes (
            id TEXT PRIMARY KEY, customer_id INTEGER, name TEXT, tier TEXT, size_gb INTEGER,
            region TEXT, server TEXT, device TEXT, status TEXT, created_on TEXT,
            filesystem TEXT, fs_uuid TEXT, mount_point TEXT, used_gb REAL,
            inodes_used_pct INTEGER, agent_reported_at TEXT);
        CREATE TABLE snapshots (
            id TEXT PRIMARY KEY, volume_id TEXT, taken_at TEXT, kind TEXT, status TEXT,
            size_gb REAL, expires_on TEXT);
        CREATE TABLE backup_jobs (
            volume_id TEXT PRIMARY KEY, schedule TEXT, retention_days INTEGER,
            last_run_at TEXT, last_status TEXT, last_error TEXT, last_success_at TEXT,
            next_run_at TEXT, restore_points INTEGER, stored_gb REAL);
"""
    + toolkit.billing_sql("customer_id", "amount_usd")
    + "\n".join(SCHEMA_LINES)
)


@toolkit.schema(SCHEMA, tiers=TIERS)
def _fill(db: sqlite3.Connection, rng: random.Random) -> None:
    used_ids: set[str] = set()

    def new_id(prefix: str) -> str:
        while True:
            candidate = _hexid(rng, prefix)
            if candidate not in used_ids:
                used_ids.add(candidate)
                return candidate

    ticket_id = 52010
    invoice_seq = 0
    for cid, (cname, country) in enumerate(CUSTOMERS, start=1):
        slug = _slug(cname)
        since = (AS_OF - dt.timedelta(days=rng.randint(150, 1600))).date()
        status = "active" if rng.random() < 0.92 else "suspended"
        backup_space = rng.choice([100, 250, 500, 1000, 2000])
        cols = (cid, cname, country, f"billing@{slug}.example", rng.choice(ACCOUNT_MANAGERS))
        toolkit.insert(db, "customers", (*cols, since.isoformat(), status, backup_space))
        region = rng.choice(REGIONS)
        roles = rng.sample(SERVER_ROLES, rng.randint(1, 3))
        monthly_usd = 0.0
        cust_volumes: list[str] = []
        for role in roles:
            hostname = f"{role}-{rng.randint(1, 4):02d}.{slug}.example"
            db.execute(
                "INSERT INTO servers VALUES (?,?,?,?)",
                (hostname, cid, region, rng.choice(["Debian 12", "Ubuntu 24.04", "Rocky Linux 9"])),
            )
            uses = rng.sample(VOLUME_USES[role], rng.randint(1, min(3, len(VOLUME_USES[role]))))
            if rng.random() < 0.15:
                uses.append(("swap", "[SWAP]"))
            attached_here = 0
            for vname, mpoint in uses:
                vid = new_id("vol")
                tier = rng.choices(list(TIERS), weights=[3, 5, 3, 1])[0]
                size = rng.choice([20, 50, 100, 200, 250, 500, 750, 1000, 2000, 4000])
                if vname == "swap":
                    size = rng.choice([8, 16, 32])
                    tier = "Granite"
                size = max(size, TIERS[tier][2])
                created = (AS_OF - dt.timedelta(days=rng.randint(10, 900))).date()
                if created < since:
                    created = since + dt.timedelta(days=rng.randint(0, 30))
                state = rng.choices(["attached", "detached", "resizing"], weights=[88, 9, 3])[0]
                server = hostname if state != "detached" else None
                device = None
                if server:
                    device = DEVICES[attached_here]
                    attached_here += 1
                if vname == "swap":
                    fs, mp = "swap", "[SWAP]"
                else:
                    fs = rng.choices(FILESYSTEMS + ["none"], weights=[55, 30, 5, 10])[0]
                    mp = mpoint if fs != "none" else None
                fs_uuid = (
                    str(uuid.UUID(int=rng.getrandbits(128), version=4)) if fs != "none" else None
                )
                if fs in ("none", "swap") or server is None:
                    used = None
                    inodes = None
                else:
                    used = round(
                        size * rng.choice([rng.uniform(0.05, 0.7), rng.uniform(0.7, 0.995)]), 1
                    )
                    inodes = rng.randint(1, 60) if rng.random() < 0.85 else rng.randint(88, 100)
                if server is None:
                    mp = None
                reported = (
                    _stamp(AS_OF - dt.timedelta(minutes=rng.randint(1, 50)))
                    if server and fs != "none"
                    else None
                )
                cols = (vid, cid, vname, tier, size, region, server, device, state)
                cols += (created.isoformat(), fs, fs_uuid, mp, used, inodes, reported)
                toolkit.insert(db, "volumes", cols)
                cust_volumes.append(vid)
                monthly_usd += size * TIERS[tier][1]
                # snapshots
                snap_count = rng.choice([0, 1, 2, 3, 4, 5]) if fs not in ("swap", "none") else 0
                for _ in range(snap_count):
                    taken = AS_OF - dt.timedelta(
                        days=rng.randint(0, 40),
                        hours=rng.randint(0, 23),
                        minutes=rng.randint(0, 59),
                    )
                    kind = rng.choice(["scheduled", "scheduled", "manual"])
                    sstatus = rng.choices(SNAPSHOT_STATUSES, weights=[85, 10, 5])[0]
                    if sstatus == "in progress":
                        taken = AS_OF - dt.timedelta(minutes=rng.randint(5, 90))
                    ssize = (
                        round(size * rng.uniform(0.02, 0.6), 1) if sstatus == "completed" else None
                    )
                    expires = (taken + dt.timedelta(days=rng.choice([14, 30, 60, 90]))).date()
                    if kind == "scheduled" and expires < AS_OF.date():
                        continue  # expired scheduled snapshots are deleted
                    cols = (new_id("snap"), vid, _stamp(taken), kind, sstatus, ssize)
                    cols += (expires.isoformat() if kind == "scheduled" else None,)
                    toolkit.insert(db, "snapshots", cols)
                    if ssize:
                        monthly_usd += ssize * TIERS[tier][7]
                # backup job
                if fs not in ("swap", "none") and rng.random() < 0.7:
                    schedule = rng.choice(list(BACKUP_SCHEDULES))
                    latest, step = BACKUP_SCHEDULES[schedule]
                    last_run = latest + dt.timedelta(minutes=rng.randint(0, 4))
                    last_status = rng.choices(
                        ["succeeded", "failed", "partial"], weights=[75, 17, 8]
                    )[0]
                    if last_status == "succeeded":
                        error = None
                        last_ok = last_run
                    elif last_status == "failed":
                        error = rng.choice(BACKUP_ERRORS).format(quota=backup_space)
                        last_ok = last_run - step * rng.randint(1, 6)
                    else:
                        error = rng.choice(PARTIAL_ERRORS)
                        last_ok = last_run - step
                    retention = rng.choice([7, 14, 30, 90])
                    stored = round((used or size * 0.3) * rng.uniform(0.8, 1.6), 1)
                    cols = (vid, schedule, retention, _stamp(last_run), last_status, error)
                    cols += (_stamp(last_ok), _stamp(latest + step), rng.randint(3, 40), stored)
                    toolkit.insert(db, "backup_jobs", cols)
        # invoices
        for period in MONTHS:
            y, m = (int(x) for x in period.split("-"))
            ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
            issued = dt.date(ny, nm, 1)
            if issued <= since:
                continue
            due = issued + dt.timedelta(days=30)
            invoice_seq += 1
            amount = round(
                monthly_usd * rng.uniform(0.9, 1.1) + backup_space * BACKUP_SPACE_USD_PER_GB, 2
            )
            cutoffs = (dt.date(2026, 4, 1), AS_OF.date())
            inv_status, paid_on = apikit.settled(rng, issued, due, cutoffs, (93, 7, 75, 25, 30, 70))
            cols = (f"CR-{y}{m:02d}-{invoice_seq:04d}", cid, period, issued.isoformat())
            toolkit.insert(db, "invoices", (*cols, due.isoformat(), amount, inv_status, paid_on))
        # tickets
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            ticket_id += rng.randint(1, 40)
            opened = AS_OF - dt.timedelta(days=rng.randint(0, 60), hours=rng.randint(0, 23))
            tstatus = rng.choices(toolkit.TICKET_STATUSES, weights=[4, 2, 5])[0]
            updated = opened + dt.timedelta(hours=rng.randint(1, 200))
            if updated > AS_OF:
                updated = max(opened, AS_OF - dt.timedelta(minutes=rng.randint(5, 60)))
            cols = (ticket_id, cid, rng.choice(cust_volumes) if cust_volumes else None)
            cols += (rng.choice(TICKET_SUBJECTS),)
            cols += (rng.choices(toolkit.PRIORITIES, weights=[2, 5, 3, 1])[0], tstatus)
            cols += (_stamp(opened), _stamp(updated), rng.choice(ENGINEERS))
            toolkit.insert(db, "tickets", cols)


DB, _query, build_database = toolkit.database(
    __name__, "voldesk.db", _fill, seed=20260520, version="1", as_of=_stamp(AS_OF)
)


# ---- listers: the names people use ------------------------------------------------------


customer_names, _customer = toolkit.owners(__name__, _query, toolkit.CUSTOMERS)
_by_customer = toolkit.Listings(_query, customer_names, _customer)


def volume_ids() -> list[tuple[str, str]]:
    """(volume id, the id with the volume's name and owner), e.g.
    ("vol-0c4e2a91", "vol-0c4e2a91 (pg-data of Palisade Legal)")."""
    rows = _query(
        "SELECT v.id, v.name, c.name AS company FROM volumes v "
        "JOIN customers c ON c.id = v.customer_id ORDER BY v.id"
    )
    return [(r["id"], f"{r['id']} ({r['name']} of {r['company']})") for r in rows]


def _clean_volume_id(volume_id: str) -> str:
    v = volume_id.strip().lower()
    if not v.startswith("vol-"):
        v = "vol-" + v
    return v


_volume = toolkit.by_name(
    _query,
    "volumes.id",
    "customers",
    _clean_volume_id,
    "there is no volume {name} (volume ids look like vol-0c4e2a91)",
)
_by_volume = toolkit.Listings(_query, volume_ids, _volume, "id")
_VOLUME_SNAPSHOTS = "snapshot_id=id volume_id taken_at kind status size_gb expires_on"


# ---- tools ------------------------------------------------------------------------------


@tool(values={"customer_id": customer_names})
def customer_account(customer_id: int) -> dict:
    """A customer's account: company, country, billing email, account manager, customer
    since, whether the account is active or suspended, the size of its backup space, its
    servers (hostname, region, operating system) and its volumes (id, name, tier, size, the
    server each is attached to).

    Args:
        customer_id: the customer number, e.g. 7.

    Examples:
        Who is the account manager for Lindqvist Marine?
        Which volumes does customer 12 have?
        Is the account of Tallowmere Candles suspended?
        How much backup space do we have? We are Ostrava Robotics.
        Since when is Kalinda Travel a customer?
    """
    cust = _customer(customer_id)
    servers = _query(
        "SELECT hostname, region, os FROM servers WHERE customer_id = ? ORDER BY hostname",
        (customer_id,),
    )
    vols = _query(
        "SELECT id, name, tier, size_gb, server, status FROM volumes WHERE customer_id = ? "
        "ORDER BY server, id",
        (customer_id,),
    )
    return {
        **toolkit.named(
            cust,
            "customer_number=id company=name country billing_email account_manager customer_since account_status=status backup_space_gb",
        ),
        "servers": [
            {"hostname": s["hostname"], "region": s["region"], "os": s["os"]} for s in servers
        ],
        "volumes": [
            toolkit.named(
                v,
                "volume_id=id name tier size_gb attached_to=server status",
            )
            for v in vols
        ],
    }


@tool(values={"volume_id": volume_ids})
def volume_details(volume_id: str) -> dict:
    """One block-storage volume: its owner, name, tier, size, region, whether it is
    attached, detached or being resized, the server and device name (e.g. /dev/vdb) it is
    attached as, when it was created, and what the Cobblerock disk agent last reported from
    inside the server: filesystem type and UUID, mount point, space used and free, percent
    full and percent of inodes used.

    Args:
        volume_id: the volume id from the control panel, e.g. "vol-0c4e2a91".

    Examples:
        How full is vol-0c4e2a91?
        Which server is volume vol-7d1f03be attached to?
        What filesystem is on vol-5a9e22c0 and where is it mounted?
        What's the UUID of the filesystem on vol-3b8c71d4? I need it for fstab.
        Is vol-91e0aa47 still attached?
    """
    v = _volume(volume_id)
    out = {
        **toolkit.named(
            v,
            "volume_id=id company name tier size_gb region status attached_to_server=server device created_on",
        ),
        "filesystem": None if v["filesystem"] == "none" else v["filesystem"],
        "filesystem_uuid": v["fs_uuid"],
        "mount_point": v["mount_point"],
    }
    if v["filesystem"] == "none":
        out["note"] = "the disk agent found no filesystem on this volume (not formatted)"
    if v["used_gb"] is not None:
        out.update(
            {
                "used_gb": v["used_gb"],
                "free_gb": round(v["size_gb"] - v["used_gb"], 1),
                "percent_full": round(100 * v["used_gb"] / v["size_gb"]),
                "inodes_used_percent": v["inodes_used_pct"],
                "agent_reported_at": v["agent_reported_at"],
            }
        )
    return out


@_by_volume("snapshots", "taken_at DESC", _VOLUME_SNAPSHOTS)
def volume_snapshots(
    volume_id: str,
    status: Literal["completed", "failed", "in progress"] | None = None,
) -> list[dict]:
    """The snapshots of one volume, newest first: snapshot id, when it was taken, whether
    it was scheduled or taken by hand, whether it completed, failed or is still in
    progress, its size, and when a scheduled snapshot expires (manual ones are kept until
    deleted).

    Args:
        volume_id: the volume id, e.g. "vol-0c4e2a91".
        status: only completed, failed or in-progress snapshots.

    Examples:
        When was the last snapshot of vol-5a9e22c0 taken?
        List the snapshots of volume vol-3b8c71d4.
        Did any snapshot of vol-7d1f03be fail?
        When does the oldest snapshot of vol-91e0aa47 expire?
    """


@tool(values={"volume_id": volume_ids})
def backup_job(volume_id: str) -> dict:
    """The backup job that copies a volume to the customer's Cobblerock backup space: its
    schedule, how many days restore points are kept, the last run (when, succeeded, failed
    or partial, and the error), the last successful backup, the next run, how many restore
    points there are and how much backup space they take.

    Args:
        volume_id: the volume id, e.g. "vol-0c4e2a91".

    Examples:
        Why did last night's backup of vol-5a9e22c0 fail?
        When was vol-3b8c71d4 last backed up successfully?
        How long are the backups of vol-7d1f03be kept?
        When does the next backup of vol-91e0aa47 run?
    """
    v = _volume(volume_id)
    rows = _query("SELECT * FROM backup_jobs WHERE volume_id = ?", (v["id"],))
    if not rows:
        raise ToolError(f"volume {v['id']} has no backup job (backups are not switched on for it)")
    r = rows[0]
    return {
        "volume_id": v["id"],
        "company": v["company"],
        **toolkit.named(
            r,
            "schedule retention_days last_run_at last_run_status=last_status last_run_error=last_error last_successful_backup_at=last_success_at next_run_at restore_points backup_space_used_gb=stored_gb",
        ),
    }


@apikit.invoices(_by_customer, "amount_usd", 7)
def customer_invoices(customer_id: int) -> list[dict]:
    """A customer's monthly invoices: invoice number, month billed, issue date, due date,
    amount in US dollars (volumes, snapshots and backup space), whether it is paid, open or
    overdue, and the date it was paid.

    Examples:
        How much was Hollowtree Radio billed for February?
        Do we have any unpaid invoices? Customer 3.
        When is the April invoice of Nettlebed Publishing due?
        Which of Fernhill Architects' invoices are overdue?
    """


@apikit.tickets(_by_customer, "engineer", 7, subject="subject volume_id")
def support_tickets(
    customer_id: int, status: Literal["open", "waiting on customer", "closed"] | None = None
) -> list[dict]:
    """A customer's support tickets, newest first: ticket number, subject, the volume it is
    about, priority, status (open, waiting on customer, closed), when it was opened and last
    updated, and the storage engineer assigned to it.

    Examples:
        Who is handling our ticket? We are Glimmerglass Photography.
        Which tickets of customer 22 are still open?
        Is anything of Meridian Freight Data's waiting for a reply from us?
        When was Saffron Street Kitchens' last ticket opened?
    """


@tool
def storage_tier(tier: TierName) -> dict:
    """What a volume tier is and costs: the media behind it, the price per GB per month,
    the smallest and largest volume, baseline and burst IOPS, throughput, and the price of
    snapshot storage per GB per month.

    Args:
        tier: the tier: Shale, Granite, Basalt or Obsidian.

    Examples:
        How much does a GB on Basalt cost per month?
        How many IOPS does a Granite volume get?
        What's the biggest volume I can create on Obsidian?
        Is Shale on spinning disks?
        What do snapshots cost on Granite?
    """
    r = toolkit.plan(_query, tier, TIERS, "tier")
    return {
        **toolkit.named(
            r,
            "tier=name media price_usd_per_gb_month=usd_per_gb_month smallest_volume_gb=min_gb largest_volume_gb=max_gb baseline_iops burst_iops throughput_mb_per_s=throughput_mb_s snapshot_usd_per_gb_month",
        ),
        "backup_space_usd_per_gb_month": BACKUP_SPACE_USD_PER_GB,
    }
