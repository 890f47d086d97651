"""Real Option cards of the evolution family played in games (patterns/option_evolution.py): a
Battle Phase card evolves or switches the battling Digimon straight from the hand (E-6.7), and a
card reverts a Digimon to the Level III it evolved from (E-6.2)."""

from dataclasses import replace

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Prepare, Proceed, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.cards import Requirement
from gameplay.engine.effect_context import DIGIMON, EngineContext
from gameplay.engine.effects.immunity import IGNORE_EVOLUTION_CONDITIONS, GrantImmunity
from gameplay.engine.hand_evolution import candidates
from gameplay.engine.moves import top_to_dark_area
from gameplay.engine.options import end_phase, end_turn
from gameplay.engine.power_grants import is_power_card
from gameplay.engine.state import NONE

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    EMBERPUP,
    LEAF,
    OVERCLOCK,
    REEFCRAB,
    SHELLKIT,
    ability,
    arrange,
    compiled_record,
    deck,
    digimon,
    fuse_against_two_set_options,
    game,
    marks,
    option,
    prepare_and_pass,
    text,
)
from .test_battle import battle_start, put_tops, sheet

# Perfect levels to evolve Cinderhound (Level IV) into: one by a 40 % win rate, one whose printed
# text says its evolution conditions cannot be ignored (RULES 4.2), one reached by ● ● only.
BLAZELORD = digimon(
    "EXAMPLE-E91",
    "Blazelord",
    "Perfect",
    "A",
    (650, 600, 500),
    (40, 30, 20, 10),
    evolution=((Requirement("win_rate", percent=40),),),
    frame="red",
)
STONEWARDEN = digimon(
    "EXAMPLE-E92", "Stonewarden", "Perfect", "B", (700, 650, 600), (40, 30, 20, 10), evolution=(marks(2, 0),)
)
# A Level IV reached by ● ×, which DigiBeetle's 'O', 'X', 'OO' or 'XX' does not name.
EMBERCLAW = digimon(
    "EXAMPLE-E93", "Emberclaw", "IV", "A", (500, 450, 350), (30, 20, 10, 10), evolution=(marks(1, 1),)
)


def _aki_uses(state, slot=1):
    """Bea (SP) passes her first battle window (if she has one); Aki (FP) uses the card in `slot`."""
    assert state.phase == "battle"
    if state.actor == 1:
        apply(state, Pass())
    assert Use(slot) in legal_actions(state)
    apply(state, Use(slot))


def test_e6_7_st_609_evolves_from_the_hand_in_battle_ignoring_the_requirements(catalog):
    # St-609 The Revelation of Hidden Power!!: "Ignore the evolution requirements and evolve your
    # Digimon into a Digimon of the next level in your hand. After evolution, send the top 3 cards
    # of your Net Ocean to the Dark Area."
    card = compiled_record("St-609")
    assert not is_power_card(card)
    state = battle_start((card, STONEWARDEN, SHELLKIT), slots_a=(1,), hand_a=(2, 3))
    aki = state.players[0]
    ocean = len(aki.net_ocean)
    _aki_uses(state)
    # ● ● is ignored; the Level III in hand is not of the next level; Cinderhound leaves (E-6.2).
    assert aki.digimon == [0, 2]
    assert 29 in aki.dark_area and 3 in aki.hand and 2 not in aki.hand
    assert len(aki.net_ocean) == ocean - 3


def test_e6_7_st_609_does_nothing_without_a_digimon_whose_requirements_may_be_ignored(catalog):
    card = compiled_record("St-609")
    sealed = replace(
        STONEWARDEN,
        number="EXAMPLE-E94",
        text=text(ability(GrantImmunity("self", IGNORE_EVOLUTION_CONDITIONS), trigger="continuous")),
    )
    state = battle_start((card, sealed), slots_a=(1,), hand_a=(2,))
    aki = state.players[0]
    ocean = len(aki.net_ocean)
    _aki_uses(state)
    # RULES 4.2: its conditions cannot be ignored, so nothing evolves and nothing follows.
    assert aki.digimon == [0, 29] and 2 in aki.hand
    assert len(aki.net_ocean) == ocean


def test_e6_7_bx_35_pays_a_win_rate_of_a_red_frame_digimon_from_the_hand(catalog):
    # Bx-35 X-Evolution!: "Send 3 cards from your Net Ocean to the Dark Area. Evolve your Digimon into
    # a red frame Digimon of the next level from your hand with Winning Percentage: 40%! or Winning
    # Percentage: 60%! in its evolution requirements."
    card = compiled_record("Bx-35")
    stronger_but_marks_only = STONEWARDEN
    state = battle_start((card, stronger_but_marks_only, BLAZELORD), slots_a=(1,), hand_a=(2, 3))
    aki = state.players[0]
    _aki_uses(state)
    # Stonewarden has the higher attacks but neither a red frame nor a win rate to pay for.
    assert aki.digimon == [0, 3]
    assert 2 in aki.hand and 3 not in aki.hand


def test_do_bo_268_digibeetle_switches_a_level_iv_with_the_marks_it_names_and_costs_10(catalog):
    # Bo-268 DigiBeetle: "You may switch your Digimon with a Level IV Digimon from your hand with
    # 'O', 'X', 'OO' or 'XX' in its evolution requirements. After the switch, reduce your points by 10."
    card = compiled_record("Bo-268")
    state = battle_start((card, EMBERCLAW, REEFCRAB), slots_a=(1,), hand_a=(2, 3))
    aki = state.players[0]
    _aki_uses(state)
    # Emberclaw's ● × is not named: Reefcrab (● ●, "OO") comes in, Cinderhound goes (like E-2).
    assert aki.digimon == [0, 3]
    assert 29 in aki.dark_area and 2 in aki.hand and 3 not in aki.hand
    assert aki.points == 90


def test_bo_268_digibeetle_without_a_fitting_level_iv_neither_switches_nor_costs_points(catalog):
    card = compiled_record("Bo-268")
    state = battle_start((card, EMBERCLAW), slots_a=(1,), hand_a=(2,))
    aki = state.players[0]
    _aki_uses(state)
    assert aki.digimon == [0, 29] and aki.points == 100


def test_e6_2_st_57_reverts_the_opponents_level_iv_to_its_level_iii(catalog):
    # St-57 That Was a Good Time: "Return your or your opponent's Level IV Digimon back to the Level
    # III Digimon it was before evolving, without any conditions." (cost: one hand card)
    card = compiled_record("St-57")
    state = battle_start((card, SHELLKIT), slots_a=(1,), hand_a=(2,), top_b=REEFCRAB)
    aki, bea = state.players
    _aki_uses(state)
    assert bea.digimon == [0] and 29 in bea.dark_area
    # Aki's own Level IV is left alone when the opponent's can be reverted.
    assert aki.digimon == [0, 29]


def test_e6_2_st_57_reverts_your_own_level_iv_when_the_opponents_is_not_level_iv(catalog):
    card = compiled_record("St-57")
    state = battle_start((card, SHELLKIT), slots_a=(1,), hand_a=(2,))
    aki, bea = state.players
    _aki_uses(state)
    assert aki.digimon == [0] and 29 in aki.dark_area
    assert bea.digimon == [0]


# Bea's Armor level Digimon (A-14: a Level IV), reached by Armor Evolution, over her Shellkit.
ARMORED_CRAB = digimon(
    "EXAMPLE-E95",
    "Armored Crab",
    "Armor",
    "C",
    (450, 430, 400),
    (30, 20, 10, 10),
    evolution=((Requirement("armor", names=("Digimental of Courage",)),),),
    evolution_text="Armor Evolution: Shellkit + Digimental of Courage",
)


def test_e6_2_bo_401_reverts_an_armor_evolved_opponent_and_costs_them_10(catalog):
    # Bo-401 Armor Purge!!: "Return the opponent's Level IV Digimon with 'Armor Evolution' in its
    # fusion requirements to the Level III Digimon it was before fusion. After that, immediately
    # reduce the opponent's points by 10."
    card = compiled_record("Bo-401")
    state = _evolution_phase_with(card, ARMORED_CRAB)
    aki, bea = state.players
    assert state.actor == 0 and Use(1) in legal_actions(state)
    apply(state, Use(1))
    assert bea.digimon == [0] and 29 in bea.dark_area
    assert bea.points == 90


def test_bo_401_leaves_a_level_iv_without_armor_evolution_alone(catalog):
    card = compiled_record("Bo-401")
    state = _evolution_phase_with(card, REEFCRAB)
    bea = state.players[1]
    apply(state, Use(1))
    assert bea.digimon == [0, 29] and bea.points == 100


def _hold_in_slot(state, player, card):
    arrange(state, player, hand=[card])
    me = state.players[player]
    me.hand.remove(card)
    me.slots[0] = card


def _evolution_phase_with(card, top_b):
    """Aki (FP, Cinderhound over Pebble) holds `card` face-down in slot 1, has prepared nothing and
    is in her Evolution step (E-3); Bea's battling Digimon is `top_b`."""
    state = game(sheet(CINDERHOUND, (card,)), sheet(top_b, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    # Bea's battle window then waits for her (use the Booster Chip or not), so play stops there.
    _hold_in_slot(state, 1, 1)
    while state.phase == "preparation":
        apply(state, Pass())
    assert state.phase == "evolution" and state.actor == 0
    return state


# A same-level Digimon of Cinderhound's, reached from Cinderhound by a 40 % win rate.
CINDERHOUND_X = digimon(
    "EXAMPLE-E96",
    "Cinderhound X",
    "IV",
    "A",
    (520, 470, 330),
    (30, 20, 10, 10),
    evolution=((Requirement("from", names=("Cinderhound",)), Requirement("win_rate", percent=40)),),
)


def test_ec_2_st_815_evolves_into_a_same_level_digimon_and_adds_300_for_the_turn(catalog):
    # St-815 Super Fusion Plug-In Y: "Evolve your Digimon into a Digimon of the same level with
    # Winning Percentage: 40%! or Winning Percentage: 60%! in its evolution requirements (…). For the
    # turn during which you evolved using this card, add 300 to your attack power."
    card = compiled_record("St-815")
    state = game(sheet(CINDERHOUND, (CINDERHOUND_X, card)), sheet(SHELLKIT, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 1, 1)
    arrange(state, 0, hand=[1, 2])
    prepare_and_pass(state, Prepare(1, 0, (2,)))
    apply(state, Proceed())
    aki = state.players[0]
    assert aki.digimon == [0, 1] and 29 in aki.dark_area
    # Cinderhound X attacks Shellkit (type B) with B, and the 300 lasts into the battle (Bea's
    # window holds play there).
    assert state.phase == "battle" and state.actor == 1
    assert attack_value(state, 0) == CINDERHOUND_X.attack("B") + 300


# A same-level fusion of Cinderhound's through the capsule card (EC-5): Cinderhound + the card.
CINDERHOUND_FUSED = digimon(
    "EXAMPLE-E97",
    "Cinderhound Fused",
    "IV",
    "A",
    (900, 850, 800),
    (30, 20, 10, 10),
    evolution=((Requirement("fusion", names=("Cinderhound", "Fuse Into the Ultimate Digimon!")),),),
)
PROGRAM_OVERCLOCK = replace(OVERCLOCK, option_type="Program")
ITEM_BOOSTER = replace(BOOSTER_CHIP, option_type="Item")


def _fused_with(card):
    """Aki fuses Cinderhound into Cinderhound Fused, paying `card` from slot 1 (EC-5); Bea holds
    a Program and an Item battle card in her slots and a hand card to pay the Program with."""
    state = game(
        sheet(CINDERHOUND, (CINDERHOUND_FUSED, card)),
        sheet(SHELLKIT, (PROGRAM_OVERCLOCK, ITEM_BOOSTER, LEAF)),
        first=0,
    )
    put_tops(state)
    fuse_against_two_set_options(state)
    return state


def test_e8_bo_7j_fuses_and_the_fused_digimon_invalidates_the_opponents_programs(catalog):
    # Bo-7j Fuse Into the Ultimate Digimon!: "… you can invalidate the opponent's Program Option
    # cards before they take effect."
    state = _fused_with(compiled_record("Bo-7j"))
    aki, bea = state.players
    assert aki.digimon == [0, 1] and "zero_by_attack:A" in aki.immunities
    assert state.phase == "battle" and state.actor == 1
    apply(state, Use(1, (3,)))
    # B-6 / O-L4: negated before it takes effect, into the Dark Area; its cost stays paid (O-C4).
    assert 1 in bea.dark_area and bea.slots[0] == NONE and 3 not in bea.hand
    # An Item card is not named: it takes effect. The battle then runs: Shellkit attacked with A
    # plus the Item's 100, not doubled by the Program.
    apply(state, Use(2))
    assert state.last_battle[1] == SHELLKIT.attack("A") + 100


def test_e8_bo_7j_sends_the_fused_digimon_to_the_dark_area_at_the_end_of_the_turn(catalog):
    state = _fused_with(compiled_record("Bo-7j"))
    aki = state.players[0]
    while state.turn == 1 and state.outcome() is None:
        apply(state, Pass())
    # Cinderhound Fused won its battle, then left at P-5 (d); the Level III stays (E-6.2).
    assert aki.digimon == [0] and 1 in aki.dark_area


def test_e8_bo_252_invalidates_programs_during_battle_only_and_keeps_the_digimon(catalog):
    # Bo-252 Fuse into the Ultimate Digimon!: "… and during battle, can invalidate …"; no end-of-turn
    # departure is printed.
    state = _fused_with(compiled_record("Bo-252"))
    aki, bea = state.players
    assert "invalidates:Program:battle" in aki.immunities
    apply(state, Use(1, (3,)))
    assert 1 in bea.dark_area
    while state.turn == 1 and state.outcome() is None:
        apply(state, Pass())
    assert aki.digimon == [0, 1]


# A Level IV of the Dark Area field (DA), reached only by a 40 % win rate Aki does not hold.
GLOOMHOUND = digimon(
    "EXAMPLE-E98",
    "Gloomhound",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    evolution=((Requirement("win_rate", percent=40),),),
    fields=frozenset({"DA"}),
)


def _prepare_and_evolve(state):
    """Aki prepares his card 1 paying card 2 as the ignore-conditions card (alt -1) and evolves;
    raises IllegalAction when the card does not reach card 1. Returns the Net Ocean's size and the
    hand once the Preparation Phase is over, just before the evolution."""
    arrange(state, 0, hand=[1, 2])
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    ocean, hand = len(state.players[0].net_ocean), list(state.players[0].hand)
    apply(state, Proceed())
    return ocean, hand


def _evolve_ignoring_with(card, target):
    """Aki (Emberpup) evolves into `target` paying `card` as the ignore-conditions card (alt -1)."""
    state = game(deck(EMBERPUP, target, card), deck(SHELLKIT), first=0)
    _prepare_and_evolve(state)
    return state


def test_e6_st_433_evolves_ignoring_requirements_and_adds_80_to_a_dark_area_digimon(catalog):
    # St-433 Digimental of Darkness: "Allows your Level III Digimon to evolve into a Level IV Digimon,
    # ignoring evolution requirements. When the Level IV Digimon that evolved with the use of this
    # card belongs to Dark Area, add 80 to your attack power."
    card = compiled_record("St-433")
    assert card.ignores_conditions
    state = _evolve_ignoring_with(card, GLOOMHOUND)
    assert state.players[0].digimon == [0, 1]
    # The battle ran at once: Gloomhound attacked Shellkit (type B) with B, plus 80.
    assert state.last_battle[0] == GLOOMHOUND.attack("B") + 80


def test_st_433_adds_nothing_to_a_level_iv_of_another_field(catalog):
    state = _evolve_ignoring_with(
        compiled_record("St-433"), replace(GLOOMHOUND, number="EXAMPLE-E99", fields=frozenset())
    )
    assert state.players[0].digimon == [0, 1]
    assert state.last_battle[0] == GLOOMHOUND.attack("B")


# Ultimates to evolve Stonewarden (Perfect) into, by a win rate Aki does not hold.
SKYREAVER = digimon(
    "EXAMPLE-E9A",
    "Skyreaver",
    "Ultimate",
    "A",
    (700, 650, 600),
    (50, 40, 30, 20),
    evolution=((Requirement("win_rate", percent=60),),),
)
DUSKREAVER = replace(SKYREAVER, number="EXAMPLE-E9B", name="Duskreaver", attacks=(550, 540, 530))


def test_e6_7_st_587_evolves_a_perfect_from_the_hand_in_battle_and_adds_200(catalog):
    # St-587 Summon Cube: "… evolve your Perfect level Digimon into an Ultimate level Digimon. After
    # that, add 200 to your attack power. After evolution, if the Digimon you evolved to has a basic
    # attack A (that is written on the card) of 600 and above, send the top 3 cards of your Net Ocean
    # to the Dark Area."
    card = compiled_record("St-587")
    state = battle_start((card, SKYREAVER), slots_a=(1,), hand_a=(2,), top_a=STONEWARDEN)
    aki = state.players[0]
    ocean = len(aki.net_ocean)
    _aki_uses(state)
    assert aki.digimon == [0, 2]
    assert state.last_battle[0] == SKYREAVER.attack("B") + 200
    assert len(aki.net_ocean) == ocean - 3


def test_st_587_keeps_the_net_ocean_when_the_ultimate_prints_less_than_600_a(catalog):
    state = battle_start(
        (compiled_record("St-587"), DUSKREAVER), slots_a=(1,), hand_a=(2,), top_a=STONEWARDEN
    )
    aki = state.players[0]
    ocean = len(aki.net_ocean)
    _aki_uses(state)
    assert aki.digimon == [0, 2]
    assert state.last_battle[0] == DUSKREAVER.attack("B") + 200
    assert len(aki.net_ocean) == ocean


def test_ec_2_sx_72_stays_with_the_digimon_it_evolved_and_its_gifts_last_as_long(catalog):
    # Sx-72 Metal Up: "… Evolve your Digimon into a red frame Digimon with Winning Percentage: 40%! in
    # its evolution requirements. Add 50 to the attack power, and add Metal Empire to the fields of the
    # Digimon that you evolved to. This card remains in the Power box until your Digimon gets sent to
    # the Dark Area (including when it evolves or reaches the end of its lifespan)."
    card = compiled_record("Sx-72")
    state = game(sheet(CINDERHOUND, (BLAZELORD, card)), sheet(SHELLKIT, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 1, 1)
    arrange(state, 0, hand=[1, 2])
    aki = state.players[0]
    ocean = len(aki.net_ocean)
    prepare_and_pass(state, Prepare(1, 0, (2,)))
    apply(state, Proceed())
    assert aki.digimon == [0, 1] and len(aki.net_ocean) < ocean
    # E-5 left the card with Blazelord; the bonus and the field outlast the phase and the turn.
    assert 2 in aki.support_other and 2 not in aki.dark_area
    end_phase(state)
    end_turn(state)
    assert attack_value(state, 0) == BLAZELORD.attack("B") + 50
    assert "ME" in EngineContext(state, 0, 0, DIGIMON, "turn").fields("self")
    # When Blazelord leaves, the card goes to the Dark Area and what it gave ends (O-L2).
    top_to_dark_area(state, 0)
    assert 2 in aki.dark_area and 2 not in aki.support_other
    assert not any(m.source == 2 and m.source_player == 0 for m in state.modifiers)


LUCEMON = digimon(
    "EXAMPLE-E9C", "Lucemon", "IV", "A", (480, 420, 310), (30, 20, 10, 10), evolution=(marks(1, 1),)
)
LUCEMON_FALLEN = digimon(
    "EXAMPLE-E9D",
    "Lucemon: Fallen",
    "Perfect",
    "A",
    (700, 650, 600),
    (40, 30, 20, 10),
    evolution=((Requirement("card", names=("Gospel of the Fallen Angel",)),),),
)


def test_ec_2_bo_977_keeps_its_evolved_digimons_immunities_past_the_turn_while_it_stays(catalog):
    # Bo-977 Gospel of the Fallen Angel: "The Digimon that evolved with the use of this card cannot
    # receive the effects of the opponent's effects that 'directly reduce the opponent's points' or
    # 'further reduce the opponent's points'. This card remains in the evolution requirements box until
    # the Digimon that evolved using this card is sent to the Dark Area."
    card = compiled_record("Bo-977")
    state = game(sheet(LUCEMON, (LUCEMON_FALLEN, card)), sheet(SHELLKIT, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 1, 1)
    arrange(state, 0, hand=[1, 2])
    aki = state.players[0]
    prepare_and_pass(state, Prepare(1, 0, (2,)))
    apply(state, Proceed())
    assert aki.digimon == [0, 1] and 2 in aki.support_other
    immune = {"direct_point_reduction", "further_point_reduction"}
    assert immune <= set(aki.immunities)
    # P-5 (d) clears the turn's grants; the card still with Lucemon: Fallen gives them again (O-L2).
    end_phase(state)
    end_turn(state)
    assert immune <= set(aki.immunities)
    top_to_dark_area(state, 0)
    assert 2 in aki.dark_area and not immune & set(aki.immunities)


BEELZEBUMON = digimon(
    "EXAMPLE-E9E",
    "Beelzebumon",
    "Perfect",
    "A",
    (700, 650, 600),
    (40, 30, 20, 10),
    evolution=((Requirement("card", names=("Lord of the Magic Dashing Bullets",)),),),
)
# Bea's Level IV of the Virus attribute, reached by ● (EC-1).
VIRALCRAB = digimon(
    "EXAMPLE-E9F",
    "Viralcrab",
    "IV",
    "C",
    (450, 430, 400),
    (30, 20, 10, 10),
    evolution=(marks(1, 0),),
    attributes=frozenset({"Virus"}),
)


def _beelzebumon_against(bea_evolves):
    """Aki (FP) evolves Cinderhound into Beelzebumon with Bo-1083; Bea (SP) then evolves Shellkit
    into Viralcrab (Virus) or not."""
    state = game(
        sheet(CINDERHOUND, (BEELZEBUMON, compiled_record("Bo-1083"))), deck(SHELLKIT, VIRALCRAB), first=0
    )
    put_tops(state)
    arrange(state, 0, hand=[1, 2])
    arrange(state, 1, hand=[1])
    apply(state, Pass())
    apply(state, Prepare(1, 0, (2,)))
    while state.actor == 0 and state.phase == "preparation":
        apply(state, Pass())
    apply(state, Pass())
    if bea_evolves:
        apply(state, Prepare(1, 0))
    while state.phase == "preparation":
        apply(state, Pass())
    apply(state, Proceed())
    assert state.players[0].digimon == [0, 1]
    if bea_evolves:
        # Bea (SP) decides after seeing Aki's evolution (E-4). Her Level III is no Virus yet, so the
        # bonus is in force now (O-N2).
        assert state.phase == "evolution" and state.actor == 1
        assert attack_value(state, 0) == BEELZEBUMON.attack("B") + 400
        apply(state, Proceed())
    return state


def test_ec_2_bo_1083_reads_the_opponent_in_the_battle_not_before_it_evolves(catalog):
    # Bo-1083 Lord of the Magic Dashing Bullets: "For the turn during which evolution took place, add
    # 400 to the attack power of the evolved Digimon when facing non-Virus attribute Digimon."
    state = _beelzebumon_against(bea_evolves=True)
    # Bea evolved into a Virus after Aki's evolution (E-4): Beelzebumon attacked Viralcrab (type C)
    # with C and without the bonus.
    assert state.last_battle[0] == BEELZEBUMON.attack("C")


def test_bo_1083_adds_400_against_a_non_virus_opponent(catalog):
    state = _beelzebumon_against(bea_evolves=False)
    assert state.last_battle[0] == BEELZEBUMON.attack("B") + 400


def test_e6_cd_9_warps_a_level_iii_to_the_perfect_it_names_and_discards_the_hand(catalog):
    # CD-9 What Awaits After Evolution: "Ignore the evolution requirements of your Level III or Level IV
    # Digimon and evolve it into a Perfect level Digimon in your evolution box. After that, send your
    # whole hand to the Dark Area."
    card = compiled_record("CD-9")
    state = game(deck(EMBERPUP, BLAZELORD, card), deck(SHELLKIT), first=0)
    _, hand = _prepare_and_evolve(state)
    aki = state.players[0]
    assert aki.digimon == [0, 1]
    assert hand and all(c in aki.dark_area for c in hand)


HYBRIDWING = digimon(
    "EXAMPLE-E9G",
    "Hybridwing",
    "Hybrid",
    "A",
    (640, 600, 560),
    (40, 30, 20, 10),
    evolution=((Requirement("win_rate", percent=60),),),
)


def test_e6_bo_1216_takes_a_level_iv_to_a_hybrid_but_is_not_paid_for_a_level_iii(catalog):
    # Bo-1216 Future Potential!!: "Send 2 cards from your hand to the Dark Area. You can use this card
    # when your Digimon is Level IV or Hybrid level. Ignore the evolution requirements and evolve your
    # Digimon into a Perfect level or Hybrid level Digimon."
    card = compiled_record("Bo-1216")
    state = game(sheet(CINDERHOUND, (HYBRIDWING, card)), deck(SHELLKIT), first=0)
    put_tops(state)
    _prepare_and_evolve(state)
    assert state.players[0].digimon == [0, 1]
    # From a Level III the card is not paid (O-N1), though Hybridwing would be a Hybrid all the same.
    state = game(deck(EMBERPUP, HYBRIDWING, card), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2])
    apply(state, Pass())
    assert Prepare(1, -1, (2,)) not in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, Prepare(1, -1, (2,)))


# An Ultimate reached only by an appearance condition Aki does not meet (E-9).
ANCIENTLORD = digimon(
    "EXAMPLE-E9H",
    "Ancientlord",
    "Ultimate",
    "A",
    (800, 750, 700),
    (50, 40, 30, 20),
    evolution=((Requirement("appearance", names=("Nobody",), text="When your Digimon is Nobody."),),),
)


def test_e9_re_47t_makes_the_prepared_ultimate_appear_ignoring_its_appearance_requirements(catalog):
    # Re-47t Aim for the Strongest Evolution!: "Send 3 cards from your hand to the Dark Area. Ignore the
    # appearance requirements and make appear an Ultimate level Digimon that was placed in your
    # evolution box."
    card = compiled_record("Re-47t")
    state = game(sheet(CINDERHOUND, (ANCIENTLORD, card)), deck(SHELLKIT), first=0)
    put_tops(state)
    _, hand = _prepare_and_evolve(state)
    aki = state.players[0]
    assert aki.digimon == [0, 1] and 29 in aki.dark_area
    # EC-2: the card's own price, three hand cards, was paid as it was used.
    assert len(aki.hand) == len(hand) - 3


WARRIOR = digimon(
    "EXAMPLE-E9I",
    "Flame Ancient",
    "Ultimate",
    "A",
    (800, 750, 700),
    (50, 40, 30, 20),
    evolution=((Requirement("fusion", names=("Stonewarden", "Ancient Spirit")),),),
    groups=frozenset({"Warrior Ten"}),
)


def test_e8_st_937_evolves_a_perfect_into_a_warrior_ten_that_leaves_at_the_end_of_the_turn(catalog):
    # St-937 Invitation to the Ancients: "Ignore the fusion/appearance requirements and make your Perfect
    # level Digimon evolve into a Warrior Ten Digimon. The Warrior Ten Digimon that evolved with the use
    # of this card is sent to the Dark Area at the end of the turn. After evolution, choose five cards
    # from your hand and send them to the Dark Area."
    card = compiled_record("St-937")
    state = game(sheet(STONEWARDEN, (WARRIOR, card)), deck(SHELLKIT), first=0)
    put_tops(state)
    _, hand = _prepare_and_evolve(state)
    aki = state.players[0]
    assert all(c in aki.dark_area for c in hand[-5:])
    # Flame Ancient won the battle at once, then left at P-5 (d); the Level III stays (E-6.2).
    assert state.last_battle[0] == WARRIOR.attack("B")
    while state.turn == 1:
        apply(state, Pass())
    assert aki.digimon == [0] and 1 in aki.dark_area


WINHOUND = digimon(
    "EXAMPLE-E9J",
    "Winhound",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    evolution=((Requirement("win_rate", percent=40),),),
)
# An Armor level counts as Level IV: level order 4.
MIRACLE_ARMOR = replace(
    digimon(
        "EXAMPLE-E9K",
        "Miracle Armor",
        "IV",
        "A",
        (520, 470, 330),
        (30, 20, 10, 10),
        evolution=((Requirement("armor", names=("Digimental of Miracles",)),),),
    ),
    level="Armor",
)


def _plug_in_pays(card, target):
    """Aki (Emberpup) holds `card` in slot 1 and `target`, a Shellkit and a leaf in hand, and
    prepares `target` paying the card (EC-2); raises IllegalAction when the card does not pay."""
    state = game(deck(EMBERPUP, card, target, SHELLKIT), deck(SHELLKIT), first=0)
    _hold_in_slot(state, 0, 1)
    arrange(state, 0, hand=[2, 3])
    prepare_and_pass(state, Prepare(2, 0, (1,)))
    apply(state, Proceed())
    return state


def test_ec_2_st_584_pays_a_win_rate_from_its_slot_and_takes_a_digimon_card_from_the_hand(catalog):
    # St-584 Super Evolution Plug-In M: "Evolve your Digimon into a Digimon of the next level with
    # 'Winning Percentage: 40%!' or 'Winning Percentage: 60%!' in their evolution requirements, or
    # Armor Evolution with the 'Digimental of Miracles' in their fusion requirements. After evolution,
    # send one Digimon card from your hand to the Dark Area."
    state = _plug_in_pays(compiled_record("St-584"), WINHOUND)
    aki = state.players[0]
    assert aki.digimon == [0, 2] and 1 in aki.dark_area
    # The Digimon card goes, not the option cards drawn with it.
    assert 3 in aki.dark_area


def test_ec_8_st_584_pays_its_digimental_but_st_585_does_not(catalog):
    state = _plug_in_pays(compiled_record("St-584"), MIRACLE_ARMOR)
    assert state.players[0].digimon == [0, 2]
    with pytest.raises(IllegalAction):
        _plug_in_pays(compiled_record("St-585"), MIRACLE_ARMOR)


def _armor(number, name, digimental):
    """An Armor level Digimon (A-14: level order 4) of Emberpup and the named Digimental."""
    return replace(
        digimon(
            number,
            name,
            "IV",
            "A",
            (520, 470, 330),
            (30, 20, 10, 10),
            evolution=(
                (Requirement("from", names=("Emberpup",)), Requirement("armor", names=(digimental,))),
            ),
            evolution_text=f"Armor Evolution Emberpup + {digimental}",
        ),
        level="Armor",
    )


COURAGE_ARMOR = _armor("EXAMPLE-E9M", "Courage Armor", "Digimental of Courage")
FATE_ARMOR = _armor("EXAMPLE-E9N", "Fate Armor", "Digimental of Fate")
# A Level IV reached only by fusion (EC-5): not an evolution route (E-11).
FUSED_HOUND = digimon(
    "EXAMPLE-E9O",
    "Fused Hound",
    "IV",
    "A",
    (520, 470, 330),
    (30, 20, 10, 10),
    evolution=((Requirement("fusion", names=("Emberpup", "Shellkit")),),),
)


def _ignoring_from_emberpup(card, target):
    """Aki (Emberpup) evolves into `target` paying `card` (`_prepare_and_evolve`): the state, the Net
    Ocean's size and the hand just before the evolution."""
    state = game(deck(EMBERPUP, target, card), deck(SHELLKIT), first=0)
    ocean, hand = _prepare_and_evolve(state)
    return state, ocean, hand


def test_e11_bo_400_fuses_into_an_armor_but_not_one_of_the_digimentals_it_excludes(catalog):
    # Bo-400 Metal Armor: "Ignore the fusion requirements and fuse your Level III Digimon into a Level IV
    # Digimon with 'Armor Evolution' in its fusion requirements (excluding fusion with the Digimentals
    # of Miracles/Fate). After that, send your whole hand to the Dark Area." (cost: 2 Net Ocean cards)
    card = compiled_record("Bo-400")
    state, _, hand = _ignoring_from_emberpup(card, COURAGE_ARMOR)
    aki = state.players[0]
    assert aki.digimon == [0, 1] and hand and all(c in aki.dark_area for c in hand)
    with pytest.raises(IllegalAction):
        _ignoring_from_emberpup(card, FATE_ARMOR)
    with pytest.raises(IllegalAction):
        _ignoring_from_emberpup(card, WINHOUND)


def test_e11_st_605_reaches_an_evolution_route_or_an_allowed_armor_but_not_a_fusion(catalog):
    # St-605 Aim for the Strongest Evolution!: "Ignore the evolution requirements and evolve your Digimon
    # into a Digimon of the next level, or ignore the fusion requirements and fuse your Digimon into a
    # Digimon of the next level (through Armor Evolution, excluding Digimon that have to be fused with
    # the Digimental of Miracles or Fate). After the evolution or fusion, send the top 3 cards of your
    # Net Ocean to the Dark Area."
    card = compiled_record("St-605")
    state, ocean, _ = _ignoring_from_emberpup(card, WINHOUND)
    assert state.players[0].digimon == [0, 1] and len(state.players[0].net_ocean) == ocean - 3
    state, _, _ = _ignoring_from_emberpup(card, COURAGE_ARMOR)
    assert state.players[0].digimon == [0, 1]
    for unreached in (FATE_ARMOR, FUSED_HOUND):
        with pytest.raises(IllegalAction):
            _ignoring_from_emberpup(card, unreached)


DIGIMENTAL_OF_FATE = option("EXAMPLE-E9P", "Digimental of Fate", timing="evolution")


def test_e6_7_bo_491_evolves_in_battle_pays_a_digimental_and_the_perfect_evolves_no_further(catalog):
    # Bo-491 The Sparkle of Fate!!: "Ignore the evolution requirements and evolve your Level III or
    # Level IV Digimon into a Perfect level Digimon in your hand. After that, add 200 to your attack
    # power. After evolution, send one 'Digimental of Fate' card from your hand to the Dark Area. The
    # Digimon that evolved with the use of this card cannot undergo any further evolution/
    # transformation/fusion/appearance, and is sent to the Dark Area at the end of the turn."
    card = compiled_record("Bo-491")
    state = battle_start(
        (card, STONEWARDEN, DIGIMENTAL_OF_FATE, SKYREAVER, SHELLKIT),
        slots_a=(1,),
        hand_a=(2, 3, 4),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
    )
    aki = state.players[0]
    _aki_uses(state)
    assert aki.digimon == [0, 2] and 3 in aki.dark_area and 4 in aki.hand
    assert attack_value(state, 0) == STONEWARDEN.attack("B") + 200
    # Skyreaver (an Ultimate in hand) is no longer a Digimon an effect may put on Stonewarden.
    assert candidates(state, 0, "evolve", "next_level", ()) == []
    while state.turn == 1:
        apply(state, Pass())
    assert aki.digimon == [0] and 2 in aki.dark_area
