"""SmolLM2-135M as a sentence judge, shared by ft_teacher.py and ft_score.py: the model (float32,
from the local backend's converted cache), the prompt, last-token pooling into a linear head, scoring,
and the two folds of the training pairs (by document group)."""
import glob, hashlib, json
import numpy as np, torch
from tokenizers import Tokenizer
from transformers import AutoModelForCausalLM
D = [d for d in sorted(glob.glob("logs/cache/local-models/SmolLM2-135M-Instruct.Q4_1-*/")) if "-ct2-" not in d][0]
tok = Tokenizer.from_file(D + "tokenizer.json")
PRE, CL = tok.encode("Source: ", add_special_tokens=False).ids, tok.encode("\nClaim: ", add_special_tokens=False).ids
END = tok.encode("\nIs the claim supported by the source?", add_special_tokens=False).ids
def load():
    return AutoModelForCausalLM.from_pretrained(D, dtype=torch.float32).model, torch.nn.Linear(576, 1)
def rows(p): return [json.loads(l) for l in open(p)]
def fold_of(rs): return np.array([int(hashlib.sha256(str(r["g"]).encode()).hexdigest(), 16) % 2 for r in rs])
def enc(r): return [1] + PRE + tok.encode(r["p"], add_special_tokens=False).ids[:256] + CL + tok.encode(r["c"], add_special_tokens=False).ids[:64] + END
def forward(lm, head, rs, part):
    seqs = [enc(rs[i]) for i in part]; n = max(map(len, seqs))
    ids = torch.full((len(seqs), n), 2, dtype=torch.long)
    for j, s in enumerate(seqs): ids[j, :len(s)] = torch.tensor(s)
    h = lm(input_ids=ids).last_hidden_state
    return head(h[torch.arange(len(seqs)), torch.tensor([len(s) - 1 for s in seqs])])[:, 0]
def score(lm, head, rs, ids_):
    """P(unsupported) for rs[i], i in ids_ (batches of 16, shortest first)."""
    out = {}
    with torch.inference_mode():
        o = sorted(ids_, key=lambda i: len(rs[i]["p"]) + len(rs[i]["c"]))
        for b in range(0, len(o), 16):
            part = o[b:b + 16]; out.update(zip(part, torch.sigmoid(forward(lm, head, rs, part)).tolist()))
    return np.array([out[i] for i in ids_])
