"""The app in German, as a browser whose Accept-Language prefers German sees it: login -> items ->
item detail -> contacts -> order entry (its quantity format message and a saved order's money) ->
account, with German words on every page, then the language switch back to English on the same
screen."""
import re
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from pages import button, heading, main_text, press, row_button, wait, wait_for_text


@pytest.fixture
def german_browser(request):
    """A headless Chromium whose requests say `Accept-Language: de-DE,de`."""
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900", "--lang=de-DE"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": "de-DE,de"})
    chromium = shutil.which("chromium")
    if chromium:
        options.binary_location = chromium
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which("chromedriver")), options=options)
    yield driver
    driver.quit()


def page_language(browser):
    return browser.find_element(By.TAG_NAME, "html").get_attribute("lang")


def wait_for_words(browser, text):
    """Waits until the main content shows `text`, in any case (section titles are drawn in capitals)."""
    wait(browser).until(lambda b: text.lower() in main_text(b).lower())


def tab(browser, title):
    browser.find_element(By.CSS_SELECTOR, "nav.tabs").find_element(By.LINK_TEXT, title).click()


def test_a_german_browser_walks_the_app_in_german_and_the_switch_keeps_the_screen(app, german_browser):
    browser = german_browser
    browser.get(app.url + "/")
    wait(browser).until(EC.url_contains("/login"))
    assert page_language(browser) == "de"
    assert heading(browser) == "Anmelden"
    assert "Benutzername" in main_text(browser) and "Passwort" in main_text(browser)
    press(browser, "Anmelden")
    wait_for_text(browser, "Gib deinen Benutzernamen ein")
    browser.find_element(By.NAME, "username").send_keys("demo")
    browser.find_element(By.NAME, "password").send_keys("demo1234")
    press(browser, "Anmelden")

    # Items: the tab bar, the list's words and the shell's pager.
    wait(browser).until(EC.url_matches(r".*/items$"))
    assert heading(browser) == "Artikel"
    tabs = browser.find_element(By.CSS_SELECTOR, "nav.tabs").text
    for title in ("Artikel", "Kontakte", "Mitarbeiter", "Konto", "Abmelden"):
        assert title in tabs
    button(browser, "Alle löschen")
    assert "von 120" in main_text(browser)
    assert browser.find_element(By.CSS_SELECTOR, "nav.pager").text.strip() == "Weiter"

    # Item detail: its labels, a German date and the shell's Back.
    name = row_button(browser, "1", "items").find_element(By.CSS_SELECTOR, ".title").text
    row_button(browser, "1", "items").click()
    wait(browser).until(EC.url_matches(r".*/items/1$"))
    wait(browser).until(lambda b: heading(b) == name)
    detail = main_text(browser)
    assert "Erstellt" in detail and "Status" in detail
    assert re.search(r"\d{1,2}\. \w+\.? \d{4}", detail), f"a German date: {detail}"
    assert browser.find_element(By.CSS_SELECTOR, "button[value='nav:back']").text.endswith("Zurück")

    # Contacts, then a contact and its new order.
    tab(browser, "Kontakte")
    wait(browser).until(EC.url_matches(r".*/contacts$"))
    assert heading(browser) == "Kontakte"
    button(browser, "Bestellverlauf")
    button(browser, "Suchen")
    row_button(browser, "3", "contacts").click()
    wait(browser).until(EC.url_matches(r".*/contacts/3$"))
    wait_for_text(browser, "Noch keine Bestellungen")
    press(browser, "Neue Bestellung")
    wait(browser).until(EC.url_matches(r".*/contacts/3/orders/new$"))
    product = Select(wait(browser).until(EC.presence_of_element_located((By.NAME, "product"))))
    assert heading(browser).startswith("Neue Bestellung für ")
    assert product.first_selected_option.text == "Bitte wählen…"
    assert "Produkt" in main_text(browser) and "Menge" in main_text(browser)
    browser.find_element(By.NAME, "quantity").send_keys("12a")
    press(browser, "Speichern")
    wait_for_text(browser, "Die Menge darf nur aus Ziffern bestehen")

    product = Select(browser.find_element(By.NAME, "product"))
    choice = next(o for o in product.options if o.text.startswith("Brass Lantern"))
    product.select_by_value(choice.get_attribute("value"))
    quantity = browser.find_element(By.NAME, "quantity")
    quantity.clear()
    quantity.send_keys("3")
    press(browser, "Speichern")
    wait_for_words(browser, "Bestellung gespeichert")
    summary = main_text(browser)
    assert "Gesamtsumme" in summary and "Gesendet" in summary
    assert "161,97 $" in summary, f"3 × 49,99 $ and 8 % tax, written the German way: {summary}"

    # Account: its sections and the next step's button.
    tab(browser, "Konto")
    wait(browser).until(EC.url_matches(r".*/account$"))
    wait_for_words(browser, "Deine Angaben")
    assert heading(browser) == "Konto"
    assert "Mitglied seit" in main_text(browser)
    button(browser, "Weiter zum Abschluss")

    # The switch: English on the same screen, every word with it.
    switch = browser.find_element(By.CSS_SELECTOR, "nav.languages")
    assert switch.find_element(By.CSS_SELECTOR, "[aria-current]").text == "Deutsch"
    switch.find_element(By.LINK_TEXT, "English").click()
    wait(browser).until(lambda b: page_language(b) == "en")
    assert browser.current_url.endswith("/account")
    wait_for_words(browser, "Your details")
    assert heading(browser) == "Account"
    assert "Items" in browser.find_element(By.CSS_SELECTOR, "nav.tabs").text
    tab(browser, "Contacts")
    wait(browser).until(EC.url_matches(r".*/contacts/3/orders/new$"))
    # The order entry was built again from its route: an empty form, in English now; the order
    # saved in German is on the contact below it, its money written the English way.
    wait(browser).until(lambda b: heading(b).startswith("New order for "))
    button(browser, "Save")
    browser.find_element(By.CSS_SELECTOR, "button[value='nav:back']").click()
    wait(browser).until(EC.url_matches(r".*/contacts/3$"))
    wait_for_text(browser, "US$161.97")
