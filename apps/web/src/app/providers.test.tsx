// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/notify.ts';
import { AppProviders } from './providers.tsx';

describe(AppProviders.name, () => {
  afterEach(cleanup);

  it('puts no toast container on the page until a toast is asked for, then shows the toast', async () => {
    const { container } = render(
      <AppProviders>
        <p>screen</p>
      </AppProviders>,
    );
    expect(container.ownerDocument.querySelector('.Toastify')).toBeNull();
    notify.error('The file could not be read.');
    expect(await screen.findByText('The file could not be read.')).toBeTruthy();
    expect(container.ownerDocument.querySelector('.Toastify')).not.toBeNull();
  });
});
