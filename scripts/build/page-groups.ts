// Pages that share one chunk. Every page is a chunk of its own (a first visit fetches little),
// and each file costs its own gzip dictionary and import lines: about 0.3 KB a page over the app.
// The pages of a group below follow one another in one flow (or are one component over other
// data), so a partner who opens one opens the next; the first visit of a group stays under
// budgets.json's pageFirstVisit. The route table is left as written (one import() a page); the
// build points a grouped page's import() at its group's module, which re-exports the pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { ROUTE_TABLE } from './esbuild-options.ts';

export interface PageGroup {
  /** the feature whose pages/ folder holds the pages (the group's module is put there) */
  feature: string;
  /** the pages' keys in PAGE, each a folder of the feature's pages/ */
  pages: string[];
  why: string;
}

/** The groups, by name (the chunk's name); measured with `node scripts/test.mjs --only budget`. */
export const PAGE_GROUPS: Record<string, PageGroup> = {
  signingStart: {
    feature: 'signing',
    pages: ['agencyTip', 'signed', 'signedArea', 'signedAreaSub'],
    why: '签约提醒 starts 签约, whose region opens 区域列表 and then 选择城市',
  },
  signingSign: {
    feature: 'signing',
    pages: ['signedExplain', 'signedConfirm', 'xinbadaSign', 'signedSuccess'],
    why: '在线签约, 确认权益, then (after the signature board) 签约 and 签约完成, one after another',
  },
  personalAuth: {
    feature: 'identity',
    pages: ['realAuth', 'faceVerify'],
    why: '个人实名认证 goes on to 人脸验证',
  },
  newBankCard: {
    feature: 'money',
    pages: ['addBankCard', 'bank'],
    why: '选择银行 is opened from 添加银行卡 and returns to it',
  },
  addresses: {
    feature: 'places',
    pages: ['addressManagement', 'address'],
    why: '地址信息 is opened from 地址管理 (to add or edit) and returns to it',
  },
  stores: {
    feature: 'shops',
    pages: ['storeList', 'storeDetail'],
    why: '门店详情 is opened from 门店列表',
  },
  team: {
    feature: 'team',
    pages: ['myTeam', 'teamDetails'],
    why: "成员详情 is opened from 我的团队's rows",
  },
  storeActivation: {
    feature: 'shops',
    pages: ['storeActive', 'setEarnings'],
    why: '门店激活, once done, goes on to 设置收益',
  },
  contracts: {
    feature: 'signing',
    pages: ['myContract', 'storeContract', 'contractView'],
    why: 'one contract list over two kinds (0.2 KB each on its own), whose rows open 查看合同',
  },
  articles: {
    feature: 'content',
    pages: ['agreement', 'richText'],
    why: 'one article page over two kinds of text (0.3 KB each on its own)',
  },
};

const groupModule = (name: string) => `src/features/${PAGE_GROUPS[name].feature}/pages/${name}.ts`;
const pageImport = (feature: string, page: string) => `import('../features/${feature}/pages/${page}/index')`;

/** The route table with each grouped page's import() pointed at its group's module. */
export function groupedRouteTable(source: string): string {
  let out = source;
  for (const [name, { feature, pages }] of Object.entries(PAGE_GROUPS)) {
    for (const page of pages) {
      const from = pageImport(feature, page);
      if (out.split(from).length !== 2) throw new Error(`${ROUTE_TABLE} has not exactly one ${from} (${name})`);
      out = out.replace(from, `import('../features/${feature}/pages/${name}').then((m) => ({ default: m.${page} }))`);
    }
  }
  return out;
}

/** The source of a module the groups change (the route table, a group's module), else undefined. */
export async function pageGroupSource(file: string): Promise<string | undefined> {
  if (file === path.resolve(ROUTE_TABLE)) return groupedRouteTable(await readFile(file, 'utf8'));
  const name = Object.keys(PAGE_GROUPS).find((n) => path.resolve(groupModule(n)) === file);
  if (!name) return undefined;
  return PAGE_GROUPS[name].pages.map((p) => `export { default as ${p} } from './${p}/index';`).join('\n');
}

/** Resolves and loads the groups' modules and the route table that imports them. */
export function pageGroupsPlugin(): Plugin {
  const modules = new Map(Object.keys(PAGE_GROUPS).map((n) => [`../features/${PAGE_GROUPS[n].feature}/pages/${n}`, n]));
  return {
    name: 'page-groups',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/features\/[^/]+\/pages\/[^/]+$/ }, (a) => {
        const name = modules.get(a.path);
        return name ? { path: path.resolve(groupModule(name)) } : undefined;
      });
      build.onLoad({ filter: /\.ts$/ }, async (a) => {
        const contents = await pageGroupSource(a.path);
        return contents === undefined ? undefined : { contents, loader: 'ts', resolveDir: path.dirname(a.path) };
      });
    },
  };
}
