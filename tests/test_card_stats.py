"""``ygo-cards stats`` and the bar it measures (issue 11): a median card is at most 8 lines
(our card text excluded), and a card module defines no helper of its own unless
``docs/cards.md`` says why that one card needs it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.cards.cli import main
from engine.cards.registry import default_registry
from engine.cards.stats_report import (
    build_report,
    documented_helpers,
    module_stats,
    percentile,
    undocumented_helpers,
)
from tests.test_card_library import NOT_YET_PORTED


@pytest.fixture(scope="module")
def report() -> Any:
    return build_report()


def test_every_automated_card_is_measured(report: Any) -> None:
    assert not report.errors
    measured = {c.name for c in report.cards}
    registered = {s.name for s in default_registry().scripts()}
    assert measured == registered
    assert all(c.lines >= 1 for c in report.cards)


def test_a_median_card_is_at_most_8_lines(report: Any) -> None:
    assert report.median <= 8, f"median {report.median} lines a card"


def test_card_modules_define_no_helper_docs_cards_does_not_explain(report: Any) -> None:
    report.helpers = [h for h in report.helpers if h.module not in NOT_YET_PORTED]
    problems = undocumented_helpers(report, documented_helpers())
    assert not problems, "\n".join(problems)


def test_every_card_docs_cards_allows_a_helper_has_one(report: Any) -> None:
    """The table in docs/cards.md "Your own step" stays true: each card it names exists in the
    module it says and uses a helper there."""
    with_helpers = {(c.name, c.module.rsplit(".", 1)[-1] + ".py") for c in report.cards if c.helpers}
    for name, module in documented_helpers().items():
        assert (name, module) in with_helpers, f"docs/cards.md lists {name} ({module})"


def test_lines_exclude_the_text_and_count_helpers(tmp_path: Path) -> None:
    module = tmp_path / "pool9_sample.py"
    module.write_text(
        "from engine.cards.library import Activate, card, do, draw\n"
        "\n"
        "card(55144522, 'Pot of Greed',\n"
        "     'Normal Spell. A text '\n"
        "     'over three '\n"
        "     'lines.',\n"
        "     Activate(resolve=draw(2)))\n"
        "\n"
        "def _own(ctx):\n"
        "    yield from ()\n"
        "\n"
        "card(1, 'Other', 'text', Activate(resolve=do(_own)))\n",
        encoding="utf-8")
    cards, helpers = module_stats(module, frozenset({"Activate", "card", "do", "draw"}))
    pot, other = cards
    assert (pot.name, pot.code, pot.lines, pot.blocks) == ("Pot of Greed", 55144522, 2,
                                                           ["Activate", "card", "draw"])
    assert (other.lines, other.helpers) == (1 + 2, ["_own"])
    assert [(h.name, h.cards) for h in helpers] == [("_own", ["Other"])]
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90) == 9


def test_the_command_prints_cards_lines_and_blocks(capsys: Any) -> None:
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Pot of Greed (55144522): 2 lines" in out
    assert "blocks: Activate, card, draw" in out
    assert "Lines per card (card text excluded): median" in out
    assert "90th percentile" in out
