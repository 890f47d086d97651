"""Real Option cards protected from the opponent's bans and effects (RULES 7.8, O-K2): Sp-12
Forceful Breakthrough Tactics!! is used despite the opponent's ban on all Option cards and adds 200
for every ◎ line of the opponent's ability box (RULES 1.7). Each asserts the printed effect in a
game and the case where it must not act."""

from gameplay.engine import apply, legal_actions, moves
from gameplay.engine.actions import Pass, SetOption, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.options import why_not_usable
from gameplay.engine.preparation import set_actions

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start


def _battle(cards_a, top_b):
    """Aki (player 0) holds `cards_a` in her slots 1, 2, …; Bea's battling Digimon is `top_b`, and a
    Booster Chip in her slot 1 keeps the battle going after Aki's use."""
    slots = tuple(range(1, len(cards_a) + 1))
    return battle_start(cards_a, slots_a=slots, cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_b=top_b)


def _aki_uses(state, slot):
    """Aki (player 0) uses the card of her slot `slot` in her first battle window."""
    if state.actor == 1:
        apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0
    apply(state, Use(slot))


def test_r1_7_sp_12_adds_200_for_every_special_ability_line_of_the_opponent(catalog):
    # Sp-12: "(O)For every ability in the opponent Digimon's abilities field that begins with '(O)',
    # add 200 to your attack power. (O)At the end of the turn during which this card was used, send
    # it to the Dark Area." V-mon (2) prints one information line and two ◎ lines.
    vmon = record("Bo-2dw")
    assert vmon.special_lines == 2
    state = _battle((record("Sp-12"),), vmon)
    before = attack_value(state, 0)
    _aki_uses(state, 1)
    assert attack_value(state, 0) == before + 2 * 200
    assert record("Sp-12").limit == "turn"


def test_b11_5_sp_12_counts_no_line_of_a_blank_ability_box(catalog):
    state = _battle((record("Sp-12"),), record("Bo-2dw"))
    state.players[1].specials_negated = True
    before = attack_value(state, 0)
    _aki_uses(state, 1)
    assert attack_value(state, 0) == before


def test_r7_8_sp_12_is_used_despite_the_opponents_ban_on_all_option_cards(catalog):
    # Sp-12: "(O)Cannot receive the effects of the opponent's 'The opponent cannot use any Option
    # cards'." Bo-1088's "All Option cards and support abilities cannot be used, including those
    # already in effect" bans Aki's Booster Chip, not Sp-12.
    state = _battle((record("Sp-12"), BOOSTER_CHIP), record("Bo-1088"))
    if state.actor == 1:
        apply(state, Pass())
    uses = {a.slot for a in legal_actions(state) if isinstance(a, Use)}
    assert uses == {1}


def test_r7_8_sp_12_is_banned_by_its_owners_own_digimon(catalog):
    # Bo-1088's line bans the Option cards of both players: for Bea, whose Digimon it is, that is
    # not the opponent's ban, so her Sp-12 is not protected from it; Aki's is.
    state = battle_start(
        (record("Sp-12"),),
        slots_a=(1,),
        cards_b=(record("Sp-12"),),
        slots_b=(1,),
        top_b=record("Bo-1088"),
    )
    assert state.phase == "battle"
    assert "forbids" in why_not_usable(state, 1, 0, "battle")
    assert why_not_usable(state, 0, 0, "battle") is None


def _worm_two_against(antibody):
    """Aki uses Bo-980 Particle Worm No.2 (her slot 1; a Booster Chip in slot 2 keeps the battle
    going) in her first battle window against Bea's
    V-dramon Zero (blue frame: "Has the abilities "gale" and "grappling""), then Bea uses `antibody`
    (her slot 1, card 1) paying her hand's first card when it asks one; her hand also holds a
    Booster Chip (card 3) to set."""
    state = battle_start(
        (record("Bo-980"), BOOSTER_CHIP),
        slots_a=(1, 2),
        cards_b=(antibody, BOOSTER_CHIP, BOOSTER_CHIP),
        hand_b=(2, 3),
        slots_b=(1,),
        top_b=record("Bo-1v"),
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    bea = state.players[1]
    assert bea.specials_negated and "gale" not in bea.keywords
    if state.actor == 0:
        apply(state, Pass())
    assert state.actor == 1
    apply(state, Use(1, pay=(2,) if antibody.text.abilities[0].cost else ()))
    return state


def _bea_may_set(state):
    return any(isinstance(a, SetOption) and a.card == 3 for a in set_actions(state.players[1], state, 1))


def test_o_k2_sx_27_ends_what_particle_worm_no_2_does_and_stays_while_it_is_in_use(catalog):
    # Sx-27 X-Antibody: "Send 1 card from your hand to the Dark Area. You become unable to receive
    # the effects of any cards used by your opponent with the words 'Particle Worm' in their names.
    # This card remains in its slot and continues its effects until the opponent's card with
    # 'Particle Worm' in its name loses its effect (this card cannot be discarded by you)."
    assert not _bea_may_set(_worm_two_against(BOOSTER_CHIP))
    state = _worm_two_against(record("Sx-27"))
    aki, bea = state.players
    assert 2 in bea.dark_area
    # Bea's ability box is hers again (B-11.5), and she may set Option cards (T-P6).
    assert not bea.specials_negated and "gale" in bea.keywords
    assert _bea_may_set(state)
    assert bea.active[0] and "cannot_be_discarded" in record("Sx-27").limits
    # Bea loses 30 points: Particle Worm No.2 leaves (O-L1), and Sx-27 with it.
    moves.change_points(state, 1, -30)
    assert 1 in aki.dark_area
    assert bea.slots[0] != 1 and 1 in bea.dark_area


def test_sx_27_leaves_at_once_when_no_particle_worm_is_in_use(catalog):
    state = _battle_b((record("Sx-27"), BOOSTER_CHIP), hand_b=(2,))
    bea = state.players[1]
    apply(state, Use(1, pay=(2,)))
    assert bea.slots[0] != 1 and {1, 2} <= set(bea.dark_area)


def test_o_k2_bx_6_ends_particle_worm_no_2_and_leaves_with_it(catalog):
    # Bx-6 X-Antibody Protoform: "You become unable to receive the effects of the opponent's Particle
    # Worm No. 2. Remains in its slot and continues its effects until the opponent's Particle Worm
    # No. 2 loses its effect (this card cannot be discarded by you)."
    state = _worm_two_against(record("Bx-6"))
    aki, bea = state.players
    assert not bea.specials_negated and "gale" in bea.keywords
    assert _bea_may_set(state)
    assert bea.active[0]
    moves.change_points(state, 1, -30)
    assert 1 in aki.dark_area and 1 in bea.dark_area


def _battle_b(cards_b, hand_b=()):
    """Bea holds `cards_b` (slot 1 the first) and `hand_b`; Aki a Booster Chip in slot 1; Bea's window."""
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=cards_b, hand_b=hand_b, slots_b=(1,), top_b=record("Bo-1v")
    )
    if state.actor == 0:
        apply(state, Use(1))
    assert state.actor == 1
    return state
