"""rxs mcp driven by the official MCP Python SDK (its stdio_client and ClientSession), as a
coding agent's client drives it: the built .build/debug/rxs, or RXS_BINARY.

RXS_MCP_PACKAGE names a package's own command (scripts/test passes Examples/LoginForm's,
which calls RxsMain.run with its own screens and cassettes): served the same way.
"""

import asyncio
import contextlib
import json
import os
import subprocess
import tempfile
from pathlib import Path

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

ROOT = Path(__file__).resolve().parents[2]
RXS = os.environ.get("RXS_BINARY", str(ROOT / ".build" / "debug" / "rxs"))
PACKAGE = os.environ.get("RXS_MCP_PACKAGE")

TOOLS = ["screens", "describe", "step", "show", "state", "transcript", "run_script", "reset"]
OCTOCAT_REPOS = [
    "boysenberry-repo-1", "git-consortium", "hello-worId", "Hello-World", "linguist",
    "octocat.github.io", "Spoon-Knife", "test-repo1",
]


@contextlib.asynccontextmanager
async def connect(command=RXS, args=("mcp",)):
    params = StdioServerParameters(command=command, args=list(args), env={"NO_COLOR": "1"}, cwd=tempfile.gettempdir())
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            result = await session.initialize()
            yield session, result


def run(body, **kwargs):
    """Runs `body(session)` against a fresh server and returns what it returns."""
    async def main():
        async with connect(**kwargs) as (session, _):
            return await body(session)
    return asyncio.run(main())


def text(result):
    assert len(result.content) == 1 and result.content[0].type == "text", result
    return result.content[0].text


async def step(session, line):
    return await session.call_tool("step", {"line": line})


def rxs_test(binary, script):
    """Runs `binary test FILE` on the script written to a temporary file."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "session.rxs"
        path.write_text(script, encoding="utf-8")
        done = subprocess.run([binary, "test", str(path)], capture_output=True, text=True, timeout=120,
                              env={**os.environ, "NO_COLOR": "1"})
        return done.returncode, done.stdout + done.stderr


def test_initialize_negotiates_the_version_and_offers_tools():
    async def main():
        async with connect() as (session, result):
            assert result.protocol_version == "2025-11-25"
            assert result.capabilities.tools is not None
            assert result.server_info.name == "rxs"
            assert "step" in (result.instructions or "")
            await session.send_ping()
    asyncio.run(main())


def test_tools_list_names_every_tool_with_its_input_schema():
    async def body(session):
        return (await session.list_tools()).tools
    tools = run(body)
    assert [tool.name for tool in tools] == TOOLS
    schemas = {tool.name: tool.input_schema for tool in tools}
    for name, schema in schemas.items():
        assert schema["type"] == "object", name
        assert schema["additionalProperties"] is False, name
        for argument in schema["properties"].values():
            assert argument["type"] == "string", name
            assert argument["description"], name
    assert {name: sorted(schema["properties"]) for name, schema in schemas.items()} == {
        "screens": [], "describe": ["screen"], "step": ["line"], "show": [], "state": ["path"],
        "transcript": [], "run_script": ["text"], "reset": [],
    }
    assert {name: schema.get("required", []) for name, schema in schemas.items()} == {
        "screens": [], "describe": ["screen"], "step": ["line"], "show": [], "state": [],
        "transcript": [], "run_script": ["text"], "reset": [],
    }
    assert all(tool.description for tool in tools)
    assert {tool.name for tool in tools if tool.annotations.read_only_hint is False} == {"step", "reset"}


def test_open_type_wait_and_state_reads_the_rows_in_five_calls():
    async def main():
        # 1: initialize (in connect), 2–4: three steps, 5: state.
        async with connect() as (session, _):
            opened = await step(session, "open repos")
            typed = await step(session, "keys searchBar octocat every 100ms")
            waited = await step(session, "wait 700ms")
            state = await session.call_tool("state", {})
            return opened, typed, waited, state
    opened, typed, waited, state = asyncio.run(main())
    assert not opened.is_error
    assert text(opened) == '[0.000s] nav.depth: 0 → 1\n[0.000s] nav.screen: null → "repos"\n' \
                           '[0.000s] nav.title: null → "Search repos for username"'
    assert opened.structured_content["command"] == "open repos"
    assert opened.structured_content["changes"][1] == {
        "t": 0, "path": "nav.screen", "old": None, "new": "repos", "text": '[0.000s] nav.screen: null → "repos"'}
    assert text(typed).splitlines()[-3:] == [
        "[1.300s] table.count: 0 → 8", "[1.300s] table: +8 rows (0–7)", "[1.300s] activity.visible: true → false"]
    assert typed.structured_content["t"] == 1300
    assert {"t": 1300, "path": "table.count", "old": 0, "new": 8, "text": "[1.300s] table.count: 0 → 8"} \
        in typed.structured_content["changes"]
    assert text(waited) == ""
    assert waited.structured_content == {"line": 3, "t": 2000, "command": "wait 700ms", "changes": []}
    snapshot = state.structured_content
    assert snapshot["time"] == 2000
    screen = snapshot["screens"][-1]
    assert screen["name"] == "repos"
    table = next(element for element in screen["elements"] if element["id"] == "table")
    assert [row["title"] for row in table["rows"]] == OCTOCAT_REPOS
    assert json.loads(text(state)) == snapshot


def test_state_of_one_path():
    async def body(session):
        await step(session, "open repos")
        await step(session, "type searchBar octocat")
        return (await session.call_tool("state", {"path": "table[3].title"}),
                await session.call_tool("state", {"path": "table.count"}),
                await session.call_tool("state", {"path": "tabel.count"}))
    title, count, bad = run(body)
    assert text(title) == '"Hello-World"'
    assert title.structured_content == {"path": "table[3].title", "value": "Hello-World"}
    assert count.structured_content == {"path": "table.count", "value": 8}
    assert bad.is_error
    assert text(bad) == 'state: no path "tabel.count" on screen "repos"; did you mean "table.count"?'


def repl_stderr(lines):
    """What the piped REPL prints on stderr for these lines."""
    done = subprocess.run([RXS], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60,
                          env={**os.environ, "NO_COLOR": "1"}, cwd=tempfile.gettempdir())
    return done.stderr


def test_a_bad_line_is_an_error_with_the_repls_message_and_the_session_goes_on():
    async def body(session):
        opened = await step(session, "open repos")
        bad = await step(session, "tap nothing")
        unknown = await step(session, "opne repos")
        typed = await step(session, "type searchBar octocat")
        count = await session.call_tool("state", {"path": "table.count"})
        return opened, bad, unknown, typed, count
    opened, bad, unknown, typed, count = run(body)
    assert not opened.is_error
    assert bad.is_error
    assert text(bad) == ("<input>:2:5: error: unknown element 'nothing' on screen repos\n"
                         "tap nothing\n    ^~~~~~~\nchoose from searchBar, table")
    assert bad.structured_content["error"] == \
        "<input>:2:5: error: unknown element 'nothing' on screen repos — choose from searchBar, table"
    assert unknown.is_error
    # Word for word what the REPL prints for the same lines.
    assert text(bad) + "\n" + text(unknown) + "\n" == repl_stderr(["open repos", "tap nothing", "opne repos"])
    assert not typed.is_error
    assert count.structured_content["value"] == 8


def test_bad_arguments_are_tool_errors():
    async def body(session):
        return [await session.call_tool("step", {}),
                await session.call_tool("step", {"line": 5}),
                await session.call_tool("step", {"lien": "open repos"}),
                await session.call_tool("describe", {"screen": "rpos"}),
                await step(session, "open repos")]
    missing, number, misspelt, screen, after = run(body)
    assert missing.is_error and text(missing) == "step needs line: one .rxs line, e.g. open repos"
    assert number.is_error and text(number) == "step: line must be a string, not a number"
    assert misspelt.is_error and text(misspelt) == "step: unknown argument 'lien' — did you mean line?"
    assert screen.is_error and text(screen) == 'describe: no screen "rpos"; did you mean "repos"?'
    assert not after.is_error and after.structured_content["line"] == 1


def test_an_unknown_tool_is_a_json_rpc_error():
    async def body(session):
        with pytest.raises(MCPError) as raised:
            await session.call_tool("stpe", {"line": "open repos"})
        assert raised.value.code == -32602
        assert raised.value.message == "unknown tool 'stpe' — did you mean step?"
        # The connection goes on.
        return await session.call_tool("screens", {})
    screens = run(body)
    assert "repos" in screens.structured_content["screens"]


def test_screens_describe_and_show():
    async def body(session):
        screens = await session.call_tool("screens", {})
        described = await session.call_tool("describe", {"screen": "repos"})
        await step(session, "open repos")
        shown = await session.call_tool("show", {})
        return screens, described, shown
    screens, described, shown = run(body)
    listed = subprocess.run([RXS, "screens"], capture_output=True, text=True, timeout=60).stdout.splitlines()
    assert screens.structured_content["screens"] == listed
    assert text(screens).splitlines() == listed
    assert text(described) == subprocess.run([RXS, "describe", "repos"], capture_output=True, text=True,
                                             timeout=60).stdout.rstrip("\n")
    assert [element["id"] for element in described.structured_content["elements"]] == ["searchBar", "table"]
    lines = text(shown).splitlines()
    assert lines[0] == "┌" + "─" * 38 + "┐"
    assert lines[2] == "│      Search repos for username       │"
    assert shown.structured_content is None


def test_the_transcript_replays_green_under_rxs_test():
    async def body(session):
        for line in ["open repos", "keys searchBar octocat every 100ms", "wait 700ms", "tap nothing",
                     "expect table.count == 3", "expect table[3].title == Hello-World", "show"]:
            await step(session, line)
        return await session.call_tool("transcript", {})
    transcript = run(body)
    script = transcript.structured_content["script"]
    assert text(transcript) == script
    assert "#> [1.300s] table.count: 0 → 8\n" in script
    assert "# failed in the session, left out: expect table.count == 3\n" in script
    assert "expect table[3].title == Hello-World\n" in script
    assert "tap nothing" not in script
    status, output = rxs_test(RXS, script)
    assert status == 0, output
    assert "1 passed, 0 failed" in output


def test_run_script_passes_and_fails_as_rxs_test_does():
    passing = "open repos\ntype searchBar octocat\nsettle\nexpect table.count == 8\n"
    failing = "open repos\ntype searchBar octocat\nsettle\nexpect table.count == 3\n"

    async def body(session):
        return (await session.call_tool("run_script", {"text": passing}),
                await session.call_tool("run_script", {"text": failing}),
                await session.call_tool("run_script", {"text": "open repos\nbogus\n"}),
                await session.call_tool("state", {"path": "nav.depth"}))
    passed, failed, broken, depth = run(body)
    assert not passed.is_error
    assert passed.structured_content["passed"] is True
    assert passed.structured_content["verdict"] == "passed"
    assert "#> [0.700s] table.count: 0 → 8\n" in passed.structured_content["transcript"]
    assert text(passed).endswith("expect table.count == 8\npassed")
    assert rxs_test(RXS, passed.structured_content["transcript"])[0] == 0

    assert failed.structured_content["passed"] is False
    assert failed.structured_content["verdict"] == "failed"
    assert failed.structured_content["reason"] == "1 expect failed"
    assert failed.structured_content["details"] == [
        "<script>:4: expect failed: table.count == 3\n  expected: == 3\n  actual:   8"]

    assert broken.structured_content["passed"] is False
    assert broken.structured_content["verdict"] == "error"
    assert broken.structured_content["details"][0].startswith("<script>:2:1: error: unknown command 'bogus'")
    # Each ran in a session of its own: the connection's has nothing open.
    assert depth.structured_content["value"] == 0


def test_reset_starts_a_fresh_session():
    async def body(session):
        await step(session, "open repos")
        await step(session, "wait 2s")
        reset = await session.call_tool("reset", {})
        return reset, await session.call_tool("state", {"path": "time.ms"}), await step(session, "bogus")
    reset, clock, bad = run(body)
    assert text(reset) == "a fresh session: no screen open, the clock at 0.000s"
    assert clock.structured_content["value"] == 0
    assert text(bad).startswith("<input>:1:1: error: unknown command 'bogus'")


def test_the_seed_option_is_the_sessions():
    async def body(session):
        await step(session, "open repos")
        return await session.call_tool("transcript", {})
    transcript = run(body, args=("mcp", "--seed", "7"))
    assert text(transcript).splitlines()[1:3] == ["set autosettle off", "set seed 7"]


def raw_exchange(lines, timeout=30):
    """Writes raw lines to `rxs mcp` and returns every reply, parsed, and the exit status."""
    done = subprocess.run([RXS, "mcp"], input="".join(line + "\n" for line in lines), capture_output=True,
                          text=True, timeout=timeout)
    return [json.loads(line) for line in done.stdout.splitlines()], done.returncode


def test_hostile_input_gets_json_rpc_errors_never_a_crash_or_a_hang():
    replies, status = raw_exchange([
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"screens"}}',
        "{this is not json",
        '{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}',
        '[{"jsonrpc":"2.0","id":3,"method":"ping"}]',
        '{"jsonrpc":"2.0","id":4,"method":"resources/list"}',
        '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"nope"}}',
        '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"step","arguments":{"line":"open repos"}}}',
        "[" * 100000,
        '{"jsonrpc":"2.0","id":7,"method":"ping"}',
    ])
    assert status == 0
    assert [(reply.get("id"), reply.get("error", {}).get("code")) for reply in replies] == [
        (1, -32002), (None, -32700), (2, None), (None, -32600), (4, -32601), (5, -32602), (6, None),
        (None, -32700), (7, None)]
    assert replies[6]["result"]["isError"] is False
    assert replies[8]["result"] == {}


@pytest.mark.skipif(not PACKAGE, reason="RXS_MCP_PACKAGE names no package command (scripts/test sets it)")
def test_a_packages_own_command_serves_its_own_screens():
    async def body(session):
        screens = await session.call_tool("screens", {})
        steps = [await step(session, line) for line in [
            "open login", "type email ann@example.com", "type password swordfish", "tap login"]]
        welcome = await session.call_tool("state", {"path": "welcome.text"})
        state = await session.call_tool("state", {})
        transcript = await session.call_tool("transcript", {})
        return screens, steps, welcome, state, transcript
    screens, steps, welcome, state, transcript = run(body, command=PACKAGE)
    assert screens.structured_content == {"screens": ["login"]}
    assert not any(result.is_error for result in steps)
    # The password field shows bullets in the change lines and the state, as everywhere.
    assert '[0.000s] password.text: "" → "•••••••••"' in text(steps[2]).splitlines()
    assert "swordfish" not in text(steps[2]) + text(state)
    assert welcome.structured_content["value"] == "Welcome, Ann!"
    script = transcript.structured_content["script"]
    assert "#> [0.200s] welcome.text: \"\" → \"Welcome, Ann!\"\n" in script
    status, output = rxs_test(PACKAGE, script)
    assert status == 0, output
