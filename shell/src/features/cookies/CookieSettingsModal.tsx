import { Button, CloseButton, Dialog, Heading, Link, Portal, Stack, Tabs, Text, notify } from '@chargevalet/platform';
import { COOKIE_CATEGORIES } from '@chargevalet/contract/core';
import type { CookieConsent } from '@chargevalet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from './settingsTexts';
import { MAIN_CONTENT_ID, PATHS } from '../paths';
import { CookieCategoryRow } from './CookieCategoryRow';
import { ALL_ACCEPTED, NECESSARY_ONLY, useCookieConsent } from './cookieConsentStore';

/** Tab values of SPEC §2. */
export const COOKIE_SETTINGS_TABS = ['cookies_declaration', 'about'] as const;
type CookieSettingsTab = (typeof COOKIE_SETTINGS_TABS)[number];

/**
 * Cookie settings and declaration (SPEC §2, §9). Mount once in the frame; it opens through the banner's Settings
 * button or `openCookieSettings()`.
 */
export function CookieSettingsModal() {
  const { t } = useTranslation(SHELL_NS);
  const open = useCookieConsent((state) => state.settingsOpen);
  const consent = useCookieConsent((state) => state.consent);
  const save = useCookieConsent((state) => state.save);
  const closeSettings = useCookieConsent((state) => state.closeSettings);
  const [draft, setDraft] = useState<CookieConsent>(consent ?? NECESSARY_ONLY);
  const [tab, setTab] = useState<CookieSettingsTab>('cookies_declaration');
  // Focus returns to the control that opened the modal (the store took it with the request); when that is gone (the
  // banner's Settings button after a decision) it goes to the main content instead of falling to <body>.
  const opener = useCookieConsent((state) => state.settingsOpener);

  useEffect(() => {
    if (open) {
      setDraft(consent ?? NECESSARY_ONLY);
      setTab('cookies_declaration');
    }
  }, [open, consent]);

  const commit = (choice: CookieConsent) => {
    save(choice);
    notify({ type: 'success', title: t('cookies.modal.saved') });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) closeSettings();
      }}
      finalFocusEl={() => (opener?.isConnected ? opener : document.getElementById(MAIN_CONTENT_ID))}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named explicitly: zag only links the title when it is rendered within one animation frame of opening. */}
          <Dialog.Content aria-label={t('cookies.modal.title')}>
            <Dialog.Header>
              <Dialog.Title>{t('cookies.modal.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root
                value={tab}
                onValueChange={(details) => setTab(details.value as CookieSettingsTab)}
                colorPalette="brand"
                variant="line"
              >
                <Tabs.List>
                  <Tabs.Trigger value="cookies_declaration">{t('cookies.modal.tabDeclaration')}</Tabs.Trigger>
                  <Tabs.Trigger value="about">{t('cookies.modal.tabAbout')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="cookies_declaration">
                  <Text fontSize="sm" color="fg.muted" mb={2}>
                    {t('cookies.modal.intro')}
                  </Text>
                  <Stack as="ul" gap={0} p={0}>
                    {COOKIE_CATEGORIES.map((category) => (
                      <CookieCategoryRow
                        key={category}
                        category={category}
                        checked={draft[category]}
                        onCheckedChange={(checked) =>
                          setDraft((current) => ({ ...current, [category]: checked, strictly_necessary: true }))
                        }
                      />
                    ))}
                  </Stack>
                </Tabs.Content>
                <Tabs.Content value="about">
                  <Stack gap={3}>
                    <Heading as="h3" fontSize="md">
                      {t('cookies.modal.aboutTitle')}
                    </Heading>
                    <Text>{t('cookies.modal.aboutText1')}</Text>
                    <Text>{t('cookies.modal.aboutText2')}</Text>
                    <Text>
                      {t('cookies.modal.aboutText3')}{' '}
                      <Link asChild color="brand.fg" textDecoration="underline" onClick={closeSettings}>
                        <RouterLink to={PATHS.cookies}>{t('cookies.banner.policy')}</RouterLink>
                      </Link>
                    </Text>
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch" gap={2}>
              <Button variant="outline" colorPalette="brand" onClick={() => commit(draft)}>
                {t('cookies.modal.save')}
              </Button>
              <Button colorPalette="brand" onClick={() => commit(ALL_ACCEPTED)}>
                {t('cookies.modal.acceptAll')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('cookies.modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
