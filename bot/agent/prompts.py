"""Messages for the model, built only from the files in ``prompts/``.

``system.txt`` (rules, today, tools, the retrieved documents delimited), ``system_kb.txt``
(a small model's documents prompt), ``fewshot.json`` (thought-then-call examples rendered
as real tool-call messages), ``force_*.txt`` (the re-ask texts of the forcing step) and
``system_messages.json`` (fixed messages the user may see). Templates use ``$name``
placeholders; the deployment's persona (``$assistant``, ``$company``, ``$persona``,
``$documents_name``) fills them. A deployment's prompt folder overrides files by name
(``system_messages.json`` key by key).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from string import Template
from typing import Any

from bot.prompts import load_prompt, prompts_dir
from bot.steps import Source

DOC_OPEN = "<<<DOCUMENT {n}: {title}>>>"
DOC_CLOSE = "<<<END DOCUMENT {n}>>>"


@dataclass
class FewShotExample:
    user: str
    thought: str
    call: dict[str, Any]
    result: Any
    answer: str


PERSONA_KEYS = ("assistant", "company", "persona", "documents_name")


@dataclass
class PromptSet:
    directory: Path
    templates: dict[str, str] = field(default_factory=dict)
    examples: list[FewShotExample] = field(default_factory=list)
    raw_messages: dict[str, str] = field(default_factory=dict)
    local_examples: list[dict[str, Any]] = field(default_factory=list)  # short answers shown
    values: dict[str, str] = field(default_factory=dict)  # the persona, filled everywhere
    overrides: Path | None = None

    @classmethod
    def load(
        cls,
        directory: Path | str | None = None,
        *,
        overrides: Path | str | None = None,
        values: dict[str, str] | None = None,
    ) -> PromptSet:
        path = prompts_dir(directory)
        extra = Path(overrides) if overrides else None

        def read(name: str) -> str:
            if extra is not None and (extra / name).is_file():
                return load_prompt(name, directory=extra)
            return load_prompt(name, directory=path)

        names = (
            "system",
            "system_local",
            "local_question",
            "local_tool_result",
            "fill_write",
            "choose_write",
            "search_words",
            "choose_tool",
            "read_call",
            "standalone",
            "system_kb",
            "system_no_documents",
            "force_required",
            "force_fabricated",
            "force_copied_args",
        )
        templates = {name: read(f"{name}.txt") for name in names}
        examples = [FewShotExample(**ex) for ex in json.loads(read("fewshot.json"))["examples"]]
        local_examples = json.loads(read("local_examples.json"))["examples"]
        messages = json.loads(load_prompt("system_messages.json", directory=path))
        if extra is not None and (extra / "system_messages.json").is_file():
            messages.update(json.loads(load_prompt("system_messages.json", directory=extra)))
        messages.pop("note", None)
        return cls(
            directory=path,
            templates=templates,
            examples=examples,
            raw_messages=messages,
            local_examples=local_examples,
            values=dict(values or {}),
            overrides=extra,
        )

    def _fill(self, template: str, values: dict[str, Any]) -> str:
        merged = {**self.values, **{k: str(v) for k, v in values.items()}}
        return Template(template).safe_substitute(merged)

    def render(self, name: str, **values: Any) -> str:
        return self._fill(self.templates[name], values).strip()

    def message(self, name: str, **values: Any) -> str:
        return self._fill(self.raw_messages[name], values)

    @property
    def messages(self) -> dict[str, str]:
        """The fixed messages with the persona filled in."""
        return {name: self.message(name) for name in self.raw_messages}

    # ------------------------------------------------------------ building
    def system_prompt(self, *, today: str, tools: list[dict], documents: list[Source]) -> str:
        return self.render(
            "system",
            today=today,
            tools=", ".join(t["function"]["name"] for t in tools) or "(none)",
            documents=render_documents(documents) or self.render("system_no_documents"),
        )

    def answer_prompt(
        self, *, documents: list[Source] | None = None, facts: list[str] | None = None
    ) -> str:
        """The documents route's system prompt: the documents delimited (a capable model) or
        only the sentences that matter, one per line (a small one)."""
        if facts is not None:
            text = "\n".join(f"- {fact}" for fact in facts)
        else:
            text = render_documents(documents or [])
        return self.render("system_kb", documents=text or self.render("system_no_documents"))

    def fewshot_messages(self) -> list[dict[str, Any]]:
        """Each example as user -> assistant(thought + real tool call) -> tool -> assistant."""
        out: list[dict[str, Any]] = []
        for i, ex in enumerate(self.examples, start=1):
            call_id = f"call_example_{i}"
            out.append({"role": "user", "content": ex.user})
            out.append(
                {
                    "role": "assistant",
                    "content": f"<thought>{ex.thought}</thought>",
                    "tool_calls": [
                        {
                            "id": call_id,
                            "type": "function",
                            "function": {
                                "name": ex.call["name"],
                                "arguments": json.dumps(ex.call["arguments"]),
                            },
                        }
                    ],
                }
            )
            out.append({"role": "tool", "tool_call_id": call_id, "content": json.dumps(ex.result)})
            out.append({"role": "assistant", "content": ex.answer})
        return out

    def local_tool_result(self, question: str, result: str) -> str:
        """A tool's result as a local model reads it: under a line naming the question."""
        return self.render("local_tool_result", question=question.strip(), result=result)

    def local_example_messages(self) -> list[dict[str, Any]]:
        """The local model's short-answer examples, as turns: a question and its answer, or
        a question, the call made for it, its result and the answer (the documents' name in
        them is the deployment's)."""
        name = self.values.get("documents_name") or "help centre"
        out: list[dict[str, Any]] = []
        for i, ex in enumerate(self.local_examples, start=1):
            out.append({"role": "user", "content": ex["user"].replace("help centre", name)})
            if ex.get("call"):
                call_id = f"call_local_example_{i}"
                arguments = json.dumps(ex["call"]["arguments"])
                function = {"name": ex["call"]["name"], "arguments": arguments}
                call = {"id": call_id, "type": "function", "function": function}
                out.append({"role": "assistant", "content": None, "tool_calls": [call]})
                result = json.dumps(ex["result"], ensure_ascii=False)
                content = self.local_tool_result(out[-2]["content"], result)
                out.append({"role": "tool", "tool_call_id": call_id, "content": content})
            answer = ex["assistant"].replace("help centre", name)
            out.append({"role": "assistant", "content": answer})
        return out

    def fewshot_texts(self) -> list[str]:
        """Thoughts and answers of the examples (a reply that copies one is caught)."""
        return [
            t
            for ex in self.examples
            for t in (ex.thought, ex.answer, f"<thought>{ex.thought}</thought>")
        ]

    def fewshot_markers(self) -> set[str]:
        """Distinctive strings of the examples ("example-123", "Example Corp"): an answer that
        carries one copied the example."""
        found: set[str] = set()

        def walk(value: Any) -> None:
            if isinstance(value, str) and "example" in value.lower():
                found.add(value)
            elif isinstance(value, dict):
                for item in value.values():
                    walk(item)
            elif isinstance(value, list):
                for item in value:
                    walk(item)

        for ex in self.examples:
            walk(ex.call["arguments"])
            walk(ex.result)
        return found

    def fewshot_values(self) -> set[str]:
        """Every string argument value of the examples (a real call carrying one was copied)."""
        values: set[str] = set()
        for ex in self.examples:
            for value in ex.call["arguments"].values():
                if isinstance(value, str):
                    values.add(value)
        return values


def neutralise_delimiters(text: str) -> str:
    """A document cannot close its own block or open a fake one: ``<<<``/``>>>`` inside
    document text (and titles) become look-alike guillemets."""
    return text.replace("<<<", "\u2039\u2039\u2039").replace(">>>", "\u203a\u203a\u203a")


def render_documents(documents: list[Source]) -> str:
    blocks = []
    for n, doc in enumerate(documents, start=1):
        title = neutralise_delimiters(doc.title or doc.id or f"document {n}")
        text = neutralise_delimiters(doc.text.strip())
        blocks.append(f"{DOC_OPEN.format(n=n, title=title)}\n{text}\n{DOC_CLOSE.format(n=n)}")
    return "\n".join(blocks)


def build_messages(
    prompts: PromptSet,
    *,
    system_prompt: str,
    history: list[dict[str, Any]] | None,
    message: str,
    fewshot: bool = True,
    examples: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """System prompt, few-shot thought examples (the tool path), the local model's examples
    as they are (a call and its result included), prior turns (their text only), the message."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system_prompt}]
    if fewshot:
        out.extend(prompts.fewshot_messages())
    out.extend(examples or [])
    for item in history or []:
        role = item.get("role")
        if role in ("user", "assistant") and isinstance(item.get("content"), str):
            out.append({"role": role, "content": item["content"]})
    out.append({"role": "user", "content": message})
    return out
