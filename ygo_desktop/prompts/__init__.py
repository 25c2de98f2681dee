"""One small widget per Prompt kind, and the panel that shows the current one."""

from __future__ import annotations

from typing import Any

from ygo_desktop.prompts.actions import ActionPromptWidget, ChainPromptWidget
from ygo_desktop.prompts.announce import AnnouncePromptWidget
from ygo_desktop.prompts.base import PromptWidget
from ygo_desktop.prompts.cards import CardsPromptWidget
from ygo_desktop.prompts.order import OrderPromptWidget
from ygo_desktop.prompts.simple import (
    OptionPromptWidget,
    PositionPromptWidget,
    YesNoPromptWidget,
    ZonePromptWidget,
)

PROMPT_WIDGETS: dict[str, type[PromptWidget]] = {
    "idle": ActionPromptWidget, "battle": ActionPromptWidget, "chain": ChainPromptWidget,
    "cards": CardsPromptWidget, "zone": ZonePromptWidget, "position": PositionPromptWidget,
    "yes_no": YesNoPromptWidget, "option": OptionPromptWidget, "order": OrderPromptWidget,
    "announce": AnnouncePromptWidget,
}


def widget_for(prompt: Any, controller: Any, parent: Any = None) -> PromptWidget:
    return PROMPT_WIDGETS[prompt.kind](prompt, controller, parent)


__all__ = ["PROMPT_WIDGETS", "PromptWidget", "widget_for"]
