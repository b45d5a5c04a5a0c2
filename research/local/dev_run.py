"""Dev runner for the local-model turn: a deployment's questions through ``TurnRunner``
in-process (no server), judged like ``bench deployments``, with per-turn seconds and the
model calls each turn made. For iterating on dev deployments only (their figures are dev).

    GUARDBOT_DATA_DIR=/tmp/bench1/bench-deployments/mailrelay \
      python research/local/dev_run.py bench/deployments/mailrelay [N] > out.txt
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

from bench.bench_deployments import judge


def main() -> None:
    folder = Path(sys.argv[1]).resolve()
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else None
    os.environ["GUARDBOT_DEPLOYMENT"] = str(folder)
    from bot.prepare import prepare_data
    from bot.settings import get_settings, reset_settings
    from bot.wiring import build_runner

    reset_settings()
    settings = get_settings()
    prepare_data(settings, say=print)  # the deployment's documents and tools' data, as serve
    runner = build_runner(settings, channel="api")
    questions = json.loads((folder / "questions.json").read_text())["questions"][:limit]
    rows, seconds = [], []
    for n, item in enumerate(questions, 1):
        turns = item.get("turns") or [item["question"]]
        session = runner.log.start_session(channel="api")
        history: list[dict[str, str]] = []
        for text in turns:
            started = time.perf_counter()
            result = runner.run_to_end(session, text, list(history))
            took = time.perf_counter() - started
            history += [
                {"role": "user", "content": text},
                {"role": "assistant", "content": result.answer},
            ]
        ext = {
            "outcome": result.outcome,
            "tool_calls": [
                {"name": s.name, "ok": s.error is None}
                for s in result.steps
                if s.kind == "tool_call"
            ],
        }
        verdict = judge(item, result.answer, ext)
        llm = runner.log.rows("llm_calls", where={"turn_id": result.turn_id})
        seconds.append(took)
        rows.append(
            {
                **item,
                "answer": result.answer,
                "outcome": result.outcome,
                "seconds": took,
                "turn_id": result.turn_id,
                **verdict,
            }
        )
        print(
            f"[{n}] {'right' if verdict['right'] else 'WRONG' if verdict['wrong'] else 'miss '} "
            f"{item['kind']:8} {result.outcome:10} {took:5.1f}s calls={[(c['purpose'], round(c['latency_ms'] / 1000, 1)) for c in llm]}\n"
            f"    Q: {turns[-1][:110]}\n    A: {result.answer[:260]!r}\n    want: {item.get('any') or item.get('must_not_match')}",
            flush=True,
        )
    if os.environ.get("DEV_OUT"):
        Path(os.environ["DEV_OUT"]).write_text(json.dumps(rows, indent=1))
    kinds = sorted({r["kind"] for r in rows})
    right = sum(r["right"] for r in rows)
    delivered_wrong = sum(r["wrong"] for r in rows)
    print(
        f"\nright {right}/{len(rows)}; wrong delivered {delivered_wrong}; "
        + "; ".join(
            f"{k} {sum(r['right'] for r in rows if r['kind'] == k)}/{sum(r['kind'] == k for r in rows)}"
            for k in kinds
        )
        + f"; p50 {statistics.median(seconds):.1f}s p95 {sorted(seconds)[int(0.95 * (len(seconds) - 1))]:.1f}s"
    )


if __name__ == "__main__":
    main()
