"""dmcg settings: one file, driven by the environment (DESIGN rule 10).

DATABASE_URL       sqlite:///path or postgres://user:pass@host:port/name (default: SQLite in the project)
DMCG_CATALOG_DIR   folder of the DigimonHC set files (default: ../shared/data/dmhc/sets)
CELERY_BROKER_URL  redis://... to use real Celery workers (default: none, tasks run in-process)
SECRET_KEY, DEBUG, ALLOWED_HOSTS
"""

from pathlib import Path

from dmcg_site.env import database_from_url, env_bool, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent
SHARED_DATA_DIR = BASE_DIR.parent / "shared" / "data"

DEBUG = env_bool("DEBUG", True)
SECRET_KEY = env_str("SECRET_KEY", "dev-only-insecure-key-change-me" if DEBUG else "")
if not SECRET_KEY:
    raise ValueError("SECRET_KEY must be set when DEBUG is off.")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "testserver"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "cards",
    "decks",
    "gameplay",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "dmcg_site.urls"
WSGI_APPLICATION = "dmcg_site.wsgi.application"
ASGI_APPLICATION = "dmcg_site.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": database_from_url(env_str("DATABASE_URL", "sqlite:///db.sqlite3"), base_dir=BASE_DIR),
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/decks/"
LOGOUT_REDIRECT_URL = "/"

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"

CATALOG_DIR = Path(env_str("DMCG_CATALOG_DIR", str(SHARED_DATA_DIR / "dmhc" / "sets")))
JAPANESE_NAMES_DIR = SHARED_DATA_DIR / "wikimon-starter"
FORMATS_FILE = SHARED_DATA_DIR / "dmhc" / "formats.txt"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "dmcg_site.pagination.StandardPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "EXCEPTION_HANDLER": "dmcg_site.api_errors.exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "dmcg API",
    "DESCRIPTION": "Cards, decks and matches of the original Digimon Card Game (1999-2005).",
    "VERSION": "0.1.0",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # The enum hook is drf-spectacular's default; ours documents the statuses every view shares.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "dmcg_site.schema.postprocess_shared_errors",
    ],
}

# Celery: with no broker the site runs tasks in-process (DESIGN rule 9).
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL", "")
CELERY_RESULT_BACKEND = env_str("CELERY_RESULT_BACKEND", CELERY_BROKER_URL)
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_TIME_LIMIT = 60 * 30
# One task at a time per worker process, so the chunks of a simulation spread over all workers.
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# Goldfish simulations: games per chunk task, and the largest job run inline in the request when
# there is no broker (bigger ones run in a background thread of the web process).
SIMULATION_CHUNK_GAMES = int(env_str("SIMULATION_CHUNK_GAMES", "250"))
SIMULATION_EAGER_MAX_GAMES = int(env_str("SIMULATION_EAGER_MAX_GAMES", "50"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "WARNING")},
}
