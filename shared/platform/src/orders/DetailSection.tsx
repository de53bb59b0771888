import type { ReactNode } from 'react';
import { Box, Card, Grid, Heading } from '@chakra-ui/react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** A titled card with a description list: label above value on phones, side by side from md. */
export function DetailSection({ title, rows, children }: { title: string; rows?: DetailRow[]; children?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {rows && (
          <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(8rem, 40%) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }}>
            {rows.map((row) => (
              <Box key={row.label} display="contents">
                <Box as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
                  {row.label}
                </Box>
                <Box as="dd" overflowWrap="anywhere">
                  {row.value}
                </Box>
              </Box>
            ))}
          </Grid>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
