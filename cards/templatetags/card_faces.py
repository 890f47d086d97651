"""`{% card_face card "small" %}`: a card's image or rendered face (cards.faces), one template."""

from django import template

from cards.faces import card_face as face_of
from cards.models import Card

register = template.Library()


@register.inclusion_tag("cards/_face.html")
def card_face(card: Card, size: str = "small") -> dict[str, object]:
    return {"face": face_of(card=card, size=size)}
