"""Engine card records built from catalog cards (DESIGN rule 1): the only bridge from
`cards.models.Card` to `gameplay.engine.cards.CardRecord`. A card's effects are the compiled form
stored with it (cards.effects, DESIGN rule 6), loaded, not compiled again."""

from __future__ import annotations

from typing import Any

from cards.catalog.evolution import split_qualifier
from cards.catalog.qualifiers import qualifier_test
from cards.effects import card_effects
from cards.models import Card
from gameplay.engine.cards import DIGIMON, OPTION, CardRecord, Requirement
from gameplay.engine.effects.base import DigimonFields, OptionFields

# data/README.md: the catalog misspells a few names; the engine's name keys use the printed spelling.
_NAME_TYPOS = (("Beezlebumon", "Beelzebumon"),)


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


def _requirement(raw: dict[str, Any], fields: DigimonFields) -> Requirement:
    """The importer's requirement dicts (cards.catalog.evolution) as engine requirements; a printed
    qualifier ("Gabumon (Virus Busters)") is part of the requirement (RULES 4.2), and what a printed
    note asks is the compiler's reading of it, stored with the card's effects (`fields`)."""
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
        text = str(raw.get("text", ""))
        paid = fields.note(text)
        names = tuple(raw.get("names", ()))
        return Requirement("appearance", names=names, text=text, count=paid.count, pays=paid.pays)
    text = str(raw.get("text", ""))
    note = fields.note(text)
    return Requirement(
        "note",
        text=text,
        only_attribute=note.only_attribute,
        not_attribute=note.not_attribute,
        only_level=note.only_level,
        count=note.count,
    )


def _spirit_card(req: Requirement, fields: DigimonFields) -> Requirement:
    """EC-7: "Spirit Evolution Level IV Digimon + Spirit of Darkness L" (St-771) is stored by the
    importer as a plain condition card; the card named in a spirit evolution is its Spirit."""
    if req.kind == "card" and fields.spirit_evolution:
        return Requirement("spirit", names=req.names)
    return req


# The Group column spells "Transcendent Form" three ways (data/README.md: a few typos); card texts
# name it one way (Bo-915).
_GROUP_TYPOS = {"Trascendent Form": "Transcendent Form", "Transcedent Form": "Transcendent Form"}


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
    fields = effects.digimon or DigimonFields()
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
            tuple(_spirit_card(_requirement(req, fields), fields) for req in alternative)
            for alternative in card.evolution_requirements
        ),
        evolution_text=card.evolution_raw,
        has_support=support_text is not None,
        support_text=support_text,
        special_lines=_special_lines(card),
        text=text,
    )


def _special_lines(card: Card) -> int:
    """RULES 1.7: the ◎ lines of the card's ability box ("None" prints no ability)."""
    return sum(
        1
        for line in card.abilities or []
        if line.get("kind") == "special" and str(line.get("text", "")).strip().lower() not in ("", "none")
    )


def _option_record(card: Card) -> CardRecord:
    effects = card_effects(card)
    # What the printed text decides of the record, read by the compiler and stored with the effects.
    fields = effects.option or OptionFields()
    return CardRecord(
        number=card.number,
        name=card.name,
        kind=OPTION,
        base_name=card.base_name,
        frame=card.frame,
        # The engine's `category` is the printed category that "containing the word 'X' in their
        # category" reads: the catalog's Group column ("Weapon/Sword", "Winning Percentage"). The
        # catalog's Type column, stored as `Card.category`, is the option type (Item / Program /
        # Field, RULES 1.2).
        category=card.group,
        option_type=card.category,
        timing=fields.timing,
        allowed_levels=fields.allowed_levels,
        limit=fields.limit,
        only_one=fields.only_one,
        set_face_up=fields.set_face_up,
        fixed_slot=fields.fixed_slot,
        pays_win_rates=fields.pays_win_rates,
        ignores_conditions=fields.ignores_conditions,
        power_card=fields.power_card,
        interrupt=fields.interrupt,
        text=effects.text,
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
