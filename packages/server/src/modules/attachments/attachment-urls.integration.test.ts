// Signed, expiring addresses of profile images (attachment-urls.ts): what an <img> loads without the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HttpResult, type TestServer } from '../../../test/harness.ts';
import { AISHA, PRIYA } from '../../../test/personas.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-avatar-bytes'),
]);

function multipart(file: { name: string; bytes: Buffer }) {
  const boundary = `----ascent${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const SET = `mutation($kind: ProfileImageKind!, $id: ID) { setMyProfileImage(kind: $kind, attachmentId: $id) { _id avatar cover } }`;
const CARD = `query($id: ID!) { userHoverCard(id: $id) { avatar cover } }`;
const SIGNED = /^\/api\/attachments\/([0-9a-f-]{36})\/file\?exp=(\d+)&sig=([A-Za-z0-9_-]+)$/;

describe('signed profile image addresses', () => {
  let s: TestServer;
  let aisha: string;
  let priya: string;
  let aishaId: string;
  let lakesideId: string;
  let avatarId: string;
  const code = (res: HttpResult) => (res.body as { error?: { code?: string } }).error?.code;
  const upload = async (token: string, file: { name: string; bytes: Buffer }) => {
    const m = multipart(file);
    const res = await s.http({
      method: 'POST',
      path: '/api/users/file',
      headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
      body: m.body,
    });
    return (res.body as { id: string }).id;
  };
  const get = (path: string, host?: string) => s.http({ path, host });

  beforeAll(async () => {
    s = await startTestServer();
    aisha = await s.login(AISHA);
    priya = await s.login(PRIYA);
    const me = await s.gql<{ currentUser: { _id: string; incubator: { _id: string } } }>(
      '{ currentUser { _id incubator { _id } } }',
      { token: aisha },
    );
    aishaId = me.body.data!.currentUser._id;
    lakesideId = me.body.data!.currentUser.incubator._id;
    avatarId = await upload(aisha, { name: 'me.png', bytes: PNG });
  });
  afterAll(() => s.close());

  it('requires sign-in to set a profile image', async () => {
    const res = await s.gql(SET, { variables: { kind: 'AVATAR', id: avatarId } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('answers the image at a signed address that loads without the token, for other viewers too', async () => {
    const res = await s.gql<{ setMyProfileImage: { avatar: string } }>(SET, {
      token: aisha,
      variables: { kind: 'AVATAR', id: avatarId },
    });
    expect(res.body.errors).toBeUndefined();
    const avatar = res.body.data!.setMyProfileImage.avatar;
    const [, id, exp] = SIGNED.exec(avatar)!;
    expect(id).toBe(avatarId);
    expect(Number(exp)).toBeGreaterThan(Date.now() / 1000 + 11 * 3600);
    const file = await get(avatar);
    expect(file.status).toBe(200);
    expect(file.text).toContain('IHDR-fake-avatar-bytes');
    const card = await s.gql<{ userHoverCard: { avatar: string } }>(CARD, { token: priya, variables: { id: aishaId } });
    expect(card.body.data!.userHoverCard.avatar).toMatch(SIGNED);
    // Without a signature the file still needs a signed-in reader.
    expect(code(await get(`/api/attachments/${avatarId}/file`))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('refuses a tampered signature, a moved expiry, another file and an expired address', async () => {
    const tokens = s.running.services.tokens;
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const sig = tokens.fileSignature(lakesideId, avatarId, exp);
    expect((await get(`/api/attachments/${avatarId}/file?exp=${exp}&sig=${sig}`)).status).toBe(200);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(code(await get(`/api/attachments/${avatarId}/file?exp=${exp}&sig=${flipped}`))).toBe('FORBIDDEN');
    expect(code(await get(`/api/attachments/${avatarId}/file?exp=${exp + 3600}&sig=${sig}`))).toBe('FORBIDDEN');
    expect(code(await get(`/api/attachments/${avatarId}/file?exp=${exp}`))).toBe('FORBIDDEN');
    const other = await upload(aisha, { name: 'other.png', bytes: PNG });
    expect(code(await get(`/api/attachments/${other}/file?exp=${exp}&sig=${sig}`))).toBe('FORBIDDEN');
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(
      code(
        await get(
          `/api/attachments/${avatarId}/file?exp=${past}&sig=${tokens.fileSignature(lakesideId, avatarId, past)}`,
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('is worthless at another organisation', async () => {
    const tokens = s.running.services.tokens;
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const path = `/api/attachments/${avatarId}/file?exp=${exp}&sig=${tokens.fileSignature(lakesideId, avatarId, exp)}`;
    const res = await get(path, 'northstar.localhost');
    expect(res.status).toBe(403);
    expect(code(res)).toBe('FORBIDDEN');
  });

  it('only takes the caller’s own raster image, and stores nothing otherwise', async () => {
    const before = (
      await s.gql<{ userHoverCard: { cover: string | null } }>(CARD, { token: priya, variables: { id: aishaId } })
    ).body.data!.userHoverCard.cover;
    const priyaImage = await upload(priya, { name: 'p.png', bytes: PNG });
    const text = await upload(aisha, { name: 'notes.txt', bytes: Buffer.from('hello') });
    const someoneElse = await s.gql(SET, { token: aisha, variables: { kind: 'COVER', id: priyaImage } });
    expect(someoneElse.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const notImage = await s.gql(SET, { token: aisha, variables: { kind: 'COVER', id: text } });
    expect(notImage.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const after = (
      await s.gql<{ userHoverCard: { cover: string | null } }>(CARD, { token: priya, variables: { id: aishaId } })
    ).body.data!.userHoverCard.cover;
    expect(after).toEqual(before);
  });

  it('removes an image', async () => {
    const res = await s.gql<{ setMyProfileImage: { avatar: string | null } }>(SET, {
      token: aisha,
      variables: { kind: 'AVATAR', id: null },
    });
    expect(res.body.data!.setMyProfileImage.avatar).toBeNull();
  });
});
