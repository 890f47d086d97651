"""A fake DigimonHC plugin served over loopback HTTP, for the fetch tests and the fetch benchmark.

`FakePlugin(files)` serves `files` ({path in the plugin repository: bytes}) under /dmhc/ and an
update list built from them with correct LackeyCCG checksums, in the plugin's own layout. A test
can then tamper with a served file, make a path answer 404 or drop the connection half way.
"""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from cards.catalog.updatelist import lackey_checksum

IMAGES = "sets/general/"
JAPANESE = "ja/"


# Plugin files that are no card data: a fetch skips them. A fetched data folder (a clone with no
# ../shared) does not hold them, so small stand-ins are served in their place.
NOT_FOR_CARDS = {"changelog.txt": b"DigimonHC changelog\r\n", "version.txt": b"06-22-20\r\n"}


def shared_plugin_files(shared: Path) -> dict[str, bytes]:
    """The plugin files of `shared`/dmhc (../shared/data, or the fetched data folder) as
    {repository path: bytes}: the 49 set files, formats.txt, changelog.txt and version.txt."""
    root = shared / "dmhc"
    files = {f"sets/{path.name}": path.read_bytes() for path in sorted((root / "sets").glob("*.txt"))}
    files["formats.txt"] = (root / "formats.txt").read_bytes()
    for name, stand_in in NOT_FOR_CARDS.items():
        files[name] = (root / name).read_bytes() if (root / name).is_file() else stand_in
    return files


class FakePlugin:
    def __init__(self, files: dict[str, bytes], extra: dict[str, bytes] | None = None) -> None:
        """`files` are listed in the update list and served under /dmhc/; `extra` ({URL path
        without the leading slash: bytes}: images, Japanese names) are only served."""
        self.files = dict(files)
        self.extra = dict(extra or {})
        self.missing: set[str] = set()  # paths that answer 404
        self.dropped: set[str] = set()  # paths whose connection drops after half the body
        self.requests: list[str] = []
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.update_list = self._update_list().encode()
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def _update_list(self) -> str:
        lines = ["DigimonHC\t06-22-20"]
        for path, data in self.files.items():
            lines.append(f"plugins/DigimonHC/{path}\t{self.url}/dmhc/{path}\t{lackey_checksum(data)}")
        lines += ["CardGeneralURLs:", f"{self.url}/dmhc/{IMAGES}", ""]
        return "\r\n".join(lines)

    @property
    def list_url(self) -> str:
        return f"{self.url}/dmhc/updatelist.txt"

    @property
    def japanese_url(self) -> str:
        return f"{self.url}/{JAPANESE}"

    def body(self, path: str) -> bytes | None:
        if path in self.missing:
            return None
        if path == "/dmhc/updatelist.txt":
            return self.update_list
        listed = self.files.get(path.removeprefix("/dmhc/")) if path.startswith("/dmhc/") else None
        return listed if listed is not None else self.extra.get(path.removeprefix("/"))

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        plugin = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                plugin.requests.append(self.path)
                body = plugin.body(self.path)
                if body is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.path in plugin.dropped:
                    self.wfile.write(body[: len(body) // 2])
                    self.close_connection = True
                    return
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                pass

        return Handler

    def __enter__(self) -> "FakePlugin":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
