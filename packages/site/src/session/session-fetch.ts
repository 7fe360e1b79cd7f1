/**
 * The fetch of the site's API client with the session in it: requests wait for a refresh under way (or make
 * one when the access token is known to have expired); a 401 with a refresh token in store refreshes once and
 * sends the request again. Requests that were sent before another request's refresh just go again.
 */
import type { Session } from './session.ts';

export function sessionFetch(session: Session, base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    await session.beforeRequest();
    const sentWith = session.generation;
    const response = await base(input, init);
    if (response.status !== 401 || !session.hasRefreshToken()) return response;
    const renewed = session.generation !== sentWith || (await session.refresh());
    return renewed ? base(input, init) : response;
  };
}
