"""Wrenbury Veterinary Practice's eight read-only tools for guardbot: the functions of
``wrenbury_data.py`` (loaded from its file beside this one), each marked ``@tool`` with the
listers of the values its id parameters take. A missing record raises ``ToolError``."""

from __future__ import annotations

import functools
from pathlib import Path

from tools.registry import load_module, tool

data = load_module("wrenbury_data.py", base=Path(__file__).parent)


def _marked(fn):  # noqa: ANN001, ANN202
    @functools.wraps(fn)
    def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        return fn(*args, **kwargs)

    call.__module__ = __name__
    return tool(values=data.VALUES.get(fn.__name__, {}))(call)


get_client = _marked(data.get_client)
client_appointments = _marked(data.client_appointments)
get_pet = _marked(data.get_pet)
get_appointment = _marked(data.get_appointment)
get_staff_member = _marked(data.get_staff_member)
search_treatments = _marked(data.search_treatments)
get_treatment = _marked(data.get_treatment)
get_prescription = _marked(data.get_prescription)
