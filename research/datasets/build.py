"""The one builder of the labelled sets under ``data/``: each set's JSONL is made from its data
files, as its folder's ``dataset.json`` says.

    .venv/bin/python research/datasets/build.py                    # rebuild every set
    .venv/bin/python research/datasets/build.py data/external/dev10 # the sets below a folder
    .venv/bin/python research/datasets/build.py --check            # rebuild in memory, compare

``--check`` writes nothing: it rebuilds every set, prints each output's sha256 and whether it is
byte-identical to the committed file, and exits 1 if any differs (the acceptance check of
``data/external/README.md``). Stdlib only, except the help-centre backtest (BeautifulSoup).
No critic, detector or model is imported or run here.

A folder's ``dataset.json`` is ``{"sets": [...]}``; each set names its ``format``, its
``output`` and its data files (paths relative to the folder):

- ``answers``: labelled answers written by hand. ``items`` (JSONL, one question with its
  sources per line), ``answers`` (JSONL, one answer per line: ``id``, ``item``, ``answer``,
  ``label`` and the fields the set carries), optional ``plan`` (JSON: the seeded plan fixed
  before the answers were written; every label must agree with it), ``articles`` (JSON: the
  help articles a source names by article and section) and ``passages`` (JSON: the passages a
  source names by index).
- ``labelled_raw``: a model's answers (``raw``, JSONL written by ``generate.py``) and their hand
  labels (``labels``, JSONL: ``id``, ``label``, ``note`` and optionally ``borderline``); every
  raw answer has exactly one label.
- ``claims``: written entailment claims (``groups``, JSONL: one passage or tool result with its
  question and claims per line), one output row per claim.
- ``backtest``: the help-centre backtest (``topics``, JSONL: per topic an article, phrases
  that pick its sections, a question, a supported answer and hallucinated first answers).

A source in ``items`` is written as the set's authors wrote it: ``{"kind", "title", "data"}``
(a tool result, dumped with ``json.dumps``; ``"compact": true`` for compact separators),
``{"kind", "title", "text"}`` (verbatim text), ``{"kind": "document", "article", "section"}`` or
``{"kind": "document", "passage": i}``.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def dump_rows(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


# --- answers ---------------------------------------------------------------------------------


class Sources:
    """Renders a source spec of ``items`` into the ``{"kind", "text", "title"}`` the sets carry."""

    def __init__(self, folder: Path, cfg: dict):
        self.ascii = bool(cfg.get("json_ascii", False))
        self.sections: dict[tuple[str, str], str] = {}
        if cfg.get("articles"):
            articles = json.loads((folder / cfg["articles"]).read_text(encoding="utf-8"))
            for art in articles["articles"]:
                for sec in art["sections"]:
                    self.sections[(art["title"], sec["title"])] = sec["text"]
        self.passages = []
        if cfg.get("passages"):
            self.passages = json.loads((folder / cfg["passages"]).read_text(encoding="utf-8"))

    def render(self, spec: dict) -> dict:
        if "article" in spec:
            key = (spec["article"], spec["section"])
            return {"kind": "document", "text": self.sections[key], "title": " - ".join(key)}
        if "passage" in spec:
            return {"kind": "document", "text": self.passages[spec["passage"]]["text"], "title": ""}
        out = {}
        for key, value in spec.items():  # the keys in the order the set's rows carry them
            if key == "data":
                separators = (",", ":") if spec.get("compact") else None
                out["text"] = json.dumps(value, separators=separators, ensure_ascii=self.ascii)
                assert json.loads(out["text"]) == value, spec
            elif key != "compact":
                out[key] = value
        return out


OPTIONAL = ("bad_sentences", "note", "borderline")  # carried where the set has them


def compose(cfg: dict, item: dict, answer: dict, sources: list[dict]) -> dict:
    """One output row: the fields every set shares, in the sets' order, then the set's extras."""
    row = {
        "id": answer["id"],
        "set": cfg["set"],
        "split": answer.get("split", item.get("split", cfg.get("split"))),
        "question": item["question"],
        "sources": sources,
        "answer": answer["answer"],
        "label": answer["label"],
    }
    row |= {k: answer[k] for k in OPTIONAL if k in answer}
    row["generator"] = answer.get("generator", cfg.get("generator"))
    for key in cfg.get("extra_fields", ()):
        for where in (answer, item):
            if key in where:
                row[key] = where[key]
                break
    return row


def check_answers(cfg: dict, rows: list[dict], plan: dict | None) -> list[str]:
    errors = []
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if cfg.get("unique_answers", True) and len({r["answer"] for r in rows}) != len(rows):
        errors.append("duplicate answer text")
    for r in rows:
        if r["label"] not in (0, 1):
            errors.append(f"{r['id']}: label {r['label']!r}")
        if "bad_sentences" in r:
            if r["label"] != int(bool(r["bad_sentences"])):
                errors.append(f"{r['id']}: label 1 iff bad_sentences is not empty")
            for bad in r["bad_sentences"]:
                if not bad or bad not in r["answer"]:
                    errors.append(f"{r['id']}: bad sentence not in the answer: {bad[:60]!r}")
        if "note" in r and (r["label"] or r.get("borderline")) and not r["note"].strip():
            errors.append(f"{r['id']}: a hallucinated or borderline answer needs a note")
        if plan is not None and plan[r["id"]]["label"] != r["label"]:
            errors.append(f"{r['id']}: label differs from the seeded plan")
    if plan is not None and set(plan) != set(ids):
        errors.append("the plan and the answers name different ids")
    return errors


def build_answers(folder: Path, cfg: dict) -> tuple[list[dict], list[str], list[str]]:
    sources = Sources(folder, cfg)
    items = {it["item"]: it for it in read_jsonl(folder / cfg["items"])}
    plan = None
    if cfg.get("plan"):
        plan = json.loads((folder / cfg["plan"]).read_text(encoding="utf-8"))["answers"]
    rows = []
    for answer in read_jsonl(folder / cfg["answers"]):
        item = items[answer["item"]]
        rows.append(compose(cfg, item, answer, [sources.render(s) for s in item["sources"]]))
    info = []
    if plan is not None:
        kinds = Counter(plan[r["id"]].get("kind") for r in rows if r["label"])
        info.append(f"by error kind {dict(sorted(kinds.items()))}")
    return rows, check_answers(cfg, rows, plan), info


def build_labelled_raw(folder: Path, cfg: dict) -> tuple[list[dict], list[str], list[str]]:
    raws = read_jsonl(folder / cfg["raw"])
    labels = {row["id"]: row for row in read_jsonl(folder / cfg["labels"])}
    ids = [raw["id"] for raw in raws]
    errors = []
    if len(ids) != len(set(ids)) or set(ids) != set(labels):
        errors.append(
            f"unlabelled {sorted(set(ids) - set(labels))}, "
            f"labels without answer {sorted(set(labels) - set(ids))}"
        )
    passages = {}
    if cfg.get("passages"):
        for p in json.loads((folder / cfg["passages"]).read_text(encoding="utf-8")):
            passages[p["text"]] = p
    rows = []
    for raw in raws:
        label = labels[raw["id"]]
        if label["label"] not in (0, 1) or not label["note"].strip():
            errors.append(f"{raw['id']}: malformed label")
        source = {"kind": "document", "text": raw["context"]}
        if cfg.get("source_title", True):
            source["title"] = ""
        item = {"question": raw["question"]} | passages.get(raw["context"], {})
        answer = {"id": raw["id"], "answer": raw["answer"]} | {
            k: v for k, v in label.items() if k != "id"
        }
        answer |= {k: raw[k] for k in ("generator", *cfg.get("extra_fields", ())) if k in raw}
        rows.append(compose(cfg, item, answer, [source]))
    return rows, errors, []


# --- claims ----------------------------------------------------------------------------------


def build_claims(folder: Path, cfg: dict) -> tuple[list[dict], list[str], list[str]]:
    rows, errors = [], []
    for group in read_jsonl(folder / cfg["groups"]):
        if "data" in group:
            passage = json.dumps(group["data"], ensure_ascii=cfg.get("json_ascii", True))
        else:
            passage = group["passage"]
        head = {"group": group["group"], "question": group["question"], "passage": passage}
        head["kind"] = group["kind"]
        if "title" in group:
            head["title"] = group["title"]
        for claim, label, kind in group["claims"]:
            if label not in (0, 1):
                errors.append(f"{group['group']}: label {label!r}")
            rows.append(head | {"claim": claim, "label": label, "type": kind})
    return rows, errors, []


# --- the help-centre backtest ----------------------------------------------------------------


def _clean(text: str) -> str:
    text = re.sub(r"\*\*|`", "", text)
    return " ".join(text.split())


def _html_sections(path: Path) -> list[str]:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    root = soup.find("article") or soup.find("main") or soup.body or soup
    sections: list[list[str]] = [[]]
    for el in root.find_all(["h1", "h2", "h3", "p", "li", "tr"]):
        if el.find_parent(["p", "li", "tr"]) is not None:
            continue
        if el.name == "tr":
            text = " | ".join(_clean(c.get_text(" ")) for c in el.find_all(["td", "th"]))
        else:
            text = _clean(el.get_text(" "))
        if el.name in ("h1", "h2", "h3"):
            sections.append([])
        if text:
            sections[-1].append(text)
    return ["\n".join(s) for s in sections if s]


def _markdown_sections(path: Path) -> list[str]:
    sections: list[list[str]] = [[]]
    joinable = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            sections.append([line.lstrip("#").strip()])
            joinable = False
        elif not line.strip():
            joinable = False
        else:
            item = re.match(r"^\s*(?:[-*]|\d+\.)\s", line) or line.lstrip().startswith("|")
            if joinable and not item and not line.startswith(" " * 4):
                sections[-1][-1] += " " + _clean(line)
            else:
                sections[-1].append(_clean(line))
            joinable = not line.lstrip().startswith("|")
    return ["\n".join(s) for s in sections if s]


def _text_sections(path: Path) -> list[str]:
    blocks = re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))
    return [
        "\n".join(_clean(line) for line in b.splitlines() if line.strip())
        for b in blocks
        if b.strip()
    ]


def _title(path: Path) -> str:
    if path.suffix == ".html":
        from bs4 import BeautifulSoup

        heading = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser").find("h1")
        return _clean(heading.get_text(" ")) if heading else path.stem
    return _clean(path.read_text(encoding="utf-8").strip().splitlines()[0].lstrip("#"))


def article_passages(path: Path, find: list[str]) -> list[str]:
    """The sections (heading to next heading; blank-line blocks for plain text) that hold the
    phrases, each headed by the article title, as retrieval shows it."""
    split = {".html": _html_sections, ".md": _markdown_sections}.get(path.suffix, _text_sections)
    title = _title(path)
    secs = [s if s.startswith(title) else f"{title}\n{s}" for s in split(path)]
    out: list[str] = []
    for phrase in find:
        needle = _clean(phrase).lower()
        hits = [s for s in secs if needle in " ".join(s.split()).lower()]
        if not hits:
            raise SystemExit(f"{path}: no section contains {phrase!r}")
        if hits[0] not in out:
            out.append(hits[0])
    return out


def build_backtest(folder: Path, cfg: dict) -> tuple[list[dict], list[str], list[str]]:
    articles = (folder / cfg["articles_dir"]).resolve()
    rows = []
    for t, topic in enumerate(read_jsonl(folder / cfg["topics"]), start=1):
        sources = article_passages(articles / topic["article"], topic["find"])
        for h, (kind, answer) in enumerate(topic["hallucinated"], start=1):
            rows.append({
                "id": f"hc-{t:02d}-{h}", "question": topic["question"], "sources": sources,
                "answer": answer, "kind": kind, "supported_answer": topic["supported"],
                "article": topic["article"],
            })  # fmt: skip
    return rows, [], []


FORMATS = {
    "answers": build_answers,
    "labelled_raw": build_labelled_raw,
    "claims": build_claims,
    "backtest": build_backtest,
}


def summary(rows: list[dict]) -> str:
    if not rows or "label" not in rows[0]:
        return f"{len(rows)} rows"
    hal = sum(r["label"] for r in rows)
    line = f"{len(rows)} rows, {hal} label 1, {len(rows) - hal} label 0"
    if "borderline" in rows[0]:
        line += f", {sum(bool(r.get('borderline')) for r in rows)} borderline"
    return line


def build_folder(folder: Path) -> list[tuple[Path, str, list[str], list[str]]]:
    """(output path, its text, errors, counts) per set of ``folder/dataset.json``."""
    spec = json.loads((folder / "dataset.json").read_text(encoding="utf-8"))
    out = []
    for cfg in spec["sets"]:
        rows, errors, info = FORMATS[cfg["format"]](folder, cfg)
        out.append((folder / cfg["output"], dump_rows(rows), errors, [summary(rows), *info]))
    return out


def main(argv: list[str]) -> int:
    check = "--check" in argv
    roots = [Path(a).resolve() for a in argv if not a.startswith("--")] or [DATA]
    folders = sorted({p.parent for root in roots for p in root.rglob("dataset.json")})
    failed = 0
    for folder in folders:
        for path, text, errors, info in build_folder(folder):
            data = text.encode("utf-8")
            name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            if check:
                same = path.is_file() and path.read_bytes() == data
                digest = hashlib.sha256(data).hexdigest()
                print(f"{'same   ' if same else 'DIFFERS'}  {digest}  {name}")
                failed += not same
            elif not errors:
                path.write_bytes(data)
                print(f"wrote {name}: {'; '.join(info)}")
            for error in errors:
                print(f"  error in {name}: {error}")
            failed += bool(errors)
    if check:
        print(f"{len(folders)} folders: " + ("all byte-identical" if not failed else "FAILED"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
