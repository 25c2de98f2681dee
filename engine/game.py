"""The running game: state plus the primitive actions every rule and card uses.

Procedures (``engine.procedures``) and card effects change the duel only
through these methods, so moving a card, destroying it or dealing damage is
written once: events are logged, leaving-the-field rules applied, and win
conditions checked the moment they hold (seed 003 "Winning a Duel").
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Self

from engine import response_index, rules
from engine.effects import Ctx
from engine.errors import DuelOver
from engine.events import Event
from engine.modifiers import Lingering, ask, destruction_replaced
from engine.prompts import ChainLinkView, ZonePrompt
from engine.rng import DuelRandom
from engine.state import (
    ATTACK,
    BANISHED,
    DECK,
    DEFENSE,
    EXTRA,
    EXTRA_MONSTERS,
    FIELD,
    GONE,
    GY,
    HAND,
    MONSTERS,
    ON_FIELD,
    OVERLAY,
    SPELLS,
    Card,
    GameState,
)

if TYPE_CHECKING:
    from engine.cards.registry import CardRegistry
    from engine.continuous import ContinuousIndex
    from engine.effects import CardScript, ChainLink, Effect

Proc = Generator[Any, Any, Any]


class _Query:
    """``Game.query()``: the outermost one opens the per-question cache and closes it (a
    plain class, not a ``contextmanager``: entered at every question of play)."""

    __slots__ = ("g", "outer")

    def __init__(self, g: Game) -> None:
        self.g = g
        self.outer = False

    def __enter__(self) -> None:
        self.outer = self.g.query_cache is not None
        if not self.outer:
            self.g.query_cache = {}

    def __exit__(self, *exc: object) -> None:
        if not self.outer:
            self.g.query_cache = None


class _Tracked(list):  # type: ignore[type-arg]
    """A list that tells the game whenever it changes (the chain, the lingering effects):
    what applies continuously depends on both, so any change invalidates that index."""

    __slots__ = ("_game", "_lingering")

    def __init__(self, game: Game, items: Iterable[Any] = (), lingering: bool = False) -> None:
        super().__init__(items)
        self._game = game
        self._lingering = lingering

    def _changed(self) -> None:
        self._game.version += 1
        if self._lingering:
            self._game.lingering_changes += 1

    def append(self, item: Any) -> None:
        super().append(item)
        self._changed()

    def pop(self, index: Any = -1) -> Any:
        item = super().pop(index)
        self._changed()
        return item

    def remove(self, item: Any) -> None:
        super().remove(item)
        self._changed()

    def insert(self, index: Any, item: Any) -> None:
        super().insert(index, item)
        self._changed()

    def extend(self, items: Iterable[Any]) -> None:
        super().extend(items)
        self._changed()

    def clear(self) -> None:
        super().clear()
        self._changed()

    def __setitem__(self, index: Any, value: Any) -> None:
        super().__setitem__(index, value)
        self._changed()

    def __delitem__(self, index: Any) -> None:
        super().__delitem__(index)
        self._changed()

    def __iadd__(self, items: Iterable[Any]) -> Self:  # type: ignore[override,misc]
        super().__iadd__(items)
        self._changed()
        return self


_PUBLIC_PLACES = frozenset((GY, MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD, BANISHED, EXTRA))
_OWN_PLACES = frozenset((HAND, MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD, BANISHED, EXTRA, GY))
_ON_FIELD = frozenset(ON_FIELD)


#: (knows 0, knows 1) -> the players who do / who do not, in player order (no generator of
#: players at every move)
_AWARE = {(False, False): (), (True, False): (0,), (False, True): (1,), (True, True): (0, 1)}
_UNAWARE = {(False, False): (0, 1), (True, False): (1,), (False, True): (0,), (True, True): ()}


def _knows(player: int, location: str, face_up: bool, controller: int) -> bool:
    """Whether ``player`` may know the identity of a card in that place and state."""
    if location in _PUBLIC_PLACES and face_up:
        return True
    return player == controller and location in _OWN_PLACES


class Attack:
    """The attack being carried out (seed 003 Battle Step / Damage Step)."""

    __slots__ = ("attacker", "defenders_at_declaration", "destroyed", "negated", "target",
                 "target_was_face_down")

    def __init__(self, attacker: Card, target: Card | None, defenders: int) -> None:
        self.attacker = attacker
        self.target = target
        self.negated = False
        self.defenders_at_declaration = defenders
        self.destroyed: list[Card] = []
        #: the attack target was face-down at the start of the Damage Step (Marshmallon)
        self.target_was_face_down = False


class Game:
    """State, randomness, log, chain and the primitive actions."""

    def __init__(self, state: GameState, rng: DuelRandom, coin_flips: Iterable[str] = (),
                 dice_rolls: Iterable[int] = (), registry: CardRegistry | None = None) -> None:
        if registry is None:
            from engine.cards.registry import default_registry

            registry = default_registry()
        self.registry = registry
        #: counts every change of the game state (events, chain, lingering effects); caches
        #: of derived facts (``continuous_cache``) are valid for one version only
        self.version = 0
        self.continuous_cache: ContinuousIndex | None = None
        #: engine.modifiers.may_answer: (version, the codes some effect could answer then;
        #: None when any could be)
        self.answerable: tuple[int, frozenset[str] | None] = (-1, None)
        #: counts the changes of ``lingering`` (what lingering effects say depends on it)
        self.lingering_changes = 0
        self.answerable_key: tuple[tuple[int, int], frozenset[str] | None] | None = None
        #: engine.modifiers: per passcode, the card's Continuous Effects
        self.continuous_effects: dict[int, tuple[Effect, ...]] = {}
        #: engine.modifiers: per passcode, the codes its Continuous Effects could answer
        self.declared_codes: dict[int, frozenset[str]] = {}
        #: engine.modifiers.build_index: per passcode, its Continuous Effects with the facts
        #: read of each when the index is built
        self.continuous_plans: dict[Any, tuple[Any, ...]] = {}
        #: engine.modifiers._on_field: the cards on the field at a count of moves, those with
        #: Continuous Effects and their tables
        self.continuous_field: Any = None
        #: engine.procedures.extra_summons.procedure_for: per passcode, its own summoning
        #: procedure (or None)
        self.procedures: dict[int, Any] = {}
        #: engine.response_index: per passcode, the effects worth asking about per place;
        #: per count of moves (``places``), each player's cards that have any where they are
        self.response_tables: dict[int, dict[str, Any]] = {}
        self.response_cache: tuple[int, list[Any], bool] | None = None
        #: counts what may have moved a card: placing or removing one, the events that carry
        #: ``src``/``dst``, ``changed()``; finer than ``version``, which every event moves
        self.places = 0
        #: the same count for the players' own kept field lists (``PlayerState.moves``)
        self._moves = [0]
        for player_state in state.players:
            player_state.moves = self._moves
            player_state._monsters_kept = player_state._field_kept = None
        self._free_zones: dict[tuple[int, str], tuple[int, list[int]]] = {}
        #: field_cards() and monsters(player), per count of moves (``places``): the cards in
        #: the zones, which only a move changes (kept until a card moves: asked many times
        #: at every question of play)
        self._field_cards: tuple[int, list[Card]] = (-1, [])
        self._monsters: dict[int | None, tuple[int, list[Card]]] = {}
        #: engine.response_index: per count of cards, the cards waiting for each event kind
        self.trigger_holders: tuple[int, dict[str, Any], Any] | None = None
        self.state = state
        self.rng = rng
        self.coin_flips = list(coin_flips)
        self.dice_rolls = list(dice_rolls)
        self.log: list[Event] = []
        self.group = 0
        self._chain: list[ChainLink] = _Tracked(self)
        self.pending_events: list[Event] = []
        self.chain_uses: dict[str, int] = {}  # "once per Chain" count limits of this chain
        self.window_events: list[Event] = []
        self.chain_summons: list[Event] = []  # the Summons the last resolved link made
        self.summoned_during_chain = False  # any link did: a Summon response window is due
        self.query_cache: dict[str, Any] | None = None
        #: an effect is performing a summoning procedure as it resolves (seed 001)
        self.immediate_summon = False
        #: "... using materials you control, including this card": the card the immediate
        #: Summon's materials must include (``extra_summons.Link.material_refusal``)
        self.immediate_summon_including: Card | None = None
        self._lingering: list[Lingering] = _Tracked(self, lingering=True)
        self.attack: Attack | None = None
        self.damage_step = False
        self.after_damage_calc = False
        #: damage is being calculated now ("during damage calculation", with the step's window)
        self.calculating_damage = False
        self.resolving = False
        self.manual_allowed = (True, True)
        self.empty_deck_ok = (False, False)
        self.ask_every_window = (False, False)  # DuelStart.ask_every_window
        self.by_hand = False  # DuelStart.by_hand
        self.skip_next_turn: list[int] = []  # players whose next turn is skipped (Gamble)
        #: the log up to here was handed to "each time ..." lingering effects (Maxx "C")
        self.each_time_seen = 0
        #: "end the Battle Phase" (Battle Fader): the Battle Phase goes to its End Step
        self.battle_phase_ended = False
        #: "it becomes the End Phase of this turn" (Cardcar D): the Main Phase is left for it
        self.end_phase_now = False
        self._scripts: dict[int, CardScript | None] = {}
        #: check_special_win: the cards whose script declares a special win, found again
        #: whenever the count of cards changes
        self._special_win_count = -1
        self._special_win_cards: list[Card] = []
        #: ``cards_declaring``: per question, per passcode, the script's answer
        self._declares: dict[str, dict[int, bool]] = {}
        #: "copies the effects of" (``engine.copied_effects``): card -> (key of the script in
        #: effect for it now, that script); empty in almost every duel, so the look-ups below
        #: cost one test of an empty dict
        self.copied_effects: dict[Card, tuple[Any, CardScript]] = {}

    # ----------------------------------------------------------- basics
    def _set_chain(self, links: list[ChainLink]) -> None:
        self._chain = _Tracked(self, links)
        self.version += 1

    def _set_lingering(self, effects: list[Lingering]) -> None:
        self._lingering = _Tracked(self, effects, lingering=True)
        self.version += 1
        self.lingering_changes += 1

    # read through attrgetter (a C callable: no Python frame per read, and both are read at
    # every question of play); set through the setters above, which track every change
    if TYPE_CHECKING:
        @property
        def chain(self) -> list[ChainLink]: ...

        @chain.setter
        def chain(self, links: list[ChainLink]) -> None: ...

        @property
        def lingering(self) -> list[Lingering]: ...

        @lingering.setter
        def lingering(self, effects: list[Lingering]) -> None: ...
    else:
        chain = property(attrgetter("_chain"), _set_chain)
        lingering = property(attrgetter("_lingering"), _set_lingering)

    def changed(self) -> None:
        """Note a change of the game state that logs no event (a card's own flags, cards
        lifted off their zones for a moment to ask a question)."""
        self.version += 1
        self.places += 1  # it may have moved cards without an event (extra_summons._Lifted)
        self._moves[0] += 1

    def query(self) -> _Query:
        """Scope of a pure question about the position (which actions are legal now).

        Nothing changes inside it, so continuous effects and negation are worked
        out once instead of once per candidate card (the hot path of play).
        """
        return _Query(self)

    @property
    def players(self) -> list[Any]:
        return self.state.players

    @property
    def turn_player(self) -> int:
        return self.state.turn_player

    def script(self, card: Card) -> CardScript | None:
        """The card's behaviour, from the registry this game was given (by passcode); while
        it copies another card's effects, the script in effect (``engine.copied_effects``)."""
        if self.copied_effects:
            copied = self.copied_effects.get(card)
            if copied is not None:
                return copied[1]
        code = card.data.code
        try:
            return self._scripts[code]
        except KeyError:
            script = self.registry.script(card.data)
            if script is None and self.by_hand:
                from engine.by_hand import by_hand_script

                script = by_hand_script(card.data)
            self._scripts[code] = script
            return script

    def effects_of(self, card: Card) -> list[Effect]:
        script = self.script(card)
        return script.effects if script is not None else []

    def script_key(self, card: Card) -> Any:
        """The key of the caches kept per script (response tables, Continuous Effects): the
        passcode, or while the card copies another card's effects, that copy's own key."""
        copied = self.copied_effects.get(card) if self.copied_effects else None
        return card.data.code if copied is None else copied[0]

    def new_group(self) -> int:
        self.group += 1
        return self.group

    def emit(self, kind: str, **kw: Any) -> Event:
        """Log an event. Unless the caller says who may not see the card, it is hidden from
        whoever may not know it where it is now (a face-down card's position change, say)."""
        card = kw.get("card")
        if card is not None and "hidden_from" not in kw:
            if card.revealed:
                kw["hidden_from"] = ()
            else:  # the players who may not know it there (no generator: every event)
                loc, up, ctl = card.location, card.face_up, card.controller
                kw["hidden_from"] = _UNAWARE[_knows(0, loc, up, ctl), _knows(1, loc, up, ctl)]
        ev = Event(kind, group=self.group, **kw)
        self.version += 1
        if "dst" in kw or "src" in kw:
            self.places += 1
            self._moves[0] += 1
        ev.seq = len(self.log)
        self.log.append(ev)
        self.pending_events.append(ev)
        return ev

    def knows(self, player: int, card: Card) -> bool:
        """Whether ``player`` may know which card ``card`` is where it is now (refusals and
        hints name a card only then)."""
        return card.revealed or _knows(player, card.location, card.face_up, card.controller)

    def all_cards(self) -> Iterator[Card]:
        for p in self.state.players:
            yield from p.all_cards()

    def field_cards(self) -> list[Card]:
        """Player 1's then Player 2's field (``PlayerState.field_cards`` order), a list of the
        caller's own: asked whenever continuous effects are worked out again (a hot path of
        play), so found again only once a card has moved (``places``)."""
        places, cards = self._field_cards
        if places == self.places:
            if response_index.VERIFY and cards != self._find_field_cards():
                raise AssertionError(f"stale field cards {cards}")
            return cards[:]
        cards = self._find_field_cards()
        self._field_cards = (self.places, cards)
        return cards[:]

    def _find_field_cards(self) -> list[Card]:
        a, b = self.state.players
        # filter(None, ...) drops exactly the empty zones: a Card is always true
        return list(filter(None, (*a.monsters, *a.extra_monsters, *a.spells, a.field_zone,
                                  *b.monsters, *b.extra_monsters, *b.spells, b.field_zone)))

    def monsters(self, player: int | None = None) -> list[Card]:
        """The monsters in ``player``'s Monster Zones (both players' when None: Player 1's
        first), in zone order, a list of the caller's own; found again only once a card has
        moved (``places``), as ``field_cards``."""
        known = self._monsters.get(player)
        if known is not None and known[0] == self.places:
            if response_index.VERIFY and known[1] != self._find_monsters(player):
                raise AssertionError(f"stale monsters {known[1]}")
            return known[1][:]
        cards = self._find_monsters(player)
        self._monsters[player] = (self.places, cards)
        return cards[:]

    def _find_monsters(self, player: int | None) -> list[Card]:
        if player is None:  # filter(None, ...): a Card is always true, an empty zone None
            a, b = self.state.players
            return list(filter(None, (*a.monsters, *a.extra_monsters,
                                      *b.monsters, *b.extra_monsters)))
        p = self.state.players[player]
        return list(filter(None, (*p.monsters, *p.extra_monsters)))

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
        deck = self.state.players[player].deck
        self.rng.shuffle(deck)
        self.state.renumber(deck)  # no id says where a card went (hidden information)
        self.emit("shuffle", player=player)

    def _hide(self, card: Card, known_before: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The players who may not know ``card`` where it is now; if any, it gets a new id
        (hidden information: GameState.reissue). A card a player knew that goes into (or
        stays in) a hand hidden from them also deals that hand's ids out again: its place
        among the ids would tell which card it is (the opponent sees a hand in id order)."""
        loc, up, ctl = card.location, card.face_up, card.controller
        unaware = _UNAWARE[_knows(0, loc, up, ctl), _knows(1, loc, up, ctl)]
        if unaware and card.location != GONE:
            self.state.reissue(card)
            if card.location == HAND and any(p in known_before for p in unaware):
                self.state.renumber(self.state.players[card.controller].hand)
        return unaware

    def conceal(self, card: Card) -> None:
        """A card shown to both players is hidden again where it is (a revealed card back
        among the cards of the hand, excavated cards left in the Deck): it gets a new id."""
        card.revealed = False
        self._hide(card, (0, 1))
        self.changed()

    # ----------------------------------------------------------- zones
    def free_zones(self, player: int, location: str) -> list[int]:
        """The free zones of that row (kept until a card moves: asked for every card in the
        hand at every open state)."""
        key = (player, location)
        known = self._free_zones.get(key)
        if known is not None and known[0] == self.places:
            if response_index.VERIFY and known[1] != self._find_free_zones(player, location):
                raise AssertionError(f"stale free zones {known[1]} of Player {player + 1}")
            return list(known[1])
        zones = self._find_free_zones(player, location)
        self._free_zones[key] = (self.places, zones)
        return list(zones)

    def _find_free_zones(self, player: int, location: str) -> list[int]:
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
        self.places += 1  # caches of what is where are stale from here (response_index)
        self._moves[0] += 1
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
        self.places += 1
        self._moves[0] += 1
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
             by: int | None = None, top: bool = True, event: str = "moved",
             shown: bool = False) -> Event | None:
        """Move one card, applying what leaving a place means; ``shown``: both players see
        which card it is as it moves (a card added to the hand from the Deck or GY).

        Leaving the field: a Token ceases to exist (seed 003 p. 45); Xyz
        Materials go to the GY (seed 003 p. 47); a Pendulum Monster that would
        go to the GY goes face-up to the Extra Deck (seed 003 p. 13); an
        Extra Deck monster returning to the hand or Deck goes to the Extra Deck.
        """
        src = card.location
        src_controller = card.controller
        was_face_up = card.face_up
        was_revealed = card.revealed
        was_on_field = card.on_field
        was_summoned = card.summon_kind  # "if this Link Summoned card is destroyed": lost on moving
        if was_on_field and to not in _ON_FIELD:
            if card.data.is_token:
                self._remove(card)
                card.location = GONE
                self._leave_field_cleanup(card, reason, by, event)
                return self.emit(event, player=src_controller, card=card, src=src, dst=GONE,
                                 reason=reason, by=by)
            if card.flags.get("banish_on_leave") and to != BANISHED:
                to, face_up = BANISHED, True  # "banish it when it leaves the field"
            # seed 002 02.10j: from a Monster Zone or a Pendulum Zone, face-up or face-down
            if card.data.is_pendulum and to == GY:
                to, face_up = EXTRA, True
        if to == GY and self.banished_instead(card):
            to, face_up = BANISHED, True
        if to in (HAND, DECK) and card.data.is_extra_deck:
            to = EXTRA
            face_up = False
        if to in (HAND, DECK) or (to == EXTRA and not face_up):
            card.properly_summoned = False  # seed 002 02.16h: lost in a hidden place
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
        if src != to or to in _ON_FIELD:
            card.entered_turn = self.state.turn
        if was_on_field and to not in _ON_FIELD:
            card.reset_on_move()
            self._leave_field_cleanup(card, reason, by, event)
        elif to in _ON_FIELD and not was_on_field:
            card.reset_on_move()
            card.flags["placed_by"] = target_player  # who Summoned or Set it (seed 004)
        knew = (0, 1) if shown or was_revealed else _AWARE[
            _knows(0, src, was_face_up, src_controller), _knows(1, src, was_face_up, src_controller)]
        loc, up, ctl = card.location, card.face_up, card.controller
        hidden = _UNAWARE[0 in knew or _knows(0, loc, up, ctl), 1 in knew or _knows(1, loc, up, ctl)]
        was_uid = card.uid
        hidden_after = self._hide(card, knew)
        return self.emit(event, player=src_controller, card=card, src=src, dst=to, reason=reason,
                         by=by, hidden_from=hidden, was_uid=was_uid, hidden_after=hidden_after,
                         data={"was_face_up": was_face_up, "zone": card.zone,
                               "summon_kind": was_summoned if was_on_field else None})

    def banished_instead(self, card: Card) -> bool:
        """Is a card that would be sent to the GY banished instead (Dimension Shifter)?"""
        return bool(ask(self, "banish_instead_of_gy", card))

    def _leave_field_cleanup(self, card: Card, reason: str, by: int | None,
                             event: str = "moved") -> None:
        self.changed()  # the card has left: what applies is asked again below (materials)
        for mat in list(card.materials):
            card.materials.remove(mat)
            dst = BANISHED if self.banished_instead(mat) else GY
            mat.location = dst
            mat.controller = mat.owner
            mat.zone = -1
            mat.face_up = True
            self.state.players[mat.owner].pile(dst).append(mat)
            self.emit("moved", player=mat.owner, card=mat, src=OVERLAY, dst=dst, reason="rule")
        self._drop_equips(card, new_group=False)
        ended = [ln for ln in self.lingering if ln.card is card]
        self.lingering = [ln for ln in self.lingering if ln.card is not card]
        for ln in ended:  # e.g. Snatch Steal leaving returns the monster it took
            hook = ln.data.get("on_card_leaves")
            if hook is not None:
                hook(event)

    def attach_material(self, card: Card, host: Card, reason: str = "xyz_material",
                        by: int | None = None) -> Event | None:
        """Attach ``card`` under ``host`` as an Xyz Material (seed 003 p. 47).

        A material is not a card on the field: it leaves its place (a monster
        leaving the field sheds its own materials, Equips and effects) and sits
        in ``host.materials`` with location ``overlay`` until it is detached or
        ``host`` leaves the field, when it goes to the GY.

        Rank-Up material transfer: an Xyz Monster used as material for an Xyz Summon
        (``reason="xyz_material"``: a Rank-Up, an alternative Xyz Summon on another Xyz
        Monster) brings its own materials along, which become the new monster's materials
        instead of going to the GY (the cards' "transfer its materials to this card"). An
        Xyz Monster attached by any other effect sheds them as any monster leaving the field.
        """
        src, src_controller, was_on_field = card.location, card.controller, card.on_field
        carried = list(card.materials) if reason == "xyz_material" else []
        if carried:
            card.materials.clear()
        for mat in carried:  # rank-up material transfer: stacked first, under the old monster
            mat.controller = host.controller
            host.materials.append(mat)
            self.emit("attached", player=src_controller, card=mat, src=OVERLAY, dst=OVERLAY,
                      reason="rank_up_material_transfer", by=by, data={"host": host.uid})
        self._remove(card)
        card.location, card.zone, card.face_up, card.position = OVERLAY, -1, True, ATTACK
        card.controller = host.controller
        card.reset_on_move()
        if was_on_field:
            self._leave_field_cleanup(card, reason, by)
        host.materials.append(card)
        return self.emit("attached", player=src_controller, card=card, src=src, dst=OVERLAY,
                         reason=reason, by=by, data={"host": host.uid})

    def draw_forbidden(self, player: int, reason: str = "rule") -> bool:
        """May ``player`` not draw now (Droll & Lock Bird: no card leaves the Main Deck for the
        hand; Pot of Prosperity: no draws by card effects)? A forbidden draw does not happen."""
        return bool(ask(self, "cannot_add_from_deck", player)
                    or ask(self, "cannot_draw", (player, reason)))

    def draw(self, player: int, count: int = 1, reason: str = "rule") -> list[Card]:
        """Draw; a player who must draw from an empty Deck loses (seed 003 "Winning a Duel")."""
        drawn: list[Card] = []
        if count > 0 and self.draw_forbidden(player, reason):
            return drawn
        self.new_group()
        for _ in range(count):
            deck = self.state.players[player].deck
            if not deck:
                raise DuelOver(1 - player, f"Player {player + 1} had to draw from an empty Deck — {rules.WIN}")
            card = deck[0]
            self.move(card, HAND, reason=reason, face_up=False, event="draw")
            drawn.append(card)
        return drawn

    def draw_each(self, counts: dict[int, int], reason: str = "effect") -> list[Card]:
        """Both players draw at the same time ("each player draws N"): if both must draw from a
        Deck too small, the Duel is a draw (seed 003 "Winning a Duel"); else one by one."""
        short = [p for p, n in counts.items() if n > len(self.state.players[p].deck)]
        if len(short) == 2:
            raise DuelOver("draw", f"Both players had to draw from a too small Deck — {rules.WIN}")
        drawn: list[Card] = []
        for player, n in counts.items():
            if n > 0:
                drawn += self.draw(player, n, reason=reason)
        return drawn

    def send_to_gy(self, card: Card, reason: str = "effect", by: int | None = None,
                   event: str = "sent_to_gy") -> Event | None:
        return self.move(card, GY, reason=reason, by=by, event=event)

    def destroy(self, cards: Iterable[Card], reason: str = "effect", by: int | None = None) -> list[Card]:
        """Destroy cards (to the GY, or face-up to the Extra Deck for Pendulums). Returns those destroyed."""
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

    def banish_refusal(self, card: Card, player: int | None) -> str | None:
        """Why ``player`` cannot banish ``card`` now (Artifact Lancea), or None."""
        answer = ask(self, "cannot_banish", (card, player))
        if answer:
            return answer if isinstance(answer, str) else "cards cannot be banished now"
        return None

    def banish(self, card: Card, reason: str = "effect", by: int | None = None,
               face_up: bool = True) -> None:
        if self.banish_refusal(card, by) is not None:
            return
        self.move(card, BANISHED, reason=reason, by=by, face_up=face_up, event="banished")

    def to_hand(self, card: Card, reason: str = "effect", by: int | None = None) -> None:
        """Add to the hand; a card added from the Deck or GY is shown to both players. A card
        that may not leave the Main Deck for the hand now (Droll & Lock Bird) stays."""
        if card.location == DECK and ask(self, "cannot_add_from_deck", card.owner):
            return
        self.move(card, HAND, reason=reason, by=by, face_up=False, event="to_hand", shown=True)

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
        if reason == "effect":
            if ask(self, "reflect_effect_damage", player):  # e.g. Barrel Behind the Door
                player = 1 - player
            if ask(self, "no_effect_damage", player):  # e.g. Dark Ruler No More
                return
            instead = ask(self, "effect_damage_instead", player)  # a replacement (a counter)
            if callable(instead):
                instead()
                return
        self.new_group()
        self.change_lp(player, -amount, reason, by, kind="damage")

    def damage_both(self, amounts: dict[int, int], reason: str = "effect",
                    by: int | None = None) -> None:
        """Damage to both players at the same time ("inflict X damage to both players").

        Both losses are applied before the LP check, so both reaching 0 together is a
        draw (seed 003 "Winning a Duel") instead of a win for whoever was damaged second.
        """
        self.new_group()
        for player, amount in amounts.items():
            if amount > 0:
                p = self.state.players[player]
                p.lp = max(0, p.lp - amount)
                self.emit("damage", player=player, amount=-amount, reason=reason, by=by)
        self.check_lp()

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
            raise DuelOver(1, f"Player 1 reached 0 LP — {rules.WIN}")
        if lp1 <= 0:
            raise DuelOver(0, f"Player 2 reached 0 LP — {rules.WIN}")

    def check_special_win(self) -> None:
        """Alternate win conditions (e.g. all five Exodia pieces in hand).

        A card's script declares ``extra["special_win"]``: ``fn(g, card)``
        returning the reason text when the card's controller wins now, else
        None. Asked between chain links and whenever the game settles, never
        in the middle of a resolution (seed 004 "Winning in a Chain"); both
        players at once is a draw.
        """
        # hot path: the cards that declare one are found once per set of cards; most duels
        # hold none, and the others are asked about only while in a hand or on the field
        count = len(self.state.cards)
        if self._special_win_count != count:
            self._special_win_count = count
            self._special_win_cards = self._find_special_win_cards()
        cards = self._special_win_cards
        if not cards or not any(c.location == HAND or c.on_field for c in cards):
            return
        special = {id(c) for c in cards}
        winners: dict[int, str] = {}
        for p in self.state.players:
            for card in p.hand + p.field_cards():
                if id(card) not in special:
                    continue
                script = self.script(card)
                check = script.extra.get("special_win") if script is not None else None
                reason = check(self, card) if check is not None else None
                if reason:
                    winners.setdefault(card.controller, reason)
        if len(winners) == 2:
            raise DuelOver("draw", f"Both players met a special win condition — {rules.WIN}")
        for player, reason in winners.items():
            raise DuelOver(player, f"{reason} — {rules.WIN}")

    def _find_special_win_cards(self) -> list[Card]:
        return self.cards_declaring("special_win", lambda script: "special_win" in script.extra)

    def cards_declaring(self, question: str, test: Callable[[CardScript], bool]) -> list[Card]:
        """Every card of the duel whose script in effect answers ``test`` (named ``question``:
        one answer per passcode is kept under it, since a script never changes), in
        ``state.cards`` order; while a card copies another's effects, every card's script is
        asked."""
        if self.copied_effects:
            return [c for c in self.state.cards.values()
                    if (sc := self.script(c)) is not None and test(sc)]
        known = self._declares.setdefault(question, {})
        found = []
        for card in self.state.cards.values():
            code = card.data.code
            answer = known.get(code)
            if answer is None:
                script = self.script(card)
                answer = known[code] = script is not None and test(script)
            if answer:
                found.append(card)
        return found

    def set_position(self, card: Card, position: str, face_up: bool, reason: str = "effect",
                     by: int | None = None) -> None:
        was_face_up = card.face_up
        card.position = position
        card.face_up = face_up
        if face_up:
            card.was_face_up_on_field = True
        elif was_face_up:
            self._hide(card)
        self.emit("position", player=card.controller, card=card, reason=reason, by=by,
                  data={"position": position, "face_up": face_up})
        if face_up and not was_face_up:
            self.emit("flipped", player=card.controller, card=card, reason=reason, by=by)
        if not face_up and was_face_up:
            self._leave_face_up(card)

    def _leave_face_up(self, card: Card) -> None:
        """A monster turned face-down sheds its Equips and counters (seed 003 p. 24), and the
        lingering effects that end when it does (``Lingering.data["ends_face_down"]``:
        "copies the effects of")."""
        card.counters = {}
        card.gemini_enabled = False
        self._drop_equips(card)
        ended = [ln for ln in self.lingering if ln.card is card and ln.data.get("ends_face_down")]
        if ended:
            self.lingering = [ln for ln in self.lingering if not any(ln is e for e in ended)]
            for ln in ended:
                hook = ln.data.get("on_card_leaves")
                if hook is not None:
                    hook("position")

    def _drop_equips(self, card: Card, new_group: bool = True) -> None:
        """Equip Cards of a monster that left the field or turned face-down go to the GY at
        once, even while a chain resolves (seed 003 p. 24: the Equip Card is destroyed when
        the monster is no longer there to equip; issue 19)."""
        for other in self.field_cards():
            if other.equipped_to is not card:
                continue
            other.equipped_to = None
            if new_group:
                self.new_group()
            self.move(other, GY, reason="rule", event="destroyed")

    def is_defending(self, card: Card) -> bool:
        return card.position == DEFENSE

    # ----------------------------------------------------------- control
    def take_control(self, card: Card, player: int, *, zone: int | None = None,
                     source: str = "", until_turn: int | None = None,
                     bound_to: Card | None = None) -> bool:
        """``player`` takes control of a monster (Change of Heart, Snatch Steal).

        The monster moves to a free Main Monster Zone of its new controller and
        stays the same card (position, attacks and arrival turn kept: seed 004
        lets a taken monster change position if its new controller did not
        Summon it this turn). A ``Lingering`` records the change; when it ends,
        control returns: at the End Phase of ``until_turn``, or when
        ``bound_to`` (default: the monster) leaves the field. Returns False,
        changing nothing, when no Main Monster Zone is free.
        """
        if not card.in_monster_zone or card.controller == player:
            return False
        zones = self.free_zones(player, MONSTERS)
        if not zones:
            return False
        previous = card.controller
        self._switch_control(card, player, zone if zone in zones else zones[0])

        def give_back(*_: Any) -> None:
            self.return_control(card, previous, player)

        self.lingering.append(Lingering(
            player=player, source=source or "control", card=bound_to or card,
            expires_turn=until_turn,
            data={"on_expire": give_back, "on_card_leaves": give_back, "control_of": card.uid}))
        return True

    def return_control(self, card: Card, to: int, holder: int) -> None:
        """Control returns to ``to``; with no free Main Monster Zone the monster goes to the GY."""
        if not card.in_monster_zone or card.controller != holder or holder == to:
            return
        self.new_group()
        zones = self.free_zones(to, MONSTERS)
        if not zones:
            self.move(card, GY, reason="rule", event="sent_to_gy")
            return
        self._switch_control(card, to, zones[0])

    def _switch_control(self, card: Card, player: int, zone: int) -> None:
        src, previous = card.location, card.controller
        self._remove(card)
        self.state.players[player].monsters[zone] = card
        card.location, card.zone, card.controller = MONSTERS, zone, player
        if not card.face_up:  # its former controller no longer knows it: a new id
            self._hide(card)
        self.emit("control_changed", player=player, card=card, src=src, dst=MONSTERS,
                  data={"from": previous, "zone": zone})

    # ----------------------------------------------------------- chains
    def chain_views(self) -> list[Any]:
        # the id the card had when it was activated: it may since have entered a hidden place
        return [ChainLinkView(link=ln.number, player=ln.player, card=ln.uid,
                              name=ln.card.name, effect=ln.effect.number or 0) for ln in self.chain]

    def ctx_for(self, card: Card, effect: Effect, player: int | None = None,
                event: Event | None = None) -> Ctx:
        return Ctx(self, card, card.controller if player is None else player, effect, event)
