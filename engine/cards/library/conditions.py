"""Activation conditions: "When ...", "during your turn", "while you control ...".

    Activate(condition=opponent_attacks, ...)                       # Mirror Force
    Activate(condition=opponent_summons(NORMAL, FLIP, where=atk_at_least(1000)), ...)
    Quick(condition=activated(categories=FROM_DECK), ...)           # Ash Blossom
    Activate(condition=your_turn & exists(you_control(race("Dragon") & face_up)), ...)

A :class:`Cond` is a test ``ctx -> bool`` checked when the effect would be activated
(``&``, ``|``, ``~`` combine them). "When a card or effect is activated" conditions look
at the Chain Link the new one would answer: the last one (seed 004, Counter Traps).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine.cards.library.filters import Filter
from engine.cards.library.groups import Fixed, as_group
from engine.cards.library.triggers import _kind_matches
from engine.state import Card

if TYPE_CHECKING:
    from engine.effects import ChainLink, Ctx


class Cond:
    """A test on the moment an effect would be activated.

    ``a & b & c`` is one flat test (``_all``: ``a``'s tests then ``c``), run in order up to
    the first false one — the value the nested form gave — with fewer Python calls (the
    conditions are asked at every chance to activate); ``|`` the same with ``_any``."""

    __slots__ = ("_all", "_any", "test", "text")

    def __init__(self, test: Callable[[Ctx], bool], text: str = "") -> None:
        self.test = test
        self.text = text
        #: the tests this condition is the conjunction (``_all``) / disjunction (``_any``) of
        self._all: tuple[Callable[[Ctx], bool], ...] = (test,)
        self._any: tuple[Callable[[Ctx], bool], ...] = (test,)

    def __call__(self, ctx: Ctx) -> bool:
        return self.test(ctx)

    def __and__(self, other: Any) -> Cond:
        tests = self._all + as_cond(other)._all
        out = Cond(_conjunction(tests), f"{self.text} and {getattr(other, 'text', '')}")
        out._all = tests
        return out

    def __or__(self, other: Any) -> Cond:
        tests = self._any + as_cond(other)._any
        out = Cond(_disjunction(tests), f"{self.text} or {getattr(other, 'text', '')}")
        out._any = tests
        return out

    def __invert__(self) -> Cond:
        a = self.test
        return Cond(lambda ctx: not a(ctx), f"not {self.text}")


def _conjunction(tests: tuple[Callable[[Ctx], bool], ...]) -> Callable[[Ctx], bool]:
    """``t1(ctx) and t2(ctx) and ...`` (the value of the first false test, else the last)."""
    if len(tests) == 2:
        a, b = tests
        return lambda ctx: a(ctx) and b(ctx)
    if len(tests) == 3:
        a, b, c = tests
        return lambda ctx: a(ctx) and b(ctx) and c(ctx)
    head, last = tests[:-1], tests[-1]

    def every(ctx: Ctx) -> bool:
        for t in head:
            value = t(ctx)
            if not value:
                return value
        return last(ctx)

    return every


def _disjunction(tests: tuple[Callable[[Ctx], bool], ...]) -> Callable[[Ctx], bool]:
    """``t1(ctx) or t2(ctx) or ...`` (the value of the first true test, else the last)."""
    if len(tests) == 2:
        a, b = tests
        return lambda ctx: a(ctx) or b(ctx)
    if len(tests) == 3:
        a, b, c = tests
        return lambda ctx: a(ctx) or b(ctx) or c(ctx)
    head, last = tests[:-1], tests[-1]

    def some(ctx: Ctx) -> bool:
        for t in head:
            value = t(ctx)
            if value:
                return value
        return last(ctx)

    return some


def as_cond(x: Any) -> Cond:
    return x if isinstance(x, Cond) else Cond(x)


# ------------------------------------------------------------------ turn and phase
your_turn = Cond(lambda ctx: ctx.g.state.turn_player == ctx.player, "during your turn")
opponents_turn = Cond(lambda ctx: ctx.g.state.turn_player != ctx.player,
                      "during your opponent's turn")


def in_phase(*phases: str) -> Cond:
    """During one of these phases ("main1", "battle", "main2", "end", ...)."""
    wanted = frozenset(phases)
    return Cond(lambda ctx: ctx.g.state.phase in wanted, "during " + "/".join(phases))


in_main_phase = in_phase("main1", "main2")
in_battle_phase = in_phase("battle")
#: "At the end of the Battle Phase": the End Step (seed 003 p. 33)
end_of_battle_phase = Cond(lambda ctx: ctx.g.state.phase == "battle" and ctx.g.state.step == "end",
                           "at the end of the Battle Phase")
your_main_phase = your_turn & in_main_phase
opponents_main_phase = opponents_turn & in_main_phase
in_damage_calculation = Cond(lambda ctx: ctx.g.state.step == "damage_calc",
                             "during damage calculation")


# ------------------------------------------------------------------ what exists
def exists(group: Any, count: int = 1) -> Cond:
    """"If there is / you control ...": the group has ``count`` or more cards now."""
    g_ = as_group(group)
    return Cond(lambda ctx: g_.at_least(ctx, count), f"if {g_.what} exists")


def more_than(group: Any, other: Any) -> Cond:
    """"If <group> outnumbers <other>" ("if your opponent controls more monsters than you do":
    ``more_than(opponent_controls(monster), you_control(monster))``)."""
    a, b = as_group(group), as_group(other)
    return Cond(lambda ctx: len(a.candidates(ctx)) > len(b.candidates(ctx)),
                f"if there are more {a.what} than {b.what}")


def none_exist(group: Any) -> Cond:
    """"If you control no monsters" and the like."""
    g_ = as_group(group)
    return Cond(lambda ctx: not g_.at_least(ctx, 1), f"if no {g_.what}")


def hand_size(*, yours: tuple[int, int | None] | None = None,
              opponents: tuple[int, int | None] | None = None) -> Cond:
    """Hand sizes within bounds (low, high or None), e.g. Gamble's "your opponent has 6 or
    more cards in their hand and you have 2 or less": ``hand_size(opponents=(6, None),
    yours=(0, 2))``. The card being activated is not counted: it has left the hand."""

    def count(ctx: Ctx, player: int) -> int:
        return sum(1 for c in ctx.g.state.players[player].hand if c is not ctx.card)

    def within(n: int, bounds: tuple[int, int | None] | None) -> bool:
        return bounds is None or (n >= bounds[0] and (bounds[1] is None or n <= bounds[1]))

    return Cond(lambda ctx: within(count(ctx, ctx.player), yours)
                and within(count(ctx, ctx.opponent), opponents), "hand sizes")


def _cards_controlled(ctx: Ctx, player: int) -> int:
    """The cards ``player`` controls on the field: the effect's own card among them while it is
    there (a Set Evenly Matched is a card you control), not while it is in the hand."""
    return len(ctx.g.state.players[player].field_cards())


#: "If both players control the same number of monsters".
same_number_of_monsters = Cond(lambda ctx: len(ctx.g.monsters(0)) == len(ctx.g.monsters(1)),
                               "if both players control the same number of monsters")


def _since_main_phase_1_began(ctx: Ctx) -> list[Any] | None:
    log = ctx.g.log
    for i in range(len(log) - 1, -1, -1):
        ev = log[i]
        if ev.kind == "phase":
            return log[i + 1:] if ev.data.get("phase") == "main1" else None
        if ev.kind == "turn":
            return None
    return None


#: "At the start of your Main Phase 1": nothing has been done in it yet.
start_of_main_phase_1 = Cond(
    lambda ctx: (ctx.g.state.turn_player == ctx.player and ctx.g.state.phase == "main1"
                 and _since_main_phase_1_began(ctx) == []),
    "at the start of your Main Phase 1")


#: "If your opponent controls more cards than you do" (this card is not counted).
opponent_controls_more_cards = Cond(
    lambda ctx: _cards_controlled(ctx, ctx.opponent) > _cards_controlled(ctx, ctx.player),
    "if your opponent controls more cards than you do")


equipping = Cond(lambda ctx: ctx.card.face_up and ctx.card.equipped_to is not None,
                 "while this card is equipped to a monster")


def this_card_is(f: Filter) -> Cond:
    """"If this card is ..." (``this_card_is(co_linked)``)."""
    return Cond(lambda ctx: f.test(ctx, ctx.card), f"if this card is {f.text}")


#: "If this card was Set before activation" (a Trap activated from the hand was not).
activated_while_set = Cond(lambda ctx: bool(ctx.data.get("was_set")),
                           "if this card was Set before activation")
def summoned_this_turn(*kinds: str) -> Cond:
    """"If this card was (Normal) Summoned this turn" (``kinds`` as for ``summoned``)."""
    return Cond(lambda ctx: (ctx.card.in_monster_zone
                             and ctx.card.summoned_turn == ctx.g.state.turn
                             and _kind_matches(ctx.card.summon_kind, kinds)),
                "if this card was Summoned this turn")


no_chain = Cond(lambda ctx: not ctx.g.chain or (ctx.link is not None and ctx.g.chain[0] is ctx.link),
                "while no chain is being built (as Chain Link 1)")


#: Every card targeted on activation still qualifies ("shuffle all 5 into the Deck"): if one
#: is gone, the effect does nothing.
all_targets_remain = Cond(lambda ctx: bool(ctx.targets) and len(ctx.valid_targets()) == len(ctx.targets),
                          "if every target remains")


def could(action: Any) -> Cond:
    """"If X could be done now": the action's own check (a Special Summon needs a free zone
    and a monster that can be Summoned) — for an effect whose first step is something else."""
    from engine.cards.library.action import as_action

    act = as_action(action)
    return Cond(act.can, f"if {act.text or 'it'} can be done")


def remembered(key: str) -> Cond:
    """What the effect noted when it was activated (``remember={key: cond}`` on the kind):
    "if this card was co-linked when this effect was activated"."""
    return Cond(lambda ctx: bool(ctx.data.get(key)), f"if {key} on activation")


def those_were(f: Filter) -> Cond:
    """The cards the previous action moved include one matching ``f`` ("if it was a Flip
    monster")."""
    from engine.cards.library.groups import those_cards

    return Cond(lambda ctx: any(f.test(ctx, c) for c in those_cards.candidates(ctx)),
                f"if it was {f.text}")


# ------------------------------------------------------------------ attacks
def _window(ctx: Ctx, kind: str) -> bool:
    return any(ev.kind == kind for ev in ctx.g.window_events)


opponent_attacks = Cond(
    lambda ctx: (ctx.g.attack is not None and ctx.g.attack.attacker.controller != ctx.player
                 and _window(ctx, "attack_declared")),
    "when an opponent's monster declares an attack")
opponent_attacks_directly = Cond(
    lambda ctx: (ctx.g.attack is not None and ctx.g.attack.attacker.controller != ctx.player
                 and ctx.g.attack.target is None and _window(ctx, "attack_declared")),
    "when an opponent's monster declares a direct attack")


def this_card_attacks(f: Filter) -> Cond:
    """"If this card attacks a <f> monster" (during that attack, before the Damage Step)."""
    return Cond(lambda ctx: (ctx.g.attack is not None and ctx.g.attack.attacker is ctx.card
                             and ctx.g.attack.target is not None
                             and f.test(ctx, ctx.g.attack.target) and not ctx.g.damage_step),
                f"if this card attacks a {f.text} monster")


#: "During the Damage Step" (from its start; with ``damage_step=True``, until damage
#: calculation): not in the Battle Step, where the attack is declared (seed 003 Damage Step).
during_the_damage_step = Cond(lambda ctx: ctx.g.attack is not None and ctx.g.damage_step,
                              "during the Damage Step")
a_monster_attacks = Cond(lambda ctx: ctx.g.attack is not None and _window(ctx, "attack_declared"),
                         "when a monster declares an attack")
opponent_monster_battles = Cond(
    lambda ctx: ctx.g.attack is not None and ctx.g.attack.attacker.controller != ctx.player,
    "while an opponent's monster attacks")


# ------------------------------------------------------------------ Summons
def _summoned_now(ctx: Ctx, kinds: tuple[str, ...], where: Filter | None,
                  by: str) -> list[Card]:
    out = []
    for ev in ctx.g.window_events:
        c = ev.card
        if ev.kind != "summoned" or c is None or not c.is_face_up_monster:
            continue
        if by == "opponent" and ev.player == ctx.player:
            continue
        if by == "you" and ev.player != ctx.player:
            continue
        if not _kind_matches(ev.data.get("kind"), kinds):
            continue
        if where is None or where.test(ctx, c):
            out.append(c)
    return out


def opponent_summons(*kinds: str, where: Filter | None = None) -> Cond:
    """"When your opponent (Normal / Flip / Special) Summons a monster (with ...)"; the
    monster is ``summoned_monster(...)`` with the same arguments."""
    return Cond(lambda ctx: bool(_summoned_now(ctx, kinds, where, "opponent")),
                "when your opponent Summons a monster")


def monster_summoned(*kinds: str, where: Filter | None = None) -> Cond:
    """"When a monster is (Normal / Special) Summoned" (either player's)."""
    return Cond(lambda ctx: bool(_summoned_now(ctx, kinds, where, "both")),
                "when a monster is Summoned")


def summoned_monsters(*kinds: str, where: Filter | None = None, by_opponent: bool = True) -> Fixed:
    """"That monster(s)": every monster whose Summon opened this window and still matches
    (not targeted: Bottomless Trap Hole destroys them all)."""
    by = "opponent" if by_opponent else "both"
    return Fixed(lambda ctx: [c for c in _summoned_now(ctx, kinds, where, by) if c.in_monster_zone],
                 "the Summoned monsters")


def summoned_monster(*kinds: str, where: Filter | None = None, by_opponent: bool = True) -> Fixed:
    """"That monster": the first monster whose Summon opened this window (targeted, not
    asked)."""
    by = "opponent" if by_opponent else "both"
    return Fixed(lambda ctx: _summoned_now(ctx, kinds, where, by)[:1], "the Summoned monster")


# ------------------------------------------------------------------ activations
def last_link(ctx: Ctx) -> ChainLink | None:
    """The Chain Link this activation answers: the one before it (seed 004)."""
    chain = ctx.g.chain
    if not chain:
        return None
    if ctx.link is not None and ctx.link in chain:
        index = chain.index(ctx.link)
        return chain[index - 1] if index > 0 else None
    return chain[-1]


def link_categories(link: ChainLink) -> frozenset[str]:
    """What a Chain Link's effect does: its effect's categories, or those of the effect chosen
    on activation ("Activate 1 of these effects")."""
    chosen: frozenset[str] | None = link.ctx.data.get("categories")
    return chosen if chosen is not None else frozenset(link.effect.categories)


def activated(*, by_opponent: bool = False, spell: bool = False, trap: bool = False,
              monster_effect: bool = False, card_activation: bool | None = None,
              categories: Iterable[str] = (), targets: Filter | None = None,
              negatable: bool = False, where: tuple[str, ...] = (), face_up_card: bool = False,
              test: Callable[[Ctx, ChainLink], bool] | None = None) -> Cond:
    """"When a card or effect is activated ..." — of the Chain Link this would answer:
    ``spell``/``trap``: a Spell/Trap Card's activation (``card_activation=False``: any of
    its effects); ``monster_effect``: a monster's effect; ``categories``: that includes any
    of these (e.g. ``{DESTROY}`` "that would destroy a card"); ``targets``: that targets a
    card matching the filter; ``negatable``: whose effect can still be negated (not already
    negated, not "cannot be negated"); ``where``: activated while the card was in one of
    these places ("in the GY", "a monster on the field"); ``face_up_card``: the effect of a
    card already face-up on the field, not a card's activation; ``test(ctx, link)`` anything
    else."""
    wanted = frozenset(categories)
    kinds = [k for k, on in (("Spell", spell), ("Trap", trap)) if on]
    is_card = card_activation if card_activation is not None else bool(kinds) and not face_up_card

    def check(ctx: Ctx) -> bool:
        link = last_link(ctx)
        if link is None or link.negated:
            return False
        if negatable and (link.effect_negated or link.effect.extra.get("cannot_be_negated")):
            return False
        if by_opponent and link.player == ctx.player:
            return False
        data = link.card.data
        if kinds and not (data.card_type in kinds and (link.is_card_activation or not is_card)):
            return False
        if monster_effect and not (data.is_monster and not link.is_card_activation):
            return False
        if where and link.ctx.data.get("activated_from") not in where:
            return False
        if face_up_card and link.is_card_activation:
            return False
        if wanted and wanted.isdisjoint(link_categories(link)):
            return False
        if targets is not None and not any(targets.test(ctx, c) for c in link.ctx.targets):
            return False
        return test is None or test(ctx, link)

    return Cond(check, "when a card or effect is activated")


# ------------------------------------------------------------------ what happened this turn
def _this_turn(ctx: Ctx) -> list[Any]:
    from engine.procedures.abilities import events_this_turn

    return events_this_turn(ctx.g)


def opponent_activated_this_turn(*, monster_effect: bool = False,
                                 during_your_main_phase: bool = False) -> Cond:
    """"If your opponent has activated a (monster effect) (during your Main Phase) this turn"."""

    def test(ctx: Ctx) -> bool:
        for ev in _this_turn(ctx):
            if ev.kind != "activated" or ev.player == ctx.player or ev.card is None:
                continue
            if monster_effect and (ev.data.get("card_activation") or not ev.card.data.is_monster):
                continue
            if during_your_main_phase and (ctx.g.state.turn_player != ctx.player
                                           or ev.data.get("phase") not in ("main1", "main2")):
                continue
            return True
        return False

    return Cond(test, "if your opponent activated an effect this turn")


def opponent_summoned_this_turn(count: int, *kinds: str) -> Cond:
    """"If your opponent has (Normal or Special) Summoned N or more monsters this turn" (each
    monster counts: 4 Tokens Summoned together are 4)."""

    def test(ctx: Ctx) -> bool:
        n = sum(1 for ev in _this_turn(ctx) if ev.kind == "summoned" and ev.player != ctx.player
                and _kind_matches(ev.data.get("kind"), kinds))
        return n >= count

    return Cond(test, f"if your opponent Summoned {count} or more monsters this turn")


__all__ = [
    "Cond",
    "a_monster_attacks",
    "activated",
    "activated_while_set",
    "all_targets_remain",
    "as_cond",
    "could",
    "during_the_damage_step",
    "end_of_battle_phase",
    "equipping",
    "exists",
    "hand_size",
    "in_battle_phase",
    "in_damage_calculation",
    "in_main_phase",
    "in_phase",
    "last_link",
    "link_categories",
    "monster_summoned",
    "more_than",
    "no_chain",
    "none_exist",
    "opponent_activated_this_turn",
    "opponent_attacks",
    "opponent_attacks_directly",
    "opponent_controls_more_cards",
    "opponent_monster_battles",
    "opponent_summoned_this_turn",
    "opponent_summons",
    "opponents_main_phase",
    "opponents_turn",
    "remembered",
    "same_number_of_monsters",
    "start_of_main_phase_1",
    "summoned_monster",
    "summoned_monsters",
    "summoned_this_turn",
    "this_card_attacks",
    "this_card_is",
    "those_were",
    "your_main_phase",
    "your_turn",
]
