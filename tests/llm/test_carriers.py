"""Carried models are assembled once per machine from their parts, checked by size and
sha256 before use, never used half-written, and a broken or missing part says how to fix it."""

from __future__ import annotations

import hashlib
import sys
import threading

import pytest

from bot.llm import carriers
from bot.llm.base import ModelFileError


@pytest.fixture
def parts(tmp_path, monkeypatch):
    """Three part modules on sys.path, and a carrier made of them."""
    root = tmp_path / "site"
    blobs = [b"GGUF" + bytes(range(256)) * 40, b"middle" * 5000, b"tail-bytes"]
    for i, blob in enumerate(blobs, start=1):
        package = root / f"fakepart{i}"
        (package / "data").mkdir(parents=True)
        (package / "data" / f"part{i}.bin").write_bytes(blob)
        (package / "__init__.py").write_text(
            "import os\n\ndef get_part_path():\n"
            f"    return os.path.join(os.path.dirname(__file__), 'data', 'part{i}.bin')\n"
        )
    monkeypatch.syspath_prepend(str(root))
    whole = b"".join(blobs)
    carrier = carriers.Carrier(
        name="fake-model",
        file_name="fake.gguf",
        parts=("fakepart1", "fakepart2", "fakepart3"),
        sha256=hashlib.sha256(whole).hexdigest(),
        size=len(whole),
        install="pip install fakeparts",
    )
    monkeypatch.setitem(carriers.CARRIERS, carrier.name, carrier)
    yield carrier, whole, root
    for name in carrier.parts:
        sys.modules.pop(name, None)


def test_parts_are_assembled_checked_and_noted(parts, tmp_path):
    carrier, whole, _ = parts
    cache = tmp_path / "cache"
    path = carriers.model_file(carrier.name, cache=cache)
    assert path == cache / "fake.gguf" and path.read_bytes() == whole
    note = (cache / "fake.gguf.sha256").read_text().split()
    assert note[0] == carrier.sha256 and int(note[1]) == len(whole)
    assert not (cache / "fake.gguf.partial").exists()


def test_a_second_start_does_not_hash_again(parts, tmp_path, monkeypatch):
    carrier, _, _ = parts
    cache = tmp_path / "cache"
    carriers.model_file(carrier.name, cache=cache)
    monkeypatch.setattr(carriers, "sha256_of", lambda path: pytest.fail("hashed again"))
    assert carriers.model_file(carrier.name, cache=cache).is_file()


def test_a_changed_file_is_assembled_again(parts, tmp_path):
    carrier, whole, _ = parts
    cache = tmp_path / "cache"
    path = carriers.model_file(carrier.name, cache=cache)
    path.write_bytes(b"X" * len(whole))  # same size, other bytes (and a new mtime)
    again = carriers.model_file(carrier.name, cache=cache)
    assert again.read_bytes() == whole


def test_parts_that_do_not_make_the_file_are_refused(parts, tmp_path):
    carrier, _, root = parts
    (root / "fakepart2" / "data" / "part2.bin").write_bytes(b"corrupted")
    with pytest.raises(
        ModelFileError, match="do not make the expected file.*pip install fakeparts"
    ):
        carriers.model_file(carrier.name, cache=tmp_path / "cache")
    assert not (tmp_path / "cache" / "fake.gguf").exists()  # nothing half-made is left to use


def test_missing_parts_say_how_to_install_them(parts, tmp_path, monkeypatch):
    carrier, _, _ = parts
    broken = carriers.Carrier(**{**carrier.__dict__, "parts": ("fakepart1", "no_such_part")})
    monkeypatch.setitem(carriers.CARRIERS, carrier.name, broken)
    with pytest.raises(ModelFileError, match="not installed.*pip install fakeparts"):
        carriers.model_file(carrier.name, cache=tmp_path / "cache")


def test_two_processes_at_once_assemble_it_once(parts, tmp_path, monkeypatch):
    carrier, whole, _ = parts
    made = []
    assemble = carriers._assemble

    def counted(c, target):
        made.append(target)
        assemble(c, target)

    monkeypatch.setattr(carriers, "_assemble", counted)
    cache = tmp_path / "cache"
    threads = [
        threading.Thread(target=carriers.model_file, args=(carrier.name,), kwargs={"cache": cache})
        for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(made) == 1 and (cache / "fake.gguf").read_bytes() == whole


def test_an_unknown_name_lists_the_carried_models(tmp_path):
    with pytest.raises(ModelFileError, match="qwen2.5-coder-1.5b"):
        carriers.model_file("gpt-5", cache=tmp_path)


def test_the_default_model_is_the_packaged_1_5b():
    assert carriers.DEFAULT_MODEL == "qwen2.5-coder-1.5b"
    assert carriers.QWEN_1_5B.size == 1_117_320_768
    assert carriers.QWEN_1_5B.sha256.startswith("cc324af070c2")
    assert len(carriers.QWEN_1_5B.parts) == 22
