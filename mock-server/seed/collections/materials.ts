// 素材中心: the categories, their picture materials, and three short clips.
import type { DbSchema } from '../../schema';
import { MATERIAL_CATEGORIES, MATERIAL_TITLES } from '../data';
import { DAY, SEED_DATE, type Stream } from '../random';

export const buildMaterialCategories = () => MATERIAL_CATEGORIES.map((name, i) => ({ id: i + 1, name }));

// short clips with their poster frame (recorded once by scripts/record-material-video.mjs)
const VIDEO_TITLES = ['30 秒看懂上门取送', '羽绒服洗护全过程', '门店一天的工作'];

export function buildMaterials(r: Stream, categories: DbSchema['materialCategories']): DbSchema['materials'] {
  const materials: DbSchema['materials'] = [];
  for (const cat of categories) {
    for (const title of MATERIAL_TITLES[cat.name]) {
      const count = r.between(1, 3);
      materials.push({
        id: materials.length + 1,
        categoryId: cat.id,
        title,
        text: `【洁衣坊】${title}。专业洗护，上门取送，72 小时内送回。点击链接或扫码了解详情，新用户首单立减 20 元！`,
        images: Array.from({ length: count }, () => `/mock-static/material-${r.between(1, 12)}.svg`),
        videoUrl: null,
        createdAt: r.daysAgo(r.between(0, 150)),
      });
    }
  }
  VIDEO_TITLES.forEach((title, i) => {
    materials.push({
      id: materials.length + 1,
      categoryId: categories[i % categories.length].id,
      title,
      text: `【洁衣坊】${title}，视频带你了解专业洗护。点击链接或扫码了解详情，新用户首单立减 20 元！`,
      images: ['/mock-static/material-video-poster.png'],
      videoUrl: '/mock-static/material-video.webm',
      createdAt: new Date(SEED_DATE.getTime() - (3 + i * 10) * DAY).toISOString(),
    });
  });
  return materials;
}
