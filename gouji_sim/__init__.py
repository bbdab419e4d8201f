"""gouji-sim: the reference rules engine, judge and simulator for 够级 (Gouji)."""

__version__ = "0.1.0"
