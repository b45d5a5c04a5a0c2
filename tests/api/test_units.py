"""Small pure parts of the endpoint: stream pieces, the capacity bound, the session rule."""

from __future__ import annotations

import pytest

from ui.jobs import TurnJob
from ui.openai_api.errors import ApiError
from ui.openai_api.format import pieces
from ui.openai_api.sessions import session_id_for
from ui.openai_api.turns import TurnGateway
from ui.openai_api.wire import parse_request


@pytest.mark.parametrize(
    "text",
    ["", "One.", "The Team plan costs $49 per user per month.\n\nAnnual  billing saves 20%. " * 5],
)
def test_stream_pieces_join_back_to_the_answer(text):
    parts = pieces(text, size=20)
    assert "".join(parts) == text
    assert all(len(p) <= 20 or " " not in p.strip() for p in parts)


def test_a_full_endpoint_answers_429_until_a_turn_finishes():
    gateway = TurnGateway(jobs=None, log=None, timeout_s=5, max_inflight=1)  # type: ignore[arg-type]
    running = TurnJob(session_id="s", message="q")
    gateway._jobs.append(running)
    with pytest.raises(ApiError) as caught:
        gateway.check_capacity()
    assert caught.value.status == 429 and caught.value.headers["Retry-After"]
    running.finish()
    gateway.check_capacity()  # the finished turn no longer counts


def test_the_session_rule():
    def request(first: str, *, system: str = "", user: str | None = None, later: str = ""):  # noqa: ANN202
        messages = [{"role": "system", "content": system}] if system else []
        messages.append({"role": "user", "content": first})
        if later:
            messages += [{"role": "assistant", "content": "a"}, {"role": "user", "content": later}]
        return parse_request({"model": "guardbot", "messages": messages, "user": user})

    base = session_id_for(request("hi"), owner="k1", conversation=None)
    assert base == session_id_for(request("hi", later="more"), owner="k1", conversation=None)
    others = {
        session_id_for(request("hi"), owner="k2", conversation=None),
        session_id_for(request("hi", system="be brief"), owner="k1", conversation=None),
        session_id_for(request("hi", user="u1"), owner="k1", conversation=None),
        session_id_for(request("hello"), owner="k1", conversation=None),
        session_id_for(request("hi"), owner=None, conversation=None),
        session_id_for(request("hi"), owner="k1", conversation="c-1"),
    }
    assert base not in others and len(others) == 6
    assert session_id_for(request("x"), owner="k1", conversation="c-1") == session_id_for(
        request("y"), owner="k1", conversation="c-1"
    )
