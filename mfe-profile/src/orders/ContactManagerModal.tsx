import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX, formatPhone } from '@chargevalet/contract/core';
import type { Order } from '@chargevalet/contract';
import { AppDialog, Button, Field, Link, Stack, Text, Textarea, contractRules, isApiError, notify, usePreloadContractRules } from '@chargevalet/platform';
import { DetailSection } from '@chargevalet/platform/orders';
import { useContactManager } from './api/contactManager';
import { CUSTOMER_ORDERS_NS } from './texts';

export interface ContactManagerModalProps {
  order: Pick<Order, 'id' | 'identity' | 'manager'>;
  open: boolean;
  onClose(): void;
}

const FORM_ID = 'contact-manager-form';

/** The order's manager (name, phone, e-mail as tel:/mailto: links) and a message form that e-mails them. */
export function ContactManagerModal({ order, open, onClose }: ContactManagerModalProps) {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const mutation = useContactManager(order.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { manager } = order;

  const close = () => {
    setError(null);
    onClose();
  };
  usePreloadContractRules(open);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { contactManagerRequestSchema } = await contractRules();
    const parsed = contactManagerRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    mutation.mutate(
      { message },
      {
        onSuccess: (sent) => {
          notify({ type: 'success', title: t('contact.sent'), description: sent });
          setMessage('');
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.fieldErrors.message?.[0]) setError(failure.fieldErrors.message[0]);
          else notify({ type: 'error', title: t('contact.failed'), description: failure.message });
        },
      },
    );
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('contact.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('contact.close')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={mutation.isPending}>
            {t('contact.send')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {manager ? (
          <DetailSection
            title={t('contact.intro', { identity: order.identity })}
            rows={[
              { label: t('contact.name'), value: manager.name },
              ...(manager.phone
                ? [
                    {
                      label: t('contact.phone'),
                      value: (
                        <Link href={`tel:${manager.phone.replace(/\s+/g, '')}`} aria-label={t('contact.call', { name: manager.name, phone: formatPhone(manager.phone) })}>
                          {formatPhone(manager.phone)}
                        </Link>
                      ),
                    },
                  ]
                : []),
              {
                label: t('contact.email'),
                value: (
                  <Link href={`mailto:${manager.email}?subject=${encodeURIComponent(order.identity)}`} aria-label={t('contact.mail', { name: manager.name, email: manager.email })}>
                    {manager.email}
                  </Link>
                ),
              },
            ]}
          />
        ) : (
          <Text>{t('contact.noManager')}</Text>
        )}
        <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate aria-label={t('contact.title')}>
          <Field label={t('contact.message')} required helperText={t('contact.messageHint')} error={error}>
            <Textarea name="message" rows={5} maxLength={CONTACT_MESSAGE_MAX} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
          </Field>
        </form>
      </Stack>
    </AppDialog>
  );
}
