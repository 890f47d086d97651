"""The card FilterSet: the query language's keys as plain query parameters (DESIGN rule 8).

`?lv=iv&bt=c&a_min=400` means the same as `?q=lv:iv bt:c a>=400`, and both may be combined: every
parameter becomes a validated Term (via `make_term`, so errors read the same) and is AND-ed with the
parsed `q`; `sort`/`order` parameters override `sort:`/`order:` inside `q`.
"""

from __future__ import annotations

import django_filters
from django import forms
from django.db.models import QuerySet
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field

from cards.models import Card
from cards.query import And, Query, QueryError, make_term, parse_query
from cards.query.orm import apply_query
from cards.query.parser import NUMERIC_KEYS, SORTS

LEVEL_CHOICES = [
    ("iii", "III"),
    ("iv", "IV"),
    ("perfect", _("Perfect")),
    ("ultimate", _("Ultimate")),
    ("hybrid", _("Hybrid")),
    ("armor", _("Armor")),
    ("xros", _("Xros")),
]
SORT_LABELS = {"number": _("Number"), "name": _("Name"), "level": _("Level")}
SORT_CHOICES = [(s, SORT_LABELS.get(s, s.upper())) for s in SORTS]
# Plain parameter names for the query keys whose names are not valid identifiers.
NUMERIC_PARAMS = {key: key.replace(".", "_") for key in NUMERIC_KEYS}
TEXT_HELP = {
    "attr": _("Attribute, exact: vaccine, data, virus, variable, unknown."),
    "species": _("Species contains this text."),
    "field": _("Field code, exact: NSp, NSo, ME, WG, VB, DS, DA, UK."),
    "group": _("Group contains this text."),
    "set": _("Number prefix (bo, st, re) or release (bo12, st2)."),
    "timing": _("Option timing contains this text."),
    "o": _("Ability or effect text contains this phrase."),
    "evo": _("Evolution condition contains this text."),
    "from": _("Evolves from the Digimon with this name."),
}


@extend_schema_field(OpenApiTypes.INT)
class IntegerFilter(django_filters.NumberFilter):
    """Attacks and lost points are whole numbers: `a_min=4.5` is a bad value, not a rounding."""

    field_class = forms.IntegerField


class CardFilterSet(django_filters.FilterSet):
    q = django_filters.CharFilter(label=_("Search"), help_text=_("A query in the card query language."))
    lv = django_filters.ChoiceFilter(label=_("Level"), choices=LEVEL_CHOICES, empty_label=_("Any level"))
    bt = django_filters.ChoiceFilter(
        label=_("Battle type"), choices=[("a", "A"), ("b", "B"), ("c", "C")], empty_label=_("Any type")
    )
    kind = django_filters.ChoiceFilter(label=_("Kind"), choices=Card.Kind.choices, empty_label=_("Any kind"))
    cat = django_filters.ChoiceFilter(
        label=_("Option category"),
        choices=[("item", _("Item")), ("program", _("Program")), ("field", _("Field"))],
        empty_label=_("Any category"),
    )
    frame = django_filters.ChoiceFilter(
        label=_("Frame"),
        choices=[("blue", _("Blue")), ("red", _("Red")), ("gold", _("Gold"))],
        empty_label=_("Any frame"),
    )
    attr = django_filters.CharFilter(label=_("Attribute"), help_text=TEXT_HELP["attr"])
    field = django_filters.CharFilter(label=_("Field"), help_text=TEXT_HELP["field"])
    species = django_filters.CharFilter(label=_("Species"), help_text=TEXT_HELP["species"])
    group = django_filters.CharFilter(label=_("Group"), help_text=TEXT_HELP["group"])
    set = django_filters.CharFilter(label=_("Set"), help_text=TEXT_HELP["set"])
    timing = django_filters.CharFilter(label=_("Timing"), help_text=TEXT_HELP["timing"])
    o = django_filters.CharFilter(label=_("Text"), help_text=TEXT_HELP["o"])
    evo = django_filters.CharFilter(label=_("Evolution condition"), help_text=TEXT_HELP["evo"])
    sort = django_filters.ChoiceFilter(label=_("Sort by"), choices=SORT_CHOICES, empty_label=_("Number"))
    order = django_filters.ChoiceFilter(
        label=_("Order"),
        choices=[("asc", _("Ascending")), ("desc", _("Descending"))],
        empty_label=_("Ascending"),
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
    label=_("Evolves from"), help_text=TEXT_HELP["from"]
)
for _key, _param in NUMERIC_PARAMS.items():
    if len(_key) == 1:
        _label = format_lazy(_("Attack {letter}"), letter=_key.upper())
    else:
        _level = _key.removeprefix("lost.")
        _label = format_lazy(_("Lost points vs {level}"), level=dict(LEVEL_CHOICES)[_level])
    for _suffix, _label_format, _help_format in (
        ("", _("{label} equals"), _("{label} equals this number.")),
        ("_min", _("{label} at least"), _("{label} at least this number.")),
        ("_max", _("{label} at most"), _("{label} at most this number.")),
    ):
        CardFilterSet.base_filters[_param + _suffix] = IntegerFilter(
            label=format_lazy(_label_format, label=_label), help_text=format_lazy(_help_format, label=_label)
        )


def card_filterset(data, queryset: QuerySet[Card]) -> CardFilterSet:
    """A bound FilterSet; raise QueryError naming the bad parameter when a value does not validate."""
    filterset = CardFilterSet(data=data, queryset=queryset)
    if not filterset.is_valid():
        problems = []
        for name, errors in filterset.form.errors.items():
            problems.append(f'{name}="{filterset.data.get(name, "")}": {" ".join(errors)}')
        raise QueryError(_("Bad filter %(problems)s") % {"problems": "; ".join(problems)})
    return filterset
