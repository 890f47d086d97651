// Card previews on every page. Hovering or focusing a link to a card page (/cards/<number>/) shows
// the card, its image or rendered face fetched once from /cards/<number>/face/, beside the link;
// Escape hides it. On a touch screen (no hover) a tap opens the card in a sheet instead, and inside
// an element marked data-card-details (the deck editor) a click does so too, so the editor is never
// left: the sheet links to the card page and, where the page has an add button for the card
// ([data-add-card="<number>"]), offers "Add to deck". Without JavaScript the links go to the pages.
(function () {
  "use strict";
  const CARD_PATH = /^\/cards\/([^/]+)\/$/;
  const cache = new Map();
  const touch = window.matchMedia("(hover: none)");

  function numberOf(link) {
    if (link.origin !== window.location.origin) return null;
    const match = CARD_PATH.exec(link.pathname);
    if (!match || match[1] === "help") return null;
    return decodeURIComponent(match[1]);
  }

  function cardLink(target) {
    const link = target instanceof Element ? target.closest("a[href]") : null;
    return link && numberOf(link) ? link : null;
  }

  function faceOf(number) {
    if (!cache.has(number)) {
      cache.set(number, fetch("/cards/" + encodeURIComponent(number) + "/face/", { credentials: "same-origin" })
        .then(function (response) { return response.ok ? response.text() : null; })
        .catch(function () { return null; }));
    }
    return cache.get(number);
  }

  function fragment(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  }

  // An image that fails to load leaves the rendered face beneath it visible (and readable).
  function fallBack(image) {
    const face = image.closest(".cf");
    face.classList.remove("cf-has-image");
    face.querySelector(".cf-body").removeAttribute("aria-hidden");
    image.remove();
  }
  document.addEventListener("error", function (event) {
    const image = event.target;
    if (image instanceof HTMLImageElement && image.classList.contains("cf-img")) fallBack(image);
  }, true);
  // This script is deferred: an image may have failed before the listener existed.
  document.querySelectorAll("img.cf-img").forEach(function (image) {
    if (image.complete && image.naturalWidth === 0) fallBack(image);
  });

  const tip = document.createElement("div");
  tip.className = "card-preview";
  tip.id = "card-preview";
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  document.body.appendChild(tip);
  let shown = null;

  function place(link) {
    const box = link.getBoundingClientRect();
    const width = tip.offsetWidth;
    const height = tip.offsetHeight;
    const room = document.documentElement.clientWidth;
    // Beside the link where there is room (right, else left), otherwise below it.
    let x = box.right + 12;
    let y = box.top + box.height / 2 - height / 2;
    if (x + width > room - 4) x = box.left - width - 12;
    if (x < 4) {
      x = Math.max(4, Math.min(box.left, room - width - 4));
      y = box.bottom + 8;
    }
    y = Math.max(4, Math.min(y, window.innerHeight - height - 4));
    tip.style.setProperty("--x", window.scrollX + x + "px");
    tip.style.setProperty("--y", window.scrollY + y + "px");
  }

  async function show(link) {
    shown = link;
    const html = await faceOf(numberOf(link));
    if (shown !== link || !html) return;
    tip.replaceChildren(fragment(html));
    tip.querySelectorAll(".sheet-actions").forEach(function (actions) { actions.remove(); });
    tip.hidden = false;
    place(link);
    link.setAttribute("aria-describedby", tip.id);
  }

  function hide() {
    if (shown) shown.removeAttribute("aria-describedby");
    shown = null;
    tip.hidden = true;
  }

  const sheet = document.createElement("dialog");
  sheet.className = "card-sheet";
  document.body.appendChild(sheet);

  async function openSheet(link) {
    hide();
    const number = numberOf(link);
    const html = await faceOf(number);
    if (!html) {
      window.location.assign(link.href);
      return;
    }
    sheet.replaceChildren(fragment(html));
    sheet.setAttribute("aria-label", link.textContent.trim() || number);
    // The board opens card pages in another tab, so the game stays open: so does its sheet.
    const page = sheet.querySelector(".sheet-actions a");
    if (page && link.target) {
      page.target = link.target;
      page.rel = link.rel;
    }
    const add = document.querySelector('[data-add-card="' + CSS.escape(number) + '"]');
    const addButton = sheet.querySelector("[data-sheet-add]");
    if (add && addButton) {
      addButton.hidden = false;
      addButton.addEventListener("click", function () {
        add.click();
        sheet.close();
      });
    }
    sheet.querySelector("[data-sheet-close]").addEventListener("click", function () { sheet.close(); });
    sheet.showModal();
    sheet.querySelector("[data-sheet-close]").focus();
  }

  // A click on the backdrop (outside the sheet's box) closes it.
  sheet.addEventListener("click", function (event) {
    if (event.target === sheet) {
      const box = sheet.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right &&
        event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) sheet.close();
    }
  });

  document.addEventListener("click", function (event) {
    const link = cardLink(event.target);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (touch.matches || link.closest("[data-card-details]")) {
      event.preventDefault();
      openSheet(link);
    }
  });

  document.addEventListener("mouseover", function (event) {
    const link = cardLink(event.target);
    if (link && link !== shown && !touch.matches) show(link);
  });
  document.addEventListener("mouseout", function (event) {
    const link = cardLink(event.target);
    if (link && link === shown && !link.contains(event.relatedTarget)) hide();
  });
  document.addEventListener("focusin", function (event) {
    const link = cardLink(event.target);
    if (link) show(link);
  });
  document.addEventListener("focusout", function (event) {
    if (cardLink(event.target) === shown) hide();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && shown) hide();
  });
})();
