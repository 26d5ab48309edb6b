// What was submitted: personal details masked (enough for the owner to recognise them, not for a
// shoulder to read them); a company's name and credit code are public, so shown whole.
import { Cell, CellGroup } from '../../../../ui/Cell';

import type { AnyCertification } from './useCertification';
import { maskIdCard, maskName } from '../../../../lib/mask';

export function CertDetails({ cert }: { cert: AnyCertification }) {
  if ('companyName' in cert) {
    return (
      <CellGroup title="认证信息" inset>
        <Cell title="企业名称" value={cert.companyName} />
        <Cell title="信用代码" value={cert.creditCode} />
        <Cell title="法定代表人" value={maskName(cert.legalPerson)} />
      </CellGroup>
    );
  }
  if ('realName' in cert) {
    return (
      <CellGroup title="认证信息" inset>
        <Cell title="真实姓名" value={maskName(cert.realName)} />
        <Cell title="身份证号" value={maskIdCard(cert.idCard)} />
        <Cell title="人脸验证" value={cert.faceVerified ? '已通过' : '未完成'} />
      </CellGroup>
    );
  }
  return null;
}
