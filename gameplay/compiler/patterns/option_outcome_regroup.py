"""Outcome-family Option wordings that span or join sentences, regrouped into sentences the general
patterns read (`regroup`, called by `compiler.compile_option` on each "(O)" part's sentences).

Each rule folds one printed sentence into the sentences read so far and says whether the wording was
its own: most replace that sentence alone (`one_sentence`), the others (`rule`) rewrite the last ones
too; a sentence no rule takes is reworded in place (`_reword`) and kept. Every rewrite keeps the
meaning whole: the rule's comment says what the card means.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gameplay.compiler.patterns import compile_re

Rule = Callable[[list[str], str], bool]
RULES: list[Rule] = []


def rule(fn: Rule) -> Rule:
    """Register a rule; rules are tried in registration order."""
    RULES.append(fn)
    return fn


Replacement = Callable[[re.Match[str]], list[str]]


def one_sentence(pattern: re.Pattern[str]) -> Callable[[Replacement], Replacement]:
    """Register a rule that replaces one printed sentence matching `pattern` (whole) by the sentences
    the decorated function makes of the match; it takes its turn among the `rule`s."""

    def register(make: Replacement) -> Replacement:
        def fold(out: list[str], sentence: str) -> bool:
            if m := pattern.fullmatch(sentence):
                out += make(m)
                return True
            return False

        RULES.append(fold)
        return make

    return register


def regroup(sentences: list[str]) -> list[str]:
    """The part's sentences, with the wordings of the rules below in the words the patterns read."""
    out: list[str] = []
    for sentence in sentences:
        if not any(fold(out, sentence) for fold in RULES):
            out.append(_reword(sentence))
    return [sentence[0].upper() + sentence[1:] for sentence in out if sentence]


# Sx-34: "Your attack becomes A regardless …, and add 50 to your attack power. You lose that attack
# power addition when your attack becomes something other than A.": the addition holds only while
# the attack is A (O-N2, withdrawn when another effect changes the column, B-8 step 1).
_ADDITION_LOST = compile_re(
    r"You lose that attack power addition when your attack becomes something other than ([ABC])\.?"
)
_COLUMN_AND_ADD = compile_re(
    r"(.+? regardless of the opponent's battle type), and (add \d+ to your attack power)\.?"
)


@rule
def _addition_lost(out: list[str], sentence: str) -> bool:
    if out and (m := _ADDITION_LOST.fullmatch(sentence)) and (c := _COLUMN_AND_ADD.fullmatch(out[-1])):
        out[-1:] = [f"{c.group(1)}.", f"When your attack is {m.group(1).upper()}, {c.group(2)}."]
        return True
    return False


# Re-20t: "Both players check their point gauges at the start of the Battle Phase; the player with
# more points loses 10 points, and the player with less points regains 10 points. If both players
# have an equal amount of points, both players regain 10 points." (three pieces once split at ";").
_CHECK_GAUGES = compile_re(r"Both players check their point gauges at the start of the Battle Phase")
_MORE_LESS = compile_re(
    r"the player with more points loses (\d+) points, and the player with less points regains (\d+) points\.?"
)
_EQUAL = compile_re(r"If both players have an equal amount of points, both players regain (\d+) points\.?")


@rule
def _even_out(out: list[str], sentence: str) -> bool:
    if (
        len(out) >= 2
        and (m := _EQUAL.fullmatch(sentence))
        and _CHECK_GAUGES.fullmatch(out[-2])
        and (more := _MORE_LESS.fullmatch(out[-1]))
    ):
        loss, regain = more.groups()
        out[-2:] = [f"At the start of battle, even out the points by {loss}, {regain} and {m.group(1)}."]
        return True
    return False


# St-103: "This includes the points regained when evolving into an Ultimate level." after "… cannot
# regain points": an Ultimate's recovery on evolving is card text ("Regain 30 points when you evolve
# into this Digimon"), which the block already covers.
_INCLUDES_ULTIMATE = compile_re(r"This includes the points regained when evolving into an Ultimate level\.?")
_CANNOT_REGAIN = compile_re(r".*\bcannot regain points\.?")


@rule
def _includes_ultimate(out: list[str], sentence: str) -> bool:
    return bool(out and _INCLUDES_ULTIMATE.fullmatch(sentence) and _CANNOT_REGAIN.fullmatch(out[-1]))


# Vj-1: "The Digimon that received the effects of this card is considered to have won the battle if
# the battle ends in a draw.": the Digimon the card's first sentence acted on, under that sentence's
# condition ("your Digimon with V-dramon … as their card name"), so it continues that ability.
_RECEIVED = compile_re(
    r"The Digimon that received the effects of this card (is considered to have won the battle"
    r" if the battle ends in a draw\.?)"
)


@one_sentence(_RECEIVED)
def _received(m: re.Match[str]) -> list[str]:
    return [f"After that, your Digimon {m.group(1)}"]


# Bo-540: "After that, add 450 to your attack power, and if you win the battle, further reduce the
# opponent's points by 30.": the win part acts at P-3 as the card's "when you win" text.
# St-922: "Add 300 to the attack power of your Digimon with the ability "proud", and if you win the
# battle, send the top 16 cards of the opponent's Net Ocean to the Dark Area.": "with the ability"
# names the Digimon the addition goes to; the win part is the player's and has no such condition.
_AND_IF_WIN = compile_re(r"((?:After that, |Add \d+ to ).+?),? and if you win the battle, (.+)")


@one_sentence(_AND_IF_WIN)
def _and_if_win(m: re.Match[str]) -> list[str]:
    return [f"{m.group(1)}.", f"When you win the battle, {m.group(2)}"]


# Bo-919: "When your Digimon has 'Volcamon' in its name, and the opponent has the ability "grappling",
# regardless of the battle outcome, recover 10 of your points after point calculation."
_AFTER_CALCULATION_TAIL = compile_re(
    r"(When .+?), and (the opponent has the abilit.+?), regardless of the battle outcome, (.+?)"
    r" after point calculation\.?"
)


@one_sentence(_AFTER_CALCULATION_TAIL)
def _after_calculation_tail(m: re.Match[str]) -> list[str]:
    return [f"After point calculation, {m.group(1)}, when {m.group(2)}, {m.group(3)}."]


# Bo-1021: "When your Digimon belongs to Deep Savers, add 200 to its A attack power (if your Digimon is
# an Aquatic Beast Man type, you can make your attack A regardless of the opponent's battle type).":
# the column change has the first condition only, not the addition's "A attack" one (which it
# would never meet before it made the attack A).
_ITS_COLUMN_AND_CHOICE = compile_re(
    r"(When your Digimon [^,]+), add (\d+) to its ([ABC]) attack power \(if (your Digimon is [^,]+),"
    r" (you can make your attack [ABC] regardless of the opponent's battle type)\)\.?"
)


@one_sentence(_ITS_COLUMN_AND_CHOICE)
def _its_column_and_choice(m: re.Match[str]) -> list[str]:
    when, amount, column, subject, choice = m.groups()
    # The column change first: an ability's condition is checked when it fires (O-N2), so the
    # addition then sees the attack the change has made A.
    return [f"{when}, when {subject}, {choice}.", f"{when}, add {amount} to your {column} attack power."]


# St-484: "If your Digimon has the ability "sky" and has the word 'angel' in its type (including …;
# excluding Fallen Angel type), and your opponent has 3 or more cards in their slots, …": three
# conditions, each in the words a leading part is read in.
_SKY_ANGEL_SLOTS = compile_re(
    r"(When your Digimon has the ability \"\w+\") and (has the word '\w+' in its type \([^)]+\)),"
    r" and the opponent has (\w+) or more cards in their slots, (.+)"
)


@one_sentence(_SKY_ANGEL_SLOTS)
def _sky_angel_slots(m: re.Match[str]) -> list[str]:
    sky, angel, least, rest = m.groups()
    slots = f"when there are {least} or more cards in the opponent's slots"
    return [f"{sky}, when your Digimon {angel}, {slots}, {rest}"]


# Re-12t: "At the start of the Point Calculation Phase, regain 10 of your points if there is any card
# belonging to the category 'Chosen Children' on either your or the opponent's sheet, and when both
# players' Digimon are either Level III or Level IV.": both conditions lead.
_REGAIN_IF_AND_WHEN = compile_re(
    r"(At the start of [^,]+), (regain \d+ of your points) if (.+?), and (when .+?)\.?"
)


@one_sentence(_REGAIN_IF_AND_WHEN)
def _regain_if_and_when(m: re.Match[str]) -> list[str]:
    moment, regain, first, second = m.groups()
    return [f"{moment}, when {first}, {second}, {regain}."]


# St-813: "At the end of the turn, this card is sent to the Dark Area.": the card's limit (O-L1).
_END_IS_SENT = compile_re(r"(At the end of [^,]+), (?:this card|it) is sent to the Dark Area\.?")


@one_sentence(_END_IS_SENT)
def _end_is_sent(m: re.Match[str]) -> list[str]:
    return [f"{m.group(1)}, send this card to the Dark Area."]


# Bo-445: "When your attack is B, your attack power becomes the same as your attack A. After that,
# choose one card from your hand and send it to the Dark Area.": the base change holds only while the
# attack is B (O-N2, withdrawn and made again), the discard is made once; both under the condition.
_SAME_AS_COLUMN = compile_re(
    r"(When your attack is [ABC]), your attack power becomes the same as your attack [ABC]\.?"
)
_AFTER_THAT_REST = compile_re(r"After that, (.+)")


@rule
def _after_same_as_column(out: list[str], sentence: str) -> bool:
    if out and (same := _SAME_AS_COLUMN.fullmatch(out[-1])) and (m := _AFTER_THAT_REST.fullmatch(sentence)):
        out.append(f"{same.group(1)}, {m.group(1)}")
        return True
    return False


# Bo-698: "When your Digimon is an Ofanimon, when you win the battle on the turn that this card was
# activated, at the end of the battle phase, swap your and the opponent's points.": the end of the
# Battle Phase is the moment, the win (known then, P-1) a condition.
_WIN_THEN_BATTLE_END = compile_re(
    r"(When [^,]+), when you win the battle (on the turn that this card was activated), at the end of"
    r" the battle phase, (.+)"
)


@one_sentence(_WIN_THEN_BATTLE_END)
def _win_then_battle_end(m: re.Match[str]) -> list[str]:
    when, turn, rest = m.groups()
    return [f"{when}, at the end of the battle phase, when you have won the battle {turn}, {rest}"]


# CD-13: "After that, if you lost the battle on the turn during which this card was used, reduce the
# opponent's points by the same amount that your points were reduced by.": a P-3 change for this
# turn's battle, made only if it is lost (the card itself leaves at the end of the Battle Phase).
_SAME_AMOUNT = compile_re(
    r"(After that, )?if you lost the battle on the turn during which this card was used, reduce the"
    r" opponent's points by the same amount that your points were reduced by\.?"
)


@one_sentence(_SAME_AMOUNT)
def _same_amount(m: re.Match[str]) -> list[str]:
    return [f"{m.group(1) or ''}the opponent loses as many points as you lose in this battle."]


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
_SHARE = "When fewer than half of the cards in the opponent's hand are Digimon cards"


@rule
def _less_than_half(out: list[str], sentence: str) -> bool:
    if out and _CHECK_HAND.fullmatch(out[-1]) and (m := _LESS_THAN_HALF.fullmatch(sentence)):
        reduce, first, subject, further = m.groups()
        # "a Warrior or Archangel type": both words are types (subjects would read "Warrior" as a
        # card name).
        subject = re.sub(r"\b(an?) ([A-Z][\w-]*) or ([A-Z][\w-]*) type\b", r"\1 \2 type or \3 type", subject)
        out[-1:] = [
            f"{_SHARE}, {reduce} the opponent's {first}.",
            f"{_SHARE}, when {subject}, {reduce} the opponent's {further}.",
        ]
        return True
    return False


# St-382's "… Perfect or Ultimate level.?At the end of the turn …": two sentences.
_JOINED = compile_re(r"(.+?\.)\?(At the end of .+)")


@one_sentence(_JOINED)
def _joined(m: re.Match[str]) -> list[str]:
    return [m.group(1), m.group(2)]


# St-220: "The Battle Phase will not occur on the turn during which this card was activated;
# immediately after the Evolution Phase, move straight to the Point Calculation Phase (since …)."
# (two pieces once split at ";"): Re-04t's "Skip the Battle Phase …" in other words.
_NO_BATTLE_PHASE = compile_re(
    r"The Battle Phase will not occur on the turn during which this card was activated"
)
_STRAIGHT_TO_POINTS = compile_re(
    r"immediately after the Evolution Phase, (move straight to the Point Calculation Phase"
    r" \(since there is no battle, point calculation will not occur\)\.?)"
)


@rule
def _no_battle_phase(out: list[str], sentence: str) -> bool:
    if out and _NO_BATTLE_PHASE.fullmatch(out[-1]) and (m := _STRAIGHT_TO_POINTS.fullmatch(sentence)):
        out[-1] = f"Skip the Battle Phase of the turn during which this card is activated, and {m.group(1)}"
        return True
    return False


# St-376: "During battle, you can make your attack A regardless of the opponent's battle type, and add
# 100 to your attack power. After that, if the opponent uses 'High Speed Plug-In B (St-51)', this
# card's effect becomes 'reduce your attack power by 100', and you also lose the effect of 'you can
# make your attack A'.": the column and the addition while that card is not in use, the reduction
# once it is (each withdrawn or made as the opponent's card is used, O-N2).
_COLUMN_PLUS = compile_re(
    r"(?:During battle, )?(you can make your attack ([ABC]) regardless of the opponent's battle type), and"
    r" (add \d+ to your attack power)\.?"
)
_EFFECT_BECOMES = compile_re(
    r"After that, if the opponent uses ('[^']+'), this card's effect becomes '(reduce your attack power by"
    r" \d+)', and you also lose the effect of 'you can make your attack ([ABC])'\.?"
)


@rule
def _effect_becomes(out: list[str], sentence: str) -> bool:
    if not out or not (plus := _COLUMN_PLUS.fullmatch(out[-1])):
        return False
    m = _EFFECT_BECOMES.fullmatch(sentence)
    if m is None or m.group(3).upper() != plus.group(2).upper():
        return False
    column, add = plus.group(1), plus.group(3)
    card, reduce = m.group(1), m.group(2)
    out[-1:] = [
        f"When the opponent has not used {card}, {column}.",
        f"When the opponent has not used {card}, {add}.",
        f"When the opponent has used {card}, {reduce}.",
    ]
    return True


# Bo-863: "For your Digimon belonging to Metal Empire or with the same background as this card, when
# your attack is B, add your A attack power to your total attack power.": the Digimon described is
# the condition (one battling Digimon a side, B-8).
_FOR_YOUR_DIGIMON = compile_re(
    r"For your Digimon belonging to (.+?) or with the same background as this card, (.+)"
)


@one_sentence(_FOR_YOUR_DIGIMON)
def _for_your_digimon(m: re.Match[str]) -> list[str]:
    return [
        f"When your Digimon belongs to {m.group(1)} or has the same background as this card, {m.group(2)}"
    ]


# CD-11: "during this time, both parties become unable to recover their points, including the point
# recovery effect from evolving into an Ultimate level.": while the card remains; an Ultimate's
# recovery on evolving is card text, so the block covers it.
_PARTIES_UNABLE = compile_re(
    r"during this time, both parties become unable to recover their points, including the point"
    r" recovery effect from evolving into an Ultimate level\.?"
)


@one_sentence(_PARTIES_UNABLE)
def _parties_unable(m: re.Match[str]) -> list[str]:
    return ["Both you and the opponent cannot regain points."]


# Rewordings within one sentence.
# Bo-919: "When your Digimon has the ability "grappling", add 200 to its attack power.": "its" is the
# Digimon the condition names, this side's.
_ITS_ATTACK = compile_re(r"(When your Digimon [^,]+), add (\d+) to its ((?:[ABC] )?attack power)")
# Bo-548: "… send it to the Dark Area (after that, all lost "sky" abilities are returned to normal).":
# what the card took goes with the card (O-L2, lose_keyword), as the reminder says.
_RETURNED_TO_NORMAL = compile_re(
    r"(.+?) \(after that, all lost \"\w+\" abilities are returned to normal\)(\.?)"
)
# Bo-1019: "Show the opponent that you have all four of …, and regain 40 of your points."
_SHOW_AND = compile_re(r"(Show the opponent that you have .+? in your hand), and ")
# CD-11: "After use, this card remains in its slot until …": the card's limit (O-L1).
_AFTER_USE_REMAINS = compile_re(r"After use, (?=this card remains )")


def _reword(sentence: str) -> str:
    sentence = _ITS_ATTACK.sub(r"\1, add \2 to your \3", sentence)
    # Re-04t: "Send this card to the Dark Dark Area at the end of the turn."
    sentence = sentence.replace("Dark Dark Area", "Dark Area")
    sentence = _RETURNED_TO_NORMAL.sub(r"\1\2", sentence)
    sentence = _SHOW_AND.sub(r"\1, ", sentence)
    return _AFTER_USE_REMAINS.sub("", sentence).strip()
