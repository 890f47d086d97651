"""Small formatting filters of the deck pages."""

from django import template

register = template.Library()


@register.filter
def percent(probability: float) -> str:
    """0.918403 -> "91.8%"."""
    return f"{100 * float(probability):.1f}%"


@register.filter
def percent_width(probability: float) -> float:
    """A probability as a bar width in percent (0..100)."""
    return max(0.0, min(100.0, 100 * float(probability)))
