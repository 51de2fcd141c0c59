// Uploading an image the server keeps as an attachment: the caller's own (POST /api/users/file, a profile photo or
// cover) or one of a reference (POST /api/attachment/upload, e.g. a programme's cover). PNG, JPEG, GIF or WebP up
// to 5 MB, checked here and on the server; a refusal is named by its catalogue key (profileMedia.*).
import { readToken } from '../modules/auth/tokenStore.ts';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'profileMedia.badFile' | 'profileMedia.tooLarge' | 'profileMedia.failed';

/** Why this file cannot be sent (null: it may). */
export function imageProblem(file: File): ImageProblem | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'profileMedia.badFile';
  return file.size > MAX_BYTES ? 'profileMedia.tooLarge' : null;
}

export async function uploadImage(
  file: File,
  reference?: { referenceType: string; referenceId: string },
): Promise<{ ok: true; id: string } | { ok: false; problem: ImageProblem }> {
  const body = new FormData();
  if (reference) {
    body.append('referenceType', reference.referenceType);
    body.append('referenceId', reference.referenceId);
  }
  body.append('file', file, file.name);
  const token = readToken();
  try {
    const res = await fetch(reference ? '/api/attachment/upload' : '/api/users/file', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
    if (res.ok) return { ok: true, id: ((await res.json()) as { id: string }).id };
    const problem =
      res.status === 413
        ? 'profileMedia.tooLarge'
        : res.status === 400 || res.status === 415
          ? 'profileMedia.badFile'
          : 'profileMedia.failed';
    return { ok: false, problem };
  } catch {
    return { ok: false, problem: 'profileMedia.failed' };
  }
}
