"""Run one feature module by itself (`App --module … --fake-services`) and use it in a real browser."""
import os

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages import button, detail_of, heading, wait


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

    button(browser, "Disable").click()
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
    button(browser, "Log in").click()
    wait(browser).until(EC.url_matches(r".*/items$"))
    assert "of 12" in browser.find_element(By.TAG_NAME, "main").text
