"""The query language's pure parser: text → AST, no database (cards.query.parser)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards.query import And, CardNumber, Not, Or, Query, QueryError, Term, Word, parse_query
from cards.query.text import card_number_key, normalize_text


def where(text: str):
    return parse_query(text).where


# Names and numbers


def test_a_bare_word_is_a_case_folded_name_word():
    assert where("AguMon") == Word("agumon")


def test_full_width_letters_read_like_ascii():
    assert where("ＡＧＵＭＯＮ") == Word("agumon")


def test_half_width_katakana_reads_like_full_width():
    assert where("ｱｸﾞﾓﾝ") == Word("アグモン")


def test_several_words_must_all_match():
    assert where("metal greymon") == And((Word("metal"), Word("greymon")))


def test_quotes_make_one_phrase():
    assert where('"Metal  Greymon"') == Word("metal greymon")


@pytest.mark.parametrize(
    "spelling", ["bo1145", "BO-1145", "Bo-1145", "bo-01145", "Bo 1145", "bO1145", "ＢＯ－１１４５"]
)
def test_every_common_spelling_of_a_number_is_that_card_number(spelling):
    node = where(spelling)
    assert isinstance(node, CardNumber)
    assert node.key == "bo-1145"


def test_suffixed_and_short_numbers_are_numbers():
    assert where("Bo-12T").key == "bo-12t"
    assert where("st1").key == "st-1"
    assert card_number_key("G.E.M.-1") == "g.e.m.-1"


def test_a_number_keeps_its_words_so_names_can_still_match():
    assert where("Bo 1145") == CardNumber("bo-1145", ("bo", "1145"))


def test_a_plain_name_is_not_a_number():
    assert card_number_key("agumon") is None
    assert card_number_key("1145") is None


def test_normalize_text_folds_case_width_and_spaces():
    assert normalize_text("  Ｍｅｔａｌ\tGREYMON ") == "metal greymon"


def test_the_typed_numbers_rank_first_but_not_under_a_negation():
    query = parse_query("bo1145 or st1 -bo2")
    assert query.number_keys() == ("bo-1145", "st-1")


# Keys and operators


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("lv:IV", Term("lv", "=", "iv")),
        ("lv:champion", Term("lv", "=", "iv")),
        ("lv:p", Term("lv", "=", "perfect")),
        ("lv>=perfect", Term("lv", ">=", "perfect")),
        ("bt:C", Term("bt", "=", "c")),
        ("kind:option", Term("kind", "=", "option")),
        ("attr:Vaccine", Term("attr", "=", "vaccine")),
        ("species:dragon", Term("species", "=", "dragon")),
        ("field:NSp", Term("field", "=", "nsp")),
        ("frame:gold", Term("frame", "=", "gold")),
        ('group:"Royal Knights"', Term("group", "=", "royal knights")),
        ("set:bo12", Term("set", "=", "bo12")),
        ("cat:program", Term("cat", "=", "program")),
        ("timing:battle", Term("timing", "=", "battle")),
        ('o:"lost point"', Term("o", "=", "lost point")),
        ("evo:jogress", Term("evo", "=", "jogress")),
        ("from:agumon", Term("from", "=", "agumon")),
        ("level:iii", Term("lv", "=", "iii")),
    ],
)
def test_each_key_reads_its_value(text, term):
    assert where(text) == term


@pytest.mark.parametrize("op", ["=", "!=", "<", "<=", ">", ">="])
@pytest.mark.parametrize("key", ["a", "b", "c", "lost.iii", "lost.iv", "lost.perfect", "lost.ultimate"])
def test_numeric_keys_take_every_comparison(key, op):
    assert where(f"{key}{op}40") == Term(key, op, 40)


def test_a_colon_on_a_numeric_key_means_equals():
    assert where("a:400") == Term("a", "=", 400)


def test_not_equal_on_a_text_key_is_a_negation():
    assert where("attr!=virus") == Not(Term("attr", "=", "virus"))


# Negation, or, parentheses


def test_a_minus_negates_a_term_a_word_or_a_group():
    assert where("-attr:virus") == Not(Term("attr", "=", "virus"))
    assert where("-agumon") == Not(Word("agumon"))
    assert where("-(bt:a or bt:b)") == Not(Or((Term("bt", "=", "a"), Term("bt", "=", "b"))))


def test_or_binds_looser_than_the_implicit_and():
    assert where("lv:iv bt:a or bt:b") == Or(
        (And((Term("lv", "=", "iv"), Term("bt", "=", "a"))), Term("bt", "=", "b"))
    )


def test_parentheses_group_alternatives():
    assert where("lv:iv (bt:a OR bt:b)") == And(
        (Term("lv", "=", "iv"), Or((Term("bt", "=", "a"), Term("bt", "=", "b"))))
    )


def test_an_explicit_and_is_allowed():
    assert where("agumon and bt:a") == And((Word("agumon"), Term("bt", "=", "a")))


def test_a_hyphen_inside_a_word_is_not_a_negation():
    assert where("x-antibody") == Word("x-antibody")


# Sorting


def test_sort_and_order_apply_to_the_whole_query():
    assert parse_query("lv:iv sort:a order:desc") == Query(Term("lv", "=", "iv"), sort="a", order="desc")


def test_a_query_of_only_sort_terms_matches_everything():
    assert parse_query("sort:name") == Query(None, sort="name")


def test_an_empty_query_matches_everything():
    assert parse_query("   ") == Query()


# Errors quote the bad term


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("foo:bar", '"foo:bar"'),
        ("a>=lots", '"a>=lots"'),
        ("lv:mega", '"lv:mega"'),
        ("bt:d", '"bt:d"'),
        ("bt>a", '"bt>a"'),
        ("species:", '"species:"'),
        ("sort:colour", '"sort:colour"'),
        ("order:up", '"order:up"'),
        ("-sort:a", '"sort:a"'),
        ("(lv:iv sort:a)", '"sort:a"'),
        ('o:"lost point', '"lost point'),
        ("(lv:iv", '"(lv:iv"'),
        ("lv:iv)", '")"'),
        ("()", '"()"'),
        ("or agumon", '"or agumon"'),
        ("agumon or", '"agumon or"'),
        ("agumon -", '"agumon -"'),
        ("a=>400", '"a=>400"'),
    ],
)
def test_a_malformed_query_raises_a_query_error_quoting_the_bad_term(text, quoted):
    with pytest.raises(QueryError) as caught:
        parse_query(text)
    assert quoted in str(caught.value)


def test_a_query_error_is_a_project_error_mapped_to_400():
    from dmcg_site.api_errors import DmcgError

    assert issubclass(QueryError, DmcgError)


def parses_or_explains(text: str) -> None:
    """Any input gives a Query or a QueryError with a message, never another exception."""
    try:
        assert isinstance(parse_query(text), Query)
    except QueryError as error:
        assert str(error)


@given(st.text(max_size=60))
def test_any_text_either_parses_or_raises_a_query_error(text):
    parses_or_explains(text)


@given(st.text(alphabet='abcLV:-()" or<>=!0123456789.', max_size=40))
def test_query_like_noise_either_parses_or_raises_a_query_error(text):
    parses_or_explains(text)
