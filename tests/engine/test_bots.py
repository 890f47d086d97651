"""Bots: the dummy goldfish, the seeded random policy and the greedy policy."""

from pathlib import Path

import pytest

from gameplay.engine import (
    EngineError,
    apply,
    apply_unchecked,
    digest,
    dummy_card,
    dummy_deck,
    legal_actions,
    make_bot,
    new_game,
    play,
    record,
    replay,
)
from gameplay.engine.actions import Pass, Prepare, Swap, Use
from gameplay.engine.dummy import dummy_from_number

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    EMBERPUP,
    GLOWMOTH,
    PEBBLE,
    REEFCRAB,
    SHELLKIT,
    arrange,
    deck,
    digimon,
    game,
    marks,
)
from .test_battle import battle_start
from .test_evolution import BLAZEWOLF, WR40

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "decks"
SAMPLE_DECKS = ("agumon-gabumon", "gomamon-tentomon")
DECK_A = deck(EMBERPUP, CINDERHOUND, CINDERHOUND, CINDERHOUND, BOOSTER_CHIP, BOOSTER_CHIP, GLOWMOTH)
DECK_B = deck(SHELLKIT, REEFCRAB, BOOSTER_CHIP)


def test_the_dummy_is_a_vanilla_level_iii_by_default_and_configurable():
    card = dummy_card()
    assert (card.level, card.attacks, card.lost_points) == ("III", (300, 300, 300), (10, 10, 10, 10))
    custom = dummy_card(attacks=(500, 400, 300), lost_points=(20, 20, 20, 20), battle_type="C")
    assert dummy_from_number(custom.number) == custom
    assert new_game(DECK_A, None, 1).players[1].deck == tuple(dummy_deck())


def test_the_dummy_never_evolves_nor_uses_options():
    state = new_game(deck(SHELLKIT, REEFCRAB, REEFCRAB, BOOSTER_CHIP), deck(EMBERPUP), 3)
    play(state, (make_bot("dummy"), make_bot("dummy")))
    for me in state.players:
        assert me.prepared_log == [] and me.evolved_log == []
    assert state.outcome() is not None


def test_the_random_policy_is_seeded_and_picks_only_legal_actions():
    games = []
    for _ in range(2):
        state = new_game(DECK_A, DECK_B, 9)
        bots = (make_bot("random", 1), make_bot("random", 2))
        while state.outcome() is None:
            action = bots[state.actor].choose(state, state.actor)
            assert action in legal_actions(state)
            apply(state, action)
        games.append(digest(state))
    assert games[0] == games[1]


def test_the_greedy_policy_prepares_the_highest_evolution_it_can_pay_for():
    state = game(deck(EMBERPUP, CINDERHOUND, BLAZEWOLF, WR40), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2, 3, 4, 5, 6])
    bot = make_bot("greedy")
    apply(state, bot.choose(state, 0))
    assert bot.choose(state, 0) == Prepare(1, 0)
    apply(state, Prepare(1, 0))
    # Warp on: the Perfect step is payable with the 40 % card.
    assert bot.choose(state, 0) == Prepare(2, 0, (3,))


EMBERHOUND = digimon(
    "EXAMPLE-80",
    "Emberhound",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    evolution=(marks(1, 0, source="Emberpup"),),
)


def test_the_greedy_policy_swaps_to_a_level_iii_its_hand_can_evolve():
    state = game(deck(SHELLKIT, EMBERPUP, EMBERHOUND), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2, 3, 4, 5, 6])
    bot = make_bot("greedy")
    apply(state, Pass())
    assert bot.choose(state, 0) == Swap(1)
    apply(state, Swap(1))
    # the evolution is then prepared on top of the swapped-in Level III.
    assert bot.choose(state, 0) == Prepare(2, 0)


def test_the_greedy_policy_boosts_only_when_behind_and_places_supports():
    behind = battle_start(
        (BOOSTER_CHIP, GLOWMOTH), hand_a=(2,), slots_a=(1,), top_a=CINDERHOUND, top_b=REEFCRAB
    )
    # Cinderhound uses C (310) against Reefcrab zeroed to 0: ahead, so it keeps its cards.
    assert make_bot("greedy").choose(behind, behind.actor) == Pass()
    state = battle_start((BOOSTER_CHIP, GLOWMOTH), hand_a=(2,), slots_a=(1,), top_a=PEBBLE, top_b=CINDERHOUND)
    assert state.actor == 0
    # Pebble's A is zeroed by Cinderhound's C: behind, it flips the +100 (Glowmoth's +100 is
    # only for type-A Digimon, so the support would not help).
    assert make_bot("greedy").choose(state, 0) == Use(1)


def test_bot_games_replay_to_the_same_digest():
    state = new_game(DECK_A, DECK_B, 4)
    play(state, (make_bot("greedy"), make_bot("random", 4)))
    from .test_replay import CARDS

    assert digest(replay(record(state), CARDS)) == digest(state)


def test_apply_unchecked_hands_on_the_next_decisions_legal_actions():
    state = new_game(DECK_A, DECK_B, 5)
    bots = (make_bot("greedy"), make_bot("random", 5))
    while state.outcome() is None:
        # Bots computing their own legal actions pick the same moves `play` gets from the list.
        handed_on = apply_unchecked(state, bots[state.actor].choose(state, state.actor))
        assert handed_on == legal_actions(state)
    assert handed_on == []
    replayed = new_game(DECK_A, DECK_B, 5)
    play(replayed, (make_bot("greedy"), make_bot("random", 5)))
    assert digest(replayed) == digest(state)


def test_an_unknown_policy_is_refused():
    with pytest.raises(EngineError, match="dummy, vanilla, pace, random, greedy or search"):
        make_bot("clever")


class _Forgetful:
    """A greedy bot that keeps no trial for `play` to take over: every move is played again."""

    def __init__(self):
        self.greedy = make_bot("greedy")

    def choose(self, state, player, legal=None):
        return self.greedy.choose(state, player, legal)


def test_a_greedy_move_taken_over_from_its_trial_plays_as_the_move_played_again(catalog):
    from gameplay.records import deck_records

    decks = [deck_records((FIXTURES / f"{name}.txt").read_text()) for name in SAMPLE_DECKS]
    adopted = 0
    for seed in range(12):
        state = new_game(decks[0], decks[1], seed)
        bots = (make_bot("greedy"), make_bot("greedy"))
        played_again = new_game(decks[0], decks[1], seed)
        while state.outcome() is None:
            action = bots[state.actor].choose(state, state.actor)
            foreseen = bots[state.actor].position_after(state, action)
            apply_unchecked(played_again, action)
            if foreseen is not None:
                state.adopt(foreseen[0])
                adopted += 1
                assert foreseen[1] == legal_actions(state)
            else:
                apply_unchecked(state, action)
            assert digest(state) == digest(played_again)
        forgetful = new_game(decks[0], decks[1], seed)
        play(forgetful, (_Forgetful(), _Forgetful()))
        assert [str(a) for a in forgetful.actions] == [str(a) for a in state.actions]
    # The agumon-gabumon deck's attack boosts are the moves tried first.
    assert adopted > 10


def test_a_trial_is_handed_over_only_for_the_state_and_move_it_was_tried_on():
    state = battle_start((BOOSTER_CHIP, GLOWMOTH), hand_a=(2,), slots_a=(1,), top_a=PEBBLE, top_b=CINDERHOUND)
    greedy = make_bot("greedy")
    assert greedy.choose(state, 0) == Use(1)
    assert greedy.position_after(state.copy(), Use(1)) is None
    greedy.choose(state, 0)
    assert greedy.position_after(state, Pass()) is None
    greedy.choose(state, 0)
    trial, legal = greedy.position_after(state, Use(1))
    # Given once: the copy is spent when the game adopts it.
    assert greedy.position_after(state, Use(1)) is None
    played = state.copy()
    apply_unchecked(played, Use(1))
    state.adopt(trial)
    assert digest(state) == digest(played)
    assert legal == legal_actions(state)
