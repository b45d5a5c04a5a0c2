"""The detector's model file: plain JSON weights (no pickle), one logistic regression per
named model (``qa``, ``dialogue``, ``summarization``, ``general``), each with the features it
was fitted on, their standardisation, its decision threshold and how it was trained."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

DEFAULT_MODEL_PATH = Path(__file__).resolve().parents[1] / "models" / "detector_model.json"
FORMAT_VERSION = 1


class ModelFileError(RuntimeError):
    """The detector's model file is missing or unreadable; the message says how to fix it."""


class ModelFileMissing(ModelFileError, FileNotFoundError):
    """No model file (the critic registry falls back to the grounding critic on this)."""


@dataclass
class LogisticModel:
    features: list[str]
    mean: list[float]
    scale: list[float]
    coef: list[float]
    intercept: float
    threshold: float = 0.5  # on P(hallucinated), chosen on dev
    low_threshold: float = 0.3  # LOW severity from here
    meta: dict[str, Any] = field(default_factory=dict)

    def decision(self, X: np.ndarray) -> np.ndarray:
        X = np.asarray(X, dtype=np.float64)
        Z = (X - np.asarray(self.mean)) / np.asarray(self.scale)
        return Z @ np.asarray(self.coef) + self.intercept

    def predict_proba(self, X: np.ndarray) -> np.ndarray:
        """P(hallucinated) per row."""
        return 1.0 / (1.0 + np.exp(-np.clip(self.decision(X), -50, 50)))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LogisticModel:
        model = cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})
        sizes = {len(model.features), len(model.mean), len(model.scale), len(model.coef)}
        if len(sizes) != 1:
            raise ModelFileError(f"detector model has inconsistent sizes {sorted(sizes)}")
        return model


@dataclass
class ModelFile:
    models: dict[str, LogisticModel]
    default: str = "general"
    training: dict[str, Any] = field(default_factory=dict)

    def get(self, name: str | None) -> LogisticModel:
        key = name if name in self.models else self.default
        return self.models[key]

    def save(self, path: Path) -> None:
        data = {
            "format": FORMAT_VERSION,
            "default": self.default,
            "training": self.training,
            "models": {k: m.to_dict() for k, m in self.models.items()},
        }
        path.write_text(json.dumps(data, indent=1))

    @classmethod
    def load(cls, path: Path | None = None) -> ModelFile:
        path = Path(path or DEFAULT_MODEL_PATH)
        if not path.is_file():
            raise ModelFileError(
                f"detector model not found at {path}; run `guardbot detector train` to build it"
            )
        try:
            data = json.loads(path.read_text())
            models = {k: LogisticModel.from_dict(v) for k, v in data["models"].items()}
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise ModelFileError(
                f"detector model {path} is unreadable ({exc}); run `guardbot detector train`"
            ) from exc
        if data.get("format") != FORMAT_VERSION:
            raise ModelFileError(
                f"detector model {path} has format {data.get('format')}, expected {FORMAT_VERSION}"
            )
        if data.get("default") not in models:
            raise ModelFileError(
                f"detector model {path} names default {data.get('default')!r}, which it lacks"
            )
        return cls(models=models, default=data["default"], training=data.get("training", {}))
