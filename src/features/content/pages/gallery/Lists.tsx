// Gallery: the calendar, and paged lists (paging, a failing page with retry, empty) under pull-to-refresh.
import { useState } from 'react';
import { Calendar } from '../../../../ui/Calendar';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Empty } from '../../../../ui/Empty';
import { Tabs } from '../../../../ui/Tabs';
import { Section } from './Section';

type Mode = 'pages' | 'failing' | 'empty';

// Three pages of 10 after 400 ms; 'failing' fails every second request (then 重新加载 works).
let requests = 0;
function fakePage(mode: Mode, pageNum: number) {
  return new Promise<{ list: string[]; total: number }>((resolve, reject) =>
    setTimeout(() => {
      if (mode === 'failing' && pageNum > 1 && ++requests % 2) return reject(new Error('后端接口连接异常'));
      if (mode === 'empty') return resolve({ list: [], total: 0 });
      resolve({ list: Array.from({ length: 10 }, (_, i) => `第 ${(pageNum - 1) * 10 + i + 1} 条记录`), total: 30 });
    }, 400),
  );
}

export function Lists() {
  const [day, setDay] = useState<string[]>([]);
  const [range, setRange] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>('pages');
  const records = usePagedList((pageNum) => fakePage(mode, pageNum), [mode]);
  return (
    <>
      <Section title="Calendar 日历（单选 / 区间）">
        {/* the component as pages get it first: its default of three months */}
        <p class="gallery__note">单选（默认 3 个月）：{day[0] || '未选'}</p>
        <Calendar value={day} onChange={setDay} />
        <p class="gallery__note">区间（months=2）：{range.join(' 至 ') || '未选'}</p>
        <Calendar value={range} onChange={setRange} range months={2} />
      </Section>

      <Section title="List 加载更多 / PullRefresh 下拉刷新">
        <Tabs
          tabs={[
            { key: 'pages', title: '分页' },
            { key: 'failing', title: '会失败' },
            { key: 'empty', title: '空列表' },
          ]}
          active={mode}
          onChange={setMode}
        />
        <PullRefresh onRefresh={records.reload}>
          <List list={records} empty={<Empty text="暂无记录" />}>
            {records.items.map((r) => (
              <div key={r} class="gallery__item">
                {r}
              </div>
            ))}
          </List>
        </PullRefresh>
      </Section>
    </>
  );
}
