"""The ``openai`` backend: any OpenAI-compatible chat-completions endpoint through the SDK.

OpenAI, Azure OpenAI (its ``/openai/v1/`` endpoint, or the deployment endpoints with
``GUARDBOT_OPENAI_API_VERSION`` set), vLLM, Ollama, llama.cpp server and
LM Studio all speak this format. The SDK's own retries are off (``max_retries=0``): this
module retries itself so that a 429's ``Retry-After`` is honoured (capped by
``settings.retry_after_cap``) and 5xx / timeouts / refused connections back off
exponentially. The response body is parsed from the raw HTTP text, so ``ChatResponse.raw``
is exactly what the server sent.
"""

from __future__ import annotations

import email.utils
import ipaddress
import json
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlparse

import openai
import structlog

from bot.llm.base import (
    ChatRequest,
    ChatResponse,
    LLMAuthError,
    LLMError,
    LLMMalformedResponse,
    LLMRateLimited,
    LLMServerError,
    LLMTimeout,
    LLMUnavailable,
    check_model_requests_allowed,
)
from bot.settings import ConfigError, Settings

log = structlog.get_logger("guardbot.llm.openai")

DEFAULT_BASE_URL = "https://api.openai.com/v1"
KNOWN_KEYS = ("messages", "tools", "tool_choice", "temperature", "max_tokens", "seed")
LOOPBACK_PLACEHOLDER_KEY = "not-needed"  # local servers (vLLM, Ollama, llama.cpp) ignore the key


class LLMBadRequest(LLMError):
    """The endpoint refused the request itself (400/404/422): a wrong model name or body."""

    kind = "bad_request"
    user_message = "The language model endpoint refused the request; an administrator has to check the model settings."


def is_loopback(base_url: str) -> bool:
    host = urlparse(base_url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def parse_retry_after(headers: Any) -> float | None:
    """Seconds to wait from ``retry-after-ms`` / ``Retry-After`` (seconds or an HTTP date)."""
    if headers is None:
        return None
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000)
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        parsed = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(0.0, parsed.timestamp() - time.time())


def parse_body(text: str) -> dict[str, Any]:
    """The chat-completion JSON as received; anything else -> LLMMalformedResponse."""
    try:
        body = json.loads(text)
    except ValueError as exc:
        raise LLMMalformedResponse(
            f"the endpoint sent a body that is not JSON: {text[:200]!r}"
        ) from exc
    choices = body.get("choices") if isinstance(body, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise LLMMalformedResponse(f"the endpoint sent JSON without choices: {text[:200]!r}")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise LLMMalformedResponse(f"the endpoint sent a choice without a message: {text[:200]!r}")
    return body


def _error_detail(exc: openai.APIStatusError) -> str:
    try:
        text = exc.response.text
    except Exception:  # the body could not be read; the status is still worth saying
        text = ""
    return f"HTTP {exc.status_code}: {text[:300]}"


def map_error(exc: Exception) -> LLMError:
    """One SDK exception -> the matching ``LLMError`` (with ``retry_after`` for 429)."""
    if isinstance(exc, openai.APITimeoutError):
        return LLMTimeout(f"the endpoint did not answer in time: {exc}")
    if isinstance(exc, openai.APIConnectionError):
        return LLMUnavailable(f"cannot reach the endpoint: {exc.__cause__ or exc}")
    if isinstance(exc, openai.RateLimitError):
        return LLMRateLimited(
            _error_detail(exc), retry_after=parse_retry_after(exc.response.headers)
        )
    if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
        return LLMAuthError(_error_detail(exc))
    if isinstance(exc, openai.APIStatusError):
        if exc.status_code >= 500:
            return LLMServerError(_error_detail(exc))
        return LLMBadRequest(_error_detail(exc))
    return LLMError(f"{type(exc).__name__}: {exc}")


RETRYABLE = (LLMRateLimited, LLMServerError, LLMTimeout, LLMUnavailable)


class OpenAIModel:
    """``complete(request) -> response`` over an OpenAI-compatible HTTP endpoint."""

    backend = "openai"
    small = False

    def __init__(
        self,
        *,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 2,
        retry_after_cap: float = 30.0,
        backoff_base: float = 0.5,
        api_version: str | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ):
        self.model_name = model
        self.base_url = (base_url or DEFAULT_BASE_URL).rstrip("/")
        self.loopback = is_loopback(self.base_url)
        if not api_key:
            if not self.loopback:
                raise ConfigError(
                    f"no API key for {self.base_url}: set GUARDBOT_OPENAI_API_KEY (or point "
                    "GUARDBOT_OPENAI_BASE_URL at a local server such as http://127.0.0.1:8000/v1)"
                )
            api_key = LOOPBACK_PLACEHOLDER_KEY
        self.max_retries = max(0, max_retries)
        self.retry_after_cap = retry_after_cap
        self.backoff_base = backoff_base
        self._sleep = sleep
        self.api_version = api_version
        if api_version:  # Azure OpenAI: /openai/deployments/<model>/..., api-key header
            self.client: openai.OpenAI = openai.AzureOpenAI(
                azure_endpoint=self.base_url,
                api_version=api_version,
                api_key=api_key,
                timeout=timeout,
                max_retries=0,
            )
        else:
            self.client = openai.OpenAI(
                base_url=self.base_url, api_key=api_key, timeout=timeout, max_retries=0
            )

    @classmethod
    def from_settings(
        cls, settings: Settings, model: str | None = None, **overrides: Any
    ) -> OpenAIModel:
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        options: dict[str, Any] = dict(
            model=model or settings.model,
            base_url=settings.openai_base_url,
            api_key=key,
            timeout=settings.openai_timeout,
            max_retries=settings.openai_max_retries,
            retry_after_cap=settings.retry_after_cap,
            api_version=settings.openai_api_version,
        )
        options.update(overrides)
        return cls(**options)

    # ------------------------------------------------------------ the port
    def complete(self, request: ChatRequest) -> ChatResponse:
        if not self.loopback:
            check_model_requests_allowed("openai")
        attempt = 0
        while True:
            try:
                return self._send(request)
            except RETRYABLE as exc:
                if attempt >= self.max_retries:
                    raise type(exc)(
                        f"{exc} (after {attempt + 1} attempts)", retry_after=exc.retry_after
                    ) from exc
                wait = self._wait_for(exc, attempt)
                log.warning(
                    "llm_retry",
                    backend=self.backend,
                    error_kind=exc.kind,
                    attempt=attempt + 1,
                    wait_s=wait,
                )
                self._sleep(wait)
                attempt += 1

    def _wait_for(self, exc: LLMError, attempt: int) -> float:
        backoff = self.backoff_base * (2**attempt)
        if isinstance(exc, LLMRateLimited) and exc.retry_after is not None:
            return min(exc.retry_after, self.retry_after_cap)
        return min(backoff, self.retry_after_cap)

    def _send(self, request: ChatRequest) -> ChatResponse:
        body = request.to_payload()
        kwargs: dict[str, Any] = {k: body[k] for k in KNOWN_KEYS if k in body}
        kwargs["model"] = body.get("model") or self.model_name
        extra = {k: v for k, v in body.items() if k not in KNOWN_KEYS and k != "model"}
        if extra:
            kwargs["extra_body"] = extra
        try:
            raw = self.client.chat.completions.with_raw_response.create(**kwargs)
        except openai.OpenAIError as exc:
            raise map_error(exc) from exc
        try:
            text = raw.text
        except openai.OpenAIError as exc:  # the body broke off mid-read
            raise map_error(exc) from exc
        return ChatResponse(raw=parse_body(text))
