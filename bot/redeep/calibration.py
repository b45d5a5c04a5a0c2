"""The calibration file: chosen heads and layers, frozen normalisation extremes, beta and the
threshold (token level and chunk level), and the logistic-regression alternative.

The shipped file is ``bot/models/redeep_calibration.json`` (SmolLM2-135M-Instruct); another
model needs its own: ``guardbot redeep calibrate --out PATH`` and ``GUARDBOT_REDEEP_CALIBRATION=PATH``.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from bot.settings import get_settings

SHIPPED = Path(__file__).resolve().parents[1] / "models" / "redeep_calibration.json"
VERSION = 1


class CalibrationError(RuntimeError):
    """The calibration file is missing or was made for another model; the message says how to fix it."""


@dataclass
class Norm:
    """Frozen min-max extremes of E (summed ECS) and P (summed PKS), the weight beta of E in
    H = P_norm - beta * E_norm, and the threshold on the response score."""

    e_min: float
    e_max: float
    p_min: float
    p_max: float
    beta: float
    threshold: float

    def e_norm(self, e: np.ndarray) -> np.ndarray:
        return (np.asarray(e, dtype=np.float64) - self.e_min) / max(self.e_max - self.e_min, 1e-12)

    def p_norm(self, p: np.ndarray) -> np.ndarray:
        return (np.asarray(p, dtype=np.float64) - self.p_min) / max(self.p_max - self.p_min, 1e-12)

    def score(self, e: np.ndarray, p: np.ndarray) -> np.ndarray:
        return self.p_norm(p) - self.beta * self.e_norm(e)


@dataclass
class LogReg:
    """Logistic regression over response-level features, fitted on the calibration split."""

    features: list[str]
    mean: list[float]
    scale: list[float]
    coef: list[float]
    intercept: float
    threshold: float = 0.5

    def probability(self, values: dict[str, float]) -> float:
        x = np.array([values[f] for f in self.features], dtype=np.float64)
        z = (x - np.array(self.mean)) / np.maximum(np.array(self.scale), 1e-12)
        logit = float(z @ np.array(self.coef) + self.intercept)
        return 1.0 / (1.0 + math.exp(-max(min(logit, 50.0), -50.0)))


@dataclass
class Calibration:
    model: dict[str, Any]
    candidates: list[list[Any]]  # [layer, head, ratio, trace], most copying-like first
    heads: list[tuple[int, int]]
    layers: list[int]
    token: Norm
    chunk: Norm | None = None
    logreg: LogReg | None = None
    data: dict[str, Any] = field(default_factory=dict)
    metrics: dict[str, Any] = field(default_factory=dict)
    version: int = VERSION

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["heads"] = [list(h) for h in self.heads]
        return _rounded(out)

    def save(self, path: Path) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(
            json.dumps(self.to_dict(), indent=1, sort_keys=True) + "\n", encoding="utf-8"
        )
        return path

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Calibration:
        if data.get("version") != VERSION:
            raise CalibrationError(
                f"calibration file version {data.get('version')} != {VERSION}: recalibrate"
            )
        return cls(
            model=data["model"],
            candidates=data["candidates"],
            heads=[(int(a), int(b)) for a, b in data["heads"]],
            layers=[int(x) for x in data["layers"]],
            token=Norm(**data["token"]),
            chunk=Norm(**data["chunk"]) if data.get("chunk") else None,
            logreg=LogReg(**data["logreg"]) if data.get("logreg") else None,
            data=data.get("data", {}),
            metrics=data.get("metrics", {}),
        )


def _rounded(value: Any) -> Any:
    """Round floats to 6 significant digits so the file is stable across tiny numeric noise."""
    if isinstance(value, float):
        return float(f"{value:.6g}")
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_rounded(v) for v in value]
    return value


def default_path() -> Path:
    configured = get_settings().redeep_calibration
    return Path(configured).expanduser() if configured else SHIPPED


def load_calibration(path: Path | str | None = None) -> Calibration:
    path = Path(path) if path else default_path()
    if not path.exists():
        raise CalibrationError(
            f"ReDeEP calibration file {path} not found: run `guardbot redeep calibrate --out {path}` "
            "or unset GUARDBOT_REDEEP_CALIBRATION to use the shipped file"
        )
    try:
        return Calibration.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (KeyError, TypeError, json.JSONDecodeError) as exc:
        raise CalibrationError(
            f"{path} is not a ReDeEP calibration file ({exc}): recalibrate"
        ) from exc


def model_signature(model) -> dict[str, Any]:
    cfg = model.config
    return {
        "name": str(getattr(cfg, "_name_or_path", "") or cfg.model_type),
        "layers": int(cfg.num_hidden_layers),
        "heads": int(cfg.num_attention_heads),
        "kv_heads": int(getattr(cfg, "num_key_value_heads", cfg.num_attention_heads)),
        "hidden": int(cfg.hidden_size),
        "vocab": int(cfg.vocab_size),
    }


def check_model(calibration: Calibration, model) -> None:
    mine, theirs = model_signature(model), calibration.model
    keys = ("layers", "heads", "kv_heads", "hidden", "vocab")
    if any(mine[k] != theirs.get(k) for k in keys):
        raise CalibrationError(
            f"the ReDeEP calibration was made for {theirs.get('name')} ({theirs}), not for this model "
            f"({mine}): run `guardbot redeep calibrate --out calibration.json` and set "
            "GUARDBOT_REDEEP_CALIBRATION to that file"
        )
