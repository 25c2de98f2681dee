"""Pool 2 (POOL.md): Synchro, Xyz, Pendulum and Link monsters, their materials, and
monsters with their own Special Summon condition.

Summoning procedures are the engine's (``engine.procedures.extra_summons``); a
card only states its material restrictions. Texts are in our own words.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine import rules
from engine.cards.pool.dsl import (
    CONTINUOUS,
    GY,
    IGNITION,
    QUICK,
    SPELLS,
    TRIGGER,
    Ctx,
    Effect,
    Targets,
    card,
    choose_cards,
    current_atk,
    destroy_targets,
    face_up_monster,
)
from engine.cards.pool.mechanics import negate_attack
from engine.effects import ACTIVATE
from engine.game import Game
from engine.modifiers import Lingering, current_level, original_atk
from engine.procedures.abilities import is_normal_monster, is_tuner
from engine.procedures.extra_summons import (
    Link,
    OwnCondition,
    Synchro,
    Xyz,
    can_be_special_summoned_by_effect,
    can_detach,
    detach,
    free_pointed_main_zones,
    pendulum_effect,
    pendulum_scale_activation,
    pointed_monsters,
)
from engine.procedures.summon import special_summon
from engine.prompts import AnnouncePrompt
from engine.state import DEFENSE, EXTRA_MONSTERS, FIELD, HAND, MONSTERS, Card
from engine.zones import PENDULUM_ZONES

Proc = Generator[Any, Any, Any]


# ------------------------------------------------------------------ small shared pieces
def _summoned_self(kinds: tuple[str, ...]) -> Any:
    """Trigger test: this card was just Summoned in one of these ways."""
    return lambda ctx, ev: (ev.kind == "summoned" and ev.card is ctx.card
                            and ev.data.get("kind") in kinds)


def _free_main_zone(ctx: Ctx) -> bool:
    return bool(ctx.g.free_zones(ctx.player, MONSTERS))


def _gy_monster(pred: Any) -> Any:
    return lambda ctx, c: (c.location == GY and c.controller == ctx.player and c.data.is_monster
                           and pred(ctx, c))


def _negate_effects_while_on_field(g: Game, c: Card, source: str) -> None:
    """"Its effects are negated" for as long as it stays on the field."""
    g.lingering.append(Lingering(player=c.controller, source=source, card=c,
                                 rule=lambda ln, q, s: q == "negate" and s is ln.card))


def _tribute_self(ctx: Ctx) -> Proc:
    ctx.g.new_group()
    ctx.g.move(ctx.card, GY, reason="tribute", by=ctx.player, event="tributed")
    return
    yield  # pragma: no cover


def _attack_window(ctx: Ctx) -> bool:
    """An attack was just declared, and this card has not already answered it in this chain."""
    att = ctx.g.attack
    return (att is not None and not att.negated
            and any(ev.kind == "attack_declared" for ev in ctx.g.window_events)
            and not any(link.card is ctx.card for link in ctx.g.chain))


# ------------------------------------------------------------------ Synchro
def _junk_synchron_target(ctx: Ctx, c: Card) -> bool:
    return current_level(ctx.g, c) <= 2 and can_be_special_summoned_by_effect(ctx.g, c)


def _junk_synchron(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        if (yield from special_summon(ctx.g, ctx.player, c, positions=("defense",), by=ctx.player)):
            _negate_effects_while_on_field(ctx.g, c, "Junk Synchron")


card("Junk Synchron",
     "Tuner. When this card is Normal Summoned: you can target 1 Level 2 or lower monster in "
     "your GY; Special Summon it in Defense Position, with its effects negated.",
     Effect(TRIGGER, timing="when", trigger=_summoned_self(("normal",)), condition=_free_main_zone,
            target=Targets(_gy_monster(_junk_synchron_target), places=(GY,),
                           hint="Special Summon which Level 2 or lower monster?"),
            resolve=_junk_synchron))


def _battle_phase_id(g: Game) -> tuple[int, int]:
    """Which Battle Phase this is: the turn and the log position of its start (-1 when the
    duel started inside it). Tells two Battle Phases of one turn apart."""
    for ev in reversed(g.log):
        if ev.kind == "phase" and ev.data.get("step") != "end":
            return (g.state.turn, ev.seq if ev.data.get("phase") == "battle" else -1)
    return (g.state.turn, -1)


def _speed_warrior_ok(ctx: Ctx) -> bool:
    c, g = ctx.card, ctx.g
    return (g.state.phase == "battle" and not g.damage_step and c.summon_kind == "normal"
            and c.summoned_turn == g.state.turn
            and c.flags.get("speed_warrior_used") != _battle_phase_id(g))


def _speed_warrior_mark(ctx: Ctx) -> Proc:
    """Once per Battle Phase: counted when the effect is activated."""
    ctx.card.flags["speed_warrior_used"] = _battle_phase_id(ctx.g)
    return
    yield  # pragma: no cover


def _speed_warrior(ctx: Ctx) -> Proc:
    g, c = ctx.g, ctx.card
    if c.in_monster_zone and c.face_up:
        double = 2 * original_atk(c)
        phase = _battle_phase_id(g)
        g.lingering.append(Lingering(
            player=ctx.player, source="Speed Warrior", card=c, expires_turn=g.state.turn,
            rule=lambda ln, q, s: double if (q == "set_atk" and s is ln.card
                                             and g.state.phase == "battle"
                                             and _battle_phase_id(g) == phase) else None))
    return
    yield  # pragma: no cover


card("Speed Warrior",
     "Once per Battle Phase, during the Battle Phase of the turn this card was Normal Summoned "
     "(not in the Damage Step): you can make its ATK twice its original ATK until the end of "
     "that Battle Phase.",
     Effect(QUICK, condition=_speed_warrior_ok, cost=_speed_warrior_mark, resolve=_speed_warrior,
            extra={"why_not": "Speed Warrior: only in the Battle Phase of the turn it was Normal "
                              "Summoned, once per Battle Phase, not in the Damage Step — "
                              + rules.CONDITION}))


def _junk_warrior(ctx: Ctx) -> Proc:
    g, me = ctx.g, ctx.card
    if me.in_monster_zone and me.face_up:
        gain = sum(current_atk(g, c) for c in g.face_up_monsters(ctx.player)
                   if c.data.level and current_level(g, c) <= 2)
        g.lingering.append(Lingering(player=ctx.player, source="Junk Warrior", card=me, atk=gain))
    return
    yield  # pragma: no cover


card("Junk Warrior",
     '"Junk Synchron" + 1 or more non-Tuner monsters. If this card is Synchro Summoned: it gains '
     "ATK equal to the total ATK of the Level 2 or lower monsters you control at that time.",
     Effect(TRIGGER, optional=False, trigger=_summoned_self(("synchro",)), resolve=_junk_warrior),
     special_summon=Synchro(tuner=lambda c: c.name == "Junk Synchron",
                            tuner_text='"Junk Synchron"'))


def _destroying_activation(ctx: Ctx) -> bool:
    """The Chain Link just before is an activation whose effect destroys cards on the field:
    its categories say so (the actions it is made of), never its text."""
    from engine.cards.library import DESTROY, activated

    return activated(categories={DESTROY})(ctx)


def _stardust_negate(ctx: Ctx) -> Proc:
    from engine.cards.pool.dsl import negate_link

    negate_link(ctx)
    ctx.card.flags["stardust_negated_turn"] = ctx.g.state.turn
    return
    yield  # pragma: no cover


def _stardust_end_phase(ctx: Ctx, ev: Any) -> bool:
    c = ctx.card
    return (ev.kind == "phase" and ev.data.get("phase") == "end" and c.location == GY
            and c.flags.get("stardust_negated_turn") == ctx.g.state.turn)


def _summon_self_from_gy(ctx: Ctx) -> Proc:
    """"Special Summon this card from your GY" (Stardust Dragon's return, Linkuriboh)."""
    if ctx.card.location == GY:
        yield from special_summon(ctx.g, ctx.player, ctx.card, by=ctx.player)


card("Stardust Dragon",
     "1 Tuner + 1 or more non-Tuner monsters. When a card or effect is activated that would "
     "destroy a card on the field (Quick Effect): you can Tribute this card; negate the "
     "activation and destroy that card. In the End Phase, if this effect was used this turn "
     "and not negated: you can Special Summon this card from your GY.",
     Effect(QUICK, condition=_destroying_activation, cost=_tribute_self, resolve=_stardust_negate),
     Effect(TRIGGER, trigger=_stardust_end_phase, condition=_free_main_zone,
            resolve=_summon_self_from_gy),
     special_summon=Synchro())


def _you_control_tuner(ctx: Ctx) -> bool:
    return any(is_tuner(ctx.g, c) for c in ctx.g.face_up_monsters(ctx.player))


def _quillbolt(ctx: Ctx) -> Proc:
    c = ctx.card
    if c.location == GY and (yield from special_summon(ctx.g, ctx.player, c, by=ctx.player)):
        c.flags["banish_on_leave"] = True


card("Quillbolt Hedgehog",
     "If this card is in your GY and you control a face-up Tuner: you can Special Summon it, "
     "but banish it when it leaves the field.",
     Effect(IGNITION, range=(GY,), condition=lambda ctx: _you_control_tuner(ctx) and _free_main_zone(ctx),
            resolve=_quillbolt))


def _nitro_material(ctx: Ctx, ev: Any) -> bool:
    if ev.card is not ctx.card or ev.reason != "synchro_material":
        return False
    host = ctx.g.state.cards.get(ev.data.get("for", -1))
    return host is not None and "Nitro" in host.data.archetypes


def _draw_one(ctx: Ctx) -> Proc:
    ctx.g.draw(ctx.player, 1, reason="effect")
    return
    yield  # pragma: no cover


card("Nitro Synchron",
     'Tuner. If this card is sent to the GY as Synchro Material for a "Nitro" Synchro '
     "Monster: draw 1 card.",
     Effect(TRIGGER, optional=False, trigger=_nitro_material, resolve=_draw_one))


# ------------------------------------------------------------------ Xyz
def _detach_one(ctx: Ctx) -> Proc:
    yield from detach(ctx.g, ctx.player, ctx.card, 1)


def _utopia_negate(ctx: Ctx) -> Proc:
    negate_attack(ctx)
    return
    yield  # pragma: no cover


def _utopia_targeted(ctx: Ctx, ev: Any) -> bool:
    return (ev.kind == "attack_declared" and ev.data.get("target") == ctx.card.uid
            and ctx.card.in_monster_zone and not ctx.card.materials)


def _destroy_self(ctx: Ctx) -> Proc:
    if ctx.card.in_monster_zone:
        ctx.g.destroy([ctx.card], by=ctx.player)
    return
    yield  # pragma: no cover


card("Number 39: Utopia",
     "2 Level 4 monsters. When a monster declares an attack: you can detach 1 material from "
     "this card; negate that attack (once for each attack: it cannot be chained to itself). "
     "If this card is chosen as an attack target while it has no material: destroy it.",
     Effect(QUICK, condition=_attack_window, cost_ok=lambda ctx: can_detach(ctx.card),
            cost=_detach_one, resolve=_utopia_negate),
     Effect(TRIGGER, optional=False, trigger=_utopia_targeted, resolve=_destroy_self),
     special_summon=Xyz(level=4, count=2))


def _gagaga(ctx: Ctx) -> Proc:
    g, me = ctx.g, ctx.card
    answer = yield AnnouncePrompt(player=ctx.player, what="number", choices=list(range(1, 9)),
                                  hint="Gagaga Magician: declare a Level from 1 to 8")
    if me.in_monster_zone and me.face_up:
        me.flags["level"] = int(answer.value)
        g.lingering.append(Lingering(
            player=ctx.player, source="Gagaga Magician", card=me, expires_turn=g.state.turn,
            data={"on_expire": lambda: me.flags.pop("level", None)}))


card("Gagaga Magician",
     "Once per turn: you can declare a Level from 1 to 8; this card becomes that Level until the "
     "end of this turn. This card cannot be used as Synchro Material.",
     Effect(IGNITION, once_per_turn=True, resolve=_gagaga),
     extra={"not_synchro_material": True})


def _zubaba_trigger(ctx: Ctx, ev: Any) -> bool:
    att = ctx.g.attack
    return (ev.kind == "damage_step_start" and att is not None and att.attacker is ctx.card
            and att.target is not None and att.target.in_monster_zone
            and att.target.position == DEFENSE)


def _zubaba(ctx: Ctx) -> Proc:
    att = ctx.g.attack
    if att is not None and att.target is not None and att.target.in_monster_zone \
            and att.target.position == DEFENSE:
        ctx.g.destroy([att.target], by=ctx.player)
    return
    yield  # pragma: no cover


card("Zubaba Knight",
     "If this card attacks a Defense Position monster, destroy that monster at the start of "
     "the Damage Step.",
     Effect(TRIGGER, optional=False, trigger=_zubaba_trigger, damage_step=True, resolve=_zubaba))


def _small_in_hand(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.state.players[ctx.player].hand
            if c.data.is_monster and c.data.level and current_level(ctx.g, c) <= 4
            and can_be_special_summoned_by_effect(ctx.g, c)]


def _goblindbergh(ctx: Ctx) -> Proc:
    cands = _small_in_hand(ctx)
    if not cands or not _free_main_zone(ctx):
        return
    chosen = yield from choose_cards(ctx, cands, hint="Special Summon which Level 4 or lower monster?")
    if (yield from special_summon(ctx.g, ctx.player, chosen[0], by=ctx.player)):
        me = ctx.card
        if me.in_monster_zone and me.face_up and me.position != DEFENSE:
            ctx.g.set_position(me, DEFENSE, True, by=ctx.player)


card("Goblindbergh",
     "When this card is Normal Summoned: you can Special Summon 1 Level 4 or lower monster from "
     "your hand, and if you do, change this card to Defense Position.",
     Effect(TRIGGER, timing="when", trigger=_summoned_self(("normal",)),
            condition=lambda ctx: bool(_small_in_hand(ctx)) and _free_main_zone(ctx),
            resolve=_goblindbergh))


# ------------------------------------------------------------------ Pendulum
def _other_scale_is(ctx: Ctx, archetypes: tuple[str, ...]) -> bool:
    spells = ctx.g.state.players[ctx.card.controller].spells
    for zone in (0, 4):
        c = spells[zone]
        if c is not None and c is not ctx.card and any(a in c.data.archetypes for a in archetypes):
            return True
    return False


def _gazer_rule(locked: str) -> Any:
    """Stargazer/Timegazer: Scale 4 without a "Magician"/"Odd-Eyes" partner; while your
    Pendulum Monster battles, the opponent cannot activate ``locked`` (Spell or Trap) Cards."""

    def rule(ctx: Ctx, question: str, subject: Any) -> Any:
        if ctx.card.location != SPELLS:
            return None
        if question == "pendulum_scale" and subject is ctx.card:
            return None if _other_scale_is(ctx, ("Magician", "Odd-Eyes")) else 4
        if question == "cannot_activate":
            player, c, eff = subject
            att = ctx.g.attack
            if player == ctx.player or att is None or eff.kind != ACTIVATE:
                return None
            mine = [m for m in (att.attacker, att.target) if m is not None
                    and m.controller == ctx.player and m.data.is_pendulum]
            if mine and c.data.card_type == locked:
                return (f"a Pendulum Monster of your opponent is battling: {ctx.card.name} "
                        f"forbids {locked} Cards until the end of the Damage Step")
        return None

    return rule


def _no_monsters_to_activate(ctx: Ctx) -> bool:
    return not ctx.g.monsters(ctx.player)


def _stargazer_returned(ctx: Ctx, ev: Any) -> bool:
    """Exactly one other Pendulum Monster of yours (and no other card) went from your Monster
    Zone to your hand by an opponent's card effect, outside the Damage Step."""
    g, me = ctx.g, ctx.card
    if not (ev.kind == "to_hand" and ev.src in (MONSTERS, EXTRA_MONSTERS) and ev.card is not me
            and ev.player == ctx.player and ev.card.data.is_pendulum and ev.reason == "effect"
            and ev.by is not None and ev.by != ctx.player and not g.damage_step
            and ev.card.location == HAND):
        return False
    lo = ev.seq
    while lo > 0 and g.log[lo - 1].group == ev.group:
        lo -= 1
    hi = ev.seq
    while hi + 1 < len(g.log) and g.log[hi + 1].group == ev.group:
        hi += 1
    returned = [e for e in g.log[lo:hi + 1]
                if e.kind == "to_hand" and e.src in (MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD)]
    return len(returned) == 1


def _stargazer_candidates(ctx: Ctx) -> list[Card]:
    ev = ctx.event
    if ev is None or ev.card is None:
        return []
    name = ev.card.data.name
    return [c for c in ctx.g.state.players[ctx.player].hand
            if c.data.is_monster and c.data.name == name and can_be_special_summoned_by_effect(ctx.g, c)]


def _stargazer_summon(ctx: Ctx) -> Proc:
    cands = _stargazer_candidates(ctx)
    if not cands or not _free_main_zone(ctx):
        return
    chosen = yield from choose_cards(ctx, cands, hint="Special Summon which monster from your hand?")
    yield from special_summon(ctx.g, ctx.player, chosen[0], by=ctx.player)


card("Stargazer Magician",
     "Pendulum Scale 1. Pendulum Effect: if a Pendulum Monster you control attacks or is "
     "attacked, your opponent cannot activate Spell Cards until the end of the Damage Step. "
     'Unless your other Pendulum Zone holds a "Magician" or "Odd-Eyes" card, this card\'s Scale '
     "becomes 4. Monster effect: once per turn, when your opponent's card effect returns exactly "
     "1 other Pendulum Monster you control (and no other card) to your hand, outside the Damage "
     "Step: you can Special Summon 1 monster with that monster's name from your hand.",
     pendulum_scale_activation(),
     pendulum_effect(rule=_gazer_rule("Spell")),
     Effect(TRIGGER, timing="when", once_per_turn=True, range=(MONSTERS, EXTRA_MONSTERS),
            trigger=_stargazer_returned,
            condition=lambda ctx: bool(_stargazer_candidates(ctx)) and _free_main_zone(ctx),
            resolve=_stargazer_summon))


def _timegazer_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    """Monster effect: the first card(s) in your Pendulum Zones that your opponent's card
    effect would destroy each turn are not destroyed (all of one destruction at once)."""
    me, g = ctx.card, ctx.g
    if question != "destroy_instead" or not me.in_monster_zone:
        return None
    target, reason, by = subject
    if not (target.location == SPELLS and target.zone in PENDULUM_ZONES
            and target.controller == ctx.player and reason == "effect"
            and by is not None and by != ctx.player):
        return None
    now = (g.state.turn, g.group)
    used = me.flags.get("timegazer_used")
    if isinstance(used, tuple) and used[0] == g.state.turn and used != now:
        return None

    def protect() -> None:
        me.flags["timegazer_used"] = now
        g.emit("not_destroyed", player=ctx.player, card=target, data={"by_card": me.uid})

    return protect


card("Timegazer Magician",
     "Pendulum Scale 8. You can activate this card in a Pendulum Zone only while you control no "
     "monsters. Pendulum Effect: if a Pendulum Monster you control attacks or is attacked, your "
     "opponent cannot activate Trap Cards until the end of the Damage Step. "
     'Unless your other Pendulum Zone holds a "Magician" or "Odd-Eyes" card, this card\'s Scale '
     "becomes 4. Monster effect: each turn, the first card(s) in your Pendulum Zones that your "
     "opponent's card effect would destroy are not destroyed.",
     Effect(ACTIVATE, text="Activate this card in your Pendulum Zone.",
            condition=_no_monsters_to_activate,
            extra={"pendulum_scale": True, "pendulum": True,
                   "why_not": "Timegazer Magician can be activated in a Pendulum Zone only while "
                              "you control no monsters — " + rules.CONDITION}),
     pendulum_effect(rule=_gazer_rule("Trap")),
     Effect(CONTINUOUS, rule=_timegazer_rule))


def _blue_dragon_search_pool(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.state.players[ctx.player].deck if c.data.is_normal_monster
            and c.data.race in ("Warrior", "Dragon", "Spellcaster")]


def _blue_dragon_trigger(ctx: Ctx, ev: Any) -> bool:
    return ev.card is ctx.card and ev.dst == GY and ctx.card.location == GY


def _blue_dragon(ctx: Ctx) -> Proc:
    cands = _blue_dragon_search_pool(ctx)
    if not cands:
        return
    chosen = yield from choose_cards(ctx, cands, hint="Add which Normal Monster to your hand?")
    ctx.g.new_group()
    ctx.g.to_hand(chosen[0], by=ctx.player)
    ctx.g.shuffle_deck(ctx.player)


card("Blue Dragon Summoner",
     "If this card is sent to the GY: you can add 1 Warrior, Dragon or Spellcaster Normal "
     "Monster from your Deck to your hand.",
     Effect(TRIGGER, trigger=_blue_dragon_trigger,
            condition=lambda ctx: bool(_blue_dragon_search_pool(ctx)), resolve=_blue_dragon))


_OEPD = "Odd-Eyes Pendulum Dragon"
_OEPD_ZERO = f"{_OEPD}: battle damage to 0"
_OEPD_SEARCH = f"{_OEPD}: search"


def _odd_eyes_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    """Monster effect: battle damage this card inflicts battling an opponent's monster is doubled."""
    if question != "double_battle_damage" or not ctx.card.in_monster_zone:
        return None
    player, source = subject
    att = ctx.g.attack
    if source is not ctx.card or player == ctx.card.controller or att is None or att.target is None:
        return None
    other = att.target if att.attacker is ctx.card else att.attacker if att.target is ctx.card else None
    return other is not None and other.controller != ctx.card.controller


def _odd_eyes_pendulum_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    """Pendulum Effect (once per turn): you can make the battle damage you would take from a
    battle involving your Pendulum Monster 0 — asked at damage calculation (yes/no)."""
    if question != "may_zero_battle_damage" or ctx.card.location != SPELLS:
        return None
    player, _source = subject
    g, me = ctx.g, ctx.card
    att = g.attack
    if player != ctx.player or att is None:
        return None
    used = g.state.per_turn[ctx.player].once_per_turn
    if used.get(_OEPD_ZERO) == g.state.turn:
        return None
    if not any(m is not None and m.controller == ctx.player and m.data.is_pendulum
               and m.in_monster_zone for m in (att.attacker, att.target)):
        return None

    def use() -> None:
        used[_OEPD_ZERO] = g.state.turn
        g.emit("battle_damage_zero", player=ctx.player, card=me)

    return (f"{_OEPD} (Pendulum Zone): make this battle damage 0? (once per turn)", use)


def _odd_eyes_search_pool(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.state.players[ctx.player].deck
            if c.data.is_pendulum and (c.data.atk or 0) <= 1500 and c.data.atk is not None]


def _odd_eyes_end_phase(ctx: Ctx, ev: Any) -> bool:
    return (ev.kind == "phase" and ev.data.get("phase") == "end"
            and ctx.g.state.turn_player == ctx.player and ctx.card.location == SPELLS)


def _odd_eyes_search(ctx: Ctx) -> Proc:
    g, me = ctx.g, ctx.card
    if me.location != SPELLS or not g.destroy([me], by=ctx.player):
        return
    cands = _odd_eyes_search_pool(ctx)
    if not cands:
        return
    chosen = yield from choose_cards(ctx, cands, hint="Add which Pendulum Monster with 1500 or "
                                                      "less ATK to your hand?")
    g.new_group()
    g.to_hand(chosen[0], by=ctx.player)
    g.shuffle_deck(ctx.player)


card(_OEPD,
     "Pendulum Scale 4. Pendulum Effects (each once per turn): you can make the battle damage "
     "you take from a battle involving a Pendulum Monster you control 0. In your End Phase: you "
     "can destroy this card, and if you do, add 1 Pendulum Monster with 1500 or less ATK from "
     "your Deck to your hand. Monster effect: if this card battles an opponent's monster, the "
     "battle damage it inflicts to your opponent is doubled.",
     pendulum_scale_activation(),
     pendulum_effect(rule=_odd_eyes_pendulum_rule),
     pendulum_effect(kind=TRIGGER, text="Destroy this card and add a Pendulum Monster with 1500 "
                                        "or less ATK from your Deck to your hand.",
                     trigger=_odd_eyes_end_phase, once_per_turn=_OEPD_SEARCH,
                     condition=lambda ctx: bool(_odd_eyes_search_pool(ctx)),
                     resolve=_odd_eyes_search, extra={"destroys": True}),
     Effect(CONTINUOUS, rule=_odd_eyes_rule))


# ------------------------------------------------------------------ Link
def _link_spider_ok(ctx: Ctx) -> bool:
    return bool(free_pointed_main_zones(ctx.g, ctx.card)) and bool(_small_in_hand(ctx))


def _link_spider(ctx: Ctx) -> Proc:
    g = ctx.g
    zones = free_pointed_main_zones(g, ctx.card)
    cands = _small_in_hand(ctx)
    if not zones or not cands:
        return
    chosen = yield from choose_cards(ctx, cands, hint="Special Summon which Level 4 or lower monster?")
    zone = yield from g.choose_zone(ctx.player, MONSTERS, zones, hint="To a zone Link Spider points to")
    yield from special_summon(g, ctx.player, chosen[0], by=ctx.player, zone=zone)


card("Link Spider",
     "1 Normal Monster. Once per turn: you can Special Summon 1 Level 4 or lower monster from "
     "your hand to a zone this card points to.",
     Effect(IGNITION, once_per_turn=True, condition=_link_spider_ok, resolve=_link_spider),
     special_summon=Link(material=is_normal_monster,
                         material_text="Normal Monster"))


def _decode_atk(ctx: Ctx, c: Card) -> int:
    return 500 * len(pointed_monsters(ctx.g, ctx.card)) if c is ctx.card else 0


def _targets_my_card(ctx: Ctx) -> bool:
    chain = ctx.g.chain
    if not chain:
        return False
    link = chain[-1]
    return (link.player != ctx.player and not link.negated
            and any(t.controller == ctx.player and t.on_field for t in link.ctx.targets))


def _decode_cost_ok(ctx: Ctx) -> bool:
    return any(c.controller == ctx.player for c in pointed_monsters(ctx.g, ctx.card))


def _decode_cost(ctx: Ctx) -> Proc:
    mine = [c for c in pointed_monsters(ctx.g, ctx.card) if c.controller == ctx.player]
    chosen = yield from choose_cards(ctx, mine, purpose="Tribute",
                                     hint="Tribute 1 monster Decode Talker points to")
    ctx.g.new_group()
    ctx.g.move(chosen[0], GY, reason="tribute", by=ctx.player, event="tributed")


def _decode_negate(ctx: Ctx) -> Proc:
    from engine.cards.pool.dsl import negate_link

    negate_link(ctx)
    return
    yield  # pragma: no cover


card("Decode Talker",
     "2 or more Effect Monsters. Gains 500 ATK for each monster it points to. When your opponent "
     "activates a card or effect that targets a card you control (Quick Effect): you can "
     "Tribute 1 monster this card points to; negate the activation and destroy that card.",
     Effect(CONTINUOUS, atk=_decode_atk),
     Effect(QUICK, condition=_targets_my_card, cost_ok=_decode_cost_ok, cost=_decode_cost,
            resolve=_decode_negate, extra={"destroys": True}),
     special_summon=Link(material=lambda c: c.data.has("Effect"), minimum=2,
                         material_text="Effect Monsters"))


def _opponents_attack(ctx: Ctx) -> bool:
    att = ctx.g.attack
    return _attack_window(ctx) and att is not None and att.attacker.controller != ctx.player


def _linkuriboh_zero(ctx: Ctx) -> Proc:
    att = ctx.g.attack
    if att is not None and att.attacker.in_monster_zone and att.attacker.face_up:
        target = att.attacker
        ctx.g.lingering.append(Lingering(player=ctx.player, source="Linkuriboh", card=target,
                                         atk=-current_atk(ctx.g, target),
                                         expires_turn=ctx.g.state.turn))
    return
    yield  # pragma: no cover


def _level_one(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.monsters(ctx.player)
            if c.face_up and c.data.level and current_level(ctx.g, c) == 1]


def _linkuriboh_cost(ctx: Ctx) -> Proc:
    chosen = yield from choose_cards(ctx, _level_one(ctx), purpose="Tribute",
                                     hint="Tribute 1 Level 1 monster")
    ctx.g.new_group()
    ctx.g.move(chosen[0], GY, reason="tribute", by=ctx.player, event="tributed")


card("Linkuriboh",
     "1 Level 1 monster. When an opponent's monster declares an attack: you can Tribute this "
     "card; that monster's ATK becomes 0 until the end of this turn. If this card is in your "
     "GY: you can Tribute 1 Level 1 monster; Special Summon this card (once per turn).",
     Effect(QUICK, condition=_opponents_attack, cost=_tribute_self, resolve=_linkuriboh_zero),
     Effect(IGNITION, range=(GY,), once_per_turn="Linkuriboh revive",
            condition=lambda ctx: can_be_special_summoned_by_effect(ctx.g, ctx.card),
            cost_ok=lambda ctx: bool(_level_one(ctx)), cost=_linkuriboh_cost,
            resolve=_summon_self_from_gy),
     special_summon=Link(material=lambda c: bool(c.data.level) and c.data.level == 1,
                         material_text="Level 1 monster"))


def _honeybot_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if question == "indestructible_by_battle":
        return subject in pointed_monsters(ctx.g, ctx.card)
    if question == "cannot_target":
        c, by = subject
        return (by is not None and by.player != ctx.player
                and c in pointed_monsters(ctx.g, ctx.card))
    return None


card("Honeybot",
     "2 Cyberse monsters. Monsters this card points to cannot be destroyed by battle, and your "
     "opponent cannot target them with card effects.",
     Effect(CONTINUOUS, rule=_honeybot_rule),
     special_summon=Link(material=lambda c: c.data.race == "Cyberse", minimum=2,
                         material_text="Cyberse monsters"))


# ------------------------------------------------------------------ own Summon conditions
def _only_opponent_has_monsters(g: Game, player: int, card: Card) -> str | None:
    if g.monsters(player) or not g.monsters(1 - player):
        return (f"{card.name} can be Special Summoned this way only while your opponent controls "
                f"a monster and you control none — its own Summon condition; {rules.SPECIAL_SUMMON}")
    return None


card("Cyber Dragon",
     "If only your opponent controls a monster, you can Special Summon this card from your hand.",
     special_summon=OwnCondition(condition=_only_opponent_has_monsters))


def _gy_attr(g: Game, player: int, attribute: str) -> list[Card]:
    """Monsters of that Attribute in the GY that may be banished now (Artifact Lancea)."""
    return [c for c in g.state.players[player].gy if c.data.is_monster
            and c.data.attribute == attribute and g.banish_refusal(c, player) is None]


def _chaos_condition(g: Game, player: int, card: Card) -> str | None:
    if not _gy_attr(g, player, "LIGHT") or not _gy_attr(g, player, "DARK"):
        return (f"{card.name} needs 1 LIGHT and 1 DARK monster in your GY to banish — its own "
                f"Summon condition; {rules.SPECIAL_SUMMON}")
    return None


def _chaos_banish(g: Game, player: int, card: Card) -> Proc:
    from engine.prompts import CardsPrompt

    cands = _gy_attr(g, player, "LIGHT") + _gy_attr(g, player, "DARK")
    prompt = CardsPrompt(player=player, candidates=[c.uid for c in cands], min=2, max=2,
                         purpose="banish", hint=f"Banish 1 LIGHT and 1 DARK monster for {card.name}")

    def check(uids: list[int]) -> str | None:
        attrs = sorted(g.state.cards[u].data.attribute or "" for u in uids)
        return None if attrs == ["DARK", "LIGHT"] else (
            f"choose exactly 1 LIGHT and 1 DARK monster — {rules.SPECIAL_SUMMON}")

    prompt._check = check
    answer = yield prompt
    g.new_group()
    for u in answer.cards:
        g.banish(g.state.cards[u], reason="summon", by=player)


def _chaos_sorcerer(ctx: Ctx) -> Proc:
    g, me = ctx.g, ctx.card
    for c in ctx.valid_targets():
        g.new_group()
        g.banish(c, by=ctx.player)
    turn = g.state.turn
    g.lingering.append(Lingering(
        player=ctx.player, source="Chaos Sorcerer", card=me, expires_turn=turn,
        rule=lambda ln, q, s: (f"{me.name} cannot attack the turn its effect was activated"
                               if q == "cannot_attack" and s is me else None)))
    return
    yield  # pragma: no cover


card("Chaos Sorcerer",
     "Cannot be Normal Summoned/Set. Special Summon it from your hand by banishing 1 LIGHT and "
     "1 DARK monster from your GY. Once per turn: you can target 1 face-up monster on the field; "
     "banish it. This card cannot attack the turn you activate this effect.",
     Effect(IGNITION, once_per_turn=True,
            condition=lambda ctx: ctx.card.attacks == 0,
            target=Targets(face_up_monster, hint="Banish which face-up monster?"),
            resolve=_chaos_sorcerer),
     cannot_normal_summon=True,
     special_summon=OwnCondition(condition=_chaos_condition, cost=_chaos_banish))


def _dad_condition(g: Game, player: int, card: Card) -> str | None:
    n = len(_gy_attr(g, player, "DARK"))
    if n != 3:
        return (f"{card.name} needs exactly 3 DARK monsters in your GY, you have {n} — its own "
                f"Summon condition; {rules.SPECIAL_SUMMON}")
    return None


def _dad_cost(ctx: Ctx) -> Proc:
    cands = _gy_attr(ctx.g, ctx.player, "DARK")
    chosen = yield from choose_cards(ctx, cands, purpose="banish",
                                     hint="Banish 1 DARK monster from your GY")
    ctx.g.new_group()
    ctx.g.banish(chosen[0], reason="cost", by=ctx.player)


card("Dark Armed Dragon",
     "Cannot be Normal Summoned/Set. Special Summon it from your hand while you have exactly 3 "
     "DARK monsters in your GY. You can banish 1 DARK monster from your GY, then target 1 card "
     "on the field; destroy it.",
     Effect(IGNITION, cost_ok=lambda ctx: bool(_gy_attr(ctx.g, ctx.player, "DARK")),
            cost=_dad_cost, target=Targets(lambda ctx, c: c.on_field, hint="Destroy which card?"),
            resolve=destroy_targets, extra={"destroys": True}),
     cannot_normal_summon=True,
     special_summon=OwnCondition(condition=_dad_condition))
