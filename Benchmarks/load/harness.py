"""What the load scripts (Benchmarks/load-test, Benchmarks/api-reads) share: starting and stopping
the servers they load, finding wrk, and reading a process's figures from /proc."""
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time


def say(text=""):
    print(text, flush=True)


def fail(text):
    """Prints `text` after the script's name and ends the script with status 1."""
    print(f"{os.path.basename(sys.argv[0])}: {text}", file=sys.stderr, flush=True)
    sys.exit(1)


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Process:
    """A server started by the script, stopped by its own process id. It is ready once a line of
    its standard output matches `ready`, whose first group is its URL; `lines` holds what it
    printed until then."""

    def __init__(self, name, arguments, log_path, ready):
        self.name = name
        self.log_path = log_path
        self.log = open(log_path, "wb")
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=self.log,
                                        stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        self.lines = []
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            text = line.decode(errors="replace").rstrip()
            self.lines.append(text)
            match = re.search(ready, text)
            if match:
                self.url = match.group(1)
                return
        self.stop()
        fail(f"{name} did not start: " + " | ".join(self.lines[-5:]) + f" (log: {log_path})")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


def ensure_wrk():
    if shutil.which("wrk"):
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        say("wrk is missing: apt-get install -y wrk")
        if subprocess.call(["apt-get", "install", "-y", "wrk"], stdout=subprocess.DEVNULL) != 0:
            subprocess.call(["apt-get", "update"], stdout=subprocess.DEVNULL)
            subprocess.call(["apt-get", "install", "-y", "wrk"], stdout=subprocess.DEVNULL)
    if not shutil.which("wrk"):
        fail("wrk is not installed (Debian: apt-get install -y wrk).")


def context_switches(pid):
    """Voluntary plus involuntary context switches of every thread of process `pid` so far."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                        total += int(line.split()[1])
        except FileNotFoundError:
            pass  # a thread that ended meanwhile
    return total


def cpu_seconds(pid):
    """The CPU time (user and system) process `pid` has used so far, in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # Fields 14 and 15 of stat(5), utime and stime, counted from the third field after the name.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
