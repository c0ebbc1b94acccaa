/**
 * Finds education and experience entries in a CV's lines. Each entry is anchored on its date
 * range; the lines just above it (and what stands beside the dates) are its heading, the lines
 * below it up to the next entry's heading are its description. Sections start at their headings
 * ('Vzdělání', 'Work experience') and end at any other known heading.
 */

import { ENTRY_LIMITS } from '@/contracts/profile';
import type { ProfileEntryProposals } from '@/contracts/profile-import';
import { type DateRange, findDateRange } from './cv-dates';
import { type DescriptionLine, descriptionHtml } from './description-html';
import {
  educationFields,
  experienceFields,
  headingParts,
  looksLikeCityAndCountry,
  looksLikePlace,
  looksLikeSentence,
} from './entry-fields';
import { type SectionKind, sectionOf } from './headings';
import type { TextLine } from './text-lines';

type EntryKind = Exclude<SectionKind, 'other'>;

/** A line of a section with what the entry reading needs to know about it. */
interface SectionLine {
  text: string;
  /** Whitespace wider than the section's line spacing stands above it, on the same page. */
  afterBreak: boolean;
  dates: DateRange | null;
}

interface RawEntry {
  heading: string[];
  dates: DateRange;
  after: SectionLine[];
}

const BULLET = /^\s*[•●▪■◦‣∙*–—-]\s+/;
/** Wider than this many times the section's usual line spacing is a break between blocks. */
const BREAK_FACTOR = 1.35;
/** An entry's heading has at most this many lines above its dates. */
const HEADING_LINES = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** LinkedIn's total time at a company above its positions ('5 years 2 months', '3 roky'). */
const DURATION =
  /^\d+\s+(?:years?|months?|let|roky?|rok|měsíc\p{L}*)(?:\s+\d+\s+(?:months?|měsíc\p{L}*))?$/iu;

/** A line that can be (part of) an entry's heading: short, no bullet, not a sentence. */
const headingLike = (line: SectionLine) =>
  !BULLET.test(line.text) &&
  line.text.length <= 120 &&
  !line.text.endsWith(':') &&
  !looksLikeSentence(line.text);

/** The dates of a line when they head an entry: not inside a sentence of a description. */
function headingDates(text: string): DateRange | null {
  if (BULLET.test(text)) return null;
  const dates = findDateRange(text);
  if (!dates) return null;
  const rest = cutDates(text, dates);
  return rest.length <= 100 && !looksLikeSentence(rest) ? dates : null;
}

function cutDates(text: string, dates: DateRange): string {
  return `${text.slice(0, dates.index)} ${text.slice(dates.index + dates.length)}`
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—-]+$/g, '')
    .trim();
}

function sectionLines(lines: readonly TextLine[]): SectionLine[] {
  const gaps = lines.slice(1).flatMap((line, index) => {
    const previous = lines[index];
    return previous.page === line.page ? [line.top - previous.top] : [];
  });
  const spacing = median(gaps);
  return lines.map((line, index) => {
    const previous = lines[index - 1];
    return {
      text: line.text,
      afterBreak: Boolean(
        previous && previous.page === line.page && line.top - previous.top > spacing * BREAK_FACTOR,
      ),
      dates: headingDates(line.text),
    };
  });
}

/** The section's entries, each with its heading lines, its dates and the lines below them. */
function rawEntries(lines: readonly SectionLine[]): RawEntry[] {
  const anchors = lines.flatMap((line, index) => (line.dates ? [index] : []));
  const starts = anchors.map((anchor, order) => {
    const floor = order === 0 ? -1 : anchors[order - 1];
    let start = anchor;
    while (
      start - 1 > floor &&
      anchor - (start - 1) <= HEADING_LINES &&
      !lines[start].afterBreak &&
      headingLike(lines[start - 1])
    ) {
      start--;
    }
    return start;
  });
  return anchors.map((anchor, order) => {
    const line = lines[anchor];
    const dates = line.dates as DateRange;
    const beside = cutDates(line.text, dates);
    const heading = [
      ...lines
        .slice(starts[order], anchor)
        .map((above) => above.text)
        .filter((text) => !DURATION.test(text)),
      ...(beside ? [beside] : []),
    ];
    const end = order + 1 < anchors.length ? starts[order + 1] : lines.length;
    return { heading, dates, after: lines.slice(anchor + 1, end) };
  });
}

/**
 * Takes heading lines that follow the dates ('03/2021 – 2023' above 'Developer · Acme') while the
 * heading still lacks its parts: `wanted` is how many parts a full heading has; a line `belongsBelow`
 * says is no heading stays below.
 */
function completeHeading(
  entry: RawEntry,
  wanted: number,
  belongsBelow: (text: string) => boolean = () => false,
): void {
  while (
    headingParts(entry.heading).length < wanted &&
    entry.after.length > 0 &&
    !entry.after[0].afterBreak &&
    headingLike(entry.after[0]) &&
    !belongsBelow(entry.after[0].text)
  ) {
    entry.heading.push((entry.after.shift() as SectionLine).text);
  }
}

const clip = (text: string, limit: number) => (text.length > limit ? text.slice(0, limit).trim() : text);
const clipOrNull = (text: string | null, limit: number) => (text ? clip(text, limit) : null);
const firstDay = (month: string | null) => (month ? `${month}-01` : null);

const description = (lines: readonly SectionLine[]) =>
  clip(
    descriptionHtml(lines.map(({ text, afterBreak }): DescriptionLine => ({ text, afterBreak }))),
    ENTRY_LIMITS.description,
  );

function experienceEntry(entry: RawEntry): ProfileEntryProposals['experience'][number] {
  // 'Brno, Czechia' below the dates is LinkedIn's place line, not a missing company.
  completeHeading(entry, 2, looksLikeCityAndCountry);
  const fields = experienceFields(headingParts(entry.heading));
  let { location } = fields;
  // LinkedIn puts the place on the line below the dates.
  if (!location && entry.after[0] && !entry.after[0].afterBreak && looksLikePlace(entry.after[0].text)) {
    location = (entry.after.shift() as SectionLine).text;
  }
  return {
    title: clip(fields.title, ENTRY_LIMITS.title),
    company: clip(fields.company, ENTRY_LIMITS.company),
    location: clipOrNull(location, ENTRY_LIMITS.location),
    from: firstDay(entry.dates.from) as string,
    to: firstDay(entry.dates.to),
    description: description(entry.after),
  };
}

function educationEntry(entry: RawEntry): ProfileEntryProposals['education'][number] {
  completeHeading(entry, 2);
  const fields = educationFields(headingParts(entry.heading));
  const degreeFits = fields.degree !== null && fields.degree.length <= ENTRY_LIMITS.degree;
  const title = degreeFits ? fields.title : [fields.degree, fields.title].filter(Boolean).join(', ') || null;
  return {
    organization: clip(fields.organization, ENTRY_LIMITS.organization),
    degree: degreeFits ? fields.degree : null,
    title: clipOrNull(title, ENTRY_LIMITS.title),
    from: firstDay(entry.dates.from) as string,
    to: firstDay(entry.dates.to),
    description: description(entry.after),
  };
}

/** The lines of each education and experience section, in the order the document has them. */
function sections(lines: readonly TextLine[]): { kind: EntryKind; lines: TextLine[] }[] {
  const found: { kind: EntryKind; lines: TextLine[] }[] = [];
  let current: { kind: EntryKind; lines: TextLine[] } | null = null;
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    // A section ends with its column; it goes on across a page.
    if (previous && previous.page === line.page && previous.column !== line.column) current = null;
    const kind = sectionOf(line.text);
    if (kind) {
      current = kind === 'other' ? null : { kind, lines: [] };
      if (current) found.push(current);
    } else {
      current?.lines.push(line);
    }
  });
  return found;
}

/** The education and experience entries the CV's lines propose, in the document's order. */
export function proposeEntries(lines: readonly TextLine[]): ProfileEntryProposals {
  const proposals: ProfileEntryProposals = { education: [], experience: [] };
  for (const section of sections(lines)) {
    for (const entry of rawEntries(sectionLines(section.lines))) {
      if (section.kind === 'experience') proposals.experience.push(experienceEntry(entry));
      else proposals.education.push(educationEntry(entry));
    }
  }
  return proposals;
}
