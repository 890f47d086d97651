"""The engine really carries out the context operations added for Digimon abilities: a support
Digimon to the Dark Area (B-10.5), a named option invalidated (O-L4), attacking last (RULES 0.3)."""

import pytest

from gameplay.engine import apply, battle, evolution, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import DIGIMON, OPTION, EngineContext
from gameplay.engine.effects.attack_last import AttackLast
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.conditions.phase_is import PhaseIs
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.effects.families import cards as cards_family
from gameplay.engine.effects.families import options as option_family
from gameplay.engine.effects.families import points as points_family
from gameplay.engine.effects.families import traits as traits_family
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.invalidate_active_option import InvalidateActiveOption
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.moves import top_to_dark_area
from gameplay.engine.options import end_phase, end_turn
from gameplay.engine.state import EVOLUTION, NONE

from .helpers import CINDERHOUND, SHELLKIT, ability, deck, digimon, game, option, text
from .test_battle import put_tops, sheet

NSO_SUPPORT = digimon(
    "EXAMPLE-70", "Haunter", "III", "B", (300, 300, 300), (20, 10, 10, 10), fields=frozenset({"NSo"})
)
SKY_CITY = option("EXAMPLE-71", "Sky City", option_type="Field", timing="preparation")
BOOST = option("EXAMPLE-75", "Boost", option_type="Item")
DARK_CITY = option("EXAMPLE-72", "Dark City", option_type="Field", timing="preparation")
LATECOMER = digimon(
    "EXAMPLE-73",
    "Latecomer",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(ability(AttackLast("self"), trigger="continuous")),
)


def _ctx(state, player):
    return EngineContext(state, player, state.players[player].digimon[-1], DIGIMON, "phase")


def _apart(state, player, card_id):
    """Take a card out of the hand and the Net Ocean, to put it somewhere by hand."""
    me = state.players[player]
    for zone in (me.hand, me.net_ocean):
        if card_id in zone:
            zone.remove(card_id)


def _with_support(card):
    state = game(deck(SHELLKIT), deck(SHELLKIT, card), first=0)
    _apart(state, 1, 1)
    state.players[1].support = 1
    return state


def test_b10_5_a_support_digimon_that_passes_the_filter_goes_to_the_dark_area():
    state = _with_support(NSO_SUPPORT)
    cards_family.send_support_box_cards(_ctx(state, 0), "opponent", "digimon;field:NSo", "digimon", 1, False)
    assert state.players[1].support == NONE
    assert 1 in state.players[1].dark_area


def test_b10_5_a_support_digimon_of_another_field_stays():
    state = _with_support(NSO_SUPPORT)
    cards_family.send_support_box_cards(_ctx(state, 0), "opponent", "digimon;field:NSp", "digimon", 1, False)
    assert state.players[1].support == 1


def _with_slots(*cards, face_up=()):
    state = game(deck(SHELLKIT), deck(SHELLKIT, *cards), first=0)
    opponent = state.players[1]
    for index in range(len(cards)):
        card_id = 1 + index
        _apart(state, 1, card_id)
        opponent.slots[index] = card_id
        opponent.face_up[index] = index in face_up
        opponent.active[index] = index in face_up
    return state


def test_o_l4_only_the_named_option_is_invalidated_and_sent_to_the_dark_area():
    state = _with_slots(DARK_CITY, SKY_CITY, face_up=(0, 1))
    option_family.invalidate_named_option(_ctx(state, 0), "opponent", ("Sky City",))
    opponent = state.players[1]
    assert opponent.slots[:2] == [1, NONE]
    assert 2 in opponent.dark_area and 1 not in opponent.dark_area


def test_o_l4_a_named_option_that_is_not_there_changes_nothing():
    state = _with_slots(DARK_CITY, face_up=(0,))
    option_family.invalidate_named_option(_ctx(state, 0), "opponent", ("Sky City",))
    assert state.players[1].slots[0] == 1


def test_rules_0_3_a_digimon_that_attacks_last_makes_its_owner_the_second_player_of_the_battle():
    # Player 0 is FP of the turn; its Latecomer "will always attack last" (Bo-297's text).
    state = game([LATECOMER] * 30, [SHELLKIT] * 30, first=0)
    for me in state.players:
        if not me.digimon:
            me.digimon.append(me.hand.pop(0))
    assert state.fp == 0
    battle.start(state)
    assert state.sp == 0
    # B-4: the second player opens the use windows.
    assert state.actor == 0


def test_only_face_down_option_cards_are_sent_by_a_face_down_discard():
    state = _with_slots(DARK_CITY, SKY_CITY, face_up=(0,))
    option_family.discard_face_down_slots(_ctx(state, 0), "opponent", 1)
    opponent = state.players[1]
    assert opponent.slots[:2] == [1, NONE]
    assert 2 in opponent.dark_area


def test_o_l4_only_a_face_up_card_of_the_type_is_invalidated_as_currently_active():
    # Slot 1 holds a face-down Field card, slot 2 an active one: only the active one goes.
    state = _with_slots(SKY_CITY, DARK_CITY, face_up=(1,))
    option_family.invalidate_active_option(_ctx(state, 0), "opponent", "Field")
    opponent = state.players[1]
    assert opponent.slots[:2] == [1, NONE]
    assert 2 in opponent.dark_area


def test_o_l4_an_active_card_of_another_type_is_not_invalidated():
    state = _with_slots(SKY_CITY, face_up=(0,))
    option_family.invalidate_active_option(_ctx(state, 0), "opponent", "Item")
    assert state.players[1].slots[0] == 1


SWAPPER = digimon(
    "EXAMPLE-74",
    "Swapper",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(ability(MultiplyAttack("self", 2), trigger="on_swap")),
)


def test_e2_a_level_iii_swapped_in_fires_its_on_swap_abilities_for_the_turn():
    # Bo-658's "For the turn during which this card was swapped into the Digimon box for another
    # Level III, double your attack power."
    state = game(deck(SHELLKIT, SWAPPER), deck(SHELLKIT), first=0)
    _apart(state, 0, 1)
    me = state.players[0]
    me.pending_swap = 1
    evolution.do_swap(state, 0)
    assert me.digimon == [1]
    # Shellkit is type B, so the Swapper attacks with its B (300), doubled.
    assert attack_value(state, 0) == 600
    assert all(m.lifetime == "turn" for m in state.modifiers if m.source == 1)


def test_rules_1_8_an_added_field_and_group_are_seen_by_conditions_until_the_phase_ends():
    state = game(deck(SHELLKIT), deck(SHELLKIT), first=0)
    support = EngineContext(state, 0, 5, "support", "phase")
    traits_family.add_trait(support, "opponent", "field", "DA")
    traits_family.add_trait(support, "opponent", "group", "Royal Knights")
    mine = _ctx(state, 0)
    assert "DA" in mine.fields("opponent") and "DA" not in mine.fields("self")
    assert mine.groups("opponent") == frozenset({"Royal Knights"})
    # B-10.7: a support's effect lasts until the end of the phase.
    end_phase(state)
    assert "DA" not in mine.fields("opponent")


def test_an_immunity_to_field_options_blocks_and_ends_even_its_owners_own_field():
    # Bo-431: "All Digimon cannot receive the effects of Field Option cards."
    state = game(deck(SHELLKIT, SKY_CITY, BOOST), deck(SHELLKIT), first=0)
    base = attack_value(state, 0)
    field = EngineContext(state, 0, 1, OPTION, "source")
    attack_effects.add_attack(field, "self", 100)
    assert attack_value(state, 0) == base + 100
    traits_family.grant_immunity(_ctx(state, 1), "opponent", "options:Field")
    assert attack_value(state, 0) == base
    attack_effects.add_attack(field, "self", 100)
    assert attack_value(state, 0) == base
    # An Item option still reaches the Digimon.
    attack_effects.add_attack(EngineContext(state, 0, 2, OPTION, "source"), "self", 50)
    assert attack_value(state, 0) == base + 50


PREPARER = digimon(
    "EXAMPLE-76",
    "Preparer",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(
        ability(
            InvalidateActiveOption("opponent", "Field"), condition=PhaseIs(("preparation",)), cost=(Cost(1),)
        )
    ),
)


def test_t_p5_a_preparation_phase_ability_is_offered_with_the_preparation_options_and_not_in_battle():
    # Bo-359's "During your Preparation Phase, you may discard … and invalidate one currently active
    # Field Option card."
    state = game(deck(PREPARER), deck(SHELLKIT, SKY_CITY), first=0)
    opponent = state.players[1]
    _apart(state, 1, 1)
    opponent.slots[0], opponent.face_up[0], opponent.active[0] = 1, True, True
    apply(state, Pass())  # T-P1: no discard; on to the swap, preparation and use steps.
    assert state.actor == 0 and UseAbility(0) in legal_actions(state)
    apply(state, UseAbility(0))
    assert opponent.slots[0] == NONE and 1 in opponent.dark_area
    assert len(state.players[0].dark_area) == 1  # the discarded card paid for it
    # In battle the same ability is not offered to its owner, who opens the windows as SP (B-4).
    battle_state = game(deck(PREPARER), deck(SHELLKIT), first=1)
    for me in battle_state.players:
        if not me.digimon:
            me.digimon.append(me.hand.pop(0))
    battle.start(battle_state)
    assert battle_state.actor == 0
    assert not any(isinstance(a, UseAbility) for a in legal_actions(battle_state))


FLIER = digimon(
    "EXAMPLE-77",
    "Flier",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(ability(GrantKeyword("self", "sky"), condition=PhaseIs(("evolution",)), cost=(Cost(1),))),
)


def test_e3_an_evolution_phase_ability_is_offered_in_the_evolution_step():
    # St-361: "During your Evolution Phase, you may discard 1 card from your hand and gain the
    # ability "sky" until the end of the turn."
    state = game(deck(FLIER), deck(SHELLKIT), first=0)
    state.phase, state.step, state.actor = EVOLUTION, "evolve", 0
    assert UseAbility(0) in legal_actions(state)
    apply(state, UseAbility(0))
    assert "sky" in state.players[0].keywords
    assert len(state.players[0].dark_area) == 1


def test_p5_d_a_digimon_marked_to_leave_goes_to_the_dark_area_at_the_end_of_the_turn():
    # Bo-2j Omegamon: "At the end of the turn during which fusion took place, send this card to
    # the Dark Area." The evolved form leaves; the Level III under it stays.
    state = game(sheet(CINDERHOUND), deck(SHELLKIT), first=0)
    put_tops(state)
    me = state.players[0]
    assert me.digimon == [0, 29]
    points_family.leave_at_end_of_turn(EngineContext(state, 0, 29, DIGIMON, "turn"))
    end_turn(state)
    assert me.digimon == [0] and 29 in me.dark_area


def test_p5_d_the_mark_ends_with_the_digimon_that_carried_it():
    state = game(sheet(CINDERHOUND), deck(SHELLKIT), first=0)
    put_tops(state)
    points_family.leave_at_end_of_turn(EngineContext(state, 0, 29, DIGIMON, "turn"))
    top_to_dark_area(state, 0)
    end_turn(state)
    # The Level III it leaves behind is not sent after it.
    assert state.players[0].digimon == [0]


def test_moving_a_face_down_slot_card_to_the_hand_empties_its_slot():
    state = _with_slots(DARK_CITY)
    _ctx(state, 0).move_card(1, 1, "hand")
    opponent = state.players[1]
    assert opponent.slots[0] == NONE and opponent.hand[-1] == 1


def test_a_slot_card_or_the_battling_digimon_cannot_be_moved_where_no_rule_sends_it():
    state = _with_slots(DARK_CITY)
    ctx = _ctx(state, 0)
    with pytest.raises(ValueError, match="goes to the Dark Area, the point gauge or the hand, not net_ocean"):
        ctx.move_card(1, 1, "net_ocean")
    with pytest.raises(ValueError, match="battling Digimon goes to the Dark Area, not hand"):
        ctx.move_card(1, state.players[1].top, "hand")
    assert state.players[1].slots[0] == 1
