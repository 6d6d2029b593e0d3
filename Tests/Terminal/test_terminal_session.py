"""Signing in and out, an expired sign-in, German, one module alone, and the terminal itself: put
back as it was however the app ends, and a clear refusal without one."""
import re
import sqlite3
import subprocess

import pytest


def test_a_wrong_password_is_refused_then_the_right_one_signs_in(terminal):
    app = terminal()
    app.log_in(password="not-the-password")
    app.wait_for("Wrong username or password.")
    app.clear("Password", "not-the-password", shown="•")
    app.type("demo1234")
    app.press("enter")
    app.wait_for("Items", "Brisk Anchor 1", "1 Items", "Log out")


def test_an_expired_sign_in_leads_to_login_and_back_to_the_same_screen(terminal):
    app = terminal()
    app.log_in()
    app.wait_for("1 Items")
    app.open_contact()

    with sqlite3.connect(app.database, timeout=10) as connection:
        assert connection.execute("DELETE FROM token").rowcount >= 1
    app.focus("New order")
    app.press("enter")  # the order entry asks for products; the API refuses the token
    app.wait_for("Your session has expired.", "Username", "Password")

    app.log_in()
    # Back on the screen the person had opened, in its tab over the tab's root (as a deep link is).
    app.wait_for("‹ Back", "New order for Ada Abbott", "Product", "Quantity")
    assert "expired" not in app.text
    app.press("esc")
    app.wait_for("Contacts", "Search by name", "Ada Abbott")


def test_german_from_the_start_and_the_language_switch_back_and_forth(terminal):
    app = terminal("--language", "de")
    app.log_in(labels=("Benutzername", "Passwort"))
    app.wait_for("1 Artikel", "2 Kontakte", "Abmelden")
    app.focus("Cobalt Anchor 2")
    app.press("enter")
    app.wait_for("‹ Zurück", "Erstellt")
    app.press("L")
    app.wait_for("‹ Back", "Created", "1 Items", "L Deutsch")
    assert "Cobalt Anchor 2" in app.text, "the switch keeps the screen the person is on"
    app.press("L")
    app.wait_for("‹ Zurück", "1 Artikel")


def test_one_module_alone_on_fakes(terminal):
    app = terminal("--module", "ItemDetail", "--input", "id=3", "--fake-services")
    app.wait_for("Status", "Created")
    assert "1 Items" not in app.text, "one module alone shows no tabs"
    assert "Log in" not in app.text
    assert app.quit() == 0


def stty_after(app):
    """The app's exit status and the terminal's mode that `stty -a` printed after it ended."""
    app.wait_until(lambda t: "EXIT=" in app.raw and "icanon" in app.raw, what="stty's report")
    status = int(re.search(r"EXIT=(\d+)", app.raw).group(1))
    return status, app.raw.split("EXIT=", 1)[1]


def assert_restored(report, raw):
    flags = set(report.split())
    assert "icanon" in flags and "-icanon" not in flags, "line editing is back"
    assert "echo" in flags and "-echo" not in flags, "echo is back"
    assert "isig" in flags and "-isig" not in flags, "Ctrl-C is a signal again"
    assert "\x1b[?1049l" in raw, "the alternate screen was left"
    assert "\x1b[?25h" in raw, "the cursor shows again"


@pytest.mark.parametrize("ending", ["q", "ctrl-c", "sigterm"])
def test_however_it_ends_the_terminal_is_put_back(terminal, ending):
    app = terminal("--fake-services", shell=True)
    app.wait_for("Username")
    if ending == "q":
        app.focus("[ Log in ]")  # not in a field, where q is a letter
        app.press("q")
    elif ending == "ctrl-c":
        app.press("ctrl-c")
    else:
        pid = int(subprocess.check_output(["pgrep", "-f", "-P", str(app.child.pid), "App"]).split()[0])
        subprocess.run(["kill", "-TERM", str(pid)], check=True)
    status, report = stty_after(app)
    assert status == 0
    assert_restored(report, app.raw)


def test_without_a_terminal_it_says_so_and_exits_non_zero(app_binary, tmp_path):
    result = subprocess.run(
        [app_binary, "--terminal", "--fake-services", "--database", str(tmp_path / "api.sqlite")],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    assert "--terminal needs a terminal" in result.stderr
    assert "\x1b[" not in result.stdout + result.stderr, "nothing was drawn"


def visible_items(app):
    return sum(1 for line in app.text.splitlines() if line.lstrip().startswith(("▸ ✓", "▸ ✗", "✓ ", "✗ ")))


def test_a_bigger_terminal_shows_more_of_the_list_and_wider_lines(terminal):
    small = terminal()
    small.log_in()
    small.wait_until(lambda text: visible_items(small) >= 8, what="a screenful of items at 80x24")
    big = terminal(columns=132, rows=43)
    big.log_in()
    big.wait_until(lambda text: visible_items(big) > visible_items(small), what="more items at 132x43")
    assert max(len(line) for line in big.text.splitlines()) > 80
    assert max(len(line) for line in small.text.splitlines()) <= 80
