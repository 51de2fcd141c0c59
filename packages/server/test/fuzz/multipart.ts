// Multipart bodies for the upload routes' fuzz: well-formed ones around hostile parts, and broken framings.
import { MALFORMED_UUID } from './inputs.ts';

export interface Part {
  name: string;
  filename?: string;
  /** A raw Content-Disposition header, instead of the one built from name and filename. */
  disposition?: string;
  type?: string;
  data: Buffer | string;
}

export const BOUNDARY = '----fuzz-boundary-7f3a';

export function multipartBody(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.disposition ?? `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        'utf8',
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function multipart(parts: Part[]): { headers: Record<string, string>; body: Buffer } {
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: multipartBody(parts) };
}

export const TEXT_FILE = { name: 'file', filename: 'notes.txt', type: 'text/plain', data: 'Some notes.\n' };

export function multipartCases(
  adminId: string,
  foreignUserId: string,
): [string, { headers: Record<string, string>; body: Buffer }][] {
  const withType = (type: string, body: Buffer) => ({ headers: { 'content-type': type }, body });
  const complete = multipartBody([
    { name: 'referenceType', data: 'user' },
    { name: 'referenceId', data: adminId },
    TEXT_FILE,
  ]);
  const raw = (disposition: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: `),
      disposition,
      Buffer.from(`\r\nContent-Type: text/plain\r\n\r\nnotes\r\n--${BOUNDARY}--\r\n`),
    ]);
  return [
    [
      'a plausible text file',
      multipart([{ name: 'referenceType', data: 'user' }, { name: 'referenceId', data: adminId }, TEXT_FILE]),
    ],
    [
      'truncated in the file',
      withType(`multipart/form-data; boundary=${BOUNDARY}`, complete.subarray(0, complete.length - 20)),
    ],
    ['truncated in the headers', withType(`multipart/form-data; boundary=${BOUNDARY}`, complete.subarray(0, 40))],
    [
      'without the closing boundary',
      withType(`multipart/form-data; boundary=${BOUNDARY}`, multipartBody([TEXT_FILE], BOUNDARY, false)),
    ],
    ['without a boundary parameter', withType('multipart/form-data', complete)],
    ['with another boundary', withType('multipart/form-data; boundary=other', complete)],
    ['an empty body', withType(`multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0))],
    ['garbage', withType(`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('not multipart at all'))],
    ['multipart/mixed', withType(`multipart/mixed; boundary=${BOUNDARY}`, complete)],
    ['a JSON body', withType('application/json', Buffer.from('{"file": "x"}'))],
    [
      'no file part',
      multipart([
        { name: 'referenceType', data: 'user' },
        { name: 'referenceId', data: adminId },
      ]),
    ],
    ['the file under another name', multipart([{ ...TEXT_FILE, name: 'document' }])],
    ['a file part without a filename', multipart([{ name: 'file', type: 'text/plain', data: 'x' }])],
    ['an empty file', multipart([{ ...TEXT_FILE, data: '' }])],
    ['an empty filename', multipart([{ ...TEXT_FILE, filename: '' }])],
    [
      'a filename with NUL',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(Buffer.from('form-data; name="file"; filename="a\u0000b.txt"', 'utf8')),
      ),
    ],
    [
      'a filename* with NUL',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(Buffer.from('form-data; name="file"; filename*=UTF-8\'\'a%00b.txt', 'utf8')),
      ),
    ],
    [
      'a filename with invalid UTF-8 (bytes ED A0 80)',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(
          Buffer.concat([
            Buffer.from('form-data; name="file"; filename="a'),
            Buffer.from([0xed, 0xa0, 0x80]),
            Buffer.from('.txt"'),
          ]),
        ),
      ),
    ],
    [
      'a filename* with invalid UTF-8',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        raw(Buffer.from('form-data; name="file"; filename*=UTF-8\'\'a%ED%A0%80.txt', 'utf8')),
      ),
    ],
    ['a 1 kB filename', multipart([{ ...TEXT_FILE, filename: `${'n'.repeat(1000)}.txt` }])],
    ['a traversal filename', multipart([{ ...TEXT_FILE, filename: '../../../etc/passwd.txt' }])],
    [
      'referenceType with NUL',
      multipart([{ name: 'referenceType', data: 'us\u0000er' }, { name: 'referenceId', data: adminId }, TEXT_FILE]),
    ],
    [
      'referenceId with NUL',
      multipart([
        { name: 'referenceType', data: 'user' },
        { name: 'referenceId', data: `${adminId}\u0000` },
        TEXT_FILE,
      ]),
    ],
    [
      'referenceId malformed',
      multipart([{ name: 'referenceType', data: 'startup' }, { name: 'referenceId', data: MALFORMED_UUID }, TEXT_FILE]),
    ],
    [
      "referenceId another organisation's",
      multipart([{ name: 'referenceType', data: 'user' }, { name: 'referenceId', data: foreignUserId }, TEXT_FILE]),
    ],
    [
      'referenceType unknown',
      multipart([{ name: 'referenceType', data: 'galaxy' }, { name: 'referenceId', data: adminId }, TEXT_FILE]),
    ],
    ['a field over fieldSize', multipart([{ name: 'referenceType', data: 'x'.repeat(5000) }, TEXT_FILE])],
    ['11 fields', multipart([...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'x' })), TEXT_FILE])],
    ['two files', multipart([TEXT_FILE, { ...TEXT_FILE, filename: 'other.txt' }])],
    ['a field after the file', multipart([TEXT_FILE, { name: 'referenceType', data: 'user' }])],
    ['a file over 5 MiB', multipart([{ ...TEXT_FILE, data: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61) }])],
    ['an image type with text content', multipart([{ ...TEXT_FILE, filename: 'fake.png', type: 'image/png' }])],
    [
      'a header without a blank line',
      withType(
        `multipart/form-data; boundary=${BOUNDARY}`,
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nnotes--${BOUNDARY}--\r\n`,
        ),
      ),
    ],
  ];
}
