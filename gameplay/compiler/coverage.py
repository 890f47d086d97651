"""How much of the catalog's card text the compiler turns into effects (DESIGN rule 6).

Pure: it takes plain card texts (the Django side builds them from Card rows) and returns counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gameplay.compiler.cards import CardKind, CardText, compile_card_effects
from gameplay.engine.effects.base import Status
from gameplay.engine.effects.compiled_cards import CardEffects


@dataclass(frozen=True)
class KindReport:
    """Coverage of one kind of card: how many are compiled, partial or manual."""

    kind: CardKind
    compiled: int
    partial: int
    manual: int
    # The most common texts left manual, with how many cards carry each.
    top_uncompiled: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return self.compiled + self.partial + self.manual

    def percent(self, status: Status) -> float:
        """Share of the cards with `status`, in percent (0 when there are no cards)."""
        count = {"compiled": self.compiled, "partial": self.partial, "manual": self.manual}[status]
        return 100.0 * count / self.total if self.total else 0.0

    def lines(self) -> list[str]:
        title = "Digimon abilities" if self.kind == "digimon" else "Option effects"
        out = [f"{title}: {self.total} cards"]
        for status in ("compiled", "partial", "manual"):
            count = getattr(self, status)
            out.append(f"  {status:<9} {count:>5}  {self.percent(status):5.1f} %")
        out.append(f"  {len(self.top_uncompiled)} most common uncompiled texts:")
        out.extend(f"  {n:>4}  {text}" for text, n in self.top_uncompiled)
        return out


@dataclass(frozen=True)
class Report:
    digimon: KindReport
    option: KindReport

    def lines(self) -> list[str]:
        return [*self.digimon.lines(), "", *self.option.lines()]


def _kind_report(kind: CardKind, results: list[CardEffects], top: int) -> KindReport:
    statuses = Counter(result.status for result in results)
    # Count each text once per card, so a card repeating a line does not weigh twice.
    texts = Counter(text for result in results for text in set(result.manual))
    return KindReport(
        kind=kind,
        compiled=statuses["compiled"],
        partial=statuses["partial"],
        manual=statuses["manual"],
        top_uncompiled=tuple(sorted(texts.items(), key=lambda item: (-item[1], item[0]))[:top]),
    )


def coverage_report(
    cards: Iterable[CardText], top: int = 20, overrides: Mapping[str, dict[str, Any]] | None = None
) -> Report:
    """Compile every card (with its override, fixtures/effects/overrides) and count the outcome for
    Digimon and for Option cards separately."""
    results: dict[CardKind, list[CardEffects]] = {"digimon": [], "option": []}
    for card in cards:
        results[card.kind].append(compile_card_effects(card, (overrides or {}).get(card.number)))
    return Report(
        digimon=_kind_report("digimon", results["digimon"], top),
        option=_kind_report("option", results["option"], top),
    )
