"""Option texts about the battle's result, points and the end of the turn (the "outcome" family).

- Wordings that span or join sentences, regrouped into sentences the general patterns read
  (`regroup`, called by `compiler.compile_option` on each "(O)" part).
- Leading parts: "After point calculation, regardless of whether you won or lost, …" (after P-3),
  "At the end of the battle phase, …" (B-9), "For the turn during which this card is used, …",
  "Show the opponent that you have all four of … in your hand, …".
- Clauses: a draw counted as a win (P-1), the defeated Digimon stacked onto the point gauge
  (P-5 (a)), a Digimon kept at the end of its lifespan (P-5 (c)), points that cannot be regained
  or whose "regain" becomes "reduce".
"""

from __future__ import annotations

import re

from gameplay.engine.effects.block_regain import BlockRegain
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.battle_won import BattleWon
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.hand_share_below import HandShareBelow
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.used_this_turn import UsedThisTurn
from gameplay.engine.effects.defeated_to_point_gauge import DefeatedToPointGauge
from gameplay.engine.effects.even_out_points import EvenOutPoints
from gameplay.engine.effects.keep_at_lifespan import KeepAtLifespan
from gameplay.engine.effects.lose_keyword import LoseKeyword
from gameplay.engine.effects.mirror_loss import MirrorLoss
from gameplay.engine.effects.patterns import compile_re
from gameplay.engine.effects.patterns.clauses import Clause, clause
from gameplay.engine.effects.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.patterns.subjects import parse_levels, parse_subject
from gameplay.engine.effects.reverse_regain import ReverseRegain
from gameplay.engine.effects.skip_battle import SkipBattle
from gameplay.engine.effects.swap_points import SwapPoints
from gameplay.engine.effects.use_column_value import UseColumnValue
from gameplay.engine.effects.win_on_draw import WinOnDraw

# -- regrouped sentences -------------------------------------------------------------------------

# Vj-1: "The Digimon that received the effects of this card is considered to have won the battle if
# the battle ends in a draw.": the Digimon the card's first sentence acted on, under that sentence's
# condition ("your Digimon with V-dramon … as their card name"), so it continues that ability.
_RECEIVED = compile_re(
    r"The Digimon that received the effects of this card (is considered to have won the battle"
    r" if the battle ends in a draw\.?)"
)
# Sx-34: "Your attack becomes A regardless …, and add 50 to your attack power. You lose that attack
# power addition when your attack becomes something other than A.": the addition holds only while
# the attack is A (O-N2, withdrawn when another effect changes the column, B-8 step 1).
_ADDITION_LOST = compile_re(
    r"You lose that attack power addition when your attack becomes something other than ([ABC])\.?"
)
_COLUMN_AND_ADD = compile_re(
    r"(.+? regardless of the opponent's battle type), and (add \d+ to your attack power)\.?"
)
# Bo-540: "After that, add 450 to your attack power, and if you win the battle, further reduce the
# opponent's points by 30.": the win part acts at P-3 as the card's "when you win" text.
# St-922: "Add 300 to the attack power of your Digimon with the ability "proud", and if you win the
# battle, send the top 16 cards of the opponent's Net Ocean to the Dark Area.": "with the ability"
# names the Digimon the addition goes to; the win part is the player's and has no such condition.
_AND_IF_WIN = compile_re(r"((?:After that, |Add \d+ to ).+?),? and if you win the battle, (.+)")
# Bo-919: "When your Digimon has 'Volcamon' in its name, and the opponent has the ability "grappling",
# regardless of the battle outcome, recover 10 of your points after point calculation."
_AFTER_CALCULATION_TAIL = compile_re(
    r"(When .+?), and (the opponent has the abilit.+?), regardless of the battle outcome, (.+?)"
    r" after point calculation\.?"
)
# Bo-919: "When your Digimon has the ability "grappling", add 200 to its attack power.": "its" is
# the Digimon the condition names, this side's.
_ITS_ATTACK = compile_re(r"(When your Digimon [^,]+), add (\d+) to its ((?:[ABC] )?attack power)")
# Bo-1021: "When your Digimon belongs to Deep Savers, add 200 to its A attack power (if your Digimon is
# an Aquatic Beast Man type, you can make your attack A regardless of the opponent's battle type).":
# the column change has the first condition only, not the addition's "A attack" one (which it
# would never meet before it made the attack A).
_ITS_COLUMN_AND_CHOICE = compile_re(
    r"(When your Digimon [^,]+), add (\d+) to its ([ABC]) attack power \(if (your Digimon is [^,]+),"
    r" (you can make your attack [ABC] regardless of the opponent's battle type)\)\.?"
)
# Bo-1019: "Show the opponent that you have all four of …, and regain 40 of your points."
_SHOW_AND = compile_re(r"(Show the opponent that you have .+? in your hand), and ")
# CD-11: "After use, this card remains in its slot until …": the card's limit (O-L1).
_AFTER_USE_REMAINS = compile_re(r"After use, (?=this card remains )")
# CD-11: "during this time, both parties become unable to recover their points, including the point
# recovery effect from evolving into an Ultimate level.": while the card remains; an Ultimate's
# recovery on evolving is card text ("Regain 30 points when you evolve into this Digimon"), so the
# block covers it.
_PARTIES_UNABLE = compile_re(
    r"during this time, both parties become unable to recover their points, including the point"
    r" recovery effect from evolving into an Ultimate level\.?"
)
# St-103: "This includes the points regained when evolving into an Ultimate level." after "… cannot
# regain points": the same block (see above), said again.
_INCLUDES_ULTIMATE = compile_re(r"This includes the points regained when evolving into an Ultimate level\.?")
_CANNOT_REGAIN = compile_re(r".*\bcannot regain points\.?")


# Re-20t: "Both players check their point gauges at the start of the Battle Phase; the player with
# more points loses 10 points, and the player with less points regains 10 points. If both players
# have an equal amount of points, both players regain 10 points." (three pieces once split at ";").
_CHECK_GAUGES = compile_re(r"Both players check their point gauges at the start of the Battle Phase")
_MORE_LESS = compile_re(
    r"the player with more points loses (\d+) points, and the player with less points regains (\d+) points\.?"
)
_EQUAL = compile_re(r"If both players have an equal amount of points, both players regain (\d+) points\.?")


# St-484: "If your Digimon has the ability "sky" and has the word 'angel' in its type (including …;
# excluding Fallen Angel type), and your opponent has 3 or more cards in their slots, …": three
# conditions, each in the words a leading part is read in.
_SKY_ANGEL_SLOTS = compile_re(
    r"(When your Digimon has the ability \"\w+\") and (has the word '\w+' in its type \([^)]+\)),"
    r" and the opponent has (\w+) or more cards in their slots, (.+)"
)
_REGAIN_IF_AND_WHEN = compile_re(
    r"(At the start of [^,]+), (regain \d+ of your points) if (.+?), and (when .+?)\.?"
)
# Bo-445: "When your attack is B, your attack power becomes the same as your attack A. After that, choose
# one card from your hand and send it to the Dark Area.": the base change holds only while the attack
# is B (O-N2, withdrawn and made again), the discard is made once; both under the same condition.
_SAME_AS_COLUMN = compile_re(
    r"(When your attack is [ABC]), your attack power becomes the same as your attack [ABC]\.?"
)
_AFTER_THAT_REST = compile_re(r"After that, (.+)")
# Bo-698: "When your Digimon is an Ofanimon, when you win the battle on the turn that this card was
# activated, at the end of the battle phase, swap your and the opponent's points.": the end of the
# Battle Phase is the moment, the win (known then, P-1) a condition.
_WIN_THEN_BATTLE_END = compile_re(
    r"(When [^,]+), when you win the battle (on the turn that this card was activated), at the end of the"
    r" battle phase, (.+)"
)
# CD-13: "After that, if you lost the battle on the turn during which this card was used, reduce the
# opponent's points by the same amount that your points were reduced by.": a P-3 change for this
# turn's battle, made only if it is lost (the card itself leaves at the end of the Battle Phase).
_SAME_AMOUNT = compile_re(
    r"(After that, )?if you lost the battle on the turn during which this card was used, reduce the"
    r" opponent's points by the same amount that your points were reduced by\.?"
)
# St-382: "Check the contents of the opponent's hand; if the number of Digimon cards in their hand is
# less than half the total number of cards in their hand, immediately reduce their points by 10 (if
# your Digimon is a Warrior or Archangel type, further reduce the opponent's points by 10).": the
# check is the condition (made when the card is used, effect_context.reads_hand), and the further 10
# is taken at once as well, only for those types.
_CHECK_HAND = compile_re(r"Check the contents of the opponent's hand")
_LESS_THAN_HALF = compile_re(
    r"if the number of Digimon cards in their hand is less than half the total number of cards in their"
    r" hand, (immediately reduce) their (points by \d+) \(if (your Digimon is [^,]+), further reduce the"
    r" opponent's (points by \d+)\)\.?"
)
# St-382's "… Perfect or Ultimate level.?At the end of the turn …": two sentences.
_JOINED = compile_re(r"(.+?\.)\?(At the end of .+)")
# St-220: "The Battle Phase will not occur on the turn during which this card was activated; immediately
# after the Evolution Phase, move straight to the Point Calculation Phase (since …)." (two pieces once
# split at ";"): Re-04t's "Skip the Battle Phase …" in other words.
_NO_BATTLE_PHASE = compile_re(
    r"The Battle Phase will not occur on the turn during which this card was activated"
)
_STRAIGHT_TO_POINTS = compile_re(
    r"immediately after the Evolution Phase, (move straight to the Point Calculation Phase"
    r" \(since there is no battle, point calculation will not occur\)\.?)"
)
# Bo-548: "… send it to the Dark Area (after that, all lost "sky" abilities are returned to normal).":
# what the card took goes with the card (O-L2, lose_keyword), as the reminder says.
_RETURNED_TO_NORMAL = compile_re(
    r"(.+?) \(after that, all lost \"\w+\" abilities are returned to normal\)(\.?)"
)
# St-376: "During battle, you can make your attack A regardless of the opponent's battle type, and add
# 100 to your attack power. After that, if the opponent uses 'High Speed Plug-In B (St-51)', this card's
# effect becomes 'reduce your attack power by 100', and you also lose the effect of 'you can make your
# attack A'.": the column and the addition while that card is not in use, the reduction once it is
# (each withdrawn or made as the opponent's card is used, O-N2).
_COLUMN_PLUS = compile_re(
    r"(?:During battle, )?(you can make your attack ([ABC]) regardless of the opponent's battle type), and"
    r" (add \d+ to your attack power)\.?"
)
_EFFECT_BECOMES = compile_re(
    r"After that, if the opponent uses ('[^']+'), this card's effect becomes '(reduce your attack power by"
    r" \d+)', and you also lose the effect of 'you can make your attack ([ABC])'\.?"
)
# St-813: "At the end of the turn, this card is sent to the Dark Area.": the card's limit (O-L1).
_END_IS_SENT = compile_re(r"(At the end of [^,]+), (?:this card|it) is sent to the Dark Area\.?")


def regroup(sentences: list[str]) -> list[str]:
    """The part's sentences, with the wordings above in the words the patterns read."""
    out: list[str] = []
    for sentence in sentences:
        if (m := _ADDITION_LOST.fullmatch(sentence)) and out and (c := _COLUMN_AND_ADD.fullmatch(out[-1])):
            out[-1:] = [f"{c.group(1)}.", f"When your attack is {m.group(1).upper()}, {c.group(2)}."]
        elif (
            (m := _EQUAL.fullmatch(sentence))
            and len(out) >= 2
            and _CHECK_GAUGES.fullmatch(out[-2])
            and (more := _MORE_LESS.fullmatch(out[-1]))
        ):
            loss, regain = more.groups()
            out[-2:] = [f"At the start of battle, even out the points by {loss}, {regain} and {m.group(1)}."]
        elif _INCLUDES_ULTIMATE.fullmatch(sentence) and out and _CANNOT_REGAIN.fullmatch(out[-1]):
            continue
        elif m := _RECEIVED.fullmatch(sentence):
            out.append(f"After that, your Digimon {m.group(1)}")
        elif m := _AND_IF_WIN.fullmatch(sentence):
            out += [f"{m.group(1)}.", f"When you win the battle, {m.group(2)}"]
        elif m := _AFTER_CALCULATION_TAIL.fullmatch(sentence):
            out.append(f"After point calculation, {m.group(1)}, when {m.group(2)}, {m.group(3)}.")
        elif m := _ITS_COLUMN_AND_CHOICE.fullmatch(sentence):
            when, amount, column, subject, choice = m.groups()
            # The column change first: an ability's condition is checked when it fires (O-N2), so
            # the addition then sees the attack the change has made A.
            out += [
                f"{when}, when {subject}, {choice}.",
                f"{when}, add {amount} to your {column} attack power.",
            ]
        elif m := _SKY_ANGEL_SLOTS.fullmatch(sentence):
            sky, angel, least, rest = m.groups()
            slots = f"when there are {least} or more cards in the opponent's slots"
            out.append(f"{sky}, when your Digimon {angel}, {slots}, {rest}")
        elif m := _REGAIN_IF_AND_WHEN.fullmatch(sentence):
            moment, regain, first, second = m.groups()
            out.append(f"{moment}, when {first}, {second}, {regain}.")
        elif m := _END_IS_SENT.fullmatch(sentence):
            out.append(f"{m.group(1)}, send this card to the Dark Area.")
        elif (
            out
            and (same := _SAME_AS_COLUMN.fullmatch(out[-1]))
            and (m := _AFTER_THAT_REST.fullmatch(sentence))
        ):
            out.append(f"{same.group(1)}, {m.group(1)}")
        elif m := _WIN_THEN_BATTLE_END.fullmatch(sentence):
            when, turn, rest = m.groups()
            out.append(f"{when}, at the end of the battle phase, when you have won the battle {turn}, {rest}")
        elif m := _SAME_AMOUNT.fullmatch(sentence):
            out.append(f"{m.group(1) or ''}the opponent loses as many points as you lose in this battle.")
        elif out and _CHECK_HAND.fullmatch(out[-1]) and (m := _LESS_THAN_HALF.fullmatch(sentence)):
            reduce, first, subject, further = m.groups()
            # "a Warrior or Archangel type": both words are types (subjects would read "Warrior" as
            # a card name).
            subject = re.sub(
                r"\b(an?) ([A-Z][\w-]*) or ([A-Z][\w-]*) type\b", r"\1 \2 type or \3 type", subject
            )
            share = "when fewer than half of the cards in the opponent's hand are Digimon cards"
            out[-1:] = [
                f"{share.capitalize()}, {reduce} the opponent's {first}.",
                f"{share.capitalize()}, when {subject}, {reduce} the opponent's {further}.",
            ]
        elif m := _JOINED.fullmatch(sentence):
            out += [m.group(1), m.group(2)]
        elif out and _NO_BATTLE_PHASE.fullmatch(out[-1]) and (m := _STRAIGHT_TO_POINTS.fullmatch(sentence)):
            out[-1] = (
                f"Skip the Battle Phase of the turn during which this card is activated, and {m.group(1)}"
            )
        elif (
            out
            and (plus := _COLUMN_PLUS.fullmatch(out[-1]))
            and (m := _EFFECT_BECOMES.fullmatch(sentence))
            and m.group(3).upper() == plus.group(2).upper()
        ):
            column, add = plus.group(1), plus.group(3)
            card, reduce = m.group(1), m.group(2)
            out[-1:] = [
                f"When the opponent has not used {card}, {column}.",
                f"When the opponent has not used {card}, {add}.",
                f"When the opponent has used {card}, {reduce}.",
            ]
        elif _PARTIES_UNABLE.fullmatch(sentence):
            out.append("Both you and the opponent cannot regain points.")
        else:
            sentence = _ITS_ATTACK.sub(r"\1, add \2 to your \3", sentence)
            # Re-04t: "Send this card to the Dark Dark Area at the end of the turn."
            sentence = sentence.replace("Dark Dark Area", "Dark Area")
            sentence = _RETURNED_TO_NORMAL.sub(r"\1\2", sentence)
            sentence = _SHOW_AND.sub(r"\1, ", sentence)
            out.append(_AFTER_USE_REMAINS.sub("", sentence).strip())
    return [sentence[0].upper() + sentence[1:] for sentence in out if sentence]


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
_NAME_HAS = compile_re(r"when your Digimon has ['\"]([^'\"]+)['\"] in its name")


def _read(head: str, frame: Frame) -> bool:
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
    if m := _NAME_HAS.fullmatch(head):
        return frame.add_condition(parse_subject("self", f"Digimon with '{m.group(1)}' in its name"))
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
    if "instead" not in m.group(0).lower():
        return None
    return Clause((DefeatedToPointGauge("opponent"),))


@clause(
    r"your Digimon does not get sent to the Dark Area even if it has reached the end of its lifespan"
    # St-814's reminder is what the effect does: only the sending is skipped (P-5 (c)).
    r"(?: \(other than not being sent to the Dark Area, carry out the procedures for when a Digimon"
    r" reaches the end of its lifespan as per normal\))?"
)
def _keep_at_lifespan(m: re.Match[str]) -> Clause:
    return Clause((KeepAtLifespan("self"),))


@clause(r"both you and the opponent (?:cannot|can not|become unable to) (?:regain|recover) (?:their )?points")
def _block_regain(m: re.Match[str]) -> Clause:
    return Clause((BlockRegain("self"), BlockRegain("opponent")))


@clause(r"even out the points by (\d+), (\d+) and (\d+)")
def _even_out(m: re.Match[str]) -> Clause:
    # Only `regroup` writes this wording (Re-20t): loss of the leader, regain of the other, regain of
    # both when equal.
    return Clause((EvenOutPoints(int(m.group(1)), int(m.group(2)), int(m.group(3))),))


@clause(r"your attack power becomes the same as your attack ([ABC])")
def _same_as_column(m: re.Match[str]) -> Clause:
    return Clause((UseColumnValue("self", m.group(1).upper()),))  # type: ignore[arg-type]


@clause(r"the opponent loses as many points as you lose in this battle")
def _mirror_loss(m: re.Match[str]) -> Clause:
    # Only `regroup` writes this wording (CD-13).
    return Clause((MirrorLoss("self"),))


@clause(
    r"skip the Battle Phase of the turn during which this card is activated, and move straight to the Point"
    r" Calculation Phase \(since there is no battle, point calculation will not occur\)"
)
def _skip_battle(m: re.Match[str]) -> Clause:
    return Clause((SkipBattle(),))


@clause(r"all Digimon lose the ability \"(\w+)\"")
def _all_lose_keyword(m: re.Match[str]) -> Clause:
    # Both battling Digimon (one a side, B-8).
    return Clause((LoseKeyword("self", m.group(1)), LoseKeyword("opponent", m.group(1))))


@clause(r"swap your and the opponent's points")
def _swap_points(m: re.Match[str]) -> Clause:
    return Clause((SwapPoints(),))


@clause(r"all mentions of 'regain' on all cards are changed to 'reduce'")
def _reverse_regain(m: re.Match[str]) -> Clause:
    return Clause((ReverseRegain("self"), ReverseRegain("opponent")))
