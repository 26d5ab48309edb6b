// Gallery: buttons, cells, the entry grid, tabs, badges, notices, empty states, skeletons.
import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { Cell, CellGroup } from '../../../../ui/Cell';
import { Grid } from '../../../../ui/Grid';
import { Tabs } from '../../../../ui/Tabs';
import { Badge } from '../../../../ui/Badge';
import { NoticeBar } from '../../../../ui/NoticeBar';
import { Empty } from '../../../../ui/Empty';
import { Skeleton } from '../../../../ui/Skeleton';
import { Loading } from '../../../../ui/Loading';
import { NetworkTip } from '../../../../ui/NetworkTip';
import { online } from '../../../../ui/online';
import { Section } from './Section';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const glyph = (text: string, color: string) => (
  <span class="gallery__glyph" style={{ background: color }}>
    {text}
  </span>
);

export function Basics() {
  const [tab, setTab] = useState<'all' | 'income' | 'expense'>('all');
  const [skeleton, setSkeleton] = useState(true);
  return (
    <>
      <Section title="Button 按钮">
        <div class="gallery__row">
          <Button variant="primary">主要按钮</Button>
          <Button>默认按钮</Button>
          <Button variant="danger">危险按钮</Button>
          <Button variant="plain">朴素按钮</Button>
          <Button variant="text">文字按钮</Button>
          <Button size="small" variant="primary">
            小按钮
          </Button>
          <Button loading>加载中</Button>
          <Button disabled>不可用</Button>
        </div>
        <div class="gallery__row">
          <Button variant="primary" block onClick={() => wait(1500)}>
            点击后忙 1.5 秒（一次点击一次动作）
          </Button>
        </div>
      </Section>

      <Section title="Cell 单元格">
        <CellGroup title="分组标题">
          <Cell title="我的银行卡" to="#/dev/ui" />
          <Cell title="手机号" value="138****0001" label="用于登录和接收验证码" />
          <Cell title="退出登录" onClick={() => undefined} />
        </CellGroup>
        <CellGroup title="圆角分组" inset>
          <Cell title="团队人数" value={0} />
        </CellGroup>
      </Section>

      <Section title="Grid 宫格">
        <Grid
          items={[
            { text: '提现', icon: glyph('提', '#1677ff'), to: '#/dev/ui' },
            { text: '我的团队', icon: glyph('团', '#07c160'), to: '#/dev/ui' },
            { text: '素材中心', icon: glyph('素', '#ff976a'), to: '#/dev/ui' },
            { text: '问题反馈', icon: glyph('馈', '#7232dd'), onClick: () => undefined },
            { text: '一个很长的入口名称', icon: glyph('长', '#ee0a24'), to: '#/dev/ui' },
          ]}
        />
      </Section>

      <Section title="Tabs 标签页 / Badge 徽标">
        <Tabs
          tabs={[
            { key: 'all', title: '全部' },
            { key: 'income', title: <Badge value={8}>收入</Badge> },
            { key: 'expense', title: '支出' },
          ]}
          active={tab}
          onChange={setTab}
        />
        <p class="gallery__note">当前：{tab}</p>
        <div class="gallery__row">
          <Badge dot>红点</Badge>
          <Badge value={5}>消息</Badge>
          <Badge value={120}>超过 99</Badge>
          <Badge value="新" />
        </div>
      </Section>

      <Section title="NoticeBar 通知栏 / NetworkTip 断网提示">
        <NoticeBar text="完成实名认证后才能提现，点击去认证" to="#/dev/ui" />
        <NoticeBar text="这是一条很长的滚动通知：本周六凌晨两点到四点系统维护，期间暂停提现，请提前安排。" scroll />
        <NetworkTip />
        <div class="gallery__row">
          <Button size="small" onClick={() => (online.value = !online.value)}>
            {online.value ? '模拟断网' : '恢复网络'}
          </Button>
        </div>
      </Section>

      <Section title="Empty 空状态 / Loading 加载 / Skeleton 骨架屏">
        <Empty text="暂无提现记录">
          <Button size="small" variant="primary">
            去提现
          </Button>
        </Empty>
        <div class="gallery__row">
          <Loading>正在加载...</Loading>
          <Loading vertical>加载中</Loading>
        </div>
        {skeleton ? <Skeleton avatar title rows={3} /> : <p class="gallery__note">内容已加载</p>}
        <div class="gallery__row">
          <Button size="small" onClick={() => setSkeleton(!skeleton)}>
            {skeleton ? '显示内容' : '显示骨架'}
          </Button>
        </div>
      </Section>
    </>
  );
}
