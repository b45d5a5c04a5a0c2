"""A tiny random Llama (seeded) and a tiny in-memory tokenizer with a chat template, so that
the mechanics run in milliseconds and can be checked against hand-computed values."""

from __future__ import annotations

import pytest
import torch

CHAT_TEMPLATE = (
    "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + "
    "'<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)


def make_tiny_llama(*, seed: int = 0, vocab: int = 128, tied: bool = False):
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=vocab,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=4,
        num_attention_heads=4,
        num_key_value_heads=2,
        head_dim=8,
        max_position_embeddings=512,
        tie_word_embeddings=tied,
        attn_implementation="eager",
    )
    model = LlamaForCausalLM(config)
    with torch.no_grad():  # larger weights than the default init, so heads differ visibly
        for p in model.parameters():
            if p.dim() == 2:
                p.normal_(0.0, 0.3)
    return model.eval()


def make_tiny_tokenizer():
    """A character-level fast tokenizer (offsets work) over printable ASCII + chat markers."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    chars = [chr(c) for c in range(32, 127)] + ["\n"]
    specials = ["<|im_start|>", "<|im_end|>", "<unk>"]
    table = {tok: i for i, tok in enumerate(specials + chars)}
    inner = Tokenizer(models.WordLevel(vocab=table, unk_token="<unk>"))
    inner.pre_tokenizer = pre_tokenizers.Split(pattern="", behavior="isolated")
    tok = PreTrainedTokenizerFast(tokenizer_object=inner, unk_token="<unk>")
    tok.add_special_tokens({"additional_special_tokens": specials[:2]})
    tok.chat_template = CHAT_TEMPLATE
    return tok


@pytest.fixture(scope="session")
def tiny_model():
    return make_tiny_llama()


@pytest.fixture(scope="session")
def tiny_tied_model():
    return make_tiny_llama(seed=1, tied=True)


@pytest.fixture(scope="session")
def tiny_tokenizer():
    return make_tiny_tokenizer()


@pytest.fixture(scope="package", autouse=True)
def _one_torch_thread():
    """One intra-op thread: on a busy 2-core machine OpenMP's spin-waiting makes two threads
    several times slower than one for these small models."""
    old = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(old)
