"""The query language against the real catalog (cards.query.orm through the card_list selector).

The same tests run on SQLite and PostgreSQL (CI runs the suite on both), which is how the SQLite
fallback is held to give the same cards as PostgreSQL's trigram-indexed search.
"""

import pytest

from cards.models import Card, EvolutionLink
from cards.query import QueryError
from cards.selectors import card_list

pytestmark = pytest.mark.django_db


def search(query: str) -> list[Card]:
    return list(card_list(query=query))


def numbers(query: str) -> list[str]:
    return [c.number for c in card_list(query=query)]


def assert_finds_exactly(query: str, predicate) -> None:
    """The query finds exactly the cards the predicate picks out of the whole catalog, in Python.

    Holding both databases to one Python definition is what makes their results the same.
    """
    expected = {c.number for c in Card.objects.all() if predicate(c)}
    assert expected, f"{query!r} should match some real cards"
    assert set(numbers(query)) == expected


# Names


def test_a_bare_word_matches_english_names_in_any_case(catalog):
    assert_finds_exactly("GREYMON", lambda c: "greymon" in c.name.lower())
    assert "Bo-1" in numbers("GREYMON")  # Metal Greymon


def test_full_width_input_finds_the_same_cards(catalog):
    assert numbers("ＧＲＥＹＭＯＮ") == numbers("greymon")


def test_a_bare_word_matches_japanese_names(catalog):
    assert numbers("アグモン") == ["St-1"]
    assert numbers("ｱｸﾞﾓﾝ") == ["St-1"]


def test_all_words_must_appear_but_in_any_order(catalog):
    found = search("greymon metal")
    assert {"Bo-1", "Bx-27"} <= {c.number for c in found}
    assert all("metal" in c.search_name and "greymon" in c.search_name for c in found)


def test_a_phrase_matches_the_words_together(catalog):
    phrase = set(numbers('"metal greymon"'))
    words = set(numbers("greymon metal"))
    assert "Bo-1" in phrase
    assert phrase <= words
    assert all("metal greymon" in c.search_name for c in search('"metal greymon"'))


@pytest.mark.parametrize("spelling", ["metalgreymon", "MetalGreymon", "metal-greymon", "Metal.Greymon"])
def test_a_name_is_found_however_it_is_spaced_hyphenated_dotted_or_cased(catalog, spelling):
    assert_finds_exactly(spelling, lambda c: "metal greymon" in c.name.lower())
    assert "Bo-1" in numbers(spelling)


def test_war_greymon_is_found_without_its_space_or_with_a_hyphen(catalog):
    assert numbers("wargreymon") == numbers("war-greymon") == numbers('"war greymon"')
    assert {"Bo-4j", "St-61", "Bx-28"} <= set(numbers("wargreymon"))


def test_a_hyphenated_name_is_found_without_its_hyphen(catalog):
    assert_finds_exactly("xantibody", lambda c: "x-antibody" in c.name.lower())


def test_a_japanese_name_is_found_without_its_middle_dot_or_spaces(catalog):
    assert numbers("ウォー・グレイモン") == numbers("ウォーグレイモン") == ["St-61"]


def test_a_squashed_word_never_matches_across_the_english_and_japanese_names(catalog):
    # St-1 is "Agumon アグモン": the end of one name and the start of the other are not one word.
    assert "St-1" not in numbers("monアグ")


def test_a_word_of_punctuation_only_matches_it_as_written(catalog):
    assert_finds_exactly('"..."', lambda c: "..." in c.name)


# Numbers


@pytest.mark.parametrize("spelling", ["bo1145", "BO-1145", "Bo 1145", "bo-01145", "Bo-1145"])
def test_a_card_number_in_any_spelling_finds_that_card_first(catalog, spelling):
    assert numbers(spelling)[0] == "Bo-1145"


def test_short_and_suffixed_numbers_find_their_card(catalog):
    assert numbers("st1")[0] == "St-1"
    assert numbers("Bo-10T")[0] == "Bo-10t"


def test_a_number_ranks_first_without_hiding_name_matches(catalog):
    found = numbers("bo1145 or agumon")
    assert found[0] == "Bo-1145"
    assert len(found) == 1 + len(numbers("agumon"))


# Keys


def test_lv_matches_the_printed_level(catalog):
    found = search("lv:perfect")
    assert found and all(c.level == "Perfect" for c in found)


def test_lv_comparisons_follow_the_level_order(catalog):
    # RULES 1.3: Perfect=5, Ultimate=6; Xros cards carry the order of the level in brackets.
    found = search("lv>=perfect")
    assert {"Perfect", "Ultimate"} <= {c.level for c in found}
    assert len(found) == Card.objects.filter(level_order__gte=5).count()
    assert all(c.level_order >= 5 for c in found)
    assert {c.level_order for c in search("lv<iv")} == {3}


def test_lv_xros_finds_every_xros_level(catalog):
    found = search("lv:xros")
    assert found and all(c.level.startswith("Xros") for c in found)
    assert len({c.level for c in found}) > 1


def test_lv_armor_finds_the_armor_digimon(catalog):
    found = search("lv:armor")
    assert found and all(c.level == "Armor" for c in found)


def test_bt_matches_the_battle_type(catalog):
    found = search("bt:c")
    assert found and all(c.battle_type == "C" for c in found)


def test_kind_separates_digimon_and_options(catalog):
    options = search("kind:option")
    assert options and all(c.kind == "option" for c in options)
    assert len(options) + len(search("kind:digimon")) == Card.objects.count()


def test_attr_is_an_exact_attribute_member(catalog):
    assert_finds_exactly("attr:data", lambda c: "data" in [a.lower() for a in c.attributes])
    assert search("attr:dat") == []


def test_species_matches_part_of_the_species(catalog):
    assert_finds_exactly("species:dragon", lambda c: "dragon" in c.species.lower())


def test_field_matches_a_field_code_in_any_case(catalog):
    found = search("field:NSp")
    assert numbers("field:nsp") == [c.number for c in found]
    assert all("nsp" in [f.lower() for f in c.fields] for c in found)
    assert "St-1" in {c.number for c in found}


def test_frame_matches_the_frame(catalog):
    found = search("frame:gold")
    assert found and all(c.frame == "Gold" for c in found)


def test_group_matches_part_of_the_group(catalog):
    assert_finds_exactly('group:"royal knights"', lambda c: "royal knights" in c.group.lower())


def test_set_matches_a_prefix_or_a_release(catalog):
    assert all(c.prefix == "Re" for c in search("set:re"))
    bo1 = search("set:Bo1")
    assert bo1 and all(c.set_code == "Bo1" for c in bo1)
    assert "Bo-1" in {c.number for c in bo1}


def test_cat_and_timing_find_option_cards(catalog):
    fields = search("cat:field")
    assert fields and all(c.kind == "option" and c.category == "Field" for c in fields)
    assert_finds_exactly("timing:preparation", lambda c: "preparation" in c.timing.lower())


def test_o_searches_ability_and_effect_text(catalog):
    found = search('o:"lost point"')
    assert found
    assert all("lost point" in (c.ability_text + c.effect_text + c.activation_text).lower() for c in found)
    assert {c.kind for c in found} == {"digimon", "option"}


def test_evo_searches_the_evolution_condition(catalog):
    assert_finds_exactly("evo:jogress", lambda c: "jogress" in c.evolution_raw.lower())


def test_from_finds_what_a_named_digimon_evolves_into(catalog):
    links = EvolutionLink.objects.filter(source__number="St-1").exclude(via="appearance")
    if not links:
        pytest.skip("the catalog has no resolved evolution links yet")
    found = search("from:agumon")
    assert set(links.values_list("target__number", flat=True)) <= {c.number for c in found}
    assert all(c.evolves_from.filter(name_key="agumon").exists() for c in found)


def test_from_leaves_out_cards_that_only_appear_when_the_named_digimon_is_in_play(catalog):
    # Re-129 Omegamon Zwart D appears (it does not evolve) when your Digimon is Omegamon Zwart.
    assert "Re-129" not in {c.number for c in search('from:"omegamon zwart"')}
    appearing = EvolutionLink.objects.filter(via="appearance").values_list("target_id", flat=True)
    evolving = EvolutionLink.objects.exclude(via="appearance").values_list("target_id", flat=True)
    only_appearing = set(appearing) - set(evolving)
    assert only_appearing and not only_appearing & {c.pk for c in search("kind:digimon from:agumon")}


# Numeric comparisons


@pytest.mark.parametrize(
    ("op", "check"),
    [
        ("=", lambda v: v == 500),
        ("!=", lambda v: v != 500),
        ("<", lambda v: v < 500),
        ("<=", lambda v: v <= 500),
        (">", lambda v: v > 500),
        (">=", lambda v: v >= 500),
    ],
)
def test_attack_a_compares_with_each_operator(catalog, op, check):
    found = search(f"a{op}500")
    assert found
    assert all(c.attack_a is not None and check(c.attack_a) for c in found)
    assert len(found) == sum(
        1 for v in Card.objects.values_list("attack_a", flat=True) if v is not None and check(v)
    )


def test_b_and_c_compare_their_own_attack(catalog):
    assert all(c.attack_b >= 600 for c in search("b>=600"))
    assert all(c.attack_c == 0 for c in search("c=0"))
    assert search("b>=600") and search("c=0")


@pytest.mark.parametrize(
    ("key", "column"),
    [
        ("lost.iii", "lost_iii"),
        ("lost.iv", "lost_iv"),
        ("lost.perfect", "lost_perfect"),
        ("lost.ultimate", "lost_ultimate"),
    ],
)
def test_lost_points_compare_per_opponent_level(catalog, key, column):
    found = search(f"{key}>=40")
    assert found and all(getattr(c, column) >= 40 for c in found)


# Negation, or, parentheses


def test_negation_excludes_the_matching_cards(catalog):
    total = Card.objects.count()
    assert len(search("-attr:virus")) == total - len(search("attr:virus"))
    assert all("Virus" not in c.attributes for c in search("-attr:virus"))


def test_negating_a_comparison_keeps_the_cards_without_that_number(catalog):
    found = search("-a>=500")
    assert any(c.kind == "option" for c in found)
    assert all(c.attack_a is None or c.attack_a < 500 for c in found)


def test_or_unites_alternatives(catalog):
    assert set(numbers("bt:a or bt:b")) == set(numbers("bt:a")) | set(numbers("bt:b"))


def test_parentheses_group_before_the_and(catalog):
    grouped = search("lv:iii (bt:a or bt:b)")
    assert grouped and all(c.level == "III" and c.battle_type in "AB" for c in grouped)
    loose = set(numbers("lv:iii bt:a or bt:b"))
    assert set(c.number for c in grouped) < loose


def test_a_full_example_query_combines_every_part(catalog):
    found = search("lv:iv bt:c a>=400 -attr:virus (field:nsp or field:nso) sort:a order:desc")
    assert found
    for card in found:
        assert card.level == "IV" and card.battle_type == "C" and card.attack_a >= 400
        assert "Virus" not in card.attributes
        assert {"nsp", "nso"} & {f.lower() for f in card.fields}
    assert [c.attack_a for c in found] == sorted((c.attack_a for c in found), reverse=True)


# Sorting


def test_the_default_order_is_natural_number_order(catalog):
    found = numbers("set:bo")
    assert found.index("Bo-2") < found.index("Bo-10") < found.index("Bo-10t") < found.index("Bo-11")


def test_sort_by_number_descending_reverses_it(catalog):
    assert numbers("set:bo1 order:desc") == list(reversed(numbers("set:bo1")))


def test_sort_by_name(catalog):
    found = search("set:bo1 sort:name")
    assert [c.name_key for c in found] == sorted(c.name_key for c in found)


@pytest.mark.parametrize(("key", "column"), [("a", "attack_a"), ("b", "attack_b"), ("c", "attack_c")])
def test_sort_by_an_attack_puts_options_last_either_way(catalog, key, column):
    for order in ("asc", "desc"):
        found = search(f"set:bo1 sort:{key} order:{order}")
        values = [getattr(c, column) for c in found]
        present = [v for v in values if v is not None]
        assert present == sorted(present, reverse=order == "desc")
        assert values[len(present) :] == [None] * (len(values) - len(present))


def test_sort_by_level_orders_iii_to_ultimate(catalog):
    found = search("kind:digimon set:bo1 sort:level")
    orders = [c.level_order for c in found]
    assert orders == sorted(orders) and orders[-1] == 6


# Errors


def test_a_bad_query_raises_a_query_error_quoting_the_term(catalog):
    with pytest.raises(QueryError, match='"lv:mega"'):
        search("agumon lv:mega")


def test_postgresql_serves_text_search_from_trigram_indexes(catalog):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("trigram indexes exist on PostgreSQL only; SQLite scans the same LIKE patterns")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'cards_card'")
        names = {row[0] for row in cursor.fetchall()}
        assert {"cards_card_search_squashed_trgm", "cards_card_ability_text_trgm"} <= names
        cursor.execute("SET LOCAL enable_seqscan = off")
        sql, params = card_list(query="greymon").query.sql_with_params()
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "cards_card_search_squashed_trgm" in plan


def test_control_characters_in_a_query_are_ignored_and_nul_is_refused(catalog):
    assert numbers("agu\x07mon") == numbers("agumon")
    assert numbers('o:"lost\x1b point"') == numbers('o:"lost point"')
    # PostgreSQL rejects NUL in text: the form refuses it up front, as a QueryError (HTTP 400).
    with pytest.raises(QueryError, match="Null characters"):
        search("agu\x00mon")
