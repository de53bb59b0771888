import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';
import { useFieldError } from '../contract-rules';
import { i18n, registerTranslations, translateError } from '../i18n';

/** SPEC §9: 4 digits, 60 s before Resend (= VERIFICATION_CODE_LENGTH / VERIFICATION_RESEND_SECONDS of the contract). */
export const CODE_LENGTH = 4;
export const RESEND_SECONDS = 60;

export const VERIFICATION_NS = 'verificationCode';

registerTranslations(VERIFICATION_NS, {
  de: {
    label: 'Bestätigungscode',
    digit: 'Ziffer {{index}} von {{count}}',
    confirm: 'Bestätigen',
    confirming: 'Wird geprüft …',
    resend: 'Code erneut senden',
    resending: 'Wird gesendet …',
    resendIn: 'Neuen Code anfordern in {{time}}',
    resent: 'Wir haben dir einen neuen Code geschickt.',
    failed: 'Der Code konnte nicht geprüft werden. Bitte versuche es noch einmal.',
    oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal',
  },
  en: {
    label: 'Verification code',
    digit: 'Digit {{index}} of {{count}}',
    confirm: 'Confirm',
    confirming: 'Checking …',
    resend: 'Resend code',
    resending: 'Sending …',
    resendIn: 'Request a new code in {{time}}',
    resent: 'We have sent you a new code.',
    failed: 'The code could not be checked. Please try again.',
    oops: 'Oops, something went wrong. Please try again',
  },
});

/**
 * The text to show under the code input for a failed verify or resend call (SPEC §8 "Verification"): a 422 shows the
 * server's message (the `code` field's messages, e.g. "The code is incorrect", else the top-level message); a 429
 * shows its message; anything else the given fallback (default: "could not be checked").
 */
export function verificationErrorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429)) {
    const fieldMessages = error.fieldErrors.code ?? Object.values(error.fieldErrors)[0];
    if (fieldMessages?.length) return fieldMessages.map((m) => translateError(m)).join(' ');
    if (error.message) return translateError(error.message);
  }
  return fallback ?? i18n.t('failed', { ns: VERIFICATION_NS });
}

export interface VerificationCodeInputProps {
  /** Checks the code (e.g. POST /email/verify). Throw to stay on the input; use `error` to show why. */
  onConfirm(code: string): Promise<void> | void;
  /** Sends a new code. May return the server's `resend_in` seconds (the countdown restarts with it). */
  onResend(): Promise<number | void> | number | void;
  /** Message under the input (translated when it is a `validation.<key>`). */
  error?: string | null;
  /** Called when the user edits the code (e.g. to clear `error`). */
  onCodeChange?(code: string): void;
  /** Seconds before Resend is offered on mount (default 60: a code has just been sent). */
  resendSeconds?: number;
  /** Text above the digits (e.g. "We sent a code to …"). */
  description?: ReactNode;
  /** Extra buttons beside Confirm (e.g. Back). */
  secondaryAction?: ReactNode;
  autoFocus?: boolean;
}

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** A 60-second countdown that can be restarted; returns the seconds left. */
export function useCountdown(initialSeconds: number): [number, (seconds?: number) => void] {
  const [left, setLeft] = useState(initialSeconds);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left, generation]);
  const restart = useCallback(
    (seconds?: number) => {
      setLeft(seconds ?? initialSeconds);
      setGeneration((g) => g + 1);
    },
    [initialSeconds],
  );
  return [left, restart];
}

/**
 * The 4-digit verification code entry (SPEC §2, §4): four single-digit boxes (typing moves on, Backspace moves back,
 * pasting fills them), Confirm enabled only with 4 digits, a countdown of 60 seconds before Resend is offered,
 * restarting after each resend. Errors appear under the digits.
 */
export function VerificationCodeInput({
  onConfirm,
  onResend,
  error,
  onCodeChange,
  resendSeconds = RESEND_SECONDS,
  description,
  secondaryAction,
  autoFocus = true,
}: VerificationCodeInputProps) {
  const { t } = useTranslation(VERIFICATION_NS);
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: CODE_LENGTH }, () => ''));
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resentNotice, setResentNotice] = useState(false);
  const [left, restart] = useCountdown(resendSeconds);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const code = digits.join('');
  const complete = /^\d{4}$/.test(code);
  const translate = useFieldError();
  const shownError = error ? translate(error) : resendError;

  useEffect(() => {
    if (!autoFocus) return undefined;
    refs.current[0]?.focus();
    // the element that had focus (e.g. the submit button of the previous step) may leave the page after this runs
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) refs.current[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  const update = (next: string[]) => {
    setDigits(next);
    setResentNotice(false);
    onCodeChange?.(next.join(''));
  };

  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const next = [...digits];
    let position = index;
    for (const char of incoming) {
      if (position >= CODE_LENGTH) break;
      next[position] = char;
      position += 1;
    }
    update(next);
    refs.current[Math.min(position, CODE_LENGTH - 1)]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // a typed digit always replaces the box's digit and moves on (also when it is the same digit: no change event)
      event.preventDefault();
      if (/^\d$/.test(event.key)) fill(index, event.key);
      return;
    }
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
        update(next);
      } else if (index > 0) {
        next[index - 1] = '';
        update(next);
        refs.current[index - 1]?.focus();
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      refs.current[index + 1]?.focus();
    } else if (event.key === 'Enter' && complete) {
      event.preventDefault();
      void confirm();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const confirm = async () => {
    if (!complete || confirming) return;
    setConfirming(true);
    try {
      await onConfirm(code);
    } catch {
      // the caller shows why through `error`
    } finally {
      setConfirming(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setResendError(null);
    try {
      const seconds = await onResend();
      restart(typeof seconds === 'number' && seconds > 0 ? seconds : resendSeconds);
      update(Array.from({ length: CODE_LENGTH }, () => ''));
      setResentNotice(true);
      refs.current[0]?.focus();
    } catch (failure) {
      setResendError(verificationErrorText(failure, t('oops')));
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap={4}>
      {description && <Text color="fg.muted">{description}</Text>}
      <Box role="group" aria-labelledby={labelId} aria-describedby={shownError ? errorId : undefined}>
        <Text id={labelId} fontWeight="medium" fontSize="sm" mb={2}>
          {t('label')}
        </Text>
        <HStack gap={{ base: 2, sm: 3 }}>
          {digits.map((digit, index) => (
            <Input
              key={index}
              ref={(element) => {
                refs.current[index] = element;
              }}
              value={digit}
              onChange={(event) => fill(index, event.target.value.slice(-1))}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              onFocus={(event) => event.target.select()}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              aria-label={t('digit', { index: index + 1, count: CODE_LENGTH })}
              aria-invalid={shownError ? true : undefined}
              w={{ base: 12, sm: 14 }}
              h={{ base: 14, sm: 16 }}
              textAlign="center"
              fontSize="2xl"
              fontWeight="semibold"
              borderColor={shownError ? 'border.error' : undefined}
            />
          ))}
        </HStack>
        {shownError && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt={2}>
            {shownError}
          </Text>
        )}
      </Box>
      <Box id={statusId} aria-live="polite" fontSize="sm" color="fg.muted" minH="1.5em">
        {resentNotice && <Text>{t('resent')}</Text>}
        {left > 0 && <Text>{t('resendIn', { time: formatCountdown(left) })}</Text>}
      </Box>
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap={3} justify="space-between">
        <HStack gap={3} flexWrap="wrap">
          {secondaryAction}
          {left <= 0 && (
            <Button type="button" variant="outline" colorPalette="brand" onClick={() => void resend()} loading={resending} loadingText={t('resending')}>
              {t('resend')}
            </Button>
          )}
        </HStack>
        <Button type="button" colorPalette="brand" disabled={!complete} loading={confirming} loadingText={t('confirming')} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
