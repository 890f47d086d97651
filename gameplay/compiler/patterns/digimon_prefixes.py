"""Leading parts of Digimon ability sentences that the shared prefix reader does not know, read
through its `HEAD_READERS` hook: "If the opponent Digimon does not have the ability "charge"",
"When Meicoomon is in your support box"."""

from __future__ import annotations

from gameplay.compiler.patterns import QUOTED, compile_re, count
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.compiler.patterns.subjects import keyword_condition, parse_subject
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.phase_is import PhaseIs

_IF_OPPONENT_ABILITY = compile_re(
    r"if (?:the opponent|the opponent Digimon|the opponent's Digimon) (has|does not have) the abilit(?:y|ies)"
    rf" ((?:{QUOTED}(?:,? or |,? and )?)+)"
)
_IN_SUPPORT_BOX = compile_re(r"when ([A-Z][\w.-]*(?: [A-Z][\w.-]*)?) is in your support box")


_DURING_PHASE = compile_re(r"during your (preparation|evolution) phase")


_CARDS_IN_HAND = compile_re(r"when there (?:are|is) (\w+) cards? in your hand")
_WIN_A_BATTLE_AGAINST = compile_re(r"when you win a battle against (.+)")


def _read(head: str, frame: Frame) -> bool:
    if m := _CARDS_IN_HAND.fullmatch(head):
        try:
            size = count(m.group(1))
        except KeyError:
            return False
        frame.conditions.append(HandSizeWithin("self", at_least=size, at_most=size))
        return True
    if m := _WIN_A_BATTLE_AGAINST.fullmatch(head):
        subject = parse_subject("opponent", m.group(1))
        if subject is None:
            return False
        frame.trigger = "on_win"
        frame.conditions.append(subject)
        return True
    if m := _DURING_PHASE.fullmatch(head):
        # T-P5 / E-3: the engine offers the ability with that phase's options, not in battle.
        frame.conditions.append(PhaseIs((m.group(1).lower(),)))
        return True
    if m := _IF_OPPONENT_ABILITY.fullmatch(head):
        return frame.add_condition(keyword_condition("opponent", m.group(2), m.group(1).lower() == "has"))
    if m := _IN_SUPPORT_BOX.fullmatch(head):
        # B-10.10: a card in the Support Box is on the sheet; here it must be in that box.
        frame.conditions.append(CardCount(("self",), "support_box", "name:" + m.group(1)))
        return True
    return False


HEAD_READERS.append(_read)
