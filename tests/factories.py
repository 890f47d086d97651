"""factory_boy factories for users and decks, and the named cast of permission tests (DESIGN rule 11).

The cast: `owner` owns the deck, `friend` was sent its share link, `outsider` has nothing to do
with it. Decks are created through decks.services so every factory deck has its first revision.
"""

import factory
from django.contrib.auth import get_user_model

from decks import services
from decks.models import Deck

PASSWORD = "correct-horse-battery"


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
