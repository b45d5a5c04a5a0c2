import ast
import json
import pathlib
import re
import sys

SP = pathlib.Path("/work/main/.venv/lib/python3.11/site-packages")
pkgs = [
    "requests",
    "click",
    "sqlalchemy",
    "jinja2",
    "pydantic",
    "httpx",
    "starlette",
    "fastapi",
    "rich",
    "typer",
    "structlog",
    "tenacity",
    "yaml",
    "dateutil",
    "urllib3",
    "jsonschema",
    "sklearn",
    "scipy",
    "pandas",
    "numpy",
    "matplotlib",
    "networkx",
    "sympy",
    "chromadb",
    "transformers",
    "tokenizers",
    "huggingface_hub",
    "gradio",
    "uvicorn",
    "anyio",
    "attr",
    "attrs",
    "markdown_it",
    "pygments",
    "bs4",
    "soupsieve",
    "pypdf",
    "psutil",
    "pytz",
    "tzdata",
    "packaging",
    "pluggy",
    "filelock",
    "fsspec",
    "joblib",
    "threadpoolctl",
    "safetensors",
    "accelerate",
    "sentence_transformers",
    "openai",
    "websockets",
    "multidict",
    "yarl",
    "aiohttp",
    "orjson",
    "tomlkit",
    "certifi",
    "idna",
    "charset_normalizer",
    "mpmath",
    "pathspec",
    "semantic_version",
    "shellingham",
    "tqdm",
    "watchfiles",
    "pyparsing",
    "kiwisolver",
    "cycler",
    "contourpy",
    "fontTools",
    "PIL",
    "pydub",
    "psycopg",
    "grpc",
    "opentelemetry",
    "kubernetes",
    "overrides",
    "narwhals",
    "mypy",
    "pytest",
    "_pytest",
    "jiter",
    "regex",
    "truststore",
    "tenacity",
    "durationpy",
    "pybase64",
    "PyPika",
    "pypika",
    "cloudpickle",
    "mmh3",
    "brotli",
]
out = []
for p in pkgs:
    root = SP / p
    if not root.exists():
        continue
    files = sorted(root.rglob("*.py"))
    for f in files:
        if "test" in f.parts[-2].lower() or "/tests/" in str(f) or "vendor" in str(f):
            continue
        try:
            tree = ast.parse(f.read_text(errors="ignore"))
        except Exception:
            continue
        nodes = [tree] + [
            n for n in ast.walk(tree) if isinstance(n, (ast.ClassDef, ast.FunctionDef))
        ]
        for n in nodes:
            d = ast.get_docstring(n)
            if not d:
                continue
            for para in re.split(r"\n\s*\n", d):
                lines = para.splitlines()
                if any(
                    re.match(
                        r"\s*(>>>|\.\.|:|-{3,}|={3,}|\*|[-+] |\d+\.|\w+ :|Parameters|Returns|Example)",
                        l,
                    )
                    for l in lines
                ):
                    continue
                t = re.sub(r"\s+", " ", para).strip()
                t = re.sub(
                    r"``?|:(?:func|class|meth|attr|ref|mod|obj|data|exc|term|doc|py:\w+):", "", t
                )
                nw = len(t.split())
                sents = re.split(r"(?<=[.!?])\s+(?=[A-Z])", t)
                letters = sum(c.isalpha() for c in t) / max(len(t), 1)
                if (
                    60 <= nw <= 200
                    and len(sents) >= 3
                    and letters > 0.78
                    and "http" not in t
                    and t.endswith(".")
                ):
                    out.append(
                        {
                            "package": p,
                            "file": str(f.relative_to(SP)),
                            "object": getattr(n, "name", f.stem),
                            "text": t,
                        }
                    )
print(len(out), file=sys.stderr)
from collections import defaultdict

by = defaultdict(list)
for o in out:
    by[o["package"]].append(o)
print({k: len(v) for k, v in by.items()}, file=sys.stderr)
json.dump(out, open("cands.json", "w"))
