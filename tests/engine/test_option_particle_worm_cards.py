"""Real Option cards against the Particle Worm cards: Bo-980 Particle Worm No.2 stops the opponent
setting Option cards and blanks their ability box until they have lost 30 points (T-P6, B-11.5); Sx-107
X-Antibody stacks the opponent's 'Particle Worm' cards onto their point gauge, and may be set even
while Particle Worm No. 2 is in effect (a protection from that card, RULES 7.8). Each asserts the
printed effect in a game and the case where it must not act."""

from gameplay.engine import apply, legal_actions, moves
from gameplay.engine.actions import Pass, SetOption, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.preparation import set_actions

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, arrange, digimon, game, record
from .test_battle import battle_start, put_tops, sheet


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


def _worm_two(bea_top, *, bea_immunities=()):
    """Aki uses Bo-980 (slot 1) in her first battle window against Bea's `bea_top`; Bea holds a
    Booster Chip (card 1) and Sx-107 (card 2) in her hand, and a Booster Chip in slot 1 that keeps
    the battle going."""

    def immune(state):
        state.players[1].immunities.extend(bea_immunities)

    state = battle_start(
        (record("Bo-980"),),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, record("Sx-107"), BOOSTER_CHIP),
        hand_b=(1, 2),
        slots_b=(3,),
        top_b=bea_top,
        pre=immune,
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    assert state.phase == "battle"
    return state


def _bea_sets(state):
    """Which of the Booster Chip (1) and Sx-107 (2) Bea could set now (T-P6)."""
    actions = set_actions(state.players[1], state, 1)
    return {action.card for action in actions if isinstance(action, SetOption) and action.card in (1, 2)}


def _reef(frame):
    return digimon("EXAMPLE-P1", "Reef", "IV", "C", (450, 430, 400), (30, 20, 10, 10), frame=frame)


def test_t_p6_bo_980_stops_the_opponent_setting_options_and_blanks_their_ability_box(catalog):
    # Bo-980 Particle Worm No.2: "While this card is activated, the opponent cannot set any Option
    # cards, or use any abilities or effects written in their abilities box (excluding support
    # abilities). However, this effect does not activate when you are facing a red frame Digimon." /
    # "Once your opponent has lost 30 or more points since the point when this card's effects were
    # activated, immediately send this card to the Dark Area (it cannot be discarded by you)."
    state = _worm_two(_reef("Blue"))
    aki, bea = state.players
    assert aki.active[0]
    # The Booster Chip cannot be set; Sx-107 "can be set even when Particle Worm No. 2 is in effect".
    assert _bea_sets(state) == {2}
    assert bea.specials_negated
    assert "cannot_be_discarded" in record("Bo-980").limits


def test_t_p6_bo_980_leaves_once_the_opponent_has_lost_30_points(catalog):
    state = _worm_two(_reef("Blue"))
    aki = state.players[0]
    moves.change_points(state, 1, -20)
    assert aki.slots[0] == 1
    moves.change_points(state, 1, -10)
    # 30 lost since it took effect: it goes to the Dark Area, and the ban with it.
    assert aki.slots[0] != 1 and 1 in aki.dark_area
    assert _bea_sets(state) == {1, 2}


def test_t_p6_bo_980_does_not_act_against_a_red_frame_digimon(catalog):
    state = _worm_two(_reef("Red"))
    assert _bea_sets(state) == {1, 2} and not state.players[1].specials_negated


def test_o_k2_bo_980_does_not_reach_a_digimon_immune_to_particle_worm_no_2(catalog):
    # The printed immunity spaces the name as "Particle Worm No. 2"; the catalog names the card
    # "Particle Worm No.2".
    state = _worm_two(_reef("Blue"), bea_immunities=("card:Particle Worm No. 2",))
    assert _bea_sets(state) == {1, 2} and not state.players[1].specials_negated
