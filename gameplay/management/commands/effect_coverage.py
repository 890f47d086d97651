"""`manage.py effect_coverage`: how much card text the effect compiler understands (DESIGN rule 6)."""

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from cards.effects import TEXT_FIELDS, card_text, overrides
from cards.models import Card
from gameplay.engine.effects.coverage import coverage_report


class Command(BaseCommand):
    help = (
        "Compile every card's text into effects and print, for Digimon and Option cards separately, "
        "how many are fully compiled, partly, or manual, and the most common uncompiled texts."
    )
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--top", type=int, default=20, help="how many uncompiled texts to list")

    def handle(self, *args: Any, **options: Any) -> None:
        cards = (card_text(card) for card in Card.objects.only(*TEXT_FIELDS).iterator())
        report = coverage_report(cards, top=options["top"], overrides=overrides())
        if report.digimon.total + report.option.total == 0:
            self.stdout.write("No cards in the catalog: run `manage.py import_catalog` first.")
            return
        for line in report.lines():
            self.stdout.write(line)
