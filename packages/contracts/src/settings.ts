import { z } from 'zod';

/** One configuration parameter as the Settings screen shows it (spec section 3). */
export const ConfigParameterSchema = z.object({
  Description: z.string(),
  Value: z.union([z.string(), z.number(), z.boolean()]),
  Type: z.enum(['Boolean', 'Int', 'Float', 'String']),
  DisplayType: z.literal('Slider').optional(),
  Min: z.number().optional(),
  Max: z.number().optional(),
  Default: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
export type ConfigParameter = z.infer<typeof ConfigParameterSchema>;
export const ConfigSectionSchema = z.object({
  DisplayName: z.string(),
  Parameters: z.record(z.string(), ConfigParameterSchema),
});
export type ConfigSection = z.infer<typeof ConfigSectionSchema>;
/** `GET /v2/config/get_display_config`: every section with its parameters, values and how to show them. */
export const DisplayConfigResponseSchema = z.object({ Config: z.record(z.string(), ConfigSectionSchema) });
export type DisplayConfigResponse = z.infer<typeof DisplayConfigResponseSchema>;
/** `GET /v2/config/get`: the values only, as strings, in the save payload's shape (Config > section > parameter). */
export const ConfigValuesResponseSchema = z.object({
  Config: z.record(z.string(), z.record(z.string(), z.string())),
});
export type ConfigValuesResponse = z.infer<typeof ConfigValuesResponseSchema>;
/** Sections and parameters the Settings screen does not show (spec section 2). */
export const HIDDEN_CONFIG_SECTIONS = ['Debug', 'General'] as const;
export const HIDDEN_CONFIG_PARAMETERS = [
  'return_raw_version',
  'return_raw_version_on_match',
  'return_raw_version_on_matchfix',
] as const;
export const SETTINGS_SLIDER_STEP = 0.1;
