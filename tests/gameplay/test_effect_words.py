"""How the engine plays a card, in words (gameplay.effect_words), over the real catalog."""

import pytest

from gameplay.effect_words import IMMUNITY_WORDS, TEMPLATES, card_engine_words, effect_sentence
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import EFFECT_KINDS
from gameplay.engine.effects.swap_points import SwapPoints

pytestmark = pytest.mark.django_db


def test_every_card_of_the_catalog_reads_with_no_unfilled_placeholder(catalog):
    statuses = {"compiled": 0, "partial": 0, "manual": 0}
    for card in catalog.all():
        words = card_engine_words(card=card)
        statuses[words["status"]] += 1
        assert words["reason"]
        for sentence in words["sentences"]:
            assert "{" not in sentence and sentence.endswith("."), (card.number, sentence)
        # A card is played by hand exactly where the compiler left text.
        assert bool(words["manual"]) == (words["status"] != "compiled"), card.number
    assert all(statuses.values())


def test_the_templates_name_only_known_effect_kinds_and_immunities():
    assert set(TEMPLATES) <= set(EFFECT_KINDS)
    from gameplay.engine.effects import immunity

    vocabulary = {value.rstrip(":") for name, value in vars(immunity).items() if name.isupper()}
    assert set(IMMUNITY_WORDS) <= vocabulary


def test_an_option_reads_when_it_acts_what_it_does_and_its_cost(catalog):
    words = card_engine_words(card=catalog.get(number="St-53"))
    assert words["status"] == "compiled"
    assert words["sentences"] == ["When used: add 50 to your attack, paying its printed cost."]


def test_a_conditional_ability_says_its_printed_condition_limits_it(catalog):
    sentences = card_engine_words(card=catalog.get(number="St-108"))["sentences"]
    assert sentences == ["When used: add 100 to your attack (when its printed condition holds)."]


def test_a_negative_amount_reads_as_a_subtraction():
    assert (
        effect_sentence(AddAttack(side="opponent", amount=-200)) == "subtract 200 from the opponent's attack"
    )


def test_a_kind_without_a_template_falls_back_to_the_engines_english():
    assert "swap_points" not in TEMPLATES
    assert effect_sentence(SwapPoints()) == "your and the opponent's points are swapped"
