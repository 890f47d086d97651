"""Conditions of card texts, one kind per module (DESIGN rule 6)."""
