"""Reading the DigimonHC set files: encodings, line ends and the column layout."""

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

COLUMNS = (
    "Name",
    "Set",
    "ImageFile",
    "Card Number",
    "Evo/Activation",
    "Level",
    "Frame",
    "Group",
    "Type",
    "Attribute",
    "Field",
    "AT",
    "AP",
    "BP",
    "CP",
    "Abilities",
    "LostPoint",
)
FILE_PATTERN = "CardData*.txt"


class CatalogError(ValueError):
    """A fatal problem with the catalog source: the import stops and changes nothing."""


@dataclass(frozen=True)
class RawRow:
    file: str
    line: int
    text: str
    cells: dict[str, str]

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class SetFile:
    name: str
    encoding: str
    rows: list[RawRow]


def decode(data: bytes) -> tuple[str, str]:
    """Decode one file: UTF-8 when it is valid, else Windows-1252 (six DigimonHC files are)."""
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace"), "cp1252"


def set_file_paths(folder: Path) -> list[Path]:
    """The set files of a folder, or a CatalogError that names the folder and the way out."""
    hint = "pass another folder as `import_catalog DIR` or set DMCG_CATALOG_DIR"
    if not folder.is_dir():
        raise CatalogError(f"catalog folder {folder} does not exist; {hint}.")
    paths = sorted(folder.glob(FILE_PATTERN))
    if not paths:
        raise CatalogError(f"catalog folder {folder} has no {FILE_PATTERN} files; {hint}.")
    return paths


def read_set_file(path: Path) -> SetFile:
    text, encoding = decode(path.read_bytes())
    lines = text.splitlines()
    if not lines:
        raise CatalogError(f"{path.name}:1: the file is empty (expected a header row).")
    header = [cell.strip() for cell in lines[0].split("\t")]
    if tuple(header) != COLUMNS:
        raise CatalogError(
            f"{path.name}:1: unexpected header {header!r}; expected the 17 DigimonHC columns "
            f"{', '.join(COLUMNS)}."
        )
    rows = []
    for index, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        cells = line.split("\t")
        # Trailing empty cells are sometimes dropped; extra cells would shift every column.
        if len(cells) > len(COLUMNS):
            raise CatalogError(
                f"{path.name}:{index}: {len(cells)} tab-separated cells, expected {len(COLUMNS)}."
            )
        cells += [""] * (len(COLUMNS) - len(cells))
        rows.append(RawRow(path.name, index, line, dict(zip(COLUMNS, cells, strict=True))))
    return SetFile(path.name, encoding, rows)


def read_set_files(folder: Path) -> Iterator[SetFile]:
    for path in set_file_paths(folder):
        yield read_set_file(path)
