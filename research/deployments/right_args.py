"""Tool questions answered from a real call with the right arguments: the answering tool
(questions.json "tool") called without error with the arguments its evidence names (strings
compared without case and accents; a call may add arguments). Prints the misses.

    python research/deployments/right_args.py DATA/bench-deployments/NAME.jsonl ...
"""

import ast
import json
import re
import sys
import unicodedata


def norm(v):
    if isinstance(v, str):
        v = unicodedata.normalize("NFKD", v.casefold())
        return "".join(c for c in v if not unicodedata.combining(c)).strip()
    return v


def calls_of(evidence, tools):
    out = []
    for m in re.finditer(r"\b(\w+)\(([^()]*)\)", evidence):
        if m.group(1) not in tools:
            continue
        args = {}
        for a in re.finditer(r"(\w+)=('(?:[^'\\]|\\.)*'|\"[^\"]*\"|[-\w.]+)", m.group(2)):
            try:
                args[a.group(1)] = ast.literal_eval(a.group(2))
            except Exception:
                args[a.group(1)] = a.group(2)
        out.append((m.group(1), args))
    return out


def main(paths: list[str]) -> None:
    for path in paths:
        rows = [json.loads(line) for line in open(path)]
        tools = {r["tool"] for r in rows if r.get("tool")}
        n = ok_real = ok_args = 0
        for r in rows:
            if r["kind"] == "absent" or not r.get("tool"):
                continue
            n += 1
            want = [a for name, a in calls_of(r["evidence"], tools | {"x"}) if name == r["tool"]]
            made = [c for c in r["guardbot"]["tool_calls"] if c["ok"] and c["name"] == r["tool"]]
            real = bool(made)
            good = real and any(
                all(norm(c["arguments"].get(k)) == norm(v) for k, v in w.items())
                for w in want
                for c in made
            )
            ok_real += real
            ok_args += good
            if not good:
                print(
                    f"  {'real' if real else 'NO CALL'} right={r['right']} | {r['question'][:70] if 'question' in r else r.get('turns')} | want {r['tool']}{want} | made {[(c['name'], c['arguments'], c['ok']) for c in r['guardbot']['tool_calls']]}"
                )
        print(
            f"{path}: tool questions {n}, real call {ok_real} ({ok_real / n:.0%}), right args {ok_args} ({ok_args / n:.0%})"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
