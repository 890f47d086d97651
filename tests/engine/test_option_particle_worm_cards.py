"""Real Option cards against the Particle Worm cards: Sx-107 X-Antibody stacks the opponent's
'Particle Worm' cards onto their point gauge, and may be set even while Particle Worm No. 2 is in
effect (a protection from that card, RULES 7.8). Each asserts the printed effect in a game and the
case where it must not act."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, arrange, game, record
from .test_battle import put_tops, sheet


def _antibody_game(bea_cards, *, bea_face_up=(True, True), bea_immunities=()):
    """Aki holds Sx-107 set face-up in slot 1 (card 1); Bea's slots hold `bea_cards` (cards 1, 2 of
    her deck), face-up as `bea_face_up` says. Both Preparations pass; Aki uses Sx-107 in her
    Evolution step paying one hand card, Bea holding `bea_immunities` then."""
    state = game(sheet(CINDERHOUND, (record("Sx-107"),)), sheet(SHELLKIT, bea_cards), first=0)
    put_tops(state)
    arrange(state, 0, hand=[1])
    aki = state.players[0]
    aki.hand.remove(1)
    aki.slots[0] = 1
    aki.face_up[0] = True
    bea = state.players[1]
    arrange(state, 1, hand=[1, 2][: len(bea_cards)])
    for index, card in enumerate(range(1, len(bea_cards) + 1)):
        bea.hand.remove(card)
        bea.slots[index] = card
        bea.face_up[index] = bea_face_up[index]
    while state.phase == "preparation":
        apply(state, Pass())
    bea.immunities.extend(bea_immunities)
    assert state.phase == "evolution" and state.actor == 0
    use = next(a for a in legal_actions(state) if isinstance(a, Use) and a.slot == 1)
    apply(state, use)
    return state


def test_o_c2_sx_107_stacks_the_opponents_particle_worm_onto_their_point_gauge(catalog):
    # Sx-107 X-Antibody: "Send 1 card from your hand to the Dark Area. Add 200 to your attack power
    # until the end of your turn. Also, stack all of the opponent's cards with 'Particle Worm' in
    # their names onto their point gauge (this card is unaffected by 'cannot receive the effects of
    # the opponent's Option cards'). Send this card to the Dark Area at the end of the turn"
    state = _antibody_game((record("Bo-980"), BOOSTER_CHIP))
    aki, bea = state.players
    # The hand card is paid (O-C2).
    assert len(aki.dark_area) == 1
    # Particle Worm No.2 leaves Bea's slot 1 for her point gauge; the Booster Chip stays.
    assert bea.slots[0] != 1 and 1 in bea.gauge_cards and 1 not in bea.dark_area
    assert bea.slots[1] == 2
    while state.phase != "battle":
        apply(state, Pass())
    # Cinderhound (type A) attacks Shellkit (type B) with B: 420 and 200.
    assert attack_value(state, 0) == 420 + 200


def test_o_k2_sx_107_reaches_through_the_opponents_option_immunity(catalog):
    # Bea "cannot receive the effects of the opponent's Option cards" (O-K2): Sx-107 still stacks
    # her Particle Worm No. 3, and its attack addition is Aki's own.
    state = _antibody_game((record("Bo-1057"),), bea_immunities=("opponent_options",))
    bea = state.players[1]
    assert bea.deck[1].name == "Particle Worm No. 3"
    assert bea.slots[0] != 1 and 1 in bea.gauge_cards


def test_sx_107_leaves_other_option_cards_in_their_slots(catalog):
    state = _antibody_game((BOOSTER_CHIP,), bea_face_up=(False,))
    bea = state.players[1]
    assert bea.slots[0] == 1 and 1 not in bea.gauge_cards


def test_r7_8_sx_107_is_protected_from_particle_worm_no_2(catalog):
    # "(O)This card can be set even when Particle Worm No. 2 is in effect": what Particle Worm No.2
    # does cannot touch this card (a protection from the named card).
    assert "card:Particle Worm No.2" in record("Sx-107").text.protections
    assert record("Bo-980").name == "Particle Worm No.2"
