"""`manage.py fetch_catalog [--url URL] [--images] [--if-missing]`: fetch the verified card data."""

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.catalog.download import FetchError
from cards.catalog.fetch import catalog_fetch, images_fetch, japanese_names_fetch, japanese_pins
from cards.catalog.sources import SETS, holds_catalog


class Command(BaseCommand):
    help = (
        "Download the DigimonHC set files and formats.txt named by the plugin's update list "
        "(default: $DMCG_CATALOG_URL, else the plugin's own), verify every LackeyCCG checksum and "
        "move them into $DMCG_DATA_DIR (default var/data) only when all verify; then the pinned "
        "Japanese names. Files already present and verified are not downloaded again."
    )
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--url", help="update list to read (default: $DMCG_CATALOG_URL or the plugin's)")
        parser.add_argument(
            "--images", action="store_true", help="also download the card images the set files name"
        )
        parser.add_argument(
            "--if-missing",
            action="store_true",
            help="do nothing when the catalog is already where import_catalog reads it",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        catalog_dir, data_dir = settings.CATALOG_DIR, settings.DATA_DIR
        if options["images"] and settings.CARD_IMAGES.folder is None:
            # Said before anything is downloaded.
            raise CommandError(
                "DMCG_CARD_IMAGES is a URL template, so there is no images folder to fill: "
                "set it to a folder (or unset it) to fetch the card images"
            )
        if options["if_missing"]:
            if holds_catalog(catalog_dir):
                self.stdout.write(f"card catalog present in {catalog_dir}; nothing to fetch")
                return
            if catalog_dir != data_dir / SETS:
                # The fetched copy would not be read: say which setting points elsewhere.
                raise CommandError(
                    f"{catalog_dir} (chosen by {settings.CATALOG_ORIGIN}) holds no set files: put the "
                    "DigimonHC sets/CardData*.txt there, or unset DMCG_CATALOG_DIR to fetch into "
                    f"{data_dir}"
                )
        try:
            report = catalog_fetch(
                url=options["url"] or settings.CATALOG_URL, data_dir=data_dir, say=self.stdout.write
            )
        except FetchError as error:
            prefix = "no card catalog here and the fetch failed: " if options["if_missing"] else ""
            raise CommandError(f"{prefix}{error}") from None
        self.stdout.write(
            japanese_names_fetch(base_url=settings.JA_NAMES_URL, data_dir=data_dir, pins=japanese_pins())
        )
        if options["images"]:
            self._fetch_images(report.image_base, data_dir)
        if catalog_dir != data_dir / SETS:
            origin = settings.CATALOG_ORIGIN
            self.stdout.write(f"note: import_catalog reads {catalog_dir} ({origin}), not this copy")

    def _fetch_images(self, base_url: str, data_dir: Path) -> None:
        folder = settings.CARD_IMAGES.folder
        self.stdout.write(f"fetching card images from {base_url} into {folder} …")

        def progress(done: int, total: int) -> None:
            self.stderr.write(f"\rimages {done}/{total}", ending="\n" if done == total else "")

        try:
            images = images_fetch(base_url=base_url, data_dir=data_dir, images_dir=folder, progress=progress)
        except FetchError as error:
            raise CommandError(str(error)) from None
        self.stdout.write(
            f"images: {images.downloaded} downloaded ({images.bytes} bytes), {images.present} already "
            f"present, {len(images.missing)} not on the server"
            + (f": {', '.join(images.missing[:10])}" if images.missing else "")
        )
