"""`manage.py effect_coverage`: how much card text the effect compiler understands (DESIGN rule 6)."""

from collections import defaultdict
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.utils.translation import gettext as _

from cards.effects import TEXT_FIELDS, card_text, overrides
from cards.models import Card
from gameplay.compiler.cards import CardText, compile_card_effects
from gameplay.compiler.coverage import coverage_report
from gameplay.compiler.pattern_usage import GENERAL, one_card_patterns, pattern_cards
from gameplay.compiler.text import manual_reason


class Command(BaseCommand):
    help = (
        "Compile every card's text into effects and print, for Digimon and Option cards separately, "
        "how many are fully compiled, partly, or manual, and the most common uncompiled texts; with "
        "--manual, every card not fully compiled with the reason, grouped by reason; with "
        "--one-card-patterns, the effect patterns that decide exactly one card (a per-card decision "
        "belongs in an override, fixtures/effects/overrides)."
    )
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--top", type=int, default=20, help="how many uncompiled texts to list")
        parser.add_argument(
            "--manual",
            action="store_true",
            help="list every card that is not fully compiled, grouped by why, most common reason first",
        )
        parser.add_argument(
            "--one-card-patterns",
            action="store_true",
            help="list the clause and statement patterns that decide exactly one card, and the card",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        cards = [card_text(card) for card in Card.objects.only(*TEXT_FIELDS).order_by("number").iterator()]
        if not cards:
            self.stdout.write(_("No cards in the catalog: run `manage.py import_catalog` first."))
            return
        if options["manual"]:
            for line in manual_lines(cards, overrides()):
                self.stdout.write(line)
            return
        if options["one_card_patterns"]:
            for line in one_card_lines(cards, overrides()):
                self.stdout.write(line)
            return
        for line in coverage_report(cards, top=options["top"], overrides=overrides()).lines():
            self.stdout.write(line)


def card_reason(card: CardText, override: dict[str, Any] | None) -> str | None:
    """Why the card is not fully compiled (None when it is): an override's note, else the first
    printed part left manual and what stops it (compiler.manual_reason)."""
    effects = compile_card_effects(card, override)
    if effects.status == "compiled":
        return None
    if effects.reason:
        return effects.reason
    return manual_reason(effects.manual[0], card.kind)


def manual_lines(cards: list[CardText], by_number: dict[str, dict[str, Any]]) -> list[str]:
    """One block per reason, most common first: "<count>  <reason>" and the cards' numbers."""
    groups: dict[str, list[str]] = defaultdict(list)
    for card in cards:
        reason = card_reason(card, by_number.get(card.number))
        if reason is not None:
            groups[reason].append(card.number)
    ordered = sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))
    lines = [
        _("%(count)d cards not fully compiled, %(reasons)d reasons:")
        % {"count": sum(len(numbers) for numbers in groups.values()), "reasons": len(groups)}
    ]
    for reason, numbers in ordered:
        lines.append(f"{len(numbers):>5}  {reason}")
        lines.append(f"       {', '.join(numbers)}")
    return lines


def one_card_lines(cards: list[CardText], by_number: dict[str, dict[str, Any]]) -> list[str]:
    """A count line, then one line per pattern that decides exactly one card: "<pattern>  <card>",
    with why it stays a pattern when it is one of the general ones (pattern_usage.GENERAL)."""
    found = one_card_patterns(pattern_cards(cards, by_number))
    lines = [
        _("%(count)d patterns decide exactly one card, %(general)d of them kept as general:")
        % {"count": len(found), "general": len(found.keys() & GENERAL.keys())}
    ]
    for name, number in found.items():
        kept = f"  (general: {GENERAL[name]})" if name in GENERAL else ""
        lines.append(f"{name}  {number}{kept}")
    return lines
