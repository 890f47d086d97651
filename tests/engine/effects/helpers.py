"""Shared checks of the compiler tests."""


def single_ability(result):
    """The one ability of compiled card text: the text compiled and holds exactly one ability."""
    assert result.status == "compiled", result.manual
    (ability,) = result.abilities
    return ability
