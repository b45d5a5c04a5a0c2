"""Pick the passages a set's questions are about, as the folder's ``dataset.json`` ``"pick"``
says (the method and its parameters). Seeded; the result depends on what is installed
(package docstrings, man pages), so a later run may pick other passages than the committed
ones.

    .venv/bin/python research/datasets/pick_passages.py data/external/real2

Methods (each was a ``pick_passages.py`` of its own folder before; parameters in dataset.json):

- ``docstrings``: prose paragraphs (35-95 words, no code or markup, two full stops, an
  upper-case first letter) of the docstrings of installed packages; per package at most
  ``per_package``, seeded shuffle (real2, real3/smollm2c);
- ``first_docstrings``: the first held-out sets' picker (real): paragraphs of 60-200 words
  of a long package list, two per package, then the first ``split`` passages for the model's
  answers and the rest for the written ones;
- ``topics``: paragraphs of the Python language reference that ships with the standard
  library (``pydoc_data.topics``) (real4/smollm2d);
- ``manpages``: DESCRIPTION paragraphs of the Debian man pages (real3/manpages).
"""

from __future__ import annotations

import ast
import gzip
import json
import os
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

SITE = Path(sys.prefix) / "lib" / "python3.11" / "site-packages"
BAD = re.compile(r">>>|::|``|\{|\}|\bSee\b|http|\.\.\s|:param|:return|Args:|Returns:|@|\|")


# --- docstrings of installed packages --------------------------------------------------------


def take(items: list[dict], limit: int, seen: set[str], picked: list[dict]) -> int:
    """Append up to ``limit`` of ``items`` to ``picked``, skipping near-duplicates (the same
    first 60 characters as a passage already picked); how many were taken."""
    n = 0
    for item in items:
        if n == limit:
            break
        if item["text"][:60] not in seen:
            seen.add(item["text"][:60])
            picked.append(item)
            n += 1
    return n


def paragraphs(doc: str):
    for para in re.split(r"\n\s*\n", doc):
        text = " ".join(para.split())
        n = len(text.split())
        if 35 <= n <= 95 and not BAD.search(text) and text.count(".") >= 2 and text[0].isupper():
            yield text


def files_of(pkg: str, single_files: bool) -> list[Path]:
    root = SITE / pkg
    if root.is_dir():
        return sorted(root.rglob("*.py"))
    single = SITE / (pkg + ".py")
    return [single] if single_files and single.is_file() else []


def label_of(pkg: str) -> str:
    return pkg.removesuffix("/modules").replace("/", ".")


def docstring_candidates(pkg: str, single_files: bool):
    for path in files_of(pkg, single_files):
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
            for text in paragraphs(ast.get_docstring(node) or ""):
                yield {
                    "package": label_of(pkg),
                    "file": str(path.relative_to(SITE)),
                    "object": name,
                    "text": text,
                }


def pick_docstrings(cfg: dict) -> dict[str, list[dict]]:
    """At most ``per_package`` passages per package (``replace_duplicates``: a near-duplicate
    is replaced by the package's next candidate; otherwise only the first ``per_package`` are
    looked at), seeded shuffle, the first ``target``."""
    rng = random.Random(cfg["seed"])
    pools: dict[str, list[dict]] = {}
    for pkg in cfg["packages"]:
        pools.setdefault(label_of(pkg), []).extend(
            docstring_candidates(pkg, cfg.get("single_files", False))
        )
    picked: list[dict] = []
    seen: set[str] = set()
    for pkg, items in pools.items():
        rng.shuffle(items)
        pool = items if cfg.get("replace_duplicates") else items[: cfg["per_package"]]
        n = take(pool, cfg["per_package"], seen, picked)
        print(f"{pkg}: {len(items)} candidates, {n} picked")
    rng.shuffle(picked)
    picked = picked[: cfg.get("target")]
    print(len(picked), "passages from", len({p["package"] for p in picked}), "packages")
    return {cfg["output"]: picked}


FIRST_SKIP = re.compile(
    r"\s*(>>>|\.\.|:|-{3,}|={3,}|\*|[-+] |\d+\.|\w+ :|Parameters|Returns|Example)"
)


def pick_first_docstrings(cfg: dict) -> dict[str, list[dict]]:
    """The first sets' picker: paragraphs of 60-200 words, three sentences, mostly letters;
    two per package; the first ``split`` for the model's answers, the next for the written."""
    out = []
    for p in cfg["packages"]:
        root = SITE / p
        if not root.exists():
            continue
        for f in sorted(root.rglob("*.py")):
            if "test" in f.parts[-2].lower() or "/tests/" in str(f) or "vendor" in str(f):
                continue
            try:
                tree = ast.parse(f.read_text(errors="ignore"))
            except Exception:
                continue
            nodes = [tree] + [
                n for n in ast.walk(tree) if isinstance(n, ast.ClassDef | ast.FunctionDef)
            ]
            for n in nodes:
                d = ast.get_docstring(n)
                if not d:
                    continue
                for para in re.split(r"\n\s*\n", d):
                    if any(FIRST_SKIP.match(line) for line in para.splitlines()):
                        continue
                    t = re.sub(r"\s+", " ", para).strip()
                    t = re.sub(
                        r"``?|:(?:func|class|meth|attr|ref|mod|obj|data|exc|term|doc|py:\w+):",
                        "",
                        t,
                    )
                    sents = re.split(r"(?<=[.!?])\s+(?=[A-Z])", t)
                    letters = sum(c.isalpha() for c in t) / max(len(t), 1)
                    if (
                        60 <= len(t.split()) <= 200
                        and len(sents) >= 3
                        and letters > 0.78
                        and "http" not in t
                        and t.endswith(".")
                    ):
                        obj = getattr(n, "name", f.stem)
                        rel = str(f.relative_to(SITE))
                        out.append({"package": p, "file": rel, "object": obj, "text": t})
    rng = random.Random(cfg["seed"])
    by = defaultdict(list)
    for o in out:
        by[o["package"]].append(o)
    picked = []
    for p in sorted(by):
        items = by[p][:]
        rng.shuffle(items)
        picked += items[:2]
    rng.shuffle(picked)
    seen, kept = set(), []
    for o in picked:  # near-identical texts once
        if o["text"][:80] not in seen:
            seen.add(o["text"][:80])
            kept.append(o)
    n, m = cfg["split"]
    print(len(kept), "passages")
    return {cfg["outputs"][0]: kept[:n], cfg["outputs"][1]: kept[n : n + m]}


# --- the language reference (pydoc_data.topics) ----------------------------------------------

UNDERLINE = re.compile(r"^([*=\-~^#\"+])\1{2,}$")
SIGNATURE = re.compile(r"^([A-Za-z_][\w.]*)\(.*\)$")
WORD = re.compile(r"^[(\"“*]*[A-Za-z][A-Za-z’'\-]*[)\"”*]*[.,;:!?)]*$")
FOOTNOTE = re.compile(r"\s\[\d+\]")


def object_name(heading: str) -> str:
    first, *rest = heading.split()
    title_case = any(w[:1].isupper() for w in rest)  # "Common Sequence Operations": kept
    if first[:1].isupper() and first[1:].islower() and first != "Python" and not title_case:
        return heading[0].lower() + heading[1:]
    return heading


def prose(text: str) -> bool:
    n = len(text.split())
    if not (35 <= n <= 95) or BAD.search(text) or text.count(".") < 2 or not text[0].isupper():
        return False
    if text[-1] not in '.!?)"”':
        return False  # ends with ":" or mid-sentence: it introduces a code example
    words = text.split()
    return sum(bool(WORD.match(w)) for w in words) / len(words) >= 0.8


def topic_candidates(topic: str, doc: str):
    heading, signature = topic, None
    for para in re.split(r"\n\s*\n", doc):
        lines = [line for line in para.split("\n") if line.strip()]
        if not lines:
            continue
        if len(lines) == 2 and UNDERLINE.match(lines[1].strip()):
            heading, signature = lines[0].strip(), None
            continue
        indented = lines[0].startswith(" ")
        if not indented:
            m = SIGNATURE.match(lines[0].strip())
            signature = m.group(1) if m and len(lines) <= 3 else None
            obj = object_name(heading)
        elif signature:
            obj = signature
        else:
            continue  # an indented block that is not a method description: code
        text = FOOTNOTE.sub("", " ".join(para.split()))
        if prose(text):
            yield {
                "package": "pydoc_data.topics", "file": "pydoc_data/topics.py", "topic": topic,
                "section": heading, "object": obj, "text": text,
            }  # fmt: skip


def pick_topics(cfg: dict) -> dict[str, list[dict]]:
    import pydoc_data.topics

    rng = random.Random(cfg["seed"])
    topics = pydoc_data.topics.topics
    picked: list[dict] = []
    seen: set[str] = set()
    for topic in sorted(topics):
        items = list(topic_candidates(topic, topics[topic]))
        rng.shuffle(items)
        take(items, cfg["per_topic"], seen, picked)
    rng.shuffle(picked)
    picked = picked[: cfg["target"]]
    print(len(picked), "passages from", len({p["topic"] for p in picked}), "topics")
    return {cfg["output"]: picked}


# --- Debian man pages ------------------------------------------------------------------------

MAN_SKIP = re.compile(r"(python|pip|pydoc|py3|pyvenv|argcomplete|virtualenv|pygettext|2to3)", re.I)
ESC = [
    (r"\(em", "—"), (r"\(en", "–"), (r"\(aq", "'"), (r"\(dq", '"'), (r"\(lq", '"'), (r"\(rq", '"'),
    (r"\(oq", "'"), (r"\(cq", "'"), (r"\(bu", "*"), (r"\(co", "(c)"), (r"\(ga", "`"), (r"\(ti", "~"),
    (r"\*(lq", '"'), (r"\*(rq", '"'), (r"\*(Aq", "'"), (r"\-", "-"), (r"\&", ""), (r"\|", ""),
    (r"\^", ""), (r"\/", ""), (r"\,", ""), (r"\ ", " "), (r"\~", " "), (r"\e", "\\"), (r"\%", ""),
    (r"\:", ""), (r"\c", ""),
]  # fmt: skip
FONT_RE = re.compile(r"\\f(\[[A-Z]*\]|\([A-Z]{2}|[A-Z1-4P])")
MACRO_JOIN = {"B", "I", "R", "SM", "SB"}
MACRO_ALT = {"BR", "RB", "IR", "RI", "BI", "IB"}
BREAK = {"PP", "P", "LP", "TP", "IP", "HP", "SH", "SS", "sp", "br", "nf", "fi", "RS", "RE", "TQ",
         "EX", "EE", "in", "ti", "Sh", "Pp", "Bl", "El", "It"}  # fmt: skip


def page_files(mandirs: list[str]) -> list[tuple[str, str]]:
    out, seen = [], set()
    for d in mandirs:
        for f in sorted(os.listdir(d)):
            if not f.endswith(".gz"):
                continue
            name = f[:-3]
            if name.startswith("gcloud_") or MAN_SKIP.search(name):
                continue
            real = os.path.realpath(os.path.join(d, f))
            if real in seen:
                continue
            seen.add(real)
            out.append((name, real))
    return out


def unescape(s: str) -> str:
    s = FONT_RE.sub("", s)
    for a, b in ESC:
        s = s.replace(a, b)
    return s


def split_args(rest: str) -> list[str]:
    return [
        a[1:-1] if a.startswith('"') and a.endswith('"') else a
        for a in re.findall(r'"[^"]*"|\S+', rest)
    ]


def description_paragraphs(src: str):
    """Yield (kind, lines) paragraphs of the DESCRIPTION section; kind 'prose' or 'item'."""
    in_desc, nofill, para, kind = False, False, [], "prose"
    for ln in src.splitlines():
        if ln.startswith('.\\"') or ln.startswith("'\\\"") or ln.startswith('\\"'):
            continue
        m = re.match(r"^[.'](\S+)\s*(.*)$", ln)
        if m:
            mac, rest = m.group(1), m.group(2)
            if mac in ("SH", "Sh"):
                if para and in_desc:
                    yield kind, para
                para, kind = [], "prose"
                in_desc = split_args(rest)[:1] == ["DESCRIPTION"] if rest else False
                continue
            if not in_desc:
                continue
            if mac in BREAK:
                if para:
                    yield kind, para
                para = []
                if mac in ("TP", "IP", "HP", "TQ", "It", "RS"):
                    kind = "item"
                elif mac in ("PP", "P", "LP", "Pp", "RE"):
                    kind = "prose"
                if mac in ("nf", "EX"):
                    nofill = True
                if mac in ("fi", "EE"):
                    nofill = False
                continue
            if nofill:
                continue
            if mac in MACRO_JOIN:
                para.append(" ".join(split_args(rest)))
            elif mac in MACRO_ALT:
                para.append("".join(split_args(rest)))
            else:
                para.append("\x00")  # unknown macro: poison this paragraph
            continue
        if not in_desc or nofill:
            continue
        if not ln.strip():
            if para:
                yield kind, para
            para = []
            continue
        para.append(ln)
    if para and in_desc:
        yield kind, para


def clean(lines: list[str]) -> str | None:
    if any("\x00" in line for line in lines):
        return None
    return re.sub(r"\s+", " ", " ".join(unescape(line).strip() for line in lines)).strip()


def acceptable(t: str | None) -> bool:
    if t is None or "\\" in t or "\t" in t:
        return False
    if not 40 <= len(t.split()) <= 110:
        return False
    if len(re.findall(r"[.!?](\s|$)", t)) < 2:
        return False
    if not t[0].isupper() or t[-1] not in ".":
        return False
    if re.search(r"(^|\s)-{1,2}[A-Za-z]", t[:3]) or t.count(" -") > 4:  # option-heavy
        return False
    if re.search(r"[{}<>|]|\$\(|=>|::", t):
        return False
    return sum(c.isalpha() or c.isspace() for c in t) / len(t) >= 0.88


def family(name: str) -> str:
    return re.split(r"[-_]", name.split(".")[0])[0].lower()


def pick_manpages(cfg: dict) -> dict[str, list[dict]]:
    """At most one passage per page and two per tool family (the page name before the first
    '-' or '_'); ``candidates`` collected, then the hand review's ``drop`` list removed."""
    rng = random.Random(cfg["seed"])
    files = page_files(cfg["mandirs"])
    rng.shuffle(files)
    picked, fam_count = [], {}
    for name, path in files:
        if len(picked) >= cfg["candidates"]:
            break
        fam = family(name)
        if fam_count.get(fam, 0) >= 2:
            continue
        try:
            src = gzip.open(path, "rt", errors="replace").read()
        except OSError:
            continue
        if src.lstrip().startswith(".so "):
            continue
        good = [
            t
            for t in (clean(p) for k, p in description_paragraphs(src) if k == "prose")
            if acceptable(t)
        ]
        if not good:
            continue
        fam_count[fam] = fam_count.get(fam, 0) + 1
        picked.append({"page": name, "text": rng.choice(good)})
    kept = [p for p in picked if p["page"] not in cfg["drop"]][: cfg["target"]]
    print(f"candidates {len(picked)}, kept {len(kept)}")
    return {cfg["output"]: kept}


METHODS = {
    "docstrings": pick_docstrings,
    "first_docstrings": pick_first_docstrings,
    "topics": pick_topics,
    "manpages": pick_manpages,
}


def write(path: Path, passages: list[dict], style: str) -> None:
    if style == "indent0":  # the first sets' files
        text = json.dumps(passages, indent=0)
    elif style == "indent1-unicode":
        text = json.dumps(passages, indent=1, ensure_ascii=False)
    else:
        text = json.dumps(passages, indent=1) + "\n"
    path.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> None:
    folder = Path(argv[0]).resolve()
    cfg = json.loads((folder / "dataset.json").read_text(encoding="utf-8"))["pick"]
    out = Path(argv[1]).resolve() if len(argv) > 1 else folder
    for name, passages in METHODS[cfg["method"]](cfg).items():
        write(out / name, passages, cfg.get("style", "indent1"))
        print("wrote", out / name)


if __name__ == "__main__":
    main(sys.argv[1:])
