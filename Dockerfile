# dmcg as `bin/serve` runs it: gunicorn, DEBUG off, hashed static files, migrations and the catalog
# import at start. compose.yaml adds PostgreSQL 15, Redis and a Celery worker.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    HOST=0.0.0.0 \
    PORT=8000

RUN useradd --create-home --uid 1000 dmcg \
    && mkdir -p /srv/dmcg/app \
    && chown dmcg:dmcg /srv/dmcg /srv/dmcg/app
WORKDIR /srv/dmcg/app
USER dmcg

# The install runs at build time; at start bin/serve finds .venv up to date and skips it.
COPY --chown=dmcg:dmcg . .
RUN bin/setup-env

EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
    CMD .venv/bin/python -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/healthz', timeout=4)"
ENTRYPOINT ["bin/serve"]
