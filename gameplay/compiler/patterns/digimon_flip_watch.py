"""The leading part of a Digimon ability that watches the opponent turn a certain Option card
face-up: "During battle, for every blue frame Option card that the opponent uses, immediately reduce
their points by 10." (Bo-1133), "for every 'No Items Allowed!', 'Emergency Program Halt!', or
'Elaborate Tactics!' card that the opponent uses" (Bo-1091), "When a Program card in the opponent's
slots turns face-up, add 200 to your attack power." (Bo-988), "When a card belonging to the 'Weapon'
category in the opponent's slots turns face-up" (Bo-1006). Read through the shared prefix reader's
`HEAD_READERS` hook as the "opponent_flips" trigger (as patterns/digimon_option_watch.py reads any
Option card) with the card the opponent turns face-up as its condition (conditions.opponent_flipped)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.opponent_flipped import OpponentFlipped

_EVERY_CARD_USED = compile_re(
    r"for (?:every|each) (?P<what>(?:blue|red|gold) frame Option|(?:Item|Program|Field) Option|'.+') card"
    r" (?:that )?the opponent uses"
)
_TURNS_FACE_UP = compile_re(
    r"when (?:a|an) (?:(?P<type>Item|Program|Field) card"
    r"|card belonging to the '(?P<category>[^']+)' category) in the opponent's slots turns face-up"
)
_NAMES = re.compile(r"'([^']+)'")


def _card_filter(what: str) -> str:
    """The card tests (`Cost` filter words) of a printed description of the card used."""
    words = what.split()
    if words[1:2] == ["frame"]:
        return f"option;frame:{words[0].lower()}"
    if words[1:2] == ["Option"]:
        return f"type:{words[0]}"
    return "name:" + "|".join(_NAMES.findall(what))


def _read(head: str, frame: Frame) -> bool:
    if m := _EVERY_CARD_USED.fullmatch(head):
        card_filter = _card_filter(m["what"])
    elif m := _TURNS_FACE_UP.fullmatch(head):
        card_filter = f"type:{m['type']}" if m["type"] else f"category_contains:{m['category']}"
    else:
        return False
    if frame.trigger not in (None, "opponent_flips"):
        return False
    frame.trigger = "opponent_flips"
    frame.conditions.append(OpponentFlipped(card_filter))
    return True


HEAD_READERS.append(_read)
