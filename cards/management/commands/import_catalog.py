"""`manage.py import_catalog [DIR]`: load the DigimonHC set files into the card catalog."""

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.catalog.reader import CatalogError
from cards.services import catalog_import, report_lines


class Command(BaseCommand):
    help = (
        "Import the card catalog from the DigimonHC CardData*.txt files in DIR (default: where "
        "the settings read it: $DMCG_CATALOG_DIR, else ../shared/data, else the fetch_catalog data "
        "folder). All or nothing, and running it again changes nothing unless a source row changed. "
        "A damaged file stops it at file:line; an import that would remove cards or evolution links "
        "stops unless --allow-removals."
    )
    # The import needs the database only: a half-finished URL module elsewhere in the project
    # must not stop the catalog from loading.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("folder", nargs="?", help="folder with the CardData*.txt set files")
        parser.add_argument(
            "--allow-removals",
            action="store_true",
            help="remove the cards and evolution links the source no longer has",
        )
        parser.add_argument("--verbose", action="store_true", help="list every row warning (as -v 2 does)")

    def handle(self, *args: Any, **options: Any) -> None:
        folder = Path(options["folder"] or settings.CATALOG_DIR)
        try:
            report = catalog_import(
                folder=folder,
                japanese_dir=settings.JAPANESE_NAMES_DIR,
                formats_file=settings.FORMATS_FILE,
                allow_removals=options["allow_removals"],
            )
        except CatalogError as error:
            raise CommandError(str(error)) from error
        verbosity = options["verbosity"]
        if verbosity == 0:
            return
        for line in report_lines(report, list_warnings=options["verbose"] or verbosity >= 2):
            self.stdout.write(line)
