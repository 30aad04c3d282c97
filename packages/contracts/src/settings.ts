import { z } from 'zod';
import { withExample } from './examples.ts';

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
export const DisplayConfigResponseSchema = withExample(
  z.object({ Config: z.record(z.string(), ConfigSectionSchema) }),
  {
    Config: {
      Normalization: {
        DisplayName: 'Normalization',
        Parameters: {
          fuzzy_match_threshold: {
            Description:
              'Lowest name similarity at which a product of the same publisher is accepted as a fuzzy catalog match.',
            Value: 0.82,
            Type: 'Float',
            DisplayType: 'Slider',
            Min: 0,
            Max: 1,
            Default: 0.82,
          },
          suggestions_per_row: {
            Description: 'Catalog suggestions offered per entry, best first.',
            Value: 5,
            Type: 'Int',
            Default: 5,
          },
        },
      },
      Datapacks: {
        DisplayName: 'Datapacks',
        Parameters: {
          datapack_slc: {
            Description:
              'Software lifecycle: release date, end of support, lifecycle status and latest version, added to every software title job.',
            Value: true,
            Type: 'Boolean',
            Default: true,
          },
        },
      },
      Jobs: {
        DisplayName: 'Jobs',
        Parameters: {
          queue_backend: {
            Description: 'Where job tasks wait: in the API process, or in BullMQ on Redis for separate workers.',
            Value: 'BullMQ (Redis)',
            Type: 'String',
            Default: 'In process',
          },
        },
      },
    },
  },
);
export type DisplayConfigResponse = z.infer<typeof DisplayConfigResponseSchema>;
/** `GET /v2/config/get`: the values only, as strings, in the save payload's shape (Config > section > parameter). */
export const ConfigValuesResponseSchema = withExample(
  z.object({
    Config: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  {
    Config: {
      Normalization: { fuzzy_match_threshold: '0.82', suggestions_per_row: '5' },
      Datapacks: { datapack_slc: 'true' },
      Jobs: { queue_backend: 'BullMQ (Redis)' },
    },
  },
);
export type ConfigValuesResponse = z.infer<typeof ConfigValuesResponseSchema>;
/** Sections and parameters the Settings screen does not show (spec section 2). */
export const HIDDEN_CONFIG_SECTIONS = ['Debug', 'General'] as const;
export const HIDDEN_CONFIG_PARAMETERS = [
  'return_raw_version',
  'return_raw_version_on_match',
  'return_raw_version_on_matchfix',
] as const;
export const SETTINGS_SLIDER_STEP = 0.1;
