"""A session the server stops accepting (its token revoked on the demo API) while a browser is on
the contact detail: the next call the app makes for it is refused, the app goes to the login screen
saying the session has expired, and after logging in again the user is back on the same contact."""
import sqlite3

from selenium.webdriver.support import expected_conditions as EC

from selenium.webdriver.common.by import By

from pages import heading, log_in, main_text, press, wait
from test_orders_flow import open_contact


def revoke_every_token(database):
    """Deletes every bearer token from the demo API's database, as an expiry or a revocation would."""
    with sqlite3.connect(database, timeout=10) as connection:
        revoked = connection.execute("DELETE FROM token").rowcount
    return revoked


def test_a_revoked_token_leads_to_login_and_back_to_the_same_contact(app, browser):
    log_in(browser, app)
    wait(browser).until(EC.url_matches(r".*/items$"))
    name = open_contact(browser, 3)

    assert revoke_every_token(app.database) >= 1
    press(browser, "New order")  # the order entry asks for products; the API refuses the token

    wait(browser).until(EC.url_matches(r".*/login/expired$"))
    assert "Your session has expired. Log in again to continue where you were." in main_text(browser)

    log_in_again(browser)
    wait(browser).until(EC.url_matches(r".*/contacts/3$"))
    wait(browser).until(lambda b: heading(b) == name)
    assert "expired" not in main_text(browser)


def log_in_again(browser, username="demo", password="demo1234"):
    browser.find_element(By.NAME, "username").send_keys(username)
    browser.find_element(By.NAME, "password").send_keys(password)
    press(browser, "Log in")
