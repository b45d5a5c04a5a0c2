"""Turn leases: a worker's running turns carry its lease; another worker closes a pending turn
whose lease lapsed (its worker was killed), never a live one or its own."""

import time

import pytest

from bot.store.leases import LAPSED, TurnLeases
from bot.store.log import PayloadLog


@pytest.fixture
def shared_log(tmp_path):
    """Two workers' views of one payload log (two engines on one database)."""
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    first, second = PayloadLog(url), PayloadLog(url)
    yield first, second
    first.close()
    second.close()


def test_a_started_turn_carries_the_workers_lease_until_it_finishes(shared_log):
    log, _ = shared_log
    leases = TurnLeases(log, ttl_s=30)
    log.use_leases(leases)
    sid = log.start_session(channel="test")
    tid = log.start_turn(sid, "hello")
    row = log.get("turns", tid)
    assert row["lease_owner"] == leases.owner
    assert row["lease_until"] > time.time() + 20
    assert leases.held == [tid]
    log.finish_turn(tid, outcome="answered", final_answer="hi")
    assert leases.held == []


def test_a_killed_workers_turn_is_closed_by_a_survivor_and_a_live_one_is_not(shared_log):
    dead_log, live_log = shared_log
    dead = TurnLeases(dead_log, ttl_s=30)
    dead_log.use_leases(dead)
    survivor = TurnLeases(live_log, ttl_s=30)
    live_log.use_leases(survivor)
    sid = dead_log.start_session(channel="test")
    orphan = dead_log.start_turn(sid, "asked the worker that dies")
    mine = live_log.start_turn(sid, "asked the survivor")
    # the dead worker renews nothing: one ttl later its lease has lapsed, the survivor's not
    later = time.time() + 31
    survivor.renew()
    assert survivor.close_lapsed(now=later) == [orphan]
    row = live_log.get("turns", orphan)
    assert row["outcome"] == "error" and row["error"] == LAPSED and row["finished_at"] == later
    assert live_log.get("turns", mine)["outcome"] == "pending"  # a worker never closes its own
    assert survivor.close_lapsed(now=later) == []  # once


def test_renewing_keeps_a_slow_turn_open(shared_log):
    log, other_log = shared_log
    leases = TurnLeases(log, ttl_s=0.5)
    log.use_leases(leases)
    other = TurnLeases(other_log, ttl_s=0.5)
    sid = log.start_session(channel="test")
    tid = log.start_turn(sid, "a slow question")
    time.sleep(0.6)
    assert leases.renew() == 1
    assert other.close_lapsed() == []
    assert log.get("turns", tid)["outcome"] == "pending"


def test_a_turn_without_a_lease_is_left_to_start_up_recovery(shared_log):
    log, other_log = shared_log
    sid = log.start_session(channel="test")
    tid = log.start_turn(sid, "written by a process without leases")
    assert log.get("turns", tid)["lease_until"] is None
    assert TurnLeases(other_log, ttl_s=1).close_lapsed(now=time.time() + 3600) == []


def test_the_sweep_thread_closes_lapsed_turns_by_itself(shared_log):
    dead_log, live_log = shared_log
    dead_log.use_leases(TurnLeases(dead_log, ttl_s=0.3))
    sid = dead_log.start_session(channel="test")
    orphan = dead_log.start_turn(sid, "never finished")
    survivor = TurnLeases(live_log, ttl_s=0.3)
    survivor.start()
    try:
        deadline = time.time() + 30
        while live_log.get("turns", orphan)["outcome"] == "pending":
            assert time.time() < deadline, "the sweep never closed the lapsed turn"
            time.sleep(0.05)
    finally:
        survivor.stop()
    assert survivor.closed == 1


def test_a_sessions_turns_wait_for_the_one_another_worker_is_running(shared_log):
    """One conversation's requests reach two workers: the second worker's turn starts only
    after the first worker's turn of that session ended, and sees its answer."""
    from tests.ui.fakes import FakeRunner
    from ui.jobs import TurnJobs

    first_log, second_log = shared_log
    first_log.use_leases(TurnLeases(first_log, ttl_s=30))
    second_log.use_leases(TurnLeases(second_log, ttl_s=30))
    sid = first_log.start_session(channel="ui")
    running = first_log.start_turn(sid, "asked the first worker")  # the first worker's turn
    runner = FakeRunner(second_log)
    jobs = TurnJobs(runner_factory=lambda: runner, log=second_log)
    try:
        job = jobs.submit(sid, "asked the second worker")
        with job.cond:  # it waits on the first worker's turn, not on time
            assert not job.cond.wait_for(lambda: job.done, timeout=1.0)
        assert runner.calls == []
        first_log.finish_turn(running, outcome="answered", final_answer="the first answer")
        with job.cond:
            assert job.cond.wait_for(lambda: job.done, timeout=60)
        assert runner.calls[0][2] == [
            {"role": "user", "content": "asked the first worker"},
            {"role": "assistant", "content": "the first answer"},
        ]
    finally:
        jobs.shutdown()
