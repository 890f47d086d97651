"""Admin views of the catalog: read-mostly, for checking what the importer made of a row."""

from django.contrib import admin

from cards.models import Card, EvolutionLink


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ("number", "name", "kind", "level", "battle_type", "attack_a", "attack_b", "attack_c")
    list_filter = ("kind", "level", "battle_type", "prefix")
    search_fields = ("number", "name", "name_ja")
    ordering = ("prefix", "seq", "suffix")
    readonly_fields = ("source_file", "source_line", "raw_row", "import_warnings")


@admin.register(EvolutionLink)
class EvolutionLinkAdmin(admin.ModelAdmin):
    list_display = ("source", "target", "via")
    list_filter = ("via",)
    list_select_related = ("source", "target")
    raw_id_fields = ("source", "target")
