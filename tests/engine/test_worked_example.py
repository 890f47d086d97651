"""RULES §8, the worked example, turn by turn, as a golden test (invented EXAMPLE- cards)."""

from gameplay.engine import apply, observe, parse
from gameplay.engine.attack import attack_value

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    EMBERPUP,
    GLOWMOTH,
    OVERCLOCK,
    PEBBLE,
    REEFCRAB,
    SHELLKIT,
    arrange,
    deck,
    game,
)

AKI, BEA = 0, 1
# Card ids: positions in the decks.
EMBERPUP_ID, CINDER_1, CINDER_2, AKI_BOOSTER, GLOWMOTH_ID, UNWANTED = 0, 1, 2, 3, 4, 5
SHELLKIT_ID, REEFCRAB_ID, OVERCLOCK_ID, BEA_BOOSTER = 0, 1, 2, 3


def play(state, *texts):
    for text in texts:
        apply(state, parse(text))


def counts(state, player):
    me = state.players[player]
    return {"points": me.points, "hand": len(me.hand), "NO": len(me.net_ocean), "DA": len(me.dark_area)}


def start():
    aki = deck(EMBERPUP, CINDERHOUND, CINDERHOUND, BOOSTER_CHIP, GLOWMOTH, PEBBLE)
    bea = deck(SHELLKIT, REEFCRAB, OVERCLOCK, BOOSTER_CHIP)
    state = game(aki, bea, first=AKI)
    arrange(state, AKI, hand=[CINDER_1, CINDER_2, AKI_BOOSTER, GLOWMOTH_ID, UNWANTED, 6])
    arrange(state, BEA, hand=[REEFCRAB_ID, OVERCLOCK_ID, BEA_BOOSTER, 4, 5, 6])
    return state


def test_setup_matches_the_example():
    state = start()
    for player, partner in ((AKI, EMBERPUP_ID), (BEA, SHELLKIT_ID)):
        me = state.players[player]
        assert me.digimon == [partner] and me.face_down
        assert counts(state, player) == {"points": 100, "hand": 6, "NO": 22, "DA": 0}


def test_turn_1_bea_wins_with_overclock_and_aki_drops_to_70():
    play_turn_1()


def play_turn_1():
    state = start()
    # Preparation, Aki (FP): discard 1, refill, prepare Cinderhound paying ● ×, set Booster Chip.
    play(state, f"discard {UNWANTED}")
    assert counts(state, AKI)["hand"] == 5 and counts(state, AKI)["DA"] == 1
    play(state, "pass")
    assert counts(state, AKI)["hand"] == 6 and counts(state, AKI)["NO"] == 21
    top_two = state.players[AKI].net_ocean[-2:]
    play(state, f"prepare {CINDER_1} alt 0")
    assert [tag for _, _, tag in state.players[AKI].power] == ["up", "side"]
    # EC-1: the top 2 Net Ocean cards, unseen by both players.
    assert sorted(card for card, _, _ in state.players[AKI].power) == sorted(top_two)
    for viewer in (AKI, BEA):
        power_box = observe(state, viewer)["sheets"][AKI]["power_box"]
        assert [entry["card"] for entry in power_box] == ["back", "back"]
    assert counts(state, AKI)["NO"] == 19
    play(state, f"set {AKI_BOOSTER} slot 1", "pass")
    assert counts(state, AKI)["hand"] == 4
    # Preparation, Bea (SP): no discard, refill draws 0, sets Overclock.
    assert state.actor == BEA
    play(state, "pass", f"set {OVERCLOCK_ID} slot 1", "pass")
    assert counts(state, BEA) == {"points": 100, "hand": 5, "NO": 22, "DA": 0}
    # Evolution: E-1 reveal, E-3 Aki evolves; Bea has nothing prepared.
    assert state.phase == "evolution" and state.actor == AKI
    assert not state.players[AKI].face_down and not state.players[BEA].face_down
    play(state, "proceed")
    assert state.players[AKI].digimon == [EMBERPUP_ID, CINDER_1]
    assert counts(state, AKI)["DA"] == 3
    # Battle: Bea (SP) confirms first: Shellkit uses A (330), Cinderhound uses B (420).
    assert state.phase == "battle" and state.actor == BEA
    assert (attack_value(state, AKI), attack_value(state, BEA)) == (420, 330)
    play(state, "use slot 1")
    assert attack_value(state, BEA) == 660
    assert counts(state, BEA)["hand"] == 4 and counts(state, BEA)["DA"] == 1
    # Bea has nothing left to use, so her window closes by itself (a pass is her only choice).
    assert state.actor == AKI
    play(state, "use slot 1")
    assert attack_value(state, AKI) == 520
    # Aki keeps Glowmoth for later: he passes, Bea's window is empty (nothing to use), and his
    # next window is empty too: two empty windows in a row end the phase (B-7).
    play(state, "pass")
    assert state.phase == "battle" and state.actor == AKI
    play(state, "pass")
    # P-1: 520 against 660, Bea wins.
    assert state.last_battle == (520, 660)
    assert state.turn == 2
    assert counts(state, AKI) == {"points": 70, "hand": 4, "NO": 19, "DA": 5}
    assert counts(state, BEA) == {"points": 100, "hand": 4, "NO": 22, "DA": 2}
    assert state.players[AKI].digimon == [EMBERPUP_ID]
    assert state.fp == BEA
    return state


def test_turn_2_aki_wins_with_glowmoth_and_bea_drops_to_80():
    state = play_turn_2_to_battle()
    play(state, "use slot 1")
    # Nothing is left to use: two empty windows end the battle. A plain +100 is added after
    # zeroing (B-8.3, B-8.5), so Bea's final value is 100 and Aki wins with 410.
    assert state.last_battle == (410, 100)
    assert state.turn == 3
    assert counts(state, AKI) == {"points": 70, "hand": 4, "NO": 15, "DA": 8}
    assert counts(state, BEA) == {"points": 80, "hand": 4, "NO": 18, "DA": 6}
    assert state.players[AKI].digimon == [EMBERPUP_ID, CINDER_2]
    assert state.players[BEA].digimon == [SHELLKIT_ID]
    assert state.fp == AKI


def test_draw_variant_both_lose_10_both_digimon_stay_and_bea_stays_fp():
    """RULES §8 "Draw" variant: turn 2 with both final values at 410 (P-3, P-5, P-6)."""
    state = play_turn_2_to_battle()
    # Bea's 0 + 100 (Booster Chip) is raised by hand to 410 (a manual adjustment, +310).
    play(state, "adjust attack p2 +310", "use slot 1")
    assert state.last_battle == (410, 410)
    assert state.turn == 3
    assert [me.points for me in state.players] == [60, 90]
    assert state.players[AKI].digimon == [EMBERPUP_ID, CINDER_2]
    assert state.players[BEA].digimon == [SHELLKIT_ID, REEFCRAB_ID]
    # Glowmoth still goes to the Dark Area in step ⑤ (P-5 (b)).
    assert GLOWMOTH_ID in state.players[AKI].dark_area and state.players[AKI].support == -1
    assert state.fp == BEA


def play_turn_2_to_battle():
    state = play_turn_1()
    # Preparation, Bea (FP): draws 2, prepares Reefcrab with ● ●, sets her Booster Chip.
    assert state.actor == BEA
    play(state, "pass")
    assert counts(state, BEA)["hand"] == 6 and counts(state, BEA)["NO"] == 20
    play(state, f"prepare {REEFCRAB_ID} alt 0")
    assert counts(state, BEA)["NO"] == 18
    play(state, f"set {BEA_BOOSTER} slot 1", "pass")
    assert counts(state, BEA)["hand"] == 4
    # Preparation, Aki (SP): draws 2, prepares his 2nd Cinderhound with ● ×, keeps Glowmoth.
    play(state, "pass")
    assert counts(state, AKI)["hand"] == 6 and counts(state, AKI)["NO"] == 17
    play(state, f"prepare {CINDER_2} alt 0", "pass")
    assert counts(state, AKI)["hand"] == 5 and counts(state, AKI)["NO"] == 15
    # Evolution: Bea evolves first; Aki sees Reefcrab, then goes ahead.
    play(state, "proceed")
    assert state.players[BEA].digimon == [SHELLKIT_ID, REEFCRAB_ID] and counts(state, BEA)["DA"] == 4
    assert state.actor == AKI
    play(state, "proceed")
    assert counts(state, AKI)["DA"] == 7
    # Battle: Aki (SP) first: Cinderhound uses C (310), which zeroes Reefcrab's A (450 -> 0).
    assert (attack_value(state, AKI), attack_value(state, BEA)) == (310, 0)
    play(state, f"support {GLOWMOTH_ID}")
    assert attack_value(state, AKI) == 410 and counts(state, AKI)["hand"] == 4
    assert state.actor == BEA
    return state
