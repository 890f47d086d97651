"""`manage.py fetch_catalog` against a fake DigimonHC plugin on loopback (tests/plugin_server.py).

The plugin serves copies of ../shared/data with an update list of correct checksums; no test
touches the internet. The fetched folder then feeds `import_catalog`.
"""

import socket
from functools import cache
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.management import CommandError, call_command

from cards.catalog.sources import JAPANESE, SETS
from cards.catalog.updatelist import lackey_checksum
from cards.images import CardImages
from tests.cards.test_import_catalog import HEADER, set_row
from tests.plugin_server import FakePlugin, shared_plugin_files

SHARED = Path(django_settings.CATALOG_DIR).parents[1]
JA_FILES = ("starter_card_metadata.csv", "starter_cards.csv")


@cache
def plugin_files() -> dict[str, bytes]:
    return shared_plugin_files(SHARED)


def japanese_files() -> dict[str, bytes]:
    return {f"ja/{name}": (SHARED / JAPANESE / name).read_bytes() for name in JA_FILES}


@pytest.fixture
def plugin():
    with FakePlugin(plugin_files(), japanese_files()) as server:
        yield server


@pytest.fixture
def data_dir(settings, tmp_path, plugin):
    """The settings of a clone with no ../shared: everything read from the fetched data folder."""
    data = tmp_path / "data"
    settings.DATA_DIR, settings.CATALOG_ORIGIN = data, "DMCG_DATA_DIR"
    settings.CATALOG_DIR = data / SETS
    settings.JAPANESE_NAMES_DIR = data / JAPANESE
    settings.FORMATS_FILE = data / "dmhc" / "formats.txt"
    settings.CATALOG_URL, settings.JA_NAMES_URL = plugin.list_url, plugin.japanese_url
    return data


def fetch(*args: str) -> str:
    out = StringIO()
    call_command("fetch_catalog", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


def flip(data: bytes, *, at: int) -> bytes:
    """`data` with one byte changed by one, which changes its LackeyCCG checksum (a plain sum,
    blind to swapped bytes)."""
    assert data[at] not in b"\r\n"
    return data[:at] + bytes([data[at] ^ 1]) + data[at + 1 :]


def sets_in(data: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted((data / SETS).glob("*.txt"))}


def test_a_fetch_verifies_every_file_and_the_import_reads_all_3078_cards_from_it(catalog, plugin, data_dir):
    text = fetch("--if-missing")
    total = sum(len(data) for path, data in plugin_files().items() if path.startswith("sets/")) + len(
        plugin_files()["formats.txt"]
    )
    assert text.startswith(f"fetching update list {plugin.list_url} …")
    assert f"downloaded 50 files, {total} bytes in " in text
    assert f"Japanese names: 2 files verified by sha256 in {data_dir / JAPANESE} (2 downloaded)" in text
    assert sets_in(data_dir) == {
        name.removeprefix("sets/"): d for name, d in plugin_files().items() if "sets/" in name
    }
    assert (data_dir / "dmhc" / "updatelist.txt").read_bytes() == plugin.update_list
    assert not (data_dir / ".staging").exists()

    out = StringIO()
    call_command("import_catalog", stdout=out)
    report = out.getvalue()
    assert f"49 set files from {data_dir / SETS}" in report
    assert "3078 cards: 2372 Digimon, 706 Option; 111 Japanese names" in report
    # The session imported the same cards from ../shared/data: the fetched copy is identical.
    assert "No changes: all 3078 cards" in report
    assert "warning:" not in report


def test_a_tampered_file_names_itself_and_both_sums_and_nothing_is_replaced(plugin, data_dir):
    listed = plugin.files["sets/CardDataSt9.txt"]
    older = flip(listed, at=200)
    (data_dir / SETS).mkdir(parents=True)
    (data_dir / SETS / "CardDataSt9.txt").write_bytes(older)
    tampered = plugin.files["sets/CardDataSt9.txt"] = flip(listed, at=len(listed) // 2)
    with pytest.raises(CommandError) as error:
        fetch()
    assert str(error.value).startswith(
        f"CardDataSt9.txt: checksum {lackey_checksum(tampered)} differs from the update list's "
        f"{lackey_checksum(listed)} ({plugin.url}/dmhc/sets/CardDataSt9.txt); nothing was replaced"
    )
    # The 48 files verified before it wait in the staging folder; the data folder is as it was.
    assert sets_in(data_dir) == {"CardDataSt9.txt": older}


def test_a_dropped_connection_names_the_url_and_what_to_do(plugin, data_dir):
    plugin.dropped.add("/dmhc/sets/CardDataBo5.txt")
    with pytest.raises(CommandError) as error:
        fetch()
    message = str(error.value)
    assert message.startswith(f"{plugin.url}/dmhc/sets/CardDataBo5.txt: download failed (IncompleteRead")
    assert "run fetch_catalog again (files already verified are kept" in message
    assert sets_in(data_dir) == {}


def test_an_http_404_names_the_url(plugin, data_dir):
    plugin.missing.add("/dmhc/formats.txt")
    with pytest.raises(CommandError, match=rf"^{plugin.url}/dmhc/formats.txt: HTTP 404 "):
        fetch()
    assert sets_in(data_dir) == {}


def test_a_fetch_after_an_interrupted_one_downloads_only_what_is_not_yet_verified(plugin, data_dir):
    plugin.dropped.add("/dmhc/sets/CardDataBo5.txt")
    with pytest.raises(CommandError):
        fetch()
    plugin.dropped.clear()
    text = fetch()
    order = [f"/dmhc/{path}" for path in plugin.files if path.startswith("sets/") or path == "formats.txt"]
    before = order[: order.index("/dmhc/sets/CardDataBo5.txt")]
    assert all(plugin.requests.count(path) == 1 for path in before)
    assert plugin.requests.count("/dmhc/sets/CardDataBo5.txt") == 2
    assert f"downloaded {50 - len(before)} files" in text and f"{len(before)} already present" in text
    assert len(sets_in(data_dir)) == 49

    plugin.requests.clear()
    text = fetch()
    assert "downloaded 0 files, 0 bytes" in text and "50 already present and verified" in text
    assert plugin.requests == ["/dmhc/updatelist.txt"]


def test_without_the_japanese_source_the_fetch_succeeds_and_says_so_in_one_line(catalog, plugin, data_dir):
    plugin.extra.clear()
    text = fetch()
    japanese = [line for line in text.splitlines() if "Japanese" in line]
    assert len(japanese) == 1
    assert japanese[0].startswith(
        f"Japanese names missing ({plugin.japanese_url}starter_card_metadata.csv: HTTP 404"
    )
    assert f"put starter_card_metadata.csv and starter_cards.csv in {data_dir / JAPANESE}" in japanese[0]
    assert len(sets_in(data_dir)) == 49

    out = StringIO()
    call_command("import_catalog", stdout=out)
    assert f"warning: no Japanese names: {data_dir / JAPANESE / JA_FILES[0]} is missing" in out.getvalue()
    assert "; 0 Japanese names" in out.getvalue()


def test_the_japanese_names_folder_may_be_given_without_its_closing_slash(plugin, data_dir, settings):
    assert plugin.japanese_url.endswith("/")
    settings.JA_NAMES_URL = plugin.japanese_url.rstrip("/")
    text = fetch()
    assert f"Japanese names: 2 files verified by sha256 in {data_dir / JAPANESE} (2 downloaded)" in text


def test_a_japanese_file_that_is_not_the_pinned_one_is_not_kept(plugin, data_dir):
    plugin.extra["ja/starter_cards.csv"] += b'"St-112","x"\n'
    text = fetch()
    assert "Japanese names missing (" in text and "is not the pinned" in text
    assert not (data_dir / JAPANESE).exists()


def test_images_are_fetched_from_the_general_urls_into_the_images_folder_skipping_those_present(
    tmp_path, settings
):
    rows = [set_row(f"Zz-{n}", f"Zz{n}mon") for n in (1, 2, 3)]
    set_file = "\r\n".join([HEADER, *rows, ""]).encode()
    # Stand-in bytes made here (a JPEG start and end marker), never a real card scan.
    images = {
        f"dmhc/sets/general/Zz-{n}.jpg": b"\xff\xd8 generated test image %d \xff\xd9" % n for n in (1, 2)
    }
    settings.DATA_DIR = tmp_path
    settings.CATALOG_DIR = tmp_path / SETS
    folder = tmp_path / "card-images"
    settings.CARD_IMAGES = CardImages(folder=folder)
    with FakePlugin({"sets/CardDataZz.txt": set_file}, images) as plugin:
        settings.CATALOG_URL, settings.JA_NAMES_URL = plugin.list_url, plugin.japanese_url
        errors = StringIO()
        out = StringIO()
        call_command("fetch_catalog", "--images", stdout=out, stderr=errors)
        assert "images: 2 downloaded (" in out.getvalue() and "1 not on the server: Zz-3" in out.getvalue()
        assert errors.getvalue().endswith("\rimages 3/3\n")
        assert (folder / "Zz-1.jpg").read_bytes() == images["dmhc/sets/general/Zz-1.jpg"]
        assert sorted(path.name for path in folder.iterdir()) == ["Zz-1.jpg", "Zz-2.jpg"]

        plugin.requests.clear()
        text = fetch("--images")
        assert "images: 0 downloaded (0 bytes), 2 already present, 1 not on the server" in text
        assert "/dmhc/sets/general/Zz-1.jpg" not in plugin.requests


def test_images_are_not_fetched_when_the_images_setting_is_a_url_template(settings):
    settings.CARD_IMAGES = CardImages(template="https://img.example.org/{image}.jpg")
    with pytest.raises(CommandError, match="DMCG_CARD_IMAGES is a URL template"):
        call_command("fetch_catalog", "--images", stdout=StringIO(), stderr=StringIO())


def test_if_missing_does_nothing_when_the_catalog_is_where_the_import_reads_it(plugin, data_dir, settings):
    settings.CATALOG_DIR = SHARED / SETS
    assert fetch("--if-missing") == f"card catalog present in {SHARED / SETS}; nothing to fetch\n"
    assert plugin.requests == []


def test_if_missing_offline_stops_with_one_line_saying_what_to_download_and_which_variable(
    data_dir, settings
):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    settings.CATALOG_URL = f"http://127.0.0.1:{port}/updatelist.txt"
    with pytest.raises(CommandError) as error:
        fetch("--if-missing")
    message = str(error.value)
    assert "\n" not in message
    assert message.startswith(
        f"no card catalog here and the fetch failed: {settings.CATALOG_URL}: download failed"
    )
    assert "copy the plugin's sets/CardData*.txt and formats.txt (github.com/RosaZhang/DMHC)" in message
    assert f"into {data_dir / 'dmhc'} or set DMCG_CATALOG_DIR" in message


def test_if_missing_with_an_empty_catalog_dir_setting_names_it_instead_of_fetching(
    plugin, settings, tmp_path
):
    settings.DATA_DIR, settings.CATALOG_DIR = tmp_path / "data", tmp_path / "elsewhere"
    settings.CATALOG_ORIGIN = "DMCG_CATALOG_DIR"
    with pytest.raises(
        CommandError, match=rf"^{tmp_path / 'elsewhere'} \(chosen by DMCG_CATALOG_DIR\) holds no"
    ):
        fetch("--if-missing")
    assert plugin.requests == []
