"""Resolve parsed decklist lines against the card catalog, reporting every bad line at once.

Numbers resolve in any spelling (`St-1`, `st1`, `ST-01`); names resolve by exact name, then by
base name (D-5's name key), and must point at exactly one card. Nothing here writes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from django.utils.translation import gettext

from cards.models import Card
from decks.decklists.text import DecklistLine
from decks.legality import is_2020_number
from decks.records import normalise_name
from dmcg_site.api_errors import DmcgError

_CANONICAL_NUMBER = re.compile(r"^(?P<prefix>[a-z.]+?)[-\s]?0*(?P<seq>\d+)(?P<suffix>[a-z]*)$")
_DISAMBIGUATOR = re.compile(r"\s*\(\d+\)\s*$")
# Candidates listed in an "ambiguous name" message before "and N more".
MAX_CANDIDATES_SHOWN = 12
# Far more distinct lines than any deck has; bounds the queries one import can cause.
MAX_LINES = 500


@dataclass(frozen=True, slots=True)
class LineError:
    """One bad line; `candidates` are the cards an ambiguous name could mean, in number order."""

    line_no: int
    raw: str
    message: str
    candidates: tuple[Card, ...] = ()

    def to_dict(self) -> dict:
        return {
            "line": self.line_no,
            "text": self.raw,
            "message": self.message,
            "candidates": [candidate_dict(card) for card in self.candidates],
        }


def candidate_dict(card: Card) -> dict:
    """What tells two cards of one name apart: number, level, battle type and A/B/C attacks."""
    return {
        "number": card.number,
        "name": card.name,
        "level": card.level or None,
        "battle_type": card.battle_type or None,
        "attacks": {"A": card.attack_a, "B": card.attack_b, "C": card.attack_c},
    }


class DecklistError(DmcgError):
    """A decklist with bad lines; `errors` holds every one of them with its line number."""

    def __init__(self, errors: list[LineError]):
        self.errors = errors
        lines = "\n".join(f"line {e.line_no}: {e.message}" for e in errors)
        noun = "line" if len(errors) == 1 else "lines"
        super().__init__(f"The decklist has {len(errors)} bad {noun}; nothing was saved.\n{lines}")

    def to_dict(self) -> dict:
        return {"detail": str(self), "errors": [e.to_dict() for e in self.errors]}


def canonical_number(number: str) -> str | None:
    """`St-01`, `st1`, `ST-1`, `st 1` → `st-1`: one spelling per original-game number (None if not one)."""
    match = _CANONICAL_NUMBER.match(number.strip().lower())
    if not match:
        return None
    return f"{match['prefix']}-{int(match['seq'])}{match['suffix']}"


def _squash(name: str) -> str:
    """A name with only letters and digits left, for "WarGreymon" = "War Greymon"."""
    return re.sub(r"[\W_]+", "", normalise_name(name))


def number_cards(*, numbers: Iterable[str]) -> dict[str, Card]:
    """The cards for the numbers that resolve, keyed by the number as given; the rest are absent."""
    numbers = list(dict.fromkeys(numbers))
    exact = {
        card.number_key: card for card in Card.objects.filter(number_key__in=[n.lower() for n in numbers])
    }
    found = {n: exact[n.lower()] for n in numbers if n.lower() in exact}
    misses = {n: canonical_number(n) for n in numbers if n not in found and not is_2020_number(n)}
    misses = {n: key for n, key in misses.items() if key}
    if misses:
        # Odd spellings (St-01, st1) need the canonical form of every number; the catalog is a few
        # thousand rows, so one narrow query is cheaper than guessing spellings.
        ids = {canonical_number(key): pk for pk, key in Card.objects.values_list("pk", "number_key")}
        wanted = {n: ids[key] for n, key in misses.items() if key in ids}
        by_pk = Card.objects.in_bulk(wanted.values())
        found.update({n: by_pk[pk] for n, pk in wanted.items()})
    return found


class _Names:
    """Name look-ups for one decklist: each distinct name queried once, the spacing index built once."""

    def __init__(self) -> None:
        self._cache: dict[str, list[Card]] = {}
        self._squashed: dict[str, list[int]] | None = None

    def candidates(self, name: str) -> list[Card]:
        if name not in self._cache:
            self._cache[name] = self._lookup(name)
        return self._cache[name]

    def _lookup(self, name: str) -> list[Card]:
        key = normalise_name(_DISAMBIGUATOR.sub("", name))
        candidates = list(Card.objects.filter(name_key=key))
        if not candidates:
            if self._squashed is None:
                self._squashed = {}
                for pk, name_key in Card.objects.values_list("pk", "name_key"):
                    self._squashed.setdefault(_squash(name_key), []).append(pk)
            candidates = list(Card.objects.filter(pk__in=self._squashed.get(_squash(key), [])))
        # "Agumon (1)" names one printing exactly; prefer cards whose full name matches.
        exact = [card for card in candidates if normalise_name(card.name) == normalise_name(name)]
        return exact or candidates


def _names_match(given: str, card: Card) -> bool:
    given = _squash(_DISAMBIGUATOR.sub("", given))
    return given in {_squash(card.name_key), _squash(_DISAMBIGUATOR.sub("", card.name))}


# A resolved line: the card, or None with the reason and the cards an ambiguous name could mean.
Resolved = tuple[Card | None, str, tuple[Card, ...]]


def _by_name(line: DecklistLine, name: str, names: _Names, picks: Mapping[int, str]) -> Resolved:
    candidates = names.candidates(name)
    if len(candidates) == 1:
        return candidates[0], "", ()
    if not candidates:
        return (
            None,
            gettext(
                "no card is named '{name}'; expected a card number (like St-1) or an exact card name"
            ).format(name=name),
            (),
        )
    # The player picked one of the candidates for this line (the import form's select).
    chosen = next((card for card in candidates if card.number == picks.get(line.line_no)), None)
    if chosen is not None:
        return chosen, "", ()
    shown = ", ".join(f"{card.number} {card.name}" for card in candidates[:MAX_CANDIDATES_SHOWN])
    more = len(candidates) - MAX_CANDIDATES_SHOWN
    if more > 0:
        shown += gettext(" and {more} more").format(more=more)
    message = gettext(
        "'{name}' is ambiguous: {count} cards have that name ({shown}); give the number, e.g. '{example}'"
    ).format(name=name, count=len(candidates), shown=shown, example=f"{line.count} {candidates[0].number}")
    return None, message, tuple(candidates)


def _resolve_line(
    line: DecklistLine, by_number: dict[str, Card], names: _Names, picks: Mapping[int, str]
) -> Resolved:
    if line.error:
        return None, line.error, ()
    if not line.number:
        return _by_name(line, line.name, names, picks)
    card = by_number.get(line.number)
    if card is None:
        # "D-Reaper ADR-07" is a name whose last word looks like a number, "Omega 5" a name whose
        # two words do: the whole text is tried as a name.
        if line.name or " " in line.number:
            found = _by_name(line, f"{line.name} {line.number}".strip(), names, picks)
            if found[0] is not None or found[2]:
                return found
        if is_2020_number(line.number):
            return (
                None,
                gettext(
                    "'{number}' is a card from the 2020 Digimon Card Game, not Hyper Colosseum Battle; "
                    "expected a number of the original game such as St-1 or Bo-1145"
                ).format(number=line.number),
                (),
            )
        return (
            None,
            gettext(
                "unknown card number '{number}'; expected a number of the original game "
                "such as St-1, Bo-1145 or Bx-25"
            ).format(number=line.number),
            (),
        )
    if line.name and not _names_match(line.name, card):
        message = gettext("{number} is '{card}', not '{name}'; fix the number or the name")
        return None, message.format(number=card.number, card=card.name, name=line.name), ()
    return card, "", ()


def resolve_lines(
    lines: Iterable[DecklistLine], *, picks: Mapping[int, str] | None = None
) -> list[tuple[Card, int]]:
    """(card, count) per distinct card in first-seen order, or DecklistError listing every bad line.

    `picks` maps a line number to the card number the player chose for that line's ambiguous name;
    a pick that is not one of the line's candidates is ignored, so the line stays ambiguous.
    """
    lines = list(lines)
    if len(lines) > MAX_LINES:
        raise DecklistError(
            [
                LineError(
                    lines[MAX_LINES].line_no,
                    lines[MAX_LINES].raw,
                    gettext("a decklist has at most {limit} card lines").format(limit=MAX_LINES),
                )
            ]
        )
    names = _Names()
    by_number = number_cards(numbers=[line.number for line in lines if line.number and not line.error])
    counts: dict[int, tuple[Card, int]] = {}
    errors = []
    for line in lines:
        card, error, candidates = _resolve_line(line, by_number, names, picks or {})
        if card is None:
            errors.append(LineError(line.line_no, line.raw, error, candidates))
            continue
        _, before = counts.get(card.pk, (card, 0))
        counts[card.pk] = (card, before + line.count)
    if errors:
        raise DecklistError(errors)
    return list(counts.values())
