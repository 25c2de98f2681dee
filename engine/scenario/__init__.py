"""Scenario files (SCENARIOS.md): a start position plus steps; rules tests and puzzles."""
