"""Card effects as data (DESIGN rule 6): where to start reading.

- base.py: the contract, `Effect`, `Condition`, `EffectContext` (what an effect may ask of and do
  to the game), `CompiledText` and the limits and triggers.
- One effect kind per module in this package (`add_attack.py`, …) and one condition kind per module
  in conditions/; registry.py imports them all.
- compiler.py: card text to `CompiledText`; patterns/ holds the regular expressions it reads with
  (clauses, prefixes, subjects, and the option_*.py modules of the Option wordings).
- coverage.py: how much of the catalog compiles (`manage.py effect_coverage`).
"""
