"""Seeded real games for the tests of the players' words: the Starter deck on both sides."""

from gameplay import playout
from gameplay.selectors import Visitor, deck_source_resolve


def greedy_game(deck, owner, *, seed, opponent="greedy"):
    """{header, actions} of one greedy game of the Starter deck against a greedy bot (or the dummy)."""
    source = deck_source_resolve(ref=deck.share_id, visitor=Visitor(user=owner))
    lists = {"deck": playout.decklist_json(source), "opponent_deck": playout.decklist_json(source)}
    kind = {"kind": "bot", "policy": opponent} if opponent != "dummy" else {"kind": "dummy"}
    runner = playout.SimulationRunner(decklists=lists, opponent=kind, policy="greedy", seed=seed)
    return runner.record(game=0)


def decisions(record):
    """(state, player, legal actions) at every decision of a recorded game, in order."""
    state = playout.game_new(record["header"])
    for text in record["actions"]:
        player = state.actor
        yield state, player, playout.legal_actions(state, player)
        playout.apply_notation(state, text)
