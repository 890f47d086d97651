"""Whole numbers from URLs and forms (dmcg_site.numbers): anything else reads as None, never an error."""

import pytest

from dmcg_site.numbers import BIGINT_MAX, whole_number


@pytest.mark.parametrize("text, expected", [("0", 0), ("42", 42), (" 7 ", 7), ("0012", 12)])
def test_ascii_digits_read_as_their_number(text, expected):
    assert whole_number(text) == expected


@pytest.mark.parametrize("text", [None, "", "²", "١٢", "-1", "+1", "1.5", "1e3", "9" * 5000])
def test_anything_but_ascii_digits_reads_as_none(text):
    assert whole_number(text) is None


def test_a_number_past_the_maximum_reads_as_none():
    assert whole_number("10", maximum=10) == 10
    assert whole_number("11", maximum=10) is None
    assert whole_number(str(BIGINT_MAX + 1)) is None
