"""The demo deployment with its entities renamed: every account name, owner and activity
type spelled otherwise (in its tool module, data module, few-shot and settings; the help
centre is left as written), so that a demo bench run on it shows whether knowledge of the
demo hides in the engine under its names.

    folder, rename = build(Path("/tmp/renamed"))
    rename("How many logins did acme-9 have?")  -> "How many logins did emca-9 have?"
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

from bench.common import demo_folder

ACTIVITIES = {
    "login": "session_start",
    "support_ticket": "help_request",
    "feature_used": "capability_use",
    "nps_response": "survey_score",
    "invoice_paid": "payment_received",
}
TEXT_FILES = ("*.py", "*.toml", "*.json")


def _reversed(name: str) -> str:
    return " ".join(w[::-1].capitalize() for w in name.split())


def mapping() -> dict[str, str]:
    """Old spelling -> new, longest first: names, their ids' stems, owners, activities."""
    from tools.registry import load_module

    data = load_module("workspace_data.py", base=demo_folder())
    out: dict[str, str] = {}
    for name in [*data.DEMO_NAMES, *data.OTHER_NAMES, *data.OWNERS]:
        new = _reversed(name)
        out[name] = new
        out[name.lower()] = new.lower()  # an id's stem: acme-9 -> emca-9
    out.update(ACTIVITIES)
    return dict(sorted(out.items(), key=lambda kv: -len(kv[0])))


def renamer(table: dict[str, str]) -> Callable[[str], str]:
    pattern = re.compile(r"(?<![\w])(" + "|".join(re.escape(k) for k in table) + r")(?![\w])")
    return lambda text: pattern.sub(lambda m: table[m.group(0)], text)


def build(target: Path) -> tuple[Path, Callable[[str], str]]:
    """A renamed copy of the demo deployment in ``target``, and the renaming of a text."""
    rename = renamer(mapping())
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(demo_folder(), target, ignore=shutil.ignore_patterns("__pycache__"))
    for pattern in TEXT_FILES:
        for path in target.rglob(pattern):
            if "helpcentre" not in path.parts:
                path.write_text(rename(path.read_text(encoding="utf-8")), encoding="utf-8")
    return target, rename
