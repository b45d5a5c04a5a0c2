"""Seeded plan for the `accounts` set, fixed before any answer was written.

45 items (a question with one or two tool results) x 2 answers = 90 answers; answer k of
item r has index 2*r + k. random.Random(2712): rng.sample picks exactly 42 of the 90 answers
to be hallucinated; then, answer by answer, rng.choice gives the error kind (hallucinated
answers only) and rng.choices the target length (short 15-40 words, medium 41-90, long 91-160).
"""
import random

N_RECORDS = 45
N_HALLUCINATED = 42
KINDS = ["a_wrong_field_or_record", "b_wrong_value_or_derived",
         "c_status_inverted", "d_invented_reason_step_detail"]
LENGTHS = ["short", "medium", "long"]


def make_plan(seed=2712):
    rng = random.Random(seed)
    bad = set(rng.sample(range(2 * N_RECORDS), N_HALLUCINATED))
    plan = {}
    for i in range(2 * N_RECORDS):
        kind = rng.choice(KINDS) if i in bad else "-"
        length = rng.choices(LENGTHS, weights=[3, 4, 3])[0]
        plan[(i // 2, i % 2)] = (int(i in bad), kind, length)
    return plan


PLAN = make_plan()

if __name__ == "__main__":
    from collections import Counter
    for r in range(N_RECORDS):
        print(r, PLAN[(r, 0)], PLAN[(r, 1)])
    print(Counter(v[1] for v in PLAN.values()))
    print(Counter((v[0], v[2]) for v in PLAN.values()))
