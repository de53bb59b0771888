import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changeEmailSendCodeRequestSchema,
  changePasswordFailedSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  changePhoneRequestSchema,
  changePhoneResponseSchema,
  changePhoneSendCodeRequestSchema,
  customerAuthenticateRequestSchema,
  customerAuthenticateResponseSchema,
  customerResponseSchema,
  customerUpdateRequestSchema,
  customerUpdateResponseSchema,
  messageSchema,
  validationErrorSchema,
  verificationSentResponseSchema,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_SECONDS,
} from '@chargevalet/contract';
import { sqlState, UNIQUE_VIOLATION } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { RateLimiter } from '../../lib/rate-limiter';
import { smsTemplates } from '../../services/mail/templates';
import { checkCode, consumeCode, issueCode } from '../../services/accounts/codes';
import { getCustomerProfile, upsertCustomerProfile } from '../../services/accounts/customers';
import { consumeLimits, fieldError, tooMany } from '../../services/accounts/http';
import { accountLimits } from '../../services/accounts/limits';
import { endOtherSessions } from '../../services/accounts/password-tokens';
import { normalizePhone } from '../../services/accounts/phone';
import { emailTaken, phoneTaken } from './registration';

const guarded = { 401: messageSchema, 403: messageSchema };

/** Customer settings (SPEC §2 user settings, §7 GET/POST /api/customer and the change modals). Customers only. */
const customerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const limiter = new RateLimiter(db, fastify.clock);
  const pepper = fastify.config.accounts.codePepper;
  const customerOnly = fastify.requireRole('customer');

  const passwordHashOf = async (userId: string) => (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash ?? null;

  fastify.get(
    '/api/customer',
    { preValidation: customerOnly, schema: { tags: ['customer'], summary: 'The customer profile and car', response: { 200: customerResponseSchema, ...guarded } } },
    async (request, reply) => {
      const profile = await getCustomerProfile(db, request.user!.id);
      if (!profile) return reply.code(401).send({ message: 'Unauthenticated.' });
      return { data: profile };
    },
  );

  fastify.post(
    '/api/customer',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: 'Save the settings (e-mail is read-only here); optionally change the password',
        body: customerUpdateRequestSchema,
        response: { 200: customerUpdateResponseSchema, 422: validationErrorSchema, 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = request.user!;
      if (await phoneTaken(db, body.phone, user.id)) return fieldError(request, reply, 'phone', 'duplicated.phone');
      let newHash: string | undefined;
      if (body.new_password) {
        const wait = await consumeLimits(limiter, [accountLimits.passwordCheckUser(user.id)]);
        if (wait) return tooMany(request, reply, wait);
        const current = await passwordHashOf(user.id);
        if (!current || !(await verifyPassword(current, body.current_password ?? ''))) {
          return fieldError(request, reply, 'current_password', 'currentPasswordIncorrect', { status: 'failed' });
        }
        newHash = await hashPassword(body.new_password);
      }
      const [row] = await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ firstName: body.first_name, lastName: body.last_name, phone: body.phone, updatedAt: sql`now()`, ...(newHash ? { passwordHash: newHash } : {}) })
          .where(eq(users.id, user.id))
          .returning({ first_name: users.firstName, last_name: users.lastName, phone: users.phone, email: users.email });
        await upsertCustomerProfile(tx, user.id, {
          billingAddress: body.billing_address,
          zipCode: body.zip_code,
          marketingConsent: body.marketing_consent,
          ...(body.car ? { car: body.car } : {}),
        });
        return updated;
      });
      if (newHash) await endOtherSessions(db, user.id, request.session?.id);
      return row!;
    },
  );

  fastify.post(
    '/api/customer/authenticate',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: 'Confirm the password before a sensitive change: status ok | failed',
        body: customerAuthenticateRequestSchema,
        response: { 200: customerAuthenticateResponseSchema, 422: validationErrorSchema, 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const wait = await consumeLimits(limiter, [accountLimits.passwordCheckUser(user.id)]);
      if (wait) return tooMany(request, reply, wait);
      const hash = await passwordHashOf(user.id);
      const ok = Boolean(hash) && (await verifyPassword(hash!, request.body.password));
      return { status: ok ? ('ok' as const) : ('failed' as const) };
    },
  );

  fastify.post(
    '/api/customer/change-password',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: "Change the password; ends the user's other sessions. Wrong current password: 422 status failed",
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, 422: changePasswordFailedSchema.or(validationErrorSchema), 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const wait = await consumeLimits(limiter, [accountLimits.passwordCheckUser(user.id)]);
      if (wait) return tooMany(request, reply, wait);
      const hash = await passwordHashOf(user.id);
      if (!hash || !(await verifyPassword(hash, request.body.current_password))) {
        return fieldError(request, reply, 'current_password', 'currentPasswordIncorrect', { status: 'failed' });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.new_password), updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await endOtherSessions(db, user.id, request.session?.id);
      await limiter.clear(accountLimits.passwordCheckUser(user.id).key);
      return { status: 'password-changed' as const };
    },
  );

  fastify.post(
    '/api/customer/email/send-code',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: 'Change e-mail, step 1: mail a code to the NEW address',
        body: changeEmailSendCodeRequestSchema,
        response: { 200: verificationSentResponseSchema, 422: validationErrorSchema, 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { email } = request.body;
      if (email === user.email) return fieldError(request, reply, 'email', 'emailUnchanged');
      if (await emailTaken(db, email, user.id)) return fieldError(request, reply, 'email', 'duplicated.changeEmail');
      const wait = await consumeLimits(limiter, [accountLimits.codeSendIp(request.ip), accountLimits.codeSendTarget(email)]);
      if (wait) return tooMany(request, reply, wait);
      const issued = await issueCode(db, pepper, 'change-email', email, { userId: user.id }, fastify.clock.now());
      if (!issued.ok) return tooMany(request, reply, issued.retryAfter, 'codeResendWait');
      await fastify.mailer.queue({
        template: 'email-change-code',
        to: email,
        locale: request.locale,
        data: { code: issued.code, minutes: VERIFICATION_CODE_TTL_MINUTES, name: user.firstName },
      });
      return { status: 'verification-code-sent' as const, resend_in: VERIFICATION_RESEND_SECONDS };
    },
  );

  fastify.post(
    '/api/customer/email/change',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: 'Change e-mail, step 2: confirm the code; the address changes',
        body: changeEmailRequestSchema,
        response: { 200: changeEmailResponseSchema, 422: validationErrorSchema, 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { email, code } = request.body;
      const wait = await consumeLimits(limiter, [accountLimits.codeVerifyIp(request.ip)]);
      if (wait) return tooMany(request, reply, wait);
      const result = await checkCode(db, pepper, 'change-email', email, { userId: user.id }, code, fastify.clock.now());
      if (!result.ok) return fieldError(request, reply, 'code', result.error);
      try {
        await db.transaction(async (tx) => {
          await consumeCode(tx, result.id, fastify.clock.now());
          await tx.update(users).set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) return fieldError(request, reply, 'email', 'duplicated.changeEmail');
        throw error;
      }
      request.log.info({ userId: user.id }, 'e-mail address changed');
      return { status: 'email-changed' as const, email };
    },
  );

  fastify.post(
    '/api/customer/phone/send-code',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: 'Change phone, step 1: send a code by SMS to the NEW number',
        body: changePhoneSendCodeRequestSchema,
        response: { 200: verificationSentResponseSchema, 422: validationErrorSchema, 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { phone } = request.body;
      const target = normalizePhone(phone);
      const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
      if (current?.phone && normalizePhone(current.phone) === target) return fieldError(request, reply, 'phone', 'phoneUnchanged');
      if (await phoneTaken(db, phone, user.id)) return fieldError(request, reply, 'phone', 'duplicated.phone');
      const wait = await consumeLimits(limiter, [accountLimits.codeSendIp(request.ip), accountLimits.codeSendTarget(`phone:${target}`)]);
      if (wait) return tooMany(request, reply, wait);
      const issued = await issueCode(db, pepper, 'change-phone', target, { userId: user.id }, fastify.clock.now());
      if (!issued.ok) return tooMany(request, reply, issued.retryAfter, 'codeResendWait');
      await fastify.sms.queue({ to: phone, text: smsTemplates.verificationCode(request.locale, issued.code, VERIFICATION_CODE_TTL_MINUTES) });
      return { status: 'verification-code-sent' as const, resend_in: VERIFICATION_RESEND_SECONDS };
    },
  );

  fastify.post(
    '/api/customer/phone/change',
    {
      preValidation: customerOnly,
      schema: {
        tags: ['customer'],
        summary: 'Change phone, step 2: confirm the SMS code; the number changes',
        body: changePhoneRequestSchema,
        response: { 200: changePhoneResponseSchema, 422: validationErrorSchema, 429: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { phone, code } = request.body;
      const wait = await consumeLimits(limiter, [accountLimits.codeVerifyIp(request.ip)]);
      if (wait) return tooMany(request, reply, wait);
      const result = await checkCode(db, pepper, 'change-phone', normalizePhone(phone), { userId: user.id }, code, fastify.clock.now());
      if (!result.ok) return fieldError(request, reply, 'code', result.error);
      await db.transaction(async (tx) => {
        await consumeCode(tx, result.id, fastify.clock.now());
        await tx.update(users).set({ phone, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        await upsertCustomerProfile(tx, user.id, { phoneVerified: true });
      });
      return { status: 'phone-changed' as const, phone };
    },
  );
};

export default customerRoutes;
