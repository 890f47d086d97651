"""St-686 Training Limiter, read by an override (fixtures/effects/overrides), played in a game: "Send one
card in the opponent's support box with the words 'Training Manual' in its name to the Dark Area. If you
made your Digimon appear through appearance requirements, add 400 to your attack power. This card can
only be used when your Digimon is Ultimate or Hybrid level."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Proceed, Use
from gameplay.engine.attack import attack_value

from .helpers import LEAF, arrange, compiled_record, game, record
from .test_battle import put_tops, sheet

# Bo-247 Light Training Manual: "Change your Digimon's attribute to Vaccine. After use, place this card
# next to your Digimon, where it will continue its effects until that Digimon's attribute is changed or
# it is sent to the Dark Area." Its cost: one hand card.
MANUAL = "Bo-247"


def _limiter_game(top_a):
    """Bea (Bo-145 Jijimon, Data) uses Light Training Manual (slot 1) in her Evolution Phase; Aki's
    `top_a` uses St-686 (slot 1) in the Battle Phase. Returns the state after Aki's use and her attack
    before it."""
    state = game(
        sheet(record(top_a), (compiled_record("St-686"),)),
        sheet(record("Bo-145"), (compiled_record(MANUAL), LEAF)),
        first=0,
    )
    put_tops(state)
    arrange(state, 0, hand=[1])
    arrange(state, 1, hand=[1, 2])
    for me in state.players:
        me.hand.remove(1)
        me.slots[0] = 1
    before = None
    while True:
        legal = legal_actions(state)
        if state.phase == "battle" and state.actor == 0 and Use(1) in legal:
            before = attack_value(state, 0)
            apply(state, Use(1))
            return state, before
        if state.phase == "evolution" and state.actor == 1 and Use(1) in legal:
            apply(state, Use(1))
            assert 1 in state.players[1].support_other
            continue
        apply(state, Proceed() if Proceed() in legal else Pass())


def test_o_l2_training_limiter_sends_the_opponents_training_manual_to_the_dark_area(catalog):
    # Bo-145 Jijimon: a plain Ultimate (no appearance requirements).
    state, before = _limiter_game("Bo-145")
    bea = state.players[1]
    assert 1 in bea.dark_area and 1 not in bea.support_other
    # O-L2: the Vaccine attribute it gave ends with it.
    assert not [m for m in state.modifiers if m.player == 1 and m.source == 1]
    # B-7: nothing was left to use, so the battle ran with Aki's attack as it was.
    assert state.last_battle[0] == before


def test_o_n2_training_limiter_adds_400_to_a_digimon_that_appears_through_its_requirements(catalog):
    # Bo-13v Omegamon: an Ultimate with appearance requirements.
    state, before = _limiter_game("Bo-13v")
    assert state.last_battle[0] == before + 400
