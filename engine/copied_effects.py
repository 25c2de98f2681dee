""""Copies the effects of": a card whose effects come from another card for a while.

Card text says it as "until the End Phase, this card's name becomes that monster's original
name, and it replaces this effect with that monster's original effects" (ocgcore copies the
other card's effects onto it, reset at the End Phase or when it leaves the field or turns
face-down). While the copy lasts, the card's *script in effect* is its own script with the
copying effect replaced by copies of the other card's effect records, in the same place:
the other card's effects keep their numbers (``effect=N`` counts them), the card's other
effects (a continuous one) stay, and its own summoning procedure and rules hooks stay too —
a summoning condition is not an effect that is copied.

Everything the engine keeps per passcode reads the script in effect:
``Game.copied_effects`` maps the card to ``(key, script)``; ``Game.script`` gives that
script, and the caches kept per script (``response_index`` tables, ``modifiers``'
Continuous Effects and declared codes) are keyed by ``Game.script_key``, so the copy has
entries of its own and the card's printed ones are never overwritten. With no copy, the
map is empty and each of those look-ups costs one test of an empty dict. When a copy starts
or ends, :func:`_effects_changed` moves the game's version and its count of moves (the
continuous index, what may answer which question, and each player's activatable cards are
worked out again) and drops the caches built on "a card's effects never change" (the cards
waiting for events, the cards with "any player" effects).

A copied effect carries ``extra["copied_from"]`` (the passcode of the card it came from):
its count limits are its own, not those of the copying card's effects of the same number,
and a hard "once per turn" is shared with the cards of that name (``CountLimit.key_for``).

The copy is one :class:`engine.modifiers.Lingering` bound to the card, which also carries
the name change: it ends in the End Phase (``expire_lingering``, after the End Phase's
triggers, as ocgcore's End Phase reset), when the card leaves the field
(``Game._leave_field_cleanup``) or when it is turned face-down (``Game._leave_face_up``,
``data["ends_face_down"]``).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from engine.continuous import Code, Modifier

if TYPE_CHECKING:
    from engine.effects import CardScript, Ctx, Effect
    from engine.game import Game
    from engine.state import Card


def copy_effects(ctx: Ctx, card: Card, source: Card, *, replacing: Effect | None,
                 name: str | None = None) -> bool:
    """Until the End Phase, ``card`` (face-up in a Monster Zone) has ``source``'s original
    effects in place of ``replacing`` (one of its own, or None: in addition to them), and,
    with ``name``, that name. ``source``'s original effects are its printed script: it is not
    on the field, so it copies nothing itself. Returns False when nothing could be copied."""
    g = ctx.g
    if not (card.in_monster_zone and card.face_up) or source is card:
        return False
    end_copy(g, card)  # a new copy replaces an older one
    own, theirs = g.script(card), g.script(source)
    if own is None:
        return False
    key = (card.data.code, source.data.original_code,
           -1 if replacing is None else replacing.index)
    script = _script_in_effect(g, key, own, theirs, replacing, source.data.original_code)
    g.copied_effects[card] = (key, script)
    _effects_changed(g)

    def end(*_: Any) -> None:
        end_copy(g, card)

    modifiers: tuple[Modifier, ...] = ()
    if name is not None:
        modifiers = (Modifier(Code.CHANGE_NAME,
                              lambda _ctx, subject: name if subject is card else None,
                              f"its name becomes {name}"),)
    from engine.modifiers import Lingering

    g.lingering.append(Lingering(
        player=ctx.player, source=card.name, card=card, expires_turn=g.state.turn,
        modifiers=modifiers, ctx=ctx,
        data={"on_expire": end, "on_card_leaves": end, "ends_face_down": True,
              "copies_effects_of": source.data.original_code}))
    return True


def end_copy(g: Game, card: Card) -> None:
    """``card`` has its own effects again (the copy ended)."""
    if g.copied_effects.pop(card, None) is not None:
        _effects_changed(g)


def _script_in_effect(g: Game, key: Any, own: CardScript, theirs: CardScript | None,
                      replacing: Effect | None, source_code: int) -> CardScript:
    """The card's own script with ``replacing`` swapped for copies of ``theirs``' effects
    (made once per game and key, so every cache sees the same effect records)."""
    made = g.__dict__.setdefault("_copied_scripts", {})
    script = made.get(key)
    if script is None:
        copied = []
        for eff in theirs.effects if theirs is not None else ():
            twin = copy.copy(eff)
            twin.extra = {**eff.extra, "copied_from": source_code}
            copied.append(twin)
        effects = list(own.effects)
        at = next((i for i, e in enumerate(effects) if e is replacing), None)
        if at is None:
            effects += copied  # "also has that monster's effects"
        else:
            effects[at:at + 1] = copied  # "replaces this effect with ..."
        script = copy.copy(own)  # not re-numbered: each effect keeps its own number
        script.effects = effects
        made[key] = script
    return script


def _effects_changed(g: Game) -> None:
    """A card's effects changed: every cache that assumed they never do is worked out again."""
    g.changed()
    g.trigger_holders = None
    for cache in ("_trigger_uids", "_any_player_cards"):
        g.__dict__.pop(cache, None)
