"""`manage.py import_catalog [DIR]`: load the DigimonHC set files into the card catalog."""

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.catalog.reader import CatalogError
from cards.services import catalog_import, report_lines


class Command(BaseCommand):
    help = (
        "Import the card catalog from the DigimonHC CardData*.txt files in DIR "
        "(default: $DMCG_CATALOG_DIR, else ../shared/data/dmhc/sets). All or nothing; "
        "running it again changes nothing unless a source row changed."
    )
    # The import needs the database only: a half-finished URL module elsewhere in the project
    # must not stop the catalog from loading.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("folder", nargs="?", help="folder with the CardData*.txt set files")

    def handle(self, *args: Any, **options: Any) -> None:
        folder = Path(options["folder"] or settings.CATALOG_DIR)
        japanese_dir = getattr(settings, "JAPANESE_NAMES_DIR", None)
        try:
            report = catalog_import(folder=folder, japanese_dir=japanese_dir)
        except CatalogError as error:
            raise CommandError(str(error)) from error
        verbosity = options["verbosity"]
        if verbosity == 0:
            return
        for line in report_lines(report, warnings=verbosity >= 1):
            self.stdout.write(line)
