"""Canary trap: fictive copies of a knowledge base show whether answers came from the
documents (they carry the fictive value) or from the model's memory (the original)."""
