"""The command line the deployments' ``build_docs.py`` scripts share: write the rendered pages
into ``docs/`` beside the script, or with ``--check`` compare ``docs/`` with a fresh rendering
(exit 1 when a page differs or is missing). A script puts this folder on ``sys.path`` and
imports it:

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import docpages
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from pathlib import Path

Page = tuple[str, str, str]
"""A rendered page: its file name, its text and what the write line adds after the size."""


def main(dst: Path, pages: Callable[[], Iterable[Page]], width: int) -> int:
    """Write (or ``--check``) every page, one line a page: the name padded to ``width``,
    then ``same``/``DIFFERS`` or the size in characters and the page's note."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare docs/ with a fresh rendering")
    args = ap.parse_args()
    differ = 0
    dst.mkdir(exist_ok=True)
    for name, text, note in pages():
        if args.check:
            path = dst / name
            same = path.is_file() and path.read_text(encoding="utf-8") == text
            differ += not same
            print(f"{name:{width}} {'same' if same else 'DIFFERS'}")
        else:
            (dst / name).write_text(text, encoding="utf-8")
            print(f"{name:{width}} {len(text):7d} chars{note}")
    return 1 if differ else 0
