"""Groups: the cards an action acts on, as card text points at them.

    from_deck(monster & race("Warrior") & level_at_most(4))      # "1 ... from your Deck"
    from_gy(monster, either=True)                                  # "1 monster in either GY"
    opponent_controls(spell_trap, up_to(2))                        # "up to 2 Spells/Traps ..."
    every(monster & opponents)                                     # "all monsters your opponent controls"
    from_hand(monster, exactly(2), different_names=True)
    TARGETS, this_card, event_card, attacker                       # the cards text already fixed

A group is chosen when the action resolves (a ``cards`` prompt, always asked: SCENARIOS.md),
except ``every(...)`` and the fixed groups. As an effect's ``target=`` a group is chosen
on activation and rechecked on resolution (seed 004); targeting skips cards that are
unaffected by the effect or cannot be targeted.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from engine.cards.library.categories import POSITION
from engine.cards.library.filters import (
    PURE_TESTS,
    Filter,
    Test,
    _conjunction,
    _is_monster,
    _is_spell_trap,
    _ThisCard,
    any_card,
)
from engine.modifiers import ask, current_atk, unaffected
from engine.prompts import CardsPrompt
from engine.state import BANISHED, DECK, EXTRA, GY, HAND, Card
from engine.why_not import _NOTES

if TYPE_CHECKING:
    from engine.effects import Ctx

Proc = Generator[Any, Any, Any]

FIELD = "field"
#: Check every shortcut of this module against the plain computation (tests set it).
VERIFY = False
RULE = "Card text: the number of cards it names"


# ------------------------------------------------------------------ counts
@dataclass(frozen=True)
class Count:
    """How many cards: ``low`` to ``high`` (None = no upper bound), optionally with
    different names ("with different names")."""

    low: int = 1
    high: int | None = 1
    different_names: bool = False
    #: only these numbers of cards ("3 or 6")
    sizes: tuple[int, ...] = ()
    #: an upper bound worked out when the cards are chosen ("up to the number of ...")
    limit: Callable[[Ctx], int] | None = None
    #: exactly this many, worked out when the cards are chosen ("that many")
    exact: Callable[[Ctx], int] | None = None

    def bounds(self, ctx: Ctx) -> tuple[int, int | None]:
        if self.exact is not None:
            n = self.exact(ctx)
            return n, n
        high = self.high
        if self.limit is not None:
            bound = self.limit(ctx)
            high = bound if high is None else min(high, bound)
        return self.low, high

    def words(self) -> str:
        if self.sizes:
            return " or ".join(str(n) for n in self.sizes)
        if self.exact is not None:
            return "that many"
        if self.high == self.low:
            return str(self.low)
        if self.high is None:
            return f"{self.low} or more"
        return f"up to {self.high}" if self.low <= 1 else f"{self.low} to {self.high}"


def exactly(n: int, *, different_names: bool = False) -> Count:
    return Count(n, n, different_names)


def up_to(n: int, *, different_names: bool = False) -> Count:
    return Count(1, n, different_names)


def none_or_up_to(n: int) -> Count:
    """"You can target up to N" where choosing none is allowed (the effect still resolves)."""
    return Count(0, n)


def at_least(n: int, *, different_names: bool = False) -> Count:
    return Count(n, None, different_names)


any_number = Count(0, None)


@dataclass(frozen=True)
class PaidCount(Count):
    """"Up to the number of cards <paid as the cost>": the count is known only once the cost
    is paid (Linkslayer targets as many Spells/Traps as it discarded)."""

    def resolve(self, ctx: Ctx) -> Count:
        paid = len(ctx.data.get("cost_cards") or [])
        return Count(min(self.low, paid), paid, self.different_names)


#: "Up to the number of cards paid as the cost" (discarded, Tributed, ...), at least 1.
up_to_the_number_paid = PaidCount(1, None)


def one_of_sizes(*sizes: int) -> Count:
    """"3 or 6 cards": exactly one of these numbers."""
    return Count(min(sizes), max(sizes), sizes=tuple(sorted(sizes)))


def up_to_as_many_as(group: Any) -> Count:
    """"Any number of cards, up to the number of <group>" (at least 1)."""
    g_ = as_group(group)
    return Count(1, None, limit=lambda ctx: len(g_.candidates(ctx)))


#: "That many": as many cards as the cost of this effect moved (ctx.data["cost_cards"]).
as_many_as_paid = Count(1, None, exact=lambda ctx: len(ctx.data.get("cost_cards", [])))


def _distinct_names(cards: list[Card]) -> bool:
    names = [c.data.name for c in cards]
    return len(set(names)) == len(names)


def _max_distinct(cards: list[Card]) -> int:
    return len({c.data.name for c in cards})


# ------------------------------------------------------------------ groups
#: Steps of a group's search (``Group._plan``): the Monster Zones, the Spell & Trap Zones
#: (with the Field Zone), else the name of a pile or place.
_MONSTER_ZONES = "monster zones"
_SPELL_ZONES = "spell zones"
_PILES = frozenset((HAND, DECK, EXTRA, GY, BANISHED))


def _plan(f: Filter, places: tuple[str, ...]) -> tuple[str, ...]:
    """Where a group looks, zone by zone, in the order of ``Group.pool``.

    "The field" is the Monster Zones then the Spell & Trap Zones (``PlayerState.field_cards``).
    When the filter's tests begin with tests that never note a reason (``PURE_TESTS``)
    followed by ``monster`` (or ``spell_trap``), every card in the other zones is turned down
    by those tests without a note: searching only the Monster Zones (the Spell & Trap Zones)
    finds the same cards in the same order."""
    skip_spells = skip_monsters = False
    for test in f._all:
        if test is _is_monster:
            skip_spells = True
            break
        if test is _is_spell_trap:
            skip_monsters = True
            break
        if test not in PURE_TESTS:
            break
    plan: list[str] = []
    for place in places:
        if place == FIELD:
            if not skip_monsters:
                plan.append(_MONSTER_ZONES)
            if not skip_spells:
                plan.append(_SPELL_ZONES)
        elif place == "monsters":
            plan.append(_MONSTER_ZONES)
        elif place == "spells":
            plan.append(_SPELL_ZONES)
        else:
            plan.append(place)
    return tuple(plan)


def _zone_test(f: Filter, plan: tuple[str, ...]) -> Test:
    """The filter's test as run where ``plan`` looks. In the Monster Zones only, ``monster``
    is true of every card (a card there is in a Monster Zone), so when it comes after tests
    that note nothing (``PURE_TESTS``) it is left out: the others run in the same order, and
    the test is true of the same cards (its value is only read as true or false)."""
    tests = f._all
    if not plan or any(step is not _MONSTER_ZONES for step in plan):
        return f.test
    for i, test in enumerate(tests):
        if test is _is_monster:
            rest = tests[:i] + tests[i + 1:]
            if not rest:
                return _always
            return rest[0] if len(rest) == 1 else _conjunction(rest)
        if test not in PURE_TESTS:
            break
    return f.test


def _always(ctx: Ctx, c: Card) -> bool:
    return True


def _row_getter(plan: tuple[str, ...]) -> Callable[[Any], tuple[Sequence[Card | None], ...]] | None:
    """``attrgetter`` of a player's rows for ``plan`` (a tuple of them, in order), when every
    step is one or more of the player's lists (the Monster Zones, a pile but the hand) and
    there are two or more of them; else None."""
    names: list[str] = []
    for step in plan:
        if step is _MONSTER_ZONES:
            names += ["monsters", "extra_monsters"]
        elif step in _PILES and step != HAND:
            names.append(step)
        else:
            return None
    return attrgetter(*names) if len(names) >= 2 else None


class Group:
    """Cards matching ``filter`` in ``places`` of ``side`` ("you", "opponent" or "both"),
    of which ``count`` are chosen (or all of them, ``all_=True``)."""

    def __init__(self, filter: Filter = any_card, places: tuple[str, ...] = (FIELD,),
                 side: str = "both", count: Count | int = 1, *, all_: bool = False,
                 different_names: bool = False, what: str = "") -> None:
        if isinstance(count, int):
            count = exactly(count)
        if different_names:
            count = Count(count.low, count.high, True)
        self.filter = filter
        self.places = places
        self.side = side
        self.count = count
        self.all = all_
        self.what = what or filter.text
        self._plan = _plan(filter, places)
        #: the filter as run on the rows of ``_plan`` (``_zone_test``)
        self._test = _zone_test(filter, self._plan)
        #: the one pile of one player the group looks in, if that is all (not the hand: a
        #: Spell/Trap being activated from it is not in it)
        self._one_pile = (self._plan[0] if side != "both" and len(self._plan) == 1
                          and self._plan[0] in _PILES and self._plan[0] != HAND else None)
        #: the rows of one player's side, read at once, when every step is a list of the
        #: player's own (no hand: a Spell/Trap being activated from it is not in it)
        self._get_rows = _row_getter(self._plan)
        #: ``pool`` is this class's own (a subclass may pick its cards differently)
        self._fast = type(self).pool is Group.pool
        #: candidates, enough and the pool are :class:`Group`'s own (a subclass may choose
        #: its cards otherwise: the lowest ATK, the parts of :class:`Together`)
        self._plain = _is_plain(type(self))

    # -------------------------------------------------------------- finding
    def _sides(self, ctx: Ctx) -> tuple[int, ...]:
        if self.side == "you":
            return (ctx.player,)
        if self.side == "opponent":
            return (1 - ctx.player,)
        return (ctx.player, 1 - ctx.player)

    def pool(self, ctx: Ctx) -> list[Card]:
        out: list[Card] = []
        players = ctx.g.state.players
        for side in self._sides(ctx):
            p = players[side]
            for place in self.places:
                if place == FIELD:
                    out += p.field_cards()
                elif place == "monsters":
                    out += p.field_monsters()
                elif place == "spells":
                    out += p.field_spells()
                elif place == HAND and ctx.effect.kind == "activate":
                    # a Spell/Trap being activated is on its way to the field, not in the hand
                    out += [c for c in p.hand if c is not ctx.card]
                else:
                    out += p.pile(place)
        return out

    def _rows(self, ctx: Ctx) -> Sequence[Sequence[Card | None]]:
        """Where the filter is run, row by row: :meth:`pool` in the same order once the empty
        zones (None) are left out, read straight from the zones (``_plan``: less the Spell &
        Trap Zones when the filter would turn every card there down before any test that
        could note a reason, and the reverse). The rows are the game state's own lists: read
        them, never change them."""
        players = ctx.g.state.players
        me = ctx.player
        side = self.side
        if self._one_pile is not None:  # "from your Deck", "in your opponent's GY"
            return [getattr(players[me if side == "you" else 1 - me], self._one_pile)]
        get = self._get_rows
        if get is not None:  # "monsters you control", "in either GY"
            if side == "you":
                return get(players[me])  # type: ignore[no-any-return]
            if side == "opponent":
                return get(players[1 - me])  # type: ignore[no-any-return]
            return get(players[me]) + get(players[1 - me])  # type: ignore[no-any-return]
        rows: list[Sequence[Card | None]] = []
        for player in ((me,) if side == "you" else (1 - me,) if side == "opponent" else (me, 1 - me)):
            p = players[player]
            for step in self._plan:
                if step is _MONSTER_ZONES:
                    rows.append(p.monsters)
                    rows.append(p.extra_monsters)
                elif step is _SPELL_ZONES:
                    rows.append(p.spells)
                    rows.append((p.field_zone,))
                elif step == HAND and ctx.effect.kind == "activate":
                    # a Spell/Trap being activated is on its way to the field, not in the hand
                    me_card = ctx.card
                    rows.append([c for c in p.hand if c is not me_card])
                elif step in _PILES:
                    rows.append(getattr(p, step))
                else:
                    rows.append(p.pile(step))
        return rows

    def candidates(self, ctx: Ctx) -> list[Card]:
        if not self._fast:
            test = self.filter.test
            return [c for c in self.pool(ctx) if test(ctx, c)]
        test = self._test
        found = [c for row in self._rows(ctx) for c in row if c is not None and test(ctx, c)]
        if VERIFY:
            full = self.filter.test
            assert found == [c for c in self.pool(ctx) if full(ctx, c)], self.what
        return found

    def from_deck(self) -> bool:
        return DECK in self.places

    def enough(self, cards: list[Card]) -> bool:
        if self.all:
            return bool(cards)
        need = self.count.low
        if self.count.different_names:
            return _max_distinct(cards) >= need
        return len(cards) >= need

    def available(self, ctx: Ctx) -> bool:
        need = self._need()
        if need is not None and self._plain and _NOTES.get() is None:
            found = self._at_least(ctx, need)
            if VERIFY:
                assert found == self.enough(self.candidates(ctx)), self.what
            return found
        return self.enough(self.candidates(ctx))

    def enough_in(self, ctx: Ctx, cards: list[Card]) -> bool:
        """Enough of ``cards`` (the usable candidates) to choose from (see :class:`Together`)."""
        return self.enough(cards)

    def at_least(self, ctx: Ctx, n: int) -> bool:
        """``len(self.candidates(ctx)) >= n`` ("if you control 2 or more ...")."""
        if self._plain and _NOTES.get() is None:
            found = self._at_least(ctx, n)
            if VERIFY:
                assert found == (len(self.candidates(ctx)) >= n), self.what
            return found
        return len(self.candidates(ctx)) >= n

    def enough_where(self, ctx: Ctx, where: Callable[[Card], bool]) -> bool:
        """``self.enough`` of the candidates that pass ``where`` (the cards an action may
        touch), stopping once there are enough (see ``_at_least``)."""
        need = self._need()
        if need is not None and self._plain and _NOTES.get() is None:
            found = self._count_to(ctx, need, where)
            if VERIFY:
                assert found == self.enough([c for c in self.candidates(ctx) if where(c)]), self.what
            return found
        return self.enough([c for c in self.candidates(ctx) if where(c)])

    def any_where(self, ctx: Ctx, where: Callable[[Card], bool]) -> bool:
        """Some candidate passes ``where`` (tried in order, as ``any`` over the list would)."""
        if self._plain and _NOTES.get() is None:
            found = self._count_to(ctx, 1, where)
            if VERIFY:
                assert found == any(where(c) for c in self.candidates(ctx)), self.what
            return found
        return any(where(c) for c in self.candidates(ctx))

    # ---- shortcuts: a plain group's question answered without listing every candidate.
    # Stopping at the n-th candidate gives the answer the full list gives; only the tests of
    # the cards after it are not run, and a test changes nothing but the notes of a refusal
    # being explained (``engine.why_not``): while notes are taken the full list is built.
    def _need(self) -> int | None:
        """The number of candidates ``enough`` asks for (None: it asks more than a number)."""
        if self.all:
            return 1
        if self.count.different_names:
            return None
        return self.count.low

    def _at_least(self, ctx: Ctx, n: int) -> bool:
        if n <= 0:
            return True
        test = self._test
        for row in self._rows(ctx):
            for c in row:
                if c is not None and test(ctx, c):
                    n -= 1
                    if n == 0:
                        return True
        return False

    def _count_to(self, ctx: Ctx, n: int, where: Callable[[Card], bool]) -> bool:
        """At least ``n`` candidates pass ``where`` (asked of each candidate in order, as of
        the list, up to the ``n``-th)."""
        if n <= 0:
            return True
        test = self._test
        for row in self._rows(ctx):
            for c in row:
                if c is not None and test(ctx, c) and where(c):
                    n -= 1
                    if n == 0:
                        return True
        return False

    # -------------------------------------------------------------- choosing
    def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
               player: int | None = None, cards: list[Card] | None = None,
               most: int | None = None, why_not: Callable[[int], str | None] | None = None) -> Proc:
        """The cards acted on: all of them, or the player's choice (always asked); ``most``
        caps the choice (e.g. by the free zones); ``why_not(uid)`` explains a refused card."""
        found = self.candidates(ctx) if cards is None else cards
        if self.all or not found:
            return found
        count = self.count.resolve(ctx) if isinstance(self.count, PaidCount) else self.count
        low, top = count.bounds(ctx)
        high = len(found) if top is None else min(top, len(found))
        if most is not None:
            high = min(high, most)
        low = min(low, high) if low else 0
        prompt = CardsPrompt(player=ctx.player if player is None else player,
                             candidates=[c.uid for c in found], min=low, max=high,
                             purpose=purpose,
                             hint=hint or f"{ctx.card.name}: choose {count.words()} {self.what}")
        if why_not is not None:
            prompt._why_not = why_not
        if count.different_names:
            g = ctx.g
            prompt._check = lambda uids: (None if _distinct_names([g.state.cards[u] for u in uids])
                                          else f"choose cards with different names — {RULE}")
        if count.sizes:
            sizes = count.sizes
            prompt._check = lambda uids: (None if len(uids) in sizes
                                          else f"choose {count.words()} cards — {RULE}")
        answer = yield prompt
        return [ctx.g.state.cards[u] for u in answer.cards]

    def refined(self, extra: Filter | None) -> Group:
        if extra is None:
            return self
        return Group(self.filter & extra, self.places, self.side, self.count, all_=self.all,
                     what=self.what)


def _is_plain(cls: type) -> bool:
    """Whether the finding methods of ``cls`` are all :class:`Group`'s."""
    return all(getattr(cls, name) is getattr(Group, name)
               for name in ("pool", "candidates", "enough", "enough_in"))


class Fixed:
    """Cards the text itself names ("this card", "that monster", the targets): no choice."""

    all = True

    def __init__(self, pick: Callable[[Ctx], list[Card]], what: str, places: tuple[str, ...] = (),
                 *, targets: bool = False) -> None:
        self.pick = pick
        self.what = what
        self.places = places
        #: the effect's targets (chosen on activation): nothing to check before that
        self.targets = targets

    def candidates(self, ctx: Ctx) -> list[Card]:
        return self.pick(ctx)

    def available(self, ctx: Ctx) -> bool:
        return bool(self.pick(ctx))

    def at_least(self, ctx: Ctx, n: int) -> bool:
        return len(self.pick(ctx)) >= n

    def any_where(self, ctx: Ctx, where: Callable[[Card], bool]) -> bool:
        return any(where(c) for c in self.pick(ctx))

    def from_deck(self) -> bool:
        return DECK in self.places

    def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
               player: int | None = None, cards: list[Card] | None = None,
               most: int | None = None, why_not: Callable[[int], str | None] | None = None) -> Proc:
        return self.pick(ctx) if cards is None else cards
        yield  # pragma: no cover

    def refined(self, extra: Filter | None) -> Fixed:
        return self

    def only(self, f: Filter) -> Fixed:
        """Those of these cards that match ``f`` ("if it is a Spell, destroy it")."""
        pick, test = self.pick, f.test
        return Fixed(lambda ctx: [c for c in pick(ctx) if test(ctx, c)], f"{self.what} ({f.text})",
                     self.places, targets=self.targets)


Cards = Group | Fixed


def as_group(x: Any, count: Count | int = 1) -> Cards:
    """A group from what a card declaration wrote: a group, ``this_card``, or a filter
    (cards on the field)."""
    if isinstance(x, (Group, Fixed)):
        return x
    if isinstance(x, _ThisCard):
        return THIS_CARD
    if isinstance(x, Filter):
        return Group(x, (FIELD,), "both", count)
    raise TypeError(f"not a group of cards: {x!r}")


def _places(*places: str) -> tuple[str, ...]:
    return tuple(places)


def from_deck(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    return Group(f, (DECK,), "you", count, **kw)


def from_hand(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    return Group(f, (HAND,), "you", count, **kw)


def from_gy(f: Filter = any_card, count: Count | int = 1, *, either: bool = False, **kw: Any) -> Group:
    return Group(f, (GY,), "both" if either else "you", count, **kw)


def from_banished(f: Filter = any_card, count: Count | int = 1, *, either: bool = False,
                  **kw: Any) -> Group:
    return Group(f, (BANISHED,), "both" if either else "you", count, **kw)


def from_extra_deck(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    return Group(f, (EXTRA,), "you", count, **kw)


class _Excavated(Group):
    """The cards an ``excavate`` action shows, still in the Deck."""

    def pool(self, ctx: Ctx) -> list[Card]:
        return [c for c in ctx.data.get("excavated", []) if c.location == DECK]


def excavated(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    """"<count> of the excavated cards" (inside ``excavate(...)``)."""
    return _Excavated(f, (DECK,), "you", count, what=kw.pop("what", f"excavated {f.text}"), **kw)


def from_places(places: tuple[str, ...], f: Filter = any_card, count: Count | int = 1,
                side: str = "you", **kw: Any) -> Group:
    """Any mix of places: ``from_places((HAND, DECK), monster)`` is "from your hand or Deck"."""
    return Group(f, places, side, count, **kw)


def on_field(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    return Group(f, (FIELD,), "both", count, **kw)


def you_control(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    return Group(f, (FIELD,), "you", count, **kw)


def opponent_controls(f: Filter = any_card, count: Count | int = 1, **kw: Any) -> Group:
    return Group(f, (FIELD,), "opponent", count, **kw)


def every(x: Any) -> Group:
    """All the cards a group or filter matches ("all monsters on the field"): no choice."""
    group = as_group(x)
    if not isinstance(group, Group):
        raise TypeError("every() needs a filter or a group")
    return Group(group.filter, group.places, group.side, group.count, all_=True, what=group.what)


class _Lowest(Group):
    """The card of a group with the lowest value (ties: the player chooses 1)."""

    def __init__(self, group: Group, value: Callable[[Ctx, Card], int], what: str) -> None:
        super().__init__(group.filter, group.places, group.side, 1, what=what)
        self.value = value

    def candidates(self, ctx: Ctx) -> list[Card]:
        found = super().candidates(ctx)
        if not found:
            return found
        # each value once (a current ATK/DEF is worth asking only once)
        value = self.value
        values = [value(ctx, c) for c in found]
        low = min(values)
        return [c for c, v in zip(found, values, strict=True) if v == low]

    def enough_where(self, ctx: Ctx, where: Callable[[Card], bool]) -> bool:
        """When every card of the group passes ``where``, so do those with the lowest value,
        and there are some as soon as the group has a card: no value needs to be asked."""
        if (self.count.low == 1 and not self.count.different_names and not self.all
                and _NOTES.get() is None):
            found = Group.candidates(self, ctx)
            if all(where(c) for c in found):
                if VERIFY:
                    assert bool(found) == super().enough_where(ctx, where), self.what
                return bool(found)
        return super().enough_where(ctx, where)

    def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
               player: int | None = None, cards: list[Card] | None = None,
               most: int | None = None, why_not: Callable[[int], str | None] | None = None) -> Proc:
        found = self.candidates(ctx) if cards is None else cards
        if len(found) <= 1:
            return found  # the text fixes the card: no choice (SCENARIOS.md)
        chosen = yield from super().choose(ctx, purpose, hint, player, found, most, why_not)
        return chosen


class Together(Group):
    """Several groups chosen one after the other, then acted on as one ("target 2 monsters
    you control and 1 monster your opponent controls"): each part is asked in the order of
    the text and must have enough cards."""

    def __init__(self, *parts: Group) -> None:
        filt = parts[0].filter
        for part in parts[1:]:
            filt = filt | part.filter
        places = tuple(dict.fromkeys(pl for part in parts for pl in part.places))
        low = sum(part.count.low for part in parts)
        high = sum(part.count.high or 0 for part in parts)
        super().__init__(filt, places, "both", Count(low, high),
                         what=" and ".join(part.what for part in parts))
        self.parts = parts

    def candidates(self, ctx: Ctx) -> list[Card]:
        out: list[Card] = []
        for part in self.parts:
            out += [c for c in part.candidates(ctx) if c not in out]
        return out

    def available(self, ctx: Ctx) -> bool:
        return self.enough_in(ctx, self.candidates(ctx))

    def enough_in(self, ctx: Ctx, cards: list[Card]) -> bool:
        return all(part.enough([c for c in part.candidates(ctx) if c in cards]) for part in self.parts)

    def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
               player: int | None = None, cards: list[Card] | None = None,
               most: int | None = None, why_not: Callable[[int], str | None] | None = None) -> Proc:
        usable = self.candidates(ctx) if cards is None else cards
        chosen: list[Card] = []
        for part in self.parts:
            mine = [c for c in part.candidates(ctx) if c in usable and c not in chosen]
            chosen += (yield from part.choose(ctx, purpose, hint, player, mine, None, why_not))
        return chosen

    def refined(self, extra: Filter | None) -> Group:
        if extra is None:
            return self
        return Together(*(part.refined(extra) for part in self.parts))


def together(*groups: Group) -> Group:
    """Several groups as one: "2 monsters you control and 1 monster your opponent controls"
    is ``together(you_control(monster, 2), opponent_controls(monster))`` (asked in that order)."""
    return Together(*groups)


class _AtRandom(Group):
    """One card of a group picked at random by the duel's generator (no one chooses)."""

    def __init__(self, group: Group) -> None:
        super().__init__(group.filter, group.places, group.side, 1, what=f"a random {group.what}")

    def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
               player: int | None = None, cards: list[Card] | None = None,
               most: int | None = None, why_not: Callable[[int], str | None] | None = None) -> Proc:
        found = self.candidates(ctx) if cards is None else cards
        if not found:
            return []
        return [found[ctx.g.rng.below(len(found))]]
        yield  # pragma: no cover


def at_random(group: Group) -> Group:
    """"1 random card" of a group ("your opponent randomly chooses 1 card from your hand"):
    picked by the duel's own generator, so a replay picks the same card."""
    return _AtRandom(group)


def top_of_deck(count: int, *, opponents: bool = False) -> Fixed:
    """"The top N cards of your (opponent's) Deck" — fewer if the Deck holds fewer."""

    def pick(ctx: Ctx) -> list[Card]:
        player = 1 - ctx.player if opponents else ctx.player
        return list(ctx.g.state.players[player].deck[:count])

    whose = "your opponent's" if opponents else "your"
    return Fixed(pick, f"the top {count} cards of {whose} Deck", (DECK,))


def with_lowest_atk(group: Group) -> Group:
    """"The monster with the lowest ATK" among a group (you choose among ties)."""
    return _Lowest(group, lambda ctx, c: current_atk(ctx.g, c), f"{group.what} with the lowest ATK")


# ------------------------------------------------------------------ fixed groups
def _targets(ctx: Ctx) -> list[Card]:
    return ctx.valid_targets()


def _event_card(ctx: Ctx) -> list[Card]:
    card = ctx.event.card if ctx.event is not None else None
    return [card] if card is not None else []


def _attacker(ctx: Ctx) -> list[Card]:
    att = ctx.g.attack
    return [att.attacker] if att is not None and att.attacker.in_monster_zone else []


def _attack_target(ctx: Ctx) -> list[Card]:
    att = ctx.g.attack
    return [att.target] if att is not None and att.target is not None and att.target.in_monster_zone else []


def _last(ctx: Ctx) -> list[Card]:
    last = ctx.data.get("last")
    return [c for c in last if isinstance(c, Card)] if isinstance(last, list) else []


def _equipped(ctx: Ctx) -> list[Card]:
    target = ctx.card.equipped_to
    return [target] if target is not None and target.in_monster_zone else []


#: The targets chosen on activation that still qualify on resolution (seed 004).
TARGETS = Fixed(_targets, "the targets", targets=True)
#: The card the effect belongs to.
THIS_CARD = Fixed(lambda ctx: [ctx.card], "this card")
#: "That card": the card the event that set off this trigger names.
event_card = Fixed(_event_card, "that card")
#: The attacking monster and the attack target of the attack in progress.
attacker = Fixed(_attacker, "the attacking monster")
attack_target = Fixed(_attack_target, "the attack target")
#: "It"/"them" after an action: the cards the previous action of this effect moved.
those_cards = Fixed(_last, "those cards")
#: The monster this card is equipped to.
equipped = Fixed(_equipped, "the equipped monster")


def same_name_as(group: Cards) -> Filter:
    """Cards with the same name as one of the cards of a fixed group (``those_cards``)."""
    return Filter(lambda ctx, c: c.data.name in {x.data.name for x in group.candidates(ctx)},
                  f"with the same name as {group.what}")


# ------------------------------------------------------------------ targeting
def _position_change_on_a_link(ctx: Ctx, c: Card) -> bool:
    """A Link Monster on the field cannot be targeted by an effect that would change its
    battle position (seed 002 n.Card Types 03.6g): an effect declaring the ``position``
    category never lists one among its targets."""
    from engine.cards.library.categories import POSITION

    return c.on_field and c.data.is_link and POSITION in ctx.effect.categories


class Targeting:
    """An effect's targets: chosen on activation, rechecked on resolution (seed 004).

    ``fixed``: the text names the card ("target the attacking monster"): it is targeted
    but not asked (SCENARIOS.md); on resolution it must still be in the place it was.
    """

    def __init__(self, group: Cards, hint: str = "",
                 notes: list[tuple[str, Callable[[Ctx], Any]]] | None = None) -> None:
        self.group = group
        self.hint = hint
        #: what the effect notes on activation, once its targets are known
        self.notes = notes or []

    def candidates(self, ctx: Ctx) -> list[Card]:
        g = ctx.g
        fallen = g.attack.destroyed if g.attack is not None else []
        position = POSITION in ctx.effect.categories
        # a monster destroyed at damage calculation is already destroyed: no target
        # (seed 003 "Activation of a Flip Effect"), though it stays until the step ends;
        # once sent to the GY it is a new card there, and may be targeted
        return [c for c in self.group.candidates(ctx)
                if not ((fallen and c in fallen and c.on_field) or unaffected(g, c, ctx)
                        or ask(g, "cannot_target", (c, ctx))
                        or (position and c.on_field and c.data.is_link))]

    def available(self, ctx: Ctx) -> bool:
        group = self.group
        if isinstance(group, Group):
            need = group._need()
            if need is not None and group._plain and _NOTES.get() is None:
                found = self._at_least(ctx, group, need)
                if VERIFY:
                    assert found == group.enough_in(ctx, self.candidates(ctx)), group.what
                return found
            return group.enough_in(ctx, self.candidates(ctx))
        return bool(self.candidates(ctx))

    def _at_least(self, ctx: Ctx, group: Group, n: int) -> bool:
        """At least ``n`` cards of a plain group can be targeted: :meth:`candidates`, stopped
        at the ``n``-th (see ``Group._at_least``)."""
        if n <= 0:
            return True
        g = ctx.g
        fallen = g.attack.destroyed if g.attack is not None else []
        position = POSITION in ctx.effect.categories
        test = group._test
        for row in group._rows(ctx):
            for c in row:
                if c is None or not test(ctx, c):
                    continue
                if ((fallen and c in fallen and c.on_field) or unaffected(g, c, ctx)
                        or ask(g, "cannot_target", (c, ctx))
                        or (position and c.on_field and c.data.is_link)):
                    continue
                n -= 1
                if n == 0:
                    return True
        return False

    def refusal(self, ctx: Ctx, uid: int) -> str | None:
        """Why the card ``uid`` cannot be a target of this effect — the rule that excludes it
        (a reason a building block noted), or None for a card the player may not know."""
        from engine import rules, why_not

        g = ctx.g
        c = g.state.cards.get(uid)
        if c is None or not g.knows(ctx.player, c):
            return None
        name = ctx.card.name
        if c not in self.group.candidates(ctx):
            with why_not.noting() as notes:
                if isinstance(self.group, Group):
                    self.group.filter.test(ctx, c)
            return why_not.about(notes, c) or f"{c.name} is not a valid target for {name} — {rules.TARGET}"
        if g.attack is not None and c in g.attack.destroyed and c.on_field:
            return f"{c.name} was destroyed by battle and can no longer be targeted — {rules.TARGET}"
        if unaffected(g, c, ctx):
            return f"{c.name} is unaffected by {name} — {rules.TARGET}"
        if _position_change_on_a_link(ctx, c):
            return (f"{c.name} is a Link Monster: an effect that changes battle positions cannot "
                    f"target it — {rules.LINK_POSITION}")
        return f"{c.name} cannot be targeted by {name} — {rules.TARGET}"

    def choose(self, ctx: Ctx) -> Proc:
        cands = self.candidates(ctx)
        if isinstance(self.group, Group):
            chosen = yield from self.group.choose(ctx, "target", self.hint, cards=cands,
                                                  why_not=lambda uid: self.refusal(ctx, uid))
        else:
            chosen = cands
            ctx.data["target_places"] = [(c.location, c.zone) for c in chosen]
        ctx.targets = list(chosen)
        ctx.g.emit("targeted", player=ctx.player, card=ctx.card,
                   data={"targets": [c.uid for c in ctx.targets]})
        for key, note in self.notes:
            ctx.data[key] = note(ctx)

    def still_valid(self, ctx: Ctx, c: Card) -> bool:
        g = ctx.g
        if isinstance(self.group, Fixed):
            places = ctx.data.get("target_places", [])
            return c.on_field and (c.location, c.zone) in places and not unaffected(g, c, ctx)
        group = self.group
        on = FIELD in group.places and c.on_field
        if not (on or c.location in group.places):
            return False
        # "cannot be targeted" gained after targeting does not undo the targeting
        return group.filter.test(ctx, c) and not unaffected(g, c, ctx)


__all__ = [
    "BANISHED",
    "DECK",
    "EXTRA",
    "FIELD",
    "GY",
    "HAND",
    "TARGETS",
    "THIS_CARD",
    "Count",
    "Fixed",
    "Group",
    "PaidCount",
    "Targeting",
    "Together",
    "any_number",
    "as_group",
    "as_many_as_paid",
    "at_least",
    "at_random",
    "attack_target",
    "attacker",
    "equipped",
    "event_card",
    "every",
    "exactly",
    "excavated",
    "from_banished",
    "from_deck",
    "from_extra_deck",
    "from_gy",
    "from_hand",
    "from_places",
    "none_or_up_to",
    "on_field",
    "one_of_sizes",
    "opponent_controls",
    "same_name_as",
    "those_cards",
    "together",
    "top_of_deck",
    "up_to",
    "up_to_as_many_as",
    "up_to_the_number_paid",
    "with_lowest_atk",
    "you_control",
]
