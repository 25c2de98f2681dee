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
T = TypeVar("T")


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & _MASK


def _splitmix64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


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
        s = self._s
        result = (_rotl((s[1] * 5) & _MASK, 7) * 9) & _MASK
        t = (s[1] << 17) & _MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place, Fisher–Yates from the end."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def coin(self) -> str:
        return "heads" if self.below(2) == 0 else "tails"

    def die(self) -> int:
        return self.below(6) + 1

    def state(self) -> tuple[int, int, int, int]:
        return (self._s[0], self._s[1], self._s[2], self._s[3])
