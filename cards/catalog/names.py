"""Card names: the base name the 3-per-name rule counts and the normalised keys (RULES 2.1)."""

import re
import unicodedata

# A trailing "(3)" (sometimes without the space: "Cherubimon(1)") tells printings apart; the game
# treats them as one name. "(Adult)" in "Eosmon (Adult)" is part of the printed name.
_DISAMBIGUATOR = re.compile(r"\s*\(\d+\)\s*$")
_SPACES = re.compile(r"\s+")


def base_name(name: str) -> str:
    """The name without its disambiguator: `Omegamon (3)` -> `Omegamon`."""
    return _DISAMBIGUATOR.sub("", name).strip()


def has_disambiguator(name: str) -> bool:
    return bool(_DISAMBIGUATOR.search(name))


def normalise(text: str) -> str:
    """NFKC + case-fold + collapsed whitespace: width- and case-insensitive comparison key."""
    return _SPACES.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


def name_key(name: str) -> str:
    """The key two cards share when they count as the same name (RULES 2.1, D-5)."""
    return normalise(base_name(name))


def search_name(name: str, name_ja: str = "") -> str:
    """The bare-word search target: English and Japanese names, normalised."""
    return normalise(f"{name} {name_ja}")


def squash(text: str) -> str:
    """`normalise` without spaces or punctuation: `War-Greymon`, `war greymon`, `W.G.` read alike.

    Punctuation is every Unicode P* character (hyphens, dots, apostrophes, brackets, the katakana
    middle dot), so `metalgreymon` and `Metal Greymon` give the same key.
    """
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in folded if not ch.isspace() and not unicodedata.category(ch).startswith("P"))


def search_squashed(name: str, name_ja: str = "") -> str:
    """The forgiving search target: each name squashed, the two kept apart by one space.

    A squashed query word never holds a space, so it cannot match across the two names.
    """
    return " ".join(part for part in (squash(name), squash(name_ja)) if part)
