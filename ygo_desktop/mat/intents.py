"""What a drop or a card action means: pure functions from the pending prompt to answers.

The prompt lists every legal action (``prompt.options``), so nothing here
decides legality: a target lights up only when an option leads to it. The
view and the card facts only say *where* an option lands (a monster goes to
a Main Monster Zone, a Field Spell to the Field Zone, a Pendulum scale to a
Pendulum Zone, an attack to a monster or to the opponent's Life Points).

No Qt here, so all of it is tested without a mouse.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from engine.prompts import ActionAnswer

Area = Literal["monsters", "extra_monsters", "spells", "field", "lp"]
PENDULUM_ZONES = (0, 4)
ACTION_KINDS = ("idle", "battle", "chain")

#: ``facts(code)`` -> the card's printed facts (``engine.cards.data.CardData``) or None.
Facts = Callable[[int], Any]


@dataclass(frozen=True)
class DropTarget:
    """A place on the mat: ``player``'s zone ``area``/``index`` (or their Life Points)."""

    player: int
    area: Area
    index: int = 0


@dataclass(frozen=True)
class Intent:
    """One thing a drop or a menu entry can mean.

    ``answer`` goes to the engine now; ``zone`` (with ``zone_location``) answers
    the engine's later zone prompt, so the card lands where it was dropped.
    """

    answer: ActionAnswer
    zone: int | None = None
    zone_location: str = ""

    @property
    def do(self) -> str:
        return self.answer.do


def _options(prompt: Any) -> list[Any]:
    if prompt is None or getattr(prompt, "kind", None) not in ACTION_KINDS:
        return []
    return list(prompt.options)


def _answer(option: Any) -> ActionAnswer:
    return ActionAnswer(do=option.do, card=option.card, effect=option.effect, target=option.target)


def find_card(view: Any, uid: int) -> Any:
    """The CardView with ``uid`` anywhere in ``view`` (hands, piles, field, materials, the Deck
    cards the viewer may look at)."""
    for side in view.players:
        for pile in (side.hand, side.gy, side.banished, side.extra, side.deck):
            for card in pile:
                if card.uid == uid:
                    return card
        for card in [*side.monsters, *side.extra_monsters, *side.spells, side.field]:
            if card is None:
                continue
            if card.uid == uid:
                return card
            for mat in card.materials:
                if mat.uid == uid:
                    return mat
    return None


def card_at(view: Any, target: DropTarget) -> Any:
    """The card in the zone ``target`` names, or None."""
    side = view.players[target.player]
    if target.area == "field":
        return side.field
    if target.area in ("monsters", "extra_monsters", "spells"):
        row = getattr(side, target.area)
        return row[target.index] if 0 <= target.index < len(row) else None
    return None


def _free(view: Any, player: int, area: str, indexes: tuple[int, ...]) -> list[DropTarget]:
    out = []
    for i in indexes:
        t = DropTarget(player, area, i)  # type: ignore[arg-type]
        if card_at(view, t) is None:
            out.append(t)
    return out


def card_actions(prompt: Any, uid: int) -> list[Intent]:
    """Every legal action of card ``uid`` now (for its context menu and double-click)."""
    return [Intent(_answer(o)) for o in _options(prompt) if o.card == uid]


def drop_targets(prompt: Any, view: Any, uid: int, facts: Facts) -> dict[DropTarget, list[Intent]]:
    """Every place card ``uid`` may be dropped now, with what each drop would mean."""
    card = find_card(view, uid)
    if card is None:
        return {}
    me = view.viewer
    data = facts(card.code) if card.code is not None else None
    out: dict[DropTarget, list[Intent]] = {}

    def add(targets: list[DropTarget], option: Any, location: str) -> None:
        for t in targets:
            zone = t.index if location else None
            out.setdefault(t, []).append(Intent(_answer(option), zone, location))

    for option in _options(prompt):
        if option.card != uid:
            continue
        if option.do == "attack":
            if option.target == "direct":
                out.setdefault(DropTarget(1 - me, "lp"), []).append(Intent(_answer(option)))
            else:
                target = find_card(view, option.target)
                if target is not None and target.zone >= 0:
                    area = target.location
                    index = target.zone
                    out.setdefault(DropTarget(target.controller, area, index), []).append(
                        Intent(_answer(option)))
            continue
        if card.location != "hand" or data is None:
            continue
        if option.do in ("summon", "set", "special_summon") and data.is_monster:
            add(_free(view, me, "monsters", tuple(range(5))), option, "monsters")
        elif option.do == "activate" and data.is_monster and data.is_pendulum:
            add(_free(view, me, "spells", PENDULUM_ZONES), option, "spells")
        elif option.do in ("activate", "set") and not data.is_monster:
            if data.spell_trap_type == "Field":
                add(_free(view, me, "field", (0,)), option, "")
            else:
                add(_free(view, me, "spells", tuple(range(5))), option, "spells")
    return out


def intent_from_drop(prompt: Any, view: Any, uid: int, target: DropTarget,
                     facts: Facts) -> list[Intent]:
    """What dropping card ``uid`` on ``target`` means: none, one, or a choice (Summon or Set)."""
    return drop_targets(prompt, view, uid, facts).get(target, [])


def attempted_answer(view: Any, uid: int, target: DropTarget, facts: Facts) -> ActionAnswer | None:
    """The answer a drop the rules forbid was reaching for, so the engine can say why not.

    A monster from the hand onto one's own Main Monster Zone tries a Normal
    Summon; a Spell/Trap onto one's own zone tries to activate it; a monster
    onto an opponent's monster or Life Points tries to attack.
    """
    card = find_card(view, uid)
    if card is None:
        return None
    me = view.viewer
    if card.location == "hand" and target.player == me and card.code is not None:
        data = facts(card.code)
        if data is None:
            return None
        if data.is_monster and target.area in ("monsters", "extra_monsters"):
            return ActionAnswer(do="summon", card=uid)
        if target.area in ("spells", "field"):
            return ActionAnswer(do="activate", card=uid)
        return None
    if card.location in ("monsters", "extra_monsters") and card.controller == me \
            and target.player != me:
        if target.area == "lp":
            return ActionAnswer(do="attack", card=uid, target="direct")
        victim = card_at(view, target)
        if victim is not None and target.area in ("monsters", "extra_monsters"):
            return ActionAnswer(do="attack", card=uid, target=victim.uid)
    return None


def draggable(prompt: Any, uid: int) -> bool:
    """A card may be picked up when some option moves it (from the hand) or attacks with it."""
    return any(o.card == uid and o.do in ("summon", "set", "special_summon", "activate", "attack")
               for o in _options(prompt))
