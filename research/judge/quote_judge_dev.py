"""Does the 1.5B, asked "does this text state the answer to the question?", tell the quoted
tool answers that hold what was asked from those that do not? Measured on the quoted
answers of a dev run (``research/local/dev_run.py``), labelled by the bench's checker, with
the length-only baseline beside it.

    PYTHONPATH=. python research/judge/quote_judge_dev.py tallybook /tmp/dev6/tallybook/guardbot.db
"""

from __future__ import annotations

import json
import math
import sys
import time

from bench.bench_deployments import holds
from bot.eval.metrics import auroc
from bot.llm.base import ChatRequest
from bot.llm.runtime import local_model
from bot.settings import get_settings
from bot.store.log import PayloadLog

SYSTEM = "You check whether a text answers a question. Reply with yes or no."
ASK = "Question: {question}\n\nText: {text}\n\nDoes the text state the answer to the question?"


def p_yes(response) -> float:  # noqa: ANN001
    content = (response.raw or {}).get("choices", [{}])[0].get("logprobs", {}).get("content")
    if not content:
        return 0.5
    yes = no = 0.0
    for top in content[0].get("top_logprobs", []):
        word = top["token"].strip().lower()
        if word == "yes":
            yes += math.exp(top["logprob"])
        elif word == "no":
            no += math.exp(top["logprob"])
    return yes / (yes + no) if yes + no else 0.5


def main() -> None:
    name, db = sys.argv[1], sys.argv[2]
    items = json.load(open(f"bench/deployments/{name}/questions.json"))["questions"]
    by_last = {(it.get("turns") or [it["question"]])[-1]: it for it in items}
    log = PayloadLog(f"sqlite:///{db}")
    model = local_model(get_settings())
    labels, judge, length, took = [], [], [], []
    for turn in log.rows("turns"):
        item = by_last.get(turn["user_message"])
        if item is None or item["kind"] == "absent" or turn["outcome"] != "quoted":
            continue
        steps = [json.loads(s["data"]) for s in log.rows("steps", where={"turn_id": turn["id"]})]
        question = next((s["question"] for s in steps if s["kind"] == "resolve"), None)
        answer = turn["final_answer"] or ""
        request = ChatRequest(
            messages=[
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": ASK.format(question=question, text=answer)},
            ],
            max_tokens=1,
            temperature=0.0,
            extra={"logprobs": True, "top_logprobs": 10},
        )
        started = time.perf_counter()
        score = p_yes(model.complete(request))
        took.append(time.perf_counter() - started)
        wrong = not any(holds(answer, a) for a in item.get("any") or [])
        labels.append(int(wrong))
        judge.append(1 - score)
        length.append(len(answer))
        print(f"{'WRONG' if wrong else 'right'} P(yes)={score:.2f} {question[:60]!r} {answer[:80]!r}")
    print(f"\n{len(labels)} quoted answers, {sum(labels)} wrong")
    print(f"AUROC judge {auroc(labels, judge)}  length {auroc(labels, length)}")
    for t in (0.3, 0.5, 0.7):
        caught = sum(1 for lab, j in zip(labels, judge) if lab and j > 1 - t)
        false = sum(1 for lab, j in zip(labels, judge) if not lab and j > 1 - t)
        print(f"P(yes)<{t}: wrong caught {caught}/{sum(labels)}, right flagged {false}/{len(labels) - sum(labels)}")
    print(f"seconds per pair: mean {sum(took) / max(1, len(took)):.2f}")


if __name__ == "__main__":
    main()
