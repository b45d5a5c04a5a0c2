"""A deployment is data: one TOML file that names the assistant, its documents and its tools.

    deployment = load_deployment("deployments/mystore/deployment.toml")   # or its folder
    deployment.assistant.title            # the page title
    deployment.knowledge_bases[0].path    # a folder of documents, resolved
    deployment.check()                    # what it would load, and what is wrong with it

The engine reads a deployment and never names one; the default one is the folder the
settings point at (``GUARDBOT_DEPLOYMENT``; ``make run`` uses the demo folder). The file's
format is in ``docs/DEPLOYMENTS.md``. Paths in the file are relative to the file's folder;
secrets are written as ``${ENV_VAR}`` and read from the environment when used, never stored
in the object's ``to_dict()`` or a log.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FILE_NAME = "deployment.toml"
_ENV_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


class DeploymentError(ValueError):
    """The deployment file cannot be used; the message says what to fix."""


@dataclass
class Assistant:
    name: str = "guardbot"
    company: str = ""
    title: str = ""  # the page title (default: "<company> help" or the name)
    greeting: str = ""
    placeholder: str = "Type your question"
    persona: str = ""  # one line for the system prompt ("the help-centre assistant of X")
    documents: str = "documents"  # what the documents are called ("the help centre")

    def page_title(self) -> str:
        return self.title or (f"{self.company} help" if self.company else self.name)

    def persona_line(self) -> str:
        if self.persona:
            return self.persona
        return f"the assistant of {self.company}" if self.company else "a helpful assistant"


@dataclass
class KnowledgeBase:
    name: str
    path: Path
    chunk_strategy: str | None = None
    keep_html: bool | None = None


@dataclass
class McpServer:
    """An MCP server: ``command`` + ``args`` (stdio) or ``url`` (streamable HTTP)."""

    name: str
    command: str | None = None
    args: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)  # values may be ${ENV_VAR}
    cwd: Path | None = None
    url: str | None = None
    headers: dict[str, str] = field(default_factory=dict)  # values may be ${ENV_VAR}
    timeout: float = 30.0
    writes: list[str] = field(default_factory=list)  # its tools that change something
    # its tools that only read: every other tool of an MCP server counts as changing
    # something unless the server marks it readOnlyHint
    read_only: list[str] = field(default_factory=list)

    @property
    def transport(self) -> str:
        return "stdio" if self.command else "http"

    def resolved_env(self) -> dict[str, str]:
        return {k: expand_env(v) for k, v in self.env.items()}

    def resolved_headers(self) -> dict[str, str]:
        return {k: expand_env(v) for k, v in self.headers.items()}

    def to_dict(self) -> dict[str, Any]:
        """What it is, without the values of its secrets (only the variables' names)."""
        return {
            "name": self.name,
            "transport": self.transport,
            "command": self.command,
            "args": self.args,
            "url": self.url,
            "env": sorted(self.env),
            "headers": sorted(self.headers),
        }


AUDIENCES = ("anonymous", "signed_in", "staff")


@dataclass
class ToolOptions:
    """A deployment's word on one tool (``[tools.options.NAME]``), Python or MCP alike."""

    writes: bool | None = None  # True: changes something (asks for a yes); False: only reads
    audience: list[str] | None = None  # who may use it: anonymous, signed_in, staff
    examples: list[str] | None = None  # questions it answers (added to its own)
    # per parameter, the values it takes: a list (plain values, or {value, label} tables),
    # or another tool's call {tool = "NAME", arguments = {...}, value = "field", label = "field"}
    values: dict[str, Any] | None = None
    # a parameter guardbot fills with the signed-in user's identity (hidden from the model,
    # never taken from the question), as ``@tool(identity=...)`` does for Python tools
    identity: str | None = None

    def __post_init__(self) -> None:
        if self.identity is not None and not (isinstance(self.identity, str) and self.identity):
            raise DeploymentError("identity: the name of the parameter that takes the user")
        if self.examples is not None and not (
            isinstance(self.examples, list) and all(isinstance(e, str) for e in self.examples)
        ):
            raise DeploymentError("examples: a list of questions (strings)")
        for param, listed in (self.values or {}).items():
            if isinstance(listed, list):
                continue
            if not (isinstance(listed, dict) and isinstance(listed.get("tool"), str)):
                raise DeploymentError(
                    f"values.{param}: a list of values, or a call: "
                    '{ tool = "NAME", value = "field", label = "field" }'
                )
            unknown = sorted(set(listed) - {"tool", "arguments", "value", "label"})
            if unknown:
                raise DeploymentError(
                    f"values.{param}: unknown key(s) {unknown}; known: tool, arguments, value, "
                    "label"
                )
        if self.audience is not None:
            unknown = sorted(set(self.audience) - set(AUDIENCES))
            if unknown or not isinstance(self.audience, list):
                raise DeploymentError(
                    f"audience {self.audience!r}: a list of {', '.join(AUDIENCES)}"
                )


@dataclass
class Hours:
    """When a person answers (the hand-over says so outside these hours)."""

    days: list[str] = field(default_factory=lambda: ["mon", "tue", "wed", "thu", "fri"])
    start: str = "09:00"
    end: str = "17:00"
    timezone: str = "UTC"


@dataclass
class Deployment:
    name: str
    folder: Path
    file: Path | None = None
    assistant: Assistant = field(default_factory=Assistant)
    knowledge_bases: list[KnowledgeBase] = field(default_factory=list)
    tool_modules: list[str] = field(default_factory=list)  # dotted paths or .py files
    mcp_servers: list[McpServer] = field(default_factory=list)
    tool_options: dict[str, ToolOptions] = field(default_factory=dict)  # per tool, by name
    prompts_dir: Path | None = None  # prompt overrides: a file here replaces the shared one
    settings: dict[str, Any] = field(default_factory=dict)  # guardbot settings, lowest priority
    hours: Hours | None = None

    def kb(self, name: str | None = None) -> KnowledgeBase | None:
        for kb in self.knowledge_bases:
            if name is None or kb.name == name:
                return kb
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "file": str(self.file) if self.file else None,
            "assistant": self.assistant.__dict__,
            "knowledge_bases": [
                {"name": k.name, "path": str(k.path), "chunk_strategy": k.chunk_strategy}
                for k in self.knowledge_bases
            ],
            "tool_modules": self.tool_modules,
            "mcp_servers": [m.to_dict() for m in self.mcp_servers],
            "tool_options": {k: v.__dict__ for k, v in self.tool_options.items()},
            "prompts_dir": str(self.prompts_dir) if self.prompts_dir else None,
            "settings": sorted(self.settings),
        }

    def check(self) -> list[str]:
        """What is wrong with it that loading would only find later (missing folders)."""
        problems = []
        for kb in self.knowledge_bases:
            if not kb.path.is_dir():
                problems.append(f"knowledge base {kb.name!r}: no folder {kb.path}")
        for module in self.tool_modules:
            if module.endswith(".py") and not (self.folder / module).is_file():
                problems.append(f"tool module {module!r}: no file {self.folder / module}")
        if self.prompts_dir is not None and not self.prompts_dir.is_dir():
            problems.append(f"prompts: no folder {self.prompts_dir}")
        for server in self.mcp_servers:
            for value in [*server.env.values(), *server.headers.values()]:
                for var in _ENV_REF.findall(value):
                    if var not in os.environ:
                        problems.append(f"MCP server {server.name!r}: ${{{var}}} is not set")
        return problems


def expand_env(value: str) -> str:
    """``${VAR}`` replaced by the environment's value (a missing one says how to fix it)."""

    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in os.environ:
            raise DeploymentError(f"the environment variable {name} is not set")
        return os.environ[name]

    return _ENV_REF.sub(sub, value)


def empty(folder: Path | None = None) -> Deployment:
    """A deployment with no documents and no tools (nothing configured)."""
    return Deployment(name="default", folder=(folder or Path.cwd()).resolve())


def deployment_of(settings: Any) -> Deployment:
    """The settings' deployment (an empty one when none is named); a broken file raises
    ``DeploymentError`` saying what to fix."""
    if not settings.deployment:
        return empty()
    try:
        return load_deployment(settings.deployment)
    except DeploymentError as exc:
        raise DeploymentError(f"{exc} (GUARDBOT_DEPLOYMENT or --deployment)") from exc


def load_deployment(path: Path | str) -> Deployment:
    """The deployment in ``path`` (a TOML file, or a folder holding ``deployment.toml``)."""
    path = Path(path).expanduser()
    file = path / FILE_NAME if path.is_dir() else path
    if not file.is_file():
        raise DeploymentError(f"no deployment file at {file}")
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise DeploymentError(f"{file}: cannot be read as TOML: {exc}") from exc
    return from_dict(data, folder=file.parent.resolve(), file=file.resolve())


def from_dict(data: dict[str, Any], *, folder: Path, file: Path | None = None) -> Deployment:
    known = {"name", "assistant", "knowledge_bases", "tools", "prompts", "settings", "hours"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise DeploymentError(f"unknown section(s) {', '.join(unknown)}; known: {sorted(known)}")
    assistant = _table(Assistant, data.get("assistant") or {}, "assistant")
    kbs = [_knowledge_base(item, folder) for item in _list(data, "knowledge_bases")]
    names = [kb.name for kb in kbs]
    if len(set(names)) != len(names):
        raise DeploymentError(f"two knowledge bases share a name: {names}")
    tools = data.get("tools") or {}
    if not isinstance(tools, dict):
        raise DeploymentError("[tools] must be a table with python = [...] and [[tools.mcp]]")
    unknown_keys = sorted(set(tools) - {"python", "mcp", "options"})
    if unknown_keys:
        raise DeploymentError(
            f"[tools]: unknown key(s) {unknown_keys}; known: mcp, options, python"
        )
    modules = [str(m) for m in (tools.get("python") or [])]
    servers = [_mcp(item, folder) for item in (tools.get("mcp") or [])]
    options = _tool_options(tools.get("options") or {})
    prompts = (data.get("prompts") or {}).get("path")
    hours = _table(Hours, data["hours"], "hours") if data.get("hours") else None
    settings = data.get("settings") or {}
    if not isinstance(settings, dict):
        raise DeploymentError("[settings] must be a table of guardbot settings")
    return Deployment(
        name=str(data.get("name") or folder.name),
        folder=folder,
        file=file,
        assistant=assistant,
        knowledge_bases=kbs,
        tool_modules=modules,
        mcp_servers=servers,
        tool_options=options,
        prompts_dir=(folder / prompts).resolve() if prompts else None,
        settings=dict(settings),
        hours=hours,
    )


def _list(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    items = data.get(key) or []
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise DeploymentError(f"[[{key}]] must be a list of tables")
    return items


def _table(cls: Any, data: dict[str, Any], where: str) -> Any:
    fields = set(cls.__dataclass_fields__)
    unknown = sorted(set(data) - fields)
    if unknown:
        raise DeploymentError(f"[{where}]: unknown key(s) {unknown}; known: {sorted(fields)}")
    return cls(**data)


def _knowledge_base(item: dict[str, Any], folder: Path) -> KnowledgeBase:
    if "name" not in item or "path" not in item:
        raise DeploymentError("each [[knowledge_bases]] needs a name and a path")
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_-]{0,40}", str(item["name"])):
        raise DeploymentError(f"knowledge base name {item['name']!r}: letters, digits, - and _")
    kb = _table(KnowledgeBase, item, "knowledge_bases")
    kb.path = (folder / kb.path).resolve()
    return kb


def _tool_options(data: Any) -> dict[str, ToolOptions]:
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise DeploymentError(
            "[tools.options.NAME] must be tables: writes, audience, examples, values"
        )
    return {
        str(name): _table(ToolOptions, item, f"tools.options.{name}") for name, item in data.items()
    }


def _mcp(item: dict[str, Any], folder: Path) -> McpServer:
    server = _table(McpServer, item, "tools.mcp")
    if bool(server.command) == bool(server.url):
        raise DeploymentError(f"MCP server {server.name!r}: give either command or url")
    server.cwd = (folder / server.cwd).resolve() if server.cwd else folder
    both = sorted(set(server.writes) & set(server.read_only))
    if both:
        raise DeploymentError(f"MCP server {server.name!r}: {both} in both writes and read_only")
    return server
