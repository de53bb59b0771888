import { useTranslation } from 'react-i18next';
import { Button, HStack, IconButton } from '@chakra-ui/react';

/** How many page buttons the pager shows around the current page (SPEC §9). */
export const PAGE_BUTTONS = 5;

/** The page numbers of the buttons: `size` pages around `page`, kept inside 1 … totalPages. */
export function pageWindow(page: number, totalPages: number, size = PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

/** Previous, 5 page buttons around the current page (SPEC §9), next. Nothing for a single page. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation('platform');
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pagination.label')} gap="1" justify="center" wrap="wrap" mt="4">
      <IconButton variant="ghost" size="sm" aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹
      </IconButton>
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="sm"
          minW="9"
          variant={n === page ? 'solid' : 'outline'}
          aria-label={t('pagination.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <IconButton variant="ghost" size="sm" aria-label={t('pagination.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        ›
      </IconButton>
    </HStack>
  );
}
