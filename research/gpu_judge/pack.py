"""Pack SmolLM2 (dequantised Q4_1 cache) for the device: layers re-quantised to 4-bit blocks of 32
(lossless for Q4_1 tensors), embedding pruned to the token ids the data uses (fp16); data tokenised."""
import json, gzip, sys, numpy as np, torch
from safetensors.torch import load_file, save_file
from tokenizers import Tokenizer
import glob
# the local model's converted cache (written the first time the local backend loads the GGUF)
D = [d for d in sorted(glob.glob("logs/cache/local-models/SmolLM2-135M-Instruct.Q4_1-*/")) if "-ct2-" not in d][0]
tok = Tokenizer.from_file(D + "tokenizer.json")
def rows(path):
    return [json.loads(l) for l in open(path)]
tr, ev, po = rows(".gpu/train.jsonl"), rows(".gpu/eval.jsonl"), rows(".gpu/pool.jsonl")
PRE, CL = tok.encode("Source: ", add_special_tokens=False).ids, tok.encode("\nClaim: ", add_special_tokens=False).ids
END = tok.encode("\nIs the claim supported by the source?", add_special_tokens=False).ids
def enc(r, maxp=256, maxc=64):
    p = tok.encode(r["p"], add_special_tokens=False).ids[:maxp]
    c = tok.encode(r["c"], add_special_tokens=False).ids[:maxc]
    return [1] + PRE + p + CL + c + END
seqs = {"train": [enc(r) for r in tr], "eval": [enc(r) for r in ev], "pool": [enc(r) for r in po]}
used = sorted({t for s in seqs["train"] + seqs["eval"] + seqs["pool"] for t in s} | {0, 1, 2})
remap = {t: i for i, t in enumerate(used)}
print("vocab used", len(used))
sd = load_file(D + "model.safetensors")
out = {"embed": sd["model.embed_tokens.weight"][used].half()}
maxerr = 0.0
for k, v in sd.items():
    if k == "model.embed_tokens.weight" or (k == "embed" and False):
        continue
    if v.dim() == 1:
        out[k] = v.float(); continue
    b = v.float().reshape(-1, 32)
    lo, hi = b.min(1).values, b.max(1).values
    d = ((hi - lo) / 15).clamp(min=1e-12)
    q = torch.round((b - lo[:, None]) / d[:, None]).clamp(0, 15).to(torch.uint8)
    dh, lh = d.half(), lo.half()
    rec = q.float() * dh.float()[:, None] + lh.float()[:, None]
    maxerr = max(maxerr, float((rec - b).abs().max() / b.abs().max()))
    out[k + ".q"] = (q[:, 0::2] | (q[:, 1::2] << 4)).contiguous()
    out[k + ".d"], out[k + ".m"] = dh, lh
    out[k + ".shape"] = torch.tensor(list(v.shape))
print("max rel reconstruction error", maxerr)
keys = sorted(k for k in out if k.startswith("model.layers."))
half = [k for k in keys if int(k.split(".")[2]) < 15]
save_file({k: out[k] for k in half}, ".gpu/wa/w.safetensors")
save_file({k: out[k] for k in out if k not in half and not k.startswith("embed")}, ".gpu/wb/w.safetensors")
save_file({k: out[k] for k in out if k.startswith("embed")}, ".gpu/wc/e.safetensors")
def dump(name, rs, ss):
    with gzip.open(f".gpu/wc/{name}.jsonl.gz", "wt") as f:
        for r, s in zip(rs, ss):
            r = {k: v for k, v in r.items() if k not in ("p", "c")}
            r["ids"] = [remap[t] for t in s]
            f.write(json.dumps(r) + "\n")
dump("train", tr, seqs["train"]); dump("eval", ev, seqs["eval"]); dump("pool", po, seqs["pool"])
cfg = json.load(open(D + "config.json")); cfg["vocab_size"] = len(used); cfg["pad_token_id"] = remap[2]
json.dump(cfg, open(".gpu/wc/config.json", "w"))
