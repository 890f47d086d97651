"""Legality problems in players' words, in their language: one sentence per code of decks.legality.

The checker's codes (`E_DECK_SIZE`) and English messages stay in the API; pages show these sentences
and keep the code in a `title` tooltip and a `data-code` attribute.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from decks.legality import Issue

WORDS = {
    "E_WRONG_GAME": _(
        "“{number}” is a card of the 2020 Digimon Card Game; it cannot be played in this game."
    ),
    "E_UNKNOWN_CARD": _("There is no card numbered “{number}” in this game."),
    "E_DECK_SIZE": _("The deck has {count} cards; it needs exactly {size}."),
    "E_DECK_SIZE_UB": _("An Ultimate Battle deck needs at least {size} cards; this one has {count}."),
    "E_NOT_GAME_CARD": _("{name} ({number}) is not a card you can play (for example a D-Ark blue card)."),
    "E_NAME_LIMIT": _("{count} copies of {name} ({numbers}): at most {limit} cards of one name are allowed."),
    "W_SAME_NAME_DIFFERENT_NUMBER": _(
        "The {count} copies of {name} come from different numbers ({numbers}); they count as one name."
    ),
    "E_NO_LEVEL_III": _("The deck has no Level III Digimon, so you cannot choose a partner to start with."),
    "E_ULTIMATE_LIMIT": _("The deck has {count} Ultimate Digimon; this format allows at most {limit}."),
    "E_NUMBER_NOT_ALLOWED": _("{number} is not allowed in this format: only {prefixes} cards are."),
    "E_NOT_IN_FORMAT": _("{name} ({number}) is from set {set}, which the {format} format does not include."),
    "W_SIDE_POOL_UNCHECKED": _("The side pool is not checked: its limits depend on the cards in it."),
}
# W_CARD_DATA_INCOMPLETE says one of two things: a card with no level, or an incomplete table.
NO_LEVEL = _("{name} ({number}) has no level: check its lost points against your opponent by hand.")
PARTIAL_TABLE = _("{name} ({number}) lacks part of its lost-point table: check those points by hand.")


def issue_words(issue: Issue) -> str:
    """The issue as a player reads it; its English message when its code has no words here."""
    if issue.code == "W_CARD_DATA_INCOMPLETE":
        template = PARTIAL_TABLE if issue.params.get("has_level") else NO_LEVEL
    else:
        template = WORDS.get(issue.code)
    if template is None:
        return issue.message
    return str(template).format(**issue.params)
