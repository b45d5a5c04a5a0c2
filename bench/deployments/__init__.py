"""The measurement deployments (one folder each) and what they share: ``checker.py`` checks a
set's questions.json against its documents and tools, ``seeddb.py`` builds and reads a tool
module's seeded SQLite database, ``same_tools.py`` records every tool's answers,
``toolkit.py`` the seeded database, listers, searches and balances of the ``*_data.py``
sets, ``apikit.py`` (on toolkit) the billing, ticket and lookup tools and their ``Args:``
text of the older ``tools.py`` sets, ``served.py`` the stdio MCP twins (``served.serve``)."""
