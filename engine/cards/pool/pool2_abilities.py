"""Pool 2 (POOL.md): Fusion, Ritual, monster abilities, Tokens and more Normal Summons.

Each card is one declaration; the rules they share (Fusion and Ritual
Summons, Spirit, Toon, Union, Gemini, Tokens, Normal Summon limits) live in
``engine.procedures.fusion_ritual`` and ``engine.procedures.abilities``.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine import rules
from engine.cards.pool.dsl import (
    ACTIVATE,
    CONTINUOUS,
    IGNITION,
    QUICK,
    TRIGGER,
    Ctx,
    Effect,
    Targets,
    activation_of,
    card,
    choose_cards,
    destroy_targets,
    face_up_monster,
    negate_link,
    opponents,
)
from engine.cards.pool.mechanics import pay_lp_to_attack
from engine.modifiers import Lingering, current_atk
from engine.procedures import abilities as ab
from engine.procedures import fusion_ritual as fr
from engine.state import ATTACK, DEFENSE, GY, HAND, MONSTERS, Card

Proc = Generator[Any, Any, Any]


# ================================================================== Fusion
card("Polymerization",
     "Normal Spell. Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from "
     "your hand or field as its Fusion Materials.",
     Effect(ACTIVATE, condition=fr.can_fusion_summon, resolve=fr.fusion_summon,
            extra={"why_not": fr.NO_FUSION}))

card("Flame Swordsman",
     "Fusion Monster. Materials: Flame Manipulator + Masaki the Legendary Swordsman.",
     extra={"fusion_materials": ["Flame Manipulator", "Masaki the Legendary Swordsman"]})


def _wingman_destroyed(ctx: Ctx, ev: Any) -> bool:
    att = ctx.g.attack
    if ev.kind != "destroyed" or ev.reason != "battle" or ev.dst != GY or att is None:
        return False
    me = ctx.card
    other = att.target if att.attacker is me else att.attacker if att.target is me else None
    return other is not None and ev.card is other and other in att.destroyed


def _wingman_burn(ctx: Ctx) -> Proc:
    victim = ctx.event.card if ctx.event is not None else None
    if victim is not None and victim.location == GY:
        ctx.g.damage(ctx.opponent, current_atk(ctx.g, victim), by=ctx.player)
    return
    yield  # pragma: no cover


card("Elemental HERO Flame Wingman",
     "Fusion Monster. Materials: Elemental HERO Avian + Elemental HERO Burstinatrix. Must be "
     "Fusion Summoned. If this card destroys a monster by battle and sends it to the GY: your "
     "opponent takes damage equal to that monster's ATK in the GY.",
     Effect(TRIGGER, optional=False, trigger=_wingman_destroyed, resolve=_wingman_burn),
     extra={"fusion_materials": ["Elemental HERO Avian", "Elemental HERO Burstinatrix"],
            "summon_only_by": ("fusion",), "only_by_procedure": True})


# ================================================================== Ritual
def ritual_spell(monsters: tuple[str, ...], level: int | None, exact: bool) -> Effect:
    """A Ritual Spell: usable only if a Ritual Monster and a Tribute set exist; both are chosen
    on resolution (the Tributes are not a cost: seed 004)."""
    return Effect(ACTIVATE,
                  condition=lambda ctx: bool(fr.ritual_candidates(ctx, monsters, level, exact)),
                  resolve=lambda ctx: fr.ritual_summon(ctx, monsters, level, exact),
                  extra={"why_not": fr.NO_RITUAL})


card("Black Luster Ritual",
     "Ritual Spell. Ritual Summon Black Luster Soldier from your hand by Tributing monsters "
     "from your hand or field whose Levels total 8 or more.",
     ritual_spell(("Black Luster Soldier",), 8, exact=False))

card("Black Luster Soldier",
     "Ritual Monster. Ritual Summoned with Black Luster Ritual.")

# Seed 003 p. 19 prints End of the World with Tributes whose Levels "equal the Level" of the
# Ritual Monster: the exact-total case.
card("End of the World",
     "Ritual Spell. Ritual Summon Demise, King of Armageddon or Ruin, Queen of Oblivion from "
     "your hand by Tributing monsters from your hand or field whose Levels total exactly its Level.",
     ritual_spell(("Demise, King of Armageddon", "Ruin, Queen of Oblivion"), None, exact=True))


def _demise(ctx: Ctx) -> Proc:
    others = [c for c in ctx.g.field_cards() if c is not ctx.card]
    ctx.g.destroy(others, by=ctx.player)
    return
    yield  # pragma: no cover


def _pay(amount: int) -> Any:
    def cost(ctx: Ctx) -> Proc:
        ctx.g.pay_lp(ctx.player, amount)
        return
        yield  # pragma: no cover
    return cost


card("Demise, King of Armageddon",
     "Ritual Monster (End of the World). You can pay 2000 LP: destroy every other card on the field.",
     Effect(IGNITION, cost_ok=lambda ctx: ctx.g.state.players[ctx.player].lp >= 2000,
            cost=_pay(2000), resolve=_demise))


def _ruin_second_attack(ctx: Ctx, question: str, subject: Any) -> Any:
    if question != "extra_attacks" or subject is not ctx.card:
        return None
    won = any(ev.kind == "destroyed_by_battle_pending" and ev.data.get("by_card") == ctx.card.uid
              for ev in ab.events_this_turn(ctx.g))
    return 1 if won else None


card("Ruin, Queen of Oblivion",
     "Ritual Monster (End of the World). If this card destroys a monster by battle, it can make "
     "a second attack.",
     Effect(CONTINUOUS, rule=_ruin_second_attack))


# ================================================================== Gemini
def _gemini_in_gy(ctx: Ctx, c: Card) -> bool:
    return c.location == GY and c.owner == ctx.player and c.data.has("Gemini")


def _revive(ctx: Ctx) -> Proc:
    from engine.procedures.summon import special_summon

    for c in ctx.valid_targets():
        yield from special_summon(ctx.g, ctx.player, c, by=ctx.player)


def _opponent_spell(ctx: Ctx) -> bool:
    return activation_of(ctx, lambda link: link.is_card_activation and link.card.data.is_spell
                         and link.player != ctx.player)


def _my_equip_spells(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.state.players[ctx.player].spells
            if c is not None and c.face_up and c.data.spell_trap_type == "Equip"]


def _send_equip(ctx: Ctx) -> Proc:
    chosen = yield from choose_cards(ctx, _my_equip_spells(ctx), purpose="cost",
                                     hint="Send 1 Equip Spell you control to the GY")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.send_to_gy(c, reason="cost", by=ctx.player)


def _negate_spell(ctx: Ctx) -> Proc:
    negate_link(ctx, destroy=True)
    return
    yield  # pragma: no cover


card("Phoenix Gearfried",
     "Gemini. Once Summoned a second time: when your opponent activates a Spell Card, you can send "
     "1 face-up Equip Spell you control to the GY to negate that activation and destroy it; and "
     "you can target 1 Gemini monster in your GY and Special Summon it.",
     ab.gemini(Effect(QUICK, condition=_opponent_spell, cost_ok=lambda ctx: bool(_my_equip_spells(ctx)),
                      cost=_send_equip, resolve=_negate_spell)),
     ab.gemini(Effect(IGNITION, condition=lambda ctx: bool(ctx.g.free_zones(ctx.player, MONSTERS)),
                      target=Targets(_gemini_in_gy, places=(GY,), hint="Gemini monster to revive"),
                      resolve=_revive)))

card("Elemental HERO Neos Alius",
     "Gemini. Once Summoned a second time, its name becomes Elemental HERO Neos.",
     ab.gemini(Effect(CONTINUOUS, rule=lambda ctx, q, s: (
         "Elemental HERO Neos" if q == "name" and s is ctx.card else None))))

card("Tuned Magician",
     "Gemini. Once Summoned a second time, it is also treated as a Tuner.",
     ab.gemini(ab.becomes_tuner()))


# ================================================================== Spirit
def _asura_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    """Attacks each opponent's monster once: as many attacks as monsters not yet attacked."""
    me = ctx.card
    attacked = {ev.data.get("target") for ev in ab.events_this_turn(ctx.g)
                if ev.kind == "attack_declared" and ev.card is me}
    if question == "cannot_be_attacked":
        defender, attacker = subject
        return attacker is me and defender.uid in attacked
    if question == "extra_attacks" and subject is me:
        left = [m for m in ctx.g.monsters(1 - me.controller) if m.uid not in attacked]
        if not left:
            return max(0, me.attacks - 1) or None
        return (me.attacks + len(left) - 1) or None
    return None


card("Asura Priest",
     "Spirit. Cannot be Special Summoned. Returns to the hand in the End Phase of the turn it was "
     "Normal Summoned or flipped face-up. It can attack each monster your opponent controls once.",
     *ab.spirit_effects(), Effect(CONTINUOUS, rule=_asura_rule), extra=ab.SPIRIT)


def _otohime_trigger(ctx: Ctx, ev: Any) -> bool:
    if ev.card is not ctx.card or not ctx.card.is_face_up_monster:
        return False
    return ev.kind == "flipped" or (ev.kind == "summoned" and ev.data.get("kind") in (
        "normal", "tribute", "flip"))


def _change_position(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        ctx.g.new_group()
        ctx.g.set_position(c, DEFENSE if c.position == ATTACK else ATTACK, True, by=ctx.player)
    return
    yield  # pragma: no cover


card("Otohime",
     "Spirit. Cannot be Special Summoned. Returns to the hand in the End Phase of the turn it was "
     "Normal Summoned or flipped face-up. When it is Normal Summoned or flipped face-up: you can "
     "target 1 face-up monster your opponent controls and change its battle position.",
     *ab.spirit_effects(),
     Effect(TRIGGER, timing="when", trigger=_otohime_trigger,
            target=Targets(opponents(face_up_monster), hint="Change whose position?"),
            resolve=_change_position),
     extra=ab.SPIRIT)


# ================================================================== Toon
card("Toon World",
     "Continuous Spell. Pay 1000 LP to activate this card.",
     Effect(ACTIVATE, cost_ok=lambda ctx: ctx.g.state.players[ctx.player].lp >= 1000,
            cost=_pay(1000)))

card("Toon Mermaid",
     "Toon. Special Summoned from your hand only while you control Toon World. Cannot attack the "
     "turn it is Summoned; pay 500 LP to declare an attack with it. Attacks directly unless your "
     "opponent controls a Toon (then it must attack a Toon). Destroyed when Toon World on the "
     "field is destroyed.",
     *ab.toon_effects("Toon World"), pay_lp_to_attack(500), cannot_normal_summon=True,
     special_summon=ab.ToonSummon("Toon World"))

card("Toon Summoned Skull",
     "Toon. Special Summoned from your hand, Tributing 1 monster, only while you control Toon "
     "World. Cannot attack the turn it is Summoned; pay 500 LP to declare an attack with it. "
     "Attacks directly unless your opponent controls a Toon (then it must attack a Toon). "
     "Destroyed when Toon World on the field is destroyed.",
     *ab.toon_effects("Toon World"), pay_lp_to_attack(500), cannot_normal_summon=True,
     special_summon=ab.ToonSummon("Toon World"))


# ================================================================== Union / XYZ
card("Y-Dragon Head",
     "Union. Once per turn, equip this card to an X-Head Cannon you control, or unequip it and "
     "Special Summon it. The equipped monster gains 400 ATK/DEF; if it would be destroyed by "
     "battle or an effect, destroy this card instead.",
     *ab.union_effects(("X-Head Cannon",), 400, 400))

card("Z-Metal Tank",
     "Union. Once per turn, equip this card to an X-Head Cannon or Y-Dragon Head you control, or "
     "unequip it and Special Summon it. The equipped monster gains 600 ATK/DEF; if it would be "
     "destroyed by battle or an effect, destroy this card instead.",
     *ab.union_effects(("X-Head Cannon", "Y-Dragon Head"), 600, 600))


def _discard_one(ctx: Ctx) -> Proc:
    hand = list(ctx.g.state.players[ctx.player].hand)
    chosen = yield from choose_cards(ctx, hand, purpose="cost", hint="Discard 1 card")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.discard(c, reason="cost", by=ctx.player)


XYZ_PARTS = ["X-Head Cannon", "Y-Dragon Head", "Z-Metal Tank"]

card("XYZ-Dragon Cannon",
     "Fusion Monster. Special Summoned from your Extra Deck only by banishing X-Head Cannon, "
     "Y-Dragon Head and Z-Metal Tank you control (no Polymerization). You can discard 1 card, "
     "then target 1 card your opponent controls: destroy it.",
     Effect(IGNITION, cost_ok=lambda ctx: bool(ctx.g.state.players[ctx.player].hand),
            cost=_discard_one,
            target=Targets(opponents(lambda ctx, c: c.on_field), hint="Destroy which card?"),
            resolve=destroy_targets),
     cannot_normal_summon=True, special_summon=fr.OwnMaterialsSummon(XYZ_PARTS),
     extra={"fusion_materials": XYZ_PARTS, "summon_only_by": ("procedure",),
            "only_by_procedure": True})


# ================================================================== Tokens
def _scapegoat_ok(ctx: Ctx) -> bool:
    return (len(ctx.g.free_zones(ctx.player, MONSTERS)) >= 4
            and not ab.summoned_this_turn(ctx.g, ctx.player))


def _scapegoat_lock(ctx: Ctx) -> Proc:
    """"You cannot Summon other monsters the turn you activate this card" starts on activation."""
    source, player = ctx.card.uid, ctx.player

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        if question != "cannot_summon":
            return None
        who, monster, _kind = subject
        if who != player or monster.flags.get("made_by") == source:
            return None
        return ("you activated Scapegoat this turn: no other Summons (a Normal Set is allowed) — "
                f"{rules.SUMMON_RESTRICTION}")

    ctx.g.lingering.append(Lingering(player=player, source="Scapegoat",
                                     expires_turn=ctx.g.state.turn, rule=rule))
    return
    yield  # pragma: no cover


def _scapegoat(ctx: Ctx) -> Proc:
    if len(ctx.g.free_zones(ctx.player, MONSTERS)) < 4:
        return
    sheep = yield from ab.create_tokens(ctx.g, ctx.player, "Sheep Token", 4, ("defense",),
                                        by=ctx.player, source=ctx.card)
    for token in sheep:
        token.flags["no_tribute_summon"] = True


card("Scapegoat",
     "Quick-Play Spell. Special Summon 4 Sheep Tokens (Beast, EARTH, Level 1, 0/0) in Defense "
     "Position; they cannot be Tributed for a Tribute Summon. You cannot Summon other monsters "
     "the turn you activate this card (you can still Normal Set).",
     Effect(ACTIVATE, condition=_scapegoat_ok, cost=_scapegoat_lock, resolve=_scapegoat,
            extra={"why_not": "Scapegoat needs 4 free Main Monster Zones and no Summon by you this "
                              f"turn — {rules.SUMMON_RESTRICTION}"}))


# ================================================================== more Normal Summons
def _limit(n: int) -> Any:
    def resolve(ctx: Ctx) -> Proc:
        ab.set_normal_summon_limit(ctx.g, ctx.player, n)
        return
        yield  # pragma: no cover
    return resolve


card("Double Summon",
     "Normal Spell. You can Normal Summon/Set twice this turn instead of once.",
     Effect(ACTIVATE, condition=lambda ctx: not ab.limit_already_set(ctx, 2), resolve=_limit(2),
            extra={"why_not": "the Normal Summon limit was already set to 2 this turn — "
                              f"{rules.SUMMON_LIMIT_EFFECTS}"}))


def _chain_summoning_ok(ctx: Ctx) -> bool:
    names = [link.card.data.name for link in ctx.g.chain]
    return (len(names) >= 2 and len(set(names)) == len(names) and ctx.card.name not in names
            and not ab.limit_already_set(ctx, 3))


card("Chain Summoning",
     "Quick-Play Spell. Only as Chain Link 3 or higher, and only if no two cards or effects with "
     "the same name are in the chain. You can Normal Summon/Set up to three times this turn.",
     Effect(ACTIVATE, condition=_chain_summoning_ok, resolve=_limit(3),
            extra={"why_not": "Chain Summoning only as Chain Link 3 or higher, with no two "
                              "cards of the same name in the chain (card text)"}))


def _water_to_discard(g: Any, player: int, me: Card) -> list[Card]:
    return [c for c in g.state.players[player].hand
            if c is not me and c.data.is_monster and c.data.attribute == "WATER"
            and c.data.name != "Swap Frog"]


def _small_aqua(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.state.players[ctx.player].deck
            if c.data.is_monster and c.data.race == "Aqua" and 0 < c.data.level <= 2]


def _send_aqua(ctx: Ctx) -> Proc:
    options = _small_aqua(ctx)
    if not options:
        return
    chosen = yield from choose_cards(ctx, options, hint="Send 1 Level 2 or lower Aqua monster to the GY")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.send_to_gy(c, by=ctx.player)


def _is_frog(c: Card) -> bool:
    return "Frog" in c.data.archetypes


def _swap(ctx: Ctx) -> Proc:
    mine = ctx.g.monsters(ctx.player)
    if not mine:
        return
    chosen = yield from choose_cards(ctx, mine, hint="Return 1 monster you control to the hand")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.to_hand(c, by=ctx.player)
        if c.location == HAND:  # a Token vanishes instead: nothing was returned
            ab.grant_additional_summon(ctx.g, ctx.player, _is_frog)


card("Swap Frog",
     "You can Special Summon this card from your hand by discarding 1 other WATER monster (not "
     "Swap Frog). If it is Normal or Special Summoned: you can send 1 Level 2 or lower Aqua "
     "monster from your Deck to the GY. Once per turn: you can return 1 monster you control to "
     "the hand, and if you do, you can Normal Summon 1 Frog monster this turn in addition to your "
     "Normal Summon/Set (gained once per turn).",
     Effect(TRIGGER, trigger=lambda ctx, ev: (ev.kind == "summoned" and ev.card is ctx.card
                                              and ev.data.get("kind") != "flip"),
            condition=lambda ctx: bool(_small_aqua(ctx)), resolve=_send_aqua),
     Effect(IGNITION, once_per_turn=True, condition=lambda ctx: bool(ctx.g.monsters(ctx.player)),
            resolve=_swap),
     special_summon=ab.HandSummon(
         _water_to_discard, lambda g, player, c: g.discard(c, reason="cost", by=player),
         "discard 1 WATER monster"))

