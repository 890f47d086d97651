"""Which Option cards answer a declared use (B-6): a card whose own effect acts "before it takes
effect" is used in the opponent's window, not a card that only gives such an ability to the Digimon
(patterns/option_record.py), read from the real catalog."""

from __future__ import annotations

import pytest

from tests.engine.helpers import record


@pytest.mark.parametrize(
    "number",
    [
        # Bo-652 Junk City: "Add the special ability '(O)During battle, you may send one of the
        # opponent's Item Option cards with a capacity of +40 and above to their point gauge before it
        # takes effect' to the abilities field of your Ultimate level Digimon …"
        "Bo-652",
        # Bo-699 The Disgraced Hero: "When your Digimon evolves into a Cherubimon or Deathmon, add 'Only
        # twice during battle, you may invalidate one of the opponent's Option cards before it takes
        # effect (this is not a special ability)' to its abilities box."
        "Bo-699",
    ],
)
def test_b6_a_card_that_gives_an_answering_ability_is_used_in_its_own_window(catalog, number):
    assert not record(number).interrupt


def test_b6_a_card_whose_own_effect_acts_before_the_opponents_takes_effect_answers(catalog):
    # Bo-50: "(O)Invalidate one of the opponent's Program Option cards before it takes effect, …"
    assert record("Bo-50").interrupt
