"""axe-core in the browser tests: the WCAG 2.1 A and AA violations on a page."""

from axe_playwright_python.sync_playwright import Axe

WCAG_21_AA = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}


def violations(page) -> list[str]:
    """axe-core's WCAG 2.1 A and AA violations on the page, one line each (rule: first target)."""
    results = Axe().run(page, options=WCAG_21_AA)
    return [f"{v['id']}: {v['nodes'][0]['target']} {v['help']}" for v in results.response["violations"]]
