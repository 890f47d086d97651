// The simulation page polls its own status fragment every second while the job runs.
(function () {
  "use strict";
  const root = document.getElementById("simulation");
  if (!root) return;
  async function poll() {
    const status = root.querySelector(".job-status");
    if (status && (status.dataset.status === "done" || status.dataset.status === "failed")) return;
    try {
      const response = await fetch(root.dataset.url, { headers: { "X-Board-Fragment": "1" }, credentials: "same-origin" });
      if (response.ok) root.innerHTML = await response.text();
    } finally {
      setTimeout(poll, 1000);
    }
  }
  setTimeout(poll, 1000);
})();
