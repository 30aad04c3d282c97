import type { CatalogPublisher } from '@rnorm/engine';
import { distanceFromSiteRoot } from './homepage-key.ts';
import { normalizeName, toKey } from './normalize-name.ts';
import { publisherNameFromIdentifier } from './publisher-name-from-identifier.ts';
import { prepareLegalSuffixes, stripLegalSuffix } from './strip-legal-suffix.ts';

export interface PublisherRegistryOptions {
  /** Authored publishers: they keep their ids and names, and come first in the output. */
  authored: readonly CatalogPublisher[];
  /** Legal suffixes to strip before matching and naming (the built-in fallback list is added by the caller). */
  legalSuffixes: Iterable<string>;
  /** Publisher strings that name nobody (`Unknown`); they resolve to no publisher. */
  placeholders: Iterable<string>;
}

/**
 * The publishers of a content pack under construction. Every raw spelling that resolves to a publisher becomes one
 * of its aliases, so that the engine recognizes the spellings the sources use.
 */
export interface PublisherRegistry {
  /**
   * The key of the publisher a raw spelling means (`Microsoft Corporation` → `microsoft`): an authored or already
   * known publisher whose name or alias equals it once legal suffixes are stripped, else a new publisher named by
   * the stripped spelling. Records the raw spelling as an alias. Answers undefined for an empty or placeholder text.
   */
  resolve(raw: string): string | undefined;
  /** The publisher with this key, created with this display name when it does not exist yet. */
  ensure(key: string, name: string): string;
  /**
   * The publisher a package identifier's first segment names (`UniversityOfEdinburgh`, a repository owner): one
   * already known by that spelling or by its words spaced ("University of Edinburgh"), else a new one named from
   * its words and marked `nameFromIdentifier`. The first spelled name a source gives it later replaces that name.
   */
  ensureFromIdentifier(identifier: string): string;
  /** The key of the publisher a spelling already means, without creating or recording anything. */
  find(raw: string): string | undefined;
  /** Adds a spelling to a publisher unless it already names another publisher (then it would be ambiguous). */
  addAlias(publisherId: string, alias: string): void;
  /**
   * Sets the website of a publisher that has none, or replaces one a source gave with one nearer a site's root (a
   * publisher's packages may give a product's repository, `github.com/rancher-sandbox/rancher-desktop` for SUSE). An
   * authored website stays.
   */
  setWebsite(publisherId: string, website: string): void;
  get(publisherId: string): CatalogPublisher | undefined;
  /** Authored publishers in their order, then the imported ones sorted by key; aliases deduplicated. */
  list(): CatalogPublisher[];
}

export function createPublisherRegistry(options: PublisherRegistryOptions): PublisherRegistry {
  const suffixes = prepareLegalSuffixes(options.legalSuffixes);
  const placeholders = new Set([...options.placeholders].map((text) => normalizeName(text)));
  const publishers = new Map<string, CatalogPublisher>();
  const authoredIds = new Set<string>();
  // Publishers whose website a source gave (not an author): a better one from another package may replace it.
  const importedWebsites = new Set<string>();
  // Matching form (normalized, legal suffix stripped) of every name and alias → the publisher it was first seen on.
  const owners = new Map<string, string>();

  const matchingForm = (text: string): string => normalizeName(stripLegalSuffix(text, suffixes));
  const claim = (publisherId: string, text: string): void => {
    const form = matchingForm(text);
    if (form && !owners.has(form)) owners.set(form, publisherId);
  };
  const pushAlias = (publisher: CatalogPublisher, alias: string): void => {
    const lower = alias.toLowerCase();
    if (lower === publisher.name.toLowerCase()) return;
    if (publisher.aliases.some((existing) => existing.toLowerCase() === lower)) return;
    publisher.aliases.push(alias);
  };

  for (const authored of options.authored) {
    const existing = publishers.get(authored.id);
    if (existing) {
      for (const alias of authored.aliases) pushAlias(existing, alias);
    } else {
      publishers.set(authored.id, { ...authored, aliases: [] });
      for (const alias of authored.aliases) pushAlias(publishers.get(authored.id)!, alias);
    }
    authoredIds.add(authored.id);
  }
  // Names claim before aliases, so that an authored alias never takes another authored publisher's name.
  for (const publisher of publishers.values()) claim(publisher.id, publisher.name);
  for (const publisher of publishers.values()) for (const alias of publisher.aliases) claim(publisher.id, alias);

  const ensure = (key: string, name: string): string => {
    if (!publishers.has(key)) {
      publishers.set(key, { id: key, name, aliases: [] });
      claim(key, name);
    }
    return key;
  };

  const isPlaceholder = (text: string): boolean =>
    placeholders.has(normalizeName(text)) || placeholders.has(matchingForm(text));

  const addAlias = (publisherId: string, alias: string): void => {
    const publisher = publishers.get(publisherId);
    const trimmed = alias.trim();
    if (!publisher || !trimmed || isPlaceholder(trimmed)) return;
    const owner = owners.get(matchingForm(trimmed));
    if (owner !== undefined && owner !== publisherId) return;
    pushAlias(publisher, trimmed);
    claim(publisherId, trimmed);
  };

  const ensureFromIdentifier = (identifier: string): string => {
    const key = toKey(identifier);
    const known = publishers.has(key) ? key : owners.get(matchingForm(identifier));
    if (known !== undefined) return known;
    const { name, spaced } = publisherNameFromIdentifier(identifier, suffixes);
    const spelled = owners.get(matchingForm(spaced));
    if (spelled !== undefined) {
      addAlias(spelled, identifier);
      return spelled;
    }
    publishers.set(key, { id: key, name, aliases: [], nameFromIdentifier: true });
    claim(key, name);
    addAlias(key, identifier);
    addAlias(key, spaced);
    return key;
  };

  const resolve = (raw: string): string | undefined => {
    const trimmed = raw.trim();
    const form = matchingForm(trimmed);
    if (!form || isPlaceholder(trimmed)) return undefined;
    const name = stripLegalSuffix(trimmed, suffixes);
    const key = owners.get(form) ?? ensure(toKey(name), name);
    const publisher = publishers.get(key)!;
    if (publisher.nameFromIdentifier && /\s/.test(name)) {
      // A name as someone wrote it ("Analog Devices, Inc.") beats one guessed from an identifier ("AnalogDevices").
      const guessed = publisher.name;
      publisher.name = name;
      delete publisher.nameFromIdentifier;
      pushAlias(publisher, guessed);
      publisher.aliases = publisher.aliases.filter((alias) => alias.toLowerCase() !== name.toLowerCase());
    }
    addAlias(key, trimmed);
    return key;
  };

  return {
    resolve,
    find: (raw) => owners.get(matchingForm(raw.trim())),
    ensure,
    ensureFromIdentifier,
    addAlias,
    setWebsite(publisherId, website) {
      const publisher = publishers.get(publisherId);
      const distance = distanceFromSiteRoot(website);
      if (!publisher || distance === Infinity) return;
      const isReplaceable =
        !publisher.website || (importedWebsites.has(publisherId) && distance < distanceFromSiteRoot(publisher.website));
      if (!isReplaceable) return;
      publisher.website = website;
      importedWebsites.add(publisherId);
    },
    get: (publisherId) => publishers.get(publisherId),
    list() {
      const all = [...publishers.values()].map((publisher) => ({ ...publisher, aliases: [...publisher.aliases] }));
      const authored = all.filter((publisher) => authoredIds.has(publisher.id));
      const imported = all
        .filter((publisher) => !authoredIds.has(publisher.id))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return [...authored, ...imported];
    },
  };
}
