"""The interestingness test shared by every reducer in bench/triton_reducers.py.

One test, one cost for every tool: the benchmark holds a warm Triton test process
(`workers.triton.runner.WarmRunner`: triton imported once, a fork per candidate) behind a Unix
socket, and answers "same crash signature as the reference (`same_bug`)?" for a file.
reprobot's reducer calls the same `check` function in-process; the external tools (C-Vise,
Picire, Lithium, Shrink Ray) run this client as their test script, a stdlib-only process of a
few tens of milliseconds that sends the file's path and exits 0 (interesting) or 1.

Usage (client): python -S bench/triton_interesting.py SOCKET FILE
"""
from __future__ import annotations

import os
import socket
import socketserver
import threading
import time
from pathlib import Path
from typing import Callable


def main(argv: list[str]) -> int:
    path = os.path.abspath(argv[2])
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.connect(argv[1])
        s.sendall(path.encode() + b"\n")
        reply = s.makefile("rb").readline().strip()
    return 0 if reply == b"1" else 1


class SharedTest:
    """Serves `check(source) -> bool` on the Unix socket `path` for `main` clients, counting
    tests and recording each new smallest interesting candidate (by `size(source)`) with the
    seconds since `start()`. Requests that began before the last `start()` (a tool killed at
    its budget leaves some in flight) are answered but not counted."""

    def __init__(self, path: str, check: Callable[[str], bool], size: Callable[[str], int]):
        self.path, self.check, self.size = path, check, size
        self._lock = threading.Lock()
        self._gen = 0
        self.inflight = 0
        self.start()
        outer = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                name = self.rfile.readline().decode(errors="replace").strip()
                with outer._lock:
                    gen = outer._gen
                    outer.inflight += 1
                try:
                    try:
                        src = Path(name).read_text()
                    except (OSError, UnicodeDecodeError):
                        src = None
                    ok = outer.judge(src, gen) if src is not None else False
                    try:
                        self.wfile.write(b"1\n" if ok else b"0\n")
                    except OSError:
                        pass  # the client was killed
                finally:
                    with outer._lock:
                        outer.inflight -= 1

        if os.path.exists(path):
            os.unlink(path)
        self._server = socketserver.ThreadingUnixStreamServer(path, Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def judge(self, src: str, gen: int | None = None) -> bool:
        """check(src), counted for the current run (for reprobot's in-process calls too)."""
        gen = self._gen if gen is None else gen
        ok = self.check(src)
        with self._lock:
            if gen == self._gen:
                self.tests += 1
                n = self.size(src) if ok else None
                if ok and (self.best is None or n < self.best[0]):
                    self.best = (n, src)
                    self.trace.append((round(time.monotonic() - self.t0, 2), n))
        return ok

    def start(self) -> None:
        """Begin counting for a new tool run."""
        with self._lock:
            self._gen += 1
            self.tests = 0
            self.best: tuple[int, str] | None = None
            self.trace: list[tuple[float, int]] = []
            self.t0 = time.monotonic()

    def drain(self, timeout: float = 120) -> None:
        """Wait until no request is in flight (so the next tool starts on idle test servers)."""
        end = time.monotonic() + timeout
        while self.inflight and time.monotonic() < end:
            time.sleep(0.05)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        if os.path.exists(self.path):
            os.unlink(self.path)


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv))
