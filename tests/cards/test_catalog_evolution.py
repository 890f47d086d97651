"""The evolution-condition parser (cards.catalog.evolution) on condition strings from the catalog.

These tests need no database: the catalog package is pure Python.
"""

from hypothesis import example, given
from hypothesis import strategies as st

from cards.catalog.evolution import lookup_names, parse_condition, qualifier_matches, source_names
from cards.catalog.parse import loose_key


class Names:
    """A tiny stand-in for the catalog's name index: the names these conditions mention."""

    digimon = {
        "Knightmon",
        "Big Mamemon",
        "Were Garurumon",
        "Aero V-dramon",
        "Metal Greymon",
        "Metal Tyranomon",
        "Digitamamon",
        "Gigadramon",
        "Dinobeemon",
        "Guilmon",
        "Megalo Growmon",
        "Raijinmon",
        "Fujinmon",
        "Suijinmon",
        "Alphamon",
        "Ouryumon",
        "War Greymon",
        "Metal Garurumon",
    }
    options = {"Yggdrasill", "Digimental of Kindness"}

    def is_digimon(self, name: str) -> bool:
        return loose_key(name) in {loose_key(n) for n in self.digimon}

    def is_card(self, name: str) -> bool:
        return self.is_digimon(name) or loose_key(name) in {loose_key(n) for n in self.options}


def test_it_splits_run_together_mark_alternatives():
    # St-44 Wizardmon: three alternatives, no delimiter between them.
    parsed = parse_condition("Bakumon + XX Pico Devimon + X Candmon + X")
    assert parsed.complete
    assert parsed.alternatives == [
        [{"kind": "from", "name": "Bakumon"}, {"kind": "marks", "upright": 0, "sideways": 2}],
        [{"kind": "from", "name": "Pico Devimon"}, {"kind": "marks", "upright": 0, "sideways": 1}],
        [{"kind": "from", "name": "Candmon"}, {"kind": "marks", "upright": 0, "sideways": 1}],
    ]


def test_it_counts_upright_and_sideways_marks_in_a_mixed_mark_group():
    # Bo-1079: "OX" is one ● and one ×.
    parsed = parse_condition("V-mon + OO Labramon + O Bearmon + OX")
    assert [alt[1] for alt in parsed.alternatives] == [
        {"kind": "marks", "upright": 2, "sideways": 0},
        {"kind": "marks", "upright": 1, "sideways": 0},
        {"kind": "marks", "upright": 1, "sideways": 1},
    ]


def test_it_reads_win_rates_of_40_60_and_80_percent():
    # Bo-214 Hyougamon's evolution, and the "!?" spelling of Re-58.
    parsed = parse_condition(
        "Hyougamon + Winning Percentage: 60%! Devidramon + Winning Percentage: 40%! "
        "Musyamon + Winning Percentage: 80%!?"
    )
    assert [(alt[0]["name"], alt[1]["percent"]) for alt in parsed.alternatives] == [
        ("Hyougamon", 60),
        ("Devidramon", 40),
        ("Musyamon", 80),
    ]


def test_it_splits_jogress_partners_from_the_next_alternative_with_catalog_names():
    # Bo-192 Metal Garurumon: "Big Mamemon Were Garurumon" is two names run together.
    text = (
        "Jogress Evolution Knightmon + Big Mamemon Were Garurumon + Winning Percentage: 60%! "
        "Aero V-dramon + Winning Percentage: 60%!"
    )
    parsed = parse_condition(text, Names())
    assert parsed.complete
    assert parsed.alternatives == [
        [{"kind": "jogress", "names": ["Knightmon", "Big Mamemon"]}],
        [{"kind": "from", "name": "Were Garurumon"}, {"kind": "win_rate", "percent": 60}],
        [{"kind": "from", "name": "Aero V-dramon"}, {"kind": "win_rate", "percent": 60}],
    ]


def test_it_reports_a_name_pair_it_cannot_split_without_the_catalog():
    parsed = parse_condition("Jogress Evolution Knightmon + Big Mamemon Were Garurumon + OO")
    assert not parsed.complete
    assert "Big Mamemon Were Garurumon" in parsed.unparsed


def test_it_reads_two_jogress_pairs_and_a_win_rate_alternative():
    # Bo-313 Zanbamon.
    text = (
        "Jogress Evolution Metal Greymon + Metal Tyranomon Digitamamon + Gigadramon "
        "Dinobeemon + Winning Percentage: 60%!"
    )
    parsed = parse_condition(text, Names())
    assert parsed.alternatives == [
        [{"kind": "jogress", "names": ["Metal Greymon", "Metal Tyranomon"]}],
        [{"kind": "jogress", "names": ["Digitamamon", "Gigadramon"]}],
        [{"kind": "from", "name": "Dinobeemon"}, {"kind": "win_rate", "percent": 60}],
    ]


def test_it_reads_a_jogress_with_any_digimon_of_a_level_as_partner():
    # Bo-395 Babamon: "Archnemon + Perfect Digimon".
    parsed = parse_condition(
        "Jogress Evolution Archnemon + Perfect Digimon Vademon + Winning Percentage: 60%!"
    )
    assert parsed.alternatives[0] == [{"kind": "jogress", "names": ["Archnemon"], "partner_level": "Perfect"}]
    assert parsed.alternatives[1][0] == {"kind": "from", "name": "Vademon"}


def test_it_reads_a_fusion_of_three_digimon():
    # Bo-1037-style chain "A + B + C" (Raijinmon, Fujinmon, Suijinmon).
    parsed = parse_condition("Raijinmon + Fujinmon + Suijinmon", Names())
    assert parsed.alternatives == [[{"kind": "jogress", "names": ["Raijinmon", "Fujinmon", "Suijinmon"]}]]


def test_it_reads_armor_evolution_with_a_digimental():
    # Bo-332 Opossummon and St-551 (two alternatives).
    parsed = parse_condition(
        "Armor Evolution V-mon + Digimental of Miracles Terriermon + Digimental of Miracles"
    )
    assert parsed.is_armor
    assert parsed.alternatives == [
        [{"kind": "from", "name": "V-mon"}, {"kind": "armor", "digimental": "Digimental of Miracles"}],
        [
            {"kind": "from", "name": "Terriermon"},
            {"kind": "armor", "digimental": "Digimental of Miracles"},
        ],
    ]


def test_it_reads_armor_evolution_from_a_level_with_an_ability_separated_by_slashes():
    # Bo-708 Flamedramon-style condition.
    parsed = parse_condition(
        'Armor Evolution/Level IV Digimon with the ability "flame" + Digimental of Courage/'
        "Agnimon + Digimental of Courage"
    )
    assert parsed.alternatives[0] == [
        {"kind": "from_level", "level": "IV", "ability": "flame"},
        {"kind": "armor", "digimental": "Digimental of Courage"},
    ]
    assert parsed.alternatives[1][0] == {"kind": "from", "name": "Agnimon"}


def test_it_reads_spirit_evolution_and_keeps_the_note_on_every_alternative():
    # St-705 Blitzmon.
    parsed = parse_condition(
        "Spirit Evolution Level IV Digimon + Spirit of Thunder H (O)The spirit remains in the "
        "support box until this card is sent to the Dark Area."
    )
    assert parsed.alternatives == [
        [
            {"kind": "from_level", "level": "IV"},
            {"kind": "spirit", "spirit": "Spirit of Thunder H"},
            {
                "kind": "note",
                "text": "The spirit remains in the support box until this card is sent to the Dark Area.",
            },
        ]
    ]


def test_it_reads_an_option_card_named_in_the_condition():
    # Bx-10s Dukemon X-Antibody: "Guilmon + Yggdrasill" needs the Yggdrasill card.
    parsed = parse_condition(
        "Guilmon + Yggdrasill Megalo Growmon + Winning Percentage: 60%! (O)Regain 20 points "
        "when you evolve from Megalo Growmon.",
        Names(),
    )
    assert parsed.alternatives[0][:2] == [
        {"kind": "from", "name": "Guilmon"},
        {"kind": "card", "name": "Yggdrasill"},
    ]
    assert parsed.alternatives[1][2]["kind"] == "note"


def test_it_keeps_a_printed_qualifier_apart_from_the_name():
    # Bo-53t: "Andromon (Virus Busters)"; Re-37t: a level with a field qualifier containing "/".
    parsed = parse_condition("Andromon (Virus Busters) + Winning Percentage: 60%!")
    assert parsed.alternatives[0][0] == {
        "kind": "from",
        "name": "Andromon",
        "qualifier": "Virus Busters",
    }
    parsed = parse_condition("Level III Digimon (Nature Spirits/Metal Empire) + XX")
    assert parsed.alternatives == [
        [
            {"kind": "from_level", "level": "III", "qualifier": "Nature Spirits/Metal Empire"},
            {"kind": "marks", "upright": 0, "sideways": 2},
        ]
    ]


def test_it_reads_an_appearance_condition_and_the_digimon_it_names():
    # Bo-667 Gulfmon.
    text = (
        "When your Mephismon loses the battle, send one 'Vaccine Program V' card from your hand "
        "to the Dark Area, make this card appear from your hand, and continue the battle."
    )
    parsed = parse_condition(text)
    assert parsed.alternatives == [[{"kind": "appearance", "text": text, "names": ["Mephismon"]}]]


def test_a_level_iii_replacement_rule_is_not_a_condition():
    # St-1 Agumon: the Level III rules line sits in the condition column.
    parsed = parse_condition(
        "Unless this Digimon is replaced with another Level III Digimon, it cannot be sent to the Dark Area."
    )
    assert not parsed.is_condition
    assert parsed.alternatives == []


def test_it_reports_a_plus_with_nothing_after_it():
    # Bo-766 prints "Bakumon + /Koemon + O/Bokomon + OO": Bakumon's requirement is missing.
    parsed = parse_condition("Bakumon + /Koemon + O/Bokomon + OO")
    assert not parsed.complete
    assert "Bakumon" in parsed.unparsed


def test_source_names_gives_the_way_each_digimon_is_evolved_from():
    parsed = parse_condition(
        "Jogress Evolution Knightmon + Big Mamemon Were Garurumon + Winning Percentage: 60%! "
        "Armor Evolution Tailmon + Digimental of Kindness",
        Names(),
    )
    assert source_names(parsed.alternatives) == [
        ("jogress", "Knightmon"),
        ("jogress", "Big Mamemon"),
        ("from", "Were Garurumon"),
        ("armor", "Tailmon"),
    ]


def test_lookup_names_drops_qualifiers_and_trailing_levels():
    assert lookup_names("Metal Garurumon (Blue Frame)") == [
        "Metal Garurumon (Blue Frame)",
        "Metal Garurumon",
    ]
    assert lookup_names("Rapidmon Perfect") == ["Rapidmon Perfect", "Rapidmon"]


def test_an_appearance_condition_can_name_several_digimon():
    # Bo-13v: "When your Digimon is a War Greymon or Metal Garurumon, ..."
    parsed = parse_condition(
        "When your Digimon is a War Greymon or Metal Garurumon, send the other card to the Dark "
        "Area and make this card appear (during battle only).",
        Names(),
    )
    assert parsed.alternatives[0][0]["names"] == ["War Greymon", "Metal Garurumon"]


def test_rules_text_on_a_level_iii_is_not_an_appearance_condition():
    # Bo-122t: a Level III's condition column holds a rules line without any "+" pair.
    text = (
        'This Digimon cannot receive the effects of "Dark Tower"; unless it is replaced with '
        "another Level III Digimon, it cannot be sent to the Dark Area."
    )
    assert parse_condition(text, level="III").is_condition is False
    assert parse_condition(text, level="IV").alternatives[0][0]["kind"] == "appearance"


def test_a_qualifier_narrows_by_level_attribute_frame_or_field():
    card = {"level": "IV", "attributes": ["Vaccine"], "fields": ["NSp"], "frame": "Red"}
    assert qualifier_matches("Level IV", **card) is True
    assert qualifier_matches("Perfect", **card) is False
    assert qualifier_matches("Vaccine", **card) is True
    assert qualifier_matches("Non-Virus", **card) is True
    assert qualifier_matches("Red Frame", **card) is True
    assert qualifier_matches("Nature Spirits/Metal Empire", **card) is True
    assert qualifier_matches("Virus Busters", **card) is False
    # A qualifier the catalog records nothing about cannot narrow anything.
    assert qualifier_matches("Shout", **card) is None


# Words the real conditions are made of, so generated text hits the parser's branches.
WORDS = st.sampled_from(
    ["Agumon", "Metal Greymon", "+", "O", "XX", "OX", "/", "Winning Percentage: 60%!", "(O)Note.",
     "Jogress Evolution", "Armor Evolution", "Digimental of Courage", "Spirit of Fire H", "Perfect Digimon",
     "Level IV Digimon", "When your Digimon is", "(Red Frame)", "Unless this Digimon is replaced"]
)  # fmt: skip


@given(st.lists(WORDS, max_size=12).map(" ".join), st.sampled_from(["", "III", "IV", "Ultimate"]))
@example("Agumon + O + Agumon", "")  # a "+" after a complete pair once raised IndexError
def test_any_condition_text_parses_or_is_reported_never_raises(text, level):
    parsed = parse_condition(text, Names(), level=level)
    assert parsed.complete or parsed.unparsed
    for alternative in parsed.alternatives:
        assert all(isinstance(req["kind"], str) for req in alternative)
