// The live deck editor: sends the page's plain forms with fetch and swaps in the HTML fragment the
// server returns, so the legality panel and the statistics update without a page reload. Without
// this script the same forms post normally and the server redirects back (see decks/views.py).
(function () {
  "use strict";
  const editor = document.querySelector("[data-deck-editor]");
  if (!editor) return;
  const status = document.getElementById("live-status");
  // The latest search per fragment: an older answer that arrives late must not overwrite a newer one.
  const latest = {};

  // Which of the elements named like `key` (minus-St-1 among the minus-… buttons) had focus, so the
  // next one can take it when the element is gone (the last copy of a card was removed).
  function focusPosition(key) {
    if (!key) return -1;
    const prefix = key.split("-")[0] + "-";
    const same = Array.from(document.querySelectorAll('[data-focus^="' + CSS.escape(prefix) + '"]'));
    return same.findIndex(function (element) { return element.dataset.focus === key; });
  }

  function restoreFocus(key, position) {
    const again = document.querySelector('[data-focus="' + CSS.escape(key) + '"]');
    if (again) return again.focus();
    const same = document.querySelectorAll('[data-focus^="' + CSS.escape(key.split("-")[0] + "-") + '"]');
    const neighbour = same[Math.min(Math.max(position, 0), same.length - 1)];
    if (neighbour) return neighbour.focus();
    // No card left to move to: the deck's heading, not the top of the page.
    const heading = document.getElementById("deck-cards-h");
    if (heading) {
      heading.setAttribute("tabindex", "-1");
      heading.focus();
    }
  }

  function focusKey(event) {
    const active = document.activeElement;
    if (event.submitter && event.submitter.dataset.focus) return event.submitter.dataset.focus;
    return active && active.dataset ? active.dataset.focus : undefined;
  }

  // The deck revision the page shows now; every change is made on it (see decks/views.py).
  function shownRevision() {
    const shown = document.querySelector("[data-deck-revision]");
    return shown ? shown.dataset.deckRevision : "";
  }

  async function send(form, data) {
    const method = (form.getAttribute("method") || "get").toUpperCase();
    let url = form.getAttribute("action") || window.location.pathname;
    const options = { method, headers: { "X-Live": form.dataset.live }, credentials: "same-origin" };
    if (method === "GET") {
      url += (url.includes("?") ? "&" : "?") + new URLSearchParams(data).toString();
    } else {
      // A result of the search list was rendered with the revision of its time; the deck shown
      // now may be newer (changed in this tab since), and that is the deck the click was made on.
      if (data.has("revision")) data.set("revision", shownRevision());
      options.body = data;
    }
    const response = await fetch(url, options);
    if (response.status === 403) throw new Error(editor.dataset.forbidden);
    return response.text();
  }

  // Send one form and swap in the answer, unless `superseded()` says a newer request owns the target.
  async function update(form, data, key, position, superseded) {
    const target = document.getElementById(form.dataset.live);
    try {
      const html = await send(form, data);
      if (superseded()) return;
      target.innerHTML = html;
      if (form.dataset.live === "search-results") {
        const query = form.querySelector("input[name=q]").value;
        history.replaceState(null, "", "?" + new URLSearchParams({ q: query }).toString());
      }
      if (status) {
        const error = target.querySelector("[role=alert]");
        const verdict = document.querySelector("#legality .verdict");
        status.textContent = error ? error.textContent : verdict ? verdict.textContent.trim() : "";
      }
    } catch (problem) {
      if (status) status.textContent = problem.message;
      target.insertAdjacentHTML("afterbegin", '<p class="error" role="alert"></p>');
      target.querySelector("[role=alert]").textContent = problem.message;
    }
    // Keep the keyboard where it was: the same button or field, found again in the new fragment,
    // or the one that took its place.
    if (key) restoreFocus(key, position);
  }

  // Changes to the deck go one at a time, each on the revision the previous answer showed: quick
  // clicks in this tab then apply in order instead of refusing each other as stale (409), while a
  // change made in another tab still makes this tab's next click a 409 with the current deck.
  let changes = Promise.resolve();

  document.addEventListener("submit", function (event) {
    // A plain form about the whole deck (delete) posts normally, on the revision shown now: the
    // page's own live changes since it loaded are not "changed elsewhere".
    const plain = event.target.closest("form[data-sends-revision]");
    if (plain) plain.querySelector("input[name=revision]").value = shownRevision();
    const form = event.target.closest("form[data-live]");
    if (!form) return;
    event.preventDefault();
    // Read the form now: the fragment holding it may be replaced before a queued change is sent.
    const data = new FormData(form, event.submitter || undefined);
    const key = focusKey(event);
    const position = focusPosition(key);
    if (form.dataset.live === "deck-side") {
      changes = changes.then(function () {
        return update(form, data, key, position, function () { return false; });
      });
      return;
    }
    const ticket = (latest[form.dataset.live] = (latest[form.dataset.live] || 0) + 1);
    update(form, data, key, position, function () { return ticket !== latest[form.dataset.live]; });
  });

  // Search as you type, a quarter second after the last key.
  const search = document.getElementById("card-q");
  let timer;
  if (search) {
    search.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () { search.form.requestSubmit(); }, 250);
    });
  }

  // "/" jumps to the search box, on this page only (the script runs in the editor alone), never
  // while typing or with a modifier (browsers and screen readers use those).
  document.addEventListener("keydown", function (event) {
    const active = document.activeElement;
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName) || active.isContentEditable;
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === "/" && !typing && !modified) {
      event.preventDefault();
      document.getElementById("card-q").focus();
    }
  });
})();
