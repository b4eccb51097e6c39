#!/usr/bin/env python3
"""Builds assets/w20/rules-w20.txt: the rule cases 1.0-17.2 of Waterloo 20 (Joseph Miranda,
1999; the OCR transcription shared/seeds/002_766198e55e2913d6.txt) and the rulings of
w20-rules-decisions.md that w20_engine's refusals cite, in the format src/ui/rule_text.h reads:

    # comment lines
    @ <id> | <title>
    <text lines, blank lines separate paragraphs>

The transcription's character-recognition errors are corrected as ruling W1 reads them, plus
the obvious others listed in FIXES (each an exact string, so that nothing else changes); the
wording is kept. Words in [square brackets] are the editor's: a word the transcription lost.
Each paragraph of the source is one line; a paragraph that starts with a case number ("9.72
Exchange. ...", "2. 1. The Game Map. ...") starts a case, titled by its label ("Exchange")
or, lacking one, by its section's heading. Text is plain ASCII. The design notes (18.0) are
left out: no refusal cites them.
A heading with no text of its own ("14.0 Victory Conditions", which the refusal of a move after
the game's end cites) is given its cases' texts, each a paragraph led by its number. The French
translation is written by hand, entry for entry; its headings are filled the same way by
    make_w20_rules_asset.py --fill-headings assets/i18n/rules-w20.fr.txt
Usage: make_w20_rules_asset.py RULEBOOK DECISIONS > assets/w20/rules-w20.txt
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_rules_asset as naw  # its ASCII folding, rulings parser and output
from make_rules_asset import ascii

# (misreading, reading), applied in this order to the whole text. Ruling W1's list first.
FIXES = [
    ('Waterloct 20', 'Waterloo 20'), ('historical coups', 'historical corps'),
    ('Blocher', 'Blucher'), ('Pinssian', 'Prussian'), ('AngloDutch', 'Anglo-Dutch'),
    ('Res Reserve Ux Uxbridge', 'Res = Reserve, Ux = Uxbridge'), ('Chart, Nationalities', 'Chart. Nationalities'),
    ('tire effects of terrain oil movement', 'the effects of terrain on movement'),
    ('current game film', 'current game turn'), ('mounted oil some', 'mounted on some'),
    ('is tire maximum', 'is the maximum'), ('open terrain flexes', 'open terrain hexes'),
    ('Conducting a phase', 'conducting a phase'), ('Zone If control', 'Zone of control'),
    ('Surrounding', 'surrounding'), ('begins oil the 16 June Afternoon firm', 'begins on the 16 June Afternoon turn'),
    ('Hie French', 'The French'), ('I army corps. II army corps', 'I army corps, II army corps'),
    ('If cavalry corps. III', 'II cavalry corps, III'), ('playerss', 'players'),
    ('plhase', 'phase'), ('units ;aid resolve', 'units and resolve'),
    ('limits provided by tire roles which follow At tire conclusion',
     'limits provided by the rules which follow. At the conclusion'),
    ('Turn and air Allied', 'Turn and an Allied'), ('Roll oil the', 'Roll on the'),
    ('Units Conduct', 'units conduct'),
    ('uses his units to attack Allied units. The Allied player may order his attacks in any order lie desires',
     'uses his units to attack [French] units. The Allied player may order his attacks in any order he desires'),
    ('4.3. End of Turn Phase If', '4.3. End of Turn Phase. If'),
    ('check on tire scenario', 'check on the scenario'), ('air individual event', 'an individual event'),
    ('6.0MOVEMENT', '6.0 MOVEMENT'), ('tire phasing may move', 'the phasing [player] may move'),
    ('as lie desires', 'as he desires'), ("6.1. 'Movement", '6.1. Movement'),
    ('enters a flex, the units pays', 'enters a hex, the unit pays'),
    ('6.23, A friendly unit may never enter a hex containing an enemy unit,',
     '6.23. A friendly unit may never enter a hex containing an enemy unit.'),
    ('6.24, All movements are final,', '6.24. All movements are final.'),
    ('at key points.', 'at key points.)'),
    ('regardless of terrain type.', 'regardless of terrain type.'), ('each hex. regardless', 'each hex, regardless'),
    ('Forest anti rough', 'Forest and rough'), ('for tire turn', 'for the turn'),
    ('in tile next turn', 'in the next turn'), ('forced match', 'forced march'),
    ('There is 110 rough terrain oil the', 'There is no rough terrain on the'),
    ('on tire Terrain', 'on the Terrain'), ('series. )', 'series.)'),
    ('another) does', 'another) does'), ('along all road flexes', 'along all road hexes'),
    ('hexes Occupied', 'hexes occupied'), ('in tire game', 'in the game'),
    ('A player increase tire movement', 'A player [may] increase the movement'),
    ('Tile six hexagons', 'The six hexagons'), ('enemy or Friendly', 'enemy or friendly'),
    ('all type ofterrain -and', 'all types of terrain and'), ('ZOCs oil the', 'ZOCs on the'),
    ('is in all enemy controlled hex', 'is in an enemy controlled hex'),
    ('which are III enemy', 'which are in enemy'),
    ("Zones of Control ' enemy", 'Zones of Control; enemy'),
    ('which stairs its movement in air enemy Z0C mav leave', 'which starts its movement in an enemy ZOC may leave'),
    ('noncoutrolled', 'noncontrolled'), ('maximum ofone hex', 'maximum of one hex'),
    ('may not enter air enemy', 'may not enter an enemy'),
    ('ZOC of all enemy cavalry', 'ZOC of an enemy cavalry'),
    ('may ire[ advance alter combat when the friendly cavalry disengages',
     'may not advance after combat when the friendly cavalry disengages.'),
    ('Tire friendly', 'The friendly'), ('on night films', 'on night turns'),
    ('Explained tinder the Zone ofControl', 'Explained under the Zone of Control'),
    ('cavalry units may attack cavalry units do not', 'cavalry units may attack; cavalry units do not'),
    ('in whose zone of control they are in (they may attack, some,', 'in whose zone of control they are in (they may attack some,'),
    ('the combat factor of cavalry', 'The combat factor of cavalry'),
    ('strength front the total', 'strength from the total'), ('differential Column', 'differential column'),
    ('Which units attack-', 'Which units attack.'), ('per combat phase, All', 'per combat phase. All'),
    ('any order lie chooses', 'any order he chooses'), ('9.3, Multiple', '9.3. Multiple'),
    ('adjacent total the defending', 'adjacent to the defending'), ('defending Units', 'defending units'),
    ('Combat Strength unity', 'Combat Strength unity'), ('always unitary,', 'always unitary.'),
    ('different combats. either', 'different combats, either'),
    ('hex, its indicated on', 'hex, as indicated on'), ('9.52.When', '9.52. When'),
    ('my be made at', 'may be made at'), ('he may make the may attack', 'he may make the attack'),
    ('to tile defender', 'to the defender'), ('9.71 Unit', '9.71. Unit'), ('9.72 Exchange', '9.72. Exchange'),
    ('9.73 Withdrawals', '9.73. Withdrawals'), ('9.81 Restrictions', '9.81. Restrictions'),
    ('When the combat results requires', 'When the combat result requires'),
    ('9.311.', '9.811.'), ('may initially leave all enemy controlled flex', 'may initially leave an enemy controlled hex'),
    ('elimirnted', 'eliminated'), ('vacant flexes', 'vacant hexes'),
    ('LOC hex lie can retreats', 'LOC hex he can retreat'),
    ('from its firmer combat', 'from its former combat'),
    ('If it call not, and call retreat only it portion', 'If it can not, and can retreat only a portion'),
    ('after coinbat', 'after combat'), ("circumstances ( ' this", 'circumstances (this'),
    ('Whenever all enemy unit', 'Whenever an enemy unit'), ('hexes ofthe retreat', 'hexes of the retreat'),
    ('9.92 If', '9.92. If'), ('at file instant', 'at the instant'),
    ('participated in a particular combat were adjacent', 'participated in a particular combat [and] were adjacent'),
    ('unit doting the combat', 'unit during the combat'),
    ('During night films', 'During night turns'), ('adjustmerits', 'adjustments'),
    ('Apply the result. 10.2.', 'Apply the result.\n\n10.2.'),
    ('Line of Communications flexes', 'Line of Communications hexes'),
    ('11.1 . Procedure', '11.1. Procedure'), ('a reinforcing units expends', 'a reinforcing unit expends'),
    ('11.2.1. fit several', '11.21. In several'), ('in tile same hex', 'in the same hex'),
    ('enter a flex which', 'enter a hex which'), ('Occupied by all enemy unit,', 'occupied by an enemy unit.'),
    ('A reinforcing units may', 'A reinforcing unit may'),
    ('occupied by all enemy unit, or', 'occupied by an enemy unit, or'), ('rein forcement', 'reinforcement'),
    ('(if at all) oil some', '(if at all) on some'), ('brought into play oil its', 'brought into play on its'),
    ('reniforcements', 'reinforcements'),
    ('with in indicated', 'with an indicated'), ('recorded oil the', 'recorded on the'),
    ('French ALL French', 'French: ALL French'), ('gains a +I to his attack', 'gains a +1 to his attack [read: defense]'),
    ('A player expend a', 'A player [may] expend a'), ('then tile attacker', 'then the attacker'),
    ('add ail additional', 'add an additional'), ('gains/ loses', 'gains/loses'),
    ('enemy Zocs', 'enemy ZOCs'), ('14. 1.', '14.1.'), ('French will the game', 'French win the game'),
    ('Allies will the game', 'Allies win the game'), ('is a draw, If', 'is a draw. If'),
    ('OPTIONAL RULES Players call use the Optional Rules to enhance realism, complexity and play balance.\n\n15.0 FOG OF WAR\n\n',
     '15.0 FOG OF WAR\n\nOptional Rules. Players can use the Optional Rules to enhance realism, complexity and play balance.\n\n'),
    ('(flipped lace up) under the following, circumstances',
                                             '(flipped face up) under the following circumstances'),
    ('combat is declared, all units involved in the Combat', 'combat is declared, all units involved in the combat'),
    ('end of the movement phase a friendIy', 'end of the movement phase [if] a friendly'),
    ('adjacent to an enemy hex contauning', 'adjacent to an enemy hex containing'),
    ('Face tip units remain face tip unit until the beginning ofeach night turn, at which point all face tip units',
     'Face up units remain face up until the beginning of each night turn, at which point all face up units'),
    ('an enemy units or ZOC', 'an enemy unit or ZOC'),
    ('16. 1.', '16.1.'), ('begin tile phase', 'begin the phase'), ('may not begin tit or enter', 'may not begin in or enter'),
    ('Oil units Which rout', 'on units which rout'), ('(round fractions tip)', '(round fractions up)'),
    ('not in all enemy ZOC (note tile unit', 'not in an enemy ZOC (note the unit'),
    ('lacks a ZOQ.', 'lacks a ZOC).'),
    ('Points: French=8, Allied = 7', 'Points: French = 8, Allied = 7.'), ('eliminated ; on', 'eliminated; on'),
    ('2. 1.', '2.1.'), ('3.2 1.', '3.21.'), ('4. 1.', '4.1.'), ('6.2 1.', '6.21.'), ('6.3 1.', '6.31.'),
    ('6.4 1.', '6.41.'), ('7.3 1.', '7.31.'), ('8. 1.', '8.1.'), ('9. 1.', '9.1.'),
    ('in any one game turn, but', 'in any one game turn, but'),
    (' 6.22. A unit', '\n\n6.22. A unit'),
    ('"AD" I army corps', '"AD": I army corps'), ('marked "FR" IG', 'marked "FR": IG'),
]

CASE = re.compile(r'^(\d+)\.\s?(\d*)\.?\s*(.*)$')
# A case's label: a few words ending with '.', '-' or ':' ("Forced March.", "Roads:").
LABEL = re.compile(r'^((?:[A-Z\'][\w\'/-]*|of|and|on|the|after|for|to|other|in)'
                   r'(?: (?:[A-Za-z\'][\w\'/-]*))*?)[.:](?:\s+(.*))?$')


def titled(s):  # "SEQUENCE OF PLAY" -> "Sequence of Play"
    small = {'of', 'the', 'and', 'up'}
    words = s.lower().split()
    return ' '.join(w if i and w in small else w.capitalize() for i, w in enumerate(words))


def rulebook(path):
    text = open(path, encoding='utf-8').read()
    for bad, good in FIXES:
        if bad not in text:
            sys.exit(f'fix not found: {bad!r}')
        text = text.replace(bad, good)
    start = text.index('1.0 INTRODUCTION')
    end = text.index('18.0 DESIGN NOTES')
    paragraphs = [p.strip() for p in text[start:end].split('\n\n') if p.strip()]
    entries, heading = [], {}
    for p in paragraphs:
        p = ascii(p.replace('\u2022', '-'))
        lines = [l.strip() for l in p.split('\n') if l.strip()]
        first = lines[0]
        m = re.match(r'^(\d+)\.(\d*)\.?\s*(.*)$', first)
        if m and (m.group(2) or first[len(m.group(1)) + 1:].startswith('0')):
            case = m.group(1) + '.' + (m.group(2) or '0')
            rest = m.group(3)
            section = m.group(1) + '.0'
            if case.endswith('.0'):  # "6.0 MOVEMENT"
                title = titled(rest) if rest.isupper() else rest
                heading[section] = title
                entries.append([case, title, lines[1:]])
                continue
            label = LABEL.match(rest)
            if label and len(label.group(1).split()) <= 6 and label.group(1)[0].isupper() and \
               not label.group(1).startswith(('Units', 'Players', 'Unless', 'Normally', 'Movement may', 'All ')):
                title, body = label.group(1), label.group(2) or ''
            else:  # the title of the case above it ("6.21" under "6.2"), else of its section
                title, body = heading.get(case[:-1].rstrip('.'), heading.get(section, '')), rest
            heading[case] = title
            entries.append([case, title, ([body] if body else []) + lines[1:]])
            continue
        if entries:  # "General Rule. ...", the rest of a case, a list of items
            entries[-1][2].append('')
            entries[-1][2].extend(lines)
    return entries


RULINGS = r'W(?:3|6|8|9|11|12|13|14|18|21|24|29|30)'


def rulings(path):
    out = []
    for case, title, lines in naw.decisions(path, RULINGS):
        title = re.sub(r'\s*\[[^\]]*\]\s*$', '', title)
        body = []
        for l in lines:
            t = l.strip()
            if re.match(r'^\|[-| ]+\|$', t):  # a table's rule line
                continue
            if t.startswith('|'):
                t = ' | '.join(c.strip() for c in t.strip('|').split('|'))
            elif t.startswith('- ') and l.startswith('  '):  # an item of an item
                t = '  ' + t
            t = t.replace('Vorw?rts', 'Vorwaerts')  # (ascii() folds what it does not know to '?')
            body.append(t.replace('  -  ', ' - ').replace('  - before', ' - before'))
        out.append([case, title, body])
    return out


# A new line of its own: a list item, a table row, a numbered step; other lines continue the
# paragraph (the rulings are wrapped at 95 columns, the page wraps to its own width).
ITEM = re.compile(r'^(- |\d+\. |[a-z0-9 ()-]+ \| |\w+ \| )')


def join(lines):
    out = []
    for l in lines:
        if l and out and out[-1] and not ITEM.match(l.strip()) and ' | ' not in l:
            out[-1] += ' ' + l
        else:
            out.append(l)
    return out


def fill_headings(entries):
    """Gives each entry with no text its cases' texts: "6.2" those of 6.21-6.24, "14.0" those of
    14.1-14.3 (every case of the section)."""
    for case, title, lines in entries:
        if any(l for l in lines):
            continue
        prefix = case[:-1] if case.endswith('.0') else case
        for sub, sub_title, sub_lines in entries:
            if sub == case or not sub.startswith(prefix) or not any(l for l in sub_lines):
                continue
            lead = sub + (' ' + sub_title + '.' if sub_title != title else '')
            text = [l for l in sub_lines]
            lines.extend(([''] if lines else []) + [lead + ' ' + text[0]] + text[1:])
    return entries


def read_rules(path):  # a file in this format: its comment lines and its entries
    comments, entries = [], []
    for line in open(path, encoding='utf-8').read().split('\n'):
        if line.startswith('#') and not entries:
            comments.append(line)
        elif line.startswith('@ '):
            case, title = line[2:].split(' | ', 1)
            entries.append([case, title, []])
        elif entries:
            entries[-1][2].append(line)
    return comments, entries


if __name__ == '__main__' and sys.argv[1] == '--fill-headings':
    comments, entries = read_rules(sys.argv[2])
    with open(sys.argv[2], 'w', encoding='utf-8') as out:
        sys.stdout = out
        for c in comments:
            print(c)
        print()
        naw.emit(fill_headings(entries))
    sys.exit(0)

if __name__ == '__main__':
    print('# Waterloo 20: rule cases 1.0-17.2 (Joseph Miranda, 1999; OCR transcription')
    print('# shared/seeds/002_766198e55e2913d6.txt, misreadings corrected as ruling W1 reads them;')
    print('# words in [brackets] are the editor\'s) and the rulings a refusal cites')
    print('# (shared/design/w20-rules-decisions.md), shown when a rule number is tapped. Generated by')
    print('# tests/ui/tools/make_w20_rules_asset.py; format in src/ui/rule_text.h.')
    print()
    naw.emit(fill_headings([[c, t, join(l)] for c, t, l in rulebook(sys.argv[1]) + rulings(sys.argv[2])]))
