"""The default local model on llama.cpp, for real: it answers from a passage, says so when
the passage lacks the answer, makes a forced tool call that always parses, reports the first
token's log-probabilities, and renders tools the way its chat template wants them."""

from __future__ import annotations

import json

import pytest

from bot.llm.base import ChatRequest
from bot.llm.llamacpp import LlamaCppModel

pytestmark = pytest.mark.local_model

PASSAGE = (
    "Refunds: you can ask for a refund within 30 days of purchase. Refunds reach the original "
    "payment method within 5-7 business days. Gift cards cannot be refunded."
)
TOOL = {
    "type": "function",
    "function": {
        "name": "get_order",
        "description": "One order: its status and total.",
        "parameters": {
            "type": "object",
            "properties": {"order_id": {"type": "integer", "description": "the order number"}},
            "required": ["order_id"],
        },
    },
}


def ask(question: str) -> list[dict]:
    return [
        {
            "role": "system",
            "content": "Answer only from this passage, in one sentence:\n" + PASSAGE,
        },
        {"role": "user", "content": question},
    ]


def test_it_is_the_packaged_model_on_llama_cpp(writer_model):
    assert isinstance(writer_model, LlamaCppModel)
    assert writer_model.model_name == "qwen2.5-coder-1.5b" and not writer_model.small
    assert writer_model.backend == "local" and writer_model.max_context >= 4096


def test_it_answers_from_the_passage(writer_model):
    response = writer_model.complete(
        ChatRequest(messages=ask("How long do refunds take to arrive?"), max_tokens=40)
    )
    assert "5-7 business days" in (response.content or "")
    assert response.usage["prompt_tokens"] > 20 and response.usage["completion_tokens"] > 0
    assert response.finish_reason == "stop"


def test_a_named_tool_call_is_forced_and_parses(writer_model):
    request = ChatRequest(
        messages=[{"role": "user", "content": "what's going on with my order number 4417?"}],
        tools=[TOOL],
        tool_choice={"type": "function", "function": {"name": "get_order"}},
        max_tokens=40,
    )
    response = writer_model.complete(request)
    (call,) = response.tool_calls
    assert call.name == "get_order" and json.loads(call.arguments) == {"order_id": 4417}
    assert response.finish_reason == "tool_calls"


def test_each_generated_token_reports_its_log_probability(writer_model):
    request = ChatRequest(
        messages=ask("Can gift cards be refunded?"),
        max_tokens=20,
        extra={"logprobs": True, "top_logprobs": 3},
    )
    response = writer_model.complete(request)
    tokens = response.raw["choices"][0]["logprobs"]["content"]
    assert "".join(t["token"] for t in tokens).startswith((response.content or "")[:10])
    assert all(t["logprob"] <= 0 and len(t["top_logprobs"]) == 3 for t in tokens)
    # greedy decoding: the chosen token is the most likely one
    assert all(t["top_logprobs"][0]["logprob"] == t["logprob"] for t in tokens)


def test_tools_are_rendered_in_the_models_own_format(writer_model):
    prompt = writer_model.render([{"role": "user", "content": "hi"}], tools=[TOOL])
    assert (
        "<tools>" in prompt
        and '"get_order"' in prompt
        and prompt.endswith("<|im_start|>assistant\n")
    )


def test_a_short_call_between_two_answers_does_not_cost_the_long_prefix(writer_model, monkeypatch):
    """A long system prompt, a short call with a prompt of its own (the tool choice), then
    the long prompt again: its prefix's state is kept over the short call and put back, and
    the answer is the one the model gives with nothing kept."""
    from bot.llm import llamacpp

    restored = []
    real_restore = llamacpp._Kept.restore
    monkeypatch.setattr(
        llamacpp._Kept, "restore", lambda self, llm: (restored.append(1), real_restore(self, llm))
    )
    long_system = "Answer only from this passage, in one sentence:\n" + PASSAGE * 12

    def answer(question: str) -> str:
        messages = [
            {"role": "system", "content": long_system},
            {"role": "user", "content": question},
        ]
        return writer_model.complete(ChatRequest(messages=messages, max_tokens=24)).content or ""

    def short_call() -> None:
        writer_model.complete(
            ChatRequest(messages=[{"role": "user", "content": "Say one digit."}], max_tokens=1)
        )

    writer_model._kept = []
    short_call()
    fresh = answer("Can gift cards be refunded?")  # evaluated whole
    answer("How long do refunds take to arrive?")
    short_call()  # evicts the long prefix: it is kept first
    assert writer_model._kept and len(writer_model._kept[0].ids) > llamacpp.KEEP_MIN
    again = answer("Can gift cards be refunded?")  # the kept prefix is put back
    assert restored == [1]
    assert again == fresh


def test_two_long_prefixes_are_kept_over_each_other(writer_model, monkeypatch):
    """Two long prompts taken in turn (the answer's and the read-only call's): each one's
    prefix is kept while the other runs and put back for it, and each answer is the one the
    model gives with nothing kept."""
    from bot.llm import llamacpp

    restored = []
    real_restore = llamacpp._Kept.restore
    monkeypatch.setattr(
        llamacpp._Kept, "restore", lambda self, llm: (restored.append(1), real_restore(self, llm))
    )

    def answer(system: str, question: str) -> str:
        messages = [{"role": "system", "content": system}, {"role": "user", "content": question}]
        return writer_model.complete(ChatRequest(messages=messages, max_tokens=16)).content or ""

    first = "Answer only from this passage, in one sentence:\n" + PASSAGE * 10
    second = "Reply in one short sentence, from this text alone:\n" + PASSAGE[::-1] * 10
    writer_model._kept = []
    writer_model.llm.reset()
    fresh = answer(first, "Can gift cards be refunded?")
    other = answer(second, "What does it say?")
    assert answer(first, "Can gift cards be refunded?") == fresh
    assert answer(second, "What does it say?") == other
    assert len(restored) >= 2 and len(writer_model._kept) == 2


def test_a_required_call_is_held_to_the_chosen_tools_parameters(writer_model):
    """With ``tool_choice="required"`` and several tools, the arguments follow the schema of
    the tool the model names: a listed parameter takes one of its enum's values."""
    pets = ["Wellington (dog, owner Ada Brook)", "Ferdinand (rabbit, owner Sam Ode)"]
    get_pet = _pet_tool(pets)
    request = ChatRequest(
        messages=[{"role": "user", "content": "is our wellington up to date with his jabs?"}],
        tools=[TOOL, get_pet],
        tool_choice="required",
        max_tokens=60,
    )
    (call,) = writer_model.complete(request).tool_calls
    arguments = json.loads(call.arguments)
    assert call.name == "get_pet"
    assert arguments == {"pet": pets[0]}


def _library_completion(model: LlamaCppModel, request: ChatRequest) -> str:
    """The same forced call decoded by llama-cpp-python's own sampler (which checks the
    grammar against every token of the vocabulary each step)."""
    from bot.llm.toolparse import tool_mode

    mode, forced = tool_mode(request.tools, request.tool_choice)
    prompt = model.render(request.messages, tools=request.tools)
    prefill, grammar = model._forcing(mode, forced, request.tools or [])
    with model._lock:
        model.llm.reset()
        out = model.llm.create_completion(
            model._tokens(prompt + prefill),
            max_tokens=request.max_tokens,
            temperature=0.0,
            top_k=1,
            grammar=grammar,
        )
    return prefill + out["choices"][0]["text"]


@pytest.mark.parametrize("top", [32, 1])
def test_a_forced_call_is_the_one_the_librarys_own_sampler_makes(writer_model, monkeypatch, top):
    """The grammar is asked about the best tokens first and about the whole vocabulary only
    when it refuses them all (with one best token, at most steps): the call is token for
    token the library's own greedy call."""
    from bot.llm import llamacpp

    monkeypatch.setattr(llamacpp, "GRAMMAR_TOP", top)
    request = ChatRequest(
        messages=[{"role": "user", "content": "any news on order 88213 and on my wellington?"}],
        tools=[TOOL, _pet_tool(["Wellington (dog, owner Ada Brook)", "Ferdinand (rabbit)"])],
        tool_choice="required",
        max_tokens=60,
    )
    (call,) = writer_model.complete(request).tool_calls
    library = _library_completion(writer_model, request)
    assert json.loads(library.split("\n", 1)[1]) == {
        "name": call.name,
        "arguments": json.loads(call.arguments),
    }


def _pet_tool(pets: list[str]) -> dict:
    return {
        "type": "function",
        "function": {
            "name": "get_pet",
            "description": "A pet's record: species, owner, vaccinations.",
            "parameters": {
                "type": "object",
                "properties": {"pet": {"type": "string", "enum": pets}},
                "required": ["pet"],
            },
        },
    }
