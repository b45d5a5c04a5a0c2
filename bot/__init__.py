"""guardbot: a guarded chatbot for private data."""

__version__ = "0.1.0"
