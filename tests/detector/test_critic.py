"""The local detector as a critic: verdict, per-sentence scores and reasons, batch = single,
and the training command end to end on a small slice of dev."""

import pytest

from bot.critic.base import Critic
from bot.critic.detector import LocalDetectorCritic, explain
from bot.detector.model import ModelFile
from bot.fit.detector_train import train
from bot.steps import Source

SOURCES = [
    Source(
        kind="document",
        text="Password reset is by a 6-digit code sent by email. The code is valid for 15 minutes.",
        id="kb-1",
    ),
    Source(kind="tool", text="plan: Team, price: $49 per user per month", id="tool-1"),
]
QUESTION = "How do I reset my password?"
GOOD = "You get a 6-digit code by email. The code is valid for 15 minutes."
BAD = "You get a 6-digit code by email. The code is sent by SMS and stays valid for 48 hours from Zurich headquarters."


def test_explain_names_what_the_sources_lack():
    reason = explain("The code is valid for 48 hours via SMS.", SOURCES[0].text, QUESTION)
    assert "48" in reason and "sms" in reason.lower()


@pytest.fixture(scope="module")
def critic():
    return LocalDetectorCritic()  # loads MiniLM only when the shipped model uses it


@pytest.mark.embeddings
def test_unsupported_answer_scores_higher_and_is_located(critic):
    assert isinstance(critic, Critic) and critic.name == "local"
    good = critic.check(QUESTION, SOURCES, GOOD)
    bad = critic.check(QUESTION, SOURCES, BAD)
    assert good.score < bad.score
    assert good.severity_level != "HIGH" and bad.severity_level == "HIGH"
    scores = dict(bad.sentence_scores)
    assert len(scores) == 2
    first, second = bad.sentence_scores
    assert second[1] > first[1]  # the second sentence is the made-up one
    flagged = [p.sentence for p in bad.problematic_sentences]
    assert second[0] in flagged and first[0] not in flagged
    assert "48" in bad.problematic_sentences[0].reason
    assert bad.to_dict()["score"] == bad.score


@pytest.mark.embeddings
def test_batch_gives_the_same_verdicts_as_single_checks(critic):
    items = [(QUESTION, SOURCES, GOOD), (QUESTION, SOURCES, BAD), (QUESTION, [], "")]
    batch = critic.check_batch(items)
    assert [v.score for v in batch[:2]] == pytest.approx(
        [critic.check(*i).score for i in items[:2]], abs=1e-6
    )
    assert batch[2].severity_level == "NONE" and batch[2].score == 0.0


def test_train_writes_a_loadable_file(tmp_path):
    path = tmp_path / "model.json"
    lines = []
    train(
        records=40,
        output=path,
        task_groups=dict.fromkeys(("qa", "dialogue", "summarization"), ("length", "lexical")),
        general_groups=("lexical",),
        log=lines.append,
    )
    file = ModelFile.load(path)
    assert set(file.models) == {"qa", "dialogue", "summarization", "general"}
    assert file.training["command"] == "guardbot detector train --records 40"
    assert "records 0-39" in file.training["data"]
    assert len(lines) == 4 and lines[0].startswith("qa: n=80")
    qa = LocalDetectorCritic(task="qa", path=path)
    assert qa.label == "local[qa]"
    long_wrong = qa.check(
        "Which magazine started first?",
        [
            Source(
                kind="document", text="Arthur's Magazine (1844) came before First for Women (1989)."
            )
        ],
        "First for Women was started first, in the year 1820 in Boston.",
    )
    assert (
        long_wrong.score
        > qa.check(
            "Which magazine started first?",
            [
                Source(
                    kind="document",
                    text="Arthur's Magazine (1844) came before First for Women (1989).",
                )
            ],
            "Arthur's Magazine",
        ).score
    )
