"""Pick short prose passages from the docstrings of installed packages that no earlier held-out
set (data/external/real, data/external/real2) used. Seeded; writes passages.json beside this file.

    python data/external/real3/smollm2c/pick_passages.py [SITE_PACKAGES]

Same paragraph filters as data/external/real2/pick_passages.py; at most 3 passages per package.
For torch only four sub-packages are read (nn/modules, optim, utils/data, distributions), and
each counts as a package of its own ("torch.nn", ...): several listed packages have no or few
prose docstrings (bcrypt, uvloop, httptools, pytest: none), so a cap of 3 for all of torch would
give only 33 passages. Single-file modules (threadpoolctl.py) are read as one file.
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
    "torch/nn/modules", "torch/optim", "torch/utils/data", "torch/distributions", "onnxruntime",
    "playwright", "psutil", "grimp", "importlinter", "bcrypt", "ctranslate2", "gguf",
    "aiohappyeyeballs", "tokenizers", "threadpoolctl", "uvloop", "websocket",
    "requests_oauthlib", "httptools", "pytest",
)  # fmt: skip
PER_PACKAGE = 3
TARGET = 40
BAD = re.compile(r">>>|::|``|\{|\}|\bSee\b|http|\.\.\s|:param|:return|Args:|Returns:|@|\|")


def paragraphs(doc: str):
    for para in re.split(r"\n\s*\n", doc):
        text = " ".join(para.split())
        n = len(text.split())
        if 35 <= n <= 95 and not BAD.search(text) and text.count(".") >= 2 and text[0].isupper():
            yield text


def files_of(pkg: str) -> list[Path]:
    root = SP / pkg
    if root.is_dir():
        return sorted(root.rglob("*.py"))
    single = SP / (pkg + ".py")
    return [single] if single.is_file() else []


def label_of(pkg: str) -> str:
    return pkg.removesuffix("/modules").replace("/", ".")


def candidates(pkg: str):
    for path in files_of(pkg):
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
                    "package": label_of(pkg),
                    "file": str(path.relative_to(SP)),
                    "object": name,
                    "text": text,
                }


def main() -> None:
    rng = random.Random(2614)
    pools: dict[str, list[dict]] = {}
    for pkg in PACKAGES:
        pools.setdefault(label_of(pkg), []).extend(candidates(pkg))
    picked, seen = [], set()
    for pkg, items in pools.items():
        rng.shuffle(items)
        n = 0
        for item in items:
            if n == PER_PACKAGE:
                break
            if item["text"][:60] not in seen:
                seen.add(item["text"][:60])
                picked.append(item)
                n += 1
        print(f"{pkg}: {len(items)} candidates, {n} picked")
    rng.shuffle(picked)
    picked = picked[:TARGET]
    (HERE / "passages.json").write_text(json.dumps(picked, indent=1) + "\n", encoding="utf-8")
    print(len(picked), "passages from", len({p["package"] for p in picked}), "packages")


if __name__ == "__main__":
    main()
