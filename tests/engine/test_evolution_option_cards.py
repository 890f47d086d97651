"""Evolution Option cards that restrict what they pay for or stand in for a jogress partner
(RULES 4.2: EC-2, EC-3, A-20), compiled from the real card texts."""

import pytest

from gameplay.compiler.text import compile_option
from gameplay.engine import IllegalAction, apply, evolution
from gameplay.engine.actions import Pass, Prepare, Proceed
from gameplay.engine.attack import attack_value
from gameplay.engine.cards import OPTION, CardRecord, Requirement
from gameplay.engine.effect_context import DIGIMON, EngineContext
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.effects.families import traits as traits_family
from gameplay.engine.options import end_phase, end_turn
from gameplay.engine.power_grants import is_power_card
from tests.engine.effects.overrides import override_text

from .helpers import BOOSTER_CHIP, CINDERHOUND, EMBERPUP, REEFCRAB, SHELLKIT, arrange, deck, digimon, game
from .test_evolution import BLAZEWOLF, TWINFLAME, WR40


def _evolution_option(number, name, effect, activation, **extra):
    """A real Evolution Option card that pays from the power box (EC-2), its text compiled from its
    effect and activation columns as the catalog prints them."""
    return _power_card(number, name, compile_option(effect, "Evolution Phase", activation), **extra)


def _power_card(number, name, text, **extra):
    return CardRecord(
        number=number, kind=OPTION, name=name, timing="evolution", power_card=True, text=text, **extra
    )


_POWER_BOX = "(O)Send this card face-down from your hand or slot to the Evolution Requirements box."
# St-808 "Winning Percentage: 40%!".
ST_808 = _evolution_option(
    "St-808",
    "Winning Percentage: 40%!",
    "(O)Evolve your Digimon into a Perfect or Hybrid level Digimon with Winning Percentage: 40%! in its"
    " evolution requirements.",
    _POWER_BOX,
    pays_win_rates=frozenset({40}),
)
# St-749 "Winning Percentage: 40%!".
ST_749 = _evolution_option(
    "St-749",
    "Winning Percentage: 40%!",
    "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! or Jogress"
    " Evolution in its evolution requirements. In the case of Jogress Evolution, treat this card as one"
    " of the component Digimon. After evolution, choose one card from your hand and send it to the Dark"
    " Area. (O)At the end of the evolution phase during which this card was used, send it to the Dark"
    " Area.",
    _POWER_BOX,
    pays_win_rates=frozenset({40}),
)
# A Level IV that a 40 % card would pay for, were the card not restricted to Perfect/Hybrid.
EMBERHOUND = digimon(
    "EXAMPLE-E90",
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


def _evolve_with_card(top, target, card):
    """`top` in play evolves into `target` from the hand, paid by the Evolution Option `card`
    (EC-2); the player after the Prepare, which raises IllegalAction when the card does not pay."""
    state, me = _evolution_phase((top, target, card), (2, 3), top=1)
    apply(state, Prepare(2, 0, (3,)))
    return me


def test_ec2_a20_a_win_rate_card_that_names_its_levels_pays_for_none_other():
    """St-808 pays 40 % towards a Perfect, never towards a Level IV."""
    assert ST_808.text.status == "compiled"
    state, me = _evolution_phase((EMBERHOUND, ST_808), (1, 2))
    with pytest.raises(IllegalAction):
        apply(state, Prepare(1, 0, (2,)))
    assert _evolve_with_card(CINDERHOUND, BLAZEWOLF, ST_808).evo_box == [2]


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


INFINITY_TOWER = CardRecord(number="EXAMPLE-E91", name="Infinity Tower", kind=OPTION, timing="preparation")
OTHER_FIELD = CardRecord(number="EXAMPLE-E92", name="Sky City", kind=OPTION, timing="preparation")


def test_an_immunity_to_a_named_card_keeps_that_cards_effects_away_and_no_others():
    """'Cannot receive the effects of 'Infinity Tower'' (St-672's evolved Digimon)."""
    state = game(deck(EMBERPUP, INFINITY_TOWER, OTHER_FIELD), deck(SHELLKIT), first=0)
    me = state.players[0]
    me.digimon[:] = [0]
    base = attack_value(state, 0)
    traits_family.grant_immunity(EngineContext(state, 0, 0, DIGIMON, "phase"), "self", "card:Infinity Tower")
    attack_effects.add_attack(EngineContext(state, 0, 1, OPTION, "source"), "self", -100)
    assert attack_value(state, 0) == base
    attack_effects.add_attack(EngineContext(state, 0, 2, OPTION, "source"), "self", -100)
    assert attack_value(state, 0) == base - 100


# St-672 "Winning Percentage: 40%!".
ST_672 = _evolution_option(
    "St-672",
    "Winning Percentage: 40%!",
    "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! in its"
    " evolution requirements (The Digimon evolving with the use of this card cannot receive the effects"
    " of 'Infinity Tower'). After evolution, choose one card from your hand and send it to the Dark"
    " Area.",
    _POWER_BOX,
    pays_win_rates=frozenset({40}),
)


def test_ec2_the_evolved_digimon_gets_the_immunity_and_the_hand_card_goes_after_the_evolution():
    """St-672 from Level IV to Perfect: the Level IV leaves the box (B-11.3 clears what it held),
    yet the Perfect is immune to 'Infinity Tower'; one hand card goes to the Dark Area."""
    state, me = _evolution_phase((CINDERHOUND, BLAZEWOLF, ST_672, REEFCRAB), (2, 3, 4), top=1)
    apply(state, Prepare(2, 0, (3,)))
    while state.phase == "preparation":
        apply(state, Pass())
    hand = list(me.hand)
    # E-6 itself, so that the turn does not run on to its end (P-5 (d) clears immunities).
    evolution.carry_out(state, 0)
    assert me.digimon == [0, 2]
    assert "card:Infinity Tower" in me.immunities
    # Blazewolf draws two on evolving (E-6.5); then one hand card goes.
    assert len(me.hand) == len(hand) + 2 - 1


# Bo-1148 "Digimental of Fate".
BO_1148 = _evolution_option(
    "Bo-1148",
    "Digimental of Fate",
    "Send 1 card from your hand to the Dark Area. Evolve your Digimon into a Digimon with 'Digimental of"
    " Fate', 'Winning Percentage: 40%!' or 'Winning Percentage: 60%!' in its evolution requirements."
    " Send this card to the Dark Area at the end of the evolution phase.",
    "(O)Send this card face-down from your hand or slot to your power box. (O)Cannot be invalidated.",
    pays_win_rates=frozenset({40, 60}),
)


def _prepared_with_bo_1148():
    state, me = _evolution_phase((CINDERHOUND, BLAZEWOLF, BO_1148, REEFCRAB), (2, 3, 4), top=1)
    apply(state, Prepare(2, 0, (3,)))
    while state.phase == "preparation":
        apply(state, Pass())
    return state, me


def test_ec2_a_condition_cards_printed_cost_is_paid_when_it_is_used():
    """Bo-1148 pays the 40 % and costs one hand card, paid at E-6.2."""
    state, me = _prepared_with_bo_1148()
    hand = len(me.hand)
    evolution.carry_out(state, 0)
    assert me.digimon == [0, 2]
    # One card paid, then Blazewolf draws two on evolving (E-6.5).
    assert len(me.hand) == hand - 1 + 2
    assert 3 in me.dark_area


def test_e6_4_a_condition_cards_cost_that_cannot_be_paid_stops_the_evolution():
    state, me = _prepared_with_bo_1148()
    me.net_ocean.extend(me.hand)
    me.hand.clear()
    evolution.carry_out(state, 0)
    assert me.digimon == [0, 1]


BLUE_FIELD = CardRecord(
    number="EXAMPLE-E93", name="Blue Field", kind=OPTION, option_type="Field", frame="blue"
)
RED_FIELD = CardRecord(number="EXAMPLE-E94", name="Red Field", kind=OPTION, option_type="Field", frame="red")
BLUE_ITEM = CardRecord(number="EXAMPLE-E95", name="Blue Item", kind=OPTION, option_type="Item", frame="blue")


def test_o_k2_an_immunity_to_the_opponents_blue_frame_fields_lets_other_options_through():
    """Sx-104's evolved Digimon: 'cannot receive the effects of the opponent's blue frame Field cards'."""
    state = game(deck(EMBERPUP), deck(SHELLKIT, BLUE_FIELD, RED_FIELD, BLUE_ITEM), first=0)
    state.players[0].digimon[:] = [0]
    base = attack_value(state, 0)
    traits_family.grant_immunity(
        EngineContext(state, 0, 0, DIGIMON, "phase"), "self", "opponent_options:type:Field;frame:blue"
    )
    attack_effects.add_attack(EngineContext(state, 1, 1, OPTION, "source"), "opponent", -100)
    assert attack_value(state, 0) == base
    attack_effects.add_attack(EngineContext(state, 1, 2, OPTION, "source"), "opponent", -100)
    attack_effects.add_attack(EngineContext(state, 1, 3, OPTION, "source"), "opponent", -100)
    assert attack_value(state, 0) == base - 200


def test_o_k2_an_immunity_to_the_opponents_item_options_blocks_items_only():
    """'Cannot receive the effects of the opponent's Item Option cards' (`opponent_options:Item`)."""
    state = game(deck(EMBERPUP), deck(SHELLKIT, BLUE_FIELD, BLUE_ITEM), first=0)
    state.players[0].digimon[:] = [0]
    base = attack_value(state, 0)
    traits_family.grant_immunity(
        EngineContext(state, 0, 0, DIGIMON, "phase"), "self", "opponent_options:Item"
    )
    attack_effects.add_attack(EngineContext(state, 1, 2, OPTION, "source"), "opponent", -100)
    assert attack_value(state, 0) == base
    attack_effects.add_attack(EngineContext(state, 1, 1, OPTION, "source"), "opponent", -100)
    assert attack_value(state, 0) == base - 100


# St-926 "Transcendental Plug-In Z".
ST_926 = _evolution_option(
    "St-926",
    "Transcendental Plug-In Z",
    "(O)Fuse your Fusion Form Digimon into a Hybrid level Digimon with 'Wind to Flame and Ice to Sword'"
    " or 'Darkness to Light and Thunder to Cannon' in its fusion requirements. (O)After fusion, choose"
    " two cards from your hand and send them to the Dark Area. (O)At the end of the turn during which"
    " this card was used, send it to the Dark Area.",
    "(O)Send this card face-down from your Option slot to your Evolution Requirements box.",
)
FUSION_FORM = digimon(
    "EXAMPLE-E96",
    "Flamefusion",
    "Hybrid",
    "A",
    (500, 450, 300),
    (30, 20, 20, 10),
    groups=frozenset({"Fusion Form"}),
)
NO_FORM = digimon("EXAMPLE-E97", "Flamefusion", "Hybrid", "A", (500, 450, 300), (30, 20, 20, 10))
TRANSCENDENT = digimon(
    "EXAMPLE-E98",
    "Flametranscendent",
    "Hybrid",
    "A",
    (700, 650, 400),
    (30, 30, 20, 10),
    evolution=(
        (
            Requirement("from", names=("Flamefusion",)),
            Requirement("card", names=("Wind to Flame and Ice to Sword",)),
        ),
    ),
)


def test_ec5_a_capsule_card_pays_for_the_fusion_card_it_names_from_the_group_it_names():
    """St-926 stands for 'Wind to Flame and Ice to Sword', but only for a Fusion Form Digimon."""
    assert ST_926.text.status == "compiled"
    assert _evolve_with_card(FUSION_FORM, TRANSCENDENT, ST_926).evo_box == [2]
    with pytest.raises(IllegalAction):
        _evolve_with_card(NO_FORM, TRANSCENDENT, ST_926)
    with pytest.raises(IllegalAction):
        _evolve_with_card(FUSION_FORM, TRANSCENDENT, WR40)


# St-929 "Winning Percentage: 40%!".
ST_929 = _evolution_option(
    "St-929",
    "Winning Percentage: 40%!",
    "(O)Evolve your Digimon into a Digimon of the next level, or a Hybrid level Digimon with Winning"
    " Percentage: 40%! in its evolution requirements.",
    _POWER_BOX,
    pays_win_rates=frozenset({40}),
)
# An Ultimate reached from a Level IV along a named route (a warp, E-6.1).
WARPER = digimon(
    "EXAMPLE-E99",
    "Warpfang",
    "Ultimate",
    "A",
    (600, 560, 320),
    (30, 30, 20, 10),
    evolution=((Requirement("from", names=("Cinderhound",)), Requirement("win_rate", percent=40)),),
)


def test_ec2_a_next_level_or_hybrid_card_pays_for_the_next_level_but_not_for_a_warp():
    assert _evolve_with_card(CINDERHOUND, BLAZEWOLF, ST_929).evo_box == [2]
    with pytest.raises(IllegalAction):
        _evolve_with_card(CINDERHOUND, WARPER, ST_929)
    # An unrestricted 40 % card pays for the warp.
    assert _evolve_with_card(CINDERHOUND, WARPER, WR40).evo_box == [2]


# Bo-24t "Electric Fairy".
BO_24T = _evolution_option(
    "Bo-24t",
    "Electric Fairy",
    "(O)Ignore the evolution requirements and evolve the Level III Digimon in your Digimon box into a"
    " Level IV Digimon in your evolution box. (O)Add 150 to the attack power of the evolved Digimon only"
    " for the turn during which it evolved using this card. (O)At the end of the turn during which this"
    " card was used, send it to the Dark Area.",
    "(O)Send this card face-down from your hand to your evolution requirements box. (O)Choose 2 Digimon"
    " cards from your hand and send them to the Dark Area.",
    ignores_conditions=True,
)


def test_e11_an_ignore_card_for_a_level_iii_evolves_a_level_iii_only():
    """Bo-24t ignores the conditions of Level III to Level IV, never of Level IV to Perfect."""
    assert BO_24T.text.status == "compiled"
    state, me = _evolution_phase((EMBERHOUND, BO_24T), (1, 2))
    apply(state, Prepare(1, -1, (2,)))
    assert me.evo_box == [1]
    state, me = _evolution_phase((CINDERHOUND, BLAZEWOLF, BO_24T), (2, 3), top=1)
    with pytest.raises(IllegalAction):
        apply(state, Prepare(2, -1, (3,)))


def test_e11_the_ignore_cards_digimon_cost_is_paid_and_its_attack_lasts_the_turn():
    state, me = _evolution_phase((EMBERHOUND, BO_24T, REEFCRAB, TWINFLAME), (1, 2, 3, 4))
    apply(state, Prepare(1, -1, (2,)))
    while state.phase == "preparation":
        apply(state, Pass())
    base = EMBERHOUND.attacks
    evolution.carry_out(state, 0)
    assert me.digimon == [0, 1]
    # The two Digimon cards of its cost (the only two left in hand) went to the Dark Area.
    assert {3, 4} <= set(me.dark_area)
    # The Evolution Phase ends (B-11.2 ends phase-long changes); "for the turn" outlasts it.
    end_phase(state)
    assert attack_value(state, 0) in {value + 150 for value in base}
    end_turn(state)
    assert attack_value(state, 0) in set(base)


# Bo-143t "Gospel of the Fallen Angel".
BO_143T = _evolution_option(
    "Bo-143t",
    "Gospel of the Fallen Angel",
    'Evolve your Digimon with "Lucemon" in its name into a higher level Digimon with "Gospel of the'
    ' Fallen Angel" in its evolution requirements. For the turn, add 300 to the attack power of the'
    " Digimon that evolved. This card remains in the evolution requirements box until the end of the turn"
    " during which evolution occurred.",
    "(O)Send this card face-down from your hand or slot to the evolution requirements box.",
)
LUCEMON = digimon("EXAMPLE-E80", "Lucemon", "IV", "A", (450, 400, 300), (30, 20, 10, 10))
NOT_LUCEMON = digimon("EXAMPLE-E81", "Ashmon", "IV", "A", (450, 400, 300), (30, 20, 10, 10))
FALLEN = digimon(
    "EXAMPLE-E82",
    "Fallen Lucemon",
    "Perfect",
    "A",
    (700, 600, 400),
    (30, 30, 20, 10),
    evolution=((Requirement("card", names=("Gospel of the Fallen Angel",)),),),
)
# A Gospel route to a Digimon of the same level: not "a higher level Digimon".
SAME_LEVEL = digimon(
    "EXAMPLE-E83",
    "Lucemon Rookie",
    "IV",
    "A",
    (460, 410, 300),
    (30, 20, 10, 10),
    evolution=(
        (Requirement("from", names=("Lucemon",)), Requirement("card", names=("Gospel of the Fallen Angel",))),
    ),
)


def test_a_card_that_names_the_evolving_digimon_and_a_higher_level_pays_for_nothing_else():
    """Bo-143t: from a Digimon with 'Lucemon' in its name, into a higher level only."""
    assert BO_143T.text.status == "compiled"
    assert _evolve_with_card(LUCEMON, FALLEN, BO_143T).evo_box == [2]
    with pytest.raises(IllegalAction):
        _evolve_with_card(NOT_LUCEMON, FALLEN, BO_143T)
    with pytest.raises(IllegalAction):
        _evolve_with_card(LUCEMON, SAME_LEVEL, BO_143T)


# Bx-128 "X Eraser".
# Its effect is written as an override (fixtures/effects/overrides/Bx-128.json).
BX_128 = _power_card("Bx-128", "X Eraser", override_text("Bx-128"))
RED_HOUND = digimon("EXAMPLE-E84", "Greyhound", "IV", "A", (450, 400, 300), (30, 20, 10, 10), frame="red")
BLUE_HOUND = digimon("EXAMPLE-E85", "Greyhound", "IV", "A", (450, 400, 300), (30, 20, 10, 10), frame="blue")
X_HOUND = digimon(
    "EXAMPLE-E86",
    "Greyhound",
    "IV",
    "A",
    (520, 450, 300),
    (30, 20, 10, 10),
    frame="red",
    evolution=((Requirement("from", names=("Greyhound",)), Requirement("card", names=("X Eraser",))),),
)


def test_a_card_for_a_red_frame_digimon_evolves_it_into_its_own_name():
    """Bx-128: a red frame Digimon into a Digimon of the same name; a blue frame one cannot."""
    assert BX_128.text.status == "compiled"
    assert _evolve_with_card(RED_HOUND, X_HOUND, BX_128).evo_box == [2]
    with pytest.raises(IllegalAction):
        _evolve_with_card(BLUE_HOUND, X_HOUND, BX_128)


# Bx-106 "Death-X-Evolution!!".
BX_106 = _power_card("Bx-106", "Death-X-Evolution!!", override_text("Bx-106"))


def _death_x(name, level, frame):
    return digimon(
        f"EXAMPLE-E87-{name}",
        name,
        level,
        "A",
        (520, 450, 300),
        (30, 20, 10, 10),
        frame=frame,
        evolution=(
            (Requirement("from", names=("Greyhound",)), Requirement("card", names=("Death-X-Evolution!!",))),
        ),
    )


def test_a_card_for_the_next_or_the_same_level_of_one_frame_pays_for_no_warp():
    """Bx-106: a red frame Digimon of the same level yes; a blue one, or a red Ultimate (a warp), no."""
    assert _evolve_with_card(RED_HOUND, _death_x("Deathhound", "IV", "red"), BX_106).evo_box == [2]
    for target in (_death_x("Bluehound", "IV", "blue"), _death_x("Doomhound", "Ultimate", "red")):
        with pytest.raises(IllegalAction):
            _evolve_with_card(RED_HOUND, target, BX_106)


def test_ec2_a_card_that_evolves_through_what_it_pays_is_a_power_box_card_never_flipped():
    """Bx-67 prints no Power Box timing, yet its text evolves through the card it pays for."""
    bx_67 = CardRecord(
        number="Bx-67",
        kind=OPTION,
        name="Release of the Sealed Knight!",
        timing="evolution",
        text=compile_option(
            "Evolve your Digimon into a Digimon with 'Release of the Sealed Knight!' in its evolution"
            " requirements. The evolved Digimon cannot receive the effects of the opponent's Option cards for"
            " the turn. Remains in the power box until the end of the turn during which evolution occurred.",
            "Evolution Phase",
            "",
        ),
    )
    assert is_power_card(bx_67)
    assert not is_power_card(BOOSTER_CHIP)
