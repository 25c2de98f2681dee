"""What happened: the duel log, the source of trigger effects and animation.

Events are small slotted objects appended in order. ``group`` numbers the
atomic action an event belongs to, which is what "missing the timing" needs:
an optional "When ... you can" trigger activates only if its event is in the
last group that happened (seed 004 "Missing the timing").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.state import Card


class Event:
    __slots__ = (
        "amount",
        "by",
        "card",
        "data",
        "dst",
        "group",
        "hidden_after",
        "hidden_from",
        "kind",
        "player",
        "reason",
        "seq",
        "src",
        "text",
        "uid",
        "was_uid",
    )

    def __init__(self, kind: str, *, player: int | None = None, card: Card | None = None,
                 group: int = 0, src: str = "", dst: str = "", reason: str = "",
                 by: int | None = None, amount: int = 0, data: dict[str, Any] | None = None,
                 hidden_from: tuple[int, ...] = (), text: str = "", was_uid: int | None = None,
                 hidden_after: tuple[int, ...] = ()) -> None:
        self.kind = kind
        self.player = player
        self.card = card
        self.group = group
        self.src = src
        self.dst = dst
        self.reason = reason
        self.by = by
        self.amount = amount
        self.data = data or {}
        self.seq = 0
        self.hidden_from = hidden_from
        self.text = text
        #: the card's id when this happened (it changes when the card enters a hidden place:
        #: GameState.reissue), and its id before a move; a player who sees the card named
        #: here but may not know it where it went (``hidden_after``) is shown ``was_uid``
        self.uid = card.uid if card is not None else None
        self.was_uid = self.uid if was_uid is None else was_uid
        self.hidden_after = hidden_after

    def __repr__(self) -> str:
        return f"<Event {self.kind} {self.card!r} {self.src}->{self.dst} {self.reason} g{self.group}>"
