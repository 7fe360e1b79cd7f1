/** History, restore and audit over real HTTP on a real database (issue 26). */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRET, dataOf, type Answer } from '../../../../test/helper.ts';
import { ADMIN, as, EMAIL, freshIp, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp();
const WIDGETS = '/api/website-builder/widgets';
const PAGES = '/api/host/pages';
const server = { 'x-rbac-secret-key': SECRET };

const post = (path: string, data: unknown, headers: Record<string, string> = server) =>
  t.http.post(path).set(headers).send({ data });
const patch = (path: string, data: unknown, headers: Record<string, string> = server) =>
  t.http.patch(path).set(headers).send({ data });
const versions = (path: string) => t.http.get(`${path}/versions`).set(server);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('versions of a record', () => {
  it('lists every write with who, when, which release and the fields before and after; restores one', async () => {
    const admin = await loginAdmin(t);
    const widget = await dataOf(
      await post(WIDGETS, { adminTitle: 'first', title: { en: 'First', ru: 'Первый' } }),
      201,
    );
    const path = `${WIDGETS}/${widget.id}`;
    await dataOf(await as(t, admin.jwt, '203.0.113.7').patch(path, { adminTitle: 'second' }));
    const release = await dataOf(await post('/api/system/releases', { title: 'History' }), 201);
    await dataOf(await patch(path, { adminTitle: 'staged' }, { ...server, 'x-release-id': release.id }));

    const [staged, second, first] = await dataOf<[Answer, Answer, Answer]>(await versions(path));
    expect(first).toMatchObject({ action: 'create', actor: { kind: 'server', id: null }, staged: false });
    expect(first.before).toBeNull();
    expect(first.after).toMatchObject({ id: widget.id, adminTitle: 'first' });
    expect(second).toMatchObject({ action: 'update', actor: { kind: 'subject', id: admin.subjectId } });
    expect(second.changed).toEqual(['adminTitle']);
    expect([second.before.adminTitle, second.after.adminTitle]).toEqual(['first', 'second']);
    expect(staged).toMatchObject({ releaseId: release.id, staged: true, changed: ['adminTitle'] });
    expect(staged.after.adminTitle).toBe('staged');
    expect(Date.parse(second.at)).toBeGreaterThanOrEqual(Date.parse(first.at));

    // Restore the first state: a new live version, the release untouched.
    const restored = await dataOf(await t.http.post(`${path}/versions/${first.id}/restore`).set(server));
    expect(restored.adminTitle).toBe('first');
    expect((await dataOf(await t.http.get(path))).adminTitle).toBe('first');
    const [latest] = await dataOf<[Answer]>(await versions(path));
    expect(latest).toMatchObject({ action: 'update', staged: false, changed: ['adminTitle'] });

    // Into a release: staged, live unchanged.
    await dataOf(
      await t.http.post(`${path}/versions/${second.id}/restore`).set({ ...server, 'x-release-id': release.id }),
    );
    expect((await dataOf(await t.http.get(path))).adminTitle).toBe('first');
    expect((await dataOf(await t.http.get(path).set({ ...server, 'x-release-id': release.id }))).adminTitle).toBe(
      'second',
    );

    // Paginated and bounded.
    expect(await dataOf(await t.http.get(`${path}/versions`).query({ limit: 1, offset: 1 }).set(server))).toHaveLength(
      1,
    );
    expect((await t.http.get(`${path}/versions`).query({ limit: 1000 }).set(server)).status).toBe(400);
  });

  it('a deleted record comes back from its deletion version; publish leaves versions naming the release', async () => {
    const widget = await dataOf(await post(WIDGETS, { adminTitle: 'doomed' }), 201);
    const path = `${WIDGETS}/${widget.id}`;
    await dataOf(await t.http.delete(path).set(server));
    const [deletion] = await dataOf<[Answer]>(await versions(path));
    expect(deletion).toMatchObject({ action: 'delete', after: null });
    await dataOf(await t.http.post(`${path}/versions/${deletion.id}/restore`).set(server));
    expect((await dataOf(await t.http.get(path))).adminTitle).toBe('doomed');

    const release = await dataOf(await post('/api/system/releases', { title: 'Publish' }), 201);
    await dataOf(await patch(path, { adminTitle: 'published' }, { ...server, 'x-release-id': release.id }));
    await dataOf(await t.http.post(`/api/system/releases/${release.id}/publish`).set(server));
    const [published] = await dataOf<Answer[]>(await versions(path));
    expect(published).toMatchObject({ releaseId: release.id, staged: false, changed: ['adminTitle'] });
  });

  it("a seeded record's first edit keeps the state it was made with as a version, which can be made again", async () => {
    // Written outside a call, as seeds and imports write: no history.
    const seeded = await t.db.prisma.websiteBuilderWidget.create({
      data: { adminTitle: 'seeded', slug: `seeded-${randomUUID()}`, title: { en: 'Seeded', ru: 'Засеянный' } },
    });
    const path = `${WIDGETS}/${seeded.id}`;
    expect(await dataOf(await versions(path))).toEqual([]);
    await dataOf(await patch(path, { adminTitle: 'edited' }));
    await dataOf(await patch(path, { adminTitle: 'edited twice' }));
    const [second, first, original] = await dataOf<[Answer, Answer, Answer]>(await versions(path));
    expect([second.after.adminTitle, first.after.adminTitle]).toEqual(['edited twice', 'edited']);
    expect(original).toMatchObject({ action: 'create', actor: { kind: 'system', id: null }, before: null });
    expect(original.after).toMatchObject({ id: seeded.id, adminTitle: 'seeded', title: { en: 'Seeded' } });
    expect(original.at).toBe(seeded.createdAt.toISOString());
    // Only once: the record has a history now.
    expect(await dataOf(await versions(path))).toHaveLength(3);
    await dataOf(await t.http.post(`${path}/versions/${original.id}/restore`).set(server));
    expect((await dataOf(await t.http.get(path))).adminTitle).toBe('seeded');

    // First edited in a release: the staged entry's state before is kept the same way.
    const other = await t.db.prisma.websiteBuilderWidget.create({
      data: { adminTitle: 'seeded too', slug: `seeded-${randomUUID()}` },
    });
    const release = await dataOf(await post('/api/system/releases', { title: 'Seeded' }), 201);
    await dataOf(
      await patch(`${WIDGETS}/${other.id}`, { adminTitle: 'staged' }, { ...server, 'x-release-id': release.id }),
    );
    const [staged, made] = await dataOf<[Answer, Answer]>(await versions(`${WIDGETS}/${other.id}`));
    expect(staged).toMatchObject({ staged: true, releaseId: release.id });
    expect(made).toMatchObject({ action: 'create', staged: false, after: { adminTitle: 'seeded too' } });
  });

  it('a bad or foreign versionId is 404 and changes nothing; it needs the rights of writing the record', async () => {
    const a = await dataOf(await post(WIDGETS, { adminTitle: 'a' }), 201);
    const b = await dataOf(await post(WIDGETS, { adminTitle: 'b' }), 201);
    const [ofB] = await dataOf<[Answer]>(await versions(`${WIDGETS}/${b.id}`));
    const foreign = await t.http.post(`${WIDGETS}/${a.id}/versions/${ofB.id}/restore`).set(server);
    expect(foreign.status).toBe(404);
    const unknown = await t.http.post(`${WIDGETS}/${a.id}/versions/${randomUUID()}/restore`).set(server);
    expect(unknown.status).toBe(404);
    expect((await t.http.post(`${WIDGETS}/${a.id}/versions/nope/restore`).set(server)).status).toBe(400);
    expect(await dataOf(await versions(`${WIDGETS}/${a.id}`))).toHaveLength(1);

    expect((await t.http.get(`${WIDGETS}/${a.id}/versions`)).status).toBe(403);
    const user = await register(t);
    expect((await as(t, user.jwt).get(`${WIDGETS}/${a.id}/versions`)).status).toBe(403);
    expect((await as(t, user.jwt).post(`${WIDGETS}/${a.id}/versions/${ofB.id}/restore`)).status).toBe(403);
  });
});

describe('a page restored as of a time', () => {
  it('brings back its fields and its links to layouts, widgets and metadata', async () => {
    const page = await dataOf(await post(PAGES, { url: `/restore-${randomUUID().slice(0, 8)}`, title: 'Before' }), 201);
    const layout = await dataOf(await post('/api/host/layouts', { adminTitle: 'restore layout' }), 201);
    const widgetA = await dataOf(await post('/api/host/widgets', { adminTitle: 'restore A' }), 201);
    const widgetB = await dataOf(await post('/api/host/widgets', { adminTitle: 'restore B' }), 201);
    const linkA = await dataOf(
      await post('/api/host/pages-to-widgets', { pageId: page.id, widgetId: widgetA.id }),
      201,
    );
    await dataOf(await post('/api/host/pages-to-layouts', { pageId: page.id, layoutId: layout.id }), 201);
    await sleep(20);
    const at = new Date().toISOString();
    await sleep(20);

    await dataOf(await patch(`${PAGES}/${page.id}`, { title: 'After' }));
    await dataOf(await t.http.delete(`/api/host/pages-to-widgets/${linkA.id}`).set(server));
    await dataOf(await post('/api/host/pages-to-widgets', { pageId: page.id, widgetId: widgetB.id }), 201);

    const links = async (collection: string) =>
      (
        await dataOf(
          await t.http.get(`/api/host/${collection}`).set(server).query({
            'filters[and][0][column]': 'pageId',
            'filters[and][0][method]': 'eq',
            'filters[and][0][value]': page.id,
          }),
        )
      ).map((row: Record<string, string>) => row.widgetId ?? row.layoutId);

    // Staged in a release first: live unchanged.
    const release = await dataOf(await post('/api/system/releases', { title: 'Page restore' }), 201);
    await dataOf(await post(`${PAGES}/${page.id}/restore`, { at }, { ...server, 'x-release-id': release.id }));
    expect((await dataOf(await t.http.get(`${PAGES}/${page.id}`))).title).toBe('After');

    const restored = await dataOf(await post(`${PAGES}/${page.id}/restore`, { at }));
    expect(restored.title).toBe('Before');
    expect(await links('pages-to-widgets')).toEqual([widgetA.id]);
    expect(await links('pages-to-layouts')).toEqual([layout.id]);
    const [latest] = await dataOf<[Answer]>(await versions(`${PAGES}/${page.id}`));
    expect(latest.changed).toEqual(['title']);

    const before = new Date(Date.parse(page.createdAt) - 60_000).toISOString();
    expect((await post(`${PAGES}/${page.id}/restore`, { at: before })).status).toBe(400);
    expect((await post(`${PAGES}/${page.id}/restore`, { at: 'yesterday' })).status).toBe(400);
  });
});

describe('audit', () => {
  it('lists writes and back-office sign-ins with actor and source address, filtered, newest first', async () => {
    const ip = freshIp();
    const signIn = await as(t, undefined, ip).post(`${EMAIL}/authentication`, {
      login: ADMIN.email,
      password: ADMIN.password,
    });
    expect(signIn.status).toBe(200);
    const jwt = signIn.body.data.jwt as string;
    const admin = as(t, jwt, ip);
    const widget = await dataOf(await admin.post(WIDGETS, { adminTitle: 'audited' }), 201);
    await dataOf(await admin.patch(`${WIDGETS}/${widget.id}`, { adminTitle: 'audited twice' }));

    const entries = await dataOf<[Answer, Answer, Answer]>(await admin.get(`/api/system/audit?sourceIp=${ip}`));
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create', 'sign-in']);
    const [update, , signedIn] = entries;
    expect(update).toMatchObject({
      entityKey: 'website-builder/widgets',
      recordId: widget.id,
      sourceIp: ip,
      actor: { kind: 'subject' },
      changed: ['adminTitle'],
    });
    expect(signedIn).toMatchObject({ action: 'sign-in', sourceIp: ip, actor: { kind: 'subject' } });
    expect(update.actor.id).toBe(signedIn.actor.id);

    const byRecord = await dataOf(await admin.get(`/api/system/audit?recordId=${widget.id}&action=create`));
    expect(byRecord).toHaveLength(1);
    expect(await dataOf(await admin.get(`/api/system/audit?sourceIp=${ip}&limit=1&offset=1`))).toHaveLength(1);
    expect((await admin.get('/api/system/audit?limit=5000')).status).toBe(400);
    expect((await admin.get('/api/system/audit?actorId=nope')).status).toBe(400);
  });

  it('one publish is one entry, its writes grouped beneath it (only those that changed something)', async () => {
    const a = await dataOf(await post(WIDGETS, { adminTitle: 'grouped a' }), 201);
    const b = await dataOf(await post(WIDGETS, { adminTitle: 'grouped b' }), 201);
    const release = await dataOf(await post('/api/system/releases', { title: 'Grouped publish' }), 201);
    const staged = { ...server, 'x-release-id': release.id };
    await dataOf(await patch(`${WIDGETS}/${a.id}`, { adminTitle: 'grouped a2' }, staged));
    // Written with the value it has: no field changes.
    await dataOf(await patch(`${WIDGETS}/${b.id}`, { adminTitle: 'grouped b' }, staged));
    const made = await dataOf(await post(WIDGETS, { adminTitle: 'grouped c' }, staged), 201);
    await dataOf(await t.http.post(`/api/system/releases/${release.id}/publish`).set(server));

    const all = await dataOf<Answer[]>(await t.http.get(`/api/system/audit?releaseId=${release.id}`).set(server));
    expect(all.filter((entry) => !entry.staged).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['publish', 'update', 'update', 'create']),
    );
    const grouped = await dataOf<Answer[]>(
      await t.http.get(`/api/system/audit?releaseId=${release.id}&grouped=true`).set(server),
    );
    const live = grouped.filter((entry) => !entry.staged);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      action: 'publish',
      entityKey: 'system/releases',
      recordId: release.id,
      releaseId: release.id,
      actor: { kind: 'server' },
      changes: 2,
    });
    const beneath = await dataOf<Answer[]>(
      await t.http.get(`/api/system/audit?releaseId=${release.id}&published=true`).set(server),
    );
    expect(beneath.map((entry) => [entry.action, entry.recordId]).sort()).toEqual(
      [
        ['create', made.id],
        ['update', a.id],
      ].sort(),
    );
    // The publish is the audit's, not a version of the release record.
    const releaseVersions = await dataOf<Answer[]>(await versions(`/api/system/releases/${release.id}`));
    expect(releaseVersions.map((version) => version.action)).not.toContain('publish');
    expect((await t.http.get('/api/system/audit?grouped=yes').set(server)).status).toBe(400);
  });

  it('is for admins only', async () => {
    const user = await register(t);
    expect((await as(t, user.jwt).get('/api/system/audit')).status).toBe(403);
    expect((await t.http.get('/api/system/audit')).status).toBe(403);
    expect((await t.http.get('/api/system/audit').set(server)).status).toBe(200);
  });
});
