"""The gauntlet of reference decks (fixtures/decks/gauntlet.json) the bots are measured with: each
is legal under `standard` with the real catalog (D-1..D-6), says its plan on its first line, and is
a strong deck: played sensibly, it beats random play."""

import json

from django.conf import settings

from decks import legality
from decks.decklists import load_text
from decks.records import DeckCard
from gameplay.engine import make_bot, new_game, play
from gameplay.gauntlet import gauntlet_decks
from gameplay.records import deck_records

GAUNTLET = settings.BASE_DIR / "fixtures" / "decks" / "gauntlet.json"


def gauntlet():
    return json.loads(GAUNTLET.read_text())["decks"]


def greedy_wins_against_random(held, opponents, seeds):
    """Games the greedy bot wins holding `held` against the random bot holding each of `opponents`,
    in both seats, on each seed; and the games played."""
    wins = games = 0
    for opponent in opponents:
        for seed in seeds:
            for seat in (0, 1):
                pairing = (held, opponent) if seat == 0 else (opponent, held)
                bots = [make_bot("random", seed + 1), make_bot("random", seed + 1)]
                bots[seat] = make_bot("greedy", seed)
                outcome = play(new_game(*pairing, seed), tuple(bots)).outcome()
                wins += outcome is not None and outcome.winner == seat
                games += 1
    return wins, games


def test_the_gauntlet_has_eight_decks_of_distinct_strategies():
    entries = gauntlet()
    assert len(entries) >= 8
    assert len({entry["strategy"] for entry in entries}) == len(entries)


def test_every_reference_deck_is_legal_under_standard_with_the_real_catalog(catalog):
    for entry in gauntlet():
        text = (GAUNTLET.parent / entry["file"]).read_text()
        result = legality.check(
            [(DeckCard.from_card(card), count) for card, count in load_text(text)], "standard"
        )
        assert result.legal, (entry["file"], result.codes())
        assert result.count == 30


def test_every_reference_deck_states_its_plan_in_a_header_comment():
    for entry in gauntlet():
        first = (GAUNTLET.parent / entry["file"]).read_text().splitlines()[0]
        assert first.startswith("# ") and len(first) > 40, entry["file"]


def test_every_reference_deck_played_by_the_greedy_bot_wins_most_games_against_random(catalog):
    # The gauntlet stands for strong decks of each strategy: with a deck that loses to random play
    # whoever plays it, a bot's results measure the deck rather than its play. The bar tells a weak
    # deck apart: the all-C win-rate ladder (virus-ultimates.txt) loses every battle against a
    # type-A Digimon (RULES 1.5) and wins about a third of its games.
    decks = {deck.key: deck_records(deck.text) for deck in gauntlet_decks()}
    seeds = range(20_000, 20_008)
    for name, deck in decks.items():
        wins, games = greedy_wins_against_random(deck, decks.values(), seeds)
        assert games == 16 * len(decks)
        assert wins > games / 2, (name, wins, games)
    all_c = deck_records((GAUNTLET.parent / "virus-ultimates.txt").read_text())
    wins, games = greedy_wins_against_random(all_c, decks.values(), seeds)
    assert wins < games / 2, wins
