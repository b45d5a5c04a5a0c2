"""Confirmation as a state bound to one exact call.

A tool that changes something is never run on the turn that asks for it. The turn asks, and
records a ``confirm`` step (status ``asked``) holding the exact call (tool and arguments),
when it expires and its idempotency key. The next message of the conversation answers it:

- an unambiguous assent with nothing else in it ("yes", "Yes please!", "ok, go ahead")
  runs exactly that call, once (the key makes a second run impossible);
- a plain refusal ("no", "cancel", "don't") cancels it;
- anything else — a condition ("sure, but don't do it yet"), a question, other arguments
  ("yes, but order 9 instead"), a mixed yes and no — runs nothing: the call is dropped and
  the message is handled as a new one (which asks again if it asks for a change);
- after ``ttl_s`` the request has expired: nothing runs.

Only the turn right after the one that asked can answer it. Words are matched against a
closed list: a message with any other word is not a clean yes.

    kind = reply_kind("yes please")        # "yes" | "no" | "other"
    pending = pending_call(previous_steps)  # the call waiting for this message, or None
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

YES = "yes"
NO = "no"
OTHER = "other"

# Words an assent may be made of; at least one of the CORE ones must be there.
_ASSENT_CORE = frozenset(
    "yes yeah yea yep yup ya y aye sure ok okay k confirm confirmed proceed approve approved "
    "agreed affirmative absolutely definitely certainly correct oui ja".split()
)
_ASSENT_PHRASES = (
    "go ahead",
    "do it",
    "go for it",
    "sounds good",
    "that's right",
    "thats right",
    "go on",  # "Yes, go on then."
    "please do",
    "carry on",  # "Yes - carry on."
    "that's the one",  # "Yep, that's the one." (the call shown)
    "thats the one",
)
# (and thanks said at length: "Yes please, thanks so much", "oui, merci", "ja, danke"; the
# speaker's own certainty: "Yes, I'm sure.", "yes I am")
_ASSENT_FILLER = frozenset(
    "please pls thanks thank you do it go ahead for that's thats right on then "
    "so much very a lot cheers merci danke i i'm im am carry the one and".split()
    # what the yes is about, said back without anything new: "That's fine, yes.", "Yes,
    # that's what I want.", "Sure thing - do it."
    + "fine thing exactly that this them is".split()
)
# said after a yes, they only point at the call shown ("Yes, that's what I want.")
_ASSENT_SAYING = ("what i want", "what i wanted", "what i asked for", "what i meant")
_REFUSAL_CORE = frozenset("no nope nah cancel stop don't dont never abort".split())
_REFUSAL_PHRASES = ("do not", "never mind", "nevermind", "forget it", "not now")
_REFUSAL_FILLER = frozenset("please pls thanks thank you it that do not mind now".split())
# a closing word of thanks or acknowledgement, asking for nothing
_ACK = frozenset(
    "thanks thank you thx ty cheers great cool perfect nice awesome ok okay k got it "
    "good fine alright all right much very so lot a".split()
)
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_ONLY_MARKS = re.compile(r"^[\s!.,;:…\-–—)(\"']*$")
# pictographs, as one sign each once skin tones, the emoji variation selector and joiners go
_EMOJI = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf\u2b00-\u2bff]")
_MODIFIERS = re.compile("[\ufe0f\u200d\U0001f3fb-\U0001f3ff]")
# signs that say yes on their own (a thumbs up, OK hand, check marks), no on their own, and
# friendly ones a worded answer may carry; any other sign (an eye-roll, a shrug, a grimace)
# makes a message more than a yes or a no
_YES_SIGNS = frozenset("\U0001f44d\U0001f44c\u2705\u2714\u2611")
_NO_SIGNS = frozenset("\U0001f44e\u274c\u2716\U0001f6ab\u26d4")
_FRIENDLY = frozenset("\U0001f642\U0001f60a\U0001f600\U0001f604\U0001f64f")


def _parts(message: str) -> tuple[list[str], set[str]] | None:
    """The message's words, lowercased, and its signs (emoji); None when it holds anything
    else but spaces and punctuation (digits, a question mark, other symbols make a message
    more than a yes)."""
    text = message.strip().lower().replace("\u2019", "'")
    if "?" in text or any(ch.isdigit() for ch in text):
        return None
    rest = _MODIFIERS.sub("", _WORD.sub(" ", text))
    if not _ONLY_MARKS.match(_EMOJI.sub(" ", rest)):
        return None
    return _WORD.findall(text), set(_EMOJI.findall(rest))


def _words(message: str) -> list[str] | None:
    parts = _parts(message)
    return parts[0] if parts is not None else None


def _says(words: list[str], core: frozenset, phrases: tuple[str, ...]) -> bool:
    text = " ".join(words)
    return bool(core.intersection(words)) or any(
        re.search(rf"\b{re.escape(p)}\b", text) for p in phrases
    )


def action_words(name: str) -> frozenset[str]:
    """The words of a tool's name ("close_climber_account": close, climber, account): a
    yes may say the action back ("Yes please, close it.") and still be only a yes."""
    return frozenset(w for w in re.split(r"[^a-z]+", name.lower()) if w)


def reply_kind(message: str, action: str = "") -> str:
    """``yes`` for a clean assent, ``no`` for a clean refusal, ``other`` for anything else.
    A thumbs up (or an OK hand, a check mark) alone is a yes, a thumbs down (a cross) alone
    a no; a sign that is neither, or both, makes any message ``other`` ("yeah sure 🙄").
    ``action``: the waiting call's tool; its own words may be said back in an assent ("yes,
    cancel it" for ``cancel_order``), never anything the call does not hold (a number, a
    new word: "yes, cancel order 9 instead" stays ``other``)."""
    parts = _parts(message)
    if parts is None:
        return OTHER
    words, signs = parts
    text = " ".join(words)
    for saying in _ASSENT_SAYING:
        text = re.sub(rf"\b{saying}\b", " ", text)
    words = text.split()
    own = action_words(action)
    if (
        own
        and any(w in own for w in words)
        and _says([w for w in words if w not in own], _ASSENT_CORE, _ASSENT_PHRASES)
    ):
        words = [w for w in words if w not in own]  # the action said back, after a yes
    if signs - _YES_SIGNS - _NO_SIGNS - _FRIENDLY:
        return OTHER
    yes_sign, no_sign = bool(signs & _YES_SIGNS), bool(signs & _NO_SIGNS)
    if not words:  # signs alone: only yes signs, or only no signs
        if signs and signs <= _YES_SIGNS:
            return YES
        if signs and signs <= _NO_SIGNS:
            return NO
        return OTHER
    if len(words) > 8:
        return OTHER
    says_yes = _says(words, _ASSENT_CORE, _ASSENT_PHRASES)
    says_no = _says(words, _REFUSAL_CORE, _REFUSAL_PHRASES)
    if (
        says_yes
        and not says_no
        and not no_sign
        and all(w in _ASSENT_CORE or w in _ASSENT_FILLER for w in words)
    ):
        return YES
    if (
        says_no
        and not says_yes
        and not yes_sign
        and all(w in _REFUSAL_CORE or w in _REFUSAL_FILLER for w in words)
    ):
        return NO
    return OTHER


def is_acknowledgement(message: str) -> bool:
    """A closing "thanks", "ok", "great" that asks for nothing (and must not be read as a
    follow-up of the previous question)."""
    words = _words(message) or []
    return 0 < len(words) <= 6 and all(w in _ACK for w in words)


@dataclass(frozen=True)
class Pending:
    """A call waiting for the user's answer."""

    name: str
    arguments: dict[str, Any]
    key: str  # the idempotency key of its execution
    asked_at: float
    expires_at: float

    def expired(self, now: float) -> bool:
        return now >= self.expires_at


def idempotency_key(session_id: str, turn_id: str, name: str, arguments: dict[str, Any]) -> str:
    """The key of one confirmation: the same ask can never run twice."""
    material = json.dumps([session_id, turn_id, name, arguments], sort_keys=True, default=str)
    return hashlib.sha256(material.encode("utf-8")).hexdigest()[:40]


def pending_call(previous_steps: list[dict[str, Any]]) -> Pending | None:
    """The call the previous turn asked about and left waiting, or None."""
    confirms = [s for s in previous_steps if s.get("kind") == "confirm"]
    if not confirms or confirms[-1].get("status") != "asked":
        return None
    step = confirms[-1]
    if not step.get("key") or step.get("expires_at") is None:
        return None  # asked by an older version, with no key: never run on a bare yes
    return Pending(
        name=str(step.get("name") or ""),
        arguments=dict(step.get("arguments") or {}),
        key=str(step["key"]),
        asked_at=float(step.get("asked_at") or 0.0),
        expires_at=float(step["expires_at"]),
    )


def same_call(a_name: str, a_args: dict[str, Any], b_name: str, b_args: dict[str, Any]) -> bool:
    canon = lambda args: json.dumps(args, sort_keys=True, default=str)  # noqa: E731
    return a_name == b_name and canon(a_args) == canon(b_args)


def show_call(name: str, arguments: dict[str, Any]) -> str:
    """The exact call, as the user is shown it: ``cancel_order(order_id=9)``."""
    args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in arguments.items())
    return f"{name}({args})"
