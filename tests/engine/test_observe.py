"""observe() (DESIGN rule 5, RULES 1.1 visibility): across whole random games on the real sample
decks, a player's view names no card that player may not see."""

from gameplay.engine import apply_unchecked, new_game, observe
from gameplay.engine.policies import make_bot


def _named(sheet):
    """Every card id a sheet's view names, by zone."""
    named = {}

    def take(zone, value):
        if isinstance(value, dict) and "id" in value:
            named.setdefault(zone, set()).add(value["id"])
        elif isinstance(value, dict):
            for inner in value.values():
                take(zone, inner)
        elif isinstance(value, list):
            for inner in value:
                take(zone, inner)

    for zone, value in sheet.items():
        take(zone, value)
    return named


def _visible(state, owner, viewer):
    """RULES 1.1: the cards of `owner` that `viewer` may see now."""
    me = state.players[owner]
    own = owner == viewer
    allowed = set(me.support_other) | ({me.support} if me.support != -1 else set())
    allowed |= {card for index, card in enumerate(me.slots) if card != -1 and (own or me.face_up[index])}
    if own or not me.face_down:
        allowed |= set(me.digimon)
    if own:
        allowed |= set(me.hand) | set(me.evo_box)
        allowed |= {card for card, _, tag in me.power if tag == "card"}
        allowed |= {me.pending_swap} - {-1}
    return allowed


def test_a_view_never_names_a_hidden_card(real_decks):
    """Opponent hand, Evolution Box, pending swap and face-down slots; ●/× Power Box cards for
    both players (A-29); Net Ocean, Dark Area and the gauge marker (S-4) for both."""
    for seed in range(3):
        state = new_game(real_decks[0], real_decks[1], seed)
        bots = (make_bot("random", seed), make_bot("random", seed + 50))
        for _ in range(600):
            if state.outcome() is not None:
                break
            for viewer in (0, 1):
                sheets = observe(state, viewer)["sheets"]
                for owner in (0, 1):
                    named = set().union(*_named(sheets[owner]).values())
                    assert named <= _visible(state, owner, viewer), (seed, viewer, owner)
            apply_unchecked(state, bots[state.actor].choose(state, state.actor))
