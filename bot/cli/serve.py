"""``guardbot serve`` (the web app), ``guardbot users add|list|remove`` (staff accounts) and
``guardbot users token USER`` (a signed user token for ``/v1``)."""

from __future__ import annotations

import getpass
import threading

import typer

from bot.identity import DEFAULT_TTL_S, sign_user_token
from bot.settings import get_settings, use_deployment
from ui.auth import AccountError, StaffDirectory, session_secret
from ui.warmup import WarmUp

users_app = typer.Typer(
    help="Staff accounts for the support queue and developer pages; signed user tokens for /v1.",
    no_args_is_help=True,
)


@users_app.command("add")
def users_add(
    name: str = typer.Argument(..., help="the staff member's user name"),
    password: str | None = typer.Option(
        None,
        "--password",
        help="the password (default: asked for, not echoed); or set GUARDBOT_NEW_PASSWORD",
        envvar="GUARDBOT_NEW_PASSWORD",
    ),
) -> None:
    """Add a staff account (or set a new password); stored as a bcrypt hash in the data dir."""
    if password is None:
        password = getpass.getpass(f"password for {name}: ")
        if password != getpass.getpass("again: "):
            typer.echo("error: the passwords differ; nothing changed", err=True)
            raise typer.Exit(2)
    staff = StaffDirectory(settings=get_settings())
    try:
        staff.add(name, password)
    except AccountError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    typer.echo(f"staff account {name!r} saved in {staff.path}")


@users_app.command("list")
def users_list() -> None:
    """List staff accounts (names only) and where each comes from."""
    settings = get_settings()
    staff = StaffDirectory(settings=settings)
    for name in sorted(staff.users()):
        where = (
            "settings (GUARDBOT_STAFF_USERS)" if name in settings.staff_users else str(staff.path)
        )
        typer.echo(f"{name}\t{where}")


@users_app.command("remove")
def users_remove(name: str = typer.Argument(...)) -> None:
    """Remove a staff account from the accounts file."""
    if not StaffDirectory(settings=get_settings()).remove(name):
        typer.echo(f"error: no staff account {name!r} in the accounts file", err=True)
        raise typer.Exit(2)
    typer.echo(f"removed {name!r}")


@users_app.command("token")
def users_token(
    user: str = typer.Argument(..., help="the end user, as your tools know them (an email, an id)"),
    ttl: int = typer.Option(
        DEFAULT_TTL_S, "--ttl", min=1, help="seconds the token is valid (default: one hour)"
    ),
) -> None:
    """Mint a signed user token for /v1: sent as the request's 'user', it makes identity
    tools act for USER. Signed with this server's secret (the staff cookies' one)."""
    secret = session_secret(settings=get_settings())
    try:
        token = sign_user_token(user, secret=secret, ttl_s=ttl)
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    typer.echo(token)
    typer.echo(f"valid for {ttl} s; send it as the request's 'user' field", err=True)


def serve(
    host: str | None = typer.Option(None, "--host", help="default: settings.host (127.0.0.1)"),
    port: int | None = typer.Option(None, "--port", help="default: settings.port (7860)"),
    warm: bool = typer.Option(
        True,
        "--warm/--no-warm",
        help="prepare the demo data and load the model, search index and checker before serving",
    ),
    serve_while_warming: bool = typer.Option(
        False,
        "--serve-while-warming",
        help="serve at once and warm up in the background (the page says it is warming up)",
    ),
    deployment: str | None = typer.Option(
        None,
        "--deployment",
        help="deployment.toml or its folder (the same as `guardbot --deployment PATH serve`)",
    ),
) -> None:
    """Start the web app: public chat at /, staff pages at /staff (login at /login)."""
    import uvicorn

    if deployment:
        use_deployment(deployment)

    from ui.app import create_app  # imports gradio (~8 s): only `guardbot serve` pays for it

    settings = get_settings()
    host, port = host or settings.host, port or settings.port
    if not StaffDirectory(settings=settings).users():
        typer.echo(
            "note: no staff accounts yet; add one with `guardbot users add NAME --password ...`"
            " (or GUARDBOT_NEW_PASSWORD) to use /staff"
        )
    warmup = WarmUp()
    app = create_app(settings=settings, warmup=warmup)
    app.state.listen_host = host  # the /v1 endpoint needs an API key unless this is loopback
    factory = app.state.parts.jobs.runner_factory
    if warm:
        say = typer.echo
        typer.echo(f"getting the assistant ready (backend {settings.backend}):")
        if serve_while_warming:
            threading.Thread(
                target=lambda: warmup.run(settings=settings, runner_factory=factory, say=say),
                daemon=True,
                name="guardbot-warm-up",
            ).start()
        elif not warmup.run(settings=settings, runner_factory=factory, say=say):
            typer.echo(
                "warning: the assistant could not be prepared (above); the app starts anyway "
                "and each question will report the problem"
            )
    typer.echo(f"guardbot on http://{host}:{port}/  (staff: http://{host}:{port}/staff/)")
    proxies = settings.trusted_proxies.strip()
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        proxy_headers=bool(proxies),  # uvicorn believes 127.0.0.1's headers unless told not to
        forwarded_allow_ips=proxies or None,
    )


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
    app.add_typer(users_app, name="users")
