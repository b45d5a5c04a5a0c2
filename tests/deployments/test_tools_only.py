"""A deployment with tools and no documents starts and answers its tool questions: nothing
says the knowledge base cannot be searched, because it has none."""

from __future__ import annotations

from pathlib import Path

from bot.kb.retriever import NoDocuments
from bot.llm.scripted import ScriptedModel
from tests.agent.conftest import PassCritic

TOOLS = Path(__file__).resolve().parent.parent / "security" / "shop" / "till_tools.py"


def test_a_tools_only_deployment_answers_from_its_tools(tmp_path, data_dir, monkeypatch, embedder):
    folder = tmp_path / "till"
    folder.mkdir()
    (folder / "deployment.toml").write_text(f'[tools]\npython = ["{TOOLS}"]\n', encoding="utf-8")
    monkeypatch.setenv("GUARDBOT_DEPLOYMENT", str(folder))
    from bot.settings import get_settings, reset_settings
    from bot.store.log import get_log
    from bot.wiring import build_runner

    reset_settings()
    settings = get_settings().model_copy(update={"prompt_profile": "small"})
    runner = build_runner(settings, model=ScriptedModel([]), critic=PassCritic(), log=get_log())
    assert isinstance(runner.retriever, NoDocuments) and runner.retriever.search("x") == []
    result = runner.run_to_end(get_log().start_session(), "What is the status of order 12?")
    assert "shipped" in result.answer and "cannot be searched" not in result.answer
    assert not [s for s in result.steps if s.kind == "error"]
    reset_settings()
