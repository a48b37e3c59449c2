#!/usr/bin/env python3
"""Writes Sources/TabBarLint/Generated/Lexicon.swift from WordNet 3.0.

Reads the Debian package wordnet-base (/usr/share/wordnet): index.noun,
index.verb, index.adj and index.adv (every lemma with its parts of speech and,
per part of speech, `tagsense_cnt`: how many of its senses were seen in the
tagged corpus, the weight the linter uses to decide which part of speech
dominates a word), and noun.exc, verb.exc, adj.exc and adv.exc (irregular
inflections: children -> child, went -> go, better -> good and well).

WordNet has no function words, so the closed classes a title may use
(pronouns, determiners, prepositions, conjunctions) are listed here and
shipped with the data; they decide over WordNet ("in" is a preposition in a
title, not the noun "in", a politician in office).

Multiword lemmas (WordNet writes them with "_": sign_in, log_out, right_now,
for_sale) are kept when they have at most three words, every word is itself a
single-word lemma or a function word, and the lemma is not a noun-only
compound whose last word is a noun (world_war, abraham_lincoln: a compound
noun is read through its last word, the head, just as well). What stays are
phrasal verbs (sign_in), adverbial and adjectival phrases (right_now,
for_sale) and compounds whose head is not a noun (check_in): the cases where
reading the words one by one would judge a title wrongly.

Lemmas with characters other than a-z, apostrophe and hyphen (digits, dots:
.22_caliber, a.d.) are dropped: a title word with digits is never looked up.

Usage: Scripts/generate-lexicon.py [--wordnet DIR] [--output FILE]
Deterministic: sorted output, no timestamps.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "TabBarLint", "Generated", "Lexicon.swift")

# WordNet's file names and the one-letter codes the shipped data uses.
PARTS = [("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")]

# Closed-class words WordNet leaves out, by class:
# o pronoun (a nominal: "For You", "Me"), d determiner ("All", "Your"),
# p preposition or particle ("For", "In", "Up"), c conjunction ("and", "&").
FUNCTION_WORDS = {
    "o": """i me you we us they them he him she it one mine yours ours theirs hers myself yourself
        ourselves yourselves everyone everybody everything someone somebody something anyone
        anybody anything nothing nobody none""",
    "d": """a an the my your our their his her its this that these those all every each some any no
        more most less least other another such what whatever which whose many much few several
        both either neither own""",
    "p": """about above across after against along among around at before behind below beneath
        beside besides between beyond by down during except for from in inside into near of off on
        onto out outside over per since through throughout till to toward towards under until up
        upon via with within without""",
    "c": """and or but nor so yet as than if""",
}


def function_words():
    words = {}
    for code, text in FUNCTION_WORDS.items():
        for word in text.split():
            if word in words:
                sys.exit(f"function word {word!r} listed twice")
            words[word] = code
    return words


LEMMA = re.compile(r"^[a-z][a-z'-]*(?:_[a-z][a-z'-]*)*$")


def read_license(path):
    """The licence header every WordNet index file carries (numbered lines)."""
    lines = []
    with open(path, encoding="ascii") as file:
        for line in file:
            if not line.startswith("  "):
                break
            # "  14 WordNet 3.0 Copyright ..." -> "WordNet 3.0 Copyright ..."
            lines.append(re.sub(r"^\s+\d+ ?", "", line).rstrip())
    text = "\n".join(lines).strip()
    if "WordNet 3.0 Copyright 2006 by Princeton University" not in text:
        sys.exit(f"{path}: not WordNet 3.0 (licence header not found)")
    return text


def read_index(directory):
    """lemma -> {part code: tagsense_cnt}."""
    lexicon = {}
    for code, name in PARTS:
        with open(os.path.join(directory, f"index.{name}"), encoding="ascii") as file:
            for line in file:
                if line.startswith(" "):
                    continue
                # lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
                fields = line.split()
                pointer_count = int(fields[3])
                tagged = int(fields[5 + pointer_count])
                lexicon.setdefault(fields[0], {})[code] = tagged
    return lexicon


def read_exceptions(directory):
    """(inflected, part code) -> sorted base forms."""
    exceptions = {}
    for code, name in PARTS:
        with open(os.path.join(directory, f"{name}.exc"), encoding="ascii") as file:
            for line in file:
                inflected, *bases = line.split()
                exceptions.setdefault((inflected, code), set()).update(bases)
    return exceptions


def kept(lemma, parts, singles, functions):
    if not LEMMA.match(lemma):
        return False
    if "_" not in lemma:
        return True
    words = lemma.split("_")
    if len(words) > 3 or not all(word in singles or word in functions for word in words):
        return False
    noun_compound = set(parts) == {"n"} and "n" in singles.get(words[-1], {})
    return not noun_compound


def encode(parts):
    """{"a": 5, "r": 1} -> "a5r1", in the order n, v, a, r."""
    return "".join(f"{code}{parts[code]}" for code, _ in PARTS if code in parts)


def swift_literal(name, doc, lines):
    body = "\n".join(lines)
    if '"""#' in body:
        sys.exit(f"{name}: data contains the literal's terminator")
    return f'{doc}\n    static let {name} = #"""\n{body}\n"""#\n'


def generate(directory):
    license_text = read_license(os.path.join(directory, "index.noun"))
    functions = function_words()
    index = read_index(directory)
    singles = {lemma: parts for lemma, parts in index.items() if "_" not in lemma and LEMMA.match(lemma)}
    lexicon = {lemma: parts for lemma, parts in index.items() if kept(lemma, parts, singles, functions)}

    exception_lines = []
    for (inflected, code), bases in sorted(read_exceptions(directory).items()):
        # Only bases the shipped lexicon has in that part of speech resolve to anything.
        known = sorted(base for base in bases if code in lexicon.get(base, {}))
        if known and LEMMA.match(inflected):
            exception_lines.append(f"{inflected} {code} {','.join(known)}")

    lexicon_lines = [f"{lemma} {encode(parts)}" for lemma, parts in sorted(lexicon.items())]
    function_lines = [f"{word} {code}" for word, code in sorted(functions.items())]
    multiword = sum(1 for lemma in lexicon if "_" in lemma)

    notice = "\n".join(f"// {line}".rstrip() for line in license_text.splitlines())
    return (
        "// Generated by Scripts/generate-lexicon.py from WordNet 3.0 (Debian package wordnet-base:\n"
        "// /usr/share/wordnet/index.{noun,verb,adj,adv} and {noun,verb,adj,adv}.exc). Do not edit.\n"
        "//\n"
        "// The WordNet licence (full text in LICENSES/wordnet.txt):\n"
        "//\n"
        f"{notice}\n"
        "\n"
        "/// WordNet 3.0 as the title rules read it. Parsed lazily by `Lexicon`.\n"
        "enum LexiconData {\n"
        f"    /// Lemmas kept: {len(lexicon)} ({multiword} of them multiword); exceptions: {len(exception_lines)}.\n"
        f"    static let lemmaCount = {len(lexicon)}\n"
        "\n"
        + swift_literal(
            "lemmas",
            "    /// One lemma a line, sorted by byte: `lemma` (multiword with `_`), a space, then for each part of\n"
            "    /// speech it has, in the order n v a r, its letter and its tagged sense count (`new a5r1`).",
            lexicon_lines,
        )
        + "\n"
        + swift_literal(
            "exceptions",
            "    /// Irregular inflections, sorted: `inflected part base[,base]` (`children n child`).",
            exception_lines,
        )
        + "\n"
        + swift_literal(
            "functionWords",
            "    /// Closed-class words, sorted: `word class`; o pronoun, d determiner, p preposition, c conjunction.",
            function_lines,
        )
        + "}\n"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", default="/usr/share/wordnet", help="folder with WordNet's index.* and *.exc files")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="the Swift file to write")
    arguments = parser.parse_args()
    text = generate(arguments.wordnet)
    os.makedirs(os.path.dirname(arguments.output), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8", newline="\n") as file:
        file.write(text)


if __name__ == "__main__":
    main()
