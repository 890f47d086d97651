"""Evolution Option texts (EC-2, EC-3, EC-5, A-20): win-rate, plug-in and capsule cards that name
the Digimon they evolve (or fuse) into and from, the requirements they pay for, a jogress partner
they stand in for, and what the evolved Digimon gains. The engine's payment rules read the
`EvolveInto` filters (conditions.pays).

The clauses register into the shared clause list (patterns/clauses.py); `evolution_parts` is the
compiler's hook that rearranges an option's "(O)" parts before they are read.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED, compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.subjects import LEVELS, parse_levels
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.discard_matching import DiscardMatching
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.evolve_into import EvolveInto
from gameplay.engine.effects.grant_invalidation import GrantInvalidation
from gameplay.engine.effects.immunity import (
    CARD,
    OPPONENT_OPTIONS,
    ZERO_BY_ATTACK,
    ZERO_COLUMN,
    GrantImmunity,
)
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.revert_to_level_iii import RevertToLevelIII
from gameplay.engine.effects.stand_in_for_jogress import StandInForJogress
from gameplay.engine.effects.switch_from_hand import SwitchFromHand

# One requirement a card pays for: a win rate, a quoted name, or an unquoted one such as
# "Release of the Sealed Knight!" or "Jogress Evolution" (which runs up to the list's next comma
# or "or", so an unquoted item never contains either).
_ITEM = r"(?:Winning Percentage: ?\d+%!?|[\"'][^\"']+[\"']|(?-i:[A-Z])[^,\"']*?)"
_ITEMS = rf"(?:either )?({_ITEM}(?:(?:,? or |, ){_ITEM})*)"


def _items(text: str) -> tuple[str, ...]:
    parts = re.split(r",? or |, ", re.sub(r"^either ", "", text, flags=re.I))
    return tuple(part.strip().strip("\"'") for part in parts if part.strip())


def _evolve_with(items: str, target: str = "any", source: str = "any") -> Clause | None:
    """The `EvolveInto` clause paying for the requirements listed in `items`, towards `target` and
    from `source` (EvolveInto's filters); none when the list names no requirement."""
    requirements = _items(items)
    if not requirements:
        return None
    return Clause((EvolveInto("self", requirements, target, source),))


@clause(
    r"evolve your Digimon (?:in)?to into (?:a |an )?Digimon of the next level with"
    rf" {_ITEMS} in (?:its|their) evolution requirements"
    # St-100 prints "to into"; the plain wording is read by clauses._win_rate.
)
@clause(
    rf"evolve your Digimon into (?:a |an )?(?:(red|blue) frame |({LEVELS}) )?Digimon"
    r"(?: of the next level)?(?: in your evolution box)?"
    rf" with {_ITEMS} in (?:its|their) evolution requirements"
)
def _evolve_into(m: re.Match[str]) -> Clause | None:
    # EC-2 / A-20: the card pays for the requirements it names, and only towards the Digimon it
    # names (a frame or levels); "of the next level" is what E-6.1 allows anyway.
    groups = m.groups()
    frame, levels = (groups[0], groups[1]) if len(groups) == 3 else (None, None)
    tests = []
    if frame:
        tests.append(f"frame:{frame.lower()}")
    if levels:
        tests.append("level:" + "|".join(parse_levels(levels)))
    return _evolve_with(groups[-1], ";".join(tests) or "any")


@clause(
    r"evolve your Digimon into (?:a |an )?Digimon of the next level,? or (?:a |an )?Hybrid level Digimon,?"
    rf" with {_ITEMS} in (?:its|their) evolution requirements"
)
def _evolve_next_or_hybrid(m: re.Match[str]) -> Clause | None:
    # The next level after the evolving Digimon's (E-6.1), or a Hybrid whatever its route.
    return _evolve_with(m.group(1), "next_level or level:Hybrid")


@clause(
    rf"evolve your Digimon into (?:a |an )?Digimon of the same level with {_ITEMS}"
    r" in (?:its|their) evolution requirements"
)
def _evolve_same_level(m: re.Match[str]) -> Clause | None:
    # St-815: only a Digimon of the evolving one's level, along the route its requirements print (E-6.1).
    return _evolve_with(m.group(1), "same_level")


_FORMS = r"(Fusion Form|Transcendent Form)"


@clause(
    rf"fuse your (?:{_FORMS} )?Digimon into (?:a |an )?(?:({LEVELS}) (?:level )?)?(?:Digimon )?"
    rf"(?:that has|with) {_ITEMS} (?:stated )?in its fusion requirements"
)
def _fuse_into(m: re.Match[str]) -> Clause | None:
    # EC-5: a capsule card pays for the fusion-requirement cards it names, only from the group
    # ("your Fusion Form Digimon") and only into the level it names.
    form, levels, items = m.groups()
    target = "level:" + "|".join(parse_levels(levels)) if levels else "any"
    source = f"group:{form.title()}" if form else "any"
    return _evolve_with(items, target, source)


@clause(
    rf"evolve your Digimon with {QUOTED} in its name into"
    rf" (?:a higher level Digimon|a Digimon of a higher level) with {_ITEMS} in its evolution requirements"
)
def _evolve_named_higher(m: re.Match[str]) -> Clause | None:
    # "Evolve your Digimon with 'Lucemon' in its name into a higher level Digimon with …".
    return _evolve_with(m.group(2), "higher_level", f"name_contains:{m.group(1)}")


# Capitalised words, case-sensitive inside the case-insensitive clause pattern.
_NAME = r"(?-i:(?!Digimon\b)[A-Z][\w.-]*(?::? [A-Z][\w.-]*)*)"


@clause(
    rf"evolve your Digimon into (?:a |an )?({_NAME}(?: or (?:a |an )?{_NAME})*)"
    rf" with {_ITEMS} in (?:its|their) evolution requirements"
)
def _evolve_into_named(m: re.Match[str]) -> Clause | None:
    # "Evolve your Digimon into a Magnamon with 'Awakening of Gold Digizoid' …": the card pays
    # only towards a Digimon of one of those names.
    names = [re.sub(r"^an? ", "", name) for name in re.split(r" or ", m.group(1))]
    return _evolve_with(m.group(2), "name:" + "|".join(names))


# E-6.7: the evolution a Battle Phase card makes from the hand; the evolving sentence and its "after
# evolution" follow-up act only when the hand holds a Digimon it may evolve into (HandFits).
def _from_hand(effect: EvolveFromHand | SwitchFromHand) -> Clause:
    how = "switch" if isinstance(effect, SwitchFromHand) else "evolve"
    filter_words = effect.card_filter if isinstance(effect, SwitchFromHand) else effect.target_filter
    return Clause((effect,), HandFits(effect.side, how, filter_words, effect.requirements))


@clause(
    rf"ignore the evolution requirements of your ({LEVELS}) Digimon and evolve it into (?:a |an )?({LEVELS})"
    r" Digimon in your evolution box"
    rf"|ignore the evolution requirements and evolve your Digimon into (?:a |an )?()({LEVELS} or {LEVELS})"
    r" Digimon"
)
def _ignoring_into_levels(m: re.Match[str]) -> Clause:
    # CD-9 (a Level III or IV into a Perfect: a warp the card allows), Bo-1216 (into a Perfect or a
    # Hybrid, from the Level IV or Hybrid its use requirement names): engine.ignoring.
    source, target = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(4))
    effect = EvolveIgnoringConditions("self", "level:" + "|".join(parse_levels(target)))
    return Clause((effect,), LevelIs("self", tuple(parse_levels(source))) if source else None)


@clause(
    r"evolve your Digimon into (?:a |an )?(?:(red|blue) frame )?Digimon of the next level from your hand"
    rf" with {_ITEMS} in (?:its|their) evolution requirements"
)
def _paying_from_hand(m: re.Match[str]) -> Clause | None:
    # Bx-35, St-993, Sx-111: the card pays for the requirements it names (EC-2, A-20), from the hand.
    frame, items = m.groups()
    requirements = _items(items)
    if not requirements:
        return None
    target = f"frame:{frame.lower()};next_level" if frame else "next_level"
    return _from_hand(EvolveFromHand("self", target, requirements))


@clause(
    rf"(?:you may )?switch your Digimon with (?:a |an )?({LEVELS}) Digimon from your hand"
    rf" with {_ITEMS} in its evolution requirements"
)
def _switch(m: re.Match[str]) -> Clause | None:
    # Bo-268, Dw-4 DigiBeetle: 'O', 'X', 'OO', 'XX' are the ●/× marks of EC-1.
    levels, items = m.groups()
    requirements = _items(items)
    if not requirements:
        return None
    return _from_hand(SwitchFromHand("self", "level:" + "|".join(parse_levels(levels)), requirements))


@clause(
    rf"(?:return|send) your or the opponent's ({LEVELS}) Digimon(?: back)? to the Level III Digimon it was"
    r" before evolving(?:,? without any conditions)?"
    rf"|send your or the opponent's ({LEVELS}) Digimon to the Dark Area,? and revert it to the Level III"
    r" Digimon that it was before evolution"
)
def _revert(m: re.Match[str]) -> Clause:
    # St-57, Re-55t: "without any conditions" says no requirement is checked, which a reversion
    # has none of anyway.
    levels = parse_levels(m.group(1) or m.group(2))
    return Clause((RevertToLevelIII(tuple(levels), ("opponent", "self")),))


@clause(r"in the case of Jogress Evolution, treat this card as one of the component Digimon")
def _stand_in(m: re.Match[str]) -> Clause:
    return Clause((StandInForJogress(),))


_EVOLVED = r"(?:the Digimon that evolved(?: with the use of this card)?|the evolved Digimon)"
_FOR_THE_TURN = r"(?: for (?:the|this) turn)?"


# On a Power Box card these are read once the Digimon has evolved (evolution.carry_out), so the
# immunity is the evolved Digimon's; the engine clears player immunities at the end of the turn
# (P-5 (d)), which is the "for the turn" they print.
@clause(
    rf"(?:allows your Digimon to fuse|fuse your Digimon) into (?:a |an )?(?:same-level Digimon|Digimon of the"
    rf" same level) (?:that has|with) {_ITEMS} (?:stated )?in its fusion requirements"
)
def _fuse_same_level(m: re.Match[str]) -> Clause | None:
    # Bo-252, Bo-7j, St-317: EC-5, the capsule pays for the fusion into the evolving Digimon's level.
    return _evolve_with(m.group(1), "same_level")


@clause(r"add (\d+) to your attack power while facing (?:a )?non-(Vaccine|Data|Virus) attribute Digimon")
def _against_other_attribute(m: re.Match[str]) -> Clause:
    # Bo-1083: RULES 1.9, an opponent without that attribute; held while it faces one (O-N2).
    return Clause((AddAttack("self", int(m.group(1))),), Not(HasAttribute("opponent", m.group(2).title())))


@clause(
    rf"evolve your Digimon into (?:a |an )?Digimon of the next level with {_ITEMS} in (?:its|their) evolution"
    r" requirements, or Armor Evolution with the '([^']+)' in (?:its|their) fusion requirements"
)
def _evolve_or_armor(m: re.Match[str]) -> Clause | None:
    # St-584, St-585: the win rates it names, or the Digimental of an Armor Evolution (EC-8); both
    # reach the next level (an Armor counts as Level IV, A-14).
    return _evolve_with(f"{m.group(1)}, '{m.group(2)}'", "next_level")


@clause(r"send one Digimon card from your hand to the Dark Area")
def _discard_a_digimon(m: re.Match[str]) -> Clause:
    return Clause((DiscardMatching("self", 1, "digimon"),))


@clause(r"the Digimon that evolved goes to the Dark Area at the end of the turn")
def _evolved_leaves(m: re.Match[str]) -> Clause:
    # E-8: "at the end of the turn it fused …" holds for a Digimon fused through an option card.
    return Clause((LeaveAtEndOfTurn(),))


@clause(r"the Digimon that evolved's A attack will not go to zero as a result of the opponent's attack C")
def _evolved_keeps_a(m: re.Match[str]) -> Clause:
    # RULES 1.5: only the zeroing by the opponent's C attack; an effect that zeroes A still does.
    return Clause((GrantImmunity("self", ZERO_BY_ATTACK + "A"),))


@clause(
    r"the Digimon that evolved invalidates the opponent's (Item|Program|Field) Option cards( during battle)?"
    r" before they take effect"
)
def _evolved_invalidates(m: re.Match[str]) -> Clause:
    # B-6: every such card the opponent uses while the evolved Digimon battles (engine.invalidation).
    return Clause((GrantInvalidation("self", m.group(1).title(), "battle" if m.group(2) else ""),))


@clause(rf"{_EVOLVED} cannot receive the effects of '([^']+)'{_FOR_THE_TURN}")
def _evolved_immunity(m: re.Match[str]) -> Clause:
    return Clause((GrantImmunity("self", CARD + m.group(1)),))


@clause(rf"{_EVOLVED} cannot receive the effects of the opponent's Option cards{_FOR_THE_TURN}")
def _evolved_option_immunity(m: re.Match[str]) -> Clause:
    # O-K2.
    return Clause((GrantImmunity("self", OPPONENT_OPTIONS),))


@clause(
    rf"{_EVOLVED} cannot receive the effects of the opponent's (red|blue) frame (Item|Program|Field)"
    rf"(?: Option)? cards{_FOR_THE_TURN}"
)
def _evolved_frame_type_immunity(m: re.Match[str]) -> Clause:
    # O-K2 narrowed to one frame colour and one option type (effect_context._typed_option_immunity).
    test = f"type:{m.group(2).title()};frame:{m.group(1).lower()}"
    return Clause((GrantImmunity("self", f"{OPPONENT_OPTIONS}:{test}"),))


@clause(rf"{_EVOLVED}'s ([ABC](?:,? (?:and )?[ABC])*) attacks? cannot go to zero{_FOR_THE_TURN}")
def _evolved_no_zero(m: re.Match[str]) -> Clause:
    # RULES 1.5 / B-8 step 3.
    columns = re.findall(r"[ABC]", m.group(1))
    return Clause(tuple(GrantImmunity("self", ZERO_COLUMN + column) for column in columns))


# "(The Digimon evolving with the use of this card cannot receive the effects of 'Infinity Tower')"
# printed inside the evolving sentence: its own sentence, so that it reaches the evolved Digimon.
_EVOLVED_REMARK = compile_re(
    r"(.+? in (?:its|their) evolution requirements) \(the Digimon (?:evolving|that evolved) with the use"
    r" of this card (cannot receive the effects of '[^']+')\)\. ?(.*)"
)
_AFTER_EVOLUTION_PART = compile_re(r"After (?:the )?(?:evolution|fusion), .+")
# Bo-303: "(O)The evolution must be carried out; if it cannot …" is the forfeit of the evolving part
# before it (patterns/option_choices.py reads the two as one choice of side).
_MUST_EVOLVE_PART = compile_re(r"The evolution must (?:be carried out|take place); .+")
# Bo-303 / Bo-1110 "The Revelation of Hidden Power!!": either player's Digimon evolves from its own
# hand, chosen by that player, or that player loses the points (E-6.7), said in one sentence.
_EITHER_EVOLVES = compile_re(
    r"Ignore the evolution requirements and (?:make your or your opponent's Digimon evolve"
    r"|evolve either your or your opponent's Digimon) into a Digimon (?:card )?of the next level"
    r" (?:from your/their hand|in your or your opponent's hand)"
    r"(?:\. The Digimon to be evolved to will be chosen by the player carrying out the evolution"
    r"| \(the player undergoing the evolution chooses the Digimon to evolve to\))"
    r"\. The evolution must (?:be carried out|take place); if (?:the evolution|it) cannot (?:be carried out"
    r"|take place)[^;]*?(?:reduce the points of the player who cannot carry out the evolution"
    r"|directly reduce their own points) by (\d+)\."
)
EITHER_EVOLVES = (
    "Evolve either your or your opponent's Digimon into a Digimon of the next level from your/their hand"
    " ignoring the evolution requirements, or the player who cannot loses {} points."
)
# Wordings of the same meaning that the sentence readers know (Bo-24t, Bx-128).
_SAME_MEANING: list[tuple[re.Pattern[str], str]] = [
    (
        compile_re(r"\bevolve the (Level III|Level IV|Perfect level) Digimon in your Digimon box into\b"),
        r"evolve your \1 Digimon into",
    ),
    # St-433 Digimental of Darkness: "Allows your Level III Digimon to evolve into a Level IV Digimon,
    # ignoring evolution requirements" is the ignore-conditions evolution of St-303's wording.
    (
        compile_re(
            r"\bAllows your (Level III|Level IV|Perfect level) Digimon to evolve into an?"
            r" (Level IV|Perfect level|Ultimate level) Digimon, ignoring (?:the )?evolution requirements"
        ),
        r"Ignore the evolution requirements and evolve your \1 Digimon into a \2 Digimon",
    ),
    # Bo-977: the evolved Digimon's immunity to the opponent's named point reductions (option_clauses),
    # for as long as the card stays with it (evolution._fire_power_cards, power_grants).
    (
        compile_re(
            r"(^|\. )The Digimon that evolved with the use of this card cannot receive the effects of the"
            r" opponent's effects that '"
        ),
        r"\1Your Digimon cannot receive the effects of the opponent's '",
    ),
    (
        compile_re(
            r"(^|\. )This card remains in the evolution requirements box until the Digimon that evolved using"
            r" this card is sent to the Dark Area"
        ),
        r"\1This card remains in the power box until your Digimon gets sent to the Dark Area",
    ),
    # Bo-1083: the bonus of the evolved Digimon for the turn, against an opponent of another attribute.
    (
        compile_re(
            r"(^|\. )For the turn during which evolution took place, add (\d+) to the attack power of the"
            r" evolved Digimon when facing (?:a )?non-(Vaccine|Data|Virus) attribute Digimon"
        ),
        r"\1For the turn, add \2 to your attack power while facing a non-\3 attribute Digimon",
    ),
    # St-815: "For the turn during which you evolved using this card, add 300 to your attack power."
    (compile_re(r"(^|\. )For the turn during which you evolved using this card, "), r"\1For the turn, "),
    (
        compile_re(
            r"^Add (\d+) to the attack power of the evolved Digimon only for the turn during which it evolved"
            r" using this card\."
        ),
        r"For the turn, add \1 to the attack power of the Digimon that evolved.",
    ),
]
# "The Digimon that was fused through the use of this card will be sent to the Dark Area at the end
# of the turn, but its A will not go to zero as a result of the opponent's attack C, and you can
# invalidate the opponent's Program Option cards before they take effect" (Bo-7j, St-317, Bo-8j;
# Bo-252 without the first and with "during battle"): one sentence for each thing it gives.
_GRANTED = compile_re(
    r"The Digimon that (?:was fused|fused|evolved) (?:through|with) the use of this card"
    r"( will be sent to the Dark Area at the end of the turn, but)?"
    r" (?:its A (?:will not|cannot) go to zero|cannot have its A go to zero) as a result of the opponent's"
    r" attack C, and (during battle, )?(?:you )?(?:can|may) invalidate (?:the|your) opponent's"
    r" (Item|Program|Field) Option cards before they take effect\."
)


def _granted(m: re.Match[str]) -> str:
    leaves = "The Digimon that evolved goes to the Dark Area at the end of the turn. " if m.group(1) else ""
    during = " during battle" if m.group(2) else ""
    return (
        f"{leaves}The Digimon that evolved's A attack will not go to zero as a result of the opponent's"
        f" attack C. The Digimon that evolved invalidates the opponent's {m.group(3).title()} Option"
        f" cards{during} before they take effect."
    )


# "After the switch, reduce your points by 10" (Bo-268) follows the switch as "after that" does.
_AFTER_SWITCH = compile_re(r"(^|\. )After the switch, ")
# "After fusion, …": the fusion is the evolution step (EC-5) the card's other sentences follow.
_AFTER_FUSION = compile_re(r"(^|\. )After (?:the )?fusion, ")
# "Remains in the power box until the end of the turn during which evolution occurred": the card's
# limit (O-L1), in the wording the limit reader knows.
_REMAINS = compile_re(r"(^|\. )Remains in (?:the|your) power box\b")


def evolution_parts(parts: list[str]) -> list[str]:
    """An option's "(O)" parts, with evolution wordings rearranged for the sentence readers.

    An "(O)After evolution, …" part continues the evolving part before it (E-6.2: what the
    card does once the Digimon has evolved), a parenthesised immunity of the evolved Digimon
    becomes a sentence of its own after the evolving one, and "Remains in the power box …" says
    that it is this card that remains.
    """
    result: list[str] = []
    for part in parts:
        if m := _EVOLVED_REMARK.fullmatch(part):
            part = f"{m.group(1)}. The Digimon that evolved {m.group(2)}. {m.group(3)}".strip()
        part = _REMAINS.sub(r"\1This card remains in the power box", part)
        part = _AFTER_FUSION.sub(r"\1After evolution, ", part)
        part = _AFTER_SWITCH.sub(r"\1After that, ", part)
        part = _GRANTED.sub(_granted, part)
        for pattern, replacement in _SAME_MEANING:
            part = pattern.sub(replacement, part)
        if _MUST_EVOLVE_PART.fullmatch(part) and result:
            result[-1] = f"{result[-1]} {part}"
            continue
        if _AFTER_EVOLUTION_PART.fullmatch(part) and result:
            result[-1] = f"{result[-1]} {part}"
            continue
        result.append(part)
    return [_EITHER_EVOLVES.sub(lambda m: EITHER_EVOLVES.format(m.group(1)), part) for part in result]
