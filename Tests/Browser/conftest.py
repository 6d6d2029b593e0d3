"""Fixtures for the browser tests: the real app (demo API + web shell) and a real headless Chromium."""
import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ARTIFACTS = Path(__file__).parent / "artifacts"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RunningApp:
    """The `App` executable, started on a free port with its own temporary database."""

    def __init__(self, binary: str, items: int, extra_args=(), database=None):
        self.dir = tempfile.mkdtemp(prefix="viper-browser-")
        self.database = database or os.path.join(self.dir, "api.sqlite")
        self.api_url = None
        self.port = _free_port()
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--database", self.database, "--items", str(items), *extra_args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.output = []
        deadline = time.time() + 120
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.output.append(line)
            api = re.match(r"API:\s+(\S+)", line)
            if api:
                self.api_url = api.group(1).rstrip("/")
            match = re.match(r"App:\s+(\S+)", line)
            if match:
                self.url = match.group(1).rstrip("/")
                self._read = len(self.output)
                # Keep reading what the app writes (its request log among it), so a full pipe
                # never blocks it.
                threading.Thread(target=self._drain, daemon=True).start()
                return
        self.stop()
        raise RuntimeError("the app did not start:\n" + "".join(self.output))

    def _drain(self):
        for line in self.process.stdout:
            self.output.append(line)

    def next_line(self, timeout=30):
        """The next line the app printed that no caller has read yet, after its `App:` line."""
        deadline = time.time() + timeout
        while len(self.output) <= self._read and time.time() < deadline:
            time.sleep(0.05)
        if len(self.output) <= self._read:
            return ""
        line = self.output[self._read]
        self._read += 1
        return line.strip()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture(scope="session")
def app_binary() -> str:
    binary = os.environ.get("APP_BINARY")
    if not binary or not os.path.exists(binary):
        pytest.fail("APP_BINARY must name the built App executable (Tests/run-all sets it)")
    return binary


@pytest.fixture
def app(app_binary):
    running = RunningApp(app_binary, items=120)
    yield running
    running.stop()


@pytest.fixture
def start_app(app_binary):
    """Starts the app with extra command-line arguments: `start_app("--module", "ItemsList")`;
    `database=` reuses a demo API database file (to restart the same API)."""
    started = []

    def start(*args, items=120, database=None):
        running = RunningApp(app_binary, items=items, extra_args=args, database=database)
        started.append(running)
        return running

    yield start
    for running in started:
        running.stop()


@pytest.fixture
def browser(request):
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900"):
        options.add_argument(flag)
    chromium = shutil.which("chromium")
    if chromium:
        options.binary_location = chromium
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which("chromedriver")), options=options)
    driver.implicitly_wait(0)
    yield driver
    if getattr(request.node, "failed", False):
        ARTIFACTS.mkdir(exist_ok=True)
        driver.save_screenshot(str(ARTIFACTS / f"{request.node.name}.png"))
    driver.quit()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.failed:
        item.failed = True
