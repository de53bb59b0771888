import { Card, SimpleGrid, Text } from '@chargevalet/platform';

export interface FiguresProps {
  /** Label and value of each figure. */
  figures: ReadonlyArray<readonly [label: string, value: string]>;
  /** Cards per row, on a phone and from md up. */
  columns: { base: number; md: number };
  /** Font size of the values. */
  size: '2xl' | 'xl';
}

/**
 * Figures as cards in a description list: each card is the <div> group of its <dt> and <dd> (a <dl> may only hold
 * dt, dd and such groups directly — screen readers then announce label and value together).
 */
export function Figures({ figures, columns, size }: FiguresProps) {
  return (
    <SimpleGrid as="dl" columns={columns} gap="3">
      {figures.map(([label, value]) => (
        <Card.Root key={label} variant="outline" p="3">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize={size} fontWeight="semibold">
            {value}
          </Text>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
