"""A serving worker writes a turn's steps beside the turn (``bot.store.stepwriter``): in
order, all of them in the log by the time the turn is finished."""

import threading

from bot.store.log import PayloadLog
from bot.store.stepwriter import StepWriter


def test_deferred_steps_are_all_in_the_log_once_the_turn_is_finished(tmp_path):
    log = PayloadLog(f"sqlite:///{tmp_path / 'log.db'}")
    log.defer_steps()
    sid = log.start_session(channel="test")
    tid = log.start_turn(sid, "hello")
    for i in range(25):
        log.record_step(tid, i, "note", {"i": i})
    log.finish_turn(tid, outcome="answered", final_answer="hi")
    rows = log.rows("steps", where={"turn_id": tid}, order_by="id")
    assert [r["idx"] for r in rows] == list(range(25))
    log.close()


def test_flush_waits_for_the_rows_being_written():
    started, release = threading.Event(), threading.Event()
    written: list[int] = []

    def write_many(rows):
        started.set()
        assert release.wait(60)
        written.extend(r["idx"] for r in rows)

    writer = StepWriter(write_many)
    writer.put({"turn_id": "t1", "idx": 0})
    assert started.wait(60)
    assert not writer.flush("t1", timeout=0.2)  # still being written
    release.set()
    assert writer.flush("t1", timeout=60) and written == [0]
    assert writer.flush("another turn", timeout=0)  # nothing handed over: nothing to wait for
