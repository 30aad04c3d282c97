// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ListPager, RowEditDeleteActions } from './list-table.tsx';

afterEach(cleanup);

describe(RowEditDeleteActions.name, () => {
  const props = { editHref: '/things/1', editLabel: 'Edit thing 1', deleteLabel: 'Delete thing 1' };

  it('links Edit to the row, and Delete reports the press', async () => {
    const onDelete = vi.fn();
    renderWithProviders(<RowEditDeleteActions {...props} isDisabled={false} onDelete={onDelete} />);
    expect(screen.getByRole('link', { name: 'Edit thing 1' }).getAttribute('href')).toBe('/things/1');
    expect(screen.getByRole('link', { name: 'Edit thing 1' }).textContent).toBe('Edit');
    await userEvent.click(screen.getByRole('button', { name: 'Delete thing 1' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('while disabled, Edit is no link and keeps its name unless told otherwise', () => {
    renderWithProviders(<RowEditDeleteActions {...props} isDisabled onDelete={() => {}} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit thing 1' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete thing 1' }).disabled).toBe(true);
    cleanup();

    renderWithProviders(
      <RowEditDeleteActions {...props} isDisabled isEditNamedWhileDisabled={false} onDelete={() => {}} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit' }).hasAttribute('aria-label')).toBe(false);
  });
});

describe(ListPager.name, () => {
  it('shows the pages only while some row passes the filters', () => {
    const list = { filteredCount: 7, page: 2, totalPages: 2, setPage: () => {} };
    renderWithProviders(<ListPager list={list} />);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    cleanup();

    renderWithProviders(<ListPager list={{ ...list, filteredCount: 0, page: 1, totalPages: 1 }} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
