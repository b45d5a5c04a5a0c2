import json, glob, time, torch
from tokenizers import Tokenizer
from transformers import AutoModelForCausalLM
torch.set_num_threads(2)
D = [d for d in sorted(glob.glob("logs/cache/local-models/SmolLM2-135M-Instruct.Q4_1-*/")) if "-ct2-" not in d][0]
tok = Tokenizer.from_file(D + "tokenizer.json")
lm = AutoModelForCausalLM.from_pretrained(D, dtype=torch.float32).model
head = torch.nn.Linear(576, 1)
rows = [json.loads(l) for l in open(".gpu/train.jsonl")][::50][:160]
seqs = [[1] + tok.encode("Source: " + r["p"], add_special_tokens=False).ids[:256] + tok.encode("\nClaim: " + r["c"] + "\nIs the claim supported by the source?", add_special_tokens=False).ids[:80] for r in rows]
print("mean tokens", sum(map(len, seqs)) / len(seqs))
opt = torch.optim.AdamW(list(lm.parameters()) + list(head.parameters()), lr=5e-5)
lm.train(); t = time.time(); n = 0
for b in range(0, 160, 16):
    part = seqs[b:b + 16]; L = max(map(len, part))
    ids = torch.full((len(part), L), 2); last = torch.tensor([len(s) - 1 for s in part])
    for j, s in enumerate(part): ids[j, :len(s)] = torch.tensor(s)
    h = lm(input_ids=ids).last_hidden_state
    loss = torch.nn.functional.binary_cross_entropy_with_logits(head(h[torch.arange(len(part)), last])[:, 0], torch.tensor([float(r["y"]) for r in rows[b:b + 16]]))
    opt.zero_grad(); loss.backward(); opt.step(); n += len(part)
    print(f"{n} pairs {time.time() - t:.0f} s", flush=True)
print("s per pair-step", (time.time() - t) / n)
