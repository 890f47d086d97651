"""The pace dummy (engine.pace) and the deck watch (engine.deck_watch), with the real sample decks."""

from collections import Counter

import pytest

from gameplay.engine import DeckWatch, EngineError, digest, make_bot, new_game, play, record, replay
from gameplay.engine.deck_watch import evolution_shortfall
from gameplay.engine.pace import MEDIAN_CARDS, goldfish_card, pace_deck, parse_schedule
from gameplay.engine.simulation import simulate

from .conftest import DECKS


@pytest.fixture
def pace_decks(catalog):
    """The sample deck that evolves and the Level-III-only one, as engine records."""
    from gameplay.records import deck_records

    return {
        name: deck_records((DECKS / f"{name}.txt").read_text())
        for name in ("agumon-gabumon", "level-iii-only")
    }


def _watched(deck, seed, opponent="pace", state=None):
    state = state or new_game(deck, pace_deck(), seed)
    watches = (DeckWatch(0), DeckWatch(1))

    class Both:
        def before(self, s, action):
            for w in watches:
                w.before(s, action)

        def after(self, s):
            for w in watches:
                w.after(s)

        def finish(self, s):
            for w in watches:
                w.finish(s)

    play(state, (make_bot("greedy", seed), make_bot(opponent, seed + 1)), watch=Both())
    return state, watches


def test_the_pace_deck_is_thirty_median_cards_climbing_from_a_level_iii_partner():
    deck = pace_deck()
    assert len(deck) == 30 and deck[0].level == "III"
    assert Counter(card.level for card in deck) == {"III": 2, "IV": 10, "Perfect": 9, "Ultimate": 9}
    for card in deck:
        assert (card.attacks, card.lost_points, card.battle_type) == (*MEDIAN_CARDS[card.level], "A")
        # Its number names its stats, so a replay header rebuilds the very same card.
        assert goldfish_card(card.number) == card
    with pytest.raises(EngineError, match="not a dummy card number"):
        goldfish_card("DUMMY-IV:450/380")


def test_the_pace_dummy_evolves_on_its_schedule_against_a_real_deck(pace_decks):
    """RULES E-6: IV from turn 2, Perfect from 4, Ultimate from 6, as a player evolves."""
    firsts = Counter()
    for seed in range(60):
        state, (_, dummy) = _watched(pace_decks["agumon-gabumon"], seed)
        if state.turn >= 6:
            firsts[tuple(dummy.first_level)] += 1
    on_time = firsts[(2, 4, 6)]
    assert on_time >= 0.9 * sum(firsts.values()), firsts


def test_another_schedule_moves_the_dummy_s_first_evolutions(pace_decks):
    assert parse_schedule("3/5/8") == (3, 5, 8)
    with pytest.raises(EngineError, match="three turns in order"):
        parse_schedule("5/3/8")
    _, (_, dummy) = _watched(pace_decks["level-iii-only"], 2, opponent="pace:3/5/8")
    assert dummy.first_level == [3, 5, 8]


def test_against_the_pace_the_two_decks_last_differently_and_neither_always_the_same(pace_decks):
    lengths = {
        name: simulate(deck, None, games=150, seed=11, opponent="pace").game_turns
        for name, deck in pace_decks.items()
    }
    assert lengths["agumon-gabumon"] != lengths["level-iii-only"]
    assert all(len(counts) > 1 for counts in lengths.values()), lengths
    again = simulate(pace_decks["level-iii-only"], None, games=150, seed=11, opponent="pace").game_turns
    assert again == lengths["level-iii-only"]


def test_a_level_iii_only_deck_never_evolves_for_want_of_a_card(pace_decks):
    result = simulate(pace_decks["level-iii-only"], None, games=20, seed=5, opponent="pace")
    assert set(result.failures) == {"no_card"}
    assert all(counts == {0: 20} for counts in result.first_level)
    assert not result.options


def test_the_evolving_deck_s_first_level_iv_comes_early(pace_decks):
    result = simulate(pace_decks["agumon-gabumon"], None, games=40, seed=5, opponent="pace")
    reached = result.first_level[0]
    assert sum(count for turn, count in reached.items() if 0 < turn <= 3) > reached[0]
    assert result.options, "the greedy policy uses the deck's options"


def test_the_watch_reads_every_battle_result_the_engine_decided(pace_decks, monkeypatch):
    """P-1 / P-6: the letters agree with the engine's own battle results, turn by turn."""
    from gameplay.engine import points
    from gameplay.engine.state import GameState

    # (state, battle result) of every P-1 point calculation, on the game and on the greedy bot's
    # trial copies of it.
    decided: list[tuple[GameState, int]] = []
    resolve, adopt = points.resolve, GameState.adopt
    game = None

    def spy(state):
        decided.append((state, state.battle_result))
        resolve(state)

    def adopt_spy(state, played):
        # The game takes over the copy on which the bot tried the move it chose, battles included.
        if state is game:
            decided[:] = [(game if tried is played else tried, result) for tried, result in decided]
        adopt(state, played)

    monkeypatch.setattr(points, "resolve", spy)
    monkeypatch.setattr(GameState, "adopt", adopt_spy)
    for seed in range(25):
        decided.clear()
        game = new_game(pace_decks["agumon-gabumon"], pace_deck(), seed)
        _, (deck, _) = _watched(None, seed, state=game)
        # Only the game's own battles count, not those of the trials it did not take over.
        assert "".join(deck.battles) == "".join("wld"[result] for state, result in decided if state is game)


def test_a_game_against_the_pace_dummy_replays_to_its_digest(pace_decks):
    state, _ = _watched(pace_decks["agumon-gabumon"], 3)
    cards = {card.number: card for card in pace_decks["agumon-gabumon"]}
    # The dummy's cards are resolved by the engine itself (goldfish_card), not by the lookup.
    assert digest(replay(record(state), cards)) == digest(state)


def test_the_vanilla_dummy_still_plays_and_replays(pace_decks):
    deck = pace_decks["agumon-gabumon"]
    state = new_game(deck, None, 4)
    play(state, (make_bot("greedy", 4), make_bot("vanilla", 5)))
    assert state.players[1].evolved_log == []
    assert digest(replay(record(state), {card.number: card for card in deck})) == digest(state)


def test_the_shortfall_names_a_missing_card_before_the_refill(pace_decks):
    state = new_game(pace_decks["level-iii-only"], pace_deck(), 1)
    assert evolution_shortfall(state, 0) == "no_card"
    # The pace dummy's own hand always holds an evolution of its Level III.
    assert evolution_shortfall(state, 1) is None
