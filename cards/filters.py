"""The card FilterSet: the query language's keys as plain query parameters (DESIGN rule 8).

`?lv=iv&bt=c&a_min=400` means the same as `?q=lv:iv bt:c a>=400`, and both may be combined: every
parameter becomes a validated Term (via `make_term`, so errors read the same) and is AND-ed with the
parsed `q`; `sort`/`order` parameters override `sort:`/`order:` inside `q`.
"""

from __future__ import annotations

import django_filters
from django import forms
from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field

from cards.models import Card
from cards.query import And, Query, QueryError, make_term, parse_query
from cards.query.orm import apply_query
from cards.query.parser import NUMERIC_KEYS, SORTS

LEVEL_CHOICES = [
    ("iii", "III"),
    ("iv", "IV"),
    ("perfect", "Perfect"),
    ("ultimate", "Ultimate"),
    ("hybrid", "Hybrid"),
    ("armor", "Armor"),
    ("xros", "Xros"),
]
SORT_CHOICES = [(s, s.capitalize() if len(s) > 1 else s.upper()) for s in SORTS]
# Plain parameter names for the query keys whose names are not valid identifiers.
NUMERIC_PARAMS = {key: key.replace(".", "_") for key in NUMERIC_KEYS}
TEXT_HELP = {
    "attr": "Attribute, exact: vaccine, data, virus, variable, unknown.",
    "species": "Species contains this text.",
    "field": "Field code, exact: NSp, NSo, ME, WG, VB, DS, DA, UK.",
    "group": "Group contains this text.",
    "set": "Number prefix (bo, st, re) or release (bo12, st2).",
    "timing": "Option timing contains this text.",
    "o": "Ability or effect text contains this phrase.",
    "evo": "Evolution condition contains this text.",
    "from": "Evolves from the Digimon with this name.",
}


@extend_schema_field(OpenApiTypes.INT)
class IntegerFilter(django_filters.NumberFilter):
    """Attacks and lost points are whole numbers: `a_min=4.5` is a bad value, not a rounding."""

    field_class = forms.IntegerField


class CardFilterSet(django_filters.FilterSet):
    q = django_filters.CharFilter(label="Search", help_text="A query in the card query language.")
    lv = django_filters.ChoiceFilter(label="Level", choices=LEVEL_CHOICES, empty_label="Any level")
    bt = django_filters.ChoiceFilter(
        label="Battle type", choices=[("a", "A"), ("b", "B"), ("c", "C")], empty_label="Any type"
    )
    kind = django_filters.ChoiceFilter(label="Kind", choices=Card.Kind.choices, empty_label="Any kind")
    cat = django_filters.ChoiceFilter(
        label="Option category",
        choices=[("item", "Item"), ("program", "Program"), ("field", "Field")],
        empty_label="Any category",
    )
    frame = django_filters.ChoiceFilter(
        label="Frame", choices=[("blue", "Blue"), ("red", "Red"), ("gold", "Gold")], empty_label="Any frame"
    )
    attr = django_filters.CharFilter(label="Attribute", help_text=TEXT_HELP["attr"])
    field = django_filters.CharFilter(label="Field", help_text=TEXT_HELP["field"])
    species = django_filters.CharFilter(label="Species", help_text=TEXT_HELP["species"])
    group = django_filters.CharFilter(label="Group", help_text=TEXT_HELP["group"])
    set = django_filters.CharFilter(label="Set", help_text=TEXT_HELP["set"])
    timing = django_filters.CharFilter(label="Timing", help_text=TEXT_HELP["timing"])
    o = django_filters.CharFilter(label="Text", help_text=TEXT_HELP["o"])
    evo = django_filters.CharFilter(label="Evolution condition", help_text=TEXT_HELP["evo"])
    sort = django_filters.ChoiceFilter(label="Sort by", choices=SORT_CHOICES, empty_label="Number")
    order = django_filters.ChoiceFilter(
        label="Order", choices=[("asc", "Ascending"), ("desc", "Descending")], empty_label="Ascending"
    )

    class Meta:
        model = Card
        fields: list[str] = []

    # The filtering itself is one path for every parameter: see `query()` and `filter_queryset()`.
    def filter_queryset(self, queryset: QuerySet[Card]) -> QuerySet[Card]:
        return apply_query(queryset, self.query())

    def query(self) -> Query:
        data = self.form.cleaned_data
        parsed = parse_query(data.get("q") or "")
        nodes = [parsed.where] if parsed.where is not None else []
        for key in (*ENUM_PARAMS, *TEXT_PARAMS):
            if value := data.get(key):
                term = make_term(key, "=", value, written=f"{key}={value}")
                nodes.append(term)
        for key, param in NUMERIC_PARAMS.items():
            for suffix, op in (("", "="), ("_min", ">="), ("_max", "<=")):
                value = data.get(param + suffix)
                if value is not None:
                    nodes.append(make_term(key, op, str(value)))
        where = None if not nodes else nodes[0] if len(nodes) == 1 else And(tuple(nodes))
        return Query(
            where=where, sort=data.get("sort") or parsed.sort, order=data.get("order") or parsed.order
        )


ENUM_PARAMS = ("lv", "bt", "kind", "cat", "frame")
TEXT_PARAMS = ("attr", "field", "species", "group", "set", "timing", "o", "evo", "from")

# Declared here because `from` is a Python keyword and `a`/`lost_iii` come in exact/_min/_max triples.
CardFilterSet.base_filters["from"] = django_filters.CharFilter(
    label="Evolves from", help_text=TEXT_HELP["from"]
)
for _key, _param in NUMERIC_PARAMS.items():
    _label = _key.replace("lost.", "Lost points vs ").replace("iii", "III").replace("iv", "IV")
    if len(_key) == 1:
        _label = f"Attack {_key.upper()}"
    for _suffix, _words in (("", "equals"), ("_min", "at least"), ("_max", "at most")):
        CardFilterSet.base_filters[_param + _suffix] = IntegerFilter(
            label=f"{_label} {_words}", help_text=f"{_label} {_words} this number."
        )


def card_filterset(data, queryset: QuerySet[Card]) -> CardFilterSet:
    """A bound FilterSet; raise QueryError naming the bad parameter when a value does not validate."""
    filterset = CardFilterSet(data=data, queryset=queryset)
    if not filterset.is_valid():
        problems = []
        for name, errors in filterset.form.errors.items():
            problems.append(f'{name}="{filterset.data.get(name, "")}": {" ".join(errors)}')
        raise QueryError("Bad filter " + "; ".join(problems))
    return filterset
