"""Leading parts of Digimon ability sentences read through the prefix reader's `HEAD_READERS` hook:
"During the turn, you may invalidate one of the opponent's Shaggai Hole cards …" (St-669, St-671),
"During battle, when the opponent's attack power reaches 1000 and above, immediately reduce the
opponent's points by 20" (Re-102, Bx-66, St-862)."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.attack_value_within import AttackValueWithin
from gameplay.engine.effects.conditions.phase_is import PhaseIs

_DURING_THE_TURN = compile_re(r"during the turn")
# Every phase of a turn (RULES 4.0): an ability usable "during the turn" is offered in each phase's
# use step (T-P5, E-3) and in the battle's windows (B-4).
_EVERY_PHASE = ("preparation", "evolution", "battle", "point_calculation")
_ATTACK_REACHES = compile_re(
    r"when the opponent's attack power (?:reaches|becomes) (\d+) (?:and|or) (?:above|more)"
)


def _read(head: str, frame: Frame) -> bool:
    if _DURING_THE_TURN.fullmatch(head):
        frame.conditions.append(PhaseIs(_EVERY_PHASE))
        return True
    if m := _ATTACK_REACHES.fullmatch(head):
        # B-8: the opponent's attack value as it stands; a continuous ability whose condition does
        # not hold yet waits for it (O-N2, A-2) and acts once, when the value gets there.
        frame.conditions.append(AttackValueWithin("opponent", at_least=int(m.group(1))))
        return True
    return False


HEAD_READERS.append(_read)
