import { useId } from 'react';
import { Box, Text, chakra } from '@chargevalet/platform';

export interface BarDatum {
  /** Short label under the bar (shown for some bars when there are many). */
  label: string;
  value: number | null;
  /** The value as read out and shown in the table (e.g. "€12.50", "40 %", "–"). */
  text: string;
}

export interface BarChartProps {
  title: string;
  /** Heading of the label column of the table. */
  labelHeading: string;
  valueHeading: string;
  data: readonly BarDatum[];
  /** Text of the toggle that shows the numbers as a table. */
  tableToggle: string;
  /** The top of the scale (default: the largest value). */
  max?: number;
}

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 18;

/**
 * An accessible SVG bar chart without a chart library: the figure is named by its title, every bar carries its label
 * and value (a tooltip and for assistive technology), and the same numbers are a table behind a disclosure.
 */
export function BarChart({ title, labelHeading, valueHeading, data, tableToggle, max }: BarChartProps) {
  const id = useId();
  const top = Math.max(max ?? 0, ...data.map((datum) => datum.value ?? 0), 1);
  const slot = WIDTH / Math.max(data.length, 1);
  const bar = Math.max(1, slot * 0.7);
  // at most ~10 labels under the axis
  const every = Math.max(1, Math.ceil(data.length / 10));
  return (
    <Box as="figure" m="0" aria-labelledby={`${id}-title`}>
      <Text as="figcaption" id={`${id}-title`} fontWeight="semibold" mb="2">
        {title}
      </Text>
      <chakra.svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} width="100%" height="auto" role="list" aria-labelledby={`${id}-title`} display="block">
        <chakra.line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="border.emphasized" strokeWidth="1" />
        {data.map((datum, index) => {
          const height = datum.value === null ? 0 : Math.max(datum.value > 0 ? 2 : 0, (datum.value / top) * (HEIGHT - 4));
          const x = index * slot + (slot - bar) / 2;
          return (
            <g key={`${datum.label}-${index}`} role="listitem" aria-label={`${datum.label}: ${datum.text}`}>
              <title>{`${datum.label}: ${datum.text}`}</title>
              <chakra.rect x={x} y={HEIGHT - height} width={bar} height={height} rx="2" fill="brand.solid" data-value={datum.value ?? ''} />
              {index % every === 0 && (
                // the first label starts at its bar (centred it would overhang the chart's left edge and be cut off)
                <chakra.text
                  x={index === 0 ? x : x + bar / 2}
                  y={HEIGHT + AXIS - 4}
                  textAnchor={index === 0 ? 'start' : 'middle'}
                  fontSize="11px"
                  fill="fg.muted"
                  aria-hidden="true"
                >
                  {datum.label}
                </chakra.text>
              )}
            </g>
          );
        })}
      </chakra.svg>
      <chakra.details mt="2">
        <chakra.summary cursor="pointer" fontSize="sm" color="brand.fg">
          {tableToggle}
        </chakra.summary>
        <chakra.table fontSize="sm" mt="2" borderCollapse="collapse">
          <chakra.caption srOnly>{title}</chakra.caption>
          <thead>
            <tr>
              <chakra.th textAlign="start" pe="4">
                {labelHeading}
              </chakra.th>
              <chakra.th textAlign="end">{valueHeading}</chakra.th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={`${datum.label}-${index}`}>
                <chakra.td pe="4">{datum.label}</chakra.td>
                <chakra.td textAlign="end">{datum.text}</chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.details>
    </Box>
  );
}
