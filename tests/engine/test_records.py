"""gameplay.records: engine card records built from real catalog cards."""

from gameplay.engine.cards import DIGIMON, OPTION

from .helpers import record


def test_a_digimon_record_carries_its_stats_and_evolution_condition(catalog):
    greymon = record("St-2")
    assert (greymon.kind, greymon.level, greymon.level_order, greymon.battle_type) == (DIGIMON, "IV", 4, "A")
    assert greymon.attacks == (440, 340, 200)
    assert greymon.lost_points == (20, 10, 10, 10)
    [alternative] = greymon.evolution
    assert [req.kind for req in alternative] == ["from", "marks"]
    assert alternative[0].names == ("Agumon",) and alternative[1].upright == 2
    assert greymon.text.status in ("compiled", "partial", "manual")


def test_win_rate_cards_pay_their_rate_and_the_60_percent_card_also_40(catalog):
    assert record("St-59").pays_win_rates == {40}
    assert record("St-60").pays_win_rates == {40, 60}
    assert record("St-59").timing == "evolution" and record("St-59").kind == OPTION


def test_option_timing_limits_and_level_limits_come_from_the_printed_text(catalog):
    plus_50 = record("St-53")
    assert (plus_50.timing, plus_50.limit, plus_50.allowed_levels) == ("battle", "turn", frozenset())
    assert record("St-105").allowed_levels == {5}
    # "Cannot be used when your Digimon is Level III": a Hybrid (ordinal 0) is not Level III either.
    assert record("St-54").allowed_levels == {0, 4, 5, 6}
    assert record("Bo-43").limit == "lasting"
    assert record("St-104").limit == "immediate" and record("St-104").timing == "point_calc"
    assert record("St-103").timing == "preparation"


def test_only_one_face_up_and_ignore_conditions_cards_are_recognised(catalog):
    assert record("St-109").only_one
    assert record("St-52").set_face_up
    assert record("St-55").ignores_conditions and not record("St-59").ignores_conditions


def test_a_card_that_forbids_ignoring_the_requirements_is_not_an_ignore_card(catalog):
    # Bo-355 Dark Tower: "… and cannot ignore the evolution requirements." (E-11 cards are the others).
    assert not record("Bo-355").ignores_conditions
    assert record("St-303").ignores_conditions


def test_a_hybrid_winner_reads_the_ultimate_column(catalog):
    from cards.models import Card

    # A Hybrid whose text names no column ("Perfect Class.", "takes the lost points of a Perfect").
    hybrid = next(
        card
        for card in Card.objects.filter(level="Hybrid").order_by("seq")
        if "lost points of" not in card.ability_text and "class" not in card.ability_text.lower()
    )
    assert record(hybrid.number).lost_column_as == "Ultimate"


def test_a_decklist_becomes_30_records_in_order(catalog):
    from gameplay.records import deck_records

    deck = deck_records("3 St-1\n2 St-2\n")
    assert [card.number for card in deck] == ["St-1"] * 3 + ["St-2"] * 2
    assert deck[0] is deck[1]


def test_power_box_cards_pay_the_win_rates_their_text_names(catalog):
    plug_in = record("Bo-48t")
    assert plug_in.power_card and plug_in.pays_win_rates == {40}
    digimental = record("St-154")
    assert digimental.power_card and not digimental.pays_win_rates
    assert record("Dg-0").ignores_conditions
    assert not record("St-53").power_card


def test_digimon_printed_without_one_battle_type_read_the_data_correction(catalog):
    """fixtures/corrections.csv: Bo-1000 Huanglongmon has no battle type in the data, Bo-18v Warg
    and Melga prints "A B"; the importer's corrections give each one (RULES 1.4, B-3)."""
    assert record("Bo-1000").battle_type == "B"
    assert record("Bo-18v").battle_type == "A"


def test_the_opponent_of_huanglongmon_attacks_with_its_b_column_not_with_nothing(catalog):
    from gameplay.engine import Pass, apply, new_game

    # B-3: the column is the opponent's battle type; the goldfish prints 300 in every column.
    state = new_game([record("St-1")] + [record("Bo-1000")] * 29, None, seed=3)
    me = state.players[0]
    huanglongmon = me.hand.pop()
    me.digimon.append(huanglongmon)
    while state.turn == 1:
        apply(state, Pass())
    assert state.last_battle[1] == 300


def test_an_options_record_fields_are_the_stored_ones_not_read_again_from_its_text(catalog):
    from cards.models import Card
    from gameplay.records import card_record

    plus_50 = Card.objects.get(number="St-53")
    assert plus_50.effects["option"]["timing"] == "battle"
    # The stored form decides: a record built from it never reads the printed timing again.
    plus_50.effects = {**plus_50.effects, "option": {**plus_50.effects["option"], "timing": "preparation"}}
    assert card_record(plus_50).timing == "preparation"


def test_a_winning_percentage_card_pays_the_rate_its_name_prints(catalog):
    # Dg-1 "Winning Percentage: 80%!!": its text names 40 % and 60 %, its name the 80 % it is (EC-2).
    assert record("Dg-1").pays_win_rates == {40, 60, 80}


def test_a_digimons_printed_notes_are_read_from_its_stored_effects(catalog):
    from cards.models import Card
    from gameplay.records import card_record

    spirit = Card.objects.get(number="St-771")
    [alternative] = card_record(spirit).evolution
    # "Spirit Evolution Level IV Digimon + Spirit of Darkness L": the named card is its Spirit (EC-7).
    assert [req.kind for req in alternative] == ["from_level", "spirit", "note"]
    spirit.effects = {**spirit.effects, "digimon": {}}
    [alternative] = card_record(spirit).evolution
    assert [req.kind for req in alternative] == ["from_level", "card", "note"]
