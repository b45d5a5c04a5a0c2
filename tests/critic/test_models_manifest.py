"""bot/models/ holds every shipped model file, and its MANIFEST.json describes each one."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import bot

MODELS = Path(bot.__file__).resolve().parent / "models"


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_manifest_names_every_model_file_with_its_digest():
    manifest = json.loads((MODELS / "MANIFEST.json").read_text(encoding="utf-8"))["files"]
    shipped = {p.name for p in MODELS.iterdir() if p.is_file() and p.name != "MANIFEST.json"}
    assert shipped == set(manifest)
    for name, entry in manifest.items():
        assert entry["sha256"] == _sha256(MODELS / name), f"{name} changed: update MANIFEST.json"
        assert entry["trained_by"]["command"].startswith("guardbot ")
        assert entry["what"] and entry["data"]


def test_every_loader_reads_from_bot_models():
    from bot.critic import combined, entail, support, support_features
    from bot.detector import model
    from bot.redeep import calibration

    paths = [
        entail.WEIGHTS, entail.META, entail.TOOL_WEIGHTS, entail.TOOL_META,
        support.TOOL_SENTENCE_PATH, support_features.MODEL_PATH, combined.CALIBRATION_PATH,
        model.DEFAULT_MODEL_PATH, calibration.SHIPPED,
    ]  # fmt: skip
    for path in paths:
        assert path.parent == MODELS and path.is_file(), path
