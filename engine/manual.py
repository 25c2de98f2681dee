"""Manual moves: move any card anywhere, draw, mill, shuffle, reveal, LP, counters, Tokens, control.

In solo and sandbox play this is how every card becomes playable before it is
automated (DESIGN.md "Manual moves"). A manual move is an answer like any
other: validated here, recorded in the replay, and replayed exactly. Moves are
allowed only at an open game state (a Main Phase, the Battle Step, or a
response window), never in the middle of a choice, and only for a player the
duel allows them for. Manual moves set off no trigger effects: the player
decides what happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rules
from engine.cards.database import UnknownCard
from engine.errors import DuelOver
from engine.prompts import ManualAnswer
from engine.state import (
    ATTACK,
    BANISHED,
    DECK,
    DEFENSE,
    EXTRA,
    EXTRA_MONSTERS,
    FIELD,
    GY,
    HAND,
    MONSTERS,
    SPELLS,
)

if TYPE_CHECKING:
    from engine.duel import Duel

OPEN_KINDS = ("idle", "battle", "chain")
#: The Token a manual move creates when no name is given (a plain 0/0 Level 1 Token).
DEFAULT_TOKEN = "Sheep Token"
DESTINATIONS = (HAND, DECK, "deck_bottom", EXTRA, GY, BANISHED, MONSTERS, EXTRA_MONSTERS, SPELLS,
                FIELD)


def manual_refusal(duel: Duel, m: ManualAnswer) -> str | None:
    g = duel.game
    if m.player not in (0, 1):
        return f"player must be 0 or 1 — {rules.MANUAL}"
    pending = duel.pending
    resolving_mine = (pending is not None and getattr(pending, "resolving", None) is not None
                      and pending.player == m.player)  # a card played by hand (engine.by_hand)
    if not g.manual_allowed[m.player] and not resolving_mine:
        return f"manual moves are not enabled for Player {m.player + 1} — {rules.MANUAL}"
    if duel.over:
        return f"the duel is over — {rules.WIN}"
    pending = duel.pending
    if pending is None or pending.kind not in OPEN_KINDS or not pending.open_state:
        return "finish the current choice first: manual moves are made at an open game state"
    card = None
    if m.move in ("move", "reveal", "counter", "control", "position"):
        if m.card is None or m.card not in g.state.cards:
            return f"manual {m.move} needs a card that exists (card={m.card})"
        card = g.state.cards[m.card]
    if m.move == "move":
        assert card is not None
        if m.to not in DESTINATIONS:
            return f"cannot move a card to {m.to!r} (one of {', '.join(DESTINATIONS)})"
        if m.to in (MONSTERS, SPELLS, EXTRA_MONSTERS):
            if m.zone is None:
                return "a zone is needed to move a card onto the field"
            limit = 2 if m.to == EXTRA_MONSTERS else 5
            if not 0 <= m.zone < limit:
                return f"zone {m.zone} does not exist in {m.to}"
            owner = m.player
            if m.to == EXTRA_MONSTERS:
                if not g.extra_monster_zone_free(owner, m.zone):
                    return f"that Extra Monster Zone is occupied — {rules.ZONES}"
            elif g.state.players[owner].row(m.to)[m.zone] is not None:
                return f"{m.to} zone {m.zone} is occupied — {rules.ZONES}"
        if m.to == EXTRA and not (card.data.is_extra_deck or card.data.is_pendulum):
            return f"{card.name} does not belong in the Extra Deck"
        if m.to == FIELD and card.data.spell_trap_type != "Field":
            return "only a Field Spell goes in the Field Zone"
    if m.move == "token":
        if m.zone is None or not 0 <= m.zone < 5:
            return "a Token needs a free Main Monster Zone (0-4)"
        if g.state.players[m.player].monsters[m.zone] is not None:
            return f"monsters zone {m.zone} is occupied — {rules.ZONES}"
        try:
            data = duel.db.by_name(m.name or DEFAULT_TOKEN)
        except UnknownCard as exc:
            return str(exc)
        if not data.is_token:
            return f"{data.name} is not a Token"
    amount = 1 if m.amount is None else m.amount  # draw, mill and counters default to 1
    if m.move in ("draw", "mill") and amount < 1:
        return f"{m.move} needs a positive amount, not {amount}"
    if m.move == "counter" and amount == 0:
        return "a counter change needs an amount other than 0"
    if m.move == "lp" and not m.amount:
        return "an LP change needs an amount other than 0"
    if m.move == "control":
        assert card is not None
        if not card.in_monster_zone and card.location != SPELLS:
            return "only a card on the field can change control"
        row = MONSTERS if card.in_monster_zone else SPELLS
        if not g.free_zones(1 - card.controller, row):
            return f"the other player has no free zone — {rules.ZONES}"
    if m.move == "position":
        assert card is not None
        if not card.in_monster_zone:
            return "only a monster on the field has a battle position"
    return None


def apply_manual(duel: Duel, m: ManualAnswer) -> None:
    g = duel.game
    g.new_group()
    g.emit("manual", player=m.player, data={"move": m.move})
    try:
        _apply(duel, m)
    except DuelOver as end:
        duel._finish(end.winner, end.reason)
    g.pending_events = []  # a manual move sets off nothing


def _apply(duel: Duel, m: ManualAnswer) -> None:
    g = duel.game
    st = g.state
    card = st.cards.get(m.card) if m.card is not None else None
    if m.move == "move" and card is not None:
        to = m.to or GY
        top = to != "deck_bottom"
        if to == "deck_bottom":
            to = DECK
        face_up = True if m.face_up is None else m.face_up
        position = m.position or ATTACK
        if to in (MONSTERS, EXTRA_MONSTERS) and not face_up:
            position = DEFENSE
        g.move(card, to, player=m.player if to in (MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD) else None,
               zone=m.zone if m.zone is not None else -1, face_up=face_up, position=position,
               reason="manual", by=m.player, top=top)
        if to in (SPELLS, FIELD) and not face_up:
            card.turn_set = st.turn
    elif m.move == "draw":
        g.draw(m.player, m.amount or 1, reason="manual")
    elif m.move == "mill":
        for _ in range(min(m.amount or 1, len(st.players[m.player].deck))):
            g.send_to_gy(st.players[m.player].deck[0], reason="manual", by=m.player)
    elif m.move == "shuffle":
        g.shuffle_deck(m.player)
    elif m.move == "reveal" and card is not None:
        shown = not card.revealed
        card.revealed = shown
        g.emit("revealed", player=m.player, card=card, data={"revealed": shown})
        if not shown:
            g.conceal(card)  # hidden again: a new id where it is hidden (hidden information)
    elif m.move == "lp":
        g.change_lp(m.player, m.amount or 0, "manual", m.player)
    elif m.move == "counter" and card is not None:
        kind = m.name or "counter"
        card.counters[kind] = max(0, card.counters.get(kind, 0) + (m.amount or 1))
        if not card.counters[kind]:
            del card.counters[kind]
    elif m.move == "token":
        data = duel.db.by_name(m.name or DEFAULT_TOKEN)
        token = st.new_card(data, m.player)
        token.location = "gone"
        g.move(token, MONSTERS, player=m.player, zone=m.zone or 0, face_up=True,
               position=m.position or ATTACK, reason="manual", event="token")
    elif m.move == "control" and card is not None:
        row = MONSTERS if card.in_monster_zone else SPELLS
        new = 1 - card.controller
        zone = g.free_zones(new, row)[0] if m.zone is None else m.zone
        g.move(card, row, player=new, zone=zone, face_up=card.face_up, position=card.position,
               reason="manual", event="control")
    elif m.move == "position" and card is not None:
        face_up = card.face_up if m.face_up is None else m.face_up
        g.set_position(card, m.position or (DEFENSE if card.position == ATTACK else ATTACK),
                       face_up, reason="manual", by=m.player)
