// The whole seed database, composed from one generator per collection (collections/). Each
// collection draws from its own stream, named after it, so a change to one collection's
// generator leaves every collection that does not read it exactly as it was.
import { PAGE } from '../../src/app/paths';
import type { DbSchema } from '../schema';
import { buildAreas } from './areas';
import { buildAccounts } from './collections/accounts';
import { buildBankCards, buildBanks } from './collections/bank-cards';
import { buildEarnings, buildWithdrawals, WITHDRAW_RULE } from './collections/earnings';
import { buildMaterialCategories, buildMaterials } from './collections/materials';
import { buildCustomers, buildTeamMembers, buildWashCards } from './collections/people';
import { buildApplications, buildContracts } from './collections/signing';
import { buildAddresses, buildStoreOrders, buildStores } from './collections/stores';
import { buildWalletRecords, buildWallets } from './collections/wallets';
import { RICH_TEXTS, WITHDRAW_RULES_HTML } from './data';
import { BANNERS, sharedImages } from './images';
import { defaultSeedOf, SEED_DATE, type SeedOf, Stream } from './random';

export interface Seed {
  db: DbSchema;
  /** SVG text by file name under seed/images/ */
  images: Record<string, string>;
}

const pageConfig = (): DbSchema['pageConfig'] => ({
  banners: BANNERS.map(([, , title], i) => ({
    id: i + 1,
    image: `/mock-static/banner-${i + 1}.svg`,
    title,
    link: i === 0 ? PAGE.agencyTip : i === 1 ? PAGE.material : PAGE.openStore,
  })),
  notices: [
    // no dated event (a holiday's dates): the seed's days move to today, its texts do not
    { id: 1, text: '工作日 16:00 前提交的提现当天审核，节假日顺延处理', link: '' },
    {
      id: 2,
      text: '新版合伙人收益规则已上线，点击查看详情',
      // the notice's own text under its own title (富文本 takes the title from the link)
      link: `${PAGE.richText}?name=profitRule&title=${encodeURIComponent('合伙人收益规则')}`,
    },
  ],
  // white text on it reaches 4.5:1
  themeColor: '#1456c7',
});

/** Builds the seed; `seedOf` picks each stream's seed (by default from its name). */
export function buildSeed(seedOf: SeedOf = defaultSeedOf): Seed {
  const stream = (name: keyof DbSchema) => new Stream(seedOf(name));
  const { areas, cities } = buildAreas();
  const accounts = buildAccounts(stream('users'));
  const { users } = accounts;
  const bankCards = buildBankCards(stream('bankCards'), users, cities);
  const earnings = buildEarnings(stream('earnings'));
  const withdrawals = buildWithdrawals(stream('withdrawals'), users, bankCards);
  const wallets = buildWallets(users, earnings);
  const materialCategories = buildMaterialCategories();
  const applications = buildApplications(stream('applications'), cities);
  const stores = buildStores(stream('stores'), users, cities);
  const db: DbSchema = {
    meta: { seedDate: SEED_DATE.toISOString(), rebased: false },
    users,
    sessions: [],
    personalCertifications: accounts.personalCertifications,
    enterpriseCertifications: accounts.enterpriseCertifications,
    wallets,
    walletRecords: buildWalletRecords(stream('walletRecords'), wallets, earnings, withdrawals),
    earnings,
    withdrawals,
    bankCards,
    banks: buildBanks(),
    teamMembers: buildTeamMembers(stream('teamMembers')),
    customers: buildCustomers(stream('customers')),
    washCards: buildWashCards(stream('washCards')),
    materialCategories,
    materials: buildMaterials(stream('materials'), materialCategories),
    contracts: buildContracts(stream('contracts'), cities, applications),
    applications,
    areas,
    stores,
    storeOrders: buildStoreOrders(stream('storeOrders'), stores),
    invitations: [],
    addresses: buildAddresses(stream('addresses'), users, cities),
    feedback: [],
    idempotencyKeys: [],
    uploads: [],
    payOrders: [],
    config: { withdrawRule: { ...WITHDRAW_RULE, rulesHtml: WITHDRAW_RULES_HTML }, ...RICH_TEXTS },
    pageConfig: pageConfig(),
  };
  return { db, images: { ...sharedImages(), ...accounts.images } };
}
