"""ygo-desktop: the PySide6 front end. It shows what the engine says and sends what the player chose."""

from ygo_desktop._none_refcount import make_none_immortal

make_none_immortal()
