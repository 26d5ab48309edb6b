// Contracts and signing applications. 13800000001 starts the signing journey on a fresh
// database, so nothing of theirs is in progress: their application was rejected and their
// agency contracts were rejected or are void (none contradicts roleLevel 10). The regions taken in
// the seed are ones the app can pick (浙江省宁波市 at level 20, held by 陈刚; 贵州省 at level 30).
// Agency contracts name their region as an application does; signed ones carry a signature.
import type { ApplicationStatus, ContractStatus } from '../../../src/api/types';
import { maskMobile } from '../../../src/lib/mask';
import type { DbSchema } from '../../schema';
import { contractUrl } from '../../services/application';
import { type City, cityRegion, hangzhouOf } from '../areas';
import { STORE_NAMES } from '../data';
import type { Stream } from '../random';

const SIGN_REJECTION = '所选区域已有签约代理，请更换区域后重新申请';

const CONTRACT_PLAN: [number, 'agency' | 'store', ContractStatus, number][] = [
  ...([0, 1, 2, 3, 4, 1, 1, 2] as ContractStatus[]).map(
    (s, i) =>
      [1001, i % 3 === 2 ? 'store' : 'agency', s, i % 4 === 0 ? 30 : 20] as [
        number,
        'agency' | 'store',
        ContractStatus,
        number,
      ],
  ),
  ...([0, 1, 3] as ContractStatus[]).map((s) => [1002, 'store', s, 10] as [number, 'store', ContractStatus, number]),
  ...([1, 2, 4] as ContractStatus[]).map((s) => [1003, 'agency', s, 20] as [number, 'agency', ContractStatus, number]),
];

export function buildApplications(r: Stream, cities: City[]): DbSchema['applications'] {
  const applications: DbSchema['applications'] = [];
  const add = (applicantId: number, inviterId: number, status: ApplicationStatus, name: string, mobile: string) => {
    const level = r.next() < 0.7 ? 20 : 30;
    const c = r.pick(cities);
    applications.push({
      id: applications.length + 1,
      applicantId,
      inviterId,
      applicantNickname: name,
      applicantRealName: name,
      applicantMobileMasked: maskMobile(mobile),
      level,
      region: level === 30 ? c.province : cityRegion(c),
      status,
      reason: status === 3 ? SIGN_REJECTION : undefined,
      createdAt: r.daysAgo(status <= 1 ? r.between(0, 6) : r.between(7, 120)),
    });
  };
  // team members (ids beyond the seed accounts) applying under 1001, in every status
  for (const [i, s] of ([0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4] as ApplicationStatus[]).entries())
    add(2001 + i, 1001, s, r.personName(), r.mobile());
  add(1001, 1003, 3, '张伟', '13800000001');
  add(1005, 1003, 2, '陈刚', '13800000005');
  Object.assign(applications[13], { level: 20, region: '浙江省宁波市' });
  Object.assign(applications[7], { level: 30, region: '贵州省' });
  // one awaiting review goes by a nickname that is not the name: 签约审核 shows both
  Object.assign(applications[3], { applicantNickname: '洗护小当家' });
  return applications;
}

export function buildContracts(
  r: Stream,
  cities: City[],
  applications: DbSchema['applications'],
): DbSchema['contracts'] {
  const hangzhou = hangzhouOf(cities);
  const partnerApplication = applications.find((a) => a.applicantId === 1001);
  if (!partnerApplication) throw new Error('seed: 13800000001 needs an application');
  const contracts: DbSchema['contracts'] = [];
  for (const [userId, kind, status, level] of CONTRACT_PLAN) {
    const id = contracts.length + 1;
    const signedAt = status >= 1 && status <= 3 ? r.daysAgo(r.between(3, 200)) : null;
    contracts.push({
      id,
      userId,
      kind,
      title: kind === 'agency' ? `区域代理合同（${level === 30 ? '省级' : '市级'}）` : '云店合作协议',
      level,
      region:
        kind === 'agency'
          ? level === 30
            ? hangzhou.province
            : cityRegion(hangzhou)
          : STORE_NAMES[id % STORE_NAMES.length],
      status,
      url: contractUrl(id),
      signedAt,
    });
  }
  const partnerAgency = contracts.filter((c) => c.userId === 1001 && c.kind === 'agency');
  Object.assign(partnerAgency[0], {
    level: partnerApplication.level,
    region: partnerApplication.region,
    title: `区域代理合同（${partnerApplication.level === 30 ? '省级' : '市级'}）`,
    signedAt: partnerApplication.createdAt,
    applicationId: partnerApplication.id,
  });
  for (const c of partnerAgency) {
    // signed then rejected, or void before it was ever signed
    c.status = c.signedAt ? 3 : 4;
    if (c.signedAt) c.reason = SIGN_REJECTION;
  }
  for (const c of contracts) if (c.signedAt) c.signatureUrl = '/mock-static/signature-sample.svg';
  return contracts;
}
