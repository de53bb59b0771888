import { HStack, Text } from '@chargevalet/platform';

export function Logo({ label }: { label: string }) {
  return (
    <HStack gap="2" aria-hidden>
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b7352" />
        <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#fff" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" hideBelow="sm">
        {label}
      </Text>
    </HStack>
  );
}
