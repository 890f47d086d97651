"""Engine speed: games per second for greedy vs dummy and greedy vs greedy on the
two sample decks, and the time to replay a 40-turn game. Medians of several runs; one core.

Each figure is set against a bare vanilla game loop over the same decks in the same process (the
ratio bare/engine says how much the engine's generality costs), and `manage.py simulate`'s
playout.SimulationRunner against the engine playing and watching the same games (engine.deck_watch).
CPU time of this process (the machine is shared).

    .venv/bin/python benchmarks/engine.py [--games 400] [--runs 5]

Needs the catalog in the database (`manage.py import_catalog`).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")


def median_rates(first, second, games: int, runs: int) -> tuple[float, float, float]:
    """Median games per CPU second of `first(seed)` and `second(seed)` (each plays `games` games
    from `seed`) and the median of their ratio second/first, run by run: the two alternate, so a
    busy spell of the machine slows both alike."""
    rates: tuple[list[float], list[float]] = ([], [])
    for index in range(runs):
        for run, found in ((first, rates[0]), (second, rates[1])):
            started = time.process_time()
            run(index * games)
            found.append(games / (time.process_time() - started))
    ratios = [b / a for a, b in zip(*rates, strict=True)]
    return statistics.median(rates[0]), statistics.median(rates[1]), statistics.median(ratios)


def bare_game(deck_a, deck_b, seed):
    """A minimal vanilla game loop over the same decks: the floor the engine is measured against.

    Draw to 6 (T-P2), evolve by ●/× from the Net Ocean or a win-rate card from the hand (EC-1,
    EC-2), attack with the column of the opponent's type with C zeroing A (B-3, B-8), lost points
    by the winner's level (P-3), defeated Digimon and the death check (P-5). No options, no
    abilities, no choices: it only says how fast a game could be at all."""
    rng = random.Random(seed)
    players = []
    for deck in (deck_a, deck_b):
        partner = next(i for i, card in enumerate(deck) if card.is_digimon and card.level_order == 3)
        ocean = [i for i in range(len(deck)) if i != partner]
        rng.shuffle(ocean)
        ocean.pop()  # the Point Gauge marker (S-4)
        players.append(
            {"deck": deck, "ocean": ocean, "hand": [], "dark": [], "box": [partner], "points": 100}
        )
    fp = rng.randrange(2)
    for turn in range(1, 201):
        for index in (fp, 1 - fp):
            me = players[index]
            deck, hand, ocean = me["deck"], me["hand"], me["ocean"]
            while len(hand) < 6 and ocean:
                hand.append(ocean.pop())
            _bare_evolve(me, deck, hand, ocean)
        tops = [p["deck"][p["box"][-1]] for p in players]
        values = []
        for index in (0, 1):
            mine, theirs = tops[index], tops[1 - index]
            column = "ABC".index(theirs.battle_type)
            value = mine.attacks[column]
            # B-8.3: the opponent attacking with C zeroes my A.
            if (
                column == 0
                and "ABC".index(mine.battle_type) == 2
                and theirs.c_zeroes_a
                and mine.a_can_be_zeroed
            ):
                value = 0
            values.append(value)
        if values[0] != values[1]:
            winner = 0 if values[0] > values[1] else 1
            loser = players[1 - winner]
            loser["points"] -= tops[1 - winner].lost_against(tops[winner])
            if len(loser["box"]) > 1:
                loser["dark"].append(loser["box"].pop())
            fp = winner
        else:
            for p in players:
                p["points"] -= 10
        for index in (fp, 1 - fp):
            p = players[index]
            if not p["ocean"]:
                while len(p["box"]) > 1:
                    p["dark"].append(p["box"].pop())
                p["ocean"], p["dark"] = p["dark"], []
                rng.shuffle(p["ocean"])
        if any(p["points"] <= 0 for p in players):
            return turn
    return 200


def _bare_evolve(me, deck, hand, ocean):
    """Evolve into the first card in hand that names the top Digimon and can be paid for."""
    top = deck[me["box"][-1]]
    for card in hand:
        target = deck[card]
        if not target.is_digimon or target.level_order != top.level_order + 1:
            continue
        for alternative in target.evolution:
            kinds = {req.kind for req in alternative}
            source = next((req for req in alternative if req.kind == "from"), None)
            if (
                source is None
                or source.keys.isdisjoint(top.keys)
                or not kinds <= {"from", "marks", "win_rate"}
            ):
                continue
            pay = []
            for req in alternative:
                if req.kind == "marks":
                    if len(ocean) < req.upright + req.sideways:
                        break
                    for _ in range(req.upright + req.sideways):
                        me["dark"].append(ocean.pop())
                elif req.kind == "win_rate":
                    rate = next(
                        (c for c in hand if req.percent in deck[c].pays_win_rates and c not in pay), None
                    )
                    if rate is None:
                        break
                    pay.append(rate)
            else:
                for paid in [*pay, card]:
                    hand.remove(paid)
                me["dark"].extend(pay)
                if len(me["box"]) > 1:
                    me["dark"].append(me["box"].pop())
                me["box"].append(card)
                return


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    import django

    django.setup()
    from gameplay import playout
    from gameplay.engine import DeckWatch, dummy_card, dummy_deck, make_bot, new_game, play, record, replay
    from gameplay.engine.simulation import simulate
    from gameplay.records import deck_records

    decks = {
        name: deck_records((ROOT / "fixtures" / "decks" / f"{name}.txt").read_text())
        for name in ("agumon-gabumon", "gomamon-tentomon")
    }
    names = list(decks)
    games, runs = args.games, args.runs

    def compare(label, deck, opponent_deck, opponent):
        def engine(seed):
            simulate(deck, opponent_deck, games=games, seed=seed, opponent=opponent)

        other = opponent_deck or dummy_deck()

        def bare(seed):
            for game in range(seed, seed + games):
                bare_game(deck, other, game)

        engine_rate, bare_rate, ratio = median_rates(engine, bare, games, runs)
        print(f"{label:<58} {engine_rate:7.0f} games/s, bare loop {bare_rate:7.0f}: {ratio:5.1f}x faster")

    for name in names:
        compare(f"greedy vs dummy    {name}", decks[name], None, "dummy")
    both = f"{names[0]} vs {names[1]}"
    compare(f"greedy vs greedy   {both}", decks[names[0]], decks[names[1]], "greedy")

    # The simulation jobs' runner plays the same games through the Django-side adapter.
    decklists = {
        "deck": {"name": names[0], "cards": [card.number for card in decks[names[0]]], "partner": None},
        "opponent_deck": {
            "name": names[1],
            "cards": [card.number for card in decks[names[1]]],
            "partner": None,
        },
    }
    for opponent, opponent_deck in (
        ({"kind": "dummy"}, None),
        ({"kind": "bot", "policy": "greedy"}, decks[names[1]]),
    ):
        runner = playout.SimulationRunner(decklists=decklists, opponent=opponent, policy="greedy", seed=0)
        runner.load_cards()

        def through_runner(seed, runner=runner):
            for game in range(seed, seed + games):
                runner.play(game=game)

        policy = opponent.get("policy", "dummy")

        def engine(seed, opponent_deck=opponent_deck, policy=policy):
            # The runner's seeds: game i uses seed + i, its opponent's bot seed + i + 1; the runner
            # watches its deck for the report too, so the ratio is what the adapter adds.
            for game in range(seed, seed + games):
                state = new_game(decks[names[0]], opponent_deck, game)
                play(state, (make_bot("greedy", game), make_bot(policy, game + 1)), watch=DeckWatch(0))

        engine_rate, runner_rate, ratio = median_rates(engine, through_runner, games, runs)
        print(
            f"simulation runner, greedy vs {policy:<27} "
            f"{runner_rate:7.0f} games/s, engine {engine_rate:7.0f}: "
            f"{ratio:5.2f}x the engine"
        )

    # A long game: the goldfish loses only 2 points a battle, so the game runs 50 turns; replay
    # its actions up to the start of turn 41.
    slow_dummy = [dummy_card(lost_points=(2, 2, 2, 2))] * 30
    state = new_game(decks[names[0]], slow_dummy, 7)
    play(state, (make_bot("greedy"), make_bot("dummy")))
    header = record(state)
    lookup = {card.number: card for card in [*decks[names[0]], slow_dummy[0]]}
    replayed = replay(header, lookup, checked=False)
    upto = next(i for i in range(len(header["actions"]) + 1) if replay(header, lookup, upto=i).turn > 40)
    timings = {True: [], False: []}
    for _ in range(max(runs, 9)):
        for checked in (True, False):
            started = time.process_time()
            replayed = replay(header, lookup, checked=checked, upto=upto)
            timings[checked].append(time.process_time() - started)
    assert replayed.turn == 41
    for checked, label in ((True, "checked"), (False, "unchecked")):
        print(
            f"replay a 40-turn game ({upto} actions, {label}): "
            f"{statistics.median(timings[checked]) * 1000:.2f} ms CPU"
        )


if __name__ == "__main__":
    main()
