"""A deployment is data: the file format, what ``guardbot deployment check`` says, and an
engine that names no deployment (the demo's words appear only in its own folder)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.deployment import DeploymentError, load_deployment
from bot.settings import PROJECT_ROOT
from tests.demo_deployment import DEMO

ENGINE = [PROJECT_ROOT / p for p in ("bot", "tools", "ui", "prompts")]


def write(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "deployment.toml").write_text(text, encoding="utf-8")
    return folder


def test_every_section_is_read_and_paths_are_relative_to_the_file(tmp_path, monkeypatch):
    monkeypatch.setenv("CRM_TOKEN", "s3cr3t-value")
    folder = write(
        tmp_path / "shop",
        """
name = "shop"
[assistant]
company = "Bramble Books"
placeholder = "Ask about orders"
[[knowledge_bases]]
name = "faq"
path = "docs"
[tools]
python = ["shop_tools.py", "mypackage.tools"]
[[tools.mcp]]
name = "crm"
url = "http://127.0.0.1:9/mcp"
headers = { Authorization = "Bearer ${CRM_TOKEN}" }
writes = ["update_contact"]
[prompts]
path = "prompts"
[settings]
top_k = 7
[hours]
days = ["mon"]
""",
    )
    deployment = load_deployment(folder)
    assert deployment.assistant.page_title() == "Bramble Books help"
    assert deployment.knowledge_bases[0].path == (folder / "docs").resolve()
    assert deployment.tool_modules == ["shop_tools.py", "mypackage.tools"]
    server = deployment.mcp_servers[0]
    assert server.transport == "http" and server.resolved_headers() == {
        "Authorization": "Bearer s3cr3t-value"
    }
    assert "s3cr3t" not in str(deployment.to_dict())  # secrets by name only
    assert deployment.settings == {"top_k": 7} and deployment.hours.days == ["mon"]
    problems = deployment.check()
    assert any("no folder" in p and "docs" in p for p in problems)
    assert any("shop_tools.py" in p for p in problems)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[assistant]\ncolour = 'red'\n", "unknown key"),
        ("[widgets]\n", "unknown section"),
        ("[[knowledge_bases]]\nname = 'x'\n", "needs a name and a path"),
        ("[[tools.mcp]]\nname = 'x'\n", "either command or url"),
        ("this is = = not toml", "cannot be read as TOML"),
    ],
)
def test_a_broken_file_says_what_to_fix(tmp_path, text, message):
    with pytest.raises(DeploymentError, match=message):
        load_deployment(write(tmp_path / "d", text))
    with pytest.raises(DeploymentError, match="no deployment file"):
        load_deployment(tmp_path / "nowhere")


def test_the_deployments_settings_are_defaults_the_environment_overrides(
    tmp_path, monkeypatch, data_dir
):
    from bot.settings import Settings

    folder = write(tmp_path / "d", "[settings]\ntop_k = 9\nworkspace = 'north'\n")
    monkeypatch.setenv("GUARDBOT_DEPLOYMENT", str(folder))
    assert Settings().top_k == 9 and Settings().workspace == "north"
    monkeypatch.setenv("GUARDBOT_TOP_K", "2")
    assert Settings().top_k == 2


def test_a_deployment_fixed_in_time_pins_the_date_its_questions_are_read_against(
    tmp_path, monkeypatch, data_dir
):
    from bot.settings import Settings
    from bot.wiring import today_of

    folder = write(tmp_path / "d", "[settings]\ntoday = '2027-07-22'\n")
    monkeypatch.setenv("GUARDBOT_DEPLOYMENT", str(folder))
    assert today_of(Settings()) == "2027-07-22"
    monkeypatch.delenv("GUARDBOT_DEPLOYMENT")
    assert today_of(Settings()) != "2027-07-22"  # the clock's date without it


def test_a_deployment_without_the_demos_tools_has_none_of_them(tmp_path, data_dir):
    from bot.settings import get_settings
    from bot.wiring import default_registry

    folder = write(tmp_path / "empty", "[assistant]\ncompany = 'Nobody'\n")
    settings = get_settings().model_copy(update={"deployment": folder})
    assert default_registry(settings).names() == []


def test_deployment_check_says_what_it_loads_and_what_is_wrong(tmp_path, data_dir):
    from bot.cli import app, register

    register(["deployment"])
    runner = CliRunner()
    ok = runner.invoke(
        app, ["deployment", "check", str(PROJECT_ROOT / "tests/deployments/greenhouse")]
    )
    assert ok.exit_code == 0, ok.output
    assert "greenhouse_reading" in ok.output and "changes data" in ok.output
    assert "guide:" in ok.output and "No problems found." in ok.output
    folder = write(tmp_path / "bad", "[tools]\npython = ['missing.py']\n")
    bad = runner.invoke(app, ["deployment", "check", str(folder)])
    assert bad.exit_code == 1 and "missing.py" in bad.output


def _demo_words() -> set[str]:
    """The demo's own names: its company, tools, their parameters and listed values."""
    from bot.settings import get_settings
    from tools.registry import ToolRegistry

    registry = ToolRegistry()
    registry.register_module("workspace_tools.py", base=DEMO)
    registry.prepare()
    words = {load_deployment(DEMO).assistant.company, *registry.names()}
    for spec in registry.specs():
        words |= set(spec.parameters.get("properties", {})) - {"name", "since", "limit"}
        for param in spec.values:
            words |= {str(v) for v, _ in registry.values(spec.name, param)}
    assert get_settings() is not None and len(words) > 60
    # its names, not English: ids, snake_case names, proper names ("login" or "owner" may
    # appear in any engine)
    return {w for w in words if len(w) >= 5 and not re.fullmatch(r"[a-z]+", w)}


def test_the_engine_names_no_demo_word(data_dir):
    words = _demo_words()
    pattern = re.compile(
        r"(?<![\w-])("
        + "|".join(re.escape(w) for w in sorted(words, key=len)[::-1])
        + r")(?![\w-])",
        re.IGNORECASE,
    )
    found = []
    for root in ENGINE:
        for path in root.rglob("*"):
            if (
                path.suffix not in (".py", ".txt", ".json", ".md", ".html")
                or "models" in path.parts
            ):
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if hit := pattern.search(line):
                    found.append(f"{path.relative_to(PROJECT_ROOT)}:{n}: {hit.group(0)}")
    assert found == [], "\n".join(found[:40])


def test_deployment_check_notes_a_record_named_in_examples_that_lists_no_values(tmp_path, data_dir):
    """A tool taught with a question that names a member ("Ada Byron") but whose member_id
    lists no values cannot be reached by such a question: check says so, and says nothing
    once the values are listed."""
    from typer.testing import CliRunner

    from bot.cli import app, register

    register(["deployment"])
    module = '''
from tools.registry import tool


def members():
    return [(1, "Ada Byron"), (2, "Alan Turing")]


@tool()
def get_member(member_id: int) -> dict:
    """A member's phone number.

    Args:
        member_id: the member number, e.g. 1.

    Examples:
        What's Ada Byron's phone number?
    """
    return {"member_id": member_id, "phone": "555-0100"}
'''
    folder = write(tmp_path / "club", "[tools]\npython = ['club.py']\n")
    (folder / "club.py").write_text(module, encoding="utf-8")
    bare = CliRunner().invoke(app, ["deployment", "check", str(folder)])
    assert bare.exit_code == 0, bare.output
    assert "note: member_id lists no values" in bare.output
    taught = write(tmp_path / "taught", "[tools]\npython = ['taught_club.py']\n")
    (taught / "taught_club.py").write_text(
        module.replace("@tool()", '@tool(values={"member_id": members})'), encoding="utf-8"
    )
    listed = CliRunner().invoke(app, ["deployment", "check", str(taught)])
    assert listed.exit_code == 0, listed.output
    assert "lists member_id (2)" in listed.output and "note:" not in listed.output


def test_deployment_check_says_the_documents_language_and_asks_for_it_when_unlisted(tmp_path):
    """Documents in a language the deployment does not list would be held back as text
    nobody reads (bot.language): check says so before start-up, and listing it is enough."""
    from bot.cli import app, register

    register(["deployment"])
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "horaires.md").write_text(
        "# Horaires\n\nLa boutique est ouverte du lundi au samedi de neuf heures à dix-neuf "
        "heures, et le dimanche matin pendant les fêtes de fin d'année.\n\nLes retours sont "
        "acceptés pendant trente jours avec le ticket de caisse et l'emballage d'origine.\n",
        encoding="utf-8",
    )
    base = "[assistant]\ncompany = 'Boutique'\n[[knowledge_bases]]\nname = 'aide'\npath = 'docs'\n"
    runner = CliRunner()
    unlisted = runner.invoke(app, ["deployment", "check", str(write(tmp_path, base))])
    assert unlisted.exit_code == 1 and "written in 'fr'" in unlisted.output
    listed = write(tmp_path, base + "[settings]\nlanguages = ['fr', 'en']\n")
    ok = runner.invoke(app, ["deployment", "check", str(listed)])
    assert ok.exit_code == 0 and "written in fr" in ok.output, ok.output
