"""`rxs lsp`'s code actions, code lenses and inlay hints, driven by pytest-lsp as an editor
drives them: each comes from the last run of the document as it is now, and an edit applied
to the text does what `rxs test --update` does."""
import asyncio
import re
import subprocess

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import RXS
from test_lsp import REPOS, answer_refreshes, diagnostics, open_document, position, start


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[RXS, "lsp"]))
async def client(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[RXS, "lsp"]))
async def vscode(lsp_client: LanguageClient):
    # VS Code takes edits as documentChanges, tied to the document's version; Neovim does not.
    answer_refreshes(lsp_client)
    await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


def whole(text):
    return types.Range(start=position(0, 0), end=position(len(text.splitlines()) + 1, 0))


async def actions(client, uri, range, only=None):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=range,
        context=types.CodeActionContext(diagnostics=[], only=only)))


async def lenses(client, uri):
    found = await client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    return [(lens.range.start.line, lens.command.title) for lens in found]


async def hints(client, uri, range):
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=range))
    return [(hint.position.line, hint.position.character, hint.label) for hint in found]


async def settled(client, uri, timeout=20.0):
    """The lenses once the run of the document as it is now has ended."""
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        found = await lenses(client, uri)
        if found[0][1] not in ("⋯ running", "○ edited since the last run: save to run it"):
            return found
        await asyncio.sleep(0.05)
    raise AssertionError(f"the run of {uri} did not end in {timeout} s")


def offset(text, at):
    """The index in `text` of an LSP position (UTF-16 units; LF, CRLF or CR end a line)."""
    lines = re.split(r"(?<=\r\n)|(?<=\n)|(?<=\r)(?!\n)", text)
    if at.line >= len(lines):
        return len(text)
    before = sum(len(line) for line in lines[:at.line])
    line = lines[at.line].rstrip("\r\n")
    units = 0
    for index, character in enumerate(line):
        width = 2 if ord(character) > 0xFFFF else 1
        if units + width > at.character:
            return before + index
        units += width
    return before + len(line)


def edits(action):
    """The action's edits of its one document, given as documentChanges or as changes."""
    if action.edit.document_changes is not None:
        [change] = action.edit.document_changes
        return change.edits
    [changed] = action.edit.changes.values()
    return changed


def apply(text, action):
    """The text with the action's edits made, as an editor makes them."""
    for edit in sorted(edits(action), key=lambda edit: (edit.range.start.line, edit.range.start.character), reverse=True):
        text = text[:offset(text, edit.range.start)] + edit.new_text + text[offset(text, edit.range.end):]
    return text


async def save(client, uri, path, text, version):
    path.write_text(text)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))


async def test_replacing_a_block_with_the_actual_output_makes_the_next_run_pass(client: LanguageClient, tmp_path):
    path = tmp_path / "repos.rxs"
    broken = REPOS.replace("0 → 8", "0 → 7")
    path.write_text(broken)
    uri = open_document(client, path, broken)
    await settled(client, uri)
    [diagnostic] = await diagnostics(client, uri, until=lambda found: len(found) == 1)
    assert diagnostic.range.start.line == 16
    # Asked on the block's middle line: the fix is tied to the diagnostic published for it.
    [fix] = await actions(client, uri, types.Range(start=position(17, 3), end=position(17, 3)), only=[types.CodeActionKind.QuickFix])
    assert (fix.title, fix.kind, fix.is_preferred) == ("Replace with the actual output", types.CodeActionKind.QuickFix, True)
    assert [(d.range, d.message) for d in fix.diagnostics] == [(diagnostic.range, diagnostic.message)]
    fixed = apply(broken, fix)
    assert fixed == REPOS
    await save(client, uri, path, fixed, 2)
    assert await settled(client, uri) == [(0, "▶ passed")]
    assert await diagnostics(client, uri, until=lambda found: found == []) == []
    assert subprocess.run([RXS, "test", str(path)], capture_output=True).returncode == 0
    # A passing run offers nothing: no fix, and no update (the file is what --update writes).
    assert list(await actions(client, uri, whole(fixed))) == []


async def test_each_did_you_mean_replaces_exactly_the_wrong_word_counting_utf16(client: LanguageClient, tmp_path):
    text = 'open repos\nkeys searchBar "😀 café" evry 100ms\ntype serchBar octocat\n'
    uri = open_document(client, tmp_path / "flow.rxs", text)
    found = await diagnostics(client, uri, until=lambda found: len(found) == 2)
    assert found[0].message.startswith("expected 'every' before the interval, got 'evry'\ndid you mean every?")
    assert found[1].message == "unknown element 'serchBar' on screen repos\ndid you mean searchBar?"
    [fix] = await actions(client, uri, found[0].range)
    # '😀' is two UTF-16 units: 'evry' starts at unit 25, not at character 24.
    assert fix.title == "Change to every"
    [edit] = edits(fix)
    assert (edit.range.start.character, edit.range.end.character, edit.new_text) == (25, 29, "every")
    fixed = apply(text, fix)
    assert fixed == text.replace("evry", "every")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    await diagnostics(client, uri, until=lambda found: len(found) == 1 and found[0].range.start.line == 2)
    [change] = await actions(client, uri, types.Range(start=position(2, 0), end=position(2, 0)))
    assert change.title == "Change to searchBar"
    assert apply(fixed, change) == fixed.replace("serchBar", "searchBar")


async def test_update_every_block_writes_what_rxs_test_update_writes_byte_for_byte(client: LanguageClient, tmp_path):
    path = tmp_path / "repos.rxs"
    # A block that differs, one missing, one that is left out entirely, CRLF line ends, no
    # last line end, and text that is not ASCII.
    lines = REPOS.replace("0 → 8", "0 → 7").replace('#> [1.100s] activity.visible: false → true\n', "").splitlines()
    text = "\r\n".join(["# café 😀 ünïcode"] + lines + ["expect nav.depth == 1", "#> stale"])
    path.write_bytes(text.encode())
    uri = open_document(client, path, text)
    await settled(client, uri)
    assert len(await diagnostics(client, uri)) == 3
    [update] = await actions(client, uri, types.Range(start=position(0, 0), end=position(0, 0)), only=[types.CodeActionKind.Source])
    assert (update.title, update.kind, update.diagnostics) == ("Update every transcript block", "source.updateTranscript", None)
    updated = apply(text, update)
    assert updated != text
    result = subprocess.run([RXS, "test", "--update", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert updated.encode() == path.read_bytes()
    # Only quick fixes asked for: no source action.
    quick = await actions(client, uri, whole(text), only=[types.CodeActionKind.QuickFix])
    assert [action.title for action in quick] == ["Replace with the actual output"] * 3


async def test_an_edit_the_run_has_not_seen_leaves_no_actions_lenses_or_hints_of_the_old_text(client: LanguageClient, tmp_path):
    path = tmp_path / "repos.rxs"
    broken = REPOS.replace("0 → 8", "0 → 7")
    path.write_text(broken)
    uri = open_document(client, path, broken)
    await settled(client, uri)
    assert len(await actions(client, uri, whole(broken))) == 2
    assert await hints(client, uri, whole(broken)) != []
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=position(0, 0), end=position(0, 0)), text="# moved\n")]))
    # The diagnostic moved down a line with the text; the fix was for the old text: none.
    await diagnostics(client, uri, until=lambda found: len(found) == 1 and found[0].range.start.line == 17)
    assert list(await actions(client, uri, whole(broken))) == []
    assert list(await hints(client, uri, whole(broken))) == []
    assert await lenses(client, uri) == [(0, "○ edited since the last run: save to run it")]


async def test_lenses_say_how_each_open_section_fared_and_hints_when_each_line_ended(client: LanguageClient, tmp_path):
    text = "open repos\nexpect table.count == 1\nwait 1s\n\nopen search\nshow\n\nopen follow\ntap nothing\nopen settings\n"
    uri = open_document(client, tmp_path / "flow.rxs", text)
    assert await settled(client, uri) == [
        (0, "✗ failed: expect failed: table.count == 1"),
        (4, "▶ passed"),
        (7, "✗ failed: unknown element 'nothing' on screen follow"),
        (9, "○ not run: the run stopped at line 9"),
    ]
    assert await hints(client, uri, types.Range(start=position(1, 0), end=position(5, 0))) == [
        (1, 23, "[0.000s]"), (2, 7, "[1.000s]"), (4, 11, "[1.000s]"), (5, 4, "[1.000s]")]


async def test_hints_are_the_times_the_transcripts_stamp(client: LanguageClient, tmp_path):
    path = tmp_path / "repos.rxs"
    path.write_text(REPOS)
    uri = open_document(client, path, REPOS)
    assert await settled(client, uri) == [(0, "▶ passed")]
    assert [(line, label) for line, _, label in await hints(client, uri, whole(REPOS))] == [
        (0, "[0.000s]"), (4, "[0.600s]"), (13, "[1.100s]"), (15, "[1.300s]"), (19, "[1.300s]")]


async def test_a_client_that_takes_document_changes_gets_the_edit_on_the_version_it_was_made_for(vscode: LanguageClient, tmp_path):
    text = "open repos\ntype serchBar octocat\n"
    uri = open_document(vscode, tmp_path / "flow.rxs", text, version=7)
    await settled(vscode, uri)
    # VS Code takes lens refreshes, not hint refreshes: asked for the one when the run ended.
    assert vscode.refreshed == [types.WORKSPACE_CODE_LENS_REFRESH]
    [change] = await actions(vscode, uri, types.Range(start=position(1, 0), end=position(1, 0)))
    [document] = change.edit.document_changes
    assert (document.text_document.uri, document.text_document.version) == (uri, 7)
    assert change.edit.changes is None
    assert apply(text, change) == "open repos\ntype searchBar octocat\n"
