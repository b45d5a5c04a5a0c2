"""Does the 1.5B, asked about its own answer right after writing it, tell its wrong answers
from its right ones? Measured on the delivered answers of dev runs
(``research/local/dev_run.py`` with ``DEV_OUT``), beside the critic's score and the length
baseline, with ``bot.guard.selfcheck``'s question.

For each delivered answer the actor's last request and reply are read back from the run's
payload log and the question is asked as the next user message, per sentence; the answer's
score is 1 - its lowest sentence's P(yes).

    python research/judge/judge_dev.py DATA_DIR rows.json [DATA_DIR rows.json ...]
"""

from __future__ import annotations

import json
import sys
import time

from bot.critic.sentences import is_refusal, judged_sentences, strip_citations
from bot.eval.metrics import auroc
from bot.guard.selfcheck import QUESTION, p_yes
from bot.llm.base import ChatRequest
from bot.llm.runtime import local_model
from bot.settings import get_settings
from bot.store.log import PayloadLog

DELIVERED = ("answered", "forced_call", "regenerated", "quoted")


def _json(value):
    return json.loads(value) if isinstance(value, str) else value


def conversation(log: PayloadLog, turn_id: str):
    """The last actor/regenerate request of the turn with its reply, or None."""
    calls = [
        c
        for c in log.rows("llm_calls", where={"turn_id": turn_id})
        if c["response_json"] and c["purpose"] in ("actor", "regenerate", "force")
    ]
    if not calls:
        return None
    request, response = _json(calls[-1]["request_json"]), _json(calls[-1]["response_json"])
    reply = response["choices"][0]["message"].get("content") or ""
    return request["messages"] + [{"role": "assistant", "content": reply}], reply


def main() -> None:
    args = sys.argv[1:]
    model = local_model(get_settings())
    labels, judge, length, took = [], [], [], []
    for data_dir, rows_file in zip(args[::2], args[1::2]):
        log = PayloadLog(f"sqlite:///{data_dir}/guardbot.db")
        for row in json.loads(open(rows_file).read()):
            if row["outcome"] not in DELIVERED or row["outcome"] == "quoted":
                continue
            found = conversation(log, row["turn_id"])
            if found is None or found[1].strip() != row["answer"].strip():
                continue  # the delivered answer is not the model's last reply
            messages, reply = found
            started = time.perf_counter()
            scores = []
            for sentence in [
                s for s in judged_sentences(strip_citations(reply)) if not is_refusal(s)
            ][:4]:
                request = ChatRequest(
                    messages=[
                        *messages,
                        {"role": "user", "content": QUESTION.format(sentence=sentence)},
                    ],
                    max_tokens=1,
                    temperature=0.0,
                    extra={"logprobs": True, "top_logprobs": 10},
                )
                scores.append(p_yes(model.complete(request)) or 0.5)
            if not scores:
                continue
            took.append(time.perf_counter() - started)
            labels.append(int(row["wrong"]))
            judge.append(1 - min(scores))
            length.append(len(reply))
            print(f"{'WRONG' if row['wrong'] else 'right'} judge={judge[-1]:.2f} {reply[:100]!r}")
    print(f"\n{len(labels)} delivered model answers, {sum(labels)} wrong")
    print(f"AUROC selfcheck {auroc(labels, judge)}  length {auroc(labels, length)}")
    for t in (0.3, 0.5, 0.7):
        caught = sum(1 for l, j in zip(labels, judge) if l and j > 1 - t)
        false = sum(1 for l, j in zip(labels, judge) if not l and j > 1 - t)
        print(
            f"threshold P(yes)<{t}: wrong caught {caught}/{sum(labels)}, right flagged {false}/{len(labels) - sum(labels)}"
        )
    print(f"seconds per answer: mean {sum(took) / max(1, len(took)):.2f}")


if __name__ == "__main__":
    main()
