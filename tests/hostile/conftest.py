# The agent's fixtures (workspace, make_runner, registry, ...), underscore ones included.
from tests.agent.conftest import *  # noqa: F401,F403
from tests.agent.conftest import _workspace_file  # noqa: F401
