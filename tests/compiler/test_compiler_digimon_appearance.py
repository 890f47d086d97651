"""Appearance triggers (E-9): the engine puts an appearing Digimon on top like an evolution and fires
its "on_evolve" abilities, so "when this card makes its appearance" compiles to that trigger."""

from __future__ import annotations

import re

from gameplay.compiler.text import compile_digimon
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_option_slots import DiscardOptionSlots
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.negate_options import NegateOptions
from tests.engine.effects.overrides import override_text

APPEARANCE = re.compile(r"makes its appearance|make this Digimon appear|During appearance", re.I)


def _only(text: str, kind: str = "special"):
    result = compile_digimon([(kind, text)])
    assert result.status == "compiled", result.manual
    (ability,) = result.abilities
    return ability


def test_a_trailing_appearance_trigger():
    # BHK-2 Omegamon (3): "Regain 30 points when you make this Digimon appear."
    ability = _only("Regain 30 points when you make this Digimon appear.")
    assert (ability.trigger, ability.effects) == ("on_evolve", (ChangePoints("self", 30),))


def test_sending_every_option_card_or_only_the_active_ones():
    # Bo-342 Qinglongmon and Bo-393 Baihumon.
    (every,) = [a for a in override_text("Bo-342").abilities if a.trigger == "on_evolve"]
    assert (every.trigger, every.effects) == ("on_evolve", (DiscardOptionSlots("opponent", 3),))
    active = _only(
        "When this card makes its appearance, send all currently active Option cards in the opponent's"
        " slots to the Dark Area."
    )
    assert active.effects == (NegateOptions("opponent"),)


def test_during_appearance_hand_and_net_ocean_effects():
    # Re-22 Magna Kidmon and Re-24 Beel Starmon (information lines).
    discard = _only("During appearance, send two cards from the opponent's hand to the Dark Area.", "info")
    assert (discard.trigger, discard.effects) == ("on_evolve", (DiscardCards("opponent", 2),))
    draw = _only(
        "During appearance, draw the top 2 cards of your Net Ocean and add them to your hand.", "info"
    )
    assert draw.effects == (DrawCards("self", 2),)


def test_every_card_with_an_appearance_trigger_can_only_appear(catalog):
    # The reading above is exact only if these Digimon never enter the box by evolving.
    found = 0
    for card in catalog.filter(kind="digimon"):
        lines = [line.get("text", "") for line in card.abilities or []]
        if any(APPEARANCE.search(line) for line in lines):
            found += 1
            kinds = {req["kind"] for alt in card.evolution_requirements for req in alt}
            assert kinds == {"appearance"}, card.number
    assert found >= 8
