"""Real Option cards whose "for every card you discard from your hand, add …" is paid card by card
while the card stays in its slot (O-C2), not once when it is flipped (O-C1): each payment is a
`UseAbility` of the active option (engine.abilities.option_ability_actions)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY, option_ability_actions
from gameplay.engine.actions import Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.effects.immunity import OPTIONS_THROUGH_IMMUNITY

from .helpers import LEAF, PEBBLE, compiled_record, digimon, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

LOST = (40, 30, 20, 20)
# Slot 1's paid-at-each-use ability: St-492's ability 0 pays the flip cost, ability 1 is the bonus.
SLOT_1 = OPTION_ABILITY


def _perfect(name, attack, *, fields=frozenset(), attributes=frozenset()):
    return digimon(
        "EXAMPLE-P1",
        name,
        "Perfect",
        "A",
        (attack, attack, attack),
        LOST,
        fields=fields,
        attributes=attributes,
    )


def _reinforcements(foe_attribute, hand=5):
    """Aki's Virus Busters Perfect (A 500) flips St-492 from slot 1 against Bea's Perfect Foe of
    `foe_attribute`, paying two of her `hand` Pebbles (Digimon cards) and a Blank Leaf in hand."""
    knight = _perfect("Knight", 500, fields=frozenset({"VB"}))
    foe = _perfect("Foe", 400, attributes=frozenset({foe_attribute}))
    cards = (compiled_record("St-492"), *([PEBBLE] * hand), LEAF)
    state = battle_start(cards, hand_a=tuple(range(2, hand + 3)), slots_a=(1,), top_a=knight, top_b=foe)
    _first_window(state)
    apply(state, Use(1, pay=(2, 3)))
    return state


def test_o_c2_st_492_adds_250_for_every_digimon_card_discarded_one_payment_at_a_time(catalog):
    # St-492 Request for Reinforcements!!: "(O)Send two Digimon cards from your hand to the Dark Area."
    # (timing column) "When the opponent is a Virus attribute Digimon, add 250 to your attack power
    # for every Digimon card you discard from your hand."
    state = _reinforcements("Virus")
    me = state.players[0]
    # O-C1: flipping it took the two Digimon cards of its timing column, and added nothing yet.
    assert {2, 3} <= set(me.dark_area) and attack_value(state, 0) == 500
    _first_window(state)
    for paid, card in enumerate((4, 5), start=1):
        assert UseAbility(SLOT_1 + 1) in legal_actions(state)
        apply(state, UseAbility(SLOT_1 + 1, pay=(card,)))
        _first_window(state)
        assert card in me.dark_area
        assert attack_value(state, 0) == 500 + 250 * paid


def test_o_c2_st_492_takes_only_digimon_cards_as_its_price(catalog):
    state = _reinforcements("Virus", hand=3)
    _first_window(state)
    apply(state, UseAbility(SLOT_1 + 1, pay=(4,)))
    # Only Option cards were left in Aki's hand, so no further payment was offered and the battle
    # went on to its end (B-7) with one payment made.
    assert state.last_battle == (750, 400)


def test_o_n2_st_492_offers_no_payment_against_a_non_virus_opponent(catalog):
    state = _reinforcements("Vaccine")
    _first_window(state)
    assert option_ability_actions(state, 0) == []
    assert attack_value(state, 0) == 500


def _ultimate(name, *, fields=frozenset({"VB"})):
    return digimon("EXAMPLE-U1", name, "Ultimate", "A", (900, 900, 900), LOST, fields=fields)


def _gathering(user):
    """Aki's Ultimate `user` flips Be-1 from slot 1 with the real Omegamon (id 2) and Dukemon (id 3)
    in hand."""
    cards = (compiled_record("Be-1"), record("Bo-211"), record("Bo-9j"))
    state = battle_start(cards, hand_a=(2, 3), slots_a=(1,), top_a=user)
    _first_window(state)
    apply(state, Use(1))
    _first_window(state)
    return state


def test_o_c2_be_1_adds_500_for_an_omegamon_card_but_never_takes_the_users_own_name(catalog):
    # Be-1 The Gathering of Heroes!!: "For every Dukemon, Imperialdramon Fighter Mode, Imperialdramon
    # Paladin Mode, or Omegamon card that you discard from your hand, add 500 to the attack power of
    # all of your Digimon (However, you cannot discard a card with the same name as the Digimon that
    # used this card from your hand)."
    state = _gathering(_ultimate("Dukemon"))
    offered = option_ability_actions(state, 0)
    # Abilities 0-3 name Dukemon, Imperialdramon Fighter Mode, Paladin Mode and Omegamon.
    assert offered == [UseAbility(SLOT_1 + 3)]
    apply(state, UseAbility(SLOT_1 + 3, pay=(2,)))
    assert 2 in state.players[0].dark_area and 3 in state.players[0].hand
    # The Dukemon card is not offered, so the battle went on to its end (B-7) after this payment.
    assert state.last_battle[0] == 900 + 500


def test_o_c2_be_1_takes_a_dukemon_card_when_its_user_has_another_name(catalog):
    state = _gathering(_ultimate("Omegamon", fields=frozenset({"ME"})))
    assert option_ability_actions(state, 0) == [UseAbility(SLOT_1)]


def test_o_c2_bo_645_adds_300_for_every_baptism_of_flames_card_discarded(catalog):
    # Bo-645 Berenjena: "For every 'Baptism of Flames!!' card you discard from your hand, add 300 to
    # your attack power. This card can only be used when your Digimon is Demon Lord type."
    lord = digimon("EXAMPLE-U2", "Lord", "Ultimate", "A", (800, 800, 800), LOST, species="Demon Lord")
    cards = (compiled_record("Bo-645"), record("St-491"), record("St-491"), PEBBLE)
    state = battle_start(cards, hand_a=(2, 3, 4), slots_a=(1,), top_a=lord)
    _first_window(state)
    apply(state, Use(1))
    _first_window(state)
    # Ability 0 sends an 'Unknown' type opponent away; ability 1 is the bonus, paid with St-491 only.
    apply(state, UseAbility(SLOT_1 + 1, pay=(2,)))
    _first_window(state)
    assert attack_value(state, 0) == 1100
    apply(state, UseAbility(SLOT_1 + 1, pay=(3,)))
    # Only the Pebble is left, which is no price of it: the battle went on to its end (B-7).
    assert state.last_battle[0] == 800 + 2 * 300


def test_o_k2_sp_10_lets_its_owners_options_reach_through_and_adds_100_per_card(catalog):
    # Sp-10 The Glory of Victory Is in My Hand!!! (1): "Add 'The opponent loses its ability "cannot
    # receive the effects of the opponent's Option cards" ' to your Digimon's abilities field. After
    # that, add 100 to your attack power for every card you discard from your hand."
    cards = (compiled_record("Sp-10"), PEBBLE, LEAF)
    state = battle_start(cards, hand_a=(2, 3), slots_a=(1,), top_a=_perfect("Knight", 500))
    _first_window(state)
    apply(state, Use(1))
    assert OPTIONS_THROUGH_IMMUNITY in state.players[0].immunities
    assert attack_value(state, 0) == 500
    _first_window(state)
    apply(state, UseAbility(SLOT_1 + 1, pay=(3,)))
    _first_window(state)
    assert attack_value(state, 0) == 600
