import { Badge, Box, Button, Flex, Stack, Switch, Text } from '@chargevalet/platform';
import type { CookieCategory } from '@chargevalet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from './settingsTexts';
import { cookiesInCategory } from './cookieCatalog';

interface CookieCategoryRowProps {
  category: CookieCategory;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

/** One category in the cookie declaration: a switch (strictly necessary: always on and disabled) and the cookie list. */
export function CookieCategoryRow({ category, checked, onCheckedChange }: CookieCategoryRowProps) {
  const { t } = useTranslation(SHELL_NS);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const descriptionId = useId();
  const locked = category === 'strictly_necessary';
  const cookies = cookiesInCategory(category);
  return (
    <Box as="li" py={4} borderBottomWidth="1px" borderColor="border" listStyleType="none">
      <Flex justify="space-between" align="flex-start" gap={4}>
        <Stack gap={1} flex="1" minW={0}>
          <Switch.Root
            checked={locked || checked}
            disabled={locked}
            onCheckedChange={(details) => onCheckedChange(details.checked)}
            colorPalette="brand"
            display="flex"
            justifyContent="space-between"
            w="full"
            gap={4}
          >
            {/* The locked category stays fully legible; only its switch looks disabled. */}
            <Switch.Label fontWeight="semibold" fontSize="md" _disabled={{ opacity: 1 }}>
              {t(`cookies.categories.${category}.title`)}
            </Switch.Label>
            <Switch.HiddenInput aria-describedby={descriptionId} />
            <Flex align="center" gap={2}>
              {locked && (
                <Badge colorPalette="brand" variant="subtle">
                  {t('cookies.modal.alwaysActive')}
                </Badge>
              )}
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
            </Flex>
          </Switch.Root>
          <Text id={descriptionId} fontSize="sm" color="fg.muted">
            {t(`cookies.categories.${category}.description`)}
          </Text>
          <Box>
            <Button
              variant="plain"
              size="sm"
              px={0}
              colorPalette="brand"
              color="brand.fg"
              textDecoration="underline"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('cookies.modal.hideCookies') : t('cookies.modal.showCookies')}
            </Button>
          </Box>
          <Box id={listId} hidden={!expanded}>
            {cookies.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('cookies.modal.noCookies')}
              </Text>
            ) : (
              <Stack as="ul" gap={2} listStyleType="none">
                {cookies.map((cookie) => (
                  <Box as="li" key={cookie.name} p={3} borderRadius="md" bg="bg.subtle" fontSize="sm">
                    <Text fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
                      {cookie.name}
                    </Text>
                    <Text>
                      <Text as="span" color="fg.muted">{t('cookies.modal.columnPurpose')}: </Text>
                      {t(cookie.purposeKey)}
                    </Text>
                    <Text>
                      <Text as="span" color="fg.muted">{t('cookies.modal.columnLifetime')}: </Text>
                      {t(cookie.lifetimeKey)}
                    </Text>
                    <Text>
                      <Text as="span" color="fg.muted">{t('cookies.modal.columnProvider')}: </Text>
                      {t(cookie.providerKey)}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Flex>
    </Box>
  );
}
