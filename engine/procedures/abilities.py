"""Monster abilities shared by many cards: Spirit, Toon, Union, Gemini, Tuner, Tokens,
and the effects that change how many Normal Summons a player may make.

Seed 002 n.Card Types 02.6-02.15 and seed 004 "Toon Monsters", "Union
Monsters", "Gemini": a card declares the ability once (``spirit_effects()``,
``union_effects(...)``, ``ToonSummon()``...) and the rule lives here, never
in the card. Tokens follow seed 003 p. 45; more Normal Summons seed 000 and
seed 002 n.Summons 01.4.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.continuous import Code, Modifier
from engine.effects import CONTINUOUS, IGNITION, TRIGGER, Ctx, Effect
from engine.modifiers import Lingering, ask, current_level
from engine.prompts import CardsPrompt
from engine.state import ATTACK, DEFENSE, GONE, GY, HAND, MONSTERS, SPELLS, Card

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game

Proc = Generator[Any, Any, Any]

#: Script ``extra`` of a Spirit monster: it cannot be Special Summoned (seed 002 02.12b).
SPIRIT = {"cannot_special_summon": True}


# ------------------------------------------------------------------ this turn's log
def events_this_turn(g: Game) -> list[Event]:
    """The log since the current turn began (newest last)."""
    out: list[Event] = []
    for ev in reversed(g.log):
        if ev.kind == "turn":
            break
        out.append(ev)
    out.reverse()
    return out


def summoned_this_turn(g: Game, player: int, exclude: Sequence[Card] = ()) -> bool:
    """Whether ``player`` Summoned a monster (Normal, Flip or Special) this turn."""
    return any(ev.kind == "summoned" and ev.player == player and ev.card not in exclude
               for ev in events_this_turn(g))


def flipped_this_turn(g: Game, card: Card) -> bool:
    return any(ev.kind == "flipped" and ev.card is card for ev in events_this_turn(g))


# ------------------------------------------------------------------ Spirit
def _spirit_returns(ctx: Ctx, ev: Event) -> bool:
    card = ctx.card
    if ev.kind != "phase" or ev.data.get("phase") != "end" or not card.is_face_up_monster:
        return False
    normal = card.summoned_turn == ctx.g.state.turn and card.summon_kind in (
        "normal", "tribute", "flip", "gemini")
    return normal or flipped_this_turn(ctx.g, card)


def _return_to_hand(ctx: Ctx) -> Proc:
    if ctx.card.is_face_up_monster:
        ctx.g.to_hand(ctx.card, by=ctx.player)
    return
    yield  # pragma: no cover


def spirit_effects() -> list[Effect]:
    """A Spirit monster returns to the hand in the End Phase of the turn it was Normal Summoned
    or flipped face-up (seed 002 02.12a-b; a mandatory Trigger Effect)."""
    return [Effect(TRIGGER, text="Returns to the hand in the End Phase of the turn it was "
                                 "Normal Summoned or flipped face-up.",
                   optional=False, trigger=_spirit_returns, resolve=_return_to_hand)]


# ------------------------------------------------------------------ Gemini / Tuner
def gemini(effect: Effect) -> Effect:
    """Mark an effect as a Gemini's: it exists only once the Gemini was Summoned a second time
    (seed 002 02.8; chain and modifiers honour ``extra["gemini"]``)."""
    effect.extra["gemini"] = True
    return effect


def is_normal_monster(card: Card) -> bool:
    """Normal Monsters, and Gemini Monsters while they count as Normal Monsters: face-up on
    the field before their second Summon, or in the GY (seed 002 02.8a, seed 004 "Gemini")."""
    data = card.data
    if data.is_normal_monster:
        return True
    if not data.has("Gemini"):
        return False
    if card.location == "gy":
        return True
    return card.in_monster_zone and card.face_up and not card.gemini_enabled


def is_tuner(g: Game, card: Card) -> bool:
    """Printed Tuners, and monsters an effect treats as Tuners (the ``tuner`` question)."""
    return card.data.is_tuner or bool(ask(g, "tuner", card))


def becomes_tuner() -> Effect:
    """"This card is also treated as a Tuner" (Tuned Magician once its Gemini effect is on)."""
    return Effect(CONTINUOUS, text="Also treated as a Tuner.",
                  modifiers=(Modifier(Code.TUNER, lambda ctx, subject: subject is ctx.card),))


# ------------------------------------------------------------------ Toon
# A Toon's text names the card it needs ("Toon World"): the card declaration passes it in.


def controls_face_up(g: Game, player: int, name: str) -> bool:
    return any(c.face_up and c.data.name == name for c in g.state.players[player].field_cards())


def _is_toon(card: Card) -> bool:
    return card.data.has("Toon") and card.is_face_up_monster


class ToonSummon:
    """The Toon's own Special Summon from the hand while you control the card its text
    names (``world``), Tributing as a Tribute Summon would (seed 004 "Toon Monsters"). Not an
    effect: no chain, but the Summon has its negation and response windows."""

    def __init__(self, world: str) -> None:
        self.world = world

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        from engine.procedures.summon import from_hand_refusal, tribute_candidates, tributes_needed

        reason = from_hand_refusal(g, player, card)
        if reason:
            return reason
        if not controls_face_up(g, player, self.world):
            return f"{card.name} needs you to control {self.world} — {TOON}"
        needed = tributes_needed(g, card)
        mine = tribute_candidates(g, player)
        if len(mine) < needed:
            return f"{card.name} needs {needed} Tribute(s), you control {len(mine)} — {TOON}"
        if not g.free_zones(player, MONSTERS) and not (needed and any(
                m.location == MONSTERS for m in mine)):
            return f"no free Main Monster Zone — {rules.ZONES}"
        return None

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        from engine.procedures.summon import (
            tribute_candidates,
            tributes_needed,
        )

        needed = tributes_needed(g, card)
        if needed:
            prompt = CardsPrompt(player=player, candidates=[c.uid for c in tribute_candidates(g, player)],
                                 min=needed, max=needed, purpose="Tribute",
                                 hint=f"Tribute {needed} monster(s) for {card.name}")
            prompt._check = lambda chosen: (
                None if g.free_zones(player, MONSTERS) or any(
                    g.state.cards[u].location == MONSTERS for u in chosen)
                else f"no Main Monster Zone would be free — {rules.ZONES}")
            answer = yield prompt
            g.new_group()
            for uid in answer.cards:
                g.move(g.state.cards[uid], GY, reason="tribute", by=player, event="tributed")
        yield from place_and_summon(g, player, card)


def place_and_summon(g: Game, player: int, card: Card, kind: str = "special") -> Proc:
    """Put a monster Summoned by its own procedure on the field, then the Summon windows."""
    from engine.procedures.summon import choose_position, summon_with_negation_window

    zone = yield from g.choose_zone(player, MONSTERS, g.free_zones(player, MONSTERS),
                                    hint=f"Where to Special Summon {card.name}?")
    position = yield from choose_position(g, player, card, ["attack", "defense"])
    g.new_group()
    g.move(card, MONSTERS, player=player, zone=zone, face_up=True,
           position=ATTACK if position == "attack" else DEFENSE, reason="summon", by=player,
           event="placed")
    yield from summon_with_negation_window(g, player, card, kind)


TOON = rules.TOON


def _opponent_has_toons(ctx: Ctx) -> bool:
    return any(_is_toon(c) for c in ctx.g.monsters(1 - ctx.card.controller))


def _toon_just_summoned(ctx: Ctx, subject: Any) -> Any:
    card = ctx.card
    if subject is card and card.summoned_turn == ctx.g.state.turn:
        return f"a Toon cannot attack the turn it was Summoned — {TOON}"
    return None


def _toon_direct(ctx: Ctx, subject: Any) -> Any:
    card = ctx.card
    return (subject is card and controls_face_up(ctx.g, card.controller, ctx.effect.extra["toon_world"])
            and not _opponent_has_toons(ctx))


def _toon_attacks_toons(ctx: Ctx, subject: Any) -> Any:
    defender, attacker = subject
    return attacker is ctx.card and not _is_toon(defender) and _opponent_has_toons(ctx)


#: The Toon attack rules as typed modifiers (``engine.continuous``).
_TOON_RULES = (Modifier(Code.CANNOT_ATTACK, _toon_just_summoned, "a Toon cannot attack yet"),
               Modifier(Code.DIRECT_ATTACK, _toon_direct, "a Toon attacks directly"),
               Modifier(Code.CANNOT_BE_ATTACKED, _toon_attacks_toons, "a Toon attacks Toons first"))


def _toon_world_destroyed_since_checked(ctx: Ctx) -> bool:
    """Was a ``toon_world`` card on the field destroyed since this face-up Toon last looked
    (or since it arrived or was flipped face-up)? Reads the log back to the last look."""
    g, card = ctx.g, ctx.card
    world = ctx.effect.extra["toon_world"]
    seen = int(card.flags.get("toon_world_seen", -1))  # type: ignore[call-overload]
    card.flags["toon_world_seen"] = len(g.log) - 1
    for ev in reversed(g.log):
        if ev.seq <= seen:
            return False
        if ev.card is card and (ev.kind == "flipped" or ev.dst == MONSTERS):
            return False  # what happened before it was a face-up monster does not count
        if (ev.kind == "destroyed" and ev.card is not None and ev.card.data.name == world
                and ev.src in (SPELLS, "field")):
            return True
    return False


def _destroy_if_toon_world_destroyed(ctx: Ctx) -> None:
    if ctx.card.is_face_up_monster and _toon_world_destroyed_since_checked(ctx):
        ctx.g.destroy([ctx.card], by=ctx.player)


def _after_a_link(ctx: Ctx, link: Any) -> None:
    _destroy_if_toon_world_destroyed(ctx)


def _when_settled(ctx: Ctx) -> Proc:
    _destroy_if_toon_world_destroyed(ctx)
    return
    yield  # pragma: no cover


def toon_effects(world: str) -> list[Effect]:
    """Cannot attack the turn it is Summoned; attacks directly unless the opponent controls a
    Toon (then it must attack a Toon); destroyed when Toon World on the field is destroyed.

    "If Toon World on the field is destroyed, destroy this card" has no colon: it is not an
    activated effect (issue 19) — no Chain Link, no order to choose. The face-up Toon is
    destroyed as soon as the action that destroyed Toon World is over: after that Chain Link
    resolves, or when the game settles after anything else."""
    return [
        Effect(CONTINUOUS, text="Toon attack rules.", modifiers=_TOON_RULES, extra={"toon_world": world}),
        Effect(CONTINUOUS, text=f"If {world} on the field is destroyed, destroy this card.",
               extra={"toon_world": world, "after_resolve": _after_a_link, "adjust": _when_settled}),
    ]


# ------------------------------------------------------------------ Union
UNION = rules.UNION


def _union_used(ctx: Ctx) -> bool:
    return ctx.card.flags.get("union_turn") == ctx.g.state.turn


def _mark_union_used(ctx: Ctx) -> Proc:
    ctx.card.flags["union_turn"] = ctx.g.state.turn
    return
    yield  # pragma: no cover


def has_union(g: Game, monster: Card, *, with_limit_only: bool = False) -> bool:
    """Whether ``monster`` is equipped with a Union Monster (``with_limit_only``: one whose text
    carries "a monster can only be equipped with 1 Union Monster at a time")."""
    return any(c.equipped_to is monster and c.flags.get("union_equipped")
               and (not with_limit_only or c.flags.get("union_limit"))
               for c in g.field_cards())


def union_effects(hosts: Sequence[Any], atk: int, defense: int, *,
                  one_union_at_a_time: bool = False) -> list[Effect]:
    """A Union Monster (seed 002 02.15): once per turn either equip itself to a monster named in
    ``hosts`` that you control, or unequip and Special Summon itself; while equipped, the monster
    gains ``atk``/``defense``, and if it would be destroyed by battle or an effect this card is
    destroyed instead. A host is a name (the name the monster is treated as now:
    ``current_name``) or a filter ("a Fusion Monster that lists ... as material").

    The "1 Union Monster at a time" limit is not a rule of every Union: only a Union whose text
    carries it (``one_union_at_a_time``) is bound by it (seed 002 02.15h-j). A monster equipped
    with such a Union takes no other Union; a monster equipped with Unions without that text
    takes more of them, but not one with it."""
    from engine.modifiers import current_name

    names = [h for h in hosts if isinstance(h, str)]
    tests = [h for h in hosts if not isinstance(h, str)]

    def named_host(ctx: Ctx, c: Card) -> bool:
        return current_name(ctx.g, c) in names or any(t(ctx, c) for t in tests)

    from engine.cards.library.filters import where
    from engine.cards.library.groups import Targeting, as_group

    def host_ok(ctx: Ctx, c: Card) -> bool:
        return (c.is_face_up_monster and c.controller == ctx.player and c is not ctx.card
                and named_host(ctx, c)
                and not has_union(ctx.g, c, with_limit_only=not one_union_at_a_time))

    def equip(ctx: Ctx) -> Proc:
        g, card = ctx.g, ctx.card
        targets = ctx.valid_targets()
        zones = g.free_zones(ctx.player, SPELLS)
        if not (targets and card.is_face_up_monster and zones):
            return
        zone = yield from g.choose_zone(ctx.player, SPELLS, zones, hint=f"Where to equip {card.name}?")
        g.new_group()
        g.move(card, SPELLS, player=ctx.player, zone=zone, face_up=True, reason="union",
               by=ctx.player, event="equipped_union")
        card.equipped_to = targets[0]
        card.union_host = targets[0]
        card.flags["union_equipped"] = True
        if one_union_at_a_time:
            card.flags["union_limit"] = True
        g.emit("equipped", player=ctx.player, card=card, data={"to": targets[0].uid})

    def unequip(ctx: Ctx) -> Proc:
        from engine.procedures.summon import special_summon

        card = ctx.card
        if card.location != SPELLS or card.equipped_to is None:
            return
        card.equipped_to = None
        card.union_host = None
        card.flags.pop("union_equipped", None)
        card.flags.pop("union_limit", None)
        yield from special_summon(ctx.g, ctx.player, card, by=ctx.player)

    def value(amount: int) -> Callable[[Ctx, Card], int]:
        return lambda ctx, c: amount if (ctx.card.equipped_to is c
                                         and ctx.card.flags.get("union_equipped")) else 0

    def protect(ctx: Ctx, subject: Any) -> Any:
        if not ctx.card.flags.get("union_equipped"):
            return None
        target, reason, by = subject
        if target is not ctx.card.equipped_to or reason not in ("battle", "effect"):
            return None
        g, union = ctx.g, ctx.card
        return lambda: g.destroy([union], reason=reason, by=by)

    used = f"a Union equips or unequips once per turn, and needs a free zone — {UNION}"
    return [
        Effect(IGNITION, text=f"Equip this card to a {' or '.join(getattr(h, 'text', h) for h in hosts)} you control.",
               condition=lambda ctx: not _union_used(ctx) and bool(ctx.g.free_zones(ctx.player, SPELLS)),
               cost=_mark_union_used,
               target=Targeting(as_group(where(host_ok, "monster to equip")), hint="Equip to which monster?"),
               resolve=equip, extra={"why_not": used}),
        Effect(IGNITION, text="Unequip this card and Special Summon it.", range=(SPELLS,),
               condition=lambda ctx: (not _union_used(ctx) and ctx.card.equipped_to is not None
                                      and bool(ctx.card.flags.get("union_equipped"))
                                      and bool(ctx.g.free_zones(ctx.player, MONSTERS))),
               cost=_mark_union_used, resolve=unequip, extra={"why_not": used}),
        Effect(CONTINUOUS, text=f"The equipped monster gains {atk} ATK/{defense} DEF; it is "
                                "protected by destroying this card instead.",
               range=(SPELLS,),
               modifiers=(Modifier(Code.ATK, value(atk)), Modifier(Code.DEF, value(defense)),
                          Modifier(Code.DESTROY_REPLACEMENT, protect))),
    ]


# ------------------------------------------------------------------ Tokens
def create_tokens(g: Game, player: int, name: str, count: int,
                  positions: tuple[str, ...] = ("attack", "defense"), *, by: int | None = None,
                  source: Card | None = None, chooser: int | None = None) -> Proc:
    """Special Summon ``count`` Tokens named ``name`` (a cards.json Token row) face-up
    (seed 003 p. 45). Returns the Tokens that arrived. ``source`` is the card that makes them
    (its own "cannot Summon other monsters" lock does not stop them)."""
    from engine.cards.database import default_database
    from engine.procedures.summon import special_summon

    data = default_database().resolve(name)
    made: list[Card] = []
    for _ in range(count):
        token = g.state.new_card(data, player)
        token.location = GONE
        token.flags["made_by"] = source.uid if source is not None else 0
        ok = yield from special_summon(g, player, token, positions=positions, by=by, chooser=chooser)
        if not ok:
            token.location = GONE
            break
        made.append(token)
    return made


# ------------------------------------------------------------------ more Normal Summons
def set_normal_summon_limit(g: Game, player: int, limit: int) -> None:
    """"You can conduct N Normal Summons/Sets this turn": the largest limit applies and
    Summons already made count toward it (seed 002 n.Summons 01.4d-g)."""
    pt = g.state.per_turn[player]
    pt.normal_summon_limit = max(pt.normal_summon_limit, limit)
    pt.once_per_turn[f"summon_limit:{limit}"] = g.state.turn


def limit_already_set(ctx: Ctx, limit: int) -> bool:
    """Seed 002 01.4f: a player cannot activate a second card setting the same limit."""
    return ctx.g.state.per_turn[ctx.player].once_per_turn.get(f"summon_limit:{limit}") == ctx.g.state.turn


def grant_additional_summon(g: Game, player: int, allowed: Callable[[Card], bool] | None) -> bool:
    """"You can Normal Summon 1 [...] monster in addition to your Normal Summon/Set": only one such
    Summon can be gained per turn, and it cannot be a Set (seed 002 01.4h-n). True if gained."""
    pt = g.state.per_turn[player]
    if pt.extra_summon_granted:
        return False
    pt.extra_summon_granted = True
    pt.extra_summon_filter = allowed
    return True


# ------------------------------------------------------------------ Summoned from the hand by a cost
class HandSummon:
    """"You can Special Summon this card from your hand by [cost]" (Swap Frog): a Summon by the
    card's own procedure, not an effect. ``cost_cards(g, player, card)`` lists what may be
    paid; ``pay(g, player, cost_card)`` pays it."""

    def __init__(self, cost_cards: Callable[[Game, int, Card], list[Card]],
                 pay: Callable[[Game, int, Card], None], hint: str) -> None:
        self.cost_cards = cost_cards
        self.pay = pay
        self.hint = hint

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        from engine.procedures.summon import from_hand_refusal

        reason = from_hand_refusal(g, player, card)
        if reason:
            return reason
        if not g.free_zones(player, MONSTERS):
            return f"no free Main Monster Zone — {rules.ZONES}"
        if not self.cost_cards(g, player, card):
            return f"{card.name}: nothing to {self.hint} — {rules.COST}"
        return None

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        options = self.cost_cards(g, player, card)
        answer = yield CardsPrompt(player=player, candidates=[c.uid for c in options], min=1, max=1,
                                   purpose="cost", hint=f"{card.name}: {self.hint}")
        g.new_group()
        self.pay(g, player, g.state.cards[answer.cards[0]])
        yield from place_and_summon(g, player, card)


__all__ = [
    "HAND",
    "SPIRIT",
    "HandSummon",
    "Lingering",
    "ToonSummon",
    "becomes_tuner",
    "controls_face_up",
    "create_tokens",
    "current_level",
    "events_this_turn",
    "gemini",
    "grant_additional_summon",
    "has_union",
    "is_normal_monster",
    "is_tuner",
    "limit_already_set",
    "place_and_summon",
    "set_normal_summon_limit",
    "spirit_effects",
    "summoned_this_turn",
    "toon_effects",
    "union_effects",
]
