"""Features computed by hand on small examples."""

import math

import numpy as np
import pytest

from bot.detector.features import GROUPS, Item, compute_features, lexical_features, passages

CONTEXT = "The reset code is valid for 15 minutes. It is sent by email to the account owner."


def test_lexical_features_by_hand():
    f = lexical_features(
        Item(
            "How long is the code valid?",
            CONTEXT,
            "The code is valid for 2 hours and goes by SMS to Alice.",
        )
    )
    assert f["num_count"] == 1 and f["num_unsup"] == 1  # "2"
    assert f["name_count"] == 2 and f["name_unsup"] == 2  # SMS, Alice
    # content words: code valid 2 hours goes sms alice -> 5 not in context or question
    assert f["unsup_ctxq"] == pytest.approx(5 / 7)
    assert f["unsup_count_log"] == pytest.approx(math.log1p(5))
    assert f["exact_in_ctx"] == 0.0 and f["neg_ans"] == 0


def test_supported_answer_has_no_unsupported_words():
    f = lexical_features(Item("How long?", CONTEXT, "valid for 15 minutes"))
    assert f["unsup_ctxq"] == 0.0 and f["num_unsup"] == 0 and f["exact_in_ctx"] == 1.0


def test_negation_the_context_lacks():
    f = lexical_features(Item("q", CONTEXT, "It is not sent by email."))
    assert f["neg_ans"] == 1 and f["neg_diff"] == 1.0


def test_passages_keep_whole_sentences():
    text = " ".join(f"Sentence number {i} has exactly seven words." for i in range(20))
    parts = passages(text, max_words=21)
    assert len(parts) == 7 and all(p.endswith(".") for p in parts)
    assert " ".join(parts) == text


class NoEmbedder:
    def encode(self, texts):
        raise AssertionError("the embedding model must not be used for lexical features")


def test_only_the_requested_groups_are_computed():
    names = list(GROUPS["lexical"]) + list(GROUPS["length"])
    X = compute_features(
        [Item("q", CONTEXT, "15 minutes"), Item("q", CONTEXT, "2 hours")],
        names,
        embedder=NoEmbedder(),
    )
    assert X.shape == (2, len(names))
    assert X[1, names.index("num_unsup")] == 1 and X[0, names.index("num_unsup")] == 0


@pytest.mark.embeddings
def test_embedding_support_is_higher_for_a_supported_answer(embedder):
    names = list(GROUPS["embedding"])
    X = compute_features(
        [
            Item("How is the code sent?", CONTEXT, "The code is sent by email."),
            Item("How is the code sent?", CONTEXT, "Bananas grow on tall plants in the tropics."),
        ],
        names,
        embedder=embedder,
    )
    col = names.index("sent_support_min")
    assert X[0, col] > X[1, col] + 0.2
    assert np.all(X[:, names.index("cos_max")] <= 1.0001)
