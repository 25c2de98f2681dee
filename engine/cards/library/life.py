"""Actions on Life Points: inflict damage, gain LP, pay LP (a cost), and the amounts card
text computes them from ("equal to its ATK", "for each card", "half your LP")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Amount, Proc, Who, amount_of, opponent, you
from engine.cards.library.groups import as_group
from engine.modifiers import current_atk, original_atk

if TYPE_CHECKING:
    from engine.effects import Ctx


def damage(who: Who = opponent, amount: Amount = 0) -> Act:
    """"Inflict N damage to ..." (a "damage you would take goes to your opponent" effect
    applies: Barrel Behind the Door)."""

    def run(ctx: Ctx) -> Proc:
        value = amount_of(amount, ctx)
        players = who(ctx)
        taken = 0
        for player in players:
            before = [p.lp for p in ctx.g.state.players]
            ctx.g.damage(player, value, by=ctx.player)
            taken += before[player] - ctx.g.state.players[player].lp
        return taken  # what the named players took (0 if it went elsewhere)
        yield  # pragma: no cover

    return Act(run, {cat.DAMAGE}, text="inflict damage")


def gain_lp(who: Who = you, amount: Amount = 0) -> Act:
    """"Gain N LP" (or "your opponent gains N LP": ``who=opponent``)."""

    def run(ctx: Ctx) -> Proc:
        value = amount_of(amount, ctx)
        for player in who(ctx):
            ctx.g.gain_lp(player, value, by=ctx.player)
        return value
        yield  # pragma: no cover

    return Act(run, {cat.RECOVER}, text="gain LP")


def pay_lp(amount: Amount) -> Act:
    """"Pay N LP" — a cost, paid on activation and never refunded (seed 004 "Costs")."""

    def run(ctx: Ctx) -> Proc:
        value = amount_of(amount, ctx)
        ctx.g.new_group()
        ctx.g.pay_lp(ctx.player, value)
        ctx.data["paid"] = value
        return value
        yield  # pragma: no cover

    return Act(run, possible=lambda ctx: ctx.g.state.players[ctx.player].lp >= amount_of(amount, ctx),
               text="pay LP")


def last_amount(ctx: Ctx) -> int:
    """"The damage you took" / "the LP you gained": the amount the previous action gave."""
    last = ctx.data.get("last")
    return last if isinstance(last, int) and not isinstance(last, bool) else 0


def its_controller(ctx: Ctx) -> list[int]:
    """"Its controller": who controlled the (first) card the previous action moved, as it
    was before it moved."""
    before = ctx.data.get("controllers")
    return before[:1] if before else []


def half_your_lp(ctx: Ctx) -> int:
    """"Half your LP" (rounded down)."""
    return ctx.g.state.players[ctx.player].lp // 2


def atk_of(group: Any, *, original: bool = False) -> Callable[[Ctx], int]:
    """"Equal to its ATK": the ATK of the first card of a fixed group (``TARGETS``)."""
    g_ = as_group(group)

    def value(ctx: Ctx) -> int:
        cards = g_.candidates(ctx)
        if not cards:
            return 0
        return original_atk(cards[0]) if original else current_atk(ctx.g, cards[0])

    return value


def tributed_original_atk(ctx: Ctx) -> int:
    """"The combined original ATK of the monsters Tributed" by this effect."""
    return sum(original_atk(c) for c in ctx.data.get("tributed", []))


def tributed_original_def(ctx: Ctx) -> int:
    """"The combined original DEF of the monsters Tributed" (a Link Monster has none)."""
    from engine.modifiers import original_def

    return sum(0 if c.data.is_link else original_def(c) for c in ctx.data.get("tributed", []))


def number_paid(ctx: Ctx) -> int:
    """"Equal to the number of cards" this effect's cost moved (banished, sent, discarded)."""
    return len(ctx.data.get("cost_cards", []))


def per_three_paid(ctx: Ctx) -> int:
    """"1 for every 3 cards" this effect's cost moved."""
    return number_paid(ctx) // 3


def per_card(amount: int, group: Any) -> Callable[[Ctx], int]:
    """"N for each ..." card of a group (all the cards it matches)."""
    g_ = as_group(group)
    return lambda ctx: amount * len(g_.candidates(ctx))


__all__ = ["atk_of", "damage", "gain_lp", "half_your_lp", "its_controller", "last_amount",
           "number_paid", "pay_lp", "per_card", "per_three_paid", "tributed_original_atk", "tributed_original_def"]
