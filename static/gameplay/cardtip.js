// Card details on hover or keyboard focus: every card on the board is a link to its card page;
// hovering shows the card's stats from /api/cards/<number>/ in a small panel. On a touch screen
// (no hover) the first tap on a card shows the panel and a second tap opens the card page.
(function () {
  "use strict";
  const cache = new Map();
  const tip = document.createElement("div");
  tip.className = "cardtip";
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  document.body.appendChild(tip);

  function line(label, value) {
    if (value === null || value === undefined || value === "") return null;
    const row = document.createElement("div");
    const name = document.createElement("strong");
    name.textContent = label + " ";
    row.append(name, String(value));
    return row;
  }

  function render(card) {
    tip.replaceChildren();
    const title = document.createElement("div");
    title.className = "cardtip-title";
    title.textContent = card.name + " · " + card.number;
    tip.append(title);
    const rows = [];
    if (card.kind === "digimon") {
      rows.push(line("Level", [card.level, card.battle_type && "type " + card.battle_type].filter(Boolean).join(", ")));
      if (card.attacks) rows.push(line("Attack", "A " + card.attacks.A + " / B " + card.attacks.B + " / C " + card.attacks.C));
      if (card.lost_points) {
        const lp = card.lost_points;
        rows.push(line("Lost points", "III " + lp.III + " / IV " + lp.IV + " / P " + lp.Perfect + " / U " + lp.Ultimate));
      }
      if (card.evolution) rows.push(line("Evolves", card.evolution.raw));
      (card.abilities || []).forEach(function (a) {
        rows.push(line(a.kind === "support" ? "■" : a.kind === "special" ? "◎" : "·", a.text));
      });
    } else {
      rows.push(line(card.category || "Option", card.timing));
      rows.push(line("Effect", card.effect));
    }
    rows.filter(Boolean).forEach(function (row) { tip.append(row); });
  }

  async function details(number) {
    if (!cache.has(number)) {
      cache.set(number, fetch("/api/cards/" + encodeURIComponent(number) + "/", { credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.json() : null; }));
    }
    return cache.get(number);
  }

  let tapped = null;

  async function show(link) {
    const number = link.dataset.number;
    if (!number) return;
    const card = await details(number);
    if (!card || !(tapped === link || link.matches(":hover, :focus"))) return;
    render(card);
    const box = link.getBoundingClientRect();
    const widest = Math.min(340, window.innerWidth - 8);
    tip.style.left = Math.max(window.scrollX + 4, Math.min(window.scrollX + box.left, window.scrollX + window.innerWidth - widest - 4)) + "px";
    tip.style.top = window.scrollY + box.bottom + 4 + "px";
    tip.hidden = false;
  }

  function hide() { tip.hidden = true; }

  document.addEventListener("click", function (event) {
    if (!window.matchMedia("(hover: none)").matches) return;
    const link = event.target.closest && event.target.closest("a.card[data-number]");
    if (link && tapped !== link) {
      event.preventDefault();
      tapped = link;
      show(link);
    } else if (!link) {
      tapped = null;
      hide();
    }
  });

  document.addEventListener("mouseover", function (event) {
    const link = event.target.closest && event.target.closest("a.card[data-number]");
    if (link) show(link);
  });
  document.addEventListener("focusin", function (event) {
    const link = event.target.closest && event.target.closest("a.card[data-number]");
    if (link) show(link);
  });
  document.addEventListener("mouseout", function (event) {
    if (event.target.closest && event.target.closest("a.card[data-number]")) hide();
  });
  document.addEventListener("focusout", function () {
    if (!tapped) hide();
  });
})();
