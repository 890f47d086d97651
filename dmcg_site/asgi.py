import os

from django.core.asgi import get_asgi_application

from dmcg_site.env import config_errors_as_one_line

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")
with config_errors_as_one_line():
    application = get_asgi_application()
