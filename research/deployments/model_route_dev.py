"""Does the local model route better than the planner? Each data question of a deployment is
sent to the embedded model alone with the deployment's read-only tool schemas and
``tool_choice="required"`` (the backend constrains the call to a tool name and a JSON
object); a name written into a parameter that takes a listed value is read as that value
(the catalog's labels, without case and accents). Scored against the question's evidence
calls the way ``right_args.py`` scores a run: the right tool with the evidence's arguments,
the final tool (``tool``) or the first call of a two-call question. Not a figure of answers;
a development aid.

    PYTHONPATH=. .venv/bin/python research/deployments/model_route_dev.py pennyfold,hollinsbrook [--named]

``--named``: the model's tool, then its arguments asked again with the tool named and each
listed parameter an enum of its labels (two calls of the model). The product's own form of
this is one call with every listed parameter an enum (``bot.agent.readcall``, setting
``route_model``); ``turn_route_dev.py --read`` measures that.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from bot.agent import readcall
from bot.agent.readcall import with_labels
from research.deployments.devkit import questions, runner_for
from research.deployments.right_args import calls_of, norm

SYSTEM = (
    "You answer questions for {company} by calling its tools. Today is {today}. Call the "
    "one tool whose result answers the question, with the arguments the question gives. For "
    "a parameter that takes a record's id, you may write the name the question uses."
)


def resolved(registry: Any, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """A name written for a listed parameter, read as its value (``readcall.resolved``)."""
    return readcall.resolved(registry, tool, arguments)[0]


def main(names: list[str], named: bool = False) -> None:
    from bot.llm.base import ChatRequest

    for name in names:
        runner = runner_for(name, "/tmp/gb-route")
        model = runner.model
        registry = runner.registry
        tools = registry.schemas(writes=False)
        deployment = runner.deployment if hasattr(runner, "deployment") else None
        company = getattr(getattr(deployment, "assistant", None), "company", name) or name
        system = SYSTEM.format(company=company, today=runner.catalog.today)
        names_ = {t["function"]["name"] if "function" in t else t["name"] for t in tools}
        final = first = total = tools_right = 0
        seconds = []
        for q in questions(name):
            if q.get("kind") != "data" or not q.get("tool"):
                continue
            total += 1
            wanted = calls_of(q["evidence"], names_)
            started = time.perf_counter()
            reply = model.complete(
                ChatRequest(
                    messages=[
                        {"role": "system", "content": system},
                        {"role": "user", "content": q["question"]},
                    ],
                    tools=tools,
                    tool_choice="required",
                    max_tokens=80,
                    temperature=0.0,
                )
            )
            if named and reply.tool_calls:  # then its arguments, listed ones by label
                tool = reply.tool_calls[0].name
                schema = next(t for t in tools if t.get("function", t).get("name") == tool)
                reply = model.complete(
                    ChatRequest(
                        messages=[
                            {"role": "system", "content": system},
                            {"role": "user", "content": q["question"]},
                        ],
                        tools=[with_labels(registry, schema)],
                        tool_choice={"type": "function", "function": {"name": tool}},
                        max_tokens=80,
                        temperature=0.0,
                    )
                )
            seconds.append(time.perf_counter() - started)
            made = [
                (c.name, resolved(registry, c.name, c.parsed_arguments())) for c in reply.tool_calls
            ]
            tools_right += any(c.name in {t for t, _ in wanted} for c in reply.tool_calls)

            def right(tool: str, args: dict[str, Any], made: list[Any] = made) -> bool:
                return any(
                    name_ == tool
                    and all(norm(str(a.get(k))) == norm(str(v)) for k, v in args.items())
                    for name_, a in made
                )

            hit_final = any(right(t, a) for t, a in wanted if t == q["tool"])
            hit_first = bool(wanted) and right(*wanted[0])
            final += hit_final
            first += hit_first or hit_final
            if not hit_final:
                print(
                    f"  {name}: {q['question'][:70]} | want {wanted} | made {json.dumps(made, default=str)[:160]}"
                )
        seconds.sort()
        print(
            f"{name}: final tool with args {final}/{total}, first or final {first}/{total}, "
            f"a tool of the evidence {tools_right}/{total}, p50 {seconds[len(seconds) // 2]:.1f} s",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1].split(","), "--named" in sys.argv[2:])
