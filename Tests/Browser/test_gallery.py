"""The gallery (`App --gallery`) in a real browser: every declared state of every module on one
page, each drawn by the web shell in a frame, used by keyboard, and the same files exported."""
import http.client
import os
import re
import socket
import subprocess
import tempfile
import time
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from pages import dialog_says, main_text, press, wait, wait_for_text


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def gallery(app_binary):
    """`App --gallery` on a free port; yields its address."""
    port = _free_port()
    process = subprocess.Popen(
        [app_binary, "--gallery", "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    lines = []
    deadline = time.time() + 60
    address = None
    while time.time() < deadline and address is None:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line)
        match = re.match(r"Gallery: (http://\S+/) ", line)
        if match:
            address = match.group(1)
    if address is None:
        process.kill()
        pytest.fail("the gallery did not start:\n" + "".join(lines))
    yield address
    process.terminate()
    process.wait(timeout=10)


REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def registered_features():
    """The features the App registers for the gallery, in its order (FeaturePreviews.swift's lines
    `("Login", LoginPreviews.all),`), so a feature added, renamed or removed needs no edit here."""
    with open(os.path.join(REPOSITORY, "App/Composition/Previews/FeaturePreviews.swift")) as file:
        return re.findall(r'^\s*\("(\w+)", \w+Previews\.all\),$', file.read(), re.MULTILINE)


def recorded_states():
    """How many states the snapshot tests record: one web snapshot per state in English."""
    folder = os.path.join(REPOSITORY, "Tests/PreviewSnapshotTests/__Snapshots__/PreviewSnapshotTests")
    return len([name for name in os.listdir(folder) if name.startswith("web.") and name.endswith("-en.html")])


def test_the_gallery_lists_every_feature_and_state_each_drawn_by_the_shell(gallery, browser):
    browser.get(gallery)
    assert browser.title == "Every state of every module"
    features = [h.text for h in browser.find_elements(By.CSS_SELECTOR, "main h2")]
    assert features == registered_features() and len(features) >= 12
    states = browser.find_elements(By.CSS_SELECTOR, "main figure")
    frames = browser.find_elements(By.CSS_SELECTOR, "main iframe")
    assert len(states) == len(frames) == recorded_states()
    captions = [f.find_element(By.TAG_NAME, "figcaption").text for f in states]
    assert "a page failed" in captions and "refused with its reason" in captions and "locked" in captions
    # Where two implementations serve one Interface, each says which flag serves it.
    notes = {f: browser.find_element(By.CSS_SELECTOR, f"section#{f} p.note").text for f in ("ItemDetail", "ItemDetailNext")}
    assert notes["ItemDetail"] == "Served when the flag item-detail-next is off (its default); @team-items may flip it."
    assert notes["ItemDetailNext"] == "Served when the flag item-detail-next is on; @team-items may flip it."
    # Every frame has a title a screen reader reads, and no script runs on the page.
    assert all(frame.get_attribute("title") for frame in frames)
    assert browser.find_elements(By.CSS_SELECTOR, "script") == []

    # A frame shows the real page: the locked login says the server's reason.
    login = next(f for f in states if f.find_element(By.TAG_NAME, "figcaption").text == "locked")
    browser.switch_to.frame(login.find_element(By.TAG_NAME, "iframe"))
    wait(browser).until(lambda b: "Too many failed logins" in b.find_element(By.TAG_NAME, "main").text)
    browser.switch_to.default_content()

    # The page is seen as drawn: its screenshot is a picture, not a blank one.
    png = browser.get_screenshot_as_png()
    assert len(png) > 20_000


def declared_load(feature):
    """The screens and calls the feature's budget file gives its load, as the gallery writes them."""
    with open(os.path.join(REPOSITORY, f"Modules/{feature}/Sources/{feature}Budget.swift")) as file:
        match = re.search(r'\.load: EventCost\(screens: (\d+)(?:, calls: \[(.*?)\])?\)', file.read())
    calls = re.findall(r'"([\w.]+)": (\d+)', match.group(2) or "")
    return match.group(1), ", ".join(f"{name} ×{count}" for name, count in sorted(calls)) or "none"


def test_each_feature_shows_its_budget_beside_its_states_folded_and_opened_by_keyboard(gallery, browser):
    browser.get(gallery)
    features = registered_features()
    budgets = browser.find_elements(By.CSS_SELECTOR, "main section details.budget")
    assert len(budgets) == len(features), "every feature's section has its budget"
    items = browser.find_element(By.CSS_SELECTOR, "section#ItemsList details.budget")
    assert items.get_attribute("open") is None, "folded until asked for"
    summary = items.find_element(By.TAG_NAME, "summary")
    summary.send_keys(Keys.ENTER)
    wait(browser).until(lambda b: items.get_attribute("open") is not None)
    rows = {
        row.find_element(By.TAG_NAME, "th").text: [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
        for row in items.find_elements(By.CSS_SELECTOR, "tr")[1:]
    }
    screens, calls = declared_load("ItemsList")
    assert rows["load"] == [screens, calls]
    assert list(rows)[:2] == ["load", "appear"], "load and appear first"


def test_english_and_german_side_by_side_and_each_state_opens_alone(gallery, browser):
    browser.get(gallery)
    browser.find_element(By.LINK_TEXT, "English and German side by side").click()
    wait(browser).until(lambda b: b.current_url.endswith("/both.html"))
    assert len(browser.find_elements(By.CSS_SELECTOR, "main iframe")) == 2 * recorded_states()
    titles = [f.get_attribute("title") for f in browser.find_elements(By.CSS_SELECTOR, "main iframe")]
    assert "ItemsList: the offline copy (en)" in titles and "ItemsList: the offline copy (de)" in titles

    browser.get(gallery)
    # By keyboard: the feature list leads to a feature, a state's link opens its page alone.
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    assert browser.switch_to.active_element.text == "English and German side by side"
    browser.find_element(By.CSS_SELECTOR, "nav a[href='#OrderEntry']").click()
    section = browser.find_element(By.ID, "OrderEntry")
    section.find_elements(By.LINK_TEXT, "Open en")[0].click()
    wait(browser).until(lambda b: b.current_url.endswith("/OrderEntry/empty.en.html"))
    assert "New order for" in browser.find_element(By.TAG_NAME, "h1").text


def test_a_states_live_link_opens_its_module_alone_in_that_state_and_it_works(gallery, browser):
    browser.get(gallery)
    section = browser.find_element(By.ID, "ItemsList")
    figure = next(f for f in section.find_elements(By.TAG_NAME, "figure") if f.find_element(By.TAG_NAME, "figcaption").text == "the Delete all confirmation")
    figure.find_element(By.LINK_TEXT, "Live").click()
    # The module alone, over fakes, brought to the state: the confirmation shows, and answers.
    wait(browser).until(lambda b: b.current_url.endswith("/items"))
    dialog_says(browser, "Delete all items?")
    press(browser, "Cancel")
    wait(browser).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"))

    browser.get(gallery)
    section = browser.find_element(By.ID, "OrderEntry")
    figure = next(f for f in section.find_elements(By.TAG_NAME, "figure") if f.find_element(By.TAG_NAME, "figcaption").text == "refused with its reason")
    figure.find_element(By.LINK_TEXT, "Live").click()
    wait_for_text(browser, "Not sent: The product is no longer sold.")
    press(browser, "New order")
    wait(browser).until(lambda b: "Not sent" not in main_text(b))


def test_the_export_writes_the_same_gallery_as_files(app_binary):
    with tempfile.TemporaryDirectory() as folder:
        out = subprocess.run([app_binary, "--gallery", "--export", folder], capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        # Each state in English and German, and the two index pages.
        assert re.match(rf"Gallery: {2 * recorded_states() + 2} files, \d+ KiB, drawn and written in ", out.stdout)
        assert os.path.exists(os.path.join(folder, "index.html"))
        assert os.path.exists(os.path.join(folder, "both.html"))
        assert os.path.exists(os.path.join(folder, "ItemsList", "a-page-failed.de.html"))


def _export(app_binary, folder):
    return subprocess.run([app_binary, "--gallery", "--export", folder], capture_output=True, text=True, timeout=120)


def test_an_export_over_an_earlier_one_says_which_files_it_replaced(app_binary):
    with tempfile.TemporaryDirectory() as folder:
        assert _export(app_binary, folder).returncode == 0
        again = _export(app_binary, folder)
        assert again.returncode == 0, again.stderr
        replaced = re.search(r"Replaced (\d+) files that were there: (.*)", again.stdout)
        assert replaced, again.stdout
        assert replaced.group(1) == str(2 * recorded_states() + 2)
        assert "index.html" in replaced.group(2).split(", ")


def test_an_export_refuses_an_empty_path_and_a_file_in_place_of_its_folder_with_a_sentence(app_binary):
    empty = _export(app_binary, "")
    assert empty.returncode != 0
    assert "--export needs the path of a folder" in empty.stderr
    with tempfile.TemporaryDirectory() as folder:
        file = os.path.join(folder, "notes.txt")
        with open(file, "w") as notes:
            notes.write("mine")
        refused = _export(app_binary, file)
        assert refused.returncode != 0
        assert f"{file} is not a folder: choose a folder for the gallery" in refused.stderr
        assert open(file).read() == "mine", "nothing the person saved is touched"


def test_an_export_never_writes_through_a_link_out_of_its_folder(app_binary):
    with tempfile.TemporaryDirectory() as outside, tempfile.TemporaryDirectory() as folder:
        secret = os.path.join(outside, "secret.txt")
        with open(secret, "w") as kept:
            kept.write("mine")
        os.symlink(secret, os.path.join(folder, "index.html"))
        linked = _export(app_binary, folder)
        assert linked.returncode != 0
        assert f"{folder}/index.html is a symbolic link to {secret}" in linked.stderr, linked.stderr
        assert open(secret).read() == "mine"
        os.remove(os.path.join(folder, "index.html"))
        os.symlink(outside, os.path.join(folder, "ItemsList"))
        linked = _export(app_binary, folder)
        assert linked.returncode != 0
        assert f"{folder}/ItemsList is a symbolic link to {outside}" in linked.stderr, linked.stderr
        assert os.listdir(outside) == ["secret.txt"], "nothing written through the folder's link"
        assert not os.path.exists(os.path.join(folder, "index.html")), "nothing written at all"


def test_the_gallery_server_takes_only_get_and_head_and_refuses_a_nul_in_the_path(gallery):
    address = urllib.parse.urlsplit(gallery)
    for method in ["POST", "PUT", "DELETE"]:
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
        connection.request(method, "/index.html", body=b"x")
        answer = connection.getresponse()
        assert answer.status == 405, method
        assert answer.getheader("Allow") == "GET, HEAD"
        connection.close()
    for path in ["/index%00.html", "/%00", "/ItemsList/%00/../index.html"]:
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
        connection.request("GET", path)
        answer = connection.getresponse()
        assert answer.status == 400, path
        assert b"NUL" in answer.read()
        connection.close()
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    connection.request("HEAD", "/index.html")
    assert connection.getresponse().status == 200
