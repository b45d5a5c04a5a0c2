import sys, os, time, torch
os.environ["DEV"] = "cpu"
sys.argv = ["x", ".gpu", "0"]
src = open(".gpu/wc/train_smol.py").read().split("cfgs = [")[0]
g = {}; exec(compile(src, "t", "exec"), g)
m = g["Clf"]().eval()
ev = g["ev"]
idx = list(range(0, len(ev), 4))[:463]
print("mean tokens", sum(len(ev[i]["ids"]) for i in idx) / len(idx))
torch.set_num_threads(2)
for bs in (8, 32):
    t = time.time()
    with torch.inference_mode():
        for b in range(0, len(idx), bs):
            m(*g["batchify"](ev, idx[b:b+bs]), "last")
    print("fp32 bs", bs, time.time() - t)
