"""The knowledge-gap report: what customers asked that our documents lack.

Cases a person resolved as "Our documents lack this" (``missing_content``), grouped by
topic: the article that came closest to the question (the best-scored source the customer
was shown), so that whoever writes the articles sees which one to extend, with every
question asked and the team's notes. Questions with no article near them form their own
group. The same report is a page of the staff desk and ``guardbot report gaps``.

    gaps = knowledge_gaps(queue)      # [Gap(topic, article, questions=[Asked, ...]), ...]
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from bot.critic.escalation import EscalationQueue
from bot.handover.words import case_question, topic_of

GAP_LABEL = "missing_content"
NO_ARTICLE = "No article comes close"


@dataclass
class Asked:
    case_id: int
    question: str
    note: str | None
    closed_at: float | None


@dataclass
class Gap:
    topic: str  # what the questions are about: the closest article's title, else their subject
    article: str | None  # the closest article, None when none came close
    questions: list[Asked] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def closest_article(case: dict[str, Any]) -> str | None:
    """The title of the best-scored document the case's customer was shown."""
    docs = [
        s
        for s in (case.get("data") or {}).get("sources") or []
        if isinstance(s, dict) and s.get("kind", "document") == "document"
    ]
    if not docs:
        return None
    best = max(docs, key=lambda s: float((s.get("meta") or {}).get("score") or 0.0))
    return str(best.get("title") or (best.get("meta") or {}).get("source") or "") or None


def knowledge_gaps(queue: EscalationQueue) -> list[Gap]:
    """The gaps, the most asked first; within one, the questions in the order they came."""
    groups: dict[str, Gap] = {}
    for case in queue.list(status="resolved"):
        if case.get("resolution_label") != GAP_LABEL:
            continue
        question = case_question(case)
        article = closest_article(case)
        topic = article or topic_of(str((case.get("data") or {}).get("question") or ""))
        topic = topic or NO_ARTICLE
        gap = groups.setdefault(topic.lower(), Gap(topic=topic, article=article))
        gap.questions.append(Asked(case["id"], question, case.get("notes"), case.get("closed_at")))
    return sorted(groups.values(), key=lambda g: (-len(g.questions), g.topic.lower()))


def gaps_text(gaps: list[Gap]) -> str:
    """The report as plain text (the command's output)."""
    if not gaps:
        return 'No knowledge gaps: no case was resolved as "Our documents lack this" yet.'
    lines = [
        f"Knowledge gaps: {sum(len(g.questions) for g in gaps)} question(s) our documents lack"
    ]
    for gap in gaps:
        closest = f"closest article: {gap.article}" if gap.article else NO_ARTICLE.lower()
        lines.append(f"\n{gap.topic} ({len(gap.questions)}; {closest})")
        for asked in gap.questions:
            note = f"  [team: {asked.note}]" if asked.note else ""
            lines.append(f"  - case #{asked.case_id}: {asked.question}{note}")
    return "\n".join(lines)
