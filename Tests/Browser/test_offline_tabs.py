"""Every tab works offline: with the API stopped, the items pages seen, the contacts, the employees
and the account are read from the app's copy with an offline notice and its time, not an error page."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages import heading, log_in, main_text, wait, wait_for_text


def visit_tab(browser, title, path):
    browser.find_element(By.LINK_TEXT, title).click()
    wait(browser).until(EC.url_matches(rf".*{path}$"))


def next_page(browser):
    browser.find_element(By.CSS_SELECTOR, "nav.pager a[rel='next']").click()
    wait(browser).until(EC.url_contains("offset=50"))


def test_with_the_api_stopped_every_tab_shows_the_saved_copy_with_an_offline_notice(start_app, browser, tmp_path):
    api = start_app(database=str(tmp_path / "api.sqlite"))  # this process only serves the API
    app = start_app("--api-url", api.api_url, "--app-database", str(tmp_path / "app.sqlite"))

    # Online, one browser session reads every tab once, and the second page of items: the app
    # keeps the user's copy of each.
    log_in(browser, app)
    wait(browser).until(EC.url_matches(r".*/items$"))
    next_page(browser)
    wait_for_text(browser, "Showing 51–100 of 120")
    for title, path in (("Contacts", "/contacts"), ("Employees", "/employees"), ("Account", "/account")):
        visit_tab(browser, title, path)
        wait(browser).until(lambda b: "Loading" not in main_text(b))
        assert "Offline" not in main_text(browser)

    # A new browser session logs in while the API is up, then the API goes away. Its tabs are
    # built as they are chosen, so each one reads while the API is down.
    browser.delete_all_cookies()
    log_in(browser, app)
    wait(browser).until(EC.url_matches(r".*/items$"))
    api.stop()

    next_page(browser)
    wait_for_text(browser, "Offline — showing items saved at")
    assert "Showing 51–100 of 120" in main_text(browser)
    for title, path, notice, shown in (
        ("Contacts", "/contacts", "Offline — showing contacts saved at", None),
        ("Employees", "/employees", "Offline — showing employees saved at", None),
        ("Account", "/account", "Offline — showing your account as saved at", "Member since"),
    ):
        visit_tab(browser, title, path)
        wait_for_text(browser, notice)
        assert heading(browser) in (title, "Account")
        if shown:
            assert shown in main_text(browser)
        assert "Try again" not in main_text(browser) or title == "Contacts", f"{title} is not an error page"
