"""Readable cards: every card of the bundled decks is drawn with its ATK/DEF inside its box.

Issue 16's acceptance: the faces are rendered at the sizes the window at 1600x1000 gives
them (a card on the mat, the top card of a pile, a pile viewer, the detail panel) on a
normal screen and at 2x, and the ATK/DEF text drawn fits its rectangle by the metrics of
the font it is drawn in; the name is elided rather than clipped; nothing reads "TK 1400".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from engine.decks import read_ydk
from ygo_desktop.card_face import CARD_RATIO, paint_face
from ygo_desktop.card_view import CardDetailPanel
from ygo_desktop.face_layout import stat
from ygo_desktop.mat.geometry import CARD_H, CARD_W, PILE_CARD_SCALE
from ygo_desktop.pile_viewer import CardFaceDelegate

DECKS = Path(__file__).resolve().parents[2] / "assets" / "decks"
FULL_BOARD = Path(__file__).parent / "data" / "full_board.toml"


@pytest.fixture(scope="module")
def bundled_cards():
    from engine.cards.database import default_database

    db = default_database()
    codes: dict[int, None] = {}
    for path in sorted(DECKS.glob("*.ydk")):
        deck = read_ydk(path)
        codes.update(dict.fromkeys([*deck.main, *deck.extra]))
    return [db.get(code) for code in codes]


def _render(data, width: float, height: float, ratio: float):
    """Paint one face into an image of the size it has on a screen of pixel ratio ``ratio``."""
    image = QImage(max(1, round(width * ratio)), max(1, round(height * ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("transparent"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    layout = paint_face(painter, QRectF(0, 0, width, height), data)
    painter.end()
    return layout


def test_every_bundled_card_face_fits_its_texts_at_1600x1000_and_at_2x(qtbot, open_scenario,
                                                                        bundled_cards):
    window = open_scenario(FULL_BOARD)
    assert (window.width(), window.height()) == (1600, 1000)
    zoom = window.mat.transform().m11()  # the mat's scale in the window players get
    assert 0.8 < zoom < 1.2
    sizes = {
        "on the mat": (CARD_W * zoom, CARD_H * zoom),
        "a pile's top card": (CARD_W * PILE_CARD_SCALE * zoom, CARD_H * PILE_CARD_SCALE * zoom),
        "a pile viewer": (CardFaceDelegate.CARD_WIDTH, CardFaceDelegate.CARD_WIDTH / CARD_RATIO),
        "the detail panel": (CardDetailPanel.IMAGE_WIDTH, CardDetailPanel.IMAGE_WIDTH / CARD_RATIO),
    }
    assert len(bundled_cards) > 300
    checked = 0
    for ratio in (1.0, 2.0):
        for where, (w, h) in sizes.items():
            for data in bundled_cards:
                layout = _render(data, w, h, ratio)
                name = layout.text("name")
                assert name is not None and name.fits(), (data.name, where, ratio)
                assert name.text == data.name or name.text.endswith("…")
                if not data.is_monster:
                    continue
                stats = layout.text("stats")
                assert stats is not None, (data.name, where)
                advance = QFontMetricsF(stats.font).horizontalAdvance(stats.text)
                assert advance <= stats.box.width(), (data.name, where, ratio, stats.text)
                assert stats.box.right() <= layout.size.width()  # inside the card
                assert stat(data.atk) in stats.text and "…" not in stats.text, stats.text
                if not data.is_link:
                    assert stat(data.defense) in stats.text, stats.text
                assert stats.font.pixelSize() >= 6
                kind = layout.text("type")
                assert kind is not None and kind.fits()
                checked += 1
    assert checked > 1000


def test_a_face_on_the_mat_reads_its_stats_at_a_readable_size(qtbot, open_scenario):
    from engine.cards.database import default_database

    window = open_scenario(FULL_BOARD)
    zoom = window.mat.transform().m11()
    layout = _render(default_database().by_name("Celtic Guardian"), CARD_W * zoom,
                     CARD_H * zoom, 1.0)
    stats = layout.text("stats")
    assert stats.text in ("ATK 1400  DEF 1200", "ATK 1400 DEF 1200", "1400/1200")
    assert stats.font.pixelSize() >= 9  # a readable size, on a 1600x1000 window
