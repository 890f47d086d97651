"""The engine's errors: a small ValueError hierarchy (DESIGN rule 2), mapped to HTTP 400 upstream."""


class EngineError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalAction(EngineError):
    """An action that the rules do not allow now; the message says why. The state is unchanged."""


class BadNotation(EngineError):
    """An action text that does not parse."""


class ReplayError(EngineError):
    """A replay record that is malformed or names cards the lookup does not know."""
