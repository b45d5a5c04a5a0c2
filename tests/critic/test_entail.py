"""The entailment cross-encoder: the plain-torch MiniLM, pair encoding, the training pairs, a
training run that writes weights the critic can load, and the shipped model's behaviour."""

from __future__ import annotations

import random

import numpy as np
import pytest

from bot.critic.entail import (
    MAX_CLAIM_TOKENS,
    MAX_TOKENS,
    EntailModel,
    encode_pairs,
    hypothesis,
    premise_for,
)
from bot.critic.support_features import Evidence
from bot.fit.entail_data import (
    EntailPair,
    as_answer,
    dev_sentence_pairs,
    stdlib_pairs,
    third_person,
    written_pairs,
)


@pytest.fixture(scope="module")
def shipped():
    return EntailModel()


def test_pairs_are_cut_to_the_token_budget(shipped):
    long_premise = "The reset code is valid for fifteen minutes. " * 60
    long_claim = "The code expires quickly and must be requested again. " * 20
    enc = encode_pairs(shipped.tokenizer, [(long_premise, long_claim), ("short", "short")])
    assert enc.ids.shape[1] == MAX_TOKENS
    claim_tokens = int((enc.types[0] == 1).sum())
    assert claim_tokens == MAX_CLAIM_TOKENS + 1  # the claim and its closing [SEP]
    assert int(enc.mask[1].sum()) == 5  # [CLS] short [SEP] short [SEP]


def test_short_answers_are_judged_with_their_question():
    assert hypothesis("Paris.", "What is the capital of France?") == (
        "What is the capital of France? Paris."
    )
    long = "The reset code stays valid for fifteen minutes after it is sent."
    assert hypothesis(f"Based on the provided documents, {long[0].lower()}{long[1:]}", "q") == long


def test_the_premise_is_the_claims_best_units_in_document_order():
    units = [
        "Invoices are sent on the first day of the month.",
        "The reset code is valid for 15 minutes.",
        "Refunds take five business days.",
        "A new code can be requested after the old one expires.",
    ]
    premise = premise_for(Evidence(units, ""), "The reset code expires after 15 minutes.", k=2)
    assert premise == f"{units[1]} {units[3]}"


def test_docstring_claims_read_like_answers():
    assert third_person("return") == "returns" and third_person("copy") == "copies"
    assert third_person("match") == "matches"
    said = {as_answer("rmtree", "Remove a directory tree.", random.Random(i)) for i in range(40)}
    assert "rmtree removes a directory tree." in said


def test_stdlib_pairs_have_both_labels_and_one_group_per_paragraph():
    pairs = list(stdlib_pairs(limit=30, rng=random.Random(3), start_group=100))
    labels = {p.label for p in pairs}
    assert labels == {0, 1}
    assert {p.group for p in pairs} <= set(range(100, 130))
    for p in pairs:
        assert p.claim and p.premise and p.origin.startswith("stdlib-")


def test_written_pairs_keep_one_group_per_passage_and_read_tool_results_as_records(tmp_path):
    import json

    record = json.dumps({"room": "B2", "opens": "08:00", "seats": 12})
    lines = [
        {"group": "g1", "question": "When does B2 open?", "passage": record, "kind": "tool",
         "title": "get_room", "claim": "Room B2 opens at 8 am.", "label": 0, "type": "restated"},
        {"group": "g1", "question": "When does B2 open?", "passage": record, "kind": "tool",
         "title": "get_room", "claim": "B2 has a projector.", "label": 1, "type": "invented"},
        {"group": "g2", "question": "How long?", "passage": "Loans last 14 days. Renew twice.",
         "claim": "You can keep a loan for two weeks.", "label": 0, "type": "paraphrase"},
    ]  # fmt: skip
    (tmp_path / "x.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    pairs = list(written_pairs(tmp_path, start_group=100))
    assert [p.group for p in pairs] == [100, 100, 101]
    assert [p.origin for p in pairs] == [
        "written-x-supported", "written-x-invented", "written-x-supported"
    ]  # fmt: skip
    assert "room: B2" in pairs[0].premise and "{" not in pairs[0].premise  # a record, not JSON
    assert [p.label for p in pairs] == [0, 1, 0]


def test_the_shipped_written_pairs_load():
    pairs = list(written_pairs())
    assert len(pairs) >= 800 and {p.label for p in pairs} == {0, 1}
    assert len({p.group for p in pairs}) >= 100


def test_dev_answers_give_pairs_made_as_the_critic_makes_them(monkeypatch):
    from bot.critic import support
    from bot.eval import realsets
    from bot.steps import Source

    record = Source(kind="tool", title="get_booking", text='{"booking": "B-1", "status": "confirmed", "date": "2026-03-09", "guests": 4}')  # fmt: skip
    right = "Your booking B-1 is confirmed. It's for four guests on 9 March."
    invented = "Parking is free for guests who book online."
    wrong_value = "It is for six guests."
    rows = [
        realsets.Row("a", "Is my booking confirmed?", [record], right, 0, "dev"),
        realsets.Row(
            "b", "Is my booking confirmed?", [record], f"{right} {invented}", 1, "dev", (invented,)
        ),  # fmt: skip
        realsets.Row("c", "How many guests?", [record], wrong_value, 1, "dev", (wrong_value,)),
        realsets.Row(
            "d",
            "Is it open?",
            [Source(kind="document", text="We open at 9.")],
            "We open at 9.",
            0,
            "dev",
        ),  # fmt: skip
    ]
    monkeypatch.setattr(realsets, "load_set", lambda name, split: rows)
    pairs = list(dev_sentence_pairs(("demo",)))
    # every sentence of the right answer (0), the named one of the wrong answer (1); its other
    # sentences, a sentence a value refutes (the value checks decide it) and prose answers out
    q = "Is my booking confirmed?"
    assert [(p.claim, p.label) for p in pairs] == [
        (hypothesis("Your booking B-1 is confirmed.", q), 0),
        (hypothesis("It's for four guests on 9 March.", q), 0),
        (hypothesis(invented, q), 1),
    ]
    assert {p.origin for p in pairs} == {"dev-demo"}
    assert pairs[0].group == pairs[1].group != pairs[2].group
    claims, units = support.claims_and_units([record], right)
    evidence = Evidence(units, "Is my booking confirmed?")
    at_run_time = support.entail_pairs(evidence, "Is my booking confirmed?", support.answer_claims(evidence, claims))  # fmt: skip
    assert [(p.premise, p.claim) for p in pairs[:2]] == at_run_time


def test_the_sets_the_tool_model_learns_from_stay_out_of_its_calibration():
    from bot.eval.realsets import CALIBRATION_DEV_SETS, ENTAIL_DEV_SETS, WRITTEN_DEV_SETS
    from bot.fit import support_calibrate, tool_sentence

    assert ENTAIL_DEV_SETS and set(ENTAIL_DEV_SETS) < set(WRITTEN_DEV_SETS)
    assert not set(ENTAIL_DEV_SETS) & set(CALIBRATION_DEV_SETS)
    assert not set(ENTAIL_DEV_SETS) & set(tool_sentence.tool_sets())
    assert not set(ENTAIL_DEV_SETS) & set(support_calibrate.FAMILIES)
    assert len(tool_sentence.tool_sets()) >= 8  # the other half still calibrates
    # the shipped tool model learnt from every one of them
    import json

    from bot.critic.entail import TOOL_META

    learnt = json.loads(TOOL_META.read_text())["pairs"]
    assert all(learnt.get(f"dev-{name}", 0) > 100 for name in ENTAIL_DEV_SETS)


def test_shipped_model_separates_support_from_contradiction(shipped):
    premise = "The reset code is valid for 15 minutes. It is sent to the account's e-mail address."
    scores = shipped.unsupported(
        [
            (premise, "The code is sent to your e-mail address."),
            (premise, "The code is sent to your phone by SMS and never expires."),
        ]
    )
    assert scores[0] < scores[1]
    assert 0.0 < shipped.threshold < 1.0


def test_a_training_run_writes_weights_the_model_loads(tmp_path):
    from bot.fit.entail_train import train

    rng = random.Random(0)
    facts = [
        f"Plan {c} costs {n} dollars a month."
        for c, n in zip("ABCDEFGH", range(10, 90, 10), strict=True)
    ]
    pairs = []
    for g, fact in enumerate(facts * 3):
        other = rng.choice([f for f in facts if f != fact])
        pairs += [
            EntailPair(fact, fact, 0, "toy-supported", g),
            EntailPair(fact, other, 1, "toy-foreign", g),
        ]
    weights, meta = tmp_path / "w.safetensors", tmp_path / "m.json"
    info = train(pairs=pairs, epochs=1, weights=weights, meta=meta, log=lambda _: None)
    assert info["pairs"] == {"toy-foreign": len(pairs) // 2, "toy-supported": len(pairs) // 2}
    model = EntailModel(weights=weights, meta=meta)
    scores = model.unsupported([(facts[0], facts[0]), (facts[0], facts[1])])
    assert scores.shape == (2,) and np.all((scores > 0) & (scores < 1))
    assert weights.stat().st_size < 20_000_000  # only the tuned upper layers and the head


def test_missing_weights_say_how_to_rebuild(tmp_path):
    from bot.critic.entail import EntailModelError

    with pytest.raises(EntailModelError, match="train-entail"):
        EntailModel(weights=tmp_path / "none.safetensors", meta=tmp_path / "none.json")
    with pytest.raises(EntailModelError, match="train-entail --written"):
        EntailModel(
            weights=tmp_path / "none.safetensors",
            meta=tmp_path / "none.json",
            rebuild="train-entail --written",
        )


def test_plain_torch_minilm_matches_the_transformers_bert():
    import torch
    from transformers import AutoModel, AutoTokenizer

    from bot.critic.entail import minilm_dir
    from bot.critic.minibert import load_base

    ours = load_base(minilm_dir())
    ref = AutoModel.from_pretrained(str(minilm_dir())).eval()
    tok = AutoTokenizer.from_pretrained(str(minilm_dir()))
    enc = tok(["a cat sat", "the code expires"], ["on the mat", "after fifteen minutes"],
              return_tensors="pt", padding=True)  # fmt: skip
    with torch.no_grad():
        want = ref(**enc).last_hidden_state
        got = ours.encode(
            ours.embed(enc["input_ids"], enc["token_type_ids"]), enc["attention_mask"]
        )
    mask = enc["attention_mask"].bool()
    assert torch.allclose(got[mask], want[mask], atol=1e-4)


def test_train_entail_written_rebuilds_the_tool_results_model(monkeypatch):
    import bot.cli.critic as cli
    from bot.critic import entail

    calls: list[dict] = []
    monkeypatch.setattr(cli.entail_train, "train", lambda **kw: calls.append(kw))
    monkeypatch.setattr(cli.support_calibrate, "calibrate", lambda **kw: calls.append({}))
    cli.train_entail(epochs=1, threads=1, calibrate_only=False, written=True)
    cli.train_entail(epochs=1, threads=1, calibrate_only=False, written=False)
    assert (calls[0]["weights"], calls[0]["meta"], calls[0]["written"]) == (
        entail.TOOL_WEIGHTS, entail.TOOL_META, True,
    )  # fmt: skip
    assert (calls[2]["weights"], calls[2]["meta"]) == (entail.WEIGHTS, entail.META)
    assert calls[1] == calls[3] == {}  # the thresholds are chosen again after either


def test_an_int8_linear_layer_tracks_float_and_reads_each_token_alone():
    import torch

    from bot.critic.minibert import Int8Linear

    torch.manual_seed(0)
    linear = torch.nn.Linear(384, 1536)
    x = torch.randn(3, 17, 384)
    x[1, 4, 7] = 40.0  # one very large activation, as BERT has
    quantised = Int8Linear(linear.weight, linear.bias)
    with torch.no_grad():
        want, got = linear(x), quantised(x)
    assert got.shape == want.shape
    assert float((got - want).abs().mean()) < 0.02 * float(want.abs().mean())
    # a token's result is the same alone as in any batch (padding included)
    assert torch.equal(quantised(x[2:3, 5:6]), got[2:3, 5:6])
    # the large activation costs only its own token's precision
    assert torch.allclose(got[2], want[2], atol=0.05)


def test_the_int8_models_rank_pairs_as_the_float_ones_do(shipped):
    from scipy.stats import spearmanr

    from bot.critic.entail import TOOL_META, TOOL_WEIGHTS
    from bot.critic.minibert import Int8Linear

    sample = random.Random(3).sample(list(written_pairs()), 80)
    pairs = [(p.premise, p.claim) for p in sample]
    tool = {"weights": TOOL_WEIGHTS, "meta": TOOL_META}
    for int8, fp32 in (
        (shipped, EntailModel(int8=False)),
        (EntailModel(**tool), EntailModel(**tool, int8=False)),
    ):
        assert isinstance(int8.bert.encoder.layer[0].intermediate.dense, Int8Linear)
        assert not any(isinstance(m, Int8Linear) for m in fp32.bert.modules())
        a, b = int8.unsupported(pairs), fp32.unsupported(pairs)
        assert spearmanr(a, b)[0] > 0.98
        assert float(np.abs(a - b).mean()) < 0.02
