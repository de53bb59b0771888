import { Accordion, Box, Container, Heading, Span, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from './texts';

/** The five static questions of SPEC §1, in this order. */
export const FAQ_KEYS = ['cost', 'cars', 'keys', 'notHome', 'area'] as const;

/** FAQ as an accessible accordion: each question is a heading wrapping a button that controls its answer. */
export function FaqSection() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box as="section" aria-labelledby="faq-title" py={{ base: 12, md: 16 }} bg="bg.subtle">
      <Container maxW="3xl" px={{ base: 4, md: 6 }}>
        <Stack gap={3} mb={{ base: 6, md: 8 }} textAlign={{ base: 'left', md: 'center' }}>
          <Heading as="h2" id="faq-title" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('landing.faq.title')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('landing.faq.subtitle')}
          </Text>
        </Stack>
        <Accordion.Root collapsible variant="enclosed" bg="bg.panel" borderRadius="xl">
          {FAQ_KEYS.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Heading as="h3" fontSize="md" fontWeight="semibold">
                <Accordion.ItemTrigger py={4} px={{ base: 4, md: 5 }} cursor="pointer" textAlign="start">
                  <Span flex="1">{t(`landing.faq.${key}Question`)}</Span>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody px={{ base: 4, md: 5 }} pb={5} color="fg.muted" lineHeight="tall">
                  {t(`landing.faq.${key}Answer`)}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
