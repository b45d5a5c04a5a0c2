"""``guardbot keys add|list|revoke``: API keys of the OpenAI-compatible endpoint (/v1)."""

from __future__ import annotations

import datetime as dt

import typer

from bot.store.apikeys import ApiKeys
from bot.store.log import get_log

keys_app = typer.Typer(
    help="API keys for the OpenAI-compatible endpoint (/v1/chat/completions).",
    no_args_is_help=True,
)


def _keys() -> ApiKeys:
    return ApiKeys(get_log())


def _when(ts: float | None) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M") if ts else "-"


@keys_app.command("add")
def keys_add(
    name: str = typer.Argument(..., help="what the key is for, e.g. 'team-laptop'"),
    user: str | None = typer.Option(
        None,
        "--user",
        help="bind the key to this end user: its requests act for them (a tool's identity) "
        "and for no other; without it the key grants no end-user identity",
    ),
) -> None:
    """Make a key. It is printed once; only its hash is stored."""
    try:
        record, token = _keys().add(name, bound_user=user)
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    typer.echo(token)
    bound = f", acting for {record.bound_user}" if record.bound_user else ""
    typer.echo(
        f"key {record.id} ({record.name}{bound}) made. Copy it now: it is not shown again. "
        "Clients send it as 'Authorization: Bearer <key>' (the OpenAI SDK's api_key).",
        err=True,
    )


@keys_app.command("list")
def keys_list() -> None:
    """Every key: id, name, bound user, made, last used, revoked (never the key itself)."""
    records = _keys().list()
    if not records:
        typer.echo("no API keys yet; make one with: guardbot keys add NAME")
        return
    typer.echo("id\tname\tuser\tcreated\tlast used\tstatus")
    for r in records:
        status = "active" if r.active else f"revoked {_when(r.revoked_at)}"
        user = r.bound_user or "-"
        typer.echo(
            f"{r.id}\t{r.name}\t{user}\t{_when(r.created_at)}\t{_when(r.last_used_at)}\t{status}"
        )


@keys_app.command("revoke")
def keys_revoke(
    key_id: str = typer.Argument(..., help="the key's id (guardbot keys list)"),
) -> None:
    """Revoke a key at once; its sessions stay in the log."""
    try:
        record = _keys().revoke(key_id)
    except LookupError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    typer.echo(f"revoked {record.id} ({record.name})")


def register(app: typer.Typer) -> None:
    app.add_typer(keys_app, name="keys")
