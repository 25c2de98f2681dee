"""Running a scenario's steps against the engine, exactly as SCENARIOS.md sequences them."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.cards.database import CardDatabase
from engine.duel import Duel
from engine.errors import EngineError
from engine.modifiers import current_atk, current_def, current_level
from engine.prompts import (
    ActionAnswer,
    AnnounceAnswer,
    CardsAnswer,
    IllegalAnswer,
    OptionAnswer,
    OrderAnswer,
    PositionAnswer,
    YesNoAnswer,
    ZoneAnswer,
)
from engine.scenario.model import ANSWER_KEYS, Scenario, ScenarioError, split_name
from engine.start import DuelStart, parse_entry
from engine.state import GY, Card

CARD_ORDER = ("monsters", "extra_monsters", "spells", "field", "hand", "gy", "banished", "extra",
              "deck")


class StepFailed(Exception):
    pass


@dataclass
class Result:
    title: str
    path: str
    passed: bool
    step: int | None = None
    reason: str = ""
    answers: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


def start_duel(s: Scenario, db: CardDatabase) -> Duel:
    try:
        start = DuelStart(seed=s.seed, position=s.start, coin_flips=s.coin_flips,  # type: ignore[arg-type]
                          dice_rolls=s.dice_rolls, manual=(True, True))
        return Duel(start, db)
    except EngineError as exc:
        raise ScenarioError(f"{s.path}: {exc}") from None


# ------------------------------------------------------------------ finding cards
def _zone_cards(duel: Duel, player: int, loc: str) -> list[Card]:
    p = duel.state.players[player]
    if loc in ("monsters", "extra_monsters", "spells"):
        return [c for c in p.row(loc) if c is not None]
    if loc == "field":
        return [p.field_zone] if p.field_zone is not None else []
    return list(p.pile(loc))


def _matches(card: Card, name: Any) -> bool:
    if isinstance(name, int) or (isinstance(name, str) and name.isdigit()):
        return card.data.code == int(name) or card.data.original_code == int(name)
    return card.data.name == name


def find_card(duel: Duel, ref: Any) -> Card | None:
    """The first card with that name in the SCENARIOS.md search order."""
    name, player, loc = split_name(ref)
    for pl in (0, 1) if player is None else (player,):
        for location in CARD_ORDER if loc is None else (loc,):
            for c in _zone_cards(duel, pl, location):
                if _matches(c, name):
                    return c
    return None


def _pick(duel: Duel, ref: Any, candidates: list[Card], taken: set[int]) -> Card | None:
    name, player, loc = split_name(ref)
    for c in _in_zone_order(duel, candidates):
        if c.uid in taken or not _matches(c, name):
            continue
        if player is not None and c.controller != player and c.owner != player:
            continue
        if loc is not None and c.location != loc:
            continue
        return c
    return None


def _in_zone_order(duel: Duel, cards: list[Card]) -> list[Card]:
    order = {}
    n = 0
    for pl in (0, 1):
        for loc in CARD_ORDER:
            for c in _zone_cards(duel, pl, loc):
                order[c.uid] = n
                n += 1
            if loc in ("monsters", "extra_monsters"):
                for host in _zone_cards(duel, pl, loc):
                    for m in host.materials:
                        order.setdefault(m.uid, n)
                        n += 1
    return sorted(cards, key=lambda c: order.get(c.uid, 10**6 + c.uid))


# ------------------------------------------------------------------ answers
def auto_zone(duel: Duel) -> None:
    """Answer a pending zone prompt with the lowest legal zone (SCENARIOS.md)."""
    while duel.pending is not None and duel.pending.kind == "zone":
        duel.answer(ZoneAnswer(zone=min(duel.pending.zones)))  # type: ignore[union-attr]


def build_answer(duel: Duel, step: dict[str, Any], key: str) -> Any:
    prompt = duel.pending
    st = duel.state
    if key == "do":
        do = step["do"]
        card_uid = None
        target: Any = None
        if "card" in step:
            options = getattr(prompt, "options", [])
            cands = [st.cards[o.card] for o in options if o.do == do and o.card is not None]
            chosen = _pick(duel, step["card"], cands, set())
            if chosen is None:
                fallback = find_card(duel, step["card"])
                if fallback is None:
                    raise StepFailed(f"no card {step['card']!r} in the duel")
                chosen = fallback
            card_uid = chosen.uid
        if "target" in step:
            if step["target"] == "direct":
                target = "direct"
            else:
                options = getattr(prompt, "options", [])
                cands = [st.cards[o.target] for o in options
                         if o.do == do and o.card == card_uid and isinstance(o.target, int)]
                t = _pick(duel, step["target"], cands, set()) or find_card(duel, step["target"])
                if t is None:
                    raise StepFailed(f"no card {step['target']!r} to attack")
                target = t.uid
        return ActionAnswer(do=do, card=card_uid, effect=_effect_index(duel, do, card_uid, step),
                            target=target)
    if key == "select":
        cands = [st.cards[u] for u in getattr(prompt, "candidates", [])]
        taken: set[int] = set()
        uids = []
        for ref in step["select"]:
            c = _pick(duel, ref, cands, taken)
            if c is None:
                c = find_card(duel, ref)
                if c is None:
                    raise StepFailed(f"no card {ref!r} to select")
            taken.add(c.uid)
            uids.append(c.uid)
        return CardsAnswer(cards=uids)
    if key == "zone":
        return ZoneAnswer(zone=step["zone"])
    if key == "position":
        return PositionAnswer(position=step["position"])
    if key == "yes":
        return YesNoAnswer(yes=step["yes"])
    if key == "option":
        return OptionAnswer(option=step["option"])
    if key == "order":
        items = [st.cards[u] for u in getattr(prompt, "items", [])]
        taken = set()
        uids = []
        for ref in step["order"]:
            c = _pick(duel, ref, items, taken)
            if c is None:
                raise StepFailed(f"no card {ref!r} to order")
            taken.add(c.uid)
            uids.append(c.uid)
        return OrderAnswer(order=uids)
    if key == "announce":
        return AnnounceAnswer(value=step["announce"])
    raise StepFailed(f"unknown answer {key}")


def _effect_index(duel: Duel, do: str, card_uid: int | None, step: dict[str, Any]) -> int:
    """``effect=N`` names the card's N-th activated effect in the order of its text, from 0,
    whatever is offered now (SCENARIOS.md "Which effect"); the engine numbers effects so."""
    return int(step.get("effect", 0))


def _expected_kind(key: str) -> tuple[str, ...]:
    return {"do": ("idle", "battle", "chain"), "select": ("cards",), "zone": ("zone",),
            "position": ("position",), "yes": ("yes_no",), "option": ("option",),
            "order": ("order",), "announce": ("announce",)}[key]


def answer_step(duel: Duel, step: dict[str, Any]) -> int:
    keys = [k for k in step if k in ANSWER_KEYS]
    count = 0
    for i, key in enumerate(keys):
        if key != "zone":
            auto_zone(duel)
        prompt = duel.pending
        p = step["p"]
        if prompt is None:
            raise StepFailed(f"expected p{p} to be asked, but the duel is over ({duel.state.win_reason})")
        if prompt.player != p:
            raise StepFailed(f"expected p{p} to be asked, engine asks p{prompt.player} for {prompt.kind}")
        if prompt.kind not in _expected_kind(key):
            raise StepFailed(f"expected a prompt for {key}, engine asks p{p} for {prompt.kind}")
        answer = build_answer(duel, step, key)
        try:
            duel.answer(answer)
        except IllegalAnswer as exc:
            raise StepFailed(f"refused: {exc.reason}") from None
        count += 1
    return count


# ------------------------------------------------------------------ checks
def zone_entry(card: Card | None) -> str:
    if card is None:
        return ""
    if card.in_monster_zone:
        if not card.face_up:
            return f"{card.name} (set)"
        return f"{card.name} (def)" if card.position == "defense" else card.name
    return card.name if card.face_up else f"{card.name} (set)"


def _norm_entry(entry: Any, duel: Duel | None = None) -> str:
    if entry in ("", None):
        return ""
    ref, marks = parse_entry(entry)
    name = duel.db.get(ref).name if isinstance(ref, int) and duel is not None else str(ref)
    marks.discard("new")
    if "set" in marks:
        return f"{name} (set)"
    if "def" in marks:
        return f"{name} (def)"
    return name


def _names(cards: list[Card]) -> list[str]:
    return [c.name for c in cards]


def _norm_names(values: Any, duel: Duel) -> list[str]:
    out = []
    for v in values:
        if isinstance(v, int) or (isinstance(v, str) and v.isdigit()):
            out.append(duel.db.get(int(v)).name)
        else:
            out.append(str(v))
    return out


def read_path(duel: Duel, path: str) -> Any:
    st = duel.state
    if path.startswith("p") and "." in path and path[1] in "01":
        p = st.players[int(path[1])]
        what = path.split(".", 1)[1]
        if what == "lp":
            return p.lp
        if what in ("hand", "deck", "extra", "gy", "banished"):
            return _names(p.pile(what))
        if what in ("monsters", "extra_monsters", "spells"):
            return [zone_entry(c) for c in p.row(what)]
        if what == "field":
            return zone_entry(p.field_zone)
        if what == "hand_count":
            return len(p.hand)
        if what == "deck_count":
            return len(p.deck)
        if what in ("extra_count", "gy_count", "banished_count"):
            return len(p.pile(what[:-6]))
    if path == "turn":
        return st.turn
    if path == "turn_player":
        return st.turn_player
    if path == "phase":
        return st.phase
    if path == "chain":
        return [ln.card.name for ln in duel.game.chain]
    if path == "prompt.player":
        return None if duel.pending is None else duel.pending.player
    if path == "prompt.kind":
        return None if duel.pending is None else duel.pending.kind
    if path == "over":
        return st.over
    if path == "winner":
        return st.winner
    raise StepFailed(f"unknown path {path!r}")


def gy_moments(duel: Duel, player: int) -> list[tuple[str, object]]:
    """Each card in ``player``'s GY, oldest first, with the moment it arrived: the event group
    of its last move there (cards placed by the start position each have a moment of their own)."""
    arrived: dict[int, int] = {}
    for ev in reversed(duel.game.log):
        if ev.dst == GY and ev.card is not None and id(ev.card) not in arrived:
            arrived[id(ev.card)] = ev.group
    return [(c.name, arrived.get(id(c), ("start", i)))
            for i, c in enumerate(duel.state.players[player].gy)]


def same_gy(seen: list[tuple[str, object]], want: list[str]) -> bool:
    """SCENARIOS.md "Order and chance": a GY is compared oldest first, but cards sent at the
    same moment may land in any order, so within each run of cards that arrived together the
    names compare as a multiset."""
    if len(seen) != len(want):
        return False
    i = 0
    while i < len(seen):
        j = i
        while j < len(seen) and seen[j][1] == seen[i][1]:
            j += 1
        if Counter(name for name, _ in seen[i:j]) != Counter(want[i:j]):
            return False
        i = j
    return True


def check_expect(duel: Duel, body: dict[str, Any]) -> None:
    for path, want in body.items():
        seen = read_path(duel, path)
        what = path.split(".", 1)[-1]
        if what in ("hand", "extra", "banished"):
            ok = Counter(seen) == Counter(_norm_names(want, duel))
        elif what == "gy" and isinstance(want, list):
            ok = same_gy(gy_moments(duel, int(path[1])), _norm_names(want, duel))
        elif what in ("gy", "deck") or path == "chain":
            ok = seen == _norm_names(want, duel)
        elif what in ("monsters", "extra_monsters", "spells"):
            size = 2 if what == "extra_monsters" else 5
            exp = [_norm_entry(e, duel) for e in want] + [""] * (size - len(want))
            ok = seen == exp
        elif what == "field":
            ok = seen == _norm_entry(want, duel)
        else:
            ok = seen == want
        if not ok:
            raise StepFailed(f"{path}: expected {want!r}, seen {seen!r}")


def check_card(duel: Duel, body: dict[str, Any]) -> None:
    card = find_card(duel, body["card"])
    if card is None:
        raise StepFailed(f"no card {body['card']!r} anywhere")
    g = duel.game
    for key, want in body.items():
        if key == "card":
            continue
        if key == "atk":
            seen: Any = current_atk(g, card)
        elif key == "def":
            seen = current_def(g, card)
        elif key == "level":
            seen = current_level(g, card)
        elif key == "position":
            seen = ("set" if not card.face_up else card.position) if card.in_monster_zone else None
        elif key == "location":
            seen = card.location
        elif key == "controller":
            seen = card.controller
        elif key == "face_up":
            seen = card.face_up
        elif key == "counters":
            seen = sum(card.counters.values())
        elif key == "materials":
            seen = len(card.materials)
        else:
            raise StepFailed(f"unknown expect_card key {key}")
        if seen != want:
            raise StepFailed(f"{body['card']}: {key} expected {want!r}, seen {seen!r}")


def check_legal(duel: Duel, body: dict[str, Any], legal: bool) -> str | None:
    """Check an expect_legal/expect_illegal step; returns the refusal reason of an illegal one
    (kept in ``Result.extra["refusals"]`` so tests can check that each reason names its rule)."""
    prompt = duel.pending
    p = body["p"]
    keys = [k for k in body if k in ANSWER_KEYS]
    if not keys:
        raise StepFailed("expect_legal/illegal needs an answer (do=, select=, ...)")
    if prompt is None or prompt.player != p:
        if legal:
            who = "nobody" if prompt is None else f"p{prompt.player} for {prompt.kind}"
            raise StepFailed(f"expected p{p} to be asked, engine asks {who}")
        return None
    try:
        answer = build_answer(duel, body, keys[0])
    except StepFailed:
        if legal:
            raise
        return None
    reason = duel.refusal(answer)
    if legal and reason is not None:
        raise StepFailed(f"expected legal, refused: {reason}")
    if not legal:
        if reason is None:
            raise StepFailed(f"expected illegal, but the engine offers {keys[0]}={body[keys[0]]!r}")
        before = duel.state_hash()
        try:
            duel.answer(answer)
        except IllegalAnswer as exc:
            if not exc.reason:
                raise StepFailed("refused without a reason") from None
        else:
            raise StepFailed("the illegal answer was accepted")
        if duel.state_hash() != before:
            raise StepFailed("refusing the answer changed the state")
    return reason


# ------------------------------------------------------------------ running
def _about_a_zone(step: dict[str, Any]) -> bool:
    """A zone answer, or a check of one (``expect_illegal = {p=0, zone=0}``): the pending zone
    prompt is left for it instead of being answered with the lowest zone."""
    if "zone" in step:
        return True
    body = step.get("expect_legal") or step.get("expect_illegal")
    return isinstance(body, dict) and "zone" in body


def run_steps(duel: Duel, s: Scenario, upto: int | None = None) -> Result:
    answers = 0
    refusals: list[str] = []
    steps = s.step if upto is None else s.step[:upto]
    for n, step in enumerate(steps, 1):
        try:
            if not _about_a_zone(step):
                auto_zone(duel)
            if "expect" in step:
                check_expect(duel, step["expect"])
            elif "expect_card" in step:
                check_card(duel, step["expect_card"])
            elif "expect_legal" in step:
                check_legal(duel, step["expect_legal"], True)
            elif "expect_illegal" in step:
                reason = check_legal(duel, step["expect_illegal"], False)
                if reason is not None:
                    refusals.append(reason)
            else:
                answers += answer_step(duel, step)
        except StepFailed as exc:
            return Result(s.title, s.path, False, n, str(exc), answers, {"refusals": refusals})
    return Result(s.title, s.path, True, None, "", answers, {"refusals": refusals})


def run_scenario(s: Scenario, db: CardDatabase) -> Result:
    try:
        duel = start_duel(s, db)  # the start can already run the duel to its first prompt
        return run_steps(duel, s)
    except ScenarioError:
        raise
    except Exception as exc:  # an engine bug must not hide the other results
        return Result(s.title, s.path, False, None, f"engine error: {type(exc).__name__}: {exc}")
