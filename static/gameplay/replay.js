// The replay: step links, the turn jump and the view switch fetch the next frame and swap it in.
// Autoplay steps forward once a second until the end or until pressed again.
(function () {
  "use strict";
  const root = document.getElementById("replay");
  if (!root) return;
  let timer = null;

  let latest = 0;

  async function load(url) {
    // Only the newest request may paint: an autoplay step still in flight when the player
    // clicks elsewhere must not overwrite the frame they asked for.
    const ticket = ++latest;
    const response = await fetch(url, { headers: { "X-Board-Fragment": "1" }, credentials: "same-origin" });
    const html = await response.text();
    if (ticket !== latest) return;
    root.innerHTML = html;
    history.replaceState(null, "", url);
    const button = document.getElementById("autoplay");
    if (button && timer) button.textContent = "Pause";
  }

  function atEnd() {
    const nav = root.querySelector(".replay-controls");
    return !nav || Number(nav.dataset.step) >= Number(nav.dataset.total);
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    const button = document.getElementById("autoplay");
    if (button) button.textContent = "Autoplay";
  }

  root.addEventListener("click", function (event) {
    const link = event.target.closest("a.step, a.view");
    if (link) {
      event.preventDefault();
      load(link.href);
      return;
    }
    if (event.target.id === "autoplay") {
      if (timer) return stop();
      event.target.textContent = "Pause";
      timer = setInterval(function () {
        if (atEnd()) return stop();
        const forward = document.getElementById("forward");
        if (forward) load(forward.href);
      }, 1000);
    }
  });

  root.addEventListener("submit", function (event) {
    event.preventDefault();
    const form = event.target;
    load(form.getAttribute("action") + "?" + new URLSearchParams(new FormData(form)).toString());
  });

  document.addEventListener("keydown", function (event) {
    const tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "select") return;
    const id = { ArrowRight: "forward", ArrowLeft: "back", Home: "first", End: "last" }[event.key];
    const link = id && document.getElementById(id);
    if (link) {
      event.preventDefault();
      load(link.href);
    }
  });
})();
