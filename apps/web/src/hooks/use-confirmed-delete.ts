import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../lib/notify.ts';

interface ConfirmedDeleteOptions<Row, Variables, Response> {
  /** The list's delete mutation; it reloads the list itself once the call is over. */
  remover: UseMutationResult<Response, Error, Variables>;
  /** What the delete call needs to name the row. */
  variablesOf: (row: Row) => Variables;
  /** Tells rows apart, to dim the one being deleted. */
  rowKey: (row: Row) => string | number;
  successText: (response: Response) => string;
  failureText: (error: Error) => string;
  /** The list's paging step once a row has left it (spec section 4, Paging). */
  onRowRemoved: () => void;
}

/**
 * A list's Delete per row (spec section 4): Confirm Delete asks first, with the page scroll locked while it does;
 * once confirmed the row is dimmed and the list can do nothing else until the call is over; then a toast says how it
 * went and, when the row is gone, the list steps back a page if it was the last page's only row.
 */
export function useConfirmedDelete<Row, Variables, Response>({
  remover,
  variablesOf,
  rowKey,
  successText,
  failureText,
  onRowRemoved,
}: ConfirmedDeleteOptions<Row, Variables, Response>) {
  // The row outlives the modal's closing animation; the modal's own state says whether it shows.
  const [asked, setAsked] = useState<Row | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const isDeleting = remover.isPending;

  // No row can be asked about while a delete runs, so the one asked about last is the one being deleted.
  const isBeingDeleted = (row: Row) => isDeleting && asked !== null && rowKey(asked) === rowKey(row);

  const ask = (row: Row) => {
    setAsked(row);
    setIsAsking(true);
  };

  const confirm = () => {
    setIsAsking(false);
    if (asked === null) return;
    // The paging step is this render's: decided on the list as it was before the row left it.
    remover.mutate(variablesOf(asked), {
      onSuccess: (response) => {
        notify.success(successText(response));
        onRowRemoved();
      },
      onError: (error) => notify.error(failureText(error)),
    });
  };

  return {
    isDeleting,
    ask,
    /** The row asked about last (kept while the modal closes), for a question that names it. */
    asked,
    /** Dims the row being deleted, and tells assistive technology it is busy. */
    busyRowProps: (row: Row) => {
      const isBusy = isBeingDeleted(row);
      return { style: isBusy ? { opacity: 0.45 } : undefined, 'aria-busy': isBusy || undefined };
    },
    /** For the list's DeleteConfirmModal. */
    confirmModal: { isOpen: isAsking, onConfirm: confirm, onCancel: () => setIsAsking(false) },
  };
}
