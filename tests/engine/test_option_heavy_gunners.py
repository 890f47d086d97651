"""Bo-861 Heavy Gunners, played from the real catalog: while the user's Metal Empire Digimon prints
A and B adding up to 1000 or more and attacks with A, each use sends the opponent's support Digimon
to the Dark Area (B-10.5), three at most, through "cannot receive the effects of the opponent's
Option cards" (O-K2)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY, option_ability_actions
from gameplay.engine.actions import Pass, Support, Use, UseAbility
from gameplay.engine.effects.immunity import OPPONENT_OPTIONS
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, GLOWMOTH, compiled_record, digimon
from .test_battle import battle_start

LOST = (40, 30, 20, 20)
# Slot 1's ability 0: the support-sending use.
SEND = UseAbility(OPTION_ABILITY)


def _gunner(attacks=(600, 500, 300), battle_type="A", fields=frozenset({"ME"})):
    return digimon("EXAMPLE-HG", "Gunner", "Perfect", battle_type, attacks, LOST, fields=fields)


def _flipped(top, *, supports=4, immune=False):
    """Aki (FP) sets Bo-861 in slot 1 with `top`; Bea (SP) holds `supports` Glowmoths, places one as
    her support in her first window (B-10), and Aki flips Heavy Gunners in hers (a Booster Chip set
    keeps the battle open)."""

    def pre(state):
        if immune:
            state.players[1].immunities.append(OPPONENT_OPTIONS)

    state = battle_start(
        (compiled_record("Bo-861"), BOOSTER_CHIP),
        slots_a=(1, 2),
        top_a=top,
        cards_b=(GLOWMOTH,) * supports,
        hand_b=tuple(range(1, supports + 1)),
        pre=pre,
    )
    assert state.actor == 1
    apply(state, Support(1))
    assert state.actor == 0 and state.players[1].support == 1
    apply(state, Use(1))
    return state


def _place_next(state, card):
    """Another Glowmoth of Bea's hand becomes her support Digimon once the last one has gone (B-10.5;
    placed directly, as a battling Digimon is supported once per turn); then Aki's window."""
    remove_from_zones(state, 1, card)
    state.players[1].support = card
    if state.actor != 0:
        apply(state, Pass())
    assert state.actor == 0


def test_b10_5_bo_861_sends_three_support_digimon_one_use_each(catalog):
    # Bo-861: "If your Digimon belongs to Metal Empire and the added total of its basic A and B attack
    # powers is 1000 and above, when your attack is A, you may send the opponent's support Digimon to
    # the Dark Area (3 cards max. …)."
    state = _flipped(_gunner())
    bea = state.players[1]
    for used, card in enumerate((1, 2, 3), start=1):
        assert SEND in legal_actions(state)
        apply(state, SEND)
        assert bea.support == -1 and card in bea.dark_area
        if used < 3:
            _place_next(state, card + 1)
    _place_next(state, 4)
    # Three cards max: the fourth support stays.
    assert SEND not in option_ability_actions(state, 0) and bea.support == 4


def test_o_k2_bo_861_reaches_through_cannot_receive_the_opponents_option_effects(catalog):
    # "(… This effect still stands even if 'cannot receive the effects of the opponent's Option
    # cards' is written on the opponent Digimon card)."
    state = _flipped(_gunner(), immune=True)
    assert OPPONENT_OPTIONS in state.players[1].immunities
    apply(state, SEND)
    assert state.players[1].support == -1 and 1 in state.players[1].dark_area


def test_o_n2_bo_861_needs_a_and_b_of_1000_an_a_attack_and_metal_empire(catalog):
    for top in (
        _gunner(attacks=(500, 490, 900)),
        _gunner(battle_type="B"),
        _gunner(fields=frozenset({"NSp"})),
    ):
        state = _flipped(top)
        assert SEND not in option_ability_actions(state, 0)
        assert state.players[1].support == 1
