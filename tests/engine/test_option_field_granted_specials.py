"""Bo-597, a Field read by an override (fixtures/effects/overrides): it adds two special abilities to a
Perfect level Holy Beast, Holy Dragon or Holy Bird type Digimon, played from the Evolution Phase."""

from gameplay.engine import apply
from gameplay.engine.actions import Use

from .helpers import digimon, game, record, set_in_slot
from .test_battle import put_tops, sheet
from .test_option_tamer_and_one_off_cards import _play_until

FOE = digimon("EXAMPLE-C1", "Foe", "Perfect", "A", (900, 900, 900), (40, 30, 20, 20))


def _field(top):
    """Aki's `top` flips Bo-597 in her Evolution Phase while Bea has Infinity Mountain (St-224) in
    slot 1; turn 1 plays out."""
    state = game(sheet(top, (record("Bo-597"),)), sheet(FOE, (record("St-224"),)), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    set_in_slot(state, 1, 1)
    _play_until(state, lambda s: s.phase == "evolution" and s.actor == 0)
    apply(state, Use(1))
    _play_until(state, lambda s: s.turn == 2 or s.result is not None)
    return state


def test_b11_bo_597_gives_a_perfect_holy_dragon_200_and_invalidates_infinity_mountain(catalog):
    # Bo-597: "Add the abilities '(O)Invalidate one of the opponent's Infinity Mountain cards and send
    # it to the Dark Area' and '(O)During battle, add 200 to your attack power' to the abilities field
    # of your Perfect level Holy Beast, Holy Dragon, or Holy Bird type Digimon."
    aero_v_dramon = record("Bo-13j")
    state = _field(aero_v_dramon)
    bea = state.players[1]
    assert bea.slots[0] == -1 and 1 in bea.dark_area
    # Aero V-dramon (type B) attacks Foe (type A) with A.
    assert state.last_battle[0] == aero_v_dramon.attacks[0] + 200


def test_b11_bo_597_gives_nothing_to_an_ultimate_holy_dragon(catalog):
    holydramon = record("Bo-17")
    state = _field(holydramon)
    assert state.players[1].slots[0] == 1
    assert state.last_battle[0] == holydramon.attacks[0]
