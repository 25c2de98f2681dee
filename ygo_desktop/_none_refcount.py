"""Work around PySide6 6.12 dropping references to ``None`` on CPython 3.11.

PySide6 6.12 returns ``None`` from every void C++ call (``QPainter.setPen``,
a Python ``paint()`` override's result, ...) without taking a reference, as
if ``None`` were immortal (PEP 683, CPython 3.12+). On 3.11 each call lowers
``None``'s reference count by one, and after enough painting the interpreter
aborts with "none_dealloc: deallocating None". Giving ``None`` a huge count
makes it immortal in practice, as on 3.12. Remove with Python 3.11 support.
"""

from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 48


def make_none_immortal() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is PyObject's first field
    if refcnt.value < _BOOST:
        refcnt.value += _BOOST
