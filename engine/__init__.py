"""The ygo-desktop rules engine: pure Python, no Qt, deterministic.

The public face is :class:`engine.duel.Duel`; everything else is reachable for
tests and tools but a script author should rarely need it.
"""
