"""LackeyCCG's update list (`updatelist.txt`): the files a plugin publishes, with checksums.

Line 1 is `<plugin><TAB><date>`; then one `<install path><TAB><URL><TAB><checksum>` line per file;
then `CardGeneralURLs:` and, on the next line, the base URL of the card images.
"""

import re
from array import array
from dataclasses import dataclass

IMAGES_MARKER = "CardGeneralURLs:"


class UpdateListError(ValueError):
    """The update list cannot be read; the message names the line."""


@dataclass(frozen=True)
class ListedFile:
    install_path: str
    url: str
    checksum: int


@dataclass(frozen=True)
class UpdateList:
    plugin: str
    date: str
    files: list[ListedFile]
    image_base: str


def lackey_checksum(data: bytes) -> int:
    """LackeyCCG's checksum: the sum of the bytes read as signed 8-bit values, CR and LF skipped,
    minus 1 (so a file's line ends do not change it)."""
    return sum(array("b", data.replace(b"\r", b"").replace(b"\n", b""))) - 1


def parse_update_list(text: str, *, source: str = "updatelist.txt") -> UpdateList:
    lines = text.splitlines()
    if not lines or lines[0].count("\t") != 1:
        raise UpdateListError(f"{source}:1: expected '<plugin name><TAB><date>' (a LackeyCCG update list).")
    plugin, date = lines[0].split("\t")
    files, image_base = [], ""
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == IMAGES_MARKER:
            image_base = next((rest.strip() for rest in lines[number:] if rest.strip()), "")
            break
        if not line.strip():
            continue
        cells = line.split("\t")
        if len(cells) != 3 or not re.fullmatch(r"-?[0-9]+", cells[2].strip()):
            raise UpdateListError(f"{source}:{number}: expected '<install path><TAB><URL><TAB><checksum>'.")
        files.append(ListedFile(cells[0].strip(), cells[1].strip(), int(cells[2])))
    return UpdateList(plugin.strip(), date.strip(), files, image_base)
