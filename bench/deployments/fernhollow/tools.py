"""Fernhollow Nurseries' wholesale lookups as guardbot Python tools.

The functions, their docstrings and their data live in ``fernhollow_data.py`` beside this
file (shared with the MCP deployment ``../fernhollowmcp``); here each one is marked ``@tool``
with the values its id parameter takes. A tool module is loaded by its path with no package
around it, so the data module is loaded the same way.
"""

from __future__ import annotations

from pathlib import Path

from tools.registry import load_module, tool

data = load_module(str(Path(__file__).resolve().parent / "fernhollow_data.py"))

get_account = tool(values={"account_id": data.account_names})(data.get_account)
account_orders = tool(values={"account_id": data.account_names})(data.account_orders)
get_order = tool(values={"order_id": data.order_numbers})(data.get_order)
get_invoice = tool(values={"invoice_number": data.invoice_numbers})(data.get_invoice)
search_plants = tool()(data.search_plants)
get_plant = tool(values={"sku": data.plant_skus})(data.get_plant)
get_staff_member = tool(values={"staff_id": data.staff_names})(data.get_staff_member)
