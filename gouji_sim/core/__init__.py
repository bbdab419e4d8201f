"""The rules core: the text and errors, the cards, rules and table, one play, one moment of a
trick and the rulings (the judge). Pure standard-library Python that imports nothing but the
standard library and itself, so that it runs unchanged in Pyodide (``core/README.md``).

The package's public names (``from gouji_sim import judge, Situation``) are taken from here.
"""
