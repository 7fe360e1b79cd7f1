import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, RELEASE_OPERATION_KINDS, RELEASE_STATUSES } from '../../constants.ts';
import { entity } from '../entity.ts';
import { bool, datetime, enumOf, int, json, optionalText, ref, text, uuid } from '../fields.ts';

/**
 * Releases: changes staged across any records, previewed, then published in one transaction (now or at
 * `publishAt`). Only the server's release service writes `status`, `publishedAt` and the operations.
 */
export const system = [
  entity(
    'system',
    'releases',
    {
      title: text(),
      status: enumOf(RELEASE_STATUSES, { default: 'open', serviceSet: true }),
      /** When the worker publishes it; null: only by hand. */
      publishAt: datetime({ optional: true }),
      publishedAt: datetime({ optional: true, serviceSet: true }),
      /** Why the last scheduled publish failed (a conflict); the schedule is then cleared. */
      publishError: optionalText({ serviceSet: true }),
    },
    { restricted: true, indexes: [['status', 'publishAt']] },
  ),
  /** One staged write: replayed in `position` order; `base` is the live record it was based on (conflicts). */
  entity(
    'system',
    'release-operations',
    {
      releaseId: ref('system/releases'),
      position: int({ default: 0 }),
      entityKey: text(),
      kind: enumOf(RELEASE_OPERATION_KINDS),
      recordId: uuid({ index: true }),
      data: json({ optional: true }),
      base: json({ optional: true }),
    },
    { restricted: true, readOnly: true, indexes: [['releaseId', 'position']] },
  ),
  /**
   * History and audit: one entry per row written through the entity service (live or staged in a release) and
   * per sign-in. `before`/`after` are the whole readable record; written only by the server (entities/history.ts):
   * append-only, no caller changes or deletes an entry.
   */
  entity(
    'system',
    'audit-entries',
    {
      action: enumOf(AUDIT_ACTIONS),
      entityKey: optionalText(),
      recordId: uuid({ optional: true }),
      /** The release the write was staged in, or published by. */
      releaseId: uuid({ optional: true }),
      /** True for a write staged in the release (not live yet). */
      staged: bool({ default: false }),
      actorKind: enumOf(AUDIT_ACTOR_KINDS),
      actorId: uuid({ optional: true }),
      /** The API token (rbac/api-tokens) the subject acted through, if any. */
      actorTokenId: uuid({ optional: true }),
      sourceIp: optionalText(),
      before: json({ optional: true }),
      after: json({ optional: true }),
    },
    {
      restricted: true,
      readOnly: true,
      indexes: [['entityKey', 'recordId', 'createdAt'], ['createdAt'], ['actorId', 'createdAt'], ['releaseId']],
    },
  ),
];
