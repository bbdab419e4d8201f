"""The totals of a simulation run, and the run as a plain-text table (RULEBOOK END-1, SCORE).

:class:`Tally` adds up one game row at a time (memory does not grow with the games);
:func:`summary_lines` labels the summary in one language or both, from the catalogue.
"""

from __future__ import annotations

import sys
import time
from typing import Any, Iterable, Sequence

from ..game.decisions import BET_KINDS
from ..core.messages import text
from ..core.rules import Rules
from ..core.table import SEATS

class Tally:
    """The running totals of a run, one game row at a time (memory does not grow with games)."""

    def __init__(self) -> None:
        self.n = 0
        self.places = {seat: [0] * 6 for seat in SEATS}
        self.points = dict.fromkeys(SEATS, 0)
        self.made = [0] * 6
        self.lived = [0] * 6
        self.teams = {"1-3-5": 0, "2-4-6": 0}
        self.won = {"1-3-5": 0, "2-4-6": 0}
        self.first = {"1-3-5": 0, "2-4-6": 0}
        self.burns = [0] * 4
        self.bets = {kind: [0, 0] for kind in BET_KINDS}   # made, won
        self.sweeps = self.revolutions = self.redeals = self.steps = 0

    def add(self, r: dict[str, Any]) -> None:
        """Count one game row (:func:`gouji_sim.simulation.jobs.game_row`)."""
        self.n += 1
        for place, seat in enumerate(r["places"]):
            self.places[seat][place] += 1
        for seat in SEATS:
            self.points[seat] += r["points"][seat]
            self.made[seat - 1] += r["made"][seat - 1]
            self.lived[seat - 1] += r["lived"][seat - 1]
        for key, other in (("1-3-5", "2-4-6"), ("2-4-6", "1-3-5")):
            self.teams[key] += r["teams"][key]
            self.won[key] += r["teams"][key] > r["teams"][other]
            self.first[key] += r["places"][0] % 2 == (1 if key == "1-3-5" else 0)
        for k in range(4):
            self.burns[k] += r["burns"][k]
        for _, kind, won in r["bets"]:
            self.bets[kind][0] += 1
            self.bets[kind][1] += bool(won)
        self.sweeps += bool(r["sweep"])
        self.revolutions += r["revolution"] is not None
        self.redeals += r["redeals"]
        self.steps += r["steps"]

    def summary(self, bots: Sequence[str], rules: Rules, seed: int, preset: str | None,
                match_length: int, seconds: float) -> dict[str, Any]:
        """The run's summary (see :func:`summarize`)."""
        n = self.n
        by_seat: dict[str, dict[str, Any]] = {}
        for seat in SEATS:
            by_seat[str(seat)] = {"bot": bots[seat - 1], "places": self.places[seat],
                                  "avg_points": round(self.points[seat] / n, 3),
                                  "gouji_made": self.made[seat - 1], "gouji_lived": self.lived[seat - 1]}
        by_bot: dict[str, dict[str, Any]] = {}
        for seat in SEATS:
            row = by_seat[str(seat)]
            b = by_bot.setdefault(row["bot"], {"seats": [], "places": [0] * 6, "points": 0,
                                               "gouji_made": 0, "gouji_lived": 0})
            b["seats"].append(seat)
            b["places"] = [x + y for x, y in zip(b["places"], row["places"])]
            b["points"] += row["avg_points"] * n
            b["gouji_made"] += row["gouji_made"]
            b["gouji_lived"] += row["gouji_lived"]
        for b in by_bot.values():
            b["avg_points"] = round(b.pop("points") / (n * len(b["seats"])), 3)
        teams = {key: {"bots": sorted({bots[int(s) - 1] for s in key.split("-")}),
                       "avg_score": round(self.teams[key] / n, 3), "won": self.won[key],
                       "first_place": self.first[key]} for key in ("1-3-5", "2-4-6")}
        return {
            "games": n, "seed": seed, "rules": {"preset": preset or rules.preset_name() or "outline",
                                                "switches": rules.changed(Rules.preset(preset or "outline"))},
            "bots": list(bots), "match_length": match_length,
            "by_seat": by_seat, "by_bot": by_bot, "teams": teams,
            "gouji": {"made": sum(self.made), "lived": sum(self.lived)},
            "burns": dict(zip(("tried", "succeeded", "released", "failed"), self.burns)),
            "bets": {"made": sum(m for m, _ in self.bets.values()), "won": sum(w for _, w in self.bets.values()),
                     **{kind: {"made": m, "won": w} for kind, (m, w) in self.bets.items()}},
            "sweeps": self.sweeps, "revolutions": self.revolutions, "redeals": self.redeals,
            "steps": self.steps,
            "timing": {"seconds": round(seconds, 3), "games_per_s": round(n / seconds, 1) if seconds else None},
        }


def summarize(rows: Iterable[dict[str, Any]], bots: Sequence[str], rules: Rules, seed: int,
              preset: str | None, match_length: int, seconds: float) -> dict[str, Any]:
    """The run's summary: places and average score by seat and by bot, teams, gouji plays,
    burns, sweeps, revolutions (a plain dict: the ``--json`` output)."""
    tally = Tally()
    for r in rows:
        tally.add(r)
    return tally.summary(bots, rules, seed, preset, match_length, seconds)


def _label(key: str, lang: str | None = None) -> str:
    """A summary label (catalogue entry ``sim-<key>``) in ``lang``, or in both languages,
    English first ("bot 机器人")."""
    return _said(f"sim-{key}", lang)


def _said(code: str, lang: str | None = None) -> str:
    """Catalogue entry ``code`` as :func:`_label` shows it.

    >>> _said("seat"), _said("seat", "zh")
    ('seat 座位', '座位')
    """
    m = text(code)
    return m[lang] if lang in m else f"{m['en']} {m['zh']}"


#: The places' column heads of the summary (END-1), per language; ``None``: the English ones.
PLACE_HEADS = {"zh": "  头科  二科  三科  四科  二落  大落   ",
               "en": "   1st   2nd   3rd   4th   5th   6th   "}


def summary_lines(s: dict[str, Any], lang: str | None = None) -> list[str]:
    """The summary as a plain-text table, labelled in ``lang`` ("zh" or "en"), or in both
    languages when ``lang`` is ``None`` (what the command line prints).

    >>> from gouji_sim.simulation.run import simulate
    >>> lines = summary_lines(simulate(2, seed=1, workers=1), "en")
    >>> lines[0].startswith("games: 2") and not any("机器人" in line for line in lines)
    True
    """
    def L(key: str) -> str:
        return _label(key, lang)

    places = PLACE_HEADS.get(lang or "en", PLACE_HEADS["en"])
    lines = [f"{L('games')}: {s['games']}   {L('seed')}: {s['seed']}   {L('rules')}: {s['rules']['preset']}"
             + (f" {s['rules']['switches']}" if s["rules"]["switches"] else "")
             + f"   {L('match')}: {s['match_length']}", "",
             f"{_said('seat', lang)}  {L('bot')}{places}{L('avg-pts')}  {L('gouji-made-lived')}"]
    for seat, r in s["by_seat"].items():
        cells = "".join(f"{p:>6}" for p in r["places"])
        lines.append(f"{seat:>7}  {r['bot']:<10}{cells}   {r['avg_points']:>+13.3f}  {r['gouji_made']:>9}/{r['gouji_lived']}")
    lines += ["", f"{L('bot')}   {L('seats')}   {places}{L('avg-pts')}"]
    for name, b in s["by_bot"].items():
        cells = "".join(f"{p:>6}" for p in b["places"])
        lines.append(f"{name:<12}{','.join(map(str, b['seats'])):<12}{cells}   {b['avg_points']:>+13.3f}")
    lines += ["", f"{L('team')}   {L('bots')}            {L('avg-score')}   {L('won')}   {L('first')}"]
    for key, t in s["teams"].items():
        lines.append(f"{key:<10} {'+'.join(t['bots']):<22}{t['avg_score']:>+14.3f}{t['won']:>8}{t['first_place']:>12}")
    b = s["burns"]
    lines += ["", f"{L('gouji-plays')}: {s['gouji']['made']} {L('made')}, {s['gouji']['lived']} {L('lived')}",
              f"{L('burns')}: {b['tried']} {L('tried')}, {b['succeeded']} {L('succeeded')}, "
              f"{b['released']} {L('released')}, {b['failed']} {L('failed')}",
              f"{L('bets')}: {s['bets']['made']} {L('made')}, {s['bets']['won']} {L('bets-won')} "
              f"({L('bet-open')} {s['bets']['open']['made']}/{s['bets']['open']['won']}, "
              f"{L('bet-blind')} {s['bets']['blind']['made']}/{s['bets']['blind']['won']})",
              f"{L('sweeps')}: {s['sweeps']}   {L('revolutions')}: {s['revolutions']}   {L('redeals')}: {s['redeals']}",
              f"{L('decisions')}: {s['steps']}   {L('time')}: {s['timing']['seconds']} s "
              f"({s['timing']['games_per_s']} {L('games-per-s')})"]
    return lines


class Progress:
    """A one-line progress bar on standard error."""

    def __init__(self, stream: Any = None, width: int = 30, lang: str | None = None) -> None:
        self.stream = stream or sys.stderr
        self.width, self.lang = width, lang
        self.t0 = time.perf_counter()

    def __call__(self, done: int, total: int) -> None:
        filled = int(self.width * done / total)
        rate = done / max(time.perf_counter() - self.t0, 1e-9)
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} {_label('games-short', self.lang)} "
                          f"({rate:.0f}/s)")
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()
