"""Where everything sits on the mat, in scene units, seen from the viewer's seat.

Nine columns of cells a little wider than a card (a card in Defense Position,
turned sideways, just fills one). The viewer's field is at the bottom, the
opponent's at the top rotated half a turn (their zone 0 is at our right), and
the two Extra Monster Zones sit between the fields: the left one is the
viewer's zone 5 and the opponent's zone 6.

    col:  0      1      2  3  4  5  6   7      8
    opp   LP     Deck   S4 S3 S2 S1 S0  Extra
    opp   Ban    GY     M4 M3 M2 M1 M0  Field
    EMZ                    L     R
    me           Field  M0 M1 M2 M3 M4  GY     Ban
    me    LP     Extra  S0 S1 S2 S3 S4  Deck
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

CARD_W = 88.0
CARD_H = 128.0
CELL_W = 112.0  # a sideways card (128) overlaps the gaps, never a neighbour
CELL = 136.0    # a cell's height (and the unit rows are measured in)
GAP = 8.0
HAND_SCALE_OPP = 0.72
PILE_CARD_SCALE = 0.82  # the top card of a pile, inside its cell with its count and label

ROW_OPP_HAND = 0.0
ROW_OPP_ST = CARD_H * HAND_SCALE_OPP + 8.0  # the opponent's hand fits above their field
ROW_OPP_M = ROW_OPP_ST + CELL + GAP
ROW_EMZ = ROW_OPP_M + CELL + GAP
ROW_MY_M = ROW_EMZ + CELL + GAP
ROW_MY_ST = ROW_MY_M + CELL + GAP
ROW_MY_HAND = ROW_MY_ST + CELL + 10.0
WIDTH = 9 * CELL_W + 8 * GAP
HEIGHT = ROW_MY_HAND + CARD_H + 18.0  # room for a hovered hand card to rise
SCENE_RECT = QRectF(-8.0, -6.0, WIDTH + 16.0, HEIGHT + 10.0)


def _col(c: int) -> float:
    return c * (CELL_W + GAP)


def cell(col: int, row_y: float) -> QRectF:
    return QRectF(_col(col), row_y, CELL_W, CELL)


def _mine(player: int, viewer: int) -> bool:
    return player == viewer


def zone_rect(player: int, viewer: int, area: str, index: int = 0) -> QRectF:
    """The cell of ``player``'s zone ``area``/``index`` on ``viewer``'s mat."""
    mine = _mine(player, viewer)
    if area == "monsters":
        return cell(2 + index if mine else 6 - index, ROW_MY_M if mine else ROW_OPP_M)
    if area == "spells":
        return cell(2 + index if mine else 6 - index, ROW_MY_ST if mine else ROW_OPP_ST)
    if area == "extra_monsters":
        left = (index == 0) if mine else (index == 1)
        return cell(3 if left else 5, ROW_EMZ)
    if area == "field":
        return cell(1 if mine else 7, ROW_MY_M if mine else ROW_OPP_M)
    if area == "extra":
        return cell(1 if mine else 7, ROW_MY_ST if mine else ROW_OPP_ST)
    if area == "gy":
        return cell(7 if mine else 1, ROW_MY_M if mine else ROW_OPP_M)
    if area == "deck":
        return cell(7 if mine else 1, ROW_MY_ST if mine else ROW_OPP_ST)
    if area == "banished":
        return cell(8 if mine else 0, ROW_MY_M if mine else ROW_OPP_M)
    if area == "lp":
        return cell(0, ROW_MY_ST if mine else ROW_OPP_ST)
    raise ValueError(area)


def hand_slots(count: int, mine: bool) -> list[QPointF]:
    """Centres of the hand's cards, overlapping when the hand is large."""
    scale = 1.0 if mine else HAND_SCALE_OPP
    width = CARD_W * scale
    room = WIDTH - 2 * CELL_W
    step = min(width + 8.0, (room - width) / max(1, count - 1)) if count > 1 else 0.0
    total = width + step * (count - 1)
    left = (WIDTH - total) / 2 + width / 2
    y = ROW_MY_HAND + CARD_H / 2 + 4 if mine else ROW_OPP_HAND + CARD_H * scale / 2
    return [QPointF(left + i * step, y) for i in range(count)]
