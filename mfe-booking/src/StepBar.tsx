import { Box, Flex, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { BOOKING_NS } from './i18n';
import { BOOKING_STEPS, stepState, type BookingStep } from './steps';

/** The wizard's step bar: passed, active and next steps (SPEC §2). */
export function StepBar({ active }: { active: BookingStep }) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Box as="nav" aria-label={t('area.stepsLabel')} mb="6">
      <Flex as="ol" gap={{ base: '1', md: '2' }} listStyleType="none" m="0" p="0">
        {BOOKING_STEPS.map((step, index) => {
          const state = stepState(step, active);
          return (
            <Box
              as="li"
              key={step}
              flex="1"
              minW="0"
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <Box h="1.5" rounded="full" bg={state === 'next' ? 'bg.emphasized' : 'brand.solid'} opacity={state === 'passed' ? 0.6 : 1} />
              <Text fontSize="xs" mt="2" fontWeight={state === 'active' ? 'semibold' : 'normal'} color={state === 'next' ? 'fg.muted' : 'fg'} hideBelow="md" truncate>
                {index + 1}. {t(`steps.${step}.title`)}
              </Text>
              <Box srOnly>
                {t(`steps.${step}.title`)}: {t(`stepState.${state}`)}
              </Box>
            </Box>
          );
        })}
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="2" hideFrom="md" aria-hidden>
        {t('stepOf', { current: BOOKING_STEPS.indexOf(active) + 1, total: BOOKING_STEPS.length })} · {t(`steps.${active}.title`)}
      </Text>
    </Box>
  );
}
