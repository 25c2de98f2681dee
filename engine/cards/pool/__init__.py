"""Card behaviours, one short declaration per card, grouped by pool and theme."""
