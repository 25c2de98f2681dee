"""Pool 1 Traps (POOL.md): classic Trap Cards the rules documents use as examples.

Also the two Spells that live with them in the rules examples (Stamping Destruction, Rush
Recklessly). Card texts are our own words, following the cards' current official texts;
where seed 004 describes an older text, the scenario that exercises the card says so.
Chain Destruction and Skull Lair have steps of their own (docs/cards.md "Your own step").
"""

from __future__ import annotations

from engine.cards.library import (
    ATTACK_POSITION,
    DAMAGE,
    DESTROY,
    FIELD,
    FLIP,
    GY,
    HAND,
    NORMAL,
    TARGETS,
    Activate,
    Continuous,
    IgnitionLike,
    activated,
    add_to_hand,
    also,
    and_if_you_do,
    atk,
    atk_at_least,
    atk_at_most,
    atk_of,
    attack_position,
    attacker,
    being_summoned,
    by_case,
    cannot_attack,
    cannot_be_destroyed,
    cannot_change_position,
    cannot_declare_attack,
    card,
    choose_cards,
    damage,
    damage_goes_to_opponent,
    defense_position,
    destroy,
    discard,
    do,
    draw,
    effect_monster,
    every,
    exists,
    face_down,
    face_up,
    flip_face_up,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_lp,
    half_your_lp,
    in_battle_phase,
    in_main_phase,
    its_controller,
    keep_as_target,
    kind,
    last_amount,
    level_at_least,
    level_now,
    lose_atk,
    monster,
    monster_summoned,
    negate_activation,
    negate_attack,
    negate_effects,
    negate_summon,
    no_battle_damage,
    normal_summon_now,
    on_the_field,
    one_activation_per_turn,
    opponent,
    opponent_attacks,
    opponents,
    opponents_turn,
    pay_lp,
    pay_lp_or_destroy,
    per_card,
    race,
    return_to_deck,
    reverse_stat_changes,
    set_card,
    special_summon,
    spell,
    spell_trap,
    summon_would_happen,
    summoned_monster,
    then,
    this_card,
    this_cards_target,
    those_cards,
    tribute,
    until_end_of_turn,
    up_to,
    when_they_leave_destroy_this_card,
    when_this_card_leaves_destroy,
    where,
    you,
    you_control,
    you_may,
    your_turn,
    yours,
)

# ------------------------------------------------------------------ answering Summons
card(4206964, "Trap Hole",
     "Normal Trap. When your opponent Normal or Flip Summons a monster with 1000 or more ATK: "
     "destroy that monster.",
     Activate(target=summoned_monster(NORMAL, FLIP, where=atk_at_least(1000)),
              resolve=destroy(TARGETS.only(atk_at_least(1000)))))

card(42578427, "Eatgaboon",
     "Normal Trap. When your opponent Summons a monster with 500 or less ATK: target it; "
     "destroy it.",
     Activate(target=summoned_monster(where=atk_at_most(500)),
              resolve=destroy(TARGETS.only(atk_at_most(500)))))

card(53582587, "Torrential Tribute",
     "Normal Trap. When a monster is Summoned: destroy every monster on the field.",
     Activate(condition=monster_summoned(), resolve=destroy(every(monster))))


def _chain_destruction(ctx):  # "that card's name in its controller's hand and Deck": unique
    """Destroy every card with the target's name in the hand and Deck of the player who
    controlled it on activation (it resolves even if the target left the field)."""
    g = ctx.g
    player = ctx.data.get("controller")
    if not ctx.targets or player is None:
        return []
    name = ctx.targets[0].name
    p = g.state.players[player]
    doomed = [c for c in p.hand + p.deck if c.name == name]
    g.new_group()
    for c in doomed:
        g.move(c, GY, reason="effect", by=ctx.player, event="destroyed")
    if any(c.location == GY for c in doomed):
        g.shuffle_deck(player)
    return doomed
    yield  # pragma: no cover


card(1248895, "Chain Destruction",
     "Normal Trap. When a monster with 2000 or less ATK is Summoned: target it; destroy every "
     "card with its name in its controller's hand and Deck.",
     Activate(target=summoned_monster(where=atk_at_most(2000), by_opponent=False),
              remember={"controller": lambda ctx: ctx.targets[0].controller if ctx.targets else None},
              resolve=do(_chain_destruction, DESTROY)))

# ------------------------------------------------------------------ answering attacks
card(62279055, "Magic Cylinder",
     "Normal Trap. When an opponent's monster declares an attack: target that monster; negate "
     "the attack, and if you do, inflict damage to your opponent equal to its ATK.",
     Activate(condition=opponent_attacks, target=attacker,
              resolve=and_if_you_do(negate_attack(), damage(opponent, atk_of(TARGETS)))))

card(44095762, "Mirror Force",
     "Normal Trap. When an opponent's monster declares an attack: destroy every Attack Position "
     "monster your opponent controls.",
     Activate(condition=opponent_attacks, resolve=destroy(every(attack_position & monster & opponents))))

card(56120475, "Sakuretsu Armor",
     "Normal Trap. When an opponent's monster declares an attack: target the attacker; destroy it.",
     Activate(condition=opponent_attacks, target=attacker, resolve=destroy(TARGETS)))

card(96355986, "Enchanted Javelin",
     "Normal Trap. When an opponent's monster declares an attack: target the attacker; gain LP "
     "equal to its ATK.",
     Activate(condition=opponent_attacks, target=attacker, resolve=gain_lp(you, atk_of(TARGETS))))

card(1224927, "Malevolent Catastrophe",
     "Normal Trap. When an opponent's monster declares an attack: destroy every Spell and Trap "
     "on the field.",
     Activate(condition=opponent_attacks, resolve=destroy(every(spell_trap & ~this_card))))

card(12607053, "Waboku",
     "Normal Trap. For the rest of this turn you take no battle damage, and your monsters cannot "
     "be destroyed by battle.",
     Activate(resolve=until_end_of_turn(no_battle_damage(),
                                        cannot_be_destroyed(monster & yours, by_battle=True))))

card(36361633, "Threatening Roar",
     "Normal Trap. Your opponent cannot declare an attack for the rest of this turn.",
     Activate(resolve=until_end_of_turn(cannot_declare_attack(monster & opponents))))

# ------------------------------------------------------------------ Counter Traps
card(41420027, "Solemn Judgment",
     "Counter Trap. When a monster would be Summoned, or a Spell/Trap Card is activated: pay half "
     "your LP; negate the Summon or the activation, and if you do, destroy that card.",
     Activate(cost=pay_lp(half_your_lp), negates_summon=True,
              resolve=by_case((summon_would_happen(), negate_summon()),
                              (activated(spell=True, trap=True), negate_activation()))))

card(98069388, "Horn of Heaven",
     "Counter Trap. When a monster would be Summoned: Tribute 1 monster; negate the Summon, and if "
     "you do, destroy that monster.",
     Activate(condition=summon_would_happen(), cost=tribute(you_control(monster & ~being_summoned)),
              resolve=negate_summon(), negates_summon=True))

card(77414722, "Magic Jammer",
     "Counter Trap. When a Spell Card is activated: discard 1 card; negate the activation, and if "
     "you do, destroy it.",
     Activate(condition=activated(spell=True), cost=discard(from_hand()), resolve=negate_activation()))

card(3819470, "Seven Tools of the Bandit",
     "Counter Trap. When a Trap Card is activated: pay 1000 LP; negate the activation, and if you "
     "do, destroy it.",
     Activate(condition=activated(trap=True), cost=pay_lp(1000), resolve=negate_activation()))

card(78783370, "Barrel Behind the Door",
     "Counter Trap. When a card or effect that would inflict damage to you is activated: that "
     "damage is inflicted to your opponent instead.",
     Activate(condition=activated(categories={DAMAGE}), resolve=damage_goes_to_opponent()))

# ------------------------------------------------------------------ damage
card(83555666, "Ring of Destruction",
     "Normal Trap. Only during your opponent's turn, once per turn: target a face-up monster your "
     "opponent controls whose ATK is not above their LP; destroy it, and if you do, you take damage "
     "equal to its original ATK, then your opponent takes the same damage you took.",
     Activate(condition=opponents_turn, limit=one_activation_per_turn,
              target=face_up & monster & opponents & where(
                  lambda ctx, c: atk(ctx, c) <= ctx.g.state.players[c.controller].lp, "ATK within LP"),
              resolve=and_if_you_do(destroy(TARGETS),
                                    then(damage(you, atk_of(those_cards, original=True)),
                                         damage(opponent, last_amount)))),
     version=2)  # issue 19: the two damages are sequential; reaching 0 first loses at once

card(27053506, "Secret Barrel",
     "Normal Trap. Inflict 200 damage to your opponent for each card in their hand and on their "
     "field.",
     Activate(resolve=damage(opponent, per_card(200, every(from_places((HAND, FIELD), side="opponent"))))))

card(36468556, "Ceasefire",
     "Normal Trap. Only if there is a face-down Defense Position monster or an Effect Monster on "
     "the field: turn every face-down Defense Position monster face-up (their Flip effects do not "
     "activate), then inflict 500 damage to your opponent for each Effect Monster on the field.",
     Activate(condition=exists(face_down & defense_position & monster) | exists(effect_monster & monster),
              resolve=(flip_face_up(every(face_down & defense_position & monster), without_flip_effects=True),
                       damage(opponent, per_card(500, every(face_up & effect_monster & monster))))))

# ------------------------------------------------------------------ ATK/DEF
card(17814387, "Reinforcements",
     "Normal Trap. Target 1 face-up monster on the field; it gains 500 ATK until the end of this "
     "turn.",
     Activate(target=face_up & monster, resolve=until_end_of_turn(gain_atk(500), to=TARGETS),
              damage_step=True))

card(70046172, "Rush Recklessly",
     "Quick-Play Spell. Target 1 face-up monster on the field; it gains 700 ATK until the end of "
     "this turn.",
     Activate(target=face_up & monster, resolve=until_end_of_turn(gain_atk(700), to=TARGETS),
              damage_step=True))

card(77622396, "Reverse Trap",
     "Normal Trap. Until the end of this turn, every increase and decrease to ATK and DEF is "
     "reversed.",
     Activate(resolve=until_end_of_turn(reverse_stat_changes(monster)), damage_step=True))

card(29267084, "Shadow Spell",
     "Continuous Trap. Target 1 face-up monster your opponent controls: it loses 700 ATK, and it "
     "cannot attack or change its battle position. When it leaves the field, destroy this card.",
     Activate(target=face_up & monster & opponents,
              resolve=also(keep_as_target(TARGETS), when_they_leave_destroy_this_card(TARGETS))),
     Continuous(lose_atk(700, this_cards_target), cannot_attack(this_cards_target),
                cannot_change_position(this_cards_target)))

# ------------------------------------------------------------------ Continuous Traps
card(82732705, "Skill Drain",
     "Continuous Trap. Activate by paying 1000 LP. The effects of face-up monsters on the field "
     "are negated while they are face-up on the field.",
     Activate(cost=pay_lp(1000)),
     Continuous(negate_effects(face_up & monster)))

card(61740673, "Imperial Order",
     "Continuous Trap. Spell effects on the field are negated. In each of your Standby Phases pay "
     "700 LP, or destroy this card.",
     Activate(),
     Continuous(negate_effects(spell & on_the_field)),
     # today's text: "you must pay 700 LP (this is not optional)"; seed 004's older wording let
     # the player decline (tests/scenarios/pool1_traps/imperial_order_*.toml)
     maintenance=pay_lp_or_destroy(700, optional=False))

card(85742772, "Gravity Bind",
     "Continuous Trap. Level 4 or higher monsters cannot attack.",
     Activate(),
     Continuous(cannot_attack(monster & level_at_least(4))),
     version=2)  # issue 19: "cannot attack" also stops an attack already declared

card(97077563, "Call of the Haunted",
     "Continuous Trap. Target 1 monster in your GY: Special Summon it in Attack Position. When "
     "this card leaves the field, destroy that monster; when that monster is destroyed, destroy "
     "this card.",
     Activate(target=from_gy(monster),
              resolve=and_if_you_do(special_summon(TARGETS, ATTACK_POSITION), also(
                  when_this_card_leaves_destroy(those_cards),
                  when_they_leave_destroy_this_card(those_cards, destroyed_only=True)))))


def _skull_lair(ctx):  # "banish monsters from your GY equal to its Level": unique
    """Banish as many monsters from your GY as the target's Level, and if you do, destroy it."""
    g = ctx.g
    for c in ctx.valid_targets():
        level = c.data.level and level_now(ctx, c)
        gy = [m for m in g.state.players[ctx.player].gy if m.data.is_monster]
        if not level or len(gy) < level:
            return None
        chosen = yield from choose_cards(ctx, gy, count=level, purpose="banish",
                                         hint=f"Skull Lair: banish {level} monster(s) from your GY")
        g.new_group()
        for m in chosen:
            g.banish(m, by=ctx.player)
        return g.destroy([c], by=ctx.player)
    return None


card(6733059, "Skull Lair",
     "Continuous Trap. You can target 1 face-up monster on the field; banish monsters from your GY "
     "equal to its Level, and if you do, destroy it.",
     *IgnitionLike("Target a face-up monster; banish monsters from your GY equal to its Level, "
                   "and if you do, destroy it.",
                   target=face_up & monster & where(
                       lambda ctx, c: bool(c.data.level) and level_now(ctx, c) <= sum(
                           m.data.is_monster for m in ctx.g.state.players[ctx.player].gy),
                       "Level within the monsters in your GY"),
                   resolve=do(_skull_lair, DESTROY)),
     version=2)  # effect=1 is its effect, face-up or activating the Set card

card(80604091, "Ultimate Offering",
     "Continuous Trap. During your Main Phase or your opponent's Battle Phase: you can pay 500 LP; "
     "right after this effect resolves, Normal Summon or Set 1 monster.",
     *IgnitionLike("Pay 500 LP; Normal Summon or Set 1 monster right after this resolves.",
                   condition=(your_turn & in_main_phase) | (opponents_turn & in_battle_phase),
                   cost=pay_lp(500), resolve=normal_summon_now()),
     version=2)

card(93016201, "Royal Oppression",
     "Continuous Trap. Either player can pay 800 LP; negate the Special Summon of a monster, and "
     "if they do, destroy it.",
     *IgnitionLike("Pay 800 LP; negate a Special Summon and destroy that monster.",
                   either_player=True, condition=summon_would_happen(special_only=True),
                   cost=pay_lp(800), resolve=negate_summon(special_only=True), negates_summon=True),
     version=2)

# ------------------------------------------------------------------ Spell/Trap removal, cards
card(81385346, "Stamping Destruction",
     "Normal Spell. Only if you control a Dragon monster: target 1 Spell/Trap on the field; destroy "
     "it, and if you do, inflict 500 damage to its controller.",
     Activate(condition=exists(you_control(face_up & monster & race("Dragon"))),
              target=spell_trap & ~this_card,
              resolve=and_if_you_do(destroy(TARGETS), damage(its_controller, 500))))

card(60082869, "Dust Tornado",
     "Normal Trap. Target 1 Spell/Trap your opponent controls; destroy it, then you can Set 1 "
     "Spell/Trap from your hand.",
     Activate(target=spell_trap & opponents,
              resolve=(destroy(TARGETS), you_may(set_card(from_hand(spell_trap & ~kind("Field"))),
                                                 "Dust Tornado: Set a Spell/Trap from your hand?"))))

card(83968380, "Jar of Greed", "Normal Trap. Draw 1 card.", Activate(resolve=draw(1)))

card(63356631, "Phoenix Wing Wind Blast",
     "Normal Trap. Discard 1 card, then target 1 card your opponent controls; put it on top of the "
     "Deck.",
     Activate(cost=discard(from_hand()), target=on_the_field & opponents,
              resolve=return_to_deck(TARGETS, where="top")))

card(36280194, "Backup Soldier",
     "Normal Trap. Only while you have 5 or more monsters in your GY: target up to 3 non-Effect "
     "Monsters with 1500 or less ATK in your GY; add them to your hand.",
     Activate(condition=exists(from_gy(monster), 5),
              target=from_gy(monster & ~kind("Effect") & atk_at_most(1500), up_to(3)),
              resolve=add_to_hand(TARGETS)))
