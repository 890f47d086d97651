"""E-6.5 for a sentence printed in the ■ text: Re-86 Zubaeagermon ("Add 400 to your attack power until
the end of the turn during which you evolved into this Digimon") and Re-113 Meicoomon ("When you evolve
into this Digimon, draw the top card of your Net Ocean …") say it in their support text, but a support
is never evolved into (B-10), so it is the evolved Digimon's: it fires when the Digimon evolves into
the card, and not when the card is placed as a support (the control).

Each card's own text is played on Cinderhound's place (● ×), so that Emberpup pays for it in Aki's own
Evolution step."""

from dataclasses import replace

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Prepare, Proceed, Support
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, CINDERHOUND, compiled_record, set_in_slot
from .test_battle import battle_start
from .test_evolution import start, to_evolution


def _as_cinderhound(number):
    return replace(compiled_record(number), evolution=CINDERHOUND.evolution)


def test_e6_5_meicoomon_draws_the_top_card_when_evolved_into_from_its_support_text(catalog):
    state = start((_as_cinderhound("Re-113"),), (1,))
    to_evolution(state, [Prepare(1, 0)])
    aki = state.players[0]
    hand, net_ocean, top = len(aki.hand), len(aki.net_ocean), aki.net_ocean[-1]
    apply(state, Proceed())
    assert aki.digimon == [0, 1]
    assert len(aki.hand) == hand + 1 and len(aki.net_ocean) == net_ocean - 1 and top in aki.hand


def test_e6_5_zubaeagermon_adds_400_for_the_turn_it_was_evolved_into(catalog):
    zubaeagermon = _as_cinderhound("Re-86")
    state = start((zubaeagermon, BOOSTER_CHIP), (1,), (BOOSTER_CHIP,), ())
    set_in_slot(state, 1, 1)
    to_evolution(state, [Prepare(1, 0)])
    apply(state, Proceed())
    # Bea's option gives her a battle window, so the battle waits there (B-4) with the values set.
    assert state.phase == "battle"
    # Shellkit is type B: Zubaeagermon's printed B attack, and the 400 of the turn it evolved.
    assert attack_value(state, 0) == zubaeagermon.attacks[1] + 400


def test_b10_meicoomon_placed_as_a_support_draws_nothing(catalog):
    meicoomon = compiled_record("Re-113")
    state = battle_start(
        (BOOSTER_CHIP, meicoomon), slots_a=(1,), hand_a=(2,), cards_b=(BOOSTER_CHIP,), slots_b=(1,)
    )
    aki = state.players[0]
    apply(state, Pass())
    hand = len(aki.hand)
    apply(state, Support(2))
    assert aki.support == 2 and len(aki.hand) == hand - 1
