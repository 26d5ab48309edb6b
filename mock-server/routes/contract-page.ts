// The contract documents the app frames in its web-view (previewContract, cmoReviewUrl and a
// contract's `url`): HTML pages rendered from the data. No token (a frame cannot send one): each
// link carries a signature for the user it was issued to (services/contract-links.ts), and the
// page is refused with a 403 page unless the signature holds and that user may still see it.
import type { Request, Response } from 'json-server';
import { LEVEL_NAMES } from '../../src/api/levels';
import { SIGN_LEVELS } from '../../src/api/limits';
import { maskMobile } from '../../src/lib/mask';
import { get, MockError, tables, queryOf, nowIso } from '../kit';
import type { ApplicationRow, ContractRow } from '../schema';
import type { User } from '../../src/api/types';
import { APPLICATION_STATUS_NAMES, CONTRACT_STATUS_NAMES } from '../../src/api/contract-status';
import { contractOf, maySeeApplication, signTarget } from '../services/application';
import { applicationDoc, contractDoc, previewDoc, verifyLink } from '../services/contract-links';

interface Sheet {
  title: string;
  level: number;
  region: string;
  party: string;
  status: string;
  signatureUrl?: string;
  signedAt?: string | null;
  /** when the document was drawn up (the application's date, or today for a preview) */
  issuedAt: string;
}

const chinaDate = (iso: string) => new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function render(res: Response, sheet: Sheet): void {
  // a store contract has no director level: its party is an agent
  const signLevel = SIGN_LEVELS.find((level) => level === sheet.level);
  const levelName = signLevel ? LEVEL_NAMES[signLevel] : '代理';
  const signature = sheet.signatureUrl
    ? `<p>乙方签名：</p><img src="${escapeHtml(sheet.signatureUrl)}" alt="乙方签名"
 style="max-width:240px;border-bottom:1px solid #ccc">`
    : '<p>乙方签名：（待签署）</p>';
  const signedAt = sheet.signedAt
    ? `<p>签署时间：${escapeHtml(new Date(sheet.signedAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }))}</p>`
    : '';
  const term = sheet.signedAt
    ? `自 ${escapeHtml(chinaDate(sheet.signedAt))} 签署、CMO 审核通过之日起一年`
    : '自签署并经 CMO 审核通过之日起一年';
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(sheet.title)}</title>
<style>body{font:15px/1.7 -apple-system,"PingFang SC",sans-serif;color:#1f2329;padding:16px;max-width:720px;margin:auto}
h1{font-size:20px;text-align:center}.status{text-align:center;color:#646a73}</style></head>
<body><h1>${escapeHtml(sheet.title)}</h1><p class="status">状态：${escapeHtml(sheet.status)}</p>
<p>甲方：杭州洁衣坊科技有限公司</p><p>乙方：${escapeHtml(sheet.party)}</p>
<p>代理级别：${levelName}　代理区域：${escapeHtml(sheet.region)}</p>
<p>拟定日期：${escapeHtml(chinaDate(sheet.issuedAt))}　合同期限：${term}</p>
<p>第一条　甲方授权乙方作为<strong>${escapeHtml(sheet.region)}</strong>的${levelName}，在该区域内推广洁衣坊洗护服务，并按约定比例获得收益分成。</p>
<p>第二条　合同期限为一年，自 CMO 审核通过之日起生效，期满双方无异议自动续期一年。</p>
<p>第三条　乙方应遵守平台规范，不得进行虚假宣传，违者甲方有权终止合同并冻结未结算收益。</p>
<p>第四条　本合同经双方电子签名后生效，与纸质合同具有同等法律效力。</p>
${signature}${signedAt}
<p style="margin-top:32px;color:#8f959e">（本文件由模拟服务器生成，仅供开发测试使用）</p></body></html>
`);
}

/** The second party: the certified name when there is one, with the masked mobile. */
function partyOf(req: Request, userId: number | undefined, fallback: string): string {
  const user = tables(req).users.find((u) => u.id === userId);
  if (!user) return fallback;
  return `${user.realName || user.nickname}（${maskMobile(user.mobile)}）`;
}

const party = (req: Request, row: ApplicationRow) =>
  partyOf(req, row.applicantId, `${row.applicantNickname}（${row.applicantMobileMasked}）`);

function contractSheet(req: Request, contract: ContractRow, app: ApplicationRow | undefined): Sheet {
  return {
    title: contract.title,
    level: contract.level,
    region: contract.region,
    party: app ? party(req, app) : partyOf(req, contract.userId, '合伙人（以电子签名为准）'),
    status: CONTRACT_STATUS_NAMES[contract.status],
    signatureUrl: contract.signatureUrl,
    signedAt: contract.signedAt,
    issuedAt: app?.createdAt ?? contract.signedAt ?? nowIso(),
  };
}

const notFound = () => new MockError(404, '合同不存在或已被删除');

/** The refusal as a page a person reads in the frame (it is no API answer). */
function refuse(res: Response, reason: string): void {
  res.status(403);
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>无法查看合同</title>
<style>body{font:15px/1.7 -apple-system,"PingFang SC",sans-serif;color:#1f2329;padding:48px 16px;text-align:center}
h1{font-size:18px}p{color:#646a73}</style></head>
<body><h1>无法查看合同</h1><p>${escapeHtml(reason)}</p></body></html>
`);
}

/** The user a link to `doc` was signed for, or null after answering the refusal page. */
function linkUser(req: Request, res: Response, doc: string): User | null {
  const checked = verifyLink(req, doc, queryOf(req));
  if ('refusal' in checked) {
    refuse(res, checked.refusal);
    return null;
  }
  const user = tables(req).users.find((u) => u.id === checked.userId);
  if (!user) refuse(res, '链接对应的账号不存在，请回到应用中重新打开合同');
  return user ?? null;
}

const NOT_YOURS = '你没有查看这份合同的权限';

export default [
  get('/mock-contract/preview', { public: true }, (req, res) => {
    const query = queryOf(req);
    // a query string carries text only; the level is a number in the body it mirrors
    const { level, region, regionCode } = signTarget(req, { ...query, level: Number(query.level) });
    if (!linkUser(req, res, previewDoc(level, regionCode))) return;
    render(res, {
      title: `区域代理合同（${level === 30 ? '省级' : '市级'}，预览）`,
      level,
      region,
      party: '合伙人（以电子签名为准）',
      status: '预览，未签署',
      issuedAt: nowIso(),
    });
  }),

  get('/mock-contract/application/:id(\\d+)', { public: true }, (req, res) => {
    const db = tables(req);
    const app = db.applications.find((a) => a.id === Number(req.params.id));
    const user = linkUser(req, res, applicationDoc(Number(req.params.id)));
    if (!user) return;
    if (!app) throw notFound();
    if (!maySeeApplication(user, app)) return refuse(res, NOT_YOURS);
    const contract = contractOf(req, app.id);
    if (contract) return render(res, contractSheet(req, contract, app));
    render(res, {
      title: `区域代理合同（${app.level === 30 ? '省级' : '市级'}）`,
      level: app.level,
      region: app.region,
      party: party(req, app),
      status: APPLICATION_STATUS_NAMES[app.status],
      issuedAt: app.createdAt,
    });
  }),

  get('/mock-contract/:id(\\d+)', { public: true }, (req, res) => {
    const db = tables(req);
    const contract = db.contracts.find((c) => c.id === Number(req.params.id));
    const user = linkUser(req, res, contractDoc(Number(req.params.id)));
    if (!user) return;
    if (!contract) throw notFound();
    const app = db.applications.find((a) => a.id === contract.applicationId);
    if (contract.userId !== user.id && !(app && maySeeApplication(user, app))) return refuse(res, NOT_YOURS);
    render(res, contractSheet(req, contract, app));
  }),
];
