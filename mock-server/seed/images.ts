// The seed's pictures, as SVG text by file name (written to seed/images/ and served at
// /mock-static/): avatars, banners, material and store photos, documents, bank logos.
import { BANKS } from './data';

const FONTS = 'PingFang SC, Microsoft YaHei, sans-serif';
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + `${body}</svg>\n`;
const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-family="${FONTS}" text-anchor="middle"${extra}>` +
  `${content}</text>`;
/** A sample document's lines of small grey text (licence, invoice), centred, 40 px apart from `y`. */
const documentLines = (y: number, lines: string[]) =>
  lines.map((line, i) => text(200, y + 40 * i, 18, '#595959', line)).join('');

// A member's picture stands for a photo: a portrait with no letter in it, so nothing drawn can
// disagree with the member's name. About a third of the members have one; the app shows the
// first character of the name for the others.
const PORTRAIT_COLORS = ['#1677ff', '#07c160', '#ff976a', '#13c2c2'];
const portrait = (background: string) =>
  svg(
    80,
    80,
    `<circle cx="40" cy="40" r="40" fill="${background}"/><circle cx="40" cy="31" r="14" fill="#fff"/>` +
      '<path d="M14 68c4-14 14-20 26-20s22 6 26 20" fill="#fff"/>',
  );
/** How many `avatar-N.svg` portraits there are to draw from. */
export const AVATAR_COUNT = PORTRAIT_COLORS.length;

/** The banners of the earnings centre: colours, title, subtitle. */
export const BANNERS = [
  ['#1677ff', '#69b1ff', '合伙人招募', '轻资产创业 · 全程扶持'],
  ['#fa541c', '#ffa940', '618 洗护节', '洗衣卡限时 7 折'],
  ['#13c2c2', '#5cdbd3', '开一家社区洗护店', '设备 · 培训 · 运营全包'],
];

/** A seed account's avatar: the first character of its own name (`index` from 0). */
export const accountAvatar = (index: number, name: string) => ({
  file: `account-${index + 1}.svg`,
  svg: svg(
    80,
    80,
    `<circle cx="40" cy="40" r="40" fill="${PORTRAIT_COLORS[index % PORTRAIT_COLORS.length]}"/>` +
      text(40, 52, 34, '#fff', name[0]),
  ),
});

/** Every picture that does not depend on the accounts. */
export function sharedImages(): Record<string, string> {
  const images: Record<string, string> = {};
  PORTRAIT_COLORS.forEach((color, i) => {
    images[`avatar-${i + 1}.svg`] = portrait(color);
  });
  images['avatar-default.svg'] = portrait('#c8c9cc');
  BANNERS.forEach(([from, to, title, sub], i) => {
    images[`banner-${i + 1}.svg`] = svg(
      690,
      280,
      '<defs><linearGradient id="g" x1="0" x2="1">' +
        `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
        '<rect width="690" height="280" rx="16" fill="url(#g)"/>' +
        text(345, 130, 52, '#fff', title, ' font-weight="bold"') +
        text(345, 190, 30, '#fff', sub),
    );
  });
  const MATERIAL_COLORS = ['#e6f4ff', '#fff7e6', '#f6ffed', '#f9f0ff'];
  for (let i = 1; i <= 12; i++) {
    images[`material-${i}.svg`] = svg(
      400,
      400,
      `<rect width="400" height="400" fill="${MATERIAL_COLORS[i % 4]}"/>` +
        '<circle cx="200" cy="170" r="80" fill="#1677ff" opacity=".15"/>' +
        text(200, 185, 40, '#1677ff', '洁衣坊') +
        text(200, 300, 24, '#646a73', `素材图 ${i}`),
    );
  }
  for (let i = 1; i <= 4; i++) {
    images[`store-${i}.svg`] = svg(
      400,
      300,
      '<rect width="400" height="300" fill="#f5f6f8"/>' +
        '<rect x="60" y="80" width="280" height="180" fill="#fff" stroke="#1677ff" stroke-width="4"/>' +
        '<rect x="60" y="50" width="280" height="50" fill="#1677ff"/>' +
        text(200, 85, 26, '#fff', '洁衣坊') +
        text(200, 190, 22, '#646a73', `门店照片 ${i}`),
    );
  }
  images['license.svg'] = svg(
    400,
    560,
    '<rect width="400" height="560" fill="#fffbe6" stroke="#d4b106" stroke-width="8"/>' +
      text(200, 80, 36, '#cf1322', '营业执照') +
      documentLines(160, ['名称：杭州洁净洗护服务有限公司', '类型：有限责任公司', '法定代表人：陈刚']) +
      '<circle cx="300" cy="460" r="50" fill="none" stroke="#cf1322" stroke-width="4"/>',
  );
  images['invoice.svg'] = svg(
    400,
    260,
    '<rect width="400" height="260" fill="#fff" stroke="#8c8c8c" stroke-width="2"/>' +
      text(200, 50, 26, '#8c1d1d', '增值税普通发票') +
      documentLines(130, ['服务名称：推广服务费', '（示例发票，仅供测试）']),
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
    '<path d="M20 80c30-60 50-60 40 0s30-50 50-20 20 30 40-10 30-20 40 10 20 20 40-20 30 0 60 10" ' +
      'fill="none" stroke="#1f2329" stroke-width="4" stroke-linecap="round"/>',
  );
  return images;
}
