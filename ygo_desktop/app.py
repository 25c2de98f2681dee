"""``main()``: the QApplication, the settings and the main window (or a screenshot).

    ygo-desktop                                   the main window
    ygo-desktop --scenario FILE                   a scenario file as a puzzle
    ygo-desktop --replay FILE                     the replay viewer
    ygo-desktop --scenario FILE [--as-player N] --screenshot OUT.png
    ygo-desktop --mode hotseat|solo --screenshot OUT.png
    ygo-desktop --mode puzzle --scenario FILE --screenshot OUT.png
    ygo-desktop --replay FILE [--at N] --screenshot OUT.png

Every screenshot is the duel window a player gets (``screenshot.py``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ygo-desktop", description="A Yu-Gi-Oh! desktop duel client.")
    p.add_argument("--scenario", type=Path, help="open this scenario (.toml) as a puzzle")
    p.add_argument("--replay", type=Path, help="open this replay (.json) in the replay viewer")
    p.add_argument("--at", type=int, metavar="N",
                   help="with --replay --screenshot: the position after N answers (default: end)")
    p.add_argument("--as-player", type=int, choices=(0, 1), default=None,
                   help="with --scenario: the seat to show (default: the player asked)")
    p.add_argument("--screenshot", type=Path, metavar="OUT.png",
                   help="render the duel window offscreen at 1600x1000, save it and exit")
    p.add_argument("--mode", choices=("hotseat", "solo", "puzzle"),
                   help="with --screenshot: a new duel in that mode (puzzle: of --scenario)")
    p.add_argument("--pictures", type=Path, metavar="DIR",
                   help="card pictures folder (EDOPro layout: DIR/pics/<passcode>.jpg)")
    return p


def _application(argv: list[str]) -> Any:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "ygo-desktop", *argv])
    assert isinstance(app, QApplication)
    app.setApplicationName("ygo-desktop")
    app.setOrganizationName("ygo-desktop")
    from ygo_desktop.style import style_sheet

    app.setStyleSheet(style_sheet())
    from ygo_desktop.gc_guard import install

    install(app)  # cyclic garbage is collected on the GUI thread only
    from ygo_desktop.worker import wait_for_unfinished_workers

    app.aboutToQuit.connect(wait_for_unfinished_workers)
    return app


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = _parser().parse_args(argv)
    from ygo_desktop.qt_version import BrokenQtError, refuse_broken_pyside

    try:
        refuse_broken_pyside()
    except BrokenQtError as exc:
        print(f"ygo-desktop: {exc}", file=sys.stderr)
        return 2
    for path in (args.scenario, args.replay):
        if path is not None and not path.is_file():
            print(f"ygo-desktop: {path}: no such file", file=sys.stderr)
            return 2
    from ygo_desktop.card_database import apply_card_database
    from ygo_desktop.settings import SettingsStore

    store = SettingsStore.open()  # a damaged settings file is set aside and reported
    settings = store.settings
    cdb_problem = apply_card_database(settings)  # the player's cards.cdb, if one is chosen
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _application([])
    from ygo_desktop.card_face import pictures

    pictures.set_folder(args.pictures or settings.pictures_folder or None)

    if args.screenshot is not None:
        from ygo_desktop.screenshot import render

        if cdb_problem:
            print(f"ygo-desktop: {cdb_problem}", file=sys.stderr)
        return render(args.screenshot, mode=args.mode, scenario=args.scenario,
                      viewer=args.as_player, replay=args.replay, at=args.at)
    from ygo_desktop.main_window import MainWindow

    window = MainWindow(settings, store=store)
    from PySide6.QtWidgets import QMessageBox

    if store.problem:
        QMessageBox.warning(window, window.tr("Settings"), store.problem)
    if cdb_problem:
        QMessageBox.warning(window, window.tr("Card database"), cdb_problem)
    window.show()
    if args.scenario is not None:  # a scenario file is a puzzle: set up, then play on from it
        from ygo_desktop.dialogs.new_duel import DuelSetup

        window.open_setup(DuelSetup(mode="puzzle", scenario=str(args.scenario)))
    if args.replay is not None:
        window.open_replay(str(args.replay))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
