"""The search bot: seeded and repeatable, instant on a forced move, legal to the end of a game, and
blind to hidden cards (three ways: states differing only in hidden cards get the same search,
every dealt world looks like the real game from the bot's seat, and the search runs on the
information set alone)."""

import pytest

from gameplay.engine import (
    EngineError,
    apply,
    digest,
    legal_actions,
    make_bot,
    new_game,
    observe,
    record,
    replay,
)
from gameplay.engine.actions import Discard, Pass
from gameplay.engine.bots import GreedyBot
from gameplay.engine.dead_cards import dead_cards
from gameplay.engine.game import apply_unchecked
from gameplay.engine.information import HIDDEN, determinize, information_set
from gameplay.engine.search import STOP_LEAD, SearchBot, candidates, search
from gameplay.records import deck_records

from .conftest import DECKS

BUDGET = 24


def decision(decks, seed, wanted):
    """Play greedy against greedy from `seed` until `wanted(state)` holds at a decision of more than
    one candidate move; the state and its legal actions."""
    state = new_game(decks[0], decks[1], seed)
    greedy = GreedyBot()
    legal = legal_actions(state)
    while state.result is None:
        if len(candidates(state, legal)) > 1 and wanted(state):
            return state, legal
        legal = apply_unchecked(state, greedy.choose(state, state.actor, legal))
    raise AssertionError("the game ended before such a decision")


def hidden_cards_moved(state, player):
    """A copy of `state` whose cards hidden from `player` sit elsewhere: the opponent's hand traded
    with the top of its Net Ocean, and both Net Oceans reversed."""
    other = state.copy()
    them = other.players[1 - player]
    count = min(len(them.hand), len(them.net_ocean))
    them.hand[:count], them.net_ocean[-count:] = them.net_ocean[-count:], them.hand[:count]
    for side in other.players:
        side.net_ocean.reverse()
    return other


def test_the_same_seed_gives_the_same_move_and_the_same_visits(real_decks):
    state, legal = decision(real_decks, 3, lambda s: s.phase == "preparation")
    first, second = SearchBot(seed=5, budget=BUDGET), SearchBot(seed=5, budget=BUDGET)
    assert first.choose(state, state.actor, legal) == second.choose(state, state.actor, legal)
    assert first.last is not None and first.last.visits == second.last.visits
    assert sum(first.last.visits.values()) == first.last.iterations <= BUDGET


def test_a_decision_with_one_legal_move_is_taken_without_a_search(real_decks, monkeypatch):
    state, legal = decision(real_decks, 3, lambda s: s.phase == "preparation")

    def no_search(*args, **kwargs):
        raise AssertionError("searched a forced move")

    monkeypatch.setattr("gameplay.engine.search.search", no_search)
    bot = SearchBot(seed=1, budget=BUDGET)
    assert bot.choose(state, state.actor, legal[:1]) == legal[0]
    assert bot.last is None


def test_states_that_differ_only_in_hidden_cards_get_the_same_search(real_decks):
    for phase in ("preparation", "battle"):
        state, legal = decision(real_decks, 8, lambda s, phase=phase: s.phase == phase)
        player = state.actor
        other = hidden_cards_moved(state, player)
        assert digest(other) != digest(state)
        assert observe(other, player) == observe(state, player)
        assert information_set(other, player).key() == information_set(state, player).key()
        bots = SearchBot(seed=2, budget=BUDGET), SearchBot(seed=2, budget=BUDGET)
        assert bots[0].choose(state, player, legal) == bots[1].choose(other, player, legal)
        assert bots[0].last.visits == bots[1].last.visits


def test_every_dealt_world_looks_like_the_real_game_from_the_bots_seat(real_decks):
    import random

    rng = random.Random(0)
    for seed, phase in ((4, "preparation"), (4, "battle"), (9, "evolution"), (9, "battle")):
        state, _ = decision(real_decks, seed, lambda s, phase=phase: s.phase == phase)
        player = state.actor
        info = information_set(state, player)
        worlds = [determinize(info, rng) for _ in range(8)]
        for world in worlds:
            assert observe(world, player) == observe(state, player)
            for side in world.players:
                assert sorted(card for zone in side.zones().values() for card in zone) == list(range(30))
        # The opponent's hand is dealt, not copied: the worlds do not all hold the true hand.
        them = state.players[1 - player]
        if len(set(them.hand)) > 1:
            assert any(world.players[1 - player].hand != them.hand for world in worlds)


def test_the_search_runs_on_the_information_set_alone(real_decks):
    state, legal = decision(real_decks, 6, lambda s: s.phase == "battle")
    player = state.actor
    info = information_set(state, player)
    them = info.template.players[1 - player]
    assert set(them.hand) == {HIDDEN} and set(them.net_ocean) <= {HIDDEN}
    assert info.template.actions == [] and info.template.seed == 0
    assert info.template.partners[1 - player] == HIDDEN
    expected = search(info, legal, seed=7, budget=BUDGET)
    # Wreck the true state: a search that still read it would fail or change its answer.
    for side in state.players:
        side.hand, side.net_ocean, side.slots, side.digimon = None, None, None, None
    state.players, state.rng = None, None
    again = search(info, legal, seed=7, budget=BUDGET)
    assert (again.action, again.visits) == (expected.action, expected.visits)


def test_the_search_bot_plays_real_decks_legally_to_the_end(real_decks):
    state = new_game(real_decks[0], real_decks[1], 11)
    bots = (make_bot("search", 11, budget=8), make_bot("greedy"))
    while state.result is None:
        # The checked path: an illegal move would raise IllegalAction.
        apply(state, bots[state.actor].choose(state, state.actor))
    assert state.outcome() is not None
    cards = {card.number: card for deck in real_decks for card in deck}
    assert digest(replay(record(state), cards)) == digest(state)


def test_the_search_budget_is_read_from_the_policy_name():
    assert make_bot("search:40", 3).budget == 40
    assert make_bot("search", 3, budget=12).budget == 12
    with pytest.raises(EngineError, match="whole number"):
        make_bot("search:lots")


def test_a_search_stops_once_the_runner_up_cannot_plausibly_catch_up(real_decks):
    # Each iteration visits one root move: once the leader is ahead by more than STOP_LEAD of the
    # iterations left, the search stops, with fewer iterations than its budget.
    stopped = 0
    for seed, phase in ((3, "preparation"), (8, "battle"), (9, "evolution"), (4, "preparation")):
        state, legal = decision(real_decks, seed, lambda s, phase=phase: s.phase == phase)
        result = search(information_set(state, state.actor), legal, seed=1, budget=60)
        assert sum(result.visits.values()) == result.iterations <= 60
        ranked = sorted(result.visits.values(), reverse=True)
        if result.iterations < 60:
            stopped += 1
            assert ranked[0] - ranked[1] > STOP_LEAD * (60 - result.iterations)
            assert result.visits[str(result.action)] == ranked[0]
        else:
            # One iteration earlier the lead was not yet decisive.
            assert ranked[0] - ranked[1] <= STOP_LEAD * 1 + 1
    assert stopped > 0, "no search stopped early"


def test_a_stuck_hand_gives_up_a_dead_card_when_the_search_finds_nothing_better(catalog):
    # The all-C virus deck against Gomamon (type A): its full hand (two Were Garurumon, an Agumon, a
    # Garurumon, a Metal Greymon, a win-rate card) plays nothing from the Agumon in the box. The
    # search's default move, tried first and kept on a tie, gives up a dead card (T-P1) so that
    # T-P2 draws; a search of one iteration plays it, where the greedy bot passes.
    names = ("gomamon-tentomon.txt", "virus-ultimates.txt")
    decks = [deck_records((DECKS / name).read_text()) for name in names]
    state = new_game(decks[0], decks[1], 10_032)
    greedy = GreedyBot()
    legal = legal_actions(state)
    while state.actor != 1:
        legal = apply_unchecked(state, greedy.choose(state, 0, legal))
    me = state.players[1]
    assert len(me.hand) == 6 and len(dead_cards(me)) == 5
    assert greedy.choose(state, 1, legal) == Pass()
    action = SearchBot(seed=10_032, budget=1).choose(state, 1, legal)
    assert isinstance(action, Discard) and action.card in dead_cards(me)
