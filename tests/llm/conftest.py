from __future__ import annotations

import pytest

from tests.llm.fake_openai import FakeOpenAI


@pytest.fixture
def fake_openai():
    server = FakeOpenAI().start()
    yield server
    server.stop()
