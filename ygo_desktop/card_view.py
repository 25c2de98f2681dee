"""The card detail panel: printed facts, our own effect text, the user's picture if any.

Effect text is the engine's card script ``text`` (written in our own words);
a card without a script says "not automated" (a Normal Monster needs none).
The picture comes only from the folder the user chose; otherwise the face is
drawn from the facts.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ygo_desktop.card_face import card_pixmap, facts_for, pictures
from ygo_desktop.face_layout import star_text, stat
from ygo_desktop.i18n import tr


def effect_text(data: Any) -> str:
    """The card's text from the player's own cards.cdb (if chosen), then ours -- or why there
    is none. A user's text is read from their file and shown to them only."""
    from engine.cards.user_database import user_text

    theirs = user_text(data)
    ours = _our_text(data)
    if theirs:
        return f"{theirs}\n\n{ours}" if ours else theirs
    return ours or tr("No text of ours for this card yet: its printed text applies.")


def _our_text(data: Any) -> str:
    """Our own words for the card's effect ("" when we have none yet)."""
    from engine.cards.registry import default_registry

    script = default_registry().script(data)
    text = getattr(script, "text", None) if script is not None else None
    if text:
        return str(text)
    if data.is_normal_monster and not data.is_pendulum:
        return tr("Normal Monster: no effect.")
    return ""


def automation(data: Any) -> tuple[bool, str]:
    """Whether the engine plays the card's effect (or the player carries it out by hand), and
    that said in words."""
    from engine.cards.registry import default_registry

    if default_registry().script(data) is not None:
        return True, tr("Automated: the engine carries out its effect.")
    if data.is_normal_monster and not data.is_pendulum:
        return True, tr("Automated: a Normal Monster needs nothing more.")
    return False, tr("Played by hand: not automated yet — carry out its effect with manual "
                     "moves.")


def facts_lines(data: Any, card: Any = None) -> list[str]:
    lines = []
    if data.is_monster:
        kinds = " / ".join(k for k in sorted(data.kinds) if k != "Monster")
        lines.append(f"{data.attribute or '?'} · {data.race or '?'} · {kinds}")
        level = card.level if card is not None and card.level is not None else None
        lines.append(star_text(data, level))
        if data.is_pendulum:
            lines.append(tr("Pendulum Scale %1 / %2").replace("%1", str(data.scale_left)).replace(
                "%2", str(data.scale_right)))
        if data.is_link:
            lines.append(tr("Link Arrows: %1").replace("%1", ", ".join(data.link_arrows)))
        atk = card.atk if card is not None and card.atk is not None else data.atk
        if data.is_link:
            lines.append(f"ATK {stat(atk)}")
        else:
            dfn = card.defense if card is not None and card.atk is not None else data.defense
            lines.append(f"ATK {stat(atk)} / DEF {stat(dfn)}")
    else:
        sub = data.spell_trap_type or "Normal"
        lines.append(f"{sub} {data.card_type}")
    lines.append(tr("Passcode %1").replace("%1", str(data.code)))
    return lines


class CardDetailPanel(QFrame):
    """Shows one card: the one under the mouse or the keyboard focus."""

    IMAGE_WIDTH = 220

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardDetail")
        self.card: Any = None
        layout = QVBoxLayout(self)
        self.image = QLabel(self)
        self.image.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.image.setObjectName("cardImage")
        self.name = QLabel(self)
        self.name.setObjectName("cardName")
        self.name.setWordWrap(True)
        self.facts = QLabel(self)
        self.facts.setObjectName("cardFacts")
        self.facts.setWordWrap(True)
        self.automation = QLabel(self)
        self.automation.setObjectName("cardAutomation")
        self.automation.setWordWrap(True)
        self.text = QLabel(self)
        self.text.setObjectName("cardText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        for w in (self.image, self.name, self.facts, self.automation, self.text):
            layout.addWidget(w)
        self.show_card(None)

    def show_card(self, card: Any) -> None:
        """``card`` is a CardView: a hidden card shows as a back and nothing else."""
        self.card = card
        data = facts_for(card.code) if card is not None else None
        self.image.setPixmap(card_pixmap(data, card, self.IMAGE_WIDTH,
                                         pictures.pixmap(card.code if card is not None else None),
                                         self.devicePixelRatioF()))
        if data is None:
            self.name.setText(tr("Face-down card") if card is not None else tr("No card selected"))
            self.facts.setText("")
            self.automation.setText("")
            self.automation.setProperty("manual", False)
            self.text.setText(tr("Point at a card to read it.") if card is None else "")
            return
        self.name.setText(data.name)
        self.facts.setText("\n".join(facts_lines(data, card)))
        automated, status = automation(data)
        self.automation.setText(status)
        manual = not automated
        if self.automation.property("manual") != manual:
            self.automation.setProperty("manual", manual)
            self.automation.style().unpolish(self.automation)
            self.automation.style().polish(self.automation)
        self.text.setText(effect_text(data))
