"""Cards played by hand: a card the engine does not automate is still played as its kind allows.

Players bring thousands of cards and the engine automates some hundreds. With
``DuelStart.by_hand`` on (the app's default), a card without a declaration gets a stand-in
behaviour built from its printed kind alone:

- a Spell or Trap Card is activated as the rules allow for its kind (Spell Speed, Set a turn
  before for a Trap, Quick-Play from the hand only in your turn, ...);
- an Effect Monster's effect is announced: from the field, the hand or the GY in its
  controller's open state (as an Ignition Effect), and from the hand in answer to something
  (a "hand trap", as a Quick Effect).

The activation goes on the chain like any other, the opponent may respond, and when it
resolves its controller is asked, in a clearly marked "resolving X" state, to carry out the
effect with manual moves and then say "Done". Manual moves are open to that player there even
where they are otherwise off (hot-seat), and every move is logged for both players. Nothing
here knows what the card does: the players do, as at a real table.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.cards.data import CardData
from engine.effects import ACTIVATE, IGNITION, QUICK, CardScript, Ctx, Effect
from engine.prompts import Action, ChainPrompt

Proc = Generator[Any, Any, Any]

#: the words the player reads while a card played by hand resolves
DONE_LABEL = "Done: the effect has resolved"


def resolve_by_hand(ctx: Ctx) -> Proc:
    """Ask the controller to carry out the effect with manual moves, until "Done"."""
    card = ctx.card
    ctx.g.emit("resolving_by_hand", player=ctx.player, card=card, hidden_from=())
    while True:
        prompt = ChainPrompt(
            player=ctx.player, open_state=True, resolving=card.uid, chain=ctx.g.chain_views(),
            options=[Action(do="done", label=DONE_LABEL)],
            hint=(f"Resolving {card.data.name} (played by hand): carry out its effect with "
                  "manual moves, then Done"))
        answer = yield prompt
        if getattr(answer, "kind", None) == "manual":
            continue  # a move made: ask again (the prompt's chain view may have changed)
        return


def by_hand_script(data: CardData) -> CardScript | None:
    """The stand-in behaviour of a card the engine does not automate, from its kind alone."""
    text = "Played by hand: its controller carries out the effect with manual moves."
    if data.is_spell or data.is_trap:
        return CardScript(name=data.name, text=text, code=data.code,
                          effects=[Effect(ACTIVATE, text="Activate (played by hand)",
                                          resolve=resolve_by_hand)])
    if data.is_monster and not data.is_token and "Effect" in data.kinds:
        announce = Effect(IGNITION, text="Activate its effect (played by hand)",
                          range=("monsters", "extra_monsters", "hand", "gy"),
                          resolve=resolve_by_hand)
        hand_trap = Effect(QUICK, text="Activate its effect from the hand (played by hand)",
                           range=("hand",), resolve=resolve_by_hand, extra={"variant_of": announce})
        return CardScript(name=data.name, text=text, code=data.code,
                          effects=[announce, hand_trap])
    return None
