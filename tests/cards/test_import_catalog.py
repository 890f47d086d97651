"""The catalog importer against the real DigimonHC catalog (issue 2, sections 2 and 3)."""

from cards.models import Card


def test_it_imports_every_one_of_the_3078_card_numbers(catalog):
    assert Card.objects.count() == 3078
    assert Card.objects.filter(kind="digimon").count() == 2372
    assert Card.objects.filter(kind="option").count() == 706
