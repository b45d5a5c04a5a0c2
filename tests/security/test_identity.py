"""Whose records a ``/v1`` request sees. The nursery deployment (``tests/deployments/
greenhouse``) has an identity tool, ``my_loyalty_points``: Ines has 420 points. A request's
plain ``user`` names the conversation but is no identity (the tool asks to sign in); a key
bound to a user, or a token the server signed, is. The real app serves on 127.0.0.1 with the
real turn; only the model is scripted (and never needed: the tool answers)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from bot.identity import InvalidUserToken, sign_user_token, verify_user_token
from bot.store.apikeys import ApiKeys
from tests.ui.conftest import isolated_data_dir
from tests.ui.fakes import ServerThread
from ui.auth import session_secret

pytestmark = [pytest.mark.embeddings]

NURSERY = Path(__file__).resolve().parent.parent / "deployments" / "greenhouse"
INES, BRAM = "ines@example.org", "bram@example.org"
POINTS = "How many loyalty points do I have?"


class Nursery:
    def __init__(self, url: str, settings: Any, log: Any):
        self.url, self.settings, self.log = url, settings, log
        self.secret = session_secret(settings=settings)

    def ask(self, *, key: str = "anything", user: str | None = None, **extra: Any) -> Any:
        body: dict[str, Any] = {
            "model": "guardbot",
            "messages": [{"role": "user", "content": POINTS}],
            **extra,
        }
        if user is not None:
            body["user"] = user
        headers = {"authorization": f"Bearer {key}"}
        with httpx.Client(base_url=self.url, timeout=120) as http:
            return http.post("/v1/chat/completions", json=body, headers=headers)

    def session(self, response: Any) -> dict[str, Any]:
        row = self.log.get("sessions", response.json()["guardbot"]["session_id"])
        return {**row, "meta": json.loads(row["meta"] or "{}")}

    def token(self, user: str, **kwargs: Any) -> str:
        return sign_user_token(user, secret=self.secret, **kwargs)


@pytest.fixture(scope="module")
def nursery(embedder: Any) -> Iterator[Nursery]:
    from bot.deployment import load_deployment
    from bot.kb.deployment import ensure_kb
    from bot.llm.scripted import ScriptedModel
    from bot.settings import get_settings
    from bot.store.log import get_log
    from bot.wiring import build_runner
    from tests.agent.conftest import PassCritic
    from ui.app import create_app

    with isolated_data_dir(GUARDBOT_DEPLOYMENT=str(NURSERY)):
        settings, log = get_settings(), get_log()
        ensure_kb(load_deployment(NURSERY).knowledge_bases[0], settings=settings)
        small = settings.model_copy(update={"prompt_profile": "small"})  # tools routed, not asked
        runner = build_runner(small, model=ScriptedModel([]), critic=PassCritic(), log=log)
        app = create_app(settings=settings, log=log, runner_factory=lambda: runner)
        with ServerThread(app) as server:
            yield Nursery(server.url, settings, log)


def answer(response: Any) -> str:
    assert response.status_code == 200, response.text
    return response.json()["choices"][0]["message"]["content"]


def error(response: Any, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()["error"]
    assert body["code"] == code and body["param"] == "user"
    return body["message"]


def test_a_plain_user_is_a_label_and_grants_no_identity(nursery):
    response = nursery.ask(user=INES)
    text = answer(response)
    assert "sign in" in text and "420" not in text
    session = nursery.session(response)
    assert session["user_label"] is None and session["meta"]["identity"] is None
    assert nursery.session(nursery.ask(user=BRAM))["id"] != session["id"]  # still a label


def test_a_session_written_before_identities_were_verified_lends_no_one(nursery):
    """A row from the old rule (``user_label`` = the plain ``user``) is cleared, not used."""
    first = nursery.ask(user=INES, messages=[{"role": "user", "content": POINTS + " (old)"}])
    sid = nursery.session(first)["id"]
    with nursery.log.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE sessions SET user_label = ? WHERE id = ?", (INES, sid))
    again = nursery.ask(user=INES, messages=[{"role": "user", "content": POINTS + " (old)"}])
    assert nursery.session(again)["id"] == sid
    assert "420" not in answer(again) and nursery.session(again)["user_label"] is None


def test_a_key_bound_to_a_user_acts_for_that_user_only(nursery):
    _, key = ApiKeys(nursery.log).add("shop-backend", bound_user=INES)
    for user in (None, INES, nursery.token(INES)):
        response = nursery.ask(key=key, user=user)
        assert "420" in answer(response)
        session = nursery.session(response)
        assert session["user_label"] == INES and session["meta"]["identity"] == "key"
    message = error(nursery.ask(key=key, user=BRAM), 403, "user_not_allowed")
    assert "bound to one user" in message and INES not in message
    error(nursery.ask(key=key, user=nursery.token(BRAM)), 403, "user_not_allowed")


def test_an_unbound_key_with_a_user_grants_no_identity(nursery):
    _, key = ApiKeys(nursery.log).add("team-laptop")
    response = nursery.ask(key=key, user=INES)
    assert "sign in" in answer(response) and nursery.session(response)["user_label"] is None


def test_a_signed_token_is_the_identity_it_names(nursery):
    ines = nursery.ask(user=nursery.token(INES))
    assert "420" in answer(ines)
    session = nursery.session(ines)
    assert session["user_label"] == INES and session["meta"]["identity"] == "token"
    bram = nursery.ask(user=nursery.token(BRAM))
    assert "420" not in answer(bram) and nursery.session(bram)["user_label"] == BRAM
    # a new token for the same user continues the same conversation; a plain label does not
    assert nursery.session(nursery.ask(user=nursery.token(INES, ttl_s=99)))["id"] == session["id"]
    assert nursery.session(nursery.ask(user=INES))["id"] != session["id"]


def test_an_expired_or_forged_token_is_refused_and_writes_nothing(nursery):
    expired = nursery.token(INES, ttl_s=60, now=1_000_000)
    forged = sign_user_token(INES, secret=b"not the server's secret")
    payload, _, mac = nursery.token(BRAM).rpartition(".")
    swapped = nursery.token(INES).rsplit(".", 1)[0] + "." + mac  # Bram's signature on Ines
    sessions = nursery.log.count("sessions")
    assert "expired" in error(nursery.ask(user=expired), 401, "invalid_user_token")
    # another version's token signed with this server's secret is still not one of its own
    other_version = "gbu2" + nursery.token(INES)[4:]
    for bad in (forged, swapped, "gbu1.x.y.z", "gbu1." + payload, other_version):
        assert "420" not in error(nursery.ask(user=bad), 401, "invalid_user_token")
    assert nursery.log.count("sessions") == sessions


def test_tokens_verify_only_with_their_secret_and_until_they_expire():
    token = sign_user_token(INES, secret=b"k" * 32, ttl_s=60, now=1_000)
    assert token.startswith("gbu1.") and token.count(".") == 3
    assert verify_user_token(token, secret=b"k" * 32, now=1_059) == INES
    with pytest.raises(InvalidUserToken) as late:
        verify_user_token(token, secret=b"k" * 32, now=1_061)
    assert late.value.expired
    with pytest.raises(InvalidUserToken, match="signature"):
        verify_user_token(token, secret=b"other", now=1_000)
    for bad in ("", "gbu1", "gbu1.a.b", "gbu2" + token[4:], token + ".x"):
        with pytest.raises(InvalidUserToken):
            verify_user_token(bad, secret=b"k" * 32, now=1_000)
    with pytest.raises(ValueError):
        sign_user_token("  ", secret=b"k")
    with pytest.raises(ValueError):
        sign_user_token(INES, secret=b"k", ttl_s=0)


def test_the_users_token_command_prints_a_token_that_verifies(nursery):
    from bot.cli.serve import users_app

    result = CliRunner().invoke(users_app, ["token", INES, "--ttl", "120"])
    assert result.exit_code == 0, result.output
    token = result.stdout.strip().splitlines()[-1]
    assert verify_user_token(token, secret=nursery.secret) == INES
    assert "420" in answer(nursery.ask(user=token))
    refused = CliRunner().invoke(users_app, ["token", "bad\x00user"])
    assert refused.exit_code == 2


def test_the_keys_command_binds_a_key_to_a_user(nursery):
    from bot.cli.keys import keys_app

    result = CliRunner().invoke(keys_app, ["add", "kiosk", "--user", BRAM])
    assert result.exit_code == 0, result.output
    token = result.stdout.strip().splitlines()[0]
    assert ApiKeys(nursery.log).verify(token).bound_user == BRAM
    listed = CliRunner().invoke(keys_app, ["list"]).stdout
    assert any("kiosk" in line and BRAM in line for line in listed.splitlines())
