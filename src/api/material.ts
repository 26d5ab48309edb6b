// The share-material centre: categories and materials to copy, save and share.
import { request } from './http';
import type { MaterialQuery } from './contract/content';
import type { Page, ShareMaterial, ShareMaterialCategory } from './types';

export type { MaterialQuery } from './contract/content';

/** GET /api/shareMaterial/categoryList */
export function materialCategoryList(): Promise<ShareMaterialCategory[]> {
  return request<ShareMaterialCategory[]>({ url: '/api/shareMaterial/categoryList' });
}

/** POST /api/shareMaterial/pageList: materials, newest first. */
export function materialPageList(query: MaterialQuery = {}): Promise<Page<ShareMaterial>> {
  return request<Page<ShareMaterial>>({ url: '/api/shareMaterial/pageList', method: 'POST', data: query });
}
