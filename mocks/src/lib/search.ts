import { foldText } from "./criteria.ts";

/**
 * Product search relevance for the emulator, modelled on Shopware's keyword search: the term is split into
 * tokens, each token must match a keyword of the product (AND logic, Shopware's default search config), and a
 * match scores the field's ranking times how well it matched (whole keyword, prefix, or inside a compound word
 * like "reiniger" in "Bodenreiniger"). Everything is compared case- and accent-insensitively, so "decapant"
 * finds "Décapant". On top, a product whose whole name or number is the term ranks first.
 */

/** The searchable text of one product, in the request language. */
export interface SearchDocument {
  name: string;
  productNumber: string;
  ean: string | null;
  keywords: string | null;
  manufacturer: string;
  /** Variant option names (`5 l`, `Lavendel`). */
  options: string;
  /** Plain text (HTML removed). */
  description: string;
}

/** Field rankings, after Shopware's default product search config (product number and name weigh most). */
const fieldWeights: Record<keyof SearchDocument, number> = {
  productNumber: 1000,
  keywords: 800,
  name: 700,
  ean: 500,
  manufacturer: 500,
  options: 300,
  description: 100,
};

/** How much of a field's ranking a token earns: the whole keyword, its start, or a part inside it. */
const EXACT = 1;
const PREFIX = 0.6;
const INFIX = 0.3;

/** Bonuses that put the obvious hit first, whatever the field scores of the others add up to. */
const WHOLE_NAME_BONUS = 100_000;
const WHOLE_NUMBER_BONUS = 50_000;
const NAME_START_BONUS = 5_000;
const ALL_IN_NAME_BONUS = 2_000;

/** Shopware ignores search tokens shorter than the configured minimum (2) unless nothing else is left. */
const MIN_TOKEN_LENGTH = 2;

/** Folded words of a text: letters and digits, split at everything else. */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const compact = (text: string) => foldText(text).replace(/\s+/g, "");

export interface SearchIndex {
  /** Relevance per matching document (its position in the indexed list); documents without a match are left out. */
  score(term: string): Map<number, number>;
}

export function buildSearchIndex(documents: SearchDocument[]): SearchIndex {
  // token → documents containing it, with the best field ranking the token has in that document.
  const postings = new Map<string, Map<number, number>>();
  const names: string[][] = [];
  const wholeNames: string[] = [];
  const numbers: string[] = [];
  documents.forEach((document, doc) => {
    for (const field of Object.keys(fieldWeights) as Array<keyof SearchDocument>) {
      const value = document[field];
      if (!value) continue;
      for (const token of tokenize(value)) {
        let byDoc = postings.get(token);
        if (!byDoc) {
          byDoc = new Map();
          postings.set(token, byDoc);
        }
        byDoc.set(doc, Math.max(byDoc.get(doc) ?? 0, fieldWeights[field]));
      }
    }
    names.push(tokenize(document.name));
    wholeNames.push(tokenize(document.name).join(" "));
    numbers.push(compact(document.productNumber));
  });
  const vocabulary = [...postings.keys()].toSorted();

  const firstAtOrAfter = (token: string) => {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle]! < token) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const matchToken = (token: string): Map<number, number> => {
    const scores = new Map<number, number>();
    const add = (byDoc: Map<number, number> | undefined, quality: number) => {
      for (const [doc, weight] of byDoc ?? []) {
        const value = weight * quality;
        if (value > (scores.get(doc) ?? 0)) scores.set(doc, value);
      }
    };
    add(postings.get(token), EXACT);
    for (let index = firstAtOrAfter(token); index < vocabulary.length; index++) {
      const candidate = vocabulary[index]!;
      if (!candidate.startsWith(token)) break;
      if (candidate !== token) add(postings.get(candidate), PREFIX);
    }
    if (token.length >= 3) {
      for (const candidate of vocabulary) {
        if (candidate.length > token.length && !candidate.startsWith(token) && candidate.includes(token)) {
          add(postings.get(candidate), INFIX);
        }
      }
    }
    return scores;
  };

  return {
    score(term) {
      const all = tokenize(term);
      const long = all.filter((token) => token.length >= MIN_TOKEN_LENGTH);
      const tokens = [...new Set(long.length > 0 ? long : all)];
      if (tokens.length === 0) return new Map();
      let result: Map<number, number> | null = null;
      for (const token of tokens) {
        const scores = matchToken(token);
        if (result === null) {
          result = scores;
          continue;
        }
        const next = new Map<number, number>();
        for (const [doc, value] of result) {
          const extra = scores.get(doc);
          if (extra !== undefined) next.set(doc, value + extra);
        }
        result = next;
        if (result.size === 0) break;
      }
      const phrase = all.join(" ");
      const number = compact(term);
      for (const [doc, value] of result ?? []) {
        let bonus = 0;
        if (wholeNames[doc] === phrase) bonus += WHOLE_NAME_BONUS;
        else if (wholeNames[doc]!.startsWith(`${phrase} `)) bonus += NAME_START_BONUS;
        if (numbers[doc] === number) bonus += WHOLE_NUMBER_BONUS;
        const name = names[doc]!;
        if (tokens.every((token) => name.some((word) => word.startsWith(token)))) bonus += ALL_IN_NAME_BONUS;
        result!.set(doc, value + bonus);
      }
      return result ?? new Map();
    },
  };
}

/** Text of an HTML fragment, for indexing descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
