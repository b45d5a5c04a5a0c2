"""The payload log's tables (SQLAlchemy Core), shared by the ORM-free store and the migrations.

Columns are only ever added, through a new numbered migration in ``migrations.py``.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

sessions = sa.Table(
    "sessions",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column(
        "channel", sa.String(32), nullable=False, server_default="cli"
    ),  # ui|cli|replay|bench
    sa.Column("user_label", sa.String(128)),
    sa.Column("workspace", sa.String(64)),
    sa.Column("backend", sa.String(32)),
    sa.Column("model", sa.String(256)),
    sa.Column("replay_of", sa.String(64), index=True),
    sa.Column("meta", sa.Text),  # JSON
    # the API key that owns the session (OpenAI-compatible endpoint); NULL: no key
    sa.Column("api_key_id", sa.String(32), index=True),
)

turns = sa.Table(
    "turns",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column(
        "session_id", sa.String(64), sa.ForeignKey("sessions.id"), index=True, nullable=False
    ),
    sa.Column("idx", sa.Integer, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("finished_at", sa.Float),
    sa.Column("user_message", sa.Text, nullable=False),
    sa.Column("final_answer", sa.Text),
    # pending|answered|forced_call|regenerated|escalated|refused|error
    sa.Column("outcome", sa.String(32), nullable=False, server_default="pending"),
    sa.Column("error", sa.Text),
    sa.Column("latency_ms", sa.Float),
    sa.Column("replay_of", sa.String(64), index=True),
    sa.Column("meta", sa.Text),  # JSON: sources, counters, settings snapshot
    # the worker running a pending turn and until when it holds it (``bot.store.leases``):
    # it renews the lease while the turn runs; once it lapses any worker closes the turn
    sa.Column("lease_owner", sa.String(96)),
    sa.Column("lease_until", sa.Float, index=True),
)

steps = sa.Table(
    "steps",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("turn_id", sa.String(64), sa.ForeignKey("turns.id"), index=True, nullable=False),
    sa.Column("idx", sa.Integer, nullable=False),
    sa.Column("kind", sa.String(32), nullable=False),
    sa.Column("data", sa.Text, nullable=False),  # JSON from Step.to_dict()
    sa.Column("created_at", sa.Float, nullable=False),
)

llm_calls = sa.Table(
    "llm_calls",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.String(64), index=True),
    sa.Column("turn_id", sa.String(64), index=True),
    sa.Column("purpose", sa.String(32)),  # actor|force|regenerate|critic|judge|chat|replay
    sa.Column("backend", sa.String(32), nullable=False),
    sa.Column("model", sa.String(256)),
    sa.Column("request_json", sa.Text, nullable=False),  # exactly as sent (secrets redacted)
    sa.Column("response_json", sa.Text),  # exactly as received; NULL on failure
    sa.Column("error_kind", sa.String(32)),
    sa.Column("error", sa.Text),
    sa.Column("latency_ms", sa.Float),
    sa.Column("prompt_tokens", sa.Integer),
    sa.Column("completion_tokens", sa.Integer),
    sa.Column("created_at", sa.Float, nullable=False),
)

tool_calls = sa.Table(
    "tool_calls",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.String(64), index=True),
    sa.Column("turn_id", sa.String(64), index=True),
    sa.Column("call_id", sa.String(64)),
    sa.Column("name", sa.String(128), nullable=False),
    sa.Column("arguments", sa.Text),  # JSON text
    sa.Column("result", sa.Text),  # JSON text
    sa.Column("error", sa.Text),
    sa.Column("latency_ms", sa.Float),
    sa.Column("forced", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("created_at", sa.Float, nullable=False),
    # false: the call was refused before the tool ran (bad arguments, a repeat, not allowed)
    sa.Column("executed", sa.Boolean, nullable=False, server_default=sa.true()),
    sa.Column("purpose", sa.String(32)),  # actor|probe|followup|confirmed|replay
    sa.Column("idempotency_key", sa.String(64)),  # a write's key (tool_executions)
)

# One row per write a user confirmed, keyed by its idempotency key (the confirmation it
# answers): the row is inserted before the tool runs, so a second execution of the same
# confirmation (a double "yes", a retry, another worker) finds it and never runs the tool.
tool_executions = sa.Table(
    "tool_executions",
    metadata,
    sa.Column("idempotency_key", sa.String(64), primary_key=True),
    sa.Column("session_id", sa.String(64), index=True),
    sa.Column("turn_id", sa.String(64)),
    sa.Column("name", sa.String(128), nullable=False),
    sa.Column("arguments", sa.Text),  # JSON text
    sa.Column("status", sa.String(16), nullable=False),  # running|done|failed
    sa.Column("result", sa.Text),  # JSON text
    sa.Column("error", sa.Text),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("finished_at", sa.Float),
)

# Failed staff logins, per account ("user:NAME") and per address ("addr:IP"): the brake.
login_failures = sa.Table(
    "login_failures",
    metadata,
    sa.Column("key", sa.String(200), primary_key=True),
    sa.Column("failures", sa.Integer, nullable=False, server_default="0"),
    sa.Column("first_at", sa.Float, nullable=False),
    sa.Column("last_at", sa.Float, nullable=False),
    sa.Column("locked_until", sa.Float),
)

verdicts = sa.Table(
    "verdicts",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.String(64), index=True),
    sa.Column("turn_id", sa.String(64), index=True),
    sa.Column("round", sa.Integer, nullable=False, server_default="0"),
    sa.Column("critic", sa.String(64), nullable=False),
    sa.Column("severity", sa.String(8), nullable=False),  # NONE|LOW|HIGH
    sa.Column("unparseable", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("answer", sa.Text),
    sa.Column("data", sa.Text, nullable=False),  # JSON from Verdict.to_dict()
    sa.Column("latency_ms", sa.Float),
    sa.Column("created_at", sa.Float, nullable=False),
)

escalations = sa.Table(
    "escalations",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.String(64), index=True, nullable=False),
    sa.Column("turn_id", sa.String(64), index=True),
    sa.Column("status", sa.String(16), nullable=False, server_default="open"),
    sa.Column("assignee", sa.String(128)),
    sa.Column("summary", sa.Text),
    sa.Column("data", sa.Text),  # JSON: conversation, attempts, verdicts, sources
    sa.Column("human_reply", sa.Text),
    sa.Column("reply_sent_at", sa.Float),
    # true_hallucination|false_alarm|missing_content|wanted_person|not_a_question
    sa.Column("resolution_label", sa.String(32)),
    sa.Column("notes", sa.Text),
    sa.Column("version", sa.Integer, nullable=False, server_default="0"),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.Column("claimed_at", sa.Float),
    sa.Column("closed_at", sa.Float),
)

# The conversation of a hand-over (``bot.handover``): what the customer wrote while a person
# held the conversation, the person's replies and the notes the assistant gave ("a person has
# it", when one will answer), in order. ``read_at``: a person opened the case after a
# customer's message arrived; ``delivered_at``: an API client received a person's message.
case_messages = sa.Table(
    "case_messages",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("escalation_id", sa.Integer, index=True, nullable=False),
    sa.Column("session_id", sa.String(64), index=True, nullable=False),
    sa.Column("role", sa.String(16), nullable=False),  # customer|person|assistant
    sa.Column("author", sa.String(128)),  # the person's name (staff login)
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("read_at", sa.Float),
    sa.Column("delivered_at", sa.Float),
    sa.Column("meta", sa.Text),  # JSON: e.g. the draft a reply was edited from
)

feedback = sa.Table(
    "feedback",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.String(64), index=True, nullable=False),
    sa.Column("turn_id", sa.String(64), index=True),
    sa.Column("rating", sa.Integer, nullable=False),  # +1 / -1
    sa.Column("comment", sa.Text),
    sa.Column("created_at", sa.Float, nullable=False),
)

# Keys of the OpenAI-compatible endpoint (``guardbot keys add``). Only the SHA-256 of the
# whole key is stored; the key itself is shown once, when it is made.
api_keys = sa.Table(
    "api_keys",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),  # the key's public id (part of the key)
    sa.Column("name", sa.String(128), nullable=False),
    sa.Column("key_hash", sa.String(64), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("last_used_at", sa.Float),
    sa.Column("revoked_at", sa.Float),
    # the one end user this key may act for (a tool's identity); NULL: none
    sa.Column("bound_user", sa.String(256)),
)

schema_migrations = sa.Table(
    "schema_migrations",
    metadata,
    sa.Column("version", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("name", sa.String(128), nullable=False),
    sa.Column("applied_at", sa.Float, nullable=False),
)
