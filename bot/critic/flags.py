"""Yes/no fields of tool results and tables, compared with what a claim says about them.

A tool result's ``"breakfast_included": true`` becomes the unit line ``breakfast included: yes``
(``structured.json_units``). A claim that names the field ("breakfast isn't included") and
states it the other way round contradicts the record, however close its words are: the
cross-encoder and the lexical model both read the two as near copies. A contradiction is as
decisive as a figure the sources do not hold.

A claim names a field when it holds each of the field name's words (flag words such as
"required" or "enabled" aside, which a claim often says differently), and is negative when
the clause that names it carries a negation ("not", "n't", "without", "non-", "switched
off", "disabled"). Where several records hold the field with different values, the record that
shares most of the claim's other words decides; a tie decides nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.critic.lexicon import NEGATORS, is_content, stem, tokens

_FIELD = re.compile(
    r"(?:^|;\s*)([^:;]{1,60}):\s*(yes|no)\s*(?:\([^);]*\)\s*)?(?=;|$)", re.IGNORECASE
)  # "counts against leave: yes (0.5 day)"
_PLAIN = re.compile(r"(?:^|;\s*)([^:;]{1,60}):")
# words that say a field is a flag rather than what it is about ("signature required",
# "roaming enabled"): a claim may say "you need to sign" or "roaming is on"
FLAG_WORDS = frozenset(
    "required require included include enabled enable allowed allow available avail is has "
    "can flag status needed need".split()
)
_NEGATIVE = NEGATORS | {"non", "disabled", "unavailable", "excluded"}
_SWITCHED = frozenset("switched turned switch turn is are was were been set".split())  # "... off"
_EXTRA = frozenset("is are costs cost charged paid".split())  # "breakfast is extra"
_NOW = frozenset("now currently still already".split())  # "is now off"
# "and" opens a clause of its own when a subject follows ("is available and you haven't used it")
_CLAUSE = re.compile(
    r"[;,:()]|\s[-–—]\s|\bbut\b|\bwhile\b|\bwhereas\b|\bthough\b"
    r"|\band\s+(?=(?:you|it|they|we|he|she|this|that|there|can|cannot|can't|won't|will|isn't|"
    r"doesn't|don't|hasn't|must|may|should|is|has)\b)",
    re.IGNORECASE,
)
# "No, ..." answers the question; "No signature is needed" is a negation
_ANSWER = re.compile(r"^\s*(?:yes|no|nope|yep)\b(?=\s*[,.!:;-])[\s,.!:;-]*", re.IGNORECASE)
_MIN_PREFIX = 4  # "auto" names "automatically", "persistent" names "persistently"


@dataclass(frozen=True)
class Flag:
    key: str  # as written in the unit ("breakfast included")
    value: bool
    unit: int  # index of the unit that holds it
    stems: tuple[str, ...]  # the words a claim must hold to name it
    # the flag words of its key ("allowed") when the record also has a field named by the
    # other words alone ("nominee: none" beside "nominee allowed: yes"): a claim about the
    # nominee names the flag only if it says "allowed"
    needs: tuple[str, ...] = ()
    step: bool = False  # read from a status field (``_STATES``)
    done: str = ""  # the key's last word when it says a step was taken ("submitted", "paid")
    stopped: bool = False  # an availability field: "closed", "expired" negate it


# a clause that states a rule rather than the record's state: "it can only be used once", "a
# review is triggered at 4 episodes", "the review trigger is 4 absences"
_RULE = re.compile(
    r"\b(?:can|could|may|might|will|would|should|must|(?:due|going|about|expected|scheduled|set)"
    r"\s+to)(?:\s+(?:only|also|still|not|never|n't))?\s+be\s+(?P<a>\w+)"
    r"|\b(?P<b>\w+ed)\s+(?:at|after|from|once)\s+\d"
    r"|\b(?P<c>\w+)\s+(?:is|are)\s+\d",
    re.IGNORECASE,
)
# "none of the step-free rooms fits": no one record's flag is stated
_QUANTIFIED = re.compile(r"\b(?:none|neither) of\b|\bno other\b", re.I)
# a state that says a thing is not available ("the gym is closed for refurbishment"), unless
# it is the field itself ("store closed: yes")
_STOPPED = frozenset("closed suspended cancelled canceled expired inactive".split())
_AVAILABLE = ("avail", "open", "activ", "run", "operat", "valid")
_IF = frozenset("if once unless until whenever".split())
# before a verb that is asked for or possible, not a state: "to pause it", "you can pause it"
_TO_DO = frozenset("to can could may might will would should must please".split())
_NOUN_ENDINGS = ("ion", "ions", "ment", "ments", "or", "ors", "er", "ers")
_DONE = frozenset("paid sent done made taken given".split())
# a clause that says a step is still to come ("still needs submitting", "yet to be approved")
_PENDING = re.compile(
    r"\b(?:needs?|needing|awaiting|pending|yet to|still to|waiting (?:for|to))\b", re.IGNORECASE
)


# a clause that opens with a verb asking for a step ("Update Sophie's medical information")
_IMPERATIVE = re.compile(
    r"^[\s*_]*[A-Za-z]+\s+(?:the|your|their|his|her|its|this|that|these|those|a|an|[A-Z][a-z]+'s)\b"
)
# a state from a date on ("becomes eligible on 2 May", "will become available from Monday")
_FUTURE = re.compile(
    r"\b(?:becomes?|will become)\b[^;,.]*?\b(?:on|from|after)\s+(?:\w+\s+)?(?:\d|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
    re.IGNORECASE,
)
# something the record still waits for ("we're waiting on your bank reference")
_WAITING_ON = re.compile(r"\b(?:waiting (?:on|for)|awaiting|still need(?:s|ed)?)\b", re.IGNORECASE)


def _words(text: str) -> list[str]:
    # "no-claims bonus", "no-show fee": a name, not a negation
    return tokens(re.sub(r"[_-]+", " ", re.sub(r"\bno-(?=[a-z])", "no", text, flags=re.I)))


# what a record's status says of the steps a claim may speak of ("status: in_transit": not
# delivered, not arrived); a claim that says the parcel "has arrived" states it the other way
_STATUS_KEY = re.compile(
    r"(?:^|;\s*)([^:;]*\b(?:status|state|stage))\s*:\s*([a-z_ -]{3,40}?)\s*(?=;|$)", re.I
)
_STATES = {
    "delivered": ("delivered", "arrived"),
    "collected": ("delivered", "arrived", "collected"),
    "received": ("arrived",),
    "in transit": ("-delivered", "-arrived"),
    "out for delivery": ("-delivered", "-arrived"),
    "awaiting dispatch": ("-delivered", "-arrived", "-dispatched"),
    "dispatched": ("-delivered", "-arrived", "dispatched"),
    "partially dispatched": ("-delivered", "-arrived"),
    "delivery failed": ("-delivered",),
    "ready for collection": ("-collected",),
    "paid": ("paid",),
    "unpaid": ("-paid",),
    "overdue": ("-paid",),
    "past due": ("-paid",),
    "owing": ("-paid",),
    "awaiting payment": ("-paid",),
    "outstanding": ("-paid",),
    "part paid": ("-paid",),
    "partially paid": ("-paid",),
    "settled": ("paid",),
    "approved": ("approved",),
    "awaiting approval": ("-approved",),
    "pending approval": ("-approved",),
    "pending manager": ("-approved",),
    "rejected": ("-approved",),
    "declined": ("-approved",),
    "requested": ("-approved",),
    "submitted": ("-approved",),
    "pending": ("-approved",),
    "confirmed": ("confirmed",),
    "waitlisted": ("-confirmed",),
    "cancelled": ("-confirmed",),
    "canceled": ("-confirmed",),
}
# a clause that speaks of a step to come ("once it's delivered", "when it's approved")
_CONDITIONAL = frozenset(
    "once when if until unless after before will would should could can may might due expected "
    "scheduled estimated going soon".split()
)


# the words that say a step was taken (not the nouns: "collection", "delivery", "completion")
_STEP_WORDS = {
    stem(w): {w} for w in "delivered arrived collected dispatched paid approved confirmed".split()
}


def _status_lines(unit: str) -> str:
    """The steps a unit's status fields settle, as ``step: yes|no`` fields ("" if none)."""
    steps = []
    for m in _STATUS_KEY.finditer(unit):
        for step in _STATES.get(m.group(2).lower().replace("_", " ").strip(), ()):
            steps.append(f"{step.lstrip('-')}: {'no' if step.startswith('-') else 'yes'}")
    return "; ".join(steps)


# a field whose value says whether a thing is allowed ("dogs: not allowed") is a yes/no field
_ALLOWANCE = re.compile(
    r"((?:^|;\s*)[^:;]{1,60}:\s*)(not allowed|not permitted|prohibited|forbidden|banned|"
    r"allowed|permitted|welcome)\s*(?=;|$)",
    re.IGNORECASE,
)
_ALLOWED = frozenset(("allowed", "permitted", "welcome"))


def _allowances(unit: str) -> str:
    """The unit with "allowed"-like field values read as yes or no."""
    return _ALLOWANCE.sub(
        lambda m: m.group(1) + ("yes" if m.group(2).lower() in _ALLOWED else "no"), unit
    )


def unit_flags(units: list[str]) -> dict[tuple[str, ...], list[Flag]]:
    """Every ``key: yes|no`` field of the units, grouped by the words that name it; a status
    field gives the steps it settles ("status: in_transit": ``delivered: no``)."""
    out: dict[tuple[str, ...], list[Flag]] = {}
    plain = {
        tuple(_words(m.group(1))) for unit in units for m in _PLAIN.finditer(unit)
    }  # every field's key, as words
    for i, unit in enumerate(units):
        for step, fields in ((False, _allowances(unit)), (True, _status_lines(unit))):
            for m in _FIELD.finditer(fields):
                key = m.group(1).strip()
                words = [t for t in _words(key) if t.isalpha()]
                core = [w for w in words if w not in FLAG_WORDS] or words
                stems = tuple(dict.fromkeys(stem(w) for w in core if len(w) >= 2))
                needs = tuple(w for w in words if w in FLAG_WORDS) if tuple(core) in plain else ()
                if not stems:
                    continue
                last = key.lower().replace("_", " ").split()[-1]
                done = last in _DONE or (last.endswith("ed") and last not in FLAG_WORDS)
                flag = Flag(
                    key,
                    m.group(2).lower() == "yes",
                    i,
                    stems,
                    needs if core != words else (),
                    step=step,
                    done=last if done else "",
                    stopped=any(w.startswith(_AVAILABLE) for w in _words(key)),
                )
                out.setdefault(stems, []).append(flag)
    return out


def _names(stems: tuple[str, ...], words: list[str]) -> bool:
    have = {stem(w) for w in words}
    return all(
        s in have
        or (len(s) >= _MIN_PREFIX and any(w.startswith(s) for w in words))
        or (len(s) >= _MIN_PREFIX and s.endswith("s") and s[:-1] in have)  # "dogs": "dog"
        for s in stems
    )


def _negative(clause: list[str], stems: tuple[str, ...] = (), stopped: bool = False) -> bool:
    """A negation, or "off" after "switched"/"turned"/"is" (perhaps with "now" between: "is now
    off"; "drop the car off" is not one), or "extra" after "is"/"costs" ("breakfast is extra":
    not included; an "extra bed" is not one)."""
    return (
        any(t in _NEGATIVE or t.endswith("n't") for t in clause)
        or (stopped and any(t in _STOPPED and stem(t) not in stems for t in clause))
        or any(t == "extra" and clause[i - 1] in _EXTRA for i, t in enumerate(clause) if i)
        or any(
            t == "off"
            and (
                clause[i - 1] in _SWITCHED
                or (clause[i - 1] in _NOW and i > 1 and clause[i - 2] in _SWITCHED)
            )
            for i, t in enumerate(clause)
            if i
        )
    )


def claim_polarity(
    claim: str,
    stems: tuple[str, ...],
    needs: tuple[str, ...] = (),
    done: str = "",
    step: bool = False,
    stopped: bool = False,
) -> bool | None:
    """False when the clause of ``claim`` that names the field is negated (or says the step
    is still to come: "still needs submitting"), True when it is not, None when no clause
    names it (a leading "Yes,"/"No," answers the question and is not read as a negation; a
    clause that states a rule, "it can only be used once", names no state). ``done``: the
    key's last word when it says a step was taken ("submitted", "paid")."""
    for part in _fields(_CLAUSE.split(_ANSWER.sub("", claim))):
        words = _words(part)
        if not _names(stems, words):
            continue
        if needs and not any(w.startswith(n[:_MIN_PREFIX]) for w in words for n in needs):
            continue  # "no nominee has been added" is about "nominee", not "nominee allowed"
        if words and words[0] in _IF:
            continue  # "Once it has a valid MOT, ...": a condition, not the record's state
        if _IMPERATIVE.match(part) and words[0].startswith(stems[-1][:_MIN_PREFIX]):
            continue  # "**Update Sophie's medical information**": a step asked for
        if _FUTURE.search(part):
            continue  # "becomes eligible on 2 May": a state to come, not the record's now
        waiting = _WAITING_ON.search(part)
        if waiting and _names(stems, _words(part[waiting.end() :])):
            return False  # "we're waiting on your bank reference": not in yet
        if step and not _CONDITIONAL & set(words) and _PENDING.search(part):
            return False  # "still awaiting confirmation": not confirmed yet
        if step and (
            _CONDITIONAL & set(words) or not set(words) & _STEP_WORDS.get(stems[-1], set())
        ):
            continue  # "once it's delivered": a step to come; "ready for collection": a noun
        if _states_rule(part, stems) or _QUANTIFIED.search(part):
            continue  # "none of the step-free rooms fits": about rooms, not one record's flag
        if done and all(
            w.endswith(_NOUN_ENDINGS) for w in words if w.startswith(stems[-1][:_MIN_PREFIX])
        ):
            continue  # "your collection reference" does not say it was collected
        if done and _PENDING.search(part):
            return False  # "still needs submitting", "waiting to be approved": not yet
        if done and all(
            w.endswith("ing") or i == 0 or words[i - 1] in _TO_DO
            for i, w in enumerate(words)
            if w.startswith(stems[-1][:_MIN_PREFIX])
        ):
            continue  # "pause before that date", "you can pause it", "pausing is allowed"
        return not _negative(words, stems, stopped)
    return None


_FIELD_VALUE = frozenset({"yes", "no", "true", "false"})


def _fields(parts: list[str]) -> list[str]:
    """Clauses with a field's yes/no value joined back to its name: a quoted record's "open:
    no" is one clause that says "not open", not "open" and then a bare "no"."""
    out: list[str] = []
    for part in parts:
        words = _words(part)
        if out and len(words) == 1 and words[0] in _FIELD_VALUE:
            if words[0] in ("no", "false"):
                out[-1] += " not"
        else:
            out.append(part)
    return out


def _states_rule(part: str, stems: tuple[str, ...]) -> bool:
    for m in _RULE.finditer(part):
        word = (m.group("a") or m.group("b") or m.group("c") or "").lower()
        if word and any(stem(word) == s or word.startswith(s) for s in stems):
            return True
    return False


def _parts(stems: set[str]) -> set[str]:
    """The stems with those of the words of hyphenated names ("fl-raw-uploads" also names
    "raw uploads")."""
    return stems | {
        stem(p) for s in stems if "-" in s or "_" in s for p in re.split(r"[-_]", s) if len(p) > 2
    }


def conflicts(
    claim: str, flags: dict[tuple[str, ...], list[Flag]], unit_stems: list[set[str]]
) -> list[str]:
    """The fields (``unit_flags``) the claim states the other way round, as "key: yes" from the
    record."""
    out: list[str] = []
    claim_stems = {stem(t) for t in tokens(claim) if is_content(t)}
    for stems, found in flags.items():
        if found[0].step:
            # a status speaks of its own record: the claim must share a word with it
            found = [f for f in found if (unit_stems[f.unit] - set(stems)) & claim_stems]
            if not found:
                continue
        first = found[0]
        said = claim_polarity(claim, stems, first.needs, first.done, first.step, first.stopped)
        if said is None:
            continue
        values = {f.value for f in found}
        if len(values) > 1:
            # the record the claim is about: most shared words besides the field's own
            shared = [len((_parts(unit_stems[f.unit]) - set(stems)) & claim_stems) for f in found]
            best = max(shared)
            values = {f.value for f, n in zip(found, shared, strict=True) if n == best}
            if len(values) > 1:
                continue
        value = values.pop()
        if value != said:
            key = found[0].key
            out.append(f"{key}: {'yes' if value else 'no'}")
    return out
