"""Build the offline desktop app into ``dist/ygo-desktop/`` with PyInstaller.

Why a script: the one command a packager runs (``python3 packaging/build.py``)
installs the build tool, builds, and smoke-tests the result, so a broken
bundle is caught here rather than on a user's machine.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller>=6"], check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"),
                    str(ROOT / "packaging" / "ygo-desktop.spec")], check=True, cwd=ROOT)
    exe = ROOT / "dist" / "ygo-desktop" / ("ygo-desktop.exe" if sys.platform == "win32" else "ygo-desktop")
    print(f"built {exe}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
