"""`App --terminal` in a real pseudo-terminal (pexpect), its screen read back through a terminal
emulator (pyte) as a person sees it: what the terminal tests (Tests/Terminal) and the terminal
benchmark (Benchmarks/terminal-latency) drive."""
import os
import shutil
import tempfile
import time

import pexpect
import pyte

KEYS = {
    "up": "\x1b[A",
    "down": "\x1b[B",
    "right": "\x1b[C",
    "left": "\x1b[D",
    "enter": "\r",
    "tab": "\t",
    "backtab": "\x1b[Z",
    "esc": "\x1b",
    "backspace": "\x7f",
    "ctrl-c": "\x03",
    "pagedown": "\x1b[6~",
    "home": "\x1b[H",
    "end": "\x1b[F",
}


class TerminalApp:
    """`App --terminal` with its own temporary database in a pseudo-terminal of `columns` x `rows`;
    `shell` runs it under `sh -c` followed by `stty -a`, to read the terminal's mode after it quits."""

    def __init__(self, binary, args=(), columns=80, rows=24, items=120, shell=False, database=None):
        self.dir = tempfile.mkdtemp(prefix="viper-terminal-")
        self.database = database or os.path.join(self.dir, "api.sqlite")
        self.columns, self.rows = columns, rows
        command = [binary, "--terminal", "--database", self.database, "--items", str(items),
                   "--log-file", os.path.join(self.dir, "terminal.log"), *args]
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        if shell:
            line = " ".join(f"'{part}'" for part in command) + "; echo EXIT=$?; stty -a"
            self.child = pexpect.spawn("sh", ["-c", line], dimensions=(rows, columns), env=env, encoding="utf-8")
        else:
            self.child = pexpect.spawn(command[0], command[1:], dimensions=(rows, columns), env=env, encoding="utf-8")
        # pexpect waits 50 ms before every send by default; a person's keys need no such pause.
        self.child.delaybeforesend = None
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.Stream(self.screen)
        self.raw = ""
        self.keys_sent = 0

    def read(self, timeout=0.05):
        """Feeds what the app wrote meanwhile to the emulator; `False` once the app has ended."""
        try:
            text = self.child.read_nonblocking(65536, timeout=timeout)
        except pexpect.TIMEOUT:
            return True
        except pexpect.EOF:
            return False
        self.raw += text
        self.stream.feed(text)
        return True

    @property
    def text(self):
        """The screen as text, one line per row."""
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, *needles, timeout=30):
        """Waits until every one of `needles` is on the screen; fails with the screen if not."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if all(needle in self.text for needle in needles):
                return self.text
            if not self.read():
                break
        raise AssertionError(f"{needles!r} not on the screen within {timeout} s:\n{self.text}")

    def wait_until(self, condition, timeout=30, what="the condition"):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if condition(self.text):
                return self.text
            if not self.read():
                break
        raise AssertionError(f"{what} not met within {timeout} s:\n{self.text}")

    def press(self, *keys):
        """Presses each key (a name of KEYS, or text typed as it is), reading the screen between
        them as a person would look before the next key."""
        for key in keys:
            self.child.send(KEYS.get(key, key))
            self.keys_sent += 1
            for _ in range(3):
                self.read(timeout=0.03)

    def type(self, text):
        self.child.send(text)
        self.read(timeout=0.05)

    def focus(self, needle, timeout=30):
        """Moves the focus to what holds `needle`: from where it is down to the end of the screen,
        then from the first thing on it (Home) down, as a person would look for it."""
        deadline = time.time() + timeout
        for start in (None, "home"):
            if start:
                self.press(start)
            last, unchanged = None, 0
            while time.time() < deadline:
                now = self.focused()
                if needle in now:
                    return
                if now == last:
                    # The end of the screen, or a redraw still on its way (a loaded machine):
                    # look a while longer before taking it for the end.
                    for _ in range(5):
                        self.read(timeout=0.1)
                    now = self.focused()
                    if needle in now:
                        return
                unchanged = unchanged + 1 if now == last else 0
                if unchanged >= 2:
                    break
                last = now
                self.press("down")
        raise AssertionError(f"could not focus {needle!r}; focused: {self.focused()!r}\n{self.text}")

    def clear(self, label, typed, shown=None):
        """Focuses the field labelled `label` and deletes the `typed` text in it, waiting until
        what it showed of it (`shown`, the text itself by default) is gone."""
        self.focus(label)
        for _ in typed:
            self.press("backspace")
        self.wait_until(lambda text: (shown or typed) not in self.focused(), what=f"the field {label} emptied")

    def focused(self):
        """What the focus marker ▸ points at: a button up to its closing bracket (or parenthesis,
        while disabled), a row or a field to the end of its line; '' when nothing is focused."""
        for line in self.screen.display:
            if "▸" in line:
                text = line.split("▸", 1)[1].strip()
                # A button ends at its bracket: `[ Save ]`, or `( Save )` while disabled.
                for opening, closing in (("[", "]"), ("(", ")")):
                    if text.startswith(opening) and closing in text:
                        return text[: text.index(closing) + 1]
                return text
        return ""

    def log_in(self, username="demo", password="demo1234", labels=("Username", "Password")):
        self.wait_for(*labels)
        self.focus(labels[0])
        self.type(username)
        self.press("tab")
        self.type(password)
        self.press("enter")

    def open_contact(self, name="Ada Abbott"):
        """Opens the Contacts tab and the contact `name` in it, waiting for its detail."""
        self.press("2")
        self.wait_for("Contacts", name)
        self.focus(name)
        self.press("enter")
        self.wait_for(name, "New order", "Orders")

    def quit(self):
        """Presses q and waits for the app to end; returns its exit status."""
        self.press("q")
        return self.wait_exit()

    def wait_exit(self, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline and self.read(timeout=0.1):
            pass
        self.child.close()
        return self.child.exitstatus

    def stop(self):
        if self.child.isalive():
            self.child.terminate(force=True)
        shutil.rmtree(self.dir, ignore_errors=True)
