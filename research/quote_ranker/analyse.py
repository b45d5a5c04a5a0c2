import json, itertools
import numpy as np
from sklearn.linear_model import LogisticRegression
rows=[json.loads(l) for l in open('/tmp/qr_rows3.jsonl')]
for r in rows: r['features']['hand']=r['hand']
# per-question gaps
by={}
for r in rows: by.setdefault((r['set'],r['q']),[]).append(r)
for g in by.values():
    for f in ('hand','similarity_asking','lexical','code_new'):
        m=max(x['features'][f] for x in g)
        for x in g: x['features'][f+'_gap']=x['features'][f]-m
sets=sorted(set(r['set'] for r in rows))
F1="similarity similarity_asking similarity_rank lexical key_word new_words figure_asked code_asked code code_new negation_yesno source_rank source_score words heading_similarity".split()
def run(F,C=0.1):
    held=[]
    for s in sets:
        tr=[r for r in rows if r['set']!=s]; te=[r for r in rows if r['set']==s]
        X=np.array([[r['features'][f] for f in F] for r in tr]); m=X.mean(0); sd=X.std(0); sd[sd==0]=1
        lr=LogisticRegression(C=C,max_iter=3000).fit((X-m)/sd,[r['y'] for r in tr])
        Xt=np.array([[r['features'][f] for f in F] for r in te])
        p=lr.predict_proba((Xt-m)/sd)[:,1]
        for r,pp in zip(te,p): held.append((r['set'],r['q'],pp,r['y']))
    byq={}
    for s,q,p,y in held: byq.setdefault((s,q),[]).append((p,y))
    per={}
    for (s,q),g in byq.items():
        per.setdefault(s,0); per[s]+=max(g)[1]
    return per, sum(per.values())
cands={
 "F1":F1,
 "hand":["hand"],
 "hand+code":["hand","code_new","code","key_word","source_rank"],
 "hand+code+gap":["hand","hand_gap","code_new","code_new_gap","key_word","source_rank"],
 "gaps":["hand_gap","similarity_asking_gap","lexical_gap","code_new_gap","key_word","source_rank","figure_asked"],
 "F1+hand+gaps":F1+["hand","hand_gap","similarity_asking_gap","lexical_gap","code_new_gap"],
 "hand+few":["hand","code_new","key_word","source_rank","words","similarity_rank","negation_yesno"],
}
for n,F in cands.items():
    for C in (0.03,0.1,1):
        per,tot=run(F,C); print(f"{n:15} C={C:<5} total {tot}  {per}")
print("curve")
F=["hand","code_new","key_word","source_rank","words","similarity_rank","negation_yesno"]
held=[]
for s in sets:
    tr=[r for r in rows if r['set']!=s]; te=[r for r in rows if r['set']==s]
    X=np.array([[r['features'][f] for f in F] for r in tr]); m=X.mean(0); sd=X.std(0); sd[sd==0]=1
    lr=LogisticRegression(C=0.1,max_iter=3000).fit((X-m)/sd,[r['y'] for r in tr])
    p=lr.predict_proba((np.array([[r['features'][f] for f in F] for r in te])-m)/sd)[:,1]
    for r,pp in zip(te,p): held.append((r['set'],r['q'],pp,r['y']))
byq={}
for s,q,p,y in held: byq.setdefault((s,q),[]).append((p,y,s))
tops=[max(g) for g in byq.values()]
for th in (0.1,0.2,0.25,0.3,0.35,0.4,0.45,0.5):
    q=[(y,s) for p,y,s in tops if p>=th]
    dq=[y for y,s in q if s=='demo']
    print(f"th {th} quoted {len(q)} right {sum(y for y,_ in q)} | demo quoted {len(dq)} right {sum(dq)}")
print("hybrid")
pmap={(s,q,i):p for i,(s,q,p,y) in enumerate(held)}
byq={}
order=[r for st in sets for r in rows if r['set']==st]
for i,r in enumerate(order): byq.setdefault((r['set'],r['q']),[]).append((r,held[i][2]))
res={}
for (s,q),g in byq.items():
    el=[(r,p) for r,p in g if r['hand']>=0.55 and r['features']['key_word']==1]
    old=sorted(g,key=lambda t:-t[0]['hand'])[:3]
    old=[(r,p) for r,p in old if r['hand']>=0.55 and r['features']['key_word']==1]
    a=res.setdefault(s,[0,0,0,0])
    if old: a[0]+=1; a[1]+=old[0][0]['y']
    if el:
        best=max(el,key=lambda t:t[1]); a[2]+=1; a[3]+=best[0]['y']
print("set: old quoted,right | hybrid quoted,right")
for s,a in sorted(res.items()): print(s,a)
print("all", [sum(a[i] for a in res.values()) for i in range(4)])
print("top3 hybrid")
res={}
for (s,q),g in byq.items():
    for K in (3,5):
        old=sorted(g,key=lambda t:-t[0]['hand'])[:K]
        old=[(r,p) for r,p in old if r['hand']>=0.55 and r['features']['key_word']==1]
        a=res.setdefault((s,K),[0,0])
        if old: a[0]+=1; a[1]+=max(old,key=lambda t:t[1])[0]['y']
for K in (3,5):
    print(K, {s:v for (s,k),v in sorted(res.items()) if k==K}, "all", [sum(v[i] for (s,k),v in res.items() if k==K) for i in (0,1)], "tech", [sum(v[i] for (s,k),v in res.items() if k==K and s!='demo') for i in (0,1)])
