import type { Limit } from './http';

/**
 * Rate limits of the account calls (database-backed, per IP and per address/account). 429 with Retry-After when
 * one is exhausted. The 60-second resend rule of codes is separate (services/accounts/codes.ts).
 */
export const accountLimits = {
  codeSendIp: (ip: string): Limit => ({ key: `code-send:ip:${ip}`, max: 10, decaySeconds: 600 }),
  codeSendTarget: (target: string): Limit => ({ key: `code-send:target:${target}`, max: 5, decaySeconds: 3600 }),
  codeVerifyIp: (ip: string): Limit => ({ key: `code-verify:ip:${ip}`, max: 30, decaySeconds: 600 }),
  uniqueCheckIp: (ip: string, max: number): Limit => ({ key: `unique-check:ip:${ip}`, max, decaySeconds: 600 }),
  registerIp: (ip: string, max: number): Limit => ({ key: `register:ip:${ip}`, max, decaySeconds: 3600 }),
  forgotIp: (ip: string): Limit => ({ key: `forgot:ip:${ip}`, max: 5, decaySeconds: 600 }),
  forgotEmail: (email: string): Limit => ({ key: `forgot:email:${email}`, max: 3, decaySeconds: 3600 }),
  resetIp: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 10, decaySeconds: 600 }),
  passwordCheckUser: (userId: string): Limit => ({ key: `password-check:user:${userId}`, max: 10, decaySeconds: 600 }),
};
