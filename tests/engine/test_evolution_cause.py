"""E-6.5 / E-6.7: the engine records why a Digimon was put on top (`PlayerState.evolved_by`), and
"When you evolve into this Digimon due to the effects of the opponent's Option cards, reduce the
opponent's points by 20." (Bo-1114 V-dramon) fires only for an evolution by the opponent's option.

The opponent's option here is an invented one of the shape of the real cards that evolve an
opponent's Digimon: evolve it from their hand into one of the next level, ignoring the requirements
("The Revelation of Hidden Power!!" Bo-303 / Bo-1110 themselves are played in test_hidden_power.py)."""

from dataclasses import replace

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Prepare, Proceed, Use
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand
from gameplay.engine.game import digest

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, ability, option, set_in_slot
from .test_battle import battle_start
from .test_evolution import start, to_evolution

# Each side keeps a second option in its slots, so that the battle waits at a window (B-4) after
# the evolution instead of resolving at once and costing the loser points.
# The opponent's option evolving the opponent's Digimon, and one evolving its user's own.
FORCED_EVOLUTION = option(
    "EXAMPLE-C01", "Forced Evolution", abilities=(ability(EvolveFromHand("opponent", "next_level")),)
)
OWN_EVOLUTION = option(
    "EXAMPLE-C02", "Own Evolution", abilities=(ability(EvolveFromHand("self", "next_level")),)
)


def _uses(state, player):
    """`player` uses the option in slot 1 at their first battle window (the other passes theirs)."""
    assert state.phase == "battle"
    if state.actor != player:
        apply(state, Pass())
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))


def _v_dramon():
    from cards.models import Card
    from gameplay.records import card_record

    card = card_record(Card.objects.get(number="Bo-1114"))
    assert card.text.status == "compiled", card.text.manual
    return card


def test_e6_5_an_evolution_by_the_opponents_option_reduces_the_opponents_points(catalog):
    # Aki (player 0) uses Forced Evolution; Bea's Shellkit (Level III) evolves into the V-dramon
    # in her hand (E-6.7), and V-dramon's ability takes 20 of Aki's points.
    state = battle_start(
        (FORCED_EVOLUTION, BOOSTER_CHIP), slots_a=(1, 2), cards_b=(_v_dramon(),), hand_b=(1,), top_b=SHELLKIT
    )
    aki, bea = state.players
    _uses(state, 0)
    assert bea.digimon == [0, 1] and 1 not in bea.hand
    assert bea.evolved_by == "opponent_option"
    # Still in the battle (Aki's Booster Chip window): the 20 points are the ability's, not a loss.
    assert state.phase == "battle" and (aki.points, bea.points) == (80, 100)


def test_e6_5_an_evolution_by_your_own_option_does_not_fire_it(catalog):
    # Bea (SP, first window) evolves into V-dramon with her own option: no points change.
    state = battle_start(
        (), cards_b=(OWN_EVOLUTION, BOOSTER_CHIP, _v_dramon()), slots_b=(1, 2), hand_b=(3,), top_b=SHELLKIT
    )
    aki, bea = state.players
    _uses(state, 1)
    assert bea.digimon == [0, 3] and bea.evolved_by == "own_option"
    assert (aki.points, bea.points) == (100, 100)


def test_e6_5_an_evolution_in_the_players_own_steps_does_not_fire_it(catalog):
    # V-dramon's text, with Cinderhound's ● × requirement so that Emberpup can pay for it in Aki's
    # own Evolution steps (E-3 .. E-6): no option evolved it, so Bea keeps her points.
    v_dramon = replace(_v_dramon(), evolution=CINDERHOUND.evolution)
    state = start((v_dramon,), (1,), (BOOSTER_CHIP,), ())
    set_in_slot(state, 1, 1)
    to_evolution(state, [Prepare(1, 0)])
    apply(state, Proceed())
    # Bea's option gives her a battle window: the battle waits there (B-4), before any loss.
    assert state.phase == "battle"
    aki, bea = state.players
    assert aki.digimon == [0, 1] and aki.evolved_by == ""
    assert bea.points == 100


def test_the_cause_enters_the_digest_only_once_set(catalog):
    state = battle_start(
        (FORCED_EVOLUTION, BOOSTER_CHIP), slots_a=(1, 2), cards_b=(_v_dramon(),), hand_b=(1,), top_b=SHELLKIT
    )
    assert all("evolved_by" not in player.to_json() for player in state.players)
    before = digest(state)
    _uses(state, 0)
    assert state.players[1].to_json()["evolved_by"] == "opponent_option"
    assert "evolved_by" not in state.players[0].to_json() and digest(state) != before
