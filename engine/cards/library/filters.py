"""Filters: which cards a card's text speaks of, as an algebra.

    monster & face_up & level_at_most(4) & archetype("Salamangreat") & ~this_card

A :class:`Filter` is a test ``(ctx, card) -> bool`` evaluated for the effect whose context
is ``ctx`` (so ``yours`` means "controlled by the player using this effect", and
``this_card`` the card the effect belongs to). ``&``, ``|`` and ``~`` combine filters.

Values read as card text reads them: on the field the current values (ATK after
modifiers, the current Level), elsewhere the printed ones; "monster" on the field means
a card in a Monster Zone (a Pendulum Monster in a Pendulum Zone is a Spell there), off
the field a Monster Card. A printed "?" ATK/DEF matches no ATK/DEF bound off the field.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from engine.modifiers import current_atk, current_def, current_level, current_name, is_negated
from engine.state import EXTRA_MONSTERS, FIELD, GY, MONSTERS, SPELLS, Card

if TYPE_CHECKING:
    from engine.effects import Ctx

Test = Callable[["Ctx", Card], bool]


class Filter:
    """A test on a card, combinable with ``&``, ``|`` and ``~``.

    ``a & b & c`` is one flat test, not a lambda calling a lambda: ``(a & b) & c`` keeps the
    tests of ``a & b`` (``_all``) and adds ``c``, and the test runs them in that order,
    stopping at the first false one — exactly what the nested form computed (the same
    value: ``x and y and z`` is ``(x and y) and z``), with fewer Python calls. ``|`` the
    same with ``_any``. Composed filters are built when card modules are imported, and
    evaluated for every card of every group asked about."""

    __slots__ = ("_all", "_any", "test", "text")

    def __init__(self, test: Test, text: str = "card") -> None:
        self.test = test
        self.text = text
        #: the tests this filter is the conjunction (``_all``) or disjunction (``_any``) of
        self._all: tuple[Test, ...] = (test,)
        self._any: tuple[Test, ...] = (test,)

    def __call__(self, ctx: Ctx, card: Card) -> bool:
        return self.test(ctx, card)

    def __and__(self, other: Filter) -> Filter:
        tests = self._all + other._all
        out = Filter(_conjunction(tests), f"{self.text} & {other.text}")
        out._all = tests
        return out

    def __or__(self, other: Filter) -> Filter:
        tests = self._any + other._any
        out = Filter(_disjunction(tests), f"({self.text} | {other.text})")
        out._any = tests
        return out

    def __invert__(self) -> Filter:
        a = self.test
        return Filter(lambda ctx, c: not a(ctx, c), f"~{self.text}")

    def __repr__(self) -> str:
        return f"<Filter {self.text}>"


def _conjunction(tests: tuple[Test, ...]) -> Test:
    """``t1 and t2 and ...`` in order (the value of the first false test, else the last)."""
    if len(tests) == 2:
        a, b = tests
        return lambda ctx, c: a(ctx, c) and b(ctx, c)
    if len(tests) == 3:
        a, b, d = tests
        return lambda ctx, c: a(ctx, c) and b(ctx, c) and d(ctx, c)
    if len(tests) == 4:
        a, b, d, e = tests
        return lambda ctx, c: a(ctx, c) and b(ctx, c) and d(ctx, c) and e(ctx, c)
    head, last = tests[:-1], tests[-1]

    def every(ctx: Ctx, c: Card) -> bool:
        for t in head:
            value = t(ctx, c)
            if not value:
                return value
        return last(ctx, c)

    return every


def _disjunction(tests: tuple[Test, ...]) -> Test:
    """``t1 or t2 or ...`` in order (the value of the first true test, else the last)."""
    if len(tests) == 2:
        a, b = tests
        return lambda ctx, c: a(ctx, c) or b(ctx, c)
    if len(tests) == 3:
        a, b, d = tests
        return lambda ctx, c: a(ctx, c) or b(ctx, c) or d(ctx, c)
    head, last = tests[:-1], tests[-1]

    def some(ctx: Ctx, c: Card) -> bool:
        for t in head:
            value = t(ctx, c)
            if value:
                return value
        return last(ctx, c)

    return some


class _ThisCard(Filter):
    """``this_card``: as a filter, the card the effect belongs to; where cards are expected
    (``discard(this_card)``), that card itself."""


def where(test: Test, text: str = "custom") -> Filter:
    """A filter from any test ``(ctx, card) -> bool`` (for what no named filter says)."""
    return Filter(test, text)


# ------------------------------------------------------------------ what a card is
any_card = Filter(lambda ctx, c: True, "card")
this_card = _ThisCard(lambda ctx, c: c is ctx.card, "this card")


def _is_monster(ctx: Ctx, c: Card) -> bool:
    # ``c.on_field and c.location in (MONSTERS, EXTRA_MONSTERS) or c.data.is_monster`` off
    # it, without the properties' calls (the most asked test of all)
    loc = c.location
    if loc == MONSTERS or loc == EXTRA_MONSTERS:
        return True
    if loc == SPELLS or loc == FIELD:
        return False
    return c.data.card_type == "Monster"


def _is_spell_trap(ctx: Ctx, c: Card) -> bool:
    loc = c.location
    if loc == SPELLS or loc == FIELD:
        return True
    if loc == MONSTERS or loc == EXTRA_MONSTERS:
        return False
    return c.data.card_type != "Monster"


monster = Filter(_is_monster, "monster")
spell_trap = Filter(_is_spell_trap, "Spell/Trap")
spell = Filter(lambda ctx, c: _is_spell_trap(ctx, c) and (c.data.is_spell or c.data.is_monster),
               "Spell")
trap = Filter(lambda ctx, c: _is_spell_trap(ctx, c) and c.data.is_trap, "Trap")
face_up = Filter(lambda ctx, c: c.face_up, "face-up")
face_down = Filter(lambda ctx, c: not c.face_up, "face-down")
attack_position = Filter(lambda ctx, c: c.in_monster_zone and c.position == "attack",
                         "Attack Position")
defense_position = Filter(lambda ctx, c: c.in_monster_zone and c.position == "defense",
                          "Defense Position")
on_the_field = Filter(lambda ctx, c: c.on_field, "on the field")
in_extra_monster_zone = Filter(lambda ctx, c: c.location == "extra_monsters",
                               "in the Extra Monster Zone")
#: A monster the battle in progress has destroyed: it stays on the field until the end of the
#: Damage Step (seed 003 "Damage Step"), but is no longer a valid target.
destroyed_by_battle = Filter(lambda ctx, c: ctx.g.attack is not None and c in ctx.g.attack.destroyed,
                             "destroyed by battle")
in_gy = Filter(lambda ctx, c: c.location == GY, "in the GY")


def kind(*kinds: str) -> Filter:
    """Printed card kinds, any of them: "Effect", "Tuner", "Fusion", "Quick-Play", "Equip"..."""
    wanted = frozenset(kinds)
    return Filter(lambda ctx, c: not wanted.isdisjoint(c.data.kinds), "/".join(kinds))


def _treated_as_normal_where_it_is(ctx: Ctx, c: Card) -> bool:
    """"This card is treated as a Normal Monster while in the hand or GY": the card's
    ``extra={"normal_monster_in": ("hand", "gy")}`` names the places (seed 004 Glossary)."""
    script = ctx.g.script(c)
    return script is not None and c.location in script.extra.get("normal_monster_in", ())


normal_monster = Filter(lambda ctx, c: c.data.is_normal_monster
                        or _treated_as_normal_where_it_is(ctx, c), "Normal Monster")
effect_monster = Filter(lambda ctx, c: c.data.is_monster and c.data.has("Effect"), "Effect Monster")
tuner = Filter(lambda ctx, c: c.data.is_tuner or (c.on_field and _treated_as_tuner(ctx, c)), "Tuner")
non_tuner = monster & ~tuner
token = Filter(lambda ctx, c: c.data.is_token, "Token")
fusion_monster = kind("Fusion")
synchro_monster = kind("Synchro")
xyz_monster = kind("Xyz")
link_monster = kind("Link")
ritual_monster = Filter(lambda ctx, c: c.data.is_monster and c.data.has("Ritual"), "Ritual Monster")
pendulum_monster = kind("Pendulum")
extra_deck_monster = Filter(lambda ctx, c: c.data.is_extra_deck, "Extra Deck monster")
negated = Filter(lambda ctx, c: is_negated(ctx.g, c), "negated")


def _treated_as_tuner(ctx: Ctx, c: Card) -> bool:
    from engine.modifiers import ask

    return bool(ask(ctx.g, "tuner", c))


# ------------------------------------------------------------------ whose
yours = Filter(lambda ctx, c: (c.controller if c.on_field else c.owner) == ctx.player, "yours")
opponents = Filter(lambda ctx, c: (c.controller if c.on_field else c.owner) != ctx.player,
                   "your opponent's")

#: Tests that read the card's own facts only: they never note a reason (``engine.why_not``)
#: nor fail on any card, so a search may skip cards they would turn down (``groups._plan``).
PURE_TESTS = frozenset(f.test for f in (any_card, face_up, face_down, attack_position,
                                        defense_position, on_the_field, in_extra_monster_zone,
                                        in_gy, yours, opponents))


# ------------------------------------------------------------------ printed facts
def attribute(*attributes: str) -> Filter:
    wanted = frozenset(attributes)
    return Filter(lambda ctx, c: c.data.attribute in wanted, "/".join(attributes))


def race(*races: str) -> Filter:
    """A monster Type ("Warrior", "Dragon"): card text's Type, the database's ``race``."""
    wanted = frozenset(races)
    return Filter(lambda ctx, c: c.data.is_monster and c.data.race in wanted, "/".join(races))


#: Where "this card's name becomes X" can apply (the field, and the GY when its text says so).
_RENAMED_IN = frozenset((MONSTERS, EXTRA_MONSTERS, GY))


def named(*names: str) -> Filter:
    """"<name>": the name the card is treated as now (``current_name``: "this card's name
    becomes X" on the field, or in the GY when its text says so), else the printed name."""
    wanted = frozenset(names)

    def test(ctx: Ctx, c: Card) -> bool:
        if ctx is None or c.location not in _RENAMED_IN:
            return c.data.name in wanted
        return current_name(ctx.g, c) in wanted

    return Filter(test, " or ".join(f'"{n}"' for n in names))


@cache
def _setcodes(name: str) -> tuple[int, ...]:
    from engine.cards.database import load_archetype_names

    return tuple(code for code, n in load_archetype_names().items() if n == name)


def archetype(*names: str) -> Filter:
    """A "Name" card: an archetype, sub-archetypes included (archetypes.json setcodes)."""
    codes = tuple(code for n in names for code in _setcodes(n))
    wanted = frozenset(names)

    if not codes:
        return Filter(lambda ctx, c: not wanted.isdisjoint(c.data.archetypes),
                      "/".join(f'"{n}"' for n in names))
    #: the answer by a card's setcodes (the only fact ``in_archetype`` reads)
    known: dict[tuple[int, ...], bool] = {}

    def test(ctx: Ctx, c: Card) -> bool:
        setcodes = c.data.setcodes
        found = known.get(setcodes)
        if found is None:
            found = known[setcodes] = any(c.data.in_archetype(code) for code in codes)
        return found

    return Filter(test, "/".join(f'"{n}"' for n in names))


# ------------------------------------------------------------------ numbers
def _level(ctx: Ctx, c: Card) -> int | None:
    if not c.data.is_monster or not c.data.level:
        return None  # Xyz and Link Monsters have no Level
    return current_level(ctx.g, c) if c.on_field else c.data.level


def level(n: int) -> Filter:
    return Filter(lambda ctx, c: _level(ctx, c) == n, f"Level {n}")


def level_at_most(n: int) -> Filter:
    return Filter(lambda ctx, c: (lv := _level(ctx, c)) is not None and lv <= n,
                  f"Level {n} or lower")


def level_at_least(n: int) -> Filter:
    return Filter(lambda ctx, c: (lv := _level(ctx, c)) is not None and lv >= n,
                  f"Level {n} or higher")


def rank(n: int) -> Filter:
    return Filter(lambda ctx, c: c.data.is_xyz and c.data.rank == n, f"Rank {n}")


def link_rating(n: int) -> Filter:
    return Filter(lambda ctx, c: c.data.is_link and c.data.link_rating == n, f"Link-{n}")


def _atk(ctx: Ctx, c: Card) -> int | None:
    if c.on_field:
        return current_atk(ctx.g, c) if c.in_monster_zone and c.face_up else None
    value = c.data.atk
    return value if value is not None and value >= 0 else None


def _def(ctx: Ctx, c: Card) -> int | None:
    if c.data.is_link:
        return None
    if c.on_field:
        return current_def(ctx.g, c) if c.in_monster_zone and c.face_up else None
    value = c.data.defense
    return value if value is not None and value >= 0 else None


def atk_at_most(n: int) -> Filter:
    return Filter(lambda ctx, c: (v := _atk(ctx, c)) is not None and v <= n, f"{n} or less ATK")


def atk_at_least(n: int) -> Filter:
    return Filter(lambda ctx, c: (v := _atk(ctx, c)) is not None and v >= n, f"{n} or more ATK")


def def_at_most(n: int) -> Filter:
    return Filter(lambda ctx, c: (v := _def(ctx, c)) is not None and v <= n, f"{n} or less DEF")


def def_at_least(n: int) -> Filter:
    return Filter(lambda ctx, c: (v := _def(ctx, c)) is not None and v >= n, f"{n} or more DEF")


# ------------------------------------------------------------------ relations to this card
equipped_monster = Filter(lambda ctx, c: ctx.card.equipped_to is c and c.in_monster_zone,
                          "the equipped monster")


def _pointed(ctx: Ctx, c: Card) -> bool:
    from engine.procedures.extra_summons import pointed_monsters

    return c in pointed_monsters(ctx.g, ctx.card)


pointed_to = Filter(_pointed, "a monster this card points to")


def _co_linked(ctx: Ctx, c: Card) -> bool:
    """Two Link Monsters whose Link Arrows point to each other are co-linked (seed 002 03.6)."""
    from engine.procedures.extra_summons import pointed_monsters

    if not (c.data.is_link and c.in_monster_zone and c.face_up):
        return False
    return any(other.data.is_link and c in pointed_monsters(ctx.g, other)
               for other in pointed_monsters(ctx.g, c))


co_linked = Filter(_co_linked, "co-linked")


def _same_column(ctx: Ctx, c: Card) -> bool:
    """In this card's column: the column it stood in when its effect was activated (it may
    have left the field since), else the one it stands in now."""
    from engine.zones import column

    mine = ctx.data.get("column")
    if mine is None:
        mine = column(ctx.card)
    return mine is not None and column(c) == mine


in_this_column = Filter(_same_column, "in this card's column")

def has_more_monsters(ctx: Ctx, player: int) -> bool:
    """Does ``player`` control more monsters than their opponent?"""
    return len(ctx.g.monsters(player)) > len(ctx.g.monsters(1 - player))


#: "Monsters of the player who controls more monsters" (Mystic Mine).
of_the_player_with_more_monsters = Filter(lambda ctx, c: c.on_field and has_more_monsters(ctx, c.controller),
                                          "controlled by the player with more monsters")

_NOT_SPECIAL = frozenset({"normal", "tribute", "gemini", "flip"})


def _special_summoned(ctx: Ctx, c: Card) -> bool:
    return c.in_monster_zone and c.summon_kind is not None and c.summon_kind not in _NOT_SPECIAL


#: "A Special Summoned monster" (on the field, Summoned by any Special Summon).
special_summoned = Filter(_special_summoned, "Special Summoned")
#: "Special Summoned this turn" ("1 of those monsters" for an effect that answers the Summon).
def _special_summoned_this_turn(ctx: Ctx, c: Card) -> bool:
    return _special_summoned(ctx, c) and c.summoned_turn == ctx.g.state.turn


special_summoned_this_turn = Filter(_special_summoned_this_turn, "Special Summoned this turn")


__all__ = [
    "Filter",
    "any_card",
    "archetype",
    "atk_at_least",
    "atk_at_most",
    "attack_position",
    "attribute",
    "co_linked",
    "def_at_least",
    "def_at_most",
    "defense_position",
    "destroyed_by_battle",
    "effect_monster",
    "equipped_monster",
    "extra_deck_monster",
    "face_down",
    "face_up",
    "fusion_monster",
    "has_more_monsters",
    "in_extra_monster_zone",
    "in_gy",
    "in_this_column",
    "kind",
    "level",
    "level_at_least",
    "level_at_most",
    "link_monster",
    "link_rating",
    "monster",
    "named",
    "negated",
    "non_tuner",
    "normal_monster",
    "of_the_player_with_more_monsters",
    "on_the_field",
    "opponents",
    "pendulum_monster",
    "pointed_to",
    "race",
    "rank",
    "ritual_monster",
    "special_summoned",
    "special_summoned_this_turn",
    "spell",
    "spell_trap",
    "synchro_monster",
    "this_card",
    "token",
    "trap",
    "tuner",
    "where",
    "xyz_monster",
    "yours",
]
