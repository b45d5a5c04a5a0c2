"""The brake on failed staff logins: five failures in fifteen minutes lock the account, or
the address they came from, for 30 s, then 60 s, ... (at most 15 min); a locked login is
refused with 429 and ``Retry-After`` without its password being checked; a success forgets
the failures. The brake's clock is set by the test: nothing sleeps."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from bot.store.logins import FIRST_LOCK_S, MAX_LOCK_S, WINDOW_S, LoginBrake
from tests.ui.conftest import isolated_data_dir
from tests.ui.fakes import FakeRunner
from ui.auth import STAFF_COOKIE, StaffDirectory

ALICE = ("alice", "alice-password")
BOB = ("bob", "bob-password1")


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(scope="module")
def app() -> Iterator[Any]:
    """The real web app in a data directory of this module's own, with two staff accounts."""
    from bot.settings import get_settings
    from bot.store.log import get_log
    from ui.app import create_app

    with isolated_data_dir():
        settings, log = get_settings(), get_log()
        staff = StaffDirectory(settings=settings)
        staff.add(*ALICE)
        staff.add(*BOB)
        yield create_app(settings=settings, log=log, runner_factory=lambda: FakeRunner(log))


@pytest.fixture
def clock(app: Any) -> Iterator[Clock]:
    """A fresh brake (no failures) on a clock the test moves."""
    brake: LoginBrake = app.state.login_brake
    with brake.log.engine.begin() as conn:
        conn.execute(brake.table.delete())
    fake = Clock()
    brake.clock = fake
    yield fake
    brake.clock = time.time


def browser(app: Any, address: str = "203.0.113.7") -> TestClient:
    return TestClient(app, client=(address, 40000), follow_redirects=False)


def login(client: TestClient, name: str, password: str) -> Any:
    return client.post("/login", data={"username": name, "password": password, "next": "/staff/"})


def fail(client: TestClient, name: str, times: int) -> list[int]:
    return [login(client, name, "wrong-password").status_code for _ in range(times)]


def assert_locked(response: Any, seconds: int) -> None:
    assert response.status_code == 429
    assert response.headers["retry-after"] == str(seconds)
    assert "Too many failed logins" in response.text and "wait" in response.text
    assert STAFF_COOKIE not in response.cookies


def test_five_failures_lock_the_account_and_the_right_password_is_refused(app, clock):
    client = browser(app)
    assert fail(client, "alice", 4) == [401] * 4
    assert_locked(login(client, "alice", "wrong-password"), int(FIRST_LOCK_S))
    clock.advance(10)
    assert_locked(login(client, *ALICE), int(FIRST_LOCK_S) - 10)  # right password, still locked
    other = browser(app, "198.51.100.9")  # the account is locked from every address
    assert_locked(login(other, *ALICE), int(FIRST_LOCK_S) - 10)
    assert login(other, *BOB).status_code == 303  # another account is not
    clock.advance(FIRST_LOCK_S)
    assert login(client, *ALICE).status_code == 303


def test_five_failures_from_one_address_lock_that_address_for_every_account(app, clock):
    attacker = browser(app, "192.0.2.66")
    for name in ("alice", "bob", "carol", "nobody", "alice"):
        login(attacker, name, "guess-one-two")
    assert_locked(login(attacker, *BOB), int(FIRST_LOCK_S))  # even the right password
    assert login(browser(app, "192.0.2.67"), *BOB).status_code == 303  # others get in


def test_a_locked_page_does_not_tell_whether_the_account_exists(app, clock):
    fail(browser(app, "10.0.0.1"), "alice", 5)
    fail(browser(app, "10.0.0.2"), "no-such-user", 5)
    real = login(browser(app, "10.9.9.1"), "alice", "x-password")
    missing = login(browser(app, "10.9.9.2"), "no-such-user", "x-password")
    assert real.status_code == missing.status_code == 429
    assert (
        real.text == missing.text and real.headers["retry-after"] == missing.headers["retry-after"]
    )


def test_a_success_forgets_the_failures_of_the_account_and_the_address(app, clock):
    client = browser(app)
    fail(client, "alice", 4)
    assert login(client, *ALICE).status_code == 303
    brake = app.state.login_brake
    assert brake.failures("user:alice") == 0 and brake.failures("addr:203.0.113.7") == 0
    assert fail(client, "alice", 4) == [401] * 4  # counting starts again


def test_each_lock_after_the_first_is_twice_as_long_up_to_fifteen_minutes(app, clock):
    client = browser(app)
    fail(client, "alice", 5)
    waits = []
    for _ in range(8):
        wait = int(login(client, "alice", "still-wrong").headers["retry-after"])
        waits.append(wait)  # refused while locked: the lock is not extended
        clock.advance(wait)
        waits.append(int(login(client, "alice", "still-wrong").headers["retry-after"]))
    assert waits[0] == FIRST_LOCK_S
    assert waits[1::2] == [60, 120, 240, 480, 900, 900, 900, 900]
    assert max(waits) == MAX_LOCK_S


def test_failures_older_than_the_window_are_forgotten(app, clock):
    client = browser(app)
    fail(client, "alice", 4)
    clock.advance(WINDOW_S + 1)
    assert fail(client, "alice", 4) == [401] * 4  # four new ones: no lock
    assert login(client, *ALICE).status_code == 303


class Recorder:
    """Stands in for the module's structlog logger: keeps each event with its fields."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []

    def info(self, event: str, **fields: Any) -> None:
        self.events.append({"event": event, **fields})


def test_failures_are_logged_without_the_password(app, clock, monkeypatch):
    import ui.web

    recorder = Recorder()
    monkeypatch.setattr(ui.web, "log", recorder)
    login(browser(app), "alice", "the-secret-guess")
    login(browser(app), *ALICE)
    assert [e["event"] for e in recorder.events] == ["staff_login_failed", "staff_login"]
    failed = recorder.events[0]
    assert failed["user"] == "alice" and failed["address"] == "203.0.113.7"
    assert "the-secret-guess" not in repr(recorder.events) and ALICE[1] not in repr(recorder.events)


def test_the_lock_rule_itself():
    brake = LoginBrake(None)  # type: ignore[arg-type] - lock_for needs no log
    assert [brake.lock_for(n) for n in range(1, 12)] == [
        0,
        0,
        0,
        0,
        30,
        60,
        120,
        240,
        480,
        900,
        900,
    ]
    assert brake.lock_for(10_000) == MAX_LOCK_S
