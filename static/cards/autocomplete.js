// Autocomplete for the card search box, as the WAI-ARIA 1.2 "list autocomplete" combobox: the
// input owns a listbox of card numbers and names fetched from /api/cards/autocomplete/ while the
// visitor types (debounced, and a late answer never replaces a newer one). Arrow keys move through
// the options, Enter opens the highlighted one, Escape closes the list. Without this script the box
// is the plain search form it is in the HTML.
(function () {
  "use strict";
  const input = document.querySelector("input[data-autocomplete]");
  if (!input) return;
  const DEBOUNCE_MS = 150;
  const endpoint = input.dataset.autocomplete;
  const listbox = document.createElement("ul");
  listbox.id = input.id + "-listbox";
  listbox.className = "autocomplete";
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-label", input.dataset.autocompleteLabel || "");
  listbox.hidden = true;
  input.insertAdjacentElement("afterend", listbox);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listbox.id);
  input.setAttribute("aria-expanded", "false");

  let timer = null;
  let asked = 0;
  let active = -1;

  function options() {
    return Array.from(listbox.querySelectorAll("[role=option]"));
  }

  function close() {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function highlight(index) {
    const all = options();
    if (!all.length) return;
    active = (index + all.length) % all.length;
    all.forEach((option, i) => option.setAttribute("aria-selected", i === active ? "true" : "false"));
    input.setAttribute("aria-activedescendant", all[active].id);
    all[active].scrollIntoView({ block: "nearest" });
  }

  function show(results) {
    listbox.replaceChildren();
    results.forEach((entry, i) => {
      const option = document.createElement("li");
      option.id = listbox.id + "-" + i;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.dataset.url = entry.url;
      option.dataset.kind = entry.kind;
      option.textContent = entry.label;
      // mousedown, not click: the input keeps focus, and the list is still there when it lands.
      option.addEventListener("mousedown", (event) => {
        event.preventDefault();
        window.location.assign(entry.url);
      });
      listbox.appendChild(option);
    });
    active = -1;
    input.removeAttribute("aria-activedescendant");
    listbox.hidden = results.length === 0;
    input.setAttribute("aria-expanded", results.length ? "true" : "false");
  }

  async function complete() {
    const text = input.value.trim();
    const ticket = ++asked;
    if (!text) {
      close();
      return;
    }
    try {
      const response = await fetch(endpoint + "?" + new URLSearchParams({ q: text }), {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (!response.ok || ticket !== asked) return;
      const body = await response.json();
      if (ticket === asked && document.activeElement === input) show(body.results);
    } catch (error) {
      // A failed fetch (offline, throttled) leaves the plain search box, which still works.
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(complete, DEBOUNCE_MS);
  });

  input.addEventListener("keydown", (event) => {
    const open = !listbox.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) {
        if (options().length) {
          listbox.hidden = false;
          input.setAttribute("aria-expanded", "true");
        } else {
          complete();
          return;
        }
      }
      event.preventDefault();
      highlight(event.key === "ArrowDown" ? active + 1 : active - 1);
    } else if (event.key === "Enter" && open && active >= 0) {
      // Enter on a highlighted option opens it; Enter without one submits the search as typed.
      event.preventDefault();
      window.location.assign(options()[active].dataset.url);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });

  input.addEventListener("blur", close);
})();
