"""Fixtures for the terminal tests: the real `App --terminal` in a real pseudo-terminal (pexpect),
its screen read back through a terminal emulator (pyte), as a person at an 80x24 terminal sees it."""
import os

import pytest

from terminal_app import TerminalApp


@pytest.fixture(scope="session")
def app_binary() -> str:
    binary = os.environ.get("APP_BINARY")
    if not binary or not os.path.exists(binary):
        pytest.fail("APP_BINARY must name the built App executable (Tests/run-all sets it)")
    return os.path.abspath(binary)


@pytest.fixture
def terminal(app_binary):
    """Starts `App --terminal` with extra arguments: `terminal("--fake-services")`."""
    started = []

    def start(*args, **options):
        app = TerminalApp(app_binary, args, **options)
        started.append(app)
        return app

    yield start
    for app in started:
        app.stop()
