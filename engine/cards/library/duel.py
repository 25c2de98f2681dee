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
from engine.cards.library.action import Act, Proc, Who, as_action, you, you_may
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


def end_the_battle_phase() -> Act:
    """"End the Battle Phase": the attack in progress stops and the Battle Phase goes on to
    its End Step, then Main Phase 2 (seed 003 "Battle Phase")."""

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        if g.state.phase != "battle":
            return None
        g.battle_phase_ended = True
        g.changed()
        return True
        yield  # pragma: no cover

    return Act(run, text="end the Battle Phase")


def it_becomes_the_end_phase() -> Act:
    """"It becomes the End Phase of this turn": the rest of this Main Phase and the phases
    before the End Phase are skipped (no response window on the way)."""

    def run(ctx: Ctx) -> Proc:
        ctx.g.end_phase_now = True
        ctx.g.changed()
        return True
        yield  # pragma: no cover

    return Act(run, text="it becomes the End Phase")


def excavate(count: int, pick: Any, *, rest: str = "gy", you_can: bool = False) -> Act:
    """"Excavate the top N cards of your Deck" (shown to both players), then ``pick`` acts on
    some of them (its group is chosen among the excavated cards: ``add_to_hand(from_deck(
    spell_trap))`` picks an excavated Spell/Trap); ``you_can``: "you can add ...", asked
    yes/no; ``rest``: the other excavated cards go to the GY ("gy") or are shuffled back
    into the Deck ("shuffle"). The Deck must hold N cards."""
    from engine.cards.library import categories as cat
    from engine.cards.library.action import you_may

    then_pick = you_may(pick) if you_can else as_action(pick)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        deck = g.state.players[ctx.player].deck
        shown = list(deck[:count])
        if not shown:
            return None
        g.new_group()
        for c in shown:
            c.revealed = True
            g.emit("revealed", player=ctx.player, card=c, by=ctx.player, hidden_from=())
        ctx.data["excavated"] = shown
        try:
            picked = yield from then_pick.run(ctx)
        finally:
            ctx.data.pop("excavated", None)
            for c in shown:
                g.conceal(c)  # hidden again: a new id (hidden information)
        left = [c for c in shown if c.location == "deck"]
        if left:
            g.new_group()
        if rest == "gy":
            for c in left:
                g.send_to_gy(c, reason="effect", by=ctx.player)
        elif left:
            g.shuffle_deck(ctx.player)
        return picked or shown

    cats = set(then_pick.categories)
    if rest == "gy":
        cats |= {cat.DECK_TO_GY, cat.TO_GY}
    return Act(run, cats, possible=lambda ctx: len(ctx.g.state.players[ctx.player].deck) >= count,
               text=f"excavate {count}")


def reveal(group: Any) -> Act:
    """"Reveal ..." (shown to both players)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = yield from g_.choose(ctx, purpose="reveal")
        ctx.g.new_group()
        for c in cards:
            ctx.g.emit("revealed", player=c.controller, card=c, by=ctx.player, hidden_from=())
        for c in cards:
            ctx.g.conceal(c)  # back among the hidden cards, with a new id (hidden information)
        return cards

    return Act(run, text="reveal")


def look_at(group: Any) -> Act:
    """"Look at ..." (the top cards of a Deck, a card in your opponent's hand, face-down
    cards): shown to the player of the effect only — the log names each card to that player
    and to whoever already knew it — and nothing moves (a hand is not shuffled by it)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        cards = yield from g_.choose(ctx, purpose="look")
        g.new_group()
        for c in cards:
            unaware = tuple(p for p in (0, 1) if p != ctx.player and not g.knows(p, c))
            g.emit("looked_at", player=ctx.player, card=c, by=ctx.player, hidden_from=unaware)
        return cards or True

    return Act(run, possible=g_.available, text="look at")


def once_this_turn(when: Any, action: Any, question: str = "") -> Act:
    """"If <event> happens this turn, you can <action>, once, during this turn": if it has
    already happened when this effect resolves the player is asked at once; otherwise (or if
    they decline) they are asked the next time it happens, when the game is open again (no
    chain resolving, not in the Damage Step; ``chain.settle``) — once, for the rest of the
    turn. Not a Chain Link: nothing can respond to it."""
    from engine.cards.library.triggers import On

    test = when.test if isinstance(when, On) else when
    may = you_may(as_action(action), question)

    def offer(ctx: Ctx) -> Proc:
        ctx.g.new_group()
        done = yield from may.run(ctx)
        return bool(done)

    def run(ctx: Ctx) -> Proc:
        from engine.procedures.abilities import events_this_turn

        g = ctx.g
        if any(test(ctx, ev) for ev in events_this_turn(g)) and (yield from offer(ctx)):
            return True
        seen = [len(g.log)]
        ln = Lingering(player=ctx.player, source=ctx.card.name, expires_turn=g.state.turn)

        def when_open() -> Proc:
            new, seen[0] = g.log[seen[0]:], len(g.log)
            if not any(test(ctx, ev) for ev in new):
                return False
            if (yield from offer(ctx)):
                if ln in g.lingering:
                    g.lingering.remove(ln)
                return True
            return False

        ln.data["when_open"] = when_open
        g.lingering.append(ln)
        return True

    return Act(run, may.categories, text=may.text)


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


def during_the_end_phase(act: Any) -> Act:
    """"During the End Phase of this turn, ...": what happens then is part of this effect,
    not a new Chain Link (``engine.procedures.turn.delayed_effects``); it may ask questions."""
    then_ = as_action(act)

    def run(ctx: Ctx) -> Proc:
        def later() -> Proc:
            ctx.g.new_group()
            result = yield from then_.run(ctx)
            return result

        ctx.g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name,
                                         expires_turn=ctx.g.state.turn,
                                         data={"at_phase": ("end", later)}))
        return True
        yield  # pragma: no cover

    return Act(run, then_.categories, text="during the End Phase")


def declare_card_name(f: Any, where: Any) -> Act:
    """"Declare 1 card name" (on activation): the names of the cards of ``where`` matching
    ``f`` may be declared (``announce`` prompt); ``declared_name`` reads it on resolution."""
    from engine.prompts import AnnouncePrompt

    g_ = as_group(where)

    def names(ctx: Ctx) -> list[str]:
        return sorted({c.data.name for c in g_.candidates(ctx) if f.test(ctx, c)})

    def run(ctx: Ctx) -> Proc:
        answer = yield AnnouncePrompt(player=ctx.player, what="card", choices=list(names(ctx)),
                                      hint=f"{ctx.card.name}: declare a card name")
        ctx.data["declared"] = answer.value
        return answer.value

    return Act(run, possible=lambda ctx: bool(names(ctx)), text="declare a card name")


#: The card name declared on activation (``declare_card_name``).
declared_name = Filter(lambda ctx, c: c.data.name == ctx.data.get("declared"), "the declared name")


def keep_one_monster_of_each_type(ctx: Ctx) -> Proc:
    """"If a player controls 2 or more monsters of the same Type, they must send some to the GY
    so they control exactly 1 of that Type" — an adjustment (``Continuous(extra={"adjust":
    ...})``), run whenever the game settles: not a Chain Link; the player chooses which go."""
    from engine.prompts import CardsPrompt

    g = ctx.g
    tp = g.state.turn_player
    for player in (tp, 1 - tp):
        races: dict[str, list[Card]] = {}
        for m in g.monsters(player):
            if m.face_up and m.data.race:
                races.setdefault(m.data.race, []).append(m)
        for race in sorted(races):
            group = races[race]
            if len(group) < 2:
                continue
            n = len(group) - 1
            answer = yield CardsPrompt(player=player, candidates=[c.uid for c in group], min=n,
                                       max=n, purpose="send to the GY",
                                       hint=f"{ctx.card.name}: send {n} {race} monster(s) to the GY")
            g.new_group()
            for uid in answer.cards:
                c = g.state.cards[uid]
                if c.in_monster_zone:
                    g.send_to_gy(c, reason="effect", by=ctx.player)


def run_now(act: Act, ctx: Ctx) -> Any:
    """Perform an action that asks nothing, outside any procedure ("immediately draw 1 card"):
    for effects that happen at once when something else happens, not as Chain Links."""
    proc = act.run(ctx)
    try:
        prompt = next(proc)
    except StopIteration as done:
        return done.value
    proc.close()
    raise RuntimeError(f"{ctx.card.name}: an immediate effect cannot ask {prompt!r}")


def each_time_this_turn(test: Callable[[Ctx, list[Any]], bool], act: Any) -> Act:
    """"This turn, each time ..., immediately ...": not a Chain Link; ``test(ctx, events)`` is
    asked of what happened since the last time (one action, or one Chain Link's resolution:
    monsters Special Summoned together are one time), and ``act`` happens at once — it must
    ask nothing (Maxx "C": "immediately draw 1 card")."""
    then_ = as_action(act)

    def run(ctx: Ctx) -> Proc:
        def hook(events: list[Any]) -> None:
            if test(ctx, events):
                run_now(then_, ctx)

        ctx.g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name,
                                         expires_turn=ctx.g.state.turn, data={"each_time": hook}))
        return True
        yield  # pragma: no cover

    return Act(run, text="each time this turn")


def opponent_special_summons(ctx: Ctx, events: list[Any]) -> bool:
    """"Your opponent Special Summons a monster(s)" among these events."""
    from engine.cards.library.triggers import summoner

    return any(ev.kind == "summoned" and ev.data.get("special") and summoner(ev) != ctx.player
               for ev in events)


def if_it_leaves_the_field_this_turn(group: Any, act: Callable[[Ctx, Card, int], Any]) -> Act:
    """"If it leaves the field this turn, ...": for each card of the group, ``act(ctx, card,
    controller)``
    happens at once when it leaves (not a Chain Link), until the end of this turn."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g, turn = ctx.g, ctx.g.state.turn
        cards = g_.candidates(ctx)
        for card in cards:
            controller = card.controller

            def on_leave(_event: str, card: Card = card, controller: int = controller) -> None:
                if g.state.turn == turn:
                    act(ctx, card, controller)

            g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, card=card,
                                         expires_turn=turn, data={"on_card_leaves": on_leave}))
        return cards or None
        yield  # pragma: no cover

    return Act(run, text="if it leaves the field this turn")


def damage_its_controller_original_atk(ctx: Ctx, card: Card, controller: int) -> None:
    """"Its controller takes damage equal to its original ATK"."""
    from engine.modifiers import original_atk

    ctx.g.damage(controller, original_atk(card), by=ctx.player)


def summon_tokens(name: str, count: int = 1, *, to: Who = you,
                  position: tuple[str, ...] = ("attack", "defense"),
                  atk: Callable[[Ctx], int] | None = None,
                  defense: Callable[[Ctx], int] | None = None) -> Act:
    """"Special Summon N "<name>"s (to your opponent's field)": ``name`` is the Token's card
    name; ``atk``/``defense`` set its ATK/DEF ("equal to ..."). The player who Summons them
    chooses zones and positions, on either field (seed 003 p. 45)."""
    from engine.procedures.abilities import create_tokens

    def player_of(ctx: Ctx) -> int:
        return to(ctx)[0]

    def run(ctx: Ctx) -> Proc:
        if _two_or_more_at_once_forbidden(ctx, count):
            return []  # the lock came after activation: none of them is Summoned
        made = yield from create_tokens(ctx.g, player_of(ctx), name, count, position,
                                        by=ctx.player, source=ctx.card, chooser=ctx.player)
        for token in made:
            if atk is not None:
                token.flags["base_atk"] = atk(ctx)
            if defense is not None:
                token.flags["base_def"] = defense(ctx)
        if made:
            ctx.g.changed()
        return made

    def possible(ctx: Ctx) -> bool:
        return (len(ctx.g.free_zones(player_of(ctx), "monsters")) >= count
                and not _two_or_more_at_once_forbidden(ctx, count))

    return Act(run, {cat.SPECIAL_SUMMON, cat.TOKEN}, possible=possible, text="Special Summon Tokens")


def _two_or_more_at_once_forbidden(ctx: Ctx, count: int) -> bool:
    """A fixed number of 2+ Tokens is Summoned at the same time: under "neither player can
    Special Summon 2 or more monsters at the same time" the card cannot be activated, and
    summons nothing if the lock applies only on resolution (``Code.ONE_SPECIAL_SUMMON_AT_A_TIME``)."""
    from engine.continuous import Code
    from engine.modifiers import ask

    return count >= 2 and bool(ask(ctx.g, Code.ONE_SPECIAL_SUMMON_AT_A_TIME, ctx.player))


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
    "damage_its_controller_original_atk",
    "declare_card_name",
    "declared_name",
    "draw_each",
    "draw_until",
    "during_the_end_phase",
    "each_time_this_turn",
    "end_the_battle_phase",
    "excavate",
    "if_it_leaves_the_field_this_turn",
    "it_becomes_the_end_phase",
    "keep_as_target",
    "keep_one_monster_of_each_type",
    "look_at",
    "once_this_turn",
    "opponent_special_summons",
    "pay_lp_or_destroy",
    "reveal",
    "run_now",
    "skip_your_next_turn",
    "stays_on_field",
    "summon_tokens",
    "this_cards_target",
    "when_they_leave_destroy_this_card",
    "when_this_card_leaves_destroy",
]
