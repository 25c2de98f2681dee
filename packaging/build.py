"""Build the offline desktop app into ``dist/ygo-desktop/`` with PyInstaller.

    python3 packaging/build.py [--dist DIR] [--work DIR]

Installs the ``packaging`` extra of ``pyproject.toml`` (the one place the build
tool's version is written), then builds ``packaging/ygo-desktop.spec``. Prints
the path of the program and the folder's size. The same command works on
Linux, Windows and macOS (PyInstaller builds for the system it runs on).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "ygo-desktop"


def packaging_requirements() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return list(tomllib.load(f)["project"]["optional-dependencies"]["packaging"])


def program(dist: Path) -> Path:
    """The built program inside ``dist``."""
    folder = dist / NAME
    if sys.platform == "win32":
        return folder / f"{NAME}.exe"
    return folder / NAME


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path, install: bool = True) -> Path:
    if install:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", *packaging_requirements()],
                       check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level",
                    "WARN", "--distpath", str(dist), "--workpath", str(work),
                    str(ROOT / "packaging" / f"{NAME}.spec")], check=True, cwd=ROOT)
    return program(dist)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="build the desktop app with PyInstaller")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--no-install", action="store_true",
                        help="use the PyInstaller already installed")
    args = parser.parse_args(argv)
    exe = build(args.dist, args.work, install=not args.no_install)
    size = folder_size(exe.parent) / 1e6
    print(f"built {exe} ({size:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
