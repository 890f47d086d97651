from django.contrib import admin

from decks.models import Deck, DeckEntry, DeckRevision


class DeckEntryInline(admin.TabularInline):
    model = DeckEntry
    raw_id_fields = ["card"]
    extra = 0


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "format_code", "is_public", "share_id", "updated"]
    list_filter = ["format_code", "is_public"]
    search_fields = ["name", "share_id", "owner__username"]
    raw_id_fields = ["owner", "partner", "forked_from"]
    readonly_fields = ["edit_token_hash", "created", "updated"]
    inlines = [DeckEntryInline]


@admin.register(DeckRevision)
class DeckRevisionAdmin(admin.ModelAdmin):
    list_display = ["deck", "number", "created"]
    raw_id_fields = ["deck"]
