import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from '../../src/lib/validate';

test('mobile: 11 digits starting with 1', () => {
  assert.is(v.mobile('13800000001'), null);
  assert.is(v.mobile(''), '请输入手机号');
  assert.is(v.mobile('1380000000a'), '手机号只能包含数字');
  assert.is(v.mobile('23800000001'), '请输入11位手机号（以1开头）');
  assert.is(v.mobile('1380000000'), '请输入11位手机号（以1开头）');
});

test('code of N digits, 6 by default', () => {
  assert.is(v.code()('123456'), null);
  assert.is(v.code()('12345'), '请输入6位数字验证码');
  assert.is(v.code(4)('1234'), null);
  assert.is(v.code()(''), '请输入验证码');
});

test('amount: at most two decimals, positive', () => {
  assert.is(v.amount('12.34'), null);
  assert.is(v.amount('12.'), null);
  assert.is(v.amount('12.345'), '金额最多两位小数');
  assert.is(v.amount('0'), '金额必须大于0');
  assert.is(v.amount('-1'), '请输入正确的金额');
  assert.is(v.amount('1e3'), '请输入正确的金额');
});

test('ID card: GB 11643 check digit', () => {
  assert.is(v.idCard('11010519491231002X'), null);
  assert.is(v.idCard('110105194912310021'), '身份证号校验位不正确，请核对');
  assert.is(v.idCard('11010519491231002'), '身份证号应为18位');
  assert.is(v.idCard('1101051949123100AX'), '身份证号格式不正确（前17位为数字，末位为数字或X）');
  assert.ok(v.idCard('11010519491331002X')?.includes('出生日期'));
});

test('real name: 2 to 20 Chinese characters, · between parts', () => {
  assert.is(v.realName('张三'), null);
  assert.is(v.realName('买买提·艾力'), null);
  assert.is(v.realName(''), '请输入真实姓名');
  assert.is(v.realName('张'), '请输入2至20个字的真实姓名');
  assert.is(v.realName('·张三'), '请输入2至20个字的真实姓名');
  assert.is(v.realName('Zhang San'), '姓名只能包含汉字（少数民族姓名可用·分隔）');
});

test('credit code: GB 32100 check character', () => {
  assert.is(v.creditCode('91350100M000100Y43'), null);
  assert.is(v.creditCode('91350100M000100Y44'), '统一社会信用代码校验位不正确，请核对');
  assert.is(v.creditCode('91350100M000100YI3'), '统一社会信用代码含有无效字符（不含 I、O、Z、S、V）');
});

test('bank card number and Luhn', () => {
  assert.is(v.bankCardNo('6222 0212 3456 7890 128'), null);
  assert.is(v.bankCardNo('622202123'), '银行卡号应为16至19位数字');
  assert.is(v.bankCardNo('6222a'), '银行卡号只能包含数字');
  assert.ok(v.luhnValid('4111111111111111'));
  assert.not.ok(v.luhnValid('4111111111111112'));
});

test('e-mail, URL, landline, plate, hex colour', () => {
  assert.is(v.email('a@b.cn'), null);
  assert.ok(v.email('a@b'));
  assert.is(v.url('https://x.cn/a'), null);
  assert.ok(v.url('javascript:alert(1)'));
  assert.is(v.landline('010-62345678'), null);
  assert.ok(v.landline('12345'));
  assert.is(v.carPlate('京A12345'), null);
  assert.is(v.carPlate('粤BD12345'), null);
  assert.ok(v.carPlate('A12345'));
  assert.is(v.hexColor('#fff'), null);
  assert.is(v.hexColor('#1677ff'), null);
  assert.ok(v.hexColor('#ffff'));
});

test('store QR link needs storeQrCode, c, r and s', () => {
  assert.ok(v.isStoreQrLink('https://x/?storeQrCode=1&c=1&r=2&s=3'));
  assert.not.ok(v.isStoreQrLink('https://x/?storeQrCode=1&c=1&r=2'));
  assert.not.ok(v.isStoreQrLink('https://x/?c=1&r=2&s=3'));
});

test.run();
