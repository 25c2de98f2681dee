"""Drawing a card: the user's picture if there is one, else a face drawn from the facts.

We never ship card art or Konami's text. A card face is drawn from the printed
facts (name, Attribute, Level/Rank/Link, ATK/DEF, frame colour by card kind);
a picture is used only from a folder the user chose (EDOPro's ``pics/<passcode>``
layout). The back is our own design.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from ygo_desktop.face_layout import FaceLayout, face_layout, star_text

CARD_RATIO = 59 / 86  # width / height of a real card

FRAME = {
    "Normal": "#d6b25e", "Effect": "#c9733a", "Ritual": "#5b82c6", "Fusion": "#8557ad",
    "Synchro": "#e6e6e6", "Xyz": "#2a2a2e", "Link": "#24508f", "Token": "#9a9a9a",
    "Spell": "#1c8c78", "Trap": "#a33f78",
}
ATTRIBUTE = {
    "DARK": "#6b3fa0", "LIGHT": "#d8b300", "EARTH": "#7a5a32", "WATER": "#2f7fd0",
    "FIRE": "#d2402a", "WIND": "#3aa35a", "DIVINE": "#b48a2a",
}


def facts_for(code: int | None) -> Any:
    """The printed facts of ``code`` from the card database (static data), or None."""
    if code is None:
        return None
    return _facts(code)


@lru_cache(maxsize=4096)
def _facts(code: int) -> Any:
    from engine.cards.database import default_database

    try:
        return default_database().get(code)
    except Exception:  # noqa: BLE001 - an unknown passcode: draw it as an unknown card
        return None


def forget_facts() -> None:
    """Drop the cached facts: the card database in use changed (the player's cards.cdb)."""
    _facts.cache_clear()
    _FACES.clear()


def frame_kind(data: Any) -> str:
    if data is None:
        return "Token"
    if data.is_spell:
        return "Spell"
    if data.is_trap:
        return "Trap"
    for kind in ("Link", "Xyz", "Synchro", "Fusion", "Ritual", "Token"):
        if kind in data.kinds:
            return kind
    return "Normal" if data.is_normal_monster else "Effect"


class PictureFolder:
    """Pictures from the user's folder: ``<folder>/pics/<passcode>.jpg|png`` (or the folder itself)."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = Path(folder) if folder else None
        self._cache: dict[int, QPixmap | None] = {}

    def set_folder(self, folder: str | Path | None) -> None:
        self.folder = Path(folder) if folder else None
        self._cache.clear()

    def pixmap(self, code: int | None) -> QPixmap | None:
        if code is None or self.folder is None:
            return None
        if code not in self._cache:
            self._cache[code] = self._load(code)
        return self._cache[code]

    def _load(self, code: int) -> QPixmap | None:
        assert self.folder is not None
        for base in (self.folder / "pics", self.folder):
            for ext in ("jpg", "png"):
                path = base / f"{code}.{ext}"
                if path.is_file():
                    pix = QPixmap(str(path))
                    if not pix.isNull():
                        return pix
        return None


#: One picture folder for the whole app (settings set it at start-up).
pictures = PictureFolder()


def paint_back(p: QPainter, rect: QRectF) -> None:
    """Our own card back: a dark field, a gold ring and a hexagon (drawn once per size)."""

    def draw(painter: QPainter, size: QSize) -> FaceLayout:
        _draw_back(painter, QRectF(0, 0, size.width(), size.height()))
        return FaceLayout(QSizeF(size))

    _blit(p, rect, ("back",), draw)


def _draw_back(p: QPainter, rect: QRectF) -> None:
    r = min(rect.width(), rect.height()) * 0.06
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#3b2414"))
    grad.setColorAt(1, QColor("#1c0f08"))
    p.setPen(QPen(QColor("#0d0704"), 1))
    p.setBrush(grad)
    p.drawRoundedRect(rect, r, r)
    inner = rect.adjusted(rect.width() * 0.08, rect.height() * 0.06,
                          -rect.width() * 0.08, -rect.height() * 0.06)
    p.setPen(QPen(QColor("#8a6a30"), max(1.0, rect.width() * 0.015)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, r * 0.6, r * 0.6)
    c = rect.center()
    glow = QRadialGradient(c, inner.width() * 0.45)
    glow.setColorAt(0, QColor(255, 190, 90, 150))
    glow.setColorAt(1, QColor(255, 190, 90, 0))
    p.setBrush(glow)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(c, inner.width() * 0.45, inner.height() * 0.32)
    p.setPen(QPen(QColor("#d8b25a"), max(1.0, rect.width() * 0.025)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, inner.width() * 0.36, inner.height() * 0.26)
    hexagon = QPainterPath()
    s = inner.width() * 0.14
    for i in range(6):
        import math

        a = math.pi / 3 * i + math.pi / 6
        pt = QPointF(c.x() + s * math.cos(a), c.y() + s * math.sin(a))
        hexagon.moveTo(pt) if i == 0 else hexagon.lineTo(pt)
    hexagon.closeSubpath()
    p.setBrush(QColor("#d8b25a"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(hexagon)


def device_scale(p: QPainter) -> float:
    """How many device pixels one unit of ``p``'s coordinates covers now (zoom, rotation and
    the screen's pixel ratio included)."""
    t = p.deviceTransform()
    return max(1e-6, abs(t.m11() * t.m22() - t.m12() * t.m21()) ** 0.5)


#: faces already drawn, by what they show and their size in device pixels (most recent last)
_FACES: OrderedDict[tuple[Any, ...], tuple[QImage, FaceLayout]] = OrderedDict()
FACE_CACHE_SIZE = 256


def paint_face(p: QPainter, rect: QRectF, data: Any, card: Any = None,
               picture: QPixmap | None = None) -> FaceLayout:
    """A card face drawn from its facts; ``card`` (a CardView) supplies current ATK/DEF/Level.

    It is laid out in device pixels (``face_layout``), so every text is fitted with the
    metrics of the font it is drawn in, whatever the zoom of the mat or the screen; the
    layout drawn is returned. A face is drawn once per size and content and then copied
    pixel for pixel (the mat repaints faces whenever a highlight changes).
    """
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0

    def draw(painter: QPainter, size: QSize) -> FaceLayout:
        layout = face_layout(QSizeF(size), data, card, ratio)
        _draw_face(painter, layout, data, picture)
        return layout

    return _blit(p, rect, _face_key(data, card, picture), draw)


def _blit(p: QPainter, rect: QRectF, key: tuple[Any, ...],
          draw: Callable[[QPainter, QSize], FaceLayout]) -> FaceLayout:
    """Copy the picture ``draw`` makes at ``rect``'s size in device pixels, pixel for pixel,
    drawing it only the first time that size and ``key`` are asked for."""
    scale = device_scale(p)
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    full_key = (*key, size.width(), size.height(), ratio)
    cached = _FACES.get(full_key)
    if cached is None:
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        layout = draw(painter, size)
        painter.end()
        cached = _FACES[full_key] = (image, layout)
        while len(_FACES) > FACE_CACHE_SIZE:
            _FACES.popitem(last=False)
    else:
        _FACES.move_to_end(full_key)
    image, layout = cached
    p.save()
    p.translate(rect.topLeft())
    p.scale(1 / scale, 1 / scale)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)  # one pixel per pixel
    p.drawImage(0, 0, image)
    p.restore()
    return layout


def _face_key(data: Any, card: Any, picture: Any) -> tuple[Any, ...]:
    shown = (card.name, card.atk, card.defense, card.level) if card is not None else None
    return ("face", getattr(data, "code", None), shown,
            None if picture is None else picture.cacheKey())


def _draw_face(p: QPainter, layout: FaceLayout, data: Any, picture: QPixmap | None) -> None:
    w, h = layout.size.width(), layout.size.height()
    whole = QRectF(0, 0, w, h)
    kind = frame_kind(data)
    radius = w * 0.05
    color = QColor(FRAME[kind])
    p.setPen(QPen(QColor("#111"), 1))
    grad = QLinearGradient(whole.topLeft(), whole.bottomLeft())
    grad.setColorAt(0, color.lighter(118))
    grad.setColorAt(1, color.darker(118))
    if data is not None and data.is_pendulum:
        grad.setColorAt(0.55, color)
        grad.setColorAt(0.56, QColor(FRAME["Spell"]))
        grad.setColorAt(1, QColor(FRAME["Spell"]).darker(115))
    p.setBrush(grad)
    p.drawRoundedRect(whole, radius, radius)
    dark_text = kind not in ("Xyz", "Link", "Spell", "Trap")
    ink = QColor("#111") if dark_text else QColor("#f4f4f4")
    if data is not None and data.is_monster:
        p.setBrush(QColor(ATTRIBUTE.get(data.attribute or "", "#777")))
        p.setPen(QPen(QColor("#fff"), max(0.6, w * 0.008)))
        p.drawEllipse(layout.badge)
    art = layout.art
    if picture is not None:
        p.drawPixmap(art, picture, _art_source(picture))
    else:
        ag = QLinearGradient(art.topLeft(), art.bottomRight())
        ag.setColorAt(0, color.lighter(160))
        ag.setColorAt(1, color.darker(150))
        p.setBrush(ag)
        p.setPen(QPen(QColor(0, 0, 0, 120), 1))
        p.drawRect(art)
    p.setBrush(QColor(255, 255, 255, 215 if dark_text else 40))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRect(layout.info)
    pens = {"attribute": QColor("#fff"), "initials": QColor(255, 255, 255, 170),
            "level": QColor("#8a1a0a") if dark_text else QColor("#ff6a5a")}
    for text in layout.texts:
        if text.role == "initials" and picture is not None:
            continue
        p.setFont(text.font)
        p.setPen(pens.get(text.role, ink))
        p.drawText(text.box, text.align, text.text)


def _art_source(pix: QPixmap) -> QRectF:
    """The artwork square of a full card scan (EDOPro pics are whole cards)."""
    w, h = pix.width(), pix.height()
    if h > w * 1.2:  # a full card: take its picture window
        return QRectF(w * 0.12, h * 0.18, w * 0.76, h * 0.52)
    return QRectF(0, 0, w, h)


def paint_card(p: QPainter, rect: QRectF, card: Any) -> None:
    """One card as the viewer knows it (a ``CardView``): the user's picture, the face drawn
    from its facts, or the back when its identity is hidden."""
    if card is None or card.name is None:
        paint_back(p, rect)
        return
    picture = pictures.pixmap(card.code)
    if picture is not None:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # a scaled picture
        p.drawPixmap(rect, picture, QRectF(picture.rect()))
    else:
        paint_face(p, rect, facts_for(card.code), card)


def card_pixmap(data: Any, card: Any, width: int, picture: QPixmap | None = None,
                ratio: float = 1.0) -> QPixmap:
    """A rendered card face as a pixmap (for drags and the detail panel), ``width`` logical
    pixels wide, sharp on a screen of pixel ratio ``ratio``."""
    height = int(width / CARD_RATIO)
    pix = QPixmap(round(width * ratio), round(height * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    if data is None and (card is None or card.name is None):
        paint_back(painter, rect)
    elif picture is not None and data is not None:
        painter.drawPixmap(rect, picture, QRectF(picture.rect()))
    else:
        paint_face(painter, rect, data, card)
    painter.end()
    return pix


__all__ = [
    "PictureFolder",
    "card_pixmap",
    "facts_for",
    "frame_kind",
    "paint_back",
    "paint_card",
    "paint_face",
    "pictures",
    "star_text",
]
