import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addressDetail, consignee } from '../../src/lib/validators/address';
import { bankCardNo, luhnValid } from '../../src/lib/validators/bankCard';
import { creditCode, idCard, realName } from '../../src/lib/validators/identity';
import { code, landline, mobile } from '../../src/lib/validators/phone';
import { isStoreQrLink } from '../../src/lib/validators/storeQr';
import { carPlate, email, hexColor, url } from '../../src/lib/validators/text';

test('mobile: 11 digits starting with 1', () => {
  assert.is(mobile('13800000001'), null);
  assert.is(mobile(''), '请输入手机号');
  assert.is(mobile('1380000000a'), '手机号只能包含数字');
  assert.is(mobile('23800000001'), '请输入11位手机号（以1开头）');
  assert.is(mobile('1380000000'), '请输入11位手机号（以1开头）');
});

test('code of N digits, 6 by default', () => {
  assert.is(code()('123456'), null);
  assert.is(code()('12345'), '请输入6位数字验证码');
  assert.is(code(4)('1234'), null);
  assert.is(code()(''), '请输入验证码');
});

test('ID card: GB 11643 check digit', () => {
  assert.is(idCard('11010519491231002X'), null);
  assert.is(idCard('110105194912310021'), '身份证号校验位不正确，请核对');
  assert.is(idCard('11010519491231002'), '身份证号应为18位');
  assert.is(idCard('1101051949123100AX'), '身份证号格式不正确（前17位为数字，末位为数字或X）');
  assert.ok(idCard('11010519491331002X')?.includes('出生日期'));
});

test('real name: 2 to 20 Chinese characters, · between parts', () => {
  assert.is(realName('张三'), null);
  assert.is(realName('买买提·艾力'), null);
  assert.is(realName(''), '请输入真实姓名');
  assert.is(realName('张'), '请输入2至20个字的真实姓名');
  assert.is(realName('·张三'), '请输入2至20个字的真实姓名');
  assert.is(realName('Zhang San'), '姓名只能包含汉字（少数民族姓名可用·分隔）');
});

test('credit code: GB 32100 check character', () => {
  assert.is(creditCode('91350100M000100Y43'), null);
  assert.is(creditCode('91350100M000100Y44'), '统一社会信用代码校验位不正确，请核对');
  assert.is(creditCode('91350100M000100YI3'), '统一社会信用代码含有无效字符（不含 I、O、Z、S、V）');
});

test('bank card number and Luhn', () => {
  assert.is(bankCardNo('6222 0212 3456 7890 128'), null);
  assert.is(bankCardNo('622202123'), '银行卡号应为16至19位数字');
  assert.is(bankCardNo('6222a'), '银行卡号只能包含数字');
  assert.ok(luhnValid('4111111111111111'));
  assert.not.ok(luhnValid('4111111111111112'));
});

test('address: a consignee of at most 20 characters, a detail of 5 to 120', () => {
  assert.is(consignee('赵敏'), null);
  assert.is(consignee(' '), '请输入收货人');
  assert.is(consignee('赵'.repeat(21)), '收货人不能超过20个字');
  assert.is(addressDetail('文三路 478 号'), null);
  assert.is(addressDetail(''), '请输入详细地址');
  assert.is(addressDetail('文三路4'), '详细地址应为5至120个字（当前4个），请写到门牌号');
  assert.is(addressDetail('路'.repeat(121)), '详细地址应为5至120个字（当前121个），请写到门牌号');
});

test('e-mail, URL, landline, plate, hex colour', () => {
  assert.is(email('a@b.cn'), null);
  assert.ok(email('a@b'));
  assert.is(url('https://x.cn/a'), null);
  assert.ok(url('javascript:alert(1)'));
  assert.is(landline('010-62345678'), null);
  assert.ok(landline('12345'));
  assert.is(carPlate('京A12345'), null);
  assert.is(carPlate('粤BD12345'), null);
  assert.ok(carPlate('A12345'));
  assert.is(hexColor('#fff'), null);
  assert.is(hexColor('#1677ff'), null);
  assert.ok(hexColor('#ffff'));
});

test('store QR link needs storeQrCode, c, r and s', () => {
  assert.ok(isStoreQrLink('https://x/?storeQrCode=1&c=1&r=2&s=3'));
  assert.not.ok(isStoreQrLink('https://x/?storeQrCode=1&c=1&r=2'));
  assert.not.ok(isStoreQrLink('https://x/?c=1&r=2&s=3'));
});

test.run();
