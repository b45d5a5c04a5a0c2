"""The web app over real HTTP on 127.0.0.1: the staff gate refuses every staff path and API
without a valid login; login, logout and redirects; one chat session cookie per browser."""

from __future__ import annotations

import httpx
import pytest

from tests.ui.fakes import FakeRunner, ServerThread
from ui.auth import CHAT_COOKIE, STAFF_COOKIE
from ui.openai_api.handover import WAITING

STAFF = ("alice", "alice-password")


@pytest.fixture(scope="module")
def server(module_env):
    from ui.app import create_app
    from ui.auth import StaffDirectory

    settings, log = module_env["settings"], module_env["log"]
    StaffDirectory(settings=settings).add(*STAFF)
    app = create_app(settings=settings, log=log, runner_factory=lambda: FakeRunner(log))
    with ServerThread(app) as srv:
        yield srv


@pytest.fixture
def client(server):
    with httpx.Client(base_url=server.url, timeout=20) as c:
        yield c


def login(client: httpx.Client) -> None:
    response = client.post(
        "/login", data={"username": STAFF[0], "password": STAFF[1], "next": "/staff/"}
    )
    assert response.status_code == 303 and response.headers["location"] == "/staff/"


STAFF_PATHS = [
    ("GET", "/staff/config"),
    ("GET", "/staff/gradio_api/info"),
    ("POST", "/staff/gradio_api/queue/join"),
    ("GET", "/staff/gradio_api/queue/data?session_hash=x"),
    ("GET", "/staff/gradio_api/file=/etc/passwd"),
    ("GET", "/staff/theme.css"),
    ("GET", "/staff"),
]


@pytest.mark.parametrize("method,path", STAFF_PATHS)
def test_staff_paths_refuse_requests_without_login(client, method, path):
    response = client.request(method, path, json={} if method == "POST" else None)
    assert response.status_code == 401
    assert "staff login required" in response.text


def test_a_forged_or_foreign_staff_cookie_is_refused(client):
    for cookie in ("alice|99999999999|forged", "alice", ""):
        client.cookies.set(STAFF_COOKIE, cookie)
        assert client.get("/staff/config").status_code == 401


def test_a_staff_page_load_redirects_to_the_login(client):
    response = client.get("/staff/", headers={"accept": "text/html"})
    assert response.status_code == 303 and response.headers["location"] == "/login?next=/staff/"
    page = client.get("/login")
    assert page.status_code == 200 and 'name="password"' in page.text


def test_login_logout_and_no_open_redirect(client):
    wrong = client.post("/login", data={"username": STAFF[0], "password": "nope-nope"})
    assert wrong.status_code == 401 and "Wrong user name or password" in wrong.text
    assert STAFF_COOKIE not in client.cookies
    evil = client.post(
        "/login", data={"username": STAFF[0], "password": STAFF[1], "next": "https://evil.example/"}
    )
    assert evil.status_code == 303 and evil.headers["location"] == "/staff/"
    set_cookie = evil.headers["set-cookie"].lower()
    assert "httponly" in set_cookie and "samesite=lax" in set_cookie
    assert client.get("/staff/config").status_code == 200
    client.get("/logout")
    assert client.get("/staff/config").status_code == 401


def test_the_login_page_escapes_what_it_echoes(client):
    page = client.get("/login", params={"next": '/staff/"><script>alert(1)</script>'})
    assert "<script>alert(1)" not in page.text


def test_public_mount_exposes_no_staff_parts_and_no_api(client):
    public = client.get("/config").text
    assert "q-claim" not in public and "d-replay" not in public and "chat-send" in public
    info = client.get("/gradio_api/info").json()
    assert info["named_endpoints"] == {} and info["unnamed_endpoints"] == {}
    login(client)
    staff = client.get("/staff/config").text
    assert "q-claim" in staff and "d-replay" in staff


def test_each_browser_gets_its_own_chat_session(server):
    ids = []
    for _ in range(2):
        with httpx.Client(base_url=server.url) as browser:
            response = browser.get("/")
            assert response.status_code == 200
            assert "httponly" in response.headers["set-cookie"].lower()
            token = browser.cookies[CHAT_COOKIE]
            again = browser.get("/")  # a valid cookie is kept, not replaced
            assert "set-cookie" not in again.headers
            ids.append(token)
    assert ids[0] != ids[1]


@pytest.mark.parametrize(
    "path", ["/gradio_api/file=/etc/passwd", "/gradio_api/upload", "/file=/tmp/x", "/upload"]
)
def test_the_public_mount_serves_no_files_and_takes_no_uploads(client, path):
    assert client.post(path).status_code == 404 and client.get(path).status_code == 404


def test_health(client):
    assert client.get("/healthz").json() == {"status": "ok"}


def test_the_json_chat_hands_over_like_the_page(client, module_env):
    """``POST /api/chat`` sees the desk first: a request for a person opens a case and is
    answered once by the notice; the next message goes to the person, not to a turn."""
    log = module_env["log"]
    first = client.post("/api/chat", json={"message": "How much is the Team plan?"}).json()
    assert first["outcome"] == "answered"
    asked = client.post("/api/chat", json={"message": "Can I talk to a human?"}).json()
    assert asked["outcome"] == "with_person" and asked["holder"]["kind"] == "waiting"
    assert asked["answer"].startswith("You asked for a person")
    sid = log.get("turns", first["turn_id"])["session_id"]
    then = client.post("/api/chat", json={"message": "It is about invoice 2231."}).json()
    assert then == {**then, "outcome": "with_person", "answer": WAITING, "turn_id": None}
    assert log.count("turns", session_id=sid) == 1  # the bot answered only the first question
    texts = [m["text"] for m in log.rows("case_messages", where={"session_id": sid})]
    assert texts[-1] == "It is about invoice 2231."


def test_staff_addresses_after_login_and_foreign_function_numbers_on_the_public_mount(client):
    """``/staff`` (the README's address) works after the login, as ``/staff/`` does; a
    function number the public page does not have (the staff page's) is refused, not a 500."""
    redirect = client.post(
        "/login", data={"username": STAFF[0], "password": STAFF[1], "next": "/staff"}
    )
    assert redirect.status_code == 303 and redirect.headers["location"] == "/staff/"
    page = client.get("/staff", follow_redirects=True)
    assert page.status_code == 200 and "Not Found" not in page.text
    assert str(page.url).endswith("/staff/")
    for fn_index in (999, 10_000):
        response = client.post(
            "/gradio_api/queue/join",
            json={"fn_index": fn_index, "data": [], "session_hash": "abc", "trigger_id": 1},
        )
        assert 400 <= response.status_code < 500, (response.status_code, response.text)
