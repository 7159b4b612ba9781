"""`rxs lsp` driven by pytest-lsp (pygls and lsprotocol), as an editor drives it: each test
opens, changes or saves a document and checks the server's real answers."""
import asyncio
import pathlib
import re
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import LOGIN_FORM, ROOT, RXS


def answer_refreshes(client: LanguageClient):
    """Answers the server's requests to refresh lenses and hints (it sends them when a run
    ends, to clients whose capabilities say they take them), as an editor does."""
    client.refreshed = []
    for method in (types.WORKSPACE_CODE_LENS_REFRESH, types.WORKSPACE_INLAY_HINT_REFRESH):
        client.feature(method)(lambda *arguments, method=method: client.refreshed.append(method))


async def start(client: LanguageClient):
    # Neovim's capabilities, the editor docs/EDITORS.md sets up first.
    answer_refreshes(client)
    await client.initialize_session(types.InitializeParams(capabilities=client_capabilities("neovim")))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[RXS, "lsp"]))
async def client(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[RXS, "lsp"]))
async def bare(lsp_client: LanguageClient):
    yield


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[RXS, "lsp", "--time-limit", "2"]))
async def quick(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, path: pathlib.Path, text: str, version=1) -> str:
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="rxs", version=version, text=text)))
    return uri


async def diagnostics(client: LanguageClient, uri: str, until=lambda found: True, timeout=20.0):
    """The diagnostics published for `uri` once they satisfy `until`."""
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        found = client.diagnostics.get(uri)
        if found is not None and until(list(found)):
            return list(found)
        await asyncio.sleep(0.05)
    raise AssertionError(f"no diagnostics for {uri} as wanted in {timeout} s; last: {client.diagnostics.get(uri)}")


def summary(found):
    return [(d.range.start.line, d.message) for d in found]


def position(line, character):
    return types.Position(line=line, character=character)


async def complete(client, uri, line, character):
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(line, character)))
    return result.items if isinstance(result, types.CompletionList) else result


async def hover(client, uri, line, character):
    return await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(line, character)))


async def test_initialize_advertises_sync_completion_hover_definition_symbols_actions_lenses_and_hints(bare: LanguageClient):
    result = await bare.initialize_session(types.InitializeParams(capabilities=client_capabilities("neovim")))
    capabilities = result.capabilities
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.text_document_sync.open_close is True
    assert capabilities.completion_provider is not None
    assert capabilities.hover_provider is True
    assert capabilities.definition_provider is True
    assert capabilities.document_symbol_provider is True
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix, "source.updateTranscript"]
    assert capabilities.code_lens_provider.resolve_provider is False
    assert capabilities.inlay_hint_provider is True
    assert result.server_info.name == "rxs"
    await bare.shutdown_session()


async def test_a_wrong_control_id_is_an_error_on_its_line(client: LanguageClient, tmp_path):
    uri = open_document(client, tmp_path / "flow.rxs", "open repos\ntype searchBr octocat\n")
    found = await diagnostics(client, uri, until=lambda found: found != [])
    assert summary(found) == [(1, "unknown element 'searchBr' on screen repos\ndid you mean searchBar?")]
    assert found[0].severity == types.DiagnosticSeverity.Error
    assert (found[0].range.start.character, found[0].range.end.character) == (5, 13)
    # Fixed: the list empties.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=position(1, 12), end=position(1, 12)), text="a")]))
    assert await diagnostics(client, uri, until=lambda found: found == []) == []


async def test_lines_that_do_not_parse_name_their_problem(client: LanguageClient, tmp_path):
    text = "tpye searchBar x\nopen repoz\nwait 5 parsecs\ninclude missing.rxs\n\n#> stray\nopen repos\n"
    uri = open_document(client, tmp_path / "flow.rxs", text)
    found = await diagnostics(client, uri, until=lambda found: found != [])
    assert summary(found) == [
        (0, "unknown command 'tpye'\ndid you mean type?"),
        (1, "unknown screen 'repoz'\ndid you mean repos?"),
        (2, "duration '5' has no unit\nwrite 5ms, 5s or 5m"),
        (3, f"cannot read missing.rxs (looked for {tmp_path / 'missing.rxs'})"),
        (5, "expected output '#>' does not follow a command line\nmove it up to directly after its command, or delete it"),
    ]


async def test_completion_offers_commands_screens_controls_and_paths_with_values(client: LanguageClient, tmp_path):
    uri = open_document(client, tmp_path / "flow.rxs", "open repos\ntype \nexpect \nexpect nav.title == \nop")
    assert [item.label for item in await complete(client, uri, 4, 2)] == ["open"]
    commands = await complete(client, uri, 4, 0)
    assert [item.label for item in commands][:5] == ["open", "type", "keys", "tap", "return"]
    assert len(commands) == 32
    assert "menu" in [item.label for item in commands]
    screens = await complete(client, uri, 0, 5)
    assert [item.label for item in screens] == ["repos", "venues", "feed", "search", "follow", "settings"]
    assert all(item.kind == types.CompletionItemKind.Module for item in screens)
    assert [item.label for item in await complete(client, uri, 0, 7)] == ["repos"]
    assert [item.label for item in await complete(client, uri, 1, 5)] == ["searchBar"]
    paths = {item.label: item.detail for item in await complete(client, uri, 2, 7)}
    assert paths["nav.title"] == '"Search repos for username"'
    assert paths["searchBar.text"] == '""'
    assert paths["table.count"] == "0"
    assert [item.label for item in await complete(client, uri, 3, 20)] == ['"Search repos for username"']


async def test_hover_shows_a_commands_help_and_a_controls_kind_and_value_at_its_line(client: LanguageClient, tmp_path):
    uri = open_document(client, tmp_path / "flow.rxs", "open repos\nkeys searchBar octocat\ntype searchBar rx\n")
    help_text = subprocess.run([RXS, "help", "type"], capture_output=True, text=True, check=True).stdout
    on_command = await hover(client, uri, 2, 1)
    assert on_command.contents.value == help_text.rstrip("\n")
    assert (on_command.range.start.character, on_command.range.end.character) == (0, 4)
    on_control = await hover(client, uri, 2, 8)
    assert on_control.contents.value.split("\n")[0] == "searchBar: searchBar on screen repos"
    assert "searchBar.text == octocat" in on_control.contents.value.split("\n")
    # On the line before, the text was still empty.
    before = await hover(client, uri, 1, 8)
    assert 'searchBar.text == ""' in before.contents.value.split("\n")


async def test_definition_of_an_include_is_the_included_file(client: LanguageClient, tmp_path):
    (tmp_path / "common").mkdir()
    (tmp_path / "common" / "set up.rxs").write_text("open repos\n")
    uri = open_document(client, tmp_path / "flow.rxs", 'include "common/set up.rxs"\nexpect nav.depth == 1\n')
    found = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(0, 14)))
    location = found[0] if isinstance(found, list) else found
    assert location.uri == (tmp_path / "common" / "set up.rxs").as_uri()
    assert await diagnostics(client, uri) == []


async def test_a_symbol_for_each_open_line(client: LanguageClient, tmp_path):
    uri = open_document(client, tmp_path / "flow.rxs", "open repos\nexpect nav.depth == 1\n\nopen search\nshow\n")
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [symbol.name for symbol in symbols] == ["repos", "search"]
    assert [symbol.selection_range.start.line for symbol in symbols] == [0, 3]
    assert [(symbol.selection_range.start.character, symbol.selection_range.end.character) for symbol in symbols] == [(5, 10), (5, 11)]


REPOS = """open repos
#> [0.000s] nav.depth: 0 → 1
#> [0.000s] nav.screen: null → "repos"
#> [0.000s] nav.title: null → "Search repos for username"
keys searchBar octocat every 100ms
#> [0.000s] searchBar.editing: false → true
#> [0.000s] searchBar.text: "" → "o"
#> [0.100s] searchBar.text: "o" → "oc"
#> [0.200s] searchBar.text: "oc" → "oct"
#> [0.300s] searchBar.text: "oct" → "octo"
#> [0.400s] searchBar.text: "octo" → "octoc"
#> [0.500s] searchBar.text: "octoc" → "octoca"
#> [0.600s] searchBar.text: "octoca" → "octocat"
wait 500ms
#> [1.100s] activity.visible: false → true
wait 200ms
#> [1.300s] table.count: 0 → 8
#> [1.300s] table: +8 rows (0–7)
#> [1.300s] activity.visible: true → false
expect table.count == 8
"""


async def test_a_failed_expect_and_a_different_transcript_are_shown_after_save(client: LanguageClient, tmp_path):
    path = tmp_path / "repos.rxs"
    path.write_text(REPOS)
    uri = open_document(client, path, REPOS)
    # The script passes: after the run, no diagnostics.
    assert await diagnostics(client, uri) == []
    await asyncio.sleep(0.5)
    assert list(client.diagnostics[uri]) == []

    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[
            types.TextDocumentContentChangePartial(range=types.Range(start=position(19, 22), end=position(19, 23)), text="9"),
            types.TextDocumentContentChangePartial(range=types.Range(start=position(16, 29), end=position(16, 30)), text="7"),
        ]))
    path.write_text(REPOS.replace("== 8", "== 9").replace("0 → 8", "0 → 7"))
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    found = await diagnostics(client, uri, until=lambda found: len(found) == 2)
    assert summary(found) == [
        (16, "the output differs from the #> lines (- expected, + actual):\n"
            "- [1.300s] table.count: 0 → 7\n"
            "+ [1.300s] table.count: 0 → 8\n"
            "  [1.300s] table: +8 rows (0–7)\n"
            "  [1.300s] activity.visible: true → false"),
        (19, "expect failed: table.count == 9\n  expected: == 9\n  actual:   8"),
    ]
    assert found[0].range.end.line == 18
    # rxs test says the same of the saved file.
    test = subprocess.run([RXS, "test", str(path)], capture_output=True, text=True)
    assert test.returncode == 1
    assert "-#> [1.300s] table.count: 0 → 7\n+#> [1.300s] table.count: 0 → 8" in test.stdout


async def test_a_script_that_never_ends_is_stopped_while_the_server_answers(quick: LanguageClient, tmp_path):
    # Eight folders of includes, each line including the next level ten times: 10^8 waits.
    for level in range(8):
        (tmp_path / f"level{level}.rxs").write_text(f"include level{level + 1}.rxs\n" * 10)
    (tmp_path / "level8.rxs").write_text("wait 1ms\n")
    uri = open_document(quick, tmp_path / "flow.rxs", "include level0.rxs\nopen repos\n")
    started = asyncio.get_running_loop().time()
    answer = await asyncio.wait_for(hover(quick, uri, 0, 2), timeout=1.5)
    assert answer.contents.value.startswith("usage: include <file>")
    commands = await asyncio.wait_for(complete(quick, uri, 1, 0), timeout=1.5)
    assert len(commands) == 32
    found = await diagnostics(quick, uri, until=lambda found: found != [], timeout=30)
    # On the include line, naming the place in the included files where the run was.
    assert [line for line, _ in summary(found)] == [0]
    assert re.fullmatch(re.escape(str(tmp_path)) + r"/level[0-8]\.rxs:\d+:1: stopped after 2 s, the time rxs lsp gives a run "
                        r"\(--time-limit\); rxs test runs it to its end", found[0].message), found[0].message
    assert found[0].severity == types.DiagnosticSeverity.Warning
    assert asyncio.get_running_loop().time() - started < 20


async def test_positions_count_utf16_units_on_crlf_lines(client: LanguageClient, tmp_path):
    # 😀 is one character of two UTF-16 units: 'extra' starts at unit 22.
    uri = open_document(client, tmp_path / "flow.rxs", 'open search\r\ntype searchField "😀" extra\r\n')
    found = await diagnostics(client, uri, until=lambda found: found != [])
    assert summary(found)[0][0] == 1
    assert found[0].message.startswith("unexpected argument 'extra' for type")
    assert (found[0].range.start.character, found[0].range.end.character) == (22, 27)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LOGIN_FORM or RXS, "lsp"]))
async def login_form(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LOGIN_FORM or RXS, "lsp", "--fixtures", str(ROOT / "Tests" / "Python")]))
async def login_form_other_cassettes(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest.mark.skipif(LOGIN_FORM is None, reason="RXS_LOGIN_FORM names Examples/LoginForm's built command")
async def test_fixtures_replace_the_packages_cassettes_as_under_rxs_test(login_form_other_cassettes: LanguageClient):
    # `--fixtures DIR` (a folder without cassettes here) replaces the package's own, as it does
    # for `LoginForm test`: the login request goes unanswered and the flow fails.
    flows = ROOT / "Examples" / "LoginForm" / "flows"
    uri = open_document(login_form_other_cassettes, flows / "success.rxs", (flows / "success.rxs").read_text())
    found = await diagnostics(login_form_other_cassettes, uri, until=lambda found: found != [])
    assert any("login.example.com answered HTTP 404 Not Found" in d.message for d in found), summary(found)


@pytest.mark.skipif(LOGIN_FORM is None, reason="RXS_LOGIN_FORM names Examples/LoginForm's built command")
async def test_a_package_with_its_own_screens_and_cassettes(login_form: LanguageClient, tmp_path):
    flows = ROOT / "Examples" / "LoginForm" / "flows"
    success = (flows / "success.rxs").read_text()
    uri = open_document(login_form, flows / "success.rxs", success)
    line = success.split("\n").index("open login")
    assert [item.label for item in await complete(login_form, uri, line, 5)] == ["login"]
    # The login request is answered by the package's own cassettes: the flow passes.
    await asyncio.sleep(1)
    assert await diagnostics(login_form, uri) == []
    broken = open_document(login_form, tmp_path / "broken.rxs", "open login\ntype emial ann@example.com\n")
    found = await diagnostics(login_form, broken, until=lambda found: found != [])
    assert summary(found) == [(1, "unknown element 'emial' on screen login\ndid you mean email?")]
