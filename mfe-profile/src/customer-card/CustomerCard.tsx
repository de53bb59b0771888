import '../i18n';
import * as React from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { QueryClient } from '@tanstack/react-query';
import { Box, Text, recordRemoteDiagnostics, useAuth } from '@chargevalet/platform';
import { PROFILE_NS } from '../i18n';

// Loaded on its own (profile/CustomerCard) when the profile area is not on screen: record what it received too.
recordRemoteDiagnostics('profile', { React, i18n: getI18n(), QueryClient });

/**
 * Exposed as profile/CustomerCard: a compact account card for the signed-in customer (the shell shows it in its
 * sidebar). Who is signed in only: the sidebar right below it is the account's navigation (links here made a third
 * one to the same places, issue 12). Renders nothing for anyone else.
 */
export default function CustomerCard() {
  const { t } = useTranslation(PROFILE_NS);
  const user = useAuth((s) => s.user);
  if (!user || user.role !== 'customer') return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Box
      as="section"
      data-remote="profile"
      data-testid="customer-card"
      aria-labelledby="customer-card-title"
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      p="3"
    >
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" mb="1">
        {t('card.title')}
      </Text>
      <Text id="customer-card-title" fontWeight="semibold" truncate title={name || user.email}>
        {name || user.email}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate title={user.email}>
        {user.email}
      </Text>
    </Box>
  );
}

