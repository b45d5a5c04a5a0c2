"""The request side of ``POST /v1/chat/completions``: parse and check an OpenAI chat request.

The last message must be the user's: it is the question of the guarded turn. Earlier user
and assistant messages are the history. The client's system (or developer) messages do not
reach the model (guardbot's own rules and retrieved documents form its system prompt), but
they are part of what identifies the conversation. Sampling parameters are checked for
their type and otherwise ignored: the guard sets its own. Parameters guardbot cannot honour
(client-side ``tools``, ``n`` > 1, ``logprobs``, a JSON ``response_format``) are refused
with a 400 that says so, never dropped silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.identity import check_user, looks_like_user_token
from bot.turn import MAX_MESSAGE_CHARS
from ui.openai_api.errors import ApiError, bad_request, unsupported
from ui.userinput import MAX_BODY_BYTES as MAX_BODY_BYTES  # the limit /v1 states
from ui.userinput import BadBody, clean_text, is_blank

MAX_MESSAGES = 200
MAX_CONVERSATION_CHARS = 60_000
ROLES = ("system", "developer", "user", "assistant")

_NUMBER = (int, float)
# parameter -> the JSON types it may have (None is always allowed); values are ignored
IGNORED_PARAMS: dict[str, tuple[type, ...]] = {
    "temperature": _NUMBER,
    "top_p": _NUMBER,
    "presence_penalty": _NUMBER,
    "frequency_penalty": _NUMBER,
    "max_tokens": (int,),
    "max_completion_tokens": (int,),
    "seed": (int,),
    "stop": (str, list),
    "user": (str,),
    "metadata": (dict,),
    "logit_bias": (dict,),
    "parallel_tool_calls": (bool,),
    "store": (bool,),
    "service_tier": (str,),
    "top_logprobs": (int,),
    "reasoning_effort": (str,),
    "verbosity": (str,),
    "prediction": (dict,),
    "web_search_options": (dict,),
}
# parameters OpenAI takes only one of a few values for: any other is refused as it refuses it
_CHOICES: dict[str, tuple[str, ...]] = {
    "reasoning_effort": ("none", "minimal", "low", "medium", "high"),
    "service_tier": ("auto", "default", "flex", "scale", "priority"),
    "verbosity": ("low", "medium", "high"),
}
METADATA_PAIRS, METADATA_KEY_CHARS, METADATA_VALUE_CHARS = 16, 64, 512  # OpenAI's limits
_TYPE_NAMES = {
    int: "an integer",
    float: "a number",
    str: "a string",
    list: "an array",
    dict: "an object",
    bool: "a boolean",
}


@dataclass
class CompletionRequest:
    model: str
    question: str
    history: list[dict[str, str]] = field(default_factory=list)
    system: str = ""  # the client's system/developer messages (conversation key only)
    first_user: str = ""
    stream: bool = False
    include_usage: bool = False
    user: str | None = None


def _type_ok(value: Any, types: tuple[type, ...]) -> bool:
    if isinstance(value, bool):  # JSON true/false is not a number
        return bool in types
    return isinstance(value, types)


def _expect(body: dict[str, Any], name: str, types: tuple[type, ...]) -> None:
    value = body.get(name)
    if value is not None and not _type_ok(value, types):
        wanted = " or ".join(_TYPE_NAMES.get(t, t.__name__) for t in types)
        raise bad_request(
            f"Invalid type for '{name}': expected {wanted}, got {type(value).__name__}.",
            param=name,
            code="invalid_type",
        )


# the ranges OpenAI's API takes; a value outside is refused as it refuses it (the value is
# still not used: guardbot's own settings decide)
_RANGES: dict[str, tuple[int, int]] = {
    "temperature": (0, 2),
    "top_p": (0, 1),
    "presence_penalty": (-2, 2),
    "frequency_penalty": (-2, 2),
    # integers above int32 are refused as OpenAI refuses them ("Expected a value <= 2147483647")
    "max_tokens": (1, 2**31 - 1),
    "max_completion_tokens": (1, 2**31 - 1),
    "top_logprobs": (0, 20),
    "seed": (-(2**63), 2**63 - 1),  # a 64-bit integer
}


def _text_content(content: Any) -> bool:
    """A string, or an array of text parts (``{"type": "text", "text": "..."}``)."""
    if isinstance(content, str):
        return True
    return isinstance(content, list) and all(
        isinstance(p, dict) and p.get("type") == "text" and isinstance(p.get("text"), str)
        for p in content
    )


def _in_range(body: dict[str, Any]) -> None:
    stop = body.get("stop")
    if isinstance(stop, list) and (len(stop) > 4 or not all(isinstance(s, str) for s in stop)):
        raise bad_request(
            "Invalid 'stop': up to 4 sequences, each a string.", param="stop", code="invalid_value"
        )
    if body.get("stream_options") is not None and body.get("stream") is not True:
        raise bad_request(
            "The 'stream_options' parameter is only allowed when 'stream' is true.",
            param="stream_options",
            code="invalid_value",
        )
    bias = body.get("logit_bias")
    for token, value in (bias or {}).items() if isinstance(bias, dict) else ():
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not -100 <= value <= 100
        ):
            raise bad_request(
                f"Invalid 'logit_bias': the value for {str(token)[:20]!r} must be a number "
                "from -100 to 100.",
                param="logit_bias",
                code="invalid_value",
            )
    for name, allowed in _CHOICES.items():
        value = body.get(name)
        if value is not None and value not in allowed:
            raise bad_request(
                f"Invalid '{name}': {str(value)[:40]!r}; it must be one of {', '.join(allowed)}.",
                param=name,
                code="invalid_value",
            )
    _check_metadata(body.get("metadata"))
    prediction = body.get("prediction")
    if isinstance(prediction, dict) and prediction.get("type") != "content":
        raise bad_request(
            "Invalid 'prediction': its 'type' must be 'content'.",
            param="prediction.type",
            code="invalid_value",
        )
    if isinstance(prediction, dict) and not _text_content(prediction.get("content")):
        raise bad_request(
            "Invalid 'prediction.content': expected a string or an array of text parts.",
            param="prediction.content",
            code="invalid_type",
        )
    options = body.get("stream_options")
    for key, value in options.items() if isinstance(options, dict) else ():
        if key not in ("include_usage", "include_obfuscation") or not isinstance(value, bool):
            raise bad_request(
                f"Invalid 'stream_options.{str(key)[:30]}': only include_usage and "
                "include_obfuscation, each a boolean.",
                param=f"stream_options.{str(key)[:30]}",
                code="invalid_value",
            )
    for name, (low, high) in _RANGES.items():
        value = body.get(name)
        if value is not None and not low <= value <= high:
            raise bad_request(
                f"Invalid '{name}': {value!r}; it must be from {low} to {high}.",
                param=name,
                code="invalid_value",
            )


def _check_metadata(metadata: Any) -> None:
    """Up to 16 pairs, each key a string of at most 64 characters and each value a string of
    at most 512, as OpenAI takes them."""
    if not isinstance(metadata, dict):
        return
    if len(metadata) > METADATA_PAIRS:
        raise bad_request(
            f"Invalid 'metadata': {len(metadata)} pairs; the limit is {METADATA_PAIRS}.",
            param="metadata",
            code="invalid_value",
        )
    for key, value in metadata.items():
        if not isinstance(value, str):
            raise bad_request(
                f"Invalid 'metadata': the value of {str(key)[:20]!r} must be a string.",
                param="metadata",
                code="invalid_type",
            )
        if len(str(key)) > METADATA_KEY_CHARS:
            raise bad_request(
                f"Invalid 'metadata': the key {str(key)[:20]!r}... is longer than "
                f"{METADATA_KEY_CHARS} characters.",
                param="metadata",
                code="invalid_value",
            )
        if len(value) > METADATA_VALUE_CHARS:
            raise bad_request(
                f"Invalid 'metadata': the value of {str(key)[:20]!r} is longer than "
                f"{METADATA_VALUE_CHARS} characters.",
                param="metadata",
                code="invalid_value",
            )


def _text_of(content: Any, where: str) -> str:
    """A message's content as text: a string, or a list of text parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise bad_request(
            f"Invalid type for '{where}.content': expected a string or an array of text parts.",
            param=f"{where}.content",
            code="invalid_type",
        )
    texts = []
    for i, part in enumerate(content):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind != "text" or not isinstance(part.get("text"), str):
            raise unsupported(
                f"'{where}.content[{i}]' is not a text part; guardbot answers text only.",
                param=f"{where}.content",
            )
        texts.append(part["text"])
    return "\n".join(texts)


def _message(item: Any, i: int) -> tuple[str, str]:
    where = f"messages[{i}]"
    if not isinstance(item, dict):
        raise bad_request(
            f"Invalid type for '{where}': expected an object.", param=where, code="invalid_type"
        )
    role = item.get("role")
    if role in ("tool", "function") or item.get("tool_calls") or item.get("function_call"):
        raise unsupported(
            f"'{where}' carries a client-side tool call or result. guardbot calls its own "
            "server-side tools (GUARDBOT_TOOL_MODULES) and checks their results; it does not "
            "run tools on the client's behalf.",
            param=where,
        )
    if role not in ROLES:
        raise bad_request(
            f"Invalid value for '{where}.role': {role!r}; expected one of {', '.join(ROLES)}.",
            param=f"{where}.role",
        )
    # a participant's name, as the wire format has it: a string when given at all
    if "name" in item and item["name"] is not None and not isinstance(item["name"], str):
        raise bad_request(
            f"Invalid type for '{where}.name': expected a string.",
            param=f"{where}.name",
            code="invalid_type",
        )
    return role, clean_text(_text_of(item.get("content"), where))


def _refuse_unsupported(body: dict[str, Any]) -> None:
    for name in ("tools", "functions"):
        _expect(body, name, (list,))
        if body.get(name) == []:  # as OpenAI refuses it: "[] is too short"
            raise bad_request(
                f"Invalid '{name}': an empty array; leave it out instead.",
                param=name,
                code="empty_array",
            )
    if body.get("tools") or body.get("functions"):
        name = "tools" if body.get("tools") else "functions"
        raise unsupported(
            f"'{name}' is not supported: guardbot calls its own server-side tools "
            "(GUARDBOT_TOOL_MODULES) inside the guarded turn and does not return tool calls "
            "to the client. Send the request without it.",
            param=name,
        )
    choice = body.get("tool_choice")
    if choice not in (None, "none", "auto"):
        raise unsupported(
            "'tool_choice' needs client-side tools, which guardbot does not take.",
            param="tool_choice",
        )
    _expect(body, "n", (int,))
    if body.get("n") not in (None, 1):
        raise unsupported(
            "'n' must be 1: guardbot gives one checked answer per request.", param="n"
        )
    if body.get("logprobs"):
        raise unsupported("'logprobs' is not supported.", param="logprobs")
    fmt = body.get("response_format")
    if fmt is not None and (not isinstance(fmt, dict) or fmt.get("type") != "text"):
        raise unsupported(
            "'response_format' must be text: guardbot answers in checked prose.",
            param="response_format",
        )


def _conversation(messages: list[tuple[str, str]]) -> tuple[str, list[dict[str, str]], str, str]:
    """question, history, system text, first user message."""
    role, question = messages[-1]
    if role != "user":
        raise bad_request(
            f"The last message must be the user's (got role {role!r}): it is the question guardbot answers.",
            param=f"messages[{len(messages) - 1}].role",
        )
    if is_blank(question):
        raise bad_request(
            "The last user message is empty (nothing but spaces, control or invisible "
            "characters): there is no question to answer.",
            param="messages",
        )
    if len(question.strip()) > MAX_MESSAGE_CHARS:
        raise bad_request(
            f"The last user message has {len(question.strip()):,} characters; the limit is {MAX_MESSAGE_CHARS:,}.",
            param="messages",
            code="context_length_exceeded",
        )
    total = sum(len(text) for _, text in messages)
    if total > MAX_CONVERSATION_CHARS:
        raise bad_request(
            f"The conversation has {total:,} characters; the limit is {MAX_CONVERSATION_CHARS:,}. "
            "Send fewer earlier messages.",
            param="messages",
            code="context_length_exceeded",
        )
    history = [
        {"role": r, "content": t}
        for r, t in messages[:-1]
        if r in ("user", "assistant") and not is_blank(t)
    ]
    system = "\n".join(t for r, t in messages if r in ("system", "developer"))
    first_user = next(t for r, t in messages if r == "user")
    return question.strip(), history, system, first_user


def _check_user(user: Any) -> None:
    """A ``user`` is a signed token or 1-128 printable characters (docs/security.md); an empty
    or blank one names nobody and is refused, not taken for "no user"."""
    if user is None or looks_like_user_token(user):
        return
    try:
        check_user(str(user))
        # a control character at either end too ("name@example.org\n"): ``check_user``
        # strips the ends, so it would name the user without it
        if any(not ch.isprintable() for ch in str(user)):
            raise ValueError("a user cannot hold control or invisible characters")
    except ValueError as exc:
        raise bad_request(f"Invalid 'user': {exc}.", param="user") from None


def parse_request(body: Any) -> CompletionRequest:
    """A checked request, or ``ApiError`` (400) saying what is wrong and where."""
    if not isinstance(body, dict):
        raise bad_request("The request body must be a JSON object.", code="invalid_type")
    model = body.get("model")
    if model is None or model == "":
        raise bad_request(
            "You must provide a model parameter.", param="model", code="missing_required_parameter"
        )
    _expect(body, "model", (str,))
    raw = body.get("messages")
    if raw is None:
        raise bad_request(
            "Missing required parameter: 'messages'.",
            param="messages",
            code="missing_required_parameter",
        )
    _expect(body, "messages", (list,))
    if not raw:
        raise bad_request("'messages' is empty: send at least one user message.", param="messages")
    if len(raw) > MAX_MESSAGES:
        raise bad_request(
            f"'messages' has {len(raw)} items; the limit is {MAX_MESSAGES}.",
            param="messages",
            code="context_length_exceeded",
        )
    for name in ("stream", "stream_options"):
        _expect(body, name, (bool,) if name == "stream" else (dict,))
    for name, types in IGNORED_PARAMS.items():
        _expect(body, name, types)
    _in_range(body)
    _refuse_unsupported(body)
    _check_user(body.get("user"))
    messages = [_message(item, i) for i, item in enumerate(raw)]
    question, history, system, first_user = _conversation(messages)
    options = body.get("stream_options") or {}
    return CompletionRequest(
        model=str(model),
        question=question,
        history=history,
        system=system,
        first_user=first_user,
        stream=bool(body.get("stream")),
        include_usage=bool(options.get("include_usage")),
        user=body.get("user"),
    )


def body_error(exc: BadBody) -> ApiError:
    """``ui.userinput``'s refusal of a body as an OpenAI-shaped error."""
    return ApiError(exc.status, exc.message, param=exc.where, code=exc.code)
