"""Where the card images come from, when the site has them (`DMCG_CARD_IMAGES`).

The setting is either a folder of `<ImageFile>.jpg` files (what `fetch_catalog --images` fills;
WhiteNoise serves it under `/card-images/`) or a URL template holding `{image}`, such as
`https://img.example.org/dmhc/{image}.jpg`. A card whose image the folder does not hold, or that
names no image, has no image URL: the pages draw its rendered face instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit

from django.conf import settings

from dmcg_site.env import ConfigError

URL_PREFIX = "/card-images/"
# The intrinsic size the pages give every card image (a card is 63 x 88 mm): the browser reserves
# the space before the image arrives, so lazy loading never shifts the page.
WIDTH, HEIGHT = 250, 349


@dataclass(frozen=True)
class CardImages:
    """A folder of images, or a URL template (exactly one of the two is set)."""

    folder: Path | None = None
    template: str | None = None

    def url(self, image_file: str) -> str | None:
        """The URL of the image named `image_file`, or None when there is none to show."""
        if not is_plain_name(image_file):
            return None
        if self.template is not None:
            return self.template.replace("{image}", quote(image_file))
        if self.folder is not None and (self.folder / f"{image_file}.jpg").is_file():
            return URL_PREFIX + quote(f"{image_file}.jpg")
        return None

    def origins(self) -> list[str]:
        """The origin the images load from when it is another host: the page's CSP allows it."""
        if self.template is None:
            return []
        parts = urlsplit(self.template)
        return [f"{parts.scheme}://{parts.netloc}"]

    def file(self, name: str) -> Path | None:
        """The served file for the URL path `name` (below URL_PREFIX) inside the folder, if any."""
        if self.folder is None or not is_plain_name(name) or not name.endswith(".jpg"):
            return None
        path = self.folder / name
        return path if path.is_file() else None


def is_plain_name(name: str) -> bool:
    """A name of one file in one folder: never a path that could reach outside it."""
    return bool(name) and "/" not in name and "\\" not in name and not name.startswith(".")


def card_images_from(value: str, *, default_folder: Path, base_dir: Path) -> CardImages:
    """The images `value` (the variable's text) names: a URL template when it starts with http://
    or https://, otherwise a folder (relative to `base_dir`); empty means `default_folder`."""
    if value.startswith(("http://", "https://")):
        if "{image}" not in value:
            raise ConfigError(
                f"DMCG_CARD_IMAGES={value!r} is a URL without {{image}}; "
                "write where the card's ImageFile goes, e.g. https://img.example.org/{image}.jpg"
            )
        return CardImages(template=value)
    return CardImages(folder=base_dir / value if value else default_folder)


def card_image_url(*, image_file: str) -> str | None:
    """The image URL of a card whose ImageFile is `image_file` under the current settings."""
    images: CardImages = settings.CARD_IMAGES
    return images.url(image_file)
