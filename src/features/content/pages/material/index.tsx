// 素材中心: categories as tabs, materials by category and search (debounced 500 ms), each with
// 复制文案, 保存图片 (a full-screen preview to long-press inside WeChat, a real download elsewhere)
// and 分享海报 (drawn on first use: the poster and QR code code load only then).
import { type Signal, useSignal } from '@preact/signals';
import { useState } from 'react';
import { materialCategoryList, materialPageList } from '../../../../api/material';
import type { ShareMaterial } from '../../../../api/types';
import { isWeChat } from '../../../../lib/wechat';
import { copyText } from '../../../../lib/clipboard';
import { download, fileNameOf } from '../../share/download';
import { Empty } from '../../../../ui/Empty';
import { SearchBox } from '../../../../ui/SearchBox';
import { useKeyword } from '../../../../ui/useKeyword';
import { List, usePagedList } from '../../../../ui/List';
import { LoadFailedLine } from '../../../../ui/LoadFailed';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Tabs } from '../../../../ui/Tabs';
import { toast } from '../../../../ui/toast';
import { useResource } from '../../../../ui/useResource';
import { MaterialCard } from './MaterialCard';
import { PosterSheet } from './PosterSheet';
import { SavePreview } from './SavePreview';
import './material.css';

const PAGE_SIZE = 10;
const ALL = 0;

export default function MaterialPage() {
  const categories = useResource(() => materialCategoryList(), []);
  const [category, setCategory] = useState(ALL);
  const { typed, keyword, type } = useKeyword();
  const materials = usePagedList(
    (pageNum) =>
      materialPageList({
        pageNum,
        pageSize: PAGE_SIZE,
        ...(category ? { categoryId: category } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    [category, keyword],
  );
  // the material a sheet is open for, read by the sheet alone: opening one does not render the list again
  const saving = useSignal<ShareMaterial | null>(null);
  const poster = useSignal<ShareMaterial | null>(null);

  async function copy(m: ShareMaterial) {
    if (await copyText(m.text)) toast('已复制', { type: 'success' });
    else toast('复制失败，请长按文字手动复制');
  }

  function save(m: ShareMaterial) {
    if (isWeChat()) {
      saving.value = m;
      return;
    }
    m.images.forEach((src, i) => {
      download(src, fileNameOf(src, `素材-${m.id}-${i + 1}`));
    });
  }

  const tabs = [{ key: ALL, title: '全部' }, ...(categories.data || []).map((c) => ({ key: c.id, title: c.name }))];
  // failed categories are said once: with the list's failure when it failed too (its 重新加载
  // loads both), else in their own line over the list, never as a row with only 全部
  const categoriesFailed = categories.status === 'failed';
  const reloadFailedCategories = () => (categoriesFailed ? categories.reload() : Promise.resolve());
  const list = {
    ...materials,
    retry: () => {
      reloadFailedCategories();
      materials.retry();
    },
  };
  const refresh = () => Promise.all([reloadFailedCategories(), materials.reload()]).then(() => {});

  return (
    <div class="mat">
      <SearchBox id="material-search" label="搜索素材" placeholder="搜索素材标题或文案" value={typed} onType={type} />
      <div class="mat-tabs">
        {!categoriesFailed ? (
          <Tabs tabs={tabs} active={category} onChange={setCategory} />
        ) : materials.status === 'error' ? null : (
          <LoadFailedLine what="分类加载失败" reason={categories.error} onRetry={() => categories.reload()} />
        )}
      </div>
      <PullRefresh onRefresh={refresh}>
        <List list={list} empty={<Empty text={keyword ? '没有找到匹配的素材' : '暂无素材'} />}>
          {materials.items.map((m) => (
            <MaterialCard
              key={m.id}
              material={m}
              onCopy={() => copy(m)}
              onSave={() => save(m)}
              onPoster={() => (poster.value = m)}
            />
          ))}
        </List>
      </PullRefresh>
      <Sheets saving={saving} poster={poster} />
    </div>
  );
}

function Sheets({ saving, poster }: { saving: Signal<ShareMaterial | null>; poster: Signal<ShareMaterial | null> }) {
  const saved = saving.value;
  const drawn = poster.value;
  return (
    <>
      <SavePreview
        images={saved?.images || []}
        open={!!saved}
        onClose={() => (saving.value = null)}
        label={saved ? `${saved.title} 图片` : '素材图片'}
      />
      {drawn && <PosterSheet material={drawn} onClose={() => (poster.value = null)} />}
    </>
  );
}
