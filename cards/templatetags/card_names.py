"""The name a card is shown under in the page's language."""

from django import template
from django.utils.translation import get_language

register = template.Library()


@register.filter
def local_name(card) -> str:
    """The Japanese name on a Japanese page when the catalog knows it, otherwise the English name."""
    name_ja = getattr(card, "name_ja", "")
    if name_ja and (get_language() or "").startswith("ja"):
        return name_ja
    return card.name


@register.filter
def name_lang(card) -> str:
    """The language of `local_name(card)`, for the element's lang attribute."""
    return "ja" if local_name(card) != card.name else "en"
