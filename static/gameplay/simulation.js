// The simulation page polls its own status fragment every second while the job is queued or runs.
// The Cancel button is a plain form (it works without JavaScript); here it posts with fetch and
// the fragment it is redirected to replaces the status at once.
(function () {
  "use strict";
  const root = document.getElementById("simulation");
  if (!root) return;
  const FINISHED = ["done", "failed", "cancelled"];
  const fragment = { headers: { "X-Board-Fragment": "1" }, credentials: "same-origin" };

  function finished() {
    const status = root.querySelector(".job-status");
    return status && FINISHED.includes(status.dataset.status);
  }

  async function poll() {
    if (finished()) return;
    try {
      const response = await fetch(root.dataset.url, fragment);
      if (response.ok) root.innerHTML = await response.text();
    } finally {
      setTimeout(poll, 1000);
    }
  }

  root.addEventListener("submit", async function (event) {
    const form = event.target.closest("form.cancel-simulation");
    if (!form) return;
    event.preventDefault();
    // The redirect after the post is followed with the same header: the answer is the fragment.
    const response = await fetch(form.action, { ...fragment, method: "POST", body: new FormData(form) });
    if (response.ok) root.innerHTML = await response.text();
  });

  setTimeout(poll, 1000);
})();
