"""`rxs lsp` fed what no well-behaved client sends: each case gets a JSON-RPC error (or is
dropped, for a notification), never a crash or a hang, and the server answers the next
message as usual."""
import time

import pytest

from lsp_raw import RawServer


@pytest.fixture
def server():
    server = RawServer()
    yield server
    server.stop()


def initialize(server):
    server.request(1, "initialize", {"capabilities": {}})
    assert "capabilities" in server.read_until(lambda m: m.get("id") == 1)["result"]


def error_of(message):
    return message["id"], message["error"]["code"], message["error"]["message"]


def test_malformed_json_rpc_gets_errors_and_the_server_goes_on(server):
    initialize(server)
    for body, expected in [
        (b'{"jsonrpc":"2.0","id":2,"method":', (None, -32700, "the message is not JSON")),
        (b"[1,2]", (None, -32600, "a batch (an array) is not supported")),
        (b'{"jsonrpc":"1.0","id":3,"method":"shutdown"}', (3, -32600, '"jsonrpc" must be "2.0"')),
        (b'{"jsonrpc":"2.0","id":[4],"method":"shutdown"}', (None, -32600, '"id" must be a number or a string, not an array')),
        (b'{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{}}',
         (5, -32602, "textDocument/hover needs textDocument.uri and position")),
        (b'{"jsonrpc":"2.0","id":6,"method":"textDocument/rename","params":{}}', (6, -32601, "unknown method 'textDocument/rename'")),
    ]:
        server.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        assert error_of(server.read_until(lambda m: "error" in m)) == expected
    server.request(7, "shutdown")
    assert server.read_until(lambda m: m.get("id") == 7) == {"jsonrpc": "2.0", "id": 7, "result": None}


def test_a_content_length_over_64_megabytes_is_refused_without_reading_it(server):
    initialize(server)
    server.write(b"Content-Length: 99999999999\r\n\r\n{}")
    assert error_of(server.read()) == (None, -32700, "Content-Length 99999999999 is over the limit of 67108864 bytes (64 MB)")
    server.request(2, "shutdown")
    assert server.read_until(lambda m: m.get("id") == 2)["result"] is None


def test_a_content_length_larger_than_the_body_then_the_end_of_input(server):
    initialize(server)
    server.write(b'Content-Length: 500\r\n\r\n{"jsonrpc":"2.0","id":2,"method":"shutdown"}')
    server.close_input()
    assert error_of(server.read()) == (None, -32700, "the input ended 44 bytes into a message whose Content-Length is 500")
    # No shutdown was read: exit code 1, as LSP says for an end without shutdown.
    assert server.wait(10) == 1


def test_a_content_length_larger_than_the_body_then_silence(server):
    initialize(server)
    started = time.monotonic()
    server.write(b'Content-Length: 500\r\n\r\n{"jsonrpc":"2.0","id":2,"method":"shutdown"}')
    assert error_of(server.read(timeout=10)) == (
        None, -32700, "nothing more came for 2 s 44 bytes into a message whose Content-Length is 500")
    assert time.monotonic() - started < 8
    server.request(3, "shutdown")
    assert server.read_until(lambda m: m.get("id") == 3)["result"] is None


def test_requests_before_initialize_and_after_shutdown(server):
    server.request(1, "textDocument/hover", {"textDocument": {"uri": "file:///x.rxs"}, "position": {"line": 0, "character": 0}})
    assert error_of(server.read()) == (1, -32002, "the server is not initialized: send initialize first")
    server.request(2, "initialize", {"capabilities": {}})
    assert "result" in server.read_until(lambda m: m.get("id") == 2)
    server.request(3, "shutdown")
    assert server.read_until(lambda m: m.get("id") == 3)["result"] is None
    server.request(4, "shutdown")
    assert error_of(server.read()) == (4, -32600, "the server is shut down: only exit is accepted")
    server.request(5, "textDocument/completion", {})
    assert error_of(server.read()) == (5, -32600, "the server is shut down: only exit is accepted")
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.wait(10) == 0


def test_a_document_that_is_not_utf8_is_read_with_replacement_characters(server):
    initialize(server)
    # "café" in Latin-1 inside the JSON text: the lone byte 0xE9 is not UTF-8.
    text = b'open search\\ntype searchField caf\xe9 extra\\n'
    body = (b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":'
            b'{"uri":"file:///tmp/latin1.rxs","languageId":"rxs","version":1,"text":"' + text + b'"}}}')
    server.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    published = server.read_until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    [diagnostic] = published["params"]["diagnostics"]
    assert diagnostic["message"].startswith("unexpected argument 'extra' for type")
    # U+FFFD is one UTF-16 unit, as é would have been.
    assert diagnostic["range"] == {"start": {"line": 1, "character": 22}, "end": {"line": 1, "character": 27}}


def test_garbage_instead_of_a_header_is_skipped_to_the_next_message(server):
    initialize(server)
    server.write(b"hello there\r\n\r\n")
    assert error_of(server.read()) == (None, -32700, "a message header line without a colon: 'hello there'")
    server.request(2, "shutdown")
    assert server.read_until(lambda m: m.get("id") == 2)["result"] is None


def open_and_run(server, uri, text):
    """Opens `text` and waits for the lens that says its run ended."""
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "rxs", "version": 1, "text": text}}})
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        server.request(90, "textDocument/codeLens", {"textDocument": {"uri": uri}})
        lenses = server.read_until(lambda m: m.get("id") == 90)["result"]
        if lenses[0]["command"]["title"] != "⋯ running":
            return [(lens["range"]["start"]["line"], lens["command"]["title"]) for lens in lenses]
        time.sleep(0.05)
    raise AssertionError(f"the run of {uri} did not end")


def ask(server, id, method, uri, last_line=0):
    everything = {"start": {"line": 0, "character": 0}, "end": {"line": last_line, "character": 0}}
    server.request(id, method, {"textDocument": {"uri": uri}, "range": everything, "context": {"diagnostics": []}})
    return server.read_until(lambda m: m.get("id") == id, timeout=30)


def test_actions_lenses_and_hints_of_a_document_that_does_not_parse_an_empty_one_and_a_huge_one(server):
    initialize(server)
    broken = "file:///tmp/rxs-lsp-hostile/broken.rxs"
    assert open_and_run(server, broken, "tpye x\nopen\n#> lost\n\x00\n") == [(0, "○ not run: 3 lines do not parse")]
    # The client said nothing of documentChanges: edits come as changes. "tpye" is fixed as the walk found it.
    [fix] = ask(server, 2, "textDocument/codeAction", broken, 9)["result"]
    assert (fix["title"], fix["edit"]["changes"][broken][0]["newText"]) == ("Change to type", "type")
    assert ask(server, 3, "textDocument/inlayHint", broken, 9)["result"] == []

    empty = "file:///tmp/rxs-lsp-hostile/empty.rxs"
    assert open_and_run(server, empty, "") == [(0, "▶ passed")]
    assert ask(server, 4, "textDocument/codeAction", empty)["result"] == []
    assert ask(server, 5, "textDocument/inlayHint", empty)["result"] == []

    # 20 000 blocks that differ, asked for all at once: the first 20 fixes and the update of all.
    huge = "file:///tmp/rxs-lsp-hostile/huge.rxs"
    text = "expect nav.depth == 0\n#> x\n" * 20000
    assert open_and_run(server, huge, text) == [(0, "✗ failed: the output differs from the #> lines (+19999 more)")]
    started = time.monotonic()
    found = ask(server, 6, "textDocument/codeAction", huge, 40001)["result"]
    assert [action["title"] for action in found] == ["Replace with the actual output"] * 20 + ["Update every transcript block"]
    [update] = found[-1]["edit"]["changes"][huge]
    # The first line is kept: the edit starts at the first line that changes.
    assert (update["range"]["start"], update["range"]["end"]) == ({"line": 1, "character": 0}, {"line": 40000, "character": 0})
    assert update["newText"] == "expect nav.depth == 0\n" * 19999
    assert len(ask(server, 7, "textDocument/inlayHint", huge, 40001)["result"]) == 20000
    assert time.monotonic() - started < 20
    server.request(8, "shutdown")
    assert server.read_until(lambda m: m.get("id") == 8)["result"] is None
