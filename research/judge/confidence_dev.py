"""Does the 1.5B's own confidence while writing (its tokens' probabilities) tell its wrong
answers from its right ones? The actor's last request of each delivered answer of dev runs
is sent again with ``logprobs`` (greedy: the same reply), and per answer: the lowest token
probability, the mean log-probability, the lowest probability among its first 12 tokens.
AUROC against the bench label (wrong = delivered without the expected fact), beside length.

    python research/judge/confidence_dev.py DATA_DIR rows.json [DATA_DIR rows.json ...]
"""

from __future__ import annotations

import json
import math
import sys

from bot.eval.metrics import auroc
from bot.llm.base import ChatRequest
from bot.llm.runtime import local_model
from bot.settings import get_settings
from bot.store.log import PayloadLog

DELIVERED = ("answered", "forced_call", "regenerated")
SKIP = {"[", "]", " [", "].", ".", ",", "\n"}


def _json(value):
    return json.loads(value) if isinstance(value, str) else value


def last_call(log, turn_id):
    calls = [
        c
        for c in log.rows("llm_calls", where={"turn_id": turn_id})
        if c["response_json"] and c["purpose"] in ("actor", "regenerate", "force")
    ]
    return calls[-1] if calls else None


def signals(tokens):
    probs = [
        math.exp(t["logprob"]) for t in tokens if t["token"] not in SKIP and t["token"].strip()
    ]
    if not probs:
        return None
    return {
        "min_p": 1 - min(probs),
        "mean_lp": -sum(math.log(max(p, 1e-9)) for p in probs) / len(probs),
        "min_p12": 1 - min(probs[:12]),
        "low_share": sum(p < 0.5 for p in probs) / len(probs),
    }


def main() -> None:
    args = sys.argv[1:]
    model = None

    class _Lazy:
        def complete(self, request):
            nonlocal model
            model = model or local_model(get_settings())
            return model.complete(request)

    model = None
    lazy = _Lazy()
    labels, scores, length, rows_out = [], {}, [], []
    for data_dir, rows_file in zip(args[::2], args[1::2]):
        log = PayloadLog(f"sqlite:///{data_dir}/guardbot.db")
        for row in json.loads(open(rows_file).read()):
            if row["outcome"] not in DELIVERED:
                continue
            call = last_call(log, row["turn_id"])
            if call is None:
                continue
            body = _json(call["request_json"])
            logged = _json(call["response_json"])["choices"][0]["message"].get("content") or ""
            if logged.strip() != row["answer"].strip():
                continue  # the delivered text is not this reply (trimmed, rules)
            tokens = (_json(call["response_json"])["choices"][0].get("logprobs") or {}).get(
                "content"
            )
            if not tokens:  # not logged with the answer: ask again (greedy: the same reply)
                request = ChatRequest.from_payload(body)
                request.extra = {**request.extra, "logprobs": True, "top_logprobs": 1}
                response = lazy.complete(request)
                if (response.content or "").strip() != logged.strip():
                    print("  (not reproduced)", row["answer"][:60])
                    continue
                tokens = response.raw["choices"][0]["logprobs"]["content"]
            found = signals(tokens)
            if found is None:
                continue
            labels.append(int(row["wrong"]))
            length.append(len(logged))
            for k, v in found.items():
                scores.setdefault(k, []).append(v)
            print(
                f"{'WRONG' if row['wrong'] else 'right'} "
                + " ".join(f"{k}={v:.2f}" for k, v in found.items())
                + f" {logged[:80]!r}",
                flush=True,
            )
    print(f"\n{len(labels)} delivered model answers, {sum(labels)} wrong")
    print(
        "AUROC "
        + "  ".join(f"{k} {auroc(labels, v):.2f}" for k, v in scores.items())
        + f"  length {auroc(labels, length):.2f}"
    )
    for k, v in scores.items():
        for cut in sorted(set(round(x, 2) for x in v))[:: max(1, len(v) // 8)]:
            caught = sum(1 for l, x in zip(labels, v) if l and x >= cut)
            false = sum(1 for l, x in zip(labels, v) if not l and x >= cut)
            print(
                f"  {k} >= {cut:.2f}: wrong caught {caught}/{sum(labels)}, right flagged {false}/{len(labels) - sum(labels)}"
            )


if __name__ == "__main__":
    main()
