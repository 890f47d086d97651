"""Small formatting filters of the deck pages."""

from django import template

from decks.legality import Issue
from decks.legality_words import issue_words

register = template.Library()


@register.filter
def percent(probability: float) -> str:
    """0.918403 -> "91.8%"."""
    return f"{100 * float(probability):.1f}%"


@register.filter
def percent_width(probability: float) -> float:
    """A probability as a bar width in percent (0..100)."""
    return max(0.0, min(100.0, 100 * float(probability)))


@register.filter
def words(issue: Issue) -> str:
    """A legality issue in the player's words (decks.legality_words)."""
    return issue_words(issue)
