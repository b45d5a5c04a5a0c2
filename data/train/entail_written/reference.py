"""Hand-written entailment training data: neutral encyclopedia-style reference
passages on real-world topics. Unsupported claims are often TRUE real-world facts
that the passage does not state (unstated_true), to teach the critic to judge
against the passage, not world knowledge.
label 0 = supported, 1 = unsupported.
Run: /work/main/.venv/bin/python data/train/entail_written/reference.py -> writes reference.jsonl
"""
import json
import os
from collections import Counter

NAME = "reference"
N_GROUPS = 36
S = 0  # supported
U = 1  # unsupported

G = []


def grp(title, text, question, claims):
    G.append((title, text, question, claims))

# ------------------------------------------------------------------ 1-12
grp("Great Fire of London",
    "The Great Fire of London swept through the central parts of the city from Sunday 2 September to Thursday 6 September 1666. It began shortly after midnight in a bakery on Pudding Lane belonging to Thomas Farriner. Fanned by a strong easterly wind, the fire destroyed around 13,200 houses and 87 parish churches, as well as the old St Paul's Cathedral. The recorded death toll was small, although historians believe many deaths went unrecorded. Rebuilding took decades, and Christopher Wren designed the new St Paul's Cathedral along with many of the city's churches.",
    "How long did the Great Fire of London last and where did it start?",
    [("The fire burned for about five days, from a Sunday to the following Thursday.", S, "derived"),
     ("It started just after midnight in Thomas Farriner's bakery on Pudding Lane.", S, "direct"),
     ("A strong wind blowing from the east helped the flames spread across the city.", S, "paraphrase"),
     ("Christopher Wren designed the replacement St Paul's Cathedral as part of a rebuilding effort that lasted decades.", S, "merge"),
     ("The Monument, a tall stone column near Pudding Lane, was later built to commemorate the fire.", U, "unstated_true"),
     ("It began shortly after midnight in a bakery on Pudding Lane belonging to Christopher Wren.", U, "conflict"),
     ("Fanned by a strong westerly wind, the fire destroyed around 13,200 houses and 87 parish churches.", U, "conflict"),
     ("The fire swept through the central parts of the city from 2 to 6 September 1667.", U, "value")])

grp("Mount Kilimanjaro",
    "Mount Kilimanjaro is a dormant volcano in north-eastern Tanzania, close to the border with Kenya. Its summit, Uhuru Peak on the Kibo cone, rises to about 5,895 metres above sea level, making it the highest mountain in Africa. The mountain has three volcanic cones: Kibo, Mawenzi and Shira. Climbers pass through several distinct ecological zones on the way up, from cultivated farmland and rainforest to alpine desert and the arctic summit. The glaciers near the summit have shrunk sharply over the past century.",
    "Is Kilimanjaro the tallest mountain in Africa, and what country is it in?",
    [("Yes - at roughly 5,895 m, Uhuru Peak makes Kilimanjaro the highest mountain in Africa.", S, "framed"),
     ("You'll find it in the north-east of Tanzania, not far from the Kenyan border.", S, "paraphrase"),
     ("Its top stands nearly 5.9 kilometres above sea level.", S, "derived"),
     ("Kilimanjaro is a dormant volcano made up of three cones: Kibo, Mawenzi and Shira.", S, "merge"),
     ("The first recorded ascent of the summit was made in 1889 by Hans Meyer and Ludwig Purtscheller.", U, "unstated_true"),
     ("Its summit, Uhuru Peak on the Mawenzi cone, rises to about 5,895 metres above sea level.", U, "conflict"),
     ("Mount Kilimanjaro is an active volcano in north-eastern Tanzania, close to the border with Kenya.", U, "conflict"),
     ("Uhuru Peak rises to about 5,985 metres, making Kilimanjaro the highest mountain in Africa.", U, "value")])

grp("Photosynthesis",
    "Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy. In plants it takes place mainly in the chloroplasts of leaf cells, where the pigment chlorophyll absorbs light. During the light-dependent reactions, water molecules are split and oxygen is released as a by-product. The energy captured is then used in the Calvin cycle to fix carbon dioxide into sugars. Overall, the process takes in carbon dioxide and water and produces glucose and oxygen.",
    "Where does the oxygen from photosynthesis come from?",
    [("The oxygen is released as a by-product when water molecules are split during the light-dependent reactions.", S, "direct"),
     ("Plants take in CO2 and water and turn them into glucose, giving off oxygen along the way.", S, "paraphrase"),
     ("It isn't only plants that photosynthesise - algae and certain bacteria do it too.", S, "paraphrase"),
     ("In plants, most of this happens inside structures in leaf cells that contain a light-absorbing pigment.", S, "generalise"),
     ("The Calvin cycle depends on the enzyme RuBisCO, often described as the most abundant protein on Earth.", U, "unstated_true"),
     ("Chlorophyll absorbs mostly red and blue light and reflects green, which is why leaves look green.", U, "unstated_true"),
     ("During the Calvin cycle, water molecules are split and oxygen is released as a by-product.", U, "conflict"),
     ("The oxygen plants give off comes from the carbon dioxide they take in.", U, "conflict")])

grp("Jupiter",
    "Jupiter is the fifth planet from the Sun and the largest in the Solar System, with a mass more than twice that of all the other planets combined. It is a gas giant composed mainly of hydrogen and helium. Its most famous feature, the Great Red Spot, is a giant storm that has been observed since at least the 19th century. Jupiter completes one orbit of the Sun roughly every 12 years, but it rotates faster than any other planet, with a day lasting just under 10 hours. In 1610 Galileo Galilei discovered its four largest moons.",
    "How long is a day on Jupiter?",
    [("A day on Jupiter is a little shy of 10 hours - no other planet spins as quickly.", S, "paraphrase"),
     ("Jupiter takes about a dozen years to go once around the Sun.", S, "derived"),
     ("Galileo discovered Jupiter's four largest moons in 1610.", S, "direct"),
     ("Jupiter outweighs all the other planets put together by more than a factor of two.", S, "paraphrase"),
     ("Jupiter has dozens of known moons, and one of them, Ganymede, is the largest moon in the Solar System.", U, "unstated_true"),
     ("Jupiter is the fifth planet from the Sun and the second largest in the Solar System.", U, "conflict"),
     ("Jupiter rotates more slowly than any other planet, with a day lasting just under 10 hours.", U, "conflict"),
     ("In 1612 Galileo Galilei discovered Jupiter's four largest moons.", U, "value")])

grp("Periodic table",
    "The periodic table arranges the chemical elements in rows, called periods, and columns, called groups. Russian chemist Dmitri Mendeleev published an influential version in 1869, ordering the elements by atomic weight and leaving gaps for elements he predicted had not yet been discovered. Several of those predictions, such as gallium and germanium, were confirmed within two decades. In 1913 Henry Moseley showed that atomic number, not atomic weight, is the better basis for ordering the elements. Elements in the same group tend to have similar chemical properties.",
    "Who came up with the periodic table?",
    [("The Russian chemist Dmitri Mendeleev published an influential version of it in 1869.", S, "direct"),
     ("Gallium and germanium were among the elements Mendeleev foresaw before they were actually found.", S, "paraphrase"),
     ("Elements sitting in the same column generally behave alike chemically.", S, "paraphrase"),
     ("Moseley's work on atomic number came 44 years after Mendeleev's table appeared.", S, "derived"),
     ("The synthetic element mendelevium, number 101, was later named in Mendeleev's honour.", U, "unstated_true"),
     ("Mendeleev ordered the elements by atomic number and left gaps for elements not yet discovered.", U, "conflict"),
     ("The periodic table arranges the elements in rows, called groups, and columns, called periods.", U, "conflict"),
     ("Russian chemist Dmitri Mendeleev published an influential version of the table in 1896.", U, "value")])

grp("Marie Curie",
    "Marie Sklodowska Curie was a Polish-born physicist and chemist who carried out pioneering research on radioactivity in France. Together with her husband Pierre Curie, she discovered the elements polonium and radium in 1898. She shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel, and in 1911 she received the Nobel Prize in Chemistry on her own. She was the first woman to win a Nobel Prize and remains the only person to have won Nobel Prizes in two different sciences. She died in 1934 from aplastic anaemia, likely caused by her long exposure to radiation.",
    "How many Nobel Prizes did Marie Curie win?",
    [("She won two Nobel Prizes: physics in 1903 and chemistry in 1911.", S, "merge"),
     ("Her 1911 chemistry prize was hers alone, whereas the physics prize eight years earlier was shared.", S, "derived"),
     ("Nobody else has won Nobels in two separate scientific fields.", S, "paraphrase"),
     ("According to the article, she and Pierre discovered both polonium and radium in 1898.", S, "framed"),
     ("She named polonium after her native country, Poland.", U, "unstated_true"),
     ("She shared the 1911 Nobel Prize in Chemistry with Pierre Curie and Henri Becquerel.", U, "conflict"),
     ("Together with Henri Becquerel, she discovered the elements polonium and radium in 1898.", U, "conflict"),
     ("She died in 1943 from aplastic anaemia, likely caused by long exposure to radiation.", U, "value")])

grp("Marathon",
    "The marathon is a long-distance running race over 42.195 kilometres. The event takes its name from the legend of a Greek messenger who ran from the battlefield of Marathon to Athens to announce a victory over the Persians. A marathon was held at the first modern Olympic Games in Athens in 1896, where it was won by the Greek runner Spyridon Louis. The distance varied in early years and was only standardised in 1921, based on the course used at the 1908 London Olympics. A women's marathon was not added to the Olympic programme until 1984.",
    "Why is a marathon 42.195 km?",
    [("That official length comes from the course used at the 1908 Olympics in London.", S, "paraphrase"),
     ("Although it was based on a 1908 course, the distance didn't become the standard until 13 years later.", S, "derived"),
     ("Spyridon Louis, a Greek runner, won the marathon at the 1896 Athens Olympics.", S, "direct"),
     ("Women had to wait until 1984 for their own Olympic marathon.", S, "paraphrase"),
     ("The 1908 route was reportedly set so the race could start at Windsor Castle and finish in front of the royal box.", U, "unstated_true"),
     ("The distance was standardised in 1908, based on the course used at the 1921 London Olympics.", U, "conflict"),
     ("The name comes from the legend of a Greek messenger who ran from Athens to the battlefield of Marathon.", U, "conflict"),
     ("A women's marathon was not added to the Olympic programme until 1988.", U, "value")])

grp("Ludwig van Beethoven",
    "Ludwig van Beethoven was a German composer and pianist, born in Bonn in 1770. He moved to Vienna in his early twenties and studied briefly with Joseph Haydn. His output includes nine symphonies, five piano concertos, one opera, Fidelio, and 32 piano sonatas. From his late twenties he suffered increasing hearing loss, and by the last decade of his life he was almost completely deaf. Despite this, he continued to compose, completing his Ninth Symphony in 1824. He died in Vienna in 1827.",
    "Was Beethoven deaf when he wrote the Ninth Symphony?",
    [("Yes - he finished the Ninth in 1824, within the last decade of his life, by which time he was almost completely deaf.", S, "derived"),
     ("In the opera genre, Beethoven completed just one work, Fidelio.", S, "paraphrase"),
     ("After settling in Vienna, he was taught for a short time by Haydn.", S, "paraphrase"),
     ("His hearing started to deteriorate in his late twenties.", S, "paraphrase"),
     ("The Ninth Symphony's final movement sets Schiller's poem 'Ode to Joy' for soloists and chorus.", U, "unstated_true"),
     ("His output includes five symphonies, nine piano concertos, one opera and 32 piano sonatas.", U, "conflict"),
     ("He was born in Vienna in 1770 and died in Bonn in 1827.", U, "conflict"),
     ("Despite his deafness, he continued to compose, completing his Ninth Symphony in 1822.", U, "value")])

grp("Eiffel Tower",
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. It was built between 1887 and 1889 as the entrance arch to the 1889 World's Fair, which marked the centenary of the French Revolution. The structure was designed and built by Gustave Eiffel's engineering company, although the initial design is credited to two of his engineers, Maurice Koechlin and Emile Nouguier. At 300 metres tall on completion, it was the tallest man-made structure in the world until the Chrysler Building in New York was finished in 1930. It was originally intended to stand for only 20 years.",
    "Why was the Eiffel Tower built?",
    [("It was put up as the entrance arch for the 1889 World's Fair, held to mark 100 years since the French Revolution.", S, "paraphrase"),
     ("For roughly four decades, nothing built by humans was taller.", S, "derived"),
     ("The tower was only meant to last two decades.", S, "derived"),
     ("Koechlin and Nouguier, two engineers at Eiffel's firm, are credited with the original design.", S, "paraphrase"),
     ("The tower was controversial at first, and many prominent artists signed a petition protesting against its construction.", U, "unstated_true"),
     ("The initial design is credited to Gustave Eiffel himself, with Koechlin and Nouguier overseeing construction.", U, "conflict"),
     ("The tower was originally intended to stand permanently as a monument to the French Revolution.", U, "conflict"),
     ("It was the tallest man-made structure in the world until the Empire State Building was finished in 1930.", U, "value")])

grp("Adam Smith",
    "Adam Smith was a Scottish economist and moral philosopher, often described as the father of modern economics. His best-known work, An Inquiry into the Nature and Causes of the Wealth of Nations, was published in 1776. In it he argued that the division of labour greatly increases productivity, illustrating the point with the example of a pin factory. He also used the metaphor of an 'invisible hand' to describe how individuals pursuing their own interest can unintentionally benefit society. His earlier book, The Theory of Moral Sentiments, appeared in 1759.",
    "What is Adam Smith's invisible hand?",
    [("It's his image for how people acting in their own self-interest can end up benefiting society without meaning to.", S, "paraphrase"),
     ("The Wealth of Nations came out 17 years after The Theory of Moral Sentiments.", S, "derived"),
     ("Smith used a pin factory to show how splitting work into specialised tasks boosts output.", S, "paraphrase"),
     ("According to the passage, Smith is frequently called the father of modern economics.", S, "framed"),
     ("The Wealth of Nations was published in the same year as the American Declaration of Independence.", U, "unstated_true"),
     ("His earlier book, The Wealth of Nations, appeared in 1759.", U, "conflict"),
     ("In it he argued that the division of labour greatly reduces productivity, using the example of a pin factory.", U, "conflict"),
     ("His best-known work, The Wealth of Nations, was published in 1767.", U, "value")])

grp("Penicillin",
    "Penicillin was discovered in 1928 by the Scottish bacteriologist Alexander Fleming at St Mary's Hospital in London. Fleming noticed that a mould, later identified as Penicillium, had contaminated one of his culture plates and killed the surrounding Staphylococcus bacteria. He was unable to purify the active substance in useful quantities, and the discovery attracted little attention for about a decade. At the University of Oxford, Howard Florey and Ernst Chain developed methods to purify and produce the drug, and it was first mass-produced during the Second World War. Fleming, Florey and Chain shared the 1945 Nobel Prize in Physiology or Medicine.",
    "Did Alexander Fleming turn penicillin into a usable medicine?",
    [("Not on his own - Fleming couldn't purify it in useful amounts, and it was Florey and Chain at Oxford who worked out how.", S, "framed"),
     ("The three men received a shared Nobel Prize 17 years after the discovery.", S, "derived"),
     ("Penicillin was first produced on a mass scale during the Second World War.", S, "direct"),
     ("Fleming saw that mould contaminating a plate had wiped out the Staphylococcus growing around it.", S, "paraphrase"),
     ("The first patient treated with purified penicillin was an Oxford police constable, Albert Alexander, in 1941.", U, "unstated_true"),
     ("At the University of Oxford, Alexander Fleming and Ernst Chain developed methods to purify and produce the drug.", U, "conflict"),
     ("The discovery attracted wide attention straight away, even though Fleming was unable to purify the substance.", U, "conflict"),
     ("Fleming, Florey and Chain shared the 1954 Nobel Prize in Physiology or Medicine.", U, "value")])

grp("Printing press",
    "Johannes Gutenberg, a goldsmith from Mainz, introduced printing with movable metal type to Europe around 1440. His system combined a hand mould for casting type, an oil-based ink and a wooden press adapted from those used to make wine and olive oil. The most famous product of his workshop is the Gutenberg Bible, printed in Latin in the mid-1450s. Around 180 copies are thought to have been printed, and about 49 survive, some of them incomplete. The technology spread rapidly, and by 1500 presses were operating in more than 200 European towns and cities.",
    "Did Gutenberg invent printing?",
    [("What he did was bring printing with movable metal type to Europe, around 1440.", S, "framed"),
     ("Fewer than a third of the roughly 180 Gutenberg Bibles are believed to survive.", S, "derived"),
     ("His press was a wooden one adapted from the kind used to press grapes and olives.", S, "paraphrase"),
     ("Gutenberg himself was a goldsmith who came from the city of Mainz.", S, "direct"),
     ("Movable type had already been invented in China centuries earlier, by Bi Sheng in the 11th century.", U, "unstated_true"),
     ("The Gutenberg Bible, the most famous product of his workshop, was printed in German in the mid-1450s.", U, "value"),
     ("Around 49 copies of the Gutenberg Bible are thought to have been printed, and all of them survive.", U, "conflict"),
     ("The technology spread slowly, and by 1500 presses were operating in fewer than 200 European towns.", U, "conflict")])

# ------------------------------------------------------------------ 13-24
grp("Amazon River",
    "The Amazon River in South America carries more water than any other river in the world, accounting for roughly a fifth of all the fresh water that rivers discharge into the oceans. It flows eastward across northern South America, mostly through Brazil, and empties into the Atlantic Ocean. Its drainage basin covers about 7 million square kilometres, the largest of any river. The river is usually considered the second longest in the world after the Nile, although some researchers argue that it is longer. No bridges cross the main stem of the Amazon.",
    "Is the Amazon the longest river in the world?",
    [("Usually not - it's generally ranked second to the Nile, though some researchers think the Amazon is actually longer.", S, "framed"),
     ("About 20 per cent of the fresh water that rivers pour into the oceans comes from the Amazon.", S, "derived"),
     ("There's no bridge anywhere across the Amazon's main channel.", S, "paraphrase"),
     ("Its drainage basin, about 7 million square kilometres, is the largest of any river.", S, "direct"),
     ("The Amazon's source is generally traced to the Andes mountains of southern Peru.", U, "unstated_true"),
     ("It flows westward across northern South America, mostly through Brazil, and empties into the Pacific Ocean.", U, "conflict"),
     ("The Amazon carries the second largest volume of water of any river, after the Nile.", U, "conflict"),
     ("It accounts for roughly a third of all the fresh water that rivers discharge into the oceans.", U, "value")])

grp("Tardigrades",
    "Tardigrades, also known as water bears or moss piglets, are microscopic invertebrates with eight legs. Most species are between 0.3 and 0.5 millimetres long. They live in a wide range of habitats, from mountaintops to the deep sea, but are most commonly found in the thin film of water on mosses and lichens. When their surroundings dry out, many species enter a state called cryptobiosis, in which they lose almost all their body water and their metabolism nearly stops. In this state they can survive extreme temperatures, high radiation and even exposure to outer space.",
    "How do tardigrades survive when things dry out?",
    [("They go into cryptobiosis, shedding nearly all the water in their bodies while their metabolism almost shuts down.", S, "paraphrase"),
     ("Most species measure no more than half a millimetre in length.", S, "derived"),
     ("They're tiny eight-legged animals without backbones, sometimes nicknamed water bears.", S, "paraphrase"),
     ("In that dried-out state, tardigrades can even survive being exposed to outer space.", S, "direct"),
     ("Tardigrades were first described by the German zoologist Johann August Ephraim Goeze in 1773.", U, "unstated_true"),
     ("Once water returns, a dried-out tardigrade can rehydrate and become active again within hours.", U, "unstated_true"),
     ("Tardigrades are most commonly found in the deep sea, although they also live on mosses and lichens.", U, "conflict"),
     ("Tardigrades, also called water bears, are microscopic invertebrates with six legs.", U, "value")])

grp("Halley's Comet",
    "Halley's Comet is a short-period comet that is visible from Earth roughly every 75 to 79 years. It is named after the English astronomer Edmond Halley, who calculated its orbit and predicted that it would return in 1758. Halley died in 1742 and did not live to see the comet reappear as he had forecast. Records of its appearances go back at least to 240 BC, and it is depicted in the Bayeux Tapestry, which shows its 1066 apparition. The comet last passed through the inner Solar System in 1986 and is expected to return in 2061.",
    "When can I next see Halley's Comet?",
    [("The comet is next expected to come back in 2061.", S, "direct"),
     ("That will come 75 years after its last trip through the inner Solar System in 1986.", S, "derived"),
     ("Halley forecast the comet's return but died 16 years before it came back.", S, "derived"),
     ("Its appearance in 1066 is pictured in the Bayeux Tapestry.", S, "paraphrase"),
     ("Halley's is the only short-period comet that is regularly visible to the naked eye from Earth.", U, "unstated_true"),
     ("Halley died in 1742, having lived to see the comet reappear as he had forecast.", U, "conflict"),
     ("Halley's Comet is a long-period comet that is visible from Earth roughly every 75 to 79 years.", U, "conflict"),
     ("The comet last passed through the inner Solar System in 1986 and is expected to return in 2062.", U, "value")])

grp("Great Wall of China",
    "The Great Wall of China is a series of fortifications built across the historical northern borders of ancient Chinese states to protect against raids by nomadic groups from the Eurasian Steppe. Walls were built as early as the 7th century BC, and Qin Shi Huang, the first emperor of China, joined several of them together after 221 BC. Most of the best-preserved sections seen today were built during the Ming dynasty (1368-1644). A 2012 survey by China's State Administration of Cultural Heritage measured all its branches at about 21,196 kilometres. It was designated a UNESCO World Heritage Site in 1987.",
    "Who built the Great Wall of China?",
    [("No single ruler built it: walls went up from the 7th century BC, and the first emperor, Qin Shi Huang, linked several after 221 BC.", S, "merge"),
     ("Most of the best-preserved stretches you can see today date from the Ming dynasty.", S, "direct"),
     ("It has been on UNESCO's list of World Heritage Sites since 1987.", S, "paraphrase"),
     ("The wall was meant to keep out nomadic raiders coming from the Eurasian Steppe.", S, "paraphrase"),
     ("Contrary to a popular myth, the Great Wall cannot be seen with the naked eye from the Moon.", U, "unstated_true"),
     ("Most of the best-preserved sections seen today were built during the Qin dynasty.", U, "conflict"),
     ("Qin Shi Huang, the first emperor of China, joined several of the walls together before 221 BC.", U, "conflict"),
     ("A 2012 survey measured all the wall's branches at about 21,196 miles.", U, "value")])

grp("The Beatles",
    "The Beatles were an English rock band formed in Liverpool in 1960. Their best-known line-up consisted of John Lennon, Paul McCartney, George Harrison and Ringo Starr, who replaced drummer Pete Best in 1962. Managed by Brian Epstein and produced by George Martin, the group became an international phenomenon, and their arrival in the United States in February 1964 helped launch the 'British Invasion'. They stopped touring in 1966 to concentrate on studio work, producing albums such as Sgt. Pepper's Lonely Hearts Club Band. The band broke up in 1970.",
    "Why did the Beatles stop touring?",
    [("They gave up touring in 1966 so they could focus on making records in the studio.", S, "paraphrase"),
     ("Ringo Starr took over on drums from Pete Best in 1962.", S, "paraphrase"),
     ("The band lasted about a decade, from forming in 1960 to splitting up in 1970.", S, "derived"),
     ("Brian Epstein managed the group, and George Martin was their producer.", S, "direct"),
     ("Their last public performance was an impromptu concert on the roof of the Apple Corps building in London in January 1969.", U, "unstated_true"),
     ("Managed by George Martin and produced by Brian Epstein, the group became an international phenomenon.", U, "conflict"),
     ("They released Sgt. Pepper's Lonely Hearts Club Band shortly before they stopped touring in 1966.", U, "conflict"),
     ("Their arrival in the United States in February 1963 helped launch the 'British Invasion'.", U, "value")])

grp("Sagrada Familia",
    "The Basilica de la Sagrada Familia is a large Roman Catholic church in Barcelona, Spain, designed by the Catalan architect Antoni Gaudi. Construction began in 1882 under the architect Francisco de Paula del Villar, and Gaudi took over the project the following year, transforming it with his own style combining Gothic and Art Nouveau forms. When Gaudi died in 1926, less than a quarter of the project was complete. The church was consecrated as a minor basilica by Pope Benedict XVI in 2010. It is part of a UNESCO World Heritage Site and is still under construction.",
    "Is the Sagrada Familia finished yet?",
    [("Not yet - it is still under construction.", S, "framed"),
     ("Gaudi became the project's architect in 1883, a year after work began.", S, "derived"),
     ("When Gaudi died in 1926, more than three quarters of the project had yet to be built.", S, "derived"),
     ("It's already a consecrated church, made a minor basilica by Pope Benedict XVI in 2010.", S, "paraphrase"),
     ("Gaudi himself was buried in the crypt beneath the church.", U, "unstated_true"),
     ("Construction began in 1882 under Antoni Gaudi, and Francisco de Paula del Villar took over the following year.", U, "conflict"),
     ("When Gaudi died in 1926, more than a quarter of the project was complete.", U, "conflict"),
     ("The church was consecrated as a minor basilica by Pope Francis in 2010.", U, "value")])

grp("Panama Canal",
    "The Panama Canal is an artificial waterway in Panama that connects the Atlantic Ocean, via the Caribbean Sea, with the Pacific Ocean. A French attempt to build a canal, led by Ferdinand de Lesseps, began in 1881 but was abandoned after disease and financial problems. The United States took over the project in 1904 and opened the canal on 15 August 1914. Ships are raised and lowered by locks to Gatun Lake, an artificial lake about 26 metres above sea level. Control of the canal was handed to Panama at the end of 1999.",
    "Who built the Panama Canal?",
    [("The French started it under Ferdinand de Lesseps in 1881, but it was the United States that completed it.", S, "merge"),
     ("The canal opened ten years after the Americans took over the work.", S, "derived"),
     ("Panama has been in charge of the canal since the end of 1999.", S, "paraphrase"),
     ("Locks lift ships up to Gatun Lake, a man-made lake roughly 26 m above sea level.", S, "paraphrase"),
     ("De Lesseps had earlier been behind the construction of the Suez Canal in Egypt.", U, "unstated_true"),
     ("The United States began building the canal in 1881, and the French took over the project in 1904.", U, "conflict"),
     ("Ships are raised and lowered by locks to Gatun Lake, a natural lake about 26 metres above sea level.", U, "conflict"),
     ("The United States took over the project in 1904 and opened the canal on 15 August 1915.", U, "value")])

grp("Honey bee",
    "The western honey bee (Apis mellifera) lives in colonies that usually contain a single queen, a few hundred male drones and tens of thousands of female worker bees. The queen is the only fertile female and can lay more than 1,500 eggs a day during the peak season. Workers carry out almost all the colony's tasks, including cleaning, nursing the larvae, building comb and foraging for nectar and pollen. Foragers communicate the location of food sources to their nestmates through the 'waggle dance'. In summer, a worker typically lives for only five to six weeks.",
    "How long do worker bees live?",
    [("During the summer, a worker usually lives somewhere between 35 and 42 days.", S, "derived"),
     ("Every worker bee in the colony is female.", S, "paraphrase"),
     ("Foragers use the waggle dance to tell other bees where they can find food.", S, "paraphrase"),
     ("At the height of the season, the queen can lay upwards of 1,500 eggs a day.", S, "direct"),
     ("Workers that emerge in autumn can survive through the winter for several months.", U, "unstated_true"),
     ("A colony usually contains a few hundred female worker bees and tens of thousands of male drones.", U, "conflict"),
     ("Drones carry out almost all the colony's tasks, including cleaning, nursing the larvae and building comb.", U, "conflict"),
     ("In summer, a worker typically lives for only two to three weeks.", U, "value")])

grp("Hubble Space Telescope",
    "The Hubble Space Telescope was launched into low Earth orbit by the Space Shuttle Discovery in April 1990. Shortly after launch, scientists found that its main mirror had been ground to the wrong shape, blurring its images. A servicing mission in December 1993 installed corrective optics that fixed the problem. Hubble was serviced by astronauts five times in total, the last time in 2009. Its observations helped to pin down the expansion rate of the universe and contributed to the discovery that this expansion is accelerating.",
    "What went wrong with the Hubble telescope?",
    [("Its primary mirror turned out to have been ground to an incorrect shape, which made its pictures blurry.", S, "paraphrase"),
     ("A servicing mission in December 1993 fitted corrective optics that fixed the problem.", S, "direct"),
     ("The fix came more than three and a half years after the telescope was launched.", S, "derived"),
     ("Astronauts went up to service Hubble on five occasions, most recently in 2009.", S, "paraphrase"),
     ("The telescope is named after the American astronomer Edwin Hubble.", U, "unstated_true"),
     ("Before launch, scientists found that its main mirror had been ground to the wrong shape.", U, "conflict"),
     ("Its observations contributed to the discovery that the expansion of the universe is slowing down.", U, "conflict"),
     ("Hubble was launched into low Earth orbit by the Space Shuttle Atlantis in April 1990.", U, "value")])

grp("Discovery of insulin",
    "Insulin was first isolated in 1921 at the University of Toronto by Frederick Banting and his student assistant Charles Best, working in the laboratory of John Macleod. Biochemist James Collip then helped purify the extract so it could be used safely in people. In January 1922, 14-year-old Leonard Thompson became the first person with diabetes to receive an insulin injection. In 1923 Banting and Macleod were awarded the Nobel Prize in Physiology or Medicine. Banting shared his prize money with Best, and Macleod shared his with Collip.",
    "Who discovered insulin?",
    [("Insulin was first isolated in 1921 at the University of Toronto by Banting and Best, in Macleod's lab.", S, "direct"),
     ("The first diabetic patient to get an insulin injection was a teenager, Leonard Thompson.", S, "generalise"),
     ("Macleod split his prize money with Collip, just as Banting did with Best.", S, "paraphrase"),
     ("The Nobel Prize came only two years after insulin was first isolated.", S, "derived"),
     ("Banting was 32 when he won, and he is still the youngest Nobel laureate in Physiology or Medicine.", U, "unstated_true"),
     ("Banting and his colleagues sold the insulin patent to the University of Toronto for just one dollar.", U, "unstated_true"),
     ("In 1923 Banting and Best were awarded the Nobel Prize in Physiology or Medicine.", U, "conflict"),
     ("In January 1922, 16-year-old Leonard Thompson became the first person with diabetes to receive insulin.", U, "value")])

grp("Invention of the telephone",
    "Alexander Graham Bell, a Scottish-born inventor and teacher of the deaf, was granted a United States patent for the telephone on 7 March 1876. On the same day he filed his application, 14 February 1876, Elisha Gray had filed a caveat describing a similar design, which led to years of legal disputes. Three days after the patent was granted, Bell made his first successful transmission of speech, saying to his assistant Thomas Watson, 'Mr. Watson, come here, I want to see you.' The Bell Telephone Company was founded the following year.",
    "When did Bell make the first phone call?",
    [("Bell's first successful transmission of speech took place on 10 March 1876.", S, "derived"),
     ("He received the US patent a little over three weeks after filing his application.", S, "derived"),
     ("The words were spoken to his assistant, Thomas Watson, asking him to come over.", S, "paraphrase"),
     ("The Bell Telephone Company was set up in 1877.", S, "derived"),
     ("Bell was also one of the founding members of the National Geographic Society.", U, "unstated_true"),
     ("Elisha Gray filed his caveat three days after Bell filed his application, which led to years of legal disputes.", U, "conflict"),
     ("Bell made his first successful transmission of speech three days before the patent was granted.", U, "conflict"),
     ("Bell was granted a United States patent for the telephone on 7 March 1877.", U, "value")])

grp("1896 Summer Olympics",
    "The first modern Olympic Games were held in Athens, Greece, from 6 to 15 April 1896. They were organised by the International Olympic Committee, which had been founded two years earlier at the initiative of the French educator Pierre de Coubertin. About 241 athletes from 14 nations took part, all of them men, competing in 43 events across nine sports. The main venue was the Panathenaic Stadium, an ancient stadium that had been restored for the occasion. The American James Connolly, winner of the triple jump, became the first Olympic champion in more than 1,500 years.",
    "Were women allowed to compete at the first modern Olympics?",
    [("No - every one of the roughly 241 competitors was a man.", S, "framed"),
     ("The International Olympic Committee was founded in 1894.", S, "derived"),
     ("The Games ran for ten days in April 1896.", S, "derived"),
     ("The main venue was an ancient stadium, the Panathenaic, which had been restored for the Games.", S, "paraphrase"),
     ("Women first competed at the Olympics four years later, at the 1900 Games in Paris.", U, "unstated_true"),
     ("About 241 athletes from 43 nations took part, competing in 14 events across nine sports.", U, "conflict"),
     ("Pierre de Coubertin founded the International Olympic Committee two years after the first Games.", U, "conflict"),
     ("The American James Connolly, winner of the long jump, became the first Olympic champion in over 1,500 years.", U, "value")])

# ------------------------------------------------------------------ 25-36
grp("Dead Sea",
    "The Dead Sea is a salt lake bordered by Jordan to the east and Israel and the West Bank to the west. Its shores lie more than 430 metres below sea level, making them the lowest land-based elevation on Earth. With a salinity of around 34 per cent, it is almost ten times as salty as the ocean, and its water is so dense that swimmers float easily. The high salt content prevents fish and most other life from living in it, although some bacteria and fungi survive there. Its main source of water is the Jordan River, and its surface level has been falling for decades.",
    "Why is it called the Dead Sea?",
    [("The water is far too salty for fish and most other organisms, although a few bacteria and fungi manage to live there.", S, "paraphrase"),
     ("It's close to ten times saltier than ordinary seawater.", S, "paraphrase"),
     ("Jordan lies along its eastern side, with Israel and the West Bank to the west.", S, "direct"),
     ("If you swim there, you'll float easily because the water is so dense.", S, "applied"),
     ("Minerals and mud from the Dead Sea are widely used in cosmetics and skin-care products.", U, "unstated_true"),
     ("The Dead Sea's main outflow is the Jordan River, which carries its salty water away.", U, "conflict"),
     ("The Dead Sea is bordered by Israel and the West Bank to the east and Jordan to the west.", U, "conflict"),
     ("With a salinity of around 24 per cent, it is almost ten times as salty as the ocean.", U, "value")])

grp("Black Death",
    "The Black Death was a bubonic plague pandemic that struck Afro-Eurasia, peaking in Europe between 1347 and 1351. It was caused by the bacterium Yersinia pestis, which is spread mainly by fleas living on rodents such as rats. The disease reached Europe through Mediterranean ports, arriving in Sicily in October 1347 aboard ships from the Black Sea. Estimates suggest it killed between 30 and 60 per cent of Europe's population. The resulting labour shortage raised wages for many surviving peasants and workers.",
    "How did the Black Death get to Europe?",
    [("It came by sea, landing in Sicily in October 1347 on ships that had sailed from the Black Sea.", S, "paraphrase"),
     ("With so many people dead, labour became scarce, and many of the survivors were able to earn higher wages.", S, "paraphrase"),
     ("The bacterium responsible, Yersinia pestis, was spread mostly by fleas carried on rats and other rodents.", S, "direct"),
     ("By some estimates, as many as six in ten Europeans may have died.", S, "derived"),
     ("The plague kept returning to Europe in recurring outbreaks for centuries afterwards.", U, "unstated_true"),
     ("Higher wages for surviving peasants and workers led to a labour shortage after the plague.", U, "conflict"),
     ("Estimates suggest it killed between 30 and 60 per cent of the world's population.", U, "conflict"),
     ("The disease reached Europe through Mediterranean ports, arriving in Sicily in October 1348.", U, "value")])

grp("Blue whale",
    "The blue whale (Balaenoptera musculus) is a marine mammal and the largest animal known to have ever existed, reaching lengths of up to about 30 metres. Despite its size, it feeds almost exclusively on krill, tiny crustaceans that it filters from the water using baleen plates. An adult can eat around four tonnes of krill a day during the feeding season. Blue whales were hunted almost to extinction in the 20th century until they were protected by the International Whaling Commission in 1966. Their calls are among the loudest sounds produced by any animal.",
    "What do blue whales eat?",
    [("They live almost entirely on krill - small crustaceans - which they sieve out of the water with their baleen.", S, "paraphrase"),
     ("In the feeding season an adult can get through roughly 4,000 kilograms of krill a day.", S, "derived"),
     ("They've had International Whaling Commission protection since 1966, after being hunted close to extinction.", S, "paraphrase"),
     ("No animal we know of, living or extinct, has ever been bigger.", S, "paraphrase"),
     ("A newborn blue whale calf can already measure around 7 metres long.", U, "unstated_true"),
     ("It feeds almost exclusively on krill, tiny crustaceans that it catches with its teeth.", U, "conflict"),
     ("Blue whales were protected by the International Whaling Commission in 1966 but were still hunted almost to extinction afterwards.", U, "conflict"),
     ("The blue whale is the largest animal known to have ever existed, reaching lengths of up to about 40 metres.", U, "value")])

grp("Helium",
    "Helium is a chemical element with the symbol He and atomic number 2. It is a colourless, odourless, inert gas and the first of the noble gases in the periodic table. It has the lowest boiling point of any element, about -269 degrees Celsius, and does not solidify at normal atmospheric pressure. Helium was first detected in 1868 as an unknown yellow line in the spectrum of the Sun, before it had been found on Earth. Most commercial helium is extracted from natural gas, and it is used to cool the superconducting magnets in MRI scanners.",
    "Why is it called helium?",
    [("It was first spotted in 1868 as an unexplained yellow line in sunlight's spectrum, before anyone found it on Earth.", S, "paraphrase"),
     ("Helium boils at only about 4 degrees above absolute zero.", S, "derived"),
     ("No other element has a lower boiling point than helium.", S, "paraphrase"),
     ("MRI scanners rely on helium to keep their superconducting magnets cold.", S, "paraphrase"),
     ("The name comes from Helios, the Greek word for the Sun.", U, "unstated_true"),
     ("Helium was first isolated on Earth by the Scottish chemist William Ramsay in 1895.", U, "unstated_true"),
     ("It has the lowest boiling point of any element and solidifies easily at normal atmospheric pressure.", U, "conflict"),
     ("Helium is a chemical element with the symbol He and atomic number 4.", U, "value")])

grp("Breaking the sound barrier",
    "On 14 October 1947, United States Air Force pilot Chuck Yeager became the first person to be officially recognised as flying faster than the speed of sound in level flight. He was flying the Bell X-1, a rocket-powered experimental aircraft that he had nicknamed Glamorous Glennis after his wife. The X-1 was carried to altitude under a B-29 bomber and released before igniting its engine. Yeager reached about Mach 1.06 at an altitude of around 13,000 metres. Two nights before the flight, he had broken two ribs in a horse-riding accident, but he kept the injury largely secret.",
    "Who first broke the sound barrier?",
    [("Chuck Yeager is officially credited with it, on 14 October 1947, flying the rocket-powered Bell X-1.", S, "merge"),
     ("He named the plane Glamorous Glennis in honour of his wife.", S, "paraphrase"),
     ("Rather than taking off by itself, the X-1 was dropped from a B-29 and only then fired its engine.", S, "paraphrase"),
     ("His top speed was roughly 6 per cent faster than the speed of sound.", S, "derived"),
     ("The flight took place over the Mojave Desert in California, near what is now Edwards Air Force Base.", U, "unstated_true"),
     ("The X-1 took off under its own power and climbed to altitude alongside a B-29 bomber.", U, "conflict"),
     ("Two nights after the flight, he broke two ribs in a horse-riding accident and kept the injury largely secret.", U, "conflict"),
     ("Yeager reached about Mach 1.6 at an altitude of around 13,000 metres.", U, "value")])

grp("Great Depression",
    "The Great Depression was a severe worldwide economic downturn that began in the United States after the stock market crash of October 1929 and lasted, in most countries, until the late 1930s. Between 1929 and 1932, worldwide gross domestic product fell by an estimated 15 per cent. In the United States, unemployment rose to about 25 per cent at its peak in 1933, and thousands of banks failed. President Franklin D. Roosevelt responded with the New Deal, a series of programmes and reforms introduced from 1933 onwards. Protectionist measures such as the Smoot-Hawley Tariff Act of 1930 are widely thought to have deepened the downturn by reducing international trade.",
    "How bad did unemployment get in the Great Depression?",
    [("In the US, it peaked in 1933 at roughly one worker in four.", S, "derived"),
     ("Global economic output shrank by around 15% from 1929 to 1932.", S, "paraphrase"),
     ("Roosevelt's answer was the New Deal, a set of programmes and reforms that started in 1933.", S, "paraphrase"),
     ("Tariffs such as Smoot-Hawley are widely believed to have made the slump worse by cutting trade between countries.", S, "paraphrase"),
     ("On Black Tuesday, 29 October 1929, the New York Stock Exchange suffered one of its steepest single-day falls.", U, "unstated_true"),
     ("The Great Depression began in Europe and spread to the United States after the stock market crash of October 1929.", U, "conflict"),
     ("The Smoot-Hawley Tariff Act was one of the main triggers of the October 1929 stock market crash.", U, "conflict"),
     ("In the United States, unemployment rose to about 35 per cent at its peak in 1933.", U, "value")])

grp("Tour de France",
    "The Tour de France is an annual men's multi-stage bicycle race held primarily in France. It was first organised in 1903 by the newspaper L'Auto to increase its circulation. The race usually consists of 21 day-long stages over 23 days and covers around 3,500 kilometres. The rider with the lowest cumulative time after each stage wears the yellow jersey, while the green jersey is awarded for points and the polka-dot jersey to the best climber. The race has been held every year since its creation except during the two World Wars.",
    "What does the yellow jersey mean in the Tour de France?",
    [("It goes to whoever has the lowest total time after each stage - in other words, the overall race leader.", S, "paraphrase"),
     ("The best climber wears polka dots, while the green jersey is awarded for points.", S, "paraphrase"),
     ("The race typically lasts a little over three weeks, spread across 21 stages.", S, "derived"),
     ("The newspaper L'Auto launched the Tour in 1903 as a way to boost its sales.", S, "paraphrase"),
     ("The jersey is yellow because L'Auto was printed on yellow paper.", U, "unstated_true"),
     ("The green jersey is awarded to the best climber, while the polka-dot jersey is awarded for points.", U, "conflict"),
     ("The race has been held every year since its creation, including during the two World Wars.", U, "conflict"),
     ("The Tour was first organised in 1905 by the newspaper L'Auto to increase its circulation.", U, "value")])

grp("Taj Mahal",
    "The Taj Mahal is an ivory-white marble mausoleum on the south bank of the Yamuna river in Agra, India. It was commissioned in 1631 by the Mughal emperor Shah Jahan to house the tomb of his favourite wife, Mumtaz Mahal, who had died in childbirth. The main mausoleum was completed around 1643, while work on the surrounding complex continued for about another ten years. Thousands of artisans worked on the project, which combines Persian, Islamic and Indian architectural styles. It was designated a UNESCO World Heritage Site in 1983.",
    "Who is buried in the Taj Mahal?",
    [("It was built to hold the tomb of Mumtaz Mahal, Shah Jahan's favourite wife, who died in childbirth.", S, "paraphrase"),
     ("The main mausoleum took about 12 years to finish after it was commissioned.", S, "derived"),
     ("Work on the wider complex carried on until roughly the early 1650s.", S, "derived"),
     ("Its architecture blends Persian, Islamic and Indian styles.", S, "direct"),
     ("Shah Jahan himself was later buried beside Mumtaz Mahal inside the mausoleum.", U, "unstated_true"),
     ("The surrounding complex was completed around 1643, while work on the main mausoleum continued for another ten years.", U, "conflict"),
     ("The Taj Mahal is an ivory-white marble mausoleum on the north bank of the Yamuna river in Agra.", U, "conflict"),
     ("The Taj Mahal was designated a UNESCO World Heritage Site in 1993.", U, "value")])

grp("Wolfgang Amadeus Mozart",
    "Wolfgang Amadeus Mozart was an Austrian composer of the Classical period, born in Salzburg in 1756. A child prodigy, he was composing from the age of five and toured European courts with his father, Leopold, and his sister, Maria Anna. In 1781 he left his post at the Salzburg court and settled in Vienna, where he spent the rest of his life. He wrote more than 600 works, including operas such as The Marriage of Figaro, Don Giovanni and The Magic Flute. He died in Vienna in December 1791, aged 35, leaving his Requiem unfinished.",
    "How old was Mozart when he died?",
    [("He was 35 when he died in Vienna in December 1791.", S, "direct"),
     ("Mozart spent roughly the last decade of his life living in Vienna.", S, "derived"),
     ("He died before he could finish his Requiem, which was left incomplete.", S, "paraphrase"),
     ("As a child he travelled around Europe's royal courts with his father and his sister.", S, "paraphrase"),
     ("The Requiem was completed after his death by his pupil Franz Xaver Sussmayr.", U, "unstated_true"),
     ("In 1781 he left Vienna and took up a post at the Salzburg court, where he spent the rest of his life.", U, "conflict"),
     ("A child prodigy, he toured European courts with his father, Leopold, and his mother, Maria Anna.", U, "conflict"),
     ("He died in Vienna in December 1791, aged 37, leaving his Requiem unfinished.", U, "value")])

grp("Smallpox vaccination",
    "In 1796 the English physician Edward Jenner tested the idea that infection with cowpox, a mild disease caught from cattle, could protect people against smallpox. He took material from a cowpox sore on the hand of a milkmaid, Sarah Nelmes, and inoculated an eight-year-old boy, James Phipps. When Jenner later exposed the boy to smallpox, he did not develop the disease. The word 'vaccine' comes from the Latin 'vacca', meaning cow. After a worldwide vaccination campaign, the World Health Organization declared smallpox eradicated in 1980.",
    "Where does the word vaccine come from?",
    [("It's derived from 'vacca', the Latin word for cow.", S, "paraphrase"),
     ("The WHO declared smallpox eradicated 184 years after Jenner's experiment.", S, "derived"),
     ("Jenner's test subject, James Phipps, was just eight years old.", S, "paraphrase"),
     ("The cowpox material came from a sore on the hand of a milkmaid named Sarah Nelmes.", S, "direct"),
     ("The cow that infected Sarah Nelmes was called Blossom, and its hide is kept at St George's medical school in London.", U, "unstated_true"),
     ("Jenner took material from a cowpox sore on James Phipps and inoculated the milkmaid Sarah Nelmes.", U, "conflict"),
     ("When Jenner later exposed the boy to smallpox, he developed only a mild form of the disease.", U, "conflict"),
     ("After a worldwide vaccination campaign, the WHO declared smallpox eradicated in 1985.", U, "value")])

grp("ENIAC",
    "ENIAC (Electronic Numerical Integrator and Computer) was one of the first programmable, electronic, general-purpose digital computers. It was designed by John Mauchly and J. Presper Eckert at the University of Pennsylvania and was funded by the United States Army to calculate artillery firing tables. Completed in 1945 and publicly announced in February 1946, it contained around 17,500 vacuum tubes and weighed about 27 tonnes. Programming it originally meant physically rewiring it with cables and switches, a task that could take days.",
    "What was ENIAC built for?",
    [("The US Army paid for it so that it could work out artillery firing tables.", S, "paraphrase"),
     ("Reprogramming it meant rewiring cables and setting switches by hand, which could take days.", S, "paraphrase"),
     ("The machine weighed in at roughly 27,000 kilograms.", S, "derived"),
     ("Mauchly and Eckert designed it at the University of Pennsylvania.", S, "direct"),
     ("Six women, among them Kathleen McNulty and Jean Jennings, were its first programmers.", U, "unstated_true"),
     ("ENIAC was publicly announced in 1945 and completed in February 1946.", U, "conflict"),
     ("Programming it only required flipping switches, so it never had to be physically rewired with cables.", U, "conflict"),
     ("It contained around 7,500 vacuum tubes and weighed about 27 tonnes.", U, "value")])

grp("Lake Baikal",
    "Lake Baikal, in southern Siberia, Russia, is the deepest lake in the world, reaching a maximum depth of about 1,642 metres. It is also the largest freshwater lake by volume, holding roughly 23,000 cubic kilometres of water, around a fifth of the world's unfrozen surface fresh water. Baikal is among the oldest lakes on Earth, at an estimated 25 to 30 million years. Its many endemic species include the Baikal seal, one of the few freshwater seals in the world. The lake was declared a UNESCO World Heritage Site in 1996.",
    "How deep is Lake Baikal?",
    [("At its deepest point, it goes down roughly 1.6 kilometres.", S, "derived"),
     ("No other lake anywhere on Earth is deeper than Baikal.", S, "paraphrase"),
     ("About 20 per cent of the planet's unfrozen surface fresh water is held in Baikal.", S, "derived"),
     ("The Baikal seal, found only there, is one of very few seal species living in fresh water.", S, "paraphrase"),
     ("In winter the lake's surface freezes over for several months, with ice thick enough to drive on.", U, "unstated_true"),
     ("It is also the largest freshwater lake by surface area, holding roughly 23,000 cubic kilometres of water.", U, "conflict"),
     ("Lake Baikal in southern Siberia is the second deepest lake in the world, reaching about 1,642 metres.", U, "conflict"),
     ("Baikal is among the oldest lakes on Earth, at an estimated 2.5 to 3 million years.", U, "value")])

SUP = {"paraphrase", "direct", "framed", "merge", "applied", "derived", "generalise"}
UNS = {"unstated_true", "conflict", "value", "invented"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, f"{NAME}.jsonl")
    rows, seen = [], set()
    for i, (title, text, question, claims) in enumerate(G, 1):
        group = f"{NAME}-{i}"
        passage = f"{title}: {text}"
        n = len(passage.split())
        assert 50 <= n <= 130, (group, n)
        assert len(claims) == 8, group
        assert sum(1 for c in claims if c[1] == S) == 4, group
        assert sum(1 for c in claims if c[1] == U) == 4, group
        types = [c[2] for c in claims]
        assert "conflict" in types, group
        assert "unstated_true" in types, group
        assert sum(t in {"conflict", "value"} for t in types) >= 2, group
        for claim, label, typ in claims:
            assert label in (S, U), (group, claim)
            assert (typ in SUP) if label == S else (typ in UNS), (group, claim)
            assert 8 <= len(claim.split()) <= 40, (group, claim)
            assert claim not in seen, ("duplicate", claim)
            seen.add(claim)
            rows.append({"group": group, "question": question, "passage": passage,
                         "kind": "document", "title": title, "claim": claim,
                         "label": label, "type": typ})
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # validate the written file
    with open(out, encoding="utf-8") as f:
        back = [json.loads(l) for l in f]
    groups = Counter(r["group"] for r in back)
    assert len(groups) == N_GROUPS, (len(groups), N_GROUPS)
    assert all(v == 8 for v in groups.values())
    for g in groups:
        labs = [r["label"] for r in back if r["group"] == g]
        assert labs.count(0) == 4 and labs.count(1) == 4, g
    for r in back:
        assert r["kind"] == "document" and r["type"] in (SUP if r["label"] == 0 else UNS)
    assert len({r["claim"] for r in back}) == len(back), "duplicate claims"
    print(f"wrote {len(back)} rows, {len(groups)} groups -> {out}")
    for (lab, typ), c in sorted(Counter((r["label"], r["type"]) for r in back).items()):
        print(f"  label={lab} {typ:14s} {c}")


if __name__ == "__main__":
    main()
