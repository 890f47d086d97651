"""Pure-Python reading and parsing of the DigimonHC card catalog (no Django imports).

`reader.read_set_files(folder)` yields the raw rows of every `CardData*.txt` file;
`parse.parse_row(raw)` turns one raw row into a `CatalogRow` (plain field values plus the
warnings the row raised); `evolution.parse_condition(text)` parses an evolution condition.
The Django side (`cards.services.catalog_import`) only writes these records to the database.
"""
