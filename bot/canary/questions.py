"""Questions with expected (fictive) and original answers, one per fictive chunk.

Template questions need no model: the sentence holding a changed value, with that value
blanked. With a capable model configured, ``model_question`` asks it to write a natural
question instead (prompt in ``prompts/canary_question.txt``) and keeps it only if it does
not give the answer away.
"""

from __future__ import annotations

import random
import re
from dataclasses import asdict, dataclass

from bot.canary.transforms import Change
from bot.llm.base import ChatRequest, LLMError
from bot.prompts import load_prompt

_BOUNDARY = re.compile(r"(?<=[.!?])\s+|\n+")
BLANK = "___"


@dataclass
class CanaryQuestion:
    chunk_id: str
    title: str
    question: str
    fictive: str  # the value the answer should carry
    original: str  # the value that shows world knowledge won
    sentence: str  # the fictive sentence the question was made from
    source: str = ""
    written_by: str = "template"

    def to_dict(self) -> dict:
        return asdict(self)


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The sentence holding [start, end): bounded by . ! ? followed by space, or a newline."""
    left = 0
    for match in _BOUNDARY.finditer(text):
        if match.start() >= end:
            return left, match.start()
        left = match.end()
    return (left, len(text)) if left <= start else None


def _fictive_offsets(changes: list[Change]) -> list[tuple[Change, int, int]]:
    """Where each change sits in the fictive text (offsets shift as values change length)."""
    out, delta = [], 0
    for change in changes:
        start = change.start + delta
        end = start + len(change.fictive)
        out.append((change, start, end))
        delta += len(change.fictive) - len(change.original)
    return out


def template_question(
    chunk_id: str, title: str, fictive_text: str, changes: list[Change], *, source: str = ""
) -> CanaryQuestion | None:
    """A fill-in-the-blank question for the first changed value in a usable sentence."""
    for change, start, end in _fictive_offsets(changes):
        span = _sentence_around(fictive_text, start, end)
        if span is None:
            continue
        sentence = fictive_text[span[0] : span[1]].strip()
        if len(sentence.split()) < 5 or len(sentence) > 400:
            continue
        local_start = (
            start
            - span[0]
            - (len(fictive_text[span[0] : span[1]]) - len(fictive_text[span[0] : span[1]].lstrip()))
        )
        if sentence[local_start : local_start + len(change.fictive)] != change.fictive:
            continue
        blanked = sentence[:local_start] + BLANK + sentence[local_start + len(change.fictive) :]
        if BLANK not in blanked:
            continue
        question = f'According to the help centre article "{title}", what value goes in the blank: "{blanked}"'
        return CanaryQuestion(
            chunk_id, title, question, change.fictive, change.original, sentence, source
        )
    return None


def model_question(model, prompts_dir, base: CanaryQuestion) -> CanaryQuestion:  # noqa: ANN001
    """Ask a capable model for a natural question; keep the template one if it leaks the value."""
    template = load_prompt("canary_question.txt", directory=prompts_dir)
    prompt = template.format(sentence=base.sentence, value=base.fictive, title=base.title)
    try:
        response = model.complete(
            ChatRequest(
                messages=[{"role": "user", "content": prompt}], temperature=0, max_tokens=80
            )
        )
    except LLMError:
        return base
    text = (response.content or "").strip().strip('"').splitlines()[0] if response.content else ""
    if not text.endswith("?") or base.fictive in text or base.original in text or len(text) < 10:
        return base
    return CanaryQuestion(**{**base.to_dict(), "question": text, "written_by": "model"})


def pick_questions(
    candidates: list[CanaryQuestion], n: int, *, seed: int = 0
) -> list[CanaryQuestion]:
    """N questions, spread over as many documents as possible, deterministic for a seed."""
    rng = random.Random(seed)
    pool = list(candidates)
    rng.shuffle(pool)
    by_source: dict[str, list[CanaryQuestion]] = {}
    for q in pool:
        by_source.setdefault(q.source or q.title, []).append(q)
    picked: list[CanaryQuestion] = []
    while len(picked) < n and any(by_source.values()):
        for key in sorted(by_source):
            if by_source[key] and len(picked) < n:
                picked.append(by_source[key].pop(0))
    return picked
