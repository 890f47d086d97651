"""Where the card data is read from, and where `fetch_catalog` writes it.

Each of the three sources (the set files, the Japanese-names CSVs, formats.txt) is read from, in
order: its own variable (`DMCG_CATALOG_DIR`, `DMCG_JA_NAMES_DIR`, `DMCG_FORMATS_FILE`); else the
steering checkout's `../shared/data` when it holds the set files; else the data folder that
`fetch_catalog` fills (`DMCG_DATA_DIR`, default `var/data` in the project). `DMCG_SHARED_DIR`
names another shared folder, and set to the empty string it turns the shared folder off, which
is how tests and measurements see a fresh clone on a machine of its own.

A data root, shared or fetched, has one layout: `dmhc/sets/CardData*.txt`, `dmhc/formats.txt`,
`dmhc/updatelist.txt`, `wikimon-starter/*.csv`, and (fetched with `--images`) `dmhc/images/`.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .reader import FILE_PATTERN

CATALOG_URL = "https://raw.githubusercontent.com/RosaZhang/DMHC/master/updatelist.txt"
# The branch, not a commit: the pin is the sha256 of each file in the project's manifest.
JAPANESE_NAMES_URL = "https://raw.githubusercontent.com/maxold1985/dgmon-ocg/master/data/"
SETS = Path("dmhc") / "sets"
FORMATS = Path("dmhc") / "formats.txt"
UPDATE_LIST = Path("dmhc") / "updatelist.txt"
IMAGES = Path("dmhc") / "images"
JAPANESE = Path("wikimon-starter")


@dataclass(frozen=True)
class DataSources:
    catalog_dir: Path
    japanese_dir: Path
    formats_file: Path
    # Where fetch_catalog writes, whether or not the catalog is read from there.
    data_dir: Path
    catalog_url: str
    japanese_url: str
    # Which rule chose catalog_dir, for messages: a variable name or the shared folder's path.
    origin: str


def holds_catalog(folder: Path) -> bool:
    return folder.is_dir() and any(folder.glob(FILE_PATTERN))


def data_sources(environ: Mapping[str, str], *, base_dir: Path) -> DataSources:
    """The data locations and source URLs the environment `environ` selects (relative paths are
    relative to `base_dir`, the project folder)."""

    def path(name: str, default: Path) -> Path:
        # An empty value counts as unset, as in dmcg_site.env.
        return base_dir / environ[name] if environ.get(name) else default

    data_dir = path("DMCG_DATA_DIR", base_dir / "var" / "data")
    # Only here does an empty value differ from unset: DMCG_SHARED_DIR= turns the shared folder off.
    shared_text = environ.get("DMCG_SHARED_DIR", str(base_dir.parent / "shared" / "data"))
    shared = base_dir / shared_text if shared_text else None
    if shared is not None and holds_catalog(shared / SETS):
        root, origin = shared, str(shared)
    else:
        root, origin = data_dir, "DMCG_DATA_DIR"
    return DataSources(
        catalog_dir=path("DMCG_CATALOG_DIR", root / SETS),
        japanese_dir=path("DMCG_JA_NAMES_DIR", root / JAPANESE),
        formats_file=path("DMCG_FORMATS_FILE", root / FORMATS),
        data_dir=data_dir,
        catalog_url=environ.get("DMCG_CATALOG_URL") or CATALOG_URL,
        japanese_url=environ.get("DMCG_JA_NAMES_URL") or JAPANESE_NAMES_URL,
        origin="DMCG_CATALOG_DIR" if environ.get("DMCG_CATALOG_DIR") else origin,
    )
