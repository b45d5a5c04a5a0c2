"""Seeded plan, fixed before any answer was written: which answer is hallucinated, the kind of
mistake, and the target length. Answer k of item q has index 2*q + k."""
import random

N_ITEMS = 40
N_HALLUCINATED = 36  # of 80 answers
TYPES = ["a_addition", "b_subtle_conflict", "c_evident_conflict", "d_invented_contact_step"]
LENGTHS = ["short", "medium", "long"]


def make_plan(seed=12031):
    rng = random.Random(seed)
    bad = set(rng.sample(range(2 * N_ITEMS), N_HALLUCINATED))
    # kinds: a balanced shuffled list (9 of each), so the four kinds are spread evenly
    kinds = [TYPES[i % 4] for i in range(N_HALLUCINATED)]
    rng.shuffle(kinds)
    kinds_iter = iter(kinds)
    plan = {}
    for i in range(2 * N_ITEMS):
        kind = next(kinds_iter) if i in bad else "-"
        length = rng.choices(LENGTHS, weights=[3, 4, 3])[0]
        plan[(i // 2, i % 2)] = (int(i in bad), kind, length)
    return plan


PLAN = make_plan()

if __name__ == "__main__":
    from collections import Counter
    for q in range(N_ITEMS):
        print(q, PLAN[(q, 0)], PLAN[(q, 1)])
    print(Counter((v[0], v[2]) for v in PLAN.values()))
    print(Counter(v[1] for v in PLAN.values()))
