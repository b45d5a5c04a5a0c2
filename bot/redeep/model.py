"""The local transformer ReDeEP reads: the local backend's model (``bot.llm.local``), so the
weights are loaded and cached once per process; any local Llama-style model by setting
(``GUARDBOT_LOCAL_MODEL_PATH``)."""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass, field
from typing import Any

from bot.llm.local import get_local_model


@dataclass
class LoadedModel:
    model: Any
    tokenizer: Any
    name: str
    lock: Any = field(
        default_factory=threading.RLock
    )  # shared with generation when it is the backend's


def load_local(path: str | None = None) -> LoadedModel:

    local = get_local_model(path)
    return LoadedModel(
        local.model, local.tokenizer, local.model_name, getattr(local, "lock", threading.RLock())
    )


def wrap(model, tokenizer, name: str | None = None) -> LoadedModel:
    """An already loaded transformers model (tests, notebooks)."""
    cfg = model.config
    return LoadedModel(
        model, tokenizer, name or str(getattr(cfg, "_name_or_path", "") or cfg.model_type)
    )


@contextlib.contextmanager
def using(loaded: LoadedModel):
    with loaded.lock:
        yield loaded.model
