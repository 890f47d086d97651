// The board: post actions with fetch and swap in the board fragment the server returns, so
// acting never reloads the page. Keys 1-9 play the numbered action, "u" undoes. Every form carries
// the match version it was drawn on, so a press that reaches the server after the match moved on
// (another tab, a repeated click) is refused with 409 and the current board is swapped in instead.
(function () {
  "use strict";
  const board = document.getElementById("board");
  if (!board) return;
  let busy = false;

  async function submit(form, submitter) {
    if (busy) return;
    busy = true;
    board.setAttribute("aria-busy", "true");
    const data = new FormData(form);
    if (submitter && submitter.name) data.append(submitter.name, submitter.value);
    try {
      // getAttribute: the form's <input name="action"> shadows the form.action property.
      const response = await fetch(form.getAttribute("action"), {
        method: "POST",
        body: data,
        headers: { "X-Board-Fragment": "1", "X-CSRFToken": data.get("csrfmiddlewaretoken") || "" },
        credentials: "same-origin",
      });
      const hadFocus = board.contains(document.activeElement);
      board.innerHTML = await response.text();
      const log = document.getElementById("log");
      if (log && log.lastElementChild) log.lastElementChild.scrollIntoView({ block: "nearest" });
      // The pressed button went with the old fragment: put a keyboard user on the next choice
      // (first legal action, else undo, else the replay link) instead of back at the page top.
      if (hadFocus && !board.contains(document.activeElement)) {
        const next = board.querySelector("#actions button.action, #undo, #open-replay");
        if (next) next.focus({ preventScroll: true });
      }
    } finally {
      busy = false;
      board.removeAttribute("aria-busy");
    }
  }

  board.addEventListener("submit", function (event) {
    event.preventDefault();
    submit(event.target, event.submitter);
  });

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") return;
    const button = board.querySelector('button[data-key="' + CSS.escape(event.key) + '"]');
    if (button) {
      event.preventDefault();
      button.click();
    }
  });
})();
