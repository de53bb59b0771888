import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@chakra-ui/react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export interface PageHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  /**
   * Heading level (default h1); `p` for the heading's stand-in while the page's code loads (DeclaredArea's
   * placeholder): it looks the same, and focus after a navigation waits for the page's own h1.
   */
  as?: 'h1' | 'h2' | 'p';
}

/** The tab's title a page's heading gives when the page sets no more specific one. */
const headingDocumentTitle = (title: string) => `${title} – ChargeValet`;

/**
 * A page's heading. An h1 with a text title also names the browser tab (in the page's language, as the heading is),
 * so no page is left with the previous page's or the landing page's title; a page that calls useDocumentTitle
 * itself still wins (its effect runs after its heading's).
 */
export function PageHeading({ title, description, actions, as = 'h1' }: PageHeadingProps) {
  useDocumentTitle(as === 'h1' && typeof title === 'string' ? headingDocumentTitle(title) : null);
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
