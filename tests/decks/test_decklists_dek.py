"""LackeyCCG .dek decks for the DigimonHC plugin: read tolerantly, write, round trip."""

import pytest

from decks.decklists import DecklistError, load_dek, load_text, parse_dek, write_dek

DEK = """<?xml version="1.0" encoding="UTF-8"?>
<deck version="0.8">
\t<meta>
\t\t<game>DigimonHC</game>
\t</meta>
\t<superzone name="Deck">
\t\t<card><name id="St-1">Agumon</name><set>St1</set></card>
\t\t<card><name id="St-1">Agumon</name><set>St1</set></card>
\t\t<card><name id="St-44">Wizardmon</name><set>St1</set></card>
\t</superzone>
\t<superzone name="Sideboard">
\t\t<card><name id="St-2">Greymon</name><set>St1</set></card>
\t</superzone>
</deck>
"""


def numbers(entries):
    return [(card.number, count) for card, count in entries]


def test_it_reads_one_card_element_per_copy_from_the_deck_zone_only():
    lines = parse_dek(DEK)
    assert [(line.line_no, line.count, line.number, line.name) for line in lines] == [
        (7, 2, "St-1", "Agumon"),
        (9, 1, "St-44", "Wizardmon"),
    ]


def test_it_writes_the_lackeyccg_shape(catalog):
    assert write_dek(load_text("2 St-1\n1 St-44")) == (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<deck version="0.8">\n'
        "\t<meta>\n"
        "\t\t<game>DigimonHC</game>\n"
        "\t</meta>\n"
        '\t<superzone name="Deck">\n'
        '\t\t<card><name id="St-1">Agumon</name><set>St1</set></card>\n'
        '\t\t<card><name id="St-1">Agumon</name><set>St1</set></card>\n'
        '\t\t<card><name id="St-44">Wizardmon</name><set>St1</set></card>\n'
        "\t</superzone>\n"
        "</deck>\n"
    )


def test_a_dek_round_trip_preserves_the_deck(catalog):
    deck = load_text("3 St-1\n3 Bo-421\n2 St-228\n1 Bx-25\n3 St-101\n1 Re-01t\n1 G.E.M.-1")
    written = write_dek(deck)
    assert numbers(load_dek(written)) == numbers(deck)
    assert write_dek(load_dek(written)) == written


def test_it_escapes_names_with_xml_characters(catalog):
    card = catalog.filter(name__contains="'").first()
    written = write_dek([(card, 1)])
    assert numbers(load_dek(written)) == [(card.number, 1)]


def test_it_is_tolerant_of_case_missing_ids_missing_sets_and_no_deck_zone(catalog):
    dek = (
        '<DECK><SuperZone name="main"><Card><Name>Wizardmon</Name></Card>'
        '<card><name id="st1">agumon</name></card></SuperZone></DECK>'
    )
    assert numbers(load_dek(dek)) == [("St-44", 1), ("St-1", 1)]


def test_it_reports_every_bad_card_with_its_line_and_saves_nothing(catalog):
    # Line 9 gains a 2020-game card before Wizardmon, whose number becomes unknown.
    dek = DEK.replace(
        '\t\t<card><name id="St-44">Wizardmon',
        '\t\t<card><name id="BT1-010">Agumon</name></card><card><name id="St-9999">Wizardmon',
    )
    with pytest.raises(DecklistError) as caught:
        load_dek(dek)
    assert [(error.line_no, error.message.split(";")[0]) for error in caught.value.errors] == [
        (9, "'BT1-010' is a card from the 2020 Digimon Card Game, not Hyper Colosseum Battle"),
        (9, "unknown card number 'St-9999'"),
    ]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("<deck><superzone name='Deck'><card></deck>", "not a LackeyCCG .dek file: mismatched tag"),
        ("3 St-1", "not a LackeyCCG .dek file: syntax error"),
        ("<cards><card/></cards>", "the root element is <cards>"),
        ('<!DOCTYPE deck [<!ENTITY a "aaaa">]><deck/>', "must not have a DOCTYPE"),
    ],
)
def test_it_refuses_what_is_not_a_dek_file(data, message):
    with pytest.raises(DecklistError, match=message):
        parse_dek(data)


def test_the_deck_name_goes_into_a_comment_that_readers_ignore(catalog):
    deck = load_text("3 St-1")
    written = write_dek(deck, name="Agumon --- rush")
    assert "\t<!-- Agumon - - - rush -->\n" in written
    assert numbers(load_dek(written)) == [("St-1", 3)]
