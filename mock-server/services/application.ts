// Applications to sign as a director and their contracts: the shared pieces of the contract
// routes and the contract pages (regions, wire shapes, the contract of an application).
import type { Request } from 'json-server';
import type { Application, Contract, User } from '../../src/api/types';
import { SIGN_LEVELS, type SignLevel } from '../../src/api/limits';
import { LEVEL_NAMES } from '../../src/api/levels';
import { MockError, tables, nextId, read, without, type Input } from '../kit';
import type { ApplicationRow, AreaRow, ContractRow } from '../schema';
import { contractLink } from './contract-links';

export const applicationToWire = (row: ApplicationRow): Application =>
  without(row, 'applicantId', 'inviterId', 'applicantRealName');
/** An application as the CMO reviews it: with the applicant's real name (the contract is in it). */
export const applicationForReview = (row: ApplicationRow): Application => ({
  ...applicationToWire(row),
  applicantRealName: row.applicantRealName,
});
/** A contract as `viewerId` gets it: its `url` a link signed for them (services/contract-links.ts). */
export function contractToWire(req: Request, row: ContractRow, viewerId: number): Contract {
  const wire: Contract = {
    ...without(row, 'userId', 'applicationId', 'signatureUrl'),
    url: contractLink(req, row.id, viewerId),
  };
  return row.applicationId === undefined ? wire : { ...wire, applyId: row.applicationId };
}

/** The stored address of a contract's page; the wire has it signed for the viewer (contractToWire). */
export const contractUrl = (id: number) => `/mock-contract/${id}`;

/** Who may open an application's documents: its applicant, its inviter, a CMO reviewer. */
export const maySeeApplication = (user: User, app: ApplicationRow): boolean =>
  user.roleLevel === 40 || app.applicantId === user.id || app.inviterId === user.id;

/** The level and region of an application body: a province for level 30, a city for level 20. */
export function signTarget(req: Request, body: Input): { level: SignLevel; regionCode: string; region: string } {
  const level = read.oneOf(body, 'level', '签约级别', SIGN_LEVELS);
  const regionCode = read.str(body, 'region', '签约区域', {
    pattern: /^\d{6}$/,
    patternMessage: '签约区域应为地区编码（6 位数字），请重新选择区域',
  });
  const areas = tables(req).areas;
  const area = areas.find((a) => a.code === regionCode);
  if (!area) throw new MockError(404, `地区编码 ${regionCode} 不存在，请重新选择区域`, 404, { field: 'region' });
  const wanted = level === 30 ? 1 : 2;
  if (area.level !== wanted) {
    throw new MockError(400, `${LEVEL_NAMES[level]}请选择${wanted === 1 ? '省份' : '城市'}作为签约区域`, 400, {
      field: 'region',
    });
  }
  return { level, regionCode, region: regionName(areas, area) };
}

/** A region as applications name it: 山西省 (a province), 山西省太原市 (a city), 北京市 (a city-province). */
export function regionName(areas: readonly AreaRow[], area: AreaRow): string {
  const province = area.level === 1 ? area : areas.find((a) => a.code === area.parentCode);
  return area.level === 1 || !province || province.name === area.name ? area.name : `${province.name}${area.name}`;
}

/** Has the region of that name (regionName) a director at `level` already (an approved application)? */
export const regionTaken = (req: Request, level: SignLevel, region: string): boolean =>
  tables(req).applications.some((a) => a.level === level && a.region === region && a.status === 2);

export function requireCmo(user: User, what: string): void {
  if (user.roleLevel !== 40) throw new MockError(403, `只有 CMO 审核员可以${what}`);
}

/** An application by id that `canSee` allows, else 404 (never tells others it exists). */
export function applicationById(
  req: Request,
  body: Input,
  field: string,
  canSee: (row: ApplicationRow) => boolean,
): ApplicationRow {
  const id = read.int(body, field, '申请编号', { min: 1 });
  const row = tables(req).applications.find((a) => a.id === id);
  if (!row || !canSee(row)) throw new MockError(404, '签约申请不存在，请刷新列表后重试');
  return row;
}

export const contractOf = (req: Request, applicationId: number): ContractRow | undefined =>
  tables(req).contracts.find((c) => c.applicationId === applicationId);

/** The agency contract of an application, created (status 0, to sign) the first time. */
export function ensureContract(req: Request, app: ApplicationRow): ContractRow {
  const existing = contractOf(req, app.id);
  if (existing) return existing;
  const contracts = tables(req).contracts;
  const id = nextId(contracts);
  const row: ContractRow = {
    id,
    userId: app.applicantId,
    kind: 'agency',
    title: `区域代理合同（${app.level === 30 ? '省级' : '市级'}）`,
    level: app.level,
    region: app.region,
    status: 0,
    url: contractUrl(id),
    signedAt: null,
    applicationId: app.id,
  };
  contracts.push(row);
  return row;
}
