"""Real removal and conditional attack Option cards played in a game (patterns/option_removal.py,
patterns/option_attack.py): the engine moves the cards and changes the attack values they say."""

from gameplay.engine import apply, legal_actions, moves, points, preparation
from gameplay.engine.actions import Discard, Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, PEBBLE, SHELLKIT, ability, digimon, record, text
from .test_battle import battle_start


def _ultimate(name, **traits):
    return digimon("EXAMPLE-R1", name, "Ultimate", "A", (600, 500, 300), (10, 10, 10, 10), **traits)


def _perfect(name, attacks=(500, 450, 300), **traits):
    return digimon("EXAMPLE-R2", name, "Perfect", "A", attacks, (20, 10, 10, 10), **traits)


def _my_window(state):
    """B-4: the second player (Bea) opens the battle; she passes (when she has a card to use) so that
    Aki (FP) may use his."""
    assert state.phase == "battle"
    if state.actor == 1:
        apply(state, Pass())
    assert state.actor == 0


def _used_in_my_window(card, **setup):
    """Aki uses `card` from slot 1 in his first Battle Phase window; `setup` as for battle_start."""
    state = battle_start((card,), slots_a=(1,), **setup)
    _my_window(state)
    apply(state, Use(1))
    return state


def _turn_face_up(state, player, slot):
    me = state.players[player]
    me.face_up[slot] = me.active[slot] = True


def _to_support_box(state, player, card):
    remove_from_zones(state, player, card)
    state.players[player].support = card


def test_bx_70_slot_spiral_clears_the_opponents_support_and_face_up_cards_but_not_face_down_ones(catalog):
    slot_spiral = record("Bx-70")
    assert slot_spiral.text.status == "compiled"
    data_ultimate = _ultimate("Datamon Ultimate", attributes=frozenset({"Data"}))
    state = battle_start(
        (slot_spiral, BOOSTER_CHIP),
        hand_a=(2,),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP, SHELLKIT),
        slots_b=(1, 2),
        top_a=data_ultimate,
    )
    bea = state.players[1]
    _turn_face_up(state, 1, 0)
    _to_support_box(state, 1, 3)
    _my_window(state)
    apply(state, Use(1, (2,)))
    assert 1 in bea.dark_area and 3 in bea.dark_area
    assert bea.support == -1
    # The face-down card stays in its slot.
    assert bea.slots[1] == 2
    aki = state.players[0]
    assert 2 in aki.dark_area and 1 in aki.dark_area


def _slot_return():
    """Bo-489 Slot Return in Aki's slot 1 and a face-down Booster Chip in his slot 2; Bea has a
    face-down Booster Chip in slot 1 and a face-up one in slot 2. Aki's Digimon is the real Bo-11j War
    Greymon (2), a Vaccine Ultimate (the card's use requirement)."""
    slot_return = record("Bo-489")
    assert slot_return.text.status == "compiled"
    state = battle_start(
        (slot_return, BOOSTER_CHIP),
        slots_a=(1, 2),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_a=record("Bo-11j"),
    )
    _turn_face_up(state, 1, 1)
    _my_window(state)
    return state


def test_o3_bo_489_slot_return_offers_the_choice_of_one_side(catalog):
    # Bo-489 Slot Return: "(O)Send any face-down cards in either your or your opponent's slots back to
    # your/their hand, and send any face-up cards to the Dark Area." "Either your or your opponent's"
    # is the user's choice of one side (O-3), as for Bo-158.
    state = _slot_return()
    assert [a for a in legal_actions(state) if isinstance(a, Use) and a.slot == 1] == [
        Use(1, choice="self"),
        Use(1, choice="opponent"),
    ]


def test_bo_489_slot_return_on_the_opponents_side_sends_face_down_cards_home_and_face_up_cards_away(catalog):
    state = _slot_return()
    aki, bea = state.players
    apply(state, Use(1, choice="opponent"))
    # Bea's face-down Booster Chip goes back to her hand, her face-up one to the Dark Area.
    assert 1 in bea.hand and 2 in bea.dark_area and bea.slots == [-1, -1, -1]
    # Aki's side was not chosen: his face-down card stays; Slot Return goes by its own limit.
    assert aki.slots == [-1, 2, -1] and 1 in aki.dark_area


def test_bo_489_slot_return_on_its_users_side_returns_his_face_down_card_only(catalog):
    state = _slot_return()
    aki, bea = state.players
    apply(state, Use(1, choice="self"))
    assert 2 in aki.hand and aki.slots == [-1, -1, -1] and 1 in aki.dark_area
    # Bea's side was not chosen: both her cards stay where they are.
    assert bea.slots == [1, 2, -1] and bea.face_up[1]


def test_st_606_sends_a_machine_type_opponent_away_and_leaves_its_level_iii(catalog):
    pull_down = record("St-606")
    assert pull_down.text.status == "compiled"
    deep_saver = _perfect("Deep Saver", fields=frozenset({"DS"}))
    nature_card = digimon(
        "EXAMPLE-R3", "Leafling", "III", "B", (300, 300, 200), (20, 10, 10, 10), fields=frozenset({"NSp"})
    )
    giromon = record("Bo-68")
    assert giromon.species == "Machine" and giromon.level == "Perfect"
    state = battle_start((pull_down, nature_card), hand_a=(2,), slots_a=(1,), top_a=deep_saver, top_b=giromon)
    bea = state.players[1]
    _my_window(state)
    apply(state, Use(1, (2,)))
    assert 29 in bea.dark_area
    # The Level III under the evolved Digimon stays in the box (the card excludes Level III).
    assert [bea.deck[card].name for card in bea.digimon] == [PEBBLE.name]


def test_st_606_leaves_a_digimon_of_another_type_in_the_box(catalog):
    pull_down = record("St-606")
    deep_saver = _perfect("Deep Saver", fields=frozenset({"DS"}))
    nature_card = digimon(
        "EXAMPLE-R3", "Leafling", "III", "B", (300, 300, 200), (20, 10, 10, 10), fields=frozenset({"NSp"})
    )
    dragon = _perfect("Wyvern", species="Dragon")
    state = battle_start((pull_down, nature_card), hand_a=(2,), slots_a=(1,), top_a=deep_saver, top_b=dragon)
    _my_window(state)
    apply(state, Use(1, (2,)))
    assert state.players[1].digimon[-1] == 29


def test_bo_586_sends_an_ultimate_nature_spirit_with_a_printed_a_of_600_or_more(catalog):
    bone = record("Bo-586")
    assert bone.text.status == "compiled"
    nightmare = digimon(
        "EXAMPLE-R4", "Nightling", "IV", "A", (450, 400, 300), (30, 20, 10, 10), fields=frozenset({"NSo"})
    )
    strong = _ultimate("Treant", fields=frozenset({"NSp"}))
    state = _used_in_my_window(bone, top_a=nightmare, top_b=strong)
    assert 29 in state.players[1].dark_area
    weaker = digimon(
        "EXAMPLE-R5", "Sapling", "Ultimate", "A", (590, 700, 700), (10, 10, 10, 10), fields=frozenset({"NSp"})
    )
    state = _used_in_my_window(bone, top_a=nightmare, top_b=weaker)
    assert state.players[1].digimon[-1] == 29


def test_bo_250_small_spear_adds_150_only_when_behind_as_it_is_used(catalog):
    small_spear = record("Bo-250")
    assert small_spear.text.status == "compiled"
    weak = _perfect("Lancer", attacks=(400, 400, 300), attributes=frozenset({"Vaccine"}))
    strong = _perfect("Brute", attacks=(500, 500, 500))
    state = _used_in_my_window(small_spear, top_a=weak, top_b=strong)
    # Nothing is left to use, so the battle ends on these values (B-7).
    assert state.last_battle == (400 + 150, 500)
    ahead = _perfect("Lancer", attacks=(520, 520, 300), attributes=frozenset({"Vaccine"}))
    state = _used_in_my_window(small_spear, top_a=ahead, top_b=strong)
    assert state.last_battle == (520, 500)


def test_bo_497_makes_the_opponents_printed_attacks_zero_for_10_of_its_users_points(catalog):
    plug_in = record("Bo-497")
    assert plug_in.text.status == "compiled"
    state = battle_start(
        (plug_in,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=_ultimate("Guardian")
    )
    aki, bea = state.players
    # Bea adds 100 with her Booster Chip first; the printed value goes to 0, the addition stays.
    apply(state, Use(1))
    assert attack_value(state, 1) == 330 + 100
    apply(state, Use(1))
    assert aki.points == 90
    # Aki attacks with his B (500) against Shellkit (battle type B).
    assert state.last_battle == (500, 100)


def test_bo_1087_ends_at_the_opponents_lifespan_and_cannot_be_discarded(catalog):
    worm = record("Bo-1087")
    assert worm.text.status == "compiled" and worm.limit == "lasting"
    state = battle_start((worm,), slots_a=(1,))
    aki, bea = state.players
    _turn_face_up(state, 0, 0)
    assert Discard(1) not in preparation.legal(state, 0)
    # Bea's Net Ocean runs out: her death check (P-5 (c)) ends the card on Aki's side too.
    bea.dark_area.extend(bea.net_ocean)
    bea.net_ocean.clear()
    points.death_check(state, 1)
    assert aki.slots[0] == -1 and 1 in aki.dark_area


def test_bo_917_romeo_reads_the_flame_ability_printed_on_a_card_in_the_opponents_hand(catalog):
    romeo = record("Bo-917")
    assert romeo.text.status == "compiled"
    flame_card = record("St-462")
    assert flame_card.text.abilities[0].effects[0].keyword == "flame"
    ultimate = _ultimate("Guardian")
    state = _used_in_my_window(romeo, cards_b=(flame_card,), hand_b=(1,), top_a=ultimate)
    assert state.last_battle[0] == 500 + 200
    # With a Digimon that lacks the ability in Bea's hand instead, Romeo adds nothing.
    state = _used_in_my_window(romeo, cards_b=(PEBBLE,), hand_b=(1,), top_a=ultimate)
    assert state.last_battle[0] == 500


def test_bx_132_is_paid_with_a_red_frame_omegamon_from_the_hand_and_adds_800(catalog):
    in_force = record("Bx-132")
    assert in_force.text.status == "compiled"
    red_omegamon = record("Sx-5")
    assert red_omegamon.name == "Omegamon" and red_omegamon.frame == "Red"
    blue_omegamon = digimon("EXAMPLE-R7", "Omegamon", "Ultimate", "A", (800, 700, 500), (10, 10, 10, 10))
    top = _ultimate("Guardian")
    state = battle_start((in_force, blue_omegamon, red_omegamon), hand_a=(2, 3), slots_a=(1,), top_a=top)
    aki = state.players[0]
    _my_window(state)
    apply(state, Use(1))
    # Only the red frame Omegamon pays (O-C2); the blue one stays in the hand.
    assert 3 in aki.dark_area and 2 in aki.hand
    assert state.last_battle[0] == 500 + 800


def test_bx_7s_counts_a_red_frame_digimon_outside_the_royal_knights_on_the_opponents_sheet(catalog):
    purge = record("Bx-7s")
    assert purge.text.status == "compiled"
    knight = _ultimate("Knightly", groups=frozenset({"Royal Knights"}))
    red_rival = _perfect("Crimson", frame="Red")
    state = _used_in_my_window(purge, top_a=knight, top_b=red_rival)
    assert state.last_battle[0] == 600 + 800
    red_knight = _perfect("Crimson Knight", frame="Red", groups=frozenset({"Royal Knights"}))
    state = _used_in_my_window(purge, top_a=knight, top_b=red_knight)
    assert state.last_battle[0] == 600


def test_st_221_adds_200_while_the_printed_attack_is_lower_than_the_opponents(catalog):
    iron_wall = record("St-221")
    assert iron_wall.text.status == "compiled"
    grappler = _perfect(
        "Grappler",
        attacks=(450, 400, 300),
        text=text(ability(GrantKeyword("self", "grappling"), trigger="continuous")),
    )
    state = _used_in_my_window(iron_wall, top_a=grappler, top_b=_perfect("Brute"))
    assert state.last_battle == (450 + 200, 500)
    weaker = _perfect("Weakling", attacks=(400, 400, 400))
    state = _used_in_my_window(iron_wall, top_a=grappler, top_b=weaker)
    assert state.last_battle == (450, 400)


def test_bo_793_hit_lock_stops_the_opponents_own_additions_but_not_its_users(catalog):
    hit_lock = record("Bo-793")
    assert hit_lock.text.status == "compiled"
    state = battle_start(
        (hit_lock, BOOSTER_CHIP),
        slots_a=(1, 2),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=_ultimate("Guardian"),
    )
    # Bea passes her first window; Aki locks her attack increases and passes.
    apply(state, Pass())
    apply(state, Use(1))
    apply(state, Pass())
    # Bea's own Booster Chip now adds nothing; Aki's still adds 100.
    assert state.actor == 1
    apply(state, Use(1))
    assert attack_value(state, 1) == 330
    apply(state, Use(2))
    assert state.last_battle == (500 + 100, 330)


def test_bo_793_a_block_leaves_earlier_additions_and_ends_when_its_card_leaves_the_slot():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    apply(state, Use(1))
    assert attack_value(state, 1) == 330 + 100
    # Aki's card in slot 1 (card 1) is the source of the block, applied after Bea's addition.
    attack_effects.block_attack_increases(EngineContext(state, 0, 1, OPTION, "source"), "opponent")
    assert attack_value(state, 1) == 430
    attack_effects.multiply_attack(EngineContext(state, 1, 1, OPTION, "source"), "self", 2)
    attack_effects.add_attack(EngineContext(state, 1, 1, OPTION, "source"), "self", 100)
    assert attack_value(state, 1) == 430
    # Aki's own additions are not blocked.
    attack_effects.add_attack(EngineContext(state, 0, 1, OPTION, "source"), "self", 100)
    assert attack_value(state, 0) == 420 + 100
    # O-L2: the block ends when its card leaves the slot.
    moves.slot_to_dark_area(state, 0, 0)
    attack_effects.add_attack(EngineContext(state, 1, 1, OPTION, "source"), "self", 100)
    assert attack_value(state, 1) == 430 + 100


def test_bo_792_a_hybrid_may_use_a_second_pow_booster_but_an_ultimate_may_not(catalog):
    booster = record("Bo-792")
    assert booster.text.status == "compiled" and booster.only_one
    hybrid = digimon("EXAMPLE-R9", "Flamehybrid", "Hybrid", "A", (600, 500, 400), (10, 10, 10, 10))
    state = battle_start((booster, booster), slots_a=(1, 2), top_a=hybrid)
    _my_window(state)
    apply(state, Use(1))
    assert Use(2) in legal_actions(state)
    apply(state, Use(2))
    # Each adds 300 to a Hybrid (its "instead" part) attacking with its B against Shellkit.
    assert state.last_battle[0] == 500 + 300 + 300
    state = battle_start((booster, booster), slots_a=(1, 2), top_a=_ultimate("Guardian"))
    _my_window(state)
    apply(state, Use(1))
    assert Use(2) not in legal_actions(state)


def test_bo_915_is_used_by_an_ultimate_and_by_a_transcendent_form_whatever_the_catalog_spelling(catalog):
    strike = record("Bo-915")
    assert strike.allowed_levels == frozenset()
    magna = record("Bo-851")
    # The catalog prints this Magna Garurumon's group as "Trascendent Form".
    assert magna.groups == {"Transcendent Form"} and magna.level == "Hybrid"
    state = _used_in_my_window(strike, top_a=magna)
    assert state.last_battle[0] == magna.attack("B") + 300
    ultimate = digimon("EXAMPLE-R10", "Metal Garurumon", "Ultimate", "A", (600, 500, 400), (10, 10, 10, 10))
    state = _used_in_my_window(strike, top_a=ultimate)
    assert state.last_battle[0] == 500 + 300


def test_bo_795_protector_makes_a_losing_hybrid_lose_10_points_whatever_its_printed_table(catalog):
    protector = record("Bo-795")
    assert protector.text.status == "compiled"
    hybrid = digimon("EXAMPLE-R11", "Frailhybrid", "Hybrid", "A", (200, 200, 200), (40, 40, 40, 40))
    state = battle_start((protector,), slots_a=(1,), top_a=hybrid, top_b=_ultimate("Guardian"))
    aki, bea = state.players
    _my_window(state)
    apply(state, Use(1))
    assert state.last_battle == (200 + 300, 600)
    # P-3: the Hybrid loses against an Ultimate, reading III10 IV10 P10 U10 instead of its 40s; nothing
    # is left to do in the turn, so the engine has played it to the next one.
    assert (aki.points, bea.points) == (100 - 10, 100)
