// 身份认证: each method leads to its form, its face step or its status, always carrying `redirect`;
// a user already passed is offered the way back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WithdrawalAuthPage, {
  enterpriseLink,
  personalLink,
} from '../../../../src/features/identity/pages/withdrawalAuth/index';

import { currentUrl, withQuery } from '../../../../src/app/navigation';
import { render, flush, fire } from '../../../render';
import { AtUrl, fakeApi, renderAt } from '../../../helpers/fake-api';
import { maskIdCard, maskName } from '../../../../src/lib/mask';
import { COMPANY, PERSON } from './certification-fixtures';

const back = '/pages/bankCard/index';
const enc = encodeURIComponent(back);

test('links: form, face step or status, with redirect', () => {
  assert.is(personalLink({ status: 0 }, back), `/pages/realAuth/index?redirect=${enc}`);
  assert.is(personalLink({ status: 1, faceVerified: false, ...PERSON }, back), `/pages/camera/camera?redirect=${enc}`);
  assert.is(
    personalLink({ status: 3, faceVerified: false, reason: 'x', ...PERSON }, back),
    `/pages/certificationState/index?type=personal&redirect=${enc}`,
  );
  assert.is(
    personalLink({ status: 2, faceVerified: true, ...PERSON }),
    '/pages/certificationState/index?type=personal',
  );
  assert.is(enterpriseLink({ status: 0 }, back), `/pages/enterpriseCertification/index?redirect=${enc}`);
  assert.is(
    enterpriseLink({ status: 1, ...COMPANY }, back),
    `/pages/certificationState/index?type=enterprise&redirect=${enc}`,
  );
});

test('masks and query building', () => {
  assert.is(maskName('张三'), '张*');
  assert.is(maskName('买买提·艾力'), '买*****');
  assert.is(maskIdCard('11010519491231002X'), '1101**********002X');
  assert.is(withQuery('/p', { a: '', redirect: '/x?y=1' }), '/p?redirect=%2Fx%3Fy%3D1');
});

test('shows both statuses and offers the way back once passed', async () => {
  const api = fakeApi({
    '/api/user/getUserCertificationH5': { data: { status: 2, faceVerified: true, ...PERSON } },
    '/api/user/getCompanyCertificationH5': { data: { status: 0 } },
  });
  try {
    const { container, unmount } = render(
      <AtUrl url={`/pages/withdrawalAuth/withdrawalAuth?redirect=${enc}`}>
        <WithdrawalAuthPage />
      </AtUrl>,
    );
    await flush();
    const text = container.textContent || '';
    assert.ok(text.includes('个人实名认证') && text.includes('已通过'));
    assert.ok(text.includes('企业实名认证') && text.includes('未认证'));
    fire([...container.querySelectorAll('button')].find((b) => b.textContent === '返回继续')!, 'click');
    assert.is(currentUrl.value, back);
    unmount();
  } finally {
    api.restore();
  }
});

test('a failed load offers 重新加载', async () => {
  const api = fakeApi({ '/api/user/getCompanyCertificationH5': { data: { status: 0 } } });
  try {
    const { container, unmount } = renderAt('/pages/withdrawalAuth/withdrawalAuth', <WithdrawalAuthPage />);
    await flush();
    assert.ok(container.textContent?.includes('认证状态加载失败'));
    api.routes['/api/user/getUserCertificationH5'] = { data: { status: 0 } };
    fire([...container.querySelectorAll('button')].find((b) => b.textContent === '重新加载')!, 'click');
    await flush();
    assert.ok(container.textContent?.includes('选择认证方式'));
    unmount();
  } finally {
    api.restore();
  }
});

test.run();
