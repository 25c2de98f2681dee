"""``main()``: the QApplication, the settings and the main window (or a scenario screenshot).

    ygo-desktop                                   the main window
    ygo-desktop --scenario FILE [--as-player N] --screenshot OUT.png
    ygo-desktop --mode hotseat|solo --screenshot OUT.png     (a play mode's window)
    ygo-desktop --mode puzzle --scenario FILE --screenshot OUT.png
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ygo-desktop", description="A Yu-Gi-Oh! desktop duel client.")
    p.add_argument("--scenario", type=Path, help="open this scenario (.toml) and apply its steps")
    p.add_argument("--as-player", type=int, choices=(0, 1), default=0,
                   help="the seat to show (default 0)")
    p.add_argument("--screenshot", type=Path, metavar="OUT.png",
                   help="render the mat offscreen at 1600x1000, save it and exit")
    p.add_argument("--mode", choices=("hotseat", "solo", "puzzle"),
                   help="with --screenshot: render that play mode's window instead of the mat")
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
    if args.screenshot is not None and args.scenario is None and args.mode in (None, "puzzle"):
        print("ygo-desktop: --screenshot needs --scenario FILE", file=sys.stderr)
        return 2
    from ygo_desktop.card_database import apply_card_database
    from ygo_desktop.settings import SettingsStore

    store = SettingsStore.open()  # a damaged settings file is set aside and reported
    settings = store.settings
    cdb_problem = apply_card_database(settings)  # the player's cards.cdb, if one is chosen
    scenario = None
    if args.scenario is not None:
        from engine.cards.database import default_database
        from engine.scenario.model import ScenarioError, load_scenario

        try:  # parsed at the edge: a bad file is a message, never a traceback
            scenario = load_scenario(args.scenario, default_database())
        except ScenarioError as exc:
            print(f"ygo-desktop: {exc}", file=sys.stderr)
            return 2
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _application([])
    from ygo_desktop.card_face import pictures

    pictures.set_folder(args.pictures or settings.pictures_folder or None)

    if args.screenshot is not None:
        from ygo_desktop.screenshot import render_mode, render_scenario

        if cdb_problem:
            print(f"ygo-desktop: {cdb_problem}", file=sys.stderr)
        if args.mode is not None:
            return render_mode(args.mode, args.scenario, args.screenshot)
        return render_scenario(scenario, args.as_player, args.screenshot)
    from ygo_desktop.main_window import MainWindow

    window = MainWindow(settings, store=store)
    from PySide6.QtWidgets import QMessageBox

    if store.problem:
        QMessageBox.warning(window, window.tr("Settings"), store.problem)
    if cdb_problem:
        QMessageBox.warning(window, window.tr("Card database"), cdb_problem)
    window.show()
    if scenario is not None:  # a scenario file is a puzzle: set up, then play on from it
        from ygo_desktop.dialogs.new_duel import DuelSetup

        window.open_setup(DuelSetup(mode="puzzle", scenario=str(args.scenario)))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
