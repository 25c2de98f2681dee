"""Entry point for the packaged app (PyInstaller needs a script, not a console-script name)."""

import sys

from ygo_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
