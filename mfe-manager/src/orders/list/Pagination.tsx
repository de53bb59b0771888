import { useTranslation } from 'react-i18next';
import { Button, HStack, IconButton } from '@chargevalet/platform';
import { MANAGER_ORDERS_NS } from '../texts';
import { pageWindow } from './ordersSearch';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

/** Previous, 5 page buttons around the current page (SPEC §9), next. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
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
