"""How cheap a card is to write: ``ygo-cards stats``.

Issue 11 set the bar a card declaration must stay under — a median of 8 lines a card (our
card text excluded) — and forbade private helpers in card modules unless ``docs/cards.md``
says why that one card needs one. This module measures both from the source of the card
modules, without importing them (a card module being written by someone else may be
broken; the report must still work), so the same numbers serve the command and the test.

A card is a top-level ``card(...)`` call in a card module. Its lines are the lines of that
call that hold anything but its text argument, plus the lines of every module-level helper
(function, class or constant) the call uses, directly or through another helper: a card
that hides its work in a helper pays for it here.
"""

from __future__ import annotations

import ast
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import registry

#: Where the card modules live, and the page that lists the helpers allowed in them.
ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "engine" / "cards" / "pool"
CARDS_DOC = ROOT / "docs" / "cards.md"
#: Modules of the pool package that declare no card.
NOT_CARD_MODULES = frozenset({"__init__"}) | registry.NOT_CARD_MODULES


@dataclass
class CardStats:
    """One declared card: where, how many lines, which building blocks, which helpers."""

    name: str
    code: int | None
    module: str
    lines: int
    blocks: list[str] = field(default_factory=list)
    helpers: list[str] = field(default_factory=list)


@dataclass
class Helper:
    """A module-level function or class of a card module (not a card, not a constant)."""

    module: str
    name: str
    lineno: int
    cards: list[str] = field(default_factory=list)


@dataclass
class Report:
    cards: list[CardStats]
    helpers: list[Helper]
    errors: list[str]

    @property
    def median(self) -> float:
        return statistics.median(c.lines for c in self.cards) if self.cards else 0.0

    @property
    def p90(self) -> float:
        return percentile([c.lines for c in self.cards], 90)


def percentile(values: list[int], pct: float) -> float:
    """The ``pct``-th percentile, nearest rank (a card's line count, not an interpolation)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * pct // 100))  # ceil
    return float(ordered[int(rank) - 1])


def card_module_files(pool: Path = POOL) -> list[Path]:
    return sorted(p for p in pool.glob("*.py") if p.stem not in NOT_CARD_MODULES)


def _is_card_call(node: ast.AST) -> bool:
    return (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name) and node.value.func.id == "card")


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _lines(node: ast.AST, skip: ast.AST | None = None) -> set[int]:
    """The source lines on which ``node`` has something other than ``skip``'s subtree."""
    skipped = {id(n) for n in ast.walk(skip)} if skip is not None else set()
    out: set[int] = set()
    for n in ast.walk(node):
        start = getattr(n, "lineno", None)
        if id(n) in skipped or start is None or n is node:
            continue
        out.add(start)
        if not isinstance(n, (ast.Call, ast.BinOp, ast.BoolOp, ast.Tuple, ast.List, ast.Dict)):
            out.add(getattr(n, "end_lineno", None) or start)
    if isinstance(node, ast.stmt) and not isinstance(node, ast.Expr):
        out.add(node.lineno)
    return out


def _string_constants(tree: ast.Module) -> dict[str, str]:
    out = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            out[node.targets[0].id] = node.value.value
    return out


def _module_defs(tree: ast.Module) -> dict[str, tuple[ast.stmt, bool]]:
    """Module-level names a card may use: ``{name: (node, is_helper)}`` (functions and classes
    are helpers; constants are not)."""
    out: dict[str, tuple[ast.stmt, bool]] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out[node.name] = (node, True)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Name):
                    # a lambda bound to a name is a helper too
                    out[t.id] = (node, isinstance(node.value, ast.Lambda))
    return out


def _uses(start: set[str], defs: dict[str, tuple[ast.stmt, bool]]) -> list[str]:
    """The module-level names reached from ``start``, through each other."""
    seen: list[str] = []
    todo = [n for n in sorted(start) if n in defs]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.append(name)
        todo += [n for n in sorted(_names(defs[name][0])) if n in defs and n not in seen]
    return sorted(seen)


def _card_identity(call: ast.Call, constants: dict[str, str]) -> tuple[str, int | None, ast.AST | None]:
    """(name, passcode, text node) of a ``card(...)`` call: ``card(code, name, text, ...)`` on
    the library, ``card(name, text, ...)`` on the older declarations."""
    args = call.args

    def value(node: ast.AST) -> object:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return constants.get(node.id)
        return None

    first = value(args[0]) if args else None
    if isinstance(first, int) and not isinstance(first, bool):
        name = value(args[1]) if len(args) > 1 else None
        return (str(name), first, args[2] if len(args) > 2 else None)
    return (str(first), None, args[1] if len(args) > 1 else None)


def module_stats(path: Path, blocks: frozenset[str]) -> tuple[list[CardStats], list[Helper]]:
    """The cards and helpers of one card module."""
    module = f"engine.cards.pool.{path.stem}"
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    defs = _module_defs(tree)
    constants = _string_constants(tree)
    helpers = {name: Helper(module, name, node.lineno)
               for name, (node, is_helper) in defs.items() if is_helper}
    cards = []
    for node in tree.body:
        if not _is_card_call(node):
            continue
        call = node.value  # type: ignore[attr-defined]
        name, code, text = _card_identity(call, constants)
        lines = _lines(node, skip=text)
        used = _uses(_names(call), defs)
        for u in used:
            d = defs[u][0]
            lines |= set(range(d.lineno, (d.end_lineno or d.lineno) + 1))
            if u in helpers:
                helpers[u].cards.append(name)
        names = _names(call).union(*(_names(defs[u][0]) for u in used))
        cards.append(CardStats(name=name, code=code, module=module, lines=len(lines),
                               blocks=sorted(names & blocks),
                               helpers=[u for u in used if u in helpers]))
    return cards, list(helpers.values())


def _blocks() -> frozenset[str]:
    from engine.cards.library import BLOCKS

    return frozenset(BLOCKS)


def build_report(pool: Path = POOL) -> Report:
    blocks = _blocks()
    cards: list[CardStats] = []
    helpers: list[Helper] = []
    errors: list[str] = []
    for path in card_module_files(pool):
        try:
            c, h = module_stats(path, blocks)
        except SyntaxError as e:
            errors.append(f"{path.relative_to(ROOT)} line {e.lineno}: {e.msg}")
            continue
        cards += c
        helpers += h
    return Report(cards, helpers, errors)


_ROW = re.compile(r"^\|\s*([^|]+?)\s*\|\s*`([^`|]+)`\s*\|\s*([^|]+?)\s*\|\s*$")


def documented_helpers(doc: Path = CARDS_DOC) -> dict[str, str]:
    """``{card name: module file}`` from the table in ``docs/cards.md`` "Your own step": the
    cards allowed a helper of their own, each with the reason written beside it."""
    out: dict[str, str] = {}
    section = False
    for line in doc.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line.startswith("## Your own step")
        m = _ROW.match(line) if section else None
        if m and m.group(1) != "card" and m.group(3).strip():
            out[m.group(1)] = m.group(2)
    return out


def undocumented_helpers(report: Report, documented: dict[str, str]) -> list[str]:
    """Helpers no documented card explains: one line each, naming the module and the card."""
    out = []
    for h in report.helpers:
        short = h.module.rsplit(".", 1)[-1] + ".py"
        ok = h.cards and all(documented.get(c) == short for c in h.cards)
        if not ok:
            who = ", ".join(h.cards) if h.cards else "no card"
            out.append(f"{short} line {h.lineno}: helper {h.name} (used by {who}) is not "
                       "explained in docs/cards.md \"Your own step\"")
    return out


def render(report: Report, *, blocks: bool = True) -> str:
    """The text ``ygo-cards stats`` prints."""
    out = []
    by_module: dict[str, list[CardStats]] = {}
    for c in report.cards:
        by_module.setdefault(c.module, []).append(c)
    for module, cards in by_module.items():
        out.append(f"{module} ({len(cards)} cards)")
        for c in cards:
            code = f" ({c.code})" if c.code else ""
            own = f"; own helpers: {', '.join(c.helpers)}" if c.helpers else ""
            out.append(f"  {c.name}{code}: {c.lines} lines{own}")
            if blocks:
                out.append(f"      blocks: {', '.join(c.blocks) or '(none)'}")
    out.append("")
    out.append(f"Automated cards: {len(report.cards)} declared in {len(by_module)} modules")
    out.append(f"Lines per card (card text excluded): median {report.median:g}, "
               f"90th percentile {report.p90:g}")
    used: dict[str, int] = {}
    for c in report.cards:
        for b in c.blocks:
            used[b] = used.get(b, 0) + 1
    top = sorted(used.items(), key=lambda kv: (-kv[1], kv[0]))[:15]
    out.append("Most used building blocks: " + ", ".join(f"{b} ({n})" for b, n in top))
    problems = undocumented_helpers(report, documented_helpers())
    out.append(f"Own helpers: {len(report.helpers)}; not explained in docs/cards.md: "
               f"{len(problems)}")
    out += [f"  {p}" for p in problems]
    out += [f"unreadable card module: {e}" for e in report.errors]
    return "\n".join(out)
