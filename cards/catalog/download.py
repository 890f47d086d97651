"""Downloading one URL with a timeout, and writing a file so that no reader sees half of it."""

import http.client
import os
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

TIMEOUT = 30.0
USER_AGENT = "dmcg-fetch_catalog (+urllib)"


class FetchError(Exception):
    """A download failed or did not verify; the message names the URL or file and what to do."""


class NotFound(FetchError):
    """The server answered 404: the file is not (or no longer) published there."""


def download(url: str, *, timeout: float = TIMEOUT, hint: str) -> bytes:
    """The body of `url`; an HTTP error, a timeout or a dropped connection is a FetchError that
    names the URL, the cause and `hint` (what to do about it)."""
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            # read() raises IncompleteRead when the connection drops before Content-Length bytes.
            return response.read()
    except urllib.error.HTTPError as error:
        kind = NotFound if error.code == 404 else FetchError
        raise kind(f"{url}: HTTP {error.code} {error.reason}; {hint}") from None
    except (urllib.error.URLError, http.client.HTTPException, OSError) as error:
        reason = getattr(error, "reason", None) or error.__class__.__name__
        raise FetchError(f"{url}: download failed ({reason}); {hint}") from None


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `path`, then rename it over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
