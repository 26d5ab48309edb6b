// WeChat Pay v2's signature (MD5 over the non-empty fields but `sign`, sorted by name, then
// `&key=`), written out here from the spec and not imported from the mock, so the tests hold the
// mock to the spec rather than to itself.
import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

export const v2Sign = (fields: Record<string, string>, key: string) =>
  md5(
    `${Object.keys(fields)
      .filter((k) => k !== 'sign' && fields[k])
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&')}&key=${key}`,
  );
