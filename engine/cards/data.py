"""``CardData``: the printed facts of one card, exactly as the database holds them.

Frozen because a card's printed values never change during a duel: every
change (ATK boosts, Level changes, negation) is a modifier layered on top of
these facts by the engine, never written back into them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: ``atk``/``def`` of -2 in the database means a printed "?".
QUESTION_MARK = -2

EXTRA_DECK_KINDS = frozenset({"Fusion", "Synchro", "Xyz", "Link"})


@dataclass(frozen=True, slots=True)
class CardData:
    """Every field of a ``cards.json`` row, with the same meaning.

    ``code`` is the passcode; ``alias`` the original's passcode for an
    alternate-artwork row (0 otherwise). ``kinds`` holds every set type bit by
    name ("Monster", "Effect", "Tuner", "Quick-Play", ...).
    """

    code: int
    name: str
    card_type: str  # "Monster" | "Spell" | "Trap"
    kinds: frozenset[str]
    type_bits: int
    alias: int = 0
    spell_trap_type: str | None = None
    attribute: str | None = None
    race: str | None = None
    level: int = 0
    rank: int = 0
    link_rating: int = 0
    link_arrows: tuple[str, ...] = ()
    link_arrow_bits: int = 0
    atk: int | None = None
    defense: int | None = None
    scale_left: int | None = None
    scale_right: int | None = None
    setcodes: tuple[int, ...] = ()
    archetypes: tuple[str, ...] = ()
    ot: int = 3
    availability: tuple[str, ...] = field(default=("OCG", "TCG"))

    # -- kinds -----------------------------------------------------------
    def has(self, kind: str) -> bool:
        return kind in self.kinds

    @property
    def original_code(self) -> int:
        """The passcode deck limits and "same name" rules use."""
        return self.alias or self.code

    @property
    def is_monster(self) -> bool:
        return self.card_type == "Monster"

    @property
    def is_spell(self) -> bool:
        return self.card_type == "Spell"

    @property
    def is_trap(self) -> bool:
        return self.card_type == "Trap"

    @property
    def is_extra_deck(self) -> bool:
        return self.is_monster and not self.kinds.isdisjoint(EXTRA_DECK_KINDS)

    @property
    def is_pendulum(self) -> bool:
        return "Pendulum" in self.kinds

    @property
    def is_link(self) -> bool:
        return "Link" in self.kinds

    @property
    def is_xyz(self) -> bool:
        return "Xyz" in self.kinds

    @property
    def is_token(self) -> bool:
        return "Token" in self.kinds

    @property
    def is_tuner(self) -> bool:
        return "Tuner" in self.kinds

    @property
    def is_normal_monster(self) -> bool:
        return self.is_monster and "Normal" in self.kinds

    @property
    def star(self) -> int:
        """Level, Rank or Link Rating: whichever the card has."""
        return self.level or self.rank or self.link_rating

    def in_archetype(self, setcode: int) -> bool:
        """Archetype membership as the card data README defines it (sub-archetypes count)."""
        return any(
            (c & 0xFFF) == (setcode & 0xFFF) and (c & setcode) == setcode for c in self.setcodes
        )
