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


# The six DigimonHC files saved as Windows-1252; every other set file is UTF-8. Declared, not
# guessed: a guess turns one damaged byte of a UTF-8 file into a whole file of mojibake.
CP1252_FILES = frozenset(
    {
        "CardDataBo9.txt",
        "CardDataBo10.txt",
        "CardDataBo17.txt",
        "CardDataEXP.txt",
        "CardDataSt10.txt",
        "CardDataSt13.txt",
    }
)


def file_encoding(name: str) -> str:
    return "cp1252" if name in CP1252_FILES else "utf-8"


def decode(data: bytes, *, name: str) -> str:
    """The text of the file `name` in its declared encoding; a byte that is not valid in that
    encoding is a CatalogError at `file:line:column`."""
    encoding = file_encoding(name)
    try:
        return data.decode("utf-8-sig" if encoding == "utf-8" else encoding)
    except UnicodeDecodeError as error:
        line_start = data.rfind(b"\n", 0, error.start) + 1
        line = data.count(b"\n", 0, error.start) + 1
        column = len(data[line_start : error.start].decode(encoding, errors="replace")) + 1
        raise CatalogError(
            f"{name}:{line}:{column}: byte 0x{data[error.start]:02x} is not valid {encoding} "
            f"(the file is read as {encoding}; cards/catalog/reader.py CP1252_FILES lists the "
            "Windows-1252 files); restore the file from the plugin."
        ) from None


# Characters a set-file line never holds: each is damage (a bare CR used to make a junk card).
DAMAGE = (
    ("\0", "a NUL byte"),
    ("\r", "a bare CR (a line break without LF)"),
    ("\n", "a bare LF (a line break without CR)"),
)


def split_lines(text: str, *, name: str) -> list[str]:
    """The CRLF-separated lines of a set file; NUL bytes, a CR or LF on its own and a last line
    without its line end (a file cut short) are CatalogErrors at `file:line`."""
    lines = text.split("\r\n")
    for number, line in enumerate(lines, start=1):
        for char, problem in DAMAGE:
            if char in line:
                raise CatalogError(
                    f"{name}:{number}:{line.index(char) + 1}: {problem}; the set files are CRLF text "
                    "without control bytes, fix that line."
                )
    if lines[-1]:
        raise CatalogError(
            f"{name}:{len(lines)}: the last line has no line end: the file looks cut short; "
            "restore the whole file (manage.py fetch_catalog downloads and verifies it)."
        )
    return lines[:-1]


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
    """The rows of one set file, read strictly: damage stops the import at `file:line`."""
    lines = split_lines(decode(path.read_bytes(), name=path.name), name=path.name)
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
        row = dict(zip(COLUMNS, cells, strict=True))
        for column in ("Name", "Card Number"):
            # No-break spaces are spaces to the parser too (parse._clean).
            if not row[column].replace("\xa0", " ").strip():
                raise CatalogError(
                    f"{path.name}:{index}: empty {column}; every row needs a Name and a Card Number."
                )
        rows.append(RawRow(path.name, index, line, row))
    return SetFile(path.name, file_encoding(path.name), rows)


def read_set_files(folder: Path) -> Iterator[SetFile]:
    for path in set_file_paths(folder):
        yield read_set_file(path)
