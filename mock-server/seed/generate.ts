// Writes mock-server/seed/db.seed.json and the SVG images beside it, deterministically (fixed
// pseudo-random seed and date), so the committed seed only changes when this file does.
//   npx tsx mock-server/seed/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  User,
  RoleLevel,
  BankCard,
  EarningsSource,
  WalletRecordKind,
  WithdrawalStatus,
  WashCardStatus,
  ContractStatus,
  ApplicationStatus,
  StoreStatus,
} from '../../src/api/types';
import { feeFen as feeOf } from '../../src/lib/money';
import { LEVEL_NAMES } from '../../src/api/levels';
import { PAGE } from '../../src/app/paths';
import { cardTail, maskIdCard, maskMobile } from '../../src/lib/mask';
import { CREDIT_CHARS, creditCodeCheckChar, idCardCheckChar } from '../../src/lib/validators/identity';
import { luhnCheckDigit } from '../../src/lib/bank-card';
import type { DbSchema, AreaRow, BankCardRow, WithdrawalRow } from '../schema';
import { contractUrl } from '../services/application';
import { newcomerNickname } from '../lib/util';
import {
  SURNAMES,
  GIVEN,
  AREAS,
  BANKS,
  WASH_CARD_NAMES,
  STORE_NAMES,
  STREETS,
  MATERIAL_CATEGORIES,
  MATERIAL_TITLES,
  REJECT_REASONS,
  FAIL_REASONS,
  WITHDRAW_RULES_HTML,
  RICH_TEXTS,
} from './data';

const SEED_DATE = new Date('2025-06-15T04:00:00.000Z'); // noon in China
/** config.withdrawRule, and the fee of every seeded withdrawal */
const WITHDRAW_RULE = { minFen: 1000, feeRateBp: 60, minFeeFen: 100, dailyMaxFen: 5000000 };
const OUT_DIR = import.meta.dirname;
const IMAGES = join(OUT_DIR, 'images');
const DAY = 86400000;

// mulberry32: small, fast, and the same sequence on every machine
let state = 20250615;
function rand(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const digits = (n: number) => Array.from({ length: n }, () => between(0, 9)).join('');
const personName = () => pick([...SURNAMES]) + pick(GIVEN);
const randomMobile = () =>
  `1${pick(['35', '36', '37', '38', '39', '50', '51', '58', '59', '77', '86', '88', '89'])}${digits(8)}`;
/** an ISO time `days` before the seed date, at a daytime hour */
function daysAgo(days: number, hour = between(8, 21)): string {
  const d = new Date(SEED_DATE.getTime() - days * DAY);
  d.setUTCHours(hour - 8, between(0, 59), between(0, 59), 0);
  return d.toISOString();
}
const yyyymmdd = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

// ---- check characters: the app's own (lib/validators/identity.ts), so seeded numbers pass its validators ----
const idCard = (areaCode: string, birth: string) => {
  const body = areaCode + birth + digits(3);
  return body + idCardCheckChar(body);
};
const creditCode = () => {
  const body = `91330106${Array.from({ length: 9 }, () => pick([...CREDIT_CHARS])).join('')}`;
  return body + creditCodeCheckChar(body);
};
const luhnCard = (bin: string, length: number) => {
  const body = bin + digits(length - bin.length - 1);
  return body + luhnCheckDigit(body);
};
/** A seed account's invite code, fixed by its id (no draw, so the rest of the seed is unchanged). */
const inviteCodeOf = (id: number) => `JY${((id * 2654435761) >>> 0).toString(36).toUpperCase().slice(-4)}`;

// ---- images ----
const images: Record<string, string> = {};
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-family="PingFang SC, Microsoft YaHei, sans-serif" text-anchor="middle"${extra}>${content}</text>`;

const AVATAR_COLORS = [
  '#1677ff',
  '#07c160',
  '#ff976a',
  '#722ed1',
  '#eb2f96',
  '#13c2c2',
  '#fa8c16',
  '#2f54eb',
  '#52c41a',
  '#f5222d',
  '#a0d911',
  '#597ef7',
];
AVATAR_COLORS.forEach((color, i) => {
  images[`avatar-${i + 1}.svg`] = svg(
    80,
    80,
    `<circle cx="40" cy="40" r="40" fill="${color}"/>${text(40, 52, 34, '#fff', SURNAMES[i])}`,
  );
});
images['avatar-default.svg'] = svg(
  80,
  80,
  `<circle cx="40" cy="40" r="40" fill="#c8c9cc"/><circle cx="40" cy="31" r="14" fill="#fff"/><path d="M14 68c4-14 14-20 26-20s22 6 26 20" fill="#fff"/>`,
);
const avatar = () => `/mock-static/avatar-${between(1, AVATAR_COLORS.length)}.svg`;

const BANNERS = [
  ['#1677ff', '#69b1ff', '合伙人招募', '轻资产创业 · 全程扶持'],
  ['#fa541c', '#ffa940', '618 洗护节', '洗衣卡限时 7 折'],
  ['#13c2c2', '#5cdbd3', '开一家社区洗护店', '设备 · 培训 · 运营全包'],
];
BANNERS.forEach(([from, to, title, sub], i) => {
  images[`banner-${i + 1}.svg`] = svg(
    690,
    280,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="690" height="280" rx="16" fill="url(#g)"/>${text(345, 130, 52, '#fff', title, ' font-weight="bold"')}${text(345, 190, 30, '#fff', sub)}`,
  );
});
const MATERIAL_COLORS = ['#e6f4ff', '#fff7e6', '#f6ffed', '#f9f0ff'];
for (let i = 1; i <= 12; i++) {
  const bg = MATERIAL_COLORS[i % 4];
  images[`material-${i}.svg`] = svg(
    400,
    400,
    `<rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="170" r="80" fill="#1677ff" opacity=".15"/>${text(200, 185, 40, '#1677ff', '洁衣坊')}${text(200, 300, 24, '#646a73', `素材图 ${i}`)}`,
  );
}
for (let i = 1; i <= 4; i++) {
  images[`store-${i}.svg`] = svg(
    400,
    300,
    `<rect width="400" height="300" fill="#f5f6f8"/><rect x="60" y="80" width="280" height="180" fill="#fff" stroke="#1677ff" stroke-width="4"/><rect x="60" y="50" width="280" height="50" fill="#1677ff"/>${text(200, 85, 26, '#fff', '洁衣坊')}${text(200, 190, 22, '#646a73', `门店照片 ${i}`)}`,
  );
}
images['license.svg'] = svg(
  400,
  560,
  `<rect width="400" height="560" fill="#fffbe6" stroke="#d4b106" stroke-width="8"/>${text(200, 80, 36, '#cf1322', '营业执照')}${text(200, 160, 18, '#595959', '名称：杭州洁净洗护服务有限公司')}${text(200, 200, 18, '#595959', '类型：有限责任公司')}${text(200, 240, 18, '#595959', '法定代表人：陈刚')}<circle cx="300" cy="460" r="50" fill="none" stroke="#cf1322" stroke-width="4"/>`,
);
images['invoice.svg'] = svg(
  400,
  260,
  `<rect width="400" height="260" fill="#fff" stroke="#8c8c8c" stroke-width="2"/>${text(200, 50, 26, '#8c1d1d', '增值税普通发票')}${text(200, 130, 18, '#595959', '服务名称：推广服务费')}${text(200, 170, 18, '#595959', '（示例发票，仅供测试）')}`,
);
for (const [code, , , color, ch] of BANKS) {
  images[`banks/${code}.svg`] = svg(
    64,
    64,
    `<circle cx="32" cy="32" r="32" fill="${color}"/>${text(32, 43, 30, '#fff', ch)}`,
  );
}
// a handwritten-looking signature for the seeded contracts that were signed (landscape, transparent)
images['signature-sample.svg'] = svg(
  320,
  120,
  `<path d="M20 80c30-60 50-60 40 0s30-50 50-20 20 30 40-10 30-20 40 10 20 20 40-20 30 0 60 10" fill="none" stroke="#1f2329" stroke-width="4" stroke-linecap="round"/>`,
);

// ---- areas ----
const areas: AreaRow[] = [];
const cityNames: { province: string; city: string; districts: string[]; code: string }[] = [];
for (const line of AREAS.trim().split('\n')) {
  const [head, ...cities] = line.split('|');
  const [code, province] = head.split(' ');
  areas.push({ code, name: province, level: 1, parentCode: null });
  cities.forEach((c, ci) => {
    const [city, list] = c.split(':');
    const cityCode = `${code.slice(0, 2) + String(ci + 1).padStart(2, '0')}00`;
    areas.push({ code: cityCode, name: city, level: 2, parentCode: code });
    const districts = list.split(',');
    for (const [di, d] of districts.entries()) {
      areas.push({
        code: cityCode.slice(0, 4) + String(di + 1).padStart(2, '0'),
        name: d,
        level: 3,
        parentCode: cityCode,
      });
    }
    cityNames.push({ province, city, districts, code: cityCode });
  });
}
const HANGZHOU = cityNames.find((c) => c.city === '杭州市')!;
const region = (c = pick(cityNames)) => `${c.province}${c.city === c.province ? '' : c.city}${pick(c.districts)}`;
/** A signing region as applyList takes it: the province for level 30, the city (under its province) for 20. */
function signRegion(level: number, c = pick(cityNames)): string {
  pick(c.districts); // drawn as region() does, so the numbers after it stay the seed's
  if (level === 30) return c.province;
  return c.city === c.province ? c.city : `${c.province}${c.city}`;
}
const HANGZHOU_CITY = `${HANGZHOU.province}${HANGZHOU.city}`;

// ---- users ----
interface Account {
  mobile: string;
  name: string;
  shop: number;
  role: RoleLevel;
  cert: 'personal' | 'enterprise' | null;
  inviter: number | null;
  days: number;
}
const ACCOUNTS: Account[] = [
  { mobile: '13800000001', name: '张伟', shop: 0, role: 10, cert: 'personal', inviter: 1003, days: 420 },
  { mobile: '13800000002', name: '李娜', shop: 1, role: 10, cert: 'personal', inviter: 1001, days: 300 },
  { mobile: '13800000003', name: '王强', shop: 1, role: 20, cert: 'personal', inviter: 1006, days: 600 },
  { mobile: '13800000004', name: '', shop: 0, role: 10, cert: null, inviter: 1001, days: 2 },
  { mobile: '13800000005', name: '陈刚', shop: 0, role: 10, cert: 'enterprise', inviter: 1003, days: 200 },
  { mobile: '13800000006', name: '刘洋', shop: 0, role: 40, cert: 'personal', inviter: null, days: 800 },
];
const COMPANY = '杭州洁净洗护服务有限公司';
const users: User[] = [];
const personalCertifications: DbSchema['personalCertifications'] = [];
const enterpriseCertifications: DbSchema['enterpriseCertifications'] = [];
// a seed account's avatar shows the first character of its own name
const accountAvatar = (i: number, name: string) => {
  images[`account-${i + 1}.svg`] = svg(
    80,
    80,
    `<circle cx="40" cy="40" r="40" fill="${AVATAR_COLORS[i % AVATAR_COLORS.length]}"/>${text(40, 52, 34, '#fff', name[0])}`,
  );
  return `/mock-static/account-${i + 1}.svg`;
};
ACCOUNTS.forEach((a, i) => {
  const id = 1001 + i;
  const card = a.name
    ? idCard(
        '330106',
        `19${between(70, 95)}${String(between(1, 12)).padStart(2, '0')}${String(between(1, 28)).padStart(2, '0')}`,
      )
    : '';
  users.push({
    id,
    mobile: a.mobile,
    nickname: a.name || newcomerNickname(a.mobile),
    avatar: a.name ? accountAvatar(i, a.name) : '/mock-static/avatar-default.svg',
    realName: a.name,
    idCardMasked: card ? maskIdCard(card) : '',
    shopUserStatus: a.shop,
    roleLevel: a.role,
    levelName: LEVEL_NAMES[a.role],
    certType: a.cert,
    certStatus: a.cert ? 2 : 0,
    inviterId: a.inviter,
    inviteCode: inviteCodeOf(id),
    createdAt: daysAgo(a.days),
  });
  if (a.name)
    personalCertifications.push({ userId: id, status: 2, realName: a.name, idCard: card, faceVerified: true });
  if (a.cert === 'enterprise') {
    enterpriseCertifications.push({
      userId: id,
      status: 2,
      companyName: COMPANY,
      creditCode: creditCode(),
      legalPerson: a.name,
      legalIdCard: card,
      licenseUrl: '/mock-static/license.svg',
    });
  }
});

// ---- banks and cards ----
const banks = BANKS.map(([code, name]) => ({ code, name, logo: `/mock-static/banks/${code}.svg` }));
const bankCards: BankCardRow[] = [];
function addCard(userId: number, bankCode: string, kind: BankCard['kind'], holderName: string, isDefault: boolean) {
  const [, bankName, bin] = BANKS.find((b) => b[0] === bankCode)!;
  const cardNo = luhnCard(bin, kind === 'company' ? 19 : pick([16, 19]));
  const c = pick(cityNames.slice(0, 20));
  bankCards.push({
    id: bankCards.length + 1,
    userId,
    bankCode,
    bankName,
    cardTail: cardTail(cardNo),
    holderName,
    kind,
    branch: `${bankName}${c.city.replace(/市$/, '')}${pick(['分行营业部', '城西支行', '高新支行', '解放路支行'])}`,
    isDefault,
    cardNo,
    mobile: users.find((u) => u.id === userId)!.mobile,
  });
}
addCard(1001, 'ICBC', 'personal', '张伟', true);
addCard(1001, 'CMB', 'personal', '张伟', false);
addCard(1001, 'CCB', 'personal', '张伟', false);
addCard(1002, 'ABC', 'personal', '李娜', true);
addCard(1003, 'BOC', 'personal', '王强', true);
addCard(1005, 'NBCB', 'company', COMPANY, true);
addCard(1005, 'CIB', 'company', COMPANY, false);
addCard(1006, 'BOCOM', 'personal', '刘洋', true);

// ---- team, customers ----
const teamMembers: DbSchema['teamMembers'] = [];
function addTeam(leader: number, count: number) {
  for (let i = 0; i < count; i++) {
    const level = rand() < 0.12 ? 20 : 10;
    const nickname = personName();
    const face = avatar();
    const mobile = randomMobile();
    teamMembers.push({
      id: teamMembers.length + 1,
      userId: leader,
      nickname,
      avatar: face,
      mobileMasked: maskMobile(mobile),
      mobile,
      level,
      teamSize: level === 20 ? between(8, 40) : between(0, 6),
      salesFen: between(0, 60) * 10000 + between(0, 99) * 100,
      joinedAt: daysAgo(between(1, 400)),
    });
  }
}
addTeam(1001, 64);
addTeam(1003, 22);
addTeam(1005, 8);

const customers: DbSchema['customers'] = [];
function addCustomers(owner: number, count: number) {
  for (let i = 0; i < count; i++) {
    const cardCount = between(0, 5);
    customers.push({
      id: customers.length + 1,
      userId: owner,
      nickname: personName(),
      mobileMasked: maskMobile(randomMobile()),
      cardCount,
      lastOrderAt: cardCount ? daysAgo(between(0, 120)) : null,
    });
  }
}
addCustomers(1001, 36);
addCustomers(1002, 12);
addCustomers(1003, 10);

// ---- wash cards ----
const washCards: DbSchema['washCards'] = [];
function addWashCards(owner: number, count: number) {
  for (let i = 0; i < count; i++) {
    const status: WashCardStatus = pick(['unused', 'unused', 'used', 'used', 'expired']);
    const bought = status === 'expired' ? between(370, 500) : between(1, 300);
    const boughtAt = daysAgo(bought);
    washCards.push({
      id: washCards.length + 1,
      userId: owner,
      cardNo: `XC${yyyymmdd(boughtAt)}${digits(6)}`,
      name: pick(WASH_CARD_NAMES),
      status,
      boughtAt,
      expireAt: new Date(Date.parse(boughtAt) + 365 * DAY).toISOString(),
    });
  }
}
addWashCards(1001, 56);
addWashCards(1002, 10);
addWashCards(1005, 6);

// ---- earnings ----
const earnings: DbSchema['earnings'] = [];
function addEarnings(owner: number, count: number, sources: EarningsSource[]) {
  for (let i = 0; i < count; i++) {
    // denser in the recent weeks so the 7/30-day trend has a shape
    const days = i < count / 3 ? between(0, 29) : between(0, 179);
    const source = pick(sources);
    const createdAt = daysAgo(days);
    const amountFen = source === 'bonus' ? between(20, 200) * 100 : between(3, 300) * 100 + between(0, 99);
    earnings.push({
      id: earnings.length + 1,
      userId: owner,
      source,
      amountFen,
      fromNickname: source === 'bonus' ? '平台奖励' : personName(),
      orderNo: `XD${yyyymmdd(createdAt)}${digits(8)}`,
      status: days < 7 ? 'pending' : 'settled',
      createdAt,
    });
  }
}
addEarnings(1001, 210, ['team', 'team', 'team', 'store', 'bonus']);
addEarnings(1002, 40, ['store']);
addEarnings(1003, 50, ['team', 'store', 'bonus']);
addEarnings(1005, 30, ['team', 'store']);
addEarnings(1006, 8, ['bonus']);

// ---- withdrawals, wallets, wallet records ----
const withdrawals: WithdrawalRow[] = [];
const STATUS_PLAN: WithdrawalStatus[] = [
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  ...Array<WithdrawalStatus>(20).fill(2),
];
function addWithdrawals(owner: number, statuses: WithdrawalStatus[]) {
  const cards = bankCards.filter((c) => c.userId === owner);
  statuses.forEach((status, i) => {
    // submitted and reviewing ones are recent, but never today (today counts against the daily maximum)
    const days = status <= 1 ? between(1, 4) : between(5, 175);
    const amountFen = between(20, 3000) * 100;
    const card = cards[i % cards.length];
    const createdAt = daysAgo(days);
    const feeFen = feeOf(amountFen, WITHDRAW_RULE.feeRateBp, WITHDRAW_RULE.minFeeFen);
    withdrawals.push({
      id: withdrawals.length + 1,
      userId: owner,
      amountFen,
      feeFen,
      actualFen: amountFen - feeFen,
      bankName: card.bankName,
      cardTail: card.cardTail,
      status,
      reason: status === 3 ? pick(REJECT_REASONS) : status === 4 ? pick(FAIL_REASONS) : '',
      createdAt,
      paidAt: status === 2 ? new Date(Date.parse(createdAt) + between(1, 3) * DAY).toISOString() : null,
      bankCardId: card.id,
      invoiceUrl: users.find((u) => u.id === owner)!.certType === 'enterprise' ? '/mock-static/invoice.svg' : null,
    });
  });
}
addWithdrawals(1001, STATUS_PLAN);
addWithdrawals(1002, [1, 2, 2, 3]);
addWithdrawals(1003, [2, 2, 2, 4]);
addWithdrawals(1005, [0, 1, 2, 2, 2, 3]);

const WALLETS: Record<number, [number, number]> = {
  1001: [1052300, 234150],
  1002: [300000, 56800],
  1003: [2100000, 245600],
  1004: [0, 0],
  1005: [5000000, 678900],
  1006: [88800, 0],
};
const wallets: DbSchema['wallets'] = users.map((u) => {
  const [withdrawableFen, frozenFen] = WALLETS[u.id];
  const total = earnings.filter((e) => e.userId === u.id).reduce((s, e) => s + e.amountFen, 0);
  // today/month figures are computed from the earnings at request time
  return {
    userId: u.id,
    balanceFen: withdrawableFen + frozenFen,
    withdrawableFen,
    frozenFen,
    totalProfitFen: total,
    todayProfitFen: 0,
    monthProfitFen: 0,
  };
});

const walletRecords: DbSchema['walletRecords'] = [];
for (const wallet of wallets) {
  const events: { kind: WalletRecordKind; amountFen: number; title: string; createdAt: string }[] = [];
  for (const e of earnings.filter((x) => x.userId === wallet.userId && x.status === 'settled').slice(0, 45)) {
    events.push({
      kind: 'income',
      amountFen: e.amountFen,
      title:
        e.source === 'bonus' ? '平台奖励' : e.source === 'store' ? '门店收益结算' : `团队收益（${e.fromNickname}）`,
      createdAt: e.createdAt,
    });
  }
  for (const w of withdrawals.filter((x) => x.userId === wallet.userId)) {
    events.push({
      kind: 'withdraw',
      amountFen: -w.amountFen,
      title: `提现至${w.bankName}（${w.cardTail}）`,
      createdAt: w.createdAt,
    });
    if (w.status >= 3)
      events.push({
        kind: 'refund',
        amountFen: w.amountFen,
        title: w.status === 3 ? '提现审核未通过退回' : '提现失败退回',
        createdAt: new Date(Date.parse(w.createdAt) + DAY).toISOString(),
      });
  }
  if (events.length)
    events.push({
      kind: 'adjust',
      amountFen: -between(1, 30) * 100,
      title: '系统调账：重复结算扣回',
      createdAt: daysAgo(between(20, 90)),
    });
  events.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  if (!events.length) continue;
  // an opening balance makes the newest record end exactly on today's balance
  const opening = wallet.balanceFen - events.reduce((sum, e) => sum + e.amountFen, 0);
  if (opening > 0)
    events.unshift({ kind: 'adjust', amountFen: opening, title: '期初余额转入', createdAt: daysAgo(181) });
  let balance = 0;
  for (const e of events) {
    balance += e.amountFen;
    if (balance < 0) throw new Error(`seed: wallet of user ${wallet.userId} would go negative; adjust the plan`);
    walletRecords.push({ id: walletRecords.length + 1, userId: wallet.userId, ...e, balanceAfterFen: balance });
  }
}

// ---- materials ----
const materialCategories = MATERIAL_CATEGORIES.map((name, i) => ({ id: i + 1, name }));
const materials: DbSchema['materials'] = [];
for (const cat of materialCategories) {
  for (const title of MATERIAL_TITLES[cat.name]) {
    const count = between(1, 3);
    materials.push({
      id: materials.length + 1,
      categoryId: cat.id,
      title,
      text: `【洁衣坊】${title}。专业洗护，上门取送，72 小时内送回。点击链接或扫码了解详情，新用户首单立减 20 元！`,
      images: Array.from({ length: count }, () => `/mock-static/material-${between(1, 12)}.svg`),
      videoUrl: null,
      createdAt: daysAgo(between(0, 150)),
    });
  }
}

// short clips with their poster frame (recorded once by scripts/record-material-video.mjs);
// fixed dates, no draw, so the rest of the seed is unchanged
const VIDEO_TITLES = ['30 秒看懂上门取送', '羽绒服洗护全过程', '门店一天的工作'];
VIDEO_TITLES.forEach((title, i) => {
  materials.push({
    id: materials.length + 1,
    categoryId: materialCategories[i % materialCategories.length].id,
    title,
    text: `【洁衣坊】${title}，视频带你了解专业洗护。点击链接或扫码了解详情，新用户首单立减 20 元！`,
    images: ['/mock-static/material-video-poster.png'],
    videoUrl: '/mock-static/material-video.webm',
    createdAt: new Date(SEED_DATE.getTime() - (3 + i * 10) * DAY).toISOString(),
  });
});

// ---- contracts and applications ----
const contracts: DbSchema['contracts'] = [];
function addContract(owner: number, kind: 'agency' | 'store', status: ContractStatus, level: number) {
  const id = contracts.length + 1;
  const signed = status >= 1 && status <= 3 ? daysAgo(between(3, 200)) : null;
  contracts.push({
    id,
    userId: owner,
    kind,
    title: kind === 'agency' ? `区域代理合同（${level === 30 ? '省级' : '市级'}）` : '云店合作协议',
    level,
    region: kind === 'agency' ? region(HANGZHOU) : `${STORE_NAMES[id % STORE_NAMES.length]}`,
    status,
    url: contractUrl(id),
    signedAt: signed,
  });
}
for (const [i, s] of ([0, 1, 2, 3, 4, 1, 1, 2] as ContractStatus[]).entries()) {
  addContract(1001, i % 3 === 2 ? 'store' : 'agency', s, i % 4 === 0 ? 30 : 20);
}
for (const s of [0, 1, 3] as ContractStatus[]) addContract(1002, 'store', s, 10);
for (const s of [1, 2, 4] as ContractStatus[]) addContract(1003, 'agency', s, 20);

const applications: DbSchema['applications'] = [];
function addApplication(
  applicantId: number,
  inviterId: number,
  status: ApplicationStatus,
  name = personName(),
  mobile = randomMobile(),
) {
  const level = rand() < 0.7 ? 20 : 30;
  applications.push({
    id: applications.length + 1,
    applicantId,
    inviterId,
    applicantNickname: name,
    applicantMobileMasked: maskMobile(mobile),
    level,
    region: signRegion(level),
    status,
    reason: status === 3 ? '所选区域已有签约代理，请更换区域后重新申请' : undefined,
    createdAt: daysAgo(status <= 1 ? between(0, 6) : between(7, 120)),
  });
}
// team members (ids beyond the seed accounts) applying under 1001, in every status
for (const [i, s] of ([0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4] as ApplicationStatus[]).entries()) {
  addApplication(2001 + i, 1001, s);
}
addApplication(1001, 1003, 1, '张伟', '13800000001');
addApplication(1005, 1003, 2, '陈刚', '13800000005');

// Decided without rand() (so the rest of the seed stays as it was): 13800000001 starts the
// signing journey on a fresh database, so nothing of theirs is in progress (their application
// was rejected, their agency contracts rejected or void: none contradicts roleLevel 10); a
// region taken in the seed is one the app can pick (浙江省宁波市 at level 20, held by 陈刚);
// agency contracts name their region in the form an application does, signed ones carry a signature.
const SIGN_REJECTION = '所选区域已有签约代理，请更换区域后重新申请';
const partnerApplication = applications[12];
Object.assign(partnerApplication, { status: 3, reason: SIGN_REJECTION });
Object.assign(applications[13], { level: 20, region: '浙江省宁波市' });
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
for (const c of contracts) {
  if (c.kind === 'agency' && !c.applicationId) c.region = c.level === 30 ? HANGZHOU.province : HANGZHOU_CITY;
  if (c.signedAt) c.signatureUrl = '/mock-static/signature-sample.svg';
}

// ---- stores and addresses ----
const stores: DbSchema['stores'] = [];
function addStore(owner: number, status: StoreStatus) {
  const i = stores.length;
  stores.push({
    id: i + 1,
    userId: owner,
    name: STORE_NAMES[i % STORE_NAMES.length],
    address: `浙江省杭州市${pick(HANGZHOU.districts)}${STREETS[i % STREETS.length]}`,
    lat: Number((30.2 + rand() * 0.15).toFixed(6)),
    lng: Number((120.05 + rand() * 0.2).toFixed(6)),
    contact: users.find((u) => u.id === owner)!.realName,
    mobile: users.find((u) => u.id === owner)!.mobile,
    photos: [`/mock-static/store-${(i % 4) + 1}.svg`, `/mock-static/store-${((i + 1) % 4) + 1}.svg`],
    licenseUrl: '/mock-static/license.svg',
    sharePercent: between(10, 30),
    status,
    reason: status === 4 ? '门店照片不清晰，请上传门头和店内照片各一张' : undefined,
    activatedAt: status === 3 || status === 5 ? daysAgo(between(30, 200)) : null,
    // fixed offsets (no draw), so adding this field left the rest of the seed as it was
    createdAt: new Date(SEED_DATE.getTime() - (status <= 1 || status === 4 ? 3 + i : 220 + i * 7) * DAY).toISOString(),
  });
}
for (const s of [0, 1, 2, 3, 4, 5] as StoreStatus[]) addStore(1002, s);
addStore(1003, 3);
addStore(1003, 3);

const addresses: DbSchema['addresses'] = [];
function addAddress(owner: number, isDefault: boolean) {
  const c = isDefault ? HANGZHOU : pick(cityNames);
  addresses.push({
    id: addresses.length + 1,
    userId: owner,
    name: users.find((u) => u.id === owner)!.realName || personName(),
    mobile: users.find((u) => u.id === owner)!.mobile,
    province: c.province,
    city: c.city,
    district: pick(c.districts),
    detail: `${pick(STREETS)}${between(1, 20)} 幢 ${between(1, 30)}0${between(1, 4)} 室`,
    lat: null,
    lng: null,
    isDefault,
  });
}
addAddress(1001, true);
addAddress(1001, false);
addAddress(1001, false);
addAddress(1002, true);
addAddress(1005, true);

// ---- store orders: the owner's share of each, unsettled for the last 3 days ----
const storeOrders: DbSchema['storeOrders'] = [];
for (const store of stores.filter((s) => s.status === 3)) {
  for (let i = 0; i < 24; i++) {
    const days = i < 4 ? 0 : between(0, 13);
    const createdAt = daysAgo(days, days === 0 ? between(8, 11) : undefined);
    const amountFen = between(15, 300) * 100;
    storeOrders.push({
      id: storeOrders.length + 1,
      userId: store.userId,
      storeId: store.id,
      orderNo: `MD${yyyymmdd(createdAt)}${digits(8)}`,
      amountFen,
      shareFen: Math.floor((amountFen * store.sharePercent) / 100),
      settled: days >= 3,
      createdAt,
    });
  }
}

const db: DbSchema = {
  meta: { seedDate: SEED_DATE.toISOString(), rebased: false },
  users,
  sessions: [],
  personalCertifications,
  enterpriseCertifications,
  wallets,
  walletRecords,
  earnings,
  withdrawals,
  bankCards,
  banks,
  teamMembers,
  customers,
  washCards,
  materialCategories,
  materials,
  contracts,
  applications,
  areas,
  stores,
  storeOrders,
  invitations: [],
  addresses,
  feedback: [],
  idempotencyKeys: [],
  uploads: [],
  config: {
    withdrawRule: { ...WITHDRAW_RULE, rulesHtml: WITHDRAW_RULES_HTML },
    ...RICH_TEXTS,
  },
  pageConfig: {
    banners: BANNERS.map(([, , title], i) => ({
      id: i + 1,
      image: `/mock-static/banner-${i + 1}.svg`,
      title,
      link: i === 0 ? PAGE.agencyTip : i === 1 ? PAGE.material : PAGE.openStore,
    })),
    notices: [
      { id: 1, text: '端午节期间（6 月 1 日至 6 月 3 日）提现暂停审核，节后顺延处理', link: '' },
      { id: 2, text: '新版合伙人收益规则已上线，点击查看详情', link: `${PAGE.richText}?name=agreement` },
    ],
    themeColor: '#1677ff',
  },
};

mkdirSync(join(IMAGES, 'banks'), { recursive: true });
for (const [name, content] of Object.entries(images)) writeFileSync(join(IMAGES, name), content);
writeFileSync(join(OUT_DIR, 'db.seed.json'), `${JSON.stringify(db, null, 2)}\n`);
console.log(
  `seed written: ${users.length} users, ${teamMembers.length} team members, ${earnings.length} earnings, ${withdrawals.length} withdrawals, ${walletRecords.length} wallet records, ${areas.length} areas, ${Object.keys(images).length} images`,
);
