"""Deck legality (RULES §2): a pure function from card records and a format to every problem.

`check()` never stops at the first problem (RULES 2.1): the editor shows all of them at once.
It takes `DeckCard` records, not model instances, and does no database access; numbers that did
not resolve to a card are passed as plain strings so D-2 and D-3 can be judged here too.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from decks.formats import Format, format_get
from decks.records import LEVEL_III, LEVEL_ULTIMATE, DeckCard

GAME_KINDS = frozenset({"digimon", "option"})

# D-3 fallback heuristic: 2020-game numbers have a digit right before the hyphen (ST1-01,
# BT12-110, EX1-001) or look like P-001; the original game's numbers have letters there.
_NUMBER_2020 = re.compile(r"^(?:[A-Za-z]+\d+-\d+[A-Za-z]?|P-\d{3})$")


def is_2020_number(number: str) -> bool:
    return bool(_NUMBER_2020.match(number.strip()))


@dataclass(frozen=True, slots=True)
class Issue:
    """A violation or a warning: stable code, message naming the cards, the card numbers, rule id.

    `params` holds the figures and names the message was made from, so a page can say the same in
    the reader's language (decks.legality_words); the API keeps `message` and `code`.
    """

    code: str
    message: str
    rule: str
    cards: tuple[str, ...] = ()
    params: dict = field(default_factory=dict, compare=False, hash=False)

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "rule": self.rule, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Result:
    count: int
    violations: tuple[Issue, ...] = ()
    warnings: tuple[Issue, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    def codes(self) -> list[str]:
        return [issue.code for issue in self.violations]

    def warning_codes(self) -> list[str]:
        return [issue.code for issue in self.warnings]

    def to_dict(self) -> dict:
        return {
            "legal": self.legal,
            "count": self.count,
            "violations": [issue.to_dict() for issue in self.violations],
            "warnings": [issue.to_dict() for issue in self.warnings],
        }


@dataclass
class _Deck:
    """The entries merged by number: one line per distinct card, unresolved numbers aside."""

    cards: dict[str, tuple[DeckCard, int]] = field(default_factory=dict)
    unresolved: dict[str, int] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return sum(n for _, n in self.cards.values()) + sum(self.unresolved.values())


def _merge(entries: Iterable[tuple[DeckCard | str, int]]) -> _Deck:
    deck = _Deck()
    for card, count in entries:
        if isinstance(card, DeckCard):
            _, before = deck.cards.get(card.number, (card, 0))
            deck.cards[card.number] = (card, before + count)
        else:
            deck.unresolved[card] = deck.unresolved.get(card, 0) + count
    return deck


def check(
    entries: Iterable[tuple[DeckCard | str, int]],
    fmt: Format | str,
    *,
    side_pool: Iterable[tuple[DeckCard | str, int]] | None = None,
) -> Result:
    """Every violation and warning of the main deck `entries` in format `fmt` (a Format or its code).

    An entry is `(DeckCard, count)`, or `(number, count)` for a number the catalog does not know.
    """
    if isinstance(fmt, str):
        fmt = format_get(code=fmt)
    deck = _merge(entries)
    violations: list[Issue] = []
    warnings: list[Issue] = []
    violations += _unresolved(deck)
    violations += _deck_size(deck, fmt)
    violations += _not_game_cards(deck)
    name_violations, name_warnings = _names(deck, fmt)
    violations += name_violations
    warnings += name_warnings
    violations += _level_iii(deck, fmt)
    violations += _ultimates(deck, fmt)
    violations += _prefixes(deck, fmt)
    violations += _sets(deck, fmt)
    warnings += _incomplete_data(deck)
    if side_pool is not None:
        pool = _merge(side_pool)
        message = "A side pool was supplied; its size and name limits are card-specific and not checked."
        warnings.append(Issue("W_SIDE_POOL_UNCHECKED", message, "D-W3", (*pool.cards, *pool.unresolved)))
    return Result(count=deck.count, violations=tuple(violations), warnings=tuple(warnings))


def _unresolved(deck: _Deck) -> list[Issue]:
    issues = []
    for number in deck.unresolved:
        if is_2020_number(number):
            # D-3: say what the card is, so the player does not think our catalog is missing it.
            message = (
                f"'{number}' is a card from the 2020 Digimon Card Game and cannot be used in "
                "Hyper Colosseum Battle."
            )
            issues.append(Issue("E_WRONG_GAME", message, "D-3", (number,), {"number": number}))
        else:
            message = f"Card number '{number}' is not in the Digital Monster Card Game (1999–2005) database."
            issues.append(Issue("E_UNKNOWN_CARD", message, "D-2", (number,), {"number": number}))
    return issues


def _deck_size(deck: _Deck, fmt: Format) -> list[Issue]:
    n = deck.count
    if fmt.deck_size is not None and n != fmt.deck_size:
        message = f"Deck has {n} cards; Hyper Colosseum Battle needs exactly {fmt.deck_size}."
        return [Issue("E_DECK_SIZE", message, "D-1", params={"count": n, "size": fmt.deck_size})]
    if fmt.min_deck_size is not None and n < fmt.min_deck_size:
        message = f"Ultimate Battle decks need at least {fmt.min_deck_size} cards (found {n})."
        return [Issue("E_DECK_SIZE_UB", message, "D-9", params={"count": n, "size": fmt.min_deck_size})]
    return []


def _not_game_cards(deck: _Deck) -> list[Issue]:
    return [
        Issue(
            "E_NOT_GAME_CARD",
            f"'{card.name}' ({card.number}) is not a playable game card (for example a D-Ark blue card).",
            "D-4",
            (card.number,),
            {"name": card.name, "number": card.number},
        )
        for card, _ in deck.cards.values()
        if card.kind not in GAME_KINDS
    ]


def _names(deck: _Deck, fmt: Format) -> tuple[list[Issue], list[Issue]]:
    """D-5 counts copies per normalised base name across all numbers; D-W1 notes the mixes."""
    groups: dict[str, list[tuple[DeckCard, int]]] = defaultdict(list)
    for card, count in deck.cards.values():
        groups[card.name_key].append((card, count))
    violations, warnings = [], []
    for group in groups.values():
        numbers = tuple(card.number for card, _ in group)
        total = sum(count for _, count in group)
        name = group[0][0].base_name
        overrides = [card.deck_limit_override for card, _ in group if card.deck_limit_override is not None]
        limit = max(overrides) if overrides else fmt.max_per_name
        if total > limit:
            message = (
                f"Too many copies of '{name}': {total} (max {limit} per card name, "
                f"counted across numbers {', '.join(numbers)})."
            )
            params = {"name": name, "count": total, "limit": limit, "numbers": ", ".join(numbers)}
            violations.append(Issue("E_NAME_LIMIT", message, "D-5", numbers, params))
        if len(group) > 1:
            message = (
                f"The {total} copies of '{name}' come from {len(group)} numbers ({', '.join(numbers)}); "
                "they count together as one card name."
            )
            params = {"name": name, "count": total, "numbers": ", ".join(numbers)}
            warnings.append(Issue("W_SAME_NAME_DIFFERENT_NUMBER", message, "D-W1", numbers, params))
    return violations, warnings


def _level_iii(deck: _Deck, fmt: Format) -> list[Issue]:
    if not fmt.require_level_iii:
        return []
    if any(card.is_digimon and card.level_order == LEVEL_III for card, _ in deck.cards.values()):
        return []
    message = "Deck has no Level III Digimon; at least one is needed to place a partner."
    return [Issue("E_NO_LEVEL_III", message, "D-6")]


def _is_ultimate(card: DeckCard, fmt: Format) -> bool:
    # D-10 counts Ultimate-level cards "whatever their kind"; Hybrids only when configured (D-7).
    return card.level_order == LEVEL_ULTIMATE or (fmt.count_hybrid_as_ultimate and card.is_hybrid)


def _ultimates(deck: _Deck, fmt: Format) -> list[Issue]:
    if fmt.max_ultimate is None:
        return []
    ultimates = [(card, count) for card, count in deck.cards.values() if _is_ultimate(card, fmt)]
    n = sum(count for _, count in ultimates)
    if n <= fmt.max_ultimate:
        return []
    message = f"Deck has {n} Ultimate-level Digimon; this tournament allows at most {fmt.max_ultimate}."
    numbers = tuple(card.number for card, _ in ultimates)
    params = {"count": n, "limit": fmt.max_ultimate}
    return [Issue("E_ULTIMATE_LIMIT", message, fmt.ultimate_rule, numbers, params)]


def _prefixes(deck: _Deck, fmt: Format) -> list[Issue]:
    if fmt.allowed_prefixes is None:
        return []
    allowed = {prefix.casefold() for prefix in fmt.allowed_prefixes}
    shown = "/".join(fmt.allowed_prefixes)
    return [
        Issue(
            "E_NUMBER_NOT_ALLOWED",
            f"'{card.number}' is not allowed here: only {shown}-numbered cards may be used "
            "(privilege/promo cards are excluded).",
            "D-8",
            (card.number,),
            {"number": card.number, "prefixes": shown},
        )
        for card, _ in deck.cards.values()
        if card.prefix.casefold() not in allowed
    ]


def _sets(deck: _Deck, fmt: Format) -> list[Issue]:
    # Era formats (DigimonHC formats.txt) are not in RULES §2; "D-ERA" names this project rule.
    if fmt.allowed_sets is None:
        return []
    return [
        Issue(
            "E_NOT_IN_FORMAT",
            f"'{card.name}' ({card.number}) is from set {card.set_code or 'unknown'}, "
            f"which is not part of the {fmt.name} format.",
            "D-ERA",
            (card.number,),
            {"name": card.name, "number": card.number, "set": card.set_code or "?", "format": fmt.name},
        )
        for card, _ in deck.cards.values()
        if card.set_code not in fmt.allowed_sets
    ]


def _incomplete_data(deck: _Deck) -> list[Issue]:
    issues = []
    for card, _ in deck.cards.values():
        if not card.is_digimon:
            continue
        if card.level_order == 0 and not card.lost_point_column_as:
            message = (
                f"'{card.name}' ({card.number}) has no level and no lost-point column to be read as; "
                "its lost points against an opponent need a manual check."
            )
        elif card.level_order and not card.lost_points_complete:
            message = f"'{card.name}' ({card.number}) lacks part of its lost-point table."
        else:
            continue
        params = {"name": card.name, "number": card.number, "has_level": card.level_order != 0}
        issues.append(Issue("W_CARD_DATA_INCOMPLETE", message, "D-W2", (card.number,), params))
    return issues
