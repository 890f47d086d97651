// The live deck editor: sends the page's plain forms with fetch and swaps in the HTML fragment the
// server returns, so the legality panel and the statistics update without a page reload. Without
// this script the same forms post normally and the server redirects back (see decks/views.py).
(function () {
  "use strict";
  const editor = document.querySelector("[data-deck-editor]");
  if (!editor) return;
  const status = document.getElementById("live-status");
  // The latest request per fragment: an older answer that arrives late must not overwrite a newer one.
  const latest = {};

  function focusKey(event) {
    const active = document.activeElement;
    if (event.submitter && event.submitter.dataset.focus) return event.submitter.dataset.focus;
    return active && active.dataset ? active.dataset.focus : undefined;
  }

  async function send(form, submitter) {
    const method = (form.getAttribute("method") || "get").toUpperCase();
    const data = new FormData(form, submitter || undefined);
    let url = form.getAttribute("action") || window.location.pathname;
    const options = { method, headers: { "X-Live": form.dataset.live }, credentials: "same-origin" };
    if (method === "GET") {
      url += (url.includes("?") ? "&" : "?") + new URLSearchParams(data).toString();
    } else {
      options.body = data;
    }
    const response = await fetch(url, options);
    if (response.status === 403) throw new Error("You may not edit this deck.");
    return response.text();
  }

  document.addEventListener("submit", async function (event) {
    const form = event.target.closest("form[data-live]");
    if (!form) return;
    event.preventDefault();
    const target = document.getElementById(form.dataset.live);
    const key = focusKey(event);
    const ticket = (latest[form.dataset.live] = (latest[form.dataset.live] || 0) + 1);
    try {
      const html = await send(form, event.submitter);
      if (ticket !== latest[form.dataset.live]) return;
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
    // Keep the keyboard where it was: the same button or field, found again in the new fragment.
    if (key) {
      const again = document.querySelector('[data-focus="' + CSS.escape(key) + '"]');
      if (again) again.focus();
    }
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

  document.addEventListener("keydown", function (event) {
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName);
    if (event.key === "/" && !typing) {
      event.preventDefault();
      document.getElementById("card-q").focus();
    }
  });
})();
