"""The committed .po files match the strings marked in the sources: none missing, none left over,
none fuzzy (makemessages into a scratch copy of locale/, then compare)."""

import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from django.conf import settings
from django.core.management import call_command
from django.test import override_settings

LANGUAGES = ("ja", "ko")
LOCALE = Path(settings.BASE_DIR) / "locale"
# bin/translations passes the same ignore patterns.
IGNORE = [".venv/*", "staticfiles/*", "tests/*", "benchmarks/*", "var/*"]


def catalog(path: Path):
    with path.open("rb") as po:
        return read_po(po)


def keys(path: Path) -> set[tuple[str, str | None]]:
    return {(str(m.id), m.context) for m in catalog(path) if m.id}


def source_folders(root: Path) -> list[Path]:
    """The top-level folders makemessages reads (the same as bin/translations leaves unignored)."""
    skipped = {pattern.removesuffix("/*") for pattern in IGNORE} | {"locale", "static", "bin", "fixtures"}
    return [
        path
        for path in root.iterdir()
        if path.is_dir()
        and path.name not in skipped
        and not path.name.startswith(".")
        and "." not in path.name
    ]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """locale/ as makemessages would leave it now, made in a scratch copy of the sources.

    A copy, because makemessages writes into the locale/ folder next to the files it reads.
    """
    if shutil.which("xgettext") is None:
        pytest.skip("GNU gettext (xgettext) is not installed; bin/test installs it")
    root = Path(settings.BASE_DIR)
    scratch = tmp_path_factory.mktemp("sources")
    for folder in source_folders(root):
        shutil.copytree(folder, scratch / folder.name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(LOCALE, scratch / "locale")
    with pytest.MonkeyPatch.context() as patch, override_settings(LOCALE_PATHS=[str(scratch / "locale")]):
        patch.chdir(scratch)
        call_command(
            "makemessages",
            locale=list(LANGUAGES),
            no_obsolete=True,
            add_location="file",
            ignore_patterns=IGNORE,
            verbosity=0,
        )
    return scratch / "locale"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_po_file_has_exactly_the_strings_marked_in_the_sources(extracted, language):
    committed = keys(LOCALE / language / "LC_MESSAGES" / "django.po")
    current = keys(extracted / language / "LC_MESSAGES" / "django.po")
    assert sorted(current - committed) == [], "marked but not in the .po: run bin/translations"
    assert sorted(committed - current) == [], "in the .po but no longer marked: run bin/translations"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_po_file_has_no_fuzzy_or_obsolete_entry(language):
    path = LOCALE / language / "LC_MESSAGES" / "django.po"
    messages = catalog(path)
    assert not messages.fuzzy, "the header is marked fuzzy"
    assert [m.id for m in messages if m.id and "fuzzy" in m.flags] == []
    assert list(messages.obsolete) == []
    assert "\n#~ " not in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_keeps_the_placeholders_of_its_source(language):
    from babel.messages.checkers import python_format

    for message in catalog(LOCALE / language / "LC_MESSAGES" / "django.po"):
        if message.id and message.string and message.python_format:
            python_format(None, message)
