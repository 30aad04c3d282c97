import {
  feedbackMessages,
  serverMessages,
  validationMessages,
  type RuleMappingCreateRequestSchema,
  type RuleMappingDetailResponse,
  type RuleMappingListResponse,
  type RuleMappingUpdateRequestSchema,
  type ReturnMessageResponse,
  type RuleTargetPlace,
} from '@rnorm/contracts';
import type {
  KeyOwner,
  RawEntry,
  RawTriple,
  RuleKind,
  RuleValues,
  UserCatalogRepository,
  UserRuleMapping,
  UserRuleMappingsRepository,
  UsersRepository,
} from '@rnorm/db';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { CatalogSearchService } from '../catalog-search/catalog-search.service.ts';
import { familyKeyOf, rawKeyOf } from '../jobs/job-runner.ts';

type CreateRequest = z.output<typeof RuleMappingCreateRequestSchema>;
type UpdateRequest = z.output<typeof RuleMappingUpdateRequestSchema>;

/** The values of a request that names them `…_normalised` (rule create, fuzzy match). */
export function ruleValuesOf(body: NormalisedValues): RuleValues {
  return {
    publisher: body.publisher_normalised,
    name: body.name_normalised,
    version: body.version_normalised,
    major: body.major_normalised ?? null,
    minor: body.minor_normalised ?? null,
    patch: body.patch_normalised ?? null,
    build: body.build_normalised ?? null,
    release: body.release_normalised ?? null,
    edition: body.edition_normalised ?? null,
    servicepack: body.servicepack_normalised ?? null,
    architecture: body.architecture_normalised ?? null,
    language: body.language_normalised ?? null,
  };
}

type NormalisedValues = Record<'publisher_normalised' | 'name_normalised' | 'version_normalised', string> &
  Partial<
    Record<
      | 'major_normalised'
      | 'minor_normalised'
      | 'patch_normalised'
      | 'build_normalised'
      | 'release_normalised'
      | 'edition_normalised'
      | 'servicepack_normalised'
      | 'architecture_normalised'
      | 'language_normalised',
      string | null
    >
  >;

export function normalizedSectionOf(record: RuleValues | UserRuleMapping) {
  return {
    publisher: record.publisher,
    name: record.name,
    version: record.version,
    major: record.major ?? null,
    minor: record.minor ?? null,
    patch: record.patch ?? null,
    build: record.build ?? null,
    release: record.release ?? null,
    edition: record.edition ?? null,
    servicepack: record.servicepack ?? null,
    architecture: record.architecture ?? null,
    language: record.language ?? null,
  };
}

/** The company's rule mappings: an exact raw row → the values it is normalized to, whatever the catalog says. */
export function createRuleMappingsService(deps: {
  rules: UserRuleMappingsRepository;
  userCatalog: UserCatalogRepository;
  users: UsersRepository;
  search: CatalogSearchService;
}) {
  const { rules, userCatalog, users, search } = deps;

  /**
   * Stores the rule (a new one, or new values for the raw row's rule). Values the catalog does not know (in-house
   * software) become an entry of the company catalog as well, so that they are suggested and matched from then on.
   */
  async function store(
    caller: KeyOwner,
    hashKey: string,
    raw: RawEntry,
    values: RuleValues,
    kind: RuleKind = {},
  ): Promise<void> {
    await rules.upsert(caller.companyId, caller.userId, hashKey, raw, values, kind);
    // A rule that ignores its rows names no product to remember; one for every version names none, and the company
    // catalog remembers the product at the version the raw row has.
    if (kind.ignoreReason) search.forget(caller.companyId);
    else await rememberInCompanyCatalog(caller, values.version === '' ? { ...values, version: raw.version } : values);
  }

  /** Values neither catalog knows become an entry of the company catalog (a rule's target, made or changed). */
  async function rememberInCompanyCatalog(caller: KeyOwner, values: RuleValues): Promise<void> {
    const { exists } = await search.checkRecord(caller, {
      publisher: values.publisher,
      name: values.name,
      version: values.version,
    });
    if (!exists) await userCatalog.create(caller.companyId, caller.userId, values);
    search.forget(caller.companyId);
  }

  async function ownRule(caller: KeyOwner, hashKey: string): Promise<UserRuleMapping> {
    const rule = await rules.find(caller.companyId, hashKey);
    if (!rule) throw new AppError('NOT_FOUND', serverMessages.ruleNotFound);
    return rule;
  }

  return {
    /** The rules, each with its raw row, its target and where the target is known (issue 30: raw → target). */
    async list(caller: KeyOwner): Promise<RuleMappingListResponse> {
      const all = await rules.list(caller.companyId);
      const names = await users.usernamesOf(
        caller.companyId,
        all.flatMap((rule) => (rule.updatedByUserId === null ? [] : [rule.updatedByUserId])),
      );
      // The company's entries once, as the existence check compares them: publisher, name and version, any case.
      const entryKey = (values: { publisher: string; name: string; version: string }) =>
        [values.publisher, values.name, values.version].map((value) => value.toLowerCase()).join('\u0000');
      const entries = new Set((await userCatalog.list(caller.companyId)).map(entryKey));
      const catalog = await search.suggester();
      const targetIn = (rule: UserRuleMapping): RuleTargetPlace => {
        if (rule.ignoreReason !== null) return 'none';
        if (catalog.hasProduct(rule.publisher, rule.name)) return 'catalog';
        return entries.has(entryKey(rule)) ? 'company_catalog' : 'none';
      };
      return {
        ReturnCode: 200,
        Records: all.map((rule) => ({
          hash_key: rule.hashKey,
          publisher: rule.rawPublisher,
          name: rule.rawName,
          version: rule.rawVersion,
          target_publisher: rule.publisher,
          target_name: rule.name,
          target_version: rule.version,
          target_in: targetIn(rule),
          any_version: rule.anyVersion,
          ignore_reason: rule.ignoreReason,
          updated_at: rule.updatedAt.toISOString(),
          updated_by: rule.updatedByUserId === null ? null : (names.get(rule.updatedByUserId) ?? null),
        })),
      };
    },

    async detail(caller: KeyOwner, hashKey: string): Promise<RuleMappingDetailResponse> {
      const rule = await ownRule(caller, hashKey);
      return {
        ReturnCode: 200,
        hash_key: rule.hashKey,
        raw_section: { raw_publisher: rule.rawPublisher, raw_name: rule.rawName, raw_version: rule.rawVersion },
        normalized_section: normalizedSectionOf(rule),
        any_version: rule.anyVersion,
        ignore_reason: rule.ignoreReason,
      };
    },

    store,

    /**
     * Creates the rule: for the raw row, or with `any_version` for every version of its title (keyed by the family);
     * 409 when the company has that rule already.
     */
    async create(caller: KeyOwner, body: CreateRequest): Promise<ReturnMessageResponse> {
      const raw = { publisher: body.Publisher, name: body.Title, version: body.Version };
      const triple: RawTriple = [raw.publisher, raw.name, raw.version];
      const hashKey = body.any_version ? familyKeyOf(triple) : rawKeyOf(triple);
      if (await rules.find(caller.companyId, hashKey)) {
        throw new AppError(
          'CONFLICT',
          body.any_version ? serverMessages.anyVersionRuleExists : serverMessages.ruleExists,
        );
      }
      await store(caller, hashKey, raw, ruleValuesOf(body), { anyVersion: body.any_version });
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.mappingAdded, hash_key: hashKey } };
    },

    async update(caller: KeyOwner, hashKey: string, body: UpdateRequest): Promise<ReturnMessageResponse> {
      // A rule for one row names its version; one for every version leaves each row its own.
      if (body.version === '' && !(await ownRule(caller, hashKey)).anyVersion) {
        throw new AppError('VALIDATION_FAILED', validationMessages.versionRequired, { field: 'version' });
      }
      const updated = await rules.update(caller.companyId, caller.userId, hashKey, body);
      if (!updated) throw new AppError('NOT_FOUND', serverMessages.ruleNotFound);
      // As when the rule was made: a changed target the catalogs lack is remembered too.
      await rememberInCompanyCatalog(caller, body);
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.mappingUpdated, hash_key: hashKey } };
    },

    async remove(caller: KeyOwner, hashKey: string): Promise<ReturnMessageResponse> {
      if (!(await rules.remove(caller.companyId, hashKey))) {
        throw new AppError('NOT_FOUND', serverMessages.ruleNotFound);
      }
      search.forget(caller.companyId);
      return { ReturnCode: 200, ReturnObject: { message: serverMessages.ruleDeleted, hash_key: hashKey } };
    },
  };
}

export type RuleMappingsService = ReturnType<typeof createRuleMappingsService>;
