"""Render (context, question, answer) into one token sequence for a teacher-forced pass.

The prompt is the model's chat template with an explicit system message (SmolLM2's template
otherwise inserts its own) holding the context; the answer is appended after the generation
prompt. The whole string is tokenized once and the offset mapping gives character spans: which
tokens are context keys, where the response starts, which tokens belong to a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import torch

from bot.prompts import BUILTIN_DIR, load_prompt


class EncodeError(ValueError):
    """The input cannot be rendered (e.g. an empty answer); the message says why."""


@cache
def template(name: str) -> str:
    """The teacher-forcing prompt ``prompts/redeep_<name>.txt`` (always the built-in one)."""
    return load_prompt(f"redeep_{name}.txt", directory=BUILTIN_DIR).rstrip("\n")


@dataclass
class Encoded:
    text: str  # the whole rendered string (prompt + answer)
    input_ids: torch.Tensor  # (1, T)
    offsets: list[tuple[int, int]]  # character span of each token in ``text``
    prompt_len: int  # P: index of the first response token
    context_positions: torch.Tensor  # token indices of the context keys
    response_start: int  # character offset of the answer in ``text``
    context_start: int  # character offset of the context in ``text``

    @property
    def n_tokens(self) -> int:
        return int(self.input_ids.shape[1])

    @property
    def n_response(self) -> int:
        return self.n_tokens - self.prompt_len

    def response_token_spans(self) -> list[tuple[int, int]]:
        """Character spans, relative to the answer, of each response token."""
        base = self.response_start
        return [(max(0, s - base), max(0, e - base)) for s, e in self.offsets[self.prompt_len :]]


def render_prompt(tokenizer, *, question: str, context: str) -> tuple[str, int]:
    """The chat-template prompt (with generation prompt) and the context's character offset."""
    system = template("system").replace("{context}", context)
    user = template("user").replace("{question}", question)
    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    if getattr(tokenizer, "chat_template", None):
        text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    else:  # a bare tokenizer (no template): a plain, readable layout
        text = f"{system}\n\nQuestion: {user}\n\nAnswer: "
    start = text.find(system) + template("system").find("{context}")
    return text, start


def encode(tokenizer, *, question: str, context: str, answer: str) -> Encoded:
    if not answer.strip():
        raise EncodeError("the answer is empty: there is nothing to score")
    prompt, context_start = render_prompt(tokenizer, question=question, context=context)
    text = prompt + answer
    enc = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    offsets = [(int(s), int(e)) for s, e in enc["offset_mapping"]]
    cut = len(prompt)
    prompt_len = next((i for i, (_, e) in enumerate(offsets) if e > cut), len(offsets))
    if prompt_len >= len(offsets):
        raise EncodeError("the answer produced no tokens")
    if prompt_len == 0:
        raise EncodeError("the prompt produced no tokens")
    context_end = context_start + len(context)
    ctx = [
        i
        for i, (s, e) in enumerate(offsets[:prompt_len])
        if s >= context_start and e <= context_end and e > s
    ]
    return Encoded(
        text=text,
        input_ids=torch.tensor([enc["input_ids"]], dtype=torch.long),
        offsets=offsets,
        prompt_len=prompt_len,
        context_positions=torch.tensor(ctx, dtype=torch.long),
        response_start=cut,
        context_start=context_start,
    )
