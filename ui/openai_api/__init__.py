"""guardbot as a guarded OpenAI-compatible endpoint (``/v1``); see ``routes``."""

from ui.openai_api.routes import add_openai_api

__all__ = ["add_openai_api"]
