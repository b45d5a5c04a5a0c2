import json

from bot.canary.report import CanaryResult, build_rows, summary_lines, write_report


def _result(strategy, outcome, flagged=False, html=False):
    delivered = "other" if (outcome == "spillover" and flagged) else outcome
    return CanaryResult(
        strategy,
        html,
        "scripted",
        "q?",
        "7.5",
        "15",
        "a",
        outcome,
        flagged,
        caught=outcome == "spillover" and flagged,
        delivered_outcome=delivered,
    )


def test_rows_rates_and_caught_spillovers(tmp_path):
    results = [
        _result("sentence", "pass"),
        _result("sentence", "spillover", flagged=True),
        _result("sentence", "spillover", flagged=False),
        _result("sentence", "other"),
        _result("chars-1000-200", "pass"),
        _result("chars-1000-200", "pass", html=True),
    ]
    rows = build_rows(results)
    by_label = {r.label: r for r in rows}
    s = by_label["sentence-nohtml"].to_dict()
    assert (
        s["n"],
        s["pass_rate"],
        s["spillover_rate"],
        s["other_rate"],
        s["spillover_caught"],
    ) == (4, 0.25, 0.5, 0.25, 1)
    assert "Pass rate for chars-1000-200-nohtml (scripted): 100.0%" in summary_lines(rows)

    out = tmp_path / "out" / "canary.json"
    reports = tmp_path / "reports"
    reports.mkdir()
    path = write_report(
        rows, output=out, reports_dir=reports, meta={"kb": "demo", "transform": "halve"}
    )
    data = json.loads(path.read_text())
    assert data["kind"] == "canary" and len(data["rows"]) == 3
    row = next(r for r in data["rows"] if r["label"] == "sentence-nohtml")
    for key in ("n", "pass_rate", "spillover_rate", "other_rate", "spillover_caught"):
        assert key in row
    assert (reports / data["images"][0]).stat().st_size > 1000  # a real PNG
    assert (reports / "canary.json").exists()  # listed by the web app
