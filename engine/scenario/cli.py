"""``ygo-scenario``: run scenario files (PASS/FAIL, ``N passed, N failed``) or print a view.

Exit codes follow SCENARIOS.md: 0 all passed, 1 something failed, 2 a file
could not be read or validated (the message names the file, key and problem).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.cards.database import CardDatabaseError, default_database
from engine.scenario.model import ScenarioError, load_scenario
from engine.scenario.runner import Result, auto_zone, run_scenario, run_steps, start_duel


def _files(paths: list[str], errors: list[str]) -> list[Path]:
    """The scenario files named (folders recursively); a missing path is an error to report,
    and the other files still run."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            out += sorted(path.rglob("*.toml"))
        elif path.exists():
            out.append(path)
        else:
            errors.append(f"{path}: no such file or folder")
    return out


def _one_line(text: str) -> str:
    return " ".join(text.split())


def cmd_run(args: argparse.Namespace) -> int:
    db = default_database()
    results: list[Result] = []
    errors: list[str] = []
    files = _files(args.paths, errors)
    for path in files:
        try:
            scenario = load_scenario(path, db)
            results.append(run_scenario(scenario, db))
        except ScenarioError as exc:
            errors.append(str(exc))
        except Exception as exc:  # noqa: BLE001 - one unreadable file never stops the others
            errors.append(f"{path}: cannot be read ({type(exc).__name__}: {str(exc)[:200]})")
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    if args.json:
        print(json.dumps({
            "results": [{"title": r.title, "path": r.path, "passed": r.passed, "step": r.step,
                         "reason": r.reason} for r in results],
            "errors": errors, "passed": passed, "failed": failed}, indent=2))
    else:
        for r in results:
            if r.passed:
                print(f"PASS {_one_line(r.title)}")
            else:
                where = f"step {r.step}: " if r.step is not None else ""
                print(f"FAIL {_one_line(r.title)} — {where}{_one_line(r.reason)}  [{r.path}]")
        for e in errors:
            print(f"ERROR {e}", file=sys.stderr)
        print(f"{passed} passed, {failed} failed")
    if errors:
        return 2
    return 1 if failed else 0


def cmd_view(args: argparse.Namespace) -> int:
    db = default_database()
    try:
        scenario = load_scenario(args.file, db)
        duel = start_duel(scenario, db)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    result = run_steps(duel, scenario)
    auto_zone(duel)
    if not result.passed:
        print(f"warning: step {result.step}: {result.reason}", file=sys.stderr)
    print(duel.view(args.player).model_dump_json(indent=2))
    return 0


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:  # output piped into ``head``: not an error
        sys.stderr.close()
        return 0


def _main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ygo-scenario", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run scenario files or folders")
    run.add_argument("--json", action="store_true", help="machine-readable results")
    run.add_argument("paths", nargs="+")
    view = sub.add_parser("view", help="print a player's view after the file's steps")
    view.add_argument("--player", type=int, choices=(0, 1), default=0)
    view.add_argument("file")
    args = parser.parse_args(argv)
    try:
        if args.command == "run":
            return cmd_run(args)
        return cmd_view(args)
    except CardDatabaseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
