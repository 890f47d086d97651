"""Blue frame Bo- Option cards whose printed text only they say, read by overrides
(fixtures/effects/overrides), played from slot 1 in Aki's first Battle Phase window against real
Digimon: each asserts the printed effect and the case where it must not act."""

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effect_queries import has_mark
from gameplay.engine.modifiers.marks import NoSupport

from .helpers import BOOSTER_CHIP, SHELLKIT, digimon, game, record, set_in_slot
from .test_battle import battle_start, put_tops, sheet
from .test_option_outcome import _first_window

LOST = (40, 30, 20, 20)


def _foe(level="Perfect", attacks=(500, 500, 500), battle_type="B", **extra):
    return digimon("EXAMPLE-F1", "Foe", level, battle_type, attacks, LOST, **extra)


def _used(number, top_a, top_b, *, hand=(), cards=()):
    """Aki's `top_a` uses the real card `number` (card 1, slot 1) against Bea's `top_b`, with the
    cards `cards` (ids 2, 3, ...) in her hand; Bea's unused Booster Chip keeps the battle open."""
    extra = tuple(range(2, 2 + len(cards)))
    state = battle_start(
        (record(number), *cards),
        hand_a=hand or extra,
        slots_a=(1,),
        top_a=top_a,
        top_b=top_b,
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
    )
    _first_window(state)
    apply(state, Use(1))
    assert state.phase == "battle"
    return state


def _fields(state, side):
    return EngineContext(state, 0, 1, OPTION, "source").fields(side)


def test_bo_1f_adds_400_against_a_perfect_and_takes_a_discarded_digimons_battle_type(catalog):
    # Bo-1f Hybrid Warriors!!: "When the opponent is not an Ultimate level, add 400 to your attack
    # power. You may discard one Digimon card from your hand, and change your current attack to match
    # the discarded card's battle type (1 card max). This card can only be used when your Digimon is
    # Hybrid level."
    chackmon = record("Bo-16L")
    foe = _foe(attacks=(600, 300, 500))
    state = _used("Bo-1f", chackmon, foe, cards=(SHELLKIT,))
    # Chackmon attacks Foe (type B) with its B column: 370 + 400.
    assert attack_value(state, 0) == chackmon.attacks[1] + 400
    # Discarding Shellkit (type B) makes Chackmon type B, so Foe attacks with B (300), not C (500).
    assert 2 in state.players[0].dark_area
    assert attack_value(state, 1) == 300


def test_bo_1f_adds_nothing_against_an_ultimate(catalog):
    chackmon = record("Bo-16L")
    state = _used("Bo-1f", chackmon, _foe("Ultimate"), cards=(SHELLKIT,))
    assert attack_value(state, 0) == chackmon.attacks[1]


def test_bo_854_adds_700_against_a_dragon_and_kaiser_greymon_sends_it_away(catalog):
    # Bo-854 Ryuugonken: "When facing a Digimon with the word 'dragon (…)' in its type, add 700 to your
    # attack power. When your Digimon is Kaiser Greymon, add the effect 'Send one of the opponent's
    # Digimon with the word 'dragon (…)' in its type to the Dark Area (excluding Kaiser Greymon and
    # Level III Digimon)'."
    war_greymon = record("Bo-4j")
    state = _used("Bo-854", record("Bo-802"), war_greymon)
    bea = state.players[1]
    assert 29 in bea.dark_area and 29 not in bea.digimon


def test_bo_854_adds_700_without_sending_when_the_user_is_not_kaiser_greymon(catalog):
    dragon_man = digimon(
        "EXAMPLE-F2", "Dragon Knight", "Perfect", "A", (500, 500, 500), LOST, species="Dragon Man"
    )
    state = _used("Bo-854", dragon_man, record("Bo-4j"))
    assert attack_value(state, 0) == 500 + 700
    assert state.players[1].digimon[-1] == 29


def test_bo_854_does_nothing_against_a_digimon_without_dragon_in_its_type(catalog):
    state = _used("Bo-854", record("Bo-802"), _foe(species="Beast"))
    assert attack_value(state, 0) == record("Bo-802").attacks[1]
    assert state.players[1].digimon[-1] == 29


def test_bo_855_magna_garurumon_sends_away_a_metal_empire_digimon(catalog):
    # Bo-855 Sniper Phantom: "When facing a Digimon belonging to Metal Empire, add 700 to your attack
    # power. When your Digimon is Magna Garurumon, add the effect 'Send one of the opponent's Digimon
    # belonging to Metal Empire to the Dark Area (excluding Magna Garurumon and Level III Digimon)'."
    state = _used("Bo-855", record("Bo-851"), record("Bo-1"))
    assert 29 in state.players[1].dark_area


def test_bo_855_adds_700_against_metal_empire_for_another_metal_empire_digimon(catalog):
    blitzmon = record("Bo-15L")
    metal_greymon = record("Bo-1")
    state = _used("Bo-855", blitzmon, metal_greymon)
    assert attack_value(state, 0) == blitzmon.attacks[2] + 700
    assert state.players[1].digimon[-1] == 29


def test_bo_589_sends_away_an_ancient_digimon_and_changes_the_opponents_field_icon(catalog):
    # Bo-589 Obelisk: "Send one of the opponent's Digimon with 'Ancient' in its type to the Dark Area
    # (excluding Digimon that evolve through fusion/appearance requirements). Change the opponent's
    # field icon to Nature Spirits. This card can only be used when your Digimon is Undead type."
    state = _used("Bo-589", record("Bo-20L"), record("Bo-234"))
    assert 29 in state.players[1].dark_area
    assert _fields(state, "opponent") == {"NSp"}


def test_bo_589_spares_an_ancient_digimon_that_evolved_by_jogress(catalog):
    # Bo-32 Anomalocarimon (Deep Savers) prints "Jogress Evolution": only its field icon changes.
    state = _used("Bo-589", record("Bo-20L"), record("Bo-32"))
    assert state.players[1].digimon[-1] == 29
    assert _fields(state, "opponent") == {"NSp"}


def test_bo_644_gives_keywords_and_a_field_and_spares_beelzebumon_the_point_loss(catalog):
    # Bo-644 Behemoth: "Your Digimon gains the abilities "underground", "grappling", and "flame", as
    # well as the Nightmare Soldiers field icon. After that, immediately reduce your and your
    # opponent's points by 10 (All Digimon with 'Beelzebumon' in their names do not have their points
    # reduced. After that, add 700 to the attack power of your Beelzebumon)."
    beelzebumon = record("Bo-10j")
    state = _used("Bo-644", beelzebumon, _foe())
    aki = state.players[0]
    assert {"underground", "grappling", "flame"} <= set(aki.keywords)
    assert [me.points for me in state.players] == [100, 90]
    assert attack_value(state, 0) == beelzebumon.attacks[1] + 700


def test_bo_644_reduces_both_players_when_neither_is_a_beelzebumon(catalog):
    state = _used("Bo-644", record("Bo-20L"), _foe(fields=("DS",)))
    assert [me.points for me in state.players] == [90, 90]
    assert "NSo" in _fields(state, "self")


def _watching(number, top_a, flipped, choice):
    """Aki's `top_a` uses `number` from slot 1 with `choice` (O-3); then Bea turns `flipped` face-up.
    Aki's unused Booster Chip keeps the battle open."""
    state = battle_start(
        (record(number), BOOSTER_CHIP),
        slots_a=(1, 2),
        top_a=top_a,
        top_b=_foe(),
        cards_b=(flipped,),
        slots_b=(1,),
    )
    _first_window(state)
    apply(state, Use(1, choice=choice))
    before = attack_value(state, 0)
    apply(state, Pass())
    assert state.actor == 1
    apply(state, Use(1))
    return before, attack_value(state, 0)


LIGHT_CHIP = replace(BOOSTER_CHIP, name="Light Chip")
DARK_CHIP = replace(BOOSTER_CHIP, name="Black Chip")


@pytest.mark.parametrize(
    ("number", "top", "flipped", "choice", "factor", "added"),
    [
        # Bo-972 Blood Evolution: "When a card with 'Light' or 'White' in its name turns face-up on the
        # opponent's sheet, double your attack power (when your Digimon is Duskmon, you can choose
        # whether to double or add 400 to your attack power)."
        ("Bo-972", "Bo-101t", LIGHT_CHIP, "double", 2, 0),
        ("Bo-972", "Bo-101t", LIGHT_CHIP, "add", 1, 400),
        ("Bo-972", "Bo-101t", DARK_CHIP, "double", 1, 0),
        # Bo-973 Licht Schwert: "When a card with 'Dark' or 'Black' in its name turns face-up on the
        # opponent's sheet, add 300 to your attack power (when your Digimon is Wolfmon, you can choose
        # whether to quadruple or add 300 to your attack power)."
        ("Bo-973", "Bo-92t", DARK_CHIP, "add", 1, 300),
        ("Bo-973", "Bo-92t", DARK_CHIP, "quadruple", 4, 0),
        ("Bo-973", "Bo-92t", LIGHT_CHIP, "add", 1, 0),
    ],
)
def test_o3_the_watching_card_changes_the_attack_when_the_opponent_flips_a_card_of_that_name(
    catalog, number, top, flipped, choice, factor, added
):
    before, after = _watching(number, record(top), flipped, choice)
    assert after == before * factor + added


def test_o3_the_duskmon_choice_is_not_open_to_another_hybrid(catalog):
    state = battle_start((record("Bo-972"),), slots_a=(1,), top_a=record("Bo-16L"), top_b=_foe())
    _first_window(state)
    assert Use(1, choice="double") in legal_actions(state)
    assert Use(1, choice="add") not in legal_actions(state)


def test_bo_1020_halves_a_metal_empire_opponents_final_attack_and_keeps_its_supports_out(catalog):
    # Bo-1020 Particle Worm No. 8: "While this card is activated, the opponent's Digimon belonging to
    # Metal Empire have their final attack power after taking into account effects and abilities
    # halved, and they cannot place any support Digimon in their support box. However, this effect
    # does not activate when you are facing a red frame Digimon."
    metal_greymon = record("Bo-1")
    state = _used("Bo-1020", _foe(), metal_greymon)
    # Metal Greymon attacks Foe (type B) with its B column, halved.
    assert attack_value(state, 1) == metal_greymon.attacks[1] // 2
    assert has_mark(state, 1, NoSupport)


def test_bo_1020_does_nothing_against_a_red_frame_metal_empire_digimon(catalog):
    red = _foe(frame="Red", fields=frozenset({"ME"}), attacks=(440, 440, 440))
    state = _used("Bo-1020", _foe(), red)
    assert attack_value(state, 1) == 440
    assert not has_mark(state, 1, NoSupport)


def _field_in_battle(number, top_a, top_b):
    """Aki flips the Field `number` from slot 1 in her Evolution Phase; play goes on to the battle,
    where Bea's unused Booster Chip holds it open."""
    state = game(sheet(top_a, (record(number),)), sheet(top_b, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    set_in_slot(state, 1, 1)
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    apply(state, Use(1))
    while state.phase != "battle":
        apply(state, Pass())
    return state


def test_bo_404_shields_a_sky_digimon_and_weakens_the_opponent_without_sky(catalog):
    # Bo-404 Sky City: "Your Digimon with the ability "sky" become unable to receive the effects of
    # 'Dark Tower' and 'The opponent loses its special abilities'. All Digimon without the ability
    # "sky" have their attack power reduced by 150."
    metal_greymon = record("Bo-1")
    state = _field_in_battle("Bo-404", metal_greymon, _foe())
    aki = state.players[0]
    assert {"card:Dark Tower", "negate_specials"} <= set(aki.immunities)
    assert attack_value(state, 0) == metal_greymon.attacks[1]
    # Foe attacks Metal Greymon (type C) with C, less 150.
    assert attack_value(state, 1) == 500 - 150


def test_bo_404_weakens_the_users_own_digimon_without_sky(catalog):
    state = _field_in_battle("Bo-404", _foe(battle_type="A"), _foe())
    assert "card:Dark Tower" not in state.players[0].immunities
    assert attack_value(state, 0) == 500 - 150


def test_bo_978_adds_500_and_takes_20_from_a_virus_opponent_with_the_three_angels_at_hand(catalog):
    # Bo-978 Trinity Wave!!: "When you have Seraphimon, Cherubimon (Vaccine attribute) and Ofanimon
    # either on your sheet or in your hand, show all three cards to the opponent and add 500 to your
    # attack power (if your opponent is Virus attribute, directly reduce the opponent's points by 20)."
    seraphimon = record("Bo-284")
    virus = _foe(attributes=frozenset({"Virus"}))
    state = _used("Bo-978", seraphimon, virus, cards=(record("Bo-958"), record("Bo-954")))
    assert attack_value(state, 0) == seraphimon.attacks[1] + 500
    assert state.players[1].points == 80


def test_bo_978_needs_the_vaccine_cherubimon(catalog):
    seraphimon = record("Bo-284")
    # Bo-278 Cherubimon is Virus attribute.
    state = _used(
        "Bo-978",
        seraphimon,
        _foe(attributes=frozenset({"Virus"})),
        cards=(record("Bo-278"), record("Bo-954")),
    )
    assert attack_value(state, 0) == seraphimon.attacks[1]
    assert state.players[1].points == 100
