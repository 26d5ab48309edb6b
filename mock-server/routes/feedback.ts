// POST /api/user/addFeedBack: a typed problem report with up to 9 images and an optional contact.
import type { Feedback } from '../../src/api/types';
import {
  FEEDBACK_MAX_CHARS as MAX_CHARS,
  FEEDBACK_MAX_IMAGES as MAX_IMAGES,
  FEEDBACK_TYPES,
} from '../../src/api/limits';
import { mobile as mobileMessage } from '../../src/lib/validators/phone';
import { post, ok, MockError, tables, save, bodyOf, read, nextId, nowIso, without } from '../kit';
import { mediaUrls } from '../lib/media';
import { charCount } from '../../src/lib/validators/clean';

export default [
  post('/api/user/addFeedBack', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const type = read.oneOf(body, 'type', '反馈类型', FEEDBACK_TYPES);
    const content = read.str(body, 'content', '反馈内容', { multiline: true });
    // characters as the user counts them (an emoji is one), not UTF-16 units
    const length = charCount(content);
    if (length > MAX_CHARS)
      throw new MockError(400, `反馈内容不能超过 ${MAX_CHARS} 个字（当前 ${length} 个）`, 400, { field: 'content' });
    const images = mediaUrls(req, body, 'images', '图片', { max: MAX_IMAGES });
    const contact = read.optStr(body, 'contact', '联系方式', { max: 50 }) ?? '';
    if (/^\d+$/.test(contact) && mobileMessage(contact)) {
      throw new MockError(400, `联系方式：${mobileMessage(contact)}`, 400, { field: 'contact' });
    }
    const db = tables(req);
    const row = { id: nextId(db.feedback), userId: user.id, type, content, images, contact, createdAt: nowIso() };
    db.feedback.push(row);
    save(req);
    const answer: Feedback = without(row, 'userId');
    ok(res, answer);
  }),
];
