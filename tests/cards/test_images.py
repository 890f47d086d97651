"""Card images (cards.images, `DMCG_CARD_IMAGES`): a folder served by WhiteNoise or a URL template;
a card without an image file is drawn as its rendered face (cards/_face.html)."""

import pytest
from django.urls import reverse

from cards.faces import card_face
from cards.images import CardImages, card_images_from
from cards.models import Card
from dmcg_site.env import ConfigError

pytestmark = pytest.mark.django_db

# A 1x1 PNG made here (never a real card scan), stored under the .jpg name the catalog gives.
GENERATED_IMAGE = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000"
    "000301010018dd8db00000000049454e44ae426082"
)


@pytest.fixture
def image_folder(tmp_path, settings):
    """An images folder holding an image for Bo-1145 only."""
    (tmp_path / "Bo-1145.jpg").write_bytes(GENERATED_IMAGE)
    settings.CARD_IMAGES = CardImages(folder=tmp_path)
    return tmp_path


def test_the_import_stores_each_cards_image_file_from_its_imagefile_column(catalog):
    card = Card.objects.get(number="Bo-1145")
    assert card.image_file == card.raw_row.split("\t")[2].strip() == "Bo-1145"
    assert not Card.objects.filter(image_file="").exists()


def test_a_card_whose_image_is_in_the_folder_has_its_url_and_the_file_is_served(
    client, catalog, image_folder
):
    face = card_face(card=Card.objects.get(number="Bo-1145"))
    assert face.image == "/card-images/Bo-1145.jpg"
    response = client.get(face.image)
    assert response.status_code == 200
    assert b"".join(response.streaming_content) == GENERATED_IMAGE
    assert response["Content-Type"] == "image/jpeg"


def test_a_card_missing_from_the_folder_has_no_image_and_its_page_draws_the_face(
    client, catalog, image_folder
):
    assert card_face(card=Card.objects.get(number="Bo-1146")).image is None
    html = client.get(reverse("cards:face", args=["Bo-1146"])).content.decode()
    assert "<img" not in html and 'class="cf cf-large cf-' in html
    assert client.get("/card-images/Bo-1146.jpg").status_code == 404


def test_a_path_outside_the_folder_is_never_served(client, image_folder):
    (image_folder / "inner").mkdir()
    (image_folder / "inner" / "x.jpg").write_bytes(GENERATED_IMAGE)
    assert CardImages(folder=image_folder).url("../Bo-1145") is None
    assert client.get("/card-images/inner/x.jpg").status_code == 404
    assert client.get("/card-images/..%2Fsecret.jpg").status_code == 404


def test_a_url_template_puts_the_image_file_in_place_and_its_host_into_the_csp(tmp_path):
    images = card_images_from(
        "https://img.example.org/dmhc/{image}.jpg", default_folder=tmp_path, base_dir=tmp_path
    )
    assert images.url("Bo-12t") == "https://img.example.org/dmhc/Bo-12t.jpg"
    assert images.url("") is None
    assert images.origins() == ["https://img.example.org"]


def test_a_url_without_the_image_placeholder_is_a_configuration_error(tmp_path):
    with pytest.raises(ConfigError, match=r"DMCG_CARD_IMAGES='https://img.example.org/x' is a URL without"):
        card_images_from("https://img.example.org/x", default_folder=tmp_path, base_dir=tmp_path)


def test_a_folder_setting_is_relative_to_the_project_and_empty_means_the_fetched_folder(tmp_path):
    assert (
        card_images_from("scans", default_folder=tmp_path / "d", base_dir=tmp_path).folder
        == tmp_path / "scans"
    )
    assert card_images_from("", default_folder=tmp_path / "d", base_dir=tmp_path).folder == tmp_path / "d"


def test_the_api_gives_the_image_url_or_null(client, catalog, image_folder):
    card = client.get(reverse("cards:api-detail", args=["Bo-1145"])).json()
    assert card["image"] == "http://testserver/card-images/Bo-1145.jpg"
    listed = client.get(reverse("cards:api-list"), {"q": "bo1146"}).json()["results"]
    assert listed[0]["number"] == "Bo-1146" and listed[0]["image"] is None


def test_the_api_gives_a_url_template_image_as_it_is(client, catalog, settings):
    settings.CARD_IMAGES = CardImages(template="https://img.example.org/{image}.jpg")
    card = client.get(reverse("cards:api-detail", args=["St-1"])).json()
    assert card["image"] == "https://img.example.org/St-1.jpg"


def test_a_card_with_an_image_is_shown_as_a_lazy_image_of_fixed_size_over_its_face(
    client, catalog, image_folder
):
    html = client.get(reverse("cards:list"), {"q": "bo1145", "view": "grid"}).content.decode()
    assert (
        '<img class="cf-img" src="/card-images/Bo-1145.jpg" width="250" height="349" loading="lazy"' in html
    )
    assert 'class="cf-body" aria-hidden="true"' in html
