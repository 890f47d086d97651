"""patterns/subjects.py: the quoted abilities of a phrase (RULES 1.9)."""

from __future__ import annotations

from gameplay.compiler.patterns.subjects import keywords_in


def test_a_list_of_quoted_abilities_reads_as_their_keywords():
    # St-486 / Bo-920 wordings: "the ability "sky" or "gale"", "the abilities "flame", "gale" and "sky"".
    assert keywords_in('"sky" or "gale"') == ["sky", "gale"]
    assert keywords_in('"flame", "gale" and "sky"') == ["flame", "gale", "sky"]


def test_words_after_the_quoted_abilities_are_never_dropped():
    # Sx-37 Ice Crystal: '… the ability "freezing", and are not Level III': the level is a second
    # requirement, so the phrase is not an ability list at all.
    assert keywords_in('"freezing", and are not Level III') is None
    assert keywords_in('"underground" (excluding Level III or Armor evolved Digimon)') is None


def test_a_quoted_sentence_is_a_whole_ability_not_a_keyword():
    assert keywords_in("'The opponent loses its special abilities'") is None
