from django.apps import AppConfig


class DecksConfig(AppConfig):
    name = "decks"
    default_auto_field = "django.db.models.BigAutoField"
