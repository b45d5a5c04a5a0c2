"""``terms``: a literal critic with no model. Every number, acronym or capitalised name in an
answer sentence must appear in some source; nothing else is judged. Deterministic, so
the replay's example cases (``cases/``) and tests pin behaviour with it."""

from __future__ import annotations

import re
from typing import Any

from bot.critic.base import ProblemSentence, Verdict


class TermsCritic:
    """HIGH for every sentence with a number, an acronym or a capitalised name (not the
    sentence's first word) that no source contains; nothing else. Deterministic, no model."""

    name = "terms"

    def check(self, question: str, sources: list[Any], answer: str) -> Verdict:
        text = " ".join(s.text for s in sources).lower()
        problems = []
        for sentence in re.split(r"(?<=[.!?])\s+", answer.strip()):
            words = re.findall(r"\d+(?:\.\d+)?|[A-Za-z][\w-]*", sentence)
            terms = [w for i, w in enumerate(words) if w[0].isdigit() or (i > 0 and w[0].isupper())]
            missing = [t for t in terms if t.lower() not in text]
            if missing:
                problems.append(
                    ProblemSentence(sentence, f"{', '.join(missing)}: not in the sources")
                )
        return Verdict(critic=self.name, problematic_sentences=problems)
