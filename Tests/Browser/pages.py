"""What every browser test does with a page: wait, read the heading and main text, press buttons, log in."""
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, seconds=15):
    """Waits that re-query the page: a post can replace the document while a condition is checked.

    Chromedriver reports that race as a stale element, a missing element, or (seen in CI) a generic
    "Node with given id does not belong to the document" error; all three mean "look again".
    """
    return WebDriverWait(
        browser,
        seconds,
        ignored_exceptions=(NoSuchElementException, StaleElementReferenceException, WebDriverException),
    )


def heading(browser):
    return browser.find_element(By.TAG_NAME, "h1").text


def main_text(browser):
    return browser.find_element(By.TAG_NAME, "main").text


def wait_for_text(browser, text):
    """Waits until the page's main content shows `text`."""
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), text))


def dialog_says(browser, text):
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role='alertdialog']"), text))


def button_labelled(text):
    """The locator of the button labelled `text`."""
    return (By.XPATH, f"//button[normalize-space()='{text}']")


def button(browser, text):
    return wait(browser).until(EC.element_to_be_clickable(button_labelled(text)))


def press(browser, text):
    """Presses the button labelled `text`, once it is there and enabled.

    The button is looked up again when the document was replaced between finding and clicking it (a
    page that refreshes itself while its module works loads anew): a stale element was never clicked.
    """

    def click(browser):
        button_with_text = browser.find_element(*button_labelled(text))
        if not (button_with_text.is_displayed() and button_with_text.is_enabled()):
            return False
        button_with_text.click()
        return True

    WebDriverWait(browser, 15, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(click)


def row_button(browser, row_id, section):
    return browser.find_element(By.CSS_SELECTOR, f"button[value='select:{section}:{row_id}']")


def detail_of(browser, title):
    """The detail text of the row titled `title` (for example the Status row's Enabled)."""
    return browser.find_element(
        By.XPATH, f"//li[.//span[@class='title' and normalize-space()='{title}']]//span[@class='detail']"
    ).text


def log_in(browser, app, username="demo", password="demo1234"):
    browser.get(app.url + "/")
    wait(browser).until(EC.url_contains("/login"))
    browser.find_element(By.NAME, "username").send_keys(username)
    browser.find_element(By.NAME, "password").send_keys(password)
    press(browser, "Log in")
