"""Fixtures of the security tests: the API server of tests/api (a real server on 127.0.0.1)."""

from __future__ import annotations

from tests.api.conftest import api, api_server  # noqa: F401 - fixtures used by these tests
from tests.security.shopkit import shop, shop_runner, shop_tools  # noqa: F401
