import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from './texts';
import { StepIcon, type StepKind } from './StepIcon';

const STEPS: readonly StepKind[] = ['book', 'collect', 'charge', 'return'];

/** The four steps of the service, as an ordered list. */
export function HowItWorksSection() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box as="section" id="how-it-works" aria-labelledby="how-it-works-title" py={{ base: 12, md: 16 }} scrollMarginTop="80px">
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <Stack gap={3} mb={{ base: 8, md: 10 }} textAlign={{ base: 'left', md: 'center' }} align={{ base: 'stretch', md: 'center' }}>
          <Heading as="h2" id="how-it-works-title" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('landing.how.title')}
          </Heading>
          <Text color="fg.muted" maxW="2xl" fontSize={{ base: 'md', md: 'lg' }}>
            {t('landing.how.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: 4, md: 6 }}>
          {STEPS.map((step, index) => (
            <Box
              as="li"
              key={step}
              p={{ base: 5, md: 6 }}
              borderRadius="xl"
              borderWidth="1px"
              borderColor="border"
              bg="bg.panel"
              boxShadow="xs"
            >
              <Box
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                w="12"
                h="12"
                borderRadius="full"
                bg="brand.900"
                color="#d4f34a"
                mb={4}
              >
                <StepIcon kind={step} />
              </Box>
              <Text fontSize="sm" fontWeight="semibold" color="brand.fg" mb={1}>
                {t('landing.how.stepLabel', { number: index + 1 })}
              </Text>
              <Heading as="h3" fontSize="lg" mb={2}>
                {t(`landing.how.${step}Title`)}
              </Heading>
              <Text color="fg.muted">{t(`landing.how.${step}Text`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
