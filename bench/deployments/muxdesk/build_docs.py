"""Rebuild docs/ from the tmux 3.3a manual page and example configuration of the Debian package tmux.

    python bench/deployments/muxdesk/build_docs.py            # write docs/
    python bench/deployments/muxdesk/build_docs.py --check    # compare docs/ with a fresh rendering

Needs /usr/share/man/man1/tmux.1.gz and /usr/share/doc/tmux/example_tmux.conf
(`apt-get install tmux`, version 3.3a-3 in Debian 12) and groff (groff-base).

The manual page is rendered by groff (mdoc macros, UTF-8, a line length of 3000 so that every
paragraph is one line and nothing is hyphenated), then written as Markdown, keeping the words as
they are: a section heading becomes "## HEADING"; an example block (.Bd -literal, .Dl) becomes a
fenced block; an item of a tagged list becomes "- `TAG` description" (tag and description on
one line) or, where the tag has a line of its own, "`TAG`" followed by its description as a
paragraph; every other line is a paragraph, its indentation dropped. The page's header and
footer lines (the footer carries the build date) are dropped. The manual is cut at section
headings and list items into the pages below; each page starts with a "# title" line.
example_tmux.conf is copied into a fenced block under a title.
"""

import gzip
import re
import subprocess
import sys
from pathlib import Path

MAN = Path("/usr/share/man/man1/tmux.1.gz")
EXAMPLE = Path("/usr/share/doc/tmux/example_tmux.conf")
DST = Path(__file__).resolve().parent / "docs"

# file, title, first rendered line (a prefix), line to stop before (None: the end of the page)
PAGES = [
    (
        "01-starting-tmux.md",
        "Starting tmux: what it is and its command-line flags",
        "NAME",
        "DEFAULT KEY BINDINGS",
    ),
    (
        "02-default-key-bindings.md",
        "The default key bindings (the prefix key C-b)",
        "DEFAULT KEY BINDINGS",
        "COMMAND PARSING AND EXECUTION",
    ),
    (
        "03-command-parsing.md",
        "How tmux parses and runs commands",
        "COMMAND PARSING AND EXECUTION",
        "PARSING SYNTAX",
    ),
    (
        "04-parsing-syntax.md",
        "Command and configuration file syntax (quoting, %if, %hidden)",
        "PARSING SYNTAX",
        "COMMANDS",
    ),
    (
        "05-commands-and-targets.md",
        "Commands and targets (target-session, target-window, target-pane)",
        "COMMANDS",
        "CLIENTS AND SESSIONS",
    ),
    (
        "06-clients-and-sessions.md",
        "Clients and sessions: attach, detach, new-session, kill-server",
        "CLIENTS AND SESSIONS",
        "WINDOWS AND PANES",
    ),
    (
        "07-copy-mode-and-layouts.md",
        "Windows and panes: copy mode and layouts",
        "WINDOWS AND PANES",
        "     break-pane ",
    ),
    (
        "08-window-pane-commands-a-l.md",
        "Window and pane commands: break-pane to list-windows",
        "     break-pane ",
        "     move-pane ",
    ),
    (
        "09-window-pane-commands-m-z.md",
        "Window and pane commands: move-pane to unlink-window",
        "     move-pane ",
        "KEY BINDINGS",
    ),
    (
        "10-key-bindings.md",
        "Key bindings: bind-key, list-keys, send-keys, unbind-key",
        "KEY BINDINGS",
        "OPTIONS",
    ),
    (
        "11-options-and-server-options.md",
        "Options: set-option, show-options and the server options",
        "OPTIONS",
        "     Available session options are:",
    ),
    (
        "12-session-options.md",
        "Session options",
        "     Available session options are:",
        "     Available window options are:",
    ),
    (
        "13-window-options.md",
        "Window options",
        "     Available window options are:",
        "     Available pane options are:",
    ),
    (
        "14-pane-options-and-hooks.md",
        "Pane options and hooks",
        "     Available pane options are:",
        "MOUSE SUPPORT",
    ),
    ("15-mouse-support.md", "Mouse support", "MOUSE SUPPORT", "FORMATS"),
    (
        "16-formats.md",
        "Formats: conditionals, comparisons, modifiers",
        "FORMATS",
        "     The following variables are available",
    ),
    (
        "17-format-variables.md",
        "Format variables",
        "     The following variables are available",
        "STYLES",
    ),
    (
        "18-styles-names-titles.md",
        "Styles, names and titles",
        "STYLES",
        "GLOBAL AND SESSION ENVIRONMENT",
    ),
    (
        "19-environment-variables.md",
        "The global and session environment",
        "GLOBAL AND SESSION ENVIRONMENT",
        "STATUS LINE",
    ),
    ("20-status-line.md", "The status line, prompts, menus and popups", "STATUS LINE", "BUFFERS"),
    ("21-paste-buffers.md", "Paste buffers", "BUFFERS", "MISCELLANEOUS"),
    (
        "22-miscellaneous-and-exit-messages.md",
        "Miscellaneous commands and exit messages",
        "MISCELLANEOUS",
        "TERMINFO EXTENSIONS",
    ),
    ("23-terminfo-extensions.md", "Terminfo extensions", "TERMINFO EXTENSIONS", "CONTROL MODE"),
    ("24-control-mode.md", "Control mode", "CONTROL MODE", "ENVIRONMENT"),
    ("25-environment-files-examples.md", "Environment, files and examples", "ENVIRONMENT", None),
]
EXAMPLE_PAGE = ("26-example-configuration.md", "An example .tmux.conf")


def render() -> list[str]:
    """The manual page as groff renders it, one paragraph a line, example blocks marked."""
    src = gzip.decompress(MAN.read_bytes()).decode("utf-8")
    out = []
    for line in src.split("\n"):
        if line.startswith(".Dl "):
            out += [".Bd -literal -offset indent", "@@BEGIN@@", line[4:], "@@END@@", ".Ed"]
        elif line.startswith(".Bd -literal"):
            out += [line, "@@BEGIN@@"]
        elif line == ".Ed":
            out += ["@@END@@", line]
        else:
            out.append(line)
    text = subprocess.run(
        ["groff", "-mandoc", "-Tutf8", "-rLL=3000n", "-P-cbou"],
        input="\n".join(out),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines[1:-1]  # no header, no footer (it carries the build date)


TAGGED = re.compile(r"^(\s*)(\S.*?)\s{3,}(\S.*)$")


def markdown(lines: list[str]) -> str:
    out: list[str] = []
    code: list[str] | None = None
    body = [k for k, line in enumerate(lines) if line.strip()]
    for pos, k in enumerate(body):
        line = lines[k]
        text = line.strip()
        if text == "@@BEGIN@@":
            code = []
            continue
        if text == "@@END@@":
            indent = min(len(c) - len(c.lstrip()) for c in code if c.strip()) if code else 0
            out.append("```\n" + "\n".join(c[indent:] for c in code) + "\n```")
            code = None
            continue
        if code is not None:
            code.append(line)
            continue
        indent = len(line) - len(line.lstrip())
        following = lines[body[pos + 1]] if pos + 1 < len(body) else ""
        next_indent = len(following) - len(following.lstrip())
        if indent == 0:
            out.append("## " + text)
        elif (m := TAGGED.match(line)) and not text.endswith(":"):
            out.append(f"- `{m.group(2)}` {m.group(3)}")
        elif next_indent > indent + 2 and following.strip() != "@@BEGIN@@" and text[-1] not in ":.":
            out.append(f"`{text}`")
        else:
            out.append(text)
    return "\n\n".join(out) + "\n"


def pages() -> dict[str, str]:
    lines = render()
    found = {}
    for name, title, start, stop in PAGES:
        first = next(k for k, line in enumerate(lines) if line.startswith(start))
        end = (
            len(lines)
            if stop is None
            else next(k for k, line in enumerate(lines) if k > first and line.startswith(stop))
        )
        found[name] = f"# {title}\n\n" + markdown(lines[first:end])
    name, title = EXAMPLE_PAGE
    found[name] = (
        f"# {title}\n\n```\n" + EXAMPLE.read_text(encoding="utf-8").rstrip("\n") + "\n```\n"
    )
    return found


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # ../docpages.py
    import docpages

    return docpages.main(DST, lambda: ((n, t, "") for n, t in pages().items()), 40)


if __name__ == "__main__":
    sys.exit(main())
