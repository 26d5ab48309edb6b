// Hidden characters in free text (src/lib/validators/clean.ts) and the validators that use the rule.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { charCount, charProblem, clean, stripInvisible } from '../../src/lib/validators/clean';
import { addressDetail, consignee } from '../../src/lib/validators/address';
import { required } from '../../src/lib/validators/required';

const test = suite('lib: clean text');

test('zero-width characters are dropped; the joiner inside an emoji sequence stays', () => {
  assert.is(stripInvisible('张\u200B三\u200C\uFEFF\u2060'), '张三');
  assert.is(stripInvisible('a\u200Db'), 'ab');
  assert.is(stripInvisible('👨\u200D👩\u200D👧'), '👨\u200D👩\u200D👧');
  assert.is(stripInvisible('第一行\r\n第二行', { multiline: true }), '第一行\n第二行');
});

test('control characters, bidi overrides and lone surrogates are refused, named with the label', () => {
  assert.is(charProblem('张三\u0007', '联系人'), '联系人不能包含换行或控制字符');
  assert.is(charProblem('张三\n李四', '联系人'), '联系人不能包含换行或控制字符');
  assert.is(charProblem('张三\u202E321', '收货人'), '收货人不能包含文字方向控制字符');
  assert.is(charProblem('abc\u2066x\u2069', '门店名称'), '门店名称不能包含文字方向控制字符');
  assert.match(charProblem('好\uD83D', '反馈内容') ?? '', /^反馈内容含有无法识别的字符/);
  assert.match(charProblem('\uDE00好', '反馈内容') ?? '', /无法识别/);
  assert.is(charProblem('第一行\n第二行', '反馈内容', { multiline: true }), null);
  assert.is(charProblem('第一行\u0000', '反馈内容', { multiline: true }), '反馈内容不能包含控制字符');
});

test('emoji are allowed and count as one character', () => {
  assert.is(charProblem('洗得很干净👍😀👨‍👩‍👧', '反馈内容'), null);
  assert.is(charCount('👍'), 1);
  assert.is(charCount('👨‍👩‍👧'), 1);
  assert.is(charCount('好👍🏽'), 2);
});

test('the validators the forms use for names, contacts and addresses refuse hidden characters', () => {
  assert.is(required('联系人')('张三\u202E'), '联系人不能包含文字方向控制字符');
  assert.is(required('联系人')('\u200B'), '请输入联系人');
  assert.is(required('联系人')('张三'), null);
  assert.is(consignee('李\u0000四'), '收货人不能包含换行或控制字符');
  assert.is(consignee('李四\u200B'), null);
  assert.is(addressDetail('文三路100号\uD800'), '详细地址含有无法识别的字符（不完整的表情或符号），请删除后重新输入');
  assert.is(addressDetail('文三路100号🏠'), null);
  assert.is(clean(() => null, '企业名称')('某\u202E公司'), '企业名称不能包含文字方向控制字符');
});

test.run();
