"""dmcg settings: one file, driven by the environment (DESIGN rule 10).

DATABASE_URL       sqlite:///path or postgres://user:pass@host:port/name (default: SQLite in the project)
DMCG_CATALOG_DIR   folder of the DigimonHC set files (default: ../shared/data/dmhc/sets)
CELERY_BROKER_URL  redis://... to use real Celery workers (default: none, tasks run in-process)
SECRET_KEY, DEBUG, ALLOWED_HOSTS
"""

from pathlib import Path

from dmcg_site.env import database_from_url, env_bool, env_list, env_rate, env_str

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

# Requests per scope for (anonymous visitors, signed-in users). DMCG_THROTTLE_<SCOPE>=600/min
# overrides both audiences of a scope, DMCG_THROTTLE_<SCOPE>_<ANON|USER> one of them; "off" lifts
# a limit (e.g. for a load test from one address, see benchmarks/load.py).
THROTTLE_RATES = {
    "search": ("120/min", "300/min"),
    "match_start": ("20/min", "60/min"),
    "actions": ("240/min", "600/min"),
    "imports": ("10/min", "30/min"),
    "simulations": ("20/hour", "60/hour"),
}
# The throttles count in this cache. With a Redis broker the counters live in Redis and hold across
# every web process; otherwise in each process's memory, so with W gunicorn workers one client may
# get up to W times a rate (a request lands on any worker). The simulation limits below count jobs
# in the database and hold across processes either way.
_BROKER_URL = env_str("CELERY_BROKER_URL", "")
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": _BROKER_URL}
    if _BROKER_URL.startswith("redis")
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "dmcg"}
}
# Simulations a visitor can start: at most SIMULATION_ACTIVE_JOBS queued or running per visitor
# (anonymous: per session and per address), games per job by audience, at most SIMULATION_QUEUE_LIMIT
# jobs waiting site-wide. Without a broker: SIMULATION_THREADS threads per web process, and at most
# SIMULATION_RUNNING_LIMIT jobs playing at once across all of them (each takes a CPU core).
SIMULATION_ACTIVE_JOBS = int(env_str("SIMULATION_ACTIVE_JOBS", "2"))
SIMULATION_MAX_GAMES_ANON = int(env_str("SIMULATION_MAX_GAMES_ANON", "10000"))
SIMULATION_MAX_GAMES_USER = int(env_str("SIMULATION_MAX_GAMES_USER", "100000"))
SIMULATION_QUEUE_LIMIT = int(env_str("SIMULATION_QUEUE_LIMIT", "100"))
SIMULATION_THREADS = int(env_str("SIMULATION_THREADS", "1"))
SIMULATION_RUNNING_LIMIT = int(env_str("SIMULATION_RUNNING_LIMIT", "2"))
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "dmcg_site.pagination.StandardPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "EXCEPTION_HANDLER": "dmcg_site.api_errors.exception_handler",
    # Admission control (DESIGN rule 15): views name a throttle_scope; see dmcg_site/throttles.py.
    # Proxies in front of the site whose X-Forwarded-For is trusted: with none, a client's own
    # X-Forwarded-For would give it a fresh throttle counter on every request.
    "NUM_PROXIES": int(env_str("DMCG_NUM_PROXIES", "0")),
    "DEFAULT_THROTTLE_CLASSES": [
        "dmcg_site.throttles.ScopedAnonThrottle",
        "dmcg_site.throttles.ScopedUserThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        f"{scope}_{audience}": env_rate(
            f"DMCG_THROTTLE_{scope.upper()}_{audience.upper()}",
            env_rate(f"DMCG_THROTTLE_{scope.upper()}", rate),
        )
        for scope, rates in THROTTLE_RATES.items()
        for audience, rate in zip(("anon", "user"), rates, strict=True)
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "dmcg API",
    "DESCRIPTION": "Cards, decks and matches of the original Digimon Card Game (1999-2005).",
    "VERSION": "0.1.0",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
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
