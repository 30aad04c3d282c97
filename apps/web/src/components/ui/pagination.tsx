import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGINATION_WINDOW } from '@rnorm/contracts';
import { paginationWindow } from './pagination-window.ts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page buttons show at once. */
  windowSize?: number;
}

/** Previous, a window of page buttons, next. */
export function Pagination({ page, totalPages, onChange, windowSize = PAGINATION_WINDOW }: PaginationProps) {
  const pages = paginationWindow(page, totalPages, windowSize);
  return (
    <Group component="nav" aria-label="Pagination" gap={6} justify="center" mt="md">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      {pages.map((number) => (
        <Button
          key={number}
          size="compact-md"
          h={34}
          miw={34}
          variant={number === page ? 'filled' : 'default'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
