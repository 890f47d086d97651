// The replay: step links, the turn jump and the view switch fetch the next frame and swap it in,
// and the control that had focus has it again in the new frame (found by its id), so a keyboard
// user keeps their place. Autoplay steps forward once a second until the end, until pressed
// again, or until any key is pressed.
(function () {
  "use strict";
  const root = document.getElementById("replay");
  if (!root) return;
  const announcer = document.getElementById("announce");
  let timer = null;
  let latest = 0;

  function statusText() {
    const status = root.querySelector(".status[data-announce]");
    return status ? status.dataset.announce : "";
  }
  let announced = statusText();

  function setAutoplayLabel() {
    const button = document.getElementById("autoplay");
    // The page gives both words in its own language (data-play, data-pause).
    if (button) button.textContent = timer ? button.dataset.pause : button.dataset.play;
  }

  async function load(url) {
    // Only the newest request may paint: an autoplay step still in flight when the player
    // clicks elsewhere must not overwrite the frame they asked for.
    const ticket = ++latest;
    const response = await fetch(url, { headers: { "X-Board-Fragment": "1" }, credentials: "same-origin" });
    const html = await response.text();
    if (ticket !== latest) return;
    const focused = root.contains(document.activeElement) ? document.activeElement.id : "";
    root.innerHTML = html;
    history.replaceState(null, "", url);
    setAutoplayLabel();
    const again = focused && document.getElementById(focused);
    if (again) again.focus({ preventScroll: true });
    else if (focused) root.querySelector(".replay-controls a, .replay-controls button").focus({ preventScroll: true });
    const text = statusText();
    if (announcer && text !== announced) announcer.textContent = text;
    announced = text;
  }

  function atEnd() {
    const nav = root.querySelector(".replay-controls");
    return !nav || Number(nav.dataset.step) >= Number(nav.dataset.total);
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    setAutoplayLabel();
  }

  function start() {
    timer = setInterval(function () {
      if (atEnd()) return stop();
      const forward = document.getElementById("forward");
      if (forward) load(forward.href);
    }, 1000);
    setAutoplayLabel();
  }

  root.addEventListener("click", function (event) {
    const link = event.target.closest("a.step, a.view");
    if (link) {
      event.preventDefault();
      load(link.href);
      return;
    }
    if (event.target.closest("#autoplay")) {
      if (timer) stop();
      else start();
    }
  });

  root.addEventListener("submit", function (event) {
    event.preventDefault();
    const form = event.target;
    load(form.getAttribute("action") + "?" + new URLSearchParams(new FormData(form)).toString());
  });

  document.addEventListener("keydown", function (event) {
    if (timer) {
      // Any key stops autoplay, and does only that (Enter on Pause must not start it again).
      if (["Shift", "Control", "Alt", "Meta"].includes(event.key)) return;
      if (event.key !== "Tab") event.preventDefault();
      stop();
      return;
    }
    const tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "select" || tag === "textarea") return;
    const id = { ArrowRight: "forward", ArrowLeft: "back", Home: "first", End: "last" }[event.key];
    const link = id && document.getElementById(id);
    if (link) {
      event.preventDefault();
      load(link.href);
    }
  });
})();
