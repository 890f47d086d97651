"""Real Option cards read by overrides (fixtures/effects/overrides): Bo-918 Secret Ninja Scroll, whose
attack follows the opponent's, and Bo-743 Bishop Device, whose Queen Device partner takes the
opponent's special abilities and supports for the turn; each played in a battle."""

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.effects.add_attack import AddAttack

from .helpers import ability, digimon, record, text
from .test_battle import battle_start
from .test_option_outcome import _finish_turn_1, _first_window

LOST = (40, 30, 20, 20)


def _foe(battle_type, **extra):
    return digimon("EXAMPLE-C1", "Foe", "Perfect", battle_type, (900, 900, 900), LOST, **extra)


def _scroll(top_a, foe_type):
    """Aki's `top_a` uses Bo-918 from slot 1 against Bea's Foe of type `foe_type`; turn 1 plays out."""
    state = battle_start((record("Bo-918"),), slots_a=(1,), top_a=top_a, top_b=_foe(foe_type))
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_b8_bo_918_makes_igamon_attack_b_when_the_opponent_attacks_c(catalog):
    # Bo-918: "If your opponent's attack is C, change your attack type to B; if … B, … A; if … A, … C."
    # Igamon Bo-298 is type C, so Foe attacks with C; against type A Igamon would attack A (450).
    state = _scroll(record("Bo-298"), "A")
    assert state.last_battle[0] == 350


def test_b8_bo_918_makes_igamon_attack_c_when_the_opponent_attacks_a(catalog):
    # Igamon Bo-123 is type A, so Foe attacks with A; against type B Igamon would attack B (320).
    state = _scroll(record("Bo-123"), "B")
    assert state.last_battle[0] == 200


def test_b8_bo_918_changes_nothing_for_a_digimon_it_does_not_name(catalog):
    # "This card can only be used when your Digimon is Igamon, Kougamon, or Wisemon."
    holydramon = record("Bo-17")
    state = _scroll(holydramon, "B")
    assert state.last_battle[0] == holydramon.attacks[1]


def _bishop(queen_on_sheet):
    """Aki's Skull Mammon (Ultimate, basic A 580) uses Bo-743 from slot 1, with a Queen Device in
    slot 2 or not, against Bea's Foe whose special ability adds 100 to its attack power."""
    foe = _foe("A", text=text(ability(AddAttack("self", 100), trigger="continuous")))
    slots = (record("Bo-743"), record("Bo-693")) if queen_on_sheet else (record("Bo-743"),)
    state = battle_start(slots, slots_a=tuple(range(1, len(slots) + 1)), top_a=record("Bo-40"), top_b=foe)
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_b11_5_bo_743_with_a_queen_device_on_the_sheet_takes_the_opponents_special_abilities(catalog):
    # Bo-743: "When you have a Queen Device on your sheet, add the effect 'During the turn, the
    # opponent cannot use special abilities or support abilities'."
    state = _bishop(queen_on_sheet=True)
    assert state.last_battle[1] == 900


def test_b11_5_bo_743_without_a_queen_device_leaves_the_opponents_special_abilities(catalog):
    state = _bishop(queen_on_sheet=False)
    assert state.last_battle[1] == 1000
