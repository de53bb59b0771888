import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailIsUniqueRequestSchema,
  emailVerificationSendRequestSchema,
  emailVerifyRequestSchema,
  isUniqueResponseSchema,
  messageSchema,
  phoneIsUniqueRequestSchema,
  phoneVerificationSendRequestSchema,
  phoneVerifyRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  validationErrorSchema,
  verificationSentResponseSchema,
  verifiedResponseSchema,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_SECONDS,
} from '@chargevalet/contract';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { RateLimiter } from '../../lib/rate-limiter';
import { smsTemplates } from '../../services/mail/templates';
import { checkCode, consumeCode, findVerified, issueCode, type CodeOwner } from '../../services/accounts/codes';
import { upsertCustomerProfile } from '../../services/accounts/customers';
import { consumeLimits, fieldError, tooMany } from '../../services/accounts/http';
import { accountLimits } from '../../services/accounts/limits';
import { normalizePhone } from '../../services/accounts/phone';
import { toUserResource } from '../user';

export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  return Boolean(row);
}

export async function phoneTaken(db: Db, phone: string, exceptUserId?: string): Promise<boolean> {
  const normalized = normalizePhone(phone);
  const same = eq(users.phoneNormalized, normalized);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(same, ne(users.id, exceptUserId)) : same)
    .limit(1);
  return Boolean(row);
}

const codeErrors = { 422: validationErrorSchema, 429: messageSchema };

/**
 * Registration (SPEC §7 Accounts): duplicate checks, e-mail and phone codes, POST /register and the resend for
 * signed-in users. Codes belong to the caller's session (the anonymous session of the CSRF cookie).
 */
const registrationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const limiter = new RateLimiter(db, fastify.clock);
  const pepper = fastify.config.accounts.codePepper;
  const checkLimit = fastify.config.accounts.accountCheckLimitIp;

  fastify.post(
    '/email/validate/is-unique',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is the e-mail free for a new account? status ok | duplicated',
        body: emailIsUniqueRequestSchema,
        response: { 200: isUniqueResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const wait = await consumeLimits(limiter, [accountLimits.uniqueCheckIp(request.ip, checkLimit)]);
      if (wait) return tooMany(request, reply, wait);
      return { status: (await emailTaken(db, request.body.email)) ? ('duplicated' as const) : ('ok' as const) };
    },
  );

  fastify.post(
    '/phone/validate/is-unique',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is the phone number free for a new account? status ok | duplicated',
        body: phoneIsUniqueRequestSchema,
        response: { 200: isUniqueResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const wait = await consumeLimits(limiter, [accountLimits.uniqueCheckIp(request.ip, checkLimit)]);
      if (wait) return tooMany(request, reply, wait);
      return { status: (await phoneTaken(db, request.body.phone)) ? ('duplicated' as const) : ('ok' as const) };
    },
  );

  fastify.post(
    '/email/verification/send',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 4-digit code to the e-mail address (registration); again only after 60 s',
        body: emailVerificationSendRequestSchema,
        response: { 200: verificationSentResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const signedIn = request.user && request.user.email === email;
      // The answer tells whether an account exists: limited like is-unique, before the lookup.
      const checkWait = signedIn ? 0 : await consumeLimits(limiter, [accountLimits.uniqueCheckIp(request.ip, checkLimit)]);
      if (checkWait) return tooMany(request, reply, checkWait);
      if (!signedIn && (await emailTaken(db, email))) return fieldError(request, reply, 'email', 'duplicated.email');
      const wait = await consumeLimits(limiter, [accountLimits.codeSendIp(request.ip), accountLimits.codeSendTarget(email)]);
      if (wait) return tooMany(request, reply, wait);
      const owner: CodeOwner = signedIn ? { userId: request.user!.id } : { sessionId: (await fastify.sessions.ensure(request, reply)).id };
      const issued = await issueCode(db, pepper, 'register-email', email, owner, fastify.clock.now());
      if (!issued.ok) return tooMany(request, reply, issued.retryAfter, 'codeResendWait');
      await fastify.mailer.queue({
        template: 'verification-code',
        to: email,
        locale: request.locale,
        data: { code: issued.code, minutes: VERIFICATION_CODE_TTL_MINUTES, ...(signedIn ? { name: request.user!.firstName } : {}) },
      });
      return { status: 'verification-code-sent' as const, resend_in: VERIFICATION_RESEND_SECONDS };
    },
  );

  fastify.post(
    '/email/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check the e-mail code: status verified, or 422 "The code is incorrect"',
        body: emailVerifyRequestSchema,
        response: { 200: verifiedResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      const wait = await consumeLimits(limiter, [accountLimits.codeVerifyIp(request.ip)]);
      if (wait) return tooMany(request, reply, wait);
      const signedIn = request.user && request.user.email === email;
      const owner: CodeOwner = signedIn ? { userId: request.user!.id } : { sessionId: (await fastify.sessions.ensure(request, reply)).id };
      const result = await checkCode(db, pepper, 'register-email', email, owner, code, fastify.clock.now());
      if (!result.ok) return fieldError(request, reply, 'code', result.error);
      if (signedIn) {
        await consumeCode(db, result.id, fastify.clock.now());
        await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, request.user!.id));
      }
      return { status: 'verified' as const };
    },
  );

  fastify.post(
    '/phone/verification/send',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 4-digit code by SMS (registration); again only after 60 s',
        body: phoneVerificationSendRequestSchema,
        response: { 200: verificationSentResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const { phone } = request.body;
      const target = normalizePhone(phone);
      const checkWait = await consumeLimits(limiter, [accountLimits.uniqueCheckIp(request.ip, checkLimit)]);
      if (checkWait) return tooMany(request, reply, checkWait);
      if (await phoneTaken(db, phone, request.user?.id)) return fieldError(request, reply, 'phone', 'duplicated.phone');
      const wait = await consumeLimits(limiter, [accountLimits.codeSendIp(request.ip), accountLimits.codeSendTarget(`phone:${target}`)]);
      if (wait) return tooMany(request, reply, wait);
      const issued = await issueCode(db, pepper, 'register-phone', target, { sessionId: (await fastify.sessions.ensure(request, reply)).id }, fastify.clock.now());
      if (!issued.ok) return tooMany(request, reply, issued.retryAfter, 'codeResendWait');
      await fastify.sms.queue({ to: phone, text: smsTemplates.verificationCode(request.locale, issued.code, VERIFICATION_CODE_TTL_MINUTES) });
      return { status: 'verification-code-sent' as const, resend_in: VERIFICATION_RESEND_SECONDS };
    },
  );

  fastify.post(
    '/phone/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check the SMS code: status verified, or 422 "The code is incorrect"',
        body: phoneVerifyRequestSchema,
        response: { 200: verifiedResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const { phone, code } = request.body;
      const wait = await consumeLimits(limiter, [accountLimits.codeVerifyIp(request.ip)]);
      if (wait) return tooMany(request, reply, wait);
      const result = await checkCode(db, pepper, 'register-phone', normalizePhone(phone), { sessionId: (await fastify.sessions.ensure(request, reply)).id }, code, fastify.clock.now());
      if (!result.ok) return fieldError(request, reply, 'code', result.error);
      return { status: 'verified' as const };
    },
  );

  fastify.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account (the e-mail must have been verified with a code in this session); signs in',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const wait = await consumeLimits(limiter, [accountLimits.registerIp(request.ip, fastify.config.accounts.registerLimitIp), accountLimits.uniqueCheckIp(request.ip, checkLimit)]);
      if (wait) return tooMany(request, reply, wait);
      const owner: CodeOwner = { sessionId: (await fastify.sessions.ensure(request, reply)).id };
      if (await emailTaken(db, body.email)) return fieldError(request, reply, 'email', 'duplicated.email');
      if (await phoneTaken(db, body.phone)) return fieldError(request, reply, 'phone', 'duplicated.phone');
      const emailCode = await findVerified(db, 'register-email', body.email, owner, fastify.clock.now());
      if (!emailCode) return fieldError(request, reply, 'email', 'emailNotVerified');
      const phoneCode = await findVerified(db, 'register-phone', normalizePhone(body.phone), owner, fastify.clock.now());

      const passwordHash = await hashPassword(body.password);
      let userId: string;
      try {
        userId = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              role: 'customer',
              firstName: body.firstname,
              lastName: body.lastname,
              email: body.email,
              phone: body.phone,
              passwordHash,
              locale: request.locale,
              emailVerifiedAt: new Date(),
            })
            .returning({ id: users.id });
          await upsertCustomerProfile(tx, user!.id, {
            billingAddress: body.address,
            zipCode: body.zip_code,
            marketingConsent: body.marketing_consent,
            phoneVerified: Boolean(phoneCode),
          });
          if (!(await consumeCode(tx, emailCode, fastify.clock.now()))) throw Object.assign(new Error('code already used'), { codeUsed: true });
          if (phoneCode) await consumeCode(tx, phoneCode, fastify.clock.now());
          return user!.id;
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) return fieldError(request, reply, 'email', 'duplicated.email');
        if ((error as { codeUsed?: boolean }).codeUsed) return fieldError(request, reply, 'email', 'emailNotVerified');
        throw error;
      }
      await fastify.sessions.regenerate(request, reply, userId);
      request.log.info({ userId }, 'customer registered');
      return reply.code(201).send({ data: toUserResource(request.user!) });
    },
  );

  fastify.post(
    '/email/verification-notification',
    {
      preValidation: fastify.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "Send a new code to the signed-in user's e-mail address (confirm with POST /email/verify)",
        response: { 200: verificationSentResponseSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const wait = await consumeLimits(limiter, [accountLimits.codeSendIp(request.ip), accountLimits.codeSendTarget(user.email)]);
      if (wait) return tooMany(request, reply, wait);
      const issued = await issueCode(db, pepper, 'register-email', user.email, { userId: user.id }, fastify.clock.now());
      if (!issued.ok) return tooMany(request, reply, issued.retryAfter, 'codeResendWait');
      await fastify.mailer.queue({
        template: 'verification-code',
        to: user.email,
        locale: request.locale,
        data: { code: issued.code, minutes: VERIFICATION_CODE_TTL_MINUTES, name: user.firstName },
      });
      return { status: 'verification-code-sent' as const, resend_in: VERIFICATION_RESEND_SECONDS };
    },
  );
};

export default registrationRoutes;
