"""Log in, open an item, toggle it, go back and see it, delete all and see the success message, get
the sample items back, and share an item."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

import pages
from pages import dialog_says, heading, log_in, press, wait


def row_button(browser, row_id):
    return pages.row_button(browser, row_id, "items")


def row_tone(browser, row_id):
    """The tone (positive = green, negative = red) the list row of `row_id` is drawn in."""
    item = row_button(browser, row_id).find_element(By.XPATH, "./ancestor::li[1]")
    tones = [c[len("tone-"):] for c in item.get_attribute("class").split() if c.startswith("tone-")]
    return tones[0] if tones else None


def test_empty_login_shows_both_messages_and_wrong_password_is_refused(app, browser):
    browser.get(app.url + "/login")
    press(browser, "Log in")
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), "Enter your username"))
    assert "Enter your password" in browser.find_element(By.TAG_NAME, "main").text

    log_in(browser, app, password="not-the-password")
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), "Wrong username or password."))
    assert browser.current_url.endswith("/login")


def test_items_are_listed_and_screens_need_login(app, browser):
    browser.get(app.url + "/items/1")
    wait(browser).until(EC.url_contains("/login"))
    before = browser.get_cookie("viper_session")["value"]
    log_in(browser, app)
    # The deep link survives login: the item opens in the Items tab, over the list.
    wait(browser).until(EC.url_matches(r".*/items/1$"))
    wait(browser).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "button[value='nav:back']"))).click()
    wait(browser).until(EC.url_matches(r".*/items$"))
    assert heading(browser) == "Items"
    assert browser.get_cookie("viper_session")["value"] != before, "logging in gives the session a new id"
    main = browser.find_element(By.TAG_NAME, "main").text
    assert "of 120" in main


def test_toggle_an_item_then_see_it_in_the_list_then_delete_all(app, browser):
    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))

    tone_before = row_tone(browser, "1")
    name = row_button(browser, "1").find_element(By.CSS_SELECTOR, ".title").text
    assert tone_before in ("positive", "negative")
    row_button(browser, "1").click()

    wait(browser).until(EC.url_matches(r".*/items/1$"))
    wait(browser).until(lambda b: heading(b) == name)
    toggle = "Disable" if tone_before == "positive" else "Enable"
    press(browser, toggle)
    expected_status = "Disabled" if tone_before == "positive" else "Enabled"
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), expected_status))

    browser.back()
    wait(browser).until(EC.url_matches(r".*/items$"))
    tone_after = wait(browser).until(lambda b: row_tone(b, "1") if row_tone(b, "1") != tone_before else None)
    assert tone_after in ("positive", "negative")

    browser.refresh()
    assert row_tone(browser, "1") == tone_after

    press(browser, "Delete all")
    dialog_says(browser, "Delete all items?")
    press(browser, "Delete")
    dialog_says(browser, "Operation completed")
    press(browser, "OK")
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), "No items"))

    # The empty list gives the sample items back: the first page, as a new account has it.
    press(browser, "Add sample items")
    wait(browser).until(lambda b: row_button(b, "1") is not None)
    assert "of 50" in browser.find_element(By.TAG_NAME, "main").text


def test_share_offers_the_browsers_share_sheet_and_else_an_email_draft(app, browser):
    """Share goes through the item detail's router and the navigator like Call and Email do: the page
    shows a share link whose fallback is an e-mail draft (subject: the item's name), and a click on it
    opens the browser's share sheet where there is one (stubbed here: headless Chromium has none)."""
    log_in(browser, app)
    wait(browser).until(EC.url_contains("/items"))
    name = row_button(browser, "1").find_element(By.CSS_SELECTOR, ".title").text
    row_button(browser, "1").click()
    wait(browser).until(lambda b: heading(b) == name)
    press(browser, "Share")
    link = wait(browser).until(EC.element_to_be_clickable((By.CSS_SELECTOR, ".external a")))
    assert link.text == f"Share “{name}”"
    href = link.get_attribute("href")
    assert href.startswith("mailto:?subject=" + name.replace(" ", "%20") + "&body="), href
    assert link.get_attribute("data-share-title") == name
    text = link.get_attribute("data-share-text")
    assert text.startswith(f"{name}: ") and "created" in text, text

    url = browser.current_url
    browser.execute_script(
        "navigator.share = (data) => { window.shared = data; return Promise.resolve(); };"
    )
    link.click()
    shared = wait(browser).until(lambda b: b.execute_script("return window.shared || null"))
    assert shared == {"title": name, "text": text}
    assert browser.current_url == url, "with a share sheet the e-mail link is not followed"
