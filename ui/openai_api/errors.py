"""OpenAI-shaped errors: ``{"error": {"message", "type", "param", "code"}}`` with a 4xx/5xx
status. Everything the endpoint refuses goes through ``ApiError``, before anything is
written, so a refused request leaves no session or turn behind."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fastapi.responses import JSONResponse


@dataclass
class ApiError(Exception):
    status: int
    message: str
    type: str = "invalid_request_error"
    param: str | None = None
    code: str | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "error": {
                "message": self.message,
                "type": self.type,
                "param": self.param,
                "code": self.code,
            }
        }

    def response(self) -> JSONResponse:
        return JSONResponse(self.to_dict(), status_code=self.status, headers=self.headers)


def bad_request(message: str, *, param: str | None = None, code: str = "invalid_value") -> ApiError:
    return ApiError(400, message, param=param, code=code)


def unsupported(message: str, *, param: str) -> ApiError:
    return ApiError(400, message, param=param, code="unsupported_parameter")


def server_error(message: str, *, status: int = 500, code: str = "server_error") -> ApiError:
    return ApiError(status, message, type="server_error", code=code)
