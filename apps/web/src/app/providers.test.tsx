// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('keeps an error until it is closed, and closes the other toasts after 3 s', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    notify.error('The job could not be deleted.');
    notify.success('Job deleted.');
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith('The job could not be deleted.', expect.objectContaining({ autoClose: false }));
    expect(success).toHaveBeenCalledWith(
      'Job deleted.',
      expect.objectContaining({ autoClose: 3_000, closeButton: true }),
    );
    vi.restoreAllMocks();
  });
});
