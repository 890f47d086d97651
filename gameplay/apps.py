from django.apps import AppConfig


class GameplayConfig(AppConfig):
    name = "gameplay"
    default_auto_field = "django.db.models.BigAutoField"
