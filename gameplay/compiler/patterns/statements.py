"""Whole sentences that state a lasting property of the Digimon: keywords ("Has the ability
"sky"") and immunities ("Cannot lose its special abilities", "A cannot go to zero")."""

from __future__ import annotations

import re
from collections.abc import Callable

from gameplay.compiler.patterns import QUOTED, compile_re
from gameplay.compiler.patterns.subjects import keywords_in
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.base import Effect
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import GrantImmunity

Builder = Callable[[re.Match[str]], tuple[Effect, ...] | None]
STATEMENTS: list[tuple[re.Pattern[str], Builder]] = []


def statement(pattern: str) -> Callable[[Builder], Builder]:
    """Register a builder for whole sentences that match `pattern` in full."""

    def register(builder: Builder) -> Builder:
        STATEMENTS.append((compile_re(pattern), builder))
        return builder

    return register


def parse_statement(sentence: str) -> tuple[Effect, ...] | None:
    """The lasting effects a whole sentence states, or None when it is not a statement."""
    text = sentence.strip().rstrip(".").strip()
    for pattern, builder in STATEMENTS:
        if m := pattern.fullmatch(text):
            return builder(m)
    # "Cannot lose its special abilities, and A cannot become 0": two statements in one.
    for joiner in (", and ", " and "):
        head, found, tail = text.partition(joiner)
        if (
            found
            and (first := parse_statement(head))
            and (second := parse_statement(tail[:1].upper() + tail[1:]))
        ):
            return first + second
    return None


# An unquoted card name: capitalised words, "of"/"the" between them ("A Dead-End of Evolution",
# "Particle Worm No. 2"). Case-sensitive, so that lower-case prose never reads as a name.
_CARD_NAME = r"(?-i:[A-Z][\w!-]*(?: (?:of |the )?(?:[A-Z][\w!.-]*|\d))*)"


def _immune(name: str) -> tuple[Effect, ...]:
    return (GrantImmunity("self", name),)


@statement(rf"(?:This Digimon )?(?:has|gains) the abilit(?:y|ies|es) ((?:{QUOTED}(?:,? and |, )?)+)")
def _keywords(m: re.Match[str]) -> tuple[Effect, ...] | None:
    keywords = keywords_in(m.group(1))
    if keywords is None:
        return None
    return tuple(GrantKeyword("self", k) for k in keywords)


@statement(r"(?:The|This Digimon(?:'s|\"s|s')?|Its) evolution requirements? (?:cannot|can not) be ignored")
def _evolution_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.IGNORE_EVOLUTION_CONDITIONS)


@statement(r"(?:The|This Digimon(?:'s|\"s)?|Its) fusion requirements? (?:cannot|can not) be ignored")
def _fusion_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.IGNORE_FUSION_CONDITIONS)


@statement(r"(?:This Digimon )?(?:cannot|can not|will not) lose its special abilities")
def _specials_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.NEGATE_SPECIALS)


@statement(r"(?:This Digimon )?cannot receive (?:the )?effects of (?:the |your )?opponent's Option cards")
def _options_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.OPPONENT_OPTIONS)


@statement(
    r"(?:This Digimon )?cannot receive (?:the )?effects of (?:the |your )?opponent's (Item|Program|Field)"
    r" Option cards"
)
def _option_type_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.OPPONENT_OPTIONS + ":" + m.group(1).title())


@statement(
    r"(?:This Digimon )?cannot receive (?:the )?effects that (?:cause|make) the battle"
    r" (?:to )?(?:end in|be) a draw"
)
def _draw_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.FORCED_DRAW)


@statement(r"cannot be sent to the Dark Area (?:due to|by) the effects of the opponent's Option cards")
def _dark_area_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.DARK_AREA_BY_OPPONENT_OPTIONS)


@statement(r"(?:This Digimon )?cannot receive (?:the )?effects of Option Cards in the Category ([\w-]+)")
def _category_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    return _immune(imm.CATEGORY + m.group(1))


@statement(
    rf"(?:This Digimon )?cannot receive (?:the )?effects of (?:the card |the cards )?"
    rf"((?:{QUOTED}|{_CARD_NAME})(?:(?:,|,? and|,? or) (?:{QUOTED}|{_CARD_NAME}))*)"
    r"(?: cards?)?(?: \(This is not a special ability\))?"
)
def _cards_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    names = re.findall(rf"{QUOTED}|({_CARD_NAME})", m.group(1))
    return tuple(GrantImmunity("self", imm.CARD + (quoted or bare)) for quoted, bare in names)


@statement(
    r"(?:Digimon|The Digimon) that evolve(?:s|d)? from this Digimon (?:cannot|can not) receive"
    r" (?:the )?effects of"
    rf" ((?:{QUOTED}(?:,? or |, |,? and )?)+)(?: cards?)?(?: \(including Warp evolved Digimon\))?"
)
def _evolutions_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    names = re.findall(QUOTED, m.group(1))
    return tuple(GrantImmunity("self", imm.EVOLVED_FROM + imm.CARD + name) for name in names)


_COLUMNS = r"([ABC](?:(?:,|,? and|,? or) [ABC])*)"


@statement(
    rf"(?:This Digimon's |Its |Your )?{_COLUMNS} (?:cannot|can not|will not|does not|do not)"
    r" (?:go|be reduced|become) (?:to )?(?:zero|0)"
    r"(?: (?:due to the effects of|as a result of) (?:of )?(?:the opponent's )?attacks? [ABC]"
    r"(?:(?:,|,? and|,? or) [ABC])*)?"
)
def _columns_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    # RULES 1.5 / B-8 step 3: the named columns skip zeroing.
    columns = re.findall(r"[ABC]", m.group(1))
    return tuple(GrantImmunity("self", imm.ZERO_COLUMN + c) for c in columns)
