"""Employees (seed 001) and Account -> Final screen (seed 004) in a real browser, on the live demo API."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages import dialog_says, heading, log_in, main_text, press, wait, wait_for_text


def section_of(browser, name):
    """The employee section whose base-info cell shows `name`."""
    return browser.find_element(
        By.XPATH, f"//section[.//li[contains(@class,'has-image')]//span[@class='title' and normalize-space()='{name}']]"
    )


def contact_button(browser, name, title):
    """The "Call" or "Text" button of `name`'s section."""
    return section_of(browser, name).find_element(
        By.XPATH, f".//button[.//span[@class='title' and normalize-space()='{title}']]"
    )


def employee_names(browser):
    return [
        e.text
        for e in browser.find_elements(By.CSS_SELECTOR, "section li.has-image .title")
    ]


def external_link(browser):
    return wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".external a")))


def filter_by(browser, text):
    field = browser.find_element(By.NAME, "filter")
    field.clear()
    field.send_keys(text)
    press(browser, "Filter")


def test_employees_show_photos_or_initials_filter_and_open_call_and_text_links(app, browser):
    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))
    browser.get(app.url + "/employees")
    wait(browser).until(lambda b: heading(b) == "Employees")
    wait_for_text(browser, "Alice Martin")
    assert len(employee_names(browser)) == 12

    # Photos are generated SVGs carried in the page; employees without one (none, or gone) show initials.
    photo = section_of(browser, "Alice Martin").find_element(By.CSS_SELECTOR, "img.picture")
    assert photo.get_attribute("alt") == "Photo of Alice Martin"
    assert photo.get_attribute("src").startswith("data:image/svg+xml;base64,")
    assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", photo) > 0
    for name, initials in (("Daniel Okafor", "DO"), ("Farid Haddad", "FH")):
        cell = section_of(browser, name).find_element(By.CSS_SELECTOR, ".initials")
        assert cell.text == initials
        assert cell.get_attribute("aria-label") == f"Initials of {name}"
    sources = [img.get_attribute("src") for img in browser.find_elements(By.TAG_NAME, "img")]
    assert sources and all(src.startswith("data:image/") for src in sources)
    loaded = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert all(url.startswith(app.url) for url in loaded), loaded

    # Filter by specialization, then by a name without its accent.
    filter_by(browser, "developer")
    wait(browser).until(lambda b: employee_names(b) == ["Alice Martin", "Farid Haddad", "Kofi Mensah"])
    assert browser.find_element(By.NAME, "filter").get_attribute("value") == "developer"
    filter_by(browser, "chloe")
    wait(browser).until(lambda b: employee_names(b) == ["Chloé Dubois"])
    filter_by(browser, "nobody")
    wait_for_text(browser, "No employees match “nobody”.")
    press(browser, "Show everyone")
    wait(browser).until(lambda b: len(employee_names(b)) == 12)

    # Call and Text go presenter -> router -> navigator, which shows the tel:/mailto: link.
    filter_by(browser, "alice")
    wait(browser).until(lambda b: employee_names(b) == ["Alice Martin"])
    contact_button(browser, "Alice Martin", "Call").click()
    wait(browser).until(lambda b: external_link(b).get_attribute("href") == "tel:+15550101")
    assert external_link(browser).text == "Call +15550101"
    contact_button(browser, "Alice Martin", "Text").click()
    wait(browser).until(lambda b: external_link(b).get_attribute("href") == "mailto:alice.martin@example.com")
    assert employee_names(browser) == ["Alice Martin"], "the filter stays applied"


def test_account_needs_a_selection_then_presents_the_final_screen_and_comes_back_as_it_was(app, browser):
    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))
    browser.get(app.url + "/account")
    wait(browser).until(lambda b: heading(b) == "Account")
    wait_for_text(browser, "demo@example.com")
    assert "Select a detail to continue" in main_text(browser)

    press(browser, "Go to final Screen")
    dialog_says(browser, "Cannot move to next screen. Please select name to continue")
    press(browser, "OK")
    wait(browser).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "[role='alertdialog']"))
    assert browser.current_url.endswith("/account")

    browser.find_element(By.CSS_SELECTOR, "button[value='select:details:email']").click()
    wait(browser).until(lambda b: heading(b) == "Selected: demo@example.com")
    wait_for_text(browser, "Item Selected Successfully")
    assert not button_enabled(browser, "Can't Dismiss now")
    before = main_text(browser)

    press(browser, "Ready to move to next screen")
    wait(browser).until(EC.url_matches(r".*/account/final/demo@example\.com$"))
    wait(browser).until(lambda b: heading(b) == "Final screen")
    assert "demo@example.com" in main_text(browser)
    assert "modal" in browser.find_element(By.TAG_NAME, "body").get_attribute("class")
    browser.refresh()
    wait(browser).until(lambda b: heading(b) == "Final screen")

    press(browser, "Close")
    wait(browser).until(EC.url_matches(r".*/account$"))
    wait(browser).until(lambda b: heading(b) == "Selected: demo@example.com")
    assert main_text(browser) == before

    # A value with a space travels in the URL percent-encoded, and a refresh keeps it.
    browser.find_element(By.CSS_SELECTOR, "button[value='select:details:name']").click()
    wait(browser).until(lambda b: heading(b) == "Selected: Demo User")
    press(browser, "Ready to move to next screen")
    wait(browser).until(EC.url_matches(r".*/account/final/Demo%20User$"))
    wait(browser).until(lambda b: "Demo User" in main_text(b))
    browser.refresh()
    wait(browser).until(lambda b: "Demo User" in main_text(b))
    press(browser, "Close")
    wait(browser).until(EC.url_matches(r".*/account$"))
    wait(browser).until(lambda b: heading(b) == "Selected: Demo User")


def button_enabled(browser, text):
    return wait(browser).until(
        EC.presence_of_element_located((By.XPATH, f'//button[normalize-space()="{text}"]'))
    ).is_enabled()
