"""The terminal host against what a terminal can do to it: hang up, paste a megabyte, send keys
faster than it reads them. Each in a real pseudo-terminal, as a person's terminal would."""
import os
import sqlite3
import threading
import time


def hang_up(app):
    """Closes the terminal's master side, as closing the terminal window or a dropped SSH
    connection does: the App gets SIGHUP, and its reads and writes fail with EIO."""
    app.child.ptyproc.fileobj.close()
    app.child.ptyproc.closed = True
    app.child.closed = True


def test_a_terminal_that_hangs_up_ends_the_app_in_order(terminal):
    app = terminal()
    app.log_in()
    app.wait_for("1 Items", "Log out")
    started = time.monotonic()
    hang_up(app)
    while app.child.isalive() and time.monotonic() - started < 60:
        time.sleep(0.05)
    took = time.monotonic() - started
    assert not app.child.isalive(), "the App still runs 60 s after its terminal hung up"
    assert app.child.signalstatus is None, f"killed by signal {app.child.signalstatus}"
    assert app.child.exitstatus == 0
    # The session ended in order: its logout reached the demo API, which holds no token any more.
    with sqlite3.connect(app.database) as database:
        tokens = database.execute("SELECT COUNT(*) FROM token").fetchone()[0]
    assert tokens == 0, f"{tokens} API token(s) left: the logout was not sent"
    print(f"hang-up: exit status 0 after {took:.2f} s, logout sent (0 tokens left)")


def paste(app, text):
    """Writes `text` to the terminal at once from a thread of its own while the screen is read,
    as a terminal does with a paste; returns when all of it is written."""
    data = text.encode()

    def write_all():
        written = 0
        while written < len(data):
            written += os.write(app.child.child_fd, data[written : written + 65536])

    writer = threading.Thread(target=write_all)
    writer.start()
    while writer.is_alive():
        app.read(timeout=0.01)
    writer.join()


def test_a_megabyte_pasted_into_a_field_is_cut_at_its_limit_and_the_next_key_answers_at_once(terminal):
    app = terminal("--fake-services")
    app.wait_for("▸ Username")
    paste(app, "a" * (1 << 20))
    app.wait_for("This field is full: it takes 4,096 bytes of text")
    pasted = time.monotonic()
    app.press("tab")
    app.wait_until(lambda text: "▸ Password" in text, timeout=30, what="the focus on Password after the paste")
    delay = time.monotonic() - pasted
    assert "This field is full" not in app.text
    print(f"1 MiB paste: the next key shown after {delay * 1000:.0f} ms")
    # A debug build's figure: a generous bound that the quadratic typing (tens of seconds) breaks.
    assert delay < 3


def test_five_thousand_arrows_at_once_are_arrows_with_no_stray_text_and_no_back(terminal):
    app = terminal()
    app.log_in()
    app.wait_for("1 Items")
    app.open_contact()
    app.focus("New order")
    app.press("enter")
    app.wait_for("New order for Ada Abbott", "Quantity")
    app.focus("Quantity")
    app.type("7")
    paste(app, "\x1b[C" * 5000)
    # Esc on its own would mean Back: wait past the quiet time that makes a lone ESC the Esc key.
    time.sleep(0.5)
    app.read(timeout=0.1)
    app.wait_for("New order for Ada Abbott")
    quantity = app.focused()
    assert "[C" not in app.text, f"stray characters: {quantity!r}"
    assert "7" in quantity and "C" not in quantity, quantity
