/**
 * The rbac module's environment (merged into the app's config schema): the identity routes' abuse limits, as
 * attempts per window per client address (a school or an office behind one address may need more) and per
 * account (email or wallet address). Sign-in's PER_ACCOUNT counts wrong passwords of one account from one address
 * (and, from all addresses, when its attempts start to wait). The windows are in limits.ts.
 */
import { z } from 'zod';

const max = (value: number) => z.coerce.number().int().min(1).default(value);

export const rbacEnv = {
  RATE_LIMIT_INIT_PER_IP: max(30),
  RATE_LIMIT_AUTHENTICATION_PER_IP: max(30),
  RATE_LIMIT_AUTHENTICATION_PER_ACCOUNT: max(10),
  RATE_LIMIT_REGISTRATION_PER_IP: max(10),
  RATE_LIMIT_REGISTRATION_PER_ACCOUNT: max(5),
  RATE_LIMIT_FORGOT_PASSWORD_PER_IP: max(10),
  RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: max(3),
  RATE_LIMIT_RESET_PASSWORD_PER_IP: max(20),
  RATE_LIMIT_WALLET_PER_IP: max(30),
  RATE_LIMIT_WALLET_PER_ACCOUNT: max(10),
  RATE_LIMIT_WALLET_NONCE_PER_IP: max(60),
  RATE_LIMIT_REFRESH_PER_IP: max(120),
  RATE_LIMIT_CHANGE_PASSWORD_PER_ACCOUNT: max(10),
};
