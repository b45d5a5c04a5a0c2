"""Chunk boundaries and overlap exactly as each strategy is named."""

from __future__ import annotations

import pytest

from bot.kb.chunking import STRATEGIES, UnknownStrategy, chunk_text, paragraph_spans
from bot.kb.loaders import load_file
from tests.demo_deployment import HELPCENTRE

DOC = (
    "# Refunds\n\n"
    "## Annual plans\n\n"
    "If you cancel within the **first 30 days**, we refund the rest pro rata. After 30 days, annual\n"
    "plans are not refunded (e.g. a plan bought for $470.40 stays paid). Is that clear? Yes!\n\n"
    "Steps:\n"
    "1. Go to Settings.\n"
    "2. Click Cancel.\n\n"
    "Refunds arrive within 5 to 10 business days.\n"
)


def _check_exact(text: str, spans: list[tuple[int, int, str]]) -> None:
    assert spans, "no chunks"
    for start, end, piece in spans:
        assert 0 <= start < end <= len(text)
        assert piece == text[start:end]


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_every_strategy_returns_exact_slices(strategy):
    _check_exact(DOC, chunk_text(DOC, strategy))


def test_chars_500_100_windows_are_500_wide_and_start_every_400():
    text = "".join(chr(ord("a") + i % 26) for i in range(1234))
    spans = chunk_text(text, "chars-500-100")
    assert [(s, e) for s, e, _ in spans] == [(0, 500), (400, 900), (800, 1234)]
    # consecutive windows share exactly 100 characters
    assert spans[0][2][-100:] == spans[1][2][:100]
    assert spans[1][2][-100:] == spans[2][2][:100]


def test_chars_1000_200_windows_are_1000_wide_and_start_every_800():
    text = "x" * 2500
    spans = chunk_text(text, "chars-1000-200")
    assert [(s, e) for s, e, _ in spans] == [(0, 1000), (800, 1800), (1600, 2500)]
    assert all(len(piece) == 1000 for _, _, piece in spans[:-1])


def test_chars_window_exactly_covering_the_text_makes_one_chunk():
    assert [(s, e) for s, e, _ in chunk_text("y" * 500, "chars-500-100")] == [(0, 500)]
    assert [(s, e) for s, e, _ in chunk_text("y" * 501, "chars-500-100")] == [(0, 500), (400, 501)]


def test_chars_windows_of_only_whitespace_are_dropped():
    text = "a" * 450 + " " * 1000 + "b" * 100
    starts = [s for s, _, _ in chunk_text(text, "chars-500-100")]
    assert starts == [0, 400, 1200]  # the window at 800 (800-1300) is pure whitespace


def test_sentence_strategy_splits_sentences_and_keeps_headings_with_the_next_one():
    pieces = [p for _, _, p in chunk_text(DOC, "sentence")]
    assert pieces[0] == (
        "# Refunds\n\n## Annual plans\n\nIf you cancel within the **first 30 days**, we refund the rest pro rata."
    )
    # a soft line break does not end a sentence; "e.g." and "470.40" do not either
    assert pieces[1] == (
        "After 30 days, annual\nplans are not refunded (e.g. a plan bought for $470.40 stays paid)."
    )
    assert pieces[2] == "Is that clear?"
    assert pieces[3] == "Yes!"
    # a colon ends a line-sentence; list items are sentences with their numbers
    assert pieces[4:7] == ["Steps:", "1. Go to Settings.", "2. Click Cancel."]
    assert pieces[7] == "Refunds arrive within 5 to 10 business days."
    assert len(pieces) == 8


def test_paragraph_strategy_splits_on_blank_lines_and_attaches_headings():
    pieces = [p for _, _, p in chunk_text(DOC, "paragraph")]
    assert len(pieces) == 3
    assert pieces[0].startswith("# Refunds\n\n## Annual plans\n\nIf you cancel")
    assert pieces[0].endswith("Yes!")
    assert pieces[1] == "Steps:\n1. Go to Settings.\n2. Click Cancel."
    assert pieces[2] == "Refunds arrive within 5 to 10 business days."


def test_a_long_paragraph_is_cut_at_line_breaks_under_the_limit():
    lines = [f"Line {i} says something about seats and invoices." for i in range(60)]
    text = "\n".join(lines)
    spans = paragraph_spans(text, max_chars=500)
    _check_exact(text, spans)
    assert len(spans) > 1
    assert all(len(piece) <= 500 for _, _, piece in spans)
    assert all(piece.startswith("Line ") and piece.endswith(".") for _, _, piece in spans)
    assert "".join(p.replace("\n", "") for _, _, p in spans) == text.replace("\n", "")


def test_unknown_strategy_is_a_clear_error():
    with pytest.raises(UnknownStrategy, match="sentence, paragraph, chars-500-100, chars-1000-200"):
        chunk_text("text", "words-12")
    with pytest.raises(UnknownStrategy):
        chunk_text("text", "chars-100-100")  # overlap must be smaller than the window


def test_kept_html_sentences_end_at_closing_tags_and_tag_lines():
    html = "<p>Codes are valid for 15 minutes.</p>\n<p>Never by SMS. Ask support.</p>\n<ul>\n<li>One</li>\n</ul>"
    pieces = [p for _, _, p in chunk_text(html, "sentence")]
    assert pieces == [
        "<p>Codes are valid for 15 minutes.</p>",
        "<p>Never by SMS.",
        "Ask support.</p>",
        "<ul>",
        "<li>One</li>",
        "</ul>",
    ]


def test_empty_text_has_no_chunks():
    for strategy in STRATEGIES:
        assert chunk_text("  \n\n ", strategy) == []


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("keep_html", [False, True])
def test_every_helpcentre_article_chunks_with_every_strategy(strategy, keep_html):
    files = sorted(p for p in HELPCENTRE.rglob("*") if p.is_file())
    assert len(files) >= 30
    for path in files:
        doc = load_file(path, source=path.name, keep_html=keep_html)
        spans = chunk_text(doc.text, strategy)
        _check_exact(doc.text, spans)
        if strategy.startswith("chars-"):
            size = int(strategy.split("-")[1])
            assert all(e - s == size for s, e, _ in spans[:-1])
        else:  # sentences and paragraphs stay bounded, even in kept HTML (scripts, styles)
            assert max(e - s for s, e, _ in spans) <= 1500 + 200, path.name
