"""The ``gouji`` command line: one module per command group, each with ``register(subparsers)``.

Bad input ends with exit status 2 and a message in Chinese and English — never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from ..errors import GoujiError
from . import burn, cases, judge, replay, simulate

COMMANDS = [judge, cases, burn, simulate, replay]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"gouji: 命令行参数有误 / bad arguments: {message}\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="gouji", description="够级规则裁判与模拟器 / the Gouji rules judge and simulator")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for module in COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gouji``; returns the exit status (0 ok, 1 a check failed, 2 bad input)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except GoujiError as err:
        sys.stderr.write(f"gouji: {err.zh}\ngouji: {err.en}\n")
        return 2
    except OSError as err:
        sys.stderr.write(f"gouji: 无法读写文件 / cannot read or write a file: {err.filename or ''} ({err.strerror})\n")
        return 2
    except KeyboardInterrupt:
        return 130


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())
