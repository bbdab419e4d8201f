"""The bots (the random, the rule-of-thumb and the strong bot, every bot by name in
:mod:`gouji_sim.bots.roster`) and the coach that weighs a seat's decisions by playing them out
(:mod:`gouji_sim.bots.coach`, :mod:`gouji_sim.bots.weighing`); ``bots/README.md``.
"""
