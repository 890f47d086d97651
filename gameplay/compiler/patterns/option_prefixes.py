"""Leading conditions found on Option cards, read into the sentence's frame (patterns/prefixes.py):
"When facing a Digimon of a higher level than yours", "When you have 60-40 points left",
"When your Digimon belongs to Nature Spirits"."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re, count
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.option_requirements import describe
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.compiler.patterns.subjects import parse_subject
from gameplay.engine.effects.base import Side
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.level_above import LevelAbove
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.points_within import PointsWithin

_HIGHER_LEVEL = compile_re(
    r"(?:during battle, )?when (?:facing|you are in a battle with|battling|fighting)"
    r" (?:a|an opponent|a Digimon) (?:Digimon )?of a higher level than (?:yours|you|your Digimon)"
)
_POINTS_RANGE = compile_re(r"when you have (\d+) ?- ?(\d+) points(?: left)?")
_OWN_FIELD = compile_re(r"when your Digimon (belongs|does not belong) to (.+)")
_IS_LISTED = compile_re(r"when (your Digimon|the opponent|the opponent's Digimon) is (.+, .+)")
# "Check the opponent's hand, and if it contains any Digimon belonging to Deep Savers": looking at
# the hand changes nothing; the count of such cards in it is the condition.
_HAND_CHECK = compile_re(
    r"check the (?:contents of )?(?:the )?opponent's hand,? and if (?:their hand|it) contains"
    r" (a|an|any|\d+|one|two|three|four)(?: or more)? (.+)"
)


def _read(head: str, frame: Frame) -> bool:
    if _HIGHER_LEVEL.fullmatch(head):
        frame.conditions.append(LevelAbove("opponent"))
        return True
    if m := _POINTS_RANGE.fullmatch(head):
        # "60-40 points": the range, whichever way round it is printed.
        low, high = sorted((int(m.group(1)), int(m.group(2))))
        frame.conditions.append(PointsWithin("self", at_most=high, at_least=low))
        return True
    if m := _HAND_CHECK.fullmatch(head):
        card_filter = noun_filter(m.group(2))
        if card_filter is None:
            return False
        word = m.group(1).lower()
        needed = 1 if word in {"a", "an", "any"} else count(word)
        frame.conditions.append(CardCount(("opponent",), "hand", card_filter, at_least=needed))
        return True
    if m := _IS_LISTED.fullmatch(head):
        # "When your Digimon is Dinosaur type, Cyborg type, or Dragon Man type": one of a list.
        side: Side = "self" if m.group(1).lower() == "your digimon" else "opponent"
        return frame.add_condition(describe(side, m.group(2)))
    if m := _OWN_FIELD.fullmatch(head):
        subject = parse_subject("self", "Digimon belonging to " + m.group(2))
        if subject is None:
            return False
        frame.conditions.append(subject if m.group(1).lower() == "belongs" else Not(subject))
        return True
    return False


HEAD_READERS.append(_read)
