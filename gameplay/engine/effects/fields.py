"""The Fields a card belongs to (RULES 1.8), as card text names them and as the catalog stores them."""

# The printed Field names and the codes the catalog stores (RULES 1.8).
FIELD_CODES = {
    "nature spirits": "NSp",
    "deep savers": "DS",
    "wind guardians": "WG",
    "nightmare soldiers": "NSo",
    "virus busters": "VB",
    "metal empire": "ME",
    "unknown": "UK",
    "dark area": "DA",
}
