"""Puzzles to play (issue 17): the bundled puzzles solve with their own solutions, a puzzle opens
at its start position with none of its steps played, and its closing checks judge "solved"."""

from __future__ import annotations

import pytest

from engine.ai.random_player import RandomPlayer
from engine.scenario.judge import PuzzleJudge, goal_checks, start_puzzle
from engine.scenario.model import load_scenario
from engine.scenario.runner import run_scenario, run_steps
from ygo_desktop.modes.puzzle import bundled_puzzles, load_puzzle

PUZZLES = bundled_puzzles()


def test_at_least_ten_puzzles_ship():
    assert len(PUZZLES) >= 10
    for n, path in enumerate(PUZZLES, 1):
        assert path.name.startswith(f"{n:02d}_")


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: p.stem)
def test_each_puzzle_is_solved_by_its_solution(db, path):
    scenario = load_scenario(path, db)
    result = run_scenario(scenario, db)
    assert result.passed, f"step {result.step}: {result.reason}"
    assert goal_checks(scenario), "a puzzle states its goal in closing checks"
    # the judge agrees: solved after the solution's answers, not before
    judge = PuzzleJudge(scenario)
    duel = start_puzzle(scenario, db)
    before = duel.state_hash()
    assert judge.verdict(duel).state == "playing" and duel.state_hash() == before
    last_answer = max(n for n, s in enumerate(scenario.step) if "p" in s)
    assert run_steps(duel, scenario, upto=last_answer + 1).passed
    assert judge.verdict(duel).state == "solved"


@pytest.mark.parametrize("path", PUZZLES[:3], ids=lambda p: p.stem)
def test_giving_up_the_turn_is_not_a_solution(db, path):
    """Random play that ends the turn at once never meets the goal of "win this turn"."""
    session = load_puzzle(path, db)
    from engine.prompts import ActionAnswer

    session.answer(ActionAnswer(do="end_turn"))
    rng = RandomPlayer(3)
    while not session.over and session.state.turn == session.duel.start.position.turn:
        session.answer(rng.answer(session.pending))
    assert session.verdict.state != "solved"


def test_a_lost_duel_fails_the_puzzle(db, tmp_path):
    path = tmp_path / "lose.toml"
    path.write_text('''title = "Survive: do not lose"
[start]
turn = 3
phase = "main1"
[start.p0]
lp = 100
[start.p1]
monsters = ["Dark Magician"]
[[step]]
p = 0
do = "end_turn"
[[step]]
expect = {over = false}
''', encoding="utf-8")
    session = load_puzzle(path, db)
    assert session.verdict.state == "solved"  # not over yet: the goal holds right now
    heard = []
    session.verdict_listeners.append(heard.append)
    from engine.prompts import ActionAnswer

    session.answer(ActionAnswer(do="end_turn"))
    rng = RandomPlayer(1)
    while not session.over:
        pending = session.pending
        options = getattr(pending, "options", [])
        attack = next((o for o in options if o.do == "attack"), None)
        battle = next((o for o in options if o.do == "battle"), None)
        choice = attack or battle
        if choice is not None:
            session.answer(ActionAnswer(do=choice.do, card=choice.card, target=choice.target))
        else:
            session.answer(rng.answer(pending))
    assert session.verdict.state == "failed" and "over" in session.verdict.reason
    assert heard and heard[-1].state == "failed"


def test_the_session_judges_after_answers_undo_and_redo(db):
    path = PUZZLES[0]
    session = load_puzzle(path, db)
    assert len(session.answers) == 0 and session.verdict.state == "playing"
    scenario = load_scenario(path, db)
    heard = []
    session.verdict_listeners.append(heard.append)
    from engine.scenario.runner import answer_step

    for step in scenario.step:
        if "p" in step:
            # the runner's own answer building, through the session
            answers_before = len(session.duel.answers)
            answer_step(session.duel, step)
            new = session.duel.answers[answers_before:]
            session.duel = session.duel.replay_to(answers_before)
            for answer in new:
                session.answer(answer)
    assert session.verdict.state == "solved" and heard[-1].state == "solved"
    session.undo()
    assert session.verdict.state == "playing"
    session.redo()
    assert session.verdict.state == "solved"
