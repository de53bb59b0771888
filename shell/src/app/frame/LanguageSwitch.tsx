import { Button, Group, useLocale } from '@chargevalet/platform';
import { LOCALES } from '@chargevalet/contract/core';
import { useTranslation } from 'react-i18next';
import { FRAME_NS } from '../i18n';

/**
 * DE | EN toggle: each button's name starts with its visible text and says in its own language what it does; the
 * active one is aria-pressed.
 */
export function LanguageSwitch() {
  const { t } = useTranslation(FRAME_NS);
  const { locale, setLocale } = useLocale();
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LOCALES.map((lng) => (
        <Button
          key={lng}
          size="sm"
          variant={locale === lng ? 'solid' : 'outline'}
          aria-pressed={locale === lng}
          aria-label={`${lng.toUpperCase()} – ${t(`language.switchTo_${lng}`)}`}
          lang={lng}
          onClick={() => void setLocale(lng)}
          minW="11"
        >
          {lng.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
