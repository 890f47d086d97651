"""Card names in the page's language: on a Japanese page a card is named as printed in Japan when
the catalog knows that name (cards.models.Card.name_ja), everywhere else by its English name."""

from typing import Any

from django.utils.translation import get_language

from cards.models import Card

# Number -> Japanese name, read once per process: the names change only with a catalog import.
_japanese: dict[str, str] = {}


def japanese_names() -> dict[str, str]:
    if not _japanese:
        _japanese.update(
            Card.objects.exclude(name_ja__isnull=True).exclude(name_ja="").values_list("number", "name_ja")
        )
    return _japanese


def in_japanese() -> bool:
    return (get_language() or "").startswith("ja")


def local_name(*, number: str, name: str) -> str:
    """`name`, or the Japanese name of card `number` on a Japanese page."""
    if in_japanese():
        return japanese_names().get(number, name)
    return name


def card_name(record: Any) -> str:
    """The name of an engine card record (number, name) as the page shows it."""
    return local_name(number=record.number, name=record.name)
