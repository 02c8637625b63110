"""Records timer.jsonl: a terminal session of the app, driven through a pseudo-terminal, that
starts the counter's timer, lets it tick, presses Increment between ticks and stops it.

Usage: python3 timer.py PATH/TO/swiftrex OUTPUT.jsonl
"""
import os
import pty
import select
import sys
import time

app, output = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm", LINES="30", COLUMNS="80")
    os.execv(app, ["swiftrex", "--no-persist", "--record", output])


def drain(seconds):
    """Reads (and drops) what the app draws for `seconds`."""
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def send(keys, wait=0.4):
    os.write(fd, keys.encode())
    drain(wait)


drain(1.0)
send(":press Counter\r")
send(":press Start auto-increment\r", 2.6)
send(":press Increment\r", 1.3)
send(":press Stop auto-increment\r")
send(":press Increment\r")
send("q", 1.0)
os.waitpid(pid, 0)
