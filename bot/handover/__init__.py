"""The hand-over: a conversation held by a person of the support team instead of the bot.

- ``desk``: who holds a conversation (``Desk.holder``) and where a customer's message goes
  before any turn runs (``Desk.route_message``: ``bot`` or ``person``); opening a case, a
  person's reply, handing back, resolving, dismissing (with a note) and undoing it.
- ``thread``: the case's messages (customer, person, assistant notes), unread and delivered.
- ``words``: is a message a request for a person ("can I talk to a human")?
- ``hours``: staffed hours from the deployment, and when a person will answer.
"""

from bot.handover.desk import HANDED_OVER, REQUESTED, Desk, Holder, Routed, display_name
from bot.handover.thread import CaseThread
from bot.handover.words import asks_for_person, case_question, real_question, topic_of

__all__ = [
    "HANDED_OVER",
    "REQUESTED",
    "CaseThread",
    "Desk",
    "Holder",
    "Routed",
    "asks_for_person",
    "case_question",
    "display_name",
    "real_question",
    "topic_of",
]
