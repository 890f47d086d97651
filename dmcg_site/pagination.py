from django.utils.translation import gettext as _
from rest_framework.pagination import PageNumberPagination

from dmcg_site.api_errors import DmcgError


class PageSizeTooLarge(DmcgError):
    """A `page_size` above the endpoint's maximum: refused, naming the maximum, not silently capped."""


class StandardPagination(PageNumberPagination):
    """`count`, `next`, `previous`, `results`; clients may ask for up to `max_page_size` rows a page.

    A larger `page_size` is a 400 naming the maximum (the schema documents it, dmcg_site.schema).
    """

    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100

    def get_page_size(self, request):
        asked = request.query_params.get(self.page_size_query_param, "")
        if asked.isdigit() and int(asked) > self.max_page_size:
            raise PageSizeTooLarge(
                _("page_size is at most %(maximum)d; %(asked)s was asked for.")
                % {"maximum": self.max_page_size, "asked": asked}
            )
        return super().get_page_size(request)

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_size_query_param:
                parameter["schema"] = {"type": "integer", "minimum": 1, "maximum": self.max_page_size}
                parameter["description"] = _("Results per page, at most %(maximum)d.") % {
                    "maximum": self.max_page_size
                }
        return parameters
