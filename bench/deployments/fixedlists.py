"""The fixed lists that seed a deployment's rows (names, subjects, plans...), kept as data in
the JSON file ``fixed_lists.json`` beside its module rather than written in its code (issue 48:
no block of six or more lines written again between the deployments; data files do not count).

It imports nothing of guardbot, so a module that an MCP server loads without guardbot on the
path can use it (``toolkit.fixed`` is the same function):

    PLANS, TOWNS = toolkit.fixed(__file__)  # the file's lists, in its order

Each is given back as the module wrote it: a list or a dict (whose keys are strings), each
array inside it a tuple, so the values, their order and the random draws made from them are
the same as before they moved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FILE_NAME = "fixed_lists.json"


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def _outer(value: Any) -> Any:
    if isinstance(value, list):
        return [_tuples(v) for v in value]
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return value


def load(module_file: str) -> list[Any]:
    """Every list of the ``fixed_lists.json`` beside ``module_file`` (a module's
    ``__file__``), in the file's order."""
    data = json.loads((Path(module_file).parent / FILE_NAME).read_text(encoding="utf-8"))
    return [_outer(value) for value in data.values()]
