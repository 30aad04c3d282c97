import {
  feedbackMessages,
  serverMessages,
  type ReturnMessageResponse,
  type UserCatalogEditRequestSchema,
  type UserCatalogListResponse,
  type UserCatalogRecord,
  type UserCatalogViewResponse,
} from '@rnorm/contracts';
import type { KeyOwner, UserCatalogEntry, UserCatalogRepository, UsersRepository } from '@rnorm/db';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { CatalogSearchService } from '../catalog-search/catalog-search.service.ts';
import { normalizedSectionOf } from '../rule-mappings/rule-mappings.service.ts';

type EditRequest = z.output<typeof UserCatalogEditRequestSchema>;

/** The company catalog: normalized records the content pack lacks, matched by jobs submitted after a change. */
export function createUserCatalogService(deps: {
  userCatalog: UserCatalogRepository;
  users: UsersRepository;
  search: CatalogSearchService;
}) {
  const { userCatalog, users, search } = deps;

  async function records(caller: KeyOwner, entries: UserCatalogEntry[]): Promise<UserCatalogRecord[]> {
    const names = await users.usernamesOf(
      caller.companyId,
      entries.flatMap((entry) => (entry.updatedByUserId === null ? [] : [entry.updatedByUserId])),
    );
    return entries.map((entry) => ({
      u_cat_ref_id: entry.id,
      ...normalizedSectionOf(entry),
      updated_at: entry.updatedAt.toISOString(),
      updated_by: entry.updatedByUserId === null ? null : (names.get(entry.updatedByUserId) ?? null),
    }));
  }

  return {
    async list(caller: KeyOwner): Promise<UserCatalogListResponse> {
      return {
        ReturnCode: 200,
        ReturnObject: { usercatalog_records: await records(caller, await userCatalog.list(caller.companyId)) },
      };
    },

    async view(caller: KeyOwner, id: number): Promise<UserCatalogViewResponse> {
      const entry = await userCatalog.find(caller.companyId, id);
      if (!entry) throw new AppError('NOT_FOUND', serverMessages.userCatalogNotFound);
      const [record] = await records(caller, [entry]);
      return { ReturnCode: 200, ReturnObject: { usercatalog_record: record! } };
    },

    /** Adds an entry (beyond the spec, which adds them only through rules); the same values twice are refused. */
    async add(caller: KeyOwner, body: EditRequest): Promise<ReturnMessageResponse> {
      if (await userCatalog.findByValues(caller.companyId, body)) {
        throw new AppError('CONFLICT', serverMessages.userCatalogDuplicate);
      }
      await userCatalog.create(caller.companyId, caller.userId, body);
      search.forget(caller.companyId);
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.catalogAdded } };
    },

    async edit(caller: KeyOwner, id: number, body: EditRequest): Promise<ReturnMessageResponse> {
      if (!(await userCatalog.update(caller.companyId, caller.userId, id, body))) {
        throw new AppError('NOT_FOUND', serverMessages.userCatalogNotFound);
      }
      search.forget(caller.companyId);
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.catalogUpdated } };
    },

    async remove(caller: KeyOwner, id: number): Promise<ReturnMessageResponse> {
      if (!(await userCatalog.remove(caller.companyId, id))) {
        throw new AppError('NOT_FOUND', serverMessages.userCatalogNotFound);
      }
      search.forget(caller.companyId);
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.catalogDeleted } };
    },
  };
}

export type UserCatalogService = ReturnType<typeof createUserCatalogService>;
