"""The engine version of a game (DESIGN rule 3): the rules revision plus a hash of the compiled
records of every card the game uses, so a replay recorded before the rules or a card's compiled
effects changed is refused up front, naming both versions, never halfway with an illegal action."""

from dataclasses import dataclass, replace

import pytest

from gameplay.engine import (
    RULES_REVISION,
    ReplayError,
    engine_version,
    make_bot,
    new_game,
    play,
    record,
    replay,
)
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.discard_support import DiscardSupport

from .helpers import BOOSTER_CHIP, CINDERHOUND, EMBERPUP, SHELLKIT, ability, deck, text

DECK_A = deck(EMBERPUP, CINDERHOUND, BOOSTER_CHIP)
DECK_B = deck(SHELLKIT, BOOSTER_CHIP)
CARDS = {card.number: card for card in (*DECK_A, *DECK_B)}


def finished():
    state = new_game(DECK_A, DECK_B, 3)
    return play(state, (make_bot("random", 3), make_bot("random", 4)))


def test_the_version_is_the_rules_revision_and_a_hash_of_the_cards_compiled_records():
    version = engine_version([DECK_A, DECK_B])
    assert version.startswith(f"{RULES_REVISION}+") and len(version) == len(RULES_REVISION) + 13
    # Only which cards are used counts, not their order or number of copies.
    assert engine_version([list(reversed(DECK_B)), DECK_A[:3]]) == version
    # A card whose compiled effects change gives another version.
    stronger = replace(BOOSTER_CHIP, text=text(ability(AddAttack("self", 200))))
    assert engine_version([DECK_A, [stronger if c is BOOSTER_CHIP else c for c in DECK_B]]) != version
    assert engine_version([DECK_A, [replace(SHELLKIT, battle_type="A"), *DECK_B[1:]]]) != version


def test_a_game_records_the_version_of_its_own_cards():
    state = finished()
    assert record(state)["engine"] == engine_version([DECK_A, DECK_B])


def test_a_replay_made_under_another_engine_version_is_refused_naming_both():
    header = {**record(finished()), "engine": "1"}
    with pytest.raises(ReplayError) as refused:
        replay(header, CARDS)
    message = str(refused.value)
    assert "'1'" in message and repr(engine_version([DECK_A, DECK_B])) in message
    assert "Action" not in message


def test_a_replay_whose_cards_now_compile_differently_is_refused_before_any_action():
    header = record(finished())
    changed = {
        **CARDS,
        BOOSTER_CHIP.number: replace(BOOSTER_CHIP, text=text(ability(AddAttack("self", 200)))),
    }
    with pytest.raises(ReplayError, match="recorded under engine version") as refused:
        replay(header, changed)
    assert header["engine"] in str(refused.value)


def test_an_effect_field_added_later_moves_only_the_games_that_set_it():
    # discard_support took `scope`, `count` and `then_draw` (NEW_FIELD) when the Support Box kinds
    # merged into it: a card at their defaults hashes as the kind did before, so its games still
    # replay; a card that sets one (Re-64's whole box) moves.
    @dataclass(frozen=True)
    class DiscardSupportBeforeTheMerge:
        side: str
        card_filter: str = "any"

    DiscardSupportBeforeTheMerge.__name__ = "DiscardSupport"

    def version(effect):
        return engine_version([DECK_A, [replace(BOOSTER_CHIP, text=text(ability(effect))), *DECK_B]])

    before = version(DiscardSupportBeforeTheMerge("opponent", "digimon"))
    assert version(DiscardSupport("opponent", "digimon")) == before
    assert version(DiscardSupport("opponent", "digimon", then_draw=True)) != before
