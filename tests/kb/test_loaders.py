"""Reading Markdown, HTML (stripped or kept), text and PDF; bad files are refused with a reason."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.kb.demo import HELPCENTRE
from bot.kb.loaders import SkipFile, html_to_text, load_file
from tests.kb.pdfgen import make_pdf

NOISY_HTML = """<!DOCTYPE html><html><head><title>Seats | Quillstack Help Centre</title>
<style>body { color: red }</style><script>var tracking = "UA-123";</script></head>
<body><div id="cookie-banner">We use cookies. <button>Accept</button></div>
<nav><a href="/">Home</a><a href="/billing">Billing</a></nav>
<main><article><h1>Managing seats</h1>
<p>Each <b>Team</b> seat costs <strong>$49</strong> per month.</p>
<table><tr><th>Plan</th><th>Minimum seats</th></tr><tr><td>Team</td><td>3</td></tr></table>
<ul><li>Add seats any time.</li><li>Remove seats at renewal.</li></ul>
<!-- a comment that must not appear -->
</article></main><footer>Copyright 2026</footer><script>track();</script></body></html>"""


def _write(tmp_path: Path, name: str, data: bytes | str) -> Path:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def test_html_is_stripped_to_the_article_with_headings_tables_and_lists():
    title, text = html_to_text(NOISY_HTML)
    assert title == "Seats"
    assert text.splitlines()[0] == "# Managing seats"
    assert "Each Team seat costs $49 per month." in text
    assert "| Plan | Minimum seats |\n| Team | 3 |" in text
    assert "- Add seats any time.\n- Remove seats at renewal." in text
    for noise in ("tracking", "track()", "cookies", "Home", "Copyright", "color: red", "comment"):
        assert noise not in text


def test_keep_html_keeps_the_markup(tmp_path):
    path = _write(tmp_path, "seats.html", NOISY_HTML)
    kept = load_file(path, source="seats.html", keep_html=True)
    stripped = load_file(path, source="seats.html", keep_html=False)
    assert kept.text == NOISY_HTML
    assert "<strong>$49</strong>" in kept.text and "<" not in stripped.text
    assert kept.title == stripped.title == "Seats"
    assert kept.kind == "html"


def test_markdown_title_is_the_first_heading_and_text_is_unchanged(tmp_path):
    body = "# Two-factor authentication\n\nSave your **10 backup codes**.\n"
    doc = load_file(_write(tmp_path, "2fa.md", body), source="security/2fa.md")
    assert (doc.title, doc.text, doc.kind, doc.source) == (
        "Two-factor authentication",
        body,
        "markdown",
        "security/2fa.md",
    )


def test_plain_text_title_falls_back_to_the_first_line(tmp_path):
    doc = load_file(
        _write(tmp_path, "hours.txt", "CONTACTING SUPPORT\n\nMonday to Friday.\n"),
        source="hours.txt",
    )
    assert doc.title == "CONTACTING SUPPORT"


def test_pdf_text_is_extracted(tmp_path):
    path = _write(
        tmp_path, "sheet.pdf", make_pdf(["Quillstack data sheet", "Backups are kept for 35 days."])
    )
    doc = load_file(path, source="sheet.pdf")
    assert doc.kind == "pdf"
    assert "Backups are kept for 35 days." in doc.text
    assert doc.title == "Quillstack data sheet"


def test_windows_1252_and_utf16_files_are_decoded_with_a_note(tmp_path):
    latin = load_file(
        _write(tmp_path, "a.txt", "Prices in € and café hours.".encode("cp1252")), source="a.txt"
    )
    assert latin.text == "Prices in € and café hours."
    assert "Windows-1252" in latin.note
    wide = load_file(_write(tmp_path, "b.md", "# Über\n\nGrüße".encode("utf-16")), source="b.md")
    assert wide.text == "# Über\n\nGrüße" and "UTF-16" in wide.note
    plain = load_file(_write(tmp_path, "c.md", "# ok"), source="c.md")
    assert plain.note == ""


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("empty.md", b"", "empty file"),
        ("blank.txt", b"  \n\n\t ", "empty file"),
        ("image.md", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4, "binary"),
        (
            "broken.html",
            b"<html><head><script>x()</script><body><div><nav>menu</nav><p><span>",
            "no text in the HTML",
        ),
        ("bad.pdf", b"%PDF-1.4 this is not really a pdf", "unreadable PDF"),
        ("data.csv", b"a,b\n1,2\n", "unsupported file type '.csv'"),
        (
            "garbage.txt",
            bytes([0x81, 0x8D, 0x8F, 0x90, 0x9D]) * 20,
            "not valid UTF-8 or Windows-1252",
        ),
    ],
)
def test_bad_files_are_refused_with_a_reason(tmp_path, name, data, reason):
    path = _write(tmp_path, name, data)
    with pytest.raises(SkipFile, match=reason):
        load_file(path, source=name)


def test_broken_but_readable_html_is_still_read(tmp_path):
    path = _write(
        tmp_path,
        "half.html",
        "<html><body><h1>Seats<p>Team needs <b>3 seats</i> at least.<div>unclosed",
    )
    doc = load_file(path, source="half.html")
    assert "Team needs 3 seats at least." in doc.text
    assert doc.title.startswith("Seats") and len(doc.title) <= 120


def test_huge_files_are_refused_before_reading(tmp_path):
    path = _write(tmp_path, "huge.txt", "word " * 30_000)
    with pytest.raises(SkipFile, match=r"too large \(150,000 bytes; the limit is 100,000\)"):
        load_file(path, source="huge.txt", max_bytes=100_000)


def test_unreadable_files_are_refused(tmp_path, monkeypatch):
    path = _write(tmp_path, "secret.md", "# Secret")
    if os.geteuid() == 0:  # root reads any file: make the read itself fail
        real = Path.read_bytes
        monkeypatch.setattr(
            Path,
            "read_bytes",
            lambda p: (
                (_ for _ in ()).throw(PermissionError(13, "Permission denied"))
                if p == path
                else real(p)
            ),
        )
    else:
        path.chmod(0)
    with pytest.raises(SkipFile, match="cannot read the file"):
        load_file(path, source="secret.md")


def test_helpcentre_html_pages_lose_their_navigation_and_scripts():
    for path in HELPCENTRE.rglob("*.html"):
        doc = load_file(path, source=path.name)
        assert doc.title and "Help Centre" not in doc.title
        assert doc.text.startswith("# ")
        for noise in (
            "gtag",
            "Accept all",
            "Was this article helpful",
            "Privacy",
            "Search articles",
        ):
            assert noise not in doc.text, (path.name, noise)
