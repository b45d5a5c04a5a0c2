"""The deployment bench's judge: an expected string counts only where the answer states it."""

from __future__ import annotations

from bench.bench_deployments import holds, judge


def test_an_option_must_stand_as_itself_and_a_figure_not_inside_a_bigger_one():
    assert holds("use -g, --listed-incremental=FILE", "-g")
    assert not holds("-G, --incremental Handle old GNU-format incremental backups.", "-g")
    assert not holds("see --progress-bar", "-g")
    assert holds("over plan gb 250.9", "250.9")
    assert not holds("stored gb 1250.9", "250.9")
    assert holds("still owes £42.50 on it", "42.5")
    assert not holds("still owes £42.51 on it", "42.5")
    assert not holds("still owes £42.5 1", "42.51")
    assert not holds("stored gb 250.95", "250.9")
    assert holds("The Bearer Token for OAUTH 2.0", "bearer token")  # words: any case


def test_a_quote_that_holds_the_figure_only_inside_another_is_wrong():
    item = {"kind": "data", "any": ["250.9"], "tool": "usage"}
    ext = {"outcome": "quoted", "tool_calls": [{"ok": True, "name": "usage"}]}
    assert judge(item, "From usage: over plan gb 250.9 [1]", ext)["right"]
    wrong = judge(item, "From usage: stored gb 1250.9 [1]", ext)
    assert not wrong["right"] and wrong["wrong"]
