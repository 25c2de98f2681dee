"""Pool 1 Traps (POOL.md): classic Trap Cards the rules documents use as examples.

Also the two Spells that live with them in the rules examples (Stamping
Destruction, Rush Recklessly). Card texts are our own words, following the
cards' current official texts; where seed 004 describes an older text, the
scenario that exercises the card says so.

Effect numbers that matter for scenarios: a Continuous Trap with an
"ignition-like" effect (Skull Lair, Ultimate Offering, Royal Oppression,
seed 004) has effect 0 = activate the card only, 1 = its effect: used by the
face-up card, or, while the card is Set, activating the card and using the
effect at once (one Chain Link).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from engine import rules
from engine.cards.pool.dsl import (
    ACTIVATE,
    CONTINUOUS,
    GY,
    MONSTERS,
    QUICK,
    SPELLS,
    Ctx,
    Effect,
    EventMonster,
    Targets,
    activation_of,
    ask_yes_no,
    attack_declared_by_opponent,
    attacker,
    card,
    choose_cards,
    current_atk,
    destroy_targets,
    face_up_monster,
    negate_link,
    opponents,
    spell_trap,
    summoned_by_opponent,
)
from engine.cards.pool.mechanics import (
    activation_resolved,
    bound_for_gy,
    maintenance_lp,
    negate_attack,
)
from engine.effects import ChainLink
from engine.modifiers import Lingering, current_level, original_atk
from engine.prompts import CardsPrompt
from engine.state import ATTACK, DEFENSE, Card

Proc = Generator[Any, Any, Any]

#: Summon kinds that are not Special Summons (engine.procedures.summon).
NORMAL_KINDS = ("normal", "tribute", "gemini", "flip")


def _done() -> Proc:
    """An empty generator, for resolutions that ask nothing."""
    return
    yield  # pragma: no cover


# ================================================================== shared helpers
def _lingering(ctx: Ctx, rule: Callable[[Lingering, str, Any], Any], card_: Card | None = None,
               atk: int = 0) -> None:
    """An effect that lasts until the end of this turn (seed 003 "Continuous Effect")."""
    ctx.g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, card=card_, atk=atk,
                                     expires_turn=ctx.g.state.turn, rule=rule))


def _boost(amount: int) -> Callable[[Ctx], Proc]:
    """"Target 1 face-up monster; it gains N ATK until the end of this turn"."""
    def resolve(ctx: Ctx) -> Proc:
        for c in ctx.valid_targets():
            ctx.g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, card=c,
                                             atk=amount, expires_turn=ctx.g.state.turn))
        return _done()
    return resolve


def _summoned(ctx: Ctx, where: Callable[[Card], bool] = lambda c: True) -> Card | None:
    """A monster whose successful Summon opened this window, either player's."""
    for ev in ctx.g.window_events:
        c = ev.card
        if ev.kind == "summoned" and c is not None and c.is_face_up_monster and where(c):
            return c
    return None


def _bind(g: Any, leaving: Card, doomed: Card, source: str, destroyed_only: bool = False) -> None:
    """When ``leaving`` leaves the field (or only: is destroyed), destroy ``doomed``.

    Not a Chain Link (Call of the Haunted, Shadow Spell): it happens at once.
    A token in ``doomed.flags`` makes sure the bond ends if ``doomed`` itself
    leaves first and later comes back as a new card (seed 004).
    """
    token = object()
    doomed.flags[f"bond:{leaving.uid}"] = token

    def hook(event: str) -> None:
        if destroyed_only and event != "destroyed":
            return
        if doomed.on_field and doomed.flags.get(f"bond:{leaving.uid}") is token:
            g.destroy([doomed], reason="effect", by=doomed.controller)

    g.lingering.append(Lingering(player=doomed.controller, source=source, card=leaving,
                                 data={"on_card_leaves": hook}))


def _tribute_cost(ctx: Ctx, exclude: list[Card]) -> Proc:
    """Tribute 1 monster you control as a cost (Horn of Heaven)."""
    cands = [c for c in ctx.g.monsters(ctx.player) if c not in exclude]
    chosen = yield from choose_cards(ctx, cands, purpose="Tribute", hint=f"{ctx.card.name}: Tribute 1 monster")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.move(c, GY, reason="cost", by=ctx.player, event="tributed")


def _discard_cost(ctx: Ctx) -> Proc:
    hand = list(ctx.g.state.players[ctx.player].hand)
    chosen = yield from choose_cards(ctx, hand, purpose="discard", hint=f"{ctx.card.name}: discard 1 card")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.discard(c, reason="cost", by=ctx.player)


def _pay(amount: int | Callable[[Ctx], int]) -> Callable[[Ctx], Proc]:
    """Pay LP as a cost: paid on activation, never refunded (seed 004 "Costs")."""
    def cost(ctx: Ctx) -> Proc:
        value = amount(ctx) if callable(amount) else amount
        ctx.g.new_group()
        ctx.g.pay_lp(ctx.player, value)
        ctx.data["paid"] = value
        return _done()
    return cost


def _can_pay(amount: int) -> Callable[[Ctx], bool]:
    return lambda ctx: ctx.g.state.players[ctx.player].lp >= amount


# ------------------------------------------------------------------ Summon negation
def _attempts(ctx: Ctx, special_only: bool = False) -> list[Card]:
    """The monsters that would be Summoned now (seed 002 n.Summons 00.3).

    Only while no Chain Link stands before this activation: once a chain has
    begun, a Counter Trap answers that link, never the Summon (seed 004).
    """
    if ctx.g.chain:
        return []
    out = []
    for ev in ctx.g.window_events:
        c = ev.card
        if ev.kind != "summoning" or c is None or not c.in_monster_zone:
            continue
        if c.flags.get("summon_negated"):
            continue
        if special_only and ev.data.get("kind") in NORMAL_KINDS:
            continue
        out.append(c)
    return out


def _negate_summons(ctx: Ctx, cards: list[Card]) -> None:
    """Negate the Summon: the monster is destroyed; a Normal Summon stays used (seed 002 00.4)."""
    g = ctx.g
    hit = [c for c in cards if c.in_monster_zone and not c.flags.get("summon_negated")]
    for c in hit:
        c.flags["summon_negated"] = True
        g.emit("summon_negated", player=ctx.player, card=c)
    g.destroy(hit, reason="effect", by=ctx.player)


def _record_summons(special_only: bool = False) -> Callable[[Ctx], None]:
    def record(ctx: Ctx) -> None:
        ctx.data["summons"] = _attempts(ctx, special_only)
    return record


# ------------------------------------------------------------------ answering activations
def _spell_trap_activation(link: ChainLink) -> bool:
    return link.is_card_activation and not link.card.data.is_monster


def _spell_activation(link: ChainLink) -> bool:
    return link.is_card_activation and link.card.data.is_spell


def _trap_activation(link: ChainLink) -> bool:
    return link.is_card_activation and link.card.data.is_trap


def _inflicts_damage(link: ChainLink) -> bool:
    """Does this Chain Link's effect inflict damage? ``extra["damage"]`` says so when a
    card declares it; otherwise the card's own text is read ("inflict ... damage")."""
    from engine.cards.pool.dsl import effect_declares

    return effect_declares(link, "damage", "damage", "inflict")


def _damage_both(ctx: Ctx, amount: int) -> None:
    """Ring of Destruction: you take the damage, then your opponent takes what you took.

    Both happen in one resolution, so LP is checked once at the end: both at 0
    is a draw. A "damage you would take goes to your opponent" effect applies.
    """
    from engine.modifiers import ask

    g = ctx.g
    me, opp = ctx.player, ctx.opponent
    hits = {me: 0, opp: 0}
    took = 0
    if ask(g, "reflect_effect_damage", me):
        hits[opp] += amount
    else:
        hits[me] += amount
        took = amount
    hits[1 - me if ask(g, "reflect_effect_damage", opp) else opp] += took
    g.new_group()
    for player in (me, opp):
        if hits[player] > 0:
            p = g.state.players[player]
            p.lp = max(0, p.lp - hits[player])
            g.emit("damage", player=player, amount=-hits[player], reason="effect", by=me)
    g.check_lp()


# ------------------------------------------------------------------ ignition-like Continuous Traps
def ignition_like(text: str, **effect: Any) -> list[Effect]:
    """A Continuous Trap whose effect can be used again and again (seed 004 "Continuous
    Traps with ignition-like effects"): activating the card may use the effect at once,
    as one Chain Link; once face-up, the effect is a Spell Speed 2 effect of its own."""
    quick = Effect(QUICK, text=text, **effect)
    with_effect = dict(effect)
    with_effect["extra"] = {**effect.get("extra", {}), "variant_of": quick}
    return [
        Effect(ACTIVATE, text="Activate this card without using its effect."),
        quick,
        Effect(ACTIVATE, text=f"Activate this card and use its effect: {text}", **with_effect),
    ]


# ================================================================== the cards
# ------------------------------------------------------------------ Trap Hole, Eatgaboon
def _atk_1000_or_more(ctx: Ctx, c: Any) -> bool:
    return current_atk(ctx.g, c) >= 1000


def _trap_hole_monster(ctx: Ctx) -> Any:
    return summoned_by_opponent(ctx, kinds=("normal", "tribute", "flip"), where=_atk_1000_or_more)


def _trap_hole(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        if current_atk(ctx.g, c) >= 1000:  # the target must still qualify (seed 004)
            ctx.g.destroy([c], by=ctx.player)
    return _done()


card("Trap Hole",
     "Normal Trap. When your opponent Normal or Flip Summons a monster with 1000 or more ATK: "
     "destroy that monster.",
     Effect(ACTIVATE, condition=lambda ctx: _trap_hole_monster(ctx) is not None,
            target=EventMonster(_trap_hole_monster), resolve=_trap_hole))


def _eatgaboon_monster(ctx: Ctx) -> Any:
    return summoned_by_opponent(ctx, where=lambda ctx, c: current_atk(ctx.g, c) <= 500)


def _eatgaboon(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        if current_atk(ctx.g, c) <= 500:  # raised above 500 in the chain: nothing happens
            ctx.g.destroy([c], by=ctx.player)
    return _done()


card("Eatgaboon",
     "Normal Trap. When your opponent Summons a monster with 500 or less ATK: target it; "
     "destroy it.",
     Effect(ACTIVATE, condition=lambda ctx: _eatgaboon_monster(ctx) is not None,
            target=EventMonster(_eatgaboon_monster), resolve=_eatgaboon))


# ------------------------------------------------------------------ attack answers
def _magic_cylinder(ctx: Ctx) -> Proc:
    targets = ctx.valid_targets()
    negate_attack(ctx)
    if targets:
        ctx.g.damage(targets[0].controller, current_atk(ctx.g, targets[0]), by=ctx.player)
    return _done()


card("Magic Cylinder",
     "Normal Trap. When an opponent's monster declares an attack: target that monster; negate "
     "the attack, and if you do, inflict damage to your opponent equal to its ATK.",
     Effect(ACTIVATE, condition=attack_declared_by_opponent, target=EventMonster(attacker),
            resolve=_magic_cylinder))


def _mirror_force(ctx: Ctx) -> Proc:
    doomed = [c for c in ctx.g.monsters(ctx.opponent) if c.position == ATTACK]
    ctx.g.destroy(doomed, by=ctx.player)
    return _done()


card("Mirror Force",
     "Normal Trap. When an opponent's monster declares an attack: destroy every Attack Position "
     "monster your opponent controls.",
     Effect(ACTIVATE, condition=attack_declared_by_opponent, resolve=_mirror_force))


card("Sakuretsu Armor",
     "Normal Trap. When an opponent's monster declares an attack: target the attacker; destroy it.",
     Effect(ACTIVATE, condition=attack_declared_by_opponent, target=EventMonster(attacker),
            resolve=destroy_targets))


def _enchanted_javelin(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        ctx.g.gain_lp(ctx.player, current_atk(ctx.g, c), by=ctx.player)
    return _done()


card("Enchanted Javelin",
     "Normal Trap. When an opponent's monster declares an attack: target the attacker; gain LP "
     "equal to its ATK.",
     Effect(ACTIVATE, condition=attack_declared_by_opponent, target=EventMonster(attacker),
            resolve=_enchanted_javelin))


def _malevolent_catastrophe(ctx: Ctx) -> Proc:
    g = ctx.g
    doomed = [c for c in g.field_cards() if c.location in (SPELLS, "field") and c is not ctx.card
              and not c.data.is_monster]
    g.destroy(doomed, by=ctx.player)
    return _done()


card("Malevolent Catastrophe",
     "Normal Trap. When an opponent's monster declares an attack: destroy every Spell and Trap "
     "on the field.",
     Effect(ACTIVATE, condition=attack_declared_by_opponent, resolve=_malevolent_catastrophe))


def _waboku(ctx: Ctx) -> Proc:
    me = ctx.player

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        if question == "no_battle_damage":
            return subject[0] == me
        if question == "indestructible_by_battle":
            return subject.controller == me
        return None

    _lingering(ctx, rule)
    return _done()


card("Waboku",
     "Normal Trap. For the rest of this turn you take no battle damage, and your monsters cannot "
     "be destroyed by battle.",
     Effect(ACTIVATE, resolve=_waboku))


def _threatening_roar(ctx: Ctx) -> Proc:
    opp = ctx.opponent

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        if question == "cannot_attack" and subject.controller == opp:
            return "Threatening Roar: no attack can be declared this turn"
        return None

    _lingering(ctx, rule)
    return _done()


card("Threatening Roar",
     "Normal Trap. Your opponent cannot declare an attack for the rest of this turn.",
     Effect(ACTIVATE, resolve=_threatening_roar))


# ------------------------------------------------------------------ Summon answers
def _torrential(ctx: Ctx) -> Proc:
    ctx.g.destroy(ctx.g.monsters(), by=ctx.player)
    return _done()


card("Torrential Tribute",
     "Normal Trap. When a monster is Summoned: destroy every monster on the field.",
     Effect(ACTIVATE, condition=lambda ctx: _summoned(ctx) is not None, resolve=_torrential))


def _chain_destruction_monster(ctx: Ctx) -> Card | None:
    return _summoned(ctx, lambda c: current_atk(ctx.g, c) <= 2000)


def _chain_destruction_cost(ctx: Ctx) -> Proc:
    c = _chain_destruction_monster(ctx)
    ctx.data["name"] = c.name if c is not None else None
    ctx.data["owner"] = c.controller if c is not None else None
    return _done()


def _chain_destruction(ctx: Ctx) -> Proc:
    """Uses the name and player fixed on activation, so it resolves even if the target
    left the field in the meantime."""
    g = ctx.g
    name, player = ctx.data.get("name"), ctx.data.get("owner")
    if name is None or player is None:
        return _done()
    p = g.state.players[player]
    doomed = [c for c in p.hand + p.deck if c.name == name]
    g.new_group()
    for c in doomed:
        g.move(c, GY, reason="effect", by=ctx.player, event="destroyed")
    if any(c.location == GY for c in doomed):
        g.shuffle_deck(player)
    return _done()


card("Chain Destruction",
     "Normal Trap. When a monster with 2000 or less ATK is Summoned: target it; destroy every card "
     "with its name in its controller's hand and Deck.",
     Effect(ACTIVATE, condition=lambda ctx: _chain_destruction_monster(ctx) is not None,
            cost=_chain_destruction_cost, target=EventMonster(_chain_destruction_monster),
            resolve=_chain_destruction))


# ------------------------------------------------------------------ Counter Traps
def _solemn_mode(ctx: Ctx) -> str | None:
    if _attempts(ctx):
        return "summon"
    if activation_of(ctx, _spell_trap_activation):
        return "activation"
    return None


def _solemn_cost(ctx: Ctx) -> Proc:
    ctx.data["mode"] = _solemn_mode(ctx)
    _record_summons()(ctx)
    yield from _pay(lambda c: c.g.state.players[c.player].lp // 2)(ctx)


def _solemn(ctx: Ctx) -> Proc:
    if ctx.data.get("mode") == "summon":
        _negate_summons(ctx, ctx.data.get("summons", []))
    else:
        negate_link(ctx)
    return _done()


card("Solemn Judgment",
     "Counter Trap. When a monster would be Summoned, or a Spell/Trap Card is activated: pay half "
     "your LP; negate the Summon or the activation, and if you do, destroy that card.",
     Effect(ACTIVATE, condition=lambda ctx: _solemn_mode(ctx) is not None, cost=_solemn_cost,
            resolve=_solemn, negates_summon=True))


def _negate_recorded_summons(ctx: Ctx) -> Proc:
    _negate_summons(ctx, ctx.data.get("summons", []))
    return _done()


def _horn_cost_ok(ctx: Ctx) -> bool:
    attempts = _attempts(ctx)
    return any(c not in attempts for c in ctx.g.monsters(ctx.player))


def _horn_cost(ctx: Ctx) -> Proc:
    _record_summons()(ctx)
    yield from _tribute_cost(ctx, exclude=ctx.data["summons"])


card("Horn of Heaven",
     "Counter Trap. When a monster would be Summoned: Tribute 1 monster; negate the Summon, and if "
     "you do, destroy that monster.",
     Effect(ACTIVATE, condition=lambda ctx: bool(_attempts(ctx)), cost_ok=_horn_cost_ok,
            cost=_horn_cost, resolve=_negate_recorded_summons, negates_summon=True))


def _negate_answered(ctx: Ctx) -> Proc:
    negate_link(ctx)
    return _done()


card("Magic Jammer",
     "Counter Trap. When a Spell Card is activated: discard 1 card; negate the activation, and if "
     "you do, destroy it.",
     Effect(ACTIVATE, condition=lambda ctx: activation_of(ctx, _spell_activation),
            cost_ok=lambda ctx: bool(ctx.g.state.players[ctx.player].hand), cost=_discard_cost,
            resolve=_negate_answered))

card("Seven Tools of the Bandit",
     "Counter Trap. When a Trap Card is activated: pay 1000 LP; negate the activation, and if you "
     "do, destroy it.",
     Effect(ACTIVATE, condition=lambda ctx: activation_of(ctx, _trap_activation),
            cost_ok=_can_pay(1000), cost=_pay(1000), resolve=_negate_answered))


def _barrel(ctx: Ctx) -> Proc:
    """The damage the answered link would inflict on you goes to your opponent instead."""
    link = ctx.data.get("answered")
    g, me = ctx.g, ctx.player
    if link is None or link.negated:
        return _done()

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        return (question == "reflect_effect_damage" and subject == me and g.resolving
                and bool(g.chain) and g.chain[-1] is link)

    _lingering(ctx, rule)
    return _done()


card("Barrel Behind the Door",
     "Counter Trap. When a card or effect that would inflict damage to you is activated: that "
     "damage is inflicted to your opponent instead.",
     Effect(ACTIVATE, condition=lambda ctx: activation_of(ctx, _inflicts_damage), resolve=_barrel))


# ------------------------------------------------------------------ damage
def _ring_target(ctx: Ctx, c: Card) -> bool:
    return (c.controller != ctx.player and face_up_monster(ctx, c)
            and current_atk(ctx.g, c) <= ctx.g.state.players[c.controller].lp)


def _ring(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        amount = original_atk(c)
        if ctx.g.destroy([c], by=ctx.player):
            _damage_both(ctx, amount)
    return _done()


card("Ring of Destruction",
     "Normal Trap. Only during your opponent's turn, once per turn: target a face-up monster your "
     "opponent controls whose ATK is not above their LP; destroy it, and if you do, you take damage "
     "equal to its original ATK, then your opponent takes the same damage you took.",
     Effect(ACTIVATE, condition=lambda ctx: ctx.g.state.turn_player != ctx.player,
            target=Targets(_ring_target, hint="Destroy which monster?"),
            once_per_turn="Ring of Destruction", resolve=_ring, extra={"damage": True}))


def _secret_barrel(ctx: Ctx) -> Proc:
    p = ctx.g.state.players[ctx.opponent]
    ctx.g.damage(ctx.opponent, 200 * (len(p.hand) + len(p.field_cards())), by=ctx.player)
    return _done()


card("Secret Barrel",
     "Normal Trap. Inflict 200 damage to your opponent for each card in their hand and on their "
     "field.",
     Effect(ACTIVATE, resolve=_secret_barrel))


def _flip_face_up_quietly(g: Any, c: Card, by: int) -> None:
    """Change a face-down monster to face-up Defense Position without its Flip effect."""
    c.position = DEFENSE
    c.face_up = True
    c.was_face_up_on_field = True
    g.emit("position", player=c.controller, card=c, reason="effect", by=by,
           data={"position": DEFENSE, "face_up": True, "no_flip_effect": True})


def _ceasefire_ok(ctx: Ctx) -> bool:
    return any((not c.face_up and c.position == DEFENSE) or c.data.has("Effect")
               for c in ctx.g.monsters())


def _ceasefire(ctx: Ctx) -> Proc:
    g = ctx.g
    g.new_group()
    for c in g.monsters():
        if not c.face_up and c.position == DEFENSE:
            _flip_face_up_quietly(g, c, ctx.player)
    effects = [c for c in g.monsters() if c.face_up and c.data.has("Effect")]
    g.damage(ctx.opponent, 500 * len(effects), by=ctx.player)
    return _done()


card("Ceasefire",
     "Normal Trap. Only if there is a face-down Defense Position monster or an Effect Monster on "
     "the field: turn every face-down Defense Position monster face-up (their Flip effects do not "
     "activate), then inflict 500 damage to your opponent for each Effect Monster on the field.",
     Effect(ACTIVATE, condition=_ceasefire_ok, resolve=_ceasefire))


# ------------------------------------------------------------------ ATK/DEF
card("Reinforcements",
     "Normal Trap. Target 1 face-up monster on the field; it gains 500 ATK until the end of this "
     "turn.",
     Effect(ACTIVATE, target=Targets(face_up_monster, hint="Which monster gains 500 ATK?"),
            resolve=_boost(500), damage_step=True))

card("Rush Recklessly",
     "Quick-Play Spell. Target 1 face-up monster on the field; it gains 700 ATK until the end of "
     "this turn.",
     Effect(ACTIVATE, target=Targets(face_up_monster, hint="Which monster gains 700 ATK?"),
            resolve=_boost(700), damage_step=True))


def _reverse_trap(ctx: Ctx) -> Proc:
    _lingering(ctx, lambda ln, question, subject: question == "reverse_stat_changes")
    return _done()


card("Reverse Trap",
     "Normal Trap. Until the end of this turn, every increase and decrease to ATK and DEF is "
     "reversed.",
     Effect(ACTIVATE, resolve=_reverse_trap, damage_step=True))


def _shadow_spell(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        if ctx.card.on_field:
            c.flags["shadowed_by"] = ctx.card.uid
            _bind(ctx.g, c, ctx.card, "Shadow Spell")
    return _done()


def _shadowed(ctx: Ctx, c: Card) -> bool:
    return c.flags.get("shadowed_by") == ctx.card.uid and c.in_monster_zone


def _shadow_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if question in ("cannot_attack", "cannot_change_position") and _shadowed(ctx, subject):
        return "Shadow Spell: this monster cannot attack or change its battle position"
    return None


card("Shadow Spell",
     "Continuous Trap. Target 1 face-up monster your opponent controls: it loses 700 ATK, and it "
     "cannot attack or change its battle position. When it leaves the field, destroy this card.",
     Effect(ACTIVATE, target=Targets(opponents(face_up_monster), hint="Bind which monster?"),
            resolve=_shadow_spell),
     Effect(CONTINUOUS, atk=lambda ctx, c: -700 if _shadowed(ctx, c) else 0, rule=_shadow_rule))


# ------------------------------------------------------------------ Continuous Traps
def _skill_drain_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    return (question == "negate" and activation_resolved(ctx) and subject.data.is_monster
            and subject.in_monster_zone and subject.face_up)


card("Skill Drain",
     "Continuous Trap. Activate by paying 1000 LP. The effects of face-up monsters on the field "
     "are negated while they are face-up on the field.",
     Effect(ACTIVATE, cost_ok=_can_pay(1000), cost=_pay(1000)),
     Effect(CONTINUOUS, rule=_skill_drain_rule, extra={"negates": True}))


def _imperial_order_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    return (question == "negate" and activation_resolved(ctx) and subject.data.is_spell
            and subject.on_field)


card("Imperial Order",
     "Continuous Trap. Spell effects on the field are negated. In each of your Standby Phases pay "
     "700 LP, or destroy this card.",
     Effect(ACTIVATE),
     Effect(CONTINUOUS, rule=_imperial_order_rule, extra={"negates": True}),
     # today's text: "you must pay 700 LP (this is not optional)"; seed 004's older wording
     # let the player decline (tests/scenarios/pool1_traps/imperial_order_*.toml)
     extra={"maintenance": maintenance_lp(700, optional=False)})


def _gravity_bind_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if (question == "cannot_attack" and activation_resolved(ctx) and subject.data.level > 0
            and current_level(ctx.g, subject) >= 4):
        return "Gravity Bind: Level 4 or higher monsters cannot attack"
    return None


card("Gravity Bind",
     "Continuous Trap. Level 4 or higher monsters cannot attack.",
     Effect(ACTIVATE),
     Effect(CONTINUOUS, rule=_gravity_bind_rule))


def _revivable(ctx: Ctx, c: Card) -> bool:
    from engine.cards.pool.dsl import can_be_revived

    return c.location == GY and c.owner == ctx.player and can_be_revived(ctx, c)


def _call_of_the_haunted(ctx: Ctx) -> Proc:
    from engine.procedures.summon import special_summon

    g = ctx.g
    for c in ctx.valid_targets():
        if not g.free_zones(ctx.player, MONSTERS):
            return
        done = yield from special_summon(g, ctx.player, c, positions=("attack",), by=ctx.player)
        if done:
            _bind(g, ctx.card, c, "Call of the Haunted")
            _bind(g, c, ctx.card, "Call of the Haunted", destroyed_only=True)


card("Call of the Haunted",
     "Continuous Trap. Target 1 monster in your GY: Special Summon it in Attack Position. When this "
     "card leaves the field, destroy that monster; when that monster is destroyed, destroy this card.",
     Effect(ACTIVATE, target=Targets(_revivable, places=(GY,), hint="Revive which monster?"),
            resolve=_call_of_the_haunted))


# ------------------------------------------------------------------ ignition-like Continuous Traps
def _skull_lair_target(ctx: Ctx, c: Card) -> bool:
    level = c.data.level and current_level(ctx.g, c)
    gy = [m for m in ctx.g.state.players[ctx.player].gy if m.data.is_monster]
    return face_up_monster(ctx, c) and bool(level) and len(gy) >= level


def _skull_lair(ctx: Ctx) -> Proc:
    g = ctx.g
    for c in ctx.valid_targets():
        level = current_level(g, c)
        gy = [m for m in g.state.players[ctx.player].gy if m.data.is_monster]
        if len(gy) < level:
            return
        chosen = yield from choose_cards(ctx, gy, count=level, purpose="banish",
                                         hint=f"Skull Lair: banish {level} monster(s) from your GY")
        g.new_group()
        for m in chosen:
            g.banish(m, by=ctx.player)
        g.destroy([c], by=ctx.player)


card("Skull Lair",
     "Continuous Trap. You can target 1 face-up monster on the field; banish monsters from your GY "
     "equal to its Level, and if you do, destroy it.",
     *ignition_like("Target a face-up monster; banish monsters from your GY equal to its Level, "
                    "and if you do, destroy it.",
                    target=Targets(_skull_lair_target, hint="Destroy which monster?"),
                    resolve=_skull_lair))


def _normal_summonable(g: Any, player: int, c: Card) -> bool:
    from engine.modifiers import cannot_summon_reason
    from engine.procedures.summon import tribute_candidates, tributes_needed

    data = c.data
    script = g.script(c)
    if not data.is_monster or data.is_extra_deck or data.is_token or data.has("Ritual"):
        return False
    if data.has("Special Summon") or (script is not None and script.cannot_normal_summon):
        return False
    if cannot_summon_reason(g, player, c, "normal"):
        return False
    needed = tributes_needed(g, c)
    if needed == 0:
        return bool(g.free_zones(player, MONSTERS))
    return len(tribute_candidates(g, player)) >= needed


def _offering_timing(ctx: Ctx) -> bool:
    st = ctx.g.state
    if st.turn_player == ctx.player:
        return st.phase in ("main1", "main2")
    return st.phase == "battle"


def _gemini_waiting(g: Any, player: int) -> list[Card]:
    """Face-up Geminis not yet Summoned a second time: a Normal Summon granted by an effect may
    be that second Summon (seed 004 "Gemini", seed 002 01.1)."""
    from engine.modifiers import cannot_summon_reason

    return [c for c in g.monsters(player) if c.data.has("Gemini") and c.face_up
            and c.location == MONSTERS and not c.gemini_enabled
            and not cannot_summon_reason(g, player, c, "gemini")]


def _offering_ok(ctx: Ctx) -> bool:
    hand = ctx.g.state.players[ctx.player].hand
    return _offering_timing(ctx) and (any(_normal_summonable(ctx.g, ctx.player, c) for c in hand)
                                      or bool(_gemini_waiting(ctx.g, ctx.player)))


def _choose_normal_summon(g: Any, player: int, cands: list[Card]) -> Proc:
    """Ask which monster to Normal Summon or Set, as the player would at the open game state:
    ``do="summon"``/``do="set"`` (SCENARIOS.md), offered for the monsters that can be."""
    from engine.prompts import Action, IdlePrompt

    options = [Action(do=do, card=c.uid, label=f"{'Normal Summon' if do == 'summon' else 'Set'} "
                                               f"{c.name}")
               for c in cands for do in ("summon", "set") if c.location == "hand" or do == "summon"]
    prompt = IdlePrompt(player=player, options=options,
                        hint="Normal Summon or Set 1 monster now (an effect performs it)")
    prompt._explain = lambda a: (f"now only a Normal Summon or Set of a monster from your hand — "
                                 f"{rules.SUMMON}")
    answer = yield prompt
    return g.state.cards[answer.card], ("attack" if answer.do == "summon" else "set")


def _perform_normal_summon(ctx: Ctx) -> Proc:
    """"Immediately after this effect resolves, Normal Summon/Set 1 monster" (seed 000
    "Performs a Normal Summon"): it does not use the turn's Normal Summon. Done within
    the resolution, so no window opens for it in the middle of a chain."""
    from engine.procedures.summon import summoned, tribute_candidates, tributes_needed

    g, player = ctx.g, ctx.player
    cands = [c for c in g.state.players[player].hand if _normal_summonable(g, player, c)]
    cands += _gemini_waiting(g, player)
    if not cands:
        return
    mon, position = yield from _choose_normal_summon(g, player, cands)
    if mon.location == MONSTERS:  # a Gemini's second Summon, performed by this effect
        from engine.procedures.summon import summoned

        mon.gemini_enabled = True
        g.new_group()
        summoned(g, player, mon, "gemini")
        return
    needed = tributes_needed(g, mon)
    if needed:
        prompt = CardsPrompt(player=player, candidates=[c.uid for c in tribute_candidates(g, player)],
                             min=needed, max=needed, purpose="Tribute",
                             hint=f"Tribute {needed} monster(s) for {mon.name}")
        answer = yield prompt
        g.new_group()
        for uid in answer.cards:
            g.move(g.state.cards[uid], GY, reason="tribute", by=player, event="tributed")
    zone = yield from g.choose_zone(player, MONSTERS, g.free_zones(player, MONSTERS),
                                    hint=f"Where to place {mon.name}?")
    g.new_group()
    if position == "set":
        g.move(mon, MONSTERS, player=player, zone=zone, face_up=False, position=DEFENSE,
               reason="set", event="set_monster")
        return
    g.move(mon, MONSTERS, player=player, zone=zone, face_up=True, position=ATTACK,
           reason="summon", event="placed")
    summoned(g, player, mon, "tribute" if needed else "normal")


card("Ultimate Offering",
     "Continuous Trap. During your Main Phase or your opponent's Battle Phase: you can pay 500 LP; "
     "right after this effect resolves, Normal Summon or Set 1 monster.",
     *ignition_like("Pay 500 LP; Normal Summon or Set 1 monster right after this resolves.",
                    condition=_offering_ok, cost_ok=_can_pay(500), cost=_pay(500),
                    resolve=_perform_normal_summon))


def _oppression_cost(ctx: Ctx) -> Proc:
    _record_summons(special_only=True)(ctx)
    yield from _pay(800)(ctx)


card("Royal Oppression",
     "Continuous Trap. Either player can pay 800 LP; negate the Special Summon of a monster, and "
     "if they do, destroy it.",
     *ignition_like("Pay 800 LP; negate a Special Summon and destroy that monster.",
                    condition=lambda ctx: bool(_attempts(ctx, special_only=True)),
                    cost_ok=_can_pay(800),
                    cost=_oppression_cost, resolve=_negate_recorded_summons,
                    negates_summon=True, extra={"any_player": True}))


# ------------------------------------------------------------------ Spell/Trap removal, cards
def _stamping(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        controller = c.controller
        if ctx.g.destroy([c], by=ctx.player):
            ctx.g.damage(controller, 500, by=ctx.player)
    return _done()


card("Stamping Destruction",
     "Normal Spell. Only if you control a Dragon monster: target 1 Spell/Trap on the field; destroy "
     "it, and if you do, inflict 500 damage to its controller.",
     Effect(ACTIVATE, condition=lambda ctx: any(c.face_up and c.data.race == "Dragon"
                                                for c in ctx.g.monsters(ctx.player)),
            target=Targets(spell_trap, exclude_self=True, hint="Destroy which Spell/Trap?"),
            resolve=_stamping))


def _dust_tornado(ctx: Ctx) -> Proc:
    g = ctx.g
    g.destroy(ctx.valid_targets(), by=ctx.player)
    hand = [c for c in g.state.players[ctx.player].hand if not c.data.is_monster
            and c.data.spell_trap_type != "Field"]
    if not hand or not g.free_zones(ctx.player, SPELLS):
        return
    if not (yield from ask_yes_no(ctx, "Dust Tornado: Set a Spell/Trap from your hand?")):
        return
    [chosen] = yield from choose_cards(ctx, hand, purpose="set", hint="Set which card?")
    zone = yield from g.choose_zone(ctx.player, SPELLS, g.free_zones(ctx.player, SPELLS),
                                    hint=f"Where to Set {chosen.name}?")
    g.new_group()
    g.move(chosen, SPELLS, player=ctx.player, zone=zone, face_up=False, reason="set",
           event="set_spell")
    chosen.turn_set = g.state.turn


card("Dust Tornado",
     "Normal Trap. Target 1 Spell/Trap your opponent controls; destroy it, then you can Set 1 "
     "Spell/Trap from your hand.",
     Effect(ACTIVATE, target=Targets(opponents(spell_trap), hint="Destroy which Spell/Trap?"),
            resolve=_dust_tornado))


def _draw_one(ctx: Ctx) -> Proc:
    ctx.g.draw(ctx.player, 1, reason="effect")
    return _done()


card("Jar of Greed", "Normal Trap. Draw 1 card.", Effect(ACTIVATE, resolve=_draw_one))


def _phoenix_wing(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        if not bound_for_gy(ctx.g, c):  # an activated Normal Trap is already on its way to the GY
            ctx.g.to_deck(c, top=True, by=ctx.player)
    return _done()


card("Phoenix Wing Wind Blast",
     "Normal Trap. Discard 1 card, then target 1 card your opponent controls; put it on top of the "
     "Deck.",
     Effect(ACTIVATE, cost_ok=lambda ctx: bool(ctx.g.state.players[ctx.player].hand),
            cost=_discard_cost, target=Targets(opponents(lambda ctx, c: c.on_field),
                                               hint="Return which card to the Deck?"),
            resolve=_phoenix_wing))


def _backup_pick(ctx: Ctx, c: Card) -> bool:
    return (c.location == GY and c.owner == ctx.player and c.data.is_monster
            and not c.data.has("Effect") and (c.data.atk or 0) <= 1500 and (c.data.atk or 0) >= 0)


def _backup_soldier(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        ctx.g.to_hand(c, by=ctx.player)
    return _done()


card("Backup Soldier",
     "Normal Trap. Only while you have 5 or more monsters in your GY: target up to 3 non-Effect "
     "Monsters with 1500 or less ATK in your GY; add them to your hand.",
     Effect(ACTIVATE,
            condition=lambda ctx: sum(c.data.is_monster for c in ctx.g.state.players[ctx.player].gy) >= 5,
            target=Targets(_backup_pick, count=1, maximum=3, places=(GY,),
                           hint="Add up to 3 monsters to your hand"),
            resolve=_backup_soldier))
