"""The name a card is shown under in the page's language."""

from typing import Any

from django import template

from cards.local_names import in_japanese

register = template.Library()


def _field(card: Any, name: str) -> str:
    # Pages pass Card rows and also plain link records ({"number": …, "name": …}).
    value = card.get(name, "") if isinstance(card, dict) else getattr(card, name, "")
    return value or ""


@register.filter
def local_name(card: Any) -> str:
    """The Japanese name on a Japanese page when the catalog knows it, otherwise the English name."""
    name_ja = _field(card, "name_ja")
    if name_ja and in_japanese():
        return name_ja
    return _field(card, "name")


@register.filter
def name_lang(card: Any) -> str:
    """The language of `local_name(card)`, for the element's lang attribute."""
    return "ja" if local_name(card) != _field(card, "name") else "en"
