"""Waiting for the board page: every action, undo or resign draws a board at a new match version."""

# The match version the board was drawn at ("over" once the game has no forms left).
VERSION = "() => (document.querySelector('#board input[name=version]') || {value: 'over'}).value"


def version(page) -> str:
    return page.evaluate(VERSION)


def wait_for_a_new_board(page, before: str) -> None:
    """Until the board's request is done and it shows another version (or the server's refusal)."""
    page.wait_for_function(
        f"before => !document.querySelector('#board[aria-busy]')"
        f" && (({VERSION})() !== before || document.querySelector('#board .error'))",
        arg=before,
    )
