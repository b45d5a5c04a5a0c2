"""Is a message a request for a person? A small English classifier of the ways customers
ask ("can I talk to a human", "I want to speak to someone about my invoice", "agent
please"), the same for every deployment: it names no product word.

A request needs a verb of getting in touch (speak, talk, chat, contact, connect, transfer,
escalate, get, reach, want, need) with a person word (human, person, someone, agent,
representative, operator, staff, support team), or a person word said on its own ("human
please"); "how many persons can use it" and "add someone to my team" are not requests.
"""

from __future__ import annotations

import re

_PERSON = (
    r"(?:a |an |some |the |your |one of your )?(?:real |live |actual |human )?"
    r"(?:human(?: being)?|person|people|someone|somebody|anyone|anybody|agent|"
    r"representative|rep|operator|manager|supervisor|specialist|staff(?: member)?|"
    r"member of (?:staff|(?:your |the )?team)|"
    r"support(?: team| staff| agent)?|customer (?:service|support)|(?:your |the )?team)"
)
_CONTACT = (
    r"(?:speak|talk|chat|get in touch|be put through|be transferred|be connected)"
    r"(?: to| with)"
)
_ASK = [
    # "can I talk to a human", "I want to speak to someone about my invoice"
    re.compile(rf"\b{_CONTACT} {_PERSON}\b"),
    # "connect me to an agent", "transfer me to a person", "put me through to support"
    re.compile(
        rf"\b(?:connect|transfer|put|pass|hand|escalate)(?: me| this| it| us)?"
        rf"(?: through)?(?: over)? (?:to|with) {_PERSON}\b"
    ),
    # "I need help from a real human", "can a human help me", "can someone call me"
    re.compile(rf"\bhelp from {_PERSON}\b"),
    re.compile(
        rf"\b(?:can|could|will|would) {_PERSON}(?: from your team)? "
        r"(?:help|call|email|contact|phone|ring) me\b"
    ),
    # "real person please", "a live agent"
    re.compile(r"\b(?:real|live|actual) (?:person|human|agent|people)\b"),
    # "I need a human", "can I get a real person", "I'd like an agent"
    re.compile(
        rf"\b(?:want|need|get|have|like|see|request|prefer|ask for|get me|give me|find me) {_PERSON}\b"
        r"(?! (?:can|to) (?:use|access|see|edit|join))"
    ),
    # "is there someone I can talk to?"
    re.compile(rf"\b{_PERSON} (?:i|we) (?:can|could) (?:talk|speak|chat) (?:to|with)\b"),
    # "contact support", "reach a person"
    re.compile(rf"\b(?:contact|reach|call) {_PERSON}\b"),
]
# "not a bot", "I don't want to talk to a bot", "no more bots"
_NOT_A_BOT = re.compile(
    r"\b(?:not|no|stop|don't want|do not want)(?: to)?(?: talk| talking| speak| chat)?(?: to| with)?"
    r"(?: a| the| more| your)? (?:bot|robot|machine|ai|chatbot)s?\b"
)
# a person word said (almost) alone: "human", "agent please", "real person!"
_ALONE = re.compile(rf"^(?:please |hi |hello )?{_PERSON}(?: please| now| pls)?$")
# "no need to talk to anyone", "what happens if I talk to support", "I talked to someone"
_NEGATION = re.compile(
    r"\b(?:don't|do not|no need to|never) (?:need|want|have) to\b|\bno need\b|"
    r"\b(?:if|when|after|before) (?:i|we) (?:talk|speak|chat)\b|\b(?:talked|spoke) (?:to|with)\b"
)


def _clean(text: str) -> str:
    text = re.sub(r"[^\w'\s]", " ", (text or "").lower().replace("\u2019", "'"))
    return " ".join(text.split())


# "who's the contact person on customer 40's account?": a question about a person, not a
# request for one (unless the asker wants to talk: "who can I talk to?")
_ABOUT_A_PERSON = re.compile(r"^(?:who|who's|whos|what|what's|whats|which)\b")
_WANTS_TO_TALK = re.compile(
    r"\b(?:(?:can|could) (?:i|we)|(?:i|we)(?: can| could)?) (?:talk|speak|chat)\b"
)


def asks_for_person(text: str) -> bool:
    """Does the customer ask to be answered by a person?"""
    clean = _clean(text)
    if not clean or len(clean) > 600:
        return False
    if _ALONE.match(clean) or _NOT_A_BOT.search(clean):
        return True
    if _NEGATION.search(clean):
        return False
    if _ABOUT_A_PERSON.match(clean) and not _WANTS_TO_TALK.search(clean):
        return False
    return any(pattern.search(clean) for pattern in _ASK)


def topic_of(text: str) -> str:
    """What the request is about ("I want to speak to someone about my invoice" ->
    "my invoice"); empty when it names nothing."""
    match = re.search(r"\b(?:about|regarding|concerning|with|for|on) (.+)$", _clean(text))
    if not match or not asks_for_person(text):
        return ""
    topic = match.group(1)
    return "" if re.fullmatch(_PERSON, topic) else topic


def real_question(request: str, earlier: list[str]) -> str:
    """The question a case is about. A case the bot opened holds its question; a request
    for a person that names its subject ("... about my invoice dispute") is that; a bare
    request ("I want to talk to a human") is about the customer's last question before it
    (``earlier``: the customer's messages before the request, oldest first)."""
    if not asks_for_person(request) or topic_of(request):
        return request
    asked = [q for q in earlier if q.strip() and not asks_for_person(q)]
    return asked[-1] if asked else request


def case_question(case: dict) -> str:
    """``real_question`` of a stored case (its request and the conversation before it)."""
    data = case.get("data") or {}
    earlier = [
        str(m.get("content") or "")
        for m in data.get("conversation") or []
        if isinstance(m, dict) and m.get("role") == "user"
    ]
    return real_question(str(data.get("question") or ""), earlier)
