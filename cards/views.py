"""Card pages: search, one card, and the query-language help. Thin over the selectors (DESIGN rule 7)."""

from __future__ import annotations

from django import forms
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from cards.display import evolution_alternatives, marked_text
from cards.filters import CardFilterSet
from cards.models import Card
from cards.query import QueryError, name_query
from cards.selectors import (
    card_get,
    card_links,
    card_list,
    card_neighbours,
    card_printings,
    card_random,
    card_search_suggestions,
    card_suggestions,
)
from decks.permissions import session_tokens
from decks.selectors import deck_list_owned, deck_list_public_holding
from dmcg_site.throttles import throttle_page
from gameplay.effect_words import card_engine_words

PAGE_SIZE = 50
# Columns of the results table a visitor can sort by: (sort key, header).
# The filters the page shows beside the query box; the others stay reachable through the query language.
COMMON_FILTERS = ("lv", "bt", "kind", "attr", "field", "set", "sort", "order")
# The page's form: just the query box and the common filters, built from the FilterSet's own fields
# so labels and choices stay in one place (and a page does not build the whole FilterSet form twice).
SearchForm = type(
    "SearchForm",
    (forms.Form,),
    {name: CardFilterSet.base_filters[name].field for name in ("q", *COMMON_FILTERS)},
)
# What the results table shows: the rest of a card is not loaded for the list page.
TABLE_COLUMNS = (
    *("number", "name", "name_ja", "kind", "category", "level", "battle_type"),
    *("attack_a", "attack_b", "attack_c", "lost_iii", "lost_iv", "lost_perfect", "lost_ultimate"),
    # The grid's faces also show these (and the image, where the site has it).
    *("frame", "image_file", "attributes", "species", "fields", "timing"),
)
# The results as a table or a grid of card faces: `?view=grid` chooses, and the choice is kept in a
# cookie for the next searches (so it works without JavaScript).
VIEWS = ("table", "grid")
VIEW_COOKIE = "dmcg_card_view"
# The A/B/C column letters are printed on the cards themselves, in every language.
SORTABLE = [
    ("number", gettext_lazy("Number")),
    ("name", gettext_lazy("Name")),
    ("level", gettext_lazy("Level")),
    *(("a", "A"), ("b", "B"), ("c", "C")),
]


@throttle_page("search", methods=("GET",))
def card_list_view(request: HttpRequest) -> HttpResponse:
    form = SearchForm(request.GET or None)
    error = None
    try:
        cards = card_list(filters=request.GET).only(*TABLE_COLUMNS)
    except QueryError as exc:
        error = str(exc)
        cards = Card.objects.none()
    page = Paginator(cards, PAGE_SIZE).get_page(request.GET.get("page"))
    nothing = error is None and page.paginator.count == 0
    sort = request.GET.get("sort", "")
    order = request.GET.get("order", "")
    view = _results_view(request)
    context = {
        "common_fields": [form[name] for name in COMMON_FILTERS],
        "error": error,
        "suggestions": [
            {"name": name, "query": name_query(name)}
            for name in (card_search_suggestions(filters=request.GET) if nothing else [])
        ],
        "page": page,
        "query": request.GET.get("q", ""),
        "columns": [_sort_link(request, key, label, sort, order) for key, label in SORTABLE],
        "page_links": _page_links(request, page),
        "view": view,
        "view_links": [
            {"view": name, "label": label, "url": _with(request, view=name, page=None)}
            for name, label in ((VIEWS[0], _("Table")), (VIEWS[1], _("Grid")))
        ],
    }
    response = render(request, "cards/list.html", context, status=400 if error else 200)
    if request.GET.get("view") in VIEWS:
        response.set_cookie(VIEW_COOKIE, view, max_age=365 * 24 * 3600, samesite="Lax")
    return response


def _results_view(request: HttpRequest) -> str:
    """`table` or `grid`: the `view` parameter, else the visitor's last choice, else the table."""
    for choice in (request.GET.get("view"), request.COOKIES.get(VIEW_COOKIE)):
        if choice in VIEWS:
            return choice
    return VIEWS[0]


def _with(request: HttpRequest, **changes: str | int | None) -> str:
    params = request.GET.copy()
    for name, value in changes.items():
        if value is None:
            params.pop(name, None)
        else:
            params[name] = str(value)
    return "?" + params.urlencode()


def _sort_link(
    request: HttpRequest, key: str, label: str | Promise, sort: str, order: str
) -> dict[str, object]:
    """A header link that sorts by this column, or flips the order when it already does."""
    current = sort == key or (key == "number" and not sort)
    descending = current and order == "desc"
    next_order = "asc" if descending else ("desc" if current else "asc")
    return {
        "label": label,
        "numeric": key in ("a", "b", "c"),
        "url": _with(request, sort=key, order=next_order, page=None),
        "aria": ("descending" if descending else "ascending") if current else "none",
    }


def _page_links(request: HttpRequest, page) -> dict[str, str | None]:
    return {
        "previous": _with(request, page=page.previous_page_number()) if page.has_previous() else None,
        "next": _with(request, page=page.next_page_number()) if page.has_next() else None,
    }


def card_detail_view(request: HttpRequest, number: str) -> HttpResponse:
    card = card_get(number=number)
    if card is None:
        suggestions = card_suggestions(text=number)
        return render(
            request, "cards/not_found.html", {"number": number, "suggestions": suggestions}, status=404
        )
    if card.number != number:
        # One address per card: `/cards/bo1145/` moves to `/cards/Bo-1145/`.
        return redirect(reverse("cards:detail", args=[card.number]), permanent=True)
    previous, following = card_neighbours(card=card)
    links = card_links(card_ids=[card.pk])[card.pk]
    context: dict[str, object] = {
        "card": card,
        "previous": previous,
        "next": following,
        # An "appearance" link is not an evolution: the page lists those cards apart.
        "evolves_from": [link for link in links["evolves_from"] if link["via"] != ["appearance"]],
        "evolves_to": [link for link in links["evolves_to"] if link["via"] != ["appearance"]],
        "appears_from": [link for link in links["evolves_from"] if "appearance" in link["via"]],
        "makes_appear": [link for link in links["evolves_to"] if "appearance" in link["via"]],
        "alternatives": evolution_alternatives(requirements=card.evolution_requirements),
        "lost_points": [
            ("III", card.lost_iii),
            ("IV", card.lost_iv),
            (_("Perfect"), card.lost_perfect),
            (_("Ultimate"), card.lost_ultimate),
        ],
        "activation_parts": marked_text(text=card.activation_text),
        "effect_parts": marked_text(text=card.effect_text),
        "printings": card_printings(card=card),
        "public_decks": deck_list_public_holding(card=card),
        # The add-to-deck form lists the visitor's decks: an account's and the anonymous ones this
        # browser holds the edit token of.
        "my_decks": list(
            deck_list_owned(user=request.user, deck_ids=[int(pk) for pk in session_tokens(request.session)])
        ),
        "engine": card_engine_words(card=card),
    }
    return render(request, "cards/detail.html", context)


def card_face_view(request: HttpRequest, number: str) -> HttpResponse:
    """The card's large face (or image) and the preview sheet's actions: what a card preview shows."""
    card = card_get(number=number)
    if card is None:
        raise Http404(f"No card numbered {number!r}.")
    return render(request, "cards/_preview.html", {"card": card})


@never_cache
@require_safe
def card_random_view(request: HttpRequest) -> HttpResponse:
    """A redirect to the page of a card drawn at random (a new one on every visit)."""
    card = card_random()
    if card is None:
        return redirect("cards:list")
    return redirect("cards:detail", number=card.number)


def card_help_view(request: HttpRequest) -> HttpResponse:
    return render(request, "cards/help.html")
