"""Option-text wordings that say what the general patterns already read, in other words.

`rewrite(sentence)` returns the sentence in the wording the clause and prefix patterns know; each
rewrite keeps the meaning whole (a rewrite that would drop a clause is not made). Lead-ins that
restate a rule the engine applies anyway are dropped:

- "While this card is active, …": an option's attack changes end when it leaves its slot (O-L2).
- "After this card is used, …": an option acts when it is used (O-3).
- "Furthermore, …" / "Additionally, …": the next effect of the same card.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gameplay.compiler.patterns import compile_re

_REWRITES: list[tuple[re.Pattern[str], str]] = [
    # "Your opponent" is "the opponent", the wording the patterns read.
    (re.compile(r"\b[Yy]our opponent\b"), "the opponent"),
    (re.compile(r"\bDak Area\b"), "Dark Area"),
    # "After that, if you still have points left, …": at zero points the game is over at once (P-8)
    # and nothing more is applied, so the condition says nothing more.
    (compile_re(r"^After that[,.] if (?:you|they) still ha(?:ve|s) points left, "), "After that, "),
    (compile_re(r"\blower (your|the opponent's) points by\b"), r"reduce \1 points by"),
    # "If the opponent's Digimon has …, …" is the "When …, …" condition.
    (
        compile_re(r"^If (?=(?:the opponent's Digimon|your Digimon|the opponent) (?:has|is|belongs)\b)"),
        "When ",
    ),
    # "Your Digimon gains the ability "sky", and 100 is added to its attack power."
    (
        compile_re(r"^(Your Digimon gains the abilit.+), and (\d+) is added to its attack power"),
        r"\1, and add \2 to your attack power",
    ),
    (compile_re(r"^(?:Furthermore|Additionally|In addition|Also),? "), ""),
    # "When the opponent is a Virus attribute Digimon, add 250 to your attack power for every Digimon
    # card you discard from your hand" (St-492, Sp-10): the price first, as the cost patterns read it.
    (
        compile_re(
            r"\badd (\d+) to your attack power for every (.+?) (?:that )?you discard from your hand\.?$"
        ),
        r"for every \2 you discard from your hand, add \1 to your attack power.",
    ),
    # "If you win the battle on the turn during which you played this card, …": the battle of the
    # turn the card is used in is the only one its win text can see (it leaves by its limit).
    (
        compile_re(
            r"^(If|When) you win the battle on the turn (?:during which|that|in which)"
            r" (?:you played this card|this card was played|this card was used)"
        ),
        r"\1 you win the battle",
    ),
    (compile_re(r"^After this card (?:is|has been) used,? "), ""),
    (
        compile_re(
            r"^(?:While this card is (?:active|activated|in (?:your|its) slot)"
            r"|When this card is in effect on your sheet),? "
        ),
        "",
    ),
    # "Ignore all evolution requirements and evolve …" is the ignore-conditions evolution of E-6.
    # ("… transform your Digimon into the Level IV Digimon …" is not: St-55 turns a higher level
    # into a Level IV, which is no evolution, so it stays manual.)
    (
        compile_re(r"^Ignore all evolution requirements and (?=evolve )"),
        "Ignore the evolution requirements and ",
    ),
    (compile_re(r" (?:currently )?placed in your evolution box"), " in your evolution box"),
    # "… all Digimon on your sheet belonging to Royal Knights": only the battling one has an attack
    # power (B-8); support Digimon do not battle.
    (
        compile_re(r"\bthe attack power of all (?:of the )?Digimon on your sheet (?=belonging to )"),
        "the attack power of your Digimon ",
    ),
    # "Add 50 to the attack power of your Digimon with the same background as this card" (a Field
    # named after a field, RULES 1.8): the leading condition `option_grants` reads.
    (
        compile_re(
            r"^Add (\d+) to the attack power of your Digimon with the same background as this card(?=\.?$)"
        ),
        r"For your Digimon with the same background as this card, add \1 to your attack power",
    ),
    # "all of the opponent's Virus attribute Digimon": one battling Digimon a side (B-8).
    (compile_re(r"\bthe attack power of all of (your|the opponent's) "), r"the attack power of \1 "),
    # "your Cyborg type and Machine type Digimon": each Digimon is of one type or the other.
    (
        compile_re(r"\b([A-Z][\w-]*(?: [A-Z][\w-]*)?) type and ([A-Z][\w-]*(?: [A-Z][\w-]*)?) type Digimon"),
        r"\1 type or \2 type Digimon",
    ),
    # "your Digimon with War Greymon or Metal Garurumon as their card name": those names.
    (
        re.compile(
            r"your Digimon with ([A-Z][\w :.-]*?(?:,? or [A-Z][\w :.-]*?)+) as (?:their|its) card name"
        ),
        r"your \1",
    ),
    # "After this card is used, stack it on top of the card placed on your point gauge, and use it to
    # mark out your points from that point on" (Bo-346): the card goes to the point gauge at once;
    # effect-placed gauge cards are a face-down list that marks nothing in play (RULES 1.1).
    (
        compile_re(
            r"^stack it on top of the card placed on your point gauge"
            r"(?:, and use it to mark out your points from that point on)?\.?$"
        ),
        "Stack this card onto your point gauge immediately after use.",
    ),
    # "Stack it onto the point gauge immediately after use" (Bo-1214): the card's own gauge.
    (
        compile_re(r"^stack it onto the point gauge (?=immediately after use)"),
        "Stack this card onto your point gauge ",
    ),
    # "when your Digimon is Vaccine Attribute" (Re-14): the attribute, not a card named so.
    (re.compile(r"\b(Vaccine|Data|Virus|Variable|Free) Attribute\b"), r"\1 attribute"),
]

# Only for a Power Box card (EC-2), whose other sentences the engine applies once the Digimon has
# evolved (evolution.carry_out); a card used from its slot acts before the evolution it allows.
_AFTER_EVOLUTION: list[tuple[re.Pattern[str], str]] = [
    # "For the turn during which evolution took place, the evolved Digimon gains 100 attack power and
    # the ability "grappling"." (Bo-398)
    (
        compile_re(r"\bthe evolved Digimon gains (\d+) attack power and the abilit(y|ies) "),
        r"add \1 to your attack power, and your Digimon gains the abilit\2 ",
    ),
    # The Digimon an evolution card evolved is the battling Digimon once it has evolved, when the
    # engine applies the card's other sentences (evolution.carry_out).
    (
        compile_re(
            r"^(?:If|When) the (?:(?:Level IV|Perfect level|Ultimate level) )?Digimon that evolved"
            r" with the use"
            r" of this card (?=has |is |belongs )"
        ),
        "When your Digimon ",
    ),
    (
        compile_re(
            r"\bthe (?:Level IV|Perfect level|Ultimate level) Digimon that evolved with the use of this card"
        ),
        "the Digimon that evolved",
    ),
]


def power_box_card(effect_text: str, activation_text: str) -> bool:
    """Whether the card is paid into the Power Box (as gameplay.records reads it)."""
    activation, effect = activation_text.lower(), effect_text.lower()
    # Bx-147 only names the effect it bans ("cannot use the effects of 'ignore the evolution
    # requirements'"); it is flipped from its slot.
    effect = effect.replace("'ignore the evolution requirements'", "")
    return any(box in activation for box in ("requirements box", "requirement box", "power box")) or any(
        words in effect
        # St-433: "…, ignoring evolution requirements".
        for words in (
            "ignore all evolution requirements",
            "ignore the evolution requirements",
            "ignoring evolution requirements",
        )
    )


def rewrite(sentence: str, *, after_evolution: bool = False) -> str:
    """The sentence in the wording the patterns read (`_REWRITES`, and `_AFTER_EVOLUTION` on a Power
    Box card, whose sentences act on the evolved Digimon)."""
    text = sentence
    for pattern, replacement in _REWRITES + (_AFTER_EVOLUTION if after_evolution else []):
        text = pattern.sub(replacement, text)
    if text and text != sentence:
        text = text[0].upper() + text[1:]
    return text


# One printed sentence that states several abilities, each read on its own:
# "… add to your Digimon's attack power 800 if its attack is A, 500 if its attack is B, or 300 if
# its attack is C" (Re-41t): one addition per column (B-8 step 1).
_PER_COLUMN = compile_re(
    r"(.*?)add to your Digimon's attack power (\d+) if its attack is ([ABC]),"
    r" (\d+) if its attack is ([ABC]),? or (\d+) if its attack is ([ABC])\.?"
)
# "Add 30 to the attack power of your Level III Digimon, and 80 to the attack power of your Level IV
# Digimon." (Bo-448)
_TWO_ADDITIONS = compile_re(
    r"Add (\d+) to the attack power of (your [^,]+?), and (\d+) to the attack power of (your .+?)\.?"
)


# "Reduce the attack power of all Virus attribute Digimon by 300." (Bo-24v): both battling Digimon.
_BOTH_SIDES = compile_re(r"(Reduce|Add \d+ to) the attack power of all (?!of )(.+? Digimon)( by \d+)?\.?")


# Further splitters registered by other pattern modules (patterns/option_grants.py): each returns
# the sentences one printed sentence stands for, or None when it does not read it.
SPLITTERS: list[Callable[[str], list[str] | None]] = []


def expand(sentence: str, *, after_evolution: bool = False) -> list[str]:
    """The sentence reworded (`rewrite`), split into the abilities it states."""
    text = rewrite(sentence, after_evolution=after_evolution)
    for split in SPLITTERS:
        if (parts := split(text)) is not None:
            return parts
    if m := _BOTH_SIDES.fullmatch(text):
        return [
            f"{m.group(1)} the attack power of {side} {m.group(2)}{m.group(3) or ''}."
            for side in ("your", "the opponent's")
        ]
    if m := _PER_COLUMN.fullmatch(text):
        lead = m.group(1)
        pairs = [(m.group(2), m.group(3)), (m.group(4), m.group(5)), (m.group(6), m.group(7))]
        return [f"{lead}add {amount} to your {column} attack power." for amount, column in pairs]
    if m := _TWO_ADDITIONS.fullmatch(text):
        return [
            f"Add {m.group(1)} to the attack power of {m.group(2)}.",
            f"Add {m.group(3)} to the attack power of {m.group(4)}.",
        ]
    return [text]
