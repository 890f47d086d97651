""" "Instead" on Option cards: a bigger attack change that replaces the card's first one when a
condition holds.

"Add 200 to your attack power. When facing a red frame Digimon, instead of 200, add 400 to your
attack power." and "Add 50 to the attack power of your Digimon (if you used this card on a Digimon
with the ability "hungry", add 100 to its attack power instead)." become two abilities: the first
change when the condition does not hold, the replacement (with the first one's own condition too)
when it does. B-8 additions stack, so both must never apply together.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from gameplay.compiler.patterns import compile_re
from gameplay.engine.effects.base import CompiledAbility, Condition, Effect, Trigger
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.negation import Not

CompileMany = Callable[[Sequence[str], Trigger], "list[CompiledAbility] | None"]
CompileOne = Callable[[str, Trigger], "CompiledAbility | None"]

_CHANGE = r"(add \d+ to (?:its|your|their) attack power|reduce the opponent's attack power by \d+)"
_INSTEAD_OF = r"(?:instead of \d+, )?"
_TAIL = r"(?: instead)?(?: of \d+)?"
# "… (if X, instead of 200, add 600 to its attack power)."
_IN_PARENTHESES = compile_re(rf"(.+?) \((?:however, )?(?:if|when) (.+?), {_INSTEAD_OF}{_CHANGE}{_TAIL}\)\.?")
# "When X, instead of 200, add 400 to your attack power." / "If X, add 300 to your attack power instead."
_OWN_SENTENCE = compile_re(rf"(?:if|when) (.+?), {_INSTEAD_OF}{_CHANGE}{_TAIL}\.?")
# Conditions worded around the card rather than the Digimon.
_CONDITION_WORDS: list[tuple[re.Pattern[str], str]] = [
    (compile_re(r"^you used this card on a Digimon with the ability"), "your Digimon has the ability"),
    (compile_re(r"^its type is ['\"](.+?)['\"]$"), r"your Digimon is a \1 type"),
    (compile_re(r"^your type is "), "your Digimon is a "),
    (compile_re(r"^this card is used by a Digimon belonging to "), "your Digimon belongs to "),
]
_CHANGING = frozenset({"add_attack"})
_FURTHER_KINDS = frozenset({"add_attack", "set_attack_column"})


def _read(sentence: str) -> tuple[str, str, str] | None:
    """(the sentence without its "instead" part, the condition, the replacing change) or None."""
    if "instead" not in sentence.lower():
        return None
    if m := _IN_PARENTHESES.fullmatch(sentence.strip()):
        return m.group(1) + ".", m.group(2), m.group(3)
    if m := _OWN_SENTENCE.fullmatch(sentence.strip()):
        return "", m.group(1), m.group(2)
    return None


# "… (if your Digimon belongs to Deep Savers, further add 300 to its attack power)." and "Your attack
# becomes B … (if you used this card on a Digimon with the ability "hungry", add 100 to your attack
# power after your attack becomes B).": a further change on top of the first one.
_FURTHER = compile_re(
    r"(.+?) \((?:if|when) (.+?), (?:further )?(add \d+ to (?:its|your|their) attack power"
    r"|you can make your attack [ABC] regardless of the opponent's battle type)"
    r"(?: after your attack becomes [ABC])?\)\.?"
)


def _read_further(sentence: str) -> tuple[str, str, str] | None:
    if "instead" in sentence.lower():
        return None
    if m := _FURTHER.fullmatch(sentence.strip()):
        return m.group(1) + ".", m.group(2), m.group(3)
    return None


def _condition_sentence(condition: str, change: str) -> str:
    for pattern, words in _CONDITION_WORDS:
        condition = pattern.sub(words, condition)
    change = re.sub(r"\b(?:its|their) attack power", "your attack power", change)
    return f"When {condition}, {change}."


def _both(first: Condition | None, second: Condition) -> Condition:
    return second if first is None else AllOf((first, second))


def _following(
    first: CompiledAbility, sentence: str, effects: tuple[Effect, ...], condition: Condition
) -> CompiledAbility:
    """`effects` read from `sentence`, on `first`'s trigger and limits when `condition` holds as well
    as `first`'s own; the card's cost is paid once, by `first`."""
    return replace(
        first, text=sentence, effects=effects, condition=_both(first.condition, condition), cost=()
    )


def compile_with_instead(
    sentences: Sequence[str], default: Trigger, compile_many: CompileMany, compile_one: CompileOne
) -> list[CompiledAbility] | None:
    """Compile `sentences` with `compile_many`, reading "instead" replacements as above."""
    abilities: list[CompiledAbility] = []
    pending: list[str] = []
    for sentence in sentences:
        if (further := _read_further(sentence)) is not None:
            main, condition_words, change = further
            first_part = compile_many([*pending, main], default)
            extra = compile_one(_condition_sentence(condition_words, change), default)
            if first_part is None or extra is None or extra.condition is None or extra.cost:
                return None
            if any(e.kind not in _FURTHER_KINDS for e in extra.effects):
                return None
            abilities.extend(first_part)
            pending = []
            first = abilities[-1]
            abilities.append(_following(first, sentence, extra.effects, extra.condition))
            continue
        found = _read(sentence)
        if found is None:
            pending.append(sentence)
            continue
        main, condition_words, change = found
        if main:
            pending.append(main)
        if pending:
            compiled = compile_many(pending, default)
            if compiled is None:
                return None
            abilities.extend(compiled)
            pending = []
        alternative = compile_one(_condition_sentence(condition_words, change), default)
        if not abilities or alternative is None or alternative.condition is None or alternative.cost:
            return None
        first = abilities[-1]
        # Only an attack change can be replaced by another one.
        if not first.effects or any(e.kind not in _CHANGING for e in (*first.effects, *alternative.effects)):
            return None
        abilities[-1] = replace(first, condition=_both(first.condition, Not(alternative.condition)))
        abilities.append(_following(first, sentence, alternative.effects, alternative.condition))
    if pending:
        compiled = compile_many(pending, default)
        if compiled is None:
            return None
        abilities.extend(compiled)
    return abilities
