"""The measurement deployments (one folder each) and what they share: ``checker.py`` checks a
set's questions.json against its documents and tools, ``seeddb.py`` builds and reads a tool
module's seeded SQLite database, ``same_tools.py`` records every tool's answers."""
