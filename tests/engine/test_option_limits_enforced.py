"""Timing-column rules compiled from real Option cards are enforced by the engine (RULES 7):
a named slot (T-P6), "cannot be discarded by you" (T-P1), face-up setting, Power Box cards
(EC-2) and reaching through the opponent's option immunity (O-K2)."""

from gameplay.engine import moves, preparation
from gameplay.engine.actions import Discard, SetOption
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effect_firing import fire
from gameplay.engine.effects.families import cards
from gameplay.engine.effects.families import traits as traits_family
from gameplay.engine.effects.immunity import OPPONENT_OPTIONS
from gameplay.engine.modifiers.attack import AttackAdd
from gameplay.engine.moves import remove_from_zones

from .helpers import EMBERPUP, SHELLKIT, deck, game, record


def _to_slot(state, player, card, index):
    remove_from_zones(state, player, card)
    state.players[player].slots[index] = card


def test_t_p6_a_card_that_can_only_be_placed_in_slot_1_is_offered_slot_1_only(catalog):
    # Bo-151 Devil Chip: "(O)This card can only be placed in slot 1; …".
    devil_chip = record("Bo-151")
    assert devil_chip.text.status == "compiled" and devil_chip.fixed_slot == 1
    state = game(deck(devil_chip, EMBERPUP), deck(SHELLKIT))
    me = state.players[0]
    remove_from_zones(state, 0, 0)
    me.hand.append(0)
    offered = [action for action in preparation.set_actions(me) if action.card == 0]
    assert offered == [SetOption(0, 1)]
    _to_slot(state, 0, 1, 0)
    # With slot 1 taken the card cannot be set at all.
    assert not [action for action in preparation.set_actions(me) if action.card == 0]


def test_t_p1_a_card_that_cannot_be_discarded_by_you_is_not_offered_for_discard(catalog):
    # St-974 Dome City: "(O)This card cannot be discarded by you."
    dome_city, plain = record("St-974"), record("Bo-151")
    assert dome_city.text.status == "compiled"
    state = game(deck(dome_city, plain, EMBERPUP), deck(SHELLKIT))
    _to_slot(state, 0, 0, 0)
    _to_slot(state, 0, 1, 1)
    offered = preparation.legal(state, 0)
    assert Discard(1) in offered
    assert Discard(0) not in offered


def test_a_card_sent_out_face_up_is_set_face_up(catalog):
    # St-52: "(O)Send out this card face-up."
    assert record("St-52").set_face_up


def test_a_digimental_sent_to_the_power_box_is_a_power_card(catalog):
    # Bo-1147 Digimental of Miracles: "(O)Send this card face-down from your hand or slot to your
    # power box." It pays its evolution through the Power Box (EC-2) and names a 60 % win rate.
    miracles = record("Bo-1147")
    assert miracles.power_card
    assert miracles.pays_win_rates == {60}


def test_o_k2_an_option_that_ignores_option_immunity_still_reaches_the_opponent(catalog):
    # Bo-588 Rotten Meat: "(O)Send the top 10 cards of the opponent's Net Ocean to the Dark Area."
    # Timing column: "… cannot receive the effects of 'cannot receive the effects of the opponent's
    # Option cards' …".
    rotten_meat, plain = record("Bo-588"), record("St-52")
    assert "option_immunity" in rotten_meat.text.protections
    state = game(deck(rotten_meat, plain, EMBERPUP), deck(SHELLKIT))
    bea = state.players[1]
    bea.immunities.append(OPPONENT_OPTIONS)
    before = len(bea.net_ocean)
    # St-52's own effect is blocked by the immunity (it acts on the opponent too) …
    cards.discard_from_net_ocean(EngineContext(state, 0, 1, OPTION, "source"), "opponent", 3)
    assert len(bea.net_ocean) == before
    # … but Rotten Meat's is not.
    (ability,) = rotten_meat.text.abilities
    (mill,) = ability.effects
    mill.apply(EngineContext(state, 0, 0, OPTION, "source"))
    assert len(bea.net_ocean) == before - 10


def test_a_field_until_another_field_replaces_it_lasts(catalog):
    # Bx-74 Ulud Terminal: "Send this card to the Dark Area when another Field Option card turns
    # face-up in your slots." (O-F1 keeps a second Field from being used meanwhile.)
    assert record("Bx-74").limit == "lasting"


def test_o_l1_a_card_stacked_onto_the_point_gauge_at_its_limit_goes_there(catalog):
    # St-434 Vaccine Program V: "(O)After 3 turns (including the turn during which this card was
    # used), stack this card onto your point gauge."
    vaccine = record("St-434")
    assert vaccine.limit == "turns:3" and vaccine.has_limit("to_point_gauge")
    state = game(deck(vaccine, EMBERPUP), deck(SHELLKIT))
    me = state.players[0]
    _to_slot(state, 0, 0, 0)
    me.face_up[0] = me.active[0] = True
    me.used_turn[0] = state.turn
    moves.slot_expires(state, 0, 0)
    assert 0 in me.gauge_cards and 0 not in me.dark_area
    # Removed by an effect instead, it goes to the Dark Area (O-L4).
    _to_slot(state, 0, 0, 0)
    moves.slot_to_dark_area(state, 0, 0)
    assert 0 in me.dark_area


def test_b11_5_what_a_plug_in_gave_goes_when_the_digimon_loses_its_special_abilities(catalog):
    # Sx-73 Sky Wing: "Your Digimon gains the ability "sky", and 100 is added to its attack power.
    # (When your Digimon loses its special abilities, it loses the attack power addition as well)."
    sky_wing = record("Sx-73")
    assert sky_wing.text.status == "compiled" and sky_wing.has_limit("lost_with_specials")
    state = game(deck(sky_wing, EMBERPUP), deck(SHELLKIT))
    me = state.players[0]
    _to_slot(state, 0, 0, 0)
    me.face_up[0] = me.active[0] = True
    (ability,) = sky_wing.text.abilities
    ctx = EngineContext(state, 0, 0, OPTION, "source")
    for effect in ability.effects:
        effect.apply(ctx)
    assert "sky" in me.keywords and any(
        isinstance(m, AttackAdd) and m.source == 0 and m.amount == 100 for m in state.modifiers
    )
    traits_family.negate_specials(EngineContext(state, 1, 5, OPTION, "source"), "opponent")
    assert "sky" not in me.keywords
    assert not any(m.source == 0 for m in state.modifiers)
    # Used while the abilities are lost, it gives nothing.
    fire(state, 0, 0, sky_wing.text, ("on_use",), OPTION, "source")
    assert "sky" not in me.keywords and not any(m.source == 0 for m in state.modifiers)


def test_e3_d_a_card_activated_at_the_end_of_the_evolution_phase_waits_for_the_evolution_step(catalog):
    # St-319: "This card is activated at the end of your Evolution Phase, and cannot be used at any
    # other timing." (timing column)
    from gameplay.engine.options import why_not_usable

    card = record("St-319")
    assert card.has_limit("after_evolution_step") and card.timing == "evolution"
    state = game(deck(card, EMBERPUP), deck(SHELLKIT))
    me = state.players[0]
    _to_slot(state, 0, 0, 0)
    me.decided = False
    assert "end of your Evolution Phase" in (why_not_usable(state, 0, 0, "evolution") or "")
    me.decided = True
    assert "end of your Evolution Phase" not in (why_not_usable(state, 0, 0, "evolution") or "")
