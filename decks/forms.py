"""Forms of the deck pages; the editor works as plain forms when JavaScript is off."""

from django import forms
from django.contrib.auth.forms import UserCreationForm
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


class DeckNewForm(DeckForm):
    decklist = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 8, "placeholder": "3 St-1\n3x Greymon (St-2)\n# comments"}),
        required=False,
        max_length=MAX_TEXT_CHARS,
        label=_("Paste a decklist (optional)"),
        help_text=_("One card a line: 3 St-1, 3x Agumon (St-1), Agumon St-1 x3, 3 Agumon."),
    )
    dek_file = forms.FileField(required=False, label=_("…or upload a LackeyCCG .dek file"))


class DeckMetaForm(DeckForm):
    partner = forms.ChoiceField(label=_("Partner (S-2)"), required=False)

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
