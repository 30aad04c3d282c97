import { cleanText } from '../clean/clean-text.ts';
import { readRpmPackage } from '../match/match-distribution-package.ts';
import { readPackageIdentity, type PackageIdentity } from '../title/package-identity.ts';
import type { RawRow } from '../types.ts';
import type { StageTrace } from './trace.ts';

/** A raw row as the stages after `clean` read it. */
export interface ReadRow {
  /** The title, publisher and version as written, cleaned (Unicode forms, spaces, quotes, mojibake). */
  writtenTitle: string;
  publisherText: string;
  writtenVersion: string;
  /** An RPM package as `rpm -qa` names it ("openssl-libs-3.0.7-25.el9_3.x86_64"), when the title is one. */
  rpmPackage: { name: string; version: string; architecture: string } | undefined;
  /** The version to read: the RPM package's, unless the row gives another one. */
  versionText: string;
  /** A packaged app's identity ("Microsoft.WindowsCalculator", "org.mozilla.firefox"), read as words. */
  identity: PackageIdentity | undefined;
  /** The title to read: the RPM package's name, the identity's words, or the title as written. */
  title: string;
}

/**
 * The clean stage: cleans the three values and reads an RPM package name or a packaged app's identity written as
 * the title. `isPublisherWord` says whether a word names a publisher the catalog knows (an identity may start so);
 * `codeHost` matches a code host's segment of a bundle identifier (the index's `dictionaries.words.codeHost`).
 */
export function readRow(
  raw: RawRow,
  isPublisherWord: (word: string) => boolean,
  codeHost?: RegExp,
  toEnglish: (title: string) => string = (title) => title,
): { read: ReadRow; trace: StageTrace } {
  const writtenTitle = cleanText(raw.title);
  const publisherText = cleanText(raw.publisher);
  const writtenVersion = cleanText(raw.version);
  const rpm = writtenTitle ? readRpmPackage(writtenTitle) : undefined;
  const rpmPackage = rpm && (!writtenVersion || rpm.version.includes(writtenVersion)) ? rpm : undefined;
  const identity =
    rpmPackage || !writtenTitle
      ? undefined
      : readPackageIdentity(writtenTitle, isPublisherWord, publisherText, codeHost);
  const ownVersion = withoutTitleInFront(writtenVersion, writtenTitle);
  const read: ReadRow = {
    writtenTitle,
    publisherText,
    writtenVersion,
    rpmPackage,
    versionText: rpmPackage?.version ?? ownVersion,
    identity,
    title: rpmPackage?.name ?? identity?.title ?? toEnglish(writtenTitle),
  };
  const decision = rpmPackage
    ? `read the RPM package ${rpmPackage.name} at ${rpmPackage.version}`
    : identity
      ? `read the package identity as "${identity.title}"${identity.publisher ? ` by ${identity.publisher}` : ''}`
      : read.title !== writtenTitle
        ? `read in English as "${read.title}"`
        : ownVersion !== writtenVersion
          ? `cleaned; the version "${ownVersion}" without the title written in front of it`
          : 'cleaned';
  return { read, trace: { stage: 'clean', decision } };
}

/**
 * A version written after the title it belongs to (`Adobe Updater 6.2.0.1474` for "Adobe Updater", as some Mac
 * inventories write it) is the version alone; any other version is as written.
 */
export function withoutTitleInFront(version: string, title: string): string {
  if (
    !title ||
    version.length <= title.length ||
    version.slice(0, title.length).toLowerCase() !== title.toLowerCase()
  ) {
    return version;
  }
  const rest = version.slice(title.length);
  return /^\s+v?\d/iu.test(rest) ? rest.trim() : version;
}
