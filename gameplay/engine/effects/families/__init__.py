"""The logic of the effect families, written against the `EffectContext` primitives: an effect class
(one module per kind in gameplay.engine.effects) applies itself through its family's function."""
