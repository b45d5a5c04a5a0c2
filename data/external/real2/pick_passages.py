"""Pick short prose passages from the docstrings of installed packages that the first held-out
sets (data/external/real) did not use. Seeded; writes passages.json beside this file.

    python data/external/real2/pick_passages.py [SITE_PACKAGES]
"""

import ast
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SP = Path(sys.argv[1] if len(sys.argv) > 1 else sys.prefix + "/lib/python3.11/site-packages")
PACKAGES = (
    "httpx", "httpcore", "h11", "starlette", "urllib3", "requests", "yaml", "dateutil",
    "tenacity", "structlog", "pluggy", "pytz", "idna", "tomlkit", "pathspec", "shellingham",
    "watchfiles", "multidict", "yarl", "uvicorn", "sniffio", "referencing", "semantic_version",
    "setuptools", "pip", "alembic", "cloudpickle", "frozenlist", "aiosignal", "pydub", "dotenv",
    "oauthlib", "kiwisolver", "cycler", "contourpy", "truststore", "iniconfig", "propcache",
    "greenlet", "mdurl", "markupsafe", "overrides", "durationpy", "pyproject_hooks", "build",
)  # fmt: skip
BAD = re.compile(r">>>|::|``|\{|\}|\bSee\b|http|\.\.\s|:param|:return|Args:|Returns:|@|\|")


def paragraphs(doc: str):
    for para in re.split(r"\n\s*\n", doc):
        text = " ".join(para.split())
        n = len(text.split())
        if 35 <= n <= 95 and not BAD.search(text) and text.count(".") >= 2 and text[0].isupper():
            yield text


def candidates(pkg: str):
    root = SP / pkg
    files = sorted(root.rglob("*.py")) if root.is_dir() else []
    for path in files:
        if "/tests/" in str(path) or "/_vendor/" in str(path) or "/vendor/" in str(path):
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError, ValueError):
            continue
        nodes = [(path.stem, tree)] + [
            (n.name, n)
            for n in ast.walk(tree)
            if isinstance(n, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef)
            and not n.name.startswith("_")
        ]
        for name, node in nodes:
            doc = ast.get_docstring(node)
            for text in paragraphs(doc or ""):
                yield {
                    "package": pkg,
                    "file": str(path.relative_to(SP)),
                    "object": name,
                    "text": text,
                }


def main() -> None:
    rng = random.Random(1515)
    picked, seen = [], set()
    for pkg in PACKAGES:
        items = list(candidates(pkg))
        rng.shuffle(items)
        for item in items[:2]:
            if item["text"][:60] not in seen:
                seen.add(item["text"][:60])
                picked.append(item)
    rng.shuffle(picked)
    (HERE / "passages.json").write_text(json.dumps(picked, indent=1) + "\n", encoding="utf-8")
    print(len(picked), "passages from", len({p["package"] for p in picked}), "packages")


if __name__ == "__main__":
    main()
