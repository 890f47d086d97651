"""The leading part of a Digimon ability that watches the opponent turn a kind of Option card face-up:
"When a Program card in the opponent's slots turns face-up, add 200 to your attack power." (Bo-988),
"When a card belonging to the 'Weapon' category in the opponent's slots turns face-up, …" (Bo-1006),
"During battle, for every blue frame Option card that the opponent uses, immediately reduce their
points by 10." (Bo-1133), "… for every 'No Items Allowed!', 'Emergency Program Halt!', or 'Elaborate
Tactics!' card that the opponent uses, …" (Bo-1091). Read as the "opponent_flips" trigger (as
patterns/digimon_option_watch.py reads the unqualified "for every Option card that the opponent
uses"), with the kind of card as a condition on the opponent's card being turned face-up (the
"flipping" zone of EffectContext.count_cards)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED, compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.card_count import CardCount

_EVERY_KIND_USED = compile_re(r"for (?:every|each) (.+?) cards? (?:that )?the opponent uses")
_TURNS_FACE_UP = compile_re(r"when (?:an? )?(.+?) in the opponent's slots turns face-up")
_FRAME = compile_re(r"(blue|red|gold) frame Option")
_TYPE = compile_re(r"(Program|Item|Field) card")
_CATEGORY = compile_re(rf"card belonging to the {QUOTED} category")
_NAMES = compile_re(rf"{QUOTED}(?:,? (?:or )?{QUOTED})*")


def flip_filter(kind: str) -> str | None:
    """The card test (the filter words of `Cost`) of the kind of Option card a watcher names."""
    if m := _FRAME.fullmatch(kind):
        return f"frame:{m.group(1).lower()};option"
    if m := _TYPE.fullmatch(kind):
        return f"type:{m.group(1).capitalize()}"
    if m := _CATEGORY.fullmatch(kind):
        # O-K1: the printed category, which names its sub-categories after a "/" ("Weapon/Sword"):
        # a "Weapon/Sword" card belongs to the 'Weapon' category too.
        return f"category_contains:{m.group(1)}"
    if _NAMES.fullmatch(kind):
        return "name:" + "|".join(re.findall(QUOTED, kind))
    return None


def _read(head: str, frame: Frame) -> bool:
    m = _EVERY_KIND_USED.fullmatch(head) or _TURNS_FACE_UP.fullmatch(head)
    card_filter = flip_filter(m.group(1)) if m else None
    if card_filter is None:
        return False
    frame.trigger = frame.trigger or "opponent_flips"
    frame.conditions.append(CardCount(("opponent",), "flipping", card_filter))
    return frame.trigger == "opponent_flips"


HEAD_READERS.append(_read)
