"""dmcg settings: one file, driven by the environment (DESIGN rules 10 and 16).

Production is the default: DEBUG is off unless DEBUG=1, and without SECRET_KEY a key is generated
once into var/secret_key. README.md ("Production") lists every variable read here; the card data
locations (DMCG_CATALOG_DIR and the other DMCG_* data variables) are read by cards/catalog/sources.py.
"""

import os
from pathlib import Path

from csp.constants import NONE, SELF

from cards.catalog.sources import IMAGES, data_sources
from cards.images import card_images_from
from dmcg_site.env import (
    ConfigError,
    database_from_url,
    env_bool,
    env_choice,
    env_int,
    env_list,
    env_rate,
    env_str,
    generated_secret,
)

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_str("SECRET_KEY", "") or generated_secret(BASE_DIR / "var" / "secret_key")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "testserver"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "csp",
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
    # Outermost, so the logged duration covers every other middleware.
    "dmcg_site.request_log.RequestLogMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # Right after SecurityMiddleware, as WhiteNoise asks: static files skip the rest of the stack.
    # It also serves the card images of a DMCG_CARD_IMAGES folder (dmcg_site/static_files.py).
    "dmcg_site.static_files.StaticAndCardImagesMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # After the session, before CommonMiddleware (Django's order): the language comes from the
    # django_language cookie set by set_language, else from Accept-Language, else LANGUAGE_CODE.
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
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
                "django.template.context_processors.i18n",
            ],
        },
    },
]

DATABASES = {
    "default": database_from_url(env_str("DATABASE_URL", "sqlite:///db.sqlite3"), base_dir=BASE_DIR),
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several gunicorn workers, Celery and management commands share one file (DESIGN rule 15): WAL
    # lets readers run beside the one writer, and IMMEDIATE takes the write lock at BEGIN, so a
    # second writer waits up to `timeout` seconds for its turn instead of failing half-way with
    # "database is locked". synchronous=NORMAL is durable in WAL mode except across a power cut.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    }
else:
    # psycopg's pool, one per process: WEB_CONCURRENCY x DMCG_DB_POOL_MAX (plus the Celery worker
    # processes x the same) must stay below the server's max_connections. Django refuses a
    # persistent connection (CONN_MAX_AGE) beside a pool.
    pool_max = env_int("DMCG_DB_POOL_MAX", 4, minimum=1)
    pool_min = env_int("DMCG_DB_POOL_MIN", 1)
    if pool_min > pool_max:
        raise ConfigError(f"DMCG_DB_POOL_MIN={pool_min} is more than DMCG_DB_POOL_MAX={pool_max}.")
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # timeout: the seconds a request waits for a free connection before it fails.
    DATABASES["default"]["OPTIONS"] = {"pool": {"min_size": pool_min, "max_size": pool_max, "timeout": 10}}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/decks/"
LOGOUT_REDIRECT_URL = "/"

LANGUAGE_CODE = "en"
# The site's languages; the switcher in base.html lists them. The choice is kept in a cookie, not in a
# URL prefix, so a deck or replay link opens in the reader's own language and /api/ paths stay fixed.
LANGUAGES = [("en", "English"), ("ja", "日本語"), ("ko", "한국어")]
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(env_str("DMCG_STATIC_ROOT", str(BASE_DIR / "staticfiles")))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Hashed names (cached forever by browsers) and gzip/brotli copies, served by WhiteNoise.
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Where the card data is read from and where fetch_catalog writes it (cards/catalog/sources.py).
_DATA = data_sources(os.environ, base_dir=BASE_DIR)
CATALOG_DIR, CATALOG_ORIGIN, DATA_DIR = _DATA.catalog_dir, _DATA.origin, _DATA.data_dir
JAPANESE_NAMES_DIR, FORMATS_FILE = _DATA.japanese_dir, _DATA.formats_file
CATALOG_URL, JA_NAMES_URL = _DATA.catalog_url, _DATA.japanese_url
# The card images: a folder (by default the one `fetch_catalog --images` fills) or a URL template.
CARD_IMAGES = card_images_from(
    env_str("DMCG_CARD_IMAGES", ""), default_folder=DATA_DIR / IMAGES, base_dir=BASE_DIR
)
# A deck's saves by one editor within this many seconds of the start of its latest history row
# update that row instead of adding one: one DeckRevision per editing burst, not one per click.
DECK_REVISION_BURST_SECONDS = env_int("DECK_REVISION_BURST_SECONDS", 600)

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
SIMULATION_ACTIVE_JOBS = env_int("SIMULATION_ACTIVE_JOBS", 2)
SIMULATION_MAX_GAMES_ANON = env_int("SIMULATION_MAX_GAMES_ANON", 10000)
SIMULATION_MAX_GAMES_USER = env_int("SIMULATION_MAX_GAMES_USER", 100000)
SIMULATION_QUEUE_LIMIT = env_int("SIMULATION_QUEUE_LIMIT", 100)
# A job in which the search bot plays a side (a game takes seconds, not milliseconds).
SIMULATION_MAX_SEARCH_GAMES = env_int("SIMULATION_MAX_SEARCH_GAMES", 1000)
# Iterations per decision of the search bot in test play and simulations (engine.search): more
# plays better and thinks longer.
SEARCH_BOT_BUDGET = env_int("SEARCH_BOT_BUDGET", 300, minimum=1)
SIMULATION_THREADS = env_int("SIMULATION_THREADS", 1)
SIMULATION_RUNNING_LIMIT = env_int("SIMULATION_RUNNING_LIMIT", 2)
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "dmcg_site.pagination.StandardPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "EXCEPTION_HANDLER": "dmcg_site.api_errors.exception_handler",
    "DEFAULT_PARSER_CLASSES": [
        "dmcg_site.parsers.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    # Admission control (DESIGN rule 15): views name a throttle_scope; see dmcg_site/throttles.py.
    # Proxies in front of the site whose X-Forwarded-For is trusted: with none, a client's own
    # X-Forwarded-For would give it a fresh throttle counter on every request.
    "NUM_PROXIES": env_int("DMCG_NUM_PROXIES", 0),
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
    # Choice sets that appear in several components under one name: a card's kind (Card, CardDetail),
    # the bot policies of simulations and gauntlets.
    "ENUM_NAME_OVERRIDES": {
        "CardKindEnum": "cards.models.Card.Kind",
        "PolicyEnum": "gameplay.simulations.POLICIES",
    },
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
SIMULATION_CHUNK_GAMES = env_int("SIMULATION_CHUNK_GAMES", 250, minimum=1)
SIMULATION_EAGER_MAX_GAMES = env_int("SIMULATION_EAGER_MAX_GAMES", 50)

# Behind HTTPS (a reverse proxy terminating TLS): DMCG_HTTPS=1.
HTTPS = env_bool("DMCG_HTTPS", False)
if HTTPS:
    SECURE_SSL_REDIRECT = True
    # A load balancer probes the health endpoint over plain HTTP.
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = env_int("DMCG_HSTS_SECONDS", 60 * 60 * 24 * 365)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    # ".example.org" in ALLOWED_HOSTS (the domain and its subdomains) becomes https://*.example.org.
    CSRF_TRUSTED_ORIGINS = env_list(
        "CSRF_TRUSTED_ORIGINS",
        [
            f"https://*{host}" if host.startswith(".") else f"https://{host}"
            for host in ALLOWED_HOSTS
            if host != "*"
        ],
    )

# No inline script, style or event handler anywhere (the API docs use drf-spectacular's split view).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        # Swagger UI draws its icons from data: URIs; card images may come from another host.
        "img-src": [SELF, "data:", *CARD_IMAGES.origins()],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}

# One key=value line per request on stdout (dmcg_site.request_log), at LOG_LEVEL.
LOG_LEVEL = env_choice("LOG_LEVEL", "INFO", ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"))
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "keyvalue": {"format": "time=%(asctime)s level=%(levelname)s logger=%(name)s %(message)s"},
    },
    "handlers": {
        "stdout": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout", "formatter": "keyvalue"},
    },
    "root": {"handlers": ["stdout"], "level": LOG_LEVEL},
}
