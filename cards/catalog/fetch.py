"""Fetching the card catalog from the DigimonHC plugin's own update list, verified.

`catalog_fetch` reads the update list, downloads the set files and formats.txt into a staging
folder inside the data folder, checks every file against the list's LackeyCCG checksum and only
then moves them all in, so a damaged or interrupted download replaces nothing. Verified files
stay in the staging folder, and files already in place with the right checksum are kept, so an
interrupted fetch resumes where it stopped. `japanese_names_fetch` brings the wikimon-starter CSVs
pinned by sha256, and `images_fetch` the card images the set files name.
"""

import hashlib
import json
import re
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from urllib.parse import quote

from .download import TIMEOUT, FetchError, NotFound, download, write_atomic
from .reader import CatalogError, read_set_files
from .sources import IMAGES, JAPANESE, SETS, UPDATE_LIST
from .updatelist import ListedFile, UpdateListError, lackey_checksum, parse_update_list

JAPANESE_MANIFEST = Path(__file__).resolve().parents[2] / "fixtures" / "sources" / "japanese_names.json"
# The install paths of the files the catalog needs, inside the plugin folder.
CATALOG_FILE = re.compile(r"^plugins/[^/]+/(sets/CardData[^/]+\.txt|formats\.txt)$")
STAGING = ".staging"
CHECK_URL = "check --url or DMCG_CATALOG_URL"
RETRY = "run fetch_catalog again (files already verified are kept and not downloaded again)"


@dataclass
class FetchReport:
    image_base: str = ""  # where the card images are, from the list's CardGeneralURLs
    downloaded: int = 0
    bytes: int = 0
    kept: int = 0  # files already in place (or staged) with the right checksum
    seconds: float = 0.0


@dataclass
class ImagesReport:
    downloaded: int = 0
    present: int = 0
    bytes: int = 0
    missing: list[str] = field(default_factory=list)  # image files the server does not have


def _catalog_files(files: list[ListedFile]) -> list[tuple[ListedFile, Path]]:
    """The listed set files and formats.txt, each with its place in the data folder."""
    wanted = []
    for listed in files:
        match = CATALOG_FILE.match(listed.install_path)
        if match and ".." not in PurePosixPath(match[1]).parts:
            wanted.append((listed, Path("dmhc") / match[1]))
    return wanted


def _verified(path: Path, checksum: int) -> bool:
    return path.is_file() and lackey_checksum(path.read_bytes()) == checksum


def catalog_fetch(
    *, url: str, data_dir: Path, timeout: float = TIMEOUT, say: Callable[[str], None] = print
) -> FetchReport:
    """Fetch and verify the catalog files named by the update list at `url` into `data_dir`.

    Raises FetchError, with nothing in `data_dir` replaced, when a download fails or a file's
    checksum differs from the list's.
    """
    started = time.perf_counter()
    say(f"fetching update list {url} …")
    offline = (
        "check the network and the address (--url or DMCG_CATALOG_URL); offline, copy the plugin's "
        "sets/CardData*.txt and formats.txt (github.com/RosaZhang/DMHC) into "
        f"{data_dir / SETS.parent} or set DMCG_CATALOG_DIR to a folder holding the set files"
    )
    raw_list = download(url, timeout=timeout, hint=offline)
    try:
        update = parse_update_list(raw_list.decode("utf-8-sig"), source=url)
    except (UnicodeDecodeError, UpdateListError) as error:
        raise FetchError(f"{url}: not a LackeyCCG update list ({error}); {CHECK_URL}") from None
    wanted = _catalog_files(update.files)
    if not any(path.parent.name == "sets" for _, path in wanted):
        raise FetchError(f"{url}: the update list names no sets/CardData*.txt file; {CHECK_URL}")
    report = FetchReport(image_base=update.image_base)
    say(f"update list {update.plugin} {update.date}: {len(update.files)} files; {len(wanted)} for cards")

    staging = data_dir / STAGING
    to_move = []
    for listed, path in wanted:
        if _verified(data_dir / path, listed.checksum):
            report.kept += 1
            continue
        staged = staging / path
        to_move.append((staged, data_dir / path))
        if _verified(staged, listed.checksum):
            report.kept += 1
            continue
        data = download(listed.url, timeout=timeout, hint=RETRY)
        actual = lackey_checksum(data)
        if actual != listed.checksum:
            raise FetchError(
                f"{path.name}: checksum {actual} differs from the update list's {listed.checksum} "
                f"({listed.url}); nothing was replaced: the download is damaged or the list is stale, {RETRY}"
            )
        write_atomic(staged, data)
        report.downloaded += 1
        report.bytes += len(data)
    # Every file verified: only now does anything in the data folder change.
    for staged, final in to_move:
        final.parent.mkdir(parents=True, exist_ok=True)
        staged.replace(final)
    write_atomic(data_dir / UPDATE_LIST, raw_list)
    shutil.rmtree(staging, ignore_errors=True)
    report.seconds = time.perf_counter() - started
    say(
        f"downloaded {report.downloaded} files, {report.bytes} bytes in {report.seconds:.2f} s; "
        f"{report.kept} already present and verified"
    )
    return report


def japanese_pins(manifest: Path = JAPANESE_MANIFEST) -> dict[str, str]:
    """{file name: sha256} of the Japanese-names CSVs, from the project's manifest."""
    return json.loads(manifest.read_text(encoding="utf-8"))["files"]


def japanese_names_fetch(
    *, base_url: str, data_dir: Path, pins: dict[str, str], timeout: float = TIMEOUT
) -> str:
    """Fetch the pinned CSVs from the folder `base_url` into `data_dir`/wikimon-starter; returns
    the one line to print.

    The names are optional: an unreachable source or a hash mismatch writes nothing and says how
    to add them later, it never fails the fetch.
    """
    folder = data_dir / JAPANESE
    fetched = {}
    try:
        for name, sha256 in pins.items():
            if _sha256(folder / name) == sha256:
                continue
            # A base URL is a folder, written with or without its closing slash.
            url = f"{base_url.rstrip('/')}/{name}"
            data = download(url, timeout=timeout, hint="the source may be down")
            if (actual := hashlib.sha256(data).hexdigest()) != sha256:
                raise FetchError(f"{url}: sha256 {actual[:12]}… is not the pinned {sha256[:12]}…")
            fetched[name] = data
    except FetchError as error:
        return (
            f"Japanese names missing ({error}); the cards are complete without them: run fetch_catalog "
            f"again later, or put {' and '.join(pins)} in {folder} (or set DMCG_JA_NAMES_DIR)"
        )
    for name, data in fetched.items():
        write_atomic(folder / name, data)
    return f"Japanese names: {len(pins)} files verified by sha256 in {folder} ({len(fetched)} downloaded)"


def _sha256(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def image_files(sets_dir: Path) -> list[str]:
    """The distinct ImageFile values of the set files that are plain file names."""
    names = set()
    for set_file in read_set_files(sets_dir):
        for raw in set_file.rows:
            name = raw.cells["ImageFile"].strip()
            # A name is a file in one folder: a path in it would write outside the images folder.
            if name and "/" not in name and "\\" not in name and not name.startswith("."):
                names.add(name)
    return sorted(names)


def images_fetch(
    *,
    base_url: str,
    data_dir: Path,
    images_dir: Path | None = None,
    timeout: float = TIMEOUT,
    progress: Callable[[int, int], None] = lambda done, total: None,
) -> ImagesReport:
    """Download `<base_url><ImageFile>.jpg` for every card of the set files in `data_dir` into
    `images_dir` (default `data_dir`/dmhc/images), skipping images already there; a 404 is listed
    as missing, any other failure stops (resumable)."""
    if not base_url:
        raise FetchError("the update list has no CardGeneralURLs: base URL, so no card images to fetch")
    try:
        names = image_files(data_dir / SETS)
    except CatalogError as error:
        raise FetchError(f"cannot list the card images: {error}") from None
    folder = images_dir or data_dir / IMAGES
    report = ImagesReport()
    for done, name in enumerate(names, start=1):
        path = folder / f"{name}.jpg"
        if path.is_file():
            report.present += 1
        else:
            try:
                data = download(base_url + quote(f"{name}.jpg"), timeout=timeout, hint=RETRY + " --images")
            except NotFound:
                report.missing.append(name)
            else:
                write_atomic(path, data)
                report.downloaded += 1
                report.bytes += len(data)
        progress(done, len(names))
    return report
