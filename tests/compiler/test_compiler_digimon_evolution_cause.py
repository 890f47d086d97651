"""E-6.5 evolve triggers that name the cause of the evolution: "When you evolve into this Digimon due
to the effects of the opponent's Option cards, …" (patterns/digimon_evolution_cause.py) compiles to
an "on_evolve" ability held by `EvolvedBy("opponent_option")`."""

from __future__ import annotations

import pytest

from gameplay.compiler.text import compile_digimon
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.evolved_by import EvolvedBy
from gameplay.engine.effects.discard_hand import DiscardHand
from tests.engine.effects.recording import RecordingContext, SideView

# Bo-1113 Aero V-dramon, Bo-1114 V-dramon, Bo-1126 Metal Greymon, Bo-1127 Greymon, Bo-1130 Devimon,
# Bo-1131 Vamdemon, Bo-1165 Blade Kuwagamon, Bo-1167 Metallife Kuwagamon, Bo-1169 Sealsdramon,
# Bo-1173 Liamon and Bo-1174 Loader Liomon all print it.
REDUCE = (
    "When you evolve into this Digimon due to the effects of the opponent's Option cards, reduce the"
    " opponent's points by 20."
)
# Bo-1171 Tankdramon.
DISCARD = (
    "When you evolve into this Digimon due to the effects of the opponent's Option cards, immediately"
    " send the opponent's entire hand to the Dark Area."
)


def _only(text: str):
    result = compile_digimon([("special", text)])
    assert result.status == "compiled", result.manual
    (ability,) = result.abilities
    return ability


def test_an_evolution_by_the_opponents_option_reduces_the_opponents_points():
    ability = _only(REDUCE)
    assert ability.trigger == "on_evolve"
    assert ability.condition == EvolvedBy("opponent_option")
    assert ability.effects == (ChangePoints("opponent", -20),)


def test_tankdramon_sends_the_opponents_entire_hand_immediately():
    ability = _only(DISCARD)
    assert (ability.trigger, ability.condition) == ("on_evolve", EvolvedBy("opponent_option"))
    assert ability.effects == (DiscardHand("opponent"),)


@pytest.mark.parametrize(
    ("cause", "holds"),
    [("opponent_option", True), ("own_option", False), ("opponent_ability", False), ("", False)],
)
def test_the_condition_holds_only_for_an_evolution_by_the_opponents_option(cause, holds):
    ctx = RecordingContext(me=SideView(evolved_by=cause))
    assert EvolvedBy("opponent_option").holds(ctx) is holds


def test_a_plain_evolve_trigger_keeps_no_cause():
    # The same sentence without the cause is every evolution's (E-6.5).
    ability = _only("When you evolve into this Digimon, reduce the opponent's points by 20.")
    assert (ability.trigger, ability.condition) == ("on_evolve", None)


def test_the_catalog_cards_compile_whole(catalog):
    from cards.effects import card_text
    from cards.models import Card
    from gameplay.compiler.cards import compile_card_effects

    numbers = {"Bo-1113", "Bo-1114", "Bo-1126", "Bo-1127", "Bo-1130", "Bo-1131", "Bo-1165", "Bo-1167"}
    numbers |= {"Bo-1169", "Bo-1171", "Bo-1173", "Bo-1174"}
    for card in Card.objects.filter(number__in=numbers):
        compiled = compile_card_effects(card_text(card))
        assert compiled.status == "compiled", (card.number, compiled.manual)
        assert any(a.condition == EvolvedBy("opponent_option") for a in compiled.text.abilities), card.number
    assert Card.objects.filter(number__in=numbers).count() == len(numbers)
