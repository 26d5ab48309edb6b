// 地址信息's "unsaved changes?" question rests on this comparison: values, not their JSON.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type AddressDraft, EMPTY_DRAFT, sameDraft } from '../../../../../src/features/places/pages/address/draft';

const SAVED: AddressDraft = {
  name: '张三',
  mobile: '13800000009',
  province: '河北省',
  city: '石家庄市',
  district: '长安区',
  detail: '中山西路 88 号',
  lat: 38.04,
  lng: 114.51,
  isDefault: true,
};

/** The same fields, written in another order (the form writes its text fields first). */
const reordered = (d: AddressDraft): AddressDraft => {
  const { name, mobile, detail, ...rest } = d;
  return { detail, mobile, name, ...rest };
};

test('the same values in another key order are the same draft', () => {
  assert.ok(sameDraft(reordered(SAVED), SAVED));
});

test('an empty new address is the same as the empty form', () => {
  assert.ok(sameDraft(reordered(EMPTY_DRAFT), EMPTY_DRAFT));
});

test('a missing coordinate and null are no change, nor spaces that saving trims', () => {
  const noPoint = { ...SAVED, lat: null, lng: null };
  const fromOlderServer = { ...noPoint, lat: undefined, lng: undefined } as unknown as AddressDraft;
  assert.ok(sameDraft(fromOlderServer, noPoint));
  assert.ok(sameDraft({ ...SAVED, detail: ' 中山西路 88 号 ' }, SAVED));
  assert.ok(sameDraft({ ...SAVED, place: null }, SAVED), 'an older row has no place');
});

test('each changed value is a change', () => {
  assert.not.ok(sameDraft({ ...SAVED, name: '李四' }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, district: '桥西区' }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, lat: 38.05 }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, lat: null }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, isDefault: false }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, place: { name: '静安寺', address: '南京西路 1686 号' } }, SAVED));
});

test.run();
