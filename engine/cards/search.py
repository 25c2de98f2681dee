"""Card search for the deck editor: names (substring and typo-tolerant) and filters. Qt-free.

    index = SearchIndex(default_database())
    index.search(CardQuery(text="dark magican"))          # Dark Magician first
    index.search(CardQuery(text="Blue-Eyes", attribute="LIGHT", star_min=8))

Built once per card database and then only read, so a keystroke costs one
pass over precomputed rows (``bench/deck_search.py`` measures it over all
14,721 cards). Names are compared *compacted*: case-folded with everything
but letters and digits dropped, so "Blue-Eyes", "blue eyes" and "blueeyes"
all find "Blue-Eyes White Dragon". Each word of the query must occur in the
name; when no card has them all, words are matched within one or two typing
mistakes (a SymSpell-style index of one-letter deletions), so "dark magican"
still finds Dark Magician. Results come ranked: exact name, name starting
with the query, the query as one phrase, then every word somewhere, then
near misses; alphabetical within each rank.

Alternate-artwork rows that repeat their original's name are listed once
(the deck editor shows one entry per card).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from engine.cards.data import CardData
from engine.cards.database import CardDatabase, load_archetype_names

_WORD = re.compile(r"[0-9a-z]+")

CardKind = Literal[
    "", "Monster", "Spell", "Trap", "Normal", "Effect", "Ritual", "Fusion", "Synchro", "Xyz",
    "Pendulum", "Link", "Tuner", "Flip", "Gemini", "Spirit", "Toon", "Union", "Token",
]
BanStatus = Literal["", "Forbidden", "Limited", "Semi-Limited", "Unlimited"]

#: ranks, best first (lower is better)
_EXACT, _PREFIX, _PHRASE, _WORDS, _TEXT = range(5)


class CardQuery(BaseModel):
    """What the deck editor asks for. Empty / ``None`` fields filter nothing.

    ``star_min``/``star_max`` bound the Level, Rank or Link Rating (whichever
    the card has); ``scale_min``/``scale_max`` the Pendulum Scale (left);
    ``banlist`` status is read under the list handed to :meth:`SearchIndex.search`.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = ""
    in_text: bool = False  # also look in the card text (the user's cards.cdb, our own texts)
    kind: CardKind = ""
    spell_trap_type: str = ""  # Normal, Quick-Play, Continuous, Equip, Field, Ritual, Counter
    attribute: str = ""
    race: str = ""
    star_min: int | None = Field(default=None, ge=0)
    star_max: int | None = Field(default=None, ge=0)
    scale_min: int | None = Field(default=None, ge=0)
    scale_max: int | None = Field(default=None, ge=0)
    atk_min: int | None = None
    atk_max: int | None = None
    def_min: int | None = None
    def_max: int | None = None
    archetype: str = ""
    ban_status: BanStatus = ""
    automated: bool | None = None

    def filters(self) -> CardQuery:
        """The same query without its text: what the filter cache is keyed by."""
        return self.model_copy(update={"text": "", "in_text": False})


class LimitLookup(Protocol):
    """What a banlist answers (``engine.decks.Banlist`` fits): copies allowed per passcode."""

    def limit(self, code: int) -> int: ...


def compact(text: str) -> str:
    """``text`` case-folded with only letters and digits kept ("Blue-Eyes" -> "blueeyes")."""
    return "".join(_WORD.findall(text.casefold()))


def words_of(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _deletions_upto(word: str, n: int) -> set[str]:
    """``word`` and every spelling with up to ``n`` letters deleted."""
    found = {word}
    layer = {word}
    for _ in range(n):
        layer = {d for w in layer for d in _deletions(w)}
        found |= layer
    return found


def _allowed_mistakes(word: str) -> int:
    """Typing mistakes tolerated in a query word: none in words of one or two letters,
    one in three or four letters, two from five ("harpy" finds "Harpie")."""
    return 0 if len(word) < 3 else 1 if len(word) < 5 else 2


def edit_distance(a: str, b: str, limit: int) -> int:
    """Damerau-Levenshtein distance (adjacent swaps count one), or ``limit + 1`` beyond it."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            value = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, prev2[j - 2] + 1)
            cur[j] = value
            best = min(best, value)
        if best > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1] if prev[-1] <= limit else limit + 1


class SearchIndex:
    """Every listed card of one database, ready to be filtered and searched fast.

    Rows are kept as parallel lists (cards, compacted names, name words) and a
    search works on row numbers, so the hot loop is a list comprehension over
    plain strings. Typing one more letter only narrows the last result, so
    the next keystroke searches the previous matches, not every card.
    """

    def __init__(
        self,
        db: CardDatabase,
        *,
        automated: Callable[[CardData], bool] | None = None,
        texts: Mapping[int, str] | None = None,
        archetype_names: Mapping[int, str] | None = None,
    ) -> None:
        self.db = db
        self._automated = automated or (lambda card: False)
        self._texts: Mapping[int, str] = texts or {}
        self._text_cache: dict[int, str] = {}
        self._cards: list[CardData] = db.search("")  # one row per card, alphabetical
        self._names = [compact(card.name) for card in self._cards]
        self._words = [frozenset(words_of(card.name)) for card in self._cards]
        names = archetype_names if archetype_names is not None else load_archetype_names()
        self._archetypes: dict[str, list[int]] = {}
        for code, name in sorted(names.items()):
            self._archetypes.setdefault(name.casefold(), []).append(code)
        for card in self._cards:
            for code, name in zip(card.setcodes, card.archetypes):
                codes = self._archetypes.setdefault(name.casefold(), [])
                if code not in codes:
                    codes.append(code)
        self._filtered: tuple[tuple[CardQuery, int], list[int]] | None = None
        #: the last text search: (filters key, tokens, in_text, matching rows)
        self._last: tuple[tuple[CardQuery, int], tuple[str, ...], bool, list[int]] | None = None
        self._vocabulary: dict[str, list[str]] | None = None  # deletion -> words

    def __len__(self) -> int:
        return len(self._cards)

    def prepare(self) -> None:
        """Build the near-miss index now (about 0.1 s) rather than on the first typo."""
        self._deletion_index()

    @property
    def archetypes(self) -> list[str]:
        """Archetype names known to the index, alphabetical (for the filter's list)."""
        names = {a for card in self._cards for a in card.archetypes if not a.startswith("0x")}
        return sorted(names, key=str.casefold)

    # ------------------------------------------------------------ searching
    def search(self, query: CardQuery, banlist: LimitLookup | None = None,
               limit: int | None = None) -> list[CardData]:
        """The cards ``query`` asks for, best match first."""
        key = (query.filters(), id(banlist))
        rows = self._rows_passing(key, banlist)
        tokens = tuple(words_of(query.text))
        cards = self._cards
        if not tokens:
            found = [cards[i] for i in rows]
            return found[:limit] if limit is not None else found
        hits = self._matching(key, rows, tokens, query.in_text)
        names = self._names
        phrase = "".join(tokens)
        buckets: list[list[CardData]] = [[], [], [], [], []]
        for i in hits:
            name = names[i]
            if phrase in name:
                rank = _EXACT if name == phrase else _PREFIX if name.startswith(phrase) else _PHRASE
            else:
                rank = _WORDS if all(t in name for t in tokens) else _TEXT
            buckets[rank].append(cards[i])
        found = [card for bucket in buckets for card in bucket]
        if not found:
            found = [cards[i] for i in self._near_misses(rows, tokens)]
        return found[:limit] if limit is not None else found

    def _matching(self, key: tuple[CardQuery, int], rows: list[int], tokens: tuple[str, ...],
                  in_text: bool) -> list[int]:
        """Rows whose name (or text) holds every token; narrows the last result when the
        query only grew (each old word is part of the new one at the same place)."""
        last = self._last
        if (last is not None and last[0] == key and last[2] == in_text
                and len(last[1]) == len(tokens)
                and all(old in new for old, new in zip(last[1], tokens))):
            candidates = last[3]
        else:
            candidates = rows
        names = self._names
        hits = candidates
        for token in tokens:
            hits = [i for i in hits if token in names[i]]
        if in_text:
            found = set(hits)
            hits = hits + [i for i in candidates
                           if i not in found and self._text_matches(i, tokens)]
            hits.sort()
        self._last = (key, tokens, in_text, hits)
        return hits

    def text_of(self, card: CardData) -> str:
        """The card's text, compacted for searching (the texts handed to the index)."""
        text = self._text_cache.get(card.code)
        if text is None:
            raw = self._texts.get(card.code) or self._texts.get(card.original_code) or ""
            text = compact(raw)
            self._text_cache[card.code] = text
        return text

    def _text_matches(self, row: int, tokens: Sequence[str]) -> bool:
        text = self.text_of(self._cards[row])
        return bool(text) and all(t in text for t in tokens)

    def _near_misses(self, rows: Sequence[int], tokens: Sequence[str]) -> list[int]:
        """Rows where every query word is in the name or within its allowed typing mistakes;
        fewer near spellings first, then names closest in length to the query."""
        accepted = [self._near_words(token) for token in tokens]
        length = len("".join(tokens))
        scored: list[tuple[int, int, int]] = []
        for i in rows:
            name, words = self._names[i], self._words[i]
            misses = 0
            for token, near in zip(tokens, accepted):
                if token in name:
                    continue
                if near.isdisjoint(words):
                    break
                misses += 1
            else:
                scored.append((misses, abs(len(name) - length), i))
        scored.sort()
        return [i for _, _, i in scored]

    def _near_words(self, token: str) -> set[str]:
        """Name words within the mistakes ``token`` allows (SymSpell: shared deletions)."""
        mistakes = _allowed_mistakes(token)
        if mistakes == 0:
            return set()
        vocabulary = self._deletion_index()
        probes = _deletions_upto(token, mistakes)
        candidates: set[str] = set()
        for probe in probes:
            candidates.update(vocabulary.get(probe, ()))
        return {w for w in candidates if edit_distance(token, w, mistakes) <= mistakes}

    def _deletion_index(self) -> dict[str, list[str]]:
        """Each name word under itself and every spelling with one letter deleted (built by
        :meth:`prepare` or the first near-miss search). A query word probes with up to its
        allowed mistakes deleted; :func:`edit_distance` then confirms each candidate."""
        if self._vocabulary is None:
            index: dict[str, list[str]] = {}
            words = sorted({w for ws in self._words for w in ws if len(w) >= 3})
            for word in words:
                for probe in _deletions_upto(word, 1):
                    index.setdefault(probe, []).append(word)
            self._vocabulary = index
        return self._vocabulary

    # ------------------------------------------------------------ filters
    def _rows_passing(self, key: tuple[CardQuery, int], banlist: LimitLookup | None
                      ) -> list[int]:
        if self._filtered is not None and self._filtered[0] == key:
            return self._filtered[1]
        test = self._filter(key[0], banlist)
        cards = self._cards
        rows = [i for i in range(len(cards)) if test is None or test(cards[i])]
        self._filtered = (key, rows)
        return rows

    def _filter(self, q: CardQuery, banlist: LimitLookup | None
                ) -> Callable[[CardData], bool] | None:
        tests: list[Callable[[CardData], bool]] = []
        kind, sub = q.kind, q.spell_trap_type
        if kind in ("Monster", "Spell", "Trap"):
            tests.append(lambda c: c.card_type == kind)
        elif kind:
            tests.append(lambda c: c.is_monster and kind in c.kinds)
        if sub:
            tests.append(lambda c: not c.is_monster and (c.spell_trap_type or "Normal") == sub)
        attribute, race = q.attribute.upper(), q.race.casefold()
        if attribute:
            tests.append(lambda c: c.attribute == attribute)
        if race:
            tests.append(lambda c: (c.race or "").casefold() == race)
        _range(tests, q.star_min, q.star_max, lambda c: c.star if c.is_monster else None)
        _range(tests, q.scale_min, q.scale_max, lambda c: c.scale_left)
        _range(tests, q.atk_min, q.atk_max, lambda c: c.atk if c.is_monster else None)
        _range(tests, q.def_min, q.def_max,
               lambda c: c.defense if c.is_monster and not c.is_link else None)
        if q.archetype:
            setcodes = tuple(self._archetypes.get(q.archetype.casefold(), []))
            tests.append(lambda c: any(c.in_archetype(x) for x in setcodes))
        if q.ban_status and banlist is not None:
            allowed = {"Forbidden": 0, "Limited": 1, "Semi-Limited": 2, "Unlimited": 3}
            want, lookup = allowed[q.ban_status], banlist
            tests.append(lambda c: min(lookup.limit(c.original_code), 3) == want)
        if q.automated is not None:
            wanted, is_automated = q.automated, self._automated
            tests.append(lambda c: is_automated(c) == wanted)
        if not tests:
            return None
        return lambda card: all(t(card) for t in tests)


def _range(tests: list[Callable[[CardData], bool]], low: int | None, high: int | None,
           value: Callable[[CardData], int | None]) -> None:
    if low is None and high is None:
        return

    def within(card: CardData) -> bool:
        v = value(card)
        if v is None:
            return False
        return (low is None or v >= low) and (high is None or v <= high)

    tests.append(within)


def default_automated() -> Callable[[CardData], bool]:
    """Whether a card plays by itself: a declared behaviour, or a plain Normal Monster.

    The one place the deck editor asks the card library; an alternate artwork
    behaves as its original.
    """
    from engine.cards.pool.registry import automated_names

    names = frozenset(automated_names())

    def automated(card: CardData) -> bool:
        if card.is_normal_monster and not card.kinds & {"Pendulum", "Tuner"}:
            return True
        return card.name in names

    return automated
