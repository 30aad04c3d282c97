// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify.ts';
import { useConfirmedDelete } from './use-confirmed-delete.ts';

interface Row {
  id: number;
  name: string;
}

const first: Row = { id: 1, name: 'First' };
const second: Row = { id: 2, name: 'Second' };

/** The hook over a delete call the test settles itself. */
function renderDeletion() {
  let settle: { resolve: (message: string) => void; reject: (error: Error) => void } | undefined;
  const deleteCall = vi.fn(
    (_variables: { rowId: number }) =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const onRowRemoved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () =>
      useConfirmedDelete({
        remover: useMutation({ mutationFn: deleteCall }),
        variablesOf: (row: Row) => ({ rowId: row.id }),
        rowKey: (row) => row.id,
        successText: (message) => `Deleted: ${message}`,
        failureText: (error) => `Failed: ${error.message}`,
        onRowRemoved,
      }),
    { wrapper },
  );
  return { ...rendered, deleteCall, onRowRemoved, settle: () => settle };
}

describe(useConfirmedDelete.name, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks first, and sends nothing when the question is cancelled', () => {
    const { result, deleteCall } = renderDeletion();
    expect(result.current.confirmModal.isOpen).toBe(false);
    act(() => result.current.ask(first));
    expect(result.current.confirmModal.isOpen).toBe(true);
    act(() => result.current.confirmModal.onCancel());
    expect(result.current.confirmModal.isOpen).toBe(false);
    expect(deleteCall).not.toHaveBeenCalled();
  });

  it('deletes the row asked about once confirmed, dimming only that row while the call runs', async () => {
    const success = vi.spyOn(notify, 'success');
    const { result, deleteCall, onRowRemoved, settle } = renderDeletion();
    act(() => result.current.ask(second));
    act(() => result.current.confirmModal.onConfirm());

    expect(result.current.confirmModal.isOpen).toBe(false);
    await waitFor(() => expect(result.current.isDeleting).toBe(true));
    expect(deleteCall.mock.calls[0]?.[0]).toEqual({ rowId: 2 });
    expect(result.current.busyRowProps(second)).toEqual({ style: { opacity: 0.45 }, 'aria-busy': true });
    expect(result.current.busyRowProps(first)).toEqual({ style: undefined, 'aria-busy': undefined });

    await act(async () => settle()?.resolve('gone'));
    await waitFor(() => expect(result.current.isDeleting).toBe(false));
    expect(success).toHaveBeenCalledWith('Deleted: gone');
    expect(onRowRemoved).toHaveBeenCalledTimes(1);
    expect(result.current.busyRowProps(second)).toEqual({ style: undefined, 'aria-busy': undefined });
  });

  it('says why a delete failed, and leaves the paging alone', async () => {
    const failure = vi.spyOn(notify, 'error');
    const { result, onRowRemoved, settle } = renderDeletion();
    act(() => result.current.ask(first));
    act(() => result.current.confirmModal.onConfirm());
    await waitFor(() => expect(result.current.isDeleting).toBe(true));

    await act(async () => settle()?.reject(new Error('locked')));
    await waitFor(() => expect(result.current.isDeleting).toBe(false));
    expect(failure).toHaveBeenCalledWith('Failed: locked');
    expect(onRowRemoved).not.toHaveBeenCalled();
  });
});
