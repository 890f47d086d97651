"""gameplay.engine.game, the public game API, with the real Starter deck: new_game (S-1..S-7),
legal_actions, apply and its refusals (DESIGN rule 2), apply_unchecked and digest (DESIGN rule 3)."""

import pytest

from gameplay.engine import (
    EngineError,
    IllegalAction,
    apply,
    apply_unchecked,
    digest,
    legal_actions,
    new_game,
)
from gameplay.engine.actions import Concede, Prepare

from .helpers import starter_deck


def test_s1_a_starter_deck_one_card_short_cannot_start(catalog):
    with pytest.raises(EngineError, match="Deck has 29 cards"):
        new_game(starter_deck()[:29], starter_deck(), seed=1)


def test_s1_the_dummy_opponent_plays_30_vanilla_level_iiis_when_no_second_deck_is_given(catalog):
    state = new_game(starter_deck(), None, seed=1)
    dummy = state.players[1]
    assert len(dummy.deck) == 30
    assert {card.level for card in dummy.deck} == {"III"}
    assert dummy.top_card().number.startswith("DUMMY-III")


def test_an_unknown_rules_profile_is_refused_by_name(catalog):
    with pytest.raises(EngineError, match="Unknown rules profile 'casual'"):
        new_game(starter_deck(), starter_deck(), seed=1, rules="casual")


def test_s2_a_named_partner_must_be_a_level_iii(catalog):
    # Card 9 of the Starter deck is Greymon (St-2), a Level IV.
    with pytest.raises(EngineError, match="Card 9 of the deck is not a Level III"):
        new_game(starter_deck(), starter_deck(), seed=1, partners=(9, None))
    state = new_game(starter_deck(), starter_deck(), seed=1, partners=(3, None))
    assert state.players[0].top_card().name == "Gabumon"


def test_only_the_player_to_act_has_legal_actions(catalog):
    state = new_game(starter_deck(), starter_deck(), seed=2)
    assert legal_actions(state)
    assert legal_actions(state, state.actor) == legal_actions(state)
    assert legal_actions(state, 1 - state.actor) == []


def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing(catalog):
    state = new_game(starter_deck(), starter_deck(), seed=2)
    before = digest(state)
    # T-P4: only a card from the hand goes into the Evolution Box, never one still in the Net Ocean.
    unseen = state.players[state.actor].net_ocean[-1]
    with pytest.raises(IllegalAction, match=f"prepare {unseen} alt 0 is not allowed: "):
        apply(state, Prepare(unseen))
    assert digest(state) == before


def test_apply_unchecked_hands_back_the_next_decisions_legal_actions(catalog):
    state = new_game(starter_deck(), starter_deck(), seed=3)
    following = apply_unchecked(state, legal_actions(state)[0])
    assert following == legal_actions(state)


def test_the_same_seed_and_actions_give_the_same_digest_and_another_seed_another(catalog):
    """DESIGN rule 3: shuffles come from the state's seeded PRNG only."""

    def played(seed):
        state = new_game(starter_deck(), starter_deck(), seed)
        for _ in range(20):
            if state.outcome() is not None:
                break
            apply(state, legal_actions(state)[-1])
        return digest(state)

    assert played(11) == played(11)
    assert played(11) != played(12)


def test_nothing_is_allowed_once_the_game_is_over(catalog):
    state = new_game(starter_deck(), starter_deck(), seed=4)
    apply(state, Concede())
    assert legal_actions(state) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        apply(state, Concede())
