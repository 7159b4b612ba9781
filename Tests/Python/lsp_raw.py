"""A client that writes raw bytes to `rxs lsp` and reads its framed answers, for what a
well-behaved client library never sends: broken frames, bad JSON, oversized lengths."""
import json
import os
import select
import subprocess
import time

from conftest import RXS


class RawServer:
    def __init__(self, *arguments):
        self.process = subprocess.Popen([RXS, "lsp", *arguments], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buffer = b""

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, id, method, params=None):
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def close_input(self):
        self.process.stdin.close()

    def read(self, timeout=10.0):
        """The next message, or None when none came in time or the output ended."""
        deadline = time.monotonic() + timeout
        while True:
            message = self._take()
            if message is not None:
                return message
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buffer += chunk

    def read_until(self, predicate, timeout=10.0):
        deadline = time.monotonic() + timeout
        while (remaining := deadline - time.monotonic()) > 0:
            message = self.read(remaining)
            if message is None:
                return None
            if predicate(message):
                return message
        return None

    def _take(self):
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0:
            return None
        length = int(self.buffer[:end].split(b":")[1])
        if len(self.buffer) < end + 4 + length:
            return None
        body = self.buffer[end + 4:end + 4 + length]
        self.buffer = self.buffer[end + 4 + length:]
        return json.loads(body)

    def wait(self, timeout=10.0):
        return self.process.wait(timeout)

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
