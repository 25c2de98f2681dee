"""The running game: state plus the primitive actions every rule and card uses.

Procedures (``engine.procedures``) and card effects change the duel only
through these methods, so moving a card, destroying it or dealing damage is
written once: events are logged, leaving-the-field rules applied, and win
conditions checked the moment they hold (seed 003 "Winning a Duel").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Iterator

from engine import rules
from engine.errors import DuelOver
from engine.events import Event
from engine.prompts import ZonePrompt
from engine.rng import DuelRandom
from engine.state import (
    ATTACK, BANISHED, DECK, DEFENSE, EXTRA, EXTRA_MONSTERS, FIELD, GONE, GY, HAND, MONSTERS,
    ON_FIELD, OVERLAY, SPELLS, Card, GameState,
)

if TYPE_CHECKING:
    from engine.effects import CardScript, ChainLink, Ctx, Effect
    from engine.modifiers import Lingering

Proc = Iterator[Any]


_PUBLIC_PLACES = (GY, MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD, BANISHED, EXTRA)
_OWN_PLACES = (HAND, MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD, BANISHED, EXTRA, GY)


def _knows(player: int, location: str, face_up: bool, controller: int) -> bool:
    """Whether ``player`` may know the identity of a card in that place and state."""
    if location in _PUBLIC_PLACES and face_up:
        return True
    return player == controller and location in _OWN_PLACES


class Attack:
    """The attack being carried out (seed 003 Battle Step / Damage Step)."""

    __slots__ = ("attacker", "target", "negated", "defenders_at_declaration", "destroyed")

    def __init__(self, attacker: Card, target: Card | None, defenders: int) -> None:
        self.attacker = attacker
        self.target = target
        self.negated = False
        self.defenders_at_declaration = defenders
        self.destroyed: list[Card] = []


class Game:
    """State, randomness, log, chain and the primitive actions."""

    def __init__(self, state: GameState, rng: DuelRandom, coin_flips: Iterable[str] = (),
                 dice_rolls: Iterable[int] = ()) -> None:
        self.state = state
        self.rng = rng
        self.coin_flips = list(coin_flips)
        self.dice_rolls = list(dice_rolls)
        self.log: list[Event] = []
        self.group = 0
        self.chain: list[ChainLink] = []
        self.pending_events: list[Event] = []
        self.window_events: list[Event] = []
        self.lingering: list[Lingering] = []
        self.attack: Attack | None = None
        self.damage_step = False
        self.after_damage_calc = False
        self.resolving = False
        self.to_gy_after_chain: list[Card] = []
        self.manual_allowed = (True, True)
        self._scripts: dict[str, CardScript | None] = {}

    # ----------------------------------------------------------- basics
    @property
    def players(self) -> list[Any]:
        return self.state.players

    @property
    def turn_player(self) -> int:
        return self.state.turn_player

    def script(self, card: Card) -> CardScript | None:
        name = card.data.name
        if name not in self._scripts:
            from engine.cards.pool.registry import script_for_name

            self._scripts[name] = script_for_name(name)
        return self._scripts[name]

    def effects_of(self, card: Card) -> list[Effect]:
        script = self.script(card)
        return script.effects if script is not None else []

    def new_group(self) -> int:
        self.group += 1
        return self.group

    def emit(self, kind: str, **kw: Any) -> Event:
        ev = Event(kind, group=self.group, **kw)
        ev.seq = len(self.log)
        self.log.append(ev)
        self.pending_events.append(ev)
        return ev

    def all_cards(self) -> Iterator[Card]:
        for p in self.state.players:
            yield from p.all_cards()

    def field_cards(self) -> list[Card]:
        return self.state.players[0].field_cards() + self.state.players[1].field_cards()

    def monsters(self, player: int | None = None) -> list[Card]:
        if player is None:
            return self.state.players[0].field_monsters() + self.state.players[1].field_monsters()
        return self.state.players[player].field_monsters()

    def face_up_monsters(self, player: int | None = None) -> list[Card]:
        return [c for c in self.monsters(player) if c.face_up]

    # ----------------------------------------------------------- randomness
    def coin(self) -> str:
        if self.coin_flips:
            return self.coin_flips.pop(0)
        return self.rng.coin()

    def die(self) -> int:
        if self.dice_rolls:
            return self.dice_rolls.pop(0)
        return self.rng.die()

    def shuffle_deck(self, player: int) -> None:
        self.rng.shuffle(self.state.players[player].deck)
        self.emit("shuffle", player=player)

    # ----------------------------------------------------------- zones
    def free_zones(self, player: int, location: str) -> list[int]:
        p = self.state.players[player]
        if location == MONSTERS:
            return [i for i, c in enumerate(p.monsters) if c is None]
        if location == SPELLS:
            return [i for i, c in enumerate(p.spells) if c is None]
        if location == EXTRA_MONSTERS:
            return [i for i in (0, 1) if self.extra_monster_zone_free(player, i)]
        raise ValueError(location)

    def extra_monster_zone_free(self, player: int, index: int) -> bool:
        """Each Extra Monster Zone is shared: p0's left is p1's right."""
        me, other = self.state.players[player], self.state.players[1 - player]
        return me.extra_monsters[index] is None and other.extra_monsters[1 - index] is None

    def controls_extra_monster_zone(self, player: int) -> bool:
        return any(c is not None for c in self.state.players[player].extra_monsters)

    def choose_zone(self, player: int, location: str, zones: list[int],
                    zone_player: int | None = None, hint: str = "") -> Proc:
        """Ask for a zone when more than one is legal (SCENARIOS.md)."""
        if not zones:
            raise RuntimeError("no zone to choose from")
        if len(zones) == 1:
            return zones[0]
        answer = yield ZonePrompt(player=player, zones=zones, location=location,
                                  zone_player=player if zone_player is None else zone_player,
                                  hint=hint or "Choose a zone")
        return answer.zone

    # ----------------------------------------------------------- moving cards
    def _remove(self, card: Card) -> None:
        p = self.state.players[card.controller]
        loc = card.location
        if loc in (MONSTERS, EXTRA_MONSTERS, SPELLS):
            p.row(loc)[card.zone] = None
        elif loc == FIELD:
            p.field_zone = None
        elif loc == OVERLAY:
            for host in self.all_cards():
                if card in host.materials:
                    host.materials.remove(card)
                    break
        elif loc == GONE:
            pass
        else:
            self.state.players[card.owner].pile(loc).remove(card)

    def _place(self, card: Card, location: str, player: int, zone: int, top: bool) -> None:
        p = self.state.players[player]
        card.location = location
        card.controller = player
        if location in (MONSTERS, EXTRA_MONSTERS, SPELLS):
            p.row(location)[zone] = card
            card.zone = zone
        elif location == FIELD:
            p.field_zone = card
            card.zone = 0
        else:
            card.controller = card.owner
            card.zone = -1
            pile = self.state.players[card.owner].pile(location)
            if top and location == DECK:
                pile.insert(0, card)
            else:
                pile.append(card)

    def move(self, card: Card, to: str, *, player: int | None = None, zone: int = -1,
             face_up: bool = True, position: str = ATTACK, reason: str = "effect",
             by: int | None = None, top: bool = True, event: str = "moved") -> Event | None:
        """Move one card, applying what leaving a place means.

        Leaving the field: a Token ceases to exist (seed 003 p. 45); Xyz
        Materials go to the GY (seed 003 p. 47); a Pendulum Monster that would
        go to the GY goes face-up to the Extra Deck (seed 003 p. 13); an
        Extra Deck monster returning to the hand or Deck goes to the Extra Deck.
        """
        src = card.location
        src_controller = card.controller
        was_face_up = card.face_up
        was_on_field = card.on_field
        if was_on_field and to not in ON_FIELD:
            if card.data.is_token:
                self._remove(card)
                card.location = GONE
                self._leave_field_cleanup(card, reason, by)
                return self.emit(event, player=src_controller, card=card, src=src, dst=GONE,
                                 reason=reason, by=by)
            if card.data.is_pendulum and card.in_monster_zone and to == GY and was_face_up:
                to, face_up = EXTRA, True
        if to in (HAND, DECK) and card.data.is_extra_deck:
            to = EXTRA
            face_up = False
        self._remove(card)
        target_player = card.owner if player is None else player
        self._place(card, to, target_player, zone, top)
        if to in (HAND, DECK):
            card.face_up = False
        elif to == GY:
            card.face_up = True
        else:  # Extra Deck (face-up Pendulums), banished, the field
            card.face_up = face_up
        card.position = position if to in (MONSTERS, EXTRA_MONSTERS) else ATTACK
        if src != to or to in ON_FIELD:
            card.entered_turn = self.state.turn
        if was_on_field and to not in ON_FIELD:
            card.reset_on_move()
            self._leave_field_cleanup(card, reason, by)
        elif to in ON_FIELD and not was_on_field:
            card.reset_on_move()
        hidden = tuple(p for p in (0, 1)
                       if not (_knows(p, src, was_face_up, src_controller)
                               or _knows(p, card.location, card.face_up, card.controller)))
        return self.emit(event, player=src_controller, card=card, src=src, dst=to, reason=reason,
                         by=by, hidden_from=hidden,
                         data={"was_face_up": was_face_up, "zone": card.zone})

    def _leave_field_cleanup(self, card: Card, reason: str, by: int | None) -> None:
        for mat in list(card.materials):
            card.materials.remove(mat)
            mat.location = GY
            mat.controller = mat.owner
            mat.zone = -1
            mat.face_up = True
            self.state.players[mat.owner].gy.append(mat)
            self.emit("moved", player=mat.owner, card=mat, src=OVERLAY, dst=GY, reason="rule")
        for other in self.field_cards():
            if other.equipped_to is card:
                self.to_gy_after_chain.append(other) if self.resolving else None
                other.equipped_to = None
                if not self.resolving:
                    self.move(other, GY, reason="rule", event="destroyed")
        self.lingering = [ln for ln in self.lingering if ln.card is not card]

    def flush_unequipped(self) -> None:
        """Equip Cards whose monster left during a chain go to the GY once it ends (seed 003 p. 24)."""
        pending, self.to_gy_after_chain = self.to_gy_after_chain, []
        for card in pending:
            if card.on_field:
                self.new_group()
                self.move(card, GY, reason="rule", event="destroyed")

    def draw(self, player: int, count: int = 1, reason: str = "rule") -> list[Card]:
        """Draw; a player who must draw from an empty Deck loses (seed 003 "Winning a Duel")."""
        drawn = []
        self.new_group()
        for _ in range(count):
            deck = self.state.players[player].deck
            if not deck:
                raise DuelOver(1 - player, f"Player {player} had to draw from an empty Deck — {rules.WIN}")
            card = deck[0]
            self.move(card, HAND, reason=reason, face_up=False, event="draw")
            drawn.append(card)
        return drawn

    def send_to_gy(self, card: Card, reason: str = "effect", by: int | None = None,
                   event: str = "sent_to_gy") -> Event | None:
        return self.move(card, GY, reason=reason, by=by, event=event)

    def destroy(self, cards: Iterable[Card], reason: str = "effect", by: int | None = None) -> list[Card]:
        """Destroy cards (to the GY, or face-up to the Extra Deck for Pendulums). Returns those destroyed."""
        from engine.modifiers import destruction_replaced

        destroyed = []
        self.new_group()
        for card in list(cards):
            if not card.on_field:
                continue
            if destruction_replaced(self, card, reason, by):
                continue
            self.move(card, GY, reason=reason, by=by, event="destroyed")
            destroyed.append(card)
        return destroyed

    def banish(self, card: Card, reason: str = "effect", by: int | None = None,
               face_up: bool = True) -> None:
        self.move(card, BANISHED, reason=reason, by=by, face_up=face_up, event="banished")

    def to_hand(self, card: Card, reason: str = "effect", by: int | None = None) -> None:
        """Add to the hand; a card added from the Deck or GY is shown to both players."""
        self.move(card, HAND, reason=reason, by=by, face_up=False, event="to_hand")
        self.log[-1].hidden_from = ()

    def to_deck(self, card: Card, *, top: bool = True, shuffle: bool = False,
                reason: str = "effect", by: int | None = None) -> None:
        self.move(card, DECK, reason=reason, by=by, face_up=False, top=top, event="to_deck")
        if shuffle and card.location == DECK:
            self.shuffle_deck(card.owner)

    def discard(self, card: Card, reason: str = "effect", by: int | None = None) -> None:
        self.move(card, GY, reason=reason, by=by, event="discarded")

    # ----------------------------------------------------------- Life Points
    def change_lp(self, player: int, delta: int, reason: str, by: int | None = None,
                  kind: str = "lp") -> None:
        p = self.state.players[player]
        p.lp = max(0, p.lp + delta)
        self.emit(kind, player=player, amount=delta, reason=reason, by=by)
        self.check_lp()

    def damage(self, player: int, amount: int, reason: str = "effect", by: int | None = None) -> None:
        if amount <= 0:
            return
        self.new_group()
        self.change_lp(player, -amount, reason, by, kind="damage")

    def gain_lp(self, player: int, amount: int, by: int | None = None) -> None:
        self.new_group()
        self.change_lp(player, amount, "effect", by, kind="gain_lp")

    def pay_lp(self, player: int, amount: int) -> None:
        self.change_lp(player, -amount, "cost", player, kind="pay_lp")

    def check_lp(self) -> None:
        """LP 0 ends the Duel at once, even mid-battle or mid-chain; both at 0 is a draw."""
        lp0, lp1 = self.state.players[0].lp, self.state.players[1].lp
        if lp0 <= 0 and lp1 <= 0:
            raise DuelOver("draw", f"Both players reached 0 LP — {rules.WIN}")
        if lp0 <= 0:
            raise DuelOver(1, f"Player 0 reached 0 LP — {rules.WIN}")
        if lp1 <= 0:
            raise DuelOver(0, f"Player 1 reached 0 LP — {rules.WIN}")

    # ----------------------------------------------------------- positions
    def set_position(self, card: Card, position: str, face_up: bool, reason: str = "effect",
                     by: int | None = None) -> None:
        was_face_up = card.face_up
        card.position = position
        card.face_up = face_up
        if face_up:
            card.was_face_up_on_field = True
        self.emit("position", player=card.controller, card=card, reason=reason, by=by,
                  data={"position": position, "face_up": face_up})
        if face_up and not was_face_up:
            self.emit("flipped", player=card.controller, card=card, reason=reason, by=by)
        if not face_up and was_face_up:
            self._leave_face_up(card)

    def _leave_face_up(self, card: Card) -> None:
        """A monster turned face-down sheds its Equips and counters (seed 003 p. 24)."""
        card.counters = {}
        card.gemini_enabled = False
        for other in self.field_cards():
            if other.equipped_to is card:
                other.equipped_to = None
                if self.resolving:
                    self.to_gy_after_chain.append(other)
                else:
                    self.new_group()
                    self.move(other, GY, reason="rule", event="destroyed")

    def is_defending(self, card: Card) -> bool:
        return card.position == DEFENSE

    # ----------------------------------------------------------- chains
    def chain_views(self) -> list[Any]:
        from engine.prompts import ChainLinkView

        return [ChainLinkView(link=ln.number, player=ln.player, card=ln.card.uid,
                              name=ln.card.name, effect=ln.effect.index) for ln in self.chain]

    def ctx_for(self, card: Card, effect: Effect, player: int | None = None,
                event: Event | None = None) -> Ctx:
        from engine.effects import Ctx

        return Ctx(self, card, card.controller if player is None else player, effect, event)
