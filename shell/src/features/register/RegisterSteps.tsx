import { Box, Flex, HStack, Text } from '@chargevalet/platform';
import { REGISTRATION_STEPS, type RegistrationStep } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from './texts';

/** The step bar of registration: "Your details" → "Confirm e-mail" (the phone step appears only when in use). */
export function RegisterSteps({ step }: { step: RegistrationStep }) {
  const { t } = useTranslation(SHELL_NS);
  const items: Array<{ id: RegistrationStep; label: string }> = [
    { id: REGISTRATION_STEPS.form, label: t('register.stepDetails') },
    ...(step === REGISTRATION_STEPS.phoneCode ? [{ id: REGISTRATION_STEPS.phoneCode, label: t('register.stepPhone') }] : []),
    { id: REGISTRATION_STEPS.emailCode, label: t('register.stepEmail') },
  ];
  const activeIndex = items.findIndex((item) => item.id === step);
  return (
    <Box as="nav" aria-label={t('register.stepsLabel')} mb={2}>
      <Flex as="ol" gap={{ base: 2, sm: 4 }} listStyleType="none" p={0} m={0} flexWrap="wrap">
        {items.map((item, index) => {
          const state = index < activeIndex ? 'done' : index === activeIndex ? 'active' : 'next';
          return (
            <HStack as="li" key={item.id} gap={2} aria-current={state === 'active' ? 'step' : undefined}>
              <Flex
                aria-hidden="true"
                w={7}
                h={7}
                borderRadius="full"
                align="center"
                justify="center"
                fontSize="sm"
                fontWeight="bold"
                bg={state === 'next' ? 'bg.muted' : 'brand.solid'}
                color={state === 'next' ? 'fg.muted' : 'brand.contrast'}
              >
                {state === 'done' ? '✓' : index + 1}
              </Flex>
              <Text fontSize="sm" fontWeight={state === 'active' ? 'semibold' : 'normal'} color={state === 'next' ? 'fg.muted' : 'fg'}>
                <Box as="span" srOnly>
                  {t('register.stepOf', { number: index + 1, count: items.length })}{' '}
                </Box>
                {item.label}
              </Text>
            </HStack>
          );
        })}
      </Flex>
    </Box>
  );
}
