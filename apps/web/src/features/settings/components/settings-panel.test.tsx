// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ConfigValuesResponse, DisplayConfigResponse } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { failureResponse, heldResponse, jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { SettingsPanel } from './settings-panel.tsx';

const display: DisplayConfigResponse = {
  Config: {
    General: {
      DisplayName: 'General',
      Parameters: { product_version: { Description: 'Version of the rnorm API.', Value: '0.1.0', Type: 'String' } },
    },
    Debug: {
      DisplayName: 'Debug',
      Parameters: { log_level: { Description: 'Lowest log level.', Value: 'info', Type: 'String' } },
    },
    Normalization: {
      DisplayName: 'Normalization',
      Parameters: {
        fuzzy_match_threshold: {
          Description: 'Fuzzy match threshold',
          Value: 0.82,
          Type: 'Float',
          DisplayType: 'Slider',
          Min: 0,
          Max: 1,
        },
        boosted_threshold: {
          Description: 'Out of range threshold',
          Value: 1.4,
          Type: 'Float',
          DisplayType: 'Slider',
          Min: 0,
          Max: 1,
        },
        suggestions_per_row: { Description: 'Suggestions per row', Value: 5, Type: 'Int' },
        return_raw_version: { Description: 'Return raw version', Value: true, Type: 'Boolean' },
        return_raw_version_on_match: { Description: 'Return raw version on match', Value: true, Type: 'Boolean' },
        return_raw_version_on_matchfix: {
          Description: 'Return raw version on matchfix',
          Value: true,
          Type: 'Boolean',
        },
      },
    },
    Datapacks: {
      DisplayName: 'Datapacks',
      Parameters: { datapack_slc: { Description: 'Software lifecycle', Value: true, Type: 'Boolean' } },
    },
    Jobs: {
      DisplayName: 'Jobs',
      Parameters: { queue_backend: { Description: 'Queue backend', Value: 'In process', Type: 'String' } },
    },
  },
};

/** The same values as strings, as `/v2/config/get` sends them. */
function valuesOf(config: DisplayConfigResponse): ConfigValuesResponse {
  return {
    Config: Object.fromEntries(
      Object.entries(config.Config).map(([name, section]) => [
        name,
        Object.fromEntries(Object.entries(section.Parameters).map(([key, p]) => [key, String(p.Value)])),
      ]),
    ),
  };
}

function stubSettings(config: DisplayConfigResponse = display) {
  return stubFetch(({ url }) =>
    url.pathname === '/v2/config/get_display_config' ? jsonResponse(config) : jsonResponse(valuesOf(config)),
  );
}

describe(SettingsPanel.name, () => {
  signInForEachTest('7');

  it('shows the sections and their values in disabled controls, read-only', async () => {
    const { requests } = stubSettings();
    renderWithProviders(<SettingsPanel />, { route: '/settings' });

    expect(await screen.findByRole('button', { name: 'Normalization' })).toBeTruthy();
    expect(requests.map((r) => r.url.pathname).sort()).toEqual(['/v2/config/get', '/v2/config/get_display_config']);
    for (const name of ['Datapacks', 'Jobs']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'General' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Debug' })).toBeNull();
    expect(screen.queryByText('Lowest log level.')).toBeNull();
    expect(screen.queryByText(/Return raw version/)).toBeNull();

    const threshold = screen.getByRole('slider', { name: 'Fuzzy match threshold' });
    expect(threshold.getAttribute('aria-valuenow')).toBe('0.82');
    expect(threshold.getAttribute('aria-valuemin')).toBe('0');
    expect(threshold.getAttribute('aria-valuemax')).toBe('1');
    expect(screen.getByTestId('setting-value-fuzzy_match_threshold').textContent).toBe('0.82');
    // A slider stays within its Min and Max.
    expect(screen.getByRole('slider', { name: 'Out of range threshold' }).getAttribute('aria-valuenow')).toBe('1');

    const suggestions = screen.getByRole<HTMLInputElement>('textbox', { name: /Suggestions per row/ });
    expect(suggestions.value).toBe('5');
    expect(suggestions.disabled).toBe(true);
    const lifecycle = screen.getByRole<HTMLInputElement>('switch', { name: /Software lifecycle/ });
    expect(lifecycle.checked).toBe(true);
    expect(lifecycle.disabled).toBe(true);
    const backend = screen.getByRole<HTMLInputElement>('textbox', { name: /Queue backend/ });
    expect(backend.value).toBe('In process');
    expect(backend.disabled).toBe(true);

    expect(screen.getByText(/read-only in this version/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'SAVE' }).disabled).toBe(true);
  });

  it('shows a spinner while loading, then the settings', async () => {
    const held = heldResponse(() => jsonResponse(display));
    stubFetch(({ url }) =>
      url.pathname === '/v2/config/get_display_config' ? held.handler() : jsonResponse(valuesOf(display)),
    );
    renderWithProviders(<SettingsPanel />, { route: '/settings' });
    expect(await screen.findByRole('status', { name: 'Loading settings' })).toBeTruthy();
    held.release();
    expect(await screen.findByRole('button', { name: 'Jobs' })).toBeTruthy();
  });

  it('says so when the settings cannot be loaded', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/v2/config/get' ? failureResponse(500, 'INTERNAL', 'boom') : jsonResponse(display),
    );
    renderWithProviders(<SettingsPanel />, { route: '/settings' });
    expect(await screen.findByText('The settings could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when nothing is left to show', async () => {
    const { General, Debug } = display.Config;
    stubSettings({ Config: { General: General!, Debug: Debug! } });
    renderWithProviders(<SettingsPanel />, { route: '/settings' });
    expect(await screen.findByText('No settings to show')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
  });
});
