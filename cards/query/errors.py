from dmcg_site.api_errors import DmcgError


class QueryError(DmcgError):
    """A malformed card query; the message quotes the offending term so the user can fix it."""
