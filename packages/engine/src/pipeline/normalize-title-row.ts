import type { CatalogIndex } from '../match/build-catalog-index.ts';
import { suggestCandidates, type MatchQuery } from '../match/match-catalog.ts';
import { CATALOG_FIELDS, reachedCatalogProduct, withCompanyValues, type NamedValues } from './reached-product.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { abbreviatesName } from '../title/parse-title.ts';
import type {
  NormalizedRow,
  RawRow,
  UserCatalogLookup,
  UserCatalogMatch,
  UserRuleLookup,
  UserRuleMatch,
} from '../types.ts';
import { catalogName } from './catalog-name.ts';
import { ignoreReason } from '../classify/classify-title.ts';
import { parentProductLookup } from '../match/parent-product.ts';
import { classifyRow } from './classify-row.ts';
import { CONFIDENCE } from './confidence.ts';
import type { RowEvidence } from '../confidence/row-evidence.ts';
import { evidenceOf, IGNORED_EVIDENCE, rateRow } from './rate-row.ts';
import { describeRow } from './describe-row.ts';
import { emptyRow } from './empty-row.ts';
import { overLimitReason } from '../clean/input-limits.ts';
import { enrichOwnName, enrichRow } from './enrich-row.ts';
import { emptyFieldSet, put, rowOf, withFields, type FieldSet } from './field-set.ts';
import { findPublisher } from './find-publisher.ts';
import { MATCH_SOURCE, MATCHED_BY, matchQueryOf, matchRow } from './match-row.ts';
import { dropTrailingMajor, GUID, isPlausibleName } from './own-name.ts';
import { dropRepeatedPublisher } from './publisher-in-name.ts';
import { readRow } from './read-row.ts';
import { matchedReason, titleReason } from './row-reason.ts';
import { readTitle, type ReadTitle } from './read-title.ts';
import { readVersion, versionOfProduct, type ReadVersion } from './read-version.ts';
import type { StageTrace } from './trace.ts';

/** What the stages of a job share: the content, the company's records, the day, and which rows get suggestions. */
export interface PipelineContext {
  index: CatalogIndex;
  today: string;
  suggest: 'matchfix' | 'unsure' | 'none';
  userRules?: UserRuleLookup | undefined;
  userCatalog?: UserCatalogLookup | undefined;
  /** Whether a word names a publisher the catalog knows (a packaged app's identity may start with one). */
  isPublisherWord: (word: string) => boolean;
  /** A localized title in English words, unless the catalog knows the title as written (see read-row.ts). */
  toEnglish?: (title: string) => string;
}

/** A row's output and what each stage decided on the way. */
export interface PipelineResult {
  row: NormalizedRow;
  trace: StageTrace[];
  /** What the row's confidence was measured by, when it was rated (see rate-row.ts). */
  evidence?: RowEvidence;
}

/**
 * Normalizes a title row: clean → classify → user rules → publisher → title → version → company catalog → catalog
 * match → fields → enrichment. Each stage is a function of what the earlier ones returned; this function only
 * chooses the outcome. `withCompanyRecords` false leaves the company's rules and catalog out: how a rule's own
 * values are read back (see reached-product.ts).
 */
export function normalizeTitleRow(raw: RawRow, context: PipelineContext, withCompanyRecords = true): PipelineResult {
  const { index } = context;
  const trace: StageTrace[] = [];
  const base = emptyRow(raw);
  // A field longer than any real one is a broken export: refused whole, never normalized from a cut-off text.
  const tooLong = overLimitReason(raw);
  if (tooLong) return { row: { ...base, reason: tooLong }, trace: [{ stage: 'clean', decision: tooLong }] };
  const { read, trace: cleaned } = readRow(
    raw,
    context.isPublisherWord,
    index.dictionaries.words.codeHost,
    context.toEnglish,
  );
  trace.push(cleaned);
  if (!read.writtenTitle) return { row: { ...base, reason: 'The row has no title.' }, trace };

  const { ignored, trace: classified } = classifyRow(read, index.ignoreRules, parentProductLookup(index));
  trace.push(classified);
  if (ignored) {
    const evidence = IGNORED_EVIDENCE;
    const { confidence, trace: rated } = rateRow(index, evidence);
    trace.push(rated);
    const row = { ...base, status: 'ignored' as const, reason: ignoreReason(ignored), confidence };
    return { row, trace, evidence };
  }

  const rule = withCompanyRecords
    ? context.userRules?.({ publisher: read.publisherText, title: read.writtenTitle, version: read.writtenVersion })
    : undefined;
  trace.push({ stage: 'user rules', decision: ruleDecision(rule) });
  if (rule?.ignoreReason) {
    const reason = `Ignored by a rule of your company: ${rule.ignoreReason}`;
    const row = { ...base, status: 'ignored' as const, matched_by: 'user_rule' as const, reason };
    return { row: { ...row, confidence: CONFIDENCE.byWay.user_rule }, trace };
  }
  if (rule && !rule.anyVersion) {
    // A rule names the product; when the catalog knows it, the row is that product's like any other match.
    const reached = readCompanyValues(rule.values, context);
    const row = {
      ...withCompanyValues(base, rule.values, 'user_rule', reached),
      status: 'normalized' as const,
      matched_by: 'user_rule' as const,
      confidence: CONFIDENCE.byWay.user_rule,
      reason: `Matched a rule of your company; ${namedProductReason(reached)}`,
    };
    return { row, trace };
  }

  const { publisher, trace: publisherTrace } = findPublisher(index, read);
  trace.push(publisherTrace);
  const { title, trace: titleTrace } = readTitle(index, read, publisher, context.isPublisherWord);
  trace.push(titleTrace);
  const { version, trace: versionTrace } = readVersion(read.versionText, title.parsed, index.dictionaries.words);
  trace.push(versionTrace);
  const query = matchQueryOf(title, publisher, version);
  if (rule) {
    // A rule for every version of the row's family names the product; the version is the row's own.
    const { row: named, reached } = atRowVersion(base, rule.values, 'user_rule', title, version, context);
    const row = {
      ...named,
      status: 'normalized' as const,
      matched_by: 'user_rule' as const,
      confidence: CONFIDENCE.byWay.user_rule,
      reason: `Matched a rule of your company for any version of this title; ${namedProductReason(reached)}`,
    };
    return { row, trace };
  }

  const own = withCompanyRecords
    ? context.userCatalog?.({
        publisher: publisher && !publisher.isPlaceholder ? publisher.name : null,
        names: [title.titleToMatch, title.parsed.name],
        version: version.choice.version,
      })
    : undefined;
  trace.push({
    stage: 'company catalog',
    decision: own ? `entry ${own.entry.id} "${own.entry.values.name}"` : 'no entry of the company catalog',
  });
  if (own) return { row: companyCatalogRow(base, own, title, version, context), trace };

  const { matched, trace: matchTrace } = matchRow(index, read, query, publisher);
  trace.push(matchTrace);
  const { match, product } = matched;
  if (!matched.publisher) {
    const reason = 'The row has no publisher, and none could be inferred from the title.';
    const candidates = candidatesOf(context, query);
    // A title that names something is a row a person can finish in Matchfix; only an unusable one is an error.
    if (!isPlausibleName(title.parsed.name) || GUID.test(read.title)) {
      return { row: { ...base, reason, candidates }, trace };
    }
    const row = rowOf(
      base,
      { status: 'matchfix', reason: `${reason} The name and version read from the row are a guess.`, candidates },
      guessFields(title, version),
    );
    return { row, trace };
  }
  if (matched.publisher.isPlaceholder) {
    return { row: placeholderRow(base, matched.publisher, title, version, candidatesOf(context, query)), trace };
  }

  const finalVersion = versionOfProduct(
    version.rawVersion,
    title.parsed,
    product?.product,
    index.dictionaries.words,
    version.rawText,
  );
  const described = describeRow(index, read, title.parsed, matched.publisher, finalVersion, product?.product);
  trace.push(described.trace);
  const { parts } = described;

  if (match && product) {
    const reportedName = catalogName(product.product, parts, title.parsed, index.dictionaries);
    const named = put(emptyFieldSet(), 'name', reportedName, MATCH_SOURCE[match.kind]);
    put(named, 'catalog_id', product.product.id, MATCH_SOURCE[match.kind]);
    const { values } = described.fields;
    const enriched = enrichRow(
      index,
      read,
      product,
      {
        version: (values.version as string | undefined) ?? null,
        release: (values.release as string | undefined) ?? null,
        servicepack: (values.servicepack as string | undefined) ?? null,
        name: title.parsed.name,
      },
      match.isDistributionPackage === true,
      context.today,
    );
    trace.push(enriched.trace);
    const matchedBy = MATCHED_BY[match.kind];
    const evidence = evidenceOf(index, {
      way: match.kind,
      title: read.title,
      reportedName,
      publisher,
      version: finalVersion,
      rawVersion: read.versionText,
      productPublisherId: product.product.publisherId,
    });
    const { confidence, trace: rated } = rateRow(index, evidence);
    trace.push(rated);
    const row = rowOf(
      base,
      {
        status: 'normalized',
        matched_by: matchedBy,
        confidence,
        reason: withNotes(
          matchedReason(
            match.reasons,
            product.product.id,
            product.product.name,
            read.title,
            reportedName,
            finalVersion,
          ),
          enriched.notes,
        ),
        candidates: match.kind === 'fuzzy' && context.suggest === 'unsure' ? candidatesOf(context, query) : [],
      },
      described.fields,
      named,
      enriched.fields,
    );
    return { row: unlessUnsure(row, context, query), trace, evidence };
  }

  const name = ownName(title, matched.publisher, parts.major);
  if (!isPlausibleName(name) || GUID.test(read.title)) {
    const row = rowOf(
      base,
      {
        status: 'matchfix',
        reason: 'The title does not name a product the engine can recognise.',
        candidates: candidatesOf(context, query),
      },
      described.fields,
    );
    return { row, trace };
  }
  const enriched = enrichOwnName(index, name, matched.publisher, finalVersion.version);
  trace.push(enriched.trace);
  const evidence = evidenceOf(index, {
    way: 'title_parse',
    title: read.title,
    reportedName: name,
    publisher,
    version: finalVersion,
    rawVersion: read.versionText,
  });
  const { confidence, trace: rated } = rateRow(index, evidence);
  trace.push(rated);
  const row = rowOf(
    base,
    {
      status: 'normalized',
      matched_by: 'title_parse',
      confidence,
      reason: withNotes(titleReason(read.title, name, finalVersion), enriched.notes),
      candidates: context.suggest === 'unsure' ? candidatesOf(context, query) : [],
    },
    described.fields,
    put(emptyFieldSet(), 'name', name, 'title'),
    enriched.fields,
  );
  return { row: unlessUnsure(row, context, query), trace, evidence };
}

/**
 * A normalized row whose confidence is below the content's threshold (`matchfixBelow`) is a guess: it goes to Matchfix with its
 * values as suggestions of what it may be, and its reason says why.
 */
export function unlessUnsure(row: NormalizedRow, context: PipelineContext, query: MatchQuery): NormalizedRow {
  const { matchfixBelow } = context.index.confidence;
  if (row.status !== 'normalized' || row.confidence >= matchfixBelow) return row;
  // A guess names what the row may be; what that product would tell of it (a CPE, known vulnerabilities, an end of
  // life) is no fact about the row, and a scanner reading the export would take it for one.
  const kept: NormalizedRow = { ...row, sources: { ...row.sources } };
  for (const column of CATALOG_FIELDS) {
    kept[column] = null;
    delete kept.sources[column];
  }
  return {
    ...kept,
    status: 'matchfix',
    reason: `${row.reason ?? ''} Confidence ${row.confidence.toFixed(2)} is below ${matchfixBelow}: a guess for Matchfix, not a result.`,
    candidates: row.candidates.length > 0 ? row.candidates : candidatesOf(context, query),
  };
}

/** A reason that also says where enrichment no catalog entry gave came from (a category, a CPE). */
function withNotes(reason: string, notes: readonly string[]): string {
  if (notes.length === 0) return reason;
  // "…from the raw version." ends a sentence the notes continue; a catalog match's reason ends without a stop.
  const stop = reason.endsWith('.') ? '.' : '';
  return `${reason.replace(/\.$/, '')}; ${notes.join('; ')}${stop}`;
}

/** Catalog suggestions for a row, unless the job asks for none. */
function candidatesOf(context: PipelineContext, query: MatchQuery): NormalizedRow['candidates'] {
  return context.suggest === 'none' ? [] : suggestCandidates(context.index, query);
}

/**
 * The name of a product the catalog does not know: the parsed name without the publisher repeated in front, without
 * a trailing major version the title repeats ("Driver Booster 10" at 10.4.0), with an acronym of the name kept
 * ("Colour Contrast Analyser (CCA)"), as catalogs write such names.
 */
function ownName(title: ReadTitle, publisher: ResolvedPublisher, major: string | null): string {
  const { parsed } = title;
  const name = dropRepeatedPublisher(parsed.name, publisher.name);
  // "Alice 3 3.7.0.0": with the full version written after it, the number is part of the name. A lone build number
  // ("Far Manager 3 build 5800") is no full version: read again without it, the name would lose the number anyway.
  const hasFullTitleVersion = parsed.version !== null && /\d\D+\d/.test(parsed.version);
  // A name that is the whole title keeps its number: without it, read again, the name would lose its tokens too.
  const bareName = hasFullTitleVersion || parsed.nameIsWholeTitle ? name : dropTrailingMajor(name, major);
  return parsed.acronym !== null && abbreviatesName(parsed.acronym, bareName)
    ? `${bareName} (${parsed.acronym})`
    : bareName;
}

/** Best guesses from the title help whoever fixes a row whose publisher is a placeholder; the status says so. */
function placeholderRow(
  base: NormalizedRow,
  publisher: ResolvedPublisher,
  title: ReadTitle,
  version: ReadVersion,
  candidates: NormalizedRow['candidates'],
): NormalizedRow {
  const reason = `"${publisher.name}" is a placeholder, not a publisher name, and the title did not reveal one.`;
  return rowOf(base, { status: 'matchfix', reason, candidates }, guessFields(title, version));
}

/** What a row without a publisher still says: its name, when it reads as one, and its version. */
function guessFields(title: ReadTitle, version: ReadVersion): FieldSet {
  const guess = version.parts;
  const fields: FieldSet = emptyFieldSet();
  if (isPlausibleName(title.parsed.name)) put(fields, 'name', title.parsed.name, 'title');
  put(fields, 'version', guess.version, 'version');
  put(fields, 'major', guess.major, 'version');
  put(fields, 'minor', guess.minor, 'version');
  return fields;
}

/** What the user-rule stage found, in words. */
function ruleDecision(rule: UserRuleMatch | undefined): string {
  if (!rule) return 'no rule';
  return rule.anyVersion
    ? "a rule of the company matches the raw row's publisher and title at any version"
    : 'a rule of the company matches the raw row';
}

/**
 * A row named by a company's values (a rule's, a catalog entry's) at the row's own version and with what its title
 * says (release, edition, service pack, architecture, language), unless the values set those; and the engine's row
 * for the values at that version (see reached-product.ts).
 */
function atRowVersion(
  base: NormalizedRow,
  values: NamedValues,
  source: 'user_rule' | 'user_catalog',
  title: ReadTitle,
  version: ReadVersion,
  context: PipelineContext,
): { row: NormalizedRow; reached: NormalizedRow } {
  const { parts } = version;
  const { parsed } = title;
  const fromRow = emptyFieldSet();
  for (const [field, value] of Object.entries(parts) as [keyof typeof parts, string | null][]) {
    put(fromRow, field, value, 'version');
  }
  for (const field of ['release', 'edition', 'servicepack', 'architecture', 'language'] as const) {
    put(fromRow, field, parsed[field], 'title');
  }
  // Values named as a catalog product are that product, at the row's version when they give none.
  const reached = readCompanyValues({ ...values, version: values.version ?? parts.version }, context);
  return { row: withCompanyValues(withFields(base, fromRow), values, source, reached), reached };
}

/** The company's own entry: its values; the row's version, unless the entry is this very version. */
function companyCatalogRow(
  base: NormalizedRow,
  own: UserCatalogMatch,
  title: ReadTitle,
  version: ReadVersion,
  context: PipelineContext,
): NormalizedRow {
  const values: NamedValues = own.sameVersion
    ? own.entry.values
    : { publisher: own.entry.values.publisher, name: own.entry.values.name };
  const { row: named, reached } = atRowVersion(base, values, 'user_catalog', title, version, context);
  const row: NormalizedRow = {
    ...named,
    status: 'normalized',
    matched_by: 'user_catalog',
    confidence: CONFIDENCE.byWay.user_catalog,
    reason:
      `${own.sameVersion ? 'Matched an entry of your company catalog' : 'Matched a product of your company catalog'}` +
      `; ${namedProductReason(reached)}`,
  };
  if (!reachedCatalogProduct(reached)) {
    row.catalog_id = `user:${own.entry.id}`;
    row.sources.catalog_id = 'user_catalog';
  }
  return row;
}

/**
 * The engine's row for values a company wrote (a rule's, a catalog entry's) read as a raw row, without the company's
 * rules and catalog: whether, and how, the content pack knows the product they name.
 */
function readCompanyValues(values: NamedValues, context: PipelineContext): NormalizedRow {
  const raw = { publisher: values.publisher ?? '', title: values.name ?? '', version: values.version ?? '' };
  return normalizeTitleRow(raw, { ...context, suggest: 'none' }, false).row;
}

/** "… whose catalog data the row carries" or "… not in the catalog", for a row a company's record decided. */
function namedProductReason(reached: NormalizedRow): string {
  const product = reachedCatalogProduct(reached);
  return product
    ? `it names the catalog product ${product.name} (${product.catalog_id}), whose catalog data the row carries.`
    : 'the product it names is not in the catalog under that name, publisher and version.';
}
