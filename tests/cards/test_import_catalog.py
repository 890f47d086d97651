"""The catalog importer (`import_catalog`, cards.services.catalog_import) on the real catalog.

The test session imports ../shared/data/dmhc/sets once (tests/conftest.py); these tests check
what landed in the database, then re-run the importer on the real folder or on small hand-made
set files in tmp_path (never copies of the real files). Every test runs in a rolled-back
transaction, so the imports made here do not leak into other tests.
"""

from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from cards import services
from cards.catalog.reader import COLUMNS, CP1252_FILES
from cards.models import Card, EvolutionLink
from cards.services import catalog_import

# Counted independently of the importer (awk over the Card Number column of the 49 files).
CARDS_PER_PREFIX = {
    "BHK": 3, "Be": 1, "Bo": 1435, "Bx": 200, "CD": 16, "DR": 3, "Da": 8, "Dar": 2, "Dg": 5,
    "Dw": 7, "G.E.M.": 4, "HK": 1, "JR": 4, "KQ": 1, "PC": 1, "Re": 211, "ReSP": 3, "ReVj": 1,
    "Se": 1, "Sp": 28, "St": 998, "Sx": 111, "Ta": 8, "Tp": 1, "Tv": 4, "Vj": 17, "WS": 4,
}  # fmt: skip

HEADER = "\t".join(COLUMNS)


def set_row(number: str, name: str, **changes: str) -> str:
    """One tab-separated Digimon row in the DigimonHC layout (values modelled on St-1 Agumon)."""
    cells = {
        "Name": name,
        "Set": "Zz",
        "ImageFile": number,
        "Card Number": number,
        "Evo/Activation": "Zzmon + OO",
        "Level": "IV",
        "Frame": "Blue",
        "Group": "",
        "Type": "Reptile",
        "Attribute": "Vaccine",
        "Field": "NSp",
        "AT": "A",
        "AP": "400",
        "BP": "300",
        "CP": "200",
        "Abilities": "None",
        "LostPoint": "III20 IV10 P10 U10",
        **changes,
    }
    return "\t".join(cells[column] for column in COLUMNS)


def write_set(folder: Path, name: str, *rows: str, header: str = HEADER) -> None:
    folder.mkdir(exist_ok=True)
    (folder / name).write_bytes("\r\n".join([header, *rows, ""]).encode())


def card(number: str) -> Card:
    return Card.objects.get(number=number)


# --- the whole catalog ----------------------------------------------------------------------


def test_it_imports_every_one_of_the_3078_card_numbers(catalog):
    assert Card.objects.count() == 3078
    assert Card.objects.filter(kind="digimon").count() == 2372
    assert Card.objects.filter(kind="option").count() == 706


def test_it_imports_the_right_number_of_cards_per_prefix(catalog):
    counts = {p: Card.objects.filter(prefix=p).count() for p in CARDS_PER_PREFIX}
    assert counts == CARDS_PER_PREFIX


def test_the_numbers_named_in_the_data_readme_are_all_there(catalog):
    # St-1..St-994, Bo-1..Bo-1216 without Bo-598..605, Bo-800 and Bo-801.
    st = set(Card.objects.filter(prefix="St", suffix="").values_list("seq", flat=True))
    bo = set(Card.objects.filter(prefix="Bo", suffix="").values_list("seq", flat=True))
    assert st == set(range(1, 995))
    assert bo == set(range(1, 1217)) - set(range(598, 606)) - {800, 801}


def test_cards_sort_in_natural_number_order(catalog):
    numbers = ["Bo-10t", "Bo-2", "Bo-10", "Bo-12", "Bo-12t"]
    ordered = Card.objects.filter(number__in=numbers).values_list("number", flat=True)
    assert list(ordered) == ["Bo-2", "Bo-10", "Bo-10t", "Bo-12", "Bo-12t"]


def test_st_1_agumon_is_imported_field_by_field(catalog):
    agumon = card("St-1")
    assert (agumon.number_key, agumon.prefix, agumon.seq, agumon.suffix) == ("st-1", "St", 1, "")
    assert (agumon.name, agumon.base_name, agumon.name_key) == ("Agumon", "Agumon", "agumon")
    # Japanese names come from the wikimon-starter CSVs (St-1..St-111).
    assert (agumon.name_ja, agumon.search_name) == ("アグモン", "agumon アグモン")
    assert (agumon.kind, agumon.set_code, agumon.frame) == ("digimon", "St1", "Blue")
    assert (agumon.level, agumon.level_order, agumon.battle_type) == ("III", 3, "A")
    assert (agumon.attack_a, agumon.attack_b, agumon.attack_c) == (360, 230, 160)
    assert (agumon.lost_iii, agumon.lost_iv, agumon.lost_perfect, agumon.lost_ultimate) == (10, 10, 10, 10)
    assert (agumon.species, agumon.attributes, agumon.fields) == ("Reptile", ["Vaccine"], ["NSp"])
    assert (agumon.attribute_tags, agumon.field_tags) == ("|vaccine|", "|nsp|")
    assert agumon.a_can_be_zeroed is True
    # The Level III replacement rule sits in the condition column but is not a condition.
    assert agumon.evolution_raw.startswith("Unless this Digimon is replaced")
    assert agumon.evolution_requirements == []
    assert agumon.abilities == [] and agumon.ability_text == ""  # "None" in the source
    assert (agumon.source_file, agumon.source_line) == ("CardDataSt1.txt", 3)
    assert agumon.raw_row.startswith("Agumon\tSt1\tSt-1\t")
    assert agumon.import_warnings == []


def test_st_61_war_greymon_is_imported_field_by_field_with_trailing_spaces_trimmed(catalog):
    war_greymon = card("St-61")  # every cell of this row ends in a space in the source
    assert (war_greymon.name, war_greymon.name_ja) == ("War Greymon", "ウォーグレイモン")
    assert (war_greymon.level, war_greymon.level_order, war_greymon.battle_type) == ("Ultimate", 6, "A")
    assert (war_greymon.attack_a, war_greymon.attack_b, war_greymon.attack_c) == (570, 500, 320)
    assert (
        war_greymon.lost_iii,
        war_greymon.lost_iv,
        war_greymon.lost_perfect,
        war_greymon.lost_ultimate,
    ) == (40, 30, 20, 20)
    assert (war_greymon.species, war_greymon.attributes, war_greymon.fields) == (
        "Dragon Man",
        ["Vaccine"],
        ["ME"],
    )
    assert war_greymon.evolution_requirements == [
        [{"kind": "from", "name": "Metal Greymon"}, {"kind": "win_rate", "percent": 60}],
        [{"kind": "from", "name": "Big Mamemon"}, {"kind": "win_rate", "percent": 60}],
    ]
    assert war_greymon.abilities == [
        {"kind": "special", "text": 'Has the ability "sky".'},
        {"kind": "special", "text": "Regain 30 points when you evolve into this Digimon."},
    ]
    sources = set(war_greymon.evolves_from.values_list("base_name", flat=True))
    assert sources == {"Metal Greymon", "Big Mamemon"}


def test_bo_192_has_no_lost_points_and_says_so(catalog):
    metal_garurumon = card("Bo-192")
    assert metal_garurumon.lost_iii is None and metal_garurumon.lost_ultimate is None
    assert metal_garurumon.import_warnings == ["no lost points"]
    assert metal_garurumon.evolution_requirements[0] == [
        {"kind": "jogress", "names": ["Knightmon", "Big Mamemon"]}
    ]


def test_bo_1000_has_no_battle_type_and_four_fields(catalog):
    huanglongmon = card("Bo-1000")
    # The source has none (reported); fixtures/corrections.csv gives the reading (tests/cards/
    # test_corrections.py).
    assert huanglongmon.import_warnings == ["no battle type"]
    assert huanglongmon.battle_type == "B"
    # Multi-field, space separated and in mixed case in the source: "Nsp Nso WG ME".
    assert huanglongmon.fields == ["NSp", "NSo", "WG", "ME"]
    assert huanglongmon.field_tags == "|nsp|nso|wg|me|"


def test_slash_separated_fields_in_mixed_case_are_normalised(catalog):
    assert card("Bo-682").fields == ["ME", "NSp", "NSo"]  # printed "ME/NSp/Nso"
    assert card("Bo-666").fields == ["NSo", "DA"]  # printed "NSo/DA"
    # Nsp and NSp are one field: every spelling lands on one of the eight normalised codes.
    used = {code for fields in Card.objects.values_list("fields", flat=True) for code in fields}
    assert used == {"NSp", "NSo", "ME", "VB", "WG", "DS", "DA", "UK"}


def test_culumon_has_no_level_and_zero_attacks(catalog):
    for number in ("Bo-722", "Bo-15j"):
        culumon = card(number)
        assert (culumon.kind, culumon.level, culumon.level_order) == ("digimon", "", 0)
        assert (culumon.attack_a, culumon.attack_b, culumon.attack_c) == (0, 0, 0)
        assert "no level" in culumon.import_warnings


def test_st_101_takes_its_effect_from_the_lostpoint_column(catalog):
    option = card("St-101")
    assert (option.kind, option.name, option.category) == ("option", "Winning Percentage: 40%!", "Program")
    assert option.timing == "Evolution Phase"
    assert option.activation_text.startswith("(O)Send this card face-down")
    assert option.effect_text.startswith("(O)Evolve your Digimon into a Digimon of the next level")
    assert option.lost_iii is None and option.battle_type == ""
    assert option.import_warnings == ["effect text found in the LostPoint column (moved to the effect)"]
    # All ten St-101..St-110 carry the quirk.
    quirk = Card.objects.filter(prefix="St", seq__range=(101, 110), kind="option")
    assert all(c.effect_text and "LostPoint" in c.import_warnings[0] for c in quirk)
    assert quirk.count() == 10


def test_windows_1252_files_are_decoded(catalog):
    # CardDataSt10.txt is Windows-1252: curly quotes in Mikemon's ability box.
    assert "“Limiter”" in card("St-627").ability_text
    # CardDataBo9.txt: a no-break space after "+" still parses as a fusion.
    assert card("Bo-413").evolution_requirements[0][0] == {
        "kind": "jogress",
        "names": ["War Greymon", "Metal Garurumon"],
    }


def test_a_disambiguated_name_keeps_its_printed_name_and_counts_as_its_base_name(catalog):
    omegamon_3 = Card.objects.filter(name="Omegamon (3)")
    assert omegamon_3.exists()
    assert {(c.base_name, c.name_key) for c in omegamon_3} == {("Omegamon", "omegamon")}
    # The data README counts 138 disambiguated names, "Cherubimon(1)" (no space) among them.
    assert Card.objects.filter(name__regex=r"\(\d+\)$").count() == 138
    assert card("Re-148").base_name == "Eosmon (Adult)"


def test_suffixed_variants_are_their_own_cards(catalog):
    allomon = card("Bo-12t")
    assert (allomon.prefix, allomon.seq, allomon.suffix, allomon.set_code) == ("Bo", 12, "t", "EXP")
    assert Card.objects.filter(suffix="t").count() == 144 + 60  # Bo-…t and Re-…t


def test_armor_digimon_printed_as_iv_are_level_armor(catalog):
    opossummon = card("Bo-332")
    assert (opossummon.level, opossummon.level_order) == ("Armor", 4)
    assert opossummon.evolution_requirements == [
        [{"kind": "from", "name": "Tailmon"}, {"kind": "armor", "digimental": "Digimental of Kindness"}]
    ]
    # A Perfect with a Digimental condition keeps its printed level.
    assert card("Bo-878").level == "Perfect"
    # 99 rows printed IV with an Armor Evolution or Digimental condition (counted with awk).
    assert Card.objects.filter(level="Armor").count() == 99


def test_an_option_whose_timing_is_inside_a_sentence_gets_that_phase(catalog):
    change_up = card("St-319")
    assert change_up.timing == "Evolution Phase"
    assert change_up.activation_text.startswith("This card is activated at the end of your Evolution Phase")
    assert change_up.import_warnings == []


def test_option_categories_typos_and_missing_ones_are_reported(catalog):
    assert card("Bo-748").category == "Program"  # printed "Progran"
    assert card("Bo-748").import_warnings == ["option category 'Progran' read as 'Program' (typo)"]
    assert card("Re-99").kind == "option" and card("Re-99").category == ""


def test_a_digimon_that_cannot_be_zeroed_says_so(catalog):
    assert card("Re-91").a_can_be_zeroed is False  # "A cannot go to zero."
    assert card("Bo-904").a_can_be_zeroed is False  # "A will not go to zero due to ... attack C."
    assert card("St-61").a_can_be_zeroed is True


def test_two_battle_types_are_reported_not_guessed(catalog):
    warg = card("Bo-18v")
    assert warg.import_warnings == ["battle type 'A B' is not one of A/B/C"]
    # Not guessed by the parser: the reading is the project's data correction (fixtures/).
    assert warg.battle_type == "A"


def test_every_warning_is_on_a_card_that_was_still_imported_with_its_raw_row(catalog):
    warned = Card.objects.exclude(import_warnings=[])
    assert warned.count() > 0
    assert all(c.raw_row for c in warned)


# --- reports, idempotency, links ------------------------------------------------------------


@pytest.fixture
def second_run(catalog):
    return catalog_import(folder=Path(settings.CATALOG_DIR), japanese_dir=settings.JAPANESE_NAMES_DIR)


def test_a_second_import_changes_nothing_and_says_so(second_run):
    assert not second_run.changed
    assert (second_run.created, second_run.updated, second_run.unchanged) == (0, 0, 3078)
    assert "No changes" in "\n".join(services.report_lines(second_run))


def test_the_report_counts_files_kinds_prefixes_and_japanese_names(second_run):
    assert len(second_run.files) == 49
    assert sorted(name for name, encoding, _ in second_run.files if encoding == "cp1252") == sorted(
        CP1252_FILES
    )
    assert dict(second_run.per_prefix) == CARDS_PER_PREFIX
    assert (second_run.per_kind["digimon"], second_run.per_kind["option"]) == (2372, 706)
    assert second_run.japanese_names == 111


def test_the_report_lists_each_problem_as_file_line_and_what_is_wrong(second_run):
    assert "CardDataBo4.txt:31: no lost points" in second_run.warnings
    assert "CardDataBo20.txt:21: no battle type" in second_run.warnings
    assert any(
        w.startswith("CardDataBo16.txt:15: evolution condition not fully parsed") for w in second_run.warnings
    )
    # One report line per warning stored on a card: nothing reported is lost, nothing stored is hidden.
    assert len(second_run.warnings) == sum(
        len(w) for w in Card.objects.values_list("import_warnings", flat=True)
    )


def test_evolution_conditions_are_parsed_and_resolved_into_links(second_run):
    # Measured on the 2020-06-22 snapshot: 2,028 conditions (Level III rules lines excluded).
    assert second_run.conditions == 2028
    assert second_run.conditions_parsed == 2025
    assert second_run.conditions_naming == 1915
    # Bo-1112 names "Ulforce V-dramon (Red Frame)", which no catalog card fits (RULES 4.2).
    assert second_run.conditions_resolved == 1887
    assert second_run.links == EvolutionLink.objects.count() > 20000


def test_links_go_both_ways_between_a_digimon_and_what_it_evolves_from(catalog):
    greymon = card("St-2")  # "Agumon + OO"
    agumon = card("St-1")
    assert greymon.evolves_from.filter(pk=agumon.pk).exists()
    assert agumon.evolves_to.filter(pk=greymon.pk).exists()
    assert EvolutionLink.objects.get(source=agumon, target=greymon).via == "from"
    # Jogress partners are linked too (Bo-192 from Knightmon + Big Mamemon).
    vias = set(EvolutionLink.objects.filter(target__number="Bo-192").values_list("source__base_name", "via"))
    assert ("Knightmon", "jogress") in vias and ("Were Garurumon", "from") in vias


def test_a_qualified_name_links_only_the_cards_that_fit_the_qualifier(catalog):
    # Bo-11j: "Metal Greymon (Vaccine) + Winning Percentage: 80%! ..."; the catalog has both
    # Vaccine and Virus Metal Greymons.
    sources = Card.objects.filter(links_out__target__number="Bo-11j", base_name="Metal Greymon")
    assert sources.exists()
    assert {tuple(c.attributes) for c in sources} == {("Vaccine",)}
    assert Card.objects.filter(base_name="Metal Greymon", attributes__icontains="Virus").exists()
    # Bo-838: "Rapidmon (Level IV)" links the Level IV Rapidmon, not the Perfect ones.
    rapidmon = Card.objects.filter(links_out__target__number="Bo-838", base_name="Rapidmon")
    assert {c.level for c in rapidmon} == {"IV"}
    assert Card.objects.filter(base_name="Rapidmon", level="Perfect").count() == 5


def test_field_codes_frames_and_unmet_qualifiers_narrow_the_links_too(catalog):
    # St-442: "Patamon (VB) + OO": the catalog's field code, as printed, links the VB Patamons only.
    patamons = Card.objects.filter(links_out__target__number="St-442", base_name="Patamon")
    assert patamons.exists() and all("VB" in c.fields for c in patamons)
    # Re-55: "War Greymon (Blue Frame) + …": the gold-etched Re-47 is no blue frame card (RULES 1.2).
    war_greymons = Card.objects.filter(links_out__target__number="Re-55", base_name="War Greymon")
    assert war_greymons.exists() and "Re-47" not in {c.number for c in war_greymons}
    # Bo-1112: "Ulforce V-dramon (Red Frame) + X-Eraser": no red frame Ulforce V-dramon is in the
    # catalog, so that part of the condition links nothing (it used to link every Ulforce V-dramon).
    ulforce = Card.objects.filter(links_out__target__number="Bo-1112", base_name="Ulforce V-dramon")
    assert not ulforce.exists()


def test_the_command_prints_the_summary_with_one_line_for_the_row_warnings(catalog):
    out = StringIO()
    call_command("import_catalog", str(settings.CATALOG_DIR), stdout=out)
    text = out.getvalue()
    assert "49 set files" in text
    assert "3078 cards: 2372 Digimon, 706 Option; 111 Japanese names" in text
    assert "0 duplicate card numbers" in text
    assert "Bo 1435" in text and "St 998" in text
    # 61 with the qualified evolution names: "Ulforce V-dramon (Red Frame)" (Bo-1112) names no catalog
    # card (CardDataBo24.txt:2).
    assert "61 rows with known source quirks; --verbose lists them as file:line" in text
    assert "CardDataBo4.txt:31: no lost points" not in text
    assert "warning:" not in text
    assert "No changes" in text


@pytest.mark.parametrize("flag", [{"verbose": True}, {"verbosity": 2}])
def test_verbose_lists_every_row_warning_as_file_and_line(catalog, flag):
    out = StringIO()
    call_command("import_catalog", str(settings.CATALOG_DIR), stdout=out, **flag)
    assert "CardDataBo4.txt:31: no lost points" in out.getvalue()
    assert "rows with known source quirks" not in out.getvalue()


# --- small hand-made set files ------------------------------------------------------------


def test_a_changed_source_row_updates_its_card(catalog, tmp_path):
    write_set(tmp_path, "CardDataZz.txt", set_row("Zz-1", "Zzmon", AP="400"))
    first = catalog_import(folder=tmp_path)
    assert (first.created, first.updated) == (1, 0)
    write_set(tmp_path, "CardDataZz.txt", set_row("Zz-1", "Zzmon", AP="450"))
    second = catalog_import(folder=tmp_path)
    assert (second.created, second.updated, second.unchanged) == (0, 1, 0)
    assert card("Zz-1").attack_a == 450
    # Importing one small folder leaves the rest of the catalog and its links alone.
    assert Card.objects.count() == 3079
    assert EvolutionLink.objects.filter(target__number="St-61").exists()


def test_duplicate_numbers_across_files_are_reported_and_the_first_row_kept(catalog, tmp_path):
    write_set(tmp_path, "CardDataZa.txt", set_row("Zz-1", "Zzmon"))
    write_set(tmp_path, "CardDataZb.txt", set_row("Zz-1 ", "Other Zzmon"))
    report = catalog_import(folder=tmp_path)
    assert card("Zz-1").name == "Zzmon"
    assert report.duplicates == 1
    assert report.warnings[0] == (
        "CardDataZb.txt:2: duplicate card number Zz-1 (first at CardDataZa.txt:2); this row was not imported"
    )


def test_a_row_that_cannot_be_fully_parsed_is_imported_with_its_raw_text(catalog, tmp_path):
    write_set(tmp_path, "CardDataZz.txt", set_row("Zz-1", "Zzmon", AP="40O", LostPoint="III2O"))
    report = catalog_import(folder=tmp_path)
    zz = card("Zz-1")
    assert zz.attack_a is None and zz.lost_iii is None
    assert zz.raw_row == set_row("Zz-1", "Zzmon", AP="40O", LostPoint="III2O")
    assert "CardDataZz.txt:2: attack A '40O' is not a number" in report.warnings
    assert zz.import_warnings == [
        "attack A '40O' is not a number",
        "lost points 'III2O' not in the form III10 IV10 P10 U10",
    ]


def test_a_malformed_file_after_good_ones_leaves_the_database_as_it_was(catalog, tmp_path):
    write_set(tmp_path, "CardDataZa.txt", set_row("Zz-1", "Zzmon"), set_row("Zz-2", "Zzmon"))
    write_set(tmp_path, "CardDataZb.txt", set_row("Zz-3", "Zzmon"), header="Name\tSet")
    before = Card.objects.count()
    with pytest.raises(CommandError, match=r"CardDataZb.txt:1: unexpected header"):
        call_command("import_catalog", str(tmp_path), verbosity=0)
    assert Card.objects.count() == before
    assert not Card.objects.filter(prefix="Zz").exists()


def test_a_row_without_a_card_number_is_fatal_and_names_the_line(catalog, tmp_path):
    write_set(tmp_path, "CardDataZz.txt", set_row("Zz-1", "Zzmon"), set_row(" ", "Nomon"))
    with pytest.raises(CommandError, match=r"CardDataZz.txt:3: empty Card Number"):
        call_command("import_catalog", str(tmp_path), verbosity=0)
    assert not Card.objects.filter(number="Zz-1").exists()


def test_a_value_longer_than_its_column_is_cut_and_reported(catalog, tmp_path):
    write_set(tmp_path, "CardDataZz.txt", set_row("Zz-1", "Zzmon", Type="Dragon " * 20))
    catalog_import(folder=tmp_path)
    zz = card("Zz-1")
    assert len(zz.species) == 100
    assert zz.import_warnings == ["species longer than 100 characters (cut)"]


def test_a_failure_while_writing_rolls_back_every_card_already_written(catalog, tmp_path, monkeypatch):
    write_set(tmp_path, "CardDataZz.txt", set_row("Zz-1", "Zzmon"), set_row("St-1", "Agumon", AP="999"))

    def fail(*args, **kwargs):
        raise RuntimeError("disk full")

    # The cards are written before the links; fail at the links.
    monkeypatch.setattr(services, "_write_links", fail)
    with pytest.raises(RuntimeError):
        catalog_import(folder=tmp_path)
    assert not Card.objects.filter(number="Zz-1").exists()
    assert card("St-1").attack_a == 360


def test_a_missing_folder_is_one_clear_error(db, tmp_path):
    missing = tmp_path / "no-such-folder"
    with pytest.raises(CommandError) as error:
        call_command("import_catalog", str(missing), verbosity=0)
    message = str(error.value)
    assert str(missing) in message
    assert "import_catalog DIR" in message and "DMCG_CATALOG_DIR" in message


def test_an_empty_folder_is_one_clear_error(db, tmp_path):
    with pytest.raises(CommandError, match=f"catalog folder {tmp_path} has no CardData"):
        call_command("import_catalog", str(tmp_path), verbosity=0)


def test_the_folder_defaults_to_the_catalog_dir_setting(db, tmp_path, settings):
    settings.CATALOG_DIR = tmp_path / "configured"
    with pytest.raises(CommandError, match="configured"):
        call_command("import_catalog", verbosity=0)


def test_a_missing_japanese_names_or_formats_file_is_a_warning_never_a_silent_zero(
    catalog, tmp_path, settings
):
    settings.JAPANESE_NAMES_DIR = tmp_path / "wikimon-starter"
    settings.FORMATS_FILE = tmp_path / "formats.txt"
    out = StringIO()
    call_command("import_catalog", str(settings.CATALOG_DIR), stdout=out)
    text = out.getvalue()
    metadata = tmp_path / "wikimon-starter" / "starter_card_metadata.csv"
    assert f"warning: no Japanese names: {metadata} is missing; `manage.py fetch_catalog` fetches it" in text
    assert "; 0 Japanese names" in text
    assert f"warning: no formats.txt: {tmp_path / 'formats.txt'} is missing, so the era formats" in text
    assert card("St-1").name_ja == ""
