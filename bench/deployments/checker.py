"""Check a measurement deployment's questions.json against its documents and its tools, with no
model and no guardbot turn; exit 1 on any problem.

    python -m bench.deployments.checker NAME|PATH [NAME|PATH ...]   # none: every deployment

The tools are loaded as guardbot loads them (``tools.sources.build_registry``: the Python
modules and MCP servers deployment.toml names), in a fresh temporary data folder, and every
call goes through the registry. Every set gets these checks; its ``checks.json`` says how
its documents and evidence are written and names its calls and absent topics:

- questions: the deployment's name (or, for a questions.json linked from another deployment's
  folder, that one's); known kinds; a non-empty question, two turns for a
  follow-up; no question asked twice; ``counts`` per kind ([least, most]; also "all",
  "followup-documents", "followup-tool"); ``by_name``: at least ``min`` data questions name
  their entity (``unless`` a regex matches them, or ``by: label``: a listed value's label).
- documents (faq, document follow-ups): the source exists (``source``, else the evidence's
  start); every "any" string is in its text (``followup_any: one``: one of them) and, with
  ``any_in_evidence``, in the evidence; the evidence is there too. ``documents.text``: html
  (tags stripped, entities decoded, whitespace collapsed), html-pages (the same, tags only in
  .html), html-inline (no line breaks for block tags), plain (whitespace collapsed), raw,
  body (front matter cut, every document must have one); ``case``: ignore or exact;
  ``evidence``: pieces (" ... "), line (one whole line), whole, parts (" / ", whitespace
  collapsed), pieces-on-a-line, none; ``count`` and ``max_bytes`` of docs/.
- tool questions (data, tool follow-ups): the call in ``calls`` (keyed by the start of the
  question, of a follow-up's first turn; the call answers the last turn) or, with
  ``"calls": "evidence"``, every call written in the evidence runs without error; it is of the
  question's tool; its result holds one "any" string (``call_any: all``: every one; with
  ``dot_zero``, 54.0 counts as 54); an argument of a listed parameter is a listed value
  (``args_by_label``: or its label); a call's ``first_turn`` result holds its ``holds``; its
  ``sql`` gives rows that hold an "any" string; ``data_evidence`` ("SQL -> result"): the SQL
  gives the result, as sql-rows ("a | b ; c | d"), sql-values ("a, b") or sql-literal (the
  rows as a Python literal), and it holds an "any" string.
- absent questions: the regex compiles, matches no plain refusal (nor ``refusals``), nor
  (``regex_not_in``) any document or tool result; it matches the ``invented`` answer and
  not the ``honest`` one of its ``absent`` entry; none of its ``terms`` (or the question's
  own "absent_terms") occurs, by ``absent_match`` (word, regex, substring), in ``absent_in``:
  the documents, the database, every result the tools give for every listed value
  (``values`` add values for a parameter that lists none: a list, or {"sql": ...}).
- tools: within ``tools`` ([least, most]) of them, each read-only, its parameters typed, its
  values listed without error, asked by some question; every ``calls`` entry is used;
  ``names`` ([tool, parameter, label, value]) list that value under that label; the
  database (the one SQLite file the tools built, or ``database``: "module.py:ATTR"), built
  twice in new processes and empty folders under two hash seeds, dumps the same.
"""

from __future__ import annotations

import argparse
import ast
import html
import itertools
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
KINDS = ("faq", "data", "absent", "followup")
REFUSALS = ["I'm sorry, I don't have that information in the help centre or in your account data."]
BLOCKS = {"p", "div", "br", "tr", "td", "th", "li", "ul", "ol", "dl", "dt", "dd", "pre",
          "h1", "h2", "h3", "h4", "h5", "table", "title", "hr"}  # fmt: skip
FRONT = re.compile(r"\A(?:---\s*\n.*?\n---\s*\n|\+\+\+\s*\n.*?\n\+\+\+\s*\n)", re.S)
CALL = re.compile(r"\b([a-z_]+)\(([^()]*)\)")


class _Text(HTMLParser):
    def __init__(self, blocks: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0
        self.blocks = BLOCKS if blocks else set()

    def handle_starttag(self, tag, attrs):  # noqa: ANN001
        self.skip += tag in ("script", "style")
        if tag in self.blocks:
            self.parts.append("\n")

    def handle_endtag(self, tag):  # noqa: ANN001
        self.skip -= tag in ("script", "style")
        if tag in self.blocks:
            self.parts.append("\n")

    def handle_data(self, data):  # noqa: ANN001
        if not self.skip:
            self.parts.append(data)


def _stripped(raw: str, *, blocks: bool = True) -> str:
    parser = _Text(blocks)
    parser.feed(raw)
    return "".join(parser.parts)


def flat(text: str) -> str:
    return " ".join(text.split())


def unescaped(text: str) -> str:
    return flat(html.unescape(text))


def is_page(path: Path) -> bool:
    return path.suffix.lower() in (".html", ".htm")


# documents.text -> (a document's text from its path and raw text, a searched string as compared)
TEXTS = {
    "html": (lambda p, raw: unescaped(_stripped(raw)), unescaped),
    "html-pages": (lambda p, raw: unescaped(_stripped(raw) if is_page(p) else raw), unescaped),
    "html-inline": (lambda p, raw: unescaped(_stripped(raw, blocks=False)), flat),
    "plain": (lambda p, raw: flat(raw), flat),
    "raw": (lambda p, raw: raw, lambda s: s),
    "body": (lambda p, raw: raw[FRONT.match(raw).end() :] if FRONT.match(raw) else None, str),
}


def first_text(q: dict[str, Any]) -> str:
    return q.get("question") or q["turns"][0]


def folder_of(name: str) -> Path:
    path = Path(name)
    return path.resolve() if path.is_dir() else HERE / name


class Checker:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.name = folder.name
        spec = json.loads((folder / "questions.json").read_text(encoding="utf-8"))
        self.spec = spec
        self.questions: list[dict[str, Any]] = spec["questions"]
        checks = folder / "checks.json"
        self.config: dict[str, Any] = json.loads(checks.read_text()) if checks.is_file() else {}
        docs = self.config.get("documents") or {}
        self.text_of, self.as_text = TEXTS[docs.get("text", "html-pages")]
        self.ignore_case = docs.get("case", "ignore") == "ignore"
        self.problems: list[str] = []
        self.used_calls: set[str] = set()
        self.registry: Any = None
        self._docs: dict[str, str | None] = {}
        self._all_docs: dict[str, str] | None = None
        self._db: sqlite3.Connection | None = None
        self._results: list[str] | None = None

    def problem(self, text: str) -> None:
        self.problems.append(text)

    # ---- documents -----------------------------------------------------------------------

    def doc(self, source: str) -> str | None:
        if source not in self._docs:
            path = self.folder / source
            raw = path.read_text(encoding="utf-8") if path.is_file() else None
            self._docs[source] = None if raw is None else self.text_of(path, raw)
        return self._docs[source]

    def documents(self) -> dict[str, str]:
        """Every document's text by its path (relative to the deployment)."""
        if self._all_docs is not None:
            return self._all_docs
        folder = self.folder / "docs"
        paths = sorted(p for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else []
        out = {}
        for path in paths:
            source = str(path.relative_to(self.folder))
            text = self.doc(source)
            if text is None:
                self.problem(f"{source}: no front matter")
                continue
            out[source] = text
        self._all_docs = out
        return out

    def contains(self, text: str, needle: str) -> bool:
        needle = self.as_text(needle)
        return needle.lower() in text.lower() if self.ignore_case else needle in text

    def check_document(self, q: dict[str, Any], label: str) -> None:
        docs = self.config.get("documents") or {}
        source = q.get("source") or q["evidence"].split(":", 1)[0]
        text = self.doc(source)
        if text is None:
            self.problem(f"{label}: no document {source} (or no front matter)")
            return
        found = [s for s in q["any"] if self.contains(text, s)]
        one = q["kind"] == "followup" and docs.get("followup_any") == "one"
        for s in q["any"]:
            if s not in found and not (one and found):
                self.problem(f"{label}: {s!r} is not in {source}")
            if docs.get("any_in_evidence") and s not in q["evidence"]:
                self.problem(f"{label}: {s!r} is not in the evidence")
        how = docs.get("evidence", "pieces")
        evidence = q["evidence"]
        if how == "pieces":
            missing = [p for p in evidence.split(" ... ") if not self.contains(text, p)]
        elif how == "line":
            lines = {line.strip() for line in text.splitlines()}
            missing = [] if evidence.strip() in lines else ["(the evidence as one line)"]
        elif how == "whole":
            missing = [] if self.contains(text, evidence) else [evidence]
        elif how == "parts":
            missing = [p for p in evidence.split(" / ") if flat(p) not in flat(text)]
        elif how == "pieces-on-a-line":
            lines = text.splitlines()
            pieces = (p.strip() for p in evidence.split(" ... "))
            missing = [p for p in pieces if not any(p in line for line in lines)]
        else:
            missing = []
        for piece in missing:
            self.problem(f"{label}: evidence {piece[:80]!r} is not in {source}")

    # ---- tools ---------------------------------------------------------------------------

    def load_tools(self) -> None:
        from bot.deployment import load_deployment
        from bot.settings import get_settings
        from tools.sources import build_registry

        self.registry = build_registry(get_settings(), load_deployment(self.folder))
        self.registry.prepare()
        for spec in self.registry.specs():
            for param in spec.values:
                self.registry.values(spec.name, param)
        for (tool, param), error in self.registry.lister_errors.items():
            self.problem(f"tool {tool}: listing {param!r} failed: {error}")

    def db(self) -> sqlite3.Connection | None:
        """The tools' database: ``database`` ("module.py:ATTR", a connection a module of the
        deployment holds), else the one SQLite file the tools built in the data folder."""
        if self._db is None:
            self._db = open_database(self.folder, self.config)
        return self._db

    def call(self, tool: str, args: dict[str, Any]) -> tuple[str | None, str | None]:
        """(the result as JSON text, None) or (None, the error)."""
        result = self.registry.call(tool, args)
        if not result.ok:
            return None, result.error
        return json.dumps(result.result, ensure_ascii=False), None

    def listed(self, tool: str, param: str) -> list[tuple[Any, str]] | None:
        """A parameter's listed values (its lister's, or its schema's enum), None if none."""
        spec = self.registry.get(tool)
        schema = (spec.parameters.get("properties", {}).get(param) or {}) if spec else {}
        if spec is not None and (param in spec.values or "enum" in schema):
            return self.registry.values(tool, param)
        enums = [s["enum"] for s in schema.get("anyOf", []) if "enum" in s]  # Literal | None
        return [(v, str(v)) for v in enums[0]] if enums else None

    def calls_for(self, q: dict[str, Any], label: str) -> list[tuple[str, dict[str, Any]]]:
        """The calls that answer a tool question, the answering one last."""
        if self.config.get("calls") == "evidence":
            found = []
            for name, text in CALL.findall(q["evidence"]):
                if name not in self.registry:
                    continue
                args = {}
                for part in filter(None, (p.strip() for p in text.split(","))):
                    key, _, value = part.partition("=")
                    args[key.strip()] = ast.literal_eval(value.strip())
                found.append((name, args))
            answering = [i for i, (name, _) in enumerate(found) if name == q["tool"]]
            if not answering:
                self.problem(f"{label}: the evidence has no call of {q['tool']}")
                return []
            return found[: answering[-1] + 1]
        asked = first_text(q)
        key = next((k for k in self.config.get("calls", {}) if asked.startswith(k)), None)
        if key is None:
            self.problem(f"{label}: no call listed in checks.json")
            return []
        self.used_calls.add(key)
        entry = self.config["calls"][key]
        return [(entry["tool"], entry["args"])]

    def check_tool_question(self, q: dict[str, Any], label: str) -> None:
        if q["tool"] not in self.registry:
            self.problem(f"{label}: no tool {q['tool']!r}")
            return
        self.check_data_evidence(q, label)
        calls = self.calls_for(q, label)
        if not calls:
            return
        name, args = calls[-1]
        if name != q["tool"]:
            self.problem(f"{label}: the call is of {name}, the question names {q['tool']}")
            return
        result = None
        for tool, arguments in calls:
            text, error = self.call(tool, arguments)
            if error is not None:
                self.problem(f"{label}: {tool}({arguments}) failed: {error}")
            result = text
            for param, value in arguments.items():
                pairs = self.listed(tool, param) or []
                allowed = [v for v, _ in pairs]
                if self.config.get("args_by_label"):  # a tool that takes a name too
                    allowed += [label for _, label in pairs]
                if pairs and value not in allowed:
                    self.problem(f"{label}: {tool} {param}={value!r} is not a listed value")
        if result is None:
            return
        if self.config.get("dot_zero"):  # 54.0 written 54
            result += " " + result.replace(".0,", ",").replace(".0}", "}")
        found = [s for s in q["any"] if s in result]
        want_all = self.config.get("call_any") == "all"
        if not found or (want_all and len(found) < len(q["any"])):
            self.problem(f"{label}: {q['any']} not in {name}({args}) = {result[:200]}")
        entry = self.entry_for(q)
        if "first_turn" in entry:
            first = entry["first_turn"]
            text, error = self.call(first["tool"], first["args"])
            if text is None or first["holds"] not in text:
                self.problem(f"{label}: first turn: {first['holds']!r} not in {first} ({error})")
        if "sql" in entry:
            rows = json.dumps(self.db().execute(entry["sql"]).fetchall(), ensure_ascii=False)
            if not any(s in rows for s in q["any"]):
                self.problem(f"{label}: {q['any']} not in the SQL rows {rows[:200]}")

    def entry_for(self, q: dict[str, Any]) -> dict[str, Any]:
        calls = self.config.get("calls")
        if not isinstance(calls, dict):
            return {}
        asked = first_text(q)
        return next((c for k, c in calls.items() if asked.startswith(k)), {})

    def check_data_evidence(self, q: dict[str, Any], label: str) -> None:
        how = self.config.get("data_evidence")
        if how is None:
            return
        sql, _, written = q["evidence"].partition(" -> ")
        rows = self.db().execute(sql).fetchall()
        if how == "sql-literal":
            if rows != ast.literal_eval(written):
                self.problem(f"{label}: SQL gives {rows}, the evidence says {written}")
            return
        if how == "sql-rows":
            got = " ; ".join(" | ".join(str(v) for v in r) for r in rows)
            same = got == written.strip()
        else:  # sql-values
            got = ", ".join(str(v) for r in rows for v in r)
            same = got == written
        if not same:
            self.problem(f"{label}: SQL gives {got!r}, the evidence says {written!r}")
        if not any(s in got for s in q["any"]):
            self.problem(f"{label}: no 'any' string in the SQL result {got!r}")

    # ---- absent questions ----------------------------------------------------------------

    def every_result(self) -> list[str]:
        """Every result the tools give for every value they list (``values`` of checks.json
        add values for parameters that list none: a list, or {"sql": ...} on the database).
        A call may fail only where a tool takes two listed parameters (no ferry between two
        ports), and then for every value of the others, in every tool that takes those two."""
        if self._results is not None:
            return self._results
        out: list[str] = []
        groups: dict[tuple, set[bool]] = {}
        for spec in self.registry.specs():
            props = spec.parameters.get("properties", {})
            required = spec.parameters.get("required", [])
            values = {p: self.candidates(spec.name, p) for p in props}
            lacking = [p for p in required if values[p] is None]
            if lacking:
                self.problem(f"tool {spec.name}: no values to call it with for {lacking}")
                continue
            listed = [p for p in required if self.listed(spec.name, p) is not None]
            if required:
                combos = [dict(zip(required, c, strict=True)) for c in
                          itertools.product(*(values[p] for p in required))]  # fmt: skip
            else:
                combos = [{}] + [{p: v} for p in props if values[p] for v in values[p]]
            for args in combos:
                text, error = self.call(spec.name, args)
                if len(listed) < 2:
                    if error is not None:
                        self.problem(f"{spec.name}({args}) failed: {error}")
                else:
                    key = (tuple(listed), tuple(args[p] for p in listed))
                    groups.setdefault(key, set()).add(error is None)
                if text is not None:
                    out.append(text)
        for (params, vals), oks in groups.items():
            if len(oks) > 1:
                self.problem(
                    f"calls with {dict(zip(params, vals, strict=True))} fail only sometimes"
                )
        self._results = out
        return out

    def candidates(self, tool: str, param: str) -> list[Any] | None:
        pairs = self.listed(tool, param)
        if pairs is not None:
            return [v for v, _ in pairs]
        extra = (self.config.get("values") or {}).get(param)
        if isinstance(extra, dict):
            return [r[0] for r in self.db().execute(extra["sql"])]
        return extra

    def corpus(self) -> list[tuple[str, str]]:
        """(where, text) the terms of an absent question must not occur in."""
        out: list[tuple[str, str]] = []
        places = self.config.get("absent_in", ["documents"])
        if "documents" in places:
            docs = self.documents()
            out += list(docs.items())
            out.append(("the documents together", " ".join(docs.values())))
        if "database" in places:
            out.append(("the database", database_text(self.db())))
        if "results" in places:
            results = self.every_result()
            out.append(("a tool result", "\n".join(results)))
        return out

    def check_absent(self, q: dict[str, Any], label: str, corpus: list[tuple[str, str]]) -> None:
        try:
            rx = re.compile(q["must_not_match"])
        except (re.error, KeyError) as exc:
            self.problem(f"{label}: must_not_match: {exc}")
            return
        for refusal in REFUSALS + self.config.get("refusals", []):
            if rx.search(refusal):
                self.problem(f"{label}: the regex matches a refusal: {refusal!r}")
        places = self.config.get("regex_not_in", [])
        texts = list(self.documents().items()) if "documents" in places else []
        texts += [("a tool result", t) for t in self.every_result()] if "results" in places else []
        for where, text in texts:
            if hit := rx.search(text):
                self.problem(f"{label}: the regex matches {where}: {hit.group(0)!r}")
        entry = next(
            (
                v
                for k, v in (self.config.get("absent") or {}).items()
                if q["question"].startswith(k)
            ),
            {},
        )
        if "invented" in entry and not rx.search(entry["invented"]):
            self.problem(f"{label}: the regex misses the invented answer {entry['invented']!r}")
        if "honest" in entry and rx.search(entry["honest"]):
            self.problem(f"{label}: the regex matches the honest answer {entry['honest']!r}")
        terms = q.get("absent_terms") or entry.get("terms")
        if not terms:
            if self.config.get("absent") or "absent_terms" in q or "absent_match" in self.config:
                self.problem(f"{label}: no terms listed for it")
            return
        how = self.config.get("absent_match", "word")
        for term in terms:
            if how == "word":
                pattern = re.compile(r"\b" + re.escape(self.as_text(term)) + r"\b", re.I)
            elif how == "regex":
                pattern = re.compile(term)
            else:
                pattern = re.compile(re.escape(term.lower()))
            for where, text in corpus:
                hit = pattern.search(text.lower() if how == "substring" else text)
                if hit:
                    around = text[max(0, hit.start() - 40) : hit.end() + 40]
                    self.problem(f"{label}: {term!r} occurs in {where}: {around!r}")

    # ---- the whole set -------------------------------------------------------------------

    def check(self) -> list[str]:
        # a questions.json shared by link (one tool set served two ways) names its own folder
        shared = (self.folder / "questions.json").resolve().parent.name
        if self.spec.get("deployment") not in (self.name, shared):
            self.problem(f"questions.json names deployment {self.spec.get('deployment')!r}")
        has_tools = any(q.get("tool") for q in self.questions)
        if has_tools:
            self.load_tools()
        corpus: list[tuple[str, str]] | None = None
        seen: set[str] = set()
        for i, q in enumerate(self.questions):
            kind = q.get("kind")
            label = f"#{i} {kind}: {first_text(q)[:50]!r}"
            if kind not in KINDS:
                self.problem(f"{label}: unknown kind")
                continue
            turns = q.get("turns") if kind == "followup" else [q.get("question")]
            if not isinstance(turns, list) or len(turns) != (2 if kind == "followup" else 1):
                self.problem(f"{label}: a follow-up has two turns, any other question one")
                continue
            if not all(isinstance(t, str) and t.strip() for t in turns):
                self.problem(f"{label}: an empty question")
                continue
            if first_text(q) in seen:
                self.problem(f"{label}: asked twice")
            seen.add(first_text(q))
            if kind == "absent":
                if corpus is None:
                    corpus = self.corpus()
                self.check_absent(q, label, corpus)
            elif q.get("tool"):
                self.check_tool_question(q, label)
            else:
                self.check_document(q, label)
        self.check_counts()
        if self.registry is not None:
            self.check_tools()
        return self.problems

    def check_counts(self) -> None:
        counts = Counter(q["kind"] for q in self.questions)
        counts["all"] = len(self.questions)
        follow = [q for q in self.questions if q["kind"] == "followup"]
        counts["followup-documents"] = sum(not q.get("tool") for q in follow)
        counts["followup-tool"] = sum(bool(q.get("tool")) for q in follow)
        for what, (least, most) in (self.config.get("counts") or {}).items():
            if counts[what] < least or (most is not None and counts[what] > most):
                self.problem(f"{counts[what]} {what} questions, expected {least} to {most}")
        by_name = self.config.get("by_name")
        if by_name:
            data = [q for q in self.questions if q["kind"] == "data"]
            if "unless" in by_name:
                named = sum(not re.search(by_name["unless"], q["question"]) for q in data)
            else:
                named = sum(self.names_its_entity(q) for q in data)
            if named < by_name["min"]:
                self.problem(f"only {named} data question(s) name their entity by name")
        docs = self.config.get("documents") or {}
        if "count" in docs:
            files = [p for p in sorted((self.folder / "docs").iterdir()) if p.is_file()]
            size = sum(p.stat().st_size for p in files)
            least, most = docs["count"]
            if not least <= len(files) <= most or size > docs.get("max_bytes", size):
                self.problem(f"documents: {len(files)} files, {size} bytes")

    def names_its_entity(self, q: dict[str, Any]) -> bool:
        """Does the question name the value its call takes by the label a lister gives it?"""
        entry = self.entry_for(q)
        for param, value in (entry.get("args") or {}).items():
            for v, label in self.listed(entry["tool"], param) or []:
                if v == value and label != str(v) and label.lower() in q["question"].lower():
                    return True
        return False

    def check_tools(self) -> None:
        specs = self.registry.specs()
        least, most = self.config.get("tools", [1, None])
        if len(specs) < least or (most is not None and len(specs) > most):
            self.problem(f"{len(specs)} tools, expected {least} to {most}")
        asked = {q.get("tool") for q in self.questions}
        for spec in specs:
            if spec.writes:
                self.problem(f"tool {spec.name}: not read-only")
            for param, schema in (spec.parameters.get("properties") or {}).items():
                if not any(k in schema for k in ("type", "enum", "anyOf", "$ref")):
                    self.problem(f"tool {spec.name}: parameter {param} has no type")
            if spec.name not in asked:
                self.problem(f"tool {spec.name}: no question asks it")
        calls = self.config.get("calls")
        for key in calls if isinstance(calls, dict) else []:
            if key not in self.used_calls:
                self.problem(f"calls entry {key!r} matches no tool question")
        for tool, param, label, value in self.config.get("names", []):
            found = [v for v, lab in self.registry.values(tool, param) if lab == label]
            if found != [value]:
                self.problem(f"{tool}.{param}: {label!r} gives {found}, expected [{value}]")
        if self.db() is not None:
            dumps = [fresh_dump(self.folder, seed) for seed in ("1", "4242")]
            if dumps[0] != dumps[1]:
                self.problem("two builds of the database differ")
            if len(dumps[0]) < 1000:
                self.problem("the database is (nearly) empty")


def open_database(folder: Path, config: dict[str, Any]) -> sqlite3.Connection | None:
    where = config.get("database")
    if where:
        from tools.registry import load_module

        module, _, attr = where.partition(":")
        return getattr(load_module(str(folder / module)), attr)
    from tools.registry import data_dir

    found = sorted(data_dir().glob("*.db"))
    if len(found) > 1:
        raise RuntimeError(f"{folder.name}: more than one database: {found}")
    return sqlite3.connect(f"file:{found[0]}?mode=ro", uri=True) if found else None


def database_text(db: sqlite3.Connection) -> str:
    """Every row as SQL (``iterdump``) and as JSON (every table by name, rows by rowid)."""
    names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    rows = {t: [list(r) for r in db.execute(f"SELECT * FROM {t} ORDER BY rowid")] for t in names}
    return "\n".join(db.iterdump()) + "\n" + json.dumps(rows, sort_keys=True)


def fresh_dump(folder: Path, seed: str) -> str:
    """The database, built in a new process in an empty data folder, as SQL."""
    with tempfile.TemporaryDirectory(prefix=f"{folder.name}-build-") as tmp:
        env = {**os.environ, "GUARDBOT_DATA_DIR": tmp, "PYTHONHASHSEED": seed}
        return subprocess.run(
            [sys.executable, "-m", "bench.deployments.checker", "--dump", str(folder)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout


def dump(folder: Path) -> None:
    checks = folder / "checks.json"
    config = json.loads(checks.read_text()) if checks.is_file() else {}
    if not config.get("database"):
        from bot.deployment import load_deployment
        from bot.settings import get_settings
        from tools.sources import build_registry

        registry = build_registry(get_settings(), load_deployment(folder))
        registry.prepare()
        for spec in registry.specs():
            for param in spec.values:
                registry.values(spec.name, param)
    db = open_database(folder, config)
    print("\n".join(db.iterdump()) if db is not None else "")


def check(folder: Path) -> bool:
    from bot.settings import reset_settings

    tmp = tempfile.mkdtemp(prefix=f"check-{folder.name}-")
    os.environ["GUARDBOT_DATA_DIR"] = tmp
    reset_settings()
    checker = Checker(folder)
    try:
        problems = checker.check()
    finally:
        if checker._db is not None and not checker.config.get("database"):
            checker._db.close()
        if any(q.get("tool") for q in checker.questions):
            from tools.mcp_client import close_all

            close_all()
        shutil.rmtree(tmp, ignore_errors=True)
    counts = Counter(q["kind"] for q in checker.questions)
    results = "" if checker._results is None else f"; {len(checker._results)} tool results"
    print(f"{folder.name}: {len(checker.questions)} questions {dict(counts)}{results}")
    for p in problems:
        print("  PROBLEM", p)
    print(f"  {'OK' if not problems else f'{len(problems)} problem(s)'}", flush=True)
    return not problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deployments", nargs="*", help="names under bench/deployments, or paths")
    parser.add_argument("--dump", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.dump:
        dump(folder_of(args.deployments[0]))
        return 0
    names = args.deployments or sorted(p.parent.name for p in HERE.glob("*/questions.json"))
    results = [check(folder_of(n)) for n in names]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
