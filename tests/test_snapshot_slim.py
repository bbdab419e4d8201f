"""The start-up snapshot's Python slimmed (:mod:`gouji_sim.view.snapshot_slim`, issue 48): without
its docstrings and with every function's instructions on its first line, the pages' answers
stay the same, the text is gone from memory, a traceback still prints, and the code that needs
its first constant or an ``assert`` keeps it.

:func:`~gouji_sim.view.snapshot_slim.slim` changes the Python it runs in for good, so each test
runs it in a Python of its own.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

#: The pages' calls made before and after: every case file ruled in the Lab, a few of a table's
#: questions as said, practice deals with a hint each, and a drill set.
ANSWERS = textwrap.dedent("""
    import json, pathlib
    from gouji_sim.view import bridge, live

    def answers():
        out = [bridge.call("p", "lab.rule", path.read_text(encoding="utf-8"))
               for path in sorted(pathlib.Path("cases").rglob("*.json"))]
        for line in ("上家出了五个10，我能烧吗", "pair of 10s on a pair of 9s?", "谁先出", "how many points is a 10"):
            out.append(bridge.call("p", "lab.ask", json.dumps({"text": line})))
        for seed in range(1, 6):
            out.append(bridge.call("p", "practice.new", json.dumps({"seed": seed, "seat": 1})))
            out.append(bridge.call("p", "practice.hint", ""))
        out.append(bridge.call("p", "practice.drills", ""))
        bridge.forget("p")
        return [{key: value for key, value in json.loads(text).items() if key != "ms"} for text in out]  # ms: its time
""")


def run(code: str) -> dict:
    """``code`` run after ANSWERS in a fresh interpreter; the JSON it prints last."""
    done = subprocess.run([sys.executable, "-c", ANSWERS + textwrap.dedent(code)], cwd=REPO,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_pages_answers_are_the_same_once_slimmed_and_the_text_is_gone() -> None:
    found = run("""
        import gc, sys, types
        from gouji_sim.view.snapshot_slim import slim
        live.prepare_engine(); live.prepare()
        ours = [f for f in gc.get_objects() if isinstance(f, types.FunctionType)
                and (f.__module__ or "").startswith("gouji_sim") and isinstance(f.__doc__, str)]
        texts = {id(f): f.__doc__ for f in ours}
        classes = [c for c in gc.get_objects() if isinstance(c, type)
                   and c.__module__.startswith("gouji_sim") and isinstance(c.__dict__.get("__doc__"), str)]
        before = answers()
        replaced = slim()
        after = answers()
        print(json.dumps({
            "same": before == after, "answers": len(before), "errors": sum(not a.get("ok", True) for a in after),
            "functions": len(ours), "replaced": replaced,
            "docs_left": sum(f.__doc__ is not None for f in ours),
            "texts_in_code": sum(texts[id(f)] in f.__code__.co_consts for f in ours),
            "on_first_line": sum({line for _, _, line in f.__code__.co_lines()} <= {f.__code__.co_firstlineno}
                                 for f in ours),
            "classes": len(classes), "class_docs_left": sum(c.__doc__ is not None for c in classes),
            "module_docs_left": sorted(n for n, m in sys.modules.items()
                                       if n.startswith("gouji_sim") and m.__doc__ is not None),
        }))
    """)
    assert found["same"], "a page's answer changed once the docstrings were dropped"
    assert found["answers"] > 250 and found["errors"] < found["answers"]
    assert found["functions"] > 1000 and found["classes"] > 100
    assert found["docs_left"] == 0 and found["class_docs_left"] == 0 and found["module_docs_left"] == []
    assert found["replaced"] > found["functions"]
    # a nested function's code is shared with the code defining it, and keeps its text and lines
    assert found["texts_in_code"] < found["functions"] / 20
    assert found["on_first_line"] > found["functions"] * 0.95


def test_a_first_constant_read_as_a_value_and_the_asserts_are_kept_and_a_traceback_prints() -> None:
    found = run("""
        from gouji_sim.view.snapshot_slim import slim

        # defined as an imported module's are: the code that defined them is gone
        demo = {}
        exec(compile(
            'def echo():\\n'
            '    "same"\\n'
            '    return "same"\\n'
            'def checked(n):\\n'
            '    "positive only"\\n'
            '    assert n > 0, "not positive"\\n'
            '    return n\\n', "demo", "exec"), demo)
        echo, checked = demo["echo"], demo["checked"]
        slim()
        import traceback
        try:
            checked(-1)
            refused = ""
        except AssertionError as error:
            refused = str(error)
            told = traceback.format_exc()
        print(json.dumps({"echo": echo(), "checked": checked(3), "refused": refused,
                          "docs": [echo.__doc__, checked.__doc__], "debug": __debug__,
                          "traceback": told.splitlines()[-3:],
                          "line": checked.__code__.co_firstlineno}))
    """)
    told = found.pop("traceback")
    line = found.pop("line")
    assert found == {"echo": "same", "checked": 3, "refused": "not positive", "docs": [None, None], "debug": True}
    # the assert's frame, named on the line of its def
    assert told[-2].endswith(f'"demo", line {line}, in checked') and told[-1] == "AssertionError: not positive", told
