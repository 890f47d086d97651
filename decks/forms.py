"""Forms of the deck pages; the editor works as plain forms when JavaScript is off."""

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.functional import lazy
from django.utils.translation import gettext_lazy as _

from decks.decklists.text import MAX_TEXT_CHARS
from decks.formats import format_list
from decks.services import MAX_COPIES_PER_ENTRY, NAME_MAX, NOTES_MAX


def _format_choices() -> list[tuple[str, str]]:
    return [(fmt.code, fmt.name) for fmt in format_list()]


class DeckForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=NAME_MAX)
    format_code = forms.ChoiceField(label=_("Format"), choices=_format_choices)
    notes = forms.CharField(
        label=_("Notes"), widget=forms.Textarea(attrs={"rows": 3}), required=False, max_length=NOTES_MAX
    )
    is_public = forms.BooleanField(required=False, label=_("List in public decks"))


# Lines the decklist help shows; tests/decks/test_views.py imports every one of them.
DECKLIST_EXAMPLES = ("3 St-1", "3x Agumon (St-1)", "Agumon St-1 x3", "3 st 32", "St-032 x3", "2 Koromon")
DECKLIST_PLACEHOLDER = "3 St-1\n3x Greymon (St-2)\n# comments"
PICK_PREFIX = "pick-"


def _decklist_help() -> str:
    return _(
        "One card a line: {examples}. A name several cards share asks which card you mean; "
        "a LackeyCCG .dek file's contents may be pasted too."
    ).format(examples=", ".join(DECKLIST_EXAMPLES))


def decklist_picks(data) -> dict[int, str]:
    """The cards chosen for ambiguous lines: `pick-<line>=<number>` fields of the import form."""
    picks = {}
    for key, value in data.items():
        line = key.removeprefix(PICK_PREFIX)
        if key.startswith(PICK_PREFIX) and line.isdigit() and value:
            picks[int(line)] = value
    return picks


class DeckNewForm(DeckForm):
    decklist = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 8, "placeholder": DECKLIST_PLACEHOLDER}),
        required=False,
        max_length=MAX_TEXT_CHARS,
        label=_("Paste a decklist"),
        help_text=lazy(_decklist_help, str)(),
    )
    dek_file = forms.FileField(required=False, label=_("…or upload a LackeyCCG .dek file"))


# The editor shows the partner picker beside the legality panel, outside the collapsed details form it
# belongs to: the select names that form by id (HTML `form` attribute), so one post saves both.
META_FORM_ID = "deck-meta"


class DeckMetaForm(DeckForm):
    partner = forms.ChoiceField(
        label=_("Partner (S-2)"), required=False, widget=forms.Select(attrs={"form": META_FORM_ID})
    )

    def __init__(self, *args, partner_choices: list[tuple[str, str]] = (), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["partner"].choices = [("", _("— none —")), *partner_choices]


class CardCountForm(forms.Form):
    """`op=add` adds `count` copies (negative removes); `op=set` sets the count, 0 removes."""

    card = forms.CharField(max_length=32)
    count = forms.IntegerField(min_value=-MAX_COPIES_PER_ENTRY, max_value=MAX_COPIES_PER_ENTRY)
    op = forms.ChoiceField(choices=[("add", "add"), ("set", "set")])


class SignupForm(UserCreationForm):
    pass
