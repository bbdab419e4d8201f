"""The ``gouji`` command line: one module per command group, each with ``register(subparsers)``.

Bad input ends with exit status 2 and a message in Chinese and English — never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from ..errors import GoujiError
from ..messages import text
from .show import cli_text
from . import burn, cases, judge, replay, simulate

COMMANDS = [judge, cases, burn, simulate, replay]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        _say(text("cli-bad-arguments", detail=message))
        raise SystemExit(2)


def _say(message: dict[str, str]) -> None:
    """An error on standard error, one line per language."""
    sys.stderr.write(f"gouji: {message['zh']}\ngouji: {message['en']}\n")


def _printable() -> None:
    """Text that the terminal cannot encode (a lone surrogate from a JSON ``\\ud800`` escape,
    say) is printed escaped, never raised as ``UnicodeEncodeError``."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="gouji", description=cli_text("cli-gouji"))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for module in COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gouji``; returns the exit status (0 ok, 1 a check failed, 2 bad input)."""
    _printable()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except GoujiError as err:
        _say({"zh": err.zh, "en": err.en})
        return 2
    except OSError as err:
        _say(text("cli-io-error", file=err.filename or "", why=err.strerror))
        return 2
    except KeyboardInterrupt:
        return 130


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())
