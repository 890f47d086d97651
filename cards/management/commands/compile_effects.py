"""`manage.py compile_effects`: compile every card's text into effects, store them, and compare
the result with the reviewed snapshot fixtures/effects/compiled.jsonl (DESIGN rule 6)."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.effects import TEXT_FIELDS, card_effects_store, catalog_effects, snapshot_path, snapshot_write
from cards.models import Card
from gameplay.engine.effects.compiled_cards import snapshot_changes, snapshot_lines, stale_override


class Command(BaseCommand):
    help = (
        "Compile every card's text into effects and store them with the cards, then list the cards "
        "whose compiled form differs from the snapshot fixtures/effects/compiled.jsonl. "
        "--write-snapshot accepts the new forms into the snapshot; --check stores nothing and fails "
        "when any card moved."
    )
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--write-snapshot", action="store_true", help="rewrite the snapshot file")
        parser.add_argument("--check", action="store_true", help="only compare; fail when cards moved")

    def handle(self, *args: Any, **options: Any) -> None:
        path = snapshot_path()
        compiled = catalog_effects(Card.objects.only(*TEXT_FIELDS))
        if not compiled:
            raise CommandError("No cards in the catalog: run `manage.py import_catalog` first.")
        for effects in compiled:
            if stale_override(effects):
                # The card's text changed since its override was written: the tables read it now.
                self.stdout.write(f"warning: {effects.number}: {effects.reason}")
        new = snapshot_lines(compiled)
        old = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        changes = snapshot_changes(old, new)
        for line in changes:
            self.stdout.write(line)
        if options["check"]:
            if changes:
                raise CommandError(f"{len(changes)} cards differ from {path}.")
            self.stdout.write(f"All {len(new)} cards compile as the snapshot says.")
            return
        stored = card_effects_store()
        self.stdout.write(f"Stored the compiled effects of {stored} cards whose effects changed.")
        if options["write_snapshot"]:
            count = snapshot_write(path=path)
            self.stdout.write(f"Wrote {path} ({count} cards, {len(changes)} moved).")
        elif changes:
            self.stdout.write(f"{len(changes)} cards differ from {path}; --write-snapshot accepts them.")
