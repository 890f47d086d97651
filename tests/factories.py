"""factory_boy factories for users and decks, and the named cast of permission tests (DESIGN rule 11).

The cast: `owner` owns the deck, `friend` was sent its share link, `outsider` has nothing to do
with it. Decks are created through decks.services so every factory deck has its first revision.
"""

import factory
from django.contrib.auth import get_user_model

from decks import services
from decks.models import Deck

PASSWORD = "correct-horse-battery"

# A legal standard deck (RULES 2.2) of real Starter cards: 9 Level III, 9 IV, 4 Perfect, 8 options.
STARTER_DECK = [
    ("St-1", 3),  # Agumon, III
    ("St-5", 3),  # Gabumon, III
    ("St-7", 3),  # Tentomon, III
    ("St-2", 3),  # Greymon, IV: Agumon + ●●
    ("St-6", 3),  # Garurumon, IV: Gabumon + ××
    ("St-8", 3),  # Kabuterimon, IV: Tentomon + ●● or Gabumon + ●●
    ("St-29", 2),  # Triceramon, Perfect: Greymon + 40%
    ("St-28", 2),  # Atlur Kabuterimon, Perfect: Kabuterimon + 40%
    ("St-59", 3),  # Winning Percentage: 40%!
    ("St-49", 3),  # Offense Plug-In A
    ("St-50", 2),  # Defense Plug-In C
]
STARTER_TEXT = "\n".join(f"{count} {number}" for number, count in STARTER_DECK)


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"player{n}")
    password = factory.django.Password(PASSWORD)


class DeckFactory(factory.django.DjangoModelFactory):
    """A deck made by `decks.services.deck_create`; pass `entries=[(card, count), ...]`."""

    class Meta:
        model = Deck

    owner = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"Deck {n}")
    format_code = "standard"

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        return services.deck_create(**kwargs)


def cast() -> dict[str, object]:
    """The three users of permission tests."""
    return {name: UserFactory(username=name) for name in ("owner", "friend", "outsider")}
