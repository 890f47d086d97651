"""Real Option cards protected from the opponent's bans and effects (RULES 7.8, O-K2): Sp-12
Forceful Breakthrough Tactics!! is used despite the opponent's ban on all Option cards and adds 200
for every ◎ line of the opponent's ability box (RULES 1.7). Each asserts the printed effect in a
game and the case where it must not act."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.options import why_not_usable

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
