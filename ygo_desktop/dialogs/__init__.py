"""Dialogs that are not part of the mat: New Duel, settings."""
