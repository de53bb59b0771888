import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra, Flex, Text } from '@chargevalet/platform';
import { isSelectable, type SlotVisualState } from './slotState';

export interface SlotOption {
  value: string;
  /** Main text (a time, a day). */
  label: ReactNode;
  /** Text naming the state (booked, not available); shown and read out, so the state is never colour only. */
  note?: string;
  state: SlotVisualState;
}

export interface SlotRadioGroupProps {
  /** Accessible name of the group. */
  label: string;
  /** Id of a visible heading naming the group (used instead of `label` when given). */
  labelledBy?: string;
  options: SlotOption[];
  onChange(value: string): void;
  /** Chips in a wrapping grid (times) or a horizontally scrolling row (days). */
  layout?: 'grid' | 'row';
  testId?: string;
  invalid?: boolean;
  describedBy?: string;
}

const Chip = chakra('button');

const styles: Record<SlotVisualState, Record<string, unknown>> = {
  selected: {
    bg: 'brand.solid',
    color: 'brand.contrast',
    borderColor: 'brand.solid',
    fontWeight: 'semibold',
    boxShadow: 'sm',
  },
  default: {
    bg: 'bg',
    color: 'fg',
    borderColor: 'border.emphasized',
    _hover: { borderColor: 'brand.solid', bg: 'brand.subtle' },
  },
  booked: {
    bg: 'bg.muted',
    color: 'fg.muted',
    borderColor: 'border',
    borderStyle: 'dashed',
    cursor: 'not-allowed',
    backgroundImage:
      'repeating-linear-gradient(135deg, transparent 0 6px, var(--chakra-colors-border) 6px 7px)',
  },
  disabled: {
    bg: 'bg.subtle',
    color: 'fg.subtle',
    borderColor: 'border.muted',
    cursor: 'not-allowed',
    opacity: 0.75,
  },
};

/**
 * A radio group of slot chips (WAI-ARIA radio pattern): one tab stop, arrow keys move to and choose the next
 * selectable chip, Home/End the first/last. Booked and disabled chips stay visible with `aria-disabled` and a
 * text note, and cannot be chosen.
 */
export function SlotRadioGroup({ label, labelledBy, options, onChange, layout = 'grid', testId, invalid, describedBy }: SlotRadioGroupProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectable = options.map((option) => isSelectable(option.state));
  const selectedIndex = options.findIndex((option) => option.state === 'selected');
  const tabStop = selectedIndex >= 0 ? selectedIndex : selectable.indexOf(true);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || !selectable[index]) return;
    refs.current[index]?.focus();
    if (option.state !== 'selected') onChange(option.value);
  };

  const move = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= options.length; i += 1) {
      const index = (from + step * i + options.length) % options.length;
      if (selectable[index]) return choose(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        return move(index, 1);
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        return move(index, -1);
      case 'Home':
        event.preventDefault();
        return choose(selectable.indexOf(true));
      case 'End':
        event.preventDefault();
        return choose(selectable.lastIndexOf(true));
      default:
        return undefined;
    }
  };

  return (
    <Flex
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
      gap="2"
      display={layout === 'grid' ? 'grid' : 'flex'}
      gridTemplateColumns={layout === 'grid' ? 'repeat(auto-fill, minmax(4.25rem, 1fr))' : undefined}
      wrap="nowrap"
      overflowX={layout === 'row' ? 'auto' : undefined}
      pb={layout === 'row' ? '2' : undefined}
      css={layout === 'row' ? { scrollbarWidth: 'thin' } : undefined}
    >
      {options.map((option, index) => {
        const enabled = selectable[index];
        const checked = option.state === 'selected';
        return (
          <Chip
            key={option.value}
            ref={(element: HTMLButtonElement | null) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={enabled ? undefined : true}
            data-state={option.state}
            data-value={option.value}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index)}
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
            minW={layout === 'row' ? '24' : undefined}
            minH="11"
            px="3"
            py="1.5"
            borderWidth="1px"
            rounded="l2"
            fontSize="sm"
            lineHeight="1.2"
            transition="background 0.15s, border-color 0.15s"
            focusVisibleRing="outside"
            position="relative"
            {...styles[option.state]}
          >
            <Flex align="center" gap="1">
              {checked && (
                <Box as="span" aria-hidden fontSize="xs">
                  ✓
                </Box>
              )}
              <Box as="span" textDecoration={option.state === 'booked' ? 'line-through' : undefined}>
                {option.label}
              </Box>
            </Flex>
            {option.note && (
              <Text as="span" fontSize="2xs" mt="0.5" fontWeight="normal" color={checked ? 'inherit' : 'fg.muted'}>
                {option.note}
              </Text>
            )}
          </Chip>
        );
      })}
    </Flex>
  );
}
