"""The process is killed (SIGKILL) in the middle of a turn: the payload log stays readable
and consistent, the open escalation survives, and the next start closes the stale turn."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from bot.critic.escalation import EscalationQueue
from bot.recovery import INTERRUPTED, recover
from bot.store.log import PayloadLog

CHILD = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    from bot.critic.escalation import EscalationQueue
    from bot.llm.scripted import ScriptedModel
    from bot.store.log import get_log
    from bot.wiring import build_runner
    from bot.steps import Source

    class NoDocs:
        def search(self, query, *, k=None, where=None):
            return []

    class Critic:
        name = "pass"
        def check(self, question, sources, answer):
            from bot.critic.base import Verdict
            return Verdict(critic="pass")

    log = get_log()
    sid = log.start_session(channel="test")
    EscalationQueue(log).create(session_id=sid, question="earlier question", reason="test")
    marker = Path(sys.argv[1])

    def hang(request):
        marker.write_text("in the model call")
        time.sleep(120)
        return "too late"

    runner = build_runner(model=ScriptedModel(default=hang), retriever=NoDocs(), critic=Critic())
    runner.run_to_end(sid, "What is the Team plan price?")
    """
)


@pytest.mark.slow
def test_kill_mid_turn_keeps_the_log_consistent(data_dir, tmp_path):
    marker = tmp_path / "marker"
    env = {**os.environ, "GUARDBOT_DATA_DIR": str(data_dir)}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(marker)], env=env, cwd=os.getcwd())
    deadline = time.time() + 120
    while not marker.exists():
        assert child.poll() is None, "the child process ended before the model call"
        assert time.time() < deadline, "the child never reached the model call"
        time.sleep(0.2)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)

    log = PayloadLog(f"sqlite:///{data_dir / 'guardbot.db'}")
    turns = log.rows("turns")
    assert len(turns) == 1 and turns[0]["outcome"] == "pending"
    assert turns[0]["user_message"] == "What is the Team plan price?"
    open_escalations = EscalationQueue(log).list(status="open")
    assert [e["session_id"] for e in open_escalations] == [turns[0]["session_id"]]

    result = recover(log, older_than_s=0)
    assert result["interrupted_turns"] == 1
    turn = log.get("turns", turns[0]["id"])
    assert turn["outcome"] == "error" and turn["error"] == INTERRUPTED
    # a second start finds nothing more to do, and the escalation is still open
    assert recover(log, older_than_s=0)["interrupted_turns"] == 0
    assert len(EscalationQueue(log).list(status="open")) == 1
