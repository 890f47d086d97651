"""A Power Box card's own text (EC-2, E-6): its evolving sentence acts on the Digimon it evolves,
its other sentences on the evolved Digimon, and a printed end-of-turn limit outlasts the phase."""

from gameplay.engine import apply
from gameplay.engine.actions import Prepare, Proceed
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import CompiledAbility
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions

from .helpers import CINDERHOUND, option, prepare_and_pass
from .test_evolution import start


def _line(effect, condition, limits=("end_of_turn",)):
    return CompiledAbility("test", "on_use", (effect,), condition, limits=limits, line="option")


# St-303 D-3 (1)-style: "Ignore the evolution requirements and evolve your Level III Digimon into a
# Level IV Digimon. If the Level IV Digimon that evolved with the use of this card …, add 50 to your
# attack power. At the end of the turn during which this card was used, send it to the Dark Area."
D3 = option(
    "EXAMPLE-90",
    "D-3 Like",
    timing="evolution",
    ignores_conditions=True,
    abilities=(
        _line(EvolveIgnoringConditions("self"), LevelIs("self", ("III",))),
        _line(AddAttack("self", 50), LevelIs("self", ("IV",))),
    ),
)


def test_e6_the_evolved_digimons_bonus_applies_after_the_evolution_and_lasts_into_the_battle():
    state = start((CINDERHOUND, D3), (1, 2))
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    apply(state, Proceed())
    # Nobody has anything else to do: the battle runs at once (B-7 keeps its values).
    assert state.players[0].digimon == [0, 1]
    # The bonus read the evolved Level IV (not the Level III it evolved from) and outlasted the
    # Evolution Phase into the battle: Cinderhound attacks Shellkit (type B) with B.
    assert state.last_battle[0] == CINDERHOUND.attack("B") + 50
