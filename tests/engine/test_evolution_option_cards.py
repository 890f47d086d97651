"""Evolution Option cards that restrict what they pay for or stand in for a jogress partner
(RULES 4.2: EC-2, EC-3, A-20), compiled from the real card texts."""

import pytest

from gameplay.engine import IllegalAction, apply
from gameplay.engine.actions import Pass, Prepare, Proceed
from gameplay.engine.cards import OPTION, CardRecord, Requirement
from gameplay.engine.effects.compiler import compile_option

from .helpers import CINDERHOUND, EMBERPUP, REEFCRAB, SHELLKIT, arrange, deck, digimon, game
from .test_evolution import BLAZEWOLF, TWINFLAME, WR40

_POWER_BOX = "(O)Send this card face-down from your hand or slot to the Evolution Requirements box."
# St-808 "Winning Percentage: 40%!".
ST_808 = CardRecord(
    number="St-808",
    kind=OPTION,
    name="Winning Percentage: 40%!",
    timing="evolution",
    pays_win_rates=frozenset({40}),
    power_card=True,
    text=compile_option(
        "(O)Evolve your Digimon into a Perfect or Hybrid level Digimon with Winning Percentage: 40%! in its"
        " evolution requirements.",
        "Evolution Phase",
        _POWER_BOX,
    ),
)
# St-749 "Winning Percentage: 40%!".
ST_749 = CardRecord(
    number="St-749",
    kind=OPTION,
    name="Winning Percentage: 40%!",
    timing="evolution",
    pays_win_rates=frozenset({40}),
    power_card=True,
    text=compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! or Jogress"
        " Evolution in its evolution requirements. In the case of Jogress Evolution, treat this card as one"
        " of the component Digimon. After evolution, choose one card from your hand and send it to the Dark"
        " Area. (O)At the end of the evolution phase during which this card was used, send it to the Dark"
        " Area.",
        "Evolution Phase",
        _POWER_BOX,
    ),
)
# A Level IV that a 40 % card would pay for, were the card not restricted to Perfect/Hybrid.
EMBERHOUND = digimon(
    "EXAMPLE-90",
    "Emberhound",
    "IV",
    "A",
    (470, 420, 300),
    (30, 20, 10, 10),
    evolution=((Requirement("win_rate", percent=40),),),
)


def _evolution_phase(cards, hand, top=None):
    state = game(deck(EMBERPUP, *cards), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=list(hand))
    me = state.players[0]
    if top is not None:
        me.net_ocean.remove(top)
        me.digimon.append(top)
    apply(state, Pass())
    return state, me


def test_ec2_a20_a_win_rate_card_that_names_its_levels_pays_for_none_other():
    """St-808 pays 40 % towards a Perfect, never towards a Level IV."""
    assert ST_808.text.status == "compiled"
    state, me = _evolution_phase((EMBERHOUND, ST_808), (1, 2))
    with pytest.raises(IllegalAction):
        apply(state, Prepare(1, 0, (2,)))
    state, me = _evolution_phase((CINDERHOUND, BLAZEWOLF, ST_808), (2, 3), top=1)
    apply(state, Prepare(2, 0, (3,)))
    assert me.evo_box == [2]


def test_ec2_an_unrestricted_win_rate_card_still_pays_for_the_level_iv():
    state, me = _evolution_phase((EMBERHOUND, WR40), (1, 2))
    apply(state, Prepare(1, 0, (2,)))
    assert me.evo_box == [1]


def test_ec3_a_plug_in_that_stands_in_for_a_component_pays_for_the_jogress_partner():
    """St-749: the card goes to the Power Box in place of Reefcrab and the jogress happens."""
    assert ST_749.text.status == "compiled"
    state, me = _evolution_phase((CINDERHOUND, REEFCRAB, TWINFLAME, ST_749), (3, 4), top=1)
    apply(state, Prepare(3, 0, (4,)))
    while state.phase == "preparation":
        apply(state, Pass())  # both players end their preparation
    apply(state, Proceed())
    assert me.digimon == [0, 3]
    assert 4 in me.dark_area


def test_ec3_a_plain_win_rate_card_cannot_stand_in_for_a_jogress_partner():
    state, me = _evolution_phase((CINDERHOUND, REEFCRAB, TWINFLAME, WR40), (3, 4), top=1)
    with pytest.raises(IllegalAction):
        apply(state, Prepare(3, 0, (4,)))
