import { useId, useState } from 'react';
import { Box, chakra } from '@chargevalet/platform';

/**
 * A small "i" button with a tooltip: shown on hover and keyboard focus, toggled by a tap (touch screens), closed
 * with Escape. The text is the button's accessible description.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box as="span" position="relative" display="inline-flex" verticalAlign="middle" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <chakra.button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="5"
        minW="5"
        ms="1.5"
        rounded="full"
        borderWidth="1px"
        borderColor="border.emphasized"
        fontSize="xs"
        fontWeight="bold"
        color="fg.muted"
        bg="bg"
        cursor="help"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      >
        i
      </chakra.button>
      <Box
        id={id}
        role="tooltip"
        hidden={!open}
        position="absolute"
        zIndex="tooltip"
        top="calc(100% + 6px)"
        insetStart="-2"
        w="max-content"
        maxW="min(260px, 80vw)"
        px="3"
        py="2"
        rounded="md"
        bg="gray.900"
        color="white"
        fontSize="xs"
        fontWeight="normal"
        lineHeight="short"
        textAlign="start"
        whiteSpace="normal"
        shadow="md"
      >
        {text}
      </Box>
    </Box>
  );
}
