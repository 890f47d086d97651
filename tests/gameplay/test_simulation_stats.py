"""The statistics of goldfish simulations: chunk merging, the Wilson interval, the histogram."""

import random

import pytest

from gameplay.simulation_stats import (
    ChunkStats,
    GameSummary,
    histogram_bars,
    merge_chunks,
    summarise,
    wilson_interval,
)


def _games(count: int, seed: int = 7) -> list[GameSummary]:
    rng = random.Random(seed)
    games = []
    for i in range(count):
        turns = rng.randint(3, 12)
        outcome = rng.random()
        games.append(
            GameSummary(
                game=i,
                won=outcome < 0.7,
                drawn=0.7 <= outcome < 0.75,
                turns=turns,
                points_lost=tuple((rng.choice([0, 10, 20]), rng.choice([0, 10, 30])) for _ in range(turns)),
                evolutions={
                    "St-2": (rng.randint(0, 2), rng.randint(0, 1)),
                    f"St-{rng.randint(3, 5)}": (1, 1),
                },
                first_level=(rng.randint(0, 3), rng.randint(0, 6), rng.choice([0, 0, 7])),
                battles="".join(rng.choice("wdl") for _ in range(turns - 1)),
                evolution_failures={rng.choice(["no_card", "no_marks"]): rng.randint(1, 3)},
                options={f"St-{rng.randint(50, 52)}": rng.randint(1, 2)},
            )
        )
    return games


def _fold(games: list[GameSummary]) -> ChunkStats:
    stats = ChunkStats()
    for game in games:
        stats.add(game)
    return stats


def test_merging_chunks_in_any_order_gives_the_figures_of_one_sequential_run():
    games = _games(300)
    sequential = summarise(_fold(games))
    chunks = [_fold(games[i : i + 37]).to_json() for i in range(0, 300, 37)]
    random.Random(1).shuffle(chunks)
    assert summarise(merge_chunks(chunks)) == sequential


def test_chunk_statistics_survive_a_json_round_trip():
    import json

    stats = _fold(_games(50))
    again = ChunkStats.from_json(json.loads(json.dumps(stats.to_json())))
    assert again == stats


def test_it_counts_wins_draws_and_losses():
    games = [
        GameSummary(game=0, won=True, drawn=False, turns=5),
        GameSummary(game=1, won=False, drawn=True, turns=9),
        GameSummary(game=2, won=False, drawn=False, turns=7),
        GameSummary(game=3, won=True, drawn=False, turns=5),
    ]
    result = summarise(_fold(games))
    assert (result["wins"], result["draws"], result["losses"]) == (2, 1, 1)
    assert result["win_rate"] == 0.5
    assert result["turns_to_win"] == [{"turns": 5, "games": 2}]
    assert result["median_turns_to_win"] == 5


def test_the_fastest_and_slowest_games_are_won_games_with_ties_to_the_lowest_index():
    games = [
        GameSummary(game=0, won=False, drawn=False, turns=2),
        GameSummary(game=1, won=True, drawn=False, turns=6),
        GameSummary(game=2, won=True, drawn=False, turns=4),
        GameSummary(game=3, won=True, drawn=False, turns=4),
        GameSummary(game=4, won=False, drawn=False, turns=20),
        GameSummary(game=5, won=True, drawn=False, turns=6),
    ]
    result = summarise(_fold(list(reversed(games))))
    assert result["fastest"] == {"turns": 4, "game": 2, "won": True}
    assert result["slowest"] == {"turns": 6, "game": 1, "won": True}


def test_with_no_win_the_extremes_fall_back_to_any_game():
    games = [GameSummary(game=i, won=False, drawn=False, turns=t) for i, t in enumerate([8, 3, 11])]
    result = summarise(_fold(games))
    assert result["fastest"] == {"turns": 3, "game": 1, "won": False}
    assert result["slowest"] == {"turns": 11, "game": 2, "won": False}


def test_points_lost_per_turn_are_averaged_over_the_games_that_reached_the_turn():
    games = [
        GameSummary(game=0, won=True, drawn=False, turns=2, points_lost=((0, 20), (10, 40))),
        GameSummary(game=1, won=True, drawn=False, turns=1, points_lost=((10, 30),)),
    ]
    rows = summarise(_fold(games))["points_lost_per_turn"]
    assert rows[0] == {"turn": 1, "games": 2, "lost_by_deck": 5.0, "lost_by_opponent": 25.0, "behind": 0.0}
    assert rows[1] == {"turn": 2, "games": 1, "lost_by_deck": 10.0, "lost_by_opponent": 40.0, "behind": 0.0}


def test_evolution_success_is_per_card_most_prepared_first():
    games = [
        GameSummary(game=0, won=True, drawn=False, turns=3, evolutions={"St-5": (1, 1), "St-9": (2, 1)}),
        GameSummary(game=1, won=True, drawn=False, turns=3, evolutions={"St-9": (2, 0)}),
    ]
    rows = summarise(_fold(games))["evolutions"]
    assert rows[0] == {"card": "St-9", "prepared": 4, "succeeded": 1, "rate": 0.25}
    assert rows[1] == {"card": "St-5", "prepared": 1, "succeeded": 1, "rate": 1.0}


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        # Reference values of the Wilson score interval at 95 % (Newcombe 1998, table I).
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
    ],
)
def test_the_wilson_interval_matches_published_values(wins, games, low, high):
    got_low, got_high = wilson_interval(wins, games)
    assert got_low == pytest.approx(low, abs=1e-4)
    assert got_high == pytest.approx(high, abs=1e-4)


@pytest.mark.parametrize("games", [1, 7, 30, 1000, 99_999])
def test_the_observed_rate_always_lies_inside_its_interval(games):
    for wins in {0, 1, games // 2, games - 1, games}:
        low, high = wilson_interval(wins, games)
        assert 0.0 <= low <= wins / games <= high <= 1.0


def test_the_wilson_interval_refuses_impossible_counts():
    with pytest.raises(ValueError, match="at least one game"):
        wilson_interval(0, 0)
    with pytest.raises(ValueError, match="Wins \\(11\\)"):
        wilson_interval(11, 10)


def test_the_histogram_has_one_bar_per_turn_count_and_leaves_gaps_empty():
    bars = histogram_bars([{"turns": 4, "games": 10}, {"turns": 6, "games": 5}], width=300, height=100, gap=0)
    assert [b["turns"] for b in bars] == [4, 5, 6]
    assert [b["height"] for b in bars] == [100, 0, 50]
    assert [b["x"] for b in bars] == [0, 100, 200]
    assert bars[2]["y"] == 50
    assert histogram_bars([]) == []


def test_the_pace_figures_count_every_game_battle_and_shortfall():
    games = _games(40)
    results = summarise(_fold(games))
    assert sum(row["games"] for row in results["turns"]) == 40
    ivs = results["first_level"][0]
    assert ivs["level"] == "IV" and ivs["reached"] + ivs["never"] == 40
    assert sum(row["games"] for row in ivs["turns"]) == ivs["reached"]
    first_turn = results["battles_per_turn"][0]
    assert first_turn["battles"] == sum(1 for game in games if game.battles)
    assert first_turn["won"] == sum(1 for game in games if game.battles[:1] == "w")
    shortfalls = sum(sum(game.evolution_failures.values()) for game in games)
    assert sum(row["turns"] for row in results["evolution_failures"]) == shortfalls
    uses = sum(sum(game.options.values()) for game in games)
    assert results["options_used"]["total"] == uses and results["options_used"]["per_game"] == uses / 40


def test_a_chunk_stored_before_the_pace_figures_still_merges():
    stored = _fold(_games(10)).to_json()
    for key in ("turns", "first_level", "battles", "evolution_failures", "options"):
        stored.pop(key)
    results = summarise(merge_chunks([stored, _fold(_games(5, seed=3)).to_json()]))
    assert results["games"] == 15
    assert sum(row["games"] for row in results["turns"]) == 5
