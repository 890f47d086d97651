// The board: post actions with fetch and swap in the board fragment the server returns, so
// acting never reloads the page. While the board has focus, keys 1-9 play the numbered action and
// "u" undoes (WCAG 2.1.4: single-key shortcuts act only where they were asked for). Every form
// carries the match version it was drawn on, so a press that reaches the server after the match
// moved on (another tab, a repeated click) is refused with 409 and the current board is swapped in.
(function () {
  "use strict";
  const board = document.getElementById("board");
  if (!board) return;
  const announcer = document.getElementById("announce");
  // Against a bot the answer comes with the bot's reply, which a search bot takes a moment to find.
  const thinking = document.getElementById("thinking");
  let busy = false;
  let announced = statusText();

  function statusText() {
    const status = board.querySelector(".status[data-announce]");
    return status ? status.dataset.announce : "";
  }

  // The live region sits outside the swapped fragment, so it is never replaced and screen readers
  // hear each turn or phase change once.
  function announce() {
    const text = statusText();
    if (announcer && text && text !== announced) announcer.textContent = text;
    announced = text;
  }

  async function submit(form, submitter) {
    if (busy) return;
    busy = true;
    board.setAttribute("aria-busy", "true");
    if (thinking) thinking.hidden = false;
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
      if (log) log.scrollTop = log.scrollHeight;
      announce();
      // The pressed button went with the old fragment: put a keyboard user on the next choice
      // (first legal action, else undo, else the replay link) instead of back at the page top.
      if (hadFocus && !board.contains(document.activeElement)) {
        const next = board.querySelector("#actions button.action, #undo, #open-replay");
        (next || board).focus({ preventScroll: true });
      }
    } finally {
      busy = false;
      board.removeAttribute("aria-busy");
      if (thinking) thinking.hidden = true;
    }
  }

  board.addEventListener("submit", function (event) {
    event.preventDefault();
    submit(event.target, event.submitter);
  });

  // A click on the table itself (not on a control) gives the board focus, so the keys work.
  board.addEventListener("click", function (event) {
    if (!event.target.closest("a, button, input, select, textarea, summary, [tabindex='0']")) {
      board.focus({ preventScroll: true });
    }
  });

  board.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") return;
    const button = board.querySelector('button[data-key="' + CSS.escape(event.key) + '"]');
    if (button) {
      event.preventDefault();
      button.click();
    }
  });

  const log = document.getElementById("log");
  if (log) log.scrollTop = log.scrollHeight;
})();
