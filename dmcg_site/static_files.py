"""WhiteNoise for the static files and for the card images of a `DMCG_CARD_IMAGES` folder."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from whitenoise.middleware import WhiteNoiseMiddleware
from whitenoise.responders import MissingFileError

from cards.images import URL_PREFIX, CardImages


class StaticAndCardImagesMiddleware(WhiteNoiseMiddleware):
    """Serves `/card-images/<ImageFile>.jpg` from the images folder with WhiteNoise's headers (ETag,
    Last-Modified, ranges), looked up on each request: `fetch_catalog --images` may fill the folder
    while the site runs, and WhiteNoise's own file table is built once at start-up."""

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.path_info.startswith(URL_PREFIX):
            images: CardImages = settings.CARD_IMAGES
            path = images.file(request.path_info[len(URL_PREFIX) :])
            if path is not None:
                try:
                    return self.serve(self.get_static_file(str(path), request.path_info), request)
                except MissingFileError:
                    pass
        return super().__call__(request)
