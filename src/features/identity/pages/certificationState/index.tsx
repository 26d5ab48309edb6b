// 实名认证状态: personal or enterprise (query `type`, else the user's own kind), under review
// (refreshed every 3 s) / passed / rejected with the reason and a retry. Once passed it offers the
// way back to where the journey started (`redirect`, e.g. withdraw).
import { useEffect } from 'react';
import { useLocation } from 'preact-iso/router';
import { Button } from '../../../../ui/Button';
import { LoadState } from '../../../../ui/LoadState';
import { userInfo } from '../../../../app/state/session';
import { getH5UserInfo } from '../../../../api/user';
import type { CertType } from '../../../../api/types';
import { safeRedirect } from '../../../../app/redirect';
import { navigate, redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { stateUrl } from '../../certification/cert-flow';
import { isReviewing, useCertification, type AnyCertification } from './useCertification';
import { CertDetails } from './CertDetails';
import './certificationState.css';
import { inPlace } from '../../../../lib/shown-in-place';

type Look = { tone: 'wait' | 'ok' | 'bad' | 'none'; title: string; text: string };

function look(cert: AnyCertification, type: CertType): Look {
  const what = type === 'enterprise' ? '企业实名认证' : '个人实名认证';
  if (cert.status === 2) return { tone: 'ok', title: '认证已通过', text: `${what}已通过，现在可以提现了。` };
  if (cert.status === 3)
    return { tone: 'bad', title: '认证未通过', text: cert.reason || '提交的资料未通过审核，请核对后重新提交。' };
  if (isReviewing(cert))
    return { tone: 'wait', title: '审核中', text: '资料已提交，正在审核，通常几分钟内完成。本页会自动刷新结果。' };
  if (cert.status === 1)
    return { tone: 'wait', title: '待人脸验证', text: '实名信息已提交，完成人脸验证后即可通过认证。' };
  return { tone: 'none', title: '尚未认证', text: `您还没有提交${what}资料。` };
}

export default function CertificationStatePage() {
  const { query } = useLocation();
  const type: CertType =
    query.type === 'enterprise' || query.type === 'personal' ? query.type : userInfo.value?.certType || 'personal';
  const cert = useCertification(type);
  const passed = cert.data?.status === 2;

  // the withdraw page reads the certification from the user info: bring it up to date
  useEffect(() => {
    if (passed)
      // a background refresh of what the page shows: a failure changes nothing, so no toast
      inPlace(getH5UserInfo).then(
        (u) => (userInfo.value = u),
        () => {},
      );
  }, [passed]);

  return (
    <LoadState resource={cert} failedText="认证状态加载失败">
      {(c) => <CertState cert={c} type={type} back={query.redirect} />}
    </LoadState>
  );
}

/** Where the certification stands, what was submitted, and the next step. */
function CertState({ cert, type, back }: { cert: AnyCertification; type: CertType; back?: string }) {
  const passed = cert.status === 2;
  const form = type === 'enterprise' ? PAGE.enterpriseCertification : PAGE.realAuth;
  const { tone, title, text } = look(cert, type);
  const other: CertType = type === 'enterprise' ? 'personal' : 'enterprise';
  return (
    <div class="cert-state">
      <section class={`cert-state__head cert-state__head--${tone}`} role="status">
        <i class="cert-state__icon" aria-hidden="true" />
        <h2 class="cert-state__title">{title}</h2>
        <p class="cert-state__text">{text}</p>
      </section>
      {cert.status !== 0 && <CertDetails cert={cert} />}
      <div class="cert-state__actions">
        {passed && back && (
          <Button variant="primary" block onClick={() => redirect(safeRedirect(back))}>
            返回继续
          </Button>
        )}
        {passed && !back && (
          <Button variant="primary" block onClick={() => redirect(PAGE.home)}>
            返回首页
          </Button>
        )}
        {(cert.status === 0 || cert.status === 3) && (
          <Button variant="primary" block onClick={() => navigate(withQuery(form, { redirect: back }))}>
            {cert.status === 3 ? '重新认证' : '去认证'}
          </Button>
        )}
        {tone === 'wait' && !isReviewing(cert) && (
          <Button variant="primary" block onClick={() => navigate(withQuery(PAGE.faceVerify, { redirect: back }))}>
            去人脸验证
          </Button>
        )}
        <a class="cert-state__switch" href={`#${stateUrl(other, back)}`}>
          查看{other === 'enterprise' ? '企业' : '个人'}实名认证状态
        </a>
      </div>
    </div>
  );
}
