"""Option texts about the battle's result, points and the end of the turn (the "outcome" family).

- Wordings that span or join sentences are regrouped first (patterns/option_outcome_regroup.py,
  `regroup`, called by `compiler.compile_option` on each "(O)" part).
- Leading parts: "After point calculation, regardless of whether you won or lost, …" (after P-3),
  "At the end of the battle phase, …" (B-9), "For the turn during which this card is used, …",
  "Show the opponent that you have all four of … in your hand, …", a win on the turn the card was
  used, the opponent's use of a named printing, a share of the opponent's hand, type words, "After
  losing the battle, …".
- Clauses: a draw counted as a win (P-1), the defeated Digimon stacked onto the point gauge
  (P-5 (a)), a Digimon kept at the end of its lifespan (P-5 (c)), points that cannot be regained
  or whose "regain" becomes "reduce", points evened out or swapped, a loss mirrored (P-3), a turn
  without a Battle Phase, a return to the Battle Phase (P-2, St-104), a lost ability, a B attack
  read from the printed A attack.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.option_outcome_regroup import regroup
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.compiler.patterns.subjects import parse_levels, parse_subject
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.block_ignore_evolution import BlockIgnoreEvolution
from gameplay.engine.effects.block_regain import BlockRegain
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.battle_won import BattleWon
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.hand_share_below import HandShareBelow
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.same_background import SameBackground
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.used_this_turn import UsedThisTurn
from gameplay.engine.effects.defeated_to_point_gauge import DefeatedToPointGauge
from gameplay.engine.effects.skip_battle import SkipBattle
from gameplay.engine.effects.win_on_draw import WinOnDraw

# -- leading parts -------------------------------------------------------------------------------

_REGARDLESS = r"regardless of (?:whether you won or lost|the battle outcome)"
_AFTER_POINTS = compile_re(rf"after point calculation(?:, {_REGARDLESS})?")
_BATTLE_END = compile_re(rf"at the end of the battle phase(?:, {_REGARDLESS})?")
_THIS_TURN = compile_re(
    r"(?:for|until the end of|for the duration of) the turn during which this card (?:is|was)"
    r" (?:used|activated)"
)
_SHOW_ALL = compile_re(r"show the opponent that you have all (?:two|three|four|five) of (.+) in your hand")
# "When your Digimon has the word 'angel' in its type (including Cherub, …; excluding Fallen Angel
# type)" (St-484): the word or one of the included ones is in its type, the excluded one is not.
_TYPE_WORDS = compile_re(
    r"when your Digimon has the word '(\w+)' in its type"
    r" \(including ([^;)]+)(?:; excluding ([\w -]+?) type)?\)"
)
# Re-12t: "… if there is any card belonging to the category 'Chosen Children' on either your or the
# opponent's sheet, and when both players' Digimon are either Level III or Level IV."
_CATEGORY_ON_SHEETS = compile_re(
    r"when there is any card belonging to the category '([^']+)' on either your or the opponent's sheet"
)
_BOTH_LEVELS = compile_re(r"when both players' Digimon are (?:either )?(.+)")
# Bo-698: "when you win the battle on the turn that this card was activated" (the card lasts into
# the next turn, whose battle it does not act on).
_WIN_THIS_TURN = compile_re(r"when you (win|have won) the battle on the turn that this card was activated")
_HAND_SHARE = compile_re(r"when fewer than half of the cards in the opponent's hand are Digimon cards")
# St-376: "when the opponent has used 'High Speed Plug-In B (St-51)'": that printing is face-up (in
# use) in the opponent's slots.
_HAS_USED = compile_re(r"when the opponent has (not )?used '[^'(]+ \(([A-Za-z]+-\w+)\)'")


# St-104: "After losing the battle, …": the battle's result (P-1) is the opponent's win.
_AFTER_LOSING = compile_re(r"after losing the battle")
_SENT_AWAY = compile_re(r"when this card (?:is|gets) sent to the Dark Area")
_FIELD_OR_BACKGROUND = compile_re(
    r"when your Digimon belongs to (.+?) or has the same background as this card"
)


def _read(head: str, frame: Frame) -> bool:
    if _AFTER_LOSING.fullmatch(head):
        frame.conditions.append(BattleWon("opponent"))
        return True
    if _SENT_AWAY.fullmatch(head):
        # Bo-863: fired as the card in use leaves its slot for the Dark Area (moves.slot_to_dark_area).
        frame.trigger = frame.trigger or "sent_away"
        return frame.trigger == "sent_away"
    if m := _FIELD_OR_BACKGROUND.fullmatch(head):
        field = parse_subject("self", f"Digimon belonging to {m.group(1)}")
        if field is None:
            return False
        frame.conditions.append(AnyOf((field, SameBackground("self"))))
        return True
    # A moment is read only when no other moment was ("when you win the battle, at the end of the
    # battle phase, …" is not a battle-end text of any result).
    if _AFTER_POINTS.fullmatch(head):
        frame.trigger = frame.trigger or "after_points"
        return frame.trigger == "after_points"
    if _BATTLE_END.fullmatch(head):
        frame.trigger = frame.trigger or "battle_end"
        return frame.trigger == "battle_end"
    if m := _CATEGORY_ON_SHEETS.fullmatch(head):
        frame.conditions.append(CardCount(("self", "opponent"), "sheet", f"category:{m.group(1)}"))
        return True
    if m := _BOTH_LEVELS.fullmatch(head):
        levels = parse_levels(m.group(1))
        if not levels:
            return False
        frame.conditions += [LevelIs("self", levels), LevelIs("opponent", levels)]
        return True
    if _THIS_TURN.fullmatch(head):
        frame.limits.append("end_of_turn")
        return True
    if m := _SHOW_ALL.fullmatch(head):
        # Showing the cards is the condition: each named card is in the hand when the card is used
        # (an option checks a hand when it is used, effect_context.reads_hand).
        names = [n for n in re.split(r",? and |, ", m.group(1)) if n]
        frame.conditions.append(AllOf(tuple(CardCount(("self",), "hand", f"name:{n}") for n in names)))
        return True
    if m := _WIN_THIS_TURN.fullmatch(head):
        if m.group(1).lower() == "win":
            # "When you win the battle, …" acts at P-3 like any win text of an active option.
            frame.trigger = frame.trigger or "on_win"
            if frame.trigger != "on_win":
                return False
        else:
            frame.conditions.append(BattleWon("self"))
        frame.conditions.append(UsedThisTurn())
        return True
    if m := _HAS_USED.fullmatch(head):
        used = CardCount(("opponent",), "slots_face_up", f"number:{m.group(2)}")
        frame.conditions.append(Not(used) if m.group(1) else used)
        return True
    if _HAND_SHARE.fullmatch(head):
        frame.conditions.append(HandShareBelow("opponent", "digimon"))
        return True
    if m := _TYPE_WORDS.fullmatch(head):
        words = [m.group(1), *(w.strip() for w in m.group(2).split(",") if w.strip())]
        frame.conditions.append(AnyOf(tuple(SpeciesContains("self", word) for word in words)))
        if m.group(3):
            frame.conditions.append(Not(SpeciesContains("self", m.group(3))))
        return True
    return False


HEAD_READERS.append(_read)


# -- clauses -------------------------------------------------------------------------------------


@clause(r"your Digimon is considered to have won the battle if the battle ends in a draw")
def _win_on_draw(m: re.Match[str]) -> Clause:
    return Clause((WinOnDraw("self"),))


@clause(
    r"(?:instead of being sent to the Dark Area, )?the opponent(?:'s)? Digimon gets stacked onto the"
    r" point gauge(?: instead)?(?: of being sent to the Dark Area)?"
    # Bo-791's reminder: a Level III loser stays in its box (P-5 (a)), so it is not stacked either.
    r"(?: \(however, since Level III Digimon cannot be sent to the Dark Area even if they lose the"
    r" battle, they cannot be stacked onto the point gauge due to this effect as well\))?"
)
def _defeated_to_gauge(m: re.Match[str]) -> Clause | None:
    # P-5 (a): the defeated Digimon goes onto the winner's point gauge instead of the Dark Area (Bo-791,
    # and Re-61 / Re-34t in the wording digimon_rewrites gives them).
    if "instead" not in m.group(0).lower():
        return None
    return Clause((DefeatedToPointGauge("opponent"),))


@clause(r"both you and the opponent (?:cannot|can not|become unable to) (?:regain|recover) (?:their )?points")
def _block_regain(m: re.Match[str]) -> Clause:
    return Clause((BlockRegain("self"), BlockRegain("opponent")))


@clause(
    r"skip the Battle Phase of the turn during which this card is activated, and move straight to the Point"
    r" Calculation Phase \(since there is no battle, point calculation will not occur\)"
)
def _skip_battle(m: re.Match[str]) -> Clause:
    return Clause((SkipBattle(),))


# Bx-147: "(during the battle phase,) both parties cannot use the effects of 'ignore the evolution
# requirements' or 'the battle ends in a draw', and cannot use the card 'A Tactical Retreat!!'": for
# both players, the evolution effect does nothing in battle, a forced draw is ignored (P-1, as for a
# Digimon unaffected by it) and the card cannot be used (a Battle Phase card).
_BOTH_BANNED_EFFECTS: dict[str, type[BlockIgnoreEvolution] | str] = {
    "ignore the evolution requirements": BlockIgnoreEvolution,
    "the battle ends in a draw": imm.FORCED_DRAW,
}


# The compiler imports `regroup` from here, which also registers this module's heads and clauses.
__all__ = ["regroup"]
