"""``guardbot serve`` as a real process: on loopback the /v1 endpoint needs no key; started
with ``--host 0.0.0.0`` it refuses requests without a key made by ``guardbot keys add``,
even those arriving on 127.0.0.1."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import httpx
import pytest

from tests.ui.fakes import free_port

pytestmark = [pytest.mark.slow]


def _cli(
    *args: str, env: dict[str, str], **kwargs
) -> subprocess.Popen | subprocess.CompletedProcess:  # noqa: ANN003
    command = [sys.executable, "-m", "bot.cli", *args]
    if args[0] == "serve":
        return subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
    return subprocess.run(command, env=env, capture_output=True, text=True, check=True, **kwargs)


def _wait_up(base: str, proc: subprocess.Popen) -> None:
    # A bound on a cold start (imports, migrations, app build), not a synchronisation: under
    # a loaded 2-core machine the start took over 90 s once; the wait ends at /healthz.
    deadline = time.time() + 300
    while True:
        try:
            if httpx.get(base + "/healthz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
        assert time.time() < deadline, "guardbot serve did not come up"
        time.sleep(0.3)  # polling a process that is starting, not synchronising a test step


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0"])
def test_serve_needs_a_key_only_beyond_loopback(tmp_path, host):
    env = dict(os.environ, GUARDBOT_DATA_DIR=str(tmp_path), GUARDBOT_BACKEND="scripted")
    env.pop("GUARDBOT_API_KEYS_REQUIRED", None)
    token = _cli("keys", "add", "ci", env=env).stdout.strip()
    port = free_port()
    proc = _cli("serve", "--host", host, "--port", str(port), "--no-warm", env=env)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_up(base, proc)
        anonymous = httpx.get(base + "/v1/models")
        keyed = httpx.get(base + "/v1/models", headers={"Authorization": f"Bearer {token}"})
    finally:
        proc.terminate()
        proc.communicate(timeout=20)
    assert keyed.status_code == 200 and keyed.json()["data"][0]["id"] == "guardbot"
    if host == "127.0.0.1":
        assert anonymous.status_code == 200
    else:
        assert anonymous.status_code == 401
        assert anonymous.json()["error"]["code"] == "missing_api_key"


def test_serve_takes_the_deployment_as_its_own_option(tmp_path):
    """``guardbot serve --deployment PATH`` (as docs/DEPLOYMENTS.md writes it) serves that
    deployment: its page title, not the demo's."""
    folder = os.path.join(os.path.dirname(__file__), "..", "deployments", "greenhouse")
    env = dict(os.environ, GUARDBOT_DATA_DIR=str(tmp_path), GUARDBOT_BACKEND="scripted")
    env.pop("GUARDBOT_DEPLOYMENT", None)
    port = free_port()
    proc = _cli("serve", "--deployment", folder, "--port", str(port), "--no-warm", env=env)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_up(base, proc)
        page = httpx.get(base + "/", follow_redirects=True, timeout=30)
    finally:
        proc.terminate()
        proc.communicate(timeout=20)
    assert page.status_code == 200 and "Verdant Nursery help" in page.text


def test_a_locked_address_cannot_step_around_the_login_brake_with_x_forwarded_for(tmp_path):
    """``guardbot serve`` (uvicorn as it really runs) does not believe X-Forwarded-For from
    a client unless ``trusted_proxies`` names it: after five failures from this address,
    the right password with a made-up forwarded address is still refused."""
    env = dict(os.environ, GUARDBOT_DATA_DIR=str(tmp_path), GUARDBOT_BACKEND="scripted")
    env.pop("GUARDBOT_TRUSTED_PROXIES", None)
    _cli("users", "add", "alice", "--password", "right-horse-battery", env=env)
    port = free_port()
    proc = _cli("serve", "--port", str(port), "--no-warm", env=env)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_up(base, proc)
        with httpx.Client(base_url=base, timeout=30) as http:
            for n in range(5):  # five different names: only the address is counted five times
                form = {"username": f"nobody{n}", "password": "wrong"}
                http.post("/login", data=form, headers={"X-Forwarded-For": f"10.9.8.{n}"})
            spoofed = http.post(
                "/login",
                data={"username": "alice", "password": "right-horse-battery"},
                headers={"X-Forwarded-For": "203.0.113.77"},
            )
    finally:
        proc.terminate()
        proc.communicate(timeout=20)
    assert spoofed.status_code == 429, spoofed.status_code
