import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@chakra-ui/react';

export interface PageHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  /** Heading level (default h1). */
  as?: 'h1' | 'h2';
}

export function PageHeading({ title, description, actions, as = 'h1' }: PageHeadingProps) {
  return (
    <Flex gap="4" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="6">
      <div style={{ flex: 1 }}>
        <Heading as={as} size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        )}
      </div>
      {actions}
    </Flex>
  );
}
