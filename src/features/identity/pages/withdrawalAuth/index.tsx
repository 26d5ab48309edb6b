// 身份认证: choose personal or enterprise authentication, each with its current status; a user
// already passed (e.g. sent here by a stale withdraw check) is offered the way back at once.
import { useLocation } from 'preact-iso/router';
import { Cell, CellGroup } from '../../../../ui/Cell';
import { Button } from '../../../../ui/Button';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import {
  getEnterpriseCertification,
  getPersonalCertification,
  type EnterpriseCertificationState,
  type PersonalCertificationState,
} from '../../../../api/certification';
import { safeRedirect } from '../../../../app/redirect';
import { redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { STATUS_TEXT, personalStatusText, stateUrl } from '../../certification/cert-flow';
import './withdrawalAuth.css';

interface Certs {
  personal: PersonalCertificationState;
  enterprise: EnterpriseCertificationState;
}

/** Where a tap on a method leads: its form when there is nothing to look at, else its status. */
export function personalLink(cert: PersonalCertificationState, back?: string): string {
  if (cert.status === 0) return withQuery(PAGE.realAuth, { redirect: back });
  if (cert.status === 1 && !('faceVerified' in cert && cert.faceVerified))
    return withQuery(PAGE.faceVerify, { redirect: back });
  return stateUrl('personal', back);
}

export function enterpriseLink(cert: EnterpriseCertificationState, back?: string): string {
  return cert.status === 0 ? withQuery(PAGE.enterpriseCertification, { redirect: back }) : stateUrl('enterprise', back);
}

export default function WithdrawalAuthPage() {
  const { query } = useLocation();
  const certs = useResource<Certs>(
    () =>
      Promise.all([getPersonalCertification(), getEnterpriseCertification()]).then(([personal, enterprise]) => ({
        personal,
        enterprise,
      })),
    [],
  );
  return (
    <LoadState resource={certs} failedText="认证状态加载失败">
      {(c) => <Methods certs={c} back={query.redirect} />}
    </LoadState>
  );
}

/** The two ways to authenticate, each with its status and where a tap leads. */
function Methods({ certs, back }: { certs: Certs; back?: string }) {
  const { personal, enterprise } = certs;
  const passed = personal.status === 2 || enterprise.status === 2;
  const faceVerified = 'faceVerified' in personal ? personal.faceVerified : false;
  return (
    <div class="auth-home">
      {passed ? (
        <div class="auth-home__passed" role="status">
          <p>您已完成实名认证，可以正常提现。</p>
          {back && (
            <Button size="small" variant="primary" onClick={() => redirect(safeRedirect(back))}>
              返回继续
            </Button>
          )}
        </div>
      ) : (
        <p class="auth-home__intro">
          按国家相关规定，提现前需完成实名认证。个人合伙人请选择个人实名认证；以公司名义合作的请选择企业实名认证。
        </p>
      )}
      <CellGroup title="选择认证方式" inset>
        <Method
          glyph="个"
          title="个人实名认证"
          label="姓名、身份证号，再进行人脸验证"
          status={personal.status}
          statusText={personalStatusText(personal.status, faceVerified)}
          to={personalLink(personal, back)}
        />
        <Method
          glyph="企"
          org
          title="企业实名认证"
          label="营业执照、统一社会信用代码、法人信息"
          status={enterprise.status}
          statusText={STATUS_TEXT[enterprise.status]}
          to={enterpriseLink(enterprise, back)}
        />
      </CellGroup>
      <p class="auth-home__note">认证信息仅用于身份核验和提现打款，我们会严格保密。</p>
    </div>
  );
}

interface MethodProps {
  glyph: string;
  /** the enterprise method's colour */
  org?: boolean;
  title: string;
  label: string;
  status: number;
  statusText: string;
  to: string;
}

/** One way to authenticate: its glyph, what it asks for, its status, and where a tap leads. */
function Method({ glyph, org, title, label, status, statusText, to }: MethodProps) {
  return (
    <Cell
      icon={
        <i class={`auth-home__icon${org ? ' auth-home__icon--org' : ''}`} aria-hidden="true">
          {glyph}
        </i>
      }
      title={title}
      label={label}
      value={<span class={`auth-home__status auth-home__status--${status}`}>{statusText}</span>}
      to={`#${to}`}
    />
  );
}
