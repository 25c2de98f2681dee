"""ygo-desktop: the PySide6 front end. It shows what the engine says and sends what the player chose."""
