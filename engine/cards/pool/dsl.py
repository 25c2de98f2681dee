"""Small building blocks card declarations are composed from.

A card file should read like the card: ``card(name, text, Effect(...))``
with targets, conditions and resolutions from here. A mechanic two cards
share belongs here (or in the engine), never copied into both cards.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

from engine import rules, why_not
from engine.cards.pool.registry import register
from engine.effects import (
    ACTIVATE,
    CONTINUOUS,
    FLIP,
    IGNITION,
    QUICK,
    TRIGGER,
    CardScript,
    Ctx,
    Effect,
)
from engine.events import Event
from engine.modifiers import ask, current_atk, unaffected
from engine.prompts import CardsPrompt
from engine.state import EXTRA_MONSTERS, FIELD, GY, HAND, MONSTERS, SPELLS, Card

Proc = Generator[Any, Any, Any]
CardPred = Callable[[Ctx, Card], bool]

__all__ = [
    "ACTIVATE",
    "CONTINUOUS",
    "EXTRA_MONSTERS",
    "FIELD",
    "FLIP",
    "GY",
    "HAND",
    "IGNITION",
    "MONSTERS",
    "QUICK",
    "SPELLS",
    "TRIGGER",
    "CardScript",
    "Ctx",
    "Effect",
    "Event",
    "EventMonster",
    "Targets",
    "activation_of",
    "ask_yes_no",
    "attack_declared_by_opponent",
    "attacker",
    "card",
    "choose_cards",
    "current_atk",
    "destroy_targets",
    "face_up_monster",
    "last_link",
    "monster",
    "negate_link",
    "opponents",
    "spell_trap",
    "summoned_by_opponent",
    "yours",
]


#: Older declarations say what an effect does in ``extra``; the library's categories are what
#: other cards ask (no card's text is ever read).
_DECLARED_CATEGORIES = {"destroys": "destroy", "damage": "damage"}


def card(name: str, text: str, *effects: Effect, **kw: Any) -> CardScript:
    """Declare and register a card's behaviour."""
    for eff in effects:
        cats = {c for flag, c in _DECLARED_CATEGORIES.items() if eff.extra.get(flag)}
        if cats:
            eff.categories = eff.categories | frozenset(cats)
    return register(CardScript(name=name, text=text, effects=list(effects), **kw))


# ------------------------------------------------------------------ predicates
def monster(ctx: Ctx, c: Card) -> bool:
    return c.in_monster_zone


def face_up_monster(ctx: Ctx, c: Card) -> bool:
    return c.in_monster_zone and c.face_up


def spell_trap(ctx: Ctx, c: Card) -> bool:
    """A card in a Spell & Trap Zone or the Field Zone (a Pendulum Monster in a Pendulum
    Zone counts: it is treated as a Spell Card there, seed 002 02.10)."""
    return c.location in (SPELLS, FIELD)


def opponents(pred: CardPred) -> CardPred:
    return lambda ctx, c: c.controller != ctx.player and pred(ctx, c)


def yours(pred: CardPred) -> CardPred:
    return lambda ctx, c: c.controller == ctx.player and pred(ctx, c)


# ------------------------------------------------------------------ targets
class Targets:
    """Targets chosen on activation, rechecked on resolution (seed 004).

    ``where`` filters cards on the field (default) or in ``places``.
    """

    def __init__(self, where: CardPred, count: int = 1, maximum: int | None = None,
                 places: Iterable[str] = ("field",), hint: str = "Choose a target",
                 exclude_self: bool = False) -> None:
        self.where = where
        self.count = count
        self.maximum = maximum if maximum is not None else count
        self.places = tuple(places)
        self.hint = hint
        self.exclude_self = exclude_self

    def _pool(self, ctx: Ctx) -> list[Card]:
        g = ctx.g
        out: list[Card] = []
        for pl in (ctx.player, 1 - ctx.player):
            p = g.state.players[pl]
            for place in self.places:
                if place == "field":
                    out += p.field_cards()
                elif place == GY:
                    out += p.gy
                elif place == "banished":
                    out += p.banished
                elif place == HAND:
                    out += p.hand
        return out

    def candidates(self, ctx: Ctx) -> list[Card]:
        out = []
        # a monster destroyed at damage calculation is already destroyed: no target (seed 003
        # "Activation of a Flip Effect"), though it stays until the end of the Damage Step
        fallen = ctx.g.attack.destroyed if ctx.g.attack is not None else []
        for c in self._pool(ctx):
            if (self.exclude_self and c is ctx.card) or c in fallen:
                continue
            if self.where(ctx, c) and not unaffected(ctx.g, c, ctx) and not cannot_target(ctx, c):
                out.append(c)
        return out

    def available(self, ctx: Ctx) -> bool:
        return len(self.candidates(ctx)) >= self.count

    def choose(self, ctx: Ctx) -> Proc:
        cands = self.candidates(ctx)
        prompt = CardsPrompt(player=ctx.player, candidates=[c.uid for c in cands],
                             min=self.count, max=self.maximum, purpose="target",
                             hint=f"{ctx.card.name}: {self.hint}")
        prompt._why_not = lambda uid: self.refusal(ctx, uid)
        answer = yield prompt
        ctx.targets = [ctx.g.state.cards[u] for u in answer.cards]
        ctx.g.emit("targeted", player=ctx.player, card=ctx.card,
                   data={"targets": [c.uid for c in ctx.targets]})

    def refusal(self, ctx: Ctx, uid: int) -> str | None:
        """Why the card ``uid`` cannot be a target of this effect — the rule that excludes it
        (a reason a building block noted), or None for a card the player may not know."""
        g = ctx.g
        c = g.state.cards.get(uid)
        if c is None or not g.knows(ctx.player, c):
            return None
        name = ctx.card.name
        if self.exclude_self and c is ctx.card:
            return f"{name} cannot target itself — {rules.TARGET}"
        if c not in self._pool(ctx):
            return f"{c.name} is not in a place {name} targets — {rules.TARGET}"
        if g.attack is not None and c in g.attack.destroyed:
            return f"{c.name} was destroyed by battle and can no longer be targeted — {rules.TARGET}"
        if unaffected(g, c, ctx):
            return f"{c.name} is unaffected by {name} — {rules.TARGET}"
        if cannot_target(ctx, c):
            return f"{c.name} cannot be targeted by {name} — {rules.TARGET}"
        with why_not.noting() as notes:
            self.where(ctx, c)
        return why_not.about(notes, c) or f"{c.name} is not a valid target for {name} — {rules.TARGET}"

    def still_valid(self, ctx: Ctx, c: Card) -> bool:
        places = self.places
        where_ok = (("field" in places and c.on_field) or c.location in places)
        # "cannot be targeted" gained after targeting does not undo the targeting
        return where_ok and self.where(ctx, c) and not unaffected(ctx.g, c, ctx)


def cannot_target(ctx: Ctx, c: Card) -> bool:
    """A continuous effect forbids targeting ``c`` with this effect (e.g. Lord of D.):
    the ``cannot_target`` question is asked with ``(card, ctx)``."""
    return bool(ask(ctx.g, "cannot_target", (c, ctx)))


class EventMonster:
    """"That monster": the card an event names; not asked (SCENARIOS.md), still a target."""

    def __init__(self, pick: Callable[[Ctx], Card | None], targets: bool = True) -> None:
        self.pick = pick
        self.targets = targets

    def available(self, ctx: Ctx) -> bool:
        return self.pick(ctx) is not None

    def choose(self, ctx: Ctx) -> Proc:
        c = self.pick(ctx)
        ctx.targets = [c] if c is not None else []
        ctx.data["event_card_zone"] = (c.location, c.zone) if c is not None else None
        return
        yield  # pragma: no cover

    def still_valid(self, ctx: Ctx, c: Card) -> bool:
        return c.on_field and (c.location, c.zone) == ctx.data.get("event_card_zone")


# ------------------------------------------------------------------ prompts
def choose_cards(ctx: Ctx, cards: list[Card], count: int = 1, maximum: int | None = None,
                 purpose: str = "select", hint: str = "", player: int | None = None) -> Proc:
    from engine.cards.library.steps import choose_cards as choose

    chosen = yield from choose(ctx, cards, count, maximum, hint, player, purpose)
    return chosen


def ask_yes_no(ctx: Ctx, question: str, player: int | None = None) -> Proc:
    from engine.cards.library.steps import ask_yes_no as ask_it

    answer = yield from ask_it(ctx, question, player)
    return answer


# ------------------------------------------------------------------ windows
def _window(ctx: Ctx, kind: str) -> list[Event]:
    return [ev for ev in ctx.g.window_events if ev.kind == kind]


def summoned_by_opponent(ctx: Ctx, kinds: Iterable[str] | None = None,
                         where: CardPred | None = None) -> Card | None:
    """The monster the opponent just Summoned (the event that opened this window)."""
    wanted = set(kinds) if kinds is not None else None
    for ev in _window(ctx, "summoned"):
        c = ev.card
        if c is None or ev.player == ctx.player:
            continue
        if wanted is not None and ev.data.get("kind") not in wanted:
            continue
        if not (c.in_monster_zone and c.face_up):
            continue
        if where is None or where(ctx, c):
            return c
    return None


def attack_declared_by_opponent(ctx: Ctx) -> bool:
    att = ctx.g.attack
    return (att is not None and att.attacker.controller != ctx.player
            and bool(_window(ctx, "attack_declared")))


def attacker(ctx: Ctx) -> Card | None:
    att = ctx.g.attack
    return att.attacker if att is not None and att.attacker.in_monster_zone else None


def last_link(ctx: Ctx) -> Any:
    from engine.cards.library.conditions import last_link as link_before

    return link_before(ctx)


def activation_of(ctx: Ctx, pred: Callable[[Any], bool]) -> bool:
    """"When ... is activated": only the Chain Link just before (seed 004 Counter Traps)."""
    link = last_link(ctx)
    return link is not None and not link.negated and pred(link)


def negate_link(ctx: Ctx, destroy: bool = True) -> Any:
    """Negate the activation of the link this one answered, and destroy that card."""
    from engine.cards.library.negation import negate_activation_of_link

    return negate_activation_of_link(ctx, destroy)


def can_be_revived(ctx: Ctx, c: Card) -> bool:
    """May ``ctx.player`` Special Summon monster ``c`` from the GY/banished by an effect?

    One rule for every "Special Summon a monster from the GY" card: it must have been
    properly Summoned first if it is a Special Summon Monster (seed 001 "Properly Special
    Summon", seed 002 02.16), and no printed or continuous restriction may forbid it
    (Spirits, "must be Fusion Summoned", Scapegoat's lock).
    """
    from engine.modifiers import cannot_summon_reason
    from engine.procedures.extra_summons import can_be_special_summoned_by_effect

    if not c.data.is_monster or c.data.is_token:
        return False
    if not can_be_special_summoned_by_effect(ctx.g, c):
        return False
    reason = cannot_summon_reason(ctx.g, ctx.player, c, "special")
    if reason is not None:
        why_not.note(c, reason)
    return reason is None


def destroy_targets(ctx: Ctx) -> Proc:
    """The most common resolution: destroy the targets that still qualify (seed 004)."""
    targets = ctx.valid_targets()
    if targets:
        ctx.g.destroy(targets, by=ctx.player)
    return
    yield  # pragma: no cover


# ------------------------------------------------------------------ event tests
def sent_from_field_to_gy(ctx: Ctx, ev: Event) -> bool:
    """"If/When this card is sent from the field to the GY" (destroyed, Tributed, sent...)."""
    return ev.card is ctx.card and ev.dst == GY and ev.src in ("monsters", "extra_monsters",
                                                               "spells", "field")


def sent_to_gy(ctx: Ctx, ev: Event) -> bool:
    """"When this card is sent to the GY", from anywhere."""
    return ev.card is ctx.card and ev.dst == GY and ev.src != GY

