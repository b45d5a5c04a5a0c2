"""Pick ~45 prose passages from the DESCRIPTION sections of Debian man pages (man1, man8).

Seeded (random.Random(2611)); at most one passage per man page and at most two per tool family
(the part of the page name before the first '-' or '_').  gcloud_* subcommand pages (16k
generated pages) and Python/pip tooling are skipped.  Output: passages.json, a list of
{"page": ..., "text": ...}.  A final hand review list (DROP) removes texts that do not read as
clean English.
"""
import gzip, json, os, random, re, sys

MANDIRS = ["/usr/share/man/man1", "/usr/share/man/man8"]
TARGET = int(sys.argv[1]) if len(sys.argv) > 1 else 45
CANDIDATES = 70          # collect this many, then apply the hand-review DROP list
# Hand review of the 70 candidates (reasons): no referent for "these"/"above"/"below"/"this
# operation", sentence fragments or broken grammar, troff residue, dense jargon, near-duplicate.
DROP = {
    "pam_umask.8",            # broken grammar ("The module also in addition ...")
    "chfn.1",                 # "These fields" with no referent
    "dpkg-scansources.1",     # fragmentary note about an implementation quirk
    "sort.1",                 # KEYDEF grammar, brackets and symbols
    "ipcrm.1",                # "(see below)", syntax-only
    "egrep.1",                # troff residue (trailing " .")
    "xprop.1",                # "?," punctuation residue
    "tc-ctinfo.8",            # dense jargon
    "dpkg-fsys-usrunmess.8",  # "this operation" with no referent
    "hardlink.1",             # awkward, no referent
    "uclampset.1",            # sentence fragment
    "flock.1",                # "the above forms"
    "base32.1",               # near-duplicate of base64.1
    "umount.8",               # "See --lazy description below."
    "dcb-dcbx.8",             # dense jargon
    "ip-address.8",           # "the previous subsection"
    "ocs.1",                  # troff residue ("ocs ,")
}

SKIP_RE = re.compile(r"(python|pip|pydoc|py3|pyvenv|argcomplete|virtualenv|pygettext|2to3)", re.I)


def page_files():
    out, seen = [], set()
    for d in MANDIRS:
        for f in sorted(os.listdir(d)):
            if not f.endswith(".gz"):
                continue
            name = f[:-3]
            if name.startswith("gcloud_") or SKIP_RE.search(name):
                continue
            real = os.path.realpath(os.path.join(d, f))
            if real in seen:
                continue
            seen.add(real)
            out.append((name, real))
    return out


ESC = [
    (r"\(em", "—"), (r"\(en", "–"), (r"\(aq", "'"), (r"\(dq", '"'), (r"\(lq", '"'), (r"\(rq", '"'),
    (r"\(oq", "'"), (r"\(cq", "'"), (r"\(bu", "*"), (r"\(co", "(c)"), (r"\(ga", "`"), (r"\(ti", "~"),
    (r"\*(lq", '"'), (r"\*(rq", '"'), (r"\*(Aq", "'"), (r"\-", "-"), (r"\&", ""), (r"\|", ""),
    (r"\^", ""), (r"\/", ""), (r"\,", ""), (r"\ ", " "), (r"\~", " "), (r"\e", "\\"), (r"\%", ""),
    (r"\:", ""), (r"\c", ""),
]
FONT_RE = re.compile(r"\\f(\[[A-Z]*\]|\([A-Z]{2}|[A-Z1-4P])")
MACRO_JOIN = {"B", "I", "R", "SM", "SB"}
MACRO_ALT = {"BR", "RB", "IR", "RI", "BI", "IB"}
BREAK = {"PP", "P", "LP", "TP", "IP", "HP", "SH", "SS", "sp", "br", "nf", "fi", "RS", "RE", "TQ",
         "EX", "EE", "in", "ti", "Sh", "Pp", "Bl", "El", "It"}


def unescape(s):
    s = FONT_RE.sub("", s)
    for a, b in ESC:
        s = s.replace(a, b)
    return s


def split_args(rest):
    return [a[1:-1] if a.startswith('"') and a.endswith('"') else a
            for a in re.findall(r'"[^"]*"|\S+', rest)]


def description_paragraphs(src):
    """Yield (kind, lines) paragraphs of the DESCRIPTION section; kind 'prose' or 'item'."""
    lines = src.splitlines()
    in_desc, nofill, para, kind = False, False, [], "prose"
    for ln in lines:
        if ln.startswith('.\\"') or ln.startswith("'\\\"") or ln.startswith('\\"'):
            continue
        m = re.match(r"^[.'](\S+)\s*(.*)$", ln)
        if m:
            mac, rest = m.group(1), m.group(2)
            if mac in ("SH", "Sh"):
                if para and in_desc:
                    yield kind, para
                para, kind = [], "prose"
                in_desc = split_args(rest)[:1] == ["DESCRIPTION"] if rest else False
                continue
            if not in_desc:
                continue
            if mac in BREAK:
                if para:
                    yield kind, para
                para = []
                kind = "item" if mac in ("TP", "IP", "HP", "TQ", "It", "RS") else ("prose" if mac in ("PP", "P", "LP", "Pp", "RE") else kind)
                if mac in ("nf", "EX"):
                    nofill = True
                if mac in ("fi", "EE"):
                    nofill = False
                continue
            if nofill:
                continue
            if mac in MACRO_JOIN:
                para.append(" ".join(split_args(rest)))
            elif mac in MACRO_ALT:
                para.append("".join(split_args(rest)))
            else:
                para.append("\x00")  # unknown macro: poison this paragraph
            continue
        if not in_desc or nofill:
            continue
        if not ln.strip():
            if para:
                yield kind, para
            para = []
            continue
        para.append(ln)
    if para and in_desc:
        yield kind, para


def clean(lines):
    if any("\x00" in l for l in lines):
        return None
    t = " ".join(unescape(l).strip() for l in lines)
    t = re.sub(r"\s+", " ", t).strip()
    return t


def acceptable(t):
    if t is None or "\\" in t or "\t" in t:
        return False
    words = t.split()
    if not 40 <= len(words) <= 110:
        return False
    if len(re.findall(r"[.!?](\s|$)", t)) < 2:
        return False
    if not t[0].isupper() or t[-1] not in ".":
        return False
    if re.search(r"(^|\s)-{1,2}[A-Za-z]", t[:3]) or t.count(" -") > 4:   # option-heavy
        return False
    if re.search(r"[{}<>|]|\$\(|=>|::", t):
        return False
    if sum(c.isalpha() or c.isspace() for c in t) / len(t) < 0.88:
        return False
    return True


def family(name):
    base = name.split(".")[0]
    return re.split(r"[-_]", base)[0].lower()


def main():
    rng = random.Random(2611)
    files = page_files()
    rng.shuffle(files)
    picked, fam_count = [], {}
    for name, path in files:
        if len(picked) >= CANDIDATES:
            break
        fam = family(name)
        if fam_count.get(fam, 0) >= 2:
            continue
        try:
            src = gzip.open(path, "rt", errors="replace").read()
        except OSError:
            continue
        if src.lstrip().startswith(".so "):
            continue
        paras = [clean(p) for k, p in description_paragraphs(src) if k == "prose"]
        good = [t for t in paras if acceptable(t)]
        if not good:
            continue
        text = rng.choice(good)
        fam_count[fam] = fam_count.get(fam, 0) + 1
        picked.append({"page": name, "text": text})
    kept = [p for p in picked if p["page"] not in DROP][:TARGET]
    json.dump(kept, open("passages.json", "w"), indent=1, ensure_ascii=False)
    print(f"candidates {len(picked)}, kept {len(kept)}")


if __name__ == "__main__":
    main()
