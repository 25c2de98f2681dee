"""``bench/same_play.py``, the check every speed change must pass: the same seeded duels give the
same digest lines, and a different play (another seed's answers) gives a different one — so
identical files really mean identical play."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from engine.decks import read_ydk

ROOT = Path(__file__).resolve().parent.parent


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("same_play", ROOT / "bench" / "same_play.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_same_duels_give_the_same_digests(tmp_path: Path) -> None:
    bench = _bench()
    decks = [str(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))[:2]]
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    for out in (first, second):
        assert bench.main([str(out), "--duels", "2", "--cap", "60", "--decks", *decks]) == 0
    lines = first.read_text(encoding="utf-8").splitlines()
    assert lines == second.read_text(encoding="utf-8").splitlines()
    assert [line.split()[0] for line in lines] == ["rotation", "rotation", "decks", "decks"]
    assert all(len(line.split()[-1]) == 16 for line in lines)


def test_a_different_play_gives_a_different_digest() -> None:
    bench = _bench()
    decks = [read_ydk(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))[:2]]
    digest = bench.digests("decks", decks, 2, 60)
    # duel 1 played with duel 0's deck pair would be another duel: its digest differs
    assert digest[0].split()[-1] != digest[1].split()[-1]
