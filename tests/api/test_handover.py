"""The hand-over through ``/v1`` with the real ``openai`` SDK against the real app: a client
that names its conversation asks for a person in words, the person (the support desk's
side, as the staff page calls it) claims the case and replies, the client's next request
brings the reply and goes to the person, not the bot; handing back gives the bot the next
question. A conversation without a name is never handed over."""

from __future__ import annotations

import uuid

import httpx

from bot.handover import HANDED_OVER
from ui.openai_api.handover import CANNOT_HAND_OVER, WAITING


def extension(obj) -> dict:  # noqa: ANN001 - an SDK response or chunk
    return (obj.model_extra or {}).get("guardbot")


def test_a_named_conversation_is_handed_to_a_person_and_back(api):
    client, desk = api.client(), api.endpoint.desk
    header = {"X-Guardbot-Conversation": f"desk-{uuid.uuid4().hex[:8]}"}
    messages = [{"role": "user", "content": "How much is the Team plan?"}]

    def ask(text: str, **kwargs):  # noqa: ANN202
        messages.append({"role": "user", "content": text})
        response = client.chat.completions.create(
            model="guardbot", messages=messages, extra_headers=header, **kwargs
        )
        content = response.choices[0].message.content
        messages.append({"role": "assistant", "content": content or ""})
        return response, extension(response)

    first = client.chat.completions.create(
        model="guardbot", messages=messages, extra_headers=header
    )
    messages.append({"role": "assistant", "content": first.choices[0].message.content})
    sid = extension(first)["session_id"]
    assert extension(first)["holder"] == {"kind": "assistant", "name": None, "case_id": None}
    turns_before = api.log.count("turns", session_id=sid)

    response, ext = ask("I want to speak to someone about my invoice")
    assert ext["outcome"] == "with_person" and ext["turn_id"] is None
    assert response.choices[0].message.content == HANDED_OVER  # said once
    assert response.choices[0].finish_reason == "escalated"  # a person has it now
    response, ext = ask("I was charged twice.")  # nobody answered yet: said in words
    assert response.choices[0].message.content == WAITING
    assert response.choices[0].finish_reason == "escalated" and ext["person_replies"] == []
    case_id = ext["holder"]["case_id"]
    assert ext["holder"]["kind"] == "waiting" and case_id
    case = desk.queue.get(case_id)
    assert case["session_id"] == sid and case["data"]["sources"]  # the sources the client got

    desk.queue.claim(case_id, "dana")
    desk.reply(case_id, "Which invoice number is it?", who="dana")
    response, ext = ask("It is invoice 2231.")
    assert ext["holder"] == {"kind": "person", "name": "Dana", "case_id": case_id}
    assert [r["text"] for r in ext["person_replies"]] == ["Which invoice number is it?"]
    assert "Dana from our support team: Which invoice number is it?" in (
        response.choices[0].message.content
    )
    assert api.log.count("turns", session_id=sid) == turns_before  # the bot said nothing
    customer = [m["text"] for m in desk.thread.of_case(case_id) if m["role"] == "customer"]
    assert customer == [
        "I want to speak to someone about my invoice",
        "I was charged twice.",
        "It is invoice 2231.",
    ]
    response, ext = ask("Are you still there?")  # claimed, nothing new from the person
    assert response.choices[0].message.content == (
        "Your message is with Dana from our support team, who will answer here."
    )
    assert response.choices[0].finish_reason == "escalated"

    desk.reply(case_id, "Invoice 2231 was paid on 3 May.", who="dana")
    view = httpx.get(f"{api.url}/v1/guardbot/sessions/{sid}").json()
    assert view["holder"]["kind"] == "person"
    assert [m["text"] for m in view["messages"] if m["role"] == "person"] == [
        "Which invoice number is it?",
        "Invoice 2231 was paid on 3 May.",
    ]
    stream = client.chat.completions.create(
        model="guardbot", messages=[*messages, {"role": "user", "content": "Thanks!"}],
        extra_headers=header, stream=True,
    )  # fmt: skip
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "Invoice 2231 was paid on 3 May." in text  # the reply, on the next request
    assert extension(chunks[-1])["outcome"] == "with_person"
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "escalated"

    desk.hand_back(case_id, who="dana")
    response, ext = ask("How do I reset my password?")
    assert ext["holder"]["kind"] == "assistant" and ext["turn_id"]
    assert response.choices[0].finish_reason == "stop"
    assert api.log.count("turns", session_id=sid) == turns_before + 1  # the bot again


def test_a_conversation_without_a_name_is_never_handed_over(api):
    client = api.client()
    opening = [{"role": "user", "content": f"Can I talk to a human? ({uuid.uuid4().hex[:6]})"}]
    response = client.chat.completions.create(model="guardbot", messages=opening)
    ext = extension(response)
    content = response.choices[0].message.content
    assert content == CANNOT_HAND_OVER and "X-Guardbot" not in content  # for the customer
    assert "X-Guardbot-Conversation" in ext["handover"]  # for the developer
    assert ext["holder"]["kind"] == "assistant" and ext["turn_id"] is None
    assert api.endpoint.desk.queue.list(session_id=ext["session_id"]) == []  # no case opened


def test_an_unnamed_conversation_asking_something_more_still_gets_its_answer(api):
    """ "What is the refund window? I need to talk to someone about it": the question is
    answered by the turn, and the guardbot field says what a hand-over needs."""
    client = api.client()
    text = (
        f"How do I reset my password? I want to talk to a person about it. ({uuid.uuid4().hex[:6]})"
    )
    response = client.chat.completions.create(
        model="guardbot", messages=[{"role": "user", "content": text}]
    )
    ext = extension(response)
    assert ext["turn_id"] is not None and ext["handover"]  # answered, and told what it needs
    assert "X-Guardbot-Conversation" not in response.choices[0].message.content
    assert api.endpoint.desk.queue.list(session_id=ext["session_id"]) == []  # no case opened
