"""Where the programs under test are: the built rxs, and Examples/LoginForm's own command
(a package with its own screens and cassettes, on RxsMain.run), both built by scripts/test."""
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
RXS = os.environ.get("RXS", str(ROOT / ".build" / "debug" / "rxs"))
# Set by scripts/test once it built Examples/LoginForm; unset, the test of a package's own
# screens is skipped (it needs that build).
LOGIN_FORM = os.environ.get("RXS_LOGIN_FORM") or None
