"""Seeded plan, fixed before any answer was written: which answer is hallucinated, the kind of
error, and the target length. Answer k of record r has index 2*r + k."""
import random

N_RECORDS = 40
N_HALLUCINATED = 36  # of 80 answers
KINDS = ["a_plausible_addition", "b_subtle_conflict", "c_evident_conflict",
         "d_invented_contact_step_reason"]
LENGTHS = ["short", "medium", "long"]  # 15-40 / 40-90 / 90-160 words


def make_plan(seed=2744):
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
    print(Counter(v[2] for v in PLAN.values()))
