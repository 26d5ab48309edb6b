// 地址信息's "unsaved changes?" question rests on this comparison: values, not their JSON.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type AddressDraft, sameDraft } from '../../../src/pages/address/draft';

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

test('the same values in another key order are the same draft', () => {
  const { detail, lat, lng, isDefault, ...rest } = SAVED;
  // the form builds its draft as its fields, then the region, coordinates and switch
  const asTheFormHoldsIt = { name: rest.name, mobile: rest.mobile, detail, ...rest, lat, lng, isDefault };
  assert.ok(sameDraft(asTheFormHoldsIt, SAVED));
});

test('an empty new address is the same as the empty form', () => {
  const empty: AddressDraft = { ...SAVED, name: '', mobile: '', province: '', city: '', district: '', detail: '' };
  const blank = { ...empty, lat: null, lng: null };
  assert.ok(sameDraft({ detail: '', name: '', mobile: '', ...blank }, blank));
});

test('a missing coordinate and null are no change, nor spaces that saving trims', () => {
  const noPoint = { ...SAVED, lat: null, lng: null };
  const fromOlderServer = { ...noPoint, lat: undefined, lng: undefined } as unknown as AddressDraft;
  assert.ok(sameDraft(fromOlderServer, noPoint));
  assert.ok(sameDraft({ ...SAVED, detail: ' 中山西路 88 号 ' }, SAVED));
});

test('each changed value is a change', () => {
  assert.not.ok(sameDraft({ ...SAVED, name: '李四' }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, district: '桥西区' }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, lat: 38.05 }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, lat: null }, SAVED));
  assert.not.ok(sameDraft({ ...SAVED, isDefault: false }, SAVED));
});

test.run();
