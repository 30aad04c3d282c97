import {
  HIDDEN_CONFIG_PARAMETERS,
  HIDDEN_CONFIG_SECTIONS,
  type ConfigParameter,
  type ConfigSection,
  type ConfigValuesResponse,
  type DisplayConfigResponse,
} from '@rnorm/contracts';

export type ParameterValue = ConfigParameter['Value'];

export interface ShownParameter {
  name: string;
  parameter: ConfigParameter;
  /** The current value, typed by the parameter's Type. */
  value: ParameterValue;
}

export interface ShownSection {
  key: string;
  displayName: string;
  parameters: ShownParameter[];
}

const hiddenSections: readonly string[] = HIDDEN_CONFIG_SECTIONS;
const hiddenParameters: readonly string[] = HIDDEN_CONFIG_PARAMETERS;

/** A value sent as text (`/v2/config/get`) read as the parameter's type; a text that does not fit is kept as text. */
export function parseParameterValue(parameter: ConfigParameter, text: string): ParameterValue {
  if (parameter.Type === 'Boolean') {
    if (/^(true|1)$/i.test(text)) return true;
    if (/^(false|0)$/i.test(text)) return false;
    return text;
  }
  if (parameter.Type === 'Int' || parameter.Type === 'Float') {
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : text;
  }
  return text;
}

/** A slider's value kept within its Min and Max (spec section 5). */
export function clampToRange(value: number, min = 0, max = 1): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The sections and parameters the Settings screen shows, in the server's order: without the Debug and General
 * sections and the raw-version parameters (spec section 2), and without sections left with no parameter. Values come
 * from the values call when it has them, else from the display configuration.
 */
export function shownSections(
  display: DisplayConfigResponse,
  values: ConfigValuesResponse | undefined,
): ShownSection[] {
  return Object.entries(display.Config)
    .filter(([key, section]) => !hiddenSections.includes(key) && !hiddenSections.includes(section.DisplayName))
    .map(([key, section]: [string, ConfigSection]) => ({
      key,
      displayName: section.DisplayName,
      parameters: Object.entries(section.Parameters)
        .filter(([name]) => !hiddenParameters.includes(name))
        .map(([name, parameter]) => {
          const text = values?.Config[key]?.[name];
          return {
            name,
            parameter,
            value: text === undefined ? parameter.Value : parseParameterValue(parameter, text),
          };
        }),
    }))
    .filter((section) => section.parameters.length > 0);
}
