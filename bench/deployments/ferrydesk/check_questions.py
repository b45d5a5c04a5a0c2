"""Check questions.json against the MCP server (server.py), through a real MCP stdio session.

    /work/main/.venv/bin/python deployments/ferrydesk/check_questions.py

- every tool is listed with readOnlyHint true and has typed parameters;
- for each data question and each follow-up's second turn: the named tool, called with the
  arguments below, returns a result holding every "any" string;
- for each absent question: no result of any tool (every port pair and date, every booking,
  every ship, every port, the alerts) mentions its topic, and its must_not_match regex
  matches none of them;
- the data is the same on every build (two builds under different PYTHONHASHSEEDs).
Exits 1 on the first kind of failure it finds, after listing them all.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from mcp import Client
from mcp.client.stdio import StdioServerParameters

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

# The call that answers each data question / follow-up's second turn, by position in questions.json.
CALLS: list[tuple[str, dict[str, Any]] | None] = [
    (
        "sailing_timetable",
        {"from_port": "Fennick", "to_port": "Vallay North", "date": "2026-06-12"},
    ),
    ("sailing_timetable", {"from_port": "Inchmara", "to_port": "Ellisport", "date": "2026-06-14"}),
    (
        "sailing_timetable",
        {"from_port": "Torrin Quay", "to_port": "Vallay North", "date": "2026-06-18"},
    ),
    (
        "sailing_timetable",
        {"from_port": "Vallay North", "to_port": "Fennick", "date": "2026-06-13"},
    ),
    ("booking_details", {"booking_reference": "SKFJCGQD"}),
    ("booking_details", {"booking_reference": "SKF52DZG"}),
    ("booking_details", {"booking_reference": "SKFKQN5D"}),
    ("booking_details", {"booking_reference": "SKF8HGRA"}),
    ("booking_details", {"booking_reference": "SKFQ6MQB"}),
    ("fares", {"from_port": "Ellisport", "to_port": "Skelda"}),
    ("fares", {"from_port": "Inchmara", "to_port": "Skelda"}),
    ("fares", {"from_port": "Ellisport", "to_port": "Ruaval"}),
    ("vessel_info", {"vessel": "Sula Bay"}),
    ("vessel_info", {"vessel": "Marra Dawn"}),
    ("vessel_info", {"vessel": "Kittiwake Star"}),
    ("port_info", {"port": "Ruaval"}),
    ("port_info", {"port": "Vallay North"}),
    ("service_alerts", {"port": "Vallay North"}),
    ("service_alerts", {"port": "Skelda"}),
    None,
    None,
    None,
    None,
    None,  # absent
    ("sailing_timetable", {"from_port": "Skelda", "to_port": "Ellisport", "date": "2026-06-12"}),
    ("vessel_info", {"vessel": "Solan Glen"}),
    ("fares", {"from_port": "Torrin Quay", "to_port": "Vallay North"}),
    ("service_alerts", {"port": "Ruaval"}),
    ("vessel_info", {"vessel": "Halcyon Isle"}),
    ("port_info", {"port": "Ellisport"}),
    ("booking_details", {"booking_reference": "SKFMWX9H"}),
    ("service_alerts", {"port": "Fennick"}),
]

# The first turn of each follow-up must itself be answerable: (tool, arguments, a string it must hold).
FIRST_TURNS: dict[int, tuple[str, dict[str, Any], str]] = {
    24: ("booking_details", {"booking_reference": "SKFLE9NL"}, "SE-1020"),
    25: (
        "sailing_timetable",
        {"from_port": "Torrin Quay", "to_port": "Fennick", "date": "2026-06-15"},
        "Solan Glen",
    ),
    26: ("fares", {"from_port": "Torrin Quay", "to_port": "Vallay North"}, "54.33"),
    27: ("service_alerts", {"port": "Ruaval"}, "ER-2350"),
    28: ("booking_details", {"booking_reference": "SKFS2XCW"}, "Halcyon Isle"),
    29: (
        "sailing_timetable",
        {"from_port": "Ellisport", "to_port": "Inchmara", "date": "2026-06-20"},
        "06:50",
    ),
    30: ("booking_details", {"booking_reference": "SKFMWX9H"}, "VT-2010"),
    31: (
        "sailing_timetable",
        {"from_port": "Fennick", "to_port": "Vallay North", "date": "2026-06-20"},
        "11:30",
    ),
}

# What an absent question asks about: none of these may appear in any tool result.
ABSENT_TOPICS: dict[int, list[str]] = {
    19: ["password"],
    20: ["resident", "islander", "discount"],
    21: ["horse", "horsebox", "trailer fare", "livestock fare"],
    22: ["lost property", "jacket", "handed in"],
    23: ["voucher", "gift"],
}


def _text(result: Any) -> str:
    if result.is_error:
        return "ERROR " + " ".join(getattr(c, "text", "") for c in result.content)
    return json.dumps(result.structured_content, ensure_ascii=False)


async def _check(questions: list[dict[str, Any]]) -> list[str]:
    import server  # only to enumerate the keys (booking references) to call

    problems: list[str] = []
    params = StdioServerParameters(command=sys.executable, args=["server.py"], cwd=HERE)
    async with Client(params) as client:
        tools = (await client.list_tools()).tools
        names = {t.name for t in tools}
        if not 5 <= len(tools) <= 7:
            problems.append(f"{len(tools)} tools, expected 5-7")
        for t in tools:
            if not (t.annotations and t.annotations.read_only_hint is True):
                problems.append(f"tool {t.name}: not annotated readOnlyHint")
            for pname, schema in (t.input_schema.get("properties") or {}).items():
                if not any(k in schema for k in ("type", "enum", "anyOf", "$ref")):
                    problems.append(f"tool {t.name}: parameter {pname} has no type")

        async def call(name: str, args: dict[str, Any]) -> str:
            return _text(await client.call_tool(name, args))

        for i, q in enumerate(questions):
            spec = CALLS[i]
            if q["kind"] == "absent":
                if spec is not None:
                    problems.append(f"q{i}: absent question has a call")
                continue
            if spec is None:
                problems.append(f"q{i}: no call listed")
                continue
            name, args = spec
            if name != q["tool"] or name not in names:
                problems.append(f"q{i}: tool {q['tool']!r} but checked with {name!r}")
            text = await call(name, args)
            if text.startswith("ERROR"):
                problems.append(f"q{i}: {name}({args}) failed: {text}")
            for s in q["any"]:
                if s not in text:
                    problems.append(f"q{i}: {s!r} not in {name}({args})")
            if q["kind"] == "followup":
                fname, fargs, must = FIRST_TURNS[i]
                if must not in await call(fname, fargs):
                    problems.append(f"q{i}: first turn: {must!r} not in {fname}({fargs})")

        # Every result every tool can give.
        everything: list[str] = []
        ports = [p["name"] for p in server.PORTS]
        for a in ports:
            everything.append(await call("port_info", {"port": a}))
            everything.append(await call("service_alerts", {"port": a}))
            for b in ports:
                if a == b:
                    continue
                text = await call("fares", {"from_port": a, "to_port": b})
                if text.startswith("ERROR"):
                    continue
                everything.append(text)
                for d in range(server.DAYS):
                    date = (server.FIRST_DAY + server.dt.timedelta(days=d)).isoformat()
                    everything.append(
                        await call(
                            "sailing_timetable", {"from_port": a, "to_port": b, "date": date}
                        )
                    )
        everything.append(await call("service_alerts", {}))
        for v in server.VESSELS:
            everything.append(await call("vessel_info", {"vessel": v["name"]}))
        for (ref,) in server.DB.execute("SELECT reference FROM bookings"):
            everything.append(await call("booking_details", {"booking_reference": ref}))
        errors = [t for t in everything if t.startswith("ERROR")]
        if errors:
            problems.append(f"{len(errors)} enumerated calls failed, e.g. {errors[0]}")
        blob = "\n".join(everything).lower()
        for i, words in ABSENT_TOPICS.items():
            q = questions[i]
            if q["kind"] != "absent":
                problems.append(f"q{i}: expected an absent question")
                continue
            for w in words:
                if w in blob:
                    problems.append(f"q{i}: topic word {w!r} appears in a tool result")
            rx = re.compile(q["must_not_match"])
            hits = [t for t in everything if rx.search(t)]
            if hits:
                problems.append(f"q{i}: must_not_match matches a real tool result: {hits[0][:200]}")
        print(f"{len(everything)} tool results enumerated for the absent checks")
    return problems


def _dump_hash(seed: str) -> str:
    code = "import hashlib, server; print(hashlib.sha256('\\n'.join(server.DB.iterdump()).encode()).hexdigest())"
    env = dict(os.environ, PYTHONHASHSEED=seed)
    return subprocess.run(
        [sys.executable, "-c", code], cwd=HERE, env=env, capture_output=True, text=True, check=True
    ).stdout.strip()


def main() -> int:
    doc = json.loads((HERE / "questions.json").read_text())
    questions = doc["questions"]
    problems: list[str] = []
    if doc.get("deployment") != "ferrydesk":
        problems.append("deployment is not 'ferrydesk'")
    counts = {k: sum(q["kind"] == k for q in questions) for k in ("data", "absent", "followup")}
    if counts != {"data": 19, "absent": 5, "followup": 8} or len(questions) != 32:
        problems.append(f"counts {counts}, {len(questions)} questions")
    if len(CALLS) != len(questions):
        problems.append(f"{len(CALLS)} calls listed for {len(questions)} questions")
    for i, q in enumerate(questions):
        if q["kind"] == "followup" and len(q["turns"]) != 2:
            problems.append(f"q{i}: a follow-up needs two turns")
    problems += asyncio.run(_check(questions))
    h1, h2 = _dump_hash("1"), _dump_hash("4242")
    if h1 != h2:
        problems.append("two builds of the database differ")
    print(f"questions: {len(questions)} {counts}; database sha256 {h1[:16]}")
    for p in problems:
        print("PROBLEM:", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
