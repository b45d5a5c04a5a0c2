"""Degenerate text (``bot.degenerate``): repeated sentences, loops and run-ons are trimmed and
the draft goes on to the next guard; a draft with nothing left, or one that only asks the
user's question (or an earlier message of theirs) back, fails its round (it is regenerated, never shown)."""

from __future__ import annotations

from bot import degenerate
from bot.critic.pipeline import Draft, Finding, flag
from bot.steps import DegenerateStep


class DegenerateGuard:
    name = "degenerate"
    stage = "draft"

    def check(self, draft: Draft) -> Finding | None:
        # the question, and the user's earlier messages: a draft that only says one of
        # them back ("Tom Ashdown here, how's my attendance ...") answers nothing
        earlier = [str(m.get("content") or "") for m in draft.history if m.get("role") == "user"]
        kept = [
            s
            for s in degenerate.split_sentences(draft.answer)
            if degenerate.words_of(s)
            and not degenerate.echoes(s, draft.question)
            and not any(degenerate.echoes(s, q) or degenerate.repeats(s, q) for q in earlier)
        ]
        if not kept:  # it only asked the question back
            draft.count("degenerate")
            return flag("screen", draft.answer, "the draft only repeats the user's words")
        trimmed = degenerate.trim(draft.answer)
        if trimmed.changed or trimmed.degenerate:
            draft.emit(DegenerateStep(draft=draft.answer, **trimmed.to_dict()))
            draft.count("degenerate")
        if trimmed.degenerate:
            return flag("screen", draft.answer, "the draft repeats itself or is empty")
        draft.candidate.answer = trimmed.text  # trim, and let the next guard read the rest
        return None
