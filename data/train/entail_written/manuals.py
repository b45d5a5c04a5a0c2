"""Hand-written entailment training data: user manuals and in-app help sections of
invented consumer devices and apps (thermostat, e-reader, password manager, espresso
machine, photo editor, router, robot vacuum, fitness watch, video-call app, cordless
drill, baby monitor, language-learning app). Run: python manuals.py -> manuals.jsonl
"""
import json
import os
from collections import Counter

NAME = "manuals"
N_GROUPS = 36
S = 0  # supported
U = 1  # unsupported

SUP = {"paraphrase", "direct", "framed", "merge", "applied", "derived", "generalise"}
UNS = {"unstated_true", "conflict", "value", "invented", "wrong_field", "inverted"}

# (title, section heading, section text, question, [(claim, label, type) x 8])
GROUPS = [
    # ------------------------------------------------------------ thermostat
    ("Hearthline T4 Smart Thermostat - Installation guide", "Before you install",
     "The Hearthline T4 works with most 24-volt heating and cooling systems, including gas and oil furnaces, boilers and single-stage heat pumps. It is not compatible with 120- or 240-volt line-voltage systems such as electric baseboard heaters; these usually have thick wires connected with wire nuts. The T4 needs a C-wire (common wire) for continuous power. If your system has no C-wire, install the included Power Adapter Kit at your furnace control board. Always switch off power to your system at the breaker before removing your old thermostat. Installation takes about 30 minutes and needs only a small flathead screwdriver, which is included in the box.",
     "I have electric baseboard heaters in my flat - can I put the Hearthline T4 in?",
     [("Unfortunately the T4 won't work with your baseboard heaters, because they run on line voltage rather than 24 volts.", S, "applied"),
      ("If there's no common wire in your system, you'll have to fit the Power Adapter Kit from the box at the furnace control board.", S, "paraphrase"),
      ("Setting it up should take roughly half an hour.", S, "derived"),
      ("Good news: the only tool you need, a small flathead screwdriver, comes in the box.", S, "framed"),
      ("Dedicated line-voltage thermostats from other brands are the usual choice for baseboard heaters.", U, "unstated_true"),
      ("You should switch off power to your system at the breaker after removing your old thermostat.", U, "conflict"),
      ("The T4 needs a C-wire for continuous power, and installation takes about 45 minutes.", U, "value"),
      ("If you're unsure about your wiring, Hearthline offers a free video call with a certified installer.", U, "invented")]),

    ("Hearthline T4 Smart Thermostat - App help", "Schedules and Away mode",
     "You can create up to 6 temperature periods per day in the Hearthline app under Schedule. Each period starts at a time you choose and holds its temperature until the next period begins. If you change the temperature on the dial, the new setting holds only until the next scheduled period; to keep it longer, tap Hold in the app and pick 2, 4 or 8 hours, or Until I change it. Away mode turns on automatically when every phone linked to the home has been more than 2 km away for 20 minutes. While Away is on, the T4 keeps the home between 15°C and 27°C.",
     "I turned the dial up to 22 but it dropped back later. Why, and how do I keep it at 22 all evening?",
     [("Turning the dial only changes the temperature until your next scheduled period starts, which is why it dropped back.", S, "applied"),
      ("To keep 22 for longer, tap Hold in the app and choose a duration such as 4 hours or Until I change it.", S, "direct"),
      ("The longest timed hold you can pick is eight hours.", S, "derived"),
      ("Away mode kicks in by itself once all the linked phones have been over 2 km from home for 20 minutes.", S, "paraphrase"),
      ("Away mode turns on automatically when any phone linked to the home has been more than 2 km away for 20 minutes.", U, "conflict"),
      ("You can create up to 8 temperature periods per day in the Hearthline app under Schedule.", U, "value"),
      ("The T4 also learns your habits and builds a schedule for you after its first week.", U, "invented"),
      ("Lowering the temperature by a degree or two overnight can noticeably reduce your heating bills.", U, "unstated_true")]),

    ("Hearthline T4 Smart Thermostat - Troubleshooting", "Factory reset",
     "A factory reset erases your schedules, Wi-Fi details and the link to your Hearthline account, and returns all settings to their defaults. It does not update or remove the firmware, and it does not change your system wiring settings if you chose Keep wiring when prompted. To reset, press and hold the dial for 10 seconds until the ring flashes amber, then turn to Reset and press once. The thermostat restarts in about a minute. Before resetting, remove the T4 from the app under Settings > Devices, otherwise it may show as offline in your account. Resetting does not affect your warranty.",
     "If I factory reset my thermostat, will I lose my schedules, and will it void the warranty?",
     [("Yes, your schedules will be wiped, but the reset won't affect your warranty.", S, "merge"),
      ("The thermostat keeps the same firmware version after a reset.", S, "paraphrase"),
      ("Press and hold the dial for 10 seconds until the ring flashes amber, then turn to Reset and press once.", S, "direct"),
      ("You'll need to connect it to your Wi-Fi again afterwards, since the network details are erased.", S, "applied"),
      ("The reset keeps your Wi-Fi details but erases your schedules and returns settings to their defaults.", U, "conflict"),
      ("To reset, press and hold the dial for 5 seconds until the ring flashes amber.", U, "value"),
      ("After the reset, your old schedules can be restored from the cloud backup in the app.", U, "invented"),
      ("A factory reset is often the quickest fix for a thermostat that keeps dropping its Wi-Fi connection.", U, "unstated_true")]),

    # ------------------------------------------------------------ e-reader
    ("Quillpage Glow 7 e-reader - User guide", "Battery and charging",
     "A full charge lasts up to 6 weeks, based on 30 minutes of reading a day with wireless off and the front light at level 10. Heavy use of the front light, Wi-Fi syncing and audiobook playback shorten battery life. Charge the Glow 7 with the supplied USB-C cable and any 5V USB power adapter; a full charge takes about 2.5 hours from a 9W adapter. The Glow 7 does not support wireless charging. Charge only between 5°C and 35°C. The battery indicator turns green when charging is complete.",
     "How long will my Glow 7 last between charges? I read for about an hour every evening.",
     [("At the rated 30 minutes a day, a full charge lasts up to about a month and a half.", S, "derived"),
      ("Listening to audiobooks or leaving Wi-Fi syncing running will drain the battery faster.", S, "paraphrase"),
      ("Charging from empty with a 9W adapter takes about two and a half hours.", S, "derived"),
      ("Any 5V USB adapter will do, but you can't top it up on a wireless charging pad.", S, "merge"),
      ("A full charge lasts up to 6 weeks, based on 30 minutes of reading a day with wireless on and the front light at level 10.", U, "conflict"),
      ("Charge the Glow 7 only between 0°C and 35°C.", U, "value"),
      ("Like all lithium-ion batteries, the Glow 7's battery will slowly hold less charge as it ages.", U, "unstated_true"),
      ("Turning on Battery Saver in Settings stretches a full charge to about 8 weeks.", U, "invented")]),

    ("Quillpage Glow 7 e-reader - User guide", "Supported formats",
     "The Glow 7 opens EPUB, PDF, TXT, MOBI and CBZ files natively, plus JPEG and PNG images. DRM-protected EPUB and PDF books work if they were bought from the Quillpage Store or borrowed through a library app that supports Adobe DRM. Kindle AZW books cannot be opened. You can copy files by connecting the Glow 7 to a computer with the USB-C cable, or by emailing them to your personal @quillpage.me address; emailed files must be under 50 MB each. Audiobooks are supported in MP3 and M4B format through the Listen tab and need Bluetooth headphones, as there is no headphone jack.",
     "I've got a bunch of Kindle books and some audiobooks in M4B. Will they work on my Glow 7?",
     [("Your M4B audiobooks will play from the Listen tab, but your Kindle books won't open on the Glow 7.", S, "applied"),
      ("To listen, you'll need wireless headphones, since the device has no socket for wired ones.", S, "paraphrase"),
      ("Books can be sent to the reader by email, as long as each file is below 50 MB.", S, "paraphrase"),
      ("According to the guide, you can also copy books across from a computer using the USB-C cable.", S, "framed"),
      ("DRM-protected EPUB and PDF books only work if they were bought from the Quillpage Store.", U, "conflict"),
      ("Files emailed to your @quillpage.me address must be under 25 MB each.", U, "value"),
      ("Free tools such as Calibre can convert DRM-free Kindle files to EPUB for you.", U, "unstated_true"),
      ("Audiobooks bought from the Quillpage Store sync your listening position with the ebook version.", U, "invented")]),

    ("Quillpage Glow 7 e-reader - Safety and warranty", "Water resistance and warranty",
     "The Glow 7 is rated IPX8 and can survive immersion in fresh water up to 2 metres deep for up to 60 minutes. It is not protected against salt water, chlorinated pool water or hot water such as a bath above 40°C. If the device gets wet, dry it and wait until the USB-C port is completely dry before charging. The 1-year limited warranty covers manufacturing defects and battery failure, but not screen cracks, liquid damage from unsupported liquids, or damage from opening the case. Registering your device extends the warranty to 2 years.",
     "Can I read my Glow 7 in the bath? And if the screen cracks, is it covered?",
     [("Watch the temperature: the Glow 7 isn't protected against bathwater above 40°C.", S, "framed"),
      ("A cracked screen isn't covered by the warranty.", S, "applied"),
      ("If it does get wet, let the charging port dry out fully before you plug it in.", S, "paraphrase"),
      ("Registering the reader doubles its warranty from one year to two.", S, "derived"),
      ("It is protected against chlorinated pool water but not against salt water.", U, "conflict"),
      ("The Glow 7 can survive immersion in fresh water up to 1.5 metres deep for up to 60 minutes.", U, "value"),
      ("Sand in the USB-C port is another common reason a device stops charging properly.", U, "unstated_true"),
      ("Accidental damage such as a cracked screen can be covered by adding Quillpage Care within 30 days of purchase.", U, "invented")]),

    # ------------------------------------------------------------ password manager
    ("Vaultkeep Password Manager - Help centre", "If you forget your master password",
     "Vaultkeep never stores or sends your master password, so our support team cannot see it or reset it. If you set up an Emergency Kit when you created your account, you can use its recovery code to set a new master password; each recovery code works once, and a new one is generated after use. If you enabled biometric unlock on a phone that is still signed in, you can open the vault there and export your items before starting a new account. Without a recovery code or a signed-in device, your vault cannot be recovered and you will need to delete the account and start again.",
     "I forgot my Vaultkeep master password. Can support just reset it for me?",
     [("No - support can't reset your master password, because Vaultkeep never has a copy of it.", S, "framed"),
      ("If you saved an Emergency Kit at sign-up, its recovery code lets you choose a new master password.", S, "paraphrase"),
      ("Once a recovery code has been used it's spent, and you'll be given a fresh one.", S, "paraphrase"),
      ("If a phone with biometric unlock is still signed in, you can open the vault on it and export everything before starting over.", S, "applied"),
      ("If you enabled biometric unlock on any phone, even one that's been signed out, you can open the vault there.", U, "conflict"),
      ("Vaultkeep stores your master password securely, but the support team cannot see it or reset it.", U, "conflict"),
      ("You can also regain access by verifying your identity with a passport scan.", U, "invented"),
      ("A passphrase of four or five random words is easier to remember than a short complex password.", U, "unstated_true")]),

    ("Vaultkeep Password Manager - Help centre", "Browser extension",
     "The Vaultkeep extension is available for Chrome, Edge, Firefox and Brave on Windows, macOS and Linux, and for Safari on macOS 13 or later. It is not available for Safari on iPhone or iPad; on those devices, use the Vaultkeep app with iOS AutoFill instead. The extension fills logins, credit cards and addresses, but it will not fill passwords on pages loaded over plain HTTP unless you turn on Allow insecure pages in Settings > Autofill. The extension locks after 15 minutes of inactivity by default; you can change this to anything between 1 minute and 8 hours.",
     "Does Vaultkeep work in Safari on my iPad and on my Mac running macOS 12?",
     [("The Safari extension won't work in either case: it isn't offered for Safari on iPad, and on a Mac it needs macOS 13 or later.", S, "applied"),
      ("For the iPad, the suggested route is the Vaultkeep app combined with iOS AutoFill.", S, "paraphrase"),
      ("Out of the box, the extension locks itself after a quarter of an hour without use.", S, "derived"),
      ("The extension runs in Chrome, Edge, Firefox and Brave on Windows, macOS and Linux, and it fills logins, cards and addresses.", S, "merge"),
      ("The extension will not fill passwords on pages loaded over HTTPS unless you turn on Allow insecure pages.", U, "conflict"),
      ("You can change the auto-lock time to anything between 1 minute and 24 hours.", U, "value"),
      ("Safari extensions for the Mac are normally installed through the Mac App Store.", U, "unstated_true"),
      ("A version of the extension for Opera is planned for later this year.", U, "invented")]),

    ("Vaultkeep Password Manager - Help centre", "Sharing items and plan limits",
     "On the Free plan you can store unlimited passwords on one device type (computer or mobile) and share individual items with up to 1 other person. Premium adds sync across all your devices, 1 GB of encrypted file storage and unlimited sharing. Family covers up to 6 members, each with their own private vault, plus shared vaults managed by the family organiser. When you share an item, the recipient gets a copy that updates when you edit it; if you stop sharing, their copy is removed from their vault. Recipients need their own Vaultkeep account, which can be on the Free plan.",
     "I'm on the Free plan - can I share my Netflix login with both my sisters?",
     [("On the Free plan an item can go to only one other person, so you couldn't share that login with both sisters.", S, "applied"),
      ("Whoever receives it needs their own Vaultkeep account, though a free one is enough.", S, "paraphrase"),
      ("Any edits you make to a shared login show up in the recipient's copy automatically.", S, "paraphrase"),
      ("Premium removes the sharing limit and also syncs your vault to every device you own.", S, "merge"),
      ("If you stop sharing, the recipient keeps their copy in their own vault.", U, "conflict"),
      ("Family covers up to 5 members, each with their own private vault.", U, "value"),
      ("Free users can unlock unlimited sharing for a single item with a one-off payment.", U, "invented"),
      ("Many streaming services restrict password sharing outside your household.", U, "unstated_true")]),

    # ------------------------------------------------------------ espresso machine
    ("Brunetta Duo 2 espresso machine - Care and cleaning", "Descaling",
     "Descale the Duo 2 when the DESCALE light comes on, or every 2 months if your water is hard. Use only Brunetta descaling liquid or a citric-acid-based descaler; vinegar can damage the seals and is not covered by the warranty. Empty the drip tray, fill the water tank with 500 ml of water mixed with one sachet of descaler, place a container of at least 1 litre under the group head and steam wand, then hold the Steam and 2-Cup buttons together for 5 seconds. The cycle takes about 25 minutes and pauses halfway so you can rinse and refill the tank with clean water.",
     "Can I descale my Duo 2 with white vinegar? That's what I used on my old machine.",
     [("Please don't use vinegar on the Duo 2: it can damage the seals, and that damage isn't covered by the warranty.", S, "applied"),
      ("A descaler based on citric acid is an acceptable alternative to Brunetta's own liquid.", S, "paraphrase"),
      ("The whole cycle takes a little under half an hour.", S, "derived"),
      ("To start it, press Steam and 2-Cup at the same time and keep both held for five seconds.", S, "paraphrase"),
      ("Descale the Duo 2 every 2 months, or when the DESCALE light comes on if your water is hard.", U, "conflict"),
      ("Fill the water tank with 750 ml of water mixed with one sachet of descaler.", U, "value"),
      ("You can order a year's supply of descaler sachets directly through the Brunetta app.", U, "invented"),
      ("Using filtered water can slow down how quickly limescale builds up.", U, "unstated_true")]),

    ("Brunetta Duo 2 espresso machine - Settings", "Brew temperature and shot volume",
     "The Duo 2 has three brew temperatures: Low (90°C), Medium (93°C, the default) and High (96°C). To change it, switch the machine to standby, hold the 1-Cup button for 3 seconds and press it again to cycle through the settings; the lights show 1, 2 or 3 bars. Lighter roasts usually taste best on High, darker roasts on Low. Shot volumes are pre-set to 30 ml for 1-Cup and 60 ml for 2-Cup. To reprogram a volume, hold the button while brewing and release it when the cup has the amount you want; the maximum is 120 ml.",
     "I've switched to a light roast and my shots taste sour. Should I change the temperature?",
     [("For a light roast, try switching to High, which brews at 96°C.", S, "applied"),
      ("Medium is three degrees hotter than Low and three degrees cooler than High.", S, "derived"),
      ("Unless you reprogram it, a double shot comes out at 60 ml.", S, "paraphrase"),
      ("To set your own shot size, keep the cup button pressed during brewing and let go once there's enough coffee, up to 120 ml.", S, "paraphrase"),
      ("Darker roasts usually taste best on High, lighter roasts on Low.", U, "conflict"),
      ("To change it, switch the machine to standby and hold the 1-Cup button for 5 seconds.", U, "value"),
      ("Sour espresso is often a sign of under-extraction, so grinding a little finer may also help.", U, "unstated_true"),
      ("You can also fine-tune the temperature in 1-degree steps from the Brunetta app.", U, "invented")]),

    ("Brunetta Duo 2 espresso machine - Safety and warranty", "Safety and warranty",
     "The steam wand and the metal parts around the group head get very hot during and after use; do not touch them until the machine has been off for at least 15 minutes. Never remove the portafilter while the pump is running. Do not run the machine with an empty water tank, as this can damage the pump; the Duo 2 stops automatically and the tank light flashes red when the water is low. The 2-year warranty covers household use only and is void if the machine is used commercially or repaired by anyone other than a Brunetta service centre.",
     "I want to use my Duo 2 in my small café. Is that okay under the warranty?",
     [("Using the Duo 2 in your café would void the warranty, since it only covers household use.", S, "applied"),
      ("Wait a quarter of an hour after switching off before touching the steam wand.", S, "derived"),
      ("When the water gets low, the machine halts on its own and the tank light blinks red.", S, "paraphrase"),
      ("As the manual puts it, repairs have to be done by a Brunetta service centre to keep the warranty valid.", S, "framed"),
      ("The warranty covers household and light commercial use, and is void if the machine is repaired outside a Brunetta service centre.", U, "conflict"),
      ("The 3-year warranty covers household use only.", U, "value"),
      ("Brunetta sells a separate commercial warranty for cafés and offices.", U, "invented"),
      ("Commercial espresso machines are built to pull far more shots per day than home models.", U, "unstated_true")]),
    # ------------------------------------------------------------ photo-editing app
    ("Lumaframe photo editor - In-app help", "Exporting photos",
     "Tap Export to save a copy of your edit; the original is never changed. You can export as JPEG, PNG or HEIC, at Original size, 2048 px on the long edge, or a custom size up to 8000 px. JPEG quality can be set from 50 to 100, with 85 as the default. Free accounts add a small Lumaframe watermark to the bottom-right corner of exports larger than 2048 px; Pro removes it. Location data is kept in exports unless you switch off Include location under Export options. RAW files can be edited but are always exported in one of the three formats above.",
     "If I export a 4000 px photo at full size on the free account, will there be a watermark?",
     [("Yes - since your export would be larger than 2048 px, the free account will put a small watermark in the bottom-right corner.", S, "applied"),
      ("Exporting always makes a copy, so the photo you started with stays untouched.", S, "paraphrase"),
      ("If you don't want your pictures to reveal where they were taken, turn off Include location in the export options.", S, "applied"),
      ("A RAW file can't be exported as RAW; it will come out as a JPEG, PNG or HEIC.", S, "paraphrase"),
      ("Free accounts add a small Lumaframe watermark to exports of 2048 px or smaller.", U, "conflict"),
      ("JPEG quality can be set from 50 to 100, with 90 as the default.", U, "value"),
      ("You can remove the watermark from a single export by watching a short ad.", U, "invented"),
      ("HEIC files are usually smaller than JPEGs of similar visual quality.", U, "unstated_true")]),

    ("Lumaframe photo editor - In-app help", "Device requirements",
     "Lumaframe runs on iPhone and iPad with iOS/iPadOS 16 or later, Android 11 or later with at least 4 GB of RAM, and Windows 10 or 11 (64-bit). There is no macOS desktop app, but Macs with Apple silicon can install the iPad version from the App Store. AI Erase and Sky Replace need a device with at least 6 GB of RAM and are unavailable on older iPads such as the 7th-generation iPad. Projects sync between devices only when you are signed in to the same Lumaframe account and Cloud Projects is switched on.",
     "My Android phone runs Android 13 with 4 GB of RAM. Can I use Lumaframe with AI Erase on it?",
     [("Your phone can run Lumaframe, but with 4 GB of RAM it falls short of what AI Erase requires.", S, "applied"),
      ("There's no dedicated Mac program, though Apple silicon Macs can run the iPad version.", S, "paraphrase"),
      ("AI Erase needs 2 GB more memory than the minimum for the Android app.", S, "derived"),
      ("To sync projects across devices, you must be signed in to the same account with Cloud Projects switched on.", S, "direct"),
      ("Projects sync between devices whenever you're signed in to the same Lumaframe account, even with Cloud Projects off.", U, "conflict"),
      ("Lumaframe runs on Android 10 or later with at least 4 GB of RAM.", U, "value"),
      ("Apple silicon Macs include models with the M1, M2 and M3 chips.", U, "unstated_true"),
      ("On phones with less memory, AI Erase switches to processing your image in the cloud.", U, "invented")]),

    ("Lumaframe photo editor - In-app help", "Edit history and restoring photos",
     "Every adjustment is saved in the History panel, and you can step back through up to 100 changes per photo. History is kept after you close the app, but it is cleared when you choose Flatten edits or export with Replace original switched on (iOS only). Deleted photos move to Recently Deleted inside Lumaframe for 30 days, after which they are removed permanently. Photos from your device's gallery that you edit in Lumaframe are not deleted from the gallery when you delete them in the app.",
     "I accidentally deleted an edited photo in Lumaframe yesterday. Can I get it back?",
     [("Yes - as you only deleted it yesterday, it should still be in Recently Deleted inside Lumaframe, where photos stay for 30 days.", S, "applied"),
      ("Removing a photo in Lumaframe doesn't remove it from your phone's gallery.", S, "paraphrase"),
      ("Closing the app doesn't wipe your edit history.", S, "paraphrase"),
      ("Anything in Recently Deleted is gone for good after about a month.", S, "derived"),
      ("History is cleared when you close the app, but it is kept when you choose Flatten edits.", U, "conflict"),
      ("You can step back through up to 50 changes per photo.", U, "value"),
      ("Photos removed from Recently Deleted can still be recovered by contacting Lumaframe support within 90 days.", U, "invented"),
      ("Your phone's own gallery app may also keep deleted pictures in a Recently Deleted album.", U, "unstated_true")]),

    # ------------------------------------------------------------ wifi router
    ("Nexalink AX3000 home router - Quick start guide", "Setting up your router",
     "Connect the yellow WAN port on the router to your modem or fibre box with the supplied Ethernet cable, then plug in the power adapter. Wait until the status light turns solid white, which takes about 3 minutes. Open the Nexalink app, tap Add Router and scan the QR code on the label underneath. The app will ask you to create a Wi-Fi name and password and an admin password; the Wi-Fi password must be at least 8 characters. If your internet provider uses PPPoE, have your username and password ready. A flashing orange light means the router cannot reach the internet; check the cable and restart your modem.",
     "I've plugged everything in and the light on my new router is flashing orange. What's wrong?",
     [("A flashing orange light means your router can't get online, so check the cable to your modem and restart the modem.", S, "applied"),
      ("After powering on, it takes around three minutes for the light to go steady white.", S, "paraphrase"),
      ("The QR code you need to scan is printed on the label on the bottom of the router.", S, "paraphrase"),
      ("Note that your Wi-Fi password needs to be eight characters or longer.", S, "framed"),
      ("The app will ask you to create a Wi-Fi name and password; the admin password is set automatically.", U, "conflict"),
      ("Wait until the status light turns solid white, which takes about 10 minutes.", U, "value"),
      ("If the light keeps flashing orange, hold the WPS button for 10 seconds to run an automatic line test.", U, "invented"),
      ("Some internet providers need a few minutes to recognise a new router after it's connected.", U, "unstated_true")]),

    ("Nexalink AX3000 home router - App help", "Guest network",
     "The guest network gives visitors internet access while keeping them away from your own devices, shared drives and the router settings. Turn it on in the app under Wi-Fi > Guest network. You can set it to switch off automatically after 2, 6 or 24 hours, or leave it on permanently. Up to 16 devices can join the guest network at once. Guest devices can't use the router's USB storage or see each other unless you turn on Allow guests to see each other. The guest network uses the 2.4 GHz and 5 GHz bands but not 6 GHz.",
     "I'm having 20 people over for a party. Can all their phones use the guest Wi-Fi?",
     [("Not all at the same time: the guest network accepts up to 16 devices at once, so it can't take all 20 phones together.", S, "applied"),
      ("You can set the guest network to turn itself off after a full day.", S, "derived"),
      ("People on the guest network can't reach your own devices or change the router's settings.", S, "paraphrase"),
      ("You'll find it under Wi-Fi > Guest network in the app, and it runs on the 2.4 GHz and 5 GHz bands.", S, "merge"),
      ("Guest devices can see each other unless you turn off Allow guests to see each other.", U, "conflict"),
      ("You can set it to switch off automatically after 2, 8 or 24 hours.", U, "value"),
      ("You can show a QR code in the app so guests can join without typing the password.", U, "invented"),
      ("6 GHz Wi-Fi only works with newer devices that support Wi-Fi 6E or Wi-Fi 7.", U, "unstated_true")]),

    ("Nexalink AX3000 home router - Troubleshooting", "Reset and firmware updates",
     "To restart the router, unplug it for 10 seconds; your settings are kept. A factory reset erases all settings, including your Wi-Fi name and password, guest network and parental control profiles, and restores the details printed on the label. To reset, press and hold the recessed RESET button with a paperclip for 8 seconds while the router is on, until the light flashes blue. Firmware updates install automatically between 2 am and 5 am when Auto-update is on; the router restarts once and the internet drops for about 2 minutes. A factory reset does not roll back firmware.",
     "Will a factory reset take my router back to the firmware it shipped with?",
     [("No - resetting won't roll back the firmware; it wipes your settings instead.", S, "framed"),
      ("After a reset, the Wi-Fi name and password go back to the ones printed on the label.", S, "paraphrase"),
      ("Automatic updates happen overnight, in a three-hour window starting at 2 am.", S, "derived"),
      ("Just unplugging the router for ten seconds restarts it without losing any of your settings.", S, "paraphrase"),
      ("Press and hold the RESET button for 8 seconds while the router is switched off.", U, "conflict"),
      ("During an automatic update the internet drops for about 10 minutes.", U, "value"),
      ("A factory reset erases your Wi-Fi name and password but keeps your parental control profiles.", U, "conflict"),
      ("You can save a backup of your settings in the app and restore it after a reset.", U, "invented")]),

    # ------------------------------------------------------------ robot vacuum
    ("Tidybot S6 robot vacuum - Getting started", "First run and mapping",
     "Place the charging dock against a wall on a hard, level floor, with 0.5 m of clear space on each side and 1.5 m in front. Charge the S6 fully before the first run, which takes about 4 hours. Start a Mapping Run from the Tidybot app; the robot explores without vacuuming and saves the map when it returns to the dock. Open all doors you want mapped and pick up cables, socks and small objects. The S6 can store maps for up to 4 floors; carry it to the new floor and start a new Mapping Run there. It cannot climb stairs.",
     "We have a two-storey house. Will the S6 map both floors and go up the stairs by itself?",
     [("It can store maps for both of your floors, but you'll have to carry it upstairs because it can't climb stairs.", S, "applied"),
      ("On the mapping run it only explores the rooms and doesn't clean.", S, "paraphrase"),
      ("The dock needs a metre and a half of clear floor in front of it.", S, "derived"),
      ("Give it a full charge before its first run, which takes around four hours.", S, "paraphrase"),
      ("The robot vacuums while it explores and saves the map when it returns to the dock.", U, "conflict"),
      ("Place the charging dock with 1 m of clear space on each side.", U, "value"),
      ("Each floor needs its own charging dock, which is sold separately.", U, "invented"),
      ("Very dark rugs can sometimes confuse a robot vacuum's drop sensors.", U, "unstated_true")]),

    ("Tidybot S6 robot vacuum - User manual", "Mopping",
     "To mop, fill the water tank with cold or lukewarm tap water, attach the mop pad and slide the tank into the back of the robot. Do not add cleaning products, vinegar or hot water above 40°C, as these can damage the tank. When the mop is attached, the S6 avoids carpets it has marked on the map; on unmapped carpets it lifts the mop by 7 mm. Water flow has three levels: Low, Medium and High. A full tank covers about 150 m² on Low. Remove the tank and empty it after every run to prevent odours.",
     "Can I put a bit of floor cleaner in the S6's water tank?",
     [("No, you shouldn't add floor cleaner - cleaning products can damage the tank.", S, "applied"),
      ("Empty the tank after each cleaning session so it doesn't start to smell.", S, "paraphrase"),
      ("With the mop fitted, the robot steers clear of carpets that are marked on its map.", S, "paraphrase"),
      ("On the Low water setting, a full tank covers about 150 m².", S, "direct"),
      ("On carpets it has marked on the map, the S6 lifts the mop by 7 mm.", U, "conflict"),
      ("A full tank covers about 250 m² on Low.", U, "value"),
      ("Tidybot sells an approved cleaning solution that is safe to use in the tank.", U, "invented"),
      ("Wet mopping is generally not recommended on unsealed wooden floors.", U, "unstated_true")]),

    ("Tidybot S6 robot vacuum - Troubleshooting", "Error codes",
     "E1 (wheel stuck): lift the robot, check the wheels for hair or threads and place it on a flat surface. E2 (side brush jammed): remove the brush with a screwdriver and clear tangled hair. E5 (cliff sensor): wipe the four sensors underneath with a dry cloth; the robot will also show E5 if it is on a very dark rug. E8 (battery temperature): move the robot to a room between 10°C and 35°C and wait 30 minutes. If an error returns more than 3 times in a day after following these steps, contact support; do not open the battery compartment, as this voids the warranty.",
     "My S6 keeps showing E5 in the living room, where we have a black rug. What should I do?",
     [("Your black rug could well be the cause, since a very dark rug can trigger the E5 cliff-sensor error.", S, "applied"),
      ("Clean the four sensors on the underside using a dry cloth.", S, "paraphrase"),
      ("If the same error comes back over three times in one day despite these fixes, get in touch with support.", S, "paraphrase"),
      ("For E8, let the robot sit in a room between 10 and 35 degrees for half an hour.", S, "derived"),
      ("Wipe the four sensors underneath with a damp cloth.", U, "conflict"),
      ("If an error returns more than 5 times in a day after following these steps, contact support.", U, "value"),
      ("You can add the rug to a no-go zone in the app so the robot skips it automatically.", U, "invented"),
      ("Cliff sensors use infrared light to detect drops such as stairs.", U, "unstated_true")]),

    # ------------------------------------------------------------ fitness watch
    ("Strideon Pulse 3 fitness watch - User manual", "Swimming and water resistance",
     "The Pulse 3 is rated 5 ATM, so you can wear it for pool swimming, showering and swimming in shallow open water. It is not suitable for diving, water skiing or saunas. Pool Swim counts lengths automatically for pool lengths between 17 and 100 metres; set your pool length before you start. Heart rate is measured underwater, but the touchscreen is locked during swims, so use the side button to pause or end the workout. Rinse the watch with fresh water after swimming in the sea or a chlorinated pool.",
     "Can I wear my Pulse 3 in the sauna after my swim?",
     [("No, the Pulse 3 isn't meant for saunas, so take it off before you go in.", S, "applied"),
      ("While you swim the screen won't respond to touch, so use the side button to pause or finish.", S, "paraphrase"),
      ("Rinse the watch with fresh water after swimming in the sea or a chlorinated pool.", S, "direct"),
      ("In a 25-metre pool, the watch can count your lengths for you once you've entered that pool length.", S, "applied"),
      ("Heart rate is not measured underwater, and the touchscreen is locked during swims.", U, "conflict"),
      ("Pool Swim counts lengths automatically for pool lengths between 20 and 100 metres.", U, "value"),
      ("A 5 ATM rating means the watch can withstand pressure equal to about 50 metres of water.", U, "unstated_true"),
      ("Open-water swims are tracked with GPS so you can see your route in the app.", U, "invented")]),

    ("Strideon Pulse 3 fitness watch - User manual", "Battery life",
     "In Smartwatch mode the Pulse 3 lasts up to 10 days with heart-rate tracking on and notifications enabled. Using the always-on display cuts this to about 4 days. In GPS workouts, battery life is up to 18 hours in Standard GPS and up to 9 hours in All-Systems GPS, which is more accurate near tall buildings. Music playback with GPS reduces battery to around 6 hours. Charging from 0 to 100% takes about 2 hours with the magnetic cable; the watch cannot be worn while charging.",
     "I'm running a marathon in a city with lots of tall buildings and expect to take about 5 hours. Which GPS mode should I use?",
     [("All-Systems GPS suits city running among tall buildings, and its roughly 9 hours of battery easily covers a 5-hour race.", S, "applied"),
      ("Standard GPS gives you twice as much workout time as All-Systems GPS.", S, "derived"),
      ("Keeping the display always on shortens smartwatch battery life to around four days.", S, "paraphrase"),
      ("A full recharge on the magnetic cable takes roughly two hours, and you can't wear the watch meanwhile.", S, "merge"),
      ("Standard GPS is the more accurate option near tall buildings.", U, "conflict"),
      ("In Smartwatch mode the Pulse 3 lasts up to 14 days with heart-rate tracking on.", U, "value"),
      ("A battery saver option extends All-Systems GPS to 15 hours.", U, "invented"),
      ("Cold weather can shorten a watch's battery life during outdoor workouts.", U, "unstated_true")]),

    ("Strideon Pulse 3 fitness watch - Help centre", "Phone compatibility",
     "The Pulse 3 pairs with phones running iOS 16 or later or Android 10 or later through the Strideon app. It can be paired with only one phone at a time; to switch phones, unpair it in the app first or reset the watch. Quick replies to messages work on Android only. Contactless payments with Strideon Pay are available in selected countries and need a supported bank card. The watch does not work with tablets, and it can't make or receive calls; incoming calls show a notification that you can decline from the watch.",
     "I have an iPhone. Can I answer texts and take calls on my Pulse 3?",
     [("With an iPhone you won't be able to send quick replies, since that feature is Android-only.", S, "applied"),
      ("Calls can't be taken on the watch itself, though you can reject an incoming call from it.", S, "paraphrase"),
      ("Your iPhone will need iOS 16 or newer to pair with the Pulse 3.", S, "applied"),
      ("It links to just one phone at a time, so unpair it in the app or reset the watch before moving to a new phone.", S, "paraphrase"),
      ("Quick replies to messages work on iOS only.", U, "conflict"),
      ("The Pulse 3 pairs with phones running Android 9 or later.", U, "value"),
      ("You can choose which apps send notifications from the Alerts menu in the Strideon app.", U, "invented"),
      ("Apple restricts how third-party watches can reply to iPhone messages.", U, "unstated_true")]),
    # ------------------------------------------------------------ video-call app
    ("Huddlr video calls - Help centre", "Plan limits",
     "On the Free plan, meetings with 3 or more participants end automatically after 40 minutes; one-to-one calls have no time limit. Free meetings can have up to 50 participants. Starter raises this to 150 participants and 24-hour meetings, and adds cloud recording with 5 GB of storage. Business allows 300 participants and includes live captions in 12 languages. Only the host's plan matters: if a Free user joins a Business meeting, the meeting has Business limits.",
     "I'm on the Free plan and want to host a 1-hour call with my 5 teammates. Will it get cut off?",
     [("Yes - with six of you in total, a meeting you host on Free will end automatically at the 40-minute mark.", S, "applied"),
      ("Calls between just two people on Free aren't time-limited.", S, "paraphrase"),
      ("If a teammate with a Business plan hosted instead, the meeting would follow Business limits even though you're on Free.", S, "applied"),
      ("Business allows twice as many participants as Starter.", S, "derived"),
      ("Starter raises this to 150 participants and 24-hour meetings, and adds live captions in 12 languages.", U, "conflict"),
      ("Free meetings can have up to 100 participants.", U, "value"),
      ("Free hosts can extend a meeting once by 10 minutes when the time-limit warning appears.", U, "invented"),
      ("Once a meeting is cut off, you can usually just start a new meeting link and carry on.", U, "unstated_true")]),

    ("Huddlr video calls - Help centre", "Recording meetings",
     "Only the host, or a participant the host has given permission, can record. Everyone in the meeting sees a red REC badge and hears an announcement when recording starts. Local recordings are saved on the recorder's computer and are available on the desktop app only; cloud recordings need a Starter or Business plan and are kept for 30 days before being deleted, unless the host downloads them. Recordings of breakout rooms capture only the room the recorder is in. Mobile users can't make local recordings.",
     "Can I make a local recording of a Huddlr meeting from my phone if the host lets me?",
     [("Even with the host's permission, you can't make a local recording from your phone, as local recording is desktop-only.", S, "applied"),
      ("When someone starts recording, every participant sees a red REC badge and hears an announcement.", S, "paraphrase"),
      ("Cloud recordings are removed after a month unless the host downloads a copy.", S, "derived"),
      ("If you record inside a breakout room, only that room ends up in the recording.", S, "paraphrase"),
      ("Cloud recordings are available on the Free plan and are kept for 30 days before being deleted.", U, "conflict"),
      ("Cloud recordings are kept for 60 days before being deleted, unless the host downloads them.", U, "value"),
      ("Participants can ask for their video to be blurred in recordings from the Privacy menu.", U, "invented"),
      ("In some countries you need everyone's consent before recording a call.", U, "unstated_true")]),

    ("Huddlr video calls - Help centre", "Fixing audio problems",
     "If others can't hear you, check that you are not muted (the microphone icon is red when muted) and that the correct microphone is selected under Settings > Audio > Input. Echo usually happens when two devices in the same room join the same meeting; leave the meeting on one device or mute its speaker. Turn on Background noise reduction (Low, Medium or High) to filter out keyboard and fan noise; High can make music sound choppy, so use Original sound for music lessons. On Windows, Huddlr needs microphone access in Privacy settings.",
     "I teach violin over Huddlr with noise reduction on High, and my students say the music sounds choppy. What should I change?",
     [("For your violin lessons, switch to Original sound, because the High noise reduction setting can make music choppy.", S, "applied"),
      ("A red microphone icon means you're muted.", S, "paraphrase"),
      ("Background noise reduction helps cut out distracting sounds around you, such as typing or a fan.", S, "generalise"),
      ("On a Windows PC, make sure Huddlr has been given microphone access in the Privacy settings.", S, "framed"),
      ("Low can make music sound choppy, so use Original sound for music lessons.", U, "conflict"),
      ("Check that the correct microphone is selected under Settings > Video > Input.", U, "value"),
      ("Huddlr's Music Mode raises audio quality to 48 kHz stereo for instrument teachers.", U, "invented"),
      ("Using a wired headset instead of laptop speakers can also help prevent echo.", U, "unstated_true")]),

    # ------------------------------------------------------------ cordless drill
    ("Torqmaster 18V drill/driver - Operating instructions", "Battery and charger",
     "The drill uses Torqmaster 18V batteries only; the 2.0 Ah pack charges in about 45 minutes and the 4.0 Ah pack in about 90 minutes with the included fast charger. The charger light glows red while charging, turns green when the battery is full and flashes red and green if the battery is too hot or too cold; it will start charging once the battery reaches between 4°C and 40°C. Store batteries at around 40% charge if you won't use them for more than a month. Do not use batteries from other brands, even with an adapter.",
     "Can I use my old 18V batteries from another brand with an adapter on the Torqmaster?",
     [("No - the drill takes Torqmaster 18V batteries only, and the manual says not to use other brands even with an adapter.", S, "framed"),
      ("The 4.0 Ah pack takes twice as long to charge as the 2.0 Ah pack.", S, "derived"),
      ("If the charger light alternates between red and green, the battery is too hot or cold, and charging will begin once it's between 4 and 40°C.", S, "paraphrase"),
      ("If you're putting the drill away for longer than a month, leave the batteries at about 40% charge.", S, "paraphrase"),
      ("The charger light glows green while charging and turns red when the battery is full.", U, "conflict"),
      ("The 2.0 Ah pack charges in about 30 minutes with the included fast charger.", U, "value"),
      ("Torqmaster sells an official adapter for batteries from other 18V brands.", U, "invented"),
      ("Higher-capacity batteries let you work longer between charges.", U, "unstated_true")]),

    ("Torqmaster 18V drill/driver - Operating instructions", "Clutch and speed",
     "The torque clutch has 20 settings plus a drill setting. Use low numbers (1-5) for small screws in soft materials and higher numbers for larger screws; the clutch slips and clicks when the set torque is reached, protecting the screw head. The drill setting gives full torque and should be used for drilling holes, not for driving screws. The two-speed gearbox has speed 1 (0-450 rpm) for screwdriving and speed 2 (0-1,800 rpm) for drilling. Only change gear when the motor has fully stopped. The drill is not a hammer drill and cannot drill into concrete.",
     "Can I use my Torqmaster to drill into the concrete wall in my garage?",
     [("Unfortunately not - it isn't a hammer drill, so it can't drill into concrete.", S, "framed"),
      ("Wait until the motor has come to a complete stop before you switch gears.", S, "paraphrase"),
      ("At top speed, speed 2 spins four times faster than speed 1.", S, "derived"),
      ("Once the torque you've set is reached, the clutch slips with a clicking sound so the screw head isn't damaged.", S, "paraphrase"),
      ("The drill setting gives full torque and can be used both for drilling holes and for driving screws.", U, "conflict"),
      ("The torque clutch has 24 settings plus a drill setting.", U, "value"),
      ("A masonry conversion kit lets the drill work on brick and concrete.", U, "invented"),
      ("Carbide-tipped masonry bits are designed for drilling into concrete and brick.", U, "unstated_true")]),

    ("Torqmaster 18V drill/driver - Warranty information", "Warranty",
     "Your Torqmaster drill has a 3-year warranty from the date of purchase, extended to 5 years if you register it online within 30 days. Batteries and chargers are covered for 2 years whether or not you register. The warranty covers faults in materials and workmanship; it does not cover worn carbon brushes, chuck jaws damaged by misuse, or tools used with non-Torqmaster batteries. Keep your receipt as proof of purchase. To claim, return the drill to the store where you bought it or send it to an authorised service centre.",
     "I bought my drill 2 months ago and never registered it. How long is my warranty?",
     [("As more than 30 days have passed, the 5-year extension is no longer open to you, so your drill has the standard 3-year warranty.", S, "applied"),
      ("Your batteries and charger get two years of cover even without registering.", S, "paraphrase"),
      ("Registering in time adds two extra years to the drill's warranty.", S, "derived"),
      ("You can make a claim at the shop you bought it from or through an authorised service centre.", S, "paraphrase"),
      ("Batteries and chargers are covered for 2 years only if you register.", U, "conflict"),
      ("The warranty is extended to 5 years if you register it online within 60 days.", U, "value"),
      ("You can still get the 5-year extension after 30 days by paying a small registration fee.", U, "invented"),
      ("Carbon brushes wear down with normal use and are usually cheap to replace.", U, "unstated_true")]),

    # ------------------------------------------------------------ baby monitor
    ("Nestwatch Duo baby monitor - User manual", "Range and placement",
     "The parent unit and baby camera connect directly, without Wi-Fi, and have a range of up to 300 m in open space or about 50 m indoors, depending on walls and floors. Place the camera at least 1 m away from the cot and make sure all cables are out of the baby's reach. Do not put the camera inside the cot or on a cot rail. If the connection is lost, the parent unit beeps every 30 seconds and shows OUT OF RANGE. Up to 4 cameras can be paired with one parent unit.",
     "Can I clip the camera onto the cot rail so it's close to my baby?",
     [("No - the camera shouldn't go on the cot rail; keep it at least a metre away from the cot.", S, "applied"),
      ("Because the two units link to each other directly, you don't need a Wi-Fi network.", S, "paraphrase"),
      ("If the link drops, the parent unit beeps twice a minute and displays OUT OF RANGE.", S, "derived"),
      ("One parent unit can work with as many as four cameras, and indoors the range is around 50 metres.", S, "merge"),
      ("Place the camera at least 1 m away from the cot, or inside the cot if the cables are out of reach.", U, "conflict"),
      ("The range is up to 300 m in open space or about 100 m indoors.", U, "value"),
      ("A Nestwatch range extender can be plugged in halfway between the units to boost the signal.", U, "invented"),
      ("Microwave ovens can interfere with wireless devices that use the 2.4 GHz band.", U, "unstated_true")]),

    ("Nestwatch Duo baby monitor - User manual", "Sound and temperature alerts",
     "The camera measures room temperature and shows it on the parent unit. You can set an alert for when the room is below or above a range you choose, between 14°C and 30°C; the default range is 16-22°C. Sound sensitivity has 5 levels. In VOX mode the parent unit screen turns off to save battery and wakes when sound goes above the chosen level. The temperature reading is for guidance only and should not replace a room thermometer. The monitor does not track breathing or movement.",
     "Will the Nestwatch Duo alert me if my baby stops breathing?",
     [("No, it doesn't monitor breathing or movement, so it can't warn you if your baby stops breathing.", S, "applied"),
      ("Out of the box, the temperature alert range is 16 to 22 degrees.", S, "paraphrase"),
      ("In VOX mode the screen stays dark until noise passes the level you've picked.", S, "paraphrase"),
      ("The manual says the temperature shown is only a guide and isn't a substitute for a proper room thermometer.", S, "framed"),
      ("In VOX mode the parent unit screen stays on and wakes when sound goes above the chosen level.", U, "conflict"),
      ("You can set the alert range anywhere between 10°C and 30°C.", U, "value"),
      ("Breathing monitoring can be added with the Nestwatch Sensor Pad, sold separately.", U, "invented"),
      ("Safe-sleep advice usually suggests keeping a baby's room at around 16-20°C.", U, "unstated_true")]),

    ("Nestwatch Duo baby monitor - Troubleshooting", "Parent unit battery and reset",
     "The parent unit's built-in battery lasts up to 12 hours with the screen on, or up to 20 hours in VOX mode. When the battery falls below 10%, a low-battery warning sounds once a minute. Charge it with the supplied 5V adapter only. If the parent unit freezes, press and hold the power button for 15 seconds to restart; this keeps your paired cameras and settings. A factory reset (Menu > Settings > Reset) unpairs all cameras and restores the default alert settings. The battery is covered by the 1-year warranty; the rest of the monitor is covered for 2 years.",
     "My parent unit froze overnight. If I restart it, will I have to pair the camera again?",
     [("No - holding the power button for 15 seconds restarts it and keeps your paired camera and settings.", S, "framed"),
      ("A factory reset, on the other hand, unlinks every camera, so after one you'd need to pair them again.", S, "paraphrase"),
      ("VOX mode gives you 8 more hours of battery than keeping the screen on.", S, "derived"),
      ("The battery is covered for one year, while the rest of the monitor gets two years of cover.", S, "merge"),
      ("A factory reset unpairs all cameras but keeps your custom alert settings.", U, "conflict"),
      ("When the battery falls below 20%, a low-battery warning sounds once a minute.", U, "value"),
      ("Freezing is usually fixed by installing the latest firmware from the Nestwatch website.", U, "invented"),
      ("Rechargeable batteries gradually lose capacity over a couple of years of use.", U, "unstated_true")]),

    # ------------------------------------------------------------ language-learning app
    ("Parlo language learning - In-app help", "Streaks and Streak Freeze",
     "Your streak grows by one for each day you complete at least one lesson or review before midnight in your phone's time zone. Each Streak Freeze protects your streak for one missed day and is used automatically. Free users can hold 1 Streak Freeze at a time and earn one by finishing a 7-day streak; Parlo Plus members can hold up to 3 and get one each week. Changing your phone's time zone to gain extra time does not work: streaks are checked against the time zone you had when the day began.",
     "I'm on the free plan and I'm going to miss 2 days while travelling. Will a Streak Freeze cover me?",
     [("As a free user you can only hold one Streak Freeze at a time, so it would cover just one of your two missed days.", S, "applied"),
      ("A Streak Freeze kicks in by itself when you miss a day.", S, "paraphrase"),
      ("To keep your streak going, finish at least one lesson or review before midnight in your phone's time zone.", S, "direct"),
      ("Plus members can stockpile three times as many Streak Freezes as free users.", S, "derived"),
      ("Free users can hold 1 Streak Freeze at a time and get one each week.", U, "conflict"),
      ("Free users earn a Streak Freeze by finishing a 10-day streak.", U, "value"),
      ("You can buy extra Streak Freezes with gems earned from lessons.", U, "invented"),
      ("Short daily practice tends to help language retention more than occasional long sessions.", U, "unstated_true")]),

    ("Parlo language learning - In-app help", "Learning offline",
     "Parlo Plus members can download up to 10 units per course for offline use; free users cannot download lessons. Downloaded lessons include listening and reading exercises, but speaking exercises are skipped offline because speech recognition needs an internet connection. Progress made offline syncs the next time you connect, as long as you sign in on the same account within 30 days. Downloads are stored on the device only and are removed if you sign out or uninstall the app.",
     "I'm a Plus member. If I download lessons for a flight, can I practise speaking offline?",
     [("You can do the listening and reading exercises on the plane, but speaking exercises will be skipped because they need an internet connection.", S, "applied"),
      ("Signing out or deleting the app will wipe your downloaded lessons.", S, "paraphrase"),
      ("As a Plus member you can save as many as ten units of each course to your device.", S, "applied"),
      ("Your offline progress will sync if you reconnect on the same account within about a month.", S, "derived"),
      ("Free users can download lessons too, but speaking exercises are skipped offline.", U, "conflict"),
      ("Parlo Plus members can download up to 5 units per course for offline use.", U, "value"),
      ("Downloaded lessons can be moved to an SD card from Settings > Storage.", U, "invented"),
      ("Many airlines now offer in-flight Wi-Fi, though it can be slow or unavailable.", U, "unstated_true")]),

    ("Parlo language learning - Help centre", "Resetting a course and cancelling Plus",
     "Resetting a course (Profile > Courses > Reset) deletes all progress and XP for that course only; your other courses and your daily streak are not affected. This cannot be undone. To cancel Parlo Plus, use the store you subscribed through: the App Store, Google Play or parlo.app if you paid on the web. After cancelling, Plus features stay active until the end of the billing period. Parlo gives refunds only for web purchases made in the last 14 days; App Store and Google Play refunds are handled by those stores.",
     "I subscribed to Plus through Google Play 5 days ago. Can Parlo refund me?",
     [("Since you paid through Google Play, the refund is handled by Google Play rather than by Parlo.", S, "applied"),
      ("When you cancel, you keep Plus features until your current billing period ends.", S, "paraphrase"),
      ("Your subscription has to be cancelled through whichever store you originally signed up with.", S, "generalise"),
      ("Parlo's own refund window for web purchases is two weeks.", S, "derived"),
      ("Parlo gives refunds for any purchase made in the last 14 days, including those through Google Play.", U, "conflict"),
      ("Parlo gives refunds only for web purchases made in the last 30 days.", U, "value"),
      ("You'll get an email reminder three days before each renewal.", U, "invented"),
      ("Google Play usually lets you request a refund from your order history.", U, "unstated_true")]),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, f"{NAME}.jsonl")
    assert len(GROUPS) == N_GROUPS, (len(GROUPS), N_GROUPS)
    rows, seen = [], set()
    for i, (title, heading, text, question, claims) in enumerate(GROUPS, 1):
        group = f"{NAME}-{i}"
        n = len(text.split())
        assert 50 <= n <= 130, (group, n)
        assert len(claims) == 8, group
        assert sum(1 for c in claims if c[1] == S) == 4, group
        assert sum(1 for c in claims if c[1] == U) == 4, group
        types = [c[2] for c in claims]
        assert any(t in ("conflict", "inverted", "wrong_field") for t in types), group
        assert any(t in ("unstated_true", "invented") for t in types), group
        for claim, label, typ in claims:
            assert label in (S, U), (group, claim)
            assert (typ in SUP) if label == S else (typ in UNS), (group, claim, typ)
            w = len(claim.split())
            assert 6 <= w <= 40, (group, claim, w)
            assert claim not in seen, ("duplicate", claim)
            seen.add(claim)
            rows.append({"group": group, "question": question,
                         "passage": f"{heading}: {text}", "kind": "document",
                         "title": title, "claim": claim, "label": label, "type": typ})
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # re-read and check
    with open(out, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert len(back) == N_GROUPS * 8
    assert len({r["group"] for r in back}) == N_GROUPS
    assert len({r["claim"] for r in back}) == len(back)
    for r in back:
        if r["kind"] == "tool" and not r["passage"].lstrip().startswith("|"):
            json.loads(r["passage"])
    counts = Counter((r["label"], r["type"]) for r in back)
    print(f"wrote {len(back)} rows, {N_GROUPS} groups -> {out}")
    for (label, typ), c in sorted(counts.items()):
        print(f"  label={label} {typ:14s} {c}")


if __name__ == "__main__":
    main()
