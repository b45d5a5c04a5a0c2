"""Days said in words read as dates (bot.agent.dates), and written into a tool's date
parameters by the planner and over the model's own read call."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.agent import dates

WED = "2027-12-01"  # a Wednesday


def said(question: str, today: str = WED) -> list[tuple[str, str]]:
    return [(s.start.isoformat(), s.end.isoformat()) for s in dates.spans(question, today)]


@pytest.mark.parametrize(
    "question, want",
    [
        ("is the cheese stall on this saturday?", [("2027-12-04", "2027-12-04")]),
        ("is it on saturday", [("2027-12-04", "2027-12-04")]),
        ("which pitches are free next tuesday", [("2027-12-07", "2027-12-07")]),
        ("whos trading at next tuesdays market", [("2027-12-07", "2027-12-07")]),
        ("who sold soaps last saturday?", [("2027-11-27", "2027-11-27")]),
        ("open on wednesday?", [("2027-12-01", "2027-12-01")]),  # today is one
        ("last wednesday", [("2027-11-24", "2027-11-24")]),
        ("is it open tomorrow", [("2027-12-02", "2027-12-02")]),
        ("what came in yesterday", [("2027-11-30", "2027-11-30")]),
        ("inspections next week", [("2027-12-06", "2027-12-12")]),
        ("sales last week", [("2027-11-22", "2027-11-28")]),
        ("a farmers market this month", [("2027-12-01", "2027-12-31")]),
        ("anything next month", [("2028-01-01", "2028-01-31")]),
        ("what about this weekend", [("2027-12-04", "2027-12-05")]),
        ("open on christmas day this year", [("2027-12-25", "2027-12-25")]),
        ("closed at christmas?", [("2027-12-25", "2027-12-25")]),
        ("what about new years day", [("2028-01-01", "2028-01-01")]),
        ("anything on the 14th?", [("2027-12-14", "2027-12-14")]),
        ("deliver by 14 december 2027", [("2027-12-14", "2027-12-14")]),
        ("booked for march 3", [("2028-03-03", "2028-03-03")]),
        ("on 2027-11-02 please", [("2027-11-02", "2027-11-02")]),
    ],
)
def test_a_day_said_in_words_is_counted_from_today(question, want):
    assert said(question) == want


@pytest.mark.parametrize(
    "question",
    [
        "who has pitch 14 on saturdays",  # a habit, not a day
        "who runs the christmas market",  # a thing named after a day
        "the 3rd pitch from the left",
        "a decent 5 stalls",
        "we sat down in the sun",
        "what does the wed stall sell",
    ],
)
def test_words_that_are_no_day_are_not_read_as_one(question):
    assert said(question) == []


def test_next_day_of_the_week_is_that_day_of_next_week_and_last_is_the_most_recent():
    monday = "2027-11-29"
    assert said("next tuesday", monday) == [("2027-12-07", "2027-12-07")]
    assert said("this tuesday", monday) == [("2027-11-30", "2027-11-30")]
    assert said("last sunday", monday) == [("2027-11-28", "2027-11-28")]
    # on a Sunday, "this weekend" is the one now
    assert said("this weekend", "2027-12-05") == [("2027-12-04", "2027-12-05")]
    # a holiday passed this year is next year's; "last christmas" the one before
    assert said("christmas day", "2027-12-28") == [("2028-12-25", "2028-12-25")]
    assert said("last christmas", "2027-12-28") == [("2027-12-25", "2027-12-25")]


def test_a_day_of_the_week_with_its_date_is_that_date():
    assert said("whats booked in on monday the 25th?", "2027-10-13") == [
        ("2027-10-25", "2027-10-25")
    ]
    assert said("friday the 3rd") == [("2027-12-03", "2027-12-03")]
    assert said("saturday 4th please") == [("2027-12-04", "2027-12-04")]
    # a number that is no date of the month: "monday 3 pitches" is Monday and 3 pitches
    assert said("monday 3 pitches") == [("2027-12-06", "2027-12-06")]


def test_two_days_said_are_both_found_in_order():
    assert said("last monday and next friday") == [
        ("2027-11-29", "2027-11-29"),
        ("2027-12-10", "2027-12-10"),
    ]


def test_no_today_means_the_machines_date():
    assert dates.spans("today", "")[0].start == dt.date.today()
    assert dates.spans("today", "not a date")[0].start == dt.date.today()


RANGE = {
    "date_from": {"type": "string", "description": "first day, YYYY-MM-DD"},
    "date_to": {"type": "string", "description": "last day, YYYY-MM-DD"},
    "status": {"type": "string", "enum": ["booked", "done"]},
}
ONE = {"date": {"type": "string", "description": "the market day (YYYY-MM-DD)"}}


def test_a_run_of_days_fills_a_from_to_pair_and_a_day_fills_both_ends():
    out, written = dates.filled(RANGE, {"status": "booked"}, "anything booked next week", WED)
    assert out == {"status": "booked", "date_from": "2027-12-06", "date_to": "2027-12-12"}
    assert sorted(written) == ["date_from", "date_to"]
    out, _ = dates.filled(RANGE, {}, "the night market on friday", WED)
    assert out == {"date_from": "2027-12-03", "date_to": "2027-12-03"}


def test_the_counted_day_replaces_a_miscounted_one_and_a_run_leaves_a_single_date():
    out, written = dates.filled(ONE, {"date": "2027-12-06"}, "on this saturday?", WED)
    assert out == {"date": "2027-12-04"} and written == ["date"]
    out, written = dates.filled(ONE, {"date": "2027-12-08"}, "who trades next week", WED)
    assert out == {"date": "2027-12-08"} and written == []


@pytest.mark.parametrize(
    "question, want",
    [
        ("can we have it from saturday to tuesday?", [("2027-12-04", "2027-12-07")]),
        ("thursday until sunday", [("2027-12-02", "2027-12-05")]),
        ("anything between the 10th and the 12th", [("2027-12-10", "2027-12-12")]),
        ("tomorrow till friday", [("2027-12-02", "2027-12-03")]),
        ("from 20 december to 3 january", [("2027-12-20", "2028-01-03")]),
        # a weekday that would end before the start is the one after it
        ("saturday to monday", [("2027-12-04", "2027-12-06")]),
        # two days not joined into a run stay two days
        ("saturday and sunday", [("2027-12-04", "2027-12-04"), ("2027-12-05", "2027-12-05")]),
    ],
)
def test_two_days_joined_by_till_or_to_are_one_run_of_days(question, want):
    assert said(question) == want


def test_a_run_said_from_one_day_to_another_fills_a_from_to_pair():
    props = {"date_from": {"type": "string"}, "date_to": {"type": "string"}}
    out, written = dates.filled(props, {"date_from": "2027-12-01"}, "friday till sunday?", WED)
    assert out == {"date_from": "2027-12-03", "date_to": "2027-12-05"}
    assert sorted(written) == ["date_from", "date_to"]


def test_no_day_or_two_days_leave_the_arguments_as_they_were():
    for question in ("who sells cheese", "last monday or next friday"):
        out, written = dates.filled(ONE, {"date": "2027-12-06"}, question, WED)
        assert out == {"date": "2027-12-06"} and written == []


def test_what_is_not_a_date_parameter_is_left_alone():
    props = {
        "window": {"type": "string", "description": "how far back, like 30 days"},
        "start_time": {"type": "string"},
        "weekday": {"type": "string", "enum": ["Monday", "Tuesday"]},
        "count": {"type": "integer", "description": "how many days"},
        "query": {"type": "string", "description": "words to look for"},
    }
    out, written = dates.filled(props, {"query": "x"}, "this saturday", WED)
    assert out == {"query": "x"} and written == []


def test_the_planner_fills_a_date_and_a_from_to_pair_with_the_day_said():
    from bot.agent.plan import Planner
    from tools.catalog import ToolCatalog
    from tools.registry import ToolRegistry

    def market_day(date: str) -> dict:
        """Who trades on one market day.

        Args:
            date: the market day, YYYY-MM-DD.
        """
        return {}

    def market_events(date_from: str | None = None, date_to: str | None = None) -> list:
        """Special markets and closures between two dates.

        Args:
            date_from: first day, YYYY-MM-DD (default today).
            date_to: last day, YYYY-MM-DD.
        """
        return []

    registry = ToolRegistry()
    registry.register(market_day)
    registry.register(market_events)
    planner = Planner(registry, ToolCatalog(registry, today=WED), embed=None)

    def args(question: str, tool: str) -> dict:
        return next(p for p in planner.plans(question) if p.tool == tool).arguments

    assert args("who is trading at the market this saturday", "market_day") == {
        "date": "2027-12-04"
    }
    assert args("any special events next week", "market_events") == {
        "date_from": "2027-12-06",
        "date_to": "2027-12-12",
    }
    # an ISO date is still read as written
    assert args("who trades on 2027-12-11", "market_day") == {"date": "2027-12-11"}
