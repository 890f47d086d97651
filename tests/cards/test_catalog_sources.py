"""Where the card data is read from (cards.catalog.sources) and the plugin's update list format."""

from pathlib import Path

from django.conf import settings

from cards.catalog.sources import CATALOG_URL, JAPANESE_NAMES_URL, data_sources
from cards.catalog.updatelist import lackey_checksum, parse_update_list

SHARED = Path(settings.CATALOG_DIR).parents[1]


def shared_checkout(tmp_path: Path) -> Path:
    """A project folder beside a `shared/data` that holds one set file, like the steering checkout."""
    (tmp_path / "shared" / "data" / "dmhc" / "sets").mkdir(parents=True)
    (tmp_path / "shared" / "data" / "dmhc" / "sets" / "CardDataSt1.txt").write_text("")
    (tmp_path / "project").mkdir()
    return tmp_path / "project"


def test_the_shared_data_folder_is_read_when_it_holds_the_set_files(tmp_path):
    project = shared_checkout(tmp_path)
    sources = data_sources({}, base_dir=project)
    shared = project.parent / "shared" / "data"
    assert (sources.catalog_dir, sources.origin) == (shared / "dmhc" / "sets", str(shared))
    assert sources.japanese_dir == shared / "wikimon-starter"
    assert sources.formats_file == shared / "dmhc" / "formats.txt"
    assert sources.data_dir == project / "var" / "data"
    assert (sources.catalog_url, sources.japanese_url) == (CATALOG_URL, JAPANESE_NAMES_URL)


def test_the_variables_come_first(tmp_path):
    environ = {
        "DMCG_CATALOG_DIR": "/data/sets",
        "DMCG_JA_NAMES_DIR": "ja",
        "DMCG_FORMATS_FILE": "/data/formats.txt",
        "DMCG_CATALOG_URL": "http://127.0.0.1:9/updatelist.txt",
    }
    sources = data_sources(environ, base_dir=shared_checkout(tmp_path))
    assert (sources.catalog_dir, sources.origin) == (Path("/data/sets"), "DMCG_CATALOG_DIR")
    # A relative path is relative to the project, not to the current directory.
    assert sources.japanese_dir == tmp_path / "project" / "ja"
    assert sources.formats_file == Path("/data/formats.txt")
    assert sources.catalog_url == "http://127.0.0.1:9/updatelist.txt"


def test_without_shared_data_everything_is_read_from_the_fetched_data_folder(tmp_path):
    project = shared_checkout(tmp_path)
    for environ in ({"DMCG_SHARED_DIR": ""}, {"DMCG_SHARED_DIR": str(tmp_path / "nowhere")}):
        sources = data_sources({**environ, "DMCG_DATA_DIR": "fetched"}, base_dir=project)
        assert (sources.catalog_dir, sources.origin) == (
            project / "fetched" / "dmhc" / "sets",
            "DMCG_DATA_DIR",
        )
        assert sources.japanese_dir == project / "fetched" / "wikimon-starter"
        assert sources.formats_file == project / "fetched" / "dmhc" / "formats.txt"


def test_the_plugins_update_list_names_its_files_checksums_and_image_base():
    update = parse_update_list((SHARED / "dmhc" / "updatelist.txt").read_text(encoding="utf-8"))
    assert (update.plugin, update.date, len(update.files)) == ("DigimonHC", "06-22-20", 64)
    assert sum("/sets/CardData" in listed.install_path for listed in update.files) == 49
    assert update.image_base == "https://raw.githubusercontent.com/RosaZhang/DMHC/master/sets/general/"


def test_the_checksum_is_the_signed_byte_sum_without_cr_and_lf_minus_one_for_every_shared_file():
    update = parse_update_list((SHARED / "dmhc" / "updatelist.txt").read_text(encoding="utf-8"))
    checked = []
    for listed in update.files:
        path = SHARED / "dmhc" / listed.install_path.removeprefix("plugins/DigimonHC/")
        if path.is_file():
            assert lackey_checksum(path.read_bytes()) == listed.checksum, path
            checked.append(path.relative_to(SHARED / "dmhc").as_posix())
    # The 49 set files and formats.txt, in ../shared/data and in a fetched data folder alike;
    # ../shared/data also holds changelog.txt and version.txt. The other listed files (images,
    # plugininfo.txt, pluginpreferences.txt …) are in neither.
    assert sum(name.startswith("sets/CardData") for name in checked) == 49
    assert "formats.txt" in checked
    assert len(checked) == (52 if (SHARED / "dmhc" / "changelog.txt").is_file() else 50)
    assert lackey_checksum(b"\x80\r\n\x7f") == -128 + 127 - 1
