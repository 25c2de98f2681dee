"""``PlayerView``: what one player may know, built in this one place.

The opponent's hand, every Deck's order and face-down cards the viewer does
not control appear as anonymous backs: they keep their uid (a handle the
prompts refer to) but no name, passcode or stats. A uid says nothing about the
card: ids are dealt out in an order of their own, and a card entering a hidden
place or a shuffled Deck gets new ones (``GameState.reissue``), so the log shows
a card named to a player only under an id that player may link to it. The
opponent's hand is shown in id order. The Deck is only a count. Event texts and
refusal reasons are filtered the same way (``hidden_information_refusal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from engine import rules
from engine.modifiers import current_atk, current_def, current_level
from engine.prompts import AnyPrompt, ChainLinkView
from engine.state import BANISHED, DECK, EXTRA, GY, HAND, Card

if TYPE_CHECKING:
    from engine.duel import Duel
    from engine.events import Event


class CardView(BaseModel):
    """A card as the viewer sees it; ``code``/``name`` are None for a hidden card."""

    uid: int
    code: int | None = None
    name: str | None = None
    owner: int
    controller: int
    location: str
    zone: int = -1
    face_up: bool = False
    position: str = "attack"
    atk: int | None = None
    defense: int | None = None
    level: int | None = None
    counters: dict[str, int] = Field(default_factory=dict)
    materials: list[CardView] = Field(default_factory=list)
    equipped_to: int | None = None
    revealed: bool = False

    @property
    def hidden(self) -> bool:
        return self.code is None


class SideView(BaseModel):
    player: int
    lp: int
    hand: list[CardView]
    deck_count: int
    extra: list[CardView]
    extra_count: int
    gy: list[CardView]
    banished: list[CardView]
    monsters: list[CardView | None]
    extra_monsters: list[CardView | None]
    spells: list[CardView | None]
    field: CardView | None
    normal_summons_used: int = 0
    #: the viewer's own Deck, sorted by name (not in Deck order), only when asked for with
    #: ``own_deck`` — solo play lets a player pick a card from it for a manual move — or the
    #: cards of it a pending prompt asks the viewer to choose from (a search)
    deck: list[CardView] = Field(default_factory=list)


class EventView(BaseModel):
    seq: int
    kind: str
    player: int | None = None
    card: CardView | None = None
    src: str = ""
    dst: str = ""
    reason: str = ""
    amount: int = 0
    text: str = ""
    #: an attack's target (the uid of a monster on the field, public), None for a direct attack
    target: int | None = None


class PlayerView(BaseModel):
    viewer: int
    turn: int
    turn_player: int
    phase: str
    step: str
    players: list[SideView]
    chain: list[ChainLinkView]
    prompt: AnyPrompt | None = None
    waiting_for: int | None = None
    waiting_kind: str | None = None
    over: bool = False
    winner: int | str | None = None
    win_reason: str = ""
    log_size: int = 0


#: a viewer who is neither player: only what both players may know (a spectator; the replay of
#: a hot-seat duel that has not ended)
PUBLIC = 2


def may_see(viewer: int, card: Card) -> bool:
    """The one rule of hidden information for a card where it is now (``PUBLIC`` owns and
    controls nothing, so it sees only what is open to both players)."""
    loc = card.location
    if card.revealed:
        return True
    if loc in (GY,):
        return True
    if loc == HAND:
        return card.controller == viewer
    if loc == EXTRA:
        return card.owner == viewer or card.face_up
    if loc == BANISHED:
        return card.face_up or card.owner == viewer
    if loc == "deck":
        return False
    # field and overlay
    return card.face_up or card.controller == viewer


# ------------------------------------------------------------------ refusals
def _answer_cards(answer: Any) -> list[int]:
    """The card ids an answer names (the cards it acts on, chooses, orders or targets)."""
    kind = getattr(answer, "kind", None)
    if kind in ("action", "manual"):
        ids = [answer.card, getattr(answer, "target", None)]
        return [i for i in ids if isinstance(i, int) and not isinstance(i, bool)]
    if kind == "cards":
        return list(answer.cards)
    if kind == "order":
        return list(answer.order)
    return []


def _hidden_place(asker: int, card: Card) -> str:
    """Where a card hidden from ``asker`` is, in words the asker may read (the place of every
    card is public; only its identity is secret)."""
    held = "your" if card.controller == asker else "your opponent's"
    owned = "your" if card.owner == asker else "your opponent's"
    if card.location == HAND:
        return f"in {held} hand"
    if card.location == DECK:
        return f"in {owned} Deck"
    if card.location == EXTRA:
        return f"face-down in {owned} Extra Deck"
    if card.location == BANISHED:
        return "banished face-down"
    return f"face-down on {held} field"


def hidden_information_refusal(duel: Duel, asker: int, answer: Any,
                               reason: str | None) -> str | None:
    """The refusal ``asker`` may read: ``reason``, unless the answer names a card hidden from
    them — then a reason naming only that card's public place.

    The rule checks behind ``reason`` look at the card itself (its name, its effects), so
    their words would tell the asker which card an id of the opponent's hand, a Deck or a
    face-down card is. A refusal about such a card says the same for every card there; a
    card the asker may legally choose (a face-down target offered by the prompt) keeps the
    prompt's own reason (a wrong count, say) as long as that reason does not name it.
    """
    if reason is None or asker not in (0, 1):
        return reason
    g = duel.game
    cards = g.state.cards
    pending = duel.pending
    offered = set(getattr(pending, "candidates", ()) or ()) | set(getattr(pending, "items", ()) or ())
    for uid in _answer_cards(answer):
        card = cards.get(uid)
        if card is None or g.knows(asker, card):
            continue
        if uid in offered and card.name not in reason:
            continue
        return (f"that card ({_hidden_place(asker, card)}) is hidden from you and cannot be "
                f"used for this now — {rules.HIDDEN}")
    return reason


def card_view(duel: Duel, viewer: int, card: Card) -> CardView:
    g = duel.game
    base = CardView(uid=card.uid, owner=card.owner, controller=card.controller,
                    location=card.location, zone=card.zone, face_up=card.face_up,
                    position=card.position, revealed=card.revealed)
    if card.on_field:
        base.counters = dict(card.counters)
        base.materials = [card_view(duel, viewer, m) for m in card.materials]
        base.equipped_to = card.equipped_to.uid if card.equipped_to is not None else None
    if not may_see(viewer, card):
        return base
    data = card.data
    base.code = data.code
    base.name = data.name
    if data.is_monster:
        base.atk = current_atk(g, card)
        base.defense = None if data.is_link else current_def(g, card)
        base.level = current_level(g, card)
    return base


def _own_deck_card(duel: Duel, viewer: int, card: Card) -> CardView:
    """A card of the viewer's own Deck, shown by name for a manual move (solo play only)."""
    shown = card_view(duel, viewer, card)
    shown.code, shown.name = card.data.code, card.data.name
    return shown


def _row(duel: Duel, viewer: int, row: list[Card | None]) -> list[CardView | None]:
    return [None if c is None else card_view(duel, viewer, c) for c in row]


def build_view(duel: Duel, viewer: int, own_deck: bool = False) -> PlayerView:
    """The view of ``viewer`` (a pure query: continuous effects are worked out once)."""
    with duel.game.query():
        return _build_view(duel, viewer, own_deck)


def _build_view(duel: Duel, viewer: int, own_deck: bool) -> PlayerView:
    g = duel.game
    st = g.state
    pending = duel.pending
    mine = pending is not None and pending.player == viewer
    #: Deck cards the viewer is asked to choose from (a search): their owner looks at them
    looking = set(getattr(pending, "candidates", ())) if mine else set()
    sides = []
    for p in st.players:
        own = p.index == viewer
        extra = [card_view(duel, viewer, c) for c in p.extra if own or c.face_up]
        sides.append(SideView(
            player=p.index, lp=p.lp,
            # the opponent's hand in id order, not in the order cards came in (hidden
            # information: a card whose ids were dealt out again is not found by its place)
            hand=[card_view(duel, viewer, c)
                  for c in (p.hand if own else sorted(p.hand, key=lambda c: c.uid))],
            deck_count=len(p.deck), extra=extra, extra_count=len(p.extra),
            gy=[card_view(duel, viewer, c) for c in p.gy],
            banished=[card_view(duel, viewer, c) for c in p.banished],
            monsters=_row(duel, viewer, p.monsters),
            extra_monsters=_row(duel, viewer, p.extra_monsters),
            spells=_row(duel, viewer, p.spells),
            field=None if p.field_zone is None else card_view(duel, viewer, p.field_zone),
            normal_summons_used=st.per_turn[p.index].normal_summons_used,
            deck=[_own_deck_card(duel, viewer, c)
                  for c in sorted(p.deck, key=lambda c: (c.data.name, c.uid))
                  if own_deck or c.uid in looking]
            if own else [],
        ))
    return PlayerView(
        viewer=viewer, turn=st.turn, turn_player=st.turn_player, phase=st.phase, step=st.step,
        players=sides, chain=g.chain_views(), prompt=pending if mine else None,
        waiting_for=None if pending is None or mine else pending.player,
        waiting_kind=None if pending is None or mine else pending.kind,
        over=st.over, winner=st.winner, win_reason=st.win_reason, log_size=len(g.log),
    )


# ------------------------------------------------------------------ events
#: events about a card that moved: "<card> (P<n>) <what happened to it>"
_PASSIVE = {
    "destroyed": "is destroyed", "sent_to_gy": "is sent to the GY", "banished": "is banished",
    "to_hand": "is added to the hand", "to_deck": "returns to the Deck",
    "discarded": "is discarded", "tributed": "is Tributed", "flipped": "is flipped face-up",
    "equipped": "is equipped", "negated": "is negated", "effect_negated": "has its effect negated",
    "attack_negated": "has its attack negated", "revealed": "is revealed",
}
#: events a player does: "P<n> <verb> <card>"
_ACTIVE = {
    "draw": "draws", "set_monster": "Sets", "set_spell": "Sets", "activated": "activates",
    "attack_declared": "attacks with", "position": "changes the position of",
    "shuffle": "shuffles the Deck", "manual": "makes a manual move", "draw_skipped":
    "has no card to draw", "phase_skipped": "skips a phase",
}
_SUMMONS = {"normal": "Normal Summons", "tribute": "Tribute Summons", "flip": "Flip Summons",
            "gemini": "Gemini Summons", "special": "Special Summons", "synchro": "Synchro Summons",
            "xyz": "Xyz Summons", "link": "Link Summons", "fusion": "Fusion Summons",
            "ritual": "Ritual Summons", "pendulum": "Pendulum Summons"}
#: bookkeeping events that say nothing a player needs to read
_SILENT = {"placed", "resolving", "moved", "targeted", "destroyed_by_battle_pending",
           "damage_step_start", "damage_step_end", "phase_end", "summoning", "battle", "token",
           "control", "counter"}
_PLACE_NAMES = {"hand": "hand", "deck": "Deck", "extra": "Extra Deck", "gy": "GY",
                "banished": "banished cards", "monsters": "Monster Zone",
                "extra_monsters": "Extra Monster Zone", "spells": "Spell & Trap Zone",
                "field": "Field Zone", "overlay": "Xyz Materials"}
_PHASE_NAMES = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1",
                "battle": "Battle Phase", "main2": "Main Phase 2", "end": "End Phase"}


def event_view(duel: Duel, viewer: int, ev: Event) -> EventView:
    card = None
    if ev.card is not None:
        c = ev.card
        uid = c.uid if ev.uid is None else ev.uid  # the id it had then, not the one it has now
        card = CardView(uid=uid, owner=c.owner, controller=c.controller, location=ev.dst or c.location)
        hidden = viewer in ev.hidden_from or (viewer == PUBLIC and bool(ev.hidden_from))
        if not hidden and (ev.kind not in ("draw", "set_monster", "set_spell")
                           or viewer == c.owner):
            card.code = c.data.code
            card.name = c.data.name
            if ((viewer in ev.hidden_after or (viewer == PUBLIC and bool(ev.hidden_after)))
                    and ev.was_uid is not None):
                # named here but hidden where it went: the id this viewer knew it by, never
                # the new one (which would link the hidden card to this name)
                card.uid = ev.was_uid
    text = _describe(ev, card)
    target = ev.data.get("target") if ev.kind == "attack_declared" else None
    return EventView(seq=ev.seq, kind=ev.kind, player=ev.player, card=card, src=ev.src,
                     dst=ev.dst, reason=ev.reason, amount=ev.amount, text=text,
                     target=target if isinstance(target, int) else None)


def _describe(ev: Event, card: CardView | None) -> str:
    """One plain English line per event, naming only what this viewer may know."""
    who = f"Player {ev.player + 1}" if ev.player is not None else ""
    what = (card.name or "a card") if card is not None else ""
    kind = ev.kind
    if kind == "phase":
        step = ev.data.get("step")
        name = _PHASE_NAMES.get(str(ev.data.get("phase")), str(ev.data.get("phase")))
        return f"{name}" + (f": {step} step" if step else "")
    if kind == "turn":
        return f"Turn {ev.amount}: Player {(ev.player or 0) + 1}'s turn"
    if kind in ("damage", "pay_lp", "gain_lp", "lp"):
        verb = {"damage": "takes", "pay_lp": "pays", "gain_lp": "gains"}.get(kind, "LP")
        return f"{who} {verb} {abs(ev.amount)} LP" if kind != "lp" else f"{who} LP {ev.amount:+d}"
    if kind == "duel_end":
        return str(ev.data.get("reason", "The duel is over"))
    if kind == "chain_end":
        return "The chain has resolved"
    if kind == "resolving_by_hand":
        return f"{who} resolves {what} by hand (manual moves follow)"
    if kind == "moved" and ev.reason == "manual":  # both players read every manual move
        src, dst = _PLACE_NAMES.get(str(ev.src), str(ev.src)), _PLACE_NAMES.get(str(ev.dst), str(ev.dst))
        return f"{what} is moved from the {src} to the {dst} (manual move)"
    if kind == "summoned":
        verb = _SUMMONS.get(str(ev.data.get("kind")), "Summons")
        return f"{who} {verb} {what}"
    if kind == "activated":
        return f"{who} activates {what} (Chain Link {ev.amount})"
    if kind in _PASSIVE and card is not None:
        return f"{what} (Player {card.owner + 1}'s) {_PASSIVE[kind]}"
    if kind in _ACTIVE:
        return f"{who} {_ACTIVE[kind]} {what}".strip()
    if kind in _SILENT:
        return ""
    return f"{who} {kind.replace('_', ' ')} {what}".strip()


def events_for(duel: Duel, viewer: int, start: int = 0) -> list[EventView]:
    """The log from ``start`` as ``viewer`` may read it."""
    return [event_view(duel, viewer, ev) for ev in duel.log[start:]]


def view_json(duel: Duel, viewer: int) -> dict[str, Any]:
    return build_view(duel, viewer).model_dump(mode="json")
