"""Shared by the replay tests."""

from __future__ import annotations

from tests.replay.fixtures import PRICING_CHUNK, log_request_turn

CHUNK = PRICING_CHUNK

__all__ = ["CHUNK", "log_request_turn"]
