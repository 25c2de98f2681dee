"""Actions on the duel itself: coin tosses, skipped turns, cards that stay on the field,
counters, Tokens, reveals, and maintenance costs.

    Activate(resolve=coin_call(heads=draw_until(5), tails=skip_your_next_turn()))
    Activate(resolve=(flip_face_up(every(monster & opponents)), stays_on_field(end_phases=3)))
    card(..., maintenance=pay_lp_or_destroy(100))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc, Who, as_action, you
from engine.cards.library.filters import Filter
from engine.cards.library.groups import as_group
from engine.modifiers import Lingering
from engine.prompts import OptionPrompt, YesNoPrompt
from engine.state import Card

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.game import Game


class PerPlayer:
    """An amount that depends on the player it applies to (``draw(count=...)``)."""

    def __init__(self, fn: Callable[[Ctx, int], int]) -> None:
        self.fn = fn

    def __call__(self, ctx: Ctx, player: int) -> int:
        return self.fn(ctx, player)


#: "As many as they discarded" (after ``discard_hand``).
as_many_as_discarded = PerPlayer(lambda ctx, p: ctx.data.get("discarded", {}).get(p, 0))


def draw_each(count: PerPlayer, who: Who) -> Act:
    """Each player draws their own number of cards (Card Destruction)."""

    def run(ctx: Ctx) -> Proc:
        drawn: list[Card] = []
        for player in who(ctx):
            n = count(ctx, player)
            if n > 0:
                drawn += ctx.g.draw(player, n, reason="effect")
        return drawn or True
        yield  # pragma: no cover

    return Act(run, {cat.DRAW}, text="draw")


def draw_until(size: int, who: Who = you) -> Act:
    """"Draw until you have N cards in your hand"."""

    def run(ctx: Ctx) -> Proc:
        drawn: list[Card] = []
        for player in who(ctx):
            missing = size - len(ctx.g.state.players[player].hand)
            if missing > 0:
                drawn += ctx.g.draw(player, missing, reason="effect")
        return drawn
        yield  # pragma: no cover

    return Act(run, {cat.DRAW}, text=f"draw until {size}")


def coin_call(heads: Any, tails: Any) -> Act:
    """"Call it; if you call it right, ..., otherwise ...": the player calls Heads or Tails
    (an ``option`` prompt, 0 = Heads, 1 = Tails), then a coin is tossed."""
    right, wrong = as_action(heads), as_action(tails)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        sides = ["heads", "tails"]
        answer = yield OptionPrompt(player=ctx.player, options=["Heads", "Tails"],
                                    hint=f"{ctx.card.name}: call the coin toss")
        result = g.coin()
        g.new_group()
        g.emit("coin", player=ctx.player, card=ctx.card,
               data={"call": sides[answer.option], "result": result})
        act = right if sides[answer.option] == result else wrong
        outcome = yield from act.run(ctx)
        return outcome

    return Act(run, {cat.COIN} | right.categories | wrong.categories, text="call a coin toss")


def skip_your_next_turn() -> Act:
    """"Skip your next turn" (it still counts as a turn)."""

    def run(ctx: Ctx) -> Proc:
        ctx.g.skip_next_turn.append(ctx.player)
        return True
        yield  # pragma: no cover

    return Act(run, text="skip your next turn")


def stays_on_field(*, end_phases: int, whose: str = "opponent") -> Act:
    """A Normal Spell/Trap that "remains on the field" and is destroyed in the End Phase of
    ``whose`` N-th turn (Swords of Revealing Light). Also set up for a face-up copy a start
    position places (``on_start``)."""

    def install(g: Game, me: Card, player: int) -> None:
        me.flags["remains_on_field"] = True

        def destroy_self() -> None:
            if me.on_field:
                g.destroy([me], by=player)

        g.lingering.append(Lingering(
            player=player, source=me.name, card=me, end_phases_left=end_phases,
            end_phase_player=1 - player if whose == "opponent" else player,
            data={"on_expire": destroy_self}))

    def run(ctx: Ctx) -> Proc:
        if ctx.card.on_field:
            install(ctx.g, ctx.card, ctx.player)
        return True
        yield  # pragma: no cover

    return Act(run, on_start=lambda g, card: install(g, card, card.controller), text="stays")


def reveal(group: Any) -> Act:
    """"Reveal ..." (shown to both players)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = yield from g_.choose(ctx, purpose="reveal")
        ctx.g.new_group()
        for c in cards:
            ctx.g.emit("revealed", player=c.controller, card=c, by=ctx.player, hidden_from=())
        return cards

    return Act(run, text="reveal")


def pay_lp_or_destroy(amount: int, *, optional: bool = True) -> Callable[[Any, Card], Proc]:
    """A maintenance cost "pay N LP during your Standby Phase, or destroy this card" (seed
    004; not an effect). The controller is asked (yes/no) unless ``optional=False`` (today's
    "you must pay"), and the card is destroyed when the LP cannot pay."""

    def pay(g: Any, card: Card) -> Proc:
        player = card.controller
        keep = False
        if g.state.players[player].lp >= amount:
            keep = True
            if optional:
                question = f"Pay {amount} LP to keep {card.name} on the field?"
                answer = yield YesNoPrompt(player=player, question=question, hint=question)
                keep = bool(answer.yes)
        g.new_group()
        if keep:
            g.pay_lp(player, amount)
        else:
            g.destroy([card], reason="maintenance", by=player)

    return pay


def _bind(g: Game, leaving: Card, doomed: Card, source: str, destroyed_only: bool) -> None:
    """When ``leaving`` leaves the field (or only: is destroyed), destroy ``doomed`` — not a
    Chain Link: it happens at once (seed 004). A token in ``doomed.flags`` ends the bond if
    ``doomed`` itself leaves first and later comes back as a new card."""
    token = object()
    doomed.flags[f"bond:{leaving.uid}"] = token

    def hook(event: str) -> None:
        if destroyed_only and event != "destroyed":
            return
        if doomed.on_field and doomed.flags.get(f"bond:{leaving.uid}") is token:
            g.destroy([doomed], reason="effect", by=doomed.controller)

    g.lingering.append(Lingering(player=doomed.controller, source=source, card=leaving,
                                 data={"on_card_leaves": hook}))


def when_this_card_leaves_destroy(group: Any, *, destroyed_only: bool = False) -> Act:
    """"When this card leaves the field (is destroyed), destroy that monster" (Call of the
    Haunted, Premature Burial): binds the cards of ``group`` (usually ``those_cards``)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = g_.candidates(ctx)
        if ctx.card.on_field:
            for c in cards:
                _bind(ctx.g, ctx.card, c, ctx.card.name, destroyed_only)
        return cards or True
        yield  # pragma: no cover

    return Act(run, text="bound to this card")


def when_they_leave_destroy_this_card(group: Any, *, destroyed_only: bool = False) -> Act:
    """"When that monster leaves the field (is destroyed), destroy this card"."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = g_.candidates(ctx)
        if ctx.card.on_field:
            for c in cards:
                _bind(ctx.g, c, ctx.card, ctx.card.name, destroyed_only)
        return cards or True
        yield  # pragma: no cover

    return Act(run, text="bound to that card")


def keep_as_target(group: Any) -> Act:
    """A Continuous card that keeps applying to the card it targeted ("that monster" while
    this card is face-up): read back with the ``this_cards_target`` filter. The link ends
    when either card leaves the field."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = [c for c in g_.candidates(ctx) if c.on_field]
        if not ctx.card.on_field:
            return []
        for c in cards:
            c.flags.setdefault("kept_by", [])
            c.flags["kept_by"].append(ctx.card)  # type: ignore[attr-defined]
        ctx.card.flags["keeps"] = True
        return cards
        yield  # pragma: no cover

    return Act(run, text="keeps its target")


def _kept(ctx: Ctx, c: Card) -> bool:
    return c.on_field and ctx.card in c.flags.get("kept_by", ()) and bool(ctx.card.flags.get("keeps"))  # type: ignore[operator]


this_cards_target = Filter(_kept, "this card's target")


__all__ = [
    "PerPlayer",
    "as_many_as_discarded",
    "coin_call",
    "draw_each",
    "draw_until",
    "keep_as_target",
    "pay_lp_or_destroy",
    "reveal",
    "skip_your_next_turn",
    "stays_on_field",
    "this_cards_target",
    "when_they_leave_destroy_this_card",
    "when_this_card_leaves_destroy",
]
