"""Build the fictive copy of a knowledge-base collection.

Every chunk's text goes through a transform (numbers halved by default); the copy is stored
with the ORIGINAL chunk's embedding, so retrieval behaves as for the real data while the
values differ. The mapping original -> fictive value is kept beside it as JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from bot.canary.transforms import Change, make_transform
from bot.kb.types import Chunk


@dataclass
class FictiveChunk:
    chunk: Chunk  # the fictive chunk (same id, title, offsets; changed text)
    original_text: str
    changes: list[Change]

    def to_dict(self) -> dict:
        return {
            "id": self.chunk.id,
            "title": self.chunk.title,
            "source": self.chunk.source,
            "changes": [c.to_dict() for c in self.changes],
        }


def fictive_collection_name(collection: str, transform: str) -> str:
    return f"{collection}__fictive-{transform}"[:63]


def build_fictive_copy(
    store,  # noqa: ANN001 - bot.kb.store.ChunkStore
    collection: str,
    *,
    transform: str = "halve",
    target: str | None = None,
    mapping_dir: Path | None = None,
    **transform_args,
) -> tuple[str, list[FictiveChunk]]:
    """Copy ``collection`` into ``target`` with changed values and the original embeddings."""
    fn = make_transform(transform, **transform_args)
    pairs = store.list_chunks(collection, include_embeddings=True)
    if not pairs:
        raise ValueError(
            f"collection {collection!r} is empty or missing: ingest the documents first"
        )
    target = target or fictive_collection_name(collection, transform)
    fictive: list[FictiveChunk] = []
    for chunk, _vector in pairs:
        result = fn(chunk.text)
        meta = {**chunk.meta, "fictive": transform, "changes": len(result.changes)}
        fictive.append(
            FictiveChunk(replace(chunk, text=result.text, meta=meta), chunk.text, result.changes)
        )
    store.delete_collection(target)
    embeddings = np.stack([vector for _chunk, vector in pairs])
    store.add_chunks(target, [f.chunk for f in fictive], embeddings)
    if mapping_dir is not None:
        mapping_dir.mkdir(parents=True, exist_ok=True)
        (mapping_dir / f"{target}.mapping.json").write_text(
            json.dumps(
                {
                    "source": collection,
                    "transform": transform,
                    "chunks": [f.to_dict() for f in fictive],
                },
                indent=1,
            ),
            encoding="utf-8",
        )
    return target, fictive
