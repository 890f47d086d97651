"""Leading parts that name how this Digimon was evolved into, read through the prefix reader's
`HEAD_READERS` hook: "If you Jogress evolved from two Digimon" (St-256, St-257), "On the turn during
which you evolved into this Digimon by Jogress evolving two Digimon" (St-663, St-664), "When you
evolve using the card 'The Conflict I Staked My Life On'" (Bo-1037, Bo-1044, Bo-1053, Bx-1s),
"Until the end of the turn during which you evolved from a red frame Digimon" (Bx-86, Bx-90), "When
you evolved from DORUmon" (Bx-9s) and "When this Digimon appeared from a Digimon with 'Shout' in its
name" (Re-11, Re-36). Each is an E-6.5 evolve trigger held by conditions.evolved_through; "the turn
during which" ones last the turn."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.evolved_through import EvolvedThrough

_JOGRESS = compile_re(r"if you jogress evolved from two Digimon")
_JOGRESS_TURN = compile_re(
    r"on the turn during which you evolved (?:in)?to this Digimon by jogress evolving two Digimon"
)
_USING_CARD = compile_re(r"when you (?:evolve|evolved|digivolve) using the card ['\"“](.+?)['\"”]")
_FROM_TURN = compile_re(r"until the end of the turn during which you evolved from an? (.+)")
# A printed name: capitalised words ("When you evolved from DORUmon", Bx-9s).
_FROM_NAMED = compile_re(r"when you evolved from ((?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*)*)")
_APPEARED_FROM = compile_re(
    r"when this Digimon (?:appeared|appears) from a Digimon (?:with|containing) ['\"](.+?)['\"] in its name"
)


def _read(head: str, frame: Frame) -> bool:
    condition: EvolvedThrough | None = None
    lasts_the_turn = False
    if _JOGRESS.fullmatch(head):
        condition = EvolvedThrough("jogress")
    elif _JOGRESS_TURN.fullmatch(head):
        condition, lasts_the_turn = EvolvedThrough("jogress"), True
    elif m := _USING_CARD.fullmatch(head):
        condition = EvolvedThrough("card", m.group(1))
    elif (m := _FROM_TURN.fullmatch(head)) and (covered := noun_filter(m.group(1))) is not None:
        condition, lasts_the_turn = EvolvedThrough("from", covered), True
    elif m := _FROM_NAMED.fullmatch(head):
        condition = EvolvedThrough("from", "name:" + m.group(1))
    elif m := _APPEARED_FROM.fullmatch(head):
        condition = EvolvedThrough("from", "name_contains:" + m.group(1))
    if condition is None:
        return False
    frame.trigger = "on_evolve"
    frame.conditions.append(condition)
    if lasts_the_turn:
        frame.limits.append("end_of_turn")
    return True


HEAD_READERS.append(_read)
