"""Engine card records built from catalog cards (DESIGN rule 1): the only bridge from
`cards.models.Card` to `gameplay.engine.cards.CardRecord`. A card's effects are the compiled form
stored with it (cards.effects, DESIGN rule 6), loaded, not compiled again."""

from __future__ import annotations

import re
from typing import Any

from cards.catalog.evolution import split_qualifier
from cards.catalog.qualifiers import qualifier_test
from cards.effects import card_effects
from cards.models import Card
from gameplay.engine.cards import DIGIMON, OPTION, CardRecord, Requirement
from gameplay.engine.effects.base import CompiledText

# Bo-8j prints its rate as "Win Ratio 80%" (name) and "Winning Percentage: 80!" (text): it pays 80 %.
# data/README.md: the catalog misspells a few names; the engine's name keys use the printed spelling.
_NAME_TYPOS = (("Beezlebumon", "Beelzebumon"),)
_WIN_RATE = re.compile(r"(?:Winning Percentage|Win Ratio):?\s*(\d+)\s*(?:%|(?=!))", re.IGNORECASE)
_TIMINGS = (
    ("preparation", "preparation"),
    ("evolution phase", "evolution"),
    ("battle phase", "battle"),
    ("point calculation", "point_calc"),
)
_LEVEL_LIMIT_NOT = re.compile(
    r"cannot be used when your Digimon is (Level III(?: or Level IV)?)", re.IGNORECASE
)
_IGNORES = re.compile(r"(?<!cannot )ignore (?:all|the) evolution requirements")
_LEVEL_ONLY = re.compile(r"can only be used when your Digimon is (Perfect|Ultimate)", re.IGNORECASE)


def _qualified(printed: str, qualifier: str) -> tuple[str, str]:
    """A printed name and qualifier as (name, card test): "War Greymon (Blue Frame)" ->
    ("War Greymon", "frame:blue") (cards.catalog.qualifiers). A qualifier that is no test keeps
    the name as printed, qualifier included, so that it matches only a card of that very name."""
    name, printed_qualifier = split_qualifier(printed)
    qualifier = qualifier or printed_qualifier
    if not qualifier:
        return printed, ""
    test = qualifier_test(qualifier)
    if test is None:
        return (printed if printed_qualifier else f"{name} ({qualifier})"), ""
    return name, test


def _names(raws: list[str], qualifier: str = "") -> dict[str, Any]:
    """`names` and `qualifiers` of a Requirement for printed names (RULES 4.2)."""
    pairs = [_qualified(raw, qualifier) for raw in raws]
    tests = tuple(test for _, test in pairs)
    return {"names": tuple(name for name, _ in pairs), "qualifiers": tests if any(tests) else ()}


def _requirement(raw: dict[str, Any]) -> Requirement:
    """The importer's requirement dicts (cards.catalog.evolution) as engine requirements; a printed
    qualifier ("Gabumon (Virus Busters)") is part of the requirement (RULES 4.2)."""
    kind = raw.get("kind", "")
    qualifier = str(raw.get("qualifier", ""))
    if kind == "from":
        return Requirement("from", **_names([raw.get("name", "")], qualifier))
    if kind == "from_level":
        test = qualifier_test(qualifier) if qualifier else None
        return Requirement("from_level", text=str(raw.get("level", "")), qualifiers=(test,) if test else ())
    if kind == "marks":
        return Requirement("marks", upright=int(raw.get("upright", 0)), sideways=int(raw.get("sideways", 0)))
    if kind == "win_rate":
        return Requirement("win_rate", percent=int(raw.get("percent", 0)))
    if kind == "jogress":
        return Requirement(
            "jogress", **_names(list(raw.get("names", ()))), text=str(raw.get("partner_level", ""))
        )
    if kind == "armor":
        return Requirement("armor", names=(raw.get("digimental", ""),))
    if kind == "spirit":
        return Requirement("spirit", names=(raw.get("spirit", ""),))
    if kind == "card":
        return Requirement("card", names=(raw.get("name", ""),))
    if kind == "appearance":
        return Requirement("appearance", names=tuple(raw.get("names", ())), text=raw.get("text", ""))
    return Requirement("note", text=str(raw.get("text", "")))


def _spirit_card(req: Requirement, printed: str) -> Requirement:
    """EC-7: "Spirit Evolution Level IV Digimon + Spirit of Darkness L" (St-771) is stored by the
    importer as a plain condition card; the card named in a spirit evolution is its Spirit."""
    if req.kind == "card" and "spirit evolution" in printed.lower():
        return Requirement("spirit", names=req.names)
    return req


def _option_limit(text: CompiledText, effect_text: str) -> str:
    """O-L1: the default is the end of the phase of use; printed limits override it."""
    limits = {limit for ability in text.abilities for limit in ability.limits}
    lowered = effect_text.lower()
    if "immediately" in limits or "immediately after use" in lowered:
        return "immediate"
    # A Field that stays until another Field replaces it (O-F1) lasts like "until removed".
    lasting = {
        "until_removed",
        "until_digimon_loses",
        "until_lifespan",
        "until_digimon_leaves",
        "until_field_replaced",
    }
    if limits & lasting or ("remains in its slot" in lowered):
        return "lasting"
    for limit in limits:
        if limit.startswith("after_turns:"):
            return "turns:" + limit.split(":", 1)[1]
    if "end_of_next_turn" in limits:
        return "turns:2"
    if "end_of_turn" in limits:
        return "turn"
    if "at the end of the turn" in lowered and "battle phase" not in lowered:
        return "turn"
    return "phase"


# The Group column spells "Transcendent Form" three ways (data/README.md: a few typos); card texts
# name it one way (Bo-915).
_GROUP_TYPOS = {"Trascendent Form": "Transcendent Form", "Transcedent Form": "Transcendent Form"}
# O-N1 requirements read the battling Digimon's level only: each level and its ordinal (RULES 1.3;
# Hybrid and the other level-less cards are 0).
_LEVEL_ORDINALS = (("III", 3), ("IV", 4), ("Perfect", 5), ("Ultimate", 6), ("Hybrid", 0))


class _LevelOnly:
    """A context that answers only the level, for evaluating a compiled O-N1 requirement."""

    def __init__(self, level: str) -> None:
        self._level = level

    def level(self, side: str) -> str:
        return self._level


def _allowed_levels(effect_text: str, requirement: Any = None, compiled: bool = False) -> frozenset[int]:
    """O-N1 level limits printed as "cannot be used when your Digimon is Level III"; read from the
    compiled requirement when there is one, so that "Perfect or Ultimate level, or … Hybrid" keeps
    every level it names (Bo-915, Bo-793, Bo-792: a Hybrid is not Level III)."""
    if requirement is not None:
        try:
            allowed = frozenset(
                ordinal for level, ordinal in _LEVEL_ORDINALS if requirement.holds(_LevelOnly(level))
            )
        except AttributeError:  # a requirement that reads more than the level
            allowed = None
        if allowed is not None:
            return frozenset() if len(allowed) == len(_LEVEL_ORDINALS) else allowed
    if compiled:
        # A compiled text without an O-N1 requirement has no level limit: "Perfect or Ultimate level,
        # or … a Transcendent Form" is a situation (O-N2) its abilities carry.
        return frozenset()
    if match := _LEVEL_ONLY.search(effect_text):
        return frozenset({5 if match[1].lower() == "perfect" else 6})
    if match := _LEVEL_LIMIT_NOT.search(effect_text):
        return frozenset({4, 5, 6} if "IV" not in match[1] else {5, 6})
    return frozenset()


def _base_name(card: Card) -> str:
    """The base name with the catalog's known misspellings corrected (RULES 2.1 name matching: Bo-1060
    "Beezlebumon" is a Beelzebumon for Bo-1083 and for evolutions from Beelzebumon)."""
    name = card.base_name or card.name
    for typo, printed in _NAME_TYPOS:
        name = name.replace(typo, printed)
    return name


def card_record(card: Card) -> CardRecord:
    if card.kind == Card.Kind.DIGIMON:
        return _digimon_record(card)
    return _option_record(card)


def _digimon_record(card: Card) -> CardRecord:
    # The compiled effects stored at import (cards.effects): the text is not compiled again here.
    effects = card_effects(card)
    text, support_text = effects.text, effects.support
    # 6.1 / A-15: what the card says, else Hybrid reads as Ultimate.
    level_column = getattr(text, "lost_column_as", "") or ("Ultimate" if card.level == "Hybrid" else "")
    return CardRecord(
        number=card.number,
        name=card.name,
        kind=DIGIMON,
        base_name=_base_name(card),
        level=card.level,
        level_order=card.level_order,
        battle_type=card.battle_type,
        attacks=(card.attack_a or 0, card.attack_b or 0, card.attack_c or 0),
        lost_points=(card.lost_iii or 0, card.lost_iv or 0, card.lost_perfect or 0, card.lost_ultimate or 0),
        lost_column_as=level_column,
        attributes=frozenset(card.attributes),
        species=card.species,
        fields=frozenset(card.fields),
        frame=card.frame,
        groups=frozenset(
            _GROUP_TYPOS.get(part.strip(), part.strip()) for part in card.group.split("/") if part.strip()
        ),
        a_can_be_zeroed=card.a_can_be_zeroed,
        evolution=tuple(
            tuple(_spirit_card(_requirement(req), card.evolution_raw) for req in alternative)
            for alternative in card.evolution_requirements
        ),
        evolution_text=card.evolution_raw,
        has_support=support_text is not None,
        support_text=support_text,
        text=text,
    )


def _option_record(card: Card) -> CardRecord:
    timing_text = card.timing.lower()
    timing = next((value for key, value in _TIMINGS if key in timing_text), "")
    text = card_effects(card).text
    activation = card.activation_text.lower()
    # The compiled timing-column limits (RULES 7): "slot:N", "paid_into_power_box", "set_face_up".
    limits = {limit for ability in text.abilities for limit in ability.limits}
    slot = next((int(limit[5:]) for limit in limits if limit.startswith("slot:")), 0)
    # EC-2: cards sent "to the Evolution Requirements box" pay the win rates their text names
    # ("Super Evolution Plug-In S": "... with 'O' or 'Winning Percentage: 40%!'").
    power = (
        "requirements box" in activation
        or "requirement box" in activation
        or bool(_WIN_RATE.search(card.name))
        or "power box" in activation
        or "paid_into_power_box" in limits
    )
    kinds = {e.kind for a in text.abilities for e in a.effects}
    # A card whose text evolves through the win rates it names pays them from a slot too (EC-2: "Super
    # Evolution Plug-In M", St-584, "… with 'Winning Percentage: 40%!' or … in their requirements").
    paying = bool(kinds & {"evolve_into", "evolve_with_requirement"})
    win_rates = (
        frozenset(int(p) for p in _WIN_RATE.findall(card.name + " " + card.effect_text))
        if power or paying
        else frozenset()
    )
    # Bx-147 only names the effect it bans (effects.patterns.option_rewrites.power_box_card).
    effect = card.effect_text.lower().replace("'ignore the evolution requirements'", "")
    # Dark Tower (Bo-355) forbids ignoring them: "cannot ignore the evolution requirements".
    ignores = _IGNORES.search(effect) is not None
    # E-6.7: a card that evolves from the hand when it is used ("… into a Digimon of the next level in
    # your hand", St-609) is flipped at its timing, not paid into the Power Box.
    # St-433: "Allows your Level III Digimon to evolve …, ignoring evolution requirements" reads as one.
    ignores = (ignores or "evolve_ignoring_conditions" in kinds) and "evolve_from_hand" not in kinds
    return CardRecord(
        number=card.number,
        name=card.name,
        kind=OPTION,
        base_name=card.base_name,
        frame=card.frame,
        # The catalog's `category` is the option type (Item / Program / Field, RULES 1.2).
        category=card.group,
        option_type=card.category,
        timing=timing,
        allowed_levels=_allowed_levels(card.effect_text, text.requirement, text.status == "compiled"),
        limit=_option_limit(text, card.effect_text),
        only_one=text.only_one or "only place one of this card" in activation,
        set_face_up="face-up" in activation or "set_face_up" in limits,
        fixed_slot=slot,
        pays_win_rates=win_rates,
        ignores_conditions=ignores,
        power_card=power,
        interrupt="before it takes effect" in effect or "before its effect" in effect,
        text=text,
    )


def deck_records(text: str) -> list[CardRecord]:
    """A plain-text decklist (`3 St-1` per line) as the engine's list of card records, in order."""
    from decks.decklists import load_text

    records: dict[str, CardRecord] = {}
    deck: list[CardRecord] = []
    for card, count in load_text(text):
        record = records.setdefault(card.number, card_record(card))
        deck.extend([record] * count)
    return deck


def records_by_number(numbers: set[str] | frozenset[str] | list[str]) -> dict[str, CardRecord]:
    """Card records for the given numbers (a replay's card lookup)."""
    return {card.number: card_record(card) for card in Card.objects.filter(number__in=set(numbers))}
