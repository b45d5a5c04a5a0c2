"""API keys: the store (hash only, revoke), the rule (required unless the server listens on
loopback only), ``guardbot keys``, and a key seeing only its own sessions, over real HTTP."""

from __future__ import annotations

import httpx
import openai
import pytest
import typer
from typer.testing import CliRunner

from bot.settings import Settings
from bot.store.apikeys import ApiKeys, InvalidKey
from bot.store.log import PayloadLog
from tests.api.test_errors import assert_openai_error
from ui.openai_api.access import KeyPolicy

Q = [{"role": "user", "content": "How much does the Team plan cost?"}]


@pytest.fixture
def keys(tmp_path) -> ApiKeys:
    return ApiKeys(PayloadLog(f"sqlite:///{tmp_path / 'keys.db'}"))


def test_only_the_hash_is_stored_and_revoked_keys_fail(keys, tmp_path):
    record, token = keys.add("laptop")
    assert token.startswith(f"gb_{record.id}_") and len(token) > 50
    keys.log.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("keys.db*"))
    assert token.encode() not in stored and token.split("_", 2)[2].encode() not in stored
    assert keys.verify(token).id == record.id
    for wrong in (
        token[:-1] + ("A" if token[-1] != "A" else "B"),
        "sk-123",
        "",
        f"gb_{record.id}_x",
    ):
        with pytest.raises(InvalidKey):
            keys.verify(wrong)
    keys.touch(keys.verify(token))
    assert keys.get(record.id).last_used_at is not None
    assert keys.revoke(record.id).revoked_at is not None
    with pytest.raises(InvalidKey, match="revoked"):
        keys.verify(token)
    with pytest.raises(LookupError):
        keys.revoke("000000000000")
    with pytest.raises(ValueError):
        keys.add("   ")
    assert [r.name for r in keys.list()] == ["laptop"]


@pytest.mark.parametrize(
    ("setting", "listen", "local", "required"),
    [
        (None, "127.0.0.1", "127.0.0.1", False),
        (None, "localhost", "127.0.0.1", False),
        (None, "::1", "::1", False),
        (None, "0.0.0.0", "127.0.0.1", True),  # listens everywhere: keys even from loopback
        (None, "::", "::1", True),
        (None, "192.168.1.5", "192.168.1.5", True),
        (None, "127.0.0.1", "10.0.0.2", True),  # arrived on another interface
        (None, "127.0.0.1", None, True),  # unknown interface: keys
        (True, "127.0.0.1", "127.0.0.1", True),
        (False, "0.0.0.0", "10.0.0.2", False),
    ],
)
def test_the_key_rule(keys, setting, listen, local, required):
    policy = KeyPolicy(
        settings=Settings(api_keys_required=setting), keys=keys, listen_host=lambda: listen
    )
    assert policy.required(local) is required


def test_keys_command_adds_lists_and_revokes(data_dir):
    from bot.cli.keys import register

    app = typer.Typer()
    register(app)
    runner = CliRunner()
    added = runner.invoke(app, ["keys", "add", "ci-bot"])
    assert added.exit_code == 0, added.output
    token = added.stdout.strip().splitlines()[0]
    key_id = token.split("_")[1]
    listed = runner.invoke(app, ["keys", "list"])
    assert key_id in listed.stdout and "ci-bot" in listed.stdout and "active" in listed.stdout
    assert token not in listed.stdout
    assert runner.invoke(app, ["keys", "revoke", key_id]).exit_code == 0
    assert "revoked" in runner.invoke(app, ["keys", "list"]).stdout
    missing = runner.invoke(app, ["keys", "revoke", "nope"])
    assert missing.exit_code == 2 and "no API key" in missing.output


@pytest.mark.embeddings
def test_beyond_loopback_every_request_needs_a_valid_key(api):
    before = api.counts()
    with api.http(api.keyed_url) as http:
        assert_openai_error(
            http.post("/v1/chat/completions", json={"model": "guardbot", "messages": Q}),
            401,
            "missing_api_key",
        )
        assert_openai_error(http.get("/v1/models"), 401, "missing_api_key")
        wrong = http.post(
            "/v1/chat/completions",
            json={"model": "guardbot", "messages": Q},
            headers={"Authorization": "Bearer sk-not-ours"},
        )
        assert_openai_error(wrong, 401, "invalid_api_key")
    client = openai.OpenAI(
        base_url=api.keyed_url + "/v1", api_key="gb_000000000000_" + "x" * 43, max_retries=0
    )
    with pytest.raises(openai.AuthenticationError) as caught:
        client.chat.completions.create(model="guardbot", messages=Q)
    assert caught.value.code == "invalid_api_key"
    assert api.counts() == before


@pytest.mark.embeddings
@pytest.mark.slow
def test_a_key_sees_only_its_own_sessions(api):
    keys = ApiKeys(api.log)
    (key_a, token_a), (key_b, token_b) = keys.add("team-a"), keys.add("team-b")

    def ask(token: str) -> dict:
        client = openai.OpenAI(base_url=api.keyed_url + "/v1", api_key=token, max_retries=0)
        response = client.chat.completions.create(model="guardbot", messages=Q)
        assert response.choices[0].message.content.startswith("The Team plan costs $49")
        return response.model_extra["guardbot"]

    ext_a, ext_b = ask(token_a), ask(token_b)
    assert ext_a["session_id"] != ext_b["session_id"]  # same conversation, two keys
    assert api.log.get("sessions", ext_a["session_id"])["api_key_id"] == key_a.id
    assert api.log.get("sessions", ext_b["session_id"])["api_key_id"] == key_b.id
    assert keys.get(key_a.id).last_used_at is not None
    with httpx.Client(base_url=api.keyed_url) as http:
        mine = http.get(
            f"/v1/guardbot/sessions/{ext_a['session_id']}",
            headers={"Authorization": f"Bearer {token_a}"},
        )
        assert mine.status_code == 200
        assert [t["turn_id"] for t in mine.json()["turns"]] == [ext_a["turn_id"]]
        theirs = http.get(
            f"/v1/guardbot/sessions/{ext_a['session_id']}",
            headers={"Authorization": f"Bearer {token_b}"},
        )
        assert_openai_error(theirs, 404, "session_not_found", "session_id")
        keys.revoke(key_a.id)
        revoked = http.post(
            "/v1/chat/completions",
            json={"model": "guardbot", "messages": Q},
            headers={"Authorization": f"Bearer {token_a}"},
        )
        assert "revoked" in assert_openai_error(revoked, 401, "invalid_api_key")["message"]


@pytest.mark.embeddings
def test_on_loopback_no_key_is_needed_but_a_broken_guardbot_key_is_refused(api):
    with api.http() as http:
        assert http.get("/v1/models").status_code == 200
        assert (
            http.get("/v1/models", headers={"Authorization": "Bearer sk-anything"}).status_code
            == 200
        )
        bad = http.get(
            "/v1/models", headers={"Authorization": "Bearer gb_000000000000_" + "y" * 43}
        )
        assert_openai_error(bad, 401, "invalid_api_key")


@pytest.mark.embeddings
def test_a_key_pasted_into_a_message_never_reaches_the_log(api):
    _record, token = ApiKeys(api.log).add("pasted")
    with api.http() as http:
        response = http.post(
            "/v1/chat/completions",
            json={
                "model": "guardbot",
                "messages": [{"role": "user", "content": f"Is {token} my Team plan key?"}],
            },
        )
    turn_id = response.json()["guardbot"]["turn_id"]
    turn = api.log.get("turns", turn_id)
    assert token not in turn["user_message"] and "[REDACTED]" in turn["user_message"]
    for call in api.log.rows("llm_calls", where={"turn_id": turn_id}):
        assert token not in call["request_json"]
