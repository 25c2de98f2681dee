"""The offline package works: built with PyInstaller, it starts offscreen and draws a window.

One long test (about two minutes; marked ``soak`` so the quick developer run skips it and
``.ci/run`` runs it): ``packaging/build.py`` installs the ``packaging`` extra and builds into a
temporary folder; the folder must be at most 120 MB, hold the card facts, the starter decks and
the puzzles, and no test tool; the built program then renders the solo window with
``--screenshot`` and the PNG is checked (size, and a real picture rather than a blank one).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_MB = 120
TEST_TOOLS = ("pytest", "_pytest", "pytestqt", "hypothesis", "mypy", "ruff")

pytestmark = pytest.mark.soak


def _run(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, check=False, capture_output=True, text=True,  # type: ignore[call-overload]
                          **kwargs)


def _ensure_pyinstaller() -> None:
    """Install the packaging extra; skip loudly only when it cannot be installed at all."""
    probe = _run([sys.executable, "-c", "import PyInstaller"])
    if probe.returncode == 0:
        return
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from build import packaging_requirements
    finally:
        sys.path.pop(0)
    install = _run([sys.executable, "-m", "pip", "install", "-q", *packaging_requirements()],
                   timeout=600)
    if install.returncode != 0:
        pytest.skip("PACKAGING NOT TESTED: PyInstaller could not be installed:\n"
                    + install.stderr[-2000:])


def _bundled_modules(work: Path) -> list[str]:
    from PyInstaller.archive.readers import ZlibArchiveReader

    pyz = next(work.rglob("PYZ-00.pyz"))
    return list(ZlibArchiveReader(str(pyz)).toc)


def test_the_built_app_starts_and_draws(tmp_path, qapp):
    _ensure_pyinstaller()
    dist, work = tmp_path / "dist", tmp_path / "work"
    built = _run([sys.executable, str(ROOT / "packaging" / "build.py"), "--no-install",
                  "--dist", str(dist), "--work", str(work)], cwd=ROOT, timeout=1200)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    folder = dist / "ygo-desktop"
    exe = folder / ("ygo-desktop.exe" if sys.platform == "win32" else "ygo-desktop")
    assert exe.is_file()

    size_mb = sum(p.stat().st_size for p in folder.rglob("*")
                  if p.is_file() and not p.is_symlink()) / 1e6
    print(f"package folder: {size_mb:.1f} MB")
    assert size_mb <= MAX_MB, f"the package is {size_mb:.0f} MB (at most {MAX_MB} MB)"

    assets = next(p for p in folder.rglob("assets") if (p / "cards.json.gz").is_file())
    assert len(list((assets / "decks").glob("*.ydk"))) >= 6
    assert len(list((assets / "puzzles").glob("*.toml"))) >= 10
    modules = _bundled_modules(work)
    assert "engine.cards.pool.registry" in modules
    leaked = sorted({m.split(".")[0] for m in modules if m.split(".")[0] in TEST_TOOLS})
    assert not leaked, f"test tools inside the package: {leaked}"
    on_disk = {p.name for p in folder.rglob("*") if p.is_dir()}
    assert not on_disk & set(TEST_TOOLS)

    shot = tmp_path / "solo.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "YGO_DESKTOP_CONFIG_DIR": str(tmp_path / "config")}
    env.pop("PYTHONPATH", None)
    started = _run([str(exe), "--mode", "solo", "--screenshot", str(shot)], env=env,
                   cwd=tmp_path, timeout=180)
    assert started.returncode == 0, started.stdout[-2000:] + started.stderr[-2000:]

    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert not image.isNull(), "the screenshot is not a PNG"
    assert (image.width(), image.height()) == (1600, 1000)
    colours = {image.pixel(x, y) for x in range(0, 1600, 40) for y in range(0, 1000, 40)}
    assert len(colours) > 20, "the screenshot is (almost) one colour: nothing was drawn"
