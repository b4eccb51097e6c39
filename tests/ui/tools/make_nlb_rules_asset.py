#!/usr/bin/env python3
"""Builds assets/nlb/rules-nlb.txt: the cases of the Napoleon's Last Battles standard rules
(Decision Games 2009 text, shared/seeds/003_2ad9464f23182554.txt, an OCR transcription) that
Waterloo under NLB rules uses, and the rulings of nlb-rules-decisions.md that nlb_engine's
refusals cite, in the format src/ui/rule_text.h reads (the format of assets/rules-1979.txt):

    # comment lines
    @ <id> | <title>
    <text lines, blank lines separate paragraphs>

The transcription's cases are "[5.1] Title" or "[5.11]" lines, each followed by its
paragraphs; a case with no title of its own takes its section's. The page's navigation lines
("Start of page", "Back to ...") are left out, obvious character-recognition errors are mended
(OCR_FIXES below: the wording is kept), and what the transcription lacks is said in brackets.
The cases kept are those ruling N20 applies (3.3-13.2, less 3.5, 5.23, 7.32 and 8.45: no river,
marsh or NLB scale on this map). Text is plain ASCII.
Usage: make_nlb_rules_asset.py RULEBOOK DECISIONS > assets/nlb/rules-nlb.txt
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_rules_asset as naw  # its ASCII folding and output
from make_cn_rules_asset import join

# The transcription's character-recognition errors: (wrong, right), each found once or more.
OCR_FIXES = [
    ('and! or', 'and/or'),
    ('pieces..', 'pieces.'),
    ('within the\n\nlimits', 'within the limits'),
    ('Forest. Town and Chateau', 'Forest, Town and Chateau'),
    ('To exit the map. a unit', 'To exit the map, a unit'),
    ('combat odds. the computer rolls the attackers die', 'combat odds, the computer rolls the attacker\'s die'),
    ('as a ingle combat', 'as a single combat'),
    ('Combat Strength Unit: given unit\'s', 'Combat Strength Unit: a given unit\'s'),
    ('Diversionary Attacks: unit may', 'Diversionary Attacks: a unit may'),
    ('open to retreat into, he unit', 'open to retreat into, the unit'),
    ('artillery bombardment. The already', 'artillery bombardment, the already'),
    ('the bombarding units hex', 'the bombarding unit\'s hex'),
    ('Bridge hex-side', 'Bridge hexside'),
    ('non Bridge River', 'non-Bridge River'),
]

# What the transcription lacks, said where it is missing.
NOTES = {
    '7.7': '[The table is not in the transcription: this game uses the table of ruling N10.]',
    '8.34': '[The example\'s figure is not in the transcription.]',
}

SKIP = {'3.5', '5.23', '7.32', '8.45'}  # ruling N20: no NLB scale, river or marsh here


def ascii(s):
    table = {'\u00bd': '1/2', '\u2032': "'", '\u00b0': ' deg', '\u00ea': 'e', '\u00a9': '(c)'}
    return naw.ascii(''.join(table.get(c, c) for c in s))


def rulebook(path):
    text = open(path, encoding='utf-8').read()
    for wrong, right in OCR_FIXES:
        assert wrong in text, wrong
        text = text.replace(wrong, right)
    entries, cur, heading = [], None, {}
    for line in text.split('\n'):
        line = line.strip()
        if line in ('Start of page', 'Contents') or line.startswith('Back to '):
            continue
        m = re.match(r'^\[(\d+)\.(\d+)\]\s*(.*)$', line)
        if m:
            major, minor, title = m.group(1), m.group(2), ascii(m.group(3))
            case = major + '.' + minor
            if title:
                heading[case] = title
            else:  # "[5.11]": its section's title ("5.1"), else its chapter's ("5.0")
                title = heading.get(major + '.' + minor[:1]) or heading.get(major + '.0', '')
            cur = [case, title, []]
            entries.append(cur)
            continue
        if cur is not None:
            cur[2].append(ascii(line))
    for e in entries:
        if e[0] in NOTES:
            e[2] += ['', NOTES[e[0]]]
    def kept(case):
        return float(case) >= 3.3 and case not in SKIP
    return [e for e in entries if kept(e[0])]


def table_row(line):
    """A markdown table row as text: cells joined by ' | ' (an escaped '\\|' is a hexside
    'a|b'); None for the separator row."""
    cells = [c.strip().replace('\0', '|')
             for c in line.replace('\\|', '\0').strip().strip('|').split('|')]
    if all(re.match(r'^-+$', c) for c in cells):
        return None
    return '| ' + ' | '.join(cells)


def decisions(path, cited):
    """The sections "## N<n>. Title" named in `cited`: their lines, tables as rows of text;
    the title without its provenance mark ("[seed]": the text keeps its marks)."""
    out, cur = [], None
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        m = re.match(r'^## (N\d+)\. (.*)$', line)
        if line.startswith('## '):
            cur = None
        if m and m.group(1) in cited:
            title = re.sub(r'\s*\[[^]]*\]$', '', m.group(2))
            cur = [m.group(1), ascii(title), []]
            out.append(cur)
        elif cur is not None and line.strip().startswith('|'):
            row = table_row(line)
            if row is not None:
                cur[2].append(ascii(row))
        elif cur is not None:
            cur[2].append(ascii(line))
    return out


def join_markdown(lines):
    """The rulings' markdown as the dialog's lines: a list item or table row starts a line
    (a nested item keeps two spaces of indent), a wrapped line continues its item, a line
    indented less than its item's text starts a paragraph of the item above."""
    out, indent = [], 0
    for raw in lines:
        text = raw.strip()
        lead = len(raw) - len(raw.lstrip())
        item = re.match(r'^(- |\d+\. |\| )', text)
        if not text:
            out.append('')
        elif item:
            out.append(('  ' if lead else '') + text)
            indent = lead + len(item.group(1))
        elif out and out[-1] and lead >= indent:
            out[-1] += ' ' + text
        else:
            out.append(('  ' if lead else '') + text)
            indent = lead
    return out


# The rulings nlb_engine's refusals cite (src/games/nlb/*.cpp, nlb_play.cpp): every one has
# its entry (tests/nlb_ui/nlb_rule_text_test.cpp checks it against the sources).
CITED = {'N3', 'N6', 'N7', 'N8', 'N9', 'N10', 'N12', 'N13', 'N14', 'N15', 'N16', 'N18', 'N19'}

if __name__ == '__main__':
    print('# Waterloo under Napoleon\'s Last Battles rules: the NLB standard rules\' cases this game')
    print('# uses (Decision Games 2009 text, shared/seeds/003_..., character-recognition errors')
    print('# mended) and the rulings a refusal cites (shared/design/nlb-rules-decisions.md), shown')
    print('# when a rule number is tapped. Generated by tests/ui/tools/make_nlb_rules_asset.py;')
    print('# format in src/ui/rule_text.h.')
    print()
    naw.emit([[c, t, join(l)] for c, t, l in rulebook(sys.argv[1])])
    naw.emit([[c, t, join_markdown(l)] for c, t, l in decisions(sys.argv[2], CITED)])
