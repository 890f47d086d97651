"""Options whose user makes a choice as the card resolves (O-3): which attack column, whose Digimon,
how many cards.

Each outcome is its own compiled ability, conditioned on the choices that lead to it
(conditions.chosen.Chosen). The engine offers one `Use` action per declared choice
(options.option_actions: `use slot 2 choose B`), keeps the choice with the card's slot and reads it
through `EffectContext.choice()`, so only the chosen outcome fires, and a lasting card (St-212's
"until the end of your Digimon's lifespan") keeps giving what was chosen.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from gameplay.compiler.patterns import compile_re
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Column, CompiledAbility, Condition, Effect, Side, Trigger
from gameplay.engine.effects.change_attribute import ChangeAttribute
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.attribute_apart_from import AttributeApartFrom
from gameplay.engine.effects.conditions.chosen import ACCEPT, Chosen, is_choice_branch
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.printed_column_highest import PrintedColumnHighest
from gameplay.engine.effects.dark_area_to_point_gauge import DarkAreaToPointGauge
from gameplay.engine.effects.discard_face_down_slots import DiscardFaceDownSlots
from gameplay.engine.effects.discard_face_up_slots import DiscardFaceUpSlots
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import ZERO_BY_ATTACK, GrantImmunity
from gameplay.engine.effects.return_face_down_slots import ReturnFaceDownSlots
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.effects.shuffle_dark_area import ShuffleDarkArea
from gameplay.engine.effects.zero_column import ZeroColumn

_OPPONENT = r"(?:your|the) opponent's"
_COLUMNS: dict[str, Column] = {"A": "A", "B": "B", "C": "C"}
# Which choices act on each side: "both" reaches both Digimon.
_SIDE_OF_CHOICE: dict[str, tuple[Side, ...]] = {
    "self": ("self",),
    "opponent": ("opponent",),
    "both": ("self", "opponent"),
}

SideBuilder = Callable[[re.Match[str], Side], tuple[Effect, ...]]
# "Either your or the opponent's X": the sentence, the sides it offers, and the effect on one side.
_SIDE_CHOICES: list[tuple[re.Pattern[str], tuple[str, ...], SideBuilder]] = [
    # Bo-594 The Voice that Calls from the Darkness.
    (
        compile_re(rf"change either your or {_OPPONENT} Digimon to (Vaccine|Data|Virus) attribute"),
        ("self", "opponent"),
        lambda m, side: (ChangeAttribute(side, m.group(1).capitalize()),),
    ),
    # Bo-856 Dark Seventh, St-488 Holy Seventh.
    (
        compile_re(
            rf"(?:you may choose to )?change the attribute of either (?:your|yours), {_OPPONENT},"
            r" or both (?:parties' )?Digimon to (Vaccine|Data|Virus) attribute"
        ),
        ("self", "opponent", "both"),
        lambda m, side: (ChangeAttribute(side, m.group(1).capitalize()),),
    ),
    # St-212..St-215 Ground / Misty / Speed / Wild Seventh (RULES 1.9 keywords).
    (
        compile_re(
            rf"either your Digimon, {_OPPONENT} Digimon, or both (?:players'|sides'|parties') Digimon"
            r' gain the ability "(\w+)"'
        ),
        ("self", "opponent", "both"),
        lambda m, side: (GrantKeyword(side, m.group(1).lower()),),
    ),
    # Bo-347 Digimon Graveyard: the shuffled Dark Area's top two go onto its owner's point gauge, which
    # they mark from then on; "draw" here takes them from that Dark Area, not into a hand.
    (
        compile_re(
            rf"shuffle either your or {_OPPONENT} Dark Area and draw two cards,"
            r" and stack those two cards on top of your/their point gauge"
        ),
        ("self", "opponent"),
        lambda m, side: (ShuffleDarkArea(side), DarkAreaToPointGauge(side, 2)),
    ),
    # Bo-158 The Dark Network: "in either your or the opponent's slots" is the user's choice (RULES
    # 1.1: a face-down card is hidden, so it is taken unseen from the chosen side).
    (
        compile_re(
            rf"send one face-down card in either your or {_OPPONENT} slots to the Dark Area"
            r",? without (?:checking|looking at) its contents"
        ),
        ("self", "opponent"),
        lambda m, side: (DiscardFaceDownSlots(side, 1),),
    ),
    # Bo-489 Slot Return: "either your or the opponent's slots … your/their hand" is the user's choice
    # of one side too. Its face-down cards, never used, go back to their owner's hand; its face-up
    # ones go to the Dark Area (O-L4), except those protected from it (RULES 7.8) and this card
    # itself, which its own limit sends there right after use.
    (
        compile_re(
            rf"send any face-down cards in either your or {_OPPONENT} slots back to your/their hands?,?"
            r" and send any face-up cards to the Dark Area"
        ),
        ("self", "opponent"),
        lambda m, side: (ReturnFaceDownSlots(side), DiscardFaceUpSlots(side, 3)),
    ),
]

# Bo-303 / Bo-1110, as patterns/option_evolution.py words them in one sentence: the chosen side's
# player evolves from their own hand (E-6.7; hand_evolution picks the card) or, when their hand holds
# no Digimon the card may evolve into, loses the points (a direct reduction, RULES 1.10).
_EITHER_EVOLVES_OR_LOSES = compile_re(
    rf"Evolve either your or {_OPPONENT} Digimon into a Digimon of the next level from your/their hand"
    r" ignoring the evolution requirements, or the player who cannot loses (\d+) points"
)


def _evolves_or_loses(sentence: str, default: Trigger, points: int) -> list[CompiledAbility]:
    """Per side, the forfeit first: it reads the hand before the evolution changes it."""
    abilities: list[CompiledAbility] = []
    for side in ("self", "opponent"):
        fits = HandFits(side, "evolve", "next_level")
        chosen = Chosen((side,))
        forfeit = (ChangePoints(side, -points),)
        abilities.append(CompiledAbility(sentence, default, forfeit, AllOf((chosen, Not(fits)))))
        abilities.append(CompiledAbility(sentence, default, (EvolveFromHand(side, "next_level"),), chosen))
    return abilities


# Bo-347: what the stacked cards are for, which is what the point gauge's cards are (RULES 1.1).
_MARK_POINTS = compile_re(r"Those cards will be used to mark out your/their points from this point on")
# Bo-349 Golden Banana: only the printed highest column is open (a tie leaves the choice to the user);
# "the opponent's (A goes to 0)" no longer reaches this side (RULES 1.5, B-8 step 3).
_HIGHEST_COLUMN = compile_re(
    r"During battle, regardless of the opponent's battle type, you can make your attack either A, B, or C,"
    r" depending on which one has the highest attack power written on your card \(if any of them have the"
    r" same attack power, you can choose between either of them\), and you become unable to receive the"
    r" effects of the opponent's \(A goes to 0\)"
)
# Bo-23v The Awakening of the Ancient Type.
_DRAW_BY_LEVEL = compile_re(
    r"Only once during battle, draw cards from your Net Ocean and add them to your hand \(draw only one card"
    r" when your Digimon is Level IV, draw up to two cards when your Digimon is Perfect level, and draw up to"
    r" three cards when your Digimon is Ultimate level\)"
)
# Bo-695 Jumper Gate: "up to 6", the number announced before drawing. Drawing none is not using the
# card, so the choices are 1 to N.
_DRAW_UP_TO = compile_re(
    r"you may directly draw up to (\d+) cards from your Net Ocean"
    r" \(announce how many cards you are going to draw before drawing them\)"
)
# Sx-108 Solid Feint Program: each column comes with its own zeroing of the opponent's attack.
_COLUMN_WITH_ZERO = compile_re(
    r"you can make your attack \[([ABC]) \(the opponent's ([ABC]) attack goes to zero\)\]"
    r" or \[([ABC]) \(the opponent's ([ABC]) attack goes to zero\)\] regardless of the opponent's battle type"
)
# St-212..St-215: the reminder that the user decides when the card is activated, which is how
# every choice is made here (O-3).
_DECIDED_ON_USE = compile_re(
    r"\(Which Digimon gains? the ability is decided by the player who plays the card"
    r" when this card is activated\)"
)


# St-597 Power Limiter: "After that, you can make your attack A, B, or C regardless of the opponent's
# battle type": the column chosen follows the reduction before it, under its trigger and condition.
_AFTER_THAT_COLUMNS = compile_re(
    r"After that, you can make your attack ([ABC](?:, [ABC])*,? or [ABC]),?"
    r" regardless of the opponent's battle type"
)


# Bo-856 / St-488, the Seventh's second effect: its own attribute change does not earn the bonus.
_ATTRIBUTE_BONUS = compile_re(
    r"When your Digimon(?:'s attribute)? is (Vaccine|Data|Virus)(?: attribute)?,"
    r" add (\d+) to your attack power"
    r" \(excluding (?:changes made by|the change of attribute due to) an? '?([^')]+?)'? card\)"
)


# St-300 Defense Plug-In C: one of the columns carries a zeroing of the opponent's column ('C>0').
_COLUMN_WITH_EFFECT = compile_re(
    r"(?:During battle, )?you can make your attack ([ABC]) or ([ABC])"
    r" regardless of the opponent's battle type"
    r" \(if you make your attack ([ABC]), add the effect '([ABC])>0' to your attack\)"
)
_AFTER_CHOICE = compile_re(r"(?:After that|Then),? (.+)")


def _after_the_choice(rest: str, chosen: CompiledAbility) -> list[CompiledAbility] | None:
    """ "After that, choose one card from your hand and send it to the Dark Area" (St-300) follows
    whichever outcome was chosen: the last outcome's trigger and its conditions apart from the choice."""
    # The compiler imports this module; its sentence reader is only needed here.
    from gameplay.compiler.text import compile_sentence

    follow = compile_sentence(rest, chosen.trigger)
    if follow is None or follow.cost or follow.condition is not None or follow.limits:
        return None
    common = _without_choice(chosen.condition)
    return [replace(chosen, text=rest, effects=follow.effects, condition=common)]


def _without_choice(condition: Condition | None) -> Condition | None:
    if isinstance(condition, Chosen):
        return None
    if isinstance(condition, AllOf):
        parts = tuple(part for part in condition.parts if not isinstance(part, Chosen))
        return parts[0] if len(parts) == 1 else AllOf(parts)
    return condition


def _with_choice(condition: Condition | None, choices: tuple[str, ...]) -> Condition:
    chosen = Chosen(choices)
    return chosen if condition is None else AllOf((condition, chosen))


def choice_sentence(
    sentence: str, default: Trigger, before: Sequence[CompiledAbility]
) -> list[CompiledAbility] | None:
    """The abilities of a sentence that offers a choice, one per outcome; None when it offers none.
    A reminder that the choice is made on use adds nothing to the choice just read."""
    text = sentence.strip().rstrip(".").strip()
    if _DECIDED_ON_USE.fullmatch(text):
        return [] if before and is_choice_branch(before[-1].condition) else None
    if _MARK_POINTS.fullmatch(text):
        stacked = before and any(isinstance(e, DarkAreaToPointGauge) for e in before[-1].effects)
        return [] if stacked else None
    if (m := _AFTER_CHOICE.fullmatch(text)) and before and is_choice_branch(before[-1].condition):
        return _after_the_choice(m.group(1), before[-1])
    if m := _EITHER_EVOLVES_OR_LOSES.fullmatch(text):
        return _evolves_or_loses(sentence, default, int(m.group(1)))
    for pattern, choices, build in _SIDE_CHOICES:
        if m := pattern.fullmatch(text):
            return [
                CompiledAbility(
                    sentence,
                    default,
                    build(m, side),
                    Chosen(tuple(c for c in choices if side in _SIDE_OF_CHOICE[c])),
                )
                for side in ("self", "opponent")
            ]
    if m := _ATTRIBUTE_BONUS.fullmatch(text):
        # B-8 step 5, while the Digimon has the attribute by other means (O-N2: it waits until then).
        apart = AttributeApartFrom("self", m.group(1).capitalize(), (m.group(3),))
        return [CompiledAbility(sentence, default, (AddAttack("self", int(m.group(2))),), apart)]
    if _HIGHEST_COLUMN.fullmatch(text):
        columns: tuple[Column, ...] = ("A", "B", "C")
        highest = [
            CompiledAbility(
                sentence,
                default,
                (SetAttackColumn("self", column),),
                Chosen((column,), PrintedColumnHighest("self", column)),
            )
            for column in columns
        ]
        # As option_grants reads "cannot receive the effects of A→0": the zeroing by the C attack only.
        immune = GrantImmunity("self", ZERO_BY_ATTACK + "A")
        return [*highest, CompiledAbility(sentence, default, (immune,))]
    if _DRAW_BY_LEVEL.fullmatch(text):
        # Each count is open only at the levels that allow it (IV: 1; Perfect: up to 2; Ultimate: up to 3).
        levels: tuple[str, ...] = ("IV", "Perfect", "Ultimate")
        return [
            CompiledAbility(
                sentence,
                default,
                (DrawCards("self", n),),
                Chosen((str(n),), LevelIs("self", levels[n - 1 :])),
            )
            for n in (1, 2, 3)
        ]
    if m := _DRAW_UP_TO.fullmatch(text):
        most = int(m.group(1))
        return [
            CompiledAbility(sentence, default, (DrawCards("self", n),), Chosen((str(n),)))
            for n in range(1, most + 1)
        ]
    if (m := _AFTER_THAT_COLUMNS.fullmatch(text)) and before and not is_choice_branch(before[-1].condition):
        previous = before[-1]
        return [
            replace(
                previous,
                text=sentence,
                effects=(SetAttackColumn("self", _COLUMNS[column]),),
                condition=_with_choice(previous.condition, (column,)),
            )
            for column in re.findall(r"[ABC]", m.group(1))
        ]
    if (
        (m := _COLUMN_WITH_EFFECT.fullmatch(text))
        and m.group(1) != m.group(2)
        and m.group(3) in m.group(1, 2)
    ):
        zeroing = _COLUMNS[m.group(3)]
        return [
            CompiledAbility(
                sentence,
                default,
                (SetAttackColumn("self", column),)
                + ((ZeroColumn("opponent", _COLUMNS[m.group(4)]),) if column == zeroing else ()),
                Chosen((column,)),
            )
            for column in (_COLUMNS[m.group(1)], _COLUMNS[m.group(2)])
        ]
    if (m := _COLUMN_WITH_ZERO.fullmatch(text)) and m.group(1) != m.group(3):
        pairs = ((_COLUMNS[m.group(1)], _COLUMNS[m.group(2)]), (_COLUMNS[m.group(3)], _COLUMNS[m.group(4)]))
        return [
            CompiledAbility(
                sentence,
                default,
                (SetAttackColumn("self", column), ZeroColumn("opponent", zeroed)),
                Chosen((column,)),
            )
            for column, zeroed in pairs
        ]
    return None


def column_choices(lines: Sequence[CompiledAbility]) -> list[CompiledAbility] | None:
    """ "You can make your attack A, B, or C, regardless of the opponent's battle type" (Bo-498): the
    compiler reads one ability per column (B-8 step 1); on an option they become the user's choice, so
    only the chosen column fires. "After that, choose one card from your hand and send it to the Dark
    Area" (St-299), which the compiler adds to the last column, follows whichever column is chosen.
    None when the columns cannot be told apart (one ability with two columns, a column listed twice)
    or another column carries more than its column."""
    tagged: list[CompiledAbility] = []
    seen: set[str] = set()
    columns_at = [i for i, a in enumerate(lines) if _columns(a) and not is_choice_branch(a.condition)]
    for index, ability in enumerate(lines):
        columns = _columns(ability)
        if index not in columns_at:
            tagged.append(ability)
            continue
        if len(columns) != 1 or columns & seen:
            return None
        seen |= columns
        own = tuple(e for e in ability.effects if isinstance(e, SetAttackColumn))
        rest = tuple(e for e in ability.effects if not isinstance(e, SetAttackColumn))
        if rest and index != columns_at[-1]:
            return None
        tagged.append(
            replace(ability, effects=own, condition=_with_choice(ability.condition, tuple(columns)))
        )
        if rest:
            tagged.append(replace(ability, effects=rest))
    return tagged


def _columns(ability: CompiledAbility) -> set[str]:
    return {e.column for e in ability.effects if isinstance(e, SetAttackColumn)}


# "You may reduce your lost points by 10" (Bx-34), "you can make your attack A regardless of the
# opponent's battle type" (St-376), "You may stack this card on top of a 'Tag' Item card" (the Crests):
# one outcome the user may take or leave as the card resolves (O-3), never applied unasked.
_MAY = compile_re(r"(?:^|.*\W)you (?:may|can) (?!only\b).*")
_OPTIONAL_KINDS = frozenset({"set_attack_column", "cut_lost_points", "stack_on_card"})


def optional_outcomes(lines: Sequence[CompiledAbility]) -> list[CompiledAbility]:
    """Each "you may" ability whose one effect is such an outcome, conditioned on the user's "yes"
    (conditions.chosen: the engine offers `choose yes` and `choose no`); a card that already offers a
    choice keeps its own."""
    if any(is_choice_branch(ability.condition) for ability in lines):
        return list(lines)
    return [
        replace(ability, condition=_accepted(ability.condition))
        if len(ability.effects) == 1
        and ability.effects[0].kind in _OPTIONAL_KINDS
        and _MAY.fullmatch(ability.text)
        else ability
        for ability in lines
    ]


def _accepted(condition: Condition | None) -> Condition:
    # One list of conditions, the choice last ("When your Digimon belongs to Deep Savers, when your
    # Digimon is an Aquatic Beast Man type, you can …").
    parts = condition.parts if isinstance(condition, AllOf) else (() if condition is None else (condition,))
    accepted = Chosen((ACCEPT,))
    return AllOf((*parts, accepted)) if parts else accepted
