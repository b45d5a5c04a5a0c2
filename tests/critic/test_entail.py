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
