"""Monster abilities and whole-card rules a card declares once: Spirit, Toon, Gemini, Union,
alternate win conditions, Normal Summons performed by an effect, skipped phases.

The rules themselves live in ``engine.procedures`` (abilities, summon); these blocks are how
a card says it has them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library import groups
from engine.cards.library.action import Act, Proc, Who, opponent
from engine.continuous import Code, Modifier
from engine.effects import Effect
from engine.modifiers import Lingering
from engine.procedures import abilities as ab
from engine.procedures.summon import (
    _gemini_waiting,
    _normal_summonable,
    normal_summon_candidates,
    perform_normal_summon,
)
from engine.state import MONSTERS

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.game import Game
    from engine.state import Card


def spirit() -> list[Effect]:
    """A Spirit monster: it returns to the hand in the End Phase of the turn it was Normal
    Summoned or flipped face-up (seed 002 02.12; declare the card with
    ``cannot_special_summon=True``)."""
    return ab.spirit_effects()


def normal_summon_now() -> Act:
    """"Immediately after this effect resolves, Normal Summon or Set 1 monster" (seed 000): it
    does not use the turn's Normal Summon."""

    def run(ctx: Ctx) -> Proc:
        yield from perform_normal_summon(ctx.g, ctx.player)
        return True

    return Act(run, {cat.NORMAL_SUMMON}, possible=_could_normal_summon,
               text="Normal Summon or Set 1 monster")


def _could_normal_summon(ctx: Ctx) -> bool:
    """``bool(normal_summon_candidates(g, player))``, stopping at the first monster that
    could be Summoned: the hand in its order, then the Geminis waiting for their second
    Summon (the same tests; none of them notes a reason). Ultimate Offering asks it at every
    window of its controller's Main Phase."""
    g, player = ctx.g, ctx.player
    hand = g.state.players[player].hand
    found = False
    if hand:
        free = bool(g.free_zones(player, MONSTERS))  # asked once, as normal_summon_candidates
        found = any(_normal_summonable(g, player, c, free) for c in hand)
    if not found:
        found = bool(_gemini_waiting(g, player))
    if groups.VERIFY:
        assert found == bool(normal_summon_candidates(g, player))
    return found


def skip_next_draw_phase(who: Who = opponent) -> Act:
    """"... skips the Draw Phase of their next turn"."""

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        for player in who(ctx):
            turn = g.state.turn + (2 if g.state.turn_player == player else 1)

            def skip(_ctx: Ctx, subject: Any, player: int = player, turn: int = turn) -> bool:
                return subject == (player, "draw") and g.state.turn == turn

            g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, expires_turn=turn,
                                         ctx=ctx, modifiers=(Modifier(Code.SKIP_PHASE, skip),)))
        return True
        yield  # pragma: no cover

    return Act(run, text="skip the next Draw Phase")


def wins_with_all_in_hand(*others: str) -> Any:
    """An alternate win condition (``card(..., special_win=...)``): this card and every card
    named in ``others`` in the same hand (seed 003 "Winning a Duel")."""

    def check(g: Game, card: Card) -> str | None:
        if card.location != "hand":
            return None
        names = {h.name for h in g.state.players[card.owner].hand}
        if all(name in names for name in others):
            return f"Player {card.owner + 1} holds every piece of {card.name} in hand"
        return None

    return check


__all__ = ["normal_summon_now", "skip_next_draw_phase", "spirit", "wins_with_all_in_hand"]
