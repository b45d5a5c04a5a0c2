"""A follow-up resolved against the conversation: the question that retrieval and tools see.

"and for a monthly plan?" after "How do refunds work for annual plans?" is about refunds;
"and customer 14?" after "Who looks after customer 12?" asks who looks after customer 14;
"what's their email?" after a question about customer 12 is about customer 12. The rules
are about English, not about any deployment:

- a message that starts like a continuation ("and ...", "what about ...", "how about ...",
  "same for ...") or is a short fragment with no question of its own ("for a monthly
  plan?", "customer 14?") takes the rest of the previous question: its last phrase with the
  same preposition, or its entity, is replaced by the new one; failing that the two are
  joined;
- a short question that points back ("their", "it", "that one") and names nothing of its
  own keeps its words and gets the previous question as its subject.

    resolve("and for a monthly plan?", ["How do refunds work for annual plans?"])
        -> Resolution(text="How do refunds work for a monthly plan?", followup=True, ...)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.text import begins

# a reply's opening word before the message itself ("cool, and can it ...", "nice. can it")
# (one or a few: "oh good, and ...", "ok thanks. and ...")
_ACK = (
    r"(?:ok(?:ay)?|so|right|cool|nice|great|good|lovely|thanks|thank you|perfect|alright|"
    r"got it|ah|oh)(?:[\s,.!]+(?:ok(?:ay)?|good|great|thanks|thank you|lovely|perfect))*"
)
_ACK_LEAD = re.compile(rf"^\s*{_ACK}\s*[,.!]*\s+(?=\S)", re.IGNORECASE)
_LEAD = re.compile(
    rf"^\s*(?:{_ACK}\s*[,.!]*\s+)?"
    r"(and|but|also|plus|then|what about|how about|and what about|and how about|"
    r"same (?:for|with)|what if)\b[\s,]*",
    re.IGNORECASE,
)
_POINTER = re.compile(
    r"\b(it|its|it's|they|them|their|theirs|that|those|these|this one|that one|"
    r"the same|the(?: [a-z-]+){0,2} ones?|he|she|his|her|him|there)\b",
    re.IGNORECASE,
)
_QUESTION_WORD = re.compile(
    r"^\s*(who|what|which|when|where|why|how|is|are|was|were|do|does|did|can|could|"
    r"should|will|would|may|has|have|tell|show|list|give)\b",
    re.IGNORECASE,
)
_PREPOSITIONS = (
    "for",
    "on",
    "in",
    "with",
    "at",
    "under",
    "about",
    "during",
    "from",
    "to",
    "by",
    "of",
    "without",
    "after",
    "before",
)
# words that name no record when a number follows them: "at 10.8.0.53", "every 90 days",
# "after 15 minutes", "the 3 servers" are a place, a period or a count, not "customer 12"
_NOT_NOUNS = (
    *_PREPOSITIONS,
    *"every each per than within into over around about nearly almost only just up "
    "the a an my our your their its his her all some any first last next "
    "and or but is are was were be been has have had do does did".split(),
)
_ENTITY = re.compile(
    rf"\b((?!(?:{'|'.join(_NOT_NOUNS)})\s)[A-Za-z]+\s+#?\d[\w-]*"
    r"|[a-z][a-z0-9]*(?:-[a-z0-9]+)*-\d+|#\d+"
    r"|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b",
    re.IGNORECASE,
)  # "customer 12", "ord-7781", "#98", a domain "example-shop.net"
MAX_FRAGMENT_WORDS = 6
OWN_QUESTION_WORDS = 3  # "where do you park there": a wh-word, a verb and more
_WH = re.compile(r"^\s*(who|what|which|when|where|why|how)\b", re.IGNORECASE)
MAX_POINTER_WORDS = 12


# words that lean on what was said before ("can I get that format too?", "can it also ...")
_LEANS = re.compile(
    r"\b(also|too|instead|as well|either|again|that one|that name)\b"
    # a closing "then" leans on what was just said ("what time do you close then?")
    r"|\bthen\s*[?.!]*\s*$",
    re.IGNORECASE,
)


@dataclass
class Resolution:
    text: str  # what retrieval and tools see
    followup: bool
    previous: str | None = None  # the previous question, resolved
    how: str = ""  # substituted | joined | subject | context | none
    # a reading as a follow-up for a message that may lean on the previous question but
    # says so less plainly (a long message with "it", "that ... too"): taken when the
    # documents answer it better so (``bot.turn``)
    alternative: Resolution | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.text,
            "followup": self.followup,
            "previous": self.previous,
            "how": self.how,
        }


def resolve(message: str, earlier: list[str]) -> Resolution:
    """``message`` resolved against the earlier user messages (oldest first)."""
    previous = None
    for item in earlier[-3:]:  # each earlier question resolved against the ones before it
        previous = _resolve_one(item, previous).text
    return _resolve_one(message, previous)


# a message that may lean on the chat (the model is asked to rewrite it): it points back,
# continues, leans, or asks about "whoever" / "the one" the chat named
_BACK = re.compile(
    r"\b(whoever|whichever|whatever|the one|the other|him|her|them)\b", re.IGNORECASE
)
MAX_REWRITE_WORDS = 40


def leans(message: str, resolution: Resolution) -> bool:
    """Whether ``message`` may need the chat to be understood: the rules read it as a
    follow-up, or it points back or leans on what was said."""
    return (
        resolution.followup
        or resolution.alternative is not None
        or bool(_POINTER.search(message) or _LEANS.search(message) or _BACK.search(message))
    )


def _bare(word: str) -> str:
    return word.strip("\"'“”‘’`.,;:!?()*[]").casefold()


def rewritten(reply: str | None, message: str, chat: str) -> str | None:
    """A model's rewrite of ``message`` (``Actor.standalone``) when it can be trusted: one
    line, a question of at most ``MAX_REWRITE_WORDS`` words, keeping most of the message's
    own content words and adding only words the chat holds (a name, a number, a thing it
    spoke of) and at most one plain lower-case word of its own ("balance"), never a name or
    a number; None otherwise, or when it changes nothing."""
    line = next((x for x in (reply or "").strip().splitlines() if x.strip()), "")
    line = re.sub(
        r"^[\s\"'“‘`*-]*(?:rewritten(?: question)?|question)\s*:\s*", "", line, flags=re.I
    )
    line = line.strip().strip('"“”`').strip()
    said = [w for w in (_bare(w) for w in line.split()) if w]
    if not said or len(said) > MAX_REWRITE_WORDS:
        return None
    own = [w for w in (_bare(w) for w in message.split()) if w]
    if said == own:
        return None  # copied unchanged
    known = set(own) | {_bare(w) for w in chat.split()}

    def held(word: str, pool: set[str]) -> bool:
        return word in pool or any(begins(word, k, least=4) for k in pool)

    raw = {_bare(w): w for w in line.split()}
    new = [w for w in said if not held(w, known) and not held(w, _GLUE)]
    # one plain word of its own may name what is asked ("outstanding balance"); a name, a
    # number or more words of its own would be the model's, not the customer's
    if len(new) > 1 or any(not w.isalpha() or not raw.get(w, w).islower() for w in new):
        return None
    # the message's own content words, less those that point back ("whoever", "who's")
    # (three letters count: "and on the nhs?" asks about the NHS, "the vat?" about VAT)
    kept = [w for w in (re.sub(r"['’]\w*$", "", w) for w in own) if len(w) >= 3]
    kept = [w for w in kept if w not in _GLUE and not _BACK.fullmatch(w)]
    if kept and sum(held(w, set(said)) for w in kept) < len(kept) / 2:
        return None  # it dropped what the customer asked
    return line


# words a rewrite may add that neither the message nor the chat holds ("whose", "did")
_GLUE = {
    *"a an the of for to in on at by with and or is are was were be been has have had do does "
    "did can could will would should may what who whom whose which when where why how this that "
    "these those it its he she his her him they them their i me my you your we our us "
    "there not no yes as from about into than then so if up".split()
}


def user_messages(history: list[dict[str, Any]]) -> list[str]:
    return [str(m.get("content") or "") for m in history if m.get("role") == "user"]


def exchanges(history: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """The chat as (user message, the assistant's answer to it) pairs, oldest first; a
    message not answered yet pairs with ""."""
    pairs: list[tuple[str, str]] = []
    for m in history:
        content = str(m.get("content") or "")
        if m.get("role") == "user":
            pairs.append((content, ""))
        elif m.get("role") == "assistant" and pairs and not pairs[-1][1]:
            pairs[-1] = (pairs[-1][0], content)
    return pairs


def _resolve_one(message: str, previous: str | None) -> Resolution:
    text = " ".join((message or "").split())
    if not previous:
        return Resolution(text, False)
    lead = _LEAD.match(text)
    rest = text[lead.end() :] if lead else text
    words = re.findall(r"[\w'-]+", rest)
    fragment = not _QUESTION_WORD.match(rest) and len(words) <= MAX_FRAGMENT_WORDS
    if lead or fragment:
        return _continue(rest, previous, lead is not None or fragment)
    if _POINTER.search(text) and len(words) <= MAX_POINTER_WORDS and not _ENTITY.search(text):
        subject = _subject(previous)
        return Resolution(f"{text.rstrip('?. ')} ({subject})?", True, previous, "subject")
    alternative = None
    if _POINTER.search(rest) or _LEANS.search(rest):
        own = _ACK_LEAD.sub("", text).rstrip("?. ")
        subject = _subject(previous)
        alternative = Resolution(f"{own} ({subject})?", True, previous, "context")
    return Resolution(text, False, previous, alternative=alternative)


def _continue(rest: str, previous: str, followup: bool) -> Resolution:
    piece = rest.strip().rstrip("?.! ")
    if not piece:
        return Resolution(previous, True, previous, "repeated")
    short = _WH.match(piece) and OWN_QUESTION_WORDS <= len(piece.split()) <= MAX_FRAGMENT_WORDS
    if _QUESTION_WORD.match(piece) and (len(piece.split()) > MAX_FRAGMENT_WORDS or short):
        # "and how do I export them?", "and where do you park there?": a question of its
        # own, about the same subject (not the previous question asked again); a short one
        # keeps the subject even without a pointer ("and who's our account manager?")
        if _POINTER.search(piece) or short:
            subject = _subject(previous)
            return Resolution(f"{piece} ({subject})?", True, previous, "subject")
        return Resolution(f"{piece}?", True, previous, "own")
    replaced = (
        _replace_entity(previous, piece)
        or _replace_name(previous, piece)
        or _replace_phrase(previous, piece)
        or _replace_head(previous, piece)
    )
    if replaced:
        return Resolution(replaced, followup, previous, "substituted")
    return Resolution(f"{previous.rstrip('?. ')}, {piece}?", followup, previous, "joined")


def _subject(previous: str) -> str:
    """What a message that points back is about: the previous question's entity, else the
    whole previous question."""
    return _entity(previous) or previous.rstrip("?. ")


def _entity(text: str) -> str | None:
    found = _ENTITY.search(text)
    return found.group(0) if found else None


def _replace_entity(previous: str, piece: str) -> str | None:
    """ "customer 14" replaces "customer 12"; a bare "14" replaces the number too."""
    new = _ENTITY.search(piece)
    old = _ENTITY.search(previous)
    if new and old:
        new_noun = new.group(0).split()[0].lower() if " " in new.group(0) else ""
        old_noun = old.group(0).split()[0].lower() if " " in old.group(0) else ""
        if not new_noun or not old_noun or new_noun == old_noun:
            return previous[: old.start()] + new.group(0) + previous[old.end() :]
    number = re.fullmatch(r"#?(\d+)", piece.strip())
    if number and old and re.search(r"\d", old.group(0)):
        updated = re.sub(r"\d+", number.group(1), old.group(0), count=1)
        return previous[: old.start()] + updated + previous[old.end() :]
    return None


# a capitalised name of one to four words ("Élodie Marchetti", "O'Neill", "Asante-Boateng")
_NAME = re.compile(r"(?<![\w'’-])[^\W\d_a-z][\w'’-]*(?:\s+[^\W\d_a-z][\w'’-]*){0,3}")


def _replace_name(previous: str, piece: str) -> str | None:
    """ "what about Élodie Marchetti?" after "has Kwame Asante-Boateng paid his subs for
    March?": a piece that is only a name replaces the previous question's name of as many
    words (else its longest), not counting the question's first word."""
    if not _NAME.fullmatch(piece):
        return None
    found = [m for m in _NAME.finditer(previous) if m.start() > 0]
    if not found:
        return None
    size = len(piece.split())
    same = [m for m in found if len(m.group(0).split()) == size]
    old = same[0] if same else max(found, key=lambda m: len(m.group(0).split()))
    if len(old.group(0).split()) < 2 and size >= 2:
        return None  # "March" is not the person "Élodie Marchetti" replaces
    return previous[: old.start()] + piece + previous[old.end() :]


def _replace_head(previous: str, piece: str) -> str | None:
    """ "the Business plan" replaces "the Team plan": a short phrase whose last word (its
    head noun) the previous question also ends a phrase with."""
    words = piece.split()
    if not 1 < len(words) <= 4 or not re.fullmatch(r"[A-Za-z]{3,}", words[-1]):
        return None
    head = re.escape(words[-1])
    det = r"(?:(?:the|a|an|my|our|your|their|this|that)\s+)?"
    found = list(re.finditer(rf"\b{det}(?:[\w-]+\s+){{0,2}}?{head}\b", previous, re.IGNORECASE))
    if not found:
        return None
    last = found[-1]
    return previous[: last.start()] + piece + previous[last.end() :]


def _replace_phrase(previous: str, piece: str) -> str | None:
    """ "for a monthly plan" replaces the previous question's last "for ..." phrase."""
    first = piece.split()[0].lower()
    if first not in _PREPOSITIONS:
        return None
    body = previous.rstrip("?.! ")
    matches = list(re.finditer(rf"\b{first}\b", body, re.IGNORECASE))
    if not matches:
        return None
    start = matches[-1].start()
    tail = body[start:]
    stop = re.search(r"[,;]|\b(and|but|so|because|if|when)\b", tail[len(first) :])
    end = start + len(first) + stop.start() if stop else len(body)
    return f"{body[:start]}{piece}{body[end:]}?"
