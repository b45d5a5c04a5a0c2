"""Sentence splitting and the small text judgements every critic shares: which sentences are
pleasantries (not judged), which are honest refusals, and whether an answer is in English."""

from __future__ import annotations

import re

_SPLIT = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9$])|\n+")
_BULLET = re.compile(r"^\s*(?:[-*\u2022]|\d+[.)])\s+")
_ABBREV = re.compile(r"\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Dr|approx|incl|No)\.$", re.IGNORECASE)

_PLEASANTRY = re.compile(
    r"^(?:"
    r"(?:hi|hello|hey|greetings|good (?:morning|afternoon|evening))\b[^.!?]*"
    r"|(?:thanks?|thank you)\b[^.!?]*"
    r"|(?:you're|you are) welcome\b[^.!?]*"
    r"|(?:great|good) question\b[^.!?]*"
    r"|(?:sure|of course|certainly|absolutely|happy to help|glad to help|no problem)\b[^.!?]{0,40}"
    r"|(?:i hope (?:this|that) helps|hope (?:this|that) helps)\b[^.!?]*"
    r"|(?:let me know|feel free to (?:ask|reach out|contact))\b[^.!?]*"
    r"|(?:is there anything else|anything else)\b[^.!?]*"
    r"|(?:have a (?:great|nice|good) (?:day|one|week))\b[^.!?]*"
    r"|(?:here(?:'s| is) (?:what|how)|here you go)\b[^.!?:]{0,40}"
    r")[.!?:]*$",
    re.IGNORECASE,
)

_REFUSAL = re.compile(
    r"\b(?:i (?:do not|don't|cannot|can't|could not|couldn't) (?:find|see|know|say|answer|tell)"
    r"|i (?:do not|don't) have (?:any |enough )?(?:information|details|data|that)"
    r"|(?:the|our) (?:sources|documents|help centre|help center|articles)"
    r" (?:do not|don't|does not|doesn't) (?:say|mention|cover|contain|specify)"
    r"|(?:is|are) not (?:covered|mentioned|documented) in"
    r"|(?:not sure|unable to find)"
    r"|a (?:person|colleague|member of (?:our|the) (?:team|staff)) will follow up)\b",
    re.IGNORECASE,
)

_ENGLISH = {
    "the", "a", "an", "is", "are", "to", "of", "and", "or", "you", "your", "we", "our", "it",
    "in", "on", "for", "with", "can", "be", "by", "this", "that", "not", "per", "at", "from",
    "i", "if", "as", "have", "has", "will", "do", "does", "plan", "plans", "users", "user",
}  # fmt: skip


def unwrap_lines(text: str) -> str:
    """Join hard-wrapped lines of a paragraph; keep headings, list items and table rows apart."""
    lines = (text or "").splitlines()
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        prev = out[-1] if out else ""
        continues = (
            prev
            and stripped
            and len(prev) > 50
            and not prev.endswith((".", "!", "?", ":", ";"))
            and "|" not in prev
            and not _BULLET.match(line)
            and "|" not in stripped
        )
        if continues:
            out[-1] = f"{prev} {stripped}"
        else:
            out.append(stripped)
    return "\n".join(out)


_CITATION = re.compile(r"\s?\[\d{1,2}(?:\s*[,\u2013-]\s*\d{1,2})*\]")


def strip_citations(text: str) -> str:
    """The answer without its citation markers ("[1]", "[2, 3]"): they point at sources,
    they claim nothing (a critic would read them as figures the sources do not give)."""
    return _CITATION.sub("", text)


def split_sentences(text: str) -> list[str]:
    """Split an answer (prose or bullet lists) into sentences, keeping abbreviations whole."""
    out: list[str] = []
    pieces = [
        p for line in unwrap_lines(text).split("\n") for p in _SPLIT.split(_BULLET.sub("", line))
    ]
    for piece in pieces:
        piece = (piece or "").strip()
        if not piece:
            continue
        if out and _ABBREV.search(out[-1]):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    return out


def is_pleasantry(sentence: str) -> bool:
    """Greetings, thanks and offers of more help are not judged."""
    return bool(_PLEASANTRY.match(sentence.strip()))


def is_refusal(sentence: str) -> bool:
    """'I couldn't find that in the sources' is honest, not a claim about the product."""
    return bool(_REFUSAL.search(sentence))


_PARTICLE = re.compile(
    r"^(?:yes|no|nope|yep|yeah|correct|right|indeed)\b[\s,.!:;-]*", re.IGNORECASE
)


def strip_particle(sentence: str) -> str:
    """The claim without a leading "Yes," / "No," (those answer the question; the rest is checked)."""
    rest = _PARTICLE.sub("", sentence.strip(), count=1)
    return rest[:1].upper() + rest[1:] if rest else ""


def judged_sentences(answer: str) -> list[str]:
    """The sentences a critic must judge: no pleasantries, no bare "Yes." / "No."."""
    return [s for s in split_sentences(answer) if not is_pleasantry(s) and strip_particle(s)]


def looks_english(text: str, *, min_words: int = 4, min_share: float = 0.12) -> bool:
    """A cheap language check: share of very common English words, or too short to tell."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    if len(words) < min_words:
        non_ascii = sum(1 for ch in text if ord(ch) > 0x24F)
        return non_ascii <= len(text) // 3
    common = sum(1 for w in words if w in _ENGLISH)
    return common / len(words) >= min_share
