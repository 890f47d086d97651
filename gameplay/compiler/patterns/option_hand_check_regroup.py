"""A look at the opponent's hand printed as two pieces ("Check the contents of your opponent's hand;
if their hand contains a Virus attribute Digimon card, add 200 to your attack power (if your Digimon
belongs to Virus Busters, further add 200 to your attack power)", St-384, St-383), regrouped into the
sentences the general patterns read (a rule of patterns/option_outcome_regroup.py).

The check is the condition, as in St-921's one-sentence wording ("Check the contents of the
opponent's hand, and if their hand contains …"); the parenthesis is a second change made under the
same condition, only for the Digimon it names. St-382, whose condition is a share of the hand, has its
own rule there.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.option_outcome_regroup import rule

_CHECK_HAND = compile_re(r"Check the contents of the opponent's hand")
_CHANGE = r"(add \d+ to your attack power|their attack is reduced by \d+)"
_FURTHER = r"(add \d+ to your attack power|reduce their attack by \d+)"
_CONTAINS = compile_re(
    rf"if their hand contains (an? [^,]+? card), {_CHANGE}"
    rf" \(if (your Digimon (?:is|belongs to) [^,]+), further {_FURTHER}\)\.?"
)
_HEAD = "Check the contents of the opponent's hand, and if their hand contains"


def _change(printed: str) -> str:
    """The change in the words of the attack patterns ("reduce the opponent's attack power by 200")."""
    return re.sub(
        r"^(?:their attack is reduced by|reduce their attack by) (\d+)$",
        r"reduce the opponent's attack power by \1",
        printed,
    )


@rule
def _hand_contains(out: list[str], sentence: str) -> bool:
    if not (out and _CHECK_HAND.fullmatch(out[-1]) and (m := _CONTAINS.fullmatch(sentence))):
        return False
    card, first, subject, further = m.groups()
    # "a Warrior or Demon Man type": both words are types (subjects would read "Warrior" as a name).
    subject = re.sub(r"\b(an?) ([A-Z][\w-]*) or ([A-Z][\w -]*?) type$", r"\1 \2 type or \3 type", subject)
    out[-1:] = [
        f"{_HEAD} {card}, {_change(first)}.",
        f"{_HEAD} {card}, when {subject}, {_change(further)}.",
    ]
    return True
