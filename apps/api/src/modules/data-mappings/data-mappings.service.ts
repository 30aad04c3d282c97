import {
  feedbackMessages,
  serverMessages,
  type DataMappingCreateRequestSchema,
  type DataMappingField,
  type ReturnMessageResponse,
  type UserDataMappingListResponse,
  type UserDataMappingRecord,
  type UserDataMappingViewResponse,
} from '@rnorm/contracts';
import type { KeyOwner, UserDataMapping, UserDataMappingsRepository, UsersRepository } from '@rnorm/db';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';

type CreateRequest = z.output<typeof DataMappingCreateRequestSchema>;

/** The company's wording for normalized values, applied by jobs submitted after a change. */
export function createDataMappingsService(deps: { dataMappings: UserDataMappingsRepository; users: UsersRepository }) {
  const { dataMappings, users } = deps;

  async function records(caller: KeyOwner, mappings: UserDataMapping[]): Promise<UserDataMappingRecord[]> {
    const names = await users.usernamesOf(
      caller.companyId,
      mappings.flatMap((mapping) => (mapping.updatedByUserId === null ? [] : [mapping.updatedByUserId])),
    );
    return mappings.map((mapping) => ({
      hash_key: mapping.hashKey,
      field_name: mapping.fieldName as DataMappingField,
      normalized_value: mapping.normalizedValue,
      custom_value: mapping.customValue,
      updated_at: mapping.updatedAt.toISOString(),
      updated_by: mapping.updatedByUserId === null ? null : (names.get(mapping.updatedByUserId) ?? null),
    }));
  }

  /** The one mapping of this value (of this field, when given); 404 when none, 400 when the field is needed. */
  async function ownMapping(caller: KeyOwner, normalizedValue: string, fieldName?: string): Promise<UserDataMapping> {
    const found = await dataMappings.findByValue(caller.companyId, normalizedValue, fieldName);
    if (found.length === 0) throw new AppError('NOT_FOUND', serverMessages.dataMappingNotFound);
    if (found.length > 1) throw new AppError('VALIDATION_FAILED', serverMessages.dataMappingAmbiguous);
    return found[0]!;
  }

  return {
    async list(caller: KeyOwner): Promise<UserDataMappingListResponse> {
      return {
        ReturnCode: 200,
        ReturnObject: { user_data_mappings: await records(caller, await dataMappings.list(caller.companyId)) },
      };
    },

    async view(caller: KeyOwner, normalizedValue: string, fieldName?: string): Promise<UserDataMappingViewResponse> {
      const [record] = await records(caller, [await ownMapping(caller, normalizedValue, fieldName)]);
      return { ReturnCode: 200, ReturnObject: { user_data_mapping: record! } };
    },

    async create(caller: KeyOwner, body: CreateRequest): Promise<ReturnMessageResponse> {
      const created = await dataMappings.create(caller.companyId, caller.userId, {
        fieldName: body.FieldName,
        normalizedValue: body.NormalizedValue,
        customValue: body.CustomValue,
      });
      if (!created) throw new AppError('CONFLICT', serverMessages.dataMappingExists);
      return {
        ReturnCode: 200,
        ReturnObject: { message: feedbackMessages.dataMappingAdded, hash_key: created.hashKey },
      };
    },

    async update(
      caller: KeyOwner,
      normalizedValue: string,
      fieldName: string | undefined,
      customValue: string,
    ): Promise<ReturnMessageResponse> {
      const mapping = await ownMapping(caller, normalizedValue, fieldName);
      await dataMappings.update(caller.companyId, caller.userId, mapping, customValue);
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.dataMappingUpdated } };
    },

    async remove(caller: KeyOwner, normalizedValue: string, fieldName?: string): Promise<ReturnMessageResponse> {
      const mapping = await ownMapping(caller, normalizedValue, fieldName);
      await dataMappings.remove(caller.companyId, mapping);
      return { ReturnCode: 200, ReturnObject: { message: serverMessages.dataMappingDeleted } };
    },
  };
}

export type DataMappingsService = ReturnType<typeof createDataMappingsService>;
