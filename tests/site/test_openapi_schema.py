"""The OpenAPI document itself: valid, free of warnings, and carrying the statuses every view shares."""

import pytest
import yaml
from django.core.management import call_command

METHODS = ("get", "put", "post", "patch", "delete")


@pytest.fixture(scope="module")
def document(tmp_path_factory):
    """The schema as `manage.py spectacular --validate --fail-on-warn` writes it (it raises otherwise)."""
    path = tmp_path_factory.mktemp("schema") / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(path))
    return yaml.safe_load(path.read_text())


def operations(document):
    return [
        (f"{method.upper()} {path}", operation)
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if method in METHODS
    ]


def test_the_schema_validates_and_generates_without_a_warning(document):
    assert len(operations(document)) >= 21
    assert {"Error", "ValidationError"} <= set(document["components"]["schemas"])


def test_every_operation_documents_429_with_retry_after(document):
    for name, operation in operations(document):
        throttled = operation["responses"].get("429")
        assert throttled and "Retry-After" in throttled["headers"], name


def test_every_operation_with_a_body_documents_400_413_and_415(document):
    with_body = [(name, op) for name, op in operations(document) if "requestBody" in op]
    assert "POST /api/decks/validate/" in dict(with_body)
    for name, operation in with_body:
        assert {"400", "413", "415"} <= set(operation["responses"]), name
        shapes = operation["responses"]["400"]["content"]["application/json"]["schema"]["anyOf"]
        assert {"$ref": "#/components/schemas/ValidationError"} in shapes, name


def test_every_operation_that_names_an_id_documents_404(document):
    for name, operation in operations(document):
        if any(parameter["in"] == "path" for parameter in operation.get("parameters", [])):
            assert operation["responses"]["404"]["content"]["application/json"]["schema"] == {
                "$ref": "#/components/schemas/Error"
            }, name


def test_authentication_failures_are_documented_where_authentication_runs(document):
    documented = dict(operations(document))
    # The validator takes no credentials at all, so nothing about them can fail.
    assert "403" not in documented["POST /api/decks/validate/"]["responses"]
    for name in ("GET /api/cards/", "POST /api/matches/", "DELETE /api/decks/{key}/"):
        assert "403" in documented[name]["responses"], name


def test_the_deck_list_is_documented_as_a_page(document):
    listing = document["paths"]["/api/decks/"]["get"]
    page = listing["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
    envelope = document["components"]["schemas"][page]["properties"]
    assert set(envelope) == {"count", "next", "previous", "results"}
    assert {"page", "page_size"} <= {parameter["name"] for parameter in listing["parameters"]}
    assert "404" in listing["responses"]


def test_a_deck_export_documents_each_of_its_formats(document):
    exported = document["paths"]["/api/decks/{key}/export/"]["get"]["responses"]["200"]["content"]
    assert set(exported) == {"text/plain", "application/xml", "application/json"}


def test_a_simulation_s_results_document_every_pace_figure(document):
    schemas = document["components"]["schemas"]
    results = schemas["SimulationResultsOutput"]["properties"]
    assert {"turns", "first_level", "battles_per_turn", "evolution_failures", "options_used"} <= set(results)
    # Results stored before these figures existed lack them, so they are not required.
    assert "first_level" not in schemas["SimulationResultsOutput"]["required"]
    assert schemas["CauseEnum"]["enum"] == ["no_card", "no_marks", "no_win_rate", "other"]


def test_the_card_search_page_documents_its_suggestions_and_its_500_card_maximum(document):
    listing = document["paths"]["/api/cards/"]["get"]
    page = listing["responses"]["200"]["content"]["application/json"]["schema"]
    page = document["components"]["schemas"][page["$ref"].rsplit("/", 1)[-1]]
    assert "suggestions" in page["required"] and page["properties"]["suggestions"]["items"] == {
        "type": "string"
    }
    (size,) = [p for p in listing["parameters"] if p["name"] == "page_size"]
    assert size["schema"] == {"type": "integer", "minimum": 1, "maximum": 500}
    assert "400" in listing["responses"]


def test_the_bulk_download_documents_json_lines_its_validators_and_304(document):
    bulk = document["paths"]["/api/cards/bulk/"]["get"]
    assert set(bulk["responses"]["200"]["content"]) == {"application/jsonl"}
    assert bulk["responses"]["200"]["content"]["application/jsonl"]["schema"] == {
        "$ref": "#/components/schemas/Card"
    }
    assert {"ETag", "Last-Modified"} <= set(bulk["responses"]["200"]["headers"])
    assert "304" in bulk["responses"]
    assert {"If-None-Match", "If-Modified-Since"} <= {
        p["name"] for p in bulk["parameters"] if p["in"] == "header"
    }


def test_the_autocomplete_documents_its_entries(document):
    complete = document["paths"]["/api/cards/autocomplete/"]["get"]
    assert {p["name"] for p in complete["parameters"]} == {"q", "limit"}
    assert "200" in complete["responses"] and "400" in complete["responses"]
