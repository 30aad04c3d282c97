import type { CatalogIndex } from '../match/build-catalog-index.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { readPackageIdentity } from '../title/package-identity.ts';
import { parseTitle, type ParsedTitle } from '../title/parse-title.ts';
import { dropPublisherAfterName, dropRepeatedPublisher, parseWithoutPublisherAfterName } from './publisher-in-name.ts';
import type { ReadRow } from './read-row.ts';
import type { StageTrace } from './trace.ts';

export interface ReadTitle {
  /** The title as matched: without the publisher's name repeated in front or written after it. */
  titleToMatch: string;
  /** Name, version, edition, architecture, language, channel… read from it. */
  parsed: ParsedTitle;
}

/**
 * The title stage: the title read into a name and what surrounds it, without the publisher's name repeated in front
 * or after a comma or dash, so that the row's own output, fed back in, finds the same product ("Mozilla Mozilla
 * Firefox Beta" and "Mozilla Firefox Beta"). An identity among other words ("build 45 Contoso.ExpenseTracker") is
 * read as the name those words leave; an RPM package's architecture is the row's.
 */
export function readTitle(
  index: CatalogIndex,
  read: ReadRow,
  publisher: ResolvedPublisher | undefined,
  isPublisherWord: (word: string) => boolean,
): { title: ReadTitle; trace: StageTrace } {
  const titleToMatch = dropPublisherAfterName(
    index,
    dropRepeatedPublisher(read.title, publisher?.name ?? null),
    publisher,
  );
  const parsedAsWritten = parseWithoutPublisherAfterName(index, titleToMatch, publisher);
  const nameIdentity = read.identity
    ? undefined
    : readPackageIdentity(parsedAsWritten.name, isPublisherWord, read.publisherText, index.dictionaries.words.codeHost);
  const parsed: ParsedTitle = {
    ...parsedAsWritten,
    ...(nameIdentity && { name: nameIdentity.title }),
    ...(read.rpmPackage && { architecture: parseTitle(read.rpmPackage.architecture, index.dictionaries).architecture }),
  };
  const dropped = titleToMatch === read.title ? '' : `; read without the publisher's name ("${titleToMatch}")`;
  return {
    title: { titleToMatch, parsed },
    trace: { stage: 'title', decision: `name "${parsed.name}"${dropped}` },
  };
}
