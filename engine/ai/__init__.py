"""Computer players: they read the pending prompt and pick one of its legal answers."""
