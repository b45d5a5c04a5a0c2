"""The measurement deployments' results, one compact file each, and the script that wrote them.

    research/deployments/results/NAME.jsonl           one line a measurement, oldest first
    research/deployments/results/NAME.answers.jsonl.gz the latest measurement's answers

Until this was written, every ``python -m bench deployments`` run left a file per commit and
deployment (``results/RUN-NAME.jsonl``: every answer with its sources, 11 MB in all) and some
left the printed table (``RUN-all.table.txt``, ``RUN-dev.table.txt``, ...). This script
reads those files as they are at ``RUNS_COMMIT`` (the last commit that held them) and writes,
per deployment, a line per run: the run's label (a commit, or "final", "heldout1", "dev"),
the commit measured and its date when the label is one, when the file was committed, and the
figures ``bench.bench_deployments.summary`` prints (right, per kind, tool questions on a real
call, wrong, quoted, not found, escalated, the AUROCs, p50/p95 seconds), recomputed from the
answers (they agree with every row the saved tables printed, 59 of them, to the rounding of
the seconds), and the tables that printed the run (a run known only from a table would get
that row). The answers of each deployment's latest run are kept, gzipped.

    PYTHONPATH=. .venv/bin/python research/deployments/measured.py    # writes results/ anew

(Writing anew drops the runs ``add`` kept since: it was run once, for the change that
removed the files per run.)

A new run is kept with ``add``: a line a deployment appended to its file, its answers (the
bench writes them to ``<data dir>/bench-deployments/NAME.jsonl``) replacing the latest ones:

    PYTHONPATH=. .venv/bin/python research/deployments/measured.py add RUN DATA_DIR/bench-deployments

``answers(name, run)`` gives a run's answers back: the latest from the gzipped file, one
from before this file from git (``git show RUNS_COMMIT:research/deployments/results/RUN-NAME.jsonl``);
a later run's answers are kept while it is the latest.
The demo's bench_turns logs (``RUN-demo-turns.txt``) become one line a run in
``results/demo-turns.jsonl`` (the summary table, a row a question set).
"""

from __future__ import annotations

import gzip
import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "research" / "deployments" / "results"
RUNS_COMMIT = "5556a90"  # the last commit with a results file per run and deployment
OLD = "research/deployments/results/"


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


def _old(name: str) -> str:
    return _git("show", f"{RUNS_COMMIT}:{OLD}{name}")


def answers(name: str, run: str | None = None) -> list[dict[str, Any]]:
    """The answers of one run of a deployment (None: its latest), one dict a question."""
    summaries = [json.loads(line) for line in (RESULTS / f"{name}.jsonl").open()]
    latest = next(s for s in reversed(summaries) if s.get("answers"))
    if run is None or run == latest["run"]:
        with gzip.open(RESULTS / latest["answers"], "rt", encoding="utf-8") as f:
            return [json.loads(line) for line in f]
    return [json.loads(line) for line in _old(f"{run}-{name}.jsonl").splitlines()]


def runs_of(name: str) -> list[str]:
    """The labels of a deployment's runs, oldest first."""
    return [json.loads(line)["run"] for line in (RESULTS / f"{name}.jsonl").open()]


# ---- the conversion --------------------------------------------------------------------


def _commit(label: str) -> dict[str, Any]:
    """The commit a run's label names, with its date; {} for a label that names none."""
    if not re.fullmatch(r"[0-9a-f]{7,40}", label):
        return {}
    try:
        found = _git("show", "-s", "--format=%h %cI", label).split()
    except subprocess.CalledProcessError:
        return {}
    return {"commit": found[0], "commit_date": found[1]}


def _recorded(file: str) -> dict[str, Any]:
    """The commit that first added a results file, and its date."""
    out = _git("log", "--diff-filter=A", "--format=%h %cI", RUNS_COMMIT, "--", OLD + file)
    commit, date = out.split()[-2:]  # the oldest line: the first time it was added
    return {"recorded_in": commit, "recorded": date}


def _figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """What bench_deployments.summary prints, as numbers."""
    from bench.bench_deployments import detection
    from bench.common import percentile

    def share(kind: str) -> str | None:
        sel = [r for r in rows if r["kind"] == kind]
        return f"{sum(r['right'] for r in sel)}/{len(sel)}" if sel else None

    tool_rows = [r for r in rows if r.get("tool")]
    seconds = [r["seconds"] for r in rows]
    auroc = detection(rows)
    return {
        "right": f"{sum(r['right'] for r in rows)}/{len(rows)}",
        "faq": share("faq"),
        "data": share("data"),
        "followup": share("followup"),
        "absent_honest": share("absent"),
        "tool_questions_real_call": f"{sum(r['real_call'] for r in tool_rows)}/{len(tool_rows)}",
        "delivered_wrong_own_words": sum(r["wrong"] and not r["quoted"] for r in rows),
        "quoted_not_an_answer": sum(r["wrong"] and r["quoted"] for r in rows),
        "not_found": sum(r["outcome"] == "not_found" for r in rows),
        "escalated": sum(r["outcome"] == "escalated" for r in rows),
        "auroc_critic": auroc["critic"],
        "auroc_length": auroc["length"],
        "auroc_lexical": auroc["lexical"],
        "p50_s": round(percentile(seconds, 50), 2),
        "p95_s": round(percentile(seconds, 95), 2),
    }


def parse_tables(text: str) -> list[tuple[str, list[dict[str, str]]]]:
    """(title, rows as {header: cell}) of every table ``rich`` printed into a log."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        if not line.startswith("┏"):
            continue
        title = lines[i - 1].strip() if i else ""
        header: list[list[str]] = []
        j = i + 1
        while lines[j].startswith("┃"):
            cells = [c.strip() for c in lines[j].split("┃")[1:-1]]
            header = header or [[] for _ in cells]
            for k, c in enumerate(cells):
                header[k] += [c] if c else []
            j += 1
        names = [" ".join(h) for h in header]
        key = 1 if names[:2] == ["set", "questions"] else 0  # the column that never wraps
        rows: list[list[list[str]]] = []
        j += 1  # the ┡ line
        while j < len(lines) and lines[j].startswith("│"):
            cells = [c.strip() for c in lines[j].split("│")[1:-1]]
            if cells[key] or not rows:
                rows.append([[] for _ in cells])
            for k, c in enumerate(cells):
                rows[-1][k] += [c] if c else []
            j += 1
        joined = [{n: " ".join(c) for n, c in zip(names, r, strict=True)} for r in rows]
        out.append((title, joined))
    return out


def _column(header: str) -> str:
    """A header's full name in bench_deployments' columns (rich cuts words: "follow…")."""
    from bench.bench_deployments import COLUMNS, PLAIN_COLUMNS

    words = header.split()
    for full in COLUMNS + PLAIN_COLUMNS:
        names = full.split()
        if len(names) == len(words) and all(
            n == w or (w.endswith("…") and n.startswith(w[:-1]))
            for w, n in zip(words, names, strict=True)
        ):
            return full
    return header


def _named(cell: str, names: list[str]) -> str | None:
    """A deployment's name from a table cell (rich cuts a long one: "mailrel…")."""
    stem = cell.rstrip("…")
    found = [n for n in names if n == cell or (cell.endswith("…") and n.startswith(stem))]
    return found[0] if len(found) == 1 else None


def _gz(rows: list[dict[str, Any]], path: Path) -> None:
    raw = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode()
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as f:
        f.write(raw)
    path.write_bytes(buf.getvalue())


def convert() -> None:
    files = _git("ls-tree", "--name-only", RUNS_COMMIT, OLD).split()
    files = [f.removeprefix(OLD) for f in files]
    deployments = sorted(
        p.parent.name for p in (ROOT / "bench" / "deployments").glob("*/questions.json")
    )
    runs: dict[tuple[str, str], dict[str, Any]] = {}
    for file in files:
        m = re.fullmatch(r"(.+)-([a-z]+)\.jsonl", file)
        if not m or m.group(2) not in deployments:
            continue
        run, name = m.groups()
        rows = [json.loads(line) for line in _old(file).splitlines()]
        runs[(name, run)] = {
            "deployment": name,
            "run": run,
            **_commit(run),
            **_recorded(file),
            "source": file,
            "questions": len(rows),
            **_figures(rows),
            "_rows": rows,
        }
    for file in files:
        if not file.endswith(".table.txt"):
            continue
        run = file.split("-")[0]
        for title, rows in parse_tables(_old(file)):
            if not title.startswith("guardbot on deployments"):
                continue  # (a plain RAG's table: none was saved)
            for row in ({_column(k): v for k, v in r.items()} for r in rows):
                name = _named(row.pop("deployment", ""), deployments)
                if name is None:
                    continue
                entry = runs.setdefault(
                    (name, run),
                    {"deployment": name, "run": run, **_commit(run), **_recorded(file)},
                )
                entry.setdefault("printed_in", []).append(file)
                if "_rows" not in entry:  # a run known only from its table
                    entry["table"] = row
    for name in deployments:
        found = sorted(
            (e for (n, _), e in runs.items() if n == name),
            key=lambda e: (e["recorded"], e.get("commit_date", "")),
        )
        if not found:
            continue
        latest = next((e for e in reversed(found) if "_rows" in e), None)
        if latest is not None:
            latest["answers"] = f"{name}.answers.jsonl.gz"
            _gz(latest["_rows"], RESULTS / latest["answers"])
        with (RESULTS / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for entry in found:
                line = {k: v for k, v in entry.items() if k != "_rows"}
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
        print(f"{name}: {len(found)} runs, latest with answers: {latest and latest['run']}")
    turns = []
    for file in sorted(f for f in files if f.endswith("-demo-turns.txt")):
        run = file.split("-")[0]
        tables = parse_tables(_old(file))
        rows = next((r for _, r in tables if r and "set" in r[0]), [])
        turns.append({"run": run, **_commit(run), **_recorded(file), "source": file, "sets": rows})
    turns.sort(key=lambda e: e["recorded"])
    text = "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in turns)
    (RESULTS / "demo-turns.jsonl").write_text(text, encoding="utf-8")
    print(f"demo-turns: {len(turns)} runs")


def add(run: str, folder: Path) -> None:
    """Keep a new run: every ``NAME.jsonl`` the bench wrote in ``folder``."""
    import datetime as dt

    for path in sorted(folder.glob("*.jsonl")):
        name = path.stem
        if "." in name or not (ROOT / "bench" / "deployments" / name).is_dir():
            continue  # NAME.plain.jsonl: a plain RAG's answers
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        target = RESULTS / f"{name}.jsonl"
        lines = [json.loads(line) for line in target.open()] if target.exists() else []
        for line in lines:
            line.pop("answers", None)
        lines.append(
            {
                "deployment": name,
                "run": run,
                **_commit(run),
                "recorded": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                "source": str(path),
                "questions": len(rows),
                **_figures(rows),
                "answers": f"{name}.answers.jsonl.gz",
            }
        )
        _gz(rows, RESULTS / f"{name}.answers.jsonl.gz")
        target.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
        print(f"{name}: {lines[-1]['right']} right, run {run}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    if sys.argv[1:2] == ["add"]:
        add(sys.argv[2], Path(sys.argv[3]))
    else:
        convert()
