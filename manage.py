#!/usr/bin/env python
"""Django's command-line utility for dmcg."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")
    from django.core.management import execute_from_command_line

    from dmcg_site.env import config_errors_as_one_line

    with config_errors_as_one_line():
        execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
