"""Crash safety of the order outbox, over plain HTTP through the web shell's forms (no Chromium):
`kill -9` of the App process while orders are being saved, and while orders wait in the outbox for
an API that is down. After a restart on the same databases every order the app confirmed reaches
the server exactly once, and none is stored twice.

An order is confirmed when the page drawn after its Save shows the "Order saved" summary with its
product and quantity (status Sent, or pending when the API cannot be reached). Each save uses its
own (contact, product, quantity), so every order on the server can be traced back to one save.
"""
import http.cookiejar
import json
import os
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from html import unescape

import pytest

PENDING_MESSAGE = "Saved — it will be sent when the server can be reached"
REQUEST_TIMEOUT = 15  # seconds for any one HTTP request
START_TIMEOUT = 120  # seconds for an App process to print its URLs


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# MARK: - App processes


class AppProcess:
    """One `App` process on loopback, its output in a log file (so a chatty process can never block
    on a full pipe, and the log survives a `kill -9` for the report)."""

    def __init__(self, binary, workdir, name, args):
        self.name = name
        self.log_path = os.path.join(workdir, f"{name}.log")
        self.url = None
        self.api_url = None
        for _attempt in range(3):  # a free port can be taken between choosing and binding it
            self.port = _free_port()
            with open(self.log_path, "ab") as log:
                log.write(f"== {name}: App --port {self.port} {' '.join(args)}\n".encode())
                offset = log.tell()  # only this start's lines count: every start of `name` appends
                self.process = subprocess.Popen(
                    [binary, "--port", str(self.port), "--host", "127.0.0.1", *args],
                    cwd=workdir,
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            if self._wait_for_urls(offset):
                return
            self.stop()
            if "already in use" not in self.log_tail():
                break
        raise RuntimeError(f"{name} did not start:\n{self.log_tail()}")

    def _wait_for_urls(self, offset) -> bool:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            with open(self.log_path, "rb") as log:
                log.seek(offset)
                text = log.read().decode(errors="replace")
            api = re.search(r"^API:\s+(\S+)", text, re.M)
            if api:
                self.api_url = api.group(1).rstrip("/")
            app = re.search(r"^App:\s+(\S+)", text, re.M)
            if app:
                self.url = app.group(1).rstrip("/")
                return True
            if self.process.poll() is not None:
                return False
            time.sleep(0.05)
        return False

    @property
    def pid(self) -> int:
        return self.process.pid

    def kill9(self):
        """`kill -9`: no signal handler, no shutdown, no flushing."""
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=15)

    def stop(self):
        """SIGTERM (a clean stop), then SIGKILL if it does not end in 15 s."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)

    def log_tail(self, lines=40) -> str:
        try:
            with open(self.log_path, errors="replace") as log:
                return "".join(log.readlines()[-lines:])
        except OSError:
            return ""


@pytest.fixture
def workdir():
    """A temporary directory for the databases and logs, removed even when the test fails."""
    path = tempfile.mkdtemp(prefix="viper-crash-")
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def launch(app_binary, workdir, request, capsys):
    """Starts `App` processes in `workdir` (`launch("name", *args)`); every one still running at the
    end is stopped, and when the test failed the end of each one's log is printed."""
    started = []

    def start(name, *args):
        process = AppProcess(app_binary, workdir, name, args)
        started.append(process)
        return process

    yield start
    for process in started:
        process.stop()
    if getattr(request.node, "failed", False):  # set by conftest's pytest_runtest_makereport
        with capsys.disabled():
            for process in {p.log_path: p for p in started}.values():
                print(f"\n--- end of {os.path.basename(process.log_path)}\n{process.log_tail(15)}")


# MARK: - The web shell over HTTP


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Leaves a redirect to the caller (it arrives as an HTTPError with its code and Location)."""

    def redirect_request(self, *args, **kwargs):
        return None


class ShellClient:
    """One browser session of the web shell over plain HTTP: a cookie jar, CSRF tokens read from
    each page, forms posted as the page's buttons post them (redirects followed, as a browser
    does after Post/Redirect/Get)."""

    def __init__(self, base_url):
        self.base = base_url
        cookies = urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        self.opener = urllib.request.build_opener(cookies)
        self.unredirected = urllib.request.build_opener(cookies, _NoRedirect())

    def get(self, path):
        return self._open(urllib.request.Request(self.base + path))

    def post(self, path, fields):
        return self._open(self._form(path, fields))

    def post_answer(self, path, fields):
        """Posts without following the answer's redirect: returns where it leads (the shell
        answers a post only once the work it started has settled)."""
        request = self._form(path, fields)
        try:
            with self.unredirected.open(request, timeout=REQUEST_TIMEOUT) as response:
                raise AssertionError(f"POST {path}: {response.status} instead of a redirect\n{_main(response.read().decode())}")
        except urllib.error.HTTPError as error:
            if error.code == 303:
                return urllib.parse.urlparse(error.headers["Location"]).path
            raise AssertionError(f"POST {path}: {error.code}\n{_main(error.read().decode())}")

    def _form(self, path, fields):
        body = urllib.parse.urlencode(fields).encode()
        return urllib.request.Request(
            self.base + path, data=body, headers={"Content-Type": "application/x-www-form-urlencoded"}
        )

    def _open(self, request):
        try:
            with self.opener.open(request, timeout=REQUEST_TIMEOUT) as response:
                return urllib.parse.urlparse(response.geturl()).path, response.read().decode()
        except urllib.error.HTTPError as error:
            raise AssertionError(f"{request.get_method()} {request.full_url}: {error.code}\n{_main(error.read().decode())}")

    def settled(self, path, page, timeout=30):
        """`page`, or `path` read again (bounded) while the page refreshes itself because its
        module is still working (a save still under way after the shell's settle time)."""
        deadline = time.monotonic() + timeout
        while 'http-equiv="refresh"' in page:
            assert time.monotonic() < deadline, f"{path} still busy after {timeout} s:\n{_main(page)}"
            time.sleep(0.2)
            _, page = self.get(path)
        return page

    def log_in(self, username="demo", password="demo1234"):
        path, page = self.get("/")
        assert path == "/login", f"expected the login page, got {path}"
        path, page = self.post(
            "/login",
            {"_csrf": csrf(page), "username": username, "password": password, "_event": "action:login"},
        )
        assert path == "/items", f"login failed: {path}\n{_main(page)}"


def csrf(page):
    match = re.search(r'name="_csrf" value="([^"]*)"', page)
    assert match, "the page has no form:\n" + _main(page)
    return unescape(match.group(1))


def _main(page):
    """The page's main content as short text, for messages."""
    match = re.search(r"<main>(.*)</main>", page, re.S)
    text = re.sub(r"<[^>]+>", " ", match.group(1) if match else page)
    return re.sub(r"\s+", " ", unescape(text)).strip()[:1500]


def products_of(page):
    """The order entry's products: id -> name (the option's label without its price)."""
    select = re.search(r'<select[^>]*name="product"[^>]*>(.*?)</select>', page, re.S)
    assert select, "no product picker:\n" + _main(page)
    options = re.findall(r'<option value="(\d+)"[^>]*>([^<]*)</option>', select.group(1))
    return {int(value): unescape(label).split(" — ")[0] for value, label in options}


def summary_of(page):
    """The "Order saved" summary's rows (title -> detail), or None when the page shows none."""
    section = re.search(r'<h2[^>]*>Order saved</h2>(.*?)</section>', page, re.S)
    if not section:
        return None
    rows = re.findall(r'<span class="title">([^<]*)</span>\s*<span class="detail">([^<]*)</span>', section.group(1))
    return {unescape(title): unescape(detail) for title, detail in rows}


class OrderEntry:
    """The order entry of one contact in one session: saves orders one after another."""

    def __init__(self, client, contact_id):
        self.client = client
        self.path = f"/contacts/{contact_id}/orders/new"
        path, page = client.get(self.path)
        assert path == self.path, f"expected {self.path}, got {path}"
        self.page = client.settled(self.path, page)
        self.products = products_of(self.page)

    def save(self, product_id, quantity, on_posting=None, on_answer=None):
        """Saves one order; returns the status the app confirmed it with ("Sent" or the pending
        message), or None when the page after Save shows no such order. `on_posting` is called
        just before the Save is posted, `on_answer` once the App answered it (its redirect)."""
        if 'value="action:new-order"' in self.page:
            _, page = self.client.post(self.path, {"_csrf": csrf(self.page), "_event": "action:new-order"})
            self.page = self.client.settled(self.path, page)
            assert summary_of(self.page) is None, "New order still shows the last order"
        fields = {"_csrf": csrf(self.page), "product": str(product_id), "quantity": str(quantity), "_event": "action:save"}
        if on_posting:
            on_posting()
        location = self.client.post_answer(self.path, fields)
        if on_answer:
            on_answer()
        path, page = self.client.get(location)
        self.page = page = self.client.settled(self.path, page)
        summary = summary_of(page)
        if path != self.path or summary is None:
            return None
        if summary.get("Product") != self.products[product_id] or not summary.get("Quantity", "").startswith(f"{quantity} ×"):
            return None
        return summary.get("Status")


# MARK: - The API


def api_token(api_url):
    login = urllib.request.Request(
        api_url + "/api/login",
        data=json.dumps({"username": "demo", "password": "demo1234"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(login, timeout=REQUEST_TIMEOUT) as response:
        return json.load(response)["token"]


def api_orders(api_url, token):
    """Every order of the demo user, as the server has them."""
    request = urllib.request.Request(api_url + "/api/orders", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT) as response:
        return json.load(response)


def outbox_statuses(app_database):
    """The app's outbox rows by status ({"sent": n, "pending": n, …}), read from its file."""
    connection = sqlite3.connect(f"file:{app_database}?mode=ro", uri=True, timeout=5)
    try:
        return dict(connection.execute("SELECT status, COUNT(*) FROM local_order GROUP BY status").fetchall())
    finally:
        connection.close()


def combination(order):
    return (order["contactID"], order["productID"], order["quantity"])


def wait_until_drained(api_url, token, baseline, expected, app_database, timeout=60, quiet=3.0):
    """Polls the API until every `expected` combination is on the server, the app's outbox holds
    no pending order and the server's new orders have not changed for `quiet` seconds; returns the
    server's new orders (those not in `baseline`) then, or at `timeout` whatever it has."""
    deadline = time.monotonic() + timeout
    last, since = None, time.monotonic()
    while True:
        new = [o for o in api_orders(api_url, token) if o["id"] not in baseline]
        keys = sorted(o["id"] for o in new)
        if keys != last:
            last, since = keys, time.monotonic()
        pending = outbox_statuses(app_database).get("pending", 0)
        present = {combination(o) for o in new}
        if pending == 0 and expected <= present and time.monotonic() - since >= quiet:
            return new
        if time.monotonic() > deadline:
            return new
        time.sleep(0.5)


def tally(new_orders, confirmed, attempted):
    """Lost: confirmed combinations the server lacks. Doubled: combinations (or keys) the server
    has more than once. Strangers: server orders no save of this test made."""
    counts = {}
    for order in new_orders:
        counts[combination(order)] = counts.get(combination(order), 0) + 1
    keys = [o["id"] for o in new_orders]
    lost = sorted(c for c in confirmed if c not in counts)
    doubled = sorted(c for c, n in counts.items() if n > 1)
    doubled_keys = sorted({k for k in keys if keys.count(k) > 1})
    strangers = sorted(c for c in counts if c not in attempted)
    return lost, doubled, doubled_keys, strangers


def report(capsys, figures):
    """Prints the figures to the terminal, also when pytest captures output (-q)."""
    with capsys.disabled():
        print("\n" + figures)


# MARK: - Tests


def test_kill_9_in_the_middle_of_order_saves_loses_no_order_and_doubles_none(launch, workdir, capsys):
    sessions, target = 4, 100
    api_database = os.path.join(workdir, "api.sqlite")
    app_database = os.path.join(workdir, "app.sqlite")
    args = ("--database", api_database, "--app-database", app_database, "--items", "10")
    started = time.monotonic()
    app = launch("app", *args)
    token = api_token(app.api_url)
    baseline = {o["id"] for o in api_orders(app.api_url, token)}
    contacts = [2, 4, 5, 7][:sessions]

    entries = []
    for contact in contacts:
        client = ShellClient(app.url)
        client.log_in()
        entries.append(OrderEntry(client, contact))

    lock = threading.Lock()
    attempted, confirmed, statuses = set(), set(), {}
    posting = [0]  # saves posted and not yet answered (the shell answers once the save settled)
    killed = threading.Event()  # set just before the kill: failures after it are expected
    enough = threading.Event()
    errors = []

    def work(entry, contact):
        product_ids = sorted(entry.products)
        for quantity in range(1, 1000):  # each save its own (contact, product, quantity)
            product = product_ids[quantity % len(product_ids)]
            combo = (contact, product, quantity)

            state = {"posted": False, "answered": False}

            def posted():
                with lock:
                    attempted.add(combo)
                    posting[0] += 1
                    state["posted"] = True

            def answered():
                with lock:
                    posting[0] -= 1
                    state["answered"] = True

            try:
                status = entry.save(product, quantity, on_posting=posted, on_answer=answered)
            except Exception as error:  # the App was killed under this save (or it failed)
                with lock:
                    if state["posted"] and not state["answered"]:
                        posting[0] -= 1
                    if not killed.is_set():
                        errors.append(f"{combo}: {error!r}")
                return
            with lock:
                if status in ("Sent", PENDING_MESSAGE):
                    confirmed.add(combo)
                    statuses[status] = statuses.get(status, 0) + 1
                    if len(confirmed) >= target:
                        enough.set()
                elif not killed.is_set():
                    errors.append(f"{combo}: not confirmed (status {status!r})")
            if errors:
                return

    threads = [threading.Thread(target=work, args=(e, c), daemon=True) for e, c in zip(entries, contacts)]
    for thread in threads:
        thread.start()
    try:
        assert enough.wait(timeout=180), f"only {len(confirmed)} confirmed saves in 180 s; errors: {errors[:5]}"
        assert not errors, f"saves failed before the kill: {errors[:5]}"
        # Kill while at least one Save has been posted and not answered (waiting 5 s at most).
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            with lock:
                if posting[0] > 0:
                    break
            time.sleep(0.0005)
        with lock:
            in_flight_at_kill = posting[0]
            confirmed_at_kill = len(confirmed)
            killed.set()
        app.kill9()
    finally:
        killed.set()
        if app.process.poll() is None:
            app.kill9()
        for thread in threads:
            thread.join(timeout=REQUEST_TIMEOUT + 5)
    assert not any(t.is_alive() for t in threads), "a session did not notice the App was killed"
    assert not errors, f"saves failed before the kill: {errors[:5]}"
    with lock:
        attempted, confirmed = set(attempted), set(confirmed)
    outbox_at_kill = outbox_statuses(app_database)

    restarted = launch("app", *args)  # the same API database and app database
    token = api_token(restarted.api_url)
    new = wait_until_drained(restarted.api_url, token, baseline, confirmed, app_database)
    lost, doubled, doubled_keys, strangers = tally(new, confirmed, attempted)
    unconfirmed_on_server = len({combination(o) for o in new} - confirmed)
    outbox_after = outbox_statuses(app_database)

    report(
        capsys,
        f"kill -9 during saves ({sessions} sessions): saved {len(attempted)}, confirmed {len(confirmed)} "
        f"({confirmed_at_kill} when killed; statuses {statuses}), in flight at the kill {in_flight_at_kill}, "
        f"on server after restart {len(new)} (of them unconfirmed saves {unconfirmed_on_server}), "
        f"lost {len(lost)}, doubled {len(doubled) + len(doubled_keys)}; "
        f"outbox at the kill {outbox_at_kill}, after the restart {outbox_after}; "
        f"{time.monotonic() - started:.1f} s"
    )
    assert not lost, f"confirmed orders not on the server after the restart: {lost}"
    assert not doubled, f"orders on the server more than once: {doubled}"
    assert not doubled_keys, f"idempotency keys on the server more than once: {doubled_keys}"
    assert not strangers, f"orders on the server that no save made: {strangers}"
    assert outbox_after.get("pending", 0) == 0, f"the outbox did not drain: {outbox_after}"
    assert outbox_after.get("refused", 0) == 0, f"the server refused orders: {outbox_after}"
    assert len(new) >= len(confirmed)


def test_kill_9_with_orders_pending_offline_sends_them_once_after_a_restart(launch, workdir, capsys):
    count, contact = 15, 6
    api_database = os.path.join(workdir, "api.sqlite")
    app_database = os.path.join(workdir, "app-b.sqlite")
    api_args = ("--database", api_database, "--app-database", os.path.join(workdir, "app-a.sqlite"), "--items", "10")
    # B's --database is never opened with --api-url; it names a file in the temporary directory anyway.
    app_args = ("--database", os.path.join(workdir, "unused-b.sqlite"), "--app-database", app_database)
    started = time.monotonic()
    api = launch("api-a", *api_args)
    token = api_token(api.api_url)
    baseline = {o["id"] for o in api_orders(api.api_url, token)}
    app = launch("app-b", "--api-url", api.api_url, *app_args)

    client = ShellClient(app.url)
    client.log_in()
    client.get("/contacts")  # caches the contacts while the API is up
    entry = OrderEntry(client, contact)  # and the products
    assert "offline" not in _main(entry.page)

    api.stop()  # SIGTERM: the API is down
    product_ids = sorted(entry.products)
    confirmed, attempted, statuses = set(), set(), []
    for quantity in range(1, count + 1):
        product = product_ids[quantity % len(product_ids)]
        combo = (contact, product, quantity)
        attempted.add(combo)
        status = entry.save(product, quantity)
        statuses.append(status)
        if status in ("Sent", PENDING_MESSAGE):
            confirmed.add(combo)
    assert statuses == [PENDING_MESSAGE] * count, f"every save is confirmed as pending: {statuses}"
    outbox_at_kill = outbox_statuses(app_database)
    assert outbox_at_kill.get("pending", 0) == count, f"the outbox before the kill: {outbox_at_kill}"
    app.kill9()

    api = launch("api-a", *api_args)  # the same API data, on a new port
    app = launch("app-b", "--api-url", api.api_url, *app_args)  # the same outbox, the new API
    token = api_token(api.api_url)
    new = wait_until_drained(api.api_url, token, baseline, confirmed, app_database)
    lost, doubled, doubled_keys, strangers = tally(new, confirmed, attempted)
    outbox_after = outbox_statuses(app_database)

    report(
        capsys,
        f"kill -9 with {count} orders pending offline: saved {len(attempted)}, confirmed (pending) {len(confirmed)}, "
        f"on server after restart {len(new)}, lost {len(lost)}, doubled {len(doubled) + len(doubled_keys)}; "
        f"outbox at the kill {outbox_at_kill}, after the restart {outbox_after}; {time.monotonic() - started:.1f} s"
    )
    assert not lost, f"pending orders not on the server after the restart: {lost}; outbox {outbox_after}"
    assert not doubled, f"orders on the server more than once: {doubled}"
    assert not doubled_keys, f"idempotency keys on the server more than once: {doubled_keys}"
    assert not strangers, f"orders on the server that no save made: {strangers}"
    assert len(new) == count
    assert outbox_after.get("pending", 0) == 0 and outbox_after.get("refused", 0) == 0, f"the outbox after the restart: {outbox_after}"
