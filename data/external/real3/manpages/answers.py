"""Questions and answers for the `manpages` set (written by Claude as data helper).

PLAN (decided before any answer was written, seeded): for the 90 answers (45 passages x 2),
shuffle 40 "hallucinated" and 50 "correct" labels with random.Random(2611); give each
hallucinated answer an error kind (a: subtle baseless addition, b: subtle conflict,
c: evident conflict, d: evident baseless content; 12/12/8/8 shuffled); mark 8 hallucinated and
9 correct answers LONG (100-160 words); draw a style hint for the others
(plain/framed/bullets/short).  `plan()` reproduces it; build.py checks every answer against it.

ITEMS[i] belongs to passages.json[i].  Each answer: text, bad (exact substrings of the text:
the unsupported sentences), note, borderline.
"""
import random


def plan():
    rng = random.Random(2611)
    labels = [1] * 40 + [0] * 50
    rng.shuffle(labels)
    kinds = ["a"] * 12 + ["b"] * 12 + ["c"] * 8 + ["d"] * 8
    rng.shuffle(kinds)
    hal = [i for i in range(90) if labels[i]]
    cor = [i for i in range(90) if not labels[i]]
    longs = set(rng.sample(hal, 8) + rng.sample(cor, 9))
    styles = ["plain"] * 3 + ["framed"] * 3 + ["bullets"] * 2 + ["short"] * 2
    ki = iter(kinds)
    out = []
    for i in range(90):
        out.append({"label": labels[i], "kind": next(ki) if labels[i] else None,
                    "style": "LONG" if i in longs else rng.choice(styles)})
    return out


# The plan as printed when it was drawn (passage: answer-0 | answer-1):
#  0 0- LONG    | 0- bullets      23 0- bullets | 0- LONG
#  1 0- plain   | 1b LONG         24 0- plain   | 1c plain
#  2 0- short   | 0- framed       25 0- LONG    | 1c bullets
#  3 0- framed  | 1d framed       26 0- LONG    | 1d short
#  4 1a LONG    | 0- bullets      27 0- LONG    | 0- framed
#  5 0- LONG    | 1d framed       28 0- framed  | 0- plain
#  6 0- framed  | 0- framed       29 1c short   | 0- framed
#  7 1b bullets | 0- bullets      30 0- framed  | 0- plain
#  8 1b plain   | 1d framed       31 0- framed  | 1b LONG
#  9 0- framed  | 1b short        32 1a framed  | 0- framed
# 10 1c framed  | 0- plain        33 1a plain   | 0- short
# 11 1b plain   | 1c plain        34 0- plain   | 1d short
# 12 1a bullets | 0- framed       35 1d bullets | 0- bullets
# 13 1a bullets | 0- framed       36 0- framed  | 1d plain
# 14 1b plain   | 1b LONG         37 0- plain   | 1a framed
# 15 1a LONG    | 0- framed       38 0- short   | 1b LONG
# 16 0- framed  | 1a bullets      39 1d LONG    | 0- LONG
# 17 1a framed  | 1b plain        40 0- plain   | 1a plain
# 18 1a bullets | 0- LONG         41 0- plain   | 0- framed
# 19 1c plain   | 1b short        42 0- bullets | 1c LONG
# 20 0- framed  | 1c bullets      43 0- bullets | 0- bullets
# 21 0- short   | 0- framed       44 1b plain   | 0- short
# 22 0- LONG    | 1a short
# (25-1 was written as a LONG answer although drawn "bullets": style hints are loose; the
#  label and error kind are binding.)


def A(text, bad=(), note="", borderline=False):
    return {"text": text, "bad": list(bad), "note": note, "borderline": borderline}


ITEMS = [
# 0
{"page": "e2scrub.8",
 "question": "How does e2scrub check a filesystem, and is there anything I need to have set up first?",
 "answers": [
  A("Based on the man page, e2scrub doesn't check the live volume directly. Instead, it takes a snapshot of the volume and runs a file system check on that snapshot, looking for corruption errors.\n\n"
    "For this to work, the volume has to be on LVM, and the LVM volume group needs at least 256MiB of unallocated space that can be dedicated to the snapshot. If that space isn't available, the logical volume is simply skipped.\n\n"
    "A few other details:\n- The snapshot is named lvname.e2scrub.\n- udev won't create symbolic links to the snapshot under /dev/disk.\n"
    "- e2scrub makes every attempt to remove snapshots before running, but in a dire situation you may have to remove the snapshot manually.",
    note="faithful long paraphrase; 'doesn't check the live volume directly' and 'has to be on LVM' are direct implications"),
  A("- It snapshots the volume and runs a filesystem check on the snapshot to find corruption.\n"
    "- Prerequisite: at least 256MiB of unallocated space in the LVM volume group; otherwise the logical volume is skipped.\n"
    "- The snapshot is called lvname.e2scrub; leftover snapshots are normally cleaned up, but occasionally you may need to delete one by hand.",
    note="'normally cleaned up ... occasionally' paraphrases 'every attempt will be made ... in a dire situation'",
    borderline=True),
 ]},
# 1
{"page": "faked-sysv.1",
 "question": "What role does faked play when a program running under fakeroot changes a file's owner?",
 "answers": [
  A("faked is the process that keeps track of the new owner. When a fakeroot process changes a file's ownership, faked remembers it; later, when that same process calls stat() on the file, the stat() wrapper in libfakeroot first asks faked for the fake ownership (and related information) and then reports that back. So the program sees the owner it set, even though it's fake.",
    note="faithful"),
  A("In the fakeroot setup, faked acts as the memory for fake file ownership. According to the man page, it works like this:\n\n"
    "When a process running under fakeroot wants to change the ownership of a file, faked is the process that remembers the new owner. "
    "Later, if the same fakeroot process does a stat() on that filename, faked intercepts the stat() call and asks libfakeroot for the fake ownership it recorded. "
    "The result is then reported back to the process.\n\n"
    "So from the program's point of view, the file appears to have the owner it set, along with the other faked details (the man page says \"ownership etc\"), which faked keeps on its behalf.",
    bad=["faked intercepts the stat() call and asks libfakeroot for the fake ownership it recorded."],
    note="(b) roles swapped: the passage says the libfakeroot-wrapped stat() asks faked, not faked asking libfakeroot"),
 ]},
# 2
{"page": "useradd.8",
 "question": "What does useradd do when I run it without -D?",
 "answers": [
  A("It creates a new user account from the values you give on the command line combined with the system's defaults, and, depending on the options, updates system files and may create the user's home directory and copy initial files.",
    note="faithful"),
  A("According to the man page, without -D useradd creates a new user account. It uses the values you specify on the command line plus the system's default values. Depending on which options you pass, it will update the system files and may also create the new user's home directory and copy initial files.",
    note="faithful"),
 ]},
# 3
{"page": "systemd-gpt-auto-generator.8",
 "question": "Where does systemd-gpt-auto-generator mount the EFI System Partition?",
 "answers": [
  A("Based on the man page: on EFI systems it generates mount and automount units for the ESP. By default the ESP goes to /boot/, unless a /efi/ mount point directory exists, in which case it is mounted at /efi/ instead (there's also an exception when an Extended Boot Loader partition exists). Because it's an automount, the ESP is only actually mounted on demand, when it's accessed. If /boot/ (or /efi/) is already explicitly configured, e.g. in fstab, or the mount point isn't empty, no units are generated at all.",
    note="faithful"),
  A("According to the man page, on EFI systems the ESP is mounted at /boot/, unless a /efi/ directory exists, in which case it is mounted at /efi/. (An Extended Boot Loader partition changes this.) The generator creates an automount unit, so the mount is only activated on demand when accessed. You can also force a different location by passing gpt-auto.esp-path=/some/dir on the kernel command line. If /boot/ or /efi/ is explicitly configured in fstab or the mount point isn't empty, nothing is generated.",
    bad=["You can also force a different location by passing gpt-auto.esp-path=/some/dir on the kernel command line."],
    note="(d) invented kernel command-line option"),
 ]},
# 4
{"page": "pg_controldata.1",
 "question": "Who can run pg_controldata, and how do I tell it which data directory to use?",
 "answers": [
  A("Per the man page, pg_controldata can only be run by the user who initialized the cluster. The reason is that it needs read access to the data directory.\n\n"
    "To point it at a data directory, you have two options:\n- pass the data directory on the command line, or\n- set the PGDATA environment variable.\n\n"
    "It also has the usual informational options: -V / --version prints the pg_controldata version and exits, and -? / --help shows the supported arguments.\n\n"
    "As for what it actually does, pg_controldata prints information stored in the cluster's control file, such as the catalog version, the checkpoint locations and the database cluster state.",
    bad=["As for what it actually does, pg_controldata prints information stored in the cluster's control file, such as the catalog version, the checkpoint locations and the database cluster state."],
    note="(a) true of the real tool but the passage never says what pg_controldata prints"),
  A("- Who: only the user who initialized the cluster, since the tool needs read access to the data directory.\n"
    "- Which directory: give it on the command line, or set PGDATA.\n"
    "- Other options: -V/--version (print version and exit) and -?/--help (list the supported arguments).",
    note="faithful"),
 ]},
# 5
{"page": "genccode.8",
 "question": "Can genccode produce assembly instead of C?",
 "answers": [
  A("Yes. According to the man page, genccode normally generates C code, but if you use the -a option it generates platform-specific assembly code instead.\n\n"
    "The visible difference is in the output file: instead of writing a file with a .c extension, genccode writes a file with a .s extension.\n\n"
    "The man page also points out that most C compilers accept both C and assembly files, so in most cases you can feed the .s output to the same compiler you would have used for the .c file. "
    "It doesn't go into which platforms are supported or what the assembly looks like, so if you need those details you would have to look elsewhere in the documentation.",
    note="'so in most cases you can feed the .s output to the same compiler' is an inference from 'most C compilers will accept both C and assembly files'",
    borderline=True),
  A("Yes — pass -a and genccode writes platform-specific assembly instead of C, producing a .s file rather than a .c file. Most C compilers accept both kinds of file. Adding -z makes it compress the embedded data before emitting the assembly.",
    bad=["Adding -z makes it compress the embedded data before emitting the assembly."],
    note="(d) invented option and feature"),
 ]},
# 6
{"page": "vigr.8",
 "question": "Which editor does vipw open, and what files does it edit?",
 "answers": [
  A("According to the man page, vipw edits /etc/passwd and vigr edits /etc/group; with the -s flag they edit the shadow versions instead, /etc/shadow and /etc/gshadow. For the editor, it first checks $VISUAL, then $EDITOR, and if neither is set it falls back to vi. It also sets the appropriate locks so the files don't get corrupted.",
    note="faithful"),
  A("The man page says vipw uses $VISUAL if set, otherwise $EDITOR, and otherwise the default editor vi(1). It edits /etc/passwd (or /etc/shadow with -s), while its companion vigr handles /etc/group (or /etc/gshadow with -s).",
    note="faithful"),
 ]},
# 7
{"page": "xvidtune.1",
 "question": "What happens when I run xvidtune with no options?",
 "answers": [
  A("- It opens an interface with various buttons and sliders.\n"
    "- You can use them to interactively adjust your existing video modes.\n"
    "- When you're done, it saves the adjusted settings directly into your xorg.conf file.",
    bad=["When you're done, it saves the adjusted settings directly into your xorg.conf file."],
    note="(b) the passage says it prints the settings in a format suitable for inclusion in xorg.conf, not that it writes the file"),
  A("- You get a set of buttons and sliders for interactively adjusting existing video modes (the same happens if you pass only toolkit options).\n"
    "- It can also print the settings in a format you can paste into an xorg.conf file.",
    note="faithful; 'paste into' for 'suitable for inclusion in'"),
 ]},
# 8
{"page": "bzcmp.1",
 "question": "How does bzdiff behave if I only give it one file?",
 "answers": [
  A("With a single file argument, bzdiff compares file1 against an uncompressed copy of file1.bz2. Any options you pass go straight through to diff. Note that bzdiff reports its own exit status rather than diff's, so you can't rely on diff's usual return codes.",
    bad=["Note that bzdiff reports its own exit status rather than diff's, so you can't rely on diff's usual return codes."],
    note="(b) contradicts 'The exit status from cmp or diff is preserved'"),
  A("Based on the man page, if you give bzdiff only one file, it compares file1 with an uncompressed version of file1.bz2. If you give two files, both are decompressed where needed and passed to diff, and the exit status of diff is preserved. You can use --keep to leave the decompressed temporary files around for inspection.",
    bad=["You can use --keep to leave the decompressed temporary files around for inspection."],
    note="(d) invented option"),
 ]},
# 9
{"page": "systemd-udev-settle.service.8",
 "question": "What is systemd-udev-settle.service for?",
 "answers": [
  A("According to the man page, systemd-udev-settle.service runs udevadm settle, which waits until all events queued by udev have been processed. It's a crude way of waiting until \"all\" hardware has been discovered. Other services can pull it in and order themselves after it if they need the udev queue to be empty before they start.",
    note="faithful"),
  A("It calls udevadm settle to wait until the udev event queue has been processed. All services are automatically ordered after it, so nothing starts until the queue is empty.",
    bad=["All services are automatically ordered after it, so nothing starts until the queue is empty."],
    note="(b) overgeneralises: the passage says services MAY pull it in and order themselves after it"),
 ]},
# 10
{"page": "valgrind.1",
 "question": "What is Valgrind and how is it structured?",
 "answers": [
  A("Based on the man page, Valgrind is a flexible program for debugging and profiling Windows executables. It's made up of a core, which provides a synthetic CPU in software, plus a series of debugging and profiling tools. The architecture is modular, so new tools can be created easily without disturbing the existing structure.",
    bad=["Valgrind is a flexible program for debugging and profiling Windows executables."],
    note="(c) wrong platform name: the passage says Linux executables"),
  A("Valgrind is a flexible tool for debugging and profiling Linux executables. It has two parts: a core that provides a synthetic CPU in software, and a series of debugging and profiling tools. Because the architecture is modular, new tools can be added easily without disturbing the existing structure.",
    note="faithful"),
 ]},
# 11
{"page": "ip-link.8",
 "question": "Is it safe to change several link parameters in one ip link set command?",
 "answers": [
  A("Not really. If you request multiple parameter changes and one of them fails, ip aborts immediately and then rolls back the changes that had already been applied. Even so, the man page says this is the only case in which ip can leave the system in an unpredictable state, so it recommends not changing several parameters in a single ip link set call. (ip link change behaves the same as set.)",
    bad=["If you request multiple parameter changes and one of them fails, ip aborts immediately and then rolls back the changes that had already been applied."],
    note="(b) invented rollback; the passage says ip aborts and can leave the system in an unpredictable state"),
  A("The man page warns against it. When multiple parameter changes are requested, ip aborts as soon as any one of them fails, and this is the only situation in which ip can put the system into an unpredictable state. The recommended fix is simply to avoid changing several parameters in one ip link set call. Also note that the modifier change is equivalent to add.",
    bad=["Also note that the modifier change is equivalent to add."],
    note="(c) wrong name: change is equivalent to set"),
 ]},
# 12
{"page": "lslocks.8",
 "question": "Why does lslocks show a PID of -1 for some locks?",
 "answers": [
  A("- Those are OFD (Open File Description) locks, which lslocks lists as well.\n"
    "- OFD locks aren't associated with any process, so the PID is shown as -1.\n"
    "- Instead, they belong to the open file description on which they were acquired.\n"
    "- They're released automatically when the last file descriptor referring to that open file description is closed.\n"
    "- This lock type exists since Linux 3.15; fcntl(2) has more details.",
    bad=["They're released automatically when the last file descriptor referring to that open file description is closed."],
    note="(a) true per fcntl(2) but not in the passage"),
  A("According to the man page, entries with PID -1 are OFD (Open File Description) locks. lslocks lists these too, but they aren't tied to any process; they're associated with the open file description they were acquired on, so there's no PID to show. OFD locks have been available since Linux 3.15, and fcntl(2) has more details.",
    note="faithful"),
 ]},
# 13
{"page": "gpg-preset-passphrase.1",
 "question": "When would I use gpg-preset-passphrase?",
 "answers": [
  A("- It seeds the internal passphrase cache of a running gpg-agent.\n"
    "- It's mainly useful on unattended machines where the usual pinentry tool can't be used.\n"
    "- In that setup, the passphrases for the keys you'll need are supplied at machine startup.\n"
    "- Note that gpg-agent must be started with --allow-preset-passphrase for this to work.",
    bad=["Note that gpg-agent must be started with --allow-preset-passphrase for this to work."],
    note="(a) true of the real tool but not in the passage"),
  A("Based on the man page, gpg-preset-passphrase seeds the internal cache of a running gpg-agent with passphrases. It's mainly meant for unattended machines where the usual pinentry tool may not be usable and the passphrases for the keys that will be used are given at machine startup.",
    note="faithful"),
 ]},
# 14
{"page": "msgcomm.1",
 "question": "If several PO files have the same message with different translations, which translation does msgcomm keep?",
 "answers": [
  A("msgcomm keeps the translation from the last PO file that defines the message; translations, comments and extracted comments from earlier files are dropped. File positions, on the other hand, are accumulated from all the PO files.",
    bad=["msgcomm keeps the translation from the last PO file that defines the message; translations, comments and extracted comments from earlier files are dropped."],
    note="(b) first/last reversed"),
  A("msgcomm keeps the translation from the first PO file that defines the message. The man page says translations, comments and extracted comments are preserved, but only from the first PO file to define them, so later files don't override them. File positions are handled differently: they're cumulated from all the PO files.\n\n"
    "For context, msgcomm's job is to find messages that are common to two or more of the PO files you give it. You can tune how much commonality is required before a message is printed:\n"
    "- --more-than requests greater commonality;\n"
    "- --less-than requests less; for example, --less-than=2 prints only messages that appear in at least two files.\n\n"
    "The man page doesn't describe any way to choose a different file's translation instead.",
    bad=["--less-than requests less; for example, --less-than=2 prints only messages that appear in at least two files."],
    note="(b) the passage says --less-than=2 prints only the unique messages"),
 ]},
# 15
{"page": "base64.1",
 "question": "Will base64 -d fail if the encoded input has line breaks or other junk in it?",
 "answers": [
  A("Line breaks are fine. According to the man page, when decoding, the input may contain newlines in addition to the bytes of the formal base64 alphabet, so wrapped base64 text decodes without problems.\n\n"
    "Other junk is a different story. For any other bytes that aren't part of the base64 alphabet, the man page suggests using --ignore-garbage, which makes base64 attempt to recover from such non-alphabet bytes in the encoded stream.\n\n"
    "For reference, the encoding follows the base64 alphabet as described in RFC 4648, and by default the encoder wraps its output lines after 76 characters, which is why the decoder tolerates newlines in the first place.",
    bad=["For reference, the encoding follows the base64 alphabet as described in RFC 4648, and by default the encoder wraps its output lines after 76 characters, which is why the decoder tolerates newlines in the first place."],
    note="(a) the 76-character default wrap is true of GNU base64 but not in the passage (nor the causal link)"),
  A("Based on the man page: newlines are OK — when decoding, the input may contain newlines in addition to the bytes of the base64 alphabet (as defined in RFC 4648). For any other non-alphabet bytes, use --ignore-garbage to attempt to recover from them.",
    note="faithful"),
 ]},
# 16
{"page": "dirmngr.8",
 "question": "What does dirmngr do in GnuPG?",
 "answers": [
  A("According to the man page, since GnuPG 2.1 dirmngr is responsible for accessing OpenPGP keyservers. As in earlier versions, it also acts as a server for managing and downloading certificate revocation lists (CRLs) for X.509 certificates, downloads X.509 certificates, and provides access to OCSP providers. It's invoked internally by gpg, gpgsm, or via the gpg-connect-agent tool.",
    note="faithful"),
  A("- Accesses OpenPGP keyservers (since GnuPG 2.1).\n"
    "- Manages and downloads CRLs for X.509 certificates.\n"
    "- Downloads X.509 certificates and provides access to OCSP providers.\n"
    "- Caches keyserver results in ~/.gnupg/dirmngr_cache for faster lookups.\n"
    "- Is invoked internally by gpg, gpgsm, or via gpg-connect-agent.",
    bad=["Caches keyserver results in ~/.gnupg/dirmngr_cache for faster lookups."],
    note="(a) invented cache and file location"),
 ]},
# 17
{"page": "jar.1",
 "question": "How is the jar command's syntax organized?",
 "answers": [
  A("According to the man page, the jar command's syntax resembles that of tar. It has several main operation modes, each selected by one of the mandatory operation arguments, such as c to create an archive or x to extract one. Other arguments are either options that modify how the operation behaves or are needed to perform the operation.",
    bad=["It has several main operation modes, each selected by one of the mandatory operation arguments, such as c to create an archive or x to extract one."],
    note="(a) the c/x examples are true-ish of the real tool but not in the passage"),
  A("jar's syntax is modelled on tar's. It has several main operation modes, and one of the operation arguments is always required to select the mode. Every other argument is just an optional modifier of the operation's behaviour.",
    bad=["Every other argument is just an optional modifier of the operation's behaviour."],
    note="(b) the passage says other arguments are either options or required to perform the operation"),
 ]},
# 18
{"page": "pam_mkhomedir.8",
 "question": "What does pam_mkhomedir do and where do the default files come from?",
 "answers": [
  A("- It creates a user's home directory if it doesn't exist when the session begins.\n"
    "- This lets users live in a central database (NIS, Kerberos, LDAP) without a distributed file system or pre-creating lots of directories.\n"
    "- Default files are copied from the skeleton directory, usually /etc/skel/, which also sets a umask for the creation.\n"
    "- The umask defaults to 0022 unless you pass umask= to the module.",
    bad=["The umask defaults to 0022 unless you pass umask= to the module."],
    note="(a) a default value and an argument that the passage does not give (true of the real module)"),
  A("pam_mkhomedir is a PAM module that creates a user's home directory if it doesn't already exist when their session begins.\n\n"
    "The point, according to the man page, is that users can be kept in a central database such as NIS, Kerberos or LDAP without you needing a distributed file system or having to create a large number of home directories in advance: each directory is made when it's first needed.\n\n"
    "The default files in the new home directory come from the skeleton directory, which is usually /etc/skel/. The man page also mentions a umask being set for the creation. "
    "It doesn't list the module's arguments in this passage, so for any configuration details you'd need to check the rest of the man page.",
    note="faithful; 'each directory is made when it's first needed' restates 'if it does not exist when the session begins'"),
 ]},
# 19
{"page": "zegrep.1",
 "question": "Can zgrep search compressed files, and what does it do if I don't give it a file?",
 "answers": [
  A("Yes. zgrep invokes grep on compressed or gzipped files, and all options you specify are passed directly to gzip. If you don't specify a file, it decompresses standard input if necessary and feeds it to grep; otherwise the files you name are uncompressed as needed and fed to grep.",
    bad=["zgrep invokes grep on compressed or gzipped files, and all options you specify are passed directly to gzip."],
    note="(c) wrong program name: options are passed to grep"),
  A("Yes, it runs grep on compressed files. With no file argument it reads standard input, but only if the input is gzip-compressed; plain text on stdin is rejected.",
    bad=["With no file argument it reads standard input, but only if the input is gzip-compressed; plain text on stdin is rejected."],
    note="(b) contradicts 'the standard input is decompressed if necessary'"),
 ]},
# 20
{"page": "xdpyinfo.1",
 "question": "Why doesn't xdpyinfo show the opcodes of protocol extensions, and how do I get them?",
 "answers": [
  A("According to the man page, numeric information about protocol extensions (the opcode, base event and base error) just isn't displayed by default. You can get it with the -queryExtensions option. Be aware that on servers that load extensions dynamically, using this option will likely cause all possible extensions to be loaded, which can be slow and consume significant server resources.",
    note="faithful"),
  A("- It's off by default: numeric info (opcode, base event, base error) isn't shown.\n"
    "- Use the -listExtensions option to get it.\n"
    "- Caveat: on servers that dynamically load extensions, this will likely load all possible extensions, which can be slow and use significant server resources.",
    bad=["Use the -listExtensions option to get it."],
    note="(c) wrong option name (-queryExtensions)"),
 ]},
# 21
{"page": "wget.1",
 "question": "Can I start a wget download and then log out?",
 "answers": [
  A("Yes. Wget is non-interactive, so it can work in the background while you're not logged on: you can start a retrieval, disconnect, and let Wget finish the job.",
    note="faithful"),
  A("Based on the man page, yes. Wget is non-interactive, which means it can keep working in the background while the user isn't logged on. That lets you start a retrieval and disconnect from the system while Wget finishes. The man page contrasts this with most web browsers, which require the user's constant presence — a real hindrance when transferring a lot of data.",
    note="faithful"),
 ]},
# 22
{"page": "perf-trace.1",
 "question": "Can perf trace work from a perf.data file instead of live?",
 "answers": [
  A("Yes. perf trace is a live-mode tool, but in addition it can work with perf.data files, like the other perf tools.\n\n"
    "There's one requirement, according to the man page: the recorded session has to include the raw_syscalls events. You have two ways to get such a file:\n\n"
    "1. Record it yourself with perf record, making sure to include those events, i.e. -e raw_syscalls:*.\n"
    "2. Use perf trace record, a shortcut that automatically includes the raw_syscalls events when writing events to a file.\n\n"
    "The second is the shortcut: it adds the events for you. The man page doesn't say what happens if you point perf trace at a file recorded without these events.",
    note="faithful"),
  A("Yes. Record with perf trace record (or perf record -e raw_syscalls:*), then replay the file with perf trace -i perf.data.",
    bad=["Record with perf trace record (or perf record -e raw_syscalls:*), then replay the file with perf trace -i perf.data."],
    note="(a) the -i replay option is real but not in the passage"),
 ]},
# 23
{"page": "jpackage.1",
 "question": "Can I use jpackage on Linux to build a Windows .exe installer?",
 "answers": [
  A("- No. jpackage can produce native packages in platform-specific formats (such as an exe on Windows or a dmg on macOS), but each format must be built on the platform it runs on.\n"
    "- The man page says explicitly that there is no cross-platform support.\n"
    "- So to get an exe, you'd run jpackage on Windows.",
    note="faithful; the conclusion is directly implied"),
  A("Not according to the man page. jpackage takes a Java application and a Java run-time image as input and produces a Java application image that includes all the necessary dependencies. From there it can produce a native package in a platform-specific format — the examples given are an exe on Windows and a dmg on macOS.\n\n"
    "The key restriction is that each format must be built on the platform it runs on; the man page states plainly that there is no cross-platform support. So building a Windows exe on a Linux machine isn't supported: you'd need to run jpackage on Windows to get the exe.\n\n"
    "The tool does offer options for customizing the packaged application in various ways, but none of that changes the platform restriction.",
    note="faithful; 'none of that changes the platform restriction' is an inference from 'there is no cross-platform support'",
    borderline=True),
 ]},
# 24
{"page": "git-describe.1",
 "question": "What does git describe output for a commit that isn't exactly on a tag?",
 "answers": [
  A("git describe finds the most recent tag reachable from the commit. If that tag points at the commit itself, you just get the tag name. If not, it appends the number of additional commits on top of the tagged object plus the abbreviated object name of the most recent commit. The result is a human-readable name that other git commands can also use to identify the commit.",
    note="faithful"),
  A("It starts from the most recent tag reachable from the commit. Because the tag doesn't point at the commit itself, git describe adds a suffix to the tag name: the number of additional commits on top of the tagged object, followed by the full 40-character object name of the most recent commit. The resulting string is human-readable and can be passed to other git commands to identify that commit.",
    bad=["Because the tag doesn't point at the commit itself, git describe adds a suffix to the tag name: the number of additional commits on top of the tagged object, followed by the full 40-character object name of the most recent commit."],
    note="(c) the passage says the abbreviated object name"),
 ]},
# 25
{"page": "xmessage.1",
 "question": "How can a script find out which button the user clicked in xmessage?",
 "answers": [
  A("xmessage tells you in two ways, according to the man page.\n\n"
    "First, the button that was pressed is returned in xmessage's exit status, so a script can simply check the exit code after xmessage exits. Second, xmessage can optionally write the label of the pressed button to standard output, which a script can capture.\n\n"
    "For context: xmessage displays a window with a message that can come from the command line, a file, or standard input. Along the lower edge of the window there's a row of buttons, and clicking the left mouse button on any of them makes xmessage exit. "
    "The passage doesn't say which option turns on printing the label, so check the OPTIONS section for that.",
    note="faithful"),
  A("There are two mechanisms. The man page says that the button that was pressed is returned in the exit status, so in a script you can check the exit code right after xmessage finishes. Optionally, xmessage can also write the button's label to standard output.\n\n"
    "As for how the interaction works: xmessage shows a window containing your message, which can come from the command line, a file or standard input. A row of buttons runs along the lower edge of the window, and clicking the right mouse button on any of them causes xmessage to exit.\n\n"
    "So a script can use whichever is more convenient: the exit status or the printed label.",
    bad=["A row of buttons runs along the lower edge of the window, and clicking the right mouse button on any of them causes xmessage to exit."],
    note="(c) wrong mouse button: the passage says the left mouse button"),
 ]},
# 26
{"page": "addgnupghome.8",
 "question": "What does addgnupghome do?",
 "answers": [
  A("addgnupghome is a helper script for setting up GnuPG home directories for existing user accounts.\n\n"
    "The situation it addresses, according to the man page, is GnuPG being installed on a system that already has user accounts. In that case you sometimes need to populate each user's GnuPG home directory with existing files — in particular a 'trustlist.txt' and a keybox with some initial certificates are often wanted.\n\n"
    "The script does this by copying all files from '/etc/skel/.gnupg' into the home directories of the accounts you list on the command line. It's careful not to overwrite GnuPG home directories that already exist, so running it for a user who already has one won't clobber their setup.",
    note="faithful"),
  A("It populates GnuPG home directories for existing accounts by copying all files from '/etc/skel/.gnupg' into the home directories of the accounts named on the command line. Existing GnuPG home directories are left alone unless you pass --force.",
    bad=["Existing GnuPG home directories are left alone unless you pass --force."],
    note="(d) invented --force option"),
 ]},
# 27
{"page": "llvm-cxxfilt-14.1",
 "question": "How does llvm-cxxfilt handle input when I don't pass any names?",
 "answers": [
  A("If you don't give any names on the command line, llvm-cxxfilt reads them interactively from standard input.\n\n"
    "When reading from standard input, it doesn't treat a whole line as one name. Each input line is split on any character that can't be part of a valid Itanium name mangling — that is, anything that isn't alphanumeric, '.', '$' or '_'. Each resulting piece is treated as a name.\n\n"
    "The separators between names aren't lost: they're copied to the output as is. So the punctuation and spacing between names is preserved in the output, and you get back a line with the same separators as the one you fed in.",
    note="faithful; 'doesn't treat a whole line as one name' follows from the splitting rule"),
  A("Per the man page, with no names on the command line llvm-cxxfilt reads names from standard input. Each line is split into names at characters that can't appear in a valid Itanium mangled name (anything other than letters, digits, '.', '$' and '_'), and the separators are copied to the output unchanged.",
    note="faithful"),
 ]},
# 28
{"page": "catman.8",
 "question": "Which sections does catman pre-format if I don't tell it?",
 "answers": [
  A("According to the man page, if you don't supply section names, catman uses the colon-delimited list in the $MANSECT environment variable; if $MANSECT isn't defined, it falls back to the standard set of sections compiled into man. Passing your own whitespace-delimited list of section names overrides both. (Likewise, the default hierarchies are the system hierarchies from the man-db configuration file.)",
    note="faithful"),
  A("By default it pre-formats the sections listed in $MANSECT (colon-separated), or, if that variable isn't set, the standard set built into man. You can override this by giving catman section names separated by whitespace.",
    note="faithful"),
 ]},
# 29
{"page": "git-diff-files.1",
 "question": "What does git diff-files compare?",
 "answers": [
  A("It compares the files in the working tree against the HEAD commit; with paths, only those paths are compared.",
    bad=["It compares the files in the working tree against the HEAD commit; with paths, only those paths are compared."],
    note="(c) wrong object: the passage says the working tree against the index"),
  A("Based on the man page, git diff-files compares the files in your working tree with the index. If you give it paths, only those paths are compared; otherwise every entry in the index is. Its output uses the same format as git diff-index and git diff-tree.",
    note="faithful"),
 ]},
# 30
{"page": "avahi-daemon.8",
 "question": "What IPC interfaces does avahi-daemon offer to local programs?",
 "answers": [
  A("According to the man page, avahi-daemon provides two IPC APIs that let local programs use its mDNS record cache:\n\n"
    "1. The so-called \"simple protocol\", which is used exclusively by avahi-dnsconfd (a daemon that configures unicast DNS servers using server info published via mDNS) and nss-mdns (a libc NSS plugin providing name resolution via mDNS).\n"
    "2. A D-Bus interface, which offers a rich object-oriented interface for D-Bus-enabled applications.",
    note="faithful"),
  A("Two. There's a \"simple protocol\", used only by avahi-dnsconfd and the nss-mdns NSS plugin, and a D-Bus interface that gives D-Bus-enabled applications a rich, object-oriented API. Both give local programs access to the mDNS record cache that the daemon maintains.",
    note="faithful"),
 ]},
# 31
{"page": "shutdown.8",
 "question": "What time formats does shutdown accept, and what happens if I don't give one?",
 "answers": [
  A("Per the man page, the time argument can be:\n"
    "- \"hh:mm\" — an absolute time on the 24-hour clock;\n"
    "- \"+m\" — m minutes from now;\n"
    "- \"now\" — an alias for \"+0\", i.e. shut down immediately.\n"
    "If you leave the time out entirely, \"+1\" is implied, so the shutdown happens one minute from now.",
    note="faithful"),
  A("shutdown accepts the time argument in a couple of forms, according to the man page.\n\n"
    "The first is an absolute time, written as \"hh:mm\": the hour and minutes at which the shutdown should be executed, given in 24-hour clock format. "
    "The second is a relative time written as \"+m\", which refers to a number of minutes m from now, so the shutdown is scheduled that many minutes in the future.\n\n"
    "There's also the keyword \"now\", which is simply an alias for \"+0\" and triggers an immediate shutdown.\n\n"
    "If you don't give a time argument at all, shutdown treats it the same as \"now\" and shuts down immediately, so be careful when running it without arguments on a remote machine.",
    bad=["If you don't give a time argument at all, shutdown treats it the same as \"now\" and shuts down immediately, so be careful when running it without arguments on a remote machine."],
    note="(b) the passage says \"+1\" is implied, not \"now\""),
 ]},
# 32
{"page": "update-ca-certificates.8",
 "question": "How does update-ca-certificates decide which certificates to trust?",
 "answers": [
  A("According to the man page, it reads /etc/ca-certificates.conf, where each line gives the pathname of a CA certificate under /usr/share/ca-certificates that should be trusted. Lines starting with \"#\" are comments and ignored, and lines starting with \"!\" are deselected, which deactivates that certificate. Only certificates with a .crt extension are included. The trusted certificates are then concatenated into the single bundle /etc/ssl/certs/ca-certificates.crt.",
    bad=["The trusted certificates are then concatenated into the single bundle /etc/ssl/certs/ca-certificates.crt."],
    note="(a) true of the real tool but not in the passage"),
  A("It reads /etc/ca-certificates.conf. Each line there names a CA certificate under /usr/share/ca-certificates that should be trusted; lines beginning with \"#\" are comments, and lines beginning with \"!\" deselect, i.e. deactivate, the certificate in question. A certificate also has to have a .crt extension to be included.",
    note="faithful"),
 ]},
# 33
{"page": "iconv.1",
 "question": "Does iconv need input and output files?",
 "answers": [
  A("No. iconv reads text in one encoding and writes it in another; if you don't give input files (or give -), it reads standard input, and if no output file is given it writes to standard output. You name the output file with -o.",
    bad=["You name the output file with -o."],
    note="(a) true of the real tool but not in the passage"),
  A("No — with no input files (or \"-\") it reads standard input, and with no output file it writes to standard output.",
    note="faithful"),
 ]},
# 34
{"page": "cpack.1",
 "question": "What is a generator in cpack?",
 "answers": [
  A("In cpack, a generator is the backend for a particular installer or package format. It's responsible for generating the required inputs and invoking the specific package creation tools. These should not be confused with the makefile generators of the cmake command, which are a different thing.",
    note="faithful"),
  A("It's the format-specific backend that prepares the required inputs and invokes the packaging tools. You pick which ones run with the CPACK_GENERATORS_AUTO variable.",
    bad=["You pick which ones run with the CPACK_GENERATORS_AUTO variable."],
    note="(d) invented variable"),
 ]},
# 35
{"page": "sha512sum.1",
 "question": "What does a line of sha512sum output look like?",
 "answers": [
  A("By default each FILE gets one line containing:\n"
    "- the checksum,\n"
    "- a space,\n"
    "- a mode character ('*' for binary, ' ' for text or where binary doesn't matter),\n"
    "- the file name,\n"
    "- and the file size in bytes in parentheses.\n"
    "The sums are computed as described in FIPS-180-2.",
    bad=["and the file size in bytes in parentheses."],
    note="(d) invented output field"),
  A("In the default mode, each line is:\n"
    "- the checksum\n"
    "- a space\n"
    "- a character indicating the input mode: '*' for binary, ' ' for text (or where binary is insignificant)\n"
    "- the file name\n"
    "When you check sums, the input should be an earlier output of sha512sum.",
    note="faithful"),
 ]},
# 36
{"page": "gpg-connect-agent.1",
 "question": "What is gpg-connect-agent useful for?",
 "answers": [
  A("According to the man page, gpg-connect-agent is a utility for communicating with a running gpg-agent. It's useful for checking out the commands gpg-agent provides via the Assuan interface, and it may also be useful for scripting simple applications. It reads its input from stdin and prints output to stdout.",
    note="faithful"),
  A("gpg-connect-agent lets you talk to a running gpg-agent, which is handy for exploring the commands gpg-agent offers over its Assuan interface and for scripting simple applications. Input comes from stdin and output goes to stdout. With the --record option it also saves the whole session to a transcript file that you can replay later.",
    bad=["With the --record option it also saves the whole session to a transcript file that you can replay later."],
    note="(d) invented option"),
 ]},
# 37
{"page": "debconf.1",
 "question": "How does the debconf program communicate with the program it runs?",
 "answers": [
  A("It runs the program under debconf's control and talks to it over stdio: the program writes debconf protocol commands to its output and reads result codes on stdin (the protocol is described in debconf-devel(7)).",
    note="faithful"),
  A("Over stdio: the program writes debconf protocol commands and reads result codes on stdin. This is how a package's config and postinst maintainer scripts talk to debconf.",
    bad=["This is how a package's config and postinst maintainer scripts talk to debconf."],
    note="(a) typical real use case, not in the passage"),
 ]},
# 38
{"page": "libnss_systemd.so.2.8",
 "question": "Will root still resolve if /etc/passwd is missing when using nss-systemd?",
 "answers": [
  A("Yes. The module ensures that the root and nobody users and groups — UID/GID 0 and 65534 — can always be resolved, even if they aren't listed in /etc/passwd or /etc/group, or if those files are missing altogether.",
    note="faithful"),
  A("Yes. According to the man page, nss-systemd makes sure the root user and group (UID/GID 0) always remain resolvable, even if they aren't listed in /etc/passwd or /etc/group, or if those files are missing entirely.\n\n"
    "In other words, as far as root is concerned, even on a system with no /etc/passwd or /etc/group at all, lookups of the root user and the root group will still succeed.\n\n"
    "Note that this guarantee applies only to root. The nobody user and group (65534) get no such special treatment, so if they aren't listed in /etc/passwd or /etc/group they will fail to resolve like any other missing entry.",
    bad=["Note that this guarantee applies only to root.",
         "The nobody user and group (65534) get no such special treatment, so if they aren't listed in /etc/passwd or /etc/group they will fail to resolve like any other missing entry."],
    note="(b) the passage gives the same guarantee for nobody (65534)"),
 ]},
# 39
{"page": "llvm-nm-14.1",
 "question": "What does llvm-nm read if I don't pass a file name?",
 "answers": [
  A("If you don't specify a filename, llvm-nm uses a.out as its input.\n\n"
    "Some related details from the man page:\n"
    "- llvm-nm lists the names of symbols from LLVM bitcode files, object files and archives.\n"
    "- Each symbol is printed together with some simple information about its provenance.\n"
    "- If you want it to read from standard input instead, pass - as the filename, and llvm-nm will read the file from its standard input stream.\n"
    "- If a.out doesn't exist either, llvm-nm falls back to scanning the object files in the current directory.\n\n"
    "In short: no argument means a.out, and - means standard input, so name the file explicitly whenever your input is called something else.",
    bad=["If a.out doesn't exist either, llvm-nm falls back to scanning the object files in the current directory."],
    note="(d) invented fallback behaviour"),
  A("According to the man page, when no filename is given, llvm-nm uses a.out as the input file. If you want it to read from standard input instead, you pass - as the filename, and llvm-nm will then read the file from its standard input stream.\n\n"
    "For context, llvm-nm is a utility that lists the names of symbols from LLVM bitcode files, object files and archives. Each symbol it prints comes with some simple information about its provenance.\n\n"
    "So the two special cases are:\n"
    "- no filename at all: it reads a.out;\n"
    "- \"-\" as the filename: it reads from standard input.\n\n"
    "Those are the only two input defaults the passage describes.",
    note="faithful"),
 ]},
# 40
{"page": "scalar.1",
 "question": "What is an enlistment in Scalar?",
 "answers": [
  A("An enlistment is Scalar's name for the top-level directory of a project. It usually contains a src/ subdirectory, which is the Git worktree, so tracked files live inside src/ while untracked files such as build artifacts can live outside it. If you register an existing Git worktree with Scalar and its name isn't src, the enlistment is simply the same directory as the worktree.",
    note="faithful"),
  A("Based on the man page, the enlistment is the top-level directory of a Scalar project. It usually contains a src/ subdirectory holding the Git worktree, which encourages keeping tracked files (inside src/) separate from untracked files like build artifacts (outside src/). Scalar creates this layout for you when you run scalar clone. If you register an existing worktree that isn't named src, the enlistment is identical to the worktree.",
    bad=["Scalar creates this layout for you when you run scalar clone."],
    note="(a) true of the real tool but not in the passage"),
 ]},
# 41
{"page": "xwininfo.1",
 "question": "How do I tell xwininfo which window to inspect?",
 "answers": [
  A("You have a few ways. You can select the window with the mouse by clicking any mouse button inside it. Alternatively, give its window id on the command line with -id, or pick it by name with -name. There's also a special -root option that quickly gets information about the screen's root window.",
    note="faithful"),
  A("According to the man page, you can:\n"
    "- click any mouse button in the window you want, to select it with the mouse;\n"
    "- pass its window id with -id;\n"
    "- pass its name with -name;\n"
    "- use -root to quickly get information on the screen's root window.",
    note="faithful"),
 ]},
# 42
{"page": "blkid.8",
 "question": "What kind of information can blkid get from a block device?",
 "answers": [
  A("- The type of content the device holds, e.g. a filesystem or swap.\n"
    "- Attributes (tokens, NAME=value pairs) from the content's metadata, such as LABEL or UUID fields.\n"
    "blkid is the command-line interface to the libblkid(3) library, which it uses to do this.",
    note="faithful"),
  A("blkid is the command-line interface to the libuuid(3) library, and it can tell you two main kinds of things about a block device.\n\n"
    "First, it can determine what type of content the device holds — for example, whether it contains a filesystem or is swap space.\n\n"
    "Second, it can read attributes from the content's metadata. The man page calls these tokens, which are NAME=value pairs; typical examples are the LABEL and UUID fields.\n\n"
    "So if you need to find out what's on a partition, or look up its UUID or label, blkid can do that. The passage doesn't go into output formats or options, so check the rest of the man page for those.",
    bad=["blkid is the command-line interface to the libuuid(3) library, and it can tell you two main kinds of things about a block device."],
    note="(c) wrong library name (libblkid)"),
 ]},
# 43
{"page": "update-alternatives.1",
 "question": "When does a link group switch from automatic to manual mode?",
 "answers": [
  A("- Link groups start out in automatic mode when they're first introduced to the system.\n"
    "- If the system administrator changes the system's automatic settings, update-alternatives notices this the next time it runs on that link's group.\n"
    "- At that point the group is automatically switched to manual mode.",
    note="faithful"),
  A("According to the man page, a link group starts in automatic mode when it's first introduced. It switches to manual mode once the system administrator has changed the automatic settings — update-alternatives detects the change the next time it's run on that group and switches the group then.",
    note="faithful"),
 ]},
# 44
{"page": "perl.1",
 "question": "What is Perl designed for, according to its man page?",
 "answers": [
  A("Perl is intended to be practical: easy to use, efficient, complete, and minimal. It borrows some of the best features of sed, awk and sh, so Unix users find it familiar and can quickly whip up solutions to annoying problems. It supports procedural, functional and object-oriented programming, which the man page says makes it comfortable for major projects over the long haul.",
    bad=["Perl is intended to be practical: easy to use, efficient, complete, and minimal."],
    note="(b) 'minimal' belongs to the 'beautiful' qualities the passage says Perl does NOT aim for"),
  A("Practicality: it's meant to be easy to use, efficient and complete rather than beautiful, combining (in the author's opinion) some of the best features of sed, awk and sh.",
    note="faithful"),
 ]},
]
