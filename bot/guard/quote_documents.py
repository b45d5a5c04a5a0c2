"""A small model's answers from the documents are the documents' own words.

On foreign deployments the 135M model's own-words answers from documents were wrong in 5
of the 6 delivered (two benches of five deployments, 27 Nov 2026), while a quote is the
sources' text, cited. With this guard a small model's draft on the documents route is not
delivered: the turn goes straight to the quote, or to the honest "the documents do not say
this" when nothing quotable answers. Tool answers and capable models' drafts pass through.
The turn (``bot.turn``) asks the pipeline first (``GuardPipeline.wants_draft``) and does
not call a small model whose draft this guard would set aside: the guard then sees an empty
draft and sends it to the quote.
"""

from __future__ import annotations

from bot.critic.pipeline import Draft, Finding, flag


class QuoteDocuments:
    name = "quote_documents"
    stage = "draft"

    @staticmethod
    def sets_aside(draft: Draft) -> bool:
        """Would any draft of this turn be set aside for the quote?"""
        return draft.small and not draft.tool_route

    def check(self, draft: Draft) -> Finding | None:
        if not self.sets_aside(draft):
            return None
        why = "a small model answers from the documents with their own words (quoted)"
        return flag(self.name, draft.answer, why, on_fail="quote")
