"""Leading and trailing parts of a sentence that say when it acts and under what condition:
"When facing a Virus attribute Digimon, …", "When you win the battle, …", "Only once during
battle, …", "… when you evolve into this Digimon."
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from gameplay.compiler.patterns import QUOTED, compile_re, count
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.subjects import keyword_condition, parse_subject
from gameplay.engine.effects.base import Column, Condition, Side, Trigger
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.any_of import any_of
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.on_sheet import OnSheet
from gameplay.engine.effects.conditions.points_within import PointsWithin


@dataclass
class Frame:
    """What the prefixes of one sentence said: its trigger, conditions and use cap."""

    trigger: Trigger | None = None
    conditions: list[Condition] = field(default_factory=list)
    uses: int | None = None
    optional: bool = False
    # A printed duration ("for the turn during which evolution took place", "until the end of
    # the turn"), as a `Limit`.
    limits: list[str] = field(default_factory=list)
    # How many of `conditions` the leading parts gave ("When your points are 60 and below, …"),
    # before any trailing part ("…, when facing a Virus Digimon"): a ■ line's condition (B-10.3).
    leading: int = 0
    # Conditions on this side's own Digimon ("When supporting a Partner Digimon", "When your Digimon
    # is …"): for a ■ line, the target (B-10.4), not its condition.
    subjects: list[Condition] = field(default_factory=list)

    def leading_condition(self) -> Condition | None:
        """The leading conditions apart from the own-Digimon subjects: a ■ line's B-10.3 condition."""
        parts = [c for c in self.conditions[: self.leading] if c != AllOf(()) and c not in self.subjects]
        return all_of(parts) if parts else None

    def add_condition(self, condition: Condition | None) -> bool:
        """Add a head's condition; False (the head is not read) when its words gave none."""
        if condition is None:
            return False
        self.conditions.append(condition)
        return True

    def condition(self) -> Condition | None:
        parts = [c for c in self.conditions if c != AllOf(())]
        if not parts:
            return None
        return all_of(parts)


_WIN_LOSE_AGAINST = compile_re(r"(?:when|if) (?:you|this Digimon) (wins?|loses?) (?:to|against) (.+)")
_TRIGGERS: list[tuple[re.Pattern[str], Trigger]] = [
    (compile_re(r"when you (?:evolve|digivolve|fuse) (?:in)?to this Digimon"), "on_evolve"),
    # E-9: an appearing Digimon is put on top like an evolution, and the engine fires its
    # "on_evolve" abilities then; the cards that say this can only appear (Appearance Requirements).
    (
        compile_re(
            r"when (?:this card|this Digimon) makes its appearance|when you make this Digimon appear"
            r"|during appearance"
        ),
        "on_evolve",
    ),
    (compile_re(r"(?:when|if) (?:you|this Digimon|your Digimon) wins? (?:the|a|in) battle"), "on_win"),
    (compile_re(r"(?:when|if) (?:you|this Digimon|your Digimon) loses? (?:the|a) battle"), "on_lose"),
    (compile_re(r"at the (?:start|beginning) of (?:the )?battle(?: phase)?"), "battle_start"),
    (compile_re(r"(?:when|if) the battle ends in a draw"), "on_draw"),
]
_FOR_THE_TURN = compile_re(
    r"for the turn(?: during which (?:the )?evolution (?:took place|occurred))?|until the end of the turn"
    r"|for this turn|just for this turn"
)
_ONCE = compile_re(r"only (once|twice|one time|two times) (?:during|per|in) (?:the |a |each )?battle")
_DURING = compile_re(r"during (?:the )?(?:battle|battle phase)|during your battle phase")
_YOU_MAY = compile_re(r"you (?:may|can)\b")
_POINTS = compile_re(
    r"when (?:(your|the opponent's) points are|(you|the opponent) ha(?:ve|s)) (\d+)(?: points)? (?:and|or)"
    r" (below|less|lower|under|above|more|higher)"
)
# "If your opponent has between 50 and 90 points", "When the opponent has 10 to 40 points remaining".
_POINTS_RANGE = compile_re(
    r"(?:when|if) (?:(your|the opponent's) points are|(you|(?:your |the )opponent) ha(?:ve|s))"
    r" (?:between )?(\d+) (?:and|to) (\d+)(?: points)?(?: remaining| left)?"
)
_FACING = compile_re(r"when (?:facing|fighting|battling|the opponent is|the opponent's Digimon is) (.+)")
_OPPONENT_ABILITY = compile_re(
    r"when (?:the opponent|the opponent Digimon|the opponent's Digimon|your opponent)"
    rf" (has|does not have|doesn't have) the abilit(?:y|ies) ((?:{QUOTED}(?:,? or |,? and )?)+)"
)
_OWN_ABILITY = compile_re(
    r"when (?:this Digimon|you|your Digimon) (?:has|have|gains?) the abilit(?:y|ies)"
    rf" ((?:{QUOTED}(?:,? or )?)+)"
)
_OWN_SUBJECT = compile_re(r"when your Digimon is (.+)|when supporting (.+)")
_ON_SHEET = compile_re(
    r"when there is (?:a |an )?([A-Z][\w.-]*(?: [A-Z][\w.-]*)?(?: \(\w+\))?)(?: card)?"
    r" on (your|the opponent's) sheet"
)
_ON_SHEET_OR_IN_HAND = compile_re(
    r"when there is (?:a |an )?([A-Z][\w.-]*(?: [A-Z][\w.-]*)?) card on your sheet or in your hand"
)
_IS_ON_SHEET = compile_re(r"when ([A-Z][\w.-]*(?: [A-Z][\w.-]*)?) is on (your|the opponent's) sheet")
# "Until the end of the turn during which you evolved into this Digimon, …": an evolve trigger
# whose effect lasts the turn.
_EVOLVED_THIS_TURN = compile_re(
    r"(?:until the end of|for|on) the turn (?:during which|in which|that) you (?:evolved?|fused?) (?:in)?to"
    r" this Digimon"
)
_SWAPPED_THIS_TURN = compile_re(
    r"for the turn during which this card was swapped into the Digimon box for another Level III"
    r"|until the end of the turn during which you made a Level III switch with this Digimon"
)
_ON_SWAP = compile_re(r"when you perform a Digimon Box Switch for this Digimon")
_OPPONENT_FIELD = compile_re(
    r"(?:when|if) (?:the opponent|the opponent's Digimon|the opponent Digimon)"
    r" (belongs|does not belong) to (.+)"
)
_HAND = compile_re(
    r"when (your hand contains|the opponent has|you have) (\w+)"
    r"(?: (or|to) (?!more\b|less\b)(\w+))?(?: cards?)?"
    r"(?: (or more|or less|and above|and below))?(?: cards)?(?: in (?:your|their) hand)?"
)
_OPPONENT_TYPE = compile_re(
    r"when (?:the opponent's|your opponent's|the opponent Digimon's) battle type is (.+)"
)
_ATTACK_IS = compile_re(r"when (your|the opponent's) attack is ([ABC](?:,? or [ABC])*)")
_TIMES = {"once": 1, "one time": 1, "twice": 2, "two times": 2}


def _read_one(head: str, frame: Frame) -> bool:
    """Fold one comma-separated leading part into `frame`; False when it is not understood."""
    for pattern, trigger in _TRIGGERS:
        if pattern.fullmatch(head):
            frame.trigger = trigger
            return True
    if m := _WIN_LOSE_AGAINST.fullmatch(head):
        subject = parse_subject("opponent", m.group(2))
        if subject is None:
            return False
        frame.trigger = "on_win" if m.group(1).lower().startswith("win") else "on_lose"
        frame.conditions.append(subject)
        return True
    if _UNTIL_BATTLE_PHASE_END.fullmatch(head):
        frame.limits.append("end_of_battle_phase")
        return True
    if _FOR_THE_TURN.fullmatch(head):
        frame.limits.append("end_of_turn")
        return True
    if m := _ONCE.fullmatch(head):
        frame.uses = _TIMES[m.group(1).lower()]
        frame.optional = True
        return True
    if _DURING.fullmatch(head):
        return True
    if m := _POINTS.fullmatch(head):
        # "When your points are 60 and below", "When you have 80 points and below" (St-772).
        side: Side = "self" if (m.group(1) or m.group(2)).lower() in ("your", "you") else "opponent"
        amount = int(m.group(3))
        below = m.group(4).lower() in {"below", "less", "lower", "under"}
        frame.conditions.append(
            PointsWithin(side, at_most=amount) if below else PointsWithin(side, at_least=amount)
        )
        return True
    if m := _POINTS_RANGE.fullmatch(head):
        # Both ends count: "between 50 and 90" holds at 50 and at 90 (points run 0-100, P-7).
        holder = (m.group(1) or m.group(2)).lower()
        ranged: Side = "self" if holder in ("your", "you") else "opponent"
        frame.conditions.append(PointsWithin(ranged, at_most=int(m.group(4)), at_least=int(m.group(3))))
        return True
    if m := _OPPONENT_ABILITY.fullmatch(head):
        return frame.add_condition(keyword_condition("opponent", m.group(2), m.group(1).lower() == "has"))
    if m := _OWN_ABILITY.fullmatch(head):
        return frame.add_condition(keyword_condition("self", m.group(1), True))
    if m := _ATTACK_IS.fullmatch(head):
        attacker: Side = "self" if m.group(1).lower() == "your" else "opponent"
        found: list[Column] = [c for c in ("A", "B", "C") if re.search(rf"\b{c}\b", m.group(2))]
        frame.conditions.append(AttackColumnIs(attacker, tuple(found)))
        return True
    if m := _OPPONENT_TYPE.fullmatch(head):
        columns = re.findall(r"\b[ABC]\b", m.group(1))
        if not columns or re.sub(r"\b[ABC]\b|,|\bor\b|\s", "", m.group(1)):
            return False
        types = tuple(BattleTypeIs("opponent", c) for c in columns)
        frame.conditions.append(any_of(types))
        return True
    if m := _OPPONENT_FIELD.fullmatch(head):
        subject = parse_subject("opponent", "Digimon belonging to " + m.group(2))
        if subject is None:
            return False
        frame.conditions.append(subject if m.group(1).lower() == "belongs" else Not(subject))
        return True
    if (m := _HAND.fullmatch(head)) and "hand" in head.lower():
        return _read_hand(m, frame)
    if m := _IS_ON_SHEET.fullmatch(head):
        owner: Side = "self" if m.group(2).lower() == "your" else "opponent"
        frame.conditions.append(OnSheet(owner, (m.group(1),)))
        return True
    if m := _EVOLVED_THIS_TURN.fullmatch(head):
        frame.trigger = "on_evolve"
        frame.limits.append("end_of_turn")
        return True
    if _SWAPPED_THIS_TURN.fullmatch(head):
        # E-2: the engine fires "on_swap" abilities of the Level III swapped in; they last the turn.
        frame.trigger = "on_swap"
        frame.limits.append("end_of_turn")
        return True
    if _ON_SWAP.fullmatch(head):
        frame.trigger = "on_swap"
        return True
    if m := _ON_SHEET.fullmatch(head):
        whose: Side = "self" if m.group(2).lower() == "your" else "opponent"
        frame.conditions.append(OnSheet(whose, (m.group(1).split(" (")[0],)))
        return True
    if m := _ON_SHEET_OR_IN_HAND.fullmatch(head):
        frame.conditions.append(CardCount(("self",), "sheet+hand", "name:" + m.group(1)))
        return True
    # A description these do not read may still be read by another module's reader.
    if (m := _CARDS_PRESENT.fullmatch(head)) and _read_card_count(m, frame):
        return True
    if (m := _FACING.fullmatch(head)) and frame.add_condition(parse_subject("opponent", m.group(1))):
        return True
    if m := _OWN_SUBJECT.fullmatch(head):
        # "When supporting a Partner Digimon": the supported Digimon is this side's (B-10.4).
        subject = parse_subject("self", m.group(1) or m.group(2))
        if subject is None:
            # A list of descriptions may still be read by another module's reader.
            return any(reader(head, frame) for reader in HEAD_READERS)
        frame.conditions.append(subject)
        frame.subjects.append(subject)
        return True
    # Leading parts read by other pattern modules (patterns/option_prefixes.py).
    return any(reader(head, frame) for reader in HEAD_READERS)


# Readers of further leading parts: each folds a part it understands into the frame and says so.
HEAD_READERS: list[Callable[[str, Frame], bool]] = []


_CARDS_PRESENT = compile_re(
    r"when (?:there (?:is|are)|you have) (a|an|any|no|one|two|three|four|five|\d+)(?: or more)? (.+?)"
    r" (on|in) (your|the opponent's|your or your opponent's|both your and your opponent's)"
    r" (sheets?|support box|slots?)"
    # A sheet's count includes its Support Box already (EffectContext.count_cards "sheet"), so the
    # reminder "(including support Digimon)" changes nothing (St-923).
    r"(?: \(including support Digimon\))?"
)
_ZONES = {
    "sheet": "sheet",
    "sheets": "sheet",
    "support box": "support_box",
    "slot": "slots",
    "slots": "slots",
}


def _read_card_count(m: re.Match[str], frame: Frame) -> bool:
    card_filter = noun_filter(m.group(2))
    if card_filter is None or (m.group(3) == "in") == (m.group(5).startswith("sheet")):
        return False
    word = m.group(1).lower()
    whose = m.group(4).lower()
    sides: tuple[Side, ...] = (
        ("self", "opponent")
        if " or " in whose or "both" in whose
        else (("opponent",) if "opponent" in whose else ("self",))
    )
    zone = _ZONES[m.group(5).lower()]
    if word == "no":
        frame.conditions.append(CardCount(sides, zone, card_filter, at_least=0, at_most=0))
    else:
        needed = 1 if word in {"a", "an", "any"} else count(word)
        frame.conditions.append(CardCount(sides, zone, card_filter, at_least=needed))
    return True


def _read_hand(m: re.Match[str], frame: Frame) -> bool:
    """ "When your hand contains three or four cards", "… 6 or more cards in their hand"."""
    try:
        low = count(m.group(2))
        high = count(m.group(4)) if m.group(4) else low
    except (KeyError, ValueError):
        return False
    side: Side = "opponent" if "opponent" in m.group(1).lower() else "self"
    bound = (m.group(5) or "").lower()
    if bound in {"or more", "and above"}:
        frame.conditions.append(HandSizeWithin(side, at_least=low))
    elif bound in {"or less", "and below"}:
        frame.conditions.append(HandSizeWithin(side, at_most=high))
    else:
        frame.conditions.append(HandSizeWithin(side, at_least=min(low, high), at_most=max(low, high)))
    return True


def read_prefixes(sentence: str) -> tuple[Frame, str] | None:
    """Split leading condition/trigger parts off `sentence`: the frame and the remaining clause.

    Returns None when a leading part looks like a condition but is not understood, so that the
    sentence is never compiled without its condition.
    """
    frame = Frame()
    rest = sentence.strip()
    while (head := _longest_head(rest, frame)) is not None:
        rest = rest[len(head) + 2 :]
    frame.leading = len(frame.conditions)
    # A leading condition we cannot read must not be dropped.
    if ", " in rest and re.match(r"(?:when|if|while|during|only|at|until)\b", rest, re.I):
        return None
    rest, trailing = _read_trailing(rest, frame)
    if not trailing:
        return None
    if m := _YOU_MAY.match(rest):
        frame.optional = True
        rest = rest[m.end() :].strip()
    return frame, rest


def _longest_head(rest: str, frame: Frame) -> str | None:
    """The longest leading ", "-separated part that reads as a prefix, folded into `frame`.

    Longest first, because a condition may itself contain commas ("a Level IV, Perfect or
    Ultimate level Digimon").
    """
    cuts = [m.start() for m in re.finditer(", ", rest)]
    for cut in reversed(cuts):
        trial = Frame(
            frame.trigger,
            list(frame.conditions),
            frame.uses,
            frame.optional,
            list(frame.limits),
            subjects=list(frame.subjects),
        )
        if _read_one(rest[:cut].strip(), trial):
            frame.trigger, frame.conditions = trial.trigger, trial.conditions
            frame.uses, frame.optional, frame.limits = trial.uses, trial.optional, trial.limits
            frame.subjects = trial.subjects
            return rest[:cut]
    return None


_UNTIL_BATTLE_PHASE_END = compile_re(
    r"until the end of the battle phase(?: of the turn during which the evolution (?:occurred|took place))?"
)
_TRAILING = [
    compile_re(
        r"(.+?),? (until the end of the battle phase(?: of the turn during which the evolution"
        r" (?:occurred|took place))?)\.?"
    ),
    compile_re(
        r"(.+?),? (until the end of the turn during which you (?:evolved?|fused?) (?:in)?to this Digimon"
        r"|until the end of the turn(?: during which this card turned face-up)?|until the turn ends"
        r"|just for this turn|for the turn(?: during which you evolved)?)\.?"
    ),
    compile_re(r"(.+?),? (when you (?:evolve|digivolve) (?:in)?to this Digimon)\.?"),
    compile_re(r"(.+?),? (when you make this Digimon appear)\.?"),
    compile_re(r"(.+?),? ((?:when|if) (?:you|this Digimon) wins? the battle)\.?"),
    compile_re(r"(.+?),? (when (?:facing|fighting|battling) .+?)\.?"),
    compile_re(r"(.+?),? (during (?:the )?battle(?: phase)?)\.?"),
]


def _read_trailing(rest: str, frame: Frame) -> tuple[str, bool]:
    """Trailing "…, when you evolve into this Digimon." style parts."""
    for pattern in _TRAILING:
        if m := pattern.fullmatch(rest.strip()):
            tail = m.group(2)
            if _UNTIL_BATTLE_PHASE_END.fullmatch(tail):
                frame.limits.append("end_of_battle_phase")
                return m.group(1), True
            if _EVOLVED_THIS_TURN.fullmatch(tail):
                frame.trigger = "on_evolve"
                frame.limits.append("end_of_turn")
                return m.group(1), True
            if _FOR_THE_TURN.match(tail) or tail.startswith("until the turn ends"):
                frame.limits.append("end_of_turn")
                return m.group(1), True
            if _read_one(tail, frame):
                return m.group(1), True
            if re.match(r"when", m.group(2), re.I):
                return rest, False
    return rest, True
