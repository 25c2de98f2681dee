"""Normal Summon and Set, Tribute Summon and Set, Flip Summon, position changes.

Seed 000 (Normal Summon, Tribute Summon/Set), seed 002 "n. Summons" 01-02,
seed 003 pp. 20-21. One Normal Summon or Set per turn (more when an effect
grants it); Level 5-6 needs 1 Tribute, Level 7+ needs 2; the new monster may
use a Tribute's zone; an action that cannot be completed cannot be started.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.continuous import Code
from engine.modifiers import ask, cannot_summon_reason, current_level, may_answer
from engine.procedures.chain import resolve_chain, respond, settle
from engine.prompts import CardsPrompt, PositionPrompt
from engine.state import ATTACK, DEFENSE, EXTRA_MONSTERS, FIELD, GY, HAND, MONSTERS, SPELLS, Card

if TYPE_CHECKING:
    from engine.game import Game

Proc = Generator[Any, Any, Any]


def tributes_needed(g: Game, card: Card) -> int:
    level = current_level(g, card)
    fixed = card.flags.get("tributes")
    if isinstance(fixed, int):
        return fixed
    if level >= 7:
        return 2
    if level >= 5:
        return 1
    return 0


@dataclass(frozen=True)
class TributeOption:
    """Another way to Normal Summon a monster: with ``count`` Tributes instead of the number
    its Level asks (seed 000 "Tribute Summon"; ocgcore's summon procedures): "you can Normal
    Summon this card without Tributing" (0), "you can Tribute 3 monsters to Tribute Summon
    this card" (3). ``set_ok``: the option may also be used to Set it ("(but not Set)":
    False); ``original_atk``: its original ATK becomes this when Summoned this way. A card
    declares its options in ``script.extra["tribute_options"]``."""

    count: int
    set_ok: bool = True
    original_atk: int | None = None
    #: "If <condition>, you can Normal Summon this card without Tributing": ``(g, player, card)
    #: -> bool``; the option exists only while it holds
    condition: Callable[[Game, int, Card], bool] | None = None


def _tribute_options(g: Game, card: Card) -> tuple[TributeOption, ...]:
    script = g.script(card)
    return tuple(script.extra.get("tribute_options", ())) if script is not None else ()


def tribute_counts(g: Game, card: Card, set_: bool = False) -> list[int]:
    """Every number of Tributes this monster may be Normal Summoned (or Set) with: the one its
    Level asks, and those its own text adds."""
    options = _tribute_options(g, card)
    if not options:  # most monsters: only the count their Level asks
        return [tributes_needed(g, card)]
    counts = {tributes_needed(g, card)}
    counts |= {o.count for o in options if (o.set_ok or not set_)
               and (o.condition is None or o.condition(g, card.controller, card))}
    return sorted(counts)


def feasible_tribute_counts(g: Game, player: int, card: Card, set_: bool = False) -> list[int]:
    """The tribute counts ``player`` can carry out now (enough monsters, a zone left free).

    Asked of every monster in the hand at each open state, twice (Summon, Set): the Tributes
    are looked at only for a count above 0, and the "treated as 2 Tributes" question only
    when the monsters themselves are too few (all of these are pure questions)."""
    free = bool(g.free_zones(player, MONSTERS))
    out = []
    mine: list[Card] | None = None
    total = -1
    for n in tribute_counts(g, card, set_):
        if n == 0:
            if free:
                out.append(n)
            continue
        if mine is None:
            mine = _tribute_candidates_once(g, player)
        if not free and not any(m.location == MONSTERS and m.controller == player for m in mine):
            continue  # no zone would be left for the new monster
        if not free and n < 2 and any(m.controller != player for m in mine):
            continue  # the opponent's monster that must be Tributed frees none of your zones
        if n > len(mine):
            if total < 0:
                total = len(mine) + sum(1 for m in mine if counts_as_two_tributes(g, m, card))
            if n > total:
                continue
        out.append(n)
    return out


def _can_tribute_into_zone(g: Game, player: int, tributes: list[Card]) -> bool:
    """After the Tributes leave, a Main Monster Zone must be free for the new monster."""
    if g.free_zones(player, MONSTERS):
        return True
    return any(t.location == MONSTERS and t.controller == player for t in tributes)


def main_phase_open(g: Game, player: int) -> str | None:
    """Why ``player`` is not at their own open game state (their Main Phase, no chain) — where
    Summons, Sets and summoning procedures happen (seed 003 pp. 17, 20) — or None."""
    st = g.state
    if st.turn_player != player or st.phase not in ("main1", "main2"):
        return f"only in your own Main Phase — {rules.PHASE}"
    if g.chain:
        return f"not while a chain is being built — {rules.CHAIN}"
    return None


def from_hand_refusal(g: Game, player: int, card: Card) -> str | None:
    """A monster's own Special Summon from the hand (a Toon, Cyber Dragon, Swap Frog): the card
    must be in your hand, at your open game state (seed 003 p. 21), or None."""
    if card.location != HAND or card.owner != player:
        return f"{card.name} is Special Summoned from your hand — {rules.SPECIAL_SUMMON}"
    return main_phase_open(g, player)


def normal_summon_refusal(g: Game, player: int, card: Card, set_: bool = False) -> str | None:
    """Why this Normal/Tribute Summon (or Set) is illegal, or None (seed 003 p. 20)."""
    if card.location != HAND or card.owner != player:
        if not set_ and card.data.has("Gemini") and card.in_monster_zone:
            return gemini_summon_refusal(g, player, card)
        return f"{card.name} is not in your hand — {rules.SUMMON}"
    if not _printed_normal_summonable(g, card):  # which of these rules, only when it is not
        data = card.data
        if not data.is_monster:
            return f"{card.name} is not a monster — {rules.SUMMON}"
        if data.is_extra_deck or data.is_token:
            return f"{card.name} cannot be Normal Summoned or Set — {rules.SPECIAL_SUMMON}"
        return f"{card.name} cannot be Normal Summoned or Set — {rules.PROPERLY_SUMMONED}"
    reason = main_phase_open(g, player)
    if reason:
        return reason
    if _summon_slot(g, player, card, set_) is None:
        return f"Normal Summon/Set already used this turn — {rules.NORMAL_SUMMON_LIMIT}"
    if not set_:
        reason = cannot_summon_reason(g, player, card, "normal")
        if reason:
            return reason
    else:  # a Set is not a Summon: only a "cannot Set" effect stops it (ocgcore EFFECT_CANNOT_MSET)
        answer = ask(g, "cannot_set", (player, card))
        if answer:
            return answer if isinstance(answer, str) else f"{card.name} cannot be Set now — {rules.SUMMON}"
    if feasible_tribute_counts(g, player, card, set_):
        return None
    needed = tribute_counts(g, card, set_)[0]
    mine = tribute_candidates(g, player)
    if needed == 0 or (not g.free_zones(player, MONSTERS) and len(mine) >= needed):
        return f"no free Main Monster Zone — {rules.ZONES}"
    return (f"{card.name} (Level {current_level(g, card)}) needs {needed} Tribute(s) to be "
            f"{'Set' if set_ else 'Summoned'}, you control {len(mine)} "
            f"monster(s) — {rules.TRIBUTE}")


def normal_summon_allowed(g: Game, player: int, card: Card, set_: bool = False) -> bool:
    """``normal_summon_refusal(g, player, card, set_) is None``, without building the reason:
    the open state's list asks it of every monster in the hand, to Summon and to Set, and
    reads no reason. The same checks in the same order (``idle.VERIFY`` compares the lists)."""
    if card.location != HAND or card.owner != player:
        return (not set_ and card.data.has("Gemini") and card.in_monster_zone
                and gemini_summon_refusal(g, player, card) is None)
    if not _printed_normal_summonable(g, card) or main_phase_open(g, player) is not None:
        return False
    if _summon_slot(g, player, card, set_) is None:
        return False
    if not set_:
        if cannot_summon_reason(g, player, card, "normal"):
            return False
    elif ask(g, "cannot_set", (player, card)):
        return False
    return bool(feasible_tribute_counts(g, player, card, set_))


def summon_and_set_allowed(g: Game, player: int, card: Card) -> tuple[bool, bool]:
    """``(normal_summon_allowed(g, player, card), normal_summon_allowed(g, player, card,
    set_=True))``, asked together of each monster in the hand at every open state: what both
    check (where the card is, its kind, the open state) is checked once, and so are the
    Tributes when the monster has no Tribute option of its own (its counts are then the
    same for a Summon and a Set)."""
    if card.location != HAND or card.owner != player:
        return normal_summon_allowed(g, player, card), normal_summon_allowed(g, player, card, True)
    if not _printed_normal_summonable(g, card) or main_phase_open(g, player) is not None:
        return False, False
    may_summon = (_summon_slot(g, player, card, False) is not None
                  and not cannot_summon_reason(g, player, card, "normal"))
    may_set = _summon_slot(g, player, card, True) is not None and not ask(g, "cannot_set", (player, card))
    if not (may_summon or may_set):
        return False, False
    if not _tribute_options(g, card):
        feasible = bool(feasible_tribute_counts(g, player, card))
        return may_summon and feasible, may_set and feasible
    return (may_summon and bool(feasible_tribute_counts(g, player, card)),
            may_set and bool(feasible_tribute_counts(g, player, card, True)))


def _summon_slot(g: Game, player: int, card: Card, set_: bool) -> str | None:
    """Which Normal Summon this would use: "extra" (the one additional Summon an effect
    granted, seed 002 01.4h-n: never a Set, only the monsters it names), "regular" (the
    per-turn limit, which "you can conduct N Normal Summons" effects raise), or None."""
    pt = g.state.per_turn[player]
    if (pt.extra_summon_granted and not pt.extra_summon_used and not set_
            and (pt.extra_summon_filter is None or pt.extra_summon_filter(card))):
        return "extra"
    if pt.normal_summons_used < pt.normal_summon_limit:
        return "regular"
    return None


def summon_slot_left(g: Game, player: int) -> bool:
    """False when :func:`_summon_slot` is None for every card, Summon or Set: the turn's
    Normal Summons are used and no additional one is left. The open state then skips asking
    each card (its refusal is not None whatever else it says)."""
    pt = g.state.per_turn[player]
    return (pt.extra_summon_granted and not pt.extra_summon_used) or (
        pt.normal_summons_used < pt.normal_summon_limit)


def _use_summon_slot(g: Game, player: int, card: Card, set_: bool) -> None:
    pt = g.state.per_turn[player]
    if _summon_slot(g, player, card, set_) == "extra":
        pt.extra_summon_used = True
    else:
        pt.normal_summons_used += 1


def tribute_candidates(g: Game, player: int) -> list[Card]:
    """Monsters ``player`` may Tribute for a Tribute Summon (Scapegoat's Sheep Tokens may not),
    with the opponent's monsters an effect lets them Tribute as if they controlled them.
    Inside a pure question (``Game.query``: the open state's options ask it of every monster
    in the hand, to Summon and to Set) it is worked out once."""
    return list(_tribute_candidates_once(g, player))


def _tribute_candidates_once(g: Game, player: int) -> list[Card]:
    """:func:`tribute_candidates`, the cached list itself inside a pure question (not to be
    changed by the caller)."""
    cache = g.query_cache
    if cache is None:
        return _tribute_candidates(g, player)
    key = _TRIBUTE_KEYS[player]
    found = cache.get(key)
    if found is None:
        found = cache[key] = _tribute_candidates(g, player)
    return found


_TRIBUTE_KEYS = ("tribute_candidates:0", "tribute_candidates:1")


def counts_as_two_tributes(g: Game, tribute: Card, summoned: Card) -> bool:
    """"<tribute> can be treated as 2 Tributes for the Tribute Summon of <summoned>"
    (``Code.DOUBLE_TRIBUTE``, ocgcore EFFECT_DOUBLE_TRIBUTE); it may still count as 1."""
    return may_answer(g, Code.DOUBLE_TRIBUTE) and bool(ask(g, Code.DOUBLE_TRIBUTE, (tribute, summoned)))


def _counted_tributes(g: Game, tributes: list[Card], summoned: Card, counts: list[int]) -> int | None:
    """The number of Tributes ``tributes`` make for ``summoned`` (each counts 1, or 2 if an effect
    lets it), the smallest of ``counts`` they can make, or None."""
    doubles = sum(1 for t in tributes if counts_as_two_tributes(g, t, summoned))
    return next((n for n in counts if len(tributes) <= n <= len(tributes) + doubles), None)


def _tribute_candidates(g: Game, player: int) -> list[Card]:
    own = [c for c in g.monsters(player) if not c.flags.get("no_tribute_summon")
           and not ask(g, Code.CANNOT_BE_TRIBUTED, c)]  # "cannot be Tributed" (Code)
    return own + tributes_required(g, player)


def tributes_required(g: Game, player: int) -> list[Card]:
    """The opponent's monsters ``player`` must include if they Tribute this turn ("you must
    Tribute that monster, as if you controlled it")."""
    return [c for c in g.monsters(1 - player)
            if not c.flags.get("no_tribute_summon") and ask(g, Code.TRIBUTE_AS_YOURS, (c, player))]


def gemini_summon_refusal(g: Game, player: int, card: Card) -> str | None:
    """A face-up Gemini can be Normal Summoned again to gain its effects (seed 002 02.8)."""
    if card.controller != player or not card.face_up or card.location != MONSTERS:
        return f"{card.name} must be face-up in your Main Monster Zone — {rules.GEMINI}"
    if card.gemini_enabled:
        return f"{card.name} is already Summoned a second time — {rules.GEMINI}"
    reason = main_phase_open(g, player)
    if reason:
        return reason
    if _summon_slot(g, player, card, False) is None:
        return f"Normal Summon/Set already used this turn — {rules.NORMAL_SUMMON_LIMIT}"
    return cannot_summon_reason(g, player, card, "gemini")


def normal_summon(g: Game, player: int, card: Card, set_: bool = False) -> Proc:
    """Normal or Tribute Summon/Set ``card`` from the hand."""
    if card.location != HAND:
        yield from gemini_summon(g, player, card)
        return
    counts = feasible_tribute_counts(g, player, card, set_)
    tributes: list[Card] = []
    if counts[-1] > 0:
        candidates = tribute_candidates(g, player)
        low, high = counts[0], counts[-1]
        how_many = str(high) if low == high else " or ".join(str(n) for n in counts)
        doubles = [c for c in candidates if counts_as_two_tributes(g, c, card)]
        prompt = CardsPrompt(player=player, candidates=[c.uid for c in candidates],
                             min=max(1, low - len(doubles)) if low else 0,
                             max=high, purpose="Tribute",
                             hint=f"Tribute {how_many} monster(s) for {card.name}")

        required = tributes_required(g, player)

        def check(chosen: list[int]) -> str | None:
            cards = [g.state.cards[u] for u in chosen]
            if cards and required and not any(c in cards for c in required):
                return ("the opponent's monster an effect lets you Tribute must be one of the "
                        f"Tributes this turn — {rules.TRIBUTE}")
            if _counted_tributes(g, cards, card, counts) is None:
                return (f"{card.name} is Summoned with {how_many} Tribute(s), not "
                        f"{len(cards)} — {rules.TRIBUTE}")
            if not _can_tribute_into_zone(g, player, cards):
                return f"no Main Monster Zone would be free for {card.name} — {rules.ZONES}"
            return None

        prompt._check = check
        prompt._rule_ref = rules.TRIBUTE
        answer = yield prompt
        tributes = [g.state.cards[u] for u in answer.cards]
        if tributes:
            g.new_group()
        for t in tributes:
            g.move(t, GY, reason="tribute", by=player, event="tributed")
    zone = yield from g.choose_zone(player, MONSTERS, g.free_zones(player, MONSTERS),
                                    hint=f"Where to place {card.name}?")
    _use_summon_slot(g, player, card, set_)
    g.new_group()
    kind = "tribute" if tributes else "normal"
    if set_:
        g.move(card, MONSTERS, player=player, zone=zone, face_up=False, position=DEFENSE,
               reason="set", event="set_monster")
        card.summon_kind = None
        yield from settle(g)
        return
    g.move(card, MONSTERS, player=player, zone=zone, face_up=True, position=ATTACK,
           reason="summon", event="placed")
    _summoned_this_way(g, card, _counted_tributes(g, tributes, card, counts) or len(tributes))
    card.flags["tributed_cards"] = tuple(tributes)  # "by Tributing a <f> monster"
    yield from summon_with_negation_window(g, player, card, kind)


def _summoned_this_way(g: Game, card: Card, count: int) -> None:
    """Note how many Tributes the Summon used ("if Summoned this way") and apply the option's
    own change ("its original ATK becomes 1900") while the monster stays on the field."""
    card.flags["tributes_used"] = count
    for option in _tribute_options(g, card):
        if option.count == count and option.count != tributes_needed(g, card):
            if option.original_atk is not None:
                card.flags["base_atk"] = option.original_atk
            g.changed()


def summon_with_negation_window(g: Game, player: int, card: Card, kind: str) -> Proc:
    """The Summon negation window, then success, triggers and the response window.

    Seed 002 n.Summons 00.3-00.4: while a monster "would be Summoned" only
    effects that negate a Summon may be activated; if none does, the Summon
    succeeds and the Summon response window opens, turn player first.
    """
    card.was_face_up_on_field = True
    if g.resolving:
        yield from _summon_while_resolving(g, player, card, kind)
        return
    g.new_group()
    attempt = g.emit("summoning", player=player, card=card, data={"kind": kind})
    g.window_events = [attempt]
    card.flags["summoning"] = True  # its continuous effects wait for the Summon to succeed
    g.changed()
    try:
        formed = yield from respond(g, g.state.turn_player, summon_negation=True)
        if formed:
            yield from resolve_chain(g)
    finally:
        card.flags.pop("summoning", None)
        g.changed()
    g.window_events = []
    if not card.in_monster_zone or card.flags.get("summon_negated"):
        yield from settle(g)
        return
    if kind == "flip":
        g.new_group()
        g.emit("flipped", player=player, card=card, reason="flip_summon")
    summoned(g, player, card, kind)
    yield from settle(g, g.state.turn_player, window=[g.log[-1]])


def _summon_while_resolving(g: Game, player: int, card: Card, kind: str) -> Proc:
    """A Synchro/Xyz/Link/... Summon performed as an effect resolves ("Immediately after
    this effect resolves", seed 001). Its Summon can be negated only when that effect
    resolves as Chain Link 1; no response window opens mid-chain — the Summon response
    window comes once the chain is over (``chain.settle``)."""
    if len(g.chain) == 1:
        outer, g.chain = g.chain, []
        outer_window, was_resolving = g.window_events, g.resolving
        g.resolving = False
        try:
            g.new_group()
            attempt = g.emit("summoning", player=player, card=card, data={"kind": kind})
            g.window_events = [attempt]
            card.flags["summoning"] = True
            g.changed()
            formed = yield from respond(g, g.state.turn_player, summon_negation=True)
            if formed:
                yield from resolve_chain(g)
        finally:
            card.flags.pop("summoning", None)
            g.changed()
            g.chain, g.window_events, g.resolving = outer, outer_window, was_resolving
        if not card.in_monster_zone or card.flags.get("summon_negated"):
            return
    summoned(g, player, card, kind)


def summoned(g: Game, player: int, card: Card, kind: str) -> None:
    """Mark a successful Summon and log it (the event triggers look for)."""
    card.summon_kind = kind
    card.summoned_turn = g.state.turn
    card.properly_summoned = True
    card.was_face_up_on_field = card.face_up or card.was_face_up_on_field
    g.new_group()
    data: dict[str, Any] = {"kind": kind, "special": kind not in ("normal", "tribute", "flip", "gemini")}
    if kind in ("normal", "tribute") and "tributes_used" in card.flags:
        data["tributes"] = card.flags["tributes_used"]
    g.emit("summoned", player=player, card=card, data=data)


def gemini_summon(g: Game, player: int, card: Card) -> Proc:
    _use_summon_slot(g, player, card, False)
    card.gemini_enabled = True
    yield from summon_with_negation_window(g, player, card, "gemini")


def placed_by_turn_player_this_turn(g: Game, card: Card) -> bool:
    """Seed 004 "Battle position changes", exception 2: no manual change (Flip Summon
    included) the turn the monster was Summoned or Set *by the turn player*. A monster the
    opponent Set this turn and the turn player then took over may be Flip Summoned."""
    if card.entered_turn != g.state.turn:
        return False
    return card.flags.get("placed_by", card.controller) == g.state.turn_player


# ------------------------------------------------------------------ Flip Summon
def flip_summon_refusal(g: Game, player: int, card: Card) -> str | None:
    if card.controller != player or not card.in_monster_zone:
        return f"{card.name} is not a monster you control — {rules.FLIP_SUMMON}"
    if card.face_up:
        return f"{card.name} is already face-up — {rules.FLIP_SUMMON}"
    reason = main_phase_open(g, player)
    if reason:
        return reason
    if placed_by_turn_player_this_turn(g, card):
        return f"a monster cannot be Flip Summoned the turn it was Set — {rules.FLIP_SUMMON}"
    if card.attacks:
        return (f"{card.name} attacked this turn: no manual position change, Flip Summon "
                f"included (seed 004 'Battle position changes', exception 1) — {rules.POSITION_CHANGE}")
    reason = cannot_summon_reason(g, player, card, "flip")
    if reason:
        return reason
    if card.position_changed_turn == g.state.turn:
        return f"{card.name} already changed its battle position this turn — {rules.POSITION_CHANGE}"
    # A Flip Summon is a manual change of battle position (seed 002 n.Summons 02.3), so "cannot
    # change its battle position" (Spellbinding Circle on a Set monster) forbids it; a card
    # effect or an attack may still flip the monster.
    forbidden = ask(g, "cannot_change_position", card)
    if forbidden:
        if isinstance(forbidden, str):
            return f"{forbidden}: no Flip Summon — {rules.FLIP_SUMMON}"
        return f"{card.name} cannot change its battle position: no Flip Summon — {rules.FLIP_SUMMON}"
    return None


def flip_summon(g: Game, player: int, card: Card) -> Proc:
    card.position_changed_turn = g.state.turn
    g.new_group()
    card.position = ATTACK
    card.face_up = True
    g.emit("position", player=player, card=card, reason="flip_summon",
           data={"position": ATTACK, "face_up": True})
    yield from summon_with_negation_window(g, player, card, "flip")


# ------------------------------------------------------------------ positions
def position_change_refusal(g: Game, player: int, card: Card) -> str | None:
    """Once per turn, not the turn it arrived, not after it attacked (seed 003 p. 31)."""
    if card.controller != player or not card.in_monster_zone:
        return f"{card.name} is not a monster you control — {rules.POSITION_CHANGE}"
    if not card.face_up:
        return f"a face-down monster changes position only by a Flip Summon — {rules.POSITION_CHANGE}"
    if card.data.is_link:
        return f"a Link Monster is always in Attack Position — {rules.LINK}"
    reason = main_phase_open(g, player)
    if reason:
        return reason
    if placed_by_turn_player_this_turn(g, card):
        return f"{card.name} was Summoned or Set this turn — {rules.POSITION_CHANGE}"
    if card.summon_kind == "gemini" and card.summoned_turn == g.state.turn:
        return f"{card.name} was Normal Summoned a second time this turn — {rules.GEMINI}"
    if card.position_changed_turn == g.state.turn:
        return f"{card.name} already changed its battle position this turn — {rules.POSITION_CHANGE}"
    if card.attacks:
        return f"{card.name} attacked this turn — {rules.POSITION_CHANGE}"
    forbidden = ask(g, "cannot_change_position", card)  # e.g. Shadow Spell
    if forbidden:
        if isinstance(forbidden, str):
            return forbidden
        return f"{card.name} cannot change its battle position — {rules.POSITION_CHANGE}"
    return None


def change_position(g: Game, player: int, card: Card) -> Proc:
    card.position_changed_turn = g.state.turn
    g.new_group()
    g.set_position(card, DEFENSE if card.position == ATTACK else ATTACK, True, reason="manual")
    yield from settle(g)


# ------------------------------------------------------------------ Spell & Trap Set
def set_spell_trap_refusal(g: Game, player: int, card: Card) -> str | None:
    if card.location != HAND or card.owner != player:
        return f"{card.name} is not in your hand — {rules.SET_SPELL_TRAP}"
    if card.data.is_monster:
        return f"{card.name} is a monster — {rules.SET_SPELL_TRAP}"
    reason = main_phase_open(g, player)
    if reason:
        return reason
    if card.data.spell_trap_type == "Field":
        return None
    if not g.free_zones(player, SPELLS):
        return f"no free Spell & Trap Zone — {rules.ZONES}"
    return None


def set_spell_trap(g: Game, player: int, card: Card) -> Proc:
    g.new_group()
    if card.data.spell_trap_type == "Field":
        old = g.state.players[player].field_zone
        if old is not None:
            g.send_to_gy(old, reason="rule")
        g.move(card, FIELD, player=player, face_up=False, reason="set", event="set_spell")
    else:
        zone = yield from g.choose_zone(player, SPELLS, g.free_zones(player, SPELLS),
                                        hint=f"Where to Set {card.name}?")
        g.move(card, SPELLS, player=player, zone=zone, face_up=False, reason="set",
               event="set_spell")
    card.turn_set = g.state.turn
    yield from settle(g)


# ------------------------------------------------------------------ Special Summons by effects
def choose_position(g: Game, player: int, card: Card, positions: list[str]) -> Proc:
    if len(positions) == 1:
        return positions[0]
    answer = yield PositionPrompt(player=player, positions=positions,  # type: ignore[arg-type]
                                  card=card.uid, hint=f"Battle position for {card.name}")
    return answer.position


def monster_zones_for(g: Game, player: int, card: Card) -> tuple[str, list[int]]:
    """Where a Special Summoned monster may go (rule revision: Extra Monster Zone / Link arrows)."""
    from engine.zones import extra_deck_zones

    if card.location == "extra" or (card.data.is_extra_deck and card.location != MONSTERS):
        if card.location == "extra":
            return "mixed", extra_deck_zones(g, player, card)
    return MONSTERS, g.free_zones(player, MONSTERS)


def special_summon(g: Game, player: int, card: Card, *, positions: tuple[str, ...] = ("attack", "defense"),
                   kind: str = "special", by: int | None = None, zone: int | None = None,
                   proper: bool = True, chooser: int | None = None) -> Proc:
    """Special Summon ``card`` to ``player``'s field; True when it arrived. ``chooser``: who
    picks the zone and position when they are not ``player``'s to pick (a monster an effect
    Summons to the opponent's field: the player who Summons it chooses).

    Summons made while an effect resolves open no window of their own: their
    "summoned" events start triggers once the chain is done.
    """
    picker = player if chooser is None else chooser
    if card.data.is_link:
        positions = ("attack",)
    if cannot_summon_reason(g, player, card, kind):
        return False
    if kind == "special":
        from engine.procedures.extra_summons import can_be_special_summoned_by_effect

        if not can_be_special_summoned_by_effect(g, card):
            return False  # not properly Summoned first (seed 001 "Properly Special Summon")
    _, zones = monster_zones_for(g, player, card)
    if not zones:
        return False
    if zone is None:
        zone = yield from g.choose_zone(picker, MONSTERS, zones, zone_player=player,
                                        hint=f"Where to Special Summon {card.name}?")
    position = yield from choose_position(g, picker, card, list(positions))
    g.new_group()
    location = EXTRA_MONSTERS if zone >= 5 else MONSTERS
    face_up = position != "set"
    g.move(card, location, player=player, zone=zone - 5 if zone >= 5 else zone, face_up=face_up,
           position=ATTACK if position == "attack" else DEFENSE, reason="summon", by=by,
           event="placed")
    card.summon_kind = kind
    card.summoned_turn = g.state.turn
    if proper:
        card.properly_summoned = True
    card.was_face_up_on_field = face_up
    g.emit("summoned", player=player, card=card, by=by, data={"kind": kind, "special": True})
    return True


# ------------------------------------------------------------------ Normal Summons performed by effects
def _printed_normal_summonable(g: Game, card: Card) -> bool:
    """Whether the card's kind lets it be Normal Summoned or Set at all (a Main Deck monster,
    not a Ritual, "Special Summon"-only or "cannot be Normal Summoned" one): fixed by its
    facts and script, so worked out once per game and script (``Game.script_key``) — asked
    of every card in the hand at every open state, and by "Normal Summon 1 monster" effects
    at every window."""
    cache = g.__dict__.get("_normal_summonable_codes")
    if cache is None:
        cache = g._normal_summonable_codes = {}  # type: ignore[attr-defined]
    code = card.data.code if not g.copied_effects else (card.data.code, g.script_key(card))
    known = cache.get(code)
    if known is None:
        data = card.data
        script = g.script(card)
        known = cache[code] = bool(
            data.is_monster and not data.is_extra_deck and not data.is_token
            and not data.has("Ritual") and not data.has("Special Summon")
            and not (script is not None and script.cannot_normal_summon))
    return known


def _normal_summonable(g: Game, player: int, c: Card, free: bool | None = None) -> bool:
    """``free``: whether ``player`` has a free Main Monster Zone, when the caller knows."""
    if not _printed_normal_summonable(g, c):
        return False
    if cannot_summon_reason(g, player, c, "normal"):
        return False
    needed = tributes_needed(g, c)
    if needed == 0:
        return bool(g.free_zones(player, MONSTERS)) if free is None else free
    if needed > len(g.monsters()):  # the Tributes are some of the monsters on the field
        return False
    return len(_tribute_candidates_once(g, player)) >= needed


def _gemini_waiting(g: Game, player: int) -> list[Card]:
    """Face-up Geminis not yet Summoned a second time: a Normal Summon granted by an effect may
    be that second Summon (seed 004 "Gemini", seed 002 01.1)."""
    return [c for c in g.monsters(player) if c.data.has("Gemini") and c.face_up
            and c.location == MONSTERS and not c.gemini_enabled
            and not cannot_summon_reason(g, player, c, "gemini")]


def normal_summon_candidates(g: Game, player: int) -> list[Card]:
    """What an effect that performs a Normal Summon or Set could Summon now."""
    hand = g.state.players[player].hand
    free = bool(g.free_zones(player, MONSTERS)) if hand else False  # asked once, not per card
    cands = [c for c in hand if _normal_summonable(g, player, c, free)]
    return cands + _gemini_waiting(g, player)


def perform_normal_summon(g: Game, player: int) -> Proc:
    """"Immediately after this effect resolves, Normal Summon/Set 1 monster" (seed 000
    "Performs a Normal Summon"): it does not use the turn's Normal Summon. Asked the way the
    open game state asks (``do="summon"``/``do="set"``, SCENARIOS.md); done within the
    resolution, so no window opens for it in the middle of a chain."""
    from engine.prompts import Action, IdlePrompt

    cands = normal_summon_candidates(g, player)
    if not cands:
        return
    options = [Action(do=do, card=c.uid, label=f"{'Normal Summon' if do == 'summon' else 'Set'} "
                                               f"{c.name}")
               for c in cands for do in ("summon", "set") if c.location == HAND or do == "summon"]
    prompt = IdlePrompt(player=player, options=options,
                        hint="Normal Summon or Set 1 monster now (an effect performs it)")
    prompt._explain = lambda a: (f"now only a Normal Summon or Set of a monster from your hand — "
                                 f"{rules.SUMMON}")
    answer = yield prompt
    mon, set_ = g.state.cards[answer.card], answer.do == "set"
    if mon.location == MONSTERS:  # a Gemini's second Summon, performed by this effect
        mon.gemini_enabled = True
        g.new_group()
        summoned(g, player, mon, "gemini")
        return
    needed = tributes_needed(g, mon)
    if needed:
        answer = yield CardsPrompt(player=player, candidates=[c.uid for c in tribute_candidates(g, player)],
                                   min=needed, max=needed, purpose="Tribute",
                                   hint=f"Tribute {needed} monster(s) for {mon.name}")
        g.new_group()
        for uid in answer.cards:
            g.move(g.state.cards[uid], GY, reason="tribute", by=player, event="tributed")
    zone = yield from g.choose_zone(player, MONSTERS, g.free_zones(player, MONSTERS),
                                    hint=f"Where to place {mon.name}?")
    g.new_group()
    if set_:
        g.move(mon, MONSTERS, player=player, zone=zone, face_up=False, position=DEFENSE,
               reason="set", event="set_monster")
        return
    g.move(mon, MONSTERS, player=player, zone=zone, face_up=True, position=ATTACK,
           reason="summon", event="placed")
    summoned(g, player, mon, "tribute" if needed else "normal")
