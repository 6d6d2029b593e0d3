"""Home: after login the tabs; each tab keeps its own stack and page; Log out ends the session."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

import pages
from pages import heading, log_in, press, wait, wait_for_text


def tab_titles(browser):
    return [link.text for link in browser.find_elements(By.CSS_SELECTOR, "nav.tabs a")]


def current_tab(browser):
    return browser.find_element(By.CSS_SELECTOR, "nav.tabs a[aria-current='page']").text


def tab_link(browser, title):
    return wait(browser).until(
        EC.element_to_be_clickable((By.XPATH, f"//nav[@class='tabs']//a[normalize-space()='{title}']"))
    )


def test_tabs_keep_their_place_and_log_out_ends_the_session(app, browser):
    log_in(browser, app)
    wait(browser).until(EC.url_matches(r".*/items$"))

    nav = browser.find_element(By.CSS_SELECTOR, "nav.tabs")
    assert nav.get_attribute("aria-label") == "Tabs"
    titles = tab_titles(browser)
    assert titles[0] == "Items"
    assert current_tab(browser) == "Items"
    assert [t for t in ["Items", "Contacts", "Employees", "Account"] if t in titles] == titles, "tabs keep the app's order"

    # Page 2 of the list, scrolled down.
    browser.find_element(By.CSS_SELECTOR, "a[rel='next']").click()
    wait_for_text(browser, "Showing 51–100 of 120")
    browser.execute_script("window.scrollTo(0, 600)")
    wait(browser).until(lambda b: b.execute_script("return window.scrollY") == 600)

    second = next((t for t in titles[1:]), None)
    if second is not None:
        # Another tab and back: the same page of the list, scrolled as it was.
        tab_link(browser, second).click()
        wait(browser).until(lambda b: current_tab(b) == second)
        tab_link(browser, "Items").click()
        wait(browser).until(lambda b: current_tab(b) == "Items")
        wait_for_text(browser, "Showing 51–100 of 120")
        wait(browser).until(lambda b: b.execute_script("return window.scrollY") == 600)

    # Open an item from page 2.
    pages.row_button(browser, "60", "items").click()
    wait(browser).until(EC.url_matches(r".*/items/60$"))
    item_title = wait(browser).until(lambda b: heading(b) if heading(b) != "Items" else None)

    # Another tab, then back to Items with the keyboard: still on that item.
    if second is None:
        # TODO(lead's integration of issue 5): with only the Items module registered as a tab there is
        # no other tab to switch to; once Contacts/Employees/Account answer their routes this branch runs.
        assert titles == ["Items"]
    else:
        tab_link(browser, second).click()
        wait(browser).until(lambda b: current_tab(b) == second)
        assert "/items" not in browser.current_url
        tab_link(browser, "Items").send_keys(Keys.ENTER)
        wait(browser).until(EC.url_matches(r".*/items/60$"))
        assert heading(browser) == item_title
        assert current_tab(browser) == "Items"

        # The browser's back button crosses tabs too, and forward returns.
        browser.back()
        wait(browser).until(lambda b: current_tab(b) == second)
        browser.forward()
        wait(browser).until(EC.url_matches(r".*/items/60$"))
        wait(browser).until(lambda b: heading(b) == item_title)

    # Back from the item: the list is still on page 2.
    wait(browser).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "button[value='nav:back']"))).click()
    wait(browser).until(EC.url_matches(r".*/items$"))
    wait_for_text(browser, "Showing 51–100 of 120")

    # Log out: the login page, and the screens behind login are out of reach again.
    press(browser, "Log out")
    wait(browser).until(EC.url_contains("/login"))
    assert not browser.find_elements(By.CSS_SELECTOR, "nav.tabs")
    browser.get(app.url + "/items")
    wait(browser).until(EC.url_contains("/login"))
    browser.get(app.url + "/items/60")
    wait(browser).until(EC.url_contains("/login"))
    assert heading(browser) != item_title
