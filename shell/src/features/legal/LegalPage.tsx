import { Box, Button, Container, Heading, Link, List, Stack, Text, useLocale } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { openCookieSettings } from '../cookies/cookieConsentStore';
import { SHELL_NS } from './texts';
import { useDocumentTitle } from '@chargevalet/platform';
import { legalDe } from './content/de';
import { legalEn } from './content/en';
import type { LegalKind } from './content/types';
import { RichText } from './RichText';

export type { LegalKind } from './content/types';

interface LegalPageProps {
  kind: LegalKind;
}

const sectionId = (kind: LegalKind, index: number) => `${kind}-section-${index + 1}`;

/**
 * Routes /terms-and-conditions (kind "terms"), /privacy-policy ("privacy"), /cookie-policy ("cookies") and
 * /imprint ("imprint"): the legal text in the current language.
 */
export function LegalPage({ kind }: LegalPageProps) {
  const { t } = useTranslation(SHELL_NS);
  const { locale } = useLocale();
  const doc = (locale === 'en' ? legalEn : legalDe)[kind];
  useDocumentTitle(t('legal.documentTitle', { title: doc.title }));
  const withContents = doc.sections.length >= 5 && kind !== 'imprint';

  return (
    <Container as="article" maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }} lang={locale}>
      <Stack gap={2} mb={8}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2" overflowWrap="break-word" hyphens="auto">
          {doc.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('legal.updated', { date: doc.updated })}
        </Text>
      </Stack>

      {doc.intro?.map((paragraph) => (
        <Text key={paragraph} mb={4} fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
          <RichText text={paragraph} />
        </Text>
      ))}

      {kind === 'cookies' && (
        <Button colorPalette="brand" variant="outline" mb={8} onClick={openCookieSettings}>
          {t('legal.openCookieSettings')}
        </Button>
      )}

      {withContents && (
        <Box as="nav" aria-labelledby={`${kind}-contents`} mb={10} p={{ base: 4, md: 5 }} borderRadius="lg" bg="bg.subtle">
          <Heading as="h2" id={`${kind}-contents`} fontSize="md" mb={3}>
            {t('legal.contents')}
          </Heading>
          <List.Root as="ol" listStyle="none" gap={1.5} ps={0}>
            {doc.sections.map((section, index) => (
              <List.Item key={section.heading}>
                <Link href={`#${sectionId(kind, index)}`} color="brand.fg">
                  {section.heading}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      <Stack gap={8}>
        {doc.sections.map((section, index) => (
          <Box as="section" key={section.heading} aria-labelledby={sectionId(kind, index)}>
            <Heading as="h2" id={sectionId(kind, index)} fontSize={{ base: 'lg', md: 'xl' }} mb={3} scrollMarginTop="96px">
              {section.heading}
            </Heading>
            <Stack gap={kind === 'imprint' ? 0.5 : 3}>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} lineHeight="tall">
                  <RichText text={paragraph} />
                </Text>
              ))}
            </Stack>
            {section.list && (
              <List.Root as="ul" mt={3} ps={5} gap={2} listStyleType="disc">
                {section.list.map((item) => (
                  <List.Item key={item} lineHeight="tall">
                    <RichText text={item} />
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
