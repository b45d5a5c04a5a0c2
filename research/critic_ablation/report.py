"""The ablation table from ``ablate.py``'s lines.

    PYTHONPATH=. .venv/bin/python research/critic_ablation/report.py OUT.jsonl [--baselines]

Per config (``all`` = every rule on; a family's name = that family off):
- backtest: hallucinated answers flagged HIGH of 123, supported answers flagged of 37;
- deployments: delivered answers flagged, wrong / right (the five final-* sets pooled);
- held-out (real3 + real4, seven sets): mean AUROC, and right / hallucinated answers flagged;
- dev9 (the nine calibration dev sets): the same.
Then, per family, what switching it off changes against ``all``: +caught / +false alarms.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import defaultdict
from pathlib import Path
from statistics import mean

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bot.eval.metrics import auroc  # noqa: E402
from bot.eval.realsets import HELD_OUT  # noqa: E402

NINE_DEV = (
    "clinic", "cloud", "club", "motoring", "pharmacy", "portal", "school", "vets", "workplace",
)  # fmt: skip
GROUPS = {"backtest": ("backtest",), "held-out": HELD_OUT, "dev9": NINE_DEV}


def load(path: str) -> dict[str, list[dict]]:
    by: dict[str, list[dict]] = defaultdict(list)
    raw = Path(path).read_bytes()
    text = gzip.decompress(raw).decode() if path.endswith(".gz") else raw.decode()
    for line in text.splitlines():
        r = json.loads(line)
        by[r["config"]].append(r)
    return by


def summary(rows: list[dict]) -> dict[str, object]:
    out: dict[str, object] = {}
    for group, names in GROUPS.items():
        rs = [r for r in rows if r["set"] in names]
        caught = sum(r["flag"] for r in rs if r["label"])
        alarms = sum(r["flag"] for r in rs if not r["label"])
        n1, n0 = sum(r["label"] for r in rs), sum(not r["label"] for r in rs)
        aurocs = []
        for name in names:
            s = [r for r in rs if r["set"] == name]
            a = auroc([r["label"] for r in s], [float(r["score"] or 0) for r in s])
            if a is not None:
                aurocs.append(a)
        out[group] = (caught, n1, alarms, n0, mean(aurocs) if aurocs else None)
    deps = [r for r in rows if r["set"].startswith("dep:")]
    out["deployments"] = (
        sum(r["flag"] for r in deps if r["label"]),
        sum(r["label"] for r in deps),
        sum(r["flag"] for r in deps if not r["label"]),
        sum(not r["label"] for r in deps),
        None,
    )
    out["errors"] = sum(bool(r["error"]) for r in rows)
    return out


def per_set(rows: list[dict]) -> dict[str, tuple[float | None, int, int, int, int]]:
    out = {}
    for name in sorted({r["set"] for r in rows}):
        s = [r for r in rows if r["set"] == name]
        out[name] = (
            auroc([r["label"] for r in s], [float(r["score"] or 0) for r in s]),
            sum(r["flag"] for r in s if r["label"]),
            sum(r["label"] for r in s),
            sum(r["flag"] for r in s if not r["label"]),
            sum(not r["label"] for r in s),
        )
    return out


def main() -> None:
    by = load(sys.argv[1])
    base = summary(by["all"])
    cols = ("backtest", "deployments", "held-out", "dev9")
    print("| config | " + " | ".join(f"{c}: caught / false alarms (AUROC)" for c in cols) + " |")
    print("|---|" + "---|" * len(cols))
    for config, rows in by.items():
        s = summary(rows)
        cells = []
        for c in cols:
            caught, n1, alarms, n0, a = s[c]  # type: ignore[misc]
            b = base[c]  # type: ignore[index]
            delta = ""
            if config != "all":
                dc, da = caught - b[0], alarms - b[2]
                delta = f" [{dc:+d}/{da:+d}]"
            au = f" ({a:.3f})" if a is not None else ""
            cells.append(f"{caught}/{n1}, {alarms}/{n0}{au}{delta}")
        print(f"| {config} | " + " | ".join(cells) + " |")
    print()
    print("Per set, every rule on vs each family off where it differs (AUROC, caught, alarms):")
    b = per_set(by["all"])
    for config, rows in by.items():
        if config == "all":
            continue
        p = per_set(rows)
        diffs = [
            f"{name} {b[name][0] or 0:.3f}->{p[name][0] or 0:.3f} caught {b[name][1]}->{p[name][1]}"
            f" alarms {b[name][3]}->{p[name][3]}"
            for name in b
            if p.get(name)
            and p[name][1:] != b[name][1:]
            or (p.get(name) and p[name][0] != b[name][0])
        ]
        print(f"- {config}: " + ("; ".join(diffs) if diffs else "no change"))
    if "--baselines" in sys.argv:
        from bot.eval.realsets import baselines, load_set

        print("\nBaselines (fixed direction, nothing fitted): set, length AUROC, lexical AUROC")
        for name in HELD_OUT + NINE_DEV:
            bl = baselines(load_set(name, split="all"))
            print(f"- {name}: {bl['length']:.3f} {bl['lexical']:.3f} (critic {b[name][0]:.3f})")


if __name__ == "__main__":
    main()
