"""Contacts and orders (seed 002) in a real browser: the order entry's messages and totals, the new
order on the contact and in the history, New order for a second identical order while a double
submit still makes one, an order saved while the API is down that is sent exactly once after the
App process restarts, the empty contact list's row filling its area, an order the outbox sends
later reading Sent when its contact is shown again, and a refused order's reason, detail and Send
again."""
import contextlib
import json
import re
import socket
import sqlite3
import threading
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from pages import button, button_labelled, heading, log_in, main_text, press, row_button, wait, wait_for_text


def open_contact(browser, contact_id):
    """From any tabbed page: the Contacts tab, then the contact's row."""
    browser.find_element(By.LINK_TEXT, "Contacts").click()
    wait(browser).until(EC.url_matches(r".*/contacts$"))
    row = row_button(browser, contact_id, "contacts")
    name = row.find_element(By.CSS_SELECTOR, ".title").text
    phone = row.find_element(By.CSS_SELECTOR, ".detail").text
    # The contacts list shows whom to call: each row is the name over the phone number.
    assert re.fullmatch(r"\+1 555 \d{3} \d{4}", phone), f"the row shows {phone!r} under the name, not a phone number"
    row_button(browser, contact_id, "contacts").click()
    wait(browser).until(EC.url_matches(rf".*/contacts/{contact_id}$"))
    wait(browser).until(lambda b: heading(b) == name)
    return name


def fill_order(browser, product=None, quantity="", save=True):
    """Chooses `product` (its visible name prefix, or none) and types `quantity`, then saves
    (unless `save` is false)."""
    if product is not None:
        select = Select(wait(browser).until(EC.presence_of_element_located((By.NAME, "product"))))
        choice = next(o for o in select.options if o.text.startswith(product))
        select.select_by_value(choice.get_attribute("value"))
    field = browser.find_element(By.NAME, "quantity")
    field.clear()
    field.send_keys(quantity)
    if save:
        press(browser, "Save")


def press_save(browser, times=1):
    """Presses Save `times` times in one go, as an impatient double click does: the page's script
    posts each press with fetch, so every press reaches the App. Returns once every answer has been
    drawn (the page's fetch is wrapped for these presses only, to count them back). A press that
    arrives while the first one is saving finds Save disabled; the shell ignores it and answers
    with the screen, as it does the first."""
    browser.execute_script(
        """
        const fetch = window.fetch;
        window.pendingSaves = arguments[1];
        window.fetch = async (...request) => {
          const response = await fetch(...request);
          const text = response.text();
          return { redirected: response.redirected, url: response.url, ok: response.ok,
                   text: () => text.finally(() => setTimeout(() => window.pendingSaves--)) };
        };
        for (let press = 0; press < arguments[1]; press++) arguments[0].click();
        window.fetch = fetch;
        """,
        button(browser, "Save"),
        times,
    )
    wait(browser).until(lambda b: b.execute_script("return window.pendingSaves") in (0, None))


def field_error(browser, name):
    """The message shown next to the form field `name`."""
    field = browser.find_element(By.NAME, name)
    described = field.get_attribute("aria-describedby") or ""
    return " ".join(browser.find_element(By.ID, i).text for i in described.split() if i)


def test_order_entry_messages_totals_and_the_new_order_on_the_contact_and_in_the_history(app, browser):
    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))
    open_contact(browser, "3")
    assert "No orders yet" in main_text(browser)

    press(browser, "New order")
    wait(browser).until(EC.url_matches(r".*/contacts/3/orders/new$"))
    wait(browser).until(EC.presence_of_element_located((By.NAME, "product")))

    fill_order(browser, quantity="12a")
    wait_for_text(browser, "Format of Quantity must be digits only")

    fill_order(browser, quantity="")
    wait_for_text(browser, "Product must be Entered")
    assert "Quantity must be Entered" in main_text(browser)
    assert "Product must be Entered" in field_error(browser, "product")
    assert "Quantity must be Entered" in field_error(browser, "quantity")

    fill_order(browser, product="Brass Lantern", quantity="3")  # 3 × $49.99, tax 8%
    wait_for_text(browser, "$161.97")
    text = main_text(browser)
    assert "$149.97" in text and "$12.00" in text and "$161.97" in text
    assert "Sent" in text

    # New order clears the form; the same product and quantity again make a second order, even
    # when Save is pressed twice quickly (one order) and once more on the saved form (the same one).
    press(browser, "New order")
    wait(browser).until(lambda b: "$161.97" not in main_text(b))
    assert Select(browser.find_element(By.NAME, "product")).first_selected_option.get_attribute("value") == ""
    assert browser.find_element(By.NAME, "quantity").get_attribute("value") == ""
    assert not browser.find_elements(By.XPATH, "//button[normalize-space()='New order']")
    fill_order(browser, product="Brass Lantern", quantity="3", save=False)
    press_save(browser, times=2)
    assert "out of date" not in browser.page_source, "a double click is no error"
    browser.get(browser.current_url)  # the order entry as it stands, whichever answer came last
    wait_for_text(browser, "$161.97")
    press_save(browser)
    wait_for_text(browser, "$161.97")
    button(browser, "New order")

    open_contact(browser, "3")  # not browser.back(): the reload above is in the browser's history
    wait_for_text(browser, "Brass Lantern")
    assert "No orders yet" not in main_text(browser)
    wait(browser).until(lambda b: main_text(b).count("$161.97") == 2)
    assert main_text(browser).count("$161.97") == 2, "two orders: the first and the one after New order"

    browser.find_element(By.LINK_TEXT, "Contacts").click()
    wait(browser).until(EC.url_matches(r".*/contacts$"))
    press(browser, "Order history")
    wait(browser).until(EC.url_matches(r".*/orders$"))
    wait_for_text(browser, "Brass Lantern")
    history = main_text(browser)
    assert history.count("$161.97") == 2 and "Sent" in history


def api_orders(api_url, contact_id):
    """The demo user's orders for `contact_id`, read straight from the API."""
    login = urllib.request.Request(
        api_url + "/api/login",
        data=json.dumps({"username": "demo", "password": "demo1234"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    token = json.load(urllib.request.urlopen(login, timeout=10))["token"]
    request = urllib.request.Request(
        f"{api_url}/api/orders?contact_id={contact_id}", headers={"Authorization": f"Bearer {token}"}
    )
    return json.load(urllib.request.urlopen(request, timeout=10))


def test_an_order_saved_while_the_api_is_down_is_sent_once_after_the_app_restarts(start_app, browser, tmp_path):
    api_database = str(tmp_path / "api.sqlite")
    app_database = str(tmp_path / "app.sqlite")
    api = start_app(database=api_database)  # this process only serves the API
    app = start_app("--api-url", api.api_url, "--app-database", app_database)

    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))
    open_contact(browser, "5")
    press(browser, "New order")
    fill_order(browser, product="Desk Lamp", quantity="2")
    wait_for_text(browser, "Sent")

    api.stop()  # the API goes away; the app keeps its cached products and contacts
    browser.back()
    wait(browser).until(EC.url_matches(r".*/contacts/5$"))
    press(browser, "New order")  # a new order entry loads the products again: from the cache
    wait(browser).until(EC.presence_of_element_located((By.NAME, "product")))
    wait_for_text(browser, "offline")
    fill_order(browser, product="Field Notebook", quantity="7")
    wait_for_text(browser, "it will be sent when the server can be reached")

    app.stop()  # the App process ends with the order in its outbox
    api = start_app(database=api_database)  # the same API data, on a new port
    start_app("--api-url", api.api_url, "--app-database", app_database)

    def notebooks():
        return [o for o in api_orders(api.api_url, 5) if o["quantity"] == 7]

    wait(browser, 30).until(lambda _: len(notebooks()) == 1)
    orders = api_orders(api.api_url, 5)
    assert len(notebooks()) == 1, "the pending order reached the server exactly once"
    assert len([o for o in orders if o["quantity"] == 2]) == 1, "the first order was not sent again"
    assert len({o["id"] for o in orders}) == len(orders), "no key twice"


def test_the_row_that_stands_in_for_an_empty_contact_list_fills_the_lists_area(app, browser):
    """Seed 002's empty state: the contact list's view passes its height at ready and the "no contacts"
    row takes it, so the message sits in the middle of the list's area instead of under the search."""
    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))
    browser.find_element(By.LINK_TEXT, "Contacts").click()
    wait(browser).until(EC.url_matches(r".*/contacts$"))
    field = browser.find_element(By.NAME, "query")
    field.send_keys("zzzz")
    press(browser, "Search")
    wait_for_text(browser, "No contacts match “zzzz”")
    box = browser.execute_script(
        """
        const row = document.querySelector('li.kind-message');
        const rect = row.getBoundingClientRect();
        const text = row.querySelector('.title').getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, height: rect.height, viewport: window.innerHeight,
                 scroll: document.documentElement.scrollHeight, textMiddle: (text.top + text.bottom) / 2 };
        """
    )
    assert box["scroll"] <= box["viewport"] + 1, f"the filled list makes the page scroll: {box}"
    assert box["height"] > box["viewport"] / 3, f"the message row keeps its own height: {box}"
    assert box["viewport"] - box["bottom"] < 140, f"the message row stops well above the window's bottom: {box}"
    middle = (box["top"] + box["bottom"]) / 2
    assert abs(box["textMiddle"] - middle) < 4, f"the message is not in the middle of the list's area: {box}"


class SwitchableProxy:
    """A TCP proxy on 127.0.0.1 in front of the API that can be switched off and on again on the same
    port: off, its port refuses connections and every open one is closed, as when the API's process
    is gone; on, it forwards again. So the App sees its API go away and come back on the same address
    without either process restarting."""

    def __init__(self, target_url):
        host, port = target_url.split("//", 1)[1].split(":")
        self.target = (host, int(port.split("/")[0]))
        self.lock = threading.Lock()
        self.open = []
        self.listener = None
        self.port = 0
        self.up()
        self.url = f"http://127.0.0.1:{self.port}"

    def up(self):
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self.port = listener.getsockname()[1]
        self.listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener):
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.open += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pipe(source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def down(self):
        # shutdown wakes the thread blocked in accept(); close alone would leave the port listening.
        try:
            self.listener.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.listener.close()
        with self.lock:
            for connection in self.open:
                try:
                    connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.open = []

    def close(self):
        self.down()


def order_rows(browser):
    """The contact's order rows as (title, detail) pairs."""
    return [
        (row.find_element(By.CSS_SELECTOR, ".title").text, row.find_element(By.CSS_SELECTOR, ".detail").text)
        for row in browser.find_elements(By.CSS_SELECTOR, "li.kind-basic, li.kind-subtitle")
        if row.find_elements(By.CSS_SELECTOR, ".detail") and "×" in row.find_element(By.CSS_SELECTOR, ".title").text
    ]


@contextlib.contextmanager
def an_order_saved_while_the_api_is_away(start_app, browser, tmp_path):
    """An API process behind a SwitchableProxy, an App in front of it, logged in, with 9 Field
    Notebooks for contact 6 saved while the proxy is down: the order waits in the outbox and order
    entry says so. Yields the API, the proxy (still down) and the API's database file."""
    api_database = str(tmp_path / "api.sqlite")
    api = start_app(database=api_database)
    proxy = SwitchableProxy(api.api_url)
    try:
        app = start_app("--api-url", proxy.url, "--app-database", str(tmp_path / "app.sqlite"))
        log_in(browser, app)
        wait(browser).until(EC.url_contains("/items"))
        open_contact(browser, "6")
        press(browser, "New order")
        wait(browser).until(EC.presence_of_element_located((By.NAME, "product")))
        proxy.down()
        fill_order(browser, product="Field Notebook", quantity="9")
        wait_for_text(browser, "it will be sent when the server can be reached")
        yield api, proxy, api_database
    finally:
        proxy.close()


def test_an_order_the_outbox_sends_later_reads_sent_when_the_contact_is_shown_again(start_app, browser, tmp_path):
    """A screen that comes back shows current data: going back to the contact, the order saved
    while the API was away is Pending; once the outbox has sent it, a reload of the open contact
    shows it Sent."""
    with an_order_saved_while_the_api_is_away(start_app, browser, tmp_path) as (api, proxy, _):
        browser.back()
        wait(browser).until(EC.url_matches(r".*/contacts/6$"))
        wait(browser).until(lambda b: any("Notebook × 9" in title and "Pending" in detail for title, detail in order_rows(b)))

        proxy.up()
        # Contact 6's seeded orders are of 1 to 5: 9 is the one saved here.
        wait(browser, 60).until(lambda _: any(o["quantity"] == 9 for o in api_orders(api.api_url, 6)))
        browser.refresh()
        # Nothing but the reload reads the orders again (no push): the page that follows it, or the
        # one it refreshes itself into while the read finishes, shows the order Sent.
        wait(browser).until(lambda b: any("Notebook × 9" in title and "Sent" in detail for title, detail in order_rows(b)))
        rows = [row for row in order_rows(browser) if "Notebook × 9" in row[0]]
        assert len(rows) == 1 and "Sent" in rows[0][1], f"the reloaded contact shows {order_rows(browser)}"
        assert "Loading" not in main_text(browser)

        # In German the same row reads Gesendet.
        browser.get(browser.current_url + "?language=de")
        wait(browser).until(lambda b: any("Notebook × 9" in t and "Gesendet" in d for t, d in order_rows(b)))


def test_a_refused_order_says_why_opens_its_detail_and_can_be_sent_again_without_a_double(start_app, browser, tmp_path):
    """An order the server refuses (its product was withdrawn while the order waited offline) reads
    "Not sent: <the server's reason>" on the contact; its row opens the order detail (product,
    quantity, prices, tax, total, status, reason); Send again tries it again with the same key, and
    the server still has no such order, and never two."""
    with an_order_saved_while_the_api_is_away(start_app, browser, tmp_path) as (api, proxy, api_database):
        with sqlite3.connect(api_database) as database:  # the product is withdrawn meanwhile
            database.execute("DELETE FROM product WHERE name = 'Field Notebook'")
        proxy.up()
        browser.back()
        wait(browser).until(EC.url_matches(r".*/contacts/6$"))
        reason = "The order's contact or product does not exist on the server."

        def refused(b):
            b.refresh()
            return any("Notebook × 9" in t and f"Not sent: {reason}" in d for t, d in order_rows(b))

        wait(browser, 60).until(refused)
        row = next(
            r for r in browser.find_elements(By.CSS_SELECTOR, "li.row button")
            if "Notebook × 9" in r.find_element(By.CSS_SELECTOR, ".title").text
        )
        row.click()
        wait(browser).until(EC.url_matches(r".*/orders/[0-9A-F-]+$"))
        wait(browser).until(lambda b: heading(b) == "Field Notebook × 9")
        text = main_text(browser)
        for line in ("Farid Fischer", "US$6.50", "US$58.50", "US$4.68", "US$63.18", "Not sent", reason):
            assert line in text, f"{line!r} is not on the order's detail: {text!r}"

        press(browser, "Send again")

        def refused_again(b):
            # One condition, looked up again as a whole: the page reloads itself while the order is
            # sent, so a button found before the reload and text read after it are not one page.
            return b.find_element(*button_labelled("Send again")).is_enabled() and reason in main_text(b)

        wait(browser).until(refused_again, "refused again, with the server's reason")
        assert not [o for o in api_orders(api.api_url, 6) if o["quantity"] == 9], "the server never made the order"

        # In German: the detail's labels and status, and the contact's row (the server's reason is its own words).
        browser.get(browser.current_url + "?language=de")
        wait(browser).until(EC.element_to_be_clickable((By.XPATH, "//button[normalize-space()='Erneut senden']")))
        text = main_text(browser)
        for line in ("Kontakt", "Stückpreis", "Gesamt", "Nicht gesendet", "Grund", "58,50"):
            assert line in text, f"{line!r} is not on the German order detail: {text!r}"
        wait(browser).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "button[value='nav:back']"))).click()
        wait(browser).until(EC.url_matches(r".*/contacts/6$"))
        wait(browser).until(lambda b: any(f"Nicht gesendet: {reason}" in d for _, d in order_rows(b)))
