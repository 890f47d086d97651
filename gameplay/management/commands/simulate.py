"""`manage.py simulate`: play N bot games with a deck and print what happened."""

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from gameplay.engine import EngineError
from gameplay.engine.simulation import simulate


class Command(BaseCommand):
    help = (
        "Play N games with a deck against the pace dummy, the vanilla dummy or a bot; print win rate, "
        "turns, points, the pace of its evolutions, battles won per turn, evolution failures, options."
    )

    def add_arguments(self, parser):
        parser.add_argument("--deck", required=True, help="plain-text decklist, one '3 St-1' per line")
        parser.add_argument(
            "--opponent",
            default="dummy",
            help=(
                "dummy (the pace dummy: IV on turn 2, Perfect on 4, Ultimate on 6), pace:IV/PERFECT/ULTIMATE "
                "(another schedule, e.g. pace:3/6/9), vanilla (a Level III that never evolves), "
                "random:FILE or greedy:FILE (FILE: the opponent's decklist)"
            ),
        )
        parser.add_argument("--games", type=int, default=100)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument("--policy", choices=("greedy", "random"), default="greedy")
        parser.add_argument(
            "--workers", type=int, default=1, help="processes to split the games over (same figures)"
        )
        parser.add_argument("--json", action="store_true", help="print the figures as JSON")
        parser.add_argument(
            "--gauntlet",
            action="store_true",
            help="play --games games against each reference deck (fixtures/decks/gauntlet/), print matchups",
        )
        parser.add_argument(
            "--opponent-policy",
            choices=("greedy", "random"),
            default="greedy",
            help="with --gauntlet: who plays the reference decks",
        )

    def handle(self, *args, **options):
        from gameplay.records import deck_records

        if options["games"] < 1:
            raise CommandError("--games must be at least 1.")
        if options["workers"] < 1:
            raise CommandError("--workers must be at least 1.")
        deck = deck_records(self._read(options["deck"]))
        if options["gauntlet"]:
            self._gauntlet(deck, options, deck_records)
            return
        opponent, opponent_deck = self._opponent(options["opponent"], deck_records)
        try:
            result = simulate(
                deck,
                opponent_deck,
                games=options["games"],
                seed=options["seed"],
                policy=options["policy"],
                opponent=opponent,
                workers=options["workers"],
            )
        except EngineError as error:
            raise CommandError(str(error)) from error
        data = result.to_json()
        if options["json"]:
            self.stdout.write(json.dumps(data, indent=2, sort_keys=True))
            return
        self._print(data, options)

    def _gauntlet(self, deck, options, deck_records):
        """One line per reference deck: wins, win rate with its 95 % Wilson interval, mean turns."""
        from gameplay.gauntlet import gauntlet_decks
        from gameplay.simulation_stats import wilson_interval

        rows = []
        for opponent in gauntlet_decks():
            try:
                result = simulate(
                    deck,
                    deck_records(opponent.text),
                    games=options["games"],
                    seed=options["seed"],
                    policy=options["policy"],
                    opponent=options["opponent_policy"],
                    workers=options["workers"],
                )
            except EngineError as error:
                raise CommandError(f"{opponent.name}: {error}") from error
            low, high = wilson_interval(result.wins, result.games)
            data = result.to_json(with_speed=False)
            rows.append({"opponent": opponent.name, **data, "win_rate_interval": [low, high]})
        if options["json"]:
            self.stdout.write(json.dumps(rows, indent=2, sort_keys=True))
            return
        write = self.stdout.write
        write(
            f"{options['games']} games against each of {len(rows)} reference decks, "
            f"{options['policy']} vs {options['opponent_policy']}, seed {options['seed']}"
        )
        width = max(len(row["opponent"]) for row in rows)
        for row in rows:
            low, high = row["win_rate_interval"]
            turns = row["games"] and sum(int(k) * v for k, v in row["turns"].items()) / row["games"]
            write(
                f"  {row['opponent']:<{width}}  {row['wins']:>4} / {row['games']:<4} {row['win_rate']:6.1%}"
                f"  [{low:.1%} – {high:.1%}]  mean {turns:.1f} turns"
            )

    def _read(self, path):
        try:
            return Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise CommandError(f"Cannot read the decklist {path}: {error.strerror}.") from error

    def _opponent(self, spec, deck_records):
        if spec == "dummy":
            return "pace", None
        if spec == "vanilla":
            return "vanilla", None
        policy, _, path = spec.partition(":")
        if policy == "pace":
            return spec, None
        if policy not in ("random", "greedy") or not path:
            raise CommandError(
                f"--opponent must be dummy, pace:IV/PERFECT/ULTIMATE, vanilla, random:FILE or greedy:FILE, "
                f"not {spec!r}."
            )
        return policy, deck_records(self._read(path))

    def _print(self, data, options):
        write = self.stdout.write
        turns = data["turns_to_win"]
        write(f"{data['games']} games, {options['policy']} vs {options['opponent']}, seed {options['seed']}")
        counts = f"{data['wins']} won, {data['losses']} lost, {data['draws']} drawn"
        write(f"win rate {data['win_rate']:.1%}  ({counts})")
        write(f"turns to win: mean {turns['mean']}, median {turns['median']}")
        write("  distribution: " + (", ".join(f"{k}: {v}" for k, v in turns["distribution"].items()) or "-"))
        lost = data["points_lost_per_turn"]
        write(f"points lost per turn: deck {lost['deck']}, opponent {lost['opponent']}")
        write("game length (turns): " + _counts(data["turns"]))
        for level, counts in data["first_level"].items():
            write(f"first {level} on turn: " + _counts(counts))
        write(
            "battles won per turn (won/battles): "
            + ", ".join(
                f"{turn}: {row['won']}/{row['battles']}" for turn, row in data["battles_won_per_turn"].items()
            )
        )
        write("turns with no evolution to prepare: " + _counts(data["evolution_failures"]))
        write("options used: " + _counts(data["options_used"]))
        write("evolutions (prepared / succeeded):")
        for number, counts in data["evolutions"].items():
            write(f"  {number}: {counts['prepared']} / {counts['succeeded']}")
        write(f"games per second: {data['games_per_second']}")


def _counts(counts):
    return ", ".join(f"{key}: {value}" for key, value in counts.items()) or "-"
