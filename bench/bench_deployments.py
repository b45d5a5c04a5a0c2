"""guardbot on deployments it was not written for (``bench/deployments/*/questions.json``), as a
client would use it: ``guardbot serve --deployment DIR`` on the embedded default (local
model, default critic, embedded Chroma, SQLite), questions sent to ``/v1/chat/completions``
with the ``openai`` SDK, a follow-up sent with the conversation before it.

Per deployment: right per kind (faq, data, follow-up; absent = the honest "not in the
documents" and no invented answer), tool questions answered from a real call of the
deployment's own tool, delivered answers that are wrong (the model's own words / quoted),
escalated, the critic's AUROC on the delivered answers (wrong vs right) with the length and
lexical baselines beside it, p50/p95 seconds per turn. Each answer is written to
``<data dir>/bench-deployments/<name>.jsonl`` so that it can be checked by hand; a run worth
keeping goes to ``research/deployments/results/<name>.jsonl`` (one line a run) with
``research/deployments/measured.py add RUN <data dir>/bench-deployments``.

    python -m bench deployments                                  # every deployment
    GUARDBOT_BENCH_DEPLOYMENTS=gitforge python -m bench deployments
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench import plain_rag
from bench.common import percentile, print_table

ROOT = Path(__file__).resolve().parent.parent
DELIVERED = ("answered", "forced_call", "regenerated", "quoted")
# the honest reply to a question no document answers (the bot's own fixed wordings)
HONEST = re.compile(
    r"could not find|couldn't find|do(es)? not (say|answer|cover|mention)|no (article|document)"
    r"|passed your question to a person|not in the (documents|help)|cannot answer",
    re.IGNORECASE,
)


def deployments() -> list[Path]:
    wanted = [w for w in os.environ.get("GUARDBOT_BENCH_DEPLOYMENTS", "").split(",") if w]
    found = sorted(p.parent for p in (ROOT / "bench" / "deployments").glob("*/questions.json"))
    return [p for p in found if not wanted or p.name in wanted]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serving(folder: Path, data_dir: Path):
    """``guardbot serve`` for one deployment; yields its base URL once it has prepared."""
    port = _free_port()
    env = dict(os.environ, GUARDBOT_DATA_DIR=str(data_dir), GUARDBOT_DEPLOYMENT=str(folder))
    log = open(data_dir / "serve.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        import httpx

        deadline = time.time() + 1800
        while True:
            try:
                if httpx.get(base + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if proc.poll() is not None or time.time() > deadline:
                raise RuntimeError(f"guardbot serve failed for {folder.name}: see {log.name}")
            time.sleep(1)
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def ask(client: Any, messages: list[dict[str, str]]) -> tuple[str, dict[str, Any], float]:
    started = time.perf_counter()
    response = client.chat.completions.create(model="guardbot", messages=messages)
    ext = (response.model_extra or {}).get("guardbot") or {}
    return response.choices[0].message.content or "", ext, time.perf_counter() - started


def holds(answer: str, expected: str) -> bool:
    """Does the answer state the expected string? Case-insensitive as a substring, except
    that an option ("-g", "--test") must stand as a token and match its case ("-G" is
    another option), and a figure must not sit inside a bigger one ("250.9" is not in
    "1250.9"; "42.5" is in "42.50" but not in "42.51")."""
    expected = str(expected)
    if expected.startswith("-"):
        return re.search(rf"(?<![\w-]){re.escape(expected)}(?![\w-])", answer) is not None
    if expected[:1].isdigit():
        # a decimal written with its pence ("42.50" states "42.5"); a bigger figure does not
        zeros = "0*" if re.fullmatch(r"\d+\.\d+", expected) else ""
        pattern = rf"(?<![\d.,]){re.escape(expected)}{zeros}(?![\d])"
        return re.search(pattern, answer, re.IGNORECASE) is not None
    return expected.lower() in answer.lower()


def judge(item: dict[str, Any], answer: str, ext: dict[str, Any]) -> dict[str, Any]:
    outcome = ext.get("outcome", "")
    delivered = outcome in DELIVERED
    calls = ext.get("tool_calls") or []
    real = any(c["ok"] and c["name"] == item.get("tool") for c in calls)
    if item["kind"] == "absent":
        invented = bool(re.search(item.get("must_not_match") or r"(?!x)x", answer, re.I))
        honest = not invented and (not delivered or bool(HONEST.search(answer)))
        right, wrong = honest, delivered and not honest
    else:
        has = any(holds(answer, a) for a in item.get("any") or [])
        right = delivered and has and (not item.get("tool") or real)
        wrong = delivered and not has
    return {
        "right": right,
        "wrong": wrong,
        "real_call": real,
        "outcome": outcome,
        "quoted": outcome == "quoted",
        "honest": item["kind"] == "absent" and right,
    }


def judge_plain(item: dict[str, Any], answer: str) -> dict[str, Any]:
    """A plain RAG's answer, judged as guardbot's (every answer counts as delivered; "I don't
    know" is its honest reply)."""
    says_so = plain_rag.honest(answer) or bool(HONEST.search(answer))
    if item["kind"] == "absent":
        invented = bool(re.search(item.get("must_not_match") or r"(?!x)x", answer, re.I))
        right = says_so and not invented
        return {"right": right, "wrong": not right}
    has = any(holds(answer, a) for a in item.get("any") or [])
    return {"right": has, "wrong": not has and not says_so}


def run_plain(folder: Path, data_root: Path) -> list[dict[str, Any]]:
    questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))["questions"]
    rows = plain_rag.answers(folder, data_root / folder.name, questions)
    for n, row in enumerate(rows, 1):
        row.update(judge_plain(row, row["answer"]))
        print(
            f"  [plain {folder.name} {n}/{len(rows)}] {'right' if row['right'] else 'WRONG':5} "
            f"{row['seconds']:5.1f} s",
            flush=True,
        )
    out = data_root / f"{folder.name}.plain.jsonl"
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return rows


def plain_summary(name: str, rows: list[dict[str, Any]]) -> list[Any]:
    def share(kind: str) -> str:
        sel = [r for r in rows if r["kind"] == kind]
        return f"{sum(r['right'] for r in sel)}/{len(sel)}" if sel else "-"

    right = sum(r["right"] for r in rows)
    seconds = [r["seconds"] for r in rows]
    return [
        name,
        f"{right}/{len(rows)} ({100 * right / max(1, len(rows)):.0f}%)",
        share("faq"),
        share("data"),
        share("followup"),
        share("absent"),
        sum(r["wrong"] for r in rows),
        f"{percentile(seconds, 50):.1f}",
        f"{percentile(seconds, 95):.1f}",
    ]


PLAIN_COLUMNS = [
    "deployment",
    "plain RAG right",
    "faq",
    "data",
    "follow-ups",
    "absent: honest",
    "wrong (all delivered)",
    "p50 s",
    "p95 s",
]


def run_deployment(folder: Path, data_root: Path) -> list[dict[str, Any]]:
    import openai

    questions = json.loads((folder / "questions.json").read_text(encoding="utf-8"))["questions"]
    data_dir = data_root / folder.name
    data_dir.mkdir(parents=True, exist_ok=True)
    rows = []
    with serving(folder, data_dir) as base:
        client = openai.OpenAI(base_url=base + "/v1", api_key="loopback", timeout=600)
        for n, item in enumerate(questions, 1):
            turns = item.get("turns") or [item["question"]]
            messages: list[dict[str, str]] = []
            for text in turns:
                messages.append({"role": "user", "content": text})
                answer, ext, seconds = ask(client, messages)
                messages.append({"role": "assistant", "content": answer})
            row = {**item, "answer": answer, "seconds": seconds, "guardbot": ext}
            row.update(judge(item, answer, ext))
            rows.append(row)
            print(
                f"  [{folder.name} {n}/{len(questions)}] {'right' if row['right'] else 'WRONG':5} "
                f"{row['outcome']:<11} {seconds:5.1f} s  {turns[-1][:60]}",
                flush=True,
            )
    out = data_root / f"{folder.name}.jsonl"
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return rows


def detection(rows: list[dict[str, Any]]) -> dict[str, str]:
    """How well the critic's score on the delivered answers tells the wrong from the right,
    beside the two baselines of the real-answer sets (``bot.eval.realsets.baselines``: the
    answer's length, and the share of its content words that neither the sources nor the
    question hold); AUROC, "-" while one class is empty."""
    from bot.eval.metrics import auroc
    from bot.eval.realsets import Row, baselines
    from bot.steps import Source

    delivered = [r for r in rows if r["outcome"] in DELIVERED and r["guardbot"].get("verdict")]
    labels = [int(r["wrong"]) for r in delivered]
    scores = [float(r["guardbot"]["verdict"].get("score") or 0.0) for r in delivered]
    answers = [
        Row(
            id=str(i),
            question=r["guardbot"].get("question") or "",
            sources=[Source.from_dict(s) for s in r["guardbot"].get("sources") or []],
            answer=r["answer"],
            label=label,
            split="all",
        )
        for i, (r, label) in enumerate(zip(delivered, labels, strict=True))
    ]
    found = {"critic": auroc(labels, scores), **baselines(answers)}
    return {k: "-" if v is None else f"{v:.2f}" for k, v in found.items()}


def summary(name: str, rows: list[dict[str, Any]]) -> list[Any]:
    def share(kind: str) -> str:
        sel = [r for r in rows if r["kind"] == kind]
        return f"{sum(r['right'] for r in sel)}/{len(sel)}" if sel else "-"

    tool_rows = [r for r in rows if r.get("tool")]
    seconds = [r["seconds"] for r in rows]
    right = sum(r["right"] for r in rows)
    auc = detection(rows)
    return [
        name,
        f"{right}/{len(rows)} ({100 * right / max(1, len(rows)):.0f}%)",
        share("faq"),
        share("data"),
        share("followup"),
        share("absent"),
        f"{sum(r['real_call'] for r in tool_rows)}/{len(tool_rows)}",
        sum(r["wrong"] and not r["quoted"] for r in rows),
        sum(r["wrong"] and r["quoted"] for r in rows),
        sum(r["outcome"] == "not_found" for r in rows),
        sum(r["outcome"] == "escalated" for r in rows),
        auc["critic"],
        auc["length"],
        auc["lexical"],
        f"{percentile(seconds, 50):.1f}",
        f"{percentile(seconds, 95):.1f}",
    ]


COLUMNS = [
    "deployment",
    "right",
    "faq",
    "data",
    "follow-ups",
    "absent: honest",
    "tool questions on a real call",
    "delivered wrong (own words)",
    "quoted, not an answer",
    "not found (said so)",
    "escalated",
    "critic AUROC (delivered)",
    "length AUROC",
    "lexical AUROC",
    "p50 s",
    "p95 s",
]


def main() -> None:
    data_root = Path(os.environ["GUARDBOT_DATA_DIR"]) / "bench-deployments"
    data_root.mkdir(parents=True, exist_ok=True)
    table, plain = [], []
    for folder in deployments():
        print(f"- {folder.name}", flush=True)
        table.append(summary(folder.name, run_deployment(folder, data_root)))
        if plain_rag.enabled():
            plain.append(plain_summary(folder.name, run_plain(folder, data_root)))
    print_table(
        "guardbot on deployments it was not written for (/v1, embedded default)", COLUMNS, table
    )
    if plain:
        print_table("a plain RAG on the same model (top-4 chunks, no guard)", PLAIN_COLUMNS, plain)
    print(f"answers: {data_root}/<deployment>.jsonl")


if __name__ == "__main__":
    main()
