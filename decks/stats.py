"""Deck statistics: pure functions over (card, count) pairs, no database access.

A "card" is anything with the catalog's attributes (a `cards.models.Card` already loaded, or a test
double): number, name, base_name, name_key, kind, level, level_order, battle_type, attributes, fields,
frame (optional), evolution_requirements. Evolution sources found through EvolutionLink are passed in as
a mapping (decks.selectors.deck_evolution_sources) so this module never queries.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from math import comb
from typing import Any

from cards.catalog.evolution import qualifier_matches

HAND_SIZE = 6  # S-5
# By the turn-2 Preparation Phase a player may discard the whole hand and refill to 6 (T-P1, T-P2),
# so at most 12 Net Ocean cards have been seen: the opening 6 and one full refill. "Ready by turn 2"
# uses that bound; ●/× marks paid from the Net Ocean on turn 1 are ignored.
TURN_2_CARDS_SEEN = 12
LEVEL_ORDER = {"III": 3, "IV": 4, "Perfect": 5, "Ultimate": 6}
LEVELS_SHOWN = ("III", "IV", "Perfect", "Ultimate")
EVOLVED = frozenset({4, 5, 6})
# Requirement kinds that name a card to put down, and the key holding its name.
_NAMED_CARD_KEYS = {"armor": "digimental", "spirit": "spirit", "card": "name"}
_WIN_RATE_NAME = re.compile(r"winning percentage:?\s*(\d+)\s*%", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    count: int
    # Width in percent of the largest bar of its chart, for the SVG charts.
    width: float = 0.0


def _bars(counter: Mapping[str, int], order: Sequence[str] = ()) -> list[Bar]:
    labels = [label for label in order if counter.get(label)]
    labels += sorted(label for label in counter if label not in labels and counter[label])
    top = max((counter[label] for label in labels), default=0)
    return [Bar(label, counter[label], 100.0 * counter[label] / top if top else 0.0) for label in labels]


def _level(card: Any) -> str:
    return (card.level or "").strip() or "—"


def is_digimon(card: Any) -> bool:
    return card.kind == "digimon"


def win_rate_of(card: Any) -> int | None:
    """The percentage of a "Winning Percentage: 40%!" option card (EC-2), else None."""
    if card.kind != "option":
        return None
    match = _WIN_RATE_NAME.search(card.base_name or card.name)
    return int(match.group(1)) if match else None


def counts(entries: Sequence[tuple[Any, int]]) -> dict[str, list[Bar]]:
    """Copies by kind, level, battle type, attribute and field.

    A card with two attributes or fields counts once under each."""
    kind: Counter[str] = Counter()
    level: Counter[str] = Counter()
    battle: Counter[str] = Counter()
    attribute: Counter[str] = Counter()
    fields: Counter[str] = Counter()
    for card, n in entries:
        kind[card.get_kind_display() if hasattr(card, "get_kind_display") else card.kind] += n
        if not is_digimon(card):
            continue
        level[_level(card)] += n
        battle[card.battle_type or "—"] += n
        for value in card.attributes or ["—"]:
            attribute[value] += n
        for value in card.fields or ["—"]:
            fields[value] += n
    return {
        "kind": _bars(kind, ("Digimon", "Option")),
        "level": _bars(level, LEVELS_SHOWN),
        "battle_type": _bars(battle, ("A", "B", "C")),
        "attribute": _bars(attribute, ("Vaccine", "Data", "Virus")),
        "field": _bars(fields),
    }


# -- evolution requirements ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Alternative:
    """One way to meet an evolution condition: ●/× marks, win-rate percentages, names evolved from,
    levels evolved from ("any Level IV Digimon"), and other named cards it needs in the Power or
    Support Box (a Digimental for armor evolution, a Spirit, a plug-in or crest)."""

    circles: int = 0
    crosses: int = 0
    win_rates: tuple[int, ...] = ()
    sources: tuple[str, ...] = ()
    # (level, printed qualifier) pairs: "Level III Digimon (Nature Spirits) + OOO" is ("III",
    # "Nature Spirits"); the qualifier is "" when none is printed.
    from_levels: tuple[tuple[str, str], ...] = ()
    cards: tuple[str, ...] = ()


def alternatives(card: Any) -> list[Alternative]:
    """The card's evolution alternatives in a shape stats can count.

    Reads the requirement dicts of `Card.evolution_requirements` (see cards.catalog.evolution):
    `{"kind": "marks", "upright": 2, "sideways": 0}` (● / ×, EC-1), `{"kind": "win_rate",
    "percent": 40}` (EC-2), `{"kind": "from", "name": ...}`, `{"kind": "jogress", "names": [...]}`,
    `{"kind": "from_level", "level": "IV"}`, and the named cards of `armor` (EC-8), `spirit`
    (EC-7) and `card` requirements.
    """
    result = []
    for alternative in card.evolution_requirements or []:
        circles = crosses = 0
        win_rates: list[int] = []
        sources: list[str] = []
        from_levels: list[tuple[str, str]] = []
        cards: list[str] = []
        for requirement in alternative:
            kind = requirement.get("kind")
            if kind == "marks":
                circles += int(requirement.get("upright", 0))
                crosses += int(requirement.get("sideways", 0))
            elif kind == "win_rate":
                win_rates.append(int(requirement["percent"]))
            elif kind == "from":
                sources.append(requirement["name"])
            elif kind == "jogress":
                sources.extend(requirement.get("names", []))
            elif kind == "from_level":
                from_levels.append((requirement["level"], requirement.get("qualifier", "")))
            elif kind in _NAMED_CARD_KEYS:
                cards.append(requirement[_NAMED_CARD_KEYS[kind]])
        result.append(
            Alternative(circles, crosses, tuple(win_rates), tuple(sources), tuple(from_levels), tuple(cards))
        )
    return result


@dataclass
class Requirements:
    circles: int = 0
    crosses: int = 0
    # Copies of evolving cards whose condition names each win-rate, vs win-rate cards in the deck.
    win_rates_needed: dict[int, int] = field(default_factory=dict)
    win_rates_present: dict[int, int] = field(default_factory=dict)

    @property
    def win_rate_rows(self) -> list[dict[str, int | bool]]:
        rates = sorted(set(self.win_rates_needed) | set(self.win_rates_present))
        return [
            {
                "percent": rate,
                "needed": self.win_rates_needed.get(rate, 0),
                "present": self.win_rates_present.get(rate, 0),
                "missing": self.win_rates_needed.get(rate, 0) > 0 and not self.win_rates_present.get(rate, 0),
            }
            for rate in rates
        ]


def requirements(entries: Sequence[tuple[Any, int]]) -> Requirements:
    """●/× marks the deck's evolving cards ask for (the first alternative of each, per copy) and the
    win-rate cards they need against those present (EC-1, EC-2)."""
    result = Requirements()
    needed: Counter[int] = Counter()
    present: Counter[int] = Counter()
    for card, n in entries:
        rate = win_rate_of(card)
        if rate is not None:
            present[rate] += n
        options = alternatives(card) if is_digimon(card) else []
        if not options:
            continue
        first = options[0]
        result.circles += first.circles * n
        result.crosses += first.crosses * n
        # A card that accepts several win-rates (one per alternative) counts toward the lowest.
        rates = [min(option.win_rates) for option in options if option.win_rates]
        if rates and len(rates) == len(options):
            needed[min(rates)] += n
    result.win_rates_needed = dict(needed)
    result.win_rates_present = dict(present)
    return result


# -- evolution coverage ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Coverage:
    card: Any
    count: int
    # Deck cards this card can evolve from: EvolutionLink sources, and cards of a level its
    # condition accepts ("Level IV Digimon + ...").
    sources_in_deck: tuple[Any, ...]
    # Of the first alternative whose win-rates and named cards are all in the deck (else the first).
    win_rates_needed: tuple[int, ...]
    win_rates_present: bool
    cards_needed: tuple[str, ...] = ()
    cards_missing: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return bool(self.sources_in_deck) and self.win_rates_present and not self.cards_missing


def _fits(qualifier: str, card: Any) -> bool:
    """Whether a deck card fits a printed qualifier; words that are no qualifier do not narrow."""
    if not qualifier:
        return True
    fits = qualifier_matches(
        qualifier,
        level=card.level,
        attributes=list(card.attributes or ()),
        fields=list(card.fields or ()),
        frame=getattr(card, "frame", ""),
    )
    return fits is not False


def name_key(name: str) -> str:
    """RULES 2.1 normalisation (NFKC, whitespace collapsed, case-folded), as Card.name_key."""
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


def coverage(entries: Sequence[tuple[Any, int]], sources: Mapping[int, set[int]]) -> list[Coverage]:
    """For each Level IV / Perfect / Ultimate card: is a card it evolves from in the deck, and are the
    win-rate cards and the other named cards (Digimentals, Spirits, ...) its condition needs there?"""
    by_id = {card.pk: card for card, _ in entries}
    rates_in_deck = {rate for card, _ in entries if (rate := win_rate_of(card)) is not None}
    names_in_deck = {card.name_key for card, _ in entries}
    result = []
    for card, n in entries:
        if not is_digimon(card) or card.level_order not in EVOLVED:
            continue
        options = alternatives(card)
        linked = {pk for pk in sources.get(card.pk, ()) if pk in by_id and pk != card.pk}
        # "Level IV Digimon + ..." accepts any Digimon of that level; Armor counts as IV. A
        # printed qualifier ("Level III Digimon (Nature Spirits)") is part of it (RULES 4.2).
        levels = {
            (LEVEL_ORDER.get(level), qualifier)
            for option in options
            for level, qualifier in option.from_levels
        }
        linked |= {
            other.pk
            for other, _ in entries
            if other.pk != card.pk
            and is_digimon(other)
            and any(other.level_order == order and _fits(qualifier, other) for order, qualifier in levels)
        }
        in_deck = tuple(by_id[pk] for pk in sorted(linked))

        def missing(option: Alternative) -> tuple[str, ...]:
            return tuple(name for name in option.cards if name_key(name) not in names_in_deck)

        met = [o for o in options if set(o.win_rates) <= rates_in_deck and not missing(o)]
        chosen = met[0] if met else (options[0] if options else Alternative())
        rates_ok = set(chosen.win_rates) <= rates_in_deck
        result.append(Coverage(card, n, in_deck, chosen.win_rates, rates_ok, chosen.cards, missing(chosen)))
    return result


# -- opening-hand odds -----------------------------------------------------------------------------


def at_least_one_of_each(*, population: int, groups: Sequence[int], draws: int) -> float:
    """P(a random `draws`-card sample from `population` holds at least one card of every group).

    The groups are disjoint sets of `groups[i]` cards. Inclusion-exclusion over the groups that are
    missed, each term a hypergeometric "none of these" probability: sum over subsets S of
    (-1)^|S| * C(population - |S cards|, draws) / C(population, draws).
    """
    if draws < 0 or population < 0 or sum(groups) > population:
        raise ValueError("groups must fit in the population and draws must be non-negative")
    draws = min(draws, population)
    total = comb(population, draws)
    probability = 0.0
    for size in range(len(groups) + 1):
        for subset in combinations(groups, size):
            probability += (-1) ** size * comb(population - sum(subset), draws) / total
    return max(0.0, min(1.0, probability))


def opening_population(total: int) -> int:
    """Cards the opening hand is drawn from: all but the partner (S-2).

    The gauge card (S-4) is the top card of the shuffled 29, face-down and random, so the next six
    are a uniformly random 6 of those 29: the chance "6 from the 28 left after the gauge" averaged
    over the unknown gauge card is exactly the hypergeometric 6-from-29.
    """
    return max(total - 1, 0)


def _is_level_iii(card: Any) -> bool:
    return is_digimon(card) and card.level_order == 3


@dataclass(frozen=True, slots=True)
class Line:
    card: Any
    probability: float
    # What must be in hand with it: "the card", "a card it evolves from", "a 40% card".
    pieces: tuple[str, ...]


def opening_odds(
    entries: Sequence[tuple[Any, int]],
    sources: Mapping[int, set[int]],
    *,
    partner: Any = None,
) -> dict[str, Any]:
    """Chance of at least one Level IV in the opening hand, and of each evolution line being in hand
    by turn 2 (see TURN_2_CARDS_SEEN): the evolving card, a card it evolves from unless a Level III
    source can be the partner, and one card of each win-rate its condition needs."""
    total = sum(n for _, n in entries)
    copies = {card.pk: n for card, n in entries}
    if partner is None:
        partner = next((card for card, _ in entries if _is_level_iii(card)), None)
    # A deck with no Level III (or whose chosen partner is no longer in it) has no partner to set
    # aside (S-2; it cannot start a game): its figures are those of a hand drawn from every card.
    set_aside = partner is not None and partner.pk in copies
    population = opening_population(total) if set_aside else total
    if set_aside:
        copies[partner.pk] -= 1
    level_iv = sum(copies[card.pk] for card, _ in entries if is_digimon(card) and card.level_order == 4)
    hand = min(HAND_SIZE, population)
    result: dict[str, Any] = {
        "population": population,
        "hand": hand,
        "level_iv": level_iv,
        "level_iv_in_hand": at_least_one_of_each(population=population, groups=[level_iv], draws=hand)
        if population
        else 0.0,
        "seen_by_turn_2": min(TURN_2_CARDS_SEEN, population),
        "lines": [],
    }
    rate_copies: Counter[int] = Counter()
    name_copies: Counter[str] = Counter()
    for card, _ in entries:
        name_copies[card.name_key] += copies[card.pk]
        if (rate := win_rate_of(card)) is not None:
            rate_copies[rate] += copies[card.pk]
    for item in coverage(entries, sources):
        groups = [copies[item.card.pk]]
        pieces = [item.card.name]
        in_deck = item.sources_in_deck
        if in_deck and not any(_is_level_iii(card) for card in in_deck):
            groups.append(sum(copies[card.pk] for card in in_deck))
            pieces.append("a card it evolves from")
        for rate in item.win_rates_needed:
            groups.append(rate_copies[rate])
            pieces.append(f"a {rate}% card")
        for name in item.cards_needed:
            groups.append(name_copies[name_key(name)])
            pieces.append(name)
        probability = (
            0.0
            if not in_deck or 0 in groups or not population
            else at_least_one_of_each(population=population, groups=groups, draws=result["seen_by_turn_2"])
        )
        result["lines"].append(Line(item.card, probability, tuple(pieces)))
    return result


def deck_stats(
    entries: Iterable[tuple[Any, int]], *, sources: Mapping[int, set[int]], partner: Any = None
) -> dict[str, Any]:
    """Everything the deck pages show, in one dictionary."""
    entries = list(entries)
    return {
        "total": sum(n for _, n in entries),
        "counts": counts(entries),
        "requirements": requirements(entries),
        "coverage": coverage(entries, sources),
        "odds": opening_odds(entries, sources, partner=partner),
    }
