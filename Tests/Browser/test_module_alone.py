"""Run one feature module by itself (`App --module … --fake-services`) and use it in a real browser."""
import os
import subprocess
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages import button, detail_of, heading, main_text, press, wait


def test_item_detail_alone_on_fakes_opens_at_root_and_toggles(start_app, browser):
    app = start_app("--module", "ItemDetail", "--input", "id=3", "--fake-services")
    printed = "".join(app.output)
    assert "no demo API started, no database touched" in printed
    assert "API:" not in printed
    assert app.next_line() == "Module: ItemDetail (/items/3) with fake services"
    assert not os.path.exists(app.database), "fake services must not touch the database"

    browser.get(app.url + "/")
    wait(browser).until(EC.url_matches(r".*/items/3$"))
    wait(browser).until(lambda b: heading(b) == "Item 3")
    assert detail_of(browser, "Status") == "Enabled"  # odd ids start enabled

    press(browser, "Disable")
    wait(browser).until(lambda b: detail_of(b, "Status") == "Disabled")
    button(browser, "Enable")  # the action now offers the way back

    browser.refresh()
    assert detail_of(browser, "Status") == "Disabled"


def test_items_list_alone_on_fakes_needs_no_login_and_pushes_the_detail(start_app, browser):
    app = start_app("--module", "items-list", "--fake-services", items=42)
    assert app.next_line() == "Module: ItemsList (/items) with fake services"

    browser.get(app.url + "/")
    wait(browser).until(EC.url_matches(r".*/items$"))
    assert heading(browser) == "Items"
    assert "of 42" in browser.find_element(By.TAG_NAME, "main").text

    browser.find_element(By.CSS_SELECTOR, "button[value='select:items:2']").click()
    wait(browser).until(EC.url_matches(r".*/items/2$"))
    wait(browser).until(lambda b: heading(b) == "Item 2")

    browser.get(app.url + "/login")  # other features stay reachable and nothing is guarded
    wait(browser).until(EC.presence_of_element_located((By.NAME, "username")))


def test_whole_app_on_fakes_logs_in_with_the_fake_demo_account(start_app, browser):
    app = start_app("--fake-services", items=12)
    assert app.next_line() == "Log in as demo / password (fake services)"
    assert not os.path.exists(app.database)

    browser.get(app.url + "/items")
    wait(browser).until(EC.url_contains("/login"))  # the whole app keeps its login guard
    browser.find_element(By.NAME, "username").send_keys("demo")
    browser.find_element(By.NAME, "password").send_keys("password")
    press(browser, "Log in")
    wait(browser).until(EC.url_matches(r".*/items$"))
    assert "of 12" in browser.find_element(By.TAG_NAME, "main").text


def test_fake_latency_shows_the_account_loading_then_its_details(start_app, browser):
    """Seed 004's simulated delay: with every fake call taking 2 s, the account screen is seen
    loading (its status and the next-screen button reading "Loading...", the article's word) and
    then replaced by the details, the button reading "Go to final Screen"."""
    app = start_app("--module", "Account", "--fake-services", "--fake-latency", "2s")
    assert app.next_line() == "Module: Account (/account) with fake services"

    started = time.time()
    browser.get(app.url + "/")
    wait(browser).until(EC.url_matches(r".*/account$"))
    assert "Loading account…" in main_text(browser)
    assert browser.find_elements(By.XPATH, "//button[normalize-space()='Loading...']"), "the next-screen button reads Loading..."
    wait(browser).until(lambda b: b.find_elements(By.XPATH, "//button[normalize-space()='Go to final Screen']"))
    assert time.time() - started >= 2, "the details cannot arrive before the latency has passed"
    assert "Loading account…" not in main_text(browser)
    assert "Member since" in main_text(browser)


def test_a_bad_fake_latency_is_refused_with_a_sentence(app_binary):
    finished = subprocess.run(
        [app_binary, "--fake-services", "--fake-latency", "soon"], capture_output=True, text=True, timeout=60
    )
    assert finished.returncode != 0
    assert "--fake-latency must be a duration such as 2s or 500ms, from 0 to 60s, not “soon”." in finished.stderr
