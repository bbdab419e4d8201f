"""The ``gouji`` command line: one module per command group, each with ``register(subparsers)``.

Bad input ends with exit status 2 and a message in Chinese and English — never a traceback;
so does output that cannot be written (standard output closed, or a pipe nobody reads).
``--lang zh`` or ``--lang en``, given to any command, gives that one language everywhere: the
help texts, the answers and every error, those of the command line's own parsing included.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Sequence, TextIO

from ..core.errors import GoujiError
from ..core.messages import text
from . import command_words  # noqa: F401  (its words and the views' join the message lookup)
from .show import LANG_CHOICES, cli_text, help_lang
from . import (ask_command, burn_command, cases_command, judge_command, replay_command,
               review_command, simulate_command)

COMMANDS = [judge_command, ask_command, cases_command, burn_command, simulate_command, replay_command,
            review_command]


def lang_asked(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` asks for on the command line, read before the arguments are
    parsed (so that an error in parsing them is said in it too); ``None`` for both.

    >>> lang_asked(["judge", "x.json", "--lang", "en"]), lang_asked(["--lang=zh"]), lang_asked(["--lang", "fr"])
    ('en', 'zh', None)
    """
    for k, arg in enumerate(argv):
        if arg == "--":
            break
        value = argv[k + 1] if arg == "--lang" and k + 1 < len(argv) else arg[7:] if arg.startswith("--lang=") else None
        if value in LANG_CHOICES:
            return value
    return None


class _Parser(argparse.ArgumentParser):
    #: the language of this run's messages (set by :func:`main`; ``None``: both)
    lang: str | None = None

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        _say(text("cli-bad-arguments", detail=message), _Parser.lang)
        raise SystemExit(2)


def _say(message: dict[str, str], lang: str | None = None) -> None:
    """An error on standard error, one line per language, or in ``lang`` only (nowhere when
    standard error is closed too)."""
    if sys.stderr is not None:
        sys.stderr.write("".join(f"gouji: {message[x]}\n" for x in ((lang,) if lang else ("zh", "en"))))
        sys.stderr.flush()


class OutputLost(Exception):
    """Standard output could not be written (closed, a pipe nobody reads, a full disk)."""

    def __init__(self, err: OSError) -> None:
        super().__init__(err.strerror or str(err))
        self.why = err.strerror or type(err).__name__


class _Output:
    """Standard output as the commands write to it (every ``print`` of a command goes through
    it): a write or a flush that fails raises :class:`OutputLost`, so that an answer nobody
    received never ends in exit status 0."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, s: str) -> int:
        try:
            return self.stream.write(s)
        except OSError as err:
            raise OutputLost(err) from None

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as err:
            raise OutputLost(err) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _discard(stream: TextIO) -> None:
    """Point a lost standard output at the null device, so that the interpreter's last flush
    does not fail once more (with "Exception ignored …" and status 120)."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
    except (OSError, ValueError):
        pass


def _printable() -> None:
    """Text that the terminal cannot encode (a lone surrogate from a JSON ``\\ud800`` escape,
    say) is printed escaped, never raised as ``UnicodeEncodeError``."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


class _Version(argparse.Action):
    """``--version``: :func:`version_line` as it is (argparse's own would rewrap it), exit 0."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        print(version_line())
        parser.exit(0)


def version_line() -> str:
    """What ``gouji --version`` prints: the version and which core is installed (issue 48),
    in both languages.

    >>> version_line().startswith("gouji-sim 0.1.0 · ")
    True
    """
    import platform

    from .. import __version__, compiled_core, core_kind
    python = f"{platform.python_implementation()} {platform.python_version()}"
    kind = core_kind()
    if kind == "pure" and compiled_core.STATE == "stale":
        kind = "stale"
    return f"gouji-sim {__version__} · " + cli_text(f"cli-core-{kind}", python=python)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="gouji", description=cli_text("cli-gouji"))
    parser.add_argument("--version", action=_Version, help=cli_text("cli-version"))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for module in COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gouji``; returns the exit status (0 ok, 1 a check failed, 2 bad input)."""
    _printable()
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _Parser.lang = lang_asked(argv)
    try:
        with help_lang(lang):
            parser = build_parser()
        args = parser.parse_args(argv)
        return _run(args, lang)
    finally:
        _Parser.lang = None


def _run(args: argparse.Namespace, lang: str | None) -> int:
    """Run the parsed command, saying every error in ``lang`` (``None``: both)."""
    if sys.stdout is None:                   # started with its standard output closed
        _say(text("cli-output-closed"), lang)
        return 2
    real, sys.stdout = sys.stdout, _Output(sys.stdout)
    try:
        status = int(args.run(args) or 0)
        sys.stdout.flush()
        return status
    except OutputLost as err:
        _discard(real)
        _say(text("cli-output-lost", why=err.why), lang)
        return 2
    except GoujiError as err:
        _say({"zh": err.zh, "en": err.en}, lang)
        return 2
    except OSError as err:
        _say(text("cli-io-error", file=err.filename or "", why=err.strerror), lang)
        return 2
    except KeyboardInterrupt:
        return 130
    finally:
        sys.stdout = real


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())
