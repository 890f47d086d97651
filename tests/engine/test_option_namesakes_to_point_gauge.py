"""Sp-27 The Glory of Victory Is in My Hand!!! (3), played in a real game: the opponent's slots are
swept, their A, B and C become zero, their lost points are tripled (P-3), and the defeated Digimon is
stacked onto their point gauge with its namesakes from their Dark Area (P-5 (a), RULES 2.1)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use

from .helpers import BOOSTER_CHIP, SHELLKIT, arrange, compiled_record, digimon, game, record
from .test_battle import put_tops, sheet
from .test_option_evolution_cards import BLAZELORD, _hold_in_slot

# Bea's Level IV: against a Perfect winner it loses 20 (RULES 1.6).
TALLYBACK = digimon("EXAMPLE-S271", "Tallyback", "IV", "A", (400, 300, 200), (40, 30, 20, 50))


def _battle(top_b, dark_b=()):
    """Aki (FP) battles with Blazelord (Perfect) and holds Sp-27 in slot 1 and a Leaf in hand; Bea
    battles with `top_b`, a Booster Chip in slot 1 and her cards `dark_b` (ids 2, 3, …) in her Dark
    Area, Shellkit (id 1) among them when she has any."""
    card = compiled_record("Sp-27")
    state = game(sheet(BLAZELORD, (card,)), sheet(top_b, (BOOSTER_CHIP, *dark_b)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    _hold_in_slot(state, 1, 1)
    bea = state.players[1]
    for index in range(2, 2 + len(dark_b)):
        for zone in (bea.hand, bea.net_ocean):
            if index in zone:
                zone.remove(index)
        bea.dark_area.append(index)
    while state.phase != "battle":
        apply(state, Pass())
    arrange(state, 0, hand=[2])
    if state.actor == 1:
        apply(state, Pass())
    return state


def test_sp_27_sweeps_zeroes_triples_and_stacks_the_loser_with_its_namesakes(catalog):
    # Sp-27: "Send 1 card from your hand to the Dark Area. You can only use this card when your Digimon
    # is not Level III. Send all of the cards in your opponent's slots to the Dark Area, and make the
    # opponent's A, B, and C attack power all become zero. Furthermore, when you win the battle,
    # triple the opponent's Lost Points, and stack the opponent's Digimon along with any Digimon in
    # their Dark Area with the same name onto their Point Gauge. Send this card to the Dark Area at
    # the end of the Battle Phase."
    state = _battle(TALLYBACK, dark_b=(TALLYBACK, SHELLKIT))
    aki, bea = state.players
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    # Nothing is left to use: the battle resolves and the turn ends (into the next Preparation).
    assert state.turn == 2
    # The cost: Aki's only hand card (id 2); Bea's Booster Chip (id 1) is swept, her attack is zero.
    assert 2 in aki.dark_area and 2 not in aki.hand
    assert 1 in bea.dark_area
    assert state.last_battle[1] == 0
    # Blazelord (Perfect) won: Tallyback's Perfect column 20, tripled.
    assert bea.points == 100 - 3 * 20
    # Tallyback (id 29) and the Tallyback of her Dark Area (id 2) are on her point gauge; Shellkit and
    # the Booster Chip stay in the Dark Area; Sp-27 left with the Battle Phase.
    assert {29, 2} <= set(bea.gauge_cards)
    assert 2 not in bea.dark_area and 3 in bea.dark_area and 1 in bea.dark_area
    assert 1 in aki.dark_area and aki.slots[0] == -1


def test_sp_27_leaves_a_defeated_level_iii_in_its_box(catalog):
    # P-5 (a): a Level III loser stays in its box, so it is not stacked, and its namesakes stay too.
    agumon = record("St-1")
    state = _battle(agumon, dark_b=(agumon,))
    bea = state.players[1]
    apply(state, Use(1))
    assert state.turn == 2
    assert bea.digimon == [0] and 2 in bea.dark_area and 2 not in bea.gauge_cards


def test_sp_27_cannot_be_used_by_a_level_iii(catalog):
    card = compiled_record("Sp-27")
    state = game(sheet(record("St-1"), (card,)), sheet(SHELLKIT, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    _hold_in_slot(state, 1, 1)
    while state.phase != "battle":
        apply(state, Pass())
    if state.actor == 1:
        apply(state, Pass())
    assert Use(1) not in legal_actions(state)
