from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    default_auto_field = "django.db.models.BigAutoField"
