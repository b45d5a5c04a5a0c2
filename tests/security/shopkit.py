"""Fixtures of the write and planted-text security tests (imported by those tests): a shop
deployment with tools that change something (and a record of what they really ran), and
runners over it with a scripted model."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.llm.scripted import ScriptedModel
from tests.agent.conftest import FixedRetriever, PassCritic

SHOP = Path(__file__).resolve().parent / "shop"


@pytest.fixture
def shop_tools():
    """The shop's tool module (its record of executions emptied)."""
    from tools.registry import load_module

    module = load_module(str(SHOP / "till_tools.py"))
    module.EXECUTED.clear()
    return module


@pytest.fixture
def shop(tmp_path, data_dir, monkeypatch, shop_tools):
    folder = tmp_path / "shop"
    folder.mkdir()
    (folder / "deployment.toml").write_text(
        f'[assistant]\ncompany = "Till & Co"\n[tools]\npython = ["{SHOP / "till_tools.py"}"]\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("GUARDBOT_DEPLOYMENT", str(folder))
    from bot.settings import get_settings, reset_settings

    reset_settings()
    yield get_settings()
    reset_settings()


@pytest.fixture
def shop_runner(shop, payload_log):
    """``make(channel=..., replies=..., retriever=..., **settings)``: a runner over the shop."""
    from bot.wiring import build_runner

    def make(*, channel="ui", replies=(), retriever=None, critic=None, **changes):
        model = ScriptedModel(replies, default="I could not find that in our documents.")
        runner = build_runner(
            shop.model_copy(update={"prompt_profile": "small", **changes}),
            model=model,
            critic=critic or PassCritic(),
            retriever=retriever or FixedRetriever([]),
            log=payload_log,
            channel=channel,
        )
        runner.scripted = model
        return runner

    return make


def converse(runner, session, messages):
    """Each message as the next turn of one conversation; the turns' results."""
    history, results = [], []
    for message in messages:
        result = runner.run_to_end(session, message, list(history))
        history += [
            {"role": "user", "content": message},
            {"role": "assistant", "content": result.answer},
        ]
        results.append(result)
    return results
