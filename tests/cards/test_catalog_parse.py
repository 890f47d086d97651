"""Reading and parsing single set-file rows (cards.catalog: reader, parse, names, abilities).

Pure Python, no database. Rows here are small hand-made rows in the DigimonHC layout.
"""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from cards.catalog import abilities, names
from cards.catalog.numbers import parse_number
from cards.catalog.parse import parse_row
from cards.catalog.reader import (
    COLUMNS,
    CP1252_FILES,
    CatalogError,
    RawRow,
    decode,
    read_set_file,
    set_file_paths,
)

HEADER = "\t".join(COLUMNS)
AGUMON = {
    "Name": "Agumon ",
    "Set": "St1",
    "ImageFile": "St-1",
    "Card Number": "St-1 ",
    "Evo/Activation": "Unless this Digimon is replaced with another Level III Digimon, it cannot "
    "be sent to the Dark Area.",
    "Level": "III ",
    "Frame": "Blue",
    "Group": "",
    "Type": "Reptile",
    "Attribute": "Vaccine",
    "Field": "NSp",
    "AT": "A",
    "AP": "360",
    "BP": "230",
    "CP": "160",
    "Abilities": "None",
    "LostPoint": "III10 IV10 P10 U10",
}


def row(**changes: str) -> RawRow:
    cells = {**AGUMON, **changes}
    return RawRow("CardDataTest.txt", 2, "\t".join(cells.values()), cells)


# --- reader -------------------------------------------------------------------------------


def test_each_file_is_decoded_in_its_declared_encoding():
    assert decode("Löwemon".encode(), name="CardDataSt1.txt") == "Löwemon"
    # Bo9, Bo10, Bo17, EXP, St10 and St13 are declared Windows-1252: curly quotes, no-break spaces.
    assert decode("“Limiter”\xa0".encode("cp1252"), name="CardDataSt10.txt") == "“Limiter”\xa0"
    assert sorted(CP1252_FILES) == [
        "CardDataBo10.txt",
        "CardDataBo17.txt",
        "CardDataBo9.txt",
        "CardDataEXP.txt",
        "CardDataSt10.txt",
        "CardDataSt13.txt",
    ]


def test_a_byte_invalid_in_the_declared_encoding_is_an_error_at_file_line_and_column():
    with pytest.raises(CatalogError, match=r"^CardDataSt1.txt:2:4: byte 0xff is not valid utf-8"):
        decode(b"Name\r\nSta\xffrmon\r\n", name="CardDataSt1.txt")
    # 0x81 is one of the five bytes Windows-1252 leaves undefined.
    with pytest.raises(CatalogError, match=r"^CardDataSt10.txt:1:2: byte 0x81 is not valid cp1252"):
        decode(b"N\x81ame\r\n", name="CardDataSt10.txt")


def test_it_reads_crlf_rows_and_skips_blank_lines(tmp_path):
    line = "\t".join(AGUMON.values())
    (tmp_path / "CardDataT.txt").write_bytes(f"{HEADER}\r\n{line}\r\n\r\n".encode())
    set_file = read_set_file(tmp_path / "CardDataT.txt")
    assert [(r.line, r.cells["Name"]) for r in set_file.rows] == [(2, "Agumon ")]
    assert set_file.rows[0].cells["LostPoint"] == "III10 IV10 P10 U10"


def test_a_wrong_header_is_a_fatal_error_naming_the_file_and_line(tmp_path):
    (tmp_path / "CardDataT.txt").write_text("Name\tSet\r\nAgumon\tSt1\r\n")
    with pytest.raises(CatalogError, match=r"CardDataT.txt:1: unexpected header"):
        read_set_file(tmp_path / "CardDataT.txt")


def test_a_row_with_extra_cells_is_a_fatal_error_naming_the_line(tmp_path):
    line = "\t".join(AGUMON.values()) + "\textra"
    (tmp_path / "CardDataT.txt").write_text(f"{HEADER}\r\n{line}\r\n")
    with pytest.raises(CatalogError, match=r"CardDataT.txt:2: 18 tab-separated cells"):
        read_set_file(tmp_path / "CardDataT.txt")


def test_a_missing_folder_names_the_folder_and_how_to_point_elsewhere(tmp_path):
    with pytest.raises(CatalogError) as error:
        set_file_paths(tmp_path / "nowhere")
    assert str(tmp_path / "nowhere") in str(error.value)
    assert "DMCG_CATALOG_DIR" in str(error.value)


def test_an_empty_folder_is_an_error_too(tmp_path):
    with pytest.raises(CatalogError, match="has no CardData"):
        set_file_paths(tmp_path)


# --- names and numbers (RULES 2.1) --------------------------------------------------------


def test_the_base_name_drops_a_numeric_disambiguator_only():
    assert names.base_name("Omegamon (3)") == "Omegamon"
    assert names.base_name("Cherubimon(1)") == "Cherubimon"
    assert names.base_name("Eosmon (Adult)") == "Eosmon (Adult)"


def test_the_name_key_is_nfkc_case_folded_and_whitespace_collapsed():
    assert names.name_key("Ｍｅｔａｌ  GREYMON (2)") == "metal greymon"


def test_the_search_name_holds_both_names_width_insensitively():
    assert names.search_name("Agumon", "アグモン") == "agumon アグモン"
    assert names.search_name("Agumon", "ｱｸﾞﾓﾝ") == "agumon アグモン"


def test_card_numbers_split_into_prefix_sequence_and_suffix():
    assert parse_number("Bo-12t") == ("Bo", 12, "t")
    assert parse_number("G.E.M.-3") == ("G.E.M.", 3, "")
    assert parse_number("Da-2win") == ("Da", 2, "win")
    assert parse_number("Bo 12") is None


# --- abilities ----------------------------------------------------------------------------


def test_abilities_split_into_info_special_and_support_lines_in_order():
    text = "Cannot lose its special abilities. (O)During battle, add 400. (S)Send this card."
    assert abilities.split_abilities(text) == [
        {"kind": "info", "text": "Cannot lose its special abilities."},
        {"kind": "special", "text": "During battle, add 400."},
        {"kind": "support", "text": "Send this card."},
    ]
    assert abilities.split_abilities("None") == []


@pytest.mark.parametrize(
    "info",
    [
        "A cannot go to zero.",  # Re-91
        "A will not go to zero due to the effects of attack C.",  # Bo-904
        "Cannot lose its special abilities; A will not go to zero due to the effects of attack C.",
        "A or C will not go to zero due to the effects of attack C or A.",  # Bo-606
        "A, B, and C cannot go to zero.",  # Re-146
        "A and C will not become 0 as a result of the opponent's attacks C or A.",  # St-518
        "Its A will not become zero as a result of attack C.",  # St-511
        "The evolution requirements cannot be ignored. A cannot go 0.",  # Bx-3s
    ],
)
def test_an_info_line_saying_a_does_not_go_to_zero_clears_a_can_be_zeroed(info):
    assert abilities.a_can_be_zeroed([{"kind": "info", "text": info}]) is False


@pytest.mark.parametrize(
    "line",
    [
        {"kind": "info", "text": "The opponent's A, B, and C attacks go to zero."},  # Re-115
        {
            "kind": "info",
            "text": 'When you have a "Flame Fragment" card in your slot, you gain '
            'the ability "A, B or C will not go to zero".',
        },  # Bo-91t: conditional
        {"kind": "special", "text": "A cannot go to zero."},
    ],
)
def test_other_zero_texts_leave_a_can_be_zeroed_set(line):
    assert abilities.a_can_be_zeroed([line]) is True


# --- rows ---------------------------------------------------------------------------------


def test_a_clean_digimon_row_parses_without_warnings():
    record = parse_row(row())
    values = record.values
    assert record.warnings == []
    assert (values["number"], values["prefix"], values["seq"], values["suffix"]) == ("St-1", "St", 1, "")
    assert (values["level"], values["level_order"], values["battle_type"]) == ("III", 3, "A")
    assert (values["lost_iii"], values["lost_ultimate"]) == (10, 10)
    assert values["abilities"] == [] and values["ability_text"] == ""


def test_field_codes_are_normalised_whatever_their_case_or_separator():
    assert parse_row(row(Field="Nsp")).values["fields"] == ["NSp"]
    assert parse_row(row(Field="NSo/DA")).values["fields"] == ["NSo", "DA"]
    values = parse_row(row(Field="ME/NSp/Nso ")).values
    assert values["fields"] == ["ME", "NSp", "NSo"]
    assert values["field_tags"] == "|me|nsp|nso|"


def test_an_unknown_field_code_is_a_warning_not_a_field():
    record = parse_row(row(Field="B"))
    assert record.values["fields"] == []
    assert "unknown field code 'B'" in record.warnings


def test_a_variable_attribute_is_stored_as_variable():
    values = parse_row(row(Attribute="Variable (same as the opponent)")).values
    assert values["attributes"] == ["Variable"]
    assert values["attribute_tags"] == "|variable|"


def test_an_iv_with_an_armor_evolution_condition_is_level_armor():
    values = parse_row(
        row(Level="IV", **{"Evo/Activation": "Armor Evolution Tailmon + Digimental of Kindness"})
    ).values
    assert (values["level"], values["level_order"]) == ("Armor", 4)


def test_a_xros_level_keeps_its_printed_text_and_orders_by_the_level_inside():
    values = parse_row(row(Level="Xros (Perfect)")).values
    assert (values["level"], values["level_order"]) == ("Xros (Perfect)", 5)


def test_missing_values_are_warnings_and_empty_fields():
    record = parse_row(row(LostPoint="", AT="", Level=""))
    assert record.values["lost_iii"] is None
    assert record.values["battle_type"] == ""
    assert {"no lost points", "no battle type", "no level"} <= set(record.warnings)


def test_an_option_row_takes_its_timing_and_activation_from_the_condition_column():
    record = parse_row(
        row(
            Name="Winning Percentage: 40%! ",
            **{"Card Number": "St-101", "Evo/Activation": "Evolution Phase (O)Send this card."},
            Level="",
            Type="Program",
            Attribute="",
            Field="",
            AT="",
            AP="",
            BP="",
            CP="",
            Abilities="",
            LostPoint="(O)Evolve your Digimon.",
        )
    )
    values = record.values
    assert (values["kind"], values["category"], values["timing"]) == ("option", "Program", "Evolution Phase")
    assert values["activation_text"] == "(O)Send this card."
    # The St-101..St-110 quirk: the effect sits in the LostPoint column.
    assert values["effect_text"] == "(O)Evolve your Digimon."
    assert record.warnings == ["effect text found in the LostPoint column (moved to the effect)"]


@given(st.dictionaries(st.sampled_from(COLUMNS), st.text(max_size=40)))
@example({"AP": "¹"})  # str.isdigit() is True for "¹"; int() once raised on it
def test_any_row_becomes_a_record_with_its_raw_text(changes):
    # No cell content makes the parser drop or crash on a row: problems become warnings.
    record = parse_row(row(**changes))
    assert record.values["raw_row"] == "\t".join({**AGUMON, **changes}.values())
    assert record.values["kind"] in ("digimon", "option")
    assert record.values["import_warnings"] is record.warnings


def test_the_squashed_search_name_drops_spaces_punctuation_and_case_in_both_names():
    assert names.search_squashed("War Greymon (1)", "ウォー・グレイモン") == "wargreymon1 ウォーグレイモン"
    assert names.search_squashed("Metal Greymon X-Antibody") == "metalgreymonxantibody"
    assert names.squash("G.E.M. Ｗａｒ-Ｇｒｅｙｍｏｎ") == "gemwargreymon"
