"""T-P4's and T-P6's fast paths (preparation.may_prepare, routes_from, settable_cards) answer as the
full listing does, at every Preparation decision of seeded games between the real sample decks,
pass-only ones included."""

from gameplay.engine import make_bot, new_game, play, preparation
from gameplay.engine.preparation import (
    allowed_routes,
    expected_top_card,
    may_prepare,
    routes_from,
    settable_cards,
)
from gameplay.engine.state import NONE


def preparation_positions(real_decks, monkeypatch, games=12):
    """A copy of every position preparation.legal is asked about from T-P3 on (engine.game asks it
    at the decisions it passes for the player too), in seeded greedy games against both opponents."""
    seen = []
    listing = preparation.legal

    def watching(state, player):
        if state.players[player].prep_stage >= 3:
            seen.append(state.copy(with_actions=False))
        return listing(state, player)

    with monkeypatch.context() as patch:
        patch.setattr(preparation, "legal", watching)
        pairings = ((real_decks[0], None, "dummy"), (real_decks[1], real_decks[0], "greedy"))
        for seed in range(games):
            for deck, other, policy in pairings:
                play(new_game(deck, other, seed), (make_bot("greedy", seed), make_bot(policy, seed + 1)))
    return seen


def test_the_preparation_listing_is_the_same_with_and_without_the_fast_path(real_decks, monkeypatch):
    positions = preparation_positions(real_decks, monkeypatch)
    fast = [preparation.legal(state, state.actor) for state in positions]
    monkeypatch.setattr(preparation, "may_prepare", lambda me: True)
    assert [preparation.legal(state, state.actor) for state in positions] == fast
    # The fast path is taken: most of these decisions offer nothing to prepare.
    skipped = sum(not may_prepare(state.players[state.actor]) for state in positions)
    assert skipped > len(positions) // 3


def test_may_prepare_is_false_only_where_no_preparation_is_listed(real_decks, monkeypatch):
    positions = preparation_positions(real_decks, monkeypatch)
    for state in positions:
        if not may_prepare(state.players[state.actor]):
            assert preparation.prepare_actions(state, state.actor) == []


def test_the_routes_from_a_top_are_the_allowed_routes_of_each_digimon_of_the_deck(real_decks, monkeypatch):
    positions = preparation_positions(real_decks, monkeypatch, games=4)
    for state in positions:
        me = state.players[state.actor]
        top = expected_top_card(me)
        if top == NONE:
            continue
        table = routes_from(me, top)
        for card in me.facts.evolving:
            assert table.get(card, ()) == allowed_routes(me.deck[card], me.deck[top])


def test_the_settable_cards_of_a_deck_are_its_cards_that_are_not_digimon(real_decks, monkeypatch):
    positions = preparation_positions(real_decks, monkeypatch, games=2)
    for state in positions:
        me = state.players[state.actor]
        settable = settable_cards(me)
        assert settable == {card for card, record in enumerate(me.deck) if not record.is_digimon}
        # T-P6 offers a setting only for those cards (the set_actions shortcut skips the rest).
        assert {action.card for action in preparation.set_actions(me)} <= settable & set(me.hand)
