"""Deck pages: my and public decks, new deck, the live editor, the share page, proxies, sign-up.

Views stay thin (DESIGN rule 7). The editor is a set of plain forms that work without JavaScript
(post, then redirect back); static/decks/editor.js sends the same forms with fetch and an `X-Live`
header naming the fragment it wants back, and swaps that fragment in place: no page reload. Every
editor form carries the deck's `revision` it was shown with; a change to a deck that was changed
elsewhere since is refused (409 with the current deck, or a message after the redirect).
"""

from __future__ import annotations

import secrets
from itertools import groupby
from typing import Any
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth import login
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from cards.models import Card
from cards.selectors import card_get, card_list
from decks import services
from decks.decklists import DecklistError
from decks.formats import format_get
from decks.forms import CardCountForm, DeckMetaForm, DeckNewForm, SignupForm, decklist_picks
from decks.legality_words import issue_words
from decks.models import Deck, DeckRevision
from decks.permissions import (
    deck_can_edit,
    request_can_edit,
    session_forget_deck,
    session_remember_token,
    session_tokens,
)
from decks.sample_hand import SEED_MAX, sample_hand
from decks.selectors import (
    deck_entries,
    deck_evolution_sources,
    deck_get_shared,
    deck_list_owned,
    deck_list_public,
    deck_list_summaries,
    deck_revision_diff,
    deck_revisions,
)
from decks.services import MAX_DECK_CARDS
from decks.stats import deck_stats
from decks.validation import deck_cards_validate
from dmcg_site.api_errors import DmcgError
from dmcg_site.numbers import whole_number
from dmcg_site.throttles import throttle_page

LIVE_HEADER = "X-Live"
# A sample hand's turn counter only labels the page; it is bounded like any number from a URL.
MAX_TURNS = 99
SEARCH_LIMIT = 40
PROXIES_PER_PAGE = 9  # a 3×3 sheet of 63×88 mm frames on A4
# A4 is 210×297 mm; nine 63×88 mm frames that touch make a 189×264 mm block, centred. Crop marks
# sit in the margin on the extension of every cut line, 2 mm clear of the block, 6 mm long.
_CARD_W, _CARD_H, _PAGE_W, _PAGE_H = 63.0, 88.0, 210.0, 297.0
_LEFT, _TOP = (_PAGE_W - 3 * _CARD_W) / 2, (_PAGE_H - 3 * _CARD_H) / 2
PROXY_LAYOUT = {
    "crop_x": [_LEFT + i * _CARD_W for i in range(4)],
    "crop_y": [_TOP + i * _CARD_H for i in range(4)],
    "mark_top_from": _TOP - 8,
    "mark_top_to": _TOP - 2,
    "mark_bottom_from": _PAGE_H - _TOP + 2,
    "mark_bottom_to": _PAGE_H - _TOP + 8,
    "mark_left_from": _LEFT - 8,
    "mark_left_to": _LEFT - 2,
    "mark_right_from": _PAGE_W - _LEFT + 2,
    "mark_right_to": _PAGE_W - _LEFT + 8,
}
LEVEL_TITLES = {3: "Level III", 4: "Level IV", 5: "Perfect", 6: "Ultimate"}


# -- shared context ----------------------------------------------------------------------------------


def _group_key(card: Card) -> tuple[int, str]:
    """Digimon by level in game order, then level-less Digimon, then Options (the share page's groups)."""
    if card.kind != "digimon":
        return (9, "Options")
    if card.level_order in LEVEL_TITLES:
        return (card.level_order, f"Digimon — {LEVEL_TITLES[card.level_order]}")
    return (7, f"Digimon — {card.level.strip() or 'no level'}")


def deck_context(request: HttpRequest, deck: Deck) -> dict[str, Any]:
    """Cards grouped by kind and level with their legality issues, the legality result, statistics."""
    entries = deck_entries(deck=deck)
    legality = deck_cards_validate(format_code=deck.format_code, entries=entries)
    issues: dict[str, list[dict[str, str]]] = {}
    for severity, found in (("violation", legality.violations), ("warning", legality.warnings)):
        for issue in found:
            for number in issue.cards:
                issues.setdefault(number, []).append(
                    {
                        "severity": severity,
                        "code": issue.code,
                        "message": issue_words(issue),
                        "rule": issue.rule,
                    }
                )
    rows = sorted(entries, key=lambda entry: _group_key(entry[0]))
    groups = []
    for (_order, title), members in groupby(rows, key=lambda entry: _group_key(entry[0])):
        items = [
            {
                "card": card,
                "count": count,
                "issues": issues.get(card.number, []),
                "illegal": any(i["severity"] == "violation" for i in issues.get(card.number, [])),
            }
            for card, count in members
        ]
        groups.append({"title": title, "count": sum(item["count"] for item in items), "items": items})
    sources = deck_evolution_sources(cards=[card for card, _ in entries])
    return {
        "deck": deck,
        "format": format_get(code=deck.format_code),
        "groups": groups,
        "legality": legality,
        "stats": deck_stats(entries, sources=sources, partner=deck.partner),
        "can_edit": request_can_edit(request, deck=deck),
    }


def _meta_form(deck: Deck, entries: list[tuple[Card, int]] | None = None, data: Any = None) -> DeckMetaForm:
    entries = deck_entries(deck=deck) if entries is None else entries
    choices = [(c.number, f"{c.name} ({c.number})") for c, _ in entries if c.level.strip() == "III"]
    initial = {
        "name": deck.name,
        "format_code": deck.format_code,
        "notes": deck.notes,
        "is_public": deck.is_public,
        "partner": deck.partner.number if deck.partner_id else "",
    }
    return DeckMetaForm(data, initial=initial, partner_choices=choices, prefix="meta")


def _announce_edit_link(request: HttpRequest, deck: Deck) -> None:
    """Anonymous decks: keep the token in the session and show the secret edit link once."""
    token = getattr(deck, "edit_token", "")
    if not token:
        return
    session_remember_token(request.session, deck=deck, token=token)
    link = request.build_absolute_uri(reverse("decks:edit", args=[deck.pk])) + f"?token={token}"
    messages.warning(
        request,
        _(
            "You are not signed in, so this browser keeps the deck's edit rights. Save this secret edit "
            "link to edit it from anywhere; it is shown only once: %(link)s"
        )
        % {"link": link},
    )


# -- list, new, delete -------------------------------------------------------------------------------


def deck_list_view(request: HttpRequest) -> HttpResponse:
    owned = deck_list_owned(user=request.user, deck_ids=[int(pk) for pk in session_tokens(request.session)])
    mine = deck_list_summaries(decks=owned)
    name, card = request.GET.get("name", ""), request.GET.get("card", "")
    public = Paginator(deck_list_public(name=name, card=card), 50).get_page(request.GET.get("page"))
    return render(request, "decks/list.html", {"mine": mine, "public": public, "name": name, "card": card})


@require_http_methods(["GET", "POST"])
@throttle_page("imports")
def deck_new_view(request: HttpRequest) -> HttpResponse:
    form = DeckNewForm(request.POST or None, request.FILES or None, initial={"format_code": "standard"})
    line_errors = []
    picks = decklist_picks(request.POST)
    if request.method == "POST" and form.is_valid():
        values = form.cleaned_data
        common = {
            "owner": request.user,
            "name": values["name"],
            "format_code": values["format_code"],
            "notes": values["notes"],
            "is_public": values["is_public"],
        }
        try:
            if values["decklist"].strip() or values["dek_file"]:
                deck = services.deck_import(
                    **common, text=values["decklist"], upload=values["dek_file"], picks=picks
                )
            else:
                deck = services.deck_create(**common)
        except DecklistError as error:
            # An ambiguous line gets a select of its candidates, keeping what was picked before.
            line_errors = [{"error": e, "picked": picks.get(e.line_no, "")} for e in error.errors]
            form.add_error(None, str(error).splitlines()[0])
        except DmcgError as error:
            form.add_error(None, str(error))
        else:
            _announce_edit_link(request, deck)
            return redirect("decks:edit", deck.pk)
    status = 400 if request.method == "POST" else 200
    return render(request, "decks/new.html", {"form": form, "line_errors": line_errors}, status=status)


@require_POST
def deck_delete_view(request: HttpRequest, deck_id: int) -> HttpResponse:
    deck = _editable(request, deck_id)
    name = deck.name
    try:
        services.deck_delete(deck=deck, expected_revision=_posted_revision(request))
    except services.DeckConflict as conflict:
        # Changed elsewhere since the page was shown: show the deck as it is before anything goes.
        messages.error(request, str(conflict))
        return redirect("decks:edit", deck.pk)
    messages.success(request, _("Deleted “%(name)s”.") % {"name": name})
    return redirect("decks:list")


# -- the editor --------------------------------------------------------------------------------------


def _editable(request: HttpRequest, deck_id: int) -> Deck:
    deck = get_object_or_404(Deck.objects.select_related("owner", "partner"), pk=deck_id)
    if not request_can_edit(request, deck=deck):
        raise PermissionDenied("Only the owner of this deck may edit it.")
    return deck


def _search(query: str) -> tuple[list[Card], str]:
    if not query.strip():
        return [], ""
    try:
        return list(card_list(query=query)[:SEARCH_LIMIT]), ""
    except DmcgError as error:
        return [], str(error)


def _editor_context(request: HttpRequest, deck: Deck, *, meta_form: DeckMetaForm | None = None) -> dict:
    context = deck_context(request, deck)
    context["meta_form"] = meta_form or _meta_form(deck)
    return context


def _posted_revision(request: HttpRequest, field: str = "revision") -> int | None:
    """The revision the posted change is based on (the form's hidden `field`); None from a bare script."""
    return whole_number(request.POST.get(field))


def _apply_card_change(deck: Deck, form: CardCountForm, **guard: Any) -> None:
    values = form.cleaned_data
    card = card_get(number=values["card"])
    if card is None:
        raise services.DeckError(f"No card numbered '{values['card']}' in the catalog.")
    if values["op"] == "set":
        services.deck_card_set_count(deck=deck, card=card, count=max(0, values["count"]), **guard)
    else:
        services.deck_card_add(deck=deck, card=card, count=values["count"], **guard)


def _apply_meta_change(deck: Deck, form: DeckMetaForm, **guard: Any) -> None:
    values = form.cleaned_data
    partner = Card.objects.filter(number=values["partner"]).first() if values["partner"] else None
    services.deck_update(
        deck=deck,
        **guard,
        name=values["name"],
        format_code=values["format_code"],
        notes=values["notes"],
        is_public=values["is_public"],
        partner=partner,
    )


@require_http_methods(["GET", "POST"])
def deck_edit_view(request: HttpRequest, deck_id: int) -> HttpResponse:
    token = request.GET.get("token")
    if token:
        # The secret edit link: remember the token in this browser's session, then drop it from the
        # address bar so it does not linger in history or get copied along with the page URL.
        deck = get_object_or_404(Deck, pk=deck_id)
        if not deck_can_edit(deck=deck, user=None, token=token):
            # Only a real token is kept: "My decks" lists the session's decks with their share links.
            raise PermissionDenied("This edit link is not valid for this deck (wrong or outdated token).")
        session_remember_token(request.session, deck=deck, token=token)
        return redirect("decks:edit", deck_id)
    deck = _editable(request, deck_id)
    live = request.headers.get(LIVE_HEADER, "")
    query = request.GET.get("q", "")
    if request.method == "GET":
        results, search_error = _search(query)
        search = {"query": query, "results": results, "error": search_error}
        if live == "search-results":
            return render(request, "decks/_search_results.html", {"deck": deck, "search": search})
        return render(request, "decks/edit.html", {**_editor_context(request, deck), "search": search})

    error, meta_form, code = "", None, 200
    if "meta-name" in request.POST:
        meta_form = _meta_form(deck, data=request.POST)
        form = meta_form
        apply = _apply_meta_change
    else:
        form = CardCountForm(request.POST)
        apply = _apply_card_change
    if form.is_valid():
        try:
            apply(deck, form, expected_revision=_posted_revision(request), editor=request.user)
            meta_form = None
        except services.DeckConflict as conflict:
            # The form showed an older deck: show the current one, not the values typed on the old.
            error, meta_form, code = str(conflict), None, 409
        except DmcgError as problem:
            error, code = str(problem), 400
    else:
        error, code = "; ".join(f"{field}: {', '.join(errs)}" for field, errs in form.errors.items()), 400
    deck.refresh_from_db()
    if live:
        context = _editor_context(request, deck, meta_form=meta_form)
        context["error"] = error
        return render(request, "decks/_editor_deck.html", context, status=code)
    if error:
        messages.error(request, error)
    target = reverse("decks:edit", args=[deck.pk])
    return redirect(f"{target}?{urlencode({'q': query})}" if query else target)


@require_POST
def deck_add_card_view(request: HttpRequest) -> HttpResponse:
    """The card page's "add to deck": one copy of `card` into the chosen deck, then back to the card.

    Each deck of the form carries the revision it was listed with (`revision-<deck id>`), so a deck
    changed elsewhere since is refused like an editor change (DeckConflict), with a message.
    """
    card = card_get(number=request.POST.get("card", ""))
    if card is None:
        raise Http404(f"No card numbered {request.POST.get('card', '')!r}.")
    back = reverse("cards:detail", args=[card.number])
    deck_id = whole_number(request.POST.get("deck"))
    if deck_id is None:
        messages.error(request, gettext("Choose a deck to add the card to."))
        return redirect(back)
    deck = _editable(request, deck_id)
    revision = _posted_revision(request, f"revision-{deck.pk}")
    try:
        deck = services.deck_card_add(
            deck=deck, card=card, count=1, expected_revision=revision, editor=request.user
        )
    except services.DeckConflict as conflict:
        messages.error(request, str(conflict))
    except DmcgError as problem:
        messages.error(request, str(problem))
    else:
        copies = deck.entries.get(card=card).count
        text = gettext("Added {card} ({number}) to “{deck}”: {copies} in the deck now.")
        messages.success(
            request, text.format(card=card.name, number=card.number, deck=deck.name, copies=copies)
        )
    return redirect(back)


# -- share, fork, proxies ----------------------------------------------------------------------------


def _shared(share_id: str) -> Deck:
    try:
        return deck_get_shared(share_id=share_id)
    except Deck.DoesNotExist:
        raise Http404("No deck with this link.") from None


def deck_share_view(request: HttpRequest, share_id: str) -> HttpResponse:
    deck = _shared(share_id)
    context = deck_context(request, deck)
    revisions = list(deck_revisions(deck=deck)[:100])
    context["revisions"] = revisions
    old, new = whole_number(request.GET.get("a")), whole_number(request.GET.get("b"))
    if old is not None and new is not None:
        by_number = {revision.number: revision for revision in DeckRevision.objects.filter(deck=deck)}
        if old in by_number and new in by_number:
            context["diff"] = deck_revision_diff(old=by_number[old], new=by_number[new])
    return render(request, "decks/share.html", context)


@require_POST
def deck_fork_view(request: HttpRequest, share_id: str) -> HttpResponse:
    original = _shared(share_id)
    fork = services.deck_fork(deck=original, owner=request.user)
    messages.success(request, _("Copied “%(name)s” to your decks.") % {"name": original.name})
    _announce_edit_link(request, fork)
    return redirect("decks:edit", fork.pk)


def deck_hand_view(request: HttpRequest, share_id: str) -> HttpResponse:
    """A sample hand (decks.sample_hand), its state in the URL: `seed`, `turn`, the `played` positions.

    Without a seed the page picks one and moves to its address, so every hand can be shared and
    reloaded; "next turn" is a plain GET form, so it works without JavaScript.
    """
    deck = _shared(share_id)
    seed = whole_number(request.GET.get("seed"), maximum=SEED_MAX)
    if seed is None:
        fresh = secrets.randbelow(SEED_MAX)
        return redirect(f"{reverse('decks:hand', args=[share_id])}?{urlencode({'seed': fresh})}")
    turn_number = min(max(whole_number(request.GET.get("turn")) or 1, 1), MAX_TURNS)
    raw_played = request.GET.getlist("played")[:MAX_DECK_CARDS]
    positions = (whole_number(raw, maximum=MAX_DECK_CARDS) for raw in raw_played)
    played = [position for position in positions if position is not None]
    copies = [card for card, count in deck_entries(deck=deck) for _ in range(count)]
    hand = sample_hand(cards=copies, partner=deck.partner, seed=seed, played=played)
    context = {"deck": deck, "hand": hand, "seed": seed, "turn": turn_number, "next_turn": turn_number + 1}
    return render(request, "decks/hand.html", context)


def deck_proxies_view(request: HttpRequest, share_id: str) -> HttpResponse:
    deck = _shared(share_id)
    copies = [card for card, count in deck_entries(deck=deck) for _ in range(count)]
    sheets = [copies[i : i + PROXIES_PER_PAGE] for i in range(0, len(copies), PROXIES_PER_PAGE)]
    return render(
        request,
        "decks/proxies.html",
        {"deck": deck, "sheets": sheets, "copies": len(copies), **PROXY_LAYOUT},
    )


# -- accounts ----------------------------------------------------------------------------------------


def _claim_session_decks(request: HttpRequest, user: Any) -> int:
    """Decks built anonymously in this browser move into the new account (their tokens stop working)."""
    claimed = 0
    for deck_id, token in session_tokens(request.session).items():
        deck = Deck.objects.filter(pk=int(deck_id)).first()
        if deck is not None and deck_can_edit(deck=deck, user=None, token=token):
            services.deck_claim(deck=deck, user=user)
            claimed += 1
        session_forget_deck(request.session, deck_id=int(deck_id))
    return claimed


@require_http_methods(["GET", "POST"])
def signup_view(request: HttpRequest) -> HttpResponse:
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        # One write: the account and the anonymous decks it takes over, or neither.
        with transaction.atomic():
            user = form.save()
            claimed = _claim_session_decks(request, user)
        login(request, user)
        welcome = _("Welcome, %(name)s.") % {"name": user.username}
        if claimed:
            note = ngettext(
                "The %(count)s deck you built is now in your account.",
                "The %(count)s decks you built are now in your account.",
                claimed,
            ) % {"count": claimed}
            welcome = f"{welcome} {note}"
        messages.success(request, welcome)
        return redirect("decks:list")
    return render(request, "registration/signup.html", {"form": form})
