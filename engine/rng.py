"""The duel's own random number generator.

Why our own: only ``random.random()`` is promised stable across Python
versions; ``shuffle`` and ``randrange`` are not, and a replay must outlive an
interpreter upgrade. xoshiro256** seeded through splitmix64 is small, fast and
fully specified, so the same seed gives the same duel everywhere.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_TWO64 = 1 << 64
#: ``below``'s rejection limit per small bound (the few bounds play uses, worked out once)
_LIMITS: dict[int, int] = {}
T = TypeVar("T")


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & _MASK


def _splitmix64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def _limit(n: int) -> int:
    """``below``'s rejection limit for the bound ``n``: the largest multiple of ``n`` up to
    2**64 (kept for small bounds: the sizes of lists and dice)."""
    limit = _LIMITS.get(n)
    if limit is None:
        limit = _TWO64 - (_TWO64 % n)
        if n < 4096:  # never an unbounded set of numbers
            _LIMITS[n] = limit
    return limit


class DuelRandom:
    """xoshiro256** with an unbiased bounded integer and a Fisher–Yates shuffle."""

    __slots__ = ("_s",)

    def __init__(self, seed: int = 0) -> None:
        sm = seed & _MASK
        words = []
        for _ in range(4):
            sm, word = _splitmix64(sm)
            words.append(word)
        self._s = words

    def next_u64(self) -> int:
        # the words in locals and the rotations written out: the same xoshiro256** step as
        # ``_rotl`` spells it, without a call or a list index per operation (a hot path)
        s = self._s
        s0, s1, s2, s3 = s
        x = (s1 * 5) & _MASK
        result = ((((x << 7) | (x >> 57)) & _MASK) * 9) & _MASK
        t = (s1 << 17) & _MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s[0] = s0
        s[1] = s1
        s[2] = s2
        s[3] = ((s3 << 45) | (s3 >> 19)) & _MASK
        return result

    # ``below`` and ``shuffle`` take the same steps as ``next_u64``, written out in them with
    # the words in locals for the whole draw (they draw for every shuffle and every random
    # answer): the same numbers in the same order, without a call and four list stores per
    # step. ``tests/test_core_fast_paths.py`` pins the numbers.
    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _limit(n)
        s = self._s
        s0, s1, s2, s3 = s
        while True:
            x = (s1 * 5) & _MASK
            result = ((((x << 7) | (x >> 57)) & _MASK) * 9) & _MASK
            t = (s1 << 17) & _MASK
            s2 ^= s0
            s3 ^= s1
            s1 ^= s2
            s0 ^= s3
            s2 ^= t
            s3 = ((s3 << 45) | (s3 >> 19)) & _MASK
            if result < limit:
                break
        s[0] = s0
        s[1] = s1
        s[2] = s2
        s[3] = s3
        return result % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place, Fisher–Yates from the end (``below(i + 1)`` for each ``i``)."""
        s = self._s
        s0, s1, s2, s3 = s
        try:
            for i in range(len(items) - 1, 0, -1):
                n = i + 1
                limit = _limit(n)
                while True:
                    x = (s1 * 5) & _MASK
                    result = ((((x << 7) | (x >> 57)) & _MASK) * 9) & _MASK
                    t = (s1 << 17) & _MASK
                    s2 ^= s0
                    s3 ^= s1
                    s1 ^= s2
                    s0 ^= s3
                    s2 ^= t
                    s3 = ((s3 << 45) | (s3 >> 19)) & _MASK
                    if result < limit:
                        break
                j = result % n
                items[i], items[j] = items[j], items[i]
        finally:  # the words as far as drawn, as step by step (a sequence refusing the swap)
            s[0] = s0
            s[1] = s1
            s[2] = s2
            s[3] = s3

    def coin(self) -> str:
        return "heads" if self.below(2) == 0 else "tails"

    def die(self) -> int:
        return self.below(6) + 1

    def state(self) -> tuple[int, int, int, int]:
        return (self._s[0], self._s[1], self._s[2], self._s[3])
