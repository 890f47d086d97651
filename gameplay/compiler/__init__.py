"""The effect compiler (DESIGN rule 6): the one package that reads card text. It turns a card's
printed text into the engine's effect vocabulary (gameplay.engine.effects) and record fields, at
import time; the engine never imports it."""
