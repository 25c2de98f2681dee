"""The card library's contract (issue 11): card modules import the library and nothing else,
rule modules name no card, cards are keyed by passcode in a registry handed to the game,
and continuous effects are worked out once per change of the game state."""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path
from typing import Any

import pytest

from engine import modifiers
from engine.ai.random_player import RandomPlayer, play
from engine.cards.library import Activate, card, draw
from engine.cards.registry import CardRegistry, RegistryError, card_modules, default_registry
from engine.duel import Duel
from engine.scenario.model import load_scenario
from engine.scenario.runner import run_scenario

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
LIBRARY = "engine.cards.library"
#: Card modules still written on older declarations: none since every card is on the library
#: (issue 11); the older card DSL (``engine/cards/pool/dsl.py``, ``mechanics.py``) is gone.
NOT_YET_PORTED: set[str] = set()
#: Modules that are neither rules nor card modules: the card database and its tools.
NOT_RULES = {"engine/cards/database.py", "engine/cards/cli.py"}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.append(node.module)
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names]
    return out


def _module_path(name: str) -> Path:
    return ROOT / (name.replace(".", "/") + ".py")


@pytest.mark.parametrize("module", [m for m in card_modules() if m not in NOT_YET_PORTED])
def test_card_modules_import_only_the_library(module: str) -> None:
    wrong = [m for m in _imports(_module_path(module)) if m not in (LIBRARY, "__future__")]
    assert not wrong, f"{module} imports {wrong}: a card module imports only {LIBRARY}"


def test_the_unported_list_only_names_card_modules() -> None:
    assert NOT_YET_PORTED <= set(card_modules())


#: Strings that are card names but not a rule naming a card: game terms that a card is also
#: named after, and data defaults.
NOT_A_CARD_HERE = {
    "Synchro Material",  # the rules' word for what a Synchro Summon uses
    "Sheep Token",  # the plain Token a manual move creates when none is named (engine/manual.py)
}


def _strings(tree: ast.AST) -> list[str]:
    """String constants that are not docstrings."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings]


def _rule_modules() -> list[Path]:
    cards = {_module_path(m) for m in card_modules()}
    return [p for p in sorted(ENGINE.rglob("*.py"))
            if p not in cards and str(p.relative_to(ROOT)) not in NOT_RULES]


def test_no_rule_module_names_a_card(db: Any) -> None:
    """A mechanism two cards need is named after the rule, never after a card (issue 11)."""
    names = {c.name for c in db if len(c.name) > 3}
    found = []
    for path in _rule_modules():
        for text in _strings(ast.parse(path.read_text(encoding="utf-8"))):
            if text in names and text not in NOT_A_CARD_HERE:
                found.append(f"{path.relative_to(ROOT)}: {text!r}")
    assert not found, "rule modules name cards: " + "; ".join(found)


# ------------------------------------------------------------------ the registry
def test_cards_are_keyed_by_passcode_with_names_as_aliases(db: Any) -> None:
    registry = default_registry()
    pot = registry.script(db.get(55144522))
    assert pot is not None and pot.name == "Pot of Greed" and pot.code == 55144522
    assert registry.by_name("Pot of Greed") is pot
    assert registry.card_versions([55144522, 1]) == {55144522: pot.version}
    assert registry.library_version >= 1


def test_a_wrong_passcode_or_name_is_an_error_naming_the_card(db: Any) -> None:
    wrong = card(55144522, "Pot of Grede", "misspelt", Activate(resolve=draw(2)), register=False)
    with pytest.raises(RegistryError, match="Pot of Grede"):
        CardRegistry([wrong], db=db).codes()
    unknown = card(999999999, "No Such Card", "", register=False)
    with pytest.raises(RegistryError, match="No Such Card"):
        CardRegistry([unknown], db=db).codes()


def test_a_duel_plays_with_the_registry_it_is_given(db: Any) -> None:
    """A registry that automates one card only: the rest of the pool is not automated there."""
    from engine.start import DuelStart, PlayerSetup, Position

    only = CardRegistry([card(55144522, "Pot of Greed", "Draw 2.", Activate(resolve=draw(2)),
                              register=False)], db=db)
    position = Position(turn=3, phase="main1",
                        p0=PlayerSetup(hand=["Pot of Greed", "Dark Hole"], deck=["Kuriboh", "Kuriboh"]),
                        p1=PlayerSetup(monsters=["Kuriboh"]))
    duel = Duel(DuelStart(position=position), db, registry=only)
    activatable = {duel.card(o.card).name for o in duel.pending.options if o.do == "activate"}
    assert activatable == {"Pot of Greed"}


def test_card_modules_load_lazily() -> None:
    """Importing the engine does not import the card modules; the registry does, on first use."""
    import subprocess
    import sys

    code = ("import sys, engine.duel, engine.game; "
            "print(any(m.startswith('engine.cards.pool.pool') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"


# ------------------------------------------------------------------ continuous effects
def _pool_duels() -> list[Duel]:
    from tests.test_random_play import _pool_decks

    decks = _pool_decks()
    return [Duel.new(decks[i % 2], decks[(i + 1) % 2], seed=i) for i in range(4)]


def test_the_continuous_index_is_rebuilt_whenever_the_game_changes(monkeypatch: Any, db: Any) -> None:
    """Every use of the cached index is compared with a fresh build (``VERIFY_CACHE``): random
    play with every automated card, and the scenarios of the chains and abilities folders."""
    monkeypatch.setattr(modifiers, "VERIFY_CACHE", True)
    for i, duel in enumerate(_pool_duels()):
        play(duel, RandomPlayer(i), 400)
    for folder in ("chains", "abilities", "pool1_traps", "rulings", "pool4"):
        for path in sorted((ROOT / "tests" / "scenarios" / folder).glob("*.toml")):
            result = run_scenario(load_scenario(path, db), db)
            assert result.passed, f"{path.name} step {result.step}: {result.reason}"


def test_a_question_costs_only_the_modifiers_of_its_code(db: Any) -> None:
    """Messenger of Peace's "cannot declare an attack" is not asked when ATK is worked out."""
    from engine.start import DuelStart, PlayerSetup, Position

    position = Position(turn=3, phase="main1",
                        p0=PlayerSetup(monsters=["Summoned Skull"], spells=["Messenger of Peace"]))
    duel = Duel(DuelStart(position=position), db)
    g = duel.game
    idx = modifiers.index(g)
    assert [m.code for _, m in idx.of("cannot_declare_attack")] == ["cannot_declare_attack"]
    assert idx.of("cannot_attack") == []
    assert idx.of("atk") == []
    skull = next(c for c in g.field_cards() if c.name == "Summoned Skull")
    assert modifiers.current_atk(g, skull) == 2500
    assert modifiers.cannot_attack_reason(g, skull)


def test_every_continuous_effect_is_typed() -> None:
    """No automated card declares an untyped ``rule(ctx, question, subject)`` hook or an
    ``atk``/``defense`` hook (issue 11): every continuous effect is typed modifiers, so a
    question costs only the modifiers of its code."""
    untyped = [f"{s.name} effect {i}" for s in default_registry().scripts()
               for i, eff in enumerate(s.effects)
               if eff.rule is not None or eff.atk is not None or eff.defense is not None]
    assert not untyped, "untyped continuous hooks: " + ", ".join(untyped)


def test_the_library_imports_no_card_module() -> None:
    assert importlib.import_module(LIBRARY).BLOCKS
    for path in (ENGINE / "cards" / "library").glob("*.py"):
        assert not [m for m in _imports(path) if m.startswith("engine.cards.pool")], path


# ------------------------------------------------------------------ categories, not text
def _registry_with(db: Any, *stand_ins: Any) -> CardRegistry:
    codes = {db.by_name(s.name).code for s in stand_ins}
    bundled = [s for s in default_registry().scripts() if s.code not in codes]
    return CardRegistry([*bundled, *stand_ins], db=db)


def _answerers(db: Any, spell: Any) -> set[str]:
    """What Player 2 may answer ``spell``'s activation with: Barrel Behind the Door (damage),
    Stardust Dragon (destruction), Ash Blossom (from the Deck) are all ready."""
    from engine.start import DuelStart, PlayerSetup, Position

    position = Position(turn=3, phase="main1",
                        p0=PlayerSetup(hand=[spell.name], deck=["Kuriboh", "Celtic Guardian"],
                                       monsters=["Celtic Guardian"]),
                        p1=PlayerSetup(hand=["Ash Blossom & Joyous Spring"],
                                       spells=["Barrel Behind the Door (set)"],
                                       extra_monsters=["", "Stardust Dragon"]))
    duel = Duel(DuelStart(position=position), db, registry=_registry_with(db, spell))
    uid = next(o.card for o in duel.pending.options if o.do == "activate")
    duel.answer({"kind": "action", "do": "activate", "card": uid, "effect": 0})
    while duel.pending is not None and duel.pending.kind == "zone":
        duel.answer({"kind": "zone", "zone": duel.pending.zones[0]})
    pending = duel.pending
    if pending is None or pending.player != 1 or pending.kind != "chain":
        return set()
    return {duel.card(o.card).name for o in pending.options if o.do == "activate"}


def test_an_effect_is_known_by_its_actions_never_by_its_text(db: Any) -> None:
    """Issue 11: the text heuristics are gone. A Spell whose text says "destroy", "inflict
    damage" and "add from the Deck" but whose action only gains LP is answered by none of
    Barrel Behind the Door, Stardust Dragon and Ash Blossom; one whose text says nothing of it
    but whose actions destroy, inflict damage and search is answered by all three."""
    from engine.cards.library import (
        add_to_hand,
        also,
        damage,
        destroy,
        every,
        from_deck,
        gain_lp,
        monster,
        opponent,
        opponents,
        you,
    )

    says = card(db.by_name("Hinotama").code, "Hinotama",
                "(test stand-in) Destroy every monster, inflict 1000 damage to your opponent and "
                "add a card from your Deck to your hand.",
                Activate(resolve=gain_lp(you, 1000)), register=False)
    does = card(db.by_name("Ookazi").code, "Ookazi", "(test stand-in) Gain some LP.",
                Activate(resolve=also(destroy(every(monster & opponents)), damage(opponent, 800),
                                      add_to_hand(from_deck(monster)))), register=False)
    assert _answerers(db, says) == set()
    assert _answerers(db, does) == {"Barrel Behind the Door", "Stardust Dragon",
                                    "Ash Blossom & Joyous Spring"}
    assert importlib.util.find_spec("engine.cards.pool.dsl") is None  # the text heuristics' home
