"""A successor behind a flag: the item detail's successor (ItemDetailNext), which enables an item on
its status line, is served to alice (her account's item-detail-next is on, a row of the demo API's
feature_flag table) while demo, whose account sets nothing, keeps the item detail with its Disable
button; `App --flag item-detail-next=off` gives alice the old one for a run."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

import pages
from pages import heading, log_in, main_text, press, wait


def open_item(browser, app, username, password):
    """Logs `username` in on a fresh session and opens their item 1; returns its name."""
    browser.delete_all_cookies()
    log_in(browser, app, username=username, password=password)
    wait(browser).until(EC.url_contains("/items"))
    button = pages.row_button(browser, "1", "items")
    name = button.find_element(By.CSS_SELECTOR, ".title").text
    button.click()
    wait(browser).until(EC.url_matches(r".*/items/1$"))
    wait(browser).until(lambda b: heading(b) == name)
    return name


def status_line(browser):
    return browser.find_elements(By.CSS_SELECTOR, "button[value='select:details:status']")


def has_button(browser, text):
    return bool(browser.find_elements(*pages.button_labelled(text)))


def assert_old_detail(browser):
    assert not status_line(browser), "the item detail's status line is no button"
    assert has_button(browser, "Disable") or has_button(browser, "Enable")


def test_each_user_sees_the_implementation_their_flag_chooses(app, browser):
    open_item(browser, app, "demo", "demo1234")
    assert_old_detail(browser)

    open_item(browser, app, "alice", "alice1234")
    line = wait(browser).until(lambda b: status_line(b)[0] if status_line(b) else None)
    before = line.find_element(By.CSS_SELECTOR, ".detail").text
    assert before in ("Enabled · select to disable", "Disabled · select to enable")
    assert not has_button(browser, "Disable") and not has_button(browser, "Enable")
    line.click()
    after = "Disabled · select to enable" if before.startswith("Enabled") else "Enabled · select to disable"
    wait(browser).until(lambda b: after in main_text(b))

    # demo again, on a new session: the flag is read at each login, so the old detail is back.
    open_item(browser, app, "demo", "demo1234")
    assert_old_detail(browser)


def test_a_run_flag_overrides_the_account(start_app, browser):
    app = start_app("--flag", "item-detail-next=off")
    open_item(browser, app, "alice", "alice1234")
    assert_old_detail(browser)
