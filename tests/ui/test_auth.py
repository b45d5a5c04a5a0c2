"""Staff accounts (bcrypt hashes, file + settings), signed cookies, the users command."""

from __future__ import annotations

import json
import stat

import pytest
from typer.testing import CliRunner

from bot.settings import Settings
from ui.auth import (
    AccountError,
    CookieSigner,
    StaffDirectory,
    check_password,
    hash_password,
    session_secret,
)


def test_passwords_are_stored_as_bcrypt_hashes_and_checked():
    hashed = hash_password("correct horse")
    assert hashed.startswith("$2") and "correct horse" not in hashed
    assert check_password("correct horse", hashed)
    assert not check_password("correct horsE", hashed)
    assert not check_password("anything", "not-a-hash")
    with pytest.raises(AccountError, match="at least 8"):
        hash_password("short")


def test_staff_directory_file_and_settings(settings):
    staff = StaffDirectory(settings=settings)
    staff.add("alice", "alice-password")
    assert staff.verify("alice", "alice-password")
    assert not staff.verify("alice", "wrong-password")
    assert not staff.verify("nobody", "alice-password")
    assert stat.S_IMODE(staff.path.stat().st_mode) == 0o600
    assert "alice-password" not in staff.path.read_text()
    with pytest.raises(AccountError, match="user name"):
        staff.add("bad name<script>", "long-enough-1")
    # an account from the settings wins over the file
    configured = Settings(
        data_dir=settings.data_dir, staff_users={"alice": hash_password("from-settings")}
    )
    both = StaffDirectory(settings=configured)
    assert both.verify("alice", "from-settings") and not both.verify("alice", "alice-password")
    assert staff.remove("alice") and not staff.remove("alice")
    assert staff.users() == {}


def test_staff_cookie_is_signed_and_expires(settings):
    signer = CookieSigner(session_secret(settings=settings))
    cookie = signer.sign_staff("alice")
    assert signer.staff_name(cookie) == "alice"
    name, expiry, mac = cookie.split("|")
    assert signer.staff_name(f"bob|{expiry}|{mac}") is None  # tampered name
    assert signer.staff_name(f"alice|{int(expiry) + 10**6}|{mac}") is None  # extended expiry
    assert signer.staff_name(signer.sign_staff("alice", ttl_s=-1)) is None  # expired
    assert CookieSigner(b"another key").staff_name(cookie) is None
    for junk in (None, "", "alice", "a|b", "a|b|c|d"):
        assert signer.staff_name(junk) is None


def test_chat_session_cookie_cannot_be_forged(settings):
    signer = CookieSigner(session_secret(settings=settings))
    token = signer.new_chat_session()
    sid = signer.chat_session(token)
    assert sid and sid.startswith("ses_") and token.startswith(sid)
    assert signer.chat_session(token) == sid
    assert signer.chat_session("ses_0123." + token.rsplit(".", 1)[1]) is None
    assert signer.chat_session(sid) is None
    assert signer.new_chat_session() != token


def test_session_secret_is_generated_once_and_private(settings):
    first = session_secret(settings=settings)
    assert first == session_secret(settings=settings) and len(first) >= 32
    path = settings.resolved_data_dir() / "session_secret"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    configured = Settings(data_dir=settings.data_dir, session_secret="configured-secret")
    assert session_secret(settings=configured) == b"configured-secret"


def test_users_command_adds_lists_and_removes(settings):
    from bot.cli.serve import users_app

    runner = CliRunner()
    result = runner.invoke(users_app, ["add", "carol", "--password", "carol-password"])
    assert result.exit_code == 0, result.output
    stored = json.loads((settings.resolved_data_dir() / "staff_users.json").read_text())
    assert stored["carol"].startswith("$2") and "carol-password" not in json.dumps(stored)
    assert StaffDirectory(settings=settings).verify("carol", "carol-password")
    assert "carol" in runner.invoke(users_app, ["list"]).output
    short = runner.invoke(users_app, ["add", "dave", "--password", "short"])
    assert short.exit_code == 2 and "at least 8" in short.output
    assert runner.invoke(users_app, ["remove", "carol"]).exit_code == 0
    assert runner.invoke(users_app, ["remove", "carol"]).exit_code == 2
