"""Ways to play: hot-seat, solo, puzzles and the replay viewer, each a table in the one duel
window (``launch.py`` opens them; ``session.py`` and ``replay_session.py`` are the tables)."""
