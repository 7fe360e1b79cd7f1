/**
 * Access tokens: short-lived HS256 JWTs (jose) naming the subject and its session family. The same secret,
 * through a labelled HMAC, signs other short-lived server values (the SIWE nonces).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import { unauthorized } from '../errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'symbol';
const AUDIENCE = 'symbol-api';

export interface AccessClaims {
  subjectId: string;
  /** The refresh-token family this token was issued with: revoking the family ends the token too. */
  sessionFamily: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A fresh random secret for one process (tests, benchmarks): tokens die with the process. */
  static ephemeralSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ subject: { id: claims.subjectId }, sid: claims.sessionFamily })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.subjectId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /**
   * The claims of a valid token; 401 for an expired, tampered or foreign one. `allowExpired` still checks
   * the signature (logout with an expired token ends its session).
   */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
        ...(options.allowExpired ? { clockTolerance: 366 * 24 * 60 * 60 } : {}),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims missing');
      return { subjectId: payload.sub, sessionFamily: payload.sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Access token expired');
      throw unauthorized('Invalid access token');
    }
  }

  /** HMAC-SHA256 of `data` under a key derived for `purpose`, so one secret never signs two kinds of value. */
  mac(purpose: string, data: string): Buffer {
    const key = createHmac('sha256', this.secret).update(`symbol:${purpose}`).digest();
    return createHmac('sha256', key).update(data).digest();
  }
}
