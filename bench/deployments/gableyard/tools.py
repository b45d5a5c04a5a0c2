"""Gable Yard Playhouse box office tools (Python form): the functions of gableyard_data.py,
marked as guardbot tools, with the values their id parameters take."""

from pathlib import Path

from tools.registry import load_module, tool

data = load_module(str(Path(__file__).resolve().parent / "gableyard_data.py"))

get_patron = tool(values={"patron_id": data.patron_names})(data.get_patron)
patron_bookings = tool(values={"patron_id": data.patron_names})(data.patron_bookings)
get_booking = tool()(data.get_booking)
get_performance = tool(values={"performance_id": data.performance_labels})(data.get_performance)
whats_on = tool(values={"production_code": data.production_titles})(data.whats_on)
search_productions = tool()(data.search_productions)
get_production = tool(values={"code": data.production_titles})(data.get_production)
get_staff_member = tool(values={"staff_id": data.staff_names})(data.get_staff_member)
