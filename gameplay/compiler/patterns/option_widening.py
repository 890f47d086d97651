"""Use permissions that widen a card's "When facing …" condition (RULES 7.3, O-N2).

"When facing a Level III or Level IV Digimon, double your attack power (if your Digimon has the
ability "hungry", this card can be used even against Perfect levels)" says the same as two
abilities: the first as printed, and "When facing a Perfect level Digimon, when your Digimon has the
ability "hungry", double your attack power". Their facing conditions never hold together, so at most
one of them applies, as the printed card does. A following sentence may widen the one before it:
"When facing a Level IV or Perfect level Digimon, double your attack power. If your Digimon is a
Holy Knight type, you can use this card even against Ultimate level Digimon." (Bo-1056).

"Only when your Digimon is either X or Y, you may send one Level IV Digimon card from your hand to
the Dark Area, and evolve …" (Vj-10) is the card's cost and its evolution under that condition.
Other sentences that say a use condition or a card's protection in effect-text words are reworded
into the words the general patterns read (Bx-76, St-928, Vj-11).
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re, option_exclusions
from gameplay.compiler.patterns import option_evolve_named as _option_evolve_named  # noqa: F401  registers
from gameplay.compiler.patterns import option_growth as _option_growth  # noqa: F401  registers
from gameplay.compiler.patterns import option_hand_check as _option_hand_check  # noqa: F401  registers
from gameplay.compiler.patterns import option_lost_column as _option_lost_column  # noqa: F401  registers

# "When facing X, <effect>." — the condition a widening sentence adds an opponent to.
_FACING = compile_re(r"When (?:facing|fighting|battling) .+? Digimon, (.+?)\.?")
# The widening words: "you can use this card even when facing Y" / "this card can be used even against Y".
_EVEN = r"(?:you can use this card|this card can be used) even (?:when facing|against) (.+?)"
# "(if your Digimon has the ability "hungry", you can use this card even when facing a Hybrid level
# Digimon)" at the end of the facing sentence.
_TRAILING = compile_re(rf"(.+?) \((?:if|when) (your Digimon (?:has|is) [^,]+), {_EVEN}\)\.?")
# "If your Digimon is a Holy Knight type, you can use this card even against Ultimate level Digimon."
_FOLLOWING = compile_re(rf"(?:If|When) (your Digimon (?:has|is) [^,]+), {_EVEN}\.?")


# "Only when your Digimon is either Ankylomon or Angemon, you may send one Level IV Digimon card from
# your hand to the Dark Area, and evolve your Digimon into …" (Vj-10): the price is the card's
# cost (compile_option reads it as one), the evolution acts only when the Digimon is one of them.
_ONLY_WHEN_PAID = compile_re(
    r"Only when your Digimon is (?:either )?(.+?), you may (send one Level (?:III|IV) Digimon card from"
    r" your hand to the Dark Area), and (.+?)\.?"
)


# "Add 400 to the C attack power of your Digimon with the ability "grappling"." (St-928): the ability is
# the condition of the addition, read as "When your Digimon has the ability …, add 400 to your C
# attack power."
_TO_DIGIMON_WITH_ABILITY = compile_re(
    r"Add (\d+) to the ([ABC]) attack power of your Digimon with the abilit(?:y|ies) (.+?)\.?"
)


# "Your Digimon with the words 'beast/animal' or 'ancient' in its type gains the ability 'the opponent
# loses its special abilities'." (Bx-76): while it has one of the words, the opponent's ability box is
# blank (B-11.5), kept each turn while the card stays (options._restore_lasting_grants).
_GAINS_IF_TYPE = compile_re(
    r"Your Digimon with the words? ((?:'[^']+'(?:,? or |, )?)+) in its type gains the ability"
    r" '(the opponent loses its special abilities)'\.?"
)


def _type_words(quoted: str) -> str:
    """ "'beast/animal' or 'ancient'" -> "'beast', 'animal' or 'ancient'": each word on its own."""
    words = [word for group in re.findall(r"'([^']+)'", quoted) for word in group.split("/")]
    listed = ", ".join(f"'{word}'" for word in words[:-1])
    return f"{listed} or '{words[-1]}'" if listed else f"'{words[-1]}'"


# "This card can only be used when your Digimon is Virus attribute, and it cannot receive the effects
# of the card 'The Time Shock!!'." (Vj-11): the use requirement, and this card's protection from the
# named card (RULES 7.8) as the timing column would print it.
_REQUIREMENT_AND_PROTECTION = compile_re(
    r"(This card can only be used when .+?), and it cannot receive the effects of the card ('[^']+')\.?"
)
# "Halve the opponent's attack power. If the opponent's attack power has been affected by Option cards
# or special abilities, halve the attack power after taking them into account." (Vj-11): one halving,
# of the final value (B-8 step 7), which is the printed value halved when nothing changed it.
_HALVE = compile_re(r"Halve the opponent's attack power\.?")
_AFTER_CHANGES = compile_re(
    r"If the opponent's attack power has been affected by Option cards or special abilities, halve the"
    r" attack power after taking them into account\.?"
)


def _opponent(words: str) -> str:
    """ "Perfect levels" -> "Perfect level Digimon": the wording the facing prefix reads."""
    return re.sub(r"\blevels$", "level Digimon", words.strip())


def _widened(effect: str, own: str, opponent: str) -> str:
    return f"When facing {_opponent(opponent)}, when {own}, {effect}."


def widen(sentences: list[str]) -> list[str]:
    """The sentences with each widening permission turned into the ability it allows."""
    out: list[str] = []
    for sentence in sentences:
        if m := _ONLY_WHEN_PAID.fullmatch(sentence):
            out.append(m.group(2)[0].upper() + m.group(2)[1:] + ".")
            out.append(f"When your Digimon is {m.group(1)}, {m.group(3)}.")
            continue
        if m := _REQUIREMENT_AND_PROTECTION.fullmatch(sentence):
            out.append(f"{m.group(1)}.")
            out.append(f"Cannot receive the effects of {m.group(2)}.")
            continue
        if _AFTER_CHANGES.fullmatch(sentence) and out and _HALVE.fullmatch(out[-1]):
            out[-1] = "Halve the opponent's attack power after taking into account all effects and abilities."
            continue
        if (reworded := option_exclusions.reword(sentence)) is not None:
            out.append(reworded)
            continue
        if m := _GAINS_IF_TYPE.fullmatch(sentence):
            out.append(f"When your Digimon has the word {_type_words(m.group(1))} in its type, {m.group(2)}.")
            continue
        if m := _TO_DIGIMON_WITH_ABILITY.fullmatch(sentence):
            amount, column, ability = m.groups()
            out.append(
                f"When your Digimon has the ability {ability}, add {amount} to your {column} attack power."
            )
            continue
        if (m := _TRAILING.fullmatch(sentence)) and (printed := _FACING.fullmatch(m.group(1))):
            out.append(f"{m.group(1)}.")
            out.append(_widened(printed.group(1), m.group(2), m.group(3)))
            continue
        if (m := _FOLLOWING.fullmatch(sentence)) and out and (printed := _FACING.fullmatch(out[-1])):
            out.append(_widened(printed.group(1), m.group(1), m.group(2)))
            continue
        out.append(sentence)
    return out
