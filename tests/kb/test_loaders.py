"""Reading Markdown, HTML (stripped or kept), text and PDF; bad files are refused with a reason."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from bot.kb.loaders import SkipFile, html_to_text, load_file, shown_html
from tests.demo_deployment import HELPCENTRE
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
    assert kept.text == shown_html(NOISY_HTML)  # the markup, less scripts and hidden parts
    assert "<script" in NOISY_HTML and "<script" not in kept.text
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
    marked = _write(tmp_path, "howto.txt", "<DRAFT!>\n\t\tHOWTO certificates\n\n1. Introduction\n")
    assert load_file(marked, source="howto.txt").title == "HOWTO certificates"


def test_a_manual_page_or_pod_text_is_titled_by_its_name_line(tmp_path):
    page = (
        "TAR(1)                       GNU TAR Manual                       TAR(1)\n\n"
        "NAME\n       tar - an archiving utility\n\nSYNOPSIS\n       tar -c [-f ARCHIVE]\n"
    )
    doc = load_file(_write(tmp_path, "tar.txt", page), source="tar.txt")
    assert doc.title == "tar - an archiving utility"
    pod = "NAME\n    Net::SMTP - Simple Mail Transfer Protocol Client\n\nSYNOPSIS\n    use Net::SMTP;\n"
    assert load_file(_write(tmp_path, "smtp.txt", pod), source="s").title == (
        "Net::SMTP - Simple Mail Transfer Protocol Client"
    )
    # a page whose first line only looks like a header keeps its first line
    odd = "LOGS(1)   notes   OTHER(2)\n\nNAME\n   x - y\n"
    assert (
        load_file(_write(tmp_path, "odd.txt", odd), source="o").title
        == "LOGS(1)   notes   OTHER(2)"
    )


def test_a_mail_article_is_titled_by_its_subject(tmp_path):
    mail = (
        "Date: Fri, 19 Dec 2008 00:45:19 -0800\nFrom: A Person <a@example.org>\n"
        "Subject: Re: Odd merge behaviour involving reverts\n\nSometimes a branch is faulty.\n"
    )
    doc = load_file(_write(tmp_path, "howto.txt", mail), source="howto.txt")
    assert doc.title == "Odd merge behaviour involving reverts"


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


# --- front matter, shortcodes, template tags, entities --------------------------------------

YAML_PAGE = """---
title: "Install &amp; configure"
linkTitle: Install
description: Learn how to install Quillstack on a server.
summary: A short summary for cards.
weight: 20
tags: [setup, server]
---

# Installing Quillstack

Run the installer.
"""


def _load(tmp_path: Path, name: str, data: str):
    return load_file(_write(tmp_path, name, data), source=name)


def test_yaml_front_matter_gives_the_title_and_stays_out_of_the_body(tmp_path):
    doc = _load(tmp_path, "install.md", YAML_PAGE)
    assert doc.title == "Install & configure"
    assert doc.text == "# Installing Quillstack\n\nRun the installer.\n"
    for gone in ("---", "Learn how to install", "short summary", "weight", "setup"):
        assert gone not in doc.text
    assert doc.note == ""


@pytest.mark.parametrize(
    ("front", "title"),
    [
        ("linkTitle: Seats\nweight: 3", "Seats"),
        ("name: Seat limits", "Seat limits"),
        ("weight: 3\ndescription: Nothing to call it", "Managing seats"),
        ("", "Managing seats"),
    ],
)
def test_title_falls_back_to_link_title_name_then_the_heading(tmp_path, front, title):
    doc = _load(tmp_path, "seats.md", f"---\n{front}\n---\n# Managing seats\n\nThree at least.\n")
    assert doc.title == title
    assert doc.text == "# Managing seats\n\nThree at least.\n"


def test_toml_and_json_front_matter(tmp_path):
    toml = _load(
        tmp_path,
        "billing.md",
        '+++\ntitle = "Billing & invoices"\ndraft = false\n[params]\nicon = "card"\n+++\n\n'
        "Invoices are sent on the 1st.\n",
    )
    assert toml.title == "Billing & invoices"
    assert toml.text == "Invoices are sent on the 1st.\n"
    json_page = _load(
        tmp_path, "faq.md", '{\n  "title": "FAQ",\n  "weight": 1\n}\n\nAsk us anything.\n'
    )
    assert (json_page.title, json_page.text) == ("FAQ", "Ask us anything.\n")


def test_text_files_lose_their_front_matter_too(tmp_path):
    doc = _load(tmp_path, "hours.txt", "---\ntitle: Support hours\n---\nMonday to Friday.\n")
    assert (doc.title, doc.text) == ("Support hours", "Monday to Friday.\n")


def test_malformed_front_matter_is_left_out_and_the_document_kept_with_a_note(tmp_path):
    colon = _load(
        tmp_path,
        "a.md",
        "---\ntitle: Upgrade: the quick way\ntags: [a, b\n---\n# Upgrading\n\nBack up first.\n",
    )
    assert colon.title == "Upgrade: the quick way"  # the plain title: line still counts
    assert colon.text == "# Upgrading\n\nBack up first.\n"
    assert "front matter not read (YAML" in colon.note and "line 2" in colon.note
    untitled = _load(tmp_path, "b.md", "---\ntags: [a, b\n---\n# Upgrading\n\nBack up first.\n")
    assert untitled.title == "Upgrading" and untitled.text.startswith("# Upgrading")
    assert "tags" not in untitled.text and "front matter not read" in untitled.note
    toml = _load(tmp_path, "c.md", "+++\ndraft = maybe\n+++\n# Upgrading\n")
    assert toml.title == "Upgrading" and "front matter not read (TOML" in toml.note


def test_rules_around_plain_text_are_not_front_matter(tmp_path):
    body = "---\n\nA note between two rules.\n\n---\n\n# Real heading\n"
    doc = _load(tmp_path, "rules.md", body)
    assert doc.text == body and doc.note == ""
    assert doc.title == "A note between two rules."  # not "---"


def test_a_file_with_only_front_matter_is_refused(tmp_path):
    with pytest.raises(SkipFile, match="no text after the front matter"):
        _load(tmp_path, "_index.md", "---\ntitle: Section\ndescription: Cards only\n---\n")


def test_hugo_shortcodes_are_removed_and_their_inner_text_kept(tmp_path):
    doc = _load(
        tmp_path,
        "backups.md",
        "# Backups\n\n"
        "{{< note >}}\nBackups are kept for **35 days**.\n{{< /note >}}\n\n"
        '{{% alert title="Heads up" color="warning" %}}\nRestores take an hour.\n{{% /alert %}}\n\n'
        'See {{< ref "restore.md" >}} for restores.\n\n'
        '{{< tabs >}}\n{{< tab "Linux" >}}\nrun qs-backup\n{{< /tab >}}\n'
        '{{< tab header="macOS" >}}\nopen the app\n{{< /tab >}}\n{{< /tabs >}}\n',
    )
    assert doc.text == (
        "# Backups\n\nBackups are kept for **35 days**.\n\nHeads up:\nRestores take an hour.\n\n"
        "See for restores.\n\nLinux:\nrun qs-backup\nmacOS:\nopen the app\n"
    )


def test_liquid_and_nunjucks_tags_are_removed(tmp_path):
    doc = _load(
        tmp_path,
        "sso.md",
        "---\ntitle: Single sign-on\n---\n"
        "Welcome to {{ page.title }}!\n\n"
        "{% if site.enterprise %}\nSSO needs the Enterprise plan.\n{% endif %}\n\n"
        '{% include note.html content="SAML and OIDC are supported." %}\n\n'
        "{% comment %}\nTODO: rewrite this page\n{% endcomment %}\n"
        "{# a Nunjucks comment #}\nVersion {{ site.version | default: '2' }} and later.\n",
    )
    assert doc.text == (
        "Welcome to Single sign-on!\n\nSSO needs the Enterprise plan.\n\n"
        "SAML and OIDC are supported.\n\nVersion and later.\n"
    )
    assert "{" not in doc.text and "TODO" not in doc.text


def test_shortcodes_entities_and_tags_inside_code_are_kept(tmp_path):
    fenced = (
        '```go-html-template\n{{< figure src="a.png" >}}\n{% if x %}a &gt; b{% endif %}\n'
        "<b>{{ .Title }}</b>\n```\n"
    )
    tilde = "~~~\n{{% note %}}&amp;{{% /note %}}\n~~~\n"
    doc = _load(
        tmp_path,
        "templates.md",
        f"# Templates\n\n{fenced}\nWrite `{{{{ .Title }}}}` or ``{{% raw %}} &lt;x&gt;`` inline.\n\n"
        f"{tilde}\nHugo shows {{{{</* myshortcode */>}}}} as written.\n",
    )
    assert fenced in doc.text and tilde in doc.text
    assert "Write `{{ .Title }}` or `` &lt;x&gt;`` inline." in doc.text  # raw markers go
    assert "Hugo shows {{< myshortcode >}} as written." in doc.text


def test_unclosed_fence_keeps_the_rest_as_code(tmp_path):
    doc = _load(tmp_path, "open.md", "# Open\n\n```\n{{ kept }} &amp;\n")
    assert doc.text == "# Open\n\n```\n{{ kept }} &amp;\n"


def test_mdx_imports_and_components_are_removed(tmp_path):
    doc = _load(
        tmp_path,
        "install.mdx",
        "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n"
        "import {\n  Badge,\n  Card,\n} from '../components';\n\n# Install <Badge text=\"new\" />\n\n"
        '<Tabs>\n  <TabItem value="npm" label="npm">\n\n    npm i quill\n\n  </TabItem>\n'
        '  <TabItem value="yarn">\n    yarn add quill\n  </TabItem>\n</Tabs>\n\n'
        "{/* an MDX comment */}\nPress <Enter> and replace <project-id> with yours.\n",
    )
    assert doc.kind == "markdown" and doc.title == "Install"
    assert doc.text == (
        "# Install\n\n  npm:\n\n    npm i quill\n\n  yarn:\n    yarn add quill\n\n"
        "Press <Enter> and replace <project-id> with yours.\n"
    )


def test_docusaurus_admonitions_become_plain_text(tmp_path):
    doc = _load(
        tmp_path,
        "keys.md",
        "# API keys\n\n:::note\nKeys never expire.\n:::\n\n"
        ":::warning Rotate often\nA leaked key works until revoked.\n:::\n\n"
        ":::tip[Shortcut]\nUse the CLI.\n:::\n",
    )
    assert doc.text == (
        "# API keys\n\nNote:\nKeys never expire.\n\nWarning: Rotate often\n"
        "A leaked key works until revoked.\n\nTip: Shortcut\nUse the CLI.\n"
    )


def test_entities_are_unescaped_in_markdown_and_text(tmp_path):
    md = _load(
        tmp_path,
        "prices.md",
        "# Prices &amp; plans\n\nTeam &gt; Starter.&nbsp;It&#39;s &#x20AC;49 &mdash; R&D &foo; ok.\n",
    )
    assert md.title == "Prices & plans"
    assert md.text == "# Prices & plans\n\nTeam > Starter. It's €49 — R&D &foo; ok.\n"
    txt = _load(tmp_path, "prices.txt", "A &lt; B&nbsp;&amp; C&#33;\n")
    assert txt.text == "A < B & C!\n"


def test_inline_html_in_markdown_is_stripped_to_its_text(tmp_path):
    doc = _load(
        tmp_path,
        "keys.md",
        "# Shortcuts\n\nPress <kbd>Ctrl</kbd>+<kbd>K</kbd> to search.<br>Or use the "
        '<a href="/menu">menu</a>.\n\n<!-- editor note -->\n<script>track()</script>\n'
        "| Key | Does |\n|---|---|\n| <kbd>?</kbd> | help<br>list |\n\n"
        "<details>\n<summary>More</summary>\n\nHidden &lt;b&gt; text.\n</details>\n",
    )
    assert doc.text == (
        "# Shortcuts\n\nPress Ctrl+K to search. Or use the menu.\n\n"
        "| Key | Does |\n|---|---|\n| ? | help list |\n\nMore\n\nHidden <b> text.\n"
    )


def test_html_entities_are_unescaped(tmp_path):
    page = (
        "<html><head><title>Q&amp;A &ndash; Help</title></head><body><main><h1>Q&amp;A</h1>"
        "<p>1&nbsp;seat &gt; 0&#160;seats &#8212; it&#x27;s &lt;free&gt;</p>"
        "<ul><li>a&nbsp;&amp;&nbsp;b</li></ul></main></body></html>"
    )
    doc = _load(tmp_path, "qa.html", page)
    assert doc.title == "Q&A"
    assert doc.text == "# Q&A\n\n1 seat > 0 seats — it's <free>\n\n- a & b"
    assert "\xa0" not in doc.text and "&" not in doc.text.replace("Q&A", "").replace("a & b", "")


def test_clean_markdown_is_unchanged_byte_for_byte(tmp_path):
    body = "# Refunds\r\n\r\nWithin **30 days** (a < b, `x`).\r\n\r\n\r\n- one\r\n"
    assert _load(tmp_path, "refunds.md", body).text == body


def test_unclosed_tags_cost_linear_time(tmp_path):
    import time

    junk = "{% {{< {{ <!-- <a ` :::note " * 20_000 + "\n" + "word " * 100_000 + "\n\n"
    junk += ("| a" + " " * 2_000 + "<br/>" + " " * 2_000 + "b |\n") * 200  # padded table rows
    started = time.monotonic()
    doc = _load(tmp_path, "junk.md", junk)
    assert time.monotonic() - started < 5 and doc.text


def test_a_pipe_entity_in_a_table_row_stays_inside_its_cell(tmp_path):
    doc = _load(
        tmp_path,
        "types.md",
        "| Field | Type |\n|---|---|\n| `fill` | `boolean &#124; string` &#124; <br/> `false` |\n\n"
        "A &#124; outside a table.\n",
    )
    assert "| `fill` | `boolean \\| string` \\| `false` |" in doc.text
    assert "A | outside a table." in doc.text


DOCSITE = Path(__file__).resolve().parents[2] / "bench" / "deployments" / "docsite" / "docs"


def test_docsite_pages_read_as_written():
    pages = sorted(DOCSITE.rglob("*.md"))
    if not pages:
        pytest.skip("no docsite pages in this checkout")
    for path in pages:
        doc = load_file(path, source=path.name)
        assert doc.title and doc.title != "---" and not doc.text.startswith("---"), path.name
        prose = re.sub(r"```.*?```", "", doc.text, flags=re.S)  # code keeps its <br/>
        for markup in ("createdAt:", "description:", "<TOC/>", "<iframe", "<br/>", "&#124;"):
            assert markup not in prose, (path.name, markup)
