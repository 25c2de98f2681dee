"""Where each text of a drawn card face goes, and in which font: made to fit, in device pixels.

A card face is laid out for the size it has *on the screen* (device pixels, after the
mat's zoom and the screen's pixel ratio), so the font metrics used to fit a text are the
ones it is drawn with. Every text is fitted to its box: the font shrinks down to a
minimum, then a shorter form is tried (ATK/DEF: "ATK 2500  DEF 2100", then "2500 / 2100",
then "2500/2100"), and only then is the text elided. The name is elided (the full name is
the card's tooltip and in the detail panel).

``face_layout(size, data, card)`` is pure geometry (no painting); ``card_face.paint_face``
draws it, and the tests check it fits for every card of the bundled decks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
MIN_PX = 6  # below this, a text is unreadable anyway: elide rather than shrink further


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def width_of(text: str, f: QFont) -> float:
    return QFontMetricsF(f).horizontalAdvance(text)


def fit(text: str, box: QRectF, max_px: float, bold: bool = False,
        min_px: int = MIN_PX) -> QFont | None:
    """The largest font (``min_px``..``max_px`` pixels, no taller than the box) in which
    ``text`` fits ``box``'s width, or None."""
    px = int(min(max_px, box.height() * 0.92))
    while px >= min_px:
        f = font(px, bold)
        if width_of(text, f) <= box.width():
            return f
        px -= 1
    return None


def elide(text: str, f: QFont, width: float) -> str:
    """``text`` cut with "…" until it fits ``width`` by ``f``'s metrics (Qt's own elision can
    overshoot by a pixel with bold fonts)."""
    out = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)
    while out and width_of(out, f) > width:
        body = out.rstrip("…")[:-1]
        out = body + "…" if body else ""
    return out


@dataclass(frozen=True)
class FaceText:
    """One text of the face: what it says, where, in which font."""

    role: str  # "name", "level", "type", "stats", "kind", "initials", "attribute"
    text: str
    box: QRectF
    font: QFont
    align: Qt.AlignmentFlag

    def fits(self) -> bool:
        return width_of(self.text, self.font) <= self.box.width() + 0.01


@dataclass
class FaceLayout:
    size: QSizeF
    texts: list[FaceText] = field(default_factory=list)
    art: QRectF = field(default_factory=QRectF)
    info: QRectF = field(default_factory=QRectF)
    badge: QRectF = field(default_factory=QRectF)

    def text(self, role: str) -> FaceText | None:
        return next((t for t in self.texts if t.role == role), None)

    def add_fitted(self, role: str, forms: list[str], box: QRectF, max_px: float,
                   bold: bool = False, align: Qt.AlignmentFlag = LEFT,
                   readable_px: int = MIN_PX, keep_readable: bool = False) -> None:
        """The first of ``forms`` that fits at ``readable_px`` or more; else the last one,
        shrunk to the minimum (or kept readable, with ``keep_readable``) and elided."""
        for text in forms:
            f = fit(text, box, max_px, bold, readable_px)
            if f is not None:
                self.texts.append(FaceText(role, text, box, f, align))
                return
        last = forms[-1]
        readable = font(min(readable_px, max(MIN_PX, int(box.height() * 0.92))), bold)
        f = readable if keep_readable else fit(last, box, max_px, bold) or font(MIN_PX, bold)
        self.texts.append(FaceText(role, elide(last, f, box.width()), box, f, align))


def stat(value: int | None) -> str:
    if value is None:
        return "-"
    return "?" if value < 0 else str(value)


def stat_forms(data: Any, card: Any = None) -> list[str]:
    """The ATK/DEF line, longest first (current values when the card is on the field)."""
    atk = card.atk if card is not None and card.atk is not None else data.atk
    dfn = card.defense if card is not None and card.atk is not None else data.defense
    if data.is_link:
        return [f"ATK {stat(atk)}", stat(atk)]
    a, d = stat(atk), stat(dfn)
    return [f"ATK {a}  DEF {d}", f"ATK {a} DEF {d}", f"{a}/{d}"]


def type_line(data: Any) -> list[str]:
    kinds = "/".join(k for k in sorted(data.kinds) if k != "Monster")
    return [f"[{data.race or '?'}/{kinds}]", f"{data.race or '?'}/{kinds}", data.race or "?"]


def star_text(data: Any, level: int | None = None) -> str:
    if data is None or not data.is_monster:
        return ""
    if data.is_link:
        return f"LINK-{data.link_rating}"
    if data.is_xyz:
        return f"☆{data.rank}"
    return f"★{level if level is not None else data.level}"


def face_layout(size: QSizeF, data: Any, card: Any = None, ratio: float = 1.0) -> FaceLayout:
    """Lay out a face of ``size`` device pixels for ``data`` (the card's facts; None for an
    unknown card) and ``card`` (a CardView: the current ATK/DEF/Level on the field), on a
    screen of pixel ratio ``ratio`` (readable sizes are logical pixels)."""
    w, h = size.width(), size.height()
    out = FaceLayout(size)
    small = h < 170 * ratio  # a card on the mat: the stats matter more than the artwork
    pad = w * (0.045 if small else 0.06)

    def px(logical: int) -> int:
        return round(logical * ratio)

    name = data.name if data is not None else (card.name if card is not None and card.name else "?")
    bar = h * (0.12 if small else 0.1)
    out.badge = QRectF(w - pad - bar * 0.85, pad * 0.7 + bar * 0.075, bar * 0.85, bar * 0.85)
    name_box = QRectF(pad, pad * 0.7, w - 2 * pad - bar * 0.9, bar)
    out.add_fitted("name", [name], name_box, bar * 0.8, bold=True,
                   readable_px=px(9 if small else 11), keep_readable=True)
    if data is not None and data.is_monster:
        out.texts.append(FaceText("attribute", (data.attribute or "?")[:1], out.badge,
                                  font(max(MIN_PX, out.badge.height() * 0.62), True), CENTRE))
    row = QRectF(pad, name_box.bottom(), w - 2 * pad, h * (0.07 if small else 0.055))
    if data is not None and data.is_monster:
        level = card.level if card is not None else None
        out.add_fitted("level", [star_text(data, level)], row, row.height() * 0.95, True, RIGHT)
    elif data is not None:
        sub = data.spell_trap_type or "Normal"
        label = f"{data.card_type} · {sub}" if sub != "Normal" else data.card_type
        out.add_fitted("kind", [label, sub], row, row.height() * 0.9, True, RIGHT)
    art_h = h * (0.42 if small else 0.5)
    out.art = QRectF(pad, row.bottom() + h * 0.01, w - 2 * pad, art_h)
    initials = "".join(word[:1] for word in name.replace("-", " ").split()[:3]).upper()
    out.texts.append(FaceText("initials", initials, out.art,
                              font(max(MIN_PX, out.art.height() * 0.32), True), CENTRE))
    out.info = QRectF(pad, out.art.bottom() + h * 0.02, w - 2 * pad,
                      h - out.art.bottom() - h * 0.045)
    info = out.info.adjusted(w * 0.02, 0, -w * 0.02, 0)
    if data is not None and data.is_monster:
        split = 0.4 if small else 0.45
        top = QRectF(info.left(), info.top(), info.width(), info.height() * split)
        bottom = QRectF(info.left(), top.bottom(), info.width(), info.height() - top.height())
        out.add_fitted("type", type_line(data), top, top.height() * 0.95,
                       readable_px=px(8 if small else 9))
        out.add_fitted("stats", stat_forms(data, card), bottom, bottom.height() * 0.95,
                       bold=True, align=RIGHT, readable_px=px(11))
    elif data is not None:
        out.add_fitted("kind_big", [data.card_type.upper()], info, info.height() * 0.4,
                       align=CENTRE)
    return out
